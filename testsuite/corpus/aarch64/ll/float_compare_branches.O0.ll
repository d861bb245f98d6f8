; ModuleID = 'programs/float_compare_branches.c'
source_filename = "programs/float_compare_branches.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [53 x i8] c"%4g %4g: r=%02x nr=%02x fr=%d sel=%g,%g,%g,%g,%g,%g\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"cnt=%d cnt2=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"mx=%g total=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x double], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca [6 x double], align 8
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 56, i1 false)
  %18 = getelementptr inbounds [7 x double], ptr %2, i32 0, i32 0
  store double 0xFFF0000000000000, ptr %18, align 8
  %19 = getelementptr inbounds [7 x double], ptr %2, i32 0, i32 1
  store double -1.000000e+00, ptr %19, align 8
  %20 = getelementptr inbounds [7 x double], ptr %2, i32 0, i32 2
  store double -0.000000e+00, ptr %20, align 8
  %21 = getelementptr inbounds [7 x double], ptr %2, i32 0, i32 4
  store double 1.000000e+00, ptr %21, align 8
  %22 = getelementptr inbounds [7 x double], ptr %2, i32 0, i32 5
  store double 0x7FF0000000000000, ptr %22, align 8
  %23 = getelementptr inbounds [7 x double], ptr %2, i32 0, i32 6
  store double 0x7FF8000000000000, ptr %23, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %24

24:                                               ; preds = %155, %0
  %25 = load i32, ptr %4, align 4
  %26 = icmp slt i32 %25, 7
  br i1 %26, label %27, label %158

27:                                               ; preds = %24
  store i32 0, ptr %5, align 4
  br label %28

28:                                               ; preds = %151, %27
  %29 = load i32, ptr %5, align 4
  %30 = icmp slt i32 %29, 7
  br i1 %30, label %31, label %154

