; ModuleID = 'programs/function_pointer_tables.c'
source_filename = "programs/function_pointer_tables.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.VT = type { ptr, ptr, ptr }
%struct.Shape = type { ptr, double, double }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"%c:\00", align 1
@opnames = internal constant [7 x i8] c"+-*/%M\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1
@ops = internal constant [6 x ptr] [ptr @op_add, ptr @op_sub, ptr @op_mul, ptr @op_div, ptr @op_mod, ptr @op_max], align 8
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"+3*4-2/3M50%7\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"%ld \00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"\0Aacc=%ld\0A\00", align 1
@rect_vt = internal constant %struct.VT { ptr @rect_area, ptr @rect_name, ptr @rect_scale }, align 8
@tri_vt = internal constant %struct.VT { ptr @tri_area, ptr @tri_name, ptr @rect_scale }, align 8
@circ_vt = internal constant %struct.VT { ptr @circ_area, ptr @circ_name, ptr @circ_scale }, align 8
@__const.main.shapes = private unnamed_addr constant [4 x %struct.Shape] [%struct.Shape { ptr @rect_vt, double 3.000000e+00, double 4.000000e+00 }, %struct.Shape { ptr @tri_vt, double 6.000000e+00, double 2.000000e+00 }, %struct.Shape { ptr @circ_vt, double 1.500000e+00, double 0.000000e+00 }, %struct.Shape { ptr @rect_vt, double 5.000000e-01, double 8.000000e+00 }], align 8
@.str.6 = private unnamed_addr constant [9 x i8] c"%s %.3f\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"tot=%.3f\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"vsum via ptr %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"ptr eq %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"pp %ld\0A\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"tri\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"circle\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x i64], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca [4 x %struct.Shape], align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 48, i1 false)
  %16 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 0
  store i64 17, ptr %16, align 8
  %17 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 1
  store i64 -5, ptr %17, align 8
  %18 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 2
  store i64 100, ptr %18, align 8
  %19 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 3
  store i64 3, ptr %19, align 8
  %20 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 5
  store i64 -81, ptr %20, align 8
  store i32 0, ptr %3, align 4
  br label %21

21:                                               ; preds = %50, %0
  %22 = load i32, ptr %3, align 4
  %23 = icmp slt i32 %22, 6
  br i1 %23, label %24, label %53

24:                                               ; preds = %21
  %25 = load i32, ptr %3, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [7 x i8], ptr @opnames, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %29)
  store i32 0, ptr %4, align 4
  br label %31

31:                                               ; preds = %45, %24
  %32 = load i32, ptr %4, align 4
  %33 = icmp slt i32 %32, 6
  br i1 %33, label %34, label %48

34:                                               ; preds = %31
  %35 = load i32, ptr %3, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [6 x ptr], ptr @ops, i64 0, i64 %36
  %38 = load ptr, ptr %37, align 8
  %39 = load i32, ptr %4, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [6 x i64], ptr %2, i64 0, i64 %40
  %42 = load i64, ptr %41, align 8
  %43 = call i64 %38(i64 noundef %42, i64 noundef 7)
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %43)
  br label %45

45:                                               ; preds = %34
  %46 = load i32, ptr %4, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %4, align 4
  br label %31, !llvm.loop !6

48:                                               ; preds = %31
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  br label %50

50:                                               ; preds = %48
  %51 = load i32, ptr %3, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %3, align 4
  br label %21, !llvm.loop !8

53:                                               ; preds = %21
  store ptr @.str.3, ptr %5, align 8
  store i64 1, ptr %6, align 8
  %54 = load ptr, ptr %5, align 8
  store ptr %54, ptr %7, align 8
  br label %55

55:                                               ; preds = %94, %53
  %56 = load ptr, ptr %7, align 8
  %57 = load i8, ptr %56, align 1
  %58 = icmp ne i8 %57, 0
  br i1 %58, label %59, label %97

59:                                               ; preds = %55
  %60 = load ptr, ptr %7, align 8
  %61 = load i8, ptr %60, align 1
  %62 = call ptr @pick(i8 noundef %61)
  store ptr %62, ptr %8, align 8
  store i64 0, ptr %9, align 8
  br label %63

