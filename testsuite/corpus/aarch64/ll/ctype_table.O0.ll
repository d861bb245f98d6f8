; ModuleID = 'programs/ctype_table.c'
source_filename = "programs/ctype_table.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"\0A%3d: \00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"%x\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"\0Asums:\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c" %u\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"\0Abad=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"EOF handling: %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [12 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca [12 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %3, i8 0, i64 48, i1 false)
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %268, %0
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 256
  br i1 %10, label %11, label %271

11:                                               ; preds = %8
  %12 = call ptr @__ctype_b_loc() #5
  %13 = load ptr, ptr %12, align 8
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i16, ptr %13, i64 %15
  %17 = load i16, ptr %16, align 2
  %18 = zext i16 %17 to i32
  %19 = and i32 %18, 1024
  %20 = icmp ne i32 %19, 0
  %21 = xor i1 %20, true
  %22 = xor i1 %21, true
  %23 = zext i1 %22 to i32
  store i32 %23, ptr %5, align 4
  %24 = getelementptr inbounds i32, ptr %5, i64 1
  %25 = call ptr @__ctype_b_loc() #5
  %26 = load ptr, ptr %25, align 8
  %27 = load i32, ptr %4, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i16, ptr %26, i64 %28
  %30 = load i16, ptr %29, align 2
  %31 = zext i16 %30 to i32
  %32 = and i32 %31, 2048
  %33 = icmp ne i32 %32, 0
  %34 = xor i1 %33, true
  %35 = xor i1 %34, true
  %36 = zext i1 %35 to i32
  store i32 %36, ptr %24, align 4
  %37 = getelementptr inbounds i32, ptr %5, i64 2
  %38 = call ptr @__ctype_b_loc() #5
  %39 = load ptr, ptr %38, align 8
  %40 = load i32, ptr %4, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i16, ptr %39, i64 %41
  %43 = load i16, ptr %42, align 2
  %44 = zext i16 %43 to i32
  %45 = and i32 %44, 8
  %46 = icmp ne i32 %45, 0
  %47 = xor i1 %46, true
  %48 = xor i1 %47, true
  %49 = zext i1 %48 to i32
  store i32 %49, ptr %37, align 4
  %50 = getelementptr inbounds i32, ptr %5, i64 3
  %51 = call ptr @__ctype_b_loc() #5
  %52 = load ptr, ptr %51, align 8
  %53 = load i32, ptr %4, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i16, ptr %52, i64 %54
  %56 = load i16, ptr %55, align 2
  %57 = zext i16 %56 to i32
  %58 = and i32 %57, 8192
  %59 = icmp ne i32 %58, 0
  %60 = xor i1 %59, true
  %61 = xor i1 %60, true
  %62 = zext i1 %61 to i32
  store i32 %62, ptr %50, align 4
  %63 = getelementptr inbounds i32, ptr %5, i64 4
  %64 = call ptr @__ctype_b_loc() #5
  %65 = load ptr, ptr %64, align 8
  %66 = load i32, ptr %4, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i16, ptr %65, i64 %67
  %69 = load i16, ptr %68, align 2
  %70 = zext i16 %69 to i32
  %71 = and i32 %70, 256
  %72 = icmp ne i32 %71, 0
  %73 = xor i1 %72, true
  %74 = xor i1 %73, true
  %75 = zext i1 %74 to i32
  store i32 %75, ptr %63, align 4
  %76 = getelementptr inbounds i32, ptr %5, i64 5
  %77 = call ptr @__ctype_b_loc() #5
  %78 = load ptr, ptr %77, align 8
  %79 = load i32, ptr %4, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i16, ptr %78, i64 %80
  %82 = load i16, ptr %81, align 2
  %83 = zext i16 %82 to i32
  %84 = and i32 %83, 512
  %85 = icmp ne i32 %84, 0
  %86 = xor i1 %85, true
  %87 = xor i1 %86, true
  %88 = zext i1 %87 to i32
  store i32 %88, ptr %76, align 4
  %89 = getelementptr inbounds i32, ptr %5, i64 6
  %90 = call ptr @__ctype_b_loc() #5
  %91 = load ptr, ptr %90, align 8
  %92 = load i32, ptr %4, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i16, ptr %91, i64 %93
  %95 = load i16, ptr %94, align 2
  %96 = zext i16 %95 to i32
  %97 = and i32 %96, 4
  %98 = icmp ne i32 %97, 0
  %99 = xor i1 %98, true
  %100 = xor i1 %99, true
  %101 = zext i1 %100 to i32
  store i32 %101, ptr %89, align 4
  %102 = getelementptr inbounds i32, ptr %5, i64 7
  %103 = call ptr @__ctype_b_loc() #5
  %104 = load ptr, ptr %103, align 8
  %105 = load i32, ptr %4, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i16, ptr %104, i64 %106
  %108 = load i16, ptr %107, align 2
  %109 = zext i16 %108 to i32
  %110 = and i32 %109, 16384
  %111 = icmp ne i32 %110, 0
  %112 = xor i1 %111, true
  %113 = xor i1 %112, true
  %114 = zext i1 %113 to i32
  store i32 %114, ptr %102, align 4
  %115 = getelementptr inbounds i32, ptr %5, i64 8
  %116 = call ptr @__ctype_b_loc() #5
  %117 = load ptr, ptr %116, align 8
  %118 = load i32, ptr %4, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i16, ptr %117, i64 %119
  %121 = load i16, ptr %120, align 2
  %122 = zext i16 %121 to i32
  %123 = and i32 %122, 2
  %124 = icmp ne i32 %123, 0
  %125 = xor i1 %124, true
  %126 = xor i1 %125, true
  %127 = zext i1 %126 to i32
  store i32 %127, ptr %115, align 4
  %128 = getelementptr inbounds i32, ptr %5, i64 9
  %129 = call ptr @__ctype_b_loc() #5
  %130 = load ptr, ptr %129, align 8
  %131 = load i32, ptr %4, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i16, ptr %130, i64 %132
  %134 = load i16, ptr %133, align 2
  %135 = zext i16 %134 to i32
  %136 = and i32 %135, 4096
  %137 = icmp ne i32 %136, 0
  %138 = xor i1 %137, true
  %139 = xor i1 %138, true
  %140 = zext i1 %139 to i32
  store i32 %140, ptr %128, align 4
  %141 = getelementptr inbounds i32, ptr %5, i64 10
  %142 = call ptr @__ctype_b_loc() #5
  %143 = load ptr, ptr %142, align 8
  %144 = load i32, ptr %4, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds i16, ptr %143, i64 %145
  %147 = load i16, ptr %146, align 2
  %148 = zext i16 %147 to i32
  %149 = and i32 %148, 32768
  %150 = icmp ne i32 %149, 0
  %151 = xor i1 %150, true
  %152 = xor i1 %151, true
  %153 = zext i1 %152 to i32
  store i32 %153, ptr %141, align 4
  %154 = getelementptr inbounds i32, ptr %5, i64 11
  %155 = call ptr @__ctype_b_loc() #5
  %156 = load ptr, ptr %155, align 8
  %157 = load i32, ptr %4, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds i16, ptr %156, i64 %158
  %160 = load i16, ptr %159, align 2
  %161 = zext i16 %160 to i32
  %162 = and i32 %161, 1
  %163 = icmp ne i32 %162, 0
  %164 = xor i1 %163, true
  %165 = xor i1 %164, true
  %166 = zext i1 %165 to i32
  store i32 %166, ptr %154, align 4
  store i32 0, ptr %6, align 4
  br label %167

