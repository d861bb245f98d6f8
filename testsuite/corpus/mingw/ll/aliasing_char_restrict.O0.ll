; ModuleID = 'programs/aliasing_char_restrict.c'
source_filename = "programs/aliasing_char_restrict.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.anon = type { i32, i16 }
%union.pun = type { i32 }

@.str = private unnamed_addr constant [44 x i8] c"restrict sum=%ld overlap a[99]=%d a[10]=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"bytes of double=%08x int64=%08x\0A\00", align 1
@__const.main.st = private unnamed_addr constant %struct.anon { i32 123456, i16 -7 }, align 4
@.str.2 = private unnamed_addr constant [28 x i8] c"after char clear x=%d y=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"pun u=%08x b0=%02x b3=%02x\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"flipped sign f=%g\0A\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"next float after 0.1f = %a\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [100 x i32], align 16
  %3 = alloca [100 x i32], align 16
  %4 = alloca [100 x i32], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i64, align 8
  %11 = alloca %struct.anon, align 4
  %12 = alloca %union.pun, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %28, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 100
  br i1 %17, label %18, label %31

18:                                               ; preds = %15
  %19 = load i32, ptr %5, align 4
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [100 x i32], ptr %2, i64 0, i64 %21
  store i32 %19, ptr %22, align 4
  %23 = load i32, ptr %5, align 4
  %24 = sub nsw i32 1000, %23
  %25 = load i32, ptr %5, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %26
  store i32 %24, ptr %27, align 4
  br label %28

28:                                               ; preds = %18
  %29 = load i32, ptr %5, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %5, align 4
  br label %15, !llvm.loop !5

31:                                               ; preds = %15
  %32 = getelementptr inbounds [100 x i32], ptr %4, i64 0, i64 0
  %33 = getelementptr inbounds [100 x i32], ptr %2, i64 0, i64 0
  %34 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 0
  call void @add_restrict(ptr noundef %32, ptr noundef %33, ptr noundef %34, i32 noundef 100)
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %35

35:                                               ; preds = %48, %31
  %36 = load i32, ptr %7, align 4
  %37 = icmp slt i32 %36, 100
  br i1 %37, label %38, label %51

38:                                               ; preds = %35
  %39 = load i32, ptr %7, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [100 x i32], ptr %4, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = load i32, ptr %7, align 4
  %44 = add nsw i32 %43, 1
  %45 = mul nsw i32 %42, %44
  %46 = load i32, ptr %6, align 4
  %47 = add nsw i32 %46, %45
  store i32 %47, ptr %6, align 4
  br label %48

48:                                               ; preds = %38
  %49 = load i32, ptr %7, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %7, align 4
  br label %35, !llvm.loop !7

51:                                               ; preds = %35
  store i32 0, ptr %8, align 4
  br label %52

52:                                               ; preds = %60, %51
  %53 = load i32, ptr %8, align 4
  %54 = icmp slt i32 %53, 100
  br i1 %54, label %55, label %63

55:                                               ; preds = %52
  %56 = load i32, ptr %8, align 4
  %57 = load i32, ptr %8, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [100 x i32], ptr %2, i64 0, i64 %58
  store i32 %56, ptr %59, align 4
  br label %60

60:                                               ; preds = %55
  %61 = load i32, ptr %8, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %8, align 4
  br label %52, !llvm.loop !8

