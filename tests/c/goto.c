/* goto: loops built with goto, breaking out of nested loops, a cleanup chain,
   and a computed state jump via switch + goto. */
#include <stdio.h>
#include <stdlib.h>

static int find_pair(const int *a, int n, int target, int *oi, int *oj) {
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (a[i] + a[j] == target) { *oi = i; *oj = j; goto found; }
    return 0;
found:
    return 1;
}

static int goto_loop(int n) {
    int i = 0, s = 0;
top:
    if (i >= n) goto done;
    if (i % 3 == 0) goto skip;
    s += i;
skip:
    i++;
    goto top;
done:
    return s;
}

static int cleanup_chain(int fail_at) {
    int rc = -1;
    char *a = malloc(16), *b = NULL, *c = NULL;
    if (!a || fail_at == 1) goto out_a;
    b = malloc(32);
    if (!b || fail_at == 2) goto out_b;
    c = malloc(64);
    if (!c || fail_at == 3) goto out_c;
    rc = 0;
out_c:
    free(c);
out_b:
    free(b);
    free(a);
    return rc == 0 ? 100 : 10 * fail_at + 2;
out_a:
    free(a);
    return 10 * fail_at + 1;
}

static unsigned collatz_goto(unsigned n) {
    unsigned steps = 0;
again:
    if (n == 1) return steps;
    steps++;
    if (n & 1) { n = 3 * n + 1; goto again; }
    n /= 2;
    goto again;
}

static int parse_digits(const char *s) {
    int v = 0;
    const char *p = s;
next:
    switch (*p) {
    case '\0': goto end;
    case '_': p++; goto next;
    default:
        if (*p < '0' || *p > '9') goto bad;
        v = v * 10 + (*p - '0');
        p++;
        goto next;
    }
bad:
    return -1;
end:
    return v;
}

int main(void) {
    int a[] = { 8, 3, 14, 7, 22, 5, 11 };
    int i = -1, j = -1;
    int ok = find_pair(a, 7, 27, &i, &j);
    printf("pair ok=%d i=%d j=%d\n", ok, i, j);
    ok = find_pair(a, 7, 1000, &i, &j);
    printf("pair ok=%d\n", ok);
    printf("goto_loop=%d %d\n", goto_loop(10), goto_loop(1000));
    for (int f = 0; f <= 3; f++) printf("cleanup(%d)=%d ", f, cleanup_chain(f));
    printf("\n");
    unsigned mx = 0, arg = 0;
    for (unsigned n = 1; n < 3000; n++) { unsigned s = collatz_goto(n); if (s > mx) { mx = s; arg = n; } }
    printf("collatz max steps=%u at %u\n", mx, arg);
    printf("parse %d %d %d\n", parse_digits("1_000_000"), parse_digits("42"), parse_digits("4x2"));
    return 0;
}
