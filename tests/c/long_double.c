// long double (x86_fp80) end to end: arithmetic in loops, conversions both ways, comparisons,
// NaN/infinity/denormal edge cases, printf's %Lf %Le %Lg %La, a variadic function taking long
// double, and the long double functions of libm the interpreter provides. Checked by
// interp/tests/fp80.rs: the interpreter running clang-19's -O0 and -O2 IR must print exactly
// what the native build prints, and by the C corpus (tests/c): the same IR compiled by Kiln must
// too. (No strtold: the interpreter's libc has no strto* functions.)
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static volatile long double vzero = 0.0L, vone = 1.0L, vtwo = 2.0L, vthree = 3.0L;
static volatile double dzero = 0.0;

static unsigned checksum = 0;

static void bits(const char *what, long double x) {
  uint64_t lo = 0;
  uint16_t hi = 0;
  memcpy(&lo, &x, 8);
  memcpy(&hi, (const char *)&x + 8, 2);
  checksum = checksum * 31 + (unsigned)(lo ^ (lo >> 32)) + hi;
  printf("%-16s %04x:%016llx %La %.25Lg\n", what, hi, (unsigned long long)lo, x, x);
}

static long double make(uint16_t hi, uint64_t lo) {
  long double x = 0;
  memcpy(&x, &lo, 8);
  memcpy((char *)&x + 8, &hi, 2);
  return x;
}

static long double sum_ld(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long double s = 0;
  for (int i = 0; i < n; i++) {
    int kind = va_arg(ap, int);
    if (kind == 0)
      s += va_arg(ap, long double);
    else if (kind == 1)
      s += va_arg(ap, double);
    else
      s += va_arg(ap, long long);
  }
  va_end(ap);
  return s;
}

// Not inlined, so that -O2 code passes and returns long double by value too (memory arguments,
// the result in st0), mixed with arguments in registers.
__attribute__((noinline)) static long double mix(long double a, double b, long double c, int k, float f) {
  return a * b + c / k - f;
}

__attribute__((noinline)) static long double pick(int which, long double a, long double b) {
  return which ? a : b;
}

static void loops(void) {
  long double h = 0, e = 1, term = 1, f = 1;
  for (int i = 1; i <= 1000; i++) h += 1.0L / i;
  bits("harmonic1000", h);
  for (int i = 1; i < 25; i++) {
    term /= i;
    e += term;
  }
  bits("e", e);
  for (int i = 1; i <= 30; i++) f *= i;
  bits("30!", f);
  // Machin: pi = 16 atan(1/5) - 4 atan(1/239).
  long double a5 = 0, a239 = 0, p5 = 1.0L / 5, p239 = 1.0L / 239;
  for (int k = 0; k < 30; k++) {
    a5 += (k % 2 ? -p5 : p5) / (2 * k + 1);
    a239 += (k % 2 ? -p239 : p239) / (2 * k + 1);
    p5 /= 25;
    p239 /= 239 * 239;
  }
  bits("pi", 16 * a5 - 4 * a239);
  long double x = 2;
  for (int i = 0; i < 8; i++) x = (x + 2 / x) / 2;
  bits("newton sqrt2", x);
  long double g = 1;
  for (int i = 0; i < 100; i++) g = g * 1.0625L - 0.0625L / (i + 1);
  bits("recurrence", g);
  long double tiny = LDBL_MIN;
  for (int i = 0; i < 70; i++) tiny /= 3;
  bits("underflow", tiny);
  long double big = 1;
  int steps = 0;
  while (big < LDBL_MAX && steps < 20000) {
    big *= 1e100L;
    steps++;
  }
  printf("overflow after %d steps: %Lg\n", steps, big);
}

