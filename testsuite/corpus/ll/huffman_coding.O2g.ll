; ModuleID = 'programs/huffman_coding.c'
source_filename = "programs/huffman_coding.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Node = type { i32, i32, i32, i32 }

@.str = private unnamed_addr constant [229 x i8] c"it was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity, it was the season of Light, it was the season of Darkness\00", align 1, !dbg !0
@main.input = internal global [20000 x i8] zeroinitializer, align 16, !dbg !7
@nodes = internal unnamed_addr global [512 x %struct.Node] zeroinitializer, align 16, !dbg !47
@nn = internal unnamed_addr global i32 0, align 4, !dbg !62
@hn = internal unnamed_addr global i32 0, align 4, !dbg !64
@lens = internal unnamed_addr global [256 x i8] zeroinitializer, align 16, !dbg !66
@codes = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !71
@.str.1 = private unnamed_addr constant [72 x i8] c"input=%zu bytes distinct=%d maxlen=%d encoded=%zu bits (%.3f bits/sym)\0A\00", align 1, !dbg !22
@.str.2 = private unnamed_addr constant [29 x i8] c"'%c' freq=%u len=%u code=%x\0A\00", align 1, !dbg !27
@.str.3 = private unnamed_addr constant [14 x i8] c"roundtrip %s\0A\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [7 x i8] c"FAILED\00", align 1, !dbg !42
@heap = internal unnamed_addr global [512 x i32] zeroinitializer, align 16, !dbg !74

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !9 {
  %1 = alloca [256 x i32], align 16, !DIAssignID !148
    #dbg_assign(i1 undef, !85, !DIExpression(), !148, ptr %1, !DIExpression(), !149)
  %2 = alloca [33 x i32], align 16, !DIAssignID !150
    #dbg_assign(i1 undef, !109, !DIExpression(), !150, ptr %2, !DIExpression(), !149)
  %3 = alloca [33 x i32], align 16, !DIAssignID !151
    #dbg_assign(i1 undef, !113, !DIExpression(), !151, ptr %3, !DIExpression(), !149)
  %4 = alloca [256 x i32], align 16, !DIAssignID !152
    #dbg_assign(i1 undef, !114, !DIExpression(), !152, ptr %4, !DIExpression(), !149)
  %5 = alloca [33 x i32], align 16, !DIAssignID !153
    #dbg_assign(i1 undef, !117, !DIExpression(), !153, ptr %5, !DIExpression(), !149)
    #dbg_value(ptr @.str, !78, !DIExpression(), !149)
    #dbg_value(i64 0, !81, !DIExpression(), !149)
  br label %6, !dbg !154

6:                                                ; preds = %16, %0
  %7 = phi i64 [ 0, %0 ], [ %24, %16 ]
    #dbg_value(i64 %7, !81, !DIExpression(), !149)
  %8 = add nuw nsw i64 %7, 228, !dbg !155
  %9 = getelementptr inbounds i8, ptr @main.input, i64 %7, !dbg !156
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(228) %9, ptr noundef nonnull align 1 dereferenceable(228) @.str, i64 228, i1 false), !dbg !158
    #dbg_value(i64 %8, !81, !DIExpression(), !149)
  %10 = trunc nuw i64 %8 to i16, !dbg !159
  %11 = urem i16 %10, 10, !dbg !159
  %12 = trunc nuw nsw i16 %11 to i8, !dbg !160
  %13 = or disjoint i8 %12, 48, !dbg !160
  %14 = getelementptr inbounds [20000 x i8], ptr @main.input, i64 0, i64 %8, !dbg !161
  store i8 %13, ptr %14, align 2, !dbg !162, !tbaa !163
    #dbg_value(i64 %7, !81, !DIExpression(DW_OP_plus_uconst, 229, DW_OP_stack_value), !149)
  %15 = icmp ult i64 %7, 19543, !dbg !166
  br i1 %15, label %16, label %25, !dbg !154, !llvm.loop !167

16:                                               ; preds = %6
    #dbg_value(i64 %7, !81, !DIExpression(DW_OP_plus_uconst, 229, DW_OP_stack_value), !149)
    #dbg_value(i64 %7, !81, !DIExpression(DW_OP_plus_uconst, 229, DW_OP_stack_value), !149)
  %17 = add nuw nsw i64 %7, 457, !dbg !155
  %18 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @main.input, i64 229), i64 %7, !dbg !156
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(228) %18, ptr noundef nonnull align 1 dereferenceable(228) @.str, i64 228, i1 false), !dbg !158
    #dbg_value(i64 %17, !81, !DIExpression(), !149)
  %19 = trunc nuw i64 %17 to i16, !dbg !159
  %20 = urem i16 %19, 10, !dbg !159
  %21 = trunc nuw nsw i16 %20 to i8, !dbg !160
  %22 = or disjoint i8 %21, 48, !dbg !160
  %23 = getelementptr inbounds [20000 x i8], ptr @main.input, i64 0, i64 %17, !dbg !161
  store i8 %22, ptr %23, align 1, !dbg !162, !tbaa !163
  %24 = add nuw nsw i64 %7, 458, !dbg !170
    #dbg_value(i64 %24, !81, !DIExpression(), !149)
  br label %6

25:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #12, !dbg !171
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %1, i8 0, i64 1024, i1 false), !dbg !172, !DIAssignID !173
    #dbg_assign(i8 0, !85, !DIExpression(), !173, ptr %1, !DIExpression(), !149)
    #dbg_value(i64 0, !86, !DIExpression(), !174)
  br label %29, !dbg !175

26:                                               ; preds = %29
  %27 = load i32, ptr @nn, align 4, !tbaa !176
  %28 = load i32, ptr @hn, align 4, !tbaa !176
    #dbg_value(i32 0, !88, !DIExpression(), !178)
  br label %57, !dbg !179

29:                                               ; preds = %29, %25
  %30 = phi i64 [ 0, %25 ], [ %51, %29 ]
    #dbg_value(i64 %30, !86, !DIExpression(), !174)
  %31 = getelementptr inbounds [20000 x i8], ptr @main.input, i64 0, i64 %30, !dbg !180
  %32 = load i8, ptr %31, align 1, !dbg !180, !tbaa !163
  %33 = zext i8 %32 to i64, !dbg !182
  %34 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %33, !dbg !182
  %35 = load i32, ptr %34, align 4, !dbg !183, !tbaa !176
  %36 = add i32 %35, 1, !dbg !183
  store i32 %36, ptr %34, align 4, !dbg !183, !tbaa !176
  %37 = add nuw nsw i64 %30, 1, !dbg !184
    #dbg_value(i64 %37, !86, !DIExpression(), !174)
  %38 = getelementptr inbounds [20000 x i8], ptr @main.input, i64 0, i64 %37, !dbg !180
  %39 = load i8, ptr %38, align 1, !dbg !180, !tbaa !163
  %40 = zext i8 %39 to i64, !dbg !182
  %41 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %40, !dbg !182
  %42 = load i32, ptr %41, align 4, !dbg !183, !tbaa !176
  %43 = add i32 %42, 1, !dbg !183
  store i32 %43, ptr %41, align 4, !dbg !183, !tbaa !176
  %44 = add nuw nsw i64 %30, 2, !dbg !184
    #dbg_value(i64 %44, !86, !DIExpression(), !174)
  %45 = getelementptr inbounds [20000 x i8], ptr @main.input, i64 0, i64 %44, !dbg !180
  %46 = load i8, ptr %45, align 1, !dbg !180, !tbaa !163
  %47 = zext i8 %46 to i64, !dbg !182
  %48 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %47, !dbg !182
  %49 = load i32, ptr %48, align 4, !dbg !183, !tbaa !176
  %50 = add i32 %49, 1, !dbg !183
  store i32 %50, ptr %48, align 4, !dbg !183, !tbaa !176
  %51 = add nuw nsw i64 %30, 3, !dbg !184
    #dbg_value(i64 %51, !86, !DIExpression(), !174)
  %52 = icmp eq i64 %51, 19923, !dbg !185
  br i1 %52, label %26, label %29, !dbg !175, !llvm.loop !186

53:                                               ; preds = %95
    #dbg_value(i32 %97, !90, !DIExpression(), !149)
  %54 = icmp sgt i32 %96, 1, !dbg !188
  br i1 %54, label %55, label %144, !dbg !189

55:                                               ; preds = %53
  %56 = sext i32 %97 to i64, !dbg !189
  br label %100, !dbg !189

57:                                               ; preds = %26, %95
  %58 = phi i64 [ 0, %26 ], [ %98, %95 ]
  %59 = phi i32 [ %27, %26 ], [ %97, %95 ]
  %60 = phi i32 [ %28, %26 ], [ %96, %95 ]
    #dbg_value(i64 %58, !88, !DIExpression(), !178)
  %61 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %58, !dbg !190
  %62 = load i32, ptr %61, align 4, !dbg !190, !tbaa !176
  %63 = icmp eq i32 %62, 0, !dbg !190
  br i1 %63, label %95, label %64, !dbg !193

64:                                               ; preds = %57
  %65 = sext i32 %59 to i64, !dbg !194
  %66 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %65, !dbg !194
  store i32 %62, ptr %66, align 16, !dbg !196, !tbaa !176
  %67 = getelementptr inbounds i8, ptr %66, i64 4, !dbg !196
  %68 = trunc nuw nsw i64 %58 to i32, !dbg !196
  store i32 %68, ptr %67, align 4, !dbg !196, !tbaa !176
  %69 = getelementptr inbounds i8, ptr %66, i64 8, !dbg !196
  store i32 -1, ptr %69, align 8, !dbg !196, !tbaa !176
  %70 = getelementptr inbounds i8, ptr %66, i64 12, !dbg !196
  store i32 -1, ptr %70, align 4, !dbg !196, !tbaa !176
  %71 = add nsw i32 %59, 1, !dbg !197
  store i32 %71, ptr @nn, align 4, !dbg !197, !tbaa !176
    #dbg_value(i32 %59, !198, !DIExpression(), !206)
  %72 = add nsw i32 %60, 1, !dbg !208
  store i32 %72, ptr @hn, align 4, !dbg !208, !tbaa !176
    #dbg_value(i32 %60, !203, !DIExpression(), !206)
  %73 = sext i32 %60 to i64, !dbg !209
  %74 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %73, !dbg !209
  store i32 %59, ptr %74, align 4, !dbg !210, !tbaa !176
  %75 = icmp eq i32 %60, 0, !dbg !211
  br i1 %75, label %95, label %76, !dbg !212

