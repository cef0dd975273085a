/* Benchmark: Mandelbrot set (float compares in a tight loop, integer counting).
   Argument: scale (default 1). */
#include <stdio.h>
#include <stdlib.h>

static int parse_scale(int argc, char **argv) {
    int s = 0;
    if (argc < 2) return 1;
    for (const char *p = argv[1]; *p >= '0' && *p <= '9'; p++) s = s * 10 + (*p - '0');
    return s > 0 ? s : 1;
}

int main(int argc, char **argv) {
    int scale = parse_scale(argc, argv);
    int size = 24 * scale;
    long inside = 0, iters = 0;
    for (int py = 0; py < size; py++) {
        for (int px = 0; px < size; px++) {
            double cr = 2.5 * px / size - 2.0, ci = 2.0 * py / size - 1.0;
            double zr = 0, zi = 0;
            int k = 0;
            while (k < 100 && zr * zr + zi * zi <= 4.0) {
                double t = zr * zr - zi * zi + cr;
                zi = 2 * zr * zi + ci;
                zr = t;
                k++;
            }
            iters += k;
            inside += k == 100;
        }
    }
    printf("%ld %ld\n", inside, iters);
    return 0;
}
