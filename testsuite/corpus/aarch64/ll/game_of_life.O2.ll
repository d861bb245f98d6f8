; ModuleID = 'programs/game_of_life.c'
source_filename = "programs/game_of_life.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@g = internal unnamed_addr global [64 x [64 x i8]] zeroinitializer, align 1
@b = internal unnamed_addr global [64 x i64] zeroinitializer, align 8
@.str = private unnamed_addr constant [26 x i8] c"gen %d pop=%d popbits=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"mismatch=%d\0A\00", align 1
@ng = internal unnamed_addr global [64 x [64 x i8]] zeroinitializer, align 1
@nb = internal unnamed_addr global [64 x i64] zeroinitializer, align 8
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %5
  %2 = phi i64 [ 0, %0 ], [ %6, %5 ]
  %3 = phi i32 [ 1, %0 ], [ %16, %5 ]
  br label %8

4:                                                ; preds = %5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(192) @g, i8 0, i64 192, i1 false)
  store i8 1, ptr getelementptr inbounds (i8, ptr @g, i64 1), align 1, !tbaa !6
  store i8 1, ptr getelementptr inbounds (i8, ptr @g, i64 66), align 1, !tbaa !6
  store i8 1, ptr getelementptr inbounds (i8, ptr @g, i64 130), align 1, !tbaa !6
  store i8 1, ptr getelementptr inbounds (i8, ptr @g, i64 129), align 1, !tbaa !6
  store i8 1, ptr getelementptr inbounds (i8, ptr @g, i64 128), align 1, !tbaa !6
  br label %23

5:                                                ; preds = %8
  %6 = add nuw nsw i64 %2, 1
  %7 = icmp eq i64 %6, 64
  br i1 %7, label %4, label %1, !llvm.loop !9

8:                                                ; preds = %1, %8
  %9 = phi i64 [ 0, %1 ], [ %21, %8 ]
  %10 = phi i32 [ %3, %1 ], [ %16, %8 ]
  %11 = shl i32 %10, 13
  %12 = xor i32 %11, %10
  %13 = lshr i32 %12, 17
  %14 = xor i32 %13, %12
  %15 = shl i32 %14, 5
  %16 = xor i32 %15, %14
  %17 = urem i32 %16, 3
  %18 = icmp eq i32 %17, 0
  %19 = zext i1 %18 to i8
  %20 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %2, i64 %9
  store i8 %19, ptr %20, align 1, !tbaa !6
  %21 = add nuw nsw i64 %9, 1
  %22 = icmp eq i64 %21, 64
  br i1 %22, label %5, label %8, !llvm.loop !11

23:                                               ; preds = %4, %26
  %24 = phi i64 [ 0, %4 ], [ %27, %26 ]
  %25 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %24
  store i64 0, ptr %25, align 8, !tbaa !12
  br label %29

26:                                               ; preds = %38
  %27 = add nuw nsw i64 %24, 1
  %28 = icmp eq i64 %27, 64
  br i1 %28, label %42, label %23, !llvm.loop !14

29:                                               ; preds = %23, %38
  %30 = phi i64 [ 0, %23 ], [ %39, %38 ]
  %31 = phi i64 [ 0, %23 ], [ %40, %38 ]
  %32 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %24, i64 %31
  %33 = load i8, ptr %32, align 1, !tbaa !6
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %29
  %36 = shl nuw i64 1, %31
  %37 = or i64 %30, %36
  store i64 %37, ptr %25, align 8, !tbaa !12
  br label %38

38:                                               ; preds = %29, %35
  %39 = phi i64 [ %30, %29 ], [ %37, %35 ]
  %40 = add nuw nsw i64 %31, 1
  %41 = icmp eq i64 %40, 64
  br i1 %41, label %26, label %29, !llvm.loop !15

42:                                               ; preds = %26, %262
  %43 = phi i32 [ %263, %262 ], [ 1, %26 ]
  %44 = phi i32 [ %256, %262 ], [ 0, %26 ]
  br label %45

45:                                               ; preds = %42, %51
  %46 = phi i64 [ %49, %51 ], [ 0, %42 ]
  %47 = add nuw nsw i64 %46, 63
  %48 = and i64 %47, 63
  %49 = add nuw nsw i64 %46, 1
  %50 = and i64 %49, 63
  br label %53

51:                                               ; preds = %95
  %52 = icmp eq i64 %49, 64
  br i1 %52, label %100, label %45, !llvm.loop !16

