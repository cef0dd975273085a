/* Bit manipulation: hand popcount, builtins (popcount/clz/ctz/bswap/parity),
   rotate idioms, bit reversal, masks and sign tricks. */
#include <stdio.h>

/* external, non-const inputs so that -O2 keeps the bit operations */
unsigned g_vals[] = { 1u, 2u, 3u, 0x80000000u, 0xffffffffu, 0x12345678u, 0xdeadbeefu, 0x00f000f0u, 1000000u };
unsigned long long g_big = 0x0123456789abcdefULL;
unsigned short g_short = 0xa1b2;
unsigned char g_byte = 0x81;
int g_neg = -12345;
int g_limit = 5000;

static int popcount_hand(unsigned x) {
    int c = 0;
    while (x) { x &= x - 1; c++; }
    return c;
}

static int popcount_swar(unsigned long long x) {
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
}

static unsigned rotl32(unsigned x, unsigned r) { r &= 31; return (x << r) | (x >> ((32 - r) & 31)); }
static unsigned rotr32(unsigned x, unsigned r) { r &= 31; return (x >> r) | (x << ((32 - r) & 31)); }
static unsigned long long rotl64(unsigned long long x, int r) { return (x << r) | (x >> (64 - r)); }
static unsigned char rotl8(unsigned char x, int r) { return (unsigned char)((x << r) | (x >> (8 - r))); }

static unsigned reverse_bits(unsigned x) {
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
    return (x >> 16) | (x << 16);
}

static unsigned bswap_hand(unsigned x) {
    return (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 24);
}

static int next_pow2(unsigned x) { return x <= 1 ? 1 : (int)(1u << (32 - __builtin_clz(x - 1))); }

int main(void) {
    for (int i = 0; i < 9; i++) {
        unsigned v = g_vals[i];
        printf("%08x pc=%d/%d/%d clz=%d ctz=%d bswap=%08x/%08x rev=%08x par=%d\n", v, popcount_hand(v),
               __builtin_popcount(v), popcount_swar(v), __builtin_clz(v), __builtin_ctz(v), __builtin_bswap32(v),
               bswap_hand(v), reverse_bits(v), __builtin_parity(v));
    }
    unsigned long long big = g_big;
    printf("64: pc=%d clz=%d ctz=%d bswap=%016llx rotl=%016llx\n", __builtin_popcountll(big), __builtin_clzll(big),
           __builtin_ctzll(big << 4), (unsigned long long)__builtin_bswap64(big), rotl64(big, 12));
    printf("bswap16=%04x\n", __builtin_bswap16(g_short));
    unsigned h = 0x9e3779b9u;
    for (unsigned r = 0; r < 40; r += 3) h = rotl32(h, r) ^ rotr32(h, r + 1) ^ r;
    printf("rot mix=%08x rotl8=%02x\n", h, rotl8(g_byte, (int)(g_big & 3) + 0));
    for (unsigned x = 0; x < (unsigned)g_limit / 71; x += 9) printf("np2(%u)=%d ", x, next_pow2(x));
    printf("\n");
    int neg = g_neg;
    int mask = neg >> 31;
    printf("abs via mask=%d sign=%d lowbit=%d clearlow=%d\n", (neg ^ mask) - mask, mask | 1, 40 & -40, 40 & (40 - 1));
    unsigned long long fl = 0;
    for (int i = 0; i < 64; i += 5) fl |= 1ULL << i;
    printf("flags=%016llx has10=%d has11=%d\n", fl, (int)((fl >> 10) & 1), (int)((fl >> 11) & 1));
    unsigned a = g_vals[7] >> 8 | 0xf0f0u, b = (g_vals[4] & 0x0ff0u);
    printf("and=%x or=%x xor=%x andnot=%x not=%x\n", a & b, a | b, a ^ b, a & ~b, ~a);
    unsigned bitsum = 0;
    for (unsigned i = 1; i < (unsigned)g_limit; i += 7) bitsum += (unsigned)popcount_hand(i * 2654435761u) * (unsigned)__builtin_ctz(i * 8);
    printf("bitsum=%u ffs=%d %d\n", bitsum, __builtin_ffs(g_neg & 0), __builtin_ffs((int)g_vals[1] << 7));
    return 0;
}
