; ModuleID = 'programs/sort_networks_radix.c'
source_filename = "programs/sort_networks_radix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.a = internal global [5000 x i32] zeroinitializer, align 16
@main.b = internal global [5000 x i32] zeroinitializer, align 16
@main.c = internal global [5000 x i32] zeroinitializer, align 16
@main.d = internal global [5000 x i32] zeroinitializer, align 16
@main.tmp = internal unnamed_addr global [5000 x i32] zeroinitializer, align 16
@main.w = internal unnamed_addr global [5000 x i64] zeroinitializer, align 16
@main.wt = internal unnamed_addr global [5000 x i64] zeroinitializer, align 16
@.str = private unnamed_addr constant [91 x i8] c"all sorts agree=%d radix64 sorted=%d network bad=%d min=%u max=%u median=%u bytes[500]=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [257 x i32], align 16
  %2 = alloca [257 x i32], align 16
  %3 = alloca [1000 x i8], align 16
  %4 = alloca [256 x i32], align 16
  br label %197

5:                                                ; preds = %197, %50
  %6 = phi i32 [ %51, %50 ], [ 0, %197 ]
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %2) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %2, i8 0, i64 1028, i1 false)
  br label %7

7:                                                ; preds = %7, %5
  %8 = phi i64 [ 0, %5 ], [ %28, %7 ]
  %9 = getelementptr inbounds i32, ptr @main.a, i64 %8
  %10 = load i32, ptr %9, align 8, !tbaa !5
  %11 = lshr i32 %10, %6
  %12 = and i32 %11, 255
  %13 = add nuw nsw i32 %12, 1
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [257 x i32], ptr %2, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %15, align 4, !tbaa !5
  %18 = or disjoint i64 %8, 1
  %19 = getelementptr inbounds i32, ptr @main.a, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = lshr i32 %20, %6
  %22 = and i32 %21, 255
  %23 = add nuw nsw i32 %22, 1
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds [257 x i32], ptr %2, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !5
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %25, align 4, !tbaa !5
  %28 = add nuw nsw i64 %8, 2
  %29 = icmp eq i64 %28, 5000
  br i1 %29, label %30, label %7, !llvm.loop !9

30:                                               ; preds = %7, %30
  %31 = phi i32 [ %48, %30 ], [ 0, %7 ]
  %32 = phi i64 [ %45, %30 ], [ 0, %7 ]
  %33 = or disjoint i64 %32, 1
  %34 = getelementptr inbounds [257 x i32], ptr %2, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = add nsw i32 %35, %31
  store i32 %36, ptr %34, align 4, !tbaa !5
  %37 = or disjoint i64 %32, 2
  %38 = getelementptr inbounds [257 x i32], ptr %2, i64 0, i64 %37
  %39 = load i32, ptr %38, align 8, !tbaa !5
  %40 = add nsw i32 %39, %36
  store i32 %40, ptr %38, align 8, !tbaa !5
  %41 = or disjoint i64 %32, 3
  %42 = getelementptr inbounds [257 x i32], ptr %2, i64 0, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !5
  %44 = add nsw i32 %43, %40
  store i32 %44, ptr %42, align 4, !tbaa !5
  %45 = add nuw nsw i64 %32, 4
  %46 = getelementptr inbounds [257 x i32], ptr %2, i64 0, i64 %45
  %47 = load i32, ptr %46, align 16, !tbaa !5
  %48 = add nsw i32 %47, %44
  store i32 %48, ptr %46, align 16, !tbaa !5
  %49 = icmp eq i64 %45, 256
  br i1 %49, label %53, label %30, !llvm.loop !11

50:                                               ; preds = %53
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(20000) @main.a, ptr noundef nonnull align 16 dereferenceable(20000) @main.tmp, i64 20000, i1 false)
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %2) #9
  %51 = add nuw nsw i32 %6, 8
  %52 = icmp ult i32 %6, 24
  br i1 %52, label %5, label %78, !llvm.loop !12