53:                                               ; preds = %95, %45
  %54 = phi i64 [ 0, %45 ], [ %64, %95 ]
  %55 = add nuw nsw i64 %54, 63
  %56 = and i64 %55, 63
  %57 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %48, i64 %56
  %58 = load i8, ptr %57, align 1, !tbaa !6
  %59 = zext i8 %58 to i32
  %60 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %48, i64 %54
  %61 = load i8, ptr %60, align 1, !tbaa !6
  %62 = zext i8 %61 to i32
  %63 = add nuw nsw i32 %62, %59
  %64 = add nuw nsw i64 %54, 1
  %65 = and i64 %64, 63
  %66 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %48, i64 %65
  %67 = load i8, ptr %66, align 1, !tbaa !6
  %68 = zext i8 %67 to i32
  %69 = add nuw nsw i32 %63, %68
  %70 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %46, i64 %56
  %71 = load i8, ptr %70, align 1, !tbaa !6
  %72 = zext i8 %71 to i32
  %73 = add nuw nsw i32 %69, %72
  %74 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %46, i64 %65
  %75 = load i8, ptr %74, align 1, !tbaa !6
  %76 = zext i8 %75 to i32
  %77 = add nuw nsw i32 %73, %76
  %78 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %50, i64 %56
  %79 = load i8, ptr %78, align 1, !tbaa !6
  %80 = zext i8 %79 to i32
  %81 = add nuw nsw i32 %77, %80
  %82 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %50, i64 %54
  %83 = load i8, ptr %82, align 1, !tbaa !6
  %84 = zext i8 %83 to i32
  %85 = add nuw nsw i32 %81, %84
  %86 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %50, i64 %65
  %87 = load i8, ptr %86, align 1, !tbaa !6
  %88 = zext i8 %87 to i32
  %89 = add nuw nsw i32 %85, %88
  switch i32 %89, label %94 [
    i32 3, label %95
    i32 2, label %90
  ]

90:                                               ; preds = %53
  %91 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %46, i64 %54
  %92 = load i8, ptr %91, align 1, !tbaa !6
  %93 = icmp ne i8 %92, 0
  br label %95

94:                                               ; preds = %53
  br label %95

95:                                               ; preds = %94, %90, %53
  %96 = phi i1 [ true, %53 ], [ %93, %90 ], [ false, %94 ]
  %97 = zext i1 %96 to i8
  %98 = getelementptr inbounds [64 x [64 x i8]], ptr @ng, i64 0, i64 %46, i64 %54
  store i8 %97, ptr %98, align 1, !tbaa !6
  %99 = icmp eq i64 %64, 64
  br i1 %99, label %51, label %53, !llvm.loop !17

100:                                              ; preds = %51
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(4096) @g, ptr noundef nonnull align 1 dereferenceable(4096) @ng, i64 4096, i1 false)
  br label %101

101:                                              ; preds = %101, %100
  %102 = phi i64 [ 0, %100 ], [ %109, %101 ]
  %103 = add nuw nsw i64 %102, 63
  %104 = and i64 %103, 63
  %105 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %104
  %106 = load i64, ptr %105, align 8, !tbaa !12
  %107 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %102
  %108 = load i64, ptr %107, align 8, !tbaa !12
  %109 = add nuw nsw i64 %102, 1
  %110 = and i64 %109, 63
  %111 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %110
  %112 = load i64, ptr %111, align 8, !tbaa !12
  %113 = tail call i64 @llvm.fshl.i64(i64 %106, i64 %106, i64 1)
  %114 = tail call i64 @llvm.fshl.i64(i64 %106, i64 %106, i64 63)
  %115 = tail call i64 @llvm.fshl.i64(i64 %108, i64 %108, i64 1)
  %116 = tail call i64 @llvm.fshl.i64(i64 %108, i64 %108, i64 63)
  %117 = tail call i64 @llvm.fshl.i64(i64 %112, i64 %112, i64 1)
  %118 = tail call i64 @llvm.fshl.i64(i64 %112, i64 %112, i64 63)
  %119 = and i64 %114, %113
  %120 = xor i64 %114, %113
  %121 = and i64 %120, %106
  %122 = xor i64 %120, %106
  %123 = xor i64 %121, %119
  %124 = and i64 %122, %115
  %125 = xor i64 %122, %115
  %126 = and i64 %124, %119
  %127 = xor i64 %124, %123
  %128 = and i64 %125, %116
  %129 = xor i64 %125, %116
  %130 = and i64 %128, %123
  %131 = xor i64 %128, %127
  %132 = or i64 %130, %126
  %133 = and i64 %129, %117
  %134 = xor i64 %129, %117
  %135 = and i64 %133, %127
  %136 = xor i64 %133, %131
  %137 = or i64 %132, %135
  %138 = and i64 %134, %118
  %139 = xor i64 %134, %118
  %140 = and i64 %138, %131
  %141 = xor i64 %138, %136
  %142 = or i64 %137, %140
  %143 = and i64 %139, %112
  %144 = xor i64 %139, %112
  %145 = and i64 %143, %136
  %146 = xor i64 %143, %141
  %147 = or i64 %142, %145
  %148 = xor i64 %147, -1
  %149 = and i64 %144, %148
  %150 = and i64 %149, %141
  %151 = or i64 %147, %144
  %152 = xor i64 %151, -1
  %153 = and i64 %146, %152
  %154 = and i64 %153, %108
  %155 = or i64 %154, %150
  %156 = getelementptr inbounds [64 x i64], ptr @nb, i64 0, i64 %102
  store i64 %155, ptr %156, align 8, !tbaa !12
  %157 = icmp eq i64 %109, 64
  br i1 %157, label %158, label %101, !llvm.loop !18

