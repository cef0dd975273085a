#include <stdio.h>
#include <string.h>

typedef unsigned _BitInt(256) u256;
typedef signed _BitInt(256) s256;
typedef unsigned _BitInt(200) u200;
typedef signed _BitInt(200) s200;
typedef unsigned _BitInt(1024) u1024;
typedef signed _BitInt(129) s129;
typedef unsigned _BitInt(521) u521;

static void put256(const char *name, u256 v) {
  printf("%s =", name);
  for (int i = 3; i >= 0; i--) printf(" %016llx", (unsigned long long)(v >> (64 * i)));
  printf("\n");
}
static void putwords(const char *name, const void *p, int words) {
  unsigned long long w[32];
  memcpy(w, p, words * 8);
  printf("%s =", name);
  for (int i = words - 1; i >= 0; i--) printf(" %016llx", w[i]);
  printf("\n");
}

__attribute__((noinline)) u256 mul256(u256 a, u256 b) { return a * b; }
__attribute__((noinline)) u256 div256(u256 a, u256 b) { return a / b; }
__attribute__((noinline)) u256 rem256(u256 a, u256 b) { return a % b; }
__attribute__((noinline)) s256 sdiv256(s256 a, s256 b) { return a / b; }
__attribute__((noinline)) s256 srem256(s256 a, s256 b) { return a % b; }
__attribute__((noinline)) u256 shl256(u256 a, int n) { return a << n; }
__attribute__((noinline)) u256 shr256(u256 a, int n) { return a >> n; }
__attribute__((noinline)) s256 sar256(s256 a, int n) { return a >> n; }
__attribute__((noinline)) s200 sar200(s200 a, int n) { return a >> n; }
__attribute__((noinline)) u200 shr200(u200 a, int n) { return a >> n; }
__attribute__((noinline)) int cmp200(s200 a, s200 b) { return (a < b) + 2 * (a == b) + 4 * ((u200)a > (u200)b); }
__attribute__((noinline)) s129 neg129(s129 a) { return -a * 3 + 1; }

static u256 fact(int n) { u256 r = 1; for (int i = 2; i <= n; i++) r *= i; return r; }

static u1024 pow1024(u1024 b, int e) { u1024 r = 1; while (e--) r *= b; return r; }

int main(void) {
  u256 a = fact(50);
  put256("50!", a);
  u256 b = ((u256)0x123456789abcdefULL << 130) | 0xfedcba987654321ULL;
  put256("b", b);
  put256("a*b", mul256(a, b));
  put256("a/b", div256(a, b));
  put256("a%b", rem256(a, b));
  put256("a/7", div256(a, 7));
  put256("-a/b", (u256)sdiv256(-(s256)a, (s256)b));
  put256("-a%b", (u256)srem256(-(s256)a, (s256)b));
  put256("a/-b", (u256)sdiv256((s256)a, -(s256)b));
  for (int n = 0; n < 256; n += 37) {
    printf("n=%d ", n);
    put256("shl", shl256(a, n));
    put256("shr", shr256(a, n));
    put256("sar", (u256)sar256(-(s256)a, n));
  }
  s200 x = -((s200)1 << 150) + 12345;
  for (int n = 0; n < 200; n += 41) {
    u200 s = (u200)sar200(x, n), t = shr200((u200)x, n);
    printf("sar200 %d = %016llx %016llx %016llx %016llx\n", n, (unsigned long long)(s >> 192), (unsigned long long)(s >> 128),
           (unsigned long long)(s >> 64), (unsigned long long)s);
    printf("shr200 %d = %016llx %016llx %016llx %016llx\n", n, (unsigned long long)(t >> 192), (unsigned long long)(t >> 128),
           (unsigned long long)(t >> 64), (unsigned long long)t);
  }
  printf("cmp %d %d %d %d\n", cmp200(x, 5), cmp200(5, x), cmp200(x, x), cmp200(-1, 0));
  s129 y = neg129(((s129)1 << 100) + 7);
  printf("neg129 %lld %llx %llx\n", (long long)(y >> 128), (unsigned long long)(y >> 64), (unsigned long long)y);
  u1024 p = pow1024(3, 600);
  putwords("3^600", &p, 16);
  u1024 q = p / pow1024(7, 100);
  putwords("3^600/7^100", &q, 16);
  u521 m = ~(u521)0;
  u521 r = (m / 12345678901234567ULL) ;
  putwords("m521", &r, 9);
  unsigned long long digits = 0;
  u256 t = a;
  while (t) { digits += (unsigned long long)(t % 10); t /= 10; }
  printf("digit sum of 50! = %llu\n", digits);
  return 0;
}
