; ModuleID = 'programs/bitint_overflow_struct.c'
source_filename = "programs/bitint_overflow_struct.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.rec = type { i8, i32, i64, [5 x i8], i128, i16 }

@.str = private unnamed_addr constant [63 x i8] c"sizeof rec=%zu align=%zu off a=%zu b=%zu c=%zu d=%zu tail=%zu\0A\00", align 1
@__const.main.x24 = private unnamed_addr constant [6 x i32] [i32 8388607, i32 -8388608, i32 1, i32 -1, i32 4194304, i32 4096], align 4
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
  %2 = alloca [6 x i32], align 4
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
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca %struct.rec, align 16
  %19 = alloca i32, align 4
  %20 = alloca %struct.rec, align 16
  %21 = alloca %struct.rec, align 16
  %22 = alloca %struct.rec, align 16
  %23 = alloca [10 x i32], align 4
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 64, i64 noundef 16, i64 noundef 4, i64 noundef 8, i64 noundef 16, i64 noundef 32, i64 noundef 48)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.x24, i64 24, i1 true)
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %28

28:                                               ; preds = %142, %0
  %29 = load i32, ptr %4, align 4
  %30 = icmp slt i32 %29, 6
  br i1 %30, label %31, label %145

31:                                               ; preds = %28
  store i32 0, ptr %5, align 4
  br label %32

32:                                               ; preds = %138, %31
  %33 = load i32, ptr %5, align 4
  %34 = icmp slt i32 %33, 6
  br i1 %34, label %35, label %141

35:                                               ; preds = %32
  %36 = load i32, ptr %4, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %37
  %39 = load volatile i32, ptr %38, align 4
  %40 = trunc i32 %39 to i24
  %41 = load i32, ptr %5, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %42
  %44 = load volatile i32, ptr %43, align 4
  %45 = trunc i32 %44 to i24
  %46 = call { i24, i1 } @llvm.sadd.with.overflow.i24(i24 %40, i24 %45)
  %47 = extractvalue { i24, i1 } %46, 1
  %48 = extractvalue { i24, i1 } %46, 0
  %49 = sext i24 %48 to i32
  store i32 %49, ptr %6, align 4
  %50 = zext i1 %47 to i32
  store i32 %50, ptr %7, align 4
  %51 = load i32, ptr %4, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %52
  %54 = load volatile i32, ptr %53, align 4
  %55 = trunc i32 %54 to i24
  %56 = load i32, ptr %5, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %57
  %59 = load volatile i32, ptr %58, align 4
  %60 = trunc i32 %59 to i24
  %61 = call { i24, i1 } @llvm.smul.with.overflow.i24(i24 %55, i24 %60)
  %62 = extractvalue { i24, i1 } %61, 1
  %63 = extractvalue { i24, i1 } %61, 0
  %64 = sext i24 %63 to i32
  store i32 %64, ptr %8, align 4
  %65 = zext i1 %62 to i32
  store i32 %65, ptr %9, align 4
  %66 = load i32, ptr %4, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %67
  %69 = load volatile i32, ptr %68, align 4
  %70 = trunc i32 %69 to i24
  %71 = load i32, ptr %5, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %72
  %74 = load volatile i32, ptr %73, align 4
  %75 = trunc i32 %74 to i24
  %76 = sext i24 %70 to i33
  %77 = sext i24 %75 to i33
  %78 = call { i33, i1 } @llvm.smul.with.overflow.i33(i33 %76, i33 %77)
  %79 = extractvalue { i33, i1 } %78, 1
  %80 = extractvalue { i33, i1 } %78, 0
  %81 = sext i33 %80 to i64
  store i64 %81, ptr %10, align 8
  %82 = zext i1 %79 to i32
  store i32 %82, ptr %11, align 4
  %83 = load i32, ptr %4, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %84
  %86 = load volatile i32, ptr %85, align 4
  %87 = trunc i32 %86 to i24
  %88 = load i32, ptr %5, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %89
  %91 = load volatile i32, ptr %90, align 4
  %92 = trunc i32 %91 to i24
  %93 = sext i24 %87 to i32
  %94 = sext i24 %92 to i32
  %95 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %93, i32 %94)
  %96 = extractvalue { i32, i1 } %95, 1
  %97 = extractvalue { i32, i1 } %95, 0
  store i32 %97, ptr %12, align 4
  %98 = zext i1 %96 to i32
  store i32 %98, ptr %13, align 4
  %99 = load i32, ptr %7, align 4
  %100 = load i32, ptr %9, align 4
  %101 = load i32, ptr %11, align 4
  %102 = load i32, ptr %13, align 4
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %99, i32 noundef %100, i32 noundef %101, i32 noundef %102)
  %104 = load i32, ptr %7, align 4
  %105 = load i32, ptr %9, align 4
  %106 = add nsw i32 %104, %105
  %107 = load i32, ptr %11, align 4
  %108 = add nsw i32 %106, %107
  %109 = load i32, ptr %13, align 4
  %110 = add nsw i32 %108, %109
  %111 = load i32, ptr %3, align 4
  %112 = add nsw i32 %111, %110
  store i32 %112, ptr %3, align 4
  %113 = load i32, ptr %7, align 4
  %114 = icmp ne i32 %113, 0
  br i1 %114, label %132, label %115

