// The unroll pragmas as clang-19 writes them (tests/loops/regen.sh makes c_unroll_pragmas.ll):
// unroll(full) on a loop of 16 iterations, unroll(enable) and unroll_count(3) on loops whose trip
// count is known only at run time, unroll(disable) and nounroll on small loops the -O2 heuristic
// would unroll fully, and #pragma unroll 4 on a countdown.
// kiln: loop-simplify,loop-rotate,lcssa,licm,loop-unroll-full,loop-unroll-and-jam,loop-unroll,transform-warning
// opt-19: function(loop-mssa(loop-rotate,licm),loop(loop-unroll-full),loop(loop-unroll-and-jam),loop-unroll<O2>,transform-warning)
#include <stdio.h>

unsigned out[64];

__attribute__((noinline)) unsigned full(int k) {
  unsigned s = k;
#pragma clang loop unroll(full)
  for (int i = 0; i < 16; i++) {
    s = s * 3 + (i ^ out[i]);
    out[i] = s;
  }
  return s;
}

__attribute__((noinline)) unsigned enabled(int n) {
  unsigned s = 1;
#pragma clang loop unroll(enable)
  for (int i = 0; i < n; i++) {
    s = s * 5 + (i ^ out[i + 16]);
    out[i + 16] = s;
  }
  return s;
}

__attribute__((noinline)) unsigned count3(int n) {
  unsigned s = 2;
#pragma clang loop unroll_count(3)
  for (int i = 0; i < n; i++) {
    s = (s ^ out[i + 32]) * 7 + i;
    out[i + 32] = s;
  }
  return s;
}

__attribute__((noinline)) unsigned disabled(int k) {
  unsigned s = k;
#pragma clang loop unroll(disable)
  for (int i = 0; i < 8; i++)
    s = s * 9 + i;
  unsigned t = s;
#pragma nounroll
  for (int i = 0; i < 6; i++)
    t = t * 11 ^ i;
  return s + t;
}

__attribute__((noinline)) unsigned by4(int n) {
  unsigned s = 3;
#pragma unroll 4
  for (int i = n; i > 0; i--) {
    s = s * 13 + i;
    out[i & 15] ^= s;
  }
  return s;
}

int main(void) {
  unsigned h = 0;
#pragma clang loop unroll(disable)
  for (int n = 0; n < 14; n++) {
    unsigned a = full(n), b = enabled(n), c = count3(n), d = disabled(n), e = by4(n);
    printf("%d %u %u %u %u %u\n", n, a, b, c, d, e);
  }
#pragma clang loop unroll(disable)
  for (int i = 0; i < 64; i++)
    h = h * 31 + out[i];
  printf("%u\n", h);
  return 0;
}
