; ModuleID = 'programs/base32_hex_codecs.c'
source_filename = "programs/base32_hex_codecs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1
@__const.main.samples = private unnamed_addr constant [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 16
@.str.7 = private unnamed_addr constant [15 x i8] c"base32(%s)=%s\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"Man is distinguished\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"ascii85: %s\0Ahex: \00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"%s\0Abad=%d h=%08x\0A\00", align 1
@b32 = internal constant [33 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567\00", align 16
@.str.13 = private unnamed_addr constant [17 x i8] c"0123456789ABCDEF\00", align 1
@.str.14 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [200 x i8], align 16
  %2 = alloca [100 x i8], align 16
  %3 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %2) #9
  br label %9

4:                                                ; preds = %68
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #9
  store <16 x i8> <i8 0, i8 73, i8 -110, i8 -37, i8 36, i8 109, i8 -74, i8 -1, i8 72, i8 -111, i8 -38, i8 35, i8 108, i8 -75, i8 -2, i8 71>, ptr %3, align 16, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  store <16 x i8> <i8 -112, i8 -39, i8 34, i8 107, i8 -76, i8 -3, i8 70, i8 -113, i8 -40, i8 33, i8 106, i8 -77, i8 -4, i8 69, i8 -114, i8 -41>, ptr %5, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %3, i64 32
  store <16 x i8> <i8 32, i8 105, i8 -78, i8 -5, i8 68, i8 -115, i8 -42, i8 31, i8 104, i8 -79, i8 -6, i8 67, i8 -116, i8 -43, i8 30, i8 103>, ptr %6, align 16, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %3, i64 48
  store <16 x i8> <i8 -80, i8 -7, i8 66, i8 -117, i8 -44, i8 29, i8 102, i8 -81, i8 -8, i8 65, i8 -118, i8 -45, i8 28, i8 101, i8 -82, i8 -9>, ptr %7, align 16, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %3, i64 20
  store i64 0, ptr %8, align 4
  br label %84

9:                                                ; preds = %0, %68
  %10 = phi i64 [ 0, %0 ], [ %72, %68 ]
  %11 = getelementptr inbounds [7 x ptr], ptr @__const.main.samples, i64 0, i64 %10
  %12 = load ptr, ptr %11, align 8, !tbaa !8
  %13 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %12) #10
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %68, label %17

15:                                               ; preds = %45
  %16 = icmp eq i32 %47, 0
  br i1 %16, label %59, label %50

17:                                               ; preds = %9, %45
  %18 = phi i64 [ %48, %45 ], [ 0, %9 ]
  %19 = phi i32 [ %47, %45 ], [ 0, %9 ]
  %20 = phi i64 [ %26, %45 ], [ 0, %9 ]
  %21 = phi i64 [ %46, %45 ], [ 0, %9 ]
  %22 = shl i64 %20, 8
  %23 = getelementptr inbounds i8, ptr %12, i64 %18
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = zext i8 %24 to i64
  %26 = or disjoint i64 %22, %25
  %27 = add i32 %19, 8
  %28 = icmp sgt i32 %19, -4
  br i1 %28, label %29, label %45

29:                                               ; preds = %17
  %30 = zext i32 %27 to i64
  br label %31

31:                                               ; preds = %31, %29
  %32 = phi i64 [ %30, %29 ], [ %34, %31 ]
  %33 = phi i64 [ %21, %29 ], [ %39, %31 ]
  %34 = add nsw i64 %32, -5
  %35 = lshr i64 %26, %34
  %36 = and i64 %35, 31
  %37 = getelementptr inbounds [33 x i8], ptr @b32, i64 0, i64 %36
  %38 = load i8, ptr %37, align 1, !tbaa !5
  %39 = add i64 %33, 1
  %40 = getelementptr inbounds i8, ptr %1, i64 %33
  store i8 %38, ptr %40, align 1, !tbaa !5
  %41 = trunc nuw i64 %32 to i32
  %42 = icmp sgt i32 %41, 9
  br i1 %42, label %31, label %43, !llvm.loop !10

43:                                               ; preds = %31
  %44 = trunc i64 %34 to i32
  br label %45

