#include <stdio.h>
#include <stdint.h>

#pragma pack(push, 1)
struct P1 { signed f0 : 30; unsigned f1 : 17; signed f2 : 25; };            /* 72 bits */
struct P2 { uint64_t f0 : 60; int64_t f1 : 40; unsigned f2 : 20; signed f3 : 16; }; /* 136 bits */
struct P3 { int8_t a; uint64_t f0 : 63; uint64_t f1 : 63; uint64_t f2 : 50; int16_t b; int f3 : 24; };
#pragma pack(pop)
struct S4 { unsigned f0 : 7; signed f1 : 29; uint64_t f2 : 33; signed f3 : 31; uint64_t f4 : 64 ; unsigned f5 : 1; };

static struct P1 g1 = { -5, 0x1ffff, 1234567 };
static struct P2 g2 = { 0xfffffffffffffffULL, -123456789012LL, 0xabcde, -3 };
static struct P3 g3 = { 1, 0x7fffffffffffffffULL, 12345, 0x3ffffffffffffULL, -2, -100000 };
static struct S4 g4 = { 100, -99999, 0x1ffffffffULL, 7, 0x123456789abcdef0ULL, 1 };
static volatile int sink;

static uint64_t crc = 0xffffffffffffffffULL;
static void mix(uint64_t v) { crc = (crc ^ v) * 0x100000001b3ULL; crc ^= crc >> 29; }

__attribute__((noinline)) static void step(struct P2 *p, struct P3 *q, int k) {
  p->f1 = p->f1 * 3 + k;
  p->f0 ^= (uint64_t)p->f1 << 7;
  p->f3 += (int16_t)k;
  q->f1 = q->f1 + (q->f0 >> 3) + k;
  q->f2 = q->f2 * 5 - k;
  q->f3 = q->f3 ^ (k << 4);
  q->f0 = q->f0 - q->f2;
}

int main(void) {
  struct P2 l2 = g2;
  struct P3 l3 = g3;
  for (int k = 0; k < 50; k++) {
    step(&l2, &l3, k);
    g1.f0 = g1.f0 - (int)l2.f2 + k;
    g1.f1 = g1.f1 + g1.f2;
    g1.f2 = (g1.f2 << 1) ^ g1.f0;
    g4.f1 = g4.f1 * 7 + g1.f2;
    g4.f2 = g4.f2 + (uint64_t)g4.f1;
    g4.f4 = g4.f4 * 31 + g4.f2;
    g4.f5 = !g4.f5;
    mix(g1.f0); mix(g1.f1); mix(g1.f2);
    mix(l2.f0); mix(l2.f1); mix(l2.f2); mix(l2.f3);
    mix(l3.f0); mix(l3.f1); mix(l3.f2); mix(l3.f3); mix(l3.a); mix(l3.b);
    mix(g4.f0); mix(g4.f1); mix(g4.f2); mix(g4.f3); mix(g4.f4); mix(g4.f5);
  }
  printf("g1 %d %u %d\n", g1.f0, g1.f1, g1.f2);
  printf("l2 %llx %lld %x %d\n", (unsigned long long)l2.f0, (long long)l2.f1, l2.f2, l2.f3);
  printf("l3 %llx %llx %llx %d %d %d\n", (unsigned long long)l3.f0, (unsigned long long)l3.f1, (unsigned long long)l3.f2, l3.f3, l3.a, l3.b);
  printf("g4 %u %d %llx %d %llx %u\n", g4.f0, g4.f1, (unsigned long long)g4.f2, g4.f3, (unsigned long long)g4.f4, g4.f5);
  printf("checksum = %016llx\n", (unsigned long long)crc);
  return 0;
}
