; ModuleID = 'programs/bit_interleave_codes.c'
source_filename = "programs/bit_interleave_codes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"morton bad=%d h=%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%u:%u \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"gray bad=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%3u\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"hilbert checksum %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i32 1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %54, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 5000
  br i1 %17, label %18, label %57

18:                                               ; preds = %15
  %19 = load i32, ptr %4, align 4
  %20 = mul i32 %19, 1664525
  %21 = add i32 %20, 1013904223
  store i32 %21, ptr %4, align 4
  %22 = load i32, ptr %4, align 4
  store i32 %22, ptr %6, align 4
  %23 = load i32, ptr %4, align 4
  %24 = mul i32 %23, -1640531535
  store i32 %24, ptr %7, align 4
  %25 = load i32, ptr %6, align 4
  %26 = call i64 @spread(i32 noundef %25)
  %27 = load i32, ptr %7, align 4
  %28 = call i64 @spread(i32 noundef %27)
  %29 = shl i64 %28, 1
  %30 = or i64 %26, %29
  store i64 %30, ptr %8, align 8
  %31 = load i64, ptr %8, align 8
  %32 = load i32, ptr %6, align 4
  %33 = load i32, ptr %7, align 4
  %34 = call i64 @morton_loop(i32 noundef %32, i32 noundef %33)
  %35 = icmp ne i64 %31, %34
  br i1 %35, label %47, label %36

36:                                               ; preds = %18
  %37 = load i64, ptr %8, align 8
  %38 = call i32 @compact(i64 noundef %37)
  %39 = load i32, ptr %6, align 4
  %40 = icmp ne i32 %38, %39
  br i1 %40, label %47, label %41

41:                                               ; preds = %36
  %42 = load i64, ptr %8, align 8
  %43 = lshr i64 %42, 1
  %44 = call i32 @compact(i64 noundef %43)
  %45 = load i32, ptr %7, align 4
  %46 = icmp ne i32 %44, %45
  br i1 %46, label %47, label %50

47:                                               ; preds = %41, %36, %18
  %48 = load i32, ptr %2, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %2, align 4
  br label %50

50:                                               ; preds = %47, %41
  %51 = load i64, ptr %8, align 8
  %52 = load i64, ptr %3, align 8
  %53 = xor i64 %52, %51
  store i64 %53, ptr %3, align 8
  br label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %5, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %5, align 4
  br label %15, !llvm.loop !6

57:                                               ; preds = %15
  %58 = load i32, ptr %2, align 4
  %59 = load i64, ptr %3, align 8
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %58, i64 noundef %59)
  store i32 0, ptr %9, align 4
  br label %61

61:                                               ; preds = %69, %57
  %62 = load i32, ptr %9, align 4
  %63 = icmp ult i32 %62, 16
  br i1 %63, label %64, label %72

64:                                               ; preds = %61
  %65 = load i32, ptr %9, align 4
  %66 = load i32, ptr %9, align 4
  %67 = call i32 @gray(i32 noundef %66)
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %65, i32 noundef %67)
  br label %69

69:                                               ; preds = %64
  %70 = load i32, ptr %9, align 4
  %71 = add i32 %70, 1
  store i32 %71, ptr %9, align 4
  br label %61, !llvm.loop !8

72:                                               ; preds = %61
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %10, align 4
  br label %74

74:                                               ; preds = %96, %72
  %75 = load i32, ptr %10, align 4
  %76 = icmp ult i32 %75, 100000
  br i1 %76, label %77, label %99

77:                                               ; preds = %74
  %78 = load i32, ptr %10, align 4
  %79 = call i32 @gray(i32 noundef %78)
  %80 = call i32 @ungray(i32 noundef %79)
  %81 = load i32, ptr %10, align 4
  %82 = icmp ne i32 %80, %81
  br i1 %82, label %92, label %83

83:                                               ; preds = %77
  %84 = load i32, ptr %10, align 4
  %85 = call i32 @gray(i32 noundef %84)
  %86 = load i32, ptr %10, align 4
  %87 = add i32 %86, 1
  %88 = call i32 @gray(i32 noundef %87)
  %89 = xor i32 %85, %88
  %90 = call i32 @llvm.ctpop.i32(i32 %89)
  %91 = icmp ne i32 %90, 1
  br i1 %91, label %92, label %95

92:                                               ; preds = %83, %77
  %93 = load i32, ptr %2, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %2, align 4
  br label %95

95:                                               ; preds = %92, %83
  br label %96

96:                                               ; preds = %95
  %97 = load i32, ptr %10, align 4
  %98 = add i32 %97, 1
  store i32 %98, ptr %10, align 4
  br label %74, !llvm.loop !9

99:                                               ; preds = %74
  %100 = load i32, ptr %2, align 4
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %100)
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %102

102:                                              ; preds = %129, %99
  %103 = load i32, ptr %12, align 4
  %104 = icmp ult i32 %103, 8
  br i1 %104, label %105, label %132

