; ModuleID = 'programs/bignum_karatsuba.c'
source_filename = "programs/bignum_karatsuba.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { i32, [256 x i32] }

@main.buf = internal global [2600 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [46 x i8] c"3^500: %d digits, starts %.20s, digit sum %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [40 x i8] c"100!: %d digits, digit sum %u, ends %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [36 x i8] c"fib(1000): %d digits, starts %.15s\0A\00", align 1
@.str.3 = private unnamed_addr constant [62 x i8] c"karatsuba matches schoolbook: %d, fib1000*3^500 digit sum %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i32], align 16
  %2 = alloca [256 x i32], align 16
  %3 = alloca [256 x i32], align 16
  %4 = alloca [256 x i32], align 16
  %5 = alloca %struct.big, align 4
  %6 = alloca %struct.big, align 4
  %7 = alloca %struct.big, align 4
  %8 = alloca %struct.big, align 4
  %9 = alloca %struct.big, align 4
  %10 = alloca %struct.big, align 4
  %11 = alloca %struct.big, align 4
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %9) #9
  %12 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 1, ptr %12, align 4, !tbaa !5
  br label %31

13:                                               ; preds = %110
  %14 = call fastcc i32 @to_dec(ptr noundef nonnull %5)
  %15 = load i8, ptr @main.buf, align 16, !tbaa !9
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %27, label %17

17:                                               ; preds = %13, %17
  %18 = phi i8 [ %25, %17 ], [ %15, %13 ]
  %19 = phi i32 [ %24, %17 ], [ 0, %13 ]
  %20 = phi ptr [ %21, %17 ], [ @main.buf, %13 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 1
  %22 = sext i8 %18 to i32
  %23 = add i32 %19, -48
  %24 = add i32 %23, %22
  %25 = load i8, ptr %21, align 1, !tbaa !9
  %26 = icmp eq i8 %25, 0
  br i1 %26, label %27, label %17, !llvm.loop !10

27:                                               ; preds = %17, %13
  %28 = phi i32 [ 0, %13 ], [ %24, %17 ]
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %14, ptr noundef nonnull @main.buf, i32 noundef %28)
  %30 = getelementptr inbounds i8, ptr %6, i64 4
  store i32 1, ptr %30, align 4, !tbaa !5
  br label %138

31:                                               ; preds = %0, %110
  %32 = phi i32 [ 0, %0 ], [ %113, %110 ]
  %33 = phi i32 [ 1, %0 ], [ %112, %110 ]
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %4, i8 0, i64 1024, i1 false)
  %34 = icmp sgt i32 %33, 0
  br i1 %34, label %35, label %85

35:                                               ; preds = %31
  %36 = zext nneg i32 %33 to i64
  %37 = and i64 %36, 1
  %38 = icmp eq i32 %33, 1
  br i1 %38, label %69, label %39

39:                                               ; preds = %35
  %40 = and i64 %36, 2147483646
  br label %41

41:                                               ; preds = %41, %39
  %42 = phi i64 [ 0, %39 ], [ %63, %41 ]
  %43 = phi i64 [ 0, %39 ], [ %65, %41 ]
  %44 = phi i64 [ 0, %39 ], [ %67, %41 ]
  %45 = getelementptr inbounds [256 x i32], ptr %12, i64 0, i64 %43
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = zext i32 %46 to i64
  %48 = mul nuw nsw i64 %47, 3
  %49 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %43
  %50 = add nuw nsw i64 %42, %48
  %51 = trunc i64 %50 to i32
  store i32 %51, ptr %49, align 8, !tbaa !5
  %52 = lshr i64 %50, 32
  %53 = trunc nuw nsw i64 %52 to i32
  %54 = or disjoint i64 %43, 1
  %55 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %54
  store i32 %53, ptr %55, align 4, !tbaa !5
  %56 = getelementptr inbounds [256 x i32], ptr %12, i64 0, i64 %54
  %57 = load i32, ptr %56, align 4, !tbaa !5
  %58 = zext i32 %57 to i64
  %59 = mul nuw nsw i64 %58, 3
  %60 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %54
  %61 = add nuw nsw i64 %52, %59
  %62 = trunc i64 %61 to i32
  store i32 %62, ptr %60, align 4, !tbaa !5
  %63 = lshr i64 %61, 32
  %64 = trunc nuw nsw i64 %63 to i32
  %65 = add nuw nsw i64 %43, 2
  %66 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %65
  store i32 %64, ptr %66, align 8, !tbaa !5
  %67 = add i64 %44, 2
  %68 = icmp eq i64 %67, %40
  br i1 %68, label %69, label %41, !llvm.loop !12

69:                                               ; preds = %41, %35
  %70 = phi i64 [ 0, %35 ], [ %63, %41 ]
  %71 = phi i64 [ 0, %35 ], [ %65, %41 ]
  %72 = icmp eq i64 %37, 0
  br i1 %72, label %85, label %73

73:                                               ; preds = %69
  %74 = getelementptr inbounds [256 x i32], ptr %12, i64 0, i64 %71
  %75 = load i32, ptr %74, align 4, !tbaa !5
  %76 = zext i32 %75 to i64
  %77 = mul nuw nsw i64 %76, 3
  %78 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %71
  %79 = add nuw nsw i64 %70, %77
  %80 = trunc i64 %79 to i32
  store i32 %80, ptr %78, align 4, !tbaa !5
  %81 = lshr i64 %79, 32
  %82 = trunc nuw nsw i64 %81 to i32
  %83 = add nuw nsw i64 %71, 1
  %84 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %83
  store i32 %82, ptr %84, align 4, !tbaa !5
  br label %85

85:                                               ; preds = %73, %69, %31
  %86 = add nsw i32 %33, 1
  store i32 %86, ptr %5, align 4, !tbaa !13
  %87 = sext i32 %86 to i64
  %88 = shl nsw i64 %87, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %12, ptr nonnull align 16 %4, i64 %88, i1 false)
  %89 = icmp sgt i32 %33, -1
  br i1 %89, label %90, label %110

90:                                               ; preds = %85
  %91 = zext nneg i32 %86 to i64
  %92 = add nsw i64 %91, -1
  %93 = getelementptr inbounds [256 x i32], ptr %12, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !5
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %101, label %106

96:                                               ; preds = %101
  %97 = add nsw i64 %102, -1
  %98 = getelementptr inbounds [256 x i32], ptr %12, i64 0, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !5
  %100 = icmp eq i32 %99, 0
  br i1 %100, label %101, label %106, !llvm.loop !15

101:                                              ; preds = %90, %96
  %102 = phi i64 [ %97, %96 ], [ %92, %90 ]
  %103 = phi i64 [ %102, %96 ], [ %91, %90 ]
  %104 = trunc i64 %102 to i32
  store i32 %104, ptr %5, align 4, !tbaa !13
  %105 = icmp ugt i64 %103, 1
  br i1 %105, label %96, label %110, !llvm.loop !15

106:                                              ; preds = %96, %90
  %107 = phi i32 [ %86, %90 ], [ %104, %96 ]
  %108 = phi i64 [ %91, %90 ], [ %102, %96 ]
  %109 = trunc i64 %108 to i32
  br label %110

110:                                              ; preds = %101, %106, %85
  %111 = phi i32 [ %86, %85 ], [ %107, %106 ], [ %104, %101 ]
  %112 = phi i32 [ %86, %85 ], [ %109, %106 ], [ %104, %101 ]
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %4) #9
  %113 = add nuw nsw i32 %32, 1
  %114 = icmp eq i32 %113, 500
  br i1 %114, label %13, label %31, !llvm.loop !16

115:                                              ; preds = %218
  %116 = call fastcc i32 @to_dec(ptr noundef nonnull %6)
  %117 = load i8, ptr @main.buf, align 16, !tbaa !9
  %118 = icmp eq i8 %117, 0
  br i1 %118, label %129, label %119

119:                                              ; preds = %115, %119
  %120 = phi i8 [ %127, %119 ], [ %117, %115 ]
  %121 = phi i32 [ %126, %119 ], [ 0, %115 ]
  %122 = phi ptr [ %123, %119 ], [ @main.buf, %115 ]
  %123 = getelementptr inbounds i8, ptr %122, i64 1
  %124 = sext i8 %120 to i32
  %125 = add i32 %121, -48
  %126 = add i32 %125, %124
  %127 = load i8, ptr %123, align 1, !tbaa !9
  %128 = icmp eq i8 %127, 0
  br i1 %128, label %129, label %119, !llvm.loop !10

129:                                              ; preds = %119, %115
  %130 = phi i32 [ 0, %115 ], [ %126, %119 ]
  %131 = sext i32 %116 to i64
  %132 = getelementptr inbounds i8, ptr @main.buf, i64 %131
  %133 = getelementptr inbounds i8, ptr %132, i64 -30
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %116, i32 noundef %130, ptr noundef nonnull %133)
  store i32 0, ptr %7, align 4, !tbaa !13
  %135 = getelementptr inbounds i8, ptr %7, i64 4
  store i32 0, ptr %135, align 4, !tbaa !5
  store i32 1, ptr %8, align 4, !tbaa !13
  %136 = getelementptr inbounds i8, ptr %8, i64 4
  store i32 1, ptr %136, align 4, !tbaa !5
  %137 = getelementptr inbounds i8, ptr %9, i64 4
  br label %324

138:                                              ; preds = %27, %218
  %139 = phi i32 [ 2, %27 ], [ %221, %218 ]
  %140 = phi i32 [ 1, %27 ], [ %220, %218 ]
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %3) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %3, i8 0, i64 1024, i1 false)
  %141 = icmp sgt i32 %140, 0
  br i1 %141, label %142, label %193

142:                                              ; preds = %138
  %143 = zext nneg i32 %140 to i64
  %144 = zext nneg i32 %139 to i64
  %145 = and i64 %143, 1
  %146 = icmp eq i32 %140, 1
  br i1 %146, label %177, label %147

