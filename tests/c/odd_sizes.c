/* Structs of every size from 1 to 17 bytes (char arrays, shorts, mixed
   float/char members) passed and returned by value, with results stored next
   to guard bytes so that an over-wide load or store of a partial eightbyte
   shows up, plus SysV classification corner cases ({char,float},
   {float,char,char}, {short,double}, _Bool and enum members). Sizes 11, 13,
   14 and 15 are only passed, not returned: clang returns them as
   { i64, i24/i40/i48/i56 }, which Kiln rejects (docs/ir.md). */
#include <stdio.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))

#define DEFARG(N) \
    typedef struct { unsigned char c[N]; } S##N; \
    NOINLINE void fill##N(S##N *r, int seed) { for (int i = 0; i < N; i++) r->c[i] = (unsigned char)(seed + i * 7); } \
    NOINLINE void bumpp##N(S##N *v, S##N w, int k) { for (int i = 0; i < N; i++) v->c[i] = (unsigned char)(w.c[i] + k + i); } \
    NOINLINE unsigned sum##N(S##N a, int pad, S##N b) { unsigned s = (unsigned)pad; for (int i = 0; i < N; i++) s = s * 31u + a.c[i] * 3u + b.c[i]; return s; }
#define DEF(N) DEFARG(N) \
    NOINLINE S##N make##N(int seed) { S##N r; fill##N(&r, seed); return r; } \
    NOINLINE S##N bump##N(S##N v, int k) { for (int i = 0; i < N; i++) v.c[i] = (unsigned char)(v.c[i] + k + i); return v; }

DEF(1) DEF(2) DEF(3) DEF(4) DEF(5) DEF(6) DEF(7) DEF(8) DEF(9) DEF(10) DEFARG(11) DEF(12) DEFARG(13) DEFARG(14)
DEFARG(15) DEF(16) DEF(17)

typedef struct { char c; float f; } CF;                 /* one eightbyte: INTEGER */
typedef struct { float f; char a, b; } FCC;             /* one eightbyte: INTEGER */
typedef struct { short s; double d; } SD;               /* INTEGER + SSE */
typedef struct { double d; short s[3]; } DS3;           /* SSE + INTEGER */
typedef struct { _Bool ok; enum { RED, GREEN, BLUE } col; float w; } BEF;  /* 12 bytes */
typedef struct { float a; struct { float b; } in; double c; } Nested;        /* SSE + SSE */
typedef struct { short s[5]; } SH5;                     /* 10 bytes */
typedef struct { int i; char c[5]; } IC5;                /* 12 bytes */

NOINLINE CF cf_f(CF v) { CF r = { (char)(v.c + 1), v.f * 2 }; return r; }
NOINLINE FCC fcc_f(FCC v) { FCC r = { v.f - 1, v.b, v.a }; return r; }
NOINLINE SD sd_f(SD v, SD w) { SD r = { (short)(v.s - w.s), v.d * w.d }; return r; }
NOINLINE DS3 ds3_f(DS3 v) { DS3 r = { -v.d, { v.s[2], v.s[0], v.s[1] } }; return r; }
NOINLINE BEF bef_f(BEF v) { BEF r = { !v.ok, v.col == BLUE ? RED : v.col + 1, v.w + 0.5f }; return r; }
NOINLINE Nested nested_f(Nested v) { Nested r = { v.in.b, { (float)v.c }, v.a }; return r; }
NOINLINE SH5 sh5_f(SH5 v) { SH5 r; for (int i = 0; i < 5; i++) r.s[i] = (short)(v.s[4 - i] * -2); return r; }
NOINLINE IC5 ic5_f(IC5 v) { IC5 r = v; r.i = -v.i; for (int i = 0; i < 5; i++) r.c[i] = (char)(v.c[i] ^ 0x20); return r; }

static unsigned guard_check(const unsigned char *g, int n) {
    unsigned bad = 0;
    for (int i = 0; i < n; i++) bad += g[i] != 0xA5;
    return bad;
}

