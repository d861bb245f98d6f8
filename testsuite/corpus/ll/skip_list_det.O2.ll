; ModuleID = 'programs/skip_list_det.c'
source_filename = "programs/skip_list_det.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.sk = type { i32, i32, i32, [16 x ptr] }

@present = internal unnamed_addr global [5000 x i32] zeroinitializer, align 16
@head = internal global %struct.sk { i32 0, i32 0, i32 16, [16 x ptr] zeroinitializer }, align 8
@.str = private unnamed_addr constant [43 x i8] c"count=%d removed=%d sorted=%d mismatch=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"levels:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"sample val=%d\0A\00", align 1
@rs = internal unnamed_addr global i32 625341585, align 4

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x ptr], align 16
  %2 = alloca [16 x ptr], align 16
  %3 = alloca [17 x i32], align 16
  %4 = load i32, ptr @rs, align 4, !tbaa !5
  br label %5

5:                                                ; preds = %0, %116
  %6 = phi i32 [ 9, %0 ], [ %10, %116 ]
  %7 = phi i32 [ 0, %0 ], [ %120, %116 ]
  %8 = phi i32 [ %4, %0 ], [ %117, %116 ]
  %9 = mul i32 %6, 1103515245
  %10 = add i32 %9, 12345
  %11 = lshr i32 %10, 8
  %12 = urem i32 %11, 5000
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #8
  br label %13

13:                                               ; preds = %41, %5
  %14 = phi i64 [ 15, %5 ], [ %43, %41 ]
  %15 = phi ptr [ @head, %5 ], [ %33, %41 ]
  br label %20

16:                                               ; preds = %41
  %17 = load ptr, ptr %34, align 8, !tbaa !9
  %18 = icmp eq ptr %17, null
  br i1 %18, label %19, label %45

19:                                               ; preds = %45, %16
  br label %50

20:                                               ; preds = %26, %13
  %21 = phi ptr [ %24, %26 ], [ %15, %13 ]
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = getelementptr inbounds [16 x ptr], ptr %22, i64 0, i64 %14
  %24 = load ptr, ptr %23, align 8, !tbaa !9
  %25 = icmp eq ptr %24, null
  br i1 %25, label %29, label %26

26:                                               ; preds = %20
  %27 = load i32, ptr %24, align 8, !tbaa !11
  %28 = icmp slt i32 %27, %12
  br i1 %28, label %20, label %29, !llvm.loop !13

29:                                               ; preds = %26, %20
  %30 = getelementptr inbounds [16 x ptr], ptr %2, i64 0, i64 %14
  store ptr %21, ptr %30, align 8, !tbaa !9
  %31 = add nsw i64 %14, -1
  br label %32

32:                                               ; preds = %38, %29
  %33 = phi ptr [ %36, %38 ], [ %21, %29 ]
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = getelementptr inbounds [16 x ptr], ptr %34, i64 0, i64 %31
  %36 = load ptr, ptr %35, align 8, !tbaa !9
  %37 = icmp eq ptr %36, null
  br i1 %37, label %41, label %38

38:                                               ; preds = %32
  %39 = load i32, ptr %36, align 8, !tbaa !11
  %40 = icmp slt i32 %39, %12
  br i1 %40, label %32, label %41, !llvm.loop !13

41:                                               ; preds = %38, %32
  %42 = getelementptr inbounds [16 x ptr], ptr %2, i64 0, i64 %31
  store ptr %33, ptr %42, align 8, !tbaa !9
  %43 = add nsw i64 %14, -2
  %44 = icmp eq i64 %31, 0
  br i1 %44, label %16, label %13, !llvm.loop !15

45:                                               ; preds = %16
  %46 = load i32, ptr %17, align 8, !tbaa !11
  %47 = icmp eq i32 %46, %12
  br i1 %47, label %48, label %19

48:                                               ; preds = %45
  %49 = getelementptr inbounds i8, ptr %17, i64 4
  store i32 %7, ptr %49, align 4, !tbaa !16
  br label %116

