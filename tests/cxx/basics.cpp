// Basic throw and catch: fundamental types, a struct by value, by reference
// and by pointer, catch (...), rethrow, nested try blocks, a function-try-block,
// several catch clauses in one try, and many throws in a loop.
#include <cstdio>
#include <cstring>

struct Point {
    int x, y;
};

static Point g_point = {5, 6};

static void thrower(int kind) {
    switch (kind) {
    case 0: throw 42;
    case 1: throw "a string";
    case 2: throw 2.5;
    case 3: throw Point{3, 4};
    case 4: throw &g_point;
    case 5: throw 'c';
    case 6: throw 7L;
    default: break;
    }
    printf("thrower(%d): no throw\n", kind);
}

// One try with several catch clauses: the landing pad's selector picks one.
static void classify(int kind) {
    try {
        thrower(kind);
        printf("classify(%d): returned normally\n", kind);
    } catch (int v) {
        printf("classify(%d): int %d\n", kind, v);
    } catch (const char *s) {
        printf("classify(%d): const char* \"%s\" (len %d)\n", kind, s, (int)strlen(s));
    } catch (double d) {
        printf("classify(%d): double %.2f\n", kind, d);
    } catch (const Point &p) {
        printf("classify(%d): Point& {%d, %d}\n", kind, p.x, p.y);
    } catch (Point *p) {
        printf("classify(%d): Point* {%d, %d}\n", kind, p->x, p->y);
    } catch (long l) {
        printf("classify(%d): long %ld\n", kind, l);
    } catch (...) {
        printf("classify(%d): something else\n", kind);
    }
}

// A by-value handler gets a copy; a by-reference handler that modifies the
// exception object and rethrows passes the same object outward.
static void modify_and_rethrow() {
    try {
        throw Point{1, 2};
    } catch (Point p) {
        p.x = 1000;
        printf("by value: modified copy to {%d, %d}\n", p.x, p.y);
        try {
            throw;
        } catch (Point &q) {
            printf("rethrown original is {%d, %d}\n", q.x, q.y);
            q.x = 99;
            throw;
        }
    }
}

// Function-try-block: the handler covers the whole body.
static int ftb(int n) try {
    if (n < 0)
        throw n;
    return n * 2;
} catch (int e) {
    printf("ftb caught %d\n", e);
    return -1;
}

static void nested(int which) {
    try {
        try {
            if (which == 0)
                throw 10;
            if (which == 1)
                throw 1.5;
            printf("nested(%d): inner no throw\n", which);
        } catch (double d) {
            printf("nested(%d): inner caught double %.1f\n", which, d);
            if (which == 1)
                throw 20; // from a handler to the outer try
        }
        printf("nested(%d): after inner try\n", which);
    } catch (int i) {
        printf("nested(%d): outer caught int %d\n", which, i);
    }
}

int main() {
    for (int k = 0; k <= 7; k++)
        classify(k);

    try {
        modify_and_rethrow();
    } catch (Point p) {
        printf("outer frame caught {%d, %d}\n", p.x, p.y);
    }

    printf("ftb(21) = %d\n", ftb(21));
    printf("ftb(-3) = %d\n", ftb(-3));

    for (int w = 0; w < 3; w++)
        nested(w);

    // Many throws: no leak, no corruption of the exception state.
    long sum_i = 0, sum_p = 0;
    double sum_d = 0;
    int others = 0;
    for (int i = 0; i < 1000; i++) {
        try {
            switch (i % 4) {
            case 0: throw i;
            case 1: throw Point{i, -i};
            case 2: throw (double)i * 0.5;
            default: throw "other";
            }
        } catch (int v) {
            sum_i += v;
        } catch (const Point &p) {
            sum_p += p.x - p.y;
        } catch (double d) {
            sum_d += d;
        } catch (...) {
            others++;
        }
    }
    printf("loop: ints %ld points %ld doubles %.1f others %d\n", sum_i, sum_p, sum_d, others);
    return 0;
}
