/* Native callees of transition.ll: each checks the GC-transition flag its caller must have set. */
#include <stdint.h>
#include <stdio.h>

int32_t in_native;            /* the global flag */
__thread int32_t tls_in_native; /* the thread-local flag */
static int64_t seen_global, seen_tls;

int64_t native_work(int64_t x) {
    seen_global += in_native == 1;
    return 2 * x + 1;
}

int64_t native_work_tls(int64_t x) {
    seen_tls += tls_in_native == 1;
    return 3 * x;
}

int64_t native_seen(int64_t which) { return which ? seen_tls : seen_global; }

/* Returns 0 in rax: called right before @show_doubles, so a caller that forgets %al passes 0. */
int64_t native_zero(void) { return 0; }

/* A variadic callee reading doubles (passed in xmm registers: %al must count them). */
void show_doubles(int32_t n, ...) {
    __builtin_va_list ap;
    __builtin_va_start(ap, n);
    printf("native:");
    for (int32_t i = 0; i < n; i++) printf(" %.3f", __builtin_va_arg(ap, double));
    printf("\n");
    __builtin_va_end(ap);
}

/* Calls the managed `f(i)` for i in [0, n) and sums the results: C frames between managed ones,
 * which the collector walks through without records. */
int64_t for_each_sum(int64_t n, int64_t (*f)(int64_t)) {
    int64_t s = 0;
    for (int64_t i = 0; i < n; i++) s += f(i);
    return s;
}

/* For transition_invoke.ll: checks the global flag like native_work, then throws `x` as a C++
   `long` (through the C++ runtime's own entry points) when it is odd. */
extern void *__cxa_allocate_exception(unsigned long);
extern void __cxa_throw(void *, void *, void (*)(void *));
extern char _ZTIl[];
static int64_t seen_throwing;

int64_t native_throw(int64_t x) {
    seen_throwing += in_native == 1;
    if (x & 1) {
        int64_t *e = __cxa_allocate_exception(sizeof(int64_t));
        *e = x;
        __cxa_throw(e, _ZTIl, 0);
    }
    return x / 2;
}

int64_t native_seen_throwing(void) { return seen_throwing; }