static void conversions(void) {
  long long ints[] = {0, 1, -1, 123456789, -987654321012LL, INT64_MAX, INT64_MIN, 1LL << 62};
  for (int i = 0; i < 8; i++) {
    long double x = (long double)ints[i];
    printf("ll %lld -> %.0Lf -> %lld\n", ints[i], x, (long long)x);
  }
  unsigned long long us[] = {0, UINT64_MAX, 1ULL << 63, 12345678901234567890ULL};
  for (int i = 0; i < 4; i++) {
    long double x = (long double)us[i];
    printf("ull %llu -> %.0Lf -> %llu\n", us[i], x, (unsigned long long)x);
  }
  __int128 wide[] = {((__int128)1 << 100) + 1, -((__int128)1 << 90) - 12345, ((__int128)1 << 64) + 1024 + 1,
                     ((__int128)1 << 64) + 1024 + 2048, (((__int128)1 << 64) + 1024) * 1, -(__int128)1};
  for (int i = 0; i < 6; i++) bits("i128", (long double)wide[i]);
  unsigned __int128 uw = ~(unsigned __int128)0;
  bits("u128max", (long double)uw);
  long double back = 1.2345678901234567890123e30L;
  __int128 t = (__int128)back;
  printf("to i128: %llx %016llx\n", (unsigned long long)(t >> 64), (unsigned long long)t);
  long double vals[] = {0.5L, -0.5L, 1.5L, -1.5L, 2.9999L, -2.9999L, 1e18L, 65535.99L};
  for (int i = 0; i < 8; i++)
    printf("trunc %Lg: int %d short %d uint %u ull %llu\n", vals[i], vals[i] < 2147483648.0L ? (int)vals[i] : 0,
           vals[i] < 32768.0L ? (short)vals[i] : 0, vals[i] >= 0 && vals[i] < 4294967296.0L ? (unsigned)vals[i] : 0u,
           vals[i] >= 0 ? (unsigned long long)vals[i] : 0ull);
  double ds[] = {0.1, -1e-310, 1e308, 3.141592653589793, 5e-324};
  for (int i = 0; i < 5; i++) {
    long double x = ds[i];
    bits("from double", x);
    printf("  back %a %a\n", (double)x, (double)(x * 3));
  }
  float fs[] = {0.1f, -3.5f, 1e-40f};
  for (int i = 0; i < 3; i++) bits("from float", fs[i]);
  long double narrow[] = {1.0L + 0x1p-53L,          1.0L + 0x1p-53L + 0x1p-63L, 1.0L + 0x3p-53L,
                          0x1.fffffffffffff8p1023L, 0x1p-1075L,                 0x1.8p-1075L,
                          1e-4000L,                 -1e4000L,                   0x1.000001p-149L};
  for (int i = 0; i < 9; i++) {
    double d = (double)narrow[i];
    float f = (float)narrow[i];
    uint64_t db;
    uint32_t fb;
    memcpy(&db, &d, 8);
    memcpy(&fb, &f, 4);
    printf("narrow %La -> %016llx %08x\n", narrow[i], (unsigned long long)db, fb);
  }
}

