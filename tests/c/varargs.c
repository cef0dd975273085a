/* User-defined variadic functions: va_list, va_arg with int/double/pointer,
   va_copy, and forwarding a va_list to a helper. */
#include <stdarg.h>
#include <stdio.h>

static int sum_ints(int count, ...) {
    va_list ap;
    va_start(ap, count);
    int s = 0;
    for (int i = 0; i < count; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static double avg_doubles(int count, ...) {
    va_list ap;
    va_start(ap, count);
    double s = 0;
    for (int i = 0; i < count; i++) s += va_arg(ap, double);
    va_end(ap);
    return count ? s / count : 0.0;
}

/* format letters: i=int, d=double, s=string, l=long long, c=char */
static void vdescribe(const char *fmt, va_list ap) {
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'i': printf("i:%d ", va_arg(ap, int)); break;
        case 'd': printf("d:%.3f ", va_arg(ap, double)); break;
        case 's': printf("s:%s ", va_arg(ap, const char *)); break;
        case 'l': printf("l:%lld ", va_arg(ap, long long)); break;
        case 'c': printf("c:%c ", (char)va_arg(ap, int)); break;
        default: printf("? "); break;
        }
    }
    printf("\n");
}

static void describe(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vdescribe(fmt, ap);
    va_end(ap);
}

/* walk the arguments twice using va_copy */
static double twice_walk(int n, ...) {
    va_list ap, ap2;
    va_start(ap, n);
    va_copy(ap2, ap);
    double first = 0, second = 0;
    for (int i = 0; i < n; i++) first += va_arg(ap, double) * (i + 1);
    for (int i = 0; i < n; i++) second -= va_arg(ap2, double);
    va_end(ap2);
    va_end(ap);
    return first + second;
}

/* pointer arguments: sum the ints pointed to until NULL */
static int sum_ptrs(const char *label, ...) {
    va_list ap;
    va_start(ap, label);
    int s = 0;
    int *p;
    while ((p = va_arg(ap, int *)) != 0) s += *p;
    va_end(ap);
    printf("%s=%d\n", label, s);
    return s;
}

/* many variadic args mixing int and double so both register classes spill */
static double mixed(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double acc = 0;
    for (int i = 0; i < n; i++) {
        int k = va_arg(ap, int);
        double d = va_arg(ap, double);
        acc = acc * 1.5 + k * d;
    }
    va_end(ap);
    return acc;
}

int main(void) {
    printf("sum_ints=%d %d %d\n", sum_ints(0), sum_ints(3, 1, 2, 3), sum_ints(10, 1, -2, 3, -4, 5, -6, 7, -8, 9, 100));
    printf("avg=%.6f %.6f\n", avg_doubles(4, 1.0, 2.5, 3.5, -1.0), avg_doubles(9, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.5));
    char ch = 'Q';
    short sh = -7;
    float fl = 2.5f;   /* promoted to double */
    describe("idsilc", 42, 3.14159, "hello", (int)sh, 1234567890123LL, ch);
    describe("ddddddddddi", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, (double)fl, 77);
    printf("twice_walk=%.4f\n", twice_walk(5, 1.0, 2.0, 3.0, 4.0, 5.0));
    int a = 5, b = 10, c = -3, d = 1000;
    sum_ptrs("ptrsum", &a, &b, &c, &d, (int *)0);
    sum_ptrs("empty", (int *)0);
    printf("mixed=%.4f\n", mixed(7, 1, 0.5, 2, 1.5, 3, 2.5, 4, 3.5, 5, 4.5, 6, 5.5, 7, 6.5));
    return 0;
}
