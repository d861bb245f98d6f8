; ModuleID = 'programs/matrix_multiply.c'
source_filename = "programs/matrix_multiply.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.M2 = type { [2 x [2 x i64]] }

@A = internal global [64 x [64 x double]] zeroinitializer, align 8
@B = internal global [64 x [64 x double]] zeroinitializer, align 8
@IA = internal global [64 x [64 x i32]] zeroinitializer, align 4
@IB = internal global [64 x [64 x i32]] zeroinitializer, align 4
@C1 = internal global [64 x [64 x double]] zeroinitializer, align 8
@C2 = internal global [64 x [64 x double]] zeroinitializer, align 8
@C3 = internal global [64 x [64 x double]] zeroinitializer, align 8
@IC = internal global [64 x [64 x i32]] zeroinitializer, align 4
@.str = private unnamed_addr constant [52 x i8] c"sum=%.1f diff=%g isum=%lld c[5][7]=%g ic[63][0]=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"fib(%d)=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"det(hilbert5)=%.6e\0A\00", align 1
@__const.main.v = private unnamed_addr constant [4 x [4 x double]] [[4 x double] [double 2.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00], [4 x double] [double 1.000000e+00, double 3.000000e+00, double 0.000000e+00, double 0.000000e+00], [4 x double] [double 4.000000e+00, double 5.000000e+00, double 6.000000e+00, double 0.000000e+00], [4 x double] [double 7.000000e+00, double 8.000000e+00, double 9.000000e+00, double 1.000000e+01]], align 8
@.str.3 = private unnamed_addr constant [13 x i8] c"det(tri)=%g\0A\00", align 1
@__const.fib_mat.r = private unnamed_addr constant %struct.M2 { [2 x [2 x i64]] [[2 x i64] [i64 1, i64 0], [2 x i64] [i64 0, i64 1]] }, align 8
@__const.fib_mat.b = private unnamed_addr constant %struct.M2 { [2 x [2 x i64]] [[2 x i64] [i64 1, i64 1], [2 x i64] [i64 1, i64 0]] }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [5 x [5 x double]], align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [4 x [4 x double]], align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %14

14:                                               ; preds = %73, %0
  %15 = load i32, ptr %2, align 4
  %16 = icmp slt i32 %15, 64
  br i1 %16, label %17, label %76

17:                                               ; preds = %14
  store i32 0, ptr %3, align 4
  br label %18

18:                                               ; preds = %69, %17
  %19 = load i32, ptr %3, align 4
  %20 = icmp slt i32 %19, 64
  br i1 %20, label %21, label %72

21:                                               ; preds = %18
  %22 = load i32, ptr %2, align 4
  %23 = mul nsw i32 %22, 3
  %24 = load i32, ptr %3, align 4
  %25 = mul nsw i32 %24, 7
  %26 = add nsw i32 %23, %25
  %27 = srem i32 %26, 11
  %28 = sub nsw i32 %27, 5
  %29 = sitofp i32 %28 to double
  %30 = load i32, ptr %2, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %31
  %33 = load i32, ptr %3, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [64 x double], ptr %32, i64 0, i64 %34
  store double %29, ptr %35, align 8
  %36 = load i32, ptr %2, align 4
  %37 = load i32, ptr %3, align 4
  %38 = mul nsw i32 %36, %37
  %39 = srem i32 %38, 13
  %40 = sitofp i32 %39 to double
  %41 = fmul double %40, 5.000000e-01
  %42 = load i32, ptr %2, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %43
  %45 = load i32, ptr %3, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [64 x double], ptr %44, i64 0, i64 %46
  store double %41, ptr %47, align 8
  %48 = load i32, ptr %2, align 4
  %49 = load i32, ptr %3, align 4
  %50 = xor i32 %48, %49
  %51 = sub nsw i32 %50, 30
  %52 = load i32, ptr %2, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [64 x [64 x i32]], ptr @IA, i64 0, i64 %53
  %55 = load i32, ptr %3, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [64 x i32], ptr %54, i64 0, i64 %56
  store i32 %51, ptr %57, align 4
  %58 = load i32, ptr %2, align 4
  %59 = load i32, ptr %3, align 4
  %60 = mul nsw i32 2, %59
  %61 = add nsw i32 %58, %60
  %62 = srem i32 %61, 17
  %63 = load i32, ptr %2, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %64
  %66 = load i32, ptr %3, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [64 x i32], ptr %65, i64 0, i64 %67
  store i32 %62, ptr %68, align 4
  br label %69

