; ModuleID = 'programs/crc_variants.c'
source_filename = "programs/crc_variants.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [59 x i8] c"crc8=%02x crc16=%04x crc32=%08x crc32c=%08x crc64=%016llx\0A\00", align 1
@main.buf = internal unnamed_addr global [20000 x i8] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [67 x i8] c"buffer: crc32 %08x/%08x crc32c %08x/%08x crc16 %04x crc64 %016llx\0A\00", align 1
@table32 = internal unnamed_addr global [256 x i32] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 244, i32 noundef 10673, i32 noundef -873187034, i32 noundef -486108541, i64 noundef -7395533204333446662)
  br label %276

2:                                                ; preds = %304, %2
  %3 = phi i32 [ %24, %2 ], [ -1, %304 ]
  %4 = phi i64 [ %15, %2 ], [ 20000, %304 ]
  %5 = phi ptr [ %16, %2 ], [ @main.buf, %304 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 1
  %7 = load i8, ptr %5, align 1, !tbaa !5
  %8 = trunc i32 %3 to i8
  %9 = xor i8 %7, %8
  %10 = zext i8 %9 to i64
  %11 = getelementptr inbounds [256 x i32], ptr @table32, i64 0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !8
  %13 = lshr i32 %3, 8
  %14 = xor i32 %12, %13
  %15 = add nsw i64 %4, -2
  %16 = getelementptr inbounds i8, ptr %5, i64 2
  %17 = load i8, ptr %6, align 1, !tbaa !5
  %18 = trunc i32 %14 to i8
  %19 = xor i8 %17, %18
  %20 = zext i8 %19 to i64
  %21 = getelementptr inbounds [256 x i32], ptr @table32, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !8
  %23 = lshr i32 %14, 8
  %24 = xor i32 %22, %23
  %25 = icmp eq i64 %15, 0
  br i1 %25, label %26, label %2, !llvm.loop !10

26:                                               ; preds = %2, %26
  %27 = phi i64 [ %30, %26 ], [ 20000, %2 ]
  %28 = phi i32 [ %58, %26 ], [ -1, %2 ]
  %29 = phi ptr [ %59, %26 ], [ @main.buf, %2 ]
  %30 = add nsw i64 %27, -1
  %31 = load i8, ptr %29, align 1, !tbaa !5
  %32 = zext i8 %31 to i32
  %33 = xor i32 %28, %32
  %34 = and i32 %33, 1
  %35 = icmp eq i32 %34, 0
  %36 = lshr i32 %33, 6
  %37 = select i1 %35, i32 0, i32 124634137
  %38 = and i32 %33, 2
  %39 = icmp eq i32 %38, 0
  %40 = select i1 %39, i32 0, i32 249268274
  %41 = xor i32 %40, %36
  %42 = xor i32 %41, %37
  %43 = insertelement <4 x i32> poison, i32 %33, i64 0
  %44 = shufflevector <4 x i32> %43, <4 x i32> poison, <4 x i32> zeroinitializer
  %45 = and <4 x i32> %44, <i32 8, i32 16, i32 32, i32 4>
  %46 = icmp eq <4 x i32> %45, zeroinitializer
  %47 = select <4 x i1> %46, <4 x i32> zeroinitializer, <4 x i32> <i32 997073096, i32 1994146192, i32 -306674912, i32 498536548>
  %48 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %47)
  %49 = xor i32 %48, %42
  %50 = and i32 %42, 1
  %51 = icmp eq i32 %50, 0
  %52 = lshr i32 %49, 2
  %53 = select i1 %51, i32 0, i32 1994146192
  %54 = xor i32 %53, %52
  %55 = and i32 %41, 2
  %56 = icmp eq i32 %55, 0
  %57 = select i1 %56, i32 0, i32 -306674912
  %58 = xor i32 %54, %57
  %59 = getelementptr inbounds i8, ptr %29, i64 1
  %60 = icmp eq i64 %30, 0
  br i1 %60, label %61, label %26, !llvm.loop !12