76:                                               ; preds = %64, %91
  %77 = phi i32 [ %79, %91 ], [ %60, %64 ]
    #dbg_value(i32 %77, !203, !DIExpression(), !206)
  %78 = add nsw i32 %77, -1, !dbg !213
  %79 = sdiv i32 %78, 2, !dbg !214
  %80 = sext i32 %79 to i64, !dbg !215
  %81 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %80, !dbg !215
  %82 = load i32, ptr %81, align 4, !dbg !215, !tbaa !176
    #dbg_value(i32 %59, !216, !DIExpression(), !222)
    #dbg_value(i32 %82, !221, !DIExpression(), !222)
  %83 = sext i32 %82 to i64, !dbg !224
  %84 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %83, !dbg !224
  %85 = load i32, ptr %84, align 16, !dbg !225, !tbaa !226
  %86 = icmp uge i32 %62, %85, !dbg !228
  %87 = icmp ne i32 %62, %85, !dbg !229
  %88 = icmp sle i32 %82, %59, !dbg !229
  %89 = or i1 %88, %87, !dbg !229
  %90 = and i1 %86, %89, !dbg !212
  br i1 %90, label %95, label %91, !dbg !230

91:                                               ; preds = %76
  %92 = sext i32 %77 to i64, !dbg !231
  %93 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %92, !dbg !231
    #dbg_value(i32 %59, !204, !DIExpression(), !232)
  store i32 %82, ptr %93, align 4, !dbg !233, !tbaa !176
  store i32 %59, ptr %81, align 4, !dbg !234, !tbaa !176
    #dbg_value(i32 %79, !203, !DIExpression(), !206)
  %94 = icmp ult i32 %77, 3, !dbg !211
  br i1 %94, label %95, label %76, !dbg !212, !llvm.loop !235

95:                                               ; preds = %91, %76, %64, %57
  %96 = phi i32 [ 1, %64 ], [ %60, %57 ], [ %72, %76 ], [ %72, %91 ]
  %97 = phi i32 [ %71, %64 ], [ %59, %57 ], [ %71, %76 ], [ %71, %91 ]
  %98 = add nuw nsw i64 %58, 1, !dbg !237
    #dbg_value(i64 %98, !88, !DIExpression(), !178)
  %99 = icmp eq i64 %98, 256, !dbg !238
  br i1 %99, label %53, label %57, !dbg !179, !llvm.loop !239

100:                                              ; preds = %55, %142
  %101 = phi i64 [ %56, %55 ], [ %115, %142 ]
  %102 = tail call fastcc i32 @pop(), !dbg !241
    #dbg_value(i32 %102, !91, !DIExpression(), !242)
  %103 = tail call fastcc i32 @pop(), !dbg !243
    #dbg_value(i32 %103, !93, !DIExpression(), !242)
  %104 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %101, !dbg !244
  %105 = sext i32 %102 to i64, !dbg !245
  %106 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %105, !dbg !245
  %107 = load i32, ptr %106, align 16, !dbg !246, !tbaa !226
  %108 = sext i32 %103 to i64, !dbg !247
  %109 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %108, !dbg !247
  %110 = load i32, ptr %109, align 16, !dbg !248, !tbaa !226
  %111 = add i32 %110, %107, !dbg !249
  store i32 %111, ptr %104, align 16, !dbg !250, !tbaa !176
  %112 = getelementptr inbounds i8, ptr %104, i64 4, !dbg !250
  store i32 -1, ptr %112, align 4, !dbg !250, !tbaa !176
  %113 = getelementptr inbounds i8, ptr %104, i64 8, !dbg !250
  store i32 %102, ptr %113, align 8, !dbg !250, !tbaa !176
  %114 = getelementptr inbounds i8, ptr %104, i64 12, !dbg !250
  store i32 %103, ptr %114, align 4, !dbg !250, !tbaa !176
  %115 = add nsw i64 %101, 1, !dbg !251
  %116 = trunc nsw i64 %115 to i32, !dbg !251
  store i32 %116, ptr @nn, align 4, !dbg !251, !tbaa !176
    #dbg_value(i64 %101, !198, !DIExpression(), !252)
  %117 = load i32, ptr @hn, align 4, !dbg !254, !tbaa !176
  %118 = add nsw i32 %117, 1, !dbg !254
  store i32 %118, ptr @hn, align 4, !dbg !254, !tbaa !176
    #dbg_value(i32 %117, !203, !DIExpression(), !252)
  %119 = sext i32 %117 to i64, !dbg !255
  %120 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %119, !dbg !255
  %121 = trunc nsw i64 %101 to i32, !dbg !256
  store i32 %121, ptr %120, align 4, !dbg !256, !tbaa !176
  %122 = icmp eq i32 %117, 0, !dbg !257
  br i1 %122, label %144, label %123, !dbg !258

123:                                              ; preds = %100, %138
  %124 = phi i32 [ %126, %138 ], [ %117, %100 ]
    #dbg_value(i32 %124, !203, !DIExpression(), !252)
  %125 = add nsw i32 %124, -1, !dbg !259
  %126 = sdiv i32 %125, 2, !dbg !260
  %127 = sext i32 %126 to i64, !dbg !261
  %128 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %127, !dbg !261
  %129 = load i32, ptr %128, align 4, !dbg !261, !tbaa !176
    #dbg_value(i64 %101, !216, !DIExpression(), !262)
    #dbg_value(i32 %129, !221, !DIExpression(), !262)
  %130 = sext i32 %129 to i64, !dbg !264
  %131 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %130, !dbg !264
  %132 = load i32, ptr %131, align 16, !dbg !265, !tbaa !226
  %133 = icmp uge i32 %111, %132, !dbg !266
  %134 = icmp ne i32 %111, %132, !dbg !267
  %135 = icmp sge i64 %101, %130, !dbg !267
  %136 = or i1 %135, %134, !dbg !267
  %137 = and i1 %133, %136, !dbg !258
  br i1 %137, label %142, label %138, !dbg !268

138:                                              ; preds = %123
  %139 = sext i32 %124 to i64, !dbg !269
  %140 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %139, !dbg !269
    #dbg_value(i64 %101, !204, !DIExpression(), !270)
  store i32 %129, ptr %140, align 4, !dbg !271, !tbaa !176
  store i32 %121, ptr %128, align 4, !dbg !272, !tbaa !176
    #dbg_value(i32 %126, !203, !DIExpression(), !252)
  %141 = icmp ult i32 %124, 3, !dbg !257
  br i1 %141, label %142, label %123, !dbg !258, !llvm.loop !273

142:                                              ; preds = %123, %138
  %143 = icmp sgt i32 %117, 0, !dbg !188
  br i1 %143, label %100, label %144, !dbg !189, !llvm.loop !275

144:                                              ; preds = %100, %142, %53
  %145 = tail call fastcc i32 @pop(), !dbg !277
  tail call fastcc void @walk(i32 noundef %145, i32 noundef 0), !dbg !278
    #dbg_value(i32 0, !279, !DIExpression(), !290)
    #dbg_value(i32 1, !284, !DIExpression(), !292)
  br label %146, !dbg !293

146:                                              ; preds = %149, %144
  %147 = phi i32 [ 1, %144 ], [ %151, %149 ]
  %148 = phi i32 [ 0, %144 ], [ %150, %149 ]
    #dbg_value(i32 %147, !284, !DIExpression(), !292)
    #dbg_value(i32 0, !286, !DIExpression(), !294)
    #dbg_value(i32 %148, !279, !DIExpression(), !290)
  br label %171, !dbg !295

149:                                              ; preds = %191
  %150 = shl i32 %192, 1, !dbg !296
    #dbg_value(i32 %150, !279, !DIExpression(), !290)
  %151 = add nuw nsw i32 %147, 1, !dbg !297
    #dbg_value(i32 %151, !284, !DIExpression(), !292)
  %152 = icmp eq i32 %151, 33, !dbg !298
  br i1 %152, label %153, label %146, !dbg !293, !llvm.loop !299

153:                                              ; preds = %149, %153
  %154 = phi i64 [ %165, %153 ], [ 0, %149 ], !dbg !301
  %155 = phi <4 x i32> [ %163, %153 ], [ zeroinitializer, %149 ]
  %156 = phi <4 x i32> [ %164, %153 ], [ zeroinitializer, %149 ]
  %157 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %154, !dbg !303
  %158 = getelementptr inbounds i8, ptr %157, i64 4, !dbg !303
  %159 = load <4 x i8>, ptr %157, align 8, !dbg !303, !tbaa !163
  %160 = load <4 x i8>, ptr %158, align 4, !dbg !303, !tbaa !163
  %161 = zext <4 x i8> %159 to <4 x i32>, !dbg !303
  %162 = zext <4 x i8> %160 to <4 x i32>, !dbg !303
  %163 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %155, <4 x i32> %161), !dbg !305
  %164 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %156, <4 x i32> %162), !dbg !305
  %165 = add nuw i64 %154, 8, !dbg !301
  %166 = icmp eq i64 %165, 256, !dbg !301
  br i1 %166, label %167, label %153, !dbg !301, !llvm.loop !306

167:                                              ; preds = %153
  %168 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %163, <4 x i32> %164), !dbg !307
  %169 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %168), !dbg !307
  %170 = tail call noalias dereferenceable_or_null(19923) ptr @calloc(i64 noundef 19923, i64 noundef 1) #13, !dbg !311
    #dbg_value(ptr %170, !97, !DIExpression(), !149)
    #dbg_value(ptr %170, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !149)
    #dbg_value(i64 0, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !149)
    #dbg_value(i64 0, !105, !DIExpression(), !312)
  br label %229, !dbg !313

171:                                              ; preds = %191, %146
  %172 = phi i64 [ 0, %146 ], [ %193, %191 ]
  %173 = phi i32 [ %148, %146 ], [ %192, %191 ]
    #dbg_value(i64 %172, !286, !DIExpression(), !294)
    #dbg_value(i32 %173, !279, !DIExpression(), !290)
  %174 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %172, !dbg !314
  %175 = load i8, ptr %174, align 2, !dbg !314, !tbaa !163
  %176 = zext i8 %175 to i32, !dbg !314
  %177 = icmp eq i32 %147, %176, !dbg !317
  br i1 %177, label %178, label %181, !dbg !318

178:                                              ; preds = %171
  %179 = add i32 %173, 1, !dbg !319
    #dbg_value(i32 %179, !279, !DIExpression(), !290)
  %180 = getelementptr inbounds [256 x i32], ptr @codes, i64 0, i64 %172, !dbg !320
  store i32 %173, ptr %180, align 8, !dbg !321, !tbaa !176
  br label %181, !dbg !320

181:                                              ; preds = %178, %171
  %182 = phi i32 [ %179, %178 ], [ %173, %171 ], !dbg !290
    #dbg_value(i32 %182, !279, !DIExpression(), !290)
  %183 = or disjoint i64 %172, 1, !dbg !322
    #dbg_value(i64 %183, !286, !DIExpression(), !294)
  %184 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %183, !dbg !314
  %185 = load i8, ptr %184, align 1, !dbg !314, !tbaa !163
  %186 = zext i8 %185 to i32, !dbg !314
  %187 = icmp eq i32 %147, %186, !dbg !317
  br i1 %187, label %188, label %191, !dbg !318

188:                                              ; preds = %181
  %189 = add i32 %182, 1, !dbg !319
    #dbg_value(i32 %189, !279, !DIExpression(), !290)
  %190 = getelementptr inbounds [256 x i32], ptr @codes, i64 0, i64 %183, !dbg !320
  store i32 %182, ptr %190, align 4, !dbg !321, !tbaa !176
  br label %191, !dbg !320