50:                                               ; preds = %73, %19
  %51 = phi i32 [ 1, %19 ], [ %74, %73 ]
  %52 = phi i32 [ %8, %19 ], [ %70, %73 ]
  %53 = shl i32 %52, 13
  %54 = xor i32 %53, %52
  %55 = lshr i32 %54, 17
  %56 = xor i32 %55, %54
  %57 = shl i32 %56, 5
  %58 = xor i32 %57, %56
  %59 = and i32 %56, 3
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %61, label %75

61:                                               ; preds = %50
  %62 = add nuw nsw i32 %51, 1
  %63 = icmp eq i32 %62, 16
  br i1 %63, label %75, label %64, !llvm.loop !17

64:                                               ; preds = %61
  %65 = shl i32 %58, 13
  %66 = xor i32 %65, %58
  %67 = lshr i32 %66, 17
  %68 = xor i32 %67, %66
  %69 = shl i32 %68, 5
  %70 = xor i32 %69, %68
  %71 = and i32 %66, 393216
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %73, label %75

73:                                               ; preds = %64
  %74 = add nuw nsw i32 %51, 2
  br label %50

75:                                               ; preds = %64, %61, %50
  %76 = phi i32 [ %58, %61 ], [ %58, %50 ], [ %70, %64 ]
  %77 = phi i32 [ 16, %61 ], [ %51, %50 ], [ %62, %64 ]
  store i32 %76, ptr @rs, align 4, !tbaa !5
  %78 = tail call noalias dereferenceable_or_null(144) ptr @calloc(i64 noundef 1, i64 noundef 144) #9
  store i32 %12, ptr %78, align 8, !tbaa !11
  %79 = getelementptr inbounds i8, ptr %78, i64 4
  store i32 %7, ptr %79, align 4, !tbaa !16
  %80 = getelementptr inbounds i8, ptr %78, i64 8
  store i32 %77, ptr %80, align 8, !tbaa !18
  %81 = getelementptr inbounds i8, ptr %78, i64 16
  %82 = zext nneg i32 %77 to i64
  %83 = and i64 %82, 1
  %84 = icmp eq i32 %77, 1
  br i1 %84, label %106, label %85

85:                                               ; preds = %75
  %86 = and i64 %82, 2147483646
  br label %87

87:                                               ; preds = %87, %85
  %88 = phi i64 [ 0, %85 ], [ %103, %87 ]
  %89 = phi i64 [ 0, %85 ], [ %104, %87 ]
  %90 = getelementptr inbounds [16 x ptr], ptr %2, i64 0, i64 %88
  %91 = load ptr, ptr %90, align 16, !tbaa !9
  %92 = getelementptr inbounds i8, ptr %91, i64 16
  %93 = getelementptr inbounds [16 x ptr], ptr %92, i64 0, i64 %88
  %94 = load ptr, ptr %93, align 8, !tbaa !9
  %95 = getelementptr inbounds [16 x ptr], ptr %81, i64 0, i64 %88
  store ptr %94, ptr %95, align 8, !tbaa !9
  store ptr %78, ptr %93, align 8, !tbaa !9
  %96 = or disjoint i64 %88, 1
  %97 = getelementptr inbounds [16 x ptr], ptr %2, i64 0, i64 %96
  %98 = load ptr, ptr %97, align 8, !tbaa !9
  %99 = getelementptr inbounds i8, ptr %98, i64 16
  %100 = getelementptr inbounds [16 x ptr], ptr %99, i64 0, i64 %96
  %101 = load ptr, ptr %100, align 8, !tbaa !9
  %102 = getelementptr inbounds [16 x ptr], ptr %81, i64 0, i64 %96
  store ptr %101, ptr %102, align 8, !tbaa !9
  store ptr %78, ptr %100, align 8, !tbaa !9
  %103 = add nuw nsw i64 %88, 2
  %104 = add i64 %89, 2
  %105 = icmp eq i64 %104, %86
  br i1 %105, label %106, label %87, !llvm.loop !19

106:                                              ; preds = %87, %75
  %107 = phi i64 [ 0, %75 ], [ %103, %87 ]
  %108 = icmp eq i64 %83, 0
  br i1 %108, label %116, label %109

