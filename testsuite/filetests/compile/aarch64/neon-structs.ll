; test compile -O2 target=aarch64-linux-gnu
; Structure loads and stores of whole registers (ld1x2…ld1x4, ld2…ld4 de-interleaving,
; ld2r…ld4r replicating, st1x2…st4) and of one lane (ld2lane…, st2lane…), in the 64- and
; 128-bit arrangements: the register lists are pinned to v0, v1, …. ld2/st2 of 1d are
; ld1/st1 (one element per register needs no interleaving).

define { <16 x i8>, <16 x i8> } @ld2_16b(ptr %p) {
  %r = call { <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld2.v16i8.p0(ptr %p)
  ret { <16 x i8>, <16 x i8> } %r
}

define <4 x i16> @ld3_4h(ptr %p) {
  %r = call { <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld3.v4i16.p0(ptr %p)
  %a = extractvalue { <4 x i16>, <4 x i16>, <4 x i16> } %r, 0
  %c = extractvalue { <4 x i16>, <4 x i16>, <4 x i16> } %r, 2
  %s = add <4 x i16> %a, %c
  ret <4 x i16> %s
}

define <4 x float> @ld4_4s(ptr %p) {
  %r = call { <4 x float>, <4 x float>, <4 x float>, <4 x float> } @llvm.aarch64.neon.ld4.v4f32.p0(ptr %p)
  %b = extractvalue { <4 x float>, <4 x float>, <4 x float>, <4 x float> } %r, 1
  %d = extractvalue { <4 x float>, <4 x float>, <4 x float>, <4 x float> } %r, 3
  %s = fadd <4 x float> %b, %d
  ret <4 x float> %s
}

define <1 x i64> @ld2_1d(ptr %p) {
  %r = call { <1 x i64>, <1 x i64> } @llvm.aarch64.neon.ld2.v1i64.p0(ptr %p)
  %b = extractvalue { <1 x i64>, <1 x i64> } %r, 1
  ret <1 x i64> %b
}

define <16 x i8> @ld1x2(ptr %p) {
  %r = call { <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld1x2.v16i8.p0(ptr %p)
  %a = extractvalue { <16 x i8>, <16 x i8> } %r, 0
  %b = extractvalue { <16 x i8>, <16 x i8> } %r, 1
  %s = xor <16 x i8> %a, %b
  ret <16 x i8> %s
}

define <2 x i32> @ld1x3(ptr %p) {
  %r = call { <2 x i32>, <2 x i32>, <2 x i32> } @llvm.aarch64.neon.ld1x3.v2i32.p0(ptr %p)
  %c = extractvalue { <2 x i32>, <2 x i32>, <2 x i32> } %r, 2
  ret <2 x i32> %c
}

define <2 x i64> @ld1x4(ptr %p) {
  %r = call { <2 x i64>, <2 x i64>, <2 x i64>, <2 x i64> } @llvm.aarch64.neon.ld1x4.v2i64.p0(ptr %p)
  %d = extractvalue { <2 x i64>, <2 x i64>, <2 x i64>, <2 x i64> } %r, 3
  ret <2 x i64> %d
}

define <4 x i32> @ld2r(ptr %p) {
  %r = call { <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld2r.v4i32.p0(ptr %p)
  %b = extractvalue { <4 x i32>, <4 x i32> } %r, 1
  ret <4 x i32> %b
}

define <16 x i8> @ld3r(ptr %p) {
  %r = call { <16 x i8>, <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld3r.v16i8.p0(ptr %p)
  %a = extractvalue { <16 x i8>, <16 x i8>, <16 x i8> } %r, 0
  ret <16 x i8> %a
}

define <4 x i16> @ld4r(ptr %p) {
  %r = call { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld4r.v4i16.p0(ptr %p)
  %d = extractvalue { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } %r, 3
  ret <4 x i16> %d
}

define <16 x i8> @ld2lane(ptr %p, <16 x i8> %a, <16 x i8> %b) {
  %r = call { <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld2lane.v16i8.p0(<16 x i8> %a, <16 x i8> %b, i64 3, ptr %p)
  %y = extractvalue { <16 x i8>, <16 x i8> } %r, 1
  ret <16 x i8> %y
}

define <2 x i64> @ld4lane(ptr %p, <2 x i64> %a, <2 x i64> %b, <2 x i64> %c, <2 x i64> %d) {
  %r = call { <2 x i64>, <2 x i64>, <2 x i64>, <2 x i64> } @llvm.aarch64.neon.ld4lane.v2i64.p0(<2 x i64> %a, <2 x i64> %b, <2 x i64> %c, <2 x i64> %d, i64 1, ptr %p)
  %y = extractvalue { <2 x i64>, <2 x i64>, <2 x i64>, <2 x i64> } %r, 0
  ret <2 x i64> %y
}

define void @st2(ptr %p, <16 x i8> %a, <16 x i8> %b) {
  call void @llvm.aarch64.neon.st2.v16i8.p0(<16 x i8> %a, <16 x i8> %b, ptr %p)
  ret void
}

define void @st3(ptr %p, <4 x i16> %a, <4 x i16> %b, <4 x i16> %c) {
  call void @llvm.aarch64.neon.st3.v4i16.p0(<4 x i16> %a, <4 x i16> %b, <4 x i16> %c, ptr %p)
  ret void
}

; The operands in the wrong registers: moved into v0…v3 first.
define void @st4(ptr %p, <4 x float> %x, <4 x float> %a, <4 x float> %b, <4 x float> %c, <4 x float> %d) {
  call void @llvm.aarch64.neon.st4.v4f32.p0(<4 x float> %a, <4 x float> %b, <4 x float> %c, <4 x float> %d, ptr %p)
  ret void
}

define void @st1x2(ptr %p, <8 x i16> %a, <8 x i16> %b) {
  call void @llvm.aarch64.neon.st1x2.v8i16.p0(<8 x i16> %a, <8 x i16> %b, ptr %p)
  ret void
}

define void @st1x4(ptr %p, <1 x i64> %a, <1 x i64> %b, <1 x i64> %c, <1 x i64> %d) {
  call void @llvm.aarch64.neon.st1x4.v1i64.p0(<1 x i64> %a, <1 x i64> %b, <1 x i64> %c, <1 x i64> %d, ptr %p)
  ret void
}

define void @st2_1d(ptr %p, <1 x i64> %a, <1 x i64> %b) {
  call void @llvm.aarch64.neon.st2.v1i64.p0(<1 x i64> %a, <1 x i64> %b, ptr %p)
  ret void
}

define void @st3lane(ptr %p, <8 x i16> %a, <8 x i16> %b, <8 x i16> %c) {
  call void @llvm.aarch64.neon.st3lane.v8i16.p0(<8 x i16> %a, <8 x i16> %b, <8 x i16> %c, i64 6, ptr %p)
  ret void
}

declare { <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld2.v16i8.p0(ptr)
declare { <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld3.v4i16.p0(ptr)
declare { <4 x float>, <4 x float>, <4 x float>, <4 x float> } @llvm.aarch64.neon.ld4.v4f32.p0(ptr)
declare { <1 x i64>, <1 x i64> } @llvm.aarch64.neon.ld2.v1i64.p0(ptr)
declare { <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld1x2.v16i8.p0(ptr)
declare { <2 x i32>, <2 x i32>, <2 x i32> } @llvm.aarch64.neon.ld1x3.v2i32.p0(ptr)
declare { <2 x i64>, <2 x i64>, <2 x i64>, <2 x i64> } @llvm.aarch64.neon.ld1x4.v2i64.p0(ptr)
declare { <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld2r.v4i32.p0(ptr)
declare { <16 x i8>, <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld3r.v16i8.p0(ptr)
declare { <4 x i16>, <4 x i16>, <4 x i16>, <4 x i16> } @llvm.aarch64.neon.ld4r.v4i16.p0(ptr)
declare { <16 x i8>, <16 x i8> } @llvm.aarch64.neon.ld2lane.v16i8.p0(<16 x i8>, <16 x i8>, i64, ptr)
declare { <2 x i64>, <2 x i64>, <2 x i64>, <2 x i64> } @llvm.aarch64.neon.ld4lane.v2i64.p0(<2 x i64>, <2 x i64>, <2 x i64>, <2 x i64>, i64, ptr)
declare void @llvm.aarch64.neon.st2.v16i8.p0(<16 x i8>, <16 x i8>, ptr)
declare void @llvm.aarch64.neon.st3.v4i16.p0(<4 x i16>, <4 x i16>, <4 x i16>, ptr)
declare void @llvm.aarch64.neon.st4.v4f32.p0(<4 x float>, <4 x float>, <4 x float>, <4 x float>, ptr)
declare void @llvm.aarch64.neon.st1x2.v8i16.p0(<8 x i16>, <8 x i16>, ptr)
declare void @llvm.aarch64.neon.st1x4.v1i64.p0(<1 x i64>, <1 x i64>, <1 x i64>, <1 x i64>, ptr)
declare void @llvm.aarch64.neon.st2.v1i64.p0(<1 x i64>, <1 x i64>, ptr)
declare void @llvm.aarch64.neon.st3lane.v8i16.p0(<8 x i16>, <8 x i16>, <8 x i16>, i64, ptr)
; EXPECTED:
; function @ld2_16b:
;    0:  ld2 { v0.16b, v1.16b }, [x0]
;    4:  ret
;
; function @ld3_4h:
;    0:  ld3 { v0.4h, v1.4h, v2.4h }, [x0]
;    4:  mov v6.16b, v0.16b
;    8:  mov v16.16b, v2.16b
;    c:  add v0.8h, v6.8h, v16.8h
;   10:  ret
;
; function @ld4_4s:
;    0:  ld4 { v0.4s, v1.4s, v2.4s, v3.4s }, [x0]
;    4:  mov v7.16b, v1.16b
;    8:  mov v16.16b, v3.16b
;    c:  fadd v0.4s, v7.4s, v16.4s
;   10:  ret
;
; function @ld2_1d:
;    0:  ld1 { v0.1d, v1.1d }, [x0]
;    4:  mov v0.16b, v1.16b
;    8:  ret
;
; function @ld1x2:
;    0:  ld1 { v0.16b, v1.16b }, [x0]
;    4:  mov v5.16b, v0.16b
;    8:  mov v7.16b, v1.16b
;    c:  eor v0.16b, v5.16b, v7.16b
;   10:  ret
;
; function @ld1x3:
;    0:  ld1 { v0.2s, v1.2s, v2.2s }, [x0]
;    4:  mov v0.16b, v2.16b
;    8:  ret
;
; function @ld1x4:
;    0:  ld1 { v0.2d, v1.2d, v2.2d, v3.2d }, [x0]
;    4:  mov v0.16b, v3.16b
;    8:  ret
;
; function @ld2r:
;    0:  ld2r { v0.4s, v1.4s }, [x0]
;    4:  mov v0.16b, v1.16b
;    8:  ret
;
; function @ld3r:
;    0:  ld3r { v0.16b, v1.16b, v2.16b }, [x0]
;    4:  ret
;
; function @ld4r:
;    0:  ld4r { v0.4h, v1.4h, v2.4h, v3.4h }, [x0]
;    4:  mov v0.16b, v3.16b
;    8:  ret
;
; function @ld2lane:
;    0:  ld2 { v0.b, v1.b }[3], [x0]
;    4:  mov v0.16b, v1.16b
;    8:  ret
;
; function @ld4lane:
;    0:  ld4 { v0.d, v1.d, v2.d, v3.d }[1], [x0]
;    4:  ret
;
; function @st2:
;    0:  st2 { v0.16b, v1.16b }, [x0]
;    4:  ret
;
; function @st3:
;    0:  st3 { v0.4h, v1.4h, v2.4h }, [x0]
;    4:  ret
;
; function @st4:
;    0:  mov v0.16b, v1.16b
;    4:  mov v1.16b, v2.16b
;    8:  mov v2.16b, v3.16b
;    c:  mov v3.16b, v4.16b
;   10:  st4 { v0.4s, v1.4s, v2.4s, v3.4s }, [x0]
;   14:  ret
;
; function @st1x2:
;    0:  st1 { v0.8h, v1.8h }, [x0]
;    4:  ret
;
; function @st1x4:
;    0:  st1 { v0.1d, v1.1d, v2.1d, v3.1d }, [x0]
;    4:  ret
;
; function @st2_1d:
;    0:  st1 { v0.1d, v1.1d }, [x0]
;    4:  ret
;
; function @st3lane:
;    0:  st3 { v0.h, v1.h, v2.h }[6], [x0]
;    4:  ret