147:                                              ; preds = %142
  %148 = and i64 %143, 2147483646
  br label %149

149:                                              ; preds = %149, %147
  %150 = phi i64 [ 0, %147 ], [ %171, %149 ]
  %151 = phi i64 [ 0, %147 ], [ %173, %149 ]
  %152 = phi i64 [ 0, %147 ], [ %175, %149 ]
  %153 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %151
  %154 = load i32, ptr %153, align 4, !tbaa !5
  %155 = zext i32 %154 to i64
  %156 = mul nuw nsw i64 %144, %155
  %157 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %151
  %158 = add nuw i64 %150, %156
  %159 = trunc i64 %158 to i32
  store i32 %159, ptr %157, align 8, !tbaa !5
  %160 = lshr i64 %158, 32
  %161 = trunc nuw i64 %160 to i32
  %162 = or disjoint i64 %151, 1
  %163 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %162
  store i32 %161, ptr %163, align 4, !tbaa !5
  %164 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %162
  %165 = load i32, ptr %164, align 4, !tbaa !5
  %166 = zext i32 %165 to i64
  %167 = mul nuw nsw i64 %144, %166
  %168 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %162
  %169 = add nuw i64 %160, %167
  %170 = trunc i64 %169 to i32
  store i32 %170, ptr %168, align 4, !tbaa !5
  %171 = lshr i64 %169, 32
  %172 = trunc nuw i64 %171 to i32
  %173 = add nuw nsw i64 %151, 2
  %174 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %173
  store i32 %172, ptr %174, align 8, !tbaa !5
  %175 = add i64 %152, 2
  %176 = icmp eq i64 %175, %148
  br i1 %176, label %177, label %149, !llvm.loop !12

177:                                              ; preds = %149, %142
  %178 = phi i64 [ 0, %142 ], [ %171, %149 ]
  %179 = phi i64 [ 0, %142 ], [ %173, %149 ]
  %180 = icmp eq i64 %145, 0
  br i1 %180, label %193, label %181

181:                                              ; preds = %177
  %182 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %179
  %183 = load i32, ptr %182, align 4, !tbaa !5
  %184 = zext i32 %183 to i64
  %185 = mul nuw nsw i64 %144, %184
  %186 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %179
  %187 = add nuw i64 %178, %185
  %188 = trunc i64 %187 to i32
  store i32 %188, ptr %186, align 4, !tbaa !5
  %189 = lshr i64 %187, 32
  %190 = trunc nuw i64 %189 to i32
  %191 = add nuw nsw i64 %179, 1
  %192 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %191
  store i32 %190, ptr %192, align 4, !tbaa !5
  br label %193

193:                                              ; preds = %181, %177, %138
  %194 = add nsw i32 %140, 1
  store i32 %194, ptr %6, align 4, !tbaa !13
  %195 = sext i32 %194 to i64
  %196 = shl nsw i64 %195, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %30, ptr nonnull align 16 %3, i64 %196, i1 false)
  %197 = icmp sgt i32 %140, -1
  br i1 %197, label %198, label %218

198:                                              ; preds = %193
  %199 = zext nneg i32 %194 to i64
  %200 = add nsw i64 %199, -1
  %201 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %200
  %202 = load i32, ptr %201, align 4, !tbaa !5
  %203 = icmp eq i32 %202, 0
  br i1 %203, label %209, label %214

204:                                              ; preds = %209
  %205 = add nsw i64 %210, -1
  %206 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %205
  %207 = load i32, ptr %206, align 4, !tbaa !5
  %208 = icmp eq i32 %207, 0
  br i1 %208, label %209, label %214, !llvm.loop !15

209:                                              ; preds = %198, %204
  %210 = phi i64 [ %205, %204 ], [ %200, %198 ]
  %211 = phi i64 [ %210, %204 ], [ %199, %198 ]
  %212 = trunc i64 %210 to i32
  store i32 %212, ptr %6, align 4, !tbaa !13
  %213 = icmp ugt i64 %211, 1
  br i1 %213, label %204, label %218, !llvm.loop !15

214:                                              ; preds = %204, %198
  %215 = phi i32 [ %194, %198 ], [ %212, %204 ]
  %216 = phi i64 [ %199, %198 ], [ %210, %204 ]
  %217 = trunc i64 %216 to i32
  br label %218

218:                                              ; preds = %209, %214, %193
  %219 = phi i32 [ %194, %193 ], [ %215, %214 ], [ %212, %209 ]
  %220 = phi i32 [ %194, %193 ], [ %217, %214 ], [ %212, %209 ]
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %3) #9
  %221 = add nuw nsw i32 %139, 1
  %222 = icmp eq i32 %221, 101
  br i1 %222, label %115, label %138, !llvm.loop !17

223:                                              ; preds = %364
  %224 = call fastcc i32 @to_dec(ptr noundef nonnull %7)
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %224, ptr noundef nonnull @main.buf)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %10) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %11) #9
  call fastcc void @karatsuba(ptr noundef nonnull %10, ptr noundef nonnull %5, ptr noundef nonnull %6)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %2, i8 0, i64 1024, i1 false)
  %226 = icmp sgt i32 %111, 0
  br i1 %226, label %227, label %242

227:                                              ; preds = %223
  %228 = icmp sgt i32 %219, 0
  %229 = sext i32 %219 to i64
  %230 = zext nneg i32 %111 to i64
  %231 = zext i32 %219 to i64
  %232 = and i64 %231, 1
  %233 = icmp eq i32 %219, 1
  %234 = and i64 %231, 2147483646
  %235 = icmp eq i64 %232, 0
  br label %236

236:                                              ; preds = %281, %227
  %237 = phi i64 [ 0, %227 ], [ %286, %281 ]
  br i1 %228, label %238, label %281

238:                                              ; preds = %236
  %239 = getelementptr inbounds [256 x i32], ptr %12, i64 0, i64 %237
  %240 = load i32, ptr %239, align 4, !tbaa !5
  %241 = zext i32 %240 to i64
  br i1 %233, label %264, label %288

242:                                              ; preds = %281, %223
  %243 = add nsw i32 %219, %111
  store i32 %243, ptr %11, align 4, !tbaa !13
  %244 = getelementptr inbounds i8, ptr %11, i64 4
  %245 = sext i32 %243 to i64
  %246 = shl nsw i64 %245, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %244, ptr nonnull align 16 %2, i64 %246, i1 false)
  %247 = icmp sgt i32 %243, 0
  br i1 %247, label %248, label %320

248:                                              ; preds = %242
  %249 = zext nneg i32 %243 to i64
  %250 = add nsw i64 %249, -1
  %251 = getelementptr inbounds [256 x i32], ptr %244, i64 0, i64 %250
  %252 = load i32, ptr %251, align 4, !tbaa !5
  %253 = icmp eq i32 %252, 0
  br i1 %253, label %259, label %320

254:                                              ; preds = %259
  %255 = add nsw i64 %260, -1
  %256 = getelementptr inbounds [256 x i32], ptr %244, i64 0, i64 %255
  %257 = load i32, ptr %256, align 4, !tbaa !5
  %258 = icmp eq i32 %257, 0
  br i1 %258, label %259, label %320, !llvm.loop !15

259:                                              ; preds = %248, %254
  %260 = phi i64 [ %255, %254 ], [ %250, %248 ]
  %261 = phi i64 [ %260, %254 ], [ %249, %248 ]
  %262 = trunc nuw nsw i64 %260 to i32
  store i32 %262, ptr %11, align 4, !tbaa !13
  %263 = icmp ugt i64 %261, 1
  br i1 %263, label %254, label %320, !llvm.loop !15

264:                                              ; preds = %288, %238
  %265 = phi i64 [ poison, %238 ], [ %316, %288 ]
  %266 = phi i64 [ 0, %238 ], [ %317, %288 ]
  %267 = phi i64 [ 0, %238 ], [ %316, %288 ]
  br i1 %235, label %281, label %268

268:                                              ; preds = %264
  %269 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %266
  %270 = load i32, ptr %269, align 4, !tbaa !5
  %271 = zext i32 %270 to i64
  %272 = mul nuw i64 %271, %241
  %273 = add nuw nsw i64 %266, %237
  %274 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %273
  %275 = load i32, ptr %274, align 4, !tbaa !5
  %276 = zext i32 %275 to i64
  %277 = add nuw nsw i64 %267, %276
  %278 = add nuw i64 %277, %272
  %279 = trunc i64 %278 to i32
  store i32 %279, ptr %274, align 4, !tbaa !5
  %280 = lshr i64 %278, 32
  br label %281

281:                                              ; preds = %268, %264, %236
  %282 = phi i64 [ 0, %236 ], [ %265, %264 ], [ %280, %268 ]
  %283 = trunc nuw i64 %282 to i32
  %284 = add nsw i64 %237, %229
  %285 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %284
  store i32 %283, ptr %285, align 4, !tbaa !5
  %286 = add nuw nsw i64 %237, 1
  %287 = icmp eq i64 %286, %230
  br i1 %287, label %242, label %236, !llvm.loop !12

