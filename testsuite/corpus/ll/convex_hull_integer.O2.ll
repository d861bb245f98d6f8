; ModuleID = 'programs/convex_hull_integer.c'
source_filename = "programs/convex_hull_integer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pt = type { i64, i64 }

@main.p = internal global [2000 x %struct.pt] zeroinitializer, align 16
@main.h = internal unnamed_addr global [2001 x %struct.pt] zeroinitializer, align 16
@.str = private unnamed_addr constant [54 x i8] c"hull vertices=%d doubled area=%lld first=(%lld,%lld)\0A\00", align 1
@.str.1 = private unnamed_addr constant [46 x i8] c"points inside or on hull=%d origin=%d far=%d\0A\00", align 1
@__const.main.s = private unnamed_addr constant [5 x [4 x %struct.pt]] [[4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 4, i64 4 }, %struct.pt { i64 0, i64 4 }, %struct.pt { i64 4, i64 0 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 2, i64 2 }, %struct.pt { i64 3, i64 3 }, %struct.pt { i64 5, i64 5 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 3, i64 3 }, %struct.pt { i64 3, i64 3 }, %struct.pt { i64 5, i64 1 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 4, i64 0 }, %struct.pt { i64 2, i64 0 }, %struct.pt { i64 6, i64 0 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 1, i64 1 }, %struct.pt { i64 1, i64 0 }, %struct.pt { i64 2, i64 1 }]], align 16
@.str.2 = private unnamed_addr constant [16 x i8] c"intersect%d=%d \00", align 1
@.str.3 = private unnamed_addr constant [49 x i8] c"\0Aclosest pair squared distance (first 600)=%lld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -2147483648, 2147483647) i32 @main() local_unnamed_addr #0 {
  br label %90

1:                                                ; preds = %90
  tail call void @qsort(ptr noundef nonnull @main.p, i64 noundef 2000, i64 noundef 16, ptr noundef nonnull @cmp_pt) #7
  br label %2

2:                                                ; preds = %36, %1
  %3 = phi i64 [ 0, %1 ], [ %42, %36 ]
  %4 = phi i32 [ 0, %1 ], [ %38, %36 ]
  %5 = icmp sgt i32 %4, 1
  br i1 %5, label %6, label %36

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.pt, ptr @main.p, i64 %3
  %8 = load i64, ptr %7, align 16
  %9 = getelementptr inbounds i8, ptr %7, i64 8
  %10 = load i64, ptr %9, align 8
  br label %13

11:                                               ; preds = %36
  %12 = sext i32 %38 to i64
  br label %44

13:                                               ; preds = %33, %6
  %14 = phi i32 [ %4, %6 ], [ %34, %33 ]
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr %struct.pt, ptr @main.h, i64 %15
  %17 = getelementptr i8, ptr %16, i64 -32
  %18 = getelementptr i8, ptr %16, i64 -16
  %19 = load i64, ptr %17, align 16
  %20 = getelementptr i8, ptr %16, i64 -24
  %21 = load i64, ptr %20, align 8
  %22 = load i64, ptr %18, align 16
  %23 = getelementptr i8, ptr %16, i64 -8
  %24 = load i64, ptr %23, align 8
  %25 = sub nsw i64 %22, %19
  %26 = sub nsw i64 %10, %21
  %27 = mul nsw i64 %25, %26
  %28 = sub nsw i64 %24, %21
  %29 = sub i64 %19, %8
  %30 = mul i64 %28, %29
  %31 = add i64 %30, %27
  %32 = icmp slt i64 %31, 1
  br i1 %32, label %33, label %36

33:                                               ; preds = %13
  %34 = add nsw i32 %14, -1
  %35 = icmp sgt i32 %14, 2
  br i1 %35, label %13, label %36, !llvm.loop !5

36:                                               ; preds = %33, %13, %2
  %37 = phi i32 [ %4, %2 ], [ %14, %13 ], [ 1, %33 ]
  %38 = add nsw i32 %37, 1
  %39 = sext i32 %37 to i64
  %40 = getelementptr inbounds %struct.pt, ptr @main.h, i64 %39
  %41 = getelementptr inbounds %struct.pt, ptr @main.p, i64 %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %40, ptr noundef nonnull align 16 dereferenceable(16) %41, i64 16, i1 false), !tbaa.struct !7
  %42 = add nuw nsw i64 %3, 1
  %43 = icmp eq i64 %42, 2000
  br i1 %43, label %11, label %2, !llvm.loop !12

