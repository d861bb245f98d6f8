; ModuleID = 'programs/utf8_processing.c'
source_filename = "programs/utf8_processing.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [27 x i8] c"roundtrip bad=%d sum=%llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"\C0\AF\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"\E0\80\AF\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"\ED\A0\80\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"\F4\90\80\80\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\C3\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\80\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"\E2\82\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\FF\00", align 1
@__const.main.invalid = private unnamed_addr constant [8 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8], align 8
@.str.9 = private unnamed_addr constant [19 x i8] c"invalid[%d] -> %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [34 x i8] c"Gr\C3\BC\C3\9F Gott! \E2\82\AC 100, \F0\9F\98\80 \E6\97\A5\E6\9C\AC\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"U+%04X \00", align 1
@.str.13 = private unnamed_addr constant [45 x i8] c"\0Acodepoints=%d bytes=%zu widths=%d,%d,%d,%d\0A\00", align 1
@dec.minv = internal unnamed_addr constant [5 x i32] [i32 0, i32 0, i32 128, i32 2048, i32 65536], align 4
@str = private unnamed_addr constant [6 x i8] c"error\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i8, align 4
  %2 = alloca i8, align 4
  %3 = alloca i8, align 4
  %4 = alloca [5 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3)
  br label %7

5:                                                ; preds = %135
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %138, i64 noundef %137)
  br label %144

7:                                                ; preds = %0, %135
  %8 = phi i32 [ 0, %0 ], [ %138, %135 ]
  %9 = phi i64 [ 0, %0 ], [ %137, %135 ]
  %10 = phi i32 [ 0, %0 ], [ %141, %135 ]
  %11 = phi i32 [ undef, %0 ], [ %136, %135 ]
  %12 = and i32 %10, 2095104
  %13 = icmp eq i32 %12, 55296
  br i1 %13, label %135, label %14

14:                                               ; preds = %7
  %15 = icmp ult i32 %10, 128
  br i1 %15, label %124, label %16

16:                                               ; preds = %14
  %17 = icmp ult i32 %10, 2048
  br i1 %17, label %18, label %21

18:                                               ; preds = %16
  %19 = lshr i32 %10, 6
  %20 = or disjoint i32 %19, 192
  br label %41

21:                                               ; preds = %16
  %22 = icmp ult i32 %10, 65536
  br i1 %22, label %23, label %30

23:                                               ; preds = %21
  %24 = lshr i32 %10, 12
  %25 = or disjoint i32 %24, 224
  %26 = lshr i32 %10, 6
  %27 = trunc i32 %26 to i8
  %28 = and i8 %27, 63
  %29 = or disjoint i8 %28, -128
  store i8 %29, ptr %1, align 4, !tbaa !6
  br label %41

30:                                               ; preds = %21
  %31 = lshr i32 %10, 18
  %32 = or i32 %31, 240
  %33 = lshr i32 %10, 12
  %34 = trunc i32 %33 to i8
  %35 = and i8 %34, 63
  %36 = or disjoint i8 %35, -128
  store i8 %36, ptr %1, align 4, !tbaa !6
  %37 = lshr i32 %10, 6
  %38 = trunc i32 %37 to i8
  %39 = and i8 %38, 63
  %40 = or disjoint i8 %39, -128
  store i8 %40, ptr %2, align 4, !tbaa !6
  br label %41

41:                                               ; preds = %30, %23, %18
  %42 = phi ptr [ %3, %30 ], [ %2, %23 ], [ %1, %18 ]
  %43 = phi i32 [ %32, %30 ], [ %25, %23 ], [ %20, %18 ]
  %44 = phi i32 [ 4, %30 ], [ 3, %23 ], [ 2, %18 ]
  %45 = trunc i32 %10 to i8
  %46 = and i8 %45, 63
  %47 = or disjoint i8 %46, -128
  store i8 %47, ptr %42, align 4, !tbaa !6
  %48 = and i32 %43, 255
  %49 = and i32 %43, 224
  %50 = icmp eq i32 %49, 192
  br i1 %50, label %61, label %51

