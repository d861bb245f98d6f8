; ModuleID = 'programs/volatile_restrict.c'
source_filename = "programs/volatile_restrict.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.anon = type { i32, i16 }

@vcount = internal global i32 0, align 4
@.str = private unnamed_addr constant [14 x i8] c"vcount=%d %d\0A\00", align 1
@vreg = internal global %struct.anon zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"vreg %u %x %x\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"vsum=%.17g\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"saxpy y[99]=%g y[0]=%g\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"add3 %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"alias %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"punned %08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"bytes %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"vp %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca [100 x float], align 16
  %9 = alloca [100 x float], align 16
  %10 = alloca i32, align 4
  %11 = alloca [50 x i32], align 16
  %12 = alloca [50 x i32], align 16
  %13 = alloca [50 x i32], align 16
  %14 = alloca i32, align 4
  %15 = alloca [20 x i32], align 16
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %20

20:                                               ; preds = %26, %0
  %21 = load i32, ptr %2, align 4
  %22 = icmp slt i32 %21, 1000
  br i1 %22, label %23, label %29

23:                                               ; preds = %20
  %24 = load volatile i32, ptr @vcount, align 4
  %25 = add nsw i32 %24, 1
  store volatile i32 %25, ptr @vcount, align 4
  br label %26

26:                                               ; preds = %23
  %27 = load i32, ptr %2, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %2, align 4
  br label %20, !llvm.loop !5

29:                                               ; preds = %20
  %30 = load volatile i32, ptr @vcount, align 4
  %31 = mul nsw i32 %30, 2
  store volatile i32 %31, ptr @vcount, align 4
  %32 = load volatile i32, ptr @vcount, align 4
  store i32 %32, ptr %3, align 4
  %33 = load volatile i32, ptr @vcount, align 4
  store i32 %33, ptr %4, align 4
  %34 = load i32, ptr %3, align 4
  %35 = load i32, ptr %4, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %34, i32 noundef %35)
  %37 = load volatile i32, ptr @vreg, align 4
  %38 = and i32 %37, -16
  %39 = or i32 %38, 15
  store volatile i32 %39, ptr @vreg, align 4
  %40 = load volatile i32, ptr @vreg, align 4
  %41 = and i32 %40, -65521
  %42 = or i32 %41, 43968
  store volatile i32 %42, ptr @vreg, align 4
  store volatile i16 4660, ptr getelementptr inbounds (%struct.anon, ptr @vreg, i32 0, i32 1), align 4
  %43 = load volatile i32, ptr @vreg, align 4
  %44 = and i32 %43, 15
  %45 = add i32 %44, 1
  %46 = load volatile i32, ptr @vreg, align 4
  %47 = and i32 %45, 15
  %48 = and i32 %46, -16
  %49 = or i32 %48, %47
  store volatile i32 %49, ptr @vreg, align 4
  %50 = load volatile i32, ptr @vreg, align 4
  %51 = lshr i32 %50, 4
  %52 = and i32 %51, 4095
  %53 = add nsw i32 %52, 5
  %54 = load volatile i32, ptr @vreg, align 4
  %55 = and i32 %53, 4095
  %56 = shl i32 %55, 4
  %57 = and i32 %54, -65521
  %58 = or i32 %57, %56
  store volatile i32 %58, ptr @vreg, align 4
  %59 = load volatile i32, ptr @vreg, align 4
  %60 = and i32 %59, 15
  %61 = load volatile i32, ptr @vreg, align 4
  %62 = lshr i32 %61, 4
  %63 = and i32 %62, 4095
  %64 = load volatile i16, ptr getelementptr inbounds (%struct.anon, ptr @vreg, i32 0, i32 1), align 4
  %65 = zext i16 %64 to i32
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %60, i32 noundef %63, i32 noundef %65)
  store volatile double 1.000000e-01, ptr %5, align 8
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %67

67:                                               ; preds = %74, %29
  %68 = load i32, ptr %7, align 4
  %69 = icmp slt i32 %68, 10
  br i1 %69, label %70, label %77

70:                                               ; preds = %67
  %71 = load volatile double, ptr %5, align 8
  %72 = load double, ptr %6, align 8
  %73 = fadd double %72, %71
  store double %73, ptr %6, align 8
  br label %74

74:                                               ; preds = %70
  %75 = load i32, ptr %7, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %7, align 4
  br label %67, !llvm.loop !7

