; ModuleID = 'programs/crc_variants.c'
source_filename = "programs/crc_variants.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [59 x i8] c"crc8=%02x crc16=%04x crc32=%08x crc32c=%08x crc64=%016llx\0A\00", align 1
@main.buf = internal unnamed_addr global [20000 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [67 x i8] c"buffer: crc32 %08x/%08x crc32c %08x/%08x crc16 %04x crc64 %016llx\0A\00", align 1
@table32 = internal unnamed_addr global [256 x i32] zeroinitializer, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 244, i32 noundef 10673, i32 noundef -873187034, i32 noundef -486108541, i64 noundef -7395533204333446662)
  br label %258

2:                                                ; preds = %268, %2
  %3 = phi i32 [ %15, %2 ], [ -1, %268 ]
  %4 = phi i64 [ %6, %2 ], [ 20000, %268 ]
  %5 = phi ptr [ %7, %2 ], [ @main.buf, %268 ]
  %6 = add nsw i64 %4, -1
  %7 = getelementptr inbounds i8, ptr %5, i64 1
  %8 = load i8, ptr %5, align 1, !tbaa !6
  %9 = trunc i32 %3 to i8
  %10 = xor i8 %8, %9
  %11 = zext i8 %10 to i64
  %12 = getelementptr inbounds [256 x i32], ptr @table32, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !9
  %14 = lshr i32 %3, 8
  %15 = xor i32 %13, %14
  %16 = icmp eq i64 %6, 0
  br i1 %16, label %17, label %2, !llvm.loop !11

17:                                               ; preds = %2, %17
  %18 = phi i64 [ %21, %17 ], [ 20000, %2 ]
  %19 = phi i32 [ %49, %17 ], [ -1, %2 ]
  %20 = phi ptr [ %50, %17 ], [ @main.buf, %2 ]
  %21 = add nsw i64 %18, -1
  %22 = load i8, ptr %20, align 1, !tbaa !6
  %23 = zext i8 %22 to i32
  %24 = xor i32 %19, %23
  %25 = and i32 %24, 1
  %26 = icmp eq i32 %25, 0
  %27 = lshr i32 %24, 6
  %28 = select i1 %26, i32 0, i32 124634137
  %29 = and i32 %24, 2
  %30 = icmp eq i32 %29, 0
  %31 = select i1 %30, i32 0, i32 249268274
  %32 = xor i32 %31, %27
  %33 = xor i32 %32, %28
  %34 = insertelement <4 x i32> poison, i32 %24, i64 0
  %35 = shufflevector <4 x i32> %34, <4 x i32> poison, <4 x i32> zeroinitializer
  %36 = and <4 x i32> %35, <i32 8, i32 16, i32 32, i32 4>
  %37 = icmp eq <4 x i32> %36, zeroinitializer
  %38 = select <4 x i1> %37, <4 x i32> zeroinitializer, <4 x i32> <i32 997073096, i32 1994146192, i32 -306674912, i32 498536548>
  %39 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %38)
  %40 = xor i32 %39, %33
  %41 = and i32 %33, 1
  %42 = icmp eq i32 %41, 0
  %43 = lshr i32 %40, 2
  %44 = select i1 %42, i32 0, i32 1994146192
  %45 = xor i32 %44, %43
  %46 = and i32 %32, 2
  %47 = icmp eq i32 %46, 0
  %48 = select i1 %47, i32 0, i32 -306674912
  %49 = xor i32 %45, %48
  %50 = getelementptr inbounds i8, ptr %20, i64 1
  %51 = icmp eq i64 %21, 0
  br i1 %51, label %52, label %17, !llvm.loop !13

