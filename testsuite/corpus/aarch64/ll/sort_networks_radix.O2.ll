; ModuleID = 'programs/sort_networks_radix.c'
source_filename = "programs/sort_networks_radix.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.a = internal global [5000 x i32] zeroinitializer, align 4
@main.b = internal global [5000 x i32] zeroinitializer, align 4
@main.c = internal global [5000 x i32] zeroinitializer, align 4
@main.d = internal global [5000 x i32] zeroinitializer, align 4
@main.tmp = internal unnamed_addr global [5000 x i32] zeroinitializer, align 4
@main.w = internal unnamed_addr global [5000 x i64] zeroinitializer, align 8
@main.wt = internal unnamed_addr global [5000 x i64] zeroinitializer, align 8
@.str = private unnamed_addr constant [91 x i8] c"all sorts agree=%d radix64 sorted=%d network bad=%d min=%u max=%u median=%u bytes[500]=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [257 x i32], align 4
  %2 = alloca [257 x i32], align 4
  %3 = alloca [1000 x i8], align 1
  %4 = alloca [256 x i32], align 4
  br label %164

5:                                                ; preds = %164, %28
  %6 = phi i32 [ %29, %28 ], [ 0, %164 ]
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %2) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %2, i8 0, i64 1028, i1 false)
  br label %7

7:                                                ; preds = %7, %5
  %8 = phi i64 [ 0, %5 ], [ %18, %7 ]
  %9 = getelementptr inbounds i32, ptr @main.a, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = lshr i32 %10, %6
  %12 = and i32 %11, 255
  %13 = add nuw nsw i32 %12, 1
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [257 x i32], ptr %2, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %15, align 4, !tbaa !6
  %18 = add nuw nsw i64 %8, 1
  %19 = icmp eq i64 %18, 5000
  br i1 %19, label %20, label %7, !llvm.loop !10

20:                                               ; preds = %7, %20
  %21 = phi i32 [ %26, %20 ], [ 0, %7 ]
  %22 = phi i64 [ %23, %20 ], [ 0, %7 ]
  %23 = add nuw nsw i64 %22, 1
  %24 = getelementptr inbounds [257 x i32], ptr %2, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = add nsw i32 %25, %21
  store i32 %26, ptr %24, align 4, !tbaa !6
  %27 = icmp eq i64 %23, 256
  br i1 %27, label %31, label %20, !llvm.loop !12

28:                                               ; preds = %31
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20000) @main.a, ptr noundef nonnull align 4 dereferenceable(20000) @main.tmp, i64 20000, i1 false)
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %2) #9
  %29 = add nuw nsw i32 %6, 8
  %30 = icmp ult i32 %6, 24
  br i1 %30, label %5, label %45, !llvm.loop !13

31:                                               ; preds = %20, %31
  %32 = phi i64 [ %43, %31 ], [ 0, %20 ]
  %33 = getelementptr inbounds i32, ptr @main.a, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = lshr i32 %34, %6
  %36 = and i32 %35, 255
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds [257 x i32], ptr %2, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %38, align 4, !tbaa !6
  %41 = sext i32 %39 to i64
  %42 = getelementptr inbounds i32, ptr @main.tmp, i64 %41
  store i32 %34, ptr %42, align 4, !tbaa !6
  %43 = add nuw nsw i64 %32, 1
  %44 = icmp eq i64 %43, 5000
  br i1 %44, label %28, label %31, !llvm.loop !14

45:                                               ; preds = %28, %53
  %46 = phi i32 [ %47, %53 ], [ 1, %28 ]
  %47 = shl i32 %46, 1
  %48 = zext nneg i32 %46 to i64
  %49 = shl nuw nsw i64 %48, 1
  br label %55

50:                                               ; preds = %117, %114
  %51 = icmp ult i32 %65, 5000
  %52 = add nuw nsw i64 %56, %49
  br i1 %51, label %55, label %53, !llvm.loop !15

