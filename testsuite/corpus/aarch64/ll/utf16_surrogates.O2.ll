; ModuleID = 'programs/utf16_surrogates.c'
source_filename = "programs/utf16_surrogates.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [58 x i8] c"code points=%d utf8 bytes=%d utf16 units=%d roundtrip=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"planes:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"\C0\AF\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"\E0\80\AF\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"\ED\A0\80\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"\F4\90\80\80\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"\F0\9F\98\80\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"\E2\82\AC\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c"\80\00", align 1
@__const.main.bad = private unnamed_addr constant [7 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10], align 8
@.str.11 = private unnamed_addr constant [7 x i8] c"%d:%s \00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"invalid\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"U+%04X \00", align 1
@.str.15 = private unnamed_addr constant [37 x i8] c"\0AU+1F600 -> %04x %04x, bswap32 %08x\0A\00", align 1
@dec8.minv = internal unnamed_addr constant [5 x i32] [i32 0, i32 0, i32 128, i32 2048, i32 65536], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2000 x i32], align 4
  %2 = alloca [10000 x i8], align 1
  %3 = alloca [5000 x i16], align 2
  %4 = alloca [17 x i32], align 4
  %5 = alloca [10000 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 8000, ptr nonnull %1) #7
  br label %10

6:                                                ; preds = %19
  call void @llvm.lifetime.start.p0(i64 10000, ptr nonnull %2) #7
  %7 = icmp sgt i32 %20, 0
  br i1 %7, label %8, label %27

8:                                                ; preds = %6
  %9 = zext nneg i32 %20 to i64
  br label %29

10:                                               ; preds = %0, %19
  %11 = phi i32 [ 0, %0 ], [ %20, %19 ]
  %12 = phi i32 [ 0, %0 ], [ %23, %19 ]
  %13 = add nsw i32 %12, -57344
  %14 = icmp ult i32 %13, -2048
  br i1 %14, label %15, label %19

15:                                               ; preds = %10
  %16 = add nsw i32 %11, 1
  %17 = sext i32 %11 to i64
  %18 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %17
  store i32 %12, ptr %18, align 4, !tbaa !6
  br label %19

19:                                               ; preds = %15, %10
  %20 = phi i32 [ %16, %15 ], [ %11, %10 ]
  %21 = lshr i32 %12, 10
  %22 = add nuw nsw i32 %12, 693
  %23 = add nuw nsw i32 %22, %21
  %24 = icmp ult i32 %23, 1114112
  %25 = icmp slt i32 %20, 2000
  %26 = select i1 %24, i1 %25, i1 false
  br i1 %26, label %10, label %6, !llvm.loop !10

27:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 10000, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 68, ptr nonnull %4) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(68) %4, i8 0, i64 68, i1 false)
  call void @llvm.lifetime.start.p0(i64 10000, ptr nonnull %5) #7
  br label %274

28:                                               ; preds = %81
  call void @llvm.lifetime.start.p0(i64 10000, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 68, ptr nonnull %4) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(68) %4, i8 0, i64 68, i1 false)
  br label %86

29:                                               ; preds = %8, %81
  %30 = phi i64 [ 0, %8 ], [ %84, %81 ]
  %31 = phi i32 [ 0, %8 ], [ %83, %81 ]
  %32 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %30
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = zext nneg i32 %31 to i64
  %35 = getelementptr inbounds i8, ptr %2, i64 %34
  %36 = icmp ult i32 %33, 128
  br i1 %36, label %37, label %39

37:                                               ; preds = %29
  %38 = trunc nuw nsw i32 %33 to i8
  store i8 %38, ptr %35, align 1, !tbaa !12
  br label %81

39:                                               ; preds = %29
  %40 = icmp ult i32 %33, 2048
  br i1 %40, label %41, label %49

41:                                               ; preds = %39
  %42 = lshr i32 %33, 6
  %43 = trunc nuw i32 %42 to i8
  %44 = or disjoint i8 %43, -64
  store i8 %44, ptr %35, align 1, !tbaa !12
  %45 = trunc i32 %33 to i8
  %46 = and i8 %45, 63
  %47 = or disjoint i8 %46, -128
  %48 = getelementptr inbounds i8, ptr %35, i64 1
  store i8 %47, ptr %48, align 1, !tbaa !12
  br label %81