109:                                              ; preds = %106
  %110 = getelementptr inbounds [16 x ptr], ptr %2, i64 0, i64 %107
  %111 = load ptr, ptr %110, align 8, !tbaa !9
  %112 = getelementptr inbounds i8, ptr %111, i64 16
  %113 = getelementptr inbounds [16 x ptr], ptr %112, i64 0, i64 %107
  %114 = load ptr, ptr %113, align 8, !tbaa !9
  %115 = getelementptr inbounds [16 x ptr], ptr %81, i64 0, i64 %107
  store ptr %114, ptr %115, align 8, !tbaa !9
  store ptr %78, ptr %113, align 8, !tbaa !9
  br label %116

116:                                              ; preds = %109, %106, %48
  %117 = phi i32 [ %8, %48 ], [ %76, %106 ], [ %76, %109 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #8
  %118 = zext nneg i32 %12 to i64
  %119 = getelementptr inbounds [5000 x i32], ptr @present, i64 0, i64 %118
  store i32 1, ptr %119, align 4, !tbaa !5
  %120 = add nuw nsw i32 %7, 1
  %121 = icmp eq i32 %120, 6000
  br i1 %121, label %125, label %5, !llvm.loop !20

122:                                              ; preds = %228
  call void @llvm.lifetime.start.p0(i64 68, ptr nonnull %3) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(68) %3, i8 0, i64 68, i1 false)
  %123 = load ptr, ptr getelementptr inbounds (i8, ptr @head, i64 16), align 8, !tbaa !9
  %124 = icmp eq ptr %123, null
  br i1 %124, label %232, label %235

125:                                              ; preds = %116, %228
  %126 = phi i64 [ %230, %228 ], [ 0, %116 ]
  %127 = phi i32 [ %229, %228 ], [ 0, %116 ]
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #8
  br label %128

128:                                              ; preds = %157, %125
  %129 = phi i64 [ 15, %125 ], [ %159, %157 ]
  %130 = phi ptr [ @head, %125 ], [ %148, %157 ]
  br label %134

131:                                              ; preds = %157
  %132 = load ptr, ptr %149, align 8, !tbaa !9
  %133 = icmp eq ptr %132, null
  br i1 %133, label %209, label %161

134:                                              ; preds = %140, %128
  %135 = phi ptr [ %138, %140 ], [ %130, %128 ]
  %136 = getelementptr inbounds i8, ptr %135, i64 16
  %137 = getelementptr inbounds [16 x ptr], ptr %136, i64 0, i64 %129
  %138 = load ptr, ptr %137, align 8, !tbaa !9
  %139 = icmp eq ptr %138, null
  br i1 %139, label %144, label %140

140:                                              ; preds = %134
  %141 = load i32, ptr %138, align 8, !tbaa !11
  %142 = sext i32 %141 to i64
  %143 = icmp sgt i64 %126, %142
  br i1 %143, label %134, label %144, !llvm.loop !21

144:                                              ; preds = %140, %134
  %145 = getelementptr inbounds [16 x ptr], ptr %1, i64 0, i64 %129
  store ptr %135, ptr %145, align 8, !tbaa !9
  %146 = add nsw i64 %129, -1
  br label %147

147:                                              ; preds = %153, %144
  %148 = phi ptr [ %151, %153 ], [ %135, %144 ]
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  %150 = getelementptr inbounds [16 x ptr], ptr %149, i64 0, i64 %146
  %151 = load ptr, ptr %150, align 8, !tbaa !9
  %152 = icmp eq ptr %151, null
  br i1 %152, label %157, label %153

153:                                              ; preds = %147
  %154 = load i32, ptr %151, align 8, !tbaa !11
  %155 = sext i32 %154 to i64
  %156 = icmp sgt i64 %126, %155
  br i1 %156, label %147, label %157, !llvm.loop !21

157:                                              ; preds = %153, %147
  %158 = getelementptr inbounds [16 x ptr], ptr %1, i64 0, i64 %146
  store ptr %148, ptr %158, align 8, !tbaa !9
  %159 = add nsw i64 %129, -2
  %160 = icmp eq i64 %146, 0
  br i1 %160, label %131, label %128, !llvm.loop !22

