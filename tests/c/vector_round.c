/* Rounding functions in loops clang-19 -O2 vectorizes into llvm.round/floor/ceil/trunc/rint/
   nearbyint/fabs/copysign on <2 x double> and <4 x float>, which SSE2 runs lane by lane. */
#include <math.h>
#include <stdio.h>

#define N 32
double a[N], b[N];
float fa[N], fb[N];

int main(void) {
    for (int i = 0; i < N; i++) {
        a[i] = (i - 16) * 0.75 + 0.5;
        fa[i] = (i - 15) * 1.25f - 0.5f;
    }
    for (int i = 0; i < N; i++)
        b[i] = round(a[i]) + floor(a[i]) * 2 + ceil(a[i]) * 3 + trunc(a[i]) * 5 + rint(a[i]) * 7 +
               nearbyint(a[i]) * 11 + fabs(a[i]) * 13 + copysign(2.0, a[i]);
    for (int i = 0; i < N; i++)
        fb[i] = roundf(fa[i]) + floorf(fa[i]) * 2 + ceilf(fa[i]) * 3 + truncf(fa[i]) * 5 + rintf(fa[i]) * 7 +
                fabsf(fa[i]) * 11 + copysignf(1.0f, fa[i]);
    double s = 0;
    for (int i = 0; i < N; i++) {
        s += b[i] * (i + 1) + fb[i] * (i + 2);
        if (i % 8 == 0) printf("%d: %g %g\n", i, b[i], fb[i]);
    }
    printf("sum %.6f\n", s);
    return 0;
}
