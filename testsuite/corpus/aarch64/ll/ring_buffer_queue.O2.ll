; ModuleID = 'programs/ring_buffer_queue.c'
source_filename = "programs/ring_buffer_queue.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Ev = type { double, i32, i32 }
%struct.Ring = type { i32, i32, [64 x i32] }

@.str = private unnamed_addr constant [32 x i8] c"ring pushed=%d sum=%ld head=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"([]{<>})\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"([)]\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"((((\00", align 1
@.str.4 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"{[()()]}<>\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"]\00", align 1
@__const.main.bs = private unnamed_addr constant [6 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 8
@.str.7 = private unnamed_addr constant [9 x i8] c"'%s'=%d \00", align 1
@hn = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [22 x i8] c"t=%.1f id=%d kind=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [35 x i8] c"processed=%d final t=%.1f left=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"([{<\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c")]}>\00", align 1
@heap = internal unnamed_addr global [256 x %struct.Ev] zeroinitializer, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x i8], align 1
  %2 = alloca %struct.Ring, align 4
  call void @llvm.lifetime.start.p0(i64 264, ptr nonnull %2) #7
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  br label %46

4:                                                ; preds = %76
  %5 = icmp eq i32 %61, %77
  br i1 %5, label %92, label %6

6:                                                ; preds = %4
  %7 = sub i32 %61, %77
  %8 = icmp ult i32 %7, 12
  br i1 %8, label %9, label %12

9:                                                ; preds = %42, %12, %6
  %10 = phi i64 [ %78, %12 ], [ %78, %6 ], [ %44, %42 ]
  %11 = phi i32 [ %77, %12 ], [ %77, %6 ], [ %23, %42 ]
  br label %81

12:                                               ; preds = %6
  %13 = xor i32 %77, -1
  %14 = add i32 %61, %13
  %15 = trunc i32 %77 to i6
  %16 = trunc i32 %14 to i6
  %17 = xor i6 %15, -1
  %18 = icmp ult i6 %17, %16
  %19 = icmp ugt i32 %14, 63
  %20 = or i1 %18, %19
  br i1 %20, label %9, label %21

21:                                               ; preds = %12
  %22 = and i32 %7, -8
  %23 = add i32 %77, %22
  %24 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %78, i64 0
  br label %25

25:                                               ; preds = %25, %21
  %26 = phi i32 [ 0, %21 ], [ %40, %25 ]
  %27 = phi <4 x i64> [ %24, %21 ], [ %38, %25 ]
  %28 = phi <4 x i64> [ zeroinitializer, %21 ], [ %39, %25 ]
  %29 = add i32 %77, %26
  %30 = and i32 %29, 63
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %31
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = load <4 x i32>, ptr %32, align 4, !tbaa !6
  %35 = load <4 x i32>, ptr %33, align 4, !tbaa !6
  %36 = sext <4 x i32> %34 to <4 x i64>
  %37 = sext <4 x i32> %35 to <4 x i64>
  %38 = add <4 x i64> %27, %36
  %39 = add <4 x i64> %28, %37
  %40 = add nuw i32 %26, 8
  %41 = icmp eq i32 %40, %22
  br i1 %41, label %42, label %25, !llvm.loop !10

42:                                               ; preds = %25
  %43 = add <4 x i64> %39, %38
  %44 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %43)
  %45 = icmp eq i32 %7, %22
  br i1 %45, label %92, label %9

46:                                               ; preds = %0, %76
  %47 = phi i64 [ 0, %0 ], [ %78, %76 ]
  %48 = phi i32 [ 0, %0 ], [ %62, %76 ]
  %49 = phi i32 [ 0, %0 ], [ %79, %76 ]
  %50 = phi i32 [ -16, %0 ], [ %61, %76 ]
  %51 = phi i32 [ -16, %0 ], [ %77, %76 ]
  %52 = sub i32 %50, %51
  %53 = icmp eq i32 %52, 64
  br i1 %53, label %60, label %54

54:                                               ; preds = %46
  %55 = add i32 %50, 1
  %56 = and i32 %50, 63
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %57
  store i32 %49, ptr %58, align 4, !tbaa !6
  %59 = add nsw i32 %48, 1
  br label %60

60:                                               ; preds = %46, %54
  %61 = phi i32 [ %55, %54 ], [ %50, %46 ]
  %62 = phi i32 [ %59, %54 ], [ %48, %46 ]
  %63 = trunc nuw i32 %49 to i16
  %64 = urem i16 %63, 3
  %65 = icmp ne i16 %64, 0
  %66 = icmp eq i32 %61, %51
  %67 = or i1 %65, %66
  br i1 %67, label %76, label %68