158:                                              ; preds = %101
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(512) @b, ptr noundef nonnull align 8 dereferenceable(512) @nb, i64 512, i1 false)
  br label %162

159:                                              ; preds = %162
  %160 = urem i32 %43, 25
  %161 = icmp eq i32 %160, 0
  br i1 %161, label %260, label %262

162:                                              ; preds = %158, %162
  %163 = phi i64 [ 0, %158 ], [ %258, %162 ]
  %164 = phi i32 [ 0, %158 ], [ %257, %162 ]
  %165 = phi i32 [ 0, %158 ], [ %255, %162 ]
  %166 = phi i32 [ %44, %158 ], [ %256, %162 ]
  %167 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %163
  %168 = load i64, ptr %167, align 8, !tbaa !12
  %169 = insertelement <8 x i64> poison, i64 %168, i64 0
  %170 = shufflevector <8 x i64> %169, <8 x i64> poison, <8 x i32> zeroinitializer
  %171 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %166, i64 0
  %172 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %165, i64 0
  %173 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %168)
  %174 = trunc nuw nsw i64 %173 to i32
  %175 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %163, i64 0
  %176 = load <8 x i8>, ptr %175, align 1, !tbaa !6
  %177 = zext <8 x i8> %176 to <8 x i32>
  %178 = add <8 x i32> %172, %177
  %179 = zext <8 x i8> %176 to <8 x i64>
  %180 = lshr <8 x i64> %170, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %181 = and <8 x i64> %180, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %182 = icmp ne <8 x i64> %181, %179
  %183 = zext <8 x i1> %182 to <8 x i32>
  %184 = add <8 x i32> %171, %183
  %185 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %163, i64 8
  %186 = load <8 x i8>, ptr %185, align 1, !tbaa !6
  %187 = zext <8 x i8> %186 to <8 x i32>
  %188 = add <8 x i32> %178, %187
  %189 = zext <8 x i8> %186 to <8 x i64>
  %190 = lshr <8 x i64> %170, <i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %191 = and <8 x i64> %190, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %192 = icmp ne <8 x i64> %191, %189
  %193 = zext <8 x i1> %192 to <8 x i32>
  %194 = add <8 x i32> %184, %193
  %195 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %163, i64 16
  %196 = load <8 x i8>, ptr %195, align 1, !tbaa !6
  %197 = zext <8 x i8> %196 to <8 x i32>
  %198 = add <8 x i32> %188, %197
  %199 = zext <8 x i8> %196 to <8 x i64>
  %200 = lshr <8 x i64> %170, <i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23>
  %201 = and <8 x i64> %200, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %202 = icmp ne <8 x i64> %201, %199
  %203 = zext <8 x i1> %202 to <8 x i32>
  %204 = add <8 x i32> %194, %203
  %205 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %163, i64 24
  %206 = load <8 x i8>, ptr %205, align 1, !tbaa !6
  %207 = zext <8 x i8> %206 to <8 x i32>
  %208 = add <8 x i32> %198, %207
  %209 = zext <8 x i8> %206 to <8 x i64>
  %210 = lshr <8 x i64> %170, <i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %211 = and <8 x i64> %210, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %212 = icmp ne <8 x i64> %211, %209
  %213 = zext <8 x i1> %212 to <8 x i32>
  %214 = add <8 x i32> %204, %213
  %215 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %163, i64 32
  %216 = load <8 x i8>, ptr %215, align 1, !tbaa !6
  %217 = zext <8 x i8> %216 to <8 x i32>
  %218 = add <8 x i32> %208, %217
  %219 = zext <8 x i8> %216 to <8 x i64>
  %220 = lshr <8 x i64> %170, <i64 32, i64 33, i64 34, i64 35, i64 36, i64 37, i64 38, i64 39>
  %221 = and <8 x i64> %220, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %222 = icmp ne <8 x i64> %221, %219
  %223 = zext <8 x i1> %222 to <8 x i32>
  %224 = add <8 x i32> %214, %223
  %225 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %163, i64 40
  %226 = load <8 x i8>, ptr %225, align 1, !tbaa !6
  %227 = zext <8 x i8> %226 to <8 x i32>
  %228 = add <8 x i32> %218, %227
  %229 = zext <8 x i8> %226 to <8 x i64>
  %230 = lshr <8 x i64> %170, <i64 40, i64 41, i64 42, i64 43, i64 44, i64 45, i64 46, i64 47>
  %231 = and <8 x i64> %230, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %232 = icmp ne <8 x i64> %231, %229
  %233 = zext <8 x i1> %232 to <8 x i32>
  %234 = add <8 x i32> %224, %233
  %235 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %163, i64 48
  %236 = load <8 x i8>, ptr %235, align 1, !tbaa !6
  %237 = zext <8 x i8> %236 to <8 x i32>
  %238 = add <8 x i32> %228, %237
  %239 = zext <8 x i8> %236 to <8 x i64>
  %240 = lshr <8 x i64> %170, <i64 48, i64 49, i64 50, i64 51, i64 52, i64 53, i64 54, i64 55>
  %241 = and <8 x i64> %240, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %242 = icmp ne <8 x i64> %241, %239
  %243 = zext <8 x i1> %242 to <8 x i32>
  %244 = add <8 x i32> %234, %243
  %245 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %163, i64 56
  %246 = load <8 x i8>, ptr %245, align 1, !tbaa !6
  %247 = zext <8 x i8> %246 to <8 x i32>
  %248 = add <8 x i32> %238, %247
  %249 = zext <8 x i8> %246 to <8 x i64>
  %250 = lshr <8 x i64> %170, <i64 56, i64 57, i64 58, i64 59, i64 60, i64 61, i64 62, i64 63>
  %251 = and <8 x i64> %250, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %252 = icmp ne <8 x i64> %251, %249
  %253 = zext <8 x i1> %252 to <8 x i32>
  %254 = add <8 x i32> %244, %253
  %255 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %248)
  %256 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %254)
  %257 = add nuw nsw i32 %164, %174
  %258 = add nuw nsw i64 %163, 1
  %259 = icmp eq i64 %258, 64
  br i1 %259, label %159, label %162, !llvm.loop !20

