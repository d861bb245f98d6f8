; irprograms: expected-by-hand
; atomicrmw operations newer than LLVM 19 (usub_cond, usub_sat, fmaximum, fminimum), which
; llc-19 cannot read: the expected output (atomics_llvm20_ops.out) is worked out by hand in
; the comments.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = global i32 0, align 4
@b = global i8 0, align 1
@d = global double 0.0, align 8
@f = global float 0.0, align 4
@fmt4 = private constant [13 x i8] c"%u %u %u %u\0A\00"
@fmt2 = private constant [7 x i8] c"%a %a\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main() {
  store i32 10, ptr @g
  %a = atomicrmw usub_cond ptr @g, i32 3 seq_cst, align 4  ; 10 -> 7
  %b = atomicrmw usub_cond ptr @g, i32 9 acquire, align 4  ; 7 < 9: stays 7
  %c = atomicrmw usub_sat ptr @g, i32 5 monotonic, align 4 ; 7 -> 2
  %e = atomicrmw usub_sat ptr @g, i32 5 release, align 4   ; 2 -> 0
  call i32 (ptr, ...) @printf(ptr @fmt4, i32 %a, i32 %b, i32 %c, i32 %e)        ; 10 7 7 2
  %m = load i32, ptr @g
  %r = atomicrmw usub_sat ptr @g, i32 1 seq_cst, align 4   ; 0 stays 0
  %m2 = load i32, ptr @g
  call i32 (ptr, ...) @printf(ptr @fmt4, i32 %m, i32 %r, i32 %m2, i32 0)        ; 0 0 0 0
  store i8 200, ptr @b
  %b1 = atomicrmw usub_cond ptr @b, i8 100 seq_cst, align 1 ; 200 -> 100
  %b2 = atomicrmw usub_cond ptr @b, i8 100 seq_cst, align 1 ; 100 -> 0
  %b3 = atomicrmw usub_sat ptr @b, i8 7 seq_cst, align 1    ; 0 -> 0
  %b4 = load i8, ptr @b
  %z1 = zext i8 %b1 to i32
  %z2 = zext i8 %b2 to i32
  %z3 = zext i8 %b3 to i32
  %z4 = zext i8 %b4 to i32
  call i32 (ptr, ...) @printf(ptr @fmt4, i32 %z1, i32 %z2, i32 %z3, i32 %z4)    ; 200 100 0 0
  store double 2.0, ptr @d
  %d1 = atomicrmw fmaximum ptr @d, double 3.0 seq_cst, align 8    ; 2 -> 3
  %d2 = atomicrmw fminimum ptr @d, double -0.0 seq_cst, align 8   ; 3 -> -0
  %d3 = atomicrmw fmaximum ptr @d, double 0.0 seq_cst, align 8    ; -0 -> +0
  %d4 = atomicrmw fminimum ptr @d, double -0.0 seq_cst, align 8   ; +0 -> -0
  call i32 (ptr, ...) @printf(ptr @fmt2, double %d1, double %d2)  ; 0x1p+1 0x1.8p+1
  call i32 (ptr, ...) @printf(ptr @fmt2, double %d3, double %d4)  ; -0x0p+0 0x0p+0
  %d5 = atomicrmw fmaximum ptr @d, double 0x7FF8000000000000 seq_cst, align 8 ; -0 -> nan
  %d6 = atomicrmw fminimum ptr @d, double 1.0 seq_cst, align 8    ; nan stays nan
  %d7 = load double, ptr @d
  call i32 (ptr, ...) @printf(ptr @fmt2, double %d5, double %d6)  ; -0x0p+0 nan
  call i32 (ptr, ...) @printf(ptr @fmt2, double %d7, double 1.0) ; nan 0x1p+0
  store float 1.5, ptr @f
  %f1 = atomicrmw fminimum ptr @f, float -4.0 seq_cst, align 4    ; 1.5 -> -4
  %f2 = atomicrmw fmaximum ptr @f, float -8.0 seq_cst, align 4    ; -4 stays -4
  %f3 = load float, ptr @f
  %x1 = fpext float %f1 to double
  %x2 = fpext float %f2 to double
  %x3 = fpext float %f3 to double
  call i32 (ptr, ...) @printf(ptr @fmt2, double %x1, double %x2)  ; 0x1.8p+0 -0x1p+2
  call i32 (ptr, ...) @printf(ptr @fmt2, double %x3, double 0.0)  ; -0x1p+2 0x0p+0
  ret i32 0
}
