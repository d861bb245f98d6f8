; test compile -O2 target=aarch64-linux-gnu
; Narrowing shifts right by an immediate (rshrn, sqshrn, uqshrn, sqrshrn, uqrshrn,
; sqshrun, sqrshrun) on vectors and, as clang emits vqshrnd_n_s64, an i64 scalar
; (duplicated, lane 0 back); clang's vshrn_n, a trunc of an lshr by a constant, is shrn.
; A concatenation of a low half with a narrowing result that has no other use is the
; upper-half form (rshrn2, sqxtn2, shrn2, …) into the low half's register.

define <8 x i8> @rshrn(<8 x i16> %a) {
  %r = call <8 x i8> @llvm.aarch64.neon.rshrn.v8i8(<8 x i16> %a, i32 3)
  ret <8 x i8> %r
}

define <4 x i16> @sqshrn(<4 x i32> %a) {
  %r = call <4 x i16> @llvm.aarch64.neon.sqshrn.v4i16(<4 x i32> %a, i32 16)
  ret <4 x i16> %r
}

define <2 x i32> @uqshrn(<2 x i64> %a) {
  %r = call <2 x i32> @llvm.aarch64.neon.uqshrn.v2i32(<2 x i64> %a, i32 1)
  ret <2 x i32> %r
}

define <8 x i8> @sqrshrn(<8 x i16> %a) {
  %r = call <8 x i8> @llvm.aarch64.neon.sqrshrn.v8i8(<8 x i16> %a, i32 8)
  ret <8 x i8> %r
}

define <2 x i32> @uqrshrn(<2 x i64> %a) {
  %r = call <2 x i32> @llvm.aarch64.neon.uqrshrn.v2i32(<2 x i64> %a, i32 32)
  ret <2 x i32> %r
}

define <8 x i8> @sqshrun(<8 x i16> %a) {
  %r = call <8 x i8> @llvm.aarch64.neon.sqshrun.v8i8(<8 x i16> %a, i32 2)
  ret <8 x i8> %r
}

define <4 x i16> @sqrshrun(<4 x i32> %a) {
  %r = call <4 x i16> @llvm.aarch64.neon.sqrshrun.v4i16(<4 x i32> %a, i32 9)
  ret <4 x i16> %r
}

define i32 @sqshrn_i64(i64 %a) {
  %r = call i32 @llvm.aarch64.neon.sqshrn.i32(i64 %a, i32 20)
  ret i32 %r
}

define <16 x i8> @rshrn2(<8 x i8> %lo, <8 x i16> %a) {
  %n = call <8 x i8> @llvm.aarch64.neon.rshrn.v8i8(<8 x i16> %a, i32 3)
  %r = shufflevector <8 x i8> %lo, <8 x i8> %n, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x i8> %r
}

define <8 x i16> @sqshrn2(<4 x i16> %lo, <4 x i32> %a) {
  %n = call <4 x i16> @llvm.aarch64.neon.sqshrn.v4i16(<4 x i32> %a, i32 5)
  %r = shufflevector <4 x i16> %lo, <4 x i16> %n, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x i16> %r
}

define <16 x i8> @sqrshrun2(<8 x i8> %lo, <8 x i16> %a) {
  %n = call <8 x i8> @llvm.aarch64.neon.sqrshrun.v8i8(<8 x i16> %a, i32 5)
  %r = shufflevector <8 x i8> %lo, <8 x i8> %n, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x i8> %r
}

define <4 x i32> @sqxtn2(<2 x i32> %lo, <2 x i64> %a) {
  %n = call <2 x i32> @llvm.aarch64.neon.sqxtn.v2i32(<2 x i64> %a)
  %r = shufflevector <2 x i32> %lo, <2 x i32> %n, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  ret <4 x i32> %r
}

; The narrow result used again: computed once, then concatenated (mov v.d[1]).
define <16 x i8> @rshrn_reused(<8 x i8> %lo, <8 x i16> %a, ptr %p) {
  %n = call <8 x i8> @llvm.aarch64.neon.rshrn.v8i8(<8 x i16> %a, i32 3)
  store <8 x i8> %n, ptr %p
  %r = shufflevector <8 x i8> %lo, <8 x i8> %n, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x i8> %r
}

; vget_high: the upper half moved down.
define <2 x i32> @high_half(<4 x i32> %a) {
  %r = shufflevector <4 x i32> %a, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  ret <2 x i32> %r
}

define <8 x i8> @shrn(<8 x i16> %a) {
  %s = lshr <8 x i16> %a, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %r = trunc <8 x i16> %s to <8 x i8>
  ret <8 x i8> %r
}

define <2 x i32> @shrn_2s(<2 x i64> %a) {
  %s = lshr <2 x i64> %a, <i64 32, i64 32>
  %r = trunc <2 x i64> %s to <2 x i32>
  ret <2 x i32> %r
}