63:                                               ; preds = %77, %59
  %64 = load ptr, ptr %7, align 8
  %65 = getelementptr inbounds i8, ptr %64, i64 1
  %66 = load i8, ptr %65, align 1
  %67 = zext i8 %66 to i32
  %68 = icmp sge i32 %67, 48
  br i1 %68, label %69, label %75

69:                                               ; preds = %63
  %70 = load ptr, ptr %7, align 8
  %71 = getelementptr inbounds i8, ptr %70, i64 1
  %72 = load i8, ptr %71, align 1
  %73 = zext i8 %72 to i32
  %74 = icmp sle i32 %73, 57
  br label %75

75:                                               ; preds = %69, %63
  %76 = phi i1 [ false, %63 ], [ %74, %69 ]
  br i1 %76, label %77, label %87

77:                                               ; preds = %75
  %78 = load i64, ptr %9, align 8
  %79 = mul nsw i64 %78, 10
  %80 = load ptr, ptr %7, align 8
  %81 = getelementptr inbounds i8, ptr %80, i32 1
  store ptr %81, ptr %7, align 8
  %82 = load i8, ptr %81, align 1
  %83 = zext i8 %82 to i32
  %84 = sub nsw i32 %83, 48
  %85 = sext i32 %84 to i64
  %86 = add nsw i64 %79, %85
  store i64 %86, ptr %9, align 8
  br label %63, !llvm.loop !9

87:                                               ; preds = %75
  %88 = load ptr, ptr %8, align 8
  %89 = load i64, ptr %6, align 8
  %90 = load i64, ptr %9, align 8
  %91 = call i64 %88(i64 noundef %89, i64 noundef %90)
  store i64 %91, ptr %6, align 8
  %92 = load i64, ptr %6, align 8
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %92)
  br label %94

94:                                               ; preds = %87
  %95 = load ptr, ptr %7, align 8
  %96 = getelementptr inbounds i8, ptr %95, i64 1
  store ptr %96, ptr %7, align 8
  br label %55, !llvm.loop !10

97:                                               ; preds = %55
  %98 = load i64, ptr %6, align 8
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %98)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @__const.main.shapes, i64 96, i1 false)
  store double 0.000000e+00, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %100

100:                                              ; preds = %138, %97
  %101 = load i32, ptr %12, align 4
  %102 = icmp slt i32 %101, 4
  br i1 %102, label %103, label %141

103:                                              ; preds = %100
  %104 = load i32, ptr %12, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [4 x %struct.Shape], ptr %10, i64 0, i64 %105
  %107 = getelementptr inbounds %struct.Shape, ptr %106, i32 0, i32 0
  %108 = load ptr, ptr %107, align 8
  %109 = getelementptr inbounds %struct.VT, ptr %108, i32 0, i32 2
  %110 = load ptr, ptr %109, align 8
  %111 = load i32, ptr %12, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [4 x %struct.Shape], ptr %10, i64 0, i64 %112
  call void %110(ptr noundef %113, double noundef 2.000000e+00)
  %114 = load i32, ptr %12, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [4 x %struct.Shape], ptr %10, i64 0, i64 %115
  %117 = getelementptr inbounds %struct.Shape, ptr %116, i32 0, i32 0
  %118 = load ptr, ptr %117, align 8
  %119 = getelementptr inbounds %struct.VT, ptr %118, i32 0, i32 0
  %120 = load ptr, ptr %119, align 8
  %121 = load i32, ptr %12, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [4 x %struct.Shape], ptr %10, i64 0, i64 %122
  %124 = call double %120(ptr noundef %123)
  store double %124, ptr %13, align 8
  %125 = load double, ptr %13, align 8
  %126 = load double, ptr %11, align 8
  %127 = fadd double %126, %125
  store double %127, ptr %11, align 8
  %128 = load i32, ptr %12, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [4 x %struct.Shape], ptr %10, i64 0, i64 %129
  %131 = getelementptr inbounds %struct.Shape, ptr %130, i32 0, i32 0
  %132 = load ptr, ptr %131, align 8
  %133 = getelementptr inbounds %struct.VT, ptr %132, i32 0, i32 1
  %134 = load ptr, ptr %133, align 8
  %135 = call ptr %134()
  %136 = load double, ptr %13, align 8
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %135, double noundef %136)
  br label %138

