; ModuleID = 'programs/red_black_tree.c'
source_filename = "programs/red_black_tree.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.node = type { i32, i32, ptr, ptr, ptr }

@root = internal unnamed_addr global ptr @nil_, align 8
@.str = private unnamed_addr constant [60 x i8] c"round %d: size=%d height=%d black_height=%d ok=%d hash=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"inserted=%d deleted=%d\0A\00", align 1
@nil_ = internal global %struct.node { i32 0, i32 1, ptr null, ptr null, ptr null }, align 8

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #8
  store i32 1, ptr %1, align 4, !tbaa !6
  br label %2

2:                                                ; preds = %0, %538
  %3 = phi i32 [ 0, %0 ], [ %543, %538 ]
  %4 = phi i32 [ 0, %0 ], [ %531, %538 ]
  %5 = phi i32 [ 0, %0 ], [ %189, %538 ]
  %6 = phi i32 [ 777, %0 ], [ %206, %538 ]
  %7 = load ptr, ptr @root, align 8, !tbaa !10
  br label %12

8:                                                ; preds = %538
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %189, i32 noundef %531)
  %10 = load i32, ptr %1, align 4, !tbaa !6
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %549, label %545

12:                                               ; preds = %2, %186
  %13 = phi ptr [ %7, %2 ], [ %187, %186 ]
  %14 = phi i32 [ 0, %2 ], [ %190, %186 ]
  %15 = phi i32 [ %5, %2 ], [ %189, %186 ]
  %16 = phi i32 [ %6, %2 ], [ %18, %186 ]
  %17 = mul i32 %16, 1103515245
  %18 = add i32 %17, 12345
  %19 = lshr i32 %18, 8
  %20 = urem i32 %19, 10000
  %21 = icmp eq ptr %13, @nil_
  br i1 %21, label %32, label %22

22:                                               ; preds = %12, %26
  %23 = phi ptr [ %30, %26 ], [ %13, %12 ]
  %24 = load i32, ptr %23, align 8, !tbaa !12
  %25 = icmp eq i32 %24, %20
  br i1 %25, label %186, label %26

26:                                               ; preds = %22
  %27 = icmp sgt i32 %24, %20
  %28 = select i1 %27, i64 8, i64 16
  %29 = getelementptr inbounds i8, ptr %23, i64 %28
  %30 = load ptr, ptr %29, align 8, !tbaa !10
  %31 = icmp eq ptr %30, @nil_
  br i1 %31, label %32, label %22, !llvm.loop !14

32:                                               ; preds = %26, %12
  %33 = phi ptr [ @nil_, %12 ], [ %23, %26 ]
  %34 = call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #9
  store i32 %20, ptr %34, align 8, !tbaa !12
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  store ptr @nil_, ptr %35, align 8, !tbaa !16
  %36 = getelementptr inbounds i8, ptr %34, i64 8
  store ptr @nil_, ptr %36, align 8, !tbaa !17
  %37 = getelementptr inbounds i8, ptr %34, i64 24
  store ptr %33, ptr %37, align 8, !tbaa !18
  %38 = getelementptr inbounds i8, ptr %34, i64 4
  store i32 0, ptr %38, align 4, !tbaa !19
  %39 = icmp eq ptr %33, @nil_
  br i1 %39, label %47, label %40

40:                                               ; preds = %32
  %41 = load i32, ptr %33, align 8, !tbaa !12
  %42 = icmp sgt i32 %41, %20
  br i1 %42, label %43, label %45

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %33, i64 8
  br label %47

45:                                               ; preds = %40
  %46 = getelementptr inbounds i8, ptr %33, i64 16
  br label %47

47:                                               ; preds = %45, %43, %32
  %48 = phi ptr [ %44, %43 ], [ %46, %45 ], [ @root, %32 ]
  %49 = phi ptr [ %13, %43 ], [ %13, %45 ], [ %34, %32 ]
  store ptr %34, ptr %48, align 8, !tbaa !10
  %50 = getelementptr inbounds i8, ptr %33, i64 4
  %51 = load i32, ptr %50, align 4, !tbaa !19
  %52 = icmp eq i32 %51, 0
  %53 = load ptr, ptr @root, align 8, !tbaa !10
  br i1 %52, label %54, label %182

54:                                               ; preds = %47, %173
  %55 = phi ptr [ %177, %173 ], [ %50, %47 ]
  %56 = phi ptr [ %176, %173 ], [ %33, %47 ]
  %57 = phi ptr [ %174, %173 ], [ %34, %47 ]
  %58 = getelementptr inbounds i8, ptr %56, i64 24
  %59 = load ptr, ptr %58, align 8, !tbaa !18
  %60 = getelementptr inbounds i8, ptr %59, i64 8
  %61 = load ptr, ptr %60, align 8, !tbaa !17
  %62 = icmp eq ptr %56, %61
  br i1 %62, label %63, label %119

63:                                               ; preds = %54
  %64 = getelementptr inbounds i8, ptr %59, i64 16
  %65 = load ptr, ptr %64, align 8, !tbaa !16
  %66 = getelementptr inbounds i8, ptr %65, i64 4
  %67 = load i32, ptr %66, align 4, !tbaa !19
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %69, label %71

69:                                               ; preds = %63
  store i32 1, ptr %55, align 4, !tbaa !19
  store i32 1, ptr %66, align 4, !tbaa !19
  %70 = getelementptr inbounds i8, ptr %59, i64 4
  store i32 0, ptr %70, align 4, !tbaa !19
  br label %173

71:                                               ; preds = %63
  %72 = getelementptr inbounds i8, ptr %56, i64 16
  %73 = load ptr, ptr %72, align 8, !tbaa !16
  %74 = icmp eq ptr %57, %73
  br i1 %74, label %75, label %95

75:                                               ; preds = %71
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !17
  store ptr %77, ptr %72, align 8, !tbaa !16
  %78 = icmp eq ptr %77, @nil_
  br i1 %78, label %82, label %79

79:                                               ; preds = %75
  %80 = getelementptr inbounds i8, ptr %77, i64 24
  store ptr %56, ptr %80, align 8, !tbaa !18
  %81 = load ptr, ptr %58, align 8, !tbaa !18
  br label %82

