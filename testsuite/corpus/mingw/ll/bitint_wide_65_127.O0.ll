; ModuleID = 'programs/bitint_wide_65_127.c'
source_filename = "programs/bitint_wide_65_127.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  call void @px(ptr noundef @.str, ptr noundef %7)
  %122 = load i128, ptr %3, align 8
  %123 = trunc i128 %122 to i65
  %124 = sext i65 %123 to i128
  store i128 %124, ptr %8, align 16
  call void @px(ptr noundef @.str.1, ptr noundef %8)
  %125 = load i128, ptr %4, align 8
  %126 = trunc i128 %125 to i65
  %127 = sext i65 %126 to i128
  store i128 %127, ptr %9, align 16
  call void @px(ptr noundef @.str.2, ptr noundef %9)
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 0, ptr %10, align 4
  br label %129

129:                                              ; preds = %220, %0
  %130 = load i32, ptr %10, align 4
  %131 = load i32, ptr %6, align 4
  %132 = icmp slt i32 %130, %131
  br i1 %132, label %133, label %223

133:                                              ; preds = %129
  store i32 0, ptr %11, align 4
  br label %134

134:                                              ; preds = %216, %133
  %135 = load i32, ptr %11, align 4
  %136 = load i32, ptr %6, align 4
  %137 = icmp slt i32 %135, %136
  br i1 %137, label %138, label %219

138:                                              ; preds = %134
  %139 = load i32, ptr %10, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [12 x i128], ptr %5, i64 0, i64 %140
  %142 = load volatile i128, ptr %141, align 16
  %143 = trunc i128 %142 to i65
  %144 = sext i65 %143 to i128
  store i128 %144, ptr %12, align 8
  %145 = load i32, ptr %11, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [12 x i128], ptr %5, i64 0, i64 %146
  %148 = load volatile i128, ptr %147, align 16
  %149 = trunc i128 %148 to i65
  %150 = sext i65 %149 to i128
  store i128 %150, ptr %13, align 8
  %151 = load i128, ptr %12, align 8
  %152 = trunc i128 %151 to i65
  %153 = load i128, ptr %13, align 8
  %154 = trunc i128 %153 to i65
  %155 = zext i65 %152 to i128
  store i128 %155, ptr %15, align 8
  %156 = zext i65 %154 to i128
  store i128 %156, ptr %16, align 8
  call void @add65(ptr dead_on_unwind writable sret(i128) align 8 %14, ptr noundef %15, ptr noundef %16)
  %157 = load i128, ptr %14, align 8
  %158 = trunc i128 %157 to i65
  %159 = zext i65 %158 to i128
  store i128 %159, ptr %17, align 16
  call void @mix(ptr noundef %17)
  %160 = load i128, ptr %12, align 8
  %161 = trunc i128 %160 to i65
  %162 = load i128, ptr %13, align 8
  %163 = trunc i128 %162 to i65
  %164 = zext i65 %161 to i128
  store i128 %164, ptr %19, align 8
  %165 = zext i65 %163 to i128
  store i128 %165, ptr %20, align 8
  call void @mul65(ptr dead_on_unwind writable sret(i128) align 8 %18, ptr noundef %19, ptr noundef %20)
  %166 = load i128, ptr %18, align 8
  %167 = trunc i128 %166 to i65
  %168 = zext i65 %167 to i128
  store i128 %168, ptr %21, align 16
  call void @mix(ptr noundef %21)
  %169 = load i128, ptr %13, align 8
  %170 = trunc i128 %169 to i65
  %171 = icmp ne i65 %170, 0
  br i1 %171, label %172, label %182

172:                                              ; preds = %138
  %173 = load i128, ptr %12, align 8
  %174 = trunc i128 %173 to i65
  %175 = load i128, ptr %13, align 8
  %176 = trunc i128 %175 to i65
  %177 = zext i65 %174 to i128
  store i128 %177, ptr %23, align 8
  %178 = zext i65 %176 to i128
  store i128 %178, ptr %24, align 8
  call void @udiv65(ptr dead_on_unwind writable sret(i128) align 8 %22, ptr noundef %23, ptr noundef %24)
  %179 = load i128, ptr %22, align 8
  %180 = trunc i128 %179 to i65
  %181 = zext i65 %180 to i128
  store i128 %181, ptr %25, align 16
  call void @mix(ptr noundef %25)
  br label %182

182:                                              ; preds = %172, %138
  %183 = load i128, ptr %13, align 8
  %184 = trunc i128 %183 to i65
  %185 = icmp ne i65 %184, 0
  br i1 %185, label %186, label %215

186:                                              ; preds = %182
  %187 = load i128, ptr %12, align 8
  %188 = trunc i128 %187 to i65
  %189 = load i128, ptr %3, align 8
  %190 = trunc i128 %189 to i65
  %191 = icmp eq i65 %188, %190
  br i1 %191, label %192, label %196

