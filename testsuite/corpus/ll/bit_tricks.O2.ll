; ModuleID = 'programs/bit_tricks.c'
source_filename = "programs/bit_tricks.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"bad=%d h=%016llx\0A\00", align 1
@__const.main.tests = private unnamed_addr constant [8 x i32] [i32 0, i32 1, i32 2, i32 3, i32 -2147483648, i32 -1, i32 305419896, i32 15728640], align 16
@.str.1 = private unnamed_addr constant [88 x i8] c"%08x pop=%d par=%d clz=%d ctz=%d bswap=%08x rev=%08x np2=%u ffs=%d clrsb=%d rotl7=%08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"sign(%d)=%d abs=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"pop128=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  br label %7

1:                                                ; preds = %223
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %229, i64 noundef %241)
  %3 = tail call fastcc i32 @reverse_bits(i32 noundef 0)
  %4 = tail call fastcc i32 @next_pow2(i32 noundef 1)
  %5 = tail call fastcc i32 @rotl32(i32 noundef 0, i32 noundef 7)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 32, i32 noundef 32, i32 noundef 0, i32 noundef %3, i32 noundef %4, i32 noundef 0, i32 noundef 31, i32 noundef %5)
  br label %244

7:                                                ; preds = %0, %223
  %8 = phi i64 [ -7046029254386353131, %0 ], [ %17, %223 ]
  %9 = phi i32 [ 0, %0 ], [ %229, %223 ]
  %10 = phi i64 [ 0, %0 ], [ %241, %223 ]
  %11 = phi i32 [ 0, %0 ], [ %242, %223 ]
  %12 = shl i64 %8, 13
  %13 = xor i64 %12, %8
  %14 = lshr i64 %13, 7
  %15 = xor i64 %14, %13
  %16 = shl i64 %15, 17
  %17 = xor i64 %16, %15
  %18 = and i32 %11, 63
  %19 = zext nneg i32 %18 to i64
  %20 = lshr i64 %17, %19
  %21 = trunc i64 %20 to i32
  %22 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %20)
  %23 = trunc nuw nsw i64 %22 to i32
  %24 = icmp eq i64 %20, 0
  br i1 %24, label %33, label %25

25:                                               ; preds = %7, %25
  %26 = phi i32 [ %30, %25 ], [ 0, %7 ]
  %27 = phi i64 [ %31, %25 ], [ %20, %7 ]
  %28 = trunc i64 %27 to i32
  %29 = and i32 %28, 1
  %30 = add nuw nsw i32 %29, %26
  %31 = lshr i64 %27, 1
  %32 = icmp ult i64 %27, 2
  br i1 %32, label %33, label %25, !llvm.loop !5

33:                                               ; preds = %25, %7
  %34 = phi i32 [ 0, %7 ], [ %30, %25 ]
  %35 = icmp ne i32 %34, %23
  %36 = zext i1 %35 to i32
  %37 = add nsw i32 %9, %36
  %38 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %21)
  %39 = and i64 %20, 4294967295
  %40 = icmp eq i64 %39, 0
  br i1 %40, label %49, label %41

41:                                               ; preds = %33, %41
  %42 = phi i32 [ %46, %41 ], [ 0, %33 ]
  %43 = phi i64 [ %47, %41 ], [ %39, %33 ]
  %44 = trunc nuw i64 %43 to i32
  %45 = and i32 %44, 1
  %46 = add nuw nsw i32 %45, %42
  %47 = lshr i64 %43, 1
  %48 = icmp ult i64 %43, 2
  br i1 %48, label %49, label %41, !llvm.loop !5

49:                                               ; preds = %41, %33
  %50 = phi i32 [ 0, %33 ], [ %46, %41 ]
  %51 = icmp ne i32 %38, %50
  %52 = zext i1 %51 to i32
  %53 = add nsw i32 %37, %52
  br i1 %24, label %223, label %54

54:                                               ; preds = %49, %54
  %55 = phi i32 [ %58, %54 ], [ 0, %49 ]
  %56 = phi i64 [ %59, %54 ], [ %20, %49 ]
  %57 = trunc i64 %56 to i32
  %58 = add i32 %55, %57
  %59 = lshr i64 %56, 1
  %60 = icmp ult i64 %56, 2
  br i1 %60, label %61, label %54, !llvm.loop !5

61:                                               ; preds = %54
  %62 = xor i32 %58, %23
  %63 = and i32 %62, 1
  %64 = add i32 %63, %53
  %65 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %20, i1 true)
  %66 = trunc nuw nsw i64 %65 to i32
  br label %67