53:                                               ; preds = %50
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20000) @main.b, ptr noundef nonnull align 4 dereferenceable(20000) @main.tmp, i64 20000, i1 false)
  %54 = icmp ult i32 %46, 2500
  br i1 %54, label %45, label %129, !llvm.loop !16

55:                                               ; preds = %50, %45
  %56 = phi i64 [ %52, %50 ], [ %48, %45 ]
  %57 = phi i64 [ %64, %50 ], [ 0, %45 ]
  %58 = tail call i64 @llvm.umin.i64(i64 %56, i64 5000)
  %59 = trunc i64 %57 to i32
  %60 = add nuw nsw i32 %47, %59
  %61 = tail call i32 @llvm.umin.i32(i32 %60, i32 5000)
  %62 = add nuw nsw i32 %46, %59
  %63 = tail call i32 @llvm.umin.i32(i32 %62, i32 5000)
  %64 = add nuw nsw i64 %57, %49
  %65 = trunc i64 %64 to i32
  %66 = tail call i32 @llvm.umin.i32(i32 %65, i32 5000)
  %67 = icmp ult i32 %62, %66
  br i1 %67, label %92, label %70

68:                                               ; preds = %92
  %69 = trunc nuw i64 %109 to i32
  br label %70

70:                                               ; preds = %68, %55
  %71 = phi i32 [ %59, %55 ], [ %104, %68 ]
  %72 = phi i32 [ %63, %55 ], [ %107, %68 ]
  %73 = phi i32 [ %59, %55 ], [ %69, %68 ]
  %74 = icmp slt i32 %71, %63
  br i1 %74, label %75, label %114

75:                                               ; preds = %70
  %76 = zext i32 %73 to i64
  %77 = shl nuw nsw i64 %76, 2
  %78 = getelementptr i8, ptr @main.tmp, i64 %77
  %79 = zext nneg i32 %71 to i64
  %80 = shl nuw nsw i64 %79, 2
  %81 = getelementptr i8, ptr @main.b, i64 %80
  %82 = xor i32 %71, -1
  %83 = add i32 %63, %82
  %84 = zext i32 %83 to i64
  %85 = shl nuw nsw i64 %84, 2
  %86 = add nuw nsw i64 %85, 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %78, ptr noundef nonnull align 4 dereferenceable(1) %81, i64 %86, i1 false), !tbaa !6
  %87 = add nuw nsw i64 %79, 1
  %88 = tail call i64 @llvm.umax.i64(i64 %58, i64 %87)
  %89 = trunc nuw i64 %88 to i32
  %90 = add i32 %73, %89
  %91 = sub i32 %90, %71
  br label %114

92:                                               ; preds = %55, %92
  %93 = phi i64 [ %109, %92 ], [ %57, %55 ]
  %94 = phi i32 [ %107, %92 ], [ %63, %55 ]
  %95 = phi i32 [ %104, %92 ], [ %59, %55 ]
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds i32, ptr @main.b, i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !6
  %99 = zext nneg i32 %94 to i64
  %100 = getelementptr inbounds i32, ptr @main.b, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !6
  %102 = icmp ule i32 %98, %101
  %103 = zext i1 %102 to i32
  %104 = add nuw nsw i32 %95, %103
  %105 = xor i1 %102, true
  %106 = zext i1 %105 to i32
  %107 = add nuw nsw i32 %94, %106
  %108 = tail call i32 @llvm.umin.i32(i32 %98, i32 %101)
  %109 = add nuw nsw i64 %93, 1
  %110 = getelementptr inbounds i32, ptr @main.tmp, i64 %93
  store i32 %108, ptr %110, align 4, !tbaa !6
  %111 = icmp ult i32 %104, %63
  %112 = icmp ult i32 %107, %66
  %113 = select i1 %111, i1 %112, i1 false
  br i1 %113, label %92, label %68, !llvm.loop !17

114:                                              ; preds = %75, %70
  %115 = phi i32 [ %73, %70 ], [ %91, %75 ]
  %116 = icmp slt i32 %72, %66
  br i1 %116, label %117, label %50

