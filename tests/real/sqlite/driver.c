/* Runs the SQL script argv[1] on a fresh database file argv[2] (removed first, with its WAL
   files), printing each result row as `a|b|c` and each error as `error: ...` (the script goes
   on after an error, statement by statement, as the sqlite3 shell with -bail off does). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sqlite3.h"

static int row(void *unused, int n, char **vals, char **names) {
    (void)unused;
    (void)names;
    for (int i = 0; i < n; i++) printf("%s%s", i ? "|" : "", vals[i] ? vals[i] : "NULL");
    printf("\n");
    return 0;
}

static char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc(n + 1);
    if (fread(buf, 1, n, f) != (size_t)n) { fclose(f); free(buf); return NULL; }
    buf[n] = 0;
    fclose(f);
    return buf;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s SCRIPT DB\n", argv[0]); return 2; }
    char *sql = read_file(argv[1]);
    if (!sql) { fprintf(stderr, "cannot read %s\n", argv[1]); return 2; }
    char path[4096];
    for (const char *sfx = ""; ; sfx = sfx[0] ? (strcmp(sfx, "-wal") ? NULL : "-shm") : "-wal") {
        if (!sfx) break;
        snprintf(path, sizeof path, "%s%s", argv[2], sfx);
        remove(path);
    }
    sqlite3 *db;
    if (sqlite3_open(argv[2], &db) != SQLITE_OK) { printf("cannot open: %s\n", sqlite3_errmsg(db)); return 1; }
    int errors = 0;
    const char *rest = sql;
    while (*rest) {
        sqlite3_stmt *stmt;
        const char *tail;
        if (sqlite3_prepare_v2(db, rest, -1, &stmt, &tail) != SQLITE_OK) {
            printf("error: %s\n", sqlite3_errmsg(db));
            errors++;
            /* Skip to the next statement. */
            const char *semi = strchr(rest, ';');
            if (!semi) break;
            rest = semi + 1;
            continue;
        }
        rest = tail;
        if (!stmt) continue;
        int rc;
        while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
            int n = sqlite3_column_count(stmt);
            for (int i = 0; i < n; i++) {
                const unsigned char *t = sqlite3_column_text(stmt, i);
                printf("%s%s", i ? "|" : "", t ? (const char *)t : "NULL");
            }
            printf("\n");
        }
        if (rc != SQLITE_DONE) { printf("error: %s\n", sqlite3_errmsg(db)); errors++; }
        sqlite3_finalize(stmt);
    }
    (void)row;
    sqlite3_close(db);
    free(sql);
    for (const char *sfx = ""; ; sfx = sfx[0] ? (strcmp(sfx, "-wal") ? NULL : "-shm") : "-wal") {
        if (!sfx) break;
        snprintf(path, sizeof path, "%s%s", argv[2], sfx);
        remove(path);
    }
    printf("errors %d\n", errors);
    return 0;
}
