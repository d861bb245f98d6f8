; ModuleID = 'programs/union_abi_classes.c'
source_filename = "programs/union_abi_classes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.UFI = type { float }
%union.UDL = type { double }
%union.UFD = type { double }
%union.UCF = type { float, [8 x i8] }
%union.ULD = type { x86_fp80 }
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
  %4 = alloca %union.UDL, align 8
  %5 = alloca %union.UDL, align 8
  %6 = alloca %union.UFD, align 8
  %7 = alloca %union.UFD, align 8
  %8 = alloca %union.UCF, align 4
  %9 = alloca %union.UCF, align 4
  %10 = alloca { i64, i32 }, align 4
  %11 = alloca { i64, i32 }, align 8
  %12 = alloca %union.ULD, align 16
  %13 = alloca %union.ULD, align 16
  %14 = alloca %union.USS, align 4
  %15 = alloca %union.USS, align 4
  %16 = alloca %union.UBIG, align 8
  %17 = alloca %union.UBIG, align 8
  %18 = alloca %union.UDL, align 8
  %19 = alloca { i64, i32 }, align 4
  store i32 0, ptr %1, align 4
  store float 2.500000e+00, ptr %3, align 4
  %20 = getelementptr inbounds %union.UFI, ptr %3, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  %22 = call i32 @fi_neg(i32 %21)
  %23 = getelementptr inbounds %union.UFI, ptr %2, i32 0, i32 0
  store i32 %22, ptr %23, align 4
  store double 1.000000e+00, ptr %5, align 8
  %24 = getelementptr inbounds %union.UDL, ptr %5, i32 0, i32 0
  %25 = load i64, ptr %24, align 8
  %26 = call i64 @dl_next(i64 %25)
  %27 = getelementptr inbounds %union.UDL, ptr %4, i32 0, i32 0
  store i64 %26, ptr %27, align 8
  store float 1.000000e+00, ptr %7, align 4
  %28 = getelementptr inbounds float, ptr %7, i64 1
  store float 2.000000e+00, ptr %28, align 4
  %29 = getelementptr inbounds %union.UFD, ptr %7, i32 0, i32 0
  %30 = load double, ptr %29, align 8
  %31 = call double @fd_swap(double %30)
  %32 = getelementptr inbounds %union.UFD, ptr %6, i32 0, i32 0
  store double %31, ptr %32, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 1 @.str, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %9, i64 12, i1 false)
  %33 = getelementptr inbounds { i64, i32 }, ptr %10, i32 0, i32 0
  %34 = load i64, ptr %33, align 4
  %35 = getelementptr inbounds { i64, i32 }, ptr %10, i32 0, i32 1
  %36 = load i32, ptr %35, align 4
  %37 = call { i64, i32 } @cf_set(i64 %34, i32 %36, float noundef 7.500000e-01)
  store { i64, i32 } %37, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 8 %11, i64 12, i1 false)
  store x86_fp80 0xK4000C000000000000000, ptr %13, align 16
  call void @ld_half(ptr dead_on_unwind writable sret(%union.ULD) align 16 %12, ptr noundef byval(%union.ULD) align 16 %13)
  %38 = getelementptr inbounds %struct.anon, ptr %15, i32 0, i32 0
  store i16 4660, ptr %38, align 4
  %39 = getelementptr inbounds %struct.anon, ptr %15, i32 0, i32 1
  store i16 -2, ptr %39, align 2
  %40 = getelementptr inbounds %union.USS, ptr %15, i32 0, i32 0
  %41 = load i32, ptr %40, align 4
  %42 = call i32 @ss_swap(i32 %41)
  %43 = getelementptr inbounds %union.USS, ptr %14, i32 0, i32 0
  store i32 %42, ptr %43, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 @constinit, i64 24, i1 false)
  call void @big_rev(ptr dead_on_unwind writable sret(%union.UBIG) align 4 %16, ptr noundef byval(%union.UBIG) align 8 %17)
  %44 = load float, ptr %2, align 4
  %45 = fpext float %44 to double
  %46 = load i32, ptr %2, align 4
  %47 = load double, ptr %4, align 8
  %48 = load i64, ptr %4, align 8
  %49 = load double, ptr %6, align 8
  %50 = getelementptr inbounds [2 x float], ptr %6, i64 0, i64 0
  %51 = load float, ptr %50, align 8
  %52 = fpext float %51 to double
  %53 = getelementptr inbounds [2 x float], ptr %6, i64 0, i64 1
  %54 = load float, ptr %53, align 4
  %55 = fpext float %54 to double
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %45, i32 noundef %46, double noundef %47, i64 noundef %48, double noundef %49, double noundef %52, double noundef %55)
  %57 = load float, ptr %8, align 4
  %58 = fpext float %57 to double
  %59 = getelementptr inbounds [12 x i8], ptr %8, i64 0, i64 0
  %60 = getelementptr inbounds i8, ptr %59, i64 4
  %61 = load x86_fp80, ptr %12, align 16
  %62 = load i32, ptr %14, align 4
  %63 = getelementptr inbounds [6 x i32], ptr %16, i64 0, i64 0
  %64 = load i32, ptr %63, align 4
  %65 = getelementptr inbounds [6 x i32], ptr %16, i64 0, i64 5
  %66 = load i32, ptr %65, align 4
  %67 = getelementptr inbounds [24 x i8], ptr %16, i64 0, i64 4
  %68 = load i8, ptr %67, align 4
  %69 = sext i8 %68 to i32
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %58, ptr noundef %60, x86_fp80 noundef %61, i32 noundef %62, i32 noundef %64, i32 noundef %66, i32 noundef %69)
  store i64 5, ptr %18, align 8
  %71 = getelementptr inbounds %union.UFI, ptr %2, i32 0, i32 0
  %72 = load i32, ptr %71, align 4
  %73 = getelementptr inbounds %union.UDL, ptr %18, i32 0, i32 0
  %74 = load i64, ptr %73, align 8
  %75 = getelementptr inbounds %union.UFD, ptr %6, i32 0, i32 0
  %76 = load double, ptr %75, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 4 %8, i64 12, i1 false)
  %77 = getelementptr inbounds { i64, i32 }, ptr %19, i32 0, i32 0
  %78 = load i64, ptr %77, align 4
  %79 = getelementptr inbounds { i64, i32 }, ptr %19, i32 0, i32 1
  %80 = load i32, ptr %79, align 4
  %81 = getelementptr inbounds %union.USS, ptr %14, i32 0, i32 0
  %82 = load i32, ptr %81, align 4
  %83 = call double @many(i32 %72, i64 %74, double %76, i64 %78, i32 %80, ptr noundef byval(%union.ULD) align 16 %12, i32 %82, ptr noundef byval(%union.UBIG) align 8 %16, i32 noundef 7)
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %83, i64 noundef 8, i64 noundef 12, i64 noundef 16, i64 noundef 4, i64 noundef 24)
  %85 = load i32, ptr %14, align 4
  %86 = and i32 %85, 127
  ret i32 %86
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fi_neg(i32 %0) #0 {
  %2 = alloca %union.UFI, align 4
  %3 = alloca %union.UFI, align 4
  %4 = getelementptr inbounds %union.UFI, ptr %3, i32 0, i32 0
  store i32 %0, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = xor i32 %5, -2147483648
  store i32 %6, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 4, i1 false)
  %7 = getelementptr inbounds %union.UFI, ptr %2, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  ret i32 %8
}

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
define internal double @fd_swap(double %0) #0 {
  %2 = alloca %union.UFD, align 8
  %3 = alloca %union.UFD, align 8
  %4 = alloca float, align 4
  %5 = getelementptr inbounds %union.UFD, ptr %3, i32 0, i32 0
  store double %0, ptr %5, align 8
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
  %14 = load double, ptr %13, align 8
  ret double %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @cf_set(i64 %0, i32 %1, float noundef %2) #0 {
  %4 = alloca %union.UCF, align 4
  %5 = alloca %union.UCF, align 4
  %6 = alloca { i64, i32 }, align 4
  %7 = alloca float, align 4
  %8 = alloca { i64, i32 }, align 8
  %9 = getelementptr inbounds { i64, i32 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %9, align 4
  %10 = getelementptr inbounds { i64, i32 }, ptr %6, i32 0, i32 1
  store i32 %1, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 12, i1 false)
  store float %2, ptr %7, align 4
  %11 = load float, ptr %7, align 4
  store float %11, ptr %5, align 4
  %12 = getelementptr inbounds [12 x i8], ptr %5, i64 0, i64 11
  store i8 33, ptr %12, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 4 %4, i64 12, i1 false)
  %13 = load { i64, i32 }, ptr %8, align 8
  ret { i64, i32 } %13
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ld_half(ptr dead_on_unwind noalias writable sret(%union.ULD) align 16 %0, ptr noundef byval(%union.ULD) align 16 %1) #0 {
  %3 = load x86_fp80, ptr %1, align 16
  %4 = fdiv x86_fp80 %3, 0xK40008000000000000000
  store x86_fp80 %4, ptr %1, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ss_swap(i32 %0) #0 {
  %2 = alloca %union.USS, align 4
  %3 = alloca %union.USS, align 4
  %4 = alloca i16, align 2
  %5 = getelementptr inbounds %union.USS, ptr %3, i32 0, i32 0
  store i32 %0, ptr %5, align 4
  %6 = getelementptr inbounds %struct.anon, ptr %3, i32 0, i32 0
  %7 = load i16, ptr %6, align 4
  store i16 %7, ptr %4, align 2
  %8 = getelementptr inbounds %struct.anon, ptr %3, i32 0, i32 1
  %9 = load i16, ptr %8, align 2
  %10 = getelementptr inbounds %struct.anon, ptr %3, i32 0, i32 0
  store i16 %9, ptr %10, align 4
  %11 = load i16, ptr %4, align 2
  %12 = getelementptr inbounds %struct.anon, ptr %3, i32 0, i32 1
  store i16 %11, ptr %12, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 4, i1 false)
  %13 = getelementptr inbounds %union.USS, ptr %2, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_rev(ptr dead_on_unwind noalias writable sret(%union.UBIG) align 4 %0, ptr noundef byval(%union.UBIG) align 8 %1) #0 {
  %3 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %16, %2
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 6
  br i1 %6, label %7, label %19

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4
  %9 = sub nsw i32 5, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 %10
  %12 = load i32, ptr %11, align 4
  %13 = load i32, ptr %3, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [6 x i32], ptr %0, i64 0, i64 %14
  store i32 %12, ptr %15, align 4
  br label %16

