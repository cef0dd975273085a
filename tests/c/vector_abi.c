/* GCC vector extension types passed and returned by value: 8-, 16- and
   32-byte vectors of floats, doubles, ints, shorts and chars, vectors inside
   structs, element access, shuffles by hand, comparisons and conversions. */
#include <stdio.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))
/* 32-byte vectors without AVX are passed in memory; both compilers agree, but warn. */
#pragma GCC diagnostic ignored "-Wpsabi"

typedef float f4 __attribute__((vector_size(16)));
typedef double d2 __attribute__((vector_size(16)));
typedef int i4 __attribute__((vector_size(16)));
typedef short s8 __attribute__((vector_size(16)));
typedef unsigned char u16 __attribute__((vector_size(16)));
typedef float f2 __attribute__((vector_size(8)));
typedef int i2 __attribute__((vector_size(8)));
typedef double d4 __attribute__((vector_size(32)));
typedef long long q4 __attribute__((vector_size(32)));

typedef struct { f4 pos; int id; } Particle;   /* 32 bytes, align 16 */

NOINLINE f4 f4_madd(f4 a, f4 b, f4 c) { return a * b + c; }
NOINLINE d2 d2_div(d2 a, d2 b) { return a / b; }
NOINLINE i4 i4_mix(i4 a, i4 b, int k) { return (a << 2) ^ (b >> 1) ^ k; }
NOINLINE s8 s8_sat(s8 a, s8 b) {
    s8 r;
    for (int i = 0; i < 8; i++) {
        int s = a[i] + b[i];
        r[i] = (short)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
    }
    return r;
}
NOINLINE u16 u16_avg(u16 a, u16 b) { return (u16)((a >> 1) + (b >> 1) + (a & b & 1)); }
NOINLINE f2 f2_rot(f2 v) { f2 r = { -v[1], v[0] }; return r; }
NOINLINE i2 i2_add(i2 a, i2 b) { return a + b; }
NOINLINE d4 d4_lerp(d4 a, d4 b, double t) { return a + (b - a) * t; }
NOINLINE q4 q4_mul(q4 a, q4 b) { return a * b - (a >> 3); }
NOINLINE i4 f4_gt(f4 a, f4 b) { return a > b; }
NOINLINE f4 i4_to_f4(i4 v) { return __builtin_convertvector(v, f4); }
NOINLINE d2 f2_widen(f2 v) { return __builtin_convertvector(v, d2); }
NOINLINE float f4_hsum(f4 v) { return (v[0] + v[1]) + (v[2] + v[3]); }

/* Mixed scalar and vector arguments: registers run out. */
NOINLINE double many_vecs(f4 a, double x, d2 b, int n, f4 c, d2 d, f2 e, f4 f, d2 g, i4 h, f4 i, d2 j, float y) {
    double s = x + n + y;
    for (int k = 0; k < 4; k++) s += a[k] + c[k] * 2 + f[k] * 3 + h[k] + i[k] * 0.5;
    for (int k = 0; k < 2; k++) s += b[k] - d[k] + g[k] * j[k] + e[k];
    return s;
}

NOINLINE Particle particle_move(Particle p, f4 vel, float dt) { p.pos += vel * dt; p.id++; return p; }

typedef f4 (*f4_op)(f4, f4, f4);

static void pf4(const char *s, f4 v) { printf("%s %.4f %.4f %.4f %.4f\n", s, (double)v[0], (double)v[1], (double)v[2], (double)v[3]); }
static void pi4(const char *s, i4 v) { printf("%s %d %d %d %d\n", s, v[0], v[1], v[2], v[3]); }

f4 g_a = { 1.0f, 2.0f, 3.0f, 4.0f };
f4 g_b = { 0.5f, -1.0f, 2.0f, 0.25f };

int main(void) {
    f4 a = g_a, b = g_b;
    f4 c = f4_madd(a, b, a);
    pf4("madd", c);
    f4_op op = f4_madd;
    f4 acc = a;
    for (int i = 0; i < 4; i++) acc = op(acc, b, c);
    pf4("iter", acc);
    printf("hsum %.4f\n", (double)f4_hsum(acc));
    d2 x = { 1.0, -9.0 }, y = { 3.0, 0.5 };
    d2 q = d2_div(x, y);
    printf("d2 %.6f %.6f\n", q[0], q[1]);
    i4 ia = { 1, -2, 300, -40000 }, ib = { -1, 7, 1 << 20, 5 };
    pi4("i4mix", i4_mix(ia, ib, 0x55));
    pi4("gt", f4_gt(a, c));
    pf4("cvt", i4_to_f4(ia));
    s8 sa = { 30000, -30000, 5, -5, 100, 32767, -32768, 0 }, sb = { 5000, -5000, 6, 7, -200, 1, -1, 0 };
    s8 sr = s8_sat(sa, sb);
    printf("s8");
    for (int i = 0; i < 8; i++) printf(" %d", sr[i]);
    printf("\n");
    u16 ua, ub;
    for (int i = 0; i < 16; i++) { ua[i] = (unsigned char)(i * 17); ub[i] = (unsigned char)(255 - i * 3); }
    u16 ur = u16_avg(ua, ub);
    unsigned sum = 0;
    for (int i = 0; i < 16; i++) sum = sum * 3 + ur[i];
    printf("u16 %u %u %u\n", ur[0], ur[15], sum);
    f2 v2 = { 3.0f, 4.0f };
    for (int i = 0; i < 3; i++) v2 = f2_rot(v2);
    printf("f2 %.2f %.2f\n", (double)v2[0], (double)v2[1]);
    d2 w = f2_widen(v2);
    printf("widen %.2f %.2f\n", w[0], w[1]);
    i2 j2 = { 7, -8 };
    j2 = i2_add(j2, j2);
    printf("i2 %d %d\n", j2[0], j2[1]);
    d4 da = { 0, 1, 2, 3 }, db = { 10, 20, 30, 40 };
    d4 dl = d4_lerp(da, db, 0.25);
    printf("d4 %.3f %.3f %.3f %.3f\n", dl[0], dl[1], dl[2], dl[3]);
    q4 qa = { 1, -2, 1LL << 40, 99 }, qb = { 5, 6, -7, 1LL << 20 };
    q4 qm = q4_mul(qa, qb);
    printf("q4 %lld %lld %lld %lld\n", qm[0], qm[1], qm[2], qm[3]);
    printf("many %.4f\n", many_vecs(a, 0.5, x, 3, b, y, v2, c, q, ia, acc, w, 1.25f));
    Particle p = { { 0, 0, 0, 1 }, 7 };
    for (int i = 0; i < 5; i++) p = particle_move(p, b, 0.5f);
    printf("particle %d", p.id);
    pf4("", p.pos);
    return 0;
}
