/* Functions with 15-24 arguments mixing doubles, ints, floats, small and large
   structs and pointers, called directly, through function pointers, from
   recursion that passes them all along, and with stack-passed struct results. */
#include <stdio.h>

#define NOINLINE __attribute__((noinline))

typedef struct { int x, y; } Pt;                 /* 8 bytes */
typedef struct { double re, im; } Cx;            /* 16 bytes, two SSE */
typedef struct { float a; int b; } FI;           /* 8 bytes, mixed */
typedef struct { long long v[3]; } Big;          /* 24 bytes */
typedef struct { double sum; long long isum; int calls; } Acc;

NOINLINE Acc wide(int i1, double d1, Pt p1, float f1, int *ip, Cx c1, long long q1, double d2, FI fi, char ch,
                  Big b1, double d3, int i2, Pt p2, float f2, double d4, unsigned short us, Cx c2, double d5,
                  int i3, Big b2, double d6) {
    Acc r;
    r.sum = d1 + f1 + c1.re - c1.im + d2 + fi.a + d3 + f2 + d4 + c2.re * c2.im + d5 + d6;
    r.isum = i1 + p1.x * 10LL + p1.y + q1 + fi.b + ch + b1.v[0] - b1.v[2] + i2 + p2.x - p2.y + us + i3 + b2.v[1];
    r.calls = 1;
    *ip += i1 + i3;
    return r;
}

typedef Acc (*wide_fn)(int, double, Pt, float, int *, Cx, long long, double, FI, char, Big, double, int, Pt, float,
                       double, unsigned short, Cx, double, int, Big, double);

/* Recursion that forwards (and perturbs) 16 arguments at every level. */
NOINLINE double rec16(int depth, double a, double b, double c, double d, double e, double f, double g, double h,
                      double i, int j, int k, int l, int m, int n, int o) {
    if (depth == 0) return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + j - k + l - m + n - o;
    double r = rec16(depth - 1, b, c, d, e, f, g, h, i, a * 0.5, k, l, m, n, o, j + depth);
    return r + a - i * 0.25 + o;
}

/* Struct-heavy recursion: pairs of structs walk down and come back up. */
NOINLINE Big rec_big(int depth, Big acc, Pt step, Cx scale, FI tag, Big bias) {
    if (depth == 0) return acc;
    Big next;
    for (int t = 0; t < 3; t++) next.v[t] = acc.v[t] + step.x * (t + 1) - step.y + bias.v[t] / (depth + 1);
    Pt s2 = { step.y, step.x + tag.b };
    Cx c2 = { scale.re * 0.5, scale.im + tag.a };
    Big r = rec_big(depth - 1, next, s2, c2, tag, bias);
    r.v[depth % 3] += (long long)(scale.re * 8.0);
    return r;
}

/* Sixteen floats and eight doubles: more SSE arguments than registers on both ABIs. */
NOINLINE float floats16(float a, float b, float c, float d, float e, float f, float g, float h, float i, float j,
                        float k, float l, float m, float n, float o, float p, double q, double r, double s, double t,
                        double u, double v, double w, double x) {
    float fs = a - b + c - d + e - f + g - h + i - j + k - l + m - n + o - p;
    return fs * 2.0f + (float)(q + r * 2 + s * 3 + t * 4 + u * 5 + v * 6 + w * 7 + x * 8);
}

typedef float (*floats16_fn)(float, float, float, float, float, float, float, float, float, float, float, float,
                             float, float, float, float, double, double, double, double, double, double, double,
                             double);

int g_counter;

int main(void) {
    Pt p1 = { 3, 4 }, p2 = { -5, 6 };
    Cx c1 = { 1.5, 0.25 }, c2 = { -2.0, 3.0 };
    FI fi = { 0.75f, 11 };
    Big b1 = { { 100, 200, 300 } }, b2 = { { -1, -2, -3 } };
    Acc a = wide(1, 2.5, p1, 0.5f, &g_counter, c1, 1LL << 35, -1.25, fi, 'Q', b1, 9.0, -7, p2, 1.25f, 0.125,
                 65535, c2, 1e-3, 42, b2, -100.0);
    printf("wide direct sum=%.6f isum=%lld calls=%d ctr=%d\n", a.sum, a.isum, a.calls, g_counter);
    wide_fn fp = wide;
    Acc total = { 0, 0, 0 };
    for (int it = 0; it < 4; it++) {
        p1.x += it; c1.im -= 0.5; fi.b *= 2; b1.v[it % 3] += it * 1000;
        Acc r = fp(it, it * 0.5, p1, (float)it, &g_counter, c1, -it * 77LL, 1.0 / (it + 1), fi, (char)('a' + it), b1,
                   it * it * 0.25, it - 10, p2, -0.5f * it, 3.0, (unsigned short)(it * 1111), c2, 0.0625, it * 3,
                   b2, it * -1.5);
        total.sum += r.sum; total.isum += r.isum; total.calls += r.calls;
    }
    printf("wide via ptr sum=%.6f isum=%lld calls=%d ctr=%d\n", total.sum, total.isum, total.calls, g_counter);

    for (int depth = 0; depth < 20; depth += 5)
        printf("rec16(%d) = %.6f\n", depth,
               rec16(depth, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60));

    Big start = { { 1, 2, 3 } }, bias = { { 700, -350, 1400 } };
    Pt step = { 5, 2 };
    Cx scale = { 16.0, 0.5 };
    FI tag = { 0.25f, 3 };
    for (int depth = 1; depth <= 13; depth += 4) {
        Big r = rec_big(depth, start, step, scale, tag, bias);
        printf("rec_big(%d) = %lld %lld %lld\n", depth, r.v[0], r.v[1], r.v[2]);
    }

    floats16_fn ff = floats16;
    float f = 0;
    for (int i = 0; i < 3; i++) {
        float k = (float)i;
        f += ff(1 + k, 2, 3 * k, 4, 5, 6 - k, 7, 8, 9, 10 * k, 11, 12, 13, 14 + k, 15, 16, 0.5, 0.25 * i, 1, 2, 3, 4,
                5, 6 - i);
    }
    printf("floats16 %.4f direct %.4f\n", (double)f,
           (double)floats16(0.5f, 1.5f, 2.5f, 3.5f, 4.5f, 5.5f, 6.5f, 7.5f, 8.5f, 9.5f, 10.5f, 11.5f, 12.5f, 13.5f,
                            14.5f, 15.5f, 1, 2, 3, 4, 5, 6, 7, 8));
    return 0;
}
