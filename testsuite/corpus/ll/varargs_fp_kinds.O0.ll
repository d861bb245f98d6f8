; ModuleID = 'programs/varargs_fp_kinds.c'
source_filename = "programs/varargs_fp_kinds.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [16 x i8] c"sum_doubles=%a\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"sum_ld=%La\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"alternating=%a\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"%d|%.3f|%Lf|%s|%g|%Le|%c|%a\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"vsnprintf(%d): %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca float, align 4
  %3 = alloca [200 x i8], align 16
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store float 0x3FB99999A0000000, ptr %2, align 4
  %5 = load float, ptr %2, align 4
  %6 = fpext float %5 to double
  %7 = call double (i32, ...) @sum_doubles(i32 noundef 12, double noundef 1.000000e+00, double noundef %6, double noundef 5.000000e-01, double noundef -2.000000e+00, double noundef 1.000000e-10, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %7)
  %9 = call x86_fp80 (i32, ...) @sum_ld(i32 noundef 5, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK40008000000000000000, x86_fp80 noundef 0xKBFFE8000000000000000, x86_fp80 noundef 0xK414B924D692CA61BE758, x86_fp80 noundef 0xK3EB2DFF9772470297EBD)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, x86_fp80 noundef %9)
  %11 = call double (i32, ...) @alternating(i32 noundef 12, i32 noundef 1, double noundef 5.000000e-01, x86_fp80 noundef 0xK3FFD8000000000000000, i32 noundef 2, double noundef 1.500000e+00, x86_fp80 noundef 0xK40009000000000000000, i32 noundef 3, double noundef 2.500000e+00, x86_fp80 noundef 0xK40018800000000000000, i32 noundef 4, double noundef 3.500000e+00, x86_fp80 noundef 0xK40028200000000000000)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %11)
  %13 = getelementptr inbounds [200 x i8], ptr %3, i64 0, i64 0
  %14 = call i32 (ptr, i64, ptr, ...) @check(ptr noundef %13, i64 noundef 200, ptr noundef @.str.3, i32 noundef 42, double noundef 3.141590e+00, x86_fp80 noundef 0xK4000A000000000000000, ptr noundef @.str.4, double noundef 0x3E7AD7F29ABCAF48, x86_fp80 noundef 0xK47C88EB39714297EFB28, i32 noundef 122, double noundef 7.500000e-01)
  store i32 %14, ptr %4, align 4
  %15 = load i32, ptr %4, align 4
  %16 = getelementptr inbounds [200 x i8], ptr %3, i64 0, i64 0
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %15, ptr noundef %16)
  %18 = load i32, ptr %4, align 4
  ret i32 %18
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_doubles(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %31, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %34

11:                                               ; preds = %7
  %12 = load double, ptr %4, align 8
  %13 = fmul double %12, 2.000000e+00
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %15 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = icmp ule i32 %16, 160
  br i1 %17, label %18, label %23

18:                                               ; preds = %11
  %19 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 3
  %20 = load ptr, ptr %19, align 16
  %21 = getelementptr i8, ptr %20, i32 %16
  %22 = add i32 %16, 16
  store i32 %22, ptr %15, align 4
  br label %27

23:                                               ; preds = %11
  %24 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 2
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr i8, ptr %25, i32 8
  store ptr %26, ptr %24, align 8
  br label %27

27:                                               ; preds = %23, %18
  %28 = phi ptr [ %21, %18 ], [ %25, %23 ]
  %29 = load double, ptr %28, align 8
  %30 = fadd double %13, %29
  store double %30, ptr %4, align 8
  br label %31

31:                                               ; preds = %27
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %5, align 4
  br label %7, !llvm.loop !6

34:                                               ; preds = %7
  %35 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %35)
  %36 = load double, ptr %4, align 8
  ret double %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @sum_ld(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store x86_fp80 0xK00000000000000000000, ptr %4, align 16
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %25, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %28

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds i8, ptr %14, i32 15
  %16 = call ptr @llvm.ptrmask.p0.i64(ptr %15, i64 -16)
  %17 = getelementptr i8, ptr %16, i32 16
  store ptr %17, ptr %13, align 8
  %18 = load x86_fp80, ptr %16, align 16
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  %21 = sitofp i32 %20 to x86_fp80
  %22 = fmul x86_fp80 %18, %21
  %23 = load x86_fp80, ptr %4, align 16
  %24 = fadd x86_fp80 %23, %22
  store x86_fp80 %24, ptr %4, align 16
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %5, align 4
  br label %7, !llvm.loop !8

28:                                               ; preds = %7
  %29 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %29)
  %30 = load x86_fp80, ptr %4, align 16
  ret x86_fp80 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @alternating(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %71, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %74

11:                                               ; preds = %7
  %12 = load i32, ptr %5, align 4
  %13 = srem i32 %12, 3
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %35

15:                                               ; preds = %11
  %16 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 16
  %19 = icmp ule i32 %18, 40
  br i1 %19, label %20, label %25

20:                                               ; preds = %15
  %21 = getelementptr inbounds %struct.__va_list_tag, ptr %16, i32 0, i32 3
  %22 = load ptr, ptr %21, align 16
  %23 = getelementptr i8, ptr %22, i32 %18
  %24 = add i32 %18, 8
  store i32 %24, ptr %17, align 16
  br label %29

25:                                               ; preds = %15
  %26 = getelementptr inbounds %struct.__va_list_tag, ptr %16, i32 0, i32 2
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr i8, ptr %27, i32 8
  store ptr %28, ptr %26, align 8
  br label %29

29:                                               ; preds = %25, %20
  %30 = phi ptr [ %23, %20 ], [ %27, %25 ]
  %31 = load i32, ptr %30, align 4
  %32 = sitofp i32 %31 to double
  %33 = load double, ptr %4, align 8
  %34 = fadd double %33, %32
  store double %34, ptr %4, align 8
  br label %70

35:                                               ; preds = %11
  %36 = load i32, ptr %5, align 4
  %37 = srem i32 %36, 3
  %38 = icmp eq i32 %37, 1
  br i1 %38, label %39, label %58

39:                                               ; preds = %35
  %40 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %41 = getelementptr inbounds %struct.__va_list_tag, ptr %40, i32 0, i32 1
  %42 = load i32, ptr %41, align 4
  %43 = icmp ule i32 %42, 160
  br i1 %43, label %44, label %49

44:                                               ; preds = %39
  %45 = getelementptr inbounds %struct.__va_list_tag, ptr %40, i32 0, i32 3
  %46 = load ptr, ptr %45, align 16
  %47 = getelementptr i8, ptr %46, i32 %42
  %48 = add i32 %42, 16
  store i32 %48, ptr %41, align 4
  br label %53

49:                                               ; preds = %39
  %50 = getelementptr inbounds %struct.__va_list_tag, ptr %40, i32 0, i32 2
  %51 = load ptr, ptr %50, align 8
  %52 = getelementptr i8, ptr %51, i32 8
  store ptr %52, ptr %50, align 8
  br label %53

53:                                               ; preds = %49, %44
  %54 = phi ptr [ %47, %44 ], [ %51, %49 ]
  %55 = load double, ptr %54, align 8
  %56 = load double, ptr %4, align 8
  %57 = fadd double %56, %55
  store double %57, ptr %4, align 8
  br label %69

58:                                               ; preds = %35
  %59 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %60 = getelementptr inbounds %struct.__va_list_tag, ptr %59, i32 0, i32 2
  %61 = load ptr, ptr %60, align 8
  %62 = getelementptr inbounds i8, ptr %61, i32 15
  %63 = call ptr @llvm.ptrmask.p0.i64(ptr %62, i64 -16)
  %64 = getelementptr i8, ptr %63, i32 16
  store ptr %64, ptr %60, align 8
  %65 = load x86_fp80, ptr %63, align 16
  %66 = fptrunc x86_fp80 %65 to double
  %67 = load double, ptr %4, align 8
  %68 = fadd double %67, %66
  store double %68, ptr %4, align 8
  br label %69

69:                                               ; preds = %58, %53
  br label %70

70:                                               ; preds = %69, %29
  br label %71

71:                                               ; preds = %70
  %72 = load i32, ptr %5, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %5, align 4
  br label %7, !llvm.loop !9

74:                                               ; preds = %7
  %75 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %75)
  %76 = load double, ptr %4, align 8
  ret double %76
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @check(ptr noundef %0, i64 noundef %1, ptr noundef %2, ...) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [1 x %struct.__va_list_tag], align 16
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %7, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %9)
  %10 = load ptr, ptr %4, align 8
  %11 = load i64, ptr %5, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %7, i64 0, i64 0
  %14 = call i32 @vsnprintf(ptr noundef %10, i64 noundef %11, ptr noundef %12, ptr noundef %13) #5
  store i32 %14, ptr %8, align 4
  %15 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %7, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %15)
  %16 = load i32, ptr %8, align 4
  ret i32 %16
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #3

; Function Attrs: nounwind
declare i32 @vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
