; ModuleID = 'programs/struct_abi_empty_zero.c'
source_filename = "programs/struct_abi_empty_zero.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.empty = type {}
%struct.with_empty = type { i32, i32 }
%struct.one = type { [1 x double] }
%struct.nest = type { i8 }
%union.anon = type { %struct.zla, [20 x i8] }
%struct.zla = type { i32, [0 x i32] }

@.str = private unnamed_addr constant [58 x i8] c"sizeof empty=%zu with_empty=%zu nest=%zu zla=%zu one=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"pass_empty=%d cnt=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"we=%d,%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"one=%g\0A\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"nest=%c\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"zla sum=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.empty, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.empty, align 1
  %6 = alloca %struct.empty, align 1
  %7 = alloca %struct.empty, align 1
  %8 = alloca %struct.with_empty, align 4
  %9 = alloca %struct.with_empty, align 4
  %10 = alloca %struct.one, align 8
  %11 = alloca %struct.one, align 8
  %12 = alloca %struct.nest, align 1
  %13 = alloca %struct.nest, align 1
  %14 = alloca %union.anon, align 4
  %15 = alloca i32, align 4
  %16 = alloca %struct.empty, align 1
  %17 = alloca %struct.empty, align 1
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %18

18:                                               ; preds = %22, %0
  %19 = load i32, ptr %4, align 4
  %20 = icmp slt i32 %19, 3
  br i1 %20, label %21, label %25

21:                                               ; preds = %18
  call void @ret_empty(ptr dead_on_unwind writable sret(%struct.empty) align 1 %5, ptr noundef %3)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %5, i64 0, i1 false)
  br label %22

22:                                               ; preds = %21
  %23 = load i32, ptr %4, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %4, align 4
  br label %18, !llvm.loop !5

25:                                               ; preds = %18
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 0, i64 noundef 8, i64 noundef 1, i64 noundef 4, i64 noundef 8)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %2, i64 0, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 0, i1 false)
  %27 = call i32 @pass_empty(i32 noundef 1, ptr noundef %6, i32 noundef 2, ptr noundef %7, double noundef 3.900000e+00)
  %28 = load i32, ptr %3, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %27, i32 noundef %28)
  %30 = getelementptr inbounds %struct.with_empty, ptr %9, i32 0, i32 0
  store i32 5, ptr %30, align 4
  %31 = getelementptr inbounds i8, ptr %9, i64 4
  %32 = getelementptr inbounds %struct.with_empty, ptr %9, i32 0, i32 1
  store i32 6, ptr %32, align 4
  %33 = load i64, ptr %9, align 4
  %34 = call i64 @we_f(i64 %33)
  store i64 %34, ptr %8, align 4
  %35 = getelementptr inbounds %struct.with_empty, ptr %8, i32 0, i32 0
  %36 = load i32, ptr %35, align 4
  %37 = getelementptr inbounds %struct.with_empty, ptr %8, i32 0, i32 1
  %38 = load i32, ptr %37, align 4
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %36, i32 noundef %38)
  %40 = getelementptr inbounds %struct.one, ptr %11, i32 0, i32 0
  store double 1.250000e+00, ptr %40, align 8
  %41 = getelementptr inbounds %struct.one, ptr %11, i32 0, i32 0
  %42 = load i64, ptr %41, align 8
  %43 = call i64 @one_f(i64 %42, double noundef 8.000000e+00)
  %44 = getelementptr inbounds %struct.one, ptr %10, i32 0, i32 0
  store i64 %43, ptr %44, align 8
  %45 = getelementptr inbounds %struct.one, ptr %10, i32 0, i32 0
  %46 = getelementptr inbounds [1 x double], ptr %45, i64 0, i64 0
  %47 = load double, ptr %46, align 8
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %47)
  %49 = getelementptr inbounds %struct.nest, ptr %13, i32 0, i32 0
  store i8 109, ptr %49, align 1
  %50 = getelementptr inbounds i8, ptr %13, i64 1
  %51 = getelementptr inbounds %struct.nest, ptr %13, i32 0, i32 0
  %52 = load i8, ptr %51, align 1
  %53 = call i8 @nest_f(i8 %52)
  %54 = getelementptr inbounds %struct.nest, ptr %12, i32 0, i32 0
  store i8 %53, ptr %54, align 1
  %55 = getelementptr inbounds %struct.nest, ptr %12, i32 0, i32 0
  %56 = load i8, ptr %55, align 1
  %57 = sext i8 %56 to i32
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %57)
  call void @llvm.memset.p0.i64(ptr align 4 %14, i8 0, i64 24, i1 false)
  %59 = getelementptr inbounds %struct.zla, ptr %14, i32 0, i32 0
  store i32 5, ptr %59, align 4
  store i32 0, ptr %15, align 4
  br label %60