53:                                               ; preds = %30, %53
  %54 = phi i64 [ %76, %53 ], [ 0, %30 ]
  %55 = getelementptr inbounds i32, ptr @main.a, i64 %54
  %56 = load i32, ptr %55, align 8, !tbaa !5
  %57 = lshr i32 %56, %6
  %58 = and i32 %57, 255
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds [257 x i32], ptr %2, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !5
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %60, align 4, !tbaa !5
  %63 = sext i32 %61 to i64
  %64 = getelementptr inbounds i32, ptr @main.tmp, i64 %63
  store i32 %56, ptr %64, align 4, !tbaa !5
  %65 = or disjoint i64 %54, 1
  %66 = getelementptr inbounds i32, ptr @main.a, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !5
  %68 = lshr i32 %67, %6
  %69 = and i32 %68, 255
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds [257 x i32], ptr %2, i64 0, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %71, align 4, !tbaa !5
  %74 = sext i32 %72 to i64
  %75 = getelementptr inbounds i32, ptr @main.tmp, i64 %74
  store i32 %67, ptr %75, align 4, !tbaa !5
  %76 = add nuw nsw i64 %54, 2
  %77 = icmp eq i64 %76, 5000
  br i1 %77, label %50, label %53, !llvm.loop !13

78:                                               ; preds = %50, %86
  %79 = phi i32 [ %80, %86 ], [ 1, %50 ]
  %80 = shl i32 %79, 1
  %81 = zext nneg i32 %79 to i64
  %82 = shl nuw nsw i64 %81, 1
  br label %88

83:                                               ; preds = %150, %147
  %84 = icmp ult i32 %98, 5000
  %85 = add nuw nsw i64 %89, %82
  br i1 %84, label %88, label %86, !llvm.loop !14

86:                                               ; preds = %83
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(20000) @main.b, ptr noundef nonnull align 16 dereferenceable(20000) @main.tmp, i64 20000, i1 false)
  %87 = icmp ult i32 %79, 2500
  br i1 %87, label %78, label %162, !llvm.loop !15

88:                                               ; preds = %83, %78
  %89 = phi i64 [ %85, %83 ], [ %81, %78 ]
  %90 = phi i64 [ %97, %83 ], [ 0, %78 ]
  %91 = tail call i64 @llvm.umin.i64(i64 %89, i64 5000)
  %92 = trunc i64 %90 to i32
  %93 = add nuw nsw i32 %80, %92
  %94 = tail call i32 @llvm.umin.i32(i32 %93, i32 5000)
  %95 = add nuw nsw i32 %79, %92
  %96 = tail call i32 @llvm.umin.i32(i32 %95, i32 5000)
  %97 = add nuw nsw i64 %90, %82
  %98 = trunc i64 %97 to i32
  %99 = tail call i32 @llvm.umin.i32(i32 %98, i32 5000)
  %100 = icmp ult i32 %95, %99
  br i1 %100, label %125, label %103

101:                                              ; preds = %125
  %102 = trunc nuw i64 %142 to i32
  br label %103

103:                                              ; preds = %101, %88
  %104 = phi i32 [ %92, %88 ], [ %137, %101 ]
  %105 = phi i32 [ %96, %88 ], [ %140, %101 ]
  %106 = phi i32 [ %92, %88 ], [ %102, %101 ]
  %107 = icmp slt i32 %104, %96
  br i1 %107, label %108, label %147

108:                                              ; preds = %103
  %109 = zext i32 %106 to i64
  %110 = shl nuw nsw i64 %109, 2
  %111 = getelementptr i8, ptr @main.tmp, i64 %110
  %112 = zext nneg i32 %104 to i64
  %113 = shl nuw nsw i64 %112, 2
  %114 = getelementptr i8, ptr @main.b, i64 %113
  %115 = xor i32 %104, -1
  %116 = add i32 %96, %115
  %117 = zext i32 %116 to i64
  %118 = shl nuw nsw i64 %117, 2
  %119 = add nuw nsw i64 %118, 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %111, ptr noundef nonnull align 4 dereferenceable(1) %114, i64 %119, i1 false), !tbaa !5
  %120 = add nuw nsw i64 %112, 1
  %121 = tail call i64 @llvm.umax.i64(i64 %91, i64 %120)
  %122 = trunc nuw i64 %121 to i32
  %123 = add i32 %106, %122
  %124 = sub i32 %123, %104
  br label %147

