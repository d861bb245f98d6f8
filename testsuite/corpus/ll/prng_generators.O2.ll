; ModuleID = 'programs/prng_generators.c'
source_filename = "programs/prng_generators.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@sm_state = internal unnamed_addr global i64 0, align 8
@.str = private unnamed_addr constant [10 x i8] c"splitmix:\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c" %016llx\00", align 1
@.str.3 = private unnamed_addr constant [34 x i8] c"xoshiro xor=%016llx next=%016llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"pcg32:\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c" %08x\00", align 1
@p64_state = internal unnamed_addr global i128 0, align 16
@.str.6 = private unnamed_addr constant [7 x i8] c"pcg64:\00", align 1
@.str.7 = private unnamed_addr constant [42 x i8] c"mt19937 10000th=%u (expected 4123659995)\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"dice:\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@pcg_state = internal unnamed_addr global i64 -8846114313915602277, align 8
@mt = internal unnamed_addr global [624 x i32] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x i32], align 16
  store i64 1234567, ptr @sm_state, align 8, !tbaa !5
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  %3 = load i64, ptr @sm_state, align 8, !tbaa !5
  %4 = add i64 %3, -7046029254386353131
  store i64 %4, ptr @sm_state, align 8, !tbaa !5
  %5 = lshr i64 %4, 30
  %6 = xor i64 %5, %4
  %7 = mul i64 %6, -4658895280553007687
  %8 = lshr i64 %7, 27
  %9 = xor i64 %8, %7
  %10 = mul i64 %9, -7723592293110705685
  %11 = lshr i64 %10, 31
  %12 = xor i64 %11, %10
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %12)
  %14 = load i64, ptr @sm_state, align 8, !tbaa !5
  %15 = add i64 %14, -7046029254386353131
  store i64 %15, ptr @sm_state, align 8, !tbaa !5
  %16 = lshr i64 %15, 30
  %17 = xor i64 %16, %15
  %18 = mul i64 %17, -4658895280553007687
  %19 = lshr i64 %18, 27
  %20 = xor i64 %19, %18
  %21 = mul i64 %20, -7723592293110705685
  %22 = lshr i64 %21, 31
  %23 = xor i64 %22, %21
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %23)
  %25 = load i64, ptr @sm_state, align 8, !tbaa !5
  %26 = add i64 %25, -7046029254386353131
  store i64 %26, ptr @sm_state, align 8, !tbaa !5
  %27 = lshr i64 %26, 30
  %28 = xor i64 %27, %26
  %29 = mul i64 %28, -4658895280553007687
  %30 = lshr i64 %29, 27
  %31 = xor i64 %30, %29
  %32 = mul i64 %31, -7723592293110705685
  %33 = lshr i64 %32, 31
  %34 = xor i64 %33, %32
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %34)
  %36 = tail call i32 @putchar(i32 10)
  %37 = load i64, ptr @sm_state, align 8, !tbaa !5
  %38 = add i64 %37, -7046029254386353131
  %39 = lshr i64 %38, 30
  %40 = xor i64 %39, %38
  %41 = mul i64 %40, -4658895280553007687
  %42 = lshr i64 %41, 27
  %43 = xor i64 %42, %41
  %44 = mul i64 %43, -7723592293110705685
  %45 = lshr i64 %44, 31
  %46 = xor i64 %45, %44
  %47 = add i64 %37, 4354685564936845354
  %48 = lshr i64 %47, 30
  %49 = xor i64 %48, %47
  %50 = mul i64 %49, -4658895280553007687
  %51 = lshr i64 %50, 27
  %52 = xor i64 %51, %50
  %53 = mul i64 %52, -7723592293110705685
  %54 = lshr i64 %53, 31
  %55 = xor i64 %54, %53
  %56 = add i64 %37, -2691343689449507777
  %57 = lshr i64 %56, 30
  %58 = xor i64 %57, %56
  %59 = mul i64 %58, -4658895280553007687
  %60 = lshr i64 %59, 27
  %61 = xor i64 %60, %59
  %62 = mul i64 %61, -7723592293110705685
  %63 = lshr i64 %62, 31
  %64 = xor i64 %63, %62
  %65 = add i64 %37, 8709371129873690708
  %66 = lshr i64 %65, 30
  %67 = xor i64 %66, %65
  %68 = mul i64 %67, -4658895280553007687
  %69 = lshr i64 %68, 27
  %70 = xor i64 %69, %68
  %71 = mul i64 %70, -7723592293110705685
  %72 = lshr i64 %71, 31
  %73 = xor i64 %72, %71
  store i64 %65, ptr @sm_state, align 8, !tbaa !5
  br label %159

