; ModuleID = 'programs/floyd_warshall_paths.c'
source_filename = "programs/floyd_warshall_paths.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@d = internal unnamed_addr global [120 x [120 x i32]] zeroinitializer, align 16, !dbg !0
@nxt = internal unnamed_addr global [120 x [120 x i32]] zeroinitializer, align 16, !dbg !28
@reach = internal unnamed_addr global [120 x [2 x i64]] zeroinitializer, align 16, !dbg !33
@.str = private unnamed_addr constant [93 x i8] c"negative edges=%d reachable pairs=%d total=%ld diameter(unshifted)=%d %d->%d closure_bad=%d\0A\00", align 1, !dbg !7
@.str.1 = private unnamed_addr constant [6 x i8] c"path:\00", align 1, !dbg !13
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !18
@.str.3 = private unnamed_addr constant [5 x i8] c" %d\0A\00", align 1, !dbg !23

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !51 {
  %1 = alloca [120 x i32], align 16, !DIAssignID !114
    #dbg_assign(i1 undef, !61, !DIExpression(), !114, ptr %1, !DIExpression(), !115)
    #dbg_value(i32 31, !54, !DIExpression(), !115)
    #dbg_value(i32 0, !56, !DIExpression(), !116)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(57600) @nxt, i8 -1, i64 57600, i1 false), !dbg !117, !tbaa !120
  br label %2, !dbg !124

2:                                                ; preds = %20, %0
  %3 = phi i64 [ 0, %0 ], [ %21, %20 ]
    #dbg_value(i64 %3, !56, !DIExpression(), !116)
    #dbg_value(i32 0, !58, !DIExpression(), !125)
  %4 = insertelement <4 x i64> poison, i64 %3, i64 0, !dbg !126
  %5 = shufflevector <4 x i64> %4, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !126
  br label %6, !dbg !126

6:                                                ; preds = %6, %2
  %7 = phi i64 [ 0, %2 ], [ %16, %6 ], !dbg !127
  %8 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %2 ], [ %17, %6 ]
  %9 = add <4 x i64> %8, <i64 4, i64 4, i64 4, i64 4>
  %10 = icmp eq <4 x i64> %5, %8, !dbg !128
  %11 = icmp eq <4 x i64> %5, %9, !dbg !128
  %12 = select <4 x i1> %10, <4 x i32> zeroinitializer, <4 x i32> <i32 536870912, i32 536870912, i32 536870912, i32 536870912>, !dbg !129
  %13 = select <4 x i1> %11, <4 x i32> zeroinitializer, <4 x i32> <i32 536870912, i32 536870912, i32 536870912, i32 536870912>, !dbg !129
  %14 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %3, i64 %7, !dbg !130
  %15 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !131
  store <4 x i32> %12, ptr %14, align 16, !dbg !131, !tbaa !120
  store <4 x i32> %13, ptr %15, align 16, !dbg !131, !tbaa !120
  %16 = add nuw i64 %7, 8, !dbg !127
  %17 = add <4 x i64> %8, <i64 8, i64 8, i64 8, i64 8>
  %18 = icmp eq i64 %16, 120, !dbg !127
  br i1 %18, label %20, label %6, !dbg !127, !llvm.loop !132

19:                                               ; preds = %20
  call void @llvm.lifetime.start.p0(i64 480, ptr nonnull %1) #5, !dbg !137
    #dbg_value(i32 0, !64, !DIExpression(), !138)
    #dbg_value(i32 31, !54, !DIExpression(), !115)
  br label %23, !dbg !139

20:                                               ; preds = %6
  %21 = add nuw nsw i64 %3, 1, !dbg !140
    #dbg_value(i64 %21, !56, !DIExpression(), !116)
  %22 = icmp eq i64 %21, 120, !dbg !141
  br i1 %22, label %19, label %2, !dbg !124, !llvm.loop !142

23:                                               ; preds = %23, %19
  %24 = phi i64 [ 0, %19 ], [ %37, %23 ]
  %25 = phi i32 [ 31, %19 ], [ %33, %23 ]
    #dbg_value(i32 %25, !54, !DIExpression(), !115)
    #dbg_value(i64 %24, !64, !DIExpression(), !138)
  %26 = mul i32 %25, 1103515245, !dbg !144
  %27 = add i32 %26, 12345, !dbg !147
    #dbg_value(i32 %27, !54, !DIExpression(), !115)
  %28 = lshr i32 %27, 8, !dbg !148
  %29 = urem i32 %28, 50, !dbg !149
  %30 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %24, !dbg !150
  store i32 %29, ptr %30, align 8, !dbg !151, !tbaa !120
  %31 = or disjoint i64 %24, 1, !dbg !152
    #dbg_value(i64 %31, !64, !DIExpression(), !138)
  %32 = mul i32 %27, 1103515245, !dbg !144
  %33 = add i32 %32, 12345, !dbg !147
    #dbg_value(i32 %33, !54, !DIExpression(), !115)
  %34 = lshr i32 %33, 8, !dbg !148
  %35 = urem i32 %34, 50, !dbg !149
  %36 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %31, !dbg !150
  store i32 %35, ptr %36, align 4, !dbg !151, !tbaa !120
  %37 = add nuw nsw i64 %24, 2, !dbg !152
    #dbg_value(i64 %37, !64, !DIExpression(), !138)
  %38 = icmp eq i64 %37, 120, !dbg !153
  br i1 %38, label %39, label %23, !dbg !139, !llvm.loop !154