44:                                               ; preds = %78, %11
  %45 = phi i64 [ 1998, %11 ], [ %84, %78 ]
  %46 = phi i32 [ %38, %11 ], [ %80, %78 ]
  %47 = icmp sgt i32 %46, %38
  br i1 %47, label %48, label %78

48:                                               ; preds = %44
  %49 = getelementptr inbounds %struct.pt, ptr @main.p, i64 %45
  %50 = load i64, ptr %49, align 16
  %51 = getelementptr inbounds i8, ptr %49, i64 8
  %52 = load i64, ptr %51, align 8
  %53 = sext i32 %46 to i64
  br label %54

54:                                               ; preds = %73, %48
  %55 = phi i64 [ %53, %48 ], [ %74, %73 ]
  %56 = getelementptr %struct.pt, ptr @main.h, i64 %55
  %57 = getelementptr i8, ptr %56, i64 -32
  %58 = getelementptr i8, ptr %56, i64 -16
  %59 = load i64, ptr %57, align 16
  %60 = getelementptr i8, ptr %56, i64 -24
  %61 = load i64, ptr %60, align 8
  %62 = load i64, ptr %58, align 16
  %63 = getelementptr i8, ptr %56, i64 -8
  %64 = load i64, ptr %63, align 8
  %65 = sub nsw i64 %62, %59
  %66 = sub nsw i64 %52, %61
  %67 = mul nsw i64 %65, %66
  %68 = sub nsw i64 %64, %61
  %69 = sub i64 %59, %50
  %70 = mul i64 %68, %69
  %71 = add i64 %70, %67
  %72 = icmp slt i64 %71, 1
  br i1 %72, label %73, label %76

73:                                               ; preds = %54
  %74 = add nsw i64 %55, -1
  %75 = icmp sgt i64 %74, %12
  br i1 %75, label %54, label %78, !llvm.loop !13

76:                                               ; preds = %54
  %77 = trunc nsw i64 %55 to i32
  br label %78

78:                                               ; preds = %73, %76, %44
  %79 = phi i32 [ %46, %44 ], [ %77, %76 ], [ %38, %73 ]
  %80 = add nsw i32 %79, 1
  %81 = sext i32 %79 to i64
  %82 = getelementptr inbounds %struct.pt, ptr @main.h, i64 %81
  %83 = getelementptr inbounds %struct.pt, ptr @main.p, i64 %45
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %82, ptr noundef nonnull align 16 dereferenceable(16) %83, i64 16, i1 false), !tbaa.struct !7
  %84 = add nsw i64 %45, -1
  %85 = icmp eq i64 %45, 0
  br i1 %85, label %86, label %44, !llvm.loop !14

86:                                               ; preds = %78
  %87 = icmp sgt i32 %79, 0
  br i1 %87, label %88, label %109

88:                                               ; preds = %86
  %89 = zext nneg i32 %79 to i64
  br label %114

90:                                               ; preds = %0, %90
  %91 = phi i64 [ 0, %0 ], [ %107, %90 ]
  %92 = phi i32 [ 2718, %0 ], [ %101, %90 ]
  %93 = mul i32 %92, 1103515245
  %94 = add i32 %93, 12345
  %95 = lshr i32 %94, 8
  %96 = urem i32 %95, 2000001
  %97 = zext nneg i32 %96 to i64
  %98 = add nsw i64 %97, -1000000
  %99 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %91
  store i64 %98, ptr %99, align 16, !tbaa !15
  %100 = mul i32 %94, 1103515245
  %101 = add i32 %100, 12345
  %102 = lshr i32 %101, 8
  %103 = urem i32 %102, 2000001
  %104 = zext nneg i32 %103 to i64
  %105 = add nsw i64 %104, -1000000
  %106 = getelementptr inbounds i8, ptr %99, i64 8
  store i64 %105, ptr %106, align 8, !tbaa !17
  %107 = add nuw nsw i64 %91, 1
  %108 = icmp eq i64 %107, 2000
  br i1 %108, label %1, label %90, !llvm.loop !18

