/* Dense switches (jump tables), sparse switches (binary search / compares),
   fallthrough, switches on chars and on 64-bit values. */
#include <stdio.h>

static int dense(int x) {
    switch (x) {
    case 0: return 11;
    case 1: return 23;
    case 2: return 37;
    case 3: return 41;
    case 4: return 59;
    case 5: return 61;
    case 6: return 79;
    case 7: return 83;
    case 8: return 97;
    case 9: return 101;
    default: return -1;
    }
}

static const char *sparse(unsigned x) {
    switch (x) {
    case 1: return "one";
    case 10: return "ten";
    case 100: return "hundred";
    case 1000: return "thousand";
    case 4096: return "page";
    case 65535: return "u16max";
    case 1000000: return "million";
    case 0xdeadbeef: return "beef";
    default: return "other";
    }
}

static int fallthrough(int x) {
    int r = 0;
    switch (x) {
    case 5: r += 5; /* fall through */
    case 4: r += 4; /* fall through */
    case 3: r += 3; break;
    case 2: r += 200; /* fall through */
    case 1: r += 100; break;
    default: r = -x;
    }
    return r;
}

static int classify(char c) {
    switch (c) {
    case 'a': case 'e': case 'i': case 'o': case 'u': return 1;
    case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9': return 2;
    case ' ': case '\t': case '\n': return 3;
    case '.': case ',': case '!': case '?': return 4;
    default: return 0;
    }
}

static long long big_switch(long long v) {
    switch (v) {
    case -5000000000LL: return 1;
    case -1: return 2;
    case 0: return 3;
    case 4294967296LL: return 4;
    case 9223372036854775807LL: return 5;
    default: return v & 0xff;
    }
}

static int negatives(int x) {
    switch (x) {
    case -3: return 30;
    case -2: return 20;
    case -1: return 10;
    case 0: return 0;
    case 1: return -10;
    case 2: return -20;
    default: return 99;
    }
}

int main(void) {
    int s = 0;
    for (int i = -2; i < 13; i++) { printf("%d ", dense(i)); s += dense(i) * i; }
    printf("| %d\n", s);
    unsigned keys[] = { 0, 1, 10, 99, 100, 1000, 4096, 4097, 65535, 1000000, 0xdeadbeef, 7 };
    for (int i = 0; i < 12; i++) printf("%s ", sparse(keys[i]));
    printf("\n");
    for (int i = 0; i < 8; i++) printf("%d ", fallthrough(i));
    printf("\n");
    const char *txt = "Hello, world 42! is it 7 o'clock?\n";
    int counts[5] = { 0 };
    for (const char *p = txt; *p; p++) counts[classify(*p)]++;
    printf("classes %d %d %d %d %d\n", counts[0], counts[1], counts[2], counts[3], counts[4]);
    long long vs[] = { -5000000000LL, -1, 0, 4294967296LL, 9223372036854775807LL, 300, -2 };
    for (int i = 0; i < 7; i++) printf("%lld ", big_switch(vs[i]));
    printf("\n");
    for (int i = -4; i <= 3; i++) printf("%d ", negatives(i));
    printf("\n");
    return 0;
}
