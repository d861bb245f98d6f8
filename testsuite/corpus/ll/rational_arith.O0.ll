; ModuleID = 'programs/rational_arith.c'
source_filename = "programs/rational_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Q = type { i64, i64 }

@.str = private unnamed_addr constant [7 x i8] c"H20 = \00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"golden cf = \00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"  ~ %.15f\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"B%d = \00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"B1 = \00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"egyptian 4/13 =\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c" 1/%lld\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"cf(355/113) =\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c" %lld\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"%s%lld/%lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Q, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.Q, align 8
  %5 = alloca %struct.Q, align 8
  %6 = alloca %struct.Q, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.Q, align 8
  %9 = alloca %struct.Q, align 8
  %10 = alloca %struct.Q, align 8
  %11 = alloca %struct.Q, align 8
  %12 = alloca [21 x %struct.Q], align 16
  %13 = alloca %struct.Q, align 8
  %14 = alloca i32, align 4
  %15 = alloca %struct.Q, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca %struct.Q, align 8
  %19 = alloca %struct.Q, align 8
  %20 = alloca %struct.Q, align 8
  %21 = alloca i32, align 4
  %22 = alloca [16 x i8], align 16
  %23 = alloca %struct.Q, align 8
  %24 = alloca i64, align 8
  %25 = alloca %struct.Q, align 8
  %26 = alloca %struct.Q, align 8
  %27 = alloca %struct.Q, align 8
  %28 = alloca [20 x i64], align 16
  %29 = alloca i32, align 4
  %30 = alloca %struct.Q, align 8
  %31 = alloca i64, align 8
  %32 = alloca %struct.Q, align 8
  %33 = alloca %struct.Q, align 8
  %34 = alloca %struct.Q, align 8
  %35 = alloca %struct.Q, align 8
  %36 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %37 = call { i64, i64 } @mk(i64 noundef 0, i64 noundef 1)
  %38 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 0
  %39 = extractvalue { i64, i64 } %37, 0
  store i64 %39, ptr %38, align 8
  %40 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 1
  %41 = extractvalue { i64, i64 } %37, 1
  store i64 %41, ptr %40, align 8
  store i32 1, ptr %3, align 4
  br label %42

42:                                               ; preds = %66, %0
  %43 = load i32, ptr %3, align 4
  %44 = icmp sle i32 %43, 20
  br i1 %44, label %45, label %69

45:                                               ; preds = %42
  %46 = load i32, ptr %3, align 4
  %47 = sext i32 %46 to i64
  %48 = call { i64, i64 } @mk(i64 noundef 1, i64 noundef %47)
  %49 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %50 = extractvalue { i64, i64 } %48, 0
  store i64 %50, ptr %49, align 8
  %51 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %52 = extractvalue { i64, i64 } %48, 1
  store i64 %52, ptr %51, align 8
  %53 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 0
  %54 = load i64, ptr %53, align 8
  %55 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 1
  %56 = load i64, ptr %55, align 8
  %57 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %58 = load i64, ptr %57, align 8
  %59 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %60 = load i64, ptr %59, align 8
  %61 = call { i64, i64 } @add(i64 %54, i64 %56, i64 %58, i64 %60)
  %62 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  %63 = extractvalue { i64, i64 } %61, 0
  store i64 %63, ptr %62, align 8
  %64 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  %65 = extractvalue { i64, i64 } %61, 1
  store i64 %65, ptr %64, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %4, i64 16, i1 false)
  br label %66

66:                                               ; preds = %45
  %67 = load i32, ptr %3, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %3, align 4
  br label %42, !llvm.loop !6

69:                                               ; preds = %42
  %70 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 0
  %71 = load i64, ptr %70, align 8
  %72 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 1
  %73 = load i64, ptr %72, align 8
  call void @pq(ptr noundef @.str, i64 %71, i64 %73)
  %74 = call { i64, i64 } @mk(i64 noundef 1, i64 noundef 1)
  %75 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %76 = extractvalue { i64, i64 } %74, 0
  store i64 %76, ptr %75, align 8
  %77 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %78 = extractvalue { i64, i64 } %74, 1
  store i64 %78, ptr %77, align 8
  store i32 0, ptr %7, align 4
  br label %79