49:                                               ; preds = %39
  %50 = icmp ult i32 %33, 65536
  %51 = getelementptr inbounds i8, ptr %35, i64 1
  br i1 %50, label %52, label %64

52:                                               ; preds = %49
  %53 = lshr i32 %33, 12
  %54 = trunc nuw i32 %53 to i8
  %55 = or disjoint i8 %54, -32
  store i8 %55, ptr %35, align 1, !tbaa !12
  %56 = lshr i32 %33, 6
  %57 = trunc i32 %56 to i8
  %58 = and i8 %57, 63
  %59 = or disjoint i8 %58, -128
  store i8 %59, ptr %51, align 1, !tbaa !12
  %60 = trunc i32 %33 to i8
  %61 = and i8 %60, 63
  %62 = or disjoint i8 %61, -128
  %63 = getelementptr inbounds i8, ptr %35, i64 2
  store i8 %62, ptr %63, align 1, !tbaa !12
  br label %81

64:                                               ; preds = %49
  %65 = lshr i32 %33, 18
  %66 = trunc i32 %65 to i8
  %67 = or i8 %66, -16
  store i8 %67, ptr %35, align 1, !tbaa !12
  %68 = lshr i32 %33, 12
  %69 = trunc i32 %68 to i8
  %70 = and i8 %69, 63
  %71 = or disjoint i8 %70, -128
  store i8 %71, ptr %51, align 1, !tbaa !12
  %72 = lshr i32 %33, 6
  %73 = trunc i32 %72 to i8
  %74 = and i8 %73, 63
  %75 = or disjoint i8 %74, -128
  %76 = getelementptr inbounds i8, ptr %35, i64 2
  store i8 %75, ptr %76, align 1, !tbaa !12
  %77 = trunc i32 %33 to i8
  %78 = and i8 %77, 63
  %79 = or disjoint i8 %78, -128
  %80 = getelementptr inbounds i8, ptr %35, i64 3
  store i8 %79, ptr %80, align 1, !tbaa !12
  br label %81

81:                                               ; preds = %37, %41, %52, %64
  %82 = phi i32 [ 1, %37 ], [ 2, %41 ], [ 3, %52 ], [ 4, %64 ]
  %83 = add nuw nsw i32 %82, %31
  %84 = add nuw nsw i64 %30, 1
  %85 = icmp eq i64 %84, %9
  br i1 %85, label %28, label %29, !llvm.loop !13

86:                                               ; preds = %28, %182
  %87 = phi i32 [ %184, %182 ], [ 0, %28 ]
  %88 = phi i32 [ %188, %182 ], [ 0, %28 ]
  %89 = zext nneg i32 %87 to i64
  %90 = getelementptr inbounds i8, ptr %2, i64 %89
  %91 = sub nsw i32 %83, %87
  %92 = icmp slt i32 %91, 1
  br i1 %92, label %432, label %93

93:                                               ; preds = %86
  %94 = load i8, ptr %90, align 1, !tbaa !12
  %95 = zext i8 %94 to i32
  %96 = icmp sgt i8 %94, -1
  br i1 %96, label %97, label %101

97:                                               ; preds = %93
  %98 = add nuw nsw i32 %87, 1
  %99 = zext nneg i32 %88 to i64
  %100 = getelementptr inbounds i16, ptr %3, i64 %99
  br label %168

101:                                              ; preds = %93
  %102 = and i32 %95, 224
  %103 = icmp eq i32 %102, 192
  br i1 %103, label %111, label %104

104:                                              ; preds = %101
  %105 = and i32 %95, 240
  %106 = icmp eq i32 %105, 224
  br i1 %106, label %111, label %107

107:                                              ; preds = %104
  %108 = and i32 %95, 248
  %109 = icmp eq i32 %108, 240
  %110 = select i1 %109, i32 4, i32 0
  br label %111

