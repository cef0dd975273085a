/* float and double arithmetic printed with %.6f, %g and %e. */
#include <stdio.h>

static float poly_f(float x) {
    return ((3.5f * x - 2.25f) * x + 1.0f) * x - 0.125f;
}

static double poly_d(double x) {
    return ((3.5 * x - 2.25) * x + 1.0) * x - 0.125;
}

static double newton_sqrt(double v) {
    double x = v > 1.0 ? v / 2.0 : 1.0;
    for (int i = 0; i < 40; i++) x = 0.5 * (x + v / x);
    return x;
}

static double harmonic(int n) {
    double s = 0.0;
    for (int i = 1; i <= n; i++) s += 1.0 / i;
    return s;
}

static float series_f(int n) {
    float s = 0.0f;
    for (int i = 0; i < n; i++) s += (i & 1) ? -1.0f / (2 * i + 1) : 1.0f / (2 * i + 1);
    return 4.0f * s;
}

int main(void) {
    float xs[] = { -2.0f, -0.5f, 0.0f, 0.1f, 1.0f, 3.75f };
    for (int i = 0; i < 6; i++)
        printf("poly_f(%g) = %.6f  poly_d = %.6f\n", xs[i], poly_f(xs[i]), poly_d(xs[i]));

    double big = 1.0e300, tiny = 1.0e-300;
    printf("big*10=%e tiny/1e10=%e ratio=%g\n", big * 10.0, tiny / 1.0e10, big / 7.0);
    printf("neg zero: %g %g\n", -0.0, 0.0 * -1.0);
    double inf = big * big;
    printf("inf: %f %e %g\n", inf, -inf, inf - 1.0);
    double nan = inf - inf;
    printf("nan cmp: %d %d %d\n", nan == nan, nan != nan, nan < 1.0);

    printf("sqrt2=%.15f sqrt10=%.10e\n", newton_sqrt(2.0), newton_sqrt(10.0));
    printf("harmonic(1000)=%.9f\n", harmonic(1000));
    printf("pi approx float=%.6f\n", series_f(1000));

    float f = 16777216.0f;
    printf("f+1=%.1f f+2=%.1f\n", f + 1.0f, f + 2.0f);
    double third = 1.0 / 3.0;
    printf("third=%.17g %e %.3e\n", third, third, third * 1e-20);
    float ff = 1.0f / 3.0f;
    printf("float third=%.9g double(ff)=%.17g\n", ff, (double)ff);

    double a = 0.1, b = 0.2;
    printf("0.1+0.2=%.17g eq0.3=%d\n", a + b, a + b == 0.3);
    printf("fabs=%g %g\n", __builtin_fabs(-3.25), __builtin_fabs(2.5));
    printf("fmt: [%10.3f] [%-10.2e] [%+g] [%08.3f]\n", 3.14159, 31415.9, 2.0, -1.5);

    double acc = 0.0;
    for (int i = 1; i <= 200; i++) {
        double t = (double)i * 0.37 - 11.0;
        acc = acc * 0.999 + t * t / (1.0 + i);
    }
    printf("acc=%.10f %g\n", acc, acc);
    float facc = 1.0f;
    for (int i = 0; i < 50; i++) facc = facc * 1.07f - 0.003f * (float)i;
    printf("facc=%.6f %e\n", facc, facc);
    return 0;
}