105:                                              ; preds = %102
  store i32 0, ptr %13, align 4
  br label %106

106:                                              ; preds = %124, %105
  %107 = load i32, ptr %13, align 4
  %108 = icmp ult i32 %107, 8
  br i1 %108, label %109, label %127

109:                                              ; preds = %106
  %110 = load i32, ptr %13, align 4
  %111 = load i32, ptr %12, align 4
  %112 = call i32 @hilbert_d(i32 noundef 8, i32 noundef %110, i32 noundef %111)
  store i32 %112, ptr %14, align 4
  %113 = load i32, ptr %14, align 4
  %114 = load i32, ptr %13, align 4
  %115 = add i32 %114, 1
  %116 = mul i32 %113, %115
  %117 = load i32, ptr %12, align 4
  %118 = add i32 %117, 1
  %119 = mul i32 %116, %118
  %120 = load i32, ptr %11, align 4
  %121 = add i32 %120, %119
  store i32 %121, ptr %11, align 4
  %122 = load i32, ptr %14, align 4
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %122)
  br label %124

124:                                              ; preds = %109
  %125 = load i32, ptr %13, align 4
  %126 = add i32 %125, 1
  store i32 %126, ptr %13, align 4
  br label %106, !llvm.loop !10

127:                                              ; preds = %106
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  br label %129

129:                                              ; preds = %127
  %130 = load i32, ptr %12, align 4
  %131 = add i32 %130, 1
  store i32 %131, ptr %12, align 4
  br label %102, !llvm.loop !11