192:                                              ; preds = %186
  %193 = load i128, ptr %13, align 8
  %194 = trunc i128 %193 to i65
  %195 = icmp eq i65 %194, -1
  br i1 %195, label %215, label %196

196:                                              ; preds = %192, %186
  %197 = load i128, ptr %12, align 8
  %198 = trunc i128 %197 to i65
  %199 = load i128, ptr %13, align 8
  %200 = trunc i128 %199 to i65
  %201 = sext i65 %198 to i128
  store i128 %201, ptr %27, align 8
  %202 = sext i65 %200 to i128
  store i128 %202, ptr %28, align 8
  call void @div65(ptr dead_on_unwind writable sret(i128) align 8 %26, ptr noundef %27, ptr noundef %28)
  %203 = load i128, ptr %26, align 8
  %204 = trunc i128 %203 to i65
  %205 = sext i65 %204 to i128
  store i128 %205, ptr %29, align 16
  call void @mix(ptr noundef %29)
  %206 = load i128, ptr %12, align 8
  %207 = trunc i128 %206 to i65
  %208 = load i128, ptr %13, align 8
  %209 = trunc i128 %208 to i65
  %210 = sext i65 %207 to i128
  store i128 %210, ptr %31, align 8
  %211 = sext i65 %209 to i128
  store i128 %211, ptr %32, align 8
  call void @rem65(ptr dead_on_unwind writable sret(i128) align 8 %30, ptr noundef %31, ptr noundef %32)
  %212 = load i128, ptr %30, align 8
  %213 = trunc i128 %212 to i65
  %214 = sext i65 %213 to i128
  store i128 %214, ptr %33, align 16
  call void @mix(ptr noundef %33)
  br label %215

215:                                              ; preds = %196, %192, %182
  br label %216

216:                                              ; preds = %215
  %217 = load i32, ptr %11, align 4
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr %11, align 4
  br label %134, !llvm.loop !5

219:                                              ; preds = %134
  br label %220

220:                                              ; preds = %219
  %221 = load i32, ptr %10, align 4
  %222 = add nsw i32 %221, 1
  store i32 %222, ptr %10, align 4
  br label %129, !llvm.loop !7

223:                                              ; preds = %129
  %224 = load i64, ptr @h, align 8
  %225 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %224)
  store i32 0, ptr %34, align 4
  br label %226

226:                                              ; preds = %259, %223
  %227 = load i32, ptr %34, align 4
  %228 = load i32, ptr %6, align 4
  %229 = icmp slt i32 %227, %228
  br i1 %229, label %230, label %262

230:                                              ; preds = %226
  %231 = load i32, ptr %34, align 4
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [12 x i128], ptr %5, i64 0, i64 %232
  %234 = load volatile i128, ptr %233, align 16
  %235 = trunc i128 %234 to i65
  %236 = sext i65 %235 to i128
  store i128 %236, ptr %35, align 8
  %237 = load i128, ptr %35, align 8
  %238 = trunc i128 %237 to i65
  %239 = sext i65 %238 to i128
  store i128 %239, ptr %36, align 16
  call void @px(ptr noundef @.str.5, ptr noundef %36)
  %240 = load i128, ptr %35, align 8
  %241 = trunc i128 %240 to i65
  %242 = sext i65 %241 to i128
  store i128 %242, ptr %38, align 8
  call void @ashr65(ptr dead_on_unwind writable sret(i128) align 8 %37, ptr noundef %38, i32 noundef 64)
  %243 = load i128, ptr %37, align 8
  %244 = trunc i128 %243 to i65
  %245 = sext i65 %244 to i128
  store i128 %245, ptr %39, align 16
  call void @px(ptr noundef @.str.6, ptr noundef %39)
  %246 = load i128, ptr %35, align 8
  %247 = trunc i128 %246 to i65
  %248 = zext i65 %247 to i128
  store i128 %248, ptr %41, align 8
  call void @shl65(ptr dead_on_unwind writable sret(i128) align 8 %40, ptr noundef %41, i32 noundef 64)
  %249 = load i128, ptr %40, align 8
  %250 = trunc i128 %249 to i65
  %251 = zext i65 %250 to i128
  store i128 %251, ptr %42, align 16
  call void @px(ptr noundef @.str.7, ptr noundef %42)
  %252 = load i128, ptr %35, align 8
  %253 = trunc i128 %252 to i65
  %254 = sext i65 %253 to i128
  store i128 %254, ptr %44, align 8
  call void @ashr65(ptr dead_on_unwind writable sret(i128) align 8 %43, ptr noundef %44, i32 noundef 3)
  %255 = load i128, ptr %43, align 8
  %256 = trunc i128 %255 to i65
  %257 = sext i65 %256 to i128
  store i128 %257, ptr %45, align 16
  call void @px(ptr noundef @.str.8, ptr noundef %45)
  %258 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  br label %259

