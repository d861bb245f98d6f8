; test compile -O2 target=aarch64-linux-gnu
; Long and pairwise-long operations: sqdmull, saddlp/uaddlp, and the accumulating forms
; an add or subtract makes of an intrinsic whose only use it is (smlal/umlal/smlsl/umlsl
; of smull/umull, sqdmlal/sqdmlsl of sqadd/sqsub of sqdmull, sadalp/uadalp of
; saddlp/uaddlp); with another use the intrinsic is computed once and added. uaddlv of
; two i32 lanes is uaddlp to 1d.

define <8 x i16> @smlal(<8 x i16> %acc, <8 x i8> %a, <8 x i8> %b) {
  %m = call <8 x i16> @llvm.aarch64.neon.smull.v8i16(<8 x i8> %a, <8 x i8> %b)
  %r = add <8 x i16> %m, %acc
  ret <8 x i16> %r
}

define <2 x i64> @umlal(<2 x i64> %acc, <2 x i32> %a, <2 x i32> %b) {
  %m = call <2 x i64> @llvm.aarch64.neon.umull.v2i64(<2 x i32> %a, <2 x i32> %b)
  %r = add <2 x i64> %acc, %m
  ret <2 x i64> %r
}

define <4 x i32> @smlsl(<4 x i32> %acc, <4 x i16> %a, <4 x i16> %b) {
  %m = call <4 x i32> @llvm.aarch64.neon.smull.v4i32(<4 x i16> %a, <4 x i16> %b)
  %r = sub <4 x i32> %acc, %m
  ret <4 x i32> %r
}

define <8 x i16> @umlsl(<8 x i16> %acc, <8 x i8> %a, <8 x i8> %b) {
  %m = call <8 x i16> @llvm.aarch64.neon.umull.v8i16(<8 x i8> %a, <8 x i8> %b)
  %r = sub <8 x i16> %acc, %m
  ret <8 x i16> %r
}

; smull - acc is no multiply-subtract.
define <4 x i32> @smull_minus_acc(<4 x i32> %acc, <4 x i16> %a, <4 x i16> %b) {
  %m = call <4 x i32> @llvm.aarch64.neon.smull.v4i32(<4 x i16> %a, <4 x i16> %b)
  %r = sub <4 x i32> %m, %acc
  ret <4 x i32> %r
}

define <4 x i32> @smlal_reused(<4 x i32> %acc, <4 x i16> %a, <4 x i16> %b, ptr %p) {
  %m = call <4 x i32> @llvm.aarch64.neon.smull.v4i32(<4 x i16> %a, <4 x i16> %b)
  store <4 x i32> %m, ptr %p
  %r = add <4 x i32> %m, %acc
  ret <4 x i32> %r
}

define <4 x i32> @sqdmull(<4 x i16> %a, <4 x i16> %b) {
  %r = call <4 x i32> @llvm.aarch64.neon.sqdmull.v4i32(<4 x i16> %a, <4 x i16> %b)
  ret <4 x i32> %r
}

define <2 x i64> @sqdmlal(<2 x i64> %acc, <2 x i32> %a, <2 x i32> %b) {
  %m = call <2 x i64> @llvm.aarch64.neon.sqdmull.v2i64(<2 x i32> %a, <2 x i32> %b)
  %r = call <2 x i64> @llvm.aarch64.neon.sqadd.v2i64(<2 x i64> %acc, <2 x i64> %m)
  ret <2 x i64> %r
}

define <4 x i32> @sqdmlsl(<4 x i32> %acc, <4 x i16> %a, <4 x i16> %b) {
  %m = call <4 x i32> @llvm.aarch64.neon.sqdmull.v4i32(<4 x i16> %a, <4 x i16> %b)
  %r = call <4 x i32> @llvm.aarch64.neon.sqsub.v4i32(<4 x i32> %acc, <4 x i32> %m)
  ret <4 x i32> %r
}

define <8 x i16> @uaddlp(<16 x i8> %a) {
  %r = call <8 x i16> @llvm.aarch64.neon.uaddlp.v8i16.v16i8(<16 x i8> %a)
  ret <8 x i16> %r
}

define <2 x i32> @saddlp(<4 x i16> %a) {
  %r = call <2 x i32> @llvm.aarch64.neon.saddlp.v2i32.v4i16(<4 x i16> %a)
  ret <2 x i32> %r
}