82:                                               ; preds = %79, %75
  %83 = phi ptr [ %81, %79 ], [ %59, %75 ]
  %84 = getelementptr inbounds i8, ptr %73, i64 24
  store ptr %83, ptr %84, align 8, !tbaa !18
  %85 = icmp eq ptr %83, @nil_
  br i1 %85, label %92, label %86

86:                                               ; preds = %82
  %87 = getelementptr inbounds i8, ptr %83, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !17
  %89 = icmp eq ptr %88, %56
  %90 = getelementptr inbounds i8, ptr %83, i64 16
  %91 = select i1 %89, ptr %87, ptr %90
  br label %92

92:                                               ; preds = %86, %82
  %93 = phi ptr [ @root, %82 ], [ %91, %86 ]
  store ptr %73, ptr %93, align 8, !tbaa !10
  store ptr %56, ptr %76, align 8, !tbaa !17
  store ptr %73, ptr %58, align 8, !tbaa !18
  %94 = load ptr, ptr %60, align 8, !tbaa !17
  br label %95

95:                                               ; preds = %92, %71
  %96 = phi ptr [ %94, %92 ], [ %61, %71 ]
  %97 = phi ptr [ %73, %92 ], [ %56, %71 ]
  %98 = phi ptr [ %56, %92 ], [ %57, %71 ]
  %99 = getelementptr inbounds i8, ptr %97, i64 4
  store i32 1, ptr %99, align 4, !tbaa !19
  %100 = getelementptr inbounds i8, ptr %59, i64 4
  store i32 0, ptr %100, align 4, !tbaa !19
  %101 = getelementptr inbounds i8, ptr %96, i64 16
  %102 = load ptr, ptr %101, align 8, !tbaa !16
  store ptr %102, ptr %60, align 8, !tbaa !17
  %103 = icmp eq ptr %102, @nil_
  br i1 %103, label %106, label %104

104:                                              ; preds = %95
  %105 = getelementptr inbounds i8, ptr %102, i64 24
  store ptr %59, ptr %105, align 8, !tbaa !18
  br label %106

106:                                              ; preds = %104, %95
  %107 = getelementptr inbounds i8, ptr %59, i64 24
  %108 = load ptr, ptr %107, align 8, !tbaa !18
  %109 = getelementptr inbounds i8, ptr %96, i64 24
  store ptr %108, ptr %109, align 8, !tbaa !18
  %110 = icmp eq ptr %108, @nil_
  br i1 %110, label %117, label %111

111:                                              ; preds = %106
  %112 = getelementptr inbounds i8, ptr %108, i64 16
  %113 = load ptr, ptr %112, align 8, !tbaa !16
  %114 = icmp eq ptr %113, %59
  %115 = getelementptr inbounds i8, ptr %108, i64 8
  %116 = select i1 %114, ptr %112, ptr %115
  br label %117

117:                                              ; preds = %111, %106
  %118 = phi ptr [ @root, %106 ], [ %116, %111 ]
  store ptr %96, ptr %118, align 8, !tbaa !10
  store ptr %59, ptr %101, align 8, !tbaa !16
  store ptr %96, ptr %107, align 8, !tbaa !18
  br label %173

119:                                              ; preds = %54
  %120 = getelementptr inbounds i8, ptr %61, i64 4
  %121 = load i32, ptr %120, align 4, !tbaa !19
  %122 = icmp eq i32 %121, 0
  br i1 %122, label %123, label %125

123:                                              ; preds = %119
  store i32 1, ptr %55, align 4, !tbaa !19
  store i32 1, ptr %120, align 4, !tbaa !19
  %124 = getelementptr inbounds i8, ptr %59, i64 4
  store i32 0, ptr %124, align 4, !tbaa !19
  br label %173

125:                                              ; preds = %119
  %126 = getelementptr inbounds i8, ptr %56, i64 8
  %127 = load ptr, ptr %126, align 8, !tbaa !17
  %128 = icmp eq ptr %57, %127
  br i1 %128, label %129, label %148

129:                                              ; preds = %125
  %130 = getelementptr inbounds i8, ptr %127, i64 16
  %131 = load ptr, ptr %130, align 8, !tbaa !16
  store ptr %131, ptr %126, align 8, !tbaa !17
  %132 = icmp eq ptr %131, @nil_
  br i1 %132, label %136, label %133

133:                                              ; preds = %129
  %134 = getelementptr inbounds i8, ptr %131, i64 24
  store ptr %56, ptr %134, align 8, !tbaa !18
  %135 = load ptr, ptr %58, align 8, !tbaa !18
  br label %136

136:                                              ; preds = %133, %129
  %137 = phi ptr [ %135, %133 ], [ %59, %129 ]
  %138 = getelementptr inbounds i8, ptr %127, i64 24
  store ptr %137, ptr %138, align 8, !tbaa !18
  %139 = icmp eq ptr %137, @nil_
  br i1 %139, label %146, label %140

140:                                              ; preds = %136
  %141 = getelementptr inbounds i8, ptr %137, i64 16
  %142 = load ptr, ptr %141, align 8, !tbaa !16
  %143 = icmp eq ptr %142, %56
  %144 = getelementptr inbounds i8, ptr %137, i64 8
  %145 = select i1 %143, ptr %141, ptr %144
  br label %146

146:                                              ; preds = %140, %136
  %147 = phi ptr [ @root, %136 ], [ %145, %140 ]
  store ptr %127, ptr %147, align 8, !tbaa !10
  store ptr %56, ptr %130, align 8, !tbaa !16
  store ptr %127, ptr %58, align 8, !tbaa !18
  br label %148