259:                                              ; preds = %230
  %260 = load i32, ptr %34, align 4
  %261 = add nsw i32 %260, 1
  store i32 %261, ptr %34, align 4
  br label %226, !llvm.loop !8

262:                                              ; preds = %226
  store i128 -85070591730234615865843651857942052864, ptr %46, align 8
  store i128 85070591730234615865843651857942052863, ptr %47, align 8
  store volatile i128 0, ptr %48, align 16
  %263 = getelementptr inbounds i128, ptr %48, i64 1
  store volatile i128 1, ptr %263, align 16
  %264 = getelementptr inbounds i128, ptr %48, i64 2
  store volatile i128 -1, ptr %264, align 16
  %265 = getelementptr inbounds i128, ptr %48, i64 3
  store volatile i128 10, ptr %265, align 16
  %266 = getelementptr inbounds i128, ptr %48, i64 4
  store volatile i128 -10, ptr %266, align 16
  %267 = getelementptr inbounds i128, ptr %48, i64 5
  %268 = load i128, ptr %46, align 8
  %269 = trunc i128 %268 to i127
  %270 = sext i127 %269 to i128
  store volatile i128 %270, ptr %267, align 16
  %271 = getelementptr inbounds i128, ptr %48, i64 6
  %272 = load i128, ptr %47, align 8
  %273 = trunc i128 %272 to i127
  %274 = sext i127 %273 to i128
  store volatile i128 %274, ptr %271, align 16
  %275 = getelementptr inbounds i128, ptr %48, i64 7
  %276 = load i128, ptr %47, align 8
  %277 = trunc i128 %276 to i127
  %278 = sdiv i127 %277, 7
  %279 = sext i127 %278 to i128
  store volatile i128 %279, ptr %275, align 16
  %280 = getelementptr inbounds i128, ptr %48, i64 8
  store volatile i128 94522879700260683060474801574379520, ptr %280, align 16
  %281 = getelementptr inbounds i128, ptr %48, i64 9
  store volatile i128 -1267650600228229401496703217721, ptr %281, align 16
  store i32 10, ptr %6, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %49, align 4
  br label %282

282:                                              ; preds = %381, %262
  %283 = load i32, ptr %49, align 4
  %284 = load i32, ptr %6, align 4
  %285 = icmp slt i32 %283, %284
  br i1 %285, label %286, label %384

286:                                              ; preds = %282
  store i32 0, ptr %50, align 4
  br label %287

287:                                              ; preds = %377, %286
  %288 = load i32, ptr %50, align 4
  %289 = load i32, ptr %6, align 4
  %290 = icmp slt i32 %288, %289
  br i1 %290, label %291, label %380

291:                                              ; preds = %287
  %292 = load i32, ptr %49, align 4
  %293 = sext i32 %292 to i64
  %294 = getelementptr inbounds [10 x i128], ptr %48, i64 0, i64 %293
  %295 = load volatile i128, ptr %294, align 16
  %296 = trunc i128 %295 to i127
  %297 = sext i127 %296 to i128
  store i128 %297, ptr %51, align 8
  %298 = load i32, ptr %50, align 4
  %299 = sext i32 %298 to i64
  %300 = getelementptr inbounds [10 x i128], ptr %48, i64 0, i64 %299
  %301 = load volatile i128, ptr %300, align 16
  %302 = trunc i128 %301 to i127
  %303 = sext i127 %302 to i128
  store i128 %303, ptr %52, align 8
  %304 = load i128, ptr %51, align 8
  %305 = trunc i128 %304 to i127
  %306 = load i128, ptr %52, align 8
  %307 = trunc i128 %306 to i127
  %308 = zext i127 %305 to i128
  store i128 %308, ptr %54, align 8
  %309 = zext i127 %307 to i128
  store i128 %309, ptr %55, align 8
  call void @mul127(ptr dead_on_unwind writable sret(i128) align 8 %53, ptr noundef %54, ptr noundef %55)
  %310 = load i128, ptr %53, align 8
  %311 = trunc i128 %310 to i127
  %312 = zext i127 %311 to i128
  store i128 %312, ptr %56, align 16
  call void @mix(ptr noundef %56)
  %313 = load i128, ptr %51, align 8
  %314 = trunc i128 %313 to i127
  %315 = load i128, ptr %52, align 8
  %316 = trunc i128 %315 to i127
  %317 = zext i127 %314 to i128
  store i128 %317, ptr %58, align 8
  %318 = zext i127 %316 to i128
  store i128 %318, ptr %59, align 8
  call void @sub127(ptr dead_on_unwind writable sret(i128) align 8 %57, ptr noundef %58, ptr noundef %59)
  %319 = load i128, ptr %57, align 8
  %320 = trunc i128 %319 to i127
  %321 = zext i127 %320 to i128
  store i128 %321, ptr %60, align 16
  call void @mix(ptr noundef %60)
  %322 = load i128, ptr %51, align 8
  %323 = trunc i128 %322 to i127
  %324 = load i128, ptr %52, align 8
  %325 = trunc i128 %324 to i127
  %326 = sext i127 %323 to i128
  store i128 %326, ptr %61, align 8
  %327 = sext i127 %325 to i128
  store i128 %327, ptr %62, align 8
  %328 = call i32 @cmp127(ptr noundef %61, ptr noundef %62)
  %329 = sext i32 %328 to i128
  store i128 %329, ptr %63, align 16
  call void @mix(ptr noundef %63)
  %330 = load i128, ptr %52, align 8
  %331 = trunc i128 %330 to i127
  %332 = icmp ne i127 %331, 0
  br i1 %332, label %333, label %343