132:                                              ; preds = %102
  %133 = load i32, ptr %11, align 4
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %133)
  %135 = load i32, ptr %2, align 4
  ret i32 %135
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @spread(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = zext i32 %4 to i64
  store i64 %5, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  %7 = load i64, ptr %3, align 8
  %8 = shl i64 %7, 16
  %9 = or i64 %6, %8
  %10 = and i64 %9, 281470681808895
  store i64 %10, ptr %3, align 8
  %11 = load i64, ptr %3, align 8
  %12 = load i64, ptr %3, align 8
  %13 = shl i64 %12, 8
  %14 = or i64 %11, %13
  %15 = and i64 %14, 71777214294589695
  store i64 %15, ptr %3, align 8
  %16 = load i64, ptr %3, align 8
  %17 = load i64, ptr %3, align 8
  %18 = shl i64 %17, 4
  %19 = or i64 %16, %18
  %20 = and i64 %19, 1085102592571150095
  store i64 %20, ptr %3, align 8
  %21 = load i64, ptr %3, align 8
  %22 = load i64, ptr %3, align 8
  %23 = shl i64 %22, 2
  %24 = or i64 %21, %23
  %25 = and i64 %24, 3689348814741910323
  store i64 %25, ptr %3, align 8
  %26 = load i64, ptr %3, align 8
  %27 = load i64, ptr %3, align 8
  %28 = shl i64 %27, 1
  %29 = or i64 %26, %28
  %30 = and i64 %29, 6148914691236517205
  store i64 %30, ptr %3, align 8
  %31 = load i64, ptr %3, align 8
  ret i64 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @morton_loop(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %33, %2
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 32
  br i1 %9, label %10, label %36

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = load i32, ptr %6, align 4
  %13 = lshr i32 %11, %12
  %14 = and i32 %13, 1
  %15 = zext i32 %14 to i64
  %16 = load i32, ptr %6, align 4
  %17 = mul nsw i32 2, %16
  %18 = zext i32 %17 to i64
  %19 = shl i64 %15, %18
  %20 = load i32, ptr %4, align 4
  %21 = load i32, ptr %6, align 4
  %22 = lshr i32 %20, %21
  %23 = and i32 %22, 1
  %24 = zext i32 %23 to i64
  %25 = load i32, ptr %6, align 4
  %26 = mul nsw i32 2, %25
  %27 = add nsw i32 %26, 1
  %28 = zext i32 %27 to i64
  %29 = shl i64 %24, %28
  %30 = or i64 %19, %29
  %31 = load i64, ptr %5, align 8
  %32 = or i64 %31, %30
  store i64 %32, ptr %5, align 8
  br label %33

33:                                               ; preds = %10
  %34 = load i32, ptr %6, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %6, align 4
  br label %7, !llvm.loop !12

36:                                               ; preds = %7
  %37 = load i64, ptr %5, align 8
  ret i64 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @compact(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = and i64 %3, 6148914691236517205
  store i64 %4, ptr %2, align 8
  %5 = load i64, ptr %2, align 8
  %6 = load i64, ptr %2, align 8
  %7 = lshr i64 %6, 1
  %8 = or i64 %5, %7
  %9 = and i64 %8, 3689348814741910323
  store i64 %9, ptr %2, align 8
  %10 = load i64, ptr %2, align 8
  %11 = load i64, ptr %2, align 8
  %12 = lshr i64 %11, 2
  %13 = or i64 %10, %12
  %14 = and i64 %13, 1085102592571150095
  store i64 %14, ptr %2, align 8
  %15 = load i64, ptr %2, align 8
  %16 = load i64, ptr %2, align 8
  %17 = lshr i64 %16, 4
  %18 = or i64 %15, %17
  %19 = and i64 %18, 71777214294589695
  store i64 %19, ptr %2, align 8
  %20 = load i64, ptr %2, align 8
  %21 = load i64, ptr %2, align 8
  %22 = lshr i64 %21, 8
  %23 = or i64 %20, %22
  %24 = and i64 %23, 281470681808895
  store i64 %24, ptr %2, align 8
  %25 = load i64, ptr %2, align 8
  %26 = load i64, ptr %2, align 8
  %27 = lshr i64 %26, 16
  %28 = or i64 %25, %27
  %29 = and i64 %28, 4294967295
  store i64 %29, ptr %2, align 8
  %30 = load i64, ptr %2, align 8
  %31 = trunc i64 %30 to i32
  ret i32 %31
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gray(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = lshr i32 %4, 1
  %6 = xor i32 %3, %5
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ungray(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = lshr i32 %3, 16
  %5 = load i32, ptr %2, align 4
  %6 = xor i32 %5, %4
  store i32 %6, ptr %2, align 4
  %7 = load i32, ptr %2, align 4
  %8 = lshr i32 %7, 8
  %9 = load i32, ptr %2, align 4
  %10 = xor i32 %9, %8
  store i32 %10, ptr %2, align 4
  %11 = load i32, ptr %2, align 4
  %12 = lshr i32 %11, 4
  %13 = load i32, ptr %2, align 4
  %14 = xor i32 %13, %12
  store i32 %14, ptr %2, align 4
  %15 = load i32, ptr %2, align 4
  %16 = lshr i32 %15, 2
  %17 = load i32, ptr %2, align 4
  %18 = xor i32 %17, %16
  store i32 %18, ptr %2, align 4
  %19 = load i32, ptr %2, align 4
  %20 = lshr i32 %19, 1
  %21 = load i32, ptr %2, align 4
  %22 = xor i32 %21, %20
  store i32 %22, ptr %2, align 4
  %23 = load i32, ptr %2, align 4
  ret i32 %23
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hilbert_d(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  %12 = load i32, ptr %4, align 4
  %13 = udiv i32 %12, 2
  store i32 %13, ptr %8, align 4
  br label %14

14:                                               ; preds = %57, %3
  %15 = load i32, ptr %8, align 4
  %16 = icmp ugt i32 %15, 0
  br i1 %16, label %17, label %60

17:                                               ; preds = %14
  %18 = load i32, ptr %5, align 4
  %19 = load i32, ptr %8, align 4
  %20 = and i32 %18, %19
  %21 = icmp ugt i32 %20, 0
  %22 = zext i1 %21 to i32
  store i32 %22, ptr %9, align 4
  %23 = load i32, ptr %6, align 4
  %24 = load i32, ptr %8, align 4
  %25 = and i32 %23, %24
  %26 = icmp ugt i32 %25, 0
  %27 = zext i1 %26 to i32
  store i32 %27, ptr %10, align 4
  %28 = load i32, ptr %8, align 4
  %29 = load i32, ptr %8, align 4
  %30 = mul i32 %28, %29
  %31 = load i32, ptr %9, align 4
  %32 = mul i32 3, %31
  %33 = load i32, ptr %10, align 4
  %34 = xor i32 %32, %33
  %35 = mul i32 %30, %34
  %36 = load i32, ptr %7, align 4
  %37 = add i32 %36, %35
  store i32 %37, ptr %7, align 4
  %38 = load i32, ptr %10, align 4
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %56

40:                                               ; preds = %17
  %41 = load i32, ptr %9, align 4
  %42 = icmp eq i32 %41, 1
  br i1 %42, label %43, label %52

43:                                               ; preds = %40
  %44 = load i32, ptr %8, align 4
  %45 = sub i32 %44, 1
  %46 = load i32, ptr %5, align 4
  %47 = sub i32 %45, %46
  store i32 %47, ptr %5, align 4
  %48 = load i32, ptr %8, align 4
  %49 = sub i32 %48, 1
  %50 = load i32, ptr %6, align 4
  %51 = sub i32 %49, %50
  store i32 %51, ptr %6, align 4
  br label %52

52:                                               ; preds = %43, %40
  %53 = load i32, ptr %5, align 4
  store i32 %53, ptr %11, align 4
  %54 = load i32, ptr %6, align 4
  store i32 %54, ptr %5, align 4
  %55 = load i32, ptr %11, align 4
  store i32 %55, ptr %6, align 4
  br label %56

56:                                               ; preds = %52, %17
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %8, align 4
  %59 = udiv i32 %58, 2
  store i32 %59, ptr %8, align 4
  br label %14, !llvm.loop !13

60:                                               ; preds = %14
  %61 = load i32, ptr %7, align 4
  ret i32 %61
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!13 = distinct !{!13, !7}
