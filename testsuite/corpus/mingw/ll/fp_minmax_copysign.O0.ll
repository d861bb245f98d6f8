; ModuleID = 'programs/fp_minmax_copysign.c'
source_filename = "programs/fp_minmax_copysign.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

16:                                               ; preds = %125, %0
  %17 = load i32, ptr %3, align 4
  %18 = icmp slt i32 %17, 7
  br i1 %18, label %19, label %128

19:                                               ; preds = %16
  %20 = load i32, ptr %3, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %21
  %23 = load volatile double, ptr %22, align 8
  %24 = call i32 @__isnan(double noundef %23)
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %19
  br label %32

27:                                               ; preds = %19
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %29
  %31 = load volatile double, ptr %30, align 8
  br label %32

32:                                               ; preds = %27, %26
  %33 = phi double [ 0.000000e+00, %26 ], [ %31, %27 ]
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %33)
  store i32 0, ptr %4, align 4
  br label %35

35:                                               ; preds = %120, %32
  %36 = load i32, ptr %4, align 4
  %37 = icmp slt i32 %36, 7
  br i1 %37, label %38, label %123

38:                                               ; preds = %35
  %39 = load i32, ptr %3, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %40
  %42 = load volatile double, ptr %41, align 8
  %43 = load i32, ptr %4, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %44
  %46 = load volatile double, ptr %45, align 8
  %47 = call double @tmin(double noundef %42, double noundef %46)
  call void @pr(double noundef %47)
  %48 = load i32, ptr %3, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %49
  %51 = load volatile double, ptr %50, align 8
  %52 = load i32, ptr %4, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %53
  %55 = load volatile double, ptr %54, align 8
  %56 = call double @tmax(double noundef %51, double noundef %55)
  call void @pr(double noundef %56)
  %57 = load i32, ptr %3, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %58
  %60 = load volatile double, ptr %59, align 8
  %61 = load i32, ptr %4, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %62
  %64 = load volatile double, ptr %63, align 8
  %65 = call double @tmin2(double noundef %60, double noundef %64)
  call void @pr(double noundef %65)
  %66 = load i32, ptr %3, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %67
  %69 = load volatile double, ptr %68, align 8
  %70 = load i32, ptr %4, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %71
  %73 = load volatile double, ptr %72, align 8
  %74 = call double @llvm.minnum.f64(double %69, double %73)
  store double %74, ptr %5, align 8
  %75 = load i32, ptr %3, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %76
  %78 = load volatile double, ptr %77, align 8
  %79 = load i32, ptr %4, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %80
  %82 = load volatile double, ptr %81, align 8
  %83 = call double @llvm.maxnum.f64(double %78, double %82)
  store double %83, ptr %6, align 8
  %84 = load i32, ptr %3, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %85
  %87 = load volatile double, ptr %86, align 8
  %88 = call i32 @__isnan(double noundef %87)
  %89 = icmp ne i32 %88, 0
  br i1 %89, label %113, label %90

90:                                               ; preds = %38
  %91 = load i32, ptr %4, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %92
  %94 = load volatile double, ptr %93, align 8
  %95 = call i32 @__isnan(double noundef %94)
  %96 = icmp ne i32 %95, 0
  br i1 %96, label %113, label %97

97:                                               ; preds = %90
  %98 = load i32, ptr %3, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %99
  %101 = load volatile double, ptr %100, align 8
  %102 = load i32, ptr %4, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %103
  %105 = load volatile double, ptr %104, align 8
  %106 = fcmp une double %101, %105
  br i1 %106, label %113, label %107

107:                                              ; preds = %97
  %108 = load i32, ptr %3, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %109
  %111 = load volatile double, ptr %110, align 8
  %112 = fcmp une double %111, 0.000000e+00
  br i1 %112, label %113, label %116

113:                                              ; preds = %107, %97, %90, %38
  %114 = load double, ptr %5, align 8
  call void @pr(double noundef %114)
  %115 = load double, ptr %6, align 8
  call void @pr(double noundef %115)
  br label %118

116:                                              ; preds = %107
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  br label %118

118:                                              ; preds = %116, %113
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  br label %120

120:                                              ; preds = %118
  %121 = load i32, ptr %4, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %4, align 4
  br label %35, !llvm.loop !5

123:                                              ; preds = %35
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  br label %125

125:                                              ; preds = %123
  %126 = load i32, ptr %3, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %3, align 4
  br label %16, !llvm.loop !7

