; ModuleID = 'programs/bresenham_raster.c'
source_filename = "programs/bresenham_raster.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@canvas = internal global [32 x [65 x i8]] zeroinitializer, align 1
@main.ex = internal constant [8 x i32] [i32 30, i32 20, i32 0, i32 -20, i32 -30, i32 -20, i32 0, i32 20], align 4
@main.ey = internal constant [8 x i32] [i32 0, i32 14, i32 15, i32 14, i32 0, i32 -14, i32 -15, i32 -14], align 4
@.str = private unnamed_addr constant [34 x i8] c"flood filled %d cells, hash %08x\0A\00", align 1
@flood.stack = internal global [8192 x [2 x i32]] zeroinitializer, align 4
@__const.flood.d = private unnamed_addr constant [4 x [2 x i32]] [[2 x i32] [i32 1, i32 0], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 0, i32 1], [2 x i32] [i32 0, i32 -1]], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %8

8:                                                ; preds = %20, %0
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %9, 32
  br i1 %10, label %11, label %23

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %13
  %15 = getelementptr inbounds [65 x i8], ptr %14, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %15, i8 46, i64 64, i1 false)
  %16 = load i32, ptr %2, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %17
  %19 = getelementptr inbounds [65 x i8], ptr %18, i64 0, i64 64
  store i8 0, ptr %19, align 1
  br label %20

20:                                               ; preds = %11
  %21 = load i32, ptr %2, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %2, align 4
  br label %8, !llvm.loop !6

23:                                               ; preds = %8
  store i32 0, ptr %3, align 4
  br label %24

24:                                               ; preds = %41, %23
  %25 = load i32, ptr %3, align 4
  %26 = icmp slt i32 %25, 8
  br i1 %26, label %27, label %44

27:                                               ; preds = %24
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [8 x i32], ptr @main.ex, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = add nsw i32 32, %31
  %33 = load i32, ptr %3, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [8 x i32], ptr @main.ey, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = add nsw i32 16, %36
  %38 = load i32, ptr %3, align 4
  %39 = add nsw i32 48, %38
  %40 = trunc i32 %39 to i8
  call void @line(i32 noundef 32, i32 noundef 16, i32 noundef %32, i32 noundef %37, i8 noundef %40)
  br label %41

41:                                               ; preds = %27
  %42 = load i32, ptr %3, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %3, align 4
  br label %24, !llvm.loop !8

44:                                               ; preds = %24
  call void @circle(i32 noundef 32, i32 noundef 16, i32 noundef 12, i8 noundef 111)
  call void @triangle(i32 noundef 2, i32 noundef 2, i32 noundef 14, i32 noundef 6, i32 noundef 5, i32 noundef 13, i8 noundef 35)
  %45 = call i32 @flood(i32 noundef 60, i32 noundef 30, i8 noundef 46, i8 noundef 126)
  store i32 %45, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %46

46:                                               ; preds = %74, %44
  %47 = load i32, ptr %6, align 4
  %48 = icmp slt i32 %47, 32
  br i1 %48, label %49, label %77

49:                                               ; preds = %46
  %50 = load i32, ptr %6, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %51
  %53 = getelementptr inbounds [65 x i8], ptr %52, i64 0, i64 0
  %54 = call i32 @puts(ptr noundef %53)
  store i32 0, ptr %7, align 4
  br label %55

55:                                               ; preds = %70, %49
  %56 = load i32, ptr %7, align 4
  %57 = icmp slt i32 %56, 64
  br i1 %57, label %58, label %73

58:                                               ; preds = %55
  %59 = load i32, ptr %5, align 4
  %60 = mul i32 %59, 31
  %61 = load i32, ptr %6, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %62
  %64 = load i32, ptr %7, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [65 x i8], ptr %63, i64 0, i64 %65
  %67 = load i8, ptr %66, align 1
  %68 = zext i8 %67 to i32
  %69 = add i32 %60, %68
  store i32 %69, ptr %5, align 4
  br label %70

