; ModuleID = 'programs/ring_buffer_queue.c'
source_filename = "programs/ring_buffer_queue.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Ev = type { double, i32, i32 }
%struct.Ring = type { i32, i32, [64 x i32] }

@.str = private unnamed_addr constant [32 x i8] c"ring pushed=%d sum=%ld head=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"([]{<>})\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"([)]\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"((((\00", align 1
@.str.4 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"{[()()]}<>\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"]\00", align 1
@__const.main.bs = private unnamed_addr constant [6 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 16
@.str.7 = private unnamed_addr constant [9 x i8] c"'%s'=%d \00", align 1
@hn = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [22 x i8] c"t=%.1f id=%d kind=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [35 x i8] c"processed=%d final t=%.1f left=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"([{<\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c")]}>\00", align 1
@heap = internal unnamed_addr global [256 x %struct.Ev] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x i8], align 16
  %2 = alloca %struct.Ring, align 4
  call void @llvm.lifetime.start.p0(i64 264, ptr nonnull %2) #7
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  br label %68

4:                                                ; preds = %98
  %5 = icmp eq i32 %83, %99
  br i1 %5, label %135, label %6

6:                                                ; preds = %4
  %7 = sub i32 %83, %99
  %8 = icmp ult i32 %7, 12
  br i1 %8, label %9, label %34

9:                                                ; preds = %64, %34, %6
  %10 = phi i64 [ %100, %34 ], [ %100, %6 ], [ %66, %64 ]
  %11 = phi i32 [ %99, %34 ], [ %99, %6 ], [ %45, %64 ]
  %12 = sub i32 %83, %11
  %13 = and i32 %12, 3
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %28, label %15

15:                                               ; preds = %9, %15
  %16 = phi i64 [ %25, %15 ], [ %10, %9 ]
  %17 = phi i32 [ %19, %15 ], [ %11, %9 ]
  %18 = phi i32 [ %26, %15 ], [ 0, %9 ]
  %19 = add i32 %17, 1
  %20 = and i32 %17, 63
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 %16, %24
  %26 = add i32 %18, 1
  %27 = icmp eq i32 %26, %13
  br i1 %27, label %28, label %15, !llvm.loop !9

28:                                               ; preds = %15, %9
  %29 = phi i64 [ poison, %9 ], [ %25, %15 ]
  %30 = phi i64 [ %10, %9 ], [ %25, %15 ]
  %31 = phi i32 [ %11, %9 ], [ %19, %15 ]
  %32 = sub i32 %11, %83
  %33 = icmp ugt i32 %32, -4
  br i1 %33, label %135, label %103

34:                                               ; preds = %6
  %35 = xor i32 %99, -1
  %36 = add i32 %83, %35
  %37 = trunc i32 %99 to i6
  %38 = trunc i32 %36 to i6
  %39 = xor i6 %37, -1
  %40 = icmp ult i6 %39, %38
  %41 = icmp ugt i32 %36, 63
  %42 = or i1 %40, %41
  br i1 %42, label %9, label %43

43:                                               ; preds = %34
  %44 = and i32 %7, -4
  %45 = add i32 %99, %44
  %46 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %100, i64 0
  br label %47

47:                                               ; preds = %47, %43
  %48 = phi i32 [ 0, %43 ], [ %62, %47 ]
  %49 = phi <2 x i64> [ %46, %43 ], [ %60, %47 ]
  %50 = phi <2 x i64> [ zeroinitializer, %43 ], [ %61, %47 ]
  %51 = add i32 %99, %48
  %52 = and i32 %51, 63
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %53
  %55 = getelementptr inbounds i8, ptr %54, i64 8
  %56 = load <2 x i32>, ptr %54, align 4, !tbaa !5
  %57 = load <2 x i32>, ptr %55, align 4, !tbaa !5
  %58 = sext <2 x i32> %56 to <2 x i64>
  %59 = sext <2 x i32> %57 to <2 x i64>
  %60 = add <2 x i64> %49, %58
  %61 = add <2 x i64> %50, %59
  %62 = add nuw i32 %48, 4
  %63 = icmp eq i32 %62, %44
  br i1 %63, label %64, label %47, !llvm.loop !11

