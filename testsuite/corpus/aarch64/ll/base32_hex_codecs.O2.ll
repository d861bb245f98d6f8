; ModuleID = 'programs/base32_hex_codecs.c'
source_filename = "programs/base32_hex_codecs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1
@__const.main.samples = private unnamed_addr constant [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 8
@.str.7 = private unnamed_addr constant [15 x i8] c"base32(%s)=%s\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"Man is distinguished\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"ascii85: %s\0Ahex: \00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"%s\0Abad=%d h=%08x\0A\00", align 1
@b32 = internal constant [33 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"0123456789ABCDEF\00", align 1
@.str.14 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [200 x i8], align 4
  %2 = alloca [100 x i8], align 1
  %3 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %2) #9
  %4 = getelementptr i8, ptr %1, i64 1
  br label %11

5:                                                ; preds = %108
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #9
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store <16 x i8> <i8 0, i8 73, i8 -110, i8 -37, i8 36, i8 109, i8 -74, i8 -1, i8 72, i8 -111, i8 -38, i8 35, i8 108, i8 -75, i8 -2, i8 71>, ptr %3, align 16, !tbaa !6
  store <16 x i8> <i8 -112, i8 -39, i8 34, i8 107, i8 -76, i8 -3, i8 70, i8 -113, i8 -40, i8 33, i8 106, i8 -77, i8 -4, i8 69, i8 -114, i8 -41>, ptr %6, align 16, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %3, i64 32
  %8 = getelementptr inbounds i8, ptr %3, i64 48
  store <16 x i8> <i8 32, i8 105, i8 -78, i8 -5, i8 68, i8 -115, i8 -42, i8 31, i8 104, i8 -79, i8 -6, i8 67, i8 -116, i8 -43, i8 30, i8 103>, ptr %7, align 16, !tbaa !6
  store <16 x i8> <i8 -80, i8 -7, i8 66, i8 -117, i8 -44, i8 29, i8 102, i8 -81, i8 -8, i8 65, i8 -118, i8 -45, i8 28, i8 101, i8 -82, i8 -9>, ptr %8, align 16, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %3, i64 20
  store i64 0, ptr %9, align 4
  %10 = getelementptr i8, ptr %1, i64 1
  br label %124

11:                                               ; preds = %0, %108
  %12 = phi i64 [ 0, %0 ], [ %112, %108 ]
  %13 = getelementptr inbounds [7 x ptr], ptr @__const.main.samples, i64 0, i64 %12
  %14 = load ptr, ptr %13, align 8, !tbaa !9
  %15 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %14) #10
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %108, label %19

17:                                               ; preds = %85
  %18 = icmp eq i32 %87, 0
  br i1 %18, label %99, label %90

19:                                               ; preds = %11, %85
  %20 = phi i64 [ %88, %85 ], [ 0, %11 ]
  %21 = phi i32 [ %87, %85 ], [ 0, %11 ]
  %22 = phi i64 [ %28, %85 ], [ 0, %11 ]
  %23 = phi i64 [ %86, %85 ], [ 0, %11 ]
  %24 = shl i64 %22, 8
  %25 = getelementptr inbounds i8, ptr %14, i64 %20
  %26 = load i8, ptr %25, align 1, !tbaa !6
  %27 = zext i8 %26 to i64
  %28 = or disjoint i64 %24, %27
  %29 = add i32 %21, 8
  %30 = icmp sgt i32 %21, -4
  br i1 %30, label %31, label %85

31:                                               ; preds = %19
  %32 = zext i32 %29 to i64
  %33 = add i32 %21, 12
  %34 = call i32 @llvm.smin.i32(i32 %29, i32 9)
  %35 = sub i32 %33, %34
  %36 = udiv i32 %35, 5
  %37 = add nuw nsw i32 %36, 1
  %38 = zext nneg i32 %37 to i64
  %39 = icmp ult i32 %35, 5
  br i1 %39, label %66, label %40

40:                                               ; preds = %31
  %41 = and i64 %38, 2147483646
  %42 = mul nsw i64 %41, -5
  %43 = add nsw i64 %42, %32
  %44 = add i64 %23, %41
  br label %45

