/* Single-threaded atomics: C11 <stdatomic.h> loads/stores with every memory
   order on every scalar type, exchange, strong/weak compare-exchange (success
   and failure, several order pairs), fetch-and-op (used and unused results),
   the GCC __atomic_* and __sync_* builtins, fences, atomic min/max, float
   atomics (atomicrmw fadd/fsub/fmax/fmin and CAS loops), 8/16-bit operations,
   wrap-around, runtime-selected memory orders, and atomics reached through
   struct/array pointers. No 128-bit atomics (those need libatomic). */
#include <limits.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#pragma clang diagnostic ignored "-Wsync-fetch-and-nand-semantics-changed"

static _Atomic char ac = 'a';
static _Atomic short as = -300;
static _Atomic int ai = 100;
static _Atomic long long all = -5000000000LL;
static _Atomic float af = 1.25f;
static _Atomic double ad = -2.5;
static _Atomic _Bool ab = 0;
static int target[4] = {10, 20, 30, 40};
static _Atomic(int *) ap = &target[0];
static volatile _Atomic int avi = 7;

static unsigned long long checksum = 1469598103934665603ULL;
static void mix(long long v) {
    checksum ^= (unsigned long long)v;
    checksum *= 1099511628211ULL;
}

struct node {
    int id;
    _Atomic int refs;
    _Atomic unsigned short flags;
    _Atomic long long total;
};

/* 8-byte lock-free _Atomic struct. */
struct pair { int lo, hi; };
static _Atomic struct pair apair;

/* Memory order chosen at run time: clang emits a switch over every order. */
__attribute__((noinline)) static int load_order(_Atomic int *p, memory_order mo) {
    return atomic_load_explicit(p, mo);
}
__attribute__((noinline)) static void store_order(_Atomic int *p, int v, memory_order mo) {
    atomic_store_explicit(p, v, mo);
}
__attribute__((noinline)) static int rmw_order(_Atomic int *p, int v, memory_order mo) {
    return atomic_fetch_add_explicit(p, v, mo);
}
__attribute__((noinline)) static _Bool cas_order(_Atomic int *p, int *exp, int des,
                                                 memory_order s, memory_order f) {
    return atomic_compare_exchange_strong_explicit(p, exp, des, s, f);
}
__attribute__((noinline)) static void fence_order(memory_order mo) {
    atomic_thread_fence(mo);
}

