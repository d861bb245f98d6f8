; ModuleID = 'programs/volatile_restrict.c'
source_filename = "programs/volatile_restrict.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { i16, i16 }

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
  %8 = alloca [100 x float], align 4
  %9 = alloca [100 x float], align 4
  %10 = alloca i32, align 4
  %11 = alloca [50 x i32], align 4
  %12 = alloca [50 x i32], align 4
  %13 = alloca [50 x i32], align 4
  %14 = alloca i32, align 4
  %15 = alloca [20 x i32], align 4
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
  br label %20, !llvm.loop !6

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
  %37 = load volatile i16, ptr @vreg, align 4
  %38 = and i16 %37, -16
  %39 = or i16 %38, 15
  store volatile i16 %39, ptr @vreg, align 4
  %40 = load volatile i16, ptr @vreg, align 4
  %41 = and i16 %40, 15
  %42 = or i16 %41, -21568
  store volatile i16 %42, ptr @vreg, align 4
  store volatile i16 4660, ptr getelementptr inbounds (%struct.anon, ptr @vreg, i32 0, i32 1), align 2
  %43 = load volatile i16, ptr @vreg, align 4
  %44 = and i16 %43, 15
  %45 = zext i16 %44 to i32
  %46 = add i32 %45, 1
  %47 = trunc i32 %46 to i16
  %48 = load volatile i16, ptr @vreg, align 4
  %49 = and i16 %47, 15
  %50 = and i16 %48, -16
  %51 = or i16 %50, %49
  store volatile i16 %51, ptr @vreg, align 4
  %52 = zext i16 %49 to i32
  %53 = load volatile i16, ptr @vreg, align 4
  %54 = lshr i16 %53, 4
  %55 = zext i16 %54 to i32
  %56 = add nsw i32 %55, 5
  %57 = trunc i32 %56 to i16
  %58 = load volatile i16, ptr @vreg, align 4
  %59 = and i16 %57, 4095
  %60 = shl i16 %59, 4
  %61 = and i16 %58, 15
  %62 = or i16 %61, %60
  store volatile i16 %62, ptr @vreg, align 4
  %63 = zext i16 %59 to i32
  %64 = load volatile i16, ptr @vreg, align 4
  %65 = and i16 %64, 15
  %66 = zext i16 %65 to i32
  %67 = load volatile i16, ptr @vreg, align 4
  %68 = lshr i16 %67, 4
  %69 = zext i16 %68 to i32
  %70 = load volatile i16, ptr getelementptr inbounds (%struct.anon, ptr @vreg, i32 0, i32 1), align 2
  %71 = zext i16 %70 to i32
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %66, i32 noundef %69, i32 noundef %71)
  store volatile double 1.000000e-01, ptr %5, align 8
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %73

73:                                               ; preds = %80, %29
  %74 = load i32, ptr %7, align 4
  %75 = icmp slt i32 %74, 10
  br i1 %75, label %76, label %83

76:                                               ; preds = %73
  %77 = load volatile double, ptr %5, align 8
  %78 = load double, ptr %6, align 8
  %79 = fadd double %78, %77
  store double %79, ptr %6, align 8
  br label %80

80:                                               ; preds = %76
  %81 = load i32, ptr %7, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %7, align 4
  br label %73, !llvm.loop !8

83:                                               ; preds = %73
  %84 = load double, ptr %6, align 8
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %84)
  store i32 0, ptr %10, align 4
  br label %86

86:                                               ; preds = %98, %83
  %87 = load i32, ptr %10, align 4
  %88 = icmp slt i32 %87, 100
  br i1 %88, label %89, label %101

89:                                               ; preds = %86
  %90 = load i32, ptr %10, align 4
  %91 = sitofp i32 %90 to float
  %92 = load i32, ptr %10, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [100 x float], ptr %8, i64 0, i64 %93
  store float %91, ptr %94, align 4
  %95 = load i32, ptr %10, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [100 x float], ptr %9, i64 0, i64 %96
  store float 1.000000e+00, ptr %97, align 4
  br label %98

98:                                               ; preds = %89
  %99 = load i32, ptr %10, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %10, align 4
  br label %86, !llvm.loop !9

101:                                              ; preds = %86
  %102 = getelementptr inbounds [100 x float], ptr %8, i64 0, i64 0
  %103 = getelementptr inbounds [100 x float], ptr %9, i64 0, i64 0
  call void @saxpy(i32 noundef 100, float noundef 5.000000e-01, ptr noundef %102, ptr noundef %103)
  %104 = getelementptr inbounds [100 x float], ptr %9, i64 0, i64 99
  %105 = load float, ptr %104, align 4
  %106 = fpext float %105 to double
  %107 = getelementptr inbounds [100 x float], ptr %9, i64 0, i64 0
  %108 = load float, ptr %107, align 4
  %109 = fpext float %108 to double
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %106, double noundef %109)
  store i32 0, ptr %14, align 4
  br label %111

