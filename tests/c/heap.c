/* malloc/calloc/realloc/free: linked list, dynamic array, aligned_alloc. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct node { int value; struct node *next; };

static struct node *push(struct node *head, int v) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->value = v;
    n->next = head;
    return n;
}

static struct node *reverse(struct node *h) {
    struct node *prev = NULL;
    while (h) { struct node *nx = h->next; h->next = prev; prev = h; h = nx; }
    return prev;
}

static struct node *remove_if_multiple(struct node *h, int k) {
    struct node **pp = &h;
    while (*pp) {
        if ((*pp)->value % k == 0) { struct node *dead = *pp; *pp = dead->next; free(dead); }
        else pp = &(*pp)->next;
    }
    return h;
}

struct vec { int *data; size_t len, cap; };

static void vec_push(struct vec *v, int x) {
    if (v->len == v->cap) {
        size_t nc = v->cap ? v->cap * 2 : 4;
        int *nd = realloc(v->data, nc * sizeof *nd);
        if (!nd) abort();
        v->data = nd;
        v->cap = nc;
    }
    v->data[v->len++] = x;
}

int main(void) {
    struct node *list = NULL;
    for (int i = 1; i <= 30; i++) list = push(list, i * i);
    list = reverse(list);
    list = remove_if_multiple(list, 3);
    int count = 0; long sum = 0;
    for (struct node *p = list; p; p = p->next) { count++; sum += p->value; }
    printf("list count=%d sum=%ld first=%d\n", count, sum, list->value);
    while (list) { struct node *nx = list->next; free(list); list = nx; }

    struct vec v = { NULL, 0, 0 };
    for (int i = 0; i < 1000; i++) vec_push(&v, (i * 7919) % 1000);
    long vs = 0;
    for (size_t i = 0; i < v.len; i++) vs += v.data[i] * (long)(i % 13);
    printf("vec len=%zu cap=%zu weighted=%ld\n", v.len, v.cap, vs);
    free(v.data);

    int *z = calloc(256, sizeof *z);
    int nz = 0;
    for (int i = 0; i < 256; i++) nz += z[i] != 0;
    printf("calloc nonzero=%d\n", nz);
    z = realloc(z, 512 * sizeof *z);
    for (int i = 0; i < 512; i++) z[i] = i;
    z = realloc(z, 10 * sizeof *z);
    int zs = 0;
    for (int i = 0; i < 10; i++) zs += z[i];
    printf("shrunk sum=%d\n", zs);
    free(z);

    char *s = malloc(4);
    strcpy(s, "ab");
    for (int i = 0; i < 5; i++) {
        size_t n = strlen(s);
        s = realloc(s, n * 2 + 1);
        memcpy(s + n, s, n);
        s[2 * n] = '\0';
    }
    printf("doubled len=%zu head=%.8s\n", strlen(s), s);
    free(s);

    double *al = aligned_alloc(64, 64 * sizeof(double));
    printf("aligned ok=%d\n", ((unsigned long)al % 64) == 0);
    for (int i = 0; i < 64; i++) al[i] = i * 0.5;
    double as = 0;
    for (int i = 0; i < 64; i++) as += al[i];
    printf("aligned sum=%.1f\n", as);
    free(al);

    /* 2D jagged array */
    int **rows = malloc(10 * sizeof *rows);
    for (int i = 0; i < 10; i++) {
        rows[i] = malloc((size_t)(i + 1) * sizeof **rows);
        for (int j = 0; j <= i; j++) rows[i][j] = i * j;
    }
    int js = 0;
    for (int i = 0; i < 10; i++) { js += rows[i][i / 2]; free(rows[i]); }
    free(rows);
    printf("jagged=%d\n", js);
    free(NULL);
    return 0;
}
