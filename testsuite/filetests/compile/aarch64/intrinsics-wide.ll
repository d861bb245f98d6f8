; test compile -O2 target=aarch64-linux-gnu
; Intrinsics on i128 and fp128: signed multiplication with overflow (the magnitudes'
; unsigned product, negated when the signs differ; i100 checks the bits above 100 too;
; llc calls compiler-rt's __muloti4, which libgcc does not have), funnel shifts by a
; variable and a constant amount (limbs picked by bit 6, then 64-bit funnel shifts),
; saturating add/sub (csel of the bound on carry, borrow or overflow), llvm.is.fpclass
; of fp128 (the high half with a sticky bit for the low one), powi through libgcc, and
; readcyclecounter from CNTVCT_EL0 as llc-19 reads it.

define { i128, i1 } @smul(i128 %a, i128 %b) {
  %r = call { i128, i1 } @llvm.smul.with.overflow.i128(i128 %a, i128 %b)
  ret { i128, i1 } %r
}

define { i100, i1 } @smul_i100(i100 %a, i100 %b) {
  %r = call { i100, i1 } @llvm.smul.with.overflow.i100(i100 %a, i100 %b)
  ret { i100, i1 } %r
}

define i128 @rotl(i128 %a, i128 %c) {
  %r = call i128 @llvm.fshl.i128(i128 %a, i128 %a, i128 %c)
  ret i128 %r
}

define i128 @fshr_const(i128 %a, i128 %b) {
  %r = call i128 @llvm.fshr.i128(i128 %a, i128 %b, i128 70)
  ret i128 %r
}

define i128 @uadd_sat(i128 %a, i128 %b) {
  %r = call i128 @llvm.uadd.sat.i128(i128 %a, i128 %b)
  ret i128 %r
}

define i128 @ssub_sat(i128 %a, i128 %b) {
  %r = call i128 @llvm.ssub.sat.i128(i128 %a, i128 %b)
  ret i128 %r
}

define i1 @is_nan_or_inf(fp128 %x) {
  %r = call i1 @llvm.is.fpclass.f128(fp128 %x, i32 519)
  ret i1 %r
}

define i1 @is_subnormal(fp128 %x) {
  %r = call i1 @llvm.is.fpclass.f128(fp128 %x, i32 144)
  ret i1 %r
}

define double @powi(double %x, i32 %n) {
  %r = call double @llvm.powi.f64.i32(double %x, i32 %n)
  ret double %r
}

define i64 @cycles() {
  %r = call i64 @llvm.readcyclecounter()
  ret i64 %r
}

declare { i128, i1 } @llvm.smul.with.overflow.i128(i128, i128)
declare { i100, i1 } @llvm.smul.with.overflow.i100(i100, i100)
declare i128 @llvm.fshl.i128(i128, i128, i128)
declare i128 @llvm.fshr.i128(i128, i128, i128)
declare i128 @llvm.uadd.sat.i128(i128, i128)
declare i128 @llvm.ssub.sat.i128(i128, i128)
declare i1 @llvm.is.fpclass.f128(fp128, i32)
declare double @llvm.powi.f64.i32(double, i32)
declare i64 @llvm.readcyclecounter()
; EXPECTED:
; function @smul:
;    0:  asr x5, x1, #63
;    4:  asr x7, x3, #63
;    8:  eor x9, x0, x5
;    c:  eor x11, x1, x5
;   10:  subs x13, x9, x5
;   14:  sbc x15, x11, x5
;   18:  eor x1, x2, x7
;   1c:  eor x0, x3, x7
;   20:  subs x6, x1, x7
;   24:  sbc x4, x0, x7
;   28:  mul x2, x13, x6
;   2c:  umulh x1, x13, x6
;   30:  mul x0, x15, x6
;   34:  mul x3, x13, x4
;   38:  umulh x6, x15, x6
;   3c:  umulh x9, x13, x4
;   40:  cmp x15, #0x0
;   44:  cset w8, ne
;   48:  cmp x4, #0x0
;   4c:  cset w4, ne
;   50:  and x8, x8, x4
;   54:  orr x6, x6, x9
;   58:  adds x3, x0, x3
;   5c:  cset w0, hs
;   60:  adds x4, x1, x3
;   64:  cset w1, hs
;   68:  orr x3, x6, x8
;   6c:  orr x0, x3, x0
;   70:  orr x3, x0, x1
;   74:  eor x5, x5, x7
;   78:  eor x0, x2, x5
;   7c:  eor x6, x4, x5
;   80:  subs x0, x0, x5
;   84:  sbc x1, x6, x5
;   88:  orr x8, x2, x4
;   8c:  cmp x8, #0x0
;   90:  cset w11, ne
;   94:  eor x13, x1, x5
;   98:  lsr x15, x13, #63
;   9c:  and x2, x11, x15
;   a0:  orr x2, x3, x2
;   a4:  cmp x2, #0x0
;   a8:  cset w2, ne
;   ac:  ret
;
; function @smul_i100:
;    0:  sbfx x5, x1, #0, #36
;    4:  sbfx x7, x3, #0, #36
;    8:  asr x9, x5, #63
;    c:  asr x11, x7, #63
;   10:  eor x13, x0, x9
;   14:  eor x15, x5, x9
;   18:  subs x3, x13, x9
;   1c:  sbc x1, x15, x9
;   20:  eor x2, x2, x11
;   24:  eor x0, x7, x11
;   28:  subs x7, x2, x11
;   2c:  sbc x6, x0, x11
;   30:  mul x2, x3, x7
;   34:  umulh x0, x3, x7
;   38:  mul x4, x1, x7
;   3c:  mul x5, x3, x6
;   40:  umulh x7, x1, x7
;   44:  umulh x3, x3, x6
;   48:  cmp x1, #0x0
;   4c:  cset w1, ne
;   50:  cmp x6, #0x0
;   54:  cset w6, ne
;   58:  and x1, x1, x6
;   5c:  orr x3, x7, x3
;   60:  adds x4, x4, x5
;   64:  cset w5, hs
;   68:  adds x4, x0, x4
;   6c:  cset w0, hs
;   70:  orr x1, x3, x1
;   74:  orr x1, x1, x5
;   78:  orr x3, x1, x0
;   7c:  eor x5, x9, x11
;   80:  eor x7, x2, x5
;   84:  eor x6, x4, x5
;   88:  subs x0, x7, x5
;   8c:  sbc x1, x6, x5
;   90:  orr x12, x2, x4
;   94:  cmp x12, #0x0
;   98:  cset w15, ne
;   9c:  eor x2, x1, x5
;   a0:  lsr x2, x2, #63
;   a4:  and x2, x15, x2
;   a8:  orr x2, x3, x2
;   ac:  sbfx x3, x1, #0, #36
;   b0:  eor x3, x1, x3
;   b4:  orr x2, x2, x3
;   b8:  cmp x2, #0x0
;   bc:  cset w2, ne
;   c0:  ret
;
; function @rotl:
;    0:  tst x2, #0x40
;    4:  csel x6, x0, x1, ne
;    8:  csel x8, x1, x0, ne
;    c:  csel x10, x0, x1, ne
;   10:  and x12, x2, #0x3f
;   14:  eor x14, x12, #0x3f
;   18:  lsr x1, x8, #1
;   1c:  lsl x0, x6, x12
;   20:  lsr x1, x1, x14
;   24:  orr x1, x0, x1
;   28:  lsr x2, x10, #1
;   2c:  lsl x0, x8, x12
;   30:  lsr x2, x2, x14
;   34:  orr x0, x0, x2
;   38:  ret
;
; function @fshr_const:
;    0:  mov w5, #0x46 // =70
;    4:  mov w7, #0x0 // =0
;    8:  tst x5, #0x40
;    c:  csel x10, x3, x2, ne
;   10:  csel x12, x0, x3, ne
;   14:  csel x14, x1, x0, ne
;   18:  and x1, x5, #0x3f
;   1c:  eor x2, x1, #0x3f
;   20:  lsl x3, x12, #1
;   24:  lsr x0, x10, x1
;   28:  lsl x3, x3, x2
;   2c:  orr x0, x0, x3
;   30:  lsl x3, x14, #1
;   34:  lsr x1, x12, x1
;   38:  lsl x2, x3, x2
;   3c:  orr x1, x1, x2
;   40:  ret
;
; function @uadd_sat:
;    0:  mov x5, #-0x1 // =-1
;    4:  adds x7, x0, x2
;    8:  adcs x9, x1, x3
;    c:  csel x0, x5, x7, hs
;   10:  csel x1, x5, x9, hs
;   14:  ret
;
; function @ssub_sat:
;    0:  asr x5, x1, #63
;    4:  mov w7, #0x0 // =0
;    8:  orn x9, x7, x5
;    c:  eor x11, x5, #0x7fffffffffffffff
;   10:  subs x13, x0, x2
;   14:  sbcs x15, x1, x3
;   18:  csel x0, x9, x13, vs
;   1c:  csel x1, x11, x15, vs
;   20:  ret
;
; function @is_nan_or_inf:
;    0:  fmov x2, d0
;    4:  fmov x4, v0.d[1]
;    8:  cmp x2, #0x0
;    c:  cset w7, ne
;   10:  orr x9, x4, x7
;   14:  and x11, x9, #0x7fffffffffffffff
;   18:  mov x13, #0x7fff000000000000 // =9223090561878065152
;   1c:  cmp x11, x13
;   20:  cset w0, eq
;   24:  mov x1, #0x7fff000000000000 // =9223090561878065152
;   28:  cmp x11, x1
;   2c:  cset w1, hi
;   30:  orr w0, w0, w1
;   34:  ret
;
; function @is_subnormal:
;    0:  fmov x2, d0
;    4:  fmov x4, v0.d[1]
;    8:  cmp x2, #0x0
;    c:  cset w7, ne
;   10:  orr x9, x4, x7
;   14:  and x11, x9, #0x7fffffffffffffff
;   18:  sub x13, x11, #0x1
;   1c:  mov x15, #0xffffffffffff // =281474976710655
;   20:  cmp x13, x15
;   24:  cset w0, lo
;   28:  ret
;
; function @powi:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 __powidf2
;    c:  ldp x29, x30, [sp], #0x10
;   10:  ret
;
; function @cycles:
;    0:  mrs x0, CNTVCT_EL0
;    4:  ret
