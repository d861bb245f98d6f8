; ModuleID = 'programs/u64_double_exact.c'
source_filename = "programs/u64_double_exact.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"mismatch %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"p=%2d u2d(2^p-1)=%.17g u2f=%.9g\0A\00", align 1
@__const.main.specials = private unnamed_addr constant [12 x i64] [i64 0, i64 1, i64 9223372036854775807, i64 -9223372036854775808, i64 -9223372036854775807, i64 -2048, i64 -1025, i64 -1024, i64 -1, i64 9007199254740993, i64 9007199254740995, i64 9223372036854775295], align 8
@.str.2 = private unnamed_addr constant [20 x i8] c"%20llu -> %a ref=%d\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c" back=%llu\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"i64 %lld -> %a\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c" back=%lld\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"u32: %.1f %u %u\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"d2u big %llu\0A\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"bad=%d h=%016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca double, align 8
  %8 = alloca i64, align 8
  %9 = alloca float, align 4
  %10 = alloca [12 x i64], align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca [7 x i64], align 8
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %17

17:                                               ; preds = %79, %0
  %18 = load i32, ptr %4, align 4
  %19 = icmp slt i32 %18, 64
  br i1 %19, label %20, label %82

20:                                               ; preds = %17
  store i64 -3, ptr %5, align 8
  br label %21

21:                                               ; preds = %62, %20
  %22 = load i64, ptr %5, align 8
  %23 = icmp sle i64 %22, 3
  br i1 %23, label %24, label %65

24:                                               ; preds = %21
  %25 = load i32, ptr %4, align 4
  %26 = zext i32 %25 to i64
  %27 = shl i64 1, %26
  %28 = load i64, ptr %5, align 8
  %29 = add i64 %27, %28
  store i64 %29, ptr %6, align 8
  %30 = load i64, ptr %6, align 8
  %31 = call double @u2d(i64 noundef %30)
  store double %31, ptr %7, align 8
  %32 = load double, ptr %7, align 8
  %33 = load i64, ptr %6, align 8
  %34 = call double @ref_u2d(i64 noundef %33)
  %35 = fcmp une double %32, %34
  br i1 %35, label %36, label %41

36:                                               ; preds = %24
  %37 = load i32, ptr %2, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %2, align 4
  %39 = load i64, ptr %6, align 8
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %39)
  br label %41

41:                                               ; preds = %36, %24
  %42 = load double, ptr %7, align 8
  %43 = fcmp olt double %42, 0x43F0000000000000
  br i1 %43, label %44, label %51

44:                                               ; preds = %41
  %45 = load double, ptr %7, align 8
  %46 = call i64 @d2u(double noundef %45)
  store i64 %46, ptr %8, align 8
  %47 = load i64, ptr %3, align 8
  %48 = mul i64 %47, 3
  %49 = load i64, ptr %8, align 8
  %50 = add i64 %48, %49
  store i64 %50, ptr %3, align 8
  br label %51

51:                                               ; preds = %44, %41
  %52 = load i64, ptr %6, align 8
  %53 = call float @u2f(i64 noundef %52)
  store float %53, ptr %9, align 4
  %54 = load float, ptr %9, align 4
  %55 = fcmp olt float %54, 0x43F0000000000000
  br i1 %55, label %56, label %61

56:                                               ; preds = %51
  %57 = load float, ptr %9, align 4
  %58 = call i64 @f2u(float noundef %57)
  %59 = load i64, ptr %3, align 8
  %60 = add i64 %59, %58
  store i64 %60, ptr %3, align 8
  br label %61

61:                                               ; preds = %56, %51
  br label %62

62:                                               ; preds = %61
  %63 = load i64, ptr %5, align 8
  %64 = add nsw i64 %63, 1
  store i64 %64, ptr %5, align 8
  br label %21, !llvm.loop !6

65:                                               ; preds = %21
  %66 = load i32, ptr %4, align 4
  %67 = load i32, ptr %4, align 4
  %68 = zext i32 %67 to i64
  %69 = shl i64 1, %68
  %70 = sub i64 %69, 1
  %71 = call double @u2d(i64 noundef %70)
  %72 = load i32, ptr %4, align 4
  %73 = zext i32 %72 to i64
  %74 = shl i64 1, %73
  %75 = sub i64 %74, 1
  %76 = call float @u2f(i64 noundef %75)
  %77 = fpext float %76 to double
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %66, double noundef %71, double noundef %77)
  br label %79

