; ModuleID = 'programs/function_pointer_tables.c'
source_filename = "programs/function_pointer_tables.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.VT = type { ptr, ptr, ptr }
%struct.Shape = type { ptr, double, double }

@__const.main.vals = private unnamed_addr constant [6 x i32] [i32 17, i32 -5, i32 100, i32 3, i32 0, i32 -81], align 16
@.str = private unnamed_addr constant [4 x i8] c"%c:\00", align 1
@opnames = internal constant [7 x i8] c"+-*/%M\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1
@ops = internal constant [6 x ptr] [ptr @op_add, ptr @op_sub, ptr @op_mul, ptr @op_div, ptr @op_mod, ptr @op_max], align 16
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"+3*4-2/3M50%7\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"%ld \00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"\0Aacc=%ld\0A\00", align 1
@rect_vt = internal constant %struct.VT { ptr @rect_area, ptr @rect_name, ptr @rect_scale }, align 8
@tri_vt = internal constant %struct.VT { ptr @tri_area, ptr @tri_name, ptr @rect_scale }, align 8
@circ_vt = internal constant %struct.VT { ptr @circ_area, ptr @circ_name, ptr @circ_scale }, align 8
@__const.main.shapes = private unnamed_addr constant [4 x %struct.Shape] [%struct.Shape { ptr @rect_vt, double 3.000000e+00, double 4.000000e+00 }, %struct.Shape { ptr @tri_vt, double 6.000000e+00, double 2.000000e+00 }, %struct.Shape { ptr @circ_vt, double 1.500000e+00, double 0.000000e+00 }, %struct.Shape { ptr @rect_vt, double 5.000000e-01, double 8.000000e+00 }], align 16
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
  %2 = alloca [6 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca [4 x %struct.Shape], align 16
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.vals, i64 24, i1 false)
  store i32 0, ptr %3, align 4
  br label %16

16:                                               ; preds = %45, %0
  %17 = load i32, ptr %3, align 4
  %18 = icmp slt i32 %17, 6
  br i1 %18, label %19, label %48

19:                                               ; preds = %16
  %20 = load i32, ptr %3, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [7 x i8], ptr @opnames, i64 0, i64 %21
  %23 = load i8, ptr %22, align 1
  %24 = sext i8 %23 to i32
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %24)
  store i32 0, ptr %4, align 4
  br label %26

26:                                               ; preds = %40, %19
  %27 = load i32, ptr %4, align 4
  %28 = icmp slt i32 %27, 6
  br i1 %28, label %29, label %43

29:                                               ; preds = %26
  %30 = load i32, ptr %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [6 x ptr], ptr @ops, i64 0, i64 %31
  %33 = load ptr, ptr %32, align 8
  %34 = load i32, ptr %4, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = call i32 %33(i32 noundef %37, i32 noundef 7)
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %38)
  br label %40

40:                                               ; preds = %29
  %41 = load i32, ptr %4, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %4, align 4
  br label %26, !llvm.loop !5

43:                                               ; preds = %26
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  br label %45

45:                                               ; preds = %43
  %46 = load i32, ptr %3, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %3, align 4
  br label %16, !llvm.loop !7

48:                                               ; preds = %16
  store ptr @.str.3, ptr %5, align 8
  store i32 1, ptr %6, align 4
  %49 = load ptr, ptr %5, align 8
  store ptr %49, ptr %7, align 8
  br label %50

50:                                               ; preds = %88, %48
  %51 = load ptr, ptr %7, align 8
  %52 = load i8, ptr %51, align 1
  %53 = icmp ne i8 %52, 0
  br i1 %53, label %54, label %91

54:                                               ; preds = %50
  %55 = load ptr, ptr %7, align 8
  %56 = load i8, ptr %55, align 1
  %57 = call ptr @pick(i8 noundef %56)
  store ptr %57, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %58

58:                                               ; preds = %72, %54
  %59 = load ptr, ptr %7, align 8
  %60 = getelementptr inbounds i8, ptr %59, i64 1
  %61 = load i8, ptr %60, align 1
  %62 = sext i8 %61 to i32
  %63 = icmp sge i32 %62, 48
  br i1 %63, label %64, label %70

