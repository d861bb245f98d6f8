; ModuleID = 'stackrealign.c'
source_filename = "stackrealign.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"vla %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"alloca %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"pages %ld %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i64, ptr %12, i64 %14
  %16 = load i64, ptr %15, align 8
  %17 = load i64, ptr %5, align 8
  %18 = add nsw i64 %17, %16
  store i64 %18, ptr %5, align 8
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !7

22:                                               ; preds = %7
  %23 = load i64, ptr %5, align 8
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @aligned(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = ptrtoint ptr %5 to i64
  %7 = load i64, ptr %4, align 8
  %8 = sub i64 %7, 1
  %9 = and i64 %6, %8
  %10 = icmp eq i64 %9, 0
  %11 = zext i1 %10 to i32
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @vla_loop(i32 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca [4 x i64], align 32
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i64 %1, ptr %4, align 8
  %11 = load i64, ptr %4, align 8
  store i64 %11, ptr %5, align 8
  %12 = getelementptr inbounds i64, ptr %5, i64 1
  %13 = load i64, ptr %4, align 8
  %14 = add nsw i64 %13, 1
  store i64 %14, ptr %12, align 8
  %15 = getelementptr inbounds i64, ptr %5, i64 2
  %16 = load i64, ptr %4, align 8
  %17 = add nsw i64 %16, 2
  store i64 %17, ptr %15, align 8
  %18 = getelementptr inbounds i64, ptr %5, i64 3
  %19 = load i64, ptr %4, align 8
  %20 = add nsw i64 %19, 3
  store i64 %20, ptr %18, align 8
  store i64 0, ptr %6, align 8
  store i32 1, ptr %7, align 4
  br label %21

21:                                               ; preds = %64, %2
  %22 = load i32, ptr %7, align 4
  %23 = load i32, ptr %3, align 4
  %24 = icmp sle i32 %22, %23
  br i1 %24, label %25, label %67

25:                                               ; preds = %21
  %26 = load i32, ptr %7, align 4
  %27 = mul nsw i32 %26, 3
  %28 = zext i32 %27 to i64
  %29 = call ptr @llvm.stacksave.p0()
  store ptr %29, ptr %8, align 8
  %30 = alloca i64, i64 %28, align 16
  store i64 %28, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %31

31:                                               ; preds = %47, %25
  %32 = load i32, ptr %10, align 4
  %33 = load i32, ptr %7, align 4
  %34 = mul nsw i32 %33, 3
  %35 = icmp slt i32 %32, %34
  br i1 %35, label %36, label %50

36:                                               ; preds = %31
  %37 = load i32, ptr %10, align 4
  %38 = sext i32 %37 to i64
  %39 = load i64, ptr %4, align 8
  %40 = mul nsw i64 %38, %39
  %41 = load i32, ptr %7, align 4
  %42 = sext i32 %41 to i64
  %43 = add nsw i64 %40, %42
  %44 = load i32, ptr %10, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i64, ptr %30, i64 %45
  store i64 %43, ptr %46, align 8
  br label %47

47:                                               ; preds = %36
  %48 = load i32, ptr %10, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %10, align 4
  br label %31, !llvm.loop !9

50:                                               ; preds = %31
  %51 = load i32, ptr %7, align 4
  %52 = mul nsw i32 %51, 3
  %53 = call i64 @sum(ptr noundef %30, i32 noundef %52)
  %54 = call i32 @aligned(ptr noundef %30, i64 noundef 16)
  %55 = sext i32 %54 to i64
  %56 = add nsw i64 %53, %55
  %57 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 0
  %58 = call i32 @aligned(ptr noundef %57, i64 noundef 32)
  %59 = sext i32 %58 to i64
  %60 = add nsw i64 %56, %59
  %61 = load i64, ptr %6, align 8
  %62 = add nsw i64 %61, %60
  store i64 %62, ptr %6, align 8
  %63 = load ptr, ptr %8, align 8
  call void @llvm.stackrestore.p0(ptr %63)
  br label %64

64:                                               ; preds = %50
  %65 = load i32, ptr %7, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %7, align 4
  br label %21, !llvm.loop !10

67:                                               ; preds = %21
  %68 = load i64, ptr %6, align 8
  %69 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 0
  %70 = call i64 @sum(ptr noundef %69, i32 noundef 4)
  %71 = add nsw i64 %68, %70
  ret i64 %71
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @with_alloca(i32 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7) #0 {
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i64, align 8
  %22 = alloca i32, align 4
  store i32 %0, ptr %9, align 4
  store i64 %1, ptr %10, align 8
  store i64 %2, ptr %11, align 8
  store i64 %3, ptr %12, align 8
  store i64 %4, ptr %13, align 8
  store i64 %5, ptr %14, align 8
  store i64 %6, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %23 = load i32, ptr %9, align 4
  %24 = sext i32 %23 to i64
  %25 = mul i64 %24, 8
  %26 = alloca i8, i64 %25, align 16
  store ptr %26, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %27

27:                                               ; preds = %42, %8
  %28 = load i32, ptr %18, align 4
  %29 = load i32, ptr %9, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %45

31:                                               ; preds = %27
  %32 = load i64, ptr %10, align 8
  %33 = load i32, ptr %18, align 4
  %34 = sext i32 %33 to i64
  %35 = mul nsw i64 %32, %34
  %36 = load i64, ptr %11, align 8
  %37 = add nsw i64 %35, %36
  %38 = load ptr, ptr %17, align 8
  %39 = load i32, ptr %18, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i64, ptr %38, i64 %40
  store i64 %37, ptr %41, align 8
  br label %42

42:                                               ; preds = %31
  %43 = load i32, ptr %18, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %18, align 4
  br label %27, !llvm.loop !11

45:                                               ; preds = %27
  %46 = load ptr, ptr %17, align 8
  %47 = load i32, ptr %9, align 4
  %48 = call i64 @sum(ptr noundef %46, i32 noundef %47)
  store i64 %48, ptr %19, align 8
  %49 = load i32, ptr %9, align 4
  %50 = add nsw i32 %49, 7
  %51 = sext i32 %50 to i64
  %52 = alloca i8, i64 %51, align 16
  store ptr %52, ptr %20, align 8
  %53 = load ptr, ptr %20, align 8
  %54 = load i32, ptr %9, align 4
  %55 = add nsw i32 %54, 7
  %56 = sext i32 %55 to i64
  call void @llvm.memset.p0.i64(ptr align 1 %53, i8 3, i64 %56, i1 false)
  store i64 0, ptr %21, align 8
  store i32 0, ptr %22, align 4
  br label %57

57:                                               ; preds = %71, %45
  %58 = load i32, ptr %22, align 4
  %59 = load i32, ptr %9, align 4
  %60 = add nsw i32 %59, 7
  %61 = icmp slt i32 %58, %60
  br i1 %61, label %62, label %74

62:                                               ; preds = %57
  %63 = load ptr, ptr %20, align 8
  %64 = load i32, ptr %22, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i8, ptr %63, i64 %65
  %67 = load i8, ptr %66, align 1
  %68 = sext i8 %67 to i64
  %69 = load i64, ptr %21, align 8
  %70 = add nsw i64 %69, %68
  store i64 %70, ptr %21, align 8
  br label %71

71:                                               ; preds = %62
  %72 = load i32, ptr %22, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %22, align 4
  br label %57, !llvm.loop !12

74:                                               ; preds = %57
  %75 = load i64, ptr %19, align 8
  %76 = load i64, ptr %21, align 8
  %77 = add nsw i64 %75, %76
  %78 = load i64, ptr %12, align 8
  %79 = load i64, ptr %13, align 8
  %80 = mul nsw i64 %78, %79
  %81 = add nsw i64 %77, %80
  %82 = load i64, ptr %14, align 8
  %83 = load i64, ptr %15, align 8
  %84 = mul nsw i64 %82, %83
  %85 = add nsw i64 %81, %84
  %86 = load i64, ptr %16, align 8
  %87 = add nsw i64 %85, %86
  %88 = load ptr, ptr %17, align 8
  %89 = load i32, ptr %9, align 4
  %90 = sdiv i32 %89, 2
  %91 = call i64 @sum(ptr noundef %88, i32 noundef %90)
  %92 = add nsw i64 %87, %91
  ret i64 %92
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @pages(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [20000 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %23, %2
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %3, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %26

13:                                               ; preds = %9
  %14 = load i32, ptr %6, align 4
  %15 = load i32, ptr %4, align 4
  %16 = add nsw i32 %14, %15
  %17 = trunc i32 %16 to i8
  %18 = load i32, ptr %6, align 4
  %19 = mul nsw i32 %18, 97
  %20 = srem i32 %19, 20000
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [20000 x i8], ptr %5, i64 0, i64 %21
  store volatile i8 %17, ptr %22, align 1
  br label %23

23:                                               ; preds = %13
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %6, align 4
  br label %9, !llvm.loop !13

26:                                               ; preds = %9
  store i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %27

27:                                               ; preds = %41, %26
  %28 = load i32, ptr %8, align 4
  %29 = load i32, ptr %3, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %44

31:                                               ; preds = %27
  %32 = load i32, ptr %8, align 4
  %33 = mul nsw i32 %32, 97
  %34 = srem i32 %33, 20000
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [20000 x i8], ptr %5, i64 0, i64 %35
  %37 = load volatile i8, ptr %36, align 1
  %38 = sext i8 %37 to i64
  %39 = load i64, ptr %7, align 8
  %40 = add nsw i64 %39, %38
  store i64 %40, ptr %7, align 8
  br label %41

41:                                               ; preds = %31
  %42 = load i32, ptr %8, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %8, align 4
  br label %27, !llvm.loop !14

44:                                               ; preds = %27
  %45 = load i64, ptr %7, align 8
  ret i64 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @many_pages(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [12000 x i64], align 16
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %9 = load i32, ptr %2, align 4
  %10 = zext i32 %9 to i64
  %11 = call ptr @llvm.stacksave.p0()
  store ptr %11, ptr %4, align 8
  %12 = alloca i64, i64 %10, align 16
  store i64 %10, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %13

13:                                               ; preds = %31, %1
  %14 = load i32, ptr %6, align 4
  %15 = load i32, ptr %2, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %34

17:                                               ; preds = %13
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = load i32, ptr %6, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i64, ptr %12, i64 %21
  store i64 %19, ptr %22, align 8
  %23 = load i32, ptr %6, align 4
  %24 = mul nsw i32 %23, 2
  %25 = sext i32 %24 to i64
  %26 = load i32, ptr %6, align 4
  %27 = mul nsw i32 %26, 31
  %28 = srem i32 %27, 12000
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [12000 x i64], ptr %3, i64 0, i64 %29
  store volatile i64 %25, ptr %30, align 8
  br label %31

31:                                               ; preds = %17
  %32 = load i32, ptr %6, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %6, align 4
  br label %13, !llvm.loop !15

34:                                               ; preds = %13
  %35 = load i32, ptr %2, align 4
  %36 = call i64 @sum(ptr noundef %12, i32 noundef %35)
  %37 = call i32 @aligned(ptr noundef %12, i64 noundef 16)
  %38 = sext i32 %37 to i64
  %39 = add nsw i64 %36, %38
  store i64 %39, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %40

40:                                               ; preds = %53, %34
  %41 = load i32, ptr %8, align 4
  %42 = load i32, ptr %2, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %56

44:                                               ; preds = %40
  %45 = load i32, ptr %8, align 4
  %46 = mul nsw i32 %45, 31
  %47 = srem i32 %46, 12000
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [12000 x i64], ptr %3, i64 0, i64 %48
  %50 = load volatile i64, ptr %49, align 8
  %51 = load i64, ptr %7, align 8
  %52 = add nsw i64 %51, %50
  store i64 %52, ptr %7, align 8
  br label %53

53:                                               ; preds = %44
  %54 = load i32, ptr %8, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %8, align 4
  br label %40, !llvm.loop !16

56:                                               ; preds = %40
  %57 = load i64, ptr %7, align 8
  %58 = load ptr, ptr %4, align 8
  call void @llvm.stackrestore.p0(ptr %58)
  ret i64 %57
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i64 @vla_loop(i32 noundef 6, i64 noundef 5)
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %2)
  %4 = call i64 @with_alloca(i32 noundef 11, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %4)
  %6 = call i64 @pages(i32 noundef 300, i32 noundef 1)
  %7 = call i64 @many_pages(i32 noundef 5000)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %6, i64 noundef %7)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "probe-stack"="inline-asm" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"probe-stack", !"inline-asm"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