16:                                               ; preds = %7
  %17 = load i32, ptr %3, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %3, align 4
  br label %4, !llvm.loop !6

19:                                               ; preds = %4
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(i32 %0, i64 %1, double %2, i64 %3, i32 %4, ptr noundef byval(%union.ULD) align 16 %5, i32 %6, ptr noundef byval(%union.UBIG) align 8 %7, i32 noundef %8) #0 {
  %10 = alloca %union.UFI, align 4
  %11 = alloca %union.UDL, align 8
  %12 = alloca %union.UFD, align 8
  %13 = alloca %union.UCF, align 4
  %14 = alloca { i64, i32 }, align 4
  %15 = alloca %union.USS, align 4
  %16 = alloca i32, align 4
  %17 = getelementptr inbounds %union.UFI, ptr %10, i32 0, i32 0
  store i32 %0, ptr %17, align 4
  %18 = getelementptr inbounds %union.UDL, ptr %11, i32 0, i32 0
  store i64 %1, ptr %18, align 8
  %19 = getelementptr inbounds %union.UFD, ptr %12, i32 0, i32 0
  store double %2, ptr %19, align 8
  %20 = getelementptr inbounds { i64, i32 }, ptr %14, i32 0, i32 0
  store i64 %3, ptr %20, align 4
  %21 = getelementptr inbounds { i64, i32 }, ptr %14, i32 0, i32 1
  store i32 %4, ptr %21, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %14, i64 12, i1 false)
  %22 = getelementptr inbounds %union.USS, ptr %15, i32 0, i32 0
  store i32 %6, ptr %22, align 4
  store i32 %8, ptr %16, align 4
  %23 = load float, ptr %10, align 4
  %24 = fpext float %23 to double
  %25 = load i64, ptr %11, align 8
  %26 = sitofp i64 %25 to double
  %27 = fadd double %24, %26
  %28 = load double, ptr %12, align 8
  %29 = fadd double %27, %28
  %30 = load float, ptr %13, align 4
  %31 = fpext float %30 to double
  %32 = fadd double %29, %31
  %33 = load x86_fp80, ptr %5, align 16
  %34 = fptrunc x86_fp80 %33 to double
  %35 = fadd double %32, %34
  %36 = load i32, ptr %15, align 4
  %37 = uitofp i32 %36 to double
  %38 = fadd double %35, %37
  %39 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 0
  %40 = load i32, ptr %39, align 8
  %41 = sitofp i32 %40 to double
  %42 = fadd double %38, %41
  %43 = load i32, ptr %16, align 4
  %44 = sitofp i32 %43 to double
  %45 = fadd double %42, %44
  ret double %45
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
