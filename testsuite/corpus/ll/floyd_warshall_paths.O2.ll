; ModuleID = 'programs/floyd_warshall_paths.c'
source_filename = "programs/floyd_warshall_paths.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@d = internal unnamed_addr global [120 x [120 x i32]] zeroinitializer, align 16
@nxt = internal unnamed_addr global [120 x [120 x i32]] zeroinitializer, align 16
@reach = internal unnamed_addr global [120 x [2 x i64]] zeroinitializer, align 16
@.str = private unnamed_addr constant [93 x i8] c"negative edges=%d reachable pairs=%d total=%ld diameter(unshifted)=%d %d->%d closure_bad=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"path:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c" %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [120 x i32], align 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(57600) @nxt, i8 -1, i64 57600, i1 false), !tbaa !5
  br label %2

2:                                                ; preds = %20, %0
  %3 = phi i64 [ 0, %0 ], [ %21, %20 ]
  %4 = insertelement <4 x i64> poison, i64 %3, i64 0
  %5 = shufflevector <4 x i64> %4, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %6

6:                                                ; preds = %6, %2
  %7 = phi i64 [ 0, %2 ], [ %16, %6 ]
  %8 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %2 ], [ %17, %6 ]
  %9 = add <4 x i64> %8, <i64 4, i64 4, i64 4, i64 4>
  %10 = icmp eq <4 x i64> %5, %8
  %11 = icmp eq <4 x i64> %5, %9
  %12 = select <4 x i1> %10, <4 x i32> zeroinitializer, <4 x i32> <i32 536870912, i32 536870912, i32 536870912, i32 536870912>
  %13 = select <4 x i1> %11, <4 x i32> zeroinitializer, <4 x i32> <i32 536870912, i32 536870912, i32 536870912, i32 536870912>
  %14 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %3, i64 %7
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  store <4 x i32> %12, ptr %14, align 16, !tbaa !5
  store <4 x i32> %13, ptr %15, align 16, !tbaa !5
  %16 = add nuw i64 %7, 8
  %17 = add <4 x i64> %8, <i64 8, i64 8, i64 8, i64 8>
  %18 = icmp eq i64 %16, 120
  br i1 %18, label %20, label %6, !llvm.loop !9

19:                                               ; preds = %20
  call void @llvm.lifetime.start.p0(i64 480, ptr nonnull %1) #5
  br label %23

20:                                               ; preds = %6
  %21 = add nuw nsw i64 %3, 1
  %22 = icmp eq i64 %21, 120
  br i1 %22, label %19, label %2, !llvm.loop !13

23:                                               ; preds = %23, %19
  %24 = phi i64 [ 0, %19 ], [ %37, %23 ]
  %25 = phi i32 [ 31, %19 ], [ %33, %23 ]
  %26 = mul i32 %25, 1103515245
  %27 = add i32 %26, 12345
  %28 = lshr i32 %27, 8
  %29 = urem i32 %28, 50
  %30 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %24
  store i32 %29, ptr %30, align 8, !tbaa !5
  %31 = or disjoint i64 %24, 1
  %32 = mul i32 %27, 1103515245
  %33 = add i32 %32, 12345
  %34 = lshr i32 %33, 8
  %35 = urem i32 %34, 50
  %36 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %31
  store i32 %35, ptr %36, align 4, !tbaa !5
  %37 = add nuw nsw i64 %24, 2
  %38 = icmp eq i64 %37, 120
  br i1 %38, label %39, label %23, !llvm.loop !14

39:                                               ; preds = %23, %76
  %40 = phi i32 [ %47, %76 ], [ %33, %23 ]
  %41 = phi i32 [ %77, %76 ], [ 0, %23 ]
  %42 = mul i32 %40, 1103515245
  %43 = add i32 %42, 12345
  %44 = lshr i32 %43, 8
  %45 = urem i32 %44, 120
  %46 = mul i32 %43, 1103515245
  %47 = add i32 %46, 12345
  %48 = lshr i32 %47, 8
  %49 = urem i32 %48, 120
  %50 = icmp eq i32 %45, %49
  br i1 %50, label %76, label %51

51:                                               ; preds = %39
  %52 = urem i32 %47, 20
  %53 = add nuw nsw i32 %52, 1
  %54 = zext nneg i32 %49 to i64
  %55 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !5
  %57 = add nsw i32 %53, %56
  %58 = zext nneg i32 %45 to i64
  %59 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !5
  %61 = sub i32 %57, %60
  %62 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %58, i64 %54
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = icmp slt i32 %61, %63
  br i1 %64, label %65, label %67

