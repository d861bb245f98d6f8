; test compile -O2 target=aarch64-linux-gnu
; fp128 (IEEE quad in q registers): arithmetic, compares and conversions as the
; compiler-rt/libgcc calls (__addtf3, __multf3, __lttf2, __extenddftf2, __fixtfsi,
; __floatditf, ...), a constant from the pool, loads and stores of q registers.

define fp128 @add_mul(fp128 %a, fp128 %b) {
  %s = fadd fp128 %a, %b
  %m = fmul fp128 %s, %a
  ret fp128 %m
}

define fp128 @sub_div(fp128 %a, fp128 %b) {
  %s = fsub fp128 %a, %b
  %d = fdiv fp128 %s, %b
  ret fp128 %d
}

define i1 @lt(fp128 %a, fp128 %b) {
  %c = fcmp olt fp128 %a, %b
  ret i1 %c
}

define i1 @ueq(fp128 %a, fp128 %b) {
  %c = fcmp ueq fp128 %a, %b
  ret i1 %c
}

define fp128 @from_double(double %a) {
  %r = fpext double %a to fp128
  ret fp128 %r
}

define float @to_float(fp128 %a) {
  %r = fptrunc fp128 %a to float
  ret float %r
}

define i32 @to_i32(fp128 %a) {
  %r = fptosi fp128 %a to i32
  ret i32 %r
}

define fp128 @from_i64(i64 %a) {
  %r = sitofp i64 %a to fp128
  ret fp128 %r
}

define void @copy_plus_one(ptr %p, ptr %q) {
  %a = load fp128, ptr %p
  %b = fadd fp128 %a, 0xL00000000000000003FFF000000000000
  store fp128 %b, ptr %q
  ret void
}
; EXPECTED:
; function @add_mul:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  sub sp, sp, #0x10
;    c:  str q0, [sp]
;   10:  bl 0x10  // Call26 __addtf3
;   14:  ldr q1, [sp]
;   18:  bl 0x18  // Call26 __multf3
;   1c:  sub sp, x29, #0x0
;   20:  ldp x29, x30, [sp], #0x10
;   24:  ret
;
; function @sub_div:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  sub sp, sp, #0x10
;    c:  str q1, [sp]
;   10:  bl 0x10  // Call26 __subtf3
;   14:  ldr q1, [sp]
;   18:  bl 0x18  // Call26 __divtf3
;   1c:  sub sp, x29, #0x0
;   20:  ldp x29, x30, [sp], #0x10
;   24:  ret
;
; function @lt:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 __lttf2
;    c:  cmp w0, #0x0
;   10:  cset w0, lt
;   14:  ldp x29, x30, [sp], #0x10
;   18:  ret
;
; function @ueq:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  str x19, [sp, #-0x10]!
;    c:  sub sp, sp, #0x20
;   10:  str q0, [sp]
;   14:  str q1, [sp, #0x10]
;   18:  bl 0x18  // Call26 __unordtf2
;   1c:  cmp w0, #0x0
;   20:  cset w19, eq
;   24:  ldr q0, [sp]
;   28:  ldr q1, [sp, #0x10]
;   2c:  bl 0x2c  // Call26 __netf2
;   30:  cmp w0, #0x0
;   34:  cset w11, ne
;   38:  and w13, w19, w11
;   3c:  eor w0, w13, #0x1
;   40:  sub sp, x29, #0x10
;   44:  ldr x19, [sp], #0x10
;   48:  ldp x29, x30, [sp], #0x10
;   4c:  ret
;
; function @from_double:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 __extenddftf2
;    c:  ldp x29, x30, [sp], #0x10
;   10:  ret
;
; function @to_float:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 __trunctfsf2
;    c:  ldp x29, x30, [sp], #0x10
;   10:  ret
;
; function @to_i32:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 __fixtfsi
;    c:  ldp x29, x30, [sp], #0x10
;   10:  ret
;
; function @from_i64:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 __floatditf
;    c:  ldp x29, x30, [sp], #0x10
;   10:  ret
;
; function @copy_plus_one:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  str x19, [sp, #-0x10]!
;    c:  mov x19, x1
;   10:  ldr q0, [x0]
;   14:  adrp x17, 0x0  // Page21 constant0
;   18:  ldr q1, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;   1c:  bl 0x1c  // Call26 __addtf3
;   20:  mov x1, x19
;   24:  str q0, [x1]
;   28:  ldr x19, [sp], #0x10
;   2c:  ldp x29, x30, [sp], #0x10
;   30:  ret
