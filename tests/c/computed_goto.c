/* Computed goto (GNU C labels as values), as bytecode interpreters such as Lua and QuickJS use
   it: a static table of label addresses indexed by opcode, a table of label differences
   (relative to a base label, as some interpreters store to save space), a label kept in a local
   variable and in a struct, and an indirect goto inside a loop. */
#include <stdio.h>

enum { OP_PUSH, OP_ADD, OP_MUL, OP_DUP, OP_SWAP, OP_JNZ, OP_DEC, OP_PRINT, OP_HALT };

static long run(const int *code) {
    static const void *const table[] = {&&push, &&add, &&mul, &&dup, &&swap, &&jnz, &&dec, &&print, &&halt};
    long stack[64];
    int sp = 0, pc = 0;
    long printed = 0;
#define NEXT goto *table[code[pc++]]
    NEXT;
push:
    stack[sp++] = code[pc++];
    NEXT;
add:
    sp--;
    stack[sp - 1] += stack[sp];
    NEXT;
mul:
    sp--;
    stack[sp - 1] *= stack[sp];
    NEXT;
dup:
    stack[sp] = stack[sp - 1];
    sp++;
    NEXT;
swap: {
    long t = stack[sp - 1];
    stack[sp - 1] = stack[sp - 2];
    stack[sp - 2] = t;
    NEXT;
}
jnz: {
    int target = code[pc++];
    if (stack[--sp] != 0) pc = target;
    NEXT;
}
dec:
    stack[sp - 1]--;
    NEXT;
print:
    printf("%ld\n", stack[sp - 1]);
    printed++;
    NEXT;
halt:
    return printed * 1000 + (sp > 0 ? stack[sp - 1] : 0);
#undef NEXT
}

/* The same dispatch through label differences from a base label. */
static int relative(int n) {
    static const int offsets[] = {&&even - &&base, &&odd - &&base, &&done - &&base};
    int acc = 0;
base:
    if (n < 0) goto *(&&base + offsets[2]);
    goto *(&&base + offsets[n & 1]);
even:
    acc += n / 2;
    n -= 3;
    goto base;
odd:
    acc = acc * 3 + 1;
    n -= 1;
    goto base;
done:
    return acc;
}

struct state {
    void *resume;
    int count;
};

/* A label saved in a struct and a local, resumed later. */
static int resumable(struct state *s) {
    if (s->resume) goto *s->resume;
    s->count = 0;
first:
    s->count += 1;
    s->resume = &&second;
    return s->count;
second:
    s->count += 10;
    s->resume = s->count > 40 ? &&first : &&second;
    return s->count;
}

int main(void) {
    /* 10! by a loop: push 1, push 10; loop: swap dup... */
    const int fact[] = {OP_PUSH, 1, OP_PUSH, 10,
                        /* 4: */ OP_DUP, OP_PRINT, OP_SWAP, OP_PUSH, 0, OP_ADD, OP_SWAP, OP_DUP, /* acc n n */
                        OP_PUSH, 0, OP_ADD, /* keep */ OP_SWAP, OP_DEC, OP_SWAP, OP_HALT};
    printf("run: %ld\n", run(fact));
    const int loop[] = {OP_PUSH, 5, /* 2: */ OP_PRINT, OP_DEC, OP_DUP, OP_JNZ, 2, OP_PUSH, 7, OP_MUL, OP_HALT};
    printf("loop: %ld\n", run(loop));
    for (int i = -1; i < 12; i += 3) printf("relative(%d) = %d\n", i, relative(i));
    struct state s = {0, 0};
    for (int i = 0; i < 8; i++) printf("resumable: %d\n", resumable(&s));
    void *where = &&end;
    if (where == 0) printf("labels are never null\n");
    goto *where;
end:
    printf("done\n");
    return 0;
}