45:                                               ; preds = %43, %17
  %46 = phi i64 [ %21, %17 ], [ %39, %43 ]
  %47 = phi i32 [ %27, %17 ], [ %44, %43 ]
  %48 = add nuw i64 %18, 1
  %49 = icmp eq i64 %48, %13
  br i1 %49, label %15, label %17, !llvm.loop !12

50:                                               ; preds = %15
  %51 = sub nsw i32 5, %47
  %52 = zext nneg i32 %51 to i64
  %53 = shl i64 %25, %52
  %54 = and i64 %53, 31
  %55 = getelementptr inbounds [33 x i8], ptr @b32, i64 0, i64 %54
  %56 = load i8, ptr %55, align 1, !tbaa !5
  %57 = add i64 %46, 1
  %58 = getelementptr inbounds i8, ptr %1, i64 %46
  store i8 %56, ptr %58, align 1, !tbaa !5
  br label %59

59:                                               ; preds = %50, %15
  %60 = phi i64 [ %57, %50 ], [ %46, %15 ]
  %61 = and i64 %60, 7
  %62 = icmp eq i64 %61, 0
  br i1 %62, label %68, label %63

63:                                               ; preds = %59
  %64 = getelementptr i8, ptr %1, i64 %60
  %65 = sub nuw nsw i64 8, %61
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %64, i8 61, i64 %65, i1 false), !tbaa !5
  %66 = or i64 %60, -8
  %67 = sub i64 %60, %66
  br label %68

68:                                               ; preds = %9, %59, %63
  %69 = phi i64 [ %60, %59 ], [ %67, %63 ], [ 0, %9 ]
  %70 = getelementptr inbounds i8, ptr %1, i64 %69
  store i8 0, ptr %70, align 1, !tbaa !5
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %12, ptr noundef nonnull %1)
  %72 = add nuw nsw i64 %10, 1
  %73 = icmp eq i64 %72, 7
  br i1 %73, label %4, label %9, !llvm.loop !13

74:                                               ; preds = %396
  call fastcc void @a85_enc(ptr noundef nonnull @.str.8, i64 noundef 20, ptr noundef nonnull %1)
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1)
  store <4 x i8> <i8 48, i8 49, i8 65, i8 66>, ptr %1, align 16, !tbaa !5
  %76 = getelementptr inbounds i8, ptr %1, i64 4
  store i8 70, ptr %76, align 4, !tbaa !5
  %77 = getelementptr inbounds i8, ptr %1, i64 5
  store i8 70, ptr %77, align 1, !tbaa !5
  %78 = getelementptr inbounds i8, ptr %1, i64 6
  store i8 0, ptr %78, align 2, !tbaa !5
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %1)
  store <4 x i8> <i8 48, i8 49, i8 97, i8 98>, ptr %1, align 16, !tbaa !5
  store i8 102, ptr %76, align 4, !tbaa !5
  store i8 102, ptr %77, align 1, !tbaa !5
  store i8 0, ptr %78, align 2, !tbaa !5
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %1, i32 noundef %397, i32 noundef %401)
  %81 = icmp eq i32 %397, 0
  %82 = and i32 %401, 127
  %83 = select i1 %81, i32 %82, i32 100
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %1) #9
  ret i32 %83

84:                                               ; preds = %4, %396
  %85 = phi i64 [ 0, %4 ], [ %402, %396 ]
  %86 = phi i32 [ 0, %4 ], [ %401, %396 ]
  %87 = phi i32 [ 0, %4 ], [ %397, %396 ]
  %88 = icmp eq i64 %85, 0
  br i1 %88, label %142, label %91

89:                                               ; preds = %119
  %90 = icmp eq i32 %121, 0
  br i1 %90, label %133, label %124

91:                                               ; preds = %84, %119
  %92 = phi i64 [ %122, %119 ], [ 0, %84 ]
  %93 = phi i32 [ %121, %119 ], [ 0, %84 ]
  %94 = phi i64 [ %100, %119 ], [ 0, %84 ]
  %95 = phi i64 [ %120, %119 ], [ 0, %84 ]
  %96 = shl i64 %94, 8
  %97 = getelementptr inbounds i8, ptr %3, i64 %92
  %98 = load i8, ptr %97, align 1, !tbaa !5
  %99 = zext i8 %98 to i64
  %100 = or disjoint i64 %96, %99
  %101 = add i32 %93, 8
  %102 = icmp sgt i32 %93, -4
  br i1 %102, label %103, label %119