51:                                               ; preds = %41
  %52 = and i32 %43, 240
  %53 = icmp eq i32 %52, 224
  br i1 %53, label %57, label %54

54:                                               ; preds = %51
  %55 = and i32 %43, 248
  %56 = icmp eq i32 %55, 240
  br i1 %56, label %57, label %108

57:                                               ; preds = %54, %51
  %58 = phi i32 [ 3, %51 ], [ 4, %54 ]
  %59 = zext nneg i32 %58 to i64
  %60 = icmp ugt i32 %58, %44
  br i1 %60, label %108, label %61

61:                                               ; preds = %41, %57
  %62 = phi i64 [ %59, %57 ], [ 2, %41 ]
  %63 = phi i32 [ %58, %57 ], [ 2, %41 ]
  %64 = lshr i32 127, %63
  %65 = and i32 %64, %48
  %66 = load i8, ptr %1, align 4, !tbaa !6
  %67 = zext i8 %66 to i32
  %68 = and i32 %67, 192
  %69 = icmp eq i32 %68, 128
  br i1 %69, label %70, label %108

70:                                               ; preds = %61
  %71 = shl nuw nsw i32 %65, 6
  %72 = and i32 %67, 63
  %73 = or disjoint i32 %72, %71
  %74 = icmp eq i64 %62, 2
  br i1 %74, label %94, label %75, !llvm.loop !9

75:                                               ; preds = %70
  %76 = load i8, ptr %2, align 4, !tbaa !6
  %77 = zext i8 %76 to i32
  %78 = and i32 %77, 192
  %79 = icmp eq i32 %78, 128
  br i1 %79, label %80, label %108

80:                                               ; preds = %75
  %81 = shl nuw nsw i32 %73, 6
  %82 = and i32 %77, 63
  %83 = or disjoint i32 %82, %81
  %84 = icmp eq i64 %62, 3
  br i1 %84, label %94, label %85, !llvm.loop !9

85:                                               ; preds = %80
  %86 = load i8, ptr %3, align 4, !tbaa !6
  %87 = zext i8 %86 to i32
  %88 = and i32 %87, 192
  %89 = icmp eq i32 %88, 128
  br i1 %89, label %90, label %108

90:                                               ; preds = %85
  %91 = shl nuw nsw i32 %83, 6
  %92 = and i32 %87, 63
  %93 = or disjoint i32 %92, %91
  br label %94

94:                                               ; preds = %90, %80, %70
  %95 = phi i32 [ %71, %70 ], [ %81, %80 ], [ %91, %90 ]
  %96 = phi i32 [ %73, %70 ], [ %83, %80 ], [ %93, %90 ]
  %97 = phi i32 [ %65, %70 ], [ %73, %80 ], [ %83, %90 ]
  %98 = getelementptr inbounds [5 x i32], ptr @dec.minv, i64 0, i64 %62
  %99 = load i32, ptr %98, align 4, !tbaa !11
  %100 = icmp ult i32 %96, %99
  %101 = icmp ugt i32 %95, 1114111
  %102 = or i1 %101, %100
  %103 = and i32 %97, 32736
  %104 = icmp eq i32 %103, 864
  %105 = or i1 %104, %102
  %106 = select i1 %105, i32 %11, i32 %96
  %107 = select i1 %105, i32 -1, i32 %63
  br label %108

108:                                              ; preds = %61, %75, %85, %94, %54, %57
  %109 = phi i32 [ %11, %57 ], [ %11, %54 ], [ %106, %94 ], [ %11, %85 ], [ %11, %75 ], [ %11, %61 ]
  %110 = phi i32 [ -1, %57 ], [ -1, %54 ], [ %107, %94 ], [ -1, %85 ], [ -1, %75 ], [ -1, %61 ]
  %111 = icmp ne i32 %110, %44
  %112 = icmp ne i32 %109, %10
  %113 = select i1 %111, i1 true, i1 %112
  %114 = zext i1 %113 to i32
  %115 = add nsw i32 %8, %114
  %116 = icmp ult i32 %10, 65536
  br i1 %116, label %124, label %117

