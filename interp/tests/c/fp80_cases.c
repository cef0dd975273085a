// Generates interp/tests/fp80_hardware.expected: x86_fp80 operations computed by the x87 unit
// (and glibc's long double functions where LLVM calls them), one case per line, operands and
// results as 20 hex digits (sign+exponent, then the 64-bit significand). interp/tests/fp80.rs
// reads every line back, computes the same operation in the interpreter and compares.
//
//   gcc -O0 -fno-builtin -o /tmp/fp80_cases interp/tests/c/fp80_cases.c -lm
//   /tmp/fp80_cases > interp/tests/fp80_hardware.expected
//
// Line formats (operands first, then the result):
//   OP A B R            fadd fsub fmul fdiv frem fmax fmin
//   OP A B C R          fma fmuladd
//   OP A R              sqrt floor ceil trunc round rint fneg fabs
//   fcmp A B MASK       14 digits: oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno
//   fptrunc_T A R       T = double (16 hex digits), float (8), half (4)
//   fpext_T V R         V the source bits
//   sitofp_iN V R, uitofp_iN V R, fptosi_iN A V, fptoui_iN A V   (V the integer in hex)
//   ldexp A N R (N decimal), frexp A R E (E decimal)
//   printf FMT A [OUTPUT]
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef long double LD;
typedef unsigned __int128 u128;

static LD B(const char *h) {
  uint64_t lo = 0;
  uint16_t hi = 0;
  for (int i = 0; i < 4; i++) hi = hi << 4 | (uint16_t)(h[i] <= '9' ? h[i] - '0' : (h[i] | 32) - 'a' + 10);
  for (int i = 4; i < 20; i++) lo = lo << 4 | (uint64_t)(h[i] <= '9' ? h[i] - '0' : (h[i] | 32) - 'a' + 10);
  LD x = 0;
  memcpy(&x, &lo, 8);
  memcpy((char *)&x + 8, &hi, 2);
  return x;
}

static const char *H(LD x) {
  static char buf[8][24];
  static int k;
  uint64_t lo;
  uint16_t hi;
  memcpy(&lo, &x, 8);
  memcpy(&hi, (char *)&x + 8, 2);
  char *b = buf[k++ % 8];
  sprintf(b, "%04x%016llx", hi, (unsigned long long)lo);
  return b;
}

static const char *NUMS[] = {
    "3fff8000000000000000", "c000c000000000000000", "3ffbcccccccccccccccd", "3fff8000000000000001",
    "3fbf8000000000000000", "7ffeffffffffffffffff", "00018000000000000000", "00000000000000000003",
    "403e8000000000000001",
};
static const char *SPECIALS[] = {
    "00000000000000000000", "80000000000000000000", "7fff8000000000000000", "ffff8000000000000000",
    "7fffc000000000000001", "ffffc000000000000002", "7fff8000000000000003", "3fff4000000000000000",
    "00008000000000000000", "c0008000000000000000",
};
static const char *EXTRA[] = {
    "4000a000000000000000", "c000a000000000000000", "3ffe8000000000000000", "bffe8000000000000000",
    "3fffc000000000000000", "4000e000000000000000", "bffdffffffffffffffff", "403dffffffffffffffff",
    "4062c9f2c9cd04674edf", "7fff0000000000000000", "7fff4000000000000001", "00004000000000000001",
    "3ffd8000000000000001", "3ffd8000000000000000", "4001a000000000000000", "3ffeffffffffffffffff",
};
#define N(a) (int)(sizeof a / sizeof a[0])

static volatile LD va, vb, vc;

static void binary(const char *op, LD (*f)(LD, LD), const char **xs, int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      va = B(xs[i]);
      vb = B(xs[j]);
      printf("%s %s %s %s\n", op, xs[i], xs[j], H(f(va, vb)));
    }
}

static LD add(LD a, LD b) { return a + b; }
static LD sub(LD a, LD b) { return a - b; }
static LD mul(LD a, LD b) { return a * b; }
static LD dvd(LD a, LD b) { return a / b; }

static void unary(const char *op, LD (*f)(LD)) {
  const char **lists[] = {NUMS, SPECIALS, EXTRA};
  int ns[] = {N(NUMS), N(SPECIALS), N(EXTRA)};
  for (int l = 0; l < 3; l++)
    for (int i = 0; i < ns[l]; i++) {
      va = B(lists[l][i]);
      printf("%s %s %s\n", op, lists[l][i], H(f(va)));
    }
}

static LD neg(LD a) { return -a; }

static void each(void (*f)(const char *)) {
  const char **lists[] = {NUMS, SPECIALS, EXTRA};
  int ns[] = {N(NUMS), N(SPECIALS), N(EXTRA)};
  for (int l = 0; l < 3; l++)
    for (int i = 0; i < ns[l]; i++) f(lists[l][i]);
}

