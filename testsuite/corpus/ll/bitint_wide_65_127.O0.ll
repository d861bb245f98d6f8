; ModuleID = 'programs/bitint_wide_65_127.c'
source_filename = "programs/bitint_wide_65_127.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"u65 max \00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c" s65 min \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c" max \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"s65 pair hash %016llx\0A\00", align 1
@h = internal global i64 1469598103934665603, align 8
@.str.5 = private unnamed_addr constant [3 x i8] c"a=\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c" ashr64=\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c" shl64=\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c" ashr3=\00", align 1
@.str.9 = private unnamed_addr constant [24 x i8] c"s127 pair hash %016llx\0A\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c" ashr126=\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c" lshr100=\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c" cmp0=%d\0A\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"t65=\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c" tu65=\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c" t127=\00", align 1
@.str.16 = private unnamed_addr constant [17 x i8] c"%s%016llx%016llx\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 8
  %3 = alloca i128, align 8
  %4 = alloca i128, align 8
  %5 = alloca [12 x i128], align 16
  %6 = alloca i32, align 4
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i128, align 8
  %13 = alloca i128, align 8
  %14 = alloca i128, align 8
  %15 = alloca i128, align 8
  %16 = alloca i128, align 8
  %17 = alloca i128, align 16
  %18 = alloca i128, align 8
  %19 = alloca i128, align 8
  %20 = alloca i128, align 8
  %21 = alloca i128, align 16
  %22 = alloca i128, align 8
  %23 = alloca i128, align 8
  %24 = alloca i128, align 8
  %25 = alloca i128, align 16
  %26 = alloca i128, align 8
  %27 = alloca i128, align 8
  %28 = alloca i128, align 8
  %29 = alloca i128, align 16
  %30 = alloca i128, align 8
  %31 = alloca i128, align 8
  %32 = alloca i128, align 8
  %33 = alloca i128, align 16
  %34 = alloca i32, align 4
  %35 = alloca i128, align 8
  %36 = alloca i128, align 16
  %37 = alloca i128, align 8
  %38 = alloca i128, align 8
  %39 = alloca i128, align 16
  %40 = alloca i128, align 8
  %41 = alloca i128, align 8
  %42 = alloca i128, align 16
  %43 = alloca i128, align 8
  %44 = alloca i128, align 8
  %45 = alloca i128, align 16
  %46 = alloca i128, align 8
  %47 = alloca i128, align 8
  %48 = alloca [10 x i128], align 16
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i128, align 8
  %52 = alloca i128, align 8
  %53 = alloca i128, align 8
  %54 = alloca i128, align 8
  %55 = alloca i128, align 8
  %56 = alloca i128, align 16
  %57 = alloca i128, align 8
  %58 = alloca i128, align 8
  %59 = alloca i128, align 8
  %60 = alloca i128, align 16
  %61 = alloca i128, align 8
  %62 = alloca i128, align 8
  %63 = alloca i128, align 16
  %64 = alloca i128, align 8
  %65 = alloca i128, align 8
  %66 = alloca i128, align 8
  %67 = alloca i128, align 16
  %68 = alloca i128, align 8
  %69 = alloca i128, align 8
  %70 = alloca i128, align 8
  %71 = alloca i128, align 16
  %72 = alloca i128, align 8
  %73 = alloca i128, align 8
  %74 = alloca i128, align 8
  %75 = alloca i128, align 16
  %76 = alloca i32, align 4
  %77 = alloca i128, align 8
  %78 = alloca i128, align 16
  %79 = alloca i128, align 8
  %80 = alloca i128, align 8
  %81 = alloca i128, align 16
  %82 = alloca i128, align 8
  %83 = alloca i128, align 8
  %84 = alloca i128, align 16
  %85 = alloca i128, align 8
  %86 = alloca i128, align 8
  %87 = alloca i128, align 16
  %88 = alloca i128, align 8
  %89 = alloca i128, align 8
  %90 = alloca i128, align 8
  %91 = alloca i128, align 16
  %92 = alloca i128, align 16
  %93 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i128 36893488147419103231, ptr %2, align 8
  store i128 -18446744073709551616, ptr %3, align 8
  store i128 18446744073709551615, ptr %4, align 8
  store volatile i128 0, ptr %5, align 16
  %94 = getelementptr inbounds i128, ptr %5, i64 1
  store volatile i128 1, ptr %94, align 16
  %95 = getelementptr inbounds i128, ptr %5, i64 2
  store volatile i128 -1, ptr %95, align 16
  %96 = getelementptr inbounds i128, ptr %5, i64 3
  store volatile i128 2, ptr %96, align 16
  %97 = getelementptr inbounds i128, ptr %5, i64 4
  store volatile i128 -3, ptr %97, align 16
  %98 = getelementptr inbounds i128, ptr %5, i64 5
  store volatile i128 7, ptr %98, align 16
  %99 = getelementptr inbounds i128, ptr %5, i64 6
  %100 = load i128, ptr %3, align 8
  %101 = trunc i128 %100 to i65
  %102 = sext i65 %101 to i128
  store volatile i128 %102, ptr %99, align 16
  %103 = getelementptr inbounds i128, ptr %5, i64 7
  %104 = load i128, ptr %4, align 8
  %105 = trunc i128 %104 to i65
  %106 = sext i65 %105 to i128
  store volatile i128 %106, ptr %103, align 16
  %107 = getelementptr inbounds i128, ptr %5, i64 8
  %108 = load i128, ptr %3, align 8
  %109 = trunc i128 %108 to i65
  %110 = add nsw i65 %109, 1
  %111 = sext i65 %110 to i128
  store volatile i128 %111, ptr %107, align 16
  %112 = getelementptr inbounds i128, ptr %5, i64 9
  %113 = load i128, ptr %4, align 8
  %114 = trunc i128 %113 to i65
  %115 = sdiv i65 %114, 3
  %116 = sext i65 %115 to i128
  store volatile i128 %116, ptr %112, align 16
  %117 = getelementptr inbounds i128, ptr %5, i64 10
  store volatile i128 163971058432973790, ptr %117, align 16
  %118 = getelementptr inbounds i128, ptr %5, i64 11
  store volatile i128 -9223372036854775812, ptr %118, align 16
  store i32 12, ptr %6, align 4
  %119 = load i128, ptr %2, align 8
  %120 = trunc i128 %119 to i65
  %121 = zext i65 %120 to i128
  store i128 %121, ptr %7, align 16
  %122 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %123 = load i64, ptr %122, align 16
  %124 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %125 = load i64, ptr %124, align 8
  call void @px(ptr noundef @.str, i64 noundef %123, i64 noundef %125)
  %126 = load i128, ptr %3, align 8
  %127 = trunc i128 %126 to i65
  %128 = sext i65 %127 to i128
  store i128 %128, ptr %8, align 16
  %129 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %130 = load i64, ptr %129, align 16
  %131 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %132 = load i64, ptr %131, align 8
  call void @px(ptr noundef @.str.1, i64 noundef %130, i64 noundef %132)
  %133 = load i128, ptr %4, align 8
  %134 = trunc i128 %133 to i65
  %135 = sext i65 %134 to i128
  store i128 %135, ptr %9, align 16
  %136 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %137 = load i64, ptr %136, align 16
  %138 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %139 = load i64, ptr %138, align 8
  call void @px(ptr noundef @.str.2, i64 noundef %137, i64 noundef %139)
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 0, ptr %10, align 4
  br label %141

141:                                              ; preds = %317, %0
  %142 = load i32, ptr %10, align 4
  %143 = load i32, ptr %6, align 4
  %144 = icmp slt i32 %142, %143
  br i1 %144, label %145, label %320

145:                                              ; preds = %141
  store i32 0, ptr %11, align 4
  br label %146

