; ModuleID = 'programs/bit_tricks.c'
source_filename = "programs/bit_tricks.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"bad=%d h=%016llx\0A\00", align 1
@__const.main.tests = private unnamed_addr constant [8 x i32] [i32 0, i32 1, i32 2, i32 3, i32 -2147483648, i32 -1, i32 305419896, i32 15728640], align 4
@.str.1 = private unnamed_addr constant [88 x i8] c"%08x pop=%d par=%d clz=%d ctz=%d bswap=%08x rev=%08x np2=%u ffs=%d clrsb=%d rotl7=%08x\0A\00", align 1
@__const.main.sv = private unnamed_addr constant [5 x i32] [i32 -5, i32 0, i32 7, i32 -2147483647, i32 2147483647], align 4
@.str.2 = private unnamed_addr constant [20 x i8] c"sign(%d)=%d abs=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"pop128=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  %9 = alloca [8 x i32], align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [5 x i32], align 4
  %13 = alloca i32, align 4
  %14 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i64 -7046029254386353131, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %181, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 2000
  br i1 %17, label %18, label %184

18:                                               ; preds = %15
  %19 = load i64, ptr %2, align 8
  %20 = shl i64 %19, 13
  %21 = load i64, ptr %2, align 8
  %22 = xor i64 %21, %20
  store i64 %22, ptr %2, align 8
  %23 = load i64, ptr %2, align 8
  %24 = lshr i64 %23, 7
  %25 = load i64, ptr %2, align 8
  %26 = xor i64 %25, %24
  store i64 %26, ptr %2, align 8
  %27 = load i64, ptr %2, align 8
  %28 = shl i64 %27, 17
  %29 = load i64, ptr %2, align 8
  %30 = xor i64 %29, %28
  store i64 %30, ptr %2, align 8
  %31 = load i64, ptr %2, align 8
  %32 = load i32, ptr %5, align 4
  %33 = srem i32 %32, 64
  %34 = zext i32 %33 to i64
  %35 = lshr i64 %31, %34
  store i64 %35, ptr %6, align 8
  %36 = load i64, ptr %6, align 8
  %37 = trunc i64 %36 to i32
  store i32 %37, ptr %7, align 4
  %38 = load i64, ptr %6, align 8
  %39 = trunc i64 %38 to i16
  store i16 %39, ptr %8, align 2
  %40 = load i64, ptr %6, align 8
  %41 = call i64 @llvm.ctpop.i64(i64 %40)
  %42 = trunc i64 %41 to i32
  %43 = load i64, ptr %6, align 8
  %44 = call i32 @naive_pop(i64 noundef %43)
  %45 = icmp ne i32 %42, %44
  br i1 %45, label %46, label %49

46:                                               ; preds = %18
  %47 = load i32, ptr %3, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %3, align 4
  br label %49

49:                                               ; preds = %46, %18
  %50 = load i32, ptr %7, align 4
  %51 = call i32 @llvm.ctpop.i32(i32 %50)
  %52 = load i32, ptr %7, align 4
  %53 = zext i32 %52 to i64
  %54 = call i32 @naive_pop(i64 noundef %53)
  %55 = icmp ne i32 %51, %54
  br i1 %55, label %56, label %59

56:                                               ; preds = %49
  %57 = load i32, ptr %3, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %3, align 4
  br label %59

59:                                               ; preds = %56, %49
  %60 = load i64, ptr %6, align 8
  %61 = call i64 @llvm.ctpop.i64(i64 %60)
  %62 = and i64 %61, 1
  %63 = trunc i64 %62 to i32
  %64 = load i64, ptr %6, align 8
  %65 = call i32 @naive_pop(i64 noundef %64)
  %66 = and i32 %65, 1
  %67 = icmp ne i32 %63, %66
  br i1 %67, label %68, label %71

68:                                               ; preds = %59
  %69 = load i32, ptr %3, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %3, align 4
  br label %71

71:                                               ; preds = %68, %59
  %72 = load i64, ptr %6, align 8
  %73 = icmp ne i64 %72, 0
  br i1 %73, label %74, label %84

74:                                               ; preds = %71
  %75 = load i64, ptr %6, align 8
  %76 = call i64 @llvm.ctlz.i64(i64 %75, i1 false)
  %77 = trunc i64 %76 to i32
  %78 = load i64, ptr %6, align 8
  %79 = call i32 @naive_clz64(i64 noundef %78)
  %80 = icmp ne i32 %77, %79
  br i1 %80, label %81, label %84

