/* Globals: initialized arrays/structs/strings, const tables, pointers to
   globals inside global initializers, static locals, zero-initialized data. */
#include <stdio.h>
#include <string.h>

struct point { int x, y; };
struct shape { const char *name; int nverts; const struct point *verts; double scale; };

int counter = 7;
int zeroed[16];
static long long big_table[4] = { 1LL << 40, -(1LL << 33), 12345678901LL };
const int primes[] = { 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37 };
static const char greeting[] = "greetings";
const char *const days[] = { "mon", "tue", "wed", "thu", "fri", "sat", "sun" };
char mutable_msg[32] = "mutable";
static const struct point tri[] = { { 0, 0 }, { 4, 0 }, { 0, 3 } };
static const struct point sq[] = { { 0, 0 }, { 2, 0 }, { 2, 2 }, { 0, 2 } };
static const struct shape shapes[] = { { "tri", 3, tri, 1.0 }, { "square", 4, sq, 2.5 } };
int *counter_ptr = &counter;
const int *prime_ptr = &primes[4];               /* pointer into the middle of a global */
static const char *greet_tail = greeting + 5;    /* pointer arithmetic in initializer */
static int *const table_of_ptrs[] = { &counter, &zeroed[3], &zeroed[15] };
static const struct shape *default_shape = &shapes[1];
struct { char c; short s; int i; long long l; } packed_mix = { 'z', -2, 100000, -9000000000LL };
static unsigned char bytes[] = { 0xde, 0xad, 0xbe, 0xef, 0x01 };
static double dtab[3][2] = { { 0.5, 1.5 }, { 2.5, 3.5 }, { -1.0 } };
static union { int i; float f; } uinit = { 0x3f800000 };
static const char *const *days_ptr = &days[2];

static int next_id(void) {
    static int id = 100;     /* static local */
    return id++;
}

static int area2(const struct shape *s) {
    int a = 0;
    for (int i = 0; i < s->nverts; i++) {
        const struct point *p = &s->verts[i], *q = &s->verts[(i + 1) % s->nverts];
        a += p->x * q->y - q->x * p->y;
    }
    return a;
}

int main(void) {
    *counter_ptr += 5;
    *table_of_ptrs[1] = 33;
    *table_of_ptrs[2] = -4;
    int zs = 0;
    for (int i = 0; i < 16; i++) zs += zeroed[i];
    printf("counter=%d zsum=%d prime_ptr=%d next=%d\n", counter, zs, *prime_ptr, prime_ptr[3]);
    printf("big %lld %lld %lld %lld\n", big_table[0], big_table[1], big_table[2], big_table[3]);
    int ps = 0;
    for (unsigned i = 0; i < sizeof primes / sizeof primes[0]; i++) ps += primes[i];
    printf("primes sum=%d greet=%s tail=%s len=%zu\n", ps, greeting, greet_tail, strlen(greeting));
    for (int i = 0; i < 7; i++) printf("%s%s", days[i], i < 6 ? "," : "\n");
    strcat(mutable_msg, " message");
    mutable_msg[0] = 'M';
    printf("%s (%zu)\n", mutable_msg, strlen(mutable_msg));
    for (int i = 0; i < 2; i++)
        printf("shape %s verts=%d area2=%d scaled=%.2f\n", shapes[i].name, shapes[i].nverts, area2(&shapes[i]),
               area2(&shapes[i]) * shapes[i].scale);
    printf("default=%s\n", default_shape->name);
    printf("mix %c %d %d %lld\n", packed_mix.c, packed_mix.s, packed_mix.i, packed_mix.l);
    unsigned v = 0;
    for (int i = 0; i < 5; i++) v = (v << 8 | bytes[i]) ^ (v >> 24);
    printf("bytes v=%u\n", v);
    printf("dtab %.2f %.2f %.2f\n", dtab[1][1], dtab[2][0], dtab[2][1]);
    printf("uinit f=%.2f\n", uinit.f);
    printf("days_ptr %s %s\n", days_ptr[0], days_ptr[-1]);
    int a = next_id(), b = next_id(), c = next_id();
    printf("ids %d %d %d\n", a, b, c);
    big_table[3] = big_table[0] / 1024;
    counter += (int)big_table[3];
    printf("final counter=%d\n", counter);
    return 0;
}
