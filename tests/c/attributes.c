#include <stdio.h>
#include <stdlib.h>
int order[8]; int norder;
__attribute__((constructor(200))) static void ctor_b(void) { order[norder++] = 2; }
__attribute__((constructor(101))) static void ctor_a(void) { order[norder++] = 1; }
__attribute__((constructor)) static void ctor_c(void) { order[norder++] = 3; }
__attribute__((destructor)) static void dtor(void) { printf("dtor runs, norder=%d\n", norder); }
__attribute__((weak)) int weakval = 42;
__attribute__((section(".data.custom"))) int sectioned = 7;
__attribute__((visibility("hidden"))) int hidden_fn(int x) { return x * 3; }
__attribute__((cold, noinline)) void coldfn(void) { puts("cold"); }
__attribute__((always_inline)) static inline int inl(int x) { return x + 1; }
__attribute__((aligned(64))) static char aligned_buf[100];
__attribute__((used)) static int used_var = 5;
static void cleanup_fn(int *p) { printf("cleanup %d\n", *p); }
int __attribute__((pure)) purefn(const int *p) { return *p * 2; }
int __attribute__((const)) constfn(int x) { return x ^ 0x55; }
void __attribute__((noreturn)) die(int c) { printf("die %d\n", c); exit(c); }
int main(void) {
  printf("ctor order:"); for (int i = 0; i < norder; i++) printf(" %d", order[i]); printf("\n");
  printf("%d %d %d %d\n", weakval, sectioned, hidden_fn(5), inl(9));
  printf("%d\n", (int)((unsigned long)aligned_buf % 64));
  { int __attribute__((cleanup(cleanup_fn))) v = 11; printf("in scope %d\n", v); }
  int z = 21; printf("%d %d\n", purefn(&z), constfn(z));
  if (z == 0) coldfn();
  die(9);
}