60:                                               ; preds = %71, %25
  %61 = load i32, ptr %15, align 4
  %62 = icmp slt i32 %61, 5
  br i1 %62, label %63, label %74

63:                                               ; preds = %60
  %64 = load i32, ptr %15, align 4
  %65 = load i32, ptr %15, align 4
  %66 = mul nsw i32 %64, %65
  %67 = getelementptr inbounds %struct.zla, ptr %14, i32 0, i32 1
  %68 = load i32, ptr %15, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [0 x i32], ptr %67, i64 0, i64 %69
  store i32 %66, ptr %70, align 4
  br label %71

71:                                               ; preds = %63
  %72 = load i32, ptr %15, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %15, align 4
  br label %60, !llvm.loop !7

74:                                               ; preds = %60
  %75 = call i32 @zla_sum(ptr noundef %14)
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %75)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %16, ptr align 1 %2, i64 0, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %17, ptr align 1 %2, i64 0, i1 false)
  %77 = call i32 @pass_empty(i32 noundef 1, ptr noundef %16, i32 noundef 2, ptr noundef %17, double noundef 3.900000e+00)
  %78 = and i32 %77, 127
  ret i32 %78
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ret_empty(ptr dead_on_unwind noalias writable sret(%struct.empty) align 1 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %5, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr %5, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pass_empty(i32 noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, double noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca double, align 8
  store i32 %0, ptr %6, align 4
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store ptr %3, ptr %9, align 8
  store double %4, ptr %10, align 8
  %11 = load i32, ptr %6, align 4
  %12 = mul nsw i32 %11, 100
  %13 = load i32, ptr %8, align 4
  %14 = mul nsw i32 %13, 10
  %15 = add nsw i32 %12, %14
  %16 = load double, ptr %10, align 8
  %17 = fptosi double %16 to i32
  %18 = add nsw i32 %15, %17
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @we_f(i64 %0) #0 {
  %2 = alloca %struct.with_empty, align 4
  %3 = alloca %struct.with_empty, align 4
  store i64 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.with_empty, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %struct.with_empty, ptr %3, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %7, %5
  store i32 %8, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 8, i1 false)
  %9 = load i64, ptr %2, align 4
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @one_f(i64 %0, double noundef %1) #0 {
  %3 = alloca %struct.one, align 8
  %4 = alloca %struct.one, align 8
  %5 = alloca double, align 8
  %6 = getelementptr inbounds %struct.one, ptr %4, i32 0, i32 0
  store i64 %0, ptr %6, align 8
  store double %1, ptr %5, align 8
  %7 = load double, ptr %5, align 8
  %8 = getelementptr inbounds %struct.one, ptr %4, i32 0, i32 0
  %9 = getelementptr inbounds [1 x double], ptr %8, i64 0, i64 0
  %10 = load double, ptr %9, align 8
  %11 = fmul double %10, %7
  store double %11, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %4, i64 8, i1 false)
  %12 = getelementptr inbounds %struct.one, ptr %3, i32 0, i32 0
  %13 = load i64, ptr %12, align 8
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @nest_f(i8 %0) #0 {
  %2 = alloca %struct.nest, align 1
  %3 = alloca %struct.nest, align 1
  %4 = getelementptr inbounds %struct.nest, ptr %3, i32 0, i32 0
  store i8 %0, ptr %4, align 1
  %5 = getelementptr inbounds %struct.nest, ptr %3, i32 0, i32 0
  %6 = load i8, ptr %5, align 1
  %7 = sext i8 %6 to i32
  %8 = add nsw i32 %7, 1
  %9 = trunc i32 %8 to i8
  %10 = getelementptr inbounds %struct.nest, ptr %3, i32 0, i32 0
  store i8 %9, ptr %10, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 1, i1 false)
  %11 = getelementptr inbounds %struct.nest, ptr %2, i32 0, i32 0
  %12 = load i8, ptr %11, align 1
  ret i8 %12
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @zla_sum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %20, %1
  %6 = load i32, ptr %4, align 4
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.zla, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = icmp slt i32 %6, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %5
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.zla, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [0 x i32], ptr %13, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr %3, align 4
  br label %20

20:                                               ; preds = %11
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %5, !llvm.loop !8

23:                                               ; preds = %5
  %24 = load i32, ptr %3, align 4
  ret i32 %24
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
