; ModuleID = 'programs/int128_ops_matrix.c'
source_filename = "programs/int128_ops_matrix.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"or\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"xor\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"cmps\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"cmpu\00", align 1
@__const.main.names = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@h = internal global i64 0, align 8
@vals = internal global [18 x i128] zeroinitializer, align 16
@.str.8 = private unnamed_addr constant [14 x i8] c"%-5s %016llx\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"udiv bad \00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c" / \00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"sdiv bad \00", align 1
@.str.13 = private unnamed_addr constant [16 x i8] c"divrem %016llx\0A\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"shifts %016llx\0A\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"v=\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c" neg=\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c" /10=\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c" s/7=\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c" s%7=\00", align 1
@.str.20 = private unnamed_addr constant [8 x i8] c" shl63=\00", align 1
@.str.21 = private unnamed_addr constant [10 x i8] c" ashr127=\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c" lshr64=\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"min=\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c" max=\00", align 1
@.str.25 = private unnamed_addr constant [13 x i8] c" min<max=%d\0A\00", align 1
@.str.26 = private unnamed_addr constant [22 x i8] c"total %016llx bad %d\0A\00", align 1
@__const.init.v = private unnamed_addr constant [18 x i128] [i128 0, i128 1, i128 2, i128 3, i128 10, i128 18446744073709551615, i128 18446744073709551616, i128 18446744073709551617, i128 170141183460469231731687303715884105727, i128 -170141183460469231731687303715884105728, i128 -170141183460469231731687303715884105727, i128 -1, i128 -2, i128 -10, i128 1512366075204170947332355369683137040, i128 -79228162514264337589248983041, i128 9223372036854775808, i128 -27670116110564327424], align 16
@.str.27 = private unnamed_addr constant [17 x i8] c"%s%016llx%016llx\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca [8 x ptr], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i128, align 16
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i128, align 16
  %29 = alloca i128, align 16
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca i128, align 16
  %33 = alloca i128, align 16
  %34 = alloca i128, align 16
  %35 = alloca i128, align 16
  %36 = alloca i128, align 16
  %37 = alloca i128, align 16
  %38 = alloca i128, align 16
  %39 = alloca i128, align 16
  %40 = alloca i128, align 16
  %41 = alloca i128, align 16
  %42 = alloca i128, align 16
  %43 = alloca i128, align 16
  %44 = alloca i128, align 16
  %45 = alloca i128, align 16
  %46 = alloca i128, align 16
  %47 = alloca i128, align 16
  %48 = alloca i128, align 16
  %49 = alloca i128, align 16
  %50 = alloca i128, align 16
  %51 = alloca i128, align 16
  %52 = alloca i128, align 16
  %53 = alloca i128, align 16
  %54 = alloca i128, align 16
  %55 = alloca i128, align 16
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca i128, align 16
  %59 = alloca i128, align 16
  %60 = alloca i128, align 16
  %61 = alloca i128, align 16
  %62 = alloca i128, align 16
  %63 = alloca i128, align 16
  %64 = alloca i128, align 16
  %65 = alloca i128, align 16
  %66 = alloca i128, align 16
  %67 = alloca i32, align 4
  %68 = alloca i128, align 16
  %69 = alloca i128, align 16
  %70 = alloca i128, align 16
  %71 = alloca i128, align 16
  %72 = alloca i128, align 16
  %73 = alloca i128, align 16
  %74 = alloca i128, align 16
  %75 = alloca i128, align 16
  %76 = alloca i128, align 16
  %77 = alloca i128, align 16
  %78 = alloca i128, align 16
  %79 = alloca i128, align 16
  %80 = alloca i128, align 16
  %81 = alloca i128, align 16
  %82 = alloca i128, align 16
  %83 = alloca i128, align 16
  %84 = alloca i128, align 16
  %85 = alloca i128, align 16
  %86 = alloca i128, align 16
  %87 = alloca i128, align 16
  %88 = alloca i128, align 16
  %89 = alloca i128, align 16
  %90 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  call void @init()
  store i32 18, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i64 0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.main.names, i64 64, i1 false)
  store i32 0, ptr %6, align 4
  br label %91

