; ModuleID = 'programs/bitcount_builtins.c'
source_filename = "programs/bitcount_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"%016llx:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [33 x i8] c"u8 %3d clzg=%d pop=%d ctz16g=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"u128 #%d clz=%d ctz=%d pop=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"clrsb: %d %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"hash %016llx bad %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  br label %64

1:                                                ; preds = %400
  %2 = tail call fastcc i32 @clz8g(i8 noundef zeroext 0)
  %3 = tail call fastcc i32 @pop8g(i8 noundef zeroext 0)
  %4 = tail call fastcc i32 @ctz16g(i16 noundef zeroext 0)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef %2, i32 noundef %3, i32 noundef %4)
  %6 = tail call fastcc i32 @clz8g(i8 noundef zeroext 37)
  %7 = tail call fastcc i32 @pop8g(i8 noundef zeroext 37)
  %8 = tail call fastcc i32 @ctz16g(i16 noundef zeroext 592)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 37, i32 noundef %6, i32 noundef %7, i32 noundef %8)
  %10 = tail call fastcc i32 @clz8g(i8 noundef zeroext 74)
  %11 = tail call fastcc i32 @pop8g(i8 noundef zeroext 74)
  %12 = tail call fastcc i32 @ctz16g(i16 noundef zeroext 1184)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 74, i32 noundef %10, i32 noundef %11, i32 noundef %12)
  %14 = tail call fastcc i32 @clz8g(i8 noundef zeroext 111)
  %15 = tail call fastcc i32 @pop8g(i8 noundef zeroext 111)
  %16 = tail call fastcc i32 @ctz16g(i16 noundef zeroext 1776)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 111, i32 noundef %14, i32 noundef %15, i32 noundef %16)
  %18 = tail call fastcc i32 @clz8g(i8 noundef zeroext -108)
  %19 = tail call fastcc i32 @pop8g(i8 noundef zeroext -108)
  %20 = tail call fastcc i32 @ctz16g(i16 noundef zeroext 2368)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 148, i32 noundef %18, i32 noundef %19, i32 noundef %20)
  %22 = tail call fastcc i32 @clz8g(i8 noundef zeroext -71)
  %23 = tail call fastcc i32 @pop8g(i8 noundef zeroext -71)
  %24 = tail call fastcc i32 @ctz16g(i16 noundef zeroext 2960)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 185, i32 noundef %22, i32 noundef %23, i32 noundef %24)
  %26 = tail call fastcc i32 @clz8g(i8 noundef zeroext -34)
  %27 = tail call fastcc i32 @pop8g(i8 noundef zeroext -34)
  %28 = tail call fastcc i32 @ctz16g(i16 noundef zeroext 3552)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 222, i32 noundef %26, i32 noundef %27, i32 noundef %28)
  %30 = tail call fastcc i32 @clz128(i64 noundef 0, i64 noundef 0)
  %31 = tail call fastcc i32 @ctz128(i64 noundef 0, i64 noundef 0)
  %32 = tail call fastcc i32 @pop128(i64 noundef 0, i64 noundef 0)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef %30, i32 noundef %31, i32 noundef %32)
  %34 = tail call fastcc i32 @clz128(i64 noundef 1, i64 noundef 0)
  %35 = tail call fastcc i32 @ctz128(i64 noundef 1, i64 noundef 0)
  %36 = tail call fastcc i32 @pop128(i64 noundef 1, i64 noundef 0)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef %34, i32 noundef %35, i32 noundef %36)
  %38 = tail call fastcc i32 @clz128(i64 noundef 0, i64 noundef 1)
  %39 = tail call fastcc i32 @ctz128(i64 noundef 0, i64 noundef 1)
  %40 = tail call fastcc i32 @pop128(i64 noundef 0, i64 noundef 1)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef %38, i32 noundef %39, i32 noundef %40)
  %42 = tail call fastcc i32 @clz128(i64 noundef 1, i64 noundef -9223372036854775808)
  %43 = tail call fastcc i32 @ctz128(i64 noundef 1, i64 noundef -9223372036854775808)
  %44 = tail call fastcc i32 @pop128(i64 noundef 1, i64 noundef -9223372036854775808)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef %42, i32 noundef %43, i32 noundef %44)
  %46 = tail call fastcc i32 @clz128(i64 noundef -1, i64 noundef -1)
  %47 = tail call fastcc i32 @ctz128(i64 noundef -1, i64 noundef -1)
  %48 = tail call fastcc i32 @pop128(i64 noundef -1, i64 noundef -1)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, i32 noundef %46, i32 noundef %47, i32 noundef %48)
  %50 = tail call fastcc i32 @clz128(i64 noundef 0, i64 noundef 15360)
  %51 = tail call fastcc i32 @ctz128(i64 noundef 0, i64 noundef 15360)
  %52 = tail call fastcc i32 @pop128(i64 noundef 0, i64 noundef 15360)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 5, i32 noundef %50, i32 noundef %51, i32 noundef %52)
  %54 = tail call fastcc i32 @clrsb32(i32 noundef 0)
  %55 = tail call fastcc i32 @clrsb32(i32 noundef -1)
  %56 = tail call fastcc i32 @clrsb32(i32 noundef 1073741824)
  %57 = tail call fastcc i32 @clrsb64(i64 noundef -2)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %54, i32 noundef %55, i32 noundef %56, i32 noundef %57)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %381, i32 noundef %345)
  %60 = icmp eq i32 %345, 0
  %61 = trunc i64 %381 to i32
  %62 = and i32 %61, 127
  %63 = select i1 %60, i32 %62, i32 1
  ret i32 %63

