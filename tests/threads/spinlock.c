/* Two spin locks protecting plain (non-atomic) data:
   - a test-and-set lock (atomic_flag_test_and_set_explicit acquire /
     atomic_flag_clear_explicit release), and
   - a ticket lock (fetch_add on next_ticket, load-acquire spin on
     now_serving, store-release to hand over).
   Each lock guards a plain counter and a doubly linked circular list that the
   threads append to and occasionally unlink from; afterwards the list is
   walked forwards and backwards and must be consistent with the totals.
   Waiters call sched_yield() after a short spin, since the machine may have
   fewer cores than threads. */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

#define NT 4
#define TAS_ITERS 40000
#define TICKET_ITERS 5000

struct link {
    struct link *prev, *next;
    int value;
};

struct guarded {
    long long counter;
    long long removed_sum;
    int removed;
    struct link sentinel;
};

static atomic_flag tas = ATOMIC_FLAG_INIT;
static _Atomic unsigned next_ticket, now_serving;
static struct guarded g_tas, g_ticket;

/* All threads start the measured loop together, to maximise contention. */
static _Atomic int started;
static void start_gate(void) {
    atomic_fetch_add(&started, 1);
    while (atomic_load_explicit(&started, memory_order_acquire) < NT) sched_yield();
}

static void backoff(int *spins) {
    if (++*spins >= 32) {
        *spins = 0;
        sched_yield();
    }
}

static void tas_lock(void) {
    int spins = 0;
    while (atomic_flag_test_and_set_explicit(&tas, memory_order_acquire)) backoff(&spins);
}
static void tas_unlock(void) { atomic_flag_clear_explicit(&tas, memory_order_release); }

static void ticket_lock(void) {
    unsigned my = atomic_fetch_add_explicit(&next_ticket, 1, memory_order_relaxed);
    int spins = 0;
    while (atomic_load_explicit(&now_serving, memory_order_acquire) != my) backoff(&spins);
}
static void ticket_unlock(void) {
    unsigned cur = atomic_load_explicit(&now_serving, memory_order_relaxed);
    atomic_store_explicit(&now_serving, cur + 1, memory_order_release);
}

static void list_init(struct guarded *g) {
    g->sentinel.prev = g->sentinel.next = &g->sentinel;
    g->sentinel.value = -1;
}

/* Caller holds the lock. Appends nd; every 5th call also unlinks the first element. */
static void critical(struct guarded *g, struct link *nd, int i) {
    g->counter += i + 1;
    nd->next = &g->sentinel;
    nd->prev = g->sentinel.prev;
    g->sentinel.prev->next = nd;
    g->sentinel.prev = nd;
    if (i % 5 == 4) {
        struct link *first = g->sentinel.next;
        first->prev->next = first->next;
        first->next->prev = first->prev;
        g->removed++;
        g->removed_sum += first->value;
    }
}

static struct link *nodes_tas[NT], *nodes_ticket[NT];

static void *worker(void *p) {
    int id = (int)(intptr_t)p;
    start_gate();
    for (int i = 0; i < TAS_ITERS; i++) {
        tas_lock();
        critical(&g_tas, &nodes_tas[id][i], i);
        tas_unlock();
    }
    for (int i = 0; i < TICKET_ITERS; i++) {
        ticket_lock();
        critical(&g_ticket, &nodes_ticket[id][i], i);
        ticket_unlock();
    }
    return NULL;
}

static int check(const char *name, struct guarded *g, int iters) {
    long long n = (long long)NT * iters;
    long long exp_counter = (long long)NT * iters * (iters + 1) / 2;
    long long all_sum = n * (n - 1) / 2; /* values are 0..n-1 */
    long long fwd = 0, bwd = 0, fsum = 0;
    int links_ok = 1;
    for (struct link *l = g->sentinel.next; l != &g->sentinel && fwd <= n; l = l->next) {
        if (l->next->prev != l) links_ok = 0;
        fwd++;
        fsum += l->value;
    }
    for (struct link *l = g->sentinel.prev; l != &g->sentinel && bwd <= n; l = l->prev) bwd++;
    long long exp_removed = (long long)NT * (iters / 5);
    int ok = links_ok && g->counter == exp_counter && g->removed == exp_removed &&
             fwd == n - exp_removed && bwd == fwd && fsum + g->removed_sum == all_sum;
    printf("%s: counter=%lld live=%lld removed=%d sum=%lld %s\n", name, g->counter, fwd, g->removed,
           fsum + g->removed_sum, ok ? "ok" : "MISMATCH");
    return ok;
}

int main(void) {
    list_init(&g_tas);
    list_init(&g_ticket);
    for (int k = 0; k < NT; k++) {
        nodes_tas[k] = malloc(sizeof(struct link) * TAS_ITERS);
        nodes_ticket[k] = malloc(sizeof(struct link) * TICKET_ITERS);
        for (int i = 0; i < TAS_ITERS; i++) nodes_tas[k][i].value = k * TAS_ITERS + i;
        for (int i = 0; i < TICKET_ITERS; i++) nodes_ticket[k][i].value = k * TICKET_ITERS + i;
    }
    pthread_t th[NT];
    for (int k = 0; k < NT; k++)
        if (pthread_create(&th[k], NULL, worker, (void *)(intptr_t)k) != 0) {
            puts("pthread_create failed");
            return 2;
        }
    for (int k = 0; k < NT; k++) pthread_join(th[k], NULL);
    int ok = check("tas", &g_tas, TAS_ITERS);
    ok &= check("ticket", &g_ticket, TICKET_ITERS);
    ok &= atomic_load(&next_ticket) == (unsigned)(NT * TICKET_ITERS) &&
          atomic_load(&now_serving) == (unsigned)(NT * TICKET_ITERS);
    printf("tickets=%u\n", atomic_load(&now_serving));
    puts(ok ? "ok" : "MISMATCH");
    for (int k = 0; k < NT; k++) {
        free(nodes_tas[k]);
        free(nodes_ticket[k]);
    }
    return ok ? 0 : 1;
}
