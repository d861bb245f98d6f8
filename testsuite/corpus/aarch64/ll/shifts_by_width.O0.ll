; ModuleID = 'programs/shifts_by_width.c'
source_filename = "programs/shifts_by_width.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.v8 = private unnamed_addr constant [6 x i8] c"\00\01\FF\7F\80U", align 1
@__const.main.v16 = private unnamed_addr constant [6 x i16] [i16 0, i16 1, i16 -1, i16 32767, i16 -32768, i16 4660], align 2
@__const.main.v32 = private unnamed_addr constant [6 x i32] [i32 0, i32 1, i32 -1, i32 2147483647, i32 -2147483648, i32 305419896], align 4
@__const.main.sh8 = private unnamed_addr constant [4 x i32] [i32 0, i32 1, i32 3, i32 7], align 4
@__const.main.sh16 = private unnamed_addr constant [4 x i32] [i32 0, i32 1, i32 8, i32 15], align 4
@__const.main.sh32 = private unnamed_addr constant [4 x i32] [i32 0, i32 1, i32 16, i32 31], align 4
@__const.main.sh64 = private unnamed_addr constant [4 x i32] [i32 0, i32 1, i32 32, i32 63], align 4
@h = internal global i64 0, align 8
@.str = private unnamed_addr constant [26 x i8] c"c31 %x %x %llx %llx %llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"h=%llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [53 x i8] c"i8 a=%llx s=%d shl=%llx sar=%llx shr=%llx rotl=%llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [54 x i8] c"i16 a=%llx s=%d shl=%llx sar=%llx shr=%llx rotl=%llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [54 x i8] c"i32 a=%llx s=%d shl=%llx sar=%llx shr=%llx rotl=%llx\0A\00", align 1
@.str.5 = private unnamed_addr constant [54 x i8] c"i64 a=%llx s=%d shl=%llx sar=%llx shr=%llx rotl=%llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x i8], align 1
  %3 = alloca [6 x i16], align 2
  %4 = alloca [6 x i32], align 4
  %5 = alloca [6 x i64], align 8
  %6 = alloca i32, align 4
  %7 = alloca [4 x i32], align 4
  %8 = alloca [4 x i32], align 4
  %9 = alloca [4 x i32], align 4
  %10 = alloca [4 x i32], align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @__const.main.v8, i64 6, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %3, ptr align 2 @__const.main.v16, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const.main.v32, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 48, i1 false)
  %14 = getelementptr inbounds [6 x i64], ptr %5, i32 0, i32 1
  store i64 1, ptr %14, align 8
  %15 = getelementptr inbounds [6 x i64], ptr %5, i32 0, i32 2
  store i64 -1, ptr %15, align 8
  %16 = getelementptr inbounds [6 x i64], ptr %5, i32 0, i32 3
  store i64 9223372036854775807, ptr %16, align 8
  %17 = getelementptr inbounds [6 x i64], ptr %5, i32 0, i32 4
  store i64 -9223372036854775808, ptr %17, align 8
  %18 = getelementptr inbounds [6 x i64], ptr %5, i32 0, i32 5
  store i64 1311768467463790320, ptr %18, align 8
  store i32 0, ptr %6, align 4
  br label %19

19:                                               ; preds = %63, %0
  %20 = load i32, ptr %6, align 4
  %21 = icmp slt i32 %20, 6
  br i1 %21, label %22, label %66

22:                                               ; preds = %19
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.sh8, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.sh16, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 @__const.main.sh32, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 @__const.main.sh64, i64 16, i1 false)
  store i32 0, ptr %11, align 4
  br label %23

23:                                               ; preds = %59, %22
  %24 = load i32, ptr %11, align 4
  %25 = icmp slt i32 %24, 4
  br i1 %25, label %26, label %62

