#include <stdio.h>
#include <stdint.h>
struct __attribute__((aligned(32))) S32 { long a[4]; };
int bad;
void g(int x, struct S32 s) {
  uintptr_t a = (uintptr_t)&s; __asm__("" : "+r"(a));
  if (a % 32) { printf("n=%d: byval argument misaligned at %p\n", x, (void*)&s); bad = 1; }
  if (s.a[0] != x || s.a[3] != x + 3) { printf("n=%d: wrong value\n", x); bad = 1; }
}
void use(void *p) { (void)p; }
void caller(int n);
int main(void) { for (int n = 1; n < 40; n++) caller(n); puts(bad ? "BAD" : "ok"); return bad; }
