; ModuleID = 'programs/prng_generators.c'
source_filename = "programs/prng_generators.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@mt = internal unnamed_addr global [624 x i32] zeroinitializer, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x i32], align 4
  store i64 1234567, ptr @sm_state, align 8, !tbaa !6
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  %3 = load i64, ptr @sm_state, align 8, !tbaa !6
  %4 = add i64 %3, -7046029254386353131
  store i64 %4, ptr @sm_state, align 8, !tbaa !6
  %5 = lshr i64 %4, 30
  %6 = xor i64 %5, %4
  %7 = mul i64 %6, -4658895280553007687
  %8 = lshr i64 %7, 27
  %9 = xor i64 %8, %7
  %10 = mul i64 %9, -7723592293110705685
  %11 = lshr i64 %10, 31
  %12 = xor i64 %11, %10
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %12)
  %14 = load i64, ptr @sm_state, align 8, !tbaa !6
  %15 = add i64 %14, -7046029254386353131
  store i64 %15, ptr @sm_state, align 8, !tbaa !6
  %16 = lshr i64 %15, 30
  %17 = xor i64 %16, %15
  %18 = mul i64 %17, -4658895280553007687
  %19 = lshr i64 %18, 27
  %20 = xor i64 %19, %18
  %21 = mul i64 %20, -7723592293110705685
  %22 = lshr i64 %21, 31
  %23 = xor i64 %22, %21
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %23)
  %25 = load i64, ptr @sm_state, align 8, !tbaa !6
  %26 = add i64 %25, -7046029254386353131
  store i64 %26, ptr @sm_state, align 8, !tbaa !6
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
  %37 = load i64, ptr @sm_state, align 8, !tbaa !6
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
  store i64 %65, ptr @sm_state, align 8, !tbaa !6
  br label %159