91:                                               ; preds = %170, %0
  %92 = load i32, ptr %6, align 4
  %93 = icmp slt i32 %92, 8
  br i1 %93, label %94, label %173

94:                                               ; preds = %91
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %7, align 4
  br label %95

95:                                               ; preds = %157, %94
  %96 = load i32, ptr %7, align 4
  %97 = load i32, ptr %2, align 4
  %98 = icmp slt i32 %96, %97
  br i1 %98, label %99, label %160

99:                                               ; preds = %95
  store i32 0, ptr %8, align 4
  br label %100

100:                                              ; preds = %153, %99
  %101 = load i32, ptr %8, align 4
  %102 = load i32, ptr %2, align 4
  %103 = icmp slt i32 %101, %102
  br i1 %103, label %104, label %156

104:                                              ; preds = %100
  %105 = load i32, ptr %7, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %106
  %108 = load volatile i128, ptr %107, align 16
  store i128 %108, ptr %9, align 16
  %109 = load i32, ptr %8, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %110
  %112 = load volatile i128, ptr %111, align 16
  store i128 %112, ptr %10, align 16
  store i128 0, ptr %11, align 16
  %113 = load i32, ptr %6, align 4
  switch i32 %113, label %151 [
    i32 0, label %114
    i32 1, label %119
    i32 2, label %124
    i32 3, label %129
    i32 4, label %133
    i32 5, label %137
    i32 6, label %141
    i32 7, label %146
  ]

114:                                              ; preds = %104
  %115 = load i128, ptr %9, align 16
  %116 = load i128, ptr %10, align 16
  store i128 %115, ptr %12, align 16
  store i128 %116, ptr %13, align 16
  %117 = call <2 x i64> @uadd(ptr noundef %12, ptr noundef %13)
  store <2 x i64> %117, ptr %14, align 16
  %118 = load i128, ptr %14, align 16
  store i128 %118, ptr %11, align 16
  br label %151

119:                                              ; preds = %104
  %120 = load i128, ptr %9, align 16
  %121 = load i128, ptr %10, align 16
  store i128 %120, ptr %15, align 16
  store i128 %121, ptr %16, align 16
  %122 = call <2 x i64> @usub(ptr noundef %15, ptr noundef %16)
  store <2 x i64> %122, ptr %17, align 16
  %123 = load i128, ptr %17, align 16
  store i128 %123, ptr %11, align 16
  br label %151

124:                                              ; preds = %104
  %125 = load i128, ptr %9, align 16
  %126 = load i128, ptr %10, align 16
  store i128 %125, ptr %18, align 16
  store i128 %126, ptr %19, align 16
  %127 = call <2 x i64> @umul(ptr noundef %18, ptr noundef %19)
  store <2 x i64> %127, ptr %20, align 16
  %128 = load i128, ptr %20, align 16
  store i128 %128, ptr %11, align 16
  br label %151

129:                                              ; preds = %104
  %130 = load i128, ptr %9, align 16
  %131 = load i128, ptr %10, align 16
  %132 = and i128 %130, %131
  store i128 %132, ptr %11, align 16
  br label %151

133:                                              ; preds = %104
  %134 = load i128, ptr %9, align 16
  %135 = load i128, ptr %10, align 16
  %136 = or i128 %134, %135
  store i128 %136, ptr %11, align 16
  br label %151

137:                                              ; preds = %104
  %138 = load i128, ptr %9, align 16
  %139 = load i128, ptr %10, align 16
  %140 = xor i128 %138, %139
  store i128 %140, ptr %11, align 16
  br label %151

141:                                              ; preds = %104
  %142 = load i128, ptr %9, align 16
  %143 = load i128, ptr %10, align 16
  store i128 %142, ptr %21, align 16
  store i128 %143, ptr %22, align 16
  %144 = call i32 @cmps(ptr noundef %21, ptr noundef %22)
  %145 = sext i32 %144 to i128
  store i128 %145, ptr %11, align 16
  br label %151

