/* _Complex float and _Complex double passed and returned by value, stored in
   structs and arrays, through function pointers, with hand-written
   multiplication and division (no __mulsc3/__divdc3 runtime calls). */
#include <stdio.h>

#define NOINLINE __attribute__((noinline))

typedef _Complex float cf;
typedef _Complex double cd;

static cf mkf(float re, float im) { return __builtin_complex(re, im); }
static cd mkd(double re, double im) { return __builtin_complex(re, im); }

NOINLINE cf cf_add(cf a, cf b) { return a + b; }
NOINLINE cf cf_sub(cf a, cf b) { return a - b; }
NOINLINE cf cf_mul(cf a, cf b) {
    float ar = __real__ a, ai = __imag__ a, br = __real__ b, bi = __imag__ b;
    return mkf(ar * br - ai * bi, ar * bi + ai * br);
}
NOINLINE cf cf_conj(cf a) { return ~a; }
NOINLINE cf cf_scale(float k, cf a) { return k * a; }

NOINLINE cd cd_add(cd a, cd b) { return a + b; }
NOINLINE cd cd_mul(cd a, cd b) {
    double ar = __real__ a, ai = __imag__ a, br = __real__ b, bi = __imag__ b;
    return mkd(ar * br - ai * bi, ar * bi + ai * br);
}
NOINLINE cd cd_div(cd a, cd b) {
    double br = __real__ b, bi = __imag__ b, den = br * br + bi * bi;
    cd n = cd_mul(a, ~b);
    return mkd(__real__ n / den, __imag__ n / den);
}
NOINLINE double cd_norm(cd a) { return __real__ a * __real__ a + __imag__ a * __imag__ a; }
NOINLINE cd cd_from_cf(cf a) { return (cd)a; }
NOINLINE cf cf_from_cd(cd a) { return (cf)a; }

/* Mixed scalar and complex arguments so registers run out. */
NOINLINE cd cd_poly(cd z, double c0, cf c1, double c2, cd c3, int n, cd *trace) {
    cd acc = mkd(c0, 0.0);
    cd zp = z;
    for (int i = 0; i < n; i++) {
        acc += c2 * zp + (cd)c1 - c3;
        zp = cd_mul(zp, z);
        trace[i] = acc;
    }
    return acc;
}

typedef struct { cf a; int tag; cd b; } Mix;          /* complex in a struct */
NOINLINE Mix mix_step(Mix m, cd w) {
    Mix r;
    r.a = cf_mul(m.a, m.a);
    r.tag = m.tag + 1;
    r.b = cd_add(m.b, cd_mul(w, cd_from_cf(m.a)));
    return r;
}

typedef cd (*cd_binop)(cd, cd);
typedef cf (*cf_binop)(cf, cf);

NOINLINE cd fold_cd(const cd *xs, int n, cd init, cd_binop f) {
    for (int i = 0; i < n; i++) init = f(init, xs[i]);
    return init;
}

static void pf(const char *s, cf z) { printf("%s = (%.5g, %.5g)\n", s, (double)__real__ z, (double)__imag__ z); }
static void pd(const char *s, cd z) { printf("%s = (%.10g, %.10g)\n", s, __real__ z, __imag__ z); }

int main(void) {
    cf a = mkf(1.5f, -2.0f), b = mkf(0.25f, 4.0f);
    pf("a+b", cf_add(a, b));
    pf("a-b", cf_sub(a, b));
    pf("a*b", cf_mul(a, b));
    pf("conj a", cf_conj(a));
    pf("3a", cf_scale(3.0f, a));
    cf_binop fops[] = { cf_add, cf_sub, cf_mul };
    cf acc = mkf(1.0f, 0.0f);
    for (int i = 0; i < 6; i++) acc = fops[i % 3](acc, mkf(0.5f * (float)i, 1.0f - (float)i));
    pf("fops", acc);

    cd z = mkd(0.6, 0.8), w = mkd(-1.25, 3.5);
    pd("z*w", cd_mul(z, w));
    pd("w/z", cd_div(w, z));
    pd("(w/z)*z", cd_mul(cd_div(w, z), z));
    printf("|w|^2 = %.10g\n", cd_norm(w));
    cd p = mkd(1.0, 0.0);
    for (int i = 0; i < 12; i++) p = cd_mul(p, z);
    pd("z^12", p);
    printf("|z^12|^2 = %.10g\n", cd_norm(p));
    pd("widen", cd_from_cf(a));
    pf("narrow", cf_from_cd(mkd(1.0 / 3.0, -2.0 / 3.0)));

    cd trace[6];
    cd r = cd_poly(mkd(0.5, -0.5), 1.0, mkf(0.125f, 0.25f), 2.0, mkd(0.0625, -1.0), 6, trace);
    pd("poly", r);
    for (int i = 0; i < 6; i += 2) pd("trace", trace[i]);

    Mix m = { mkf(0.5f, 0.5f), 0, mkd(1.0, 1.0) };
    for (int i = 0; i < 5; i++) m = mix_step(m, mkd(0.0, 1.0 + i));
    pf("mix.a", m.a);
    printf("mix.tag = %d\n", m.tag);
    pd("mix.b", m.b);

    cd xs[5];
    for (int i = 0; i < 5; i++) xs[i] = mkd(i + 1.0, 0.5 * i);
    cd_binop dops[] = { cd_add, cd_mul, cd_div };
    for (int k = 0; k < 3; k++) pd("fold", fold_cd(xs, 5, mkd(1.0, -1.0), dops[k]));

    cd arr[4] = { mkd(1, 2), mkd(3, 4), mkd(5, 6), mkd(7, 8) };
    cd *pa = arr;
    for (int i = 0; i < 4; i++) pa[i] = ~pa[i] * 2.0 + mkd(0.0, (double)i);
    double sre = 0, sim = 0;
    for (int i = 0; i < 4; i++) { sre += __real__ arr[i]; sim += __imag__ arr[i]; }
    printf("array sums %.3f %.3f\n", sre, sim);
    printf("eq %d %d\n", cd_mul(z, mkd(1, 0)) == z, cf_add(a, b) == cf_add(b, a));
    return 0;
}