61:                                               ; preds = %26, %61
  %62 = phi i64 [ %99, %61 ], [ 0, %26 ]
  %63 = phi <4 x i32> [ %100, %61 ], [ <i32 0, i32 1, i32 2, i32 3>, %26 ]
  %64 = and <4 x i32> %63, <i32 1, i32 1, i32 1, i32 1>
  %65 = icmp eq <4 x i32> %64, zeroinitializer
  %66 = lshr <4 x i32> %63, <i32 4, i32 4, i32 4, i32 4>
  %67 = select <4 x i1> %65, <4 x i32> zeroinitializer, <4 x i32> <i32 274646895, i32 274646895, i32 274646895, i32 274646895>
  %68 = and <4 x i32> %63, <i32 2, i32 2, i32 2, i32 2>
  %69 = icmp eq <4 x i32> %68, zeroinitializer
  %70 = select <4 x i1> %69, <4 x i32> zeroinitializer, <4 x i32> <i32 549293790, i32 549293790, i32 549293790, i32 549293790>
  %71 = and <4 x i32> %63, <i32 4, i32 4, i32 4, i32 4>
  %72 = icmp eq <4 x i32> %71, zeroinitializer
  %73 = select <4 x i1> %72, <4 x i32> zeroinitializer, <4 x i32> <i32 1098587580, i32 1098587580, i32 1098587580, i32 1098587580>
  %74 = xor <4 x i32> %70, %66
  %75 = xor <4 x i32> %74, %67
  %76 = xor <4 x i32> %75, %73
  %77 = and <4 x i32> %63, <i32 8, i32 8, i32 8, i32 8>
  %78 = icmp eq <4 x i32> %77, zeroinitializer
  %79 = select <4 x i1> %78, <4 x i32> zeroinitializer, <4 x i32> <i32 -2097792136, i32 -2097792136, i32 -2097792136, i32 -2097792136>
  %80 = xor <4 x i32> %76, %79
  %81 = and <4 x i32> %75, <i32 1, i32 1, i32 1, i32 1>
  %82 = icmp eq <4 x i32> %81, zeroinitializer
  %83 = lshr <4 x i32> %80, <i32 4, i32 4, i32 4, i32 4>
  %84 = select <4 x i1> %82, <4 x i32> zeroinitializer, <4 x i32> <i32 274646895, i32 274646895, i32 274646895, i32 274646895>
  %85 = and <4 x i32> %75, <i32 2, i32 2, i32 2, i32 2>
  %86 = icmp eq <4 x i32> %85, zeroinitializer
  %87 = select <4 x i1> %86, <4 x i32> zeroinitializer, <4 x i32> <i32 549293790, i32 549293790, i32 549293790, i32 549293790>
  %88 = and <4 x i32> %76, <i32 4, i32 4, i32 4, i32 4>
  %89 = icmp eq <4 x i32> %88, zeroinitializer
  %90 = select <4 x i1> %89, <4 x i32> zeroinitializer, <4 x i32> <i32 1098587580, i32 1098587580, i32 1098587580, i32 1098587580>
  %91 = and <4 x i32> %80, <i32 8, i32 8, i32 8, i32 8>
  %92 = icmp eq <4 x i32> %91, zeroinitializer
  %93 = select <4 x i1> %92, <4 x i32> zeroinitializer, <4 x i32> <i32 -2097792136, i32 -2097792136, i32 -2097792136, i32 -2097792136>
  %94 = xor <4 x i32> %87, %83
  %95 = xor <4 x i32> %94, %84
  %96 = xor <4 x i32> %95, %90
  %97 = xor <4 x i32> %96, %93
  %98 = getelementptr inbounds [256 x i32], ptr @table32, i64 0, i64 %62
  store <4 x i32> %97, ptr %98, align 16, !tbaa !8
  %99 = add nuw i64 %62, 4
  %100 = add <4 x i32> %63, <i32 4, i32 4, i32 4, i32 4>
  %101 = icmp eq i64 %99, 256
  br i1 %101, label %102, label %61, !llvm.loop !13

102:                                              ; preds = %61, %102
  %103 = phi i32 [ %124, %102 ], [ -1, %61 ]
  %104 = phi i64 [ %115, %102 ], [ 20000, %61 ]
  %105 = phi ptr [ %116, %102 ], [ @main.buf, %61 ]
  %106 = getelementptr inbounds i8, ptr %105, i64 1
  %107 = load i8, ptr %105, align 1, !tbaa !5
  %108 = trunc i32 %103 to i8
  %109 = xor i8 %107, %108
  %110 = zext i8 %109 to i64
  %111 = getelementptr inbounds [256 x i32], ptr @table32, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !8
  %113 = lshr i32 %103, 8
  %114 = xor i32 %112, %113
  %115 = add nsw i64 %104, -2
  %116 = getelementptr inbounds i8, ptr %105, i64 2
  %117 = load i8, ptr %106, align 1, !tbaa !5
  %118 = trunc i32 %114 to i8
  %119 = xor i8 %117, %118
  %120 = zext i8 %119 to i64
  %121 = getelementptr inbounds [256 x i32], ptr @table32, i64 0, i64 %120
  %122 = load i32, ptr %121, align 4, !tbaa !8
  %123 = lshr i32 %114, 8
  %124 = xor i32 %122, %123
  %125 = icmp eq i64 %115, 0
  br i1 %125, label %126, label %102, !llvm.loop !10