103:                                              ; preds = %91
  %104 = zext i32 %101 to i64
  br label %105

105:                                              ; preds = %105, %103
  %106 = phi i64 [ %104, %103 ], [ %108, %105 ]
  %107 = phi i64 [ %95, %103 ], [ %113, %105 ]
  %108 = add nsw i64 %106, -5
  %109 = lshr i64 %100, %108
  %110 = and i64 %109, 31
  %111 = getelementptr inbounds [33 x i8], ptr @b32, i64 0, i64 %110
  %112 = load i8, ptr %111, align 1, !tbaa !5
  %113 = add i64 %107, 1
  %114 = getelementptr inbounds i8, ptr %1, i64 %107
  store i8 %112, ptr %114, align 1, !tbaa !5
  %115 = trunc nuw i64 %106 to i32
  %116 = icmp sgt i32 %115, 9
  br i1 %116, label %105, label %117, !llvm.loop !10

117:                                              ; preds = %105
  %118 = trunc i64 %108 to i32
  br label %119

119:                                              ; preds = %117, %91
  %120 = phi i64 [ %95, %91 ], [ %113, %117 ]
  %121 = phi i32 [ %101, %91 ], [ %118, %117 ]
  %122 = add nuw nsw i64 %92, 1
  %123 = icmp eq i64 %122, %85
  br i1 %123, label %89, label %91, !llvm.loop !12

124:                                              ; preds = %89
  %125 = sub nsw i32 5, %121
  %126 = zext nneg i32 %125 to i64
  %127 = shl i64 %99, %126
  %128 = and i64 %127, 31
  %129 = getelementptr inbounds [33 x i8], ptr @b32, i64 0, i64 %128
  %130 = load i8, ptr %129, align 1, !tbaa !5
  %131 = add i64 %120, 1
  %132 = getelementptr inbounds i8, ptr %1, i64 %120
  store i8 %130, ptr %132, align 1, !tbaa !5
  br label %133

133:                                              ; preds = %124, %89
  %134 = phi i64 [ %131, %124 ], [ %120, %89 ]
  %135 = and i64 %134, 7
  %136 = icmp eq i64 %135, 0
  br i1 %136, label %142, label %137

137:                                              ; preds = %133
  %138 = getelementptr i8, ptr %1, i64 %134
  %139 = sub nuw nsw i64 8, %135
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %138, i8 61, i64 %139, i1 false), !tbaa !5
  %140 = or i64 %134, -8
  %141 = sub i64 %134, %140
  br label %142

142:                                              ; preds = %84, %133, %137
  %143 = phi i64 [ %134, %133 ], [ %141, %137 ], [ 0, %84 ]
  %144 = getelementptr inbounds i8, ptr %1, i64 %143
  store i8 0, ptr %144, align 1, !tbaa !5
  br label %145

145:                                              ; preds = %169, %142
  %146 = phi ptr [ %1, %142 ], [ %172, %169 ]
  %147 = phi i64 [ 0, %142 ], [ %170, %169 ]
  %148 = phi i64 [ 0, %142 ], [ %159, %169 ]
  %149 = phi i32 [ 0, %142 ], [ %171, %169 ]
  %150 = load i8, ptr %146, align 1, !tbaa !5
  switch i8 %150, label %151 [
    i8 0, label %173
    i8 61, label %173
  ]

151:                                              ; preds = %145
  %152 = sext i8 %150 to i32
  %153 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) @b32, i32 %152, i64 33)
  %154 = icmp eq ptr %153, null
  br i1 %154, label %178, label %155

155:                                              ; preds = %151
  %156 = shl i64 %148, 5
  %157 = ptrtoint ptr %153 to i64
  %158 = sub i64 %157, ptrtoint (ptr @b32 to i64)
  %159 = or i64 %158, %156
  %160 = add nuw nsw i32 %149, 5
  %161 = icmp sgt i32 %149, 2
  br i1 %161, label %162, label %169

