; ModuleID = 'programs/vec3_geometry.c'
source_filename = "programs/vec3_geometry.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.V3 = type { float, float, float }
%struct.Q = type { float, float, float, float }

@.str = private unnamed_addr constant [51 x i8] c"dot=%.3f cross=(%.3f,%.3f,%.3f) |n|=%.5f n.a=%.5f\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1
@.str.2 = private unnamed_addr constant [42 x i8] c"6 rotations by 60deg: (%.4f, %.4f, %.4f)\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"lit=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.V3, align 4
  %3 = alloca %struct.V3, align 4
  %4 = alloca %struct.V3, align 4
  %5 = alloca %struct.V3, align 4
  %6 = alloca %struct.V3, align 4
  %7 = alloca %struct.V3, align 4
  %8 = alloca %struct.V3, align 4
  %9 = alloca %struct.V3, align 4
  %10 = alloca %struct.V3, align 4
  %11 = alloca %struct.V3, align 4
  %12 = alloca %struct.V3, align 4
  %13 = alloca %struct.V3, align 4
  %14 = alloca %struct.V3, align 4
  %15 = alloca %struct.V3, align 4
  %16 = alloca %struct.V3, align 4
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca %struct.V3, align 4
  %22 = alloca %struct.V3, align 4
  %23 = alloca %struct.V3, align 4
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  %26 = alloca %struct.V3, align 4
  %27 = alloca i32, align 4
  %28 = alloca %struct.V3, align 4
  %29 = alloca %struct.V3, align 4
  %30 = alloca %struct.V3, align 4
  %31 = alloca %struct.V3, align 4
  %32 = alloca %struct.V3, align 4
  %33 = alloca %struct.V3, align 4
  %34 = alloca %struct.V3, align 4
  %35 = alloca %struct.V3, align 4
  %36 = alloca %struct.V3, align 4
  %37 = alloca %struct.V3, align 4
  %38 = alloca %struct.V3, align 4
  %39 = alloca %struct.V3, align 4
  %40 = alloca %struct.V3, align 4
  %41 = alloca %struct.V3, align 4
  %42 = alloca %struct.V3, align 4
  %43 = alloca %struct.V3, align 4
  %44 = alloca float, align 4
  %45 = alloca %struct.V3, align 4
  %46 = alloca %struct.V3, align 4
  %47 = alloca i32, align 4
  %48 = alloca float, align 4
  %49 = alloca %struct.Q, align 4
  %50 = alloca %struct.V3, align 4
  %51 = alloca %struct.V3, align 4
  %52 = alloca %struct.Q, align 4
  %53 = alloca i32, align 4
  %54 = alloca %struct.V3, align 4
  %55 = alloca %struct.Q, align 4
  %56 = alloca %struct.V3, align 4
  store i32 0, ptr %1, align 4
  call void @v3(ptr dead_on_unwind writable sret(%struct.V3) align 4 %2, float noundef 1.000000e+00, float noundef 2.000000e+00, float noundef 3.000000e+00)
  call void @v3(ptr dead_on_unwind writable sret(%struct.V3) align 4 %3, float noundef -2.000000e+00, float noundef 5.000000e-01, float noundef 4.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %2, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %3, i64 12, i1 false)
  call void @cross(ptr dead_on_unwind writable sret(%struct.V3) align 4 %4, ptr noundef %5, ptr noundef %6)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %4, i64 12, i1 false)
  call void @norm(ptr dead_on_unwind writable sret(%struct.V3) align 4 %7, ptr noundef %8)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %2, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %3, i64 12, i1 false)
  %57 = call float @dot(ptr noundef %9, ptr noundef %10)
  %58 = fpext float %57 to double
  %59 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 0
  %60 = load float, ptr %59, align 4
  %61 = fpext float %60 to double
  %62 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 1
  %63 = load float, ptr %62, align 4
  %64 = fpext float %63 to double
  %65 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 2
  %66 = load float, ptr %65, align 4
  %67 = fpext float %66 to double
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %7, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %7, i64 12, i1 false)
  %68 = call float @dot(ptr noundef %11, ptr noundef %12)
  %69 = call float @sqrtf(float noundef %68) #6
  %70 = fpext float %69 to double
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %7, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %2, i64 12, i1 false)
  %71 = call float @dot(ptr noundef %13, ptr noundef %14)
  %72 = call float @llvm.fabs.f32(float %71)
  %73 = fpext float %72 to double
  %74 = fcmp olt double %73, 1.000000e-05
  %75 = zext i1 %74 to i64
  %76 = select i1 %74, double 0.000000e+00, double 1.000000e+00
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %58, double noundef %61, double noundef %64, double noundef %67, double noundef %70, double noundef %76)
  call void @v3(ptr dead_on_unwind writable sret(%struct.V3) align 4 %16, float noundef -1.000000e+00, float noundef 1.000000e+00, float noundef -1.000000e+00)
  call void @norm(ptr dead_on_unwind writable sret(%struct.V3) align 4 %15, ptr noundef %16)
  store ptr @.str.1, ptr %17, align 8
  store i32 0, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %78