52:                                               ; preds = %17, %52
  %53 = phi i64 [ %90, %52 ], [ 0, %17 ]
  %54 = phi <4 x i32> [ %91, %52 ], [ <i32 0, i32 1, i32 2, i32 3>, %17 ]
  %55 = and <4 x i32> %54, <i32 1, i32 1, i32 1, i32 1>
  %56 = icmp eq <4 x i32> %55, zeroinitializer
  %57 = lshr <4 x i32> %54, <i32 4, i32 4, i32 4, i32 4>
  %58 = select <4 x i1> %56, <4 x i32> zeroinitializer, <4 x i32> <i32 274646895, i32 274646895, i32 274646895, i32 274646895>
  %59 = and <4 x i32> %54, <i32 2, i32 2, i32 2, i32 2>
  %60 = icmp eq <4 x i32> %59, zeroinitializer
  %61 = select <4 x i1> %60, <4 x i32> zeroinitializer, <4 x i32> <i32 549293790, i32 549293790, i32 549293790, i32 549293790>
  %62 = and <4 x i32> %54, <i32 4, i32 4, i32 4, i32 4>
  %63 = icmp eq <4 x i32> %62, zeroinitializer
  %64 = select <4 x i1> %63, <4 x i32> zeroinitializer, <4 x i32> <i32 1098587580, i32 1098587580, i32 1098587580, i32 1098587580>
  %65 = xor <4 x i32> %61, %57
  %66 = xor <4 x i32> %65, %58
  %67 = xor <4 x i32> %66, %64
  %68 = and <4 x i32> %54, <i32 8, i32 8, i32 8, i32 8>
  %69 = icmp eq <4 x i32> %68, zeroinitializer
  %70 = select <4 x i1> %69, <4 x i32> zeroinitializer, <4 x i32> <i32 -2097792136, i32 -2097792136, i32 -2097792136, i32 -2097792136>
  %71 = xor <4 x i32> %67, %70
  %72 = and <4 x i32> %66, <i32 1, i32 1, i32 1, i32 1>
  %73 = icmp eq <4 x i32> %72, zeroinitializer
  %74 = lshr <4 x i32> %71, <i32 4, i32 4, i32 4, i32 4>
  %75 = select <4 x i1> %73, <4 x i32> zeroinitializer, <4 x i32> <i32 274646895, i32 274646895, i32 274646895, i32 274646895>
  %76 = and <4 x i32> %66, <i32 2, i32 2, i32 2, i32 2>
  %77 = icmp eq <4 x i32> %76, zeroinitializer
  %78 = select <4 x i1> %77, <4 x i32> zeroinitializer, <4 x i32> <i32 549293790, i32 549293790, i32 549293790, i32 549293790>
  %79 = and <4 x i32> %67, <i32 4, i32 4, i32 4, i32 4>
  %80 = icmp eq <4 x i32> %79, zeroinitializer
  %81 = select <4 x i1> %80, <4 x i32> zeroinitializer, <4 x i32> <i32 1098587580, i32 1098587580, i32 1098587580, i32 1098587580>
  %82 = and <4 x i32> %71, <i32 8, i32 8, i32 8, i32 8>
  %83 = icmp eq <4 x i32> %82, zeroinitializer
  %84 = select <4 x i1> %83, <4 x i32> zeroinitializer, <4 x i32> <i32 -2097792136, i32 -2097792136, i32 -2097792136, i32 -2097792136>
  %85 = xor <4 x i32> %78, %74
  %86 = xor <4 x i32> %85, %75
  %87 = xor <4 x i32> %86, %81
  %88 = xor <4 x i32> %87, %84
  %89 = getelementptr inbounds [256 x i32], ptr @table32, i64 0, i64 %53
  store <4 x i32> %88, ptr %89, align 4, !tbaa !9
  %90 = add nuw i64 %53, 4
  %91 = add <4 x i32> %54, <i32 4, i32 4, i32 4, i32 4>
  %92 = icmp eq i64 %90, 256
  br i1 %92, label %93, label %52, !llvm.loop !14

93:                                               ; preds = %52, %93
  %94 = phi i32 [ %106, %93 ], [ -1, %52 ]
  %95 = phi i64 [ %97, %93 ], [ 20000, %52 ]
  %96 = phi ptr [ %98, %93 ], [ @main.buf, %52 ]
  %97 = add nsw i64 %95, -1
  %98 = getelementptr inbounds i8, ptr %96, i64 1
  %99 = load i8, ptr %96, align 1, !tbaa !6
  %100 = trunc i32 %94 to i8
  %101 = xor i8 %99, %100
  %102 = zext i8 %101 to i64
  %103 = getelementptr inbounds [256 x i32], ptr @table32, i64 0, i64 %102
  %104 = load i32, ptr %103, align 4, !tbaa !9
  %105 = lshr i32 %94, 8
  %106 = xor i32 %104, %105
  %107 = icmp eq i64 %97, 0
  br i1 %107, label %108, label %93, !llvm.loop !11