162:                                              ; preds = %155
  %163 = add nsw i32 %149, -3
  %164 = zext nneg i32 %163 to i64
  %165 = lshr i64 %159, %164
  %166 = trunc i64 %165 to i8
  %167 = add i64 %147, 1
  %168 = getelementptr inbounds i8, ptr %2, i64 %147
  store i8 %166, ptr %168, align 1, !tbaa !5
  br label %169

169:                                              ; preds = %162, %155
  %170 = phi i64 [ %147, %155 ], [ %167, %162 ]
  %171 = phi i32 [ %160, %155 ], [ %163, %162 ]
  %172 = getelementptr inbounds i8, ptr %146, i64 1
  br label %145, !llvm.loop !14

173:                                              ; preds = %145, %145
  %174 = icmp eq i64 %147, %85
  br i1 %174, label %175, label %178

175:                                              ; preds = %173
  %176 = call i32 @bcmp(ptr nonnull %2, ptr nonnull %3, i64 %85)
  %177 = icmp eq i32 %176, 0
  br i1 %177, label %180, label %178

178:                                              ; preds = %151, %175, %173
  %179 = add nsw i32 %87, 1
  br label %180

180:                                              ; preds = %178, %175
  %181 = phi i32 [ %179, %178 ], [ %87, %175 ]
  %182 = mul i32 %86, 31
  %183 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #10
  %184 = trunc i64 %183 to i32
  %185 = add i32 %182, %184
  %186 = and i64 %85, 1
  %187 = icmp eq i64 %186, 0
  %188 = select i1 %187, ptr @.str.14, ptr @.str.13
  br i1 %88, label %207, label %189

189:                                              ; preds = %180, %189
  %190 = phi i64 [ %205, %189 ], [ 0, %180 ]
  %191 = getelementptr inbounds i8, ptr %3, i64 %190
  %192 = load i8, ptr %191, align 1, !tbaa !5
  %193 = lshr i8 %192, 4
  %194 = zext nneg i8 %193 to i64
  %195 = getelementptr inbounds i8, ptr %188, i64 %194
  %196 = load i8, ptr %195, align 1, !tbaa !5
  %197 = shl nuw nsw i64 %190, 1
  %198 = getelementptr inbounds i8, ptr %1, i64 %197
  store i8 %196, ptr %198, align 2, !tbaa !5
  %199 = and i8 %192, 15
  %200 = zext nneg i8 %199 to i64
  %201 = getelementptr inbounds i8, ptr %188, i64 %200
  %202 = load i8, ptr %201, align 1, !tbaa !5
  %203 = or disjoint i64 %197, 1
  %204 = getelementptr inbounds i8, ptr %1, i64 %203
  store i8 %202, ptr %204, align 1, !tbaa !5
  %205 = add nuw nsw i64 %190, 1
  %206 = icmp eq i64 %205, %85
  br i1 %206, label %207, label %189, !llvm.loop !15

207:                                              ; preds = %189, %180
  %208 = shl nuw nsw i64 %85, 1
  %209 = getelementptr inbounds i8, ptr %1, i64 %208
  store i8 0, ptr %209, align 2, !tbaa !5
  %210 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %1) #10
  %211 = and i64 %210, 1
  %212 = icmp eq i64 %211, 0
  br i1 %212, label %213, label %274

213:                                              ; preds = %207
  %214 = lshr exact i64 %210, 1
  %215 = icmp eq i64 %210, 0
  br i1 %215, label %268, label %216

216:                                              ; preds = %213, %261
  %217 = phi i64 [ %266, %261 ], [ 0, %213 ]
  %218 = shl nuw i64 %217, 1
  %219 = getelementptr inbounds i8, ptr %1, i64 %218
  %220 = load i8, ptr %219, align 2, !tbaa !5
  %221 = sext i8 %220 to i32
  %222 = add i8 %220, -48
  %223 = icmp ult i8 %222, 10
  br i1 %223, label %224, label %226

224:                                              ; preds = %216
  %225 = add nsw i32 %221, -48
  br label %236

226:                                              ; preds = %216
  %227 = add i8 %220, -97
  %228 = icmp ult i8 %227, 6
  br i1 %228, label %229, label %231

229:                                              ; preds = %226
  %230 = add nsw i32 %221, -87
  br label %236