126:                                              ; preds = %102, %126
  %127 = phi i64 [ %130, %126 ], [ 20000, %102 ]
  %128 = phi i32 [ %167, %126 ], [ -1, %102 ]
  %129 = phi ptr [ %168, %126 ], [ @main.buf, %102 ]
  %130 = add nsw i64 %127, -1
  %131 = load i8, ptr %129, align 1, !tbaa !5
  %132 = zext i8 %131 to i32
  %133 = xor i32 %128, %132
  %134 = and i32 %133, 1
  %135 = icmp eq i32 %134, 0
  %136 = lshr i32 %133, 4
  %137 = select i1 %135, i32 0, i32 274646895
  %138 = and i32 %133, 2
  %139 = icmp eq i32 %138, 0
  %140 = select i1 %139, i32 0, i32 549293790
  %141 = and i32 %133, 4
  %142 = icmp eq i32 %141, 0
  %143 = select i1 %142, i32 0, i32 1098587580
  %144 = xor i32 %140, %136
  %145 = xor i32 %144, %137
  %146 = xor i32 %145, %143
  %147 = and i32 %133, 8
  %148 = icmp eq i32 %147, 0
  %149 = select i1 %148, i32 0, i32 -2097792136
  %150 = xor i32 %146, %149
  %151 = and i32 %145, 1
  %152 = icmp eq i32 %151, 0
  %153 = lshr i32 %150, 4
  %154 = select i1 %152, i32 0, i32 274646895
  %155 = and i32 %145, 2
  %156 = icmp eq i32 %155, 0
  %157 = select i1 %156, i32 0, i32 549293790
  %158 = and i32 %146, 4
  %159 = icmp eq i32 %158, 0
  %160 = select i1 %159, i32 0, i32 1098587580
  %161 = and i32 %150, 8
  %162 = icmp eq i32 %161, 0
  %163 = select i1 %162, i32 0, i32 -2097792136
  %164 = xor i32 %157, %153
  %165 = xor i32 %164, %154
  %166 = xor i32 %165, %160
  %167 = xor i32 %166, %163
  %168 = getelementptr inbounds i8, ptr %129, i64 1
  %169 = icmp eq i64 %130, 0
  br i1 %169, label %170, label %126, !llvm.loop !12

170:                                              ; preds = %126, %170
  %171 = phi i64 [ %174, %170 ], [ 20000, %126 ]
  %172 = phi i16 [ %210, %170 ], [ -1, %126 ]
  %173 = phi ptr [ %211, %170 ], [ @main.buf, %126 ]
  %174 = add nsw i64 %171, -1
  %175 = load i8, ptr %173, align 1, !tbaa !5
  %176 = zext i8 %175 to i16
  %177 = shl nuw i16 %176, 8
  %178 = xor i16 %177, %172
  %179 = shl i16 %178, 1
  %180 = xor i16 %179, 4129
  %181 = icmp slt i16 %178, 0
  %182 = select i1 %181, i16 %180, i16 %179
  %183 = shl i16 %182, 1
  %184 = xor i16 %183, 4129
  %185 = icmp slt i16 %182, 0
  %186 = select i1 %185, i16 %184, i16 %183
  %187 = shl i16 %186, 1
  %188 = xor i16 %187, 4129
  %189 = icmp slt i16 %186, 0
  %190 = select i1 %189, i16 %188, i16 %187
  %191 = shl i16 %190, 1
  %192 = xor i16 %191, 4129
  %193 = icmp slt i16 %190, 0
  %194 = select i1 %193, i16 %192, i16 %191
  %195 = shl i16 %194, 1
  %196 = xor i16 %195, 4129
  %197 = icmp slt i16 %194, 0
  %198 = select i1 %197, i16 %196, i16 %195
  %199 = shl i16 %198, 1
  %200 = xor i16 %199, 4129
  %201 = icmp slt i16 %198, 0
  %202 = select i1 %201, i16 %200, i16 %199
  %203 = shl i16 %202, 1
  %204 = xor i16 %203, 4129
  %205 = icmp slt i16 %202, 0
  %206 = select i1 %205, i16 %204, i16 %203
  %207 = shl i16 %206, 1
  %208 = xor i16 %207, 4129
  %209 = icmp slt i16 %206, 0
  %210 = select i1 %209, i16 %208, i16 %207
  %211 = getelementptr inbounds i8, ptr %173, i64 1
  %212 = icmp eq i64 %174, 0
  br i1 %212, label %213, label %170, !llvm.loop !16