define <8 x i16> @shrn2(<4 x i16> %lo, <4 x i32> %a) {
  %s = lshr <4 x i32> %a, <i32 16, i32 16, i32 16, i32 16>
  %n = trunc <4 x i32> %s to <4 x i16>
  %r = shufflevector <4 x i16> %lo, <4 x i16> %n, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x i16> %r
}

; The shift used again: ushr once, then xtn2.
define <16 x i8> @shrn2_shift_reused(<8 x i8> %lo, <8 x i16> %a, ptr %p) {
  %s = lshr <8 x i16> %a, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  store <8 x i16> %s, ptr %p
  %n = trunc <8 x i16> %s to <8 x i8>
  %r = shufflevector <8 x i8> %lo, <8 x i8> %n, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x i8> %r
}

; A shift by more than the narrow width stays ushr and xtn.
define <8 x i8> @ushr_xtn(<8 x i16> %a) {
  %s = lshr <8 x i16> %a, <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>
  %r = trunc <8 x i16> %s to <8 x i8>
  ret <8 x i8> %r
}

declare <8 x i8> @llvm.aarch64.neon.rshrn.v8i8(<8 x i16>, i32)
declare <4 x i16> @llvm.aarch64.neon.sqshrn.v4i16(<4 x i32>, i32)
declare <2 x i32> @llvm.aarch64.neon.uqshrn.v2i32(<2 x i64>, i32)
declare <8 x i8> @llvm.aarch64.neon.sqrshrn.v8i8(<8 x i16>, i32)
declare <2 x i32> @llvm.aarch64.neon.uqrshrn.v2i32(<2 x i64>, i32)
declare <8 x i8> @llvm.aarch64.neon.sqshrun.v8i8(<8 x i16>, i32)
declare <4 x i16> @llvm.aarch64.neon.sqrshrun.v4i16(<4 x i32>, i32)
declare i32 @llvm.aarch64.neon.sqshrn.i32(i64, i32)
declare <2 x i32> @llvm.aarch64.neon.sqxtn.v2i32(<2 x i64>)
declare <8 x i8> @llvm.aarch64.neon.sqrshrun.v8i8(<8 x i16>, i32)
; EXPECTED:
; function @rshrn:
;    0:  rshrn v0.8b, v0.8h, #0x3
;    4:  ret
;
; function @sqshrn:
;    0:  sqshrn v0.4h, v0.4s, #0x10
;    4:  ret
;
; function @uqshrn:
;    0:  uqshrn v0.2s, v0.2d, #0x1
;    4:  ret
;
; function @sqrshrn:
;    0:  sqrshrn v0.8b, v0.8h, #0x8
;    4:  ret
;
; function @uqrshrn:
;    0:  uqrshrn v0.2s, v0.2d, #0x20
;    4:  ret
;
; function @sqshrun:
;    0:  sqshrun v0.8b, v0.8h, #0x2
;    4:  ret
;
; function @sqrshrun:
;    0:  sqrshrun v0.4h, v0.4s, #0x9
;    4:  ret
;
; function @sqshrn_i64:
;    0:  dup v2.2d, x0
;    4:  sqshrn v4.2s, v2.2d, #0x14
;    8:  mov w0, v4.s[0]
;    c:  ret
;
; function @rshrn2:
;    0:  rshrn2 v0.16b, v1.8h, #0x3
;    4:  ret
;
; function @sqshrn2:
;    0:  sqshrn2 v0.8h, v1.4s, #0x5
;    4:  ret
;
; function @sqrshrun2:
;    0:  sqrshrun2 v0.16b, v1.8h, #0x5
;    4:  ret
;
; function @sqxtn2:
;    0:  sqxtn2 v0.4s, v1.2d
;    4:  ret
;
; function @rshrn_reused:
;    0:  rshrn v4.8b, v1.8h, #0x3
;    4:  str d4, [x0]
;    8:  mov v0.d[1], v4.d[0]
;    c:  ret
;
; function @high_half:
;    0:  ext v0.16b, v0.16b, v0.16b, #0x8
;    4:  ret
;
; function @shrn:
;    0:  shrn v0.8b, v0.8h, #0x3
;    4:  ret
;
; function @shrn_2s:
;    0:  shrn v0.2s, v0.2d, #0x20
;    4:  ret
;
; function @shrn2:
;    0:  shrn2 v0.8h, v1.4s, #0x10
;    4:  ret
;
; function @shrn2_shift_reused:
;    0:  ushr v4.8h, v1.8h, #0x3
;    4:  str q4, [x0]
;    8:  xtn2 v0.16b, v4.8h
;    c:  ret
;
; function @ushr_xtn:
;    0:  ushr v2.8h, v0.8h, #0x9
;    4:  xtn v0.8b, v2.8h
;    8:  ret
