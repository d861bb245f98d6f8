; ModuleID = 'programs/function_pointer_dispatch.c'
source_filename = "programs/function_pointer_dispatch.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.pt = type { i32, i32 }
%struct.obj = type { ptr, ptr, i32, i32 }

@__const.main.prog = private unnamed_addr constant [5 x [3 x i32]] [[3 x i32] [i32 0, i32 5, i32 7], [3 x i32] [i32 2, i32 6, i32 7], [3 x i32] [i32 1, i32 3, i32 10], [3 x i32] [i32 3, i32 -4, i32 -9], [3 x i32] [i32 2, i32 -8, i32 125]], align 4
@table = internal constant [4 x ptr] [ptr @add, ptr @sub, ptr @mul, ptr @maxi], align 8
@.str = private unnamed_addr constant [16 x i8] c"op%d(%d,%d)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"+-*m\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"pick(%c)(9,4)=%d \00", align 1
@.str.3 = private unnamed_addr constant [40 x i8] c"\0Areturns_fp(6)(3,4)=%d same=%d diff=%d\0A\00", align 1
@dtable = internal global [2 x ptr] [ptr @half, ptr @sq], align 8
@.str.4 = private unnamed_addr constant [6 x i8] c"d=%g\0A\00", align 1
@__const.main.p = private unnamed_addr constant %struct.pt { i32 1, i32 2 }, align 4
@ptable = internal global [3 x ptr] [ptr @shift, ptr @scale, ptr @shift], align 8
@.str.5 = private unnamed_addr constant [10 x i8] c"pt=%d,%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"tri\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"big\00", align 1
@__const.main.objs = private unnamed_addr constant [3 x %struct.obj] [%struct.obj { ptr @.str.6, ptr @rect_area, i32 3, i32 4 }, %struct.obj { ptr @.str.7, ptr @tri_area, i32 5, i32 6 }, %struct.obj { ptr @.str.8, ptr @rect_area, i32 100, i32 100 }], align 8
@.str.9 = private unnamed_addr constant [12 x i8] c"%s area %d\0A\00", align 1
@__const.main.data = private unnamed_addr constant [5 x i32] [i32 5, i32 -2, i32 17, i32 8, i32 3], align 4
@.str.10 = private unnamed_addr constant [24 x i8] c"sum=%ld max=%d acc=%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x [3 x i32]], align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.pt, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.pt, align 4
  %13 = alloca [3 x %struct.obj], align 8
  %14 = alloca i32, align 4
  %15 = alloca [5 x i32], align 4
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.prog, i64 60, i1 false)
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %18

18:                                               ; preds = %62, %0
  %19 = load i32, ptr %4, align 4
  %20 = icmp slt i32 %19, 5
  br i1 %20, label %21, label %65

21:                                               ; preds = %18
  %22 = load i32, ptr %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [5 x [3 x i32]], ptr %2, i64 0, i64 %23
  %25 = getelementptr inbounds [3 x i32], ptr %24, i64 0, i64 0
  %26 = load i32, ptr %25, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [4 x ptr], ptr @table, i64 0, i64 %27
  %29 = load ptr, ptr %28, align 8
  %30 = load i32, ptr %4, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [5 x [3 x i32]], ptr %2, i64 0, i64 %31
  %33 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 1
  %34 = load i32, ptr %33, align 4
  %35 = load i32, ptr %4, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [5 x [3 x i32]], ptr %2, i64 0, i64 %36
  %38 = getelementptr inbounds [3 x i32], ptr %37, i64 0, i64 2
  %39 = load i32, ptr %38, align 4
  %40 = call i32 %29(i32 noundef %34, i32 noundef %39)
  store i32 %40, ptr %5, align 4
  %41 = load i32, ptr %4, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [5 x [3 x i32]], ptr %2, i64 0, i64 %42
  %44 = getelementptr inbounds [3 x i32], ptr %43, i64 0, i64 0
  %45 = load i32, ptr %44, align 4
  %46 = load i32, ptr %4, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [5 x [3 x i32]], ptr %2, i64 0, i64 %47
  %49 = getelementptr inbounds [3 x i32], ptr %48, i64 0, i64 1
  %50 = load i32, ptr %49, align 4
  %51 = load i32, ptr %4, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [5 x [3 x i32]], ptr %2, i64 0, i64 %52
  %54 = getelementptr inbounds [3 x i32], ptr %53, i64 0, i64 2
  %55 = load i32, ptr %54, align 4
  %56 = load i32, ptr %5, align 4
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %45, i32 noundef %50, i32 noundef %55, i32 noundef %56)
  %58 = load i32, ptr %5, align 4
  %59 = sext i32 %58 to i64
  %60 = load i64, ptr %3, align 8
  %61 = add nsw i64 %60, %59
  store i64 %61, ptr %3, align 8
  br label %62

62:                                               ; preds = %21
  %63 = load i32, ptr %4, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %4, align 4
  br label %18, !llvm.loop !6

