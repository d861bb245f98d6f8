; test compile -O2 target=aarch64-linux-gnu
; i128 in register pairs: adds/adc and subs/sbc, the multiply (mul/umulh/madd), shifts
; by constants (extr) and by registers (calls to __ashlti3/__lshrti3/__ashrti3),
; compares (cmp + sbcs, or eor/orr for equality), division as a call to __divti3, and
; the intrinsics ctlz, ctpop, bswap and uadd.with.overflow on the two halves.

define i128 @add128(i128 %a, i128 %b) {
  %r = add i128 %a, %b
  ret i128 %r
}

define i128 @sub128(i128 %a, i128 %b) {
  %r = sub i128 %a, %b
  ret i128 %r
}

define i128 @mul128(i128 %a, i128 %b) {
  %r = mul i128 %a, %b
  ret i128 %r
}

define i128 @shl128_const(i128 %a) {
  %r = shl i128 %a, 13
  ret i128 %r
}

define i128 @lshr128(i128 %a, i128 %n) {
  %r = lshr i128 %a, %n
  ret i128 %r
}

define i128 @ashr128(i128 %a, i128 %n) {
  %r = ashr i128 %a, %n
  ret i128 %r
}

define i128 @shl128(i128 %a, i128 %n) {
  %r = shl i128 %a, %n
  ret i128 %r
}

define i1 @ult128(i128 %a, i128 %b) {
  %c = icmp ult i128 %a, %b
  ret i1 %c
}

define i1 @eq128(i128 %a, i128 %b) {
  %c = icmp eq i128 %a, %b
  ret i1 %c
}

define i1 @sgt128(i128 %a, i128 %b) {
  %c = icmp sgt i128 %a, %b
  ret i1 %c
}

define i128 @sdiv128(i128 %a, i128 %b) {
  %r = sdiv i128 %a, %b
  ret i128 %r
}

declare i128 @llvm.ctlz.i128(i128, i1)
declare i128 @llvm.ctpop.i128(i128)
declare i128 @llvm.bswap.i128(i128)
declare { i128, i1 } @llvm.uadd.with.overflow.i128(i128, i128)

define i128 @ctlz128(i128 %a) {
  %r = call i128 @llvm.ctlz.i128(i128 %a, i1 false)
  ret i128 %r
}

define i128 @ctpop128(i128 %a) {
  %r = call i128 @llvm.ctpop.i128(i128 %a)
  ret i128 %r
}

define i128 @bswap128(i128 %a) {
  %r = call i128 @llvm.bswap.i128(i128 %a)
  ret i128 %r
}

define i1 @uadd128_overflows(i128 %a, i128 %b) {
  %r = call { i128, i1 } @llvm.uadd.with.overflow.i128(i128 %a, i128 %b)
  %o = extractvalue { i128, i1 } %r, 1
  ret i1 %o
}
; EXPECTED:
; function @add128:
;    0:  adds x0, x0, x2
;    4:  adc x1, x1, x3
;    8:  ret
;
; function @sub128:
;    0:  subs x0, x0, x2
;    4:  sbc x1, x1, x3
;    8:  ret
;
; function @mul128:
;    0:  mul x5, x0, x2
;    4:  umulh x7, x0, x2
;    8:  madd x9, x0, x3, x7
;    c:  madd x1, x1, x2, x9
;   10:  mov x0, x5
;   14:  ret
;
; function @shl128_const:
;    0:  mov x10, x0
;    4:  mov w3, #0x0 // =0
;    8:  mov w5, #0x0 // =0
;    c:  lsl x0, x10, #13
;   10:  extr x1, x1, x10, #0x33
;   14:  ret
;
; function @lshr128:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 __lshrti3
;    c:  ldp x29, x30, [sp], #0x10
;   10:  ret
;
; function @ashr128:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 __ashrti3
;    c:  ldp x29, x30, [sp], #0x10
;   10:  ret
;
; function @shl128:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 __ashlti3
;    c:  ldp x29, x30, [sp], #0x10
;   10:  ret
;
; function @ult128:
;    0:  cmp x0, x2
;    4:  sbcs xzr, x1, x3
;    8:  cset w0, lo
;    c:  ret
;
; function @eq128:
;    0:  eor x5, x0, x2
;    4:  eor x7, x1, x3
;    8:  orr x9, x5, x7
;    c:  cmp x9, #0x0
;   10:  cset w0, eq
;   14:  ret
;
; function @sgt128:
;    0:  cmp x2, x0
;    4:  sbcs xzr, x3, x1
;    8:  cset w0, lt
;    c:  ret
;
; function @sdiv128:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 __divti3
;    c:  ldp x29, x30, [sp], #0x10
;   10:  ret
;
; function @ctlz128:
;    0:  clz x3, x1
;    4:  clz x5, x0
;    8:  add x7, x5, #0x40
;    c:  cmp x1, #0x0
;   10:  csel x0, x3, x7, ne
;   14:  mov w1, #0x0 // =0
;   18:  ret
;
; function @ctpop128:
;    0:  fmov d4, x0
;    4:  fmov v4.d[1], x1
;    8:  cnt v7.16b, v4.16b
;    c:  addv b16, v7.16b
;   10:  fmov w0, s16
;   14:  mov w1, #0x0 // =0
;   18:  ret
;
; function @bswap128:
;    0:  mov x6, x0
;    4:  rev x0, x1
;    8:  rev x1, x6
;    c:  ret
;
; function @uadd128_overflows:
;    0:  adds x5, x0, x2
;    4:  adcs x7, x1, x3
;    8:  cset w9, hs
;    c:  mov x0, x9
;   10:  ret