117:                                              ; preds = %108
  %118 = add nuw nsw i32 %10, 16711680
  %119 = lshr i32 %118, 10
  %120 = or i32 %119, 55296
  %121 = and i32 %10, 1023
  %122 = or disjoint i32 %121, 56320
  %123 = zext nneg i32 %122 to i64
  br label %124

124:                                              ; preds = %14, %108, %117
  %125 = phi i32 [ %120, %117 ], [ %10, %108 ], [ %10, %14 ]
  %126 = phi i32 [ %44, %117 ], [ %44, %108 ], [ 1, %14 ]
  %127 = phi i32 [ %109, %117 ], [ %109, %108 ], [ %10, %14 ]
  %128 = phi i32 [ %115, %117 ], [ %115, %108 ], [ %8, %14 ]
  %129 = phi i64 [ %123, %117 ], [ 0, %108 ], [ 0, %14 ]
  %130 = zext i32 %126 to i64
  %131 = zext nneg i32 %125 to i64
  %132 = add i64 %9, %131
  %133 = add i64 %132, %130
  %134 = add i64 %133, %129
  br label %135

135:                                              ; preds = %7, %124
  %136 = phi i32 [ %11, %7 ], [ %127, %124 ]
  %137 = phi i64 [ %9, %7 ], [ %134, %124 ]
  %138 = phi i32 [ %8, %7 ], [ %128, %124 ]
  %139 = icmp ult i32 %10, 12288
  %140 = select i1 %139, i32 1, i32 97
  %141 = add nuw nsw i32 %140, %10
  %142 = icmp ult i32 %141, 1114112
  br i1 %142, label %7, label %5, !llvm.loop !13

143:                                              ; preds = %213
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %4) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %4, i8 0, i64 20, i1 false)
  br label %219

144:                                              ; preds = %5, %213
  %145 = phi i64 [ 0, %5 ], [ %217, %213 ]
  %146 = getelementptr inbounds [8 x ptr], ptr @__const.main.invalid, i64 0, i64 %145
  %147 = load ptr, ptr %146, align 8, !tbaa !14
  %148 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %147) #7
  %149 = icmp eq i64 %148, 0
  br i1 %149, label %213, label %150

150:                                              ; preds = %144
  %151 = load i8, ptr %147, align 1, !tbaa !6
  %152 = zext i8 %151 to i32
  %153 = icmp sgt i8 %151, -1
  br i1 %153, label %213, label %154

154:                                              ; preds = %150
  %155 = and i32 %152, 224
  %156 = icmp eq i32 %155, 192
  br i1 %156, label %163, label %157

157:                                              ; preds = %154
  %158 = and i32 %152, 240
  %159 = icmp eq i32 %158, 224
  br i1 %159, label %163, label %160

160:                                              ; preds = %157
  %161 = and i32 %152, 248
  %162 = icmp eq i32 %161, 240
  br i1 %162, label %163, label %213

163:                                              ; preds = %160, %157, %154
  %164 = phi i1 [ true, %157 ], [ false, %154 ], [ false, %160 ]
  %165 = phi i32 [ 3, %157 ], [ 2, %154 ], [ 4, %160 ]
  %166 = zext nneg i32 %165 to i64
  %167 = icmp ult i64 %148, %166
  br i1 %167, label %213, label %168

168:                                              ; preds = %163
  %169 = lshr i32 127, %165
  %170 = and i32 %169, %152
  %171 = getelementptr inbounds i8, ptr %147, i64 1
  %172 = load i8, ptr %171, align 1, !tbaa !6
  %173 = zext i8 %172 to i32
  %174 = and i32 %173, 192
  %175 = icmp eq i32 %174, 128
  br i1 %175, label %176, label %213

176:                                              ; preds = %168
  %177 = shl nuw nsw i32 %170, 6
  %178 = and i32 %173, 63
  %179 = or disjoint i32 %178, %177
  br i1 %156, label %200, label %180, !llvm.loop !9