69:                                               ; preds = %21
  %70 = load i32, ptr %3, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %3, align 4
  br label %18, !llvm.loop !6

72:                                               ; preds = %18
  br label %73

73:                                               ; preds = %72
  %74 = load i32, ptr %2, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %2, align 4
  br label %14, !llvm.loop !8

76:                                               ; preds = %14
  call void @mul_ijk()
  call void @mul_ikj()
  call void @mul_blocked()
  call void @imul()
  store double 0.000000e+00, ptr %4, align 8
  store double 0.000000e+00, ptr %5, align 8
  store i64 0, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %77

77:                                               ; preds = %150, %76
  %78 = load i32, ptr %7, align 4
  %79 = icmp slt i32 %78, 64
  br i1 %79, label %80, label %153

80:                                               ; preds = %77
  store i32 0, ptr %8, align 4
  br label %81

81:                                               ; preds = %146, %80
  %82 = load i32, ptr %8, align 4
  %83 = icmp slt i32 %82, 64
  br i1 %83, label %84, label %149

84:                                               ; preds = %81
  %85 = load i32, ptr %7, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [64 x [64 x double]], ptr @C1, i64 0, i64 %86
  %88 = load i32, ptr %8, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [64 x double], ptr %87, i64 0, i64 %89
  %91 = load double, ptr %90, align 8
  %92 = load i32, ptr %7, align 4
  %93 = add nsw i32 %92, 1
  %94 = sitofp i32 %93 to double
  %95 = load double, ptr %4, align 8
  %96 = call double @llvm.fmuladd.f64(double %91, double %94, double %95)
  store double %96, ptr %4, align 8
  %97 = load i32, ptr %7, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [64 x [64 x double]], ptr @C1, i64 0, i64 %98
  %100 = load i32, ptr %8, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [64 x double], ptr %99, i64 0, i64 %101
  %103 = load double, ptr %102, align 8
  %104 = load i32, ptr %7, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [64 x [64 x double]], ptr @C2, i64 0, i64 %105
  %107 = load i32, ptr %8, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [64 x double], ptr %106, i64 0, i64 %108
  %110 = load double, ptr %109, align 8
  %111 = fsub double %103, %110
  %112 = call double @llvm.fabs.f64(double %111)
  %113 = load i32, ptr %7, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [64 x [64 x double]], ptr @C1, i64 0, i64 %114
  %116 = load i32, ptr %8, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [64 x double], ptr %115, i64 0, i64 %117
  %119 = load double, ptr %118, align 8
  %120 = load i32, ptr %7, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %121
  %123 = load i32, ptr %8, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [64 x double], ptr %122, i64 0, i64 %124
  %126 = load double, ptr %125, align 8
  %127 = fsub double %119, %126
  %128 = call double @llvm.fabs.f64(double %127)
  %129 = fadd double %112, %128
  %130 = load double, ptr %5, align 8
  %131 = fadd double %130, %129
  store double %131, ptr %5, align 8
  %132 = load i32, ptr %7, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [64 x [64 x i32]], ptr @IC, i64 0, i64 %133
  %135 = load i32, ptr %8, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [64 x i32], ptr %134, i64 0, i64 %136
  %138 = load i32, ptr %137, align 4
  %139 = sext i32 %138 to i64
  %140 = load i32, ptr %8, align 4
  %141 = add nsw i32 %140, 1
  %142 = sext i32 %141 to i64
  %143 = mul nsw i64 %139, %142
  %144 = load i64, ptr %6, align 8
  %145 = add nsw i64 %144, %143
  store i64 %145, ptr %6, align 8
  br label %146

146:                                              ; preds = %84
  %147 = load i32, ptr %8, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %8, align 4
  br label %81, !llvm.loop !9

149:                                              ; preds = %81
  br label %150

150:                                              ; preds = %149
  %151 = load i32, ptr %7, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %7, align 4
  br label %77, !llvm.loop !10

153:                                              ; preds = %77
  %154 = load double, ptr %4, align 8
  %155 = load double, ptr %5, align 8
  %156 = load i64, ptr %6, align 8
  %157 = load double, ptr getelementptr inbounds ([64 x double], ptr getelementptr inbounds ([64 x [64 x double]], ptr @C1, i64 0, i64 5), i64 0, i64 7), align 8
  %158 = load i32, ptr getelementptr inbounds ([64 x [64 x i32]], ptr @IC, i64 0, i64 63), align 4
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %154, double noundef %155, i64 noundef %156, double noundef %157, i32 noundef %158)
  store i32 0, ptr %9, align 4
  br label %160

