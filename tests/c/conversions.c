/* Conversions between integer widths and between integers and floats. */
#include <stdio.h>

/* external, non-const inputs so that -O2 keeps the conversions */
int g_vals[] = { 0, 1, -1, 127, 128, 255, 256, -129, 32767, 32768, 65535, -65536, 2147483647 };
double g_ds[] = { 0.0, 0.5, -0.5, 1.9999, -1.9999, 123456.789, -98765.4321, 2147483647.0, -2147483648.0 };
unsigned long long g_us[] = { 0ULL, 1ULL, 4294967295ULL, 9007199254740993ULL,
                              9223372036854775808ULL, 18446744073709549568ULL };
unsigned g_u32 = 4294967295u;
int g_big = 16777217;
long long g_ll = 9007199254740993LL;
float g_f = 0.1f;
double g_quarter = 0.25;

static double to_d_u64(unsigned long long v) { return (double)v; }
static unsigned long long from_d_u64(double d) { return (unsigned long long)d; }
static float to_f_i32(int v) { return (float)v; }
static int from_f_i32(float f) { return (int)f; }

int main(void) {
    /* int -> narrower ints (truncation; implementation-defined for signed,
       but well-defined modular in clang/gcc) and sign/zero extension */
    int n = (int)(sizeof g_vals / sizeof g_vals[0]);
    for (int i = 0; i < n; i++) {
        int v = g_vals[i];
        signed char sc = (signed char)v;
        unsigned char uc = (unsigned char)v;
        short ss = (short)v;
        unsigned short us = (unsigned short)v;
        long long sx = v;
        unsigned long long zx = (unsigned)v;
        printf("%d: sc=%d uc=%u ss=%d us=%u sx=%lld zx=%llu\n", v, sc, uc, ss, us, sx, zx);
    }

    /* float/double -> int truncation towards zero */
    for (int i = 0; i < 9; i++) {
        double d = g_ds[i];
        printf("d=%.4f -> i=%d ll=%lld f=%.3f\n", d, (int)d, (long long)d, (float)d);
    }

    /* unsigned <-> double, including values above 2^63 */
    for (int i = 0; i < 6; i++) {
        double d = to_d_u64(g_us[i]);
        printf("u64 %llu -> %.1f -> %llu\n", g_us[i], d, from_d_u64(d));
    }
    unsigned u32 = g_u32;
    printf("u32->double %.1f  u32->float %.1f\n", (double)u32, (float)u32);
    printf("double->u32 %u %u\n", (unsigned)(g_ds[5] * 24300.0), (unsigned)(double)u32);

    /* int <-> float rounding */
    int big = g_big;
    printf("int->float %.1f back %d\n", to_f_i32(big), from_f_i32(to_f_i32(big)));
    printf("int->float %.1f %.1f\n", to_f_i32(-33554435), to_f_i32(2147483647));
    long long ll = g_ll;
    printf("ll->double %.1f ll->float %.1f\n", (double)ll, (float)ll);

    /* float <-> double */
    float f = g_f;
    double d = f;
    float back = (float)(d * 3.0);
    printf("f=%.10f d=%.17g back=%.9g\n", f, d, back);
    double dd = 1.0e-40;
    printf("denormal float %g %e\n", (float)dd, (double)(float)dd);
    printf("large to float: %e\n", (double)(float)3.0e38);

    /* char arithmetic, bool conversions */
    char c = 'A';
    int sum = c + 25;
    double quarter = g_quarter;
    _Bool b1 = 42, b2 = 0.0, b3 = quarter;
    printf("char %c %d bools %d %d %d\n", (char)sum, sum, b1, b2, b3);

    /* mixed signed/unsigned comparisons (usual arithmetic conversions) */
    int neg = -1;
    unsigned one = 1;
    printf("cmp: %d %d %d\n", neg < (int)one, (unsigned)neg > one, (long long)neg < (long long)one);

    unsigned long long acc = 0;
    for (int i = -1000; i <= 1000; i += 37) {
        float fv = (float)i * 1.37f;
        double dv = (double)i / 3.0;
        acc = acc * 31 + (unsigned long long)(long long)fv + (unsigned long long)(long long)(dv * 1000.0);
        acc ^= (unsigned char)(i * 3);
    }
    printf("checksum=%llu\n", acc);
    return 0;
}