39:                                               ; preds = %23, %76
  %40 = phi i32 [ %47, %76 ], [ %33, %23 ]
  %41 = phi i32 [ %77, %76 ], [ 0, %23 ]
    #dbg_value(i32 %40, !54, !DIExpression(), !115)
    #dbg_value(i32 %41, !66, !DIExpression(), !156)
  %42 = mul i32 %40, 1103515245, !dbg !157
  %43 = add i32 %42, 12345, !dbg !158
    #dbg_value(i32 %43, !54, !DIExpression(), !115)
  %44 = lshr i32 %43, 8, !dbg !159
  %45 = urem i32 %44, 120, !dbg !160
    #dbg_value(i32 %45, !68, !DIExpression(), !161)
  %46 = mul i32 %43, 1103515245, !dbg !162
  %47 = add i32 %46, 12345, !dbg !163
    #dbg_value(i32 %47, !54, !DIExpression(), !115)
  %48 = lshr i32 %47, 8, !dbg !164
  %49 = urem i32 %48, 120, !dbg !165
    #dbg_value(i32 %49, !71, !DIExpression(), !161)
  %50 = icmp eq i32 %45, %49, !dbg !166
  br i1 %50, label %76, label %51, !dbg !168

51:                                               ; preds = %39
  %52 = urem i32 %47, 20, !dbg !169
  %53 = add nuw nsw i32 %52, 1, !dbg !170
  %54 = zext nneg i32 %49 to i64, !dbg !171
  %55 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %54, !dbg !171
  %56 = load i32, ptr %55, align 4, !dbg !171, !tbaa !120
  %57 = add nsw i32 %53, %56, !dbg !172
  %58 = zext nneg i32 %45 to i64, !dbg !173
  %59 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %58, !dbg !173
  %60 = load i32, ptr %59, align 4, !dbg !173, !tbaa !120
  %61 = sub i32 %57, %60, !dbg !174
    #dbg_value(i32 %61, !72, !DIExpression(), !161)
  %62 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %58, i64 %54, !dbg !175
  %63 = load i32, ptr %62, align 4, !dbg !175, !tbaa !120
  %64 = icmp slt i32 %61, %63, !dbg !177
  br i1 %64, label %65, label %67, !dbg !178

65:                                               ; preds = %51
  store i32 %61, ptr %62, align 4, !dbg !179, !tbaa !120
  %66 = getelementptr inbounds [120 x [120 x i32]], ptr @nxt, i64 0, i64 %58, i64 %54, !dbg !181
  store i32 %49, ptr %66, align 4, !dbg !182, !tbaa !120
  br label %67, !dbg !183

67:                                               ; preds = %65, %51
  %68 = and i32 %49, 63, !dbg !184
  %69 = zext nneg i32 %68 to i64, !dbg !185
  %70 = shl nuw i64 1, %69, !dbg !185
  %71 = lshr i32 %49, 6, !dbg !186
  %72 = zext nneg i32 %71 to i64, !dbg !187
  %73 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %58, i64 %72, !dbg !187
  %74 = load i64, ptr %73, align 8, !dbg !188, !tbaa !189
  %75 = or i64 %74, %70, !dbg !188
  store i64 %75, ptr %73, align 8, !dbg !188, !tbaa !189
  br label %76, !dbg !191

76:                                               ; preds = %39, %67
  %77 = add nuw nsw i32 %41, 1, !dbg !192
    #dbg_value(i32 %47, !54, !DIExpression(), !115)
    #dbg_value(i32 %77, !66, !DIExpression(), !156)
  %78 = icmp eq i32 %77, 700, !dbg !193
  br i1 %78, label %79, label %39, !dbg !194, !llvm.loop !195

79:                                               ; preds = %76, %111
  %80 = phi i64 [ %114, %111 ], [ 0, %76 ]
  %81 = phi i32 [ %113, %111 ], [ 0, %76 ]
    #dbg_value(i64 %80, !74, !DIExpression(), !197)
    #dbg_value(i32 0, !76, !DIExpression(), !198)
    #dbg_value(i32 %81, !73, !DIExpression(), !115)
  %82 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %81, i64 0, !dbg !199
  br label %83, !dbg !199

83:                                               ; preds = %98, %79
  %84 = phi i64 [ 0, %79 ], [ %110, %98 ], !dbg !200
  %85 = phi <4 x i32> [ %82, %79 ], [ %108, %98 ]
  %86 = phi <4 x i32> [ zeroinitializer, %79 ], [ %109, %98 ]
  %87 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %80, i64 %84, !dbg !202
  %88 = getelementptr inbounds i8, ptr %87, i64 16, !dbg !202
  %89 = load <4 x i32>, ptr %87, align 16, !dbg !202, !tbaa !120
  %90 = load <4 x i32>, ptr %88, align 16, !dbg !202, !tbaa !120
  %91 = icmp ugt <4 x i32> %89, <i32 -536870912, i32 -536870912, i32 -536870912, i32 -536870912>, !dbg !203
  %92 = icmp ugt <4 x i32> %90, <i32 -536870912, i32 -536870912, i32 -536870912, i32 -536870912>, !dbg !203
  %93 = zext <4 x i1> %91 to <4 x i32>, !dbg !203
  %94 = zext <4 x i1> %92 to <4 x i32>, !dbg !203
  %95 = add <4 x i32> %85, %93, !dbg !204
  %96 = add <4 x i32> %86, %94, !dbg !204
  %97 = icmp eq i64 %84, 112, !dbg !200
  br i1 %97, label %111, label %98, !dbg !200, !llvm.loop !205

98:                                               ; preds = %83
  %99 = or disjoint i64 %84, 8, !dbg !200
  %100 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %80, i64 %99, !dbg !202
  %101 = getelementptr inbounds i8, ptr %100, i64 16, !dbg !202
  %102 = load <4 x i32>, ptr %100, align 16, !dbg !202, !tbaa !120
  %103 = load <4 x i32>, ptr %101, align 16, !dbg !202, !tbaa !120
  %104 = icmp ugt <4 x i32> %102, <i32 -536870912, i32 -536870912, i32 -536870912, i32 -536870912>, !dbg !203
  %105 = icmp ugt <4 x i32> %103, <i32 -536870912, i32 -536870912, i32 -536870912, i32 -536870912>, !dbg !203
  %106 = zext <4 x i1> %104 to <4 x i32>, !dbg !203
  %107 = zext <4 x i1> %105 to <4 x i32>, !dbg !203
  %108 = add <4 x i32> %95, %106, !dbg !204
  %109 = add <4 x i32> %96, %107, !dbg !204
  %110 = add nuw nsw i64 %84, 16, !dbg !200
  br label %83

