; ModuleID = 'programs/varint_zigzag.c'
source_filename = "programs/varint_zigzag.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"%llu:%d \00", align 1
@__const.main.sv = private unnamed_addr constant [13 x i64] [i64 0, i64 1, i64 -1, i64 63, i64 64, i64 -64, i64 -65, i64 8191, i64 -8192, i64 -2147483648, i64 2147483647, i64 -9223372036854775808, i64 9223372036854775807], align 8
@.str.2 = private unnamed_addr constant [15 x i8] c"%lld:%d[%02x] \00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"zigzag32: %u %u %u %u %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [40 x i8] c"stream bytes=%d decoded=%d bad=%d lens:\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i8], align 1
  %2 = alloca [11 x i32], align 4
  %3 = alloca [20000 x i8], align 1
  %4 = alloca [1000 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %2) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(44) %2, i8 0, i64 44, i1 false)
  br label %7

5:                                                ; preds = %116
  %6 = tail call i32 @putchar(i32 10)
  br label %134

7:                                                ; preds = %0, %116
  %8 = phi i64 [ 0, %0 ], [ %129, %116 ]
  %9 = phi i32 [ 0, %0 ], [ %122, %116 ]
  %10 = shl nsw i64 -1, %8
  %11 = xor i64 %10, -1
  %12 = shl nuw i64 1, %8
  %13 = icmp ult i64 %8, 63
  %14 = add nuw i64 %12, 1
  %15 = select i1 %13, i64 %14, i64 -2
  br label %16

16:                                               ; preds = %16, %7
  %17 = phi i64 [ %25, %16 ], [ 0, %7 ]
  %18 = phi i64 [ %21, %16 ], [ %11, %7 ]
  %19 = trunc i64 %18 to i8
  %20 = and i8 %19, 127
  %21 = lshr i64 %18, 7
  %22 = icmp ult i64 %18, 128
  %23 = select i1 %22, i8 0, i8 -128
  %24 = or disjoint i8 %20, %23
  %25 = add nuw nsw i64 %17, 1
  %26 = getelementptr inbounds i8, ptr %1, i64 %17
  store i8 %24, ptr %26, align 1, !tbaa !6
  br i1 %22, label %27, label %16, !llvm.loop !9

27:                                               ; preds = %16, %27
  %28 = phi i64 [ %31, %27 ], [ 0, %16 ]
  %29 = phi i64 [ %38, %27 ], [ 0, %16 ]
  %30 = phi i64 [ %37, %27 ], [ 0, %16 ]
  %31 = add nuw nsw i64 %28, 1
  %32 = getelementptr inbounds i8, ptr %1, i64 %28
  %33 = load i8, ptr %32, align 1, !tbaa !6
  %34 = and i8 %33, 127
  %35 = zext nneg i8 %34 to i64
  %36 = shl i64 %35, %29
  %37 = or i64 %36, %30
  %38 = add nuw nsw i64 %29, 7
  %39 = icmp sgt i8 %33, -1
  br i1 %39, label %40, label %27

40:                                               ; preds = %27
  %41 = trunc nuw nsw i64 %25 to i32
  %42 = icmp ne i64 %28, %17
  %43 = icmp ne i64 %37, %11
  %44 = select i1 %42, i1 true, i1 %43
  %45 = zext i1 %44 to i32
  %46 = shl i64 %25, 32
  %47 = ashr exact i64 %46, 32
  %48 = getelementptr inbounds [11 x i32], ptr %2, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !11
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %48, align 4, !tbaa !11
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %11, i32 noundef %41)
  br label %52

52:                                               ; preds = %52, %40
  %53 = phi i64 [ %61, %52 ], [ 0, %40 ]
  %54 = phi i64 [ %57, %52 ], [ %12, %40 ]
  %55 = trunc i64 %54 to i8
  %56 = and i8 %55, 127
  %57 = lshr i64 %54, 7
  %58 = icmp ult i64 %54, 128
  %59 = select i1 %58, i8 0, i8 -128
  %60 = or disjoint i8 %56, %59
  %61 = add nuw nsw i64 %53, 1
  %62 = getelementptr inbounds i8, ptr %1, i64 %53
  store i8 %60, ptr %62, align 1, !tbaa !6
  br i1 %58, label %63, label %52, !llvm.loop !9