148:                                              ; preds = %146, %125
  %149 = phi ptr [ %127, %146 ], [ %56, %125 ]
  %150 = phi ptr [ %56, %146 ], [ %57, %125 ]
  %151 = getelementptr inbounds i8, ptr %149, i64 4
  store i32 1, ptr %151, align 4, !tbaa !19
  %152 = getelementptr inbounds i8, ptr %59, i64 4
  store i32 0, ptr %152, align 4, !tbaa !19
  %153 = getelementptr inbounds i8, ptr %59, i64 16
  %154 = load ptr, ptr %153, align 8, !tbaa !16
  %155 = getelementptr inbounds i8, ptr %154, i64 8
  %156 = load ptr, ptr %155, align 8, !tbaa !17
  store ptr %156, ptr %153, align 8, !tbaa !16
  %157 = icmp eq ptr %156, @nil_
  br i1 %157, label %160, label %158

158:                                              ; preds = %148
  %159 = getelementptr inbounds i8, ptr %156, i64 24
  store ptr %59, ptr %159, align 8, !tbaa !18
  br label %160

160:                                              ; preds = %158, %148
  %161 = getelementptr inbounds i8, ptr %59, i64 24
  %162 = load ptr, ptr %161, align 8, !tbaa !18
  %163 = getelementptr inbounds i8, ptr %154, i64 24
  store ptr %162, ptr %163, align 8, !tbaa !18
  %164 = icmp eq ptr %162, @nil_
  br i1 %164, label %171, label %165

165:                                              ; preds = %160
  %166 = getelementptr inbounds i8, ptr %162, i64 8
  %167 = load ptr, ptr %166, align 8, !tbaa !17
  %168 = icmp eq ptr %167, %59
  %169 = getelementptr inbounds i8, ptr %162, i64 16
  %170 = select i1 %168, ptr %166, ptr %169
  br label %171

171:                                              ; preds = %165, %160
  %172 = phi ptr [ @root, %160 ], [ %170, %165 ]
  store ptr %154, ptr %172, align 8, !tbaa !10
  store ptr %59, ptr %155, align 8, !tbaa !17
  store ptr %154, ptr %161, align 8, !tbaa !18
  br label %173

173:                                              ; preds = %171, %123, %117, %69
  %174 = phi ptr [ %59, %69 ], [ %98, %117 ], [ %59, %123 ], [ %150, %171 ]
  %175 = getelementptr inbounds i8, ptr %174, i64 24
  %176 = load ptr, ptr %175, align 8, !tbaa !18
  %177 = getelementptr inbounds i8, ptr %176, i64 4
  %178 = load i32, ptr %177, align 4, !tbaa !19
  %179 = icmp eq i32 %178, 0
  br i1 %179, label %54, label %180, !llvm.loop !20

180:                                              ; preds = %173
  %181 = load ptr, ptr @root, align 8, !tbaa !10
  br label %182

182:                                              ; preds = %180, %47
  %183 = phi ptr [ %181, %180 ], [ %53, %47 ]
  %184 = phi ptr [ %181, %180 ], [ %49, %47 ]
  %185 = getelementptr inbounds i8, ptr %184, i64 4
  store i32 1, ptr %185, align 4, !tbaa !19
  br label %186

186:                                              ; preds = %22, %182
  %187 = phi ptr [ %183, %182 ], [ %13, %22 ]
  %188 = phi i32 [ 1, %182 ], [ 0, %22 ]
  %189 = add nsw i32 %188, %15
  %190 = add nuw nsw i32 %14, 1
  %191 = icmp eq i32 %190, 2000
  br i1 %191, label %199, label %12, !llvm.loop !21

192:                                              ; preds = %527
  %193 = call fastcc i32 @check(ptr noundef %528, ptr noundef nonnull %1)
  %194 = load ptr, ptr @root, align 8, !tbaa !10
  %195 = call fastcc i32 @count(ptr noundef %194)
  %196 = call fastcc i32 @height(ptr noundef %194)
  %197 = load i32, ptr %1, align 4, !tbaa !6
  %198 = icmp eq i32 %197, 0
  br i1 %198, label %538, label %534

199:                                              ; preds = %186, %527
  %200 = phi ptr [ %528, %527 ], [ %187, %186 ]
  %201 = phi ptr [ %529, %527 ], [ %187, %186 ]
  %202 = phi i32 [ %532, %527 ], [ 0, %186 ]
  %203 = phi i32 [ %531, %527 ], [ %4, %186 ]
  %204 = phi i32 [ %206, %527 ], [ %18, %186 ]
  %205 = mul i32 %204, 1103515245
  %206 = add i32 %205, 12345
  %207 = lshr i32 %206, 8
  %208 = urem i32 %207, 10000
  %209 = icmp eq ptr %201, @nil_
  br i1 %209, label %527, label %210

210:                                              ; preds = %199, %214
  %211 = phi ptr [ %218, %214 ], [ %201, %199 ]
  %212 = load i32, ptr %211, align 8, !tbaa !12
  %213 = icmp eq i32 %212, %208
  br i1 %213, label %220, label %214

214:                                              ; preds = %210
  %215 = icmp sgt i32 %212, %208
  %216 = select i1 %215, i64 8, i64 16
  %217 = getelementptr inbounds i8, ptr %211, i64 %216
  %218 = load ptr, ptr %217, align 8, !tbaa !10
  %219 = icmp eq ptr %218, @nil_
  br i1 %219, label %527, label %210, !llvm.loop !22

220:                                              ; preds = %210
  %221 = getelementptr inbounds i8, ptr %211, i64 4
  %222 = load i32, ptr %221, align 4, !tbaa !19
  %223 = getelementptr inbounds i8, ptr %211, i64 8
  %224 = load ptr, ptr %223, align 8, !tbaa !17
  %225 = icmp eq ptr %224, @nil_
  %226 = getelementptr inbounds i8, ptr %211, i64 16
  %227 = load ptr, ptr %226, align 8, !tbaa !16
  br i1 %225, label %228, label %241

228:                                              ; preds = %220
  %229 = getelementptr inbounds i8, ptr %211, i64 24
  %230 = load ptr, ptr %229, align 8, !tbaa !18
  %231 = icmp eq ptr %230, @nil_
  br i1 %231, label %238, label %232

232:                                              ; preds = %228
  %233 = getelementptr inbounds i8, ptr %230, i64 8
  %234 = load ptr, ptr %233, align 8, !tbaa !17
  %235 = icmp eq ptr %234, %211
  %236 = getelementptr inbounds i8, ptr %230, i64 16
  %237 = select i1 %235, ptr %233, ptr %236
  br label %238

