; test opt
; RUN-PASSES: instcombine
; The patterns clang -O0 leaves after mem2reg: booleans widened and tested again, chars
; promoted to int before a compare, casts of casts, compares at the ends of the range,
; selects of booleans and on negated conditions.

define i1 @bool_roundtrip(i32 %x, i32 %y) {
  %cmp = icmp slt i32 %x, %y
  %conv = zext i1 %cmp to i32
  %tobool = icmp ne i32 %conv, 0
  ret i1 %tobool
}

define i1 @bool_not(i32 %x) {
  %cmp = icmp eq i32 %x, 3
  %conv = zext i1 %cmp to i8
  %lnot = icmp eq i8 %conv, 0
  ret i1 %lnot
}

define i1 @char_compare(i8 %c) {
  %conv = sext i8 %c to i32
  %cmp = icmp eq i32 %conv, 97
  ret i1 %cmp
}

define i1 @uchar_signed(i8 %c) {
  %conv = zext i8 %c to i32
  %cmp = icmp slt i32 %conv, 200
  ret i1 %cmp
}

define i1 @out_of_range(i8 %c, i8 %d) {
  %a = zext i8 %c to i32
  %b = icmp ult i32 %a, 256
  %s = sext i8 %d to i32
  %e = icmp sgt i32 %s, 300
  %f = icmp eq i32 %s, -200
  %g = or i1 %b, %e
  %h = or i1 %g, %f
  ret i1 %h
}

define i1 @both_extended(i8 %a, i8 %b) {
  %x = zext i8 %a to i32
  %y = zext i8 %b to i32
  %c = icmp sgt i32 %x, %y
  ret i1 %c
}

define i1 @range_ends(i32 %x, i32 %y) {
  %a = icmp ult i32 %x, 0
  %b = icmp sle i32 %y, 2147483647
  %c = or i1 %a, %b
  ret i1 %c
}

define i1 @eq_offset(i32 %x) {
  %a = add i32 %x, 5
  %b = icmp eq i32 %a, 12
  ret i1 %b
}

define i1 @inverted(i32 %x, i32 %y) {
  %a = icmp sgt i32 %x, %y
  %b = xor i1 %a, true
  ret i1 %b
}

define i8 @casts(i8 %c, i32 %w) {
  %a = sext i8 %c to i32
  %b = trunc i32 %a to i8
  %d = zext i8 %b to i16
  %e = zext i16 %d to i64
  %f = trunc i64 %e to i32
  %g = sext i32 %f to i64
  %h = trunc i64 %g to i8
  %i = trunc i32 %w to i16
  %j = trunc i16 %i to i8
  %k = add i8 %h, %j
  ret i8 %k
}

define float @fp_roundtrip(float %x) {
  %a = fpext float %x to double
  %b = fptrunc double %a to float
  ret float %b
}

define i32 @selects(i1 %c, i32 %x, i32 %y) {
  %n = xor i1 %c, true
  %a = select i1 %n, i32 %x, i32 %y
  %b = select i1 %c, i1 true, i1 false
  %d = select i1 %b, i1 false, i1 true
  %e = select i1 %d, i32 %a, i32 %a
  ret i32 %e
}

define ptr @gep_zero(ptr %p) {
  %a = getelementptr inbounds [4 x i32], ptr %p, i64 0, i64 0
  ret ptr %a
}

define i8 @narrow(i8 %a, i8 %b) {
  %x = zext i8 %a to i32
  %y = sext i8 %b to i32
  %s = add nsw i32 %x, %y
  %t = trunc i32 %s to i8
  %u = zext i8 %t to i32
  %v = xor i32 %u, 24
  %r = trunc i32 %v to i8
  ret i8 %r
}
; EXPECTED:
; define i1 @bool_roundtrip(i32 %x, i32 %y) {
;   %cmp = icmp slt i32 %x, %y
;   ret i1 %cmp
; }
;
; define i1 @bool_not(i32 %x) {
;   %lnot = icmp ne i32 %x, 3
;   ret i1 %lnot
; }
;
; define i1 @char_compare(i8 %c) {
;   %cmp = icmp eq i8 %c, 97
;   ret i1 %cmp
; }
;
; define i1 @uchar_signed(i8 %c) {
;   %cmp = icmp ult i8 %c, -56
;   ret i1 %cmp
; }
;
; define i1 @out_of_range(i8 %c, i8 %d) {
;   ret i1 true
; }
;
; define i1 @both_extended(i8 %a, i8 %b) {
;   %c = icmp ugt i8 %a, %b
;   ret i1 %c
; }
;
; define i1 @range_ends(i32 %x, i32 %y) {
;   ret i1 true
; }
;
; define i1 @eq_offset(i32 %x) {
;   %b = icmp eq i32 %x, 7
;   ret i1 %b
; }
;
; define i1 @inverted(i32 %x, i32 %y) {
;   %b = icmp sle i32 %x, %y
;   ret i1 %b
; }
;
; define i8 @casts(i8 %c, i32 %w) {
;   %j = trunc i32 %w to i8
;   %k = add i8 %c, %j
;   ret i8 %k
; }
;
; define float @fp_roundtrip(float %x) {
;   ret float %x
; }
;
; define i32 @selects(i1 %c, i32 %x, i32 %y) {
;   %a = select i1 %c, i32 %y, i32 %x
;   ret i32 %a
; }
;
; define ptr @gep_zero(ptr %p) {
;   ret ptr %p
; }
;
; define i8 @narrow(i8 %a, i8 %b) {
;   %t = add i8 %a, %b
;   %r = xor i8 %t, 24
;   ret i8 %r
; }
