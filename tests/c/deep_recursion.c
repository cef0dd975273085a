/* Recursion deeper than 100000 calls: fine natively at -O0 with an 8 MiB stack. */
#include <stdio.h>
int depth(int n) { if (n == 0) return 0; return 1 + depth(n - 1); }
long tri(long n) { return n == 0 ? 0 : n + tri(n - 1); }
int main(void) {
  printf("%d\n", depth(120000));
  printf("%ld\n", tri(150000));
  return 0;
}
