; ModuleID = 'programs/bwt_mtf_rle.c'
source_filename = "programs/bwt_mtf_rle.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.text = internal global [4096 x i8] zeroinitializer, align 1
@main.b = internal global [4096 x i8] zeroinitializer, align 1
@main.r = internal global [8192 x i8] zeroinitializer, align 1
@main.back = internal global [4096 x i8] zeroinitializer, align 1
@main.orig = internal global [4096 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [8 x i8] c"banana \00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"bandana \00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"cabana \00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"ananas \00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"panama \00", align 1
@__const.main.words = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 8
@.str.5 = private unnamed_addr constant [33 x i8] c"n=%d primary=%d bwt head: %.40s\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"mtf zeros=%d rle bytes=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"roundtrip ok=%d\0A\00", align 1
@bwt.rot = internal global [4096 x i32] zeroinitializer, align 4
@g_text = internal global ptr null, align 8
@g_n = internal global i32 0, align 4
@ibwt.lf = internal global [4096 x i32] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [5 x ptr], align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [4096 x i8], align 1
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.words, i64 40, i1 false)
  store i32 3, ptr %4, align 4
  br label %14

14:                                               ; preds = %17, %0
  %15 = load i32, ptr %2, align 4
  %16 = icmp slt i32 %15, 3000
  br i1 %16, label %17, label %38

17:                                               ; preds = %14
  %18 = load i32, ptr %4, align 4
  %19 = mul i32 %18, 1103515245
  %20 = add i32 %19, 12345
  store i32 %20, ptr %4, align 4
  %21 = load i32, ptr %4, align 4
  %22 = lshr i32 %21, 16
  %23 = urem i32 %22, 5
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds [5 x ptr], ptr %3, i64 0, i64 %24
  %26 = load ptr, ptr %25, align 8
  store ptr %26, ptr %5, align 8
  %27 = load ptr, ptr %5, align 8
  %28 = call i64 @strlen(ptr noundef %27) #5
  store i64 %28, ptr %6, align 8
  %29 = load i32, ptr %2, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i8, ptr @main.text, i64 %30
  %32 = load ptr, ptr %5, align 8
  %33 = load i64, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %31, ptr align 1 %32, i64 %33, i1 false)
  %34 = load i64, ptr %6, align 8
  %35 = trunc i64 %34 to i32
  %36 = load i32, ptr %2, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr %2, align 4
  br label %14, !llvm.loop !6

38:                                               ; preds = %14
  %39 = load i32, ptr %2, align 4
  %40 = sext i32 %39 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 @main.orig, ptr align 1 @main.text, i64 %40, i1 false)
  %41 = load i32, ptr %2, align 4
  %42 = call i32 @bwt(ptr noundef @main.text, i32 noundef %41, ptr noundef @main.b)
  store i32 %42, ptr %7, align 4
  %43 = load i32, ptr %2, align 4
  %44 = load i32, ptr %7, align 4
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %43, i32 noundef %44, ptr noundef @main.b)
  %46 = load i32, ptr %2, align 4
  call void @mtf(ptr noundef @main.b, i32 noundef %46, i32 noundef 0)
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %47

47:                                               ; preds = %61, %38
  %48 = load i32, ptr %9, align 4
  %49 = load i32, ptr %2, align 4
  %50 = icmp slt i32 %48, %49
  br i1 %50, label %51, label %64

51:                                               ; preds = %47
  %52 = load i32, ptr %9, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [4096 x i8], ptr @main.b, i64 0, i64 %53
  %55 = load i8, ptr %54, align 1
  %56 = zext i8 %55 to i32
  %57 = icmp eq i32 %56, 0
  %58 = zext i1 %57 to i32
  %59 = load i32, ptr %8, align 4
  %60 = add nsw i32 %59, %58
  store i32 %60, ptr %8, align 4
  br label %61

61:                                               ; preds = %51
  %62 = load i32, ptr %9, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %9, align 4
  br label %47, !llvm.loop !8

