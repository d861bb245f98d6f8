; test compile -O2 target=aarch64-linux-gnu
; Conversions between 64-bit integer lanes and single precision go through double
; precision as llc's (scvtf/ucvtf .2d, then fcvtn/fcvtn2), not through 32-bit lanes; a
; conversion to <N x i1> makes masks of bit 0 of each result.

define <2 x float> @sitofp_v2i64(<2 x i64> %v) {
  %r = sitofp <2 x i64> %v to <2 x float>
  ret <2 x float> %r
}

define <4 x float> @uitofp_v4i64(<4 x i64> %v) {
  %r = uitofp <4 x i64> %v to <4 x float>
  ret <4 x float> %r
}

define <4 x i32> @fptoui_v4i1(<4 x float> %v) {
  %b = fptoui <4 x float> %v to <4 x i1>
  %z = select <4 x i1> %b, <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32> zeroinitializer
  ret <4 x i32> %z
}
; EXPECTED:
; function @sitofp_v2i64:
;    0:  scvtf v2.2d, v0.2d
;    4:  fcvtn v0.2s, v2.2d
;    8:  ret
;
; function @uitofp_v4i64:
;    0:  ucvtf v3.2d, v0.2d
;    4:  ucvtf v5.2d, v1.2d
;    8:  fcvtn v0.2s, v3.2d
;    c:  fcvtn2 v0.4s, v5.2d
;   10:  ret
;
; function @fptoui_v4i1:
;    0:  fcvtzu v2.4s, v0.4s
;    4:  xtn v4.4h, v2.4s
;    8:  xtn v6.8b, v4.8h
;    c:  shl v16.16b, v6.16b, #0x7
;   10:  sshr v18.16b, v16.16b, #0x7
;   14:  adrp x17, 0x0  // Page21 constant0
;   18:  ldr q16, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;   1c:  movi v17.2d, #0000000000000000
;   20:  sshll v18.8h, v18.8b, #0x0
;   24:  sshll v0.4s, v18.4h, #0x0
;   28:  bsl v0.16b, v16.16b, v17.16b
;   2c:  ret