288:                                              ; preds = %238, %288
  %289 = phi i64 [ %317, %288 ], [ 0, %238 ]
  %290 = phi i64 [ %316, %288 ], [ 0, %238 ]
  %291 = phi i64 [ %318, %288 ], [ 0, %238 ]
  %292 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %289
  %293 = load i32, ptr %292, align 4, !tbaa !5
  %294 = zext i32 %293 to i64
  %295 = mul nuw i64 %294, %241
  %296 = add nuw nsw i64 %289, %237
  %297 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %296
  %298 = load i32, ptr %297, align 4, !tbaa !5
  %299 = zext i32 %298 to i64
  %300 = add nuw nsw i64 %290, %299
  %301 = add nuw i64 %300, %295
  %302 = trunc i64 %301 to i32
  store i32 %302, ptr %297, align 4, !tbaa !5
  %303 = lshr i64 %301, 32
  %304 = or disjoint i64 %289, 1
  %305 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %304
  %306 = load i32, ptr %305, align 4, !tbaa !5
  %307 = zext i32 %306 to i64
  %308 = mul nuw i64 %307, %241
  %309 = add nuw nsw i64 %304, %237
  %310 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %309
  %311 = load i32, ptr %310, align 4, !tbaa !5
  %312 = zext i32 %311 to i64
  %313 = add nuw nsw i64 %303, %312
  %314 = add nuw i64 %313, %308
  %315 = trunc i64 %314 to i32
  store i32 %315, ptr %310, align 4, !tbaa !5
  %316 = lshr i64 %314, 32
  %317 = add nuw nsw i64 %289, 2
  %318 = add i64 %291, 2
  %319 = icmp eq i64 %318, %234
  br i1 %319, label %264, label %288, !llvm.loop !18

320:                                              ; preds = %259, %254, %248, %242
  %321 = phi i32 [ %243, %242 ], [ %243, %248 ], [ %262, %254 ], [ %262, %259 ]
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #9
  %322 = load i32, ptr %10, align 4, !tbaa !13
  %323 = icmp eq i32 %322, %321
  br i1 %323, label %367, label %374

324:                                              ; preds = %129, %364
  %325 = phi i32 [ 0, %129 ], [ %365, %364 ]
  %326 = load i32, ptr %7, align 4, !tbaa !13
  %327 = load i32, ptr %8, align 4, !tbaa !13
  %328 = tail call i32 @llvm.smax.i32(i32 %326, i32 %327)
  %329 = icmp sgt i32 %328, 0
  br i1 %329, label %331, label %330

330:                                              ; preds = %324
  store i32 %328, ptr %9, align 4, !tbaa !13
  br label %364

331:                                              ; preds = %324
  %332 = zext nneg i32 %328 to i64
  %333 = sext i32 %326 to i64
  %334 = sext i32 %327 to i64
  br label %337

335:                                              ; preds = %351
  %336 = icmp ult i64 %355, 4294967296
  store i32 %328, ptr %9, align 4, !tbaa !13
  br i1 %336, label %364, label %361

337:                                              ; preds = %351, %331
  %338 = phi i64 [ 0, %331 ], [ %359, %351 ]
  %339 = phi i64 [ 0, %331 ], [ %358, %351 ]
  %340 = icmp slt i64 %338, %333
  br i1 %340, label %341, label %344

341:                                              ; preds = %337
  %342 = getelementptr inbounds [256 x i32], ptr %135, i64 0, i64 %338
  %343 = load i32, ptr %342, align 4, !tbaa !5
  br label %344

344:                                              ; preds = %341, %337
  %345 = phi i32 [ %343, %341 ], [ 0, %337 ]
  %346 = zext i32 %345 to i64
  %347 = icmp slt i64 %338, %334
  br i1 %347, label %348, label %351

348:                                              ; preds = %344
  %349 = getelementptr inbounds [256 x i32], ptr %136, i64 0, i64 %338
  %350 = load i32, ptr %349, align 4, !tbaa !5
  br label %351

351:                                              ; preds = %348, %344
  %352 = phi i32 [ %350, %348 ], [ 0, %344 ]
  %353 = zext i32 %352 to i64
  %354 = add nuw nsw i64 %339, %346
  %355 = add nuw nsw i64 %354, %353
  %356 = trunc i64 %355 to i32
  %357 = getelementptr inbounds [256 x i32], ptr %137, i64 0, i64 %338
  store i32 %356, ptr %357, align 4, !tbaa !5
  %358 = lshr i64 %355, 32
  %359 = add nuw nsw i64 %338, 1
  %360 = icmp eq i64 %359, %332
  br i1 %360, label %335, label %337, !llvm.loop !19

361:                                              ; preds = %335
  %362 = add nuw nsw i32 %328, 1
  store i32 %362, ptr %9, align 4, !tbaa !13
  %363 = getelementptr inbounds [256 x i32], ptr %137, i64 0, i64 %332
  store i32 1, ptr %363, align 4, !tbaa !5
  br label %364

364:                                              ; preds = %330, %335, %361
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %7, ptr noundef nonnull align 4 dereferenceable(1028) %8, i64 1028, i1 false), !tbaa.struct !20
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %8, ptr noundef nonnull align 4 dereferenceable(1028) %9, i64 1028, i1 false), !tbaa.struct !20
  %365 = add nuw nsw i32 %325, 1
  %366 = icmp eq i32 %365, 1000
  br i1 %366, label %223, label %324, !llvm.loop !21

367:                                              ; preds = %320
  %368 = getelementptr inbounds i8, ptr %10, i64 4
  %369 = sext i32 %321 to i64
  %370 = shl nsw i64 %369, 2
  %371 = call i32 @bcmp(ptr nonnull %368, ptr nonnull %244, i64 %370)
  %372 = icmp eq i32 %371, 0
  %373 = zext i1 %372 to i32
  br label %374

374:                                              ; preds = %367, %320
  %375 = phi i32 [ 0, %320 ], [ %373, %367 ]
  call fastcc void @karatsuba(ptr noundef nonnull %10, ptr noundef nonnull %7, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %1, i8 0, i64 1024, i1 false)
  %376 = load i32, ptr %7, align 4, !tbaa !13
  %377 = icmp sgt i32 %376, 0
  %378 = load i32, ptr %5, align 4, !tbaa !13
  br i1 %377, label %379, label %396

379:                                              ; preds = %374
  %380 = icmp sgt i32 %378, 0
  %381 = getelementptr inbounds i8, ptr %7, i64 4
  %382 = getelementptr inbounds i8, ptr %5, i64 4
  %383 = sext i32 %378 to i64
  %384 = zext nneg i32 %376 to i64
  %385 = zext i32 %378 to i64
  %386 = and i64 %385, 1
  %387 = icmp eq i32 %378, 1
  %388 = and i64 %385, 2147483646
  %389 = icmp eq i64 %386, 0
  br label %390

390:                                              ; preds = %434, %379
  %391 = phi i64 [ 0, %379 ], [ %439, %434 ]
  br i1 %380, label %392, label %434

392:                                              ; preds = %390
  %393 = getelementptr inbounds [256 x i32], ptr %381, i64 0, i64 %391
  %394 = load i32, ptr %393, align 4, !tbaa !5
  %395 = zext i32 %394 to i64
  br i1 %387, label %417, label %441

396:                                              ; preds = %434, %374
  %397 = add nsw i32 %378, %376
  store i32 %397, ptr %11, align 4, !tbaa !13
  %398 = sext i32 %397 to i64
  %399 = shl nsw i64 %398, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %244, ptr nonnull align 16 %1, i64 %399, i1 false)
  %400 = icmp sgt i32 %397, 0
  br i1 %400, label %401, label %473

401:                                              ; preds = %396
  %402 = zext nneg i32 %397 to i64
  %403 = add nsw i64 %402, -1
  %404 = getelementptr inbounds [256 x i32], ptr %244, i64 0, i64 %403
  %405 = load i32, ptr %404, align 4, !tbaa !5
  %406 = icmp eq i32 %405, 0
  br i1 %406, label %412, label %473

407:                                              ; preds = %412
  %408 = add nsw i64 %413, -1
  %409 = getelementptr inbounds [256 x i32], ptr %244, i64 0, i64 %408
  %410 = load i32, ptr %409, align 4, !tbaa !5
  %411 = icmp eq i32 %410, 0
  br i1 %411, label %412, label %473, !llvm.loop !15

412:                                              ; preds = %401, %407
  %413 = phi i64 [ %408, %407 ], [ %403, %401 ]
  %414 = phi i64 [ %413, %407 ], [ %402, %401 ]
  %415 = trunc nuw nsw i64 %413 to i32
  store i32 %415, ptr %11, align 4, !tbaa !13
  %416 = icmp ugt i64 %414, 1
  br i1 %416, label %407, label %473, !llvm.loop !15

417:                                              ; preds = %441, %392
  %418 = phi i64 [ poison, %392 ], [ %469, %441 ]
  %419 = phi i64 [ 0, %392 ], [ %470, %441 ]
  %420 = phi i64 [ 0, %392 ], [ %469, %441 ]
  br i1 %389, label %434, label %421

421:                                              ; preds = %417
  %422 = getelementptr inbounds [256 x i32], ptr %382, i64 0, i64 %419
  %423 = load i32, ptr %422, align 4, !tbaa !5
  %424 = zext i32 %423 to i64
  %425 = mul nuw i64 %424, %395
  %426 = add nuw nsw i64 %419, %391
  %427 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %426
  %428 = load i32, ptr %427, align 4, !tbaa !5
  %429 = zext i32 %428 to i64
  %430 = add nuw nsw i64 %420, %429
  %431 = add nuw i64 %430, %425
  %432 = trunc i64 %431 to i32
  store i32 %432, ptr %427, align 4, !tbaa !5
  %433 = lshr i64 %431, 32
  br label %434

434:                                              ; preds = %421, %417, %390
  %435 = phi i64 [ 0, %390 ], [ %418, %417 ], [ %433, %421 ]
  %436 = trunc nuw i64 %435 to i32
  %437 = add nsw i64 %391, %383
  %438 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %437
  store i32 %436, ptr %438, align 4, !tbaa !5
  %439 = add nuw nsw i64 %391, 1
  %440 = icmp eq i64 %439, %384
  br i1 %440, label %396, label %390, !llvm.loop !12