64:                                               ; preds = %58
  %65 = load ptr, ptr %7, align 8
  %66 = getelementptr inbounds i8, ptr %65, i64 1
  %67 = load i8, ptr %66, align 1
  %68 = sext i8 %67 to i32
  %69 = icmp sle i32 %68, 57
  br label %70

70:                                               ; preds = %64, %58
  %71 = phi i1 [ false, %58 ], [ %69, %64 ]
  br i1 %71, label %72, label %81

72:                                               ; preds = %70
  %73 = load i32, ptr %9, align 4
  %74 = mul nsw i32 %73, 10
  %75 = load ptr, ptr %7, align 8
  %76 = getelementptr inbounds i8, ptr %75, i32 1
  store ptr %76, ptr %7, align 8
  %77 = load i8, ptr %76, align 1
  %78 = sext i8 %77 to i32
  %79 = sub nsw i32 %78, 48
  %80 = add nsw i32 %74, %79
  store i32 %80, ptr %9, align 4
  br label %58, !llvm.loop !8

81:                                               ; preds = %70
  %82 = load ptr, ptr %8, align 8
  %83 = load i32, ptr %6, align 4
  %84 = load i32, ptr %9, align 4
  %85 = call i32 %82(i32 noundef %83, i32 noundef %84)
  store i32 %85, ptr %6, align 4
  %86 = load i32, ptr %6, align 4
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %86)
  br label %88

88:                                               ; preds = %81
  %89 = load ptr, ptr %7, align 8
  %90 = getelementptr inbounds i8, ptr %89, i64 1
  store ptr %90, ptr %7, align 8
  br label %50, !llvm.loop !9

91:                                               ; preds = %50
  %92 = load i32, ptr %6, align 4
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %92)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 @__const.main.shapes, i64 96, i1 false)
  store double 0.000000e+00, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %94

94:                                               ; preds = %132, %91
  %95 = load i32, ptr %12, align 4
  %96 = icmp slt i32 %95, 4
  br i1 %96, label %97, label %135

97:                                               ; preds = %94
  %98 = load i32, ptr %12, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [4 x %struct.Shape], ptr %10, i64 0, i64 %99
  %101 = getelementptr inbounds %struct.Shape, ptr %100, i32 0, i32 0
  %102 = load ptr, ptr %101, align 8
  %103 = getelementptr inbounds %struct.VT, ptr %102, i32 0, i32 2
  %104 = load ptr, ptr %103, align 8
  %105 = load i32, ptr %12, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [4 x %struct.Shape], ptr %10, i64 0, i64 %106
  call void %104(ptr noundef %107, double noundef 2.000000e+00)
  %108 = load i32, ptr %12, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [4 x %struct.Shape], ptr %10, i64 0, i64 %109
  %111 = getelementptr inbounds %struct.Shape, ptr %110, i32 0, i32 0
  %112 = load ptr, ptr %111, align 8
  %113 = getelementptr inbounds %struct.VT, ptr %112, i32 0, i32 0
  %114 = load ptr, ptr %113, align 8
  %115 = load i32, ptr %12, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [4 x %struct.Shape], ptr %10, i64 0, i64 %116
  %118 = call double %114(ptr noundef %117)
  store double %118, ptr %13, align 8
  %119 = load double, ptr %13, align 8
  %120 = load double, ptr %11, align 8
  %121 = fadd double %120, %119
  store double %121, ptr %11, align 8
  %122 = load i32, ptr %12, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [4 x %struct.Shape], ptr %10, i64 0, i64 %123
  %125 = getelementptr inbounds %struct.Shape, ptr %124, i32 0, i32 0
  %126 = load ptr, ptr %125, align 8
  %127 = getelementptr inbounds %struct.VT, ptr %126, i32 0, i32 1
  %128 = load ptr, ptr %127, align 8
  %129 = call ptr %128()
  %130 = load double, ptr %13, align 8
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %129, double noundef %130)
  br label %132

132:                                              ; preds = %97
  %133 = load i32, ptr %12, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %12, align 4
  br label %94, !llvm.loop !10

