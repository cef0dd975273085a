/* Lock-free Treiber stack: CAS (atomic_compare_exchange_weak) on the head
   pointer. 4 threads push their own preallocated nodes while popping some
   (phase 1), meet at a spin barrier, then drain the stack (phase 2). A node is
   pushed exactly once and never freed or re-pushed, so a popped node can never
   become head again and the pop CAS is ABA-safe. Every value must be popped
   exactly once (per-value atomic counters), and the count and sum must match. */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#define NT 4
#define N 20000

struct node {
    struct node *next; /* written only before the node is published */
    int value;
};

static _Atomic(struct node *) head;
static struct node *pool[NT];
static _Atomic unsigned char *seen;
static _Atomic int bar_count, bar_gen;
static _Atomic long long cas_failures;

/* All threads start the measured loop together, to maximise contention. */
static _Atomic int started;
static void start_gate(void) {
    atomic_fetch_add(&started, 1);
    while (atomic_load_explicit(&started, memory_order_acquire) < NT) sched_yield();
}

static void barrier_wait(void) {
    int gen = atomic_load_explicit(&bar_gen, memory_order_acquire);
    if (atomic_fetch_add_explicit(&bar_count, 1, memory_order_acq_rel) == NT - 1) {
        atomic_store_explicit(&bar_count, 0, memory_order_relaxed);
        atomic_fetch_add_explicit(&bar_gen, 1, memory_order_release);
    } else {
        while (atomic_load_explicit(&bar_gen, memory_order_acquire) == gen) sched_yield();
    }
}

static void push(struct node *nd) {
    struct node *old = atomic_load_explicit(&head, memory_order_relaxed);
    do {
        nd->next = old;
    } while (!atomic_compare_exchange_weak_explicit(&head, &old, nd, memory_order_release,
                                                    memory_order_relaxed));
}

static struct node *pop(void) {
    struct node *old = atomic_load_explicit(&head, memory_order_acquire);
    long long fails = 0;
    while (old && !atomic_compare_exchange_weak_explicit(&head, &old, old->next, memory_order_acquire,
                                                         memory_order_acquire))
        fails++;
    if (fails) atomic_fetch_add_explicit(&cas_failures, fails, memory_order_relaxed);
    return old;
}

struct targ { int id; long long count, sum; };

static void take(struct targ *t, struct node *nd) {
    t->count++;
    t->sum += nd->value;
    atomic_fetch_add_explicit(&seen[nd->value], 1, memory_order_relaxed);
}

static void *worker(void *p) {
    struct targ *t = p;
    struct node *mine = pool[t->id];
    start_gate();
    for (int i = 0; i < N; i++) {
        push(&mine[i]);
        if (i % 3 == 2) {
            struct node *nd = pop();
            if (nd) take(t, nd);
        }
    }
    barrier_wait();
    for (struct node *nd; (nd = pop()) != NULL;) take(t, nd);
    return NULL;
}

int main(void) {
    seen = calloc(NT * N, 1);
    for (int k = 0; k < NT; k++) {
        pool[k] = malloc(sizeof(struct node) * N);
        for (int i = 0; i < N; i++) {
            pool[k][i].next = NULL;
            pool[k][i].value = k * N + i;
        }
    }
    pthread_t th[NT];
    struct targ args[NT];
    for (int k = 0; k < NT; k++) {
        args[k].id = k;
        args[k].count = args[k].sum = 0;
        if (pthread_create(&th[k], NULL, worker, &args[k]) != 0) {
            puts("pthread_create failed");
            return 2;
        }
    }
    long long count = 0, sum = 0;
    for (int k = 0; k < NT; k++) {
        pthread_join(th[k], NULL);
        count += args[k].count;
        sum += args[k].sum;
    }
    int dup = 0, missing = 0;
    for (int v = 0; v < NT * N; v++) {
        unsigned char s = atomic_load_explicit(&seen[v], memory_order_relaxed);
        if (s == 0) missing++;
        if (s > 1) dup++;
    }
    long long total = (long long)NT * N;
    int ok = count == total && sum == total * (total - 1) / 2 && dup == 0 && missing == 0 &&
             atomic_load(&head) == NULL;
    printf("popped=%lld sum=%lld dup=%d missing=%d empty=%d\n", count, sum, dup, missing,
           atomic_load(&head) == NULL);
    puts(ok ? "ok" : "MISMATCH");
    for (int k = 0; k < NT; k++) free(pool[k]);
    free((void *)seen);
    return ok ? 0 : 1;
}
