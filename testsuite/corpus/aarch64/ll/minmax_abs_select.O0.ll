; ModuleID = 'programs/minmax_abs_select.c'
source_filename = "programs/minmax_abs_select.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [16 x i64] [i64 -9223372036854775807, i64 -4000000000, i64 -70000, i64 -129, i64 -128, i64 -1, i64 0, i64 1, i64 127, i64 128, i64 255, i64 256, i64 40000, i64 70000, i64 4000000000, i64 9223372036854775807], align 8
@.str = private unnamed_addr constant [21 x i8] c"minmax hash %016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [64 x i8] c"%20lld sign=%2d abs=%20lld llabs=%20lld labs32=%ld imaxabs=%ld\0A\00", align 1
@__const.main.arr = private unnamed_addr constant [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4
@.str.2 = private unnamed_addr constant [47 x i8] c"select_load %d %d select_index %d %d umin3 %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x i64], align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [4 x i32], align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.v, i64 128, i1 true)
  store i32 16, ptr %3, align 4
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %13

13:                                               ; preds = %102, %0
  %14 = load i32, ptr %5, align 4
  %15 = load i32, ptr %3, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %105

17:                                               ; preds = %13
  store i32 0, ptr %6, align 4
  br label %18

18:                                               ; preds = %98, %17
  %19 = load i32, ptr %6, align 4
  %20 = load i32, ptr %3, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %101

22:                                               ; preds = %18
  %23 = load i32, ptr %5, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [16 x i64], ptr %2, i64 0, i64 %24
  %26 = load volatile i64, ptr %25, align 8
  store i64 %26, ptr %7, align 8
  %27 = load i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [16 x i64], ptr %2, i64 0, i64 %28
  %30 = load volatile i64, ptr %29, align 8
  store i64 %30, ptr %8, align 8
  %31 = load i64, ptr %4, align 8
  %32 = mul i64 %31, 1000003
  %33 = load i64, ptr %7, align 8
  %34 = trunc i64 %33 to i8
  %35 = load i64, ptr %8, align 8
  %36 = trunc i64 %35 to i8
  %37 = call i8 @min_i8(i8 noundef %34, i8 noundef %36)
  %38 = sext i8 %37 to i64
  %39 = add i64 %32, %38
  %40 = load i64, ptr %7, align 8
  %41 = trunc i64 %40 to i8
  %42 = load i64, ptr %8, align 8
  %43 = trunc i64 %42 to i8
  %44 = call i8 @max_u8(i8 noundef %41, i8 noundef %43)
  %45 = zext i8 %44 to i64
  %46 = add i64 %39, %45
  %47 = load i64, ptr %7, align 8
  %48 = trunc i64 %47 to i16
  %49 = load i64, ptr %8, align 8
  %50 = trunc i64 %49 to i16
  %51 = call i16 @min_i16(i16 noundef %48, i16 noundef %50)
  %52 = sext i16 %51 to i64
  %53 = add i64 %46, %52
  %54 = load i64, ptr %7, align 8
  %55 = trunc i64 %54 to i16
  %56 = load i64, ptr %8, align 8
  %57 = trunc i64 %56 to i16
  %58 = call i16 @max_u16(i16 noundef %55, i16 noundef %57)
  %59 = zext i16 %58 to i64
  %60 = add i64 %53, %59
  %61 = load i64, ptr %7, align 8
  %62 = trunc i64 %61 to i32
  %63 = load i64, ptr %8, align 8
  %64 = trunc i64 %63 to i32
  %65 = call i32 @min_i32(i32 noundef %62, i32 noundef %64)
  %66 = sext i32 %65 to i64
  %67 = add i64 %60, %66
  %68 = load i64, ptr %7, align 8
  %69 = trunc i64 %68 to i32
  %70 = load i64, ptr %8, align 8
  %71 = trunc i64 %70 to i32
  %72 = call i32 @max_u32(i32 noundef %69, i32 noundef %71)
  %73 = zext i32 %72 to i64
  %74 = add i64 %67, %73
  %75 = load i64, ptr %7, align 8
  %76 = load i64, ptr %8, align 8
  %77 = call i64 @max_i64(i64 noundef %75, i64 noundef %76)
  %78 = add i64 %74, %77
  %79 = load i64, ptr %7, align 8
  %80 = load i64, ptr %8, align 8
  %81 = call i64 @min_u64(i64 noundef %79, i64 noundef %80)
  %82 = add i64 %78, %81
  store i64 %82, ptr %4, align 8
  %83 = load i64, ptr %7, align 8
  %84 = load i64, ptr %8, align 8
  %85 = call i64 @clamp_i64(i64 noundef %83, i64 noundef -1000, i64 noundef %84)
  %86 = load i64, ptr %7, align 8
  %87 = trunc i64 %86 to i32
  %88 = call i32 @clamp_i32(i32 noundef %87, i32 noundef -5, i32 noundef 5)
  %89 = sext i32 %88 to i64
  %90 = add i64 %85, %89
  %91 = load i64, ptr %7, align 8
  %92 = trunc i64 %91 to i8
  %93 = call i8 @clamp_u8(i8 noundef %92, i8 noundef 10, i8 noundef -56)
  %94 = zext i8 %93 to i64
  %95 = add i64 %90, %94
  %96 = load i64, ptr %4, align 8
  %97 = xor i64 %96, %95
  store i64 %97, ptr %4, align 8
  br label %98

98:                                               ; preds = %22
  %99 = load i32, ptr %6, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %6, align 4
  br label %18, !llvm.loop !6

101:                                              ; preds = %18
  br label %102

102:                                              ; preds = %101
  %103 = load i32, ptr %5, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %5, align 4
  br label %13, !llvm.loop !8

105:                                              ; preds = %13
  %106 = load i64, ptr %4, align 8
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %106)
  store i32 0, ptr %9, align 4
  br label %108

