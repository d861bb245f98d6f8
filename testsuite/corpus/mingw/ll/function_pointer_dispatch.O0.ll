; ModuleID = 'programs/function_pointer_dispatch.c'
source_filename = "programs/function_pointer_dispatch.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.pt = type { i32, i32 }
%struct.obj = type { ptr, ptr, i32, i32 }

@__const.main.prog = private unnamed_addr constant [5 x [3 x i32]] [[3 x i32] [i32 0, i32 5, i32 7], [3 x i32] [i32 2, i32 6, i32 7], [3 x i32] [i32 1, i32 3, i32 10], [3 x i32] [i32 3, i32 -4, i32 -9], [3 x i32] [i32 2, i32 -8, i32 125]], align 16
@table = internal constant [4 x ptr] [ptr @add, ptr @sub, ptr @mul, ptr @maxi], align 16
@.str = private unnamed_addr constant [16 x i8] c"op%d(%d,%d)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"+-*m\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"pick(%c)(9,4)=%d \00", align 1
@.str.3 = private unnamed_addr constant [40 x i8] c"\0Areturns_fp(6)(3,4)=%d same=%d diff=%d\0A\00", align 1
@dtable = internal global [2 x ptr] [ptr @half, ptr @sq], align 16
@.str.4 = private unnamed_addr constant [6 x i8] c"d=%g\0A\00", align 1
@__const.main.p = private unnamed_addr constant %struct.pt { i32 1, i32 2 }, align 4
@ptable = internal global [3 x ptr] [ptr @shift, ptr @scale, ptr @shift], align 16
@.str.5 = private unnamed_addr constant [10 x i8] c"pt=%d,%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"tri\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"big\00", align 1
@__const.main.objs = private unnamed_addr constant [3 x %struct.obj] [%struct.obj { ptr @.str.6, ptr @rect_area, i32 3, i32 4 }, %struct.obj { ptr @.str.7, ptr @tri_area, i32 5, i32 6 }, %struct.obj { ptr @.str.8, ptr @rect_area, i32 100, i32 100 }], align 16
@.str.9 = private unnamed_addr constant [12 x i8] c"%s area %d\0A\00", align 1
@__const.main.data = private unnamed_addr constant [5 x i32] [i32 5, i32 -2, i32 17, i32 8, i32 3], align 16
@.str.10 = private unnamed_addr constant [24 x i8] c"sum=%ld max=%d acc=%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x [3 x i32]], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.pt, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.pt, align 4
  %13 = alloca [3 x %struct.obj], align 16
  %14 = alloca i32, align 4
  %15 = alloca [5 x i32], align 16
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.prog, i64 60, i1 false)
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %18

18:                                               ; preds = %61, %0
  %19 = load i32, ptr %4, align 4
  %20 = icmp slt i32 %19, 5
  br i1 %20, label %21, label %64

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
  %59 = load i32, ptr %3, align 4
  %60 = add nsw i32 %59, %58
  store i32 %60, ptr %3, align 4
  br label %61

61:                                               ; preds = %21
  %62 = load i32, ptr %4, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %4, align 4
  br label %18, !llvm.loop !5

64:                                               ; preds = %18
  store ptr @.str.1, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %65

65:                                               ; preds = %83, %64
  %66 = load i32, ptr %7, align 4
  %67 = icmp slt i32 %66, 4
  br i1 %67, label %68, label %86

68:                                               ; preds = %65
  %69 = load ptr, ptr %6, align 8
  %70 = load i32, ptr %7, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i8, ptr %69, i64 %71
  %73 = load i8, ptr %72, align 1
  %74 = sext i8 %73 to i32
  %75 = load ptr, ptr %6, align 8
  %76 = load i32, ptr %7, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i8, ptr %75, i64 %77
  %79 = load i8, ptr %78, align 1
  %80 = call ptr @pick(i8 noundef %79)
  %81 = call i32 %80(i32 noundef 9, i32 noundef 4)
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %74, i32 noundef %81)
  br label %83

83:                                               ; preds = %68
  %84 = load i32, ptr %7, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %7, align 4
  br label %65, !llvm.loop !7

86:                                               ; preds = %65
  %87 = call ptr @returns_fp(i32 noundef 6)
  %88 = call i32 %87(i32 noundef 3, i32 noundef 4)
  %89 = call ptr @returns_fp(i32 noundef 2)
  %90 = icmp eq ptr %89, @mul
  %91 = zext i1 %90 to i32
  %92 = call ptr @returns_fp(i32 noundef 1)
  %93 = icmp eq ptr %92, @add
  %94 = zext i1 %93 to i32
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %88, i32 noundef %91, i32 noundef %94)
  store double 1.000000e+01, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %96