64:                                               ; preds = %47
  %65 = load i32, ptr %2, align 4
  %66 = call i32 @rle(ptr noundef @main.b, i32 noundef %65, ptr noundef @main.r)
  store i32 %66, ptr %10, align 4
  %67 = load i32, ptr %8, align 4
  %68 = load i32, ptr %10, align 4
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %67, i32 noundef %68)
  %70 = load i32, ptr %10, align 4
  %71 = call i32 @unrle(ptr noundef @main.r, i32 noundef %70, ptr noundef @main.back)
  store i32 %71, ptr %11, align 4
  %72 = load i32, ptr %11, align 4
  call void @mtf(ptr noundef @main.back, i32 noundef %72, i32 noundef 1)
  %73 = load i32, ptr %11, align 4
  %74 = load i32, ptr %7, align 4
  %75 = getelementptr inbounds [4096 x i8], ptr %12, i64 0, i64 0
  call void @ibwt(ptr noundef @main.back, i32 noundef %73, i32 noundef %74, ptr noundef %75)
  %76 = load i32, ptr %11, align 4
  %77 = load i32, ptr %2, align 4
  %78 = icmp eq i32 %76, %77
  br i1 %78, label %79, label %85

79:                                               ; preds = %64
  %80 = getelementptr inbounds [4096 x i8], ptr %12, i64 0, i64 0
  %81 = load i32, ptr %2, align 4
  %82 = sext i32 %81 to i64
  %83 = call i32 @memcmp(ptr noundef %80, ptr noundef @main.orig, i64 noundef %82) #5
  %84 = icmp eq i32 %83, 0
  br label %85

85:                                               ; preds = %79, %64
  %86 = phi i1 [ false, %64 ], [ %84, %79 ]
  %87 = zext i1 %86 to i32
  store i32 %87, ptr %13, align 4
  %88 = load i32, ptr %13, align 4
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %88)
  %90 = load i32, ptr %13, align 4
  %91 = icmp ne i32 %90, 0
  br i1 %91, label %92, label %95

92:                                               ; preds = %85
  %93 = load i32, ptr %10, align 4
  %94 = and i32 %93, 127
  br label %96

95:                                               ; preds = %85
  br label %96