64:                                               ; preds = %47
  %65 = add <2 x i64> %61, %60
  %66 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %65)
  %67 = icmp eq i32 %7, %44
  br i1 %67, label %135, label %9

68:                                               ; preds = %0, %98
  %69 = phi i64 [ 0, %0 ], [ %100, %98 ]
  %70 = phi i32 [ 0, %0 ], [ %84, %98 ]
  %71 = phi i32 [ 0, %0 ], [ %101, %98 ]
  %72 = phi i32 [ -16, %0 ], [ %83, %98 ]
  %73 = phi i32 [ -16, %0 ], [ %99, %98 ]
  %74 = sub i32 %72, %73
  %75 = icmp eq i32 %74, 64
  br i1 %75, label %82, label %76

76:                                               ; preds = %68
  %77 = add i32 %72, 1
  %78 = and i32 %72, 63
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %79
  store i32 %71, ptr %80, align 4, !tbaa !5
  %81 = add nsw i32 %70, 1
  br label %82

82:                                               ; preds = %68, %76
  %83 = phi i32 [ %77, %76 ], [ %72, %68 ]
  %84 = phi i32 [ %81, %76 ], [ %70, %68 ]
  %85 = trunc nuw i32 %71 to i16
  %86 = urem i16 %85, 3
  %87 = icmp ne i16 %86, 0
  %88 = icmp eq i32 %83, %73
  %89 = or i1 %87, %88
  br i1 %89, label %98, label %90

90:                                               ; preds = %82
  %91 = add i32 %73, 1
  %92 = and i32 %73, 63
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !5
  %96 = sext i32 %95 to i64
  %97 = add nsw i64 %69, %96
  br label %98

98:                                               ; preds = %82, %90
  %99 = phi i32 [ %91, %90 ], [ %73, %82 ]
  %100 = phi i64 [ %97, %90 ], [ %69, %82 ]
  %101 = add nuw nsw i32 %71, 1
  %102 = icmp eq i32 %101, 1000
  br i1 %102, label %4, label %68, !llvm.loop !15

103:                                              ; preds = %28, %103
  %104 = phi i64 [ %133, %103 ], [ %30, %28 ]
  %105 = phi i32 [ %127, %103 ], [ %31, %28 ]
  %106 = add i32 %105, 1
  %107 = and i32 %105, 63
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !5
  %111 = sext i32 %110 to i64
  %112 = add nsw i64 %104, %111
  %113 = add i32 %105, 2
  %114 = and i32 %106, 63
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !5
  %118 = sext i32 %117 to i64
  %119 = add nsw i64 %112, %118
  %120 = add i32 %105, 3
  %121 = and i32 %113, 63
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !5
  %125 = sext i32 %124 to i64
  %126 = add nsw i64 %119, %125
  %127 = add i32 %105, 4
  %128 = and i32 %120, 63
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !5
  %132 = sext i32 %131 to i64
  %133 = add nsw i64 %126, %132
  %134 = icmp eq i32 %83, %127
  br i1 %134, label %135, label %103, !llvm.loop !16

135:                                              ; preds = %28, %103, %64, %4
  %136 = phi i64 [ %100, %4 ], [ %66, %64 ], [ %29, %28 ], [ %133, %103 ]
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %84, i64 noundef %136, i32 noundef %83)
  br label %141

138:                                              ; preds = %186
  %139 = tail call i32 @putchar(i32 10)
  %140 = load i32, ptr @hn, align 4, !tbaa !5
  br label %193

141:                                              ; preds = %135, %186
  %142 = phi i64 [ 0, %135 ], [ %189, %186 ]
  %143 = getelementptr inbounds [6 x ptr], ptr @__const.main.bs, i64 0, i64 %142
  %144 = load ptr, ptr %143, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #7
  %145 = load i8, ptr %144, align 1, !tbaa !19
  %146 = icmp eq i8 %145, 0
  br i1 %146, label %186, label %147