180:                                              ; preds = %176
  %181 = getelementptr inbounds i8, ptr %147, i64 2
  %182 = load i8, ptr %181, align 1, !tbaa !6
  %183 = zext i8 %182 to i32
  %184 = and i32 %183, 192
  %185 = icmp eq i32 %184, 128
  br i1 %185, label %186, label %213

186:                                              ; preds = %180
  %187 = shl nuw nsw i32 %179, 6
  %188 = and i32 %183, 63
  %189 = or disjoint i32 %188, %187
  br i1 %164, label %200, label %190, !llvm.loop !9

190:                                              ; preds = %186
  %191 = getelementptr inbounds i8, ptr %147, i64 3
  %192 = load i8, ptr %191, align 1, !tbaa !6
  %193 = zext i8 %192 to i32
  %194 = and i32 %193, 192
  %195 = icmp eq i32 %194, 128
  br i1 %195, label %196, label %213

196:                                              ; preds = %190
  %197 = shl nuw nsw i32 %189, 6
  %198 = and i32 %193, 63
  %199 = or disjoint i32 %198, %197
  br label %200

200:                                              ; preds = %196, %186, %176
  %201 = phi i32 [ %177, %176 ], [ %187, %186 ], [ %197, %196 ]
  %202 = phi i32 [ %179, %176 ], [ %189, %186 ], [ %199, %196 ]
  %203 = phi i32 [ %170, %176 ], [ %179, %186 ], [ %189, %196 ]
  %204 = getelementptr inbounds [5 x i32], ptr @dec.minv, i64 0, i64 %166
  %205 = load i32, ptr %204, align 4, !tbaa !11
  %206 = icmp ult i32 %202, %205
  %207 = icmp ugt i32 %201, 1114111
  %208 = or i1 %207, %206
  %209 = and i32 %203, 32736
  %210 = icmp eq i32 %209, 864
  %211 = or i1 %210, %208
  %212 = select i1 %211, i32 -1, i32 %165
  br label %213

213:                                              ; preds = %168, %180, %190, %200, %150, %144, %160, %163
  %214 = phi i32 [ -1, %144 ], [ -1, %163 ], [ -1, %160 ], [ 1, %150 ], [ %212, %200 ], [ -1, %190 ], [ -1, %180 ], [ -1, %168 ]
  %215 = trunc nuw nsw i64 %145 to i32
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %215, i32 noundef %214)
  %217 = add nuw nsw i64 %145, 1
  %218 = icmp eq i64 %217, 8
  br i1 %218, label %143, label %144, !llvm.loop !16

219:                                              ; preds = %143, %286
  %220 = phi i32 [ 0, %143 ], [ %293, %286 ]
  %221 = phi i64 [ 33, %143 ], [ %296, %286 ]
  %222 = phi ptr [ @.str.10, %143 ], [ %295, %286 ]
  %223 = load i8, ptr %222, align 1, !tbaa !6
  %224 = zext i8 %223 to i32
  %225 = icmp sgt i8 %223, -1
  br i1 %225, label %286, label %226

226:                                              ; preds = %219
  %227 = and i32 %224, 224
  %228 = icmp eq i32 %227, 192
  br i1 %228, label %235, label %229

229:                                              ; preds = %226
  %230 = and i32 %224, 240
  %231 = icmp eq i32 %230, 224
  br i1 %231, label %235, label %232

232:                                              ; preds = %229
  %233 = and i32 %224, 248
  %234 = icmp eq i32 %233, 240
  br i1 %234, label %235, label %284

235:                                              ; preds = %232, %229, %226
  %236 = phi i1 [ true, %229 ], [ false, %226 ], [ false, %232 ]
  %237 = phi i32 [ 3, %229 ], [ 2, %226 ], [ 4, %232 ]
  %238 = zext nneg i32 %237 to i64
  %239 = icmp ult i64 %221, %238
  br i1 %239, label %284, label %240

240:                                              ; preds = %235
  %241 = lshr i32 127, %237
  %242 = and i32 %241, %224
  %243 = getelementptr inbounds i8, ptr %222, i64 1
  %244 = load i8, ptr %243, align 1, !tbaa !6
  %245 = zext i8 %244 to i32
  %246 = and i32 %245, 192
  %247 = icmp eq i32 %246, 128
  br i1 %247, label %248, label %284