96:                                               ; preds = %95, %92
  %97 = phi i32 [ %94, %92 ], [ 100, %95 ]
  ret i32 %97
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bwt(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %19, %3
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %22

14:                                               ; preds = %10
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [4096 x i32], ptr @bwt.rot, i64 0, i64 %17
  store i32 %15, ptr %18, align 4
  br label %19

19:                                               ; preds = %14
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %7, align 4
  br label %10, !llvm.loop !9

22:                                               ; preds = %10
  %23 = load ptr, ptr %4, align 8
  store ptr %23, ptr @g_text, align 8
  %24 = load i32, ptr %5, align 4
  store i32 %24, ptr @g_n, align 4
  %25 = load i32, ptr %5, align 4
  %26 = sext i32 %25 to i64
  call void @qsort(ptr noundef @bwt.rot, i64 noundef %26, i64 noundef 4, ptr noundef @cmp_rot)
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %27

27:                                               ; preds = %57, %22
  %28 = load i32, ptr %9, align 4
  %29 = load i32, ptr %5, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %60

31:                                               ; preds = %27
  %32 = load ptr, ptr %4, align 8
  %33 = load i32, ptr %9, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [4096 x i32], ptr @bwt.rot, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = load i32, ptr %5, align 4
  %38 = add nsw i32 %36, %37
  %39 = sub nsw i32 %38, 1
  %40 = load i32, ptr %5, align 4
  %41 = srem i32 %39, %40
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i8, ptr %32, i64 %42
  %44 = load i8, ptr %43, align 1
  %45 = load ptr, ptr %6, align 8
  %46 = load i32, ptr %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i8, ptr %45, i64 %47
  store i8 %44, ptr %48, align 1
  %49 = load i32, ptr %9, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [4096 x i32], ptr @bwt.rot, i64 0, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %54, label %56

54:                                               ; preds = %31
  %55 = load i32, ptr %9, align 4
  store i32 %55, ptr %8, align 4
  br label %56

56:                                               ; preds = %54, %31
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %9, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %9, align 4
  br label %27, !llvm.loop !10

60:                                               ; preds = %27
  %61 = load i32, ptr %8, align 4
  ret i32 %61
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mtf(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [256 x i8], align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %21, %3
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 256
  br i1 %14, label %15, label %24

15:                                               ; preds = %12
  %16 = load i32, ptr %8, align 4
  %17 = trunc i32 %16 to i8
  %18 = load i32, ptr %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 %19
  store i8 %17, ptr %20, align 1
  br label %21

21:                                               ; preds = %15
  %22 = load i32, ptr %8, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %8, align 4
  br label %12, !llvm.loop !11

24:                                               ; preds = %12
  store i32 0, ptr %9, align 4
  br label %25

25:                                               ; preds = %84, %24
  %26 = load i32, ptr %9, align 4
  %27 = load i32, ptr %5, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %87

29:                                               ; preds = %25
  %30 = load i32, ptr %6, align 4
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %32, label %47

32:                                               ; preds = %29
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %9, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i8, ptr %33, i64 %35
  %37 = load i8, ptr %36, align 1
  %38 = zext i8 %37 to i32
  store i32 %38, ptr %10, align 4
  %39 = load i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 %40
  %42 = load i8, ptr %41, align 1
  %43 = load ptr, ptr %4, align 8
  %44 = load i32, ptr %9, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i8, ptr %43, i64 %45
  store i8 %42, ptr %46, align 1
  br label %72

47:                                               ; preds = %29
  store i32 0, ptr %10, align 4
  br label %48

48:                                               ; preds = %62, %47
  %49 = load i32, ptr %10, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 %50
  %52 = load i8, ptr %51, align 1
  %53 = zext i8 %52 to i32
  %54 = load ptr, ptr %4, align 8
  %55 = load i32, ptr %9, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i8, ptr %54, i64 %56
  %58 = load i8, ptr %57, align 1
  %59 = zext i8 %58 to i32
  %60 = icmp ne i32 %53, %59
  br i1 %60, label %61, label %65

61:                                               ; preds = %48
  br label %62

62:                                               ; preds = %61
  %63 = load i32, ptr %10, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %10, align 4
  br label %48, !llvm.loop !12

65:                                               ; preds = %48
  %66 = load i32, ptr %10, align 4
  %67 = trunc i32 %66 to i8
  %68 = load ptr, ptr %4, align 8
  %69 = load i32, ptr %9, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i8, ptr %68, i64 %70
  store i8 %67, ptr %71, align 1
  br label %72

72:                                               ; preds = %65, %32
  %73 = load i32, ptr %10, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 %74
  %76 = load i8, ptr %75, align 1
  store i8 %76, ptr %11, align 1
  %77 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 0
  %78 = getelementptr inbounds i8, ptr %77, i64 1
  %79 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 0
  %80 = load i32, ptr %10, align 4
  %81 = sext i32 %80 to i64
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %78, ptr align 1 %79, i64 %81, i1 false)
  %82 = load i8, ptr %11, align 1
  %83 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 0
  store i8 %82, ptr %83, align 1
  br label %84

84:                                               ; preds = %72
  %85 = load i32, ptr %9, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %9, align 4
  br label %25, !llvm.loop !13

87:                                               ; preds = %25
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rle(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %44, %3
  %11 = load i32, ptr %8, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %65

14:                                               ; preds = %10
  %15 = load i32, ptr %8, align 4
  store i32 %15, ptr %9, align 4
  br label %16

16:                                               ; preds = %41, %14
  %17 = load i32, ptr %9, align 4
  %18 = load i32, ptr %5, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %39

20:                                               ; preds = %16
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i8, ptr %21, i64 %23
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i8, ptr %27, i64 %29
  %31 = load i8, ptr %30, align 1
  %32 = zext i8 %31 to i32
  %33 = icmp eq i32 %26, %32
  br i1 %33, label %34, label %39

34:                                               ; preds = %20
  %35 = load i32, ptr %9, align 4
  %36 = load i32, ptr %8, align 4
  %37 = sub nsw i32 %35, %36
  %38 = icmp slt i32 %37, 255
  br label %39

39:                                               ; preds = %34, %20, %16
  %40 = phi i1 [ false, %20 ], [ false, %16 ], [ %38, %34 ]
  br i1 %40, label %41, label %44

41:                                               ; preds = %39
  %42 = load i32, ptr %9, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %9, align 4
  br label %16, !llvm.loop !14

44:                                               ; preds = %39
  %45 = load ptr, ptr %4, align 8
  %46 = load i32, ptr %8, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i8, ptr %45, i64 %47
  %49 = load i8, ptr %48, align 1
  %50 = load ptr, ptr %6, align 8
  %51 = load i32, ptr %7, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %7, align 4
  %53 = sext i32 %51 to i64
  %54 = getelementptr inbounds i8, ptr %50, i64 %53
  store i8 %49, ptr %54, align 1
  %55 = load i32, ptr %9, align 4
  %56 = load i32, ptr %8, align 4
  %57 = sub nsw i32 %55, %56
  %58 = trunc i32 %57 to i8
  %59 = load ptr, ptr %6, align 8
  %60 = load i32, ptr %7, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %7, align 4
  %62 = sext i32 %60 to i64
  %63 = getelementptr inbounds i8, ptr %59, i64 %62
  store i8 %58, ptr %63, align 1
  %64 = load i32, ptr %9, align 4
  store i32 %64, ptr %8, align 4
  br label %10, !llvm.loop !15

65:                                               ; preds = %10
  %66 = load i32, ptr %7, align 4
  ret i32 %66
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @unrle(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %40, %3
  %11 = load i32, ptr %8, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %43

14:                                               ; preds = %10
  store i32 0, ptr %9, align 4
  br label %15

15:                                               ; preds = %36, %14
  %16 = load i32, ptr %9, align 4
  %17 = load ptr, ptr %4, align 8
  %18 = load i32, ptr %8, align 4
  %19 = add nsw i32 %18, 1
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i8, ptr %17, i64 %20
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  %24 = icmp slt i32 %16, %23
  br i1 %24, label %25, label %39

25:                                               ; preds = %15
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i8, ptr %26, i64 %28
  %30 = load i8, ptr %29, align 1
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %7, align 4
  %34 = sext i32 %32 to i64
  %35 = getelementptr inbounds i8, ptr %31, i64 %34
  store i8 %30, ptr %35, align 1
  br label %36

36:                                               ; preds = %25
  %37 = load i32, ptr %9, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %9, align 4
  br label %15, !llvm.loop !16

39:                                               ; preds = %15
  br label %40

40:                                               ; preds = %39
  %41 = load i32, ptr %8, align 4
  %42 = add nsw i32 %41, 2
  store i32 %42, ptr %8, align 4
  br label %10, !llvm.loop !17

43:                                               ; preds = %10
  %44 = load i32, ptr %7, align 4
  ret i32 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ibwt(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca [256 x i32], align 4
  %10 = alloca [256 x i32], align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [256 x i32], align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store ptr %3, ptr %8, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %9, i8 0, i64 1024, i1 false)
  store i32 0, ptr %11, align 4
  br label %18

18:                                               ; preds = %32, %4
  %19 = load i32, ptr %11, align 4
  %20 = load i32, ptr %6, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %35

22:                                               ; preds = %18
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %11, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i8, ptr %23, i64 %25
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i64
  %29 = getelementptr inbounds [256 x i32], ptr %9, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %29, align 4
  br label %32

32:                                               ; preds = %22
  %33 = load i32, ptr %11, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %11, align 4
  br label %18, !llvm.loop !18

35:                                               ; preds = %18
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %36

36:                                               ; preds = %50, %35
  %37 = load i32, ptr %12, align 4
  %38 = icmp slt i32 %37, 256
  br i1 %38, label %39, label %53

39:                                               ; preds = %36
  %40 = load i32, ptr %13, align 4
  %41 = load i32, ptr %12, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [256 x i32], ptr %10, i64 0, i64 %42
  store i32 %40, ptr %43, align 4
  %44 = load i32, ptr %12, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [256 x i32], ptr %9, i64 0, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = load i32, ptr %13, align 4
  %49 = add nsw i32 %48, %47
  store i32 %49, ptr %13, align 4
  br label %50

50:                                               ; preds = %39
  %51 = load i32, ptr %12, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %12, align 4
  br label %36, !llvm.loop !19

53:                                               ; preds = %36
  call void @llvm.memset.p0.i64(ptr align 4 %14, i8 0, i64 1024, i1 false)
  store i32 0, ptr %15, align 4
  br label %54

54:                                               ; preds = %80, %53
  %55 = load i32, ptr %15, align 4
  %56 = load i32, ptr %6, align 4
  %57 = icmp slt i32 %55, %56
  br i1 %57, label %58, label %83

58:                                               ; preds = %54
  %59 = load ptr, ptr %5, align 8
  %60 = load i32, ptr %15, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i8, ptr %59, i64 %61
  %63 = load i8, ptr %62, align 1
  %64 = zext i8 %63 to i64
  %65 = getelementptr inbounds [256 x i32], ptr %10, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4
  %67 = load ptr, ptr %5, align 8
  %68 = load i32, ptr %15, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i8, ptr %67, i64 %69
  %71 = load i8, ptr %70, align 1
  %72 = zext i8 %71 to i64
  %73 = getelementptr inbounds [256 x i32], ptr %14, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %73, align 4
  %76 = add nsw i32 %66, %74
  %77 = load i32, ptr %15, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [4096 x i32], ptr @ibwt.lf, i64 0, i64 %78
  store i32 %76, ptr %79, align 4
  br label %80

80:                                               ; preds = %58
  %81 = load i32, ptr %15, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %15, align 4
  br label %54, !llvm.loop !20

83:                                               ; preds = %54
  %84 = load i32, ptr %6, align 4
  %85 = sub nsw i32 %84, 1
  store i32 %85, ptr %16, align 4
  %86 = load i32, ptr %7, align 4
  store i32 %86, ptr %17, align 4
  br label %87

87:                                               ; preds = %104, %83
  %88 = load i32, ptr %16, align 4
  %89 = icmp sge i32 %88, 0
  br i1 %89, label %90, label %107

90:                                               ; preds = %87
  %91 = load ptr, ptr %5, align 8
  %92 = load i32, ptr %17, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i8, ptr %91, i64 %93
  %95 = load i8, ptr %94, align 1
  %96 = load ptr, ptr %8, align 8
  %97 = load i32, ptr %16, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i8, ptr %96, i64 %98
  store i8 %95, ptr %99, align 1
  %100 = load i32, ptr %17, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [4096 x i32], ptr @ibwt.lf, i64 0, i64 %101
  %103 = load i32, ptr %102, align 4
  store i32 %103, ptr %17, align 4
  br label %104

104:                                              ; preds = %90
  %105 = load i32, ptr %16, align 4
  %106 = add nsw i32 %105, -1
  store i32 %106, ptr %16, align 4
  br label %87, !llvm.loop !21

107:                                              ; preds = %87
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #2

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_rot(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = load i32, ptr %11, align 4
  store i32 %12, ptr %6, align 4
  %13 = load ptr, ptr %5, align 8
  %14 = load i32, ptr %13, align 4
  store i32 %14, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %50, %2
  %16 = load i32, ptr %8, align 4
  %17 = load i32, ptr @g_n, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %53

19:                                               ; preds = %15
  %20 = load ptr, ptr @g_text, align 8
  %21 = load i32, ptr %6, align 4
  %22 = load i32, ptr %8, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr @g_n, align 4
  %25 = srem i32 %23, %24
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i8, ptr %20, i64 %26
  %28 = load i8, ptr %27, align 1
  store i8 %28, ptr %9, align 1
  %29 = load ptr, ptr @g_text, align 8
  %30 = load i32, ptr %7, align 4
  %31 = load i32, ptr %8, align 4
  %32 = add nsw i32 %30, %31
  %33 = load i32, ptr @g_n, align 4
  %34 = srem i32 %32, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i8, ptr %29, i64 %35
  %37 = load i8, ptr %36, align 1
  store i8 %37, ptr %10, align 1
  %38 = load i8, ptr %9, align 1
  %39 = zext i8 %38 to i32
  %40 = load i8, ptr %10, align 1
  %41 = zext i8 %40 to i32
  %42 = icmp ne i32 %39, %41
  br i1 %42, label %43, label %49

43:                                               ; preds = %19
  %44 = load i8, ptr %9, align 1
  %45 = zext i8 %44 to i32
  %46 = load i8, ptr %10, align 1
  %47 = zext i8 %46 to i32
  %48 = sub nsw i32 %45, %47
  store i32 %48, ptr %3, align 4
  br label %54

49:                                               ; preds = %19
  br label %50

50:                                               ; preds = %49
  %51 = load i32, ptr %8, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %8, align 4
  br label %15, !llvm.loop !22

53:                                               ; preds = %15
  store i32 0, ptr %3, align 4
  br label %54

54:                                               ; preds = %53, %43
  %55 = load i32, ptr %3, align 4
  ret i32 %55
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind willreturn memory(read) }

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
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