79:                                               ; preds = %119, %69
  %80 = load i32, ptr %7, align 4
  %81 = icmp slt i32 %80, 30
  br i1 %81, label %82, label %122

82:                                               ; preds = %79
  %83 = call { i64, i64 } @mk(i64 noundef 1, i64 noundef 1)
  %84 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %85 = extractvalue { i64, i64 } %83, 0
  store i64 %85, ptr %84, align 8
  %86 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %87 = extractvalue { i64, i64 } %83, 1
  store i64 %87, ptr %86, align 8
  %88 = call { i64, i64 } @mk(i64 noundef 1, i64 noundef 1)
  %89 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %90 = extractvalue { i64, i64 } %88, 0
  store i64 %90, ptr %89, align 8
  %91 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %92 = extractvalue { i64, i64 } %88, 1
  store i64 %92, ptr %91, align 8
  %93 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %94 = load i64, ptr %93, align 8
  %95 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %96 = load i64, ptr %95, align 8
  %97 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %98 = load i64, ptr %97, align 8
  %99 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %100 = load i64, ptr %99, align 8
  %101 = call { i64, i64 } @dv(i64 %94, i64 %96, i64 %98, i64 %100)
  %102 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %103 = extractvalue { i64, i64 } %101, 0
  store i64 %103, ptr %102, align 8
  %104 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %105 = extractvalue { i64, i64 } %101, 1
  store i64 %105, ptr %104, align 8
  %106 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %107 = load i64, ptr %106, align 8
  %108 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %109 = load i64, ptr %108, align 8
  %110 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %111 = load i64, ptr %110, align 8
  %112 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %113 = load i64, ptr %112, align 8
  %114 = call { i64, i64 } @add(i64 %107, i64 %109, i64 %111, i64 %113)
  %115 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %116 = extractvalue { i64, i64 } %114, 0
  store i64 %116, ptr %115, align 8
  %117 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %118 = extractvalue { i64, i64 } %114, 1
  store i64 %118, ptr %117, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %8, i64 16, i1 false)
  br label %119

119:                                              ; preds = %82
  %120 = load i32, ptr %7, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %7, align 4
  br label %79, !llvm.loop !8

122:                                              ; preds = %79
  %123 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %124 = load i64, ptr %123, align 8
  %125 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %126 = load i64, ptr %125, align 8
  call void @pq(ptr noundef @.str.1, i64 %124, i64 %126)
  %127 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 0
  %128 = load i64, ptr %127, align 8
  %129 = sitofp i64 %128 to double
  %130 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 1
  %131 = load i64, ptr %130, align 8
  %132 = sitofp i64 %131 to double
  %133 = fdiv double %129, %132
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %133)
  %135 = getelementptr inbounds [21 x %struct.Q], ptr %12, i64 0, i64 0
  %136 = call { i64, i64 } @mk(i64 noundef 1, i64 noundef 1)
  %137 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0
  %138 = extractvalue { i64, i64 } %136, 0
  store i64 %138, ptr %137, align 8
  %139 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1
  %140 = extractvalue { i64, i64 } %136, 1
  store i64 %140, ptr %139, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %135, ptr align 8 %13, i64 16, i1 false)
  store i32 1, ptr %14, align 4
  br label %141

141:                                              ; preds = %218, %122
  %142 = load i32, ptr %14, align 4
  %143 = icmp sle i32 %142, 20
  br i1 %143, label %144, label %221

144:                                              ; preds = %141
  %145 = load i32, ptr %14, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [21 x %struct.Q], ptr %12, i64 0, i64 %146
  %148 = call { i64, i64 } @mk(i64 noundef 0, i64 noundef 1)
  %149 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %150 = extractvalue { i64, i64 } %148, 0
  store i64 %150, ptr %149, align 8
  %151 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %152 = extractvalue { i64, i64 } %148, 1
  store i64 %152, ptr %151, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %147, ptr align 8 %15, i64 16, i1 false)
  store i64 1, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %153