167:                                              ; preds = %183, %11
  %168 = load i32, ptr %6, align 4
  %169 = icmp slt i32 %168, 12
  br i1 %169, label %170, label %186

170:                                              ; preds = %167
  %171 = load i32, ptr %6, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %172
  %174 = load i32, ptr %173, align 4
  %175 = load i32, ptr %4, align 4
  %176 = add nsw i32 %175, 1
  %177 = mul i32 %174, %176
  %178 = load i32, ptr %6, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %179
  %181 = load i32, ptr %180, align 4
  %182 = add i32 %181, %177
  store i32 %182, ptr %180, align 4
  br label %183

183:                                              ; preds = %170
  %184 = load i32, ptr %6, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %6, align 4
  br label %167, !llvm.loop !6

186:                                              ; preds = %167
  %187 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 0
  %188 = load i32, ptr %187, align 4
  %189 = load i32, ptr %4, align 4
  %190 = call i32 @my_isalpha(i32 noundef %189)
  %191 = icmp ne i32 %188, %190
  br i1 %191, label %204, label %192

192:                                              ; preds = %186
  %193 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 3
  %194 = load i32, ptr %193, align 4
  %195 = load i32, ptr %4, align 4
  %196 = call i32 @my_isspace(i32 noundef %195)
  %197 = icmp ne i32 %194, %196
  br i1 %197, label %204, label %198

