/* Loops that clang -O2 vectorizes: integer sums, saxpy on floats, dot
   products, element-wise ops, min/max reductions, byte histograms. */
#include <stdio.h>

#define N 1003   /* not a multiple of the vector width: exercises the epilogue */

static int ia[N], ib[N], ic[N];
static float fx[N], fy[N];
static double dx[N], dy[N];
static unsigned char bytes[4096];
static short sa[N];

static int sum_int(const int *a, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += a[i];
    return s;
}

static long long sum_ll(const int *a, int n) {
    long long s = 0;
    for (int i = 0; i < n; i++) s += a[i];
    return s;
}

static void saxpy(int n, float a, const float *restrict x, float *restrict y) {
    for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}

static void daxpy(int n, double a, const double *restrict x, double *restrict y) {
    for (int i = 0; i < n; i++) y[i] += a * x[i];
}

static void add_arrays(int *restrict c, const int *restrict a, const int *restrict b, int n) {
    for (int i = 0; i < n; i++) c[i] = a[i] * 3 + (b[i] >> 1) - (a[i] & b[i]);
}

static int dot(const int *a, const int *b, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}

static int max_int(const int *a, int n) {
    int m = a[0];
    for (int i = 1; i < n; i++) m = a[i] > m ? a[i] : m;
    return m;
}

static unsigned min_u(const int *a, int n) {
    unsigned m = ~0u;
    for (int i = 0; i < n; i++) { unsigned v = (unsigned)a[i]; m = v < m ? v : m; }
    return m;
}

static unsigned byte_sum(const unsigned char *b, int n) {
    unsigned s = 0;
    for (int i = 0; i < n; i++) s += b[i];
    return s;
}

static int count_gt(const short *a, int n, short t) {
    int c = 0;
    for (int i = 0; i < n; i++) c += a[i] > t;
    return c;
}

int main(void) {
    unsigned seed = 99;
    for (int i = 0; i < N; i++) {
        seed = seed * 1664525u + 1013904223u;
        ia[i] = (int)(seed >> 20) - 2048;
        ib[i] = (int)((seed >> 8) & 0xfff) - 100;
        fx[i] = (float)(i % 17) * 0.25f - 1.0f;
        fy[i] = (float)(i % 5) * 0.5f;
        dx[i] = i * 0.001;
        dy[i] = 1.0 - i * 0.0005;
        sa[i] = (short)((seed >> 3) & 0x7fff) - 16000;
    }
    for (int i = 0; i < 4096; i++) bytes[i] = (unsigned char)(i * 131 + (i >> 3));
    printf("sum_int=%d sum_ll=%lld\n", sum_int(ia, N), sum_ll(ib, N));
    saxpy(N, 2.5f, fx, fy);
    float fs = 0;
    for (int i = 0; i < N; i++) fs += fy[i];
    printf("saxpy sum=%.4f y[10]=%.4f y[1000]=%.4f\n", fs, fy[10], fy[1000]);
    daxpy(N, -0.75, dx, dy);
    double ds = 0;
    for (int i = 0; i < N; i++) ds += dy[i];
    printf("daxpy sum=%.6f\n", ds);
    add_arrays(ic, ia, ib, N);
    printf("add_arrays sum=%d dot=%d\n", sum_int(ic, N), dot(ia, ib, N));
    printf("max=%d minu=%u\n", max_int(ia, N), min_u(ib, N));
    printf("bytes=%u count_gt=%d\n", byte_sum(bytes, 4096), count_gt(sa, N, 1000));
    return 0;
}