45:                                               ; preds = %45, %40
  %46 = phi i64 [ 0, %40 ], [ %62, %45 ]
  %47 = mul i64 %46, -5
  %48 = add i64 %47, %32
  %49 = add i64 %23, %46
  %50 = add nsw i64 %48, -5
  %51 = add i64 %48, -10
  %52 = lshr i64 %28, %50
  %53 = lshr i64 %28, %51
  %54 = and i64 %52, 31
  %55 = and i64 %53, 31
  %56 = getelementptr inbounds [33 x i8], ptr @b32, i64 0, i64 %54
  %57 = getelementptr inbounds [33 x i8], ptr @b32, i64 0, i64 %55
  %58 = load i8, ptr %56, align 1, !tbaa !6
  %59 = load i8, ptr %57, align 1, !tbaa !6
  %60 = getelementptr inbounds i8, ptr %1, i64 %49
  %61 = getelementptr i8, ptr %4, i64 %49
  store i8 %58, ptr %60, align 1, !tbaa !6
  store i8 %59, ptr %61, align 1, !tbaa !6
  %62 = add nuw i64 %46, 2
  %63 = icmp eq i64 %62, %41
  br i1 %63, label %64, label %45, !llvm.loop !11

64:                                               ; preds = %45
  %65 = icmp eq i64 %41, %38
  br i1 %65, label %81, label %66

66:                                               ; preds = %64, %31
  %67 = phi i64 [ %32, %31 ], [ %43, %64 ]
  %68 = phi i64 [ %23, %31 ], [ %44, %64 ]
  br label %69

69:                                               ; preds = %66, %69
  %70 = phi i64 [ %72, %69 ], [ %67, %66 ]
  %71 = phi i64 [ %77, %69 ], [ %68, %66 ]
  %72 = add nsw i64 %70, -5
  %73 = lshr i64 %28, %72
  %74 = and i64 %73, 31
  %75 = getelementptr inbounds [33 x i8], ptr @b32, i64 0, i64 %74
  %76 = load i8, ptr %75, align 1, !tbaa !6
  %77 = add i64 %71, 1
  %78 = getelementptr inbounds i8, ptr %1, i64 %71
  store i8 %76, ptr %78, align 1, !tbaa !6
  %79 = trunc nuw i64 %70 to i32
  %80 = icmp sgt i32 %79, 9
  br i1 %80, label %69, label %81, !llvm.loop !15

81:                                               ; preds = %69, %64
  %82 = phi i64 [ %43, %64 ], [ %72, %69 ]
  %83 = phi i64 [ %44, %64 ], [ %77, %69 ]
  %84 = trunc i64 %82 to i32
  br label %85

85:                                               ; preds = %81, %19
  %86 = phi i64 [ %23, %19 ], [ %83, %81 ]
  %87 = phi i32 [ %29, %19 ], [ %84, %81 ]
  %88 = add nuw i64 %20, 1
  %89 = icmp eq i64 %88, %15
  br i1 %89, label %17, label %19, !llvm.loop !16

90:                                               ; preds = %17
  %91 = sub nsw i32 5, %87
  %92 = zext nneg i32 %91 to i64
  %93 = shl i64 %27, %92
  %94 = and i64 %93, 31
  %95 = getelementptr inbounds [33 x i8], ptr @b32, i64 0, i64 %94
  %96 = load i8, ptr %95, align 1, !tbaa !6
  %97 = add i64 %86, 1
  %98 = getelementptr inbounds i8, ptr %1, i64 %86
  store i8 %96, ptr %98, align 1, !tbaa !6
  br label %99

99:                                               ; preds = %90, %17
  %100 = phi i64 [ %97, %90 ], [ %86, %17 ]
  %101 = and i64 %100, 7
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %108, label %103

103:                                              ; preds = %99
  %104 = getelementptr i8, ptr %1, i64 %100
  %105 = sub nuw nsw i64 8, %101
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %104, i8 61, i64 %105, i1 false), !tbaa !6
  %106 = or i64 %100, -8
  %107 = sub i64 %100, %106
  br label %108

108:                                              ; preds = %11, %99, %103
  %109 = phi i64 [ %100, %99 ], [ %107, %103 ], [ 0, %11 ]
  %110 = getelementptr inbounds i8, ptr %1, i64 %109
  store i8 0, ptr %110, align 1, !tbaa !6
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %14, ptr noundef nonnull %1)
  %112 = add nuw nsw i64 %12, 1
  %113 = icmp eq i64 %112, 7
  br i1 %113, label %5, label %11, !llvm.loop !17