65:                                               ; preds = %51
  store i32 %61, ptr %62, align 4, !tbaa !5
  %66 = getelementptr inbounds [120 x [120 x i32]], ptr @nxt, i64 0, i64 %58, i64 %54
  store i32 %49, ptr %66, align 4, !tbaa !5
  br label %67

67:                                               ; preds = %65, %51
  %68 = and i32 %49, 63
  %69 = zext nneg i32 %68 to i64
  %70 = shl nuw i64 1, %69
  %71 = lshr i32 %49, 6
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %58, i64 %72
  %74 = load i64, ptr %73, align 8, !tbaa !15
  %75 = or i64 %74, %70
  store i64 %75, ptr %73, align 8, !tbaa !15
  br label %76

76:                                               ; preds = %39, %67
  %77 = add nuw nsw i32 %41, 1
  %78 = icmp eq i32 %77, 700
  br i1 %78, label %79, label %39, !llvm.loop !17

79:                                               ; preds = %76, %111
  %80 = phi i64 [ %114, %111 ], [ 0, %76 ]
  %81 = phi i32 [ %113, %111 ], [ 0, %76 ]
  %82 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %81, i64 0
  br label %83

83:                                               ; preds = %98, %79
  %84 = phi i64 [ 0, %79 ], [ %110, %98 ]
  %85 = phi <4 x i32> [ %82, %79 ], [ %108, %98 ]
  %86 = phi <4 x i32> [ zeroinitializer, %79 ], [ %109, %98 ]
  %87 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %80, i64 %84
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  %89 = load <4 x i32>, ptr %87, align 16, !tbaa !5
  %90 = load <4 x i32>, ptr %88, align 16, !tbaa !5
  %91 = icmp ugt <4 x i32> %89, <i32 -536870912, i32 -536870912, i32 -536870912, i32 -536870912>
  %92 = icmp ugt <4 x i32> %90, <i32 -536870912, i32 -536870912, i32 -536870912, i32 -536870912>
  %93 = zext <4 x i1> %91 to <4 x i32>
  %94 = zext <4 x i1> %92 to <4 x i32>
  %95 = add <4 x i32> %85, %93
  %96 = add <4 x i32> %86, %94
  %97 = icmp eq i64 %84, 112
  br i1 %97, label %111, label %98, !llvm.loop !18

98:                                               ; preds = %83
  %99 = or disjoint i64 %84, 8
  %100 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %80, i64 %99
  %101 = getelementptr inbounds i8, ptr %100, i64 16
  %102 = load <4 x i32>, ptr %100, align 16, !tbaa !5
  %103 = load <4 x i32>, ptr %101, align 16, !tbaa !5
  %104 = icmp ugt <4 x i32> %102, <i32 -536870912, i32 -536870912, i32 -536870912, i32 -536870912>
  %105 = icmp ugt <4 x i32> %103, <i32 -536870912, i32 -536870912, i32 -536870912, i32 -536870912>
  %106 = zext <4 x i1> %104 to <4 x i32>
  %107 = zext <4 x i1> %105 to <4 x i32>
  %108 = add <4 x i32> %95, %106
  %109 = add <4 x i32> %96, %107
  %110 = add nuw nsw i64 %84, 16
  br label %83

111:                                              ; preds = %83
  %112 = add <4 x i32> %96, %95
  %113 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %112)
  %114 = add nuw nsw i64 %80, 1
  %115 = icmp eq i64 %114, 120
  br i1 %115, label %116, label %79, !llvm.loop !19

116:                                              ; preds = %111, %118
  %117 = phi i64 [ %119, %118 ], [ 0, %111 ]
  br label %121

118:                                              ; preds = %145
  %119 = add nuw nsw i64 %117, 1
  %120 = icmp eq i64 %119, 120
  br i1 %120, label %148, label %116, !llvm.loop !20

121:                                              ; preds = %116, %145
  %122 = phi i64 [ 0, %116 ], [ %146, %145 ]
  %123 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %122, i64 %117
  %124 = load i32, ptr %123, align 4, !tbaa !5
  %125 = icmp slt i32 %124, 536870912
  br i1 %125, label %126, label %145