67:                                               ; preds = %92, %61
  %68 = phi i32 [ 63, %61 ], [ %94, %92 ]
  %69 = phi i32 [ 0, %61 ], [ %93, %92 ]
  %70 = zext nneg i32 %68 to i64
  %71 = shl nuw i64 1, %70
  %72 = and i64 %71, %20
  %73 = icmp eq i64 %72, 0
  br i1 %73, label %74, label %102

74:                                               ; preds = %67
  %75 = add nsw i32 %68, -1
  %76 = zext nneg i32 %75 to i64
  %77 = shl nuw i64 1, %76
  %78 = and i64 %77, %20
  %79 = icmp eq i64 %78, 0
  br i1 %79, label %80, label %100

80:                                               ; preds = %74
  %81 = add nsw i32 %68, -2
  %82 = zext nneg i32 %81 to i64
  %83 = shl nuw i64 1, %82
  %84 = and i64 %83, %20
  %85 = icmp eq i64 %84, 0
  br i1 %85, label %86, label %98

86:                                               ; preds = %80
  %87 = add nsw i32 %68, -3
  %88 = zext nneg i32 %87 to i64
  %89 = shl nuw i64 1, %88
  %90 = and i64 %89, %20
  %91 = icmp eq i64 %90, 0
  br i1 %91, label %92, label %96

92:                                               ; preds = %86
  %93 = add nuw nsw i32 %69, 4
  %94 = add nsw i32 %68, -4
  %95 = icmp eq i32 %93, 64
  br i1 %95, label %102, label %67, !llvm.loop !7

96:                                               ; preds = %86
  %97 = or disjoint i32 %69, 3
  br label %102

98:                                               ; preds = %80
  %99 = or disjoint i32 %69, 2
  br label %102

100:                                              ; preds = %74
  %101 = or disjoint i32 %69, 1
  br label %102

102:                                              ; preds = %67, %92, %100, %98, %96
  %103 = phi i32 [ %97, %96 ], [ %99, %98 ], [ %101, %100 ], [ 64, %92 ], [ %69, %67 ]
  %104 = icmp ne i32 %103, %66
  %105 = zext i1 %104 to i32
  %106 = add nsw i32 %64, %105
  %107 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %20, i1 true)
  %108 = trunc nuw nsw i64 %107 to i32
  br label %109

109:                                              ; preds = %126, %102
  %110 = phi i64 [ 0, %102 ], [ %127, %126 ]
  %111 = shl nuw i64 1, %110
  %112 = and i64 %111, %20
  %113 = icmp eq i64 %112, 0
  br i1 %113, label %114, label %135

114:                                              ; preds = %109
  %115 = shl nuw i64 2, %110
  %116 = and i64 %115, %20
  %117 = icmp eq i64 %116, 0
  br i1 %117, label %118, label %133

118:                                              ; preds = %114
  %119 = shl nuw i64 4, %110
  %120 = and i64 %119, %20
  %121 = icmp eq i64 %120, 0
  br i1 %121, label %122, label %131

122:                                              ; preds = %118
  %123 = shl nuw i64 8, %110
  %124 = and i64 %123, %20
  %125 = icmp eq i64 %124, 0
  br i1 %125, label %126, label %129

126:                                              ; preds = %122
  %127 = add nuw nsw i64 %110, 4
  %128 = icmp eq i64 %127, 64
  br i1 %128, label %138, label %109, !llvm.loop !8

129:                                              ; preds = %122
  %130 = or disjoint i64 %110, 3
  br label %135

131:                                              ; preds = %118
  %132 = or disjoint i64 %110, 2
  br label %135

133:                                              ; preds = %114
  %134 = or disjoint i64 %110, 1
  br label %135

135:                                              ; preds = %109, %133, %131, %129
  %136 = phi i64 [ %130, %129 ], [ %132, %131 ], [ %134, %133 ], [ %110, %109 ]
  %137 = trunc nuw nsw i64 %136 to i32
  br label %138

138:                                              ; preds = %126, %135
  %139 = phi i32 [ %137, %135 ], [ 64, %126 ]
  %140 = icmp ne i32 %139, %108
  %141 = zext i1 %140 to i32
  %142 = add nsw i32 %106, %141
  %143 = icmp eq i32 %21, 0
  br i1 %143, label %187, label %144

144:                                              ; preds = %138
  %145 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %21, i1 true)
  br label %146

146:                                              ; preds = %171, %144
  %147 = phi i32 [ 63, %144 ], [ %173, %171 ]
  %148 = phi i32 [ 0, %144 ], [ %172, %171 ]
  %149 = zext nneg i32 %147 to i64
  %150 = shl nuw i64 1, %149
  %151 = and i64 %150, %39
  %152 = icmp eq i64 %151, 0
  br i1 %152, label %153, label %181

153:                                              ; preds = %146
  %154 = add nsw i32 %147, -1
  %155 = zext nneg i32 %154 to i64
  %156 = shl nuw i64 1, %155
  %157 = and i64 %156, %39
  %158 = icmp eq i64 %157, 0
  br i1 %158, label %159, label %179

