; ModuleID = 'programs/pointer_arithmetic.c'
source_filename = "programs/pointer_arithmetic.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
@__const.main.words = private unnamed_addr constant [5 x ptr] [ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr null], align 16
@.str.14 = private unnamed_addr constant [14 x i8] c"total len=%d\0A\00", align 1
@__const.main.buf = private unnamed_addr constant [12 x i8] c"hello world\00", align 1
@.str.15 = private unnamed_addr constant [14 x i8] c"last word=%s\0A\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"arr[7]=%d\0A\00", align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"swapped %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [19 x i8] c"reversed %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [20 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca [4 x [5 x i32]], align 16
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca [5 x %struct.S], align 16
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca [5 x ptr], align 16
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca [12 x i8], align 1
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca [2 x ptr], align 16
  %33 = alloca ptr, align 8
  %34 = alloca [1000 x i32], align 16
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
  br label %39, !llvm.loop !5

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
  store i32 0, ptr %7, align 4
  br label %73

73:                                               ; preds = %77, %52
  %74 = load ptr, ptr %5, align 8
  %75 = load ptr, ptr %6, align 8
  %76 = icmp ult ptr %74, %75
  br i1 %76, label %77, label %83

77:                                               ; preds = %73
  %78 = load ptr, ptr %5, align 8
  %79 = getelementptr inbounds i32, ptr %78, i32 1
  store ptr %79, ptr %5, align 8
  %80 = load i32, ptr %78, align 4
  %81 = load i32, ptr %7, align 4
  %82 = add nsw i32 %81, %80
  store i32 %82, ptr %7, align 4
  br label %73, !llvm.loop !7

83:                                               ; preds = %73
  %84 = load i32, ptr %7, align 4
  %85 = load ptr, ptr %5, align 8
  %86 = load ptr, ptr %6, align 8
  %87 = icmp eq ptr %85, %86
  %88 = zext i1 %87 to i32
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %84, i32 noundef %88)
  %90 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 0
  store ptr %90, ptr %8, align 8
  %91 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 5
  %92 = load ptr, ptr %8, align 8
  %93 = ptrtoint ptr %91 to i64
  %94 = ptrtoint ptr %92 to i64
  %95 = sub i64 %93, %94
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %95)
  %97 = load ptr, ptr %4, align 8
  %98 = ptrtoint ptr %97 to i64
  store i64 %98, ptr %9, align 8
  %99 = load i64, ptr %9, align 8
  %100 = inttoptr i64 %99 to ptr
  store ptr %100, ptr %10, align 8
  %101 = load ptr, ptr %10, align 8
  %102 = load i32, ptr %101, align 4
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %102)
  %104 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 3
  %105 = ptrtoint ptr %104 to i64
  store i64 %105, ptr %11, align 8
  %106 = load i64, ptr %11, align 8
  %107 = urem i64 %106, 4
  %108 = trunc i64 %107 to i32
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %108)
  store i32 0, ptr %13, align 4
  br label %110

110:                                              ; preds = %132, %83
  %111 = load i32, ptr %13, align 4
  %112 = icmp slt i32 %111, 4
  br i1 %112, label %113, label %135

113:                                              ; preds = %110
  store i32 0, ptr %14, align 4
  br label %114

114:                                              ; preds = %128, %113
  %115 = load i32, ptr %14, align 4
  %116 = icmp slt i32 %115, 5
  br i1 %116, label %117, label %131

117:                                              ; preds = %114
  %118 = load i32, ptr %13, align 4
  %119 = mul nsw i32 %118, 10
  %120 = load i32, ptr %14, align 4
  %121 = add nsw i32 %119, %120
  %122 = load i32, ptr %13, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [4 x [5 x i32]], ptr %12, i64 0, i64 %123
  %125 = load i32, ptr %14, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [5 x i32], ptr %124, i64 0, i64 %126
  store i32 %121, ptr %127, align 4
  br label %128

128:                                              ; preds = %117
  %129 = load i32, ptr %14, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %14, align 4
  br label %114, !llvm.loop !8

131:                                              ; preds = %114
  br label %132

132:                                              ; preds = %131
  %133 = load i32, ptr %13, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %13, align 4
  br label %110, !llvm.loop !9