64:                                               ; preds = %0, %400
  %65 = phi i64 [ 0, %0 ], [ %401, %400 ]
  %66 = phi i32 [ 0, %0 ], [ %345, %400 ]
  %67 = phi i64 [ 0, %0 ], [ %381, %400 ]
  %68 = phi i64 [ -7046029254386353131, %0 ], [ %96, %400 ]
  %69 = icmp ult i64 %65, 64
  br i1 %69, label %70, label %72

70:                                               ; preds = %64
  %71 = shl nuw i64 1, %65
  br label %94

72:                                               ; preds = %64
  %73 = icmp ult i64 %65, 128
  br i1 %73, label %74, label %77

74:                                               ; preds = %72
  %75 = add nsw i64 %65, -64
  %76 = lshr i64 -1, %75
  br label %94

77:                                               ; preds = %72
  %78 = icmp ult i64 %65, 192
  br i1 %78, label %79, label %83

79:                                               ; preds = %77
  %80 = add nsw i64 %65, -128
  %81 = shl nsw i64 -1, %80
  %82 = xor i64 %81, 5
  br label %94

83:                                               ; preds = %77
  %84 = shl i64 %68, 13
  %85 = xor i64 %84, %68
  %86 = lshr i64 %85, 7
  %87 = xor i64 %86, %85
  %88 = shl i64 %87, 17
  %89 = xor i64 %88, %87
  %90 = trunc i64 %65 to i16
  %91 = urem i16 %90, 50
  %92 = zext nneg i16 %91 to i64
  %93 = lshr i64 %89, %92
  br label %94

94:                                               ; preds = %74, %83, %79, %70
  %95 = phi i64 [ %71, %70 ], [ %76, %74 ], [ %82, %79 ], [ %93, %83 ]
  %96 = phi i64 [ %68, %70 ], [ %68, %74 ], [ %68, %79 ], [ %89, %83 ]
  %97 = trunc i64 %95 to i32
  %98 = tail call fastcc i32 @pc32(i32 noundef %97)
  %99 = tail call fastcc i32 @pc64(i64 noundef %95)
  %100 = icmp eq i32 %97, 0
  br i1 %100, label %101, label %105

101:                                              ; preds = %94
  %102 = icmp eq i64 %95, 0
  br i1 %102, label %114, label %103

103:                                              ; preds = %101
  %104 = tail call fastcc i32 @clz64(i64 noundef %95)
  br label %109