static void test_load_store(void) {
    char c1 = atomic_load_explicit(&ac, memory_order_relaxed);
    char c2 = atomic_load_explicit(&ac, memory_order_acquire);
    char c3 = atomic_load_explicit(&ac, memory_order_consume);
    char c4 = atomic_load_explicit(&ac, memory_order_seq_cst);
    char c5 = atomic_load(&ac);
    printf("char: %c%c%c%c%c\n", c1, c2, c3, c4, c5);
    atomic_store_explicit(&ac, 'x', memory_order_relaxed);
    atomic_store_explicit(&ac, 'y', memory_order_release);
    atomic_store_explicit(&ac, 'z', memory_order_seq_cst);
    printf("char after: %c\n", atomic_load(&ac));

    short s1 = atomic_load_explicit(&as, memory_order_relaxed);
    atomic_store_explicit(&as, (short)(s1 * 2), memory_order_release);
    short s2 = atomic_load_explicit(&as, memory_order_acquire);
    atomic_store(&as, (short)-32768);
    printf("short: %d %d %d\n", s1, s2, atomic_load_explicit(&as, memory_order_consume));

    int i1 = atomic_load_explicit(&ai, memory_order_consume);
    atomic_store_explicit(&ai, i1 + 1, memory_order_relaxed);
    int i2 = atomic_load_explicit(&ai, memory_order_relaxed);
    atomic_store_explicit(&ai, INT_MIN, memory_order_release);
    int i3 = atomic_load_explicit(&ai, memory_order_acquire);
    atomic_store_explicit(&ai, 100, memory_order_seq_cst);
    printf("int: %d %d %d %d\n", i1, i2, i3, atomic_load_explicit(&ai, memory_order_seq_cst));

    long long l1 = atomic_load_explicit(&all, memory_order_acquire);
    atomic_store_explicit(&all, LLONG_MAX, memory_order_release);
    long long l2 = atomic_load_explicit(&all, memory_order_relaxed);
    atomic_store_explicit(&all, l1 * 3, memory_order_relaxed);
    printf("llong: %lld %lld %lld\n", l1, l2, atomic_load_explicit(&all, memory_order_consume));

    int *p1 = atomic_load_explicit(&ap, memory_order_acquire);
    atomic_store_explicit(&ap, &target[2], memory_order_release);
    int *p2 = atomic_load_explicit(&ap, memory_order_consume);
    atomic_store_explicit(&ap, &target[1], memory_order_relaxed);
    int *p3 = atomic_load_explicit(&ap, memory_order_relaxed);
    printf("ptr: %d %d %d idx=%d\n", *p1, *p2, *p3, (int)(atomic_load(&ap) - target));

    float f1 = atomic_load_explicit(&af, memory_order_relaxed);
    atomic_store_explicit(&af, f1 * 4.0f, memory_order_release);
    float f2 = atomic_load_explicit(&af, memory_order_acquire);
    atomic_store_explicit(&af, -0.5f, memory_order_seq_cst);
    printf("float: %.3f %.3f %.3f\n", f1, f2, atomic_load_explicit(&af, memory_order_consume));

    double d1 = atomic_load_explicit(&ad, memory_order_seq_cst);
    atomic_store_explicit(&ad, d1 / 8.0, memory_order_relaxed);
    double d2 = atomic_load_explicit(&ad, memory_order_consume);
    atomic_store_explicit(&ad, 1e300, memory_order_release);
    printf("double: %.6f %.6f %g\n", d1, d2, atomic_load_explicit(&ad, memory_order_acquire));

    _Bool b1 = atomic_load_explicit(&ab, memory_order_relaxed);
    atomic_store_explicit(&ab, 1, memory_order_release);
    _Bool b2 = atomic_load_explicit(&ab, memory_order_acquire);
    atomic_store_explicit(&ab, !b2, memory_order_seq_cst);
    printf("bool: %d %d %d\n", b1, b2, atomic_load_explicit(&ab, memory_order_consume));

    avi = avi + 3;  /* volatile atomic load + store, seq_cst */
    printf("volatile: %d\n", avi);

    _Atomic int loc;
    atomic_init(&loc, 41);
    store_order(&loc, 1, memory_order_relaxed);
    store_order(&loc, 2, memory_order_release);
    store_order(&loc, 3, memory_order_seq_cst);
    int sum = load_order(&loc, memory_order_relaxed) + load_order(&loc, memory_order_consume) +
              load_order(&loc, memory_order_acquire) + load_order(&loc, memory_order_seq_cst);
    for (int mo = memory_order_relaxed; mo <= memory_order_seq_cst; mo++) sum += rmw_order(&loc, 1, mo);
    printf("runtime orders: sum=%d final=%d\n", sum, atomic_load(&loc));
}

static void test_exchange(void) {
    char c = atomic_exchange(&ac, 'q');
    short s = atomic_exchange_explicit(&as, 1234, memory_order_acq_rel);
    int i = atomic_exchange_explicit(&ai, -1, memory_order_relaxed);
    long long l = atomic_exchange_explicit(&all, 1LL << 40, memory_order_acquire);
    int *p = atomic_exchange_explicit(&ap, &target[3], memory_order_release);
    float f = atomic_exchange(&af, 3.75f);
    double d = atomic_exchange_explicit(&ad, 0.125, memory_order_seq_cst);
    _Bool b = atomic_exchange(&ab, 1);
    printf("xchg old: %c %d %d %lld %d %.3f %g %d\n", c, s, i, l, *p, f, d, b);
    printf("xchg new: %c %d %d %lld %d %.3f %g %d\n", atomic_load(&ac), atomic_load(&as),
           atomic_load(&ai), atomic_load(&all), *atomic_load(&ap), atomic_load(&af),
           atomic_load(&ad), atomic_load(&ab));
}