333:                                              ; preds = %291
  %334 = load i128, ptr %51, align 8
  %335 = trunc i128 %334 to i127
  %336 = load i128, ptr %52, align 8
  %337 = trunc i128 %336 to i127
  %338 = zext i127 %335 to i128
  store i128 %338, ptr %65, align 8
  %339 = zext i127 %337 to i128
  store i128 %339, ptr %66, align 8
  call void @urem127(ptr dead_on_unwind writable sret(i128) align 8 %64, ptr noundef %65, ptr noundef %66)
  %340 = load i128, ptr %64, align 8
  %341 = trunc i128 %340 to i127
  %342 = zext i127 %341 to i128
  store i128 %342, ptr %67, align 16
  call void @mix(ptr noundef %67)
  br label %343

343:                                              ; preds = %333, %291
  %344 = load i128, ptr %52, align 8
  %345 = trunc i128 %344 to i127
  %346 = icmp ne i127 %345, 0
  br i1 %346, label %347, label %376

347:                                              ; preds = %343
  %348 = load i128, ptr %51, align 8
  %349 = trunc i128 %348 to i127
  %350 = load i128, ptr %46, align 8
  %351 = trunc i128 %350 to i127
  %352 = icmp eq i127 %349, %351
  br i1 %352, label %353, label %357

353:                                              ; preds = %347
  %354 = load i128, ptr %52, align 8
  %355 = trunc i128 %354 to i127
  %356 = icmp eq i127 %355, -1
  br i1 %356, label %376, label %357

357:                                              ; preds = %353, %347
  %358 = load i128, ptr %51, align 8
  %359 = trunc i128 %358 to i127
  %360 = load i128, ptr %52, align 8
  %361 = trunc i128 %360 to i127
  %362 = sext i127 %359 to i128
  store i128 %362, ptr %69, align 8
  %363 = sext i127 %361 to i128
  store i128 %363, ptr %70, align 8
  call void @div127(ptr dead_on_unwind writable sret(i128) align 8 %68, ptr noundef %69, ptr noundef %70)
  %364 = load i128, ptr %68, align 8
  %365 = trunc i128 %364 to i127
  %366 = sext i127 %365 to i128
  store i128 %366, ptr %71, align 16
  call void @mix(ptr noundef %71)
  %367 = load i128, ptr %51, align 8
  %368 = trunc i128 %367 to i127
  %369 = load i128, ptr %52, align 8
  %370 = trunc i128 %369 to i127
  %371 = sext i127 %368 to i128
  store i128 %371, ptr %73, align 8
  %372 = sext i127 %370 to i128
  store i128 %372, ptr %74, align 8
  call void @rem127(ptr dead_on_unwind writable sret(i128) align 8 %72, ptr noundef %73, ptr noundef %74)
  %373 = load i128, ptr %72, align 8
  %374 = trunc i128 %373 to i127
  %375 = sext i127 %374 to i128
  store i128 %375, ptr %75, align 16
  call void @mix(ptr noundef %75)
  br label %376

376:                                              ; preds = %357, %353, %343
  br label %377

377:                                              ; preds = %376
  %378 = load i32, ptr %50, align 4
  %379 = add nsw i32 %378, 1
  store i32 %379, ptr %50, align 4
  br label %287, !llvm.loop !9

380:                                              ; preds = %287
  br label %381

381:                                              ; preds = %380
  %382 = load i32, ptr %49, align 4
  %383 = add nsw i32 %382, 1
  store i32 %383, ptr %49, align 4
  br label %282, !llvm.loop !10