153:                                              ; preds = %214, %144
  %154 = load i32, ptr %17, align 4
  %155 = load i32, ptr %14, align 4
  %156 = icmp slt i32 %154, %155
  br i1 %156, label %157, label %217

157:                                              ; preds = %153
  %158 = load i32, ptr %14, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [21 x %struct.Q], ptr %12, i64 0, i64 %159
  %161 = load i32, ptr %14, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [21 x %struct.Q], ptr %12, i64 0, i64 %162
  %164 = load i64, ptr %16, align 8
  %165 = load i32, ptr %14, align 4
  %166 = add nsw i32 %165, 1
  %167 = load i32, ptr %17, align 4
  %168 = sub nsw i32 %166, %167
  %169 = sext i32 %168 to i64
  %170 = call { i64, i64 } @mk(i64 noundef %164, i64 noundef %169)
  %171 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0
  %172 = extractvalue { i64, i64 } %170, 0
  store i64 %172, ptr %171, align 8
  %173 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1
  %174 = extractvalue { i64, i64 } %170, 1
  store i64 %174, ptr %173, align 8
  %175 = load i32, ptr %17, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [21 x %struct.Q], ptr %12, i64 0, i64 %176
  %178 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0
  %179 = load i64, ptr %178, align 8
  %180 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1
  %181 = load i64, ptr %180, align 8
  %182 = getelementptr inbounds { i64, i64 }, ptr %177, i32 0, i32 0
  %183 = load i64, ptr %182, align 16
  %184 = getelementptr inbounds { i64, i64 }, ptr %177, i32 0, i32 1
  %185 = load i64, ptr %184, align 8
  %186 = call { i64, i64 } @mul(i64 %179, i64 %181, i64 %183, i64 %185)
  %187 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0
  %188 = extractvalue { i64, i64 } %186, 0
  store i64 %188, ptr %187, align 8
  %189 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1
  %190 = extractvalue { i64, i64 } %186, 1
  store i64 %190, ptr %189, align 8
  %191 = getelementptr inbounds { i64, i64 }, ptr %163, i32 0, i32 0
  %192 = load i64, ptr %191, align 16
  %193 = getelementptr inbounds { i64, i64 }, ptr %163, i32 0, i32 1
  %194 = load i64, ptr %193, align 8
  %195 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0
  %196 = load i64, ptr %195, align 8
  %197 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1
  %198 = load i64, ptr %197, align 8
  %199 = call { i64, i64 } @sub(i64 %192, i64 %194, i64 %196, i64 %198)
  %200 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0
  %201 = extractvalue { i64, i64 } %199, 0
  store i64 %201, ptr %200, align 8
  %202 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1
  %203 = extractvalue { i64, i64 } %199, 1
  store i64 %203, ptr %202, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %160, ptr align 8 %18, i64 16, i1 false)
  %204 = load i64, ptr %16, align 8
  %205 = load i32, ptr %14, align 4
  %206 = load i32, ptr %17, align 4
  %207 = sub nsw i32 %205, %206
  %208 = sext i32 %207 to i64
  %209 = mul nsw i64 %204, %208
  %210 = load i32, ptr %17, align 4
  %211 = add nsw i32 %210, 1
  %212 = sext i32 %211 to i64
  %213 = sdiv i64 %209, %212
  store i64 %213, ptr %16, align 8
  br label %214

214:                                              ; preds = %157
  %215 = load i32, ptr %17, align 4
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr %17, align 4
  br label %153, !llvm.loop !9

217:                                              ; preds = %153
  br label %218

218:                                              ; preds = %217
  %219 = load i32, ptr %14, align 4
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr %14, align 4
  br label %141, !llvm.loop !10

221:                                              ; preds = %141
  store i32 0, ptr %21, align 4
  br label %222