117:                                              ; preds = %114
  %118 = zext i32 %115 to i64
  %119 = shl nuw nsw i64 %118, 2
  %120 = getelementptr i8, ptr @main.tmp, i64 %119
  %121 = sext i32 %72 to i64
  %122 = shl nsw i64 %121, 2
  %123 = getelementptr i8, ptr @main.b, i64 %122
  %124 = xor i32 %72, -1
  %125 = add i32 %61, %124
  %126 = zext i32 %125 to i64
  %127 = shl nuw nsw i64 %126, 2
  %128 = add nuw nsw i64 %127, 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %120, ptr noundef nonnull align 4 dereferenceable(1) %123, i64 %128, i1 false), !tbaa !6
  br label %50

129:                                              ; preds = %53, %134
  %130 = phi i32 [ %135, %134 ], [ 2500, %53 ]
  %131 = icmp slt i32 %130, 5000
  br i1 %131, label %132, label %134

132:                                              ; preds = %129
  %133 = sext i32 %130 to i64
  br label %138

134:                                              ; preds = %155, %129
  %135 = sdiv i32 %130, 2
  %136 = add nsw i32 %130, 1
  %137 = icmp ult i32 %136, 3
  br i1 %137, label %161, label %129, !llvm.loop !18

138:                                              ; preds = %155, %132
  %139 = phi i64 [ %133, %132 ], [ %159, %155 ]
  %140 = getelementptr inbounds i32, ptr @main.c, i64 %139
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = icmp slt i64 %139, %133
  %143 = trunc nsw i64 %139 to i32
  br i1 %142, label %155, label %144

144:                                              ; preds = %138, %151
  %145 = phi i32 [ %146, %151 ], [ %143, %138 ]
  %146 = sub nsw i32 %145, %130
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds i32, ptr @main.c, i64 %147
  %149 = load i32, ptr %148, align 4, !tbaa !6
  %150 = icmp ugt i32 %149, %141
  br i1 %150, label %151, label %155

151:                                              ; preds = %144
  %152 = sext i32 %145 to i64
  %153 = getelementptr inbounds i32, ptr @main.c, i64 %152
  store i32 %149, ptr %153, align 4, !tbaa !6
  %154 = icmp slt i32 %146, %130
  br i1 %154, label %155, label %144, !llvm.loop !19

155:                                              ; preds = %151, %144, %138
  %156 = phi i32 [ %143, %138 ], [ %145, %144 ], [ %146, %151 ]
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds i32, ptr @main.c, i64 %157
  store i32 %141, ptr %158, align 4, !tbaa !6
  %159 = add nsw i64 %139, 1
  %160 = icmp eq i64 %159, 5000
  br i1 %160, label %134, label %138, !llvm.loop !20

161:                                              ; preds = %134
  tail call void @qsort(ptr noundef nonnull @main.d, i64 noundef 5000, i64 noundef 4, ptr noundef nonnull @cmp32) #9
  %162 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(20000) @main.a, ptr noundef nonnull dereferenceable(20000) @main.b, i64 20000)
  %163 = icmp eq i32 %162, 0
  br i1 %163, label %181, label %187

164:                                              ; preds = %0, %164
  %165 = phi i64 [ 0, %0 ], [ %179, %164 ]
  %166 = phi i64 [ 88172645463325252, %0 ], [ %172, %164 ]
  %167 = shl i64 %166, 13
  %168 = xor i64 %167, %166
  %169 = lshr i64 %168, 7
  %170 = xor i64 %169, %168
  %171 = shl i64 %170, 17
  %172 = xor i64 %171, %170
  %173 = trunc i64 %172 to i32
  %174 = getelementptr inbounds [5000 x i32], ptr @main.d, i64 0, i64 %165
  store i32 %173, ptr %174, align 4, !tbaa !6
  %175 = getelementptr inbounds [5000 x i32], ptr @main.c, i64 0, i64 %165
  store i32 %173, ptr %175, align 4, !tbaa !6
  %176 = getelementptr inbounds [5000 x i32], ptr @main.b, i64 0, i64 %165
  store i32 %173, ptr %176, align 4, !tbaa !6
  %177 = getelementptr inbounds [5000 x i32], ptr @main.a, i64 0, i64 %165
  store i32 %173, ptr %177, align 4, !tbaa !6
  %178 = getelementptr inbounds [5000 x i64], ptr @main.w, i64 0, i64 %165
  store i64 %172, ptr %178, align 8, !tbaa !21
  %179 = add nuw nsw i64 %165, 1
  %180 = icmp eq i64 %179, 5000
  br i1 %180, label %5, label %164, !llvm.loop !23