146:                                              ; preds = %104
  %147 = load i128, ptr %9, align 16
  %148 = load i128, ptr %10, align 16
  store i128 %147, ptr %23, align 16
  store i128 %148, ptr %24, align 16
  %149 = call i32 @cmpu(ptr noundef %23, ptr noundef %24)
  %150 = sext i32 %149 to i128
  store i128 %150, ptr %11, align 16
  br label %151

151:                                              ; preds = %104, %146, %141, %137, %133, %129, %124, %119, %114
  %152 = load i128, ptr %11, align 16
  store i128 %152, ptr %25, align 16
  call void @mix(ptr noundef %25)
  br label %153

153:                                              ; preds = %151
  %154 = load i32, ptr %8, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %8, align 4
  br label %100, !llvm.loop !5

156:                                              ; preds = %100
  br label %157

157:                                              ; preds = %156
  %158 = load i32, ptr %7, align 4
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr %7, align 4
  br label %95, !llvm.loop !7

160:                                              ; preds = %95
  %161 = load i32, ptr %6, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [8 x ptr], ptr %5, i64 0, i64 %162
  %164 = load ptr, ptr %163, align 8
  %165 = load i64, ptr @h, align 8
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %164, i64 noundef %165)
  %167 = load i64, ptr @h, align 8
  %168 = load i64, ptr %4, align 8
  %169 = xor i64 %168, %167
  store i64 %169, ptr %4, align 8
  br label %170

170:                                              ; preds = %160
  %171 = load i32, ptr %6, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %6, align 4
  br label %91, !llvm.loop !8

173:                                              ; preds = %91
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %26, align 4
  br label %174

174:                                              ; preds = %272, %173
  %175 = load i32, ptr %26, align 4
  %176 = load i32, ptr %2, align 4
  %177 = icmp slt i32 %175, %176
  br i1 %177, label %178, label %275

178:                                              ; preds = %174
  store i32 0, ptr %27, align 4
  br label %179

179:                                              ; preds = %268, %178
  %180 = load i32, ptr %27, align 4
  %181 = load i32, ptr %2, align 4
  %182 = icmp slt i32 %180, %181
  br i1 %182, label %183, label %271

183:                                              ; preds = %179
  %184 = load i32, ptr %26, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %185
  %187 = load volatile i128, ptr %186, align 16
  store i128 %187, ptr %28, align 16
  %188 = load i32, ptr %27, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %189
  %191 = load volatile i128, ptr %190, align 16
  store i128 %191, ptr %29, align 16
  %192 = load i128, ptr %29, align 16
  %193 = icmp eq i128 %192, 0
  br i1 %193, label %194, label %195

194:                                              ; preds = %183
  br label %268

195:                                              ; preds = %183
  %196 = load i128, ptr %28, align 16
  %197 = load i128, ptr %29, align 16
  store i128 %196, ptr %31, align 16
  store i128 %197, ptr %32, align 16
  %198 = call <2 x i64> @udiv(ptr noundef %31, ptr noundef %32)
  store <2 x i64> %198, ptr %33, align 16
  %199 = load i128, ptr %33, align 16
  store i128 %199, ptr %30, align 16
  %200 = load i128, ptr %28, align 16
  %201 = load i128, ptr %29, align 16
  store i128 %200, ptr %35, align 16
  store i128 %201, ptr %36, align 16
  %202 = call <2 x i64> @urem(ptr noundef %35, ptr noundef %36)
  store <2 x i64> %202, ptr %37, align 16
  %203 = load i128, ptr %37, align 16
  store i128 %203, ptr %34, align 16
  %204 = load i128, ptr %30, align 16
  store i128 %204, ptr %38, align 16
  call void @mix(ptr noundef %38)
  %205 = load i128, ptr %34, align 16
  store i128 %205, ptr %39, align 16
  call void @mix(ptr noundef %39)
  %206 = load i128, ptr %30, align 16
  %207 = load i128, ptr %29, align 16
  %208 = mul i128 %206, %207
  %209 = load i128, ptr %34, align 16
  %210 = add i128 %208, %209
  %211 = load i128, ptr %28, align 16
  %212 = icmp ne i128 %210, %211
  br i1 %212, label %217, label %213