65:                                               ; preds = %18
  store ptr @.str.1, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %66

66:                                               ; preds = %84, %65
  %67 = load i32, ptr %7, align 4
  %68 = icmp slt i32 %67, 4
  br i1 %68, label %69, label %87

69:                                               ; preds = %66
  %70 = load ptr, ptr %6, align 8
  %71 = load i32, ptr %7, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i8, ptr %70, i64 %72
  %74 = load i8, ptr %73, align 1
  %75 = zext i8 %74 to i32
  %76 = load ptr, ptr %6, align 8
  %77 = load i32, ptr %7, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i8, ptr %76, i64 %78
  %80 = load i8, ptr %79, align 1
  %81 = call ptr @pick(i8 noundef %80)
  %82 = call i32 %81(i32 noundef 9, i32 noundef 4)
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %75, i32 noundef %82)
  br label %84

84:                                               ; preds = %69
  %85 = load i32, ptr %7, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %7, align 4
  br label %66, !llvm.loop !8

87:                                               ; preds = %66
  %88 = call ptr @returns_fp(i32 noundef 6)
  %89 = call i32 %88(i32 noundef 3, i32 noundef 4)
  %90 = call ptr @returns_fp(i32 noundef 2)
  %91 = icmp eq ptr %90, @mul
  %92 = zext i1 %91 to i32
  %93 = call ptr @returns_fp(i32 noundef 1)
  %94 = icmp eq ptr %93, @add
  %95 = zext i1 %94 to i32
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %89, i32 noundef %92, i32 noundef %95)
  store double 1.000000e+01, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %97

97:                                               ; preds = %108, %87
  %98 = load i32, ptr %9, align 4
  %99 = icmp slt i32 %98, 6
  br i1 %99, label %100, label %111

100:                                              ; preds = %97
  %101 = load i32, ptr %9, align 4
  %102 = and i32 %101, 1
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [2 x ptr], ptr @dtable, i64 0, i64 %103
  %105 = load ptr, ptr %104, align 8
  %106 = load double, ptr %8, align 8
  %107 = call double %105(double noundef %106)
  store double %107, ptr %8, align 8
  br label %108

108:                                              ; preds = %100
  %109 = load i32, ptr %9, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %9, align 4
  br label %97, !llvm.loop !9

111:                                              ; preds = %97
  %112 = load double, ptr %8, align 8
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %112)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 @__const.main.p, i64 8, i1 false)
  store i32 0, ptr %11, align 4
  br label %114

114:                                              ; preds = %126, %111
  %115 = load i32, ptr %11, align 4
  %116 = icmp slt i32 %115, 3
  br i1 %116, label %117, label %129

117:                                              ; preds = %114
  %118 = load i32, ptr %11, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [3 x ptr], ptr @ptable, i64 0, i64 %119
  %121 = load ptr, ptr %120, align 8
  %122 = load i32, ptr %11, align 4
  %123 = add nsw i32 %122, 2
  %124 = load i64, ptr %10, align 4
  %125 = call i64 %121(i64 %124, i32 noundef %123)
  store i64 %125, ptr %12, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %12, i64 8, i1 false)
  br label %126

126:                                              ; preds = %117
  %127 = load i32, ptr %11, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %11, align 4
  br label %114, !llvm.loop !10

129:                                              ; preds = %114
  %130 = getelementptr inbounds %struct.pt, ptr %10, i32 0, i32 0
  %131 = load i32, ptr %130, align 4
  %132 = getelementptr inbounds %struct.pt, ptr %10, i32 0, i32 1
  %133 = load i32, ptr %132, align 4
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %131, i32 noundef %133)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.main.objs, i64 72, i1 false)
  store i32 0, ptr %14, align 4
  br label %135

135:                                              ; preds = %154, %129
  %136 = load i32, ptr %14, align 4
  %137 = icmp slt i32 %136, 3
  br i1 %137, label %138, label %157

138:                                              ; preds = %135
  %139 = load i32, ptr %14, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [3 x %struct.obj], ptr %13, i64 0, i64 %140
  %142 = getelementptr inbounds %struct.obj, ptr %141, i32 0, i32 0
  %143 = load ptr, ptr %142, align 8
  %144 = load i32, ptr %14, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [3 x %struct.obj], ptr %13, i64 0, i64 %145
  %147 = getelementptr inbounds %struct.obj, ptr %146, i32 0, i32 1
  %148 = load ptr, ptr %147, align 8
  %149 = load i32, ptr %14, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [3 x %struct.obj], ptr %13, i64 0, i64 %150
  %152 = call i32 %148(ptr noundef %151)
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %143, i32 noundef %152)
  br label %154

154:                                              ; preds = %138
  %155 = load i32, ptr %14, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %14, align 4
  br label %135, !llvm.loop !11

