/* min/max (signed, unsigned, float), abs/labs, clamping, select idioms. */
#include <stdio.h>
#include <stdlib.h>

/* external, non-const inputs so that -O2 keeps the min/max operations */
int g_vals[] = { 5, -3, 0, 2147483647, -2147483647, 17, -17, 100, -100, 42 };
long g_lv[] = { -123456789012L, 77L };

static int imin(int a, int b) { return a < b ? a : b; }
static int imax(int a, int b) { return a > b ? a : b; }
static unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
static unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }
static long long llmax(long long a, long long b) { return a > b ? a : b; }
static double dmin(double a, double b) { return a < b ? a : b; }
static float fmaxf_(float a, float b) { return a > b ? a : b; }
static int clamp(int v, int lo, int hi) { return imax(lo, imin(v, hi)); }
static int iabs_hand(int v) { return v < 0 ? -v : v; }
static long long llabs_hand(long long v) { return v < 0 ? -v : v; }
static double dabs(double v) { return v < 0 ? -v : v; }
static signed char sc_max(signed char a, signed char b) { return a > b ? a : b; }
static unsigned short us_min(unsigned short a, unsigned short b) { return a < b ? a : b; }

int main(void) {
    int *vals = g_vals;
    int n = 10;
    int mn = vals[0], mx = vals[0];
    unsigned umn = (unsigned)vals[0], umx = (unsigned)vals[0];
    long long abssum = 0;
    for (int i = 0; i < n; i++) {
        mn = imin(mn, vals[i]);
        mx = imax(mx, vals[i]);
        umn = umin(umn, (unsigned)vals[i]);
        umx = umax(umx, (unsigned)vals[i]);
        abssum += abs(vals[i]);
    }
    printf("min=%d max=%d umin=%u umax=%u abssum=%lld\n", mn, mx, umn, umx, abssum);
    for (int v = -20; v <= 20; v += 7) printf("clamp(%d)=%d ", v, clamp(v, vals[0] - 10, vals[0] + 4));
    printf("\n");
    printf("abs %d %d %ld %ld %d %lld\n", abs(vals[1] * 3), abs(-vals[1] * 3), labs(g_lv[0]), labs(g_lv[1]), iabs_hand(vals[6] * 2 + 3), llabs_hand(g_lv[0] / 24));
    printf("llmax %lld dmin %.3f fmax %.3f dabs %.3f %.3f\n", llmax(-(1LL << 40), -5), dmin(-0.5, 0.25), fmaxf_(1.5f, -2.5f), dabs(-3.75), dabs(2.0));
    printf("sc_max %d us_min %u\n", sc_max(-100, -120), us_min(65535, 1000));
    /* running min/max over a pseudo-random sequence */
    unsigned s = 1;
    int rmin = 1 << 30, rmax = -(1 << 30);
    double dlo = 1e300, dhi = -1e300;
    long long spread = 0;
    for (int i = 0; i < 5000; i++) {
        s = s * 22695477u + 1u;
        int v = (int)(s >> 8) % 100000 - 50000;
        rmin = imin(rmin, v);
        rmax = imax(rmax, v);
        double dv = v / 7.0;
        dlo = dmin(dlo, dv);
        dhi = dv > dhi ? dv : dhi;
        spread += abs(v - (rmin + rmax) / 2);
    }
    printf("rmin=%d rmax=%d dlo=%.4f dhi=%.4f spread=%lld\n", rmin, rmax, dlo, dhi, spread);
    /* select chains */
    int sel = 0;
    for (int i = -10; i <= 10; i++) sel += i < 0 ? -i * 2 : (i > 5 ? i * 3 : i);
    printf("sel=%d\n", sel);
    return 0;
}
