/* Structs by value through function pointers and callbacks: qsort/bsearch over
   arrays of structs, and tables of function pointers taking and returning small
   and medium structs of every SysV/Win64 classification. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))

typedef struct { char c; short s; } CS;            /* 4 bytes, INTEGER */
typedef struct { float x, y; } F2;                  /* 8 bytes, SSE */
typedef struct { double d; int i; } DI;             /* 16 bytes, SSE + INTEGER */
typedef struct { float x, y, z; } F3;               /* 12 bytes, SSE + SSE */
typedef struct { long long a, b, c; } Q3;           /* 24 bytes, memory */
typedef struct { double v[4]; int tag; } D5;        /* 40 bytes, memory */
typedef struct { int key; float w; } KW;            /* 8 bytes, mixed in one eightbyte */

typedef CS (*cs_fn)(CS, int);
typedef F2 (*f2_fn)(F2, F2);
typedef DI (*di_fn)(DI, double);
typedef F3 (*f3_fn)(F3, float);
typedef Q3 (*q3_fn)(Q3, Q3);
typedef D5 (*d5_fn)(const D5 *, D5);

NOINLINE CS cs_bump(CS v, int k) { CS r = { (char)(v.c + k), (short)(v.s * k) }; return r; }
NOINLINE CS cs_swap(CS v, int k) { CS r = { (char)(v.s & 0x7f), (short)(v.c - k) }; return r; }
NOINLINE F2 f2_add(F2 a, F2 b) { F2 r = { a.x + b.x, a.y + b.y }; return r; }
NOINLINE F2 f2_mul(F2 a, F2 b) { F2 r = { a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x }; return r; }
NOINLINE DI di_scale(DI v, double k) { DI r = { v.d * k, v.i + (int)k }; return r; }
NOINLINE DI di_neg(DI v, double k) { DI r = { -v.d + k, -v.i }; return r; }
NOINLINE F3 f3_scale(F3 v, float k) { F3 r = { v.x * k, v.y * k, v.z * k }; return r; }
NOINLINE F3 f3_rot(F3 v, float k) { F3 r = { v.y + k, v.z + k, v.x + k }; return r; }
NOINLINE Q3 q3_add(Q3 a, Q3 b) { Q3 r = { a.a + b.a, a.b + b.b, a.c + b.c }; return r; }
NOINLINE Q3 q3_mix(Q3 a, Q3 b) { Q3 r = { a.a * b.c, a.b ^ b.b, a.c - b.a }; return r; }
NOINLINE D5 d5_axpy(const D5 *x, D5 y) {
    D5 r;
    for (int i = 0; i < 4; i++) r.v[i] = 2.0 * x->v[i] + y.v[i];
    r.tag = x->tag * 10 + y.tag;
    return r;
}

static const cs_fn cs_tab[] = { cs_bump, cs_swap };
static const f2_fn f2_tab[] = { f2_add, f2_mul };
static const di_fn di_tab[] = { di_scale, di_neg };
static const f3_fn f3_tab[] = { f3_scale, f3_rot };
static const q3_fn q3_tab[] = { q3_add, q3_mix };

/* A struct holding function pointers, passed by value. */
typedef struct { f2_fn op; F2 seed; int n; } F2Iter;
NOINLINE F2 f2_iterate(F2Iter it, F2 step) {
    F2 acc = it.seed;
    for (int i = 0; i < it.n; i++) acc = it.op(acc, step);
    return acc;
}

/* Higher-order: apply a DI callback through a pointer to a function pointer. */
NOINLINE DI di_apply_all(const di_fn *fs, int n, DI v, double k) {
    for (int i = 0; i < n; i++) v = fs[i](v, k);
    return v;
}

static int cmp_kw(const void *a, const void *b) {
    const KW *x = a, *y = b;
    if (x->w != y->w) return x->w < y->w ? -1 : 1;
    return (x->key > y->key) - (x->key < y->key);
}
static int cmp_kw_key(const void *a, const void *b) {
    const KW *x = a, *y = b;
    return (x->key > y->key) - (x->key < y->key);
}
static int cmp_q3(const void *a, const void *b) {
    const Q3 *x = a, *y = b;
    if (x->c != y->c) return x->c < y->c ? -1 : 1;
    if (x->a != y->a) return x->a < y->a ? -1 : 1;
    return (x->b > y->b) - (x->b < y->b);
}

