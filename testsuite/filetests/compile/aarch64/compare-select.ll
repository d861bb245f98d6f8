; test compile -O2 target=aarch64-linux-gnu
; Integer compares and select: cmp with immediates and registers, cset for every
; predicate, csel on a fused compare (tst for an i1 condition), compares of i8/i16
; (extended operands, signed and unsigned), compares against negative immediates (cmn),
; and a select of constants.

define i32 @cset_all(i64 %a, i64 %b) {
  %c0 = icmp eq i64 %a, %b
  %c1 = icmp ne i64 %a, %b
  %c2 = icmp slt i64 %a, %b
  %c3 = icmp sle i64 %a, %b
  %c4 = icmp sgt i64 %a, %b
  %c5 = icmp sge i64 %a, %b
  %c6 = icmp ult i64 %a, %b
  %c7 = icmp ule i64 %a, %b
  %c8 = icmp ugt i64 %a, %b
  %c9 = icmp uge i64 %a, %b
  %z0 = zext i1 %c0 to i32
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %z4 = zext i1 %c4 to i32
  %z5 = zext i1 %c5 to i32
  %z6 = zext i1 %c6 to i32
  %z7 = zext i1 %c7 to i32
  %z8 = zext i1 %c8 to i32
  %z9 = zext i1 %c9 to i32
  %s1 = shl i32 %z1, 1
  %s2 = shl i32 %z2, 2
  %s3 = shl i32 %z3, 3
  %s4 = shl i32 %z4, 4
  %s5 = shl i32 %z5, 5
  %s6 = shl i32 %z6, 6
  %s7 = shl i32 %z7, 7
  %s8 = shl i32 %z8, 8
  %s9 = shl i32 %z9, 9
  %o1 = or i32 %z0, %s1
  %o2 = or i32 %o1, %s2
  %o3 = or i32 %o2, %s3
  %o4 = or i32 %o3, %s4
  %o5 = or i32 %o4, %s5
  %o6 = or i32 %o5, %s6
  %o7 = or i32 %o6, %s7
  %o8 = or i32 %o7, %s8
  %o9 = or i32 %o8, %s9
  ret i32 %o9
}

define i64 @select_reg(i64 %a, i64 %b, i64 %x, i64 %y) {
  %c = icmp sgt i64 %a, %b
  %r = select i1 %c, i64 %x, i64 %y
  ret i64 %r
}

define i32 @select_imm_cmp(i32 %a, i32 %x, i32 %y) {
  %c = icmp ult i32 %a, 4095
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}

define i32 @cmp_negative(i32 %a) {
  %c = icmp eq i32 %a, -5
  %r = zext i1 %c to i32
  ret i32 %r
}

define i1 @cmp_i8_signed(i8 %a, i8 %b) {
  %c = icmp slt i8 %a, %b
  ret i1 %c
}

define i1 @cmp_i16_unsigned(i16 %a, i16 %b) {
  %c = icmp ugt i16 %a, %b
  ret i1 %c
}

define i32 @select_constants(i32 %a) {
  %c = icmp sge i32 %a, 0
  %r = select i1 %c, i32 7, i32 -1
  ret i32 %r
}

define i8 @select_i8(i1 %c, i8 %x, i8 %y) {
  %r = select i1 %c, i8 %x, i8 %y
  ret i8 %r
}
; EXPECTED:
; function @cset_all:
;    0:  cmp x0, x1
;    4:  cset w4, eq
;    8:  cmp x0, x1
;    c:  cset w7, ne
;   10:  cmp x0, x1
;   14:  cset w10, lt
;   18:  cmp x0, x1
;   1c:  cset w13, le
;   20:  cmp x0, x1
;   24:  cset w2, gt
;   28:  cmp x0, x1
;   2c:  cset w3, ge
;   30:  cmp x0, x1
;   34:  cset w5, lo
;   38:  cmp x0, x1
;   3c:  cset w6, ls
;   40:  cmp x0, x1
;   44:  cset w8, hi
;   48:  cmp x0, x1
;   4c:  cset w0, hs
;   50:  orr w1, w4, w7, lsl #1
;   54:  orr w1, w1, w10, lsl #2
;   58:  orr w1, w1, w13, lsl #3
;   5c:  orr w1, w1, w2, lsl #4
;   60:  orr w1, w1, w3, lsl #5
;   64:  orr w1, w1, w5, lsl #6
;   68:  orr w1, w1, w6, lsl #7
;   6c:  orr w1, w1, w8, lsl #8
;   70:  orr w0, w1, w0, lsl #9
;   74:  ret
;
; function @select_reg:
;    0:  cmp x0, x1
;    4:  csel x0, x2, x3, gt
;    8:  ret
;
; function @select_imm_cmp:
;    0:  cmp w0, #0xfff
;    4:  csel w0, w1, w2, lo
;    8:  ret
;
; function @cmp_negative:
;    0:  cmn w0, #0x5
;    4:  cset w0, eq
;    8:  ret
;
; function @cmp_i8_signed:
;    0:  sxtb x3, w0
;    4:  sxtb x5, w1
;    8:  cmp w3, w5
;    c:  cset w0, lt
;   10:  ret
;
; function @cmp_i16_unsigned:
;    0:  and w3, w0, #0xffff
;    4:  and w5, w1, #0xffff
;    8:  cmp w3, w5
;    c:  cset w0, hi
;   10:  ret
;
; function @select_constants:
;    0:  mov w2, #0x7 // =7
;    4:  mov w4, #-0x1 // =-1
;    8:  cmp w0, #0x0
;    c:  csel w0, w2, w4, ge
;   10:  ret
;
; function @select_i8:
;    0:  tst w0, #0x1
;    4:  csel w0, w1, w2, ne
;    8:  ret