157:                                              ; preds = %135
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 @__const.main.data, i64 20, i1 false)
  store i64 0, ptr %16, align 8
  store i32 -1000, ptr %17, align 4
  %158 = getelementptr inbounds [5 x i32], ptr %15, i64 0, i64 0
  call void @for_each(ptr noundef %158, i32 noundef 5, ptr noundef @acc_sum, ptr noundef %16)
  %159 = getelementptr inbounds [5 x i32], ptr %15, i64 0, i64 0
  call void @for_each(ptr noundef %159, i32 noundef 5, ptr noundef @acc_max, ptr noundef %17)
  %160 = load i64, ptr %16, align 8
  %161 = load i32, ptr %17, align 4
  %162 = load i64, ptr %3, align 8
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %160, i32 noundef %161, i64 noundef %162)
  %164 = load i64, ptr %3, align 8
  %165 = load i64, ptr %16, align 8
  %166 = add nsw i64 %164, %165
  %167 = load i32, ptr %17, align 4
  %168 = sext i32 %167 to i64
  %169 = add nsw i64 %166, %168
  %170 = and i64 %169, 127
  %171 = trunc i64 %170 to i32
  ret i32 %171
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pick(i8 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = zext i8 %4 to i32
  switch i32 %5, label %9 [
    i32 43, label %6
    i32 45, label %7
    i32 42, label %8
  ]

6:                                                ; preds = %1
  store ptr @add, ptr %2, align 8
  br label %10

7:                                                ; preds = %1
  store ptr @sub, ptr %2, align 8
  br label %10

8:                                                ; preds = %1
  store ptr @mul, ptr %2, align 8
  br label %10

9:                                                ; preds = %1
  store ptr @maxi, ptr %2, align 8
  br label %10

10:                                               ; preds = %9, %8, %7, %6
  %11 = load ptr, ptr %2, align 8
  ret ptr %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @returns_fp(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = and i32 %3, 3
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [4 x ptr], ptr @table, i64 0, i64 %5
  %7 = load ptr, ptr %6, align 8
  ret ptr %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rect_area(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.obj, ptr %3, i32 0, i32 2
  %5 = load i32, ptr %4, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.obj, ptr %6, i32 0, i32 3
  %8 = load i32, ptr %7, align 4
  %9 = mul nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @tri_area(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.obj, ptr %3, i32 0, i32 2
  %5 = load i32, ptr %4, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.obj, ptr %6, i32 0, i32 3
  %8 = load i32, ptr %7, align 4
  %9 = mul nsw i32 %5, %8
  %10 = sdiv i32 %9, 2
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @for_each(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %22, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = load ptr, ptr %7, align 8
  %16 = load ptr, ptr %8, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = load i32, ptr %9, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %17, i64 %19
  %21 = load i32, ptr %20, align 4
  call void %15(ptr noundef %16, i32 noundef %21)
  br label %22

22:                                               ; preds = %14
  %23 = load i32, ptr %9, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %9, align 4
  br label %10, !llvm.loop !12

25:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @acc_sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = sext i32 %5 to i64
  %7 = load ptr, ptr %3, align 8
  %8 = load i64, ptr %7, align 8
  %9 = add nsw i64 %8, %6
  store i64 %9, ptr %7, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @acc_max(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  store ptr %6, ptr %5, align 8
  %7 = load i32, ptr %4, align 4
  %8 = load ptr, ptr %5, align 8
  %9 = load i32, ptr %8, align 4
  %10 = icmp sgt i32 %7, %9
  br i1 %10, label %11, label %14

11:                                               ; preds = %2
  %12 = load i32, ptr %4, align 4
  %13 = load ptr, ptr %5, align 8
  store i32 %12, ptr %13, align 4
  br label %14

14:                                               ; preds = %11, %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @maxi(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp sgt i32 %5, %6
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
define internal double @half(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fdiv double %3, 2.000000e+00
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sq(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @shift(i64 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.pt, align 4
  %4 = alloca %struct.pt, align 4
  %5 = alloca i32, align 4
  store i64 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds %struct.pt, ptr %4, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 %8, %6
  store i32 %9, ptr %7, align 4
  %10 = load i32, ptr %5, align 4
  %11 = getelementptr inbounds %struct.pt, ptr %4, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = sub nsw i32 %12, %10
  store i32 %13, ptr %11, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 8, i1 false)
  %14 = load i64, ptr %3, align 4
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @scale(i64 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.pt, align 4
  %4 = alloca %struct.pt, align 4
  %5 = alloca i32, align 4
  store i64 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds %struct.pt, ptr %4, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = mul nsw i32 %8, %6
  store i32 %9, ptr %7, align 4
  %10 = load i32, ptr %5, align 4
  %11 = getelementptr inbounds %struct.pt, ptr %4, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = mul nsw i32 %12, %10
  store i32 %13, ptr %11, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 8, i1 false)
  %14 = load i64, ptr %3, align 4
  ret i64 %14
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
