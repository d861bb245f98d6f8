; ModuleID = 'programs/struct_return_large.c'
source_filename = "programs/struct_return_large.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Mat4 = type { [4 x [4 x i32]] }
%struct.RecList = type { [3 x %struct.Rec], i32 }
%struct.Rec = type { [24 x i8], i32, double, i32 }

@.str = private unnamed_addr constant [4 x i8] c"%6d\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"trace=%ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"alice\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"bob\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"carol-with-a-long-name-here\00", align 1
@.str.6 = private unnamed_addr constant [48 x i8] c"oldest %s %d %g %ld sizeof Rec=%zu RecList=%zu\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"third name '%s'\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"copy %d orig %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"ts=%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Mat4, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Mat4, align 4
  %5 = alloca %struct.Mat4, align 4
  %6 = alloca %struct.Mat4, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Mat4, align 4
  %10 = alloca %struct.Mat4, align 4
  %11 = alloca %struct.Mat4, align 4
  %12 = alloca %struct.RecList, align 8
  %13 = alloca %struct.Rec, align 8
  %14 = alloca %struct.Rec, align 8
  %15 = alloca %struct.Rec, align 8
  %16 = alloca %struct.Rec, align 8
  %17 = alloca %struct.RecList, align 8
  %18 = alloca %struct.Rec, align 8
  %19 = alloca [3 x %struct.Mat4], align 16
  %20 = alloca %struct.Mat4, align 4
  %21 = alloca %struct.Mat4, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca %struct.Mat4, align 4
  %25 = alloca %struct.Mat4, align 4
  store i32 0, ptr %1, align 4
  call void @ident(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %2)
  store i32 1, ptr %3, align 4
  br label %26

26:                                               ; preds = %31, %0
  %27 = load i32, ptr %3, align 4
  %28 = icmp sle i32 %27, 6
  br i1 %28, label %29, label %34

29:                                               ; preds = %26
  %30 = load i32, ptr %3, align 4
  call void @rot(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %5, i32 noundef %30)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %2, i64 64, i1 false)
  call void @mul(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %4, ptr noundef %6, ptr noundef %5)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %4, i64 64, i1 false)
  br label %31

31:                                               ; preds = %29
  %32 = load i32, ptr %3, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %3, align 4
  br label %26, !llvm.loop !5

34:                                               ; preds = %26
  store i32 0, ptr %7, align 4
  br label %35

35:                                               ; preds = %57, %34
  %36 = load i32, ptr %7, align 4
  %37 = icmp slt i32 %36, 4
  br i1 %37, label %38, label %60

38:                                               ; preds = %35
  store i32 0, ptr %8, align 4
  br label %39

39:                                               ; preds = %52, %38
  %40 = load i32, ptr %8, align 4
  %41 = icmp slt i32 %40, 4
  br i1 %41, label %42, label %55

42:                                               ; preds = %39
  %43 = getelementptr inbounds %struct.Mat4, ptr %2, i32 0, i32 0
  %44 = load i32, ptr %7, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [4 x [4 x i32]], ptr %43, i64 0, i64 %45
  %47 = load i32, ptr %8, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4 x i32], ptr %46, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %50)
  br label %52

52:                                               ; preds = %42
  %53 = load i32, ptr %8, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %8, align 4
  br label %39, !llvm.loop !7

55:                                               ; preds = %39
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  br label %57

57:                                               ; preds = %55
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %7, align 4
  br label %35, !llvm.loop !8

