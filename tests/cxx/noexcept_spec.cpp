// noexcept functions that do not throw (their terminate landing pads are never
// taken), exceptions passing through frames that only have cleanups, and a
// noexcept(false) destructor that throws on a normal scope exit.
#include <cstdio>

struct Tracer {
    const char *name;
    explicit Tracer(const char *n) : name(n) { printf("  enter %s\n", name); }
    ~Tracer() { printf("  leave %s\n", name); }
};

static int add(int a, int b) noexcept { return a + b; }

static int may_throw(int x) {
    if (x < 0)
        throw x;
    return x + 1;
}

// Calls a potentially throwing function, so clang emits an invoke whose
// landing pad calls std::terminate; it is never taken here.
static int guarded(int x) noexcept {
    Tracer t("guarded");
    return may_throw(x) * 2;
}

// noexcept, but handles its own exception internally.
static int self_contained(int x) noexcept {
    try {
        return may_throw(x);
    } catch (int e) {
        printf("  self_contained caught %d\n", e);
        return 0;
    }
}

// Cleanups only: no handler in these frames.
static int pass3(int x) { Tracer t("pass3"); return may_throw(x); }
static int pass2(int x) { Tracer t("pass2"); int r = pass3(x); printf("  pass2 got %d\n", r); return r; }
static int pass1(int x) { Tracer t("pass1"); Tracer u("pass1b"); return pass2(x) + 100; }

struct ThrowOnExit {
    int code;
    explicit ThrowOnExit(int c) : code(c) {}
    ~ThrowOnExit() noexcept(false) {
        printf("  ~ThrowOnExit throws %d\n", code);
        throw code;
    }
};

struct QuietThrowOnExit {
    int code;
    explicit QuietThrowOnExit(int c) : code(c) {}
    ~QuietThrowOnExit() noexcept(false) { throw code; }
};

static int normal_return(int x) {
    Tracer t("normal_return");
    ThrowOnExit thrower(x);
    printf("  normal_return body done\n");
    return x; // the destructor throws after the return value was computed
}

static void scope_exit() {
    {
        ThrowOnExit inner(77);
        printf("  inner scope ends\n");
    }
    printf("  scope_exit: not reached\n");
}

int main() {
    printf("noexcept operator: add %d may_throw %d guarded %d\n",
           (int)noexcept(add(1, 2)), (int)noexcept(may_throw(1)), (int)noexcept(guarded(1)));
    printf("add(2, 3) = %d\n", add(2, 3));
    printf("guarded(4):\n");
    printf("  = %d\n", guarded(4));
    printf("self_contained(5) = %d\n", self_contained(5));
    printf("self_contained(-5):\n");
    printf("  = %d\n", self_contained(-5));

    printf("pass1(1):\n");
    printf("  = %d\n", pass1(1));
    printf("pass1(-8):\n");
    try {
        printf("  = %d\n", pass1(-8));
    } catch (int e) {
        printf("  main caught %d\n", e);
    }

    printf("destructor throws on normal return:\n");
    try {
        int r = normal_return(33);
        printf("  not reached %d\n", r);
    } catch (int e) {
        printf("  main caught %d\n", e);
    }
    printf("destructor throws at scope exit:\n");
    try {
        scope_exit();
    } catch (int e) {
        printf("  main caught %d\n", e);
    }
    int total = 0;
    for (int i = 0; i < 50; i++) {
        try {
            QuietThrowOnExit t(i);
            total += add(i, 0);
        } catch (int e) {
            total += e * 1000;
        }
    }
    printf("loop total %d\n", total);
    return 0;
}