#define RUN(N) do { \
        struct { unsigned char pre[3]; S##N v; unsigned char post[9]; } box; \
        memset(&box, 0xA5, sizeof box); \
        box.v = make##N(N); \
        for (int k = 0; k < 3; k++) box.v = bump##N(box.v, k); \
        S##N other = make##N(100 + N); \
        unsigned s = sum##N(box.v, N, other); \
        printf("S%-2d sum=%10u first=%3u last=%3u guards=%u\n", N, s, box.v.c[0], box.v.c[N - 1], \
               guard_check(box.pre, 3) + guard_check(box.post, 9)); \
    } while (0)
/* The same through pointers, for the sizes that are only passed by value. */
#define RUNARG(N) do { \
        struct { unsigned char pre[3]; S##N v; unsigned char post[9]; } box; \
        memset(&box, 0xA5, sizeof box); \
        fill##N(&box.v, N); \
        for (int k = 0; k < 3; k++) bumpp##N(&box.v, box.v, k); \
        S##N other; \
        fill##N(&other, 100 + N); \
        unsigned s = sum##N(box.v, N, other); \
        printf("S%-2d sum=%10u first=%3u last=%3u guards=%u\n", N, s, box.v.c[0], box.v.c[N - 1], \
               guard_check(box.pre, 3) + guard_check(box.post, 9)); \
    } while (0)

int main(void) {
    RUN(1); RUN(2); RUN(3); RUN(4); RUN(5); RUN(6); RUN(7); RUN(8); RUN(9);
    RUN(10); RUNARG(11); RUN(12); RUNARG(13); RUNARG(14); RUNARG(15); RUN(16); RUN(17);

    /* results written into consecutive array elements: a too-wide store would smash the neighbour */
    S3 arr3[4];
    S7 arr7[4];
    for (int i = 0; i < 4; i++) { arr3[i] = make3(10 * i); arr7[i] = make7(20 * i); }
    for (int i = 0; i < 4; i += 2) { arr3[i] = bump3(arr3[i], 1); arr7[i] = bump7(arr7[i], 2); }
    unsigned h = 0;
    for (int i = 0; i < 4; i++) for (int j = 0; j < 3; j++) h = h * 17u + arr3[i].c[j];
    for (int i = 0; i < 4; i++) for (int j = 0; j < 7; j++) h = h * 13u + arr7[i].c[j];
    printf("arrays h=%u\n", h);

    CF cf = { 'a', 1.25f };
    cf = cf_f(cf_f(cf));
    printf("cf %c %.3f\n", cf.c, (double)cf.f);
    FCC fcc = { 2.5f, 'x', 'y' };
    fcc = fcc_f(fcc);
    printf("fcc %.3f %c %c\n", (double)fcc.f, fcc.a, fcc.b);
    SD sa = { 300, 1.5 }, sb = { -7, -4.0 };
    SD sr = sd_f(sa, sb);
    printf("sd %d %.3f\n", sr.s, sr.d);
    DS3 d3 = { 6.25, { 1, 2, 3 } };
    d3 = ds3_f(ds3_f(d3));
    printf("ds3 %.3f %d %d %d\n", d3.d, d3.s[0], d3.s[1], d3.s[2]);
    BEF b = { 0, GREEN, 1.0f };
    for (int i = 0; i < 4; i++) { b = bef_f(b); printf("bef %d %d %.2f\n", b.ok, (int)b.col, (double)b.w); }
    Nested n = { 1.5f, { 2.5f }, 3.5 };
    n = nested_f(n);
    printf("nested %.2f %.2f %.2f\n", (double)n.a, (double)n.in.b, n.c);
    SH5 s5 = { { 1, -2, 3, -4, 5 } };
    s5 = sh5_f(s5);
    printf("sh5 %d %d %d %d %d\n", s5.s[0], s5.s[1], s5.s[2], s5.s[3], s5.s[4]);
    IC5 ic = { 77, "abcd" };
    ic = ic5_f(ic);
    printf("ic5 %d [%.5s]\n", ic.i, ic.c);
    return 0;
}
