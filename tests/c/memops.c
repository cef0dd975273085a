/* memcpy/memmove/memset/memcmp with assorted sizes and alignments, struct
   assignment (lowered to memcpy), and zero-initialisation of aggregates. */
#include <stdio.h>
#include <string.h>

struct blob { int id; char tag[13]; double w[5]; short s; };

static unsigned sum_bytes(const void *p, size_t n) {
    const unsigned char *b = p;
    unsigned s = 0;
    for (size_t i = 0; i < n; i++) s = s * 7u + b[i];
    return s;
}

static int sgn(int v) { return (v > 0) - (v < 0); }

int main(void) {
    unsigned char src[300], dst[300];
    for (int i = 0; i < 300; i++) src[i] = (unsigned char)(i * 29 + 7);
    unsigned acc = 0;
    for (size_t len = 0; len <= 40; len += 3)
        for (size_t off = 0; off < 8; off++) {
            memset(dst, 0xAA, sizeof dst);
            memcpy(dst + off, src + (7 - off), len);
            acc = acc * 31u + sum_bytes(dst, 64);
        }
    printf("memcpy acc=%u\n", acc);

    for (int i = 0; i < 300; i++) dst[i] = (unsigned char)i;
    memmove(dst + 10, dst, 100);     /* forward overlap */
    memmove(dst + 150, dst + 160, 100); /* backward overlap */
    printf("memmove sum=%u d[10]=%u d[109]=%u d[150]=%u d[249]=%u\n", sum_bytes(dst, 300), dst[10], dst[109], dst[150], dst[249]);

    memset(dst, 0, 300);
    memset(dst + 5, 'z', 17);
    memset(dst + 100, 255, 1);
    printf("memset sum=%u\n", sum_bytes(dst, 300));

    const char *a = "abcdefgh", *b = "abcdeXgh", *c = "abcdefgz";
    printf("memcmp %d %d %d %d %d\n", sgn(memcmp(a, b, 8)), sgn(memcmp(b, a, 8)), sgn(memcmp(a, b, 5)), sgn(memcmp(a, c, 8)),
           sgn(memcmp(a, a, 0)));
    unsigned char hi[2] = { 0x80, 0 }, lo[2] = { 0x7f, 0 };
    printf("memcmp unsigned bytes %d\n", sgn(memcmp(hi, lo, 2)));

    struct blob x;
    memset(&x, 0, sizeof x);
    x.id = 7;
    strcpy(x.tag, "twelve chars");
    for (int i = 0; i < 5; i++) x.w[i] = i * 1.25;
    x.s = -2;
    struct blob y = x;              /* struct copy */
    y.w[4] = -1.0;
    struct blob z;
    memcpy(&z, &y, sizeof z);
    int same_xy = sgn(memcmp(x.w, y.w, sizeof x.w)) + 1;   /* 0, 1 or 2; sign only, never "== 0" */
    int same_yz = sgn(memcmp(&y, &z, sizeof y)) + 1;
    printf("blob size=%zu id=%d tag=%s w4=%.2f/%.2f s=%d same=%d%d\n", sizeof x, z.id, z.tag, x.w[4], z.w[4], z.s, same_xy,
           same_yz);

    struct blob arr[4] = { { 1, "one", { 1 }, 1 } };   /* rest zero */
    double tot = 0;
    for (int i = 0; i < 4; i++) tot += arr[i].id + arr[i].w[0] + arr[i].s + (double)strlen(arr[i].tag);
    printf("zero-init tot=%.1f\n", tot);

    long long big[64];
    memset(big, 0xff, sizeof big);
    int allneg = 1;
    for (int i = 0; i < 64; i++) allneg &= big[i] == -1;
    memcpy(big + 32, big, 0);
    printf("allneg=%d\n", allneg);

    char rot[27];
    strcpy(rot, "abcdefghijklmnopqrstuvwxyz");
    for (int i = 0; i < 5; i++) {
        char first = rot[0];
        memmove(rot, rot + 1, 25);
        rot[25] = first;
    }
    printf("rot=%s\n", rot);
    return 0;
}
