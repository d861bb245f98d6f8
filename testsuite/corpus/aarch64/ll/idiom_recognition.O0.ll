; ModuleID = 'programs/idiom_recognition.c'
source_filename = "programs/idiom_recognition.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [61 x i8] c"pop=%d clz=%d,%d ctz=%d,%d bswap=%08x rot=%016llx parity=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"zeroed=%d copy ok=%d hash=%016lx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [300 x i8], align 1
  %7 = alloca [64 x i32], align 4
  %8 = alloca [64 x i32], align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 2611923443488327891, ptr %2, align 8
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %12

12:                                               ; preds = %86, %0
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %13, 500
  br i1 %14, label %15, label %89

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
  %33 = load i64, ptr %3, align 8
  %34 = mul i64 %33, 1000003
  %35 = load i64, ptr %2, align 8
  %36 = call i32 @pop_loop(i64 noundef %35)
  %37 = sext i32 %36 to i64
  %38 = add i64 %34, %37
  %39 = load i32, ptr %5, align 4
  %40 = call i32 @clz_loop(i32 noundef %39)
  %41 = sext i32 %40 to i64
  %42 = mul i64 %41, 7
  %43 = add i64 %38, %42
  %44 = load i32, ptr %5, align 4
  %45 = call i32 @ctz_loop(i32 noundef %44)
  %46 = sext i32 %45 to i64
  %47 = mul i64 %46, 13
  %48 = add i64 %43, %47
  %49 = load i32, ptr %5, align 4
  %50 = call i32 @bswap_shifts(i32 noundef %49)
  %51 = zext i32 %50 to i64
  %52 = add i64 %48, %51
  %53 = load i64, ptr %2, align 8
  %54 = load i32, ptr %4, align 4
  %55 = call i64 @rot_shifts(i64 noundef %53, i32 noundef %54)
  %56 = add i64 %52, %55
  %57 = load i32, ptr %5, align 4
  %58 = call i32 @parity_loop(i32 noundef %57)
  %59 = sext i32 %58 to i64
  %60 = add i64 %56, %59
  store i64 %60, ptr %3, align 8
  %61 = load i32, ptr %5, align 4
  %62 = icmp eq i32 %61, -2147483648
  br i1 %62, label %63, label %64

63:                                               ; preds = %15
  br label %66

64:                                               ; preds = %15
  %65 = load i32, ptr %5, align 4
  br label %66

66:                                               ; preds = %64, %63
  %67 = phi i32 [ 0, %63 ], [ %65, %64 ]
  %68 = call i32 @abs_branch(i32 noundef %67)
  %69 = sext i32 %68 to i64
  %70 = load i64, ptr %2, align 8
  %71 = load i64, ptr %2, align 8
  %72 = lshr i64 %71, 1
  %73 = sub nsw i64 0, %72
  %74 = call i64 @smin_branch(i64 noundef %70, i64 noundef %73)
  %75 = add i64 %69, %74
  %76 = load i64, ptr %2, align 8
  %77 = trunc i64 %76 to i16
  %78 = load i64, ptr %2, align 8
  %79 = lshr i64 %78, 16
  %80 = trunc i64 %79 to i16
  %81 = call i16 @umax_branch(i16 noundef %77, i16 noundef %80)
  %82 = zext i16 %81 to i64
  %83 = add i64 %75, %82
  %84 = load i64, ptr %3, align 8
  %85 = xor i64 %84, %83
  store i64 %85, ptr %3, align 8
  br label %86

86:                                               ; preds = %66
  %87 = load i32, ptr %4, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %4, align 4
  br label %12, !llvm.loop !6

89:                                               ; preds = %12
  %90 = call i32 @pop_loop(i64 noundef -1)
  %91 = call i32 @clz_loop(i32 noundef 1)
  %92 = call i32 @clz_loop(i32 noundef 0)
  %93 = call i32 @ctz_loop(i32 noundef -2147483648)
  %94 = call i32 @ctz_loop(i32 noundef 0)
  %95 = call i32 @bswap_shifts(i32 noundef 287454020)
  %96 = call i64 @rot_shifts(i64 noundef -9223372036854775807, i32 noundef 4)
  %97 = call i32 @parity_loop(i32 noundef 7)
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %90, i32 noundef %91, i32 noundef %92, i32 noundef %93, i32 noundef %94, i32 noundef %95, i64 noundef %96, i32 noundef %97)
  %99 = getelementptr inbounds [300 x i8], ptr %6, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %99, i8 -86, i64 300, i1 false)
  %100 = getelementptr inbounds [300 x i8], ptr %6, i64 0, i64 0
  %101 = getelementptr inbounds i8, ptr %100, i64 7
  call void @zero_loop(ptr noundef %101, i32 noundef 250)
  store i32 0, ptr %9, align 4
  br label %102

102:                                              ; preds = %111, %89
  %103 = load i32, ptr %9, align 4
  %104 = icmp slt i32 %103, 64
  br i1 %104, label %105, label %114

105:                                              ; preds = %102
  %106 = load i32, ptr %9, align 4
  %107 = mul i32 %106, 16843009
  %108 = load i32, ptr %9, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [64 x i32], ptr %7, i64 0, i64 %109
  store i32 %107, ptr %110, align 4
  br label %111

111:                                              ; preds = %105
  %112 = load i32, ptr %9, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %9, align 4
  br label %102, !llvm.loop !8

114:                                              ; preds = %102
  %115 = getelementptr inbounds [64 x i32], ptr %8, i64 0, i64 0
  %116 = getelementptr inbounds [64 x i32], ptr %7, i64 0, i64 0
  call void @copy_loop(ptr noundef %115, ptr noundef %116, i32 noundef 64)
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %117

117:                                              ; preds = %130, %114
  %118 = load i32, ptr %11, align 4
  %119 = icmp slt i32 %118, 300
  br i1 %119, label %120, label %133

120:                                              ; preds = %117
  %121 = load i32, ptr %11, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [300 x i8], ptr %6, i64 0, i64 %122
  %124 = load i8, ptr %123, align 1
  %125 = zext i8 %124 to i32
  %126 = icmp eq i32 %125, 0
  %127 = zext i1 %126 to i32
  %128 = load i32, ptr %10, align 4
  %129 = add nsw i32 %128, %127
  store i32 %129, ptr %10, align 4
  br label %130

130:                                              ; preds = %120
  %131 = load i32, ptr %11, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %11, align 4
  br label %117, !llvm.loop !9

133:                                              ; preds = %117
  %134 = load i32, ptr %10, align 4
  %135 = getelementptr inbounds [64 x i32], ptr %7, i64 0, i64 0
  %136 = getelementptr inbounds [64 x i32], ptr %8, i64 0, i64 0
  %137 = call i32 @memcmp(ptr noundef %135, ptr noundef %136, i64 noundef 256) #4
  %138 = icmp eq i32 %137, 0
  %139 = zext i1 %138 to i32
  %140 = load i64, ptr %3, align 8
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %134, i32 noundef %139, i64 noundef %140)
  %142 = load i64, ptr %3, align 8
  %143 = and i64 %142, 127
  %144 = trunc i64 %143 to i32
  ret i32 %144
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
  br label %4, !llvm.loop !10

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
  br label %4, !llvm.loop !11

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
  br label %9, !llvm.loop !12

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
  br label %4, !llvm.loop !13

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

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

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
  br label %6, !llvm.loop !14

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
  br label %8, !llvm.loop !15

25:                                               ; preds = %8
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(read) }

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