96:                                               ; preds = %107, %86
  %97 = load i32, ptr %9, align 4
  %98 = icmp slt i32 %97, 6
  br i1 %98, label %99, label %110

99:                                               ; preds = %96
  %100 = load i32, ptr %9, align 4
  %101 = and i32 %100, 1
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [2 x ptr], ptr @dtable, i64 0, i64 %102
  %104 = load ptr, ptr %103, align 8
  %105 = load double, ptr %8, align 8
  %106 = call double %104(double noundef %105)
  store double %106, ptr %8, align 8
  br label %107

107:                                              ; preds = %99
  %108 = load i32, ptr %9, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %9, align 4
  br label %96, !llvm.loop !8

110:                                              ; preds = %96
  %111 = load double, ptr %8, align 8
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %111)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 @__const.main.p, i64 8, i1 false)
  store i32 0, ptr %11, align 4
  br label %113

113:                                              ; preds = %125, %110
  %114 = load i32, ptr %11, align 4
  %115 = icmp slt i32 %114, 3
  br i1 %115, label %116, label %128

116:                                              ; preds = %113
  %117 = load i32, ptr %11, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [3 x ptr], ptr @ptable, i64 0, i64 %118
  %120 = load ptr, ptr %119, align 8
  %121 = load i32, ptr %11, align 4
  %122 = add nsw i32 %121, 2
  %123 = load i64, ptr %10, align 4
  %124 = call i64 %120(i64 %123, i32 noundef %122)
  store i64 %124, ptr %12, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %12, i64 8, i1 false)
  br label %125

125:                                              ; preds = %116
  %126 = load i32, ptr %11, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %11, align 4
  br label %113, !llvm.loop !9

128:                                              ; preds = %113
  %129 = getelementptr inbounds %struct.pt, ptr %10, i32 0, i32 0
  %130 = load i32, ptr %129, align 4
  %131 = getelementptr inbounds %struct.pt, ptr %10, i32 0, i32 1
  %132 = load i32, ptr %131, align 4
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %130, i32 noundef %132)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %13, ptr align 16 @__const.main.objs, i64 72, i1 false)
  store i32 0, ptr %14, align 4
  br label %134

134:                                              ; preds = %153, %128
  %135 = load i32, ptr %14, align 4
  %136 = icmp slt i32 %135, 3
  br i1 %136, label %137, label %156

137:                                              ; preds = %134
  %138 = load i32, ptr %14, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [3 x %struct.obj], ptr %13, i64 0, i64 %139
  %141 = getelementptr inbounds %struct.obj, ptr %140, i32 0, i32 0
  %142 = load ptr, ptr %141, align 8
  %143 = load i32, ptr %14, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [3 x %struct.obj], ptr %13, i64 0, i64 %144
  %146 = getelementptr inbounds %struct.obj, ptr %145, i32 0, i32 1
  %147 = load ptr, ptr %146, align 8
  %148 = load i32, ptr %14, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [3 x %struct.obj], ptr %13, i64 0, i64 %149
  %151 = call i32 %147(ptr noundef %150)
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %142, i32 noundef %151)
  br label %153

153:                                              ; preds = %137
  %154 = load i32, ptr %14, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %14, align 4
  br label %134, !llvm.loop !10

156:                                              ; preds = %134
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 16 @__const.main.data, i64 20, i1 false)
  store i32 0, ptr %16, align 4
  store i32 -1000, ptr %17, align 4
  %157 = getelementptr inbounds [5 x i32], ptr %15, i64 0, i64 0
  call void @for_each(ptr noundef %157, i32 noundef 5, ptr noundef @acc_sum, ptr noundef %16)
  %158 = getelementptr inbounds [5 x i32], ptr %15, i64 0, i64 0
  call void @for_each(ptr noundef %158, i32 noundef 5, ptr noundef @acc_max, ptr noundef %17)
  %159 = load i32, ptr %16, align 4
  %160 = load i32, ptr %17, align 4
  %161 = load i32, ptr %3, align 4
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %159, i32 noundef %160, i32 noundef %161)
  %163 = load i32, ptr %3, align 4
  %164 = load i32, ptr %16, align 4
  %165 = add nsw i32 %163, %164
  %166 = load i32, ptr %17, align 4
  %167 = add nsw i32 %165, %166
  %168 = and i32 %167, 127
  ret i32 %168
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

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

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pick(i8 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = sext i8 %4 to i32
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
  br label %10, !llvm.loop !11

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
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %7, %5
  store i32 %8, ptr %6, align 4
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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

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

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
