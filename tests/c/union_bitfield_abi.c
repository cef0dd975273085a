/* Unions and bitfield structs passed and returned by value: unions of
   {int, float}, {double, long long}, unions holding small structs, mixed
   unions with float and int members in one eightbyte, and bitfield records
   packed into 1, 2, 4, 8 and 12 bytes. */
#include <stdio.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))

typedef union { int i; float f; } UIF;                          /* 4 bytes */
typedef union { double d; long long q; unsigned u[2]; } UDQ;      /* 8 bytes */
typedef union { float f[2]; double d; } UFD;                     /* 8 bytes, SSE */
typedef union { struct { short a, b; } s; int i; float f; } USI;
typedef union { struct { float x, y, z; } v; int raw[3]; } UV3;  /* 12 bytes */
typedef union { double d[3]; char bytes[24]; } UBIG;             /* 24 bytes, memory */
typedef struct { int kind; UIF val; } Tagged;                    /* 8 bytes */

typedef struct { unsigned char lo : 3, hi : 5; } B1;
typedef struct { unsigned short a : 4, b : 7, c : 5; } B2;
typedef struct { int s : 5; unsigned u : 11; int t : 16; } B4;
typedef struct { unsigned long long x : 33, y : 31; } B8;
typedef struct { int tag : 8; unsigned mask : 24; float w; int n : 12; } B12;

NOINLINE UIF uif_bump(UIF v) { v.i += 1 << 23; return v; }  /* doubles the float */
NOINLINE UIF uif_from_float(float f) { UIF r; r.f = f; return r; }
NOINLINE UDQ udq_negate(UDQ v) { v.u[1] ^= 0x80000000u; return v; }
NOINLINE UFD ufd_swap(UFD v) { float t = v.f[0]; v.f[0] = v.f[1]; v.f[1] = t; return v; }
NOINLINE USI usi_add(USI a, USI b) { USI r; r.s.a = (short)(a.s.a + b.s.a); r.s.b = (short)(a.s.b - b.s.b); return r; }
NOINLINE UV3 uv3_scale(UV3 v, float k) { v.v.x *= k; v.v.y *= k; v.v.z *= k; return v; }
NOINLINE UBIG ubig_rev(UBIG v) {
    UBIG r;
    for (int i = 0; i < 24; i++) r.bytes[i] = v.bytes[23 - i];
    return r;
}
NOINLINE double tagged_value(Tagged t) { return t.kind ? (double)t.val.f : (double)t.val.i; }
NOINLINE Tagged tagged_double(Tagged t) {
    if (t.kind) t.val.f *= 2.0f; else t.val.i *= 2;
    return t;
}

NOINLINE B1 b1_inc(B1 v) { v.lo++; v.hi += 3; return v; }
NOINLINE B2 b2_mix(B2 v, int k) { B2 r; r.a = (unsigned short)(v.b + k); r.b = (unsigned short)(v.c * k); r.c = v.a; return r; }
NOINLINE B4 b4_step(B4 v) { B4 r; r.s = v.s - 3; r.u = v.u * 3 + 1; r.t = v.t / 2 - 100; return r; }
NOINLINE B8 b8_add(B8 a, B8 b) { B8 r; r.x = a.x + b.x; r.y = a.y ^ b.y; return r; }
NOINLINE B12 b12_next(B12 v, float k) { B12 r; r.tag = v.tag + 1; r.mask = v.mask << 1 | 1; r.w = v.w * k; r.n = v.n - 7; return r; }

/* Many small unions and bitfields in one call so some go on the stack. */
NOINLINE double crowd(UIF a, UDQ b, UFD c, B1 d, B2 e, B4 f, B8 g, UIF h, UFD i, B12 j, Tagged k, UDQ l) {
    return a.i + b.d + c.f[0] + c.f[1] + d.lo + d.hi + e.a + e.b + e.c + f.s + f.u + f.t + (double)g.x + g.y + h.f +
           i.d + j.tag + j.mask + j.w + j.n + tagged_value(k) + (double)l.q;
}

int main(void) {
    UIF x = uif_from_float(1.5f);
    for (int i = 0; i < 3; i++) { x = uif_bump(x); printf("uif %.3f %08x\n", (double)x.f, (unsigned)x.i); }
    UDQ q; q.d = 3.25;
    q = udq_negate(q);
    printf("udq %.3f %016llx\n", q.d, (unsigned long long)q.q);
    UFD fd; fd.f[0] = 1.25f; fd.f[1] = -8.0f;
    fd = ufd_swap(fd);
    printf("ufd %.3f %.3f\n", (double)fd.f[0], (double)fd.f[1]);
    USI s1, s2; s1.s.a = 100; s1.s.b = -5; s2.s.a = -30; s2.s.b = 7;
    USI s3 = usi_add(s1, s2);
    printf("usi %d %d\n", s3.s.a, s3.s.b);
    UV3 v; v.v.x = 1.0f; v.v.y = -2.0f; v.v.z = 0.5f;
    v = uv3_scale(v, 4.0f);
    printf("uv3 %.2f %.2f %.2f raw0=%08x\n", (double)v.v.x, (double)v.v.y, (double)v.v.z, (unsigned)v.raw[0]);
    UBIG big;
    for (int i = 0; i < 24; i++) big.bytes[i] = (char)(i * 3);
    big = ubig_rev(big);
    printf("ubig %d %d %d\n", big.bytes[0], big.bytes[11], big.bytes[23]);
    Tagged t1 = { 0, { 21 } }, t2; t2.kind = 1; t2.val.f = 0.75f;
    t1 = tagged_double(t1); t2 = tagged_double(t2);
    printf("tagged %.3f %.3f\n", tagged_value(t1), tagged_value(t2));

    B1 b1 = { 5, 30 };
    for (int i = 0; i < 4; i++) { b1 = b1_inc(b1); printf("b1 lo=%u hi=%u\n", b1.lo, b1.hi); }
    B2 b2 = { 9, 100, 17 };
    for (int i = 0; i < 3; i++) { b2 = b2_mix(b2, i + 2); printf("b2 %u %u %u\n", b2.a, b2.b, b2.c); }
    B4 b4 = { -7, 2000, 30000 };
    for (int i = 0; i < 4; i++) { b4 = b4_step(b4); printf("b4 %d %u %d\n", b4.s, b4.u, b4.t); }
    B8 b8a = { 0x1ffffffffULL, 0x12345678ULL }, b8b = { 5, 0x7fffffffULL };
    B8 b8 = b8_add(b8a, b8b);
    printf("b8 %llx %llx\n", (unsigned long long)b8.x, (unsigned long long)b8.y);
    B12 b12 = { -3, 0x7ff, 1.5f, 2047 };
    for (int i = 0; i < 3; i++) { b12 = b12_next(b12, -0.5f); printf("b12 %d %x %.4f %d\n", b12.tag, b12.mask, (double)b12.w, b12.n); }
    UIF h = uif_from_float(-0.125f);
    UFD i2; i2.d = 1e-3;
    UDQ l; l.q = -1234567;
    printf("crowd %.6f\n", crowd(x, q, fd, b1, b2, b4, b8, h, i2, b12, t2, l));
    return 0;
}