231:                                              ; preds = %226
  %232 = add i8 %220, -65
  %233 = icmp ult i8 %232, 6
  %234 = add nsw i32 %221, -55
  %235 = select i1 %233, i32 %234, i32 -1
  br label %236

236:                                              ; preds = %231, %229, %224
  %237 = phi i32 [ %225, %224 ], [ %230, %229 ], [ %235, %231 ]
  %238 = or disjoint i64 %218, 1
  %239 = getelementptr inbounds i8, ptr %1, i64 %238
  %240 = load i8, ptr %239, align 1, !tbaa !5
  %241 = sext i8 %240 to i32
  %242 = add i8 %240, -48
  %243 = icmp ult i8 %242, 10
  br i1 %243, label %244, label %246

244:                                              ; preds = %236
  %245 = add nsw i32 %241, -48
  br label %256

246:                                              ; preds = %236
  %247 = add i8 %240, -97
  %248 = icmp ult i8 %247, 6
  br i1 %248, label %249, label %251

249:                                              ; preds = %246
  %250 = add nsw i32 %241, -87
  br label %256

251:                                              ; preds = %246
  %252 = add i8 %240, -65
  %253 = icmp ult i8 %252, 6
  %254 = add nsw i32 %241, -55
  %255 = select i1 %253, i32 %254, i32 -1
  br label %256

256:                                              ; preds = %251, %249, %244
  %257 = phi i32 [ %245, %244 ], [ %250, %249 ], [ %255, %251 ]
  %258 = icmp sgt i32 %237, -1
  %259 = icmp sgt i32 %257, -1
  %260 = select i1 %258, i1 %259, i1 false
  br i1 %260, label %261, label %274

261:                                              ; preds = %256
  %262 = shl nuw nsw i32 %237, 4
  %263 = or i32 %257, %262
  %264 = trunc i32 %263 to i8
  %265 = getelementptr inbounds i8, ptr %2, i64 %217
  store i8 %264, ptr %265, align 1, !tbaa !5
  %266 = add nuw nsw i64 %217, 1
  %267 = icmp eq i64 %266, %214
  br i1 %267, label %268, label %216, !llvm.loop !16

268:                                              ; preds = %261, %213
  %269 = phi i64 [ 0, %213 ], [ %214, %261 ]
  %270 = icmp eq i64 %269, %85
  br i1 %270, label %271, label %274

271:                                              ; preds = %268
  %272 = call i32 @bcmp(ptr nonnull %2, ptr nonnull %3, i64 %85)
  %273 = icmp eq i32 %272, 0
  br i1 %273, label %276, label %274

274:                                              ; preds = %256, %207, %271, %268
  %275 = add nsw i32 %181, 1
  br label %276

276:                                              ; preds = %274, %271
  %277 = phi i32 [ %275, %274 ], [ %181, %271 ]
  call fastcc void @a85_enc(ptr noundef nonnull %3, i64 noundef %85, ptr noundef nonnull %1)
  %278 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %1) #10
  %279 = icmp eq i64 %278, 0
  br i1 %279, label %388, label %280

280:                                              ; preds = %276, %290
  %281 = phi i64 [ %292, %290 ], [ 0, %276 ]
  %282 = phi i64 [ %291, %290 ], [ 0, %276 ]
  %283 = getelementptr inbounds i8, ptr %1, i64 %282
  %284 = load i8, ptr %283, align 1, !tbaa !5
  %285 = icmp eq i8 %284, 122
  br i1 %285, label %286, label %294

286:                                              ; preds = %280
  %287 = getelementptr inbounds i8, ptr %2, i64 %281
  store i32 0, ptr %287, align 1
  %288 = add i64 %281, 4
  %289 = add nuw i64 %282, 1
  br label %290

290:                                              ; preds = %373, %286
  %291 = phi i64 [ %289, %286 ], [ %375, %373 ]
  %292 = phi i64 [ %288, %286 ], [ %374, %373 ]
  %293 = icmp ult i64 %291, %278
  br i1 %293, label %280, label %388, !llvm.loop !17

294:                                              ; preds = %280
  %295 = sub i64 %278, %282
  %296 = icmp eq i64 %278, %282
  %297 = sext i8 %284 to i32
  %298 = mul nsw i32 %297, 85
  %299 = add nsw i32 %298, -2805
  %300 = select i1 %296, i32 7140, i32 %299
  %301 = icmp ugt i64 %295, 1
  br i1 %301, label %305, label %302