109:                                              ; preds = %114, %86
  %110 = phi i64 [ 0, %86 ], [ %132, %114 ]
  %111 = load i64, ptr @main.h, align 16, !tbaa !15
  %112 = load i64, ptr getelementptr inbounds (i8, ptr @main.h, i64 8), align 8, !tbaa !17
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %79, i64 noundef %110, i64 noundef %111, i64 noundef %112)
  br label %138

114:                                              ; preds = %88, %114
  %115 = phi i64 [ 0, %88 ], [ %119, %114 ]
  %116 = phi i64 [ 0, %88 ], [ %132, %114 ]
  %117 = getelementptr inbounds [2001 x %struct.pt], ptr @main.h, i64 0, i64 %115
  %118 = load i64, ptr %117, align 16, !tbaa !15
  %119 = add nuw nsw i64 %115, 1
  %120 = icmp eq i64 %119, %89
  %121 = and i64 %119, 4294967295
  %122 = select i1 %120, i64 0, i64 %121
  %123 = getelementptr inbounds [2001 x %struct.pt], ptr @main.h, i64 0, i64 %122
  %124 = getelementptr inbounds i8, ptr %123, i64 8
  %125 = load i64, ptr %124, align 8, !tbaa !17
  %126 = mul nsw i64 %125, %118
  %127 = load i64, ptr %123, align 16, !tbaa !15
  %128 = getelementptr inbounds i8, ptr %117, i64 8
  %129 = load i64, ptr %128, align 8, !tbaa !17
  %130 = mul nsw i64 %129, %127
  %131 = add i64 %126, %116
  %132 = sub i64 %131, %130
  %133 = icmp eq i64 %119, %89
  br i1 %133, label %109, label %114, !llvm.loop !19

134:                                              ; preds = %138
  %135 = tail call fastcc i32 @inside(i32 noundef %79, i64 0, i64 0)
  %136 = tail call fastcc i32 @inside(i32 noundef %79, i64 2000000, i64 0)
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %146, i32 noundef %135, i32 noundef %136)
  br label %149

138:                                              ; preds = %109, %138
  %139 = phi i64 [ 0, %109 ], [ %147, %138 ]
  %140 = phi i32 [ 0, %109 ], [ %146, %138 ]
  %141 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %139
  %142 = load i64, ptr %141, align 16
  %143 = getelementptr inbounds i8, ptr %141, i64 8
  %144 = load i64, ptr %143, align 8
  %145 = tail call fastcc i32 @inside(i32 noundef %79, i64 %142, i64 %144)
  %146 = add nuw nsw i32 %145, %140
  %147 = add nuw nsw i64 %139, 1
  %148 = icmp eq i64 %147, 2000
  br i1 %148, label %134, label %138, !llvm.loop !20

149:                                              ; preds = %134, %262
  %150 = phi i64 [ 0, %134 ], [ %266, %262 ]
  %151 = getelementptr inbounds [5 x [4 x %struct.pt]], ptr @__const.main.s, i64 0, i64 %150
  %152 = getelementptr inbounds i8, ptr %151, i64 16
  %153 = getelementptr inbounds i8, ptr %151, i64 32
  %154 = getelementptr inbounds i8, ptr %151, i64 48
  %155 = load i64, ptr %152, align 16
  %156 = getelementptr inbounds i8, ptr %151, i64 24
  %157 = load i64, ptr %156, align 8
  %158 = load i64, ptr %153, align 16
  %159 = getelementptr inbounds i8, ptr %151, i64 40
  %160 = load i64, ptr %159, align 8
  %161 = load i64, ptr %154, align 16
  %162 = getelementptr inbounds i8, ptr %151, i64 56
  %163 = load i64, ptr %162, align 8
  %164 = sub nsw i64 %161, %158
  %165 = mul i64 %164, %160
  %166 = sub nsw i64 %163, %160
  %167 = mul i64 %166, %158
  %168 = sub i64 %167, %165
  %169 = icmp sgt i64 %168, 0
  %170 = zext i1 %169 to i32
  %171 = ashr i64 %168, 63
  %172 = trunc nsw i64 %171 to i32
  %173 = add nsw i32 %172, %170
  %174 = sub nsw i64 %157, %160
  %175 = mul nsw i64 %164, %174
  %176 = sub i64 %158, %155
  %177 = mul i64 %166, %176
  %178 = add i64 %177, %175
  %179 = icmp sgt i64 %178, 0
  %180 = zext i1 %179 to i32
  %181 = ashr i64 %178, 63
  %182 = trunc nsw i64 %181 to i32
  %183 = add nsw i32 %182, %180
  %184 = mul nsw i64 %160, %155
  %185 = mul i64 %158, %157
  %186 = sub i64 %184, %185
  %187 = icmp sgt i64 %186, 0
  %188 = zext i1 %187 to i32
  %189 = ashr i64 %186, 63
  %190 = trunc nsw i64 %189 to i32
  %191 = add nsw i32 %190, %188
  %192 = mul nsw i64 %163, %155
  %193 = mul i64 %161, %157
  %194 = sub i64 %192, %193
  %195 = icmp sgt i64 %194, 0
  %196 = zext i1 %195 to i32
  %197 = ashr i64 %194, 63
  %198 = trunc nsw i64 %197 to i32
  %199 = add nsw i32 %198, %196
  %200 = mul nsw i32 %173, %183
  %201 = icmp slt i32 %200, 0
  %202 = mul nsw i32 %199, %191
  %203 = icmp slt i32 %202, 0
  %204 = select i1 %201, i1 %203, i1 false
  br i1 %204, label %262, label %205

