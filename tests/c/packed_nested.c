/* Packed structs (#pragma pack and __attribute__((packed))) passed by value and
   through pointers, nested structs with arrays inside passed and returned by
   value, arrays of structs updated through pointers, and struct copies. */
#include <stdio.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))

#pragma pack(push, 1)
typedef struct { char c; int i; short s; double d; } Pk1;        /* 15 bytes */
typedef struct { unsigned char tag; long long q; } Pk2;          /* 9 bytes */
#pragma pack(pop)
#pragma pack(push, 2)
typedef struct { char c; int i; char e; } Pk3;                   /* 8 bytes, align 2 */
#pragma pack(pop)
typedef struct __attribute__((packed)) { short a; float f; char b; } Pk4;   /* 7 bytes */
typedef struct { char pre; Pk1 inner; char post; } HasPk;        /* 17 bytes */

typedef struct { int a[3]; double d; } ArrD;                     /* 24 bytes */
typedef struct { float f[3]; } Arr3F;                            /* 12 bytes */
typedef struct { char name[6]; short n; } Name;                  /* 8 bytes */
typedef struct { ArrD ad; Arr3F af; Name nm; int tail[2]; } Nest;
typedef struct { Name names[3]; int count; } Roster;             /* 28 bytes */

NOINLINE Pk1 pk1_step(Pk1 p) { p.c++; p.i *= -3; p.s = (short)(p.s + 1000); p.d /= 4; return p; }
NOINLINE Pk2 pk2_make(unsigned char t, long long q) { Pk2 r; r.tag = t; r.q = q; return r; }
NOINLINE long long pk2_sum(Pk2 a, Pk2 b, Pk2 c) { return a.tag + b.tag + c.tag + a.q - b.q + c.q; }
NOINLINE Pk3 pk3_swap(Pk3 v) { Pk3 r = { v.e, v.i + 1, v.c }; return r; }
NOINLINE Pk4 pk4_scale(Pk4 v, float k) { v.a = (short)(v.a * 2); v.f *= k; v.b = (char)(v.b + 1); return v; }
NOINLINE void pk1_update(Pk1 *arr, int n) {
    for (int i = 0; i < n; i++) { arr[i].i += i; arr[i].d += arr[i].s; }
}
NOINLINE HasPk haspk_wrap(char pre, Pk1 in, char post) { HasPk h; h.pre = pre; h.inner = in; h.post = post; return h; }

NOINLINE ArrD arrd_rev(ArrD v) { ArrD r = { { v.a[2], v.a[1], v.a[0] }, -v.d }; return r; }
NOINLINE Arr3F arr3f_add(Arr3F a, Arr3F b) { for (int i = 0; i < 3; i++) a.f[i] += b.f[i]; return a; }
NOINLINE Name name_upper(Name n) { for (int i = 0; n.name[i]; i++) if (n.name[i] >= 'a' && n.name[i] <= 'z') n.name[i] -= 32; n.n++; return n; }
NOINLINE Nest nest_mix(Nest a, ArrD b, Arr3F c, Name d) {
    Nest r = a;
    r.ad = arrd_rev(b);
    r.af = arr3f_add(a.af, c);
    r.nm = name_upper(d);
    r.tail[0] += a.ad.a[0];
    r.tail[1] -= b.a[2];
    return r;
}
NOINLINE Roster roster_add(Roster r, Name n) { if (r.count < 3) r.names[r.count++] = n; return r; }
NOINLINE void nest_fill(Nest *out, int n) {
    for (int i = 0; i < n; i++) {
        Nest t;
        memset(&t, 0, sizeof t);
        for (int j = 0; j < 3; j++) { t.ad.a[j] = i * 10 + j; t.af.f[j] = (float)(i + j) * 0.5f; }
        t.ad.d = i * 1.5;
        snprintf(t.nm.name, sizeof t.nm.name, "n%d", i % 10);
        t.nm.n = (short)i;
        t.tail[0] = i; t.tail[1] = -i;
        out[i] = t;
    }
}
static void show_nest(const char *s, const Nest *n) {
    printf("%s ad={%d,%d,%d,%.2f} af={%.2f,%.2f,%.2f} nm=%s/%d tail=%d,%d\n", s, n->ad.a[0], n->ad.a[1], n->ad.a[2],
           n->ad.d, (double)n->af.f[0], (double)n->af.f[1], (double)n->af.f[2], n->nm.name, n->nm.n, n->tail[0],
           n->tail[1]);
}

int main(void) {
    printf("sizes %d %d %d %d %d %d %d\n", (int)sizeof(Pk1), (int)sizeof(Pk2), (int)sizeof(Pk3), (int)sizeof(Pk4),
           (int)sizeof(HasPk), (int)sizeof(Nest), (int)sizeof(Roster));
    Pk1 p = { 'a', 7, -20, 100.0 };
    for (int i = 0; i < 3; i++) { p = pk1_step(p); printf("pk1 %c %d %d %.4f\n", p.c, p.i, p.s, p.d); }
    Pk2 x = pk2_make(200, 1LL << 50), y = pk2_make(3, -12345), z = pk2_make(255, 77);
    printf("pk2 sum %lld\n", pk2_sum(x, y, z));
    Pk3 q = { 'x', 41, 'y' };
    q = pk3_swap(q);
    printf("pk3 %c %d %c\n", q.c, q.i, q.e);
    Pk4 r = { 300, 1.5f, 'A' };
    for (int i = 0; i < 2; i++) r = pk4_scale(r, -2.0f);
    printf("pk4 %d %.3f %c\n", r.a, (double)r.f, r.b);
    Pk1 arr[5];
    for (int i = 0; i < 5; i++) { arr[i].c = (char)('k' + i); arr[i].i = i * i; arr[i].s = (short)(i - 2); arr[i].d = i * 0.5; }
    pk1_update(arr, 5);
    for (int i = 0; i < 5; i += 2) printf("arr[%d] %c %d %d %.2f\n", i, arr[i].c, arr[i].i, arr[i].s, arr[i].d);
    HasPk h = haspk_wrap('<', arr[3], '>');
    printf("haspk %c %c %d %.2f %c\n", h.pre, h.inner.c, h.inner.i, h.inner.d, h.post);

    Nest ns[4];
    nest_fill(ns, 4);
    show_nest("ns[2]", &ns[2]);
    ArrD b = { { 5, 6, 7 }, 2.25 };
    Arr3F c = { { 0.25f, 0.5f, 0.75f } };
    Name d = { "abc", 9 };
    Nest m = nest_mix(ns[3], b, c, d);
    show_nest("mix", &m);
    for (int i = 0; i < 4; i++) ns[i] = nest_mix(ns[i], ns[(i + 1) % 4].ad, ns[(i + 2) % 4].af, ns[(i + 3) % 4].nm);
    for (int i = 0; i < 4; i++) show_nest("ns", &ns[i]);
    Nest copy = ns[1];
    copy.ad.a[1] = 999;
    printf("copy independent: %d %d\n", copy.ad.a[1], ns[1].ad.a[1]);

    Roster ro;
    memset(&ro, 0, sizeof ro);
    Name n1 = { "ann", 1 }, n2 = { "bob", 2 }, n3 = { "cy", 3 }, n4 = { "dee", 4 };
    ro = roster_add(ro, n1); ro = roster_add(ro, name_upper(n2)); ro = roster_add(ro, n3); ro = roster_add(ro, n4);
    for (int i = 0; i < ro.count; i++) printf("roster %s %d\n", ro.names[i].name, ro.names[i].n);
    return 0;
}
