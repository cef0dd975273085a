/* 128-bit integers: arithmetic, multiplication/division, shifts, comparisons,
   conversions and printing via manual decimal conversion. */
#include <stdio.h>

typedef __int128 i128;
typedef unsigned __int128 u128;

static void print_u128(u128 v) {
    char buf[48];
    int n = 0;
    if (v == 0) buf[n++] = '0';
    while (v) { buf[n++] = (char)('0' + (int)(v % 10)); v /= 10; }
    buf[n] = '\0';
    for (int i = 0, j = n - 1; i < j; i++, j--) { char t = buf[i]; buf[i] = buf[j]; buf[j] = t; }
    printf("%s", buf);
}

static void print_i128(i128 v) {
    if (v < 0) { printf("-"); print_u128((u128)0 - (u128)v); }
    else print_u128((u128)v);
}

static void hex_u128(u128 v) {
    printf("%016llx%016llx", (unsigned long long)(v >> 64), (unsigned long long)v);
}

static u128 factorial(int n) {
    u128 r = 1;
    for (int i = 2; i <= n; i++) r *= (u128)i;
    return r;
}

static u128 mulmod(u128 a, u128 b, u128 m) { return (a * b) % m; }

static u128 powmod(u128 b, u128 e, u128 m) {
    u128 r = 1;
    b %= m;
    while (e) { if (e & 1) r = mulmod(r, b, m); b = mulmod(b, b, m); e >>= 1; }
    return r;
}

static i128 isqrt_ish(i128 v) {      /* integer sqrt by binary search */
    i128 lo = 0, hi = (i128)1 << 62;
    while (lo < hi) {
        i128 mid = (lo + hi + 1) / 2;
        if (mid * mid <= v) lo = mid; else hi = mid - 1;
    }
    return lo;
}

int main(void) {
    u128 f30 = factorial(30);
    printf("30! = "); print_u128(f30); printf("\n");
    printf("30! hex = "); hex_u128(f30); printf("\n");
    u128 full = ~(u128)0;
    printf("max u128 = "); print_u128(full); printf("\n");
    i128 mn = (i128)((u128)1 << 127);
    printf("min i128 = "); print_i128(mn); printf("\n");
    i128 a = (i128)123456789012345678LL * 1000000007;
    i128 b = -(i128)987654321987LL;
    printf("a*b = "); print_i128(a * b / 1000); printf("\n");
    printf("a/b = "); print_i128(a / b); printf(" a%%b = "); print_i128(a % b); printf("\n");
    printf("b>>3 = "); print_i128(b >> 3); printf(" shl = "); hex_u128((u128)a << 37); printf("\n");
    printf("cmp %d %d %d\n", a > b, (u128)b > (u128)a, a == a + 0);
    u128 m = ((u128)1 << 89) - 1;      /* Mersenne prime 2^89-1 */
    printf("2^89-1 = "); print_u128(m); printf("\n");
    printf("fermat 3^(m-1) mod m = "); print_u128(powmod(3, m - 1, ((u128)1 << 61) - 1)); printf("\n");
    double d = (double)f30;
    printf("as double %.6e, back ", d); print_u128((u128)d); printf("\n");
    i128 neg = (i128)-1.5e30;
    printf("from double "); print_i128(neg); printf("\n");
    printf("isqrt = "); print_i128(isqrt_ish((i128)1 << 100 >> 2)); printf("\n");
    u128 acc = 0x0123456789abcdefULL;
    for (int i = 0; i < 100; i++) acc = acc * 6364136223846793005ULL + (u128)1442695040888963407ULL + (acc >> 70);
    printf("acc = "); hex_u128(acc); printf("\n");
    long long lo = (long long)(i128)-5;
    unsigned long long trunc = (unsigned long long)(full >> 1);
    printf("trunc %lld %llu sizeof=%zu\n", lo, trunc, sizeof(i128));
    return 0;
}