114:                                              ; preds = %474
  call fastcc void @a85_enc(ptr noundef nonnull @.str.8, i64 noundef 20, ptr noundef nonnull %1)
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1)
  store <4 x i8> <i8 48, i8 49, i8 65, i8 66>, ptr %1, align 4, !tbaa !6
  %116 = getelementptr inbounds i8, ptr %1, i64 4
  store i8 70, ptr %116, align 4, !tbaa !6
  %117 = getelementptr inbounds i8, ptr %1, i64 5
  store i8 70, ptr %117, align 1, !tbaa !6
  %118 = getelementptr inbounds i8, ptr %1, i64 6
  store i8 0, ptr %118, align 2, !tbaa !6
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %1)
  store <4 x i8> <i8 48, i8 49, i8 97, i8 98>, ptr %1, align 4, !tbaa !6
  store i8 102, ptr %116, align 4, !tbaa !6
  store i8 102, ptr %117, align 1, !tbaa !6
  store i8 0, ptr %118, align 2, !tbaa !6
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %1, i32 noundef %475, i32 noundef %479)
  %121 = icmp eq i32 %475, 0
  %122 = and i32 %479, 127
  %123 = select i1 %121, i32 %122, i32 100
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %1) #9
  ret i32 %123

124:                                              ; preds = %5, %474
  %125 = phi i64 [ 0, %5 ], [ %480, %474 ]
  %126 = phi i32 [ 0, %5 ], [ %479, %474 ]
  %127 = phi i32 [ 0, %5 ], [ %475, %474 ]
  %128 = icmp eq i64 %125, 0
  br i1 %128, label %220, label %131

129:                                              ; preds = %197
  %130 = icmp eq i32 %199, 0
  br i1 %130, label %211, label %202

131:                                              ; preds = %124, %197
  %132 = phi i64 [ %200, %197 ], [ 0, %124 ]
  %133 = phi i32 [ %199, %197 ], [ 0, %124 ]
  %134 = phi i64 [ %140, %197 ], [ 0, %124 ]
  %135 = phi i64 [ %198, %197 ], [ 0, %124 ]
  %136 = shl i64 %134, 8
  %137 = getelementptr inbounds i8, ptr %3, i64 %132
  %138 = load i8, ptr %137, align 1, !tbaa !6
  %139 = zext i8 %138 to i64
  %140 = or disjoint i64 %136, %139
  %141 = add i32 %133, 8
  %142 = icmp sgt i32 %133, -4
  br i1 %142, label %143, label %197

143:                                              ; preds = %131
  %144 = zext i32 %141 to i64
  %145 = add i32 %133, 12
  %146 = call i32 @llvm.smin.i32(i32 %141, i32 9)
  %147 = sub i32 %145, %146
  %148 = udiv i32 %147, 5
  %149 = add nuw nsw i32 %148, 1
  %150 = zext nneg i32 %149 to i64
  %151 = icmp ult i32 %147, 5
  br i1 %151, label %178, label %152

152:                                              ; preds = %143
  %153 = and i64 %150, 2147483646
  %154 = mul nsw i64 %153, -5
  %155 = add nsw i64 %154, %144
  %156 = add i64 %135, %153
  br label %157

157:                                              ; preds = %157, %152
  %158 = phi i64 [ 0, %152 ], [ %174, %157 ]
  %159 = mul i64 %158, -5
  %160 = add i64 %159, %144
  %161 = add i64 %135, %158
  %162 = add nsw i64 %160, -5
  %163 = add i64 %160, -10
  %164 = lshr i64 %140, %162
  %165 = lshr i64 %140, %163
  %166 = and i64 %164, 31
  %167 = and i64 %165, 31
  %168 = getelementptr inbounds [33 x i8], ptr @b32, i64 0, i64 %166
  %169 = getelementptr inbounds [33 x i8], ptr @b32, i64 0, i64 %167
  %170 = load i8, ptr %168, align 1, !tbaa !6
  %171 = load i8, ptr %169, align 1, !tbaa !6
  %172 = getelementptr inbounds i8, ptr %1, i64 %161
  %173 = getelementptr i8, ptr %10, i64 %161
  store i8 %170, ptr %172, align 1, !tbaa !6
  store i8 %171, ptr %173, align 1, !tbaa !6
  %174 = add nuw i64 %158, 2
  %175 = icmp eq i64 %174, %153
  br i1 %175, label %176, label %157, !llvm.loop !18

176:                                              ; preds = %157
  %177 = icmp eq i64 %153, %150
  br i1 %177, label %193, label %178

178:                                              ; preds = %176, %143
  %179 = phi i64 [ %144, %143 ], [ %155, %176 ]
  %180 = phi i64 [ %135, %143 ], [ %156, %176 ]
  br label %181