111:                                              ; preds = %83
  %112 = add <4 x i32> %96, %95, !dbg !199
  %113 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %112), !dbg !199
  %114 = add nuw nsw i64 %80, 1, !dbg !207
    #dbg_value(i64 %114, !74, !DIExpression(), !197)
    #dbg_value(i32 %113, !73, !DIExpression(), !115)
  %115 = icmp eq i64 %114, 120, !dbg !208
  br i1 %115, label %116, label %79, !dbg !209, !llvm.loop !210

116:                                              ; preds = %111, %118
  %117 = phi i64 [ %119, %118 ], [ 0, %111 ]
    #dbg_value(i64 %117, !79, !DIExpression(), !212)
    #dbg_value(i32 0, !81, !DIExpression(), !213)
  br label %121, !dbg !214

118:                                              ; preds = %145
  %119 = add nuw nsw i64 %117, 1, !dbg !215
    #dbg_value(i64 %119, !79, !DIExpression(), !212)
  %120 = icmp eq i64 %119, 120, !dbg !216
  br i1 %120, label %148, label %116, !dbg !217, !llvm.loop !218

121:                                              ; preds = %116, %145
  %122 = phi i64 [ 0, %116 ], [ %146, %145 ]
    #dbg_value(i64 %122, !81, !DIExpression(), !213)
  %123 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %122, i64 %117, !dbg !220
  %124 = load i32, ptr %123, align 4, !dbg !220, !tbaa !120
  %125 = icmp slt i32 %124, 536870912, !dbg !221
  br i1 %125, label %126, label %145, !dbg !222

126:                                              ; preds = %121
    #dbg_value(i32 0, !84, !DIExpression(), !223)
  %127 = getelementptr inbounds [120 x [120 x i32]], ptr @nxt, i64 0, i64 %122, i64 %117
  br label %128, !dbg !224

128:                                              ; preds = %126, %142
  %129 = phi i64 [ 0, %126 ], [ %143, %142 ]
    #dbg_value(i64 %129, !84, !DIExpression(), !223)
  %130 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %117, i64 %129, !dbg !225
  %131 = load i32, ptr %130, align 4, !dbg !225, !tbaa !120
  %132 = icmp slt i32 %131, 536870912, !dbg !228
  br i1 %132, label %133, label %142, !dbg !229

133:                                              ; preds = %128
  %134 = load i32, ptr %123, align 4, !dbg !230, !tbaa !120
  %135 = add nsw i32 %134, %131, !dbg !231
  %136 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %122, i64 %129, !dbg !232
  %137 = load i32, ptr %136, align 4, !dbg !232, !tbaa !120
  %138 = icmp slt i32 %135, %137, !dbg !233
  br i1 %138, label %139, label %142, !dbg !234

139:                                              ; preds = %133
  store i32 %135, ptr %136, align 4, !dbg !235, !tbaa !120
  %140 = load i32, ptr %127, align 4, !dbg !237, !tbaa !120
  %141 = getelementptr inbounds [120 x [120 x i32]], ptr @nxt, i64 0, i64 %122, i64 %129, !dbg !238
  store i32 %140, ptr %141, align 4, !dbg !239, !tbaa !120
  br label %142, !dbg !240

142:                                              ; preds = %128, %133, %139
  %143 = add nuw nsw i64 %129, 1, !dbg !241
    #dbg_value(i64 %143, !84, !DIExpression(), !223)
  %144 = icmp eq i64 %143, 120, !dbg !242
  br i1 %144, label %145, label %128, !dbg !224, !llvm.loop !243

145:                                              ; preds = %142, %121
  %146 = add nuw nsw i64 %122, 1, !dbg !245
    #dbg_value(i64 %146, !81, !DIExpression(), !213)
  %147 = icmp eq i64 %146, 120, !dbg !246
  br i1 %147, label %118, label %121, !dbg !214, !llvm.loop !247

148:                                              ; preds = %118, %155
  %149 = phi i64 [ %156, %155 ], [ 0, %118 ]
    #dbg_value(i64 %149, !88, !DIExpression(), !249)
  %150 = lshr i64 %149, 6
  %151 = and i64 %150, 67108863
  %152 = and i64 %149, 63
  %153 = shl nuw i64 1, %152
    #dbg_value(i32 0, !90, !DIExpression(), !250)
  %154 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %149
  br label %158, !dbg !251

155:                                              ; preds = %180
  %156 = add nuw nsw i64 %149, 1, !dbg !252
    #dbg_value(i64 %156, !88, !DIExpression(), !249)
  %157 = icmp eq i64 %156, 120, !dbg !253
  br i1 %157, label %183, label %148, !dbg !254, !llvm.loop !255

158:                                              ; preds = %180, %148
  %159 = phi i64 [ 0, %148 ], [ %181, %180 ]
    #dbg_value(i64 %159, !90, !DIExpression(), !250)
  %160 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %159, i64 %151, !dbg !257
  %161 = load i64, ptr %160, align 8, !dbg !257, !tbaa !189
  %162 = and i64 %161, %153, !dbg !260
  %163 = icmp eq i64 %162, 0, !dbg !260
  br i1 %163, label %169, label %164, !dbg !261

164:                                              ; preds = %158
  %165 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %159, !dbg !257
  %166 = load <2 x i64>, ptr %154, align 16, !dbg !262, !tbaa !189
  %167 = load <2 x i64>, ptr %165, align 16, !dbg !264, !tbaa !189
  %168 = or <2 x i64> %167, %166, !dbg !264
  store <2 x i64> %168, ptr %165, align 16, !dbg !264, !tbaa !189
  br label %169, !dbg !265

169:                                              ; preds = %158, %164
  %170 = or disjoint i64 %159, 1, !dbg !266
    #dbg_value(i64 %170, !90, !DIExpression(), !250)
  %171 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %170, i64 %151, !dbg !257
  %172 = load i64, ptr %171, align 8, !dbg !257, !tbaa !189
  %173 = and i64 %172, %153, !dbg !260
  %174 = icmp eq i64 %173, 0, !dbg !260
  br i1 %174, label %180, label %175, !dbg !261

