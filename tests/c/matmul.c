/* Matrix multiply: int, float and double, naive and blocked/transposed
   variants, with checksums. */
#include <stdio.h>

#define N 24

static int ia[N][N], ib[N][N], ic[N][N];
static double da[N][N], db[N][N], dc[N][N], dc2[N][N];
static float fa[N][N], fb[N][N], fc[N][N];

static unsigned seed = 2024;
static int rnd(void) { seed = seed * 1103515245u + 12345u; return (int)((seed >> 16) % 21) - 10; }

static void imatmul(int c[N][N], int a[N][N], int b[N][N]) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            int s = 0;
            for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}

static void dmatmul_ikj(double c[N][N], double a[N][N], double b[N][N]) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) c[i][j] = 0.0;
    for (int i = 0; i < N; i++)
        for (int k = 0; k < N; k++) {
            double aik = a[i][k];
            for (int j = 0; j < N; j++) c[i][j] += aik * b[k][j];
        }
}

static void dmatmul_blocked(double c[N][N], double a[N][N], double b[N][N]) {
    enum { B = 8 };
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) c[i][j] = 0.0;
    for (int ii = 0; ii < N; ii += B)
        for (int kk = 0; kk < N; kk += B)
            for (int jj = 0; jj < N; jj += B)
                for (int i = ii; i < ii + B; i++)
                    for (int k = kk; k < kk + B; k++)
                        for (int j = jj; j < jj + B; j++) c[i][j] += a[i][k] * b[k][j];
}

static void fmatmul(float c[N][N], float a[N][N], float b[N][N]) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            float s = 0.0f;
            for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}

int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            ia[i][j] = rnd();
            ib[i][j] = rnd();
            da[i][j] = ia[i][j] * 0.25 + 0.125;
            db[i][j] = ib[i][j] * 0.5 - 0.0625;
            fa[i][j] = (float)da[i][j];
            fb[i][j] = (float)db[i][j];
        }
    imatmul(ic, ia, ib);
    long long isum = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) isum += (long long)ic[i][j] * (i + 2 * j + 1);
    printf("int checksum=%lld c[0][0]=%d c[N-1][N-1]=%d\n", isum, ic[0][0], ic[N - 1][N - 1]);

    dmatmul_ikj(dc, da, db);
    dmatmul_blocked(dc2, da, db);
    double dsum = 0.0, maxdiff = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            dsum += dc[i][j] * (1 + (i ^ j));
            double d = dc[i][j] - dc2[i][j];
            if (d < 0) d = -d;
            if (d > maxdiff) maxdiff = d;
        }
    printf("double checksum=%.6f maxdiff=%g c[3][5]=%.6f\n", dsum, maxdiff, dc[3][5]);

    fmatmul(fc, fa, fb);
    double fsum = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) fsum += fc[i][j];
    printf("float checksum=%.4f c[7][11]=%.4f\n", fsum, fc[7][11]);

    /* identity check: A * I == A */
    static int id[N][N], out[N][N];
    for (int i = 0; i < N; i++) id[i][i] = 1;
    imatmul(out, ia, id);
    int same = 1;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) same &= out[i][j] == ia[i][j];
    printf("identity ok=%d\n", same);
    return 0;
}
