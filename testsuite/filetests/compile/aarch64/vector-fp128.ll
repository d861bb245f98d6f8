; test compile -O2 target=aarch64-linux-gnu
; Vectors of fp128, one lane per q register, computed lane by lane through libgcc's
; soft-float routines as llc-19 scalarizes them; compares build a byte mask from each
; routine's answer, selects pick whole registers.

define void @t_q_arith(ptr %out, ptr %a, ptr %b) {
  %x = load <2 x fp128>, ptr %a
  %y = load <2 x fp128>, ptr %b
  %s = fadd <2 x fp128> %x, %y
  %d = fdiv <2 x fp128> %s, %y
  %c = fcmp olt <2 x fp128> %x, %y
  %v = select <2 x i1> %c, <2 x fp128> %d, <2 x fp128> %x
  %n = fneg <2 x fp128> %v
  store <2 x fp128> %n, ptr %out
  ret void
}

define void @t_q_convert(ptr %out, ptr %a, ptr %b) {
  %i = load <4 x i32>, ptr %a
  %f = uitofp <4 x i32> %i to <4 x fp128>
  %r = call fp128 @llvm.vector.reduce.fadd.v4f128(fp128 0xL00000000000000003FFF000000000000, <4 x fp128> %f)
  store fp128 %r, ptr %out
  %t = fptrunc <4 x fp128> %f to <4 x float>
  %o = getelementptr i8, ptr %out, i64 16
  store <4 x float> %t, ptr %o
  %g = load <2 x float>, ptr %b
  %e = fpext <2 x float> %g to <2 x fp128>
  %sp = shufflevector <2 x fp128> %e, <2 x fp128> poison, <2 x i32> <i32 1, i32 1>
  %o2 = getelementptr i8, ptr %out, i64 32
  store <2 x fp128> %sp, ptr %o2
  %k = fptosi <2 x fp128> %e to <2 x i64>
  %o3 = getelementptr i8, ptr %out, i64 64
  store <2 x i64> %k, ptr %o3
  ret void
}

define void @t_q_lanes(ptr %out, ptr %a, ptr %b) {
  %x = load <2 x fp128>, ptr %a
  %n = load i64, ptr %b
  %j = and i64 %n, 1
  %e = extractelement <2 x fp128> %x, i64 %j
  %v = insertelement <2 x fp128> %x, fp128 %e, i64 0
  %w = insertelement <2 x fp128> %v, fp128 0xL00000000000000004000000000000000, i64 %j
  store <2 x fp128> %w, ptr %out
  ret void
}