105:                                              ; preds = %94
  %106 = tail call fastcc i32 @clz32(i32 noundef %97)
  %107 = tail call fastcc i32 @clz64(i64 noundef %95)
  %108 = tail call fastcc i32 @ctz32(i32 noundef %97)
  br label %109

109:                                              ; preds = %105, %103
  %110 = phi i32 [ -1, %103 ], [ %106, %105 ]
  %111 = phi i32 [ %104, %103 ], [ %107, %105 ]
  %112 = phi i32 [ -1, %103 ], [ %108, %105 ]
  %113 = tail call fastcc i32 @ctz64(i64 noundef %95)
  br label %114

114:                                              ; preds = %101, %109
  %115 = phi i32 [ %110, %109 ], [ -1, %101 ]
  %116 = phi i32 [ %111, %109 ], [ -1, %101 ]
  %117 = phi i32 [ %112, %109 ], [ -1, %101 ]
  %118 = phi i1 [ false, %109 ], [ true, %101 ]
  %119 = phi i32 [ %113, %109 ], [ -1, %101 ]
  %120 = tail call fastcc i32 @ffs32(i32 noundef %97)
  %121 = tail call fastcc i32 @ffs64(i64 noundef %95)
  %122 = tail call fastcc i32 @par32(i32 noundef %97)
  %123 = tail call fastcc i32 @par64(i64 noundef %95)
  %124 = tail call fastcc i32 @clrsb32(i32 noundef %97)
  %125 = tail call fastcc i32 @clrsb64(i64 noundef %95)
  %126 = and i64 %95, 4294967295
  %127 = icmp eq i64 %126, 0
  br i1 %127, label %136, label %128

128:                                              ; preds = %114, %128
  %129 = phi i32 [ %133, %128 ], [ 0, %114 ]
  %130 = phi i64 [ %134, %128 ], [ %126, %114 ]
  %131 = trunc nuw i64 %130 to i32
  %132 = and i32 %131, 1
  %133 = add nuw nsw i32 %132, %129
  %134 = lshr i64 %130, 1
  %135 = icmp ult i64 %130, 2
  br i1 %135, label %136, label %128, !llvm.loop !5

136:                                              ; preds = %128, %114
  %137 = phi i32 [ 0, %114 ], [ %133, %128 ]
  %138 = icmp eq i32 %98, %137
  br i1 %138, label %139, label %151

139:                                              ; preds = %136
  br i1 %118, label %148, label %140

140:                                              ; preds = %139, %140
  %141 = phi i32 [ %145, %140 ], [ 0, %139 ]
  %142 = phi i64 [ %146, %140 ], [ %95, %139 ]
  %143 = trunc i64 %142 to i32
  %144 = and i32 %143, 1
  %145 = add nuw nsw i32 %144, %141
  %146 = lshr i64 %142, 1
  %147 = icmp ult i64 %142, 2
  br i1 %147, label %148, label %140, !llvm.loop !5

148:                                              ; preds = %140, %139
  %149 = phi i32 [ 0, %139 ], [ %145, %140 ]
  %150 = icmp eq i32 %99, %149
  br i1 %150, label %153, label %151

151:                                              ; preds = %148, %136
  %152 = add nsw i32 %66, 1
  br label %153

153:                                              ; preds = %151, %148
  %154 = phi i32 [ %152, %151 ], [ %66, %148 ]
  br i1 %100, label %223, label %155

155:                                              ; preds = %153, %177
  %156 = phi i64 [ %173, %177 ], [ 32, %153 ]
  %157 = phi i32 [ %178, %177 ], [ 0, %153 ]
  %158 = add nsw i64 %156, -1
  %159 = shl nuw i64 1, %158
  %160 = and i64 %159, %126
  %161 = icmp eq i64 %160, 0
  br i1 %161, label %162, label %186

162:                                              ; preds = %155
  %163 = add nsw i64 %156, -2
  %164 = shl nuw i64 1, %163
  %165 = and i64 %164, %126
  %166 = icmp eq i64 %165, 0
  br i1 %166, label %167, label %184

