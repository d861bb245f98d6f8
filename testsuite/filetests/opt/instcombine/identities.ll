; test opt
; RUN-PASSES: instcombine
; Algebraic identities: each function returns a value that simplifies to an operand or
; a constant. Float identities are only the exact ones (x + 0.0 is not x for x = -0.0).

define i32 @int(i32 %x, i32 %y) {
  %a = add i32 %x, 0
  %b = sub i32 %a, 0
  %c = mul i32 %b, 1
  %d = and i32 %c, -1
  %e = or i32 %d, 0
  %f = xor i32 %e, 0
  %g = shl i32 %f, 0
  %h = udiv i32 %g, 1
  %i = sdiv i32 %h, 1
  %j = and i32 %i, %i
  %k = or i32 %j, %j
  %l = xor i32 %y, %y
  %m = sub i32 %y, %y
  %n = or i32 %l, %m
  %o = mul i32 %n, %x
  %q = add i32 %k, %o
  %r = urem i32 %x, 1
  %s = add i32 %q, %r
  %t = lshr i32 0, %y
  %u = add i32 %s, %t
  ret i32 %u
}

define i32 @all_ones(i32 %x) {
  %a = or i32 %x, -1
  ret i32 %a
}

define <2 x i32> @vector(<2 x i32> %x) {
  %a = xor <2 x i32> %x, %x
  %b = or <2 x i32> %a, %x
  ret <2 x i32> %b
}

define double @fp(double %x, double %z) {
  %a = fmul double %x, 1.0
  %b = fdiv double %a, 1.0
  %c = fadd double %b, -0.0
  %d = fsub double %c, 0.0
  %e = fneg double %d
  %f = fneg double %e
  %keep = fadd double %f, 0.0
  ret double %keep
}

define i8 @shift_out_of_range(i8 %x) {
  %a = shl i8 %x, 8
  ret i8 %a
}
; EXPECTED:
; define i32 @int(i32 %x, i32 %y) {
;   ret i32 %x
; }
;
; define i32 @all_ones(i32 %x) {
;   ret i32 -1
; }
;
; define <2 x i32> @vector(<2 x i32> %x) {
;   ret <2 x i32> %x
; }
;
; define double @fp(double %x, double %z) {
;   %keep = fadd double %x, 0.000000e+00
;   ret double %keep
; }
;
; define i8 @shift_out_of_range(i8 %x) {
;   ret i8 poison
; }
