; ModuleID = 'programs/vector_int_ops.c'
source_filename = "programs/vector_int_ops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"r8:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"\0Ar16:\00", align 1
@.str.3 = private unnamed_addr constant [34 x i8] c"\0Ar32: %d %d %d %d r64: %lld %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [62 x i8] c"sel: %d %d %d %d uc[0..3]: %u %u %u %u um[0]=%u us=%llu,%llu\0A\00", align 1
@.str.5 = private unnamed_addr constant [41 x i8] c"lane_sum=%lld insert=%d,%d hash=%016llx\0A\00", align 1
@h = internal global i64 1469598103934665603, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca <16 x i8>, align 16
  %3 = alloca <16 x i8>, align 16
  %4 = alloca <8 x i16>, align 16
  %5 = alloca <8 x i16>, align 16
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <4 x i32>, align 16
  %8 = alloca <2 x i64>, align 16
  %9 = alloca <2 x i64>, align 16
  %10 = alloca <16 x i8>, align 16
  %11 = alloca <8 x i16>, align 16
  %12 = alloca <4 x i32>, align 16
  %13 = alloca <2 x i64>, align 16
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca <4 x i32>, align 16
  %17 = alloca <16 x i8>, align 16
  %18 = alloca <8 x i16>, align 16
  %19 = alloca <2 x i64>, align 16
  %20 = alloca <2 x i64>, align 16
  %21 = alloca <2 x i64>, align 16
  %22 = alloca <4 x i32>, align 16
  store i32 0, ptr %1, align 4
  store <16 x i8> <i8 -128, i8 -100, i8 -1, i8 0, i8 1, i8 2, i8 3, i8 50, i8 100, i8 127, i8 -7, i8 8, i8 -9, i8 10, i8 -11, i8 12>, ptr %2, align 16
  store <16 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -1, i8 -2, i8 -3, i8 -4, i8 -5, i8 -6, i8 -7, i8 -8>, ptr %3, align 16
  store <8 x i16> <i16 -32768, i16 -1000, i16 -1, i16 0, i16 1, i16 1000, i16 32767, i16 12345>, ptr %4, align 16
  store <8 x i16> <i16 3, i16 -3, i16 300, i16 -300, i16 7, i16 0, i16 1, i16 -1>, ptr %5, align 16
  store <4 x i32> <i32 -2147483647, i32 -5, i32 77777, i32 2147483647>, ptr %6, align 16
  store <4 x i32> <i32 2, i32 3, i32 -4, i32 5>, ptr %7, align 16
  store <2 x i64> <i64 -9223372036854775807, i64 1234567890123>, ptr %8, align 16
  store <2 x i64> <i64 -1, i64 3>, ptr %9, align 16
  %23 = load <16 x i8>, ptr %2, align 16
  %24 = load <16 x i8>, ptr %3, align 16
  %25 = call <16 x i8> @ops8(<16 x i8> noundef %23, <16 x i8> noundef %24)
  store <16 x i8> %25, ptr %10, align 16
  %26 = load <8 x i16>, ptr %4, align 16
  %27 = load <8 x i16>, ptr %5, align 16
  %28 = call <8 x i16> @ops16(<8 x i16> noundef %26, <8 x i16> noundef %27)
  store <8 x i16> %28, ptr %11, align 16
  %29 = load <4 x i32>, ptr %6, align 16
  %30 = load <4 x i32>, ptr %7, align 16
  %31 = call <4 x i32> @ops32(<4 x i32> noundef %29, <4 x i32> noundef %30)
  store <4 x i32> %31, ptr %12, align 16
  %32 = load <2 x i64>, ptr %8, align 16
  %33 = load <2 x i64>, ptr %9, align 16
  %34 = call <2 x i64> @ops64(<2 x i64> noundef %32, <2 x i64> noundef %33)
  store <2 x i64> %34, ptr %13, align 16
  call void @mixb(ptr noundef %10, i32 noundef 16)
  call void @mixb(ptr noundef %11, i32 noundef 16)
  call void @mixb(ptr noundef %12, i32 noundef 16)
  call void @mixb(ptr noundef %13, i32 noundef 16)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  store i32 0, ptr %14, align 4
  br label %36