238:                                              ; preds = %232, %228
  %239 = phi ptr [ @root, %228 ], [ %237, %232 ]
  store ptr %227, ptr %239, align 8, !tbaa !10
  %240 = getelementptr inbounds i8, ptr %227, i64 24
  store ptr %230, ptr %240, align 8, !tbaa !18
  br label %298

241:                                              ; preds = %220
  %242 = icmp eq ptr %227, @nil_
  br i1 %242, label %243, label %256

243:                                              ; preds = %241
  %244 = getelementptr inbounds i8, ptr %211, i64 24
  %245 = load ptr, ptr %244, align 8, !tbaa !18
  %246 = icmp eq ptr %245, @nil_
  br i1 %246, label %253, label %247

247:                                              ; preds = %243
  %248 = getelementptr inbounds i8, ptr %245, i64 8
  %249 = load ptr, ptr %248, align 8, !tbaa !17
  %250 = icmp eq ptr %249, %211
  %251 = getelementptr inbounds i8, ptr %245, i64 16
  %252 = select i1 %250, ptr %248, ptr %251
  br label %253

253:                                              ; preds = %247, %243
  %254 = phi ptr [ @root, %243 ], [ %252, %247 ]
  store ptr %224, ptr %254, align 8, !tbaa !10
  %255 = getelementptr inbounds i8, ptr %224, i64 24
  store ptr %245, ptr %255, align 8, !tbaa !18
  br label %298

256:                                              ; preds = %241, %256
  %257 = phi ptr [ %259, %256 ], [ %227, %241 ]
  %258 = getelementptr inbounds i8, ptr %257, i64 8
  %259 = load ptr, ptr %258, align 8, !tbaa !17
  %260 = icmp eq ptr %259, @nil_
  br i1 %260, label %261, label %256, !llvm.loop !23

261:                                              ; preds = %256
  %262 = getelementptr inbounds i8, ptr %257, i64 8
  %263 = getelementptr inbounds i8, ptr %257, i64 4
  %264 = load i32, ptr %263, align 4, !tbaa !19
  %265 = getelementptr inbounds i8, ptr %257, i64 16
  %266 = load ptr, ptr %265, align 8, !tbaa !16
  %267 = getelementptr inbounds i8, ptr %257, i64 24
  %268 = load ptr, ptr %267, align 8, !tbaa !18
  %269 = icmp eq ptr %268, %211
  br i1 %269, label %282, label %270

270:                                              ; preds = %261
  %271 = icmp eq ptr %268, @nil_
  br i1 %271, label %278, label %272

272:                                              ; preds = %270
  %273 = getelementptr inbounds i8, ptr %268, i64 8
  %274 = load ptr, ptr %273, align 8, !tbaa !17
  %275 = icmp eq ptr %274, %257
  %276 = getelementptr inbounds i8, ptr %268, i64 16
  %277 = select i1 %275, ptr %273, ptr %276
  br label %278

278:                                              ; preds = %272, %270
  %279 = phi ptr [ @root, %270 ], [ %277, %272 ]
  store ptr %266, ptr %279, align 8, !tbaa !10
  %280 = getelementptr inbounds i8, ptr %266, i64 24
  store ptr %268, ptr %280, align 8, !tbaa !18
  %281 = load ptr, ptr %226, align 8, !tbaa !16
  store ptr %281, ptr %265, align 8, !tbaa !16
  br label %282

282:                                              ; preds = %278, %261
  %283 = phi ptr [ %281, %278 ], [ %266, %261 ]
  %284 = getelementptr inbounds i8, ptr %283, i64 24
  store ptr %257, ptr %284, align 8, !tbaa !18
  %285 = getelementptr inbounds i8, ptr %211, i64 24
  %286 = load ptr, ptr %285, align 8, !tbaa !18
  %287 = icmp eq ptr %286, @nil_
  br i1 %287, label %294, label %288

288:                                              ; preds = %282
  %289 = getelementptr inbounds i8, ptr %286, i64 8
  %290 = load ptr, ptr %289, align 8, !tbaa !17
  %291 = icmp eq ptr %290, %211
  %292 = getelementptr inbounds i8, ptr %286, i64 16
  %293 = select i1 %291, ptr %289, ptr %292
  br label %294

294:                                              ; preds = %288, %282
  %295 = phi ptr [ @root, %282 ], [ %293, %288 ]
  store ptr %257, ptr %295, align 8, !tbaa !10
  store ptr %286, ptr %267, align 8, !tbaa !18
  %296 = load ptr, ptr %223, align 8, !tbaa !17
  store ptr %296, ptr %262, align 8, !tbaa !17
  %297 = getelementptr inbounds i8, ptr %296, i64 24
  store ptr %257, ptr %297, align 8, !tbaa !18
  store i32 %222, ptr %263, align 4, !tbaa !19
  br label %298

298:                                              ; preds = %294, %253, %238
  %299 = phi ptr [ %227, %238 ], [ %224, %253 ], [ %266, %294 ]
  %300 = phi i32 [ %222, %238 ], [ %222, %253 ], [ %264, %294 ]
  call void @free(ptr noundef %211) #8
  %301 = icmp eq i32 %300, 1
  %302 = load ptr, ptr @root, align 8, !tbaa !10
  br i1 %301, label %303, label %527

303:                                              ; preds = %298
  %304 = icmp eq ptr %299, %302
  br i1 %304, label %523, label %305

305:                                              ; preds = %303
  %306 = getelementptr inbounds i8, ptr %299, i64 4
  %307 = load i32, ptr %306, align 4, !tbaa !19
  %308 = icmp eq i32 %307, 1
  br i1 %308, label %313, label %523

309:                                              ; preds = %518
  %310 = getelementptr inbounds i8, ptr %520, i64 4
  %311 = load i32, ptr %310, align 4, !tbaa !19
  %312 = icmp eq i32 %311, 1
  br i1 %312, label %313, label %523, !llvm.loop !24

