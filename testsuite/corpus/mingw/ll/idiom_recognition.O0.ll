; ModuleID = 'programs/idiom_recognition.c'
source_filename = "programs/idiom_recognition.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [61 x i8] c"pop=%d clz=%d,%d ctz=%d,%d bswap=%08x rot=%016llx parity=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"zeroed=%d copy ok=%d hash=%016lx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [300 x i8], align 16
  %7 = alloca [64 x i32], align 16
  %8 = alloca [64 x i32], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 2611923443488327891, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %12

12:                                               ; preds = %84, %0
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %13, 500
  br i1 %14, label %15, label %87

15:                                               ; preds = %12
  %16 = load i64, ptr %2, align 8
  %17 = shl i64 %16, 13
  %18 = load i64, ptr %2, align 8
  %19 = xor i64 %18, %17
  store i64 %19, ptr %2, align 8
  %20 = load i64, ptr %2, align 8
  %21 = lshr i64 %20, 7
  %22 = load i64, ptr %2, align 8
  %23 = xor i64 %22, %21
  store i64 %23, ptr %2, align 8
  %24 = load i64, ptr %2, align 8
  %25 = shl i64 %24, 17
  %26 = load i64, ptr %2, align 8
  %27 = xor i64 %26, %25
  store i64 %27, ptr %2, align 8
  %28 = load i64, ptr %2, align 8
  %29 = trunc i64 %28 to i32
  %30 = load i32, ptr %4, align 4
  %31 = srem i32 %30, 32
  %32 = lshr i32 %29, %31
  store i32 %32, ptr %5, align 4
  %33 = load i32, ptr %3, align 4
  %34 = mul i32 %33, 1000003
  %35 = load i64, ptr %2, align 8
  %36 = call i32 @pop_loop(i64 noundef %35)
  %37 = add i32 %34, %36
  %38 = load i32, ptr %5, align 4
  %39 = call i32 @clz_loop(i32 noundef %38)
  %40 = mul i32 %39, 7
  %41 = add i32 %37, %40
  %42 = load i32, ptr %5, align 4
  %43 = call i32 @ctz_loop(i32 noundef %42)
  %44 = mul i32 %43, 13
  %45 = add i32 %41, %44
  %46 = load i32, ptr %5, align 4
  %47 = call i32 @bswap_shifts(i32 noundef %46)
  %48 = add i32 %45, %47
  %49 = zext i32 %48 to i64
  %50 = load i64, ptr %2, align 8
  %51 = load i32, ptr %4, align 4
  %52 = call i64 @rot_shifts(i64 noundef %50, i32 noundef %51)
  %53 = add i64 %49, %52
  %54 = load i32, ptr %5, align 4
  %55 = call i32 @parity_loop(i32 noundef %54)
  %56 = zext i32 %55 to i64
  %57 = add i64 %53, %56
  %58 = trunc i64 %57 to i32
  store i32 %58, ptr %3, align 4
  %59 = load i32, ptr %5, align 4
  %60 = icmp eq i32 %59, -2147483648
  br i1 %60, label %61, label %62

61:                                               ; preds = %15
  br label %64

62:                                               ; preds = %15
  %63 = load i32, ptr %5, align 4
  br label %64

64:                                               ; preds = %62, %61
  %65 = phi i32 [ 0, %61 ], [ %63, %62 ]
  %66 = call i32 @abs_branch(i32 noundef %65)
  %67 = load i64, ptr %2, align 8
  %68 = load i64, ptr %2, align 8
  %69 = lshr i64 %68, 1
  %70 = sub nsw i64 0, %69
  %71 = call i64 @smin_branch(i64 noundef %67, i64 noundef %70)
  %72 = trunc i64 %71 to i32
  %73 = add i32 %66, %72
  %74 = load i64, ptr %2, align 8
  %75 = trunc i64 %74 to i16
  %76 = load i64, ptr %2, align 8
  %77 = lshr i64 %76, 16
  %78 = trunc i64 %77 to i16
  %79 = call i16 @umax_branch(i16 noundef %75, i16 noundef %78)
  %80 = zext i16 %79 to i32
  %81 = add i32 %73, %80
  %82 = load i32, ptr %3, align 4
  %83 = xor i32 %82, %81
  store i32 %83, ptr %3, align 4
  br label %84

84:                                               ; preds = %64
  %85 = load i32, ptr %4, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %4, align 4
  br label %12, !llvm.loop !5

