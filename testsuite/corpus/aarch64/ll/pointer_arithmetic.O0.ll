; ModuleID = 'programs/pointer_arithmetic.c'
source_filename = "programs/pointer_arithmetic.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.S = type { i32, i8, double }

@.str = private unnamed_addr constant [44 x i8] c"mid[-3]=%d mid[5]=%d *(mid-10)=%d diff=%td\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"sum=%ld p==q %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"bytes between=%td\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"intptr roundtrip %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"aligned4=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [40 x i8] c"row[0][3]=%d row[1][4]=%d (*row)[1]=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"flat[13]=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [32 x i8] c"sp-1 b=%c ofs c=%zu stride=%td\0A\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"container_of a=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"void step a=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@__const.main.words = private unnamed_addr constant [5 x ptr] [ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr null], align 8
@.str.14 = private unnamed_addr constant [14 x i8] c"total len=%d\0A\00", align 1
@__const.main.buf = private unnamed_addr constant [12 x i8] c"hello world\00", align 1
@.str.15 = private unnamed_addr constant [14 x i8] c"last word=%s\0A\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"arr[7]=%d\0A\00", align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"swapped %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [19 x i8] c"reversed %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [20 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca [4 x [5 x i32]], align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca [5 x %struct.S], align 8
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca [5 x ptr], align 8
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca [12 x i8], align 1
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca [2 x ptr], align 8
  %33 = alloca ptr, align 8
  %34 = alloca [1000 x i32], align 4
  %35 = alloca i32, align 4
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  br label %39

39:                                               ; preds = %49, %0
  %40 = load i32, ptr %3, align 4
  %41 = icmp slt i32 %40, 20
  br i1 %41, label %42, label %52

42:                                               ; preds = %39
  %43 = load i32, ptr %3, align 4
  %44 = load i32, ptr %3, align 4
  %45 = mul nsw i32 %43, %44
  %46 = load i32, ptr %3, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 %47
  store i32 %45, ptr %48, align 4
  br label %49

49:                                               ; preds = %42
  %50 = load i32, ptr %3, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %3, align 4
  br label %39, !llvm.loop !6

52:                                               ; preds = %39
  %53 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 10
  store ptr %53, ptr %4, align 8
  %54 = load ptr, ptr %4, align 8
  %55 = getelementptr inbounds i32, ptr %54, i64 -3
  %56 = load i32, ptr %55, align 4
  %57 = load ptr, ptr %4, align 8
  %58 = getelementptr inbounds i32, ptr %57, i64 5
  %59 = load i32, ptr %58, align 4
  %60 = load ptr, ptr %4, align 8
  %61 = getelementptr inbounds i32, ptr %60, i64 -10
  %62 = load i32, ptr %61, align 4
  %63 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 19
  %64 = load ptr, ptr %4, align 8
  %65 = ptrtoint ptr %63 to i64
  %66 = ptrtoint ptr %64 to i64
  %67 = sub i64 %65, %66
  %68 = sdiv exact i64 %67, 4
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %56, i32 noundef %59, i32 noundef %62, i64 noundef %68)
  %70 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 0
  store ptr %70, ptr %5, align 8
  %71 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 0
  %72 = getelementptr inbounds i32, ptr %71, i64 20
  store ptr %72, ptr %6, align 8
  store i64 0, ptr %7, align 8
  br label %73

73:                                               ; preds = %77, %52
  %74 = load ptr, ptr %5, align 8
  %75 = load ptr, ptr %6, align 8
  %76 = icmp ult ptr %74, %75
  br i1 %76, label %77, label %84

77:                                               ; preds = %73
  %78 = load ptr, ptr %5, align 8
  %79 = getelementptr inbounds i32, ptr %78, i32 1
  store ptr %79, ptr %5, align 8
  %80 = load i32, ptr %78, align 4
  %81 = sext i32 %80 to i64
  %82 = load i64, ptr %7, align 8
  %83 = add nsw i64 %82, %81
  store i64 %83, ptr %7, align 8
  br label %73, !llvm.loop !8

84:                                               ; preds = %73
  %85 = load i64, ptr %7, align 8
  %86 = load ptr, ptr %5, align 8
  %87 = load ptr, ptr %6, align 8
  %88 = icmp eq ptr %86, %87
  %89 = zext i1 %88 to i32
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %85, i32 noundef %89)
  %91 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 0
  store ptr %91, ptr %8, align 8
  %92 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 5
  %93 = load ptr, ptr %8, align 8
  %94 = ptrtoint ptr %92 to i64
  %95 = ptrtoint ptr %93 to i64
  %96 = sub i64 %94, %95
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %96)
  %98 = load ptr, ptr %4, align 8
  %99 = ptrtoint ptr %98 to i64
  store i64 %99, ptr %9, align 8
  %100 = load i64, ptr %9, align 8
  %101 = inttoptr i64 %100 to ptr
  store ptr %101, ptr %10, align 8
  %102 = load ptr, ptr %10, align 8
  %103 = load i32, ptr %102, align 4
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %103)
  %105 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 3
  %106 = ptrtoint ptr %105 to i64
  store i64 %106, ptr %11, align 8
  %107 = load i64, ptr %11, align 8
  %108 = urem i64 %107, 4
  %109 = trunc i64 %108 to i32
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %109)
  store i32 0, ptr %13, align 4
  br label %111

