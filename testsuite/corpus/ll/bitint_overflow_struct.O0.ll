; ModuleID = 'programs/bitint_overflow_struct.c'
source_filename = "programs/bitint_overflow_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rec = type <{ i8, [3 x i8], i32, i64, [5 x i8], [3 x i8], i128, i16, [6 x i8] }>

@.str = private unnamed_addr constant [63 x i8] c"sizeof rec=%zu align=%zu off a=%zu b=%zu c=%zu d=%zu tail=%zu\0A\00", align 1
@__const.main.x24 = private unnamed_addr constant [6 x i32] [i32 8388607, i32 -8388608, i32 1, i32 -1, i32 4194304, i32 4096], align 16
@.str.1 = private unnamed_addr constant [10 x i8] c"%d%d%d%d \00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"bad add \00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"\0Amul24 overflows counted %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"u65 %d %llx/%016llx \00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"%d %llx/%016llx \00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [31 x i8] c"s33 2^31+2^31 ovf=%d val=%lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"s33 near max ovf=%d val=%lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [66 x i8] c"q: %c a=%lld b=%lld c=%d,%d,%d,%d,%d d_hi=%llx d_lo=%llx tail=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"arr sum %lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i128, align 8
  %15 = alloca i128, align 8
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca %struct.rec, align 8
  %19 = alloca i32, align 4
  %20 = alloca %struct.rec, align 8
  %21 = alloca %struct.rec, align 8
  %22 = alloca [10 x i32], align 16
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 48, i64 noundef 8, i64 noundef 4, i64 noundef 8, i64 noundef 16, i64 noundef 24, i64 noundef 40)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.x24, i64 24, i1 true)
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %27

27:                                               ; preds = %141, %0
  %28 = load i32, ptr %4, align 4
  %29 = icmp slt i32 %28, 6
  br i1 %29, label %30, label %144

30:                                               ; preds = %27
  store i32 0, ptr %5, align 4
  br label %31

31:                                               ; preds = %137, %30
  %32 = load i32, ptr %5, align 4
  %33 = icmp slt i32 %32, 6
  br i1 %33, label %34, label %140

34:                                               ; preds = %31
  %35 = load i32, ptr %4, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %36
  %38 = load volatile i32, ptr %37, align 4
  %39 = trunc i32 %38 to i24
  %40 = load i32, ptr %5, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %41
  %43 = load volatile i32, ptr %42, align 4
  %44 = trunc i32 %43 to i24
  %45 = call { i24, i1 } @llvm.sadd.with.overflow.i24(i24 %39, i24 %44)
  %46 = extractvalue { i24, i1 } %45, 1
  %47 = extractvalue { i24, i1 } %45, 0
  %48 = sext i24 %47 to i32
  store i32 %48, ptr %6, align 4
  %49 = zext i1 %46 to i32
  store i32 %49, ptr %7, align 4
  %50 = load i32, ptr %4, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %51
  %53 = load volatile i32, ptr %52, align 4
  %54 = trunc i32 %53 to i24
  %55 = load i32, ptr %5, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %56
  %58 = load volatile i32, ptr %57, align 4
  %59 = trunc i32 %58 to i24
  %60 = call { i24, i1 } @llvm.smul.with.overflow.i24(i24 %54, i24 %59)
  %61 = extractvalue { i24, i1 } %60, 1
  %62 = extractvalue { i24, i1 } %60, 0
  %63 = sext i24 %62 to i32
  store i32 %63, ptr %8, align 4
  %64 = zext i1 %61 to i32
  store i32 %64, ptr %9, align 4
  %65 = load i32, ptr %4, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %66
  %68 = load volatile i32, ptr %67, align 4
  %69 = trunc i32 %68 to i24
  %70 = load i32, ptr %5, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %71
  %73 = load volatile i32, ptr %72, align 4
  %74 = trunc i32 %73 to i24
  %75 = sext i24 %69 to i33
  %76 = sext i24 %74 to i33
  %77 = call { i33, i1 } @llvm.smul.with.overflow.i33(i33 %75, i33 %76)
  %78 = extractvalue { i33, i1 } %77, 1
  %79 = extractvalue { i33, i1 } %77, 0
  %80 = sext i33 %79 to i64
  store i64 %80, ptr %10, align 8
  %81 = zext i1 %78 to i32
  store i32 %81, ptr %11, align 4
  %82 = load i32, ptr %4, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %83
  %85 = load volatile i32, ptr %84, align 4
  %86 = trunc i32 %85 to i24
  %87 = load i32, ptr %5, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %88
  %90 = load volatile i32, ptr %89, align 4
  %91 = trunc i32 %90 to i24
  %92 = sext i24 %86 to i32
  %93 = sext i24 %91 to i32
  %94 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %92, i32 %93)
  %95 = extractvalue { i32, i1 } %94, 1
  %96 = extractvalue { i32, i1 } %94, 0
  store i32 %96, ptr %12, align 4
  %97 = zext i1 %95 to i32
  store i32 %97, ptr %13, align 4
  %98 = load i32, ptr %7, align 4
  %99 = load i32, ptr %9, align 4
  %100 = load i32, ptr %11, align 4
  %101 = load i32, ptr %13, align 4
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %98, i32 noundef %99, i32 noundef %100, i32 noundef %101)
  %103 = load i32, ptr %7, align 4
  %104 = load i32, ptr %9, align 4
  %105 = add nsw i32 %103, %104
  %106 = load i32, ptr %11, align 4
  %107 = add nsw i32 %105, %106
  %108 = load i32, ptr %13, align 4
  %109 = add nsw i32 %107, %108
  %110 = load i32, ptr %3, align 4
  %111 = add nsw i32 %110, %109
  store i32 %111, ptr %3, align 4
  %112 = load i32, ptr %7, align 4
  %113 = icmp ne i32 %112, 0
  br i1 %113, label %131, label %114