159:                                              ; preds = %153
  %160 = add nsw i32 %147, -2
  %161 = zext nneg i32 %160 to i64
  %162 = shl nuw i64 1, %161
  %163 = and i64 %162, %39
  %164 = icmp eq i64 %163, 0
  br i1 %164, label %165, label %177

165:                                              ; preds = %159
  %166 = add nsw i32 %147, -3
  %167 = zext nneg i32 %166 to i64
  %168 = shl nuw i64 1, %167
  %169 = and i64 %168, %39
  %170 = icmp eq i64 %169, 0
  br i1 %170, label %171, label %175

171:                                              ; preds = %165
  %172 = add nuw nsw i32 %148, 4
  %173 = add nsw i32 %147, -4
  %174 = icmp eq i32 %172, 64
  br i1 %174, label %181, label %146, !llvm.loop !7

175:                                              ; preds = %165
  %176 = or disjoint i32 %148, 3
  br label %181

177:                                              ; preds = %159
  %178 = or disjoint i32 %148, 2
  br label %181

179:                                              ; preds = %153
  %180 = or disjoint i32 %148, 1
  br label %181

181:                                              ; preds = %146, %171, %179, %177, %175
  %182 = phi i32 [ %176, %175 ], [ %178, %177 ], [ %180, %179 ], [ 64, %171 ], [ %148, %146 ]
  %183 = add nsw i32 %182, -32
  %184 = icmp ne i32 %145, %183
  %185 = zext i1 %184 to i32
  %186 = add nsw i32 %142, %185
  br label %187

187:                                              ; preds = %181, %138
  %188 = phi i32 [ %186, %181 ], [ %142, %138 ]
  %189 = add nuw nsw i32 %108, 1
  %190 = select i1 %24, i32 0, i32 %189
  br i1 %24, label %223, label %191

191:                                              ; preds = %187, %208
  %192 = phi i64 [ %209, %208 ], [ 0, %187 ]
  %193 = shl nuw i64 1, %192
  %194 = and i64 %193, %20
  %195 = icmp eq i64 %194, 0
  br i1 %195, label %196, label %217

196:                                              ; preds = %191
  %197 = shl nuw i64 2, %192
  %198 = and i64 %197, %20
  %199 = icmp eq i64 %198, 0
  br i1 %199, label %200, label %215

200:                                              ; preds = %196
  %201 = shl nuw i64 4, %192
  %202 = and i64 %201, %20
  %203 = icmp eq i64 %202, 0
  br i1 %203, label %204, label %213

204:                                              ; preds = %200
  %205 = shl nuw i64 8, %192
  %206 = and i64 %205, %20
  %207 = icmp eq i64 %206, 0
  br i1 %207, label %208, label %211

208:                                              ; preds = %204
  %209 = add nuw nsw i64 %192, 4
  %210 = icmp eq i64 %209, 64
  br i1 %210, label %220, label %191, !llvm.loop !8

211:                                              ; preds = %204
  %212 = or disjoint i64 %192, 3
  br label %217

213:                                              ; preds = %200
  %214 = or disjoint i64 %192, 2
  br label %217

215:                                              ; preds = %196
  %216 = or disjoint i64 %192, 1
  br label %217

217:                                              ; preds = %191, %215, %213, %211
  %218 = phi i64 [ %212, %211 ], [ %214, %213 ], [ %216, %215 ], [ %192, %191 ]
  %219 = trunc nuw nsw i64 %218 to i32
  br label %220

220:                                              ; preds = %208, %217
  %221 = phi i32 [ %219, %217 ], [ 64, %208 ]
  %222 = add nsw i32 %221, 1
  br label %223

223:                                              ; preds = %49, %187, %220
  %224 = phi i32 [ %190, %220 ], [ 0, %187 ], [ 0, %49 ]
  %225 = phi i32 [ %188, %220 ], [ %188, %187 ], [ %53, %49 ]
  %226 = phi i32 [ %222, %220 ], [ 0, %187 ], [ 0, %49 ]
  %227 = icmp ne i32 %224, %226
  %228 = zext i1 %227 to i32
  %229 = add nsw i32 %225, %228
  %230 = mul i64 %10, 31
  %231 = add i64 %22, %230
  %232 = tail call fastcc i32 @rotl32(i32 noundef %21, i32 noundef %11)
  %233 = zext i32 %232 to i64
  %234 = add i64 %231, %233
  %235 = tail call fastcc i64 @rotr64(i64 noundef %20, i32 noundef %11)
  %236 = add i64 %234, %235
  %237 = tail call fastcc i32 @reverse_bits(i32 noundef %21)
  %238 = zext i32 %237 to i64
  %239 = add i64 %236, %238
  %240 = tail call fastcc i64 @lowest_set(i64 noundef %20)
  %241 = add i64 %239, %240
  %242 = add nuw nsw i32 %11, 1
  %243 = icmp eq i32 %242, 2000
  br i1 %243, label %1, label %7, !llvm.loop !9