222:                                              ; preds = %237, %221
  %223 = load i32, ptr %21, align 4
  %224 = icmp sle i32 %223, 20
  br i1 %224, label %225, label %240

225:                                              ; preds = %222
  %226 = getelementptr inbounds [16 x i8], ptr %22, i64 0, i64 0
  %227 = load i32, ptr %21, align 4
  %228 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %226, i64 noundef 16, ptr noundef @.str.3, i32 noundef %227) #4
  %229 = getelementptr inbounds [16 x i8], ptr %22, i64 0, i64 0
  %230 = load i32, ptr %21, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [21 x %struct.Q], ptr %12, i64 0, i64 %231
  %233 = getelementptr inbounds { i64, i64 }, ptr %232, i32 0, i32 0
  %234 = load i64, ptr %233, align 16
  %235 = getelementptr inbounds { i64, i64 }, ptr %232, i32 0, i32 1
  %236 = load i64, ptr %235, align 8
  call void @pq(ptr noundef %229, i64 %234, i64 %236)
  br label %237

237:                                              ; preds = %225
  %238 = load i32, ptr %21, align 4
  %239 = add nsw i32 %238, 2
  store i32 %239, ptr %21, align 4
  br label %222, !llvm.loop !11

240:                                              ; preds = %222
  %241 = getelementptr inbounds [21 x %struct.Q], ptr %12, i64 0, i64 1
  %242 = getelementptr inbounds { i64, i64 }, ptr %241, i32 0, i32 0
  %243 = load i64, ptr %242, align 16
  %244 = getelementptr inbounds { i64, i64 }, ptr %241, i32 0, i32 1
  %245 = load i64, ptr %244, align 8
  call void @pq(ptr noundef @.str.4, i64 %243, i64 %245)
  %246 = call { i64, i64 } @mk(i64 noundef 4, i64 noundef 13)
  %247 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 0
  %248 = extractvalue { i64, i64 } %246, 0
  store i64 %248, ptr %247, align 8
  %249 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 1
  %250 = extractvalue { i64, i64 } %246, 1
  store i64 %250, ptr %249, align 8
  %251 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  br label %252

252:                                              ; preds = %256, %240
  %253 = getelementptr inbounds %struct.Q, ptr %23, i32 0, i32 0
  %254 = load i64, ptr %253, align 8
  %255 = icmp ne i64 %254, 0
  br i1 %255, label %256, label %287

256:                                              ; preds = %252
  %257 = getelementptr inbounds %struct.Q, ptr %23, i32 0, i32 1
  %258 = load i64, ptr %257, align 8
  %259 = getelementptr inbounds %struct.Q, ptr %23, i32 0, i32 0
  %260 = load i64, ptr %259, align 8
  %261 = add nsw i64 %258, %260
  %262 = sub nsw i64 %261, 1
  %263 = getelementptr inbounds %struct.Q, ptr %23, i32 0, i32 0
  %264 = load i64, ptr %263, align 8
  %265 = sdiv i64 %262, %264
  store i64 %265, ptr %24, align 8
  %266 = load i64, ptr %24, align 8
  %267 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %266)
  %268 = load i64, ptr %24, align 8
  %269 = call { i64, i64 } @mk(i64 noundef 1, i64 noundef %268)
  %270 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %271 = extractvalue { i64, i64 } %269, 0
  store i64 %271, ptr %270, align 8
  %272 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  %273 = extractvalue { i64, i64 } %269, 1
  store i64 %273, ptr %272, align 8
  %274 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 0
  %275 = load i64, ptr %274, align 8
  %276 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 1
  %277 = load i64, ptr %276, align 8
  %278 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %279 = load i64, ptr %278, align 8
  %280 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  %281 = load i64, ptr %280, align 8
  %282 = call { i64, i64 } @sub(i64 %275, i64 %277, i64 %279, i64 %281)
  %283 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %284 = extractvalue { i64, i64 } %282, 0
  store i64 %284, ptr %283, align 8
  %285 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  %286 = extractvalue { i64, i64 } %282, 1
  store i64 %286, ptr %285, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %25, i64 16, i1 false)
  br label %252, !llvm.loop !12