181:                                              ; preds = %178, %181
  %182 = phi i64 [ %184, %181 ], [ %179, %178 ]
  %183 = phi i64 [ %189, %181 ], [ %180, %178 ]
  %184 = add nsw i64 %182, -5
  %185 = lshr i64 %140, %184
  %186 = and i64 %185, 31
  %187 = getelementptr inbounds [33 x i8], ptr @b32, i64 0, i64 %186
  %188 = load i8, ptr %187, align 1, !tbaa !6
  %189 = add i64 %183, 1
  %190 = getelementptr inbounds i8, ptr %1, i64 %183
  store i8 %188, ptr %190, align 1, !tbaa !6
  %191 = trunc nuw i64 %182 to i32
  %192 = icmp sgt i32 %191, 9
  br i1 %192, label %181, label %193, !llvm.loop !19

193:                                              ; preds = %181, %176
  %194 = phi i64 [ %155, %176 ], [ %184, %181 ]
  %195 = phi i64 [ %156, %176 ], [ %189, %181 ]
  %196 = trunc i64 %194 to i32
  br label %197

197:                                              ; preds = %193, %131
  %198 = phi i64 [ %135, %131 ], [ %195, %193 ]
  %199 = phi i32 [ %141, %131 ], [ %196, %193 ]
  %200 = add nuw nsw i64 %132, 1
  %201 = icmp eq i64 %200, %125
  br i1 %201, label %129, label %131, !llvm.loop !16

202:                                              ; preds = %129
  %203 = sub nsw i32 5, %199
  %204 = zext nneg i32 %203 to i64
  %205 = shl i64 %139, %204
  %206 = and i64 %205, 31
  %207 = getelementptr inbounds [33 x i8], ptr @b32, i64 0, i64 %206
  %208 = load i8, ptr %207, align 1, !tbaa !6
  %209 = add i64 %198, 1
  %210 = getelementptr inbounds i8, ptr %1, i64 %198
  store i8 %208, ptr %210, align 1, !tbaa !6
  br label %211

211:                                              ; preds = %202, %129
  %212 = phi i64 [ %209, %202 ], [ %198, %129 ]
  %213 = and i64 %212, 7
  %214 = icmp eq i64 %213, 0
  br i1 %214, label %220, label %215

215:                                              ; preds = %211
  %216 = getelementptr i8, ptr %1, i64 %212
  %217 = sub nuw nsw i64 8, %213
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %216, i8 61, i64 %217, i1 false), !tbaa !6
  %218 = or i64 %212, -8
  %219 = sub i64 %212, %218
  br label %220

220:                                              ; preds = %124, %211, %215
  %221 = phi i64 [ %212, %211 ], [ %219, %215 ], [ 0, %124 ]
  %222 = getelementptr inbounds i8, ptr %1, i64 %221
  store i8 0, ptr %222, align 1, !tbaa !6
  br label %223

223:                                              ; preds = %247, %220
  %224 = phi ptr [ %1, %220 ], [ %250, %247 ]
  %225 = phi i64 [ 0, %220 ], [ %248, %247 ]
  %226 = phi i64 [ 0, %220 ], [ %237, %247 ]
  %227 = phi i32 [ 0, %220 ], [ %249, %247 ]
  %228 = load i8, ptr %224, align 1, !tbaa !6
  switch i8 %228, label %229 [
    i8 0, label %251
    i8 61, label %251
  ]

229:                                              ; preds = %223
  %230 = zext i8 %228 to i32
  %231 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) @b32, i32 %230, i64 33)
  %232 = icmp eq ptr %231, null
  br i1 %232, label %256, label %233

233:                                              ; preds = %229
  %234 = shl i64 %226, 5
  %235 = ptrtoint ptr %231 to i64
  %236 = sub i64 %235, ptrtoint (ptr @b32 to i64)
  %237 = or i64 %236, %234
  %238 = add nuw nsw i32 %227, 5
  %239 = icmp sgt i32 %227, 2
  br i1 %239, label %240, label %247

240:                                              ; preds = %233
  %241 = add nsw i32 %227, -3
  %242 = zext nneg i32 %241 to i64
  %243 = lshr i64 %237, %242
  %244 = trunc i64 %243 to i8
  %245 = add i64 %225, 1
  %246 = getelementptr inbounds i8, ptr %2, i64 %225
  store i8 %244, ptr %246, align 1, !tbaa !6
  br label %247

247:                                              ; preds = %240, %233
  %248 = phi i64 [ %225, %233 ], [ %245, %240 ]
  %249 = phi i32 [ %238, %233 ], [ %241, %240 ]
  %250 = getelementptr inbounds i8, ptr %224, i64 1
  br label %223, !llvm.loop !20