74:                                               ; preds = %159
  %75 = mul i64 %174, 5
  %76 = mul i64 %174, 640
  %77 = lshr i64 %75, 57
  %78 = or disjoint i64 %77, %76
  %79 = mul i64 %78, 9
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %178, i64 noundef %79)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %82 = load i64, ptr @pcg_state, align 8, !tbaa !5
  %83 = mul i64 %82, 6364136223846793005
  %84 = add i64 %83, -2720673578348880933
  store i64 %84, ptr @pcg_state, align 8, !tbaa !5
  %85 = lshr i64 %82, 45
  %86 = lshr i64 %82, 27
  %87 = xor i64 %85, %86
  %88 = trunc i64 %87 to i32
  %89 = lshr i64 %82, 59
  %90 = trunc nuw nsw i64 %89 to i32
  %91 = tail call i32 @llvm.fshr.i32(i32 %88, i32 %88, i32 %90)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %91)
  %93 = load i64, ptr @pcg_state, align 8, !tbaa !5
  %94 = mul i64 %93, 6364136223846793005
  %95 = add i64 %94, -2720673578348880933
  store i64 %95, ptr @pcg_state, align 8, !tbaa !5
  %96 = lshr i64 %93, 45
  %97 = lshr i64 %93, 27
  %98 = xor i64 %96, %97
  %99 = trunc i64 %98 to i32
  %100 = lshr i64 %93, 59
  %101 = trunc nuw nsw i64 %100 to i32
  %102 = tail call i32 @llvm.fshr.i32(i32 %99, i32 %99, i32 %101)
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %102)
  %104 = load i64, ptr @pcg_state, align 8, !tbaa !5
  %105 = mul i64 %104, 6364136223846793005
  %106 = add i64 %105, -2720673578348880933
  store i64 %106, ptr @pcg_state, align 8, !tbaa !5
  %107 = lshr i64 %104, 45
  %108 = lshr i64 %104, 27
  %109 = xor i64 %107, %108
  %110 = trunc i64 %109 to i32
  %111 = lshr i64 %104, 59
  %112 = trunc nuw nsw i64 %111 to i32
  %113 = tail call i32 @llvm.fshr.i32(i32 %110, i32 %110, i32 %112)
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %113)
  %115 = load i64, ptr @pcg_state, align 8, !tbaa !5
  %116 = mul i64 %115, 6364136223846793005
  %117 = add i64 %116, -2720673578348880933
  store i64 %117, ptr @pcg_state, align 8, !tbaa !5
  %118 = lshr i64 %115, 45
  %119 = lshr i64 %115, 27
  %120 = xor i64 %118, %119
  %121 = trunc i64 %120 to i32
  %122 = lshr i64 %115, 59
  %123 = trunc nuw nsw i64 %122 to i32
  %124 = tail call i32 @llvm.fshr.i32(i32 %121, i32 %121, i32 %123)
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %124)
  %126 = tail call i32 @putchar(i32 10)
  store i128 42, ptr @p64_state, align 16, !tbaa !9
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %128 = load i128, ptr @p64_state, align 16, !tbaa !9
  %129 = mul i128 %128, 47026247687942121848144207491837523525
  %130 = add i128 %129, 117397592171526113268558934119004209487
  store i128 %130, ptr @p64_state, align 16, !tbaa !9
  %131 = lshr i128 %130, 64
  %132 = xor i128 %131, %130
  %133 = trunc i128 %132 to i64
  %134 = lshr i128 %130, 122
  %135 = trunc nuw nsw i128 %134 to i64
  %136 = tail call i64 @llvm.fshr.i64(i64 %133, i64 %133, i64 %135)
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %136)
  %138 = load i128, ptr @p64_state, align 16, !tbaa !9
  %139 = mul i128 %138, 47026247687942121848144207491837523525
  %140 = add i128 %139, 117397592171526113268558934119004209487
  store i128 %140, ptr @p64_state, align 16, !tbaa !9
  %141 = lshr i128 %140, 64
  %142 = xor i128 %141, %140
  %143 = trunc i128 %142 to i64
  %144 = lshr i128 %140, 122
  %145 = trunc nuw nsw i128 %144 to i64
  %146 = tail call i64 @llvm.fshr.i64(i64 %143, i64 %143, i64 %145)
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %146)
  %148 = load i128, ptr @p64_state, align 16, !tbaa !9
  %149 = mul i128 %148, 47026247687942121848144207491837523525
  %150 = add i128 %149, 117397592171526113268558934119004209487
  store i128 %150, ptr @p64_state, align 16, !tbaa !9
  %151 = lshr i128 %150, 64
  %152 = xor i128 %151, %150
  %153 = trunc i128 %152 to i64
  %154 = lshr i128 %150, 122
  %155 = trunc nuw nsw i128 %154 to i64
  %156 = tail call i64 @llvm.fshr.i64(i64 %153, i64 %153, i64 %155)
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %156)
  %158 = tail call i32 @putchar(i32 10)
  store i32 5489, ptr @mt, align 16, !tbaa !11
  br label %181