63:                                               ; preds = %52
  %64 = add nsw i32 %9, %45
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi i64 [ %69, %65 ], [ 0, %63 ]
  %67 = phi i64 [ %76, %65 ], [ 0, %63 ]
  %68 = phi i64 [ %75, %65 ], [ 0, %63 ]
  %69 = add nuw nsw i64 %66, 1
  %70 = getelementptr inbounds i8, ptr %1, i64 %66
  %71 = load i8, ptr %70, align 1, !tbaa !6
  %72 = and i8 %71, 127
  %73 = zext nneg i8 %72 to i64
  %74 = shl i64 %73, %67
  %75 = or i64 %74, %68
  %76 = add nuw nsw i64 %67, 7
  %77 = icmp sgt i8 %71, -1
  br i1 %77, label %78, label %65

78:                                               ; preds = %65
  %79 = trunc nuw nsw i64 %61 to i32
  %80 = icmp ne i64 %66, %53
  %81 = icmp ne i64 %75, %12
  %82 = select i1 %80, i1 true, i1 %81
  %83 = zext i1 %82 to i32
  %84 = shl i64 %61, 32
  %85 = ashr exact i64 %84, 32
  %86 = getelementptr inbounds [11 x i32], ptr %2, i64 0, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !11
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %86, align 4, !tbaa !11
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %12, i32 noundef %79)
  br label %90

90:                                               ; preds = %90, %78
  %91 = phi i64 [ %99, %90 ], [ 0, %78 ]
  %92 = phi i64 [ %95, %90 ], [ %15, %78 ]
  %93 = trunc i64 %92 to i8
  %94 = and i8 %93, 127
  %95 = lshr i64 %92, 7
  %96 = icmp ult i64 %92, 128
  %97 = select i1 %96, i8 0, i8 -128
  %98 = or disjoint i8 %94, %97
  %99 = add nuw nsw i64 %91, 1
  %100 = getelementptr inbounds i8, ptr %1, i64 %91
  store i8 %98, ptr %100, align 1, !tbaa !6
  br i1 %96, label %101, label %90, !llvm.loop !9

101:                                              ; preds = %90
  %102 = add nsw i32 %64, %83
  br label %103

103:                                              ; preds = %103, %101
  %104 = phi i64 [ %107, %103 ], [ 0, %101 ]
  %105 = phi i64 [ %114, %103 ], [ 0, %101 ]
  %106 = phi i64 [ %113, %103 ], [ 0, %101 ]
  %107 = add nuw nsw i64 %104, 1
  %108 = getelementptr inbounds i8, ptr %1, i64 %104
  %109 = load i8, ptr %108, align 1, !tbaa !6
  %110 = and i8 %109, 127
  %111 = zext nneg i8 %110 to i64
  %112 = shl i64 %111, %105
  %113 = or i64 %112, %106
  %114 = add nuw nsw i64 %105, 7
  %115 = icmp sgt i8 %109, -1
  br i1 %115, label %116, label %103

116:                                              ; preds = %103
  %117 = trunc nuw nsw i64 %99 to i32
  %118 = icmp ne i64 %104, %91
  %119 = icmp ne i64 %113, %15
  %120 = select i1 %118, i1 true, i1 %119
  %121 = zext i1 %120 to i32
  %122 = add nsw i32 %102, %121
  %123 = shl i64 %99, 32
  %124 = ashr exact i64 %123, 32
  %125 = getelementptr inbounds [11 x i32], ptr %2, i64 0, i64 %124
  %126 = load i32, ptr %125, align 4, !tbaa !11
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %125, align 4, !tbaa !11
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %15, i32 noundef %117)
  %129 = add nuw nsw i64 %8, 7
  %130 = icmp ult i64 %8, 58
  br i1 %130, label %7, label %5, !llvm.loop !13

131:                                              ; preds = %173
  %132 = tail call i32 @putchar(i32 10)
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 1, i32 noundef 2, i32 noundef -1, i32 noundef -2)
  call void @llvm.lifetime.start.p0(i64 20000, ptr nonnull %3) #5
  call void @llvm.lifetime.start.p0(i64 8000, ptr nonnull %4) #5
  br label %196

134:                                              ; preds = %5, %173
  %135 = phi i64 [ 0, %5 ], [ %194, %173 ]
  %136 = phi i32 [ %122, %5 ], [ %186, %173 ]
  %137 = getelementptr inbounds [13 x i64], ptr @__const.main.sv, i64 0, i64 %135
  %138 = load i64, ptr %137, align 8, !tbaa !14
  br label %139

139:                                              ; preds = %148, %134
  %140 = phi i64 [ 0, %134 ], [ %156, %148 ]
  %141 = phi i64 [ %138, %134 ], [ %149, %148 ]
  %142 = trunc i64 %141 to i8
  %143 = and i8 %142, 127
  %144 = icmp ult i64 %141, 64
  br i1 %144, label %145, label %148

