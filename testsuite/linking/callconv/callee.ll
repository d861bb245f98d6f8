; Functions with calling conventions that preserve more registers than C (coldcc,
; preserve_mostcc, preserve_allcc) or are C under another name (fastcc, tailcc): each
; one uses many registers and calls a C function, so it must save what its convention
; promises. caller.ll keeps values live across calls to them.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i64 @clobber(i64)
declare double @clobber_fp(double)

; Many live integer values, a C call in between.
define internal i64 @busy(i64 %a) {
  %b = mul i64 %a, 3
  %c = add i64 %a, 7
  %d = xor i64 %a, 12345
  %e = shl i64 %a, 3
  %f = sub i64 100, %a
  %g = or i64 %a, 17
  %h = and i64 %a, 255
  %i = mul i64 %a, %a
  %x = call i64 @clobber(i64 %a)
  %s1 = add i64 %b, %c
  %s2 = add i64 %d, %e
  %s3 = add i64 %f, %g
  %s4 = add i64 %h, %i
  %s5 = add i64 %s1, %s2
  %s6 = add i64 %s3, %s4
  %s7 = add i64 %s5, %s6
  %r = add i64 %s7, %x
  ret i64 %r
}

define internal double @busy_fp(double %a) {
  %b = fmul double %a, 3.0
  %c = fadd double %a, 7.0
  %d = fsub double %a, 0.5
  %e = fmul double %a, %a
  %x = call double @clobber_fp(double %a)
  %s1 = fadd double %b, %c
  %s2 = fadd double %d, %e
  %s3 = fadd double %s1, %s2
  %r = fadd double %s3, %x
  ret double %r
}

define coldcc i64 @cold_int(i64 %a, i64 %b) {
  %x = call i64 @busy(i64 %a)
  %y = call double @busy_fp(double 1.5)
  %z = fptosi double %y to i64
  %s = add i64 %x, %b
  %r = add i64 %s, %z
  ret i64 %r
}

define coldcc void @cold_void(ptr %p) {
  %v = load i64, ptr %p
  %x = call i64 @busy(i64 %v)
  store i64 %x, ptr %p
  ret void
}

; (Not a double result: llc-19 restores xmm0 in coldcc functions, clobbering it.)
define coldcc i64 @cold_fp(double %a) {
  %x = call double @busy_fp(double %a)
  %i = call i64 @busy(i64 5)
  %f = sitofp i64 %i to double
  %s = fadd double %x, %f
  %r = fptosi double %s to i64
  ret i64 %r
}

define preserve_mostcc i64 @most_int(i64 %a) {
  %x = call i64 @busy(i64 %a)
  %y = call double @busy_fp(double 2.0)
  %z = fptosi double %y to i64
  %r = add i64 %x, %z
  ret i64 %r
}

define preserve_mostcc void @most_void(ptr %p) {
  %v = load i64, ptr %p
  %x = call i64 @busy(i64 %v)
  store i64 %x, ptr %p
  ret void
}

define preserve_mostcc { i64, i64 } @most_pair(i64 %a) {
  %x = call i64 @busy(i64 %a)
  %p = insertvalue { i64, i64 } undef, i64 %x, 0
  %q = insertvalue { i64, i64 } %p, i64 %a, 1
  ret { i64, i64 } %q
}

define preserve_allcc i64 @all_int(i64 %a) {
  %x = call i64 @busy(i64 %a)
  %y = call double @busy_fp(double 2.5)
  %z = fptosi double %y to i64
  %r = add i64 %x, %z
  ret i64 %r
}

define preserve_allcc double @all_fp(double %a) {
  %x = call double @busy_fp(double %a)
  %i = call i64 @busy(i64 9)
  %f = sitofp i64 %i to double
  %r = fadd double %x, %f
  ret double %r
}

define fastcc i64 @fast_add(i64 %a, i64 %b) {
  %x = call i64 @busy(i64 %a)
  %r = add i64 %x, %b
  ret i64 %r
}

define tailcc i64 @tail_count(i64 %n, i64 %acc) {
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
more:
  %n1 = sub i64 %n, 1
  %a1 = add i64 %acc, %n
  %r = musttail call tailcc i64 @tail_count(i64 %n1, i64 %a1)
  ret i64 %r
done:
  ret i64 %acc
}
