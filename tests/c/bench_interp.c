/* Benchmark: a bytecode interpreter (a stack VM whose loop dispatches with a switch over 26
   opcodes: stack shuffles, 32-bit arithmetic, compares, conditional jumps, loads and stores of
   variables and of a memory array, calls and returns). The bytecode, assembled at startup, sieves
   primes into the memory array, counts Collatz steps in a subroutine and folds a nested loop into
   a checksum. Argument: scale (default 1). */
#include <stdio.h>

enum op {
    HALT, PUSH, POP, DUP, SWAP, OVER, LOAD, STORE, LOADM, STOREM, INC, ADD, SUB, MUL,
    AND, OR, XOR, SHL, SHR, LT, EQ, JMP, JZ, JNZ, CALL, RET
};

enum { CODE = 512, STACK = 64, VARS = 16, MEM = 1024, CALLS = 16 };

/* Runs `code` from 0 with `seed` in variable 0; returns the value left on top of the stack. */
static unsigned run(const int *code, unsigned *mem, unsigned seed, unsigned long long *steps) {
    unsigned stack[STACK], vars[VARS] = { 0 };
    int rstack[CALLS];
    int pc = 0, sp = 0, rsp = 0;
    unsigned long long n = 0;
    vars[0] = seed;
    for (;;) {
        n++;
        switch (code[pc++]) {
        case HALT: *steps += n; return sp > 0 ? stack[sp - 1] : 0;
        case PUSH: stack[sp++] = (unsigned)code[pc++]; break;
        case POP: sp--; break;
        case DUP: stack[sp] = stack[sp - 1]; sp++; break;
        case SWAP: { unsigned t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; break; }
        case OVER: stack[sp] = stack[sp - 2]; sp++; break;
        case LOAD: stack[sp++] = vars[code[pc++]]; break;
        case STORE: vars[code[pc++]] = stack[--sp]; break;
        case LOADM: stack[sp - 1] = mem[stack[sp - 1] & (MEM - 1)]; break;
        case STOREM: sp -= 2; mem[stack[sp + 1] & (MEM - 1)] = stack[sp]; break; /* value, address */
        case INC: vars[code[pc]] += (unsigned)code[pc + 1]; pc += 2; break;
        case ADD: sp--; stack[sp - 1] += stack[sp]; break;
        case SUB: sp--; stack[sp - 1] -= stack[sp]; break;
        case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
        case AND: sp--; stack[sp - 1] &= stack[sp]; break;
        case OR: sp--; stack[sp - 1] |= stack[sp]; break;
        case XOR: sp--; stack[sp - 1] ^= stack[sp]; break;
        case SHL: sp--; stack[sp - 1] <<= stack[sp] & 31; break;
        case SHR: sp--; stack[sp - 1] >>= stack[sp] & 31; break;
        case LT: sp--; stack[sp - 1] = stack[sp - 1] < stack[sp]; break;
        case EQ: sp--; stack[sp - 1] = stack[sp - 1] == stack[sp]; break;
        case JMP: pc = code[pc]; break;
        case JZ: if (stack[--sp] == 0) pc = code[pc]; else pc++; break;
        case JNZ: if (stack[--sp] != 0) pc = code[pc]; else pc++; break;
        case CALL: rstack[rsp++] = pc + 1; pc = code[pc]; break;
        case RET: pc = rstack[--rsp]; break;
        default: *steps += n; return 0xDEADu;
        }
    }
}

/* A one-pass assembler: forward jumps are patched when their label is placed. */
static int code[CODE], ncode;

static void op(int o) { code[ncode++] = o; }
static void op1(int o, int a) { code[ncode++] = o; code[ncode++] = a; }
static void op2(int o, int a, int b) { code[ncode++] = o; code[ncode++] = a; code[ncode++] = b; }
static int here(void) { return ncode; }
/* Emits a jump or call to a label placed later; returns the operand's index for `patch`. */
static int fwd(int o) { code[ncode++] = o; code[ncode++] = -1; return ncode - 1; }
static void patch(int at) { code[at] = ncode; }

/* Variables: 0 seed, 1 accumulator, 2 i, 3 j, 4 limit. */
enum { V_SEED, V_ACC, V_I, V_J, V_LIM };