36:                                               ; preds = %45, %0
  %37 = load i32, ptr %14, align 4
  %38 = icmp slt i32 %37, 16
  br i1 %38, label %39, label %48

39:                                               ; preds = %36
  %40 = load <16 x i8>, ptr %10, align 16
  %41 = load i32, ptr %14, align 4
  %42 = extractelement <16 x i8> %40, i32 %41
  %43 = sext i8 %42 to i32
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %43)
  br label %45

45:                                               ; preds = %39
  %46 = load i32, ptr %14, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %14, align 4
  br label %36, !llvm.loop !6

48:                                               ; preds = %36
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %15, align 4
  br label %50

50:                                               ; preds = %59, %48
  %51 = load i32, ptr %15, align 4
  %52 = icmp slt i32 %51, 8
  br i1 %52, label %53, label %62

53:                                               ; preds = %50
  %54 = load <8 x i16>, ptr %11, align 16
  %55 = load i32, ptr %15, align 4
  %56 = extractelement <8 x i16> %54, i32 %55
  %57 = sext i16 %56 to i32
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %57)
  br label %59

59:                                               ; preds = %53
  %60 = load i32, ptr %15, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %15, align 4
  br label %50, !llvm.loop !8

62:                                               ; preds = %50
  %63 = load <4 x i32>, ptr %12, align 16
  %64 = extractelement <4 x i32> %63, i32 0
  %65 = load <4 x i32>, ptr %12, align 16
  %66 = extractelement <4 x i32> %65, i32 1
  %67 = load <4 x i32>, ptr %12, align 16
  %68 = extractelement <4 x i32> %67, i32 2
  %69 = load <4 x i32>, ptr %12, align 16
  %70 = extractelement <4 x i32> %69, i32 3
  %71 = load <2 x i64>, ptr %13, align 16
  %72 = extractelement <2 x i64> %71, i32 0
  %73 = load <2 x i64>, ptr %13, align 16
  %74 = extractelement <2 x i64> %73, i32 1
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %64, i32 noundef %66, i32 noundef %68, i32 noundef %70, i64 noundef %72, i64 noundef %74)
  %76 = load <4 x i32>, ptr %6, align 16
  %77 = load <4 x i32>, ptr %7, align 16
  %78 = call <4 x i32> @cmpsel(<4 x i32> noundef %76, <4 x i32> noundef %77)
  store <4 x i32> %78, ptr %16, align 16
  %79 = load <16 x i8>, ptr %2, align 16
  %80 = load <16 x i8>, ptr %3, align 16
  %81 = call <16 x i8> @ucmp(<16 x i8> noundef %79, <16 x i8> noundef %80)
  store <16 x i8> %81, ptr %17, align 16
  %82 = load <8 x i16>, ptr %4, align 16
  %83 = load <8 x i16>, ptr %5, align 16
  %84 = call <8 x i16> @umax16(<8 x i16> noundef %82, <8 x i16> noundef %83)
  store <8 x i16> %84, ptr %18, align 16
  store <2 x i64> <i64 -1, i64 -9223372036854775808>, ptr %20, align 16
  %85 = load <2 x i64>, ptr %20, align 16
  store <2 x i64> <i64 63, i64 1>, ptr %21, align 16
  %86 = load <2 x i64>, ptr %21, align 16
  %87 = call <2 x i64> @ushr64(<2 x i64> noundef %85, <2 x i64> noundef %86)
  store <2 x i64> %87, ptr %19, align 16
  call void @mixb(ptr noundef %16, i32 noundef 16)
  call void @mixb(ptr noundef %17, i32 noundef 16)
  call void @mixb(ptr noundef %18, i32 noundef 16)
  call void @mixb(ptr noundef %19, i32 noundef 16)
  %88 = load <4 x i32>, ptr %16, align 16
  %89 = extractelement <4 x i32> %88, i32 0
  %90 = load <4 x i32>, ptr %16, align 16
  %91 = extractelement <4 x i32> %90, i32 1
  %92 = load <4 x i32>, ptr %16, align 16
  %93 = extractelement <4 x i32> %92, i32 2
  %94 = load <4 x i32>, ptr %16, align 16
  %95 = extractelement <4 x i32> %94, i32 3
  %96 = load <16 x i8>, ptr %17, align 16
  %97 = extractelement <16 x i8> %96, i32 0
  %98 = zext i8 %97 to i32
  %99 = load <16 x i8>, ptr %17, align 16
  %100 = extractelement <16 x i8> %99, i32 1
  %101 = zext i8 %100 to i32
  %102 = load <16 x i8>, ptr %17, align 16
  %103 = extractelement <16 x i8> %102, i32 2
  %104 = zext i8 %103 to i32
  %105 = load <16 x i8>, ptr %17, align 16
  %106 = extractelement <16 x i8> %105, i32 3
  %107 = zext i8 %106 to i32
  %108 = load <8 x i16>, ptr %18, align 16
  %109 = extractelement <8 x i16> %108, i32 0
  %110 = zext i16 %109 to i32
  %111 = load <2 x i64>, ptr %19, align 16
  %112 = extractelement <2 x i64> %111, i32 0
  %113 = load <2 x i64>, ptr %19, align 16
  %114 = extractelement <2 x i64> %113, i32 1
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %89, i32 noundef %91, i32 noundef %93, i32 noundef %95, i32 noundef %98, i32 noundef %101, i32 noundef %104, i32 noundef %107, i32 noundef %110, i64 noundef %112, i64 noundef %114)
  %116 = load <4 x i32>, ptr %6, align 16
  store <4 x i32> %116, ptr %22, align 16
  %117 = load <4 x i32>, ptr %22, align 16
  %118 = insertelement <4 x i32> %117, i32 -1, i32 2
  store <4 x i32> %118, ptr %22, align 16
  %119 = load <4 x i32>, ptr %22, align 16
  %120 = extractelement <4 x i32> %119, i32 0
  %121 = add nsw i32 %120, 5
  %122 = load <4 x i32>, ptr %22, align 16
  %123 = insertelement <4 x i32> %122, i32 %121, i32 0
  store <4 x i32> %123, ptr %22, align 16
  %124 = load <4 x i32>, ptr %6, align 16
  %125 = call i64 @lane_sum(<4 x i32> noundef %124)
  %126 = load <4 x i32>, ptr %22, align 16
  %127 = extractelement <4 x i32> %126, i32 0
  %128 = load <4 x i32>, ptr %22, align 16
  %129 = extractelement <4 x i32> %128, i32 2
  %130 = load i64, ptr @h, align 8
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %125, i32 noundef %127, i32 noundef %129, i64 noundef %130)
  %132 = load i64, ptr @h, align 8
  %133 = and i64 %132, 127
  %134 = trunc i64 %133 to i32
  ret i32 %134
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <16 x i8> @ops8(<16 x i8> noundef %0, <16 x i8> noundef %1) #0 {
  %3 = alloca <16 x i8>, align 16
  %4 = alloca <16 x i8>, align 16
  %5 = alloca <16 x i8>, align 16
  %6 = alloca <16 x i8>, align 16
  store <16 x i8> %0, ptr %3, align 16
  store <16 x i8> %1, ptr %4, align 16
  %7 = load <16 x i8>, ptr %3, align 16
  %8 = load <16 x i8>, ptr %4, align 16
  %9 = add <16 x i8> %7, %8
  store <16 x i8> <i8 3, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, ptr %5, align 16
  %10 = load <16 x i8>, ptr %5, align 16
  %11 = mul <16 x i8> %9, %10
  %12 = load <16 x i8>, ptr %3, align 16
  %13 = ashr <16 x i8> %12, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  %14 = sub <16 x i8> %11, %13
  %15 = load <16 x i8>, ptr %3, align 16
  %16 = load <16 x i8>, ptr %4, align 16
  %17 = and <16 x i8> %15, %16
  %18 = add <16 x i8> %14, %17
  %19 = load <16 x i8>, ptr %3, align 16
  %20 = lshr <16 x i8> %19, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %21 = add <16 x i8> %18, %20
  %22 = load <16 x i8>, ptr %3, align 16
  store <16 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 16>, ptr %6, align 16
  %23 = load <16 x i8>, ptr %6, align 16
  %24 = sdiv <16 x i8> %22, %23
  %25 = add <16 x i8> %21, %24
  ret <16 x i8> %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i16> @ops16(<8 x i16> noundef %0, <8 x i16> noundef %1) #0 {
  %3 = alloca <8 x i16>, align 16
  %4 = alloca <8 x i16>, align 16
  %5 = alloca <8 x i16>, align 16
  %6 = alloca <8 x i16>, align 16
  store <8 x i16> %0, ptr %3, align 16
  store <8 x i16> %1, ptr %4, align 16
  %7 = load <8 x i16>, ptr %3, align 16
  %8 = load <8 x i16>, ptr %4, align 16
  %9 = mul <8 x i16> %7, %8
  %10 = load <8 x i16>, ptr %3, align 16
  %11 = shl <8 x i16> %10, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %12 = add <8 x i16> %9, %11
  %13 = load <8 x i16>, ptr %4, align 16
  store <8 x i16> <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 15>, ptr %5, align 16
  %14 = load <8 x i16>, ptr %5, align 16
  %15 = ashr <8 x i16> %13, %14
  %16 = sub <8 x i16> %12, %15
  %17 = load <8 x i16>, ptr %3, align 16
  store <8 x i16> <i16 7, i16 7, i16 7, i16 7, i16 -7, i16 -7, i16 -7, i16 -7>, ptr %6, align 16
  %18 = load <8 x i16>, ptr %6, align 16
  %19 = srem <8 x i16> %17, %18
  %20 = add <8 x i16> %16, %19
  ret <8 x i16> %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @ops32(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
  store <4 x i32> %1, ptr %4, align 16
  %7 = load <4 x i32>, ptr %3, align 16
  %8 = load <4 x i32>, ptr %4, align 16
  %9 = xor <4 x i32> %8, <i32 -1, i32 -1, i32 -1, i32 -1>
  %10 = xor <4 x i32> %7, %9
  %11 = load <4 x i32>, ptr %3, align 16
  store <4 x i32> <i32 1, i32 5, i32 17, i32 31>, ptr %5, align 16
  %12 = load <4 x i32>, ptr %5, align 16
  %13 = shl <4 x i32> %11, %12
  %14 = add <4 x i32> %10, %13
  %15 = load <4 x i32>, ptr %3, align 16
  store <4 x i32> <i32 3, i32 -3, i32 1000, i32 7>, ptr %6, align 16
  %16 = load <4 x i32>, ptr %6, align 16
  %17 = sdiv <4 x i32> %15, %16
  %18 = add <4 x i32> %14, %17
  %19 = load <4 x i32>, ptr %4, align 16
  %20 = lshr <4 x i32> %19, <i32 7, i32 7, i32 7, i32 7>
  %21 = add <4 x i32> %18, %20
  ret <4 x i32> %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @ops64(<2 x i64> noundef %0, <2 x i64> noundef %1) #0 {
  %3 = alloca <2 x i64>, align 16
  %4 = alloca <2 x i64>, align 16
  %5 = alloca <2 x i64>, align 16
  store <2 x i64> %0, ptr %3, align 16
  store <2 x i64> %1, ptr %4, align 16
  %6 = load <2 x i64>, ptr %3, align 16
  %7 = load <2 x i64>, ptr %4, align 16
  %8 = mul <2 x i64> %6, %7
  %9 = load <2 x i64>, ptr %3, align 16
  %10 = ashr <2 x i64> %9, <i64 63, i64 63>
  %11 = sub <2 x i64> %8, %10
  %12 = load <2 x i64>, ptr %3, align 16
  %13 = load <2 x i64>, ptr %4, align 16
  %14 = or <2 x i64> %12, %13
  %15 = add <2 x i64> %11, %14
  %16 = load <2 x i64>, ptr %3, align 16
  store <2 x i64> <i64 10, i64 -10>, ptr %5, align 16
  %17 = load <2 x i64>, ptr %5, align 16
  %18 = sdiv <2 x i64> %16, %17
  %19 = add <2 x i64> %15, %18
  ret <2 x i64> %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixb(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %22, %2
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %25

12:                                               ; preds = %8
  %13 = load i64, ptr @h, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i8, ptr %14, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i64
  %20 = xor i64 %13, %19
  %21 = mul i64 %20, 1099511628211
  store i64 %21, ptr @h, align 8
  br label %22

22:                                               ; preds = %12
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %8, !llvm.loop !9

25:                                               ; preds = %8
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @cmpsel(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
  store <4 x i32> %1, ptr %4, align 16
  %6 = load <4 x i32>, ptr %3, align 16
  %7 = load <4 x i32>, ptr %4, align 16
  %8 = icmp sgt <4 x i32> %6, %7
  %9 = sext <4 x i1> %8 to <4 x i32>
  store <4 x i32> %9, ptr %5, align 16
  %10 = load <4 x i32>, ptr %3, align 16
  %11 = load <4 x i32>, ptr %5, align 16
  %12 = and <4 x i32> %10, %11
  %13 = load <4 x i32>, ptr %4, align 16
  %14 = load <4 x i32>, ptr %5, align 16
  %15 = xor <4 x i32> %14, <i32 -1, i32 -1, i32 -1, i32 -1>
  %16 = and <4 x i32> %13, %15
  %17 = or <4 x i32> %12, %16
  ret <4 x i32> %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <16 x i8> @ucmp(<16 x i8> noundef %0, <16 x i8> noundef %1) #0 {
  %3 = alloca <16 x i8>, align 16
  %4 = alloca <16 x i8>, align 16
  store <16 x i8> %0, ptr %3, align 16
  store <16 x i8> %1, ptr %4, align 16
  %5 = load <16 x i8>, ptr %3, align 16
  %6 = load <16 x i8>, ptr %4, align 16
  %7 = icmp uge <16 x i8> %5, %6
  %8 = sext <16 x i1> %7 to <16 x i8>
  %9 = load <16 x i8>, ptr %3, align 16
  %10 = load <16 x i8>, ptr %4, align 16
  %11 = sub <16 x i8> %9, %10
  %12 = and <16 x i8> %8, %11
  ret <16 x i8> %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i16> @umax16(<8 x i16> noundef %0, <8 x i16> noundef %1) #0 {
  %3 = alloca <8 x i16>, align 16
  %4 = alloca <8 x i16>, align 16
  %5 = alloca <8 x i16>, align 16
  store <8 x i16> %0, ptr %3, align 16
  store <8 x i16> %1, ptr %4, align 16
  %6 = load <8 x i16>, ptr %3, align 16
  %7 = load <8 x i16>, ptr %4, align 16
  %8 = icmp ugt <8 x i16> %6, %7
  %9 = sext <8 x i1> %8 to <8 x i16>
  store <8 x i16> %9, ptr %5, align 16
  %10 = load <8 x i16>, ptr %3, align 16
  %11 = load <8 x i16>, ptr %5, align 16
  %12 = and <8 x i16> %10, %11
  %13 = load <8 x i16>, ptr %4, align 16
  %14 = load <8 x i16>, ptr %5, align 16
  %15 = xor <8 x i16> %14, <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>
  %16 = and <8 x i16> %13, %15
  %17 = or <8 x i16> %12, %16
  ret <8 x i16> %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @ushr64(<2 x i64> noundef %0, <2 x i64> noundef %1) #0 {
  %3 = alloca <2 x i64>, align 16
  %4 = alloca <2 x i64>, align 16
  store <2 x i64> %0, ptr %3, align 16
  store <2 x i64> %1, ptr %4, align 16
  %5 = load <2 x i64>, ptr %3, align 16
  %6 = load <2 x i64>, ptr %4, align 16
  %7 = lshr <2 x i64> %5, %6
  ret <2 x i64> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @lane_sum(<4 x i32> noundef %0) #0 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %2, align 16
  %3 = load <4 x i32>, ptr %2, align 16
  %4 = extractelement <4 x i32> %3, i32 0
  %5 = sext i32 %4 to i64
  %6 = load <4 x i32>, ptr %2, align 16
  %7 = extractelement <4 x i32> %6, i32 1
  %8 = sext i32 %7 to i64
  %9 = add nsw i64 %5, %8
  %10 = load <4 x i32>, ptr %2, align 16
  %11 = extractelement <4 x i32> %10, i32 2
  %12 = sext i32 %11 to i64
  %13 = add nsw i64 %9, %12
  %14 = load <4 x i32>, ptr %2, align 16
  %15 = extractelement <4 x i32> %14, i32 3
  %16 = sext i32 %15 to i64
  %17 = add nsw i64 %13, %16
  ret i64 %17
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