135:                                              ; preds = %110
  %136 = getelementptr inbounds [4 x [5 x i32]], ptr %12, i64 0, i64 0
  %137 = getelementptr inbounds [5 x i32], ptr %136, i64 2
  store ptr %137, ptr %15, align 8
  %138 = load ptr, ptr %15, align 8
  %139 = getelementptr inbounds [5 x i32], ptr %138, i64 0
  %140 = getelementptr inbounds [5 x i32], ptr %139, i64 0, i64 3
  %141 = load i32, ptr %140, align 4
  %142 = load ptr, ptr %15, align 8
  %143 = getelementptr inbounds [5 x i32], ptr %142, i64 1
  %144 = getelementptr inbounds [5 x i32], ptr %143, i64 0, i64 4
  %145 = load i32, ptr %144, align 4
  %146 = load ptr, ptr %15, align 8
  %147 = getelementptr inbounds [5 x i32], ptr %146, i64 0, i64 1
  %148 = load i32, ptr %147, align 4
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %141, i32 noundef %145, i32 noundef %148)
  %150 = getelementptr inbounds [4 x [5 x i32]], ptr %12, i64 0, i64 0
  %151 = getelementptr inbounds [5 x i32], ptr %150, i64 0, i64 0
  store ptr %151, ptr %16, align 8
  %152 = load ptr, ptr %16, align 8
  %153 = getelementptr inbounds i32, ptr %152, i64 13
  %154 = load i32, ptr %153, align 4
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %154)
  store i32 0, ptr %18, align 4
  br label %156

156:                                              ; preds = %179, %135
  %157 = load i32, ptr %18, align 4
  %158 = icmp slt i32 %157, 5
  br i1 %158, label %159, label %182

159:                                              ; preds = %156
  %160 = load i32, ptr %18, align 4
  %161 = load i32, ptr %18, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [5 x %struct.S], ptr %17, i64 0, i64 %162
  %164 = getelementptr inbounds %struct.S, ptr %163, i32 0, i32 0
  store i32 %160, ptr %164, align 16
  %165 = load i32, ptr %18, align 4
  %166 = add nsw i32 65, %165
  %167 = trunc i32 %166 to i8
  %168 = load i32, ptr %18, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [5 x %struct.S], ptr %17, i64 0, i64 %169
  %171 = getelementptr inbounds %struct.S, ptr %170, i32 0, i32 1
  store i8 %167, ptr %171, align 4
  %172 = load i32, ptr %18, align 4
  %173 = sitofp i32 %172 to double
  %174 = fmul double %173, 2.500000e-01
  %175 = load i32, ptr %18, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [5 x %struct.S], ptr %17, i64 0, i64 %176
  %178 = getelementptr inbounds %struct.S, ptr %177, i32 0, i32 2
  store double %174, ptr %178, align 8
  br label %179

179:                                              ; preds = %159
  %180 = load i32, ptr %18, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr %18, align 4
  br label %156, !llvm.loop !10

182:                                              ; preds = %156
  %183 = getelementptr inbounds [5 x %struct.S], ptr %17, i64 0, i64 0
  %184 = getelementptr inbounds %struct.S, ptr %183, i64 4
  store ptr %184, ptr %19, align 8
  %185 = load ptr, ptr %19, align 8
  %186 = getelementptr inbounds %struct.S, ptr %185, i64 -1
  %187 = getelementptr inbounds %struct.S, ptr %186, i32 0, i32 1
  %188 = load i8, ptr %187, align 4
  %189 = sext i8 %188 to i32
  %190 = getelementptr inbounds [5 x %struct.S], ptr %17, i64 0, i64 1
  %191 = getelementptr inbounds [5 x %struct.S], ptr %17, i64 0, i64 0
  %192 = ptrtoint ptr %190 to i64
  %193 = ptrtoint ptr %191 to i64
  %194 = sub i64 %192, %193
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %189, i64 noundef 8, i64 noundef %194)
  %196 = getelementptr inbounds [5 x %struct.S], ptr %17, i64 0, i64 2
  %197 = getelementptr inbounds %struct.S, ptr %196, i32 0, i32 2
  store ptr %197, ptr %20, align 8
  %198 = load ptr, ptr %20, align 8
  %199 = getelementptr inbounds i8, ptr %198, i64 -8
  store ptr %199, ptr %21, align 8
  %200 = load ptr, ptr %21, align 8
  %201 = getelementptr inbounds %struct.S, ptr %200, i32 0, i32 0
  %202 = load i32, ptr %201, align 8
  %203 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %202)
  %204 = getelementptr inbounds [5 x %struct.S], ptr %17, i64 0, i64 0
  store ptr %204, ptr %22, align 8
  %205 = load ptr, ptr %22, align 8
  %206 = getelementptr inbounds i8, ptr %205, i64 48
  store ptr %206, ptr %22, align 8
  %207 = load ptr, ptr %22, align 8
  %208 = getelementptr inbounds %struct.S, ptr %207, i32 0, i32 0
  %209 = load i32, ptr %208, align 8
  %210 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %209)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %23, ptr align 16 @__const.main.words, i64 40, i1 false)
  %211 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 0
  store ptr %211, ptr %24, align 8
  store i32 0, ptr %25, align 4
  br label %212