181:                                              ; preds = %161
  %182 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(20000) @main.a, ptr noundef nonnull dereferenceable(20000) @main.c, i64 20000)
  %183 = icmp eq i32 %182, 0
  br i1 %183, label %184, label %187

184:                                              ; preds = %181
  %185 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(20000) @main.a, ptr noundef nonnull dereferenceable(20000) @main.d, i64 20000)
  %186 = icmp eq i32 %185, 0
  br label %187

187:                                              ; preds = %184, %181, %161
  %188 = phi i1 [ false, %181 ], [ false, %161 ], [ %186, %184 ]
  br label %189

189:                                              ; preds = %211, %187
  %190 = phi i64 [ 0, %187 ], [ %212, %211 ]
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %1, i8 0, i64 1028, i1 false)
  br label %191

191:                                              ; preds = %191, %189
  %192 = phi i64 [ 0, %189 ], [ %201, %191 ]
  %193 = getelementptr inbounds i64, ptr @main.w, i64 %192
  %194 = load i64, ptr %193, align 8, !tbaa !21
  %195 = lshr i64 %194, %190
  %196 = and i64 %195, 255
  %197 = add nuw nsw i64 %196, 1
  %198 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %197
  %199 = load i32, ptr %198, align 4, !tbaa !6
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr %198, align 4, !tbaa !6
  %201 = add nuw nsw i64 %192, 1
  %202 = icmp eq i64 %201, 5000
  br i1 %202, label %203, label %191, !llvm.loop !24

203:                                              ; preds = %191, %203
  %204 = phi i32 [ %209, %203 ], [ 0, %191 ]
  %205 = phi i64 [ %206, %203 ], [ 0, %191 ]
  %206 = add nuw nsw i64 %205, 1
  %207 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %206
  %208 = load i32, ptr %207, align 4, !tbaa !6
  %209 = add nsw i32 %208, %204
  store i32 %209, ptr %207, align 4, !tbaa !6
  %210 = icmp eq i64 %206, 256
  br i1 %210, label %235, label %203, !llvm.loop !25

211:                                              ; preds = %235
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40000) @main.w, ptr noundef nonnull align 8 dereferenceable(40000) @main.wt, i64 40000, i1 false)
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #9
  %212 = add nuw nsw i64 %190, 8
  %213 = icmp ult i64 %190, 56
  br i1 %213, label %189, label %214, !llvm.loop !26

214:                                              ; preds = %211
  %215 = load i64, ptr @main.w, align 8, !tbaa !21
  %216 = insertelement <4 x i64> poison, i64 %215, i64 3
  br label %217

217:                                              ; preds = %217, %214
  %218 = phi i64 [ 0, %214 ], [ %233, %217 ]
  %219 = phi <4 x i64> [ %216, %214 ], [ %226, %217 ]
  %220 = phi <4 x i1> [ zeroinitializer, %214 ], [ %231, %217 ]
  %221 = phi <4 x i1> [ zeroinitializer, %214 ], [ %232, %217 ]
  %222 = or disjoint i64 %218, 1
  %223 = getelementptr inbounds [5000 x i64], ptr @main.w, i64 0, i64 %222
  %224 = getelementptr inbounds i8, ptr %223, i64 32
  %225 = load <4 x i64>, ptr %223, align 8, !tbaa !21
  %226 = load <4 x i64>, ptr %224, align 8, !tbaa !21
  %227 = shufflevector <4 x i64> %219, <4 x i64> %225, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %228 = shufflevector <4 x i64> %225, <4 x i64> %226, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %229 = icmp ugt <4 x i64> %227, %225
  %230 = icmp ugt <4 x i64> %228, %226
  %231 = or <4 x i1> %220, %229
  %232 = or <4 x i1> %221, %230
  %233 = add nuw i64 %218, 8
  %234 = icmp eq i64 %233, 4992
  br i1 %234, label %248, label %217, !llvm.loop !27