77:                                               ; preds = %67
  %78 = load double, ptr %6, align 8
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %78)
  store i32 0, ptr %10, align 4
  br label %80

80:                                               ; preds = %92, %77
  %81 = load i32, ptr %10, align 4
  %82 = icmp slt i32 %81, 100
  br i1 %82, label %83, label %95

83:                                               ; preds = %80
  %84 = load i32, ptr %10, align 4
  %85 = sitofp i32 %84 to float
  %86 = load i32, ptr %10, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [100 x float], ptr %8, i64 0, i64 %87
  store float %85, ptr %88, align 4
  %89 = load i32, ptr %10, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [100 x float], ptr %9, i64 0, i64 %90
  store float 1.000000e+00, ptr %91, align 4
  br label %92

92:                                               ; preds = %83
  %93 = load i32, ptr %10, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %10, align 4
  br label %80, !llvm.loop !8

95:                                               ; preds = %80
  %96 = getelementptr inbounds [100 x float], ptr %8, i64 0, i64 0
  %97 = getelementptr inbounds [100 x float], ptr %9, i64 0, i64 0
  call void @saxpy(i32 noundef 100, float noundef 5.000000e-01, ptr noundef %96, ptr noundef %97)
  %98 = getelementptr inbounds [100 x float], ptr %9, i64 0, i64 99
  %99 = load float, ptr %98, align 4
  %100 = fpext float %99 to double
  %101 = getelementptr inbounds [100 x float], ptr %9, i64 0, i64 0
  %102 = load float, ptr %101, align 16
  %103 = fpext float %102 to double
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %100, double noundef %103)
  store i32 0, ptr %14, align 4
  br label %105

105:                                              ; preds = %118, %95
  %106 = load i32, ptr %14, align 4
  %107 = icmp slt i32 %106, 50
  br i1 %107, label %108, label %121

108:                                              ; preds = %105
  %109 = load i32, ptr %14, align 4
  %110 = load i32, ptr %14, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [50 x i32], ptr %11, i64 0, i64 %111
  store i32 %109, ptr %112, align 4
  %113 = load i32, ptr %14, align 4
  %114 = sub nsw i32 50, %113
  %115 = load i32, ptr %14, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [50 x i32], ptr %12, i64 0, i64 %116
  store i32 %114, ptr %117, align 4
  br label %118

118:                                              ; preds = %108
  %119 = load i32, ptr %14, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %14, align 4
  br label %105, !llvm.loop !9

121:                                              ; preds = %105
  %122 = getelementptr inbounds [50 x i32], ptr %13, i64 0, i64 0
  %123 = getelementptr inbounds [50 x i32], ptr %11, i64 0, i64 0
  %124 = getelementptr inbounds [50 x i32], ptr %12, i64 0, i64 0
  call void @add3(i32 noundef 50, ptr noundef %122, ptr noundef %123, ptr noundef %124)
  %125 = getelementptr inbounds [50 x i32], ptr %13, i64 0, i64 0
  %126 = load i32, ptr %125, align 16
  %127 = getelementptr inbounds [50 x i32], ptr %13, i64 0, i64 49
  %128 = load i32, ptr %127, align 4
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %126, i32 noundef %128)
  store i32 0, ptr %16, align 4
  br label %130

130:                                              ; preds = %139, %121
  %131 = load i32, ptr %16, align 4
  %132 = icmp slt i32 %131, 20
  br i1 %132, label %133, label %142

133:                                              ; preds = %130
  %134 = load i32, ptr %16, align 4
  %135 = add nsw i32 %134, 1
  %136 = load i32, ptr %16, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 %137
  store i32 %135, ptr %138, align 4
  br label %139

139:                                              ; preds = %133
  %140 = load i32, ptr %16, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %16, align 4
  br label %130, !llvm.loop !10