static void specials(void) {
  long double inf = vone / vzero, nan = vzero / vzero;
  bits("inf", inf);
  bits("0/0", nan);
  bits("-(0/0)", -nan);
  bits("inf-inf", inf - inf);
  bits("0*inf", vzero * inf);
  bits("nan+1", nan + vone);
  bits("min/2", LDBL_MIN / vtwo);
  bits("true min", LDBL_TRUE_MIN);
  bits("true min/2", LDBL_TRUE_MIN / vtwo);
  bits("1.5 true min/2", LDBL_TRUE_MIN * 3 / vtwo);
  bits("max*2", LDBL_MAX * vtwo);
  bits("max+max", LDBL_MAX + LDBL_MAX);
  bits("-0", -vzero);
  bits("0*-1", vzero * -vone);
  bits("1-1", vone - vone);
  bits("1/3", vone / vthree);
  bits("2/3", vtwo / vthree);
  bits("(1/3)*3", vone / vthree * vthree);
  bits("1e-4950*1e10", 1e-4950L * (vone * 1e10L));
  long double q1 = make(0x7fff, 0xC000000000000001ULL), q2 = make(0xffff, 0xC000000000000002ULL);
  long double s1 = make(0x7fff, 0x8000000000000003ULL);
  volatile long double vq1 = q1, vq2 = q2, vs1 = s1;
  bits("q1+q2", vq1 + vq2);
  bits("s1+q1", vs1 + vq1);
  bits("s1*2", vs1 * vtwo);
  bits("q2/q1", vq2 / vq1);
  bits("q1-q2", vq1 - vq2);
  volatile long double pseudo = make(0x0000, 0x8000000000000000ULL);
  bits("pseudo-den+0", pseudo + vzero);
  volatile long double un = make(0x3fff, 0x4000000000000000ULL);
  bits("unnormal+1", un + vone);
  printf("unnormal cmp %d %d %d\n", un < vone, un == un, un != un);
  long double cmpv[] = {-inf, -1.0L, -0.0L, 0.0L, LDBL_TRUE_MIN, 1.0L, inf, nan};
  for (int i = 0; i < 8; i++) {
    for (int j = 0; j < 8; j++) {
      long double a = cmpv[i], b = cmpv[j];
      int m = (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5 |
              __builtin_isunordered(a, b) << 6 | __builtin_islessgreater(a, b) << 7;
      printf("%x", m);
      checksum += m;
    }
    printf("\n");
  }
  printf("isnan %d %d isinf %d %d finite %d %d signbit %d %d\n", __builtin_isnan(nan), __builtin_isnan(inf),
         __builtin_isinf(inf), __builtin_isinf(vone), __builtin_isfinite(vone), __builtin_isfinite(nan),
         !!__builtin_signbit(-vzero), !!__builtin_signbit(nan));
  printf("fpclassify %d %d %d %d %d\n", __builtin_fpclassify(0, 1, 2, 3, 4, nan), __builtin_fpclassify(0, 1, 2, 3, 4, inf),
         __builtin_fpclassify(0, 1, 2, 3, 4, vone), __builtin_fpclassify(0, 1, 2, 3, 4, LDBL_TRUE_MIN),
         __builtin_fpclassify(0, 1, 2, 3, 4, vzero));
  double dn = (double)nan, dq = (double)vq1;
  uint64_t b1, b2;
  memcpy(&b1, &dn, 8);
  memcpy(&b2, &dq, 8);
  printf("nan to double %016llx %016llx\n", (unsigned long long)b1, (unsigned long long)b2);
  bits("double nan", (long double)(dzero / dzero));
}

static void formats(void) {
  long double v[] = {0.0L, -0.0L, 1.0L, -1.5L, 0.1L, 2.5L, 3.5L, 1e10L, 1e-10L, 123456789.123456789L,
                     0.000123456L, 999999.5L, 1e4000L, -1e-4000L, LDBL_MAX, LDBL_MIN, LDBL_TRUE_MIN,
                     1.0L / 3, 0.5L, 9.5L, 0.05L, 1e20L, 0x1.fffffffffffffffep0L};
  const char *fmts[] = {"%Lf", "%.0Lf", "%.1Lf", "%.3Lf", "%.20Lf", "%Le", "%.0Le", "%.3Le", "%.30Le", "%LE",
                        "%Lg", "%.3Lg", "%.10Lg", "%.20Lg", "%.21Lg", "%#Lg", "%LG", "%La", "%LA", "%.0La",
                        "%.3La", "%.20La", "%+12.4Lf", "%-14.3Le|", "%014.2Lf", "% Lg", "%#.0Lf", "%#.0Le"};
  for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
    for (unsigned j = 0; j < sizeof fmts / sizeof fmts[0]; j++) {
      char buf[6000];
      snprintf(buf, sizeof buf, fmts[j], v[i]);
      if (strlen(buf) > 80) {
        unsigned h = 0;
        for (char *p = buf; *p; p++) h = h * 131 + (unsigned char)*p;
        printf("[%.40s...(%u chars, hash %08x)]", buf, (unsigned)strlen(buf), h);
      } else {
        printf("[%s]", buf);
      }
    }
    printf("\n");
  }
  long double inf = vone / vzero, nan = vzero / vzero;
  printf("[%Lf][%Le][%Lg][%La][%10Lf][%-10Le|][%+Lg][%LF][%LE]\n", inf, -inf, nan, -nan, inf, nan, inf, inf, nan);
  printf("[%.40Lf]\n[%.45Le]\n[%.40Lg]\n", 1.0L / 3, 2.0L / 3, 0.1L);
  printf("[%*.*Lf][%-*.*Le|]\n", 15, 4, 3.14159265358979323846L, 20, 6, -2.718281828459045235L);
  printf("[%Lf %f %Lf %d %Le]\n", 1.25L, 2.5, 3.75L, 42, 5.5L);
}

