; ModuleID = 'programs/knights_tour.c'
source_filename = "programs/knights_tour.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@N = internal global i32 0, align 4
@.str = private unnamed_addr constant [43 x i8] c"N=%d start=(%d,%d) visited=%d complete=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%3d\00", align 1
@board = internal global [8 x [8 x i32]] zeroinitializer, align 4
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@dx = internal constant [8 x i32] [i32 2, i32 1, i32 -1, i32 -2, i32 -2, i32 -1, i32 1, i32 2], align 4
@dy = internal constant [8 x i32] [i32 1, i32 2, i32 2, i32 1, i32 -1, i32 -2, i32 -2, i32 -1], align 4

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
  store i32 5, ptr @N, align 4
  br label %8

8:                                                ; preds = %49, %0
  %9 = load i32, ptr @N, align 4
  %10 = icmp sle i32 %9, 8
  br i1 %10, label %11, label %52

11:                                               ; preds = %8
  store i32 0, ptr %3, align 4
  br label %12

12:                                               ; preds = %45, %11
  %13 = load i32, ptr %3, align 4
  %14 = icmp slt i32 %13, 3
  br i1 %14, label %15, label %48

15:                                               ; preds = %12
  %16 = load i32, ptr %3, align 4
  %17 = load i32, ptr %3, align 4
  %18 = mul nsw i32 %17, 2
  %19 = load i32, ptr @N, align 4
  %20 = srem i32 %18, %19
  %21 = call i32 @tour(i32 noundef %16, i32 noundef %20)
  store i32 %21, ptr %4, align 4
  %22 = load i32, ptr %4, align 4
  %23 = load i32, ptr @N, align 4
  %24 = load i32, ptr @N, align 4
  %25 = mul nsw i32 %23, %24
  %26 = icmp eq i32 %22, %25
  br i1 %26, label %27, label %30

27:                                               ; preds = %15
  %28 = call i32 @valid()
  %29 = icmp ne i32 %28, 0
  br label %30

30:                                               ; preds = %27, %15
  %31 = phi i1 [ false, %15 ], [ %29, %27 ]
  %32 = zext i1 %31 to i32
  store i32 %32, ptr %5, align 4
  %33 = load i32, ptr %5, align 4
  %34 = load i32, ptr %2, align 4
  %35 = add nsw i32 %34, %33
  store i32 %35, ptr %2, align 4
  %36 = load i32, ptr @N, align 4
  %37 = load i32, ptr %3, align 4
  %38 = load i32, ptr %3, align 4
  %39 = mul nsw i32 %38, 2
  %40 = load i32, ptr @N, align 4
  %41 = srem i32 %39, %40
  %42 = load i32, ptr %4, align 4
  %43 = load i32, ptr %5, align 4
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %36, i32 noundef %37, i32 noundef %41, i32 noundef %42, i32 noundef %43)
  br label %45

45:                                               ; preds = %30
  %46 = load i32, ptr %3, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %3, align 4
  br label %12, !llvm.loop !6

48:                                               ; preds = %12
  br label %49

49:                                               ; preds = %48
  %50 = load i32, ptr @N, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr @N, align 4
  br label %8, !llvm.loop !8

52:                                               ; preds = %8
  store i32 8, ptr @N, align 4
  %53 = call i32 @tour(i32 noundef 0, i32 noundef 0)
  store i32 0, ptr %6, align 4
  br label %54

54:                                               ; preds = %75, %52
  %55 = load i32, ptr %6, align 4
  %56 = icmp slt i32 %55, 8
  br i1 %56, label %57, label %78

57:                                               ; preds = %54
  store i32 0, ptr %7, align 4
  br label %58

58:                                               ; preds = %70, %57
  %59 = load i32, ptr %7, align 4
  %60 = icmp slt i32 %59, 8
  br i1 %60, label %61, label %73

61:                                               ; preds = %58
  %62 = load i32, ptr %6, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %63
  %65 = load i32, ptr %7, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [8 x i32], ptr %64, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %68)
  br label %70

70:                                               ; preds = %61
  %71 = load i32, ptr %7, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %7, align 4
  br label %58, !llvm.loop !9

73:                                               ; preds = %58
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  br label %75

75:                                               ; preds = %73
  %76 = load i32, ptr %6, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %6, align 4
  br label %54, !llvm.loop !10