313:                                              ; preds = %305, %309
  %314 = phi ptr [ %520, %309 ], [ %299, %305 ]
  %315 = getelementptr inbounds i8, ptr %314, i64 24
  %316 = load ptr, ptr %315, align 8, !tbaa !18
  %317 = getelementptr inbounds i8, ptr %316, i64 8
  %318 = load ptr, ptr %317, align 8, !tbaa !17
  %319 = icmp eq ptr %314, %318
  br i1 %319, label %320, label %420

320:                                              ; preds = %313
  %321 = getelementptr inbounds i8, ptr %316, i64 16
  %322 = load ptr, ptr %321, align 8, !tbaa !16
  %323 = getelementptr inbounds i8, ptr %322, i64 4
  %324 = load i32, ptr %323, align 4, !tbaa !19
  %325 = icmp eq i32 %324, 0
  br i1 %325, label %326, label %349

326:                                              ; preds = %320
  store i32 1, ptr %323, align 4, !tbaa !19
  %327 = getelementptr inbounds i8, ptr %316, i64 4
  store i32 0, ptr %327, align 4, !tbaa !19
  %328 = getelementptr inbounds i8, ptr %322, i64 8
  %329 = load ptr, ptr %328, align 8, !tbaa !17
  store ptr %329, ptr %321, align 8, !tbaa !16
  %330 = icmp eq ptr %329, @nil_
  br i1 %330, label %333, label %331

331:                                              ; preds = %326
  %332 = getelementptr inbounds i8, ptr %329, i64 24
  store ptr %316, ptr %332, align 8, !tbaa !18
  br label %333

333:                                              ; preds = %331, %326
  %334 = getelementptr inbounds i8, ptr %316, i64 24
  %335 = load ptr, ptr %334, align 8, !tbaa !18
  %336 = getelementptr inbounds i8, ptr %322, i64 24
  store ptr %335, ptr %336, align 8, !tbaa !18
  %337 = icmp eq ptr %335, @nil_
  br i1 %337, label %344, label %338

338:                                              ; preds = %333
  %339 = getelementptr inbounds i8, ptr %335, i64 8
  %340 = load ptr, ptr %339, align 8, !tbaa !17
  %341 = icmp eq ptr %340, %316
  %342 = getelementptr inbounds i8, ptr %335, i64 16
  %343 = select i1 %341, ptr %339, ptr %342
  br label %344

344:                                              ; preds = %338, %333
  %345 = phi ptr [ @root, %333 ], [ %343, %338 ]
  store ptr %322, ptr %345, align 8, !tbaa !10
  store ptr %316, ptr %328, align 8, !tbaa !17
  store ptr %322, ptr %334, align 8, !tbaa !18
  %346 = load ptr, ptr %315, align 8, !tbaa !18
  %347 = getelementptr inbounds i8, ptr %346, i64 16
  %348 = load ptr, ptr %347, align 8, !tbaa !16
  br label %349

349:                                              ; preds = %344, %320
  %350 = phi ptr [ %346, %344 ], [ %316, %320 ]
  %351 = phi ptr [ %348, %344 ], [ %322, %320 ]
  %352 = getelementptr inbounds i8, ptr %351, i64 8
  %353 = load ptr, ptr %352, align 8, !tbaa !17
  %354 = getelementptr inbounds i8, ptr %353, i64 4
  %355 = load i32, ptr %354, align 4, !tbaa !19
  %356 = icmp eq i32 %355, 1
  %357 = getelementptr inbounds i8, ptr %351, i64 16
  %358 = load ptr, ptr %357, align 8, !tbaa !16
  %359 = getelementptr inbounds i8, ptr %358, i64 4
  %360 = load i32, ptr %359, align 4, !tbaa !19
  %361 = icmp eq i32 %360, 1
  br i1 %356, label %362, label %365

362:                                              ; preds = %349
  br i1 %361, label %363, label %393

363:                                              ; preds = %362
  %364 = getelementptr inbounds i8, ptr %351, i64 4
  store i32 0, ptr %364, align 4, !tbaa !19
  br label %518

365:                                              ; preds = %349
  br i1 %361, label %366, label %393

366:                                              ; preds = %365
  store i32 1, ptr %354, align 4, !tbaa !19
  %367 = getelementptr inbounds i8, ptr %351, i64 4
  store i32 0, ptr %367, align 4, !tbaa !19
  %368 = getelementptr inbounds i8, ptr %353, i64 16
  %369 = load ptr, ptr %368, align 8, !tbaa !16
  store ptr %369, ptr %352, align 8, !tbaa !17
  %370 = icmp eq ptr %369, @nil_
  br i1 %370, label %373, label %371

371:                                              ; preds = %366
  %372 = getelementptr inbounds i8, ptr %369, i64 24
  store ptr %351, ptr %372, align 8, !tbaa !18
  br label %373

373:                                              ; preds = %371, %366
  %374 = getelementptr inbounds i8, ptr %351, i64 24
  %375 = load ptr, ptr %374, align 8, !tbaa !18
  %376 = getelementptr inbounds i8, ptr %353, i64 24
  store ptr %375, ptr %376, align 8, !tbaa !18
  %377 = icmp eq ptr %375, @nil_
  br i1 %377, label %384, label %378

378:                                              ; preds = %373
  %379 = getelementptr inbounds i8, ptr %375, i64 16
  %380 = load ptr, ptr %379, align 8, !tbaa !16
  %381 = icmp eq ptr %380, %351
  %382 = getelementptr inbounds i8, ptr %375, i64 8
  %383 = select i1 %381, ptr %379, ptr %382
  br label %384

384:                                              ; preds = %378, %373
  %385 = phi ptr [ @root, %373 ], [ %383, %378 ]
  store ptr %353, ptr %385, align 8, !tbaa !10
  store ptr %351, ptr %368, align 8, !tbaa !16
  store ptr %353, ptr %374, align 8, !tbaa !18
  %386 = load ptr, ptr %315, align 8, !tbaa !18
  %387 = getelementptr inbounds i8, ptr %386, i64 16
  %388 = load ptr, ptr %387, align 8, !tbaa !16
  %389 = getelementptr inbounds i8, ptr %388, i64 16
  %390 = load ptr, ptr %389, align 8, !tbaa !16
  %391 = getelementptr inbounds i8, ptr %388, i64 8
  %392 = load ptr, ptr %391, align 8, !tbaa !17
  br label %393

