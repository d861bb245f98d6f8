; ModuleID = 'programs/lu_decomposition_solve.c'
source_filename = "programs/lu_decomposition_solve.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.a = internal global [40 x [40 x double]] zeroinitializer, align 8
@main.orig = internal global [40 x [40 x double]] zeroinitializer, align 8
@.str = private unnamed_addr constant [55 x i8] c"x[0]=%a x[39]=%a residual^2=%a log2|det|~%.3f sign=%d\0A\00", align 1
@__const.main.s5 = private unnamed_addr constant <{ <{ double, double, double, double, double, [35 x double] }>, <{ double, double, double, double, [36 x double] }>, <{ double, double, double, double, double, [35 x double] }>, <{ double, double, double, double, double, [35 x double] }>, <{ double, double, double, double, double, [35 x double] }>, [35 x [40 x double]] }> <{ <{ double, double, double, double, double, [35 x double] }> <{ double 2.000000e+00, double 1.000000e+00, double -1.000000e+00, double 0.000000e+00, double 3.000000e+00, [35 x double] zeroinitializer }>, <{ double, double, double, double, [36 x double] }> <{ double 1.000000e+00, double 3.000000e+00, double 2.000000e+00, double -2.000000e+00, [36 x double] zeroinitializer }>, <{ double, double, double, double, double, [35 x double] }> <{ double 0.000000e+00, double 1.000000e+00, double 4.000000e+00, double 1.000000e+00, double -1.000000e+00, [35 x double] zeroinitializer }>, <{ double, double, double, double, double, [35 x double] }> <{ double -1.000000e+00, double 0.000000e+00, double 1.000000e+00, double 5.000000e+00, double 2.000000e+00, [35 x double] zeroinitializer }>, <{ double, double, double, double, double, [35 x double] }> <{ double 3.000000e+00, double -2.000000e+00, double 0.000000e+00, double 1.000000e+00, double 6.000000e+00, [35 x double] zeroinitializer }>, [35 x [40 x double]] zeroinitializer }>, align 8
@.str.1 = private unnamed_addr constant [45 x i8] c"5x5: %.12f %.12f %.12f %.12f %.12f det=%.9f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [40 x double], align 8
  %3 = alloca [40 x double], align 8
  %4 = alloca [40 x i32], align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca [40 x [40 x double]], align 8
  %18 = alloca [5 x double], align 8
  %19 = alloca [5 x double], align 8
  %20 = alloca [5 x double], align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca double, align 8
  %24 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 1, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %25

25:                                               ; preds = %77, %0
  %26 = load i32, ptr %7, align 4
  %27 = icmp slt i32 %26, 40
  br i1 %27, label %28, label %80

28:                                               ; preds = %25
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %29

29:                                               ; preds = %58, %28
  %30 = load i32, ptr %9, align 4
  %31 = icmp slt i32 %30, 40
  br i1 %31, label %32, label %61

32:                                               ; preds = %29
  %33 = load i32, ptr %6, align 4
  %34 = mul i32 %33, 1103515245
  %35 = add i32 %34, 12345
  store i32 %35, ptr %6, align 4
  %36 = load i32, ptr %6, align 4
  %37 = lshr i32 %36, 8
  %38 = urem i32 %37, 2000
  %39 = uitofp i32 %38 to double
  %40 = fdiv double %39, 1.000000e+03
  %41 = fsub double %40, 1.000000e+00
  %42 = load i32, ptr %7, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [40 x [40 x double]], ptr @main.a, i64 0, i64 %43
  %45 = load i32, ptr %9, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [40 x double], ptr %44, i64 0, i64 %46
  store double %41, ptr %47, align 8
  %48 = load i32, ptr %7, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [40 x [40 x double]], ptr @main.a, i64 0, i64 %49
  %51 = load i32, ptr %9, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [40 x double], ptr %50, i64 0, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = call double @llvm.fabs.f64(double %54)
  %56 = load double, ptr %8, align 8
  %57 = fadd double %56, %55
  store double %57, ptr %8, align 8
  br label %58

58:                                               ; preds = %32
  %59 = load i32, ptr %9, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %9, align 4
  br label %29, !llvm.loop !6