70:                                               ; preds = %58
  %71 = load i32, ptr %7, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %7, align 4
  br label %55, !llvm.loop !9

73:                                               ; preds = %55
  br label %74

74:                                               ; preds = %73
  %75 = load i32, ptr %6, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %6, align 4
  br label %46, !llvm.loop !10

77:                                               ; preds = %46
  %78 = load i32, ptr %4, align 4
  %79 = load i32, ptr %5, align 4
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %78, i32 noundef %79)
  %81 = load i32, ptr %4, align 4
  %82 = and i32 %81, 127
  ret i32 %82
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @line(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i8 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  store i8 %4, ptr %10, align 1
  %17 = load i32, ptr %8, align 4
  %18 = load i32, ptr %6, align 4
  %19 = sub nsw i32 %17, %18
  %20 = call i32 @llvm.abs.i32(i32 %19, i1 true)
  store i32 %20, ptr %11, align 4
  %21 = load i32, ptr %6, align 4
  %22 = load i32, ptr %8, align 4
  %23 = icmp slt i32 %21, %22
  %24 = zext i1 %23 to i64
  %25 = select i1 %23, i32 1, i32 -1
  store i32 %25, ptr %12, align 4
  %26 = load i32, ptr %9, align 4
  %27 = load i32, ptr %7, align 4
  %28 = sub nsw i32 %26, %27
  %29 = call i32 @llvm.abs.i32(i32 %28, i1 true)
  %30 = sub nsw i32 0, %29
  store i32 %30, ptr %13, align 4
  %31 = load i32, ptr %7, align 4
  %32 = load i32, ptr %9, align 4
  %33 = icmp slt i32 %31, %32
  %34 = zext i1 %33 to i64
  %35 = select i1 %33, i32 1, i32 -1
  store i32 %35, ptr %14, align 4
  %36 = load i32, ptr %11, align 4
  %37 = load i32, ptr %13, align 4
  %38 = add nsw i32 %36, %37
  store i32 %38, ptr %15, align 4
  br label %39

39:                                               ; preds = %75, %5
  %40 = load i32, ptr %6, align 4
  %41 = load i32, ptr %7, align 4
  %42 = load i8, ptr %10, align 1
  call void @plot(i32 noundef %40, i32 noundef %41, i8 noundef %42)
  %43 = load i32, ptr %6, align 4
  %44 = load i32, ptr %8, align 4
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %51

46:                                               ; preds = %39
  %47 = load i32, ptr %7, align 4
  %48 = load i32, ptr %9, align 4
  %49 = icmp eq i32 %47, %48
  br i1 %49, label %50, label %51

50:                                               ; preds = %46
  br label %76

51:                                               ; preds = %46, %39
  %52 = load i32, ptr %15, align 4
  %53 = mul nsw i32 2, %52
  store i32 %53, ptr %16, align 4
  %54 = load i32, ptr %16, align 4
  %55 = load i32, ptr %13, align 4
  %56 = icmp sge i32 %54, %55
  br i1 %56, label %57, label %64

57:                                               ; preds = %51
  %58 = load i32, ptr %13, align 4
  %59 = load i32, ptr %15, align 4
  %60 = add nsw i32 %59, %58
  store i32 %60, ptr %15, align 4
  %61 = load i32, ptr %12, align 4
  %62 = load i32, ptr %6, align 4
  %63 = add nsw i32 %62, %61
  store i32 %63, ptr %6, align 4
  br label %64

64:                                               ; preds = %57, %51
  %65 = load i32, ptr %16, align 4
  %66 = load i32, ptr %11, align 4
  %67 = icmp sle i32 %65, %66
  br i1 %67, label %68, label %75

68:                                               ; preds = %64
  %69 = load i32, ptr %11, align 4
  %70 = load i32, ptr %15, align 4
  %71 = add nsw i32 %70, %69
  store i32 %71, ptr %15, align 4
  %72 = load i32, ptr %14, align 4
  %73 = load i32, ptr %7, align 4
  %74 = add nsw i32 %73, %72
  store i32 %74, ptr %7, align 4
  br label %75

75:                                               ; preds = %68, %64
  br label %39

76:                                               ; preds = %50
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @circle(i32 noundef %0, i32 noundef %1, i32 noundef %2, i8 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i8 %3, ptr %8, align 1
  %12 = load i32, ptr %7, align 4
  store i32 %12, ptr %9, align 4
  store i32 0, ptr %10, align 4
  %13 = load i32, ptr %7, align 4
  %14 = sub nsw i32 1, %13
  store i32 %14, ptr %11, align 4
  br label %15

15:                                               ; preds = %96, %4
  %16 = load i32, ptr %9, align 4
  %17 = load i32, ptr %10, align 4
  %18 = icmp sge i32 %16, %17
  br i1 %18, label %19, label %97

19:                                               ; preds = %15
  %20 = load i32, ptr %5, align 4
  %21 = load i32, ptr %9, align 4
  %22 = add nsw i32 %20, %21
  %23 = load i32, ptr %6, align 4
  %24 = load i32, ptr %10, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i8, ptr %8, align 1
  call void @plot(i32 noundef %22, i32 noundef %25, i8 noundef %26)
  %27 = load i32, ptr %5, align 4
  %28 = load i32, ptr %10, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %6, align 4
  %31 = load i32, ptr %9, align 4
  %32 = add nsw i32 %30, %31
  %33 = load i8, ptr %8, align 1
  call void @plot(i32 noundef %29, i32 noundef %32, i8 noundef %33)
  %34 = load i32, ptr %5, align 4
  %35 = load i32, ptr %10, align 4
  %36 = sub nsw i32 %34, %35
  %37 = load i32, ptr %6, align 4
  %38 = load i32, ptr %9, align 4
  %39 = add nsw i32 %37, %38
  %40 = load i8, ptr %8, align 1
  call void @plot(i32 noundef %36, i32 noundef %39, i8 noundef %40)
  %41 = load i32, ptr %5, align 4
  %42 = load i32, ptr %9, align 4
  %43 = sub nsw i32 %41, %42
  %44 = load i32, ptr %6, align 4
  %45 = load i32, ptr %10, align 4
  %46 = add nsw i32 %44, %45
  %47 = load i8, ptr %8, align 1
  call void @plot(i32 noundef %43, i32 noundef %46, i8 noundef %47)
  %48 = load i32, ptr %5, align 4
  %49 = load i32, ptr %9, align 4
  %50 = sub nsw i32 %48, %49
  %51 = load i32, ptr %6, align 4
  %52 = load i32, ptr %10, align 4
  %53 = sub nsw i32 %51, %52
  %54 = load i8, ptr %8, align 1
  call void @plot(i32 noundef %50, i32 noundef %53, i8 noundef %54)
  %55 = load i32, ptr %5, align 4
  %56 = load i32, ptr %10, align 4
  %57 = sub nsw i32 %55, %56
  %58 = load i32, ptr %6, align 4
  %59 = load i32, ptr %9, align 4
  %60 = sub nsw i32 %58, %59
  %61 = load i8, ptr %8, align 1
  call void @plot(i32 noundef %57, i32 noundef %60, i8 noundef %61)
  %62 = load i32, ptr %5, align 4
  %63 = load i32, ptr %10, align 4
  %64 = add nsw i32 %62, %63
  %65 = load i32, ptr %6, align 4
  %66 = load i32, ptr %9, align 4
  %67 = sub nsw i32 %65, %66
  %68 = load i8, ptr %8, align 1
  call void @plot(i32 noundef %64, i32 noundef %67, i8 noundef %68)
  %69 = load i32, ptr %5, align 4
  %70 = load i32, ptr %9, align 4
  %71 = add nsw i32 %69, %70
  %72 = load i32, ptr %6, align 4
  %73 = load i32, ptr %10, align 4
  %74 = sub nsw i32 %72, %73
  %75 = load i8, ptr %8, align 1
  call void @plot(i32 noundef %71, i32 noundef %74, i8 noundef %75)
  %76 = load i32, ptr %10, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %10, align 4
  %78 = load i32, ptr %11, align 4
  %79 = icmp slt i32 %78, 0
  br i1 %79, label %80, label %86

80:                                               ; preds = %19
  %81 = load i32, ptr %10, align 4
  %82 = mul nsw i32 2, %81
  %83 = add nsw i32 %82, 1
  %84 = load i32, ptr %11, align 4
  %85 = add nsw i32 %84, %83
  store i32 %85, ptr %11, align 4
  br label %96

86:                                               ; preds = %19
  %87 = load i32, ptr %9, align 4
  %88 = add nsw i32 %87, -1
  store i32 %88, ptr %9, align 4
  %89 = load i32, ptr %10, align 4
  %90 = load i32, ptr %9, align 4
  %91 = sub nsw i32 %89, %90
  %92 = mul nsw i32 2, %91
  %93 = add nsw i32 %92, 1
  %94 = load i32, ptr %11, align 4
  %95 = add nsw i32 %94, %93
  store i32 %95, ptr %11, align 4
  br label %96

96:                                               ; preds = %86, %80
  br label %15, !llvm.loop !11

97:                                               ; preds = %15
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @triangle(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i8 noundef %6) #0 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i8, align 1
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  store i32 %0, ptr %8, align 4
  store i32 %1, ptr %9, align 4
  store i32 %2, ptr %10, align 4
  store i32 %3, ptr %11, align 4
  store i32 %4, ptr %12, align 4
  store i32 %5, ptr %13, align 4
  store i8 %6, ptr %14, align 1
  store i32 0, ptr %15, align 4
  br label %20

20:                                               ; preds = %75, %7
  %21 = load i32, ptr %15, align 4
  %22 = icmp slt i32 %21, 32
  br i1 %22, label %23, label %78

23:                                               ; preds = %20
  store i32 0, ptr %16, align 4
  br label %24

24:                                               ; preds = %71, %23
  %25 = load i32, ptr %16, align 4
  %26 = icmp slt i32 %25, 64
  br i1 %26, label %27, label %74

27:                                               ; preds = %24
  %28 = load i32, ptr %10, align 4
  %29 = load i32, ptr %11, align 4
  %30 = load i32, ptr %12, align 4
  %31 = load i32, ptr %13, align 4
  %32 = load i32, ptr %16, align 4
  %33 = load i32, ptr %15, align 4
  %34 = call i64 @edge(i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33)
  store i64 %34, ptr %17, align 8
  %35 = load i32, ptr %12, align 4
  %36 = load i32, ptr %13, align 4
  %37 = load i32, ptr %8, align 4
  %38 = load i32, ptr %9, align 4
  %39 = load i32, ptr %16, align 4
  %40 = load i32, ptr %15, align 4
  %41 = call i64 @edge(i32 noundef %35, i32 noundef %36, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40)
  store i64 %41, ptr %18, align 8
  %42 = load i32, ptr %8, align 4
  %43 = load i32, ptr %9, align 4
  %44 = load i32, ptr %10, align 4
  %45 = load i32, ptr %11, align 4
  %46 = load i32, ptr %16, align 4
  %47 = load i32, ptr %15, align 4
  %48 = call i64 @edge(i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45, i32 noundef %46, i32 noundef %47)
  store i64 %48, ptr %19, align 8
  %49 = load i64, ptr %17, align 8
  %50 = icmp sge i64 %49, 0
  br i1 %50, label %51, label %57

51:                                               ; preds = %27
  %52 = load i64, ptr %18, align 8
  %53 = icmp sge i64 %52, 0
  br i1 %53, label %54, label %57

54:                                               ; preds = %51
  %55 = load i64, ptr %19, align 8
  %56 = icmp sge i64 %55, 0
  br i1 %56, label %66, label %57

57:                                               ; preds = %54, %51, %27
  %58 = load i64, ptr %17, align 8
  %59 = icmp sle i64 %58, 0
  br i1 %59, label %60, label %70

60:                                               ; preds = %57
  %61 = load i64, ptr %18, align 8
  %62 = icmp sle i64 %61, 0
  br i1 %62, label %63, label %70

63:                                               ; preds = %60
  %64 = load i64, ptr %19, align 8
  %65 = icmp sle i64 %64, 0
  br i1 %65, label %66, label %70

66:                                               ; preds = %63, %54
  %67 = load i32, ptr %16, align 4
  %68 = load i32, ptr %15, align 4
  %69 = load i8, ptr %14, align 1
  call void @plot(i32 noundef %67, i32 noundef %68, i8 noundef %69)
  br label %70

70:                                               ; preds = %66, %63, %60, %57
  br label %71

71:                                               ; preds = %70
  %72 = load i32, ptr %16, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %16, align 4
  br label %24, !llvm.loop !12

74:                                               ; preds = %24
  br label %75

75:                                               ; preds = %74
  %76 = load i32, ptr %15, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %15, align 4
  br label %20, !llvm.loop !13

78:                                               ; preds = %20
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @flood(i32 noundef %0, i32 noundef %1, i8 noundef %2, i8 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [4 x [2 x i32]], align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i8 %2, ptr %7, align 1
  store i8 %3, ptr %8, align 1
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %9, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [8192 x [2 x i32]], ptr @flood.stack, i64 0, i64 %15
  %17 = getelementptr inbounds [2 x i32], ptr %16, i64 0, i64 0
  store i32 %13, ptr %17, align 4
  %18 = load i32, ptr %6, align 4
  %19 = load i32, ptr %9, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [8192 x [2 x i32]], ptr @flood.stack, i64 0, i64 %20
  %22 = getelementptr inbounds [2 x i32], ptr %21, i64 0, i64 1
  store i32 %18, ptr %22, align 4
  %23 = load i32, ptr %9, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %9, align 4
  br label %25

25:                                               ; preds = %106, %64, %4
  %26 = load i32, ptr %9, align 4
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %107

28:                                               ; preds = %25
  %29 = load i32, ptr %9, align 4
  %30 = add nsw i32 %29, -1
  store i32 %30, ptr %9, align 4
  %31 = load i32, ptr %9, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [8192 x [2 x i32]], ptr @flood.stack, i64 0, i64 %32
  %34 = getelementptr inbounds [2 x i32], ptr %33, i64 0, i64 0
  %35 = load i32, ptr %34, align 4
  store i32 %35, ptr %5, align 4
  %36 = load i32, ptr %9, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [8192 x [2 x i32]], ptr @flood.stack, i64 0, i64 %37
  %39 = getelementptr inbounds [2 x i32], ptr %38, i64 0, i64 1
  %40 = load i32, ptr %39, align 4
  store i32 %40, ptr %6, align 4
  %41 = load i32, ptr %5, align 4
  %42 = icmp slt i32 %41, 0
  br i1 %42, label %64, label %43

43:                                               ; preds = %28
  %44 = load i32, ptr %5, align 4
  %45 = icmp sge i32 %44, 64
  br i1 %45, label %64, label %46

46:                                               ; preds = %43
  %47 = load i32, ptr %6, align 4
  %48 = icmp slt i32 %47, 0
  br i1 %48, label %64, label %49

49:                                               ; preds = %46
  %50 = load i32, ptr %6, align 4
  %51 = icmp sge i32 %50, 32
  br i1 %51, label %64, label %52

52:                                               ; preds = %49
  %53 = load i32, ptr %6, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %54
  %56 = load i32, ptr %5, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [65 x i8], ptr %55, i64 0, i64 %57
  %59 = load i8, ptr %58, align 1
  %60 = zext i8 %59 to i32
  %61 = load i8, ptr %7, align 1
  %62 = zext i8 %61 to i32
  %63 = icmp ne i32 %60, %62
  br i1 %63, label %64, label %65

64:                                               ; preds = %52, %49, %46, %43, %28
  br label %25, !llvm.loop !14

65:                                               ; preds = %52
  %66 = load i8, ptr %8, align 1
  %67 = load i32, ptr %6, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %68
  %70 = load i32, ptr %5, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [65 x i8], ptr %69, i64 0, i64 %71
  store i8 %66, ptr %72, align 1
  %73 = load i32, ptr %10, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 @__const.flood.d, i64 32, i1 false)
  store i32 0, ptr %12, align 4
  br label %75

75:                                               ; preds = %103, %65
  %76 = load i32, ptr %12, align 4
  %77 = icmp slt i32 %76, 4
  br i1 %77, label %78, label %106

78:                                               ; preds = %75
  %79 = load i32, ptr %5, align 4
  %80 = load i32, ptr %12, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [4 x [2 x i32]], ptr %11, i64 0, i64 %81
  %83 = getelementptr inbounds [2 x i32], ptr %82, i64 0, i64 0
  %84 = load i32, ptr %83, align 4
  %85 = add nsw i32 %79, %84
  %86 = load i32, ptr %9, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [8192 x [2 x i32]], ptr @flood.stack, i64 0, i64 %87
  %89 = getelementptr inbounds [2 x i32], ptr %88, i64 0, i64 0
  store i32 %85, ptr %89, align 4
  %90 = load i32, ptr %6, align 4
  %91 = load i32, ptr %12, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [4 x [2 x i32]], ptr %11, i64 0, i64 %92
  %94 = getelementptr inbounds [2 x i32], ptr %93, i64 0, i64 1
  %95 = load i32, ptr %94, align 4
  %96 = add nsw i32 %90, %95
  %97 = load i32, ptr %9, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [8192 x [2 x i32]], ptr @flood.stack, i64 0, i64 %98
  %100 = getelementptr inbounds [2 x i32], ptr %99, i64 0, i64 1
  store i32 %96, ptr %100, align 4
  %101 = load i32, ptr %9, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %9, align 4
  br label %103

103:                                              ; preds = %78
  %104 = load i32, ptr %12, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %12, align 4
  br label %75, !llvm.loop !15

106:                                              ; preds = %75
  br label %25, !llvm.loop !14

107:                                              ; preds = %25
  %108 = load i32, ptr %10, align 4
  ret i32 %108
}

declare i32 @puts(ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @plot(i32 noundef %0, i32 noundef %1, i8 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i8 %2, ptr %6, align 1
  %7 = load i32, ptr %4, align 4
  %8 = icmp sge i32 %7, 0
  br i1 %8, label %9, label %26

9:                                                ; preds = %3
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %10, 64
  br i1 %11, label %12, label %26

12:                                               ; preds = %9
  %13 = load i32, ptr %5, align 4
  %14 = icmp sge i32 %13, 0
  br i1 %14, label %15, label %26

15:                                               ; preds = %12
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 32
  br i1 %17, label %18, label %26

18:                                               ; preds = %15
  %19 = load i8, ptr %6, align 1
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %21
  %23 = load i32, ptr %4, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [65 x i8], ptr %22, i64 0, i64 %24
  store i8 %19, ptr %25, align 1
  br label %26

26:                                               ; preds = %18, %15, %12, %9, %3
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @edge(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %7, align 4
  store i32 %1, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %13 = load i32, ptr %9, align 4
  %14 = load i32, ptr %7, align 4
  %15 = sub nsw i32 %13, %14
  %16 = sext i32 %15 to i64
  %17 = load i32, ptr %12, align 4
  %18 = load i32, ptr %8, align 4
  %19 = sub nsw i32 %17, %18
  %20 = sext i32 %19 to i64
  %21 = mul nsw i64 %16, %20
  %22 = load i32, ptr %10, align 4
  %23 = load i32, ptr %8, align 4
  %24 = sub nsw i32 %22, %23
  %25 = sext i32 %24 to i64
  %26 = load i32, ptr %11, align 4
  %27 = load i32, ptr %7, align 4
  %28 = sub nsw i32 %26, %27
  %29 = sext i32 %28 to i64
  %30 = mul nsw i64 %25, %29
  %31 = sub nsw i64 %21, %30
  ret i64 %31
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