167:                                              ; preds = %162
  %168 = add nsw i64 %156, -3
  %169 = shl nuw i64 1, %168
  %170 = and i64 %169, %126
  %171 = icmp eq i64 %170, 0
  br i1 %171, label %172, label %182

172:                                              ; preds = %167
  %173 = add nsw i64 %156, -4
  %174 = shl nuw i64 1, %173
  %175 = and i64 %174, %126
  %176 = icmp eq i64 %175, 0
  br i1 %176, label %177, label %180

177:                                              ; preds = %172
  %178 = add nuw nsw i32 %157, 4
  %179 = icmp eq i32 %178, 32
  br i1 %179, label %186, label %155, !llvm.loop !7

180:                                              ; preds = %172
  %181 = or disjoint i32 %157, 3
  br label %186

182:                                              ; preds = %167
  %183 = or disjoint i32 %157, 2
  br label %186

184:                                              ; preds = %162
  %185 = or disjoint i32 %157, 1
  br label %186

186:                                              ; preds = %155, %177, %184, %182, %180
  %187 = phi i32 [ %181, %180 ], [ %183, %182 ], [ %185, %184 ], [ 32, %177 ], [ %157, %155 ]
  %188 = icmp eq i32 %115, %187
  br i1 %188, label %189, label %221

189:                                              ; preds = %186, %206
  %190 = phi i64 [ %207, %206 ], [ 0, %186 ]
  %191 = shl nuw i64 1, %190
  %192 = and i64 %191, %126
  %193 = icmp eq i64 %192, 0
  br i1 %193, label %194, label %215

194:                                              ; preds = %189
  %195 = shl nuw i64 2, %190
  %196 = and i64 %195, %126
  %197 = icmp eq i64 %196, 0
  br i1 %197, label %198, label %213

198:                                              ; preds = %194
  %199 = shl nuw i64 4, %190
  %200 = and i64 %199, %126
  %201 = icmp eq i64 %200, 0
  br i1 %201, label %202, label %211

202:                                              ; preds = %198
  %203 = shl nuw i64 8, %190
  %204 = and i64 %203, %126
  %205 = icmp eq i64 %204, 0
  br i1 %205, label %206, label %209

206:                                              ; preds = %202
  %207 = add nuw nsw i64 %190, 4
  %208 = icmp eq i64 %207, 32
  br i1 %208, label %218, label %189, !llvm.loop !8

209:                                              ; preds = %202
  %210 = or disjoint i64 %190, 3
  br label %215

211:                                              ; preds = %198
  %212 = or disjoint i64 %190, 2
  br label %215

213:                                              ; preds = %194
  %214 = or disjoint i64 %190, 1
  br label %215

215:                                              ; preds = %189, %213, %211, %209
  %216 = phi i64 [ %210, %209 ], [ %212, %211 ], [ %214, %213 ], [ %190, %189 ]
  %217 = trunc nuw nsw i64 %216 to i32
  br label %218

218:                                              ; preds = %206, %215
  %219 = phi i32 [ %217, %215 ], [ 32, %206 ]
  %220 = icmp eq i32 %117, %219
  br i1 %220, label %223, label %221

221:                                              ; preds = %218, %186
  %222 = add nsw i32 %154, 1
  br label %223

223:                                              ; preds = %221, %218, %153
  %224 = phi i32 [ %222, %221 ], [ %154, %218 ], [ %154, %153 ]
  br i1 %118, label %293, label %225

225:                                              ; preds = %223, %247
  %226 = phi i64 [ %243, %247 ], [ 64, %223 ]
  %227 = phi i32 [ %248, %247 ], [ 0, %223 ]
  %228 = add nsw i64 %226, -1
  %229 = shl nuw i64 1, %228
  %230 = and i64 %229, %95
  %231 = icmp eq i64 %230, 0
  br i1 %231, label %232, label %256

232:                                              ; preds = %225
  %233 = add nsw i64 %226, -2
  %234 = shl nuw i64 1, %233
  %235 = and i64 %234, %95
  %236 = icmp eq i64 %235, 0
  br i1 %236, label %237, label %254