251:                                              ; preds = %223, %223
  %252 = icmp eq i64 %225, %125
  br i1 %252, label %253, label %256

253:                                              ; preds = %251
  %254 = call i32 @bcmp(ptr nonnull %2, ptr nonnull %3, i64 %125)
  %255 = icmp eq i32 %254, 0
  br i1 %255, label %258, label %256

256:                                              ; preds = %229, %253, %251
  %257 = add nsw i32 %127, 1
  br label %258

258:                                              ; preds = %256, %253
  %259 = phi i32 [ %257, %256 ], [ %127, %253 ]
  %260 = mul i32 %126, 31
  %261 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #10
  %262 = trunc i64 %261 to i32
  %263 = add i32 %260, %262
  %264 = and i64 %125, 1
  %265 = icmp eq i64 %264, 0
  %266 = select i1 %265, ptr @.str.14, ptr @.str.13
  br i1 %128, label %285, label %267

267:                                              ; preds = %258, %267
  %268 = phi i64 [ %283, %267 ], [ 0, %258 ]
  %269 = getelementptr inbounds i8, ptr %3, i64 %268
  %270 = load i8, ptr %269, align 1, !tbaa !6
  %271 = lshr i8 %270, 4
  %272 = zext nneg i8 %271 to i64
  %273 = getelementptr inbounds i8, ptr %266, i64 %272
  %274 = load i8, ptr %273, align 1, !tbaa !6
  %275 = shl nuw nsw i64 %268, 1
  %276 = getelementptr inbounds i8, ptr %1, i64 %275
  store i8 %274, ptr %276, align 2, !tbaa !6
  %277 = and i8 %270, 15
  %278 = zext nneg i8 %277 to i64
  %279 = getelementptr inbounds i8, ptr %266, i64 %278
  %280 = load i8, ptr %279, align 1, !tbaa !6
  %281 = or disjoint i64 %275, 1
  %282 = getelementptr inbounds i8, ptr %1, i64 %281
  store i8 %280, ptr %282, align 1, !tbaa !6
  %283 = add nuw nsw i64 %268, 1
  %284 = icmp eq i64 %283, %125
  br i1 %284, label %285, label %267, !llvm.loop !21

285:                                              ; preds = %267, %258
  %286 = shl nuw nsw i64 %125, 1
  %287 = getelementptr inbounds i8, ptr %1, i64 %286
  store i8 0, ptr %287, align 2, !tbaa !6
  %288 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %1) #10
  %289 = and i64 %288, 1
  %290 = icmp eq i64 %289, 0
  br i1 %290, label %291, label %352

291:                                              ; preds = %285
  %292 = lshr exact i64 %288, 1
  %293 = icmp eq i64 %288, 0
  br i1 %293, label %346, label %294

294:                                              ; preds = %291, %339
  %295 = phi i64 [ %344, %339 ], [ 0, %291 ]
  %296 = shl nuw i64 %295, 1
  %297 = getelementptr inbounds i8, ptr %1, i64 %296
  %298 = load i8, ptr %297, align 2, !tbaa !6
  %299 = zext i8 %298 to i32
  %300 = add i8 %298, -48
  %301 = icmp ult i8 %300, 10
  br i1 %301, label %302, label %304

302:                                              ; preds = %294
  %303 = add nsw i32 %299, -48
  br label %314

304:                                              ; preds = %294
  %305 = add i8 %298, -97
  %306 = icmp ult i8 %305, 6
  br i1 %306, label %307, label %309

307:                                              ; preds = %304
  %308 = add nsw i32 %299, -87
  br label %314

309:                                              ; preds = %304
  %310 = add i8 %298, -65
  %311 = icmp ult i8 %310, 6
  %312 = add nsw i32 %299, -55
  %313 = select i1 %311, i32 %312, i32 -1
  br label %314

314:                                              ; preds = %309, %307, %302
  %315 = phi i32 [ %303, %302 ], [ %308, %307 ], [ %313, %309 ]
  %316 = or disjoint i64 %296, 1
  %317 = getelementptr inbounds i8, ptr %1, i64 %316
  %318 = load i8, ptr %317, align 1, !tbaa !6
  %319 = zext i8 %318 to i32
  %320 = add i8 %318, -48
  %321 = icmp ult i8 %320, 10
  br i1 %321, label %322, label %324

322:                                              ; preds = %314
  %323 = add nsw i32 %319, -48
  br label %334