287:                                              ; preds = %252
  %288 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %289 = call { i64, i64 } @mk(i64 noundef 355, i64 noundef 113)
  %290 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 0
  %291 = extractvalue { i64, i64 } %289, 0
  store i64 %291, ptr %290, align 8
  %292 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 1
  %293 = extractvalue { i64, i64 } %289, 1
  store i64 %293, ptr %292, align 8
  store i32 0, ptr %29, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 8 %27, i64 16, i1 false)
  br label %294

294:                                              ; preds = %345, %287
  %295 = load i32, ptr %29, align 4
  %296 = icmp slt i32 %295, 20
  br i1 %296, label %297, label %364

297:                                              ; preds = %294
  %298 = getelementptr inbounds %struct.Q, ptr %30, i32 0, i32 0
  %299 = load i64, ptr %298, align 8
  %300 = getelementptr inbounds %struct.Q, ptr %30, i32 0, i32 1
  %301 = load i64, ptr %300, align 8
  %302 = sdiv i64 %299, %301
  store i64 %302, ptr %31, align 8
  %303 = getelementptr inbounds %struct.Q, ptr %30, i32 0, i32 0
  %304 = load i64, ptr %303, align 8
  %305 = icmp slt i64 %304, 0
  br i1 %305, label %306, label %316

306:                                              ; preds = %297
  %307 = getelementptr inbounds %struct.Q, ptr %30, i32 0, i32 0
  %308 = load i64, ptr %307, align 8
  %309 = getelementptr inbounds %struct.Q, ptr %30, i32 0, i32 1
  %310 = load i64, ptr %309, align 8
  %311 = srem i64 %308, %310
  %312 = icmp ne i64 %311, 0
  br i1 %312, label %313, label %316

313:                                              ; preds = %306
  %314 = load i64, ptr %31, align 8
  %315 = add nsw i64 %314, -1
  store i64 %315, ptr %31, align 8
  br label %316

316:                                              ; preds = %313, %306, %297
  %317 = load i64, ptr %31, align 8
  %318 = load i32, ptr %29, align 4
  %319 = add nsw i32 %318, 1
  store i32 %319, ptr %29, align 4
  %320 = sext i32 %318 to i64
  %321 = getelementptr inbounds [20 x i64], ptr %28, i64 0, i64 %320
  store i64 %317, ptr %321, align 8
  %322 = load i64, ptr %31, align 8
  %323 = call { i64, i64 } @mk(i64 noundef %322, i64 noundef 1)
  %324 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 0
  %325 = extractvalue { i64, i64 } %323, 0
  store i64 %325, ptr %324, align 8
  %326 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 1
  %327 = extractvalue { i64, i64 } %323, 1
  store i64 %327, ptr %326, align 8
  %328 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 0
  %329 = load i64, ptr %328, align 8
  %330 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 1
  %331 = load i64, ptr %330, align 8
  %332 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 0
  %333 = load i64, ptr %332, align 8
  %334 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 1
  %335 = load i64, ptr %334, align 8
  %336 = call { i64, i64 } @sub(i64 %329, i64 %331, i64 %333, i64 %335)
  %337 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 0
  %338 = extractvalue { i64, i64 } %336, 0
  store i64 %338, ptr %337, align 8
  %339 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 1
  %340 = extractvalue { i64, i64 } %336, 1
  store i64 %340, ptr %339, align 8
  %341 = getelementptr inbounds %struct.Q, ptr %32, i32 0, i32 0
  %342 = load i64, ptr %341, align 8
  %343 = icmp ne i64 %342, 0
  br i1 %343, label %345, label %344

344:                                              ; preds = %316
  br label %364