161:                                              ; preds = %131
  %162 = load i32, ptr %132, align 8, !tbaa !11
  %163 = zext i32 %162 to i64
  %164 = icmp eq i64 %126, %163
  br i1 %164, label %165, label %209

165:                                              ; preds = %161
  %166 = getelementptr inbounds i8, ptr %132, i64 8
  %167 = load i32, ptr %166, align 8, !tbaa !18
  %168 = icmp sgt i32 %167, 0
  br i1 %168, label %169, label %225

169:                                              ; preds = %165
  %170 = getelementptr inbounds i8, ptr %132, i64 16
  %171 = zext nneg i32 %167 to i64
  %172 = and i64 %171, 3
  %173 = icmp ult i32 %167, 4
  br i1 %173, label %210, label %174

174:                                              ; preds = %169
  %175 = and i64 %171, 2147483644
  br label %176

176:                                              ; preds = %176, %174
  %177 = phi i64 [ 0, %174 ], [ %206, %176 ]
  %178 = phi i64 [ 0, %174 ], [ %207, %176 ]
  %179 = getelementptr inbounds [16 x ptr], ptr %170, i64 0, i64 %177
  %180 = load ptr, ptr %179, align 8, !tbaa !9
  %181 = getelementptr inbounds [16 x ptr], ptr %1, i64 0, i64 %177
  %182 = load ptr, ptr %181, align 16, !tbaa !9
  %183 = getelementptr inbounds i8, ptr %182, i64 16
  %184 = getelementptr inbounds [16 x ptr], ptr %183, i64 0, i64 %177
  store ptr %180, ptr %184, align 8, !tbaa !9
  %185 = or disjoint i64 %177, 1
  %186 = getelementptr inbounds [16 x ptr], ptr %170, i64 0, i64 %185
  %187 = load ptr, ptr %186, align 8, !tbaa !9
  %188 = getelementptr inbounds [16 x ptr], ptr %1, i64 0, i64 %185
  %189 = load ptr, ptr %188, align 8, !tbaa !9
  %190 = getelementptr inbounds i8, ptr %189, i64 16
  %191 = getelementptr inbounds [16 x ptr], ptr %190, i64 0, i64 %185
  store ptr %187, ptr %191, align 8, !tbaa !9
  %192 = or disjoint i64 %177, 2
  %193 = getelementptr inbounds [16 x ptr], ptr %170, i64 0, i64 %192
  %194 = load ptr, ptr %193, align 8, !tbaa !9
  %195 = getelementptr inbounds [16 x ptr], ptr %1, i64 0, i64 %192
  %196 = load ptr, ptr %195, align 16, !tbaa !9
  %197 = getelementptr inbounds i8, ptr %196, i64 16
  %198 = getelementptr inbounds [16 x ptr], ptr %197, i64 0, i64 %192
  store ptr %194, ptr %198, align 8, !tbaa !9
  %199 = or disjoint i64 %177, 3
  %200 = getelementptr inbounds [16 x ptr], ptr %170, i64 0, i64 %199
  %201 = load ptr, ptr %200, align 8, !tbaa !9
  %202 = getelementptr inbounds [16 x ptr], ptr %1, i64 0, i64 %199
  %203 = load ptr, ptr %202, align 8, !tbaa !9
  %204 = getelementptr inbounds i8, ptr %203, i64 16
  %205 = getelementptr inbounds [16 x ptr], ptr %204, i64 0, i64 %199
  store ptr %201, ptr %205, align 8, !tbaa !9
  %206 = add nuw nsw i64 %177, 4
  %207 = add i64 %178, 4
  %208 = icmp eq i64 %207, %175
  br i1 %208, label %210, label %176, !llvm.loop !23

209:                                              ; preds = %161, %131
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #8
  br label %228

210:                                              ; preds = %176, %169
  %211 = phi i64 [ 0, %169 ], [ %206, %176 ]
  %212 = icmp eq i64 %172, 0
  br i1 %212, label %225, label %213

