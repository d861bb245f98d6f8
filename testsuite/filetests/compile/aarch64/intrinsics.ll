; test compile -O2 target=aarch64-linux-gnu
; Integer intrinsics: ctpop (cnt/addv through a d register), ctlz (clz), cttz (rbit +
; clz), bswap (rev), bitreverse (rbit), add/sub/mul with overflow (subs + cset, i32
; operations done on 64 bits and compared with the extended result, the i64 signed mul
; through smulh), smin/smax/umin/umax (cmp + csel), fshl/fshr (two shifts and orr, for
; constant amounts too), abs (cneg), and the i8/i16 forms, whose operands are extended.

declare i32 @llvm.ctpop.i32(i32)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i16 @llvm.ctlz.i16(i16, i1)
declare i64 @llvm.bswap.i64(i64)
declare i16 @llvm.bswap.i16(i16)
declare i32 @llvm.bitreverse.i32(i32)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i64 @llvm.umax.i64(i64, i64)
declare i8 @llvm.smax.i8(i8, i8)
declare i64 @llvm.fshl.i64(i64, i64, i64)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i32 @llvm.abs.i32(i32, i1)

define i32 @popcount(i32 %a) {
  %r = call i32 @llvm.ctpop.i32(i32 %a)
  ret i32 %r
}

define i64 @leading_zeros(i64 %a) {
  %r = call i64 @llvm.ctlz.i64(i64 %a, i1 false)
  ret i64 %r
}

define i32 @trailing_zeros(i32 %a) {
  %r = call i32 @llvm.cttz.i32(i32 %a, i1 true)
  ret i32 %r
}

define i16 @leading_zeros16(i16 %a) {
  %r = call i16 @llvm.ctlz.i16(i16 %a, i1 false)
  ret i16 %r
}

define i64 @byteswap(i64 %a) {
  %r = call i64 @llvm.bswap.i64(i64 %a)
  ret i64 %r
}

define i16 @byteswap16(i16 %a) {
  %r = call i16 @llvm.bswap.i16(i16 %a)
  ret i16 %r
}

define i32 @reverse(i32 %a) {
  %r = call i32 @llvm.bitreverse.i32(i32 %a)
  ret i32 %r
}

define i1 @sadd_overflows(i32 %a, i32 %b) {
  %r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %o = extractvalue { i32, i1 } %r, 1
  ret i1 %o
}

define i64 @usub_or_zero(i64 %a, i64 %b) {
  %r = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %a, i64 %b)
  %v = extractvalue { i64, i1 } %r, 0
  %o = extractvalue { i64, i1 } %r, 1
  %s = select i1 %o, i64 0, i64 %v
  ret i64 %s
}

define i1 @smul_overflows(i64 %a, i64 %b) {
  %r = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %a, i64 %b)
  %o = extractvalue { i64, i1 } %r, 1
  ret i1 %o
}

define i1 @umul_overflows32(i32 %a, i32 %b) {
  %r = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  %o = extractvalue { i32, i1 } %r, 1
  ret i1 %o
}

define i32 @minimum(i32 %a, i32 %b) {
  %r = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  ret i32 %r
}

define i64 @umaximum(i64 %a, i64 %b) {
  %r = call i64 @llvm.umax.i64(i64 %a, i64 %b)
  ret i64 %r
}

define i8 @maximum8(i8 %a, i8 %b) {
  %r = call i8 @llvm.smax.i8(i8 %a, i8 %b)
  ret i8 %r
}

define i64 @funnel_const(i64 %a, i64 %b) {
  %r = call i64 @llvm.fshl.i64(i64 %a, i64 %b, i64 9)
  ret i64 %r
}

define i64 @funnel_var(i64 %a, i64 %b, i64 %n) {
  %r = call i64 @llvm.fshl.i64(i64 %a, i64 %b, i64 %n)
  ret i64 %r
}

define i32 @rotate_right(i32 %a, i32 %n) {
  %r = call i32 @llvm.fshr.i32(i32 %a, i32 %a, i32 %n)
  ret i32 %r
}