31:                                               ; preds = %28
  %32 = load i32, ptr %4, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %33
  %35 = load double, ptr %34, align 8
  store double %35, ptr %6, align 8
  %36 = load i32, ptr %5, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %37
  %39 = load double, ptr %38, align 8
  store double %39, ptr %7, align 8
  %40 = load double, ptr %6, align 8
  %41 = load double, ptr %7, align 8
  %42 = call i32 @br_lt(double noundef %40, double noundef %41)
  %43 = load double, ptr %6, align 8
  %44 = load double, ptr %7, align 8
  %45 = call i32 @br_le(double noundef %43, double noundef %44)
  %46 = shl i32 %45, 1
  %47 = or i32 %42, %46
  %48 = load double, ptr %6, align 8
  %49 = load double, ptr %7, align 8
  %50 = call i32 @br_gt(double noundef %48, double noundef %49)
  %51 = shl i32 %50, 2
  %52 = or i32 %47, %51
  %53 = load double, ptr %6, align 8
  %54 = load double, ptr %7, align 8
  %55 = call i32 @br_ge(double noundef %53, double noundef %54)
  %56 = shl i32 %55, 3
  %57 = or i32 %52, %56
  %58 = load double, ptr %6, align 8
  %59 = load double, ptr %7, align 8
  %60 = call i32 @br_eq(double noundef %58, double noundef %59)
  %61 = shl i32 %60, 4
  %62 = or i32 %57, %61
  %63 = load double, ptr %6, align 8
  %64 = load double, ptr %7, align 8
  %65 = call i32 @br_ne(double noundef %63, double noundef %64)
  %66 = shl i32 %65, 5
  %67 = or i32 %62, %66
  store i32 %67, ptr %8, align 4
  %68 = load double, ptr %6, align 8
  %69 = load double, ptr %7, align 8
  %70 = call i32 @nbr_lt(double noundef %68, double noundef %69)
  %71 = load double, ptr %6, align 8
  %72 = load double, ptr %7, align 8
  %73 = call i32 @nbr_le(double noundef %71, double noundef %72)
  %74 = shl i32 %73, 1
  %75 = or i32 %70, %74
  %76 = load double, ptr %6, align 8
  %77 = load double, ptr %7, align 8
  %78 = call i32 @nbr_gt(double noundef %76, double noundef %77)
  %79 = shl i32 %78, 2
  %80 = or i32 %75, %79
  %81 = load double, ptr %6, align 8
  %82 = load double, ptr %7, align 8
  %83 = call i32 @nbr_ge(double noundef %81, double noundef %82)
  %84 = shl i32 %83, 3
  %85 = or i32 %80, %84
  %86 = load double, ptr %6, align 8
  %87 = load double, ptr %7, align 8
  %88 = call i32 @nbr_eq(double noundef %86, double noundef %87)
  %89 = shl i32 %88, 4
  %90 = or i32 %85, %89
  %91 = load double, ptr %6, align 8
  %92 = load double, ptr %7, align 8
  %93 = call i32 @nbr_ne(double noundef %91, double noundef %92)
  %94 = shl i32 %93, 5
  %95 = or i32 %90, %94
  store i32 %95, ptr %9, align 4
  %96 = load double, ptr %6, align 8
  %97 = fptrunc double %96 to float
  %98 = load double, ptr %7, align 8
  %99 = fptrunc double %98 to float
  %100 = call i32 @fbr_lt(float noundef %97, float noundef %99)
  %101 = load double, ptr %6, align 8
  %102 = fptrunc double %101 to float
  %103 = load double, ptr %7, align 8
  %104 = fptrunc double %103 to float
  %105 = call i32 @fbr_le(float noundef %102, float noundef %104)
  %106 = mul nsw i32 %105, 10
  %107 = add nsw i32 %100, %106
  %108 = load double, ptr %6, align 8
  %109 = fptrunc double %108 to float
  %110 = load double, ptr %7, align 8
  %111 = fptrunc double %110 to float
  %112 = call i32 @fbr_eq(float noundef %109, float noundef %111)
  %113 = mul nsw i32 %112, 100
  %114 = add nsw i32 %107, %113
  %115 = load double, ptr %6, align 8
  %116 = fptrunc double %115 to float
  %117 = load double, ptr %7, align 8
  %118 = fptrunc double %117 to float
  %119 = call i32 @fbr_ne(float noundef %116, float noundef %118)
  %120 = mul nsw i32 %119, 1000
  %121 = add nsw i32 %114, %120
  store i32 %121, ptr %10, align 4
  %122 = load double, ptr %6, align 8
  %123 = load double, ptr %7, align 8
  %124 = load i32, ptr %8, align 4
  %125 = load i32, ptr %9, align 4
  %126 = load i32, ptr %10, align 4
  %127 = load double, ptr %6, align 8
  %128 = load double, ptr %7, align 8
  %129 = call double @sel_lt(double noundef %127, double noundef %128)
  %130 = load double, ptr %6, align 8
  %131 = load double, ptr %7, align 8
  %132 = call double @sel_le(double noundef %130, double noundef %131)
  %133 = load double, ptr %6, align 8
  %134 = load double, ptr %7, align 8
  %135 = call double @sel_gt(double noundef %133, double noundef %134)
  %136 = load double, ptr %6, align 8
  %137 = load double, ptr %7, align 8
  %138 = call double @sel_ge(double noundef %136, double noundef %137)
  %139 = load double, ptr %6, align 8
  %140 = load double, ptr %7, align 8
  %141 = call double @sel_eq(double noundef %139, double noundef %140)
  %142 = load double, ptr %6, align 8
  %143 = load double, ptr %7, align 8
  %144 = call double @sel_ne(double noundef %142, double noundef %143)
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %122, double noundef %123, i32 noundef %124, i32 noundef %125, i32 noundef %126, double noundef %129, double noundef %132, double noundef %135, double noundef %138, double noundef %141, double noundef %144)
  %146 = load i32, ptr %8, align 4
  %147 = load i32, ptr %9, align 4
  %148 = add nsw i32 %146, %147
  %149 = load i32, ptr %3, align 4
  %150 = add nsw i32 %149, %148
  store i32 %150, ptr %3, align 4
  br label %151