115:                                              ; preds = %35
  %116 = load i32, ptr %6, align 4
  %117 = trunc i32 %116 to i24
  %118 = load i32, ptr %4, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %119
  %121 = load volatile i32, ptr %120, align 4
  %122 = trunc i32 %121 to i24
  %123 = load i32, ptr %5, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %124
  %126 = load volatile i32, ptr %125, align 4
  %127 = trunc i32 %126 to i24
  %128 = add nsw i24 %122, %127
  %129 = icmp ne i24 %117, %128
  br i1 %129, label %130, label %132

130:                                              ; preds = %115
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  br label %132

132:                                              ; preds = %130, %115, %35
  %133 = load i32, ptr %8, align 4
  %134 = trunc i32 %133 to i24
  %135 = load i32, ptr %12, align 4
  %136 = load i64, ptr %10, align 8
  %137 = trunc i64 %136 to i33
  br label %138

138:                                              ; preds = %132
  %139 = load i32, ptr %5, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %5, align 4
  br label %32, !llvm.loop !6

141:                                              ; preds = %32
  br label %142

142:                                              ; preds = %141
  %143 = load i32, ptr %4, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %4, align 4
  br label %28, !llvm.loop !8

145:                                              ; preds = %28
  %146 = load i32, ptr %3, align 4
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %146)
  store volatile i128 12297829382473034410, ptr %14, align 16
  %148 = load volatile i128, ptr %14, align 16
  %149 = trunc i128 %148 to i65
  %150 = call { i65, i1 } @llvm.umul.with.overflow.i65(i65 %149, i65 3)
  %151 = extractvalue { i65, i1 } %150, 1
  %152 = extractvalue { i65, i1 } %150, 0
  %153 = zext i65 %152 to i128
  store i128 %153, ptr %15, align 16
  %154 = zext i1 %151 to i32
  store i32 %154, ptr %16, align 4
  %155 = load i32, ptr %16, align 4
  %156 = load i128, ptr %15, align 16
  %157 = trunc i128 %156 to i65
  %158 = lshr i65 %157, 64
  %159 = trunc i65 %158 to i64
  %160 = load i128, ptr %15, align 16
  %161 = trunc i128 %160 to i65
  %162 = trunc i65 %161 to i64
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %155, i64 noundef %159, i64 noundef %162)
  %164 = load volatile i128, ptr %14, align 16
  %165 = trunc i128 %164 to i65
  %166 = call { i65, i1 } @llvm.umul.with.overflow.i65(i65 %165, i65 4)
  %167 = extractvalue { i65, i1 } %166, 1
  %168 = extractvalue { i65, i1 } %166, 0
  %169 = zext i65 %168 to i128
  store i128 %169, ptr %15, align 16
  %170 = zext i1 %167 to i32
  store i32 %170, ptr %16, align 4
  %171 = load i32, ptr %16, align 4
  %172 = load i128, ptr %15, align 16
  %173 = trunc i128 %172 to i65
  %174 = lshr i65 %173, 64
  %175 = trunc i65 %174 to i64
  %176 = load i128, ptr %15, align 16
  %177 = trunc i128 %176 to i65
  %178 = trunc i65 %177 to i64
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %171, i64 noundef %175, i64 noundef %178)
  %180 = load volatile i128, ptr %14, align 16
  %181 = trunc i128 %180 to i65
  %182 = load volatile i128, ptr %14, align 16
  %183 = trunc i128 %182 to i65
  %184 = mul i65 %183, 2
  %185 = call { i65, i1 } @llvm.uadd.with.overflow.i65(i65 %181, i65 %184)
  %186 = extractvalue { i65, i1 } %185, 1
  %187 = extractvalue { i65, i1 } %185, 0
  %188 = zext i65 %187 to i128
  store i128 %188, ptr %15, align 16
  %189 = zext i1 %186 to i32
  store i32 %189, ptr %16, align 4
  %190 = load i32, ptr %16, align 4
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %190)
  %192 = call { i33, i1 } @llvm.sadd.with.overflow.i33(i33 2147483648, i33 2147483648)
  %193 = extractvalue { i33, i1 } %192, 1
  %194 = extractvalue { i33, i1 } %192, 0
  %195 = sext i33 %194 to i64
  store i64 %195, ptr %17, align 8
  %196 = zext i1 %193 to i32
  store i32 %196, ptr %16, align 4
  %197 = load i32, ptr %16, align 4
  %198 = load i64, ptr %17, align 8
  %199 = trunc i64 %198 to i33
  %200 = sext i33 %199 to i64
  %201 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %197, i64 noundef %200)
  %202 = call { i33, i1 } @llvm.sadd.with.overflow.i33(i33 2147483648, i33 4294967295)
  %203 = extractvalue { i33, i1 } %202, 1
  %204 = extractvalue { i33, i1 } %202, 0
  %205 = sext i33 %204 to i64
  store i64 %205, ptr %17, align 8
  %206 = zext i1 %203 to i32
  store i32 %206, ptr %16, align 4
  %207 = load i32, ptr %16, align 4
  %208 = load i64, ptr %17, align 8
  %209 = trunc i64 %208 to i33
  %210 = sext i33 %209 to i64
  %211 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %207, i64 noundef %210)
  call void @llvm.memset.p0.i64(ptr align 16 %18, i8 0, i64 64, i1 false)
  %212 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 0
  store i8 82, ptr %212, align 16
  %213 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 1
  store i32 -1000, ptr %213, align 4
  %214 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 2
  store i64 2147483648, ptr %214, align 8
  store i32 0, ptr %19, align 4
  br label %215