260:                                              ; preds = %159
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %43, i32 noundef %255, i32 noundef %257)
  br label %262

262:                                              ; preds = %260, %159
  %263 = add nuw nsw i32 %43, 1
  %264 = icmp eq i32 %263, 151
  br i1 %264, label %265, label %42, !llvm.loop !21

265:                                              ; preds = %262, %271
  %266 = phi i64 [ %274, %271 ], [ 0, %262 ]
  br label %276

267:                                              ; preds = %271
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %256)
  %269 = icmp ne i32 %256, 0
  %270 = zext i1 %269 to i32
  ret i32 %270

271:                                              ; preds = %276
  %272 = load ptr, ptr @stdout, align 8, !tbaa !22
  %273 = tail call i32 @putc(i32 noundef 10, ptr noundef %272)
  %274 = add nuw nsw i64 %266, 1
  %275 = icmp eq i64 %274, 16
  br i1 %275, label %267, label %265, !llvm.loop !24

276:                                              ; preds = %265, %276
  %277 = phi i64 [ 0, %265 ], [ %284, %276 ]
  %278 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %266, i64 %277
  %279 = load i8, ptr %278, align 1, !tbaa !6
  %280 = icmp eq i8 %279, 0
  %281 = select i1 %280, i32 46, i32 35
  %282 = load ptr, ptr @stdout, align 8, !tbaa !22
  %283 = tail call i32 @putc(i32 noundef %281, ptr noundef %282)
  %284 = add nuw nsw i64 %277, 1
  %285 = icmp eq i64 %284, 48
  br i1 %285, label %271, label %276, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10, !19}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = !{!23, !23, i64 0}
!23 = !{!"any pointer", !7, i64 0}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
