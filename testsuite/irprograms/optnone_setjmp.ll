; An optnone function (clang-19 -O0 output of the C source quoted below) keeps its locals
; in memory at every level: after __builtin_longjmp, 'a' reads 1 (llc-19 -O2 returns x);
; an optimised build would return 0 (issue 15).
;
; #include <setjmp.h>
; #include <stdio.h>
; 
; static void *buf[5];
; static jmp_buf jb;
; static int calls;
; 
; __attribute__((noinline)) static void g(void) {
;   if (++calls == 3)
;     __builtin_longjmp(buf, 1);
; }
; 
; /* `a` lives in memory in an optnone function, so the value stored before the jump is the
;    one read after it (llc's build returns x; an optimised build may return 0). */
; int builtin_setjmp_value(int x) {
;   int a = 0;
;   if (__builtin_setjmp(buf) == 0) {
;     while (1) {
;       a = 1;
;       g();
;     }
;   } else
;     return a ? x : 0;
; }
; 
; __attribute__((noinline)) static void h(int n) {
;   if (n > 4)
;     longjmp(jb, n);
; }
; 
; int libc_setjmp_value(int n) {
;   int last = -1, i;
;   int r = setjmp(jb);
;   if (r)
;     return last * 100 + r;
;   for (i = 0; i < 10; i++) {
;     last = i;
;     h(i + n);
;   }
;   return -1;
; }
; 
; int main(void) {
;   printf("%d\n", builtin_setjmp_value(42));
;   printf("%d\n", libc_setjmp_value(2));
;   printf("%d\n", libc_setjmp_value(9));
;   return 0;
; }

; ModuleID = 'optnone_setjmp.c'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@buf = internal global [5 x ptr] zeroinitializer, align 16
@jb = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@calls = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @builtin_setjmp_value(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %4 = call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %4, ptr @buf, align 16
  %5 = call ptr @llvm.stacksave.p0()
  store ptr %5, ptr getelementptr inbounds (ptr, ptr @buf, i64 2), align 16
  %6 = call i32 @llvm.eh.sjlj.setjmp(ptr @buf)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  br label %9

9:                                                ; preds = %8, %9
  store i32 1, ptr %3, align 4
  call void @g()
  br label %9

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %15

13:                                               ; preds = %10
  %14 = load i32, ptr %2, align 4
  br label %16

15:                                               ; preds = %10
  br label %16

16:                                               ; preds = %15, %13
  %17 = phi i32 [ %14, %13 ], [ 0, %15 ]
  ret i32 %17
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #2

; Function Attrs: nounwind
declare i32 @llvm.eh.sjlj.setjmp(ptr) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @g() #0 {
  %1 = load i32, ptr @calls, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @calls, align 4
  %3 = icmp eq i32 %2, 3
  br i1 %3, label %4, label %5

4:                                                ; preds = %0
  call void @llvm.eh.sjlj.longjmp(ptr @buf)
  unreachable

5:                                                ; preds = %0
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @libc_setjmp_value(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 -1, ptr %4, align 4
  %7 = call i32 @_setjmp(ptr noundef @jb) #8
  store i32 %7, ptr %6, align 4
  %8 = load i32, ptr %6, align 4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %1
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 100
  %13 = load i32, ptr %6, align 4
  %14 = add nsw i32 %12, %13
  store i32 %14, ptr %2, align 4
  br label %28

15:                                               ; preds = %1
  store i32 0, ptr %5, align 4
  br label %16

16:                                               ; preds = %24, %15
  %17 = load i32, ptr %5, align 4
  %18 = icmp slt i32 %17, 10
  br i1 %18, label %19, label %27

19:                                               ; preds = %16
  %20 = load i32, ptr %5, align 4
  store i32 %20, ptr %4, align 4
  %21 = load i32, ptr %5, align 4
  %22 = load i32, ptr %3, align 4
  %23 = add nsw i32 %21, %22
  call void @h(i32 noundef %23)
  br label %24

24:                                               ; preds = %19
  %25 = load i32, ptr %5, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %5, align 4
  br label %16

27:                                               ; preds = %16
  store i32 -1, ptr %2, align 4
  br label %28

28:                                               ; preds = %27, %10
  %29 = load i32, ptr %2, align 4
  ret i32 %29
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @h(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 4
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  call void @longjmp(ptr noundef @jb, i32 noundef %6) #6
  unreachable

7:                                                ; preds = %1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @builtin_setjmp_value(i32 noundef 42)
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %2)
  %4 = call i32 @libc_setjmp_value(i32 noundef 2)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %4)
  %6 = call i32 @libc_setjmp_value(i32 noundef 9)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %6)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: noreturn nounwind
declare void @llvm.eh.sjlj.longjmp(ptr) #6

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) #7

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind }
attributes #4 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind }
attributes #7 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind returns_twice }


