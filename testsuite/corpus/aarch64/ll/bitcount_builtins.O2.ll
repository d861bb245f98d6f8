; ModuleID = 'programs/bitcount_builtins.c'
source_filename = "programs/bitcount_builtins.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"%016llx:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [33 x i8] c"u8 %3d clzg=%d pop=%d ctz16g=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"u128 #%d clz=%d ctz=%d pop=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"clrsb: %d %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"hash %016llx bad %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  br label %64

1:                                                ; preds = %301
  %2 = tail call fastcc i32 @clz8g(i8 noundef 0)
  %3 = tail call fastcc i32 @pop8g(i8 noundef 0)
  %4 = tail call fastcc i32 @ctz16g(i16 noundef 0)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef %2, i32 noundef %3, i32 noundef %4)
  %6 = tail call fastcc i32 @clz8g(i8 noundef 37)
  %7 = tail call fastcc i32 @pop8g(i8 noundef 37)
  %8 = tail call fastcc i32 @ctz16g(i16 noundef 592)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 37, i32 noundef %6, i32 noundef %7, i32 noundef %8)
  %10 = tail call fastcc i32 @clz8g(i8 noundef 74)
  %11 = tail call fastcc i32 @pop8g(i8 noundef 74)
  %12 = tail call fastcc i32 @ctz16g(i16 noundef 1184)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 74, i32 noundef %10, i32 noundef %11, i32 noundef %12)
  %14 = tail call fastcc i32 @clz8g(i8 noundef 111)
  %15 = tail call fastcc i32 @pop8g(i8 noundef 111)
  %16 = tail call fastcc i32 @ctz16g(i16 noundef 1776)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 111, i32 noundef %14, i32 noundef %15, i32 noundef %16)
  %18 = tail call fastcc i32 @clz8g(i8 noundef -108)
  %19 = tail call fastcc i32 @pop8g(i8 noundef -108)
  %20 = tail call fastcc i32 @ctz16g(i16 noundef 2368)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 148, i32 noundef %18, i32 noundef %19, i32 noundef %20)
  %22 = tail call fastcc i32 @clz8g(i8 noundef -71)
  %23 = tail call fastcc i32 @pop8g(i8 noundef -71)
  %24 = tail call fastcc i32 @ctz16g(i16 noundef 2960)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 185, i32 noundef %22, i32 noundef %23, i32 noundef %24)
  %26 = tail call fastcc i32 @clz8g(i8 noundef -34)
  %27 = tail call fastcc i32 @pop8g(i8 noundef -34)
  %28 = tail call fastcc i32 @ctz16g(i16 noundef 3552)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 222, i32 noundef %26, i32 noundef %27, i32 noundef %28)
  %30 = tail call fastcc i32 @clz128(i128 noundef 0)
  %31 = tail call fastcc i32 @ctz128(i128 noundef 0)
  %32 = tail call fastcc i32 @pop128(i128 noundef 0)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef %30, i32 noundef %31, i32 noundef %32)
  %34 = tail call fastcc i32 @clz128(i128 noundef 1)
  %35 = tail call fastcc i32 @ctz128(i128 noundef 1)
  %36 = tail call fastcc i32 @pop128(i128 noundef 1)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef %34, i32 noundef %35, i32 noundef %36)
  %38 = tail call fastcc i32 @clz128(i128 noundef 18446744073709551616)
  %39 = tail call fastcc i32 @ctz128(i128 noundef 18446744073709551616)
  %40 = tail call fastcc i32 @pop128(i128 noundef 18446744073709551616)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef %38, i32 noundef %39, i32 noundef %40)
  %42 = tail call fastcc i32 @clz128(i128 noundef -170141183460469231731687303715884105727)
  %43 = tail call fastcc i32 @ctz128(i128 noundef -170141183460469231731687303715884105727)
  %44 = tail call fastcc i32 @pop128(i128 noundef -170141183460469231731687303715884105727)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef %42, i32 noundef %43, i32 noundef %44)
  %46 = tail call fastcc i32 @clz128(i128 noundef -1)
  %47 = tail call fastcc i32 @ctz128(i128 noundef -1)
  %48 = tail call fastcc i32 @pop128(i128 noundef -1)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, i32 noundef %46, i32 noundef %47, i32 noundef %48)
  %50 = tail call fastcc i32 @clz128(i128 noundef 283341988972178712821760)
  %51 = tail call fastcc i32 @ctz128(i128 noundef 283341988972178712821760)
  %52 = tail call fastcc i32 @pop128(i128 noundef 283341988972178712821760)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 5, i32 noundef %50, i32 noundef %51, i32 noundef %52)
  %54 = tail call fastcc i32 @clrsb32(i32 noundef 0)
  %55 = tail call fastcc i32 @clrsb32(i32 noundef -1)
  %56 = tail call fastcc i32 @clrsb32(i32 noundef 1073741824)
  %57 = tail call fastcc i32 @clrsb64(i64 noundef -2)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %54, i32 noundef %55, i32 noundef %56, i32 noundef %57)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %282, i32 noundef %246)
  %60 = icmp eq i32 %246, 0
  %61 = trunc i64 %282 to i32
  %62 = and i32 %61, 127
  %63 = select i1 %60, i32 %62, i32 1
  ret i32 %63