191:                                              ; preds = %188, %181
  %192 = phi i32 [ %189, %188 ], [ %182, %181 ], !dbg !290
    #dbg_value(i32 %192, !279, !DIExpression(), !290)
  %193 = add nuw nsw i64 %172, 2, !dbg !322
    #dbg_value(i64 %193, !286, !DIExpression(), !294)
  %194 = icmp eq i64 %193, 256, !dbg !323
  br i1 %194, label %149, label %171, !dbg !295, !llvm.loop !324

195:                                              ; preds = %263
  %196 = uitofp i64 %264 to double, !dbg !326
  %197 = fdiv double %196, 1.992300e+04, !dbg !327
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 19923, i32 noundef %97, i32 noundef %169, i64 noundef %264, double noundef %197), !dbg !328
    #dbg_value(i64 97, !107, !DIExpression(), !329)
  %199 = getelementptr inbounds i8, ptr %1, i64 388, !dbg !330
  %200 = load i32, ptr %199, align 4, !dbg !330, !tbaa !176
  %201 = load i8, ptr getelementptr inbounds (i8, ptr @lens, i64 97), align 1, !dbg !332, !tbaa !163
  %202 = zext i8 %201 to i32, !dbg !332
  %203 = load i32, ptr getelementptr inbounds (i8, ptr @codes, i64 388), align 4, !dbg !333, !tbaa !176
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 97, i32 noundef %200, i32 noundef %202, i32 noundef %203), !dbg !334
    #dbg_value(i64 98, !107, !DIExpression(), !329)
  %205 = getelementptr inbounds i8, ptr %1, i64 392, !dbg !330
  %206 = load i32, ptr %205, align 8, !dbg !330, !tbaa !176
  %207 = load i8, ptr getelementptr inbounds (i8, ptr @lens, i64 98), align 2, !dbg !332, !tbaa !163
  %208 = zext i8 %207 to i32, !dbg !332
  %209 = load i32, ptr getelementptr inbounds (i8, ptr @codes, i64 392), align 8, !dbg !333, !tbaa !176
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 98, i32 noundef %206, i32 noundef %208, i32 noundef %209), !dbg !334
    #dbg_value(i64 99, !107, !DIExpression(), !329)
  %211 = getelementptr inbounds i8, ptr %1, i64 396, !dbg !330
  %212 = load i32, ptr %211, align 4, !dbg !330, !tbaa !176
  %213 = load i8, ptr getelementptr inbounds (i8, ptr @lens, i64 99), align 1, !dbg !332, !tbaa !163
  %214 = zext i8 %213 to i32, !dbg !332
  %215 = load i32, ptr getelementptr inbounds (i8, ptr @codes, i64 396), align 4, !dbg !333, !tbaa !176
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 99, i32 noundef %212, i32 noundef %214, i32 noundef %215), !dbg !334
    #dbg_value(i64 100, !107, !DIExpression(), !329)
  %217 = getelementptr inbounds i8, ptr %1, i64 400, !dbg !330
  %218 = load i32, ptr %217, align 16, !dbg !330, !tbaa !176
  %219 = load i8, ptr getelementptr inbounds (i8, ptr @lens, i64 100), align 4, !dbg !332, !tbaa !163
  %220 = zext i8 %219 to i32, !dbg !332
  %221 = load i32, ptr getelementptr inbounds (i8, ptr @codes, i64 400), align 16, !dbg !333, !tbaa !176
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 100, i32 noundef %218, i32 noundef %220, i32 noundef %221), !dbg !334
    #dbg_value(i64 101, !107, !DIExpression(), !329)
  %223 = getelementptr inbounds i8, ptr %1, i64 404, !dbg !330
  %224 = load i32, ptr %223, align 4, !dbg !330, !tbaa !176
  %225 = load i8, ptr getelementptr inbounds (i8, ptr @lens, i64 101), align 1, !dbg !332, !tbaa !163
  %226 = zext i8 %225 to i32, !dbg !332
  %227 = load i32, ptr getelementptr inbounds (i8, ptr @codes, i64 404), align 4, !dbg !333, !tbaa !176
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 101, i32 noundef %224, i32 noundef %226, i32 noundef %227), !dbg !334
    #dbg_value(i64 102, !107, !DIExpression(), !329)
  call void @llvm.lifetime.start.p0(i64 132, ptr nonnull %2) #12, !dbg !335
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(132) %2, i8 0, i64 132, i1 false), !dbg !336, !DIAssignID !337
    #dbg_assign(i8 0, !109, !DIExpression(), !337, ptr %2, !DIExpression(), !149)
  call void @llvm.lifetime.start.p0(i64 132, ptr nonnull %3) #12, !dbg !335
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(132) %3, i8 0, i64 132, i1 false), !dbg !338, !DIAssignID !339
    #dbg_assign(i8 0, !113, !DIExpression(), !339, ptr %3, !DIExpression(), !149)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #12, !dbg !340
    #dbg_value(i32 0, !116, !DIExpression(), !149)
  call void @llvm.lifetime.start.p0(i64 132, ptr nonnull %5) #12, !dbg !340
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(132) %5, i8 0, i64 132, i1 false), !dbg !341, !DIAssignID !342
    #dbg_assign(i8 0, !117, !DIExpression(), !342, ptr %5, !DIExpression(), !149)
    #dbg_value(i32 1, !119, !DIExpression(), !343)
  br label %267, !dbg !344

229:                                              ; preds = %167, %263
  %230 = phi i64 [ 0, %167 ], [ %265, %263 ]
  %231 = phi i64 [ 0, %167 ], [ %264, %263 ]
    #dbg_value(i64 %230, !105, !DIExpression(), !312)
    #dbg_value(i64 %231, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !149)
  %232 = getelementptr inbounds [20000 x i8], ptr @main.input, i64 0, i64 %230, !dbg !345
  %233 = load i8, ptr %232, align 1, !dbg !345, !tbaa !163
  %234 = zext i8 %233 to i64, !dbg !347
  %235 = getelementptr inbounds [256 x i32], ptr @codes, i64 0, i64 %234, !dbg !347
  %236 = load i32, ptr %235, align 4, !dbg !347, !tbaa !176
  %237 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %234, !dbg !348
  %238 = load i8, ptr %237, align 1, !dbg !348, !tbaa !163
    #dbg_value(ptr undef, !349, !DIExpression(), !359)
    #dbg_value(i32 %236, !355, !DIExpression(), !359)
    #dbg_value(i8 %238, !356, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !359)
    #dbg_value(i8 %238, !357, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !361)
  %239 = icmp eq i8 %238, 0, !dbg !362
  br i1 %239, label %263, label %240, !dbg !364

240:                                              ; preds = %229
  %241 = zext i8 %238 to i32, !dbg !348
    #dbg_value(i32 %241, !356, !DIExpression(), !359)
    #dbg_value(i32 %241, !357, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !361)
  %242 = trunc i64 %231 to i32, !dbg !364
  %243 = add i32 %241, %242, !dbg !364
  br label %244, !dbg !364

244:                                              ; preds = %240, %259
  %245 = phi i64 [ %260, %259 ], [ %231, %240 ], !dbg !365
  %246 = phi i32 [ %247, %259 ], [ %241, %240 ]
    #dbg_value(i64 %245, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !149)
  %247 = add nsw i32 %246, -1, !dbg !366
  %248 = shl nuw i32 1, %247, !dbg !367
  %249 = and i32 %248, %236, !dbg !367
  %250 = icmp eq i32 %249, 0, !dbg !367
  br i1 %250, label %259, label %251, !dbg !370

251:                                              ; preds = %244
  %252 = trunc i64 %245 to i8, !dbg !371
  %253 = and i8 %252, 7, !dbg !371
  %254 = lshr exact i8 -128, %253, !dbg !371
  %255 = lshr i64 %245, 3, !dbg !372
  %256 = getelementptr inbounds i8, ptr %170, i64 %255, !dbg !373
  %257 = load i8, ptr %256, align 1, !dbg !374, !tbaa !163
  %258 = or i8 %257, %254, !dbg !374
  store i8 %258, ptr %256, align 1, !dbg !374, !tbaa !163
  br label %259, !dbg !373

259:                                              ; preds = %251, %244
  %260 = add i64 %245, 1, !dbg !375
    #dbg_value(i64 %260, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !149)
    #dbg_value(i32 %247, !357, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !361)
  %261 = trunc i64 %260 to i32, !dbg !362
  %262 = icmp eq i32 %243, %261, !dbg !362
  br i1 %262, label %263, label %244, !dbg !364, !llvm.loop !376

263:                                              ; preds = %259, %229
  %264 = phi i64 [ %231, %229 ], [ %260, %259 ], !dbg !365
    #dbg_value(i64 %264, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !149)
  %265 = add nuw nsw i64 %230, 1, !dbg !378
    #dbg_value(i64 %265, !105, !DIExpression(), !312)
  %266 = icmp eq i64 %265, 19923, !dbg !379
  br i1 %266, label %195, label %229, !dbg !313, !llvm.loop !380

267:                                              ; preds = %195, %272
  %268 = phi i64 [ 1, %195 ], [ %273, %272 ]
  %269 = phi i32 [ 0, %195 ], [ %304, %272 ]
    #dbg_value(i64 %268, !119, !DIExpression(), !343)
    #dbg_value(i32 %269, !116, !DIExpression(), !149)
  %270 = getelementptr inbounds [33 x i32], ptr %5, i64 0, i64 %268, !dbg !382
  store i32 %269, ptr %270, align 4, !dbg !383, !tbaa !176
    #dbg_value(i32 0, !121, !DIExpression(), !384)
  %271 = getelementptr inbounds [33 x i32], ptr %3, i64 0, i64 %268
  br label %275, !dbg !385

272:                                              ; preds = %303
  %273 = add nuw nsw i64 %268, 1, !dbg !386
    #dbg_value(i64 %273, !119, !DIExpression(), !343)
    #dbg_value(i32 %304, !116, !DIExpression(), !149)
  %274 = icmp eq i64 %273, 33, !dbg !387
  br i1 %274, label %309, label %267, !dbg !344, !llvm.loop !388

275:                                              ; preds = %303, %267
  %276 = phi i64 [ 0, %267 ], [ %305, %303 ]
  %277 = phi i32 [ %269, %267 ], [ %304, %303 ]
    #dbg_value(i64 %276, !121, !DIExpression(), !384)
    #dbg_value(i32 %277, !116, !DIExpression(), !149)
  %278 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %276, !dbg !390
  %279 = load i8, ptr %278, align 2, !dbg !390, !tbaa !163
  %280 = zext i8 %279 to i64, !dbg !393
  %281 = icmp eq i64 %268, %280, !dbg !393
  br i1 %281, label %282, label %289, !dbg !394

282:                                              ; preds = %275
  %283 = add nsw i32 %277, 1, !dbg !395
    #dbg_value(i32 %283, !116, !DIExpression(), !149)
  %284 = sext i32 %277 to i64, !dbg !397
  %285 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %284, !dbg !397
  %286 = trunc nuw nsw i64 %276 to i32, !dbg !398
  store i32 %286, ptr %285, align 4, !dbg !398, !tbaa !176
  %287 = load i32, ptr %271, align 4, !dbg !399, !tbaa !176
  %288 = add i32 %287, 1, !dbg !399
  store i32 %288, ptr %271, align 4, !dbg !399, !tbaa !176
  br label %289, !dbg !400

