; x86_64_sysvcc functions on Windows (MinGW): System V argument registers (rdi, rsi,
; rdx, rcx, r8, r9, xmm0-7) and stack arguments, a System V variadic function walking
; its va_list (register save area, overflow area), and values live across the calls in
; registers that Win64 preserves but System V does not (rsi, rdi, xmm6-15).
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%va = type { i32, i32, ptr, ptr }

declare i32 @printf(ptr, ...)
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)

@fi = private constant [9 x i8] c"%s %lld\0A\00"
@ff = private constant [7 x i8] c"%s %g\0A\00"
@s1 = private constant [5 x i8] c"ints\00"
@s2 = private constant [7 x i8] c"floats\00"
@s3 = private constant [7 x i8] c"varsum\00"
@s4 = private constant [5 x i8] c"live\00"
@s5 = private constant [6 x i8] c"flive\00"

define x86_64_sysvcc i64 @ints(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i64 %h) noinline {
  %1 = mul i64 %b, 2
  %2 = mul i64 %c, 3
  %3 = mul i64 %d, 4
  %4 = mul i64 %e, 5
  %5 = mul i64 %f, 6
  %6 = mul i64 %g, 7
  %7 = mul i64 %h, 8
  %s1 = add i64 %a, %1
  %s2 = add i64 %s1, %2
  %s3 = add i64 %s2, %3
  %s4 = add i64 %s3, %4
  %s5 = add i64 %s4, %5
  %s6 = add i64 %s5, %6
  %s7 = add i64 %s6, %7
  ; Clobber what Win64 preserves.
  call void asm sideeffect "", "~{rsi},~{rdi},~{xmm6},~{xmm7},~{xmm8},~{xmm9},~{xmm10},~{xmm11},~{xmm12},~{xmm13},~{xmm14},~{xmm15}"()
  ret i64 %s7
}

define x86_64_sysvcc double @floats(double %a, float %b, double %c, double %d, double %e, double %f, double %g, double %h, double %i, i32 %n) noinline {
  %bd = fpext float %b to double
  %1 = fadd double %a, %bd
  %2 = fadd double %1, %c
  %3 = fadd double %2, %d
  %4 = fadd double %3, %e
  %5 = fadd double %4, %f
  %6 = fadd double %5, %g
  %7 = fadd double %6, %h
  %8 = fmul double %7, %i
  %nd = sitofp i32 %n to double
  %9 = fadd double %8, %nd
  ret double %9
}

; Sums `n` (kind, value) pairs: kind 0 = i64, 1 = double.
define x86_64_sysvcc double @varsum(i32 %n, ...) noinline {
entry:
  %ap = alloca %va, align 16
  call void @llvm.va_start.p0(ptr %ap)
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %next ]
  %s = phi double [ 0.0, %entry ], [ %s1, %next ]
  %more = icmp slt i32 %k, %n
  br i1 %more, label %body, label %done
body:
  %kind = va_arg ptr %ap, i32
  %isint = icmp eq i32 %kind, 0
  br i1 %isint, label %int, label %fp
int:
  %iv = va_arg ptr %ap, i64
  %ivd = sitofp i64 %iv to double
  br label %next
fp:
  %fv = va_arg ptr %ap, double
  br label %next
next:
  %v = phi double [ %ivd, %int ], [ %fv, %fp ]
  %s1 = fadd double %s, %v
  %k1 = add i32 %k, 1
  br label %loop
done:
  call void @llvm.va_end.p0(ptr %ap)
  ret double %s
}

define i32 @main() {
  %a = call x86_64_sysvcc i64 @ints(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8)
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s1, i64 %a)
  %b = call x86_64_sysvcc double @floats(double 1.0, float 2.0, double 3.0, double 4.0, double 5.0, double 6.0, double 7.0, double 8.0, double 0.5, i32 100)
  call i32 (ptr, ...) @printf(ptr @ff, ptr @s2, double %b)
  %c = call x86_64_sysvcc double (i32, ...) @varsum(i32 9, i32 0, i64 10, i32 1, double 0.5, i32 0, i64 20,
      i32 1, double 0.25, i32 0, i64 30, i32 1, double 1.0, i32 0, i64 40, i32 0, i64 50,
      i32 1, double 2.0)
  call i32 (ptr, ...) @printf(ptr @ff, ptr @s3, double %c)
  ; Values live across a System V call in many registers.
  %x0 = call x86_64_sysvcc i64 @ints(i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1)
  %l1 = add i64 %x0, 1
  %l2 = add i64 %x0, 2
  %l3 = add i64 %x0, 3
  %l4 = add i64 %x0, 4
  %l5 = add i64 %x0, 5
  %l6 = add i64 %x0, 6
  %l7 = add i64 %x0, 7
  %l8 = add i64 %x0, 8
  %l9 = add i64 %x0, 9
  %f0 = sitofp i64 %x0 to double
  %g1 = fadd double %f0, 0.5
  %g2 = fadd double %f0, 1.5
  %g3 = fadd double %f0, 2.5
  %g4 = fadd double %f0, 3.5
  %g5 = fadd double %f0, 4.5
  %g6 = fadd double %f0, 5.5
  %g7 = fadd double %f0, 6.5
  %g8 = fadd double %f0, 7.5
  %g9 = fadd double %f0, 8.5
  %g10 = fadd double %f0, 9.5
  %y = call x86_64_sysvcc i64 @ints(i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2)
  %t1 = add i64 %y, %l1
  %t2 = add i64 %t1, %l2
  %t3 = add i64 %t2, %l3
  %t4 = add i64 %t3, %l4
  %t5 = add i64 %t4, %l5
  %t6 = add i64 %t5, %l6
  %t7 = add i64 %t6, %l7
  %t8 = add i64 %t7, %l8
  %t9 = add i64 %t8, %l9
  call i32 (ptr, ...) @printf(ptr @fi, ptr @s4, i64 %t9)
  %h1 = fadd double %g1, %g2
  %h2 = fadd double %h1, %g3
  %h3 = fadd double %h2, %g4
  %h4 = fadd double %h3, %g5
  %h5 = fadd double %h4, %g6
  %h6 = fadd double %h5, %g7
  %h7 = fadd double %h6, %g8
  %h8 = fadd double %h7, %g9
  %h9 = fadd double %h8, %g10
  call i32 (ptr, ...) @printf(ptr @ff, ptr @s5, double %h9)
  ret i32 0
}