213:                                              ; preds = %210, %213
  %214 = phi i64 [ %222, %213 ], [ %211, %210 ]
  %215 = phi i64 [ %223, %213 ], [ 0, %210 ]
  %216 = getelementptr inbounds [16 x ptr], ptr %170, i64 0, i64 %214
  %217 = load ptr, ptr %216, align 8, !tbaa !9
  %218 = getelementptr inbounds [16 x ptr], ptr %1, i64 0, i64 %214
  %219 = load ptr, ptr %218, align 8, !tbaa !9
  %220 = getelementptr inbounds i8, ptr %219, i64 16
  %221 = getelementptr inbounds [16 x ptr], ptr %220, i64 0, i64 %214
  store ptr %217, ptr %221, align 8, !tbaa !9
  %222 = add nuw nsw i64 %214, 1
  %223 = add i64 %215, 1
  %224 = icmp eq i64 %223, %172
  br i1 %224, label %225, label %213, !llvm.loop !24

225:                                              ; preds = %210, %213, %165
  tail call void @free(ptr noundef nonnull %132) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #8
  %226 = add nsw i32 %127, 1
  %227 = getelementptr inbounds [5000 x i32], ptr @present, i64 0, i64 %126
  store i32 0, ptr %227, align 4, !tbaa !5
  br label %228

228:                                              ; preds = %209, %225
  %229 = phi i32 [ %226, %225 ], [ %127, %209 ]
  %230 = add nuw nsw i64 %126, 3
  %231 = icmp ult i64 %126, 4997
  br i1 %231, label %125, label %122, !llvm.loop !26

232:                                              ; preds = %235, %122
  %233 = phi i32 [ 0, %122 ], [ %240, %235 ]
  %234 = phi i32 [ 1, %122 ], [ %243, %235 ]
  br label %283

235:                                              ; preds = %122, %235
  %236 = phi ptr [ %251, %235 ], [ %123, %122 ]
  %237 = phi i32 [ %241, %235 ], [ -1, %122 ]
  %238 = phi i32 [ %243, %235 ], [ 1, %122 ]
  %239 = phi i32 [ %240, %235 ], [ 0, %122 ]
  %240 = add nuw nsw i32 %239, 1
  %241 = load i32, ptr %236, align 8, !tbaa !11
  %242 = icmp sgt i32 %241, %237
  %243 = select i1 %242, i32 %238, i32 0
  %244 = getelementptr inbounds i8, ptr %236, i64 8
  %245 = load i32, ptr %244, align 8, !tbaa !18
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds [17 x i32], ptr %3, i64 0, i64 %246
  %248 = load i32, ptr %247, align 4, !tbaa !5
  %249 = add nsw i32 %248, 1
  store i32 %249, ptr %247, align 4, !tbaa !5
  %250 = getelementptr inbounds i8, ptr %236, i64 16
  %251 = load ptr, ptr %250, align 8, !tbaa !9
  %252 = icmp eq ptr %251, null
  br i1 %252, label %232, label %235, !llvm.loop !27

253:                                              ; preds = %283
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %233, i32 noundef %229, i32 noundef %234, i32 noundef %294)
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %256 = getelementptr inbounds i8, ptr %3, i64 4
  %257 = load i32, ptr %256, align 4, !tbaa !5
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %257)
  %259 = getelementptr inbounds i8, ptr %3, i64 8
  %260 = load i32, ptr %259, align 8, !tbaa !5
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %260)
  %262 = getelementptr inbounds i8, ptr %3, i64 12
  %263 = load i32, ptr %262, align 4, !tbaa !5
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %263)
  %265 = getelementptr inbounds i8, ptr %3, i64 16
  %266 = load i32, ptr %265, align 16, !tbaa !5
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %266)
  %268 = getelementptr inbounds i8, ptr %3, i64 20
  %269 = load i32, ptr %268, align 4, !tbaa !5
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %269)
  %271 = getelementptr inbounds i8, ptr %3, i64 24
  %272 = load i32, ptr %271, align 8, !tbaa !5
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %272)
  %274 = getelementptr inbounds i8, ptr %3, i64 28
  %275 = load i32, ptr %274, align 4, !tbaa !5
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %275)
  %277 = getelementptr inbounds i8, ptr %3, i64 32
  %278 = load i32, ptr %277, align 16, !tbaa !5
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %278)
  %280 = tail call i32 @putchar(i32 10)
  %281 = tail call fastcc ptr @get(i32 noundef 4999)
  %282 = icmp eq ptr %281, null
  br i1 %282, label %297, label %300