142:                                              ; preds = %130
  %143 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 0
  %144 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 0
  call void @alias_add(i32 noundef 20, ptr noundef %143, ptr noundef %144)
  %145 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 0
  %146 = load i32, ptr %145, align 16
  %147 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 1
  %148 = load i32, ptr %147, align 4
  %149 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 19
  %150 = load i32, ptr %149, align 4
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %146, i32 noundef %148, i32 noundef %150)
  %152 = call i32 @punned(float noundef -2.500000e+00)
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %152)
  store i32 16909060, ptr %17, align 4
  store ptr %17, ptr %18, align 8
  %154 = load ptr, ptr %18, align 8
  %155 = getelementptr inbounds i8, ptr %154, i64 0
  %156 = load i8, ptr %155, align 1
  %157 = zext i8 %156 to i32
  %158 = load ptr, ptr %18, align 8
  %159 = getelementptr inbounds i8, ptr %158, i64 1
  %160 = load i8, ptr %159, align 1
  %161 = zext i8 %160 to i32
  %162 = load ptr, ptr %18, align 8
  %163 = getelementptr inbounds i8, ptr %162, i64 2
  %164 = load i8, ptr %163, align 1
  %165 = zext i8 %164 to i32
  %166 = load ptr, ptr %18, align 8
  %167 = getelementptr inbounds i8, ptr %166, i64 3
  %168 = load i8, ptr %167, align 1
  %169 = zext i8 %168 to i32
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %157, i32 noundef %161, i32 noundef %165, i32 noundef %169)
  %171 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 3
  store ptr %171, ptr %19, align 8
  %172 = load ptr, ptr %19, align 8
  %173 = load volatile i32, ptr %172, align 4
  %174 = add nsw i32 %173, 1
  %175 = load ptr, ptr %19, align 8
  store volatile i32 %174, ptr %175, align 4
  %176 = load ptr, ptr %19, align 8
  %177 = load volatile i32, ptr %176, align 4
  %178 = add nsw i32 %177, 1
  %179 = load ptr, ptr %19, align 8
  store volatile i32 %178, ptr %179, align 4
  %180 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 3
  %181 = load i32, ptr %180, align 4
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %181)
  %183 = load volatile i32, ptr @vcount, align 4
  %184 = and i32 %183, 255
  ret i32 %184
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(i32 noundef %0, float noundef %1, ptr noalias noundef %2, ptr noalias noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store float %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %31, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %34

14:                                               ; preds = %10
  %15 = load float, ptr %6, align 4
  %16 = load ptr, ptr %7, align 8
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %16, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = load ptr, ptr %8, align 8
  %22 = load i32, ptr %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %21, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = call float @llvm.fmuladd.f32(float %15, float %20, float %25)
  %27 = load ptr, ptr %8, align 8
  %28 = load i32, ptr %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %27, i64 %29
  store float %26, ptr %30, align 4
  br label %31

31:                                               ; preds = %14
  %32 = load i32, ptr %9, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %9, align 4
  br label %10, !llvm.loop !11

34:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add3(i32 noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %31, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %34

14:                                               ; preds = %10
  %15 = load ptr, ptr %7, align 8
  %16 = load i32, ptr %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %15, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = load ptr, ptr %8, align 8
  %21 = load i32, ptr %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = mul nsw i32 %24, 3
  %26 = add nsw i32 %19, %25
  %27 = load ptr, ptr %6, align 8
  %28 = load i32, ptr %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %27, i64 %29
  store i32 %26, ptr %30, align 4
  br label %31

31:                                               ; preds = %14
  %32 = load i32, ptr %9, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %9, align 4
  br label %10, !llvm.loop !12

34:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @alias_add(i32 noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %26, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %29

12:                                               ; preds = %8
  %13 = load ptr, ptr %6, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %13, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds i32, ptr %18, i64 0
  %20 = load i32, ptr %19, align 4
  %21 = add nsw i32 %17, %20
  %22 = load ptr, ptr %5, align 8
  %23 = load i32, ptr %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %22, i64 %24
  store i32 %21, ptr %25, align 4
  br label %26

26:                                               ; preds = %12
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %7, align 4
  br label %8, !llvm.loop !13

29:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @punned(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca [4 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store float %0, ptr %2, align 4
  %6 = getelementptr inbounds [4 x i8], ptr %3, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 4 %2, i64 4, i1 false)
  store i32 0, ptr %4, align 4
  store i32 3, ptr %5, align 4
  br label %7

7:                                                ; preds = %19, %1
  %8 = load i32, ptr %5, align 4
  %9 = icmp sge i32 %8, 0
  br i1 %9, label %10, label %22

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = shl i32 %11, 8
  %13 = load i32, ptr %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [4 x i8], ptr %3, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = or i32 %12, %17
  store i32 %18, ptr %4, align 4
  br label %19

19:                                               ; preds = %10
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, -1
  store i32 %21, ptr %5, align 4
  br label %7, !llvm.loop !14

22:                                               ; preds = %7
  %23 = load i32, ptr %4, align 4
  ret i32 %23
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind }

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