441:                                              ; preds = %392, %441
  %442 = phi i64 [ %470, %441 ], [ 0, %392 ]
  %443 = phi i64 [ %469, %441 ], [ 0, %392 ]
  %444 = phi i64 [ %471, %441 ], [ 0, %392 ]
  %445 = getelementptr inbounds [256 x i32], ptr %382, i64 0, i64 %442
  %446 = load i32, ptr %445, align 4, !tbaa !5
  %447 = zext i32 %446 to i64
  %448 = mul nuw i64 %447, %395
  %449 = add nuw nsw i64 %442, %391
  %450 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %449
  %451 = load i32, ptr %450, align 4, !tbaa !5
  %452 = zext i32 %451 to i64
  %453 = add nuw nsw i64 %443, %452
  %454 = add nuw i64 %453, %448
  %455 = trunc i64 %454 to i32
  store i32 %455, ptr %450, align 4, !tbaa !5
  %456 = lshr i64 %454, 32
  %457 = or disjoint i64 %442, 1
  %458 = getelementptr inbounds [256 x i32], ptr %382, i64 0, i64 %457
  %459 = load i32, ptr %458, align 4, !tbaa !5
  %460 = zext i32 %459 to i64
  %461 = mul nuw i64 %460, %395
  %462 = add nuw nsw i64 %457, %391
  %463 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %462
  %464 = load i32, ptr %463, align 4, !tbaa !5
  %465 = zext i32 %464 to i64
  %466 = add nuw nsw i64 %456, %465
  %467 = add nuw i64 %466, %461
  %468 = trunc i64 %467 to i32
  store i32 %468, ptr %463, align 4, !tbaa !5
  %469 = lshr i64 %467, 32
  %470 = add nuw nsw i64 %442, 2
  %471 = add i64 %444, 2
  %472 = icmp eq i64 %471, %388
  br i1 %472, label %417, label %441, !llvm.loop !18

473:                                              ; preds = %412, %407, %401, %396
  %474 = phi i32 [ %397, %396 ], [ %397, %401 ], [ %415, %407 ], [ %415, %412 ]
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #9
  %475 = load i32, ptr %10, align 4, !tbaa !13
  %476 = icmp eq i32 %475, %474
  br i1 %476, label %477, label %484

477:                                              ; preds = %473
  %478 = getelementptr inbounds i8, ptr %10, i64 4
  %479 = sext i32 %474 to i64
  %480 = shl nsw i64 %479, 2
  %481 = call i32 @bcmp(ptr nonnull %478, ptr nonnull %244, i64 %480)
  %482 = icmp eq i32 %481, 0
  %483 = zext i1 %482 to i32
  br label %484

484:                                              ; preds = %477, %473
  %485 = phi i32 [ 0, %473 ], [ %483, %477 ]
  %486 = and i32 %485, %375
  %487 = call fastcc i32 @to_dec(ptr noundef nonnull %10)
  %488 = load i8, ptr @main.buf, align 16, !tbaa !9
  %489 = icmp eq i8 %488, 0
  br i1 %489, label %500, label %490

490:                                              ; preds = %484, %490
  %491 = phi i8 [ %498, %490 ], [ %488, %484 ]
  %492 = phi i32 [ %497, %490 ], [ 0, %484 ]
  %493 = phi ptr [ %494, %490 ], [ @main.buf, %484 ]
  %494 = getelementptr inbounds i8, ptr %493, i64 1
  %495 = sext i8 %491 to i32
  %496 = add i32 %492, -48
  %497 = add i32 %496, %495
  %498 = load i8, ptr %494, align 1, !tbaa !9
  %499 = icmp eq i8 %498, 0
  br i1 %499, label %500, label %490, !llvm.loop !10

500:                                              ; preds = %490, %484
  %501 = phi i32 [ 0, %484 ], [ %497, %490 ]
  %502 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %486, i32 noundef %501)
  %503 = icmp eq i32 %486, 0
  br i1 %503, label %519, label %504

504:                                              ; preds = %500
  %505 = load i8, ptr @main.buf, align 16, !tbaa !9
  %506 = icmp eq i8 %505, 0
  br i1 %506, label %519, label %507

507:                                              ; preds = %504, %507
  %508 = phi i8 [ %515, %507 ], [ %505, %504 ]
  %509 = phi i32 [ %514, %507 ], [ 0, %504 ]
  %510 = phi ptr [ %511, %507 ], [ @main.buf, %504 ]
  %511 = getelementptr inbounds i8, ptr %510, i64 1
  %512 = zext i8 %508 to i32
  %513 = add i32 %509, -48
  %514 = add i32 %513, %512
  %515 = load i8, ptr %511, align 1, !tbaa !9
  %516 = icmp eq i8 %515, 0
  br i1 %516, label %517, label %507, !llvm.loop !10

517:                                              ; preds = %507
  %518 = and i32 %514, 127
  br label %519

519:                                              ; preds = %504, %517, %500
  %520 = phi i32 [ 100, %500 ], [ 0, %504 ], [ %518, %517 ]
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %11) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %10) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %6) #9
  ret i32 %520
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @to_dec(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = alloca %struct.big, align 4
  %3 = alloca [2600 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %2) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %2, ptr noundef nonnull align 4 dereferenceable(1028) %0, i64 1028, i1 false), !tbaa.struct !20
  call void @llvm.lifetime.start.p0(i64 2600, ptr nonnull %3) #9
  %4 = load i32, ptr %2, align 4, !tbaa !13
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %8, label %6

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %2, i64 4
  br label %11

8:                                                ; preds = %1
  store i16 48, ptr @main.buf, align 16
  br label %159

9:                                                ; preds = %35
  %10 = zext i32 %12 to i64
  br label %87

11:                                               ; preds = %6, %35
  %12 = phi i32 [ 9, %6 ], [ %73, %35 ]
  %13 = phi i64 [ 0, %6 ], [ %70, %35 ]
  %14 = phi i32 [ %4, %6 ], [ %37, %35 ]
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %35

16:                                               ; preds = %11
  %17 = zext nneg i32 %14 to i64
  br label %74

18:                                               ; preds = %74
  br i1 %15, label %19, label %35

19:                                               ; preds = %18
  %20 = zext nneg i32 %14 to i64
  %21 = add nsw i64 %20, -1
  %22 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %30, label %35

25:                                               ; preds = %30
  %26 = add nsw i64 %31, -1
  %27 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %35, !llvm.loop !15

30:                                               ; preds = %19, %25
  %31 = phi i64 [ %26, %25 ], [ %21, %19 ]
  %32 = phi i64 [ %31, %25 ], [ %20, %19 ]
  %33 = trunc nuw nsw i64 %31 to i32
  store i32 %33, ptr %2, align 4, !tbaa !13
  %34 = icmp ugt i64 %32, 1
  br i1 %34, label %25, label %35, !llvm.loop !15

35:                                               ; preds = %30, %25, %19, %11, %18
  %36 = phi i64 [ %85, %18 ], [ 0, %11 ], [ %85, %19 ], [ %85, %25 ], [ %85, %30 ]
  %37 = phi i32 [ %14, %18 ], [ %14, %11 ], [ %14, %19 ], [ 0, %30 ], [ %33, %25 ]
  %38 = shl i64 %13, 32
  %39 = ashr exact i64 %38, 32
  %40 = getelementptr inbounds [2600 x i8], ptr %3, i64 0, i64 %39
  %41 = udiv i64 %36, 10
  %42 = udiv i64 %36, 100
  %43 = udiv i64 %36, 1000
  %44 = udiv i64 %36, 10000
  %45 = udiv i64 %36, 100000
  %46 = udiv i64 %36, 1000000
  %47 = udiv i64 %36, 10000000
  %48 = add nsw i64 %39, 8
  %49 = insertelement <4 x i64> poison, i64 %36, i64 0
  %50 = insertelement <4 x i64> %49, i64 %41, i64 1
  %51 = insertelement <4 x i64> %50, i64 %42, i64 2
  %52 = insertelement <4 x i64> %51, i64 %43, i64 3
  %53 = trunc nuw nsw <4 x i64> %52 to <4 x i32>
  %54 = shufflevector <4 x i32> %53, <4 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %55 = trunc nuw nsw i64 %44 to i32
  %56 = insertelement <8 x i32> %54, i32 %55, i64 4
  %57 = trunc nuw nsw i64 %45 to i32
  %58 = insertelement <8 x i32> %56, i32 %57, i64 5
  %59 = trunc nuw nsw i64 %46 to i32
  %60 = insertelement <8 x i32> %58, i32 %59, i64 6
  %61 = trunc nuw nsw i64 %47 to i32
  %62 = insertelement <8 x i32> %60, i32 %61, i64 7
  %63 = urem <8 x i32> %62, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %64 = trunc nuw nsw <8 x i32> %63 to <8 x i8>
  %65 = or disjoint <8 x i8> %64, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  store <8 x i8> %65, ptr %40, align 1, !tbaa !9
  %66 = udiv i64 %36, 100000000
  %67 = urem i64 %66, 10
  %68 = trunc nuw nsw i64 %67 to i8
  %69 = or disjoint i8 %68, 48
  %70 = add nsw i64 %39, 9
  %71 = getelementptr inbounds [2600 x i8], ptr %3, i64 0, i64 %48
  store i8 %69, ptr %71, align 1, !tbaa !9
  %72 = icmp eq i32 %37, 0
  %73 = add i32 %12, 9
  br i1 %72, label %9, label %11

74:                                               ; preds = %16, %74
  %75 = phi i64 [ %17, %16 ], [ %77, %74 ]
  %76 = phi i64 [ 0, %16 ], [ %85, %74 ]
  %77 = add nsw i64 %75, -1
  %78 = shl nuw nsw i64 %76, 32
  %79 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %77
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = zext i32 %80 to i64
  %82 = or disjoint i64 %78, %81
  %83 = udiv i64 %82, 1000000000
  %84 = trunc i64 %83 to i32
  store i32 %84, ptr %79, align 4, !tbaa !5
  %85 = urem i64 %82, 1000000000
  %86 = icmp ugt i64 %75, 1
  br i1 %86, label %74, label %18, !llvm.loop !22

87:                                               ; preds = %9, %91
  %88 = phi i64 [ %10, %9 ], [ %92, %91 ]
  %89 = trunc nuw i64 %88 to i32
  %90 = icmp sgt i32 %89, 1
  br i1 %90, label %91, label %96