79:                                               ; preds = %65
  %80 = load i32, ptr %4, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %4, align 4
  br label %17, !llvm.loop !8

82:                                               ; preds = %17
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @__const.main.specials, i64 96, i1 false)
  store i32 0, ptr %11, align 4
  br label %83

83:                                               ; preds = %114, %82
  %84 = load i32, ptr %11, align 4
  %85 = icmp slt i32 %84, 12
  br i1 %85, label %86, label %117

86:                                               ; preds = %83
  %87 = load i32, ptr %11, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [12 x i64], ptr %10, i64 0, i64 %88
  %90 = load i64, ptr %89, align 8
  %91 = call double @u2d(i64 noundef %90)
  store double %91, ptr %12, align 8
  %92 = load i32, ptr %11, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [12 x i64], ptr %10, i64 0, i64 %93
  %95 = load i64, ptr %94, align 8
  %96 = load double, ptr %12, align 8
  %97 = load double, ptr %12, align 8
  %98 = load i32, ptr %11, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [12 x i64], ptr %10, i64 0, i64 %99
  %101 = load i64, ptr %100, align 8
  %102 = call double @ref_u2d(i64 noundef %101)
  %103 = fcmp oeq double %97, %102
  %104 = zext i1 %103 to i32
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %95, double noundef %96, i32 noundef %104)
  %106 = load double, ptr %12, align 8
  %107 = fcmp olt double %106, 0x43F0000000000000
  br i1 %107, label %108, label %112

108:                                              ; preds = %86
  %109 = load double, ptr %12, align 8
  %110 = call i64 @d2u(double noundef %109)
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %110)
  br label %112

112:                                              ; preds = %108, %86
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  br label %114

114:                                              ; preds = %112
  %115 = load i32, ptr %11, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %11, align 4
  br label %83, !llvm.loop !9

117:                                              ; preds = %83
  call void @llvm.memset.p0.i64(ptr align 8 %13, i8 0, i64 56, i1 false)
  %118 = getelementptr inbounds [7 x i64], ptr %13, i32 0, i32 0
  store i64 -9223372036854775808, ptr %118, align 8
  %119 = getelementptr inbounds [7 x i64], ptr %13, i32 0, i32 1
  store i64 -9223372036854775807, ptr %119, align 8
  %120 = getelementptr inbounds [7 x i64], ptr %13, i32 0, i32 2
  store i64 -9007199254740993, ptr %120, align 8
  %121 = getelementptr inbounds [7 x i64], ptr %13, i32 0, i32 3
  store i64 -1, ptr %121, align 8
  %122 = getelementptr inbounds [7 x i64], ptr %13, i32 0, i32 5
  store i64 9007199254740993, ptr %122, align 8
  %123 = getelementptr inbounds [7 x i64], ptr %13, i32 0, i32 6
  store i64 9223372036854775807, ptr %123, align 8
  store i32 0, ptr %14, align 4
  br label %124

124:                                              ; preds = %147, %117
  %125 = load i32, ptr %14, align 4
  %126 = icmp slt i32 %125, 7
  br i1 %126, label %127, label %150

127:                                              ; preds = %124
  %128 = load i32, ptr %14, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [7 x i64], ptr %13, i64 0, i64 %129
  %131 = load i64, ptr %130, align 8
  %132 = call double @i2d(i64 noundef %131)
  store double %132, ptr %15, align 8
  %133 = load i32, ptr %14, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [7 x i64], ptr %13, i64 0, i64 %134
  %136 = load i64, ptr %135, align 8
  %137 = load double, ptr %15, align 8
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %136, double noundef %137)
  %139 = load double, ptr %15, align 8
  %140 = fcmp olt double %139, 0x43E0000000000000
  br i1 %140, label %141, label %145

141:                                              ; preds = %127
  %142 = load double, ptr %15, align 8
  %143 = call i64 @d2i(double noundef %142)
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %143)
  br label %145

145:                                              ; preds = %141, %127
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  br label %147

