/* A binary search tree on the heap: insert, lookup, in-order traversal,
   height, deletion, and freeing, driven by an LCG. */
#include <stdio.h>
#include <stdlib.h>

struct tree { int key; int count; struct tree *left, *right; };

static struct tree *insert(struct tree *t, int key) {
    if (!t) {
        t = calloc(1, sizeof *t);
        t->key = key;
        t->count = 1;
        return t;
    }
    if (key < t->key) t->left = insert(t->left, key);
    else if (key > t->key) t->right = insert(t->right, key);
    else t->count++;
    return t;
}

static const struct tree *find(const struct tree *t, int key) {
    while (t && t->key != key) t = key < t->key ? t->left : t->right;
    return t;
}

static int height(const struct tree *t) {
    if (!t) return 0;
    int l = height(t->left), r = height(t->right);
    return 1 + (l > r ? l : r);
}

static void inorder(const struct tree *t, void (*visit)(const struct tree *, void *), void *ctx) {
    if (!t) return;
    inorder(t->left, visit, ctx);
    visit(t, ctx);
    inorder(t->right, visit, ctx);
}

struct stats { int n; long long wsum; int prev; int sorted; };
static void collect(const struct tree *t, void *ctx) {
    struct stats *s = ctx;
    if (s->n && t->key <= s->prev) s->sorted = 0;
    s->prev = t->key;
    s->wsum += (long long)t->key * t->count * (s->n % 7 + 1);
    s->n++;
}

static struct tree *remove_min(struct tree *t, struct tree **min) {
    if (!t->left) { *min = t; return t->right; }
    t->left = remove_min(t->left, min);
    return t;
}

static struct tree *delete(struct tree *t, int key) {
    if (!t) return NULL;
    if (key < t->key) t->left = delete(t->left, key);
    else if (key > t->key) t->right = delete(t->right, key);
    else {
        struct tree *l = t->left, *r = t->right;
        free(t);
        if (!l) return r;
        if (!r) return l;
        struct tree *m;
        r = remove_min(r, &m);
        m->left = l;
        m->right = r;
        return m;
    }
    return t;
}

static void destroy(struct tree *t) { if (!t) return; destroy(t->left); destroy(t->right); free(t); }

int main(void) {
    struct tree *root = NULL;
    unsigned s = 31337;
    for (int i = 0; i < 2000; i++) { s = s * 1103515245u + 12345u; root = insert(root, (int)((s >> 16) % 1500)); }
    struct stats st = { 0, 0, 0, 1 };
    inorder(root, collect, &st);
    printf("nodes=%d sorted=%d wsum=%lld height=%d\n", st.n, st.sorted, st.wsum, height(root));
    int found = 0, dup = 0;
    for (int k = 0; k < 1500; k += 11) { const struct tree *f = find(root, k); if (f) { found++; dup += f->count > 1; } }
    printf("found=%d dups=%d\n", found, dup);
    for (int k = 0; k < 1500; k += 2) root = delete(root, k);
    struct stats st2 = { 0, 0, 0, 1 };
    inorder(root, collect, &st2);
    printf("after delete nodes=%d sorted=%d wsum=%lld height=%d\n", st2.n, st2.sorted, st2.wsum, height(root));
    destroy(root);
    return 0;
}