289:                                              ; preds = %275, %282
  %290 = phi i32 [ %283, %282 ], [ %277, %275 ], !dbg !149
    #dbg_value(i32 %290, !116, !DIExpression(), !149)
  %291 = or disjoint i64 %276, 1, !dbg !401
    #dbg_value(i64 %291, !121, !DIExpression(), !384)
  %292 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %291, !dbg !390
  %293 = load i8, ptr %292, align 1, !dbg !390, !tbaa !163
  %294 = zext i8 %293 to i64, !dbg !393
  %295 = icmp eq i64 %268, %294, !dbg !393
  br i1 %295, label %296, label %303, !dbg !394

296:                                              ; preds = %289
  %297 = add nsw i32 %290, 1, !dbg !395
    #dbg_value(i32 %297, !116, !DIExpression(), !149)
  %298 = sext i32 %290 to i64, !dbg !397
  %299 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %298, !dbg !397
  %300 = trunc nuw nsw i64 %291 to i32, !dbg !398
  store i32 %300, ptr %299, align 4, !dbg !398, !tbaa !176
  %301 = load i32, ptr %271, align 4, !dbg !399, !tbaa !176
  %302 = add i32 %301, 1, !dbg !399
  store i32 %302, ptr %271, align 4, !dbg !399, !tbaa !176
  br label %303, !dbg !400

303:                                              ; preds = %296, %289
  %304 = phi i32 [ %297, %296 ], [ %290, %289 ], !dbg !149
    #dbg_value(i32 %304, !116, !DIExpression(), !149)
  %305 = add nuw nsw i64 %276, 2, !dbg !401
    #dbg_value(i64 %305, !121, !DIExpression(), !384)
  %306 = icmp eq i64 %305, 256, !dbg !402
  br i1 %306, label %272, label %275, !dbg !385, !llvm.loop !403

307:                                              ; preds = %309
  %308 = tail call noalias dereferenceable_or_null(19923) ptr @malloc(i64 noundef 19923) #14, !dbg !405
    #dbg_value(ptr %308, !128, !DIExpression(), !149)
    #dbg_value(i64 0, !129, !DIExpression(), !149)
    #dbg_value(i64 0, !130, !DIExpression(), !406)
  br label %337, !dbg !407

309:                                              ; preds = %272, %309
  %310 = phi i64 [ %335, %309 ], [ 1, %272 ]
  %311 = phi i32 [ %334, %309 ], [ 0, %272 ]
    #dbg_value(i64 %310, !126, !DIExpression(), !408)
    #dbg_value(i32 %311, !125, !DIExpression(), !149)
  %312 = getelementptr inbounds [33 x i32], ptr %2, i64 0, i64 %310, !dbg !409
  store i32 %311, ptr %312, align 4, !dbg !412, !tbaa !176
  %313 = getelementptr inbounds [33 x i32], ptr %3, i64 0, i64 %310, !dbg !413
  %314 = load i32, ptr %313, align 4, !dbg !413, !tbaa !176
  %315 = add i32 %314, %311, !dbg !414
  %316 = shl i32 %315, 1, !dbg !415
    #dbg_value(i32 %316, !125, !DIExpression(), !149)
  %317 = add nuw nsw i64 %310, 1, !dbg !416
    #dbg_value(i64 %317, !126, !DIExpression(), !408)
  %318 = getelementptr inbounds [33 x i32], ptr %2, i64 0, i64 %317, !dbg !409
  store i32 %316, ptr %318, align 4, !dbg !412, !tbaa !176
  %319 = getelementptr inbounds [33 x i32], ptr %3, i64 0, i64 %317, !dbg !413
  %320 = load i32, ptr %319, align 4, !dbg !413, !tbaa !176
  %321 = add i32 %320, %316, !dbg !414
  %322 = shl i32 %321, 1, !dbg !415
    #dbg_value(i32 %322, !125, !DIExpression(), !149)
  %323 = add nuw nsw i64 %310, 2, !dbg !416
    #dbg_value(i64 %323, !126, !DIExpression(), !408)
  %324 = getelementptr inbounds [33 x i32], ptr %2, i64 0, i64 %323, !dbg !409
  store i32 %322, ptr %324, align 4, !dbg !412, !tbaa !176
  %325 = getelementptr inbounds [33 x i32], ptr %3, i64 0, i64 %323, !dbg !413
  %326 = load i32, ptr %325, align 4, !dbg !413, !tbaa !176
  %327 = add i32 %326, %322, !dbg !414
  %328 = shl i32 %327, 1, !dbg !415
    #dbg_value(i32 %328, !125, !DIExpression(), !149)
  %329 = add nuw nsw i64 %310, 3, !dbg !416
    #dbg_value(i64 %329, !126, !DIExpression(), !408)
  %330 = getelementptr inbounds [33 x i32], ptr %2, i64 0, i64 %329, !dbg !409
  store i32 %328, ptr %330, align 4, !dbg !412, !tbaa !176
  %331 = getelementptr inbounds [33 x i32], ptr %3, i64 0, i64 %329, !dbg !413
  %332 = load i32, ptr %331, align 4, !dbg !413, !tbaa !176
  %333 = add i32 %332, %328, !dbg !414
  %334 = shl i32 %333, 1, !dbg !415
    #dbg_value(i32 %334, !125, !DIExpression(), !149)
  %335 = add nuw nsw i64 %310, 4, !dbg !416
    #dbg_value(i64 %335, !126, !DIExpression(), !408)
  %336 = icmp eq i64 %335, 33, !dbg !417
  br i1 %336, label %307, label %309, !dbg !418, !llvm.loop !419

337:                                              ; preds = %307, %374
  %338 = phi i64 [ 0, %307 ], [ %383, %374 ]
  %339 = phi i64 [ 0, %307 ], [ %363, %374 ]
    #dbg_value(i64 %338, !130, !DIExpression(), !406)
    #dbg_value(i64 %339, !129, !DIExpression(), !149)
  br label %348, !dbg !421

340:                                              ; preds = %374
  %341 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(19923) %308, ptr noundef nonnull dereferenceable(19923) @main.input, i64 19923), !dbg !423
  %342 = icmp ne i32 %341, 0, !dbg !424
  %343 = icmp ne i64 %363, %264, !dbg !425
  %344 = select i1 %342, i1 true, i1 %343, !dbg !426
    #dbg_value(i1 %344, !136, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !149)
  %345 = select i1 %344, ptr @.str.5, ptr @.str.4, !dbg !426
  %346 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %345), !dbg !427
  tail call void @free(ptr noundef nonnull %170) #12, !dbg !428
  tail call void @free(ptr noundef nonnull %308) #12, !dbg !429
  %347 = zext i1 %344 to i32, !dbg !430
  call void @llvm.lifetime.end.p0(i64 132, ptr nonnull %5) #12, !dbg !431
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %4) #12, !dbg !431
  call void @llvm.lifetime.end.p0(i64 132, ptr nonnull %3) #12, !dbg !431
  call void @llvm.lifetime.end.p0(i64 132, ptr nonnull %2) #12, !dbg !431
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #12, !dbg !431
  ret i32 %347, !dbg !431

348:                                              ; preds = %373, %337
  %349 = phi i64 [ 0, %337 ], [ %364, %373 ], !dbg !149
  %350 = phi i64 [ %339, %337 ], [ %363, %373 ], !dbg !149
  %351 = phi i32 [ 0, %337 ], [ %362, %373 ], !dbg !432
    #dbg_value(i64 %349, !135, !DIExpression(), !432)
    #dbg_value(i32 %351, !132, !DIExpression(), !432)
    #dbg_value(i64 %350, !129, !DIExpression(), !149)
  %352 = shl i32 %351, 1, !dbg !433
  %353 = lshr i64 %350, 3, !dbg !436
  %354 = getelementptr inbounds i8, ptr %170, i64 %353, !dbg !437
  %355 = load i8, ptr %354, align 1, !dbg !437, !tbaa !163
  %356 = zext i8 %355 to i32, !dbg !437
  %357 = trunc i64 %350 to i32, !dbg !438
  %358 = and i32 %357, 7, !dbg !438
  %359 = xor i32 %358, 7, !dbg !438
  %360 = lshr i32 %356, %359, !dbg !438
  %361 = and i32 %360, 1, !dbg !439
  %362 = or disjoint i32 %361, %352, !dbg !440
    #dbg_value(i32 %362, !132, !DIExpression(), !432)
  %363 = add i64 %350, 1, !dbg !441
    #dbg_value(i64 %363, !129, !DIExpression(), !149)
  %364 = add nuw nsw i64 %349, 1, !dbg !442
    #dbg_value(i64 %364, !135, !DIExpression(), !432)
  %365 = getelementptr inbounds [33 x i32], ptr %3, i64 0, i64 %364, !dbg !443
  %366 = load i32, ptr %365, align 4, !dbg !443, !tbaa !176
  %367 = icmp eq i32 %366, 0, !dbg !443
  br i1 %367, label %373, label %368, !dbg !445

368:                                              ; preds = %348
  %369 = getelementptr inbounds [33 x i32], ptr %2, i64 0, i64 %364, !dbg !446
  %370 = load i32, ptr %369, align 4, !dbg !446, !tbaa !176
  %371 = sub i32 %362, %370, !dbg !447
  %372 = icmp ult i32 %371, %366, !dbg !448
  br i1 %372, label %374, label %373, !dbg !449

373:                                              ; preds = %368, %348
  br label %348, !dbg !433, !llvm.loop !450

374:                                              ; preds = %368
  %375 = getelementptr inbounds [33 x i32], ptr %5, i64 0, i64 %364, !dbg !452
  %376 = load i32, ptr %375, align 4, !dbg !452, !tbaa !176
  %377 = add nsw i32 %376, %371, !dbg !454
  %378 = sext i32 %377 to i64, !dbg !455
  %379 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %378, !dbg !455
  %380 = load i32, ptr %379, align 4, !dbg !455, !tbaa !176
  %381 = trunc i32 %380 to i8, !dbg !456
  %382 = getelementptr inbounds i8, ptr %308, i64 %338, !dbg !457
  store i8 %381, ptr %382, align 1, !dbg !458, !tbaa !163
  %383 = add nuw nsw i64 %338, 1, !dbg !459
    #dbg_value(i64 %383, !130, !DIExpression(), !406)
    #dbg_value(i64 %363, !129, !DIExpression(), !149)
  %384 = icmp eq i64 %383, 19923, !dbg !460
  br i1 %384, label %340, label %337, !dbg !407, !llvm.loop !461
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @pop() unnamed_addr #4 !dbg !463 {
  %1 = load i32, ptr @heap, align 16, !dbg !473, !tbaa !176
    #dbg_value(i32 %1, !465, !DIExpression(), !474)
  %2 = load i32, ptr @hn, align 4, !dbg !475, !tbaa !176
  %3 = add nsw i32 %2, -1, !dbg !475
  store i32 %3, ptr @hn, align 4, !dbg !475, !tbaa !176
  %4 = sext i32 %3 to i64, !dbg !476
  %5 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %4, !dbg !476
  %6 = load i32, ptr %5, align 4, !dbg !476, !tbaa !176
  store i32 %6, ptr @heap, align 16, !dbg !477, !tbaa !176
    #dbg_value(i32 0, !466, !DIExpression(), !474)
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7
  br label %9, !dbg !478

