/* Big structs (> 16 bytes) passed and returned by value, nested structs,
   arrays inside structs, and struct copies. */
#include <stdio.h>

/* external + noinline so the by-value ABI survives -O2 */
#define NOINLINE __attribute__((noinline))
#include <string.h>

typedef struct { int v[6]; } Vec6;                 /* 24 bytes */
typedef struct { double m[3][3]; } Mat3;           /* 72 bytes */
typedef struct { char name[20]; int age; double score; } Person;
typedef struct { long long a, b, c; } L3;
typedef struct { struct { int x, y; } pos; struct { float w, h; } size; char tag[9]; } Rect;

NOINLINE Vec6 vec_add(Vec6 a, Vec6 b) {
    Vec6 r;
    for (int i = 0; i < 6; i++) r.v[i] = a.v[i] + b.v[i];
    return r;
}

NOINLINE Mat3 mat_mul(Mat3 a, Mat3 b) {
    Mat3 r;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            double s = 0;
            for (int k = 0; k < 3; k++) s += a.m[i][k] * b.m[k][j];
            r.m[i][j] = s;
        }
    return r;
}

NOINLINE Person birthday(Person p) { p.age++; p.score *= 1.5; p.name[0] = (char)(p.name[0] - 32); return p; }

NOINLINE L3 l3_fold(L3 x, L3 y, int k) {
    L3 r = { x.a * k + y.c, x.b - y.b, x.c ^ y.a };
    return r;
}

NOINLINE Rect grow(Rect r, int dx, float f) {
    r.pos.x -= dx; r.pos.y -= dx;
    r.size.w *= f; r.size.h *= f;
    strcat(r.tag, "+");
    return r;
}

NOINLINE long long rect_key(const Rect *r) { return r->pos.x * 1000LL + r->pos.y + (long long)(r->size.w * r->size.h); }

int main(void) {
    Vec6 a = { { 1, 2, 3, 4, 5, 6 } }, b = { { 10, 20, 30, 40, 50, 60 } };
    Vec6 c = vec_add(vec_add(a, b), a);
    for (int i = 0; i < 6; i++) printf("%d ", c.v[i]);
    printf("\n");

    Mat3 rot = { { { 0, -1, 0 }, { 1, 0, 0 }, { 0, 0, 1 } } };
    Mat3 sc = { { { 2, 0, 0 }, { 0, 3, 0 }, { 0.5, 0, 4 } } };
    Mat3 m = mat_mul(rot, sc);
    m = mat_mul(m, rot);
    for (int i = 0; i < 3; i++) printf("[%g %g %g]\n", m.m[i][0], m.m[i][1], m.m[i][2]);

    Person p = { "alice", 30, 81.5 };
    Person q = birthday(p);
    printf("%s %d %.2f -> %s %d %.2f\n", p.name, p.age, p.score, q.name, q.age, q.score);

    L3 x = { 1, 2, 3 }, y = { 100, 200, 300 };
    for (int i = 0; i < 5; i++) x = l3_fold(x, y, i + 2);
    printf("L3 %lld %lld %lld\n", x.a, x.b, x.c);

    Rect r = { { 10, 20 }, { 1.5f, 2.0f }, "box" };
    Rect r2 = grow(grow(r, 3, 2.0f), 1, 0.5f);
    printf("Rect %d %d %.2f %.2f %s key=%lld orig=%s\n", r2.pos.x, r2.pos.y, r2.size.w, r2.size.h, r2.tag, rect_key(&r2), r.tag);

    Person people[3] = { { "bob", 40, 50.0 }, { "carol", 25, 99.25 }, { "dave", 33, 70.0 } };
    Person best = people[0];
    for (int i = 1; i < 3; i++) if (people[i].score > best.score) best = people[i];
    Person copy;
    memcpy(&copy, &best, sizeof copy);
    printf("best %s %d sizeof=%zu %zu %zu\n", copy.name, copy.age, sizeof(Person), sizeof(Rect), sizeof(Mat3));
    return 0;
}