160:                                              ; preds = %168, %153
  %161 = load i32, ptr %9, align 4
  %162 = icmp sle i32 %161, 93
  br i1 %162, label %163, label %171

163:                                              ; preds = %160
  %164 = load i32, ptr %9, align 4
  %165 = load i32, ptr %9, align 4
  %166 = call i64 @fib_mat(i32 noundef %165)
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %164, i64 noundef %166)
  br label %168

168:                                              ; preds = %163
  %169 = load i32, ptr %9, align 4
  %170 = add nsw i32 %169, 31
  store i32 %170, ptr %9, align 4
  br label %160, !llvm.loop !11

171:                                              ; preds = %160
  store i32 0, ptr %11, align 4
  br label %172

172:                                              ; preds = %196, %171
  %173 = load i32, ptr %11, align 4
  %174 = icmp slt i32 %173, 5
  br i1 %174, label %175, label %199

175:                                              ; preds = %172
  store i32 0, ptr %12, align 4
  br label %176

176:                                              ; preds = %192, %175
  %177 = load i32, ptr %12, align 4
  %178 = icmp slt i32 %177, 5
  br i1 %178, label %179, label %195

179:                                              ; preds = %176
  %180 = load i32, ptr %11, align 4
  %181 = load i32, ptr %12, align 4
  %182 = add nsw i32 %180, %181
  %183 = add nsw i32 %182, 1
  %184 = sitofp i32 %183 to double
  %185 = fdiv double 1.000000e+00, %184
  %186 = load i32, ptr %11, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [5 x [5 x double]], ptr %10, i64 0, i64 %187
  %189 = load i32, ptr %12, align 4
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [5 x double], ptr %188, i64 0, i64 %190
  store double %185, ptr %191, align 8
  br label %192

192:                                              ; preds = %179
  %193 = load i32, ptr %12, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %12, align 4
  br label %176, !llvm.loop !12

195:                                              ; preds = %176
  br label %196

196:                                              ; preds = %195
  %197 = load i32, ptr %11, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %11, align 4
  br label %172, !llvm.loop !13

199:                                              ; preds = %172
  %200 = getelementptr inbounds [5 x [5 x double]], ptr %10, i64 0, i64 0
  %201 = call double @det(i32 noundef 5, ptr noundef %200)
  %202 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %201)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.main.v, i64 128, i1 false)
  %203 = getelementptr inbounds [4 x [4 x double]], ptr %13, i64 0, i64 0
  %204 = call double @det(i32 noundef 4, ptr noundef %203)
  %205 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %204)
  %206 = load i64, ptr %6, align 8
  %207 = and i64 %206, 127
  %208 = trunc i64 %207 to i32
  ret i32 %208
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul_ijk() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %5

5:                                                ; preds = %48, %0
  %6 = load i32, ptr %1, align 4
  %7 = icmp slt i32 %6, 64
  br i1 %7, label %8, label %51

8:                                                ; preds = %5
  store i32 0, ptr %2, align 4
  br label %9

9:                                                ; preds = %44, %8
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %10, 64
  br i1 %11, label %12, label %47

12:                                               ; preds = %9
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %13

13:                                               ; preds = %33, %12
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %14, 64
  br i1 %15, label %16, label %36

16:                                               ; preds = %13
  %17 = load i32, ptr %1, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %18
  %20 = load i32, ptr %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [64 x double], ptr %19, i64 0, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load i32, ptr %4, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %25
  %27 = load i32, ptr %2, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [64 x double], ptr %26, i64 0, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = load double, ptr %3, align 8
  %32 = call double @llvm.fmuladd.f64(double %23, double %30, double %31)
  store double %32, ptr %3, align 8
  br label %33

33:                                               ; preds = %16
  %34 = load i32, ptr %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %4, align 4
  br label %13, !llvm.loop !14

36:                                               ; preds = %13
  %37 = load double, ptr %3, align 8
  %38 = load i32, ptr %1, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [64 x [64 x double]], ptr @C1, i64 0, i64 %39
  %41 = load i32, ptr %2, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [64 x double], ptr %40, i64 0, i64 %42
  store double %37, ptr %43, align 8
  br label %44

44:                                               ; preds = %36
  %45 = load i32, ptr %2, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %2, align 4
  br label %9, !llvm.loop !15

47:                                               ; preds = %9
  br label %48

48:                                               ; preds = %47
  %49 = load i32, ptr %1, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %1, align 4
  br label %5, !llvm.loop !16

51:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul_ikj() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %6