213:                                              ; preds = %195
  %214 = load i128, ptr %34, align 16
  %215 = load i128, ptr %29, align 16
  %216 = icmp uge i128 %214, %215
  br i1 %216, label %217, label %223

217:                                              ; preds = %213, %195
  %218 = load i32, ptr %3, align 4
  %219 = add nsw i32 %218, 1
  store i32 %219, ptr %3, align 4
  %220 = load i128, ptr %28, align 16
  store i128 %220, ptr %40, align 16
  call void @px(ptr noundef @.str.9, ptr noundef %40)
  %221 = load i128, ptr %29, align 16
  store i128 %221, ptr %41, align 16
  call void @px(ptr noundef @.str.10, ptr noundef %41)
  %222 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  br label %223

223:                                              ; preds = %217, %213
  %224 = load i128, ptr %28, align 16
  store i128 %224, ptr %42, align 16
  %225 = load i128, ptr %29, align 16
  store i128 %225, ptr %43, align 16
  %226 = load i128, ptr %42, align 16
  %227 = icmp eq i128 %226, -170141183460469231731687303715884105728
  br i1 %227, label %228, label %232

228:                                              ; preds = %223
  %229 = load i128, ptr %43, align 16
  %230 = icmp eq i128 %229, -1
  br i1 %230, label %231, label %232

231:                                              ; preds = %228
  br label %268

232:                                              ; preds = %228, %223
  %233 = load i128, ptr %42, align 16
  %234 = load i128, ptr %43, align 16
  store i128 %233, ptr %45, align 16
  store i128 %234, ptr %46, align 16
  %235 = call <2 x i64> @sdiv(ptr noundef %45, ptr noundef %46)
  store <2 x i64> %235, ptr %47, align 16
  %236 = load i128, ptr %47, align 16
  store i128 %236, ptr %44, align 16
  %237 = load i128, ptr %42, align 16
  %238 = load i128, ptr %43, align 16
  store i128 %237, ptr %49, align 16
  store i128 %238, ptr %50, align 16
  %239 = call <2 x i64> @srem(ptr noundef %49, ptr noundef %50)
  store <2 x i64> %239, ptr %51, align 16
  %240 = load i128, ptr %51, align 16
  store i128 %240, ptr %48, align 16
  %241 = load i128, ptr %44, align 16
  store i128 %241, ptr %52, align 16
  call void @mix(ptr noundef %52)
  %242 = load i128, ptr %48, align 16
  store i128 %242, ptr %53, align 16
  call void @mix(ptr noundef %53)
  %243 = load i128, ptr %44, align 16
  %244 = load i128, ptr %43, align 16
  %245 = mul i128 %243, %244
  %246 = load i128, ptr %48, align 16
  %247 = add i128 %245, %246
  %248 = load i128, ptr %28, align 16
  %249 = icmp ne i128 %247, %248
  br i1 %249, label %261, label %250

250:                                              ; preds = %232
  %251 = load i128, ptr %48, align 16
  %252 = icmp ne i128 %251, 0
  br i1 %252, label %253, label %267

253:                                              ; preds = %250
  %254 = load i128, ptr %48, align 16
  %255 = icmp slt i128 %254, 0
  %256 = zext i1 %255 to i32
  %257 = load i128, ptr %42, align 16
  %258 = icmp slt i128 %257, 0
  %259 = zext i1 %258 to i32
  %260 = icmp ne i32 %256, %259
  br i1 %260, label %261, label %267

261:                                              ; preds = %253, %232
  %262 = load i32, ptr %3, align 4
  %263 = add nsw i32 %262, 1
  store i32 %263, ptr %3, align 4
  %264 = load i128, ptr %28, align 16
  store i128 %264, ptr %54, align 16
  call void @px(ptr noundef @.str.12, ptr noundef %54)
  %265 = load i128, ptr %29, align 16
  store i128 %265, ptr %55, align 16
  call void @px(ptr noundef @.str.10, ptr noundef %55)
  %266 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  br label %267

267:                                              ; preds = %261, %253, %250
  br label %268

268:                                              ; preds = %267, %231, %194
  %269 = load i32, ptr %27, align 4
  %270 = add nsw i32 %269, 1
  store i32 %270, ptr %27, align 4
  br label %179, !llvm.loop !9