87:                                               ; preds = %12
  %88 = call i32 @pop_loop(i64 noundef -1)
  %89 = call i32 @clz_loop(i32 noundef 1)
  %90 = call i32 @clz_loop(i32 noundef 0)
  %91 = call i32 @ctz_loop(i32 noundef -2147483648)
  %92 = call i32 @ctz_loop(i32 noundef 0)
  %93 = call i32 @bswap_shifts(i32 noundef 287454020)
  %94 = call i64 @rot_shifts(i64 noundef -9223372036854775807, i32 noundef 4)
  %95 = call i32 @parity_loop(i32 noundef 7)
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %88, i32 noundef %89, i32 noundef %90, i32 noundef %91, i32 noundef %92, i32 noundef %93, i64 noundef %94, i32 noundef %95)
  %97 = getelementptr inbounds [300 x i8], ptr %6, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %97, i8 -86, i64 300, i1 false)
  %98 = getelementptr inbounds [300 x i8], ptr %6, i64 0, i64 0
  %99 = getelementptr inbounds i8, ptr %98, i64 7
  call void @zero_loop(ptr noundef %99, i32 noundef 250)
  store i32 0, ptr %9, align 4
  br label %100

100:                                              ; preds = %109, %87
  %101 = load i32, ptr %9, align 4
  %102 = icmp slt i32 %101, 64
  br i1 %102, label %103, label %112

103:                                              ; preds = %100
  %104 = load i32, ptr %9, align 4
  %105 = mul i32 %104, 16843009
  %106 = load i32, ptr %9, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [64 x i32], ptr %7, i64 0, i64 %107
  store i32 %105, ptr %108, align 4
  br label %109

109:                                              ; preds = %103
  %110 = load i32, ptr %9, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %9, align 4
  br label %100, !llvm.loop !7

112:                                              ; preds = %100
  %113 = getelementptr inbounds [64 x i32], ptr %8, i64 0, i64 0
  %114 = getelementptr inbounds [64 x i32], ptr %7, i64 0, i64 0
  call void @copy_loop(ptr noundef %113, ptr noundef %114, i32 noundef 64)
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %115

115:                                              ; preds = %128, %112
  %116 = load i32, ptr %11, align 4
  %117 = icmp slt i32 %116, 300
  br i1 %117, label %118, label %131

118:                                              ; preds = %115
  %119 = load i32, ptr %11, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [300 x i8], ptr %6, i64 0, i64 %120
  %122 = load i8, ptr %121, align 1
  %123 = zext i8 %122 to i32
  %124 = icmp eq i32 %123, 0
  %125 = zext i1 %124 to i32
  %126 = load i32, ptr %10, align 4
  %127 = add nsw i32 %126, %125
  store i32 %127, ptr %10, align 4
  br label %128

128:                                              ; preds = %118
  %129 = load i32, ptr %11, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %11, align 4
  br label %115, !llvm.loop !8