108:                                              ; preds = %158, %105
  %109 = load i32, ptr %9, align 4
  %110 = load i32, ptr %3, align 4
  %111 = icmp slt i32 %109, %110
  br i1 %111, label %112, label %161

112:                                              ; preds = %108
  %113 = load i32, ptr %9, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [16 x i64], ptr %2, i64 0, i64 %114
  %116 = load volatile i64, ptr %115, align 8
  %117 = load i32, ptr %9, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [16 x i64], ptr %2, i64 0, i64 %118
  %120 = load volatile i64, ptr %119, align 8
  %121 = ashr i64 %120, 32
  %122 = or i64 %121, 1
  %123 = trunc i64 %122 to i32
  %124 = call i32 @sign32(i32 noundef %123)
  %125 = load i32, ptr %9, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [16 x i64], ptr %2, i64 0, i64 %126
  %128 = load volatile i64, ptr %127, align 8
  %129 = call i64 @abs64_branchless(i64 noundef %128)
  %130 = load i32, ptr %9, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [16 x i64], ptr %2, i64 0, i64 %131
  %133 = load volatile i64, ptr %132, align 8
  %134 = call i64 @llvm.abs.i64(i64 %133, i1 true)
  %135 = load i32, ptr %9, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [16 x i64], ptr %2, i64 0, i64 %136
  %138 = load volatile i64, ptr %137, align 8
  %139 = trunc i64 %138 to i32
  %140 = icmp eq i32 %139, -2147483648
  br i1 %140, label %141, label %142

141:                                              ; preds = %112
  br label %148

142:                                              ; preds = %112
  %143 = load i32, ptr %9, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [16 x i64], ptr %2, i64 0, i64 %144
  %146 = load volatile i64, ptr %145, align 8
  %147 = trunc i64 %146 to i32
  br label %148

148:                                              ; preds = %142, %141
  %149 = phi i32 [ 0, %141 ], [ %147, %142 ]
  %150 = sext i32 %149 to i64
  %151 = call i64 @llvm.abs.i64(i64 %150, i1 true)
  %152 = load i32, ptr %9, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [16 x i64], ptr %2, i64 0, i64 %153
  %155 = load volatile i64, ptr %154, align 8
  %156 = call i64 @imaxabs(i64 noundef %155) #5
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %116, i32 noundef %124, i64 noundef %129, i64 noundef %134, i64 noundef %151, i64 noundef %156)
  br label %158

158:                                              ; preds = %148
  %159 = load i32, ptr %9, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %9, align 4
  br label %108, !llvm.loop !9

