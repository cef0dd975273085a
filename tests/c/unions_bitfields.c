/* Unions (type punning, tagged unions) and bitfields (signed/unsigned,
   packing, overflow on assignment of unsigned fields). */
#include <stdio.h>
#include <string.h>

/* external, non-const inputs so that -O2 keeps the punning and bitfields */
float g_one = 1.0f;
unsigned g_pi_bits = 0xc0490fdbu;
double g_d = -2.5;
int g_k = 5;

union pun { float f; unsigned u; unsigned char b[4]; };
union dpun { double d; unsigned long long u; int i[2]; };

enum kind { K_INT, K_DBL, K_STR, K_PAIR };
struct value {
    enum kind kind;
    union { long long i; double d; const char *s; struct { short a, b; } pair; } as;
};

struct flags {
    unsigned ready : 1;
    unsigned mode : 3;
    signed level : 4;
    unsigned count : 10;
    unsigned : 0;          /* force next field into a new unit */
    unsigned long long big : 40;
    unsigned char tiny : 2;
};

struct rgb565 { unsigned short b : 5, g : 6, r : 5; };

static double as_double(const struct value *v) {
    switch (v->kind) {
    case K_INT: return (double)v->as.i;
    case K_DBL: return v->as.d;
    case K_STR: return (double)strlen(v->as.s);
    case K_PAIR: return v->as.pair.a * 100.0 + v->as.pair.b;
    }
    return -1.0;
}

int main(void) {
    union pun p;
    p.f = g_one;
    printf("1.0f bits=%08x bytes=%02x %02x %02x %02x\n", p.u, p.b[0], p.b[1], p.b[2], p.b[3]);
    p.u = g_pi_bits;
    printf("bits c0490fdb = %.6f\n", p.f);
    union dpun d;
    d.d = g_d;
    printf("-2.5 bits=%016llx lo=%d hi=%d\n", d.u, d.i[0], d.i[1]);
    d.u = 0x7ff0000000000000ULL;
    printf("inf=%f sizeof pun=%zu dpun=%zu\n", d.d, sizeof(union pun), sizeof(union dpun));

    struct value vals[4];
    vals[0].kind = K_INT; vals[0].as.i = -77;
    vals[1].kind = K_DBL; vals[1].as.d = 6.25;
    vals[2].kind = K_STR; vals[2].as.s = "seven";
    vals[3].kind = K_PAIR; vals[3].as.pair.a = 3; vals[3].as.pair.b = -4;
    double tot = 0;
    for (int i = 0; i < 4; i++) tot += as_double(&vals[i]);
    printf("tagged total=%.3f sizeof value=%zu\n", tot, sizeof(struct value));

    struct flags f;
    memset(&f, 0, sizeof f);
    f.ready = 1;
    f.mode = (unsigned)g_k;
    f.level = 2 - g_k;
    f.count = (unsigned)(g_k * 200);
    f.big = 0xABCDEF1234ULL;
    f.tiny = 3;
    printf("flags %u %u %d %u %llx %u size=%zu\n", f.ready, f.mode, f.level, f.count, (unsigned long long)f.big, f.tiny, sizeof f);
    f.mode = (unsigned)(f.mode + 4);        /* wraps modulo 8 */
    f.count = (unsigned)(f.count + 100);    /* wraps modulo 1024 */
    f.level = (signed)(f.level - 4);        /* -7, still representable */
    f.big = (unsigned long long)(f.big << 4);
    printf("after %u %u %d %llx\n", f.mode, f.count, f.level, (unsigned long long)f.big);
    unsigned raw[4];
    memcpy(raw, &f, sizeof raw < sizeof f ? sizeof raw : sizeof f);
    printf("raw0=%08x\n", raw[0]);

    struct rgb565 c;
    c.r = 31; c.g = 40; c.b = 7;
    unsigned short packed;
    memcpy(&packed, &c, 2);
    printf("rgb565=%04x r=%u g=%u b=%u\n", packed, c.r, c.g, c.b);
    unsigned sum = 0;
    for (int i = 0; i < g_k * 20; i++) {
        c.r = (unsigned)(i * 3); c.g = (unsigned)(i * 5); c.b = (unsigned)(i * 7);
        sum += c.r * 10000u + c.g * 100u + c.b;
    }
    printf("bitfield sum=%u\n", sum);
    return 0;
}
