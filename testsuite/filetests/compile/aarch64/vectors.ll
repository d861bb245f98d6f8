; test compile -O2 target=aarch64-linux-gnu
; NEON vectors (128 and 64 bits): add/mul of <4 x i32>, <8 x i16> and <2 x i64> (no
; 64-bit lane mul: done per lane through x registers), float mul and add, integer and
; float compares (cmgt/cmeq/fcmgt) and select (bsl), shuffles (dup for a splat, else two
; tbl lookups with masks from the constant pool, or-ed), extract and insert of constant
; lanes, zext/trunc (ushll/xtn), sitofp (scvtf), reductions (lane by lane), and vector
; loads and stores.
; Left out: <N x i1> return values (rllc returns byte lanes, llc the promoted <4 x i16>
; or <2 x i32>), and variable-index extractelement/insertelement (rllc goes through the
; stack without clamping the index).

define <4 x i32> @add_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %r = add <4 x i32> %a, %b
  ret <4 x i32> %r
}

define <8 x i16> @mul_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %r = mul <8 x i16> %a, %b
  ret <8 x i16> %r
}

define <2 x i64> @mul_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %r = mul <2 x i64> %a, %b
  ret <2 x i64> %r
}

define <2 x i32> @sub_v2i32(<2 x i32> %a, <2 x i32> %b) {
  %r = sub <2 x i32> %a, %b
  ret <2 x i32> %r
}

define <4 x float> @fmul_add(<4 x float> %a, <4 x float> %b, <4 x float> %c) {
  %m = fmul <4 x float> %a, %b
  %r = fadd <4 x float> %m, %c
  ret <4 x float> %r
}

define <4 x i32> @icmp_sgt(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp sgt <4 x i32> %a, %b
  %r = sext <4 x i1> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @select_eq(<4 x i32> %a, <4 x i32> %b, <4 x i32> %x, <4 x i32> %y) {
  %c = icmp eq <4 x i32> %a, %b
  %r = select <4 x i1> %c, <4 x i32> %x, <4 x i32> %y
  ret <4 x i32> %r
}

define <2 x double> @select_fcmp(<2 x double> %a, <2 x double> %b) {
  %c = fcmp ogt <2 x double> %a, %b
  %r = select <2 x i1> %c, <2 x double> %a, <2 x double> %b
  ret <2 x double> %r
}

define <4 x i32> @shuffle_zip(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  ret <4 x i32> %r
}

define <16 x i8> @shuffle_ext(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18>
  ret <16 x i8> %r
}

define <4 x i32> @shuffle_splat(<4 x i32> %a) {
  %r = shufflevector <4 x i32> %a, <4 x i32> poison, <4 x i32> <i32 2, i32 2, i32 2, i32 2>
  ret <4 x i32> %r
}

define <8 x i16> @shuffle_any(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 7, i32 0, i32 9, i32 3, i32 15, i32 2, i32 2, i32 11>
  ret <8 x i16> %r
}

define i32 @extract_const(<4 x i32> %a) {
  %r = extractelement <4 x i32> %a, i32 3
  ret i32 %r
}

define <2 x double> @insert_const(<2 x double> %a, double %x) {
  %r = insertelement <2 x double> %a, double %x, i32 1
  ret <2 x double> %r
}

define <8 x i16> @zext_v8i8(<8 x i8> %a) {
  %r = zext <8 x i8> %a to <8 x i16>
  ret <8 x i16> %r
}

define <4 x i16> @trunc_v4i32(<4 x i32> %a) {
  %r = trunc <4 x i32> %a to <4 x i16>
  ret <4 x i16> %r
}

define <4 x float> @sitofp_v4i32(<4 x i32> %a) {
  %r = sitofp <4 x i32> %a to <4 x float>
  ret <4 x float> %r
}

declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i8 @llvm.vector.reduce.umax.v16i8(<16 x i8>)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)

define i32 @reduce_add(<4 x i32> %a) {
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %a)
  ret i32 %r
}

define i8 @reduce_umax(<16 x i8> %a) {
  %r = call i8 @llvm.vector.reduce.umax.v16i8(<16 x i8> %a)
  ret i8 %r
}

