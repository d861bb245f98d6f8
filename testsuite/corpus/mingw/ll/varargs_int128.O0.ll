; ModuleID = 'programs/varargs_int128.c'
source_filename = "programs/varargs_int128.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [4 x i8] c"wiu\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"iwiiwiwu\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"dwdudiwu\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"r1=\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"r2=\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"r3=\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"w=\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"u=\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"i=%d \00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"d=%g \00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"%s%016llx%016llx \00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i128 -1237940039285380274899136569, ptr %2, align 16
  store i128 -44291611843981158765213436369005982225, ptr %3, align 16
  %23 = load i128, ptr %2, align 16
  %24 = load i128, ptr %3, align 16
  store i128 %23, ptr %5, align 16
  store i128 %24, ptr %6, align 16
  %25 = call <2 x i64> (ptr, ...) @sum(ptr noundef @.str, ptr noundef %5, i32 noundef 7, ptr noundef %6)
  store <2 x i64> %25, ptr %7, align 16
  %26 = load i128, ptr %7, align 16
  store i128 %26, ptr %4, align 16
  %27 = load i128, ptr %2, align 16
  %28 = load i128, ptr %3, align 16
  store i128 %27, ptr %9, align 16
  store i128 -1, ptr %10, align 16
  store i128 5, ptr %11, align 16
  store i128 %28, ptr %12, align 16
  %29 = call <2 x i64> (ptr, ...) @sum(ptr noundef @.str.1, i32 noundef 1, ptr noundef %9, i32 noundef 2, i32 noundef 3, ptr noundef %10, i32 noundef 4, ptr noundef %11, ptr noundef %12)
  store <2 x i64> %29, ptr %13, align 16
  %30 = load i128, ptr %13, align 16
  store i128 %30, ptr %8, align 16
  %31 = load i128, ptr %2, align 16
  %32 = load i128, ptr %3, align 16
  %33 = load i128, ptr %3, align 16
  %34 = load i128, ptr %3, align 16
  %35 = xor i128 %34, -1
  store i128 %31, ptr %15, align 16
  store i128 %32, ptr %16, align 16
  store i128 %33, ptr %17, align 16
  store i128 %35, ptr %18, align 16
  %36 = call <2 x i64> (ptr, ...) @sum(ptr noundef @.str.2, double noundef 1.500000e+00, ptr noundef %15, double noundef 2.500000e+00, ptr noundef %16, double noundef 3.500000e+00, i32 noundef 9, ptr noundef %17, ptr noundef %18)
  store <2 x i64> %36, ptr %19, align 16
  %37 = load i128, ptr %19, align 16
  store i128 %37, ptr %14, align 16
  %38 = load i128, ptr %4, align 16
  store i128 %38, ptr %20, align 16
  call void @p(ptr noundef @.str.3, ptr noundef %20)
  %39 = load i128, ptr %8, align 16
  store i128 %39, ptr %21, align 16
  call void @p(ptr noundef @.str.4, ptr noundef %21)
  %40 = load i128, ptr %14, align 16
  store i128 %40, ptr %22, align 16
  call void @p(ptr noundef @.str.5, ptr noundef %22)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %42 = load i128, ptr %14, align 16
  %43 = and i128 %42, 127
  %44 = trunc i128 %43 to i32
  ret i32 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @sum(ptr noundef %0, ...) #0 {
  %2 = alloca i128, align 16
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 16
  %6 = alloca ptr, align 8
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  call void @llvm.va_start.p0(ptr %4)
  store i128 0, ptr %5, align 16
  %13 = load ptr, ptr %3, align 8
  store ptr %13, ptr %6, align 8
  br label %14

14:                                               ; preds = %78, %1
  %15 = load ptr, ptr %6, align 8
  %16 = load i8, ptr %15, align 1
  %17 = icmp ne i8 %16, 0
  br i1 %17, label %18, label %81

18:                                               ; preds = %14
  %19 = load ptr, ptr %6, align 8
  %20 = load i8, ptr %19, align 1
  %21 = sext i8 %20 to i32
  %22 = icmp eq i32 %21, 119
  br i1 %22, label %23, label %33