108:                                              ; preds = %93, %108
  %109 = phi i64 [ %112, %108 ], [ 20000, %93 ]
  %110 = phi i32 [ %149, %108 ], [ -1, %93 ]
  %111 = phi ptr [ %150, %108 ], [ @main.buf, %93 ]
  %112 = add nsw i64 %109, -1
  %113 = load i8, ptr %111, align 1, !tbaa !6
  %114 = zext i8 %113 to i32
  %115 = xor i32 %110, %114
  %116 = and i32 %115, 1
  %117 = icmp eq i32 %116, 0
  %118 = lshr i32 %115, 4
  %119 = select i1 %117, i32 0, i32 274646895
  %120 = and i32 %115, 2
  %121 = icmp eq i32 %120, 0
  %122 = select i1 %121, i32 0, i32 549293790
  %123 = and i32 %115, 4
  %124 = icmp eq i32 %123, 0
  %125 = select i1 %124, i32 0, i32 1098587580
  %126 = xor i32 %122, %118
  %127 = xor i32 %126, %119
  %128 = xor i32 %127, %125
  %129 = and i32 %115, 8
  %130 = icmp eq i32 %129, 0
  %131 = select i1 %130, i32 0, i32 -2097792136
  %132 = xor i32 %128, %131
  %133 = and i32 %127, 1
  %134 = icmp eq i32 %133, 0
  %135 = lshr i32 %132, 4
  %136 = select i1 %134, i32 0, i32 274646895
  %137 = and i32 %127, 2
  %138 = icmp eq i32 %137, 0
  %139 = select i1 %138, i32 0, i32 549293790
  %140 = and i32 %128, 4
  %141 = icmp eq i32 %140, 0
  %142 = select i1 %141, i32 0, i32 1098587580
  %143 = and i32 %132, 8
  %144 = icmp eq i32 %143, 0
  %145 = select i1 %144, i32 0, i32 -2097792136
  %146 = xor i32 %139, %135
  %147 = xor i32 %146, %136
  %148 = xor i32 %147, %142
  %149 = xor i32 %148, %145
  %150 = getelementptr inbounds i8, ptr %111, i64 1
  %151 = icmp eq i64 %112, 0
  br i1 %151, label %152, label %108, !llvm.loop !13

152:                                              ; preds = %108, %152
  %153 = phi i64 [ %156, %152 ], [ 20000, %108 ]
  %154 = phi i16 [ %192, %152 ], [ -1, %108 ]
  %155 = phi ptr [ %193, %152 ], [ @main.buf, %108 ]
  %156 = add nsw i64 %153, -1
  %157 = load i8, ptr %155, align 1, !tbaa !6
  %158 = zext i8 %157 to i16
  %159 = shl nuw i16 %158, 8
  %160 = xor i16 %159, %154
  %161 = shl i16 %160, 1
  %162 = xor i16 %161, 4129
  %163 = icmp slt i16 %160, 0
  %164 = select i1 %163, i16 %162, i16 %161
  %165 = shl i16 %164, 1
  %166 = xor i16 %165, 4129
  %167 = icmp slt i16 %164, 0
  %168 = select i1 %167, i16 %166, i16 %165
  %169 = shl i16 %168, 1
  %170 = xor i16 %169, 4129
  %171 = icmp slt i16 %168, 0
  %172 = select i1 %171, i16 %170, i16 %169
  %173 = shl i16 %172, 1
  %174 = xor i16 %173, 4129
  %175 = icmp slt i16 %172, 0
  %176 = select i1 %175, i16 %174, i16 %173
  %177 = shl i16 %176, 1
  %178 = xor i16 %177, 4129
  %179 = icmp slt i16 %176, 0
  %180 = select i1 %179, i16 %178, i16 %177
  %181 = shl i16 %180, 1
  %182 = xor i16 %181, 4129
  %183 = icmp slt i16 %180, 0
  %184 = select i1 %183, i16 %182, i16 %181
  %185 = shl i16 %184, 1
  %186 = xor i16 %185, 4129
  %187 = icmp slt i16 %184, 0
  %188 = select i1 %187, i16 %186, i16 %185
  %189 = shl i16 %188, 1
  %190 = xor i16 %189, 4129
  %191 = icmp slt i16 %188, 0
  %192 = select i1 %191, i16 %190, i16 %189
  %193 = getelementptr inbounds i8, ptr %155, i64 1
  %194 = icmp eq i64 %156, 0
  br i1 %194, label %195, label %152, !llvm.loop !17