125:                                              ; preds = %88, %125
  %126 = phi i64 [ %142, %125 ], [ %90, %88 ]
  %127 = phi i32 [ %140, %125 ], [ %96, %88 ]
  %128 = phi i32 [ %137, %125 ], [ %92, %88 ]
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds i32, ptr @main.b, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !5
  %132 = zext nneg i32 %127 to i64
  %133 = getelementptr inbounds i32, ptr @main.b, i64 %132
  %134 = load i32, ptr %133, align 4, !tbaa !5
  %135 = icmp ule i32 %131, %134
  %136 = zext i1 %135 to i32
  %137 = add nuw nsw i32 %128, %136
  %138 = xor i1 %135, true
  %139 = zext i1 %138 to i32
  %140 = add nuw nsw i32 %127, %139
  %141 = tail call i32 @llvm.umin.i32(i32 %131, i32 %134)
  %142 = add nuw nsw i64 %126, 1
  %143 = getelementptr inbounds i32, ptr @main.tmp, i64 %126
  store i32 %141, ptr %143, align 4, !tbaa !5
  %144 = icmp ult i32 %137, %96
  %145 = icmp ult i32 %140, %99
  %146 = select i1 %144, i1 %145, i1 false
  br i1 %146, label %125, label %101, !llvm.loop !16

147:                                              ; preds = %108, %103
  %148 = phi i32 [ %106, %103 ], [ %124, %108 ]
  %149 = icmp slt i32 %105, %99
  br i1 %149, label %150, label %83

150:                                              ; preds = %147
  %151 = zext i32 %148 to i64
  %152 = shl nuw nsw i64 %151, 2
  %153 = getelementptr i8, ptr @main.tmp, i64 %152
  %154 = sext i32 %105 to i64
  %155 = shl nsw i64 %154, 2
  %156 = getelementptr i8, ptr @main.b, i64 %155
  %157 = xor i32 %105, -1
  %158 = add i32 %94, %157
  %159 = zext i32 %158 to i64
  %160 = shl nuw nsw i64 %159, 2
  %161 = add nuw nsw i64 %160, 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %153, ptr noundef nonnull align 4 dereferenceable(1) %156, i64 %161, i1 false), !tbaa !5
  br label %83

162:                                              ; preds = %86, %167
  %163 = phi i32 [ %168, %167 ], [ 2500, %86 ]
  %164 = icmp slt i32 %163, 5000
  br i1 %164, label %165, label %167

165:                                              ; preds = %162
  %166 = sext i32 %163 to i64
  br label %171

167:                                              ; preds = %188, %162
  %168 = sdiv i32 %163, 2
  %169 = add nsw i32 %163, 1
  %170 = icmp ult i32 %169, 3
  br i1 %170, label %194, label %162, !llvm.loop !17

171:                                              ; preds = %188, %165
  %172 = phi i64 [ %166, %165 ], [ %192, %188 ]
  %173 = getelementptr inbounds i32, ptr @main.c, i64 %172
  %174 = load i32, ptr %173, align 4, !tbaa !5
  %175 = icmp slt i64 %172, %166
  %176 = trunc nsw i64 %172 to i32
  br i1 %175, label %188, label %177

177:                                              ; preds = %171, %184
  %178 = phi i32 [ %179, %184 ], [ %176, %171 ]
  %179 = sub nsw i32 %178, %163
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds i32, ptr @main.c, i64 %180
  %182 = load i32, ptr %181, align 4, !tbaa !5
  %183 = icmp ugt i32 %182, %174
  br i1 %183, label %184, label %188

184:                                              ; preds = %177
  %185 = sext i32 %178 to i64
  %186 = getelementptr inbounds i32, ptr @main.c, i64 %185
  store i32 %182, ptr %186, align 4, !tbaa !5
  %187 = icmp slt i32 %179, %163
  br i1 %187, label %188, label %177, !llvm.loop !18

188:                                              ; preds = %184, %177, %171
  %189 = phi i32 [ %176, %171 ], [ %178, %177 ], [ %179, %184 ]
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds i32, ptr @main.c, i64 %190
  store i32 %174, ptr %191, align 4, !tbaa !5
  %192 = add nsw i64 %172, 1
  %193 = icmp eq i64 %192, 5000
  br i1 %193, label %167, label %171, !llvm.loop !19

194:                                              ; preds = %167
  tail call void @qsort(ptr noundef nonnull @main.d, i64 noundef 5000, i64 noundef 4, ptr noundef nonnull @cmp32) #9
  %195 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(20000) @main.a, ptr noundef nonnull dereferenceable(20000) @main.b, i64 20000)
  %196 = icmp eq i32 %195, 0
  br i1 %196, label %214, label %220