91:                                               ; preds = %87
  %92 = add nsw i64 %88, -1
  %93 = getelementptr inbounds [2600 x i8], ptr %3, i64 0, i64 %92
  %94 = load i8, ptr %93, align 1, !tbaa !9
  %95 = icmp eq i8 %94, 48
  br i1 %95, label %87, label %101, !llvm.loop !23

96:                                               ; preds = %87
  %97 = icmp eq i64 %88, 1
  br i1 %97, label %101, label %98

98:                                               ; preds = %96
  %99 = shl i64 %88, 32
  %100 = ashr exact i64 %99, 32
  br label %147

101:                                              ; preds = %91, %96
  %102 = and i64 %88, 2147483647
  %103 = tail call i64 @llvm.umax.i64(i64 %102, i64 1)
  %104 = icmp ult i64 %102, 8
  br i1 %104, label %129, label %105

105:                                              ; preds = %101
  %106 = icmp ult i64 %102, 32
  br i1 %106, label %131, label %107

107:                                              ; preds = %105
  %108 = and i64 %103, 2147483616
  br label %109

109:                                              ; preds = %109, %107
  %110 = phi i64 [ 0, %107 ], [ %122, %109 ]
  %111 = xor i64 %110, -1
  %112 = add nsw i64 %102, %111
  %113 = getelementptr inbounds [2600 x i8], ptr %3, i64 0, i64 %112
  %114 = getelementptr inbounds i8, ptr %113, i64 -15
  %115 = getelementptr inbounds i8, ptr %113, i64 -31
  %116 = load <16 x i8>, ptr %114, align 1, !tbaa !9
  %117 = shufflevector <16 x i8> %116, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %118 = load <16 x i8>, ptr %115, align 1, !tbaa !9
  %119 = shufflevector <16 x i8> %118, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %120 = getelementptr inbounds i8, ptr @main.buf, i64 %110
  %121 = getelementptr inbounds i8, ptr %120, i64 16
  store <16 x i8> %117, ptr %120, align 16, !tbaa !9
  store <16 x i8> %119, ptr %121, align 16, !tbaa !9
  %122 = add nuw i64 %110, 32
  %123 = icmp eq i64 %122, %108
  br i1 %123, label %124, label %109, !llvm.loop !24

124:                                              ; preds = %109
  %125 = icmp eq i64 %102, %108
  br i1 %125, label %147, label %126

126:                                              ; preds = %124
  %127 = and i64 %103, 24
  %128 = icmp eq i64 %127, 0
  br i1 %128, label %129, label %131

129:                                              ; preds = %145, %101, %126
  %130 = phi i64 [ 0, %101 ], [ %108, %126 ], [ %133, %145 ]
  br label %150

131:                                              ; preds = %105, %126
  %132 = phi i64 [ %108, %126 ], [ 0, %105 ]
  %133 = and i64 %103, 2147483640
  %134 = getelementptr i8, ptr %3, i64 -7
  br label %135

135:                                              ; preds = %135, %131
  %136 = phi i64 [ %132, %131 ], [ %143, %135 ]
  %137 = xor i64 %136, -1
  %138 = add nsw i64 %102, %137
  %139 = getelementptr [2600 x i8], ptr %134, i64 0, i64 %138
  %140 = load <8 x i8>, ptr %139, align 1, !tbaa !9
  %141 = shufflevector <8 x i8> %140, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %142 = getelementptr inbounds i8, ptr @main.buf, i64 %136
  store <8 x i8> %141, ptr %142, align 8, !tbaa !9
  %143 = add nuw i64 %136, 8
  %144 = icmp eq i64 %143, %133
  br i1 %144, label %145, label %135, !llvm.loop !27

145:                                              ; preds = %135
  %146 = icmp eq i64 %102, %133
  br i1 %146, label %147, label %129

147:                                              ; preds = %150, %124, %145, %98
  %148 = phi i64 [ %100, %98 ], [ %102, %145 ], [ %102, %124 ], [ %102, %150 ]
  %149 = getelementptr inbounds i8, ptr @main.buf, i64 %148
  store i8 0, ptr %149, align 1, !tbaa !9
  br label %159

150:                                              ; preds = %129, %150
  %151 = phi i64 [ %157, %150 ], [ %130, %129 ]
  %152 = xor i64 %151, -1
  %153 = add nsw i64 %102, %152
  %154 = getelementptr inbounds [2600 x i8], ptr %3, i64 0, i64 %153
  %155 = load i8, ptr %154, align 1, !tbaa !9
  %156 = getelementptr inbounds i8, ptr @main.buf, i64 %151
  store i8 %155, ptr %156, align 1, !tbaa !9
  %157 = add nuw nsw i64 %151, 1
  %158 = icmp ult i64 %157, %102
  br i1 %158, label %150, label %147, !llvm.loop !28

159:                                              ; preds = %147, %8
  %160 = phi i32 [ 1, %8 ], [ %89, %147 ]
  call void @llvm.lifetime.end.p0(i64 2600, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %2) #9
  ret i32 %160
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @karatsuba(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #5 {
  %4 = alloca [256 x i32], align 16
  %5 = alloca %struct.big, align 4
  %6 = alloca %struct.big, align 4
  %7 = alloca %struct.big, align 4
  %8 = alloca %struct.big, align 4
  %9 = alloca %struct.big, align 4
  %10 = alloca %struct.big, align 4
  %11 = alloca %struct.big, align 4
  %12 = alloca %struct.big, align 4
  %13 = alloca %struct.big, align 4
  %14 = load i32, ptr %1, align 4, !tbaa !13
  %15 = icmp slt i32 %14, 8
  br i1 %15, label %20, label %16

16:                                               ; preds = %3
  %17 = load i32, ptr %2, align 4, !tbaa !13
  %18 = icmp slt i32 %17, 8
  br i1 %18, label %19, label %116

19:                                               ; preds = %16
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %4, i8 0, i64 1024, i1 false)
  br label %23

20:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %4, i8 0, i64 1024, i1 false)
  %21 = icmp sgt i32 %14, 0
  %22 = load i32, ptr %2, align 4, !tbaa !13
  br i1 %21, label %23, label %41

23:                                               ; preds = %19, %20
  %24 = phi i32 [ %17, %19 ], [ %22, %20 ]
  %25 = icmp sgt i32 %24, 0
  %26 = getelementptr inbounds i8, ptr %1, i64 4
  %27 = getelementptr inbounds i8, ptr %2, i64 4
  %28 = sext i32 %24 to i64
  %29 = zext nneg i32 %14 to i64
  %30 = zext i32 %24 to i64
  %31 = and i64 %30, 1
  %32 = icmp eq i32 %24, 1
  %33 = and i64 %30, 2147483646
  %34 = icmp eq i64 %31, 0
  br label %35

35:                                               ; preds = %76, %23
  %36 = phi i64 [ 0, %23 ], [ %81, %76 ]
  br i1 %25, label %37, label %76

37:                                               ; preds = %35
  %38 = getelementptr inbounds [256 x i32], ptr %26, i64 0, i64 %36
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = zext i32 %39 to i64
  br i1 %32, label %59, label %83

41:                                               ; preds = %76, %20
  %42 = phi i32 [ %22, %20 ], [ %24, %76 ]
  %43 = add nsw i32 %42, %14
  store i32 %43, ptr %0, align 4, !tbaa !13
  %44 = getelementptr inbounds i8, ptr %0, i64 4
  %45 = sext i32 %43 to i64
  %46 = shl nsw i64 %45, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %44, ptr nonnull align 16 %4, i64 %46, i1 false)
  %47 = icmp sgt i32 %43, 0
  br i1 %47, label %48, label %115

48:                                               ; preds = %41
  %49 = zext nneg i32 %43 to i64
  br label %50

50:                                               ; preds = %56, %48
  %51 = phi i64 [ %49, %48 ], [ %52, %56 ]
  %52 = add nsw i64 %51, -1
  %53 = getelementptr inbounds [256 x i32], ptr %44, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %56, label %115

56:                                               ; preds = %50
  %57 = trunc nuw nsw i64 %52 to i32
  store i32 %57, ptr %0, align 4, !tbaa !13
  %58 = icmp ugt i64 %51, 1
  br i1 %58, label %50, label %115, !llvm.loop !15

59:                                               ; preds = %83, %37
  %60 = phi i64 [ poison, %37 ], [ %111, %83 ]
  %61 = phi i64 [ 0, %37 ], [ %112, %83 ]
  %62 = phi i64 [ 0, %37 ], [ %111, %83 ]
  br i1 %34, label %76, label %63

63:                                               ; preds = %59
  %64 = getelementptr inbounds [256 x i32], ptr %27, i64 0, i64 %61
  %65 = load i32, ptr %64, align 4, !tbaa !5
  %66 = zext i32 %65 to i64
  %67 = mul nuw i64 %66, %40
  %68 = add nuw nsw i64 %61, %36
  %69 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = zext i32 %70 to i64
  %72 = add nuw nsw i64 %62, %71
  %73 = add nuw i64 %72, %67
  %74 = trunc i64 %73 to i32
  store i32 %74, ptr %69, align 4, !tbaa !5
  %75 = lshr i64 %73, 32
  br label %76

76:                                               ; preds = %63, %59, %35
  %77 = phi i64 [ 0, %35 ], [ %60, %59 ], [ %75, %63 ]
  %78 = trunc nuw i64 %77 to i32
  %79 = add nsw i64 %36, %28
  %80 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %79
  store i32 %78, ptr %80, align 4, !tbaa !5
  %81 = add nuw nsw i64 %36, 1
  %82 = icmp eq i64 %81, %29
  br i1 %82, label %41, label %35, !llvm.loop !12

