/* A small state machine: a tokenizer for a tiny expression language plus a
   traffic-light controller driven by an event table. */
#include <stdio.h>

enum state { S_START, S_INT, S_FRAC, S_IDENT, S_OP, S_COMMENT };
enum tok { T_NUM, T_REAL, T_IDENT, T_OP };

static const char *tok_names[] = { "NUM", "REAL", "IDENT", "OP" };

static int is_digit(char c) { return c >= '0' && c <= '9'; }
static int is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }

static int counts[4];
static unsigned tok_hash;

static void emit(enum tok t, const char *s, int len) {
    counts[t]++;
    printf("%s(%.*s) ", tok_names[t], len, s);
    for (int i = 0; i < len; i++) tok_hash = tok_hash * 131u + (unsigned char)s[i];
    tok_hash += (unsigned)t;
}

static void tokenize(const char *src) {
    enum state st = S_START;
    const char *begin = src;
    for (const char *p = src;; p++) {
        char c = *p;
        switch (st) {
        case S_START:
            begin = p;
            if (c == '\0') return;
            if (is_digit(c)) st = S_INT;
            else if (is_alpha(c)) st = S_IDENT;
            else if (c == '#') st = S_COMMENT;
            else if (c == ' ' || c == '\n') st = S_START;
            else { emit(T_OP, p, 1); st = S_START; }
            break;
        case S_INT:
            if (is_digit(c)) break;
            if (c == '.') { st = S_FRAC; break; }
            emit(T_NUM, begin, (int)(p - begin)); st = S_START; p--;
            break;
        case S_FRAC:
            if (is_digit(c)) break;
            emit(T_REAL, begin, (int)(p - begin)); st = S_START; p--;
            break;
        case S_IDENT:
            if (is_alpha(c) || is_digit(c)) break;
            emit(T_IDENT, begin, (int)(p - begin)); st = S_START; p--;
            break;
        case S_COMMENT:
            if (c == '\n') st = S_START;
            else if (c == '\0') return;
            break;
        default:
            return;
        }
    }
}

/* traffic light: state x event -> next state */
enum light { RED, RED_AMBER, GREEN, AMBER, FLASHING, NLIGHT };
enum event { E_TICK, E_FAULT, E_RESET, NEVENT };
static const enum light table[NLIGHT][NEVENT] = {
    [RED] = { RED_AMBER, FLASHING, RED },
    [RED_AMBER] = { GREEN, FLASHING, RED },
    [GREEN] = { AMBER, FLASHING, RED },
    [AMBER] = { RED, FLASHING, RED },
    [FLASHING] = { FLASHING, FLASHING, RED },
};
static const char light_chr[] = "rRgaF";

int main(void) {
    tokenize("x1 = 42 + y_2*3.75 # comment here\nfoo(bar, 7.) - 1000;\n");
    printf("\ncounts %d %d %d %d hash=%u\n", counts[0], counts[1], counts[2], counts[3], tok_hash);
    tokenize("a+b");
    printf("\n");
    enum light l = RED;
    unsigned seed = 7;
    char trace[80];
    int n = 0;
    for (int i = 0; i < 60; i++) {
        seed = seed * 1664525u + 1013904223u;
        unsigned r = (seed >> 24) % 16;
        enum event e = r == 0 ? E_FAULT : (r == 1 ? E_RESET : E_TICK);
        l = table[l][e];
        trace[n++] = light_chr[l];
    }
    trace[n] = '\0';
    printf("%s\n", trace);
    return l == FLASHING ? 3 : 0;
}