147:                                              ; preds = %141, %178
  %148 = phi i8 [ %181, %178 ], [ %145, %141 ]
  %149 = phi i32 [ %179, %178 ], [ 0, %141 ]
  %150 = phi ptr [ %180, %178 ], [ %144, %141 ]
  %151 = sext i8 %148 to i32
  %152 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.11, i32 %151, i64 5)
  %153 = icmp eq ptr %152, null
  br i1 %153, label %158, label %154

154:                                              ; preds = %147
  %155 = add nsw i32 %149, 1
  %156 = sext i32 %149 to i64
  %157 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 %156
  store i8 %148, ptr %157, align 1, !tbaa !19
  br label %178

158:                                              ; preds = %147
  %159 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.12, i32 %151, i64 5)
  %160 = icmp eq ptr %159, null
  br i1 %160, label %178, label %161

161:                                              ; preds = %158
  %162 = icmp eq i32 %149, 0
  br i1 %162, label %186, label %163

163:                                              ; preds = %161
  %164 = add nsw i32 %149, -1
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 %165
  %167 = load i8, ptr %166, align 1, !tbaa !19
  %168 = icmp ne i8 %167, 40
  %169 = icmp eq i8 %148, 41
  %170 = or i1 %169, %168
  br i1 %170, label %171, label %186

171:                                              ; preds = %163
  switch i8 %167, label %178 [
    i8 91, label %172
    i8 123, label %174
    i8 60, label %176
  ]

172:                                              ; preds = %171
  %173 = icmp eq i8 %148, 93
  br i1 %173, label %178, label %186

174:                                              ; preds = %171
  %175 = icmp eq i8 %148, 125
  br i1 %175, label %178, label %186

176:                                              ; preds = %171
  %177 = icmp eq i8 %148, 62
  br i1 %177, label %178, label %186

178:                                              ; preds = %176, %174, %172, %171, %158, %154
  %179 = phi i32 [ %155, %154 ], [ %149, %158 ], [ %164, %171 ], [ %164, %176 ], [ %164, %172 ], [ %164, %174 ]
  %180 = getelementptr inbounds i8, ptr %150, i64 1
  %181 = load i8, ptr %180, align 1, !tbaa !19
  %182 = icmp eq i8 %181, 0
  br i1 %182, label %183, label %147, !llvm.loop !20

183:                                              ; preds = %178
  %184 = icmp eq i32 %179, 0
  %185 = zext i1 %184 to i32
  br label %186

186:                                              ; preds = %161, %163, %172, %174, %176, %141, %183
  %187 = phi i32 [ 1, %141 ], [ %185, %183 ], [ 0, %176 ], [ 0, %174 ], [ 0, %172 ], [ 0, %163 ], [ 0, %161 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #7
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %144, i32 noundef %187)
  %189 = add nuw nsw i64 %142, 1
  %190 = icmp eq i64 %189, 6
  br i1 %190, label %138, label %141, !llvm.loop !21

191:                                              ; preds = %217
  store i32 %203, ptr @hn, align 4, !tbaa !5
  %192 = icmp eq i32 %203, 0
  br i1 %192, label %324, label %223

193:                                              ; preds = %138, %217
  %194 = phi i64 [ 0, %138 ], [ %221, %217 ]
  %195 = phi i32 [ 9, %138 ], [ %198, %217 ]
  %196 = phi i32 [ %140, %138 ], [ %203, %217 ]
  %197 = mul i32 %195, 1664525
  %198 = add i32 %197, 1013904223
  %199 = lshr i32 %198, 8
  %200 = urem i32 %199, 1000
  %201 = uitofp nneg i32 %200 to double
  %202 = fdiv double %201, 1.000000e+01
  %203 = add nsw i32 %196, 1
  %204 = icmp eq i32 %196, 0
  br i1 %204, label %217, label %205

205:                                              ; preds = %193, %214
  %206 = phi i32 [ %208, %214 ], [ %196, %193 ]
  %207 = add nsw i32 %206, -1
  %208 = sdiv i32 %207, 2
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %209
  %211 = load double, ptr %210, align 16, !tbaa !22
  %212 = fcmp ogt double %211, %202
  %213 = sext i32 %206 to i64
  br i1 %212, label %214, label %217

