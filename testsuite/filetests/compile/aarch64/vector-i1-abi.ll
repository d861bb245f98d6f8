; test compile -O2 target=aarch64-linux-gnu
; <N x i1> arguments and results, as llc-19 passes them: promoted to 32-bit lanes for
; <2 x i1>, 16-bit lanes for <4 x i1> and bytes for <8 x i1> and <16 x i1> (sign-extended
; from the byte masks when sent), of which the receiver reads only bit 0 (narrowed, then
; `shl #7` and `sshr #7`).

define <4 x i1> @f4(<4 x i1> %a, <4 x i1> %b) {
  %r = xor <4 x i1> %a, %b
  ret <4 x i1> %r
}
define <4 x i32> @g4(<4 x i1> %a, <4 x i32> %x, <4 x i32> %y) {
  %r = select <4 x i1> %a, <4 x i32> %x, <4 x i32> %y
  ret <4 x i32> %r
}
define <2 x i1> @f2(<2 x i64> %x, <2 x i1> %m) {
  %c = icmp slt <2 x i64> %x, zeroinitializer
  %r = and <2 x i1> %c, %m
  ret <2 x i1> %r
}
define <8 x i1> @f8(<8 x i1> %a, <8 x i16> %x) {
  %c = icmp eq <8 x i16> %x, zeroinitializer
  %r = xor <8 x i1> %c, %a
  ret <8 x i1> %r
}

declare <4 x i1> @ext4(<4 x i1>)

define <16 x i1> @call16(<16 x i8> %x, <4 x i32> %y) {
  %c = icmp slt <4 x i32> %y, zeroinitializer
  %r = call <4 x i1> @ext4(<4 x i1> %c)
  %s = shufflevector <4 x i1> %r, <4 x i1> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 4, i32 5, i32 6, i32 7, i32 4, i32 5, i32 6, i32 7>
  %m = icmp eq <16 x i8> %x, zeroinitializer
  %a = and <16 x i1> %m, %s
  ret <16 x i1> %a
}
; EXPECTED:
; function @f4:
;    0:  xtn v3.8b, v0.8h
;    4:  shl v5.16b, v3.16b, #0x7
;    8:  sshr v7.16b, v5.16b, #0x7
;    c:  xtn v16.8b, v1.8h
;   10:  shl v16.16b, v16.16b, #0x7
;   14:  sshr v16.16b, v16.16b, #0x7
;   18:  eor v16.16b, v7.16b, v16.16b
;   1c:  sshll v0.8h, v16.8b, #0x0
;   20:  ret
;
; function @g4:
;    0:  xtn v4.8b, v0.8h
;    4:  shl v6.16b, v4.16b, #0x7
;    8:  sshr v16.16b, v6.16b, #0x7
;    c:  sshll v16.8h, v16.8b, #0x0
;   10:  sshll v0.4s, v16.4h, #0x0
;   14:  bsl v0.16b, v1.16b, v2.16b
;   18:  ret
;
; function @f2:
;    0:  xtn v3.4h, v1.4s
;    4:  xtn v5.8b, v3.8h
;    8:  shl v7.16b, v5.16b, #0x7
;    c:  sshr v16.16b, v7.16b, #0x7
;   10:  movi v17.2d, #0000000000000000
;   14:  cmgt v17.2d, v17.2d, v0.2d
;   18:  xtn v17.2s, v17.2d
;   1c:  xtn v17.4h, v17.4s
;   20:  xtn v19.8b, v17.8h
;   24:  and v21.16b, v19.16b, v16.16b
;   28:  sshll v23.8h, v21.8b, #0x0
;   2c:  sshll v0.4s, v23.4h, #0x0
;   30:  ret
;
; function @f8:
;    0:  shl v3.16b, v0.16b, #0x7
;    4:  sshr v5.16b, v3.16b, #0x7
;    8:  movi v7.2d, #0000000000000000
;    c:  cmeq v16.8h, v1.8h, v7.8h
;   10:  xtn v16.8b, v16.8h
;   14:  eor v0.16b, v16.16b, v5.16b
;   18:  ret
;
; function @call16:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  sub sp, sp, #0x10
;    c:  str q0, [sp]
;   10:  movi v3.2d, #0000000000000000
;   14:  cmgt v5.4s, v3.4s, v1.4s
;   18:  xtn v7.4h, v5.4s
;   1c:  xtn v16.8b, v7.8h
;   20:  sshll v0.8h, v16.8b, #0x0
;   24:  bl 0x24  // Call26 @ext4
;   28:  xtn v16.8b, v0.8h
;   2c:  shl v17.16b, v16.16b, #0x7
;   30:  sshr v19.16b, v17.16b, #0x7
;   34:  movi v21.2d, #0000000000000000
;   38:  adrp x17, 0x0  // Page21 constant0
;   3c:  ldr q23, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;   40:  tbl v25.16b, { v19.16b }, v23.16b
;   44:  adrp x17, 0x0  // Page21 constant1
;   48:  ldr q27, [x17]  // Lo12(Access { log2_size: 4 }) constant1
;   4c:  tbl v29.16b, { v21.16b }, v27.16b
;   50:  orr v1.16b, v25.16b, v29.16b
;   54:  movi v2.2d, #0000000000000000
;   58:  ldr q0, [sp]
;   5c:  cmeq v0.16b, v0.16b, v2.16b
;   60:  and v0.16b, v0.16b, v1.16b
;   64:  sub sp, x29, #0x0
;   68:  ldp x29, x30, [sp], #0x10
;   6c:  ret