205:                                              ; preds = %149
  %206 = icmp eq i32 %173, 0
  br i1 %206, label %207, label %219

207:                                              ; preds = %205
  %208 = tail call i64 @llvm.smin.i64(i64 %158, i64 %161)
  %209 = icmp sgt i64 %208, 0
  %210 = tail call i64 @llvm.smax.i64(i64 %158, i64 %161)
  %211 = icmp slt i64 %210, 0
  %212 = or i1 %209, %211
  %213 = tail call i64 @llvm.smin.i64(i64 %160, i64 %163)
  %214 = icmp sgt i64 %213, 0
  %215 = tail call i64 @llvm.smax.i64(i64 %160, i64 %163)
  %216 = icmp slt i64 %215, 0
  %217 = or i1 %214, %216
  %218 = select i1 %212, i1 true, i1 %217
  br i1 %218, label %219, label %262

219:                                              ; preds = %207, %205
  %220 = icmp eq i32 %183, 0
  br i1 %220, label %221, label %233

221:                                              ; preds = %219
  %222 = tail call i64 @llvm.smin.i64(i64 %158, i64 %161)
  %223 = icmp sgt i64 %222, %155
  %224 = tail call i64 @llvm.smax.i64(i64 %158, i64 %161)
  %225 = icmp slt i64 %224, %155
  %226 = or i1 %223, %225
  %227 = tail call i64 @llvm.smin.i64(i64 %160, i64 %163)
  %228 = icmp sgt i64 %227, %157
  %229 = tail call i64 @llvm.smax.i64(i64 %160, i64 %163)
  %230 = icmp slt i64 %229, %157
  %231 = or i1 %228, %230
  %232 = select i1 %226, i1 true, i1 %231
  br i1 %232, label %233, label %262

233:                                              ; preds = %221, %219
  %234 = icmp eq i32 %191, 0
  br i1 %234, label %235, label %247

235:                                              ; preds = %233
  %236 = tail call i64 @llvm.smin.i64(i64 %155, i64 0)
  %237 = icmp sgt i64 %236, %158
  %238 = tail call i64 @llvm.smax.i64(i64 %155, i64 0)
  %239 = icmp slt i64 %238, %158
  %240 = or i1 %237, %239
  %241 = tail call i64 @llvm.smin.i64(i64 %157, i64 0)
  %242 = icmp sgt i64 %241, %160
  %243 = tail call i64 @llvm.smax.i64(i64 %157, i64 0)
  %244 = icmp slt i64 %243, %160
  %245 = or i1 %242, %244
  %246 = select i1 %240, i1 true, i1 %245
  br i1 %246, label %247, label %262

247:                                              ; preds = %235, %233
  %248 = icmp eq i32 %199, 0
  br i1 %248, label %249, label %262

