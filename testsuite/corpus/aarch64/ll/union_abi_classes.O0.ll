; ModuleID = 'programs/union_abi_classes.c'
source_filename = "programs/union_abi_classes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%union.UFI = type { float }
%union.UDL = type { double }
%union.UFD = type { double }
%union.UCF = type { float, [8 x i8] }
%union.ULD = type { fp128 }
%union.USS = type { i32 }
%union.UBIG = type { [6 x i32] }
%struct.anon = type { i16, i16 }

@.str = private unnamed_addr constant [12 x i8] c"abcdefghijk\00", align 1
@constinit = private constant [6 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6], align 4
@.str.1 = private unnamed_addr constant [49 x i8] c"a.f=%g a.i=%08x b.d=%a b.l=%lx c.d=%a c.f=%g,%g\0A\00", align 1
@.str.2 = private unnamed_addr constant [63 x i8] c"d.f=%g d.c[4..11]=%.7s e.ld=%Lg f.u=%08x g.v=%d..%d g.c[4]=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [35 x i8] c"many=%a sizes %zu %zu %zu %zu %zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %union.UFI, align 4
  %3 = alloca %union.UFI, align 4
  %4 = alloca i64, align 8
  %5 = alloca %union.UDL, align 8
  %6 = alloca %union.UDL, align 8
  %7 = alloca %union.UFD, align 8
  %8 = alloca %union.UFD, align 8
  %9 = alloca %union.UCF, align 4
  %10 = alloca %union.UCF, align 4
  %11 = alloca [2 x i64], align 8
  %12 = alloca [2 x i64], align 8
  %13 = alloca %union.ULD, align 16
  %14 = alloca %union.ULD, align 16
  %15 = alloca %union.USS, align 4
  %16 = alloca %union.USS, align 4
  %17 = alloca %union.UBIG, align 4
  %18 = alloca %union.UBIG, align 4
  %19 = alloca %union.UBIG, align 4
  %20 = alloca %union.UDL, align 8
  %21 = alloca i64, align 8
  %22 = alloca [2 x i64], align 8
  %23 = alloca %union.UBIG, align 4
  store i32 0, ptr %1, align 4
  store float 2.500000e+00, ptr %3, align 4
  %24 = getelementptr inbounds %union.UFI, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 4 %24, i64 4, i1 false)
  %25 = load i64, ptr %4, align 8
  %26 = call i32 @fi_neg(i64 %25)
  %27 = getelementptr inbounds %union.UFI, ptr %2, i32 0, i32 0
  store i32 %26, ptr %27, align 4
  store double 1.000000e+00, ptr %6, align 8
  %28 = getelementptr inbounds %union.UDL, ptr %6, i32 0, i32 0
  %29 = load i64, ptr %28, align 8
  %30 = call i64 @dl_next(i64 %29)
  %31 = getelementptr inbounds %union.UDL, ptr %5, i32 0, i32 0
  store i64 %30, ptr %31, align 8
  store float 1.000000e+00, ptr %8, align 4
  %32 = getelementptr inbounds float, ptr %8, i64 1
  store float 2.000000e+00, ptr %32, align 4
  %33 = getelementptr inbounds %union.UFD, ptr %8, i32 0, i32 0
  %34 = load i64, ptr %33, align 8
  %35 = call i64 @fd_swap(i64 %34)
  %36 = getelementptr inbounds %union.UFD, ptr %7, i32 0, i32 0
  store i64 %35, ptr %36, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 1 @.str, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 4 %10, i64 12, i1 false)
  %37 = load [2 x i64], ptr %11, align 8
  %38 = call [2 x i64] @cf_set([2 x i64] %37, float noundef 7.500000e-01)
  store [2 x i64] %38, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 8 %12, i64 12, i1 false)
  store fp128 0xL00000000000000004000800000000000, ptr %14, align 16
  %39 = getelementptr inbounds %union.ULD, ptr %14, i32 0, i32 0
  %40 = load i128, ptr %39, align 16
  %41 = call i128 @ld_half(i128 %40)
  %42 = getelementptr inbounds %union.ULD, ptr %13, i32 0, i32 0
  store i128 %41, ptr %42, align 16
  %43 = getelementptr inbounds %struct.anon, ptr %16, i32 0, i32 0
  store i16 4660, ptr %43, align 4
  %44 = getelementptr inbounds %struct.anon, ptr %16, i32 0, i32 1
  store i16 -2, ptr %44, align 2
  %45 = getelementptr inbounds %union.USS, ptr %16, i32 0, i32 0
  %46 = load i32, ptr %45, align 4
  %47 = zext i32 %46 to i64
  %48 = call i32 @ss_swap(i64 %47)
  %49 = getelementptr inbounds %union.USS, ptr %15, i32 0, i32 0
  store i32 %48, ptr %49, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 4 @constinit, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 4 %18, i64 24, i1 false)
  call void @big_rev(ptr dead_on_unwind writable sret(%union.UBIG) align 4 %17, ptr noundef %19)
  %50 = load float, ptr %2, align 4
  %51 = fpext float %50 to double
  %52 = load i32, ptr %2, align 4
  %53 = load double, ptr %5, align 8
  %54 = load i64, ptr %5, align 8
  %55 = load double, ptr %7, align 8
  %56 = getelementptr inbounds [2 x float], ptr %7, i64 0, i64 0
  %57 = load float, ptr %56, align 8
  %58 = fpext float %57 to double
  %59 = getelementptr inbounds [2 x float], ptr %7, i64 0, i64 1
  %60 = load float, ptr %59, align 4
  %61 = fpext float %60 to double
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %51, i32 noundef %52, double noundef %53, i64 noundef %54, double noundef %55, double noundef %58, double noundef %61)
  %63 = load float, ptr %9, align 4
  %64 = fpext float %63 to double
  %65 = getelementptr inbounds [12 x i8], ptr %9, i64 0, i64 0
  %66 = getelementptr inbounds i8, ptr %65, i64 4
  %67 = load fp128, ptr %13, align 16
  %68 = load i32, ptr %15, align 4
  %69 = getelementptr inbounds [6 x i32], ptr %17, i64 0, i64 0
  %70 = load i32, ptr %69, align 4
  %71 = getelementptr inbounds [6 x i32], ptr %17, i64 0, i64 5
  %72 = load i32, ptr %71, align 4
  %73 = getelementptr inbounds [24 x i8], ptr %17, i64 0, i64 4
  %74 = load i8, ptr %73, align 4
  %75 = zext i8 %74 to i32
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %64, ptr noundef %66, fp128 noundef %67, i32 noundef %68, i32 noundef %70, i32 noundef %72, i32 noundef %75)
  store i64 5, ptr %20, align 8
  %77 = getelementptr inbounds %union.UFI, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 4 %77, i64 4, i1 false)
  %78 = load i64, ptr %21, align 8
  %79 = getelementptr inbounds %union.UDL, ptr %20, i32 0, i32 0
  %80 = load i64, ptr %79, align 8
  %81 = getelementptr inbounds %union.UFD, ptr %7, i32 0, i32 0
  %82 = load i64, ptr %81, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 4 %9, i64 12, i1 false)
  %83 = load [2 x i64], ptr %22, align 8
  %84 = getelementptr inbounds %union.ULD, ptr %13, i32 0, i32 0
  %85 = load i128, ptr %84, align 16
  %86 = getelementptr inbounds %union.USS, ptr %15, i32 0, i32 0
  %87 = load i32, ptr %86, align 4
  %88 = zext i32 %87 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %23, ptr align 4 %17, i64 24, i1 false)
  %89 = call double @many(i64 %78, i64 %80, i64 %82, [2 x i64] %83, i128 %85, i64 %88, ptr noundef %23, i32 noundef 7)
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %89, i64 noundef 8, i64 noundef 12, i64 noundef 16, i64 noundef 4, i64 noundef 24)
  %91 = load i32, ptr %15, align 4
  %92 = and i32 %91, 127
  ret i32 %92
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fi_neg(i64 %0) #0 {
  %2 = alloca %union.UFI, align 4
  %3 = alloca %union.UFI, align 4
  %4 = getelementptr inbounds %union.UFI, ptr %3, i32 0, i32 0
  %5 = trunc i64 %0 to i32
  store i32 %5, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = xor i32 %6, -2147483648
  store i32 %7, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 4, i1 false)
  %8 = getelementptr inbounds %union.UFI, ptr %2, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @dl_next(i64 %0) #0 {
  %2 = alloca %union.UDL, align 8
  %3 = alloca %union.UDL, align 8
  %4 = getelementptr inbounds %union.UDL, ptr %3, i32 0, i32 0
  store i64 %0, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = add nsw i64 %5, 1
  store i64 %6, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 8, i1 false)
  %7 = getelementptr inbounds %union.UDL, ptr %2, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fd_swap(i64 %0) #0 {
  %2 = alloca %union.UFD, align 8
  %3 = alloca %union.UFD, align 8
  %4 = alloca float, align 4
  %5 = getelementptr inbounds %union.UFD, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds [2 x float], ptr %3, i64 0, i64 0
  %7 = load float, ptr %6, align 8
  store float %7, ptr %4, align 4
  %8 = getelementptr inbounds [2 x float], ptr %3, i64 0, i64 1
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds [2 x float], ptr %3, i64 0, i64 0
  store float %9, ptr %10, align 8
  %11 = load float, ptr %4, align 4
  %12 = getelementptr inbounds [2 x float], ptr %3, i64 0, i64 1
  store float %11, ptr %12, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 8, i1 false)
  %13 = getelementptr inbounds %union.UFD, ptr %2, i32 0, i32 0
  %14 = load i64, ptr %13, align 8
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @cf_set([2 x i64] %0, float noundef %1) #0 {
  %3 = alloca %union.UCF, align 4
  %4 = alloca %union.UCF, align 4
  %5 = alloca [2 x i64], align 8
  %6 = alloca float, align 4
  %7 = alloca [2 x i64], align 8
  store [2 x i64] %0, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 8 %5, i64 12, i1 false)
  store float %1, ptr %6, align 4
  %8 = load float, ptr %6, align 4
  store float %8, ptr %4, align 4
  %9 = getelementptr inbounds [12 x i8], ptr %4, i64 0, i64 11
  store i8 33, ptr %9, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 4 %3, i64 12, i1 false)
  %10 = load [2 x i64], ptr %7, align 8
  ret [2 x i64] %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @ld_half(i128 %0) #0 {
  %2 = alloca %union.ULD, align 16
  %3 = alloca %union.ULD, align 16
  %4 = getelementptr inbounds %union.ULD, ptr %3, i32 0, i32 0
  store i128 %0, ptr %4, align 16
  %5 = load fp128, ptr %3, align 16
  %6 = fdiv fp128 %5, 0xL00000000000000004000000000000000
  store fp128 %6, ptr %3, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 %3, i64 16, i1 false)
  %7 = getelementptr inbounds %union.ULD, ptr %2, i32 0, i32 0
  %8 = load i128, ptr %7, align 16
  ret i128 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ss_swap(i64 %0) #0 {
  %2 = alloca %union.USS, align 4
  %3 = alloca %union.USS, align 4
  %4 = alloca i16, align 2
  %5 = getelementptr inbounds %union.USS, ptr %3, i32 0, i32 0
  %6 = trunc i64 %0 to i32
  store i32 %6, ptr %5, align 4
  %7 = getelementptr inbounds %struct.anon, ptr %3, i32 0, i32 0
  %8 = load i16, ptr %7, align 4
  store i16 %8, ptr %4, align 2
  %9 = getelementptr inbounds %struct.anon, ptr %3, i32 0, i32 1
  %10 = load i16, ptr %9, align 2
  %11 = getelementptr inbounds %struct.anon, ptr %3, i32 0, i32 0
  store i16 %10, ptr %11, align 4
  %12 = load i16, ptr %4, align 2
  %13 = getelementptr inbounds %struct.anon, ptr %3, i32 0, i32 1
  store i16 %12, ptr %13, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 4, i1 false)
  %14 = getelementptr inbounds %union.USS, ptr %2, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_rev(ptr dead_on_unwind noalias writable sret(%union.UBIG) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %17, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 6
  br i1 %7, label %8, label %20

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4
  %10 = sub nsw i32 5, %9
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [6 x i32], ptr %0, i64 0, i64 %15
  store i32 %13, ptr %16, align 4
  br label %17

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %4, align 4
  br label %5, !llvm.loop !6

20:                                               ; preds = %5
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(i64 %0, i64 %1, i64 %2, [2 x i64] %3, i128 %4, i64 %5, ptr noundef %6, i32 noundef %7) #0 {
  %9 = alloca %union.UFI, align 4
  %10 = alloca %union.UDL, align 8
  %11 = alloca %union.UFD, align 8
  %12 = alloca %union.UCF, align 4
  %13 = alloca [2 x i64], align 8
  %14 = alloca %union.ULD, align 16
  %15 = alloca %union.USS, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = getelementptr inbounds %union.UFI, ptr %9, i32 0, i32 0
  %19 = trunc i64 %0 to i32
  store i32 %19, ptr %18, align 4
  %20 = getelementptr inbounds %union.UDL, ptr %10, i32 0, i32 0
  store i64 %1, ptr %20, align 8
  %21 = getelementptr inbounds %union.UFD, ptr %11, i32 0, i32 0
  store i64 %2, ptr %21, align 8
  store [2 x i64] %3, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 8 %13, i64 12, i1 false)
  %22 = getelementptr inbounds %union.ULD, ptr %14, i32 0, i32 0
  store i128 %4, ptr %22, align 16
  %23 = getelementptr inbounds %union.USS, ptr %15, i32 0, i32 0
  %24 = trunc i64 %5 to i32
  store i32 %24, ptr %23, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  %25 = load float, ptr %9, align 4
  %26 = fpext float %25 to double
  %27 = load i64, ptr %10, align 8
  %28 = sitofp i64 %27 to double
  %29 = fadd double %26, %28
  %30 = load double, ptr %11, align 8
  %31 = fadd double %29, %30
  %32 = load float, ptr %12, align 4
  %33 = fpext float %32 to double
  %34 = fadd double %31, %33
  %35 = load fp128, ptr %14, align 16
  %36 = fptrunc fp128 %35 to double
  %37 = fadd double %34, %36
  %38 = load i32, ptr %15, align 4
  %39 = uitofp i32 %38 to double
  %40 = fadd double %37, %39
  %41 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 0
  %42 = load i32, ptr %41, align 4
  %43 = sitofp i32 %42 to double
  %44 = fadd double %40, %43
  %45 = load i32, ptr %17, align 4
  %46 = sitofp i32 %45 to double
  %47 = fadd double %44, %46
  ret double %47
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
