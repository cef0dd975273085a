/* Benchmark: CRC-32 and FNV-1a hashing plus an open-addressing hash table (bit operations,
   shifts, table lookups, 64-bit multiply). Argument: scale (default 1). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned crc_table[256];

static void crc_init(void) {
    for (unsigned i = 0; i < 256; i++) {
        unsigned c = i;
        for (int k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[i] = c;
    }
}

static unsigned crc32(const unsigned char *p, size_t n) {
    unsigned c = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) c = crc_table[(c ^ p[i]) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

static unsigned long long fnv1a(const unsigned char *p, size_t n) {
    unsigned long long h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) { h ^= p[i]; h *= 1099511628211ull; }
    return h;
}

static int parse_scale(int argc, char **argv) {
    int s = 0;
    if (argc < 2) return 1;
    for (const char *p = argv[1]; *p >= '0' && *p <= '9'; p++) s = s * 10 + (*p - '0');
    return s > 0 ? s : 1;
}

int main(int argc, char **argv) {
    int scale = parse_scale(argc, argv);
    crc_init();
    size_t n = 4096;
    unsigned char *buf = malloc(n);
    for (size_t i = 0; i < n; i++) buf[i] = (unsigned char)(i * 7 + (i >> 3));
    unsigned crc = 0;
    unsigned long long h = 0;
    for (int r = 0; r < 4 * scale; r++) {
        buf[r % n] ^= (unsigned char)r;
        crc ^= crc32(buf, n);
        h ^= fnv1a(buf, n);
    }
    enum { SLOTS = 1 << 14 };
    unsigned long long *keys = calloc(SLOTS, sizeof *keys);
    long hits = 0;
    for (long i = 0; i < 2000L * scale; i++) {
        unsigned long long k = (unsigned long long)(i % 9000) * 0x9E3779B97F4A7C15ull + 1;
        size_t s = (size_t)(k >> 50) & (SLOTS - 1);
        while (keys[s] && keys[s] != k) s = (s + 1) & (SLOTS - 1);
        if (keys[s] == k) hits++; else keys[s] = k;
    }
    printf("%08x %016llx %ld\n", crc, h, hits);
    free(buf);
    free(keys);
    return 0;
}