9:                                                ; preds = %54, %0
  %10 = phi i32 [ 0, %0 ], [ %52, %54 ], !dbg !479
    #dbg_value(i32 %10, !466, !DIExpression(), !474)
  %11 = shl nsw i32 %10, 1, !dbg !480
  %12 = or disjoint i32 %11, 1, !dbg !481
    #dbg_value(i32 %12, !467, !DIExpression(), !482)
    #dbg_value(i32 %10, !471, !DIExpression(), !482)
  %13 = icmp slt i32 %12, %3, !dbg !483
  br i1 %13, label %14, label %28, !dbg !485

14:                                               ; preds = %9
  %15 = sext i32 %12 to i64, !dbg !486
  %16 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %15, !dbg !486
  %17 = load i32, ptr %16, align 4, !dbg !486, !tbaa !176
    #dbg_value(i32 %17, !216, !DIExpression(), !487)
    #dbg_value(i32 %6, !221, !DIExpression(), !487)
  %18 = sext i32 %17 to i64, !dbg !489
  %19 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %18, !dbg !489
  %20 = load i32, ptr %19, align 16, !dbg !490, !tbaa !226
  %21 = load i32, ptr %8, align 16, !dbg !491, !tbaa !226
  %22 = icmp uge i32 %20, %21, !dbg !492
  %23 = icmp ne i32 %20, %21, !dbg !493
  %24 = icmp sge i32 %17, %6, !dbg !493
  %25 = or i1 %24, %23, !dbg !493
  %26 = and i1 %22, %25, !dbg !494
  %27 = select i1 %26, i32 %10, i32 %12, !dbg !495
  br label %28, !dbg !495

28:                                               ; preds = %14, %9
  %29 = phi i32 [ %10, %9 ], [ %27, %14 ], !dbg !496
    #dbg_value(i32 %29, !471, !DIExpression(), !482)
  %30 = add nsw i32 %11, 2, !dbg !497
  %31 = icmp slt i32 %30, %3, !dbg !499
  br i1 %31, label %32, label %51, !dbg !500

32:                                               ; preds = %28
  %33 = sext i32 %30 to i64, !dbg !501
  %34 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %33, !dbg !501
  %35 = load i32, ptr %34, align 8, !dbg !501, !tbaa !176
  %36 = sext i32 %29 to i64, !dbg !502
  %37 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %36, !dbg !502
  %38 = load i32, ptr %37, align 4, !dbg !502, !tbaa !176
    #dbg_value(i32 %35, !216, !DIExpression(), !503)
    #dbg_value(i32 %38, !221, !DIExpression(), !503)
  %39 = sext i32 %35 to i64, !dbg !505
  %40 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %39, !dbg !505
  %41 = load i32, ptr %40, align 16, !dbg !506, !tbaa !226
  %42 = sext i32 %38 to i64, !dbg !507
  %43 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %42, !dbg !507
  %44 = load i32, ptr %43, align 16, !dbg !508, !tbaa !226
  %45 = icmp uge i32 %41, %44, !dbg !509
  %46 = icmp ne i32 %41, %44, !dbg !510
  %47 = icmp sge i32 %35, %38, !dbg !510
  %48 = or i1 %47, %46, !dbg !510
  %49 = and i1 %45, %48, !dbg !511
  %50 = select i1 %49, i32 %29, i32 %30, !dbg !512
  br label %51, !dbg !512

51:                                               ; preds = %32, %28
  %52 = phi i32 [ %29, %28 ], [ %50, %32 ], !dbg !496
    #dbg_value(i32 %52, !471, !DIExpression(), !482)
  %53 = icmp eq i32 %52, %10, !dbg !513
  br i1 %53, label %60, label %54, !dbg !515

54:                                               ; preds = %51
  %55 = sext i32 %10 to i64, !dbg !516
  %56 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %55, !dbg !516
    #dbg_value(i32 %6, !472, !DIExpression(), !482)
  %57 = sext i32 %52 to i64, !dbg !517
  %58 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %57, !dbg !517
  %59 = load i32, ptr %58, align 4, !dbg !517, !tbaa !176
  store i32 %59, ptr %56, align 4, !dbg !518, !tbaa !176
  store i32 %6, ptr %58, align 4, !dbg !519, !tbaa !176
    #dbg_value(i32 %52, !466, !DIExpression(), !474)
  br label %9

60:                                               ; preds = %51
    #dbg_value(i32 poison, !466, !DIExpression(), !474)
  ret i32 %1, !dbg !520
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @walk(i32 noundef %0, i32 noundef %1) unnamed_addr #5 !dbg !521 {
    #dbg_value(i32 %0, !525, !DIExpression(), !527)
    #dbg_value(i32 %1, !526, !DIExpression(), !527)
  %3 = sext i32 %0 to i64, !dbg !528
  %4 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %3, !dbg !528
  %5 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !530
  %6 = load i32, ptr %5, align 4, !dbg !530, !tbaa !531
  %7 = icmp sgt i32 %6, -1, !dbg !532
  br i1 %7, label %8, label %15, !dbg !533

8:                                                ; preds = %15, %2
  %9 = phi i32 [ %1, %2 ], [ %20, %15 ]
  %10 = phi i32 [ %6, %2 ], [ %26, %15 ], !dbg !530
  %11 = tail call i32 @llvm.umax.i32(i32 %9, i32 1), !dbg !534
  %12 = trunc i32 %11 to i8, !dbg !536
  %13 = zext nneg i32 %10 to i64, !dbg !537
  %14 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %13, !dbg !537
  store i8 %12, ptr %14, align 1, !dbg !538, !tbaa !163
  ret void, !dbg !539