393:                                              ; preds = %384, %365, %362
  %394 = phi ptr [ %392, %384 ], [ %353, %365 ], [ %353, %362 ]
  %395 = phi ptr [ %388, %384 ], [ %351, %365 ], [ %351, %362 ]
  %396 = phi ptr [ %390, %384 ], [ %358, %365 ], [ %358, %362 ]
  %397 = phi ptr [ %386, %384 ], [ %350, %365 ], [ %350, %362 ]
  %398 = getelementptr inbounds i8, ptr %397, i64 4
  %399 = load i32, ptr %398, align 4, !tbaa !19
  %400 = getelementptr inbounds i8, ptr %395, i64 4
  store i32 %399, ptr %400, align 4, !tbaa !19
  store i32 1, ptr %398, align 4, !tbaa !19
  %401 = getelementptr inbounds i8, ptr %396, i64 4
  store i32 1, ptr %401, align 4, !tbaa !19
  %402 = getelementptr inbounds i8, ptr %397, i64 16
  %403 = getelementptr inbounds i8, ptr %395, i64 8
  store ptr %394, ptr %402, align 8, !tbaa !16
  %404 = icmp eq ptr %394, @nil_
  br i1 %404, label %407, label %405

405:                                              ; preds = %393
  %406 = getelementptr inbounds i8, ptr %394, i64 24
  store ptr %397, ptr %406, align 8, !tbaa !18
  br label %407

407:                                              ; preds = %405, %393
  %408 = getelementptr inbounds i8, ptr %397, i64 24
  %409 = load ptr, ptr %408, align 8, !tbaa !18
  %410 = getelementptr inbounds i8, ptr %395, i64 24
  store ptr %409, ptr %410, align 8, !tbaa !18
  %411 = icmp eq ptr %409, @nil_
  br i1 %411, label %418, label %412

412:                                              ; preds = %407
  %413 = getelementptr inbounds i8, ptr %409, i64 8
  %414 = load ptr, ptr %413, align 8, !tbaa !17
  %415 = icmp eq ptr %414, %397
  %416 = getelementptr inbounds i8, ptr %409, i64 16
  %417 = select i1 %415, ptr %413, ptr %416
  br label %418

418:                                              ; preds = %412, %407
  %419 = phi ptr [ @root, %407 ], [ %417, %412 ]
  store ptr %395, ptr %419, align 8, !tbaa !10
  store ptr %397, ptr %403, align 8, !tbaa !17
  store ptr %395, ptr %408, align 8, !tbaa !18
  br label %518

420:                                              ; preds = %313
  %421 = getelementptr inbounds i8, ptr %318, i64 4
  %422 = load i32, ptr %421, align 4, !tbaa !19
  %423 = icmp eq i32 %422, 0
  br i1 %423, label %424, label %447

424:                                              ; preds = %420
  store i32 1, ptr %421, align 4, !tbaa !19
  %425 = getelementptr inbounds i8, ptr %316, i64 4
  store i32 0, ptr %425, align 4, !tbaa !19
  %426 = getelementptr inbounds i8, ptr %318, i64 16
  %427 = load ptr, ptr %426, align 8, !tbaa !16
  store ptr %427, ptr %317, align 8, !tbaa !17
  %428 = icmp eq ptr %427, @nil_
  br i1 %428, label %431, label %429

429:                                              ; preds = %424
  %430 = getelementptr inbounds i8, ptr %427, i64 24
  store ptr %316, ptr %430, align 8, !tbaa !18
  br label %431

431:                                              ; preds = %429, %424
  %432 = getelementptr inbounds i8, ptr %316, i64 24
  %433 = load ptr, ptr %432, align 8, !tbaa !18
  %434 = getelementptr inbounds i8, ptr %318, i64 24
  store ptr %433, ptr %434, align 8, !tbaa !18
  %435 = icmp eq ptr %433, @nil_
  br i1 %435, label %442, label %436

436:                                              ; preds = %431
  %437 = getelementptr inbounds i8, ptr %433, i64 16
  %438 = load ptr, ptr %437, align 8, !tbaa !16
  %439 = icmp eq ptr %438, %316
  %440 = getelementptr inbounds i8, ptr %433, i64 8
  %441 = select i1 %439, ptr %437, ptr %440
  br label %442

442:                                              ; preds = %436, %431
  %443 = phi ptr [ @root, %431 ], [ %441, %436 ]
  store ptr %318, ptr %443, align 8, !tbaa !10
  store ptr %316, ptr %426, align 8, !tbaa !16
  store ptr %318, ptr %432, align 8, !tbaa !18
  %444 = load ptr, ptr %315, align 8, !tbaa !18
  %445 = getelementptr inbounds i8, ptr %444, i64 8
  %446 = load ptr, ptr %445, align 8, !tbaa !17
  br label %447

447:                                              ; preds = %442, %420
  %448 = phi ptr [ %444, %442 ], [ %316, %420 ]
  %449 = phi ptr [ %446, %442 ], [ %318, %420 ]
  %450 = getelementptr inbounds i8, ptr %449, i64 16
  %451 = load ptr, ptr %450, align 8, !tbaa !16
  %452 = getelementptr inbounds i8, ptr %451, i64 4
  %453 = load i32, ptr %452, align 4, !tbaa !19
  %454 = icmp eq i32 %453, 1
  %455 = getelementptr inbounds i8, ptr %449, i64 8
  %456 = load ptr, ptr %455, align 8, !tbaa !17
  %457 = getelementptr inbounds i8, ptr %456, i64 4
  %458 = load i32, ptr %457, align 4, !tbaa !19
  %459 = icmp eq i32 %458, 1
  br i1 %454, label %460, label %463

460:                                              ; preds = %447
  br i1 %459, label %461, label %491

461:                                              ; preds = %460
  %462 = getelementptr inbounds i8, ptr %449, i64 4
  store i32 0, ptr %462, align 4, !tbaa !19
  br label %518

463:                                              ; preds = %447
  br i1 %459, label %464, label %491

