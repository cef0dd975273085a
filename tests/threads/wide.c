/* 128-bit atomics across 4 threads (x86-64 without -mcx16: these become
   __atomic_*_16 calls, so link with -latomic):
   - fetch_add on _Atomic unsigned __int128 with addends that carry from the
     low into the high half, fetch_sub on a signed _Atomic __int128;
   - a compare_exchange_weak loop that adds (and one that xors) 128-bit values;
   - exchange and store/load of self-checking patterns (high half == ~low
     half): any torn load is counted and makes the program fail.
   Totals are printed as two 64-bit hex halves. ITERS is small because
   MinGW's libatomic takes a Win32 kernel mutex for every 16-byte operation
   (very slow under wine). */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#ifdef __clang__
#pragma clang diagnostic ignored "-Watomic-alignment"
#endif

#define NT 4
#define ITERS 2000

typedef unsigned __int128 u128;
typedef __int128 i128;

static _Atomic u128 acc;
static _Atomic i128 sacc;
static _Atomic u128 cas_acc;
static _Atomic u128 xor_acc;
static _Atomic u128 pattern;
static _Atomic long long torn;

/* All threads start the measured loop together, to maximise contention. */
static _Atomic int started;
static void start_gate(void) {
    atomic_fetch_add(&started, 1);
    while (atomic_load_explicit(&started, memory_order_acquire) < NT) sched_yield();
}

static u128 delta(int id, int i) {
    return ((u128)(unsigned)(id + 1) << 64) | (0xFFFFFFFF00000000ULL + (unsigned)i);
}
static u128 mkpat(unsigned long long v) { return ((u128)~v << 64) | v; }
static int pat_ok(u128 x) { return (unsigned long long)(x >> 64) == ~(unsigned long long)x; }

static void *worker(void *arg) {
    int id = (int)(intptr_t)arg;
    long long bad = 0;
    start_gate();
    for (int i = 0; i < ITERS; i++) {
        u128 d = delta(id, i);
        atomic_fetch_add(&acc, d);
        atomic_fetch_sub_explicit(&sacc, (i128)d, memory_order_relaxed);

        u128 cur = atomic_load_explicit(&cas_acc, memory_order_relaxed);
        while (!atomic_compare_exchange_weak_explicit(&cas_acc, &cur, cur + d * 3, memory_order_acq_rel,
                                                      memory_order_relaxed)) {
        }
        u128 x = atomic_load(&xor_acc);
        while (!atomic_compare_exchange_weak(&xor_acc, &x, x ^ (d * (u128)(2 * (id * ITERS + i) + 1)))) {
        }

        unsigned long long v = (unsigned long long)id << 56 | (unsigned long long)i * 0x10001ULL;
        if (i & 1)
            atomic_store_explicit(&pattern, mkpat(v), memory_order_release);
        else if (!pat_ok(atomic_exchange(&pattern, mkpat(v))))
            bad++;
        if (!pat_ok(atomic_load_explicit(&pattern, memory_order_acquire))) bad++;
    }
    atomic_fetch_add(&torn, bad);
    return NULL;
}

static void print128(const char *name, u128 v) {
    printf("%s=%016llx:%016llx\n", name, (unsigned long long)(v >> 64), (unsigned long long)v);
}

int main(void) {
    atomic_store(&pattern, mkpat(0));
    atomic_store(&sacc, (i128)1 << 100);
    pthread_t th[NT];
    for (int k = 0; k < NT; k++)
        if (pthread_create(&th[k], NULL, worker, (void *)(intptr_t)k) != 0) {
            puts("pthread_create failed");
            return 2;
        }
    for (int k = 0; k < NT; k++) pthread_join(th[k], NULL);

    u128 eacc = 0, ex = 0;
    for (int k = 0; k < NT; k++)
        for (int i = 0; i < ITERS; i++) {
            eacc += delta(k, i);
            ex ^= delta(k, i) * (u128)(2 * (k * ITERS + i) + 1);
        }
    i128 esacc = ((i128)1 << 100) - (i128)eacc;
    u128 a = atomic_load(&acc), c = atomic_load(&cas_acc), x = atomic_load(&xor_acc);
    i128 s = atomic_load(&sacc);
    print128("acc", a);
    print128("sacc", (u128)s);
    print128("cas", c);
    print128("xor", x);
    long long t = atomic_load(&torn);
    int ok = a == eacc && s == esacc && c == eacc * 3 && x == ex && t == 0 &&
             pat_ok(atomic_load(&pattern));
    printf("torn=%lld\n", t);
    puts(ok ? "ok" : "MISMATCH");
    return ok ? 0 : 1;
}