15:                                               ; preds = %2, %15
  %16 = phi ptr [ %24, %15 ], [ %4, %2 ]
  %17 = phi i32 [ %20, %15 ], [ %1, %2 ]
    #dbg_value(i32 %17, !526, !DIExpression(), !527)
  %18 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !540
  %19 = load i32, ptr %18, align 8, !dbg !540, !tbaa !541
  %20 = add nsw i32 %17, 1, !dbg !542
  tail call fastcc void @walk(i32 noundef %19, i32 noundef %20), !dbg !543
  %21 = getelementptr inbounds i8, ptr %16, i64 12, !dbg !544
  %22 = load i32, ptr %21, align 4, !dbg !544, !tbaa !545
    #dbg_value(i32 %22, !525, !DIExpression(), !527)
    #dbg_value(i32 %20, !526, !DIExpression(), !527)
  %23 = sext i32 %22 to i64, !dbg !528
  %24 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %23, !dbg !528
  %25 = getelementptr inbounds i8, ptr %24, i64 4, !dbg !530
  %26 = load i32, ptr %25, align 4, !dbg !530, !tbaa !531
  %27 = icmp sgt i32 %26, -1, !dbg !532
  br i1 %27, label %8, label %15, !dbg !533
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !546 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare !dbg !551 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !556 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !559 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind willreturn memory(argmem: read) }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0,1) }
attributes #14 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!13}
!llvm.module.flags = !{!140, !141, !142, !143, !144, !145, !146}
!llvm.ident = !{!147}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/huffman_coding.c", directory: ".", checksumkind: CSK_MD5, checksum: "7345666f42dfa77d26ef215d98e5ce8a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1832, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 229)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "input", scope: !9, file: !2, line: 26, type: !137, isLocal: true, isDefinition: true)
!9 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !10, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !77)
!10 = !DISubroutineType(types: !11)
!11 = !{!12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !14, globals: !21, splitDebugInlining: false, nameTableKind: None)
!14 = !{!15, !20, !12}
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !16, line: 24, baseType: !17)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !18, line: 38, baseType: !19)
!18 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!19 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!20 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!21 = !{!0, !7, !22, !27, !32, !37, !42, !47, !62, !64, !66, !71, !74}
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 576, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 72)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 29)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 14)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 3)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 7)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "nodes", scope: !13, file: !2, line: 9, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 65536, elements: !60)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !2, line: 8, baseType: !51)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 128, elements: !52)
!52 = !{!53, !57, !58, !59}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "freq", scope: !51, file: !2, line: 8, baseType: !54, size: 32)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !16, line: 26, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !18, line: 42, baseType: !56)
!56 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "sym", scope: !51, file: !2, line: 8, baseType: !12, size: 32, offset: 32)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !51, file: !2, line: 8, baseType: !12, size: 32, offset: 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !51, file: !2, line: 8, baseType: !12, size: 32, offset: 96)
!60 = !{!61}
!61 = !DISubrange(count: 512)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "nn", scope: !13, file: !2, line: 9, type: !12, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "hn", scope: !13, file: !2, line: 10, type: !12, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "lens", scope: !13, file: !2, line: 14, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 2048, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 256)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "codes", scope: !13, file: !2, line: 14, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 8192, elements: !69)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "heap", scope: !13, file: !2, line: 10, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16384, elements: !60)
!77 = !{!78, !81, !85, !86, !88, !90, !91, !93, !94, !95, !97, !99, !105, !107, !109, !113, !114, !116, !117, !119, !121, !125, !126, !128, !129, !130, !132, !135, !136}
!78 = !DILocalVariable(name: "text", scope: !9, file: !2, line: 24, type: !79)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!81 = !DILocalVariable(name: "n", scope: !9, file: !2, line: 26, type: !82)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !83, line: 18, baseType: !84)
!83 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!84 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!85 = !DILocalVariable(name: "freq", scope: !9, file: !2, line: 28, type: !73)
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 28, type: !82)
!87 = distinct !DILexicalBlock(scope: !9, file: !2, line: 28, column: 33)
!88 = !DILocalVariable(name: "s", scope: !89, file: !2, line: 29, type: !12)
!89 = distinct !DILexicalBlock(scope: !9, file: !2, line: 29, column: 5)
!90 = !DILocalVariable(name: "distinct", scope: !9, file: !2, line: 30, type: !12)
!91 = !DILocalVariable(name: "a", scope: !92, file: !2, line: 31, type: !12)
!92 = distinct !DILexicalBlock(scope: !9, file: !2, line: 31, column: 20)
!93 = !DILocalVariable(name: "b", scope: !92, file: !2, line: 31, type: !12)
!94 = !DILocalVariable(name: "maxlen", scope: !9, file: !2, line: 33, type: !12)
!95 = !DILocalVariable(name: "s", scope: !96, file: !2, line: 33, type: !12)
!96 = distinct !DILexicalBlock(scope: !9, file: !2, line: 33, column: 21)
!97 = !DILocalVariable(name: "out", scope: !9, file: !2, line: 34, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!99 = !DILocalVariable(name: "w", scope: !9, file: !2, line: 34, type: !100)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "BW", file: !2, line: 20, baseType: !101)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 128, elements: !102)
!102 = !{!103, !104}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !101, file: !2, line: 20, baseType: !98, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "bitpos", scope: !101, file: !2, line: 20, baseType: !82, size: 64, offset: 64)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 34, type: !82)
!106 = distinct !DILexicalBlock(scope: !9, file: !2, line: 34, column: 53)
!107 = !DILocalVariable(name: "s", scope: !108, file: !2, line: 36, type: !12)
!108 = distinct !DILexicalBlock(scope: !9, file: !2, line: 36, column: 5)
!109 = !DILocalVariable(name: "first", scope: !9, file: !2, line: 38, type: !110)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 1056, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 33)
!113 = !DILocalVariable(name: "count", scope: !9, file: !2, line: 38, type: !110)
!114 = !DILocalVariable(name: "sorted", scope: !9, file: !2, line: 38, type: !115)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 8192, elements: !69)
!116 = !DILocalVariable(name: "ns", scope: !9, file: !2, line: 38, type: !12)
!117 = !DILocalVariable(name: "offs", scope: !9, file: !2, line: 38, type: !118)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 1056, elements: !111)
!119 = !DILocalVariable(name: "len", scope: !120, file: !2, line: 39, type: !12)
!120 = distinct !DILexicalBlock(scope: !9, file: !2, line: 39, column: 5)
!121 = !DILocalVariable(name: "s", scope: !122, file: !2, line: 39, type: !12)
!122 = distinct !DILexicalBlock(scope: !123, file: !2, line: 39, column: 59)
!123 = distinct !DILexicalBlock(scope: !124, file: !2, line: 39, column: 41)
!124 = distinct !DILexicalBlock(scope: !120, file: !2, line: 39, column: 5)
!125 = !DILocalVariable(name: "code", scope: !9, file: !2, line: 40, type: !54)
!126 = !DILocalVariable(name: "len", scope: !127, file: !2, line: 40, type: !12)
!127 = distinct !DILexicalBlock(scope: !9, file: !2, line: 40, column: 24)
!128 = !DILocalVariable(name: "dec", scope: !9, file: !2, line: 41, type: !98)
!129 = !DILocalVariable(name: "bp", scope: !9, file: !2, line: 41, type: !82)
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 42, type: !82)
!131 = distinct !DILexicalBlock(scope: !9, file: !2, line: 42, column: 5)
!132 = !DILocalVariable(name: "c", scope: !133, file: !2, line: 43, type: !54)
!133 = distinct !DILexicalBlock(scope: !134, file: !2, line: 42, column: 36)
!134 = distinct !DILexicalBlock(scope: !131, file: !2, line: 42, column: 5)
!135 = !DILocalVariable(name: "len", scope: !133, file: !2, line: 43, type: !12)
!136 = !DILocalVariable(name: "ok", scope: !9, file: !2, line: 46, type: !12)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 160000, elements: !138)
!138 = !{!139}
!139 = !DISubrange(count: 20000)
!140 = !{i32 7, !"Dwarf Version", i32 5}
!141 = !{i32 2, !"Debug Info Version", i32 3}
!142 = !{i32 1, !"wchar_size", i32 4}
!143 = !{i32 8, !"PIC Level", i32 2}
!144 = !{i32 7, !"PIE Level", i32 2}
!145 = !{i32 7, !"uwtable", i32 2}
!146 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!147 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 0, scope: !9)
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 27, column: 5, scope: !9)
!155 = !DILocation(line: 27, column: 14, scope: !9)
!156 = !DILocation(line: 27, column: 60, scope: !157)
!157 = distinct !DILexicalBlock(scope: !9, file: !2, line: 27, column: 45)
!158 = !DILocation(line: 27, column: 47, scope: !157)
!159 = !DILocation(line: 27, column: 134, scope: !157)
!160 = !DILocation(line: 27, column: 116, scope: !157)
!161 = !DILocation(line: 27, column: 105, scope: !157)
!162 = !DILocation(line: 27, column: 114, scope: !157)
!163 = !{!164, !164, i64 0}
!164 = !{!"omnipotent char", !165, i64 0}
!165 = !{!"Simple C/C++ TBAA"}
!166 = !DILocation(line: 27, column: 29, scope: !9)
!167 = distinct !{!167, !154, !168, !169}
!168 = !DILocation(line: 27, column: 146, scope: !9)
!169 = !{!"llvm.loop.mustprogress"}
!170 = !DILocation(line: 27, column: 142, scope: !157)
!171 = !DILocation(line: 28, column: 5, scope: !9)
!172 = !DILocation(line: 28, column: 14, scope: !9)
!173 = distinct !DIAssignID()
!174 = !DILocation(line: 0, scope: !87)
!175 = !DILocation(line: 28, column: 33, scope: !87)
!176 = !{!177, !177, i64 0}
!177 = !{!"int", !164, i64 0}
!178 = !DILocation(line: 0, scope: !89)
!179 = !DILocation(line: 29, column: 5, scope: !89)
!180 = !DILocation(line: 28, column: 69, scope: !181)
!181 = distinct !DILexicalBlock(scope: !87, file: !2, line: 28, column: 33)
!182 = !DILocation(line: 28, column: 64, scope: !181)
!183 = !DILocation(line: 28, column: 78, scope: !181)
!184 = !DILocation(line: 28, column: 60, scope: !181)
!185 = !DILocation(line: 28, column: 54, scope: !181)
!186 = distinct !{!186, !175, !187, !169}
!187 = !DILocation(line: 28, column: 78, scope: !87)
!188 = !DILocation(line: 31, column: 15, scope: !9)
!189 = !DILocation(line: 31, column: 5, scope: !9)
!190 = !DILocation(line: 29, column: 39, scope: !191)
!191 = distinct !DILexicalBlock(scope: !192, file: !2, line: 29, column: 39)
!192 = distinct !DILexicalBlock(scope: !89, file: !2, line: 29, column: 5)
!193 = !DILocation(line: 29, column: 39, scope: !192)
!194 = !DILocation(line: 29, column: 50, scope: !195)
!195 = distinct !DILexicalBlock(scope: !191, file: !2, line: 29, column: 48)
!196 = !DILocation(line: 29, column: 62, scope: !195)
!197 = !DILocation(line: 29, column: 99, scope: !195)
!198 = !DILocalVariable(name: "x", arg: 1, scope: !199, file: !2, line: 12, type: !12)
!199 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 12, type: !200, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !202)
!200 = !DISubroutineType(types: !201)
!201 = !{null, !12}
!202 = !{!198, !203, !204}
!203 = !DILocalVariable(name: "i", scope: !199, file: !2, line: 12, type: !12)
!204 = !DILocalVariable(name: "t", scope: !205, file: !2, line: 12, type: !12)
!205 = distinct !DILexicalBlock(scope: !199, file: !2, line: 12, column: 100)
!206 = !DILocation(line: 0, scope: !199, inlinedAt: !207)
!207 = distinct !DILocation(line: 29, column: 92, scope: !195)
!208 = !DILocation(line: 12, column: 37, scope: !199, inlinedAt: !207)
!209 = !DILocation(line: 12, column: 41, scope: !199, inlinedAt: !207)
!210 = !DILocation(line: 12, column: 49, scope: !199, inlinedAt: !207)
!211 = !DILocation(line: 12, column: 61, scope: !199, inlinedAt: !207)
!212 = !DILocation(line: 12, column: 63, scope: !199, inlinedAt: !207)
!213 = !DILocation(line: 12, column: 88, scope: !199, inlinedAt: !207)
!214 = !DILocation(line: 12, column: 93, scope: !199, inlinedAt: !207)
!215 = !DILocation(line: 12, column: 80, scope: !199, inlinedAt: !207)
!216 = !DILocalVariable(name: "a", arg: 1, scope: !217, file: !2, line: 11, type: !12)
!217 = distinct !DISubprogram(name: "less", scope: !2, file: !2, line: 11, type: !218, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !220)
!218 = !DISubroutineType(types: !219)
!219 = !{!12, !12, !12}
!220 = !{!216, !221}
!221 = !DILocalVariable(name: "b", arg: 2, scope: !217, file: !2, line: 11, type: !12)
!222 = !DILocation(line: 0, scope: !217, inlinedAt: !223)
!223 = distinct !DILocation(line: 12, column: 66, scope: !199, inlinedAt: !207)
!224 = !DILocation(line: 11, column: 56, scope: !217, inlinedAt: !223)
!225 = !DILocation(line: 11, column: 65, scope: !217, inlinedAt: !223)
!226 = !{!227, !177, i64 0}
!227 = !{!"", !177, i64 0, !177, i64 4, !177, i64 8, !177, i64 12}
!228 = !DILocation(line: 11, column: 54, scope: !217, inlinedAt: !223)
!229 = !DILocation(line: 11, column: 70, scope: !217, inlinedAt: !223)
!230 = !DILocation(line: 12, column: 54, scope: !199, inlinedAt: !207)
!231 = !DILocation(line: 12, column: 71, scope: !199, inlinedAt: !207)
!232 = !DILocation(line: 0, scope: !205, inlinedAt: !207)
!233 = !DILocation(line: 12, column: 127, scope: !205, inlinedAt: !207)
!234 = !DILocation(line: 12, column: 166, scope: !205, inlinedAt: !207)
!235 = distinct !{!235, !230, !236, !169}
!236 = !DILocation(line: 12, column: 188, scope: !199, inlinedAt: !207)
!237 = !DILocation(line: 29, column: 31, scope: !192)
!238 = !DILocation(line: 29, column: 23, scope: !192)
!239 = distinct !{!239, !179, !240, !169}
!240 = !DILocation(line: 29, column: 104, scope: !89)
!241 = !DILocation(line: 31, column: 30, scope: !92)
!242 = !DILocation(line: 0, scope: !92)
!243 = !DILocation(line: 31, column: 41, scope: !92)
!244 = !DILocation(line: 31, column: 48, scope: !92)
!245 = !DILocation(line: 31, column: 68, scope: !92)
!246 = !DILocation(line: 31, column: 77, scope: !92)
!247 = !DILocation(line: 31, column: 84, scope: !92)
!248 = !DILocation(line: 31, column: 93, scope: !92)
!249 = !DILocation(line: 31, column: 82, scope: !92)
!250 = !DILocation(line: 31, column: 60, scope: !92)
!251 = !DILocation(line: 31, column: 118, scope: !92)
!252 = !DILocation(line: 0, scope: !199, inlinedAt: !253)
!253 = distinct !DILocation(line: 31, column: 111, scope: !92)
!254 = !DILocation(line: 12, column: 37, scope: !199, inlinedAt: !253)
!255 = !DILocation(line: 12, column: 41, scope: !199, inlinedAt: !253)
!256 = !DILocation(line: 12, column: 49, scope: !199, inlinedAt: !253)
!257 = !DILocation(line: 12, column: 61, scope: !199, inlinedAt: !253)
!258 = !DILocation(line: 12, column: 63, scope: !199, inlinedAt: !253)
!259 = !DILocation(line: 12, column: 88, scope: !199, inlinedAt: !253)
!260 = !DILocation(line: 12, column: 93, scope: !199, inlinedAt: !253)
!261 = !DILocation(line: 12, column: 80, scope: !199, inlinedAt: !253)
!262 = !DILocation(line: 0, scope: !217, inlinedAt: !263)
!263 = distinct !DILocation(line: 12, column: 66, scope: !199, inlinedAt: !253)
!264 = !DILocation(line: 11, column: 56, scope: !217, inlinedAt: !263)
!265 = !DILocation(line: 11, column: 65, scope: !217, inlinedAt: !263)
!266 = !DILocation(line: 11, column: 54, scope: !217, inlinedAt: !263)
!267 = !DILocation(line: 11, column: 70, scope: !217, inlinedAt: !263)
!268 = !DILocation(line: 12, column: 54, scope: !199, inlinedAt: !253)
!269 = !DILocation(line: 12, column: 71, scope: !199, inlinedAt: !253)
!270 = !DILocation(line: 0, scope: !205, inlinedAt: !253)
!271 = !DILocation(line: 12, column: 127, scope: !205, inlinedAt: !253)
!272 = !DILocation(line: 12, column: 166, scope: !205, inlinedAt: !253)
!273 = distinct !{!273, !268, !274, !169}
!274 = !DILocation(line: 12, column: 188, scope: !199, inlinedAt: !253)
!275 = distinct !{!275, !189, !276, !169}
!276 = !DILocation(line: 31, column: 123, scope: !9)
!277 = !DILocation(line: 32, column: 10, scope: !9)
!278 = !DILocation(line: 32, column: 5, scope: !9)
!279 = !DILocalVariable(name: "code", scope: !280, file: !2, line: 17, type: !54)
!280 = distinct !DISubprogram(name: "canonical", scope: !2, file: !2, line: 16, type: !281, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !283)
!281 = !DISubroutineType(types: !282)
!282 = !{null}
!283 = !{!279, !284, !286}
!284 = !DILocalVariable(name: "len", scope: !285, file: !2, line: 18, type: !12)
!285 = distinct !DILexicalBlock(scope: !280, file: !2, line: 18, column: 5)
!286 = !DILocalVariable(name: "s", scope: !287, file: !2, line: 18, type: !12)
!287 = distinct !DILexicalBlock(scope: !288, file: !2, line: 18, column: 43)
!288 = distinct !DILexicalBlock(scope: !289, file: !2, line: 18, column: 41)
!289 = distinct !DILexicalBlock(scope: !285, file: !2, line: 18, column: 5)
!290 = !DILocation(line: 0, scope: !280, inlinedAt: !291)
!291 = distinct !DILocation(line: 32, column: 21, scope: !9)
!292 = !DILocation(line: 0, scope: !285, inlinedAt: !291)
!293 = !DILocation(line: 18, column: 5, scope: !285, inlinedAt: !291)
!294 = !DILocation(line: 0, scope: !287, inlinedAt: !291)
!295 = !DILocation(line: 18, column: 43, scope: !287, inlinedAt: !291)
!296 = !DILocation(line: 18, column: 117, scope: !288, inlinedAt: !291)
!297 = !DILocation(line: 18, column: 37, scope: !289, inlinedAt: !291)
!298 = !DILocation(line: 18, column: 27, scope: !289, inlinedAt: !291)
!299 = distinct !{!299, !293, !300, !169}
!300 = !DILocation(line: 18, column: 124, scope: !285, inlinedAt: !291)
!301 = !DILocation(line: 33, column: 47, scope: !302)
!302 = distinct !DILexicalBlock(scope: !96, file: !2, line: 33, column: 21)
!303 = !DILocation(line: 33, column: 55, scope: !304)
!304 = distinct !DILexicalBlock(scope: !302, file: !2, line: 33, column: 55)
!305 = !DILocation(line: 33, column: 55, scope: !302)
!306 = distinct !{!306, !307, !308, !169, !309, !310}
!307 = !DILocation(line: 33, column: 21, scope: !96)
!308 = !DILocation(line: 33, column: 88, scope: !96)
!309 = !{!"llvm.loop.isvectorized", i32 1}
!310 = !{!"llvm.loop.unroll.runtime.disable"}
!311 = !DILocation(line: 34, column: 20, scope: !9)
!312 = !DILocation(line: 0, scope: !106)
!313 = !DILocation(line: 34, column: 53, scope: !106)
!314 = !DILocation(line: 18, column: 77, scope: !315, inlinedAt: !291)
!315 = distinct !DILexicalBlock(scope: !316, file: !2, line: 18, column: 77)
!316 = distinct !DILexicalBlock(scope: !287, file: !2, line: 18, column: 43)
!317 = !DILocation(line: 18, column: 85, scope: !315, inlinedAt: !291)
!318 = !DILocation(line: 18, column: 77, scope: !316, inlinedAt: !291)
!319 = !DILocation(line: 18, column: 108, scope: !315, inlinedAt: !291)
!320 = !DILocation(line: 18, column: 93, scope: !315, inlinedAt: !291)
!321 = !DILocation(line: 18, column: 102, scope: !315, inlinedAt: !291)
!322 = !DILocation(line: 18, column: 69, scope: !316, inlinedAt: !291)
!323 = !DILocation(line: 18, column: 61, scope: !316, inlinedAt: !291)
!324 = distinct !{!324, !295, !325, !169}
!325 = !DILocation(line: 18, column: 108, scope: !287, inlinedAt: !291)
!326 = !DILocation(line: 35, column: 119, scope: !9)
!327 = !DILocation(line: 35, column: 136, scope: !9)
!328 = !DILocation(line: 35, column: 5, scope: !9)
!329 = !DILocation(line: 0, scope: !108)
!330 = !DILocation(line: 36, column: 81, scope: !331)
!331 = distinct !DILexicalBlock(scope: !108, file: !2, line: 36, column: 5)
!332 = !DILocation(line: 36, column: 90, scope: !331)
!333 = !DILocation(line: 36, column: 99, scope: !331)
!334 = !DILocation(line: 36, column: 38, scope: !331)
!335 = !DILocation(line: 38, column: 5, scope: !9)
!336 = !DILocation(line: 38, column: 14, scope: !9)
!337 = distinct !DIAssignID()
!338 = !DILocation(line: 38, column: 33, scope: !9)
!339 = distinct !DIAssignID()
!340 = !DILocation(line: 38, column: 52, scope: !9)
!341 = !DILocation(line: 38, column: 77, scope: !9)
!342 = distinct !DIAssignID()
!343 = !DILocation(line: 0, scope: !120)
!344 = !DILocation(line: 39, column: 5, scope: !120)
!345 = !DILocation(line: 34, column: 102, scope: !346)
!346 = distinct !DILexicalBlock(scope: !106, file: !2, line: 34, column: 53)
!347 = !DILocation(line: 34, column: 96, scope: !346)
!348 = !DILocation(line: 34, column: 113, scope: !346)
!349 = !DILocalVariable(name: "w", arg: 1, scope: !350, file: !2, line: 21, type: !353)
!350 = distinct !DISubprogram(name: "putbits", scope: !2, file: !2, line: 21, type: !351, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !354)
!351 = !DISubroutineType(types: !352)
!352 = !{null, !353, !54, !12}
!353 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!354 = !{!349, !355, !356, !357}
!355 = !DILocalVariable(name: "v", arg: 2, scope: !350, file: !2, line: 21, type: !54)
!356 = !DILocalVariable(name: "n", arg: 3, scope: !350, file: !2, line: 21, type: !12)
!357 = !DILocalVariable(name: "i", scope: !358, file: !2, line: 21, type: !12)
!358 = distinct !DILexicalBlock(scope: !350, file: !2, line: 21, column: 49)
!359 = !DILocation(line: 0, scope: !350, inlinedAt: !360)
!360 = distinct !DILocation(line: 34, column: 84, scope: !346)
!361 = !DILocation(line: 0, scope: !358, inlinedAt: !360)
!362 = !DILocation(line: 21, column: 71, scope: !363, inlinedAt: !360)
!363 = distinct !DILexicalBlock(scope: !358, file: !2, line: 21, column: 49)
!364 = !DILocation(line: 21, column: 49, scope: !358, inlinedAt: !360)
!365 = !DILocation(line: 34, scope: !9)
!366 = !DILocation(line: 21, scope: !358, inlinedAt: !360)
!367 = !DILocation(line: 21, column: 97, scope: !368, inlinedAt: !360)
!368 = distinct !DILexicalBlock(scope: !369, file: !2, line: 21, column: 88)
!369 = distinct !DILexicalBlock(scope: !363, file: !2, line: 21, column: 82)
!370 = !DILocation(line: 21, column: 88, scope: !369, inlinedAt: !360)
!371 = !DILocation(line: 21, column: 143, scope: !368, inlinedAt: !360)
!372 = !DILocation(line: 21, column: 119, scope: !368, inlinedAt: !360)
!373 = !DILocation(line: 21, column: 102, scope: !368, inlinedAt: !360)
!374 = !DILocation(line: 21, column: 125, scope: !368, inlinedAt: !360)
!375 = !DILocation(line: 21, column: 173, scope: !369, inlinedAt: !360)
!376 = distinct !{!376, !364, !377, !169}
!377 = !DILocation(line: 21, column: 177, scope: !358, inlinedAt: !360)
!378 = !DILocation(line: 34, column: 80, scope: !346)
!379 = !DILocation(line: 34, column: 74, scope: !346)
!380 = distinct !{!380, !313, !381, !169}
!381 = !DILocation(line: 34, column: 127, scope: !106)
!382 = !DILocation(line: 39, column: 43, scope: !123)
!383 = !DILocation(line: 39, column: 53, scope: !123)
!384 = !DILocation(line: 0, scope: !122)
!385 = !DILocation(line: 39, column: 59, scope: !122)
!386 = !DILocation(line: 39, column: 37, scope: !124)
!387 = !DILocation(line: 39, column: 27, scope: !124)
!388 = distinct !{!388, !344, !389, !169}
!389 = !DILocation(line: 39, column: 145, scope: !120)
!390 = !DILocation(line: 39, column: 93, scope: !391)
!391 = distinct !DILexicalBlock(scope: !392, file: !2, line: 39, column: 93)
!392 = distinct !DILexicalBlock(scope: !122, file: !2, line: 39, column: 59)
!393 = !DILocation(line: 39, column: 101, scope: !391)
!394 = !DILocation(line: 39, column: 93, scope: !392)
!395 = !DILocation(line: 39, column: 120, scope: !396)
!396 = distinct !DILexicalBlock(scope: !391, file: !2, line: 39, column: 109)
!397 = !DILocation(line: 39, column: 111, scope: !396)
!398 = !DILocation(line: 39, column: 124, scope: !396)
!399 = !DILocation(line: 39, column: 139, scope: !396)
!400 = !DILocation(line: 39, column: 143, scope: !396)
!401 = !DILocation(line: 39, column: 85, scope: !392)
!402 = !DILocation(line: 39, column: 77, scope: !392)
!403 = distinct !{!403, !385, !404, !169}
!404 = !DILocation(line: 39, column: 143, scope: !122)
!405 = !DILocation(line: 41, column: 20, scope: !9)
!406 = !DILocation(line: 0, scope: !131)
!407 = !DILocation(line: 42, column: 5, scope: !131)
!408 = !DILocation(line: 0, scope: !127)
!409 = !DILocation(line: 40, column: 62, scope: !410)
!410 = distinct !DILexicalBlock(scope: !411, file: !2, line: 40, column: 60)
!411 = distinct !DILexicalBlock(scope: !127, file: !2, line: 40, column: 24)
!412 = !DILocation(line: 40, column: 73, scope: !410)
!413 = !DILocation(line: 40, column: 96, scope: !410)
!414 = !DILocation(line: 40, column: 94, scope: !410)
!415 = !DILocation(line: 40, column: 108, scope: !410)
!416 = !DILocation(line: 40, column: 56, scope: !411)
!417 = !DILocation(line: 40, column: 46, scope: !411)
!418 = !DILocation(line: 40, column: 24, scope: !127)
!419 = distinct !{!419, !418, !420, !169}
!420 = !DILocation(line: 40, column: 114, scope: !127)
!421 = !DILocation(line: 44, column: 9, scope: !422)
!422 = distinct !DILexicalBlock(scope: !133, file: !2, line: 44, column: 9)
!423 = !DILocation(line: 46, column: 14, scope: !9)
!424 = !DILocation(line: 46, column: 36, scope: !9)
!425 = !DILocation(line: 46, column: 41, scope: !9)
!426 = !DILocation(line: 47, column: 30, scope: !9)
!427 = !DILocation(line: 47, column: 5, scope: !9)
!428 = !DILocation(line: 48, column: 5, scope: !9)
!429 = !DILocation(line: 48, column: 16, scope: !9)
!430 = !DILocation(line: 49, column: 12, scope: !9)
!431 = !DILocation(line: 50, column: 1, scope: !9)
!432 = !DILocation(line: 0, scope: !133)
!433 = !DILocation(line: 44, column: 27, scope: !434)
!434 = distinct !DILexicalBlock(scope: !435, file: !2, line: 44, column: 18)
!435 = distinct !DILexicalBlock(scope: !422, file: !2, line: 44, column: 9)
!436 = !DILocation(line: 44, column: 44, scope: !434)
!437 = !DILocation(line: 44, column: 37, scope: !434)
!438 = !DILocation(line: 44, column: 50, scope: !434)
!439 = !DILocation(line: 44, column: 69, scope: !434)
!440 = !DILocation(line: 44, column: 33, scope: !434)
!441 = !DILocation(line: 44, column: 77, scope: !434)
!442 = !DILocation(line: 44, column: 84, scope: !434)
!443 = !DILocation(line: 44, column: 92, scope: !444)
!444 = distinct !DILexicalBlock(scope: !434, file: !2, line: 44, column: 92)
!445 = !DILocation(line: 44, column: 103, scope: !444)
!446 = !DILocation(line: 44, column: 110, scope: !444)
!447 = !DILocation(line: 44, column: 108, scope: !444)
!448 = !DILocation(line: 44, column: 121, scope: !444)
!449 = !DILocation(line: 44, column: 92, scope: !434)
!450 = distinct !{!450, !421, !451}
!451 = !DILocation(line: 44, column: 207, scope: !422)
!452 = !DILocation(line: 44, column: 162, scope: !453)
!453 = distinct !DILexicalBlock(scope: !444, file: !2, line: 44, column: 135)
!454 = !DILocation(line: 44, column: 172, scope: !453)
!455 = !DILocation(line: 44, column: 155, scope: !453)
!456 = !DILocation(line: 44, column: 146, scope: !453)
!457 = !DILocation(line: 44, column: 137, scope: !453)
!458 = !DILocation(line: 44, column: 144, scope: !453)
!459 = !DILocation(line: 42, column: 32, scope: !134)
!460 = !DILocation(line: 42, column: 26, scope: !134)
!461 = distinct !{!461, !407, !462, !169}
!462 = !DILocation(line: 45, column: 5, scope: !131)
!463 = distinct !DISubprogram(name: "pop", scope: !2, file: !2, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !464)
!464 = !{!465, !466, !467, !471, !472}
!465 = !DILocalVariable(name: "r", scope: !463, file: !2, line: 13, type: !12)
!466 = !DILocalVariable(name: "i", scope: !463, file: !2, line: 13, type: !12)
!467 = !DILocalVariable(name: "l", scope: !468, file: !2, line: 13, type: !12)
!468 = distinct !DILexicalBlock(scope: !469, file: !2, line: 13, column: 83)
!469 = distinct !DILexicalBlock(scope: !470, file: !2, line: 13, column: 74)
!470 = distinct !DILexicalBlock(scope: !463, file: !2, line: 13, column: 74)
!471 = !DILocalVariable(name: "m", scope: !468, file: !2, line: 13, type: !12)
!472 = !DILocalVariable(name: "t", scope: !468, file: !2, line: 13, type: !12)
!473 = !DILocation(line: 13, column: 32, scope: !463)
!474 = !DILocation(line: 0, scope: !463)
!475 = !DILocation(line: 13, column: 56, scope: !463)
!476 = !DILocation(line: 13, column: 51, scope: !463)
!477 = !DILocation(line: 13, column: 49, scope: !463)
!478 = !DILocation(line: 13, column: 74, scope: !463)
!479 = !DILocation(line: 13, column: 67, scope: !463)
!480 = !DILocation(line: 13, column: 95, scope: !468)
!481 = !DILocation(line: 13, column: 99, scope: !468)
!482 = !DILocation(line: 0, scope: !468)
!483 = !DILocation(line: 13, column: 117, scope: !484)
!484 = distinct !DILexicalBlock(scope: !468, file: !2, line: 13, column: 115)
!485 = !DILocation(line: 13, column: 122, scope: !484)
!486 = !DILocation(line: 13, column: 130, scope: !484)
!487 = !DILocation(line: 0, scope: !217, inlinedAt: !488)
!488 = distinct !DILocation(line: 13, column: 125, scope: !484)
!489 = !DILocation(line: 11, column: 40, scope: !217, inlinedAt: !488)
!490 = !DILocation(line: 11, column: 49, scope: !217, inlinedAt: !488)
!491 = !DILocation(line: 11, column: 65, scope: !217, inlinedAt: !488)
!492 = !DILocation(line: 11, column: 54, scope: !217, inlinedAt: !488)
!493 = !DILocation(line: 11, column: 70, scope: !217, inlinedAt: !488)
!494 = !DILocation(line: 13, column: 125, scope: !484)
!495 = !DILocation(line: 13, column: 115, scope: !468)
!496 = !DILocation(line: 13, scope: !468)
!497 = !DILocation(line: 13, column: 162, scope: !498)
!498 = distinct !DILexicalBlock(scope: !468, file: !2, line: 13, column: 160)
!499 = !DILocation(line: 13, column: 166, scope: !498)
!500 = !DILocation(line: 13, column: 171, scope: !498)
!501 = !DILocation(line: 13, column: 179, scope: !498)
!502 = !DILocation(line: 13, column: 192, scope: !498)
!503 = !DILocation(line: 0, scope: !217, inlinedAt: !504)
!504 = distinct !DILocation(line: 13, column: 174, scope: !498)
!505 = !DILocation(line: 11, column: 40, scope: !217, inlinedAt: !504)
!506 = !DILocation(line: 11, column: 49, scope: !217, inlinedAt: !504)
!507 = !DILocation(line: 11, column: 56, scope: !217, inlinedAt: !504)
!508 = !DILocation(line: 11, column: 65, scope: !217, inlinedAt: !504)
!509 = !DILocation(line: 11, column: 54, scope: !217, inlinedAt: !504)
!510 = !DILocation(line: 11, column: 70, scope: !217, inlinedAt: !504)
!511 = !DILocation(line: 13, column: 174, scope: !498)
!512 = !DILocation(line: 13, column: 160, scope: !468)
!513 = !DILocation(line: 13, column: 219, scope: !514)
!514 = distinct !DILexicalBlock(scope: !468, file: !2, line: 13, column: 217)
!515 = !DILocation(line: 13, column: 217, scope: !468)
!516 = !DILocation(line: 13, column: 240, scope: !468)
!517 = !DILocation(line: 13, column: 259, scope: !468)
!518 = !DILocation(line: 13, column: 257, scope: !468)
!519 = !DILocation(line: 13, column: 276, scope: !468)
!520 = !DILocation(line: 13, column: 290, scope: !463)
!521 = distinct !DISubprogram(name: "walk", scope: !2, file: !2, line: 15, type: !522, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !524)
!522 = !DISubroutineType(types: !523)
!523 = !{null, !12, !12}
!524 = !{!525, !526}
!525 = !DILocalVariable(name: "n", arg: 1, scope: !521, file: !2, line: 15, type: !12)
!526 = !DILocalVariable(name: "depth", arg: 2, scope: !521, file: !2, line: 15, type: !12)
!527 = !DILocation(line: 0, scope: !521)
!528 = !DILocation(line: 15, column: 42, scope: !529)
!529 = distinct !DILexicalBlock(scope: !521, file: !2, line: 15, column: 42)
!530 = !DILocation(line: 15, column: 51, scope: !529)
!531 = !{!227, !177, i64 4}
!532 = !DILocation(line: 15, column: 55, scope: !529)
!533 = !DILocation(line: 15, column: 42, scope: !521)
!534 = !DILocation(line: 15, column: 94, scope: !535)
!535 = distinct !DILexicalBlock(scope: !529, file: !2, line: 15, column: 61)
!536 = !DILocation(line: 15, column: 84, scope: !535)
!537 = !DILocation(line: 15, column: 63, scope: !535)
!538 = !DILocation(line: 15, column: 82, scope: !535)
!539 = !DILocation(line: 15, column: 189, scope: !521)
!540 = !DILocation(line: 15, column: 138, scope: !521)
!541 = !{!227, !177, i64 8}
!542 = !DILocation(line: 15, column: 150, scope: !521)
!543 = !DILocation(line: 15, column: 124, scope: !521)
!544 = !DILocation(line: 15, column: 170, scope: !521)
!545 = !{!227, !177, i64 12}
!546 = !DISubprogram(name: "calloc", scope: !547, file: !547, line: 556, type: !548, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!547 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!548 = !DISubroutineType(types: !549)
!549 = !{!550, !82, !82}
!550 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!551 = !DISubprogram(name: "printf", scope: !552, file: !552, line: 356, type: !553, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!552 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!553 = !DISubroutineType(types: !554)
!554 = !{!12, !555, null}
!555 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !79)
!556 = !DISubprogram(name: "malloc", scope: !547, file: !547, line: 553, type: !557, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!557 = !DISubroutineType(types: !558)
!558 = !{!550, !82}
!559 = !DISubprogram(name: "free", scope: !547, file: !547, line: 568, type: !560, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!560 = !DISubroutineType(types: !561)
!561 = !{null, !550}