81:                                               ; preds = %74
  %82 = load i32, ptr %3, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %3, align 4
  br label %84

84:                                               ; preds = %81, %74, %71
  %85 = load i64, ptr %6, align 8
  %86 = icmp ne i64 %85, 0
  br i1 %86, label %87, label %97

87:                                               ; preds = %84
  %88 = load i64, ptr %6, align 8
  %89 = call i64 @llvm.cttz.i64(i64 %88, i1 false)
  %90 = trunc i64 %89 to i32
  %91 = load i64, ptr %6, align 8
  %92 = call i32 @naive_ctz64(i64 noundef %91)
  %93 = icmp ne i32 %90, %92
  br i1 %93, label %94, label %97

94:                                               ; preds = %87
  %95 = load i32, ptr %3, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %3, align 4
  br label %97

97:                                               ; preds = %94, %87, %84
  %98 = load i32, ptr %7, align 4
  %99 = icmp ne i32 %98, 0
  br i1 %99, label %100, label %111

100:                                              ; preds = %97
  %101 = load i32, ptr %7, align 4
  %102 = call i32 @llvm.ctlz.i32(i32 %101, i1 false)
  %103 = load i32, ptr %7, align 4
  %104 = zext i32 %103 to i64
  %105 = call i32 @naive_clz64(i64 noundef %104)
  %106 = sub nsw i32 %105, 32
  %107 = icmp ne i32 %102, %106
  br i1 %107, label %108, label %111

108:                                              ; preds = %100
  %109 = load i32, ptr %3, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %3, align 4
  br label %111

111:                                              ; preds = %108, %100, %97
  %112 = load i64, ptr %6, align 8
  %113 = call i64 @llvm.bswap.i64(i64 %112)
  %114 = load i64, ptr %6, align 8
  %115 = call i64 @naive_bswap64(i64 noundef %114)
  %116 = icmp ne i64 %113, %115
  br i1 %116, label %117, label %120

117:                                              ; preds = %111
  %118 = load i32, ptr %3, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %3, align 4
  br label %120

120:                                              ; preds = %117, %111
  %121 = load i16, ptr %8, align 2
  %122 = call i16 @llvm.bswap.i16(i16 %121)
  %123 = zext i16 %122 to i32
  %124 = load i16, ptr %8, align 2
  %125 = zext i16 %124 to i32
  %126 = ashr i32 %125, 8
  %127 = load i16, ptr %8, align 2
  %128 = zext i16 %127 to i32
  %129 = shl i32 %128, 8
  %130 = or i32 %126, %129
  %131 = trunc i32 %130 to i16
  %132 = zext i16 %131 to i32
  %133 = icmp ne i32 %123, %132
  br i1 %133, label %134, label %137

134:                                              ; preds = %120
  %135 = load i32, ptr %3, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %3, align 4
  br label %137

137:                                              ; preds = %134, %120
  %138 = load i64, ptr %6, align 8
  %139 = call i64 @llvm.cttz.i64(i64 %138, i1 true)
  %140 = add i64 %139, 1
  %141 = icmp eq i64 %138, 0
  %142 = select i1 %141, i64 0, i64 %140
  %143 = trunc i64 %142 to i32
  %144 = load i64, ptr %6, align 8
  %145 = icmp ne i64 %144, 0
  br i1 %145, label %146, label %150

146:                                              ; preds = %137
  %147 = load i64, ptr %6, align 8
  %148 = call i32 @naive_ctz64(i64 noundef %147)
  %149 = add nsw i32 %148, 1
  br label %151

150:                                              ; preds = %137
  br label %151

151:                                              ; preds = %150, %146
  %152 = phi i32 [ %149, %146 ], [ 0, %150 ]
  %153 = icmp ne i32 %143, %152
  br i1 %153, label %154, label %157

154:                                              ; preds = %151
  %155 = load i32, ptr %3, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %3, align 4
  br label %157

