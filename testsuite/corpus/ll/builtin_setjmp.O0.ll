; ModuleID = 'programs/builtin_setjmp.c'
source_filename = "programs/builtin_setjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@trace = internal global i32 0, align 4
@.str = private unnamed_addr constant [15 x i8] c"try_it(%d)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"inner_catch(%d)=%d\0A\00", align 1
@buf = internal global [5 x ptr] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [18 x i8] c"acc=%ld total=%d\0A\00", align 1
@buf2 = internal global [5 x ptr] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %9

9:                                                ; preds = %21, %0
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %10, 5
  br i1 %11, label %12, label %24

12:                                               ; preds = %9
  store volatile i32 0, ptr @trace, align 4
  %13 = load i32, ptr %3, align 4
  %14 = call i32 @try_it(i32 noundef %13)
  store i32 %14, ptr %4, align 4
  %15 = load i32, ptr %3, align 4
  %16 = load i32, ptr %4, align 4
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %15, i32 noundef %16)
  %18 = load i32, ptr %4, align 4
  %19 = load i32, ptr %2, align 4
  %20 = add nsw i32 %19, %18
  store i32 %20, ptr %2, align 4
  br label %21

21:                                               ; preds = %12
  %22 = load i32, ptr %3, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %3, align 4
  br label %9, !llvm.loop !6

24:                                               ; preds = %9
  store i32 0, ptr %5, align 4
  br label %25

25:                                               ; preds = %37, %24
  %26 = load i32, ptr %5, align 4
  %27 = icmp slt i32 %26, 6
  br i1 %27, label %28, label %40

28:                                               ; preds = %25
  %29 = load i32, ptr %5, align 4
  %30 = call i32 @inner_catch(i32 noundef %29)
  store i32 %30, ptr %6, align 4
  %31 = load i32, ptr %5, align 4
  %32 = load i32, ptr %6, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %31, i32 noundef %32)
  %34 = load i32, ptr %6, align 4
  %35 = load i32, ptr %2, align 4
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr %2, align 4
  br label %37

37:                                               ; preds = %28
  %38 = load i32, ptr %5, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %5, align 4
  br label %25, !llvm.loop !8

40:                                               ; preds = %25
  store volatile i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %41

41:                                               ; preds = %65, %40
  %42 = load i32, ptr %8, align 4
  %43 = icmp slt i32 %42, 100
  br i1 %43, label %44, label %68

44:                                               ; preds = %41
  %45 = call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %45, ptr @buf, align 16
  %46 = call ptr @llvm.stacksave.p0()
  store ptr %46, ptr getelementptr inbounds (ptr, ptr @buf, i64 2), align 16
  %47 = call i32 @llvm.eh.sjlj.setjmp(ptr @buf)
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %61

49:                                               ; preds = %44
  %50 = load i32, ptr %8, align 4
  %51 = sext i32 %50 to i64
  %52 = load volatile i64, ptr %7, align 8
  %53 = add nsw i64 %52, %51
  store volatile i64 %53, ptr %7, align 8
  %54 = load i32, ptr %8, align 4
  %55 = srem i32 %54, 7
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %58

57:                                               ; preds = %49
  call void @jump1()
  br label %58

58:                                               ; preds = %57, %49
  %59 = load volatile i64, ptr %7, align 8
  %60 = add nsw i64 %59, 1000
  store volatile i64 %60, ptr %7, align 8
  br label %64

61:                                               ; preds = %44
  %62 = load volatile i64, ptr %7, align 8
  %63 = sub nsw i64 %62, 1
  store volatile i64 %63, ptr %7, align 8
  br label %64

64:                                               ; preds = %61, %58
  br label %65

65:                                               ; preds = %64
  %66 = load i32, ptr %8, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %8, align 4
  br label %41, !llvm.loop !9

68:                                               ; preds = %41
  %69 = load volatile i64, ptr %7, align 8
  %70 = load i32, ptr %2, align 4
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %69, i32 noundef %70)
  %72 = load i32, ptr %2, align 4
  %73 = and i32 %72, 255
  ret i32 %73
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @try_it(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %4, ptr @buf, align 16
  %5 = call ptr @llvm.stacksave.p0()
  store ptr %5, ptr getelementptr inbounds (ptr, ptr @buf, i64 2), align 16
  %6 = call i32 @llvm.eh.sjlj.setjmp(ptr @buf)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4
  call void @thrower(i32 noundef %9)
  store i32 -1, ptr %2, align 4
  br label %12

10:                                               ; preds = %1
  %11 = load volatile i32, ptr @trace, align 4
  store i32 %11, ptr %2, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = load i32, ptr %2, align 4
  ret i32 %13
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @inner_catch(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %4, ptr @buf2, align 16
  %5 = call ptr @llvm.stacksave.p0()
  store ptr %5, ptr getelementptr inbounds (ptr, ptr @buf2, i64 2), align 16
  %6 = call i32 @llvm.eh.sjlj.setjmp(ptr @buf2)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %15

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4
  %10 = icmp sgt i32 %9, 2
  br i1 %10, label %11, label %12

11:                                               ; preds = %8
  call void @jump2()
  br label %12

12:                                               ; preds = %11, %8
  %13 = load i32, ptr %3, align 4
  %14 = mul nsw i32 %13, 100
  store i32 %14, ptr %2, align 4
  br label %18

15:                                               ; preds = %1
  %16 = load i32, ptr %3, align 4
  %17 = sub nsw i32 0, %16
  store i32 %17, ptr %2, align 4
  br label %18

18:                                               ; preds = %15, %12
  %19 = load i32, ptr %2, align 4
  ret i32 %19
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #3

; Function Attrs: nounwind
declare i32 @llvm.eh.sjlj.setjmp(ptr) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @jump1() #0 {
  call void @llvm.eh.sjlj.longjmp(ptr @buf)
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @thrower(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load volatile i32, ptr @trace, align 4
  %4 = mul nsw i32 %3, 10
  %5 = load i32, ptr %2, align 4
  %6 = add nsw i32 %4, %5
  store volatile i32 %6, ptr @trace, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %1
  call void @llvm.eh.sjlj.longjmp(ptr @buf)
  unreachable

10:                                               ; preds = %1
  %11 = load i32, ptr %2, align 4
  %12 = sub nsw i32 %11, 1
  call void @thrower(i32 noundef %12)
  ret void
}

; Function Attrs: noreturn nounwind
declare void @llvm.eh.sjlj.longjmp(ptr) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @jump2() #0 {
  call void @llvm.eh.sjlj.longjmp(ptr @buf2)
  unreachable
}

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
