; test opt
; RUN-PASSES: instcombine
; Canonical forms: constants on the right (compares swap their predicate), sub of a
; constant as add of its negation (nsw kept unless the constant is the minimum),
; multiplications and unsigned divisions by powers of two as shifts, unsigned remainder by
; a power of two as a mask, constants of a chain reassociated, and the poison flags a
; rewrite cannot justify dropped.

define i32 @commute(i32 %x) {
  %a = add i32 5, %x
  %b = mul i32 3, %a
  %c = and i32 255, %b
  ret i32 %c
}

define i1 @cmp_swap(i32 %x) {
  %a = icmp slt i32 10, %x
  ret i1 %a
}

define i1 @fcmp_swap(double %x) {
  %a = fcmp olt double 1.0, %x
  ret i1 %a
}

define i32 @sub_const(i32 %x) {
  %a = sub nsw i32 %x, 7
  %b = sub nsw i32 %a, -2147483648
  %c = sub nuw i32 %b, 1
  ret i32 %c
}

define i32 @pow2(i32 %x, i32 %y) {
  %a = mul nuw nsw i32 %x, 8
  %b = mul nsw i32 %y, -2147483648
  %c = udiv exact i32 %a, 4
  %d = urem i32 %c, 16
  %e = add i32 %b, %d
  ret i32 %e
}

define i32 @reassociate(i32 %x) {
  %a = add nsw i32 %x, 1
  %b = add nsw i32 %a, 2
  %c = sub i32 %b, 10
  %d = xor i32 %c, 5
  %e = xor i32 %d, 5
  %f = shl i32 %e, 3
  %g = shl i32 %f, 4
  %h = lshr i32 %g, 30
  %i = lshr i32 %h, 3
  %j = ashr i32 %x, 20
  %k = ashr i32 %j, 20
  %l = add i32 %i, %k
  ret i32 %l
}

define i64 @wide(i128 %x) {
  %a = mul i128 %x, 18446744073709551616
  %b = lshr i128 %a, 64
  %c = trunc i128 %b to i64
  ret i64 %c
}
; EXPECTED:
; define i32 @commute(i32 %x) {
;   %a = add i32 %x, 5
;   %b = mul i32 %a, 3
;   %c = and i32 %b, 255
;   ret i32 %c
; }
;
; define i1 @cmp_swap(i32 %x) {
;   %a = icmp sgt i32 %x, 10
;   ret i1 %a
; }
;
; define i1 @fcmp_swap(double %x) {
;   %a = fcmp ogt double %x, 1.000000e+00
;   ret i1 %a
; }
;
; define i32 @sub_const(i32 %x) {
;   %c = add i32 %x, 2147483640
;   ret i32 %c
; }
;
; define i32 @pow2(i32 %x, i32 %y) {
;   %a = shl nuw nsw i32 %x, 3
;   %b = shl i32 %y, 31
;   %c = lshr exact i32 %a, 2
;   %d = and i32 %c, 15
;   %e = add i32 %b, %d
;   ret i32 %e
; }
;
; define i32 @reassociate(i32 %x) {
;   %c = add i32 %x, -7
;   %g = shl i32 %c, 7
;   %h = lshr i32 %g, 30
;   %i = lshr i32 %h, 3
;   %k = ashr i32 %x, 31
;   %l = add i32 %i, %k
;   ret i32 %l
; }
;
; define i64 @wide(i128 %x) {
;   %a = shl i128 %x, 64
;   %b = lshr i128 %a, 64
;   %c = trunc i128 %b to i64
;   ret i64 %c
; }
