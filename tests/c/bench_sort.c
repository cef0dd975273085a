/* Benchmark: quicksort and binary search over pseudo-random integers (memory, branches, recursion).
   Argument: scale (default 1). */
#include <stdio.h>
#include <stdlib.h>

static unsigned state = 12345;
static unsigned next(void) { state = state * 1103515245u + 12345u; return state >> 7; }

static void quicksort(int *a, long lo, long hi) {
    while (lo < hi) {
        int pivot = a[lo + (hi - lo) / 2];
        long i = lo, j = hi;
        while (i <= j) {
            while (a[i] < pivot) i++;
            while (a[j] > pivot) j--;
            if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
        }
        if (j - lo < hi - i) { quicksort(a, lo, j); lo = i; } else { quicksort(a, i, hi); hi = j; }
    }
}

static long find(const int *a, long n, int key) {
    long lo = 0, hi = n - 1;
    while (lo <= hi) {
        long mid = lo + (hi - lo) / 2;
        if (a[mid] == key) return mid;
        if (a[mid] < key) lo = mid + 1; else hi = mid - 1;
    }
    return -1;
}

static int parse_scale(int argc, char **argv) {
    int s = 0;
    if (argc < 2) return 1;
    for (const char *p = argv[1]; *p >= '0' && *p <= '9'; p++) s = s * 10 + (*p - '0');
    return s > 0 ? s : 1;
}

int main(int argc, char **argv) {
    int scale = parse_scale(argc, argv);
    long n = 2000L * scale;
    int *a = malloc(n * sizeof *a);
    for (long i = 0; i < n; i++) a[i] = (int)(next() % 1000000);
    quicksort(a, 0, n - 1);
    for (long i = 1; i < n; i++) if (a[i - 1] > a[i]) { puts("unsorted"); return 1; }
    long found = 0;
    for (long i = 0; i < n; i++) found += find(a, n, (int)(next() % 1000000)) >= 0;
    unsigned long sum = 0;
    for (long i = 0; i < n; i += 7) sum = sum * 31 + (unsigned)a[i];
    printf("%ld %lu\n", found, sum);
    free(a);
    return 0;
}
