/* A bytecode interpreter using computed goto (GNU labels as values: &&label and
   goto *ptr) with a dispatch table, checked against the same programs run through a
   switch dispatcher. A tiny two-pass assembler builds the programs (prime counting with
   trial division, a Collatz step count). Also a static table of label differences
   (&&l - &&base) used as relative jump targets. */
#include <stdio.h>

enum { PUSH, LOAD, STORE, ADD, SUB, MUL, DIV, MOD, LT, JZ, JMP, PRINT, HALT };
static long code[256];
static int ncode, labels[16], fix_at[64], fix_lab[64], nfix;
static void op(long o) { code[ncode++] = o; }
static void op1(long o, long a) { op(o); op(a); }
static void jump(long o, int lab) { op(o); fix_at[nfix] = ncode; fix_lab[nfix++] = lab; op(0); }
static void label(int l) { labels[l] = ncode; }
static void begin(void) { ncode = 0; nfix = 0; }
static void finish(void) { for (int i = 0; i < nfix; i++) code[fix_at[i]] = labels[fix_lab[i]]; }

static long run_goto(const long *c, long *steps_out) {
    static void *const tbl[] = {&&L_PUSH, &&L_LOAD, &&L_STORE, &&L_ADD, &&L_SUB, &&L_MUL, &&L_DIV, &&L_MOD, &&L_LT, &&L_JZ, &&L_JMP, &&L_PRINT, &&L_HALT};
    long st[32], var[8] = {0}, pc = 0, steps = 0;
    int sp = 0;
#define NEXT do { steps++; goto *tbl[c[pc++]]; } while (0)
    NEXT;
L_PUSH: st[sp++] = c[pc++]; NEXT;
L_LOAD: st[sp++] = var[c[pc++]]; NEXT;
L_STORE: var[c[pc++]] = st[--sp]; NEXT;
L_ADD: sp--; st[sp - 1] += st[sp]; NEXT;
L_SUB: sp--; st[sp - 1] -= st[sp]; NEXT;
L_MUL: sp--; st[sp - 1] *= st[sp]; NEXT;
L_DIV: sp--; st[sp - 1] /= st[sp]; NEXT;
L_MOD: sp--; st[sp - 1] %= st[sp]; NEXT;
L_LT: sp--; st[sp - 1] = st[sp - 1] < st[sp]; NEXT;
L_JZ: if (st[--sp] == 0) pc = c[pc]; else pc++; NEXT;
L_JMP: pc = c[pc]; NEXT;
L_PRINT: printf("%ld ", st[--sp]); NEXT;
L_HALT:
#undef NEXT
    *steps_out = steps;
    return st[sp - 1];
}
static long run_switch(const long *c, long *steps_out) {
    long st[32], var[8] = {0}, pc = 0, steps = 0;
    int sp = 0;
    for (;;) {
        steps++;
        switch (c[pc++]) {
        case PUSH: st[sp++] = c[pc++]; break;
        case LOAD: st[sp++] = var[c[pc++]]; break;
        case STORE: var[c[pc++]] = st[--sp]; break;
        case ADD: sp--; st[sp - 1] += st[sp]; break;
        case SUB: sp--; st[sp - 1] -= st[sp]; break;
        case MUL: sp--; st[sp - 1] *= st[sp]; break;
        case DIV: sp--; st[sp - 1] /= st[sp]; break;
        case MOD: sp--; st[sp - 1] %= st[sp]; break;
        case LT: sp--; st[sp - 1] = st[sp - 1] < st[sp]; break;
        case JZ: if (st[--sp] == 0) pc = c[pc]; else pc++; break;
        case JMP: pc = c[pc]; break;
        case PRINT: printf("%ld ", st[--sp]); break;
        case HALT: *steps_out = steps; return st[sp - 1];
        }
    }
}
static void asm_primes(long limit) {
    enum { OUTER, INNER, CHECK, PRINT_IT, NEXTN, END };
    begin();
    op1(PUSH, 0); op1(STORE, 0); op1(PUSH, 2); op1(STORE, 1);
    label(OUTER); op1(LOAD, 1); op1(PUSH, limit); op(LT); jump(JZ, END);
    op1(PUSH, 2); op1(STORE, 2);
    label(INNER); op1(LOAD, 1); op1(LOAD, 2); op1(LOAD, 2); op(MUL); op(LT); jump(JZ, CHECK);
    op1(LOAD, 0); op1(PUSH, 1); op(ADD); op1(STORE, 0);
    op1(LOAD, 0); op1(PUSH, 10); op(MOD); jump(JZ, PRINT_IT); jump(JMP, NEXTN);
    label(PRINT_IT); op1(LOAD, 1); op(PRINT); jump(JMP, NEXTN);
    label(CHECK); op1(LOAD, 1); op1(LOAD, 2); op(MOD); jump(JZ, NEXTN);
    op1(LOAD, 2); op1(PUSH, 1); op(ADD); op1(STORE, 2); jump(JMP, INNER);
    label(NEXTN); op1(LOAD, 1); op1(PUSH, 1); op(ADD); op1(STORE, 1); jump(JMP, OUTER);
    label(END); op1(LOAD, 0); op(HALT);
    finish();
}
static void asm_collatz(long n) {
    enum { LOOP, EVEN, STEP, END };
    begin();
    op1(PUSH, n); op1(STORE, 0); op1(PUSH, 0); op1(STORE, 1);
    label(LOOP); op1(PUSH, 1); op1(LOAD, 0); op(LT); jump(JZ, END);
    op1(LOAD, 0); op1(PUSH, 2); op(MOD); jump(JZ, EVEN);
    op1(LOAD, 0); op1(PUSH, 3); op(MUL); op1(PUSH, 1); op(ADD); op1(STORE, 0); jump(JMP, STEP);
    label(EVEN); op1(LOAD, 0); op1(PUSH, 2); op(DIV); op1(STORE, 0);
    label(STEP); op1(LOAD, 1); op1(PUSH, 1); op(ADD); op1(STORE, 1); jump(JMP, LOOP);
    label(END); op1(LOAD, 1); op(HALT);
    finish();
}
/* relative label offsets in a static table */
__attribute__((noinline)) static int classify(int x) {
    static const int offs[] = {&&neg - &&base, &&zero - &&base, &&pos - &&base};
    int r = 0;
    goto *(&&base + offs[(x > 0) - (x < 0) + 1]);
base:
    r = -100;
zero:
    r += 1;
    return r;
neg:
    return -1;
pos:
    return x * 2;
}

int main(void) {
    long s1, s2, r1, r2;
    asm_primes(2000);
    printf("goto:   "); r1 = run_goto(code, &s1); printf("\n");
    printf("switch: "); r2 = run_switch(code, &s2); printf("\n");
    printf("primes=%ld/%ld steps=%ld/%ld (%d words)\n", r1, r2, s1, s2, ncode);
    int bad = r1 != r2 || s1 != s2;
    for (long n = 25; n <= 30; n++) {
        asm_collatz(n);
        r1 = run_goto(code, &s1); r2 = run_switch(code, &s2);
        printf("collatz(%ld)=%ld/%ld ", n, r1, r2);
        bad += r1 != r2;
    }
    printf("\nclassify: %d %d %d bad=%d\n", classify(-5), classify(0), classify(21), bad);
    return bad ? 100 : (int)(r1 & 0x7f);
}
