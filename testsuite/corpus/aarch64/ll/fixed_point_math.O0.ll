; ModuleID = 'programs/fixed_point_math.c'
source_filename = "programs/fixed_point_math.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [44 x i8] c"mul %.5f div %.5f sqrt2 %.5f sqrt(10) %.5f\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"deg %3d sin %.4f cos %.4f\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"q31 0.5^2 = %lld (%.6f)\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"total=%d\0A\00", align 1
@cordic_tab = internal constant [16 x i32] [i32 51472, i32 30386, i32 16055, i32 8150, i32 4091, i32 2047, i32 1024, i32 512, i32 256, i32 128, i32 64, i32 32, i32 16, i32 8, i32 4, i32 2], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i32 212992, ptr %2, align 4
  store i32 -98304, ptr %3, align 4
  %19 = load i32, ptr %2, align 4
  %20 = load i32, ptr %3, align 4
  %21 = call i32 @qmul(i32 noundef %19, i32 noundef %20)
  %22 = call double @tod(i32 noundef %21)
  %23 = load i32, ptr %2, align 4
  %24 = load i32, ptr %3, align 4
  %25 = call i32 @qdiv(i32 noundef %23, i32 noundef %24)
  %26 = call double @tod(i32 noundef %25)
  %27 = call i32 @qsqrt(i32 noundef 131072)
  %28 = call double @tod(i32 noundef %27)
  %29 = call i32 @qsqrt(i32 noundef 655360)
  %30 = call double @tod(i32 noundef %29)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %22, double noundef %26, double noundef %28, double noundef %30)
  store i32 -90, ptr %4, align 4
  br label %32

32:                                               ; preds = %47, %0
  %33 = load i32, ptr %4, align 4
  %34 = icmp sle i32 %33, 90
  br i1 %34, label %35, label %50

35:                                               ; preds = %32
  %36 = load i32, ptr %4, align 4
  %37 = sext i32 %36 to i64
  %38 = mul nsw i64 %37, 205887
  %39 = sdiv i64 %38, 180
  %40 = trunc i64 %39 to i32
  call void @cordic(i32 noundef %40, ptr noundef %5, ptr noundef %6)
  %41 = load i32, ptr %4, align 4
  %42 = load i32, ptr %5, align 4
  %43 = call double @tod(i32 noundef %42)
  %44 = load i32, ptr %6, align 4
  %45 = call double @tod(i32 noundef %44)
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %41, double noundef %43, double noundef %45)
  br label %47

47:                                               ; preds = %35
  %48 = load i32, ptr %4, align 4
  %49 = add nsw i32 %48, 30
  store i32 %49, ptr %4, align 4
  br label %32, !llvm.loop !6

50:                                               ; preds = %32
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %51

51:                                               ; preds = %111, %50
  %52 = load i32, ptr %8, align 4
  %53 = icmp slt i32 %52, 24
  br i1 %53, label %54, label %114

54:                                               ; preds = %51
  store i32 0, ptr %9, align 4
  br label %55

55:                                               ; preds = %106, %54
  %56 = load i32, ptr %9, align 4
  %57 = icmp slt i32 %56, 64
  br i1 %57, label %58, label %109

58:                                               ; preds = %55
  %59 = load i32, ptr %9, align 4
  %60 = mul nsw i32 %59, 3276
  %61 = add nsw i32 -144179, %60
  store i32 %61, ptr %10, align 4
  %62 = load i32, ptr %8, align 4
  %63 = mul nsw i32 %62, 6553
  %64 = add nsw i32 -78643, %63
  store i32 %64, ptr %11, align 4
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %65

65:                                               ; preds = %80, %58
  %66 = load i32, ptr %14, align 4
  %67 = icmp slt i32 %66, 64
  br i1 %67, label %68, label %94

