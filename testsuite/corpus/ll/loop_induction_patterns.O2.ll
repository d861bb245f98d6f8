; ModuleID = 'programs/loop_induction_patterns.c'
source_filename = "programs/loop_induction_patterns.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a = internal unnamed_addr global [3500 x i32] zeroinitializer, align 16
@s16 = internal unnamed_addr global [500 x i16] zeroinitializer, align 16
@s64 = internal unnamed_addr global [500 x i64] zeroinitializer, align 16
@grid = internal unnamed_addr global [64 x [80 x i8]] zeroinitializer, align 16
@.str = private unnamed_addr constant [62 x i8] c"t1=%ld t2=%ld t3=%u t4=%ld prefix[N]=%lld runmax=%d best=%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [501 x i64], align 16
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %11, %2 ]
  %4 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %12, %2 ]
  %5 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %3
  %6 = mul <4 x i32> %4, <i32 3, i32 3, i32 3, i32 3>
  %7 = mul <4 x i32> %4, <i32 3, i32 3, i32 3, i32 3>
  %8 = add <4 x i32> %6, <i32 -500, i32 -500, i32 -500, i32 -500>
  %9 = add <4 x i32> %7, <i32 -488, i32 -488, i32 -488, i32 -488>
  %10 = getelementptr inbounds i8, ptr %5, i64 16
  store <4 x i32> %8, ptr %5, align 16, !tbaa !5
  store <4 x i32> %9, ptr %10, align 16, !tbaa !5
  %11 = add nuw i64 %3, 8
  %12 = add <4 x i32> %4, <i32 8, i32 8, i32 8, i32 8>
  %13 = icmp eq i64 %11, 3496
  br i1 %13, label %14, label %2, !llvm.loop !9

14:                                               ; preds = %2
  store i32 9988, ptr getelementptr inbounds (i8, ptr @a, i64 13984), align 16, !tbaa !5
  store i32 9991, ptr getelementptr inbounds (i8, ptr @a, i64 13988), align 4, !tbaa !5
  store i32 9994, ptr getelementptr inbounds (i8, ptr @a, i64 13992), align 8, !tbaa !5
  store i32 9997, ptr getelementptr inbounds (i8, ptr @a, i64 13996), align 4, !tbaa !5
  br label %15

15:                                               ; preds = %14, %15
  %16 = phi i64 [ %34, %15 ], [ 0, %14 ]
  %17 = phi i64 [ %33, %15 ], [ 0, %14 ]
  %18 = mul nuw nsw i64 %16, 7
  %19 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = mul nuw nsw i64 %16, 5
  %22 = add nuw nsw i64 %21, 2
  %23 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = shl nsw i32 %24, 1
  %26 = add nsw i32 %25, %20
  %27 = mul nuw nsw i64 %16, 3
  %28 = add nuw nsw i64 %27, 1
  %29 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = sub i32 %26, %30
  %32 = sext i32 %31 to i64
  %33 = add nsw i64 %17, %32
  %34 = add nuw nsw i64 %16, 1
  %35 = icmp eq i64 %34, 500
  br i1 %35, label %36, label %15, !llvm.loop !13

36:                                               ; preds = %15, %36
  %37 = phi i32 [ %73, %36 ], [ 0, %15 ]
  %38 = phi ptr [ %71, %36 ], [ @s64, %15 ]
  %39 = phi ptr [ %68, %36 ], [ @s16, %15 ]
  %40 = phi ptr [ %72, %36 ], [ @a, %15 ]
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = lshr i32 %41, 2
  %43 = trunc i32 %42 to i16
  %44 = getelementptr inbounds i8, ptr %39, i64 2
  store i16 %43, ptr %39, align 2, !tbaa !14
  %45 = sext i32 %41 to i64
  %46 = mul nsw i64 %45, %45
  %47 = getelementptr inbounds i8, ptr %38, i64 8
  store i64 %46, ptr %38, align 8, !tbaa !16
  %48 = getelementptr inbounds i8, ptr %40, i64 12
  %49 = load i32, ptr %48, align 4, !tbaa !5
  %50 = lshr i32 %49, 2
  %51 = trunc i32 %50 to i16
  %52 = getelementptr inbounds i8, ptr %39, i64 4
  store i16 %51, ptr %44, align 2, !tbaa !14
  %53 = sext i32 %49 to i64
  %54 = mul nsw i64 %53, %53
  %55 = getelementptr inbounds i8, ptr %38, i64 16
  store i64 %54, ptr %47, align 8, !tbaa !16
  %56 = getelementptr inbounds i8, ptr %40, i64 24
  %57 = load i32, ptr %56, align 4, !tbaa !5
  %58 = lshr i32 %57, 2
  %59 = trunc i32 %58 to i16
  %60 = getelementptr inbounds i8, ptr %39, i64 6
  store i16 %59, ptr %52, align 2, !tbaa !14
  %61 = sext i32 %57 to i64
  %62 = mul nsw i64 %61, %61
  %63 = getelementptr inbounds i8, ptr %38, i64 24
  store i64 %62, ptr %55, align 8, !tbaa !16
  %64 = getelementptr inbounds i8, ptr %40, i64 36
  %65 = load i32, ptr %64, align 4, !tbaa !5
  %66 = lshr i32 %65, 2
  %67 = trunc i32 %66 to i16
  %68 = getelementptr inbounds i8, ptr %39, i64 8
  store i16 %67, ptr %60, align 2, !tbaa !14
  %69 = sext i32 %65 to i64
  %70 = mul nsw i64 %69, %69
  %71 = getelementptr inbounds i8, ptr %38, i64 32
  store i64 %70, ptr %63, align 8, !tbaa !16
  %72 = getelementptr inbounds i8, ptr %40, i64 48
  %73 = add nuw nsw i32 %37, 4
  %74 = icmp eq i32 %73, 500
  br i1 %74, label %75, label %36, !llvm.loop !18