235:                                              ; preds = %203, %235
  %236 = phi i64 [ %246, %235 ], [ 0, %203 ]
  %237 = getelementptr inbounds i64, ptr @main.w, i64 %236
  %238 = load i64, ptr %237, align 8, !tbaa !21
  %239 = lshr i64 %238, %190
  %240 = and i64 %239, 255
  %241 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %240
  %242 = load i32, ptr %241, align 4, !tbaa !6
  %243 = add nsw i32 %242, 1
  store i32 %243, ptr %241, align 4, !tbaa !6
  %244 = sext i32 %242 to i64
  %245 = getelementptr inbounds i64, ptr @main.wt, i64 %244
  store i64 %238, ptr %245, align 8, !tbaa !21
  %246 = add nuw nsw i64 %236, 1
  %247 = icmp eq i64 %246, 5000
  br i1 %247, label %211, label %235, !llvm.loop !30

248:                                              ; preds = %217
  %249 = load i64, ptr getelementptr inbounds (i8, ptr @main.w, i64 39944), align 8, !tbaa !21
  %250 = load i64, ptr getelementptr inbounds (i8, ptr @main.w, i64 39952), align 8, !tbaa !21
  %251 = load i64, ptr getelementptr inbounds (i8, ptr @main.w, i64 39960), align 8, !tbaa !21
  %252 = load i64, ptr getelementptr inbounds (i8, ptr @main.w, i64 39968), align 8, !tbaa !21
  %253 = load i64, ptr getelementptr inbounds (i8, ptr @main.w, i64 39976), align 8, !tbaa !21
  %254 = load i64, ptr getelementptr inbounds (i8, ptr @main.w, i64 39984), align 8, !tbaa !21
  %255 = load i64, ptr getelementptr inbounds (i8, ptr @main.w, i64 39992), align 8, !tbaa !21
  br label %257

256:                                              ; preds = %257
  call void @llvm.lifetime.start.p0(i64 1000, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %4, i8 0, i64 1024, i1 false)
  br label %420

