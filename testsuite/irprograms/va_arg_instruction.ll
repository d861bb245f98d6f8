; The va_arg instruction (clang expands va_arg itself on x86-64, but the instruction is
; valid IR): integers of every width, pointers, floats and doubles, read past the
; registers into the overflow area, and from a va_copy.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%va = type { i32, i32, ptr, ptr }

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)
declare i32 @printf(ptr, ...)

@fi = private constant [8 x i8] c"i %lld\0A\00"
@ff = private constant [6 x i8] c"f %a\0A\00"
@fs = private constant [6 x i8] c"s %s\0A\00"

; Reads `n` (kind, value) pairs: kind 0 = i32, 1 = i64, 2 = double, 3 = ptr (string),
; 4 = i8, 5 = float (as passed: a double), 6 = i16.
define void @dump(i32 %n, ...) {
entry:
  %ap = alloca %va, align 16
  %cp = alloca %va, align 16
  call void @llvm.va_start.p0(ptr %ap)
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %next ]
  %more = icmp slt i32 %k, %n
  br i1 %more, label %body, label %done
body:
  %kind = va_arg ptr %ap, i32
  switch i32 %kind, label %next [ i32 0, label %i32
                                   i32 1, label %i64
                                   i32 2, label %f64
                                   i32 3, label %str
                                   i32 4, label %i8
                                   i32 5, label %f32
                                   i32 6, label %i16 ]
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
i8:
  %e = va_arg ptr %ap, i32
  %e8 = trunc i32 %e to i8
  %e64 = sext i8 %e8 to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %e64)
  br label %next
f32:
  %f = va_arg ptr %ap, double
  %ff = fptrunc double %f to float
  %fd = fpext float %ff to double
  call i32 (ptr, ...) @printf(ptr @ff, double %fd)
  br label %next
i16:
  %g = va_arg ptr %ap, i16
  %g64 = sext i16 %g to i64
  call i32 (ptr, ...) @printf(ptr @fi, i64 %g64)
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

@hello = private constant [6 x i8] c"hello\00"
@world = private constant [6 x i8] c"world\00"

define i32 @main() {
  call void (i32, ...) @dump(i32 3, i32 0, i32 -5, i32 2, double 1.5, i32 3, ptr @hello, i64 42)
  ; Eleven doubles and twelve integers: both save areas overflow.
  call void (i32, ...) @dump(i32 16,
      i32 2, double 0.5, i32 2, double 1.0, i32 1, i64 -9000000000, i32 2, double 1.5,
      i32 2, double 2.0, i32 4, i32 -3, i32 2, double 2.5, i32 5, double 0.25,
      i32 2, double 3.0, i32 3, ptr @world, i32 2, double 3.5, i32 6, i32 -300,
      i32 2, double 4.0, i32 0, i32 77, i32 2, double 4.5, i32 2, double 5.0,
      i64 123456789, i64 987654321)
  ret i32 0
}