75:                                               ; preds = %36, %75
  %76 = phi i64 [ %95, %75 ], [ 0, %36 ]
  %77 = phi i64 [ %94, %75 ], [ 0, %36 ]
  %78 = getelementptr inbounds [500 x i16], ptr @s16, i64 0, i64 %76
  %79 = load i16, ptr %78, align 4, !tbaa !14
  %80 = sext i16 %79 to i64
  %81 = getelementptr inbounds [500 x i64], ptr @s64, i64 0, i64 %76
  %82 = load i64, ptr %81, align 16, !tbaa !16
  %83 = srem i64 %82, 1000
  %84 = add i64 %77, %80
  %85 = add i64 %84, %83
  %86 = or disjoint i64 %76, 1
  %87 = getelementptr inbounds [500 x i16], ptr @s16, i64 0, i64 %86
  %88 = load i16, ptr %87, align 2, !tbaa !14
  %89 = sext i16 %88 to i64
  %90 = getelementptr inbounds [500 x i64], ptr @s64, i64 0, i64 %86
  %91 = load i64, ptr %90, align 8, !tbaa !16
  %92 = srem i64 %91, 1000
  %93 = add i64 %85, %89
  %94 = add i64 %93, %92
  %95 = add nuw nsw i64 %76, 2
  %96 = icmp eq i64 %95, 500
  br i1 %96, label %97, label %75, !llvm.loop !19

97:                                               ; preds = %75, %99
  %98 = phi i64 [ %100, %99 ], [ 0, %75 ]
  br label %102

99:                                               ; preds = %102
  %100 = add nuw nsw i64 %98, 1
  %101 = icmp eq i64 %100, 64
  br i1 %101, label %125, label %97, !llvm.loop !20

102:                                              ; preds = %102, %97
  %103 = phi i64 [ 0, %97 ], [ %120, %102 ]
  %104 = add nuw nsw i64 %103, 1
  %105 = mul nuw nsw i64 %104, %98
  %106 = trunc i64 %105 to i8
  %107 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %98, i64 %103
  store i8 %106, ptr %107, align 1, !tbaa !21
  %108 = add nuw nsw i64 %103, 2
  %109 = mul nuw nsw i64 %108, %98
  %110 = trunc i64 %109 to i8
  %111 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %98, i64 %104
  store i8 %110, ptr %111, align 1, !tbaa !21
  %112 = add nuw nsw i64 %103, 3
  %113 = mul nuw nsw i64 %112, %98
  %114 = trunc i64 %113 to i8
  %115 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %98, i64 %108
  store i8 %114, ptr %115, align 1, !tbaa !21
  %116 = add nuw nsw i64 %103, 4
  %117 = mul nuw nsw i64 %116, %98
  %118 = trunc i64 %117 to i8
  %119 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %98, i64 %112
  store i8 %118, ptr %119, align 1, !tbaa !21
  %120 = add nuw nsw i64 %103, 5
  %121 = mul nuw nsw i64 %120, %98
  %122 = trunc i64 %121 to i8
  %123 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %98, i64 %116
  store i8 %122, ptr %123, align 1, !tbaa !21
  %124 = icmp eq i64 %120, 80
  br i1 %124, label %99, label %102, !llvm.loop !22