159:                                              ; preds = %0, %159
  %160 = phi i32 [ 0, %0 ], [ %179, %159 ]
  %161 = phi i64 [ 0, %0 ], [ %178, %159 ]
  %162 = phi i64 [ %55, %0 ], [ %174, %159 ]
  %163 = phi i64 [ %46, %0 ], [ %175, %159 ]
  %164 = phi i64 [ %64, %0 ], [ %176, %159 ]
  %165 = phi i64 [ %73, %0 ], [ %177, %159 ]
  %166 = mul i64 %162, 5
  %167 = mul i64 %162, 640
  %168 = lshr i64 %166, 57
  %169 = or disjoint i64 %168, %167
  %170 = mul i64 %169, 9
  %171 = shl i64 %162, 17
  %172 = xor i64 %164, %163
  %173 = xor i64 %165, %162
  %174 = xor i64 %172, %162
  %175 = xor i64 %173, %163
  %176 = xor i64 %172, %171
  %177 = tail call i64 @llvm.fshl.i64(i64 %173, i64 %173, i64 45)
  %178 = xor i64 %170, %161
  %179 = add nuw nsw i32 %160, 1
  %180 = icmp eq i32 %179, 1000
  br i1 %180, label %74, label %159, !llvm.loop !13

181:                                              ; preds = %192, %74
  %182 = phi i32 [ 5489, %74 ], [ %197, %192 ]
  %183 = phi i64 [ 1, %74 ], [ %199, %192 ]
  %184 = lshr i32 %182, 30
  %185 = xor i32 %184, %182
  %186 = mul i32 %185, 1812433253
  %187 = trunc nuw nsw i64 %183 to i32
  %188 = add i32 %186, %187
  %189 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %183
  store i32 %188, ptr %189, align 4, !tbaa !11
  %190 = add nuw nsw i64 %183, 1
  %191 = icmp eq i64 %190, 624
  br i1 %191, label %216, label %192, !llvm.loop !15

192:                                              ; preds = %181
  %193 = lshr i32 %188, 30
  %194 = xor i32 %193, %188
  %195 = mul i32 %194, 1812433253
  %196 = trunc nuw nsw i64 %190 to i32
  %197 = add i32 %195, %196
  %198 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %190
  store i32 %197, ptr %198, align 4, !tbaa !11
  %199 = add nuw nsw i64 %183, 2
  br label %181

200:                                              ; preds = %244
  %201 = sext i32 %245 to i64
  %202 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %201
  %203 = load i32, ptr %202, align 4, !tbaa !11
  %204 = lshr i32 %203, 11
  %205 = xor i32 %204, %203
  %206 = shl i32 %205, 7
  %207 = and i32 %206, -1658038656
  %208 = xor i32 %207, %205
  %209 = shl i32 %208, 15
  %210 = and i32 %209, -272236544
  %211 = xor i32 %210, %208
  %212 = lshr i32 %211, 18
  %213 = xor i32 %212, %211
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %213)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  %215 = load i64, ptr @pcg_state, align 8, !tbaa !5
  br label %271

216:                                              ; preds = %181, %244
  %217 = phi i32 [ %247, %244 ], [ 0, %181 ]
  %218 = phi i32 [ %246, %244 ], [ 624, %181 ]
  %219 = icmp sgt i32 %218, 623
  br i1 %219, label %220, label %244

