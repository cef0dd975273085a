/* Benchmark: naive substring search over generated text (byte compares with early exits, a
   memcmp-like loop, first-match search that leaves the outer loop early, reverse search).
   Argument: scale (default 1). */
#include <stdio.h>
#include <stdlib.h>

static int parse_scale(int argc, char **argv) {
    int s = 0;
    if (argc < 2) return 1;
    for (const char *p = argv[1]; *p >= '0' && *p <= '9'; p++) s = s * 10 + (*p - '0');
    return s > 0 ? s : 1;
}

static unsigned state = 2463534242u;
static unsigned next(void) {
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return state;
}

/* memcmp's contract on n bytes, written as the loop a naive front end would emit. */
static int cmp_bytes(const unsigned char *a, const unsigned char *b, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    return 0;
}

/* Occurrences of pat[0..m) in text[0..n), overlapping ones included. */
static long count_naive(const unsigned char *text, size_t n, const unsigned char *pat, size_t m) {
    long count = 0;
    for (size_t i = 0; i + m <= n; i++) {
        size_t j = 0;
        while (j < m && text[i + j] == pat[j]) j++;
        if (j == m) count++;
    }
    return count;
}

/* The same through cmp_bytes, skipping ahead on the first byte. */
static long count_cmp(const unsigned char *text, size_t n, const unsigned char *pat, size_t m) {
    long count = 0;
    for (size_t i = 0; i + m <= n; i++)
        if (text[i] == pat[0] && cmp_bytes(text + i + 1, pat + 1, m - 1) == 0) count++;
    return count;
}

/* First position of pat in text from `from` on, or -1. */
static long find_first(const unsigned char *text, size_t n, size_t from, const unsigned char *pat, size_t m) {
    for (size_t i = from; i + m <= n; i++) {
        size_t j = 0;
        for (; j < m; j++)
            if (text[i + j] != pat[j]) break;
        if (j == m) return (long)i;
    }
    return -1;
}

/* Last position of pat in text, comparing from the pattern's end, or -1. */
static long find_last(const unsigned char *text, size_t n, const unsigned char *pat, size_t m) {
    for (size_t i = n - m + 1; i-- > 0;) {
        size_t j = m;
        while (j > 0 && text[i + j - 1] == pat[j - 1]) j--;
        if (j == 0) return (long)i;
    }
    return -1;
}

int main(int argc, char **argv) {
    int scale = parse_scale(argc, argv);
    enum { N = 1536, PATS = 10 };
    unsigned char *text = malloc(N);
    /* A four-letter alphabet, skewed so that partial matches are common. */
    static const unsigned char alphabet[8] = {'a', 'a', 'a', 'c', 'c', 'g', 't', 'a'};
    for (size_t i = 0; i < N; i++) text[i] = alphabet[next() & 7];
    unsigned char pats[PATS][24];
    size_t lens[PATS];
    for (int p = 0; p < PATS; p++) {
        lens[p] = 3 + (size_t)p * 7 % 13;
        size_t at = next() % (N - 24);
        for (size_t j = 0; j < lens[p]; j++) pats[p][j] = text[at + j];
        if (p % 3 == 2) pats[p][lens[p] - 1] = 'x'; /* never matches, fails late */
    }
    long found = 0, firsts = 0;
    unsigned long long pos = 0;
    unsigned order = 0;
    for (int r = 0; r < scale; r++) {
        text[(size_t)r * 7 % N] = alphabet[r & 7]; /* a different text each round */
        for (int p = 0; p < PATS; p++) {
            long a = count_naive(text, N, pats[p], lens[p]);
            long b = count_cmp(text, N, pats[p], lens[p]);
            if (a != b) {
                printf("mismatch: pattern %d: %ld %ld\n", p, a, b);
                return 1;
            }
            found += a;
            for (long at = find_first(text, N, 0, pats[p], lens[p]); at >= 0 && firsts < 1000000000L;
                 at = find_first(text, N, (size_t)at + lens[p], pats[p], lens[p]))
                firsts++, pos = pos * 1000003u + (unsigned long long)at;
            pos ^= (unsigned long long)(find_last(text, N, pats[p], lens[p]) + 1);
            int c = cmp_bytes(pats[p], text + ((size_t)r * 131 + (size_t)p * 17) % (N - 24), lens[p]);
            order = order * 31 + (unsigned)(c + 1);
        }
    }
    printf("%ld %ld %08x %016llx\n", found, firsts, order, pos);
    free(text);
    return 0;
}
