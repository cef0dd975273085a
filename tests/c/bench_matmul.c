/* Benchmark: dense matrix multiply in double and int (array indexing, vectorisable inner loops).
   Argument: scale (default 1). */
#include <stdio.h>
#include <stdlib.h>

static int parse_scale(int argc, char **argv) {
    int s = 0;
    if (argc < 2) return 1;
    for (const char *p = argv[1]; *p >= '0' && *p <= '9'; p++) s = s * 10 + (*p - '0');
    return s > 0 ? s : 1;
}

int main(int argc, char **argv) {
    int scale = parse_scale(argc, argv);
    int n = 24 + 8 * (scale > 1 ? scale / 4 : 0);
    if (n > 320) n = 320;
    int reps = 1 + scale / 256;
    double *a = malloc(sizeof(double) * n * n), *b = malloc(sizeof(double) * n * n), *c = malloc(sizeof(double) * n * n);
    int *ia = malloc(sizeof(int) * n * n), *ib = malloc(sizeof(int) * n * n), *ic = malloc(sizeof(int) * n * n);
    for (int i = 0; i < n * n; i++) {
        a[i] = (i % 17) * 0.25; b[i] = (i % 13) * 0.5 - 1;
        ia[i] = i % 11 - 5; ib[i] = i % 7 + 1;
    }
    double dsum = 0; long isum = 0;
    for (int r = 0; r < reps; r++) {
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) { c[i * n + j] = 0; ic[i * n + j] = 0; }
        for (int i = 0; i < n; i++)
            for (int k = 0; k < n; k++) {
                double aik = a[i * n + k]; int iaik = ia[i * n + k];
                for (int j = 0; j < n; j++) { c[i * n + j] += aik * b[k * n + j]; ic[i * n + j] += iaik * ib[k * n + j]; }
            }
        for (int i = 0; i < n * n; i++) { dsum += c[i]; isum += ic[i]; }
    }
    printf("%d %.3f %ld\n", n, dsum, isum);
    free(a); free(b); free(c); free(ia); free(ib); free(ic);
    return 0;
}