78:                                               ; preds = %151, %0
  %79 = load i32, ptr %19, align 4
  %80 = icmp slt i32 %79, 20
  br i1 %80, label %81, label %154

81:                                               ; preds = %78
  store i32 0, ptr %20, align 4
  br label %82

82:                                               ; preds = %146, %81
  %83 = load i32, ptr %20, align 4
  %84 = icmp slt i32 %83, 50
  br i1 %84, label %85, label %149

85:                                               ; preds = %82
  %86 = load i32, ptr %20, align 4
  %87 = sub nsw i32 %86, 25
  %88 = sitofp i32 %87 to float
  %89 = fdiv float %88, 2.500000e+01
  %90 = load i32, ptr %19, align 4
  %91 = sub nsw i32 10, %90
  %92 = sitofp i32 %91 to float
  %93 = fdiv float %92, 1.200000e+01
  call void @v3(ptr dead_on_unwind writable sret(%struct.V3) align 4 %22, float noundef %89, float noundef %93, float noundef 1.000000e+00)
  call void @norm(ptr dead_on_unwind writable sret(%struct.V3) align 4 %21, ptr noundef %22)
  call void @v3(ptr dead_on_unwind writable sret(%struct.V3) align 4 %23, float noundef 0.000000e+00, float noundef 0.000000e+00, float noundef -3.000000e+00)
  store float 1.000000e+09, ptr %25, align 4
  call void @v3(ptr dead_on_unwind writable sret(%struct.V3) align 4 %26, float noundef 0.000000e+00, float noundef 0.000000e+00, float noundef 0.000000e+00)
  store i32 0, ptr %27, align 4
  call void @v3(ptr dead_on_unwind writable sret(%struct.V3) align 4 %28, float noundef 0.000000e+00, float noundef 0.000000e+00, float noundef 0.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 4 %23, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %30, ptr align 4 %21, i64 12, i1 false)
  %94 = call i32 @hit_sphere(ptr noundef %29, ptr noundef %30, ptr noundef %28, float noundef 1.000000e+00, ptr noundef %24)
  %95 = icmp ne i32 %94, 0
  br i1 %95, label %96, label %103

96:                                               ; preds = %85
  %97 = load float, ptr %24, align 4
  %98 = load float, ptr %25, align 4
  %99 = fcmp olt float %97, %98
  br i1 %99, label %100, label %103

100:                                              ; preds = %96
  %101 = load float, ptr %24, align 4
  store float %101, ptr %25, align 4
  %102 = load float, ptr %24, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %35, ptr align 4 %21, i64 12, i1 false)
  call void @scale(ptr dead_on_unwind writable sret(%struct.V3) align 4 %34, ptr noundef %35, float noundef %102)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %36, ptr align 4 %23, i64 12, i1 false)
  call void @add(ptr dead_on_unwind writable sret(%struct.V3) align 4 %33, ptr noundef %36, ptr noundef %34)
  call void @v3(ptr dead_on_unwind writable sret(%struct.V3) align 4 %37, float noundef 0.000000e+00, float noundef 0.000000e+00, float noundef 0.000000e+00)
  call void @sub(ptr dead_on_unwind writable sret(%struct.V3) align 4 %32, ptr noundef %33, ptr noundef %37)
  call void @norm(ptr dead_on_unwind writable sret(%struct.V3) align 4 %31, ptr noundef %32)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %26, ptr align 4 %31, i64 12, i1 false)
  store i32 1, ptr %27, align 4
  br label %103

103:                                              ; preds = %100, %96, %85
  call void @v3(ptr dead_on_unwind writable sret(%struct.V3) align 4 %38, float noundef -2.000000e+00, float noundef -1.000000e+00, float noundef -1.000000e+00)
  call void @v3(ptr dead_on_unwind writable sret(%struct.V3) align 4 %39, float noundef 2.000000e+00, float noundef -1.000000e+00, float noundef -1.000000e+00)
  call void @v3(ptr dead_on_unwind writable sret(%struct.V3) align 4 %40, float noundef 0.000000e+00, float noundef -1.000000e+00, float noundef 3.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %41, ptr align 4 %23, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %42, ptr align 4 %21, i64 12, i1 false)
  %104 = call i32 @hit_tri(ptr noundef %41, ptr noundef %42, ptr noundef %38, ptr noundef %39, ptr noundef %40, ptr noundef %24)
  %105 = icmp ne i32 %104, 0
  br i1 %105, label %106, label %112

106:                                              ; preds = %103
  %107 = load float, ptr %24, align 4
  %108 = load float, ptr %25, align 4
  %109 = fcmp olt float %107, %108
  br i1 %109, label %110, label %112

110:                                              ; preds = %106
  %111 = load float, ptr %24, align 4
  store float %111, ptr %25, align 4
  call void @v3(ptr dead_on_unwind writable sret(%struct.V3) align 4 %43, float noundef 0.000000e+00, float noundef 1.000000e+00, float noundef 0.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %26, ptr align 4 %43, i64 12, i1 false)
  store i32 2, ptr %27, align 4
  br label %112

112:                                              ; preds = %110, %106, %103
  %113 = load i32, ptr %27, align 4
  %114 = icmp ne i32 %113, 0
  br i1 %114, label %117, label %115

115:                                              ; preds = %112
  %116 = call i32 @putchar(i32 noundef 32)
  br label %146

117:                                              ; preds = %112
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %45, ptr align 4 %26, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %46, ptr align 4 %15, i64 12, i1 false)
  %118 = call float @dot(ptr noundef %45, ptr noundef %46)
  store float %118, ptr %44, align 4
  %119 = load float, ptr %44, align 4
  %120 = fcmp olt float %119, 0.000000e+00
  br i1 %120, label %121, label %122

121:                                              ; preds = %117
  store float 0.000000e+00, ptr %44, align 4
  br label %122

122:                                              ; preds = %121, %117
  %123 = load float, ptr %44, align 4
  %124 = call float @llvm.fmuladd.f32(float %123, float 9.000000e+00, float 5.000000e-01)
  %125 = fptosi float %124 to i32
  store i32 %125, ptr %47, align 4
  %126 = load i32, ptr %47, align 4
  %127 = load i32, ptr %18, align 4
  %128 = add nsw i32 %127, %126
  store i32 %128, ptr %18, align 4
  %129 = load i32, ptr %27, align 4
  %130 = icmp eq i32 %129, 2
  br i1 %130, label %131, label %136

131:                                              ; preds = %122
  %132 = load i32, ptr %47, align 4
  %133 = icmp sgt i32 %132, 4
  %134 = zext i1 %133 to i64
  %135 = select i1 %133, i32 61, i32 95
  br label %143

136:                                              ; preds = %122
  %137 = load ptr, ptr %17, align 8
  %138 = load i32, ptr %47, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds i8, ptr %137, i64 %139
  %141 = load i8, ptr %140, align 1
  %142 = sext i8 %141 to i32
  br label %143

143:                                              ; preds = %136, %131
  %144 = phi i32 [ %135, %131 ], [ %142, %136 ]
  %145 = call i32 @putchar(i32 noundef %144)
  br label %146

146:                                              ; preds = %143, %115
  %147 = load i32, ptr %20, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %20, align 4
  br label %82, !llvm.loop !5

149:                                              ; preds = %82
  %150 = call i32 @putchar(i32 noundef 10)
  br label %151

151:                                              ; preds = %149
  %152 = load i32, ptr %19, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %19, align 4
  br label %78, !llvm.loop !7

154:                                              ; preds = %78
  store float 0x3FF0C15240000000, ptr %48, align 4
  %155 = getelementptr inbounds %struct.Q, ptr %49, i32 0, i32 0
  %156 = load float, ptr %48, align 4
  %157 = fdiv float %156, 2.000000e+00
  %158 = call float @cosf(float noundef %157) #6
  store float %158, ptr %155, align 4
  %159 = getelementptr inbounds %struct.Q, ptr %49, i32 0, i32 1
  store float 0.000000e+00, ptr %159, align 4
  %160 = getelementptr inbounds %struct.Q, ptr %49, i32 0, i32 2
  store float 0.000000e+00, ptr %160, align 4
  %161 = getelementptr inbounds %struct.Q, ptr %49, i32 0, i32 3
  %162 = load float, ptr %48, align 4
  %163 = fdiv float %162, 2.000000e+00
  %164 = call float @sinf(float noundef %163) #6
  store float %164, ptr %161, align 4
  call void @v3(ptr dead_on_unwind writable sret(%struct.V3) align 4 %51, float noundef 1.000000e+00, float noundef 0.000000e+00, float noundef 0.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %52, ptr align 4 %49, i64 16, i1 false)
  call void @qrot(ptr dead_on_unwind writable sret(%struct.V3) align 4 %50, ptr noundef %52, ptr noundef %51)
  store i32 0, ptr %53, align 4
  br label %165

165:                                              ; preds = %169, %154
  %166 = load i32, ptr %53, align 4
  %167 = icmp slt i32 %166, 5
  br i1 %167, label %168, label %172

168:                                              ; preds = %165
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %55, ptr align 4 %49, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %56, ptr align 4 %50, i64 12, i1 false)
  call void @qrot(ptr dead_on_unwind writable sret(%struct.V3) align 4 %54, ptr noundef %55, ptr noundef %56)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %50, ptr align 4 %54, i64 12, i1 false)
  br label %169

169:                                              ; preds = %168
  %170 = load i32, ptr %53, align 4
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr %53, align 4
  br label %165, !llvm.loop !8

172:                                              ; preds = %165
  %173 = getelementptr inbounds %struct.V3, ptr %50, i32 0, i32 0
  %174 = load float, ptr %173, align 4
  %175 = fpext float %174 to double
  %176 = getelementptr inbounds %struct.V3, ptr %50, i32 0, i32 1
  %177 = load float, ptr %176, align 4
  %178 = call float @llvm.fabs.f32(float %177)
  %179 = fcmp olt float %178, 0x3F1A36E2E0000000
  br i1 %179, label %180, label %181

180:                                              ; preds = %172
  br label %185

181:                                              ; preds = %172
  %182 = getelementptr inbounds %struct.V3, ptr %50, i32 0, i32 1
  %183 = load float, ptr %182, align 4
  %184 = fpext float %183 to double
  br label %185

185:                                              ; preds = %181, %180
  %186 = phi double [ 0.000000e+00, %180 ], [ %184, %181 ]
  %187 = getelementptr inbounds %struct.V3, ptr %50, i32 0, i32 2
  %188 = load float, ptr %187, align 4
  %189 = fpext float %188 to double
  %190 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %175, double noundef %186, double noundef %189)
  %191 = load i32, ptr %18, align 4
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %191)
  %193 = load i32, ptr %18, align 4
  %194 = and i32 %193, 255
  ret i32 %194
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @v3(ptr dead_on_unwind noalias writable sret(%struct.V3) align 4 %0, float noundef %1, float noundef %2, float noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  store ptr %0, ptr %5, align 8
  store float %1, ptr %6, align 4
  store float %2, ptr %7, align 4
  store float %3, ptr %8, align 4
  %9 = getelementptr inbounds %struct.V3, ptr %0, i32 0, i32 0
  %10 = load float, ptr %6, align 4
  store float %10, ptr %9, align 4
  %11 = getelementptr inbounds %struct.V3, ptr %0, i32 0, i32 1
  %12 = load float, ptr %7, align 4
  store float %12, ptr %11, align 4
  %13 = getelementptr inbounds %struct.V3, ptr %0, i32 0, i32 2
  %14 = load float, ptr %8, align 4
  store float %14, ptr %13, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cross(ptr dead_on_unwind noalias writable sret(%struct.V3) align 4 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.V3, ptr %1, i32 0, i32 1
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 2
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds %struct.V3, ptr %1, i32 0, i32 2
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = fmul float %12, %14
  %16 = fneg float %15
  %17 = call float @llvm.fmuladd.f32(float %8, float %10, float %16)
  %18 = getelementptr inbounds %struct.V3, ptr %1, i32 0, i32 2
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 0
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds %struct.V3, ptr %1, i32 0, i32 0
  %23 = load float, ptr %22, align 4
  %24 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 2
  %25 = load float, ptr %24, align 4
  %26 = fmul float %23, %25
  %27 = fneg float %26
  %28 = call float @llvm.fmuladd.f32(float %19, float %21, float %27)
  %29 = getelementptr inbounds %struct.V3, ptr %1, i32 0, i32 0
  %30 = load float, ptr %29, align 4
  %31 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 1
  %32 = load float, ptr %31, align 4
  %33 = getelementptr inbounds %struct.V3, ptr %1, i32 0, i32 1
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 0
  %36 = load float, ptr %35, align 4
  %37 = fmul float %34, %36
  %38 = fneg float %37
  %39 = call float @llvm.fmuladd.f32(float %30, float %32, float %38)
  call void @v3(ptr dead_on_unwind writable sret(%struct.V3) align 4 %0, float noundef %17, float noundef %28, float noundef %39)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @norm(ptr dead_on_unwind noalias writable sret(%struct.V3) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca %struct.V3, align 4
  %7 = alloca %struct.V3, align 4
  %8 = alloca %struct.V3, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %1, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %1, i64 12, i1 false)
  %9 = call float @dot(ptr noundef %6, ptr noundef %7)
  %10 = call float @sqrtf(float noundef %9) #6
  store float %10, ptr %5, align 4
  %11 = load float, ptr %5, align 4
  %12 = fcmp ogt float %11, 0.000000e+00
  br i1 %12, label %13, label %16

13:                                               ; preds = %2
  %14 = load float, ptr %5, align 4
  %15 = fdiv float 1.000000e+00, %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %1, i64 12, i1 false)
  call void @scale(ptr dead_on_unwind writable sret(%struct.V3) align 4 %0, ptr noundef %8, float noundef %15)
  br label %17

16:                                               ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %1, i64 12, i1 false)
  br label %17

17:                                               ; preds = %16, %13
  ret void
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
define internal float @dot(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.V3, ptr %0, i32 0, i32 0
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds %struct.V3, ptr %1, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds %struct.V3, ptr %0, i32 0, i32 1
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds %struct.V3, ptr %1, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = fmul float %10, %12
  %14 = call float @llvm.fmuladd.f32(float %6, float %8, float %13)
  %15 = getelementptr inbounds %struct.V3, ptr %0, i32 0, i32 2
  %16 = load float, ptr %15, align 4
  %17 = getelementptr inbounds %struct.V3, ptr %1, i32 0, i32 2
  %18 = load float, ptr %17, align 4
  %19 = call float @llvm.fmuladd.f32(float %16, float %18, float %14)
  ret float %19
}

; Function Attrs: nounwind
declare dso_local float @sqrtf(float noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hit_sphere(ptr noundef %0, ptr noundef %1, ptr noundef %2, float noundef %3, ptr noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca float, align 4
  %11 = alloca ptr, align 8
  %12 = alloca %struct.V3, align 4
  %13 = alloca %struct.V3, align 4
  %14 = alloca %struct.V3, align 4
  %15 = alloca float, align 4
  %16 = alloca %struct.V3, align 4
  %17 = alloca %struct.V3, align 4
  %18 = alloca float, align 4
  %19 = alloca %struct.V3, align 4
  %20 = alloca %struct.V3, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store float %3, ptr %10, align 4
  store ptr %4, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %0, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %2, i64 12, i1 false)
  call void @sub(ptr dead_on_unwind writable sret(%struct.V3) align 4 %12, ptr noundef %13, ptr noundef %14)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 4 %12, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %1, i64 12, i1 false)
  %23 = call float @dot(ptr noundef %16, ptr noundef %17)
  store float %23, ptr %15, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 4 %12, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 %12, i64 12, i1 false)
  %24 = call float @dot(ptr noundef %19, ptr noundef %20)
  %25 = load float, ptr %10, align 4
  %26 = load float, ptr %10, align 4
  %27 = fneg float %25
  %28 = call float @llvm.fmuladd.f32(float %27, float %26, float %24)
  store float %28, ptr %18, align 4
  %29 = load float, ptr %15, align 4
  %30 = load float, ptr %15, align 4
  %31 = load float, ptr %18, align 4
  %32 = fneg float %31
  %33 = call float @llvm.fmuladd.f32(float %29, float %30, float %32)
  store float %33, ptr %21, align 4
  %34 = load float, ptr %21, align 4
  %35 = fcmp olt float %34, 0.000000e+00
  br i1 %35, label %36, label %37

36:                                               ; preds = %5
  store i32 0, ptr %6, align 4
  br label %59

37:                                               ; preds = %5
  %38 = load float, ptr %21, align 4
  %39 = call float @sqrtf(float noundef %38) #6
  store float %39, ptr %22, align 4
  %40 = load float, ptr %15, align 4
  %41 = fneg float %40
  %42 = load float, ptr %22, align 4
  %43 = fsub float %41, %42
  %44 = load ptr, ptr %11, align 8
  store float %43, ptr %44, align 4
  %45 = load ptr, ptr %11, align 8
  %46 = load float, ptr %45, align 4
  %47 = fcmp olt float %46, 0x3F1A36E2E0000000
  br i1 %47, label %48, label %54

48:                                               ; preds = %37
  %49 = load float, ptr %15, align 4
  %50 = fneg float %49
  %51 = load float, ptr %22, align 4
  %52 = fadd float %50, %51
  %53 = load ptr, ptr %11, align 8
  store float %52, ptr %53, align 4
  br label %54

54:                                               ; preds = %48, %37
  %55 = load ptr, ptr %11, align 8
  %56 = load float, ptr %55, align 4
  %57 = fcmp ogt float %56, 0x3F1A36E2E0000000
  %58 = zext i1 %57 to i32
  store i32 %58, ptr %6, align 4
  br label %59

59:                                               ; preds = %54, %36
  %60 = load i32, ptr %6, align 4
  ret i32 %60
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sub(ptr dead_on_unwind noalias writable sret(%struct.V3) align 4 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.V3, ptr %1, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = fsub float %8, %10
  %12 = getelementptr inbounds %struct.V3, ptr %1, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  %16 = fsub float %13, %15
  %17 = getelementptr inbounds %struct.V3, ptr %1, i32 0, i32 2
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 2
  %20 = load float, ptr %19, align 4
  %21 = fsub float %18, %20
  call void @v3(ptr dead_on_unwind writable sret(%struct.V3) align 4 %0, float noundef %11, float noundef %16, float noundef %21)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(ptr dead_on_unwind noalias writable sret(%struct.V3) align 4 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.V3, ptr %1, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = fadd float %8, %10
  %12 = getelementptr inbounds %struct.V3, ptr %1, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  %16 = fadd float %13, %15
  %17 = getelementptr inbounds %struct.V3, ptr %1, i32 0, i32 2
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 2
  %20 = load float, ptr %19, align 4
  %21 = fadd float %18, %20
  call void @v3(ptr dead_on_unwind writable sret(%struct.V3) align 4 %0, float noundef %11, float noundef %16, float noundef %21)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale(ptr dead_on_unwind noalias writable sret(%struct.V3) align 4 %0, ptr noundef %1, float noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store float %2, ptr %6, align 4
  %7 = getelementptr inbounds %struct.V3, ptr %1, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = load float, ptr %6, align 4
  %10 = fmul float %8, %9
  %11 = getelementptr inbounds %struct.V3, ptr %1, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = load float, ptr %6, align 4
  %14 = fmul float %12, %13
  %15 = getelementptr inbounds %struct.V3, ptr %1, i32 0, i32 2
  %16 = load float, ptr %15, align 4
  %17 = load float, ptr %6, align 4
  %18 = fmul float %16, %17
  call void @v3(ptr dead_on_unwind writable sret(%struct.V3) align 4 %0, float noundef %10, float noundef %14, float noundef %18)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hit_tri(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca %struct.V3, align 4
  %15 = alloca %struct.V3, align 4
  %16 = alloca %struct.V3, align 4
  %17 = alloca %struct.V3, align 4
  %18 = alloca %struct.V3, align 4
  %19 = alloca %struct.V3, align 4
  %20 = alloca %struct.V3, align 4
  %21 = alloca %struct.V3, align 4
  %22 = alloca %struct.V3, align 4
  %23 = alloca float, align 4
  %24 = alloca %struct.V3, align 4
  %25 = alloca %struct.V3, align 4
  %26 = alloca float, align 4
  %27 = alloca %struct.V3, align 4
  %28 = alloca %struct.V3, align 4
  %29 = alloca %struct.V3, align 4
  %30 = alloca float, align 4
  %31 = alloca %struct.V3, align 4
  %32 = alloca %struct.V3, align 4
  %33 = alloca %struct.V3, align 4
  %34 = alloca %struct.V3, align 4
  %35 = alloca %struct.V3, align 4
  %36 = alloca float, align 4
  %37 = alloca %struct.V3, align 4
  %38 = alloca %struct.V3, align 4
  %39 = alloca %struct.V3, align 4
  %40 = alloca %struct.V3, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %3, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 4 %2, i64 12, i1 false)
  call void @sub(ptr dead_on_unwind writable sret(%struct.V3) align 4 %14, ptr noundef %15, ptr noundef %16)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 4 %4, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 4 %2, i64 12, i1 false)
  call void @sub(ptr dead_on_unwind writable sret(%struct.V3) align 4 %17, ptr noundef %18, ptr noundef %19)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 4 %1, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %22, ptr align 4 %17, i64 12, i1 false)
  call void @cross(ptr dead_on_unwind writable sret(%struct.V3) align 4 %20, ptr noundef %21, ptr noundef %22)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %24, ptr align 4 %14, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 4 %20, i64 12, i1 false)
  %41 = call float @dot(ptr noundef %24, ptr noundef %25)
  store float %41, ptr %23, align 4
  %42 = load float, ptr %23, align 4
  %43 = call float @llvm.fabs.f32(float %42)
  %44 = fcmp olt float %43, 0x3E7AD7F2A0000000
  br i1 %44, label %45, label %46

45:                                               ; preds = %6
  store i32 0, ptr %7, align 4
  br label %79

