; test compile -O2 target=aarch64-linux-gnu
; Inline asm in a function's code: operands in the registers the allocator picked,
; clobbered callee-saved registers (x19, x20, d8) saved and restored by the prologue and
; epilogue, a clobbered link register (x30) kept in a frame record, and an asm goto whose
; label operands are branches to the function's blocks.

define i64 @clobbers(i64 %a) {
  %r = call i64 asm "add $0, $1, #1\0A\09mov x19, #0\0A\09mov x20, #0\0A\09fmov d8, xzr", "=r,r,~{x19},~{x20},~{v8}"(i64 %a)
  ret i64 %r
}

define void @clobbers_lr() {
  call void asm sideeffect "bl abort", "~{x30},~{lr}"()
  ret void
}

define i32 @goto(i64 %v) {
entry:
  callbr void asm "cbnz $0, ${1:l}", "r,!i"(i64 %v) to label %fall [label %taken]
fall:
  ret i32 0
taken:
  ret i32 1
}
; EXPECTED:
; function @clobbers:
;    0:  stp x19, x20, [sp, #-0x10]!
;    4:  str d8, [sp, #-0x10]!
;    8:  add x0, x0, #0x1
;    c:  mov x19, #0x0 // =0
;   10:  mov x20, #0x0 // =0
;   14:  fmov d8, xzr
;   18:  ldr d8, [sp], #0x10
;   1c:  ldp x19, x20, [sp], #0x10
;   20:  ret
;
; function @clobbers_lr:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 abort
;    c:  ldp x29, x30, [sp], #0x10
;   10:  ret
;
; function @goto:
;    0:  cbnz x0, 0xc
;    4:  mov w0, #0x0 // =0
;    8:  ret
;    c:  mov w0, #0x1 // =1
;   10:  ret