135:                                              ; preds = %94
  %136 = load double, ptr %11, align 8
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %136)
  %138 = call ptr @get_vsum()
  %139 = call i32 (i32, ...) %138(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %139)
  %141 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0
  call void @apply_all(ptr noundef %141, i32 noundef 6, ptr noundef @op_mul, i32 noundef 3)
  %142 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0
  %143 = load ptr, ptr getelementptr inbounds ([6 x ptr], ptr @ops, i64 0, i64 5), align 8
  call void @apply_all(ptr noundef %142, i32 noundef 6, ptr noundef %143, i32 noundef 10)
  %144 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0
  call void @qsort(ptr noundef %144, i64 noundef 6, i64 noundef 4, ptr noundef @cmp_desc)
  store i32 0, ptr %14, align 4
  br label %145

145:                                              ; preds = %154, %135
  %146 = load i32, ptr %14, align 4
  %147 = icmp slt i32 %146, 6
  br i1 %147, label %148, label %157

148:                                              ; preds = %145
  %149 = load i32, ptr %14, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %150
  %152 = load i32, ptr %151, align 4
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %152)
  br label %154

154:                                              ; preds = %148
  %155 = load i32, ptr %14, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %14, align 4
  br label %145, !llvm.loop !11

157:                                              ; preds = %145
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %159 = call ptr @pick(i8 noundef 43)
  %160 = icmp eq ptr %159, @op_add
  %161 = zext i1 %160 to i32
  %162 = call ptr @pick(i8 noundef 63)
  %163 = icmp eq ptr %162, null
  %164 = zext i1 %163 to i32
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %161, i32 noundef %164)
  store ptr getelementptr inbounds ([6 x ptr], ptr @ops, i64 0, i64 2), ptr %15, align 8
  %166 = load ptr, ptr %15, align 8
  %167 = load ptr, ptr %166, align 8
  %168 = call i32 %167(i32 noundef 6, i32 noundef 7)
  %169 = load ptr, ptr %15, align 8
  %170 = getelementptr inbounds ptr, ptr %169, i64 1
  %171 = load ptr, ptr %170, align 8
  %172 = call i32 %171(i32 noundef 50, i32 noundef 5)
  %173 = add nsw i32 %168, %172
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %173)
  %175 = load i32, ptr %6, align 4
  %176 = and i32 %175, 255
  ret i32 %176
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
  %13 = sext i8 %12 to i32
  %14 = load i8, ptr %3, align 1
  %15 = sext i8 %14 to i32
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
  br label %5, !llvm.loop !12

26:                                               ; preds = %5
  store ptr null, ptr %2, align 8
  br label %27

27:                                               ; preds = %26, %17
  %28 = load ptr, ptr %2, align 8
  ret ptr %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @get_vsum() #0 {
  ret ptr @vsum
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @apply_all(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
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
  %19 = getelementptr inbounds i32, ptr %16, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = load i32, ptr %8, align 4
  %22 = call i32 %15(i32 noundef %20, i32 noundef %21)
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %23, i64 %25
  store i32 %22, ptr %26, align 4
  br label %27

27:                                               ; preds = %14
  %28 = load i32, ptr %9, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %9, align 4
  br label %10, !llvm.loop !13

30:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 %5, %6
  ret i32 %7
}

declare dso_local void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_desc(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %6, align 4
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  %14 = zext i1 %13 to i32
  %15 = load i32, ptr %5, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp sgt i32 %15, %16
  %18 = zext i1 %17 to i32
  %19 = sub nsw i32 %14, %18
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #0 {
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
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %4, align 4
  %10 = sdiv i32 %8, %9
  br label %12

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_mod(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %4, align 4
  %10 = srem i32 %8, %9
  br label %12

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_max(i32 noundef %0, i32 noundef %1) #0 {
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
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %9, %1
  %6 = load i32, ptr %2, align 4
  %7 = add nsw i32 %6, -1
  store i32 %7, ptr %2, align 4
  %8 = icmp ne i32 %6, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %5
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %11, ptr %3, align 8
  %12 = load i32, ptr %10, align 8
  %13 = load i32, ptr %4, align 4
  %14 = add nsw i32 %13, %12
  store i32 %14, ptr %4, align 4
  br label %5, !llvm.loop !14

15:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr %3)
  %16 = load i32, ptr %4, align 4
  ret i32 %16
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