324:                                              ; preds = %314
  %325 = add i8 %318, -97
  %326 = icmp ult i8 %325, 6
  br i1 %326, label %327, label %329

327:                                              ; preds = %324
  %328 = add nsw i32 %319, -87
  br label %334

329:                                              ; preds = %324
  %330 = add i8 %318, -65
  %331 = icmp ult i8 %330, 6
  %332 = add nsw i32 %319, -55
  %333 = select i1 %331, i32 %332, i32 -1
  br label %334

334:                                              ; preds = %329, %327, %322
  %335 = phi i32 [ %323, %322 ], [ %328, %327 ], [ %333, %329 ]
  %336 = icmp sgt i32 %315, -1
  %337 = icmp sgt i32 %335, -1
  %338 = select i1 %336, i1 %337, i1 false
  br i1 %338, label %339, label %352

339:                                              ; preds = %334
  %340 = shl nuw nsw i32 %315, 4
  %341 = or i32 %335, %340
  %342 = trunc i32 %341 to i8
  %343 = getelementptr inbounds i8, ptr %2, i64 %295
  store i8 %342, ptr %343, align 1, !tbaa !6
  %344 = add nuw nsw i64 %295, 1
  %345 = icmp eq i64 %344, %292
  br i1 %345, label %346, label %294, !llvm.loop !22

346:                                              ; preds = %339, %291
  %347 = phi i64 [ 0, %291 ], [ %292, %339 ]
  %348 = icmp eq i64 %347, %125
  br i1 %348, label %349, label %352

349:                                              ; preds = %346
  %350 = call i32 @bcmp(ptr nonnull %2, ptr nonnull %3, i64 %125)
  %351 = icmp eq i32 %350, 0
  br i1 %351, label %354, label %352

352:                                              ; preds = %334, %285, %349, %346
  %353 = add nsw i32 %259, 1
  br label %354

354:                                              ; preds = %352, %349
  %355 = phi i32 [ %353, %352 ], [ %259, %349 ]
  call fastcc void @a85_enc(ptr noundef nonnull %3, i64 noundef %125, ptr noundef nonnull %1)
  %356 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %1) #10
  %357 = icmp eq i64 %356, 0
  br i1 %357, label %466, label %358

358:                                              ; preds = %354, %368
  %359 = phi i64 [ %370, %368 ], [ 0, %354 ]
  %360 = phi i64 [ %369, %368 ], [ 0, %354 ]
  %361 = getelementptr inbounds i8, ptr %1, i64 %360
  %362 = load i8, ptr %361, align 1, !tbaa !6
  %363 = icmp eq i8 %362, 122
  br i1 %363, label %364, label %372

364:                                              ; preds = %358
  %365 = getelementptr inbounds i8, ptr %2, i64 %359
  store i32 0, ptr %365, align 1
  %366 = add i64 %359, 4
  %367 = add nuw i64 %360, 1
  br label %368

368:                                              ; preds = %451, %364
  %369 = phi i64 [ %367, %364 ], [ %453, %451 ]
  %370 = phi i64 [ %366, %364 ], [ %452, %451 ]
  %371 = icmp ult i64 %369, %356
  br i1 %371, label %358, label %466, !llvm.loop !23

372:                                              ; preds = %358
  %373 = sub i64 %356, %360
  %374 = icmp eq i64 %356, %360
  %375 = zext i8 %362 to i32
  %376 = mul nuw nsw i32 %375, 85
  %377 = add nsw i32 %376, -2805
  %378 = select i1 %374, i32 7140, i32 %377
  %379 = icmp ugt i64 %373, 1
  br i1 %379, label %383, label %380

380:                                              ; preds = %372
  %381 = mul nsw i32 %378, 85
  %382 = add nsw i32 %381, 7140
  br label %391

383:                                              ; preds = %372
  %384 = getelementptr i8, ptr %361, i64 1
  %385 = load i8, ptr %384, align 1, !tbaa !6
  %386 = zext i8 %385 to i32
  %387 = add nsw i32 %378, -33
  %388 = add nsw i32 %387, %386
  %389 = mul nsw i32 %388, 85
  %390 = icmp eq i64 %373, 2
  br i1 %390, label %391, label %395

391:                                              ; preds = %383, %380
  %392 = phi i32 [ %382, %380 ], [ %389, %383 ]
  %393 = mul nsw i32 %392, 85
  %394 = add nsw i32 %393, 7140
  br label %403