125:                                              ; preds = %99, %152
  %126 = phi i64 [ %153, %152 ], [ 0, %99 ]
  %127 = phi i32 [ %180, %152 ], [ 0, %99 ]
  br label %155

128:                                              ; preds = %152, %128
  %129 = phi i64 [ %150, %128 ], [ 0, %152 ]
  %130 = phi <2 x i64> [ %148, %128 ], [ zeroinitializer, %152 ]
  %131 = phi <2 x i64> [ %149, %128 ], [ zeroinitializer, %152 ]
  %132 = insertelement <2 x i64> poison, i64 %129, i64 0
  %133 = shufflevector <2 x i64> %132, <2 x i64> poison, <2 x i32> zeroinitializer
  %134 = sub <2 x i64> <i64 499, i64 498>, %133
  %135 = add <2 x i64> %133, <i64 -497, i64 -496>
  %136 = extractelement <2 x i64> %134, i64 0
  %137 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %136
  %138 = getelementptr inbounds i8, ptr %137, i64 -4
  %139 = getelementptr inbounds i8, ptr %137, i64 -12
  %140 = load <2 x i32>, ptr %138, align 4, !tbaa !5
  %141 = shufflevector <2 x i32> %140, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %142 = load <2 x i32>, ptr %139, align 4, !tbaa !5
  %143 = shufflevector <2 x i32> %142, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %144 = sext <2 x i32> %141 to <2 x i64>
  %145 = sext <2 x i32> %143 to <2 x i64>
  %146 = sub <2 x i64> %130, %134
  %147 = add <2 x i64> %135, %131
  %148 = add <2 x i64> %146, %144
  %149 = add <2 x i64> %147, %145
  %150 = add nuw i64 %129, 4
  %151 = icmp eq i64 %150, 488
  br i1 %151, label %183, label %128, !llvm.loop !23

152:                                              ; preds = %155
  %153 = add nuw nsw i64 %126, 3
  %154 = icmp ult i64 %126, 77
  br i1 %154, label %125, label %128, !llvm.loop !24

155:                                              ; preds = %155, %125
  %156 = phi i64 [ 63, %125 ], [ %181, %155 ]
  %157 = phi i32 [ %127, %125 ], [ %180, %155 ]
  %158 = mul i32 %157, 31
  %159 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %156, i64 %126
  %160 = load i8, ptr %159, align 1, !tbaa !21
  %161 = zext i8 %160 to i32
  %162 = add i32 %158, %161
  %163 = add nsw i64 %156, -2
  %164 = mul i32 %162, 31
  %165 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %163, i64 %126
  %166 = load i8, ptr %165, align 1, !tbaa !21
  %167 = zext i8 %166 to i32
  %168 = add i32 %164, %167
  %169 = add nsw i64 %156, -4
  %170 = mul i32 %168, 31
  %171 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %169, i64 %126
  %172 = load i8, ptr %171, align 1, !tbaa !21
  %173 = zext i8 %172 to i32
  %174 = add i32 %170, %173
  %175 = add nsw i64 %156, -6
  %176 = mul i32 %174, 31
  %177 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %175, i64 %126
  %178 = load i8, ptr %177, align 1, !tbaa !21
  %179 = zext i8 %178 to i32
  %180 = add i32 %176, %179
  %181 = add nsw i64 %156, -8
  %182 = icmp ugt i64 %175, 1
  br i1 %182, label %155, label %152, !llvm.loop !25

183:                                              ; preds = %128
  %184 = add <2 x i64> %149, %148
  %185 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %184)
  %186 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 44), align 4, !tbaa !5
  %187 = sext i32 %186 to i64
  %188 = add i64 %185, -11
  %189 = add i64 %188, %187
  %190 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 40), align 8, !tbaa !5
  %191 = sext i32 %190 to i64
  %192 = add i64 %189, -10
  %193 = add i64 %192, %191
  br label %195

194:                                              ; preds = %195
  call void @llvm.lifetime.start.p0(i64 4008, ptr nonnull %1) #4
  store i64 0, ptr %1, align 16, !tbaa !16
  br label %224