68:                                               ; preds = %65
  %69 = load i32, ptr %12, align 4
  %70 = load i32, ptr %12, align 4
  %71 = call i32 @qmul(i32 noundef %69, i32 noundef %70)
  store i32 %71, ptr %15, align 4
  %72 = load i32, ptr %13, align 4
  %73 = load i32, ptr %13, align 4
  %74 = call i32 @qmul(i32 noundef %72, i32 noundef %73)
  store i32 %74, ptr %16, align 4
  %75 = load i32, ptr %15, align 4
  %76 = load i32, ptr %16, align 4
  %77 = add nsw i32 %75, %76
  %78 = icmp sgt i32 %77, 262144
  br i1 %78, label %79, label %80

79:                                               ; preds = %68
  br label %94

80:                                               ; preds = %68
  %81 = load i32, ptr %12, align 4
  %82 = load i32, ptr %13, align 4
  %83 = call i32 @qmul(i32 noundef %81, i32 noundef %82)
  %84 = mul nsw i32 2, %83
  %85 = load i32, ptr %11, align 4
  %86 = add nsw i32 %84, %85
  store i32 %86, ptr %13, align 4
  %87 = load i32, ptr %15, align 4
  %88 = load i32, ptr %16, align 4
  %89 = sub nsw i32 %87, %88
  %90 = load i32, ptr %10, align 4
  %91 = add nsw i32 %89, %90
  store i32 %91, ptr %12, align 4
  %92 = load i32, ptr %14, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %14, align 4
  br label %65, !llvm.loop !8

94:                                               ; preds = %79, %65
  %95 = load i32, ptr %14, align 4
  %96 = load i32, ptr %7, align 4
  %97 = add nsw i32 %96, %95
  store i32 %97, ptr %7, align 4
  %98 = load i32, ptr %14, align 4
  %99 = mul nsw i32 %98, 9
  %100 = sdiv i32 %99, 64
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [11 x i8], ptr @.str.2, i64 0, i64 %101
  %103 = load i8, ptr %102, align 1
  %104 = zext i8 %103 to i32
  %105 = call i32 @putchar(i32 noundef %104)
  br label %106

106:                                              ; preds = %94
  %107 = load i32, ptr %9, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %9, align 4
  br label %55, !llvm.loop !9

109:                                              ; preds = %55
  %110 = call i32 @putchar(i32 noundef 10)
  br label %111

111:                                              ; preds = %109
  %112 = load i32, ptr %8, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %8, align 4
  br label %51, !llvm.loop !10

