/* goto-based control flow: loops via goto, jumping out of nested loops, cleanup chains,
   computed goto (GNU labels as values), do/while/for with break/continue. */
#include <stdio.h>
#include <stdlib.h>

static int find_pair(const int *a, int n, int target, int *pi, int *pj) {
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (a[i] + a[j] == target) { *pi = i; *pj = j; goto found; }
    return 0;
found:
    return 1;
}
static int cleanup_chain(int fail_at) {
    int result = -1;
    char *a = NULL, *b = NULL, *c = NULL;
    if (fail_at == 0) goto out;
    a = malloc(16); if (fail_at == 1) goto free_a;
    b = malloc(32); if (fail_at == 2) goto free_b;
    c = malloc(64); if (fail_at == 3) goto free_c;
    result = 100;
free_c: free(c);
free_b: free(b);
free_a: free(a);
out:
    return result + fail_at;
}
static long computed_goto_vm(const unsigned char *code) {
    static void *table[] = { &&op_push, &&op_add, &&op_mul, &&op_dup, &&op_jnz, &&op_dec, &&op_halt, &&op_swap };
    long stack[32]; int sp = 0; const unsigned char *pc = code;
#define NEXT goto *table[*pc++]
    NEXT;
op_push: stack[sp++] = *pc++; NEXT;
op_add: sp--; stack[sp - 1] += stack[sp]; NEXT;
op_mul: sp--; stack[sp - 1] *= stack[sp]; NEXT;
op_dup: stack[sp] = stack[sp - 1]; sp++; NEXT;
op_jnz: { unsigned char t = *pc++; if (stack[--sp]) pc = code + t; NEXT; }
op_dec: stack[sp - 1]--; NEXT;
op_swap: { long t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; NEXT; }
op_halt: return stack[sp - 1];
#undef NEXT
}
int main(void) {
    int a[] = { 8, 3, 11, 7, 2, 15, 4 }; int i, j;
    if (find_pair(a, 7, 19, &i, &j)) printf("pair %d+%d at %d,%d\n", a[i], a[j], i, j);
    if (!find_pair(a, 7, 100, &i, &j)) printf("no pair for 100\n");
    for (int k = 0; k < 5; k++) printf("cleanup(%d)=%d\n", k, cleanup_chain(k));
    int n = 0, s = 0;
loop:
    if (n >= 100) goto done;
    n++;
    if (n % 3 == 0) goto loop;
    s += n;
    goto loop;
done:
    printf("goto loop sum=%d\n", s);
    /* push 0, push 50, dup, swap, halt -> 50 */
    const unsigned char sum_prog[] = { 0, 0, 0, 50, 3, 7, 6 };
    printf("vm1=%ld\n", computed_goto_vm(sum_prog));
    /* countdown loop: push 5; L: dec; dup; jnz L; push 42; add; halt */
    const unsigned char count_prog[] = { 0, 5, /*2*/ 5, 3, 4, 2, 0, 42, 1, 6 };
    printf("vm2=%ld\n", computed_goto_vm(count_prog));
    const unsigned char arith_prog[] = { 0, 6, 0, 7, 2, 3, 1, 0, 2, 2, 6 };
    printf("vm3=%ld\n", computed_goto_vm(arith_prog));
    int w = 0, iter = 0;
    do { iter++; if (iter % 2) continue; w += iter; if (w > 50) break; } while (iter < 100);
    printf("do-while w=%d iter=%d\n", w, iter);
    int brk = 0; for (int x = 0;; x++) { for (int y = 0; y < x; y++) { if ((x * y) % 17 == 16) { brk = x * 100 + y; goto out2; } } }
out2:
    printf("brk=%d\n", brk);
    return s % 256;
}