111:                                              ; preds = %107, %104, %101
  %112 = phi i32 [ 2, %101 ], [ %110, %107 ], [ 3, %104 ]
  %113 = add nsw i32 %112, -1
  %114 = icmp ult i32 %113, %91
  br i1 %114, label %115, label %432

115:                                              ; preds = %111
  %116 = lshr i32 127, %112
  %117 = and i32 %116, %95
  %118 = icmp ugt i32 %112, 1
  br i1 %118, label %119, label %152

119:                                              ; preds = %115
  %120 = zext nneg i32 %112 to i64
  %121 = getelementptr inbounds i8, ptr %90, i64 1
  %122 = load i8, ptr %121, align 1, !tbaa !12
  %123 = zext i8 %122 to i32
  %124 = and i32 %123, 192
  %125 = icmp eq i32 %124, 128
  br i1 %125, label %126, label %432

126:                                              ; preds = %119
  %127 = shl nuw nsw i32 %117, 6
  %128 = and i32 %123, 63
  %129 = or disjoint i32 %128, %127
  %130 = icmp eq i32 %112, 2
  br i1 %130, label %152, label %131, !llvm.loop !14

131:                                              ; preds = %126
  %132 = getelementptr inbounds i8, ptr %90, i64 2
  %133 = load i8, ptr %132, align 1, !tbaa !12
  %134 = zext i8 %133 to i32
  %135 = and i32 %134, 192
  %136 = icmp eq i32 %135, 128
  br i1 %136, label %137, label %432

137:                                              ; preds = %131
  %138 = shl nuw nsw i32 %129, 6
  %139 = and i32 %134, 63
  %140 = or disjoint i32 %139, %138
  %141 = icmp eq i32 %112, 3
  br i1 %141, label %152, label %142, !llvm.loop !14

142:                                              ; preds = %137
  %143 = getelementptr inbounds i8, ptr %90, i64 3
  %144 = load i8, ptr %143, align 1, !tbaa !12
  %145 = zext i8 %144 to i32
  %146 = and i32 %145, 192
  %147 = icmp eq i32 %146, 128
  br i1 %147, label %148, label %432

148:                                              ; preds = %142
  %149 = shl nuw nsw i32 %140, 6
  %150 = and i32 %145, 63
  %151 = or disjoint i32 %150, %149
  br label %152

152:                                              ; preds = %126, %137, %148, %115
  %153 = phi i64 [ 1, %115 ], [ %120, %148 ], [ %120, %137 ], [ %120, %126 ]
  %154 = phi i32 [ %117, %115 ], [ %129, %126 ], [ %140, %137 ], [ %151, %148 ]
  %155 = getelementptr inbounds [5 x i32], ptr @dec8.minv, i64 0, i64 %153
  %156 = load i32, ptr %155, align 4, !tbaa !6
  %157 = icmp ult i32 %154, %156
  %158 = icmp ugt i32 %154, 1114111
  %159 = or i1 %158, %157
  %160 = and i32 %154, 2095104
  %161 = icmp eq i32 %160, 55296
  %162 = or i1 %161, %159
  br i1 %162, label %432, label %163

163:                                              ; preds = %152
  %164 = add nuw nsw i32 %112, %87
  %165 = zext nneg i32 %88 to i64
  %166 = getelementptr inbounds i16, ptr %3, i64 %165
  %167 = icmp ult i32 %154, 65536
  br i1 %167, label %168, label %173

168:                                              ; preds = %97, %163
  %169 = phi ptr [ %100, %97 ], [ %166, %163 ]
  %170 = phi i32 [ %98, %97 ], [ %164, %163 ]
  %171 = phi i32 [ %95, %97 ], [ %154, %163 ]
  %172 = trunc nuw i32 %171 to i16
  br label %182

173:                                              ; preds = %163
  %174 = add nuw nsw i32 %154, 16711680
  %175 = lshr i32 %174, 10
  %176 = trunc nuw i32 %175 to i16
  %177 = or i16 %176, -10240
  %178 = trunc i32 %154 to i16
  %179 = and i16 %178, 1023
  %180 = or disjoint i16 %179, -9216
  %181 = getelementptr inbounds i8, ptr %166, i64 2
  store i16 %180, ptr %181, align 2, !tbaa !15
  br label %182