302:                                              ; preds = %294
  %303 = mul nsw i32 %300, 85
  %304 = add nsw i32 %303, 7140
  br label %313

305:                                              ; preds = %294
  %306 = getelementptr i8, ptr %283, i64 1
  %307 = load i8, ptr %306, align 1, !tbaa !5
  %308 = sext i8 %307 to i32
  %309 = add nsw i32 %300, -33
  %310 = add nsw i32 %309, %308
  %311 = mul nsw i32 %310, 85
  %312 = icmp eq i64 %295, 2
  br i1 %312, label %313, label %317

313:                                              ; preds = %305, %302
  %314 = phi i32 [ %304, %302 ], [ %311, %305 ]
  %315 = mul nsw i32 %314, 85
  %316 = add nsw i32 %315, 7140
  br label %325

317:                                              ; preds = %305
  %318 = getelementptr i8, ptr %283, i64 2
  %319 = load i8, ptr %318, align 1, !tbaa !5
  %320 = sext i8 %319 to i32
  %321 = add nsw i32 %311, -33
  %322 = add nsw i32 %321, %320
  %323 = mul nsw i32 %322, 85
  %324 = icmp ugt i64 %295, 3
  br i1 %324, label %329, label %325

325:                                              ; preds = %317, %313
  %326 = phi i32 [ %316, %313 ], [ %323, %317 ]
  %327 = mul i32 %326, 85
  %328 = add i32 %327, 7140
  br label %342

329:                                              ; preds = %317
  %330 = getelementptr i8, ptr %283, i64 3
  %331 = load i8, ptr %330, align 1, !tbaa !5
  %332 = sext i8 %331 to i32
  %333 = add nsw i32 %323, -33
  %334 = add nsw i32 %333, %332
  %335 = mul i32 %334, 85
  %336 = icmp eq i64 %295, 4
  br i1 %336, label %342, label %337

337:                                              ; preds = %329
  %338 = getelementptr i8, ptr %283, i64 4
  %339 = load i8, ptr %338, align 1, !tbaa !5
  %340 = sext i8 %339 to i32
  %341 = add nsw i32 %340, -33
  br label %342

342:                                              ; preds = %337, %329, %325
  %343 = phi i32 [ %335, %337 ], [ %335, %329 ], [ %328, %325 ]
  %344 = phi i32 [ %341, %337 ], [ 84, %329 ], [ 84, %325 ]
  %345 = add i32 %344, %343
  %346 = call i64 @llvm.umin.i64(i64 %295, i64 5)
  %347 = add nsw i64 %346, -1
  %348 = icmp eq i64 %347, 0
  br i1 %348, label %373, label %349

349:                                              ; preds = %342
  %350 = icmp ult i64 %347, 16
  br i1 %350, label %351, label %354

351:                                              ; preds = %371, %349
  %352 = phi i64 [ 0, %349 ], [ %355, %371 ]
  %353 = phi i64 [ %281, %349 ], [ %356, %371 ]
  br label %376

354:                                              ; preds = %349
  %355 = and i64 %347, -16
  %356 = add i64 %281, %355
  %357 = insertelement <16 x i32> poison, i32 %345, i64 0
  %358 = shufflevector <16 x i32> %357, <16 x i32> poison, <16 x i32> zeroinitializer
  %359 = getelementptr i8, ptr %2, i64 %281
  br label %360

360:                                              ; preds = %360, %354
  %361 = phi i64 [ 0, %354 ], [ %368, %360 ]
  %362 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %354 ], [ %369, %360 ]
  %363 = shl <16 x i32> %362, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %364 = sub <16 x i32> <i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>, %363
  %365 = lshr <16 x i32> %358, %364
  %366 = trunc <16 x i32> %365 to <16 x i8>
  %367 = getelementptr i8, ptr %359, i64 %361
  store <16 x i8> %366, ptr %367, align 1, !tbaa !5
  %368 = add nuw i64 %361, 16
  %369 = add <16 x i32> %362, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %370 = icmp eq i64 %368, %355
  br i1 %370, label %371, label %360, !llvm.loop !18