145:                                              ; preds = %139
  %146 = add nuw nsw i64 %140, 1
  %147 = getelementptr inbounds i8, ptr %1, i64 %140
  store i8 %143, ptr %147, align 1, !tbaa !6
  br label %158

148:                                              ; preds = %139
  %149 = ashr i64 %141, 7
  %150 = icmp eq i64 %149, -1
  %151 = and i64 %141, 64
  %152 = icmp ne i64 %151, 0
  %153 = and i1 %150, %152
  %154 = select i1 %153, i8 0, i8 -128
  %155 = or disjoint i8 %154, %143
  %156 = add nuw nsw i64 %140, 1
  %157 = getelementptr inbounds i8, ptr %1, i64 %140
  store i8 %155, ptr %157, align 1, !tbaa !6
  br i1 %153, label %158, label %139, !llvm.loop !16

158:                                              ; preds = %148, %145
  %159 = phi i64 [ %146, %145 ], [ %156, %148 ]
  br label %160

160:                                              ; preds = %160, %158
  %161 = phi i64 [ %164, %160 ], [ 0, %158 ]
  %162 = phi i64 [ %171, %160 ], [ 0, %158 ]
  %163 = phi i64 [ %170, %160 ], [ 0, %158 ]
  %164 = add nuw nsw i64 %161, 1
  %165 = getelementptr inbounds i8, ptr %1, i64 %161
  %166 = load i8, ptr %165, align 1, !tbaa !6
  %167 = and i8 %166, 127
  %168 = zext nneg i8 %167 to i64
  %169 = shl i64 %168, %162
  %170 = or i64 %169, %163
  %171 = add nuw nsw i64 %162, 7
  %172 = icmp sgt i8 %166, -1
  br i1 %172, label %173, label %160, !llvm.loop !17

173:                                              ; preds = %160
  %174 = trunc nuw i64 %159 to i32
  %175 = icmp ugt i64 %162, 56
  %176 = icmp ult i8 %166, 64
  %177 = or i1 %175, %176
  %178 = and i64 %171, 4294967295
  %179 = shl nsw i64 -1, %178
  %180 = select i1 %177, i64 0, i64 %179
  %181 = or i64 %170, %180
  %182 = icmp ne i64 %164, %159
  %183 = icmp ne i64 %181, %138
  %184 = select i1 %182, i1 true, i1 %183
  %185 = zext i1 %184 to i32
  %186 = add nsw i32 %136, %185
  %187 = shl i64 %159, 32
  %188 = add i64 %187, -4294967296
  %189 = ashr exact i64 %188, 32
  %190 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %189
  %191 = load i8, ptr %190, align 1, !tbaa !6
  %192 = zext i8 %191 to i32
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %138, i32 noundef %174, i32 noundef %192)
  %194 = add nuw nsw i64 %135, 1
  %195 = icmp eq i64 %194, 13
  br i1 %195, label %131, label %134, !llvm.loop !18

196:                                              ; preds = %131, %221
  %197 = phi i64 [ 0, %131 ], [ %224, %221 ]
  %198 = phi i64 [ 1, %131 ], [ %201, %221 ]
  %199 = phi i32 [ 0, %131 ], [ %223, %221 ]
  %200 = mul i64 %198, 6364136223846793005
  %201 = add i64 %200, 1442695040888963407
  %202 = urem i64 %201, 60
  %203 = ashr i64 %201, %202
  %204 = getelementptr inbounds [1000 x i64], ptr %4, i64 0, i64 %197
  store i64 %203, ptr %204, align 8, !tbaa !14
  %205 = shl i64 %203, 1
  %206 = ashr i64 %203, 63
  %207 = xor i64 %205, %206
  %208 = sext i32 %199 to i64
  %209 = getelementptr inbounds i8, ptr %3, i64 %208
  br label %210

210:                                              ; preds = %210, %196
  %211 = phi i64 [ %219, %210 ], [ 0, %196 ]
  %212 = phi i64 [ %215, %210 ], [ %207, %196 ]
  %213 = trunc i64 %212 to i8
  %214 = and i8 %213, 127
  %215 = lshr i64 %212, 7
  %216 = icmp ult i64 %212, 128
  %217 = select i1 %216, i8 0, i8 -128
  %218 = or disjoint i8 %214, %217
  %219 = add nuw nsw i64 %211, 1
  %220 = getelementptr inbounds i8, ptr %209, i64 %211
  store i8 %218, ptr %220, align 1, !tbaa !6
  br i1 %216, label %221, label %210, !llvm.loop !9