74:                                               ; preds = %159
  %75 = mul i64 %174, 5
  %76 = mul i64 %174, 640
  %77 = lshr i64 %75, 57
  %78 = or disjoint i64 %77, %76
  %79 = mul i64 %78, 9
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %178, i64 noundef %79)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %82 = load i64, ptr @pcg_state, align 8, !tbaa !6
  %83 = mul i64 %82, 6364136223846793005
  %84 = add i64 %83, -2720673578348880933
  store i64 %84, ptr @pcg_state, align 8, !tbaa !6
  %85 = lshr i64 %82, 45
  %86 = lshr i64 %82, 27
  %87 = xor i64 %85, %86
  %88 = trunc i64 %87 to i32
  %89 = lshr i64 %82, 59
  %90 = trunc nuw nsw i64 %89 to i32
  %91 = tail call i32 @llvm.fshr.i32(i32 %88, i32 %88, i32 %90)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %91)
  %93 = load i64, ptr @pcg_state, align 8, !tbaa !6
  %94 = mul i64 %93, 6364136223846793005
  %95 = add i64 %94, -2720673578348880933
  store i64 %95, ptr @pcg_state, align 8, !tbaa !6
  %96 = lshr i64 %93, 45
  %97 = lshr i64 %93, 27
  %98 = xor i64 %96, %97
  %99 = trunc i64 %98 to i32
  %100 = lshr i64 %93, 59
  %101 = trunc nuw nsw i64 %100 to i32
  %102 = tail call i32 @llvm.fshr.i32(i32 %99, i32 %99, i32 %101)
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %102)
  %104 = load i64, ptr @pcg_state, align 8, !tbaa !6
  %105 = mul i64 %104, 6364136223846793005
  %106 = add i64 %105, -2720673578348880933
  store i64 %106, ptr @pcg_state, align 8, !tbaa !6
  %107 = lshr i64 %104, 45
  %108 = lshr i64 %104, 27
  %109 = xor i64 %107, %108
  %110 = trunc i64 %109 to i32
  %111 = lshr i64 %104, 59
  %112 = trunc nuw nsw i64 %111 to i32
  %113 = tail call i32 @llvm.fshr.i32(i32 %110, i32 %110, i32 %112)
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %113)
  %115 = load i64, ptr @pcg_state, align 8, !tbaa !6
  %116 = mul i64 %115, 6364136223846793005
  %117 = add i64 %116, -2720673578348880933
  store i64 %117, ptr @pcg_state, align 8, !tbaa !6
  %118 = lshr i64 %115, 45
  %119 = lshr i64 %115, 27
  %120 = xor i64 %118, %119
  %121 = trunc i64 %120 to i32
  %122 = lshr i64 %115, 59
  %123 = trunc nuw nsw i64 %122 to i32
  %124 = tail call i32 @llvm.fshr.i32(i32 %121, i32 %121, i32 %123)
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %124)
  %126 = tail call i32 @putchar(i32 10)
  store i128 42, ptr @p64_state, align 16, !tbaa !10
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %128 = load i128, ptr @p64_state, align 16, !tbaa !10
  %129 = mul i128 %128, 47026247687942121848144207491837523525
  %130 = add i128 %129, 117397592171526113268558934119004209487
  store i128 %130, ptr @p64_state, align 16, !tbaa !10
  %131 = lshr i128 %130, 64
  %132 = xor i128 %131, %130
  %133 = trunc i128 %132 to i64
  %134 = lshr i128 %130, 122
  %135 = trunc nuw nsw i128 %134 to i64
  %136 = tail call i64 @llvm.fshr.i64(i64 %133, i64 %133, i64 %135)
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %136)
  %138 = load i128, ptr @p64_state, align 16, !tbaa !10
  %139 = mul i128 %138, 47026247687942121848144207491837523525
  %140 = add i128 %139, 117397592171526113268558934119004209487
  store i128 %140, ptr @p64_state, align 16, !tbaa !10
  %141 = lshr i128 %140, 64
  %142 = xor i128 %141, %140
  %143 = trunc i128 %142 to i64
  %144 = lshr i128 %140, 122
  %145 = trunc nuw nsw i128 %144 to i64
  %146 = tail call i64 @llvm.fshr.i64(i64 %143, i64 %143, i64 %145)
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %146)
  %148 = load i128, ptr @p64_state, align 16, !tbaa !10
  %149 = mul i128 %148, 47026247687942121848144207491837523525
  %150 = add i128 %149, 117397592171526113268558934119004209487
  store i128 %150, ptr @p64_state, align 16, !tbaa !10
  %151 = lshr i128 %150, 64
  %152 = xor i128 %151, %150
  %153 = trunc i128 %152 to i64
  %154 = lshr i128 %150, 122
  %155 = trunc nuw nsw i128 %154 to i64
  %156 = tail call i64 @llvm.fshr.i64(i64 %153, i64 %153, i64 %155)
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %156)
  %158 = tail call i32 @putchar(i32 10)
  store i32 5489, ptr @mt, align 4, !tbaa !12
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
  br i1 %180, label %74, label %159, !llvm.loop !14

181:                                              ; preds = %181, %74
  %182 = phi i32 [ 5489, %74 ], [ %188, %181 ]
  %183 = phi i64 [ 1, %74 ], [ %190, %181 ]
  %184 = lshr i32 %182, 30
  %185 = xor i32 %184, %182
  %186 = mul i32 %185, 1812433253
  %187 = trunc nuw nsw i64 %183 to i32
  %188 = add i32 %186, %187
  %189 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %183
  store i32 %188, ptr %189, align 4, !tbaa !12
  %190 = add nuw nsw i64 %183, 1
  %191 = icmp eq i64 %190, 624
  br i1 %191, label %208, label %181, !llvm.loop !16

192:                                              ; preds = %236
  %193 = sext i32 %237 to i64
  %194 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %193
  %195 = load i32, ptr %194, align 4, !tbaa !12
  %196 = lshr i32 %195, 11
  %197 = xor i32 %196, %195
  %198 = shl i32 %197, 7
  %199 = and i32 %198, -1658038656
  %200 = xor i32 %199, %197
  %201 = shl i32 %200, 15
  %202 = and i32 %201, -272236544
  %203 = xor i32 %202, %200
  %204 = lshr i32 %203, 18
  %205 = xor i32 %204, %203
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %205)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  %207 = load i64, ptr @pcg_state, align 8, !tbaa !6
  br label %263

208:                                              ; preds = %181, %236
  %209 = phi i32 [ %239, %236 ], [ 0, %181 ]
  %210 = phi i32 [ %238, %236 ], [ 624, %181 ]
  %211 = icmp sgt i32 %210, 623
  br i1 %211, label %212, label %236