151:                                              ; preds = %31
  %152 = load i32, ptr %5, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %5, align 4
  br label %28, !llvm.loop !6

154:                                              ; preds = %28
  br label %155

155:                                              ; preds = %154
  %156 = load i32, ptr %4, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %4, align 4
  br label %24, !llvm.loop !8

158:                                              ; preds = %24
  store i32 0, ptr %11, align 4
  store float 0.000000e+00, ptr %12, align 4
  br label %159

159:                                              ; preds = %165, %158
  %160 = load float, ptr %12, align 4
  %161 = fcmp olt float %160, 1.000000e+00
  br i1 %161, label %162, label %168

162:                                              ; preds = %159
  %163 = load i32, ptr %11, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %11, align 4
  br label %165

165:                                              ; preds = %162
  %166 = load float, ptr %12, align 4
  %167 = fadd float %166, 0x3FB99999A0000000
  store float %167, ptr %12, align 4
  br label %159, !llvm.loop !9

168:                                              ; preds = %159
  store i32 0, ptr %13, align 4
  store double 1.000000e+00, ptr %14, align 8
  br label %169

169:                                              ; preds = %175, %168
  %170 = load double, ptr %14, align 8
  %171 = fcmp ogt double %170, 1.000000e-10
  br i1 %171, label %172, label %178

172:                                              ; preds = %169
  %173 = load i32, ptr %13, align 4
  %174 = add nsw i32 %173, 1
  store i32 %174, ptr %13, align 4
  br label %175

175:                                              ; preds = %172
  %176 = load double, ptr %14, align 8
  %177 = fmul double %176, 3.700000e-01
  store double %177, ptr %14, align 8
  br label %169, !llvm.loop !10

178:                                              ; preds = %169
  %179 = load i32, ptr %11, align 4
  %180 = load i32, ptr %13, align 4
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %179, i32 noundef %180)
  call void @llvm.memset.p0.i64(ptr align 8 %15, i8 0, i64 48, i1 false)
  %182 = getelementptr inbounds [6 x double], ptr %15, i32 0, i32 0
  store double 3.000000e+00, ptr %182, align 8
  %183 = getelementptr inbounds [6 x double], ptr %15, i32 0, i32 1
  store double 0x7FF8000000000000, ptr %183, align 8
  %184 = getelementptr inbounds [6 x double], ptr %15, i32 0, i32 2
  store double 9.000000e+00, ptr %184, align 8
  %185 = getelementptr inbounds [6 x double], ptr %15, i32 0, i32 3
  store double -2.000000e+00, ptr %185, align 8
  %186 = getelementptr inbounds [6 x double], ptr %15, i32 0, i32 4
  store double 0x7FF8000000000000, ptr %186, align 8
  %187 = getelementptr inbounds [6 x double], ptr %15, i32 0, i32 5
  store double 4.000000e+00, ptr %187, align 8
  store double 0x7FF8000000000000, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %188

188:                                              ; preds = %207, %178
  %189 = load i32, ptr %17, align 4
  %190 = icmp slt i32 %189, 6
  br i1 %190, label %191, label %210

191:                                              ; preds = %188
  %192 = load double, ptr %16, align 8
  %193 = call i1 @llvm.is.fpclass.f64(double %192, i32 3)
  br i1 %193, label %201, label %194

194:                                              ; preds = %191
  %195 = load i32, ptr %17, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [6 x double], ptr %15, i64 0, i64 %196
  %198 = load double, ptr %197, align 8
  %199 = load double, ptr %16, align 8
  %200 = fcmp ogt double %198, %199
  br i1 %200, label %201, label %206

201:                                              ; preds = %194, %191
  %202 = load i32, ptr %17, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [6 x double], ptr %15, i64 0, i64 %203
  %205 = load double, ptr %204, align 8
  store double %205, ptr %16, align 8
  br label %206

206:                                              ; preds = %201, %194
  br label %207

207:                                              ; preds = %206
  %208 = load i32, ptr %17, align 4
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr %17, align 4
  br label %188, !llvm.loop !11