83:                                               ; preds = %37, %83
  %84 = phi i64 [ %112, %83 ], [ 0, %37 ]
  %85 = phi i64 [ %111, %83 ], [ 0, %37 ]
  %86 = phi i64 [ %113, %83 ], [ 0, %37 ]
  %87 = getelementptr inbounds [256 x i32], ptr %27, i64 0, i64 %84
  %88 = load i32, ptr %87, align 4, !tbaa !5
  %89 = zext i32 %88 to i64
  %90 = mul nuw i64 %89, %40
  %91 = add nuw nsw i64 %84, %36
  %92 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !5
  %94 = zext i32 %93 to i64
  %95 = add nuw nsw i64 %85, %94
  %96 = add nuw i64 %95, %90
  %97 = trunc i64 %96 to i32
  store i32 %97, ptr %92, align 4, !tbaa !5
  %98 = lshr i64 %96, 32
  %99 = or disjoint i64 %84, 1
  %100 = getelementptr inbounds [256 x i32], ptr %27, i64 0, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !5
  %102 = zext i32 %101 to i64
  %103 = mul nuw i64 %102, %40
  %104 = add nuw nsw i64 %99, %36
  %105 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !5
  %107 = zext i32 %106 to i64
  %108 = add nuw nsw i64 %98, %107
  %109 = add nuw i64 %108, %103
  %110 = trunc i64 %109 to i32
  store i32 %110, ptr %105, align 4, !tbaa !5
  %111 = lshr i64 %109, 32
  %112 = add nuw nsw i64 %84, 2
  %113 = add i64 %86, 2
  %114 = icmp eq i64 %113, %33
  br i1 %114, label %59, label %83, !llvm.loop !18

115:                                              ; preds = %50, %56, %41
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %4) #9
  br label %519

116:                                              ; preds = %16
  %117 = tail call i32 @llvm.umax.i32(i32 %14, i32 %17)
  %118 = lshr i32 %117, 1
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %9) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %10) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %11) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %12) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %13) #9
  %119 = tail call i32 @llvm.umin.i32(i32 %14, i32 %118)
  store i32 %119, ptr %5, align 4, !tbaa !13
  %120 = getelementptr inbounds i8, ptr %5, i64 4
  %121 = getelementptr inbounds i8, ptr %1, i64 4
  %122 = shl nuw i32 %119, 2
  %123 = zext i32 %122 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %120, ptr nonnull readonly align 4 %121, i64 %123, i1 false)
  %124 = zext nneg i32 %119 to i64
  %125 = add nsw i64 %124, -1
  %126 = getelementptr inbounds [256 x i32], ptr %120, i64 0, i64 %125
  %127 = load i32, ptr %126, align 4, !tbaa !5
  %128 = icmp eq i32 %127, 0
  br i1 %128, label %134, label %139

129:                                              ; preds = %134
  %130 = add nsw i64 %135, -1
  %131 = getelementptr inbounds [256 x i32], ptr %120, i64 0, i64 %130
  %132 = load i32, ptr %131, align 4, !tbaa !5
  %133 = icmp eq i32 %132, 0
  br i1 %133, label %134, label %139, !llvm.loop !15

134:                                              ; preds = %116, %129
  %135 = phi i64 [ %130, %129 ], [ %125, %116 ]
  %136 = phi i64 [ %135, %129 ], [ %124, %116 ]
  %137 = trunc nuw nsw i64 %135 to i32
  store i32 %137, ptr %5, align 4, !tbaa !13
  %138 = icmp ugt i64 %136, 1
  br i1 %138, label %129, label %139, !llvm.loop !15

139:                                              ; preds = %134, %129, %116
  %140 = phi i32 [ %119, %116 ], [ %137, %129 ], [ %137, %134 ]
  %141 = icmp sgt i32 %14, %118
  %142 = sub nsw i32 %14, %118
  %143 = select i1 %141, i32 %142, i32 0
  store i32 %143, ptr %6, align 4, !tbaa !13
  %144 = getelementptr inbounds i8, ptr %6, i64 4
  %145 = zext nneg i32 %118 to i64
  %146 = getelementptr inbounds i32, ptr %121, i64 %145
  %147 = sext i32 %143 to i64
  %148 = shl nsw i64 %147, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %144, ptr nonnull readonly align 4 %146, i64 %148, i1 false)
  %149 = tail call i32 @llvm.smin.i32(i32 %17, i32 %118)
  store i32 %149, ptr %7, align 4, !tbaa !13
  %150 = getelementptr inbounds i8, ptr %7, i64 4
  %151 = getelementptr inbounds i8, ptr %2, i64 4
  %152 = shl nuw i32 %149, 2
  %153 = zext i32 %152 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %150, ptr nonnull readonly align 4 %151, i64 %153, i1 false)
  %154 = zext nneg i32 %149 to i64
  %155 = add nsw i64 %154, -1
  %156 = getelementptr inbounds [256 x i32], ptr %150, i64 0, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !5
  %158 = icmp eq i32 %157, 0
  br i1 %158, label %164, label %169

159:                                              ; preds = %164
  %160 = add nsw i64 %165, -1
  %161 = getelementptr inbounds [256 x i32], ptr %150, i64 0, i64 %160
  %162 = load i32, ptr %161, align 4, !tbaa !5
  %163 = icmp eq i32 %162, 0
  br i1 %163, label %164, label %169, !llvm.loop !15

164:                                              ; preds = %139, %159
  %165 = phi i64 [ %160, %159 ], [ %155, %139 ]
  %166 = phi i64 [ %165, %159 ], [ %154, %139 ]
  %167 = trunc nuw nsw i64 %165 to i32
  store i32 %167, ptr %7, align 4, !tbaa !13
  %168 = icmp ugt i64 %166, 1
  br i1 %168, label %159, label %169, !llvm.loop !15

169:                                              ; preds = %164, %159, %139
  %170 = phi i32 [ %149, %139 ], [ %167, %159 ], [ %167, %164 ]
  %171 = icmp sgt i32 %17, %118
  %172 = sub nsw i32 %17, %118
  %173 = select i1 %171, i32 %172, i32 0
  store i32 %173, ptr %8, align 4, !tbaa !13
  %174 = getelementptr inbounds i8, ptr %8, i64 4
  %175 = getelementptr inbounds i32, ptr %151, i64 %145
  %176 = sext i32 %173 to i64
  %177 = shl nsw i64 %176, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %174, ptr nonnull readonly align 4 %175, i64 %177, i1 false)
  call fastcc void @karatsuba(ptr noundef nonnull %9, ptr noundef nonnull %5, ptr noundef nonnull %7)
  call fastcc void @karatsuba(ptr noundef nonnull %11, ptr noundef nonnull %6, ptr noundef nonnull %8)
  %178 = tail call i32 @llvm.smax.i32(i32 %140, i32 %143)
  %179 = icmp sgt i32 %178, 0
  br i1 %179, label %181, label %180

180:                                              ; preds = %169
  store i32 %178, ptr %12, align 4, !tbaa !13
  br label %214

181:                                              ; preds = %169
  %182 = getelementptr inbounds i8, ptr %12, i64 4
  %183 = zext nneg i32 %178 to i64
  %184 = sext i32 %140 to i64
  br label %187

185:                                              ; preds = %201
  %186 = icmp ult i64 %205, 4294967296
  store i32 %178, ptr %12, align 4, !tbaa !13
  br i1 %186, label %214, label %211

187:                                              ; preds = %201, %181
  %188 = phi i64 [ 0, %181 ], [ %209, %201 ]
  %189 = phi i64 [ 0, %181 ], [ %208, %201 ]
  %190 = icmp slt i64 %188, %184
  br i1 %190, label %191, label %194

191:                                              ; preds = %187
  %192 = getelementptr inbounds [256 x i32], ptr %120, i64 0, i64 %188
  %193 = load i32, ptr %192, align 4, !tbaa !5
  br label %194

194:                                              ; preds = %191, %187
  %195 = phi i32 [ %193, %191 ], [ 0, %187 ]
  %196 = zext i32 %195 to i64
  %197 = icmp slt i64 %188, %147
  br i1 %197, label %198, label %201

198:                                              ; preds = %194
  %199 = getelementptr inbounds [256 x i32], ptr %144, i64 0, i64 %188
  %200 = load i32, ptr %199, align 4, !tbaa !5
  br label %201

201:                                              ; preds = %198, %194
  %202 = phi i32 [ %200, %198 ], [ 0, %194 ]
  %203 = zext i32 %202 to i64
  %204 = add nuw nsw i64 %189, %196
  %205 = add nuw nsw i64 %204, %203
  %206 = trunc i64 %205 to i32
  %207 = getelementptr inbounds [256 x i32], ptr %182, i64 0, i64 %188
  store i32 %206, ptr %207, align 4, !tbaa !5
  %208 = lshr i64 %205, 32
  %209 = add nuw nsw i64 %188, 1
  %210 = icmp eq i64 %209, %183
  br i1 %210, label %185, label %187, !llvm.loop !19

211:                                              ; preds = %185
  %212 = add nuw nsw i32 %178, 1
  store i32 %212, ptr %12, align 4, !tbaa !13
  %213 = getelementptr inbounds [256 x i32], ptr %182, i64 0, i64 %183
  store i32 1, ptr %213, align 4, !tbaa !5
  br label %214

214:                                              ; preds = %180, %185, %211
  %215 = tail call i32 @llvm.smax.i32(i32 %170, i32 %173)
  %216 = icmp sgt i32 %215, 0
  br i1 %216, label %218, label %217

217:                                              ; preds = %214
  store i32 %215, ptr %13, align 4, !tbaa !13
  br label %251

218:                                              ; preds = %214
  %219 = getelementptr inbounds i8, ptr %13, i64 4
  %220 = zext nneg i32 %215 to i64
  %221 = sext i32 %170 to i64
  br label %224

222:                                              ; preds = %238
  %223 = icmp ult i64 %242, 4294967296
  store i32 %215, ptr %13, align 4, !tbaa !13
  br i1 %223, label %251, label %248