345:                                              ; preds = %316
  %346 = call { i64, i64 } @mk(i64 noundef 1, i64 noundef 1)
  %347 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 0
  %348 = extractvalue { i64, i64 } %346, 0
  store i64 %348, ptr %347, align 8
  %349 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 1
  %350 = extractvalue { i64, i64 } %346, 1
  store i64 %350, ptr %349, align 8
  %351 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 0
  %352 = load i64, ptr %351, align 8
  %353 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 1
  %354 = load i64, ptr %353, align 8
  %355 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 0
  %356 = load i64, ptr %355, align 8
  %357 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 1
  %358 = load i64, ptr %357, align 8
  %359 = call { i64, i64 } @dv(i64 %352, i64 %354, i64 %356, i64 %358)
  %360 = getelementptr inbounds { i64, i64 }, ptr %34, i32 0, i32 0
  %361 = extractvalue { i64, i64 } %359, 0
  store i64 %361, ptr %360, align 8
  %362 = getelementptr inbounds { i64, i64 }, ptr %34, i32 0, i32 1
  %363 = extractvalue { i64, i64 } %359, 1
  store i64 %363, ptr %362, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 8 %34, i64 16, i1 false)
  br label %294, !llvm.loop !13

364:                                              ; preds = %344, %294
  %365 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  store i32 0, ptr %36, align 4
  br label %366

366:                                              ; preds = %376, %364
  %367 = load i32, ptr %36, align 4
  %368 = load i32, ptr %29, align 4
  %369 = icmp slt i32 %367, %368
  br i1 %369, label %370, label %379

370:                                              ; preds = %366
  %371 = load i32, ptr %36, align 4
  %372 = sext i32 %371 to i64
  %373 = getelementptr inbounds [20 x i64], ptr %28, i64 0, i64 %372
  %374 = load i64, ptr %373, align 8
  %375 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %374)
  br label %376

376:                                              ; preds = %370
  %377 = load i32, ptr %36, align 4
  %378 = add nsw i32 %377, 1
  store i32 %378, ptr %36, align 4
  br label %366, !llvm.loop !14

