/* Structs whose second eightbyte holds 3, 5, 6 or 7 bytes of integer data, returned by value:
   clang's IR returns them as { i64, i24 }, { i64, i40 }, { i64, i48 } and { i64, i56 } (and a
   packed { double, char[3] } as { double, i24 }), each half in a register. */
#include <stdio.h>

typedef struct { unsigned char c[11]; } S11;
typedef struct { unsigned char c[13]; } S13;
typedef struct { short s[7]; } S14;
typedef struct { unsigned char c[15]; } S15;
typedef struct __attribute__((packed)) { double d; unsigned char c[3]; } SP;

__attribute__((noinline)) static S11 make11(int seed) {
    S11 r;
    for (int i = 0; i < 11; i++) r.c[i] = (unsigned char)(seed * 3 + i);
    return r;
}
__attribute__((noinline)) static S13 make13(int seed) {
    S13 r;
    for (int i = 0; i < 13; i++) r.c[i] = (unsigned char)(seed ^ (i * 17));
    return r;
}
__attribute__((noinline)) static S14 make14(int seed) {
    S14 r;
    for (int i = 0; i < 7; i++) r.s[i] = (short)(seed * 1000 - i * 77);
    return r;
}
__attribute__((noinline)) static S15 make15(int seed) {
    S15 r;
    for (int i = 0; i < 15; i++) r.c[i] = (unsigned char)(seed + i * i);
    return r;
}
__attribute__((noinline)) static SP makep(int seed) {
    SP r;
    r.d = seed / 4.0;
    r.c[0] = (unsigned char)seed;
    r.c[1] = (unsigned char)(seed * 2);
    r.c[2] = (unsigned char)(seed * 5);
    return r;
}
/* Passes them back in: the caller splits them into scalars. */
__attribute__((noinline)) static unsigned sum11(S11 a, S13 b, S15 c) {
    unsigned s = 0;
    for (int i = 0; i < 11; i++) s = s * 31 + a.c[i];
    for (int i = 0; i < 13; i++) s = s * 31 + b.c[i];
    for (int i = 0; i < 15; i++) s = s * 31 + c.c[i];
    return s;
}

int main(void) {
    unsigned total = 0;
    for (int seed = 1; seed <= 5; seed++) {
        S11 a = make11(seed);
        S13 b = make13(seed);
        S14 c = make14(seed);
        S15 d = make15(seed);
        SP p = makep(seed);
        printf("%d: %u %u %d %d %u %u %.2f %u %u %u\n", seed, a.c[0], a.c[10], b.c[12], c.s[6], d.c[8], d.c[14],
               p.d, p.c[0], p.c[1], p.c[2]);
        total += sum11(a, b, d);
    }
    printf("total %u\n", total);
    return 0;
}