static const char *NARROW[] = {
    "3fff8000000000000400", "3fff8000000000000401", "3fff8000000000000c00", "43feffffffffffffec00",
    "43fefffffffffffffc00", "3bcc8000000000000000", "3bccc000000000000000", "3bcdffffffffffffffff",
    "3fff8000008000000000", "3fff8000008000000001", "3fff8000018000000000", "407effffff7fffffffff",
    "407effffff8000000000", "3f698000000000000000", "3f69c000000000000000", "3f6a8000010000000000",
    "3fff8010000000000000", "3fff8030000000000000", "400effef000000000000", "400effeffffffffffffe",
    "3fe78000000000000000", "3fe6c000000000000000", "7fffc000000000000123", "ffff8000000000000800",
    "00000000000000000000",
};

static void narrow(const char *h) {
  va = B(h);
  double d = (double)va;
  float f = (float)va;
  _Float16 s = (_Float16)va;
  uint64_t db;
  uint32_t fb;
  uint16_t sb;
  memcpy(&db, &d, 8);
  memcpy(&fb, &f, 4);
  memcpy(&sb, &s, 2);
  printf("fptrunc_double %s %016llx\n", h, (unsigned long long)db);
  printf("fptrunc_float %s %08x\n", h, fb);
  printf("fptrunc_half %s %04x\n", h, sb);
}

static void cmp(void) {
  const char *v[] = {"ffff8000000000000000", "bfff8000000000000000", "80000000000000000000", "00000000000000000000",
                     "00000000000000000001", "3fff8000000000000000", "7fff8000000000000000", "7fffc000000000000001",
                     "3fff4000000000000000", "00008000000000000000", "00018000000000000000"};
  for (int i = 0; i < N(v); i++)
    for (int j = 0; j < N(v); j++) {
      va = B(v[i]);
      vb = B(v[j]);
      LD a = va, b = vb;
      int r[14] = {a == b, a > b, a >= b, a < b, a <= b, __builtin_islessgreater(a, b), !__builtin_isunordered(a, b),
                   !__builtin_islessgreater(a, b), !(a <= b), !(a < b), !(a >= b), !(a > b), a != b,
                   __builtin_isunordered(a, b)};
      printf("fcmp %s %s ", v[i], v[j]);
      for (int k = 0; k < 14; k++) putchar('0' + r[k]);
      putchar('\n');
    }
}

static void ints(void) {
  int32_t i32s[] = {0, 1, -1, INT32_MIN, INT32_MAX, -123456};
  for (int i = 0; i < N(i32s); i++) {
    volatile int32_t x = i32s[i];
    printf("sitofp_i32 %08x %s\n", (uint32_t)x, H((LD)x));
  }
  int64_t i64s[] = {INT64_MIN, INT64_MAX, -12345678901234LL, 1LL << 62};
  for (int i = 0; i < N(i64s); i++) {
    volatile int64_t x = i64s[i];
    printf("sitofp_i64 %016llx %s\n", (unsigned long long)x, H((LD)x));
  }
  uint64_t u64s[] = {UINT64_MAX, 1ULL << 63, (1ULL << 63) + 1, 12345};
  for (int i = 0; i < N(u64s); i++) {
    volatile uint64_t x = u64s[i];
    printf("uitofp_i64 %016llx %s\n", (unsigned long long)x, H((LD)x));
  }
  __int128 w[] = {((__int128)1 << 100) + 1, -((__int128)1 << 90) - 12345, ((__int128)1 << 64) + 1024 + 1,
                  ((__int128)1 << 64) + 1024, ((__int128)1 << 64) + 3072, (__int128)(~(u128)0 >> 1),
                  -(__int128)(~(u128)0 >> 1) - 1, -1, ((__int128)1 << 64) + 1024 + 2048 + 1};
  for (int i = 0; i < N(w); i++) {
    volatile __int128 x = w[i];
    printf("sitofp_i128 %016llx%016llx %s\n", (unsigned long long)((u128)x >> 64), (unsigned long long)x, H((LD)x));
  }
  u128 uw[] = {~(u128)0, ((u128)1 << 127) + ((u128)1 << 63), ((u128)1 << 127) + ((u128)3 << 63), 7};
  for (int i = 0; i < N(uw); i++) {
    volatile u128 x = uw[i];
    printf("uitofp_i128 %016llx%016llx %s\n", (unsigned long long)(x >> 64), (unsigned long long)x, H((LD)x));
  }
  const char *to32[] = {"4000a000000000000000", "c000a000000000000000", "401dfffffffe66666666",
                        "c01e8000000066666666", "bffe8000000000000000", "80000000000000000000"};
  for (int i = 0; i < N(to32); i++) {
    va = B(to32[i]);
    printf("fptosi_i32 %s %08x\n", to32[i], (uint32_t)(int32_t)va);
  }
  const char *to64[] = {"403dffffffffffffffff", "c03e8000000000000000", "c03cc000000000000001"};
  for (int i = 0; i < N(to64); i++) {
    va = B(to64[i]);
    printf("fptosi_i64 %s %016llx\n", to64[i], (unsigned long long)(int64_t)va);
  }
  const char *tou64[] = {"403effffffffffffffff", "403e8000000000000000", "3ffe8000000000000000", "401d8000000000000000"};
  for (int i = 0; i < N(tou64); i++) {
    va = B(tou64[i]);
    printf("fptoui_i64 %s %016llx\n", tou64[i], (unsigned long long)(uint64_t)va);
  }
  const char *to128[] = {"4062c9f2c9cd04674edf", "c07dffffffffffffffff", "c07e8000000000000000", "403f8000000000000001"};
  for (int i = 0; i < N(to128); i++) {
    va = B(to128[i]);
    __int128 r = (__int128)va;
    printf("fptosi_i128 %s %016llx%016llx\n", to128[i], (unsigned long long)((u128)r >> 64), (unsigned long long)r);
  }
  const char *tou128[] = {"407effffffffffffffff", "4062c9f2c9cd04674edf", "3fff8000000000000000"};
  for (int i = 0; i < N(tou128); i++) {
    va = B(tou128[i]);
    u128 r = (u128)va;
    printf("fptoui_i128 %s %016llx%016llx\n", tou128[i], (unsigned long long)(r >> 64), (unsigned long long)r);
  }
}