128:                                              ; preds = %16
  store i32 0, ptr %7, align 4
  br label %129

129:                                              ; preds = %172, %128
  %130 = load i32, ptr %7, align 4
  %131 = icmp slt i32 %130, 7
  br i1 %131, label %132, label %175

132:                                              ; preds = %129
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %8, align 4
  br label %134

134:                                              ; preds = %147, %132
  %135 = load i32, ptr %8, align 4
  %136 = icmp slt i32 %135, 6
  br i1 %136, label %137, label %150

137:                                              ; preds = %134
  %138 = load i32, ptr %7, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %139
  %141 = load volatile double, ptr %140, align 8
  %142 = load i32, ptr %8, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %143
  %145 = load volatile double, ptr %144, align 8
  %146 = call double @cs(double noundef %141, double noundef %145)
  call void @pr(double noundef %146)
  br label %147

147:                                              ; preds = %137
  %148 = load i32, ptr %8, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %8, align 4
  br label %134, !llvm.loop !8

150:                                              ; preds = %134
  %151 = load i32, ptr %7, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %152
  %154 = load volatile double, ptr %153, align 8
  %155 = call double @llvm.fabs.f64(double %154)
  call void @pr(double noundef %155)
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %157 = load i32, ptr %7, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %158
  %160 = load volatile double, ptr %159, align 8
  %161 = fptrunc double %160 to float
  %162 = call float @csf(float noundef %161, float noundef -1.000000e+00)
  %163 = fpext float %162 to double
  call void @pr(double noundef %163)
  %164 = load i32, ptr %7, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %165
  %167 = load volatile double, ptr %166, align 8
  %168 = fptrunc double %167 to float
  %169 = call float @tminf(float noundef %168, float noundef 0.000000e+00)
  %170 = fpext float %169 to double
  call void @pr(double noundef %170)
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  br label %172

172:                                              ; preds = %150
  %173 = load i32, ptr %7, align 4
  %174 = add nsw i32 %173, 1
  store i32 %174, ptr %7, align 4
  br label %129, !llvm.loop !9

175:                                              ; preds = %129
  store double -3.000000e+00, ptr %9, align 8
  br label %176

176:                                              ; preds = %183, %175
  %177 = load double, ptr %9, align 8
  %178 = fcmp ole double %177, 3.000000e+00
  br i1 %178, label %179, label %186

179:                                              ; preds = %176
  %180 = load double, ptr %9, align 8
  %181 = call double @clamp(double noundef %180, double noundef -1.500000e+00, double noundef 2.000000e+00)
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %181)
  br label %183

183:                                              ; preds = %179
  %184 = load double, ptr %9, align 8
  %185 = fadd double %184, 7.500000e-01
  store double %185, ptr %9, align 8
  br label %176, !llvm.loop !10

186:                                              ; preds = %176
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %188 = call double @clamp(double noundef 0x7FF8000000000000, double noundef -1.000000e+00, double noundef 1.000000e+00)
  call void @pr(double noundef %188)
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %190 = call double @clamp(double noundef 1.000000e+02, double noundef -1.000000e+00, double noundef 4.200000e+01)
  %191 = fptosi double %190 to i32
  ret i32 %191
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

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

declare dso_local i32 @__isnan(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pr(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call i32 @__isnan(double noundef %3)
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  br label %27

8:                                                ; preds = %1
  %9 = load double, ptr %2, align 8
  %10 = call i32 @__signbit(double noundef %9)
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  %13 = load double, ptr %2, align 8
  %14 = fcmp oeq double %13, 0.000000e+00
  br label %15

15:                                               ; preds = %12, %8
  %16 = phi i1 [ false, %8 ], [ %14, %12 ]
  %17 = zext i1 %16 to i64
  %18 = select i1 %16, ptr @.str.10, ptr @.str.11
  %19 = load double, ptr %2, align 8
  %20 = fcmp oeq double %19, 0.000000e+00
  br i1 %20, label %21, label %22

21:                                               ; preds = %15
  br label %24

22:                                               ; preds = %15
  %23 = load double, ptr %2, align 8
  br label %24

24:                                               ; preds = %22, %21
  %25 = phi double [ 0.000000e+00, %21 ], [ %23, %22 ]
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %18, double noundef %25)
  br label %27

27:                                               ; preds = %24, %6
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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

declare dso_local i32 @__signbit(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