138:                                              ; preds = %103
  %139 = load i32, ptr %12, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %12, align 4
  br label %100, !llvm.loop !11

141:                                              ; preds = %100
  %142 = load double, ptr %11, align 8
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %142)
  %144 = call ptr @get_vsum()
  %145 = call i32 (i32, ...) %144(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %145)
  %147 = getelementptr inbounds [6 x i64], ptr %2, i64 0, i64 0
  call void @apply_all(ptr noundef %147, i32 noundef 6, ptr noundef @op_mul, i64 noundef 3)
  %148 = getelementptr inbounds [6 x i64], ptr %2, i64 0, i64 0
  %149 = load ptr, ptr getelementptr inbounds ([6 x ptr], ptr @ops, i64 0, i64 5), align 8
  call void @apply_all(ptr noundef %148, i32 noundef 6, ptr noundef %149, i64 noundef 10)
  %150 = getelementptr inbounds [6 x i64], ptr %2, i64 0, i64 0
  call void @qsort(ptr noundef %150, i64 noundef 6, i64 noundef 8, ptr noundef @cmp_desc)
  store i32 0, ptr %14, align 4
  br label %151

151:                                              ; preds = %160, %141
  %152 = load i32, ptr %14, align 4
  %153 = icmp slt i32 %152, 6
  br i1 %153, label %154, label %163

154:                                              ; preds = %151
  %155 = load i32, ptr %14, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [6 x i64], ptr %2, i64 0, i64 %156
  %158 = load i64, ptr %157, align 8
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %158)
  br label %160

160:                                              ; preds = %154
  %161 = load i32, ptr %14, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %14, align 4
  br label %151, !llvm.loop !12