464:                                              ; preds = %463
  store i32 1, ptr %452, align 4, !tbaa !19
  %465 = getelementptr inbounds i8, ptr %449, i64 4
  store i32 0, ptr %465, align 4, !tbaa !19
  %466 = getelementptr inbounds i8, ptr %451, i64 8
  %467 = load ptr, ptr %466, align 8, !tbaa !17
  store ptr %467, ptr %450, align 8, !tbaa !16
  %468 = icmp eq ptr %467, @nil_
  br i1 %468, label %471, label %469

469:                                              ; preds = %464
  %470 = getelementptr inbounds i8, ptr %467, i64 24
  store ptr %449, ptr %470, align 8, !tbaa !18
  br label %471

471:                                              ; preds = %469, %464
  %472 = getelementptr inbounds i8, ptr %449, i64 24
  %473 = load ptr, ptr %472, align 8, !tbaa !18
  %474 = getelementptr inbounds i8, ptr %451, i64 24
  store ptr %473, ptr %474, align 8, !tbaa !18
  %475 = icmp eq ptr %473, @nil_
  br i1 %475, label %482, label %476

476:                                              ; preds = %471
  %477 = getelementptr inbounds i8, ptr %473, i64 8
  %478 = load ptr, ptr %477, align 8, !tbaa !17
  %479 = icmp eq ptr %478, %449
  %480 = getelementptr inbounds i8, ptr %473, i64 16
  %481 = select i1 %479, ptr %477, ptr %480
  br label %482

482:                                              ; preds = %476, %471
  %483 = phi ptr [ @root, %471 ], [ %481, %476 ]
  store ptr %451, ptr %483, align 8, !tbaa !10
  store ptr %449, ptr %466, align 8, !tbaa !17
  store ptr %451, ptr %472, align 8, !tbaa !18
  %484 = load ptr, ptr %315, align 8, !tbaa !18
  %485 = getelementptr inbounds i8, ptr %484, i64 8
  %486 = load ptr, ptr %485, align 8, !tbaa !17
  %487 = getelementptr inbounds i8, ptr %486, i64 8
  %488 = load ptr, ptr %487, align 8, !tbaa !17
  %489 = getelementptr inbounds i8, ptr %486, i64 16
  %490 = load ptr, ptr %489, align 8, !tbaa !16
  br label %491

491:                                              ; preds = %482, %463, %460
  %492 = phi ptr [ %490, %482 ], [ %451, %463 ], [ %451, %460 ]
  %493 = phi ptr [ %486, %482 ], [ %449, %463 ], [ %449, %460 ]
  %494 = phi ptr [ %488, %482 ], [ %456, %463 ], [ %456, %460 ]
  %495 = phi ptr [ %484, %482 ], [ %448, %463 ], [ %448, %460 ]
  %496 = getelementptr inbounds i8, ptr %495, i64 4
  %497 = load i32, ptr %496, align 4, !tbaa !19
  %498 = getelementptr inbounds i8, ptr %493, i64 4
  store i32 %497, ptr %498, align 4, !tbaa !19
  store i32 1, ptr %496, align 4, !tbaa !19
  %499 = getelementptr inbounds i8, ptr %494, i64 4
  store i32 1, ptr %499, align 4, !tbaa !19
  %500 = getelementptr inbounds i8, ptr %495, i64 8
  %501 = getelementptr inbounds i8, ptr %493, i64 16
  store ptr %492, ptr %500, align 8, !tbaa !17
  %502 = icmp eq ptr %492, @nil_
  br i1 %502, label %505, label %503

503:                                              ; preds = %491
  %504 = getelementptr inbounds i8, ptr %492, i64 24
  store ptr %495, ptr %504, align 8, !tbaa !18
  br label %505

505:                                              ; preds = %503, %491
  %506 = getelementptr inbounds i8, ptr %495, i64 24
  %507 = load ptr, ptr %506, align 8, !tbaa !18
  %508 = getelementptr inbounds i8, ptr %493, i64 24
  store ptr %507, ptr %508, align 8, !tbaa !18
  %509 = icmp eq ptr %507, @nil_
  br i1 %509, label %516, label %510

510:                                              ; preds = %505
  %511 = getelementptr inbounds i8, ptr %507, i64 16
  %512 = load ptr, ptr %511, align 8, !tbaa !16
  %513 = icmp eq ptr %512, %495
  %514 = getelementptr inbounds i8, ptr %507, i64 8
  %515 = select i1 %513, ptr %511, ptr %514
  br label %516

516:                                              ; preds = %510, %505
  %517 = phi ptr [ @root, %505 ], [ %515, %510 ]
  store ptr %493, ptr %517, align 8, !tbaa !10
  store ptr %495, ptr %501, align 8, !tbaa !16
  store ptr %493, ptr %506, align 8, !tbaa !18
  br label %518

518:                                              ; preds = %516, %461, %418, %363
  %519 = phi ptr [ %315, %363 ], [ @root, %418 ], [ %315, %461 ], [ @root, %516 ]
  %520 = load ptr, ptr %519, align 8, !tbaa !10
  %521 = load ptr, ptr @root, align 8, !tbaa !10
  %522 = icmp eq ptr %520, %521
  br i1 %522, label %523, label %309, !llvm.loop !24

523:                                              ; preds = %309, %518, %305, %303
  %524 = phi ptr [ %302, %303 ], [ %302, %305 ], [ %521, %518 ], [ %521, %309 ]
  %525 = phi ptr [ %299, %303 ], [ %299, %305 ], [ %520, %518 ], [ %520, %309 ]
  %526 = getelementptr inbounds i8, ptr %525, i64 4
  store i32 1, ptr %526, align 4, !tbaa !19
  br label %527

527:                                              ; preds = %214, %199, %298, %523
  %528 = phi ptr [ %524, %523 ], [ %302, %298 ], [ %200, %199 ], [ %200, %214 ]
  %529 = phi ptr [ %524, %523 ], [ %302, %298 ], [ @nil_, %199 ], [ %201, %214 ]
  %530 = phi i32 [ 1, %523 ], [ 1, %298 ], [ 0, %199 ], [ 0, %214 ]
  %531 = add nsw i32 %530, %203
  %532 = add nuw nsw i32 %202, 1
  %533 = icmp eq i32 %532, 1000
  br i1 %533, label %192, label %199, !llvm.loop !25