182:                                              ; preds = %173, %168
  %183 = phi ptr [ %169, %168 ], [ %166, %173 ]
  %184 = phi i32 [ %170, %168 ], [ %164, %173 ]
  %185 = phi i32 [ %171, %168 ], [ %154, %173 ]
  %186 = phi i16 [ %172, %168 ], [ %177, %173 ]
  %187 = phi i32 [ 1, %168 ], [ 2, %173 ]
  store i16 %186, ptr %183, align 2
  %188 = add nuw nsw i32 %187, %88
  %189 = lshr i32 %185, 16
  %190 = zext nneg i32 %189 to i64
  %191 = getelementptr inbounds [17 x i32], ptr %4, i64 0, i64 %190
  %192 = load i32, ptr %191, align 4, !tbaa !6
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr %191, align 4, !tbaa !6
  %194 = icmp slt i32 %184, %83
  br i1 %194, label %86, label %195, !llvm.loop !17

195:                                              ; preds = %182
  call void @llvm.lifetime.start.p0(i64 10000, ptr nonnull %5) #7
  br label %196

196:                                              ; preds = %195, %268
  %197 = phi i32 [ %220, %268 ], [ 0, %195 ]
  %198 = phi i32 [ %270, %268 ], [ 0, %195 ]
  %199 = zext nneg i32 %197 to i64
  %200 = getelementptr inbounds i16, ptr %3, i64 %199
  %201 = load i16, ptr %200, align 2, !tbaa !15
  %202 = zext i16 %201 to i32
  %203 = and i16 %201, -1024
  switch i16 %203, label %217 [
    i16 -10240, label %204
    i16 -9216, label %430
  ]

204:                                              ; preds = %196
  %205 = sub nsw i32 %188, %197
  %206 = icmp slt i32 %205, 2
  br i1 %206, label %430, label %207

207:                                              ; preds = %204
  %208 = getelementptr inbounds i8, ptr %200, i64 2
  %209 = load i16, ptr %208, align 2, !tbaa !15
  %210 = add i16 %209, 8192
  %211 = icmp ult i16 %210, -1024
  br i1 %211, label %430, label %212

212:                                              ; preds = %207
  %213 = zext i16 %209 to i32
  %214 = shl nuw nsw i32 %202, 10
  %215 = add nsw i32 %214, -56613888
  %216 = add nuw nsw i32 %215, %213
  br label %217

217:                                              ; preds = %196, %212
  %218 = phi i32 [ %216, %212 ], [ %202, %196 ]
  %219 = phi i32 [ 2, %212 ], [ 1, %196 ]
  %220 = add nuw nsw i32 %219, %197
  %221 = zext nneg i32 %198 to i64
  %222 = getelementptr inbounds i8, ptr %5, i64 %221
  %223 = icmp ult i32 %218, 128
  br i1 %223, label %224, label %226

224:                                              ; preds = %217
  %225 = trunc nuw nsw i32 %218 to i8
  store i8 %225, ptr %222, align 1, !tbaa !12
  br label %268

226:                                              ; preds = %217
  %227 = icmp ult i32 %218, 2048
  br i1 %227, label %228, label %236

228:                                              ; preds = %226
  %229 = lshr i32 %218, 6
  %230 = trunc nuw i32 %229 to i8
  %231 = or disjoint i8 %230, -64
  store i8 %231, ptr %222, align 1, !tbaa !12
  %232 = trunc i32 %218 to i8
  %233 = and i8 %232, 63
  %234 = or disjoint i8 %233, -128
  %235 = getelementptr inbounds i8, ptr %222, i64 1
  store i8 %234, ptr %235, align 1, !tbaa !12
  br label %268

236:                                              ; preds = %226
  %237 = icmp ult i32 %218, 65536
  %238 = getelementptr inbounds i8, ptr %222, i64 1
  br i1 %237, label %239, label %251

