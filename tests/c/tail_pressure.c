/* Calls in tail position whose callees need more stack-argument space than the
   caller received, tail calls passing structs by value and returning big
   structs (sret forwarding), mutual recursion through tail calls, and many
   doubles and integers live across calls (callee-saved registers, including
   xmm6-xmm15 on Win64). */
#include <stdio.h>

#define NOINLINE __attribute__((noinline))

typedef struct { long long a, b, c, d; } Big;     /* 32 bytes: sret / by-reference */
typedef struct { double x, y; } V2;

volatile int g_sink;

NOINLINE long long wide10(long long a, long long b, long long c, long long d, long long e, long long f,
                          long long g, long long h, long long i, long long j) {
    return a - b + c - d + e - f + g - h + i - j * 3;
}
/* Two arguments in, ten out: a sibling call would need a larger incoming area. */
NOINLINE long long narrow_to_wide(long long x, long long y) { return wide10(x, y, x + 1, y + 1, x * 2, y * 2, 7, 8, x ^ y, 10); }
NOINLINE long long wide_to_narrow(long long a, long long b, long long c, long long d, long long e, long long f,
                                  long long g, long long h) {
    return narrow_to_wide(a + c + e + g, b + d + f + h);
}

NOINLINE Big big_make(long long s) { Big r = { s, s * 2, s * 3, s * 4 }; return r; }
NOINLINE Big big_fwd(long long s, int depth) {                 /* returns a callee's sret result in tail position */
    if (depth == 0) return big_make(s);
    return big_fwd(s + depth, depth - 1);
}
NOINLINE Big big_combine(Big a, Big b) { Big r = { a.a + b.d, a.b - b.c, a.c * b.b, a.d ^ b.a }; return r; }
NOINLINE Big big_chain(Big a, Big b, int n) {
    if (n == 0) return big_combine(a, b);
    return big_chain(b, a, n - 1);                          /* swaps by-value structs in tail position */
}
NOINLINE V2 v2_rot(V2 v, int n) {
    if (n == 0) return v;
    V2 r = { -v.y, v.x + 0.5 };
    return v2_rot(r, n - 1);
}

NOINLINE int is_even(unsigned n);
NOINLINE int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
NOINLINE int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }

/* Clobbers as many registers as it can. */
NOINLINE double churn(double a, double b, int k) {
    double t[12];
    for (int i = 0; i < 12; i++) t[i] = a * i + b / (i + 1) + k;
    double s = 0;
    for (int i = 0; i < 12; i++) s += t[i] * t[11 - i];
    g_sink = k;
    return s;
}

/* Sixteen doubles and ten integers live across calls. */
NOINLINE double pressure(double seed, int n) {
    double d0 = seed, d1 = seed + 1, d2 = seed * 2, d3 = seed - 3, d4 = seed / 4, d5 = seed + 5, d6 = seed * 6,
           d7 = seed - 7, d8 = seed + 8, d9 = seed * 0.9, d10 = seed + 10, d11 = seed - 11, d12 = seed * 1.2,
           d13 = seed + 13, d14 = seed - 14, d15 = seed * 1.5;
    int i0 = n, i1 = n + 1, i2 = n * 2, i3 = n - 3, i4 = n ^ 4, i5 = n + 5, i6 = n * 6, i7 = n - 7, i8 = n + 8,
        i9 = n * 9;
    for (int r = 0; r < 3; r++) {
        double c = churn(d0 + d15, d7 - d8, i0 + i9);
        d0 += c * 1e-6; d1 -= d0; d2 += d1 * 0.5; d3 = d3 * 0.75 + d2; d4 += d3; d5 -= d4 * 0.1; d6 += d5;
        d7 = d7 * 0.5 + d6 * 0.01; d8 += d7; d9 -= d8 * 0.01; d10 += d9; d11 -= d10 * 0.01; d12 += d11;
        d13 -= d12 * 0.01; d14 += d13; d15 -= d14 * 0.01;
        long long w = wide10(i0, i1, i2, i3, i4, i5, i6, i7, i8, i9);
        i0 += (int)(w & 7); i1 ^= i0; i2 += i1; i3 -= i2; i4 += i3; i5 ^= i4; i6 += i5; i7 -= i6; i8 += i7; i9 ^= i8;
    }
    return d0 + d1 + d2 + d3 + d4 + d5 + d6 + d7 + d8 + d9 + d10 + d11 + d12 + d13 + d14 + d15 +
           (double)(i0 + i1 + i2 + i3 + i4 + i5 + i6 + i7 + i8 + i9);
}

int main(void) {
    printf("narrow_to_wide %lld\n", narrow_to_wide(100, 7));
    printf("wide_to_narrow %lld\n", wide_to_narrow(1, 2, 3, 4, 5, 6, 7, 8));
    Big b = big_fwd(10, 5);
    printf("big_fwd %lld %lld %lld %lld\n", b.a, b.b, b.c, b.d);
    Big x = big_make(3), y = big_make(-5);
    for (int n = 0; n < 3; n++) {
        Big r = big_chain(x, y, n);
        printf("big_chain(%d) %lld %lld %lld %lld\n", n, r.a, r.b, r.c, r.d);
    }
    V2 v = { 1.0, 0.0 };
    v = v2_rot(v, 7);
    printf("v2_rot %.3f %.3f\n", v.x, v.y);
    printf("parity %d %d %d\n", is_even(2000), is_odd(1777), is_even(2999));
    for (int k = 0; k < 3; k++) printf("pressure(%d) = %.6f\n", k, pressure(1.5 + k, 10 + k));
    return 0;
}
