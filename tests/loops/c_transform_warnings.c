// Pragmas whose transformations cannot be applied, as clang-19 writes them (tests/loops/regen.sh
// makes c_transform_warnings.ll), each reported at the loop's source location: unroll(full) on a loop
// whose trip count is known only at run time; vectorize(enable) with unroll_count(4), which clang
// writes as a vectorizer follow-up holding the unroll count (no vectorizer runs, so "loop not
// vectorized" and nothing about unrolling); distribute(enable); interleave_count(2) with
// vectorize_width(1); and #pragma unroll_and_jam(2) on a nest whose jamming would reverse a
// dependence.
// kiln: loop-simplify,loop-rotate,lcssa,licm,loop-unroll-full,loop-unroll-and-jam,loop-unroll,transform-warning
// opt-19: function(loop-mssa(loop-rotate,licm),loop(loop-unroll-full),loop(loop-unroll-and-jam),loop-unroll<O2>,transform-warning)
#include <stdio.h>

unsigned out[64];

__attribute__((noinline)) unsigned full(int n) {
  unsigned s = 1;
#pragma clang loop unroll(full)
  for (int i = 0; i < n; i++) {
    s = s * 3 + (i ^ out[i]);
    out[i] = s;
  }
  return s;
}

__attribute__((noinline)) unsigned vectorize_then_unroll(int n) {
  unsigned s = 0;
#pragma clang loop vectorize(enable) unroll_count(4)
  for (int i = 0; i < n; i++) {
    out[i + 16] += i;
    s += out[i + 16];
  }
  return s;
}

__attribute__((noinline)) unsigned distribute(int n) {
  unsigned s = 0;
#pragma clang loop distribute(enable)
  for (int i = 1; i < n; i++) {
    out[i + 32] = out[i + 31] + i;
    s ^= out[i + 32];
  }
  return s;
}

__attribute__((noinline)) unsigned interleave(int n) {
  unsigned s = 5;
#pragma clang loop vectorize_width(1) interleave_count(2)
  for (int i = 0; i < n; i++)
    s = s * 7 + out[i];
  return s;
}

__attribute__((noinline)) void carried(int n) {
#pragma unroll_and_jam(2)
  for (int i = 0; i < n; i++) {
#pragma clang loop unroll(disable)
    for (int j = 0; j < 8; j++)
      out[j + 49] = out[j + 48] + i;
  }
}

int main(void) {
#pragma clang loop unroll(disable)
  for (int n = 0; n < 12; n++) {
    unsigned a = full(n), b = vectorize_then_unroll(n), c = distribute(n), d = interleave(n);
    carried(n);
    printf("%d %u %u %u %u %u\n", n, a, b, c, d, out[56]);
  }
  return 0;
}
