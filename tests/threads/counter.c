/* 4 threads x 200000 atomic increments on an int, a long long and a relaxed
   unsigned counter; the int's fetch_add results must be a permutation of
   0..N-1 (checked via their sum), and a non-atomic per-thread sum is reduced
   after join. Exit 0 iff every total matches. */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#define NT 4
#define ITERS 200000

static _Atomic int c_int;
static _Atomic long long c_ll;
static _Atomic unsigned c_relaxed;
static _Atomic long long c_down = 1000000000000LL;

/* All threads start the measured loop together, to maximise contention. */
static _Atomic int started;
static void start_gate(void) {
    atomic_fetch_add(&started, 1);
    while (atomic_load_explicit(&started, memory_order_acquire) < NT) sched_yield();
}

struct targ {
    int id;
    long long olds;  /* sum of values returned by fetch_add on c_int */
    long long local; /* plain per-thread work */
};

static void *worker(void *p) {
    struct targ *t = p;
    long long olds = 0, local = 0;
    start_gate();
    for (int i = 0; i < ITERS; i++) {
        olds += atomic_fetch_add(&c_int, 1);
        atomic_fetch_add_explicit(&c_ll, (long long)i * 1000 + t->id, memory_order_acq_rel);
        atomic_fetch_add_explicit(&c_relaxed, 3u, memory_order_relaxed);
        if ((i & 7) == 0) atomic_fetch_sub(&c_down, t->id + 1);
        local += (i ^ t->id) & 0xff;
    }
    t->olds = olds;
    t->local = local;
    return NULL;
}

int main(void) {
    pthread_t th[NT];
    struct targ args[NT];
    for (int k = 0; k < NT; k++) {
        args[k].id = k;
        if (pthread_create(&th[k], NULL, worker, &args[k]) != 0) {
            puts("pthread_create failed");
            return 2;
        }
    }
    long long olds = 0, local = 0;
    for (int k = 0; k < NT; k++) {
        pthread_join(th[k], NULL);
        olds += args[k].olds;
        local += args[k].local;
    }

    long long n = (long long)NT * ITERS;
    long long exp_ll = 0, exp_local = 0, exp_down = 1000000000000LL;
    for (int k = 0; k < NT; k++)
        for (int i = 0; i < ITERS; i++) {
            exp_ll += (long long)i * 1000 + k;
            exp_local += (i ^ k) & 0xff;
            if ((i & 7) == 0) exp_down -= k + 1;
        }
    int ok = atomic_load(&c_int) == n && olds == n * (n - 1) / 2 && atomic_load(&c_ll) == exp_ll &&
             atomic_load_explicit(&c_relaxed, memory_order_relaxed) == 3u * (unsigned)n &&
             atomic_load(&c_down) == exp_down && local == exp_local;
    printf("int=%d olds=%lld llong=%lld relaxed=%u down=%lld local=%lld\n", atomic_load(&c_int), olds,
           atomic_load(&c_ll), atomic_load(&c_relaxed), atomic_load(&c_down), local);
    puts(ok ? "ok" : "MISMATCH");
    return ok ? 0 : 1;
}