131:                                              ; preds = %115
  %132 = load i32, ptr %10, align 4
  %133 = getelementptr inbounds [64 x i32], ptr %7, i64 0, i64 0
  %134 = getelementptr inbounds [64 x i32], ptr %8, i64 0, i64 0
  %135 = call i32 @memcmp(ptr noundef %133, ptr noundef %134, i64 noundef 256)
  %136 = icmp eq i32 %135, 0
  %137 = zext i1 %136 to i32
  %138 = load i32, ptr %3, align 4
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %132, i32 noundef %137, i32 noundef %138)
  %140 = load i32, ptr %3, align 4
  %141 = and i32 %140, 127
  ret i32 %141
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pop_loop(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i64, ptr %2, align 8
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %14

7:                                                ; preds = %4
  %8 = load i64, ptr %2, align 8
  %9 = sub i64 %8, 1
  %10 = load i64, ptr %2, align 8
  %11 = and i64 %10, %9
  store i64 %11, ptr %2, align 8
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %3, align 4
  br label %4, !llvm.loop !9

14:                                               ; preds = %4
  %15 = load i32, ptr %3, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clz_loop(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 32, ptr %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i32, ptr %2, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = lshr i32 %8, 1
  store i32 %9, ptr %2, align 4
  %10 = load i32, ptr %3, align 4
  %11 = add nsw i32 %10, -1
  store i32 %11, ptr %3, align 4
  br label %4, !llvm.loop !10

12:                                               ; preds = %4
  %13 = load i32, ptr %3, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ctz_loop(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %8, label %7

7:                                                ; preds = %1
  store i32 32, ptr %2, align 4
  br label %21

8:                                                ; preds = %1
  store i32 0, ptr %4, align 4
  br label %9

9:                                                ; preds = %14, %8
  %10 = load i32, ptr %3, align 4
  %11 = and i32 %10, 1
  %12 = icmp ne i32 %11, 0
  %13 = xor i1 %12, true
  br i1 %13, label %14, label %19

14:                                               ; preds = %9
  %15 = load i32, ptr %3, align 4
  %16 = lshr i32 %15, 1
  store i32 %16, ptr %3, align 4
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %4, align 4
  br label %9, !llvm.loop !11

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4
  store i32 %20, ptr %2, align 4
  br label %21

21:                                               ; preds = %19, %7
  %22 = load i32, ptr %2, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bswap_shifts(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = and i32 %3, 255
  %5 = shl i32 %4, 24
  %6 = load i32, ptr %2, align 4
  %7 = and i32 %6, 65280
  %8 = shl i32 %7, 8
  %9 = or i32 %5, %8
  %10 = load i32, ptr %2, align 4
  %11 = lshr i32 %10, 8
  %12 = and i32 %11, 65280
  %13 = or i32 %9, %12
  %14 = load i32, ptr %2, align 4
  %15 = lshr i32 %14, 24
  %16 = or i32 %13, %15
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rot_shifts(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = and i32 %5, 63
  store i32 %6, ptr %4, align 4
  %7 = load i64, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  %9 = zext i32 %8 to i64
  %10 = shl i64 %7, %9
  %11 = load i64, ptr %3, align 8
  %12 = load i32, ptr %4, align 4
  %13 = sub i32 64, %12
  %14 = and i32 %13, 63
  %15 = zext i32 %14 to i64
  %16 = lshr i64 %11, %15
  %17 = or i64 %10, %16
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parity_loop(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i32, ptr %2, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %14

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4
  %9 = xor i32 %8, 1
  store i32 %9, ptr %3, align 4
  %10 = load i32, ptr %2, align 4
  %11 = sub i32 %10, 1
  %12 = load i32, ptr %2, align 4
  %13 = and i32 %12, %11
  store i32 %13, ptr %2, align 4
  br label %4, !llvm.loop !12

14:                                               ; preds = %4
  %15 = load i32, ptr %3, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @abs_branch(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = icmp slt i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load i32, ptr %3, align 4
  %8 = sub nsw i32 0, %7
  store i32 %8, ptr %2, align 4
  br label %11

9:                                                ; preds = %1
  %10 = load i32, ptr %3, align 4
  store i32 %10, ptr %2, align 4
  br label %11

11:                                               ; preds = %9, %6
  %12 = load i32, ptr %2, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @smin_branch(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %6 = load i64, ptr %4, align 8
  %7 = load i64, ptr %5, align 8
  %8 = icmp slt i64 %6, %7
  br i1 %8, label %9, label %11

9:                                                ; preds = %2
  %10 = load i64, ptr %4, align 8
  store i64 %10, ptr %3, align 8
  br label %13

11:                                               ; preds = %2
  %12 = load i64, ptr %5, align 8
  store i64 %12, ptr %3, align 8
  br label %13

13:                                               ; preds = %11, %9
  %14 = load i64, ptr %3, align 8
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @umax_branch(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  store i16 %0, ptr %4, align 2
  store i16 %1, ptr %5, align 2
  %6 = load i16, ptr %4, align 2
  %7 = zext i16 %6 to i32
  %8 = load i16, ptr %5, align 2
  %9 = zext i16 %8 to i32
  %10 = icmp sgt i32 %7, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load i16, ptr %4, align 2
  store i16 %12, ptr %3, align 2
  br label %15

13:                                               ; preds = %2
  %14 = load i16, ptr %5, align 2
  store i16 %14, ptr %3, align 2
  br label %15

15:                                               ; preds = %13, %11
  %16 = load i16, ptr %3, align 2
  ret i16 %16
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @zero_loop(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %15, %2
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %18

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %5, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i8, ptr %11, i64 %13
  store i8 0, ptr %14, align 1
  br label %15

15:                                               ; preds = %10
  %16 = load i32, ptr %5, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %5, align 4
  br label %6, !llvm.loop !13

18:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @copy_loop(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %22, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %25

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %13, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr %7, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %18, i64 %20
  store i32 %17, ptr %21, align 4
  br label %22

22:                                               ; preds = %12
  %23 = load i32, ptr %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %7, align 4
  br label %8, !llvm.loop !14

25:                                               ; preds = %8
  ret void
}

declare dso_local i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
