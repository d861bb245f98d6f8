; ModuleID = 'programs/struct_return_large.c'
source_filename = "programs/struct_return_large.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %2 = alloca %struct.Mat4, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.Mat4, align 4
  %5 = alloca %struct.Mat4, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Mat4, align 8
  %9 = alloca %struct.RecList, align 8
  %10 = alloca %struct.Rec, align 8
  %11 = alloca %struct.Rec, align 8
  %12 = alloca %struct.Rec, align 8
  %13 = alloca %struct.Rec, align 8
  %14 = alloca %struct.Rec, align 8
  %15 = alloca [3 x %struct.Mat4], align 16
  %16 = alloca %struct.Mat4, align 8
  %17 = alloca %struct.Mat4, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @ident(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %2)
  store i32 1, ptr %3, align 4
  br label %20

20:                                               ; preds = %25, %0
  %21 = load i32, ptr %3, align 4
  %22 = icmp sle i32 %21, 6
  br i1 %22, label %23, label %28

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4
  call void @rot(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %5, i32 noundef %24)
  call void @mul(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %4, ptr noundef byval(%struct.Mat4) align 8 %2, ptr noundef byval(%struct.Mat4) align 8 %5)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %4, i64 64, i1 false)
  br label %25

25:                                               ; preds = %23
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %3, align 4
  br label %20, !llvm.loop !6

28:                                               ; preds = %20
  store i32 0, ptr %6, align 4
  br label %29

29:                                               ; preds = %51, %28
  %30 = load i32, ptr %6, align 4
  %31 = icmp slt i32 %30, 4
  br i1 %31, label %32, label %54

32:                                               ; preds = %29
  store i32 0, ptr %7, align 4
  br label %33

33:                                               ; preds = %46, %32
  %34 = load i32, ptr %7, align 4
  %35 = icmp slt i32 %34, 4
  br i1 %35, label %36, label %49

36:                                               ; preds = %33
  %37 = getelementptr inbounds %struct.Mat4, ptr %2, i32 0, i32 0
  %38 = load i32, ptr %6, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [4 x [4 x i32]], ptr %37, i64 0, i64 %39
  %41 = load i32, ptr %7, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [4 x i32], ptr %40, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %44)
  br label %46

46:                                               ; preds = %36
  %47 = load i32, ptr %7, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %7, align 4
  br label %33, !llvm.loop !8

49:                                               ; preds = %33
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  br label %51

51:                                               ; preds = %49
  %52 = load i32, ptr %6, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %6, align 4
  br label %29, !llvm.loop !9