146:                                              ; preds = %313, %145
  %147 = load i32, ptr %11, align 4
  %148 = load i32, ptr %6, align 4
  %149 = icmp slt i32 %147, %148
  br i1 %149, label %150, label %316

150:                                              ; preds = %146
  %151 = load i32, ptr %10, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [12 x i128], ptr %5, i64 0, i64 %152
  %154 = load volatile i128, ptr %153, align 16
  %155 = trunc i128 %154 to i65
  %156 = sext i65 %155 to i128
  store i128 %156, ptr %12, align 8
  %157 = load i32, ptr %11, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [12 x i128], ptr %5, i64 0, i64 %158
  %160 = load volatile i128, ptr %159, align 16
  %161 = trunc i128 %160 to i65
  %162 = sext i65 %161 to i128
  store i128 %162, ptr %13, align 8
  %163 = load i128, ptr %12, align 8
  %164 = trunc i128 %163 to i65
  %165 = load i128, ptr %13, align 8
  %166 = trunc i128 %165 to i65
  %167 = zext i65 %164 to i128
  store i128 %167, ptr %14, align 8
  %168 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0
  %169 = load i64, ptr %168, align 8
  %170 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1
  %171 = load i64, ptr %170, align 8
  %172 = zext i65 %166 to i128
  store i128 %172, ptr %15, align 8
  %173 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %174 = load i64, ptr %173, align 8
  %175 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %176 = load i64, ptr %175, align 8
  %177 = call { i64, i64 } @add65(i64 noundef %169, i64 noundef %171, i64 noundef %174, i64 noundef %176)
  %178 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %179 = extractvalue { i64, i64 } %177, 0
  store i64 %179, ptr %178, align 8
  %180 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %181 = extractvalue { i64, i64 } %177, 1
  store i64 %181, ptr %180, align 8
  %182 = load i128, ptr %16, align 8
  %183 = trunc i128 %182 to i65
  %184 = zext i65 %183 to i128
  store i128 %184, ptr %17, align 16
  %185 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0
  %186 = load i64, ptr %185, align 16
  %187 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1
  %188 = load i64, ptr %187, align 8
  call void @mix(i64 noundef %186, i64 noundef %188)
  %189 = load i128, ptr %12, align 8
  %190 = trunc i128 %189 to i65
  %191 = load i128, ptr %13, align 8
  %192 = trunc i128 %191 to i65
  %193 = zext i65 %190 to i128
  store i128 %193, ptr %18, align 8
  %194 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0
  %195 = load i64, ptr %194, align 8
  %196 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1
  %197 = load i64, ptr %196, align 8
  %198 = zext i65 %192 to i128
  store i128 %198, ptr %19, align 8
  %199 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0
  %200 = load i64, ptr %199, align 8
  %201 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1
  %202 = load i64, ptr %201, align 8
  %203 = call { i64, i64 } @mul65(i64 noundef %195, i64 noundef %197, i64 noundef %200, i64 noundef %202)
  %204 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0
  %205 = extractvalue { i64, i64 } %203, 0
  store i64 %205, ptr %204, align 8
  %206 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1
  %207 = extractvalue { i64, i64 } %203, 1
  store i64 %207, ptr %206, align 8
  %208 = load i128, ptr %20, align 8
  %209 = trunc i128 %208 to i65
  %210 = zext i65 %209 to i128
  store i128 %210, ptr %21, align 16
  %211 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0
  %212 = load i64, ptr %211, align 16
  %213 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1
  %214 = load i64, ptr %213, align 8
  call void @mix(i64 noundef %212, i64 noundef %214)
  %215 = load i128, ptr %13, align 8
  %216 = trunc i128 %215 to i65
  %217 = icmp ne i65 %216, 0
  br i1 %217, label %218, label %245

218:                                              ; preds = %150
  %219 = load i128, ptr %12, align 8
  %220 = trunc i128 %219 to i65
  %221 = load i128, ptr %13, align 8
  %222 = trunc i128 %221 to i65
  %223 = zext i65 %220 to i128
  store i128 %223, ptr %22, align 8
  %224 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 0
  %225 = load i64, ptr %224, align 8
  %226 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 1
  %227 = load i64, ptr %226, align 8
  %228 = zext i65 %222 to i128
  store i128 %228, ptr %23, align 8
  %229 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 0
  %230 = load i64, ptr %229, align 8
  %231 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 1
  %232 = load i64, ptr %231, align 8
  %233 = call { i64, i64 } @udiv65(i64 noundef %225, i64 noundef %227, i64 noundef %230, i64 noundef %232)
  %234 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 0
  %235 = extractvalue { i64, i64 } %233, 0
  store i64 %235, ptr %234, align 8
  %236 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 1
  %237 = extractvalue { i64, i64 } %233, 1
  store i64 %237, ptr %236, align 8
  %238 = load i128, ptr %24, align 8
  %239 = trunc i128 %238 to i65
  %240 = zext i65 %239 to i128
  store i128 %240, ptr %25, align 16
  %241 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %242 = load i64, ptr %241, align 16
  %243 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  %244 = load i64, ptr %243, align 8
  call void @mix(i64 noundef %242, i64 noundef %244)
  br label %245

245:                                              ; preds = %218, %150
  %246 = load i128, ptr %13, align 8
  %247 = trunc i128 %246 to i65
  %248 = icmp ne i65 %247, 0
  br i1 %248, label %249, label %312

249:                                              ; preds = %245
  %250 = load i128, ptr %12, align 8
  %251 = trunc i128 %250 to i65
  %252 = load i128, ptr %3, align 8
  %253 = trunc i128 %252 to i65
  %254 = icmp eq i65 %251, %253
  br i1 %254, label %255, label %259

255:                                              ; preds = %249
  %256 = load i128, ptr %13, align 8
  %257 = trunc i128 %256 to i65
  %258 = icmp eq i65 %257, -1
  br i1 %258, label %312, label %259

259:                                              ; preds = %255, %249
  %260 = load i128, ptr %12, align 8
  %261 = trunc i128 %260 to i65
  %262 = load i128, ptr %13, align 8
  %263 = trunc i128 %262 to i65
  %264 = sext i65 %261 to i128
  store i128 %264, ptr %26, align 8
  %265 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %266 = load i64, ptr %265, align 8
  %267 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  %268 = load i64, ptr %267, align 8
  %269 = sext i65 %263 to i128
  store i128 %269, ptr %27, align 8
  %270 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 0
  %271 = load i64, ptr %270, align 8
  %272 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 1
  %273 = load i64, ptr %272, align 8
  %274 = call { i64, i64 } @div65(i64 noundef %266, i64 noundef %268, i64 noundef %271, i64 noundef %273)
  %275 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 0
  %276 = extractvalue { i64, i64 } %274, 0
  store i64 %276, ptr %275, align 8
  %277 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 1
  %278 = extractvalue { i64, i64 } %274, 1
  store i64 %278, ptr %277, align 8
  %279 = load i128, ptr %28, align 8
  %280 = trunc i128 %279 to i65
  %281 = sext i65 %280 to i128
  store i128 %281, ptr %29, align 16
  %282 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 0
  %283 = load i64, ptr %282, align 16
  %284 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 1
  %285 = load i64, ptr %284, align 8
  call void @mix(i64 noundef %283, i64 noundef %285)
  %286 = load i128, ptr %12, align 8
  %287 = trunc i128 %286 to i65
  %288 = load i128, ptr %13, align 8
  %289 = trunc i128 %288 to i65
  %290 = sext i65 %287 to i128
  store i128 %290, ptr %30, align 8
  %291 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 0
  %292 = load i64, ptr %291, align 8
  %293 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 1
  %294 = load i64, ptr %293, align 8
  %295 = sext i65 %289 to i128
  store i128 %295, ptr %31, align 8
  %296 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 0
  %297 = load i64, ptr %296, align 8
  %298 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 1
  %299 = load i64, ptr %298, align 8
  %300 = call { i64, i64 } @rem65(i64 noundef %292, i64 noundef %294, i64 noundef %297, i64 noundef %299)
  %301 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 0
  %302 = extractvalue { i64, i64 } %300, 0
  store i64 %302, ptr %301, align 8
  %303 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 1
  %304 = extractvalue { i64, i64 } %300, 1
  store i64 %304, ptr %303, align 8
  %305 = load i128, ptr %32, align 8
  %306 = trunc i128 %305 to i65
  %307 = sext i65 %306 to i128
  store i128 %307, ptr %33, align 16
  %308 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 0
  %309 = load i64, ptr %308, align 16
  %310 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 1
  %311 = load i64, ptr %310, align 8
  call void @mix(i64 noundef %309, i64 noundef %311)
  br label %312