371:                                              ; preds = %360
  %372 = icmp eq i64 %347, %355
  br i1 %372, label %373, label %351

373:                                              ; preds = %376, %371, %342
  %374 = phi i64 [ %281, %342 ], [ %356, %371 ], [ %384, %376 ]
  %375 = add i64 %346, %282
  br label %290

376:                                              ; preds = %351, %376
  %377 = phi i64 [ %386, %376 ], [ %352, %351 ]
  %378 = phi i64 [ %384, %376 ], [ %353, %351 ]
  %379 = trunc i64 %377 to i32
  %380 = shl i32 %379, 3
  %381 = sub i32 24, %380
  %382 = lshr i32 %345, %381
  %383 = trunc i32 %382 to i8
  %384 = add i64 %378, 1
  %385 = getelementptr inbounds i8, ptr %2, i64 %378
  store i8 %383, ptr %385, align 1, !tbaa !5
  %386 = add nuw i64 %377, 1
  %387 = icmp eq i64 %386, %347
  br i1 %387, label %373, label %376, !llvm.loop !21

388:                                              ; preds = %290, %276
  %389 = phi i64 [ 0, %276 ], [ %292, %290 ]
  %390 = icmp eq i64 %389, %85
  br i1 %390, label %391, label %394

391:                                              ; preds = %388
  %392 = call i32 @bcmp(ptr nonnull %2, ptr nonnull %3, i64 %85)
  %393 = icmp eq i32 %392, 0
  br i1 %393, label %396, label %394

394:                                              ; preds = %391, %388
  %395 = add nsw i32 %277, 1
  br label %396