static void libm(void) {
  long double xs[] = {2.5L, -2.5L, 3.5L, -0.5L, 0.49999999999999999997L, 1e30L, -7.0L, 0.0L, -0.0L};
  for (int i = 0; i < 9; i++) {
    long double x = xs[i];
    printf("%Lg: floor %Lg ceil %Lg trunc %Lg round %Lg fabs %Lg\n", x, floorl(x), ceill(x), truncl(x), roundl(x),
           fabsl(x));
  }
  bits("sqrt2", sqrtl(vtwo));
  bits("sqrt3", sqrtl(vthree));
  bits("sqrt(1e-4940)", sqrtl(1e-4940L * vone));
  bits("sqrt(-1)", sqrtl(-vone));
  bits("fmod(10,3)", fmodl(10.0L * vone, vthree));
  bits("fmod(-1e30,7)", fmodl(-1e30L * vone, 7.0L));
  bits("fmod(1e4000,3)", fmodl(1e4000L * vone, vthree));
  bits("fmod(1,0)", fmodl(vone, vzero));
  bits("ldexp(1,-16400)", ldexpl(vone, -16400));
  bits("ldexp(3,-16446)", ldexpl(vthree, -16446));
  bits("ldexp(1,20000)", ldexpl(vone, 20000));
  int ex = 0;
  long double fr = frexpl(1e100L * vone, &ex);
  printf("frexp %La %d\n", fr, ex);
  fr = frexpl(LDBL_TRUE_MIN * vone, &ex);
  printf("frexp %La %d\n", fr, ex);
  bits("copysign", copysignl(vthree, -vzero));
  bits("fma", fmal(vone / vthree, vthree, -vone));
  bits("mul+add", vone / vthree * vthree - vone);
  bits("fmax", fmaxl(vone, vtwo));
  bits("fmin", fminl(vone, vtwo));
  bits("fmax nan", fmaxl(vzero / vzero, vtwo));
  long double whole = 0;
  bits("modf frac", modfl(-7.625L * vone, &whole));
  bits("modf whole", whole);
  bits("modf inf", modfl(vone / vzero, &whole));
  bits("rint", rintl(2.5L * vone));
  bits("nearbyint", nearbyintl(-3.5L * vone));
  bits("scalbn", scalbnl(vthree, -16440));
  bits("scalbln", scalblnl(vthree, 100L));
  bits("copysign nan", copysignl(vzero / vzero, vone));
}

int main(void) {
  loops();
  conversions();
  specials();
  formats();
  libm();
  long double s = sum_ld(5, 0, 1.25L, 1, 2.5, 2, 7LL, 0, 1e-20L, 0, -0.125L);
  bits("varargs", s);
  bits("mix", mix(1.5L, 0.25, vthree, 7, 0.5f));
  bits("pick", pick(checksum & 1, vtwo, -vthree) + mix(vone, 2.0, vtwo, 3, 1.0f));
  printf("checksum %08x\n", checksum);
  return (int)(checksum % 200);
}