23:                                               ; preds = %18
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr %25, ptr %4, align 8
  %26 = load ptr, ptr %24, align 8
  %27 = load i128, ptr %26, align 16
  store i128 %27, ptr %7, align 16
  %28 = load i128, ptr %7, align 16
  store i128 %28, ptr %8, align 16
  call void @p(ptr noundef @.str.7, ptr noundef %8)
  %29 = load i128, ptr %5, align 16
  %30 = mul i128 %29, 3
  %31 = load i128, ptr %7, align 16
  %32 = add i128 %30, %31
  store i128 %32, ptr %5, align 16
  br label %77

33:                                               ; preds = %18
  %34 = load ptr, ptr %6, align 8
  %35 = load i8, ptr %34, align 1
  %36 = sext i8 %35 to i32
  %37 = icmp eq i32 %36, 117
  br i1 %37, label %38, label %48

38:                                               ; preds = %33
  %39 = load ptr, ptr %4, align 8
  %40 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr %40, ptr %4, align 8
  %41 = load ptr, ptr %39, align 8
  %42 = load i128, ptr %41, align 16
  store i128 %42, ptr %9, align 16
  %43 = load i128, ptr %9, align 16
  store i128 %43, ptr %10, align 16
  call void @p(ptr noundef @.str.8, ptr noundef %10)
  %44 = load i128, ptr %5, align 16
  %45 = mul i128 %44, 5
  %46 = load i128, ptr %9, align 16
  %47 = add i128 %45, %46
  store i128 %47, ptr %5, align 16
  br label %76

48:                                               ; preds = %33
  %49 = load ptr, ptr %6, align 8
  %50 = load i8, ptr %49, align 1
  %51 = sext i8 %50 to i32
  %52 = icmp eq i32 %51, 105
  br i1 %52, label %53, label %64

53:                                               ; preds = %48
  %54 = load ptr, ptr %4, align 8
  %55 = getelementptr inbounds i8, ptr %54, i64 8
  store ptr %55, ptr %4, align 8
  %56 = load i32, ptr %54, align 8
  store i32 %56, ptr %11, align 4
  %57 = load i32, ptr %11, align 4
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %57)
  %59 = load i128, ptr %5, align 16
  %60 = mul i128 %59, 7
  %61 = load i32, ptr %11, align 4
  %62 = sext i32 %61 to i128
  %63 = add i128 %60, %62
  store i128 %63, ptr %5, align 16
  br label %75

64:                                               ; preds = %48
  %65 = load ptr, ptr %4, align 8
  %66 = getelementptr inbounds i8, ptr %65, i64 8
  store ptr %66, ptr %4, align 8
  %67 = load double, ptr %65, align 8
  store double %67, ptr %12, align 8
  %68 = load double, ptr %12, align 8
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %68)
  %70 = load double, ptr %12, align 8
  %71 = fmul double %70, 1.000000e+03
  %72 = fptoui double %71 to i128
  %73 = load i128, ptr %5, align 16
  %74 = add i128 %73, %72
  store i128 %74, ptr %5, align 16
  br label %75

75:                                               ; preds = %64, %53
  br label %76

76:                                               ; preds = %75, %38
  br label %77

77:                                               ; preds = %76, %23
  br label %78

78:                                               ; preds = %77
  %79 = load ptr, ptr %6, align 8
  %80 = getelementptr inbounds i8, ptr %79, i32 1
  store ptr %80, ptr %6, align 8
  br label %14, !llvm.loop !5

81:                                               ; preds = %14
  call void @llvm.va_end.p0(ptr %4)
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %83 = load i128, ptr %5, align 16
  store i128 %83, ptr %2, align 16
  %84 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %84
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @p(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  %5 = load i128, ptr %1, align 16
  store ptr %0, ptr %3, align 8
  store i128 %5, ptr %4, align 16
  %6 = load ptr, ptr %3, align 8
  %7 = load i128, ptr %4, align 16
  %8 = lshr i128 %7, 64
  %9 = trunc i128 %8 to i64
  %10 = load i128, ptr %4, align 16
  %11 = trunc i128 %10 to i64
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %6, i64 noundef %9, i64 noundef %11)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #1 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
