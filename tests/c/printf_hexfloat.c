#include <stdio.h>
volatile double vz = 0.0;
double v[] = { 1.0, 0.1, -2.5, 0.0, -0.0, 1.5, 3.0, 1e300, 1e-310, 5e-324, 2.2250738585072014e-308, 0.75, 1.96875, 255.5, 1.0000000000000002, 1.9999999999999998, 0.5, 1.03125, 1.09375 };
int main(void) {
  double inf = 1 / vz;
  for (int i = 0; i < 19; i++) {
    double x = v[i];
    printf("[%a][%A][%.0a][%.1a][%.2a][%#.0a][%20a][%-20a][%+a][% a][%020a][%.15a]\n", x, x, x, x, x, x, x, x, x, x, x, x);
  }
  printf("[%a][%A][%10a][%-10a]\n", inf, -inf, vz / vz, inf);
  printf("[%a][%.3a]\n", (double)1.1f, (double)3.14159f);
  return 0;
}