239:                                              ; preds = %236
  %240 = lshr i32 %218, 12
  %241 = trunc nuw i32 %240 to i8
  %242 = or disjoint i8 %241, -32
  store i8 %242, ptr %222, align 1, !tbaa !12
  %243 = lshr i32 %218, 6
  %244 = trunc i32 %243 to i8
  %245 = and i8 %244, 63
  %246 = or disjoint i8 %245, -128
  store i8 %246, ptr %238, align 1, !tbaa !12
  %247 = trunc i32 %218 to i8
  %248 = and i8 %247, 63
  %249 = or disjoint i8 %248, -128
  %250 = getelementptr inbounds i8, ptr %222, i64 2
  store i8 %249, ptr %250, align 1, !tbaa !12
  br label %268

251:                                              ; preds = %236
  %252 = lshr i32 %218, 18
  %253 = trunc i32 %252 to i8
  %254 = or i8 %253, -16
  store i8 %254, ptr %222, align 1, !tbaa !12
  %255 = lshr i32 %218, 12
  %256 = trunc i32 %255 to i8
  %257 = and i8 %256, 63
  %258 = or disjoint i8 %257, -128
  store i8 %258, ptr %238, align 1, !tbaa !12
  %259 = lshr i32 %218, 6
  %260 = trunc i32 %259 to i8
  %261 = and i8 %260, 63
  %262 = or disjoint i8 %261, -128
  %263 = getelementptr inbounds i8, ptr %222, i64 2
  store i8 %262, ptr %263, align 1, !tbaa !12
  %264 = trunc i32 %218 to i8
  %265 = and i8 %264, 63
  %266 = or disjoint i8 %265, -128
  %267 = getelementptr inbounds i8, ptr %222, i64 3
  store i8 %266, ptr %267, align 1, !tbaa !12
  br label %268

268:                                              ; preds = %251, %239, %228, %224
  %269 = phi i32 [ 1, %224 ], [ 2, %228 ], [ 3, %239 ], [ 4, %251 ]
  %270 = add nuw nsw i32 %269, %198
  %271 = icmp ult i32 %220, %188
  br i1 %271, label %196, label %272, !llvm.loop !18

272:                                              ; preds = %268
  %273 = icmp eq i32 %270, %83
  br i1 %273, label %274, label %281

274:                                              ; preds = %27, %272
  %275 = phi i32 [ 0, %27 ], [ %83, %272 ]
  %276 = phi i32 [ 0, %27 ], [ %188, %272 ]
  %277 = zext nneg i32 %275 to i64
  %278 = call i32 @bcmp(ptr nonnull %5, ptr nonnull %2, i64 %277)
  %279 = icmp eq i32 %278, 0
  %280 = zext i1 %279 to i32
  br label %281