213:                                              ; preds = %170, %213
  %214 = phi i64 [ %217, %213 ], [ 20000, %170 ]
  %215 = phi i64 [ %260, %213 ], [ -1, %170 ]
  %216 = phi ptr [ %261, %213 ], [ @main.buf, %170 ]
  %217 = add nsw i64 %214, -1
  %218 = load i8, ptr %216, align 1, !tbaa !5
  %219 = zext i8 %218 to i64
  %220 = xor i64 %215, %219
  %221 = and i64 %220, 1
  %222 = icmp eq i64 %221, 0
  %223 = lshr i64 %220, 1
  %224 = xor i64 %223, -3932672073523589310
  %225 = select i1 %222, i64 %223, i64 %224
  %226 = and i64 %225, 1
  %227 = icmp eq i64 %226, 0
  %228 = lshr i64 %225, 1
  %229 = xor i64 %228, -3932672073523589310
  %230 = select i1 %227, i64 %228, i64 %229
  %231 = and i64 %230, 1
  %232 = icmp eq i64 %231, 0
  %233 = lshr i64 %230, 1
  %234 = xor i64 %233, -3932672073523589310
  %235 = select i1 %232, i64 %233, i64 %234
  %236 = and i64 %235, 1
  %237 = icmp eq i64 %236, 0
  %238 = lshr i64 %235, 1
  %239 = xor i64 %238, -3932672073523589310
  %240 = select i1 %237, i64 %238, i64 %239
  %241 = and i64 %240, 1
  %242 = icmp eq i64 %241, 0
  %243 = lshr i64 %240, 1
  %244 = xor i64 %243, -3932672073523589310
  %245 = select i1 %242, i64 %243, i64 %244
  %246 = and i64 %245, 1
  %247 = icmp eq i64 %246, 0
  %248 = lshr i64 %245, 1
  %249 = xor i64 %248, -3932672073523589310
  %250 = select i1 %247, i64 %248, i64 %249
  %251 = and i64 %250, 1
  %252 = icmp eq i64 %251, 0
  %253 = lshr i64 %250, 1
  %254 = xor i64 %253, -3932672073523589310
  %255 = select i1 %252, i64 %253, i64 %254
  %256 = and i64 %255, 1
  %257 = icmp eq i64 %256, 0
  %258 = lshr i64 %255, 1
  %259 = xor i64 %258, -3932672073523589310
  %260 = select i1 %257, i64 %258, i64 %259
  %261 = getelementptr inbounds i8, ptr %216, i64 1
  %262 = icmp eq i64 %217, 0
  br i1 %262, label %263, label %213, !llvm.loop !17

263:                                              ; preds = %213
  %264 = zext i16 %210 to i32
  %265 = xor i32 %167, -1
  %266 = xor i32 %124, -1
  %267 = xor i32 %58, -1
  %268 = xor i32 %24, -1
  %269 = xor i64 %260, -1
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %268, i32 noundef %267, i32 noundef %266, i32 noundef %265, i32 noundef %264, i64 noundef %269)
  %271 = icmp eq i32 %24, %58
  %272 = icmp eq i32 %124, %167
  %273 = select i1 %271, i1 %272, i1 false
  %274 = and i32 %268, 127
  %275 = select i1 %273, i32 %274, i32 100
  ret i32 %275

276:                                              ; preds = %276, %0
  %277 = phi i32 [ 7, %0 ], [ %298, %276 ]
  %278 = phi i64 [ 0, %0 ], [ %302, %276 ]
  %279 = mul i32 %277, 1103515245
  %280 = add i32 %279, 12345
  %281 = lshr i32 %280, 16
  %282 = trunc i32 %281 to i8
  %283 = getelementptr inbounds [20000 x i8], ptr @main.buf, i64 0, i64 %278
  store i8 %282, ptr %283, align 4, !tbaa !5
  %284 = or disjoint i64 %278, 1
  %285 = mul i32 %280, 1103515245
  %286 = add i32 %285, 12345
  %287 = lshr i32 %286, 16
  %288 = trunc i32 %287 to i8
  %289 = getelementptr inbounds [20000 x i8], ptr @main.buf, i64 0, i64 %284
  store i8 %288, ptr %289, align 1, !tbaa !5
  %290 = or disjoint i64 %278, 2
  %291 = mul i32 %286, 1103515245
  %292 = add i32 %291, 12345
  %293 = lshr i32 %292, 16
  %294 = trunc i32 %293 to i8
  %295 = getelementptr inbounds [20000 x i8], ptr @main.buf, i64 0, i64 %290
  store i8 %294, ptr %295, align 2, !tbaa !5
  %296 = or disjoint i64 %278, 3
  %297 = mul i32 %292, 1103515245
  %298 = add i32 %297, 12345
  %299 = lshr i32 %298, 16
  %300 = trunc i32 %299 to i8
  %301 = getelementptr inbounds [20000 x i8], ptr @main.buf, i64 0, i64 %296
  store i8 %300, ptr %301, align 1, !tbaa !5
  %302 = add nuw nsw i64 %278, 4
  %303 = icmp eq i64 %302, 20000
  br i1 %303, label %304, label %276, !llvm.loop !18