224:                                              ; preds = %238, %218
  %225 = phi i64 [ 0, %218 ], [ %246, %238 ]
  %226 = phi i64 [ 0, %218 ], [ %245, %238 ]
  %227 = icmp slt i64 %225, %221
  br i1 %227, label %228, label %231

228:                                              ; preds = %224
  %229 = getelementptr inbounds [256 x i32], ptr %150, i64 0, i64 %225
  %230 = load i32, ptr %229, align 4, !tbaa !5
  br label %231

231:                                              ; preds = %228, %224
  %232 = phi i32 [ %230, %228 ], [ 0, %224 ]
  %233 = zext i32 %232 to i64
  %234 = icmp slt i64 %225, %176
  br i1 %234, label %235, label %238

235:                                              ; preds = %231
  %236 = getelementptr inbounds [256 x i32], ptr %174, i64 0, i64 %225
  %237 = load i32, ptr %236, align 4, !tbaa !5
  br label %238

238:                                              ; preds = %235, %231
  %239 = phi i32 [ %237, %235 ], [ 0, %231 ]
  %240 = zext i32 %239 to i64
  %241 = add nuw nsw i64 %226, %233
  %242 = add nuw nsw i64 %241, %240
  %243 = trunc i64 %242 to i32
  %244 = getelementptr inbounds [256 x i32], ptr %219, i64 0, i64 %225
  store i32 %243, ptr %244, align 4, !tbaa !5
  %245 = lshr i64 %242, 32
  %246 = add nuw nsw i64 %225, 1
  %247 = icmp eq i64 %246, %220
  br i1 %247, label %222, label %224, !llvm.loop !19

248:                                              ; preds = %222
  %249 = add nuw nsw i32 %215, 1
  store i32 %249, ptr %13, align 4, !tbaa !13
  %250 = getelementptr inbounds [256 x i32], ptr %219, i64 0, i64 %220
  store i32 1, ptr %250, align 4, !tbaa !5
  br label %251

251:                                              ; preds = %217, %222, %248
  call fastcc void @karatsuba(ptr noundef nonnull %10, ptr noundef nonnull %12, ptr noundef nonnull %13)
  %252 = load i32, ptr %10, align 4, !tbaa !13
  %253 = icmp sgt i32 %252, 0
  br i1 %253, label %254, label %456

254:                                              ; preds = %251
  %255 = getelementptr inbounds i8, ptr %10, i64 4
  %256 = getelementptr inbounds i8, ptr %9, i64 4
  %257 = load i32, ptr %9, align 4, !tbaa !13
  %258 = sext i32 %257 to i64
  %259 = zext nneg i32 %252 to i64
  %260 = and i64 %259, 1
  %261 = icmp eq i32 %252, 1
  br i1 %261, label %310, label %262

262:                                              ; preds = %254
  %263 = and i64 %259, 2147483646
  br label %274

264:                                              ; preds = %269
  %265 = add nsw i64 %270, -1
  %266 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %265
  %267 = load i32, ptr %266, align 4, !tbaa !5
  %268 = icmp eq i32 %267, 0
  br i1 %268, label %269, label %333, !llvm.loop !15

269:                                              ; preds = %328, %264
  %270 = phi i64 [ %265, %264 ], [ %329, %328 ]
  %271 = phi i64 [ %270, %264 ], [ %259, %328 ]
  %272 = trunc nuw nsw i64 %270 to i32
  store i32 %272, ptr %10, align 4, !tbaa !13
  %273 = icmp ugt i64 %271, 1
  br i1 %273, label %264, label %414, !llvm.loop !15

274:                                              ; preds = %300, %262
  %275 = phi i64 [ 0, %262 ], [ %307, %300 ]
  %276 = phi i64 [ 0, %262 ], [ %306, %300 ]
  %277 = phi i64 [ 0, %262 ], [ %308, %300 ]
  %278 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %275
  %279 = load i32, ptr %278, align 4, !tbaa !5
  %280 = zext i32 %279 to i64
  %281 = icmp slt i64 %275, %258
  br i1 %281, label %282, label %285

282:                                              ; preds = %274
  %283 = getelementptr inbounds [256 x i32], ptr %256, i64 0, i64 %275
  %284 = load i32, ptr %283, align 4, !tbaa !5
  br label %285

285:                                              ; preds = %282, %274
  %286 = phi i32 [ %284, %282 ], [ 0, %274 ]
  %287 = zext i32 %286 to i64
  %288 = sub nsw i64 %280, %287
  %289 = add nsw i64 %288, %276
  %290 = trunc i64 %289 to i32
  store i32 %290, ptr %278, align 4, !tbaa !5
  %291 = ashr i64 %289, 63
  %292 = or disjoint i64 %275, 1
  %293 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %292
  %294 = load i32, ptr %293, align 4, !tbaa !5
  %295 = zext i32 %294 to i64
  %296 = icmp slt i64 %292, %258
  br i1 %296, label %297, label %300

297:                                              ; preds = %285
  %298 = getelementptr inbounds [256 x i32], ptr %256, i64 0, i64 %292
  %299 = load i32, ptr %298, align 4, !tbaa !5
  br label %300

300:                                              ; preds = %297, %285
  %301 = phi i32 [ %299, %297 ], [ 0, %285 ]
  %302 = zext i32 %301 to i64
  %303 = sub nsw i64 %295, %302
  %304 = add nsw i64 %303, %291
  %305 = trunc i64 %304 to i32
  store i32 %305, ptr %293, align 4, !tbaa !5
  %306 = ashr i64 %304, 63
  %307 = add nuw nsw i64 %275, 2
  %308 = add i64 %277, 2
  %309 = icmp eq i64 %308, %263
  br i1 %309, label %310, label %274, !llvm.loop !29

310:                                              ; preds = %300, %254
  %311 = phi i64 [ 0, %254 ], [ %307, %300 ]
  %312 = phi i64 [ 0, %254 ], [ %306, %300 ]
  %313 = icmp eq i64 %260, 0
  br i1 %313, label %328, label %314

314:                                              ; preds = %310
  %315 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %311
  %316 = load i32, ptr %315, align 4, !tbaa !5
  %317 = zext i32 %316 to i64
  %318 = icmp slt i64 %311, %258
  br i1 %318, label %319, label %322

319:                                              ; preds = %314
  %320 = getelementptr inbounds [256 x i32], ptr %256, i64 0, i64 %311
  %321 = load i32, ptr %320, align 4, !tbaa !5
  br label %322

322:                                              ; preds = %319, %314
  %323 = phi i32 [ %321, %319 ], [ 0, %314 ]
  %324 = zext i32 %323 to i64
  %325 = sub nsw i64 %317, %324
  %326 = add nsw i64 %325, %312
  %327 = trunc i64 %326 to i32
  store i32 %327, ptr %315, align 4, !tbaa !5
  br label %328

328:                                              ; preds = %310, %322
  %329 = add nsw i64 %259, -1
  %330 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %329
  %331 = load i32, ptr %330, align 4, !tbaa !5
  %332 = icmp eq i32 %331, 0
  br i1 %332, label %269, label %333

333:                                              ; preds = %264, %328
  %334 = phi i32 [ %252, %328 ], [ %272, %264 ]
  %335 = icmp sgt i32 %334, 0
  br i1 %335, label %336, label %414

336:                                              ; preds = %333
  %337 = getelementptr inbounds i8, ptr %11, i64 4
  %338 = load i32, ptr %11, align 4, !tbaa !13
  %339 = sext i32 %338 to i64
  %340 = zext nneg i32 %334 to i64
  %341 = and i64 %340, 1
  %342 = icmp eq i32 %334, 1
  br i1 %342, label %391, label %343

343:                                              ; preds = %336
  %344 = and i64 %340, 2147483646
  br label %355

345:                                              ; preds = %350
  %346 = add nsw i64 %351, -1
  %347 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %346
  %348 = load i32, ptr %347, align 4, !tbaa !5
  %349 = icmp eq i32 %348, 0
  br i1 %349, label %350, label %414, !llvm.loop !15

350:                                              ; preds = %409, %345
  %351 = phi i64 [ %346, %345 ], [ %410, %409 ]
  %352 = phi i64 [ %351, %345 ], [ %340, %409 ]
  %353 = trunc nuw nsw i64 %351 to i32
  store i32 %353, ptr %10, align 4, !tbaa !13
  %354 = icmp ugt i64 %352, 1
  br i1 %354, label %345, label %456, !llvm.loop !15

355:                                              ; preds = %381, %343
  %356 = phi i64 [ 0, %343 ], [ %388, %381 ]
  %357 = phi i64 [ 0, %343 ], [ %387, %381 ]
  %358 = phi i64 [ 0, %343 ], [ %389, %381 ]
  %359 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %356
  %360 = load i32, ptr %359, align 4, !tbaa !5
  %361 = zext i32 %360 to i64
  %362 = icmp slt i64 %356, %339
  br i1 %362, label %363, label %366

363:                                              ; preds = %355
  %364 = getelementptr inbounds [256 x i32], ptr %337, i64 0, i64 %356
  %365 = load i32, ptr %364, align 4, !tbaa !5
  br label %366

366:                                              ; preds = %363, %355
  %367 = phi i32 [ %365, %363 ], [ 0, %355 ]
  %368 = zext i32 %367 to i64
  %369 = sub nsw i64 %361, %368
  %370 = add nsw i64 %369, %357
  %371 = trunc i64 %370 to i32
  store i32 %371, ptr %359, align 4, !tbaa !5
  %372 = ashr i64 %370, 63
  %373 = or disjoint i64 %356, 1
  %374 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %373
  %375 = load i32, ptr %374, align 4, !tbaa !5
  %376 = zext i32 %375 to i64
  %377 = icmp slt i64 %373, %339
  br i1 %377, label %378, label %381

378:                                              ; preds = %366
  %379 = getelementptr inbounds [256 x i32], ptr %337, i64 0, i64 %373
  %380 = load i32, ptr %379, align 4, !tbaa !5
  br label %381