195:                                              ; preds = %195, %183
  %196 = phi i64 [ 499, %183 ], [ %222, %195 ]
  %197 = phi i64 [ %193, %183 ], [ %221, %195 ]
  %198 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %196
  %199 = load i32, ptr %198, align 4, !tbaa !5
  %200 = sext i32 %199 to i64
  %201 = xor i64 %197, %200
  %202 = add nsw i64 %196, -4
  %203 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %202
  %204 = load i32, ptr %203, align 4, !tbaa !5
  %205 = sext i32 %204 to i64
  %206 = xor i64 %201, %205
  %207 = add nsw i64 %196, -8
  %208 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %207
  %209 = load i32, ptr %208, align 4, !tbaa !5
  %210 = sext i32 %209 to i64
  %211 = xor i64 %206, %210
  %212 = add nsw i64 %196, -12
  %213 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %212
  %214 = load i32, ptr %213, align 4, !tbaa !5
  %215 = sext i32 %214 to i64
  %216 = xor i64 %211, %215
  %217 = add nsw i64 %196, -16
  %218 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %217
  %219 = load i32, ptr %218, align 4, !tbaa !5
  %220 = sext i32 %219 to i64
  %221 = xor i64 %216, %220
  %222 = add nsw i64 %196, -20
  %223 = icmp ugt i64 %217, 3
  br i1 %223, label %195, label %194, !llvm.loop !26

224:                                              ; preds = %224, %194
  %225 = phi i64 [ 0, %194 ], [ %248, %224 ]
  %226 = phi i64 [ 0, %194 ], [ %249, %224 ]
  %227 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %226
  %228 = load i32, ptr %227, align 16, !tbaa !5
  %229 = sext i32 %228 to i64
  %230 = add nsw i64 %225, %229
  %231 = or disjoint i64 %226, 1
  %232 = getelementptr inbounds [501 x i64], ptr %1, i64 0, i64 %231
  store i64 %230, ptr %232, align 8, !tbaa !16
  %233 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %231
  %234 = load i32, ptr %233, align 4, !tbaa !5
  %235 = sext i32 %234 to i64
  %236 = add nsw i64 %230, %235
  %237 = or disjoint i64 %226, 2
  %238 = getelementptr inbounds [501 x i64], ptr %1, i64 0, i64 %237
  store i64 %236, ptr %238, align 16, !tbaa !16
  %239 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %237
  %240 = load i32, ptr %239, align 8, !tbaa !5
  %241 = sext i32 %240 to i64
  %242 = add nsw i64 %236, %241
  %243 = or disjoint i64 %226, 3
  %244 = getelementptr inbounds [501 x i64], ptr %1, i64 0, i64 %243
  store i64 %242, ptr %244, align 8, !tbaa !16
  %245 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %243
  %246 = load i32, ptr %245, align 4, !tbaa !5
  %247 = sext i32 %246 to i64
  %248 = add nsw i64 %242, %247
  %249 = add nuw nsw i64 %226, 4
  %250 = getelementptr inbounds [501 x i64], ptr %1, i64 0, i64 %249
  store i64 %248, ptr %250, align 16, !tbaa !16
  %251 = icmp eq i64 %249, 500
  br i1 %251, label %257, label %224, !llvm.loop !27

252:                                              ; preds = %257
  %253 = getelementptr inbounds i8, ptr %1, i64 4000
  %254 = load i64, ptr %253, align 16, !tbaa !16
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %33, i64 noundef %94, i32 noundef %180, i64 noundef %221, i64 noundef %254, i32 noundef %267, i64 noundef %276)
  %256 = and i32 %180, 127
  call void @llvm.lifetime.end.p0(i64 4008, ptr nonnull %1) #4
  ret i32 %256

257:                                              ; preds = %224, %257
  %258 = phi i64 [ %268, %257 ], [ 0, %224 ]
  %259 = phi i64 [ %276, %257 ], [ 0, %224 ]
  %260 = phi i32 [ %267, %257 ], [ -2147483648, %224 ]
  %261 = trunc i64 %258 to i16
  %262 = mul nuw nsw i16 %261, 13
  %263 = urem i16 %262, 500
  %264 = zext nneg i16 %263 to i64
  %265 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %264
  %266 = load i32, ptr %265, align 4, !tbaa !5
  %267 = tail call i32 @llvm.smax.i32(i32 %266, i32 %260)
  %268 = add nuw nsw i64 %258, 1
  %269 = getelementptr inbounds [501 x i64], ptr %1, i64 0, i64 %268
  %270 = load i64, ptr %269, align 8, !tbaa !16
  %271 = lshr i64 %258, 1
  %272 = and i64 %271, 2147483647
  %273 = getelementptr inbounds [501 x i64], ptr %1, i64 0, i64 %272
  %274 = load i64, ptr %273, align 8, !tbaa !16
  %275 = sub nsw i64 %270, %274
  %276 = tail call i64 @llvm.smax.i64(i64 %275, i64 %259)
  %277 = icmp eq i64 %268, 500
  br i1 %277, label %252, label %257, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !7, i64 0}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = !{!7, !7, i64 0}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10, !11, !12}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