61:                                               ; preds = %29
  %62 = load double, ptr %8, align 8
  %63 = fadd double %62, 1.000000e+00
  %64 = load i32, ptr %7, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [40 x [40 x double]], ptr @main.a, i64 0, i64 %65
  %67 = load i32, ptr %7, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [40 x double], ptr %66, i64 0, i64 %68
  store double %63, ptr %69, align 8
  %70 = load i32, ptr %7, align 4
  %71 = srem i32 %70, 5
  %72 = sitofp i32 %71 to double
  %73 = fsub double %72, 2.000000e+00
  %74 = load i32, ptr %7, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 %75
  store double %73, ptr %76, align 8
  br label %77

77:                                               ; preds = %61
  %78 = load i32, ptr %7, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %7, align 4
  br label %25, !llvm.loop !8

80:                                               ; preds = %25
  store i32 0, ptr %10, align 4
  br label %81

81:                                               ; preds = %106, %80
  %82 = load i32, ptr %10, align 4
  %83 = icmp slt i32 %82, 40
  br i1 %83, label %84, label %109

84:                                               ; preds = %81
  store i32 0, ptr %11, align 4
  br label %85

85:                                               ; preds = %102, %84
  %86 = load i32, ptr %11, align 4
  %87 = icmp slt i32 %86, 40
  br i1 %87, label %88, label %105

88:                                               ; preds = %85
  %89 = load i32, ptr %10, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [40 x [40 x double]], ptr @main.a, i64 0, i64 %90
  %92 = load i32, ptr %11, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [40 x double], ptr %91, i64 0, i64 %93
  %95 = load double, ptr %94, align 8
  %96 = load i32, ptr %10, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [40 x [40 x double]], ptr @main.orig, i64 0, i64 %97
  %99 = load i32, ptr %11, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [40 x double], ptr %98, i64 0, i64 %100
  store double %95, ptr %101, align 8
  br label %102

102:                                              ; preds = %88
  %103 = load i32, ptr %11, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %11, align 4
  br label %85, !llvm.loop !9

105:                                              ; preds = %85
  br label %106

106:                                              ; preds = %105
  %107 = load i32, ptr %10, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %10, align 4
  br label %81, !llvm.loop !10

109:                                              ; preds = %81
  %110 = getelementptr inbounds [40 x i32], ptr %4, i64 0, i64 0
  %111 = call i32 @lu(ptr noundef @main.a, i32 noundef 40, ptr noundef %110, ptr noundef %5)
  %112 = getelementptr inbounds [40 x i32], ptr %4, i64 0, i64 0
  %113 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 0
  %114 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  call void @solve(ptr noundef @main.a, i32 noundef 40, ptr noundef %112, ptr noundef %113, ptr noundef %114)
  store double 0.000000e+00, ptr %12, align 8
  store double 0.000000e+00, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %115

115:                                              ; preds = %162, %109
  %116 = load i32, ptr %14, align 4
  %117 = icmp slt i32 %116, 40
  br i1 %117, label %118, label %165

118:                                              ; preds = %115
  %119 = load i32, ptr %14, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 %120
  %122 = load double, ptr %121, align 8
  %123 = fneg double %122
  store double %123, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %124

124:                                              ; preds = %142, %118
  %125 = load i32, ptr %16, align 4
  %126 = icmp slt i32 %125, 40
  br i1 %126, label %127, label %145

127:                                              ; preds = %124
  %128 = load i32, ptr %14, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [40 x [40 x double]], ptr @main.orig, i64 0, i64 %129
  %131 = load i32, ptr %16, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [40 x double], ptr %130, i64 0, i64 %132
  %134 = load double, ptr %133, align 8
  %135 = load i32, ptr %16, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 %136
  %138 = load double, ptr %137, align 8
  %139 = fmul double %134, %138
  %140 = load double, ptr %15, align 8
  %141 = fadd double %140, %139
  store double %141, ptr %15, align 8
  br label %142

142:                                              ; preds = %127
  %143 = load i32, ptr %16, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %16, align 4
  br label %124, !llvm.loop !11

