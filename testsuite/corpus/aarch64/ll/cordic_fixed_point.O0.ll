; ModuleID = 'programs/cordic_fixed_point.c'
source_filename = "programs/cordic_fixed_point.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [48 x i8] c"%4d deg: sin=%11d cos=%11d (x1e6: %7lld %7lld)\0A\00", align 1
@.str.1 = private unnamed_addr constant [42 x i8] c"atan2(1,1)=%d (deg x1000: %lld) mag=%lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [43 x i8] c"atan2(-3,1)=%d (deg x1000: %lld) mag=%lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"isqrt: %u %u %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"radius error sum=%ld\0A\00", align 1
@atan_tab = internal constant [30 x i32] [i32 421657428, i32 248918915, i32 131521918, i32 66762579, i32 33510843, i32 16771758, i32 8387925, i32 4194219, i32 2097141, i32 1048575, i32 524288, i32 262144, i32 131072, i32 65536, i32 32768, i32 16384, i32 8192, i32 4096, i32 2048, i32 1024, i32 512, i32 256, i32 128, i32 64, i32 32, i32 16, i32 8, i32 4, i32 2, i32 1], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 -180, ptr %3, align 4
  br label %11

11:                                               ; preds = %58, %0
  %12 = load i32, ptr %3, align 4
  %13 = icmp sle i32 %12, 180
  br i1 %13, label %14, label %61

14:                                               ; preds = %11
  %15 = load i32, ptr %3, align 4
  %16 = sext i32 %15 to i64
  %17 = mul nsw i64 1686629713, %16
  %18 = sdiv i64 %17, 180
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %4, align 4
  %20 = load i32, ptr %4, align 4
  call void @sincos_q(i32 noundef %20, ptr noundef %5, ptr noundef %6)
  %21 = load i32, ptr %5, align 4
  %22 = sext i32 %21 to i64
  %23 = load i32, ptr %5, align 4
  %24 = sext i32 %23 to i64
  %25 = mul nsw i64 %22, %24
  %26 = load i32, ptr %6, align 4
  %27 = sext i32 %26 to i64
  %28 = load i32, ptr %6, align 4
  %29 = sext i32 %28 to i64
  %30 = mul nsw i64 %27, %29
  %31 = add nsw i64 %25, %30
  store i64 %31, ptr %7, align 8
  %32 = load i64, ptr %7, align 8
  %33 = ashr i64 %32, 29
  %34 = sub nsw i64 %33, 536870912
  store i64 %34, ptr %8, align 8
  %35 = load i64, ptr %8, align 8
  %36 = icmp slt i64 %35, 0
  br i1 %36, label %37, label %40

37:                                               ; preds = %14
  %38 = load i64, ptr %8, align 8
  %39 = sub nsw i64 0, %38
  br label %42

40:                                               ; preds = %14
  %41 = load i64, ptr %8, align 8
  br label %42

42:                                               ; preds = %40, %37
  %43 = phi i64 [ %39, %37 ], [ %41, %40 ]
  %44 = load i64, ptr %2, align 8
  %45 = add nsw i64 %44, %43
  store i64 %45, ptr %2, align 8
  %46 = load i32, ptr %3, align 4
  %47 = load i32, ptr %5, align 4
  %48 = load i32, ptr %6, align 4
  %49 = load i32, ptr %5, align 4
  %50 = sext i32 %49 to i64
  %51 = mul nsw i64 %50, 1000000
  %52 = sdiv i64 %51, 536870912
  %53 = load i32, ptr %6, align 4
  %54 = sext i32 %53 to i64
  %55 = mul nsw i64 %54, 1000000
  %56 = sdiv i64 %55, 536870912
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %46, i32 noundef %47, i32 noundef %48, i64 noundef %52, i64 noundef %56)
  br label %58

58:                                               ; preds = %42
  %59 = load i32, ptr %3, align 4
  %60 = add nsw i32 %59, 15
  store i32 %60, ptr %3, align 4
  br label %11, !llvm.loop !6