64:                                               ; preds = %0, %301
  %65 = phi i64 [ 0, %0 ], [ %302, %301 ]
  %66 = phi i64 [ -7046029254386353131, %0 ], [ %95, %301 ]
  %67 = phi i64 [ 0, %0 ], [ %282, %301 ]
  %68 = phi i32 [ 0, %0 ], [ %246, %301 ]
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
  %84 = shl i64 %66, 13
  %85 = xor i64 %84, %66
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
  %95 = phi i64 [ %66, %70 ], [ %66, %74 ], [ %66, %79 ], [ %89, %83 ]
  %96 = phi i64 [ %71, %70 ], [ %76, %74 ], [ %82, %79 ], [ %93, %83 ]
  %97 = trunc i64 %96 to i32
  %98 = tail call fastcc i32 @pc32(i32 noundef %97)
  %99 = tail call fastcc i32 @pc64(i64 noundef %96)
  %100 = icmp eq i32 %97, 0
  br i1 %100, label %101, label %105

101:                                              ; preds = %94
  %102 = icmp eq i64 %96, 0
  br i1 %102, label %114, label %103

103:                                              ; preds = %101
  %104 = tail call fastcc i32 @clz64(i64 noundef %96)
  br label %109

105:                                              ; preds = %94
  %106 = tail call fastcc i32 @clz32(i32 noundef %97)
  %107 = tail call fastcc i32 @clz64(i64 noundef %96)
  %108 = tail call fastcc i32 @ctz32(i32 noundef %97)
  br label %109

109:                                              ; preds = %105, %103
  %110 = phi i32 [ -1, %103 ], [ %106, %105 ]
  %111 = phi i32 [ %104, %103 ], [ %107, %105 ]
  %112 = phi i32 [ -1, %103 ], [ %108, %105 ]
  %113 = tail call fastcc i32 @ctz64(i64 noundef %96)
  br label %114

114:                                              ; preds = %101, %109
  %115 = phi i32 [ %110, %109 ], [ -1, %101 ]
  %116 = phi i32 [ %111, %109 ], [ -1, %101 ]
  %117 = phi i32 [ %112, %109 ], [ -1, %101 ]
  %118 = phi i1 [ false, %109 ], [ true, %101 ]
  %119 = phi i32 [ %113, %109 ], [ -1, %101 ]
  %120 = tail call fastcc i32 @ffs32(i32 noundef %97)
  %121 = tail call fastcc i32 @ffs64(i64 noundef %96)
  %122 = tail call fastcc i32 @par32(i32 noundef %97)
  %123 = tail call fastcc i32 @par64(i64 noundef %96)
  %124 = tail call fastcc i32 @clrsb32(i32 noundef %97)
  %125 = tail call fastcc i32 @clrsb64(i64 noundef %96)
  %126 = and i64 %96, 4294967295
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
  br i1 %135, label %136, label %128, !llvm.loop !6

136:                                              ; preds = %128, %114
  %137 = phi i32 [ 0, %114 ], [ %133, %128 ]
  %138 = icmp eq i32 %98, %137
  br i1 %138, label %139, label %151

139:                                              ; preds = %136
  br i1 %118, label %148, label %140

140:                                              ; preds = %139, %140
  %141 = phi i32 [ %145, %140 ], [ 0, %139 ]
  %142 = phi i64 [ %146, %140 ], [ %96, %139 ]
  %143 = trunc i64 %142 to i32
  %144 = and i32 %143, 1
  %145 = add nuw nsw i32 %144, %141
  %146 = lshr i64 %142, 1
  %147 = icmp ult i64 %142, 2
  br i1 %147, label %148, label %140, !llvm.loop !6

148:                                              ; preds = %140, %139
  %149 = phi i32 [ 0, %139 ], [ %145, %140 ]
  %150 = icmp eq i32 %99, %149
  br i1 %150, label %153, label %151

151:                                              ; preds = %148, %136
  %152 = add nsw i32 %68, 1
  br label %153

153:                                              ; preds = %151, %148
  %154 = phi i32 [ %152, %151 ], [ %68, %148 ]
  br i1 %100, label %183, label %155