68:                                               ; preds = %60
  %69 = add i32 %51, 1
  %70 = and i32 %51, 63
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = sext i32 %73 to i64
  %75 = add nsw i64 %47, %74
  br label %76

76:                                               ; preds = %60, %68
  %77 = phi i32 [ %69, %68 ], [ %51, %60 ]
  %78 = phi i64 [ %75, %68 ], [ %47, %60 ]
  %79 = add nuw nsw i32 %49, 1
  %80 = icmp eq i32 %79, 1000
  br i1 %80, label %4, label %46, !llvm.loop !14

81:                                               ; preds = %9, %81
  %82 = phi i64 [ %90, %81 ], [ %10, %9 ]
  %83 = phi i32 [ %84, %81 ], [ %11, %9 ]
  %84 = add i32 %83, 1
  %85 = and i32 %83, 63
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !6
  %89 = sext i32 %88 to i64
  %90 = add nsw i64 %82, %89
  %91 = icmp eq i32 %61, %84
  br i1 %91, label %92, label %81, !llvm.loop !15

92:                                               ; preds = %81, %42, %4
  %93 = phi i64 [ %78, %4 ], [ %44, %42 ], [ %90, %81 ]
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %62, i64 noundef %93, i32 noundef %61)
  br label %98

95:                                               ; preds = %143
  %96 = tail call i32 @putchar(i32 10)
  %97 = load i32, ptr @hn, align 4, !tbaa !6
  br label %150

98:                                               ; preds = %92, %143
  %99 = phi i64 [ 0, %92 ], [ %146, %143 ]
  %100 = getelementptr inbounds [6 x ptr], ptr @__const.main.bs, i64 0, i64 %99
  %101 = load ptr, ptr %100, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #7
  %102 = load i8, ptr %101, align 1, !tbaa !18
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %143, label %104

104:                                              ; preds = %98, %135
  %105 = phi i8 [ %138, %135 ], [ %102, %98 ]
  %106 = phi i32 [ %136, %135 ], [ 0, %98 ]
  %107 = phi ptr [ %137, %135 ], [ %101, %98 ]
  %108 = zext i8 %105 to i32
  %109 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.11, i32 %108, i64 5)
  %110 = icmp eq ptr %109, null
  br i1 %110, label %115, label %111

111:                                              ; preds = %104
  %112 = add nsw i32 %106, 1
  %113 = sext i32 %106 to i64
  %114 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 %113
  store i8 %105, ptr %114, align 1, !tbaa !18
  br label %135

115:                                              ; preds = %104
  %116 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.12, i32 %108, i64 5)
  %117 = icmp eq ptr %116, null
  br i1 %117, label %135, label %118

118:                                              ; preds = %115
  %119 = icmp eq i32 %106, 0
  br i1 %119, label %143, label %120

120:                                              ; preds = %118
  %121 = add nsw i32 %106, -1
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 %122
  %124 = load i8, ptr %123, align 1, !tbaa !18
  %125 = icmp ne i8 %124, 40
  %126 = icmp eq i8 %105, 41
  %127 = or i1 %126, %125
  br i1 %127, label %128, label %143

128:                                              ; preds = %120
  switch i8 %124, label %135 [
    i8 91, label %129
    i8 123, label %131
    i8 60, label %133
  ]

129:                                              ; preds = %128
  %130 = icmp eq i8 %105, 93
  br i1 %130, label %135, label %143

131:                                              ; preds = %128
  %132 = icmp eq i8 %105, 125
  br i1 %132, label %135, label %143

133:                                              ; preds = %128
  %134 = icmp eq i8 %105, 62
  br i1 %134, label %135, label %143

135:                                              ; preds = %133, %131, %129, %128, %115, %111
  %136 = phi i32 [ %112, %111 ], [ %106, %115 ], [ %121, %128 ], [ %121, %133 ], [ %121, %129 ], [ %121, %131 ]
  %137 = getelementptr inbounds i8, ptr %107, i64 1
  %138 = load i8, ptr %137, align 1, !tbaa !18
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %140, label %104, !llvm.loop !19

140:                                              ; preds = %135
  %141 = icmp eq i32 %136, 0
  %142 = zext i1 %141 to i32
  br label %143

143:                                              ; preds = %118, %120, %129, %131, %133, %98, %140
  %144 = phi i32 [ 1, %98 ], [ %142, %140 ], [ 0, %133 ], [ 0, %131 ], [ 0, %129 ], [ 0, %120 ], [ 0, %118 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #7
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %101, i32 noundef %144)
  %146 = add nuw nsw i64 %99, 1
  %147 = icmp eq i64 %146, 6
  br i1 %147, label %95, label %98, !llvm.loop !20