60:                                               ; preds = %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %2, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %2, i64 64, i1 false)
  call void @mul(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %9, ptr noundef %10, ptr noundef %11)
  %61 = call i32 @trace(ptr noundef %9)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %61)
  call void @mkrec(ptr dead_on_unwind writable sret(%struct.Rec) align 8 %13, ptr noundef @.str.3, i32 noundef 31, double noundef 8.850000e+01)
  call void @mkrec(ptr dead_on_unwind writable sret(%struct.Rec) align 8 %14, ptr noundef @.str.4, i32 noundef 45, double noundef 7.025000e+01)
  call void @mkrec(ptr dead_on_unwind writable sret(%struct.Rec) align 8 %15, ptr noundef @.str.5, i32 noundef 29, double noundef 9.900000e+01)
  call void @mklist(ptr dead_on_unwind writable sret(%struct.RecList) align 8 %12, ptr noundef %13, ptr noundef %14, ptr noundef %15)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %12, i64 152, i1 false)
  call void @oldest(ptr dead_on_unwind writable sret(%struct.Rec) align 8 %16, ptr noundef %17)
  %63 = getelementptr inbounds %struct.Rec, ptr %16, i32 0, i32 0
  %64 = getelementptr inbounds [24 x i8], ptr %63, i64 0, i64 0
  %65 = getelementptr inbounds %struct.Rec, ptr %16, i32 0, i32 1
  %66 = load i32, ptr %65, align 8
  %67 = getelementptr inbounds %struct.Rec, ptr %16, i32 0, i32 2
  %68 = load double, ptr %67, align 8
  %69 = getelementptr inbounds %struct.Rec, ptr %16, i32 0, i32 3
  %70 = load i32, ptr %69, align 8
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %64, i32 noundef %66, double noundef %68, i32 noundef %70, i64 noundef 48, i64 noundef 152)
  %72 = getelementptr inbounds %struct.RecList, ptr %12, i32 0, i32 0
  %73 = getelementptr inbounds [3 x %struct.Rec], ptr %72, i64 0, i64 2
  %74 = getelementptr inbounds %struct.Rec, ptr %73, i32 0, i32 0
  %75 = getelementptr inbounds [24 x i8], ptr %74, i64 0, i64 0
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %75)
  %77 = getelementptr inbounds %struct.RecList, ptr %12, i32 0, i32 0
  %78 = getelementptr inbounds [3 x %struct.Rec], ptr %77, i64 0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %78, i64 48, i1 false)
  %79 = getelementptr inbounds %struct.Rec, ptr %18, i32 0, i32 1
  %80 = load i32, ptr %79, align 8
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %79, align 8
  %82 = getelementptr inbounds %struct.Rec, ptr %18, i32 0, i32 1
  %83 = load i32, ptr %82, align 8
  %84 = getelementptr inbounds %struct.RecList, ptr %12, i32 0, i32 0
  %85 = getelementptr inbounds [3 x %struct.Rec], ptr %84, i64 0, i64 1
  %86 = getelementptr inbounds %struct.Rec, ptr %85, i32 0, i32 1
  %87 = load i32, ptr %86, align 8
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %83, i32 noundef %87)
  call void @ident(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %19)
  %89 = getelementptr inbounds %struct.Mat4, ptr %19, i64 1
  call void @rot(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %89, i32 noundef 2)
  %90 = getelementptr inbounds %struct.Mat4, ptr %19, i64 2
  call void @rot(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %20, i32 noundef 3)
  call void @rot(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %21, i32 noundef 4)
  call void @mul(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %90, ptr noundef %20, ptr noundef %21)
  store i32 0, ptr %22, align 4
  store i32 0, ptr %23, align 4
  br label %91

91:                                               ; preds = %101, %60
  %92 = load i32, ptr %23, align 4
  %93 = icmp slt i32 %92, 3
  br i1 %93, label %94, label %104

94:                                               ; preds = %91
  %95 = load i32, ptr %23, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [3 x %struct.Mat4], ptr %19, i64 0, i64 %96
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %24, ptr align 16 %97, i64 64, i1 false)
  %98 = call i32 @trace(ptr noundef %24)
  %99 = load i32, ptr %22, align 4
  %100 = add nsw i32 %99, %98
  store i32 %100, ptr %22, align 4
  br label %101

101:                                              ; preds = %94
  %102 = load i32, ptr %23, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %23, align 4
  br label %91, !llvm.loop !9

