; ModuleID = 'programs/struct_overaligned.c'
source_filename = "programs/struct_overaligned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %8 = alloca %struct.A64, align 64
  %9 = alloca %struct.A64, align 64
  %10 = alloca %struct.A64, align 64
  store i32 0, ptr %1, align 4
  store i8 1, ptr %2, align 16
  store i16 2, ptr %3, align 32
  store i32 3, ptr %4, align 64
  %11 = call i32 @misaligned(ptr noundef %2, i64 noundef 16)
  %12 = call i32 @misaligned(ptr noundef %3, i64 noundef 32)
  %13 = add nsw i32 %11, %12
  %14 = call i32 @misaligned(ptr noundef %4, i64 noundef 64)
  %15 = add nsw i32 %13, %14
  %16 = call i32 @misaligned(ptr noundef @gbuf, i64 noundef 64)
  %17 = add nsw i32 %15, %16
  %18 = call i32 @misaligned(ptr noundef @garr, i64 noundef 64)
  %19 = add nsw i32 %17, %18
  %20 = call i32 @misaligned(ptr noundef getelementptr inbounds ([3 x %struct.A64], ptr @garr, i64 0, i64 1), i64 noundef 64)
  %21 = add nsw i32 %19, %20
  %22 = call i32 @misaligned(ptr noundef @page_aligned, i64 noundef 4096)
  %23 = add nsw i32 %21, %22
  store i32 %23, ptr %5, align 4
  call void @llvm.memset.p0.i64(ptr align 32 %6, i8 0, i64 64, i1 false)
  %24 = getelementptr inbounds %struct.holder, ptr %6, i32 0, i32 0
  store i8 104, ptr %24, align 32
  %25 = getelementptr inbounds %struct.holder, ptr %6, i32 0, i32 2
  store i64 5, ptr %25, align 16
  %26 = getelementptr inbounds %struct.holder, ptr %6, i32 0, i32 4
  %27 = getelementptr inbounds %struct.A32, ptr %26, i32 0, i32 0
  %28 = getelementptr inbounds [3 x i32], ptr %27, i32 0, i32 0
  store i32 1, ptr %28, align 32
  %29 = getelementptr inbounds [3 x i32], ptr %27, i32 0, i32 1
  store i32 2, ptr %29, align 4
  %30 = getelementptr inbounds [3 x i32], ptr %27, i32 0, i32 2
  store i32 3, ptr %30, align 8
  %31 = getelementptr inbounds %struct.holder, ptr %6, i32 0, i32 2
  %32 = call i32 @misaligned(ptr noundef %31, i64 noundef 16)
  %33 = getelementptr inbounds %struct.holder, ptr %6, i32 0, i32 4
  %34 = call i32 @misaligned(ptr noundef %33, i64 noundef 32)
  %35 = add nsw i32 %32, %34
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr %5, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 32, i64 noundef 64, i64 noundef 64, i64 noundef 16, i64 noundef 32)
  %39 = getelementptr inbounds %struct.holder, ptr %6, i32 0, i32 4
  call void @a32_f(ptr dead_on_unwind writable sret(%struct.A32) align 32 %7, ptr noundef byval(%struct.A32) align 32 %39, i32 noundef 3)
  call void @llvm.memset.p0.i64(ptr align 64 %10, i8 0, i64 64, i1 false)
  %40 = getelementptr inbounds %struct.A64, ptr %10, i32 0, i32 0
  store double 1.500000e+00, ptr %40, align 64
  %41 = getelementptr inbounds %struct.A64, ptr %10, i32 0, i32 1
  store i8 97, ptr %41, align 8
  call void @a64_f(ptr dead_on_unwind writable sret(%struct.A64) align 64 %9, ptr noundef byval(%struct.A64) align 64 %10)
  call void @a64_f(ptr dead_on_unwind writable sret(%struct.A64) align 64 %8, ptr noundef byval(%struct.A64) align 64 %9)
  %42 = getelementptr inbounds %struct.A32, ptr %7, i32 0, i32 0
  %43 = getelementptr inbounds [3 x i32], ptr %42, i64 0, i64 0
  %44 = load i32, ptr %43, align 32
  %45 = getelementptr inbounds %struct.A32, ptr %7, i32 0, i32 0
  %46 = getelementptr inbounds [3 x i32], ptr %45, i64 0, i64 1
  %47 = load i32, ptr %46, align 4
  %48 = getelementptr inbounds %struct.A32, ptr %7, i32 0, i32 0
  %49 = getelementptr inbounds [3 x i32], ptr %48, i64 0, i64 2
  %50 = load i32, ptr %49, align 8
  %51 = getelementptr inbounds %struct.A64, ptr %8, i32 0, i32 0
  %52 = load double, ptr %51, align 64
  %53 = getelementptr inbounds %struct.A64, ptr %8, i32 0, i32 1
  %54 = load i8, ptr %53, align 8
  %55 = sext i8 %54 to i32
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %44, i32 noundef %47, i32 noundef %50, double noundef %52, i32 noundef %55)
  %57 = call i32 @deep(i32 noundef 10)
  %58 = call i32 @va(i32 noundef 10)
  %59 = call i32 @va(i32 noundef 1000)
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %57, i32 noundef %58, i32 noundef %59)
  %61 = load i32, ptr %5, align 4
  %62 = load i8, ptr %2, align 16
  %63 = sext i8 %62 to i32
  %64 = load i16, ptr %3, align 32
  %65 = sext i16 %64 to i32
  %66 = load i32, ptr %4, align 64
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %61, i32 noundef %63, i32 noundef %65, i32 noundef %66)
  %68 = load i32, ptr %5, align 4
  ret i32 %68
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
define internal void @a32_f(ptr dead_on_unwind noalias writable sret(%struct.A32) align 32 %0, ptr noundef byval(%struct.A32) align 32 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca [8 x i32], align 32
  %6 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %17, %3
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 8
  br i1 %9, label %10, label %20

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = load i32, ptr %6, align 4
  %13 = mul nsw i32 %11, %12
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %15
  store i32 %13, ptr %16, align 4
  br label %17

17:                                               ; preds = %10
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %6, align 4
  br label %7, !llvm.loop !6

20:                                               ; preds = %7
  %21 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 7
  %22 = load i32, ptr %21, align 4
  %23 = getelementptr inbounds %struct.A32, ptr %1, i32 0, i32 0
  %24 = getelementptr inbounds [3 x i32], ptr %23, i64 0, i64 0
  %25 = load i32, ptr %24, align 32
  %26 = add nsw i32 %25, %22
  store i32 %26, ptr %24, align 32
  %27 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 0
  %28 = call i32 @misaligned(ptr noundef %27, i64 noundef 32)
  %29 = getelementptr inbounds %struct.A32, ptr %1, i32 0, i32 0
  %30 = getelementptr inbounds [3 x i32], ptr %29, i64 0, i64 2
  store i32 %28, ptr %30, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %0, ptr align 32 %1, i64 32, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @a64_f(ptr dead_on_unwind noalias writable sret(%struct.A64) align 64 %0, ptr noundef byval(%struct.A64) align 64 %1) #0 {
  %3 = getelementptr inbounds %struct.A64, ptr %1, i32 0, i32 0
  %4 = load double, ptr %3, align 64
  %5 = fmul double %4, 2.000000e+00
  store double %5, ptr %3, align 64
  %6 = getelementptr inbounds %struct.A64, ptr %1, i32 0, i32 1
  %7 = load i8, ptr %6, align 8
  %8 = add i8 %7, 1
  store i8 %8, ptr %6, align 8
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
  %21 = sext i8 %20 to i32
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
