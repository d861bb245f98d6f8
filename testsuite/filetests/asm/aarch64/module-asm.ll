; test asm
; Module asm on AArch64 defining functions (a global one with a loop over numeric local
; labels and a call, a local helper reached through adrp/:lo12:) and data; the IR declares
; and calls them. The asm-defined functions must encode as llc-19's.
; COMPARE-LLC: asm_sum asm_get
target triple = "aarch64-unknown-linux-gnu"

module asm ".text"
module asm ".globl asm_sum"
module asm ".type asm_sum, %function"
module asm ".p2align 2"
module asm "asm_sum:                       // sum of 0..x0-1"
module asm "  mov x1, xzr"
module asm "  mov x2, xzr"
module asm "1: cmp x2, x0"
module asm "  b.hs 2f"
module asm "  add x1, x1, x2"
module asm "  add x2, x2, #1"
module asm "  b 1b"
module asm "2: mov x0, x1"
module asm "  ret"
module asm ".size asm_sum, .-asm_sum"
module asm ".globl asm_get"
module asm ".type asm_get, %function"
module asm "asm_get:"
module asm "  stp x29, x30, [sp, #-16]!"
module asm "  mov x29, sp"
module asm "  adrp x8, asm_table"
module asm "  add x8, x8, :lo12:asm_table"
module asm "  ldr w0, [x8, w0, uxtw #2]"
module asm "  bl c_callback"
module asm "  ldp x29, x30, [sp], #16"
module asm "  ret"
module asm ".size asm_get, .-asm_get"
module asm ".p2align 4                     // rllc aligns the functions after to 16 bytes"
module asm ".data"
module asm ".p2align 2"
module asm "asm_table:"
module asm "  .word 10, 20, 30, 40"
module asm "  .xword asm_sum"
module asm "  .asciz \22table\22"

declare i64 @asm_sum(i64)
declare i32 @asm_get(i32)

define i32 @c_callback(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i64 @use() {
  %a = call i64 @asm_sum(i64 10)
  %b = call i32 @asm_get(i32 2)
  %c = zext i32 %b to i64
  %s = add i64 %a, %c
  ret i64 %s
}
; EXPECTED:
