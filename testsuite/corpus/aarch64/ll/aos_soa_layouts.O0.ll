; ModuleID = 'programs/aos_soa_layouts.c'
source_filename = "programs/aos_soa_layouts.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.particle = type { float, float, double, i16, i8 }
%struct.soa = type { [1000 x float], [1000 x float], [1000 x double], [1000 x i16], [1000 x i8] }

@aos = internal global [1000 x %struct.particle] zeroinitializer, align 8
@soa = internal global %struct.soa zeroinitializer, align 8
@.str = private unnamed_addr constant [36 x i8] c"layouts agree=%d alive=%d sum x=%a\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"strided mass sum=%a (struct size %zu)\0A\00", align 1
@.str.2 = private unnamed_addr constant [34 x i8] c"gather/scatter sum=%a id[999]=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca [100 x i32], align 4
  %11 = alloca i32, align 4
  %12 = alloca [100 x float], align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 5, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %17

17:                                               ; preds = %59, %0
  %18 = load i32, ptr %3, align 4
  %19 = icmp slt i32 %18, 1000
  br i1 %19, label %20, label %62

20:                                               ; preds = %17
  %21 = load i32, ptr %2, align 4
  %22 = mul i32 %21, 1664525
  %23 = add i32 %22, 1013904223
  store i32 %23, ptr %2, align 4
  %24 = load i32, ptr %2, align 4
  %25 = lshr i32 %24, 20
  %26 = uitofp i32 %25 to float
  %27 = fdiv float %26, 1.000000e+02
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %29
  %31 = getelementptr inbounds %struct.particle, ptr %30, i32 0, i32 0
  store float %27, ptr %31, align 8
  %32 = load i32, ptr %3, align 4
  %33 = srem i32 %32, 50
  %34 = sitofp i32 %33 to float
  %35 = load i32, ptr %3, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %36
  %38 = getelementptr inbounds %struct.particle, ptr %37, i32 0, i32 1
  store float %34, ptr %38, align 4
  %39 = load i32, ptr %2, align 4
  %40 = and i32 %39, 255
  %41 = uitofp i32 %40 to double
  %42 = fdiv double %41, 2.560000e+02
  %43 = fadd double 5.000000e-01, %42
  %44 = load i32, ptr %3, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %45
  %47 = getelementptr inbounds %struct.particle, ptr %46, i32 0, i32 2
  store double %43, ptr %47, align 8
  %48 = load i32, ptr %3, align 4
  %49 = sub nsw i32 %48, 500
  %50 = trunc i32 %49 to i16
  %51 = load i32, ptr %3, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %52
  %54 = getelementptr inbounds %struct.particle, ptr %53, i32 0, i32 3
  store i16 %50, ptr %54, align 8
  %55 = load i32, ptr %3, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %56
  %58 = getelementptr inbounds %struct.particle, ptr %57, i32 0, i32 4
  store i8 1, ptr %58, align 2
  br label %59

59:                                               ; preds = %20
  %60 = load i32, ptr %3, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %3, align 4
  br label %17, !llvm.loop !6

62:                                               ; preds = %17
  store i32 0, ptr %4, align 4
  br label %63

63:                                               ; preds = %107, %62
  %64 = load i32, ptr %4, align 4
  %65 = icmp slt i32 %64, 1000
  br i1 %65, label %66, label %110

66:                                               ; preds = %63
  %67 = load i32, ptr %4, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %68
  %70 = getelementptr inbounds %struct.particle, ptr %69, i32 0, i32 0
  %71 = load float, ptr %70, align 8
  %72 = load i32, ptr %4, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %73
  store float %71, ptr %74, align 4
  %75 = load i32, ptr %4, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %76
  %78 = getelementptr inbounds %struct.particle, ptr %77, i32 0, i32 1
  %79 = load float, ptr %78, align 4
  %80 = load i32, ptr %4, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (%struct.soa, ptr @soa, i32 0, i32 1), i64 0, i64 %81
  store float %79, ptr %82, align 4
  %83 = load i32, ptr %4, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %84
  %86 = getelementptr inbounds %struct.particle, ptr %85, i32 0, i32 2
  %87 = load double, ptr %86, align 8
  %88 = load i32, ptr %4, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [1000 x double], ptr getelementptr inbounds (%struct.soa, ptr @soa, i32 0, i32 2), i64 0, i64 %89
  store double %87, ptr %90, align 8
  %91 = load i32, ptr %4, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %92
  %94 = getelementptr inbounds %struct.particle, ptr %93, i32 0, i32 3
  %95 = load i16, ptr %94, align 8
  %96 = load i32, ptr %4, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [1000 x i16], ptr getelementptr inbounds (%struct.soa, ptr @soa, i32 0, i32 3), i64 0, i64 %97
  store i16 %95, ptr %98, align 2
  %99 = load i32, ptr %4, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %100
  %102 = getelementptr inbounds %struct.particle, ptr %101, i32 0, i32 4
  %103 = load i8, ptr %102, align 2
  %104 = load i32, ptr %4, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [1000 x i8], ptr getelementptr inbounds (%struct.soa, ptr @soa, i32 0, i32 4), i64 0, i64 %105
  store i8 %103, ptr %106, align 1
  br label %107

107:                                              ; preds = %66
  %108 = load i32, ptr %4, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %4, align 4
  br label %63, !llvm.loop !8

110:                                              ; preds = %63
  store i32 0, ptr %5, align 4
  br label %111

111:                                              ; preds = %115, %110
  %112 = load i32, ptr %5, align 4
  %113 = icmp slt i32 %112, 50
  br i1 %113, label %114, label %118

114:                                              ; preds = %111
  call void @step_aos(ptr noundef @aos, i32 noundef 1000, float noundef 0x3FB99999A0000000)
  call void @step_soa(ptr noundef @soa, i32 noundef 1000, float noundef 0x3FB99999A0000000)
  br label %115

115:                                              ; preds = %114
  %116 = load i32, ptr %5, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %5, align 4
  br label %111, !llvm.loop !9

118:                                              ; preds = %111
  store i32 1, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %119

119:                                              ; preds = %178, %118
  %120 = load i32, ptr %9, align 4
  %121 = icmp slt i32 %120, 1000
  br i1 %121, label %122, label %181

122:                                              ; preds = %119
  %123 = load i32, ptr %9, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %124
  %126 = getelementptr inbounds %struct.particle, ptr %125, i32 0, i32 0
  %127 = load float, ptr %126, align 8
  %128 = load i32, ptr %9, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %129
  %131 = load float, ptr %130, align 4
  %132 = fcmp oeq float %127, %131
  br i1 %132, label %133, label %157

133:                                              ; preds = %122
  %134 = load i32, ptr %9, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %135
  %137 = getelementptr inbounds %struct.particle, ptr %136, i32 0, i32 1
  %138 = load float, ptr %137, align 4
  %139 = load i32, ptr %9, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (%struct.soa, ptr @soa, i32 0, i32 1), i64 0, i64 %140
  %142 = load float, ptr %141, align 4
  %143 = fcmp oeq float %138, %142
  br i1 %143, label %144, label %157

144:                                              ; preds = %133
  %145 = load i32, ptr %9, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %146
  %148 = getelementptr inbounds %struct.particle, ptr %147, i32 0, i32 4
  %149 = load i8, ptr %148, align 2
  %150 = zext i8 %149 to i32
  %151 = load i32, ptr %9, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [1000 x i8], ptr getelementptr inbounds (%struct.soa, ptr @soa, i32 0, i32 4), i64 0, i64 %152
  %154 = load i8, ptr %153, align 1
  %155 = zext i8 %154 to i32
  %156 = icmp eq i32 %150, %155
  br label %157

157:                                              ; preds = %144, %133, %122
  %158 = phi i1 [ false, %133 ], [ false, %122 ], [ %156, %144 ]
  %159 = zext i1 %158 to i32
  %160 = load i32, ptr %6, align 4
  %161 = and i32 %160, %159
  store i32 %161, ptr %6, align 4
  %162 = load i32, ptr %9, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %163
  %165 = getelementptr inbounds %struct.particle, ptr %164, i32 0, i32 4
  %166 = load i8, ptr %165, align 2
  %167 = zext i8 %166 to i32
  %168 = load i32, ptr %7, align 4
  %169 = add nsw i32 %168, %167
  store i32 %169, ptr %7, align 4
  %170 = load i32, ptr %9, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %171
  %173 = getelementptr inbounds %struct.particle, ptr %172, i32 0, i32 0
  %174 = load float, ptr %173, align 8
  %175 = fpext float %174 to double
  %176 = load double, ptr %8, align 8
  %177 = fadd double %176, %175
  store double %177, ptr %8, align 8
  br label %178

178:                                              ; preds = %157
  %179 = load i32, ptr %9, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %9, align 4
  br label %119, !llvm.loop !10

181:                                              ; preds = %119
  %182 = load i32, ptr %6, align 4
  %183 = load i32, ptr %7, align 4
  %184 = load double, ptr %8, align 8
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %182, i32 noundef %183, double noundef %184)
  %186 = call double @strided_sum(ptr noundef getelementptr inbounds (%struct.particle, ptr @aos, i32 0, i32 2), i64 noundef 24, i32 noundef 1000)
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %186, i64 noundef 24)
  store i32 0, ptr %11, align 4
  br label %188

188:                                              ; preds = %198, %181
  %189 = load i32, ptr %11, align 4
  %190 = icmp slt i32 %189, 100
  br i1 %190, label %191, label %201

191:                                              ; preds = %188
  %192 = load i32, ptr %11, align 4
  %193 = mul nsw i32 %192, 37
  %194 = srem i32 %193, 1000
  %195 = load i32, ptr %11, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [100 x i32], ptr %10, i64 0, i64 %196
  store i32 %194, ptr %197, align 4
  br label %198

198:                                              ; preds = %191
  %199 = load i32, ptr %11, align 4
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr %11, align 4
  br label %188, !llvm.loop !11

201:                                              ; preds = %188
  store i32 0, ptr %13, align 4
  br label %202

202:                                              ; preds = %216, %201
  %203 = load i32, ptr %13, align 4
  %204 = icmp slt i32 %203, 100
  br i1 %204, label %205, label %219

205:                                              ; preds = %202
  %206 = load i32, ptr %13, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [100 x i32], ptr %10, i64 0, i64 %207
  %209 = load i32, ptr %208, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %210
  %212 = load float, ptr %211, align 4
  %213 = load i32, ptr %13, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [100 x float], ptr %12, i64 0, i64 %214
  store float %212, ptr %215, align 4
  br label %216

216:                                              ; preds = %205
  %217 = load i32, ptr %13, align 4
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr %13, align 4
  br label %202, !llvm.loop !12

219:                                              ; preds = %202
  store i32 0, ptr %14, align 4
  br label %220

220:                                              ; preds = %235, %219
  %221 = load i32, ptr %14, align 4
  %222 = icmp slt i32 %221, 100
  br i1 %222, label %223, label %238

223:                                              ; preds = %220
  %224 = load i32, ptr %14, align 4
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds [100 x float], ptr %12, i64 0, i64 %225
  %227 = load float, ptr %226, align 4
  %228 = fmul float %227, 2.000000e+00
  %229 = load i32, ptr %14, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [100 x i32], ptr %10, i64 0, i64 %230
  %232 = load i32, ptr %231, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (%struct.soa, ptr @soa, i32 0, i32 1), i64 0, i64 %233
  store float %228, ptr %234, align 4
  br label %235

235:                                              ; preds = %223
  %236 = load i32, ptr %14, align 4
  %237 = add nsw i32 %236, 1
  store i32 %237, ptr %14, align 4
  br label %220, !llvm.loop !13

238:                                              ; preds = %220
  store double 0.000000e+00, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %239

239:                                              ; preds = %253, %238
  %240 = load i32, ptr %16, align 4
  %241 = icmp slt i32 %240, 100
  br i1 %241, label %242, label %256

242:                                              ; preds = %239
  %243 = load i32, ptr %16, align 4
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds [100 x i32], ptr %10, i64 0, i64 %244
  %246 = load i32, ptr %245, align 4
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (%struct.soa, ptr @soa, i32 0, i32 1), i64 0, i64 %247
  %249 = load float, ptr %248, align 4
  %250 = fpext float %249 to double
  %251 = load double, ptr %15, align 8
  %252 = fadd double %251, %250
  store double %252, ptr %15, align 8
  br label %253

253:                                              ; preds = %242
  %254 = load i32, ptr %16, align 4
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr %16, align 4
  br label %239, !llvm.loop !14

256:                                              ; preds = %239
  %257 = load double, ptr %15, align 8
  %258 = load i16, ptr getelementptr inbounds ([1000 x i16], ptr getelementptr inbounds (%struct.soa, ptr @soa, i32 0, i32 3), i64 0, i64 999), align 2
  %259 = sext i16 %258 to i32
  %260 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %257, i32 noundef %259)
  %261 = load i32, ptr %6, align 4
  %262 = icmp ne i32 %261, 0
  br i1 %262, label %263, label %266

263:                                              ; preds = %256
  %264 = load i32, ptr %7, align 4
  %265 = and i32 %264, 127
  br label %267

266:                                              ; preds = %256
  br label %267

267:                                              ; preds = %266, %263
  %268 = phi i32 [ %265, %263 ], [ 100, %266 ]
  ret i32 %268
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step_aos(ptr noundef %0, i32 noundef %1, float noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %67, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %70

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds %struct.particle, ptr %13, i64 %15
  %17 = getelementptr inbounds %struct.particle, ptr %16, i32 0, i32 4
  %18 = load i8, ptr %17, align 2
  %19 = icmp ne i8 %18, 0
  br i1 %19, label %20, label %66

20:                                               ; preds = %12
  %21 = load float, ptr %6, align 4
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %struct.particle, ptr %22, i64 %24
  %26 = getelementptr inbounds %struct.particle, ptr %25, i32 0, i32 2
  %27 = load double, ptr %26, align 8
  %28 = fptrunc double %27 to float
  %29 = fmul float %21, %28
  %30 = load ptr, ptr %4, align 8
  %31 = load i32, ptr %7, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds %struct.particle, ptr %30, i64 %32
  %34 = getelementptr inbounds %struct.particle, ptr %33, i32 0, i32 0
  %35 = load float, ptr %34, align 8
  %36 = fadd float %35, %29
  store float %36, ptr %34, align 8
  %37 = load float, ptr %6, align 4
  %38 = load ptr, ptr %4, align 8
  %39 = load i32, ptr %7, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds %struct.particle, ptr %38, i64 %40
  %42 = getelementptr inbounds %struct.particle, ptr %41, i32 0, i32 0
  %43 = load float, ptr %42, align 8
  %44 = fmul float %37, %43
  %45 = load ptr, ptr %4, align 8
  %46 = load i32, ptr %7, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds %struct.particle, ptr %45, i64 %47
  %49 = getelementptr inbounds %struct.particle, ptr %48, i32 0, i32 1
  %50 = load float, ptr %49, align 4
  %51 = fsub float %50, %44
  store float %51, ptr %49, align 4
  %52 = load ptr, ptr %4, align 8
  %53 = load i32, ptr %7, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds %struct.particle, ptr %52, i64 %54
  %56 = getelementptr inbounds %struct.particle, ptr %55, i32 0, i32 1
  %57 = load float, ptr %56, align 4
  %58 = fcmp olt float %57, -1.000000e+02
  br i1 %58, label %59, label %65

59:                                               ; preds = %20
  %60 = load ptr, ptr %4, align 8
  %61 = load i32, ptr %7, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds %struct.particle, ptr %60, i64 %62
  %64 = getelementptr inbounds %struct.particle, ptr %63, i32 0, i32 4
  store i8 0, ptr %64, align 2
  br label %65

65:                                               ; preds = %59, %20
  br label %66

66:                                               ; preds = %65, %12
  br label %67

67:                                               ; preds = %66
  %68 = load i32, ptr %7, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %7, align 4
  br label %8, !llvm.loop !15

70:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step_soa(ptr noundef %0, i32 noundef %1, float noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %67, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %70

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.soa, ptr %13, i32 0, i32 4
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [1000 x i8], ptr %14, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = icmp ne i8 %18, 0
  br i1 %19, label %20, label %66

20:                                               ; preds = %12
  %21 = load float, ptr %6, align 4
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds %struct.soa, ptr %22, i32 0, i32 2
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [1000 x double], ptr %23, i64 0, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = fptrunc double %27 to float
  %29 = fmul float %21, %28
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.soa, ptr %30, i32 0, i32 0
  %32 = load i32, ptr %7, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [1000 x float], ptr %31, i64 0, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = fadd float %35, %29
  store float %36, ptr %34, align 4
  %37 = load float, ptr %6, align 4
  %38 = load ptr, ptr %4, align 8
  %39 = getelementptr inbounds %struct.soa, ptr %38, i32 0, i32 0
  %40 = load i32, ptr %7, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [1000 x float], ptr %39, i64 0, i64 %41
  %43 = load float, ptr %42, align 4
  %44 = fmul float %37, %43
  %45 = load ptr, ptr %4, align 8
  %46 = getelementptr inbounds %struct.soa, ptr %45, i32 0, i32 1
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [1000 x float], ptr %46, i64 0, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fsub float %50, %44
  store float %51, ptr %49, align 4
  %52 = load ptr, ptr %4, align 8
  %53 = getelementptr inbounds %struct.soa, ptr %52, i32 0, i32 1
  %54 = load i32, ptr %7, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [1000 x float], ptr %53, i64 0, i64 %55
  %57 = load float, ptr %56, align 4
  %58 = fcmp olt float %57, -1.000000e+02
  br i1 %58, label %59, label %65

59:                                               ; preds = %20
  %60 = load ptr, ptr %4, align 8
  %61 = getelementptr inbounds %struct.soa, ptr %60, i32 0, i32 4
  %62 = load i32, ptr %7, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [1000 x i8], ptr %61, i64 0, i64 %63
  store i8 0, ptr %64, align 1
  br label %65

65:                                               ; preds = %59, %20
  br label %66

66:                                               ; preds = %65, %12
  br label %67

67:                                               ; preds = %66
  %68 = load i32, ptr %7, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %7, align 4
  br label %8, !llvm.loop !16

70:                                               ; preds = %8
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @strided_sum(ptr noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %24, %3
  %11 = load i32, ptr %8, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %27

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %8, align 4
  %17 = sext i32 %16 to i64
  %18 = load i64, ptr %5, align 8
  %19 = mul i64 %17, %18
  %20 = getelementptr inbounds i8, ptr %15, i64 %19
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %20, i64 8, i1 false)
  %21 = load double, ptr %9, align 8
  %22 = load double, ptr %7, align 8
  %23 = fadd double %22, %21
  store double %23, ptr %7, align 8
  br label %24

24:                                               ; preds = %14
  %25 = load i32, ptr %8, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %8, align 4
  br label %10, !llvm.loop !17

27:                                               ; preds = %10
  %28 = load double, ptr %7, align 8
  ret double %28
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