312:                                              ; preds = %259, %255, %245
  br label %313

313:                                              ; preds = %312
  %314 = load i32, ptr %11, align 4
  %315 = add nsw i32 %314, 1
  store i32 %315, ptr %11, align 4
  br label %146, !llvm.loop !6

316:                                              ; preds = %146
  br label %317

317:                                              ; preds = %316
  %318 = load i32, ptr %10, align 4
  %319 = add nsw i32 %318, 1
  store i32 %319, ptr %10, align 4
  br label %141, !llvm.loop !8

320:                                              ; preds = %141
  %321 = load i64, ptr @h, align 8
  %322 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %321)
  store i32 0, ptr %34, align 4
  br label %323

323:                                              ; preds = %399, %320
  %324 = load i32, ptr %34, align 4
  %325 = load i32, ptr %6, align 4
  %326 = icmp slt i32 %324, %325
  br i1 %326, label %327, label %402

327:                                              ; preds = %323
  %328 = load i32, ptr %34, align 4
  %329 = sext i32 %328 to i64
  %330 = getelementptr inbounds [12 x i128], ptr %5, i64 0, i64 %329
  %331 = load volatile i128, ptr %330, align 16
  %332 = trunc i128 %331 to i65
  %333 = sext i65 %332 to i128
  store i128 %333, ptr %35, align 8
  %334 = load i128, ptr %35, align 8
  %335 = trunc i128 %334 to i65
  %336 = sext i65 %335 to i128
  store i128 %336, ptr %36, align 16
  %337 = getelementptr inbounds { i64, i64 }, ptr %36, i32 0, i32 0
  %338 = load i64, ptr %337, align 16
  %339 = getelementptr inbounds { i64, i64 }, ptr %36, i32 0, i32 1
  %340 = load i64, ptr %339, align 8
  call void @px(ptr noundef @.str.5, i64 noundef %338, i64 noundef %340)
  %341 = load i128, ptr %35, align 8
  %342 = trunc i128 %341 to i65
  %343 = sext i65 %342 to i128
  store i128 %343, ptr %37, align 8
  %344 = getelementptr inbounds { i64, i64 }, ptr %37, i32 0, i32 0
  %345 = load i64, ptr %344, align 8
  %346 = getelementptr inbounds { i64, i64 }, ptr %37, i32 0, i32 1
  %347 = load i64, ptr %346, align 8
  %348 = call { i64, i64 } @ashr65(i64 noundef %345, i64 noundef %347, i32 noundef 64)
  %349 = getelementptr inbounds { i64, i64 }, ptr %38, i32 0, i32 0
  %350 = extractvalue { i64, i64 } %348, 0
  store i64 %350, ptr %349, align 8
  %351 = getelementptr inbounds { i64, i64 }, ptr %38, i32 0, i32 1
  %352 = extractvalue { i64, i64 } %348, 1
  store i64 %352, ptr %351, align 8
  %353 = load i128, ptr %38, align 8
  %354 = trunc i128 %353 to i65
  %355 = sext i65 %354 to i128
  store i128 %355, ptr %39, align 16
  %356 = getelementptr inbounds { i64, i64 }, ptr %39, i32 0, i32 0
  %357 = load i64, ptr %356, align 16
  %358 = getelementptr inbounds { i64, i64 }, ptr %39, i32 0, i32 1
  %359 = load i64, ptr %358, align 8
  call void @px(ptr noundef @.str.6, i64 noundef %357, i64 noundef %359)
  %360 = load i128, ptr %35, align 8
  %361 = trunc i128 %360 to i65
  %362 = zext i65 %361 to i128
  store i128 %362, ptr %40, align 8
  %363 = getelementptr inbounds { i64, i64 }, ptr %40, i32 0, i32 0
  %364 = load i64, ptr %363, align 8
  %365 = getelementptr inbounds { i64, i64 }, ptr %40, i32 0, i32 1
  %366 = load i64, ptr %365, align 8
  %367 = call { i64, i64 } @shl65(i64 noundef %364, i64 noundef %366, i32 noundef 64)
  %368 = getelementptr inbounds { i64, i64 }, ptr %41, i32 0, i32 0
  %369 = extractvalue { i64, i64 } %367, 0
  store i64 %369, ptr %368, align 8
  %370 = getelementptr inbounds { i64, i64 }, ptr %41, i32 0, i32 1
  %371 = extractvalue { i64, i64 } %367, 1
  store i64 %371, ptr %370, align 8
  %372 = load i128, ptr %41, align 8
  %373 = trunc i128 %372 to i65
  %374 = zext i65 %373 to i128
  store i128 %374, ptr %42, align 16
  %375 = getelementptr inbounds { i64, i64 }, ptr %42, i32 0, i32 0
  %376 = load i64, ptr %375, align 16
  %377 = getelementptr inbounds { i64, i64 }, ptr %42, i32 0, i32 1
  %378 = load i64, ptr %377, align 8
  call void @px(ptr noundef @.str.7, i64 noundef %376, i64 noundef %378)
  %379 = load i128, ptr %35, align 8
  %380 = trunc i128 %379 to i65
  %381 = sext i65 %380 to i128
  store i128 %381, ptr %43, align 8
  %382 = getelementptr inbounds { i64, i64 }, ptr %43, i32 0, i32 0
  %383 = load i64, ptr %382, align 8
  %384 = getelementptr inbounds { i64, i64 }, ptr %43, i32 0, i32 1
  %385 = load i64, ptr %384, align 8
  %386 = call { i64, i64 } @ashr65(i64 noundef %383, i64 noundef %385, i32 noundef 3)
  %387 = getelementptr inbounds { i64, i64 }, ptr %44, i32 0, i32 0
  %388 = extractvalue { i64, i64 } %386, 0
  store i64 %388, ptr %387, align 8
  %389 = getelementptr inbounds { i64, i64 }, ptr %44, i32 0, i32 1
  %390 = extractvalue { i64, i64 } %386, 1
  store i64 %390, ptr %389, align 8
  %391 = load i128, ptr %44, align 8
  %392 = trunc i128 %391 to i65
  %393 = sext i65 %392 to i128
  store i128 %393, ptr %45, align 16
  %394 = getelementptr inbounds { i64, i64 }, ptr %45, i32 0, i32 0
  %395 = load i64, ptr %394, align 16
  %396 = getelementptr inbounds { i64, i64 }, ptr %45, i32 0, i32 1
  %397 = load i64, ptr %396, align 8
  call void @px(ptr noundef @.str.8, i64 noundef %395, i64 noundef %397)
  %398 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  br label %399

399:                                              ; preds = %327
  %400 = load i32, ptr %34, align 4
  %401 = add nsw i32 %400, 1
  store i32 %401, ptr %34, align 4
  br label %323, !llvm.loop !9