271:                                              ; preds = %179
  br label %272

272:                                              ; preds = %271
  %273 = load i32, ptr %26, align 4
  %274 = add nsw i32 %273, 1
  store i32 %274, ptr %26, align 4
  br label %174, !llvm.loop !10

275:                                              ; preds = %174
  %276 = load i64, ptr @h, align 8
  %277 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %276)
  %278 = load i64, ptr @h, align 8
  %279 = load i64, ptr %4, align 8
  %280 = xor i64 %279, %278
  store i64 %280, ptr %4, align 8
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %56, align 4
  br label %281

281:                                              ; preds = %315, %275
  %282 = load i32, ptr %56, align 4
  %283 = load i32, ptr %2, align 4
  %284 = icmp slt i32 %282, %283
  br i1 %284, label %285, label %318

285:                                              ; preds = %281
  store i32 0, ptr %57, align 4
  br label %286

286:                                              ; preds = %311, %285
  %287 = load i32, ptr %57, align 4
  %288 = icmp slt i32 %287, 128
  br i1 %288, label %289, label %314

289:                                              ; preds = %286
  %290 = load i32, ptr %56, align 4
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %291
  %293 = load volatile i128, ptr %292, align 16
  %294 = load i32, ptr %57, align 4
  store i128 %293, ptr %58, align 16
  %295 = call <2 x i64> @shl(ptr noundef %58, i32 noundef %294)
  store <2 x i64> %295, ptr %59, align 16
  %296 = load i128, ptr %59, align 16
  store i128 %296, ptr %60, align 16
  call void @mix(ptr noundef %60)
  %297 = load i32, ptr %56, align 4
  %298 = sext i32 %297 to i64
  %299 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %298
  %300 = load volatile i128, ptr %299, align 16
  %301 = load i32, ptr %57, align 4
  store i128 %300, ptr %61, align 16
  %302 = call <2 x i64> @lshr(ptr noundef %61, i32 noundef %301)
  store <2 x i64> %302, ptr %62, align 16
  %303 = load i128, ptr %62, align 16
  store i128 %303, ptr %63, align 16
  call void @mix(ptr noundef %63)
  %304 = load i32, ptr %56, align 4
  %305 = sext i32 %304 to i64
  %306 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %305
  %307 = load volatile i128, ptr %306, align 16
  %308 = load i32, ptr %57, align 4
  store i128 %307, ptr %64, align 16
  %309 = call <2 x i64> @ashr(ptr noundef %64, i32 noundef %308)
  store <2 x i64> %309, ptr %65, align 16
  %310 = load i128, ptr %65, align 16
  store i128 %310, ptr %66, align 16
  call void @mix(ptr noundef %66)
  br label %311

311:                                              ; preds = %289
  %312 = load i32, ptr %57, align 4
  %313 = add nsw i32 %312, 1
  store i32 %313, ptr %57, align 4
  br label %286, !llvm.loop !11

314:                                              ; preds = %286
  br label %315

315:                                              ; preds = %314
  %316 = load i32, ptr %56, align 4
  %317 = add nsw i32 %316, 1
  store i32 %317, ptr %56, align 4
  br label %281, !llvm.loop !12

318:                                              ; preds = %281
  %319 = load i64, ptr @h, align 8
  %320 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %319)
  %321 = load i64, ptr @h, align 8
  %322 = load i64, ptr %4, align 8
  %323 = xor i64 %322, %321
  store i64 %323, ptr %4, align 8
  store i32 0, ptr %67, align 4
  br label %324

324:                                              ; preds = %355, %318
  %325 = load i32, ptr %67, align 4
  %326 = load i32, ptr %2, align 4
  %327 = icmp slt i32 %325, %326
  br i1 %327, label %328, label %358