157:                                              ; preds = %154, %151
  %158 = load i64, ptr %4, align 8
  %159 = mul i64 %158, 31
  %160 = load i64, ptr %6, align 8
  %161 = call i64 @llvm.ctpop.i64(i64 %160)
  %162 = trunc i64 %161 to i32
  %163 = sext i32 %162 to i64
  %164 = add i64 %159, %163
  %165 = load i32, ptr %7, align 4
  %166 = load i32, ptr %5, align 4
  %167 = call i32 @rotl32(i32 noundef %165, i32 noundef %166)
  %168 = zext i32 %167 to i64
  %169 = add i64 %164, %168
  %170 = load i64, ptr %6, align 8
  %171 = load i32, ptr %5, align 4
  %172 = call i64 @rotr64(i64 noundef %170, i32 noundef %171)
  %173 = add i64 %169, %172
  %174 = load i32, ptr %7, align 4
  %175 = call i32 @reverse_bits(i32 noundef %174)
  %176 = zext i32 %175 to i64
  %177 = add i64 %173, %176
  %178 = load i64, ptr %6, align 8
  %179 = call i64 @lowest_set(i64 noundef %178)
  %180 = add i64 %177, %179
  store i64 %180, ptr %4, align 8
  br label %181

181:                                              ; preds = %157
  %182 = load i32, ptr %5, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %5, align 4
  br label %15, !llvm.loop !6

184:                                              ; preds = %15
  %185 = load i32, ptr %3, align 4
  %186 = load i64, ptr %4, align 8
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %185, i64 noundef %186)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 @__const.main.tests, i64 32, i1 false)
  store i32 0, ptr %10, align 4
  br label %188

188:                                              ; preds = %244, %184
  %189 = load i32, ptr %10, align 4
  %190 = icmp slt i32 %189, 8
  br i1 %190, label %191, label %247

191:                                              ; preds = %188
  %192 = load i32, ptr %10, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 %193
  %195 = load i32, ptr %194, align 4
  store i32 %195, ptr %11, align 4
  %196 = load i32, ptr %11, align 4
  %197 = load i32, ptr %11, align 4
  %198 = call i32 @llvm.ctpop.i32(i32 %197)
  %199 = load i32, ptr %11, align 4
  %200 = call i32 @llvm.ctpop.i32(i32 %199)
  %201 = and i32 %200, 1
  %202 = load i32, ptr %11, align 4
  %203 = icmp ne i32 %202, 0
  br i1 %203, label %204, label %207

204:                                              ; preds = %191
  %205 = load i32, ptr %11, align 4
  %206 = call i32 @llvm.ctlz.i32(i32 %205, i1 false)
  br label %208

207:                                              ; preds = %191
  br label %208

208:                                              ; preds = %207, %204
  %209 = phi i32 [ %206, %204 ], [ 32, %207 ]
  %210 = load i32, ptr %11, align 4
  %211 = icmp ne i32 %210, 0
  br i1 %211, label %212, label %215

212:                                              ; preds = %208
  %213 = load i32, ptr %11, align 4
  %214 = call i32 @llvm.cttz.i32(i32 %213, i1 false)
  br label %216

215:                                              ; preds = %208
  br label %216

216:                                              ; preds = %215, %212
  %217 = phi i32 [ %214, %212 ], [ 32, %215 ]
  %218 = load i32, ptr %11, align 4
  %219 = call i32 @llvm.bswap.i32(i32 %218)
  %220 = load i32, ptr %11, align 4
  %221 = call i32 @reverse_bits(i32 noundef %220)
  %222 = load i32, ptr %11, align 4
  %223 = icmp ne i32 %222, 0
  br i1 %223, label %224, label %226

224:                                              ; preds = %216
  %225 = load i32, ptr %11, align 4
  br label %227

226:                                              ; preds = %216
  br label %227

227:                                              ; preds = %226, %224
  %228 = phi i32 [ %225, %224 ], [ 1, %226 ]
  %229 = call i32 @next_pow2(i32 noundef %228)
  %230 = load i32, ptr %11, align 4
  %231 = call i32 @llvm.cttz.i32(i32 %230, i1 true)
  %232 = add i32 %231, 1
  %233 = icmp eq i32 %230, 0
  %234 = select i1 %233, i32 0, i32 %232
  %235 = load i32, ptr %11, align 4
  %236 = icmp slt i32 %235, 0
  %237 = xor i32 %235, -1
  %238 = select i1 %236, i32 %237, i32 %235
  %239 = call i32 @llvm.ctlz.i32(i32 %238, i1 false)
  %240 = sub i32 %239, 1
  %241 = load i32, ptr %11, align 4
  %242 = call i32 @rotl32(i32 noundef %241, i32 noundef 7)
  %243 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %196, i32 noundef %198, i32 noundef %201, i32 noundef %209, i32 noundef %217, i32 noundef %219, i32 noundef %221, i32 noundef %229, i32 noundef %234, i32 noundef %240, i32 noundef %242)
  br label %244