395:                                              ; preds = %383
  %396 = getelementptr i8, ptr %361, i64 2
  %397 = load i8, ptr %396, align 1, !tbaa !6
  %398 = zext i8 %397 to i32
  %399 = add nsw i32 %389, -33
  %400 = add nsw i32 %399, %398
  %401 = mul nsw i32 %400, 85
  %402 = icmp ugt i64 %373, 3
  br i1 %402, label %407, label %403

403:                                              ; preds = %395, %391
  %404 = phi i32 [ %394, %391 ], [ %401, %395 ]
  %405 = mul i32 %404, 85
  %406 = add i32 %405, 7140
  br label %420

407:                                              ; preds = %395
  %408 = getelementptr i8, ptr %361, i64 3
  %409 = load i8, ptr %408, align 1, !tbaa !6
  %410 = zext i8 %409 to i32
  %411 = add nsw i32 %401, -33
  %412 = add nsw i32 %411, %410
  %413 = mul i32 %412, 85
  %414 = icmp eq i64 %373, 4
  br i1 %414, label %420, label %415

415:                                              ; preds = %407
  %416 = getelementptr i8, ptr %361, i64 4
  %417 = load i8, ptr %416, align 1, !tbaa !6
  %418 = zext i8 %417 to i32
  %419 = add nsw i32 %418, -33
  br label %420

420:                                              ; preds = %415, %407, %403
  %421 = phi i32 [ %413, %415 ], [ %413, %407 ], [ %406, %403 ]
  %422 = phi i32 [ %419, %415 ], [ 84, %407 ], [ 84, %403 ]
  %423 = add i32 %422, %421
  %424 = call i64 @llvm.umin.i64(i64 %373, i64 5)
  %425 = add nsw i64 %424, -1
  %426 = icmp eq i64 %425, 0
  br i1 %426, label %451, label %427

427:                                              ; preds = %420
  %428 = icmp ult i64 %425, 16
  br i1 %428, label %429, label %432

429:                                              ; preds = %449, %427
  %430 = phi i64 [ 0, %427 ], [ %433, %449 ]
  %431 = phi i64 [ %359, %427 ], [ %434, %449 ]
  br label %454

432:                                              ; preds = %427
  %433 = and i64 %425, -16
  %434 = add i64 %359, %433
  %435 = insertelement <16 x i32> poison, i32 %423, i64 0
  %436 = shufflevector <16 x i32> %435, <16 x i32> poison, <16 x i32> zeroinitializer
  %437 = getelementptr i8, ptr %2, i64 %359
  br label %438

438:                                              ; preds = %438, %432
  %439 = phi i64 [ 0, %432 ], [ %446, %438 ]
  %440 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %432 ], [ %447, %438 ]
  %441 = shl <16 x i32> %440, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %442 = sub <16 x i32> <i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>, %441
  %443 = lshr <16 x i32> %436, %442
  %444 = trunc <16 x i32> %443 to <16 x i8>
  %445 = getelementptr i8, ptr %437, i64 %439
  store <16 x i8> %444, ptr %445, align 1, !tbaa !6
  %446 = add nuw i64 %439, 16
  %447 = add <16 x i32> %440, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %448 = icmp eq i64 %446, %433
  br i1 %448, label %449, label %438, !llvm.loop !24

449:                                              ; preds = %438
  %450 = icmp eq i64 %425, %433
  br i1 %450, label %451, label %429

451:                                              ; preds = %454, %449, %420
  %452 = phi i64 [ %359, %420 ], [ %434, %449 ], [ %462, %454 ]
  %453 = add i64 %424, %360
  br label %368

454:                                              ; preds = %429, %454
  %455 = phi i64 [ %464, %454 ], [ %430, %429 ]
  %456 = phi i64 [ %462, %454 ], [ %431, %429 ]
  %457 = trunc i64 %455 to i32
  %458 = shl i32 %457, 3
  %459 = sub i32 24, %458
  %460 = lshr i32 %423, %459
  %461 = trunc i32 %460 to i8
  %462 = add i64 %456, 1
  %463 = getelementptr inbounds i8, ptr %2, i64 %456
  store i8 %461, ptr %463, align 1, !tbaa !6
  %464 = add nuw i64 %455, 1
  %465 = icmp eq i64 %464, %425
  br i1 %465, label %451, label %454, !llvm.loop !25

466:                                              ; preds = %368, %354
  %467 = phi i64 [ 0, %354 ], [ %370, %368 ]
  %468 = icmp eq i64 %467, %125
  br i1 %468, label %469, label %472

