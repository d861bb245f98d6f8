; ModuleID = 'programs/return_narrow_types.c'
source_filename = "programs/return_narrow_types.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [72 x i8] c"x=%3d i8=%4d u8=%3u i16=%6d u16=%5u b=%d c=%4d u32=%10u f=%a ld=%La %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"s=%ld\0A\00", align 1
@r_ptr.names = internal global [3 x ptr] [ptr @.str.2, ptr @.str.3, ptr @.str.4], align 8
@.str.2 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"two\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store ptr @r_i8, ptr %2, align 8
  store ptr @r_u16, ptr %3, align 8
  store i64 0, ptr %4, align 8
  store i32 -20, ptr %5, align 4
  br label %7

7:                                                ; preds = %83, %0
  %8 = load i32, ptr %5, align 4
  %9 = icmp sle i32 %8, 20
  br i1 %9, label %10, label %86

10:                                               ; preds = %7
  %11 = load i32, ptr %5, align 4
  %12 = call i8 @r_i8(i32 noundef %11)
  %13 = sext i8 %12 to i64
  %14 = mul nsw i64 %13, 1000000
  %15 = load i32, ptr %5, align 4
  %16 = call i8 @r_u8(i32 noundef %15)
  %17 = zext i8 %16 to i64
  %18 = mul nsw i64 %17, 1000
  %19 = add nsw i64 %14, %18
  %20 = load i32, ptr %5, align 4
  %21 = call i16 @r_i16(i32 noundef %20)
  %22 = sext i16 %21 to i64
  %23 = add nsw i64 %19, %22
  %24 = load i32, ptr %5, align 4
  %25 = call i16 @r_u16(i32 noundef %24)
  %26 = zext i16 %25 to i64
  %27 = add nsw i64 %23, %26
  %28 = load i32, ptr %5, align 4
  %29 = call i1 @r_bool(i32 noundef %28)
  %30 = zext i1 %29 to i64
  %31 = add nsw i64 %27, %30
  %32 = load i32, ptr %5, align 4
  %33 = call i8 @r_char(i32 noundef %32)
  %34 = zext i8 %33 to i64
  %35 = add nsw i64 %31, %34
  %36 = load i32, ptr %5, align 4
  %37 = call i32 @r_u32(i32 noundef %36)
  %38 = zext i32 %37 to i64
  %39 = add nsw i64 %35, %38
  store i64 %39, ptr %6, align 8
  %40 = load i64, ptr %6, align 8
  %41 = load ptr, ptr %2, align 8
  %42 = load i32, ptr %5, align 4
  %43 = call i8 %41(i32 noundef %42)
  %44 = sext i8 %43 to i64
  %45 = add nsw i64 %40, %44
  %46 = load ptr, ptr %3, align 8
  %47 = load i32, ptr %5, align 4
  %48 = call i16 %46(i32 noundef %47)
  %49 = zext i16 %48 to i64
  %50 = add nsw i64 %45, %49
  %51 = load i64, ptr %4, align 8
  %52 = add nsw i64 %51, %50
  store i64 %52, ptr %4, align 8
  %53 = load i32, ptr %5, align 4
  %54 = load i32, ptr %5, align 4
  %55 = call i8 @r_i8(i32 noundef %54)
  %56 = sext i8 %55 to i32
  %57 = load i32, ptr %5, align 4
  %58 = call i8 @r_u8(i32 noundef %57)
  %59 = zext i8 %58 to i32
  %60 = load i32, ptr %5, align 4
  %61 = call i16 @r_i16(i32 noundef %60)
  %62 = sext i16 %61 to i32
  %63 = load i32, ptr %5, align 4
  %64 = call i16 @r_u16(i32 noundef %63)
  %65 = zext i16 %64 to i32
  %66 = load i32, ptr %5, align 4
  %67 = call i1 @r_bool(i32 noundef %66)
  %68 = zext i1 %67 to i32
  %69 = load i32, ptr %5, align 4
  %70 = call i8 @r_char(i32 noundef %69)
  %71 = zext i8 %70 to i32
  %72 = load i32, ptr %5, align 4
  %73 = call i32 @r_u32(i32 noundef %72)
  %74 = load i32, ptr %5, align 4
  %75 = call float @r_float(i32 noundef %74)
  %76 = fpext float %75 to double
  %77 = load i32, ptr %5, align 4
  %78 = call fp128 @r_ld(i32 noundef %77)
  %79 = load i32, ptr %5, align 4
  %80 = add nsw i32 %79, 30
  %81 = call ptr @r_ptr(i32 noundef %80)
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %53, i32 noundef %56, i32 noundef %59, i32 noundef %62, i32 noundef %65, i32 noundef %68, i32 noundef %71, i32 noundef %73, double noundef %76, fp128 noundef %78, ptr noundef %81)
  br label %83

83:                                               ; preds = %10
  %84 = load i32, ptr %5, align 4
  %85 = add nsw i32 %84, 3
  store i32 %85, ptr %5, align 4
  br label %7, !llvm.loop !6

86:                                               ; preds = %7
  %87 = load i64, ptr %4, align 8
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %87)
  %89 = load i64, ptr %4, align 8
  %90 = and i64 %89, 127
  %91 = trunc i64 %90 to i32
  ret i32 %91
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @r_i8(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 37
  %5 = trunc i32 %4 to i8
  ret i8 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @r_u16(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 3701
  %5 = trunc i32 %4 to i16
  ret i16 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @r_u8(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 37
  %5 = trunc i32 %4 to i8
  ret i8 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @r_i16(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 3701
  %5 = trunc i32 %4 to i16
  ret i16 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @r_bool(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 3
  %5 = icmp eq i32 %4, 0
  ret i1 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @r_char(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 50
  %5 = trunc i32 %4 to i8
  ret i8 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @r_u32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul i32 %3, -1640531527
  ret i32 %4
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @r_float(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sitofp i32 %3 to float
  %5 = fdiv float %4, 3.000000e+00
  ret float %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @r_ld(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sitofp i32 %3 to fp128
  %5 = fdiv fp128 %4, 0xL00000000000000004000800000000000
  ret fp128 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @r_ptr(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 3
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [3 x ptr], ptr @r_ptr.names, i64 0, i64 %5
  %7 = load ptr, ptr %6, align 8
  ret ptr %7
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
