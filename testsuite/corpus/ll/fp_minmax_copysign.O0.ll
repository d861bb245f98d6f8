; ModuleID = 'programs/fp_minmax_copysign.c'
source_filename = "programs/fp_minmax_copysign.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%-5g:\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c" z z\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c" |\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"copysign:\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" f:\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%g \00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"\0Aclamp nan: \00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c" nan\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c" %s%g\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.11 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 56, i1 true)
  %10 = getelementptr inbounds [7 x double], ptr %2, i32 0, i32 0
  store volatile double 0xFFF0000000000000, ptr %10, align 16
  %11 = getelementptr inbounds [7 x double], ptr %2, i32 0, i32 1
  store volatile double -2.500000e+00, ptr %11, align 8
  %12 = getelementptr inbounds [7 x double], ptr %2, i32 0, i32 2
  store volatile double -0.000000e+00, ptr %12, align 16
  %13 = getelementptr inbounds [7 x double], ptr %2, i32 0, i32 4
  store volatile double 1.000000e+00, ptr %13, align 16
  %14 = getelementptr inbounds [7 x double], ptr %2, i32 0, i32 5
  store volatile double 0x7FF0000000000000, ptr %14, align 8
  %15 = getelementptr inbounds [7 x double], ptr %2, i32 0, i32 6
  store volatile double 0x7FF8000000000000, ptr %15, align 16
  store i32 0, ptr %3, align 4
  br label %16

16:                                               ; preds = %122, %0
  %17 = load i32, ptr %3, align 4
  %18 = icmp slt i32 %17, 7
  br i1 %18, label %19, label %125

19:                                               ; preds = %16
  %20 = load i32, ptr %3, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %21
  %23 = load volatile double, ptr %22, align 8
  %24 = call i1 @llvm.is.fpclass.f64(double %23, i32 3)
  br i1 %24, label %25, label %26

25:                                               ; preds = %19
  br label %31

26:                                               ; preds = %19
  %27 = load i32, ptr %3, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %28
  %30 = load volatile double, ptr %29, align 8
  br label %31

31:                                               ; preds = %26, %25
  %32 = phi double [ 0.000000e+00, %25 ], [ %30, %26 ]
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %32)
  store i32 0, ptr %4, align 4
  br label %34

34:                                               ; preds = %117, %31
  %35 = load i32, ptr %4, align 4
  %36 = icmp slt i32 %35, 7
  br i1 %36, label %37, label %120

37:                                               ; preds = %34
  %38 = load i32, ptr %3, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %39
  %41 = load volatile double, ptr %40, align 8
  %42 = load i32, ptr %4, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %43
  %45 = load volatile double, ptr %44, align 8
  %46 = call double @tmin(double noundef %41, double noundef %45)
  call void @pr(double noundef %46)
  %47 = load i32, ptr %3, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %48
  %50 = load volatile double, ptr %49, align 8
  %51 = load i32, ptr %4, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %52
  %54 = load volatile double, ptr %53, align 8
  %55 = call double @tmax(double noundef %50, double noundef %54)
  call void @pr(double noundef %55)
  %56 = load i32, ptr %3, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %57
  %59 = load volatile double, ptr %58, align 8
  %60 = load i32, ptr %4, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %61
  %63 = load volatile double, ptr %62, align 8
  %64 = call double @tmin2(double noundef %59, double noundef %63)
  call void @pr(double noundef %64)
  %65 = load i32, ptr %3, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %66
  %68 = load volatile double, ptr %67, align 8
  %69 = load i32, ptr %4, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %70
  %72 = load volatile double, ptr %71, align 8
  %73 = call double @llvm.minnum.f64(double %68, double %72)
  store double %73, ptr %5, align 8
  %74 = load i32, ptr %3, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %75
  %77 = load volatile double, ptr %76, align 8
  %78 = load i32, ptr %4, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %79
  %81 = load volatile double, ptr %80, align 8
  %82 = call double @llvm.maxnum.f64(double %77, double %81)
  store double %82, ptr %6, align 8
  %83 = load i32, ptr %3, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %84
  %86 = load volatile double, ptr %85, align 8
  %87 = call i1 @llvm.is.fpclass.f64(double %86, i32 3)
  br i1 %87, label %110, label %88

88:                                               ; preds = %37
  %89 = load i32, ptr %4, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %90
  %92 = load volatile double, ptr %91, align 8
  %93 = call i1 @llvm.is.fpclass.f64(double %92, i32 3)
  br i1 %93, label %110, label %94

94:                                               ; preds = %88
  %95 = load i32, ptr %3, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %96
  %98 = load volatile double, ptr %97, align 8
  %99 = load i32, ptr %4, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %100
  %102 = load volatile double, ptr %101, align 8
  %103 = fcmp une double %98, %102
  br i1 %103, label %110, label %104

104:                                              ; preds = %94
  %105 = load i32, ptr %3, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %106
  %108 = load volatile double, ptr %107, align 8
  %109 = fcmp une double %108, 0.000000e+00
  br i1 %109, label %110, label %113

110:                                              ; preds = %104, %94, %88, %37
  %111 = load double, ptr %5, align 8
  call void @pr(double noundef %111)
  %112 = load double, ptr %6, align 8
  call void @pr(double noundef %112)
  br label %115

113:                                              ; preds = %104
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  br label %115

115:                                              ; preds = %113, %110
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  br label %117

