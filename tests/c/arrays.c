/* 1D and 2D arrays, pointer arithmetic, arrays of arrays passed to functions. */
#include <stdio.h>
#include <string.h>

#define ROWS 5
#define COLS 7

static int sum1d(const int *a, int n) {
    int s = 0;
    for (const int *p = a; p < a + n; p++) s += *p;
    return s;
}

static void transpose(int dst[COLS][ROWS], int src[ROWS][COLS]) {
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < COLS; j++) dst[j][i] = src[i][j];
}

static long long trace_weighted(int m[ROWS][COLS]) {
    long long s = 0;
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < COLS; j++) s += (long long)m[i][j] * (i + 1) * (j + 3);
    return s;
}

static void reverse(short *a, int n) {
    for (int i = 0, j = n - 1; i < j; i++, j--) { short t = a[i]; a[i] = a[j]; a[j] = t; }
}

static void prefix_sums(unsigned *a, int n) {
    for (int i = 1; i < n; i++) a[i] += a[i - 1];
}

int main(void) {
    int a[20];
    for (int i = 0; i < 20; i++) a[i] = (i * 37) % 23 - 11;
    printf("sum1d=%d partial=%d\n", sum1d(a, 20), sum1d(a + 5, 10));

    int grid[ROWS][COLS];
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < COLS; j++) grid[i][j] = i * COLS + j - 10;
    int tr[COLS][ROWS];
    transpose(tr, grid);
    printf("tr[6][4]=%d tr[0][3]=%d weighted=%lld\n", tr[6][4], tr[0][3], trace_weighted(grid));
    int *flat = &grid[0][0];
    int fs = 0;
    for (int k = 0; k < ROWS * COLS; k += 3) fs += flat[k];
    printf("flat stride sum=%d rowptr diff=%d\n", fs, (int)(&grid[3][0] - &grid[1][2]));

    short sh[9] = { 1, -2, 3, -4, 5, -6, 7, -8, 9 };
    reverse(sh, 9);
    for (int i = 0; i < 9; i++) printf("%d%c", sh[i], i == 8 ? '\n' : ',');

    unsigned ps[16];
    for (int i = 0; i < 16; i++) ps[i] = (unsigned)(i * i + 1);
    prefix_sums(ps, 16);
    printf("prefix last=%u mid=%u\n", ps[15], ps[7]);

    /* 2D char array */
    char names[4][8] = { "north", "east", "south", "west" };
    for (int i = 0; i < 4; i++) names[i][0] = (char)(names[i][0] - 'a' + 'A');
    printf("%s %s %s %s len=%zu\n", names[0], names[1], names[2], names[3], strlen(names[2]));

    /* pascal triangle in a 2D array */
    long long pas[20][20];
    memset(pas, 0, sizeof pas);
    for (int i = 0; i < 20; i++) {
        pas[i][0] = 1;
        for (int j = 1; j <= i; j++) pas[i][j] = pas[i - 1][j - 1] + pas[i - 1][j];
    }
    printf("C(19,9)=%lld C(15,4)=%lld\n", pas[19][9], pas[15][4]);

    /* memmove on overlapping regions */
    int mv[10] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 };
    memmove(mv + 2, mv, 6 * sizeof(int));
    memmove(mv, mv + 5, 3 * sizeof(int));
    for (int i = 0; i < 10; i++) printf("%d", mv[i]);
    printf("\n");

    double dm[3][4] = { { 1, 2, 3, 4 }, { 5, 6, 7, 8 }, { 9, 10, 11, 12 } };
    double colsum[4] = { 0 };
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++) colsum[j] += dm[i][j] * 0.5;
    printf("colsum %.2f %.2f %.2f %.2f\n", colsum[0], colsum[1], colsum[2], colsum[3]);
    printf("memcmp sign=%d\n", memcmp(mv, a, 8) > 0 ? 1 : -1);
    return 0;
}