197:                                              ; preds = %0, %197
  %198 = phi i64 [ 0, %0 ], [ %212, %197 ]
  %199 = phi i64 [ 88172645463325252, %0 ], [ %205, %197 ]
  %200 = shl i64 %199, 13
  %201 = xor i64 %200, %199
  %202 = lshr i64 %201, 7
  %203 = xor i64 %202, %201
  %204 = shl i64 %203, 17
  %205 = xor i64 %204, %203
  %206 = trunc i64 %205 to i32
  %207 = getelementptr inbounds [5000 x i32], ptr @main.d, i64 0, i64 %198
  store i32 %206, ptr %207, align 4, !tbaa !5
  %208 = getelementptr inbounds [5000 x i32], ptr @main.c, i64 0, i64 %198
  store i32 %206, ptr %208, align 4, !tbaa !5
  %209 = getelementptr inbounds [5000 x i32], ptr @main.b, i64 0, i64 %198
  store i32 %206, ptr %209, align 4, !tbaa !5
  %210 = getelementptr inbounds [5000 x i32], ptr @main.a, i64 0, i64 %198
  store i32 %206, ptr %210, align 4, !tbaa !5
  %211 = getelementptr inbounds [5000 x i64], ptr @main.w, i64 0, i64 %198
  store i64 %205, ptr %211, align 8, !tbaa !20
  %212 = add nuw nsw i64 %198, 1
  %213 = icmp eq i64 %212, 5000
  br i1 %213, label %5, label %197, !llvm.loop !22

214:                                              ; preds = %194
  %215 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(20000) @main.a, ptr noundef nonnull dereferenceable(20000) @main.c, i64 20000)
  %216 = icmp eq i32 %215, 0
  br i1 %216, label %217, label %220

217:                                              ; preds = %214
  %218 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(20000) @main.a, ptr noundef nonnull dereferenceable(20000) @main.d, i64 20000)
  %219 = icmp eq i32 %218, 0
  br label %220

220:                                              ; preds = %217, %214, %194
  %221 = phi i1 [ false, %214 ], [ false, %194 ], [ %219, %217 ]
  br label %222

222:                                              ; preds = %265, %220
  %223 = phi i64 [ 0, %220 ], [ %266, %265 ]
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %1, i8 0, i64 1028, i1 false)
  br label %224

224:                                              ; preds = %224, %222
  %225 = phi i64 [ 0, %222 ], [ %243, %224 ]
  %226 = getelementptr inbounds i64, ptr @main.w, i64 %225
  %227 = load i64, ptr %226, align 16, !tbaa !20
  %228 = lshr i64 %227, %223
  %229 = and i64 %228, 255
  %230 = add nuw nsw i64 %229, 1
  %231 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %230
  %232 = load i32, ptr %231, align 4, !tbaa !5
  %233 = add nsw i32 %232, 1
  store i32 %233, ptr %231, align 4, !tbaa !5
  %234 = or disjoint i64 %225, 1
  %235 = getelementptr inbounds i64, ptr @main.w, i64 %234
  %236 = load i64, ptr %235, align 8, !tbaa !20
  %237 = lshr i64 %236, %223
  %238 = and i64 %237, 255
  %239 = add nuw nsw i64 %238, 1
  %240 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %239
  %241 = load i32, ptr %240, align 4, !tbaa !5
  %242 = add nsw i32 %241, 1
  store i32 %242, ptr %240, align 4, !tbaa !5
  %243 = add nuw nsw i64 %225, 2
  %244 = icmp eq i64 %243, 5000
  br i1 %244, label %245, label %224, !llvm.loop !23

245:                                              ; preds = %224, %245
  %246 = phi i32 [ %263, %245 ], [ 0, %224 ]
  %247 = phi i64 [ %260, %245 ], [ 0, %224 ]
  %248 = or disjoint i64 %247, 1
  %249 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %248
  %250 = load i32, ptr %249, align 4, !tbaa !5
  %251 = add nsw i32 %250, %246
  store i32 %251, ptr %249, align 4, !tbaa !5
  %252 = or disjoint i64 %247, 2
  %253 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %252
  %254 = load i32, ptr %253, align 8, !tbaa !5
  %255 = add nsw i32 %254, %251
  store i32 %255, ptr %253, align 8, !tbaa !5
  %256 = or disjoint i64 %247, 3
  %257 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %256
  %258 = load i32, ptr %257, align 4, !tbaa !5
  %259 = add nsw i32 %258, %255
  store i32 %259, ptr %257, align 4, !tbaa !5
  %260 = add nuw nsw i64 %247, 4
  %261 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %260
  %262 = load i32, ptr %261, align 16, !tbaa !5
  %263 = add nsw i32 %262, %259
  store i32 %263, ptr %261, align 16, !tbaa !5
  %264 = icmp eq i64 %260, 256
  br i1 %264, label %270, label %245, !llvm.loop !24