175:                                              ; preds = %169
  %176 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %170, !dbg !257
  %177 = load <2 x i64>, ptr %154, align 16, !dbg !262, !tbaa !189
  %178 = load <2 x i64>, ptr %176, align 16, !dbg !264, !tbaa !189
  %179 = or <2 x i64> %178, %177, !dbg !264
  store <2 x i64> %179, ptr %176, align 16, !dbg !264, !tbaa !189
  br label %180, !dbg !265

180:                                              ; preds = %175, %169
  %181 = add nuw nsw i64 %159, 2, !dbg !266
    #dbg_value(i64 %181, !90, !DIExpression(), !250)
  %182 = icmp eq i64 %181, 120, !dbg !267
  br i1 %182, label %155, label %158, !dbg !251, !llvm.loop !268

183:                                              ; preds = %155, %201
  %184 = phi i64 [ %202, %201 ], [ 0, %155 ]
  %185 = phi i32 [ %247, %201 ], [ 0, %155 ]
  %186 = phi i32 [ %246, %201 ], [ 0, %155 ]
  %187 = phi i32 [ %245, %201 ], [ 0, %155 ]
  %188 = phi i32 [ %244, %201 ], [ 0, %155 ]
  %189 = phi i32 [ %243, %201 ], [ 0, %155 ]
  %190 = phi i64 [ %242, %201 ], [ 0, %155 ]
    #dbg_value(i64 %184, !100, !DIExpression(), !270)
    #dbg_value(i32 0, !102, !DIExpression(), !271)
    #dbg_value(i32 %185, !99, !DIExpression(), !115)
    #dbg_value(i32 %186, !98, !DIExpression(), !115)
    #dbg_value(i32 %187, !97, !DIExpression(), !115)
    #dbg_value(i32 %188, !96, !DIExpression(), !115)
    #dbg_value(i32 %189, !95, !DIExpression(), !115)
    #dbg_value(i64 %190, !93, !DIExpression(), !115)
  %191 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %184
  %192 = trunc nuw nsw i64 %184 to i32
  br label %204, !dbg !272

193:                                              ; preds = %201
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %113, i32 noundef %243, i64 noundef %242, i32 noundef %244, i32 noundef %245, i32 noundef %246, i32 noundef %247), !dbg !273
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !274
    #dbg_value(i32 %245, !112, !DIExpression(), !275)
  %196 = icmp ne i32 %245, -1, !dbg !276
  %197 = icmp ne i32 %245, %246, !dbg !278
  %198 = select i1 %196, i1 %197, i1 false, !dbg !278
  br i1 %198, label %199, label %250, !dbg !279

199:                                              ; preds = %193
  %200 = sext i32 %246 to i64
  br label %255, !dbg !279

201:                                              ; preds = %241
  %202 = add nuw nsw i64 %184, 1, !dbg !280
    #dbg_value(i64 %202, !100, !DIExpression(), !270)
    #dbg_value(i32 %247, !99, !DIExpression(), !115)
    #dbg_value(i32 %246, !98, !DIExpression(), !115)
    #dbg_value(i32 %245, !97, !DIExpression(), !115)
    #dbg_value(i32 %244, !96, !DIExpression(), !115)
    #dbg_value(i32 %243, !95, !DIExpression(), !115)
    #dbg_value(i64 %242, !93, !DIExpression(), !115)
  %203 = icmp eq i64 %202, 120, !dbg !281
  br i1 %203, label %193, label %183, !dbg !282, !llvm.loop !283

204:                                              ; preds = %183, %241
  %205 = phi i64 [ 0, %183 ], [ %248, %241 ]
  %206 = phi i32 [ %185, %183 ], [ %247, %241 ]
  %207 = phi i32 [ %186, %183 ], [ %246, %241 ]
  %208 = phi i32 [ %187, %183 ], [ %245, %241 ]
  %209 = phi i32 [ %188, %183 ], [ %244, %241 ]
  %210 = phi i32 [ %189, %183 ], [ %243, %241 ]
  %211 = phi i64 [ %190, %183 ], [ %242, %241 ]
    #dbg_value(i64 %205, !102, !DIExpression(), !271)
    #dbg_value(i32 %206, !99, !DIExpression(), !115)
    #dbg_value(i32 %207, !98, !DIExpression(), !115)
    #dbg_value(i32 %208, !97, !DIExpression(), !115)
    #dbg_value(i32 %209, !96, !DIExpression(), !115)
    #dbg_value(i32 %210, !95, !DIExpression(), !115)
    #dbg_value(i64 %211, !93, !DIExpression(), !115)
  %212 = icmp eq i64 %184, %205, !dbg !285
  br i1 %212, label %241, label %213, !dbg !286

213:                                              ; preds = %204
  %214 = lshr i64 %205, 6, !dbg !287
  %215 = and i64 %214, 67108863, !dbg !288
  %216 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %184, i64 %215, !dbg !288
  %217 = load i64, ptr %216, align 8, !dbg !288, !tbaa !189
  %218 = and i64 %205, 63, !dbg !289
  %219 = lshr i64 %217, %218, !dbg !290
    #dbg_value(i64 %219, !105, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !291)
  %220 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %184, i64 %205, !dbg !292
  %221 = load i32, ptr %220, align 4, !dbg !292, !tbaa !120
  %222 = trunc i64 %219 to i1, !dbg !294
  %223 = icmp slt i32 %221, 536870912, !dbg !295
  %224 = xor i1 %223, %222, !dbg !295
  %225 = zext i1 %224 to i32, !dbg !295
  %226 = add nsw i32 %206, %225, !dbg !295
    #dbg_value(i32 %226, !99, !DIExpression(), !115)
  br i1 %223, label %227, label %241, !dbg !296