215:                                              ; preds = %227, %145
  %216 = load i32, ptr %19, align 4
  %217 = icmp slt i32 %216, 5
  br i1 %217, label %218, label %230

218:                                              ; preds = %215
  %219 = load i32, ptr %19, align 4
  %220 = mul nsw i32 %219, 30
  %221 = trunc i32 %220 to i7
  %222 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 3
  %223 = load i32, ptr %19, align 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds [5 x i8], ptr %222, i64 0, i64 %224
  %226 = zext i7 %221 to i8
  store i8 %226, ptr %225, align 1
  br label %227

227:                                              ; preds = %218
  %228 = load i32, ptr %19, align 4
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr %19, align 4
  br label %215, !llvm.loop !9

230:                                              ; preds = %215
  %231 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 4
  store i128 18446744073709551616, ptr %231, align 16
  %232 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 5
  store i16 7, ptr %232, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %22, ptr align 16 %18, i64 64, i1 false)
  call void @bump(ptr dead_on_unwind writable sret(%struct.rec) align 16 %21, ptr noundef %22, i32 noundef 5)
  call void @bump(ptr dead_on_unwind writable sret(%struct.rec) align 16 %20, ptr noundef %21, i32 noundef 100)
  %233 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 0
  %234 = load i8, ptr %233, align 16
  %235 = zext i8 %234 to i32
  %236 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 1
  %237 = load i32, ptr %236, align 4
  %238 = trunc i32 %237 to i24
  %239 = sext i24 %238 to i64
  %240 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 2
  %241 = load i64, ptr %240, align 8
  %242 = trunc i64 %241 to i33
  %243 = sext i33 %242 to i64
  %244 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 3
  %245 = getelementptr inbounds [5 x i8], ptr %244, i64 0, i64 0
  %246 = load i8, ptr %245, align 16
  %247 = trunc i8 %246 to i7
  %248 = zext i7 %247 to i32
  %249 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 3
  %250 = getelementptr inbounds [5 x i8], ptr %249, i64 0, i64 1
  %251 = load i8, ptr %250, align 1
  %252 = trunc i8 %251 to i7
  %253 = zext i7 %252 to i32
  %254 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 3
  %255 = getelementptr inbounds [5 x i8], ptr %254, i64 0, i64 2
  %256 = load i8, ptr %255, align 2
  %257 = trunc i8 %256 to i7
  %258 = zext i7 %257 to i32
  %259 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 3
  %260 = getelementptr inbounds [5 x i8], ptr %259, i64 0, i64 3
  %261 = load i8, ptr %260, align 1
  %262 = trunc i8 %261 to i7
  %263 = zext i7 %262 to i32
  %264 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 3
  %265 = getelementptr inbounds [5 x i8], ptr %264, i64 0, i64 4
  %266 = load i8, ptr %265, align 4
  %267 = trunc i8 %266 to i7
  %268 = zext i7 %267 to i32
  %269 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 4
  %270 = load i128, ptr %269, align 16
  %271 = trunc i128 %270 to i65
  %272 = lshr i65 %271, 64
  %273 = trunc i65 %272 to i64
  %274 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 4
  %275 = load i128, ptr %274, align 16
  %276 = trunc i128 %275 to i65
  %277 = trunc i65 %276 to i64
  %278 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 5
  %279 = load i16, ptr %278, align 16
  %280 = sext i16 %279 to i32
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %235, i64 noundef %239, i64 noundef %243, i32 noundef %248, i32 noundef %253, i32 noundef %258, i32 noundef %263, i32 noundef %268, i64 noundef %273, i64 noundef %277, i32 noundef %280)
  store i32 0, ptr %24, align 4
  br label %282