155:                                              ; preds = %153, %162
  %156 = phi i64 [ %158, %162 ], [ 32, %153 ]
  %157 = phi i32 [ %163, %162 ], [ 0, %153 ]
  %158 = add nsw i64 %156, -1
  %159 = shl nuw i64 1, %158
  %160 = and i64 %159, %126
  %161 = icmp eq i64 %160, 0
  br i1 %161, label %162, label %165

162:                                              ; preds = %155
  %163 = add nuw nsw i32 %157, 1
  %164 = icmp eq i32 %163, 32
  br i1 %164, label %165, label %155, !llvm.loop !8

165:                                              ; preds = %155, %162
  %166 = phi i32 [ 32, %162 ], [ %157, %155 ]
  %167 = icmp eq i32 %115, %166
  br i1 %167, label %168, label %181

168:                                              ; preds = %165, %173
  %169 = phi i64 [ %174, %173 ], [ 0, %165 ]
  %170 = shl nuw i64 1, %169
  %171 = and i64 %170, %126
  %172 = icmp eq i64 %171, 0
  br i1 %172, label %173, label %176

173:                                              ; preds = %168
  %174 = add nuw nsw i64 %169, 1
  %175 = icmp eq i64 %174, 32
  br i1 %175, label %178, label %168, !llvm.loop !9

176:                                              ; preds = %168
  %177 = trunc nuw nsw i64 %169 to i32
  br label %178

178:                                              ; preds = %173, %176
  %179 = phi i32 [ %177, %176 ], [ 32, %173 ]
  %180 = icmp eq i32 %117, %179
  br i1 %180, label %183, label %181

181:                                              ; preds = %178, %165
  %182 = add nsw i32 %154, 1
  br label %183

183:                                              ; preds = %181, %178, %153
  %184 = phi i32 [ %182, %181 ], [ %154, %178 ], [ %154, %153 ]
  br i1 %118, label %213, label %185

185:                                              ; preds = %183, %192
  %186 = phi i64 [ %188, %192 ], [ 64, %183 ]
  %187 = phi i32 [ %193, %192 ], [ 0, %183 ]
  %188 = add nsw i64 %186, -1
  %189 = shl nuw i64 1, %188
  %190 = and i64 %189, %96
  %191 = icmp eq i64 %190, 0
  br i1 %191, label %192, label %195

192:                                              ; preds = %185
  %193 = add nuw nsw i32 %187, 1
  %194 = icmp eq i32 %193, 64
  br i1 %194, label %195, label %185, !llvm.loop !8

195:                                              ; preds = %185, %192
  %196 = phi i32 [ 64, %192 ], [ %187, %185 ]
  %197 = icmp eq i32 %116, %196
  br i1 %197, label %198, label %211

198:                                              ; preds = %195, %203
  %199 = phi i64 [ %204, %203 ], [ 0, %195 ]
  %200 = shl nuw i64 1, %199
  %201 = and i64 %200, %96
  %202 = icmp eq i64 %201, 0
  br i1 %202, label %203, label %206

203:                                              ; preds = %198
  %204 = add nuw nsw i64 %199, 1
  %205 = icmp eq i64 %204, 64
  br i1 %205, label %208, label %198, !llvm.loop !9

206:                                              ; preds = %198
  %207 = trunc nuw nsw i64 %199 to i32
  br label %208

208:                                              ; preds = %203, %206
  %209 = phi i32 [ %207, %206 ], [ 64, %203 ]
  %210 = icmp eq i32 %119, %209
  br i1 %210, label %213, label %211

211:                                              ; preds = %208, %195
  %212 = add nsw i32 %184, 1
  br label %213

213:                                              ; preds = %211, %208, %183
  %214 = phi i32 [ %212, %211 ], [ %184, %208 ], [ %184, %183 ]
  br i1 %100, label %228, label %215

215:                                              ; preds = %213, %220
  %216 = phi i64 [ %221, %220 ], [ 0, %213 ]
  %217 = shl nuw i64 1, %216
  %218 = and i64 %217, %126
  %219 = icmp eq i64 %218, 0
  br i1 %219, label %220, label %223

220:                                              ; preds = %215
  %221 = add nuw nsw i64 %216, 1
  %222 = icmp eq i64 %221, 32
  br i1 %222, label %225, label %215, !llvm.loop !9

223:                                              ; preds = %215
  %224 = trunc nuw nsw i64 %216 to i32
  br label %225

225:                                              ; preds = %220, %223
  %226 = phi i32 [ %224, %223 ], [ 32, %220 ]
  %227 = add nsw i32 %226, 1
  br label %228

228:                                              ; preds = %213, %225
  %229 = phi i32 [ %227, %225 ], [ 0, %213 ]
  %230 = icmp eq i32 %120, %229
  br i1 %230, label %231, label %243

231:                                              ; preds = %228
  br i1 %127, label %239, label %232