147:                                              ; preds = %145
  %148 = load i32, ptr %14, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %14, align 4
  br label %124, !llvm.loop !10

150:                                              ; preds = %124
  %151 = call double @u32_2d(i32 noundef -1)
  %152 = call i32 @d2u32(double noundef 0x41EFFFFFFFE00000)
  %153 = call i32 @d2u32(double noundef 0x41E0000000100000)
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %151, i32 noundef %152, i32 noundef %153)
  store double 0x43EFFFFFFFFFFFFF, ptr %16, align 8
  %155 = load double, ptr %16, align 8
  %156 = call i64 @d2u(double noundef %155)
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %156)
  %158 = load i32, ptr %2, align 4
  %159 = load i64, ptr %3, align 8
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %158, i64 noundef %159)
  %161 = load i32, ptr %2, align 4
  ret i32 %161
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u2d(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = uitofp i64 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ref_u2d(i64 noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %10 = load i64, ptr %3, align 8
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %1
  store double 0.000000e+00, ptr %2, align 8
  br label %61

13:                                               ; preds = %1
  %14 = load i64, ptr %3, align 8
  %15 = call i64 @llvm.ctlz.i64(i64 %14, i1 false)
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %4, align 4
  %17 = load i32, ptr %4, align 4
  %18 = sub nsw i32 64, %17
  store i32 %18, ptr %5, align 4
  %19 = load i32, ptr %5, align 4
  %20 = icmp sle i32 %19, 53
  br i1 %20, label %21, label %25

21:                                               ; preds = %13
  %22 = load i64, ptr %3, align 8
  %23 = sitofp i64 %22 to double
  %24 = call double @ldexp(double noundef %23, i32 noundef 0) #6
  store double %24, ptr %2, align 8
  br label %61

25:                                               ; preds = %13
  %26 = load i32, ptr %5, align 4
  %27 = sub nsw i32 %26, 53
  store i32 %27, ptr %6, align 4
  %28 = load i64, ptr %3, align 8
  %29 = load i32, ptr %6, align 4
  %30 = zext i32 %29 to i64
  %31 = lshr i64 %28, %30
  store i64 %31, ptr %7, align 8
  %32 = load i64, ptr %3, align 8
  %33 = load i32, ptr %6, align 4
  %34 = zext i32 %33 to i64
  %35 = shl i64 1, %34
  %36 = sub i64 %35, 1
  %37 = and i64 %32, %36
  store i64 %37, ptr %8, align 8
  %38 = load i32, ptr %6, align 4
  %39 = sub nsw i32 %38, 1
  %40 = zext i32 %39 to i64
  %41 = shl i64 1, %40
  store i64 %41, ptr %9, align 8
  %42 = load i64, ptr %8, align 8
  %43 = load i64, ptr %9, align 8
  %44 = icmp ugt i64 %42, %43
  br i1 %44, label %53, label %45

45:                                               ; preds = %25
  %46 = load i64, ptr %8, align 8
  %47 = load i64, ptr %9, align 8
  %48 = icmp eq i64 %46, %47
  br i1 %48, label %49, label %56

49:                                               ; preds = %45
  %50 = load i64, ptr %7, align 8
  %51 = and i64 %50, 1
  %52 = icmp ne i64 %51, 0
  br i1 %52, label %53, label %56

53:                                               ; preds = %49, %25
  %54 = load i64, ptr %7, align 8
  %55 = add i64 %54, 1
  store i64 %55, ptr %7, align 8
  br label %56

56:                                               ; preds = %53, %49, %45
  %57 = load i64, ptr %7, align 8
  %58 = sitofp i64 %57 to double
  %59 = load i32, ptr %6, align 4
  %60 = call double @ldexp(double noundef %58, i32 noundef %59) #6
  store double %60, ptr %2, align 8
  br label %61

61:                                               ; preds = %56, %21, %12
  %62 = load double, ptr %2, align 8
  ret double %62
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @d2u(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptoui double %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u2f(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = uitofp i64 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f2u(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptoui float %3 to i64
  ret i64 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i2d(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = sitofp i64 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @d2i(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptosi double %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u32_2d(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = uitofp i32 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @d2u32(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptoui double %3 to i32
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #4

; Function Attrs: nounwind
declare double @ldexp(double noundef, i32 noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

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