111:                                              ; preds = %133, %84
  %112 = load i32, ptr %13, align 4
  %113 = icmp slt i32 %112, 4
  br i1 %113, label %114, label %136

114:                                              ; preds = %111
  store i32 0, ptr %14, align 4
  br label %115

115:                                              ; preds = %129, %114
  %116 = load i32, ptr %14, align 4
  %117 = icmp slt i32 %116, 5
  br i1 %117, label %118, label %132

118:                                              ; preds = %115
  %119 = load i32, ptr %13, align 4
  %120 = mul nsw i32 %119, 10
  %121 = load i32, ptr %14, align 4
  %122 = add nsw i32 %120, %121
  %123 = load i32, ptr %13, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [4 x [5 x i32]], ptr %12, i64 0, i64 %124
  %126 = load i32, ptr %14, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [5 x i32], ptr %125, i64 0, i64 %127
  store i32 %122, ptr %128, align 4
  br label %129

129:                                              ; preds = %118
  %130 = load i32, ptr %14, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %14, align 4
  br label %115, !llvm.loop !9

132:                                              ; preds = %115
  br label %133

133:                                              ; preds = %132
  %134 = load i32, ptr %13, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %13, align 4
  br label %111, !llvm.loop !10

136:                                              ; preds = %111
  %137 = getelementptr inbounds [4 x [5 x i32]], ptr %12, i64 0, i64 0
  %138 = getelementptr inbounds [5 x i32], ptr %137, i64 2
  store ptr %138, ptr %15, align 8
  %139 = load ptr, ptr %15, align 8
  %140 = getelementptr inbounds [5 x i32], ptr %139, i64 0
  %141 = getelementptr inbounds [5 x i32], ptr %140, i64 0, i64 3
  %142 = load i32, ptr %141, align 4
  %143 = load ptr, ptr %15, align 8
  %144 = getelementptr inbounds [5 x i32], ptr %143, i64 1
  %145 = getelementptr inbounds [5 x i32], ptr %144, i64 0, i64 4
  %146 = load i32, ptr %145, align 4
  %147 = load ptr, ptr %15, align 8
  %148 = getelementptr inbounds [5 x i32], ptr %147, i64 0, i64 1
  %149 = load i32, ptr %148, align 4
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %142, i32 noundef %146, i32 noundef %149)
  %151 = getelementptr inbounds [4 x [5 x i32]], ptr %12, i64 0, i64 0
  %152 = getelementptr inbounds [5 x i32], ptr %151, i64 0, i64 0
  store ptr %152, ptr %16, align 8
  %153 = load ptr, ptr %16, align 8
  %154 = getelementptr inbounds i32, ptr %153, i64 13
  %155 = load i32, ptr %154, align 4
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %155)
  store i32 0, ptr %18, align 4
  br label %157

157:                                              ; preds = %180, %136
  %158 = load i32, ptr %18, align 4
  %159 = icmp slt i32 %158, 5
  br i1 %159, label %160, label %183

160:                                              ; preds = %157
  %161 = load i32, ptr %18, align 4
  %162 = load i32, ptr %18, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [5 x %struct.S], ptr %17, i64 0, i64 %163
  %165 = getelementptr inbounds %struct.S, ptr %164, i32 0, i32 0
  store i32 %161, ptr %165, align 8
  %166 = load i32, ptr %18, align 4
  %167 = add nsw i32 65, %166
  %168 = trunc i32 %167 to i8
  %169 = load i32, ptr %18, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [5 x %struct.S], ptr %17, i64 0, i64 %170
  %172 = getelementptr inbounds %struct.S, ptr %171, i32 0, i32 1
  store i8 %168, ptr %172, align 4
  %173 = load i32, ptr %18, align 4
  %174 = sitofp i32 %173 to double
  %175 = fmul double %174, 2.500000e-01
  %176 = load i32, ptr %18, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [5 x %struct.S], ptr %17, i64 0, i64 %177
  %179 = getelementptr inbounds %struct.S, ptr %178, i32 0, i32 2
  store double %175, ptr %179, align 8
  br label %180

180:                                              ; preds = %160
  %181 = load i32, ptr %18, align 4
  %182 = add nsw i32 %181, 1
  store i32 %182, ptr %18, align 4
  br label %157, !llvm.loop !11