114:                                              ; preds = %34
  %115 = load i32, ptr %6, align 4
  %116 = trunc i32 %115 to i24
  %117 = load i32, ptr %4, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %118
  %120 = load volatile i32, ptr %119, align 4
  %121 = trunc i32 %120 to i24
  %122 = load i32, ptr %5, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %123
  %125 = load volatile i32, ptr %124, align 4
  %126 = trunc i32 %125 to i24
  %127 = add nsw i24 %121, %126
  %128 = icmp ne i24 %116, %127
  br i1 %128, label %129, label %131

129:                                              ; preds = %114
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  br label %131

131:                                              ; preds = %129, %114, %34
  %132 = load i32, ptr %8, align 4
  %133 = trunc i32 %132 to i24
  %134 = load i32, ptr %12, align 4
  %135 = load i64, ptr %10, align 8
  %136 = trunc i64 %135 to i33
  br label %137

137:                                              ; preds = %131
  %138 = load i32, ptr %5, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %5, align 4
  br label %31, !llvm.loop !6

140:                                              ; preds = %31
  br label %141

141:                                              ; preds = %140
  %142 = load i32, ptr %4, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %4, align 4
  br label %27, !llvm.loop !8

144:                                              ; preds = %27
  %145 = load i32, ptr %3, align 4
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %145)
  store volatile i128 12297829382473034410, ptr %14, align 8
  %147 = load volatile i128, ptr %14, align 8
  %148 = trunc i128 %147 to i65
  %149 = call { i65, i1 } @llvm.umul.with.overflow.i65(i65 %148, i65 3)
  %150 = extractvalue { i65, i1 } %149, 1
  %151 = extractvalue { i65, i1 } %149, 0
  %152 = zext i65 %151 to i128
  store i128 %152, ptr %15, align 8
  %153 = zext i1 %150 to i32
  store i32 %153, ptr %16, align 4
  %154 = load i32, ptr %16, align 4
  %155 = load i128, ptr %15, align 8
  %156 = trunc i128 %155 to i65
  %157 = lshr i65 %156, 64
  %158 = trunc i65 %157 to i64
  %159 = load i128, ptr %15, align 8
  %160 = trunc i128 %159 to i65
  %161 = trunc i65 %160 to i64
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %154, i64 noundef %158, i64 noundef %161)
  %163 = load volatile i128, ptr %14, align 8
  %164 = trunc i128 %163 to i65
  %165 = call { i65, i1 } @llvm.umul.with.overflow.i65(i65 %164, i65 4)
  %166 = extractvalue { i65, i1 } %165, 1
  %167 = extractvalue { i65, i1 } %165, 0
  %168 = zext i65 %167 to i128
  store i128 %168, ptr %15, align 8
  %169 = zext i1 %166 to i32
  store i32 %169, ptr %16, align 4
  %170 = load i32, ptr %16, align 4
  %171 = load i128, ptr %15, align 8
  %172 = trunc i128 %171 to i65
  %173 = lshr i65 %172, 64
  %174 = trunc i65 %173 to i64
  %175 = load i128, ptr %15, align 8
  %176 = trunc i128 %175 to i65
  %177 = trunc i65 %176 to i64
  %178 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %170, i64 noundef %174, i64 noundef %177)
  %179 = load volatile i128, ptr %14, align 8
  %180 = trunc i128 %179 to i65
  %181 = load volatile i128, ptr %14, align 8
  %182 = trunc i128 %181 to i65
  %183 = mul i65 %182, 2
  %184 = call { i65, i1 } @llvm.uadd.with.overflow.i65(i65 %180, i65 %183)
  %185 = extractvalue { i65, i1 } %184, 1
  %186 = extractvalue { i65, i1 } %184, 0
  %187 = zext i65 %186 to i128
  store i128 %187, ptr %15, align 8
  %188 = zext i1 %185 to i32
  store i32 %188, ptr %16, align 4
  %189 = load i32, ptr %16, align 4
  %190 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %189)
  %191 = call { i33, i1 } @llvm.sadd.with.overflow.i33(i33 2147483648, i33 2147483648)
  %192 = extractvalue { i33, i1 } %191, 1
  %193 = extractvalue { i33, i1 } %191, 0
  %194 = sext i33 %193 to i64
  store i64 %194, ptr %17, align 8
  %195 = zext i1 %192 to i32
  store i32 %195, ptr %16, align 4
  %196 = load i32, ptr %16, align 4
  %197 = load i64, ptr %17, align 8
  %198 = trunc i64 %197 to i33
  %199 = sext i33 %198 to i64
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %196, i64 noundef %199)
  %201 = call { i33, i1 } @llvm.sadd.with.overflow.i33(i33 2147483648, i33 4294967295)
  %202 = extractvalue { i33, i1 } %201, 1
  %203 = extractvalue { i33, i1 } %201, 0
  %204 = sext i33 %203 to i64
  store i64 %204, ptr %17, align 8
  %205 = zext i1 %202 to i32
  store i32 %205, ptr %16, align 4
  %206 = load i32, ptr %16, align 4
  %207 = load i64, ptr %17, align 8
  %208 = trunc i64 %207 to i33
  %209 = sext i33 %208 to i64
  %210 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %206, i64 noundef %209)
  call void @llvm.memset.p0.i64(ptr align 8 %18, i8 0, i64 48, i1 false)
  %211 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 0
  store i8 82, ptr %211, align 8
  %212 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 2
  store i32 -1000, ptr %212, align 4
  %213 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 3
  store i64 2147483648, ptr %213, align 8
  store i32 0, ptr %19, align 4
  br label %214

