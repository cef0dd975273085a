/* CAS-loop read-modify-writes across 4 threads:
   - atomic max/min by compare_exchange_weak loops over values the threads
     compute (signed int and unsigned long long), cross-checked with
     __atomic_fetch_max/__atomic_fetch_min (atomicrmw max/min/umax/umin);
   - float/double accumulation by CAS loops and by __atomic_fetch_add on a
     float (atomicrmw fadd); all addends are multiples of 1/4 and all partial
     sums stay far below 2^24, so every sum is exact and order-independent;
   - __atomic_fetch_nand with ~0 (bitwise NOT): the returned values must
     alternate, so exactly half of them equal the initial value;
   - 8- and 16-bit counters incremented by cmpxchg and by fetch_add, whose
     totals wrap mod 256 / 65536, plus neighbouring per-thread bytes that must
     not be clobbered by the wider memory word around them. */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* clang has __atomic_fetch_max/min and floating-point __atomic_fetch_add
   (atomicrmw max/min/umax/umin/fadd); GCC has neither, so emulate them there
   with a CAS loop (same results). */
#ifdef __clang__
#define FETCH_MAX(p, v, mo) __atomic_fetch_max(p, v, mo)
#define FETCH_MIN(p, v, mo) __atomic_fetch_min(p, v, mo)
#define FETCH_FADD(p, v, mo) __atomic_fetch_add(p, v, mo)
#else
#define CAS_RMW(p, v, mo, expr)                                                             \
    __extension__({                                                                         \
        __typeof__(*(p)) o_, v_ = (v), n_;                                                  \
        __atomic_load(p, &o_, __ATOMIC_RELAXED);                                            \
        do n_ = (expr);                                                                     \
        while (!__atomic_compare_exchange(p, &o_, &n_, 1, mo, __ATOMIC_RELAXED));           \
        o_;                                                                                 \
    })
#define FETCH_MAX(p, v, mo) CAS_RMW(p, v, mo, o_ > v_ ? o_ : v_)
#define FETCH_MIN(p, v, mo) CAS_RMW(p, v, mo, o_ < v_ ? o_ : v_)
#define FETCH_FADD(p, v, mo) CAS_RMW(p, v, mo, o_ + v_)
#endif

#define NT 4
#define ITERS 20000

static _Atomic int cas_max = INT32_MIN, cas_min = INT32_MAX;
static _Atomic unsigned long long cas_umax, cas_umin = ~0ULL;
static int rmw_max = INT32_MIN, rmw_min = INT32_MAX;
static unsigned long long rmw_umax, rmw_umin = ~0ULL;
static _Atomic float cas_fsum;
static _Atomic double cas_dsum;
static float rmw_fsum;
static unsigned nand_word = 0x12345678u;
static _Atomic long long nand_hits;
static _Atomic uint8_t c8;
static _Atomic uint16_t c16;
static uint8_t r8;
static uint16_t r16;
static struct { _Atomic uint8_t own[NT]; _Atomic uint16_t own16[NT]; } lanes;

/* All threads start the measured loop together, to maximise contention. */
static _Atomic int started;
static void start_gate(void) {
    atomic_fetch_add(&started, 1);
    while (atomic_load_explicit(&started, memory_order_acquire) < NT) sched_yield();
}

static int value_of(int id, int i) {
    unsigned h = (unsigned)(id * ITERS + i + 1) * 2654435761u;
    h ^= h >> 15;
    return (int)(h * 2246822519u);
}

static void cas_max_int(_Atomic int *p, int v) {
    int cur = atomic_load_explicit(p, memory_order_relaxed);
    while (cur < v && !atomic_compare_exchange_weak_explicit(p, &cur, v, memory_order_relaxed,
                                                             memory_order_relaxed)) {
    }
}
static void cas_min_int(_Atomic int *p, int v) {
    int cur = atomic_load(p);
    while (cur > v && !atomic_compare_exchange_weak(p, &cur, v)) {
    }
}
static void cas_umax_ull(_Atomic unsigned long long *p, unsigned long long v) {
    unsigned long long cur = atomic_load_explicit(p, memory_order_acquire);
    while (cur < v && !atomic_compare_exchange_strong_explicit(p, &cur, v, memory_order_acq_rel,
                                                               memory_order_acquire)) {
    }
}
static void cas_umin_ull(_Atomic unsigned long long *p, unsigned long long v) {
    unsigned long long cur = atomic_load(p);
    while (cur > v && !atomic_compare_exchange_weak(p, &cur, v)) {
    }
}
static void cas_fadd(_Atomic float *p, float v) {
    float cur = atomic_load_explicit(p, memory_order_relaxed);
    while (!atomic_compare_exchange_weak_explicit(p, &cur, cur + v, memory_order_relaxed,
                                                  memory_order_relaxed)) {
    }
}
static void cas_dadd(_Atomic double *p, double v) {
    double cur = atomic_load(p);
    while (!atomic_compare_exchange_weak(p, &cur, cur + v)) {
    }
}
static void cas_inc8(_Atomic uint8_t *p) {
    uint8_t cur = atomic_load_explicit(p, memory_order_relaxed);
    while (!atomic_compare_exchange_weak_explicit(p, &cur, (uint8_t)(cur + 1), memory_order_acq_rel,
                                                  memory_order_relaxed)) {
    }
}
static void cas_inc16(_Atomic uint16_t *p) {
    uint16_t cur = atomic_load(p);
    while (!atomic_compare_exchange_strong(p, &cur, (uint16_t)(cur + 3))) {
    }
}
static void cas_inc8_builtin(uint8_t *p) {
    uint8_t cur = __atomic_load_n(p, __ATOMIC_RELAXED);
    while (!__atomic_compare_exchange_n(p, &cur, (uint8_t)(cur + 5), 1, __ATOMIC_SEQ_CST,
                                        __ATOMIC_RELAXED)) {
    }
}