6:                                                ; preds = %63, %0
  %7 = load i32, ptr %1, align 4
  %8 = icmp slt i32 %7, 64
  br i1 %8, label %9, label %66

9:                                                ; preds = %6
  store i32 0, ptr %2, align 4
  br label %10

10:                                               ; preds = %20, %9
  %11 = load i32, ptr %2, align 4
  %12 = icmp slt i32 %11, 64
  br i1 %12, label %13, label %23

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [64 x [64 x double]], ptr @C2, i64 0, i64 %15
  %17 = load i32, ptr %2, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [64 x double], ptr %16, i64 0, i64 %18
  store double 0.000000e+00, ptr %19, align 8
  br label %20

20:                                               ; preds = %13
  %21 = load i32, ptr %2, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %2, align 4
  br label %10, !llvm.loop !17

23:                                               ; preds = %10
  store i32 0, ptr %3, align 4
  br label %24

24:                                               ; preds = %59, %23
  %25 = load i32, ptr %3, align 4
  %26 = icmp slt i32 %25, 64
  br i1 %26, label %27, label %62

27:                                               ; preds = %24
  %28 = load i32, ptr %1, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %29
  %31 = load i32, ptr %3, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [64 x double], ptr %30, i64 0, i64 %32
  %34 = load double, ptr %33, align 8
  store double %34, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %35

35:                                               ; preds = %55, %27
  %36 = load i32, ptr %5, align 4
  %37 = icmp slt i32 %36, 64
  br i1 %37, label %38, label %58

38:                                               ; preds = %35
  %39 = load double, ptr %4, align 8
  %40 = load i32, ptr %3, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %41
  %43 = load i32, ptr %5, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [64 x double], ptr %42, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = load i32, ptr %1, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [64 x [64 x double]], ptr @C2, i64 0, i64 %48
  %50 = load i32, ptr %5, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [64 x double], ptr %49, i64 0, i64 %51
  %53 = load double, ptr %52, align 8
  %54 = call double @llvm.fmuladd.f64(double %39, double %46, double %53)
  store double %54, ptr %52, align 8
  br label %55

55:                                               ; preds = %38
  %56 = load i32, ptr %5, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %5, align 4
  br label %35, !llvm.loop !18

58:                                               ; preds = %35
  br label %59

59:                                               ; preds = %58
  %60 = load i32, ptr %3, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %3, align 4
  br label %24, !llvm.loop !19

62:                                               ; preds = %24
  br label %63

63:                                               ; preds = %62
  %64 = load i32, ptr %1, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %1, align 4
  br label %6, !llvm.loop !20

66:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul_blocked() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %10

10:                                               ; preds = %28, %0
  %11 = load i32, ptr %1, align 4
  %12 = icmp slt i32 %11, 64
  br i1 %12, label %13, label %31

13:                                               ; preds = %10
  store i32 0, ptr %2, align 4
  br label %14

14:                                               ; preds = %24, %13
  %15 = load i32, ptr %2, align 4
  %16 = icmp slt i32 %15, 64
  br i1 %16, label %17, label %27

17:                                               ; preds = %14
  %18 = load i32, ptr %1, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %19
  %21 = load i32, ptr %2, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [64 x double], ptr %20, i64 0, i64 %22
  store double 0.000000e+00, ptr %23, align 8
  br label %24

24:                                               ; preds = %17
  %25 = load i32, ptr %2, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %2, align 4
  br label %14, !llvm.loop !21

27:                                               ; preds = %14
  br label %28

28:                                               ; preds = %27
  %29 = load i32, ptr %1, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %1, align 4
  br label %10, !llvm.loop !22

31:                                               ; preds = %10
  store i32 0, ptr %3, align 4
  br label %32

32:                                               ; preds = %108, %31
  %33 = load i32, ptr %3, align 4
  %34 = icmp slt i32 %33, 64
  br i1 %34, label %35, label %111

35:                                               ; preds = %32
  store i32 0, ptr %4, align 4
  br label %36

36:                                               ; preds = %104, %35
  %37 = load i32, ptr %4, align 4
  %38 = icmp slt i32 %37, 64
  br i1 %38, label %39, label %107

39:                                               ; preds = %36
  store i32 0, ptr %5, align 4
  br label %40

40:                                               ; preds = %100, %39
  %41 = load i32, ptr %5, align 4
  %42 = icmp slt i32 %41, 64
  br i1 %42, label %43, label %103

43:                                               ; preds = %40
  %44 = load i32, ptr %3, align 4
  store i32 %44, ptr %6, align 4
  br label %45

