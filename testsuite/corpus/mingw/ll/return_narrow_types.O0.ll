; ModuleID = 'programs/return_narrow_types.c'
source_filename = "programs/return_narrow_types.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [72 x i8] c"x=%3d i8=%4d u8=%3u i16=%6d u16=%5u b=%d c=%4d u32=%10u f=%a ld=%La %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"s=%ld\0A\00", align 1
@r_ptr.names = internal global [3 x ptr] [ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.2 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"two\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  store i32 0, ptr %1, align 4
  store ptr @r_i8, ptr %2, align 8
  store ptr @r_u16, ptr %3, align 8
  store i32 0, ptr %4, align 4
  store i32 -20, ptr %5, align 4
  br label %9

9:                                                ; preds = %84, %0
  %10 = load i32, ptr %5, align 4
  %11 = icmp sle i32 %10, 20
  br i1 %11, label %12, label %87

12:                                               ; preds = %9
  %13 = load i32, ptr %5, align 4
  %14 = call i8 @r_i8(i32 noundef %13)
  %15 = sext i8 %14 to i32
  %16 = mul nsw i32 %15, 1000000
  %17 = load i32, ptr %5, align 4
  %18 = call i8 @r_u8(i32 noundef %17)
  %19 = zext i8 %18 to i32
  %20 = mul nsw i32 %19, 1000
  %21 = add nsw i32 %16, %20
  %22 = load i32, ptr %5, align 4
  %23 = call i16 @r_i16(i32 noundef %22)
  %24 = sext i16 %23 to i32
  %25 = add nsw i32 %21, %24
  %26 = load i32, ptr %5, align 4
  %27 = call i16 @r_u16(i32 noundef %26)
  %28 = zext i16 %27 to i32
  %29 = add nsw i32 %25, %28
  %30 = load i32, ptr %5, align 4
  %31 = call zeroext i1 @r_bool(i32 noundef %30)
  %32 = zext i1 %31 to i32
  %33 = add nsw i32 %29, %32
  %34 = load i32, ptr %5, align 4
  %35 = call i8 @r_char(i32 noundef %34)
  %36 = sext i8 %35 to i32
  %37 = add nsw i32 %33, %36
  %38 = load i32, ptr %5, align 4
  %39 = call i32 @r_u32(i32 noundef %38)
  %40 = add nsw i32 %37, %39
  store i32 %40, ptr %6, align 4
  %41 = load i32, ptr %6, align 4
  %42 = load ptr, ptr %2, align 8
  %43 = load i32, ptr %5, align 4
  %44 = call i8 %42(i32 noundef %43)
  %45 = sext i8 %44 to i32
  %46 = add nsw i32 %41, %45
  %47 = load ptr, ptr %3, align 8
  %48 = load i32, ptr %5, align 4
  %49 = call i16 %47(i32 noundef %48)
  %50 = zext i16 %49 to i32
  %51 = add nsw i32 %46, %50
  %52 = load i32, ptr %4, align 4
  %53 = add nsw i32 %52, %51
  store i32 %53, ptr %4, align 4
  %54 = load i32, ptr %5, align 4
  %55 = load i32, ptr %5, align 4
  %56 = call i8 @r_i8(i32 noundef %55)
  %57 = sext i8 %56 to i32
  %58 = load i32, ptr %5, align 4
  %59 = call i8 @r_u8(i32 noundef %58)
  %60 = zext i8 %59 to i32
  %61 = load i32, ptr %5, align 4
  %62 = call i16 @r_i16(i32 noundef %61)
  %63 = sext i16 %62 to i32
  %64 = load i32, ptr %5, align 4
  %65 = call i16 @r_u16(i32 noundef %64)
  %66 = zext i16 %65 to i32
  %67 = load i32, ptr %5, align 4
  %68 = call zeroext i1 @r_bool(i32 noundef %67)
  %69 = zext i1 %68 to i32
  %70 = load i32, ptr %5, align 4
  %71 = call i8 @r_char(i32 noundef %70)
  %72 = sext i8 %71 to i32
  %73 = load i32, ptr %5, align 4
  %74 = call i32 @r_u32(i32 noundef %73)
  %75 = load i32, ptr %5, align 4
  %76 = call float @r_float(i32 noundef %75)
  %77 = fpext float %76 to double
  %78 = load i32, ptr %5, align 4
  call void @r_ld(ptr dead_on_unwind writable sret(x86_fp80) align 16 %7, i32 noundef %78)
  %79 = load x86_fp80, ptr %7, align 16
  %80 = load i32, ptr %5, align 4
  %81 = add nsw i32 %80, 30
  %82 = call ptr @r_ptr(i32 noundef %81)
  store x86_fp80 %79, ptr %8, align 16
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %54, i32 noundef %57, i32 noundef %60, i32 noundef %63, i32 noundef %66, i32 noundef %69, i32 noundef %72, i32 noundef %74, double noundef %77, ptr noundef %8, ptr noundef %82)
  br label %84

84:                                               ; preds = %12
  %85 = load i32, ptr %5, align 4
  %86 = add nsw i32 %85, 3
  store i32 %86, ptr %5, align 4
  br label %9, !llvm.loop !5

87:                                               ; preds = %9
  %88 = load i32, ptr %4, align 4
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %88)
  %90 = load i32, ptr %4, align 4
  %91 = and i32 %90, 127
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
define internal zeroext i1 @r_bool(i32 noundef %0) #0 {
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

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
define internal void @r_ld(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = sitofp i32 %5 to x86_fp80
  %7 = fdiv x86_fp80 %6, 0xK4000C000000000000000
  store x86_fp80 %7, ptr %0, align 16
  %8 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %8, ptr %0, align 16
  ret void
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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