257:                                              ; preds = %248, %257
  %258 = phi i32 [ %418, %257 ], [ 0, %248 ]
  %259 = phi i32 [ %417, %257 ], [ 0, %248 ]
  %260 = phi i64 [ %329, %257 ], [ %172, %248 ]
  %261 = shl i64 %260, 13
  %262 = xor i64 %261, %260
  %263 = lshr i64 %262, 7
  %264 = xor i64 %263, %262
  %265 = shl i64 %264, 17
  %266 = xor i64 %265, %264
  %267 = urem i64 %266, 21
  %268 = trunc nuw nsw i64 %267 to i32
  %269 = add nsw i32 %268, -10
  %270 = shl i64 %266, 13
  %271 = xor i64 %270, %266
  %272 = lshr i64 %271, 7
  %273 = xor i64 %272, %271
  %274 = shl i64 %273, 17
  %275 = xor i64 %274, %273
  %276 = urem i64 %275, 21
  %277 = trunc nuw nsw i64 %276 to i32
  %278 = add nsw i32 %277, -10
  %279 = shl i64 %275, 13
  %280 = xor i64 %279, %275
  %281 = lshr i64 %280, 7
  %282 = xor i64 %281, %280
  %283 = shl i64 %282, 17
  %284 = xor i64 %283, %282
  %285 = urem i64 %284, 21
  %286 = trunc nuw nsw i64 %285 to i32
  %287 = add nsw i32 %286, -10
  %288 = shl i64 %284, 13
  %289 = xor i64 %288, %284
  %290 = lshr i64 %289, 7
  %291 = xor i64 %290, %289
  %292 = shl i64 %291, 17
  %293 = xor i64 %292, %291
  %294 = urem i64 %293, 21
  %295 = trunc nuw nsw i64 %294 to i32
  %296 = add nsw i32 %295, -10
  %297 = shl i64 %293, 13
  %298 = xor i64 %297, %293
  %299 = lshr i64 %298, 7
  %300 = xor i64 %299, %298
  %301 = shl i64 %300, 17
  %302 = xor i64 %301, %300
  %303 = urem i64 %302, 21
  %304 = trunc nuw nsw i64 %303 to i32
  %305 = add nsw i32 %304, -10
  %306 = shl i64 %302, 13
  %307 = xor i64 %306, %302
  %308 = lshr i64 %307, 7
  %309 = xor i64 %308, %307
  %310 = shl i64 %309, 17
  %311 = xor i64 %310, %309
  %312 = urem i64 %311, 21
  %313 = trunc nuw nsw i64 %312 to i32
  %314 = add nsw i32 %313, -10
  %315 = shl i64 %311, 13
  %316 = xor i64 %315, %311
  %317 = lshr i64 %316, 7
  %318 = xor i64 %317, %316
  %319 = shl i64 %318, 17
  %320 = xor i64 %319, %318
  %321 = urem i64 %320, 21
  %322 = trunc nuw nsw i64 %321 to i32
  %323 = add nsw i32 %322, -10
  %324 = shl i64 %320, 13
  %325 = xor i64 %324, %320
  %326 = lshr i64 %325, 7
  %327 = xor i64 %326, %325
  %328 = shl i64 %327, 17
  %329 = xor i64 %328, %327
  %330 = urem i64 %329, 21
  %331 = trunc nuw nsw i64 %330 to i32
  %332 = add nsw i32 %331, -10
  %333 = tail call i32 @llvm.smin.i32(i32 %269, i32 %278)
  %334 = tail call i32 @llvm.smax.i32(i32 %269, i32 %278)
  %335 = tail call i32 @llvm.smin.i32(i32 %287, i32 %296)
  %336 = tail call i32 @llvm.smax.i32(i32 %287, i32 %296)
  %337 = tail call i32 @llvm.smin.i32(i32 %305, i32 %314)
  %338 = tail call i32 @llvm.smax.i32(i32 %305, i32 %314)
  %339 = tail call i32 @llvm.smin.i32(i32 %323, i32 %332)
  %340 = tail call i32 @llvm.smax.i32(i32 %323, i32 %332)
  %341 = tail call i32 @llvm.smin.i32(i32 %333, i32 %335)
  %342 = tail call i32 @llvm.smax.i32(i32 %333, i32 %335)
  %343 = tail call i32 @llvm.smin.i32(i32 %334, i32 %336)
  %344 = tail call i32 @llvm.smax.i32(i32 %334, i32 %336)
  %345 = tail call i32 @llvm.smin.i32(i32 %337, i32 %339)
  %346 = tail call i32 @llvm.smax.i32(i32 %337, i32 %339)
  %347 = tail call i32 @llvm.smin.i32(i32 %338, i32 %340)
  %348 = tail call i32 @llvm.smax.i32(i32 %338, i32 %340)
  %349 = tail call i32 @llvm.smin.i32(i32 %343, i32 %342)
  %350 = tail call i32 @llvm.smax.i32(i32 %343, i32 %342)
  %351 = tail call i32 @llvm.smin.i32(i32 %347, i32 %346)
  %352 = tail call i32 @llvm.smax.i32(i32 %347, i32 %346)
  %353 = tail call i32 @llvm.smin.i32(i32 %341, i32 %345)
  %354 = tail call i32 @llvm.smax.i32(i32 %341, i32 %345)
  %355 = tail call i32 @llvm.smin.i32(i32 %344, i32 %348)
  %356 = tail call i32 @llvm.smax.i32(i32 %344, i32 %348)
  %357 = tail call i32 @llvm.smin.i32(i32 %349, i32 %351)
  %358 = tail call i32 @llvm.smax.i32(i32 %349, i32 %351)
  %359 = tail call i32 @llvm.smin.i32(i32 %350, i32 %352)
  %360 = tail call i32 @llvm.smax.i32(i32 %350, i32 %352)
  %361 = tail call i32 @llvm.smin.i32(i32 %357, i32 %354)
  %362 = tail call i32 @llvm.smax.i32(i32 %357, i32 %354)
  %363 = tail call i32 @llvm.smin.i32(i32 %355, i32 %360)
  %364 = tail call i32 @llvm.smax.i32(i32 %355, i32 %360)
  %365 = tail call i32 @llvm.smin.i32(i32 %359, i32 %362)
  %366 = tail call i32 @llvm.smax.i32(i32 %359, i32 %362)
  %367 = tail call i32 @llvm.smin.i32(i32 %363, i32 %358)
  %368 = tail call i32 @llvm.smax.i32(i32 %363, i32 %358)
  %369 = tail call i32 @llvm.smin.i32(i32 %367, i32 %366)
  %370 = tail call i32 @llvm.smax.i32(i32 %367, i32 %366)
  %371 = icmp slt i32 %357, %353
  %372 = zext i1 %371 to i32
  %373 = icmp slt i32 %359, %361
  %374 = zext i1 %373 to i32
  %375 = icmp slt i32 %367, %365
  %376 = zext i1 %375 to i32
  %377 = icmp sgt i32 %366, %368
  %378 = zext i1 %377 to i32
  %379 = icmp sgt i32 %358, %364
  %380 = zext i1 %379 to i32
  %381 = icmp sgt i32 %360, %356
  %382 = zext i1 %381 to i32
  %383 = sext i32 %353 to i64
  %384 = sext i32 %361 to i64
  %385 = add nsw i64 %383, %384
  %386 = add nsw i32 %269, %278
  %387 = sext i32 %365 to i64
  %388 = add nsw i64 %385, %387
  %389 = add nsw i32 %386, %287
  %390 = sext i32 %369 to i64
  %391 = add nsw i64 %388, %390
  %392 = add nsw i32 %389, %296
  %393 = sext i32 %370 to i64
  %394 = add nsw i64 %391, %393
  %395 = add nsw i32 %392, %305
  %396 = sext i32 %395 to i64
  %397 = sext i32 %368 to i64
  %398 = add nsw i64 %394, %397
  %399 = sext i32 %314 to i64
  %400 = add nsw i64 %396, %399
  %401 = sext i32 %364 to i64
  %402 = add nsw i64 %398, %401
  %403 = sext i32 %323 to i64
  %404 = add nsw i64 %400, %403
  %405 = sext i32 %356 to i64
  %406 = add nsw i64 %402, %405
  %407 = sext i32 %332 to i64
  %408 = add nsw i64 %404, %407
  %409 = add nsw i32 %259, %372
  %410 = add nsw i32 %409, %374
  %411 = add nsw i32 %410, %376
  %412 = add nsw i32 %411, %378
  %413 = add nsw i32 %412, %380
  %414 = add nsw i32 %413, %382
  %415 = icmp ne i64 %406, %408
  %416 = zext i1 %415 to i32
  %417 = add nsw i32 %414, %416
  %418 = add nuw nsw i32 %258, 1
  %419 = icmp eq i32 %418, 1000
  br i1 %419, label %256, label %257, !llvm.loop !31