45:                                               ; preds = %96, %43
  %46 = load i32, ptr %6, align 4
  %47 = load i32, ptr %3, align 4
  %48 = add nsw i32 %47, 16
  %49 = icmp slt i32 %46, %48
  br i1 %49, label %50, label %99

50:                                               ; preds = %45
  %51 = load i32, ptr %4, align 4
  store i32 %51, ptr %7, align 4
  br label %52

52:                                               ; preds = %92, %50
  %53 = load i32, ptr %7, align 4
  %54 = load i32, ptr %4, align 4
  %55 = add nsw i32 %54, 16
  %56 = icmp slt i32 %53, %55
  br i1 %56, label %57, label %95

57:                                               ; preds = %52
  %58 = load i32, ptr %6, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %59
  %61 = load i32, ptr %7, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [64 x double], ptr %60, i64 0, i64 %62
  %64 = load double, ptr %63, align 8
  store double %64, ptr %8, align 8
  %65 = load i32, ptr %5, align 4
  store i32 %65, ptr %9, align 4
  br label %66

66:                                               ; preds = %88, %57
  %67 = load i32, ptr %9, align 4
  %68 = load i32, ptr %5, align 4
  %69 = add nsw i32 %68, 16
  %70 = icmp slt i32 %67, %69
  br i1 %70, label %71, label %91

71:                                               ; preds = %66
  %72 = load double, ptr %8, align 8
  %73 = load i32, ptr %7, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %74
  %76 = load i32, ptr %9, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [64 x double], ptr %75, i64 0, i64 %77
  %79 = load double, ptr %78, align 8
  %80 = load i32, ptr %6, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %81
  %83 = load i32, ptr %9, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [64 x double], ptr %82, i64 0, i64 %84
  %86 = load double, ptr %85, align 8
  %87 = call double @llvm.fmuladd.f64(double %72, double %79, double %86)
  store double %87, ptr %85, align 8
  br label %88

88:                                               ; preds = %71
  %89 = load i32, ptr %9, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %9, align 4
  br label %66, !llvm.loop !23

91:                                               ; preds = %66
  br label %92

92:                                               ; preds = %91
  %93 = load i32, ptr %7, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %7, align 4
  br label %52, !llvm.loop !24

95:                                               ; preds = %52
  br label %96

96:                                               ; preds = %95
  %97 = load i32, ptr %6, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %6, align 4
  br label %45, !llvm.loop !25

99:                                               ; preds = %45
  br label %100

100:                                              ; preds = %99
  %101 = load i32, ptr %5, align 4
  %102 = add nsw i32 %101, 16
  store i32 %102, ptr %5, align 4
  br label %40, !llvm.loop !26

103:                                              ; preds = %40
  br label %104

104:                                              ; preds = %103
  %105 = load i32, ptr %4, align 4
  %106 = add nsw i32 %105, 16
  store i32 %106, ptr %4, align 4
  br label %36, !llvm.loop !27

107:                                              ; preds = %36
  br label %108

108:                                              ; preds = %107
  %109 = load i32, ptr %3, align 4
  %110 = add nsw i32 %109, 16
  store i32 %110, ptr %3, align 4
  br label %32, !llvm.loop !28

111:                                              ; preds = %32
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @imul() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %5

5:                                                ; preds = %49, %0
  %6 = load i32, ptr %1, align 4
  %7 = icmp slt i32 %6, 64
  br i1 %7, label %8, label %52

8:                                                ; preds = %5
  store i32 0, ptr %2, align 4
  br label %9

9:                                                ; preds = %45, %8
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %10, 64
  br i1 %11, label %12, label %48

12:                                               ; preds = %9
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %13

13:                                               ; preds = %34, %12
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %14, 64
  br i1 %15, label %16, label %37

16:                                               ; preds = %13
  %17 = load i32, ptr %1, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [64 x [64 x i32]], ptr @IA, i64 0, i64 %18
  %20 = load i32, ptr %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [64 x i32], ptr %19, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = load i32, ptr %4, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %25
  %27 = load i32, ptr %2, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [64 x i32], ptr %26, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = mul nsw i32 %23, %30
  %32 = load i32, ptr %3, align 4
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr %3, align 4
  br label %34

34:                                               ; preds = %16
  %35 = load i32, ptr %4, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %4, align 4
  br label %13, !llvm.loop !29

37:                                               ; preds = %13
  %38 = load i32, ptr %3, align 4
  %39 = load i32, ptr %1, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [64 x [64 x i32]], ptr @IC, i64 0, i64 %40
  %42 = load i32, ptr %2, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [64 x i32], ptr %41, i64 0, i64 %43
  store i32 %38, ptr %44, align 4
  br label %45