379:                                              ; preds = %366
  %380 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %381 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 1
  %382 = load i64, ptr %381, align 8
  %383 = srem i64 %382, 256
  %384 = trunc i64 %383 to i32
  ret i32 %384
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @mk(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca %struct.Q, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %7 = load i64, ptr %5, align 8
  %8 = icmp slt i64 %7, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = load i64, ptr %4, align 8
  %11 = sub nsw i64 0, %10
  store i64 %11, ptr %4, align 8
  %12 = load i64, ptr %5, align 8
  %13 = sub nsw i64 0, %12
  store i64 %13, ptr %5, align 8
  br label %14

14:                                               ; preds = %9, %2
  %15 = load i64, ptr %4, align 8
  %16 = load i64, ptr %5, align 8
  %17 = call i64 @gcd(i64 noundef %15, i64 noundef %16)
  store i64 %17, ptr %6, align 8
  %18 = load i64, ptr %6, align 8
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %14
  store i64 1, ptr %6, align 8
  br label %21

21:                                               ; preds = %20, %14
  %22 = getelementptr inbounds %struct.Q, ptr %3, i32 0, i32 0
  %23 = load i64, ptr %4, align 8
  %24 = load i64, ptr %6, align 8
  %25 = sdiv i64 %23, %24
  store i64 %25, ptr %22, align 8
  %26 = getelementptr inbounds %struct.Q, ptr %3, i32 0, i32 1
  %27 = load i64, ptr %5, align 8
  %28 = load i64, ptr %6, align 8
  %29 = sdiv i64 %27, %28
  store i64 %29, ptr %26, align 8
  %30 = load { i64, i64 }, ptr %3, align 8
  ret { i64, i64 } %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @add(i64 %0, i64 %1, i64 %2, i64 %3) #0 {
  %5 = alloca %struct.Q, align 8
  %6 = alloca %struct.Q, align 8
  %7 = alloca %struct.Q, align 8
  %8 = alloca i64, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %9, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %11, align 8
  %12 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %12, align 8
  %13 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  %17 = call i64 @gcd(i64 noundef %14, i64 noundef %16)
  store i64 %17, ptr %8, align 8
  %18 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 0
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 1
  %21 = load i64, ptr %20, align 8
  %22 = load i64, ptr %8, align 8
  %23 = sdiv i64 %21, %22
  %24 = mul nsw i64 %19, %23
  %25 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 0
  %26 = load i64, ptr %25, align 8
  %27 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 1
  %28 = load i64, ptr %27, align 8
  %29 = load i64, ptr %8, align 8
  %30 = sdiv i64 %28, %29
  %31 = mul nsw i64 %26, %30
  %32 = add nsw i64 %24, %31
  %33 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 1
  %34 = load i64, ptr %33, align 8
  %35 = load i64, ptr %8, align 8
  %36 = sdiv i64 %34, %35
  %37 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 1
  %38 = load i64, ptr %37, align 8
  %39 = mul nsw i64 %36, %38
  %40 = call { i64, i64 } @mk(i64 noundef %32, i64 noundef %39)
  %41 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %42 = extractvalue { i64, i64 } %40, 0
  store i64 %42, ptr %41, align 8
  %43 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %44 = extractvalue { i64, i64 } %40, 1
  store i64 %44, ptr %43, align 8
  %45 = load { i64, i64 }, ptr %5, align 8
  ret { i64, i64 } %45
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pq(ptr noundef %0, i64 %1, i64 %2) #0 {
  %4 = alloca %struct.Q, align 8
  %5 = alloca ptr, align 8
  %6 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %6, align 8
  %7 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %7, align 8
  store ptr %0, ptr %5, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 0
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %8, i64 noundef %10, i64 noundef %12)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @dv(i64 %0, i64 %1, i64 %2, i64 %3) #0 {
  %5 = alloca %struct.Q, align 8
  %6 = alloca %struct.Q, align 8
  %7 = alloca %struct.Q, align 8
  %8 = alloca %struct.Q, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %9, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %11, align 8
  %12 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %12, align 8
  %13 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 0
  %14 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 1
  %15 = load i64, ptr %14, align 8
  store i64 %15, ptr %13, align 8
  %16 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 1
  %17 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 0
  %18 = load i64, ptr %17, align 8
  store i64 %18, ptr %16, align 8
  %19 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 1
  %20 = load i64, ptr %19, align 8
  %21 = icmp slt i64 %20, 0
  br i1 %21, label %22, label %31

22:                                               ; preds = %4
  %23 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 0
  %24 = load i64, ptr %23, align 8
  %25 = sub nsw i64 0, %24
  %26 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 0
  store i64 %25, ptr %26, align 8
  %27 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 1
  %28 = load i64, ptr %27, align 8
  %29 = sub nsw i64 0, %28
  %30 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 1
  store i64 %29, ptr %30, align 8
  br label %31

31:                                               ; preds = %22, %4
  %32 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %35 = load i64, ptr %34, align 8
  %36 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %39 = load i64, ptr %38, align 8
  %40 = call { i64, i64 } @mul(i64 %33, i64 %35, i64 %37, i64 %39)
  %41 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %42 = extractvalue { i64, i64 } %40, 0
  store i64 %42, ptr %41, align 8
  %43 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %44 = extractvalue { i64, i64 } %40, 1
  store i64 %44, ptr %43, align 8
  %45 = load { i64, i64 }, ptr %5, align 8
  ret { i64, i64 } %45
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @sub(i64 %0, i64 %1, i64 %2, i64 %3) #0 {
  %5 = alloca %struct.Q, align 8
  %6 = alloca %struct.Q, align 8
  %7 = alloca %struct.Q, align 8
  %8 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 0
  %13 = load i64, ptr %12, align 8
  %14 = sub nsw i64 0, %13
  %15 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 0
  store i64 %14, ptr %15, align 8
  %16 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %23 = load i64, ptr %22, align 8
  %24 = call { i64, i64 } @add(i64 %17, i64 %19, i64 %21, i64 %23)
  %25 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %26 = extractvalue { i64, i64 } %24, 0
  store i64 %26, ptr %25, align 8
  %27 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %28 = extractvalue { i64, i64 } %24, 1
  store i64 %28, ptr %27, align 8
  %29 = load { i64, i64 }, ptr %5, align 8
  ret { i64, i64 } %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @mul(i64 %0, i64 %1, i64 %2, i64 %3) #0 {
  %5 = alloca %struct.Q, align 8
  %6 = alloca %struct.Q, align 8
  %7 = alloca %struct.Q, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %12, align 8
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %13, align 8
  %14 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 0
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 1
  %17 = load i64, ptr %16, align 8
  %18 = call i64 @gcd(i64 noundef %15, i64 noundef %17)
  store i64 %18, ptr %8, align 8
  %19 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 0
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 1
  %22 = load i64, ptr %21, align 8
  %23 = call i64 @gcd(i64 noundef %20, i64 noundef %22)
  store i64 %23, ptr %9, align 8
  %24 = load i64, ptr %8, align 8
  %25 = icmp ne i64 %24, 0
  br i1 %25, label %27, label %26