283:                                              ; preds = %232, %283
  %284 = phi i64 [ 0, %232 ], [ %295, %283 ]
  %285 = phi i32 [ 0, %232 ], [ %294, %283 ]
  %286 = trunc nuw nsw i64 %284 to i32
  %287 = tail call fastcc ptr @get(i32 noundef %286)
  %288 = icmp ne ptr %287, null
  %289 = zext i1 %288 to i32
  %290 = getelementptr inbounds [5000 x i32], ptr @present, i64 0, i64 %284
  %291 = load i32, ptr %290, align 4, !tbaa !5
  %292 = icmp ne i32 %291, %289
  %293 = zext i1 %292 to i32
  %294 = add nuw nsw i32 %285, %293
  %295 = add nuw nsw i64 %284, 1
  %296 = icmp eq i64 %295, 5000
  br i1 %296, label %253, label %283, !llvm.loop !28

297:                                              ; preds = %253
  %298 = tail call fastcc ptr @get(i32 noundef 4998)
  %299 = icmp eq ptr %298, null
  br i1 %299, label %304, label %300

300:                                              ; preds = %253, %297
  %301 = phi ptr [ %298, %297 ], [ %281, %253 ]
  %302 = getelementptr inbounds i8, ptr %301, i64 4
  %303 = load i32, ptr %302, align 4, !tbaa !16
  br label %304

304:                                              ; preds = %297, %300
  %305 = phi i32 [ %303, %300 ], [ -1, %297 ]
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %305)
  %307 = icmp eq i32 %294, 0
  %308 = and i32 %233, 127
  %309 = select i1 %307, i32 %308, i32 100
  call void @llvm.lifetime.end.p0(i64 68, ptr nonnull %3) #8
  ret i32 %309
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc ptr @get(i32 noundef %0) unnamed_addr #3 {
  br label %2

2:                                                ; preds = %1, %7
  %3 = phi ptr [ %5, %7 ], [ @head, %1 ]
  %4 = getelementptr inbounds i8, ptr %3, i64 136
  %5 = load ptr, ptr %4, align 8, !tbaa !9
  %6 = icmp eq ptr %5, null
  br i1 %6, label %10, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr %5, align 8, !tbaa !11
  %9 = icmp slt i32 %8, %0
  br i1 %9, label %2, label %10, !llvm.loop !29

10:                                               ; preds = %7, %2
  br label %11

11:                                               ; preds = %10, %16
  %12 = phi ptr [ %14, %16 ], [ %3, %10 ]
  %13 = getelementptr inbounds i8, ptr %12, i64 128
  %14 = load ptr, ptr %13, align 8, !tbaa !9
  %15 = icmp eq ptr %14, null
  br i1 %15, label %19, label %16

16:                                               ; preds = %11
  %17 = load i32, ptr %14, align 8, !tbaa !11
  %18 = icmp slt i32 %17, %0
  br i1 %18, label %11, label %19, !llvm.loop !29

19:                                               ; preds = %16, %11
  br label %20

20:                                               ; preds = %19, %25
  %21 = phi ptr [ %23, %25 ], [ %12, %19 ]
  %22 = getelementptr inbounds i8, ptr %21, i64 120
  %23 = load ptr, ptr %22, align 8, !tbaa !9
  %24 = icmp eq ptr %23, null
  br i1 %24, label %28, label %25

25:                                               ; preds = %20
  %26 = load i32, ptr %23, align 8, !tbaa !11
  %27 = icmp slt i32 %26, %0
  br i1 %27, label %20, label %28, !llvm.loop !29

28:                                               ; preds = %25, %20
  br label %29

29:                                               ; preds = %28, %34
  %30 = phi ptr [ %32, %34 ], [ %21, %28 ]
  %31 = getelementptr inbounds i8, ptr %30, i64 112
  %32 = load ptr, ptr %31, align 8, !tbaa !9
  %33 = icmp eq ptr %32, null
  br i1 %33, label %37, label %34