static void *worker(void *arg) {
    int id = (int)(intptr_t)arg;
    long long hits = 0;
    start_gate();
    for (int i = 0; i < ITERS; i++) {
        int v = value_of(id, i);
        unsigned long long u = (unsigned long long)(unsigned)v * 0x9E3779B97F4A7C15ULL;
        cas_max_int(&cas_max, v);
        cas_min_int(&cas_min, v);
        cas_umax_ull(&cas_umax, u);
        cas_umin_ull(&cas_umin, u);
        FETCH_MAX(&rmw_max, v, __ATOMIC_RELAXED);
        FETCH_MIN(&rmw_min, v, __ATOMIC_SEQ_CST);
        FETCH_MAX(&rmw_umax, u, __ATOMIC_ACQ_REL);
        FETCH_MIN(&rmw_umin, u, __ATOMIC_RELAXED);
        float f = 0.25f * (float)((i + id) & 7);
        cas_fadd(&cas_fsum, f);
        cas_dadd(&cas_dsum, (double)f * 2.0);
        FETCH_FADD(&rmw_fsum, f, __ATOMIC_RELAXED);
        if (__atomic_fetch_nand(&nand_word, ~0u, __ATOMIC_ACQ_REL) == 0x12345678u) hits++;
        cas_inc8(&c8);
        cas_inc16(&c16);
        cas_inc8_builtin(&r8);
        __atomic_fetch_add(&r16, 7, __ATOMIC_SEQ_CST);
        cas_inc8(&lanes.own[id]);
        atomic_fetch_add_explicit(&lanes.own16[id], (uint16_t)(id + 1), memory_order_relaxed);
    }
    atomic_fetch_add(&nand_hits, hits);
    return NULL;
}

int main(void) {
    pthread_t th[NT];
    for (int k = 0; k < NT; k++)
        if (pthread_create(&th[k], NULL, worker, (void *)(intptr_t)k) != 0) {
            puts("pthread_create failed");
            return 2;
        }
    for (int k = 0; k < NT; k++) pthread_join(th[k], NULL);

    int emax = INT32_MIN, emin = INT32_MAX;
    unsigned long long eumax = 0, eumin = ~0ULL;
    double efsum = 0;
    for (int k = 0; k < NT; k++)
        for (int i = 0; i < ITERS; i++) {
            int v = value_of(k, i);
            unsigned long long u = (unsigned long long)(unsigned)v * 0x9E3779B97F4A7C15ULL;
            if (v > emax) emax = v;
            if (v < emin) emin = v;
            if (u > eumax) eumax = u;
            if (u < eumin) eumin = u;
            efsum += 0.25 * ((i + k) & 7);
        }
    long long n = (long long)NT * ITERS;
    int ok = 1;
    ok &= atomic_load(&cas_max) == emax && atomic_load(&cas_min) == emin;
    ok &= atomic_load(&cas_umax) == eumax && atomic_load(&cas_umin) == eumin;
    ok &= rmw_max == emax && rmw_min == emin && rmw_umax == eumax && rmw_umin == eumin;
    printf("max=%d min=%d umax=%016llx umin=%016llx\n", atomic_load(&cas_max), atomic_load(&cas_min),
           atomic_load(&cas_umax), atomic_load(&cas_umin));
    ok &= (double)atomic_load(&cas_fsum) == efsum && atomic_load(&cas_dsum) == 2 * efsum &&
          (double)rmw_fsum == efsum;
    printf("fsum=%.2f dsum=%.2f rmw_fsum=%.2f\n", atomic_load(&cas_fsum), atomic_load(&cas_dsum),
           rmw_fsum);
    ok &= nand_word == 0x12345678u && atomic_load(&nand_hits) == n / 2;
    printf("nand word=%08x hits=%lld\n", nand_word, atomic_load(&nand_hits));
    ok &= atomic_load(&c8) == (uint8_t)n && atomic_load(&c16) == (uint16_t)(3 * n);
    ok &= r8 == (uint8_t)(5 * n) && r16 == (uint16_t)(7 * n);
    printf("c8=%u c16=%u r8=%u r16=%u\n", atomic_load(&c8), atomic_load(&c16), r8, r16);
    for (int k = 0; k < NT; k++) {
        ok &= atomic_load(&lanes.own[k]) == (uint8_t)ITERS;
        ok &= atomic_load(&lanes.own16[k]) == (uint16_t)(ITERS * (k + 1));
        printf("lane %d: %u %u\n", k, atomic_load(&lanes.own[k]), atomic_load(&lanes.own16[k]));
    }
    puts(ok ? "ok" : "MISMATCH");
    return ok ? 0 : 1;
}