396:                                              ; preds = %394, %391
  %397 = phi i32 [ %395, %394 ], [ %277, %391 ]
  %398 = mul i32 %185, 31
  %399 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #10
  %400 = trunc i64 %399 to i32
  %401 = add i32 %398, %400
  %402 = add nuw nsw i64 %85, 1
  %403 = icmp eq i64 %402, 65
  br i1 %403, label %74, label %84, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @a85_enc(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #6 {
  %4 = alloca [5 x i8], align 1
  %5 = icmp eq i64 %1, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %3
  %7 = add i64 %1, -1
  %8 = lshr i64 %7, 2
  %9 = getelementptr inbounds i8, ptr %4, i64 4
  %10 = getelementptr inbounds i8, ptr %4, i64 3
  %11 = getelementptr inbounds i8, ptr %4, i64 2
  %12 = getelementptr inbounds i8, ptr %4, i64 1
  br label %16

13:                                               ; preds = %96, %3
  %14 = phi i64 [ 0, %3 ], [ %97, %96 ]
  %15 = getelementptr inbounds i8, ptr %2, i64 %14
  store i8 0, ptr %15, align 1, !tbaa !5
  ret void

16:                                               ; preds = %6, %96
  %17 = phi i64 [ %1, %6 ], [ %100, %96 ]
  %18 = phi i64 [ 0, %6 ], [ %99, %96 ]
  %19 = phi i64 [ 0, %6 ], [ %97, %96 ]
  %20 = phi i64 [ 0, %6 ], [ %98, %96 ]
  %21 = tail call i64 @llvm.umin.i64(i64 %17, i64 4)
  %22 = shl i64 %18, 2
  %23 = sub i64 %1, %22
  %24 = tail call i64 @llvm.umin.i64(i64 %23, i64 4)
  %25 = add nuw nsw i64 %24, 1
  %26 = sub nsw i64 %1, %20
  %27 = icmp eq i64 %20, %1
  br i1 %27, label %32, label %28

28:                                               ; preds = %16
  %29 = getelementptr inbounds i8, ptr %0, i64 %20
  %30 = load i8, ptr %29, align 1, !tbaa !5
  %31 = zext i8 %30 to i32
  br label %32

32:                                               ; preds = %16, %28
  %33 = phi i32 [ %31, %28 ], [ 0, %16 ]
  %34 = icmp ugt i64 %26, 1
  br i1 %34, label %37, label %35

35:                                               ; preds = %32
  %36 = shl nuw nsw i32 %33, 16
  br label %46

37:                                               ; preds = %32
  %38 = or disjoint i64 %20, 1
  %39 = getelementptr inbounds i8, ptr %0, i64 %38
  %40 = load i8, ptr %39, align 1, !tbaa !5
  %41 = zext i8 %40 to i32
  %42 = shl nuw nsw i32 %33, 16
  %43 = shl nuw nsw i32 %41, 8
  %44 = or disjoint i32 %42, %43
  %45 = icmp eq i64 %26, 2
  br i1 %45, label %46, label %49

46:                                               ; preds = %35, %37
  %47 = phi i32 [ %36, %35 ], [ %44, %37 ]
  %48 = shl nuw i32 %47, 8
  br label %62

49:                                               ; preds = %37
  %50 = or disjoint i64 %20, 2
  %51 = getelementptr inbounds i8, ptr %0, i64 %50
  %52 = load i8, ptr %51, align 1, !tbaa !5
  %53 = zext i8 %52 to i32
  %54 = or disjoint i32 %44, %53
  %55 = shl nuw i32 %54, 8
  %56 = icmp ugt i64 %26, 3
  br i1 %56, label %57, label %72

57:                                               ; preds = %49
  %58 = or disjoint i64 %20, 3
  %59 = getelementptr inbounds i8, ptr %0, i64 %58
  %60 = load i8, ptr %59, align 1, !tbaa !5
  %61 = zext i8 %60 to i32
  br label %62

62:                                               ; preds = %46, %57
  %63 = phi i1 [ true, %57 ], [ false, %46 ]
  %64 = phi i32 [ %55, %57 ], [ %48, %46 ]
  %65 = phi i32 [ %61, %57 ], [ 0, %46 ]
  %66 = or disjoint i32 %65, %64
  %67 = icmp eq i32 %66, 0
  %68 = and i1 %67, %63
  br i1 %68, label %69, label %72

69:                                               ; preds = %62
  %70 = add i64 %19, 1
  %71 = getelementptr inbounds i8, ptr %2, i64 %19
  store i8 122, ptr %71, align 1, !tbaa !5
  br label %96

72:                                               ; preds = %49, %62
  %73 = phi i32 [ %66, %62 ], [ %55, %49 ]
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %4)
  %74 = urem i32 %73, 85
  %75 = trunc nuw nsw i32 %74 to i8
  %76 = add nuw nsw i8 %75, 33
  store i8 %76, ptr %9, align 1, !tbaa !5
  %77 = udiv i32 %73, 85
  %78 = urem i32 %77, 85
  %79 = trunc nuw nsw i32 %78 to i8
  %80 = add nuw nsw i8 %79, 33
  store i8 %80, ptr %10, align 1, !tbaa !5
  %81 = udiv i32 %73, 7225
  %82 = urem i32 %81, 85
  %83 = trunc nuw nsw i32 %82 to i8
  %84 = add nuw nsw i8 %83, 33
  store i8 %84, ptr %11, align 1, !tbaa !5
  %85 = udiv i32 %73, 614125
  %86 = trunc nuw nsw i32 %85 to i16
  %87 = urem i16 %86, 85
  %88 = trunc nuw nsw i16 %87 to i8
  %89 = add nuw nsw i8 %88, 33
  store i8 %89, ptr %12, align 1, !tbaa !5
  %90 = udiv i32 %73, 52200625
  %91 = trunc nuw nsw i32 %90 to i8
  %92 = add nuw nsw i8 %91, 33
  store i8 %92, ptr %4, align 1, !tbaa !5
  %93 = getelementptr i8, ptr %2, i64 %19
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %93, ptr noundef nonnull align 1 dereferenceable(1) %4, i64 %25, i1 false), !tbaa !5
  %94 = add i64 %19, 1
  %95 = add i64 %94, %21
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %4)
  br label %96

96:                                               ; preds = %72, %69
  %97 = phi i64 [ %70, %69 ], [ %95, %72 ]
  %98 = add nuw nsw i64 %20, 4
  %99 = add nuw nsw i64 %18, 1
  %100 = add i64 %17, -4
  %101 = icmp eq i64 %18, %8
  br i1 %101, label %13, label %16, !llvm.loop !23
}

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #7

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

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
!9 = !{!"any pointer", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !11, !20, !19}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