328:                                              ; preds = %324
  %329 = load i32, ptr %67, align 4
  %330 = sext i32 %329 to i64
  %331 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %330
  %332 = load volatile i128, ptr %331, align 16
  store i128 %332, ptr %68, align 16
  %333 = load i128, ptr %68, align 16
  store i128 %333, ptr %69, align 16
  call void @px(ptr noundef @.str.15, ptr noundef %69)
  %334 = load i128, ptr %68, align 16
  %335 = sub i128 0, %334
  store i128 %335, ptr %70, align 16
  call void @px(ptr noundef @.str.16, ptr noundef %70)
  %336 = load i128, ptr %68, align 16
  store i128 %336, ptr %71, align 16
  %337 = call <2 x i64> @udiv10(ptr noundef %71)
  store <2 x i64> %337, ptr %72, align 16
  %338 = load i128, ptr %72, align 16
  store i128 %338, ptr %73, align 16
  call void @px(ptr noundef @.str.17, ptr noundef %73)
  %339 = load i128, ptr %68, align 16
  store i128 %339, ptr %74, align 16
  %340 = call <2 x i64> @sdiv7(ptr noundef %74)
  store <2 x i64> %340, ptr %75, align 16
  %341 = load i128, ptr %75, align 16
  store i128 %341, ptr %76, align 16
  call void @px(ptr noundef @.str.18, ptr noundef %76)
  %342 = load i128, ptr %68, align 16
  store i128 %342, ptr %77, align 16
  %343 = call <2 x i64> @srem7(ptr noundef %77)
  store <2 x i64> %343, ptr %78, align 16
  %344 = load i128, ptr %78, align 16
  store i128 %344, ptr %79, align 16
  call void @px(ptr noundef @.str.19, ptr noundef %79)
  %345 = load i128, ptr %68, align 16
  store i128 %345, ptr %80, align 16
  %346 = call <2 x i64> @shl(ptr noundef %80, i32 noundef 63)
  store <2 x i64> %346, ptr %81, align 16
  %347 = load i128, ptr %81, align 16
  store i128 %347, ptr %82, align 16
  call void @px(ptr noundef @.str.20, ptr noundef %82)
  %348 = load i128, ptr %68, align 16
  store i128 %348, ptr %83, align 16
  %349 = call <2 x i64> @ashr(ptr noundef %83, i32 noundef 127)
  store <2 x i64> %349, ptr %84, align 16
  %350 = load i128, ptr %84, align 16
  store i128 %350, ptr %85, align 16
  call void @px(ptr noundef @.str.21, ptr noundef %85)
  %351 = load i128, ptr %68, align 16
  store i128 %351, ptr %86, align 16
  %352 = call <2 x i64> @lshr(ptr noundef %86, i32 noundef 64)
  store <2 x i64> %352, ptr %87, align 16
  %353 = load i128, ptr %87, align 16
  store i128 %353, ptr %88, align 16
  call void @px(ptr noundef @.str.22, ptr noundef %88)
  %354 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  br label %355

355:                                              ; preds = %328
  %356 = load i32, ptr %67, align 4
  %357 = add nsw i32 %356, 1
  store i32 %357, ptr %67, align 4
  br label %324, !llvm.loop !13

358:                                              ; preds = %324
  store i128 -170141183460469231731687303715884105728, ptr %89, align 16
  call void @px(ptr noundef @.str.23, ptr noundef %89)
  store i128 170141183460469231731687303715884105727, ptr %90, align 16
  call void @px(ptr noundef @.str.24, ptr noundef %90)
  %359 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef 1)
  %360 = load i64, ptr %4, align 8
  %361 = load i32, ptr %3, align 4
  %362 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i64 noundef %360, i32 noundef %361)
  %363 = load i32, ptr %3, align 4
  %364 = icmp ne i32 %363, 0
  br i1 %364, label %365, label %366

365:                                              ; preds = %358
  br label %370

366:                                              ; preds = %358
  %367 = load i64, ptr %4, align 8
  %368 = urem i64 %367, 64
  %369 = trunc i64 %368 to i32
  br label %370

370:                                              ; preds = %366, %365
  %371 = phi i32 [ 100, %365 ], [ %369, %366 ]
  ret i32 %371
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init() #1 {
  %1 = alloca [18 x i128], align 16
  %2 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.init.v, i64 288, i1 false)
  store i32 0, ptr %2, align 4
  br label %3

