; ModuleID = 'programs/varargs_int_kinds.c'
source_filename = "programs/varargs_int_kinds.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [21 x i8] c"sum_ints small=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"sum_ints many=%lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"iulLzpsjiulLzpsj\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.4 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"format hash %016llx\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"count=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"%c:%llx \00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i8 -5, ptr %2, align 1
  store i8 -6, ptr %3, align 1
  store i16 -30000, ptr %4, align 2
  store i16 -5536, ptr %5, align 2
  store i8 1, ptr %6, align 1
  %9 = load i8, ptr %2, align 1
  %10 = sext i8 %9 to i32
  %11 = load i8, ptr %3, align 1
  %12 = zext i8 %11 to i32
  %13 = load i16, ptr %4, align 2
  %14 = sext i16 %13 to i32
  %15 = load i16, ptr %5, align 2
  %16 = zext i16 %15 to i32
  %17 = load i8, ptr %6, align 1
  %18 = trunc i8 %17 to i1
  %19 = zext i1 %18 to i32
  %20 = call i64 (i32, ...) @sum_ints(i32 noundef 5, i32 noundef %10, i32 noundef %12, i32 noundef %14, i32 noundef %16, i32 noundef %19)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %20)
  %22 = call i64 (i32, ...) @sum_ints(i32 noundef 20, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12, i32 noundef 13, i32 noundef 14, i32 noundef 15, i32 noundef 16, i32 noundef 17, i32 noundef 18, i32 noundef 19, i32 noundef 20)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %22)
  store i32 1, ptr %7, align 4
  %24 = load i8, ptr %2, align 1
  %25 = sext i8 %24 to i32
  %26 = load i16, ptr %5, align 2
  %27 = zext i16 %26 to i32
  %28 = load i16, ptr %4, align 2
  %29 = sext i16 %28 to i32
  %30 = load i8, ptr %3, align 1
  %31 = zext i8 %30 to i64
  %32 = call i64 (ptr, ...) @by_format(ptr noundef @.str.2, i32 noundef -1, i32 noundef -294967296, i32 noundef -2, i64 noundef 81985529216486895, i64 noundef -3, ptr noundef %7, ptr noundef @.str.3, i64 noundef -9223372036854775808, i32 noundef %25, i32 noundef %27, i32 noundef %29, i64 noundef %31, i64 noundef 16, ptr noundef null, ptr noundef @.str.4, i64 noundef 42)
  store i64 %32, ptr %8, align 8
  %33 = load i64, ptr %8, align 8
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %33)
  %35 = call i32 (i32, ...) @count_until_zero(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12, i32 noundef 13, i64 noundef 0)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %35)
  %37 = load i64, ptr %8, align 8
  %38 = and i64 %37, 127
  %39 = trunc i64 %38 to i32
  ret i32 %39
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
define internal i64 @sum_ints(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %18, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %21

10:                                               ; preds = %6
  %11 = load i64, ptr %4, align 8
  %12 = mul nsw i64 %11, 3
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %14, ptr %3, align 8
  %15 = load i32, ptr %13, align 8
  %16 = sext i32 %15 to i64
  %17 = add nsw i64 %12, %16
  store i64 %17, ptr %4, align 8
  br label %18

18:                                               ; preds = %10
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %5, align 4
  br label %6, !llvm.loop !5

21:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %22 = load i64, ptr %4, align 8
  ret i64 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @by_format(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  store i64 0, ptr %4, align 8
  %8 = load ptr, ptr %2, align 8
  store ptr %8, ptr %5, align 8
  br label %9

9:                                                ; preds = %79, %1
  %10 = load ptr, ptr %5, align 8
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0
  br i1 %12, label %13, label %82

13:                                               ; preds = %9
  store i64 0, ptr %6, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = load i8, ptr %14, align 1
  %16 = sext i8 %15 to i32
  switch i32 %16, label %69 [
    i32 105, label %17
    i32 117, label %22
    i32 108, label %27
    i32 76, label %32
    i32 122, label %36
    i32 112, label %40
    i32 115, label %48
    i32 106, label %65
  ]

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr %19, ptr %3, align 8
  %20 = load i32, ptr %18, align 8
  %21 = sext i32 %20 to i64
  store i64 %21, ptr %6, align 8
  br label %69

22:                                               ; preds = %13
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %24, ptr %3, align 8
  %25 = load i32, ptr %23, align 8
  %26 = zext i32 %25 to i64
  store i64 %26, ptr %6, align 8
  br label %69

27:                                               ; preds = %13
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  store ptr %29, ptr %3, align 8
  %30 = load i32, ptr %28, align 8
  %31 = sext i32 %30 to i64
  store i64 %31, ptr %6, align 8
  br label %69

32:                                               ; preds = %13
  %33 = load ptr, ptr %3, align 8
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr %34, ptr %3, align 8
  %35 = load i64, ptr %33, align 8
  store i64 %35, ptr %6, align 8
  br label %69

36:                                               ; preds = %13
  %37 = load ptr, ptr %3, align 8
  %38 = getelementptr inbounds i8, ptr %37, i64 8
  store ptr %38, ptr %3, align 8
  %39 = load i64, ptr %37, align 8
  store i64 %39, ptr %6, align 8
  br label %69

40:                                               ; preds = %13
  %41 = load ptr, ptr %3, align 8
  %42 = getelementptr inbounds i8, ptr %41, i64 8
  store ptr %42, ptr %3, align 8
  %43 = load ptr, ptr %41, align 8
  %44 = ptrtoint ptr %43 to i64
  %45 = icmp ne i64 %44, 0
  %46 = zext i1 %45 to i32
  %47 = sext i32 %46 to i64
  store i64 %47, ptr %6, align 8
  br label %69

48:                                               ; preds = %13
  %49 = load ptr, ptr %3, align 8
  %50 = getelementptr inbounds i8, ptr %49, i64 8
  store ptr %50, ptr %3, align 8
  %51 = load ptr, ptr %49, align 8
  store ptr %51, ptr %7, align 8
  br label %52

52:                                               ; preds = %56, %48
  %53 = load ptr, ptr %7, align 8
  %54 = load i8, ptr %53, align 1
  %55 = icmp ne i8 %54, 0
  br i1 %55, label %56, label %64

56:                                               ; preds = %52
  %57 = load i64, ptr %6, align 8
  %58 = mul i64 %57, 31
  %59 = load ptr, ptr %7, align 8
  %60 = getelementptr inbounds i8, ptr %59, i32 1
  store ptr %60, ptr %7, align 8
  %61 = load i8, ptr %59, align 1
  %62 = zext i8 %61 to i64
  %63 = add i64 %58, %62
  store i64 %63, ptr %6, align 8
  br label %52, !llvm.loop !7

64:                                               ; preds = %52
  br label %69

65:                                               ; preds = %13
  %66 = load ptr, ptr %3, align 8
  %67 = getelementptr inbounds i8, ptr %66, i64 8
  store ptr %67, ptr %3, align 8
  %68 = load i64, ptr %66, align 8
  store i64 %68, ptr %6, align 8
  br label %69

69:                                               ; preds = %13, %65, %64, %40, %36, %32, %27, %22, %17
  %70 = load i64, ptr %4, align 8
  %71 = mul i64 %70, 1000003
  %72 = load i64, ptr %6, align 8
  %73 = xor i64 %71, %72
  store i64 %73, ptr %4, align 8
  %74 = load ptr, ptr %5, align 8
  %75 = load i8, ptr %74, align 1
  %76 = sext i8 %75 to i32
  %77 = load i64, ptr %6, align 8
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %76, i64 noundef %77)
  br label %79

79:                                               ; preds = %69
  %80 = load ptr, ptr %5, align 8
  %81 = getelementptr inbounds i8, ptr %80, i32 1
  store ptr %81, ptr %5, align 8
  br label %9, !llvm.loop !8

82:                                               ; preds = %9
  call void @llvm.va_end.p0(ptr %3)
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %84 = load i64, ptr %4, align 8
  ret i64 %84
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_until_zero(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %4, align 4
  %6 = load i32, ptr %2, align 4
  store i32 %6, ptr %5, align 4
  br label %7

7:                                                ; preds = %13, %1
  %8 = load i32, ptr %5, align 4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %17

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %4, align 4
  br label %13

13:                                               ; preds = %10
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr %15, ptr %3, align 8
  %16 = load i32, ptr %14, align 8
  store i32 %16, ptr %5, align 4
  br label %7, !llvm.loop !9

17:                                               ; preds = %7
  call void @llvm.va_end.p0(ptr %3)
  %18 = load i32, ptr %4, align 4
  ret i32 %18
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
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