244:                                              ; preds = %227
  %245 = load i32, ptr %10, align 4
  %246 = add nsw i32 %245, 1
  store i32 %246, ptr %10, align 4
  br label %188, !llvm.loop !8

247:                                              ; preds = %188
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 @__const.main.sv, i64 20, i1 false)
  store i32 0, ptr %13, align 4
  br label %248

248:                                              ; preds = %267, %247
  %249 = load i32, ptr %13, align 4
  %250 = icmp slt i32 %249, 5
  br i1 %250, label %251, label %270

251:                                              ; preds = %248
  %252 = load i32, ptr %13, align 4
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds [5 x i32], ptr %12, i64 0, i64 %253
  %255 = load i32, ptr %254, align 4
  %256 = load i32, ptr %13, align 4
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds [5 x i32], ptr %12, i64 0, i64 %257
  %259 = load i32, ptr %258, align 4
  %260 = call i32 @isign(i32 noundef %259)
  %261 = load i32, ptr %13, align 4
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds [5 x i32], ptr %12, i64 0, i64 %262
  %264 = load i32, ptr %263, align 4
  %265 = call i32 @iabs_branchless(i32 noundef %264)
  %266 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %255, i32 noundef %260, i32 noundef %265)
  br label %267

267:                                              ; preds = %251
  %268 = load i32, ptr %13, align 4
  %269 = add nsw i32 %268, 1
  store i32 %269, ptr %13, align 4
  br label %248, !llvm.loop !9

270:                                              ; preds = %248
  store i128 4427218577690292387841, ptr %14, align 16
  %271 = load i128, ptr %14, align 16
  %272 = lshr i128 %271, 64
  %273 = trunc i128 %272 to i64
  %274 = call i64 @llvm.ctpop.i64(i64 %273)
  %275 = trunc i64 %274 to i32
  %276 = load i128, ptr %14, align 16
  %277 = trunc i128 %276 to i64
  %278 = call i64 @llvm.ctpop.i64(i64 %277)
  %279 = trunc i64 %278 to i32
  %280 = add nsw i32 %275, %279
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %280)
  %282 = load i32, ptr %3, align 4
  %283 = icmp ne i32 %282, 0
  br i1 %283, label %284, label %285

284:                                              ; preds = %270
  br label %289

285:                                              ; preds = %270
  %286 = load i64, ptr %4, align 8
  %287 = and i64 %286, 127
  %288 = trunc i64 %287 to i32
  br label %289