402:                                              ; preds = %323
  store i128 -85070591730234615865843651857942052864, ptr %46, align 8
  store i128 85070591730234615865843651857942052863, ptr %47, align 8
  store volatile i128 0, ptr %48, align 16
  %403 = getelementptr inbounds i128, ptr %48, i64 1
  store volatile i128 1, ptr %403, align 16
  %404 = getelementptr inbounds i128, ptr %48, i64 2
  store volatile i128 -1, ptr %404, align 16
  %405 = getelementptr inbounds i128, ptr %48, i64 3
  store volatile i128 10, ptr %405, align 16
  %406 = getelementptr inbounds i128, ptr %48, i64 4
  store volatile i128 -10, ptr %406, align 16
  %407 = getelementptr inbounds i128, ptr %48, i64 5
  %408 = load i128, ptr %46, align 8
  %409 = trunc i128 %408 to i127
  %410 = sext i127 %409 to i128
  store volatile i128 %410, ptr %407, align 16
  %411 = getelementptr inbounds i128, ptr %48, i64 6
  %412 = load i128, ptr %47, align 8
  %413 = trunc i128 %412 to i127
  %414 = sext i127 %413 to i128
  store volatile i128 %414, ptr %411, align 16
  %415 = getelementptr inbounds i128, ptr %48, i64 7
  %416 = load i128, ptr %47, align 8
  %417 = trunc i128 %416 to i127
  %418 = sdiv i127 %417, 7
  %419 = sext i127 %418 to i128
  store volatile i128 %419, ptr %415, align 16
  %420 = getelementptr inbounds i128, ptr %48, i64 8
  store volatile i128 94522879700260683060474801574379520, ptr %420, align 16
  %421 = getelementptr inbounds i128, ptr %48, i64 9
  store volatile i128 -1267650600228229401496703217721, ptr %421, align 16
  store i32 10, ptr %6, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %49, align 4
  br label %422

422:                                              ; preds = %618, %402
  %423 = load i32, ptr %49, align 4
  %424 = load i32, ptr %6, align 4
  %425 = icmp slt i32 %423, %424
  br i1 %425, label %426, label %621

426:                                              ; preds = %422
  store i32 0, ptr %50, align 4
  br label %427

427:                                              ; preds = %614, %426
  %428 = load i32, ptr %50, align 4
  %429 = load i32, ptr %6, align 4
  %430 = icmp slt i32 %428, %429
  br i1 %430, label %431, label %617

431:                                              ; preds = %427
  %432 = load i32, ptr %49, align 4
  %433 = sext i32 %432 to i64
  %434 = getelementptr inbounds [10 x i128], ptr %48, i64 0, i64 %433
  %435 = load volatile i128, ptr %434, align 16
  %436 = trunc i128 %435 to i127
  %437 = sext i127 %436 to i128
  store i128 %437, ptr %51, align 8
  %438 = load i32, ptr %50, align 4
  %439 = sext i32 %438 to i64
  %440 = getelementptr inbounds [10 x i128], ptr %48, i64 0, i64 %439
  %441 = load volatile i128, ptr %440, align 16
  %442 = trunc i128 %441 to i127
  %443 = sext i127 %442 to i128
  store i128 %443, ptr %52, align 8
  %444 = load i128, ptr %51, align 8
  %445 = trunc i128 %444 to i127
  %446 = load i128, ptr %52, align 8
  %447 = trunc i128 %446 to i127
  %448 = zext i127 %445 to i128
  store i128 %448, ptr %53, align 8
  %449 = getelementptr inbounds { i64, i64 }, ptr %53, i32 0, i32 0
  %450 = load i64, ptr %449, align 8
  %451 = getelementptr inbounds { i64, i64 }, ptr %53, i32 0, i32 1
  %452 = load i64, ptr %451, align 8
  %453 = zext i127 %447 to i128
  store i128 %453, ptr %54, align 8
  %454 = getelementptr inbounds { i64, i64 }, ptr %54, i32 0, i32 0
  %455 = load i64, ptr %454, align 8
  %456 = getelementptr inbounds { i64, i64 }, ptr %54, i32 0, i32 1
  %457 = load i64, ptr %456, align 8
  %458 = call { i64, i64 } @mul127(i64 noundef %450, i64 noundef %452, i64 noundef %455, i64 noundef %457)
  %459 = getelementptr inbounds { i64, i64 }, ptr %55, i32 0, i32 0
  %460 = extractvalue { i64, i64 } %458, 0
  store i64 %460, ptr %459, align 8
  %461 = getelementptr inbounds { i64, i64 }, ptr %55, i32 0, i32 1
  %462 = extractvalue { i64, i64 } %458, 1
  store i64 %462, ptr %461, align 8
  %463 = load i128, ptr %55, align 8
  %464 = trunc i128 %463 to i127
  %465 = zext i127 %464 to i128
  store i128 %465, ptr %56, align 16
  %466 = getelementptr inbounds { i64, i64 }, ptr %56, i32 0, i32 0
  %467 = load i64, ptr %466, align 16
  %468 = getelementptr inbounds { i64, i64 }, ptr %56, i32 0, i32 1
  %469 = load i64, ptr %468, align 8
  call void @mix(i64 noundef %467, i64 noundef %469)
  %470 = load i128, ptr %51, align 8
  %471 = trunc i128 %470 to i127
  %472 = load i128, ptr %52, align 8
  %473 = trunc i128 %472 to i127
  %474 = zext i127 %471 to i128
  store i128 %474, ptr %57, align 8
  %475 = getelementptr inbounds { i64, i64 }, ptr %57, i32 0, i32 0
  %476 = load i64, ptr %475, align 8
  %477 = getelementptr inbounds { i64, i64 }, ptr %57, i32 0, i32 1
  %478 = load i64, ptr %477, align 8
  %479 = zext i127 %473 to i128
  store i128 %479, ptr %58, align 8
  %480 = getelementptr inbounds { i64, i64 }, ptr %58, i32 0, i32 0
  %481 = load i64, ptr %480, align 8
  %482 = getelementptr inbounds { i64, i64 }, ptr %58, i32 0, i32 1
  %483 = load i64, ptr %482, align 8
  %484 = call { i64, i64 } @sub127(i64 noundef %476, i64 noundef %478, i64 noundef %481, i64 noundef %483)
  %485 = getelementptr inbounds { i64, i64 }, ptr %59, i32 0, i32 0
  %486 = extractvalue { i64, i64 } %484, 0
  store i64 %486, ptr %485, align 8
  %487 = getelementptr inbounds { i64, i64 }, ptr %59, i32 0, i32 1
  %488 = extractvalue { i64, i64 } %484, 1
  store i64 %488, ptr %487, align 8
  %489 = load i128, ptr %59, align 8
  %490 = trunc i128 %489 to i127
  %491 = zext i127 %490 to i128
  store i128 %491, ptr %60, align 16
  %492 = getelementptr inbounds { i64, i64 }, ptr %60, i32 0, i32 0
  %493 = load i64, ptr %492, align 16
  %494 = getelementptr inbounds { i64, i64 }, ptr %60, i32 0, i32 1
  %495 = load i64, ptr %494, align 8
  call void @mix(i64 noundef %493, i64 noundef %495)
  %496 = load i128, ptr %51, align 8
  %497 = trunc i128 %496 to i127
  %498 = load i128, ptr %52, align 8
  %499 = trunc i128 %498 to i127
  %500 = sext i127 %497 to i128
  store i128 %500, ptr %61, align 8
  %501 = getelementptr inbounds { i64, i64 }, ptr %61, i32 0, i32 0
  %502 = load i64, ptr %501, align 8
  %503 = getelementptr inbounds { i64, i64 }, ptr %61, i32 0, i32 1
  %504 = load i64, ptr %503, align 8
  %505 = sext i127 %499 to i128
  store i128 %505, ptr %62, align 8
  %506 = getelementptr inbounds { i64, i64 }, ptr %62, i32 0, i32 0
  %507 = load i64, ptr %506, align 8
  %508 = getelementptr inbounds { i64, i64 }, ptr %62, i32 0, i32 1
  %509 = load i64, ptr %508, align 8
  %510 = call i32 @cmp127(i64 noundef %502, i64 noundef %504, i64 noundef %507, i64 noundef %509)
  %511 = sext i32 %510 to i128
  store i128 %511, ptr %63, align 16
  %512 = getelementptr inbounds { i64, i64 }, ptr %63, i32 0, i32 0
  %513 = load i64, ptr %512, align 16
  %514 = getelementptr inbounds { i64, i64 }, ptr %63, i32 0, i32 1
  %515 = load i64, ptr %514, align 8
  call void @mix(i64 noundef %513, i64 noundef %515)
  %516 = load i128, ptr %52, align 8
  %517 = trunc i128 %516 to i127
  %518 = icmp ne i127 %517, 0
  br i1 %518, label %519, label %546

