; test compile -O2 target=aarch64-linux-gnu
; Bitcasts between <N x i1> byte masks and N-bit values: to masks, `tbl` spreads each
; byte of the value's image over eight mask bytes and `cmtst` tests one bit in each
; (from vectors, wide integers and <128 x i1> too); from masks, each byte's bits are
; weighed and summed with `addv`.

define void @t_m16(ptr %out, ptr %a, ptr %b) {
  %x = load i16, ptr %a
  %m = bitcast i16 %x to <16 x i1>
  %z = zext <16 x i1> %m to <16 x i8>
  store <16 x i8> %z, ptr %out
  %v = load <16 x i8>, ptr %b
  %c = icmp slt <16 x i8> %v, zeroinitializer
  %i = bitcast <16 x i1> %c to i16
  %o = getelementptr i8, ptr %out, i64 16
  store i16 %i, ptr %o
  %w = load <2 x i8>, ptr %a
  %m2 = bitcast <2 x i8> %w to <16 x i1>
  %n2 = xor <16 x i1> %m2, %c
  %r2 = bitcast <16 x i1> %n2 to <2 x i8>
  %o2 = getelementptr i8, ptr %out, i64 18
  store <2 x i8> %r2, ptr %o2
  ret void
}

define void @t_m128(ptr %out, ptr %a, ptr %b) {
  %x = load <8 x i16>, ptr %a
  %m = bitcast <8 x i16> %x to <128 x i1>
  %e = extractelement <128 x i1> %m, i64 96
  %ez = zext i1 %e to i8
  store i8 %ez, ptr %out
  %y = load i128, ptr %b
  %n = bitcast i128 %y to <128 x i1>
  %a2 = and <128 x i1> %m, %n
  %r = bitcast <128 x i1> %a2 to <8 x i16>
  %o = getelementptr i8, ptr %out, i64 16
  store <8 x i16> %r, ptr %o
  %s = bitcast <128 x i1> %n to i128
  %o2 = getelementptr i8, ptr %out, i64 32
  store i128 %s, ptr %o2
  ret void
}
; EXPECTED:
; function @t_m16:
;    0:  ldrh w4, [x1]
;    4:  fmov d6, x4
;    8:  adrp x17, 0x0  // Page21 constant0
;    c:  ldr q16, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;   10:  adrp x17, 0x0  // Page21 constant1
;   14:  ldr q17, [x17]  // Lo12(Access { log2_size: 4 }) constant1
;   18:  tbl v17.16b, { v6.16b }, v17.16b
;   1c:  cmtst v16.16b, v17.16b, v16.16b
;   20:  mov w3, #0x1 // =1
;   24:  dup v18.16b, w3
;   28:  and v20.16b, v16.16b, v18.16b
;   2c:  str q20, [x0]
;   30:  ldr q23, [x2]
;   34:  movi v25.2d, #0000000000000000
;   38:  cmgt v27.16b, v25.16b, v23.16b
;   3c:  adrp x17, 0x0  // Page21 constant0
;   40:  ldr q29, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;   44:  and v0.16b, v27.16b, v29.16b
;   48:  addv b0, v0.8b
;   4c:  umov w2, v0.b[0]
;   50:  adrp x17, 0x0  // Page21 constant0
;   54:  ldr q0, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;   58:  and v0.16b, v27.16b, v0.16b
;   5c:  ext v0.16b, v0.16b, v0.16b, #0x8
;   60:  addv b0, v0.8b
;   64:  umov w3, v0.b[0]
;   68:  orr x2, x2, x3, lsl #8
;   6c:  strh w2, [x0, #0x10]
;   70:  ldr h1, [x1]
;   74:  adrp x17, 0x0  // Page21 constant0
;   78:  ldr q0, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;   7c:  adrp x17, 0x0  // Page21 constant1
;   80:  ldr q2, [x17]  // Lo12(Access { log2_size: 4 }) constant1
;   84:  tbl v1.16b, { v1.16b }, v2.16b
;   88:  cmtst v0.16b, v1.16b, v0.16b
;   8c:  eor v0.16b, v0.16b, v27.16b
;   90:  adrp x17, 0x0  // Page21 constant0
;   94:  ldr q1, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;   98:  and v1.16b, v0.16b, v1.16b
;   9c:  addv b3, v1.8b
;   a0:  umov w5, v3.b[0]
;   a4:  adrp x17, 0x0  // Page21 constant0
;   a8:  ldr q7, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;   ac:  and v16.16b, v0.16b, v7.16b
;   b0:  ext v16.16b, v16.16b, v16.16b, #0x8
;   b4:  addv b16, v16.8b
;   b8:  umov w15, v16.b[0]
;   bc:  movi v19.2d, #0000000000000000
;   c0:  mov v19.b[0], w5
;   c4:  mov v19.b[1], w15
;   c8:  str h19, [x0, #0x12]!
;   cc:  ret
;
; function @t_m128:
;    0:  stp x19, x20, [sp, #-0x10]!
;    4:  str x25, [sp, #-0x10]!
;    8:  ldr q5, [x1]
;    c:  adrp x17, 0x0  // Page21 constant0
;   10:  ldr q6, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;   14:  adrp x17, 0x0  // Page21 constant1
;   18:  ldr q16, [x17]  // Lo12(Access { log2_size: 4 }) constant1
;   1c:  tbl v16.16b, { v5.16b }, v16.16b
;   20:  cmtst v16.16b, v16.16b, v6.16b
;   24:  adrp x17, 0x0  // Page21 constant2
;   28:  ldr q17, [x17]  // Lo12(Access { log2_size: 4 }) constant2
;   2c:  tbl v17.16b, { v5.16b }, v17.16b
;   30:  cmtst v18.16b, v17.16b, v6.16b
;   34:  adrp x17, 0x0  // Page21 constant3
;   38:  ldr q20, [x17]  // Lo12(Access { log2_size: 4 }) constant3
;   3c:  tbl v22.16b, { v5.16b }, v20.16b
;   40:  cmtst v24.16b, v22.16b, v6.16b
;   44:  adrp x17, 0x0  // Page21 constant4
;   48:  ldr q26, [x17]  // Lo12(Access { log2_size: 4 }) constant4
;   4c:  tbl v28.16b, { v5.16b }, v26.16b
;   50:  cmtst v30.16b, v28.16b, v6.16b
;   54:  adrp x17, 0x0  // Page21 constant5
;   58:  ldr q0, [x17]  // Lo12(Access { log2_size: 4 }) constant5
;   5c:  tbl v0.16b, { v5.16b }, v0.16b
;   60:  cmtst v0.16b, v0.16b, v6.16b
;   64:  adrp x17, 0x0  // Page21 constant6
;   68:  ldr q1, [x17]  // Lo12(Access { log2_size: 4 }) constant6
;   6c:  tbl v1.16b, { v5.16b }, v1.16b
;   70:  cmtst v2.16b, v1.16b, v6.16b
;   74:  adrp x17, 0x0  // Page21 constant7
;   78:  ldr q1, [x17]  // Lo12(Access { log2_size: 4 }) constant7
;   7c:  tbl v1.16b, { v5.16b }, v1.16b
;   80:  cmtst v4.16b, v1.16b, v6.16b
;   84:  adrp x17, 0x0  // Page21 constant8
;   88:  ldr q1, [x17]  // Lo12(Access { log2_size: 4 }) constant8
;   8c:  tbl v1.16b, { v5.16b }, v1.16b
;   90:  cmtst v6.16b, v1.16b, v6.16b
;   94:  umov w1, v4.b[0]
;   98:  and w1, w1, #0x1
;   9c:  strb w1, [x0]
;   a0:  ldr x14, [x2]
;   a4:  ldr x1, [x2, #0x8]
;   a8:  fmov d3, x14
;   ac:  fmov v3.d[1], x1
;   b0:  adrp x17, 0x0  // Page21 constant0
;   b4:  ldr q7, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;   b8:  adrp x17, 0x0  // Page21 constant1
;   bc:  ldr q17, [x17]  // Lo12(Access { log2_size: 4 }) constant1
;   c0:  tbl v17.16b, { v3.16b }, v17.16b
;   c4:  cmtst v17.16b, v17.16b, v7.16b
;   c8:  adrp x17, 0x0  // Page21 constant2
;   cc:  ldr q19, [x17]  // Lo12(Access { log2_size: 4 }) constant2
;   d0:  tbl v19.16b, { v3.16b }, v19.16b
;   d4:  cmtst v19.16b, v19.16b, v7.16b
;   d8:  adrp x17, 0x0  // Page21 constant3
;   dc:  ldr q20, [x17]  // Lo12(Access { log2_size: 4 }) constant3
;   e0:  tbl v22.16b, { v3.16b }, v20.16b
;   e4:  cmtst v25.16b, v22.16b, v7.16b
;   e8:  adrp x17, 0x0  // Page21 constant4
;   ec:  ldr q26, [x17]  // Lo12(Access { log2_size: 4 }) constant4
;   f0:  tbl v28.16b, { v3.16b }, v26.16b
;   f4:  cmtst v1.16b, v28.16b, v7.16b
;   f8:  adrp x17, 0x0  // Page21 constant5
;   fc:  ldr q5, [x17]  // Lo12(Access { log2_size: 4 }) constant5
;  100:  tbl v5.16b, { v3.16b }, v5.16b
;  104:  cmtst v5.16b, v5.16b, v7.16b
;  108:  adrp x17, 0x0  // Page21 constant6
;  10c:  ldr q20, [x17]  // Lo12(Access { log2_size: 4 }) constant6
;  110:  tbl v20.16b, { v3.16b }, v20.16b
;  114:  cmtst v21.16b, v20.16b, v7.16b
;  118:  adrp x17, 0x0  // Page21 constant7
;  11c:  ldr q20, [x17]  // Lo12(Access { log2_size: 4 }) constant7
;  120:  tbl v20.16b, { v3.16b }, v20.16b
;  124:  cmtst v22.16b, v20.16b, v7.16b
;  128:  adrp x17, 0x0  // Page21 constant8
;  12c:  ldr q20, [x17]  // Lo12(Access { log2_size: 4 }) constant8
;  130:  tbl v3.16b, { v3.16b }, v20.16b
;  134:  cmtst v7.16b, v3.16b, v7.16b
;  138:  and v20.16b, v16.16b, v17.16b
;  13c:  and v18.16b, v18.16b, v19.16b
;  140:  and v17.16b, v24.16b, v25.16b
;  144:  and v16.16b, v30.16b, v1.16b
;  148:  and v1.16b, v0.16b, v5.16b
;  14c:  and v3.16b, v2.16b, v21.16b
;  150:  and v5.16b, v4.16b, v22.16b
;  154:  and v7.16b, v6.16b, v7.16b
;  158:  adrp x17, 0x0  // Page21 constant0
;  15c:  ldr q19, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;  160:  and v19.16b, v20.16b, v19.16b
;  164:  addv b19, v19.8b
;  168:  umov w15, v19.b[0]
;  16c:  adrp x17, 0x0  // Page21 constant0
;  170:  ldr q19, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;  174:  and v19.16b, v20.16b, v19.16b
;  178:  ext v21.16b, v19.16b, v19.16b, #0x8
;  17c:  addv b23, v21.8b
;  180:  umov w3, v23.b[0]
;  184:  adrp x17, 0x0  // Page21 constant0
;  188:  ldr q27, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;  18c:  and v29.16b, v18.16b, v27.16b
;  190:  addv b0, v29.8b
;  194:  umov w4, v0.b[0]
;  198:  adrp x17, 0x0  // Page21 constant0
;  19c:  ldr q0, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;  1a0:  and v0.16b, v18.16b, v0.16b
;  1a4:  ext v0.16b, v0.16b, v0.16b, #0x8
;  1a8:  addv b0, v0.8b
;  1ac:  umov w5, v0.b[0]
;  1b0:  adrp x17, 0x0  // Page21 constant0
;  1b4:  ldr q0, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;  1b8:  and v0.16b, v17.16b, v0.16b
;  1bc:  addv b0, v0.8b
;  1c0:  umov w6, v0.b[0]
;  1c4:  adrp x17, 0x0  // Page21 constant0
;  1c8:  ldr q0, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;  1cc:  and v0.16b, v17.16b, v0.16b
;  1d0:  ext v0.16b, v0.16b, v0.16b, #0x8
;  1d4:  addv b0, v0.8b
;  1d8:  umov w7, v0.b[0]
;  1dc:  adrp x17, 0x0  // Page21 constant0
;  1e0:  ldr q0, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;  1e4:  and v2.16b, v16.16b, v0.16b
;  1e8:  addv b4, v2.8b
;  1ec:  umov w8, v4.b[0]
;  1f0:  adrp x17, 0x0  // Page21 constant0
;  1f4:  ldr q17, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;  1f8:  and v16.16b, v16.16b, v17.16b
;  1fc:  ext v16.16b, v16.16b, v16.16b, #0x8
;  200:  addv b16, v16.8b
;  204:  umov w9, v16.b[0]
;  208:  adrp x17, 0x0  // Page21 constant0
;  20c:  ldr q18, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;  210:  and v20.16b, v1.16b, v18.16b
;  214:  addv b22, v20.8b
;  218:  umov w10, v22.b[0]
;  21c:  adrp x17, 0x0  // Page21 constant0
;  220:  ldr q26, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;  224:  and v28.16b, v1.16b, v26.16b
;  228:  ext v30.16b, v28.16b, v28.16b, #0x8
;  22c:  addv b0, v30.8b
;  230:  umov w11, v0.b[0]
;  234:  adrp x17, 0x0  // Page21 constant0
;  238:  ldr q0, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;  23c:  and v0.16b, v3.16b, v0.16b
;  240:  addv b0, v0.8b
;  244:  umov w12, v0.b[0]
;  248:  adrp x17, 0x0  // Page21 constant0
;  24c:  ldr q0, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;  250:  and v0.16b, v3.16b, v0.16b
;  254:  ext v0.16b, v0.16b, v0.16b, #0x8
;  258:  addv b0, v0.8b
;  25c:  umov w13, v0.b[0]
;  260:  adrp x17, 0x0  // Page21 constant0
;  264:  ldr q0, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;  268:  and v0.16b, v5.16b, v0.16b
;  26c:  addv b0, v0.8b
;  270:  umov w2, v0.b[0]
;  274:  adrp x17, 0x0  // Page21 constant0
;  278:  ldr q0, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;  27c:  and v1.16b, v5.16b, v0.16b
;  280:  ext v3.16b, v1.16b, v1.16b, #0x8
;  284:  addv b5, v3.8b
;  288:  umov w19, v5.b[0]
;  28c:  adrp x17, 0x0  // Page21 constant0
;  290:  ldr q16, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;  294:  and v16.16b, v7.16b, v16.16b
;  298:  addv b16, v16.8b
;  29c:  umov w20, v16.b[0]
;  2a0:  adrp x17, 0x0  // Page21 constant0
;  2a4:  ldr q17, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;  2a8:  and v19.16b, v7.16b, v17.16b
;  2ac:  ext v21.16b, v19.16b, v19.16b, #0x8
;  2b0:  addv b23, v21.8b
;  2b4:  umov w25, v23.b[0]
;  2b8:  movi v0.2d, #0000000000000000
;  2bc:  mov v0.b[0], w15
;  2c0:  mov v0.b[1], w3
;  2c4:  mov v0.b[2], w4
;  2c8:  mov v0.b[3], w5
;  2cc:  mov v0.b[4], w6
;  2d0:  mov v0.b[5], w7
;  2d4:  mov v0.b[6], w8
;  2d8:  mov v0.b[7], w9
;  2dc:  mov v0.b[8], w10
;  2e0:  mov v0.b[9], w11
;  2e4:  mov v0.b[10], w12
;  2e8:  mov v0.b[11], w13
;  2ec:  mov v0.b[12], w2
;  2f0:  mov v0.b[13], w19
;  2f4:  mov v0.b[14], w20
;  2f8:  mov v0.b[15], w25
;  2fc:  str q0, [x0, #0x10]
;  300:  str x14, [x0, #0x20]!
;  304:  str x1, [x0, #0x8]
;  308:  ldr x25, [sp], #0x10
;  30c:  ldp x19, x20, [sp], #0x10
;  310:  ret
