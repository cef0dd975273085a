/* LCG random numbers and hash functions: FNV-1a, djb2, CRC32 (table built at
   run time), Adler-32, and a simple xorshift. */
#include <stdio.h>
#include <string.h>

static unsigned crc_table[256];

static void crc_init(void) {
    for (unsigned i = 0; i < 256; i++) {
        unsigned c = i;
        for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[i] = c;
    }
}

static unsigned crc32(const unsigned char *p, size_t n) {
    unsigned c = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) c = crc_table[(c ^ p[i]) & 0xff] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

static unsigned long long fnv1a64(const unsigned char *p, size_t n) {
    unsigned long long h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; i++) { h ^= p[i]; h *= 0x100000001b3ULL; }
    return h;
}

static unsigned adler32(const unsigned char *p, size_t n) {
    unsigned a = 1, b = 0;
    for (size_t i = 0; i < n; i++) { a = (a + p[i]) % 65521u; b = (b + a) % 65521u; }
    return (b << 16) | a;
}

static unsigned long long lcg64_state = 42;
static unsigned long long lcg64(void) {
    lcg64_state = lcg64_state * 6364136223846793005ULL + 1442695040888963407ULL;
    return lcg64_state;
}

static unsigned xorshift32(unsigned *s) {
    unsigned x = *s;
    x ^= x << 13; x ^= x >> 17; x ^= x << 5;
    return *s = x;
}

int main(void) {
    crc_init();
    const char *msgs[] = { "", "a", "abc", "The quick brown fox jumps over the lazy dog", "123456789" };
    for (int i = 0; i < 5; i++) {
        const unsigned char *m = (const unsigned char *)msgs[i];
        size_t n = strlen(msgs[i]);
        printf("crc=%08x fnv=%016llx adler=%08x '%s'\n", crc32(m, n), fnv1a64(m, n), adler32(m, n), msgs[i]);
    }
    unsigned char buf[1000];
    for (int i = 0; i < 1000; i++) buf[i] = (unsigned char)(lcg64() >> 56);
    printf("random block crc=%08x fnv=%016llx adler=%08x\n", crc32(buf, 1000), fnv1a64(buf, 1000), adler32(buf, 1000));
    unsigned xs = 2463534242u;
    unsigned xacc = 0;
    for (int i = 0; i < 10000; i++) xacc += xorshift32(&xs) >> 7;
    printf("xorshift last=%u acc=%u\n", xs, xacc);
    /* bucket distribution of the LCG */
    int buckets[8] = { 0 };
    for (int i = 0; i < 8000; i++) buckets[lcg64() >> 61]++;
    for (int i = 0; i < 8; i++) printf("%d ", buckets[i]);
    printf("\n");
    return 0;
}