45:                                               ; preds = %37
  %46 = load i32, ptr %2, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %2, align 4
  br label %9, !llvm.loop !30

48:                                               ; preds = %9
  br label %49

49:                                               ; preds = %48
  %50 = load i32, ptr %1, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %1, align 4
  br label %5, !llvm.loop !31

52:                                               ; preds = %5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fib_mat(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.M2, align 8
  %4 = alloca %struct.M2, align 8
  %5 = alloca %struct.M2, align 8
  %6 = alloca %struct.M2, align 8
  %7 = alloca %struct.M2, align 8
  %8 = alloca %struct.M2, align 8
  %9 = alloca %struct.M2, align 8
  %10 = alloca %struct.M2, align 8
  store i32 %0, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.fib_mat.r, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.fib_mat.b, i64 32, i1 false)
  br label %11

11:                                               ; preds = %19, %1
  %12 = load i32, ptr %2, align 4
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %22

14:                                               ; preds = %11
  %15 = load i32, ptr %2, align 4
  %16 = and i32 %15, 1
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %3, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %4, i64 32, i1 false)
  call void @m2mul(ptr dead_on_unwind writable sret(%struct.M2) align 8 %5, ptr noundef %6, ptr noundef %7)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %5, i64 32, i1 false)
  br label %19

19:                                               ; preds = %18, %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %4, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %4, i64 32, i1 false)
  call void @m2mul(ptr dead_on_unwind writable sret(%struct.M2) align 8 %8, ptr noundef %9, ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %8, i64 32, i1 false)
  %20 = load i32, ptr %2, align 4
  %21 = ashr i32 %20, 1
  store i32 %21, ptr %2, align 4
  br label %11, !llvm.loop !32