183:                                              ; preds = %157
  %184 = getelementptr inbounds [5 x %struct.S], ptr %17, i64 0, i64 0
  %185 = getelementptr inbounds %struct.S, ptr %184, i64 4
  store ptr %185, ptr %19, align 8
  %186 = load ptr, ptr %19, align 8
  %187 = getelementptr inbounds %struct.S, ptr %186, i64 -1
  %188 = getelementptr inbounds %struct.S, ptr %187, i32 0, i32 1
  %189 = load i8, ptr %188, align 4
  %190 = zext i8 %189 to i32
  %191 = getelementptr inbounds [5 x %struct.S], ptr %17, i64 0, i64 1
  %192 = getelementptr inbounds [5 x %struct.S], ptr %17, i64 0, i64 0
  %193 = ptrtoint ptr %191 to i64
  %194 = ptrtoint ptr %192 to i64
  %195 = sub i64 %193, %194
  %196 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %190, i64 noundef 8, i64 noundef %195)
  %197 = getelementptr inbounds [5 x %struct.S], ptr %17, i64 0, i64 2
  %198 = getelementptr inbounds %struct.S, ptr %197, i32 0, i32 2
  store ptr %198, ptr %20, align 8
  %199 = load ptr, ptr %20, align 8
  %200 = getelementptr inbounds i8, ptr %199, i64 -8
  store ptr %200, ptr %21, align 8
  %201 = load ptr, ptr %21, align 8
  %202 = getelementptr inbounds %struct.S, ptr %201, i32 0, i32 0
  %203 = load i32, ptr %202, align 8
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %203)
  %205 = getelementptr inbounds [5 x %struct.S], ptr %17, i64 0, i64 0
  store ptr %205, ptr %22, align 8
  %206 = load ptr, ptr %22, align 8
  %207 = getelementptr inbounds i8, ptr %206, i64 48
  store ptr %207, ptr %22, align 8
  %208 = load ptr, ptr %22, align 8
  %209 = getelementptr inbounds %struct.S, ptr %208, i32 0, i32 0
  %210 = load i32, ptr %209, align 8
  %211 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %210)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 @__const.main.words, i64 40, i1 false)
  %212 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 0
  store ptr %212, ptr %24, align 8
  store i32 0, ptr %25, align 4
  br label %213

213:                                              ; preds = %217, %183
  %214 = load ptr, ptr %24, align 8
  %215 = load ptr, ptr %214, align 8
  %216 = icmp ne ptr %215, null
  br i1 %216, label %217, label %225

217:                                              ; preds = %213
  %218 = load ptr, ptr %24, align 8
  %219 = getelementptr inbounds ptr, ptr %218, i32 1
  store ptr %219, ptr %24, align 8
  %220 = load ptr, ptr %218, align 8
  %221 = call i64 @strlen(ptr noundef %220) #4
  %222 = trunc i64 %221 to i32
  %223 = load i32, ptr %25, align 4
  %224 = add nsw i32 %223, %222
  store i32 %224, ptr %25, align 4
  br label %213, !llvm.loop !12

225:                                              ; preds = %213
  %226 = load i32, ptr %25, align 4
  %227 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %226)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %26, ptr align 1 @__const.main.buf, i64 12, i1 false)
  %228 = getelementptr inbounds [12 x i8], ptr %26, i64 0, i64 0
  %229 = getelementptr inbounds [12 x i8], ptr %26, i64 0, i64 0
  %230 = call i64 @strlen(ptr noundef %229) #4
  %231 = getelementptr inbounds i8, ptr %228, i64 %230
  store ptr %231, ptr %27, align 8
  br label %232

232:                                              ; preds = %244, %225
  %233 = load ptr, ptr %27, align 8
  %234 = getelementptr inbounds [12 x i8], ptr %26, i64 0, i64 0
  %235 = icmp ugt ptr %233, %234
  br i1 %235, label %236, label %242

236:                                              ; preds = %232
  %237 = load ptr, ptr %27, align 8
  %238 = getelementptr inbounds i8, ptr %237, i64 -1
  %239 = load i8, ptr %238, align 1
  %240 = zext i8 %239 to i32
  %241 = icmp ne i32 %240, 32
  br label %242

242:                                              ; preds = %236, %232
  %243 = phi i1 [ false, %232 ], [ %241, %236 ]
  br i1 %243, label %244, label %247

244:                                              ; preds = %242
  %245 = load ptr, ptr %27, align 8
  %246 = getelementptr inbounds i8, ptr %245, i32 -1
  store ptr %246, ptr %27, align 8
  br label %232, !llvm.loop !13

