; test compile -O2 target=aarch64-linux-gnu
; arm_neon.h reductions across lanes (llvm.aarch64.neon.*v): addv/umaxv/sminv for 8-,
; 16- and 32-bit lanes of 128-bit vectors and the 64-bit ones that have them, the
; signed ones read back with smov; two-lane vectors by the pairwise operation with
; itself; the long sums uaddlv/saddlv; float maxima and minima (fmaxv on 4s, fmaxnmp
; on 2s, fmaxp on 2d) and faddv (faddp twice).

define i32 @uaddv_v16i8(<16 x i8> %a) {
  %r = call i32 @llvm.aarch64.neon.uaddv.i32.v16i8(<16 x i8> %a)
  ret i32 %r
}

define i32 @saddv_v8i8(<8 x i8> %a) {
  %r = call i32 @llvm.aarch64.neon.saddv.i32.v8i8(<8 x i8> %a)
  ret i32 %r
}

define i32 @smaxv_v8i16(<8 x i16> %a) {
  %r = call i32 @llvm.aarch64.neon.smaxv.i32.v8i16(<8 x i16> %a)
  ret i32 %r
}

define i32 @uminv_v4i32(<4 x i32> %a) {
  %r = call i32 @llvm.aarch64.neon.uminv.i32.v4i32(<4 x i32> %a)
  ret i32 %r
}

define i32 @sminv_v2i32(<2 x i32> %a) {
  %r = call i32 @llvm.aarch64.neon.sminv.i32.v2i32(<2 x i32> %a)
  ret i32 %r
}

define i64 @uaddv_v2i64(<2 x i64> %a) {
  %r = call i64 @llvm.aarch64.neon.uaddv.i64.v2i64(<2 x i64> %a)
  ret i64 %r
}

define i32 @uaddlv_v16i8(<16 x i8> %a) {
  %r = call i32 @llvm.aarch64.neon.uaddlv.i32.v16i8(<16 x i8> %a)
  ret i32 %r
}

define i64 @saddlv_v4i32(<4 x i32> %a) {
  %r = call i64 @llvm.aarch64.neon.saddlv.i64.v4i32(<4 x i32> %a)
  ret i64 %r
}

define float @fmaxv_v4f32(<4 x float> %a) {
  %r = call float @llvm.aarch64.neon.fmaxv.f32.v4f32(<4 x float> %a)
  ret float %r
}

define float @fmaxnmv_v2f32(<2 x float> %a) {
  %r = call float @llvm.aarch64.neon.fmaxnmv.f32.v2f32(<2 x float> %a)
  ret float %r
}

define double @fminv_v2f64(<2 x double> %a) {
  %r = call double @llvm.aarch64.neon.fminv.f64.v2f64(<2 x double> %a)
  ret double %r
}

define float @faddv_v4f32(<4 x float> %a) {
  %r = call float @llvm.aarch64.neon.faddv.f32.v4f32(<4 x float> %a)
  ret float %r
}

declare i32 @llvm.aarch64.neon.uaddv.i32.v16i8(<16 x i8>)
declare i32 @llvm.aarch64.neon.saddv.i32.v8i8(<8 x i8>)
declare i32 @llvm.aarch64.neon.smaxv.i32.v8i16(<8 x i16>)
declare i32 @llvm.aarch64.neon.uminv.i32.v4i32(<4 x i32>)
declare i32 @llvm.aarch64.neon.sminv.i32.v2i32(<2 x i32>)
declare i64 @llvm.aarch64.neon.uaddv.i64.v2i64(<2 x i64>)
declare i32 @llvm.aarch64.neon.uaddlv.i32.v16i8(<16 x i8>)
declare i64 @llvm.aarch64.neon.saddlv.i64.v4i32(<4 x i32>)
declare float @llvm.aarch64.neon.fmaxv.f32.v4f32(<4 x float>)
declare float @llvm.aarch64.neon.fmaxnmv.f32.v2f32(<2 x float>)
declare double @llvm.aarch64.neon.fminv.f64.v2f64(<2 x double>)
declare float @llvm.aarch64.neon.faddv.f32.v4f32(<4 x float>)
; EXPECTED:
; function @uaddv_v16i8:
;    0:  addv b2, v0.16b
;    4:  umov w0, v2.b[0]
;    8:  ret
;
; function @saddv_v8i8:
;    0:  addv b2, v0.8b
;    4:  smov w0, v2.b[0]
;    8:  ret
;
; function @smaxv_v8i16:
;    0:  smaxv h2, v0.8h
;    4:  smov w0, v2.h[0]
;    8:  ret
;
; function @uminv_v4i32:
;    0:  uminv s2, v0.4s
;    4:  mov w0, v2.s[0]
;    8:  ret
;
; function @sminv_v2i32:
;    0:  sminp v2.2s, v0.2s, v0.2s
;    4:  mov w0, v2.s[0]
;    8:  ret
;
; function @uaddv_v2i64:
;    0:  addp v2.2d, v0.2d, v0.2d
;    4:  mov x0, v2.d[0]
;    8:  ret
;
; function @uaddlv_v16i8:
;    0:  uaddlv h2, v0.16b
;    4:  umov w0, v2.h[0]
;    8:  ret
;
; function @saddlv_v4i32:
;    0:  saddlv d2, v0.4s
;    4:  mov x0, v2.d[0]
;    8:  ret
;
; function @fmaxv_v4f32:
;    0:  fmaxv s0, v0.4s
;    4:  ret
;
; function @fmaxnmv_v2f32:
;    0:  fmaxnmp v0.2s, v0.2s, v0.2s
;    4:  ret
;
; function @fminv_v2f64:
;    0:  fminp v0.2d, v0.2d, v0.2d
;    4:  ret
;
; function @faddv_v4f32:
;    0:  faddp v2.4s, v0.4s, v0.4s
;    4:  faddp v0.4s, v2.4s, v2.4s
;    8:  ret