126:                                              ; preds = %121
  %127 = getelementptr inbounds [120 x [120 x i32]], ptr @nxt, i64 0, i64 %122, i64 %117
  br label %128

128:                                              ; preds = %126, %142
  %129 = phi i64 [ 0, %126 ], [ %143, %142 ]
  %130 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %117, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !5
  %132 = icmp slt i32 %131, 536870912
  br i1 %132, label %133, label %142

133:                                              ; preds = %128
  %134 = load i32, ptr %123, align 4, !tbaa !5
  %135 = add nsw i32 %134, %131
  %136 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %122, i64 %129
  %137 = load i32, ptr %136, align 4, !tbaa !5
  %138 = icmp slt i32 %135, %137
  br i1 %138, label %139, label %142

139:                                              ; preds = %133
  store i32 %135, ptr %136, align 4, !tbaa !5
  %140 = load i32, ptr %127, align 4, !tbaa !5
  %141 = getelementptr inbounds [120 x [120 x i32]], ptr @nxt, i64 0, i64 %122, i64 %129
  store i32 %140, ptr %141, align 4, !tbaa !5
  br label %142

142:                                              ; preds = %128, %133, %139
  %143 = add nuw nsw i64 %129, 1
  %144 = icmp eq i64 %143, 120
  br i1 %144, label %145, label %128, !llvm.loop !21

145:                                              ; preds = %142, %121
  %146 = add nuw nsw i64 %122, 1
  %147 = icmp eq i64 %146, 120
  br i1 %147, label %118, label %121, !llvm.loop !22

148:                                              ; preds = %118, %155
  %149 = phi i64 [ %156, %155 ], [ 0, %118 ]
  %150 = lshr i64 %149, 6
  %151 = and i64 %150, 67108863
  %152 = and i64 %149, 63
  %153 = shl nuw i64 1, %152
  %154 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %149
  br label %158

155:                                              ; preds = %180
  %156 = add nuw nsw i64 %149, 1
  %157 = icmp eq i64 %156, 120
  br i1 %157, label %183, label %148, !llvm.loop !23

158:                                              ; preds = %180, %148
  %159 = phi i64 [ 0, %148 ], [ %181, %180 ]
  %160 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %159, i64 %151
  %161 = load i64, ptr %160, align 8, !tbaa !15
  %162 = and i64 %161, %153
  %163 = icmp eq i64 %162, 0
  br i1 %163, label %169, label %164

164:                                              ; preds = %158
  %165 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %159
  %166 = load <2 x i64>, ptr %154, align 16, !tbaa !15
  %167 = load <2 x i64>, ptr %165, align 16, !tbaa !15
  %168 = or <2 x i64> %167, %166
  store <2 x i64> %168, ptr %165, align 16, !tbaa !15
  br label %169

169:                                              ; preds = %158, %164
  %170 = or disjoint i64 %159, 1
  %171 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %170, i64 %151
  %172 = load i64, ptr %171, align 8, !tbaa !15
  %173 = and i64 %172, %153
  %174 = icmp eq i64 %173, 0
  br i1 %174, label %180, label %175

175:                                              ; preds = %169
  %176 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %170
  %177 = load <2 x i64>, ptr %154, align 16, !tbaa !15
  %178 = load <2 x i64>, ptr %176, align 16, !tbaa !15
  %179 = or <2 x i64> %178, %177
  store <2 x i64> %179, ptr %176, align 16, !tbaa !15
  br label %180

180:                                              ; preds = %175, %169
  %181 = add nuw nsw i64 %159, 2
  %182 = icmp eq i64 %181, 120
  br i1 %182, label %155, label %158, !llvm.loop !24

183:                                              ; preds = %155, %201
  %184 = phi i64 [ %202, %201 ], [ 0, %155 ]
  %185 = phi i32 [ %247, %201 ], [ 0, %155 ]
  %186 = phi i32 [ %246, %201 ], [ 0, %155 ]
  %187 = phi i32 [ %245, %201 ], [ 0, %155 ]
  %188 = phi i32 [ %244, %201 ], [ 0, %155 ]
  %189 = phi i32 [ %243, %201 ], [ 0, %155 ]
  %190 = phi i64 [ %242, %201 ], [ 0, %155 ]
  %191 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %184
  %192 = trunc nuw nsw i64 %184 to i32
  br label %204