214:                                              ; preds = %226, %144
  %215 = load i32, ptr %19, align 4
  %216 = icmp slt i32 %215, 5
  br i1 %216, label %217, label %229

217:                                              ; preds = %214
  %218 = load i32, ptr %19, align 4
  %219 = mul nsw i32 %218, 30
  %220 = trunc i32 %219 to i7
  %221 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 4
  %222 = load i32, ptr %19, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [5 x i8], ptr %221, i64 0, i64 %223
  %225 = zext i7 %220 to i8
  store i8 %225, ptr %224, align 1
  br label %226

226:                                              ; preds = %217
  %227 = load i32, ptr %19, align 4
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %19, align 4
  br label %214, !llvm.loop !9

229:                                              ; preds = %214
  %230 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 6
  store i128 18446744073709551616, ptr %230, align 8
  %231 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 7
  store i16 7, ptr %231, align 8
  call void @bump(ptr dead_on_unwind writable sret(%struct.rec) align 8 %21, ptr noundef byval(%struct.rec) align 8 %18, i32 noundef 5)
  call void @bump(ptr dead_on_unwind writable sret(%struct.rec) align 8 %20, ptr noundef byval(%struct.rec) align 8 %21, i32 noundef 100)
  %232 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 0
  %233 = load i8, ptr %232, align 8
  %234 = sext i8 %233 to i32
  %235 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 2
  %236 = load i32, ptr %235, align 4
  %237 = trunc i32 %236 to i24
  %238 = sext i24 %237 to i64
  %239 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 3
  %240 = load i64, ptr %239, align 8
  %241 = trunc i64 %240 to i33
  %242 = sext i33 %241 to i64
  %243 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 4
  %244 = getelementptr inbounds [5 x i8], ptr %243, i64 0, i64 0
  %245 = load i8, ptr %244, align 8
  %246 = trunc i8 %245 to i7
  %247 = zext i7 %246 to i32
  %248 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 4
  %249 = getelementptr inbounds [5 x i8], ptr %248, i64 0, i64 1
  %250 = load i8, ptr %249, align 1
  %251 = trunc i8 %250 to i7
  %252 = zext i7 %251 to i32
  %253 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 4
  %254 = getelementptr inbounds [5 x i8], ptr %253, i64 0, i64 2
  %255 = load i8, ptr %254, align 2
  %256 = trunc i8 %255 to i7
  %257 = zext i7 %256 to i32
  %258 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 4
  %259 = getelementptr inbounds [5 x i8], ptr %258, i64 0, i64 3
  %260 = load i8, ptr %259, align 1
  %261 = trunc i8 %260 to i7
  %262 = zext i7 %261 to i32
  %263 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 4
  %264 = getelementptr inbounds [5 x i8], ptr %263, i64 0, i64 4
  %265 = load i8, ptr %264, align 4
  %266 = trunc i8 %265 to i7
  %267 = zext i7 %266 to i32
  %268 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 6
  %269 = load i128, ptr %268, align 8
  %270 = trunc i128 %269 to i65
  %271 = lshr i65 %270, 64
  %272 = trunc i65 %271 to i64
  %273 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 6
  %274 = load i128, ptr %273, align 8
  %275 = trunc i128 %274 to i65
  %276 = trunc i65 %275 to i64
  %277 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 7
  %278 = load i16, ptr %277, align 8
  %279 = sext i16 %278 to i32
  %280 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %234, i64 noundef %238, i64 noundef %242, i32 noundef %247, i32 noundef %252, i32 noundef %257, i32 noundef %262, i32 noundef %267, i64 noundef %272, i64 noundef %276, i32 noundef %279)
  store i32 0, ptr %23, align 4
  br label %281