define float @reduce_fadd_fast(<4 x float> %a) {
  %r = call reassoc float @llvm.vector.reduce.fadd.v4f32(float 0.0, <4 x float> %a)
  ret float %r
}

define void @load_store(ptr %p, ptr %q) {
  %v = load <4 x i32>, ptr %p
  %w = add <4 x i32> %v, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %w, ptr %q
  ret void
}
; EXPECTED:
; function @add_v4i32:
;    0:  add v0.4s, v0.4s, v1.4s
;    4:  ret
;
; function @mul_v8i16:
;    0:  mul v0.8h, v0.8h, v1.8h
;    4:  ret
;
; function @mul_v2i64:
;    0:  mov x3, v0.d[0]
;    4:  mov x5, v1.d[0]
;    8:  mul x7, x3, x5
;    c:  mov v16.16b, v0.16b
;   10:  mov v16.d[0], x7
;   14:  mov x11, v0.d[1]
;   18:  mov x13, v1.d[1]
;   1c:  mul x15, x11, x13
;   20:  mov v0.16b, v16.16b
;   24:  mov v0.d[1], x15
;   28:  ret
;
; function @sub_v2i32:
;    0:  sub v0.4s, v0.4s, v1.4s
;    4:  ret
;
; function @fmul_add:
;    0:  fmul v4.4s, v0.4s, v1.4s
;    4:  fadd v0.4s, v4.4s, v2.4s
;    8:  ret
;
; function @icmp_sgt:
;    0:  cmgt v3.4s, v0.4s, v1.4s
;    4:  xtn v5.4h, v3.4s
;    8:  xtn v7.8b, v5.8h
;    c:  sshll v16.8h, v7.8b, #0x0
;   10:  sshll v0.4s, v16.4h, #0x0
;   14:  ret
;
; function @select_eq:
;    0:  cmeq v5.4s, v0.4s, v1.4s
;    4:  xtn v7.4h, v5.4s
;    8:  xtn v16.8b, v7.8h
;    c:  sshll v16.8h, v16.8b, #0x0
;   10:  sshll v0.4s, v16.4h, #0x0
;   14:  bsl v0.16b, v2.16b, v3.16b
;   18:  ret
;
; function @select_fcmp:
;    0:  fcmgt v3.2d, v0.2d, v1.2d
;    4:  mov v18.16b, v0.16b
;    8:  xtn v5.2s, v3.2d
;    c:  xtn v7.4h, v5.4s
;   10:  xtn v16.8b, v7.8h
;   14:  sshll v16.8h, v16.8b, #0x0
;   18:  sshll v16.4s, v16.4h, #0x0
;   1c:  sshll v0.2d, v16.2s, #0x0
;   20:  bsl v0.16b, v18.16b, v1.16b
;   24:  ret
;
; function @shuffle_zip:
;    0:  adrp x17, 0x0  // Page21 constant0
;    4:  ldr q3, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;    8:  tbl v5.16b, { v0.16b }, v3.16b
;    c:  adrp x17, 0x0  // Page21 constant1
;   10:  ldr q7, [x17]  // Lo12(Access { log2_size: 4 }) constant1
;   14:  tbl v16.16b, { v1.16b }, v7.16b
;   18:  orr v0.16b, v5.16b, v16.16b
;   1c:  ret
;
; function @shuffle_ext:
;    0:  adrp x17, 0x0  // Page21 constant0
;    4:  ldr q3, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;    8:  tbl v5.16b, { v0.16b }, v3.16b
;    c:  adrp x17, 0x0  // Page21 constant1
;   10:  ldr q7, [x17]  // Lo12(Access { log2_size: 4 }) constant1
;   14:  tbl v16.16b, { v1.16b }, v7.16b
;   18:  orr v0.16b, v5.16b, v16.16b
;   1c:  ret
;
; function @shuffle_splat:
;    0:  dup v0.4s, v0.s[2]
;    4:  ret
;
; function @shuffle_any:
;    0:  adrp x17, 0x0  // Page21 constant0
;    4:  ldr q3, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;    8:  tbl v5.16b, { v0.16b }, v3.16b
;    c:  adrp x17, 0x0  // Page21 constant1
;   10:  ldr q7, [x17]  // Lo12(Access { log2_size: 4 }) constant1
;   14:  tbl v16.16b, { v1.16b }, v7.16b
;   18:  orr v0.16b, v5.16b, v16.16b
;   1c:  ret
;
; function @extract_const:
;    0:  mov w0, v0.s[3]
;    4:  ret
;
; function @insert_const:
;    0:  mov v0.d[1], v1.d[0]
;    4:  ret
;
; function @zext_v8i8:
;    0:  ushll v0.8h, v0.8b, #0x0
;    4:  ret
;
; function @trunc_v4i32:
;    0:  xtn v0.4h, v0.4s
;    4:  ret
;
; function @sitofp_v4i32:
;    0:  scvtf v0.4s, v0.4s
;    4:  ret
;
; function @reduce_add:
;    0:  mov w2, v0.s[0]
;    4:  mov w4, v0.s[1]
;    8:  add x6, x2, x4
;    c:  mov w8, v0.s[2]
;   10:  add x10, x6, x8
;   14:  mov w12, v0.s[3]
;   18:  add x0, x10, x12
;   1c:  ret
;
; function @reduce_umax:
;    0:  umov w2, v0.b[0]
;    4:  umov w4, v0.b[1]
;    8:  cmp x2, x4
;    c:  csel x7, x2, x4, hi
;   10:  umov w9, v0.b[2]
;   14:  cmp x7, x9
;   18:  csel x12, x7, x9, hi
;   1c:  umov w14, v0.b[3]
;   20:  cmp x12, x14
;   24:  csel x0, x12, x14, hi
;   28:  umov w1, v0.b[4]
;   2c:  cmp x0, x1
;   30:  csel x0, x0, x1, hi
;   34:  umov w1, v0.b[5]
;   38:  cmp x0, x1
;   3c:  csel x0, x0, x1, hi
;   40:  umov w1, v0.b[6]
;   44:  cmp x0, x1
;   48:  csel x0, x0, x1, hi
;   4c:  umov w1, v0.b[7]
;   50:  cmp x0, x1
;   54:  csel x0, x0, x1, hi
;   58:  umov w1, v0.b[8]
;   5c:  cmp x0, x1
;   60:  csel x0, x0, x1, hi
;   64:  umov w1, v0.b[9]
;   68:  cmp x0, x1
;   6c:  csel x0, x0, x1, hi
;   70:  umov w1, v0.b[10]
;   74:  cmp x0, x1
;   78:  csel x0, x0, x1, hi
;   7c:  umov w1, v0.b[11]
;   80:  cmp x0, x1
;   84:  csel x0, x0, x1, hi
;   88:  umov w1, v0.b[12]
;   8c:  cmp x0, x1
;   90:  csel x0, x0, x1, hi
;   94:  umov w1, v0.b[13]
;   98:  cmp x0, x1
;   9c:  csel x4, x0, x1, hi
;   a0:  umov w6, v0.b[14]
;   a4:  cmp x4, x6
;   a8:  csel x9, x4, x6, hi
;   ac:  umov w11, v0.b[15]
;   b0:  cmp x9, x11
;   b4:  csel x0, x9, x11, hi
;   b8:  ret
;
; function @reduce_fadd_fast:
;    0:  mov w2, #0x0 // =0
;    4:  fmov s4, w2
;    8:  fadd s6, s4, s0
;    c:  dup v16.4s, v0.s[1]
;   10:  fadd s16, s6, s16
;   14:  dup v17.4s, v0.s[2]
;   18:  fadd s16, s16, s17
;   1c:  dup v17.4s, v0.s[3]
;   20:  fadd s0, s16, s17
;   24:  ret
;
; function @load_store:
;    0:  ldr q3, [x0]
;    4:  adrp x17, 0x0  // Page21 constant0
;    8:  ldr q5, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;    c:  add v7.4s, v3.4s, v5.4s
;   10:  str q7, [x1]
;   14:  ret