384:                                              ; preds = %282
  %385 = load i64, ptr @h, align 8
  %386 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %385)
  store i32 0, ptr %76, align 4
  br label %387

387:                                              ; preds = %418, %384
  %388 = load i32, ptr %76, align 4
  %389 = load i32, ptr %6, align 4
  %390 = icmp slt i32 %388, %389
  br i1 %390, label %391, label %421

391:                                              ; preds = %387
  %392 = load i32, ptr %76, align 4
  %393 = sext i32 %392 to i64
  %394 = getelementptr inbounds [10 x i128], ptr %48, i64 0, i64 %393
  %395 = load volatile i128, ptr %394, align 16
  %396 = trunc i128 %395 to i127
  %397 = sext i127 %396 to i128
  store i128 %397, ptr %77, align 8
  %398 = load i128, ptr %77, align 8
  %399 = trunc i128 %398 to i127
  %400 = sext i127 %399 to i128
  store i128 %400, ptr %78, align 16
  call void @px(ptr noundef @.str.5, ptr noundef %78)
  %401 = load i128, ptr %77, align 8
  %402 = trunc i128 %401 to i127
  %403 = sext i127 %402 to i128
  store i128 %403, ptr %80, align 8
  call void @ashr127(ptr dead_on_unwind writable sret(i128) align 8 %79, ptr noundef %80, i32 noundef 126)
  %404 = load i128, ptr %79, align 8
  %405 = trunc i128 %404 to i127
  %406 = sext i127 %405 to i128
  store i128 %406, ptr %81, align 16
  call void @px(ptr noundef @.str.10, ptr noundef %81)
  %407 = load i128, ptr %77, align 8
  %408 = trunc i128 %407 to i127
  %409 = zext i127 %408 to i128
  store i128 %409, ptr %83, align 8
  call void @lshr127(ptr dead_on_unwind writable sret(i128) align 8 %82, ptr noundef %83, i32 noundef 100)
  %410 = load i128, ptr %82, align 8
  %411 = trunc i128 %410 to i127
  %412 = zext i127 %411 to i128
  store i128 %412, ptr %84, align 16
  call void @px(ptr noundef @.str.11, ptr noundef %84)
  %413 = load i128, ptr %77, align 8
  %414 = trunc i128 %413 to i127
  %415 = sext i127 %414 to i128
  store i128 %415, ptr %85, align 8
  store i128 0, ptr %86, align 8
  %416 = call i32 @cmp127(ptr noundef %85, ptr noundef %86)
  %417 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %416)
  br label %418

418:                                              ; preds = %391
  %419 = load i32, ptr %76, align 4
  %420 = add nsw i32 %419, 1
  store i32 %420, ptr %76, align 4
  br label %387, !llvm.loop !11

