; The va_arg instruction in win64cc variadic functions on Linux: va_list is a pointer
; into the arguments' 8-byte slots (home area, then stack), which va_arg rounds up to
; the type's alignment and advances by its size, as llc expands it (so an i32 read is
; followed here by a read of an 8-byte type, which realigns to the next slot). Also
; va_copy of that pointer, and a System V caller passing integers and doubles to
; win64cc (rcx, rdx, r8, r9 / xmm1-3 by position, the rest on the stack).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)
declare i32 @printf(ptr, ...)

@fi = private constant [8 x i8] c"i %lld\0A\00"
@ff = private constant [6 x i8] c"f %a\0A\00"
@fs = private constant [6 x i8] c"s %s\0A\00"

; Reads `n` (kind, value) pairs; kinds are i64: 0 = i32 (then realigned by the next
; read), 1 = i64, 2 = double, 3 = ptr (string), 4 = float passed as double.
define win64cc void @dump(i32 %n, ...) {
entry:
  %ap = alloca ptr, align 8
  %cp = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %next ]
  %more = icmp slt i32 %k, %n
  br i1 %more, label %body, label %done
body:
  %kind = va_arg ptr %ap, i64
  switch i64 %kind, label %next [ i64 0, label %i32
                                   i64 1, label %i64
                                   i64 2, label %f64
                                   i64 3, label %str
                                   i64 4, label %f32 ]
i32:
  %a = va_arg ptr %ap, i32
  %a64 = sext i32 %a to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %a64)
  br label %next
i64:
  %b = va_arg ptr %ap, i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %b)
  br label %next
f64:
  %c = va_arg ptr %ap, double
  call i32 (ptr, ...) @printf(ptr @ff, double %c)
  br label %next
str:
  %d = va_arg ptr %ap, ptr
  call i32 (ptr, ...) @printf(ptr @fs, ptr %d)
  br label %next
f32:
  %f = va_arg ptr %ap, double
  %ff = fptrunc double %f to float
  %fd = fpext float %ff to double
  call i32 (ptr, ...) @printf(ptr @ff, double %fd)
  br label %next
next:
  %k1 = add i32 %k, 1
  br label %loop
done:
  ; A copy taken now reads on from the same place.
  call void @llvm.va_copy.p0(ptr %cp, ptr %ap)
  %tail = va_arg ptr %cp, i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %tail)
  %tail2 = va_arg ptr %ap, i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %tail2)
  call void @llvm.va_end.p0(ptr %cp)
  call void @llvm.va_end.p0(ptr %ap)
  ret void
}

; Sums `n` doubles after an i32 and an i16 read with their own alignment.
define win64cc double @mixed(i32 %n, ...) {
entry:
  %ap = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  %x = va_arg ptr %ap, i32
  %y = va_arg ptr %ap, i64
  %xd = sitofp i32 %x to double
  %yd = sitofp i64 %y to double
  %s0 = fadd double %xd, %yd
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi double [ %s0, %entry ], [ %s1, %loop ]
  %v = va_arg ptr %ap, double
  %s1 = fadd double %s, %v
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %done
done:
  call void @llvm.va_end.p0(ptr %ap)
  ret double %s1
}

@hello = private constant [6 x i8] c"hello\00"
@world = private constant [6 x i8] c"world\00"

define i32 @main() {
  call win64cc void (i32, ...) @dump(i32 3, i64 0, i32 -5, i64 2, double 1.5, i64 3, ptr @hello, i64 42)
  call win64cc void (i32, ...) @dump(i32 9,
      i64 2, double 0.5, i64 1, i64 -9000000000, i64 0, i32 77, i64 4, double 0.25,
      i64 3, ptr @world, i64 2, double 3.5, i64 0, i32 -300, i64 2, double 4.0,
      i64 1, i64 5, i64 123456789, i64 987654321)
  %m = call win64cc double (i32, ...) @mixed(i32 5, i32 -7, i64 100, double 0.5, double 0.25,
      double 8.0, double 16.0, double 1.125)
  call i32 (ptr, ...) @printf(ptr @ff, double %m)
  ret i32 0
}