195:                                              ; preds = %152, %195
  %196 = phi i64 [ %199, %195 ], [ 20000, %152 ]
  %197 = phi i64 [ %242, %195 ], [ -1, %152 ]
  %198 = phi ptr [ %243, %195 ], [ @main.buf, %152 ]
  %199 = add nsw i64 %196, -1
  %200 = load i8, ptr %198, align 1, !tbaa !6
  %201 = zext i8 %200 to i64
  %202 = xor i64 %197, %201
  %203 = and i64 %202, 1
  %204 = icmp eq i64 %203, 0
  %205 = lshr i64 %202, 1
  %206 = xor i64 %205, -3932672073523589310
  %207 = select i1 %204, i64 %205, i64 %206
  %208 = and i64 %207, 1
  %209 = icmp eq i64 %208, 0
  %210 = lshr i64 %207, 1
  %211 = xor i64 %210, -3932672073523589310
  %212 = select i1 %209, i64 %210, i64 %211
  %213 = and i64 %212, 1
  %214 = icmp eq i64 %213, 0
  %215 = lshr i64 %212, 1
  %216 = xor i64 %215, -3932672073523589310
  %217 = select i1 %214, i64 %215, i64 %216
  %218 = and i64 %217, 1
  %219 = icmp eq i64 %218, 0
  %220 = lshr i64 %217, 1
  %221 = xor i64 %220, -3932672073523589310
  %222 = select i1 %219, i64 %220, i64 %221
  %223 = and i64 %222, 1
  %224 = icmp eq i64 %223, 0
  %225 = lshr i64 %222, 1
  %226 = xor i64 %225, -3932672073523589310
  %227 = select i1 %224, i64 %225, i64 %226
  %228 = and i64 %227, 1
  %229 = icmp eq i64 %228, 0
  %230 = lshr i64 %227, 1
  %231 = xor i64 %230, -3932672073523589310
  %232 = select i1 %229, i64 %230, i64 %231
  %233 = and i64 %232, 1
  %234 = icmp eq i64 %233, 0
  %235 = lshr i64 %232, 1
  %236 = xor i64 %235, -3932672073523589310
  %237 = select i1 %234, i64 %235, i64 %236
  %238 = and i64 %237, 1
  %239 = icmp eq i64 %238, 0
  %240 = lshr i64 %237, 1
  %241 = xor i64 %240, -3932672073523589310
  %242 = select i1 %239, i64 %240, i64 %241
  %243 = getelementptr inbounds i8, ptr %198, i64 1
  %244 = icmp eq i64 %199, 0
  br i1 %244, label %245, label %195, !llvm.loop !18

245:                                              ; preds = %195
  %246 = zext i16 %192 to i32
  %247 = xor i32 %149, -1
  %248 = xor i32 %106, -1
  %249 = xor i32 %49, -1
  %250 = xor i32 %15, -1
  %251 = xor i64 %242, -1
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %250, i32 noundef %249, i32 noundef %248, i32 noundef %247, i32 noundef %246, i64 noundef %251)
  %253 = icmp eq i32 %15, %49
  %254 = icmp eq i32 %106, %149
  %255 = select i1 %253, i1 %254, i1 false
  %256 = and i32 %250, 127
  %257 = select i1 %255, i32 %256, i32 100
  ret i32 %257

258:                                              ; preds = %0, %258
  %259 = phi i32 [ 7, %0 ], [ %262, %258 ]
  %260 = phi i64 [ 0, %0 ], [ %266, %258 ]
  %261 = mul i32 %259, 1103515245
  %262 = add i32 %261, 12345
  %263 = lshr i32 %262, 16
  %264 = trunc i32 %263 to i8
  %265 = getelementptr inbounds [20000 x i8], ptr @main.buf, i64 0, i64 %260
  store i8 %264, ptr %265, align 1, !tbaa !6
  %266 = add nuw nsw i64 %260, 1
  %267 = icmp eq i64 %266, 20000
  br i1 %267, label %268, label %258, !llvm.loop !19