148:                                              ; preds = %174
  store i32 %160, ptr @hn, align 4, !tbaa !6
  %149 = icmp eq i32 %160, 0
  br i1 %149, label %281, label %180

150:                                              ; preds = %95, %174
  %151 = phi i64 [ 0, %95 ], [ %178, %174 ]
  %152 = phi i32 [ 9, %95 ], [ %155, %174 ]
  %153 = phi i32 [ %97, %95 ], [ %160, %174 ]
  %154 = mul i32 %152, 1664525
  %155 = add i32 %154, 1013904223
  %156 = lshr i32 %155, 8
  %157 = urem i32 %156, 1000
  %158 = uitofp nneg i32 %157 to double
  %159 = fdiv double %158, 1.000000e+01
  %160 = add nsw i32 %153, 1
  %161 = icmp eq i32 %153, 0
  br i1 %161, label %174, label %162

162:                                              ; preds = %150, %171
  %163 = phi i32 [ %165, %171 ], [ %153, %150 ]
  %164 = add nsw i32 %163, -1
  %165 = sdiv i32 %164, 2
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %166
  %168 = load double, ptr %167, align 8, !tbaa !21
  %169 = fcmp ogt double %168, %159
  %170 = sext i32 %163 to i64
  br i1 %169, label %171, label %174

171:                                              ; preds = %162
  %172 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %170
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %172, ptr noundef nonnull align 8 dereferenceable(16) %167, i64 16, i1 false), !tbaa.struct !24
  %173 = icmp ult i32 %163, 3
  br i1 %173, label %174, label %162, !llvm.loop !26

174:                                              ; preds = %171, %162, %150
  %175 = phi i64 [ 0, %150 ], [ %166, %171 ], [ %170, %162 ]
  %176 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %175
  store double %159, ptr %176, align 8, !tbaa !25
  %177 = getelementptr inbounds i8, ptr %176, i64 8
  store i64 %151, ptr %177, align 8
  %178 = add nuw nsw i64 %151, 1
  %179 = icmp eq i64 %178, 10
  br i1 %179, label %148, label %150, !llvm.loop !27

180:                                              ; preds = %148, %275
  %181 = phi i32 [ %276, %275 ], [ %160, %148 ]
  %182 = phi i32 [ %277, %275 ], [ 424488747, %148 ]
  %183 = phi i32 [ %229, %275 ], [ 0, %148 ]
  %184 = load double, ptr @heap, align 8, !tbaa !25
  %185 = load i64, ptr getelementptr inbounds (i8, ptr @heap, i64 8), align 8
  %186 = add nsw i32 %181, -1
  store i32 %186, ptr @hn, align 4, !tbaa !6
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %187
  %189 = load double, ptr %188, align 8, !tbaa !25
  %190 = getelementptr inbounds i8, ptr %188, i64 8
  %191 = load i64, ptr %190, align 8
  %192 = icmp sgt i32 %181, 2
  br i1 %192, label %193, label %225

193:                                              ; preds = %180, %216
  %194 = phi i32 [ %220, %216 ], [ 1, %180 ]
  %195 = phi i32 [ %219, %216 ], [ 0, %180 ]
  %196 = phi i32 [ %212, %216 ], [ 0, %180 ]
  %197 = add nsw i32 %195, 2
  %198 = icmp slt i32 %197, %186
  br i1 %198, label %201, label %199

199:                                              ; preds = %193
  %200 = sext i32 %194 to i64
  br label %210

201:                                              ; preds = %193
  %202 = sext i32 %197 to i64
  %203 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %202
  %204 = load double, ptr %203, align 8, !tbaa !21
  %205 = sext i32 %194 to i64
  %206 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %205
  %207 = load double, ptr %206, align 8, !tbaa !21
  %208 = fcmp olt double %204, %207
  br i1 %208, label %209, label %210

209:                                              ; preds = %201
  br label %210

210:                                              ; preds = %209, %201, %199
  %211 = phi i64 [ %200, %199 ], [ %202, %209 ], [ %205, %201 ]
  %212 = phi i32 [ %194, %199 ], [ %197, %209 ], [ %194, %201 ]
  %213 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %211
  %214 = load double, ptr %213, align 8, !tbaa !21
  %215 = fcmp ult double %214, %189
  br i1 %215, label %216, label %222

216:                                              ; preds = %210
  %217 = sext i32 %196 to i64
  %218 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %217
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %218, ptr noundef nonnull align 8 dereferenceable(16) %213, i64 16, i1 false), !tbaa.struct !24
  %219 = shl nsw i32 %212, 1
  %220 = or disjoint i32 %219, 1
  %221 = icmp slt i32 %220, %186
  br i1 %221, label %193, label %222

