; test asm
; Module asm defining functions (a global one calling a local helper and a C function,
; one reading a table in .rodata), data in .data and .bss, and symbol attributes; the IR
; declares and calls them. The asm-defined functions must encode as llc-19's.
; COMPARE-LLC: asm_sum_squares asm_lookup asm_call_back
target triple = "x86_64-pc-linux-gnu"

module asm ".text"
module asm ".globl asm_sum_squares"
module asm ".type asm_sum_squares,@function"
module asm "asm_sum_squares:"
module asm "  pushq %rbx"
module asm "  xorl %ebx, %ebx"
module asm "  xorl %eax, %eax"
module asm "1: cmpq %rdi, %rbx"
module asm "  jae 2f"
module asm "  movq %rbx, %rcx"
module asm "  imulq %rbx, %rcx"
module asm "  addq %rcx, %rax"
module asm "  incq %rbx"
module asm "  jmp 1b"
module asm "2: incl asm_calls(%rip)"
module asm "  popq %rbx"
module asm "  ret"
module asm ".size asm_sum_squares, .-asm_sum_squares"
module asm ".globl asm_lookup"
module asm ".type asm_lookup,@function"
module asm "asm_lookup:"
module asm "  andl $7, %edi"
module asm "  leaq asm_table(%rip), %rax"
module asm "  movl (%rax,%rdi,4), %eax"
module asm "  ret"
module asm ".globl asm_call_back"
module asm ".type asm_call_back,@function"
module asm "asm_call_back:"
module asm "  subq $8, %rsp"
module asm "  call c_callback"
module asm "  addq $8, %rsp"
module asm "  incl %eax"
module asm "  ret"
module asm ".section .rodata"
module asm ".p2align 2"
module asm "asm_table: .long 2, 3, 5, 7, 11, 13, 17, 19"
module asm ".data"
module asm ".globl asm_calls"
module asm ".p2align 2"
module asm "asm_calls: .long 100"
module asm ".bss"
module asm ".globl asm_scratch"
module asm "asm_scratch: .zero 64"

declare i64 @asm_sum_squares(i64)
declare i32 @asm_lookup(i32)
declare i32 @asm_call_back(i32)
@asm_calls = external global i32

define i32 @c_callback(i32 %x) {
  %r = mul i32 %x, 10
  ret i32 %r
}

define i32 @use_them() {
  %a = call i64 @asm_sum_squares(i64 10)
  %b = call i32 @asm_lookup(i32 3)
  %c = call i32 @asm_call_back(i32 4)
  %n = load i32, ptr @asm_calls
  %t = trunc i64 %a to i32
  %s1 = add i32 %t, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %n
  ret i32 %s3
}
; EXPECTED:
