; ModuleID = 'programs/builtin_misc_frontend.c'
source_filename = "programs/builtin_misc_frontend.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [22 x i8] c"MAX=%d calls=%d d=%g\0A\00", align 1
@.str.1 = private unnamed_addr constant [47 x i8] c"choose=%d compat=%d %d offsetof d=%zu arr=%zu\0A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"generic: %s %s %s %s %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"long\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"char*\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"aZ5?\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@table = internal global [16 x i32] [i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 0, i32 0, i32 5, i32 0, i32 9, i32 9, i32 9, i32 9], align 4
@.str.11 = private unnamed_addr constant [28 x i8] c"\0Atable hash=%d elvis=%d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [36 x i8] c"prefetch sum=%ld stmt=%d bits=%08x\0A\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"digit\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"lower\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"upper\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [100 x i64], align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca float, align 4
  %25 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  %26 = load i32, ptr %2, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %2, align 4
  store i32 %26, ptr %4, align 4
  store i32 5, ptr %5, align 4
  %28 = load i32, ptr %4, align 4
  %29 = load i32, ptr %5, align 4
  %30 = icmp sgt i32 %28, %29
  br i1 %30, label %31, label %33

31:                                               ; preds = %0
  %32 = load i32, ptr %4, align 4
  br label %35

33:                                               ; preds = %0
  %34 = load i32, ptr %5, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %32, %31 ], [ %34, %33 ]
  store i32 %36, ptr %6, align 4
  %37 = load i32, ptr %6, align 4
  store i32 %37, ptr %3, align 4
  store double 1.500000e+00, ptr %8, align 8
  store double -2.000000e+00, ptr %9, align 8
  %38 = load double, ptr %8, align 8
  %39 = load double, ptr %9, align 8
  %40 = fcmp ogt double %38, %39
  br i1 %40, label %41, label %43

41:                                               ; preds = %35
  %42 = load double, ptr %8, align 8
  br label %45

43:                                               ; preds = %35
  %44 = load double, ptr %9, align 8
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi double [ %42, %41 ], [ %44, %43 ]
  store double %46, ptr %10, align 8
  %47 = load double, ptr %10, align 8
  store double %47, ptr %7, align 8
  %48 = load i32, ptr %3, align 4
  %49 = load i32, ptr %2, align 4
  %50 = load double, ptr %7, align 8
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %48, i32 noundef %49, double noundef %50)
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 64, i32 noundef 1, i32 noundef 0, i64 noundef 8, i64 noundef 24)
  store ptr @.str.2, ptr %11, align 8
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.4, ptr noundef @.str.5, ptr noundef @.str.6, ptr noundef @.str.7, ptr noundef @.str.8)
  store ptr @.str.9, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %54

54:                                               ; preds = %66, %45
  %55 = load i32, ptr %13, align 4
  %56 = icmp slt i32 %55, 4
  br i1 %56, label %57, label %69

57:                                               ; preds = %54
  %58 = load ptr, ptr %12, align 8
  %59 = load i32, ptr %13, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i8, ptr %58, i64 %60
  %62 = load i8, ptr %61, align 1
  %63 = zext i8 %62 to i32
  %64 = call ptr @range_case(i32 noundef %63)
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %64)
  br label %66

66:                                               ; preds = %57
  %67 = load i32, ptr %13, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %13, align 4
  br label %54, !llvm.loop !6

69:                                               ; preds = %54
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %70

70:                                               ; preds = %81, %69
  %71 = load i32, ptr %15, align 4
  %72 = icmp slt i32 %71, 16
  br i1 %72, label %73, label %84

73:                                               ; preds = %70
  %74 = load i32, ptr %14, align 4
  %75 = mul nsw i32 %74, 3
  %76 = load i32, ptr %15, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [16 x i32], ptr @table, i64 0, i64 %77
  %79 = load i32, ptr %78, align 4
  %80 = add nsw i32 %75, %79
  store i32 %80, ptr %14, align 4
  br label %81

81:                                               ; preds = %73
  %82 = load i32, ptr %15, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %15, align 4
  br label %70, !llvm.loop !8

84:                                               ; preds = %70
  store i32 0, ptr %16, align 4
  store i32 7, ptr %17, align 4
  %85 = load i32, ptr %14, align 4
  %86 = load i32, ptr %16, align 4
  %87 = icmp ne i32 %86, 0
  br i1 %87, label %88, label %89

88:                                               ; preds = %84
  br label %90

89:                                               ; preds = %84
  br label %90

90:                                               ; preds = %89, %88
  %91 = phi i32 [ %86, %88 ], [ 42, %89 ]
  %92 = load i32, ptr %17, align 4
  %93 = icmp ne i32 %92, 0
  br i1 %93, label %94, label %95

94:                                               ; preds = %90
  br label %96