54:                                               ; preds = %29
  call void @mul(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %8, ptr noundef byval(%struct.Mat4) align 8 %2, ptr noundef byval(%struct.Mat4) align 8 %2)
  %55 = call i64 @trace(ptr noundef byval(%struct.Mat4) align 8 %8)
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %55)
  call void @mkrec(ptr dead_on_unwind writable sret(%struct.Rec) align 8 %10, ptr noundef @.str.3, i32 noundef 31, double noundef 8.850000e+01)
  call void @mkrec(ptr dead_on_unwind writable sret(%struct.Rec) align 8 %11, ptr noundef @.str.4, i32 noundef 45, double noundef 7.025000e+01)
  call void @mkrec(ptr dead_on_unwind writable sret(%struct.Rec) align 8 %12, ptr noundef @.str.5, i32 noundef 29, double noundef 9.900000e+01)
  call void @mklist(ptr dead_on_unwind writable sret(%struct.RecList) align 8 %9, ptr noundef byval(%struct.Rec) align 8 %10, ptr noundef byval(%struct.Rec) align 8 %11, ptr noundef byval(%struct.Rec) align 8 %12)
  call void @oldest(ptr dead_on_unwind writable sret(%struct.Rec) align 8 %13, ptr noundef byval(%struct.RecList) align 8 %9)
  %57 = getelementptr inbounds %struct.Rec, ptr %13, i32 0, i32 0
  %58 = getelementptr inbounds [24 x i8], ptr %57, i64 0, i64 0
  %59 = getelementptr inbounds %struct.Rec, ptr %13, i32 0, i32 1
  %60 = load i32, ptr %59, align 8
  %61 = getelementptr inbounds %struct.Rec, ptr %13, i32 0, i32 2
  %62 = load double, ptr %61, align 8
  %63 = getelementptr inbounds %struct.Rec, ptr %13, i32 0, i32 3
  %64 = load i64, ptr %63, align 8
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %58, i32 noundef %60, double noundef %62, i64 noundef %64, i64 noundef 48, i64 noundef 152)
  %66 = getelementptr inbounds %struct.RecList, ptr %9, i32 0, i32 0
  %67 = getelementptr inbounds [3 x %struct.Rec], ptr %66, i64 0, i64 2
  %68 = getelementptr inbounds %struct.Rec, ptr %67, i32 0, i32 0
  %69 = getelementptr inbounds [24 x i8], ptr %68, i64 0, i64 0
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %69)
  %71 = getelementptr inbounds %struct.RecList, ptr %9, i32 0, i32 0
  %72 = getelementptr inbounds [3 x %struct.Rec], ptr %71, i64 0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %72, i64 48, i1 false)
  %73 = getelementptr inbounds %struct.Rec, ptr %14, i32 0, i32 1
  %74 = load i32, ptr %73, align 8
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %73, align 8
  %76 = getelementptr inbounds %struct.Rec, ptr %14, i32 0, i32 1
  %77 = load i32, ptr %76, align 8
  %78 = getelementptr inbounds %struct.RecList, ptr %9, i32 0, i32 0
  %79 = getelementptr inbounds [3 x %struct.Rec], ptr %78, i64 0, i64 1
  %80 = getelementptr inbounds %struct.Rec, ptr %79, i32 0, i32 1
  %81 = load i32, ptr %80, align 8
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %77, i32 noundef %81)
  call void @ident(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %15)
  %83 = getelementptr inbounds %struct.Mat4, ptr %15, i64 1
  call void @rot(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %83, i32 noundef 2)
  %84 = getelementptr inbounds %struct.Mat4, ptr %15, i64 2
  call void @rot(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %16, i32 noundef 3)
  call void @rot(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %17, i32 noundef 4)
  call void @mul(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %84, ptr noundef byval(%struct.Mat4) align 8 %16, ptr noundef byval(%struct.Mat4) align 8 %17)
  store i64 0, ptr %18, align 8
  store i32 0, ptr %19, align 4
  br label %85

85:                                               ; preds = %95, %54
  %86 = load i32, ptr %19, align 4
  %87 = icmp slt i32 %86, 3
  br i1 %87, label %88, label %98

88:                                               ; preds = %85
  %89 = load i32, ptr %19, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [3 x %struct.Mat4], ptr %15, i64 0, i64 %90
  %92 = call i64 @trace(ptr noundef byval(%struct.Mat4) align 8 %91)
  %93 = load i64, ptr %18, align 8
  %94 = add nsw i64 %93, %92
  store i64 %94, ptr %18, align 8
  br label %95

95:                                               ; preds = %88
  %96 = load i32, ptr %19, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %19, align 4
  br label %85, !llvm.loop !10

