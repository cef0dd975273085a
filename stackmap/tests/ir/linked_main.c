/* The C half of tests/linked.rs: callees that print their return address, and a main that
   prints its own address (to compute the load bias of a PIE) and calls into linked.ll; and the
   callees of statepoints.ll, linked in only so that the section holds a second stack map. */
#include <stdio.h>
#include <stdlib.h>

long first(long x);
long second(long *p, long n);

long *make(long x) {
    printf("ret make %p\n", __builtin_return_address(0));
    long *p = malloc(2 * sizeof(long));
    p[0] = x;
    p[1] = 2 * x;
    return p;
}

void poll_first(void) { printf("ret poll_first %p\n", __builtin_return_address(0)); }

void poll_second(long n) { printf("ret poll_second %p %ld\n", __builtin_return_address(0), n); }

void *alloc(long n) { return malloc(n * sizeof(long)); }
void safepoint(void) {}
long observe(long *p) { return p[0]; }

int main(void) {
    printf("main %p\n", (void *)main);
    long a = first(20);
    long *p = make(1); /* called from main: no record */
    long b = second(p, 7);
    printf("result %ld\n", a + b);
    return 0;
}
