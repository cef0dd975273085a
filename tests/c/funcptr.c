/* Function pointers, tables of them, callbacks, and returning function pointers. */
#include <stdio.h>

typedef int (*binop)(int, int);
typedef double (*dfun)(double);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int divi(int a, int b) { return b ? a / b : 0; }
static int mod(int a, int b) { return b ? a % b : 0; }
static int maxi(int a, int b) { return a > b ? a : b; }

static const binop ops[] = { add, sub, mul, divi, mod, maxi };
static const char *const opnames[] = { "add", "sub", "mul", "div", "mod", "max" };

static double twice(double x) { return 2.0 * x; }
static double square(double x) { return x * x; }
static double inc(double x) { return x + 1.0; }

static double compose_apply(const dfun *fs, int n, double x) {
    for (int i = 0; i < n; i++) x = fs[i](x);
    return x;
}

static int fold(const int *a, int n, int init, binop f) {
    int acc = init;
    for (int i = 0; i < n; i++) acc = f(acc, a[i]);
    return acc;
}

static binop pick(char c) {
    switch (c) {
    case '+': return add;
    case '-': return sub;
    case '*': return mul;
    default: return maxi;
    }
}

struct handler { const char *name; void (*fn)(int *state, int arg); };
static void h_inc(int *s, int a) { *s += a; }
static void h_dbl(int *s, int a) { (void)a; *s *= 2; }
static void h_neg(int *s, int a) { *s = a - *s; }
static struct handler handlers[] = { { "inc", h_inc }, { "dbl", h_dbl }, { "neg", h_neg } };

static void (*signal_like(int which))(int *, int) { return handlers[which % 3].fn; }

int main(void) {
    for (int i = 0; i < 6; i++) printf("%s(17,5)=%d ", opnames[i], ops[i](17, 5));
    printf("\n");
    int data[] = { 3, 1, 4, 1, 5, 9, 2, 6 };
    printf("fold add=%d mul=%d max=%d sub=%d\n", fold(data, 8, 0, add), fold(data, 8, 1, mul),
           fold(data, 8, -100, maxi), fold(data, 8, 100, ops[1]));
    const char *expr = "+*-+*x";
    int v = 2;
    for (const char *p = expr; *p; p++) v = pick(*p)(v, 3);
    printf("expr v=%d\n", v);
    dfun chain[] = { inc, square, twice, inc, square };
    printf("compose=%.1f\n", compose_apply(chain, 5, 1.5));
    int state = 1;
    for (int i = 0; i < 9; i++) {
        struct handler *h = &handlers[(i * 5) % 3];
        h->fn(&state, i);
        printf("%s:%d ", h->name, state);
    }
    printf("\n");
    int st2 = 10;
    for (int i = 0; i < 6; i++) signal_like(i)(&st2, i * 2);
    printf("st2=%d\n", st2);
    binop local = &mul;
    binop *pp = &local;
    printf("indirect %d %d\n", (*pp)(6, 7), (**pp)(8, 9));
    printf("eq %d %d\n", ops[0] == add, pick('?') == maxi);
    return 0;
}