232:                                              ; preds = %231, %232
  %233 = phi i32 [ %236, %232 ], [ 0, %231 ]
  %234 = phi i64 [ %237, %232 ], [ %126, %231 ]
  %235 = trunc nuw i64 %234 to i32
  %236 = add i32 %233, %235
  %237 = lshr i64 %234, 1
  %238 = icmp ult i64 %234, 2
  br i1 %238, label %239, label %232, !llvm.loop !6

239:                                              ; preds = %232, %231
  %240 = phi i32 [ 0, %231 ], [ %236, %232 ]
  %241 = and i32 %240, 1
  %242 = icmp eq i32 %122, %241
  br i1 %242, label %245, label %243

243:                                              ; preds = %239, %228
  %244 = add nsw i32 %214, 1
  br label %245

245:                                              ; preds = %243, %239
  %246 = phi i32 [ %244, %243 ], [ %214, %239 ]
  %247 = mul i64 %67, 131
  %248 = zext nneg i32 %98 to i64
  %249 = add i64 %247, %248
  %250 = mul i64 %249, 131
  %251 = zext nneg i32 %99 to i64
  %252 = add i64 %250, %251
  %253 = mul i64 %252, 131
  %254 = zext i32 %115 to i64
  %255 = add i64 %253, %254
  %256 = mul i64 %255, 131
  %257 = zext i32 %116 to i64
  %258 = add i64 %256, %257
  %259 = mul i64 %258, 131
  %260 = zext i32 %117 to i64
  %261 = add i64 %259, %260
  %262 = mul i64 %261, 131
  %263 = zext i32 %119 to i64
  %264 = add i64 %262, %263
  %265 = mul i64 %264, 131
  %266 = zext nneg i32 %120 to i64
  %267 = add i64 %265, %266
  %268 = mul i64 %267, 131
  %269 = zext nneg i32 %121 to i64
  %270 = add i64 %268, %269
  %271 = mul i64 %270, 131
  %272 = zext nneg i32 %122 to i64
  %273 = add i64 %271, %272
  %274 = mul i64 %273, 131
  %275 = zext nneg i32 %123 to i64
  %276 = add i64 %274, %275
  %277 = mul i64 %276, 131
  %278 = zext i32 %124 to i64
  %279 = add i64 %277, %278
  %280 = mul i64 %279, 131
  %281 = zext i32 %125 to i64
  %282 = add i64 %280, %281
  %283 = trunc nuw nsw i64 %65 to i32
  %284 = urem i32 %283, 25
  %285 = icmp eq i32 %284, 0
  br i1 %285, label %286, label %301

286:                                              ; preds = %245
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %96)
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %98)
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %99)
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %115)
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %116)
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %117)
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %119)
  %294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %120)
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %121)
  %296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %122)
  %297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %123)
  %298 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %124)
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %125)
  %300 = tail call i32 @putchar(i32 10)
  br label %301

301:                                              ; preds = %286, %245
  %302 = add nuw nsw i64 %65, 1
  %303 = icmp eq i64 %302, 300
  br i1 %303, label %1, label %64, !llvm.loop !10
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
  %2 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %0, i1 false)
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 64) i32 @clz64(i64 noundef %0) unnamed_addr #1 {
  %2 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %0, i1 false)
  %3 = trunc nuw nsw i64 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 32) i32 @ctz32(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %0, i1 false)
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 64) i32 @ctz64(i64 noundef %0) unnamed_addr #1 {
  %2 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %0, i1 false)
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
define internal fastcc range(i32 0, 9) i32 @clz8g(i8 noundef %0) unnamed_addr #1 {
  %2 = tail call range(i8 0, 9) i8 @llvm.ctlz.i8(i8 %0, i1 false)
  %3 = zext nneg i8 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 9) i32 @pop8g(i8 noundef %0) unnamed_addr #1 {
  %2 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %0)
  %3 = zext nneg i8 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 16) i32 @ctz16g(i16 noundef %0) unnamed_addr #1 {
  %2 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %0, i1 true)
  %3 = zext nneg i16 %2 to i32
  %4 = icmp eq i16 %0, 0
  %5 = select i1 %4, i32 -1, i32 %3
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 129) i32 @clz128(i128 noundef %0) unnamed_addr #1 {
  %2 = tail call range(i128 0, 129) i128 @llvm.ctlz.i128(i128 %0, i1 false)
  %3 = trunc nuw nsw i128 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 129) i32 @ctz128(i128 noundef %0) unnamed_addr #1 {
  %2 = tail call range(i128 0, 129) i128 @llvm.cttz.i128(i128 %0, i1 false)
  %3 = trunc nuw nsw i128 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 129) i32 @pop128(i128 noundef %0) unnamed_addr #1 {
  %2 = tail call range(i128 0, 129) i128 @llvm.ctpop.i128(i128 %0)
  %3 = trunc nuw nsw i128 %2 to i32
  ret i32 %3
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind }

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