227:                                              ; preds = %213
  %228 = trunc nuw nsw i64 %205 to i32, !dbg !287
  %229 = add nsw i32 %210, 1, !dbg !297
    #dbg_value(i32 %229, !95, !DIExpression(), !115)
  %230 = sext i32 %221 to i64, !dbg !298
  %231 = add nsw i64 %211, %230, !dbg !299
    #dbg_value(i64 %231, !93, !DIExpression(), !115)
  %232 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %205, !dbg !300
  %233 = load i32, ptr %232, align 4, !dbg !300, !tbaa !120
  %234 = sub nsw i32 %221, %233, !dbg !301
  %235 = load i32, ptr %191, align 4, !dbg !302, !tbaa !120
  %236 = add nsw i32 %234, %235, !dbg !303
    #dbg_value(i32 %236, !109, !DIExpression(), !304)
  %237 = icmp sgt i32 %236, %209, !dbg !305
  %238 = tail call i32 @llvm.smax.i32(i32 %236, i32 %209), !dbg !307
  %239 = select i1 %237, i32 %192, i32 %208, !dbg !307
  %240 = select i1 %237, i32 %228, i32 %207, !dbg !307
    #dbg_value(i32 %240, !98, !DIExpression(), !115)
    #dbg_value(i32 %239, !97, !DIExpression(), !115)
    #dbg_value(i32 %238, !96, !DIExpression(), !115)
  br label %241, !dbg !308

241:                                              ; preds = %213, %227, %204
  %242 = phi i64 [ %211, %204 ], [ %231, %227 ], [ %211, %213 ], !dbg !115
  %243 = phi i32 [ %210, %204 ], [ %229, %227 ], [ %210, %213 ], !dbg !115
  %244 = phi i32 [ %209, %204 ], [ %238, %227 ], [ %209, %213 ], !dbg !115
  %245 = phi i32 [ %208, %204 ], [ %239, %227 ], [ %208, %213 ], !dbg !115
  %246 = phi i32 [ %207, %204 ], [ %240, %227 ], [ %207, %213 ], !dbg !115
  %247 = phi i32 [ %206, %204 ], [ %226, %227 ], [ %226, %213 ], !dbg !115
    #dbg_value(i32 %247, !99, !DIExpression(), !115)
    #dbg_value(i32 %246, !98, !DIExpression(), !115)
    #dbg_value(i32 %245, !97, !DIExpression(), !115)
    #dbg_value(i32 %244, !96, !DIExpression(), !115)
    #dbg_value(i32 %243, !95, !DIExpression(), !115)
    #dbg_value(i64 %242, !93, !DIExpression(), !115)
  %248 = add nuw nsw i64 %205, 1, !dbg !309
    #dbg_value(i64 %248, !102, !DIExpression(), !271)
  %249 = icmp eq i64 %248, 120, !dbg !310
  br i1 %249, label %201, label %204, !dbg !272, !llvm.loop !311

250:                                              ; preds = %255, %193
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %246), !dbg !313
  %252 = icmp eq i32 %247, 0, !dbg !314
  %253 = and i32 %244, 127, !dbg !314
  %254 = select i1 %252, i32 %253, i32 100, !dbg !314
  call void @llvm.lifetime.end.p0(i64 480, ptr nonnull %1) #5, !dbg !315
  ret i32 %254, !dbg !315