static void exts(void) {
  uint64_t ds[] = {0x3ff0000000000000ULL, 0x8000000000000000ULL, 0x0000000000000001ULL, 0x800fffffffffffffULL,
                   0x7fefffffffffffffULL, 0x7ff0000000000000ULL, 0x7ff8000000000000ULL, 0xfff0000000000001ULL,
                   0x7ff4000000000123ULL, 0x3fb999999999999aULL};
  for (int i = 0; i < N(ds); i++) {
    volatile double d;
    memcpy((void *)&d, &ds[i], 8);
    printf("fpext_double %016llx %s\n", (unsigned long long)ds[i], H((LD)d));
  }
  uint32_t fs[] = {0x3f800000u, 0x00000001u, 0x807fffffu, 0x7f800000u, 0xff800001u, 0x7fc00000u, 0x3dcccccdu};
  for (int i = 0; i < N(fs); i++) {
    volatile float f;
    memcpy((void *)&f, &fs[i], 4);
    printf("fpext_float %08x %s\n", fs[i], H((LD)f));
  }
  uint16_t hs[] = {0x3c00, 0x0001, 0x83ff, 0x7c00, 0x7c01, 0xfe00, 0x7bff};
  for (int i = 0; i < N(hs); i++) {
    volatile _Float16 h;
    memcpy((void *)&h, &hs[i], 2);
    printf("fpext_half %04x %s\n", hs[i], H((LD)h));
  }
}

static void fmas(void) {
  const char *t[][3] = {
      {"3ffdaaaaaaaaaaaaaaab", "4000c000000000000000", "bfff8000000000000000"},
      {"3ffbcccccccccccccccd", "4002a000000000000000", "bfff8000000000000000"},
      {"7ffeffffffffffffffff", "40008000000000000000", "fffeffffffffffffffff"},
      {"7fff8000000000000000", "00000000000000000000", "7fffc000000000000001"},
      {"7fff8000000000000003", "3fff8000000000000000", "3fff8000000000000000"},
      {"3fff8000000000000000", "3fff8000000000000000", "7fffc000000000000001"},
      {"7fffc000000000000001", "ffffc000000000000002", "3fff8000000000000000"},
      {"00000000000000000001", "3ffe8000000000000000", "00000000000000000000"},
      {"00000000000000000003", "3ffe8000000000000000", "80000000000000000000"},
      {"3fff8000000000000001", "3fff8000000000000001", "bfff8000000000000002"},
      {"00018000000000000000", "00018000000000000000", "00000000000000000001"},
      {"7fff8000000000000000", "3fff8000000000000000", "ffff8000000000000000"},
      {"7ffeffffffffffffffff", "7ffeffffffffffffffff", "ffff8000000000000000"},
      {"40008000000000000000", "4000c000000000000000", "80000000000000000000"},
      {"bfff8000000000000000", "00000000000000000000", "00000000000000000000"},
      {"3fff4000000000000000", "3fff8000000000000000", "3fff8000000000000000"},
      {"3fbf8000000000000000", "3fbf8000000000000000", "3fff8000000000000000"},
      {"3fff8000000000000001", "3fff8000000000000001", "3fff8000000000000000"},
  };
  for (int i = 0; i < N(t); i++) {
    va = B(t[i][0]);
    vb = B(t[i][1]);
    vc = B(t[i][2]);
    printf("fma %s %s %s %s\n", t[i][0], t[i][1], t[i][2], H(fmal(va, vb, vc)));
    volatile LD p = va * vb;
    printf("fmuladd %s %s %s %s\n", t[i][0], t[i][1], t[i][2], H(p + vc));
  }
}