104:                                              ; preds = %91
  %105 = load i32, ptr %22, align 4
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %105)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 4 %2, i64 64, i1 false)
  %107 = call i32 @trace(ptr noundef %25)
  %108 = and i32 %107, 255
  ret i32 %108
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ident(ptr dead_on_unwind noalias writable sret(%struct.Mat4) align 4 %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %0, i8 0, i64 64, i1 false)
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %15, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 4
  br i1 %6, label %7, label %18

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [4 x [4 x i32]], ptr %8, i64 0, i64 %10
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [4 x i32], ptr %11, i64 0, i64 %13
  store i32 1, ptr %14, align 4
  br label %15

15:                                               ; preds = %7
  %16 = load i32, ptr %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %3, align 4
  br label %4, !llvm.loop !10

18:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul(ptr dead_on_unwind noalias writable sret(%struct.Mat4) align 4 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %58, %3
  %12 = load i32, ptr %7, align 4
  %13 = icmp slt i32 %12, 4
  br i1 %13, label %14, label %61

14:                                               ; preds = %11
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %54, %14
  %16 = load i32, ptr %8, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %18, label %57

18:                                               ; preds = %15
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %19

19:                                               ; preds = %42, %18
  %20 = load i32, ptr %10, align 4
  %21 = icmp slt i32 %20, 4
  br i1 %21, label %22, label %45

22:                                               ; preds = %19
  %23 = getelementptr inbounds %struct.Mat4, ptr %1, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [4 x [4 x i32]], ptr %23, i64 0, i64 %25
  %27 = load i32, ptr %10, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [4 x i32], ptr %26, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = getelementptr inbounds %struct.Mat4, ptr %2, i32 0, i32 0
  %32 = load i32, ptr %10, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [4 x [4 x i32]], ptr %31, i64 0, i64 %33
  %35 = load i32, ptr %8, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [4 x i32], ptr %34, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = mul nsw i32 %30, %38
  %40 = load i32, ptr %9, align 4
  %41 = add nsw i32 %40, %39
  store i32 %41, ptr %9, align 4
  br label %42

42:                                               ; preds = %22
  %43 = load i32, ptr %10, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %10, align 4
  br label %19, !llvm.loop !11

45:                                               ; preds = %19
  %46 = load i32, ptr %9, align 4
  %47 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0
  %48 = load i32, ptr %7, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [4 x [4 x i32]], ptr %47, i64 0, i64 %49
  %51 = load i32, ptr %8, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [4 x i32], ptr %50, i64 0, i64 %52
  store i32 %46, ptr %53, align 4
  br label %54

54:                                               ; preds = %45
  %55 = load i32, ptr %8, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %8, align 4
  br label %15, !llvm.loop !12

57:                                               ; preds = %15
  br label %58

58:                                               ; preds = %57
  %59 = load i32, ptr %7, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %7, align 4
  br label %11, !llvm.loop !13

61:                                               ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rot(ptr dead_on_unwind noalias writable sret(%struct.Mat4) align 4 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  call void @ident(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %0)
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0
  %7 = getelementptr inbounds [4 x [4 x i32]], ptr %6, i64 0, i64 0
  %8 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 1
  store i32 %5, ptr %8, align 4
  %9 = load i32, ptr %4, align 4
  %10 = sub nsw i32 0, %9
  %11 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0
  %12 = getelementptr inbounds [4 x [4 x i32]], ptr %11, i64 0, i64 1
  %13 = getelementptr inbounds [4 x i32], ptr %12, i64 0, i64 2
  store i32 %10, ptr %13, align 4
  %14 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0
  %15 = getelementptr inbounds [4 x [4 x i32]], ptr %14, i64 0, i64 3
  %16 = getelementptr inbounds [4 x i32], ptr %15, i64 0, i64 0
  store i32 2, ptr %16, align 4
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
define internal i32 @trace(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 4
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [4 x [4 x i32]], ptr %9, i64 0, i64 %11
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [4 x i32], ptr %12, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = load i32, ptr %3, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !14

22:                                               ; preds = %5
  %23 = load i32, ptr %3, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mklist(ptr dead_on_unwind noalias writable sret(%struct.RecList) align 8 %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %9 = getelementptr inbounds %struct.RecList, ptr %0, i32 0, i32 0
  %10 = getelementptr inbounds [3 x %struct.Rec], ptr %9, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %1, i64 48, i1 false)
  %11 = getelementptr inbounds %struct.RecList, ptr %0, i32 0, i32 0
  %12 = getelementptr inbounds [3 x %struct.Rec], ptr %11, i64 0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %2, i64 48, i1 false)
  %13 = getelementptr inbounds %struct.RecList, ptr %0, i32 0, i32 0
  %14 = getelementptr inbounds [3 x %struct.Rec], ptr %13, i64 0, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %3, i64 48, i1 false)
  %15 = getelementptr inbounds %struct.RecList, ptr %0, i32 0, i32 1
  store i32 3, ptr %15, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mkrec(ptr dead_on_unwind noalias writable sret(%struct.Rec) align 8 %0, ptr noundef %1, i32 noundef %2, double noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store double %3, ptr %8, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 48, i1 false)
  %9 = getelementptr inbounds %struct.Rec, ptr %0, i32 0, i32 0
  %10 = getelementptr inbounds [24 x i8], ptr %9, i64 0, i64 0
  %11 = load ptr, ptr %6, align 8
  %12 = call ptr @strncpy(ptr noundef %10, ptr noundef %11, i64 noundef 23) #6
  %13 = load i32, ptr %7, align 4
  %14 = getelementptr inbounds %struct.Rec, ptr %0, i32 0, i32 1
  store i32 %13, ptr %14, align 8
  %15 = load double, ptr %8, align 8
  %16 = getelementptr inbounds %struct.Rec, ptr %0, i32 0, i32 2
  store double %15, ptr %16, align 8
  %17 = load i32, ptr %7, align 4
  %18 = mul nsw i32 %17, 1000003
  %19 = getelementptr inbounds %struct.Rec, ptr %0, i32 0, i32 3
  store i32 %18, ptr %19, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @oldest(ptr dead_on_unwind noalias writable sret(%struct.Rec) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = getelementptr inbounds %struct.RecList, ptr %1, i32 0, i32 0
  %7 = getelementptr inbounds [3 x %struct.Rec], ptr %6, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %7, i64 48, i1 false)
  store i32 1, ptr %5, align 4
  br label %8

8:                                                ; preds = %29, %2
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds %struct.RecList, ptr %1, i32 0, i32 1
  %11 = load i32, ptr %10, align 8
  %12 = icmp slt i32 %9, %11
  br i1 %12, label %13, label %32

13:                                               ; preds = %8
  %14 = getelementptr inbounds %struct.RecList, ptr %1, i32 0, i32 0
  %15 = load i32, ptr %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [3 x %struct.Rec], ptr %14, i64 0, i64 %16
  %18 = getelementptr inbounds %struct.Rec, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 8
  %20 = getelementptr inbounds %struct.Rec, ptr %0, i32 0, i32 1
  %21 = load i32, ptr %20, align 8
  %22 = icmp sgt i32 %19, %21
  br i1 %22, label %23, label %28

23:                                               ; preds = %13
  %24 = getelementptr inbounds %struct.RecList, ptr %1, i32 0, i32 0
  %25 = load i32, ptr %5, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [3 x %struct.Rec], ptr %24, i64 0, i64 %26
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %27, i64 48, i1 false)
  br label %28

28:                                               ; preds = %23, %13
  br label %29

29:                                               ; preds = %28
  %30 = load i32, ptr %5, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %5, align 4
  br label %8, !llvm.loop !15

32:                                               ; preds = %8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local ptr @strncpy(ptr noundef, ptr noundef, i64 noundef) #4

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
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