26:                                               ; preds = %4
  store i64 1, ptr %8, align 8
  br label %27

27:                                               ; preds = %26, %4
  %28 = load i64, ptr %9, align 8
  %29 = icmp ne i64 %28, 0
  br i1 %29, label %31, label %30

30:                                               ; preds = %27
  store i64 1, ptr %9, align 8
  br label %31

31:                                               ; preds = %30, %27
  %32 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 0
  %33 = load i64, ptr %32, align 8
  %34 = load i64, ptr %8, align 8
  %35 = sdiv i64 %33, %34
  %36 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 0
  %37 = load i64, ptr %36, align 8
  %38 = load i64, ptr %9, align 8
  %39 = sdiv i64 %37, %38
  %40 = mul nsw i64 %35, %39
  %41 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 1
  %42 = load i64, ptr %41, align 8
  %43 = load i64, ptr %9, align 8
  %44 = sdiv i64 %42, %43
  %45 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 1
  %46 = load i64, ptr %45, align 8
  %47 = load i64, ptr %8, align 8
  %48 = sdiv i64 %46, %47
  %49 = mul nsw i64 %44, %48
  %50 = call { i64, i64 } @mk(i64 noundef %40, i64 noundef %49)
  %51 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %52 = extractvalue { i64, i64 } %50, 0
  store i64 %52, ptr %51, align 8
  %53 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %54 = extractvalue { i64, i64 } %50, 1
  store i64 %54, ptr %53, align 8
  %55 = load { i64, i64 }, ptr %5, align 8
  ret { i64, i64 } %55
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @gcd(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = icmp slt i64 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8
  %10 = sub nsw i64 0, %9
  store i64 %10, ptr %3, align 8
  br label %11

11:                                               ; preds = %8, %2
  %12 = load i64, ptr %4, align 8
  %13 = icmp slt i64 %12, 0
  br i1 %13, label %14, label %17

14:                                               ; preds = %11
  %15 = load i64, ptr %4, align 8
  %16 = sub nsw i64 0, %15
  store i64 %16, ptr %4, align 8
  br label %17

17:                                               ; preds = %14, %11
  br label %18

18:                                               ; preds = %21, %17
  %19 = load i64, ptr %4, align 8
  %20 = icmp ne i64 %19, 0
  br i1 %20, label %21, label %27

21:                                               ; preds = %18
  %22 = load i64, ptr %3, align 8
  %23 = load i64, ptr %4, align 8
  %24 = srem i64 %22, %23
  store i64 %24, ptr %5, align 8
  %25 = load i64, ptr %4, align 8
  store i64 %25, ptr %3, align 8
  %26 = load i64, ptr %5, align 8
  store i64 %26, ptr %4, align 8
  br label %18, !llvm.loop !15

27:                                               ; preds = %18
  %28 = load i64, ptr %3, align 8
  ret i64 %28
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
