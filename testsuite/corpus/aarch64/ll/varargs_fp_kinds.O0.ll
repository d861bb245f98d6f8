; ModuleID = 'programs/varargs_fp_kinds.c'
source_filename = "programs/varargs_fp_kinds.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

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
  %3 = alloca [200 x i8], align 1
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store float 0x3FB99999A0000000, ptr %2, align 4
  %5 = load float, ptr %2, align 4
  %6 = fpext float %5 to double
  %7 = call double (i32, ...) @sum_doubles(i32 noundef 12, double noundef 1.000000e+00, double noundef %6, double noundef 5.000000e-01, double noundef -2.000000e+00, double noundef 1.000000e-10, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %7)
  %9 = call fp128 (i32, ...) @sum_ld(i32 noundef 5, fp128 noundef 0xL55555555555555553FFD555555555555, fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL0000000000000000BFFE000000000000, fp128 noundef 0xLCEB0B2784C4CE0BF414B249AD2594C37, fp128 noundef 0xLFD7AB2F0FC5727793EB2BFF2EE48E052)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, fp128 noundef %9)
  %11 = call double (i32, ...) @alternating(i32 noundef 12, i32 noundef 1, double noundef 5.000000e-01, fp128 noundef 0xL00000000000000003FFD000000000000, i32 noundef 2, double noundef 1.500000e+00, fp128 noundef 0xL00000000000000004000200000000000, i32 noundef 3, double noundef 2.500000e+00, fp128 noundef 0xL00000000000000004001100000000000, i32 noundef 4, double noundef 3.500000e+00, fp128 noundef 0xL00000000000000004002040000000000)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %11)
  %13 = getelementptr inbounds [200 x i8], ptr %3, i64 0, i64 0
  %14 = call i32 (ptr, i64, ptr, ...) @check(ptr noundef %13, i64 noundef 200, ptr noundef @.str.3, i32 noundef 42, double noundef 3.141590e+00, fp128 noundef 0xL00000000000000004000400000000000, ptr noundef @.str.4, double noundef 0x3E7AD7F29ABCAF48, fp128 noundef 0xLF64F795FB752DD7A47C81D672E2852FD, i32 noundef 122, double noundef 7.500000e-01)
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
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %31, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %34

10:                                               ; preds = %6
  %11 = load double, ptr %4, align 8
  %12 = fmul double %11, 2.000000e+00
  %13 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %14 = load i32, ptr %13, align 4
  %15 = icmp sge i32 %14, 0
  br i1 %15, label %23, label %16

16:                                               ; preds = %10
  %17 = add i32 %14, 16
  store i32 %17, ptr %13, align 4
  %18 = icmp sle i32 %17, 0
  br i1 %18, label %19, label %23

19:                                               ; preds = %16
  %20 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds i8, ptr %21, i32 %14
  br label %27

23:                                               ; preds = %16, %10
  %24 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr %26, ptr %24, align 8
  br label %27

27:                                               ; preds = %23, %19
  %28 = phi ptr [ %22, %19 ], [ %25, %23 ]
  %29 = load double, ptr %28, align 8
  %30 = fadd double %12, %29
  store double %30, ptr %4, align 8
  br label %31

31:                                               ; preds = %27
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %5, align 4
  br label %6, !llvm.loop !6

34:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %35 = load double, ptr %4, align 8
  ret double %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @sum_ld(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca fp128, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store fp128 0xL00000000000000000000000000000000, ptr %4, align 16
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %36, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %39

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %12 = load i32, ptr %11, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = add i32 %12, 16
  store i32 %15, ptr %11, align 4
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 %12
  br label %27

21:                                               ; preds = %14, %10
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i32 15
  %25 = call ptr @llvm.ptrmask.p0.i64(ptr %24, i64 -16)
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  store ptr %26, ptr %22, align 8
  br label %27

27:                                               ; preds = %21, %17
  %28 = phi ptr [ %20, %17 ], [ %25, %21 ]
  %29 = load fp128, ptr %28, align 16
  %30 = load i32, ptr %5, align 4
  %31 = add nsw i32 %30, 1
  %32 = sitofp i32 %31 to fp128
  %33 = fmul fp128 %29, %32
  %34 = load fp128, ptr %4, align 16
  %35 = fadd fp128 %34, %33
  store fp128 %35, ptr %4, align 16
  br label %36

36:                                               ; preds = %27
  %37 = load i32, ptr %5, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %5, align 4
  br label %6, !llvm.loop !8

39:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %40 = load fp128, ptr %4, align 16
  ret fp128 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @alternating(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %84, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %87

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4
  %12 = srem i32 %11, 3
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %35

14:                                               ; preds = %10
  %15 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %16 = load i32, ptr %15, align 8
  %17 = icmp sge i32 %16, 0
  br i1 %17, label %25, label %18

18:                                               ; preds = %14
  %19 = add i32 %16, 8
  store i32 %19, ptr %15, align 8
  %20 = icmp sle i32 %19, 0
  br i1 %20, label %21, label %25

21:                                               ; preds = %18
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i32 %16
  br label %29

25:                                               ; preds = %18, %14
  %26 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr %28, ptr %26, align 8
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi ptr [ %24, %21 ], [ %27, %25 ]
  %31 = load i32, ptr %30, align 8
  %32 = sitofp i32 %31 to double
  %33 = load double, ptr %4, align 8
  %34 = fadd double %33, %32
  store double %34, ptr %4, align 8
  br label %83

35:                                               ; preds = %10
  %36 = load i32, ptr %5, align 4
  %37 = srem i32 %36, 3
  %38 = icmp eq i32 %37, 1
  br i1 %38, label %39, label %59

39:                                               ; preds = %35
  %40 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %41 = load i32, ptr %40, align 4
  %42 = icmp sge i32 %41, 0
  br i1 %42, label %50, label %43

43:                                               ; preds = %39
  %44 = add i32 %41, 16
  store i32 %44, ptr %40, align 4
  %45 = icmp sle i32 %44, 0
  br i1 %45, label %46, label %50

46:                                               ; preds = %43
  %47 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %48 = load ptr, ptr %47, align 8
  %49 = getelementptr inbounds i8, ptr %48, i32 %41
  br label %54

50:                                               ; preds = %43, %39
  %51 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %52 = load ptr, ptr %51, align 8
  %53 = getelementptr inbounds i8, ptr %52, i64 8
  store ptr %53, ptr %51, align 8
  br label %54

54:                                               ; preds = %50, %46
  %55 = phi ptr [ %49, %46 ], [ %52, %50 ]
  %56 = load double, ptr %55, align 8
  %57 = load double, ptr %4, align 8
  %58 = fadd double %57, %56
  store double %58, ptr %4, align 8
  br label %82

59:                                               ; preds = %35
  %60 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %61 = load i32, ptr %60, align 4
  %62 = icmp sge i32 %61, 0
  br i1 %62, label %70, label %63

63:                                               ; preds = %59
  %64 = add i32 %61, 16
  store i32 %64, ptr %60, align 4
  %65 = icmp sle i32 %64, 0
  br i1 %65, label %66, label %70

66:                                               ; preds = %63
  %67 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %68 = load ptr, ptr %67, align 8
  %69 = getelementptr inbounds i8, ptr %68, i32 %61
  br label %76

70:                                               ; preds = %63, %59
  %71 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %72 = load ptr, ptr %71, align 8
  %73 = getelementptr inbounds i8, ptr %72, i32 15
  %74 = call ptr @llvm.ptrmask.p0.i64(ptr %73, i64 -16)
  %75 = getelementptr inbounds i8, ptr %74, i64 16
  store ptr %75, ptr %71, align 8
  br label %76

76:                                               ; preds = %70, %66
  %77 = phi ptr [ %69, %66 ], [ %74, %70 ]
  %78 = load fp128, ptr %77, align 16
  %79 = fptrunc fp128 %78 to double
  %80 = load double, ptr %4, align 8
  %81 = fadd double %80, %79
  store double %81, ptr %4, align 8
  br label %82

82:                                               ; preds = %76, %54
  br label %83

83:                                               ; preds = %82, %29
  br label %84

84:                                               ; preds = %83
  %85 = load i32, ptr %5, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %5, align 4
  br label %6, !llvm.loop !9

87:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %88 = load double, ptr %4, align 8
  ret double %88
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @check(ptr noundef %0, i64 noundef %1, ptr noundef %2, ...) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.__va_list, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.__va_list, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.va_start.p0(ptr %7)
  %10 = load ptr, ptr %4, align 8
  %11 = load i64, ptr %5, align 8
  %12 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %7, i64 32, i1 false)
  %13 = call i32 @vsnprintf(ptr noundef %10, i64 noundef %11, ptr noundef %12, ptr noundef %9) #6
  store i32 %13, ptr %8, align 4
  call void @llvm.va_end.p0(ptr %7)
  %14 = load i32, ptr %8, align 4
  ret i32 %14
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #3

; Function Attrs: nounwind
declare i32 @vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
