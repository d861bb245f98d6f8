; ModuleID = 'programs/builtin_setjmp_loops.c'
source_filename = "programs/builtin_setjmp_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"\0Asum=%ld hits=%d\0A\00", align 1
@hits = internal global i32 0, align 4
@buf = internal global [5 x ptr] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [11 x i8] c"rounds=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %6

6:                                                ; preds = %18, %0
  %7 = load i32, ptr %3, align 4
  %8 = icmp slt i32 %7, 20
  br i1 %8, label %9, label %21

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = call i32 @attempt(i32 noundef %10)
  store i32 %11, ptr %4, align 4
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = load i64, ptr %2, align 8
  %15 = add nsw i64 %14, %13
  store i64 %15, ptr %2, align 8
  %16 = load i32, ptr %4, align 4
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %16)
  br label %18

18:                                               ; preds = %9
  %19 = load i32, ptr %3, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %3, align 4
  br label %6, !llvm.loop !6

21:                                               ; preds = %6
  %22 = load i64, ptr %2, align 8
  %23 = load i32, ptr @hits, align 4
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %22, i32 noundef %23)
  store volatile i32 0, ptr %5, align 4
  %25 = call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %25, ptr @buf, align 16
  %26 = call ptr @llvm.stacksave.p0()
  store ptr %26, ptr getelementptr inbounds (ptr, ptr @buf, i64 2), align 16
  %27 = call i32 @llvm.eh.sjlj.setjmp(ptr @buf)
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %31

29:                                               ; preds = %21
  store volatile i32 1, ptr %5, align 4
  %30 = call i64 @deep(i32 noundef 1000)
  store volatile i32 99, ptr %5, align 4
  br label %34

31:                                               ; preds = %21
  %32 = load volatile i32, ptr %5, align 4
  %33 = add nsw i32 %32, 10
  store volatile i32 %33, ptr %5, align 4
  br label %34

34:                                               ; preds = %31, %29
  %35 = load volatile i32, ptr %5, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %35)
  %37 = load i64, ptr %2, align 8
  %38 = and i64 %37, 127
  %39 = trunc i64 %38 to i32
  %40 = load i32, ptr @hits, align 4
  %41 = xor i32 %39, %40
  ret i32 %41
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @attempt(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store volatile i32 -1, ptr %3, align 4
  %4 = call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %4, ptr @buf, align 16
  %5 = call ptr @llvm.stacksave.p0()
  store ptr %5, ptr getelementptr inbounds (ptr, ptr @buf, i64 2), align 16
  %6 = call i32 @llvm.eh.sjlj.setjmp(ptr @buf)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4
  %10 = call i32 @middle(i32 noundef %9)
  store volatile i32 %10, ptr %3, align 4
  br label %14

11:                                               ; preds = %1
  %12 = load i32, ptr %2, align 4
  %13 = sub nsw i32 0, %12
  store volatile i32 %13, ptr %3, align 4
  br label %14

14:                                               ; preds = %11, %8
  %15 = load volatile i32, ptr %3, align 4
  ret i32 %15
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #3

; Function Attrs: nounwind
declare i32 @llvm.eh.sjlj.setjmp(ptr) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @deep(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  call void @llvm.eh.sjlj.longjmp(ptr @buf)
  unreachable

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub nsw i32 %7, 1
  %9 = call i64 @deep(i32 noundef %8)
  %10 = add nsw i64 %9, 1
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @middle(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = mul nsw i32 %4, 2
  store volatile i32 %5, ptr %3, align 4
  %6 = load i32, ptr %2, align 4
  call void @leaf(i32 noundef %6)
  %7 = load volatile i32, ptr %3, align 4
  %8 = add nsw i32 %7, 1
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @leaf(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 3
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load i32, ptr @hits, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @hits, align 4
  call void @llvm.eh.sjlj.longjmp(ptr @buf)
  unreachable

9:                                                ; preds = %1
  ret void
}

; Function Attrs: noreturn nounwind
declare void @llvm.eh.sjlj.longjmp(ptr) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