221:                                              ; preds = %210
  %222 = trunc nuw nsw i64 %219 to i32
  %223 = add nsw i32 %199, %222
  %224 = add nuw nsw i64 %197, 1
  %225 = icmp eq i64 %224, 1000
  br i1 %225, label %264, label %196, !llvm.loop !19

226:                                              ; preds = %283
  %227 = icmp eq i32 %285, %223
  %228 = zext i1 %227 to i32
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %223, i32 noundef %228, i32 noundef %303)
  %230 = getelementptr inbounds i8, ptr %2, i64 4
  %231 = load i32, ptr %230, align 4, !tbaa !11
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %231)
  %233 = getelementptr inbounds i8, ptr %2, i64 8
  %234 = load i32, ptr %233, align 4, !tbaa !11
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %234)
  %236 = getelementptr inbounds i8, ptr %2, i64 12
  %237 = load i32, ptr %236, align 4, !tbaa !11
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %237)
  %239 = getelementptr inbounds i8, ptr %2, i64 16
  %240 = load i32, ptr %239, align 4, !tbaa !11
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %240)
  %242 = getelementptr inbounds i8, ptr %2, i64 20
  %243 = load i32, ptr %242, align 4, !tbaa !11
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %243)
  %245 = getelementptr inbounds i8, ptr %2, i64 24
  %246 = load i32, ptr %245, align 4, !tbaa !11
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %246)
  %248 = getelementptr inbounds i8, ptr %2, i64 28
  %249 = load i32, ptr %248, align 4, !tbaa !11
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %249)
  %251 = getelementptr inbounds i8, ptr %2, i64 32
  %252 = load i32, ptr %251, align 4, !tbaa !11
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %252)
  %254 = getelementptr inbounds i8, ptr %2, i64 36
  %255 = load i32, ptr %254, align 4, !tbaa !11
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %255)
  %257 = getelementptr inbounds i8, ptr %2, i64 40
  %258 = load i32, ptr %257, align 4, !tbaa !11
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %258)
  %260 = tail call i32 @putchar(i32 10)
  %261 = icmp eq i32 %303, 0
  %262 = and i32 %223, 127
  %263 = select i1 %261, i32 %262, i32 100
  call void @llvm.lifetime.end.p0(i64 8000, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 20000, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #5
  ret i32 %263

264:                                              ; preds = %221, %283
  %265 = phi i64 [ %304, %283 ], [ 0, %221 ]
  %266 = phi i32 [ %285, %283 ], [ 0, %221 ]
  %267 = phi i32 [ %303, %283 ], [ %186, %221 ]
  %268 = sext i32 %266 to i64
  %269 = getelementptr inbounds i8, ptr %3, i64 %268
  br label %270

270:                                              ; preds = %270, %264
  %271 = phi i64 [ %274, %270 ], [ 0, %264 ]
  %272 = phi i64 [ %281, %270 ], [ 0, %264 ]
  %273 = phi i64 [ %280, %270 ], [ 0, %264 ]
  %274 = add nuw nsw i64 %271, 1
  %275 = getelementptr inbounds i8, ptr %269, i64 %271
  %276 = load i8, ptr %275, align 1, !tbaa !6
  %277 = and i8 %276, 127
  %278 = zext nneg i8 %277 to i64
  %279 = shl i64 %278, %272
  %280 = or i64 %279, %273
  %281 = add nuw nsw i64 %272, 7
  %282 = icmp sgt i8 %276, -1
  br i1 %282, label %283, label %270

283:                                              ; preds = %270
  %284 = trunc nuw i64 %274 to i32
  %285 = add nsw i32 %266, %284
  %286 = lshr i64 %280, 1
  %287 = and i64 %280, 1
  %288 = sub nsw i64 0, %287
  %289 = xor i64 %286, %288
  %290 = getelementptr inbounds [1000 x i64], ptr %4, i64 0, i64 %265
  %291 = load i64, ptr %290, align 8, !tbaa !14
  %292 = icmp ne i64 %289, %291
  %293 = zext i1 %292 to i32
  %294 = add nsw i32 %267, %293
  %295 = trunc i64 %291 to i32
  %296 = shl i32 %295, 1
  %297 = ashr i32 %295, 31
  %298 = xor i32 %296, %297
  %299 = lshr i32 %298, 1
  %300 = xor i32 %299, %297
  %301 = icmp ne i32 %300, %295
  %302 = zext i1 %301 to i32
  %303 = add nsw i32 %294, %302
  %304 = add nuw nsw i64 %265, 1
  %305 = icmp eq i64 %304, 1000
  br i1 %305, label %226, label %264, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !7, i64 0}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