265:                                              ; preds = %270
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40000) @main.w, ptr noundef nonnull align 16 dereferenceable(40000) @main.wt, i64 40000, i1 false)
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #9
  %266 = add nuw nsw i64 %223, 8
  %267 = icmp ult i64 %223, 56
  br i1 %267, label %222, label %268, !llvm.loop !25

268:                                              ; preds = %265
  %269 = load i64, ptr @main.w, align 16, !tbaa !20
  br label %293

270:                                              ; preds = %245, %270
  %271 = phi i64 [ %291, %270 ], [ 0, %245 ]
  %272 = getelementptr inbounds i64, ptr @main.w, i64 %271
  %273 = load i64, ptr %272, align 16, !tbaa !20
  %274 = lshr i64 %273, %223
  %275 = and i64 %274, 255
  %276 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %275
  %277 = load i32, ptr %276, align 4, !tbaa !5
  %278 = add nsw i32 %277, 1
  store i32 %278, ptr %276, align 4, !tbaa !5
  %279 = sext i32 %277 to i64
  %280 = getelementptr inbounds i64, ptr @main.wt, i64 %279
  store i64 %273, ptr %280, align 8, !tbaa !20
  %281 = or disjoint i64 %271, 1
  %282 = getelementptr inbounds i64, ptr @main.w, i64 %281
  %283 = load i64, ptr %282, align 8, !tbaa !20
  %284 = lshr i64 %283, %223
  %285 = and i64 %284, 255
  %286 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %285
  %287 = load i32, ptr %286, align 4, !tbaa !5
  %288 = add nsw i32 %287, 1
  store i32 %288, ptr %286, align 4, !tbaa !5
  %289 = sext i32 %287 to i64
  %290 = getelementptr inbounds i64, ptr @main.wt, i64 %289
  store i64 %283, ptr %290, align 8, !tbaa !20
  %291 = add nuw nsw i64 %271, 2
  %292 = icmp eq i64 %291, 5000
  br i1 %292, label %265, label %270, !llvm.loop !26

293:                                              ; preds = %313, %268
  %294 = phi i64 [ %269, %268 ], [ %315, %313 ]
  %295 = phi i64 [ 1, %268 ], [ %318, %313 ]
  %296 = phi i32 [ 1, %268 ], [ %317, %313 ]
  %297 = getelementptr inbounds [5000 x i64], ptr @main.w, i64 0, i64 %295
  %298 = load i64, ptr %297, align 8, !tbaa !20
  %299 = icmp ugt i64 %294, %298
  %300 = add nuw nsw i64 %295, 1
  %301 = getelementptr inbounds [5000 x i64], ptr @main.w, i64 0, i64 %300
  %302 = load i64, ptr %301, align 8, !tbaa !20
  %303 = icmp ugt i64 %298, %302
  %304 = add nuw nsw i64 %295, 2
  %305 = getelementptr inbounds [5000 x i64], ptr @main.w, i64 0, i64 %304
  %306 = load i64, ptr %305, align 8, !tbaa !20
  %307 = icmp ugt i64 %302, %306
  %308 = select i1 %307, i1 true, i1 %303
  %309 = select i1 %308, i1 true, i1 %299
  %310 = select i1 %309, i32 0, i32 %296
  %311 = add nuw nsw i64 %295, 3
  %312 = icmp eq i64 %311, 5000
  br i1 %312, label %320, label %313, !llvm.loop !27

313:                                              ; preds = %293
  %314 = getelementptr inbounds [5000 x i64], ptr @main.w, i64 0, i64 %311
  %315 = load i64, ptr %314, align 8, !tbaa !20
  %316 = icmp ugt i64 %306, %315
  %317 = select i1 %316, i32 0, i32 %310
  %318 = add nuw nsw i64 %295, 4
  br label %293

319:                                              ; preds = %320
  call void @llvm.lifetime.start.p0(i64 1000, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %4, i8 0, i64 1024, i1 false)
  br label %483

