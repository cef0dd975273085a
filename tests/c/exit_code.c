/* Exiting with a non-zero status via exit() from a nested call after output,
   plus atexit-free cleanup logic and a deliberately unreachable abort(). */
#include <stdio.h>
#include <stdlib.h>

struct job { const char *name; int cost; int deps; };

static int total_cost;

static void fail(const char *why, int code) {
    printf("fatal: %s (code %d) after total=%d\n", why, code, total_cost);
    exit(code);
}

static int run_job(const struct job *j, int budget) {
    if (j->cost < 0) abort();   /* never happens with the data below */
    total_cost += j->cost;
    printf("run %-8s cost=%3d deps=%d total=%d\n", j->name, j->cost, j->deps, total_cost);
    if (total_cost > budget) fail("budget exceeded", 7);
    return total_cost;
}

static int schedule(const struct job *jobs, int n, int budget) {
    int done = 0;
    /* run jobs in order of increasing deps count, stable by index */
    for (int d = 0; d <= 3; d++)
        for (int i = 0; i < n; i++)
            if (jobs[i].deps == d) { run_job(&jobs[i], budget); done++; }
    return done;
}

int main(void) {
    static const struct job jobs[] = {
        { "fetch", 10, 0 }, { "parse", 25, 1 }, { "lower", 40, 2 }, { "emit", 30, 3 },
        { "lint", 5, 1 }, { "index", 15, 0 }, { "link", 60, 3 }, { "test", 80, 2 },
    };
    int n = (int)(sizeof jobs / sizeof jobs[0]);
    int done = schedule(jobs, 4, 1000);
    printf("first batch done=%d total=%d\n", done, total_cost);
    total_cost = 0;
    schedule(jobs, n, 200);
    printf("unreachable\n");
    return 0;
}
