/* qsort with comparator callbacks (ints, strings, structs) and bsearch. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned lcg_state = 12345u;
static unsigned lcg(void) { lcg_state = lcg_state * 1103515245u + 12345u; return (lcg_state >> 16) & 0x7fff; }

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}
static int cmp_int_desc(const void *a, const void *b) { return cmp_int(b, a); }
static int cmp_str(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

struct rec { char name[12]; int score; double weight; };
static int cmp_rec(const void *a, const void *b) {
    const struct rec *x = a, *y = b;
    if (x->score != y->score) return y->score - x->score;   /* descending score */
    return strcmp(x->name, y->name);                         /* then by name */
}
static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y ? 1 : 0;
}

int main(void) {
    int a[200];
    for (int i = 0; i < 200; i++) a[i] = (int)lcg() - 16384;
    qsort(a, 200, sizeof a[0], cmp_int);
    int sorted = 1;
    for (int i = 1; i < 200; i++) sorted &= a[i - 1] <= a[i];
    printf("sorted=%d min=%d max=%d median=%d\n", sorted, a[0], a[199], a[100]);
    int hits = 0, misses = 0;
    for (int k = -16384; k < 16384; k += 97) {
        int *p = bsearch(&k, a, 200, sizeof a[0], cmp_int);
        if (p) { hits++; if (*p != k) printf("bad\n"); } else misses++;
    }
    int key = a[137];
    int *found = bsearch(&key, a, 200, sizeof a[0], cmp_int);
    printf("bsearch hits=%d misses=%d found=%d value=%d\n", hits, misses, found != NULL, found ? *found : 0);

    qsort(a, 200, sizeof a[0], cmp_int_desc);
    printf("desc first=%d last=%d\n", a[0], a[199]);

    const char *words[] = { "pear", "apple", "fig", "banana", "cherry", "date", "elderberry", "grape", "apricot", "kiwi" };
    qsort(words, 10, sizeof words[0], cmp_str);
    for (int i = 0; i < 10; i++) printf("%s ", words[i]);
    printf("\n");
    const char *want = "fig";
    const char **w = bsearch(&want, words, 10, sizeof words[0], cmp_str);
    printf("fig at %d\n", w ? (int)(w - words) : -1);

    struct rec recs[] = { { "zed", 50, 1.5 }, { "amy", 90, 2.0 }, { "bob", 50, 3.0 }, { "cat", 70, 0.5 },
                          { "dan", 90, 1.0 }, { "eve", 10, 9.0 }, { "fay", 70, 4.5 } };
    qsort(recs, 7, sizeof recs[0], cmp_rec);
    for (int i = 0; i < 7; i++) printf("%s:%d ", recs[i].name, recs[i].score);
    printf("\n");

    double ds[50];
    for (int i = 0; i < 50; i++) ds[i] = (double)lcg() / 1000.0 - 10.0;
    qsort(ds, 50, sizeof ds[0], cmp_double);
    printf("doubles %.3f %.3f %.3f\n", ds[0], ds[25], ds[49]);
    double dk = ds[17];
    double *dp = bsearch(&dk, ds, 50, sizeof ds[0], cmp_double);
    printf("double found idx=%d\n", dp ? (int)(dp - ds) : -1);
    qsort(ds, 0, sizeof ds[0], cmp_double);     /* empty sort */
    return 0;
}