198:                                              ; preds = %192
  %199 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 6
  %200 = load i32, ptr %199, align 4
  %201 = load i32, ptr %4, align 4
  %202 = call i32 @my_ispunct(i32 noundef %201)
  %203 = icmp ne i32 %200, %202
  br i1 %203, label %204, label %207

204:                                              ; preds = %198, %192, %186
  %205 = load i32, ptr %2, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %2, align 4
  br label %207

207:                                              ; preds = %204, %198
  %208 = load i32, ptr %4, align 4
  %209 = call i32 @toupper(i32 noundef %208) #6
  %210 = load i32, ptr %4, align 4
  %211 = icmp sge i32 %210, 97
  br i1 %211, label %212, label %218

212:                                              ; preds = %207
  %213 = load i32, ptr %4, align 4
  %214 = icmp sle i32 %213, 122
  br i1 %214, label %215, label %218

215:                                              ; preds = %212
  %216 = load i32, ptr %4, align 4
  %217 = sub nsw i32 %216, 32
  br label %220

218:                                              ; preds = %212, %207
  %219 = load i32, ptr %4, align 4
  br label %220

220:                                              ; preds = %218, %215
  %221 = phi i32 [ %217, %215 ], [ %219, %218 ]
  %222 = icmp ne i32 %209, %221
  br i1 %222, label %223, label %226

223:                                              ; preds = %220
  %224 = load i32, ptr %2, align 4
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %2, align 4
  br label %226

226:                                              ; preds = %223, %220
  %227 = load i32, ptr %4, align 4
  %228 = call i32 @tolower(i32 noundef %227) #6
  %229 = load i32, ptr %4, align 4
  %230 = icmp sge i32 %229, 65
  br i1 %230, label %231, label %237

231:                                              ; preds = %226
  %232 = load i32, ptr %4, align 4
  %233 = icmp sle i32 %232, 90
  br i1 %233, label %234, label %237

234:                                              ; preds = %231
  %235 = load i32, ptr %4, align 4
  %236 = add nsw i32 %235, 32
  br label %239

237:                                              ; preds = %231, %226
  %238 = load i32, ptr %4, align 4
  br label %239

239:                                              ; preds = %237, %234
  %240 = phi i32 [ %236, %234 ], [ %238, %237 ]
  %241 = icmp ne i32 %228, %240
  br i1 %241, label %242, label %245

242:                                              ; preds = %239
  %243 = load i32, ptr %2, align 4
  %244 = add nsw i32 %243, 1
  store i32 %244, ptr %2, align 4
  br label %245

245:                                              ; preds = %242, %239
  %246 = load i32, ptr %4, align 4
  %247 = srem i32 %246, 16
  %248 = icmp eq i32 %247, 0
  br i1 %248, label %249, label %252

249:                                              ; preds = %245
  %250 = load i32, ptr %4, align 4
  %251 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %250)
  br label %252