281:                                              ; preds = %274, %272
  %282 = phi i32 [ %83, %272 ], [ %275, %274 ]
  %283 = phi i32 [ %188, %272 ], [ %276, %274 ]
  %284 = phi i32 [ 0, %272 ], [ %280, %274 ]
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %20, i32 noundef %282, i32 noundef %283, i32 noundef %284)
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %287 = load i32, ptr %4, align 4, !tbaa !6
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %287)
  %289 = getelementptr inbounds i8, ptr %4, i64 4
  %290 = load i32, ptr %289, align 4, !tbaa !6
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %290)
  %292 = getelementptr inbounds i8, ptr %4, i64 8
  %293 = load i32, ptr %292, align 4, !tbaa !6
  %294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %293)
  %295 = getelementptr inbounds i8, ptr %4, i64 12
  %296 = load i32, ptr %295, align 4, !tbaa !6
  %297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %296)
  %298 = getelementptr inbounds i8, ptr %4, i64 16
  %299 = load i32, ptr %298, align 4, !tbaa !6
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %299)
  %301 = getelementptr inbounds i8, ptr %4, i64 20
  %302 = load i32, ptr %301, align 4, !tbaa !6
  %303 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %302)
  %304 = getelementptr inbounds i8, ptr %4, i64 24
  %305 = load i32, ptr %304, align 4, !tbaa !6
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %305)
  %307 = getelementptr inbounds i8, ptr %4, i64 28
  %308 = load i32, ptr %307, align 4, !tbaa !6
  %309 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %308)
  %310 = getelementptr inbounds i8, ptr %4, i64 32
  %311 = load i32, ptr %310, align 4, !tbaa !6
  %312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %311)
  %313 = getelementptr inbounds i8, ptr %4, i64 36
  %314 = load i32, ptr %313, align 4, !tbaa !6
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %314)
  %316 = getelementptr inbounds i8, ptr %4, i64 40
  %317 = load i32, ptr %316, align 4, !tbaa !6
  %318 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %317)
  %319 = getelementptr inbounds i8, ptr %4, i64 44
  %320 = load i32, ptr %319, align 4, !tbaa !6
  %321 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %320)
  %322 = getelementptr inbounds i8, ptr %4, i64 48
  %323 = load i32, ptr %322, align 4, !tbaa !6
  %324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %323)
  %325 = getelementptr inbounds i8, ptr %4, i64 52
  %326 = load i32, ptr %325, align 4, !tbaa !6
  %327 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %326)
  %328 = getelementptr inbounds i8, ptr %4, i64 56
  %329 = load i32, ptr %328, align 4, !tbaa !6
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %329)
  %331 = getelementptr inbounds i8, ptr %4, i64 60
  %332 = load i32, ptr %331, align 4, !tbaa !6
  %333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %332)
  %334 = getelementptr inbounds i8, ptr %4, i64 64
  %335 = load i32, ptr %334, align 4, !tbaa !6
  %336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %335)
  %337 = tail call i32 @putchar(i32 10)
  br label %341

338:                                              ; preds = %427
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 55357, i32 noundef 56832, i32 noundef 16122112)
  %340 = and i32 %283, 127
  br label %430

341:                                              ; preds = %281, %427
  %342 = phi i64 [ 0, %281 ], [ %428, %427 ]
  %343 = getelementptr inbounds [7 x ptr], ptr @__const.main.bad, i64 0, i64 %342
  %344 = load ptr, ptr %343, align 8, !tbaa !19
  %345 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %344) #8
  %346 = trunc i64 %345 to i32
  %347 = icmp slt i32 %346, 1
  br i1 %347, label %417, label %348

348:                                              ; preds = %341
  %349 = load i8, ptr %344, align 1, !tbaa !12
  %350 = zext i8 %349 to i32
  %351 = icmp sgt i8 %349, -1
  br i1 %351, label %352, label %355

352:                                              ; preds = %348
  %353 = trunc nuw nsw i64 %342 to i32
  %354 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %353, ptr noundef nonnull @.str.13)
  br label %424

355:                                              ; preds = %348
  %356 = and i32 %350, 224
  %357 = icmp eq i32 %356, 192
  br i1 %357, label %365, label %358

358:                                              ; preds = %355
  %359 = and i32 %350, 240
  %360 = icmp eq i32 %359, 224
  br i1 %360, label %365, label %361

361:                                              ; preds = %358
  %362 = and i32 %350, 248
  %363 = icmp eq i32 %362, 240
  %364 = select i1 %363, i32 4, i32 0
  br label %365

365:                                              ; preds = %361, %358, %355
  %366 = phi i32 [ 2, %355 ], [ %364, %361 ], [ 3, %358 ]
  %367 = add nsw i32 %366, -1
  %368 = icmp ult i32 %367, %346
  br i1 %368, label %369, label %417

369:                                              ; preds = %365
  %370 = lshr i32 127, %366
  %371 = and i32 %370, %350
  %372 = icmp ugt i32 %366, 1
  br i1 %372, label %373, label %406

373:                                              ; preds = %369
  %374 = zext nneg i32 %366 to i64
  %375 = getelementptr inbounds i8, ptr %344, i64 1
  %376 = load i8, ptr %375, align 1, !tbaa !12
  %377 = zext i8 %376 to i32
  %378 = and i32 %377, 192
  %379 = icmp eq i32 %378, 128
  br i1 %379, label %380, label %417