145:                                              ; preds = %124
  %146 = load double, ptr %15, align 8
  %147 = load double, ptr %15, align 8
  %148 = fmul double %146, %147
  %149 = load double, ptr %12, align 8
  %150 = fadd double %149, %148
  store double %150, ptr %12, align 8
  %151 = load i32, ptr %14, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [40 x [40 x double]], ptr @main.a, i64 0, i64 %152
  %154 = load i32, ptr %14, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [40 x double], ptr %153, i64 0, i64 %155
  %157 = load double, ptr %156, align 8
  %158 = call double @llvm.fabs.f64(double %157)
  %159 = call double @log2(double noundef %158) #6
  %160 = load double, ptr %13, align 8
  %161 = fadd double %160, %159
  store double %161, ptr %13, align 8
  br label %162

162:                                              ; preds = %145
  %163 = load i32, ptr %14, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %14, align 4
  br label %115, !llvm.loop !12

165:                                              ; preds = %115
  %166 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %167 = load double, ptr %166, align 8
  %168 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 39
  %169 = load double, ptr %168, align 8
  %170 = load double, ptr %12, align 8
  %171 = load double, ptr %13, align 8
  %172 = load i32, ptr %5, align 4
  %173 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %167, double noundef %169, double noundef %170, double noundef %171, i32 noundef %172)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 @__const.main.s5, i64 12800, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %18, i8 0, i64 40, i1 false)
  %174 = getelementptr inbounds [5 x double], ptr %18, i32 0, i32 0
  store double 1.000000e+00, ptr %174, align 8
  %175 = getelementptr inbounds [5 x double], ptr %18, i32 0, i32 1
  store double -2.000000e+00, ptr %175, align 8
  %176 = getelementptr inbounds [5 x double], ptr %18, i32 0, i32 2
  store double 3.000000e+00, ptr %176, align 8
  %177 = getelementptr inbounds [5 x double], ptr %18, i32 0, i32 3
  store double 5.000000e-01, ptr %177, align 8
  %178 = getelementptr inbounds [5 x double], ptr %18, i32 0, i32 4
  store double -2.500000e-01, ptr %178, align 8
  store i32 0, ptr %21, align 4
  br label %179

179:                                              ; preds = %211, %165
  %180 = load i32, ptr %21, align 4
  %181 = icmp slt i32 %180, 5
  br i1 %181, label %182, label %214

182:                                              ; preds = %179
  %183 = load i32, ptr %21, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [5 x double], ptr %19, i64 0, i64 %184
  store double 0.000000e+00, ptr %185, align 8
  store i32 0, ptr %22, align 4
  br label %186

186:                                              ; preds = %207, %182
  %187 = load i32, ptr %22, align 4
  %188 = icmp slt i32 %187, 5
  br i1 %188, label %189, label %210

189:                                              ; preds = %186
  %190 = load i32, ptr %21, align 4
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [40 x [40 x double]], ptr %17, i64 0, i64 %191
  %193 = load i32, ptr %22, align 4
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds [40 x double], ptr %192, i64 0, i64 %194
  %196 = load double, ptr %195, align 8
  %197 = load i32, ptr %22, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [5 x double], ptr %18, i64 0, i64 %198
  %200 = load double, ptr %199, align 8
  %201 = fmul double %196, %200
  %202 = load i32, ptr %21, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [5 x double], ptr %19, i64 0, i64 %203
  %205 = load double, ptr %204, align 8
  %206 = fadd double %205, %201
  store double %206, ptr %204, align 8
  br label %207

207:                                              ; preds = %189
  %208 = load i32, ptr %22, align 4
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr %22, align 4
  br label %186, !llvm.loop !13

210:                                              ; preds = %186
  br label %211

211:                                              ; preds = %210
  %212 = load i32, ptr %21, align 4
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %21, align 4
  br label %179, !llvm.loop !14

