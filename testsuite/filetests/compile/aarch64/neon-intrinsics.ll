; test compile -O2 target=aarch64-linux-gnu
; arm_neon.h intrinsics (llvm.aarch64.neon.*): saturating arithmetic on vectors and on
; i32/i64 scalars (dup into a vector, the vector operation, lane 0 back), rounding
; doubling multiplies, absolute differences, halving adds, register shifts, narrowing
; with saturation, pairwise operations on 64- and 128-bit vectors, float max/min,
; fmulx and the reciprocal steps, conversions with explicit rounding, tbl of one
; register, the long multiplies smull/umull/pmull.

define <16 x i8> @sqadd_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.aarch64.neon.sqadd.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <8 x i8> @uqsub_v8i8(<8 x i8> %a, <8 x i8> %b) {
  %r = call <8 x i8> @llvm.aarch64.neon.uqsub.v8i8(<8 x i8> %a, <8 x i8> %b)
  ret <8 x i8> %r
}

define i32 @sqadd_i32(i32 %a, i32 %b) {
  %r = call i32 @llvm.aarch64.neon.sqadd.i32(i32 %a, i32 %b)
  ret i32 %r
}

define i64 @uqsub_i64(i64 %a, i64 %b) {
  %r = call i64 @llvm.aarch64.neon.uqsub.i64(i64 %a, i64 %b)
  ret i64 %r
}

define <8 x i16> @sqrdmulh_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.aarch64.neon.sqrdmulh.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <4 x i32> @sqdmulh_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.aarch64.neon.sqdmulh.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <16 x i8> @uabd_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.aarch64.neon.uabd.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <4 x i16> @srhadd_v4i16(<4 x i16> %a, <4 x i16> %b) {
  %r = call <4 x i16> @llvm.aarch64.neon.srhadd.v4i16(<4 x i16> %a, <4 x i16> %b)
  ret <4 x i16> %r
}

define <2 x i64> @srshl_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.aarch64.neon.srshl.v2i64(<2 x i64> %a, <2 x i64> %b)
  ret <2 x i64> %r
}

define i64 @ushl_i64(i64 %a, i64 %b) {
  %r = call i64 @llvm.aarch64.neon.ushl.i64(i64 %a, i64 %b)
  ret i64 %r
}

define <16 x i8> @sqabs_v16i8(<16 x i8> %a) {
  %r = call <16 x i8> @llvm.aarch64.neon.sqabs.v16i8(<16 x i8> %a)
  ret <16 x i8> %r
}

define <8 x i8> @sqxtun_v8i8(<8 x i16> %a) {
  %r = call <8 x i8> @llvm.aarch64.neon.sqxtun.v8i8(<8 x i16> %a)
  ret <8 x i8> %r
}

define <8 x i8> @addp_v8i8(<8 x i8> %a, <8 x i8> %b) {
  %r = call <8 x i8> @llvm.aarch64.neon.addp.v8i8(<8 x i8> %a, <8 x i8> %b)
  ret <8 x i8> %r
}

