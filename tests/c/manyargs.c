/* Functions with many arguments (12+) mixing ints, doubles, floats, pointers,
   chars, long longs and small structs, so arguments spill to the stack. */
#include <stdio.h>

/* external + noinline so the by-value ABI survives -O2 */
#define NOINLINE __attribute__((noinline))

struct pt { int x, y; };
struct dpair { double a, b; };

NOINLINE long long many_ints(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j, int k, int l, int m, int n) {
    return a + 2LL * b + 3LL * c + 4LL * d + 5LL * e + 6LL * f + 7LL * g + 8LL * h + 9LL * i + 10LL * j + 11LL * k +
           12LL * l + 13LL * m + 14LL * n;
}

NOINLINE double many_doubles(double a, double b, double c, double d, double e, double f, double g, double h, double i,
                           double j, double k, double l) {
    return a - b + c - d + e - f + g - h + i - j + k - l + a * l;
}

NOINLINE double mixed(int i1, double d1, int *p1, float f1, long long q1, double d2, char c1, const char *s1, int i2,
                    double d3, short h1, double d4, int *p2, float f2, double d5, double d6, double d7, double d8,
                    double d9, unsigned char u1, double d10) {
    double r = i1 + d1 + *p1 + f1 + (double)q1 + d2 + c1 + s1[0] + i2 + d3 + h1 + d4 + *p2 + f2;
    r += d5 * 2 + d6 * 3 + d7 * 4 + d8 * 5 + d9 * 6 + u1 + d10 * 7;
    *p1 += 1;
    *p2 -= 1;
    return r;
}

NOINLINE struct pt structs_and_more(struct pt a, struct pt b, struct dpair c, int i, int j, int k, int l, struct pt d,
                                  double e, struct dpair f, int m, struct pt g) {
    struct pt r;
    r.x = a.x + b.x + d.x + g.x + i + k + m + (int)(c.a + f.a + e);
    r.y = a.y + b.y + d.y + g.y + j + l + (int)(c.b * f.b);
    return r;
}

NOINLINE void outputs(int a, int b, int c, int d, int e, int f, int *sum, int *prod, long long *wsum, double *avg, int g, int h) {
    *sum = a + b + c + d + e + f + g + h;
    *prod = a * b * c * d * e * f * g * h;
    *wsum = (long long)a * 1 + b * 10 + c * 100 + d * 1000 + e * 10000LL + f * 100000LL + g * 1000000LL + h * 10000000LL;
    *avg = *sum / 8.0;
}

typedef double (*wide_fn)(double, double, double, double, double, double, double, double, double, double, double, double);

int main(void) {
    printf("many_ints=%lld\n", many_ints(1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12, 13, -14));
    printf("many_doubles=%.6f\n", many_doubles(1.5, 2.25, 3.125, 4.0, 5.5, 6.75, 7.0, 8.5, 9.25, 10.0, 11.5, 12.75));
    int x = 10, y = 20;
    double m = mixed(1, 2.5, &x, 3.25f, 4000000000LL, 5.5, 'A', "Zed", -7, 8.125, (short)-300, 9.0, &y, 0.75f, 1.0, 2.0, 3.0,
                     4.0, 5.0, (unsigned char)200, 6.0);
    printf("mixed=%.4f x=%d y=%d\n", m, x, y);
    struct pt a = { 1, 2 }, b = { 3, 4 }, d = { 5, 6 }, g = { 7, 8 };
    struct dpair c = { 1.5, 2.0 }, f = { 2.5, 3.0 };
    struct pt r = structs_and_more(a, b, c, 10, 20, 30, 40, d, 0.75, f, 50, g);
    printf("structs r=(%d,%d)\n", r.x, r.y);
    int s, p;
    long long w;
    double avg;
    outputs(1, 2, 3, 4, 5, 6, &s, &p, &w, &avg, 7, 8);
    printf("outputs sum=%d prod=%d w=%lld avg=%.3f\n", s, p, w, avg);
    wide_fn fp = many_doubles;
    double acc = 0;
    for (int i = 0; i < 5; i++)
        acc += fp(i, i + 1, i * 2, 0.5, 1, 2, 3, 4, 5, 6, 7, i * 0.25);
    printf("indirect acc=%.5f\n", acc);
    long long li = 0;
    for (int i = 0; i < 10; i++) li += many_ints(i, i, i, i, i, i, i, i, i, i, i, i, i, -i * 3);
    printf("loop ints=%lld\n", li);
    return 0;
}