210:                                              ; preds = %188
  %211 = load double, ptr %16, align 8
  %212 = load i32, ptr %3, align 4
  %213 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %211, i32 noundef %212)
  %214 = load i32, ptr %3, align 4
  %215 = and i32 %214, 255
  ret i32 %215
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @br_lt(double noundef %0, double noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %5, align 8
  %8 = fcmp olt double %6, %7
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store i32 1, ptr %3, align 4
  br label %11

10:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %10, %9
  %12 = load i32, ptr %3, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @br_le(double noundef %0, double noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %5, align 8
  %8 = fcmp ole double %6, %7
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store i32 1, ptr %3, align 4
  br label %11

10:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %10, %9
  %12 = load i32, ptr %3, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @br_gt(double noundef %0, double noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %5, align 8
  %8 = fcmp ogt double %6, %7
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store i32 1, ptr %3, align 4
  br label %11

10:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %10, %9
  %12 = load i32, ptr %3, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @br_ge(double noundef %0, double noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %5, align 8
  %8 = fcmp oge double %6, %7
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store i32 1, ptr %3, align 4
  br label %11

10:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %10, %9
  %12 = load i32, ptr %3, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @br_eq(double noundef %0, double noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %5, align 8
  %8 = fcmp oeq double %6, %7
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store i32 1, ptr %3, align 4
  br label %11

10:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %10, %9
  %12 = load i32, ptr %3, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @br_ne(double noundef %0, double noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %5, align 8
  %8 = fcmp une double %6, %7
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store i32 1, ptr %3, align 4
  br label %11

10:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %10, %9
  %12 = load i32, ptr %3, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @nbr_lt(double noundef %0, double noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %5, align 8
  %8 = fcmp olt double %6, %7
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  store i32 1, ptr %3, align 4
  br label %11

10:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %10, %9
  %12 = load i32, ptr %3, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @nbr_le(double noundef %0, double noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %5, align 8
  %8 = fcmp ole double %6, %7
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  store i32 1, ptr %3, align 4
  br label %11

10:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %10, %9
  %12 = load i32, ptr %3, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @nbr_gt(double noundef %0, double noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %5, align 8
  %8 = fcmp ogt double %6, %7
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  store i32 1, ptr %3, align 4
  br label %11

10:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %10, %9
  %12 = load i32, ptr %3, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @nbr_ge(double noundef %0, double noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %5, align 8
  %8 = fcmp oge double %6, %7
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  store i32 1, ptr %3, align 4
  br label %11

10:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %10, %9
  %12 = load i32, ptr %3, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @nbr_eq(double noundef %0, double noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %5, align 8
  %8 = fcmp oeq double %6, %7
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  store i32 1, ptr %3, align 4
  br label %11

10:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %10, %9
  %12 = load i32, ptr %3, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @nbr_ne(double noundef %0, double noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %5, align 8
  %8 = fcmp une double %6, %7
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  store i32 1, ptr %3, align 4
  br label %11

10:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %10, %9
  %12 = load i32, ptr %3, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fbr_lt(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = fcmp olt float %5, %6
  %8 = zext i1 %7 to i64
  %9 = select i1 %7, i32 7, i32 3
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fbr_le(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = fcmp ole float %5, %6
  %8 = zext i1 %7 to i64
  %9 = select i1 %7, i32 7, i32 3
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fbr_eq(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = fcmp oeq float %5, %6
  %8 = zext i1 %7 to i64
  %9 = select i1 %7, i32 7, i32 3
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fbr_ne(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = fcmp une float %5, %6
  %8 = zext i1 %7 to i64
  %9 = select i1 %7, i32 7, i32 3
  ret i32 %9
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sel_lt(double noundef %0, double noundef %1) #0 {
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
define internal double @sel_le(double noundef %0, double noundef %1) #0 {
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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sel_gt(double noundef %0, double noundef %1) #0 {
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
define internal double @sel_ge(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp oge double %5, %6
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
define internal double @sel_eq(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp oeq double %5, %6
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
define internal double @sel_ne(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp une double %5, %6
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
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