421:                                              ; preds = %387
  store volatile i128 -1512366075204170946329238306328473841, ptr %87, align 16
  %422 = load volatile i128, ptr %87, align 16
  %423 = trunc i128 %422 to i65
  %424 = sext i65 %423 to i128
  store i128 %424, ptr %88, align 8
  %425 = load volatile i128, ptr %87, align 16
  %426 = trunc i128 %425 to i127
  %427 = sext i127 %426 to i128
  store i128 %427, ptr %89, align 8
  %428 = load volatile i128, ptr %87, align 16
  %429 = trunc i128 %428 to i65
  %430 = zext i65 %429 to i128
  store i128 %430, ptr %90, align 8
  %431 = load i128, ptr %88, align 8
  %432 = trunc i128 %431 to i65
  %433 = sext i65 %432 to i128
  store i128 %433, ptr %91, align 16
  call void @px(ptr noundef @.str.13, ptr noundef %91)
  %434 = load i128, ptr %90, align 8
  %435 = trunc i128 %434 to i65
  %436 = zext i65 %435 to i128
  store i128 %436, ptr %92, align 16
  call void @px(ptr noundef @.str.14, ptr noundef %92)
  %437 = load i128, ptr %89, align 8
  %438 = trunc i128 %437 to i127
  %439 = sext i127 %438 to i128
  store i128 %439, ptr %93, align 16
  call void @px(ptr noundef @.str.15, ptr noundef %93)
  %440 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %441 = load i64, ptr @h, align 8
  %442 = and i64 %441, 127
  %443 = trunc i64 %442 to i32
  ret i32 %443
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @px(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  %5 = load i128, ptr %1, align 16
  store ptr %0, ptr %3, align 8
  store i128 %5, ptr %4, align 16
  %6 = load ptr, ptr %3, align 8
  %7 = load i128, ptr %4, align 16
  %8 = lshr i128 %7, 64
  %9 = trunc i128 %8 to i64
  %10 = load i128, ptr %4, align 16
  %11 = trunc i128 %10 to i64
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %6, i64 noundef %9, i64 noundef %11)
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(ptr noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = load i128, ptr %0, align 16
  store i128 %3, ptr %2, align 16
  %4 = load i64, ptr @h, align 8
  %5 = load i128, ptr %2, align 16
  %6 = trunc i128 %5 to i64
  %7 = xor i64 %4, %6
  %8 = mul i64 %7, 1099511628211
  store i64 %8, ptr @h, align 8
  %9 = load i64, ptr @h, align 8
  %10 = load i128, ptr %2, align 16
  %11 = lshr i128 %10, 64
  %12 = trunc i128 %11 to i64
  %13 = xor i64 %9, %12
  %14 = mul i64 %13, 1099511628211
  store i64 %14, ptr @h, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add65(ptr dead_on_unwind noalias writable sret(i128) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 8
  %6 = alloca i128, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i128, ptr %1, align 8
  %8 = trunc i128 %7 to i65
  %9 = load i128, ptr %2, align 8
  %10 = trunc i128 %9 to i65
  %11 = zext i65 %8 to i128
  store i128 %11, ptr %5, align 8
  %12 = zext i65 %10 to i128
  store i128 %12, ptr %6, align 8
  %13 = load i128, ptr %5, align 8
  %14 = trunc i128 %13 to i65
  %15 = load i128, ptr %6, align 8
  %16 = trunc i128 %15 to i65
  %17 = add i65 %14, %16
  %18 = zext i65 %17 to i128
  store i128 %18, ptr %0, align 8
  %19 = load i128, ptr %0, align 8
  %20 = trunc i128 %19 to i65
  %21 = zext i65 %20 to i128
  store i128 %21, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul65(ptr dead_on_unwind noalias writable sret(i128) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 8
  %6 = alloca i128, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i128, ptr %1, align 8
  %8 = trunc i128 %7 to i65
  %9 = load i128, ptr %2, align 8
  %10 = trunc i128 %9 to i65
  %11 = zext i65 %8 to i128
  store i128 %11, ptr %5, align 8
  %12 = zext i65 %10 to i128
  store i128 %12, ptr %6, align 8
  %13 = load i128, ptr %5, align 8
  %14 = trunc i128 %13 to i65
  %15 = load i128, ptr %6, align 8
  %16 = trunc i128 %15 to i65
  %17 = mul i65 %14, %16
  %18 = zext i65 %17 to i128
  store i128 %18, ptr %0, align 8
  %19 = load i128, ptr %0, align 8
  %20 = trunc i128 %19 to i65
  %21 = zext i65 %20 to i128
  store i128 %21, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @udiv65(ptr dead_on_unwind noalias writable sret(i128) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 8
  %6 = alloca i128, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i128, ptr %1, align 8
  %8 = trunc i128 %7 to i65
  %9 = load i128, ptr %2, align 8
  %10 = trunc i128 %9 to i65
  %11 = zext i65 %8 to i128
  store i128 %11, ptr %5, align 8
  %12 = zext i65 %10 to i128
  store i128 %12, ptr %6, align 8
  %13 = load i128, ptr %5, align 8
  %14 = trunc i128 %13 to i65
  %15 = load i128, ptr %6, align 8
  %16 = trunc i128 %15 to i65
  %17 = udiv i65 %14, %16
  %18 = zext i65 %17 to i128
  store i128 %18, ptr %0, align 8
  %19 = load i128, ptr %0, align 8
  %20 = trunc i128 %19 to i65
  %21 = zext i65 %20 to i128
  store i128 %21, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @div65(ptr dead_on_unwind noalias writable sret(i128) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 8
  %6 = alloca i128, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i128, ptr %1, align 8
  %8 = trunc i128 %7 to i65
  %9 = load i128, ptr %2, align 8
  %10 = trunc i128 %9 to i65
  %11 = sext i65 %8 to i128
  store i128 %11, ptr %5, align 8
  %12 = sext i65 %10 to i128
  store i128 %12, ptr %6, align 8
  %13 = load i128, ptr %5, align 8
  %14 = trunc i128 %13 to i65
  %15 = load i128, ptr %6, align 8
  %16 = trunc i128 %15 to i65
  %17 = sdiv i65 %14, %16
  %18 = sext i65 %17 to i128
  store i128 %18, ptr %0, align 8
  %19 = load i128, ptr %0, align 8
  %20 = trunc i128 %19 to i65
  %21 = sext i65 %20 to i128
  store i128 %21, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rem65(ptr dead_on_unwind noalias writable sret(i128) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 8
  %6 = alloca i128, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i128, ptr %1, align 8
  %8 = trunc i128 %7 to i65
  %9 = load i128, ptr %2, align 8
  %10 = trunc i128 %9 to i65
  %11 = sext i65 %8 to i128
  store i128 %11, ptr %5, align 8
  %12 = sext i65 %10 to i128
  store i128 %12, ptr %6, align 8
  %13 = load i128, ptr %5, align 8
  %14 = trunc i128 %13 to i65
  %15 = load i128, ptr %6, align 8
  %16 = trunc i128 %15 to i65
  %17 = srem i65 %14, %16
  %18 = sext i65 %17 to i128
  store i128 %18, ptr %0, align 8
  %19 = load i128, ptr %0, align 8
  %20 = trunc i128 %19 to i65
  %21 = sext i65 %20 to i128
  store i128 %21, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ashr65(ptr dead_on_unwind noalias writable sret(i128) align 8 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  %7 = load i128, ptr %1, align 8
  %8 = trunc i128 %7 to i65
  %9 = sext i65 %8 to i128
  store i128 %9, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = load i128, ptr %5, align 8
  %11 = trunc i128 %10 to i65
  %12 = load i32, ptr %6, align 4
  %13 = zext i32 %12 to i65
  %14 = ashr i65 %11, %13
  %15 = sext i65 %14 to i128
  store i128 %15, ptr %0, align 8
  %16 = load i128, ptr %0, align 8
  %17 = trunc i128 %16 to i65
  %18 = sext i65 %17 to i128
  store i128 %18, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shl65(ptr dead_on_unwind noalias writable sret(i128) align 8 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  %7 = load i128, ptr %1, align 8
  %8 = trunc i128 %7 to i65
  %9 = zext i65 %8 to i128
  store i128 %9, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = load i128, ptr %5, align 8
  %11 = trunc i128 %10 to i65
  %12 = load i32, ptr %6, align 4
  %13 = zext i32 %12 to i65
  %14 = shl i65 %11, %13
  %15 = zext i65 %14 to i128
  store i128 %15, ptr %0, align 8
  %16 = load i128, ptr %0, align 8
  %17 = trunc i128 %16 to i65
  %18 = zext i65 %17 to i128
  store i128 %18, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul127(ptr dead_on_unwind noalias writable sret(i128) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 8
  %6 = alloca i128, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i128, ptr %1, align 8
  %8 = trunc i128 %7 to i127
  %9 = load i128, ptr %2, align 8
  %10 = trunc i128 %9 to i127
  %11 = zext i127 %8 to i128
  store i128 %11, ptr %5, align 8
  %12 = zext i127 %10 to i128
  store i128 %12, ptr %6, align 8
  %13 = load i128, ptr %5, align 8
  %14 = trunc i128 %13 to i127
  %15 = load i128, ptr %6, align 8
  %16 = trunc i128 %15 to i127
  %17 = mul i127 %14, %16
  %18 = zext i127 %17 to i128
  store i128 %18, ptr %0, align 8
  %19 = load i128, ptr %0, align 8
  %20 = trunc i128 %19 to i127
  %21 = zext i127 %20 to i128
  store i128 %21, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sub127(ptr dead_on_unwind noalias writable sret(i128) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 8
  %6 = alloca i128, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i128, ptr %1, align 8
  %8 = trunc i128 %7 to i127
  %9 = load i128, ptr %2, align 8
  %10 = trunc i128 %9 to i127
  %11 = zext i127 %8 to i128
  store i128 %11, ptr %5, align 8
  %12 = zext i127 %10 to i128
  store i128 %12, ptr %6, align 8
  %13 = load i128, ptr %5, align 8
  %14 = trunc i128 %13 to i127
  %15 = load i128, ptr %6, align 8
  %16 = trunc i128 %15 to i127
  %17 = sub i127 %14, %16
  %18 = zext i127 %17 to i128
  store i128 %18, ptr %0, align 8
  %19 = load i128, ptr %0, align 8
  %20 = trunc i128 %19 to i127
  %21 = zext i127 %20 to i128
  store i128 %21, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp127(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 8
  %4 = alloca i128, align 8
  %5 = load i128, ptr %0, align 8
  %6 = trunc i128 %5 to i127
  %7 = load i128, ptr %1, align 8
  %8 = trunc i128 %7 to i127
  %9 = sext i127 %6 to i128
  store i128 %9, ptr %3, align 8
  %10 = sext i127 %8 to i128
  store i128 %10, ptr %4, align 8
  %11 = load i128, ptr %3, align 8
  %12 = trunc i128 %11 to i127
  %13 = load i128, ptr %4, align 8
  %14 = trunc i128 %13 to i127
  %15 = icmp slt i127 %12, %14
  %16 = zext i1 %15 to i32
  %17 = mul nsw i32 %16, 4
  %18 = load i128, ptr %3, align 8
  %19 = trunc i128 %18 to i127
  %20 = load i128, ptr %4, align 8
  %21 = trunc i128 %20 to i127
  %22 = icmp eq i127 %19, %21
  %23 = zext i1 %22 to i32
  %24 = mul nsw i32 %23, 2
  %25 = add nsw i32 %17, %24
  %26 = load i128, ptr %3, align 8
  %27 = trunc i128 %26 to i127
  %28 = load i128, ptr %4, align 8
  %29 = trunc i128 %28 to i127
  %30 = icmp sgt i127 %27, %29
  %31 = zext i1 %30 to i32
  %32 = add nsw i32 %25, %31
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @urem127(ptr dead_on_unwind noalias writable sret(i128) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 8
  %6 = alloca i128, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i128, ptr %1, align 8
  %8 = trunc i128 %7 to i127
  %9 = load i128, ptr %2, align 8
  %10 = trunc i128 %9 to i127
  %11 = zext i127 %8 to i128
  store i128 %11, ptr %5, align 8
  %12 = zext i127 %10 to i128
  store i128 %12, ptr %6, align 8
  %13 = load i128, ptr %5, align 8
  %14 = trunc i128 %13 to i127
  %15 = load i128, ptr %6, align 8
  %16 = trunc i128 %15 to i127
  %17 = urem i127 %14, %16
  %18 = zext i127 %17 to i128
  store i128 %18, ptr %0, align 8
  %19 = load i128, ptr %0, align 8
  %20 = trunc i128 %19 to i127
  %21 = zext i127 %20 to i128
  store i128 %21, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @div127(ptr dead_on_unwind noalias writable sret(i128) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 8
  %6 = alloca i128, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i128, ptr %1, align 8
  %8 = trunc i128 %7 to i127
  %9 = load i128, ptr %2, align 8
  %10 = trunc i128 %9 to i127
  %11 = sext i127 %8 to i128
  store i128 %11, ptr %5, align 8
  %12 = sext i127 %10 to i128
  store i128 %12, ptr %6, align 8
  %13 = load i128, ptr %5, align 8
  %14 = trunc i128 %13 to i127
  %15 = load i128, ptr %6, align 8
  %16 = trunc i128 %15 to i127
  %17 = sdiv i127 %14, %16
  %18 = sext i127 %17 to i128
  store i128 %18, ptr %0, align 8
  %19 = load i128, ptr %0, align 8
  %20 = trunc i128 %19 to i127
  %21 = sext i127 %20 to i128
  store i128 %21, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rem127(ptr dead_on_unwind noalias writable sret(i128) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 8
  %6 = alloca i128, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i128, ptr %1, align 8
  %8 = trunc i128 %7 to i127
  %9 = load i128, ptr %2, align 8
  %10 = trunc i128 %9 to i127
  %11 = sext i127 %8 to i128
  store i128 %11, ptr %5, align 8
  %12 = sext i127 %10 to i128
  store i128 %12, ptr %6, align 8
  %13 = load i128, ptr %5, align 8
  %14 = trunc i128 %13 to i127
  %15 = load i128, ptr %6, align 8
  %16 = trunc i128 %15 to i127
  %17 = srem i127 %14, %16
  %18 = sext i127 %17 to i128
  store i128 %18, ptr %0, align 8
  %19 = load i128, ptr %0, align 8
  %20 = trunc i128 %19 to i127
  %21 = sext i127 %20 to i128
  store i128 %21, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ashr127(ptr dead_on_unwind noalias writable sret(i128) align 8 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  %7 = load i128, ptr %1, align 8
  %8 = trunc i128 %7 to i127
  %9 = sext i127 %8 to i128
  store i128 %9, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = load i128, ptr %5, align 8
  %11 = trunc i128 %10 to i127
  %12 = load i32, ptr %6, align 4
  %13 = zext i32 %12 to i127
  %14 = ashr i127 %11, %13
  %15 = sext i127 %14 to i128
  store i128 %15, ptr %0, align 8
  %16 = load i128, ptr %0, align 8
  %17 = trunc i128 %16 to i127
  %18 = sext i127 %17 to i128
  store i128 %18, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lshr127(ptr dead_on_unwind noalias writable sret(i128) align 8 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  %7 = load i128, ptr %1, align 8
  %8 = trunc i128 %7 to i127
  %9 = zext i127 %8 to i128
  store i128 %9, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = load i128, ptr %5, align 8
  %11 = trunc i128 %10 to i127
  %12 = load i32, ptr %6, align 4
  %13 = zext i32 %12 to i127
  %14 = lshr i127 %11, %13
  %15 = zext i127 %14 to i128
  store i128 %15, ptr %0, align 8
  %16 = load i128, ptr %0, align 8
  %17 = trunc i128 %16 to i127
  %18 = zext i127 %17 to i128
  store i128 %18, ptr %0, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
!11 = distinct !{!11, !6}