237:                                              ; preds = %232
  %238 = add nsw i64 %226, -3
  %239 = shl nuw i64 1, %238
  %240 = and i64 %239, %95
  %241 = icmp eq i64 %240, 0
  br i1 %241, label %242, label %252

242:                                              ; preds = %237
  %243 = add nsw i64 %226, -4
  %244 = shl nuw i64 1, %243
  %245 = and i64 %244, %95
  %246 = icmp eq i64 %245, 0
  br i1 %246, label %247, label %250

247:                                              ; preds = %242
  %248 = add nuw nsw i32 %227, 4
  %249 = icmp eq i32 %248, 64
  br i1 %249, label %256, label %225, !llvm.loop !7

250:                                              ; preds = %242
  %251 = or disjoint i32 %227, 3
  br label %256

252:                                              ; preds = %237
  %253 = or disjoint i32 %227, 2
  br label %256

254:                                              ; preds = %232
  %255 = or disjoint i32 %227, 1
  br label %256

256:                                              ; preds = %225, %247, %254, %252, %250
  %257 = phi i32 [ %251, %250 ], [ %253, %252 ], [ %255, %254 ], [ 64, %247 ], [ %227, %225 ]
  %258 = icmp eq i32 %116, %257
  br i1 %258, label %259, label %291

259:                                              ; preds = %256, %276
  %260 = phi i64 [ %277, %276 ], [ 0, %256 ]
  %261 = shl nuw i64 1, %260
  %262 = and i64 %261, %95
  %263 = icmp eq i64 %262, 0
  br i1 %263, label %264, label %285

264:                                              ; preds = %259
  %265 = shl nuw i64 2, %260
  %266 = and i64 %265, %95
  %267 = icmp eq i64 %266, 0
  br i1 %267, label %268, label %283

268:                                              ; preds = %264
  %269 = shl nuw i64 4, %260
  %270 = and i64 %269, %95
  %271 = icmp eq i64 %270, 0
  br i1 %271, label %272, label %281

272:                                              ; preds = %268
  %273 = shl nuw i64 8, %260
  %274 = and i64 %273, %95
  %275 = icmp eq i64 %274, 0
  br i1 %275, label %276, label %279

276:                                              ; preds = %272
  %277 = add nuw nsw i64 %260, 4
  %278 = icmp eq i64 %277, 64
  br i1 %278, label %288, label %259, !llvm.loop !8

279:                                              ; preds = %272
  %280 = or disjoint i64 %260, 3
  br label %285

281:                                              ; preds = %268
  %282 = or disjoint i64 %260, 2
  br label %285

283:                                              ; preds = %264
  %284 = or disjoint i64 %260, 1
  br label %285

285:                                              ; preds = %259, %283, %281, %279
  %286 = phi i64 [ %280, %279 ], [ %282, %281 ], [ %284, %283 ], [ %260, %259 ]
  %287 = trunc nuw nsw i64 %286 to i32
  br label %288

288:                                              ; preds = %276, %285
  %289 = phi i32 [ %287, %285 ], [ 64, %276 ]
  %290 = icmp eq i32 %119, %289
  br i1 %290, label %293, label %291

291:                                              ; preds = %288, %256
  %292 = add nsw i32 %224, 1
  br label %293

293:                                              ; preds = %291, %288, %223
  %294 = phi i32 [ %292, %291 ], [ %224, %288 ], [ %224, %223 ]
  br i1 %100, label %327, label %295

295:                                              ; preds = %293, %312
  %296 = phi i64 [ %313, %312 ], [ 0, %293 ]
  %297 = shl nuw i64 1, %296
  %298 = and i64 %297, %126
  %299 = icmp eq i64 %298, 0
  br i1 %299, label %300, label %321

300:                                              ; preds = %295
  %301 = shl nuw i64 2, %296
  %302 = and i64 %301, %126
  %303 = icmp eq i64 %302, 0
  br i1 %303, label %304, label %319

304:                                              ; preds = %300
  %305 = shl nuw i64 4, %296
  %306 = and i64 %305, %126
  %307 = icmp eq i64 %306, 0
  br i1 %307, label %308, label %317