249:                                              ; preds = %247
  %250 = tail call i64 @llvm.smin.i64(i64 %155, i64 0)
  %251 = icmp sgt i64 %250, %161
  %252 = tail call i64 @llvm.smax.i64(i64 %155, i64 0)
  %253 = icmp slt i64 %252, %161
  %254 = or i1 %251, %253
  %255 = tail call i64 @llvm.smin.i64(i64 %157, i64 0)
  %256 = icmp sgt i64 %255, %163
  %257 = select i1 %254, i1 true, i1 %256
  br i1 %257, label %262, label %258

258:                                              ; preds = %249
  %259 = tail call i64 @llvm.smax.i64(i64 %157, i64 0)
  %260 = icmp sge i64 %259, %163
  %261 = zext i1 %260 to i32
  br label %262

262:                                              ; preds = %149, %207, %221, %235, %247, %249, %258
  %263 = phi i32 [ 1, %149 ], [ 0, %247 ], [ 0, %249 ], [ %261, %258 ], [ 1, %207 ], [ 1, %221 ], [ 1, %235 ]
  %264 = trunc nuw nsw i64 %150 to i32
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %264, i32 noundef %263)
  %266 = add nuw nsw i64 %150, 1
  %267 = icmp eq i64 %266, 5
  br i1 %267, label %274, label %149, !llvm.loop !21

268:                                              ; preds = %285, %274
  %269 = phi i64 [ %277, %274 ], [ %297, %285 ]
  %270 = add nuw nsw i64 %276, 1
  %271 = icmp eq i64 %278, 600
  br i1 %271, label %272, label %274, !llvm.loop !22

272:                                              ; preds = %268
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %269)
  ret i32 %79

274:                                              ; preds = %262, %268
  %275 = phi i64 [ %278, %268 ], [ 0, %262 ]
  %276 = phi i64 [ %270, %268 ], [ 1, %262 ]
  %277 = phi i64 [ %269, %268 ], [ 9223372036854775807, %262 ]
  %278 = add nuw nsw i64 %275, 1
  %279 = icmp ult i64 %275, 599
  br i1 %279, label %280, label %268

280:                                              ; preds = %274
  %281 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %275
  %282 = load i64, ptr %281, align 16, !tbaa !15
  %283 = getelementptr inbounds i8, ptr %281, i64 8
  %284 = load i64, ptr %283, align 8, !tbaa !17
  br label %285

285:                                              ; preds = %280, %285
  %286 = phi i64 [ %276, %280 ], [ %298, %285 ]
  %287 = phi i64 [ %277, %280 ], [ %297, %285 ]
  %288 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %286
  %289 = load i64, ptr %288, align 16, !tbaa !15
  %290 = sub nsw i64 %282, %289
  %291 = getelementptr inbounds i8, ptr %288, i64 8
  %292 = load i64, ptr %291, align 8, !tbaa !17
  %293 = sub nsw i64 %284, %292
  %294 = mul nsw i64 %290, %290
  %295 = mul nsw i64 %293, %293
  %296 = add nuw nsw i64 %295, %294
  %297 = tail call i64 @llvm.smin.i64(i64 %296, i64 %287)
  %298 = add nuw nsw i64 %286, 1
  %299 = icmp eq i64 %298, 600
  br i1 %299, label %268, label %285, !llvm.loop !23
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @inside(i32 noundef %0, i64 %1, i64 %2) unnamed_addr #2 {
  %4 = load i64, ptr @main.h, align 16
  %5 = load i64, ptr getelementptr inbounds (i8, ptr @main.h, i64 8), align 8
  %6 = load i64, ptr getelementptr inbounds (i8, ptr @main.h, i64 16), align 16
  %7 = load i64, ptr getelementptr inbounds (i8, ptr @main.h, i64 24), align 8
  %8 = sub nsw i64 %6, %4
  %9 = sub nsw i64 %2, %5
  %10 = mul nsw i64 %8, %9
  %11 = sub nsw i64 %7, %5
  %12 = sub i64 %4, %1
  %13 = mul i64 %11, %12
  %14 = add i64 %13, %10
  %15 = icmp slt i64 %14, 0
  br i1 %15, label %76, label %16

