; ModuleID = 'programs/union_abi_classes.c'
source_filename = "programs/union_abi_classes.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %10 = alloca %union.UCF, align 4
  %11 = alloca %union.ULD, align 16
  %12 = alloca %union.ULD, align 16
  %13 = alloca %union.ULD, align 16
  %14 = alloca %union.USS, align 4
  %15 = alloca %union.USS, align 4
  %16 = alloca %union.UBIG, align 4
  %17 = alloca %union.UBIG, align 4
  %18 = alloca %union.UBIG, align 4
  %19 = alloca x86_fp80, align 16
  %20 = alloca %union.UDL, align 8
  %21 = alloca %union.UCF, align 4
  %22 = alloca %union.ULD, align 16
  %23 = alloca %union.UBIG, align 4
  store i32 0, ptr %1, align 4
  store float 2.500000e+00, ptr %3, align 4
  %24 = getelementptr inbounds %union.UFI, ptr %3, i32 0, i32 0
  %25 = load i32, ptr %24, align 4
  %26 = call i32 @fi_neg(i32 %25)
  %27 = getelementptr inbounds %union.UFI, ptr %2, i32 0, i32 0
  store i32 %26, ptr %27, align 4
  store double 1.000000e+00, ptr %5, align 8
  %28 = getelementptr inbounds %union.UDL, ptr %5, i32 0, i32 0
  %29 = load i64, ptr %28, align 8
  %30 = call i64 @dl_next(i64 %29)
  %31 = getelementptr inbounds %union.UDL, ptr %4, i32 0, i32 0
  store i64 %30, ptr %31, align 8
  store float 1.000000e+00, ptr %7, align 4
  %32 = getelementptr inbounds float, ptr %7, i64 1
  store float 2.000000e+00, ptr %32, align 4
  %33 = getelementptr inbounds %union.UFD, ptr %7, i32 0, i32 0
  %34 = load i64, ptr %33, align 8
  %35 = call i64 @fd_swap(i64 %34)
  %36 = getelementptr inbounds %union.UFD, ptr %6, i32 0, i32 0
  store i64 %35, ptr %36, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 1 @.str, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %9, i64 12, i1 false)
  call void @cf_set(ptr dead_on_unwind writable sret(%union.UCF) align 4 %8, ptr noundef %10, float noundef 7.500000e-01)
  store x86_fp80 0xK4000C000000000000000, ptr %12, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %13, ptr align 16 %12, i64 16, i1 false)
  call void @ld_half(ptr dead_on_unwind writable sret(%union.ULD) align 16 %11, ptr noundef %13)
  %37 = getelementptr inbounds %struct.anon, ptr %15, i32 0, i32 0
  store i16 4660, ptr %37, align 4
  %38 = getelementptr inbounds %struct.anon, ptr %15, i32 0, i32 1
  store i16 -2, ptr %38, align 2
  %39 = getelementptr inbounds %union.USS, ptr %15, i32 0, i32 0
  %40 = load i32, ptr %39, align 4
  %41 = call i32 @ss_swap(i32 %40)
  %42 = getelementptr inbounds %union.USS, ptr %14, i32 0, i32 0
  store i32 %41, ptr %42, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 @constinit, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 4 %17, i64 24, i1 false)
  call void @big_rev(ptr dead_on_unwind writable sret(%union.UBIG) align 4 %16, ptr noundef %18)
  %43 = load float, ptr %2, align 4
  %44 = fpext float %43 to double
  %45 = load i32, ptr %2, align 4
  %46 = load double, ptr %4, align 8
  %47 = load i32, ptr %4, align 8
  %48 = load double, ptr %6, align 8
  %49 = getelementptr inbounds [2 x float], ptr %6, i64 0, i64 0
  %50 = load float, ptr %49, align 8
  %51 = fpext float %50 to double
  %52 = getelementptr inbounds [2 x float], ptr %6, i64 0, i64 1
  %53 = load float, ptr %52, align 4
  %54 = fpext float %53 to double
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %44, i32 noundef %45, double noundef %46, i32 noundef %47, double noundef %48, double noundef %51, double noundef %54)
  %56 = load float, ptr %8, align 4
  %57 = fpext float %56 to double
  %58 = getelementptr inbounds [12 x i8], ptr %8, i64 0, i64 0
  %59 = getelementptr inbounds i8, ptr %58, i64 4
  %60 = load x86_fp80, ptr %11, align 16
  %61 = load i32, ptr %14, align 4
  %62 = getelementptr inbounds [6 x i32], ptr %16, i64 0, i64 0
  %63 = load i32, ptr %62, align 4
  %64 = getelementptr inbounds [6 x i32], ptr %16, i64 0, i64 5
  %65 = load i32, ptr %64, align 4
  %66 = getelementptr inbounds [24 x i8], ptr %16, i64 0, i64 4
  %67 = load i8, ptr %66, align 4
  %68 = sext i8 %67 to i32
  store x86_fp80 %60, ptr %19, align 16
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %57, ptr noundef %59, ptr noundef %19, i32 noundef %61, i32 noundef %63, i32 noundef %65, i32 noundef %68)
  store i32 5, ptr %20, align 8
  %70 = getelementptr inbounds %union.UFI, ptr %2, i32 0, i32 0
  %71 = load i32, ptr %70, align 4
  %72 = getelementptr inbounds %union.UDL, ptr %20, i32 0, i32 0
  %73 = load i64, ptr %72, align 8
  %74 = getelementptr inbounds %union.UFD, ptr %6, i32 0, i32 0
  %75 = load i64, ptr %74, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 4 %8, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %22, ptr align 16 %11, i64 16, i1 false)
  %76 = getelementptr inbounds %union.USS, ptr %14, i32 0, i32 0
  %77 = load i32, ptr %76, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %23, ptr align 4 %16, i64 24, i1 false)
  %78 = call double @many(i32 %71, i64 %73, i64 %75, ptr noundef %21, ptr noundef %22, i32 %77, ptr noundef %23, i32 noundef 7)
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %78, i64 noundef 8, i64 noundef 12, i64 noundef 16, i64 noundef 4, i64 noundef 24)
  %80 = load i32, ptr %14, align 4
  %81 = and i32 %80, 127
  ret i32 %81
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
  %5 = load i32, ptr %3, align 8
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr %3, align 8
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
define internal void @cf_set(ptr dead_on_unwind noalias writable sret(%union.UCF) align 4 %0, ptr noundef %1, float noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store float %2, ptr %6, align 4
  %7 = load float, ptr %6, align 4
  store float %7, ptr %1, align 4
  %8 = getelementptr inbounds [12 x i8], ptr %1, i64 0, i64 11
  store i8 33, ptr %8, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %1, i64 12, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ld_half(ptr dead_on_unwind noalias writable sret(%union.ULD) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load x86_fp80, ptr %1, align 16
  %6 = fdiv x86_fp80 %5, 0xK40008000000000000000
  store x86_fp80 %6, ptr %1, align 16
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
define internal void @big_rev(ptr dead_on_unwind noalias writable sret(%union.UBIG) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %18, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 6
  br i1 %8, label %9, label %21

9:                                                ; preds = %6
  %10 = load i32, ptr %5, align 4
  %11 = sub nsw i32 5, %10
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = load i32, ptr %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [6 x i32], ptr %0, i64 0, i64 %16
  store i32 %14, ptr %17, align 4
  br label %18

18:                                               ; preds = %9
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %5, align 4
  br label %6, !llvm.loop !5

21:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(i32 %0, i64 %1, i64 %2, ptr noundef %3, ptr noundef %4, i32 %5, ptr noundef %6, i32 noundef %7) #0 {
  %9 = alloca %union.UFI, align 4
  %10 = alloca %union.UDL, align 8
  %11 = alloca %union.UFD, align 8
  %12 = alloca %union.USS, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = getelementptr inbounds %union.UFI, ptr %9, i32 0, i32 0
  store i32 %0, ptr %17, align 4
  %18 = getelementptr inbounds %union.UDL, ptr %10, i32 0, i32 0
  store i64 %1, ptr %18, align 8
  %19 = getelementptr inbounds %union.UFD, ptr %11, i32 0, i32 0
  store i64 %2, ptr %19, align 8
  %20 = getelementptr inbounds %union.USS, ptr %12, i32 0, i32 0
  store i32 %5, ptr %20, align 4
  store ptr %3, ptr %13, align 8
  store ptr %4, ptr %14, align 8
  store ptr %6, ptr %15, align 8
  store i32 %7, ptr %16, align 4
  %21 = load float, ptr %9, align 4
  %22 = fpext float %21 to double
  %23 = load i32, ptr %10, align 8
  %24 = sitofp i32 %23 to double
  %25 = fadd double %22, %24
  %26 = load double, ptr %11, align 8
  %27 = fadd double %25, %26
  %28 = load float, ptr %3, align 4
  %29 = fpext float %28 to double
  %30 = fadd double %27, %29
  %31 = load x86_fp80, ptr %4, align 16
  %32 = fptrunc x86_fp80 %31 to double
  %33 = fadd double %30, %32
  %34 = load i32, ptr %12, align 4
  %35 = uitofp i32 %34 to double
  %36 = fadd double %33, %35
  %37 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 0
  %38 = load i32, ptr %37, align 4
  %39 = sitofp i32 %38 to double
  %40 = fadd double %36, %39
  %41 = load i32, ptr %16, align 4
  %42 = sitofp i32 %41 to double
  %43 = fadd double %40, %42
  ret double %43
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