252:                                              ; preds = %249, %245
  %253 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 0
  %254 = load i32, ptr %253, align 4
  %255 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 1
  %256 = load i32, ptr %255, align 4
  %257 = shl i32 %256, 1
  %258 = or i32 %254, %257
  %259 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 3
  %260 = load i32, ptr %259, align 4
  %261 = shl i32 %260, 2
  %262 = or i32 %258, %261
  %263 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 6
  %264 = load i32, ptr %263, align 4
  %265 = shl i32 %264, 3
  %266 = or i32 %262, %265
  %267 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %266)
  br label %268

268:                                              ; preds = %252
  %269 = load i32, ptr %4, align 4
  %270 = add nsw i32 %269, 1
  store i32 %270, ptr %4, align 4
  br label %8, !llvm.loop !8

271:                                              ; preds = %8
  %272 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %7, align 4
  br label %273

273:                                              ; preds = %282, %271
  %274 = load i32, ptr %7, align 4
  %275 = icmp slt i32 %274, 12
  br i1 %275, label %276, label %285

276:                                              ; preds = %273
  %277 = load i32, ptr %7, align 4
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %278
  %280 = load i32, ptr %279, align 4
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %280)
  br label %282

282:                                              ; preds = %276
  %283 = load i32, ptr %7, align 4
  %284 = add nsw i32 %283, 1
  store i32 %284, ptr %7, align 4
  br label %273, !llvm.loop !9

285:                                              ; preds = %273
  %286 = load i32, ptr %2, align 4
  %287 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %286)
  %288 = call ptr @__ctype_b_loc() #5
  %289 = load ptr, ptr %288, align 8
  %290 = getelementptr inbounds i16, ptr %289, i64 -1
  %291 = load i16, ptr %290, align 2
  %292 = zext i16 %291 to i32
  %293 = and i32 %292, 1024
  %294 = icmp ne i32 %293, 0
  %295 = zext i1 %294 to i32
  %296 = call i32 @toupper(i32 noundef -1) #6
  %297 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %295, i32 noundef %296)
  %298 = load i32, ptr %2, align 4
  ret i32 %298
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @my_isalpha(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sge i32 %3, 97
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = icmp sle i32 %6, 122
  br i1 %7, label %16, label %8

8:                                                ; preds = %5, %1
  %9 = load i32, ptr %2, align 4
  %10 = icmp sge i32 %9, 65
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  %13 = icmp sle i32 %12, 90
  br label %14

14:                                               ; preds = %11, %8
  %15 = phi i1 [ false, %8 ], [ %13, %11 ]
  br label %16

16:                                               ; preds = %14, %5
  %17 = phi i1 [ true, %5 ], [ %15, %14 ]
  %18 = zext i1 %17 to i32
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @my_isspace(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 32
  br i1 %4, label %13, label %5

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = icmp sge i32 %6, 9
  br i1 %7, label %8, label %11

8:                                                ; preds = %5
  %9 = load i32, ptr %2, align 4
  %10 = icmp sle i32 %9, 13
  br label %11

11:                                               ; preds = %8, %5
  %12 = phi i1 [ false, %5 ], [ %10, %8 ]
  br label %13

13:                                               ; preds = %11, %1
  %14 = phi i1 [ true, %1 ], [ %12, %11 ]
  %15 = zext i1 %14 to i32
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @my_ispunct(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 32
  br i1 %4, label %5, label %21

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 127
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %2, align 4
  %10 = call i32 @my_isalpha(i32 noundef %9)
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %21, label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %2, align 4
  %14 = icmp sge i32 %13, 48
  br i1 %14, label %15, label %18

15:                                               ; preds = %12
  %16 = load i32, ptr %2, align 4
  %17 = icmp sle i32 %16, 57
  br label %18

18:                                               ; preds = %15, %12
  %19 = phi i1 [ false, %12 ], [ %17, %15 ]
  %20 = xor i1 %19, true
  br label %21

21:                                               ; preds = %18, %8, %5, %1
  %22 = phi i1 [ false, %8 ], [ false, %5 ], [ false, %1 ], [ %20, %18 ]
  %23 = zext i1 %22 to i32
  ret i32 %23
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @toupper(i32 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @tolower(i32 noundef) #3

declare i32 @printf(ptr noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(none) }
attributes #6 = { nounwind willreturn memory(read) }

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
