/* Small structs passed and returned by value (SysV classification cases). */
#include <stdio.h>

/* external + noinline so the by-value ABI survives -O2 */
#define NOINLINE __attribute__((noinline))

typedef struct { int a, b; } II;
typedef struct { float x, y; } FF;
typedef struct { double d; int i; } DI;
typedef struct { char c; double d; } CD;
typedef struct { float x, y, z; } F3;
typedef struct { short s0, s1, s2; } S3;
typedef struct { char c0, c1, c2; } C3;
typedef struct { long long q; } Q1;
typedef struct { int i; float f; } IF;
typedef struct { double x, y; } DD;

NOINLINE II ii_add(II p, II q) { II r = { p.a + q.a, p.b * q.b }; return r; }
NOINLINE FF ff_scale(FF v, float k) { FF r = { v.x * k, v.y * k + 0.5f }; return r; }
NOINLINE DI di_make(double d, int i) { DI r; r.d = d * 2.0; r.i = i - 1; return r; }
NOINLINE CD cd_swap(CD v) { CD r = { (char)(v.c + 1), -v.d }; return r; }
NOINLINE F3 f3_cross(F3 a, F3 b) {
    F3 r = { a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x };
    return r;
}
NOINLINE S3 s3_rot(S3 v) { S3 r = { v.s1, v.s2, v.s0 }; return r; }
NOINLINE C3 c3_up(C3 v) { C3 r = { (char)(v.c0 - 32), (char)(v.c1 - 32), (char)(v.c2 - 32) }; return r; }
NOINLINE Q1 q1_neg(Q1 v) { Q1 r = { -v.q }; return r; }
NOINLINE IF if_mix(IF v, int k) { IF r = { v.i * k, v.f / (float)k }; return r; }
NOINLINE DD dd_rot90(DD v) { DD r = { -v.y, v.x }; return r; }

/* struct arguments mixed with scalars so registers run out */
NOINLINE double combine(II a, FF b, DI c, CD d, double e, F3 f, int g, DD h) {
    return a.a + a.b + b.x + b.y + c.d + c.i + d.c + d.d + e + f.x + f.y + f.z + g + h.x + h.y;
}

int main(void) {
    II p = { 3, -4 }, q = { 10, 7 };
    II r = ii_add(p, q);
    printf("II %d %d\n", r.a, r.b);
    FF f = ff_scale((FF){ 1.5f, -2.25f }, 3.0f);
    printf("FF %.6f %.6f\n", f.x, f.y);
    DI di = di_make(1.25, 100);
    printf("DI %.6f %d\n", di.d, di.i);
    CD cd = cd_swap((CD){ 'x', 6.5 });
    printf("CD %c %.6f\n", cd.c, cd.d);
    F3 cr = f3_cross((F3){ 1, 0, 0 }, (F3){ 0, 1, 0 });
    F3 cr2 = f3_cross((F3){ 1.5f, -2, 3 }, (F3){ 4, 5, -6.5f });
    printf("F3 %g %g %g | %g %g %g\n", cr.x, cr.y, cr.z, cr2.x, cr2.y, cr2.z);
    S3 s = s3_rot((S3){ 1, -2, 300 });
    printf("S3 %d %d %d\n", s.s0, s.s1, s.s2);
    C3 c = c3_up((C3){ 'a', 'b', 'z' });
    printf("C3 %c%c%c\n", c.c0, c.c1, c.c2);
    Q1 qq = q1_neg((Q1){ 1234567890123LL });
    printf("Q1 %lld\n", qq.q);
    IF iff = if_mix((IF){ 7, 10.0f }, 4);
    printf("IF %d %.6f\n", iff.i, iff.f);
    DD v = { 1.0, 2.0 };
    for (int i = 0; i < 3; i++) v = dd_rot90(v);
    printf("DD %g %g\n", v.x, v.y);
    double t = combine(p, f, di, cd, 0.125, cr2, 9, v);
    printf("combine %.6f\n", t);

    /* arrays of small structs and struct assignment */
    II arr[8];
    for (int i = 0; i < 8; i++) { arr[i].a = i; arr[i].b = i * i; }
    II acc = { 0, 1 };
    for (int i = 0; i < 8; i++) { II tmp = arr[7 - i]; tmp.b += 1; acc = ii_add(acc, tmp); acc.b %= 1000003; }
    printf("acc %d %d\n", acc.a, acc.b);
    CD cds[4] = { { 'a', 1.0 }, { 'b', 2.0 }, { 'c', 3.0 }, { 'd', 4.0 } };
    double sum = 0;
    for (int i = 0; i < 4; i++) { CD x = cd_swap(cds[i]); sum += x.d * x.c; }
    printf("cds %.3f size CD=%zu F3=%zu S3=%zu C3=%zu DI=%zu\n", sum, sizeof(CD), sizeof(F3), sizeof(S3), sizeof(C3), sizeof(DI));
    return 0;
}