320:                                              ; preds = %293, %320
  %321 = phi i32 [ %481, %320 ], [ 0, %293 ]
  %322 = phi i32 [ %480, %320 ], [ 0, %293 ]
  %323 = phi i64 [ %392, %320 ], [ %205, %293 ]
  %324 = shl i64 %323, 13
  %325 = xor i64 %324, %323
  %326 = lshr i64 %325, 7
  %327 = xor i64 %326, %325
  %328 = shl i64 %327, 17
  %329 = xor i64 %328, %327
  %330 = urem i64 %329, 21
  %331 = trunc nuw nsw i64 %330 to i32
  %332 = add nsw i32 %331, -10
  %333 = shl i64 %329, 13
  %334 = xor i64 %333, %329
  %335 = lshr i64 %334, 7
  %336 = xor i64 %335, %334
  %337 = shl i64 %336, 17
  %338 = xor i64 %337, %336
  %339 = urem i64 %338, 21
  %340 = trunc nuw nsw i64 %339 to i32
  %341 = add nsw i32 %340, -10
  %342 = shl i64 %338, 13
  %343 = xor i64 %342, %338
  %344 = lshr i64 %343, 7
  %345 = xor i64 %344, %343
  %346 = shl i64 %345, 17
  %347 = xor i64 %346, %345
  %348 = urem i64 %347, 21
  %349 = trunc nuw nsw i64 %348 to i32
  %350 = add nsw i32 %349, -10
  %351 = shl i64 %347, 13
  %352 = xor i64 %351, %347
  %353 = lshr i64 %352, 7
  %354 = xor i64 %353, %352
  %355 = shl i64 %354, 17
  %356 = xor i64 %355, %354
  %357 = urem i64 %356, 21
  %358 = trunc nuw nsw i64 %357 to i32
  %359 = add nsw i32 %358, -10
  %360 = shl i64 %356, 13
  %361 = xor i64 %360, %356
  %362 = lshr i64 %361, 7
  %363 = xor i64 %362, %361
  %364 = shl i64 %363, 17
  %365 = xor i64 %364, %363
  %366 = urem i64 %365, 21
  %367 = trunc nuw nsw i64 %366 to i32
  %368 = add nsw i32 %367, -10
  %369 = shl i64 %365, 13
  %370 = xor i64 %369, %365
  %371 = lshr i64 %370, 7
  %372 = xor i64 %371, %370
  %373 = shl i64 %372, 17
  %374 = xor i64 %373, %372
  %375 = urem i64 %374, 21
  %376 = trunc nuw nsw i64 %375 to i32
  %377 = add nsw i32 %376, -10
  %378 = shl i64 %374, 13
  %379 = xor i64 %378, %374
  %380 = lshr i64 %379, 7
  %381 = xor i64 %380, %379
  %382 = shl i64 %381, 17
  %383 = xor i64 %382, %381
  %384 = urem i64 %383, 21
  %385 = trunc nuw nsw i64 %384 to i32
  %386 = add nsw i32 %385, -10
  %387 = shl i64 %383, 13
  %388 = xor i64 %387, %383
  %389 = lshr i64 %388, 7
  %390 = xor i64 %389, %388
  %391 = shl i64 %390, 17
  %392 = xor i64 %391, %390
  %393 = urem i64 %392, 21
  %394 = trunc nuw nsw i64 %393 to i32
  %395 = add nsw i32 %394, -10
  %396 = tail call i32 @llvm.smin.i32(i32 %332, i32 %341)
  %397 = tail call i32 @llvm.smax.i32(i32 %332, i32 %341)
  %398 = tail call i32 @llvm.smin.i32(i32 %350, i32 %359)
  %399 = tail call i32 @llvm.smax.i32(i32 %350, i32 %359)
  %400 = tail call i32 @llvm.smin.i32(i32 %368, i32 %377)
  %401 = tail call i32 @llvm.smax.i32(i32 %368, i32 %377)
  %402 = tail call i32 @llvm.smin.i32(i32 %386, i32 %395)
  %403 = tail call i32 @llvm.smax.i32(i32 %386, i32 %395)
  %404 = tail call i32 @llvm.smin.i32(i32 %396, i32 %398)
  %405 = tail call i32 @llvm.smax.i32(i32 %396, i32 %398)
  %406 = tail call i32 @llvm.smin.i32(i32 %397, i32 %399)
  %407 = tail call i32 @llvm.smax.i32(i32 %397, i32 %399)
  %408 = tail call i32 @llvm.smin.i32(i32 %400, i32 %402)
  %409 = tail call i32 @llvm.smax.i32(i32 %400, i32 %402)
  %410 = tail call i32 @llvm.smin.i32(i32 %401, i32 %403)
  %411 = tail call i32 @llvm.smax.i32(i32 %401, i32 %403)
  %412 = tail call i32 @llvm.smin.i32(i32 %406, i32 %405)
  %413 = tail call i32 @llvm.smax.i32(i32 %406, i32 %405)
  %414 = tail call i32 @llvm.smin.i32(i32 %410, i32 %409)
  %415 = tail call i32 @llvm.smax.i32(i32 %410, i32 %409)
  %416 = tail call i32 @llvm.smin.i32(i32 %404, i32 %408)
  %417 = tail call i32 @llvm.smax.i32(i32 %404, i32 %408)
  %418 = tail call i32 @llvm.smin.i32(i32 %407, i32 %411)
  %419 = tail call i32 @llvm.smax.i32(i32 %407, i32 %411)
  %420 = tail call i32 @llvm.smin.i32(i32 %412, i32 %414)
  %421 = tail call i32 @llvm.smax.i32(i32 %412, i32 %414)
  %422 = tail call i32 @llvm.smin.i32(i32 %413, i32 %415)
  %423 = tail call i32 @llvm.smax.i32(i32 %413, i32 %415)
  %424 = tail call i32 @llvm.smin.i32(i32 %420, i32 %417)
  %425 = tail call i32 @llvm.smax.i32(i32 %420, i32 %417)
  %426 = tail call i32 @llvm.smin.i32(i32 %418, i32 %423)
  %427 = tail call i32 @llvm.smax.i32(i32 %418, i32 %423)
  %428 = tail call i32 @llvm.smin.i32(i32 %422, i32 %425)
  %429 = tail call i32 @llvm.smax.i32(i32 %422, i32 %425)
  %430 = tail call i32 @llvm.smin.i32(i32 %426, i32 %421)
  %431 = tail call i32 @llvm.smax.i32(i32 %426, i32 %421)
  %432 = tail call i32 @llvm.smin.i32(i32 %430, i32 %429)
  %433 = tail call i32 @llvm.smax.i32(i32 %430, i32 %429)
  %434 = icmp slt i32 %420, %416
  %435 = zext i1 %434 to i32
  %436 = icmp slt i32 %422, %424
  %437 = zext i1 %436 to i32
  %438 = icmp slt i32 %430, %428
  %439 = zext i1 %438 to i32
  %440 = icmp sgt i32 %429, %431
  %441 = zext i1 %440 to i32
  %442 = icmp sgt i32 %421, %427
  %443 = zext i1 %442 to i32
  %444 = icmp sgt i32 %423, %419
  %445 = zext i1 %444 to i32
  %446 = sext i32 %416 to i64
  %447 = sext i32 %424 to i64
  %448 = add nsw i64 %446, %447
  %449 = add nsw i32 %332, %341
  %450 = sext i32 %428 to i64
  %451 = add nsw i64 %448, %450
  %452 = add nsw i32 %449, %350
  %453 = sext i32 %432 to i64
  %454 = add nsw i64 %451, %453
  %455 = add nsw i32 %452, %359
  %456 = sext i32 %433 to i64
  %457 = add nsw i64 %454, %456
  %458 = add nsw i32 %455, %368
  %459 = sext i32 %458 to i64
  %460 = sext i32 %431 to i64
  %461 = add nsw i64 %457, %460
  %462 = sext i32 %377 to i64
  %463 = add nsw i64 %459, %462
  %464 = sext i32 %427 to i64
  %465 = add nsw i64 %461, %464
  %466 = sext i32 %386 to i64
  %467 = add nsw i64 %463, %466
  %468 = sext i32 %419 to i64
  %469 = add nsw i64 %465, %468
  %470 = sext i32 %395 to i64
  %471 = add nsw i64 %467, %470
  %472 = add nsw i32 %322, %435
  %473 = add nsw i32 %472, %437
  %474 = add nsw i32 %473, %439
  %475 = add nsw i32 %474, %441
  %476 = add nsw i32 %475, %443
  %477 = add nsw i32 %476, %445
  %478 = icmp ne i64 %469, %471
  %479 = zext i1 %478 to i32
  %480 = add nsw i32 %477, %479
  %481 = add nuw nsw i32 %321, 1
  %482 = icmp eq i32 %481, 1000
  br i1 %482, label %319, label %320, !llvm.loop !28