519:                                              ; preds = %431
  %520 = load i128, ptr %51, align 8
  %521 = trunc i128 %520 to i127
  %522 = load i128, ptr %52, align 8
  %523 = trunc i128 %522 to i127
  %524 = zext i127 %521 to i128
  store i128 %524, ptr %64, align 8
  %525 = getelementptr inbounds { i64, i64 }, ptr %64, i32 0, i32 0
  %526 = load i64, ptr %525, align 8
  %527 = getelementptr inbounds { i64, i64 }, ptr %64, i32 0, i32 1
  %528 = load i64, ptr %527, align 8
  %529 = zext i127 %523 to i128
  store i128 %529, ptr %65, align 8
  %530 = getelementptr inbounds { i64, i64 }, ptr %65, i32 0, i32 0
  %531 = load i64, ptr %530, align 8
  %532 = getelementptr inbounds { i64, i64 }, ptr %65, i32 0, i32 1
  %533 = load i64, ptr %532, align 8
  %534 = call { i64, i64 } @urem127(i64 noundef %526, i64 noundef %528, i64 noundef %531, i64 noundef %533)
  %535 = getelementptr inbounds { i64, i64 }, ptr %66, i32 0, i32 0
  %536 = extractvalue { i64, i64 } %534, 0
  store i64 %536, ptr %535, align 8
  %537 = getelementptr inbounds { i64, i64 }, ptr %66, i32 0, i32 1
  %538 = extractvalue { i64, i64 } %534, 1
  store i64 %538, ptr %537, align 8
  %539 = load i128, ptr %66, align 8
  %540 = trunc i128 %539 to i127
  %541 = zext i127 %540 to i128
  store i128 %541, ptr %67, align 16
  %542 = getelementptr inbounds { i64, i64 }, ptr %67, i32 0, i32 0
  %543 = load i64, ptr %542, align 16
  %544 = getelementptr inbounds { i64, i64 }, ptr %67, i32 0, i32 1
  %545 = load i64, ptr %544, align 8
  call void @mix(i64 noundef %543, i64 noundef %545)
  br label %546

546:                                              ; preds = %519, %431
  %547 = load i128, ptr %52, align 8
  %548 = trunc i128 %547 to i127
  %549 = icmp ne i127 %548, 0
  br i1 %549, label %550, label %613

550:                                              ; preds = %546
  %551 = load i128, ptr %51, align 8
  %552 = trunc i128 %551 to i127
  %553 = load i128, ptr %46, align 8
  %554 = trunc i128 %553 to i127
  %555 = icmp eq i127 %552, %554
  br i1 %555, label %556, label %560

556:                                              ; preds = %550
  %557 = load i128, ptr %52, align 8
  %558 = trunc i128 %557 to i127
  %559 = icmp eq i127 %558, -1
  br i1 %559, label %613, label %560

560:                                              ; preds = %556, %550
  %561 = load i128, ptr %51, align 8
  %562 = trunc i128 %561 to i127
  %563 = load i128, ptr %52, align 8
  %564 = trunc i128 %563 to i127
  %565 = sext i127 %562 to i128
  store i128 %565, ptr %68, align 8
  %566 = getelementptr inbounds { i64, i64 }, ptr %68, i32 0, i32 0
  %567 = load i64, ptr %566, align 8
  %568 = getelementptr inbounds { i64, i64 }, ptr %68, i32 0, i32 1
  %569 = load i64, ptr %568, align 8
  %570 = sext i127 %564 to i128
  store i128 %570, ptr %69, align 8
  %571 = getelementptr inbounds { i64, i64 }, ptr %69, i32 0, i32 0
  %572 = load i64, ptr %571, align 8
  %573 = getelementptr inbounds { i64, i64 }, ptr %69, i32 0, i32 1
  %574 = load i64, ptr %573, align 8
  %575 = call { i64, i64 } @div127(i64 noundef %567, i64 noundef %569, i64 noundef %572, i64 noundef %574)
  %576 = getelementptr inbounds { i64, i64 }, ptr %70, i32 0, i32 0
  %577 = extractvalue { i64, i64 } %575, 0
  store i64 %577, ptr %576, align 8
  %578 = getelementptr inbounds { i64, i64 }, ptr %70, i32 0, i32 1
  %579 = extractvalue { i64, i64 } %575, 1
  store i64 %579, ptr %578, align 8
  %580 = load i128, ptr %70, align 8
  %581 = trunc i128 %580 to i127
  %582 = sext i127 %581 to i128
  store i128 %582, ptr %71, align 16
  %583 = getelementptr inbounds { i64, i64 }, ptr %71, i32 0, i32 0
  %584 = load i64, ptr %583, align 16
  %585 = getelementptr inbounds { i64, i64 }, ptr %71, i32 0, i32 1
  %586 = load i64, ptr %585, align 8
  call void @mix(i64 noundef %584, i64 noundef %586)
  %587 = load i128, ptr %51, align 8
  %588 = trunc i128 %587 to i127
  %589 = load i128, ptr %52, align 8
  %590 = trunc i128 %589 to i127
  %591 = sext i127 %588 to i128
  store i128 %591, ptr %72, align 8
  %592 = getelementptr inbounds { i64, i64 }, ptr %72, i32 0, i32 0
  %593 = load i64, ptr %592, align 8
  %594 = getelementptr inbounds { i64, i64 }, ptr %72, i32 0, i32 1
  %595 = load i64, ptr %594, align 8
  %596 = sext i127 %590 to i128
  store i128 %596, ptr %73, align 8
  %597 = getelementptr inbounds { i64, i64 }, ptr %73, i32 0, i32 0
  %598 = load i64, ptr %597, align 8
  %599 = getelementptr inbounds { i64, i64 }, ptr %73, i32 0, i32 1
  %600 = load i64, ptr %599, align 8
  %601 = call { i64, i64 } @rem127(i64 noundef %593, i64 noundef %595, i64 noundef %598, i64 noundef %600)
  %602 = getelementptr inbounds { i64, i64 }, ptr %74, i32 0, i32 0
  %603 = extractvalue { i64, i64 } %601, 0
  store i64 %603, ptr %602, align 8
  %604 = getelementptr inbounds { i64, i64 }, ptr %74, i32 0, i32 1
  %605 = extractvalue { i64, i64 } %601, 1
  store i64 %605, ptr %604, align 8
  %606 = load i128, ptr %74, align 8
  %607 = trunc i128 %606 to i127
  %608 = sext i127 %607 to i128
  store i128 %608, ptr %75, align 16
  %609 = getelementptr inbounds { i64, i64 }, ptr %75, i32 0, i32 0
  %610 = load i64, ptr %609, align 16
  %611 = getelementptr inbounds { i64, i64 }, ptr %75, i32 0, i32 1
  %612 = load i64, ptr %611, align 8
  call void @mix(i64 noundef %610, i64 noundef %612)
  br label %613

