; ModuleID = 'programs/struct_return_large.c'
source_filename = "programs/struct_return_large.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Mat4 = type { [4 x [4 x i32]] }
%struct.RecList = type { [3 x %struct.Rec], i32 }
%struct.Rec = type { [24 x i8], i32, double, i64 }

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
  %19 = alloca [3 x %struct.Mat4], align 4
  %20 = alloca %struct.Mat4, align 4
  %21 = alloca %struct.Mat4, align 4
  %22 = alloca i64, align 8
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
  br label %26, !llvm.loop !6

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
  br label %39, !llvm.loop !8

55:                                               ; preds = %39
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  br label %57

57:                                               ; preds = %55
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %7, align 4
  br label %35, !llvm.loop !9

60:                                               ; preds = %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %2, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %2, i64 64, i1 false)
  call void @mul(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %9, ptr noundef %10, ptr noundef %11)
  %61 = call i64 @trace(ptr noundef %9)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %61)
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
  %70 = load i64, ptr %69, align 8
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %64, i32 noundef %66, double noundef %68, i64 noundef %70, i64 noundef 48, i64 noundef 152)
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
  store i64 0, ptr %22, align 8
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %24, ptr align 4 %97, i64 64, i1 false)
  %98 = call i64 @trace(ptr noundef %24)
  %99 = load i64, ptr %22, align 8
  %100 = add nsw i64 %99, %98
  store i64 %100, ptr %22, align 8
  br label %101

101:                                              ; preds = %94
  %102 = load i32, ptr %23, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %23, align 4
  br label %91, !llvm.loop !10

104:                                              ; preds = %91
  %105 = load i64, ptr %22, align 8
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %105)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 4 %2, i64 64, i1 false)
  %107 = call i64 @trace(ptr noundef %25)
  %108 = and i64 %107, 255
  %109 = trunc i64 %108 to i32
  ret i32 %109
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ident(ptr dead_on_unwind noalias writable sret(%struct.Mat4) align 4 %0) #0 {
  %2 = alloca i32, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %0, i8 0, i64 64, i1 false)
  store i32 0, ptr %2, align 4
  br label %3

3:                                                ; preds = %14, %1
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 4
  br i1 %5, label %6, label %17

6:                                                ; preds = %3
  %7 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0
  %8 = load i32, ptr %2, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [4 x [4 x i32]], ptr %7, i64 0, i64 %9
  %11 = load i32, ptr %2, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [4 x i32], ptr %10, i64 0, i64 %12
  store i32 1, ptr %13, align 4
  br label %14

14:                                               ; preds = %6
  %15 = load i32, ptr %2, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %2, align 4
  br label %3, !llvm.loop !11

17:                                               ; preds = %3
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul(ptr dead_on_unwind noalias writable sret(%struct.Mat4) align 4 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %57, %3
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 4
  br i1 %12, label %13, label %60

13:                                               ; preds = %10
  store i32 0, ptr %7, align 4
  br label %14

14:                                               ; preds = %53, %13
  %15 = load i32, ptr %7, align 4
  %16 = icmp slt i32 %15, 4
  br i1 %16, label %17, label %56

17:                                               ; preds = %14
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %18

18:                                               ; preds = %41, %17
  %19 = load i32, ptr %9, align 4
  %20 = icmp slt i32 %19, 4
  br i1 %20, label %21, label %44

21:                                               ; preds = %18
  %22 = getelementptr inbounds %struct.Mat4, ptr %1, i32 0, i32 0
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [4 x [4 x i32]], ptr %22, i64 0, i64 %24
  %26 = load i32, ptr %9, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [4 x i32], ptr %25, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = getelementptr inbounds %struct.Mat4, ptr %2, i32 0, i32 0
  %31 = load i32, ptr %9, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [4 x [4 x i32]], ptr %30, i64 0, i64 %32
  %34 = load i32, ptr %7, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [4 x i32], ptr %33, i64 0, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = mul nsw i32 %29, %37
  %39 = load i32, ptr %8, align 4
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr %8, align 4
  br label %41

41:                                               ; preds = %21
  %42 = load i32, ptr %9, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %9, align 4
  br label %18, !llvm.loop !12

44:                                               ; preds = %18
  %45 = load i32, ptr %8, align 4
  %46 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0
  %47 = load i32, ptr %6, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4 x [4 x i32]], ptr %46, i64 0, i64 %48
  %50 = load i32, ptr %7, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [4 x i32], ptr %49, i64 0, i64 %51
  store i32 %45, ptr %52, align 4
  br label %53

53:                                               ; preds = %44
  %54 = load i32, ptr %7, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %7, align 4
  br label %14, !llvm.loop !13

56:                                               ; preds = %14
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %6, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %6, align 4
  br label %10, !llvm.loop !14

60:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rot(ptr dead_on_unwind noalias writable sret(%struct.Mat4) align 4 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  call void @ident(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %0)
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds [4 x [4 x i32]], ptr %5, i64 0, i64 0
  %7 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 1
  store i32 %4, ptr %7, align 4
  %8 = load i32, ptr %3, align 4
  %9 = sub nsw i32 0, %8
  %10 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0
  %11 = getelementptr inbounds [4 x [4 x i32]], ptr %10, i64 0, i64 1
  %12 = getelementptr inbounds [4 x i32], ptr %11, i64 0, i64 2
  store i32 %9, ptr %12, align 4
  %13 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0
  %14 = getelementptr inbounds [4 x [4 x i32]], ptr %13, i64 0, i64 3
  %15 = getelementptr inbounds [4 x i32], ptr %14, i64 0, i64 0
  store i32 2, ptr %15, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @trace(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %20, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 4
  br i1 %7, label %8, label %23

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [4 x [4 x i32]], ptr %9, i64 0, i64 %11
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [4 x i32], ptr %12, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = sext i32 %16 to i64
  %18 = load i64, ptr %3, align 8
  %19 = add nsw i64 %18, %17
  store i64 %19, ptr %3, align 8
  br label %20

20:                                               ; preds = %8
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %5, !llvm.loop !15

23:                                               ; preds = %5
  %24 = load i64, ptr %3, align 8
  ret i64 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mklist(ptr dead_on_unwind noalias writable sret(%struct.RecList) align 8 %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store ptr %3, ptr %7, align 8
  %8 = getelementptr inbounds %struct.RecList, ptr %0, i32 0, i32 0
  %9 = getelementptr inbounds [3 x %struct.Rec], ptr %8, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %1, i64 48, i1 false)
  %10 = getelementptr inbounds %struct.RecList, ptr %0, i32 0, i32 0
  %11 = getelementptr inbounds [3 x %struct.Rec], ptr %10, i64 0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %2, i64 48, i1 false)
  %12 = getelementptr inbounds %struct.RecList, ptr %0, i32 0, i32 0
  %13 = getelementptr inbounds [3 x %struct.Rec], ptr %12, i64 0, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %3, i64 48, i1 false)
  %14 = getelementptr inbounds %struct.RecList, ptr %0, i32 0, i32 1
  store i32 3, ptr %14, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mkrec(ptr dead_on_unwind noalias writable sret(%struct.Rec) align 8 %0, ptr noundef %1, i32 noundef %2, double noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double %3, ptr %7, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 48, i1 false)
  %8 = getelementptr inbounds %struct.Rec, ptr %0, i32 0, i32 0
  %9 = getelementptr inbounds [24 x i8], ptr %8, i64 0, i64 0
  %10 = load ptr, ptr %5, align 8
  %11 = call ptr @strncpy(ptr noundef %9, ptr noundef %10, i64 noundef 23) #5
  %12 = load i32, ptr %6, align 4
  %13 = getelementptr inbounds %struct.Rec, ptr %0, i32 0, i32 1
  store i32 %12, ptr %13, align 8
  %14 = load double, ptr %7, align 8
  %15 = getelementptr inbounds %struct.Rec, ptr %0, i32 0, i32 2
  store double %14, ptr %15, align 8
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = mul nsw i64 %17, 1000003
  %19 = getelementptr inbounds %struct.Rec, ptr %0, i32 0, i32 3
  store i64 %18, ptr %19, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @oldest(ptr dead_on_unwind noalias writable sret(%struct.Rec) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  %5 = getelementptr inbounds %struct.RecList, ptr %1, i32 0, i32 0
  %6 = getelementptr inbounds [3 x %struct.Rec], ptr %5, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %6, i64 48, i1 false)
  store i32 1, ptr %4, align 4
  br label %7

7:                                                ; preds = %28, %2
  %8 = load i32, ptr %4, align 4
  %9 = getelementptr inbounds %struct.RecList, ptr %1, i32 0, i32 1
  %10 = load i32, ptr %9, align 8
  %11 = icmp slt i32 %8, %10
  br i1 %11, label %12, label %31

12:                                               ; preds = %7
  %13 = getelementptr inbounds %struct.RecList, ptr %1, i32 0, i32 0
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [3 x %struct.Rec], ptr %13, i64 0, i64 %15
  %17 = getelementptr inbounds %struct.Rec, ptr %16, i32 0, i32 1
  %18 = load i32, ptr %17, align 8
  %19 = getelementptr inbounds %struct.Rec, ptr %0, i32 0, i32 1
  %20 = load i32, ptr %19, align 8
  %21 = icmp sgt i32 %18, %20
  br i1 %21, label %22, label %27

22:                                               ; preds = %12
  %23 = getelementptr inbounds %struct.RecList, ptr %1, i32 0, i32 0
  %24 = load i32, ptr %4, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [3 x %struct.Rec], ptr %23, i64 0, i64 %25
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %26, i64 48, i1 false)
  br label %27

27:                                               ; preds = %22, %12
  br label %28

28:                                               ; preds = %27
  %29 = load i32, ptr %4, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %4, align 4
  br label %7, !llvm.loop !16

31:                                               ; preds = %7
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind
declare ptr @strncpy(ptr noundef, ptr noundef, i64 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