78:                                               ; preds = %54
  %79 = load i32, ptr %2, align 4
  ret i32 %79
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @tour(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  call void @llvm.memset.p0.i64(ptr align 4 @board, i8 0, i64 256, i1 false)
  %15 = load i32, ptr %4, align 4
  store i32 %15, ptr %6, align 4
  %16 = load i32, ptr %5, align 4
  store i32 %16, ptr %7, align 4
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %18
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [8 x i32], ptr %19, i64 0, i64 %21
  store i32 1, ptr %22, align 4
  store i32 2, ptr %8, align 4
  br label %23

23:                                               ; preds = %91, %2
  %24 = load i32, ptr %8, align 4
  %25 = load i32, ptr @N, align 4
  %26 = load i32, ptr @N, align 4
  %27 = mul nsw i32 %25, %26
  %28 = icmp sle i32 %24, %27
  br i1 %28, label %29, label %94

29:                                               ; preds = %23
  store i32 -1, ptr %9, align 4
  store i32 9, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %30

30:                                               ; preds = %62, %29
  %31 = load i32, ptr %11, align 4
  %32 = icmp slt i32 %31, 8
  br i1 %32, label %33, label %65

33:                                               ; preds = %30
  %34 = load i32, ptr %6, align 4
  %35 = load i32, ptr %11, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [8 x i32], ptr @dx, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = add nsw i32 %34, %38
  store i32 %39, ptr %12, align 4
  %40 = load i32, ptr %7, align 4
  %41 = load i32, ptr %11, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [8 x i32], ptr @dy, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = add nsw i32 %40, %44
  store i32 %45, ptr %13, align 4
  %46 = load i32, ptr %12, align 4
  %47 = load i32, ptr %13, align 4
  %48 = call i32 @ok(i32 noundef %46, i32 noundef %47)
  %49 = icmp ne i32 %48, 0
  br i1 %49, label %50, label %61

50:                                               ; preds = %33
  %51 = load i32, ptr %12, align 4
  %52 = load i32, ptr %13, align 4
  %53 = call i32 @degree(i32 noundef %51, i32 noundef %52)
  store i32 %53, ptr %14, align 4
  %54 = load i32, ptr %14, align 4
  %55 = load i32, ptr %10, align 4
  %56 = icmp slt i32 %54, %55
  br i1 %56, label %57, label %60

57:                                               ; preds = %50
  %58 = load i32, ptr %14, align 4
  store i32 %58, ptr %10, align 4
  %59 = load i32, ptr %11, align 4
  store i32 %59, ptr %9, align 4
  br label %60

60:                                               ; preds = %57, %50
  br label %61

61:                                               ; preds = %60, %33
  br label %62

62:                                               ; preds = %61
  %63 = load i32, ptr %11, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %11, align 4
  br label %30, !llvm.loop !11

65:                                               ; preds = %30
  %66 = load i32, ptr %9, align 4
  %67 = icmp slt i32 %66, 0
  br i1 %67, label %68, label %71

68:                                               ; preds = %65
  %69 = load i32, ptr %8, align 4
  %70 = sub nsw i32 %69, 1
  store i32 %70, ptr %3, align 4
  br label %98

71:                                               ; preds = %65
  %72 = load i32, ptr %9, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [8 x i32], ptr @dx, i64 0, i64 %73
  %75 = load i32, ptr %74, align 4
  %76 = load i32, ptr %6, align 4
  %77 = add nsw i32 %76, %75
  store i32 %77, ptr %6, align 4
  %78 = load i32, ptr %9, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [8 x i32], ptr @dy, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4
  %82 = load i32, ptr %7, align 4
  %83 = add nsw i32 %82, %81
  store i32 %83, ptr %7, align 4
  %84 = load i32, ptr %8, align 4
  %85 = load i32, ptr %6, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %86
  %88 = load i32, ptr %7, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [8 x i32], ptr %87, i64 0, i64 %89
  store i32 %84, ptr %90, align 4
  br label %91

91:                                               ; preds = %71
  %92 = load i32, ptr %8, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %8, align 4
  br label %23, !llvm.loop !12

94:                                               ; preds = %23
  %95 = load i32, ptr @N, align 4
  %96 = load i32, ptr @N, align 4
  %97 = mul nsw i32 %95, %96
  store i32 %97, ptr %3, align 4
  br label %98

98:                                               ; preds = %94, %68
  %99 = load i32, ptr %3, align 4
  ret i32 %99
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @valid() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 -1, ptr %2, align 4
  store i32 -1, ptr %3, align 4
  store i32 1, ptr %4, align 4
  br label %11

11:                                               ; preds = %75, %0
  %12 = load i32, ptr %4, align 4
  %13 = load i32, ptr @N, align 4
  %14 = load i32, ptr @N, align 4
  %15 = mul nsw i32 %13, %14
  %16 = icmp sle i32 %12, %15
  br i1 %16, label %17, label %78

17:                                               ; preds = %11
  store i32 -1, ptr %5, align 4
  store i32 -1, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %18

18:                                               ; preds = %45, %17
  %19 = load i32, ptr %7, align 4
  %20 = load i32, ptr @N, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %48

22:                                               ; preds = %18
  store i32 0, ptr %8, align 4
  br label %23

23:                                               ; preds = %41, %22
  %24 = load i32, ptr %8, align 4
  %25 = load i32, ptr @N, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %44

27:                                               ; preds = %23
  %28 = load i32, ptr %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %29
  %31 = load i32, ptr %8, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [8 x i32], ptr %30, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4
  %35 = load i32, ptr %4, align 4
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %40

37:                                               ; preds = %27
  %38 = load i32, ptr %7, align 4
  store i32 %38, ptr %5, align 4
  %39 = load i32, ptr %8, align 4
  store i32 %39, ptr %6, align 4
  br label %40

40:                                               ; preds = %37, %27
  br label %41

41:                                               ; preds = %40
  %42 = load i32, ptr %8, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %8, align 4
  br label %23, !llvm.loop !13

44:                                               ; preds = %23
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %7, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %7, align 4
  br label %18, !llvm.loop !14

48:                                               ; preds = %18
  %49 = load i32, ptr %5, align 4
  %50 = icmp slt i32 %49, 0
  br i1 %50, label %51, label %52

51:                                               ; preds = %48
  store i32 0, ptr %1, align 4
  br label %79

52:                                               ; preds = %48
  %53 = load i32, ptr %4, align 4
  %54 = icmp sgt i32 %53, 1
  br i1 %54, label %55, label %72

55:                                               ; preds = %52
  %56 = load i32, ptr %5, align 4
  %57 = load i32, ptr %2, align 4
  %58 = sub nsw i32 %56, %57
  store i32 %58, ptr %9, align 4
  %59 = load i32, ptr %6, align 4
  %60 = load i32, ptr %3, align 4
  %61 = sub nsw i32 %59, %60
  store i32 %61, ptr %10, align 4
  %62 = load i32, ptr %9, align 4
  %63 = load i32, ptr %9, align 4
  %64 = mul nsw i32 %62, %63
  %65 = load i32, ptr %10, align 4
  %66 = load i32, ptr %10, align 4
  %67 = mul nsw i32 %65, %66
  %68 = add nsw i32 %64, %67
  %69 = icmp eq i32 %68, 5
  br i1 %69, label %71, label %70

70:                                               ; preds = %55
  store i32 0, ptr %1, align 4
  br label %79

71:                                               ; preds = %55
  br label %72

72:                                               ; preds = %71, %52
  %73 = load i32, ptr %5, align 4
  store i32 %73, ptr %2, align 4
  %74 = load i32, ptr %6, align 4
  store i32 %74, ptr %3, align 4
  br label %75

75:                                               ; preds = %72
  %76 = load i32, ptr %4, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %4, align 4
  br label %11, !llvm.loop !15

78:                                               ; preds = %11
  store i32 1, ptr %1, align 4
  br label %79

79:                                               ; preds = %78, %70, %51
  %80 = load i32, ptr %1, align 4
  ret i32 %80
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ok(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp sge i32 %5, 0
  br i1 %6, label %7, label %28

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  %9 = icmp sge i32 %8, 0
  br i1 %9, label %10, label %28

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = load i32, ptr @N, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %28

14:                                               ; preds = %10
  %15 = load i32, ptr %4, align 4
  %16 = load i32, ptr @N, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %14
  %19 = load i32, ptr %3, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %20
  %22 = load i32, ptr %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [8 x i32], ptr %21, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = icmp ne i32 %25, 0
  %27 = xor i1 %26, true
  br label %28

28:                                               ; preds = %18, %14, %10, %7, %2
  %29 = phi i1 [ false, %14 ], [ false, %10 ], [ false, %7 ], [ false, %2 ], [ %27, %18 ]
  %30 = zext i1 %29 to i32
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @degree(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %29, %2
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 8
  br i1 %9, label %10, label %32

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [8 x i32], ptr @dx, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = add nsw i32 %11, %15
  %17 = load i32, ptr %4, align 4
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [8 x i32], ptr @dy, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = add nsw i32 %17, %21
  %23 = call i32 @ok(i32 noundef %16, i32 noundef %22)
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %28

25:                                               ; preds = %10
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %5, align 4
  br label %28

28:                                               ; preds = %25, %10
  br label %29

29:                                               ; preds = %28
  %30 = load i32, ptr %6, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %6, align 4
  br label %7, !llvm.loop !16

32:                                               ; preds = %7
  %33 = load i32, ptr %5, align 4
  ret i32 %33
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