define <4 x float> @fmaxp_v4f32(<4 x float> %a, <4 x float> %b) {
  %r = call <4 x float> @llvm.aarch64.neon.fmaxp.v4f32(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

define <2 x double> @fmulx_v2f64(<2 x double> %a, <2 x double> %b) {
  %r = call <2 x double> @llvm.aarch64.neon.fmulx.v2f64(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}

define float @frecps_f32(float %a, float %b) {
  %r = call float @llvm.aarch64.neon.frecps.f32(float %a, float %b)
  ret float %r
}

define <4 x i32> @fcvtns_v4i32(<4 x float> %a) {
  %r = call <4 x i32> @llvm.aarch64.neon.fcvtns.v4i32.v4f32(<4 x float> %a)
  ret <4 x i32> %r
}

define i32 @fcvtas_i32(float %a) {
  %r = call i32 @llvm.aarch64.neon.fcvtas.i32.f32(float %a)
  ret i32 %r
}

define <16 x i8> @tbl1_v16i8(<16 x i8> %t, <16 x i8> %i) {
  %r = call <16 x i8> @llvm.aarch64.neon.tbl1.v16i8(<16 x i8> %t, <16 x i8> %i)
  ret <16 x i8> %r
}

define <8 x i16> @smull_v8i16(<8 x i8> %a, <8 x i8> %b) {
  %r = call <8 x i16> @llvm.aarch64.neon.smull.v8i16(<8 x i8> %a, <8 x i8> %b)
  ret <8 x i16> %r
}

define <2 x i64> @umull_v2i64(<2 x i32> %a, <2 x i32> %b) {
  %r = call <2 x i64> @llvm.aarch64.neon.umull.v2i64(<2 x i32> %a, <2 x i32> %b)
  ret <2 x i64> %r
}

define <8 x i16> @pmull_v8i16(<8 x i8> %a, <8 x i8> %b) {
  %r = call <8 x i16> @llvm.aarch64.neon.pmull.v8i16(<8 x i8> %a, <8 x i8> %b)
  ret <8 x i16> %r
}

declare <8 x i16> @llvm.aarch64.neon.smull.v8i16(<8 x i8>, <8 x i8>)
declare <2 x i64> @llvm.aarch64.neon.umull.v2i64(<2 x i32>, <2 x i32>)
declare <8 x i16> @llvm.aarch64.neon.pmull.v8i16(<8 x i8>, <8 x i8>)
declare <16 x i8> @llvm.aarch64.neon.sqadd.v16i8(<16 x i8>, <16 x i8>)
declare <8 x i8> @llvm.aarch64.neon.uqsub.v8i8(<8 x i8>, <8 x i8>)
declare i32 @llvm.aarch64.neon.sqadd.i32(i32, i32)
declare i64 @llvm.aarch64.neon.uqsub.i64(i64, i64)
declare <8 x i16> @llvm.aarch64.neon.sqrdmulh.v8i16(<8 x i16>, <8 x i16>)
declare <4 x i32> @llvm.aarch64.neon.sqdmulh.v4i32(<4 x i32>, <4 x i32>)
declare <16 x i8> @llvm.aarch64.neon.uabd.v16i8(<16 x i8>, <16 x i8>)
declare <4 x i16> @llvm.aarch64.neon.srhadd.v4i16(<4 x i16>, <4 x i16>)
declare <2 x i64> @llvm.aarch64.neon.srshl.v2i64(<2 x i64>, <2 x i64>)
declare i64 @llvm.aarch64.neon.ushl.i64(i64, i64)
declare <16 x i8> @llvm.aarch64.neon.sqabs.v16i8(<16 x i8>)
declare <8 x i8> @llvm.aarch64.neon.sqxtun.v8i8(<8 x i16>)
declare <8 x i8> @llvm.aarch64.neon.addp.v8i8(<8 x i8>, <8 x i8>)
declare <4 x float> @llvm.aarch64.neon.fmaxp.v4f32(<4 x float>, <4 x float>)
declare <2 x double> @llvm.aarch64.neon.fmulx.v2f64(<2 x double>, <2 x double>)
declare float @llvm.aarch64.neon.frecps.f32(float, float)
declare <4 x i32> @llvm.aarch64.neon.fcvtns.v4i32.v4f32(<4 x float>)
declare i32 @llvm.aarch64.neon.fcvtas.i32.f32(float)
declare <16 x i8> @llvm.aarch64.neon.tbl1.v16i8(<16 x i8>, <16 x i8>)
; EXPECTED:
; function @sqadd_v16i8:
;    0:  sqadd v0.16b, v0.16b, v1.16b
;    4:  ret
;
; function @uqsub_v8i8:
;    0:  uqsub v0.8b, v0.8b, v1.8b
;    4:  ret
;
; function @sqadd_i32:
;    0:  dup v3.4s, w0
;    4:  dup v5.4s, w1
;    8:  sqadd v7.4s, v3.4s, v5.4s
;    c:  mov w0, v7.s[0]
;   10:  ret
;
; function @uqsub_i64:
;    0:  dup v3.2d, x0
;    4:  dup v5.2d, x1
;    8:  uqsub v7.2d, v3.2d, v5.2d
;    c:  mov x0, v7.d[0]
;   10:  ret
;
; function @sqrdmulh_v8i16:
;    0:  sqrdmulh v0.8h, v0.8h, v1.8h
;    4:  ret
;
; function @sqdmulh_v4i32:
;    0:  sqdmulh v0.4s, v0.4s, v1.4s
;    4:  ret
;
; function @uabd_v16i8:
;    0:  uabd v0.16b, v0.16b, v1.16b
;    4:  ret
;
; function @srhadd_v4i16:
;    0:  srhadd v0.4h, v0.4h, v1.4h
;    4:  ret
;
; function @srshl_v2i64:
;    0:  srshl v0.2d, v0.2d, v1.2d
;    4:  ret
;
; function @ushl_i64:
;    0:  dup v3.2d, x0
;    4:  dup v5.2d, x1
;    8:  ushl v7.2d, v3.2d, v5.2d
;    c:  mov x0, v7.d[0]
;   10:  ret
;
; function @sqabs_v16i8:
;    0:  sqabs v0.16b, v0.16b
;    4:  ret
;
; function @sqxtun_v8i8:
;    0:  sqxtun v0.8b, v0.8h
;    4:  ret
;
; function @addp_v8i8:
;    0:  addp v0.8b, v0.8b, v1.8b
;    4:  ret
;
; function @fmaxp_v4f32:
;    0:  fmaxp v0.4s, v0.4s, v1.4s
;    4:  ret
;
; function @fmulx_v2f64:
;    0:  fmulx v0.2d, v0.2d, v1.2d
;    4:  ret
;
; function @frecps_f32:
;    0:  frecps v0.4s, v0.4s, v1.4s
;    4:  ret
;
; function @fcvtns_v4i32:
;    0:  fcvtns v0.4s, v0.4s
;    4:  ret
;
; function @fcvtas_i32:
;    0:  fcvtas w0, s0
;    4:  ret
;
; function @tbl1_v16i8:
;    0:  tbl v0.16b, { v0.16b }, v1.16b
;    4:  ret
;
; function @smull_v8i16:
;    0:  smull v0.8h, v0.8b, v1.8b
;    4:  ret
;
; function @umull_v2i64:
;    0:  umull v0.2d, v0.2s, v1.2s
;    4:  ret
;
; function @pmull_v8i16:
;    0:  pmull v0.8h, v0.8b, v1.8b
;    4:  ret
