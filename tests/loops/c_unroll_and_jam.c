// The unroll-and-jam pragmas as clang-19 writes them (tests/loops/regen.sh makes
// c_unroll_and_jam.ll): #pragma unroll_and_jam on a nest with a run-time outer trip count, #pragma
// unroll_and_jam(3), #pragma nounroll_and_jam, and #pragma unroll_and_jam(3) with #pragma clang loop
// unroll_count(2), which clang writes as a follow-up of the jammed outer loop holding a whole LoopID
// (LLVM 19 takes it as one opaque attribute: the count inside is not seen). The inner loops carry
// unroll(disable) so that nothing unrolls them fully first.
// kiln: loop-simplify,loop-rotate,lcssa,licm,loop-unroll-full,loop-unroll-and-jam,loop-unroll,transform-warning
// opt-19: function(loop-mssa(loop-rotate,licm),loop(loop-unroll-full),loop(loop-unroll-and-jam),loop-unroll<O2>,transform-warning)
#include <stdio.h>

unsigned a[64], c[64][8];
const unsigned b[8] = {3, 1, 4, 1, 5, 9, 2, 6};

__attribute__((noinline)) void jam(int n) {
#pragma unroll_and_jam
  for (int i = 0; i < n; i++) {
    unsigned s = 0;
#pragma clang loop unroll(disable)
    for (int j = 0; j < 8; j++) {
      s += b[j] * (i + 1);
      c[i][j] = s;
    }
    a[i] = a[i] * 5 + s;
  }
}

__attribute__((noinline)) void jam3(int n) {
#pragma unroll_and_jam(3)
  for (int i = 0; i < n; i++) {
    unsigned s = 1;
#pragma clang loop unroll(disable)
    for (int j = 0; j < 8; j++) {
      s = s * 3 + b[j] + i;
      c[i][j] ^= s;
    }
    a[i] += s;
  }
}

__attribute__((noinline)) void no_jam(int n) {
#pragma nounroll_and_jam
  for (int i = 0; i < n; i++) {
    unsigned s = 0;
#pragma clang loop unroll(disable)
    for (int j = 0; j < 8; j++)
      s += c[i][j];
    a[i] -= s;
  }
}

__attribute__((noinline)) void jam_then_unroll(int n) {
#pragma unroll_and_jam(3)
#pragma clang loop unroll_count(2)
  for (int i = 0; i < n; i++) {
    unsigned s = 7;
#pragma clang loop unroll(disable)
    for (int j = 0; j < 8; j++) {
      s = s * 5 ^ b[j];
      c[i][j] += s;
    }
    a[i] ^= s;
  }
}

int main(void) {
#pragma clang loop unroll(disable)
  for (int n = 0; n < 12; n++) {
    jam(n);
    jam3(n);
    no_jam(n);
    jam_then_unroll(n);
    unsigned h = 0;
#pragma clang loop unroll(disable)
    for (int i = 0; i < 64; i++) {
      h = h * 31 + a[i];
#pragma clang loop unroll(disable)
      for (int j = 0; j < 8; j++)
        h = h * 7 + c[i][j];
    }
    printf("%d %u\n", n, h);
  }
  return 0;
}