98:                                               ; preds = %85
  %99 = load i64, ptr %18, align 8
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %99)
  %101 = call i64 @trace(ptr noundef byval(%struct.Mat4) align 8 %2)
  %102 = and i64 %101, 255
  %103 = trunc i64 %102 to i32
  ret i32 %103
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
define internal void @mul(ptr dead_on_unwind noalias writable sret(%struct.Mat4) align 4 %0, ptr noundef byval(%struct.Mat4) align 8 %1, ptr noundef byval(%struct.Mat4) align 8 %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %55, %3
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %58

11:                                               ; preds = %8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %51, %11
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %13, 4
  br i1 %14, label %15, label %54

15:                                               ; preds = %12
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %16

16:                                               ; preds = %39, %15
  %17 = load i32, ptr %7, align 4
  %18 = icmp slt i32 %17, 4
  br i1 %18, label %19, label %42

19:                                               ; preds = %16
  %20 = getelementptr inbounds %struct.Mat4, ptr %1, i32 0, i32 0
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [4 x [4 x i32]], ptr %20, i64 0, i64 %22
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [4 x i32], ptr %23, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = getelementptr inbounds %struct.Mat4, ptr %2, i32 0, i32 0
  %29 = load i32, ptr %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [4 x [4 x i32]], ptr %28, i64 0, i64 %30
  %32 = load i32, ptr %5, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [4 x i32], ptr %31, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = mul nsw i32 %27, %35
  %37 = load i32, ptr %6, align 4
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr %6, align 4
  br label %39

39:                                               ; preds = %19
  %40 = load i32, ptr %7, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %7, align 4
  br label %16, !llvm.loop !12

42:                                               ; preds = %16
  %43 = load i32, ptr %6, align 4
  %44 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0
  %45 = load i32, ptr %4, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [4 x [4 x i32]], ptr %44, i64 0, i64 %46
  %48 = load i32, ptr %5, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [4 x i32], ptr %47, i64 0, i64 %49
  store i32 %43, ptr %50, align 4
  br label %51

51:                                               ; preds = %42
  %52 = load i32, ptr %5, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %5, align 4
  br label %12, !llvm.loop !13

54:                                               ; preds = %12
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %4, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %4, align 4
  br label %8, !llvm.loop !14

58:                                               ; preds = %8
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
define internal i64 @trace(ptr noundef byval(%struct.Mat4) align 8 %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %19, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 4
  br i1 %6, label %7, label %22

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [4 x [4 x i32]], ptr %8, i64 0, i64 %10
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [4 x i32], ptr %11, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = sext i32 %15 to i64
  %17 = load i64, ptr %2, align 8
  %18 = add nsw i64 %17, %16
  store i64 %18, ptr %2, align 8
  br label %19

19:                                               ; preds = %7
  %20 = load i32, ptr %3, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %3, align 4
  br label %4, !llvm.loop !15

22:                                               ; preds = %4
  %23 = load i64, ptr %2, align 8
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mklist(ptr dead_on_unwind noalias writable sret(%struct.RecList) align 8 %0, ptr noundef byval(%struct.Rec) align 8 %1, ptr noundef byval(%struct.Rec) align 8 %2, ptr noundef byval(%struct.Rec) align 8 %3) #0 {
  %5 = getelementptr inbounds %struct.RecList, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds [3 x %struct.Rec], ptr %5, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %1, i64 48, i1 false)
  %7 = getelementptr inbounds %struct.RecList, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds [3 x %struct.Rec], ptr %7, i64 0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %2, i64 48, i1 false)
  %9 = getelementptr inbounds %struct.RecList, ptr %0, i32 0, i32 0
  %10 = getelementptr inbounds [3 x %struct.Rec], ptr %9, i64 0, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %3, i64 48, i1 false)
  %11 = getelementptr inbounds %struct.RecList, ptr %0, i32 0, i32 1
  store i32 3, ptr %11, align 8
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
define internal void @oldest(ptr dead_on_unwind noalias writable sret(%struct.Rec) align 8 %0, ptr noundef byval(%struct.RecList) align 8 %1) #0 {
  %3 = alloca i32, align 4
  %4 = getelementptr inbounds %struct.RecList, ptr %1, i32 0, i32 0
  %5 = getelementptr inbounds [3 x %struct.Rec], ptr %4, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %5, i64 48, i1 false)
  store i32 1, ptr %3, align 4
  br label %6

6:                                                ; preds = %27, %2
  %7 = load i32, ptr %3, align 4
  %8 = getelementptr inbounds %struct.RecList, ptr %1, i32 0, i32 1
  %9 = load i32, ptr %8, align 8
  %10 = icmp slt i32 %7, %9
  br i1 %10, label %11, label %30

11:                                               ; preds = %6
  %12 = getelementptr inbounds %struct.RecList, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %3, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [3 x %struct.Rec], ptr %12, i64 0, i64 %14
  %16 = getelementptr inbounds %struct.Rec, ptr %15, i32 0, i32 1
  %17 = load i32, ptr %16, align 8
  %18 = getelementptr inbounds %struct.Rec, ptr %0, i32 0, i32 1
  %19 = load i32, ptr %18, align 8
  %20 = icmp sgt i32 %17, %19
  br i1 %20, label %21, label %26

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.RecList, ptr %1, i32 0, i32 0
  %23 = load i32, ptr %3, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [3 x %struct.Rec], ptr %22, i64 0, i64 %24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %25, i64 48, i1 false)
  br label %26

26:                                               ; preds = %21, %11
  br label %27

27:                                               ; preds = %26
  %28 = load i32, ptr %3, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %3, align 4
  br label %6, !llvm.loop !16

30:                                               ; preds = %6
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind
declare ptr @strncpy(ptr noundef, ptr noundef, i64 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
