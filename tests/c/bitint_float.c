/* _BitInt conversions to and from float and double (in range: LLVM 19's expansion is wrong on
   overflow to infinity, see tests/wide/float_overflow.ll). */
#include <stdio.h>
typedef signed _BitInt(200) s200;
typedef unsigned _BitInt(256) u256;
typedef unsigned _BitInt(1000) u1000;
__attribute__((noinline)) double s2d(s200 x) { return (double)x; }
__attribute__((noinline)) float s2f(s200 x) { return (float)x; }
__attribute__((noinline)) double u2d(u256 x) { return (double)x; }
__attribute__((noinline)) double big2d(u1000 x) { return (double)x; }
__attribute__((noinline)) s200 d2s(double d) { return (s200)d; }
__attribute__((noinline)) u256 d2u(double d) { return (u256)d; }
__attribute__((noinline)) s200 f2s(float d) { return (s200)d; }
int main(void) {
  s200 v[] = { 0, 1, -1, 12345678901234567LL, -((s200)1 << 150) - 3, ((s200)1 << 198) + ((s200)1 << 145) + 1,
               ((s200)1 << 198) + ((s200)1 << 145), ((s200)1 << 198) + ((s200)3 << 145), (s200)0x1fffffffffffffULL << 100,
               ((s200)1 << 127) - 1, -((s200)1 << 127), ((s200)0xffffff8000000001ULL) << 60 };
  for (int i = 0; i < 12; i++) {
    s200 w = v[i] >> 73; /* within float's range */
    printf("%a %a\n", s2d(v[i]), (double)s2f(w));
  }
  u256 u = ~(u256)0;
  printf("%a %a %a\n", u2d(u), u2d(u >> 200), u2d(u >> 53));
  u1000 b = ~(u1000)0;
  printf("%a %a %a\n", big2d(b), big2d(b >> 80), big2d(((u1000)1 << 999) + ((u1000)1 << 946)));
  double ds[] = { 0.0, 1.5, -2.75, 1e30, -1e40, 3.5e59, 1.2345e45, -0x1p127, 0x1.fffffffffffffp128 };
  for (int i = 0; i < 9; i++) {
    s200 x = d2s(ds[i]);
    u256 y = d2u(ds[i] < 0 ? -ds[i] : ds[i]);
    float fl = ds[i] > 1e38 ? 1e38f : ds[i] < -1e38 ? -1e38f : (float)ds[i];
    s200 z = f2s(fl);
    printf("%llx %llx %llx | %llx %llx | %llx %llx\n", (unsigned long long)(x >> 128), (unsigned long long)(x >> 64),
           (unsigned long long)x, (unsigned long long)(y >> 128), (unsigned long long)y, (unsigned long long)(z >> 64),
           (unsigned long long)z);
  }
  return 0;
}
