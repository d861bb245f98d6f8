; ModuleID = 'programs/struct_abi_empty_zero.c'
source_filename = "programs/struct_abi_empty_zero.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %7 = alloca %struct.with_empty, align 4
  %8 = alloca %struct.with_empty, align 4
  %9 = alloca %struct.one, align 8
  %10 = alloca %struct.one, align 8
  %11 = alloca %struct.nest, align 1
  %12 = alloca %struct.nest, align 1
  %13 = alloca %union.anon, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %15

15:                                               ; preds = %19, %0
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 3
  br i1 %17, label %18, label %22

18:                                               ; preds = %15
  call void @ret_empty(ptr noundef %3)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %6, i64 0, i1 false)
  br label %19

19:                                               ; preds = %18
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %15, !llvm.loop !6

22:                                               ; preds = %15
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 0, i64 noundef 8, i64 noundef 1, i64 noundef 4, i64 noundef 8)
  %24 = call i32 @pass_empty(i32 noundef 1, i32 noundef 2, double noundef 3.900000e+00)
  %25 = load i32, ptr %3, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %24, i32 noundef %25)
  %27 = getelementptr inbounds %struct.with_empty, ptr %8, i32 0, i32 0
  store i32 5, ptr %27, align 4
  %28 = getelementptr inbounds i8, ptr %8, i64 4
  %29 = getelementptr inbounds %struct.with_empty, ptr %8, i32 0, i32 1
  store i32 6, ptr %29, align 4
  %30 = load i64, ptr %8, align 4
  %31 = call i64 @we_f(i64 %30)
  store i64 %31, ptr %7, align 4
  %32 = getelementptr inbounds %struct.with_empty, ptr %7, i32 0, i32 0
  %33 = load i32, ptr %32, align 4
  %34 = getelementptr inbounds %struct.with_empty, ptr %7, i32 0, i32 1
  %35 = load i32, ptr %34, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %33, i32 noundef %35)
  %37 = getelementptr inbounds %struct.one, ptr %10, i32 0, i32 0
  store double 1.250000e+00, ptr %37, align 8
  %38 = getelementptr inbounds %struct.one, ptr %10, i32 0, i32 0
  %39 = load [1 x double], ptr %38, align 8
  %40 = call %struct.one @one_f([1 x double] alignstack(8) %39, double noundef 8.000000e+00)
  %41 = getelementptr inbounds %struct.one, ptr %9, i32 0, i32 0
  %42 = extractvalue %struct.one %40, 0
  store [1 x double] %42, ptr %41, align 8
  %43 = getelementptr inbounds %struct.one, ptr %9, i32 0, i32 0
  %44 = getelementptr inbounds [1 x double], ptr %43, i64 0, i64 0
  %45 = load double, ptr %44, align 8
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %45)
  %47 = getelementptr inbounds %struct.nest, ptr %12, i32 0, i32 0
  store i8 109, ptr %47, align 1
  %48 = getelementptr inbounds i8, ptr %12, i64 1
  %49 = getelementptr inbounds %struct.nest, ptr %12, i32 0, i32 0
  %50 = load i8, ptr %49, align 1
  %51 = zext i8 %50 to i64
  %52 = call i8 @nest_f(i64 %51)
  %53 = getelementptr inbounds %struct.nest, ptr %11, i32 0, i32 0
  store i8 %52, ptr %53, align 1
  %54 = getelementptr inbounds %struct.nest, ptr %11, i32 0, i32 0
  %55 = load i8, ptr %54, align 1
  %56 = zext i8 %55 to i32
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %56)
  call void @llvm.memset.p0.i64(ptr align 4 %13, i8 0, i64 24, i1 false)
  %58 = getelementptr inbounds %struct.zla, ptr %13, i32 0, i32 0
  store i32 5, ptr %58, align 4
  store i32 0, ptr %14, align 4
  br label %59

59:                                               ; preds = %70, %22
  %60 = load i32, ptr %14, align 4
  %61 = icmp slt i32 %60, 5
  br i1 %61, label %62, label %73

62:                                               ; preds = %59
  %63 = load i32, ptr %14, align 4
  %64 = load i32, ptr %14, align 4
  %65 = mul nsw i32 %63, %64
  %66 = getelementptr inbounds %struct.zla, ptr %13, i32 0, i32 1
  %67 = load i32, ptr %14, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [0 x i32], ptr %66, i64 0, i64 %68
  store i32 %65, ptr %69, align 4
  br label %70

70:                                               ; preds = %62
  %71 = load i32, ptr %14, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %14, align 4
  br label %59, !llvm.loop !8

73:                                               ; preds = %59
  %74 = call i32 @zla_sum(ptr noundef %13)
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %74)
  %76 = call i32 @pass_empty(i32 noundef 1, i32 noundef 2, double noundef 3.900000e+00)
  %77 = and i32 %76, 127
  ret i32 %77
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ret_empty(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr %3, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pass_empty(i32 noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca %struct.empty, align 1
  %5 = alloca %struct.empty, align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store i32 %0, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  store double %2, ptr %8, align 8
  %9 = load i32, ptr %6, align 4
  %10 = mul nsw i32 %9, 100
  %11 = load i32, ptr %7, align 4
  %12 = mul nsw i32 %11, 10
  %13 = add nsw i32 %10, %12
  %14 = load double, ptr %8, align 8
  %15 = fptosi double %14 to i32
  %16 = add nsw i32 %13, %15
  ret i32 %16
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
define internal %struct.one @one_f([1 x double] alignstack(8) %0, double noundef %1) #0 {
  %3 = alloca %struct.one, align 8
  %4 = alloca %struct.one, align 8
  %5 = alloca double, align 8
  %6 = getelementptr inbounds %struct.one, ptr %4, i32 0, i32 0
  store [1 x double] %0, ptr %6, align 8
  store double %1, ptr %5, align 8
  %7 = load double, ptr %5, align 8
  %8 = getelementptr inbounds %struct.one, ptr %4, i32 0, i32 0
  %9 = getelementptr inbounds [1 x double], ptr %8, i64 0, i64 0
  %10 = load double, ptr %9, align 8
  %11 = fmul double %10, %7
  store double %11, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %4, i64 8, i1 false)
  %12 = load %struct.one, ptr %3, align 8
  ret %struct.one %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @nest_f(i64 %0) #0 {
  %2 = alloca %struct.nest, align 1
  %3 = alloca %struct.nest, align 1
  %4 = getelementptr inbounds %struct.nest, ptr %3, i32 0, i32 0
  %5 = trunc i64 %0 to i8
  store i8 %5, ptr %4, align 1
  %6 = getelementptr inbounds %struct.nest, ptr %3, i32 0, i32 0
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = add nsw i32 %8, 1
  %10 = trunc i32 %9 to i8
  %11 = getelementptr inbounds %struct.nest, ptr %3, i32 0, i32 0
  store i8 %10, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 1, i1 false)
  %12 = getelementptr inbounds %struct.nest, ptr %2, i32 0, i32 0
  %13 = load i8, ptr %12, align 1
  ret i8 %13
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

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
  br label %5, !llvm.loop !9

23:                                               ; preds = %5
  %24 = load i32, ptr %3, align 4
  ret i32 %24
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
