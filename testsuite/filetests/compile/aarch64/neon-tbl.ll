; test compile -O2 target=aarch64-linux-gnu
; Table lookups of 1 to 4 registers (tbl) and their forms keeping the destination's
; byte for an index out of range (tbx), in the 8b and 16b arrangements. A list of
; registers must be consecutive: its values are pinned to v0, v1, … (moved there when
; they arrive elsewhere, as the tbx operands after the accumulator do). vtbl2_u8's
; 64-bit halves are concatenated with one `mov v.d[1]`.

define <16 x i8> @tbl2_16b([2 x <16 x i8>] %t, <16 x i8> %i) {
  %a = extractvalue [2 x <16 x i8>] %t, 0
  %b = extractvalue [2 x <16 x i8>] %t, 1
  %r = call <16 x i8> @llvm.aarch64.neon.tbl2.v16i8(<16 x i8> %a, <16 x i8> %b, <16 x i8> %i)
  ret <16 x i8> %r
}

define <8 x i8> @tbl3_8b(<16 x i8> %a, <16 x i8> %b, <16 x i8> %c, <8 x i8> %i) {
  %r = call <8 x i8> @llvm.aarch64.neon.tbl3.v8i8(<16 x i8> %a, <16 x i8> %b, <16 x i8> %c, <8 x i8> %i)
  ret <8 x i8> %r
}

define <16 x i8> @tbl4_16b(<16 x i8> %a, <16 x i8> %b, <16 x i8> %c, <16 x i8> %d, <16 x i8> %i) {
  %r = call <16 x i8> @llvm.aarch64.neon.tbl4.v16i8(<16 x i8> %a, <16 x i8> %b, <16 x i8> %c, <16 x i8> %d, <16 x i8> %i)
  ret <16 x i8> %r
}

define <8 x i8> @tbl1_8b(<16 x i8> %t, <8 x i8> %i) {
  %r = call <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8> %t, <8 x i8> %i)
  ret <8 x i8> %r
}

define <16 x i8> @tbx1_16b(<16 x i8> %acc, <16 x i8> %t, <16 x i8> %i) {
  %r = call <16 x i8> @llvm.aarch64.neon.tbx1.v16i8(<16 x i8> %acc, <16 x i8> %t, <16 x i8> %i)
  ret <16 x i8> %r
}

define <8 x i8> @tbx2_8b(<8 x i8> %acc, <16 x i8> %a, <16 x i8> %b, <8 x i8> %i) {
  %r = call <8 x i8> @llvm.aarch64.neon.tbx2.v8i8(<8 x i8> %acc, <16 x i8> %a, <16 x i8> %b, <8 x i8> %i)
  ret <8 x i8> %r
}

define <16 x i8> @tbx3_16b(<16 x i8> %acc, <16 x i8> %a, <16 x i8> %b, <16 x i8> %c, <16 x i8> %i) {
  %r = call <16 x i8> @llvm.aarch64.neon.tbx3.v16i8(<16 x i8> %acc, <16 x i8> %a, <16 x i8> %b, <16 x i8> %c, <16 x i8> %i)
  ret <16 x i8> %r
}

define <16 x i8> @tbx4_16b(<16 x i8> %acc, <16 x i8> %a, <16 x i8> %b, <16 x i8> %c, <16 x i8> %d, <16 x i8> %i) {
  %r = call <16 x i8> @llvm.aarch64.neon.tbx4.v16i8(<16 x i8> %acc, <16 x i8> %a, <16 x i8> %b, <16 x i8> %c, <16 x i8> %d, <16 x i8> %i)
  ret <16 x i8> %r
}

; The same table twice: both list registers get a copy.
define <16 x i8> @tbl2_same(<16 x i8> %a, <16 x i8> %i) {
  %r = call <16 x i8> @llvm.aarch64.neon.tbl2.v16i8(<16 x i8> %a, <16 x i8> %a, <16 x i8> %i)
  ret <16 x i8> %r
}

; vtbl2_u8: the two 64-bit halves concatenated, then tbl1.
define <8 x i8> @vtbl2(<8 x i8> %a, <8 x i8> %b, <8 x i8> %i) {
  %t = shufflevector <8 x i8> %a, <8 x i8> %b, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %r = call <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8> %t, <8 x i8> %i)
  ret <8 x i8> %r
}

declare <16 x i8> @llvm.aarch64.neon.tbl2.v16i8(<16 x i8>, <16 x i8>, <16 x i8>)
declare <8 x i8> @llvm.aarch64.neon.tbl3.v8i8(<16 x i8>, <16 x i8>, <16 x i8>, <8 x i8>)
declare <16 x i8> @llvm.aarch64.neon.tbl4.v16i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>)
declare <8 x i8> @llvm.aarch64.neon.tbl1.v8i8(<16 x i8>, <8 x i8>)
declare <16 x i8> @llvm.aarch64.neon.tbx1.v16i8(<16 x i8>, <16 x i8>, <16 x i8>)
declare <8 x i8> @llvm.aarch64.neon.tbx2.v8i8(<8 x i8>, <16 x i8>, <16 x i8>, <8 x i8>)
declare <16 x i8> @llvm.aarch64.neon.tbx3.v16i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.aarch64.neon.tbx4.v16i8(<16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>, <16 x i8>)
; EXPECTED:
; function @tbl2_16b:
;    0:  tbl v0.16b, { v0.16b, v1.16b }, v2.16b
;    4:  ret
;
; function @tbl3_8b:
;    0:  tbl v0.8b, { v0.16b, v1.16b, v2.16b }, v3.8b
;    4:  ret
;
; function @tbl4_16b:
;    0:  tbl v0.16b, { v0.16b, v1.16b, v2.16b, v3.16b }, v4.16b
;    4:  ret
;
; function @tbl1_8b:
;    0:  tbl v0.8b, { v0.16b }, v1.8b
;    4:  ret
;
; function @tbx1_16b:
;    0:  tbx v0.16b, { v1.16b }, v2.16b
;    4:  ret
;
; function @tbx2_8b:
;    0:  mov v16.16b, v0.16b
;    4:  mov v0.16b, v1.16b
;    8:  mov v1.16b, v2.16b
;    c:  tbx v16.8b, { v0.16b, v1.16b }, v3.8b
;   10:  mov v0.16b, v16.16b
;   14:  ret
;
; function @tbx3_16b:
;    0:  mov v16.16b, v0.16b
;    4:  mov v0.16b, v1.16b
;    8:  mov v1.16b, v2.16b
;    c:  mov v2.16b, v3.16b
;   10:  tbx v16.16b, { v0.16b, v1.16b, v2.16b }, v4.16b
;   14:  mov v0.16b, v16.16b
;   18:  ret
;
; function @tbx4_16b:
;    0:  mov v16.16b, v0.16b
;    4:  mov v0.16b, v1.16b
;    8:  mov v1.16b, v2.16b
;    c:  mov v2.16b, v3.16b
;   10:  mov v3.16b, v4.16b
;   14:  tbx v16.16b, { v0.16b, v1.16b, v2.16b, v3.16b }, v5.16b
;   18:  mov v0.16b, v16.16b
;   1c:  ret
;
; function @tbl2_same:
;    0:  mov v7.16b, v1.16b
;    4:  mov v4.16b, v0.16b
;    8:  mov v1.16b, v0.16b
;    c:  tbl v0.16b, { v0.16b, v1.16b }, v7.16b
;   10:  ret
;
; function @vtbl2:
;    0:  mov v0.d[1], v1.d[0]
;    4:  tbl v0.8b, { v0.16b }, v2.8b
;    8:  ret