static unsigned seed = 2024u;
static unsigned rnd(void) { seed = seed * 1664525u + 1013904223u; return seed >> 9; }

int main(void) {
    CS c = { 'A', 300 };
    for (int i = 0; i < 4; i++) {
        c = cs_tab[i & 1](c, i + 1);
        printf("cs[%d] c=%d s=%d\n", i, c.c, c.s);
    }
    F2 a = { 1.5f, -0.5f }, b = { 0.25f, 2.0f };
    for (int i = 0; i < 2; i++) {
        F2 r = f2_tab[i](a, b);
        printf("f2[%d] %.4f %.4f\n", i, r.x, r.y);
    }
    F2Iter it = { f2_mul, { 1.0f, 0.0f }, 8 };
    F2 rot = { 0.0f, 1.0f };
    F2 p = f2_iterate(it, rot);
    printf("i^8 = %.1f %.1f\n", p.x, p.y);
    it.op = f2_add; it.n = 5;
    p = f2_iterate(it, b);
    printf("sum5 = %.3f %.3f\n", p.x, p.y);

    DI d = { 3.25, 7 };
    d = di_apply_all(di_tab, 2, d, 4.0);
    printf("di %.4f %d\n", d.d, d.i);
    for (int i = 0; i < 3; i++) {
        d = di_tab[i % 2](d, 0.5 + i);
        printf("di[%d] %.4f %d\n", i, d.d, d.i);
    }
    F3 v = { 1.0f, 2.0f, 3.0f };
    for (int i = 0; i < 4; i++) {
        v = f3_tab[i & 1](v, (float)i - 0.5f);
        printf("f3[%d] %.3f %.3f %.3f\n", i, v.x, v.y, v.z);
    }
    Q3 q = { 1, 2, 3 }, q2 = { 1000000007LL, -5, 77 };
    for (int i = 0; i < 4; i++) {
        q = q3_tab[i & 1](q, q2);
        printf("q3[%d] %lld %lld %lld\n", i, q.a, q.b, q.c);
    }
    d5_fn dfn = d5_axpy;
    D5 x = { { 1, 2, 3, 4 }, 1 }, y = { { 0.5, 0.25, 0.125, 0.0625 }, 2 };
    for (int i = 0; i < 3; i++) y = dfn(&x, y);
    printf("d5 %.4f %.4f %.4f %.4f tag=%d\n", y.v[0], y.v[1], y.v[2], y.v[3], y.tag);

    KW kw[40];
    for (int i = 0; i < 40; i++) { kw[i].key = (i * 389) % 1000; kw[i].w = (float)(rnd() % 16) * 0.5f; }
    qsort(kw, 40, sizeof kw[0], cmp_kw);
    for (int i = 0; i < 40; i += 8) printf("kw[%d] key=%d w=%.1f\n", i, kw[i].key, kw[i].w);
    qsort(kw, 40, sizeof kw[0], cmp_kw_key);
    int found = 0;
    for (int k = 0; k < 1000; k += 7) {
        KW probe = { k, 0.0f };
        KW *hit = bsearch(&probe, kw, 40, sizeof kw[0], cmp_kw_key);
        if (hit) { found++; printf("found key %d w=%.1f\n", hit->key, hit->w); }
    }
    printf("found=%d\n", found);

    Q3 qs[12];
    for (int i = 0; i < 12; i++) { qs[i].a = (long long)rnd() * 1000003LL; qs[i].b = i; qs[i].c = (long long)(rnd() % 5); }
    qsort(qs, 12, sizeof qs[0], cmp_q3);
    unsigned long long chk = 0;
    for (int i = 0; i < 12; i++) chk = chk * 31u + (unsigned long long)(qs[i].b * 7 + qs[i].c);
    printf("q3 order chk=%llu first.b=%lld last.b=%lld\n", chk, qs[0].b, qs[11].b);
    return 0;
}