308:                                              ; preds = %304
  %309 = shl nuw i64 8, %296
  %310 = and i64 %309, %126
  %311 = icmp eq i64 %310, 0
  br i1 %311, label %312, label %315

312:                                              ; preds = %308
  %313 = add nuw nsw i64 %296, 4
  %314 = icmp eq i64 %313, 32
  br i1 %314, label %324, label %295, !llvm.loop !8

315:                                              ; preds = %308
  %316 = or disjoint i64 %296, 3
  br label %321

317:                                              ; preds = %304
  %318 = or disjoint i64 %296, 2
  br label %321

319:                                              ; preds = %300
  %320 = or disjoint i64 %296, 1
  br label %321

321:                                              ; preds = %295, %319, %317, %315
  %322 = phi i64 [ %316, %315 ], [ %318, %317 ], [ %320, %319 ], [ %296, %295 ]
  %323 = trunc nuw nsw i64 %322 to i32
  br label %324

324:                                              ; preds = %312, %321
  %325 = phi i32 [ %323, %321 ], [ 32, %312 ]
  %326 = add nsw i32 %325, 1
  br label %327

327:                                              ; preds = %293, %324
  %328 = phi i32 [ %326, %324 ], [ 0, %293 ]
  %329 = icmp eq i32 %120, %328
  br i1 %329, label %330, label %342

330:                                              ; preds = %327
  br i1 %127, label %338, label %331

331:                                              ; preds = %330, %331
  %332 = phi i32 [ %335, %331 ], [ 0, %330 ]
  %333 = phi i64 [ %336, %331 ], [ %126, %330 ]
  %334 = trunc nuw i64 %333 to i32
  %335 = add i32 %332, %334
  %336 = lshr i64 %333, 1
  %337 = icmp ult i64 %333, 2
  br i1 %337, label %338, label %331, !llvm.loop !5

338:                                              ; preds = %331, %330
  %339 = phi i32 [ 0, %330 ], [ %335, %331 ]
  %340 = and i32 %339, 1
  %341 = icmp eq i32 %122, %340
  br i1 %341, label %344, label %342

342:                                              ; preds = %338, %327
  %343 = add nsw i32 %294, 1
  br label %344

344:                                              ; preds = %342, %338
  %345 = phi i32 [ %343, %342 ], [ %294, %338 ]
  %346 = mul i64 %67, 131
  %347 = zext nneg i32 %98 to i64
  %348 = add i64 %346, %347
  %349 = mul i64 %348, 131
  %350 = zext nneg i32 %99 to i64
  %351 = add i64 %349, %350
  %352 = mul i64 %351, 131
  %353 = zext i32 %115 to i64
  %354 = add i64 %352, %353
  %355 = mul i64 %354, 131
  %356 = zext i32 %116 to i64
  %357 = add i64 %355, %356
  %358 = mul i64 %357, 131
  %359 = zext i32 %117 to i64
  %360 = add i64 %358, %359
  %361 = mul i64 %360, 131
  %362 = zext i32 %119 to i64
  %363 = add i64 %361, %362
  %364 = mul i64 %363, 131
  %365 = zext nneg i32 %120 to i64
  %366 = add i64 %364, %365
  %367 = mul i64 %366, 131
  %368 = zext nneg i32 %121 to i64
  %369 = add i64 %367, %368
  %370 = mul i64 %369, 131
  %371 = zext nneg i32 %122 to i64
  %372 = add i64 %370, %371
  %373 = mul i64 %372, 131
  %374 = zext nneg i32 %123 to i64
  %375 = add i64 %373, %374
  %376 = mul i64 %375, 131
  %377 = zext i32 %124 to i64
  %378 = add i64 %376, %377
  %379 = mul i64 %378, 131
  %380 = zext i32 %125 to i64
  %381 = add i64 %379, %380
  %382 = trunc nuw nsw i64 %65 to i32
  %383 = urem i32 %382, 25
  %384 = icmp eq i32 %383, 0
  br i1 %384, label %385, label %400

