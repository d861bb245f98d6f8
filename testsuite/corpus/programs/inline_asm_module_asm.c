/* File-scope asm (module asm in LLVM IR): functions and data defined in assembly next to
   the C code, called and read from C, calling back into C; a local (non-.globl) helper,
   a read-only table in .rodata referenced RIP-relative, a writable .data counter, .bss
   space, and alignment directives. */
#include <stdio.h>
#include <stdint.h>

__asm__(
    ".text\n"
    ".globl asm_add3\n"
    ".type asm_add3,@function\n"
    "asm_add3:\n"
    "  leaq (%rdi,%rsi), %rax\n"
    "  addq %rdx, %rax\n"
    "  ret\n"
    ".size asm_add3, .-asm_add3\n"
    "\n"
    ".p2align 4\n"
    "asm_square_local:\n"
    "  movq %rdi, %rax\n"
    "  imulq %rdi, %rax\n"
    "  ret\n"
    ".globl asm_sum_squares\n"
    ".type asm_sum_squares,@function\n"
    "asm_sum_squares:\n"          /* sum of i*i for i < n, through the local helper */
    "  pushq %rbx\n"
    "  pushq %r12\n"
    "  pushq %r13\n"
    "  movq %rdi, %r12\n"
    "  xorl %ebx, %ebx\n"
    "  xorl %r13d, %r13d\n"
    "1:\n"
    "  cmpq %r12, %rbx\n"
    "  jae 2f\n"
    "  movq %rbx, %rdi\n"
    "  call asm_square_local\n"
    "  addq %rax, %r13\n"
    "  incq %rbx\n"
    "  jmp 1b\n"
    "2:\n"
    "  incl asm_calls(%rip)\n"
    "  movq %r13, %rax\n"
    "  popq %r13\n"
    "  popq %r12\n"
    "  popq %rbx\n"
    "  ret\n"
    ".globl asm_lookup\n"
    ".type asm_lookup,@function\n"
    "asm_lookup:\n"              /* asm_table[i & 7] */
    "  andl $7, %edi\n"
    "  leaq asm_table(%rip), %rax\n"
    "  movl (%rax,%rdi,4), %eax\n"
    "  ret\n"
    ".globl asm_call_back\n"
    ".type asm_call_back,@function\n"
    "asm_call_back:\n"           /* c_callback(x) + 1, with the stack aligned for the call */
    "  subq $8, %rsp\n"
    "  call c_callback\n"
    "  addq $8, %rsp\n"
    "  incl %eax\n"
    "  ret\n"
    ".section .rodata\n"
    ".p2align 2\n"
    "asm_table:\n"
    "  .long 2, 3, 5, 7, 11, 13, 17, 19\n"
    ".data\n"
    ".globl asm_calls\n"
    ".p2align 2\n"
    "asm_calls:\n"
    "  .long 100\n"
    ".globl asm_message\n"
    "asm_message:\n"
    "  .asciz \"hello from module asm\"\n"
    ".bss\n"
    ".globl asm_scratch\n"
    ".p2align 4\n"  /* the x86-64 ABI aligns arrays of 16 bytes or more */
    "asm_scratch:\n"
    "  .zero 64\n"
    ".text\n");

long asm_add3(long, long, long);
uint64_t asm_sum_squares(uint64_t);
int asm_lookup(int);
int asm_call_back(int);
extern int asm_calls;
extern char asm_message[];
extern unsigned char asm_scratch[64];

int c_callback(int x) { return x * 10; }

int main(void) {
    printf("add3=%ld sum_squares(10)=%llu (100)=%llu\n", asm_add3(1, 20, 300), (unsigned long long)asm_sum_squares(10), (unsigned long long)asm_sum_squares(100));
    printf("lookup:");
    for (int i = 0; i < 10; i++) printf(" %d", asm_lookup(i));
    printf("\ncall_back=%d calls=%d message='%s'\n", asm_call_back(4), asm_calls, asm_message);
    int zero = 1;
    for (int i = 0; i < 64; i++) zero &= asm_scratch[i] == 0;
    asm_scratch[5] = 42;
    printf("scratch zero=%d then %d\n", zero, asm_scratch[5]);
    return asm_calls;
}
