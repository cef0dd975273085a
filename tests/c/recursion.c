/* Recursion: fib, ackermann (small), hanoi, gcd, mutual recursion, power set. */
#include <stdio.h>

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static unsigned long long fib_memo(int n, unsigned long long *memo) {
    if (n < 2) return (unsigned long long)n;
    if (memo[n]) return memo[n];
    return memo[n] = fib_memo(n - 1, memo) + fib_memo(n - 2, memo);
}

static int ack(int m, int n) {
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

static int moves;
static unsigned hanoi_hash;
static void hanoi(int n, int from, int to, int via) {
    if (n == 0) return;
    hanoi(n - 1, from, via, to);
    moves++;
    hanoi_hash = hanoi_hash * 31u + (unsigned)(from * 3 + to + n);
    hanoi(n - 1, via, to, from);
}

static void hanoi_print(int n, char from, char to, char via) {
    if (n == 0) return;
    hanoi_print(n - 1, from, via, to);
    printf("%d:%c%c ", n, from, to);
    hanoi_print(n - 1, via, to, from);
}

static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }

static int is_even(unsigned n);
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }

static int subset_count(const int *a, int n, int target) {
    if (n == 0) return target == 0;
    return subset_count(a + 1, n - 1, target - a[0]) + subset_count(a + 1, n - 1, target);
}

static double power(double b, int e) {
    if (e == 0) return 1.0;
    if (e < 0) return 1.0 / power(b, -e);
    double h = power(b, e / 2);
    return (e % 2) ? h * h * b : h * h;
}

static int depth_sum(int d) { volatile int pad[4] = { d, d, d, d }; return d == 0 ? 0 : pad[2] + depth_sum(d - 1); }

int main(void) {
    for (int i = 0; i <= 20; i += 4) printf("fib(%d)=%d ", i, fib(i));
    printf("\n");
    unsigned long long memo[91] = { 0 };
    printf("fib(90)=%llu\n", fib_memo(90, memo));
    printf("ack(2,3)=%d ack(3,3)=%d ack(3,5)=%d\n", ack(2, 3), ack(3, 3), ack(3, 5));
    hanoi(16, 1, 3, 2);
    printf("hanoi moves=%d hash=%u\n", moves, hanoi_hash);
    hanoi_print(3, 'A', 'C', 'B');
    printf("\n");
    printf("gcd %ld %ld %ld\n", gcd(1071, 462), gcd(1L << 40, 6L * 1024 * 1024), gcd(17, 5));
    printf("even/odd %d %d %d\n", is_even(1000), is_odd(777), is_even(3));
    int set[] = { 3, 34, 4, 12, 5, 2, 7, 8, 1, 9, 11, 13 };
    printf("subsets summing to 20: %d\n", subset_count(set, 12, 20));
    printf("power %.6f %.6e %.6f\n", power(1.5, 10), power(2.0, -20), power(-3.0, 7));
    printf("depth_sum(2000)=%d\n", depth_sum(2000));
    return 0;
}