220:                                              ; preds = %216, %220
  %221 = phi i64 [ %225, %220 ], [ 0, %216 ]
  %222 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %221
  %223 = load i32, ptr %222, align 4, !tbaa !11
  %224 = and i32 %223, -2147483648
  %225 = add nuw nsw i64 %221, 1
  %226 = icmp eq i64 %225, 624
  %227 = select i1 %226, i64 0, i64 %225
  %228 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %227
  %229 = load i32, ptr %228, align 4, !tbaa !11
  %230 = and i32 %229, 2147483646
  %231 = or disjoint i32 %230, %224
  %232 = icmp ult i64 %221, 227
  %233 = select i1 %232, i64 397, i64 4294967069
  %234 = add nuw nsw i64 %233, %221
  %235 = and i64 %234, 4294967295
  %236 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %235
  %237 = load i32, ptr %236, align 4, !tbaa !11
  %238 = lshr exact i32 %231, 1
  %239 = xor i32 %238, %237
  %240 = and i32 %229, 1
  %241 = icmp eq i32 %240, 0
  %242 = select i1 %241, i32 0, i32 -1727483681
  %243 = xor i32 %239, %242
  store i32 %243, ptr %222, align 4, !tbaa !11
  br i1 %226, label %244, label %220, !llvm.loop !16

244:                                              ; preds = %220, %216
  %245 = phi i32 [ %218, %216 ], [ 0, %220 ]
  %246 = add nsw i32 %245, 1
  %247 = add nuw nsw i32 %217, 1
  %248 = icmp eq i32 %247, 10000
  br i1 %248, label %200, label %216, !llvm.loop !17

249:                                              ; preds = %286
  store i64 %277, ptr @pcg_state, align 8, !tbaa !5
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  %251 = load i32, ptr %1, align 16, !tbaa !11
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %251)
  %253 = getelementptr inbounds i8, ptr %1, i64 4
  %254 = load i32, ptr %253, align 4, !tbaa !11
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %254)
  %256 = getelementptr inbounds i8, ptr %1, i64 8
  %257 = load i32, ptr %256, align 8, !tbaa !11
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %257)
  %259 = getelementptr inbounds i8, ptr %1, i64 12
  %260 = load i32, ptr %259, align 4, !tbaa !11
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %260)
  %262 = getelementptr inbounds i8, ptr %1, i64 16
  %263 = load i32, ptr %262, align 16, !tbaa !11
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %263)
  %265 = getelementptr inbounds i8, ptr %1, i64 20
  %266 = load i32, ptr %265, align 4, !tbaa !11
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %266)
  %268 = tail call i32 @putchar(i32 10)
  %269 = icmp ne i32 %213, -171307301
  %270 = zext i1 %269 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #6
  ret i32 %270

271:                                              ; preds = %200, %286
  %272 = phi i32 [ 0, %200 ], [ %292, %286 ]
  %273 = phi i64 [ %215, %200 ], [ %277, %286 ]
  br label %274

274:                                              ; preds = %274, %271
  %275 = phi i64 [ %277, %274 ], [ %273, %271 ]
  %276 = mul i64 %275, 6364136223846793005
  %277 = add i64 %276, -2720673578348880933
  %278 = lshr i64 %275, 45
  %279 = lshr i64 %275, 27
  %280 = xor i64 %278, %279
  %281 = trunc i64 %280 to i32
  %282 = lshr i64 %275, 59
  %283 = trunc nuw nsw i64 %282 to i32
  %284 = tail call i32 @llvm.fshr.i32(i32 %281, i32 %281, i32 %283)
  %285 = icmp ult i32 %284, 4
  br i1 %285, label %274, label %286

286:                                              ; preds = %274
  %287 = urem i32 %284, 6
  %288 = zext nneg i32 %287 to i64
  %289 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 %288
  %290 = load i32, ptr %289, align 4, !tbaa !11
  %291 = add nsw i32 %290, 1
  store i32 %291, ptr %289, align 4, !tbaa !11
  %292 = add nuw nsw i32 %272, 1
  %293 = icmp eq i32 %292, 6000
  br i1 %293, label %249, label %271, !llvm.loop !18
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshr.i64(i64, i64, i64) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"__int128", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