static void minmax(void) {
  const char *v[] = {"3fff8000000000000000", "40008000000000000000", "80000000000000000000", "00000000000000000000",
                     "7fffc000000000000001", "7fff8000000000000003", "ffffc000000000000002"};
  for (int i = 0; i < N(v); i++)
    for (int j = 0; j < N(v); j++) {
      va = B(v[i]);
      vb = B(v[j]);
      printf("fmax %s %s %s\n", v[i], v[j], H(fmaxl(va, vb)));
      printf("fmin %s %s %s\n", v[i], v[j], H(fminl(va, vb)));
    }
}

static void scale(void) {
  struct {
    const char *a;
    int n;
  } l[] = {{"3fff8000000000000000", -16400}, {"4000c000000000000000", -16446}, {"3fff8000000000000000", 20000},
           {"7ffeffffffffffffffff", -1},     {"00000000000000000001", 100},    {"7fffc000000000000001", 5},
           {"7fff8000000000000003", 5},      {"ffff8000000000000000", -3},     {"80000000000000000000", 7},
           {"00008000000000000000", 1},      {"3ffec000000000000000", -16445}, {"3ffec000000000000000", -16446}};
  for (int i = 0; i < N(l); i++) {
    va = B(l[i].a);
    printf("ldexp %s %d %s\n", l[i].a, l[i].n, H(ldexpl(va, l[i].n)));
  }
  const char *f[] = {"414bd5a8e6f2c3e4f1f2", "00000000000000000001", "bffec000000000000000", "00000000000000000000",
                     "7fff8000000000000000", "7fffc000000000000001", "7ffeffffffffffffffff", "00008000000000000000"};
  for (int i = 0; i < N(f); i++) {
    va = B(f[i]);
    int e = 0;
    LD m = frexpl(va, &e);
    printf("frexp %s %s %d\n", f[i], H(m), e);
  }
}

static void formats(void) {
  const char *v[] = {"3fff8000000000000000", "3ffbcccccccccccccccd", "bfffc000000000000000", "7ffeffffffffffffffff",
                     "00000000000000000001", "00018000000000000000", "3ffdaaaaaaaaaaaaaaab", "4012f423f80000000000",
                     "3ffe8000000000000000", "4000a000000000000000", "3fddabcc77118461cefd", "4019eb79a2a3f35ba6e7",
                     "ffffc000000000000000", "7fff8000000000000000", "3fff4000000000000000", "00008000000000000000",
                     "3fffffffffffffffffff", "4000f000000000000000", "80000000000000000000", "0000c000000000000000"};
  const char *fmts[] = {"%La",  "%LA",  "%.0La",  "%.3La",   "%#.0La",     "%Le",        "%.0Le",
                        "%.30Le", "%Lf", "%.0Lf", "%.3Lf",   "%Lg",        "%.20Lg",     "%.25Lg",
                        "%#Lg", "%LG",  "%+014.3Le", "%-12.2Lf|", "%030.10La"};
  for (int i = 0; i < N(v); i++)
    for (int j = 0; j < N(fmts); j++) {
      char buf[6000];
      va = B(v[i]);
      snprintf(buf, sizeof buf, fmts[j], va);
      if (strlen(buf) <= 100) printf("printf %s %s [%s]\n", fmts[j], v[i], buf);
    }
}

int main(void) {
  const char *bin[] = {"fadd", "fsub", "fmul", "fdiv", "frem"};
  LD (*fs[])(LD, LD) = {add, sub, mul, dvd, fmodl};
  for (int k = 0; k < 5; k++) {
    binary(bin[k], fs[k], NUMS, N(NUMS));
    binary(bin[k], fs[k], SPECIALS, N(SPECIALS));
  }
  fmas();
  unary("sqrt", sqrtl);
  unary("floor", floorl);
  unary("ceil", ceill);
  unary("trunc", truncl);
  unary("round", roundl);
  unary("rint", rintl);
  unary("fneg", neg);
  unary("fabs", fabsl);
  each(narrow);
  for (int i = 0; i < N(NARROW); i++) narrow(NARROW[i]);
  exts();
  ints();
  cmp();
  minmax();
  scale();
  formats();
  return 0;
}
