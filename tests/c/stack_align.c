/* Dynamic and over-aligned stack use around calls: variable-length arrays and
   __builtin_alloca in functions that also pass arguments on the stack,
   _Alignas(32/64) locals (not in the same function as a VLA: Kiln does not
   support that combination, docs/ir.md), structs with 32-byte alignment passed by value,
   frames larger than a page (stack probes on Windows), and recursion through
   such frames. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

#define NOINLINE __attribute__((noinline))

typedef struct { _Alignas(32) double v[4]; int n; } A32;        /* 64 bytes, align 32 */
typedef struct { _Alignas(16) float f[4]; } A16;                /* 16 bytes, align 16 */

NOINLINE long long stack_args(long long a, long long b, long long c, long long d, long long e, long long f,
                              long long g, long long h, double x, double y, int *out) {
    *out = (int)(a + h);
    return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + (long long)(x * 100) + (long long)(y * 10);
}

NOINLINE int aligned_ok(const void *p, unsigned align) { return ((uintptr_t)p & (align - 1)) == 0; }

NOINLINE double a32_sum(A32 a, int k, A32 b) {
    double s = k;
    for (int i = 0; i < 4; i++) s += a.v[i] * b.v[i];
    return s + a.n - b.n;
}
NOINLINE A32 a32_make(double base, int n) {
    A32 r;
    for (int i = 0; i < 4; i++) r.v[i] = base + i;
    r.n = n;
    return r;
}
NOINLINE A16 a16_twice(A16 a) { for (int i = 0; i < 4; i++) a.f[i] *= 2; return a; }

/* A VLA whose size depends on the argument, live across calls with stack arguments. */
NOINLINE long long vla_work(int n) {
    long long buf[n];
    int dummy = 0;
    for (int i = 0; i < n; i++) buf[i] = (long long)i * i - n;
    long long s = 0;
    for (int i = 0; i + 8 <= n; i += 8)
        s += stack_args(buf[i], buf[i + 1], buf[i + 2], buf[i + 3], buf[i + 4], buf[i + 5], buf[i + 6], buf[i + 7],
                        0.5 * i, -0.25 * n, &dummy);
    return s + dummy + buf[n - 1];
}

/* Two VLAs and an aligned local in one frame, in a loop (stack must be restored each time). */
NOINLINE double vla_loop(int rounds) {
    double total = 0;
    for (int r = 1; r <= rounds; r++) {
        int m = 50 + r * 37;
        double xs[m];
        char tag[64];
        short ys[m * 2 + 1];
        int dummy;
        memset(tag, 'a' + r, sizeof tag);
        for (int i = 0; i < m; i++) xs[i] = i * 0.5 + r;
        for (int i = 0; i < 2 * m + 1; i++) ys[i] = (short)(i - m);
        total += stack_args(m, ys[0], ys[2 * m], r, 5, 6, 7, tag[63], xs[m - 1], xs[0], &dummy);
    }
    return total;
}

/* Over-aligned locals (no VLA here) whose addresses go to callees. */
NOINLINE int aligned_locals(int k) {
    _Alignas(64) char tag[64];
    _Alignas(32) double quad[4] = { k, k + 1, k + 2, k + 3 };
    int dummy;
    memset(tag, 'a' + k, sizeof tag);
    long long t = stack_args(tag[0], tag[63], k, 4, 5, 6, 7, 8, quad[3], quad[0], &dummy);
    return (int)t + aligned_ok(tag, 64) * 1000 + aligned_ok(quad, 32) * 10000 + dummy;
}

NOINLINE int alloca_chain(int depth, int size) {
    unsigned char *p = __builtin_alloca(size);
    for (int i = 0; i < size; i++) p[i] = (unsigned char)(i * 7 + depth);
    int here = p[size - 1] + p[size / 2];
    if (depth == 0) return here;
    int dummy;
    long long t = stack_args(depth, size, 3, 4, 5, 6, 7, 8, 1.0, 2.0, &dummy);
    return here + (int)(t % 1000) + alloca_chain(depth - 1, size + 100) + p[0];
}

/* A frame bigger than a page (Windows needs a stack probe), recursing a few levels. */
NOINLINE unsigned big_frame(int depth) {
    unsigned char page[3 * 4096 + 123];
    for (unsigned i = 0; i < sizeof page; i++) page[i] = (unsigned char)(i ^ (unsigned)depth);
    unsigned h = 2166136261u;
    for (unsigned i = 0; i < sizeof page; i += 13) h = (h ^ page[i]) * 16777619u;
    if (depth > 0) h ^= big_frame(depth - 1);
    return h;
}

/* A dynamic allocation bigger than a page. */
NOINLINE unsigned big_vla(int n) {
    unsigned char v[n];
    for (int i = 0; i < n; i++) v[i] = (unsigned char)(i * 31);
    unsigned h = 0;
    for (int i = 0; i < n; i += 97) h = h * 33 + v[i];
    return h;
}

int main(void) {
    int d = 0;
    long long sa = stack_args(1, 2, 3, 4, 5, 6, 7, 8, 0.5, 0.25, &d);
    printf("stack_args %lld d=%d\n", sa, d);
    printf("aligned_locals %d %d\n", aligned_locals(1), aligned_locals(2));
    for (int n = 8; n <= 64; n += 28) printf("vla_work(%d) = %lld\n", n, vla_work(n));
    printf("vla_loop = %.4f\n", vla_loop(6));
    printf("alloca_chain = %d\n", alloca_chain(5, 40));
    A32 a = a32_make(1.5, 3), b = a32_make(-2.0, 11);
    printf("a32_sum = %.3f\n", a32_sum(a, 7, b));
    _Alignas(32) A32 arr[3];
    for (int i = 0; i < 3; i++) arr[i] = a32_make(i, i * 2);
    printf("a32 arr %.3f aligned=%d\n", a32_sum(arr[1], 0, arr[2]), aligned_ok(&arr[1], 32));
    A16 f = { { 1.5f, -2.0f, 0.25f, 8.0f } };
    f = a16_twice(a16_twice(f));
    printf("a16 %.3f %.3f %.3f %.3f\n", (double)f.f[0], (double)f.f[1], (double)f.f[2], (double)f.f[3]);
    printf("big_frame = %u\n", big_frame(4));
    printf("big_vla = %u %u\n", big_vla(5000), big_vla(20000));
    return 0;
}
