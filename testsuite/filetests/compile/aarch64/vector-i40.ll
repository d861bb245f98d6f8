; test compile -O2 target=aarch64-linux-gnu
; Vectors of i40 in 64-bit lanes (promoted as llc's type legalization does): the bits
; above bit 39 are undefined, so right shifts, divisions, signed compares and
; extensions read the lane extended first (`shl #24` and `sshr`/`ushr #24`); in memory
; the elements are 5 bytes each, loaded and stored lane by lane.

define void @t_i40_ops(ptr %out, ptr %a, ptr %b) {
  %x = load <2 x i64>, ptr %a
  %y = load <2 x i64>, ptr %b
  %tx = trunc <2 x i64> %x to <2 x i40>
  %ty = trunc <2 x i64> %y to <2 x i40>
  %m = mul <2 x i40> %tx, %ty
  %s = add <2 x i40> %m, %tx
  %l = lshr <2 x i40> %s, <i40 3, i40 3>
  %r = ashr <2 x i40> %s, <i40 5, i40 5>
  %lt = icmp slt <2 x i40> %l, %r
  %v = select <2 x i1> %lt, <2 x i40> %l, <2 x i40> %r
  %e = sext <2 x i40> %v to <2 x i64>
  store <2 x i64> %e, ptr %out
  %ult = icmp ult <2 x i40> %tx, %ty
  %z = zext <2 x i1> %ult to <2 x i64>
  %o = getelementptr i8, ptr %out, i64 16
  store <2 x i64> %z, ptr %o
  %f = sitofp <2 x i40> %tx to <2 x double>
  %o2 = getelementptr i8, ptr %out, i64 32
  store <2 x double> %f, ptr %o2
  ret void
}

define void @t_i40_div(ptr %out, ptr %a, ptr %b) {
  %x = load <2 x i64>, ptr %a
  %y = load <2 x i64>, ptr %b
  %tx = trunc <2 x i64> %x to <2 x i40>
  %ty = trunc <2 x i64> %y to <2 x i40>
  %d = or <2 x i40> %ty, <i40 1, i40 1>
  %q = udiv <2 x i40> %tx, %d
  %p = lshr <2 x i40> %ty, <i40 20, i40 20>
  %p1 = or <2 x i40> %p, <i40 1, i40 1>
  %r = srem <2 x i40> %tx, %p1
  %k = and <2 x i40> %ty, <i40 31, i40 31>
  %sh = ashr <2 x i40> %tx, %k
  %e0 = zext <2 x i40> %q to <2 x i64>
  %e1 = sext <2 x i40> %r to <2 x i64>
  %e2 = sext <2 x i40> %sh to <2 x i64>
  store <2 x i64> %e0, ptr %out
  %o1 = getelementptr i8, ptr %out, i64 16
  store <2 x i64> %e1, ptr %o1
  %o2 = getelementptr i8, ptr %out, i64 32
  store <2 x i64> %e2, ptr %o2
  ret void
}

define void @t_i40_mem(ptr %out, ptr %a, ptr %b) {
  %x = load <4 x i40>, ptr %a
  %y = load <4 x i8>, ptr %b
  %z = zext <4 x i8> %y to <4 x i40>
  %s = shl nuw <4 x i40> %z, <i40 32, i40 24, i40 16, i40 8>
  %t = add <4 x i40> %x, %s
  store <4 x i40> %t, ptr %out
  %r = call i40 @llvm.vector.reduce.or.v4i40(<4 x i40> %s)
  %u = call i40 @llvm.vector.reduce.umax.v4i40(<4 x i40> %x)
  %o = getelementptr i8, ptr %out, i64 24
  %re = zext i40 %r to i64
  store i64 %re, ptr %o
  %o2 = getelementptr i8, ptr %out, i64 32
  %ue = zext i40 %u to i64
  store i64 %ue, ptr %o2
  ret void
}

declare i40 @llvm.vector.reduce.or.v4i40(<4 x i40>)
declare i40 @llvm.vector.reduce.umax.v4i40(<4 x i40>)
; EXPECTED:
; function @t_i40_ops:
;    0:  ldr q4, [x1]
;    4:  ldr q6, [x2]
;    8:  mov x8, v4.d[0]
;    c:  mov x10, v6.d[0]
;   10:  mul x12, x8, x10
;   14:  mov v18.16b, v4.16b
;   18:  mov v18.d[0], x12
;   1c:  mov x1, v4.d[1]
;   20:  mov x2, v6.d[1]
;   24:  mul x1, x1, x2
;   28:  mov v18.d[1], x1
;   2c:  add v24.2d, v18.2d, v4.2d
;   30:  shl v26.2d, v24.2d, #0x18
;   34:  ushr v28.2d, v26.2d, #0x18
;   38:  ushr v30.2d, v28.2d, #0x3
;   3c:  shl v0.2d, v24.2d, #0x18
;   40:  sshr v0.2d, v0.2d, #0x18
;   44:  sshr v0.2d, v0.2d, #0x5
;   48:  shl v1.2d, v30.2d, #0x18
;   4c:  sshr v1.2d, v1.2d, #0x18
;   50:  shl v2.2d, v0.2d, #0x18
;   54:  sshr v2.2d, v2.2d, #0x18
;   58:  cmgt v1.2d, v2.2d, v1.2d
;   5c:  xtn v1.2s, v1.2d
;   60:  xtn v1.4h, v1.4s
;   64:  xtn v1.8b, v1.8h
;   68:  sshll v1.8h, v1.8b, #0x0
;   6c:  sshll v1.4s, v1.4h, #0x0
;   70:  sshll v1.2d, v1.2s, #0x0
;   74:  bsl v1.16b, v30.16b, v0.16b
;   78:  shl v0.2d, v1.2d, #0x18
;   7c:  sshr v1.2d, v0.2d, #0x18
;   80:  str q1, [x0]
;   84:  shl v5.2d, v4.2d, #0x18
;   88:  ushr v7.2d, v5.2d, #0x18
;   8c:  shl v16.2d, v6.2d, #0x18
;   90:  ushr v16.2d, v16.2d, #0x18
;   94:  cmhi v16.2d, v16.2d, v7.2d
;   98:  xtn v16.2s, v16.2d
;   9c:  xtn v16.4h, v16.4s
;   a0:  xtn v18.8b, v16.8h
;   a4:  sshll v20.8h, v18.8b, #0x0
;   a8:  sshll v22.4s, v20.4h, #0x0
;   ac:  sshll v24.2d, v22.2s, #0x0
;   b0:  mov w1, #0x1 // =1
;   b4:  dup v28.2d, x1
;   b8:  and v30.16b, v24.16b, v28.16b
;   bc:  str q30, [x0, #0x10]
;   c0:  shl v0.2d, v4.2d, #0x18
;   c4:  sshr v0.2d, v0.2d, #0x18
;   c8:  scvtf v0.2d, v0.2d
;   cc:  str q0, [x0, #0x20]
;   d0:  ret
;
; function @t_i40_div:
;    0:  ldr q4, [x1]
;    4:  ldr q6, [x2]
;    8:  adrp x17, 0x0  // Page21 constant0
;    c:  ldr q16, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;   10:  orr v17.16b, v6.16b, v16.16b
;   14:  shl v16.2d, v4.2d, #0x18
;   18:  ushr v16.2d, v16.2d, #0x18
;   1c:  shl v17.2d, v17.2d, #0x18
;   20:  ushr v18.2d, v17.2d, #0x18
;   24:  mov x1, v16.d[0]
;   28:  mov x2, v18.d[0]
;   2c:  udiv x1, x1, x2
;   30:  mov v30.16b, v16.16b
;   34:  mov v30.d[0], x1
;   38:  mov x1, v16.d[1]
;   3c:  mov x2, v18.d[1]
;   40:  udiv x1, x1, x2
;   44:  mov v30.d[1], x1
;   48:  shl v0.2d, v6.2d, #0x18
;   4c:  ushr v0.2d, v0.2d, #0x18
;   50:  ushr v0.2d, v0.2d, #0x14
;   54:  adrp x17, 0x0  // Page21 constant0
;   58:  ldr q1, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;   5c:  orr v1.16b, v0.16b, v1.16b
;   60:  shl v0.2d, v4.2d, #0x18
;   64:  sshr v0.2d, v0.2d, #0x18
;   68:  shl v1.2d, v1.2d, #0x18
;   6c:  sshr v1.2d, v1.2d, #0x18
;   70:  mov x1, v0.d[0]
;   74:  mov x2, v1.d[0]
;   78:  sdiv x3, x1, x2
;   7c:  msub x1, x3, x2, x1
;   80:  mov v5.16b, v0.16b
;   84:  mov v5.d[0], x1
;   88:  mov x1, v0.d[1]
;   8c:  mov x3, v1.d[1]
;   90:  sdiv x6, x1, x3
;   94:  msub x6, x6, x3, x1
;   98:  mov v5.d[1], x6
;   9c:  adrp x17, 0x0  // Page21 constant1
;   a0:  ldr q16, [x17]  // Lo12(Access { log2_size: 4 }) constant1
;   a4:  and v16.16b, v6.16b, v16.16b
;   a8:  shl v17.2d, v4.2d, #0x18
;   ac:  sshr v17.2d, v17.2d, #0x18
;   b0:  shl v19.2d, v16.2d, #0x18
;   b4:  ushr v21.2d, v19.2d, #0x18
;   b8:  neg v23.2d, v21.2d
;   bc:  sshl v25.2d, v17.2d, v23.2d
;   c0:  shl v27.2d, v30.2d, #0x18
;   c4:  ushr v29.2d, v27.2d, #0x18
;   c8:  shl v0.2d, v5.2d, #0x18
;   cc:  sshr v0.2d, v0.2d, #0x18
;   d0:  shl v1.2d, v25.2d, #0x18
;   d4:  sshr v1.2d, v1.2d, #0x18
;   d8:  str q29, [x0]
;   dc:  str q0, [x0, #0x10]
;   e0:  str q1, [x0, #0x20]
;   e4:  ret
;
; function @t_i40_mem:
;    0:  ldr w4, [x1]
;    4:  ldrb w6, [x1, #0x4]
;    8:  orr x8, x4, x6, lsl #32
;    c:  ldur w10, [x1, #0x5]
;   10:  ldrb w12, [x1, #0x9]
;   14:  orr x14, x10, x12, lsl #32
;   18:  ldur w3, [x1, #0xa]
;   1c:  ldrb w4, [x1, #0xe]
;   20:  orr x3, x3, x4, lsl #32
;   24:  ldur w4, [x1, #0xf]
;   28:  ldrb w1, [x1, #0x13]
;   2c:  orr x1, x4, x1, lsl #32
;   30:  movi v30.2d, #0000000000000000
;   34:  mov v30.d[0], x8
;   38:  mov v30.d[1], x14
;   3c:  movi v0.2d, #0000000000000000
;   40:  mov v0.d[0], x3
;   44:  mov v0.d[1], x1
;   48:  ldr s1, [x2]
;   4c:  ushll v1.8h, v1.8b, #0x0
;   50:  ushll v1.4s, v1.4h, #0x0
;   54:  ushll v2.2d, v1.2s, #0x0
;   58:  ushll2 v1.2d, v1.4s, #0x0
;   5c:  adrp x17, 0x0  // Page21 constant0
;   60:  ldr q3, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;   64:  adrp x17, 0x0  // Page21 constant1
;   68:  ldr q4, [x17]  // Lo12(Access { log2_size: 4 }) constant1
;   6c:  shl v3.2d, v3.2d, #0x18
;   70:  ushr v3.2d, v3.2d, #0x18
;   74:  shl v4.2d, v4.2d, #0x18
;   78:  ushr v4.2d, v4.2d, #0x18
;   7c:  ushl v2.2d, v2.2d, v3.2d
;   80:  ushl v1.2d, v1.2d, v4.2d
;   84:  add v3.2d, v30.2d, v2.2d
;   88:  add v5.2d, v0.2d, v1.2d
;   8c:  mov x7, v3.d[0]
;   90:  mov x9, v3.d[1]
;   94:  mov x11, v5.d[0]
;   98:  mov x13, v5.d[1]
;   9c:  str w7, [x0]
;   a0:  lsr x1, x7, #32
;   a4:  strb w1, [x0, #0x4]
;   a8:  stur w9, [x0, #0x5]
;   ac:  lsr x1, x9, #32
;   b0:  strb w1, [x0, #0x9]
;   b4:  stur w11, [x0, #0xa]
;   b8:  lsr x1, x11, #32
;   bc:  strb w1, [x0, #0xe]
;   c0:  stur w13, [x0, #0xf]
;   c4:  lsr x1, x13, #32
;   c8:  strb w1, [x0, #0x13]
;   cc:  mov x1, v2.d[0]
;   d0:  mov x2, v2.d[1]
;   d4:  orr x1, x1, x2
;   d8:  mov x2, v1.d[0]
;   dc:  orr x1, x1, x2
;   e0:  mov x2, v1.d[1]
;   e4:  orr x1, x1, x2
;   e8:  shl v1.2d, v30.2d, #0x18
;   ec:  ushr v1.2d, v1.2d, #0x18
;   f0:  shl v0.2d, v0.2d, #0x18
;   f4:  ushr v0.2d, v0.2d, #0x18
;   f8:  mov x2, v1.d[0]
;   fc:  mov x3, v1.d[1]
;  100:  cmp x2, x3
;  104:  csel x2, x2, x3, hi
;  108:  mov x3, v0.d[0]
;  10c:  cmp x2, x3
;  110:  csel x2, x2, x3, hi
;  114:  mov x3, v0.d[1]
;  118:  cmp x2, x3
;  11c:  csel x5, x2, x3, hi
;  120:  and x7, x1, #0xffffffffff
;  124:  str x7, [x0, #0x18]
;  128:  and x10, x5, #0xffffffffff
;  12c:  str x10, [x0, #0x20]
;  130:  ret