255:                                              ; preds = %199, %255
  %256 = phi i32 [ %245, %199 ], [ %260, %255 ]
    #dbg_value(i32 %256, !112, !DIExpression(), !275)
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %256), !dbg !316
  %258 = sext i32 %256 to i64, !dbg !317
  %259 = getelementptr inbounds [120 x [120 x i32]], ptr @nxt, i64 0, i64 %258, i64 %200, !dbg !317
  %260 = load i32, ptr %259, align 4, !dbg !317, !tbaa !120
    #dbg_value(i32 %260, !112, !DIExpression(), !275)
  %261 = icmp ne i32 %260, -1, !dbg !276
  %262 = icmp ne i32 %260, %246, !dbg !278
  %263 = select i1 %261, i1 %262, i1 false, !dbg !278
  br i1 %263, label %255, label %250, !dbg !279, !llvm.loop !318
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !320 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "d", scope: !2, file: !3, line: 11, type: !30, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/floyd_warshall_paths.c", directory: ".", checksumkind: CSK_MD5, checksum: "1220e292403bde91a88e8ada6ee315b3")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!7, !13, !18, !23, !0, !28, !33}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 744, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 93)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 48, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 6)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 32, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 4)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 40, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 5)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "nxt", scope: !2, file: !3, line: 11, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 460800, elements: !31)
!31 = !{!32, !32}
!32 = !DISubrange(count: 120)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "reach", scope: !2, file: !3, line: 12, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 15360, elements: !41)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !37, line: 27, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !39, line: 45, baseType: !40)
!39 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!40 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!41 = !{!32, !42}
!42 = !DISubrange(count: 2)
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 2}
!49 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!50 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!51 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !52, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!52 = !DISubroutineType(types: !4)
!53 = !{!54, !56, !58, !61, !64, !66, !68, !71, !72, !73, !74, !76, !79, !81, !84, !88, !90, !93, !95, !96, !97, !98, !99, !100, !102, !105, !109, !112}
!54 = !DILocalVariable(name: "x", scope: !51, file: !3, line: 15, type: !55)
!55 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!56 = !DILocalVariable(name: "i", scope: !57, file: !3, line: 16, type: !5)
!57 = distinct !DILexicalBlock(scope: !51, file: !3, line: 16, column: 5)
!58 = !DILocalVariable(name: "j", scope: !59, file: !3, line: 16, type: !5)
!59 = distinct !DILexicalBlock(scope: !60, file: !3, line: 16, column: 33)
!60 = distinct !DILexicalBlock(scope: !57, file: !3, line: 16, column: 5)
!61 = !DILocalVariable(name: "pot", scope: !51, file: !3, line: 18, type: !62)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 3840, elements: !63)
!63 = !{!32}
!64 = !DILocalVariable(name: "i", scope: !65, file: !3, line: 19, type: !5)
!65 = distinct !DILexicalBlock(scope: !51, file: !3, line: 19, column: 5)
!66 = !DILocalVariable(name: "e", scope: !67, file: !3, line: 20, type: !5)
!67 = distinct !DILexicalBlock(scope: !51, file: !3, line: 20, column: 5)
!68 = !DILocalVariable(name: "u", scope: !69, file: !3, line: 21, type: !5)
!69 = distinct !DILexicalBlock(scope: !70, file: !3, line: 20, column: 35)
!70 = distinct !DILexicalBlock(scope: !67, file: !3, line: 20, column: 5)
!71 = !DILocalVariable(name: "v", scope: !69, file: !3, line: 22, type: !5)
!72 = !DILocalVariable(name: "w", scope: !69, file: !3, line: 24, type: !5)
!73 = !DILocalVariable(name: "negative", scope: !51, file: !3, line: 28, type: !5)
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 29, type: !5)
!75 = distinct !DILexicalBlock(scope: !51, file: !3, line: 29, column: 5)
!76 = !DILocalVariable(name: "j", scope: !77, file: !3, line: 29, type: !5)
!77 = distinct !DILexicalBlock(scope: !78, file: !3, line: 29, column: 33)
!78 = distinct !DILexicalBlock(scope: !75, file: !3, line: 29, column: 5)
!79 = !DILocalVariable(name: "k", scope: !80, file: !3, line: 30, type: !5)
!80 = distinct !DILexicalBlock(scope: !51, file: !3, line: 30, column: 5)
!81 = !DILocalVariable(name: "i", scope: !82, file: !3, line: 30, type: !5)
!82 = distinct !DILexicalBlock(scope: !83, file: !3, line: 30, column: 33)
!83 = distinct !DILexicalBlock(scope: !80, file: !3, line: 30, column: 5)
!84 = !DILocalVariable(name: "j", scope: !85, file: !3, line: 30, type: !5)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 30, column: 80)
!86 = distinct !DILexicalBlock(scope: !87, file: !3, line: 30, column: 65)
!87 = distinct !DILexicalBlock(scope: !82, file: !3, line: 30, column: 33)
!88 = !DILocalVariable(name: "k", scope: !89, file: !3, line: 31, type: !5)
!89 = distinct !DILexicalBlock(scope: !51, file: !3, line: 31, column: 5)
!90 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 31, type: !5)
!91 = distinct !DILexicalBlock(scope: !92, file: !3, line: 31, column: 33)
!92 = distinct !DILexicalBlock(scope: !89, file: !3, line: 31, column: 5)
!93 = !DILocalVariable(name: "total", scope: !51, file: !3, line: 32, type: !94)
!94 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!95 = !DILocalVariable(name: "pairs", scope: !51, file: !3, line: 32, type: !5)
!96 = !DILocalVariable(name: "diam", scope: !51, file: !3, line: 32, type: !5)
!97 = !DILocalVariable(name: "du", scope: !51, file: !3, line: 32, type: !5)
!98 = !DILocalVariable(name: "dv", scope: !51, file: !3, line: 32, type: !5)
!99 = !DILocalVariable(name: "closure_bad", scope: !51, file: !3, line: 32, type: !5)
!100 = !DILocalVariable(name: "i", scope: !101, file: !3, line: 33, type: !5)
!101 = distinct !DILexicalBlock(scope: !51, file: !3, line: 33, column: 5)
!102 = !DILocalVariable(name: "j", scope: !103, file: !3, line: 33, type: !5)
!103 = distinct !DILexicalBlock(scope: !104, file: !3, line: 33, column: 33)
!104 = distinct !DILexicalBlock(scope: !101, file: !3, line: 33, column: 5)
!105 = !DILocalVariable(name: "r", scope: !106, file: !3, line: 34, type: !5)
!106 = distinct !DILexicalBlock(scope: !107, file: !3, line: 33, column: 73)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 33, column: 65)
!108 = distinct !DILexicalBlock(scope: !103, file: !3, line: 33, column: 33)
!109 = !DILocalVariable(name: "real", scope: !110, file: !3, line: 36, type: !5)
!110 = distinct !DILexicalBlock(scope: !111, file: !3, line: 36, column: 28)
!111 = distinct !DILexicalBlock(scope: !106, file: !3, line: 36, column: 13)
!112 = !DILocalVariable(name: "u", scope: !113, file: !3, line: 40, type: !5)
!113 = distinct !DILexicalBlock(scope: !51, file: !3, line: 40, column: 5)
!114 = distinct !DIAssignID()
!115 = !DILocation(line: 0, scope: !51)
!116 = !DILocation(line: 0, scope: !57)
!117 = !DILocation(line: 16, column: 101, scope: !118)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 16, column: 61)
!119 = distinct !DILexicalBlock(scope: !59, file: !3, line: 16, column: 33)
!120 = !{!121, !121, i64 0}
!121 = !{!"int", !122, i64 0}
!122 = !{!"omnipotent char", !123, i64 0}
!123 = !{!"Simple C/C++ TBAA"}
!124 = !DILocation(line: 16, column: 5, scope: !57)
!125 = !DILocation(line: 0, scope: !59)
!126 = !DILocation(line: 16, column: 33, scope: !59)
!127 = !DILocation(line: 16, column: 57, scope: !119)
!128 = !DILocation(line: 16, column: 75, scope: !118)
!129 = !DILocation(line: 16, column: 73, scope: !118)
!130 = !DILocation(line: 16, column: 63, scope: !118)
!131 = !DILocation(line: 16, column: 71, scope: !118)
!132 = distinct !{!132, !126, !133, !134, !135, !136}
!133 = !DILocation(line: 16, column: 107, scope: !59)
!134 = !{!"llvm.loop.mustprogress"}
!135 = !{!"llvm.loop.isvectorized", i32 1}
!136 = !{!"llvm.loop.unroll.runtime.disable"}
!137 = !DILocation(line: 18, column: 5, scope: !51)
!138 = !DILocation(line: 0, scope: !65)
!139 = !DILocation(line: 19, column: 5, scope: !65)
!140 = !DILocation(line: 16, column: 29, scope: !60)
!141 = !DILocation(line: 16, column: 23, scope: !60)
!142 = distinct !{!142, !124, !143, !134}
!143 = !DILocation(line: 16, column: 107, scope: !57)
!144 = !DILocation(line: 19, column: 41, scope: !145)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 19, column: 33)
!146 = distinct !DILexicalBlock(scope: !65, file: !3, line: 19, column: 5)
!147 = !DILocation(line: 19, column: 55, scope: !145)
!148 = !DILocation(line: 19, column: 83, scope: !145)
!149 = !DILocation(line: 19, column: 89, scope: !145)
!150 = !DILocation(line: 19, column: 65, scope: !145)
!151 = !DILocation(line: 19, column: 72, scope: !145)
!152 = !DILocation(line: 19, column: 29, scope: !146)
!153 = !DILocation(line: 19, column: 23, scope: !146)
!154 = distinct !{!154, !139, !155, !134}
!155 = !DILocation(line: 19, column: 96, scope: !65)
!156 = !DILocation(line: 0, scope: !67)
!157 = !DILocation(line: 21, column: 15, scope: !69)
!158 = !DILocation(line: 21, column: 29, scope: !69)
!159 = !DILocation(line: 21, column: 56, scope: !69)
!160 = !DILocation(line: 21, column: 62, scope: !69)
!161 = !DILocation(line: 0, scope: !69)
!162 = !DILocation(line: 22, column: 15, scope: !69)
!163 = !DILocation(line: 22, column: 29, scope: !69)
!164 = !DILocation(line: 22, column: 56, scope: !69)
!165 = !DILocation(line: 22, column: 62, scope: !69)
!166 = !DILocation(line: 23, column: 15, scope: !167)
!167 = distinct !DILexicalBlock(scope: !69, file: !3, line: 23, column: 13)
!168 = !DILocation(line: 23, column: 13, scope: !69)
!169 = !DILocation(line: 24, column: 25, scope: !69)
!170 = !DILocation(line: 24, column: 31, scope: !69)
!171 = !DILocation(line: 24, column: 37, scope: !69)
!172 = !DILocation(line: 24, column: 35, scope: !69)
!173 = !DILocation(line: 24, column: 46, scope: !69)
!174 = !DILocation(line: 24, column: 44, scope: !69)
!175 = !DILocation(line: 25, column: 17, scope: !176)
!176 = distinct !DILexicalBlock(scope: !69, file: !3, line: 25, column: 13)
!177 = !DILocation(line: 25, column: 15, scope: !176)
!178 = !DILocation(line: 25, column: 13, scope: !69)
!179 = !DILocation(line: 25, column: 36, scope: !180)
!180 = distinct !DILexicalBlock(scope: !176, file: !3, line: 25, column: 26)
!181 = !DILocation(line: 25, column: 41, scope: !180)
!182 = !DILocation(line: 25, column: 51, scope: !180)
!183 = !DILocation(line: 25, column: 56, scope: !180)
!184 = !DILocation(line: 26, column: 40, scope: !69)
!185 = !DILocation(line: 26, column: 34, scope: !69)
!186 = !DILocation(line: 26, column: 20, scope: !69)
!187 = !DILocation(line: 26, column: 9, scope: !69)
!188 = !DILocation(line: 26, column: 26, scope: !69)
!189 = !{!190, !190, i64 0}
!190 = !{!"long", !122, i64 0}
!191 = !DILocation(line: 27, column: 5, scope: !70)
!192 = !DILocation(line: 20, column: 31, scope: !70)
!193 = !DILocation(line: 20, column: 23, scope: !70)
!194 = !DILocation(line: 20, column: 5, scope: !67)
!195 = distinct !{!195, !194, !196, !134}
!196 = !DILocation(line: 27, column: 5, scope: !67)
!197 = !DILocation(line: 0, scope: !75)
!198 = !DILocation(line: 0, scope: !77)
!199 = !DILocation(line: 29, column: 33, scope: !77)
!200 = !DILocation(line: 29, column: 57, scope: !201)
!201 = distinct !DILexicalBlock(scope: !77, file: !3, line: 29, column: 33)
!202 = !DILocation(line: 29, column: 73, scope: !201)
!203 = !DILocation(line: 29, column: 85, scope: !201)
!204 = !DILocation(line: 29, column: 70, scope: !201)
!205 = distinct !{!205, !199, !206, !134, !135, !136}
!206 = !DILocation(line: 29, column: 99, scope: !77)
!207 = !DILocation(line: 29, column: 29, scope: !78)
!208 = !DILocation(line: 29, column: 23, scope: !78)
!209 = !DILocation(line: 29, column: 5, scope: !75)
!210 = distinct !{!210, !209, !211, !134}
!211 = !DILocation(line: 29, column: 99, scope: !75)
!212 = !DILocation(line: 0, scope: !80)
!213 = !DILocation(line: 0, scope: !82)
!214 = !DILocation(line: 30, column: 33, scope: !82)
!215 = !DILocation(line: 30, column: 29, scope: !83)
!216 = !DILocation(line: 30, column: 23, scope: !83)
!217 = !DILocation(line: 30, column: 5, scope: !80)
!218 = distinct !{!218, !217, !219, !134}
!219 = !DILocation(line: 30, column: 212, scope: !80)
!220 = !DILocation(line: 30, column: 65, scope: !86)
!221 = !DILocation(line: 30, column: 73, scope: !86)
!222 = !DILocation(line: 30, column: 65, scope: !87)
!223 = !DILocation(line: 0, scope: !85)
!224 = !DILocation(line: 30, column: 80, scope: !85)
!225 = !DILocation(line: 30, column: 112, scope: !226)
!226 = distinct !DILexicalBlock(scope: !227, file: !3, line: 30, column: 112)
!227 = distinct !DILexicalBlock(scope: !85, file: !3, line: 30, column: 80)
!228 = !DILocation(line: 30, column: 120, scope: !226)
!229 = !DILocation(line: 30, column: 126, scope: !226)
!230 = !DILocation(line: 30, column: 129, scope: !226)
!231 = !DILocation(line: 30, column: 137, scope: !226)
!232 = !DILocation(line: 30, column: 149, scope: !226)
!233 = !DILocation(line: 30, column: 147, scope: !226)
!234 = !DILocation(line: 30, column: 112, scope: !227)
!235 = !DILocation(line: 30, column: 168, scope: !236)
!236 = distinct !DILexicalBlock(scope: !226, file: !3, line: 30, column: 158)
!237 = !DILocation(line: 30, column: 201, scope: !236)
!238 = !DILocation(line: 30, column: 189, scope: !236)
!239 = !DILocation(line: 30, column: 199, scope: !236)
!240 = !DILocation(line: 30, column: 212, scope: !236)
!241 = !DILocation(line: 30, column: 104, scope: !227)
!242 = !DILocation(line: 30, column: 98, scope: !227)
!243 = distinct !{!243, !224, !244, !134}
!244 = !DILocation(line: 30, column: 212, scope: !85)
!245 = !DILocation(line: 30, column: 57, scope: !87)
!246 = !DILocation(line: 30, column: 51, scope: !87)
!247 = distinct !{!247, !214, !248, !134}
!248 = !DILocation(line: 30, column: 212, scope: !82)
!249 = !DILocation(line: 0, scope: !89)
!250 = !DILocation(line: 0, scope: !91)
!251 = !DILocation(line: 31, column: 33, scope: !91)
!252 = !DILocation(line: 31, column: 29, scope: !92)
!253 = !DILocation(line: 31, column: 23, scope: !92)
!254 = !DILocation(line: 31, column: 5, scope: !89)
!255 = distinct !{!255, !254, !256, !134}
!256 = !DILocation(line: 31, column: 157, scope: !89)
!257 = !DILocation(line: 31, column: 65, scope: !258)
!258 = distinct !DILexicalBlock(scope: !259, file: !3, line: 31, column: 65)
!259 = distinct !DILexicalBlock(scope: !91, file: !3, line: 31, column: 33)
!260 = !DILocation(line: 31, column: 94, scope: !258)
!261 = !DILocation(line: 31, column: 65, scope: !259)
!262 = !DILocation(line: 31, column: 116, scope: !263)
!263 = distinct !DILexicalBlock(scope: !258, file: !3, line: 31, column: 99)
!264 = !DILocation(line: 31, column: 113, scope: !263)
!265 = !DILocation(line: 31, column: 157, scope: !263)
!266 = !DILocation(line: 31, column: 57, scope: !259)
!267 = !DILocation(line: 31, column: 51, scope: !259)
!268 = distinct !{!268, !251, !269, !134}
!269 = !DILocation(line: 31, column: 157, scope: !91)
!270 = !DILocation(line: 0, scope: !101)
!271 = !DILocation(line: 0, scope: !103)
!272 = !DILocation(line: 33, column: 33, scope: !103)
!273 = !DILocation(line: 38, column: 5, scope: !51)
!274 = !DILocation(line: 39, column: 5, scope: !51)
!275 = !DILocation(line: 0, scope: !113)
!276 = !DILocation(line: 40, column: 24, scope: !277)
!277 = distinct !DILexicalBlock(scope: !113, file: !3, line: 40, column: 5)
!278 = !DILocation(line: 40, column: 30, scope: !277)
!279 = !DILocation(line: 40, column: 5, scope: !113)
!280 = !DILocation(line: 33, column: 29, scope: !104)
!281 = !DILocation(line: 33, column: 23, scope: !104)
!282 = !DILocation(line: 33, column: 5, scope: !101)
!283 = distinct !{!283, !282, !284, !134}
!284 = !DILocation(line: 37, column: 5, scope: !101)
!285 = !DILocation(line: 33, column: 67, scope: !107)
!286 = !DILocation(line: 33, column: 65, scope: !108)
!287 = !DILocation(line: 34, column: 34, scope: !106)
!288 = !DILocation(line: 34, column: 23, scope: !106)
!289 = !DILocation(line: 34, column: 46, scope: !106)
!290 = !DILocation(line: 34, column: 40, scope: !106)
!291 = !DILocation(line: 0, scope: !106)
!292 = !DILocation(line: 35, column: 19, scope: !293)
!293 = distinct !DILexicalBlock(scope: !106, file: !3, line: 35, column: 13)
!294 = !DILocation(line: 35, column: 15, scope: !293)
!295 = !DILocation(line: 35, column: 13, scope: !106)
!296 = !DILocation(line: 36, column: 13, scope: !106)
!297 = !DILocation(line: 36, column: 35, scope: !110)
!298 = !DILocation(line: 36, column: 48, scope: !110)
!299 = !DILocation(line: 36, column: 45, scope: !110)
!300 = !DILocation(line: 36, column: 78, scope: !110)
!301 = !DILocation(line: 36, column: 76, scope: !110)
!302 = !DILocation(line: 36, column: 87, scope: !110)
!303 = !DILocation(line: 36, column: 85, scope: !110)
!304 = !DILocation(line: 0, scope: !110)
!305 = !DILocation(line: 36, column: 104, scope: !306)
!306 = distinct !DILexicalBlock(scope: !110, file: !3, line: 36, column: 99)
!307 = !DILocation(line: 36, column: 99, scope: !110)
!308 = !DILocation(line: 36, column: 145, scope: !110)
!309 = !DILocation(line: 33, column: 57, scope: !108)
!310 = !DILocation(line: 33, column: 51, scope: !108)
!311 = distinct !{!311, !272, !312, !134}
!312 = !DILocation(line: 37, column: 5, scope: !103)
!313 = !DILocation(line: 41, column: 5, scope: !51)
!314 = !DILocation(line: 42, column: 12, scope: !51)
!315 = !DILocation(line: 43, column: 1, scope: !51)
!316 = !DILocation(line: 40, column: 58, scope: !277)
!317 = !DILocation(line: 40, column: 46, scope: !277)
!318 = distinct !{!318, !279, !319, !134}
!319 = !DILocation(line: 40, column: 73, scope: !113)
!320 = !DISubprogram(name: "printf", scope: !321, file: !321, line: 356, type: !322, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!321 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!322 = !DISubroutineType(types: !323)
!323 = !{!5, !324, null}
!324 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !325)
!325 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !326, size: 64)
!326 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