613:                                              ; preds = %560, %556, %546
  br label %614

614:                                              ; preds = %613
  %615 = load i32, ptr %50, align 4
  %616 = add nsw i32 %615, 1
  store i32 %616, ptr %50, align 4
  br label %427, !llvm.loop !10

617:                                              ; preds = %427
  br label %618

618:                                              ; preds = %617
  %619 = load i32, ptr %49, align 4
  %620 = add nsw i32 %619, 1
  store i32 %620, ptr %49, align 4
  br label %422, !llvm.loop !11

621:                                              ; preds = %422
  %622 = load i64, ptr @h, align 8
  %623 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %622)
  store i32 0, ptr %76, align 4
  br label %624

624:                                              ; preds = %693, %621
  %625 = load i32, ptr %76, align 4
  %626 = load i32, ptr %6, align 4
  %627 = icmp slt i32 %625, %626
  br i1 %627, label %628, label %696

628:                                              ; preds = %624
  %629 = load i32, ptr %76, align 4
  %630 = sext i32 %629 to i64
  %631 = getelementptr inbounds [10 x i128], ptr %48, i64 0, i64 %630
  %632 = load volatile i128, ptr %631, align 16
  %633 = trunc i128 %632 to i127
  %634 = sext i127 %633 to i128
  store i128 %634, ptr %77, align 8
  %635 = load i128, ptr %77, align 8
  %636 = trunc i128 %635 to i127
  %637 = sext i127 %636 to i128
  store i128 %637, ptr %78, align 16
  %638 = getelementptr inbounds { i64, i64 }, ptr %78, i32 0, i32 0
  %639 = load i64, ptr %638, align 16
  %640 = getelementptr inbounds { i64, i64 }, ptr %78, i32 0, i32 1
  %641 = load i64, ptr %640, align 8
  call void @px(ptr noundef @.str.5, i64 noundef %639, i64 noundef %641)
  %642 = load i128, ptr %77, align 8
  %643 = trunc i128 %642 to i127
  %644 = sext i127 %643 to i128
  store i128 %644, ptr %79, align 8
  %645 = getelementptr inbounds { i64, i64 }, ptr %79, i32 0, i32 0
  %646 = load i64, ptr %645, align 8
  %647 = getelementptr inbounds { i64, i64 }, ptr %79, i32 0, i32 1
  %648 = load i64, ptr %647, align 8
  %649 = call { i64, i64 } @ashr127(i64 noundef %646, i64 noundef %648, i32 noundef 126)
  %650 = getelementptr inbounds { i64, i64 }, ptr %80, i32 0, i32 0
  %651 = extractvalue { i64, i64 } %649, 0
  store i64 %651, ptr %650, align 8
  %652 = getelementptr inbounds { i64, i64 }, ptr %80, i32 0, i32 1
  %653 = extractvalue { i64, i64 } %649, 1
  store i64 %653, ptr %652, align 8
  %654 = load i128, ptr %80, align 8
  %655 = trunc i128 %654 to i127
  %656 = sext i127 %655 to i128
  store i128 %656, ptr %81, align 16
  %657 = getelementptr inbounds { i64, i64 }, ptr %81, i32 0, i32 0
  %658 = load i64, ptr %657, align 16
  %659 = getelementptr inbounds { i64, i64 }, ptr %81, i32 0, i32 1
  %660 = load i64, ptr %659, align 8
  call void @px(ptr noundef @.str.10, i64 noundef %658, i64 noundef %660)
  %661 = load i128, ptr %77, align 8
  %662 = trunc i128 %661 to i127
  %663 = zext i127 %662 to i128
  store i128 %663, ptr %82, align 8
  %664 = getelementptr inbounds { i64, i64 }, ptr %82, i32 0, i32 0
  %665 = load i64, ptr %664, align 8
  %666 = getelementptr inbounds { i64, i64 }, ptr %82, i32 0, i32 1
  %667 = load i64, ptr %666, align 8
  %668 = call { i64, i64 } @lshr127(i64 noundef %665, i64 noundef %667, i32 noundef 100)
  %669 = getelementptr inbounds { i64, i64 }, ptr %83, i32 0, i32 0
  %670 = extractvalue { i64, i64 } %668, 0
  store i64 %670, ptr %669, align 8
  %671 = getelementptr inbounds { i64, i64 }, ptr %83, i32 0, i32 1
  %672 = extractvalue { i64, i64 } %668, 1
  store i64 %672, ptr %671, align 8
  %673 = load i128, ptr %83, align 8
  %674 = trunc i128 %673 to i127
  %675 = zext i127 %674 to i128
  store i128 %675, ptr %84, align 16
  %676 = getelementptr inbounds { i64, i64 }, ptr %84, i32 0, i32 0
  %677 = load i64, ptr %676, align 16
  %678 = getelementptr inbounds { i64, i64 }, ptr %84, i32 0, i32 1
  %679 = load i64, ptr %678, align 8
  call void @px(ptr noundef @.str.11, i64 noundef %677, i64 noundef %679)
  %680 = load i128, ptr %77, align 8
  %681 = trunc i128 %680 to i127
  %682 = sext i127 %681 to i128
  store i128 %682, ptr %85, align 8
  %683 = getelementptr inbounds { i64, i64 }, ptr %85, i32 0, i32 0
  %684 = load i64, ptr %683, align 8
  %685 = getelementptr inbounds { i64, i64 }, ptr %85, i32 0, i32 1
  %686 = load i64, ptr %685, align 8
  store i128 0, ptr %86, align 8
  %687 = getelementptr inbounds { i64, i64 }, ptr %86, i32 0, i32 0
  %688 = load i64, ptr %687, align 8
  %689 = getelementptr inbounds { i64, i64 }, ptr %86, i32 0, i32 1
  %690 = load i64, ptr %689, align 8
  %691 = call i32 @cmp127(i64 noundef %684, i64 noundef %686, i64 noundef %688, i64 noundef %690)
  %692 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %691)
  br label %693

693:                                              ; preds = %628
  %694 = load i32, ptr %76, align 4
  %695 = add nsw i32 %694, 1
  store i32 %695, ptr %76, align 4
  br label %624, !llvm.loop !12