212:                                              ; preds = %208, %212
  %213 = phi i64 [ %217, %212 ], [ 0, %208 ]
  %214 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %213
  %215 = load i32, ptr %214, align 4, !tbaa !12
  %216 = and i32 %215, -2147483648
  %217 = add nuw nsw i64 %213, 1
  %218 = icmp eq i64 %217, 624
  %219 = select i1 %218, i64 0, i64 %217
  %220 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %219
  %221 = load i32, ptr %220, align 4, !tbaa !12
  %222 = and i32 %221, 2147483646
  %223 = or disjoint i32 %222, %216
  %224 = icmp ult i64 %213, 227
  %225 = select i1 %224, i64 397, i64 4294967069
  %226 = add nuw nsw i64 %225, %213
  %227 = and i64 %226, 4294967295
  %228 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %227
  %229 = load i32, ptr %228, align 4, !tbaa !12
  %230 = lshr exact i32 %223, 1
  %231 = xor i32 %230, %229
  %232 = and i32 %221, 1
  %233 = icmp eq i32 %232, 0
  %234 = select i1 %233, i32 0, i32 -1727483681
  %235 = xor i32 %231, %234
  store i32 %235, ptr %214, align 4, !tbaa !12
  br i1 %218, label %236, label %212, !llvm.loop !17

236:                                              ; preds = %212, %208
  %237 = phi i32 [ %210, %208 ], [ 0, %212 ]
  %238 = add nsw i32 %237, 1
  %239 = add nuw nsw i32 %209, 1
  %240 = icmp eq i32 %239, 10000
  br i1 %240, label %192, label %208, !llvm.loop !18

241:                                              ; preds = %278
  store i64 %269, ptr @pcg_state, align 8, !tbaa !6
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  %243 = load i32, ptr %1, align 4, !tbaa !12
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %243)
  %245 = getelementptr inbounds i8, ptr %1, i64 4
  %246 = load i32, ptr %245, align 4, !tbaa !12
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %246)
  %248 = getelementptr inbounds i8, ptr %1, i64 8
  %249 = load i32, ptr %248, align 4, !tbaa !12
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %249)
  %251 = getelementptr inbounds i8, ptr %1, i64 12
  %252 = load i32, ptr %251, align 4, !tbaa !12
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %252)
  %254 = getelementptr inbounds i8, ptr %1, i64 16
  %255 = load i32, ptr %254, align 4, !tbaa !12
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %255)
  %257 = getelementptr inbounds i8, ptr %1, i64 20
  %258 = load i32, ptr %257, align 4, !tbaa !12
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %258)
  %260 = tail call i32 @putchar(i32 10)
  %261 = icmp ne i32 %205, -171307301
  %262 = zext i1 %261 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #6
  ret i32 %262

263:                                              ; preds = %192, %278
  %264 = phi i32 [ 0, %192 ], [ %284, %278 ]
  %265 = phi i64 [ %207, %192 ], [ %269, %278 ]
  br label %266

266:                                              ; preds = %266, %263
  %267 = phi i64 [ %269, %266 ], [ %265, %263 ]
  %268 = mul i64 %267, 6364136223846793005
  %269 = add i64 %268, -2720673578348880933
  %270 = lshr i64 %267, 45
  %271 = lshr i64 %267, 27
  %272 = xor i64 %270, %271
  %273 = trunc i64 %272 to i32
  %274 = lshr i64 %267, 59
  %275 = trunc nuw nsw i64 %274 to i32
  %276 = tail call i32 @llvm.fshr.i32(i32 %273, i32 %273, i32 %275)
  %277 = icmp ult i32 %276, 4
  br i1 %277, label %266, label %278

278:                                              ; preds = %266
  %279 = urem i32 %276, 6
  %280 = zext nneg i32 %279 to i64
  %281 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 %280
  %282 = load i32, ptr %281, align 4, !tbaa !12
  %283 = add nsw i32 %282, 1
  store i32 %283, ptr %281, align 4, !tbaa !12
  %284 = add nuw nsw i32 %264, 1
  %285 = icmp eq i32 %284, 6000
  br i1 %285, label %241, label %263, !llvm.loop !19
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"__int128", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
