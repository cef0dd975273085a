// Destructors during unwinding: RAII through several frames, partially
// constructed objects and arrays, throwing from a handler, destructor order.
#include <cstdio>
#include <cstdlib>

struct Tracer {
    const char *name;
    explicit Tracer(const char *n) : name(n) { printf("  ctor %s\n", name); }
    ~Tracer() { printf("  dtor %s\n", name); }
};

struct Err {
    int code;
    explicit Err(int c) : code(c) { printf("  Err(%d) constructed\n", code); }
    ~Err() { printf("  Err(%d) destroyed\n", code); }
};

static void level4(int x) {
    Tracer t("level4");
    if (x > 0)
        throw Err(x);
    printf("  level4 returns\n");
}

static void level3(int x) {
    Tracer a("level3a");
    { Tracer scoped("level3-scoped"); }
    Tracer b("level3b");
    level4(x);
    printf("  level3 returns\n");
}

static void level2(int x) {
    Tracer t("level2");
    level3(x);
}

static void level1(int x) {
    Tracer t("level1");
    try {
        level2(x);
    } catch (int) {
        printf("  level1: not reached\n");
    }
    printf("  level1 returns\n");
}

struct Member {
    int id;
    explicit Member(int i) : id(i) { printf("  Member %d built\n", id); }
    ~Member() { printf("  Member %d destroyed\n", id); }
};

struct Failing {
    explicit Failing(int code) { printf("  Failing throws %d\n", code); throw code; }
};

// The body throws after both members were built: members die, ~Whole does not run.
struct Whole {
    Member a, b;
    explicit Whole(bool fail) : a(1), b(2) {
        printf("  Whole body\n");
        if (fail)
            throw 5;
    }
    ~Whole() { printf("  ~Whole\n"); }
};

// The second member's constructor throws: only the first is destroyed.
struct Mixed {
    Member a;
    Failing f;
    Member c;
    Mixed() : a(10), f(11), c(12) { printf("  Mixed body: not reached\n"); }
};

static int g_next, g_fail_at;

struct Elem {
    int id;
    Elem() : id(g_next++) {
        if (id == g_fail_at) {
            printf("  Elem %d throws\n", id);
            throw id;
        }
        printf("  Elem %d\n", id);
    }
    ~Elem() { printf("  ~Elem %d\n", id); }
};

int main() {
    printf("unwind through four frames:\n");
    try {
        level1(3);
    } catch (const Err &e) {
        printf("  main caught Err %d\n", e.code);
    }
    printf("no throw:\n");
    level1(0);

    printf("throwing constructor body:\n");
    try { Whole w(true); } catch (int e) { printf("  caught %d\n", e); }
    printf("non-throwing constructor:\n");
    { Whole w(false); }
    printf("throwing member constructor:\n");
    try { Mixed m; } catch (int e) { printf("  caught %d\n", e); }

    printf("array, third element throws:\n");
    g_next = 0;
    g_fail_at = 2;
    try { Elem arr[5]; printf("  not reached\n"); } catch (int e) { printf("  caught %d\n", e); }

    printf("new[], fourth element throws:\n");
    g_next = 0;
    g_fail_at = 3;
    try { Elem *p = new Elem[6]; delete[] p; } catch (int e) { printf("  caught %d\n", e); }

    printf("new[] and delete[], no throw:\n");
    g_next = 100;
    g_fail_at = -1;
    Elem *q = new Elem[3];
    delete[] q;

    printf("throw from inside a handler:\n");
    try {
        try {
            Tracer t("try-body");
            throw Err(1);
        } catch (const Err &e) {
            Tracer h("in-handler");
            printf("  handling Err %d, throwing Err 2\n", e.code);
            throw Err(2);
        }
    } catch (const Err &e) {
        printf("  outer caught Err %d\n", e.code);
    }

    printf("destructor order:\n");
    {
        Tracer a("first");
        Tracer b("second");
        try {
            Tracer c("third");
            Tracer d("fourth");
            throw 0;
        } catch (int) {
            printf("  handler runs after third and fourth died\n");
        }
        Tracer e("fifth");
    }
    printf("done\n");
    return 0;
}