define i32 @absolute(i32 %a) {
  %r = call i32 @llvm.abs.i32(i32 %a, i1 false)
  ret i32 %r
}
; EXPECTED:
; function @popcount:
;    0:  lsr w2, w0, #0
;    4:  fmov d4, x2
;    8:  cnt v6.8b, v4.8b
;    c:  addv b16, v6.8b
;   10:  fmov w0, s16
;   14:  ret
;
; function @leading_zeros:
;    0:  clz x0, x0
;    4:  ret
;
; function @trailing_zeros:
;    0:  rbit w2, w0
;    4:  clz w0, w2
;    8:  ret
;
; function @leading_zeros16:
;    0:  and w2, w0, #0xffff
;    4:  clz w4, w2
;    8:  sub x0, x4, #0x10
;    c:  ret
;
; function @byteswap:
;    0:  rev x0, x0
;    4:  ret
;
; function @byteswap16:
;    0:  rev w2, w0
;    4:  lsr w0, w2, #16
;    8:  ret
;
; function @reverse:
;    0:  rbit w0, w0
;    4:  ret
;
; function @sadd_overflows:
;    0:  sxtw x3, w0
;    4:  sxtw x5, w1
;    8:  add x7, x3, x5
;    c:  sxtw x10, w7
;   10:  cmp x7, x10
;   14:  cset w11, ne
;   18:  mov x0, x11
;   1c:  ret
;
; function @usub_or_zero:
;    0:  subs x3, x0, x1
;    4:  cset w5, lo
;    8:  mov x7, x3
;    c:  mov x9, x5
;   10:  tst w9, #0x1
;   14:  csel x0, xzr, x7, ne
;   18:  ret
;
; function @smul_overflows:
;    0:  mul x3, x0, x1
;    4:  smulh x6, x0, x1
;    8:  asr x8, x3, #63
;    c:  cmp x6, x8
;   10:  cset w8, ne
;   14:  mov x0, x8
;   18:  ret
;
; function @umul_overflows32:
;    0:  lsr w3, w0, #0
;    4:  lsr w5, w1, #0
;    8:  mul x7, x3, x5
;    c:  lsr w10, w7, #0
;   10:  cmp x7, x10
;   14:  cset w11, ne
;   18:  mov x0, x11
;   1c:  ret
;
; function @minimum:
;    0:  cmp w0, w1
;    4:  csel x0, x0, x1, lt
;    8:  ret
;
; function @umaximum:
;    0:  cmp x0, x1
;    4:  csel x0, x0, x1, hi
;    8:  ret
;
; function @maximum8:
;    0:  sxtb x3, w0
;    4:  sxtb x5, w1
;    8:  cmp w3, w5
;    c:  csel x0, x0, x1, gt
;   10:  ret
;
; function @funnel_const:
;    0:  mov w3, #0x9 // =9
;    4:  and x5, x3, #0x3f
;    8:  eor x7, x5, #0x3f
;    c:  lsr x9, x1, #1
;   10:  lsl x11, x0, x5
;   14:  lsr x13, x9, x7
;   18:  orr x0, x11, x13
;   1c:  ret
;
; function @funnel_var:
;    0:  and x4, x2, #0x3f
;    4:  eor x6, x4, #0x3f
;    8:  lsr x8, x1, #1
;    c:  lsl x10, x0, x4
;   10:  lsr x12, x8, x6
;   14:  orr x0, x10, x12
;   18:  ret
;
; function @rotate_right:
;    0:  lsr w3, w0, #0
;    4:  and w5, w1, #0x1f
;    8:  eor w7, w5, #0x1f
;    c:  lsl w9, w0, #1
;   10:  lsr w11, w3, w5
;   14:  lsl w13, w9, w7
;   18:  orr w0, w11, w13
;   1c:  ret
;
; function @absolute:
;    0:  sxtw x2, w0
;    4:  cmp x2, #0x0
;    8:  cneg x0, x2, lt
;    c:  ret
