; ModuleID = 'programs/fp_narrowing_rounding.c'
source_filename = "programs/fp_narrowing_rounding.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [19 x double] [double 0x3FF0000010000000, double 0x3FF0000010000004, double 0x3FF0000030000000, double 0x3FF0000008000000, double 0x47EFFFFFEFFFFFFF, double 0x47EFFFFFF0000000, double 0x47EFFFFFE8000000, double 0x48078287F49C4A1D, double 0xC8078287F49C4A1D, double 0x3810000000000000, double 0x3800000000000000, double 0x36A0000000000000, double 0x3690000000000000, double 0x3690000000000001, double 0x36A8000000000000, double 1.000000e-50, double -1.000000e-50, double 1.000000e-01, double 0x3FD5555555555555], align 8
@.str = private unnamed_addr constant [29 x i8] c"%-24a -> %-16a (%g) back %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"ld %La -> f %a d %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [19 x double], align 8
  %3 = alloca i32, align 4
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca [4 x fp128], align 16
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.v, i64 152, i1 true)
  store i32 0, ptr %3, align 4
  br label %10

10:                                               ; preds = %30, %0
  %11 = load i32, ptr %3, align 4
  %12 = icmp slt i32 %11, 19
  br i1 %12, label %13, label %33

13:                                               ; preds = %10
  %14 = load i32, ptr %3, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %15
  %17 = load volatile double, ptr %16, align 8
  %18 = call float @d2f(double noundef %17)
  store float %18, ptr %4, align 4
  %19 = load i32, ptr %3, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %20
  %22 = load volatile double, ptr %21, align 8
  %23 = load float, ptr %4, align 4
  %24 = fpext float %23 to double
  %25 = load float, ptr %4, align 4
  %26 = fpext float %25 to double
  %27 = load float, ptr %4, align 4
  %28 = call double @f2d(float noundef %27)
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %22, double noundef %24, double noundef %26, double noundef %28)
  br label %30

30:                                               ; preds = %13
  %31 = load i32, ptr %3, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %3, align 4
  br label %10, !llvm.loop !6

33:                                               ; preds = %10
  store i32 0, ptr %5, align 4
  store i32 -1000, ptr %6, align 4
  br label %34

34:                                               ; preds = %59, %33
  %35 = load i32, ptr %6, align 4
  %36 = icmp sle i32 %35, 1000
  br i1 %36, label %37, label %62

37:                                               ; preds = %34
  %38 = load i32, ptr %6, align 4
  %39 = sitofp i32 %38 to float
  %40 = fmul float %39, 0x3FB99999A0000000
  store float %40, ptr %7, align 4
  %41 = load float, ptr %7, align 4
  %42 = call double @f2d(float noundef %41)
  %43 = load float, ptr %7, align 4
  %44 = fpext float %43 to double
  %45 = fcmp une double %42, %44
  br i1 %45, label %46, label %49

46:                                               ; preds = %37
  %47 = load i32, ptr %5, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %5, align 4
  br label %49

49:                                               ; preds = %46, %37
  %50 = load float, ptr %7, align 4
  %51 = call double @f2d(float noundef %50)
  %52 = call float @d2f(double noundef %51)
  %53 = load float, ptr %7, align 4
  %54 = fcmp une float %52, %53
  br i1 %54, label %55, label %58

55:                                               ; preds = %49
  %56 = load i32, ptr %5, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %5, align 4
  br label %58

58:                                               ; preds = %55, %49
  br label %59

59:                                               ; preds = %58
  %60 = load i32, ptr %6, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %6, align 4
  br label %34, !llvm.loop !8

62:                                               ; preds = %34
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 0, i64 64, i1 true)
  %63 = getelementptr inbounds [4 x fp128], ptr %8, i32 0, i32 0
  store volatile fp128 0xL08010000000000003FFF000000000000, ptr %63, align 16
  %64 = getelementptr inbounds [4 x fp128], ptr %8, i32 0, i32 1
  store volatile fp128 0xL00020000000000003FFF000001000000, ptr %64, align 16
  %65 = getelementptr inbounds [4 x fp128], ptr %8, i32 0, i32 2
  store volatile fp128 0xLFFFF00000000000043FEFFFFFFFFFFFF, ptr %65, align 16
  %66 = getelementptr inbounds [4 x fp128], ptr %8, i32 0, i32 3
  store volatile fp128 0xL71A1124161312AAA3BD7FA01712E8F04, ptr %66, align 16
  store i32 0, ptr %9, align 4
  br label %67

67:                                               ; preds = %87, %62
  %68 = load i32, ptr %9, align 4
  %69 = icmp slt i32 %68, 4
  br i1 %69, label %70, label %90

70:                                               ; preds = %67
  %71 = load i32, ptr %9, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [4 x fp128], ptr %8, i64 0, i64 %72
  %74 = load volatile fp128, ptr %73, align 16
  %75 = load i32, ptr %9, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [4 x fp128], ptr %8, i64 0, i64 %76
  %78 = load volatile fp128, ptr %77, align 16
  %79 = call float @ld2f(fp128 noundef %78)
  %80 = fpext float %79 to double
  %81 = load i32, ptr %9, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [4 x fp128], ptr %8, i64 0, i64 %82
  %84 = load volatile fp128, ptr %83, align 16
  %85 = call double @ld2d(fp128 noundef %84)
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, fp128 noundef %74, double noundef %80, double noundef %85)
  br label %87

87:                                               ; preds = %70
  %88 = load i32, ptr %9, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %9, align 4
  br label %67, !llvm.loop !9

90:                                               ; preds = %67
  %91 = load i32, ptr %5, align 4
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %91)
  %93 = load i32, ptr %5, align 4
  ret i32 %93
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @d2f(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptrunc double %3 to float
  ret float %4
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f2d(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fpext float %3 to double
  ret double %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal float @ld2f(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptrunc fp128 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ld2d(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptrunc fp128 %3 to double
  ret double %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
