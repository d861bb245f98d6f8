; test compile -O2 target=aarch64-linux-gnu
; "zero-call-used-regs" (clang -fzero-call-used-regs), as llc-19: before each return the
; call-clobbered registers not carrying the result are zeroed: all-arg x0-x8, x18 and
; v0-v7; all-gpr x0-x18; used-gpr those the function uses (here with x16 and x17, which
; the emitter may write); all also v16-v31. The zeroing comes after the epilogue's
; restores.
define double @all_arg(i64 %a, double %b, ptr %p) "zero-call-used-regs"="all-arg" {
  %x = load i64, ptr %p
  %y = add i64 %a, %x
  store i64 %y, ptr %p
  %z = fadd double %b, 1.0
  ret double %z
}

define i64 @all_gpr(i64 %a) "zero-call-used-regs"="all-gpr" {
  %r = call i64 @g(i64 %a)
  ret i64 %r
}

define i64 @used_gpr(i64 %a, i64 %b) "zero-call-used-regs"="used-gpr" {
  %r = mul i64 %a, %b
  ret i64 %r
}

define float @all(float %a) "zero-call-used-regs"="all" {
  %r = fmul float %a, %a
  ret float %r
}

declare i64 @g(i64)
; EXPECTED:
; function @all_arg:
;    0:  ldr x4, [x1]
;    4:  add x6, x0, x4
;    8:  str x6, [x1]
;    c:  fmov d16, #1.00000000
;   10:  fadd d0, d0, d16
;   14:  mov x0, #0x0 // =0
;   18:  mov x1, #0x0 // =0
;   1c:  mov x2, #0x0 // =0
;   20:  mov x3, #0x0 // =0
;   24:  mov x4, #0x0 // =0
;   28:  mov x5, #0x0 // =0
;   2c:  mov x6, #0x0 // =0
;   30:  mov x7, #0x0 // =0
;   34:  mov x8, #0x0 // =0
;   38:  mov x18, #0x0 // =0
;   3c:  movi v1.2d, #0000000000000000
;   40:  movi v2.2d, #0000000000000000
;   44:  movi v3.2d, #0000000000000000
;   48:  movi v4.2d, #0000000000000000
;   4c:  movi v5.2d, #0000000000000000
;   50:  movi v6.2d, #0000000000000000
;   54:  movi v7.2d, #0000000000000000
;   58:  ret
;
; function @all_gpr:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 @g
;    c:  ldp x29, x30, [sp], #0x10
;   10:  mov x1, #0x0 // =0
;   14:  mov x2, #0x0 // =0
;   18:  mov x3, #0x0 // =0
;   1c:  mov x4, #0x0 // =0
;   20:  mov x5, #0x0 // =0
;   24:  mov x6, #0x0 // =0
;   28:  mov x7, #0x0 // =0
;   2c:  mov x8, #0x0 // =0
;   30:  mov x9, #0x0 // =0
;   34:  mov x10, #0x0 // =0
;   38:  mov x11, #0x0 // =0
;   3c:  mov x12, #0x0 // =0
;   40:  mov x13, #0x0 // =0
;   44:  mov x14, #0x0 // =0
;   48:  mov x15, #0x0 // =0
;   4c:  mov x16, #0x0 // =0
;   50:  mov x17, #0x0 // =0
;   54:  mov x18, #0x0 // =0
;   58:  ret
;
; function @used_gpr:
;    0:  mul x0, x0, x1
;    4:  mov x1, #0x0 // =0
;    8:  mov x16, #0x0 // =0
;    c:  mov x17, #0x0 // =0
;   10:  ret
;
; function @all:
;    0:  fmul s0, s0, s0
;    4:  mov x0, #0x0 // =0
;    8:  mov x1, #0x0 // =0
;    c:  mov x2, #0x0 // =0
;   10:  mov x3, #0x0 // =0
;   14:  mov x4, #0x0 // =0
;   18:  mov x5, #0x0 // =0
;   1c:  mov x6, #0x0 // =0
;   20:  mov x7, #0x0 // =0
;   24:  mov x8, #0x0 // =0
;   28:  mov x9, #0x0 // =0
;   2c:  mov x10, #0x0 // =0
;   30:  mov x11, #0x0 // =0
;   34:  mov x12, #0x0 // =0
;   38:  mov x13, #0x0 // =0
;   3c:  mov x14, #0x0 // =0
;   40:  mov x15, #0x0 // =0
;   44:  mov x16, #0x0 // =0
;   48:  mov x17, #0x0 // =0
;   4c:  mov x18, #0x0 // =0
;   50:  movi v1.2d, #0000000000000000
;   54:  movi v2.2d, #0000000000000000
;   58:  movi v3.2d, #0000000000000000
;   5c:  movi v4.2d, #0000000000000000
;   60:  movi v5.2d, #0000000000000000
;   64:  movi v6.2d, #0000000000000000
;   68:  movi v7.2d, #0000000000000000
;   6c:  movi v16.2d, #0000000000000000
;   70:  movi v17.2d, #0000000000000000
;   74:  movi v18.2d, #0000000000000000
;   78:  movi v19.2d, #0000000000000000
;   7c:  movi v20.2d, #0000000000000000
;   80:  movi v21.2d, #0000000000000000
;   84:  movi v22.2d, #0000000000000000
;   88:  movi v23.2d, #0000000000000000
;   8c:  movi v24.2d, #0000000000000000
;   90:  movi v25.2d, #0000000000000000
;   94:  movi v26.2d, #0000000000000000
;   98:  movi v27.2d, #0000000000000000
;   9c:  movi v28.2d, #0000000000000000
;   a0:  movi v29.2d, #0000000000000000
;   a4:  movi v30.2d, #0000000000000000
;   a8:  movi v31.2d, #0000000000000000
;   ac:  ret