214:                                              ; preds = %205
  %215 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %213
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %215, ptr noundef nonnull align 16 dereferenceable(16) %210, i64 16, i1 false), !tbaa.struct !25
  %216 = icmp ult i32 %206, 3
  br i1 %216, label %217, label %205, !llvm.loop !27

217:                                              ; preds = %214, %205, %193
  %218 = phi i64 [ 0, %193 ], [ %209, %214 ], [ %213, %205 ]
  %219 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %218
  store double %202, ptr %219, align 16, !tbaa !26
  %220 = getelementptr inbounds i8, ptr %219, i64 8
  store i64 %194, ptr %220, align 8
  %221 = add nuw nsw i64 %194, 1
  %222 = icmp eq i64 %221, 10
  br i1 %222, label %191, label %193, !llvm.loop !28

223:                                              ; preds = %191, %318
  %224 = phi i32 [ %319, %318 ], [ %203, %191 ]
  %225 = phi i32 [ %320, %318 ], [ 424488747, %191 ]
  %226 = phi i32 [ %272, %318 ], [ 0, %191 ]
  %227 = load double, ptr @heap, align 16, !tbaa !26
  %228 = load i64, ptr getelementptr inbounds (i8, ptr @heap, i64 8), align 8
  %229 = add nsw i32 %224, -1
  store i32 %229, ptr @hn, align 4, !tbaa !5
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %230
  %232 = load double, ptr %231, align 16, !tbaa !26
  %233 = getelementptr inbounds i8, ptr %231, i64 8
  %234 = load i64, ptr %233, align 8
  %235 = icmp sgt i32 %224, 2
  br i1 %235, label %236, label %268

236:                                              ; preds = %223, %259
  %237 = phi i32 [ %263, %259 ], [ 1, %223 ]
  %238 = phi i32 [ %262, %259 ], [ 0, %223 ]
  %239 = phi i32 [ %255, %259 ], [ 0, %223 ]
  %240 = add nsw i32 %238, 2
  %241 = icmp slt i32 %240, %229
  br i1 %241, label %244, label %242

242:                                              ; preds = %236
  %243 = sext i32 %237 to i64
  br label %253

244:                                              ; preds = %236
  %245 = sext i32 %240 to i64
  %246 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %245
  %247 = load double, ptr %246, align 16, !tbaa !22
  %248 = sext i32 %237 to i64
  %249 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %248
  %250 = load double, ptr %249, align 16, !tbaa !22
  %251 = fcmp olt double %247, %250
  br i1 %251, label %252, label %253

252:                                              ; preds = %244
  br label %253

253:                                              ; preds = %252, %244, %242
  %254 = phi i64 [ %243, %242 ], [ %245, %252 ], [ %248, %244 ]
  %255 = phi i32 [ %237, %242 ], [ %240, %252 ], [ %237, %244 ]
  %256 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %254
  %257 = load double, ptr %256, align 16, !tbaa !22
  %258 = fcmp ult double %257, %232
  br i1 %258, label %259, label %265

259:                                              ; preds = %253
  %260 = sext i32 %239 to i64
  %261 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %260
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %261, ptr noundef nonnull align 16 dereferenceable(16) %256, i64 16, i1 false), !tbaa.struct !25
  %262 = shl nsw i32 %255, 1
  %263 = or disjoint i32 %262, 1
  %264 = icmp slt i32 %263, %229
  br i1 %264, label %236, label %265

265:                                              ; preds = %259, %253
  %266 = phi i32 [ %239, %253 ], [ %255, %259 ]
  %267 = sext i32 %266 to i64
  br label %268

268:                                              ; preds = %223, %265
  %269 = phi i64 [ 0, %223 ], [ %267, %265 ]
  %270 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %269
  store double %232, ptr %270, align 16, !tbaa !26
  %271 = getelementptr inbounds i8, ptr %270, i64 8
  store i64 %234, ptr %271, align 8
  %272 = add nuw nsw i32 %226, 1
  %273 = icmp ult i32 %226, 12
  br i1 %273, label %277, label %274

