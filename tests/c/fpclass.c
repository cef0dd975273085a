#include <stdio.h>
volatile double vz = 0.0;
volatile float fz = 0.0f;
int main(void) {
  double d[] = { 0.0, -0.0, 1.0, -1.0, 1e-310, -1e-310, 1 / vz, -1 / vz, vz / vz, 1e308 };
  for (int i = 0; i < 10; i++) {
    double x = d[i]; float f = (float)x;
    printf("%d %d %d %d %d %d | ", __builtin_isnan(x), __builtin_isinf(x), __builtin_isfinite(x), __builtin_isnormal(x), __builtin_fpclassify(10, 20, 30, 40, 50, x), __builtin_isinf_sign(x));
    printf("%d %d %d %d %d\n", __builtin_isnan(f), __builtin_isinf(f), __builtin_isfinite(f), __builtin_isnormal(f), __builtin_signbit(f));
  }
  return 0;
}