22:                                               ; preds = %11
  %23 = getelementptr inbounds %struct.M2, ptr %3, i32 0, i32 0
  %24 = getelementptr inbounds [2 x [2 x i64]], ptr %23, i64 0, i64 0
  %25 = getelementptr inbounds [2 x i64], ptr %24, i64 0, i64 1
  %26 = load i64, ptr %25, align 8
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @det(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %15 = load i32, ptr %4, align 4
  %16 = zext i32 %15 to i64
  %17 = load i32, ptr %4, align 4
  %18 = zext i32 %17 to i64
  store double 1.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %19

19:                                               ; preds = %195, %2
  %20 = load i32, ptr %7, align 4
  %21 = load i32, ptr %4, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %198

23:                                               ; preds = %19
  %24 = load i32, ptr %7, align 4
  store i32 %24, ptr %8, align 4
  %25 = load i32, ptr %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %9, align 4
  br label %27

27:                                               ; preds = %56, %23
  %28 = load i32, ptr %9, align 4
  %29 = load i32, ptr %4, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %59

31:                                               ; preds = %27
  %32 = load ptr, ptr %5, align 8
  %33 = load i32, ptr %9, align 4
  %34 = sext i32 %33 to i64
  %35 = mul nsw i64 %34, %18
  %36 = getelementptr inbounds double, ptr %32, i64 %35
  %37 = load i32, ptr %7, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %36, i64 %38
  %40 = load double, ptr %39, align 8
  %41 = call double @llvm.fabs.f64(double %40)
  %42 = load ptr, ptr %5, align 8
  %43 = load i32, ptr %8, align 4
  %44 = sext i32 %43 to i64
  %45 = mul nsw i64 %44, %18
  %46 = getelementptr inbounds double, ptr %42, i64 %45
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds double, ptr %46, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = call double @llvm.fabs.f64(double %50)
  %52 = fcmp ogt double %41, %51
  br i1 %52, label %53, label %55

53:                                               ; preds = %31
  %54 = load i32, ptr %9, align 4
  store i32 %54, ptr %8, align 4
  br label %55

55:                                               ; preds = %53, %31
  br label %56

56:                                               ; preds = %55
  %57 = load i32, ptr %9, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %9, align 4
  br label %27, !llvm.loop !33

59:                                               ; preds = %27
  %60 = load ptr, ptr %5, align 8
  %61 = load i32, ptr %8, align 4
  %62 = sext i32 %61 to i64
  %63 = mul nsw i64 %62, %18
  %64 = getelementptr inbounds double, ptr %60, i64 %63
  %65 = load i32, ptr %7, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %64, i64 %66
  %68 = load double, ptr %67, align 8
  %69 = fcmp oeq double %68, 0.000000e+00
  br i1 %69, label %70, label %71

70:                                               ; preds = %59
  store double 0.000000e+00, ptr %3, align 8
  br label %200

71:                                               ; preds = %59
  %72 = load i32, ptr %8, align 4
  %73 = load i32, ptr %7, align 4
  %74 = icmp ne i32 %72, %73
  br i1 %74, label %75, label %122

75:                                               ; preds = %71
  store i32 0, ptr %10, align 4
  br label %76

76:                                               ; preds = %116, %75
  %77 = load i32, ptr %10, align 4
  %78 = load i32, ptr %4, align 4
  %79 = icmp slt i32 %77, %78
  br i1 %79, label %80, label %119

80:                                               ; preds = %76
  %81 = load ptr, ptr %5, align 8
  %82 = load i32, ptr %7, align 4
  %83 = sext i32 %82 to i64
  %84 = mul nsw i64 %83, %18
  %85 = getelementptr inbounds double, ptr %81, i64 %84
  %86 = load i32, ptr %10, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds double, ptr %85, i64 %87
  %89 = load double, ptr %88, align 8
  store double %89, ptr %11, align 8
  %90 = load ptr, ptr %5, align 8
  %91 = load i32, ptr %8, align 4
  %92 = sext i32 %91 to i64
  %93 = mul nsw i64 %92, %18
  %94 = getelementptr inbounds double, ptr %90, i64 %93
  %95 = load i32, ptr %10, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds double, ptr %94, i64 %96
  %98 = load double, ptr %97, align 8
  %99 = load ptr, ptr %5, align 8
  %100 = load i32, ptr %7, align 4
  %101 = sext i32 %100 to i64
  %102 = mul nsw i64 %101, %18
  %103 = getelementptr inbounds double, ptr %99, i64 %102
  %104 = load i32, ptr %10, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds double, ptr %103, i64 %105
  store double %98, ptr %106, align 8
  %107 = load double, ptr %11, align 8
  %108 = load ptr, ptr %5, align 8
  %109 = load i32, ptr %8, align 4
  %110 = sext i32 %109 to i64
  %111 = mul nsw i64 %110, %18
  %112 = getelementptr inbounds double, ptr %108, i64 %111
  %113 = load i32, ptr %10, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds double, ptr %112, i64 %114
  store double %107, ptr %115, align 8
  br label %116

116:                                              ; preds = %80
  %117 = load i32, ptr %10, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %10, align 4
  br label %76, !llvm.loop !34

119:                                              ; preds = %76
  %120 = load double, ptr %6, align 8
  %121 = fneg double %120
  store double %121, ptr %6, align 8
  br label %122

122:                                              ; preds = %119, %71
  %123 = load ptr, ptr %5, align 8
  %124 = load i32, ptr %7, align 4
  %125 = sext i32 %124 to i64
  %126 = mul nsw i64 %125, %18
  %127 = getelementptr inbounds double, ptr %123, i64 %126
  %128 = load i32, ptr %7, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds double, ptr %127, i64 %129
  %131 = load double, ptr %130, align 8
  %132 = load double, ptr %6, align 8
  %133 = fmul double %132, %131
  store double %133, ptr %6, align 8
  %134 = load i32, ptr %7, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %12, align 4
  br label %136

136:                                              ; preds = %191, %122
  %137 = load i32, ptr %12, align 4
  %138 = load i32, ptr %4, align 4
  %139 = icmp slt i32 %137, %138
  br i1 %139, label %140, label %194

140:                                              ; preds = %136
  %141 = load ptr, ptr %5, align 8
  %142 = load i32, ptr %12, align 4
  %143 = sext i32 %142 to i64
  %144 = mul nsw i64 %143, %18
  %145 = getelementptr inbounds double, ptr %141, i64 %144
  %146 = load i32, ptr %7, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds double, ptr %145, i64 %147
  %149 = load double, ptr %148, align 8
  %150 = load ptr, ptr %5, align 8
  %151 = load i32, ptr %7, align 4
  %152 = sext i32 %151 to i64
  %153 = mul nsw i64 %152, %18
  %154 = getelementptr inbounds double, ptr %150, i64 %153
  %155 = load i32, ptr %7, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds double, ptr %154, i64 %156
  %158 = load double, ptr %157, align 8
  %159 = fdiv double %149, %158
  store double %159, ptr %13, align 8
  %160 = load i32, ptr %7, align 4
  store i32 %160, ptr %14, align 4
  br label %161

161:                                              ; preds = %187, %140
  %162 = load i32, ptr %14, align 4
  %163 = load i32, ptr %4, align 4
  %164 = icmp slt i32 %162, %163
  br i1 %164, label %165, label %190

165:                                              ; preds = %161
  %166 = load double, ptr %13, align 8
  %167 = load ptr, ptr %5, align 8
  %168 = load i32, ptr %7, align 4
  %169 = sext i32 %168 to i64
  %170 = mul nsw i64 %169, %18
  %171 = getelementptr inbounds double, ptr %167, i64 %170
  %172 = load i32, ptr %14, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds double, ptr %171, i64 %173
  %175 = load double, ptr %174, align 8
  %176 = load ptr, ptr %5, align 8
  %177 = load i32, ptr %12, align 4
  %178 = sext i32 %177 to i64
  %179 = mul nsw i64 %178, %18
  %180 = getelementptr inbounds double, ptr %176, i64 %179
  %181 = load i32, ptr %14, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds double, ptr %180, i64 %182
  %184 = load double, ptr %183, align 8
  %185 = fneg double %166
  %186 = call double @llvm.fmuladd.f64(double %185, double %175, double %184)
  store double %186, ptr %183, align 8
  br label %187

187:                                              ; preds = %165
  %188 = load i32, ptr %14, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %14, align 4
  br label %161, !llvm.loop !35

190:                                              ; preds = %161
  br label %191

191:                                              ; preds = %190
  %192 = load i32, ptr %12, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr %12, align 4
  br label %136, !llvm.loop !36

194:                                              ; preds = %136
  br label %195

195:                                              ; preds = %194
  %196 = load i32, ptr %7, align 4
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr %7, align 4
  br label %19, !llvm.loop !37

198:                                              ; preds = %19
  %199 = load double, ptr %6, align 8
  store double %199, ptr %3, align 8
  br label %200

200:                                              ; preds = %198, %70
  %201 = load double, ptr %3, align 8
  ret double %201
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @m2mul(ptr dead_on_unwind noalias writable sret(%struct.M2) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %54, %3
  %9 = load i32, ptr %6, align 4
  %10 = icmp slt i32 %9, 2
  br i1 %10, label %11, label %57

11:                                               ; preds = %8
  store i32 0, ptr %7, align 4
  br label %12

12:                                               ; preds = %50, %11
  %13 = load i32, ptr %7, align 4
  %14 = icmp slt i32 %13, 2
  br i1 %14, label %15, label %53

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.M2, ptr %1, i32 0, i32 0
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [2 x [2 x i64]], ptr %16, i64 0, i64 %18
  %20 = getelementptr inbounds [2 x i64], ptr %19, i64 0, i64 0
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr inbounds %struct.M2, ptr %2, i32 0, i32 0
  %23 = getelementptr inbounds [2 x [2 x i64]], ptr %22, i64 0, i64 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [2 x i64], ptr %23, i64 0, i64 %25
  %27 = load i64, ptr %26, align 8
  %28 = mul i64 %21, %27
  %29 = getelementptr inbounds %struct.M2, ptr %1, i32 0, i32 0
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [2 x [2 x i64]], ptr %29, i64 0, i64 %31
  %33 = getelementptr inbounds [2 x i64], ptr %32, i64 0, i64 1
  %34 = load i64, ptr %33, align 8
  %35 = getelementptr inbounds %struct.M2, ptr %2, i32 0, i32 0
  %36 = getelementptr inbounds [2 x [2 x i64]], ptr %35, i64 0, i64 1
  %37 = load i32, ptr %7, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [2 x i64], ptr %36, i64 0, i64 %38
  %40 = load i64, ptr %39, align 8
  %41 = mul i64 %34, %40
  %42 = add i64 %28, %41
  %43 = getelementptr inbounds %struct.M2, ptr %0, i32 0, i32 0
  %44 = load i32, ptr %6, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [2 x [2 x i64]], ptr %43, i64 0, i64 %45
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [2 x i64], ptr %46, i64 0, i64 %48
  store i64 %42, ptr %49, align 8
  br label %50

50:                                               ; preds = %15
  %51 = load i32, ptr %7, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %7, align 4
  br label %12, !llvm.loop !38

53:                                               ; preds = %12
  br label %54

54:                                               ; preds = %53
  %55 = load i32, ptr %6, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %6, align 4
  br label %8, !llvm.loop !39

57:                                               ; preds = %8
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
!37 = distinct !{!37, !7}
!38 = distinct !{!38, !7}
!39 = distinct !{!39, !7}