26:                                               ; preds = %23
  %27 = load i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %28
  %30 = load i8, ptr %29, align 1
  %31 = load i32, ptr %11, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4
  call void @test_i8(i8 noundef %30, i32 noundef %34)
  %35 = load i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [6 x i16], ptr %3, i64 0, i64 %36
  %38 = load i16, ptr %37, align 2
  %39 = load i32, ptr %11, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4
  call void @test_i16(i16 noundef %38, i32 noundef %42)
  %43 = load i32, ptr %6, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [6 x i32], ptr %4, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = load i32, ptr %11, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4 x i32], ptr %9, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4
  call void @test_i32(i32 noundef %46, i32 noundef %50)
  %51 = load i32, ptr %6, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [6 x i64], ptr %5, i64 0, i64 %52
  %54 = load i64, ptr %53, align 8
  %55 = load i32, ptr %11, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [4 x i32], ptr %10, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4
  call void @test_i64(i64 noundef %54, i32 noundef %58)
  br label %59

59:                                               ; preds = %26
  %60 = load i32, ptr %11, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %11, align 4
  br label %23, !llvm.loop !6

62:                                               ; preds = %23
  br label %63

63:                                               ; preds = %62
  %64 = load i32, ptr %6, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %6, align 4
  br label %19, !llvm.loop !8

66:                                               ; preds = %19
  store i32 0, ptr %12, align 4
  br label %67

67:                                               ; preds = %79, %66
  %68 = load i32, ptr %12, align 4
  %69 = icmp slt i32 %68, 64
  br i1 %69, label %70, label %82

70:                                               ; preds = %67
  %71 = load i32, ptr %12, align 4
  %72 = add i32 %71, 64
  %73 = call i64 @masked_shift(i64 noundef -2401053089206439923, i32 noundef %72)
  %74 = load i32, ptr %12, align 4
  %75 = sext i32 %74 to i64
  %76 = add i64 %73, %75
  %77 = load i64, ptr @h, align 8
  %78 = xor i64 %77, %76
  store i64 %78, ptr @h, align 8
  br label %79

79:                                               ; preds = %70
  %80 = load i32, ptr %12, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %12, align 4
  br label %67, !llvm.loop !9

82:                                               ; preds = %67
  store i32 0, ptr %13, align 4
  br label %83

83:                                               ; preds = %93, %82
  %84 = load i32, ptr %13, align 4
  %85 = icmp slt i32 %84, 256
  br i1 %85, label %86, label %96

86:                                               ; preds = %83
  %87 = load i32, ptr %13, align 4
  %88 = trunc i32 %87 to i8
  %89 = call i32 @shift_by_u8(i32 noundef -2147483647, i8 noundef %88)
  %90 = zext i32 %89 to i64
  %91 = load i64, ptr @h, align 8
  %92 = add i64 %91, %90
  store i64 %92, ptr @h, align 8
  br label %93

93:                                               ; preds = %86
  %94 = load i32, ptr %13, align 4
  %95 = add nsw i32 %94, 17
  store i32 %95, ptr %13, align 4
  br label %83, !llvm.loop !10