696:                                              ; preds = %624
  store volatile i128 -1512366075204170946329238306328473841, ptr %87, align 16
  %697 = load volatile i128, ptr %87, align 16
  %698 = trunc i128 %697 to i65
  %699 = sext i65 %698 to i128
  store i128 %699, ptr %88, align 8
  %700 = load volatile i128, ptr %87, align 16
  %701 = trunc i128 %700 to i127
  %702 = sext i127 %701 to i128
  store i128 %702, ptr %89, align 8
  %703 = load volatile i128, ptr %87, align 16
  %704 = trunc i128 %703 to i65
  %705 = zext i65 %704 to i128
  store i128 %705, ptr %90, align 8
  %706 = load i128, ptr %88, align 8
  %707 = trunc i128 %706 to i65
  %708 = sext i65 %707 to i128
  store i128 %708, ptr %91, align 16
  %709 = getelementptr inbounds { i64, i64 }, ptr %91, i32 0, i32 0
  %710 = load i64, ptr %709, align 16
  %711 = getelementptr inbounds { i64, i64 }, ptr %91, i32 0, i32 1
  %712 = load i64, ptr %711, align 8
  call void @px(ptr noundef @.str.13, i64 noundef %710, i64 noundef %712)
  %713 = load i128, ptr %90, align 8
  %714 = trunc i128 %713 to i65
  %715 = zext i65 %714 to i128
  store i128 %715, ptr %92, align 16
  %716 = getelementptr inbounds { i64, i64 }, ptr %92, i32 0, i32 0
  %717 = load i64, ptr %716, align 16
  %718 = getelementptr inbounds { i64, i64 }, ptr %92, i32 0, i32 1
  %719 = load i64, ptr %718, align 8
  call void @px(ptr noundef @.str.14, i64 noundef %717, i64 noundef %719)
  %720 = load i128, ptr %89, align 8
  %721 = trunc i128 %720 to i127
  %722 = sext i127 %721 to i128
  store i128 %722, ptr %93, align 16
  %723 = getelementptr inbounds { i64, i64 }, ptr %93, i32 0, i32 0
  %724 = load i64, ptr %723, align 16
  %725 = getelementptr inbounds { i64, i64 }, ptr %93, i32 0, i32 1
  %726 = load i64, ptr %725, align 8
  call void @px(ptr noundef @.str.15, i64 noundef %724, i64 noundef %726)
  %727 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %728 = load i64, ptr @h, align 8
  %729 = and i64 %728, 127
  %730 = trunc i64 %729 to i32
  ret i32 %730
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @px(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %7, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %8, align 8
  %9 = load i128, ptr %4, align 16
  store ptr %0, ptr %5, align 8
  store i128 %9, ptr %6, align 16
  %10 = load ptr, ptr %5, align 8
  %11 = load i128, ptr %6, align 16
  %12 = lshr i128 %11, 64
  %13 = trunc i128 %12 to i64
  %14 = load i128, ptr %6, align 16
  %15 = trunc i128 %14 to i64
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %10, i64 noundef %13, i64 noundef %15)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i64, ptr @h, align 8
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i64
  %11 = xor i64 %8, %10
  %12 = mul i64 %11, 1099511628211
  store i64 %12, ptr @h, align 8
  %13 = load i64, ptr @h, align 8
  %14 = load i128, ptr %4, align 16
  %15 = lshr i128 %14, 64
  %16 = trunc i128 %15 to i64
  %17 = xor i64 %13, %16
  %18 = mul i64 %17, 1099511628211
  store i64 %18, ptr @h, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @add65(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i65, align 8
  %6 = alloca i128, align 8
  %7 = alloca i128, align 8
  %8 = alloca i128, align 8
  %9 = alloca i128, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 8
  %13 = trunc i128 %12 to i65
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %14, align 8
  %15 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %15, align 8
  %16 = load i128, ptr %7, align 8
  %17 = trunc i128 %16 to i65
  %18 = zext i65 %13 to i128
  store i128 %18, ptr %8, align 8
  %19 = zext i65 %17 to i128
  store i128 %19, ptr %9, align 8
  %20 = load i128, ptr %8, align 8
  %21 = trunc i128 %20 to i65
  %22 = load i128, ptr %9, align 8
  %23 = trunc i128 %22 to i65
  %24 = add i65 %21, %23
  store i65 %24, ptr %5, align 8
  %25 = load { i64, i64 }, ptr %5, align 8
  ret { i64, i64 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @mul65(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i65, align 8
  %6 = alloca i128, align 8
  %7 = alloca i128, align 8
  %8 = alloca i128, align 8
  %9 = alloca i128, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 8
  %13 = trunc i128 %12 to i65
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %14, align 8
  %15 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %15, align 8
  %16 = load i128, ptr %7, align 8
  %17 = trunc i128 %16 to i65
  %18 = zext i65 %13 to i128
  store i128 %18, ptr %8, align 8
  %19 = zext i65 %17 to i128
  store i128 %19, ptr %9, align 8
  %20 = load i128, ptr %8, align 8
  %21 = trunc i128 %20 to i65
  %22 = load i128, ptr %9, align 8
  %23 = trunc i128 %22 to i65
  %24 = mul i65 %21, %23
  store i65 %24, ptr %5, align 8
  %25 = load { i64, i64 }, ptr %5, align 8
  ret { i64, i64 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @udiv65(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i65, align 8
  %6 = alloca i128, align 8
  %7 = alloca i128, align 8
  %8 = alloca i128, align 8
  %9 = alloca i128, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 8
  %13 = trunc i128 %12 to i65
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %14, align 8
  %15 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %15, align 8
  %16 = load i128, ptr %7, align 8
  %17 = trunc i128 %16 to i65
  %18 = zext i65 %13 to i128
  store i128 %18, ptr %8, align 8
  %19 = zext i65 %17 to i128
  store i128 %19, ptr %9, align 8
  %20 = load i128, ptr %8, align 8
  %21 = trunc i128 %20 to i65
  %22 = load i128, ptr %9, align 8
  %23 = trunc i128 %22 to i65
  %24 = udiv i65 %21, %23
  store i65 %24, ptr %5, align 8
  %25 = load { i64, i64 }, ptr %5, align 8
  ret { i64, i64 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @div65(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i65, align 8
  %6 = alloca i128, align 8
  %7 = alloca i128, align 8
  %8 = alloca i128, align 8
  %9 = alloca i128, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 8
  %13 = trunc i128 %12 to i65
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %14, align 8
  %15 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %15, align 8
  %16 = load i128, ptr %7, align 8
  %17 = trunc i128 %16 to i65
  %18 = sext i65 %13 to i128
  store i128 %18, ptr %8, align 8
  %19 = sext i65 %17 to i128
  store i128 %19, ptr %9, align 8
  %20 = load i128, ptr %8, align 8
  %21 = trunc i128 %20 to i65
  %22 = load i128, ptr %9, align 8
  %23 = trunc i128 %22 to i65
  %24 = sdiv i65 %21, %23
  store i65 %24, ptr %5, align 8
  %25 = load { i64, i64 }, ptr %5, align 8
  ret { i64, i64 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @rem65(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i65, align 8
  %6 = alloca i128, align 8
  %7 = alloca i128, align 8
  %8 = alloca i128, align 8
  %9 = alloca i128, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 8
  %13 = trunc i128 %12 to i65
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %14, align 8
  %15 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %15, align 8
  %16 = load i128, ptr %7, align 8
  %17 = trunc i128 %16 to i65
  %18 = sext i65 %13 to i128
  store i128 %18, ptr %8, align 8
  %19 = sext i65 %17 to i128
  store i128 %19, ptr %9, align 8
  %20 = load i128, ptr %8, align 8
  %21 = trunc i128 %20 to i65
  %22 = load i128, ptr %9, align 8
  %23 = trunc i128 %22 to i65
  %24 = srem i65 %21, %23
  store i65 %24, ptr %5, align 8
  %25 = load { i64, i64 }, ptr %5, align 8
  ret { i64, i64 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @ashr65(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i65, align 8
  %5 = alloca i128, align 8
  %6 = alloca i128, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = load i128, ptr %5, align 8
  %11 = trunc i128 %10 to i65
  %12 = sext i65 %11 to i128
  store i128 %12, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %13 = load i128, ptr %6, align 8
  %14 = trunc i128 %13 to i65
  %15 = load i32, ptr %7, align 4
  %16 = zext i32 %15 to i65
  %17 = ashr i65 %14, %16
  store i65 %17, ptr %4, align 8
  %18 = load { i64, i64 }, ptr %4, align 8
  ret { i64, i64 } %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @shl65(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i65, align 8
  %5 = alloca i128, align 8
  %6 = alloca i128, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = load i128, ptr %5, align 8
  %11 = trunc i128 %10 to i65
  %12 = zext i65 %11 to i128
  store i128 %12, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %13 = load i128, ptr %6, align 8
  %14 = trunc i128 %13 to i65
  %15 = load i32, ptr %7, align 4
  %16 = zext i32 %15 to i65
  %17 = shl i65 %14, %16
  store i65 %17, ptr %4, align 8
  %18 = load { i64, i64 }, ptr %4, align 8
  ret { i64, i64 } %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @mul127(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i127, align 8
  %6 = alloca i128, align 8
  %7 = alloca i128, align 8
  %8 = alloca i128, align 8
  %9 = alloca i128, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 8
  %13 = trunc i128 %12 to i127
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %14, align 8
  %15 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %15, align 8
  %16 = load i128, ptr %7, align 8
  %17 = trunc i128 %16 to i127
  %18 = zext i127 %13 to i128
  store i128 %18, ptr %8, align 8
  %19 = zext i127 %17 to i128
  store i128 %19, ptr %9, align 8
  %20 = load i128, ptr %8, align 8
  %21 = trunc i128 %20 to i127
  %22 = load i128, ptr %9, align 8
  %23 = trunc i128 %22 to i127
  %24 = mul i127 %21, %23
  store i127 %24, ptr %5, align 8
  %25 = load { i64, i64 }, ptr %5, align 8
  ret { i64, i64 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @sub127(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i127, align 8
  %6 = alloca i128, align 8
  %7 = alloca i128, align 8
  %8 = alloca i128, align 8
  %9 = alloca i128, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 8
  %13 = trunc i128 %12 to i127
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %14, align 8
  %15 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %15, align 8
  %16 = load i128, ptr %7, align 8
  %17 = trunc i128 %16 to i127
  %18 = zext i127 %13 to i128
  store i128 %18, ptr %8, align 8
  %19 = zext i127 %17 to i128
  store i128 %19, ptr %9, align 8
  %20 = load i128, ptr %8, align 8
  %21 = trunc i128 %20 to i127
  %22 = load i128, ptr %9, align 8
  %23 = trunc i128 %22 to i127
  %24 = sub i127 %21, %23
  store i127 %24, ptr %5, align 8
  %25 = load { i64, i64 }, ptr %5, align 8
  ret { i64, i64 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp127(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 8
  %6 = alloca i128, align 8
  %7 = alloca i128, align 8
  %8 = alloca i128, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %9, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %10, align 8
  %11 = load i128, ptr %5, align 8
  %12 = trunc i128 %11 to i127
  %13 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %2, ptr %13, align 8
  %14 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %6, align 8
  %16 = trunc i128 %15 to i127
  %17 = sext i127 %12 to i128
  store i128 %17, ptr %7, align 8
  %18 = sext i127 %16 to i128
  store i128 %18, ptr %8, align 8
  %19 = load i128, ptr %7, align 8
  %20 = trunc i128 %19 to i127
  %21 = load i128, ptr %8, align 8
  %22 = trunc i128 %21 to i127
  %23 = icmp slt i127 %20, %22
  %24 = zext i1 %23 to i32
  %25 = mul nsw i32 %24, 4
  %26 = load i128, ptr %7, align 8
  %27 = trunc i128 %26 to i127
  %28 = load i128, ptr %8, align 8
  %29 = trunc i128 %28 to i127
  %30 = icmp eq i127 %27, %29
  %31 = zext i1 %30 to i32
  %32 = mul nsw i32 %31, 2
  %33 = add nsw i32 %25, %32
  %34 = load i128, ptr %7, align 8
  %35 = trunc i128 %34 to i127
  %36 = load i128, ptr %8, align 8
  %37 = trunc i128 %36 to i127
  %38 = icmp sgt i127 %35, %37
  %39 = zext i1 %38 to i32
  %40 = add nsw i32 %33, %39
  ret i32 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @urem127(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i127, align 8
  %6 = alloca i128, align 8
  %7 = alloca i128, align 8
  %8 = alloca i128, align 8
  %9 = alloca i128, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 8
  %13 = trunc i128 %12 to i127
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %14, align 8
  %15 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %15, align 8
  %16 = load i128, ptr %7, align 8
  %17 = trunc i128 %16 to i127
  %18 = zext i127 %13 to i128
  store i128 %18, ptr %8, align 8
  %19 = zext i127 %17 to i128
  store i128 %19, ptr %9, align 8
  %20 = load i128, ptr %8, align 8
  %21 = trunc i128 %20 to i127
  %22 = load i128, ptr %9, align 8
  %23 = trunc i128 %22 to i127
  %24 = urem i127 %21, %23
  store i127 %24, ptr %5, align 8
  %25 = load { i64, i64 }, ptr %5, align 8
  ret { i64, i64 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @div127(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i127, align 8
  %6 = alloca i128, align 8
  %7 = alloca i128, align 8
  %8 = alloca i128, align 8
  %9 = alloca i128, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 8
  %13 = trunc i128 %12 to i127
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %14, align 8
  %15 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %15, align 8
  %16 = load i128, ptr %7, align 8
  %17 = trunc i128 %16 to i127
  %18 = sext i127 %13 to i128
  store i128 %18, ptr %8, align 8
  %19 = sext i127 %17 to i128
  store i128 %19, ptr %9, align 8
  %20 = load i128, ptr %8, align 8
  %21 = trunc i128 %20 to i127
  %22 = load i128, ptr %9, align 8
  %23 = trunc i128 %22 to i127
  %24 = sdiv i127 %21, %23
  store i127 %24, ptr %5, align 8
  %25 = load { i64, i64 }, ptr %5, align 8
  ret { i64, i64 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @rem127(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i127, align 8
  %6 = alloca i128, align 8
  %7 = alloca i128, align 8
  %8 = alloca i128, align 8
  %9 = alloca i128, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 8
  %13 = trunc i128 %12 to i127
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %14, align 8
  %15 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %15, align 8
  %16 = load i128, ptr %7, align 8
  %17 = trunc i128 %16 to i127
  %18 = sext i127 %13 to i128
  store i128 %18, ptr %8, align 8
  %19 = sext i127 %17 to i128
  store i128 %19, ptr %9, align 8
  %20 = load i128, ptr %8, align 8
  %21 = trunc i128 %20 to i127
  %22 = load i128, ptr %9, align 8
  %23 = trunc i128 %22 to i127
  %24 = srem i127 %21, %23
  store i127 %24, ptr %5, align 8
  %25 = load { i64, i64 }, ptr %5, align 8
  ret { i64, i64 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @ashr127(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i127, align 8
  %5 = alloca i128, align 8
  %6 = alloca i128, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = load i128, ptr %5, align 8
  %11 = trunc i128 %10 to i127
  %12 = sext i127 %11 to i128
  store i128 %12, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %13 = load i128, ptr %6, align 8
  %14 = trunc i128 %13 to i127
  %15 = load i32, ptr %7, align 4
  %16 = zext i32 %15 to i127
  %17 = ashr i127 %14, %16
  store i127 %17, ptr %4, align 8
  %18 = load { i64, i64 }, ptr %4, align 8
  ret { i64, i64 } %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @lshr127(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i127, align 8
  %5 = alloca i128, align 8
  %6 = alloca i128, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = load i128, ptr %5, align 8
  %11 = trunc i128 %10 to i127
  %12 = zext i127 %11 to i128
  store i128 %12, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %13 = load i128, ptr %6, align 8
  %14 = trunc i128 %13 to i127
  %15 = load i32, ptr %7, align 4
  %16 = zext i32 %15 to i127
  %17 = lshr i127 %14, %16
  store i127 %17, ptr %4, align 8
  %18 = load { i64, i64 }, ptr %4, align 8
  ret { i64, i64 } %18
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
