/* Benchmark: n-body simulation (double arithmetic, sqrt, struct arrays).
   Argument: scale (default 1, quick enough for the interpreter). */
#include <stdio.h>
#include <stdlib.h>

/* Square root by Newton's method (libm's sqrt is not among the corpus's allowed externals). */
static double root(double x) {
    double r = x > 1 ? x : 1;
    for (int i = 0; i < 60; i++) {
        double next = 0.5 * (r + x / r);
        if (next == r) break;
        r = next;
    }
    return r;
}

typedef struct { double x, y, z, vx, vy, vz, m; } Body;

static void advance(Body *b, int n, double dt) {
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            double dx = b[i].x - b[j].x, dy = b[i].y - b[j].y, dz = b[i].z - b[j].z;
            double d2 = dx * dx + dy * dy + dz * dz;
            double mag = dt / (d2 * root(d2));
            b[i].vx -= dx * b[j].m * mag; b[i].vy -= dy * b[j].m * mag; b[i].vz -= dz * b[j].m * mag;
            b[j].vx += dx * b[i].m * mag; b[j].vy += dy * b[i].m * mag; b[j].vz += dz * b[i].m * mag;
        }
    }
    for (int i = 0; i < n; i++) { b[i].x += dt * b[i].vx; b[i].y += dt * b[i].vy; b[i].z += dt * b[i].vz; }
}

static double energy(const Body *b, int n) {
    double e = 0;
    for (int i = 0; i < n; i++) {
        e += 0.5 * b[i].m * (b[i].vx * b[i].vx + b[i].vy * b[i].vy + b[i].vz * b[i].vz);
        for (int j = i + 1; j < n; j++) {
            double dx = b[i].x - b[j].x, dy = b[i].y - b[j].y, dz = b[i].z - b[j].z;
            e -= b[i].m * b[j].m / root(dx * dx + dy * dy + dz * dz);
        }
    }
    return e;
}

static int parse_scale(int argc, char **argv) {
    int s = 0;
    if (argc < 2) return 1;
    for (const char *p = argv[1]; *p >= '0' && *p <= '9'; p++) s = s * 10 + (*p - '0');
    return s > 0 ? s : 1;
}

int main(int argc, char **argv) {
    int scale = parse_scale(argc, argv);
    Body b[5] = {
        {0, 0, 0, 0, 0, 0, 39.47},
        {4.84, -1.16, -0.10, 0.606, 2.81, -0.02, 0.037},
        {8.34, 4.12, -0.40, -1.01, 1.82, 0.008, 0.011},
        {12.89, -15.11, -0.22, 1.08, 0.868, -0.010, 0.0017},
        {15.37, -25.91, 0.179, 0.979, 0.594, -0.034, 0.002},
    };
    printf("%.9f\n", energy(b, 5));
    for (int i = 0; i < 200 * scale; i++) advance(b, 5, 0.01);
    printf("%.9f\n", energy(b, 5));
    return 0;
}