483:                                              ; preds = %483, %319
  %484 = phi i64 [ 0, %319 ], [ %506, %483 ]
  %485 = getelementptr inbounds [5000 x i32], ptr @main.a, i64 0, i64 %484
  %486 = load i32, ptr %485, align 8, !tbaa !5
  %487 = lshr i32 %486, 13
  %488 = trunc i32 %487 to i8
  %489 = getelementptr inbounds [1000 x i8], ptr %3, i64 0, i64 %484
  store i8 %488, ptr %489, align 2, !tbaa !29
  %490 = and i32 %487, 255
  %491 = zext nneg i32 %490 to i64
  %492 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %491
  %493 = load i32, ptr %492, align 4, !tbaa !5
  %494 = add nsw i32 %493, 1
  store i32 %494, ptr %492, align 4, !tbaa !5
  %495 = or disjoint i64 %484, 1
  %496 = getelementptr inbounds [5000 x i32], ptr @main.a, i64 0, i64 %495
  %497 = load i32, ptr %496, align 4, !tbaa !5
  %498 = lshr i32 %497, 13
  %499 = trunc i32 %498 to i8
  %500 = getelementptr inbounds [1000 x i8], ptr %3, i64 0, i64 %495
  store i8 %499, ptr %500, align 1, !tbaa !29
  %501 = and i32 %498, 255
  %502 = zext nneg i32 %501 to i64
  %503 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %502
  %504 = load i32, ptr %503, align 4, !tbaa !5
  %505 = add nsw i32 %504, 1
  store i32 %505, ptr %503, align 4, !tbaa !5
  %506 = add nuw nsw i64 %484, 2
  %507 = icmp eq i64 %506, 1000
  br i1 %507, label %508, label %483, !llvm.loop !30