289:                                              ; preds = %285, %284
  %290 = phi i32 [ 1, %284 ], [ %288, %285 ]
  ret i32 %290
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @naive_pop(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i64, ptr %2, align 8
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %4
  %8 = load i64, ptr %2, align 8
  %9 = and i64 %8, 1
  %10 = trunc i64 %9 to i32
  %11 = load i32, ptr %3, align 4
  %12 = add nsw i32 %11, %10
  store i32 %12, ptr %3, align 4
  %13 = load i64, ptr %2, align 8
  %14 = lshr i64 %13, 1
  store i64 %14, ptr %2, align 8
  br label %4, !llvm.loop !10

15:                                               ; preds = %4
  %16 = load i32, ptr %3, align 4
  ret i32 %16
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @naive_clz64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 63, ptr %4, align 4
  br label %5

5:                                                ; preds = %21, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp sge i32 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %5
  %9 = load i64, ptr %2, align 8
  %10 = load i32, ptr %4, align 4
  %11 = zext i32 %10 to i64
  %12 = lshr i64 %9, %11
  %13 = and i64 %12, 1
  %14 = icmp ne i64 %13, 0
  %15 = xor i1 %14, true
  br label %16

16:                                               ; preds = %8, %5
  %17 = phi i1 [ false, %5 ], [ %15, %8 ]
  br i1 %17, label %18, label %24

18:                                               ; preds = %16
  %19 = load i32, ptr %3, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %3, align 4
  br label %21

21:                                               ; preds = %18
  %22 = load i32, ptr %4, align 4
  %23 = add nsw i32 %22, -1
  store i32 %23, ptr %4, align 4
  br label %5, !llvm.loop !11

24:                                               ; preds = %16
  %25 = load i32, ptr %3, align 4
  ret i32 %25
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @naive_ctz64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %17, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 64
  br i1 %6, label %7, label %15

7:                                                ; preds = %4
  %8 = load i64, ptr %2, align 8
  %9 = load i32, ptr %3, align 4
  %10 = zext i32 %9 to i64
  %11 = lshr i64 %8, %10
  %12 = and i64 %11, 1
  %13 = icmp ne i64 %12, 0
  %14 = xor i1 %13, true
  br label %15

15:                                               ; preds = %7, %4
  %16 = phi i1 [ false, %4 ], [ %14, %7 ]
  br i1 %16, label %17, label %20

17:                                               ; preds = %15
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %4, !llvm.loop !12

20:                                               ; preds = %15
  %21 = load i32, ptr %3, align 4
  ret i32 %21
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @naive_bswap64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 8
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i64, ptr %3, align 8
  %10 = shl i64 %9, 8
  %11 = load i64, ptr %2, align 8
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 8, %12
  %14 = zext i32 %13 to i64
  %15 = lshr i64 %11, %14
  %16 = and i64 %15, 255
  %17 = or i64 %10, %16
  store i64 %17, ptr %3, align 8
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !13

21:                                               ; preds = %5
  %22 = load i64, ptr %3, align 8
  ret i64 %22
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rotl32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 31
  %8 = shl i32 %5, %7
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = sub i32 32, %10
  %12 = and i32 %11, 31
  %13 = lshr i32 %9, %12
  %14 = or i32 %8, %13
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rotr64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 63
  %8 = zext i32 %7 to i64
  %9 = lshr i64 %5, %8
  %10 = load i64, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sub i32 64, %11
  %13 = and i32 %12, 63
  %14 = zext i32 %13 to i64
  %15 = shl i64 %10, %14
  %16 = or i64 %9, %15
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @reverse_bits(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = lshr i32 %3, 1
  %5 = and i32 %4, 1431655765
  %6 = load i32, ptr %2, align 4
  %7 = and i32 %6, 1431655765
  %8 = shl i32 %7, 1
  %9 = or i32 %5, %8
  store i32 %9, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = lshr i32 %10, 2
  %12 = and i32 %11, 858993459
  %13 = load i32, ptr %2, align 4
  %14 = and i32 %13, 858993459
  %15 = shl i32 %14, 2
  %16 = or i32 %12, %15
  store i32 %16, ptr %2, align 4
  %17 = load i32, ptr %2, align 4
  %18 = lshr i32 %17, 4
  %19 = and i32 %18, 252645135
  %20 = load i32, ptr %2, align 4
  %21 = and i32 %20, 252645135
  %22 = shl i32 %21, 4
  %23 = or i32 %19, %22
  store i32 %23, ptr %2, align 4
  %24 = load i32, ptr %2, align 4
  %25 = call i32 @llvm.bswap.i32(i32 %24)
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @lowest_set(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = sub i64 0, %4
  %6 = and i64 %3, %5
  ret i64 %6
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_pow2(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add i32 %3, -1
  store i32 %4, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = lshr i32 %5, 1
  %7 = load i32, ptr %2, align 4
  %8 = or i32 %7, %6
  store i32 %8, ptr %2, align 4
  %9 = load i32, ptr %2, align 4
  %10 = lshr i32 %9, 2
  %11 = load i32, ptr %2, align 4
  %12 = or i32 %11, %10
  store i32 %12, ptr %2, align 4
  %13 = load i32, ptr %2, align 4
  %14 = lshr i32 %13, 4
  %15 = load i32, ptr %2, align 4
  %16 = or i32 %15, %14
  store i32 %16, ptr %2, align 4
  %17 = load i32, ptr %2, align 4
  %18 = lshr i32 %17, 8
  %19 = load i32, ptr %2, align 4
  %20 = or i32 %19, %18
  store i32 %20, ptr %2, align 4
  %21 = load i32, ptr %2, align 4
  %22 = lshr i32 %21, 16
  %23 = load i32, ptr %2, align 4
  %24 = or i32 %23, %22
  store i32 %24, ptr %2, align 4
  %25 = load i32, ptr %2, align 4
  %26 = add i32 %25, 1
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @isign(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i32
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @iabs_branchless(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = ashr i32 %4, 31
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %2, align 4
  %7 = load i32, ptr %3, align 4
  %8 = add nsw i32 %6, %7
  %9 = load i32, ptr %3, align 4
  %10 = xor i32 %8, %9
  ret i32 %10
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