96:                                               ; preds = %83
  %97 = call i32 @shl_const31(i32 noundef 3)
  %98 = call i32 @sar_const31(i32 noundef -2147483648)
  %99 = call i64 @shl_const63(i64 noundef 3)
  %100 = call i64 @sar_const63(i64 noundef -9223372036854775803)
  %101 = call i64 @shr_const32(i64 noundef -4294967296)
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %97, i32 noundef %98, i64 noundef %99, i64 noundef %100, i64 noundef %101)
  %103 = load i64, ptr @h, align 8
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %103)
  %105 = load i64, ptr @h, align 8
  %106 = lshr i64 %105, 60
  %107 = trunc i64 %106 to i32
  ret i32 %107
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_i8(i8 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %10 = load i8, ptr %3, align 1
  store i8 %10, ptr %5, align 1
  %11 = load i8, ptr %5, align 1
  %12 = zext i8 %11 to i32
  %13 = load i32, ptr %4, align 4
  %14 = shl i32 %12, %13
  %15 = trunc i32 %14 to i8
  store i8 %15, ptr %6, align 1
  %16 = load i8, ptr %3, align 1
  %17 = sext i8 %16 to i32
  %18 = load i32, ptr %4, align 4
  %19 = ashr i32 %17, %18
  %20 = trunc i32 %19 to i8
  store i8 %20, ptr %7, align 1
  %21 = load i8, ptr %5, align 1
  %22 = zext i8 %21 to i32
  %23 = load i32, ptr %4, align 4
  %24 = ashr i32 %22, %23
  %25 = trunc i32 %24 to i8
  store i8 %25, ptr %8, align 1
  %26 = load i32, ptr %4, align 4
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %41

28:                                               ; preds = %2
  %29 = load i8, ptr %5, align 1
  %30 = zext i8 %29 to i32
  %31 = load i32, ptr %4, align 4
  %32 = shl i32 %30, %31
  %33 = load i8, ptr %5, align 1
  %34 = zext i8 %33 to i32
  %35 = load i32, ptr %4, align 4
  %36 = sub nsw i32 8, %35
  %37 = ashr i32 %34, %36
  %38 = or i32 %32, %37
  %39 = trunc i32 %38 to i8
  %40 = zext i8 %39 to i32
  br label %44

41:                                               ; preds = %2
  %42 = load i8, ptr %5, align 1
  %43 = zext i8 %42 to i32
  br label %44

44:                                               ; preds = %41, %28
  %45 = phi i32 [ %40, %28 ], [ %43, %41 ]
  %46 = trunc i32 %45 to i8
  store i8 %46, ptr %9, align 1
  %47 = load i8, ptr %5, align 1
  %48 = zext i8 %47 to i64
  %49 = load i32, ptr %4, align 4
  %50 = load i8, ptr %6, align 1
  %51 = zext i8 %50 to i64
  %52 = load i8, ptr %7, align 1
  %53 = zext i8 %52 to i64
  %54 = load i8, ptr %8, align 1
  %55 = zext i8 %54 to i64
  %56 = load i8, ptr %9, align 1
  %57 = zext i8 %56 to i64
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %48, i32 noundef %49, i64 noundef %51, i64 noundef %53, i64 noundef %55, i64 noundef %57)
  %59 = load i64, ptr @h, align 8
  %60 = mul i64 %59, 31
  %61 = load i8, ptr %6, align 1
  %62 = zext i8 %61 to i64
  %63 = add i64 %60, %62
  %64 = load i8, ptr %7, align 1
  %65 = zext i8 %64 to i64
  %66 = mul i64 %65, 7
  %67 = add i64 %63, %66
  %68 = load i8, ptr %8, align 1
  %69 = zext i8 %68 to i32
  %70 = mul nsw i32 %69, 13
  %71 = sext i32 %70 to i64
  %72 = add i64 %67, %71
  %73 = load i8, ptr %9, align 1
  %74 = zext i8 %73 to i64
  %75 = add i64 %72, %74
  store i64 %75, ptr @h, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_i16(i16 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %10 = load i16, ptr %3, align 2
  store i16 %10, ptr %5, align 2
  %11 = load i16, ptr %5, align 2
  %12 = zext i16 %11 to i32
  %13 = load i32, ptr %4, align 4
  %14 = shl i32 %12, %13
  %15 = trunc i32 %14 to i16
  store i16 %15, ptr %6, align 2
  %16 = load i16, ptr %3, align 2
  %17 = sext i16 %16 to i32
  %18 = load i32, ptr %4, align 4
  %19 = ashr i32 %17, %18
  %20 = trunc i32 %19 to i16
  store i16 %20, ptr %7, align 2
  %21 = load i16, ptr %5, align 2
  %22 = zext i16 %21 to i32
  %23 = load i32, ptr %4, align 4
  %24 = ashr i32 %22, %23
  %25 = trunc i32 %24 to i16
  store i16 %25, ptr %8, align 2
  %26 = load i32, ptr %4, align 4
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %41

28:                                               ; preds = %2
  %29 = load i16, ptr %5, align 2
  %30 = zext i16 %29 to i32
  %31 = load i32, ptr %4, align 4
  %32 = shl i32 %30, %31
  %33 = load i16, ptr %5, align 2
  %34 = zext i16 %33 to i32
  %35 = load i32, ptr %4, align 4
  %36 = sub nsw i32 16, %35
  %37 = ashr i32 %34, %36
  %38 = or i32 %32, %37
  %39 = trunc i32 %38 to i16
  %40 = zext i16 %39 to i32
  br label %44

41:                                               ; preds = %2
  %42 = load i16, ptr %5, align 2
  %43 = zext i16 %42 to i32
  br label %44

44:                                               ; preds = %41, %28
  %45 = phi i32 [ %40, %28 ], [ %43, %41 ]
  %46 = trunc i32 %45 to i16
  store i16 %46, ptr %9, align 2
  %47 = load i16, ptr %5, align 2
  %48 = zext i16 %47 to i64
  %49 = load i32, ptr %4, align 4
  %50 = load i16, ptr %6, align 2
  %51 = zext i16 %50 to i64
  %52 = load i16, ptr %7, align 2
  %53 = zext i16 %52 to i64
  %54 = load i16, ptr %8, align 2
  %55 = zext i16 %54 to i64
  %56 = load i16, ptr %9, align 2
  %57 = zext i16 %56 to i64
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %48, i32 noundef %49, i64 noundef %51, i64 noundef %53, i64 noundef %55, i64 noundef %57)
  %59 = load i64, ptr @h, align 8
  %60 = mul i64 %59, 31
  %61 = load i16, ptr %6, align 2
  %62 = zext i16 %61 to i64
  %63 = add i64 %60, %62
  %64 = load i16, ptr %7, align 2
  %65 = zext i16 %64 to i64
  %66 = mul i64 %65, 7
  %67 = add i64 %63, %66
  %68 = load i16, ptr %8, align 2
  %69 = zext i16 %68 to i32
  %70 = mul nsw i32 %69, 13
  %71 = sext i32 %70 to i64
  %72 = add i64 %67, %71
  %73 = load i16, ptr %9, align 2
  %74 = zext i16 %73 to i64
  %75 = add i64 %72, %74
  store i64 %75, ptr @h, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_i32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %10 = load i32, ptr %3, align 4
  store i32 %10, ptr %5, align 4
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %4, align 4
  %13 = shl i32 %11, %12
  store i32 %13, ptr %6, align 4
  %14 = load i32, ptr %3, align 4
  %15 = load i32, ptr %4, align 4
  %16 = ashr i32 %14, %15
  store i32 %16, ptr %7, align 4
  %17 = load i32, ptr %5, align 4
  %18 = load i32, ptr %4, align 4
  %19 = lshr i32 %17, %18
  store i32 %19, ptr %8, align 4
  %20 = load i32, ptr %4, align 4
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %31