16:                                               ; preds = %3
  %17 = add nsw i32 %0, -1
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.pt, ptr @main.h, i64 %18
  %20 = load i64, ptr %19, align 16
  %21 = getelementptr inbounds i8, ptr %19, i64 8
  %22 = load i64, ptr %21, align 8
  %23 = sub nsw i64 %20, %4
  %24 = mul nsw i64 %23, %9
  %25 = sub nsw i64 %22, %5
  %26 = mul i64 %25, %12
  %27 = add i64 %26, %24
  %28 = icmp sgt i64 %27, 0
  br i1 %28, label %76, label %29

29:                                               ; preds = %16
  %30 = icmp sgt i32 %0, 3
  br i1 %30, label %31, label %62

31:                                               ; preds = %29, %31
  %32 = phi i32 [ %48, %31 ], [ %17, %29 ]
  %33 = phi i32 [ %47, %31 ], [ 1, %29 ]
  %34 = add nsw i32 %32, %33
  %35 = sdiv i32 %34, 2
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds %struct.pt, ptr @main.h, i64 %36
  %38 = load i64, ptr %37, align 16
  %39 = getelementptr inbounds i8, ptr %37, i64 8
  %40 = load i64, ptr %39, align 8
  %41 = sub nsw i64 %38, %4
  %42 = mul nsw i64 %41, %9
  %43 = sub nsw i64 %40, %5
  %44 = mul i64 %43, %12
  %45 = add i64 %44, %42
  %46 = icmp sgt i64 %45, -1
  %47 = select i1 %46, i32 %35, i32 %33
  %48 = select i1 %46, i32 %32, i32 %35
  %49 = sub nsw i32 %48, %47
  %50 = icmp sgt i32 %49, 1
  br i1 %50, label %31, label %51, !llvm.loop !24

51:                                               ; preds = %31
  %52 = sext i32 %47 to i64
  %53 = getelementptr inbounds %struct.pt, ptr @main.h, i64 %52
  %54 = load i64, ptr %53, align 16
  %55 = getelementptr inbounds i8, ptr %53, i64 8
  %56 = load i64, ptr %55, align 8
  %57 = sext i32 %48 to i64
  %58 = getelementptr inbounds %struct.pt, ptr @main.h, i64 %57
  %59 = load i64, ptr %58, align 16
  %60 = getelementptr inbounds i8, ptr %58, i64 8
  %61 = load i64, ptr %60, align 8
  br label %62

62:                                               ; preds = %29, %51
  %63 = phi i64 [ %61, %51 ], [ %22, %29 ]
  %64 = phi i64 [ %59, %51 ], [ %20, %29 ]
  %65 = phi i64 [ %56, %51 ], [ %7, %29 ]
  %66 = phi i64 [ %54, %51 ], [ %6, %29 ]
  %67 = sub nsw i64 %64, %66
  %68 = sub nsw i64 %2, %65
  %69 = mul nsw i64 %67, %68
  %70 = sub nsw i64 %63, %65
  %71 = sub i64 %66, %1
  %72 = mul i64 %70, %71
  %73 = add i64 %72, %69
  %74 = icmp sgt i64 %73, -1
  %75 = zext i1 %74 to i32
  br label %76

76:                                               ; preds = %3, %16, %62
  %77 = phi i32 [ %75, %62 ], [ 0, %16 ], [ 0, %3 ]
  ret i32 %77
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_pt(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = load i64, ptr %0, align 8, !tbaa !15
  %4 = load i64, ptr %1, align 8, !tbaa !15
  %5 = icmp eq i64 %3, %4
  br i1 %5, label %9, label %6

6:                                                ; preds = %2
  %7 = icmp slt i64 %3, %4
  %8 = select i1 %7, i32 -1, i32 1
  br label %19

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !17
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !17
  %14 = icmp sgt i64 %11, %13
  %15 = zext i1 %14 to i32
  %16 = icmp slt i64 %11, %13
  %17 = sext i1 %16 to i32
  %18 = add nsw i32 %17, %15
  br label %19

19:                                               ; preds = %9, %6
  %20 = phi i32 [ %8, %6 ], [ %18, %9 ]
  ret i32 %20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{i64 0, i64 8, !8, i64 8, i64 8, !8}
!8 = !{!9, !9, i64 0}
!9 = !{!"long", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = !{!16, !9, i64 0}
!16 = !{!"", !9, i64 0, !9, i64 8}
!17 = !{!16, !9, i64 8}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
