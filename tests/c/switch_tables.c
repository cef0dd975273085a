/* Switches that clang -O2 turns into lookup tables, including a relative table of string
   pointers (llvm.load.relative over i32 differences of global addresses). */
#include <stdio.h>
__attribute__((noinline)) int lookup(int k) { switch (k) { case 0: return 17; case 1: return 29; case 2: return -4; case 3: return 88; case 4: return 1000; case 5: return 3; case 6: return 77; default: return 0; } }
__attribute__((noinline)) const char *names(int k) { switch (k) { case 0: return "zero"; case 1: return "one"; case 2: return "two"; case 3: return "three"; default: return "many"; } }
__attribute__((noinline)) const char *colour(unsigned k) { switch (k) { case 10: return "red"; case 11: return "green"; case 12: return "blue"; case 13: return "cyan"; case 14: return "magenta"; default: return "?"; } }
__attribute__((noinline)) double weight(int k) { switch (k) { case 1: return 0.5; case 2: return 1.25; case 3: return -3.0; case 4: return 1e10; default: return 0; } }
int main(void) {
  for (int i = -1; i < 9; i++) printf("%d:%d:%s ", i, lookup(i), names(i));
  printf("\n");
  for (unsigned i = 8; i < 16; i++) printf("%s ", colour(i));
  printf("\n");
  for (int i = 0; i < 6; i++) printf("%g ", weight(i));
  printf("\n");
  const char *(*fp)(int) = names;
  printf("%s %s\n", fp(3), colour(12));
  return 0;
}