static void assemble(void) {
    int collatz_call, top, done, inner, inner_done, skip, odd;

    /* Sieve of Eratosthenes below limit = 160 + (seed & 63): mem[k] = 1 for k prime. */
    op1(LOAD, V_SEED); op1(PUSH, 63); op(AND); op1(PUSH, 160); op(ADD); op1(STORE, V_LIM);
    op1(PUSH, 0); op1(STORE, V_I);
    top = here(); /* clear */
    op1(LOAD, V_I); op1(LOAD, V_LIM); op(LT); done = fwd(JZ);
    op1(LOAD, V_I); op1(PUSH, 2); op(LT); op1(PUSH, 1); op(XOR); op1(LOAD, V_I); op(STOREM);
    op2(INC, V_I, 1); op1(JMP, top);
    patch(done);
    op1(PUSH, 2); op1(STORE, V_I);
    top = here(); /* while i * i < limit */
    op1(LOAD, V_I); op(DUP); op(MUL); op1(LOAD, V_LIM); op(LT); done = fwd(JZ);
    op1(LOAD, V_I); op(LOADM); skip = fwd(JZ);
    op1(LOAD, V_I); op(DUP); op(MUL); op1(STORE, V_J);
    inner = here();
    op1(LOAD, V_J); op1(LOAD, V_LIM); op(LT); inner_done = fwd(JZ);
    op1(PUSH, 0); op1(LOAD, V_J); op(STOREM);
    op1(LOAD, V_J); op1(LOAD, V_I); op(ADD); op1(STORE, V_J); op1(JMP, inner);
    patch(inner_done);
    patch(skip);
    op2(INC, V_I, 1); op1(JMP, top);
    patch(done);
    /* acc = the sum of k * p over the primes p below limit, p the k-th prime */
    op1(PUSH, 0); op1(STORE, V_ACC); op1(PUSH, 0); op1(STORE, V_J); op1(PUSH, 0); op1(STORE, V_I);
    top = here();
    op1(LOAD, V_I); op1(LOAD, V_LIM); op(LT); done = fwd(JZ);
    op1(LOAD, V_I); op(LOADM); skip = fwd(JZ);
    op2(INC, V_J, 1);
    op1(LOAD, V_ACC); op1(LOAD, V_I); op1(LOAD, V_J); op(MUL); op(ADD); op1(STORE, V_ACC);
    patch(skip);
    op2(INC, V_I, 1); op1(JMP, top);
    patch(done);

    /* Collatz: for i in 1 .. 12 + (seed & 7): acc = acc * 31 + steps(i + (seed & 1023)) */
    op1(PUSH, 1); op1(STORE, V_I);
    op1(LOAD, V_SEED); op1(PUSH, 7); op(AND); op1(PUSH, 13); op(ADD); op1(STORE, V_LIM);
    top = here();
    op1(LOAD, V_I); op1(LOAD, V_LIM); op(LT); done = fwd(JZ);
    op1(LOAD, V_I); op1(LOAD, V_SEED); op1(PUSH, 1023); op(AND); op(ADD);
    collatz_call = fwd(CALL);
    op1(LOAD, V_ACC); op1(PUSH, 31); op(MUL); op(ADD); op1(STORE, V_ACC);
    op2(INC, V_I, 1); op1(JMP, top);
    patch(done);

    /* Nested loops: for i < 8, for j < 8:
       acc ^= ((i * j + seed) << (j & 7)) - i; acc += acc >> 5; acc |= (i & 3) << 29 */
    op1(PUSH, 0); op1(STORE, V_I);
    top = here();
    op1(LOAD, V_I); op1(PUSH, 8); op(LT); done = fwd(JZ);
    op1(PUSH, 0); op1(STORE, V_J);
    inner = here();
    op1(LOAD, V_J); op1(PUSH, 8); op(LT); inner_done = fwd(JZ);
    op1(LOAD, V_ACC);
    op1(LOAD, V_I); op1(LOAD, V_J); op(OVER); op(OVER); op(MUL); op1(LOAD, V_SEED); op(ADD); /* acc i j x */
    op(SWAP); op1(PUSH, 7); op(AND); op(SHL);                                               /* acc i x<<(j&7) */
    op(SWAP); op(SUB); op(XOR);
    op(DUP); op1(PUSH, 5); op(SHR); op(ADD);
    op1(LOAD, V_I); op1(PUSH, 3); op(AND); op1(PUSH, 29); op(SHL); op(OR); op1(STORE, V_ACC);
    op2(INC, V_J, 1); op1(JMP, inner);
    patch(inner_done);
    op2(INC, V_I, 1); op1(JMP, top);
    patch(done);
    op1(LOAD, V_ACC); op(HALT);

    /* Subroutine ( n -- steps ): the number of Collatz steps from n down to 1, on the stack alone. */
    patch(collatz_call);
    op1(PUSH, 0); op(SWAP); /* steps n */
    top = here();
    op(DUP); op1(PUSH, 1); op(EQ); done = fwd(JNZ);
    op(SWAP); op1(PUSH, 1); op(ADD); op(SWAP);
    op(DUP); op1(PUSH, 1); op(AND); odd = fwd(JNZ);
    op1(PUSH, 1); op(SHR); op1(JMP, top);
    patch(odd);
    op(DUP); op(DUP); op(ADD); op(ADD); op1(PUSH, 1); op(ADD); op1(JMP, top);
    patch(done);
    op(POP); op(RET);
}

static int parse_scale(int argc, char **argv) {
    int s = 0;
    if (argc < 2) return 1;
    for (const char *p = argv[1]; *p >= '0' && *p <= '9'; p++) s = s * 10 + (*p - '0');
    return s > 0 ? s : 1;
}

int main(int argc, char **argv) {
    int scale = parse_scale(argc, argv);
    static unsigned mem[MEM];
    assemble();
    unsigned check = 0;
    unsigned long long steps = 0;
    for (int r = 0; r < scale; r++) check = check * 1000003u + run(code, mem, (unsigned)r * 37u + 11u, &steps);
    unsigned primes = 0;
    for (int k = 0; k < MEM; k++) primes += mem[k];
    printf("%d %u %llu %08x\n", ncode, primes, steps, check);
    return 0;
}
