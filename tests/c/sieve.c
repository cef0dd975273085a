/* Sieve of Eratosthenes, prime factorization, perfect numbers, digit sums. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define LIMIT 100000

static unsigned char composite[LIMIT + 1];

static int factorize(unsigned long long n, unsigned long long *out) {
    int k = 0;
    for (unsigned long long p = 2; p * p <= n; p++)
        while (n % p == 0) { out[k++] = p; n /= p; }
    if (n > 1) out[k++] = n;
    return k;
}

static int digit_sum(unsigned v) { int s = 0; while (v) { s += (int)(v % 10); v /= 10; } return s; }

static int sum_divisors_is(int n) {
    int s = 1;
    for (int d = 2; d * d <= n; d++)
        if (n % d == 0) { s += d; if (d * d != n) s += n / d; }
    return s == n && n > 1;
}

int main(void) {
    memset(composite, 0, sizeof composite);
    composite[0] = composite[1] = 1;
    for (int i = 2; (long)i * i <= LIMIT; i++)
        if (!composite[i])
            for (int j = i * i; j <= LIMIT; j += i) composite[j] = 1;
    int count = 0, last = 0;
    long long sum = 0;
    int twin = 0;
    for (int i = 2; i <= LIMIT; i++)
        if (!composite[i]) { count++; sum += i; if (i - last == 2) twin++; last = i; }
    printf("primes<=%d: count=%d sum=%lld last=%d twins=%d\n", LIMIT, count, sum, last, twin);

    int *primes = malloc((size_t)count * sizeof *primes);
    int k = 0;
    for (int i = 2; i <= LIMIT; i++) if (!composite[i]) primes[k++] = i;
    int gap = 0, gap_at = 0;
    for (int i = 1; i < k; i++) if (primes[i] - primes[i - 1] > gap) { gap = primes[i] - primes[i - 1]; gap_at = primes[i - 1]; }
    printf("max gap=%d after %d; 1000th prime=%d\n", gap, gap_at, primes[999]);
    free(primes);

    unsigned long long nums[] = { 360, 97, 1001, 600851475143ULL, 9999999967ULL, 1ULL << 40 };
    for (int i = 0; i < 6; i++) {
        unsigned long long f[64];
        int nf = factorize(nums[i], f);
        printf("%llu =", nums[i]);
        for (int j = 0; j < nf; j++) printf(" %llu", f[j]);
        printf("\n");
    }
    printf("perfect:");
    for (int n = 1; n < 10000; n++) if (sum_divisors_is(n)) printf(" %d", n);
    printf("\n");
    int ds = 0;
    for (unsigned v = 0; v < 100000; v += 7) ds += digit_sum(v);
    printf("digit sums=%d\n", ds);
    return 0;
}
