/* Benchmark: sieve of Eratosthenes over a byte array (counted loops with a runtime bound, a strided
   inner loop, an odd-only sieve with stride 2p, a scan with a data-dependent count).
   Argument: scale (default 1). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int parse_scale(int argc, char **argv) {
    int s = 0;
    if (argc < 2) return 1;
    for (const char *p = argv[1]; *p >= '0' && *p <= '9'; p++) s = s * 10 + (*p - '0');
    return s > 0 ? s : 1;
}

/* flags[i] == 1 for the primes i <= n; returns their count. */
static long sieve(unsigned char *flags, long n) {
    for (long i = 0; i <= n; i++) flags[i] = 1;
    flags[0] = 0;
    if (n >= 1) flags[1] = 0;
    for (long i = 2; i * i <= n; i++)
        if (flags[i])
            for (long j = i * i; j <= n; j += i) flags[j] = 0;
    long count = 0;
    for (long i = 0; i <= n; i++) count += flags[i];
    return count;
}

/* odd[k] stands for 2k+1; returns the number of primes <= n (n >= 2). */
static long sieve_odd(unsigned char *odd, long n) {
    long m = (n - 1) / 2; /* 3, 5, ..., the largest odd <= n: indices 1..m */
    memset(odd, 1, (size_t)m + 1);
    odd[0] = 0;
    for (long k = 1; (2 * k + 1) * (2 * k + 1) <= n; k++)
        if (odd[k]) {
            long p = 2 * k + 1;
            for (long j = (p * p - 1) / 2; j <= m; j += p) odd[j] = 0;
        }
    long count = 1; /* 2 */
    for (long k = 1; k <= m; k++) count += odd[k];
    return count;
}

int main(int argc, char **argv) {
    int scale = parse_scale(argc, argv);
    enum { MAXN = 10000 };
    unsigned char *flags = malloc(MAXN + 1), *odd = malloc(MAXN / 2 + 1);
    long total = 0, twins = 0;
    unsigned long long sum = 0;
    for (int r = 0; r < scale; r++) {
        long n = 8000 + (r * 7919L) % 1999; /* the bound changes every round */
        long c = sieve(flags, n);
        long c2 = sieve_odd(odd, n);
        if (c != c2) {
            printf("mismatch at n=%ld: %ld %ld\n", n, c, c2);
            return 1;
        }
        total += c;
        for (long i = 3; i + 2 <= n; i += 2) twins += flags[i] & flags[i + 2];
        for (long i = n; i > n - 500; i--)
            if (flags[i]) sum = sum * 31 + (unsigned long long)i;
    }
    printf("%ld %ld %016llx\n", total, twins, sum);
    free(flags);
    free(odd);
    return 0;
}
