// An exception that nothing catches: std::terminate, which aborts (SIGABRT).
// Whether the stack is unwound before std::terminate is implementation-defined,
// so nothing observable happens in the frames between the throw and main.
// regen: expect-status 134
#include <cstdio>
#include <cstdlib>

static int g_cleanups;

struct Counter {
    ~Counter() { g_cleanups++; }
};

struct Oops {
    int code;
};

static void deepest(int n) {
    Counter c;
    if (n == 0)
        throw Oops{n + 17};
    deepest(n - 1);
}

static void middle() {
    Counter c;
    try {
        deepest(3);
    } catch (int) {
        puts("middle: caught an int (wrong)");
    }
}

int main() {
    puts("terminate: start");
    try {
        throw 1;
    } catch (int e) {
        printf("caught %d first\n", e);
    }
    puts("about to throw Oops with no handler");
    fflush(stdout);
    middle();
    puts("not reached");
    return 0;
}