212:                                              ; preds = %216, %182
  %213 = load ptr, ptr %24, align 8
  %214 = load ptr, ptr %213, align 8
  %215 = icmp ne ptr %214, null
  br i1 %215, label %216, label %224

216:                                              ; preds = %212
  %217 = load ptr, ptr %24, align 8
  %218 = getelementptr inbounds ptr, ptr %217, i32 1
  store ptr %218, ptr %24, align 8
  %219 = load ptr, ptr %217, align 8
  %220 = call i64 @strlen(ptr noundef %219) #5
  %221 = trunc i64 %220 to i32
  %222 = load i32, ptr %25, align 4
  %223 = add nsw i32 %222, %221
  store i32 %223, ptr %25, align 4
  br label %212, !llvm.loop !11

224:                                              ; preds = %212
  %225 = load i32, ptr %25, align 4
  %226 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %225)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %26, ptr align 1 @__const.main.buf, i64 12, i1 false)
  %227 = getelementptr inbounds [12 x i8], ptr %26, i64 0, i64 0
  %228 = getelementptr inbounds [12 x i8], ptr %26, i64 0, i64 0
  %229 = call i64 @strlen(ptr noundef %228) #5
  %230 = getelementptr inbounds i8, ptr %227, i64 %229
  store ptr %230, ptr %27, align 8
  br label %231

231:                                              ; preds = %243, %224
  %232 = load ptr, ptr %27, align 8
  %233 = getelementptr inbounds [12 x i8], ptr %26, i64 0, i64 0
  %234 = icmp ugt ptr %232, %233
  br i1 %234, label %235, label %241

235:                                              ; preds = %231
  %236 = load ptr, ptr %27, align 8
  %237 = getelementptr inbounds i8, ptr %236, i64 -1
  %238 = load i8, ptr %237, align 1
  %239 = sext i8 %238 to i32
  %240 = icmp ne i32 %239, 32
  br label %241

241:                                              ; preds = %235, %231
  %242 = phi i1 [ false, %231 ], [ %240, %235 ]
  br i1 %242, label %243, label %246

243:                                              ; preds = %241
  %244 = load ptr, ptr %27, align 8
  %245 = getelementptr inbounds i8, ptr %244, i32 -1
  store ptr %245, ptr %27, align 8
  br label %231, !llvm.loop !12