420:                                              ; preds = %256, %420
  %421 = phi i64 [ 0, %256 ], [ %432, %420 ]
  %422 = getelementptr inbounds [5000 x i32], ptr @main.a, i64 0, i64 %421
  %423 = load i32, ptr %422, align 4, !tbaa !6
  %424 = lshr i32 %423, 13
  %425 = trunc i32 %424 to i8
  %426 = getelementptr inbounds [1000 x i8], ptr %3, i64 0, i64 %421
  store i8 %425, ptr %426, align 1, !tbaa !32
  %427 = and i32 %424, 255
  %428 = zext nneg i32 %427 to i64
  %429 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %428
  %430 = load i32, ptr %429, align 4, !tbaa !6
  %431 = add nsw i32 %430, 1
  store i32 %431, ptr %429, align 4, !tbaa !6
  %432 = add nuw nsw i64 %421, 1
  %433 = icmp eq i64 %432, 1000
  br i1 %433, label %434, label %420, !llvm.loop !33

434:                                              ; preds = %420, %481
  %435 = phi i64 [ %483, %481 ], [ 0, %420 ]
  %436 = phi i32 [ %482, %481 ], [ 0, %420 ]
  %437 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %435
  %438 = load i32, ptr %437, align 4, !tbaa !6
  %439 = icmp eq i32 %438, 0
  br i1 %439, label %481, label %440