95:                                               ; preds = %90
  br label %96

96:                                               ; preds = %95, %94
  %97 = phi i32 [ %92, %94 ], [ 42, %95 ]
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %85, i32 noundef %91, i32 noundef %97)
  store i32 0, ptr %19, align 4
  br label %99

99:                                               ; preds = %110, %96
  %100 = load i32, ptr %19, align 4
  %101 = icmp slt i32 %100, 100
  br i1 %101, label %102, label %113

102:                                              ; preds = %99
  %103 = load i32, ptr %19, align 4
  %104 = load i32, ptr %19, align 4
  %105 = mul nsw i32 %103, %104
  %106 = sext i32 %105 to i64
  %107 = load i32, ptr %19, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [100 x i64], ptr %18, i64 0, i64 %108
  store i64 %106, ptr %109, align 8
  br label %110

110:                                              ; preds = %102
  %111 = load i32, ptr %19, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %19, align 4
  br label %99, !llvm.loop !9

113:                                              ; preds = %99
  store i32 3, ptr %21, align 4
  store i32 4, ptr %22, align 4
  %114 = load i32, ptr %21, align 4
  %115 = load i32, ptr %21, align 4
  %116 = mul nsw i32 %114, %115
  %117 = load i32, ptr %22, align 4
  %118 = load i32, ptr %22, align 4
  %119 = mul nsw i32 %117, %118
  %120 = add nsw i32 %116, %119
  store i32 %120, ptr %23, align 4
  %121 = load i32, ptr %23, align 4
  store i32 %121, ptr %20, align 4
  store float 1.000000e+00, ptr %24, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 4 %24, i64 4, i1 false)
  %122 = getelementptr inbounds [100 x i64], ptr %18, i64 0, i64 0
  %123 = call i64 @sum_prefetch(ptr noundef %122, i32 noundef 92)
  %124 = load i32, ptr %20, align 4
  %125 = load i32, ptr %25, align 4
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %123, i32 noundef %124, i32 noundef %125)
  %127 = load i32, ptr %20, align 4
  ret i32 %127
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @range_case(i32 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %8 [
    i32 48, label %5
    i32 49, label %5
    i32 50, label %5
    i32 51, label %5
    i32 52, label %5
    i32 53, label %5
    i32 54, label %5
    i32 55, label %5
    i32 56, label %5
    i32 57, label %5
    i32 97, label %6
    i32 98, label %6
    i32 99, label %6
    i32 100, label %6
    i32 101, label %6
    i32 102, label %6
    i32 103, label %6
    i32 104, label %6
    i32 105, label %6
    i32 106, label %6
    i32 107, label %6
    i32 108, label %6
    i32 109, label %6
    i32 110, label %6
    i32 111, label %6
    i32 112, label %6
    i32 113, label %6
    i32 114, label %6
    i32 115, label %6
    i32 116, label %6
    i32 117, label %6
    i32 118, label %6
    i32 119, label %6
    i32 120, label %6
    i32 121, label %6
    i32 122, label %6
    i32 65, label %7
    i32 66, label %7
    i32 67, label %7
    i32 68, label %7
    i32 69, label %7
    i32 70, label %7
    i32 71, label %7
    i32 72, label %7
    i32 73, label %7
    i32 74, label %7
    i32 75, label %7
    i32 76, label %7
    i32 77, label %7
    i32 78, label %7
    i32 79, label %7
    i32 80, label %7
    i32 81, label %7
    i32 82, label %7
    i32 83, label %7
    i32 84, label %7
    i32 85, label %7
    i32 86, label %7
    i32 87, label %7
    i32 88, label %7
    i32 89, label %7
    i32 90, label %7
  ]

5:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  store ptr @.str.13, ptr %2, align 8
  br label %9

6:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  store ptr @.str.14, ptr %2, align 8
  br label %9

7:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  store ptr @.str.15, ptr %2, align 8
  br label %9

8:                                                ; preds = %1
  store ptr @.str.8, ptr %2, align 8
  br label %9

9:                                                ; preds = %8, %7, %6, %5
  %10 = load ptr, ptr %2, align 8
  ret ptr %10
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_prefetch(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %24, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %27

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = add nsw i32 %13, 8
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i64, ptr %12, i64 %15
  call void @llvm.prefetch.p0(ptr %16, i32 0, i32 1, i32 1)
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i64, ptr %17, i64 %19
  %21 = load i64, ptr %20, align 8
  %22 = load i64, ptr %5, align 8
  %23 = add nsw i64 %22, %21
  store i64 %23, ptr %5, align 8
  br label %24

24:                                               ; preds = %11
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %7, !llvm.loop !10

27:                                               ; preds = %7
  %28 = load i64, ptr %5, align 8
  ret i64 %28
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }

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
