/* Variadic functions: va_list forwarded through several levels (by value and
   by pointer), va_copy used twice, structs of several classes passed through
   "...", mixed int/long long/double sums that spill to the stack, variadic
   functions returning structs and called through function pointers. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))

typedef struct { int a, b; } P2;
typedef struct { double x, y; } D2;
typedef struct { float u, v; } F2;
typedef struct { long long q[3]; } Q3;
typedef struct { char c; double d; } CD;

/* Formats into buf: i int, L long long, d double, s string, p P2, D D2, f F2, q Q3, c CD. */
NOINLINE int vformat(char *buf, int cap, const char *spec, va_list ap) {
    int n = 0;
    for (const char *s = spec; *s && n < cap; s++) {
        int left = cap - n;
        switch (*s) {
        case 'i': n += snprintf(buf + n, left, "i%d ", va_arg(ap, int)); break;
        case 'L': n += snprintf(buf + n, left, "L%lld ", va_arg(ap, long long)); break;
        case 'd': n += snprintf(buf + n, left, "d%.3f ", va_arg(ap, double)); break;
        case 's': n += snprintf(buf + n, left, "s%s ", va_arg(ap, const char *)); break;
        case 'p': { P2 p = va_arg(ap, P2); n += snprintf(buf + n, left, "p%d/%d ", p.a, p.b); break; }
        case 'D': { D2 d = va_arg(ap, D2); n += snprintf(buf + n, left, "D%.2f/%.2f ", d.x, d.y); break; }
        case 'f': { F2 f = va_arg(ap, F2); n += snprintf(buf + n, left, "f%.2f/%.2f ", (double)f.u, (double)f.v); break; }
        case 'q': { Q3 q = va_arg(ap, Q3); n += snprintf(buf + n, left, "q%lld/%lld/%lld ", q.q[0], q.q[1], q.q[2]); break; }
        case 'c': { CD c = va_arg(ap, CD); n += snprintf(buf + n, left, "c%c/%.1f ", c.c, c.d); break; }
        default: n += snprintf(buf + n, left, "? "); break;
        }
    }
    return n;
}

/* Forward once more: walk the list twice through two va_copy copies. */
NOINLINE int vformat_twice(char *buf, int cap, const char *spec, va_list ap) {
    va_list c1, c2;
    va_copy(c1, ap);
    va_copy(c2, ap);
    int n = vformat(buf, cap, spec, c1);
    if (n < cap - 2) { buf[n++] = '|'; buf[n] = 0; }
    n += vformat(buf + n, cap - n, spec, c2);
    va_end(c2);
    va_end(c1);
    return n;
}

NOINLINE void show(const char *spec, ...) {
    char buf[512];
    va_list ap;
    va_start(ap, spec);
    int n = vformat_twice(buf, (int)sizeof buf, spec, ap);
    va_end(ap);
    printf("[%d] %s\n", n, buf);
}

/* Consume a prefix through a pointer to the caller's va_list. */
static long long take_ints(va_list *ap, int k) {
    long long s = 0;
    for (int i = 0; i < k; i++) s += va_arg(*ap, int);
    return s;
}
static double take_doubles(va_list *ap, int k) {
    double s = 0;
    for (int i = 0; i < k; i++) s += va_arg(*ap, double);
    return s;
}
NOINLINE double split_sum(int ni, int nd, ...) {
    va_list ap;
    va_start(ap, nd);
    long long si = take_ints(&ap, ni);
    double sd = take_doubles(&ap, nd);
    long long tail = va_arg(ap, long long);
    va_end(ap);
    return (double)si + sd + (double)tail;
}

/* Mixed sum: kinds given as a string; floats, chars and shorts arrive promoted. */
NOINLINE double mixed_sum(const char *kinds, ...) {
    va_list ap;
    va_start(ap, kinds);
    double s = 0;
    for (const char *k = kinds; *k; k++) {
        if (*k == 'i') s += va_arg(ap, int);
        else if (*k == 'L') s += (double)va_arg(ap, long long);
        else s += va_arg(ap, double);
    }
    va_end(ap);
    return s;
}

/* A variadic function returning a struct, called through a pointer. */
NOINLINE D2 centroid(int n, ...) {
    va_list ap;
    va_start(ap, n);
    D2 c = { 0, 0 };
    for (int i = 0; i < n; i++) { D2 p = va_arg(ap, D2); c.x += p.x; c.y += p.y; }
    va_end(ap);
    if (n) { c.x /= n; c.y /= n; }
    return c;
}
typedef D2 (*centroid_fn)(int, ...);

NOINLINE Q3 q3_sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    Q3 r;
    memset(&r, 0, sizeof r);
    for (int i = 0; i < n; i++) {
        Q3 q = va_arg(ap, Q3);
        for (int j = 0; j < 3; j++) r.q[j] += q.q[j] * (i + 1);
    }
    va_end(ap);
    return r;
}

int main(void) {
    P2 p = { 3, -4 };
    D2 d = { 1.25, -2.5 };
    F2 f = { 0.5f, 8.0f };
    Q3 q = { { 1, 1LL << 40, -7 } };
    CD c = { 'z', 6.5 };
    short sh = -12;
    char ch = 'k';
    float fl = 2.75f;
    show("idLs", 42, 3.14159, 1234567890123LL, "hello");
    show("pDfqc", p, d, f, q, c);
    show("iiiiiiiidddddddddd", 1, 2, 3, 4, 5, 6, 7, 8, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0);
    show("ipidDdfLqsc", (int)sh, p, (int)ch, (double)fl, d, 0.125, f, -99LL, q, "end", c);
    printf("split %.3f\n", split_sum(3, 2, 10, 20, 30, 0.5, 0.25, 1000000000000LL));
    printf("split %.3f\n", split_sum(7, 9, 1, 2, 3, 4, 5, 6, 7, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.5, -5LL));
    printf("mixed %.4f\n", mixed_sum("iLdidLdidLd", 1, 2LL, 3.5, (int)sh, fl, 4000000000LL, 0.25, (int)ch, -1.5, -3LL, 1e3));
    printf("mixed %.4f\n", mixed_sum("dddddddddddiiiiiiiL", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0,
                                     1, 2, 3, 4, 5, 6, 7, 99LL));
    centroid_fn cf = centroid;
    D2 a = { 0, 0 }, b = { 4, 0 }, e = { 4, 3 }, g = { 0, 3 };
    D2 m = cf(4, a, b, e, g);
    printf("centroid %.3f %.3f\n", m.x, m.y);
    m = cf(9, a, b, e, g, a, b, e, g, d);
    printf("centroid9 %.4f %.4f\n", m.x, m.y);
    Q3 q2 = { { -1, 2, -3 } };
    Q3 s = q3_sum(5, q, q2, q, q2, q);
    printf("q3_sum %lld %lld %lld\n", s.q[0], s.q[1], s.q[2]);
    return 0;
}