34:                                               ; preds = %29
  %35 = load i32, ptr %32, align 8, !tbaa !11
  %36 = icmp slt i32 %35, %0
  br i1 %36, label %29, label %37, !llvm.loop !29

37:                                               ; preds = %34, %29
  br label %38

38:                                               ; preds = %37, %43
  %39 = phi ptr [ %41, %43 ], [ %30, %37 ]
  %40 = getelementptr inbounds i8, ptr %39, i64 104
  %41 = load ptr, ptr %40, align 8, !tbaa !9
  %42 = icmp eq ptr %41, null
  br i1 %42, label %46, label %43

43:                                               ; preds = %38
  %44 = load i32, ptr %41, align 8, !tbaa !11
  %45 = icmp slt i32 %44, %0
  br i1 %45, label %38, label %46, !llvm.loop !29

46:                                               ; preds = %43, %38
  br label %47

47:                                               ; preds = %46, %52
  %48 = phi ptr [ %50, %52 ], [ %39, %46 ]
  %49 = getelementptr inbounds i8, ptr %48, i64 96
  %50 = load ptr, ptr %49, align 8, !tbaa !9
  %51 = icmp eq ptr %50, null
  br i1 %51, label %55, label %52

52:                                               ; preds = %47
  %53 = load i32, ptr %50, align 8, !tbaa !11
  %54 = icmp slt i32 %53, %0
  br i1 %54, label %47, label %55, !llvm.loop !29

55:                                               ; preds = %52, %47
  br label %56

56:                                               ; preds = %55, %61
  %57 = phi ptr [ %59, %61 ], [ %48, %55 ]
  %58 = getelementptr inbounds i8, ptr %57, i64 88
  %59 = load ptr, ptr %58, align 8, !tbaa !9
  %60 = icmp eq ptr %59, null
  br i1 %60, label %64, label %61

61:                                               ; preds = %56
  %62 = load i32, ptr %59, align 8, !tbaa !11
  %63 = icmp slt i32 %62, %0
  br i1 %63, label %56, label %64, !llvm.loop !29

64:                                               ; preds = %61, %56
  br label %65

65:                                               ; preds = %64, %70
  %66 = phi ptr [ %68, %70 ], [ %57, %64 ]
  %67 = getelementptr inbounds i8, ptr %66, i64 80
  %68 = load ptr, ptr %67, align 8, !tbaa !9
  %69 = icmp eq ptr %68, null
  br i1 %69, label %73, label %70

70:                                               ; preds = %65
  %71 = load i32, ptr %68, align 8, !tbaa !11
  %72 = icmp slt i32 %71, %0
  br i1 %72, label %65, label %73, !llvm.loop !29

73:                                               ; preds = %70, %65
  br label %74

74:                                               ; preds = %73, %79
  %75 = phi ptr [ %77, %79 ], [ %66, %73 ]
  %76 = getelementptr inbounds i8, ptr %75, i64 72
  %77 = load ptr, ptr %76, align 8, !tbaa !9
  %78 = icmp eq ptr %77, null
  br i1 %78, label %82, label %79

79:                                               ; preds = %74
  %80 = load i32, ptr %77, align 8, !tbaa !11
  %81 = icmp slt i32 %80, %0
  br i1 %81, label %74, label %82, !llvm.loop !29

82:                                               ; preds = %79, %74
  br label %83

83:                                               ; preds = %82, %88
  %84 = phi ptr [ %86, %88 ], [ %75, %82 ]
  %85 = getelementptr inbounds i8, ptr %84, i64 64
  %86 = load ptr, ptr %85, align 8, !tbaa !9
  %87 = icmp eq ptr %86, null
  br i1 %87, label %91, label %88

88:                                               ; preds = %83
  %89 = load i32, ptr %86, align 8, !tbaa !11
  %90 = icmp slt i32 %89, %0
  br i1 %90, label %83, label %91, !llvm.loop !29

91:                                               ; preds = %88, %83
  br label %92