define <2 x i64> @uadalp(<2 x i64> %acc, <4 x i32> %a) {
  %p = call <2 x i64> @llvm.aarch64.neon.uaddlp.v2i64.v4i32(<4 x i32> %a)
  %r = add <2 x i64> %p, %acc
  ret <2 x i64> %r
}

define <4 x i16> @sadalp(<4 x i16> %acc, <8 x i8> %a) {
  %p = call <4 x i16> @llvm.aarch64.neon.saddlp.v4i16.v8i8(<8 x i8> %a)
  %r = add <4 x i16> %p, %acc
  ret <4 x i16> %r
}

define i64 @uaddlv_2s(<2 x i32> %a) {
  %r = call i64 @llvm.aarch64.neon.uaddlv.i64.v2i32(<2 x i32> %a)
  ret i64 %r
}

define i64 @saddlv_2s(<2 x i32> %a) {
  %r = call i64 @llvm.aarch64.neon.saddlv.i64.v2i32(<2 x i32> %a)
  ret i64 %r
}

declare <8 x i16> @llvm.aarch64.neon.smull.v8i16(<8 x i8>, <8 x i8>)
declare <4 x i32> @llvm.aarch64.neon.smull.v4i32(<4 x i16>, <4 x i16>)
declare <2 x i64> @llvm.aarch64.neon.umull.v2i64(<2 x i32>, <2 x i32>)
declare <8 x i16> @llvm.aarch64.neon.umull.v8i16(<8 x i8>, <8 x i8>)
declare <4 x i32> @llvm.aarch64.neon.sqdmull.v4i32(<4 x i16>, <4 x i16>)
declare <2 x i64> @llvm.aarch64.neon.sqdmull.v2i64(<2 x i32>, <2 x i32>)
declare <2 x i64> @llvm.aarch64.neon.sqadd.v2i64(<2 x i64>, <2 x i64>)
declare <4 x i32> @llvm.aarch64.neon.sqsub.v4i32(<4 x i32>, <4 x i32>)
declare <8 x i16> @llvm.aarch64.neon.uaddlp.v8i16.v16i8(<16 x i8>)
declare <2 x i32> @llvm.aarch64.neon.saddlp.v2i32.v4i16(<4 x i16>)
declare <2 x i64> @llvm.aarch64.neon.uaddlp.v2i64.v4i32(<4 x i32>)
declare <4 x i16> @llvm.aarch64.neon.saddlp.v4i16.v8i8(<8 x i8>)
declare i64 @llvm.aarch64.neon.uaddlv.i64.v2i32(<2 x i32>)
declare i64 @llvm.aarch64.neon.saddlv.i64.v2i32(<2 x i32>)
; EXPECTED:
; function @smlal:
;    0:  smlal v0.8h, v1.8b, v2.8b
;    4:  ret
;
; function @umlal:
;    0:  umlal v0.2d, v1.2s, v2.2s
;    4:  ret
;
; function @smlsl:
;    0:  smlsl v0.4s, v1.4h, v2.4h
;    4:  ret
;
; function @umlsl:
;    0:  umlsl v0.8h, v1.8b, v2.8b
;    4:  ret
;
; function @smull_minus_acc:
;    0:  smull v4.4s, v1.4h, v2.4h
;    4:  sub v0.4s, v4.4s, v0.4s
;    8:  ret
;
; function @smlal_reused:
;    0:  smull v5.4s, v1.4h, v2.4h
;    4:  str q5, [x0]
;    8:  add v0.4s, v5.4s, v0.4s
;    c:  ret
;
; function @sqdmull:
;    0:  sqdmull v0.4s, v0.4h, v1.4h
;    4:  ret
;
; function @sqdmlal:
;    0:  sqdmlal v0.2d, v1.2s, v2.2s
;    4:  ret
;
; function @sqdmlsl:
;    0:  sqdmlsl v0.4s, v1.4h, v2.4h
;    4:  ret
;
; function @uaddlp:
;    0:  uaddlp v0.8h, v0.16b
;    4:  ret
;
; function @saddlp:
;    0:  saddlp v0.2s, v0.4h
;    4:  ret
;
; function @uadalp:
;    0:  uadalp v0.2d, v1.4s
;    4:  ret
;
; function @sadalp:
;    0:  sadalp v0.4h, v1.8b
;    4:  ret
;
; function @uaddlv_2s:
;    0:  uaddlp v2.1d, v0.2s
;    4:  mov x0, v2.d[0]
;    8:  ret
;
; function @saddlv_2s:
;    0:  saddlp v2.1d, v0.2s
;    4:  mov x0, v2.d[0]
;    8:  ret