281:                                              ; preds = %292, %229
  %282 = load i32, ptr %23, align 4
  %283 = icmp slt i32 %282, 10
  br i1 %283, label %284, label %295

284:                                              ; preds = %281
  %285 = load i32, ptr %23, align 4
  %286 = mul nsw i32 %285, -300000
  %287 = trunc i32 %286 to i24
  %288 = load i32, ptr %23, align 4
  %289 = sext i32 %288 to i64
  %290 = getelementptr inbounds [10 x i32], ptr %22, i64 0, i64 %289
  %291 = sext i24 %287 to i32
  store i32 %291, ptr %290, align 4
  br label %292

292:                                              ; preds = %284
  %293 = load i32, ptr %23, align 4
  %294 = add nsw i32 %293, 1
  store i32 %294, ptr %23, align 4
  br label %281, !llvm.loop !10

295:                                              ; preds = %281
  store i64 0, ptr %24, align 8
  store i32 0, ptr %25, align 4
  br label %296

296:                                              ; preds = %308, %295
  %297 = load i32, ptr %25, align 4
  %298 = icmp slt i32 %297, 10
  br i1 %298, label %299, label %311

299:                                              ; preds = %296
  %300 = load i32, ptr %25, align 4
  %301 = sext i32 %300 to i64
  %302 = getelementptr inbounds [10 x i32], ptr %22, i64 0, i64 %301
  %303 = load i32, ptr %302, align 4
  %304 = trunc i32 %303 to i24
  %305 = sext i24 %304 to i64
  %306 = load i64, ptr %24, align 8
  %307 = add nsw i64 %306, %305
  store i64 %307, ptr %24, align 8
  br label %308