declare fp128 @llvm.vector.reduce.fadd.v4f128(fp128, <4 x fp128>)
; EXPECTED:
; function @t_q_arith:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  stp x19, x23, [sp, #-0x10]!
;    c:  sub sp, sp, #0x60
;   10:  mov x19, x0
;   14:  ldr q4, [x1]
;   18:  str q4, [sp]
;   1c:  ldr q6, [x1, #0x10]
;   20:  str q6, [sp, #0x10]
;   24:  ldr q1, [x2]
;   28:  str q1, [sp, #0x20]
;   2c:  ldr q1, [x2, #0x10]
;   30:  str q1, [sp, #0x30]
;   34:  mov v0.16b, v4.16b
;   38:  ldr q1, [sp, #0x20]
;   3c:  bl 0x3c  // Call26 __addtf3
;   40:  str q0, [sp, #0x40]
;   44:  ldr q0, [sp, #0x10]
;   48:  ldr q1, [sp, #0x30]
;   4c:  bl 0x4c  // Call26 __addtf3
;   50:  str q0, [sp, #0x50]
;   54:  ldr q0, [sp, #0x40]
;   58:  ldr q1, [sp, #0x20]
;   5c:  bl 0x5c  // Call26 __divtf3
;   60:  str q0, [sp, #0x40]
;   64:  ldr q0, [sp, #0x50]
;   68:  ldr q1, [sp, #0x30]
;   6c:  bl 0x6c  // Call26 __divtf3
;   70:  ldr q1, [sp, #0x20]
;   74:  str q0, [sp, #0x50]
;   78:  ldr q0, [sp]
;   7c:  bl 0x7c  // Call26 __lttf2
;   80:  cmp w0, #0x0
;   84:  cset w23, lt
;   88:  ldr q1, [sp, #0x30]
;   8c:  ldr q0, [sp, #0x10]
;   90:  bl 0x90  // Call26 __lttf2
;   94:  cmp w0, #0x0
;   98:  cset w2, lt
;   9c:  sbfx x1, x23, #0, #1
;   a0:  sbfx x0, x2, #0, #1
;   a4:  movi v1.2d, #0000000000000000
;   a8:  mov v1.b[0], w1
;   ac:  mov v1.b[1], w0
;   b0:  smov x0, v1.b[0]
;   b4:  dup v0.2d, x0
;   b8:  ldr q2, [sp, #0x40]
;   bc:  ldr q4, [sp]
;   c0:  bsl v0.16b, v2.16b, v4.16b
;   c4:  smov x0, v1.b[1]
;   c8:  dup v1.2d, x0
;   cc:  ldr q2, [sp, #0x50]
;   d0:  ldr q6, [sp, #0x10]
;   d4:  bsl v1.16b, v2.16b, v6.16b
;   d8:  fmov x0, v0.d[1]
;   dc:  eor x0, x0, #0x8000000000000000
;   e0:  fmov v0.d[1], x0
;   e4:  fmov x0, v1.d[1]
;   e8:  eor x0, x0, #0x8000000000000000
;   ec:  fmov v1.d[1], x0
;   f0:  mov x0, x19
;   f4:  str q0, [x0]
;   f8:  str q1, [x0, #0x10]
;   fc:  sub sp, x29, #0x10
;  100:  ldp x19, x23, [sp], #0x10
;  104:  ldp x29, x30, [sp], #0x10
;  108:  ret
;
; function @t_q_convert:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  stp x19, x20, [sp, #-0x10]!
;    c:  sub sp, sp, #0x40
;   10:  mov x19, x0
;   14:  mov x20, x2
;   18:  ldr q4, [x1]
;   1c:  mov w6, v4.s[0]
;   20:  str q4, [sp]
;   24:  lsr w0, w6, #0
;   28:  bl 0x28  // Call26 __floatunsitf
;   2c:  ldr q4, [sp]
;   30:  str q0, [sp, #0x10]
;   34:  mov w12, v4.s[1]
;   38:  lsr w0, w12, #0
;   3c:  bl 0x3c  // Call26 __floatunsitf
;   40:  ldr q4, [sp]
;   44:  str q0, [sp, #0x20]
;   48:  mov w0, v4.s[2]
;   4c:  lsr w0, w0, #0
;   50:  bl 0x50  // Call26 __floatunsitf
;   54:  ldr q4, [sp]
;   58:  str q0, [sp, #0x30]
;   5c:  mov w0, v4.s[3]
;   60:  lsr w0, w0, #0
;   64:  bl 0x64  // Call26 __floatunsitf
;   68:  str q0, [sp]
;   6c:  adrp x17, 0x0  // Page21 constant0
;   70:  ldr q0, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;   74:  ldr q1, [sp, #0x10]
;   78:  bl 0x78  // Call26 __addtf3
;   7c:  ldr q1, [sp, #0x20]
;   80:  bl 0x80  // Call26 __addtf3
;   84:  ldr q1, [sp, #0x30]
;   88:  bl 0x88  // Call26 __addtf3
;   8c:  ldr q1, [sp]
;   90:  bl 0x90  // Call26 __addtf3
;   94:  str q0, [x19]
;   98:  ldr q0, [sp, #0x10]
;   9c:  bl 0x9c  // Call26 __trunctfsf2
;   a0:  str q0, [sp, #0x10]
;   a4:  ldr q0, [sp, #0x20]
;   a8:  bl 0xa8  // Call26 __trunctfsf2
;   ac:  str q0, [sp, #0x20]
;   b0:  ldr q0, [sp, #0x30]
;   b4:  bl 0xb4  // Call26 __trunctfsf2
;   b8:  str q0, [sp, #0x30]
;   bc:  ldr q0, [sp]
;   c0:  bl 0xc0  // Call26 __trunctfsf2
;   c4:  movi v1.2d, #0000000000000000
;   c8:  ldr q23, [sp, #0x10]
;   cc:  mov v1.s[0], v23.s[0]
;   d0:  ldr q22, [sp, #0x20]
;   d4:  mov v1.s[1], v22.s[0]
;   d8:  ldr q21, [sp, #0x30]
;   dc:  mov v1.s[2], v21.s[0]
;   e0:  mov v1.s[3], v0.s[0]
;   e4:  str q1, [x19, #0x10]
;   e8:  mov x2, x20
;   ec:  ldr d0, [x2]
;   f0:  str q0, [sp, #0x30]
;   f4:  bl 0xf4  // Call26 __extendsftf2
;   f8:  str q0, [sp]
;   fc:  ldr q0, [sp, #0x30]
;  100:  dup v0.4s, v0.s[1]
;  104:  bl 0x104  // Call26 __extendsftf2
;  108:  mov v5.16b, v0.16b
;  10c:  str q0, [sp, #0x10]
;  110:  add x7, x19, #0x20
;  114:  str q5, [x7]
;  118:  str q5, [x7, #0x10]
;  11c:  ldr q0, [sp]
;  120:  bl 0x120  // Call26 __fixtfdi
;  124:  mov x20, x0
;  128:  ldr q0, [sp, #0x10]
;  12c:  bl 0x12c  // Call26 __fixtfdi
;  130:  movi v17.2d, #0000000000000000
;  134:  mov x1, x20
;  138:  mov v17.d[0], x1
;  13c:  mov v17.d[1], x0
;  140:  str q17, [x19, #0x40]
;  144:  sub sp, x29, #0x10
;  148:  ldp x19, x20, [sp], #0x10
;  14c:  ldp x29, x30, [sp], #0x10
;  150:  ret
;
; function @t_q_lanes:
;    0:  sub sp, sp, #0x40
;    4:  ldr q4, [x1]
;    8:  ldr q6, [x1, #0x10]
;    c:  ldr x8, [x2]
;   10:  and x10, x8, #0x1
;   14:  str q4, [sp, #0x20]
;   18:  str q6, [sp, #0x30]
;   1c:  add x14, sp, #0x20
;   20:  and x1, x10, #0x1
;   24:  add x1, x14, x1, lsl #4
;   28:  ldr q20, [x1]
;   2c:  mov v22.16b, v20.16b
;   30:  adrp x17, 0x0  // Page21 constant0
;   34:  ldr q24, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;   38:  str q22, [sp]
;   3c:  str q6, [sp, #0x10]
;   40:  mov x1, sp
;   44:  and x2, x10, #0x1
;   48:  add x1, x1, x2, lsl #4
;   4c:  str q24, [x1]
;   50:  ldr q1, [sp]
;   54:  ldr q0, [sp, #0x10]
;   58:  str q1, [x0]
;   5c:  str q0, [x0, #0x10]
;   60:  add sp, sp, #0x40
;   64:  ret
