// Random x86_fp80 cases computed by the x87 unit (and glibc's fmodl/fmal/sqrtl/printf), in the
// line format of fp80_cases.c: interp/tests/fp80.rs builds (with clang-19) and runs this at test time
// and checks every line in the interpreter.
//   usage: fp80_random SEED CASES
// Operands are mostly normal numbers with nearby exponents (so that additions round and cancel),
// with denormals, extreme exponents, significands full of ones or zeros (ties), zeros,
// infinities and NaNs mixed in.
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef long double LD;
static uint64_t state;

static uint64_t next(void) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

static uint64_t below(uint64_t n) { return next() % n; }

static uint64_t random_sig(void) {
  uint64_t r = next();
  switch (below(6)) {
  case 0: return 1ULL << 63 | r >> below(64);                      // leading zeros after the integer bit
  case 1: return ~0ULL << below(64);                               // ones then zeros
  case 2: return 1ULL << 63 | (~0ULL >> below(64));                // trailing ones
  case 3: return 1ULL << 63 | (r & 0xFFFFFFFFFF000000ULL) | 1ULL << below(24);
  default: return r | 1ULL << 63;
  }
}

static LD make(uint16_t se, uint64_t sig) {
  LD x = 0;
  memcpy(&x, &sig, 8);
  memcpy((char *)&x + 8, &se, 2);
  return x;
}

static uint16_t sign(void) { return below(2) ? 0x8000 : 0; }

static LD value_near(int exp) {
  uint64_t k = below(100);
  if (k < 4) return make(sign(), 0);
  if (k < 6) return make(sign() | 0x7fff, 1ULL << 63);
  if (k < 8) return make(sign() | 0x7fff, 3ULL << 62 | next() >> 2);
  if (k < 15) return make(sign(), random_sig() >> below(64)); // denormal
  if (k < 22) return make(sign() | (uint16_t)(below(2) ? 1 + below(80) : 0x7ffe - below(80)), random_sig());
  if (exp < 1) exp = 1;
  if (exp > 0x7ffe) exp = 0x7ffe;
  return make(sign() | (uint16_t)exp, random_sig());
}

static LD value(void) { return value_near(0x3fff + (int)below(200) - 100); }

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

static int exponent(LD x) {
  uint16_t hi;
  memcpy(&hi, (char *)&x + 8, 2);
  return hi & 0x7fff;
}

static volatile LD va, vb, vc;

int main(int argc, char **argv) {
  state = argc > 1 ? strtoull(argv[1], 0, 10) * 0x9E3779B97F4A7C15ULL + 1 : 1;
  long cases = argc > 2 ? atol(argv[2]) : 1000;
  const char *fmts[] = {"%.25Lg", "%La", "%.3Le", "%.30Lf", "%.0La", "%.5La", "%Lg", "%.19Le"};
  for (long i = 0; i < cases; i++) {
    va = value();
    int e = exponent(va);
    vb = below(4) ? value_near(e + (int)below(140) - 70) : value();
    vc = below(2) ? value_near(e + exponent(vb) - 0x3fff + (int)below(140) - 70) : value();
    LD a = va, b = vb, c = vc;
    switch (below(19)) {
    case 0: printf("fadd %s %s %s\n", H(a), H(b), H(va + vb)); break;
    case 1: printf("fsub %s %s %s\n", H(a), H(b), H(va - vb)); break;
    case 2: printf("fmul %s %s %s\n", H(a), H(b), H(va * vb)); break;
    case 3: printf("fdiv %s %s %s\n", H(a), H(b), H(va / vb)); break;
    case 4: printf("frem %s %s %s\n", H(a), H(b), H(fmodl(va, vb))); break;
    case 5: printf("sqrt %s %s\n", H(a), H(sqrtl(va))); break;
    case 6: printf("fma %s %s %s %s\n", H(a), H(b), H(c), H(fmal(va, vb, vc))); break;
    case 7: {
      double d = (double)va;
      float f = (float)va;
      uint64_t db;
      uint32_t fb;
      memcpy(&db, &d, 8);
      memcpy(&fb, &f, 4);
      printf("fptrunc_double %s %016llx\n", H(a), (unsigned long long)db);
      printf("fptrunc_float %s %08x\n", H(a), fb);
      break;
    }
    case 8: {
      volatile unsigned __int128 u = (unsigned __int128)next() << 64 | next();
      u >>= below(128);
      printf("uitofp_i128 %016llx%016llx %s\n", (unsigned long long)(u >> 64), (unsigned long long)u, H((LD)u));
      volatile __int128 s = (__int128)u;
      printf("sitofp_i128 %016llx%016llx %s\n", (unsigned long long)(u >> 64), (unsigned long long)u, H((LD)s));
      break;
    }
    case 9: printf("fcmp %s %s %d%d%d%d%d%d%d%d%d%d%d%d%d%d\n", H(a), H(b), a == b, a > b, a >= b, a < b, a <= b,
                   __builtin_islessgreater(a, b), !__builtin_isunordered(a, b), !__builtin_islessgreater(a, b),
                   !(a <= b), !(a < b), !(a >= b), !(a > b), a != b, __builtin_isunordered(a, b));
      break;
    case 10: printf("rint %s %s\n", H(a), H(rintl(va))); break;
    case 11: printf("floor %s %s\n", H(a), H(floorl(va))); break;
    case 12: printf("ceil %s %s\n", H(a), H(ceill(va))); break;
    case 13: printf("trunc %s %s\n", H(a), H(truncl(va))); break;
    case 14: printf("round %s %s\n", H(a), H(roundl(va))); break;
    case 15: {
      va = make(sign() | (uint16_t)(0x3fff - 3 + below(66)), random_sig());
      printf("fptosi_i64 %s %016llx\n", H(va), (unsigned long long)(long long)va);
      break;
    }
    case 16: {
      int n = below(2) ? (int)below(40000) - 20000 : (int)below(200) - 100;
      printf("ldexp %s %d %s\n", H(a), n, H(ldexpl(va, n)));
      break;
    }
    case 17: {
      volatile LD p = va * vb;
      printf("fmuladd %s %s %s %s\n", H(a), H(b), H(c), H(p + vc));
      break;
    }
    default: {
      char buf[8000];
      const char *f = fmts[below(8)];
      snprintf(buf, sizeof buf, f, va);
      if (strlen(buf) <= 100) printf("printf %s %s [%s]\n", f, H(a), buf);
      break;
    }
    }
  }
  return 0;
}