46:                                               ; preds = %6
  %47 = load float, ptr %23, align 4
  %48 = fdiv float 1.000000e+00, %47
  store float %48, ptr %26, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %28, ptr align 4 %0, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 4 %2, i64 12, i1 false)
  call void @sub(ptr dead_on_unwind writable sret(%struct.V3) align 4 %27, ptr noundef %28, ptr noundef %29)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %31, ptr align 4 %27, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %32, ptr align 4 %20, i64 12, i1 false)
  %49 = call float @dot(ptr noundef %31, ptr noundef %32)
  %50 = load float, ptr %26, align 4
  %51 = fmul float %49, %50
  store float %51, ptr %30, align 4
  %52 = load float, ptr %30, align 4
  %53 = fcmp olt float %52, 0.000000e+00
  br i1 %53, label %57, label %54

54:                                               ; preds = %46
  %55 = load float, ptr %30, align 4
  %56 = fcmp ogt float %55, 1.000000e+00
  br i1 %56, label %57, label %58

57:                                               ; preds = %54, %46
  store i32 0, ptr %7, align 4
  br label %79

58:                                               ; preds = %54
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %34, ptr align 4 %27, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %35, ptr align 4 %14, i64 12, i1 false)
  call void @cross(ptr dead_on_unwind writable sret(%struct.V3) align 4 %33, ptr noundef %34, ptr noundef %35)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %37, ptr align 4 %1, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %38, ptr align 4 %33, i64 12, i1 false)
  %59 = call float @dot(ptr noundef %37, ptr noundef %38)
  %60 = load float, ptr %26, align 4
  %61 = fmul float %59, %60
  store float %61, ptr %36, align 4
  %62 = load float, ptr %36, align 4
  %63 = fcmp olt float %62, 0.000000e+00
  br i1 %63, label %69, label %64

64:                                               ; preds = %58
  %65 = load float, ptr %30, align 4
  %66 = load float, ptr %36, align 4
  %67 = fadd float %65, %66
  %68 = fcmp ogt float %67, 1.000000e+00
  br i1 %68, label %69, label %70

69:                                               ; preds = %64, %58
  store i32 0, ptr %7, align 4
  br label %79

70:                                               ; preds = %64
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %39, ptr align 4 %17, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %40, ptr align 4 %33, i64 12, i1 false)
  %71 = call float @dot(ptr noundef %39, ptr noundef %40)
  %72 = load float, ptr %26, align 4
  %73 = fmul float %71, %72
  %74 = load ptr, ptr %13, align 8
  store float %73, ptr %74, align 4
  %75 = load ptr, ptr %13, align 8
  %76 = load float, ptr %75, align 4
  %77 = fcmp ogt float %76, 0x3F1A36E2E0000000
  %78 = zext i1 %77 to i32
  store i32 %78, ptr %7, align 4
  br label %79

79:                                               ; preds = %70, %69, %57, %45
  %80 = load i32, ptr %7, align 4
  ret i32 %80
}