22:                                               ; preds = %2
  %23 = load i32, ptr %5, align 4
  %24 = load i32, ptr %4, align 4
  %25 = shl i32 %23, %24
  %26 = load i32, ptr %5, align 4
  %27 = load i32, ptr %4, align 4
  %28 = sub nsw i32 32, %27
  %29 = lshr i32 %26, %28
  %30 = or i32 %25, %29
  br label %33

31:                                               ; preds = %2
  %32 = load i32, ptr %5, align 4
  br label %33

33:                                               ; preds = %31, %22
  %34 = phi i32 [ %30, %22 ], [ %32, %31 ]
  store i32 %34, ptr %9, align 4
  %35 = load i32, ptr %5, align 4
  %36 = zext i32 %35 to i64
  %37 = load i32, ptr %4, align 4
  %38 = load i32, ptr %6, align 4
  %39 = zext i32 %38 to i64
  %40 = load i32, ptr %7, align 4
  %41 = zext i32 %40 to i64
  %42 = load i32, ptr %8, align 4
  %43 = zext i32 %42 to i64
  %44 = load i32, ptr %9, align 4
  %45 = zext i32 %44 to i64
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %36, i32 noundef %37, i64 noundef %39, i64 noundef %41, i64 noundef %43, i64 noundef %45)
  %47 = load i64, ptr @h, align 8
  %48 = mul i64 %47, 31
  %49 = load i32, ptr %6, align 4
  %50 = zext i32 %49 to i64
  %51 = add i64 %48, %50
  %52 = load i32, ptr %7, align 4
  %53 = zext i32 %52 to i64
  %54 = mul i64 %53, 7
  %55 = add i64 %51, %54
  %56 = load i32, ptr %8, align 4
  %57 = mul i32 %56, 13
  %58 = zext i32 %57 to i64
  %59 = add i64 %55, %58
  %60 = load i32, ptr %9, align 4
  %61 = zext i32 %60 to i64
  %62 = add i64 %59, %61
  store i64 %62, ptr @h, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_i64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %10 = load i64, ptr %3, align 8
  store i64 %10, ptr %5, align 8
  %11 = load i64, ptr %5, align 8
  %12 = load i32, ptr %4, align 4
  %13 = zext i32 %12 to i64
  %14 = shl i64 %11, %13
  store i64 %14, ptr %6, align 8
  %15 = load i64, ptr %3, align 8
  %16 = load i32, ptr %4, align 4
  %17 = zext i32 %16 to i64
  %18 = ashr i64 %15, %17
  store i64 %18, ptr %7, align 8
  %19 = load i64, ptr %5, align 8
  %20 = load i32, ptr %4, align 4
  %21 = zext i32 %20 to i64
  %22 = lshr i64 %19, %21
  store i64 %22, ptr %8, align 8
  %23 = load i32, ptr %4, align 4
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %36