92:                                               ; preds = %91, %97
  %93 = phi ptr [ %95, %97 ], [ %84, %91 ]
  %94 = getelementptr inbounds i8, ptr %93, i64 56
  %95 = load ptr, ptr %94, align 8, !tbaa !9
  %96 = icmp eq ptr %95, null
  br i1 %96, label %100, label %97

97:                                               ; preds = %92
  %98 = load i32, ptr %95, align 8, !tbaa !11
  %99 = icmp slt i32 %98, %0
  br i1 %99, label %92, label %100, !llvm.loop !29

100:                                              ; preds = %97, %92
  br label %101

101:                                              ; preds = %100, %106
  %102 = phi ptr [ %104, %106 ], [ %93, %100 ]
  %103 = getelementptr inbounds i8, ptr %102, i64 48
  %104 = load ptr, ptr %103, align 8, !tbaa !9
  %105 = icmp eq ptr %104, null
  br i1 %105, label %109, label %106

106:                                              ; preds = %101
  %107 = load i32, ptr %104, align 8, !tbaa !11
  %108 = icmp slt i32 %107, %0
  br i1 %108, label %101, label %109, !llvm.loop !29

109:                                              ; preds = %106, %101
  br label %110

110:                                              ; preds = %109, %115
  %111 = phi ptr [ %113, %115 ], [ %102, %109 ]
  %112 = getelementptr inbounds i8, ptr %111, i64 40
  %113 = load ptr, ptr %112, align 8, !tbaa !9
  %114 = icmp eq ptr %113, null
  br i1 %114, label %118, label %115

115:                                              ; preds = %110
  %116 = load i32, ptr %113, align 8, !tbaa !11
  %117 = icmp slt i32 %116, %0
  br i1 %117, label %110, label %118, !llvm.loop !29

118:                                              ; preds = %115, %110
  br label %119

119:                                              ; preds = %118, %124
  %120 = phi ptr [ %122, %124 ], [ %111, %118 ]
  %121 = getelementptr inbounds i8, ptr %120, i64 32
  %122 = load ptr, ptr %121, align 8, !tbaa !9
  %123 = icmp eq ptr %122, null
  br i1 %123, label %127, label %124

124:                                              ; preds = %119
  %125 = load i32, ptr %122, align 8, !tbaa !11
  %126 = icmp slt i32 %125, %0
  br i1 %126, label %119, label %127, !llvm.loop !29

127:                                              ; preds = %124, %119
  br label %128

128:                                              ; preds = %127, %133
  %129 = phi ptr [ %131, %133 ], [ %120, %127 ]
  %130 = getelementptr inbounds i8, ptr %129, i64 24
  %131 = load ptr, ptr %130, align 8, !tbaa !9
  %132 = icmp eq ptr %131, null
  br i1 %132, label %136, label %133

133:                                              ; preds = %128
  %134 = load i32, ptr %131, align 8, !tbaa !11
  %135 = icmp slt i32 %134, %0
  br i1 %135, label %128, label %136, !llvm.loop !29

136:                                              ; preds = %133, %128
  br label %137

137:                                              ; preds = %136, %142
  %138 = phi ptr [ %140, %142 ], [ %129, %136 ]
  %139 = getelementptr inbounds i8, ptr %138, i64 16
  %140 = load ptr, ptr %139, align 8, !tbaa !9
  %141 = icmp eq ptr %140, null
  br i1 %141, label %149, label %142

142:                                              ; preds = %137
  %143 = load i32, ptr %140, align 8, !tbaa !11
  %144 = icmp slt i32 %143, %0
  br i1 %144, label %137, label %145, !llvm.loop !29

145:                                              ; preds = %142
  %146 = load i32, ptr %140, align 8, !tbaa !11
  %147 = icmp eq i32 %146, %0
  %148 = select i1 %147, ptr %140, ptr null
  br label %149

149:                                              ; preds = %137, %145
  %150 = phi ptr [ %148, %145 ], [ null, %137 ]
  ret ptr %150
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0,1) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !6, i64 0}
!12 = !{!"sk", !6, i64 0, !6, i64 4, !6, i64 8, !7, i64 16}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = !{!12, !6, i64 4}
!17 = distinct !{!17, !14}
!18 = !{!12, !6, i64 8}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !14}
