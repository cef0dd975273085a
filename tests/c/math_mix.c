/* float/double/integer conversions and libm-style functions with float and
   double mixes: fabs, copysign, fmin and fmax (LLVM intrinsics that need no
   libm), hand-written floor/ceil/trunc/round/rint through int conversions and
   the 2^52 trick, sqrt/pow/fmod, through function pointers, printed with %.6g.
   (floor, round, ... would become libm calls, which the corpus does not link.) */
#include <math.h>
#include <stdio.h>

#define NOINLINE __attribute__((noinline))

double g_vals[] = { -2.5, -1.5, -0.5, -0.0, 0.0, 0.49999999999999994, 0.5, 1.5, 2.5, 3.7, -3.7, 1e15 + 0.5,
                    4503599627370497.0, -1e-310, 123456.789 };
float g_fvals[] = { -2.5f, -0.5f, 0.5f, 1.5f, 2.5f, 8388609.0f, -7.25f, 1e-40f, 3.4e38f };

NOINLINE double my_sqrt(double v) {
    if (v <= 0) return 0;
    double x = v > 1 ? v : 1;
    for (int i = 0; i < 60; i++) x = 0.5 * (x + v / x);
    return x;
}
NOINLINE float my_sqrtf(float v) {
    if (v <= 0) return 0;
    float x = v > 1 ? v : 1;
    for (int i = 0; i < 40; i++) x = 0.5f * (x + v / x);
    return x;
}
NOINLINE double my_pow(double b, int e) {
    double r = 1;
    int neg = e < 0;
    unsigned u = neg ? 0u - (unsigned)e : (unsigned)e;
    while (u) { if (u & 1) r *= b; b *= b; u >>= 1; }
    return neg ? 1 / r : r;
}
#define BIG 4503599627370496.0 /* 2^52: beyond it every double is an integer */
NOINLINE double my_trunc(double x) { return fabs(x) < BIG ? copysign((double)(long long)x, x) : x; }
NOINLINE double my_floor(double x) { double t = my_trunc(x); return t > x ? t - 1 : t; }
NOINLINE double my_ceil(double x) { double t = my_trunc(x); return t < x ? t + 1 : t; }
NOINLINE double my_round(double x) {
    double t = my_trunc(x);
    return fabs(x - t) >= 0.5 ? t + copysign(1.0, x) : t;
}
NOINLINE double my_rint(double x) {
    if (!(fabs(x) < BIG)) return x;
    double r = fabs(x) + BIG - BIG;
    return copysign(r, x);
}
NOINLINE float my_truncf(float x) { return fabsf(x) < 8388608.0f ? copysignf((float)(int)x, x) : x; }
NOINLINE float my_floorf(float x) { float t = my_truncf(x); return t > x ? t - 1 : t; }
NOINLINE float my_ceilf(float x) { float t = my_truncf(x); return t < x ? t + 1 : t; }
NOINLINE float my_roundf(float x) { float t = my_truncf(x); return fabsf(x - t) >= 0.5f ? t + copysignf(1.0f, x) : t; }
NOINLINE double my_fmod(double a, double b) { return a - my_trunc(a / b) * b; }

typedef double (*dfn)(double);
typedef float (*ffn)(float);
static double d_fabs(double x) { return fabs(x); }
static double d_neg(double x) { return copysign(x, -1.0); }
static float f_fabs(float x) { return fabsf(x); }

static const dfn dfns[] = { my_floor, my_ceil, my_trunc, my_round, my_rint, d_neg, d_fabs };
static const char *const dnames[] = { "floor", "ceil", "trunc", "round", "rint", "neg", "fabs" };
static const ffn ffns[] = { my_floorf, my_ceilf, my_truncf, my_roundf, f_fabs };

/* Mixed float/double/int arithmetic with conversions in both directions. */
NOINLINE double mixf(float a, double b, int c, float d, long long e, unsigned f) {
    float t = a * (float)c + d;
    double u = (double)t * b + (double)e / 3.0 - f;
    return u + copysign(fmin(a, d), b) + fmaxf(a, (float)c);
}

int main(void) {
    int nd = (int)(sizeof g_vals / sizeof g_vals[0]);
    for (int k = 0; k < 7; k++) {
        printf("%-6s", dnames[k]);
        for (int i = 0; i < nd; i++) printf(" %.6g", dfns[k](g_vals[i]));
        printf("\n");
    }
    int nf = (int)(sizeof g_fvals / sizeof g_fvals[0]);
    for (int k = 0; k < 5; k++) {
        printf("f%-5s", dnames[k == 4 ? 6 : k]);
        for (int i = 0; i < nf; i++) printf(" %.6g", (double)ffns[k](g_fvals[i]));
        printf("\n");
    }
    printf("copysign %.6g %.6g %.6g %.6g\n", copysign(3.0, -0.0), copysign(-2.0, 1.0), (double)copysignf(1.5f, -1e-30f),
           copysign(0.0, -1.0) == 0.0 ? 1.0 : 0.0);
    printf("fmin/fmax %.6g %.6g %.6g %.6g\n", fmin(g_vals[0], g_vals[8]), fmax(g_vals[0], g_vals[8]),
           (double)fminf(g_fvals[1], g_fvals[6]), (double)fmaxf(g_fvals[1], g_fvals[6]));
    for (int i = 1; i <= 50; i += 7)
        printf("sqrt(%d) = %.15g %.6g\n", i, my_sqrt(i), (double)my_sqrtf((float)i));
    printf("pow %.6g %.6g %.6g %.15g\n", my_pow(2, 10), my_pow(1.5, -3), my_pow(-3, 7), my_pow(1.0000001, 1000000));
    printf("fmod %.6g %.6g %.6g %.6g\n", my_fmod(10.5, 3), my_fmod(-10.5, 3), my_fmod(1e10, 7), my_fmod(5.5, -2));
    for (int i = 0; i < nd; i++) {
        double v = g_vals[i];
        long long ll = (long long)my_trunc(v);
        int rounded = (int)my_round(my_fmod(v, 1e6) == v ? v : 0.0);
        float fv = (float)v;
        double back = (double)fv;
        printf("conv[%d] ll=%lld r=%d f=%.9g back-v=%.6g\n", i, ll, rounded, (double)fv, back - v);
    }
    double s = 0;
    for (int i = 0; i < 9; i++) s += mixf(g_fvals[i % 5], g_vals[i], i - 4, (float)i * 0.25f, -1000000007LL * i, 3u * i);
    printf("mixf %.6g\n", s);
    unsigned long long u = 18446744073709551615ULL;
    float uf = (float)u;
    double ud = (double)(u >> 11);
    unsigned int ui = (unsigned int)3.99e9;
    printf("u64->f %.6g u64>>11->d %.17g d->u32 %u f->u8 %u\n", (double)uf, ud, ui, (unsigned)(unsigned char)(float)200.7f);
    return 0;
}
