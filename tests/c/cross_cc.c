/* Mixing calling conventions in one program: __attribute__((ms_abi)) and
   __attribute__((sysv_abi)) functions taking and returning structs, doubles
   and many arguments, called directly and through function pointers, calling
   each other with values live across the calls (each convention has its own
   callee-saved registers: xmm6-xmm15, rsi and rdi differ). */
#include <stdio.h>

#define NOINLINE __attribute__((noinline))
#define MS __attribute__((ms_abi))
#define SYSV __attribute__((sysv_abi))

typedef struct { double x, y; } V2;             /* Win64: by reference; SysV: two SSE */
typedef struct { int a, b; } P2;                /* 8 bytes: one register in both */
typedef struct { long long q[3]; } Q3;          /* memory / by reference */
typedef struct { float f; int i; } FI;

NOINLINE MS V2 ms_v2(V2 a, V2 b, double k) { V2 r = { a.x * k + b.y, a.y * k - b.x }; return r; }
NOINLINE SYSV V2 sysv_v2(V2 a, V2 b, double k) { V2 r = { a.x + b.x * k, a.y + b.y * k }; return r; }
NOINLINE MS P2 ms_p2(P2 v, int k) { P2 r = { v.a * k, v.b - k }; return r; }
NOINLINE SYSV P2 sysv_p2(P2 v, int k) { P2 r = { v.b + k, v.a ^ k }; return r; }
NOINLINE MS Q3 ms_q3(Q3 v, long long k) { Q3 r = { { v.q[2] + k, v.q[0] * k, v.q[1] - k } }; return r; }
NOINLINE SYSV Q3 sysv_q3(Q3 v, long long k) { Q3 r = { { v.q[1] ^ k, v.q[2] + k, v.q[0] * 2 } }; return r; }
NOINLINE MS FI ms_fi(FI v) { FI r = { v.f * 2, v.i + 1 }; return r; }
NOINLINE SYSV FI sysv_fi(FI v) { FI r = { v.f - 1, v.i * 3 }; return r; }

NOINLINE MS double ms_many(double a, int b, double c, int d, double e, int f, double g, int h, double i, int j,
                           float k, long long l) {
    return a + b + c * 2 + d + e * 3 + f + g * 4 + h + i * 5 + j + k * 6 + (double)l;
}
NOINLINE SYSV double sysv_many(double a, int b, double c, int d, double e, int f, double g, int h, double i, int j,
                               float k, long long l) {
    return a - b + c * 2 - d + e * 3 - f + g * 4 - h + i * 5 - j + k * 6 - (double)l;
}

typedef MS double (*ms_many_fn)(double, int, double, int, double, int, double, int, double, int, float, long long);
typedef SYSV double (*sysv_many_fn)(double, int, double, int, double, int, double, int, double, int, float, long long);
typedef MS V2 (*ms_v2_fn)(V2, V2, double);
typedef SYSV V2 (*sysv_v2_fn)(V2, V2, double);

/* Mutual recursion alternating conventions. */
NOINLINE SYSV long long sysv_rec(int n, long long acc, double d);
NOINLINE MS long long ms_rec(int n, long long acc, double d) {
    if (n == 0) return acc + (long long)d;
    return sysv_rec(n - 1, acc * 3 + n, d * 1.5) + 1;
}
NOINLINE SYSV long long sysv_rec(int n, long long acc, double d) {
    if (n == 0) return acc - (long long)d;
    return ms_rec(n - 1, acc * 2 - n, d + 0.25) - 1;
}

/* Keep many doubles live across calls into the other convention. */
NOINLINE MS double ms_calls_sysv(double s) {
    double a = s, b = s * 2, c = s + 3, d = s - 4, e = s * 0.5, f = s + 6, g = s * 7, h = s - 8, i = s + 9, j = s * 1.1;
    long long n1 = (long long)s, n2 = n1 * 3, n3 = n1 - 5, n4 = n1 ^ 7, n5 = n1 + 11;
    double t = sysv_many(a, 1, b, 2, c, 3, d, 4, e, 5, 1.5f, n1);
    V2 v = sysv_v2((V2){ a, b }, (V2){ c, d }, e);
    P2 p = sysv_p2((P2){ (int)n2, (int)n3 }, (int)n4);
    return t + v.x + v.y + p.a + p.b + a + b + c + d + e + f + g + h + i + j + (double)(n1 + n2 + n3 + n4 + n5);
}
/* (No by-reference struct arguments here: mingw gcc 12 crashes on a sysv_abi function passing them to an
   ms_abi one, ICE in choose_baseaddr.) */
NOINLINE SYSV double sysv_calls_ms(double s) {
    double a = s, b = s * 2, c = s + 3, d = s - 4, e = s * 0.5, f = s + 6, g = s * 7, h = s - 8, i = s + 9, j = s * 1.1;
    long long n1 = (long long)s, n2 = n1 * 3, n3 = n1 - 5, n4 = n1 ^ 7, n5 = n1 + 11;
    double t = ms_many(a, 1, b, 2, c, 3, d, 4, e, 5, 1.5f, n1);
    FI fi = ms_fi((FI){ (float)f, (int)n5 });
    P2 p = ms_p2((P2){ (int)n2, (int)n3 }, (int)n4);
    return t + fi.f + fi.i + p.a + p.b + a + b + c + d + e + f + g + h + i + j + (double)(n1 + n2 + n3 + n4 + n5);
}

int main(void) {
    V2 a = { 1.5, -2.0 }, b = { 0.25, 4.0 };
    ms_v2_fn mf = ms_v2;
    sysv_v2_fn sf = sysv_v2;
    for (int i = 0; i < 3; i++) { a = mf(a, b, 0.5); b = sf(b, a, -1.0); }
    printf("v2 %.6f %.6f %.6f %.6f\n", a.x, a.y, b.x, b.y);
    P2 p = { 7, -3 };
    for (int i = 0; i < 4; i++) p = (i & 1) ? sysv_p2(p, i) : ms_p2(p, i + 2);
    printf("p2 %d %d\n", p.a, p.b);
    Q3 q = { { 1, 2, 3 } };
    for (int i = 0; i < 4; i++) q = (i & 1) ? sysv_q3(q, i) : ms_q3(q, i + 5);
    printf("q3 %lld %lld %lld\n", q.q[0], q.q[1], q.q[2]);
    FI fi = { 1.25f, 3 };
    fi = sysv_fi(ms_fi(sysv_fi(ms_fi(fi))));
    printf("fi %.3f %d\n", (double)fi.f, fi.i);
    ms_many_fn mm = ms_many;
    sysv_many_fn sm = sysv_many;
    printf("many %.4f %.4f\n", mm(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0.5f, 1LL << 40), sm(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0.5f, -99));
    for (int k = 0; k < 3; k++) printf("cross %.4f %.4f\n", ms_calls_sysv(10.5 + k), sysv_calls_ms(-3.25 * k));
    printf("rec %lld %lld\n", ms_rec(12, 1, 2.0), sysv_rec(15, -1, 0.5));
    return 0;
}