282:                                              ; preds = %293, %230
  %283 = load i32, ptr %24, align 4
  %284 = icmp slt i32 %283, 10
  br i1 %284, label %285, label %296

285:                                              ; preds = %282
  %286 = load i32, ptr %24, align 4
  %287 = mul nsw i32 %286, -300000
  %288 = trunc i32 %287 to i24
  %289 = load i32, ptr %24, align 4
  %290 = sext i32 %289 to i64
  %291 = getelementptr inbounds [10 x i32], ptr %23, i64 0, i64 %290
  %292 = sext i24 %288 to i32
  store i32 %292, ptr %291, align 4
  br label %293

293:                                              ; preds = %285
  %294 = load i32, ptr %24, align 4
  %295 = add nsw i32 %294, 1
  store i32 %295, ptr %24, align 4
  br label %282, !llvm.loop !10

296:                                              ; preds = %282
  store i64 0, ptr %25, align 8
  store i32 0, ptr %26, align 4
  br label %297

297:                                              ; preds = %309, %296
  %298 = load i32, ptr %26, align 4
  %299 = icmp slt i32 %298, 10
  br i1 %299, label %300, label %312

300:                                              ; preds = %297
  %301 = load i32, ptr %26, align 4
  %302 = sext i32 %301 to i64
  %303 = getelementptr inbounds [10 x i32], ptr %23, i64 0, i64 %302
  %304 = load i32, ptr %303, align 4
  %305 = trunc i32 %304 to i24
  %306 = sext i24 %305 to i64
  %307 = load i64, ptr %25, align 8
  %308 = add nsw i64 %307, %306
  store i64 %308, ptr %25, align 8
  br label %309

309:                                              ; preds = %300
  %310 = load i32, ptr %26, align 4
  %311 = add nsw i32 %310, 1
  store i32 %311, ptr %26, align 4
  br label %297, !llvm.loop !11

312:                                              ; preds = %297
  %313 = load i64, ptr %25, align 8
  %314 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %313)
  %315 = load i32, ptr %3, align 4
  %316 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 5
  %317 = load i16, ptr %316, align 16
  %318 = sext i16 %317 to i32
  %319 = add nsw i32 %315, %318
  ret i32 %319
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
define internal void @bump(ptr dead_on_unwind noalias writable sret(%struct.rec) align 16 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  %7 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 1
  %8 = load i32, ptr %7, align 4
  %9 = trunc i32 %8 to i24
  %10 = sext i24 %9 to i32
  %11 = sdiv i32 %10, 2
  %12 = load i32, ptr %5, align 4
  %13 = add nsw i32 %11, %12
  %14 = trunc i32 %13 to i24
  %15 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 1
  %16 = sext i24 %14 to i32
  store i32 %16, ptr %15, align 4
  %17 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 2
  %18 = load i64, ptr %17, align 8
  %19 = trunc i64 %18 to i33
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i33
  %22 = sub nsw i33 %19, %21
  %23 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 2
  %24 = sext i33 %22 to i64
  store i64 %24, ptr %23, align 8
  store i32 0, ptr %6, align 4
  br label %25

25:                                               ; preds = %39, %3
  %26 = load i32, ptr %6, align 4
  %27 = icmp slt i32 %26, 5
  br i1 %27, label %28, label %42

28:                                               ; preds = %25
  %29 = load i32, ptr %5, align 4
  %30 = trunc i32 %29 to i7
  %31 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 3
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [5 x i8], ptr %31, i64 0, i64 %33
  %35 = load i8, ptr %34, align 1
  %36 = trunc i8 %35 to i7
  %37 = add i7 %36, %30
  %38 = zext i7 %37 to i8
  store i8 %38, ptr %34, align 1
  br label %39

39:                                               ; preds = %28
  %40 = load i32, ptr %6, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %6, align 4
  br label %25, !llvm.loop !12

42:                                               ; preds = %25
  %43 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 4
  %44 = load i128, ptr %43, align 16
  %45 = trunc i128 %44 to i65
  %46 = mul i65 %45, 3
  %47 = zext i65 %46 to i128
  store i128 %47, ptr %43, align 16
  %48 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 5
  %49 = load i16, ptr %48, align 16
  %50 = add i16 %49, 1
  store i16 %50, ptr %48, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 64, i1 false)
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