63:                                               ; preds = %52
  %64 = getelementptr inbounds [100 x i32], ptr %2, i64 0, i64 0
  %65 = getelementptr inbounds i32, ptr %64, i64 1
  %66 = getelementptr inbounds [100 x i32], ptr %2, i64 0, i64 0
  %67 = getelementptr inbounds [100 x i32], ptr %2, i64 0, i64 0
  call void @add_overlap(ptr noundef %65, ptr noundef %66, ptr noundef %67, i32 noundef 99)
  %68 = load i32, ptr %6, align 4
  %69 = getelementptr inbounds [100 x i32], ptr %2, i64 0, i64 99
  %70 = load i32, ptr %69, align 4
  %71 = getelementptr inbounds [100 x i32], ptr %2, i64 0, i64 10
  %72 = load i32, ptr %71, align 8
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %68, i32 noundef %70, i32 noundef %72)
  store double 3.750000e+00, ptr %9, align 8
  store i64 -2, ptr %10, align 8
  %74 = call i32 @byte_sum(ptr noundef %9, i64 noundef 8)
  %75 = call i32 @byte_sum(ptr noundef %10, i64 noundef 8)
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %74, i32 noundef %75)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 @__const.main.st, i64 8, i1 false)
  %77 = getelementptr inbounds %struct.anon, ptr %11, i32 0, i32 0
  call void @clear_via_chars(ptr noundef %77, i64 noundef 4)
  %78 = getelementptr inbounds %struct.anon, ptr %11, i32 0, i32 0
  %79 = load i32, ptr %78, align 4
  %80 = getelementptr inbounds %struct.anon, ptr %11, i32 0, i32 1
  %81 = load i16, ptr %80, align 4
  %82 = sext i16 %81 to i32
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %79, i32 noundef %82)
  store float -1.500000e+00, ptr %12, align 4
  %84 = load i32, ptr %12, align 4
  %85 = getelementptr inbounds [4 x i8], ptr %12, i64 0, i64 0
  %86 = load i8, ptr %85, align 4
  %87 = zext i8 %86 to i32
  %88 = getelementptr inbounds [4 x i8], ptr %12, i64 0, i64 3
  %89 = load i8, ptr %88, align 1
  %90 = zext i8 %89 to i32
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %84, i32 noundef %87, i32 noundef %90)
  %92 = getelementptr inbounds [4 x i8], ptr %12, i64 0, i64 3
  %93 = load i8, ptr %92, align 1
  %94 = zext i8 %93 to i32
  %95 = xor i32 %94, 128
  %96 = trunc i32 %95 to i8
  store i8 %96, ptr %92, align 1
  %97 = load float, ptr %12, align 4
  %98 = fpext float %97 to double
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %98)
  store float 0x3FB99999A0000000, ptr %13, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %13, i64 4, i1 false)
  %100 = load i32, ptr %14, align 4
  %101 = add i32 %100, 1
  store i32 %101, ptr %14, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %14, i64 4, i1 false)
  %102 = load float, ptr %13, align 4
  %103 = fpext float %102 to double
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %103)
  %105 = getelementptr inbounds [100 x i32], ptr %2, i64 0, i64 10
  %106 = load i32, ptr %105, align 8
  %107 = and i32 %106, 127
  ret i32 %107
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_restrict(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %30, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %33

14:                                               ; preds = %10
  %15 = load ptr, ptr %6, align 8
  %16 = load i32, ptr %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %15, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = load ptr, ptr %7, align 8
  %21 = load i32, ptr %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = add nsw i32 %19, %24
  %26 = load ptr, ptr %5, align 8
  %27 = load i32, ptr %9, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %26, i64 %28
  store i32 %25, ptr %29, align 4
  br label %30

30:                                               ; preds = %14
  %31 = load i32, ptr %9, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %9, align 4
  br label %10, !llvm.loop !9

33:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_overlap(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %30, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %33

14:                                               ; preds = %10
  %15 = load ptr, ptr %6, align 8
  %16 = load i32, ptr %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %15, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = load ptr, ptr %7, align 8
  %21 = load i32, ptr %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = add nsw i32 %19, %24
  %26 = load ptr, ptr %5, align 8
  %27 = load i32, ptr %9, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %26, i64 %28
  store i32 %25, ptr %29, align 4
  br label %30

30:                                               ; preds = %14
  %31 = load i32, ptr %9, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %9, align 4
  br label %10, !llvm.loop !10

33:                                               ; preds = %10
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
define internal i32 @byte_sum(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  store ptr %8, ptr %5, align 8
  store i32 0, ptr %6, align 4
  store i64 0, ptr %7, align 8
  br label %9

9:                                                ; preds = %22, %2
  %10 = load i64, ptr %7, align 8
  %11 = load i64, ptr %4, align 8
  %12 = icmp ult i64 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %9
  %14 = load i32, ptr %6, align 4
  %15 = mul i32 %14, 31
  %16 = load ptr, ptr %5, align 8
  %17 = load i64, ptr %7, align 8
  %18 = getelementptr inbounds i8, ptr %16, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = add i32 %15, %20
  store i32 %21, ptr %6, align 4
  br label %22

22:                                               ; preds = %13
  %23 = load i64, ptr %7, align 8
  %24 = add i64 %23, 1
  store i64 %24, ptr %7, align 8
  br label %9, !llvm.loop !11

25:                                               ; preds = %9
  %26 = load i32, ptr %6, align 4
  ret i32 %26
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @clear_via_chars(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %5, align 8
  store i64 0, ptr %6, align 8
  br label %8

8:                                                ; preds = %16, %2
  %9 = load i64, ptr %6, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %19

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = load i64, ptr %6, align 8
  %15 = getelementptr inbounds i8, ptr %13, i64 %14
  store i8 0, ptr %15, align 1
  br label %16

16:                                               ; preds = %12
  %17 = load i64, ptr %6, align 8
  %18 = add i64 %17, 1
  store i64 %18, ptr %6, align 8
  br label %8, !llvm.loop !12

19:                                               ; preds = %8
  ret void
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
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