440:                                              ; preds = %434
  %441 = trunc i64 %435 to i8
  %442 = sext i32 %436 to i64
  %443 = getelementptr i8, ptr %3, i64 %442
  %444 = zext i32 %438 to i64
  call void @llvm.memset.p0.i64(ptr align 1 %443, i8 %441, i64 %444, i1 false), !tbaa !32
  %445 = add i32 %436, %438
  br label %481

446:                                              ; preds = %481
  %447 = icmp ule i64 %254, %255
  %448 = extractelement <4 x i64> %226, i64 3
  %449 = icmp ule i64 %448, %249
  %450 = or <4 x i1> %232, %231
  %451 = freeze <4 x i1> %450
  %452 = bitcast <4 x i1> %451 to i4
  %453 = icmp eq i4 %452, 0
  %454 = and i1 %449, %453
  %455 = icmp ule i64 %249, %250
  %456 = icmp ule i64 %250, %251
  %457 = icmp ule i64 %251, %252
  %458 = icmp ule i64 %252, %253
  %459 = icmp ule i64 %253, %254
  %460 = select i1 %447, i1 %459, i1 false
  %461 = select i1 %460, i1 %458, i1 false
  %462 = select i1 %461, i1 %457, i1 false
  %463 = select i1 %462, i1 %456, i1 false
  %464 = select i1 %463, i1 %455, i1 false
  %465 = select i1 %464, i1 %454, i1 false
  %466 = zext i1 %465 to i32
  %467 = zext i1 %188 to i32
  %468 = load i32, ptr @main.a, align 4, !tbaa !6
  %469 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 19996), align 4, !tbaa !6
  %470 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 10000), align 4, !tbaa !6
  %471 = getelementptr inbounds i8, ptr %3, i64 500
  %472 = load i8, ptr %471, align 1, !tbaa !32
  %473 = zext i8 %472 to i32
  %474 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %467, i32 noundef %466, i32 noundef %417, i32 noundef %468, i32 noundef %469, i32 noundef %470, i32 noundef %473)
  %475 = and i1 %188, %465
  %476 = icmp eq i32 %417, 0
  %477 = select i1 %475, i1 %476, i1 false
  %478 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 10000), align 4
  %479 = lshr i32 %478, 25
  %480 = select i1 %477, i32 %479, i32 100
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 1000, ptr nonnull %3) #9
  ret i32 %480

481:                                              ; preds = %440, %434
  %482 = phi i32 [ %436, %434 ], [ %445, %440 ]
  store i32 -1, ptr %437, align 4, !tbaa !6
  %483 = add nuw nsw i64 %435, 1
  %484 = icmp eq i64 %483, 256
  br i1 %484, label %446, label %434, !llvm.loop !34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp32(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load i32, ptr %0, align 4, !tbaa !6
  %4 = load i32, ptr %1, align 4, !tbaa !6
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = !{!22, !22, i64 0}
!22 = !{!"long", !8, i64 0}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11, !28, !29}
!28 = !{!"llvm.loop.isvectorized", i32 1}
!29 = !{!"llvm.loop.unroll.runtime.disable"}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
!32 = !{!8, !8, i64 0}
!33 = distinct !{!33, !11}
!34 = distinct !{!34, !11}
