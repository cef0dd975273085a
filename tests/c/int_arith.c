/* Integer arithmetic of every width: signed/unsigned char, short, int,
   long long; unsigned wraparound; shifts; division/modulo with negatives. */
#include <stdio.h>

/* Inputs live in non-const external globals so that -O2 cannot fold the
   arithmetic away. */
signed char g_sc = -100;
unsigned char g_uc = 200;
short g_s = -30000;
unsigned short g_us = 65000;
int g_a = -17, g_b = 5;
unsigned g_u = 4000000000u;
int g_mx = 2147483647;
long long g_x = -123456789012345LL, g_y = 987654321LL;
unsigned long long g_ux = 0xFFFFFFFFFFFFFFF0ULL;

static unsigned long long mix(unsigned long long h, unsigned long long v) {
    h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    return h;
}

static void test_char(void) {
    signed char sc = g_sc;
    unsigned char uc = g_uc;
    unsigned char uc2 = (unsigned char)(uc + 100);   /* wraps to 44 */
    signed char neg = (signed char)-128;
    int promoted = sc * uc;                          /* int arithmetic */
    printf("char: %d %u %u %d %d\n", sc, uc, uc2, neg, promoted);
    printf("char div: %d %d %d %d\n", sc / 7, sc % 7, (signed char)(-sc) / 3, uc / 9);
    unsigned char sh = (unsigned char)(uc << 1);
    printf("char shift: %u %u %d\n", sh, uc >> 3, sc >> 2);
}

static void test_short(void) {
    short s = g_s;
    unsigned short us = g_us;
    unsigned short us2 = (unsigned short)(us + 1000);  /* wraps to 464 */
    short s2 = (short)(s - 5000 + 70000);              /* in-range via int */
    printf("short: %d %u %u %d\n", s, us, us2, s2);
    printf("short div: %d %d %d %d\n", s / 7, s % 7, s / -7, s % -7);
    printf("short mul: %d %u\n", s * 3, (unsigned short)((unsigned)us * us));
    printf("short shift: %d %u\n", s >> 3, (unsigned)(us << 4));
}

static void test_int(void) {
    int a = g_a, b = g_b;
    unsigned u = g_u;
    unsigned v = u + 500000000u;                       /* wraps */
    printf("int div: %d %d %d %d %d %d\n", a / b, a % b, -a / b, -a % b, a / -b, a % -b);
    printf("int: %u %u %u\n", v, u * 3u, 0u - 1u);
    printf("int shift: %d %d %u %u\n", a >> 1, (int)((unsigned)a << 3), u >> 7, u << 3);
    int mx = g_mx;
    int mn = -mx - 1;
    printf("int limits: %d %d %d %d\n", mx, mn, mx / -1, (mn + 1) % -1);
    printf("int mixed: %d %u\n", (a < 0) + (u > 0), (unsigned)a + 20u);
}

static void test_ll(void) {
    long long x = g_x;
    long long y = g_y;
    unsigned long long ux = g_ux;
    printf("ll: %lld %lld %lld %lld\n", x * 7, x / y, x % y, -x / 13);
    printf("ull: %llu %llu %llx\n", ux + 0x20, ux * 3, ux >> 4);
    printf("ll shift: %lld %lld %llu\n", x >> 9, y << 20, ux << 60);
    unsigned long long prod = 1;
    for (int i = 1; i <= 25 + g_b - 5; i++) prod *= (unsigned long long)i;   /* wraps */
    printf("25! mod 2^64 = %llu\n", prod);
    long long acc = 0;
    for (long long i = -50; i <= 50; i += 3) acc += i * i * i - 7 * i;
    printf("acc=%lld\n", acc);
}

int main(void) {
    test_char();
    test_short();
    test_int();
    test_ll();
    unsigned long long h = 1469598103934665603ULL;
    for (int i = -300; i < 300; i += 7) {
        signed char c = (signed char)i;
        short s = (short)(i * 111);
        h = mix(h, (unsigned long long)(long long)c);
        h = mix(h, (unsigned long long)(unsigned short)s);
        h = mix(h, (unsigned long long)(i / 7 - i % 11));
        h = mix(h, (unsigned)(i * 2654435761u));
    }
    printf("checksum=%016llx\n", h);
    return 0;
}
