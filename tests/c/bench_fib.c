/* Benchmark: small recursive functions (call and return overhead, values live across calls in
   callee-saved registers, early returns): naive Fibonacci, Ackermann, Takeuchi and a walk over an
   implicit binary tree stored in an array. Argument: scale (default 1). */
#include <stdio.h>

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static int ack(int m, int n) {
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

static int tak(int x, int y, int z) {
    if (y >= x) return z;
    return tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y));
}

enum { NODES = 1023 };
static unsigned tree[NODES];

/* Node i has children 2i+1 and 2i+2; a node whose value is a multiple of 13 cuts its subtree off. */
static unsigned walk(unsigned i, unsigned depth) {
    if (i >= NODES) return depth;
    unsigned v = tree[i];
    if (v % 13 == 0) return v ^ depth;
    unsigned l = walk(2 * i + 1, depth + 1);
    unsigned r = walk(2 * i + 2, depth + 1);
    return (l * 31u + r) ^ (v >> 3);
}

static int parse_scale(int argc, char **argv) {
    int s = 0;
    if (argc < 2) return 1;
    for (const char *p = argv[1]; *p >= '0' && *p <= '9'; p++) s = s * 10 + (*p - '0');
    return s > 0 ? s : 1;
}

int main(int argc, char **argv) {
    int scale = parse_scale(argc, argv);
    for (unsigned i = 0; i < NODES; i++) tree[i] = (i * 2654435761u) >> 9;
    unsigned fibs = 0, acks = 0, taks = 0, walks = 0;
    for (int r = 0; r < 2 * scale; r++) {
        fibs += (unsigned)fib(16 + r % 4);
        acks += (unsigned)ack(2 + r % 2, 2 + r % 3);
        taks += (unsigned)tak(10 + r % 3, 6, 2 + r % 2);
        tree[(unsigned)r * 37u % NODES] += (unsigned)r | 1u;
        walks = walks * 33u + walk(0, 0);
    }
    printf("%u %u %u %08x\n", fibs, acks, taks, walks);
    return 0;
}
