; ModuleID = 'programs/struct_overaligned.c'
source_filename = "programs/struct_overaligned.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.A64 = type { double, i8, [55 x i8] }
%struct.holder = type { i8, [15 x i8], i64, [8 x i8], %struct.A32 }
%struct.A32 = type { [3 x i32], [20 x i8] }

@gbuf = internal global [100 x i8] zeroinitializer, align 64
@garr = internal global [3 x %struct.A64] zeroinitializer, align 64
@page_aligned = internal global [10 x i32] zeroinitializer, align 4096
@.str = private unnamed_addr constant [56 x i8] c"sizeof A32=%zu A64=%zu holder=%zu offsetof l=%zu a=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"a=%d,%d,%d b=%g,%c\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"deep=%d va=%d,%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"bad=%d values %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 16
  %3 = alloca i16, align 32
  %4 = alloca i32, align 64
  %5 = alloca i32, align 4
  %6 = alloca %struct.holder, align 32
  %7 = alloca %struct.A32, align 32
  %8 = alloca %struct.A32, align 32
  %9 = alloca %struct.A64, align 64
  %10 = alloca %struct.A64, align 64
  %11 = alloca %struct.A64, align 64
  %12 = alloca %struct.A64, align 64
  store i32 0, ptr %1, align 4
  store i8 1, ptr %2, align 16
  store i16 2, ptr %3, align 32
  store i32 3, ptr %4, align 64
  %13 = call i32 @misaligned(ptr noundef %2, i64 noundef 16)
  %14 = call i32 @misaligned(ptr noundef %3, i64 noundef 32)
  %15 = add nsw i32 %13, %14
  %16 = call i32 @misaligned(ptr noundef %4, i64 noundef 64)
  %17 = add nsw i32 %15, %16
  %18 = call i32 @misaligned(ptr noundef @gbuf, i64 noundef 64)
  %19 = add nsw i32 %17, %18
  %20 = call i32 @misaligned(ptr noundef @garr, i64 noundef 64)
  %21 = add nsw i32 %19, %20
  %22 = call i32 @misaligned(ptr noundef getelementptr inbounds ([3 x %struct.A64], ptr @garr, i64 0, i64 1), i64 noundef 64)
  %23 = add nsw i32 %21, %22
  %24 = call i32 @misaligned(ptr noundef @page_aligned, i64 noundef 4096)
  %25 = add nsw i32 %23, %24
  store i32 %25, ptr %5, align 4
  call void @llvm.memset.p0.i64(ptr align 32 %6, i8 0, i64 64, i1 false)
  %26 = getelementptr inbounds %struct.holder, ptr %6, i32 0, i32 0
  store i8 104, ptr %26, align 32
  %27 = getelementptr inbounds %struct.holder, ptr %6, i32 0, i32 2
  store i64 5, ptr %27, align 16
  %28 = getelementptr inbounds %struct.holder, ptr %6, i32 0, i32 4
  %29 = getelementptr inbounds %struct.A32, ptr %28, i32 0, i32 0
  %30 = getelementptr inbounds [3 x i32], ptr %29, i32 0, i32 0
  store i32 1, ptr %30, align 32
  %31 = getelementptr inbounds [3 x i32], ptr %29, i32 0, i32 1
  store i32 2, ptr %31, align 4
  %32 = getelementptr inbounds [3 x i32], ptr %29, i32 0, i32 2
  store i32 3, ptr %32, align 8
  %33 = getelementptr inbounds %struct.holder, ptr %6, i32 0, i32 2
  %34 = call i32 @misaligned(ptr noundef %33, i64 noundef 16)
  %35 = getelementptr inbounds %struct.holder, ptr %6, i32 0, i32 4
  %36 = call i32 @misaligned(ptr noundef %35, i64 noundef 32)
  %37 = add nsw i32 %34, %36
  %38 = load i32, ptr %5, align 4
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr %5, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 32, i64 noundef 64, i64 noundef 64, i64 noundef 16, i64 noundef 32)
  %41 = getelementptr inbounds %struct.holder, ptr %6, i32 0, i32 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %8, ptr align 32 %41, i64 32, i1 false)
  call void @a32_f(ptr dead_on_unwind writable sret(%struct.A32) align 32 %7, ptr noundef %8, i32 noundef 3)
  call void @llvm.memset.p0.i64(ptr align 64 %11, i8 0, i64 64, i1 false)
  %42 = getelementptr inbounds %struct.A64, ptr %11, i32 0, i32 0
  store double 1.500000e+00, ptr %42, align 64
  %43 = getelementptr inbounds %struct.A64, ptr %11, i32 0, i32 1
  store i8 97, ptr %43, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 64 %12, ptr align 64 %11, i64 64, i1 false)
  call void @a64_f(ptr dead_on_unwind writable sret(%struct.A64) align 64 %10, ptr noundef %12)
  call void @a64_f(ptr dead_on_unwind writable sret(%struct.A64) align 64 %9, ptr noundef %10)
  %44 = getelementptr inbounds %struct.A32, ptr %7, i32 0, i32 0
  %45 = getelementptr inbounds [3 x i32], ptr %44, i64 0, i64 0
  %46 = load i32, ptr %45, align 32
  %47 = getelementptr inbounds %struct.A32, ptr %7, i32 0, i32 0
  %48 = getelementptr inbounds [3 x i32], ptr %47, i64 0, i64 1
  %49 = load i32, ptr %48, align 4
  %50 = getelementptr inbounds %struct.A32, ptr %7, i32 0, i32 0
  %51 = getelementptr inbounds [3 x i32], ptr %50, i64 0, i64 2
  %52 = load i32, ptr %51, align 8
  %53 = getelementptr inbounds %struct.A64, ptr %9, i32 0, i32 0
  %54 = load double, ptr %53, align 64
  %55 = getelementptr inbounds %struct.A64, ptr %9, i32 0, i32 1
  %56 = load i8, ptr %55, align 8
  %57 = zext i8 %56 to i32
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %46, i32 noundef %49, i32 noundef %52, double noundef %54, i32 noundef %57)
  %59 = call i32 @deep(i32 noundef 10)
  %60 = call i32 @va(i32 noundef 10)
  %61 = call i32 @va(i32 noundef 1000)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %59, i32 noundef %60, i32 noundef %61)
  %63 = load i32, ptr %5, align 4
  %64 = load i8, ptr %2, align 16
  %65 = zext i8 %64 to i32
  %66 = load i16, ptr %3, align 32
  %67 = sext i16 %66 to i32
  %68 = load i32, ptr %4, align 64
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %63, i32 noundef %65, i32 noundef %67, i32 noundef %68)
  %70 = load i32, ptr %5, align 4
  ret i32 %70
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @misaligned(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = ptrtoint ptr %5 to i64
  %7 = load i64, ptr %4, align 8
  %8 = sub i64 %7, 1
  %9 = and i64 %6, %8
  %10 = icmp ne i64 %9, 0
  %11 = zext i1 %10 to i32
  ret i32 %11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @a32_f(ptr dead_on_unwind noalias writable sret(%struct.A32) align 32 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca [8 x i32], align 32
  %7 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %18, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 8
  br i1 %10, label %11, label %21

11:                                               ; preds = %8
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %7, align 4
  %14 = mul nsw i32 %12, %13
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %16
  store i32 %14, ptr %17, align 4
  br label %18

18:                                               ; preds = %11
  %19 = load i32, ptr %7, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %7, align 4
  br label %8, !llvm.loop !6

21:                                               ; preds = %8
  %22 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 7
  %23 = load i32, ptr %22, align 4
  %24 = getelementptr inbounds %struct.A32, ptr %1, i32 0, i32 0
  %25 = getelementptr inbounds [3 x i32], ptr %24, i64 0, i64 0
  %26 = load i32, ptr %25, align 32
  %27 = add nsw i32 %26, %23
  store i32 %27, ptr %25, align 32
  %28 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 0
  %29 = call i32 @misaligned(ptr noundef %28, i64 noundef 32)
  %30 = getelementptr inbounds %struct.A32, ptr %1, i32 0, i32 0
  %31 = getelementptr inbounds [3 x i32], ptr %30, i64 0, i64 2
  store i32 %29, ptr %31, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %0, ptr align 32 %1, i64 32, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @a64_f(ptr dead_on_unwind noalias writable sret(%struct.A64) align 64 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  %4 = getelementptr inbounds %struct.A64, ptr %1, i32 0, i32 0
  %5 = load double, ptr %4, align 64
  %6 = fmul double %5, 2.000000e+00
  store double %6, ptr %4, align 64
  %7 = getelementptr inbounds %struct.A64, ptr %1, i32 0, i32 1
  %8 = load i8, ptr %7, align 8
  %9 = add i8 %8, 1
  store i8 %9, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 64 %0, ptr align 64 %1, i64 64, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @deep(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [64 x i8], align 64
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = trunc i32 %5 to i8
  %7 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 0
  store i8 %6, ptr %7, align 64
  %8 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 0
  %9 = call i32 @misaligned(ptr noundef %8, i64 noundef 64)
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %1
  store i32 -1000, ptr %2, align 4
  br label %26

12:                                               ; preds = %1
  %13 = load i32, ptr %3, align 4
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %23

15:                                               ; preds = %12
  %16 = load i32, ptr %3, align 4
  %17 = sub nsw i32 %16, 1
  %18 = call i32 @deep(i32 noundef %17)
  %19 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 0
  %20 = load i8, ptr %19, align 64
  %21 = zext i8 %20 to i32
  %22 = add nsw i32 %18, %21
  br label %24

23:                                               ; preds = %12
  br label %24

24:                                               ; preds = %23, %15
  %25 = phi i32 [ %22, %15 ], [ 0, %23 ]
  store i32 %25, ptr %2, align 4
  br label %26

26:                                               ; preds = %24, %11
  %27 = load i32, ptr %2, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @va(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = sext i32 %4 to i64
  %6 = alloca i8, i64 %5, align 32
  store ptr %6, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds i8, ptr %7, i64 0
  store i8 1, ptr %8, align 1
  %9 = load ptr, ptr %3, align 8
  %10 = call i32 @misaligned(ptr noundef %9, i64 noundef 32)
  ret i32 %10
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
