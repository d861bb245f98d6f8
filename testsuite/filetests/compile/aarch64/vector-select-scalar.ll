; test compile -O2 target=aarch64-linux-gnu
; A select of vectors on a scalar condition spreads the condition over every lane with
; `csetm x` (all 64 bits: `csetm w` left the high half of each 64-bit lane clear, and
; bsl then took half of each lane from the wrong side) and `dup v.2d`.

define void @select_v2i64(i64 %i, ptr %p, <2 x i64> %a, <2 x i64> %b) {
  %c = icmp eq i64 %i, 3
  %v = select i1 %c, <2 x i64> %a, <2 x i64> %b
  store <2 x i64> %v, ptr %p, align 16
  ret void
}

define void @select_v4f32(i1 %c, ptr %p, <4 x float> %a, <4 x float> %b) {
  %v = select i1 %c, <4 x float> %a, <4 x float> %b
  store <4 x float> %v, ptr %p, align 16
  ret void
}
; EXPECTED:
; function @select_v2i64:
;    0:  cmp x0, #0x3
;    4:  csetm x6, eq
;    8:  dup v16.2d, x6
;    c:  bsl v16.16b, v0.16b, v1.16b
;   10:  str q16, [x1]
;   14:  ret
;
; function @select_v4f32:
;    0:  tst w0, #0x1
;    4:  csetm x6, ne
;    8:  dup v16.2d, x6
;    c:  bsl v16.16b, v0.16b, v1.16b
;   10:  str q16, [x1]
;   14:  ret