163:                                              ; preds = %151
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %165 = call ptr @pick(i8 noundef 43)
  %166 = icmp eq ptr %165, @op_add
  %167 = zext i1 %166 to i32
  %168 = call ptr @pick(i8 noundef 63)
  %169 = icmp eq ptr %168, null
  %170 = zext i1 %169 to i32
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %167, i32 noundef %170)
  store ptr getelementptr inbounds ([6 x ptr], ptr @ops, i64 0, i64 2), ptr %15, align 8
  %172 = load ptr, ptr %15, align 8
  %173 = load ptr, ptr %172, align 8
  %174 = call i64 %173(i64 noundef 6, i64 noundef 7)
  %175 = load ptr, ptr %15, align 8
  %176 = getelementptr inbounds ptr, ptr %175, i64 1
  %177 = load ptr, ptr %176, align 8
  %178 = call i64 %177(i64 noundef 50, i64 noundef 5)
  %179 = add nsw i64 %174, %178
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %179)
  %181 = load i64, ptr %6, align 8
  %182 = and i64 %181, 255
  %183 = trunc i64 %182 to i32
  ret i32 %183
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pick(i8 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %23, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 6
  br i1 %7, label %8, label %26

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [7 x i8], ptr @opnames, i64 0, i64 %10
  %12 = load i8, ptr %11, align 1
  %13 = zext i8 %12 to i32
  %14 = load i8, ptr %3, align 1
  %15 = zext i8 %14 to i32
  %16 = icmp eq i32 %13, %15
  br i1 %16, label %17, label %22

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [6 x ptr], ptr @ops, i64 0, i64 %19
  %21 = load ptr, ptr %20, align 8
  store ptr %21, ptr %2, align 8
  br label %27

22:                                               ; preds = %8
  br label %23

23:                                               ; preds = %22
  %24 = load i32, ptr %4, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %4, align 4
  br label %5, !llvm.loop !13

26:                                               ; preds = %5
  store ptr null, ptr %2, align 8
  br label %27

27:                                               ; preds = %26, %17
  %28 = load ptr, ptr %2, align 8
  ret ptr %28
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @get_vsum() #0 {
  ret ptr @vsum
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @apply_all(ptr noundef %0, i32 noundef %1, ptr noundef %2, i64 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %27, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %30

14:                                               ; preds = %10
  %15 = load ptr, ptr %7, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i64, ptr %16, i64 %18
  %20 = load i64, ptr %19, align 8
  %21 = load i64, ptr %8, align 8
  %22 = call i64 %15(i64 noundef %20, i64 noundef %21)
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i64, ptr %23, i64 %25
  store i64 %22, ptr %26, align 8
  br label %27

27:                                               ; preds = %14
  %28 = load i32, ptr %9, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %9, align 4
  br label %10, !llvm.loop !14

30:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_mul(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = mul nsw i64 %5, %6
  ret i64 %7
}

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_desc(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i64, ptr %7, align 8
  store i64 %8, ptr %5, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %9, align 8
  store i64 %10, ptr %6, align 8
  %11 = load i64, ptr %5, align 8
  %12 = load i64, ptr %6, align 8
  %13 = icmp slt i64 %11, %12
  %14 = zext i1 %13 to i32
  %15 = load i64, ptr %5, align 8
  %16 = load i64, ptr %6, align 8
  %17 = icmp sgt i64 %15, %16
  %18 = zext i1 %17 to i32
  %19 = sub nsw i32 %14, %18
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_add(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = add nsw i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_sub(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = sub nsw i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_div(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8
  %9 = load i64, ptr %4, align 8
  %10 = sdiv i64 %8, %9
  br label %12

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %11, %7
  %13 = phi i64 [ %10, %7 ], [ 0, %11 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_mod(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8
  %9 = load i64, ptr %4, align 8
  %10 = srem i64 %8, %9
  br label %12

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %11, %7
  %13 = phi i64 [ %10, %7 ], [ 0, %11 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_max(i64 noundef %0, i64 noundef %1) #0 {
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
define internal double @rect_area(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Shape, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.Shape, ptr %6, i32 0, i32 2
  %8 = load double, ptr %7, align 8
  %9 = fmul double %5, %8
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @rect_name() #0 {
  ret ptr @.str.11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rect_scale(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.Shape, ptr %6, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = fmul double %8, %5
  store double %9, ptr %7, align 8
  %10 = load double, ptr %4, align 8
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %struct.Shape, ptr %11, i32 0, i32 2
  %13 = load double, ptr %12, align 8
  %14 = fmul double %13, %10
  store double %14, ptr %12, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tri_area(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Shape, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = fmul double 5.000000e-01, %5
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.Shape, ptr %7, i32 0, i32 2
  %9 = load double, ptr %8, align 8
  %10 = fmul double %6, %9
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @tri_name() #0 {
  ret ptr @.str.12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @circ_area(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Shape, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = fmul double 3.250000e+00, %5
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.Shape, ptr %7, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = fmul double %6, %9
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @circ_name() #0 {
  ret ptr @.str.13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @circ_scale(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.Shape, ptr %6, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = fmul double %8, %5
  store double %9, ptr %7, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vsum(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %24, %1
  %6 = load i32, ptr %2, align 4
  %7 = add nsw i32 %6, -1
  store i32 %7, ptr %2, align 4
  %8 = icmp ne i32 %6, 0
  br i1 %8, label %9, label %29

9:                                                ; preds = %5
  %10 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %11 = load i32, ptr %10, align 8
  %12 = icmp sge i32 %11, 0
  br i1 %12, label %20, label %13

13:                                               ; preds = %9
  %14 = add i32 %11, 8
  store i32 %14, ptr %10, align 8
  %15 = icmp sle i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds i8, ptr %18, i32 %11
  br label %24

20:                                               ; preds = %13, %9
  %21 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr %23, ptr %21, align 8
  br label %24

24:                                               ; preds = %20, %16
  %25 = phi ptr [ %19, %16 ], [ %22, %20 ]
  %26 = load i32, ptr %25, align 8
  %27 = load i32, ptr %4, align 4
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr %4, align 4
  br label %5, !llvm.loop !15

29:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr %3)
  %30 = load i32, ptr %4, align 4
  ret i32 %30
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }

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