214:                                              ; preds = %179
  %215 = getelementptr inbounds [40 x [40 x double]], ptr %17, i64 0, i64 0
  %216 = getelementptr inbounds [40 x i32], ptr %4, i64 0, i64 0
  %217 = call i32 @lu(ptr noundef %215, i32 noundef 5, ptr noundef %216, ptr noundef %5)
  %218 = getelementptr inbounds [40 x [40 x double]], ptr %17, i64 0, i64 0
  %219 = getelementptr inbounds [40 x i32], ptr %4, i64 0, i64 0
  %220 = getelementptr inbounds [5 x double], ptr %19, i64 0, i64 0
  %221 = getelementptr inbounds [5 x double], ptr %20, i64 0, i64 0
  call void @solve(ptr noundef %218, i32 noundef 5, ptr noundef %219, ptr noundef %220, ptr noundef %221)
  %222 = load i32, ptr %5, align 4
  %223 = sitofp i32 %222 to double
  store double %223, ptr %23, align 8
  store i32 0, ptr %24, align 4
  br label %224

224:                                              ; preds = %237, %214
  %225 = load i32, ptr %24, align 4
  %226 = icmp slt i32 %225, 5
  br i1 %226, label %227, label %240

227:                                              ; preds = %224
  %228 = load i32, ptr %24, align 4
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds [40 x [40 x double]], ptr %17, i64 0, i64 %229
  %231 = load i32, ptr %24, align 4
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [40 x double], ptr %230, i64 0, i64 %232
  %234 = load double, ptr %233, align 8
  %235 = load double, ptr %23, align 8
  %236 = fmul double %235, %234
  store double %236, ptr %23, align 8
  br label %237

237:                                              ; preds = %227
  %238 = load i32, ptr %24, align 4
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr %24, align 4
  br label %224, !llvm.loop !15