308:                                              ; preds = %299
  %309 = load i32, ptr %25, align 4
  %310 = add nsw i32 %309, 1
  store i32 %310, ptr %25, align 4
  br label %296, !llvm.loop !11

311:                                              ; preds = %296
  %312 = load i64, ptr %24, align 8
  %313 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %312)
  %314 = load i32, ptr %3, align 4
  %315 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 7
  %316 = load i16, ptr %315, align 8
  %317 = sext i16 %316 to i32
  %318 = add nsw i32 %314, %317
  ret i32 %318
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i24, i1 } @llvm.sadd.with.overflow.i24(i24, i24) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i24, i1 } @llvm.smul.with.overflow.i24(i24, i24) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i33, i1 } @llvm.smul.with.overflow.i33(i33, i33) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.umul.with.overflow.i65(i65, i65) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.uadd.with.overflow.i65(i65, i65) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i33, i1 } @llvm.sadd.with.overflow.i33(i33, i33) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump(ptr dead_on_unwind noalias writable sret(%struct.rec) align 8 %0, ptr noundef byval(%struct.rec) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  %6 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 2
  %7 = load i32, ptr %6, align 4
  %8 = trunc i32 %7 to i24
  %9 = sext i24 %8 to i32
  %10 = sdiv i32 %9, 2
  %11 = load i32, ptr %4, align 4
  %12 = add nsw i32 %10, %11
  %13 = trunc i32 %12 to i24
  %14 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 2
  %15 = sext i24 %13 to i32
  store i32 %15, ptr %14, align 4
  %16 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 3
  %17 = load i64, ptr %16, align 8
  %18 = trunc i64 %17 to i33
  %19 = load i32, ptr %4, align 4
  %20 = sext i32 %19 to i33
  %21 = sub nsw i33 %18, %20
  %22 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 3
  %23 = sext i33 %21 to i64
  store i64 %23, ptr %22, align 8
  store i32 0, ptr %5, align 4
  br label %24

24:                                               ; preds = %38, %3
  %25 = load i32, ptr %5, align 4
  %26 = icmp slt i32 %25, 5
  br i1 %26, label %27, label %41

27:                                               ; preds = %24
  %28 = load i32, ptr %4, align 4
  %29 = trunc i32 %28 to i7
  %30 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 4
  %31 = load i32, ptr %5, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [5 x i8], ptr %30, i64 0, i64 %32
  %34 = load i8, ptr %33, align 1
  %35 = trunc i8 %34 to i7
  %36 = add i7 %35, %29
  %37 = zext i7 %36 to i8
  store i8 %37, ptr %33, align 1
  br label %38

38:                                               ; preds = %27
  %39 = load i32, ptr %5, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %5, align 4
  br label %24, !llvm.loop !12

41:                                               ; preds = %24
  %42 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 6
  %43 = load i128, ptr %42, align 8
  %44 = trunc i128 %43 to i65
  %45 = mul i65 %44, 3
  %46 = zext i65 %45 to i128
  store i128 %46, ptr %42, align 8
  %47 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 7
  %48 = load i16, ptr %47, align 8
  %49 = add i16 %48, 1
  store i16 %49, ptr %47, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 48, i1 false)
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
