/* Benchmark: binary trees (malloc/free, recursion, pointer chasing). Argument: scale (default 1). */
#include <stdio.h>
#include <stdlib.h>

typedef struct Node { struct Node *left, *right; int value; } Node;

static Node *make(int depth, int value) {
    Node *n = malloc(sizeof *n);
    n->value = value;
    if (depth > 0) { n->left = make(depth - 1, 2 * value - 1); n->right = make(depth - 1, 2 * value); }
    else n->left = n->right = 0;
    return n;
}

static long check(const Node *n) {
    return n->left ? n->value + check(n->left) - check(n->right) : n->value;
}

static void release(Node *n) {
    if (n->left) { release(n->left); release(n->right); }
    free(n);
}

static int parse_scale(int argc, char **argv) {
    int s = 0;
    if (argc < 2) return 1;
    for (const char *p = argv[1]; *p >= '0' && *p <= '9'; p++) s = s * 10 + (*p - '0');
    return s > 0 ? s : 1;
}

int main(int argc, char **argv) {
    int scale = parse_scale(argc, argv);
    int max_depth = 6;
    for (int s = scale; s > 1 && max_depth < 20; s /= 2) max_depth++;
    long total = 0;
    for (int d = 4; d <= max_depth; d += 2) {
        int iterations = 1 << (max_depth - d + 2);
        long sum = 0;
        for (int i = 0; i < iterations; i++) { Node *t = make(d, i); sum += check(t); release(t); }
        printf("depth %d: %d trees, check %ld\n", d, iterations, sum);
        total += sum;
    }
    printf("total %ld\n", total);
    return 0;
}
