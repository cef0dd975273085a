/* float and double arithmetic printed with %.6f, %g and %e. */
#include <stdio.h>

/* external, non-const inputs: -O2 cannot constant-fold through them */
float g_xs[] = { -2.0f, -0.5f, 0.0f, 0.1f, 1.0f, 3.75f };
double g_big = 1.0e300, g_tiny = 1.0e-300;
double g_a = 0.1, g_b = 0.2;
float g_f = 16777216.0f;
int g_n = 1000;

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
    float *xs = g_xs;
    for (int i = 0; i < 6; i++)
        printf("poly_f(%g) = %.6f  poly_d = %.6f\n", xs[i], poly_f(xs[i]), poly_d(xs[i]));

    double big = g_big, tiny = g_tiny;
    printf("big*10=%e tiny/1e10=%e ratio=%g\n", big * 10.0, tiny / 1.0e10, big / 7.0);
    printf("neg zero: %g %g\n", -(tiny * 0.0), tiny * -0.0);
    double inf = big * big;
    printf("inf: %f %e %g\n", inf, -inf, inf - 1.0);
    double nan = inf - inf;
    printf("nan cmp: %d %d %d\n", nan == nan, nan != nan, nan < 1.0);

    printf("sqrt2=%.15f sqrt10=%.10e\n", newton_sqrt(g_a * 20.0), newton_sqrt(g_b * 50.0));
    printf("harmonic(1000)=%.9f\n", harmonic(g_n));
    printf("pi approx float=%.6f\n", series_f(g_n));

    float f = g_f;
    printf("f+1=%.1f f+2=%.1f\n", f + 1.0f, f + 2.0f);
    double third = g_a / (g_a * 3.0);
    printf("third=%.17g %e %.3e\n", third, third, third * 1e-20);
    float ff = xs[4] / 3.0f;
    printf("float third=%.9g double(ff)=%.17g\n", ff, (double)ff);

    double a = g_a, b = g_b;
    printf("0.1+0.2=%.17g eq0.3=%d\n", a + b, a + b == 0.3);
    printf("fabs=%g %g\n", __builtin_fabs(-32.5 * a), __builtin_fabs(12.5 * b));
    printf("fmt: [%10.3f] [%-10.2e] [%+g] [%08.3f]\n", 3.14159, 31415.9, 2.0, -1.5);

    double acc = 0.0;
    for (int i = 1; i <= g_n / 5; i++) {
        double t = (double)i * 0.37 - 11.0;
        acc = acc * 0.999 + t * t / (1.0 + i);
    }
    printf("acc=%.10f %g\n", acc, acc);
    float facc = 1.0f;
    for (int i = 0; i < 50; i++) facc = facc * 1.07f - 0.003f * (float)i;
    printf("facc=%.6f %e\n", facc, facc);
    return 0;
}