508:                                              ; preds = %483, %549
  %509 = phi i64 [ %551, %549 ], [ 0, %483 ]
  %510 = phi i32 [ %550, %549 ], [ 0, %483 ]
  %511 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %509
  %512 = load i32, ptr %511, align 8, !tbaa !5
  %513 = icmp eq i32 %512, 0
  br i1 %513, label %537, label %514

514:                                              ; preds = %508
  %515 = trunc i64 %509 to i8
  %516 = sext i32 %510 to i64
  %517 = getelementptr i8, ptr %3, i64 %516
  %518 = zext i32 %512 to i64
  call void @llvm.memset.p0.i64(ptr align 1 %517, i8 %515, i64 %518, i1 false), !tbaa !29
  %519 = add i32 %510, %512
  br label %537

520:                                              ; preds = %549
  %521 = zext i1 %221 to i32
  %522 = load i32, ptr @main.a, align 16, !tbaa !5
  %523 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 19996), align 4, !tbaa !5
  %524 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 10000), align 16, !tbaa !5
  %525 = getelementptr inbounds i8, ptr %3, i64 500
  %526 = load i8, ptr %525, align 4, !tbaa !29
  %527 = zext i8 %526 to i32
  %528 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %521, i32 noundef %310, i32 noundef %480, i32 noundef %522, i32 noundef %523, i32 noundef %524, i32 noundef %527)
  %529 = icmp eq i32 %310, 0
  %530 = xor i1 %221, true
  %531 = select i1 %530, i1 true, i1 %529
  %532 = icmp ne i32 %480, 0
  %533 = select i1 %531, i1 true, i1 %532
  %534 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 10000), align 16
  %535 = lshr i32 %534, 25
  %536 = select i1 %533, i32 100, i32 %535
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 1000, ptr nonnull %3) #9
  ret i32 %536

537:                                              ; preds = %514, %508
  %538 = phi i32 [ %510, %508 ], [ %519, %514 ]
  store i32 -1, ptr %511, align 8, !tbaa !5
  %539 = or disjoint i64 %509, 1
  %540 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %539
  %541 = load i32, ptr %540, align 4, !tbaa !5
  %542 = icmp eq i32 %541, 0
  br i1 %542, label %549, label %543

543:                                              ; preds = %537
  %544 = trunc i64 %539 to i8
  %545 = sext i32 %538 to i64
  %546 = getelementptr i8, ptr %3, i64 %545
  %547 = zext i32 %541 to i64
  call void @llvm.memset.p0.i64(ptr align 1 %546, i8 %544, i64 %547, i1 false), !tbaa !29
  %548 = add i32 %538, %541
  br label %549

549:                                              ; preds = %543, %537
  %550 = phi i32 [ %538, %537 ], [ %548, %543 ]
  store i32 -1, ptr %540, align 4, !tbaa !5
  %551 = add nuw nsw i64 %509, 2
  %552 = icmp eq i64 %551, 256
  br i1 %552, label %520, label %508, !llvm.loop !31
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp32(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load i32, ptr %0, align 4, !tbaa !5
  %4 = load i32, ptr %1, align 4, !tbaa !5
  %5 = icmp ugt i32 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp ult i32 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !7, i64 0}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = !{!7, !7, i64 0}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10}