3:                                                ; preds = %14, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 18
  br i1 %5, label %6, label %17

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [18 x i128], ptr %1, i64 0, i64 %8
  %10 = load i128, ptr %9, align 16
  %11 = load i32, ptr %2, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %12
  store volatile i128 %10, ptr %13, align 16
  br label %14

14:                                               ; preds = %6
  %15 = load i32, ptr %2, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %2, align 4
  br label %3, !llvm.loop !14

17:                                               ; preds = %3
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @uadd(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = load i128, ptr %0, align 16
  %7 = load i128, ptr %1, align 16
  store i128 %6, ptr %4, align 16
  store i128 %7, ptr %5, align 16
  %8 = load i128, ptr %4, align 16
  %9 = load i128, ptr %5, align 16
  %10 = add i128 %8, %9
  store i128 %10, ptr %3, align 16
  %11 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @usub(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = load i128, ptr %0, align 16
  %7 = load i128, ptr %1, align 16
  store i128 %6, ptr %4, align 16
  store i128 %7, ptr %5, align 16
  %8 = load i128, ptr %4, align 16
  %9 = load i128, ptr %5, align 16
  %10 = sub i128 %8, %9
  store i128 %10, ptr %3, align 16
  %11 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @umul(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = load i128, ptr %0, align 16
  %7 = load i128, ptr %1, align 16
  store i128 %6, ptr %4, align 16
  store i128 %7, ptr %5, align 16
  %8 = load i128, ptr %4, align 16
  %9 = load i128, ptr %5, align 16
  %10 = mul i128 %8, %9
  store i128 %10, ptr %3, align 16
  %11 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmps(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = load i128, ptr %0, align 16
  %6 = load i128, ptr %1, align 16
  store i128 %5, ptr %3, align 16
  store i128 %6, ptr %4, align 16
  %7 = load i128, ptr %3, align 16
  %8 = load i128, ptr %4, align 16
  %9 = icmp slt i128 %7, %8
  %10 = zext i1 %9 to i32
  %11 = load i128, ptr %3, align 16
  %12 = load i128, ptr %4, align 16
  %13 = icmp sle i128 %11, %12
  %14 = zext i1 %13 to i32
  %15 = shl i32 %14, 1
  %16 = or i32 %10, %15
  %17 = load i128, ptr %3, align 16
  %18 = load i128, ptr %4, align 16
  %19 = icmp sgt i128 %17, %18
  %20 = zext i1 %19 to i32
  %21 = shl i32 %20, 2
  %22 = or i32 %16, %21
  %23 = load i128, ptr %3, align 16
  %24 = load i128, ptr %4, align 16
  %25 = icmp sge i128 %23, %24
  %26 = zext i1 %25 to i32
  %27 = shl i32 %26, 3
  %28 = or i32 %22, %27
  %29 = load i128, ptr %3, align 16
  %30 = load i128, ptr %4, align 16
  %31 = icmp eq i128 %29, %30
  %32 = zext i1 %31 to i32
  %33 = shl i32 %32, 4
  %34 = or i32 %28, %33
  %35 = load i128, ptr %3, align 16
  %36 = load i128, ptr %4, align 16
  %37 = icmp ne i128 %35, %36
  %38 = zext i1 %37 to i32
  %39 = shl i32 %38, 5
  %40 = or i32 %34, %39
  ret i32 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmpu(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = load i128, ptr %0, align 16
  %6 = load i128, ptr %1, align 16
  store i128 %5, ptr %3, align 16
  store i128 %6, ptr %4, align 16
  %7 = load i128, ptr %3, align 16
  %8 = load i128, ptr %4, align 16
  %9 = icmp ult i128 %7, %8
  %10 = zext i1 %9 to i32
  %11 = load i128, ptr %3, align 16
  %12 = load i128, ptr %4, align 16
  %13 = icmp ule i128 %11, %12
  %14 = zext i1 %13 to i32
  %15 = shl i32 %14, 1
  %16 = or i32 %10, %15
  %17 = load i128, ptr %3, align 16
  %18 = load i128, ptr %4, align 16
  %19 = icmp ugt i128 %17, %18
  %20 = zext i1 %19 to i32
  %21 = shl i32 %20, 2
  %22 = or i32 %16, %21
  %23 = load i128, ptr %3, align 16
  %24 = load i128, ptr %4, align 16
  %25 = icmp uge i128 %23, %24
  %26 = zext i1 %25 to i32
  %27 = shl i32 %26, 3
  %28 = or i32 %22, %27
  ret i32 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(ptr noundef %0) #1 {
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
define internal i32 @printf(ptr noundef nonnull %0, ...) #1 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @udiv(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = load i128, ptr %0, align 16
  %7 = load i128, ptr %1, align 16
  store i128 %6, ptr %4, align 16
  store i128 %7, ptr %5, align 16
  %8 = load i128, ptr %4, align 16
  %9 = load i128, ptr %5, align 16
  %10 = udiv i128 %8, %9
  store i128 %10, ptr %3, align 16
  %11 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @urem(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = load i128, ptr %0, align 16
  %7 = load i128, ptr %1, align 16
  store i128 %6, ptr %4, align 16
  store i128 %7, ptr %5, align 16
  %8 = load i128, ptr %4, align 16
  %9 = load i128, ptr %5, align 16
  %10 = urem i128 %8, %9
  store i128 %10, ptr %3, align 16
  %11 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @px(ptr noundef %0, ptr noundef %1) #1 {
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
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, ptr noundef %6, i64 noundef %9, i64 noundef %11)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @sdiv(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = load i128, ptr %0, align 16
  %7 = load i128, ptr %1, align 16
  store i128 %6, ptr %4, align 16
  store i128 %7, ptr %5, align 16
  %8 = load i128, ptr %4, align 16
  %9 = load i128, ptr %5, align 16
  %10 = sdiv i128 %8, %9
  store i128 %10, ptr %3, align 16
  %11 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @srem(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = load i128, ptr %0, align 16
  %7 = load i128, ptr %1, align 16
  store i128 %6, ptr %4, align 16
  store i128 %7, ptr %5, align 16
  %8 = load i128, ptr %4, align 16
  %9 = load i128, ptr %5, align 16
  %10 = srem i128 %8, %9
  store i128 %10, ptr %3, align 16
  %11 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @shl(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  %6 = load i128, ptr %0, align 16
  store i128 %6, ptr %4, align 16
  store i32 %1, ptr %5, align 4
  %7 = load i128, ptr %4, align 16
  %8 = load i32, ptr %5, align 4
  %9 = zext i32 %8 to i128
  %10 = shl i128 %7, %9
  store i128 %10, ptr %3, align 16
  %11 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @lshr(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  %6 = load i128, ptr %0, align 16
  store i128 %6, ptr %4, align 16
  store i32 %1, ptr %5, align 4
  %7 = load i128, ptr %4, align 16
  %8 = load i32, ptr %5, align 4
  %9 = zext i32 %8 to i128
  %10 = lshr i128 %7, %9
  store i128 %10, ptr %3, align 16
  %11 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @ashr(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  %6 = load i128, ptr %0, align 16
  store i128 %6, ptr %4, align 16
  store i32 %1, ptr %5, align 4
  %7 = load i128, ptr %4, align 16
  %8 = load i32, ptr %5, align 4
  %9 = zext i32 %8 to i128
  %10 = ashr i128 %7, %9
  store i128 %10, ptr %3, align 16
  %11 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @udiv10(ptr noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = load i128, ptr %0, align 16
  store i128 %4, ptr %3, align 16
  %5 = load i128, ptr %3, align 16
  %6 = udiv i128 %5, 10
  store i128 %6, ptr %2, align 16
  %7 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @sdiv7(ptr noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = load i128, ptr %0, align 16
  store i128 %4, ptr %3, align 16
  %5 = load i128, ptr %3, align 16
  %6 = sdiv i128 %5, 7
  store i128 %6, ptr %2, align 16
  %7 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @srem7(ptr noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = load i128, ptr %0, align 16
  store i128 %4, ptr %3, align 16
  %5 = load i128, ptr %3, align 16
  %6 = srem i128 %5, 7
  store i128 %6, ptr %2, align 16
  %7 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %7
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
