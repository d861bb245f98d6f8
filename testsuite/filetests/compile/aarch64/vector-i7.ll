; test compile -O2 target=aarch64-linux-gnu
; Vectors of i7 in i8 lanes (promoted as llc's type legalization does): the bits above
; bit 6 are undefined, so right shifts, divisions, signed compares and extensions read
; the lane extended first (`shl #1` and `sshr`/`ushr #1`); <4 x i7> in memory is 28
; packed bits.

define void @t_i7_add(ptr %out, ptr %a, ptr %b) {
  %x = load <4 x i8>, ptr %a
  %y = load <4 x i8>, ptr %b
  %tx = trunc <4 x i8> %x to <4 x i7>
  %ty = trunc <4 x i8> %y to <4 x i7>
  %s = add <4 x i7> %tx, %ty
  %m = mul <4 x i7> %s, %ty
  %r = zext <4 x i7> %m to <4 x i8>
  store <4 x i8> %r, ptr %out
  ret void
}

define void @t_i7_cmp_select(ptr %out, ptr %a, ptr %b) {
  %x = load <8 x i8>, ptr %a
  %y = load <8 x i8>, ptr %b
  %tx = trunc <8 x i8> %x to <8 x i7>
  %ty = trunc <8 x i8> %y to <8 x i7>
  %lt = icmp slt <8 x i7> %tx, %ty
  %ugt = icmp ugt <8 x i7> %tx, %ty
  %v = select <8 x i1> %lt, <8 x i7> %tx, <8 x i7> %ty
  %r = sext <8 x i7> %v to <8 x i8>
  store <8 x i8> %r, ptr %out
  %u = zext <8 x i1> %ugt to <8 x i8>
  %o = getelementptr i8, ptr %out, i64 8
  store <8 x i8> %u, ptr %o
  ret void
}

define void @t_i7_shift_div(ptr %out, ptr %a, ptr %b) {
  %x = load <4 x i8>, ptr %a
  %y = load <4 x i8>, ptr %b
  %tx = trunc <4 x i8> %x to <4 x i7>
  %ty = trunc <4 x i8> %y to <4 x i7>
  %k = and <4 x i7> %ty, <i7 3, i7 3, i7 3, i7 3>
  %l = lshr <4 x i7> %tx, %k
  %s = ashr <4 x i7> %tx, %k
  %c = ashr <4 x i7> %tx, <i7 2, i7 2, i7 2, i7 2>
  %d = or <4 x i7> %ty, <i7 1, i7 1, i7 1, i7 1>
  %q = udiv <4 x i7> %tx, %d
  %p = and <4 x i7> %ty, <i7 7, i7 7, i7 7, i7 7>
  %p1 = or <4 x i7> %p, <i7 1, i7 1, i7 1, i7 1>
  %sr = srem <4 x i7> %tx, %p1
  %r0 = zext <4 x i7> %l to <4 x i8>
  %r1 = sext <4 x i7> %s to <4 x i8>
  %r2 = sext <4 x i7> %c to <4 x i8>
  %r3 = zext <4 x i7> %q to <4 x i8>
  %r4 = sext <4 x i7> %sr to <4 x i8>
  store <4 x i8> %r0, ptr %out
  %o1 = getelementptr i8, ptr %out, i64 4
  store <4 x i8> %r1, ptr %o1
  %o2 = getelementptr i8, ptr %out, i64 8
  store <4 x i8> %r2, ptr %o2
  %o3 = getelementptr i8, ptr %out, i64 12
  store <4 x i8> %r3, ptr %o3
  %o4 = getelementptr i8, ptr %out, i64 16
  store <4 x i8> %r4, ptr %o4
  ret void
}

define void @t_i7_packed(ptr %out, ptr %a, ptr %b) {
  %x = load <4 x i7>, ptr %a
  %y = load <4 x i8>, ptr %b
  %ty = trunc <4 x i8> %y to <4 x i7>
  %s = sub <4 x i7> %x, %ty
  store <4 x i7> %s, ptr %out
  %f = uitofp <4 x i7> %x to <4 x float>
  %o = getelementptr i8, ptr %out, i64 16
  store <4 x float> %f, ptr %o
  %m = call i7 @llvm.vector.reduce.smax.v4i7(<4 x i7> %x)
  %o2 = getelementptr i8, ptr %out, i64 32
  %me = sext i7 %m to i8
  store i8 %me, ptr %o2
  ret void
}

declare i7 @llvm.vector.reduce.smax.v4i7(<4 x i7>)
; EXPECTED:
; function @t_i7_add:
;    0:  ldr s4, [x1]
;    4:  ldr s6, [x2]
;    8:  add v16.16b, v4.16b, v6.16b
;    c:  mul v16.16b, v16.16b, v6.16b
;   10:  shl v16.16b, v16.16b, #0x1
;   14:  ushr v16.16b, v16.16b, #0x1
;   18:  str s16, [x0]
;   1c:  ret
;
; function @t_i7_cmp_select:
;    0:  ldr d4, [x1]
;    4:  ldr d6, [x2]
;    8:  shl v16.16b, v4.16b, #0x1
;    c:  sshr v16.16b, v16.16b, #0x1
;   10:  shl v17.16b, v6.16b, #0x1
;   14:  sshr v17.16b, v17.16b, #0x1
;   18:  cmgt v22.16b, v17.16b, v16.16b
;   1c:  shl v18.16b, v4.16b, #0x1
;   20:  ushr v20.16b, v18.16b, #0x1
;   24:  shl v23.16b, v6.16b, #0x1
;   28:  ushr v24.16b, v23.16b, #0x1
;   2c:  cmhi v26.16b, v20.16b, v24.16b
;   30:  bsl v22.16b, v4.16b, v6.16b
;   34:  shl v30.16b, v22.16b, #0x1
;   38:  sshr v0.16b, v30.16b, #0x1
;   3c:  str d0, [x0]
;   40:  mov w1, #0x1 // =1
;   44:  dup v0.16b, w1
;   48:  and v0.16b, v26.16b, v0.16b
;   4c:  add x0, x0, #0x8
;   50:  str d0, [x0]
;   54:  ret
;
; function @t_i7_shift_div:
;    0:  ldr s4, [x1]
;    4:  ldr s6, [x2]
;    8:  adrp x17, 0x0  // Page21 constant0
;    c:  ldr q16, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;   10:  and v16.16b, v6.16b, v16.16b
;   14:  shl v17.16b, v4.16b, #0x1
;   18:  ushr v17.16b, v17.16b, #0x1
;   1c:  shl v18.16b, v16.16b, #0x1
;   20:  ushr v18.16b, v18.16b, #0x1
;   24:  neg v20.16b, v18.16b
;   28:  ushl v22.16b, v17.16b, v20.16b
;   2c:  shl v24.16b, v4.16b, #0x1
;   30:  sshr v26.16b, v24.16b, #0x1
;   34:  shl v28.16b, v16.16b, #0x1
;   38:  ushr v30.16b, v28.16b, #0x1
;   3c:  neg v0.16b, v30.16b
;   40:  sshl v0.16b, v26.16b, v0.16b
;   44:  shl v1.16b, v4.16b, #0x1
;   48:  sshr v1.16b, v1.16b, #0x1
;   4c:  sshr v1.16b, v1.16b, #0x2
;   50:  adrp x17, 0x0  // Page21 constant1
;   54:  ldr q2, [x17]  // Lo12(Access { log2_size: 4 }) constant1
;   58:  orr v3.16b, v6.16b, v2.16b
;   5c:  shl v2.16b, v4.16b, #0x1
;   60:  ushr v2.16b, v2.16b, #0x1
;   64:  shl v3.16b, v3.16b, #0x1
;   68:  ushr v3.16b, v3.16b, #0x1
;   6c:  umov w1, v2.b[0]
;   70:  umov w2, v3.b[0]
;   74:  udiv x1, x1, x2
;   78:  mov v16.16b, v2.16b
;   7c:  mov v16.b[0], w1
;   80:  umov w1, v2.b[1]
;   84:  umov w2, v3.b[1]
;   88:  udiv x3, x1, x2
;   8c:  mov v16.b[1], w3
;   90:  umov w7, v2.b[2]
;   94:  umov w9, v3.b[2]
;   98:  udiv x11, x7, x9
;   9c:  mov v16.b[2], w11
;   a0:  umov w15, v2.b[3]
;   a4:  umov w1, v3.b[3]
;   a8:  udiv x1, x15, x1
;   ac:  mov v16.b[3], w1
;   b0:  adrp x17, 0x0  // Page21 constant2
;   b4:  ldr q23, [x17]  // Lo12(Access { log2_size: 4 }) constant2
;   b8:  and v25.16b, v6.16b, v23.16b
;   bc:  adrp x17, 0x0  // Page21 constant1
;   c0:  ldr q27, [x17]  // Lo12(Access { log2_size: 4 }) constant1
;   c4:  orr v29.16b, v25.16b, v27.16b
;   c8:  shl v2.16b, v4.16b, #0x1
;   cc:  sshr v3.16b, v2.16b, #0x1
;   d0:  shl v2.16b, v29.16b, #0x1
;   d4:  sshr v4.16b, v2.16b, #0x1
;   d8:  smov x1, v3.b[0]
;   dc:  smov x2, v4.b[0]
;   e0:  sdiv x3, x1, x2
;   e4:  msub x1, x3, x2, x1
;   e8:  mov v2.16b, v3.16b
;   ec:  mov v2.b[0], w1
;   f0:  smov x1, v3.b[1]
;   f4:  smov x2, v4.b[1]
;   f8:  sdiv x3, x1, x2
;   fc:  msub x1, x3, x2, x1
;  100:  mov v2.b[1], w1
;  104:  smov x1, v3.b[2]
;  108:  smov x2, v4.b[2]
;  10c:  sdiv x3, x1, x2
;  110:  msub x1, x3, x2, x1
;  114:  mov v2.b[2], w1
;  118:  smov x6, v3.b[3]
;  11c:  smov x8, v4.b[3]
;  120:  sdiv x11, x6, x8
;  124:  msub x11, x11, x8, x6
;  128:  mov v2.b[3], w11
;  12c:  shl v17.16b, v22.16b, #0x1
;  130:  ushr v18.16b, v17.16b, #0x1
;  134:  shl v20.16b, v0.16b, #0x1
;  138:  sshr v22.16b, v20.16b, #0x1
;  13c:  shl v24.16b, v1.16b, #0x1
;  140:  sshr v26.16b, v24.16b, #0x1
;  144:  shl v28.16b, v16.16b, #0x1
;  148:  ushr v30.16b, v28.16b, #0x1
;  14c:  shl v0.16b, v2.16b, #0x1
;  150:  sshr v0.16b, v0.16b, #0x1
;  154:  str s18, [x0]
;  158:  add x1, x0, #0x4
;  15c:  str s22, [x1]
;  160:  add x1, x0, #0x8
;  164:  str s26, [x1]
;  168:  add x1, x0, #0xc
;  16c:  str s30, [x1]
;  170:  add x0, x0, #0x10
;  174:  str s0, [x0]
;  178:  ret
;
; function @t_i7_packed:
;    0:  ldr w4, [x1]
;    4:  lsr x6, x4, #7
;    8:  lsr x8, x4, #14
;    c:  lsr x10, x4, #21
;   10:  movi v16.2d, #0000000000000000
;   14:  mov v16.b[0], w4
;   18:  mov v16.b[1], w6
;   1c:  mov v16.b[2], w8
;   20:  mov v16.b[3], w10
;   24:  ldr s22, [x2]
;   28:  sub v24.16b, v16.16b, v22.16b
;   2c:  umov w4, v24.b[0]
;   30:  umov w3, v24.b[1]
;   34:  umov w2, v24.b[2]
;   38:  umov w1, v24.b[3]
;   3c:  and x4, x4, #0x7f
;   40:  and x3, x3, #0x7f
;   44:  orr x3, x4, x3, lsl #7
;   48:  and x2, x2, #0x7f
;   4c:  orr x2, x3, x2, lsl #14
;   50:  and x1, x1, #0x7f
;   54:  orr x1, x2, x1, lsl #21
;   58:  str w1, [x0]
;   5c:  shl v0.16b, v16.16b, #0x1
;   60:  ushr v0.16b, v0.16b, #0x1
;   64:  ushll v0.8h, v0.8b, #0x0
;   68:  ushll v0.4s, v0.4h, #0x0
;   6c:  ucvtf v0.4s, v0.4s
;   70:  str q0, [x0, #0x10]
;   74:  shl v0.16b, v16.16b, #0x1
;   78:  sshr v0.16b, v0.16b, #0x1
;   7c:  smov x1, v0.b[0]
;   80:  smov x3, v0.b[1]
;   84:  cmp x1, x3
;   88:  csel x6, x1, x3, gt
;   8c:  smov x8, v0.b[2]
;   90:  cmp x6, x8
;   94:  csel x11, x6, x8, gt
;   98:  smov x13, v0.b[3]
;   9c:  cmp x11, x13
;   a0:  csel x1, x11, x13, gt
;   a4:  sbfx x1, x1, #0, #7
;   a8:  strb w1, [x0, #0x20]
;   ac:  ret