static void test_cas(void) {
    atomic_store(&ai, 50);
    int e = 50;
    _Bool ok = atomic_compare_exchange_strong(&ai, &e, 60);
    printf("cas strong ok: %d e=%d v=%d\n", ok, e, atomic_load(&ai));
    e = 50;
    ok = atomic_compare_exchange_strong(&ai, &e, 70);
    printf("cas strong fail: %d e=%d v=%d\n", ok, e, atomic_load(&ai));

    static const memory_order succ[] = {memory_order_seq_cst, memory_order_acq_rel, memory_order_release,
                                        memory_order_acquire, memory_order_relaxed, memory_order_consume};
    e = 60;
    ok = atomic_compare_exchange_strong_explicit(&ai, &e, 61, memory_order_seq_cst, memory_order_seq_cst);
    printf("pair sc/sc: %d %d\n", ok, e);
    ok = atomic_compare_exchange_strong_explicit(&ai, &e, 62, memory_order_acq_rel, memory_order_acquire);
    printf("pair ar/acq: %d %d\n", ok, e);
    ok = atomic_compare_exchange_strong_explicit(&ai, &e, 62, memory_order_release, memory_order_relaxed);
    printf("pair rel/rlx: %d %d\n", ok, e);
    ok = atomic_compare_exchange_strong_explicit(&ai, &e, 63, memory_order_acquire, memory_order_acquire);
    printf("pair acq/acq: %d %d\n", ok, e);
    ok = atomic_compare_exchange_strong_explicit(&ai, &e, 64, memory_order_relaxed, memory_order_relaxed);
    printf("pair rlx/rlx: %d %d\n", ok, e);
    ok = atomic_compare_exchange_strong_explicit(&ai, &e, 64, memory_order_seq_cst, memory_order_relaxed);
    printf("pair sc/rlx: %d %d\n", ok, e);
    ok = atomic_compare_exchange_strong_explicit(&ai, &e, 65, memory_order_consume, memory_order_consume);
    printf("pair con/con: %d %d\n", ok, e);
    for (int k = 0; k < 6; k++) {
        int x = atomic_load(&ai);
        ok = cas_order(&ai, &x, x + 1, succ[k], memory_order_relaxed);
        int y = x - 1000;
        _Bool bad = cas_order(&ai, &y, 0, succ[k], k & 1 ? memory_order_acquire : memory_order_seq_cst);
        printf("runtime cas %d: %d %d y=%d\n", k, ok, bad, y);
    }

    /* weak: failure is deterministic when the value differs; success in a loop. */
    long long le = 12345;
    ok = atomic_compare_exchange_weak(&all, &le, 0);
    printf("cas weak fail: %d e=%lld\n", ok, le);
    int tries = 0;
    do { tries++; } while (!atomic_compare_exchange_weak_explicit(&all, &le, le * 2 + 1,
                                                                   memory_order_acq_rel, memory_order_acquire));
    printf("cas weak loop: v=%lld tries_ok=%d\n", atomic_load(&all), tries >= 1);

    char ce = 'q';
    ok = atomic_compare_exchange_strong(&ac, &ce, 'Q');
    short se = 1;
    _Bool ok2 = atomic_compare_exchange_strong_explicit(&as, &se, -1, memory_order_acquire, memory_order_relaxed);
    int *pe = &target[3];
    _Bool ok3 = atomic_compare_exchange_strong(&ap, &pe, &target[0]);
    _Bool be = 1;
    _Bool ok4 = atomic_compare_exchange_weak(&ab, &be, 0);
    float fe = 3.75f;
    _Bool ok5 = atomic_compare_exchange_strong(&af, &fe, 9.5f);
    double de = 1.0;
    _Bool ok6 = atomic_compare_exchange_strong(&ad, &de, 2.0);
    printf("cas types: %d/%c %d/%d %d/%d %d/%d %d/%.2f %d/%g\n", ok, atomic_load(&ac), ok2, se, ok3,
           *atomic_load(&ap), ok4 || atomic_load(&ab) == 0, be, ok5, atomic_load(&af), ok6, de);

    /* generic builtins */
    int g = 5, ge = 5;
    ok = __atomic_compare_exchange_n(&g, &ge, 6, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    ok2 = __atomic_compare_exchange_n(&g, &ge, 7, 1, __ATOMIC_RELEASE, __ATOMIC_RELAXED);
    int desired = 9;
    ge = 6;
    ok3 = __atomic_compare_exchange(&g, &ge, &desired, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE);
    printf("__atomic cas: %d %d %d g=%d ge=%d\n", ok, ok2, ok3, g, ge);
}

static void test_rmw(void) {
    atomic_store(&ai, 10);
    int r1 = atomic_fetch_add(&ai, 5);
    int r2 = atomic_fetch_sub_explicit(&ai, 20, memory_order_acq_rel);
    int r3 = atomic_fetch_or_explicit(&ai, 0x100, memory_order_release);
    int r4 = atomic_fetch_and_explicit(&ai, 0x1ff, memory_order_acquire);
    int r5 = atomic_fetch_xor_explicit(&ai, 0x55, memory_order_relaxed);
    printf("rmw used: %d %d %d %d %d -> %d\n", r1, r2, r3, r4, r5, atomic_load(&ai));
    atomic_fetch_add(&ai, 1000);
    atomic_fetch_sub_explicit(&ai, 1, memory_order_relaxed);
    atomic_fetch_or(&ai, 1 << 20);
    atomic_fetch_and(&ai, ~0x3);
    atomic_fetch_xor(&ai, -1);
    ai += 7;
    ai -= 2;
    ai++;
    --ai;
    ai |= 8;
    ai &= ~16;
    ai ^= 3;
    ai *= 3;   /* no atomicrmw for mul: CAS loop */
    ai <<= 1;  /* CAS loop */
    printf("rmw unused: %d\n", atomic_load(&ai));

    long long q = atomic_fetch_add(&all, -7);
    all += 1LL << 33;
    printf("llong rmw: %lld %lld\n", q, atomic_load(&all));

    int *p0 = atomic_exchange(&ap, &target[0]);
    int *pa = atomic_fetch_add(&ap, 2);
    int *pb = atomic_fetch_sub(&ap, 1);
    ap++;
    printf("ptr rmw: %d %d %d %d\n", (int)(p0 - target), (int)(pa - target), (int)(pb - target),
           *atomic_load(&ap));

    ac += 1;
    as -= 1000;
    printf("small rmw: %d %d\n", atomic_load(&ac), atomic_load(&as));

    int n = 0xF0F0;
    int o1 = __atomic_fetch_nand(&n, 0xFF00, __ATOMIC_SEQ_CST);
    int o2 = __atomic_nand_fetch(&n, 0x0FF0, __ATOMIC_RELAXED);
    int o3 = __atomic_add_fetch(&n, 16, __ATOMIC_ACQ_REL);
    int o4 = __atomic_sub_fetch(&n, 1, __ATOMIC_ACQUIRE);
    int o5 = __atomic_and_fetch(&n, 0x7fff, __ATOMIC_RELEASE);
    int o6 = __atomic_or_fetch(&n, 0x10000, __ATOMIC_SEQ_CST);
    int o7 = __atomic_xor_fetch(&n, 0xFFFF, __ATOMIC_SEQ_CST);
    int o8 = __atomic_exchange_n(&n, 77, __ATOMIC_ACQ_REL);
    int o9 = __atomic_load_n(&n, __ATOMIC_ACQUIRE);
    __atomic_store_n(&n, -77, __ATOMIC_RELEASE);
    int oa;
    __atomic_load(&n, &oa, __ATOMIC_SEQ_CST);
    int ob = 5, oc;
    __atomic_exchange(&n, &ob, &oc, __ATOMIC_SEQ_CST);
    __atomic_store(&n, &oc, __ATOMIC_RELAXED);
    printf("__atomic: %d %d %d %d %d %d %d %d %d %d %d n=%d\n", o1, o2, o3, o4, o5, o6, o7, o8, o9,
           oa, oc, n);

    long s = 100;
    long t1 = __sync_fetch_and_add(&s, 5);
    long t2 = __sync_fetch_and_sub(&s, 3);
    long t3 = __sync_fetch_and_or(&s, 0x40);
    long t4 = __sync_fetch_and_and(&s, 0xff);
    long t5 = __sync_fetch_and_xor(&s, 0x0f);
    long t6 = __sync_fetch_and_nand(&s, 0xf0);
    long t7 = __sync_add_and_fetch(&s, 1);
    long t8 = __sync_sub_and_fetch(&s, 2);
    long t9 = __sync_val_compare_and_swap(&s, t8, 999);
    long ta = __sync_val_compare_and_swap(&s, 0, 1);
    int b1 = __sync_bool_compare_and_swap(&s, 999, 1000);
    int b2 = __sync_bool_compare_and_swap(&s, 999, 1001);
    __sync_synchronize();
    int lk = 0;
    int l1 = __sync_lock_test_and_set(&lk, 1);
    int l2 = __sync_lock_test_and_set(&lk, 1);
    __sync_lock_release(&lk);
    printf("__sync: %ld %ld %ld %ld %ld %ld %ld %ld %ld %ld %d %d s=%ld lock=%d%d%d\n", t1, t2, t3, t4,
           t5, t6, t7, t8, t9, ta, b1, b2, s, l1, l2, lk);

    atomic_flag fl = ATOMIC_FLAG_INIT;
    _Bool f1 = atomic_flag_test_and_set(&fl);
    _Bool f2 = atomic_flag_test_and_set_explicit(&fl, memory_order_acquire);
    atomic_flag_clear_explicit(&fl, memory_order_release);
    _Bool f3 = atomic_flag_test_and_set_explicit(&fl, memory_order_relaxed);
    atomic_flag_clear(&fl);
    unsigned char tas = 0;
    _Bool f4 = __atomic_test_and_set(&tas, __ATOMIC_SEQ_CST);
    __atomic_clear(&tas, __ATOMIC_SEQ_CST);
    printf("flag: %d %d %d %d tas=%d\n", f1, f2, f3, f4, tas);
}

static void test_small_and_wrap(void) {
    unsigned char uc = UCHAR_MAX;
    unsigned char w1 = __atomic_fetch_add(&uc, 1, __ATOMIC_SEQ_CST);
    unsigned char w2 = __atomic_fetch_sub(&uc, 1, __ATOMIC_RELAXED);
    unsigned short us = 0;
    unsigned short w3 = __atomic_fetch_sub(&us, 2, __ATOMIC_SEQ_CST);
    unsigned short w4 = __atomic_add_fetch(&us, 5, __ATOMIC_SEQ_CST);
    signed char sc = SCHAR_MAX;
    signed char w5 = __atomic_add_fetch(&sc, 1, __ATOMIC_SEQ_CST);
    short ss = SHRT_MIN;
    short w6 = __atomic_sub_fetch(&ss, 1, __ATOMIC_SEQ_CST);
    _Atomic unsigned int ui = UINT_MAX;
    unsigned w7 = atomic_fetch_add(&ui, 3);
    printf("wrap: %u %u %u %u %u %d %d %u %u\n", w1, w2, uc, w3, w4, w5, w6, w7, atomic_load(&ui));

    unsigned char b8 = 0xA5;
    unsigned char x1 = __atomic_fetch_and(&b8, 0x0F, __ATOMIC_SEQ_CST);
    unsigned char x2 = __atomic_fetch_or(&b8, 0xC0, __ATOMIC_SEQ_CST);
    unsigned char x3 = __atomic_fetch_xor(&b8, 0xFF, __ATOMIC_SEQ_CST);
    unsigned char x4 = __atomic_fetch_nand(&b8, 0x3C, __ATOMIC_SEQ_CST);
    unsigned char x5 = __atomic_exchange_n(&b8, 0x11, __ATOMIC_SEQ_CST);
    unsigned short h = 0x1234;
    unsigned short y1 = __atomic_fetch_xor(&h, 0xFFFF, __ATOMIC_SEQ_CST);
    unsigned short y2 = __atomic_fetch_nand(&h, 0xF0F0, __ATOMIC_SEQ_CST);
    unsigned short he = 0x1234;
    _Bool hb = __atomic_compare_exchange_n(&h, &he, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("i8/i16: %02x %02x %02x %02x %02x b8=%02x %04x %04x cas=%d he=%04x h=%04x\n", x1, x2, x3,
           x4, x5, b8, y1, y2, hb, he, h);

    /* atomic min/max (signed vs unsigned, narrow and wide) */
    int m = -5;
    int m1 = __atomic_fetch_max(&m, 3, __ATOMIC_SEQ_CST);
    int m2 = __atomic_fetch_min(&m, -10, __ATOMIC_RELAXED);
    int m3 = __atomic_max_fetch(&m, -20, __ATOMIC_ACQ_REL);
    int m4 = __atomic_min_fetch(&m, -30, __ATOMIC_ACQUIRE);
    unsigned um = 5;
    unsigned u1 = __atomic_fetch_max(&um, 0xFFFFFFF0u, __ATOMIC_SEQ_CST);
    unsigned u2 = __atomic_fetch_min(&um, 7u, __ATOMIC_SEQ_CST);
    signed char sm = -1;
    signed char s1 = __atomic_fetch_max(&sm, (signed char)-100, __ATOMIC_SEQ_CST);
    unsigned char um8 = 200;
    unsigned char s2 = __atomic_fetch_min(&um8, 100, __ATOMIC_RELEASE);
    short sm16 = -2;
    short s3 = __atomic_max_fetch(&sm16, 1000, __ATOMIC_SEQ_CST);
    unsigned long long ul = 10;
    unsigned long long s4 = __atomic_max_fetch(&ul, ~0ULL, __ATOMIC_SEQ_CST);
    long long sl = 10;
    long long s5 = __atomic_min_fetch(&sl, LLONG_MIN, __ATOMIC_SEQ_CST);
    printf("minmax: %d %d %d %d m=%d | %u %u um=%u | %d %u %d %llx %lld\n", m1, m2, m3, m4, m, u1, u2,
           um, s1, s2, s3, s4, s5);
    printf("minmax narrow: %d %u %d\n", sm, um8, sm16);
}

static float cas_fadd(_Atomic float *p, float v) {
    float old = atomic_load_explicit(p, memory_order_relaxed);
    while (!atomic_compare_exchange_weak_explicit(p, &old, old + v, memory_order_acq_rel,
                                                  memory_order_relaxed)) {
    }
    return old;
}

static void test_float(void) {
    atomic_store(&af, 0.0f);
    for (int k = 1; k <= 8; k++) cas_fadd(&af, 0.25f * k);
    float fv = 1.0f;
    float g1 = __atomic_fetch_add(&fv, 2.5f, __ATOMIC_SEQ_CST);
    float g2 = __atomic_fetch_sub(&fv, 0.75f, __ATOMIC_RELAXED);
    float g3 = __atomic_add_fetch(&fv, 10.0f, __ATOMIC_ACQ_REL);
    float g4 = __atomic_fetch_max(&fv, 100.0f, __ATOMIC_SEQ_CST);
    float g5 = __atomic_fetch_min(&fv, -4.0f, __ATOMIC_SEQ_CST);
    double dv = 0.5;
    double h1 = __atomic_fetch_add(&dv, 0.125, __ATOMIC_SEQ_CST);
    double h2 = __atomic_sub_fetch(&dv, 4.0, __ATOMIC_SEQ_CST);
    double h3 = atomic_fetch_add(&ad, 1.5);
    ad += 0.25;
    af *= 2.0f;
    ad /= 4.0;
    printf("float cas sum: %.3f\n", atomic_load(&af));
    printf("float rmw: %.3f %.3f %.3f %.3f %.3f fv=%.3f | %.4f %.4f dv=%.4f | %.4f ad=%.4f\n", g1, g2,
           g3, g4, g5, fv, h1, h2, dv, h3, atomic_load(&ad));
}

static void test_fences(void) {
    atomic_thread_fence(memory_order_relaxed);
    atomic_thread_fence(memory_order_consume);
    atomic_thread_fence(memory_order_acquire);
    atomic_thread_fence(memory_order_release);
    atomic_thread_fence(memory_order_acq_rel);
    atomic_thread_fence(memory_order_seq_cst);
    atomic_signal_fence(memory_order_relaxed);
    atomic_signal_fence(memory_order_consume);
    atomic_signal_fence(memory_order_acquire);
    atomic_signal_fence(memory_order_release);
    atomic_signal_fence(memory_order_acq_rel);
    atomic_signal_fence(memory_order_seq_cst);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    __atomic_signal_fence(__ATOMIC_ACQUIRE);
    for (int mo = memory_order_relaxed; mo <= memory_order_seq_cst; mo++) fence_order(mo);
    printf("fences ok, lock-free: %d %d %d %d %d\n", (int)atomic_is_lock_free(&ac),
           (int)atomic_is_lock_free(&all), (int)__atomic_always_lock_free(8, 0),
           ATOMIC_INT_LOCK_FREE, ATOMIC_POINTER_LOCK_FREE);
}

static void test_aggregates(void) {
    int count = 6;
    struct node *nodes = malloc(sizeof(struct node) * count);
    memset(nodes, 0, sizeof(struct node) * count);
    for (int k = 0; k < count; k++) {
        struct node *nd = &nodes[k];
        nd->id = k;
        atomic_init(&nd->refs, 1);
        atomic_store_explicit(&nd->flags, (unsigned short)(k * 1000), memory_order_release);
        atomic_store(&nd->total, (long long)k << 34);
    }
    for (int round = 0; round < 5; round++) {
        for (int k = 0; k < count; k++) {
            struct node *nd = nodes + ((k * 5 + round) % count);
            atomic_fetch_add_explicit(&nd->refs, k + 1, memory_order_relaxed);
            atomic_fetch_xor(&nd->flags, (unsigned short)(0x9E37 * (round + 1)));
            atomic_fetch_sub(&nd->total, (long long)round * 1000003);
            int e = atomic_load(&nd->refs);
            while (!atomic_compare_exchange_weak(&nd->refs, &e, e % 97 + 1)) {
            }
        }
    }
    for (int k = 0; k < count; k++) {
        mix(atomic_load(&nodes[k].refs));
        mix(atomic_load(&nodes[k].flags));
        mix(atomic_load(&nodes[k].total));
        printf("node %d: refs=%d flags=%u total=%lld\n", nodes[k].id, atomic_load(&nodes[k].refs),
               atomic_load(&nodes[k].flags), atomic_load(&nodes[k].total));
    }
    free(nodes);

    _Atomic long long arr[8];
    _Atomic unsigned char bytes[8];
    for (int k = 0; k < 8; k++) {
        atomic_init(&arr[k], -k);
        atomic_init(&bytes[k], (unsigned char)(250 + k));
    }
    for (int k = 0; k < 64; k++) {
        _Atomic long long *slot = &arr[(k * 3) & 7];
        atomic_fetch_add(slot, k * k);
        atomic_fetch_add_explicit(&bytes[k & 7], 3, memory_order_relaxed);
    }
    long long tot = 0;
    unsigned btot = 0;
    for (int k = 0; k < 8; k++) {
        tot += atomic_load(arr + k);
        btot = btot * 31 + atomic_load_explicit(bytes + k, memory_order_acquire);
    }
    mix(tot);
    mix(btot);
    printf("arrays: tot=%lld btot=%u\n", tot, btot);

    struct pair pv = {1, 2};
    atomic_store(&apair, pv);
    struct pair pe = {1, 2}, pn = {3, 4};
    _Bool ok = atomic_compare_exchange_strong(&apair, &pe, pn);
    struct pair px = atomic_exchange(&apair, pv);
    struct pair pl = atomic_load(&apair);
    printf("struct atomic: %d %d,%d %d,%d\n", ok, px.lo, px.hi, pl.lo, pl.hi);
}

int main(void) {
    test_load_store();
    test_exchange();
    test_cas();
    test_rmw();
    test_small_and_wrap();
    test_float();
    test_fences();
    test_aggregates();
    mix(atomic_load(&ai));
    mix(atomic_load(&all));
    printf("checksum: %016llx\n", checksum);
    return 0;
}