268:                                              ; preds = %258, %268
  %269 = phi i64 [ %306, %268 ], [ 0, %258 ]
  %270 = phi <4 x i32> [ %307, %268 ], [ <i32 0, i32 1, i32 2, i32 3>, %258 ]
  %271 = and <4 x i32> %270, <i32 1, i32 1, i32 1, i32 1>
  %272 = icmp eq <4 x i32> %271, zeroinitializer
  %273 = lshr <4 x i32> %270, <i32 6, i32 6, i32 6, i32 6>
  %274 = select <4 x i1> %272, <4 x i32> zeroinitializer, <4 x i32> <i32 124634137, i32 124634137, i32 124634137, i32 124634137>
  %275 = and <4 x i32> %270, <i32 2, i32 2, i32 2, i32 2>
  %276 = icmp eq <4 x i32> %275, zeroinitializer
  %277 = select <4 x i1> %276, <4 x i32> zeroinitializer, <4 x i32> <i32 249268274, i32 249268274, i32 249268274, i32 249268274>
  %278 = and <4 x i32> %270, <i32 4, i32 4, i32 4, i32 4>
  %279 = icmp eq <4 x i32> %278, zeroinitializer
  %280 = select <4 x i1> %279, <4 x i32> zeroinitializer, <4 x i32> <i32 498536548, i32 498536548, i32 498536548, i32 498536548>
  %281 = and <4 x i32> %270, <i32 8, i32 8, i32 8, i32 8>
  %282 = icmp eq <4 x i32> %281, zeroinitializer
  %283 = select <4 x i1> %282, <4 x i32> zeroinitializer, <4 x i32> <i32 997073096, i32 997073096, i32 997073096, i32 997073096>
  %284 = and <4 x i32> %270, <i32 16, i32 16, i32 16, i32 16>
  %285 = icmp eq <4 x i32> %284, zeroinitializer
  %286 = select <4 x i1> %285, <4 x i32> zeroinitializer, <4 x i32> <i32 1994146192, i32 1994146192, i32 1994146192, i32 1994146192>
  %287 = xor <4 x i32> %277, %273
  %288 = xor <4 x i32> %287, %274
  %289 = xor <4 x i32> %288, %280
  %290 = xor <4 x i32> %283, %286
  %291 = and <4 x i32> %270, <i32 32, i32 32, i32 32, i32 32>
  %292 = icmp eq <4 x i32> %291, zeroinitializer
  %293 = select <4 x i1> %292, <4 x i32> zeroinitializer, <4 x i32> <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %294 = xor <4 x i32> %290, %293
  %295 = xor <4 x i32> %294, %289
  %296 = and <4 x i32> %288, <i32 1, i32 1, i32 1, i32 1>
  %297 = icmp eq <4 x i32> %296, zeroinitializer
  %298 = lshr <4 x i32> %295, <i32 2, i32 2, i32 2, i32 2>
  %299 = select <4 x i1> %297, <4 x i32> zeroinitializer, <4 x i32> <i32 1994146192, i32 1994146192, i32 1994146192, i32 1994146192>
  %300 = xor <4 x i32> %299, %298
  %301 = and <4 x i32> %287, <i32 2, i32 2, i32 2, i32 2>
  %302 = icmp eq <4 x i32> %301, zeroinitializer
  %303 = select <4 x i1> %302, <4 x i32> zeroinitializer, <4 x i32> <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %304 = xor <4 x i32> %300, %303
  %305 = getelementptr inbounds [256 x i32], ptr @table32, i64 0, i64 %269
  store <4 x i32> %304, ptr %305, align 4, !tbaa !9
  %306 = add nuw i64 %269, 4
  %307 = add <4 x i32> %270, <i32 4, i32 4, i32 4, i32 4>
  %308 = icmp eq i64 %306, 256
  br i1 %308, label %2, label %268, !llvm.loop !20
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12, !15, !16}