534:                                              ; preds = %192
  %535 = getelementptr inbounds i8, ptr %194, i64 4
  %536 = load i32, ptr %535, align 4, !tbaa !19
  %537 = icmp eq i32 %536, 1
  br label %538

538:                                              ; preds = %534, %192
  %539 = phi i1 [ false, %192 ], [ %537, %534 ]
  %540 = zext i1 %539 to i32
  %541 = call fastcc i64 @inorder_hash(ptr noundef %194, i64 noundef 0)
  %542 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %195, i32 noundef %196, i32 noundef %193, i32 noundef %540, i64 noundef %541)
  %543 = add nuw nsw i32 %3, 1
  %544 = icmp eq i32 %543, 5
  br i1 %544, label %8, label %2, !llvm.loop !26

545:                                              ; preds = %8
  %546 = load ptr, ptr @root, align 8, !tbaa !10
  %547 = call fastcc i32 @count(ptr noundef %546)
  %548 = and i32 %547, 127
  br label %549

549:                                              ; preds = %8, %545
  %550 = phi i32 [ %548, %545 ], [ 100, %8 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #8
  ret i32 %550
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @check(ptr noundef readonly %0, ptr noundef %1) unnamed_addr #2 {
  %3 = icmp eq ptr %0, @nil_
  br i1 %3, label %48, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !19
  %7 = icmp eq i32 %6, 0
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !17
  br i1 %7, label %10, label %21

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %9, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !19
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %20, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !16
  %17 = getelementptr inbounds i8, ptr %16, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !19
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %14, %10
  store i32 0, ptr %1, align 4, !tbaa !6
  br label %21

21:                                               ; preds = %4, %20, %14
  %22 = icmp eq ptr %9, @nil_
  br i1 %22, label %27, label %23

23:                                               ; preds = %21
  %24 = load i32, ptr %9, align 8, !tbaa !12
  %25 = load i32, ptr %0, align 8, !tbaa !12
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %35

27:                                               ; preds = %23, %21
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !16
  %30 = icmp eq ptr %29, @nil_
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load i32, ptr %29, align 8, !tbaa !12
  %33 = load i32, ptr %0, align 8, !tbaa !12
  %34 = icmp sgt i32 %32, %33
  br i1 %34, label %36, label %35

35:                                               ; preds = %31, %23
  store i32 0, ptr %1, align 4, !tbaa !6
  br label %36

36:                                               ; preds = %35, %31, %27
  %37 = tail call fastcc i32 @check(ptr noundef %9, ptr noundef %1)
  %38 = getelementptr inbounds i8, ptr %0, i64 16
  %39 = load ptr, ptr %38, align 8, !tbaa !16
  %40 = tail call fastcc i32 @check(ptr noundef %39, ptr noundef %1)
  %41 = icmp eq i32 %37, %40
  br i1 %41, label %43, label %42

42:                                               ; preds = %36
  store i32 0, ptr %1, align 4, !tbaa !6
  br label %43

43:                                               ; preds = %42, %36
  %44 = load i32, ptr %5, align 4, !tbaa !19
  %45 = icmp eq i32 %44, 1
  %46 = zext i1 %45 to i32
  %47 = add nsw i32 %37, %46
  br label %48

48:                                               ; preds = %2, %43
  %49 = phi i32 [ %47, %43 ], [ 1, %2 ]
  ret i32 %49
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @count(ptr noundef readonly %0) unnamed_addr #4 {
  %2 = icmp eq ptr %0, @nil_
  br i1 %2, label %14, label %3

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %10, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %12, %3 ], [ 0, %1 ]
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !17
  %8 = tail call fastcc i32 @count(ptr noundef %7)
  %9 = getelementptr inbounds i8, ptr %4, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !16
  %11 = add i32 %5, 1
  %12 = add i32 %11, %8
  %13 = icmp eq ptr %10, @nil_
  br i1 %13, label %14, label %3

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %15
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @height(ptr noundef readonly %0) unnamed_addr #4 {
  %2 = icmp eq ptr %0, @nil_
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !17
  %8 = tail call fastcc i32 @height(ptr noundef %7)
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !16
  %11 = tail call fastcc i32 @height(ptr noundef %10)
  %12 = tail call i32 @llvm.smax.i32(i32 %8, i32 %11)
  %13 = add nsw i32 %12, 1
  br label %3
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc range(i64 -1000000006, 1000000007) i64 @inorder_hash(ptr noundef readonly %0, i64 noundef %1) unnamed_addr #4 {
  %3 = icmp eq ptr %0, @nil_
  br i1 %3, label %18, label %4

4:                                                ; preds = %2, %4
  %5 = phi i64 [ %14, %4 ], [ %1, %2 ]
  %6 = phi ptr [ %16, %4 ], [ %0, %2 ]
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !17
  %9 = tail call fastcc i64 @inorder_hash(ptr noundef %8, i64 noundef %5)
  %10 = mul nsw i64 %9, 31
  %11 = load i32, ptr %6, align 8, !tbaa !12
  %12 = sext i32 %11 to i64
  %13 = add nsw i64 %10, %12
  %14 = srem i64 %13, 1000000007
  %15 = getelementptr inbounds i8, ptr %6, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !16
  %17 = icmp eq ptr %16, @nil_
  br i1 %17, label %18, label %4

18:                                               ; preds = %4, %2
  %19 = phi i64 [ %1, %2 ], [ %14, %4 ]
  ret i64 %19
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!13, !7, i64 0}
!13 = !{!"node", !7, i64 0, !7, i64 4, !11, i64 8, !11, i64 16, !11, i64 24}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!13, !11, i64 16}
!17 = !{!13, !11, i64 8}
!18 = !{!13, !11, i64 24}
!19 = !{!13, !7, i64 4}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15}
!24 = distinct !{!24, !15}
!25 = distinct !{!25, !15}
!26 = distinct !{!26, !15}