381:                                              ; preds = %378, %366
  %382 = phi i32 [ %380, %378 ], [ 0, %366 ]
  %383 = zext i32 %382 to i64
  %384 = sub nsw i64 %376, %383
  %385 = add nsw i64 %384, %372
  %386 = trunc i64 %385 to i32
  store i32 %386, ptr %374, align 4, !tbaa !5
  %387 = ashr i64 %385, 63
  %388 = add nuw nsw i64 %356, 2
  %389 = add i64 %358, 2
  %390 = icmp eq i64 %389, %344
  br i1 %390, label %391, label %355, !llvm.loop !29

391:                                              ; preds = %381, %336
  %392 = phi i64 [ 0, %336 ], [ %388, %381 ]
  %393 = phi i64 [ 0, %336 ], [ %387, %381 ]
  %394 = icmp eq i64 %341, 0
  br i1 %394, label %409, label %395

395:                                              ; preds = %391
  %396 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %392
  %397 = load i32, ptr %396, align 4, !tbaa !5
  %398 = zext i32 %397 to i64
  %399 = icmp slt i64 %392, %339
  br i1 %399, label %400, label %404

400:                                              ; preds = %395
  %401 = getelementptr inbounds [256 x i32], ptr %337, i64 0, i64 %392
  %402 = load i32, ptr %401, align 4, !tbaa !5
  %403 = zext i32 %402 to i64
  br label %404

404:                                              ; preds = %400, %395
  %405 = phi i64 [ %403, %400 ], [ 0, %395 ]
  %406 = sub nsw i64 %398, %405
  %407 = add nsw i64 %406, %393
  %408 = trunc i64 %407 to i32
  store i32 %408, ptr %396, align 4, !tbaa !5
  br label %409

409:                                              ; preds = %391, %404
  %410 = add nsw i64 %340, -1
  %411 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %410
  %412 = load i32, ptr %411, align 4, !tbaa !5
  %413 = icmp eq i32 %412, 0
  br i1 %413, label %350, label %414

414:                                              ; preds = %269, %345, %409, %333
  %415 = phi i32 [ %334, %333 ], [ %334, %409 ], [ %353, %345 ], [ %272, %269 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %0, ptr noundef nonnull align 4 dereferenceable(1028) %9, i64 1028, i1 false), !tbaa.struct !20
  %416 = icmp sgt i32 %415, 0
  %417 = load i32, ptr %0, align 4, !tbaa !13
  br i1 %416, label %418, label %458

418:                                              ; preds = %414
  %419 = getelementptr inbounds i8, ptr %0, i64 4
  %420 = zext nneg i32 %415 to i64
  br label %421

421:                                              ; preds = %445, %418
  %422 = phi i32 [ %417, %418 ], [ %437, %445 ]
  %423 = phi i64 [ 0, %418 ], [ %452, %445 ]
  %424 = phi i64 [ 0, %418 ], [ %451, %445 ]
  %425 = add nuw nsw i64 %423, %145
  %426 = sext i32 %422 to i64
  %427 = icmp slt i64 %425, %426
  br i1 %427, label %436, label %428

428:                                              ; preds = %421, %428
  %429 = phi i32 [ %433, %428 ], [ %422, %421 ]
  %430 = add nsw i32 %429, 1
  store i32 %430, ptr %0, align 4, !tbaa !13
  %431 = sext i32 %429 to i64
  %432 = getelementptr inbounds [256 x i32], ptr %419, i64 0, i64 %431
  store i32 0, ptr %432, align 4, !tbaa !5
  %433 = load i32, ptr %0, align 4, !tbaa !13
  %434 = sext i32 %433 to i64
  %435 = icmp slt i64 %425, %434
  br i1 %435, label %436, label %428, !llvm.loop !30

436:                                              ; preds = %428, %421
  %437 = phi i32 [ %422, %421 ], [ %433, %428 ]
  %438 = getelementptr inbounds [256 x i32], ptr %419, i64 0, i64 %425
  %439 = load i32, ptr %438, align 4, !tbaa !5
  %440 = zext i32 %439 to i64
  %441 = icmp ult i64 %423, %420
  br i1 %441, label %442, label %445

442:                                              ; preds = %436
  %443 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %423
  %444 = load i32, ptr %443, align 4, !tbaa !5
  br label %445

445:                                              ; preds = %442, %436
  %446 = phi i32 [ %444, %442 ], [ 0, %436 ]
  %447 = zext i32 %446 to i64
  %448 = add nuw nsw i64 %424, %440
  %449 = add nuw nsw i64 %448, %447
  %450 = trunc i64 %449 to i32
  store i32 %450, ptr %438, align 4, !tbaa !5
  %451 = lshr i64 %449, 32
  %452 = add nuw nsw i64 %423, 1
  %453 = icmp ult i64 %452, %420
  %454 = icmp ugt i64 %449, 4294967295
  %455 = select i1 %453, i1 true, i1 %454
  br i1 %455, label %421, label %458, !llvm.loop !31

456:                                              ; preds = %350, %251
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %0, ptr noundef nonnull align 4 dereferenceable(1028) %9, i64 1028, i1 false)
  %457 = load i32, ptr %0, align 4, !tbaa !13
  br label %458

458:                                              ; preds = %445, %456, %414
  %459 = phi i32 [ %417, %414 ], [ %457, %456 ], [ %437, %445 ]
  %460 = load i32, ptr %11, align 4, !tbaa !13
  %461 = icmp sgt i32 %460, 0
  br i1 %461, label %462, label %503

462:                                              ; preds = %458
  %463 = and i32 %117, 2147483646
  %464 = getelementptr inbounds i8, ptr %0, i64 4
  %465 = getelementptr inbounds i8, ptr %11, i64 4
  %466 = zext nneg i32 %463 to i64
  %467 = zext nneg i32 %460 to i64
  br label %468

468:                                              ; preds = %492, %462
  %469 = phi i32 [ %459, %462 ], [ %484, %492 ]
  %470 = phi i64 [ 0, %462 ], [ %499, %492 ]
  %471 = phi i64 [ 0, %462 ], [ %498, %492 ]
  %472 = add nuw nsw i64 %470, %466
  %473 = sext i32 %469 to i64
  %474 = icmp slt i64 %472, %473
  br i1 %474, label %483, label %475

475:                                              ; preds = %468, %475
  %476 = phi i32 [ %480, %475 ], [ %469, %468 ]
  %477 = add nsw i32 %476, 1
  store i32 %477, ptr %0, align 4, !tbaa !13
  %478 = sext i32 %476 to i64
  %479 = getelementptr inbounds [256 x i32], ptr %464, i64 0, i64 %478
  store i32 0, ptr %479, align 4, !tbaa !5
  %480 = load i32, ptr %0, align 4, !tbaa !13
  %481 = sext i32 %480 to i64
  %482 = icmp slt i64 %472, %481
  br i1 %482, label %483, label %475, !llvm.loop !30

483:                                              ; preds = %475, %468
  %484 = phi i32 [ %469, %468 ], [ %480, %475 ]
  %485 = getelementptr inbounds [256 x i32], ptr %464, i64 0, i64 %472
  %486 = load i32, ptr %485, align 4, !tbaa !5
  %487 = zext i32 %486 to i64
  %488 = icmp ult i64 %470, %467
  br i1 %488, label %489, label %492

489:                                              ; preds = %483
  %490 = getelementptr inbounds [256 x i32], ptr %465, i64 0, i64 %470
  %491 = load i32, ptr %490, align 4, !tbaa !5
  br label %492

492:                                              ; preds = %489, %483
  %493 = phi i32 [ %491, %489 ], [ 0, %483 ]
  %494 = zext i32 %493 to i64
  %495 = add nuw nsw i64 %471, %487
  %496 = add nuw nsw i64 %495, %494
  %497 = trunc i64 %496 to i32
  store i32 %497, ptr %485, align 4, !tbaa !5
  %498 = lshr i64 %496, 32
  %499 = add nuw nsw i64 %470, 1
  %500 = icmp ult i64 %499, %467
  %501 = icmp ugt i64 %496, 4294967295
  %502 = select i1 %500, i1 true, i1 %501
  br i1 %502, label %468, label %503, !llvm.loop !31

503:                                              ; preds = %492, %458
  %504 = phi i32 [ %459, %458 ], [ %484, %492 ]
  %505 = getelementptr inbounds i8, ptr %0, i64 4
  %506 = icmp sgt i32 %504, 0
  br i1 %506, label %507, label %518

507:                                              ; preds = %503
  %508 = zext nneg i32 %504 to i64
  br label %509

509:                                              ; preds = %515, %507
  %510 = phi i64 [ %508, %507 ], [ %511, %515 ]
  %511 = add nsw i64 %510, -1
  %512 = getelementptr inbounds [256 x i32], ptr %505, i64 0, i64 %511
  %513 = load i32, ptr %512, align 4, !tbaa !5
  %514 = icmp eq i32 %513, 0
  br i1 %514, label %515, label %518

515:                                              ; preds = %509
  %516 = trunc nuw nsw i64 %511 to i32
  store i32 %516, ptr %0, align 4, !tbaa !13
  %517 = icmp ugt i64 %510, 1
  br i1 %517, label %509, label %518, !llvm.loop !15

518:                                              ; preds = %509, %515, %503
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %13) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %12) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %11) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %10) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %5) #9
  br label %519

519:                                              ; preds = %518, %115
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !6, i64 0}
!14 = !{!"", !6, i64 0, !7, i64 4}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = !{i64 0, i64 4, !5, i64 4, i64 1024, !9}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11, !25, !26}
!25 = !{!"llvm.loop.isvectorized", i32 1}
!26 = !{!"llvm.loop.unroll.runtime.disable"}
!27 = distinct !{!27, !11, !25, !26}
!28 = distinct !{!28, !11, !26, !25}
!29 = distinct !{!29, !11}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