61:                                               ; preds = %11
  %62 = call i32 @atan2_q(i32 noundef 268435456, i32 noundef 268435456, ptr noundef %9)
  store i32 %62, ptr %10, align 4
  %63 = load i32, ptr %10, align 4
  %64 = load i32, ptr %10, align 4
  %65 = sext i32 %64 to i64
  %66 = mul nsw i64 %65, 180000
  %67 = sdiv i64 %66, 1686629713
  %68 = load i64, ptr %9, align 8
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %63, i64 noundef %67, i64 noundef %68)
  %70 = call i32 @atan2_q(i32 noundef -402653184, i32 noundef 134217728, ptr noundef %9)
  store i32 %70, ptr %10, align 4
  %71 = load i32, ptr %10, align 4
  %72 = load i32, ptr %10, align 4
  %73 = sext i32 %72 to i64
  %74 = mul nsw i64 %73, 180000
  %75 = sdiv i64 %74, 1686629713
  %76 = load i64, ptr %9, align 8
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %71, i64 noundef %75, i64 noundef %76)
  %78 = call i32 @isqrt64(i64 noundef 576460752303423488)
  %79 = call i32 @isqrt64(i64 noundef 1000000014000000049)
  %80 = call i32 @isqrt64(i64 noundef -1)
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %78, i32 noundef %79, i32 noundef %80)
  %82 = load i64, ptr %2, align 8
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %82)
  %84 = load i64, ptr %2, align 8
  %85 = and i64 %84, 127
  %86 = trunc i64 %85 to i32
  ret i32 %86
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sincos_q(i32 noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  %14 = load i32, ptr %4, align 4
  %15 = icmp sgt i32 %14, 843314856
  br i1 %15, label %16, label %19

16:                                               ; preds = %3
  %17 = load i32, ptr %4, align 4
  %18 = sub nsw i32 %17, 1686629713
  store i32 %18, ptr %4, align 4
  store i32 1, ptr %7, align 4
  br label %26

19:                                               ; preds = %3
  %20 = load i32, ptr %4, align 4
  %21 = icmp slt i32 %20, -843314856
  br i1 %21, label %22, label %25

22:                                               ; preds = %19
  %23 = load i32, ptr %4, align 4
  %24 = add nsw i32 %23, 1686629713
  store i32 %24, ptr %4, align 4
  store i32 1, ptr %7, align 4
  br label %25

25:                                               ; preds = %22, %19
  br label %26

26:                                               ; preds = %25, %16
  store i32 326016437, ptr %8, align 4
  store i32 0, ptr %9, align 4
  %27 = load i32, ptr %4, align 4
  store i32 %27, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %28

28:                                               ; preds = %67, %26
  %29 = load i32, ptr %11, align 4
  %30 = icmp slt i32 %29, 30
  br i1 %30, label %31, label %70

31:                                               ; preds = %28
  %32 = load i32, ptr %8, align 4
  %33 = load i32, ptr %11, align 4
  %34 = ashr i32 %32, %33
  store i32 %34, ptr %12, align 4
  %35 = load i32, ptr %9, align 4
  %36 = load i32, ptr %11, align 4
  %37 = ashr i32 %35, %36
  store i32 %37, ptr %13, align 4
  %38 = load i32, ptr %10, align 4
  %39 = icmp sge i32 %38, 0
  br i1 %39, label %40, label %53

40:                                               ; preds = %31
  %41 = load i32, ptr %13, align 4
  %42 = load i32, ptr %8, align 4
  %43 = sub nsw i32 %42, %41
  store i32 %43, ptr %8, align 4
  %44 = load i32, ptr %12, align 4
  %45 = load i32, ptr %9, align 4
  %46 = add nsw i32 %45, %44
  store i32 %46, ptr %9, align 4
  %47 = load i32, ptr %11, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [30 x i32], ptr @atan_tab, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4
  %51 = load i32, ptr %10, align 4
  %52 = sub nsw i32 %51, %50
  store i32 %52, ptr %10, align 4
  br label %66

53:                                               ; preds = %31
  %54 = load i32, ptr %13, align 4
  %55 = load i32, ptr %8, align 4
  %56 = add nsw i32 %55, %54
  store i32 %56, ptr %8, align 4
  %57 = load i32, ptr %12, align 4
  %58 = load i32, ptr %9, align 4
  %59 = sub nsw i32 %58, %57
  store i32 %59, ptr %9, align 4
  %60 = load i32, ptr %11, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [30 x i32], ptr @atan_tab, i64 0, i64 %61
  %63 = load i32, ptr %62, align 4
  %64 = load i32, ptr %10, align 4
  %65 = add nsw i32 %64, %63
  store i32 %65, ptr %10, align 4
  br label %66

66:                                               ; preds = %53, %40
  br label %67

67:                                               ; preds = %66
  %68 = load i32, ptr %11, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %11, align 4
  br label %28, !llvm.loop !8

70:                                               ; preds = %28
  %71 = load i32, ptr %7, align 4
  %72 = icmp ne i32 %71, 0
  br i1 %72, label %73, label %76

73:                                               ; preds = %70
  %74 = load i32, ptr %8, align 4
  %75 = sub nsw i32 0, %74
  br label %78

76:                                               ; preds = %70
  %77 = load i32, ptr %8, align 4
  br label %78

78:                                               ; preds = %76, %73
  %79 = phi i32 [ %75, %73 ], [ %77, %76 ]
  %80 = load ptr, ptr %6, align 8
  store i32 %79, ptr %80, align 4
  %81 = load i32, ptr %7, align 4
  %82 = icmp ne i32 %81, 0
  br i1 %82, label %83, label %86

83:                                               ; preds = %78
  %84 = load i32, ptr %9, align 4
  %85 = sub nsw i32 0, %84
  br label %88

86:                                               ; preds = %78
  %87 = load i32, ptr %9, align 4
  br label %88

88:                                               ; preds = %86, %83
  %89 = phi i32 [ %85, %83 ], [ %87, %86 ]
  %90 = load ptr, ptr %5, align 8
  store i32 %89, ptr %90, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @atan2_q(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  %13 = load i32, ptr %5, align 4
  %14 = sext i32 %13 to i64
  store i64 %14, ptr %8, align 8
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  store i64 %16, ptr %9, align 8
  %17 = load i64, ptr %8, align 8
  %18 = icmp slt i64 %17, 0
  br i1 %18, label %19, label %30

19:                                               ; preds = %3
  %20 = load i64, ptr %8, align 8
  %21 = sub nsw i64 0, %20
  store i64 %21, ptr %8, align 8
  %22 = load i64, ptr %9, align 8
  %23 = sub nsw i64 0, %22
  store i64 %23, ptr %9, align 8
  %24 = load i64, ptr %9, align 8
  %25 = icmp sge i64 %24, 0
  %26 = zext i1 %25 to i64
  %27 = select i1 %25, i32 -1686629713, i32 1686629713
  store i32 %27, ptr %7, align 4
  %28 = load i32, ptr %7, align 4
  %29 = sub nsw i32 0, %28
  store i32 %29, ptr %7, align 4
  br label %30

30:                                               ; preds = %19, %3
  store i32 0, ptr %10, align 4
  br label %31

31:                                               ; preds = %72, %30
  %32 = load i32, ptr %10, align 4
  %33 = icmp slt i32 %32, 30
  br i1 %33, label %34, label %75

34:                                               ; preds = %31
  %35 = load i64, ptr %8, align 8
  %36 = load i32, ptr %10, align 4
  %37 = zext i32 %36 to i64
  %38 = ashr i64 %35, %37
  store i64 %38, ptr %11, align 8
  %39 = load i64, ptr %9, align 8
  %40 = load i32, ptr %10, align 4
  %41 = zext i32 %40 to i64
  %42 = ashr i64 %39, %41
  store i64 %42, ptr %12, align 8
  %43 = load i64, ptr %9, align 8
  %44 = icmp sgt i64 %43, 0
  br i1 %44, label %45, label %58

45:                                               ; preds = %34
  %46 = load i64, ptr %12, align 8
  %47 = load i64, ptr %8, align 8
  %48 = add nsw i64 %47, %46
  store i64 %48, ptr %8, align 8
  %49 = load i64, ptr %11, align 8
  %50 = load i64, ptr %9, align 8
  %51 = sub nsw i64 %50, %49
  store i64 %51, ptr %9, align 8
  %52 = load i32, ptr %10, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [30 x i32], ptr @atan_tab, i64 0, i64 %53
  %55 = load i32, ptr %54, align 4
  %56 = load i32, ptr %7, align 4
  %57 = add nsw i32 %56, %55
  store i32 %57, ptr %7, align 4
  br label %71

58:                                               ; preds = %34
  %59 = load i64, ptr %12, align 8
  %60 = load i64, ptr %8, align 8
  %61 = sub nsw i64 %60, %59
  store i64 %61, ptr %8, align 8
  %62 = load i64, ptr %11, align 8
  %63 = load i64, ptr %9, align 8
  %64 = add nsw i64 %63, %62
  store i64 %64, ptr %9, align 8
  %65 = load i32, ptr %10, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [30 x i32], ptr @atan_tab, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4
  %69 = load i32, ptr %7, align 4
  %70 = sub nsw i32 %69, %68
  store i32 %70, ptr %7, align 4
  br label %71

71:                                               ; preds = %58, %45
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %10, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %10, align 4
  br label %31, !llvm.loop !9

75:                                               ; preds = %31
  %76 = load i64, ptr %8, align 8
  %77 = mul nsw i64 %76, 326016437
  %78 = ashr i64 %77, 29
  %79 = load ptr, ptr %6, align 8
  store i64 %78, ptr %79, align 8
  %80 = load i32, ptr %7, align 4
  ret i32 %80
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @isqrt64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  store i64 4611686018427387904, ptr %4, align 8
  br label %5

5:                                                ; preds = %9, %1
  %6 = load i64, ptr %4, align 8
  %7 = load i64, ptr %2, align 8
  %8 = icmp ugt i64 %6, %7
  br i1 %8, label %9, label %12

9:                                                ; preds = %5
  %10 = load i64, ptr %4, align 8
  %11 = lshr i64 %10, 2
  store i64 %11, ptr %4, align 8
  br label %5, !llvm.loop !10

12:                                               ; preds = %5
  br label %13

13:                                               ; preds = %35, %12
  %14 = load i64, ptr %4, align 8
  %15 = icmp ne i64 %14, 0
  br i1 %15, label %16, label %38

16:                                               ; preds = %13
  %17 = load i64, ptr %2, align 8
  %18 = load i64, ptr %3, align 8
  %19 = load i64, ptr %4, align 8
  %20 = add i64 %18, %19
  %21 = icmp uge i64 %17, %20
  br i1 %21, label %22, label %32

22:                                               ; preds = %16
  %23 = load i64, ptr %3, align 8
  %24 = load i64, ptr %4, align 8
  %25 = add i64 %23, %24
  %26 = load i64, ptr %2, align 8
  %27 = sub i64 %26, %25
  store i64 %27, ptr %2, align 8
  %28 = load i64, ptr %3, align 8
  %29 = lshr i64 %28, 1
  %30 = load i64, ptr %4, align 8
  %31 = add i64 %29, %30
  store i64 %31, ptr %3, align 8
  br label %35

32:                                               ; preds = %16
  %33 = load i64, ptr %3, align 8
  %34 = lshr i64 %33, 1
  store i64 %34, ptr %3, align 8
  br label %35

35:                                               ; preds = %32, %22
  %36 = load i64, ptr %4, align 8
  %37 = lshr i64 %36, 2
  store i64 %37, ptr %4, align 8
  br label %13, !llvm.loop !11

38:                                               ; preds = %13
  %39 = load i64, ptr %3, align 8
  %40 = trunc i64 %39 to i32
  ret i32 %40
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