193:                                              ; preds = %201
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %113, i32 noundef %243, i64 noundef %242, i32 noundef %244, i32 noundef %245, i32 noundef %246, i32 noundef %247)
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %196 = icmp ne i32 %245, -1
  %197 = icmp ne i32 %245, %246
  %198 = select i1 %196, i1 %197, i1 false
  br i1 %198, label %199, label %250

199:                                              ; preds = %193
  %200 = sext i32 %246 to i64
  br label %255

201:                                              ; preds = %241
  %202 = add nuw nsw i64 %184, 1
  %203 = icmp eq i64 %202, 120
  br i1 %203, label %193, label %183, !llvm.loop !25

204:                                              ; preds = %183, %241
  %205 = phi i64 [ 0, %183 ], [ %248, %241 ]
  %206 = phi i32 [ %185, %183 ], [ %247, %241 ]
  %207 = phi i32 [ %186, %183 ], [ %246, %241 ]
  %208 = phi i32 [ %187, %183 ], [ %245, %241 ]
  %209 = phi i32 [ %188, %183 ], [ %244, %241 ]
  %210 = phi i32 [ %189, %183 ], [ %243, %241 ]
  %211 = phi i64 [ %190, %183 ], [ %242, %241 ]
  %212 = icmp eq i64 %184, %205
  br i1 %212, label %241, label %213

213:                                              ; preds = %204
  %214 = lshr i64 %205, 6
  %215 = and i64 %214, 67108863
  %216 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %184, i64 %215
  %217 = load i64, ptr %216, align 8, !tbaa !15
  %218 = and i64 %205, 63
  %219 = lshr i64 %217, %218
  %220 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %184, i64 %205
  %221 = load i32, ptr %220, align 4, !tbaa !5
  %222 = trunc i64 %219 to i1
  %223 = icmp slt i32 %221, 536870912
  %224 = xor i1 %223, %222
  %225 = zext i1 %224 to i32
  %226 = add nsw i32 %206, %225
  br i1 %223, label %227, label %241

227:                                              ; preds = %213
  %228 = trunc nuw nsw i64 %205 to i32
  %229 = add nsw i32 %210, 1
  %230 = sext i32 %221 to i64
  %231 = add nsw i64 %211, %230
  %232 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %205
  %233 = load i32, ptr %232, align 4, !tbaa !5
  %234 = sub nsw i32 %221, %233
  %235 = load i32, ptr %191, align 4, !tbaa !5
  %236 = add nsw i32 %234, %235
  %237 = icmp sgt i32 %236, %209
  %238 = tail call i32 @llvm.smax.i32(i32 %236, i32 %209)
  %239 = select i1 %237, i32 %192, i32 %208
  %240 = select i1 %237, i32 %228, i32 %207
  br label %241

241:                                              ; preds = %213, %227, %204
  %242 = phi i64 [ %211, %204 ], [ %231, %227 ], [ %211, %213 ]
  %243 = phi i32 [ %210, %204 ], [ %229, %227 ], [ %210, %213 ]
  %244 = phi i32 [ %209, %204 ], [ %238, %227 ], [ %209, %213 ]
  %245 = phi i32 [ %208, %204 ], [ %239, %227 ], [ %208, %213 ]
  %246 = phi i32 [ %207, %204 ], [ %240, %227 ], [ %207, %213 ]
  %247 = phi i32 [ %206, %204 ], [ %226, %227 ], [ %226, %213 ]
  %248 = add nuw nsw i64 %205, 1
  %249 = icmp eq i64 %248, 120
  br i1 %249, label %201, label %204, !llvm.loop !26

250:                                              ; preds = %255, %193
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %246)
  %252 = icmp eq i32 %247, 0
  %253 = and i32 %244, 127
  %254 = select i1 %252, i32 %253, i32 100
  call void @llvm.lifetime.end.p0(i64 480, ptr nonnull %1) #5
  ret i32 %254

255:                                              ; preds = %199, %255
  %256 = phi i32 [ %245, %199 ], [ %260, %255 ]
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %256)
  %258 = sext i32 %256 to i64
  %259 = getelementptr inbounds [120 x [120 x i32]], ptr @nxt, i64 0, i64 %258, i64 %200
  %260 = load i32, ptr %259, align 4, !tbaa !5
  %261 = icmp ne i32 %260, -1
  %262 = icmp ne i32 %260, %246
  %263 = select i1 %261, i1 %262, i1 false
  br i1 %263, label %255, label %250, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !7, i64 0}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10, !11, !12}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