380:                                              ; preds = %373
  %381 = shl nuw nsw i32 %371, 6
  %382 = and i32 %377, 63
  %383 = or disjoint i32 %382, %381
  %384 = icmp eq i32 %366, 2
  br i1 %384, label %406, label %385, !llvm.loop !14

385:                                              ; preds = %380
  %386 = getelementptr inbounds i8, ptr %344, i64 2
  %387 = load i8, ptr %386, align 1, !tbaa !12
  %388 = zext i8 %387 to i32
  %389 = and i32 %388, 192
  %390 = icmp eq i32 %389, 128
  br i1 %390, label %391, label %417

391:                                              ; preds = %385
  %392 = shl nuw nsw i32 %383, 6
  %393 = and i32 %388, 63
  %394 = or disjoint i32 %393, %392
  %395 = icmp eq i32 %366, 3
  br i1 %395, label %406, label %396, !llvm.loop !14

396:                                              ; preds = %391
  %397 = getelementptr inbounds i8, ptr %344, i64 3
  %398 = load i8, ptr %397, align 1, !tbaa !12
  %399 = zext i8 %398 to i32
  %400 = and i32 %399, 192
  %401 = icmp eq i32 %400, 128
  br i1 %401, label %402, label %417

402:                                              ; preds = %396
  %403 = shl nuw nsw i32 %394, 6
  %404 = and i32 %399, 63
  %405 = or disjoint i32 %404, %403
  br label %406

406:                                              ; preds = %380, %391, %402, %369
  %407 = phi i64 [ 1, %369 ], [ %374, %402 ], [ %374, %391 ], [ %374, %380 ]
  %408 = phi i32 [ %371, %369 ], [ %383, %380 ], [ %394, %391 ], [ %405, %402 ]
  %409 = getelementptr inbounds [5 x i32], ptr @dec8.minv, i64 0, i64 %407
  %410 = load i32, ptr %409, align 4, !tbaa !6
  %411 = icmp ult i32 %408, %410
  %412 = icmp ugt i32 %408, 1114111
  %413 = or i1 %412, %411
  %414 = and i32 %408, 2095104
  %415 = icmp eq i32 %414, 55296
  %416 = or i1 %415, %413
  br i1 %416, label %417, label %420

417:                                              ; preds = %373, %385, %396, %341, %365, %406
  %418 = trunc nuw nsw i64 %342 to i32
  %419 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %418, ptr noundef nonnull @.str.12)
  br label %427

420:                                              ; preds = %406
  %421 = trunc nuw nsw i64 %342 to i32
  %422 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %421, ptr noundef nonnull @.str.13)
  %423 = icmp eq i32 %366, 0
  br i1 %423, label %427, label %424

424:                                              ; preds = %352, %420
  %425 = phi i32 [ %350, %352 ], [ %408, %420 ]
  %426 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %425)
  br label %427

427:                                              ; preds = %417, %424, %420
  %428 = add nuw nsw i64 %342, 1
  %429 = icmp eq i64 %428, 7
  br i1 %429, label %338, label %341, !llvm.loop !21

430:                                              ; preds = %196, %204, %207, %338
  %431 = phi i32 [ %340, %338 ], [ 98, %207 ], [ 98, %204 ], [ 98, %196 ]
  call void @llvm.lifetime.end.p0(i64 10000, ptr nonnull %5) #7
  br label %432

432:                                              ; preds = %111, %86, %152, %119, %131, %142, %430
  %433 = phi i32 [ %431, %430 ], [ 99, %142 ], [ 99, %131 ], [ 99, %119 ], [ 99, %152 ], [ 99, %86 ], [ 99, %111 ]
  call void @llvm.lifetime.end.p0(i64 68, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 10000, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 10000, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 8000, ptr nonnull %1) #7
  ret i32 %433
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind willreturn memory(argmem: read) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

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
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !8, i64 0}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !8, i64 0}
!21 = distinct !{!21, !11}
