/* sprintf/snprintf into buffers: return values, truncation, many formats,
   building strings incrementally. */
#include <stdio.h>
#include <string.h>

static unsigned checksum(const char *s) {
    unsigned h = 2166136261u;
    while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
    return h;
}

int main(void) {
    char buf[256];
    int n = sprintf(buf, "%d|%5d|%-5d|%05d|%+d|%x|%X|%o|%#x|%#o", 42, 42, 42, 42, 42, 255, 255, 8, 255, 8);
    printf("[%s] n=%d\n", buf, n);
    n = sprintf(buf, "%u %ld %lld %lu %llu %hd %hhu", 4000000000u, -1234567L, -9000000000000LL, 123UL, 18446744073709551615ULL,
                (short)-5, (unsigned char)250);
    printf("[%s] n=%d\n", buf, n);
    n = sprintf(buf, "%f %.2f %10.4f %-10.1f| %e %.3E %g %G %g %g", 3.14159265, 2.675, -1.5, 100.04, 12345.678, 0.000123,
                0.0001, 1e-5, 123456789.0, 100.0);
    printf("[%s] n=%d\n", buf, n);
    n = sprintf(buf, "%s|%10s|%-10s|%.3s|%c%c%c|%%", "abc", "right", "left", "truncate", 'x', 'y', 'z');
    printf("[%s] n=%d\n", buf, n);
    n = sprintf(buf, "%*d|%-*d|%.*f|%*.*s|", 6, 7, 4, 8, 3, 1.23456, 8, 2, "hello");
    printf("[%s] n=%d\n", buf, n);

    char small[8];
    n = snprintf(small, sizeof small, "%s", "0123456789");
    printf("snprintf trunc [%s] would=%d len=%zu\n", small, n, strlen(small));
    n = snprintf(small, sizeof small, "%d", 123);
    printf("snprintf fits [%s] n=%d\n", small, n);
    n = snprintf(NULL, 0, "%d-%d-%d", 2024, 1, 15);
    printf("snprintf measure n=%d\n", n);
    const char *abc = "abc";
    n = snprintf(small, 1, "%s", abc);
    printf("snprintf size1 [%s] n=%d\n", small, n);

    /* build incrementally */
    char line[512];
    int pos = 0;
    for (int i = 0; i < 12; i++) pos += snprintf(line + pos, sizeof line - (size_t)pos, "%s%d^2=%d", i ? "," : "", i, i * i);
    printf("%s (pos=%d, chk=%u)\n", line, pos, checksum(line));

    /* table formatting */
    const char *names[] = { "alpha", "beta", "gamma" };
    double vals[] = { 1.5, -22.25, 333.125 };
    for (int i = 0; i < 3; i++) {
        sprintf(buf, "|%-8s|%9.3f|%6.1e|%3d%%|", names[i], vals[i], vals[i], (i + 1) * 33);
        puts(buf);
    }
    /* hex dump */
    unsigned char bytes[16];
    for (int i = 0; i < 16; i++) bytes[i] = (unsigned char)(i * 17 + 3);
    char hex[64];
    char *p = hex;
    for (int i = 0; i < 16; i++) p += sprintf(p, "%02x", bytes[i]);
    printf("hex=%s\n", hex);
    sprintf(buf, "%d %s", -0, "");
    printf("[%s] %zu\n", buf, strlen(buf));
    fprintf(stdout, "fprintf stdout %d %s\n", 7, "ok");
    fprintf(stderr, "this goes to stderr %d\n", 1);
    return 0;
}