247:                                              ; preds = %242
  %248 = load ptr, ptr %27, align 8
  %249 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %248)
  store ptr null, ptr %28, align 8
  store ptr %28, ptr %29, align 8
  %250 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 7
  %251 = load ptr, ptr %29, align 8
  store ptr %250, ptr %251, align 8
  %252 = load ptr, ptr %29, align 8
  %253 = load ptr, ptr %252, align 8
  %254 = load i32, ptr %253, align 4
  %255 = add nsw i32 %254, 1000
  store i32 %255, ptr %253, align 4
  %256 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 7
  %257 = load i32, ptr %256, align 4
  %258 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %257)
  store i32 5, ptr %30, align 4
  store i32 9, ptr %31, align 4
  store ptr %30, ptr %32, align 8
  %259 = getelementptr inbounds ptr, ptr %32, i64 1
  store ptr %31, ptr %259, align 8
  %260 = getelementptr inbounds [2 x ptr], ptr %32, i64 0, i64 0
  %261 = load ptr, ptr %260, align 8
  store ptr %261, ptr %33, align 8
  %262 = getelementptr inbounds [2 x ptr], ptr %32, i64 0, i64 1
  %263 = load ptr, ptr %262, align 8
  %264 = getelementptr inbounds [2 x ptr], ptr %32, i64 0, i64 0
  store ptr %263, ptr %264, align 8
  %265 = load ptr, ptr %33, align 8
  %266 = getelementptr inbounds [2 x ptr], ptr %32, i64 0, i64 1
  store ptr %265, ptr %266, align 8
  %267 = getelementptr inbounds [2 x ptr], ptr %32, i64 0, i64 0
  %268 = load ptr, ptr %267, align 8
  %269 = load i32, ptr %268, align 4
  %270 = getelementptr inbounds [2 x ptr], ptr %32, i64 0, i64 1
  %271 = load ptr, ptr %270, align 8
  %272 = load i32, ptr %271, align 4
  %273 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %269, i32 noundef %272)
  store i32 0, ptr %35, align 4
  br label %274

274:                                              ; preds = %282, %247
  %275 = load i32, ptr %35, align 4
  %276 = icmp slt i32 %275, 1000
  br i1 %276, label %277, label %285

277:                                              ; preds = %274
  %278 = load i32, ptr %35, align 4
  %279 = load i32, ptr %35, align 4
  %280 = sext i32 %279 to i64
  %281 = getelementptr inbounds [1000 x i32], ptr %34, i64 0, i64 %280
  store i32 %278, ptr %281, align 4
  br label %282

282:                                              ; preds = %277
  %283 = load i32, ptr %35, align 4
  %284 = add nsw i32 %283, 1
  store i32 %284, ptr %35, align 4
  br label %274, !llvm.loop !14

285:                                              ; preds = %274
  %286 = getelementptr inbounds [1000 x i32], ptr %34, i64 0, i64 0
  store ptr %286, ptr %36, align 8
  %287 = getelementptr inbounds [1000 x i32], ptr %34, i64 0, i64 0
  %288 = getelementptr inbounds i32, ptr %287, i64 999
  store ptr %288, ptr %37, align 8
  br label %289

289:                                              ; preds = %293, %285
  %290 = load ptr, ptr %36, align 8
  %291 = load ptr, ptr %37, align 8
  %292 = icmp ult ptr %290, %291
  br i1 %292, label %293, label %303

293:                                              ; preds = %289
  %294 = load ptr, ptr %36, align 8
  %295 = load i32, ptr %294, align 4
  store i32 %295, ptr %38, align 4
  %296 = load ptr, ptr %37, align 8
  %297 = load i32, ptr %296, align 4
  %298 = load ptr, ptr %36, align 8
  %299 = getelementptr inbounds i32, ptr %298, i32 1
  store ptr %299, ptr %36, align 8
  store i32 %297, ptr %298, align 4
  %300 = load i32, ptr %38, align 4
  %301 = load ptr, ptr %37, align 8
  %302 = getelementptr inbounds i32, ptr %301, i32 -1
  store ptr %302, ptr %37, align 8
  store i32 %300, ptr %301, align 4
  br label %289, !llvm.loop !15

303:                                              ; preds = %289
  %304 = getelementptr inbounds [1000 x i32], ptr %34, i64 0, i64 0
  %305 = load i32, ptr %304, align 4
  %306 = getelementptr inbounds [1000 x i32], ptr %34, i64 0, i64 500
  %307 = load i32, ptr %306, align 4
  %308 = getelementptr inbounds [1000 x i32], ptr %34, i64 0, i64 999
  %309 = load i32, ptr %308, align 4
  %310 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %305, i32 noundef %307, i32 noundef %309)
  %311 = load ptr, ptr %4, align 8
  %312 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 0
  %313 = ptrtoint ptr %311 to i64
  %314 = ptrtoint ptr %312 to i64
  %315 = sub i64 %313, %314
  %316 = sdiv exact i64 %315, 4
  %317 = trunc i64 %316 to i32
  ret i32 %317
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(read) }

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