111:                                              ; preds = %124, %101
  %112 = load i32, ptr %14, align 4
  %113 = icmp slt i32 %112, 50
  br i1 %113, label %114, label %127

114:                                              ; preds = %111
  %115 = load i32, ptr %14, align 4
  %116 = load i32, ptr %14, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [50 x i32], ptr %11, i64 0, i64 %117
  store i32 %115, ptr %118, align 4
  %119 = load i32, ptr %14, align 4
  %120 = sub nsw i32 50, %119
  %121 = load i32, ptr %14, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [50 x i32], ptr %12, i64 0, i64 %122
  store i32 %120, ptr %123, align 4
  br label %124

124:                                              ; preds = %114
  %125 = load i32, ptr %14, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %14, align 4
  br label %111, !llvm.loop !10

127:                                              ; preds = %111
  %128 = getelementptr inbounds [50 x i32], ptr %13, i64 0, i64 0
  %129 = getelementptr inbounds [50 x i32], ptr %11, i64 0, i64 0
  %130 = getelementptr inbounds [50 x i32], ptr %12, i64 0, i64 0
  call void @add3(i32 noundef 50, ptr noundef %128, ptr noundef %129, ptr noundef %130)
  %131 = getelementptr inbounds [50 x i32], ptr %13, i64 0, i64 0
  %132 = load i32, ptr %131, align 4
  %133 = getelementptr inbounds [50 x i32], ptr %13, i64 0, i64 49
  %134 = load i32, ptr %133, align 4
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %132, i32 noundef %134)
  store i32 0, ptr %16, align 4
  br label %136

136:                                              ; preds = %145, %127
  %137 = load i32, ptr %16, align 4
  %138 = icmp slt i32 %137, 20
  br i1 %138, label %139, label %148

139:                                              ; preds = %136
  %140 = load i32, ptr %16, align 4
  %141 = add nsw i32 %140, 1
  %142 = load i32, ptr %16, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 %143
  store i32 %141, ptr %144, align 4
  br label %145

145:                                              ; preds = %139
  %146 = load i32, ptr %16, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %16, align 4
  br label %136, !llvm.loop !11

148:                                              ; preds = %136
  %149 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 0
  %150 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 0
  call void @alias_add(i32 noundef 20, ptr noundef %149, ptr noundef %150)
  %151 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 0
  %152 = load i32, ptr %151, align 4
  %153 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 1
  %154 = load i32, ptr %153, align 4
  %155 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 19
  %156 = load i32, ptr %155, align 4
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %152, i32 noundef %154, i32 noundef %156)
  %158 = call i32 @punned(float noundef -2.500000e+00)
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %158)
  store i32 16909060, ptr %17, align 4
  store ptr %17, ptr %18, align 8
  %160 = load ptr, ptr %18, align 8
  %161 = getelementptr inbounds i8, ptr %160, i64 0
  %162 = load i8, ptr %161, align 1
  %163 = zext i8 %162 to i32
  %164 = load ptr, ptr %18, align 8
  %165 = getelementptr inbounds i8, ptr %164, i64 1
  %166 = load i8, ptr %165, align 1
  %167 = zext i8 %166 to i32
  %168 = load ptr, ptr %18, align 8
  %169 = getelementptr inbounds i8, ptr %168, i64 2
  %170 = load i8, ptr %169, align 1
  %171 = zext i8 %170 to i32
  %172 = load ptr, ptr %18, align 8
  %173 = getelementptr inbounds i8, ptr %172, i64 3
  %174 = load i8, ptr %173, align 1
  %175 = zext i8 %174 to i32
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %163, i32 noundef %167, i32 noundef %171, i32 noundef %175)
  %177 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 3
  store ptr %177, ptr %19, align 8
  %178 = load ptr, ptr %19, align 8
  %179 = load volatile i32, ptr %178, align 4
  %180 = add nsw i32 %179, 1
  %181 = load ptr, ptr %19, align 8
  store volatile i32 %180, ptr %181, align 4
  %182 = load ptr, ptr %19, align 8
  %183 = load volatile i32, ptr %182, align 4
  %184 = add nsw i32 %183, 1
  %185 = load ptr, ptr %19, align 8
  store volatile i32 %184, ptr %185, align 4
  %186 = getelementptr inbounds [20 x i32], ptr %15, i64 0, i64 3
  %187 = load i32, ptr %186, align 4
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %187)
  %189 = load volatile i32, ptr @vcount, align 4
  %190 = and i32 %189, 255
  ret i32 %190
}

declare i32 @printf(ptr noundef, ...) #1

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
  br label %10, !llvm.loop !12

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
  br label %10, !llvm.loop !13

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
  br label %8, !llvm.loop !14

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
  br label %7, !llvm.loop !15

22:                                               ; preds = %7
  %23 = load i32, ptr %4, align 4
  ret i32 %23
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