385:                                              ; preds = %344
  %386 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %95)
  %387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %98)
  %388 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %99)
  %389 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %115)
  %390 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %116)
  %391 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %117)
  %392 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %119)
  %393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %120)
  %394 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %121)
  %395 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %122)
  %396 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %123)
  %397 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %124)
  %398 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %125)
  %399 = tail call i32 @putchar(i32 10)
  br label %400

400:                                              ; preds = %385, %344
  %401 = add nuw nsw i64 %65, 1
  %402 = icmp eq i64 %401, 300
  br i1 %402, label %1, label %64, !llvm.loop !9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 33) i32 @pc32(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %0)
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 65) i32 @pc64(i64 noundef %0) unnamed_addr #1 {
  %2 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %0)
  %3 = trunc nuw nsw i64 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 32) i32 @clz32(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %0, i1 true)
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 64) i32 @clz64(i64 noundef %0) unnamed_addr #1 {
  %2 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %0, i1 true)
  %3 = trunc nuw nsw i64 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 32) i32 @ctz32(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %0, i1 true)
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 64) i32 @ctz64(i64 noundef %0) unnamed_addr #1 {
  %2 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %0, i1 true)
  %3 = trunc nuw nsw i64 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 33) i32 @ffs32(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %0, i1 true)
  %3 = add nuw nsw i32 %2, 1
  %4 = icmp eq i32 %0, 0
  %5 = select i1 %4, i32 0, i32 %3
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 65) i32 @ffs64(i64 noundef %0) unnamed_addr #1 {
  %2 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %0, i1 true)
  %3 = icmp eq i64 %0, 0
  %4 = trunc nuw nsw i64 %2 to i32
  %5 = add nuw nsw i32 %4, 1
  %6 = select i1 %3, i32 0, i32 %5
  ret i32 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @par32(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %0)
  %3 = and i32 %2, 1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @par64(i64 noundef %0) unnamed_addr #1 {
  %2 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %0)
  %3 = trunc nuw nsw i64 %2 to i32
  %4 = and i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 32) i32 @clrsb32(i32 noundef %0) unnamed_addr #1 {
  %2 = ashr i32 %0, 31
  %3 = xor i32 %2, %0
  %4 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %3, i1 false)
  %5 = add nsw i32 %4, -1
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 64) i32 @clrsb64(i64 noundef %0) unnamed_addr #1 {
  %2 = ashr i64 %0, 63
  %3 = xor i64 %2, %0
  %4 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %3, i1 false)
  %5 = trunc nuw nsw i64 %4 to i32
  %6 = add nsw i32 %5, -1
  ret i32 %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 9) i32 @clz8g(i8 noundef zeroext %0) unnamed_addr #1 {
  %2 = tail call range(i8 0, 9) i8 @llvm.ctlz.i8(i8 %0, i1 false)
  %3 = zext nneg i8 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 9) i32 @pop8g(i8 noundef zeroext %0) unnamed_addr #1 {
  %2 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %0)
  %3 = zext nneg i8 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 16) i32 @ctz16g(i16 noundef zeroext %0) unnamed_addr #1 {
  %2 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %0, i1 true)
  %3 = zext nneg i16 %2 to i32
  %4 = icmp eq i16 %0, 0
  %5 = select i1 %4, i32 -1, i32 %3
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 129) i32 @clz128(i64 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
  %7 = tail call range(i128 0, 129) i128 @llvm.ctlz.i128(i128 %6, i1 false)
  %8 = trunc nuw nsw i128 %7 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 129) i32 @ctz128(i64 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
  %7 = tail call range(i128 0, 129) i128 @llvm.cttz.i128(i128 %6, i1 false)
  %8 = trunc nuw nsw i128 %7 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 129) i32 @pop128(i64 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
  %7 = tail call range(i128 0, 129) i128 @llvm.ctpop.i128(i128 %6)
  %8 = trunc nuw nsw i128 %7 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctlz.i8(i8, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctpop.i8(i8) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.cttz.i16(i16, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.ctlz.i128(i128, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.cttz.i128(i128, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.ctpop.i128(i128) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