246:                                              ; preds = %241
  %247 = load ptr, ptr %27, align 8
  %248 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %247)
  store ptr null, ptr %28, align 8
  store ptr %28, ptr %29, align 8
  %249 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 7
  %250 = load ptr, ptr %29, align 8
  store ptr %249, ptr %250, align 8
  %251 = load ptr, ptr %29, align 8
  %252 = load ptr, ptr %251, align 8
  %253 = load i32, ptr %252, align 4
  %254 = add nsw i32 %253, 1000
  store i32 %254, ptr %252, align 4
  %255 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 7
  %256 = load i32, ptr %255, align 4
  %257 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %256)
  store i32 5, ptr %30, align 4
  store i32 9, ptr %31, align 4
  store ptr %30, ptr %32, align 8
  %258 = getelementptr inbounds ptr, ptr %32, i64 1
  store ptr %31, ptr %258, align 8
  %259 = getelementptr inbounds [2 x ptr], ptr %32, i64 0, i64 0
  %260 = load ptr, ptr %259, align 16
  store ptr %260, ptr %33, align 8
  %261 = getelementptr inbounds [2 x ptr], ptr %32, i64 0, i64 1
  %262 = load ptr, ptr %261, align 8
  %263 = getelementptr inbounds [2 x ptr], ptr %32, i64 0, i64 0
  store ptr %262, ptr %263, align 16
  %264 = load ptr, ptr %33, align 8
  %265 = getelementptr inbounds [2 x ptr], ptr %32, i64 0, i64 1
  store ptr %264, ptr %265, align 8
  %266 = getelementptr inbounds [2 x ptr], ptr %32, i64 0, i64 0
  %267 = load ptr, ptr %266, align 16
  %268 = load i32, ptr %267, align 4
  %269 = getelementptr inbounds [2 x ptr], ptr %32, i64 0, i64 1
  %270 = load ptr, ptr %269, align 8
  %271 = load i32, ptr %270, align 4
  %272 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %268, i32 noundef %271)
  store i32 0, ptr %35, align 4
  br label %273

273:                                              ; preds = %281, %246
  %274 = load i32, ptr %35, align 4
  %275 = icmp slt i32 %274, 1000
  br i1 %275, label %276, label %284

276:                                              ; preds = %273
  %277 = load i32, ptr %35, align 4
  %278 = load i32, ptr %35, align 4
  %279 = sext i32 %278 to i64
  %280 = getelementptr inbounds [1000 x i32], ptr %34, i64 0, i64 %279
  store i32 %277, ptr %280, align 4
  br label %281

281:                                              ; preds = %276
  %282 = load i32, ptr %35, align 4
  %283 = add nsw i32 %282, 1
  store i32 %283, ptr %35, align 4
  br label %273, !llvm.loop !13

284:                                              ; preds = %273
  %285 = getelementptr inbounds [1000 x i32], ptr %34, i64 0, i64 0
  store ptr %285, ptr %36, align 8
  %286 = getelementptr inbounds [1000 x i32], ptr %34, i64 0, i64 0
  %287 = getelementptr inbounds i32, ptr %286, i64 999
  store ptr %287, ptr %37, align 8
  br label %288

288:                                              ; preds = %292, %284
  %289 = load ptr, ptr %36, align 8
  %290 = load ptr, ptr %37, align 8
  %291 = icmp ult ptr %289, %290
  br i1 %291, label %292, label %302

292:                                              ; preds = %288
  %293 = load ptr, ptr %36, align 8
  %294 = load i32, ptr %293, align 4
  store i32 %294, ptr %38, align 4
  %295 = load ptr, ptr %37, align 8
  %296 = load i32, ptr %295, align 4
  %297 = load ptr, ptr %36, align 8
  %298 = getelementptr inbounds i32, ptr %297, i32 1
  store ptr %298, ptr %36, align 8
  store i32 %296, ptr %297, align 4
  %299 = load i32, ptr %38, align 4
  %300 = load ptr, ptr %37, align 8
  %301 = getelementptr inbounds i32, ptr %300, i32 -1
  store ptr %301, ptr %37, align 8
  store i32 %299, ptr %300, align 4
  br label %288, !llvm.loop !14

302:                                              ; preds = %288
  %303 = getelementptr inbounds [1000 x i32], ptr %34, i64 0, i64 0
  %304 = load i32, ptr %303, align 16
  %305 = getelementptr inbounds [1000 x i32], ptr %34, i64 0, i64 500
  %306 = load i32, ptr %305, align 16
  %307 = getelementptr inbounds [1000 x i32], ptr %34, i64 0, i64 999
  %308 = load i32, ptr %307, align 4
  %309 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %304, i32 noundef %306, i32 noundef %308)
  %310 = load ptr, ptr %4, align 8
  %311 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 0
  %312 = ptrtoint ptr %310 to i64
  %313 = ptrtoint ptr %311 to i64
  %314 = sub i64 %312, %313
  %315 = sdiv exact i64 %314, 4
  %316 = trunc i64 %315 to i32
  ret i32 %316
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