274:                                              ; preds = %268
  %275 = lshr i64 %228, 32
  %276 = trunc nuw i64 %275 to i32
  br label %283

277:                                              ; preds = %268
  %278 = trunc i64 %228 to i32
  %279 = lshr i64 %228, 32
  %280 = trunc nuw i64 %279 to i32
  %281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %227, i32 noundef %278, i32 noundef %280)
  %282 = load i32, ptr @hn, align 4, !tbaa !5
  br label %283

283:                                              ; preds = %274, %277
  %284 = phi i32 [ %276, %274 ], [ %280, %277 ]
  %285 = phi i32 [ %229, %274 ], [ %282, %277 ]
  %286 = icmp slt i32 %284, 3
  br i1 %286, label %287, label %318

287:                                              ; preds = %283
  %288 = mul i32 %225, 1664525
  %289 = add i32 %288, 1013904223
  %290 = lshr i32 %289, 8
  %291 = urem i32 %290, 100
  %292 = uitofp nneg i32 %291 to double
  %293 = fdiv double %292, 1.000000e+01
  %294 = fadd double %293, %227
  %295 = fadd double %294, 1.000000e-01
  %296 = and i64 %228, -4294967296
  %297 = add i64 %296, 4294967296
  %298 = and i64 %228, 4294967295
  %299 = or disjoint i64 %297, %298
  %300 = add nsw i32 %285, 1
  store i32 %300, ptr @hn, align 4, !tbaa !5
  %301 = icmp eq i32 %285, 0
  br i1 %301, label %314, label %302

302:                                              ; preds = %287, %311
  %303 = phi i32 [ %305, %311 ], [ %285, %287 ]
  %304 = add nsw i32 %303, -1
  %305 = sdiv i32 %304, 2
  %306 = sext i32 %305 to i64
  %307 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %306
  %308 = load double, ptr %307, align 16, !tbaa !22
  %309 = fcmp ogt double %308, %295
  %310 = sext i32 %303 to i64
  br i1 %309, label %311, label %314

311:                                              ; preds = %302
  %312 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %310
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %312, ptr noundef nonnull align 16 dereferenceable(16) %307, i64 16, i1 false), !tbaa.struct !25
  %313 = icmp ult i32 %303, 3
  br i1 %313, label %314, label %302, !llvm.loop !27

314:                                              ; preds = %311, %302, %287
  %315 = phi i64 [ 0, %287 ], [ %306, %311 ], [ %310, %302 ]
  %316 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %315
  store double %295, ptr %316, align 16, !tbaa !26
  %317 = getelementptr inbounds i8, ptr %316, i64 8
  store i64 %299, ptr %317, align 8
  br label %318

318:                                              ; preds = %314, %283
  %319 = phi i32 [ %300, %314 ], [ %285, %283 ]
  %320 = phi i32 [ %289, %314 ], [ %225, %283 ]
  %321 = icmp ne i32 %319, 0
  %322 = icmp ult i32 %226, 59
  %323 = and i1 %322, %321
  br i1 %323, label %223, label %324, !llvm.loop !29

324:                                              ; preds = %318, %191
  %325 = phi i32 [ 0, %191 ], [ %272, %318 ]
  %326 = phi double [ 0.000000e+00, %191 ], [ %227, %318 ]
  %327 = phi i32 [ 0, %191 ], [ %319, %318 ]
  %328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %325, double noundef %326, i32 noundef %327)
  call void @llvm.lifetime.end.p0(i64 264, ptr nonnull %2) #7
  ret i32 %325
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind }
attributes #5 = { nofree nounwind willreturn memory(argmem: read) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12, !13}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !7, i64 0}
!19 = !{!7, !7, i64 0}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = !{!23, !24, i64 0}
!23 = !{!"", !24, i64 0, !6, i64 8, !6, i64 12}
!24 = !{!"double", !7, i64 0}
!25 = !{i64 0, i64 8, !26, i64 8, i64 4, !5, i64 12, i64 4, !5}
!26 = !{!24, !24, i64 0}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