304:                                              ; preds = %276, %304
  %305 = phi i64 [ %342, %304 ], [ 0, %276 ]
  %306 = phi <4 x i32> [ %343, %304 ], [ <i32 0, i32 1, i32 2, i32 3>, %276 ]
  %307 = and <4 x i32> %306, <i32 1, i32 1, i32 1, i32 1>
  %308 = icmp eq <4 x i32> %307, zeroinitializer
  %309 = lshr <4 x i32> %306, <i32 6, i32 6, i32 6, i32 6>
  %310 = select <4 x i1> %308, <4 x i32> zeroinitializer, <4 x i32> <i32 124634137, i32 124634137, i32 124634137, i32 124634137>
  %311 = and <4 x i32> %306, <i32 2, i32 2, i32 2, i32 2>
  %312 = icmp eq <4 x i32> %311, zeroinitializer
  %313 = select <4 x i1> %312, <4 x i32> zeroinitializer, <4 x i32> <i32 249268274, i32 249268274, i32 249268274, i32 249268274>
  %314 = and <4 x i32> %306, <i32 4, i32 4, i32 4, i32 4>
  %315 = icmp eq <4 x i32> %314, zeroinitializer
  %316 = select <4 x i1> %315, <4 x i32> zeroinitializer, <4 x i32> <i32 498536548, i32 498536548, i32 498536548, i32 498536548>
  %317 = and <4 x i32> %306, <i32 8, i32 8, i32 8, i32 8>
  %318 = icmp eq <4 x i32> %317, zeroinitializer
  %319 = select <4 x i1> %318, <4 x i32> zeroinitializer, <4 x i32> <i32 997073096, i32 997073096, i32 997073096, i32 997073096>
  %320 = and <4 x i32> %306, <i32 16, i32 16, i32 16, i32 16>
  %321 = icmp eq <4 x i32> %320, zeroinitializer
  %322 = select <4 x i1> %321, <4 x i32> zeroinitializer, <4 x i32> <i32 1994146192, i32 1994146192, i32 1994146192, i32 1994146192>
  %323 = xor <4 x i32> %313, %309
  %324 = xor <4 x i32> %323, %310
  %325 = xor <4 x i32> %324, %316
  %326 = xor <4 x i32> %319, %322
  %327 = and <4 x i32> %306, <i32 32, i32 32, i32 32, i32 32>
  %328 = icmp eq <4 x i32> %327, zeroinitializer
  %329 = select <4 x i1> %328, <4 x i32> zeroinitializer, <4 x i32> <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %330 = xor <4 x i32> %326, %329
  %331 = xor <4 x i32> %330, %325
  %332 = and <4 x i32> %324, <i32 1, i32 1, i32 1, i32 1>
  %333 = icmp eq <4 x i32> %332, zeroinitializer
  %334 = lshr <4 x i32> %331, <i32 2, i32 2, i32 2, i32 2>
  %335 = select <4 x i1> %333, <4 x i32> zeroinitializer, <4 x i32> <i32 1994146192, i32 1994146192, i32 1994146192, i32 1994146192>
  %336 = xor <4 x i32> %335, %334
  %337 = and <4 x i32> %323, <i32 2, i32 2, i32 2, i32 2>
  %338 = icmp eq <4 x i32> %337, zeroinitializer
  %339 = select <4 x i1> %338, <4 x i32> zeroinitializer, <4 x i32> <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %340 = xor <4 x i32> %336, %339
  %341 = getelementptr inbounds [256 x i32], ptr @table32, i64 0, i64 %305
  store <4 x i32> %340, ptr %341, align 16, !tbaa !8
  %342 = add nuw i64 %305, 4
  %343 = add <4 x i32> %306, <i32 4, i32 4, i32 4, i32 4>
  %344 = icmp eq i64 %342, 256
  br i1 %344, label %2, label %304, !llvm.loop !19
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11, !14, !15}
