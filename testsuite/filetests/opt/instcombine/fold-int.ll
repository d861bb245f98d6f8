; test opt
; RUN-PASSES: instcombine
; Constant folding of integer operations of every width, with LangRef's poison rules:
; overflow under nsw/nuw, inexact exact division, shifts past the width, disjoint or.
; Division by zero and INT_MIN / -1 are immediate UB and stay for run time.

define void @f(ptr %p) {
  %a = add i32 2147483647, 1
  %b = add nsw i32 2147483647, 1
  %c = add nuw i8 200, 100
  %d = sub nuw i8 1, 2
  %e = mul nsw i16 300, 300
  %f = mul i7 100, 3
  %g = udiv i32 7, 2
  %h = udiv exact i32 7, 2
  %i = sdiv i32 -7, 2
  %j = srem i32 -7, 2
  %k = urem i9 511, 10
  %l = sdiv i32 1, 0
  %m = sdiv i32 -2147483648, -1
  %n = shl i32 1, 32
  %o = shl nuw i8 129, 1
  %q = shl nsw i8 64, 1
  %r = lshr exact i8 3, 1
  %s = ashr i8 -128, 7
  %t = or disjoint i8 3, 1
  %u = and i65 -1, 36893488147419103231
  %v = xor i128 -1, 1
  %w = mul i128 18446744073709551616, 18446744073709551616
  %x = add i33 poison, 1
  %y = add i32 undef, 1
  store i32 %a, ptr %p
  store i32 %b, ptr %p
  store i8 %c, ptr %p
  store i8 %d, ptr %p
  store i16 %e, ptr %p
  store i7 %f, ptr %p
  store i32 %g, ptr %p
  store i32 %h, ptr %p
  store i32 %i, ptr %p
  store i32 %j, ptr %p
  store i9 %k, ptr %p
  store i32 %l, ptr %p
  store i32 %m, ptr %p
  store i32 %n, ptr %p
  store i8 %o, ptr %p
  store i8 %q, ptr %p
  store i8 %r, ptr %p
  store i8 %s, ptr %p
  store i8 %t, ptr %p
  store i65 %u, ptr %p
  store i128 %v, ptr %p
  store i128 %w, ptr %p
  store i33 %x, ptr %p
  store i32 %y, ptr %p
  ret void
}

define void @cmp_cast(ptr %p) {
  %a = icmp slt i8 -1, 0
  %b = icmp ult i8 -1, 0
  %c = icmp sge i100 5, 5
  %d = zext i1 true to i32
  %e = sext i1 true to i32
  %f = trunc i32 511 to i8
  %g = trunc nuw i32 511 to i8
  %h = trunc nsw i32 -1 to i8
  %i = zext nneg i8 -1 to i16
  %j = select i1 true, i32 1, i32 2
  %k = select i1 poison, i32 1, i32 2
  %l = freeze i32 poison
  %m = freeze i32 7
  %n = icmp eq ptr null, null
  %o = inttoptr i64 0 to ptr
  %q = ptrtoint ptr null to i64
  store i1 %a, ptr %p
  store i1 %b, ptr %p
  store i1 %c, ptr %p
  store i32 %d, ptr %p
  store i32 %e, ptr %p
  store i8 %f, ptr %p
  store i8 %g, ptr %p
  store i8 %h, ptr %p
  store i16 %i, ptr %p
  store i32 %j, ptr %p
  store i32 %k, ptr %p
  store i32 %l, ptr %p
  store i32 %m, ptr %p
  store i1 %n, ptr %p
  store ptr %o, ptr %p
  store i64 %q, ptr %p
  ret void
}
; EXPECTED:
; define void @f(ptr %p) {
;   %l = sdiv i32 1, 0
;   %m = sdiv i32 -2147483648, -1
;   %y = add i32 undef, 1
;   store i32 -2147483648, ptr %p
;   store i32 poison, ptr %p
;   store i8 poison, ptr %p
;   store i8 poison, ptr %p
;   store i16 poison, ptr %p
;   store i7 44, ptr %p
;   store i32 3, ptr %p
;   store i32 poison, ptr %p
;   store i32 -3, ptr %p
;   store i32 -1, ptr %p
;   store i9 1, ptr %p
;   store i32 %l, ptr %p
;   store i32 %m, ptr %p
;   store i32 poison, ptr %p
;   store i8 poison, ptr %p
;   store i8 poison, ptr %p
;   store i8 poison, ptr %p
;   store i8 -1, ptr %p
;   store i8 poison, ptr %p
;   store i65 -1, ptr %p
;   store i128 -2, ptr %p
;   store i128 0, ptr %p
;   store i33 poison, ptr %p
;   store i32 %y, ptr %p
;   ret void
; }
;
; define void @cmp_cast(ptr %p) {
;   store i1 true, ptr %p
;   store i1 false, ptr %p
;   store i1 true, ptr %p
;   store i32 1, ptr %p
;   store i32 -1, ptr %p
;   store i8 -1, ptr %p
;   store i8 poison, ptr %p
;   store i8 -1, ptr %p
;   store i16 poison, ptr %p
;   store i32 1, ptr %p
;   store i32 poison, ptr %p
;   store i32 0, ptr %p
;   store i32 7, ptr %p
;   store i1 true, ptr %p
;   store ptr null, ptr %p
;   store i64 0, ptr %p
;   ret void
; }