161:                                              ; preds = %108
  store i32 5, ptr %10, align 4
  store i32 9, ptr %11, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 @__const.main.arr, i64 16, i1 false)
  %162 = call i32 @select_load(ptr noundef %10, ptr noundef %11, i32 noundef 1)
  %163 = call i32 @select_load(ptr noundef %10, ptr noundef %11, i32 noundef 0)
  %164 = getelementptr inbounds [4 x i32], ptr %12, i64 0, i64 0
  %165 = call i32 @select_index(ptr noundef %164, i32 noundef 3, i32 noundef 1)
  %166 = getelementptr inbounds [4 x i32], ptr %12, i64 0, i64 0
  %167 = call i32 @select_index(ptr noundef %166, i32 noundef 0, i32 noundef 2)
  %168 = call i32 @umin3(i32 noundef 7, i32 noundef 3, i32 noundef 5)
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %162, i32 noundef %163, i32 noundef %165, i32 noundef %167, i32 noundef %168)
  %170 = load i64, ptr %4, align 8
  %171 = and i64 %170, 127
  %172 = trunc i64 %171 to i32
  ret i32 %172
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @min_i8(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1
  %12 = sext i8 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i8, ptr %4, align 1
  %15 = sext i8 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i8
  ret i8 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @max_u8(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1
  %12 = zext i8 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i8, ptr %4, align 1
  %15 = zext i8 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i8
  ret i8 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @min_i16(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2
  %12 = sext i16 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i16, ptr %4, align 2
  %15 = sext i16 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i16
  ret i16 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @max_u16(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2
  %12 = zext i16 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i16, ptr %4, align 2
  %15 = zext i16 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i16
  ret i16 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @min_i32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @max_u32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ugt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @max_i64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp sgt i64 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @min_u64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp ult i64 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @clamp_i64(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = icmp slt i64 %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load i64, ptr %5, align 8
  br label %22

12:                                               ; preds = %3
  %13 = load i64, ptr %4, align 8
  %14 = load i64, ptr %6, align 8
  %15 = icmp sgt i64 %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load i64, ptr %6, align 8
  br label %20

18:                                               ; preds = %12
  %19 = load i64, ptr %4, align 8
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi i64 [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi i64 [ %11, %10 ], [ %21, %20 ]
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clamp_i32(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load i32, ptr %5, align 4
  br label %22

12:                                               ; preds = %3
  %13 = load i32, ptr %4, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp sgt i32 %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4
  br label %20

18:                                               ; preds = %12
  %19 = load i32, ptr %4, align 4
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi i32 [ %11, %10 ], [ %21, %20 ]
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @clamp_u8(i8 noundef %0, i8 noundef %1, i8 noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  store i8 %0, ptr %4, align 1
  store i8 %1, ptr %5, align 1
  store i8 %2, ptr %6, align 1
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = load i8, ptr %5, align 1
  %10 = zext i8 %9 to i32
  %11 = icmp slt i32 %8, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %3
  %13 = load i8, ptr %5, align 1
  %14 = zext i8 %13 to i32
  br label %29

15:                                               ; preds = %3
  %16 = load i8, ptr %4, align 1
  %17 = zext i8 %16 to i32
  %18 = load i8, ptr %6, align 1
  %19 = zext i8 %18 to i32
  %20 = icmp sgt i32 %17, %19
  br i1 %20, label %21, label %24

21:                                               ; preds = %15
  %22 = load i8, ptr %6, align 1
  %23 = zext i8 %22 to i32
  br label %27

24:                                               ; preds = %15
  %25 = load i8, ptr %4, align 1
  %26 = zext i8 %25 to i32
  br label %27

27:                                               ; preds = %24, %21
  %28 = phi i32 [ %23, %21 ], [ %26, %24 ]
  br label %29

29:                                               ; preds = %27, %12
  %30 = phi i32 [ %14, %12 ], [ %28, %27 ]
  %31 = trunc i32 %30 to i8
  ret i8 %31
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sign32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i32
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @abs64_branchless(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = ashr i64 %4, 63
  store i64 %5, ptr %3, align 8
  %6 = load i64, ptr %2, align 8
  %7 = load i64, ptr %3, align 8
  %8 = xor i64 %6, %7
  %9 = load i64, ptr %3, align 8
  %10 = sub nsw i64 %8, %9
  ret i64 %10
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #3

; Function Attrs: nounwind willreturn memory(none)
declare i64 @imaxabs(i64 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @select_load(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = load ptr, ptr %4, align 8
  %11 = load i32, ptr %10, align 4
  br label %15

12:                                               ; preds = %3
  %13 = load ptr, ptr %5, align 8
  %14 = load i32, ptr %13, align 4
  br label %15

15:                                               ; preds = %12, %9
  %16 = phi i32 [ %11, %9 ], [ %14, %12 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @select_index(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %6, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %3
  %12 = load i32, ptr %5, align 4
  br label %15

13:                                               ; preds = %3
  %14 = load i32, ptr %6, align 4
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ]
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %7, i64 %17
  %19 = load i32, ptr %18, align 4
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @umin3(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp ult i32 %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %3
  %12 = load i32, ptr %4, align 4
  br label %15

13:                                               ; preds = %3
  %14 = load i32, ptr %5, align 4
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ]
  store i32 %16, ptr %7, align 4
  %17 = load i32, ptr %7, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp ult i32 %17, %18
  br i1 %19, label %20, label %22

20:                                               ; preds = %15
  %21 = load i32, ptr %7, align 4
  br label %24

22:                                               ; preds = %15
  %23 = load i32, ptr %6, align 4
  br label %24

24:                                               ; preds = %22, %20
  %25 = phi i32 [ %21, %20 ], [ %23, %22 ]
  ret i32 %25
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(none) }

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
