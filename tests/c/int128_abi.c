/* __int128 passed and returned by value in every position: first argument,
   after five integers (the SysV rule that a 128-bit value never straddles a
   register and the stack), after six (all on the stack), in structs, through
   function pointers and varargs, mixed with doubles, with multiply, divide and
   shifts (libgcc helpers for the divisions). */
#include <stdarg.h>
#include <stdio.h>

#define NOINLINE __attribute__((noinline))

typedef __int128 i128;
typedef unsigned __int128 u128;

static void put_u128(u128 v) {
    char buf[48];
    int n = 47;
    buf[n] = 0;
    do { buf[--n] = (char)('0' + (int)(v % 10)); v /= 10; } while (v);
    printf("%s", buf + n);
}
static void put_i128(i128 v) {
    if (v < 0) { printf("-"); put_u128((u128)0 - (u128)v); } else put_u128((u128)v);
}
static void show(const char *s, i128 v) { printf("%s ", s); put_i128(v); printf("\n"); }

NOINLINE i128 first(i128 a, int k) { return a * k + 1; }
NOINLINE i128 after5(int a, int b, int c, int d, int e, i128 x, int f) { return x + a + b + c + d + e - f; }
NOINLINE i128 after6(long long a, long long b, long long c, long long d, long long e, long long f, i128 x, i128 y) {
    return x - y + a * b + c * d + e * f;
}
NOINLINE u128 mixed(double d1, u128 a, float f1, int i, u128 b, double d2) {
    return a * (u128)i + b + (u128)(d1 * 1000.0) + (u128)(f1 * 10.0f) + (u128)d2;
}
NOINLINE i128 divmod(i128 a, i128 b, i128 *rem) { *rem = a % b; return a / b; }
NOINLINE u128 shifts(u128 v, int s) { return (v << s) ^ (v >> (127 - s)) ^ ((u128)1 << (s + 64)); }

typedef struct { i128 v; int tag; } Tagged;           /* 32 bytes, align 16 */
typedef struct { long long lo; i128 mid; char c; } Mid;
NOINLINE Tagged tagged_mul(Tagged t, i128 k) { t.v *= k; t.tag++; return t; }
NOINLINE Mid mid_make(long long lo, i128 mid, char c) { Mid m = { lo, mid, c }; return m; }
NOINLINE i128 mid_sum(Mid a, Mid b) { return a.lo + a.mid + a.c + b.lo - b.mid - b.c; }

NOINLINE i128 va_sum128(int n, ...) {
    va_list ap;
    va_start(ap, n);
    i128 s = 0;
    for (int i = 0; i < n; i++) {
        int kind = va_arg(ap, int);
        if (kind == 0) s += va_arg(ap, i128);
        else if (kind == 1) s += va_arg(ap, long long);
        else s += (i128)va_arg(ap, double);
    }
    va_end(ap);
    return s;
}

typedef i128 (*fn6)(long long, long long, long long, long long, long long, long long, i128, i128);

NOINLINE u128 fib128(int n) {
    u128 a = 0, b = 1;
    for (int i = 0; i < n; i++) { u128 t = a + b; a = b; b = t; }
    return a;
}

int main(void) {
    i128 big = (i128)1 << 100;
    show("first", first(big + 12345, -3));
    show("after5", after5(1, 2, 3, 4, 5, big, 6));
    show("after6", after6(1, 2, 3, 4, 5, 6, big, -big / 3));
    fn6 f = after6;
    show("after6 ptr", f(-1, 2, -3, 4, -5, 6, (i128)-7, (i128)1 << 90));
    printf("mixed ");
    put_u128(mixed(1.5, (u128)1 << 127, 2.25f, 3, ~(u128)0 >> 1, 1e18));
    printf("\n");
    i128 r;
    i128 q = divmod(-((i128)123456789 << 70) - 17, (i128)987654321 * 1000000007, &r);
    show("div q", q);
    show("div r", r);
    q = divmod(big * 3 + 1, -7, &r);
    show("div2 q", q);
    show("div2 r", r);
    for (int s = 1; s < 60; s += 29) { printf("shift %d ", s); put_u128(shifts(((u128)0xdeadbeefULL << 64) | 0x12345678u, s)); printf("\n"); }
    Tagged t = { 3, 0 };
    for (int i = 0; i < 3; i++) t = tagged_mul(t, (i128)-1000000007 * 1000);
    show("tagged", t.v);
    printf("tag %d\n", t.tag);
    Mid m1 = mid_make(-5, big + 1, 'x'), m2 = mid_make(1LL << 62, -big, 'y');
    show("mid", mid_sum(m1, m2));
    show("va", va_sum128(5, 0, big, 1, -123456789012345LL, 2, 1e20, 0, -(big >> 3), 1, 7LL));
    show("va2", va_sum128(8, 1, 1LL, 1, 2LL, 1, 3LL, 0, (i128)4, 0, (i128)5, 2, 6.9, 0, -7 * ((i128)1 << 80), 1, 8LL));
    printf("fib150 ");
    put_u128(fib128(150));
    printf("\n");
    return 0;
}
