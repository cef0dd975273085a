/* A tiny stack-based bytecode VM running a few hand-assembled programs. */
#include <stdio.h>
#include <string.h>

enum op { PUSH, POP, ADD, SUB, MUL, DIV, MOD, DUP, SWAP, OVER, JMP, JZ, JNZ, LOAD, STORE, PRINT, CALL, RET, LT, HALT };

struct vm { long stack[64]; int sp; long mem[16]; int rstack[16]; int rsp; long steps; };

static int run(struct vm *m, const int *code) {
    int pc = 0;
    for (;;) {
        m->steps++;
        int op = code[pc++];
        switch (op) {
        case PUSH: m->stack[m->sp++] = code[pc++]; break;
        case POP: m->sp--; break;
        case ADD: m->sp--; m->stack[m->sp - 1] += m->stack[m->sp]; break;
        case SUB: m->sp--; m->stack[m->sp - 1] -= m->stack[m->sp]; break;
        case MUL: m->sp--; m->stack[m->sp - 1] *= m->stack[m->sp]; break;
        case DIV: m->sp--; if (m->stack[m->sp] == 0) return -1; m->stack[m->sp - 1] /= m->stack[m->sp]; break;
        case MOD: m->sp--; if (m->stack[m->sp] == 0) return -1; m->stack[m->sp - 1] %= m->stack[m->sp]; break;
        case DUP: m->stack[m->sp] = m->stack[m->sp - 1]; m->sp++; break;
        case SWAP: { long t = m->stack[m->sp - 1]; m->stack[m->sp - 1] = m->stack[m->sp - 2]; m->stack[m->sp - 2] = t; break; }
        case OVER: m->stack[m->sp] = m->stack[m->sp - 2]; m->sp++; break;
        case JMP: pc = code[pc]; break;
        case JZ: { int t = code[pc++]; if (m->stack[--m->sp] == 0) pc = t; break; }
        case JNZ: { int t = code[pc++]; if (m->stack[--m->sp] != 0) pc = t; break; }
        case LOAD: m->stack[m->sp++] = m->mem[code[pc++]]; break;
        case STORE: m->mem[code[pc++]] = m->stack[--m->sp]; break;
        case PRINT: printf("%ld ", m->stack[--m->sp]); break;
        case CALL: m->rstack[m->rsp++] = pc + 1; pc = code[pc]; break;
        case RET: pc = m->rstack[--m->rsp]; break;
        case LT: m->sp--; m->stack[m->sp - 1] = m->stack[m->sp - 1] < m->stack[m->sp]; break;
        case HALT: return 0;
        default: return -2;
        }
    }
}

/* sum of 1..100; mem0 = acc, mem1 = counter */
static const int prog_sum[] = {
    PUSH, 0, STORE, 0, PUSH, 100, STORE, 1,
    /* 8 */ LOAD, 1, JZ, 28, LOAD, 0, LOAD, 1, ADD, STORE, 0, LOAD, 1, PUSH, 1, SUB, STORE, 1, JMP, 8,
    /* 28 */ LOAD, 0, PRINT, HALT };

/* factorials 1..12 via a subroutine; mem0 = i, mem1 = acc */
static const int prog_fact[] = {
    PUSH, 1, STORE, 0, PUSH, 1, STORE, 1,
    /* 8 */ LOAD, 0, PUSH, 13, LT, JZ, 29,
    /* 15 */ CALL, 30, LOAD, 1, PRINT, LOAD, 0, PUSH, 1, ADD, STORE, 0, JMP, 8,
    /* 29 */ HALT,
    /* 30: acc *= i */ LOAD, 1, LOAD, 0, MUL, STORE, 1, RET };

/* gcd(1071, 462) by repeated mod */
static const int prog_gcd[] = {
    PUSH, 1071, PUSH, 462,
    /* 4 */ DUP, JZ, 12, SWAP, OVER, MOD, JMP, 4,
    /* 12 */ POP, PRINT, HALT };

/* collatz steps for 27: mem0 = n, mem1 = steps */
static const int prog_collatz[] = {
    PUSH, 27, STORE, 0, PUSH, 0, STORE, 1,
    /* 8 */ LOAD, 0, PUSH, 1, SUB, JZ, 50,
    /* 15 */ LOAD, 1, PUSH, 1, ADD, STORE, 1,
    /* 22 */ LOAD, 0, PUSH, 2, MOD, JZ, 41,
    /* 29: odd */ LOAD, 0, PUSH, 3, MUL, PUSH, 1, ADD, STORE, 0, JMP, 8,
    /* 41: even */ LOAD, 0, PUSH, 2, DIV, STORE, 0, JMP, 8,
    /* 50 */ LOAD, 1, PRINT, HALT };

static void report(const char *name, const int *code) {
    struct vm m;
    memset(&m, 0, sizeof m);
    printf("%s: ", name);
    int rc = run(&m, code);
    printf("| rc=%d steps=%ld sp=%d\n", rc, m.steps, m.sp);
}

int main(void) {
    report("sum", prog_sum);
    report("fact", prog_fact);
    report("gcd", prog_gcd);
    report("collatz", prog_collatz);
    static const int bad[] = { PUSH, 5, PUSH, 0, DIV, HALT };
    report("div0", bad);
    static const int badop[] = { PUSH, 1, 99 };
    report("badop", badop);
    return 0;
}
