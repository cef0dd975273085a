// Exceptions crossing C code: a qsort comparator throws through glibc's (or the interpreter's)
// qsort to a handler in main, with a destructor in the comparator's frame on the way; then a
// handler nested in a comparator that catches its own exception and lets qsort finish.
#include <cstdio>
#include <cstdlib>

struct Guard {
    const char *name;
    ~Guard() { printf("cleanup %s\n", name); }
};

static int calls;

extern "C" int throwing_cmp(const void *a, const void *b) {
    Guard g{"cmp"};
    if (++calls == 3) throw 42;
    return *(const int *)a - *(const int *)b;
}

static int inner_caught;

extern "C" int catching_cmp(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    try {
        if ((x + y) % 3 == 0) throw x - y;
    } catch (int d) {
        inner_caught++;
        return d;
    }
    return x - y;
}

int main() {
    int v[5] = {5, 4, 3, 2, 1};
    try {
        qsort(v, 5, sizeof(int), throwing_cmp);
        printf("not reached\n");
    } catch (int e) {
        printf("caught %d after %d calls\n", e, calls);
    }
    int w[8] = {8, 3, 7, 1, 6, 2, 5, 4};
    qsort(w, 8, sizeof(int), catching_cmp);
    for (int i = 0; i < 8; i++) printf("%d ", w[i]);
    printf("\ninner handlers ran: %s\n", inner_caught > 0 ? "yes" : "no");
    return 0;
}