469:                                              ; preds = %466
  %470 = call i32 @bcmp(ptr nonnull %2, ptr nonnull %3, i64 %125)
  %471 = icmp eq i32 %470, 0
  br i1 %471, label %474, label %472

472:                                              ; preds = %469, %466
  %473 = add nsw i32 %355, 1
  br label %474

474:                                              ; preds = %472, %469
  %475 = phi i32 [ %473, %472 ], [ %355, %469 ]
  %476 = mul i32 %263, 31
  %477 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #10
  %478 = trunc i64 %477 to i32
  %479 = add i32 %476, %478
  %480 = add nuw nsw i64 %125, 1
  %481 = icmp eq i64 %480, 65
  br i1 %481, label %114, label %124, !llvm.loop !26
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
  %4 = alloca [5 x i8], align 4
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

13:                                               ; preds = %98, %3
  %14 = phi i64 [ 0, %3 ], [ %99, %98 ]
  %15 = getelementptr inbounds i8, ptr %2, i64 %14
  store i8 0, ptr %15, align 1, !tbaa !6
  ret void

16:                                               ; preds = %6, %98
  %17 = phi i64 [ %1, %6 ], [ %102, %98 ]
  %18 = phi i64 [ 0, %6 ], [ %101, %98 ]
  %19 = phi i64 [ 0, %6 ], [ %99, %98 ]
  %20 = phi i64 [ 0, %6 ], [ %100, %98 ]
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
  %30 = load i8, ptr %29, align 1, !tbaa !6
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
  %40 = load i8, ptr %39, align 1, !tbaa !6
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
  %52 = load i8, ptr %51, align 1, !tbaa !6
  %53 = zext i8 %52 to i32
  %54 = or disjoint i32 %44, %53
  %55 = shl nuw i32 %54, 8
  %56 = icmp ugt i64 %26, 3
  br i1 %56, label %57, label %72

57:                                               ; preds = %49
  %58 = or disjoint i64 %20, 3
  %59 = getelementptr inbounds i8, ptr %0, i64 %58
  %60 = load i8, ptr %59, align 1, !tbaa !6
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
  store i8 122, ptr %71, align 1, !tbaa !6
  br label %98

72:                                               ; preds = %49, %62
  %73 = phi i32 [ %66, %62 ], [ %55, %49 ]
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %4)
  %74 = freeze i32 %73
  %75 = udiv i32 %74, 85
  %76 = mul i32 %75, 85
  %77 = sub i32 %74, %76
  %78 = trunc nuw nsw i32 %77 to i8
  %79 = add nuw nsw i8 %78, 33
  store i8 %79, ptr %9, align 4, !tbaa !6
  %80 = urem i32 %75, 85
  %81 = trunc nuw nsw i32 %80 to i8
  %82 = add nuw nsw i8 %81, 33
  store i8 %82, ptr %10, align 1, !tbaa !6
  %83 = udiv i32 %73, 7225
  %84 = urem i32 %83, 85
  %85 = trunc nuw nsw i32 %84 to i8
  %86 = add nuw nsw i8 %85, 33
  store i8 %86, ptr %11, align 2, !tbaa !6
  %87 = udiv i32 %73, 614125
  %88 = trunc nuw nsw i32 %87 to i16
  %89 = urem i16 %88, 85
  %90 = trunc nuw nsw i16 %89 to i8
  %91 = add nuw nsw i8 %90, 33
  store i8 %91, ptr %12, align 1, !tbaa !6
  %92 = udiv i32 %73, 52200625
  %93 = trunc nuw nsw i32 %92 to i8
  %94 = add nuw nsw i8 %93, 33
  store i8 %94, ptr %4, align 4, !tbaa !6
  %95 = getelementptr i8, ptr %2, i64 %19
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %95, ptr noundef nonnull align 4 dereferenceable(1) %4, i64 %25, i1 false), !tbaa !6
  %96 = add i64 %19, 1
  %97 = add i64 %96, %21
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %4)
  br label %98

98:                                               ; preds = %72, %69
  %99 = phi i64 [ %70, %69 ], [ %97, %72 ]
  %100 = add nuw nsw i64 %20, 4
  %101 = add nuw nsw i64 %18, 1
  %102 = add i64 %17, -4
  %103 = icmp eq i64 %18, %8
  br i1 %103, label %13, label %16, !llvm.loop !27
}

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #7

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

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
!10 = !{!"any pointer", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12, !13, !14}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12, !13, !14}
!25 = distinct !{!25, !12, !14, !13}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