240:                                              ; preds = %224
  %241 = getelementptr inbounds [5 x double], ptr %20, i64 0, i64 0
  %242 = load double, ptr %241, align 8
  %243 = getelementptr inbounds [5 x double], ptr %20, i64 0, i64 1
  %244 = load double, ptr %243, align 8
  %245 = getelementptr inbounds [5 x double], ptr %20, i64 0, i64 2
  %246 = load double, ptr %245, align 8
  %247 = getelementptr inbounds [5 x double], ptr %20, i64 0, i64 3
  %248 = load double, ptr %247, align 8
  %249 = getelementptr inbounds [5 x double], ptr %20, i64 0, i64 4
  %250 = load double, ptr %249, align 8
  %251 = load double, ptr %23, align 8
  %252 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %242, double noundef %244, double noundef %246, double noundef %248, double noundef %250, double noundef %251)
  %253 = load double, ptr %23, align 8
  %254 = call double @llvm.fabs.f64(double %253)
  %255 = fptosi double %254 to i32
  %256 = and i32 %255, 127
  ret i32 %256
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lu(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  %20 = load ptr, ptr %9, align 8
  store i32 1, ptr %20, align 4
  store i32 0, ptr %10, align 4
  br label %21

21:                                               ; preds = %31, %4
  %22 = load i32, ptr %10, align 4
  %23 = load i32, ptr %7, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %34

25:                                               ; preds = %21
  %26 = load i32, ptr %10, align 4
  %27 = load ptr, ptr %8, align 8
  %28 = load i32, ptr %10, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %27, i64 %29
  store i32 %26, ptr %30, align 4
  br label %31

31:                                               ; preds = %25
  %32 = load i32, ptr %10, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %10, align 4
  br label %21, !llvm.loop !16

34:                                               ; preds = %21
  store i32 0, ptr %11, align 4
  br label %35

35:                                               ; preds = %221, %34
  %36 = load i32, ptr %11, align 4
  %37 = load i32, ptr %7, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %224

39:                                               ; preds = %35
  %40 = load i32, ptr %11, align 4
  store i32 %40, ptr %12, align 4
  %41 = load ptr, ptr %6, align 8
  %42 = load i32, ptr %11, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [40 x double], ptr %41, i64 %43
  %45 = load i32, ptr %11, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [40 x double], ptr %44, i64 0, i64 %46
  %48 = load double, ptr %47, align 8
  %49 = call double @llvm.fabs.f64(double %48)
  store double %49, ptr %13, align 8
  %50 = load i32, ptr %11, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %14, align 4
  br label %52

52:                                               ; preds = %80, %39
  %53 = load i32, ptr %14, align 4
  %54 = load i32, ptr %7, align 4
  %55 = icmp slt i32 %53, %54
  br i1 %55, label %56, label %83

56:                                               ; preds = %52
  %57 = load ptr, ptr %6, align 8
  %58 = load i32, ptr %14, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [40 x double], ptr %57, i64 %59
  %61 = load i32, ptr %11, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [40 x double], ptr %60, i64 0, i64 %62
  %64 = load double, ptr %63, align 8
  %65 = call double @llvm.fabs.f64(double %64)
  %66 = load double, ptr %13, align 8
  %67 = fcmp ogt double %65, %66
  br i1 %67, label %68, label %79

68:                                               ; preds = %56
  %69 = load ptr, ptr %6, align 8
  %70 = load i32, ptr %14, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [40 x double], ptr %69, i64 %71
  %73 = load i32, ptr %11, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [40 x double], ptr %72, i64 0, i64 %74
  %76 = load double, ptr %75, align 8
  %77 = call double @llvm.fabs.f64(double %76)
  store double %77, ptr %13, align 8
  %78 = load i32, ptr %14, align 4
  store i32 %78, ptr %12, align 4
  br label %79

79:                                               ; preds = %68, %56
  br label %80

80:                                               ; preds = %79
  %81 = load i32, ptr %14, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %14, align 4
  br label %52, !llvm.loop !17

83:                                               ; preds = %52
  %84 = load double, ptr %13, align 8
  %85 = fcmp oeq double %84, 0.000000e+00
  br i1 %85, label %86, label %87

86:                                               ; preds = %83
  store i32 0, ptr %5, align 4
  br label %225

87:                                               ; preds = %83
  %88 = load i32, ptr %12, align 4
  %89 = load i32, ptr %11, align 4
  %90 = icmp ne i32 %88, %89
  br i1 %90, label %91, label %155

91:                                               ; preds = %87
  store i32 0, ptr %15, align 4
  br label %92

92:                                               ; preds = %128, %91
  %93 = load i32, ptr %15, align 4
  %94 = load i32, ptr %7, align 4
  %95 = icmp slt i32 %93, %94
  br i1 %95, label %96, label %131

96:                                               ; preds = %92
  %97 = load ptr, ptr %6, align 8
  %98 = load i32, ptr %11, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [40 x double], ptr %97, i64 %99
  %101 = load i32, ptr %15, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [40 x double], ptr %100, i64 0, i64 %102
  %104 = load double, ptr %103, align 8
  store double %104, ptr %16, align 8
  %105 = load ptr, ptr %6, align 8
  %106 = load i32, ptr %12, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [40 x double], ptr %105, i64 %107
  %109 = load i32, ptr %15, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [40 x double], ptr %108, i64 0, i64 %110
  %112 = load double, ptr %111, align 8
  %113 = load ptr, ptr %6, align 8
  %114 = load i32, ptr %11, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [40 x double], ptr %113, i64 %115
  %117 = load i32, ptr %15, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [40 x double], ptr %116, i64 0, i64 %118
  store double %112, ptr %119, align 8
  %120 = load double, ptr %16, align 8
  %121 = load ptr, ptr %6, align 8
  %122 = load i32, ptr %12, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [40 x double], ptr %121, i64 %123
  %125 = load i32, ptr %15, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [40 x double], ptr %124, i64 0, i64 %126
  store double %120, ptr %127, align 8
  br label %128

128:                                              ; preds = %96
  %129 = load i32, ptr %15, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %15, align 4
  br label %92, !llvm.loop !18

131:                                              ; preds = %92
  %132 = load ptr, ptr %8, align 8
  %133 = load i32, ptr %11, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds i32, ptr %132, i64 %134
  %136 = load i32, ptr %135, align 4
  store i32 %136, ptr %17, align 4
  %137 = load ptr, ptr %8, align 8
  %138 = load i32, ptr %12, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds i32, ptr %137, i64 %139
  %141 = load i32, ptr %140, align 4
  %142 = load ptr, ptr %8, align 8
  %143 = load i32, ptr %11, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds i32, ptr %142, i64 %144
  store i32 %141, ptr %145, align 4
  %146 = load i32, ptr %17, align 4
  %147 = load ptr, ptr %8, align 8
  %148 = load i32, ptr %12, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds i32, ptr %147, i64 %149
  store i32 %146, ptr %150, align 4
  %151 = load ptr, ptr %9, align 8
  %152 = load i32, ptr %151, align 4
  %153 = sub nsw i32 0, %152
  %154 = load ptr, ptr %9, align 8
  store i32 %153, ptr %154, align 4
  br label %155

155:                                              ; preds = %131, %87
  %156 = load i32, ptr %11, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %18, align 4
  br label %158

158:                                              ; preds = %217, %155
  %159 = load i32, ptr %18, align 4
  %160 = load i32, ptr %7, align 4
  %161 = icmp slt i32 %159, %160
  br i1 %161, label %162, label %220

162:                                              ; preds = %158
  %163 = load ptr, ptr %6, align 8
  %164 = load i32, ptr %11, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [40 x double], ptr %163, i64 %165
  %167 = load i32, ptr %11, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [40 x double], ptr %166, i64 0, i64 %168
  %170 = load double, ptr %169, align 8
  %171 = load ptr, ptr %6, align 8
  %172 = load i32, ptr %18, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [40 x double], ptr %171, i64 %173
  %175 = load i32, ptr %11, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [40 x double], ptr %174, i64 0, i64 %176
  %178 = load double, ptr %177, align 8
  %179 = fdiv double %178, %170
  store double %179, ptr %177, align 8
  %180 = load i32, ptr %11, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr %19, align 4
  br label %182

182:                                              ; preds = %213, %162
  %183 = load i32, ptr %19, align 4
  %184 = load i32, ptr %7, align 4
  %185 = icmp slt i32 %183, %184
  br i1 %185, label %186, label %216

186:                                              ; preds = %182
  %187 = load ptr, ptr %6, align 8
  %188 = load i32, ptr %18, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [40 x double], ptr %187, i64 %189
  %191 = load i32, ptr %11, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [40 x double], ptr %190, i64 0, i64 %192
  %194 = load double, ptr %193, align 8
  %195 = load ptr, ptr %6, align 8
  %196 = load i32, ptr %11, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [40 x double], ptr %195, i64 %197
  %199 = load i32, ptr %19, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [40 x double], ptr %198, i64 0, i64 %200
  %202 = load double, ptr %201, align 8
  %203 = fmul double %194, %202
  %204 = load ptr, ptr %6, align 8
  %205 = load i32, ptr %18, align 4
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds [40 x double], ptr %204, i64 %206
  %208 = load i32, ptr %19, align 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [40 x double], ptr %207, i64 0, i64 %209
  %211 = load double, ptr %210, align 8
  %212 = fsub double %211, %203
  store double %212, ptr %210, align 8
  br label %213

213:                                              ; preds = %186
  %214 = load i32, ptr %19, align 4
  %215 = add nsw i32 %214, 1
  store i32 %215, ptr %19, align 4
  br label %182, !llvm.loop !19

216:                                              ; preds = %182
  br label %217

217:                                              ; preds = %216
  %218 = load i32, ptr %18, align 4
  %219 = add nsw i32 %218, 1
  store i32 %219, ptr %18, align 4
  br label %158, !llvm.loop !20

220:                                              ; preds = %158
  br label %221

221:                                              ; preds = %220
  %222 = load i32, ptr %11, align 4
  %223 = add nsw i32 %222, 1
  store i32 %223, ptr %11, align 4
  br label %35, !llvm.loop !21

224:                                              ; preds = %35
  store i32 1, ptr %5, align 4
  br label %225

225:                                              ; preds = %224, %86
  %226 = load i32, ptr %5, align 4
  ret i32 %226
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @solve(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [40 x double], align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  store i32 0, ptr %12, align 4
  br label %18

18:                                               ; preds = %60, %5
  %19 = load i32, ptr %12, align 4
  %20 = load i32, ptr %7, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %63

22:                                               ; preds = %18
  %23 = load ptr, ptr %9, align 8
  %24 = load ptr, ptr %8, align 8
  %25 = load i32, ptr %12, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %24, i64 %26
  %28 = load i32, ptr %27, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %23, i64 %29
  %31 = load double, ptr %30, align 8
  store double %31, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %32

32:                                               ; preds = %52, %22
  %33 = load i32, ptr %14, align 4
  %34 = load i32, ptr %12, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %55

36:                                               ; preds = %32
  %37 = load ptr, ptr %6, align 8
  %38 = load i32, ptr %12, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [40 x double], ptr %37, i64 %39
  %41 = load i32, ptr %14, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [40 x double], ptr %40, i64 0, i64 %42
  %44 = load double, ptr %43, align 8
  %45 = load i32, ptr %14, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [40 x double], ptr %11, i64 0, i64 %46
  %48 = load double, ptr %47, align 8
  %49 = fmul double %44, %48
  %50 = load double, ptr %13, align 8
  %51 = fsub double %50, %49
  store double %51, ptr %13, align 8
  br label %52

52:                                               ; preds = %36
  %53 = load i32, ptr %14, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %14, align 4
  br label %32, !llvm.loop !22

55:                                               ; preds = %32
  %56 = load double, ptr %13, align 8
  %57 = load i32, ptr %12, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [40 x double], ptr %11, i64 0, i64 %58
  store double %56, ptr %59, align 8
  br label %60

60:                                               ; preds = %55
  %61 = load i32, ptr %12, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %12, align 4
  br label %18, !llvm.loop !23

63:                                               ; preds = %18
  %64 = load i32, ptr %7, align 4
  %65 = sub nsw i32 %64, 1
  store i32 %65, ptr %15, align 4
  br label %66

66:                                               ; preds = %115, %63
  %67 = load i32, ptr %15, align 4
  %68 = icmp sge i32 %67, 0
  br i1 %68, label %69, label %118

69:                                               ; preds = %66
  %70 = load i32, ptr %15, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [40 x double], ptr %11, i64 0, i64 %71
  %73 = load double, ptr %72, align 8
  store double %73, ptr %16, align 8
  %74 = load i32, ptr %15, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %17, align 4
  br label %76

76:                                               ; preds = %97, %69
  %77 = load i32, ptr %17, align 4
  %78 = load i32, ptr %7, align 4
  %79 = icmp slt i32 %77, %78
  br i1 %79, label %80, label %100

80:                                               ; preds = %76
  %81 = load ptr, ptr %6, align 8
  %82 = load i32, ptr %15, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [40 x double], ptr %81, i64 %83
  %85 = load i32, ptr %17, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [40 x double], ptr %84, i64 0, i64 %86
  %88 = load double, ptr %87, align 8
  %89 = load ptr, ptr %10, align 8
  %90 = load i32, ptr %17, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds double, ptr %89, i64 %91
  %93 = load double, ptr %92, align 8
  %94 = fmul double %88, %93
  %95 = load double, ptr %16, align 8
  %96 = fsub double %95, %94
  store double %96, ptr %16, align 8
  br label %97

97:                                               ; preds = %80
  %98 = load i32, ptr %17, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %17, align 4
  br label %76, !llvm.loop !24

100:                                              ; preds = %76
  %101 = load double, ptr %16, align 8
  %102 = load ptr, ptr %6, align 8
  %103 = load i32, ptr %15, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [40 x double], ptr %102, i64 %104
  %106 = load i32, ptr %15, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [40 x double], ptr %105, i64 0, i64 %107
  %109 = load double, ptr %108, align 8
  %110 = fdiv double %101, %109
  %111 = load ptr, ptr %10, align 8
  %112 = load i32, ptr %15, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds double, ptr %111, i64 %113
  store double %110, ptr %114, align 8
  br label %115

115:                                              ; preds = %100
  %116 = load i32, ptr %15, align 4
  %117 = add nsw i32 %116, -1
  store i32 %117, ptr %15, align 4
  br label %66, !llvm.loop !25

118:                                              ; preds = %66
  ret void
}

; Function Attrs: nounwind
declare double @log2(double noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }

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