25:                                               ; preds = %2
  %26 = load i64, ptr %5, align 8
  %27 = load i32, ptr %4, align 4
  %28 = zext i32 %27 to i64
  %29 = shl i64 %26, %28
  %30 = load i64, ptr %5, align 8
  %31 = load i32, ptr %4, align 4
  %32 = sub nsw i32 64, %31
  %33 = zext i32 %32 to i64
  %34 = lshr i64 %30, %33
  %35 = or i64 %29, %34
  br label %38

36:                                               ; preds = %2
  %37 = load i64, ptr %5, align 8
  br label %38

38:                                               ; preds = %36, %25
  %39 = phi i64 [ %35, %25 ], [ %37, %36 ]
  store i64 %39, ptr %9, align 8
  %40 = load i64, ptr %5, align 8
  %41 = load i32, ptr %4, align 4
  %42 = load i64, ptr %6, align 8
  %43 = load i64, ptr %7, align 8
  %44 = load i64, ptr %8, align 8
  %45 = load i64, ptr %9, align 8
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %40, i32 noundef %41, i64 noundef %42, i64 noundef %43, i64 noundef %44, i64 noundef %45)
  %47 = load i64, ptr @h, align 8
  %48 = mul i64 %47, 31
  %49 = load i64, ptr %6, align 8
  %50 = add i64 %48, %49
  %51 = load i64, ptr %7, align 8
  %52 = mul i64 %51, 7
  %53 = add i64 %50, %52
  %54 = load i64, ptr %8, align 8
  %55 = mul i64 %54, 13
  %56 = add i64 %53, %55
  %57 = load i64, ptr %9, align 8
  %58 = add i64 %56, %57
  store i64 %58, ptr @h, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @masked_shift(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 63
  %8 = zext i32 %7 to i64
  %9 = shl i64 %5, %8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @shift_by_u8(i32 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  store i32 %0, ptr %3, align 4
  store i8 %1, ptr %4, align 1
  %5 = load i32, ptr %3, align 4
  %6 = load i8, ptr %4, align 1
  %7 = zext i8 %6 to i32
  %8 = srem i32 %7, 32
  %9 = lshr i32 %5, %8
  ret i32 %9
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @shl_const31(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = shl i32 %3, 31
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sar_const31(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = ashr i32 %3, 31
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @shl_const63(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = shl i64 %3, 63
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sar_const63(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = ashr i64 %3, 63
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @shr_const32(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = lshr i64 %3, 32
  ret i64 %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