222:                                              ; preds = %216, %210
  %223 = phi i32 [ %196, %210 ], [ %212, %216 ]
  %224 = sext i32 %223 to i64
  br label %225

225:                                              ; preds = %180, %222
  %226 = phi i64 [ 0, %180 ], [ %224, %222 ]
  %227 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %226
  store double %189, ptr %227, align 8, !tbaa !25
  %228 = getelementptr inbounds i8, ptr %227, i64 8
  store i64 %191, ptr %228, align 8
  %229 = add nuw nsw i32 %183, 1
  %230 = icmp ult i32 %183, 12
  br i1 %230, label %234, label %231

231:                                              ; preds = %225
  %232 = lshr i64 %185, 32
  %233 = trunc nuw i64 %232 to i32
  br label %240

234:                                              ; preds = %225
  %235 = trunc i64 %185 to i32
  %236 = lshr i64 %185, 32
  %237 = trunc nuw i64 %236 to i32
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %184, i32 noundef %235, i32 noundef %237)
  %239 = load i32, ptr @hn, align 4, !tbaa !6
  br label %240

240:                                              ; preds = %231, %234
  %241 = phi i32 [ %233, %231 ], [ %237, %234 ]
  %242 = phi i32 [ %186, %231 ], [ %239, %234 ]
  %243 = icmp slt i32 %241, 3
  br i1 %243, label %244, label %275

244:                                              ; preds = %240
  %245 = mul i32 %182, 1664525
  %246 = add i32 %245, 1013904223
  %247 = lshr i32 %246, 8
  %248 = urem i32 %247, 100
  %249 = uitofp nneg i32 %248 to double
  %250 = fdiv double %249, 1.000000e+01
  %251 = fadd double %250, %184
  %252 = fadd double %251, 1.000000e-01
  %253 = and i64 %185, -4294967296
  %254 = add i64 %253, 4294967296
  %255 = and i64 %185, 4294967295
  %256 = or disjoint i64 %254, %255
  %257 = add nsw i32 %242, 1
  store i32 %257, ptr @hn, align 4, !tbaa !6
  %258 = icmp eq i32 %242, 0
  br i1 %258, label %271, label %259

259:                                              ; preds = %244, %268
  %260 = phi i32 [ %262, %268 ], [ %242, %244 ]
  %261 = add nsw i32 %260, -1
  %262 = sdiv i32 %261, 2
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %263
  %265 = load double, ptr %264, align 8, !tbaa !21
  %266 = fcmp ogt double %265, %252
  %267 = sext i32 %260 to i64
  br i1 %266, label %268, label %271

268:                                              ; preds = %259
  %269 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %267
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %269, ptr noundef nonnull align 8 dereferenceable(16) %264, i64 16, i1 false), !tbaa.struct !24
  %270 = icmp ult i32 %260, 3
  br i1 %270, label %271, label %259, !llvm.loop !26

271:                                              ; preds = %268, %259, %244
  %272 = phi i64 [ 0, %244 ], [ %263, %268 ], [ %267, %259 ]
  %273 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %272
  store double %252, ptr %273, align 8, !tbaa !25
  %274 = getelementptr inbounds i8, ptr %273, i64 8
  store i64 %256, ptr %274, align 8
  br label %275

275:                                              ; preds = %271, %240
  %276 = phi i32 [ %257, %271 ], [ %242, %240 ]
  %277 = phi i32 [ %246, %271 ], [ %182, %240 ]
  %278 = icmp ne i32 %276, 0
  %279 = icmp ult i32 %183, 59
  %280 = and i1 %279, %278
  br i1 %280, label %180, label %281, !llvm.loop !28

281:                                              ; preds = %275, %148
  %282 = phi i32 [ 0, %148 ], [ %229, %275 ]
  %283 = phi double [ 0.000000e+00, %148 ], [ %184, %275 ]
  %284 = phi i32 [ 0, %148 ], [ %276, %275 ]
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %282, double noundef %283, i32 noundef %284)
  call void @llvm.lifetime.end.p0(i64 264, ptr nonnull %2) #7
  ret i32 %282
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
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind }
attributes #5 = { nofree nounwind willreturn memory(argmem: read) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11, !12}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !8, i64 0}
!18 = !{!8, !8, i64 0}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = !{!22, !23, i64 0}
!22 = !{!"", !23, i64 0, !7, i64 8, !7, i64 12}
!23 = !{!"double", !8, i64 0}
!24 = !{i64 0, i64 8, !25, i64 8, i64 4, !6, i64 12, i64 4, !6}
!25 = !{!23, !23, i64 0}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
