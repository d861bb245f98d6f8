; Tail calls between win64cc functions on Linux: musttail with arguments on the stack
; (written over the caller's incoming slots above the home area), a tail call with
; register arguments, an indirect tail call, and tail calls out of functions that save
; rsi/rdi and xmm6-xmm15 (restored before the jump), called from System V code.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)

@fi = private constant [8 x i8] c"%s %ld\0A\00"
@fd = private constant [7 x i8] c"%s %a\0A\00"
@s1 = private constant [9 x i8] c"musttail\00"
@s2 = private constant [5 x i8] c"tail\00"
@s3 = private constant [9 x i8] c"indirect\00"
@s4 = private constant [6 x i8] c"saved\00"
@fp = global ptr @quad

define win64cc i64 @digits(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f) noinline {
  %1 = mul i64 %b, 10
  %2 = mul i64 %c, 100
  %3 = mul i64 %d, 1000
  %4 = mul i64 %e, 10000
  %5 = mul i64 %f, 100000
  %s1 = add i64 %a, %1
  %s2 = add i64 %s1, %2
  %s3 = add i64 %s2, %3
  %s4 = add i64 %s3, %4
  %s5 = add i64 %s4, %5
  ret i64 %s5
}

define win64cc i64 @reverse(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f) noinline {
  %r = musttail call win64cc i64 @digits(i64 %f, i64 %e, i64 %d, i64 %c, i64 %b, i64 %a)
  ret i64 %r
}

define win64cc i64 @quad(i64 %a, i64 %b, i64 %c, i64 %d) noinline {
  %r = call win64cc i64 @digits(i64 %a, i64 %b, i64 %c, i64 %d, i64 0, i64 0)
  ret i64 %r
}

define win64cc i64 @pair(i64 %a, i64 %b) noinline {
  %r = tail call win64cc i64 @quad(i64 %b, i64 %a, i64 %b, i64 %a)
  ret i64 %r
}

define win64cc i64 @through(i64 %a, i64 %b, i64 %c, i64 %d) noinline {
  %f = load ptr, ptr @fp
  %r = tail call win64cc i64 %f(i64 %d, i64 %c, i64 %b, i64 %a)
  ret i64 %r
}

define win64cc double @scale(double %x, double %y) noinline {
  %m = fmul double %x, %y
  ret double %m
}

; Many doubles live across a call: xmm6 and up are saved and restored around the tail call.
define win64cc double @pressure(double %x, ptr %p) noinline {
  %v0 = load volatile double, ptr %p
  %v1 = fadd double %v0, 1.0
  %v2 = fadd double %v0, 2.0
  %v3 = fadd double %v0, 3.0
  %v4 = fadd double %v0, 4.0
  %v5 = fadd double %v0, 5.0
  %v6 = fadd double %v0, 6.0
  %v7 = fadd double %v0, 7.0
  %v8 = fadd double %v0, 8.0
  %c = call win64cc double @scale(double %x, double %v0)
  %a1 = fadd double %c, %v1
  %a2 = fadd double %a1, %v2
  %a3 = fadd double %a2, %v3
  %a4 = fadd double %a3, %v4
  %a5 = fadd double %a4, %v5
  %a6 = fadd double %a5, %v6
  %a7 = fadd double %a6, %v7
  %a8 = fadd double %a7, %v8
  %r = tail call win64cc double @scale(double %a8, double 0.5)
  ret double %r
}

define i32 @main() {
  %a = call win64cc i64 @reverse(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6)
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s1, i64 %a)
  %b = call win64cc i64 @pair(i64 3, i64 4)
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s2, i64 %b)
  %c = call win64cc i64 @through(i64 1, i64 2, i64 3, i64 4)
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s3, i64 %c)
  %slot = alloca double
  store double 0.25, ptr %slot
  %d = call win64cc double @pressure(double 3.0, ptr %slot)
  call i32 (ptr, ...) @printf(ptr @fd, ptr @s4, double %d)
  ret i32 0
}