244:                                              ; preds = %1, %244
  %245 = phi i64 [ 1, %1 ], [ %264, %244 ]
  %246 = getelementptr inbounds [8 x i32], ptr @__const.main.tests, i64 0, i64 %245
  %247 = load i32, ptr %246, align 4, !tbaa !10
  %248 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %247)
  %249 = and i32 %248, 1
  %250 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %247, i1 true)
  %251 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %247, i1 true)
  %252 = tail call i32 @llvm.bswap.i32(i32 %247)
  %253 = tail call fastcc i32 @reverse_bits(i32 noundef %247)
  %254 = tail call fastcc i32 @next_pow2(i32 noundef %247)
  %255 = add nuw nsw i32 %251, 1
  %256 = and i64 %245, 6
  %257 = icmp eq i64 %256, 4
  %258 = sext i1 %257 to i32
  %259 = xor i32 %247, %258
  %260 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %259, i1 false)
  %261 = add nsw i32 %260, -1
  %262 = tail call fastcc i32 @rotl32(i32 noundef %247, i32 noundef 7)
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %247, i32 noundef %248, i32 noundef %249, i32 noundef %250, i32 noundef %251, i32 noundef %252, i32 noundef %253, i32 noundef %254, i32 noundef %255, i32 noundef %261, i32 noundef %262)
  %264 = add nuw nsw i64 %245, 1
  %265 = icmp eq i64 %264, 8
  br i1 %265, label %266, label %244, !llvm.loop !14

266:                                              ; preds = %244
  %267 = tail call fastcc i32 @isign(i32 noundef -5)
  %268 = tail call fastcc i32 @iabs_branchless(i32 noundef -5)
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -5, i32 noundef %267, i32 noundef %268)
  %270 = tail call fastcc i32 @isign(i32 noundef 0)
  %271 = tail call fastcc i32 @iabs_branchless(i32 noundef 0)
  %272 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef %270, i32 noundef %271)
  %273 = tail call fastcc i32 @isign(i32 noundef 7)
  %274 = tail call fastcc i32 @iabs_branchless(i32 noundef 7)
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7, i32 noundef %273, i32 noundef %274)
  %276 = tail call fastcc i32 @isign(i32 noundef -2147483647)
  %277 = tail call fastcc i32 @iabs_branchless(i32 noundef -2147483647)
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -2147483647, i32 noundef %276, i32 noundef %277)
  %279 = tail call fastcc i32 @isign(i32 noundef 2147483647)
  %280 = tail call fastcc i32 @iabs_branchless(i32 noundef 2147483647)
  %281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2147483647, i32 noundef %279, i32 noundef %280)
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5)
  %283 = icmp eq i32 %229, 0
  %284 = trunc i64 %241 to i32
  %285 = and i32 %284, 127
  %286 = select i1 %283, i32 %285, i32 1
  ret i32 %286
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @rotl32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @rotr64(i64 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext i32 %1 to i64
  %4 = tail call i64 @llvm.fshr.i64(i64 %0, i64 %0, i64 %3)
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @reverse_bits(i32 noundef %0) unnamed_addr #2 {
  %2 = tail call i32 @llvm.bitreverse.i32(i32 %0)
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @lowest_set(i64 noundef %0) unnamed_addr #2 {
  %2 = sub i64 0, %0
  %3 = and i64 %2, %0
  ret i64 %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @next_pow2(i32 noundef %0) unnamed_addr #2 {
  %2 = add i32 %0, -1
  %3 = lshr i32 %2, 1
  %4 = or i32 %3, %2
  %5 = lshr i32 %4, 2
  %6 = or i32 %5, %4
  %7 = lshr i32 %6, 4
  %8 = or i32 %7, %6
  %9 = lshr i32 %8, 8
  %10 = or i32 %9, %8
  %11 = lshr i32 %10, 16
  %12 = or i32 %11, %10
  %13 = add i32 %12, 1
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 2) i32 @isign(i32 noundef %0) unnamed_addr #2 {
  %2 = ashr i32 %0, 31
  %3 = icmp ne i32 %0, 0
  %4 = zext i1 %3 to i32
  %5 = or i32 %2, %4
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @iabs_branchless(i32 noundef %0) unnamed_addr #2 {
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true)
  ret i32 %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshr.i64(i64, i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = distinct !{!14, !6, !15}
!15 = !{!"llvm.loop.peeled.count", i32 1}