declare dso_local i32 @putchar(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nounwind
declare dso_local float @cosf(float noundef) #2

; Function Attrs: nounwind
declare dso_local float @sinf(float noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @qrot(ptr dead_on_unwind noalias writable sret(%struct.V3) align 4 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.Q, align 4
  %8 = alloca %struct.Q, align 4
  %9 = alloca %struct.Q, align 4
  %10 = alloca %struct.Q, align 4
  %11 = alloca %struct.Q, align 4
  %12 = alloca %struct.Q, align 4
  %13 = alloca %struct.Q, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %14 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 0
  store float 0.000000e+00, ptr %14, align 4
  %15 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 1
  %16 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 0
  %17 = load float, ptr %16, align 4
  store float %17, ptr %15, align 4
  %18 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 2
  %19 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 1
  %20 = load float, ptr %19, align 4
  store float %20, ptr %18, align 4
  %21 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 3
  %22 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 2
  %23 = load float, ptr %22, align 4
  store float %23, ptr %21, align 4
  %24 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 0
  %25 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 0
  %26 = load float, ptr %25, align 4
  store float %26, ptr %24, align 4
  %27 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 1
  %28 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 1
  %29 = load float, ptr %28, align 4
  %30 = fneg float %29
  store float %30, ptr %27, align 4
  %31 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 2
  %32 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 2
  %33 = load float, ptr %32, align 4
  %34 = fneg float %33
  store float %34, ptr %31, align 4
  %35 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 3
  %36 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 3
  %37 = load float, ptr %36, align 4
  %38 = fneg float %37
  store float %38, ptr %35, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %1, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %7, i64 16, i1 false)
  call void @qmul(ptr dead_on_unwind writable sret(%struct.Q) align 4 %10, ptr noundef %11, ptr noundef %12)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %8, i64 16, i1 false)
  call void @qmul(ptr dead_on_unwind writable sret(%struct.Q) align 4 %9, ptr noundef %10, ptr noundef %13)
  %39 = getelementptr inbounds %struct.Q, ptr %9, i32 0, i32 1
  %40 = load float, ptr %39, align 4
  %41 = getelementptr inbounds %struct.Q, ptr %9, i32 0, i32 2
  %42 = load float, ptr %41, align 4
  %43 = getelementptr inbounds %struct.Q, ptr %9, i32 0, i32 3
  %44 = load float, ptr %43, align 4
  call void @v3(ptr dead_on_unwind writable sret(%struct.V3) align 4 %0, float noundef %40, float noundef %42, float noundef %44)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @qmul(ptr dead_on_unwind noalias writable sret(%struct.Q) align 4 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.Q, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 0
  %11 = load float, ptr %10, align 4
  %12 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  %16 = fmul float %13, %15
  %17 = fneg float %16
  %18 = call float @llvm.fmuladd.f32(float %9, float %11, float %17)
  %19 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 2
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 2
  %22 = load float, ptr %21, align 4
  %23 = fneg float %20
  %24 = call float @llvm.fmuladd.f32(float %23, float %22, float %18)
  %25 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 3
  %26 = load float, ptr %25, align 4
  %27 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 3
  %28 = load float, ptr %27, align 4
  %29 = fneg float %26
  %30 = call float @llvm.fmuladd.f32(float %29, float %28, float %24)
  store float %30, ptr %7, align 4
  %31 = getelementptr inbounds %struct.Q, ptr %0, i32 0, i32 1
  %32 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 0
  %33 = load float, ptr %32, align 4
  %34 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 1
  %35 = load float, ptr %34, align 4
  %36 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 1
  %37 = load float, ptr %36, align 4
  %38 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 0
  %39 = load float, ptr %38, align 4
  %40 = fmul float %37, %39
  %41 = call float @llvm.fmuladd.f32(float %33, float %35, float %40)
  %42 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 2
  %43 = load float, ptr %42, align 4
  %44 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 3
  %45 = load float, ptr %44, align 4
  %46 = call float @llvm.fmuladd.f32(float %43, float %45, float %41)
  %47 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 3
  %48 = load float, ptr %47, align 4
  %49 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 2
  %50 = load float, ptr %49, align 4
  %51 = fneg float %48
  %52 = call float @llvm.fmuladd.f32(float %51, float %50, float %46)
  store float %52, ptr %31, align 4
  %53 = getelementptr inbounds %struct.Q, ptr %0, i32 0, i32 2
  %54 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 0
  %55 = load float, ptr %54, align 4
  %56 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 2
  %57 = load float, ptr %56, align 4
  %58 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 1
  %59 = load float, ptr %58, align 4
  %60 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 3
  %61 = load float, ptr %60, align 4
  %62 = fmul float %59, %61
  %63 = fneg float %62
  %64 = call float @llvm.fmuladd.f32(float %55, float %57, float %63)
  %65 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 2
  %66 = load float, ptr %65, align 4
  %67 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 0
  %68 = load float, ptr %67, align 4
  %69 = call float @llvm.fmuladd.f32(float %66, float %68, float %64)
  %70 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 3
  %71 = load float, ptr %70, align 4
  %72 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 1
  %73 = load float, ptr %72, align 4
  %74 = call float @llvm.fmuladd.f32(float %71, float %73, float %69)
  store float %74, ptr %53, align 4
  %75 = getelementptr inbounds %struct.Q, ptr %0, i32 0, i32 3
  %76 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 0
  %77 = load float, ptr %76, align 4
  %78 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 3
  %79 = load float, ptr %78, align 4
  %80 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 1
  %81 = load float, ptr %80, align 4
  %82 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 2
  %83 = load float, ptr %82, align 4
  %84 = fmul float %81, %83
  %85 = call float @llvm.fmuladd.f32(float %77, float %79, float %84)
  %86 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 2
  %87 = load float, ptr %86, align 4
  %88 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 1
  %89 = load float, ptr %88, align 4
  %90 = fneg float %87
  %91 = call float @llvm.fmuladd.f32(float %90, float %89, float %85)
  %92 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 3
  %93 = load float, ptr %92, align 4
  %94 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 0
  %95 = load float, ptr %94, align 4
  %96 = call float @llvm.fmuladd.f32(float %93, float %95, float %91)
  store float %96, ptr %75, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
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