117:                                              ; preds = %115
  %118 = load i32, ptr %4, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %4, align 4
  br label %34, !llvm.loop !6

120:                                              ; preds = %34
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  br label %122

122:                                              ; preds = %120
  %123 = load i32, ptr %3, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %3, align 4
  br label %16, !llvm.loop !8

125:                                              ; preds = %16
  store i32 0, ptr %7, align 4
  br label %126

126:                                              ; preds = %169, %125
  %127 = load i32, ptr %7, align 4
  %128 = icmp slt i32 %127, 7
  br i1 %128, label %129, label %172

129:                                              ; preds = %126
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %8, align 4
  br label %131

131:                                              ; preds = %144, %129
  %132 = load i32, ptr %8, align 4
  %133 = icmp slt i32 %132, 6
  br i1 %133, label %134, label %147

134:                                              ; preds = %131
  %135 = load i32, ptr %7, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %136
  %138 = load volatile double, ptr %137, align 8
  %139 = load i32, ptr %8, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %140
  %142 = load volatile double, ptr %141, align 8
  %143 = call double @cs(double noundef %138, double noundef %142)
  call void @pr(double noundef %143)
  br label %144

144:                                              ; preds = %134
  %145 = load i32, ptr %8, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %8, align 4
  br label %131, !llvm.loop !9

147:                                              ; preds = %131
  %148 = load i32, ptr %7, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %149
  %151 = load volatile double, ptr %150, align 8
  %152 = call double @llvm.fabs.f64(double %151)
  call void @pr(double noundef %152)
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %154 = load i32, ptr %7, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %155
  %157 = load volatile double, ptr %156, align 8
  %158 = fptrunc double %157 to float
  %159 = call float @csf(float noundef %158, float noundef -1.000000e+00)
  %160 = fpext float %159 to double
  call void @pr(double noundef %160)
  %161 = load i32, ptr %7, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %162
  %164 = load volatile double, ptr %163, align 8
  %165 = fptrunc double %164 to float
  %166 = call float @tminf(float noundef %165, float noundef 0.000000e+00)
  %167 = fpext float %166 to double
  call void @pr(double noundef %167)
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  br label %169

169:                                              ; preds = %147
  %170 = load i32, ptr %7, align 4
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr %7, align 4
  br label %126, !llvm.loop !10

172:                                              ; preds = %126
  store double -3.000000e+00, ptr %9, align 8
  br label %173

173:                                              ; preds = %180, %172
  %174 = load double, ptr %9, align 8
  %175 = fcmp ole double %174, 3.000000e+00
  br i1 %175, label %176, label %183

176:                                              ; preds = %173
  %177 = load double, ptr %9, align 8
  %178 = call double @clamp(double noundef %177, double noundef -1.500000e+00, double noundef 2.000000e+00)
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %178)
  br label %180

180:                                              ; preds = %176
  %181 = load double, ptr %9, align 8
  %182 = fadd double %181, 7.500000e-01
  store double %182, ptr %9, align 8
  br label %173, !llvm.loop !11

183:                                              ; preds = %173
  %184 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %185 = call double @clamp(double noundef 0x7FF8000000000000, double noundef -1.000000e+00, double noundef 1.000000e+00)
  call void @pr(double noundef %185)
  %186 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %187 = call double @clamp(double noundef 1.000000e+02, double noundef -1.000000e+00, double noundef 4.200000e+01)
  %188 = fptosi double %187 to i32
  ret i32 %188
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pr(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call i1 @llvm.is.fpclass.f64(double %3, i32 3)
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %26

7:                                                ; preds = %1
  %8 = load double, ptr %2, align 8
  %9 = bitcast double %8 to i64
  %10 = icmp slt i64 %9, 0
  br i1 %10, label %11, label %14

11:                                               ; preds = %7
  %12 = load double, ptr %2, align 8
  %13 = fcmp oeq double %12, 0.000000e+00
  br label %14

14:                                               ; preds = %11, %7
  %15 = phi i1 [ false, %7 ], [ %13, %11 ]
  %16 = zext i1 %15 to i64
  %17 = select i1 %15, ptr @.str.10, ptr @.str.11
  %18 = load double, ptr %2, align 8
  %19 = fcmp oeq double %18, 0.000000e+00
  br i1 %19, label %20, label %21

20:                                               ; preds = %14
  br label %23

21:                                               ; preds = %14
  %22 = load double, ptr %2, align 8
  br label %23

23:                                               ; preds = %21, %20
  %24 = phi double [ 0.000000e+00, %20 ], [ %22, %21 ]
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %17, double noundef %24)
  br label %26

26:                                               ; preds = %23, %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tmin(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp olt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tmax(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp ogt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tmin2(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp ole double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @cs(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double @llvm.copysign.f64(double %5, double %6)
  ret double %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal float @csf(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = call float @llvm.copysign.f32(float %5, float %6)
  ret float %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @tminf(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = fcmp olt float %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load float, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load float, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi float [ %9, %8 ], [ %11, %10 ]
  ret float %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @clamp(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = fcmp olt double %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load double, ptr %5, align 8
  br label %22

12:                                               ; preds = %3
  %13 = load double, ptr %4, align 8
  %14 = load double, ptr %6, align 8
  %15 = fcmp ogt double %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load double, ptr %6, align 8
  br label %20

18:                                               ; preds = %12
  %19 = load double, ptr %4, align 8
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi double [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi double [ %11, %10 ], [ %21, %20 ]
  ret double %23
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