114:                                              ; preds = %51
  store i32 1073741824, ptr %17, align 4
  %115 = load i32, ptr %17, align 4
  %116 = sext i32 %115 to i64
  %117 = load i32, ptr %17, align 4
  %118 = sext i32 %117 to i64
  %119 = mul nsw i64 %116, %118
  %120 = ashr i64 %119, 31
  store i64 %120, ptr %18, align 8
  %121 = load i64, ptr %18, align 8
  %122 = load i64, ptr %18, align 8
  %123 = sitofp i64 %122 to double
  %124 = fdiv double %123, 0x41E0000000000000
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %121, double noundef %124)
  %126 = load i32, ptr %7, align 4
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %126)
  %128 = load i32, ptr %7, align 4
  %129 = srem i32 %128, 256
  ret i32 %129
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tod(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sitofp i32 %3 to double
  %5 = fdiv double %4, 6.553600e+04
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @qmul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = sext i32 %5 to i64
  %7 = load i32, ptr %4, align 4
  %8 = sext i32 %7 to i64
  %9 = mul nsw i64 %6, %8
  %10 = add nsw i64 %9, 32768
  %11 = ashr i64 %10, 16
  %12 = trunc i64 %11 to i32
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @qdiv(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = sext i32 %5 to i64
  %7 = mul nsw i64 %6, 65536
  %8 = load i32, ptr %4, align 4
  %9 = sext i32 %8 to i64
  %10 = sdiv i64 %7, %9
  %11 = trunc i64 %10 to i32
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @qsqrt(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  %7 = icmp sle i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %33

9:                                                ; preds = %1
  %10 = load i32, ptr %3, align 4
  %11 = icmp sgt i32 %10, 65536
  br i1 %11, label %12, label %15

12:                                               ; preds = %9
  %13 = load i32, ptr %3, align 4
  %14 = sdiv i32 %13, 2
  br label %16

15:                                               ; preds = %9
  br label %16

16:                                               ; preds = %15, %12
  %17 = phi i32 [ %14, %12 ], [ 65536, %15 ]
  store i32 %17, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %18

18:                                               ; preds = %28, %16
  %19 = load i32, ptr %5, align 4
  %20 = icmp slt i32 %19, 30
  br i1 %20, label %21, label %31

21:                                               ; preds = %18
  %22 = load i32, ptr %4, align 4
  %23 = load i32, ptr %3, align 4
  %24 = load i32, ptr %4, align 4
  %25 = call i32 @qdiv(i32 noundef %23, i32 noundef %24)
  %26 = add nsw i32 %22, %25
  %27 = sdiv i32 %26, 2
  store i32 %27, ptr %4, align 4
  br label %28

28:                                               ; preds = %21
  %29 = load i32, ptr %5, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %5, align 4
  br label %18, !llvm.loop !11

31:                                               ; preds = %18
  %32 = load i32, ptr %4, align 4
  store i32 %32, ptr %2, align 4
  br label %33

33:                                               ; preds = %31, %8
  %34 = load i32, ptr %2, align 4
  ret i32 %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cordic(i32 noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 39797, ptr %7, align 4
  store i32 0, ptr %8, align 4
  %13 = load i32, ptr %4, align 4
  store i32 %13, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %14

14:                                               ; preds = %53, %3
  %15 = load i32, ptr %10, align 4
  %16 = icmp slt i32 %15, 16
  br i1 %16, label %17, label %56

17:                                               ; preds = %14
  %18 = load i32, ptr %8, align 4
  %19 = load i32, ptr %10, align 4
  %20 = ashr i32 %18, %19
  store i32 %20, ptr %11, align 4
  %21 = load i32, ptr %7, align 4
  %22 = load i32, ptr %10, align 4
  %23 = ashr i32 %21, %22
  store i32 %23, ptr %12, align 4
  %24 = load i32, ptr %9, align 4
  %25 = icmp sge i32 %24, 0
  br i1 %25, label %26, label %39

26:                                               ; preds = %17
  %27 = load i32, ptr %11, align 4
  %28 = load i32, ptr %7, align 4
  %29 = sub nsw i32 %28, %27
  store i32 %29, ptr %7, align 4
  %30 = load i32, ptr %12, align 4
  %31 = load i32, ptr %8, align 4
  %32 = add nsw i32 %31, %30
  store i32 %32, ptr %8, align 4
  %33 = load i32, ptr %10, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [16 x i32], ptr @cordic_tab, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = load i32, ptr %9, align 4
  %38 = sub nsw i32 %37, %36
  store i32 %38, ptr %9, align 4
  br label %52

39:                                               ; preds = %17
  %40 = load i32, ptr %11, align 4
  %41 = load i32, ptr %7, align 4
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr %7, align 4
  %43 = load i32, ptr %12, align 4
  %44 = load i32, ptr %8, align 4
  %45 = sub nsw i32 %44, %43
  store i32 %45, ptr %8, align 4
  %46 = load i32, ptr %10, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [16 x i32], ptr @cordic_tab, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = load i32, ptr %9, align 4
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr %9, align 4
  br label %52

52:                                               ; preds = %39, %26
  br label %53

53:                                               ; preds = %52
  %54 = load i32, ptr %10, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %10, align 4
  br label %14, !llvm.loop !12

56:                                               ; preds = %14
  %57 = load i32, ptr %7, align 4
  %58 = load ptr, ptr %6, align 8
  store i32 %57, ptr %58, align 4
  %59 = load i32, ptr %8, align 4
  %60 = load ptr, ptr %5, align 8
  store i32 %59, ptr %60, align 4
  ret void
}

declare i32 @putchar(i32 noundef) #1

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
!12 = distinct !{!12, !7}