248:                                              ; preds = %240
  %249 = shl nuw nsw i32 %242, 6
  %250 = and i32 %245, 63
  %251 = or disjoint i32 %250, %249
  br i1 %228, label %272, label %252, !llvm.loop !9

252:                                              ; preds = %248
  %253 = getelementptr inbounds i8, ptr %222, i64 2
  %254 = load i8, ptr %253, align 1, !tbaa !6
  %255 = zext i8 %254 to i32
  %256 = and i32 %255, 192
  %257 = icmp eq i32 %256, 128
  br i1 %257, label %258, label %284

258:                                              ; preds = %252
  %259 = shl nuw nsw i32 %251, 6
  %260 = and i32 %255, 63
  %261 = or disjoint i32 %260, %259
  br i1 %236, label %272, label %262, !llvm.loop !9

262:                                              ; preds = %258
  %263 = getelementptr inbounds i8, ptr %222, i64 3
  %264 = load i8, ptr %263, align 1, !tbaa !6
  %265 = zext i8 %264 to i32
  %266 = and i32 %265, 192
  %267 = icmp eq i32 %266, 128
  br i1 %267, label %268, label %284

268:                                              ; preds = %262
  %269 = shl nuw nsw i32 %261, 6
  %270 = and i32 %265, 63
  %271 = or disjoint i32 %270, %269
  br label %272

272:                                              ; preds = %268, %258, %248
  %273 = phi i32 [ %249, %248 ], [ %259, %258 ], [ %269, %268 ]
  %274 = phi i32 [ %251, %248 ], [ %261, %258 ], [ %271, %268 ]
  %275 = phi i32 [ %242, %248 ], [ %251, %258 ], [ %261, %268 ]
  %276 = getelementptr inbounds [5 x i32], ptr @dec.minv, i64 0, i64 %238
  %277 = load i32, ptr %276, align 4, !tbaa !11
  %278 = icmp ult i32 %274, %277
  %279 = icmp ugt i32 %273, 1114111
  %280 = or i1 %279, %278
  %281 = and i32 %275, 32736
  %282 = icmp eq i32 %281, 864
  %283 = or i1 %282, %280
  br i1 %283, label %284, label %286

284:                                              ; preds = %232, %272, %235, %240, %252, %262
  %285 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %298

286:                                              ; preds = %219, %272
  %287 = phi i32 [ %274, %272 ], [ %224, %219 ]
  %288 = phi i32 [ %237, %272 ], [ 1, %219 ]
  %289 = zext nneg i32 %288 to i64
  %290 = getelementptr inbounds [5 x i32], ptr %4, i64 0, i64 %289
  %291 = load i32, ptr %290, align 4, !tbaa !11
  %292 = add nsw i32 %291, 1
  store i32 %292, ptr %290, align 4, !tbaa !11
  %293 = add nuw nsw i32 %220, 1
  %294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %287)
  %295 = getelementptr inbounds i8, ptr %222, i64 %289
  %296 = sub i64 %221, %289
  %297 = icmp eq i64 %296, 0
  br i1 %297, label %298, label %219

298:                                              ; preds = %286, %284
  %299 = phi i32 [ %220, %284 ], [ %293, %286 ]
  %300 = getelementptr inbounds i8, ptr %4, i64 4
  %301 = load i32, ptr %300, align 4, !tbaa !11
  %302 = getelementptr inbounds i8, ptr %4, i64 8
  %303 = load i32, ptr %302, align 4, !tbaa !11
  %304 = getelementptr inbounds i8, ptr %4, i64 12
  %305 = load i32, ptr %304, align 4, !tbaa !11
  %306 = getelementptr inbounds i8, ptr %4, i64 16
  %307 = load i32, ptr %306, align 4, !tbaa !11
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %299, i64 noundef 33, i32 noundef %301, i32 noundef %303, i32 noundef %305, i32 noundef %307)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3)
  ret i32 %299
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

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
!15 = !{!"any pointer", !7, i64 0}
!16 = distinct !{!16, !10}
