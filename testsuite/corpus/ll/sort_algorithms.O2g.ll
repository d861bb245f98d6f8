; ModuleID = 'programs/sort_algorithms.c'
source_filename = "programs/sort_algorithms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.base = internal unnamed_addr global [3000 x i32] zeroinitializer, align 16, !dbg !0
@main.a = internal unnamed_addr global [3000 x i32] zeroinitializer, align 16, !dbg !18
@.str = private unnamed_addr constant [10 x i8] c"insertion\00", align 1, !dbg !23
@.str.1 = private unnamed_addr constant [6 x i8] c"shell\00", align 1, !dbg !29
@.str.2 = private unnamed_addr constant [5 x i8] c"heap\00", align 1, !dbg !34
@.str.3 = private unnamed_addr constant [6 x i8] c"quick\00", align 1, !dbg !39
@.str.4 = private unnamed_addr constant [6 x i8] c"merge\00", align 1, !dbg !41
@.str.5 = private unnamed_addr constant [6 x i8] c"radix\00", align 1, !dbg !43
@__const.main.names.rel = private unnamed_addr constant [6 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@.str.6 = private unnamed_addr constant [40 x i8] c"%-9s sorted=%d hash=%08x min=%d max=%d\0A\00", align 1, !dbg !45
@.str.7 = private unnamed_addr constant [31 x i8] c"counting sorted=%d a[1500]=%d\0A\00", align 1, !dbg !50
@rng = internal unnamed_addr global i32 -1831433054, align 4, !dbg !55

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !2 {
  %1 = alloca [257 x i32], align 16, !DIAssignID !81
    #dbg_value(i32 0, !58, !DIExpression(), !82)
  %2 = load i32, ptr @rng, align 4, !tbaa !83
  br label %4, !dbg !87

3:                                                ; preds = %4
  store i32 %12, ptr @rng, align 4, !dbg !88, !tbaa !83
    #dbg_value(i32 0, !66, !DIExpression(), !94)
    #dbg_value(i32 1, !65, !DIExpression(), !95)
    #dbg_value(i32 0, !64, !DIExpression(), !95)
  br label %30, !dbg !96

4:                                                ; preds = %0, %4
  %5 = phi i64 [ 0, %0 ], [ %16, %4 ]
  %6 = phi i32 [ %2, %0 ], [ %12, %4 ]
    #dbg_value(i64 %5, !58, !DIExpression(), !82)
  %7 = shl i32 %6, 13, !dbg !97
  %8 = xor i32 %7, %6, !dbg !98
  %9 = lshr i32 %8, 17, !dbg !99
  %10 = xor i32 %9, %8, !dbg !100
  %11 = shl i32 %10, 5, !dbg !101
  %12 = xor i32 %11, %10, !dbg !102
  %13 = urem i32 %12, 2000001, !dbg !103
  %14 = add nsw i32 %13, -1000000, !dbg !104
  %15 = getelementptr inbounds [3000 x i32], ptr @main.base, i64 0, i64 %5, !dbg !105
  store i32 %14, ptr %15, align 4, !dbg !106, !tbaa !83
  %16 = add nuw nsw i64 %5, 1, !dbg !107
    #dbg_value(i64 %16, !58, !DIExpression(), !82)
  %17 = icmp eq i64 %16, 3000, !dbg !108
  br i1 %17, label %3, label %4, !dbg !87, !llvm.loop !109

18:                                               ; preds = %683, %18
  %19 = phi i64 [ %28, %18 ], [ 0, %683 ], !dbg !112
  %20 = getelementptr inbounds [3000 x i32], ptr @main.base, i64 0, i64 %19, !dbg !114
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !114
  %22 = load <4 x i32>, ptr %20, align 16, !dbg !114, !tbaa !83
  %23 = load <4 x i32>, ptr %21, align 16, !dbg !114, !tbaa !83
  %24 = srem <4 x i32> %22, <i32 100, i32 100, i32 100, i32 100>, !dbg !115
  %25 = srem <4 x i32> %23, <i32 100, i32 100, i32 100, i32 100>, !dbg !115
  %26 = getelementptr inbounds [3000 x i32], ptr @main.a, i64 0, i64 %19, !dbg !116
  %27 = getelementptr inbounds i8, ptr %26, i64 16, !dbg !117
  store <4 x i32> %24, ptr %26, align 16, !dbg !117, !tbaa !83
  store <4 x i32> %25, ptr %27, align 16, !dbg !117, !tbaa !83
  %28 = add nuw i64 %19, 8, !dbg !112
  %29 = icmp eq i64 %28, 3000, !dbg !112
  br i1 %29, label %690, label %18, !dbg !112, !llvm.loop !118

30:                                               ; preds = %3, %683
  %31 = phi i64 [ 0, %3 ], [ %688, %683 ]
  %32 = phi i32 [ 1, %3 ], [ %651, %683 ]
  %33 = phi i32 [ 0, %3 ], [ %611, %683 ]
    #dbg_value(i64 %31, !66, !DIExpression(), !94)
    #dbg_value(i32 %32, !65, !DIExpression(), !95)
    #dbg_value(i32 %33, !64, !DIExpression(), !95)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12000) @main.a, ptr noundef nonnull align 16 dereferenceable(12000) @main.base, i64 12000, i1 false), !dbg !123
  %34 = trunc nuw nsw i64 %31 to i32, !dbg !124
  switch i32 %34, label %248 [
    i32 0, label %35
    i32 1, label %56
    i32 2, label %85
    i32 3, label %160
    i32 4, label %161
  ], !dbg !124

35:                                               ; preds = %30, %49
  %36 = phi i64 [ %54, %49 ], [ 1, %30 ]
    #dbg_value(i64 %36, !125, !DIExpression(), !138)
  %37 = getelementptr inbounds i32, ptr @main.a, i64 %36, !dbg !141
  %38 = load i32, ptr %37, align 4, !dbg !141, !tbaa !83
    #dbg_value(i32 %38, !134, !DIExpression(), !142)
    #dbg_value(i64 %36, !137, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !142)
  br label %39, !dbg !143

39:                                               ; preds = %46, %35
  %40 = phi i64 [ %36, %35 ], [ %41, %46 ]
  %41 = add nsw i64 %40, -1, !dbg !144
  %42 = and i64 %41, 4294967295, !dbg !145
  %43 = getelementptr inbounds i32, ptr @main.a, i64 %42, !dbg !145
  %44 = load i32, ptr %43, align 4, !dbg !145, !tbaa !83
  %45 = icmp sgt i32 %44, %38, !dbg !146
  br i1 %45, label %46, label %49, !dbg !147

46:                                               ; preds = %39
  %47 = getelementptr inbounds i32, ptr @main.a, i64 %40, !dbg !148
  store i32 %44, ptr %47, align 4, !dbg !150, !tbaa !83
    #dbg_value(i64 %41, !137, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !142)
  %48 = icmp sgt i64 %40, 1, !dbg !151
  br i1 %48, label %39, label %49, !dbg !143, !llvm.loop !152

49:                                               ; preds = %46, %39
  %50 = phi i64 [ 0, %46 ], [ %40, %39 ]
  %51 = shl i64 %50, 32, !dbg !154
  %52 = ashr exact i64 %51, 30, !dbg !154
  %53 = getelementptr inbounds i8, ptr @main.a, i64 %52, !dbg !154
  store i32 %38, ptr %53, align 4, !dbg !155, !tbaa !83
  %54 = add nuw nsw i64 %36, 1, !dbg !156
    #dbg_value(i64 %54, !125, !DIExpression(), !138)
  %55 = icmp eq i64 %54, 3000, !dbg !157
  br i1 %55, label %583, label %35, !dbg !158, !llvm.loop !159

56:                                               ; preds = %30, %59
  %57 = phi i32 [ %60, %59 ], [ 1500, %30 ]
    #dbg_value(i32 %57, !161, !DIExpression(), !174)
    #dbg_value(i32 %57, !167, !DIExpression(), !176)
  %58 = zext nneg i32 %57 to i64, !dbg !177
  br label %62, !dbg !177

59:                                               ; preds = %79
  %60 = lshr i32 %57, 1, !dbg !178
    #dbg_value(i32 %60, !161, !DIExpression(), !174)
  %61 = icmp ult i32 %57, 2, !dbg !179
  br i1 %61, label %583, label %56, !dbg !180, !llvm.loop !181

62:                                               ; preds = %79, %56
  %63 = phi i64 [ %58, %56 ], [ %83, %79 ]
    #dbg_value(i64 %63, !167, !DIExpression(), !176)
  %64 = getelementptr inbounds i32, ptr @main.a, i64 %63, !dbg !183
  %65 = load i32, ptr %64, align 4, !dbg !183, !tbaa !83
    #dbg_value(i32 %65, !170, !DIExpression(), !184)
    #dbg_value(i64 %63, !173, !DIExpression(), !184)
  %66 = icmp ult i64 %63, %58, !dbg !185
  %67 = trunc nuw nsw i64 %63 to i32, !dbg !186
  br i1 %66, label %79, label %68, !dbg !186

68:                                               ; preds = %62, %75
  %69 = phi i32 [ %70, %75 ], [ %67, %62 ]
    #dbg_value(i32 %69, !173, !DIExpression(), !184)
  %70 = sub nsw i32 %69, %57, !dbg !187
  %71 = sext i32 %70 to i64, !dbg !188
  %72 = getelementptr inbounds i32, ptr @main.a, i64 %71, !dbg !188
  %73 = load i32, ptr %72, align 4, !dbg !188, !tbaa !83
  %74 = icmp sgt i32 %73, %65, !dbg !189
  br i1 %74, label %75, label %79, !dbg !190

75:                                               ; preds = %68
  %76 = zext nneg i32 %69 to i64, !dbg !191
  %77 = getelementptr inbounds i32, ptr @main.a, i64 %76, !dbg !191
  store i32 %73, ptr %77, align 4, !dbg !193, !tbaa !83
    #dbg_value(i32 %70, !173, !DIExpression(), !184)
  %78 = icmp slt i32 %70, %57, !dbg !185
  br i1 %78, label %79, label %68, !dbg !186, !llvm.loop !194

79:                                               ; preds = %75, %68, %62
  %80 = phi i32 [ %67, %62 ], [ %69, %68 ], [ %70, %75 ], !dbg !196
  %81 = sext i32 %80 to i64, !dbg !197
  %82 = getelementptr inbounds i32, ptr @main.a, i64 %81, !dbg !197
  store i32 %65, ptr %82, align 4, !dbg !198, !tbaa !83
  %83 = add nuw nsw i64 %63, 1, !dbg !199
    #dbg_value(i64 %83, !167, !DIExpression(), !176)
  %84 = icmp eq i64 %83, 3000, !dbg !200
  br i1 %84, label %59, label %62, !dbg !177, !llvm.loop !201

85:                                               ; preds = %30, %117
  %86 = phi i32 [ %118, %117 ], [ 1499, %30 ]
    #dbg_value(i32 %86, !203, !DIExpression(), !214)
    #dbg_value(ptr @main.a, !216, !DIExpression(), !228)
    #dbg_value(i32 %86, !221, !DIExpression(), !228)
    #dbg_value(i32 3000, !222, !DIExpression(), !228)
  %87 = shl nuw nsw i32 %86, 1, !dbg !231
  %88 = or disjoint i32 %87, 1, !dbg !232
  br label %89, !dbg !233

89:                                               ; preds = %113, %85
  %90 = phi i32 [ %115, %113 ], [ %88, %85 ]
  %91 = phi i32 [ %114, %113 ], [ %87, %85 ]
  %92 = phi i32 [ %105, %113 ], [ %86, %85 ]
    #dbg_value(i32 %92, !221, !DIExpression(), !228)
  %93 = icmp slt i32 %91, 2998, !dbg !235
  br i1 %93, label %94, label %104, !dbg !233

94:                                               ; preds = %89
  %95 = add nsw i32 %91, 2, !dbg !236
  %96 = sext i32 %95 to i64, !dbg !237
  %97 = getelementptr inbounds i32, ptr @main.a, i64 %96, !dbg !237
  %98 = load i32, ptr %97, align 8, !dbg !237, !tbaa !83
  %99 = sext i32 %90 to i64, !dbg !238
  %100 = getelementptr inbounds i32, ptr @main.a, i64 %99, !dbg !238
  %101 = load i32, ptr %100, align 4, !dbg !238, !tbaa !83
  %102 = icmp sgt i32 %98, %101, !dbg !239
  %103 = select i1 %102, i32 %95, i32 %90, !dbg !240
  br label %104, !dbg !240

104:                                              ; preds = %94, %89
  %105 = phi i32 [ %90, %89 ], [ %103, %94 ], !dbg !241
    #dbg_value(i32 %105, !223, !DIExpression(), !242)
  %106 = sext i32 %92 to i64, !dbg !243
  %107 = getelementptr inbounds i32, ptr @main.a, i64 %106, !dbg !243
  %108 = load i32, ptr %107, align 4, !dbg !243, !tbaa !83
  %109 = sext i32 %105 to i64, !dbg !245
  %110 = getelementptr inbounds i32, ptr @main.a, i64 %109, !dbg !245
  %111 = load i32, ptr %110, align 4, !dbg !245, !tbaa !83
  %112 = icmp slt i32 %108, %111, !dbg !246
  br i1 %112, label %113, label %117, !dbg !247

113:                                              ; preds = %104
    #dbg_value(i32 %108, !227, !DIExpression(), !242)
  store i32 %111, ptr %107, align 4, !dbg !248, !tbaa !83
  store i32 %108, ptr %110, align 4, !dbg !249, !tbaa !83
    #dbg_value(i32 %105, !221, !DIExpression(), !228)
  %114 = shl nsw i32 %105, 1, !dbg !231
  %115 = or disjoint i32 %114, 1, !dbg !232
    #dbg_value(i32 %115, !223, !DIExpression(), !242)
  %116 = icmp slt i32 %115, 3000, !dbg !250
  br i1 %116, label %89, label %117, !dbg !252

117:                                              ; preds = %113, %104
    #dbg_value(i32 poison, !221, !DIExpression(), !228)
  %118 = add nsw i32 %86, -1, !dbg !253
    #dbg_value(i32 %118, !203, !DIExpression(), !214)
  %119 = icmp eq i32 %86, 0, !dbg !254
  br i1 %119, label %120, label %85, !dbg !255, !llvm.loop !256

120:                                              ; preds = %117
    #dbg_value(i64 2999, !209, !DIExpression(), !258)
  %121 = load i32, ptr @main.a, align 16, !dbg !259, !tbaa !83
  %122 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 11996), align 4, !dbg !260, !tbaa !83
  store i32 %122, ptr @main.a, align 16, !dbg !261, !tbaa !83
  store i32 %121, ptr getelementptr inbounds (i8, ptr @main.a, i64 11996), align 4, !dbg !262, !tbaa !83
  br label %123, !dbg !263

123:                                              ; preds = %120, %154
  %124 = phi i64 [ 2999, %120 ], [ %155, %154 ]
    #dbg_value(i64 %124, !209, !DIExpression(), !258)
  br label %125, !dbg !265

125:                                              ; preds = %123, %149
  %126 = phi i32 [ %151, %149 ], [ 1, %123 ]
  %127 = phi i32 [ %150, %149 ], [ 0, %123 ]
  %128 = phi i32 [ %141, %149 ], [ 0, %123 ]
    #dbg_value(i32 %128, !221, !DIExpression(), !266)
  %129 = add nsw i32 %127, 2, !dbg !267
  %130 = sext i32 %129 to i64, !dbg !268
  %131 = icmp sgt i64 %124, %130, !dbg !268
  br i1 %131, label %132, label %140, !dbg !265

132:                                              ; preds = %125
  %133 = getelementptr inbounds i32, ptr @main.a, i64 %130, !dbg !269
  %134 = load i32, ptr %133, align 8, !dbg !269, !tbaa !83
  %135 = sext i32 %126 to i64, !dbg !270
  %136 = getelementptr inbounds i32, ptr @main.a, i64 %135, !dbg !270
  %137 = load i32, ptr %136, align 4, !dbg !270, !tbaa !83
  %138 = icmp sgt i32 %134, %137, !dbg !271
  %139 = select i1 %138, i32 %129, i32 %126, !dbg !272
  br label %140, !dbg !272

140:                                              ; preds = %132, %125
  %141 = phi i32 [ %126, %125 ], [ %139, %132 ], !dbg !273
    #dbg_value(i32 %141, !223, !DIExpression(), !274)
  %142 = sext i32 %128 to i64, !dbg !275
  %143 = getelementptr inbounds i32, ptr @main.a, i64 %142, !dbg !275
  %144 = load i32, ptr %143, align 4, !dbg !275, !tbaa !83
  %145 = sext i32 %141 to i64, !dbg !276
  %146 = getelementptr inbounds i32, ptr @main.a, i64 %145, !dbg !276
  %147 = load i32, ptr %146, align 4, !dbg !276, !tbaa !83
  %148 = icmp slt i32 %144, %147, !dbg !277
  br i1 %148, label %149, label %154, !dbg !278

149:                                              ; preds = %140
    #dbg_value(i32 %144, !227, !DIExpression(), !274)
  store i32 %147, ptr %143, align 4, !dbg !279, !tbaa !83
  store i32 %144, ptr %146, align 4, !dbg !280, !tbaa !83
    #dbg_value(i32 %141, !221, !DIExpression(), !266)
  %150 = shl nsw i32 %141, 1, !dbg !281
  %151 = or disjoint i32 %150, 1, !dbg !282
    #dbg_value(i32 %151, !223, !DIExpression(), !274)
  %152 = sext i32 %151 to i64, !dbg !283
  %153 = icmp sgt i64 %124, %152, !dbg !283
  br i1 %153, label %125, label %154, !dbg !263

154:                                              ; preds = %149, %140
    #dbg_value(i32 poison, !221, !DIExpression(), !266)
  %155 = add nsw i64 %124, -1, !dbg !284
    #dbg_value(i64 %155, !209, !DIExpression(), !258)
  %156 = load i32, ptr @main.a, align 16, !dbg !259, !tbaa !83
    #dbg_value(i32 %156, !211, !DIExpression(), !285)
  %157 = getelementptr inbounds i32, ptr @main.a, i64 %155, !dbg !260
  %158 = load i32, ptr %157, align 4, !dbg !260, !tbaa !83
  store i32 %158, ptr @main.a, align 16, !dbg !261, !tbaa !83
  store i32 %156, ptr %157, align 4, !dbg !262, !tbaa !83
    #dbg_value(ptr @main.a, !216, !DIExpression(), !266)
    #dbg_value(i32 0, !221, !DIExpression(), !266)
    #dbg_value(i64 %155, !222, !DIExpression(), !266)
  %159 = icmp eq i64 %155, 1, !dbg !283
  br i1 %159, label %583, label %123, !dbg !263

160:                                              ; preds = %30
  tail call fastcc void @quick(i32 noundef 0, i32 noundef 2999), !dbg !286
  br label %583, !dbg !287

161:                                              ; preds = %30
    #dbg_value(ptr @main.a, !288, !DIExpression(), !306)
    #dbg_value(i32 3000, !291, !DIExpression(), !306)
  %162 = tail call noalias dereferenceable_or_null(12000) ptr @malloc(i64 noundef 12000) #11, !dbg !308
    #dbg_value(ptr %162, !292, !DIExpression(), !306)
    #dbg_value(i32 1, !293, !DIExpression(), !309)
  br label %163, !dbg !310

163:                                              ; preds = %171, %161
  %164 = phi i32 [ 1, %161 ], [ %165, %171 ]
    #dbg_value(i32 %164, !293, !DIExpression(), !309)
  %165 = shl i32 %164, 1
    #dbg_value(i32 0, !295, !DIExpression(), !311)
  %166 = zext nneg i32 %164 to i64, !dbg !312
  %167 = shl nuw nsw i64 %166, 1, !dbg !312
  br label %173, !dbg !312

168:                                              ; preds = %235, %232
    #dbg_value(i32 %183, !295, !DIExpression(), !311)
  %169 = icmp ult i32 %183, 3000, !dbg !313
  %170 = add nuw nsw i64 %174, %167, !dbg !312
  br i1 %169, label %173, label %171, !dbg !312, !llvm.loop !314

171:                                              ; preds = %168
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12000) @main.a, ptr noundef nonnull align 4 dereferenceable(12000) %162, i64 12000, i1 false), !dbg !316
    #dbg_value(i32 %165, !293, !DIExpression(), !309)
  %172 = icmp ult i32 %164, 1500, !dbg !317
  br i1 %172, label %163, label %247, !dbg !310, !llvm.loop !318

173:                                              ; preds = %168, %163
  %174 = phi i64 [ %170, %168 ], [ %166, %163 ]
  %175 = phi i64 [ %182, %168 ], [ 0, %163 ]
  %176 = tail call i64 @llvm.umin.i64(i64 %174, i64 3000)
  %177 = trunc i64 %175 to i32
  %178 = add nuw nsw i32 %165, %177, !dbg !320
  %179 = tail call i32 @llvm.umin.i32(i32 %178, i32 3000), !dbg !320
  %180 = add nuw nsw i32 %164, %177, !dbg !320
  %181 = tail call i32 @llvm.umin.i32(i32 %180, i32 3000), !dbg !320
    #dbg_value(i32 %177, !295, !DIExpression(), !311)
    #dbg_value(i32 %181, !299, !DIExpression(), !321)
  %182 = add nuw nsw i64 %175, %167, !dbg !312
  %183 = trunc i64 %182 to i32, !dbg !322
  %184 = tail call i32 @llvm.umin.i32(i32 %183, i32 3000), !dbg !323
    #dbg_value(i32 %184, !302, !DIExpression(), !321)
    #dbg_value(i32 %177, !303, !DIExpression(), !321)
    #dbg_value(i32 %181, !304, !DIExpression(), !321)
    #dbg_value(i32 %177, !305, !DIExpression(), !321)
  %185 = icmp ult i32 %180, %184, !dbg !324
  br i1 %185, label %210, label %188, !dbg !325

186:                                              ; preds = %210
  %187 = trunc nuw i64 %227 to i32, !dbg !326
  br label %188, !dbg !326

188:                                              ; preds = %186, %173
  %189 = phi i32 [ %177, %173 ], [ %222, %186 ], !dbg !321
  %190 = phi i32 [ %181, %173 ], [ %225, %186 ], !dbg !327
  %191 = phi i32 [ %177, %173 ], [ %187, %186 ], !dbg !321
    #dbg_value(i32 %191, !305, !DIExpression(), !321)
    #dbg_value(i32 %189, !303, !DIExpression(), !321)
  %192 = icmp slt i32 %189, %181, !dbg !326
  br i1 %192, label %193, label %232, !dbg !328

193:                                              ; preds = %188
  %194 = zext i32 %191 to i64, !dbg !328
  %195 = shl nuw nsw i64 %194, 2, !dbg !328
  %196 = getelementptr i8, ptr %162, i64 %195, !dbg !328
  %197 = zext nneg i32 %189 to i64, !dbg !328
  %198 = shl nuw nsw i64 %197, 2, !dbg !328
  %199 = getelementptr i8, ptr @main.a, i64 %198, !dbg !328
  %200 = xor i32 %189, -1, !dbg !328
  %201 = add i32 %181, %200, !dbg !328
  %202 = zext i32 %201 to i64, !dbg !328
  %203 = shl nuw nsw i64 %202, 2, !dbg !328
  %204 = add nuw nsw i64 %203, 4, !dbg !328
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %196, ptr noundef nonnull align 4 dereferenceable(1) %199, i64 %204, i1 false), !dbg !329, !tbaa !83
  %205 = add nuw nsw i64 %197, 1, !dbg !328
  %206 = tail call i64 @llvm.umax.i64(i64 %176, i64 %205), !dbg !328
  %207 = trunc nuw i64 %206 to i32, !dbg !328
  %208 = add i32 %191, %207, !dbg !328
    #dbg_value(i64 poison, !305, !DIExpression(), !321)
    #dbg_value(i64 poison, !303, !DIExpression(), !321)
  %209 = sub i32 %208, %189, !dbg !328
  br label %232, !dbg !330

210:                                              ; preds = %173, %210
  %211 = phi i64 [ %227, %210 ], [ %175, %173 ]
  %212 = phi i32 [ %225, %210 ], [ %181, %173 ]
  %213 = phi i32 [ %222, %210 ], [ %177, %173 ]
    #dbg_value(i64 %211, !305, !DIExpression(), !321)
    #dbg_value(i32 %212, !304, !DIExpression(), !321)
    #dbg_value(i32 %213, !303, !DIExpression(), !321)
  %214 = zext nneg i32 %213 to i64, !dbg !331
  %215 = getelementptr inbounds i32, ptr @main.a, i64 %214, !dbg !331
  %216 = load i32, ptr %215, align 4, !dbg !331, !tbaa !83
  %217 = zext nneg i32 %212 to i64, !dbg !332
  %218 = getelementptr inbounds i32, ptr @main.a, i64 %217, !dbg !332
  %219 = load i32, ptr %218, align 4, !dbg !332, !tbaa !83
  %220 = icmp sle i32 %216, %219, !dbg !333
  %221 = zext i1 %220 to i32, !dbg !331
  %222 = add nuw nsw i32 %213, %221, !dbg !331
  %223 = xor i1 %220, true, !dbg !331
  %224 = zext i1 %223 to i32, !dbg !331
  %225 = add nuw nsw i32 %212, %224, !dbg !331
  %226 = tail call i32 @llvm.smin.i32(i32 %216, i32 %219), !dbg !331
    #dbg_value(i32 %225, !304, !DIExpression(), !321)
    #dbg_value(i32 %222, !303, !DIExpression(), !321)
  %227 = add nuw nsw i64 %211, 1, !dbg !334
    #dbg_value(i64 %227, !305, !DIExpression(), !321)
  %228 = getelementptr inbounds i32, ptr %162, i64 %211, !dbg !335
  store i32 %226, ptr %228, align 4, !dbg !336, !tbaa !83
  %229 = icmp ult i32 %222, %181, !dbg !337
  %230 = icmp ult i32 %225, %184, !dbg !324
  %231 = select i1 %229, i1 %230, i1 false, !dbg !324
  br i1 %231, label %210, label %186, !dbg !325, !llvm.loop !338

232:                                              ; preds = %193, %188
  %233 = phi i32 [ %191, %188 ], [ %209, %193 ], !dbg !321
    #dbg_value(i32 %233, !305, !DIExpression(), !321)
    #dbg_value(i32 %190, !304, !DIExpression(), !321)
  %234 = icmp slt i32 %190, %184, !dbg !330
  br i1 %234, label %235, label %168, !dbg !340

235:                                              ; preds = %232
  %236 = zext i32 %233 to i64, !dbg !340
  %237 = shl nuw nsw i64 %236, 2, !dbg !340
  %238 = getelementptr i8, ptr %162, i64 %237, !dbg !340
  %239 = sext i32 %190 to i64, !dbg !340
  %240 = shl nsw i64 %239, 2, !dbg !340
  %241 = getelementptr i8, ptr @main.a, i64 %240, !dbg !340
  %242 = xor i32 %190, -1, !dbg !340
  %243 = add i32 %179, %242, !dbg !340
  %244 = zext i32 %243 to i64, !dbg !340
  %245 = shl nuw nsw i64 %244, 2, !dbg !340
  %246 = add nuw nsw i64 %245, 4, !dbg !340
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %238, ptr noundef nonnull align 4 dereferenceable(1) %241, i64 %246, i1 false), !dbg !341, !tbaa !83
    #dbg_value(i64 poison, !305, !DIExpression(), !321)
    #dbg_value(i64 poison, !304, !DIExpression(), !321)
  br label %168, !dbg !313

247:                                              ; preds = %171
  tail call void @free(ptr noundef nonnull %162) #12, !dbg !342
  br label %583, !dbg !343

248:                                              ; preds = %30
    #dbg_assign(i1 undef, !344, !DIExpression(), !81, ptr %1, !DIExpression(), !370)
    #dbg_value(ptr @main.a, !350, !DIExpression(), !372)
    #dbg_value(i32 3000, !351, !DIExpression(), !372)
  %249 = tail call noalias dereferenceable_or_null(12000) ptr @malloc(i64 noundef 12000) #11, !dbg !373
    #dbg_value(ptr %249, !352, !DIExpression(), !372)
  %250 = tail call noalias dereferenceable_or_null(12000) ptr @malloc(i64 noundef 12000) #11, !dbg !374
    #dbg_value(ptr %250, !354, !DIExpression(), !372)
    #dbg_value(i32 0, !355, !DIExpression(), !375)
  br label %251, !dbg !376

251:                                              ; preds = %262, %248
  %252 = phi i64 [ 0, %248 ], [ %272, %262 ], !dbg !377
  %253 = getelementptr inbounds i32, ptr @main.a, i64 %252, !dbg !379
  %254 = getelementptr inbounds i8, ptr %253, i64 16, !dbg !379
  %255 = load <4 x i32>, ptr %253, align 16, !dbg !379, !tbaa !83
  %256 = load <4 x i32>, ptr %254, align 16, !dbg !379, !tbaa !83
  %257 = xor <4 x i32> %255, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !380
  %258 = xor <4 x i32> %256, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !380
  %259 = getelementptr inbounds i32, ptr %249, i64 %252, !dbg !381
  %260 = getelementptr inbounds i8, ptr %259, i64 16, !dbg !382
  store <4 x i32> %257, ptr %259, align 4, !dbg !382, !tbaa !83
  store <4 x i32> %258, ptr %260, align 4, !dbg !382, !tbaa !83
  %261 = icmp eq i64 %252, 2992, !dbg !377
  br i1 %261, label %273, label %262, !dbg !377, !llvm.loop !383

262:                                              ; preds = %251
  %263 = or disjoint i64 %252, 8, !dbg !377
  %264 = getelementptr inbounds i32, ptr @main.a, i64 %263, !dbg !379
  %265 = getelementptr inbounds i8, ptr %264, i64 16, !dbg !379
  %266 = load <4 x i32>, ptr %264, align 16, !dbg !379, !tbaa !83
  %267 = load <4 x i32>, ptr %265, align 16, !dbg !379, !tbaa !83
  %268 = xor <4 x i32> %266, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !380
  %269 = xor <4 x i32> %267, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !380
  %270 = getelementptr inbounds i32, ptr %249, i64 %263, !dbg !381
  %271 = getelementptr inbounds i8, ptr %270, i64 16, !dbg !382
  store <4 x i32> %268, ptr %270, align 4, !dbg !382, !tbaa !83
  store <4 x i32> %269, ptr %271, align 4, !dbg !382, !tbaa !83
  %272 = add nuw nsw i64 %252, 16, !dbg !377
  br label %251

273:                                              ; preds = %251
    #dbg_value(ptr %249, !352, !DIExpression(), !372)
    #dbg_value(i32 0, !357, !DIExpression(), !385)
    #dbg_value(ptr %250, !354, !DIExpression(), !372)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #12, !dbg !386
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %1, i8 0, i64 1028, i1 false), !dbg !387, !DIAssignID !388
    #dbg_assign(i8 0, !344, !DIExpression(), !388, ptr %1, !DIExpression(), !370)
    #dbg_value(i32 0, !358, !DIExpression(), !389)
  %274 = getelementptr inbounds i8, ptr %249, i64 4, !dbg !390
  %275 = getelementptr inbounds i8, ptr %249, i64 8, !dbg !390
  br label %276, !dbg !390

276:                                              ; preds = %276, %273
  %277 = phi i64 [ 0, %273 ], [ %302, %276 ]
    #dbg_value(i64 %277, !358, !DIExpression(), !389)
  %278 = getelementptr inbounds i32, ptr %249, i64 %277, !dbg !391
  %279 = load i32, ptr %278, align 4, !dbg !391, !tbaa !83
  %280 = and i32 %279, 255, !dbg !393
  %281 = add nuw nsw i32 %280, 1, !dbg !394
  %282 = zext nneg i32 %281 to i64, !dbg !395
  %283 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %282, !dbg !395
  %284 = load i32, ptr %283, align 4, !dbg !396, !tbaa !83
  %285 = add nsw i32 %284, 1, !dbg !396
  store i32 %285, ptr %283, align 4, !dbg !396, !tbaa !83
    #dbg_value(i64 %277, !358, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !389)
  %286 = getelementptr inbounds i32, ptr %274, i64 %277, !dbg !391
  %287 = load i32, ptr %286, align 4, !dbg !391, !tbaa !83
  %288 = and i32 %287, 255, !dbg !393
  %289 = add nuw nsw i32 %288, 1, !dbg !394
  %290 = zext nneg i32 %289 to i64, !dbg !395
  %291 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %290, !dbg !395
  %292 = load i32, ptr %291, align 4, !dbg !396, !tbaa !83
  %293 = add nsw i32 %292, 1, !dbg !396
  store i32 %293, ptr %291, align 4, !dbg !396, !tbaa !83
    #dbg_value(i64 %277, !358, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !389)
  %294 = getelementptr inbounds i32, ptr %275, i64 %277, !dbg !391
  %295 = load i32, ptr %294, align 4, !dbg !391, !tbaa !83
  %296 = and i32 %295, 255, !dbg !393
  %297 = add nuw nsw i32 %296, 1, !dbg !394
  %298 = zext nneg i32 %297 to i64, !dbg !395
  %299 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %298, !dbg !395
  %300 = load i32, ptr %299, align 4, !dbg !396, !tbaa !83
  %301 = add nsw i32 %300, 1, !dbg !396
  store i32 %301, ptr %299, align 4, !dbg !396, !tbaa !83
  %302 = add nuw nsw i64 %277, 3, !dbg !397
    #dbg_value(i64 %302, !358, !DIExpression(), !389)
  %303 = icmp eq i64 %302, 3000, !dbg !398
  br i1 %303, label %304, label %276, !dbg !390, !llvm.loop !399

304:                                              ; preds = %276, %304
  %305 = phi i32 [ %322, %304 ], [ 0, %276 ], !dbg !401
  %306 = phi i64 [ %319, %304 ], [ 0, %276 ]
    #dbg_value(i64 %306, !360, !DIExpression(), !403)
  %307 = or disjoint i64 %306, 1, !dbg !404
  %308 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %307, !dbg !405
  %309 = load i32, ptr %308, align 4, !dbg !406, !tbaa !83
  %310 = add nsw i32 %309, %305, !dbg !406
  store i32 %310, ptr %308, align 4, !dbg !406, !tbaa !83
    #dbg_value(i64 %307, !360, !DIExpression(), !403)
  %311 = or disjoint i64 %306, 2, !dbg !404
  %312 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %311, !dbg !405
  %313 = load i32, ptr %312, align 8, !dbg !406, !tbaa !83
  %314 = add nsw i32 %313, %310, !dbg !406
  store i32 %314, ptr %312, align 8, !dbg !406, !tbaa !83
    #dbg_value(i64 %311, !360, !DIExpression(), !403)
  %315 = or disjoint i64 %306, 3, !dbg !404
  %316 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %315, !dbg !405
  %317 = load i32, ptr %316, align 4, !dbg !406, !tbaa !83
  %318 = add nsw i32 %317, %314, !dbg !406
  store i32 %318, ptr %316, align 4, !dbg !406, !tbaa !83
    #dbg_value(i64 %315, !360, !DIExpression(), !403)
  %319 = add nuw nsw i64 %306, 4, !dbg !404
  %320 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %319, !dbg !405
  %321 = load i32, ptr %320, align 16, !dbg !406, !tbaa !83
  %322 = add nsw i32 %321, %318, !dbg !406
  store i32 %322, ptr %320, align 16, !dbg !406, !tbaa !83
    #dbg_value(i64 %319, !360, !DIExpression(), !403)
  %323 = icmp eq i64 %319, 256, !dbg !407
  br i1 %323, label %559, label %304, !dbg !408, !llvm.loop !409

324:                                              ; preds = %559
    #dbg_value(ptr %249, !364, !DIExpression(), !370)
    #dbg_value(ptr %250, !352, !DIExpression(), !372)
    #dbg_value(ptr %249, !354, !DIExpression(), !372)
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #12, !dbg !411
    #dbg_value(i32 8, !357, !DIExpression(), !385)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #12, !dbg !386
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %1, i8 0, i64 1028, i1 false), !dbg !387, !DIAssignID !388
    #dbg_assign(i8 0, !344, !DIExpression(), !388, ptr %1, !DIExpression(), !370)
    #dbg_value(i32 0, !358, !DIExpression(), !389)
  br label %325, !dbg !390

325:                                              ; preds = %325, %324
  %326 = phi i64 [ 0, %324 ], [ %346, %325 ]
    #dbg_value(i64 %326, !358, !DIExpression(), !389)
  %327 = getelementptr inbounds i32, ptr %250, i64 %326, !dbg !391
  %328 = load i32, ptr %327, align 4, !dbg !391, !tbaa !83
  %329 = lshr i32 %328, 8, !dbg !412
  %330 = and i32 %329, 255, !dbg !393
  %331 = add nuw nsw i32 %330, 1, !dbg !394
  %332 = zext nneg i32 %331 to i64, !dbg !395
  %333 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %332, !dbg !395
  %334 = load i32, ptr %333, align 4, !dbg !396, !tbaa !83
  %335 = add nsw i32 %334, 1, !dbg !396
  store i32 %335, ptr %333, align 4, !dbg !396, !tbaa !83
  %336 = or disjoint i64 %326, 1, !dbg !397
    #dbg_value(i64 %336, !358, !DIExpression(), !389)
  %337 = getelementptr inbounds i32, ptr %250, i64 %336, !dbg !391
  %338 = load i32, ptr %337, align 4, !dbg !391, !tbaa !83
  %339 = lshr i32 %338, 8, !dbg !412
  %340 = and i32 %339, 255, !dbg !393
  %341 = add nuw nsw i32 %340, 1, !dbg !394
  %342 = zext nneg i32 %341 to i64, !dbg !395
  %343 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %342, !dbg !395
  %344 = load i32, ptr %343, align 4, !dbg !396, !tbaa !83
  %345 = add nsw i32 %344, 1, !dbg !396
  store i32 %345, ptr %343, align 4, !dbg !396, !tbaa !83
  %346 = add nuw nsw i64 %326, 2, !dbg !397
    #dbg_value(i64 %346, !358, !DIExpression(), !389)
  %347 = icmp eq i64 %346, 3000, !dbg !398
  br i1 %347, label %348, label %325, !dbg !390, !llvm.loop !413

348:                                              ; preds = %325, %348
  %349 = phi i32 [ %366, %348 ], [ 0, %325 ], !dbg !401
  %350 = phi i64 [ %363, %348 ], [ 0, %325 ]
    #dbg_value(i64 %350, !360, !DIExpression(), !403)
  %351 = or disjoint i64 %350, 1, !dbg !404
  %352 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %351, !dbg !405
  %353 = load i32, ptr %352, align 4, !dbg !406, !tbaa !83
  %354 = add nsw i32 %353, %349, !dbg !406
  store i32 %354, ptr %352, align 4, !dbg !406, !tbaa !83
    #dbg_value(i64 %351, !360, !DIExpression(), !403)
  %355 = or disjoint i64 %350, 2, !dbg !404
  %356 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %355, !dbg !405
  %357 = load i32, ptr %356, align 8, !dbg !406, !tbaa !83
  %358 = add nsw i32 %357, %354, !dbg !406
  store i32 %358, ptr %356, align 8, !dbg !406, !tbaa !83
    #dbg_value(i64 %355, !360, !DIExpression(), !403)
  %359 = or disjoint i64 %350, 3, !dbg !404
  %360 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %359, !dbg !405
  %361 = load i32, ptr %360, align 4, !dbg !406, !tbaa !83
  %362 = add nsw i32 %361, %358, !dbg !406
  store i32 %362, ptr %360, align 4, !dbg !406, !tbaa !83
    #dbg_value(i64 %359, !360, !DIExpression(), !403)
  %363 = add nuw nsw i64 %350, 4, !dbg !404
  %364 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %363, !dbg !405
  %365 = load i32, ptr %364, align 16, !dbg !406, !tbaa !83
  %366 = add nsw i32 %365, %362, !dbg !406
  store i32 %366, ptr %364, align 16, !dbg !406, !tbaa !83
    #dbg_value(i64 %363, !360, !DIExpression(), !403)
  %367 = icmp eq i64 %363, 256, !dbg !407
  br i1 %367, label %368, label %348, !dbg !408, !llvm.loop !414

368:                                              ; preds = %348, %368
  %369 = phi i64 [ %391, %368 ], [ 0, %348 ]
    #dbg_value(i64 %369, !362, !DIExpression(), !415)
  %370 = getelementptr inbounds i32, ptr %250, i64 %369, !dbg !416
  %371 = load i32, ptr %370, align 4, !dbg !416, !tbaa !83
  %372 = lshr i32 %371, 8, !dbg !418
  %373 = and i32 %372, 255, !dbg !419
  %374 = zext nneg i32 %373 to i64, !dbg !420
  %375 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %374, !dbg !420
  %376 = load i32, ptr %375, align 4, !dbg !421, !tbaa !83
  %377 = add nsw i32 %376, 1, !dbg !421
  store i32 %377, ptr %375, align 4, !dbg !421, !tbaa !83
  %378 = sext i32 %376 to i64, !dbg !422
  %379 = getelementptr inbounds i32, ptr %249, i64 %378, !dbg !422
  store i32 %371, ptr %379, align 4, !dbg !423, !tbaa !83
  %380 = or disjoint i64 %369, 1, !dbg !424
    #dbg_value(i64 %380, !362, !DIExpression(), !415)
  %381 = getelementptr inbounds i32, ptr %250, i64 %380, !dbg !416
  %382 = load i32, ptr %381, align 4, !dbg !416, !tbaa !83
  %383 = lshr i32 %382, 8, !dbg !418
  %384 = and i32 %383, 255, !dbg !419
  %385 = zext nneg i32 %384 to i64, !dbg !420
  %386 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %385, !dbg !420
  %387 = load i32, ptr %386, align 4, !dbg !421, !tbaa !83
  %388 = add nsw i32 %387, 1, !dbg !421
  store i32 %388, ptr %386, align 4, !dbg !421, !tbaa !83
  %389 = sext i32 %387 to i64, !dbg !422
  %390 = getelementptr inbounds i32, ptr %249, i64 %389, !dbg !422
  store i32 %382, ptr %390, align 4, !dbg !423, !tbaa !83
  %391 = add nuw nsw i64 %369, 2, !dbg !424
    #dbg_value(i64 %391, !362, !DIExpression(), !415)
  %392 = icmp eq i64 %391, 3000, !dbg !425
  br i1 %392, label %393, label %368, !dbg !426, !llvm.loop !427

393:                                              ; preds = %368
    #dbg_value(ptr %250, !364, !DIExpression(), !370)
    #dbg_value(ptr %249, !352, !DIExpression(), !372)
    #dbg_value(ptr %250, !354, !DIExpression(), !372)
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #12, !dbg !411
    #dbg_value(i32 16, !357, !DIExpression(), !385)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #12, !dbg !386
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %1, i8 0, i64 1028, i1 false), !dbg !387, !DIAssignID !388
    #dbg_assign(i8 0, !344, !DIExpression(), !388, ptr %1, !DIExpression(), !370)
    #dbg_value(i32 0, !358, !DIExpression(), !389)
  br label %394, !dbg !390

394:                                              ; preds = %394, %393
  %395 = phi i64 [ 0, %393 ], [ %415, %394 ]
    #dbg_value(i64 %395, !358, !DIExpression(), !389)
  %396 = getelementptr inbounds i32, ptr %249, i64 %395, !dbg !391
  %397 = load i32, ptr %396, align 4, !dbg !391, !tbaa !83
  %398 = lshr i32 %397, 16, !dbg !412
  %399 = and i32 %398, 255, !dbg !393
  %400 = add nuw nsw i32 %399, 1, !dbg !394
  %401 = zext nneg i32 %400 to i64, !dbg !395
  %402 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %401, !dbg !395
  %403 = load i32, ptr %402, align 4, !dbg !396, !tbaa !83
  %404 = add nsw i32 %403, 1, !dbg !396
  store i32 %404, ptr %402, align 4, !dbg !396, !tbaa !83
  %405 = or disjoint i64 %395, 1, !dbg !397
    #dbg_value(i64 %405, !358, !DIExpression(), !389)
  %406 = getelementptr inbounds i32, ptr %249, i64 %405, !dbg !391
  %407 = load i32, ptr %406, align 4, !dbg !391, !tbaa !83
  %408 = lshr i32 %407, 16, !dbg !412
  %409 = and i32 %408, 255, !dbg !393
  %410 = add nuw nsw i32 %409, 1, !dbg !394
  %411 = zext nneg i32 %410 to i64, !dbg !395
  %412 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %411, !dbg !395
  %413 = load i32, ptr %412, align 4, !dbg !396, !tbaa !83
  %414 = add nsw i32 %413, 1, !dbg !396
  store i32 %414, ptr %412, align 4, !dbg !396, !tbaa !83
  %415 = add nuw nsw i64 %395, 2, !dbg !397
    #dbg_value(i64 %415, !358, !DIExpression(), !389)
  %416 = icmp eq i64 %415, 3000, !dbg !398
  br i1 %416, label %417, label %394, !dbg !390, !llvm.loop !429

417:                                              ; preds = %394, %417
  %418 = phi i32 [ %435, %417 ], [ 0, %394 ], !dbg !401
  %419 = phi i64 [ %432, %417 ], [ 0, %394 ]
    #dbg_value(i64 %419, !360, !DIExpression(), !403)
  %420 = or disjoint i64 %419, 1, !dbg !404
  %421 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %420, !dbg !405
  %422 = load i32, ptr %421, align 4, !dbg !406, !tbaa !83
  %423 = add nsw i32 %422, %418, !dbg !406
  store i32 %423, ptr %421, align 4, !dbg !406, !tbaa !83
    #dbg_value(i64 %420, !360, !DIExpression(), !403)
  %424 = or disjoint i64 %419, 2, !dbg !404
  %425 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %424, !dbg !405
  %426 = load i32, ptr %425, align 8, !dbg !406, !tbaa !83
  %427 = add nsw i32 %426, %423, !dbg !406
  store i32 %427, ptr %425, align 8, !dbg !406, !tbaa !83
    #dbg_value(i64 %424, !360, !DIExpression(), !403)
  %428 = or disjoint i64 %419, 3, !dbg !404
  %429 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %428, !dbg !405
  %430 = load i32, ptr %429, align 4, !dbg !406, !tbaa !83
  %431 = add nsw i32 %430, %427, !dbg !406
  store i32 %431, ptr %429, align 4, !dbg !406, !tbaa !83
    #dbg_value(i64 %428, !360, !DIExpression(), !403)
  %432 = add nuw nsw i64 %419, 4, !dbg !404
  %433 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %432, !dbg !405
  %434 = load i32, ptr %433, align 16, !dbg !406, !tbaa !83
  %435 = add nsw i32 %434, %431, !dbg !406
  store i32 %435, ptr %433, align 16, !dbg !406, !tbaa !83
    #dbg_value(i64 %432, !360, !DIExpression(), !403)
  %436 = icmp eq i64 %432, 256, !dbg !407
  br i1 %436, label %437, label %417, !dbg !408, !llvm.loop !430

437:                                              ; preds = %417, %437
  %438 = phi i64 [ %460, %437 ], [ 0, %417 ]
    #dbg_value(i64 %438, !362, !DIExpression(), !415)
  %439 = getelementptr inbounds i32, ptr %249, i64 %438, !dbg !416
  %440 = load i32, ptr %439, align 4, !dbg !416, !tbaa !83
  %441 = lshr i32 %440, 16, !dbg !418
  %442 = and i32 %441, 255, !dbg !419
  %443 = zext nneg i32 %442 to i64, !dbg !420
  %444 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %443, !dbg !420
  %445 = load i32, ptr %444, align 4, !dbg !421, !tbaa !83
  %446 = add nsw i32 %445, 1, !dbg !421
  store i32 %446, ptr %444, align 4, !dbg !421, !tbaa !83
  %447 = sext i32 %445 to i64, !dbg !422
  %448 = getelementptr inbounds i32, ptr %250, i64 %447, !dbg !422
  store i32 %440, ptr %448, align 4, !dbg !423, !tbaa !83
  %449 = or disjoint i64 %438, 1, !dbg !424
    #dbg_value(i64 %449, !362, !DIExpression(), !415)
  %450 = getelementptr inbounds i32, ptr %249, i64 %449, !dbg !416
  %451 = load i32, ptr %450, align 4, !dbg !416, !tbaa !83
  %452 = lshr i32 %451, 16, !dbg !418
  %453 = and i32 %452, 255, !dbg !419
  %454 = zext nneg i32 %453 to i64, !dbg !420
  %455 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %454, !dbg !420
  %456 = load i32, ptr %455, align 4, !dbg !421, !tbaa !83
  %457 = add nsw i32 %456, 1, !dbg !421
  store i32 %457, ptr %455, align 4, !dbg !421, !tbaa !83
  %458 = sext i32 %456 to i64, !dbg !422
  %459 = getelementptr inbounds i32, ptr %250, i64 %458, !dbg !422
  store i32 %451, ptr %459, align 4, !dbg !423, !tbaa !83
  %460 = add nuw nsw i64 %438, 2, !dbg !424
    #dbg_value(i64 %460, !362, !DIExpression(), !415)
  %461 = icmp eq i64 %460, 3000, !dbg !425
  br i1 %461, label %462, label %437, !dbg !426, !llvm.loop !431

462:                                              ; preds = %437
    #dbg_value(ptr %249, !364, !DIExpression(), !370)
    #dbg_value(ptr %250, !352, !DIExpression(), !372)
    #dbg_value(ptr %249, !354, !DIExpression(), !372)
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #12, !dbg !411
    #dbg_value(i32 24, !357, !DIExpression(), !385)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #12, !dbg !386
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %1, i8 0, i64 1028, i1 false), !dbg !387, !DIAssignID !388
    #dbg_assign(i8 0, !344, !DIExpression(), !388, ptr %1, !DIExpression(), !370)
    #dbg_value(i32 0, !358, !DIExpression(), !389)
  %463 = getelementptr inbounds i8, ptr %250, i64 4, !dbg !390
  %464 = getelementptr inbounds i8, ptr %250, i64 8, !dbg !390
  br label %465, !dbg !390

465:                                              ; preds = %465, %462
  %466 = phi i64 [ 0, %462 ], [ %491, %465 ]
    #dbg_value(i64 %466, !358, !DIExpression(), !389)
  %467 = getelementptr inbounds i32, ptr %250, i64 %466, !dbg !391
  %468 = load i32, ptr %467, align 4, !dbg !391, !tbaa !83
  %469 = lshr i32 %468, 24, !dbg !412
  %470 = add nuw nsw i32 %469, 1, !dbg !394
  %471 = zext nneg i32 %470 to i64, !dbg !395
  %472 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %471, !dbg !395
  %473 = load i32, ptr %472, align 4, !dbg !396, !tbaa !83
  %474 = add nsw i32 %473, 1, !dbg !396
  store i32 %474, ptr %472, align 4, !dbg !396, !tbaa !83
    #dbg_value(i64 %466, !358, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !389)
  %475 = getelementptr inbounds i32, ptr %463, i64 %466, !dbg !391
  %476 = load i32, ptr %475, align 4, !dbg !391, !tbaa !83
  %477 = lshr i32 %476, 24, !dbg !412
  %478 = add nuw nsw i32 %477, 1, !dbg !394
  %479 = zext nneg i32 %478 to i64, !dbg !395
  %480 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %479, !dbg !395
  %481 = load i32, ptr %480, align 4, !dbg !396, !tbaa !83
  %482 = add nsw i32 %481, 1, !dbg !396
  store i32 %482, ptr %480, align 4, !dbg !396, !tbaa !83
    #dbg_value(i64 %466, !358, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !389)
  %483 = getelementptr inbounds i32, ptr %464, i64 %466, !dbg !391
  %484 = load i32, ptr %483, align 4, !dbg !391, !tbaa !83
  %485 = lshr i32 %484, 24, !dbg !412
  %486 = add nuw nsw i32 %485, 1, !dbg !394
  %487 = zext nneg i32 %486 to i64, !dbg !395
  %488 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %487, !dbg !395
  %489 = load i32, ptr %488, align 4, !dbg !396, !tbaa !83
  %490 = add nsw i32 %489, 1, !dbg !396
  store i32 %490, ptr %488, align 4, !dbg !396, !tbaa !83
  %491 = add nuw nsw i64 %466, 3, !dbg !397
    #dbg_value(i64 %491, !358, !DIExpression(), !389)
  %492 = icmp eq i64 %491, 3000, !dbg !398
  br i1 %492, label %493, label %465, !dbg !390, !llvm.loop !432

493:                                              ; preds = %465, %493
  %494 = phi i32 [ %511, %493 ], [ 0, %465 ], !dbg !401
  %495 = phi i64 [ %508, %493 ], [ 0, %465 ]
    #dbg_value(i64 %495, !360, !DIExpression(), !403)
  %496 = or disjoint i64 %495, 1, !dbg !404
  %497 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %496, !dbg !405
  %498 = load i32, ptr %497, align 4, !dbg !406, !tbaa !83
  %499 = add nsw i32 %498, %494, !dbg !406
  store i32 %499, ptr %497, align 4, !dbg !406, !tbaa !83
    #dbg_value(i64 %496, !360, !DIExpression(), !403)
  %500 = or disjoint i64 %495, 2, !dbg !404
  %501 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %500, !dbg !405
  %502 = load i32, ptr %501, align 8, !dbg !406, !tbaa !83
  %503 = add nsw i32 %502, %499, !dbg !406
  store i32 %503, ptr %501, align 8, !dbg !406, !tbaa !83
    #dbg_value(i64 %500, !360, !DIExpression(), !403)
  %504 = or disjoint i64 %495, 3, !dbg !404
  %505 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %504, !dbg !405
  %506 = load i32, ptr %505, align 4, !dbg !406, !tbaa !83
  %507 = add nsw i32 %506, %503, !dbg !406
  store i32 %507, ptr %505, align 4, !dbg !406, !tbaa !83
    #dbg_value(i64 %504, !360, !DIExpression(), !403)
  %508 = add nuw nsw i64 %495, 4, !dbg !404
  %509 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %508, !dbg !405
  %510 = load i32, ptr %509, align 16, !dbg !406, !tbaa !83
  %511 = add nsw i32 %510, %507, !dbg !406
  store i32 %511, ptr %509, align 16, !dbg !406, !tbaa !83
    #dbg_value(i64 %508, !360, !DIExpression(), !403)
  %512 = icmp eq i64 %508, 256, !dbg !407
  br i1 %512, label %513, label %493, !dbg !408, !llvm.loop !433

513:                                              ; preds = %493, %513
  %514 = phi i64 [ %534, %513 ], [ 0, %493 ]
    #dbg_value(i64 %514, !362, !DIExpression(), !415)
  %515 = getelementptr inbounds i32, ptr %250, i64 %514, !dbg !416
  %516 = load i32, ptr %515, align 4, !dbg !416, !tbaa !83
  %517 = lshr i32 %516, 24, !dbg !418
  %518 = zext nneg i32 %517 to i64, !dbg !420
  %519 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %518, !dbg !420
  %520 = load i32, ptr %519, align 4, !dbg !421, !tbaa !83
  %521 = add nsw i32 %520, 1, !dbg !421
  store i32 %521, ptr %519, align 4, !dbg !421, !tbaa !83
  %522 = sext i32 %520 to i64, !dbg !422
  %523 = getelementptr inbounds i32, ptr %249, i64 %522, !dbg !422
  store i32 %516, ptr %523, align 4, !dbg !423, !tbaa !83
  %524 = or disjoint i64 %514, 1, !dbg !424
    #dbg_value(i64 %524, !362, !DIExpression(), !415)
  %525 = getelementptr inbounds i32, ptr %250, i64 %524, !dbg !416
  %526 = load i32, ptr %525, align 4, !dbg !416, !tbaa !83
  %527 = lshr i32 %526, 24, !dbg !418
  %528 = zext nneg i32 %527 to i64, !dbg !420
  %529 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %528, !dbg !420
  %530 = load i32, ptr %529, align 4, !dbg !421, !tbaa !83
  %531 = add nsw i32 %530, 1, !dbg !421
  store i32 %531, ptr %529, align 4, !dbg !421, !tbaa !83
  %532 = sext i32 %530 to i64, !dbg !422
  %533 = getelementptr inbounds i32, ptr %249, i64 %532, !dbg !422
  store i32 %526, ptr %533, align 4, !dbg !423, !tbaa !83
  %534 = add nuw nsw i64 %514, 2, !dbg !424
    #dbg_value(i64 %534, !362, !DIExpression(), !415)
  %535 = icmp eq i64 %534, 3000, !dbg !425
  br i1 %535, label %536, label %513, !dbg !426, !llvm.loop !434

536:                                              ; preds = %513
    #dbg_value(ptr %250, !364, !DIExpression(), !370)
    #dbg_value(ptr %249, !352, !DIExpression(), !372)
    #dbg_value(ptr %250, !354, !DIExpression(), !372)
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #12, !dbg !411
    #dbg_value(i32 32, !357, !DIExpression(), !385)
    #dbg_value(i32 0, !365, !DIExpression(), !435)
  br label %537, !dbg !436

537:                                              ; preds = %548, %536
  %538 = phi i64 [ 0, %536 ], [ %558, %548 ], !dbg !437
  %539 = getelementptr inbounds i32, ptr %249, i64 %538, !dbg !439
  %540 = getelementptr inbounds i8, ptr %539, i64 16, !dbg !439
  %541 = load <4 x i32>, ptr %539, align 4, !dbg !439, !tbaa !83
  %542 = load <4 x i32>, ptr %540, align 4, !dbg !439, !tbaa !83
  %543 = xor <4 x i32> %541, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !440
  %544 = xor <4 x i32> %542, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !440
  %545 = getelementptr inbounds i32, ptr @main.a, i64 %538, !dbg !441
  %546 = getelementptr inbounds i8, ptr %545, i64 16, !dbg !442
  store <4 x i32> %543, ptr %545, align 16, !dbg !442, !tbaa !83
  store <4 x i32> %544, ptr %546, align 16, !dbg !442, !tbaa !83
  %547 = icmp eq i64 %538, 2992, !dbg !437
  br i1 %547, label %582, label %548, !dbg !437, !llvm.loop !443

548:                                              ; preds = %537
  %549 = or disjoint i64 %538, 8, !dbg !437
  %550 = getelementptr inbounds i32, ptr %249, i64 %549, !dbg !439
  %551 = getelementptr inbounds i8, ptr %550, i64 16, !dbg !439
  %552 = load <4 x i32>, ptr %550, align 4, !dbg !439, !tbaa !83
  %553 = load <4 x i32>, ptr %551, align 4, !dbg !439, !tbaa !83
  %554 = xor <4 x i32> %552, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !440
  %555 = xor <4 x i32> %553, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, !dbg !440
  %556 = getelementptr inbounds i32, ptr @main.a, i64 %549, !dbg !441
  %557 = getelementptr inbounds i8, ptr %556, i64 16, !dbg !442
  store <4 x i32> %554, ptr %556, align 16, !dbg !442, !tbaa !83
  store <4 x i32> %555, ptr %557, align 16, !dbg !442, !tbaa !83
  %558 = add nuw nsw i64 %538, 16, !dbg !437
  br label %537

559:                                              ; preds = %304, %559
  %560 = phi i64 [ %580, %559 ], [ 0, %304 ]
    #dbg_value(i64 %560, !362, !DIExpression(), !415)
  %561 = getelementptr inbounds i32, ptr %249, i64 %560, !dbg !416
  %562 = load i32, ptr %561, align 4, !dbg !416, !tbaa !83
  %563 = and i32 %562, 255, !dbg !419
  %564 = zext nneg i32 %563 to i64, !dbg !420
  %565 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %564, !dbg !420
  %566 = load i32, ptr %565, align 4, !dbg !421, !tbaa !83
  %567 = add nsw i32 %566, 1, !dbg !421
  store i32 %567, ptr %565, align 4, !dbg !421, !tbaa !83
  %568 = sext i32 %566 to i64, !dbg !422
  %569 = getelementptr inbounds i32, ptr %250, i64 %568, !dbg !422
  store i32 %562, ptr %569, align 4, !dbg !423, !tbaa !83
  %570 = or disjoint i64 %560, 1, !dbg !424
    #dbg_value(i64 %570, !362, !DIExpression(), !415)
  %571 = getelementptr inbounds i32, ptr %249, i64 %570, !dbg !416
  %572 = load i32, ptr %571, align 4, !dbg !416, !tbaa !83
  %573 = and i32 %572, 255, !dbg !419
  %574 = zext nneg i32 %573 to i64, !dbg !420
  %575 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %574, !dbg !420
  %576 = load i32, ptr %575, align 4, !dbg !421, !tbaa !83
  %577 = add nsw i32 %576, 1, !dbg !421
  store i32 %577, ptr %575, align 4, !dbg !421, !tbaa !83
  %578 = sext i32 %576 to i64, !dbg !422
  %579 = getelementptr inbounds i32, ptr %250, i64 %578, !dbg !422
  store i32 %572, ptr %579, align 4, !dbg !423, !tbaa !83
  %580 = add nuw nsw i64 %560, 2, !dbg !424
    #dbg_value(i64 %580, !362, !DIExpression(), !415)
  %581 = icmp eq i64 %580, 3000, !dbg !425
  br i1 %581, label %324, label %559, !dbg !426, !llvm.loop !445

582:                                              ; preds = %537
  tail call void @free(ptr noundef nonnull %249) #12, !dbg !446
  tail call void @free(ptr noundef %250) #12, !dbg !447
  br label %583, !dbg !448

583:                                              ; preds = %154, %59, %49, %582, %247, %160
  br label %584, !dbg !449

584:                                              ; preds = %584, %583
  %585 = phi i64 [ 0, %583 ], [ %607, %584 ]
  %586 = phi i32 [ 0, %583 ], [ %606, %584 ]
    #dbg_value(i64 %585, !460, !DIExpression(), !462)
    #dbg_value(i32 %586, !459, !DIExpression(), !463)
  %587 = mul i32 %586, -1640531535, !dbg !464
  %588 = getelementptr inbounds i32, ptr @main.a, i64 %585, !dbg !466
  %589 = load i32, ptr %588, align 4, !dbg !466, !tbaa !83
  %590 = add i32 %589, %587, !dbg !467
    #dbg_value(i32 %590, !459, !DIExpression(), !463)
    #dbg_value(i64 %585, !460, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !462)
  %591 = mul i32 %590, -1640531535, !dbg !464
  %592 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 4), i64 %585, !dbg !466
  %593 = load i32, ptr %592, align 4, !dbg !466, !tbaa !83
  %594 = add i32 %593, %591, !dbg !467
    #dbg_value(i32 %594, !459, !DIExpression(), !463)
    #dbg_value(i64 %585, !460, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !462)
  %595 = mul i32 %594, -1640531535, !dbg !464
  %596 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 8), i64 %585, !dbg !466
  %597 = load i32, ptr %596, align 4, !dbg !466, !tbaa !83
  %598 = add i32 %597, %595, !dbg !467
    #dbg_value(i32 %598, !459, !DIExpression(), !463)
    #dbg_value(i64 %585, !460, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !462)
  %599 = mul i32 %598, -1640531535, !dbg !464
  %600 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 12), i64 %585, !dbg !466
  %601 = load i32, ptr %600, align 4, !dbg !466, !tbaa !83
  %602 = add i32 %601, %599, !dbg !467
    #dbg_value(i32 %602, !459, !DIExpression(), !463)
    #dbg_value(i64 %585, !460, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !462)
  %603 = mul i32 %602, -1640531535, !dbg !464
  %604 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 16), i64 %585, !dbg !466
  %605 = load i32, ptr %604, align 4, !dbg !466, !tbaa !83
  %606 = add i32 %605, %603, !dbg !467
    #dbg_value(i32 %606, !459, !DIExpression(), !463)
  %607 = add nuw nsw i64 %585, 5, !dbg !468
    #dbg_value(i64 %607, !460, !DIExpression(), !462)
  %608 = icmp eq i64 %607, 3000, !dbg !469
  br i1 %608, label %609, label %584, !dbg !449, !llvm.loop !470

609:                                              ; preds = %584
    #dbg_value(i32 %606, !68, !DIExpression(), !472)
  %610 = icmp eq i64 %31, 0, !dbg !473
  %611 = select i1 %610, i32 %606, i32 %33, !dbg !475
    #dbg_value(i32 %611, !64, !DIExpression(), !95)
  %612 = icmp eq i32 %606, %611, !dbg !476
  %613 = load i32, ptr @main.a, align 16, !dbg !477, !tbaa !83
  %614 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 4), align 4, !dbg !489, !tbaa !83
  br i1 %612, label %615, label %650, !dbg !490

615:                                              ; preds = %609
    #dbg_value(i64 1, !487, !DIExpression(), !491)
  %616 = icmp sgt i32 %613, %614, !dbg !493
  br i1 %616, label %645, label %617, !dbg !494

617:                                              ; preds = %615, %637
  %618 = phi i64 [ %638, %637 ], [ 1, %615 ]
    #dbg_value(i64 %618, !487, !DIExpression(), !491)
  %619 = add nuw nsw i64 %618, 1, !dbg !495
    #dbg_value(i64 %619, !487, !DIExpression(), !491)
    #dbg_value(i64 poison, !487, !DIExpression(), !491)
  %620 = getelementptr i32, ptr @main.a, i64 %619, !dbg !496
  %621 = getelementptr i8, ptr %620, i64 -4, !dbg !496
  %622 = load i32, ptr %621, align 4, !dbg !496, !tbaa !83
  %623 = load i32, ptr %620, align 4, !dbg !497, !tbaa !83
  %624 = icmp sgt i32 %622, %623, !dbg !493
    #dbg_value(i64 poison, !487, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !491)
  br i1 %624, label %642, label %625, !dbg !494, !llvm.loop !498

625:                                              ; preds = %617
    #dbg_value(i64 %619, !487, !DIExpression(), !491)
  %626 = add nuw nsw i64 %618, 2, !dbg !495
    #dbg_value(i64 %626, !487, !DIExpression(), !491)
    #dbg_value(i64 poison, !487, !DIExpression(), !491)
  %627 = getelementptr i32, ptr @main.a, i64 %626, !dbg !496
  %628 = load i32, ptr %627, align 4, !dbg !497, !tbaa !83
  %629 = icmp sgt i32 %623, %628, !dbg !493
    #dbg_value(i64 poison, !487, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !491)
  br i1 %629, label %642, label %630, !dbg !494, !llvm.loop !498

630:                                              ; preds = %625
    #dbg_value(i64 %626, !487, !DIExpression(), !491)
  %631 = add nuw nsw i64 %618, 3, !dbg !495
    #dbg_value(i64 %631, !487, !DIExpression(), !491)
  %632 = icmp eq i64 %631, 3000, !dbg !501
  br i1 %632, label %642, label %633, !dbg !499, !llvm.loop !498

633:                                              ; preds = %630
    #dbg_value(i64 poison, !487, !DIExpression(), !491)
  %634 = getelementptr i32, ptr @main.a, i64 %631, !dbg !496
  %635 = load i32, ptr %634, align 4, !dbg !497, !tbaa !83
  %636 = icmp sgt i32 %628, %635, !dbg !493
    #dbg_value(i64 poison, !487, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !491)
  br i1 %636, label %642, label %637, !dbg !494, !llvm.loop !498

637:                                              ; preds = %633
    #dbg_value(i64 %631, !487, !DIExpression(), !491)
    #dbg_value(i64 %618, !487, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !491)
  %638 = add nuw nsw i64 %618, 4, !dbg !495
    #dbg_value(i64 %638, !487, !DIExpression(), !491)
    #dbg_value(i64 poison, !487, !DIExpression(), !491)
  %639 = getelementptr i32, ptr @main.a, i64 %638, !dbg !496
  %640 = load i32, ptr %639, align 4, !dbg !497, !tbaa !83
  %641 = icmp sgt i32 %635, %640, !dbg !493
    #dbg_value(i64 poison, !487, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !491)
  br i1 %641, label %642, label %617, !dbg !494, !llvm.loop !498

642:                                              ; preds = %637, %633, %630, %625, %617
  %643 = phi i64 [ %618, %617 ], [ %619, %625 ], [ %626, %630 ], [ %626, %633 ], [ %631, %637 ]
  %644 = icmp ugt i64 %643, 2998
  br label %645, !dbg !502

645:                                              ; preds = %642, %615
  %646 = phi i1 [ false, %615 ], [ %644, %642 ], !dbg !501
  %647 = and i32 %32, 1, !dbg !502
  %648 = freeze i1 %646
  %649 = select i1 %648, i32 %647, i32 0, !dbg !502
  br label %650, !dbg !502

650:                                              ; preds = %645, %609
  %651 = phi i32 [ 0, %609 ], [ %649, %645 ], !dbg !502
    #dbg_value(i32 %651, !65, !DIExpression(), !95)
  %652 = shl i64 %31, 2, !dbg !503
  %653 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %652), !dbg !503
    #dbg_value(ptr @main.a, !485, !DIExpression(), !504)
    #dbg_value(i32 3000, !486, !DIExpression(), !504)
    #dbg_value(i64 1, !487, !DIExpression(), !505)
  %654 = icmp sgt i32 %613, %614, !dbg !506
  br i1 %654, label %683, label %655, !dbg !507

655:                                              ; preds = %650, %675
  %656 = phi i64 [ %676, %675 ], [ 1, %650 ]
    #dbg_value(i64 %656, !487, !DIExpression(), !505)
  %657 = add nuw nsw i64 %656, 1, !dbg !508
    #dbg_value(i64 %657, !487, !DIExpression(), !505)
    #dbg_value(i64 poison, !487, !DIExpression(), !505)
  %658 = getelementptr i32, ptr @main.a, i64 %657, !dbg !477
  %659 = getelementptr i8, ptr %658, i64 -4, !dbg !477
  %660 = load i32, ptr %659, align 4, !dbg !477, !tbaa !83
  %661 = load i32, ptr %658, align 4, !dbg !489, !tbaa !83
  %662 = icmp sgt i32 %660, %661, !dbg !506
    #dbg_value(i64 poison, !487, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !505)
  br i1 %662, label %680, label %663, !dbg !507, !llvm.loop !509

663:                                              ; preds = %655
    #dbg_value(i64 %657, !487, !DIExpression(), !505)
  %664 = add nuw nsw i64 %656, 2, !dbg !508
    #dbg_value(i64 %664, !487, !DIExpression(), !505)
    #dbg_value(i64 poison, !487, !DIExpression(), !505)
  %665 = getelementptr i32, ptr @main.a, i64 %664, !dbg !477
  %666 = load i32, ptr %665, align 4, !dbg !489, !tbaa !83
  %667 = icmp sgt i32 %661, %666, !dbg !506
    #dbg_value(i64 poison, !487, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !505)
  br i1 %667, label %680, label %668, !dbg !507, !llvm.loop !509

668:                                              ; preds = %663
    #dbg_value(i64 %664, !487, !DIExpression(), !505)
  %669 = add nuw nsw i64 %656, 3, !dbg !508
    #dbg_value(i64 %669, !487, !DIExpression(), !505)
  %670 = icmp eq i64 %669, 3000, !dbg !512
  br i1 %670, label %680, label %671, !dbg !510, !llvm.loop !509

671:                                              ; preds = %668
    #dbg_value(i64 poison, !487, !DIExpression(), !505)
  %672 = getelementptr i32, ptr @main.a, i64 %669, !dbg !477
  %673 = load i32, ptr %672, align 4, !dbg !489, !tbaa !83
  %674 = icmp sgt i32 %666, %673, !dbg !506
    #dbg_value(i64 poison, !487, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !505)
  br i1 %674, label %680, label %675, !dbg !507, !llvm.loop !509

675:                                              ; preds = %671
    #dbg_value(i64 %669, !487, !DIExpression(), !505)
    #dbg_value(i64 %656, !487, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !505)
  %676 = add nuw nsw i64 %656, 4, !dbg !508
    #dbg_value(i64 %676, !487, !DIExpression(), !505)
    #dbg_value(i64 poison, !487, !DIExpression(), !505)
  %677 = getelementptr i32, ptr @main.a, i64 %676, !dbg !477
  %678 = load i32, ptr %677, align 4, !dbg !489, !tbaa !83
  %679 = icmp sgt i32 %673, %678, !dbg !506
    #dbg_value(i64 poison, !487, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !505)
  br i1 %679, label %680, label %655, !dbg !507, !llvm.loop !509

680:                                              ; preds = %675, %671, %668, %663, %655
  %681 = phi i64 [ %656, %655 ], [ %657, %663 ], [ %664, %668 ], [ %664, %671 ], [ %669, %675 ]
  %682 = icmp ugt i64 %681, 2998
  br label %683

683:                                              ; preds = %680, %650
  %684 = phi i1 [ false, %650 ], [ %682, %680 ], !dbg !512
  %685 = zext i1 %684 to i32
  %686 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 11996), align 4, !dbg !513, !tbaa !83
  %687 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %653, i32 noundef %685, i32 noundef %606, i32 noundef %613, i32 noundef %686), !dbg !514
  %688 = add nuw nsw i64 %31, 1, !dbg !515
    #dbg_value(i64 %688, !66, !DIExpression(), !94)
    #dbg_value(i32 %651, !65, !DIExpression(), !95)
    #dbg_value(i32 %611, !64, !DIExpression(), !95)
  %689 = icmp eq i64 %688, 6, !dbg !516
  br i1 %689, label %18, label %30, !dbg !96, !llvm.loop !517

690:                                              ; preds = %18
    #dbg_value(ptr @main.a, !519, !DIExpression(), !533)
    #dbg_value(i32 3000, !524, !DIExpression(), !533)
    #dbg_value(i32 -99, !525, !DIExpression(), !533)
    #dbg_value(i32 99, !526, !DIExpression(), !533)
  %691 = tail call noalias dereferenceable_or_null(796) ptr @calloc(i64 noundef 199, i64 noundef 4) #13, !dbg !535
    #dbg_value(ptr %691, !527, !DIExpression(), !533)
    #dbg_value(i32 0, !528, !DIExpression(), !536)
  %692 = getelementptr i8, ptr %691, i64 396, !dbg !537
  br label %693, !dbg !538

693:                                              ; preds = %693, %690
  %694 = phi i64 [ 0, %690 ], [ %713, %693 ]
    #dbg_value(i64 %694, !528, !DIExpression(), !536)
  %695 = getelementptr inbounds i32, ptr @main.a, i64 %694, !dbg !539
  %696 = load i32, ptr %695, align 4, !dbg !539, !tbaa !83
  %697 = sext i32 %696 to i64, !dbg !541
  %698 = getelementptr i32, ptr %692, i64 %697, !dbg !541
  %699 = load i32, ptr %698, align 4, !dbg !542, !tbaa !83
  %700 = add nsw i32 %699, 1, !dbg !542
  store i32 %700, ptr %698, align 4, !dbg !542, !tbaa !83
    #dbg_value(i64 %694, !528, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !536)
  %701 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 4), i64 %694, !dbg !539
  %702 = load i32, ptr %701, align 4, !dbg !539, !tbaa !83
  %703 = sext i32 %702 to i64, !dbg !541
  %704 = getelementptr i32, ptr %692, i64 %703, !dbg !541
  %705 = load i32, ptr %704, align 4, !dbg !542, !tbaa !83
  %706 = add nsw i32 %705, 1, !dbg !542
  store i32 %706, ptr %704, align 4, !dbg !542, !tbaa !83
    #dbg_value(i64 %694, !528, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !536)
  %707 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 8), i64 %694, !dbg !539
  %708 = load i32, ptr %707, align 4, !dbg !539, !tbaa !83
  %709 = sext i32 %708 to i64, !dbg !541
  %710 = getelementptr i32, ptr %692, i64 %709, !dbg !541
  %711 = load i32, ptr %710, align 4, !dbg !542, !tbaa !83
  %712 = add nsw i32 %711, 1, !dbg !542
  store i32 %712, ptr %710, align 4, !dbg !542, !tbaa !83
  %713 = add nuw nsw i64 %694, 3, !dbg !543
    #dbg_value(i64 %713, !528, !DIExpression(), !536)
  %714 = icmp eq i64 %713, 3000, !dbg !544
  br i1 %714, label %715, label %693, !dbg !538, !llvm.loop !545

715:                                              ; preds = %693, %756
  %716 = phi i64 [ %758, %756 ], [ 0, %693 ]
  %717 = phi i32 [ %757, %756 ], [ 0, %693 ]
    #dbg_value(i64 %716, !531, !DIExpression(), !547)
    #dbg_value(i32 %717, !530, !DIExpression(), !533)
  %718 = getelementptr inbounds i32, ptr %691, i64 %716
  %719 = load i32, ptr %718, align 4, !tbaa !83
  %720 = icmp eq i32 %719, 0, !dbg !548
  br i1 %720, label %756, label %721, !dbg !548

721:                                              ; preds = %715
  %722 = sext i32 %717 to i64, !dbg !548
  %723 = trunc i64 %716 to i32
  %724 = add i32 %723, -99
  %725 = zext i32 %719 to i64, !dbg !548
  %726 = icmp ult i32 %719, 8, !dbg !548
  br i1 %726, label %743, label %727, !dbg !548

727:                                              ; preds = %721
  %728 = and i64 %725, 4294967288, !dbg !548
  %729 = add nsw i64 %728, %722, !dbg !548
  %730 = trunc nuw i64 %728 to i32, !dbg !548
  %731 = sub i32 %719, %730, !dbg !548
  %732 = insertelement <4 x i32> poison, i32 %724, i64 0, !dbg !548
  %733 = shufflevector <4 x i32> %732, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !548
  %734 = getelementptr i32, ptr @main.a, i64 %722, !dbg !548
  br label %735, !dbg !548

735:                                              ; preds = %735, %727
  %736 = phi i64 [ 0, %727 ], [ %739, %735 ]
  %737 = getelementptr i32, ptr %734, i64 %736, !dbg !550
  %738 = getelementptr inbounds i8, ptr %737, i64 16, !dbg !551
  store <4 x i32> %733, ptr %737, align 4, !dbg !551, !tbaa !83
  store <4 x i32> %733, ptr %738, align 4, !dbg !551, !tbaa !83
  %739 = add nuw i64 %736, 8
  %740 = icmp eq i64 %739, %728
  br i1 %740, label %741, label %735, !llvm.loop !552

741:                                              ; preds = %735
  %742 = icmp eq i64 %728, %725, !dbg !548
  br i1 %742, label %753, label %743, !dbg !548

743:                                              ; preds = %741, %721
  %744 = phi i64 [ %722, %721 ], [ %729, %741 ]
  %745 = phi i32 [ %719, %721 ], [ %731, %741 ]
  br label %746, !dbg !548

746:                                              ; preds = %743, %746
  %747 = phi i64 [ %750, %746 ], [ %744, %743 ]
  %748 = phi i32 [ %749, %746 ], [ %745, %743 ]
  %749 = add nsw i32 %748, -1, !dbg !554
    #dbg_value(i64 %747, !530, !DIExpression(), !533)
  %750 = add nsw i64 %747, 1, !dbg !555
    #dbg_value(i64 %750, !530, !DIExpression(), !533)
  %751 = getelementptr inbounds i32, ptr @main.a, i64 %747, !dbg !550
  store i32 %724, ptr %751, align 4, !dbg !551, !tbaa !83
  %752 = icmp eq i32 %749, 0, !dbg !548
  br i1 %752, label %753, label %746, !dbg !548, !llvm.loop !556

753:                                              ; preds = %746, %741
  %754 = phi i64 [ %729, %741 ], [ %750, %746 ], !dbg !555
  %755 = trunc nsw i64 %754 to i32, !dbg !554
  br label %756, !dbg !554

756:                                              ; preds = %753, %715
  %757 = phi i32 [ %717, %715 ], [ %755, %753 ], !dbg !557
  store i32 -1, ptr %718, align 4, !dbg !554, !tbaa !83
  %758 = add nuw nsw i64 %716, 1, !dbg !558
    #dbg_value(i64 %758, !531, !DIExpression(), !547)
    #dbg_value(i32 %757, !530, !DIExpression(), !533)
  %759 = icmp eq i64 %758, 199, !dbg !559
  br i1 %759, label %760, label %715, !dbg !560, !llvm.loop !561

760:                                              ; preds = %756
  tail call void @free(ptr noundef nonnull %691) #12, !dbg !563
    #dbg_value(ptr @main.a, !485, !DIExpression(), !564)
    #dbg_value(i32 3000, !486, !DIExpression(), !564)
    #dbg_value(i64 1, !487, !DIExpression(), !566)
  %761 = load i32, ptr @main.a, align 16, !dbg !567, !tbaa !83
  %762 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 4), align 4, !dbg !568, !tbaa !83
  %763 = icmp sgt i32 %761, %762, !dbg !569
  br i1 %763, label %793, label %764, !dbg !570

764:                                              ; preds = %760, %784
  %765 = phi i64 [ %785, %784 ], [ 1, %760 ]
    #dbg_value(i64 %765, !487, !DIExpression(), !566)
  %766 = add nuw nsw i64 %765, 1, !dbg !571
    #dbg_value(i64 %766, !487, !DIExpression(), !566)
    #dbg_value(i64 %766, !487, !DIExpression(), !566)
  %767 = getelementptr i32, ptr @main.a, i64 %766, !dbg !567
  %768 = getelementptr i8, ptr %767, i64 -4, !dbg !567
  %769 = load i32, ptr %768, align 4, !dbg !567, !tbaa !83
  %770 = load i32, ptr %767, align 4, !dbg !568, !tbaa !83
  %771 = icmp sgt i32 %769, %770, !dbg !569
    #dbg_value(i64 %766, !487, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !566)
  br i1 %771, label %789, label %772, !dbg !570, !llvm.loop !572

772:                                              ; preds = %764
    #dbg_value(i64 %766, !487, !DIExpression(), !566)
  %773 = add nuw nsw i64 %765, 2, !dbg !571
    #dbg_value(i64 %773, !487, !DIExpression(), !566)
    #dbg_value(i64 %773, !487, !DIExpression(), !566)
  %774 = getelementptr i32, ptr @main.a, i64 %773, !dbg !567
  %775 = load i32, ptr %774, align 4, !dbg !568, !tbaa !83
  %776 = icmp sgt i32 %770, %775, !dbg !569
    #dbg_value(i64 %773, !487, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !566)
  br i1 %776, label %789, label %777, !dbg !570, !llvm.loop !572

777:                                              ; preds = %772
    #dbg_value(i64 %773, !487, !DIExpression(), !566)
  %778 = add nuw nsw i64 %765, 3, !dbg !571
    #dbg_value(i64 %778, !487, !DIExpression(), !566)
  %779 = icmp eq i64 %778, 3000, !dbg !575
  br i1 %779, label %789, label %780, !dbg !573, !llvm.loop !572

780:                                              ; preds = %777
    #dbg_value(i64 %778, !487, !DIExpression(), !566)
  %781 = getelementptr i32, ptr @main.a, i64 %778, !dbg !567
  %782 = load i32, ptr %781, align 4, !dbg !568, !tbaa !83
  %783 = icmp sgt i32 %775, %782, !dbg !569
    #dbg_value(i64 %778, !487, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !566)
  br i1 %783, label %789, label %784, !dbg !570, !llvm.loop !572

784:                                              ; preds = %780
    #dbg_value(i64 %778, !487, !DIExpression(), !566)
    #dbg_value(i64 %765, !487, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !566)
  %785 = add nuw nsw i64 %765, 4, !dbg !571
    #dbg_value(i64 %785, !487, !DIExpression(), !566)
    #dbg_value(i64 %785, !487, !DIExpression(), !566)
  %786 = getelementptr i32, ptr @main.a, i64 %785, !dbg !567
  %787 = load i32, ptr %786, align 4, !dbg !568, !tbaa !83
  %788 = icmp sgt i32 %782, %787, !dbg !569
    #dbg_value(i64 %785, !487, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !566)
  br i1 %788, label %789, label %764, !dbg !570, !llvm.loop !572

789:                                              ; preds = %784, %780, %777, %772, %764
  %790 = phi i64 [ %765, %764 ], [ %766, %772 ], [ %773, %777 ], [ %773, %780 ], [ %778, %784 ]
  %791 = icmp ugt i64 %790, 2998
  %792 = zext i1 %791 to i32
  br label %793

793:                                              ; preds = %789, %760
  %794 = phi i32 [ 0, %760 ], [ %792, %789 ], !dbg !575
  %795 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 6000), align 16, !dbg !576, !tbaa !83
  %796 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %794, i32 noundef %795), !dbg !577
  %797 = icmp eq i32 %651, 0, !dbg !578
  %798 = zext i1 %797 to i32, !dbg !578
  ret i32 %798, !dbg !579
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @quick(i32 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !580 {
    #dbg_value(ptr @main.a, !583, !DIExpression(), !594)
    #dbg_value(i32 %0, !584, !DIExpression(), !594)
    #dbg_value(i32 %1, !585, !DIExpression(), !594)
  %3 = icmp slt i32 %0, %1, !dbg !595
  br i1 %3, label %4, label %52, !dbg !596

4:                                                ; preds = %2, %48
  %5 = phi i32 [ %50, %48 ], [ %0, %2 ]
  %6 = phi i32 [ %49, %48 ], [ %1, %2 ]
    #dbg_value(i32 %5, !584, !DIExpression(), !594)
    #dbg_value(i32 %6, !585, !DIExpression(), !594)
  %7 = sub nsw i32 %6, %5, !dbg !597
  %8 = sdiv i32 %7, 2, !dbg !598
  %9 = add nsw i32 %8, %5, !dbg !599
  %10 = sext i32 %9 to i64, !dbg !600
  %11 = getelementptr inbounds i32, ptr @main.a, i64 %10, !dbg !600
  %12 = load i32, ptr %11, align 4, !dbg !600, !tbaa !83
    #dbg_value(i32 %12, !586, !DIExpression(), !601)
    #dbg_value(i32 %5, !588, !DIExpression(), !601)
    #dbg_value(i32 %6, !589, !DIExpression(), !601)
  br label %13, !dbg !602

13:                                               ; preds = %4, %38
  %14 = phi i32 [ %6, %4 ], [ %40, %38 ]
  %15 = phi i32 [ %5, %4 ], [ %39, %38 ]
    #dbg_value(i32 %14, !589, !DIExpression(), !601)
    #dbg_value(i32 %15, !588, !DIExpression(), !601)
  %16 = sext i32 %15 to i64, !dbg !603
  br label %17, !dbg !603

17:                                               ; preds = %17, %13
  %18 = phi i64 [ %22, %17 ], [ %16, %13 ], !dbg !601
    #dbg_value(i64 %18, !588, !DIExpression(), !601)
  %19 = getelementptr inbounds i32, ptr @main.a, i64 %18, !dbg !604
  %20 = load i32, ptr %19, align 4, !dbg !604, !tbaa !83
  %21 = icmp slt i32 %20, %12, !dbg !605
  %22 = add nsw i64 %18, 1, !dbg !606
    #dbg_value(i64 %22, !588, !DIExpression(), !601)
  br i1 %21, label %17, label %23, !dbg !603, !llvm.loop !607

23:                                               ; preds = %17
  %24 = sext i32 %14 to i64, !dbg !608
  br label %25, !dbg !608

25:                                               ; preds = %25, %23
  %26 = phi i64 [ %30, %25 ], [ %24, %23 ], !dbg !601
    #dbg_value(i64 %26, !589, !DIExpression(), !601)
  %27 = getelementptr inbounds i32, ptr @main.a, i64 %26, !dbg !609
  %28 = load i32, ptr %27, align 4, !dbg !609, !tbaa !83
  %29 = icmp sgt i32 %28, %12, !dbg !610
  %30 = add nsw i64 %26, -1, !dbg !611
    #dbg_value(i64 %30, !589, !DIExpression(), !601)
  br i1 %29, label %25, label %31, !dbg !608, !llvm.loop !612

31:                                               ; preds = %25
  %32 = trunc nsw i64 %18 to i32, !dbg !608
  %33 = trunc nsw i64 %26 to i32, !dbg !613
  %34 = icmp sgt i64 %18, %26, !dbg !613
  br i1 %34, label %38, label %35, !dbg !614

35:                                               ; preds = %31
    #dbg_value(i32 %20, !590, !DIExpression(), !615)
  store i32 %28, ptr %19, align 4, !dbg !616, !tbaa !83
  store i32 %20, ptr %27, align 4, !dbg !617, !tbaa !83
  %36 = add nsw i32 %32, 1, !dbg !618
    #dbg_value(i32 %36, !588, !DIExpression(), !601)
  %37 = add nsw i32 %33, -1, !dbg !619
    #dbg_value(i32 %37, !589, !DIExpression(), !601)
  br label %38, !dbg !620

38:                                               ; preds = %35, %31
  %39 = phi i32 [ %36, %35 ], [ %32, %31 ], !dbg !601
  %40 = phi i32 [ %37, %35 ], [ %33, %31 ], !dbg !601
    #dbg_value(i32 %40, !589, !DIExpression(), !601)
    #dbg_value(i32 %39, !588, !DIExpression(), !601)
  %41 = icmp sgt i32 %39, %40, !dbg !621
  br i1 %41, label %42, label %13, !dbg !602, !llvm.loop !622

42:                                               ; preds = %38
  %43 = sub nsw i32 %40, %5, !dbg !624
  %44 = sub nsw i32 %6, %39, !dbg !626
  %45 = icmp slt i32 %43, %44, !dbg !627
  br i1 %45, label %46, label %47, !dbg !628

46:                                               ; preds = %42
  tail call fastcc void @quick(i32 noundef %5, i32 noundef %40), !dbg !629
    #dbg_value(i32 %39, !584, !DIExpression(), !594)
  br label %48, !dbg !631

47:                                               ; preds = %42
  tail call fastcc void @quick(i32 noundef %39, i32 noundef %6), !dbg !632
    #dbg_value(i32 %40, !585, !DIExpression(), !594)
  br label %48

48:                                               ; preds = %47, %46
  %49 = phi i32 [ %6, %46 ], [ %40, %47 ]
  %50 = phi i32 [ %39, %46 ], [ %5, %47 ]
    #dbg_value(i32 %50, !584, !DIExpression(), !594)
    #dbg_value(i32 %49, !585, !DIExpression(), !594)
  %51 = icmp slt i32 %50, %49, !dbg !595
  br i1 %51, label %4, label %52, !dbg !596, !llvm.loop !634

52:                                               ; preds = %48, %2
  ret void, !dbg !636
}

; Function Attrs: nofree nounwind
declare !dbg !637 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !642 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !647 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !650 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #11 = { nounwind allocsize(0) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!73, !74, !75, !76, !77, !78, !79}
!llvm.ident = !{!80}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "base", scope: !2, file: !3, line: 54, type: !20, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 53, type: !4, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !57)
!3 = !DIFile(filename: "programs/sort_algorithms.c", directory: ".", checksumkind: CSK_MD5, checksum: "cb7112c397148907cb9048ddc776ccba")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !17, splitDebugInlining: false, nameTableKind: None)
!8 = !{!6, !9, !12}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !10, line: 18, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !13, line: 26, baseType: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !15, line: 42, baseType: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!17 = !{!0, !18, !23, !29, !34, !39, !41, !43, !45, !50, !55}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 54, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 96000, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 3000)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 80, elements: !27)
!26 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!27 = !{!28}
!28 = !DISubrange(count: 10)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 48, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 6)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 40, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 5)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !31, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !31, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !31, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 320, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 40)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 248, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 31)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "rng", scope: !7, file: !3, line: 9, type: !12, isLocal: true, isDefinition: true)
!57 = !{!58, !60, !64, !65, !66, !68, !71}
!58 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 54, type: !6)
!59 = distinct !DILexicalBlock(scope: !2, file: !3, line: 54, column: 31)
!60 = !DILocalVariable(name: "names", scope: !2, file: !3, line: 55, type: !61)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 384, elements: !32)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!64 = !DILocalVariable(name: "ref", scope: !2, file: !3, line: 56, type: !12)
!65 = !DILocalVariable(name: "ok", scope: !2, file: !3, line: 56, type: !6)
!66 = !DILocalVariable(name: "alg", scope: !67, file: !3, line: 57, type: !6)
!67 = distinct !DILexicalBlock(scope: !2, file: !3, line: 57, column: 5)
!68 = !DILocalVariable(name: "hv", scope: !69, file: !3, line: 60, type: !12)
!69 = distinct !DILexicalBlock(scope: !70, file: !3, line: 57, column: 39)
!70 = distinct !DILexicalBlock(scope: !67, file: !3, line: 57, column: 5)
!71 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 63, type: !6)
!72 = distinct !DILexicalBlock(scope: !2, file: !3, line: 63, column: 5)
!73 = !{i32 7, !"Dwarf Version", i32 5}
!74 = !{i32 2, !"Debug Info Version", i32 3}
!75 = !{i32 1, !"wchar_size", i32 4}
!76 = !{i32 8, !"PIC Level", i32 2}
!77 = !{i32 7, !"PIE Level", i32 2}
!78 = !{i32 7, !"uwtable", i32 2}
!79 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!80 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!81 = distinct !DIAssignID()
!82 = !DILocation(line: 0, scope: !59)
!83 = !{!84, !84, i64 0}
!84 = !{!"int", !85, i64 0}
!85 = !{!"omnipotent char", !86, i64 0}
!86 = !{!"Simple C/C++ TBAA"}
!87 = !DILocation(line: 54, column: 31, scope: !59)
!88 = !DILocation(line: 10, scope: !89, inlinedAt: !92)
!89 = distinct !DISubprogram(name: "xs32", scope: !3, file: !3, line: 10, type: !90, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7)
!90 = !DISubroutineType(types: !91)
!91 = !{!12}
!92 = distinct !DILocation(line: 54, column: 75, scope: !93)
!93 = distinct !DILexicalBlock(scope: !59, file: !3, line: 54, column: 31)
!94 = !DILocation(line: 0, scope: !67)
!95 = !DILocation(line: 0, scope: !2)
!96 = !DILocation(line: 57, column: 5, scope: !67)
!97 = !DILocation(line: 10, column: 41, scope: !89, inlinedAt: !92)
!98 = !DILocation(line: 10, column: 34, scope: !89, inlinedAt: !92)
!99 = !DILocation(line: 10, column: 59, scope: !89, inlinedAt: !92)
!100 = !DILocation(line: 10, column: 52, scope: !89, inlinedAt: !92)
!101 = !DILocation(line: 10, column: 77, scope: !89, inlinedAt: !92)
!102 = !DILocation(line: 10, column: 70, scope: !89, inlinedAt: !92)
!103 = !DILocation(line: 54, column: 82, scope: !93)
!104 = !DILocation(line: 54, column: 93, scope: !93)
!105 = !DILocation(line: 54, column: 59, scope: !93)
!106 = !DILocation(line: 54, column: 67, scope: !93)
!107 = !DILocation(line: 54, column: 55, scope: !93)
!108 = !DILocation(line: 54, column: 49, scope: !93)
!109 = distinct !{!109, !87, !110, !111}
!110 = !DILocation(line: 54, column: 95, scope: !59)
!111 = !{!"llvm.loop.mustprogress"}
!112 = !DILocation(line: 63, column: 29, scope: !113)
!113 = distinct !DILexicalBlock(scope: !72, file: !3, line: 63, column: 5)
!114 = !DILocation(line: 63, column: 40, scope: !113)
!115 = !DILocation(line: 63, column: 48, scope: !113)
!116 = !DILocation(line: 63, column: 33, scope: !113)
!117 = !DILocation(line: 63, column: 38, scope: !113)
!118 = distinct !{!118, !119, !120, !111, !121, !122}
!119 = !DILocation(line: 63, column: 5, scope: !72)
!120 = !DILocation(line: 63, column: 50, scope: !72)
!121 = !{!"llvm.loop.isvectorized", i32 1}
!122 = !{!"llvm.loop.unroll.runtime.disable"}
!123 = !DILocation(line: 58, column: 9, scope: !69)
!124 = !DILocation(line: 59, column: 9, scope: !69)
!125 = !DILocalVariable(name: "i", scope: !126, file: !3, line: 11, type: !6)
!126 = distinct !DILexicalBlock(scope: !127, file: !3, line: 11, column: 40)
!127 = distinct !DISubprogram(name: "insertion", scope: !3, file: !3, line: 11, type: !128, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !131)
!128 = !DISubroutineType(types: !129)
!129 = !{null, !130, !6}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!131 = !{!132, !133, !125, !134, !137}
!132 = !DILocalVariable(name: "a", arg: 1, scope: !127, file: !3, line: 11, type: !130)
!133 = !DILocalVariable(name: "n", arg: 2, scope: !127, file: !3, line: 11, type: !6)
!134 = !DILocalVariable(name: "v", scope: !135, file: !3, line: 11, type: !6)
!135 = distinct !DILexicalBlock(scope: !136, file: !3, line: 11, column: 68)
!136 = distinct !DILexicalBlock(scope: !126, file: !3, line: 11, column: 40)
!137 = !DILocalVariable(name: "j", scope: !135, file: !3, line: 11, type: !6)
!138 = !DILocation(line: 0, scope: !126, inlinedAt: !139)
!139 = distinct !DILocation(line: 59, column: 32, scope: !140)
!140 = distinct !DILexicalBlock(scope: !69, file: !3, line: 59, column: 22)
!141 = !DILocation(line: 11, column: 78, scope: !135, inlinedAt: !139)
!142 = !DILocation(line: 0, scope: !135, inlinedAt: !139)
!143 = !DILocation(line: 11, column: 109, scope: !135, inlinedAt: !139)
!144 = !DILocation(line: 11, scope: !135, inlinedAt: !139)
!145 = !DILocation(line: 11, column: 112, scope: !135, inlinedAt: !139)
!146 = !DILocation(line: 11, column: 117, scope: !135, inlinedAt: !139)
!147 = !DILocation(line: 11, column: 95, scope: !135, inlinedAt: !139)
!148 = !DILocation(line: 11, column: 124, scope: !149, inlinedAt: !139)
!149 = distinct !DILexicalBlock(scope: !135, file: !3, line: 11, column: 122)
!150 = !DILocation(line: 11, column: 133, scope: !149, inlinedAt: !139)
!151 = !DILocation(line: 11, column: 104, scope: !135, inlinedAt: !139)
!152 = distinct !{!152, !147, !153, !111}
!153 = !DILocation(line: 11, column: 146, scope: !135, inlinedAt: !139)
!154 = !DILocation(line: 11, column: 148, scope: !135, inlinedAt: !139)
!155 = !DILocation(line: 11, column: 157, scope: !135, inlinedAt: !139)
!156 = !DILocation(line: 11, column: 64, scope: !136, inlinedAt: !139)
!157 = !DILocation(line: 11, column: 58, scope: !136, inlinedAt: !139)
!158 = !DILocation(line: 11, column: 40, scope: !126, inlinedAt: !139)
!159 = distinct !{!159, !158, !160, !111}
!160 = !DILocation(line: 11, column: 162, scope: !126, inlinedAt: !139)
!161 = !DILocalVariable(name: "g", scope: !162, file: !3, line: 12, type: !6)
!162 = distinct !DILexicalBlock(scope: !163, file: !3, line: 12, column: 36)
!163 = distinct !DISubprogram(name: "shell", scope: !3, file: !3, line: 12, type: !128, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !164)
!164 = !{!165, !166, !161, !167, !170, !173}
!165 = !DILocalVariable(name: "a", arg: 1, scope: !163, file: !3, line: 12, type: !130)
!166 = !DILocalVariable(name: "n", arg: 2, scope: !163, file: !3, line: 12, type: !6)
!167 = !DILocalVariable(name: "i", scope: !168, file: !3, line: 12, type: !6)
!168 = distinct !DILexicalBlock(scope: !169, file: !3, line: 12, column: 71)
!169 = distinct !DILexicalBlock(scope: !162, file: !3, line: 12, column: 36)
!170 = !DILocalVariable(name: "v", scope: !171, file: !3, line: 12, type: !6)
!171 = distinct !DILexicalBlock(scope: !172, file: !3, line: 12, column: 99)
!172 = distinct !DILexicalBlock(scope: !168, file: !3, line: 12, column: 71)
!173 = !DILocalVariable(name: "j", scope: !171, file: !3, line: 12, type: !6)
!174 = !DILocation(line: 0, scope: !162, inlinedAt: !175)
!175 = distinct !DILocation(line: 59, column: 64, scope: !140)
!176 = !DILocation(line: 0, scope: !168, inlinedAt: !175)
!177 = !DILocation(line: 12, column: 71, scope: !168, inlinedAt: !175)
!178 = !DILocation(line: 12, column: 65, scope: !169, inlinedAt: !175)
!179 = !DILocation(line: 12, column: 58, scope: !169, inlinedAt: !175)
!180 = !DILocation(line: 12, column: 36, scope: !162, inlinedAt: !175)
!181 = distinct !{!181, !180, !182, !111}
!182 = !DILocation(line: 12, column: 192, scope: !162, inlinedAt: !175)
!183 = !DILocation(line: 12, column: 109, scope: !171, inlinedAt: !175)
!184 = !DILocation(line: 0, scope: !171, inlinedAt: !175)
!185 = !DILocation(line: 12, column: 131, scope: !171, inlinedAt: !175)
!186 = !DILocation(line: 12, column: 136, scope: !171, inlinedAt: !175)
!187 = !DILocation(line: 12, column: 143, scope: !171, inlinedAt: !175)
!188 = !DILocation(line: 12, column: 139, scope: !171, inlinedAt: !175)
!189 = !DILocation(line: 12, column: 148, scope: !171, inlinedAt: !175)
!190 = !DILocation(line: 12, column: 122, scope: !171, inlinedAt: !175)
!191 = !DILocation(line: 12, column: 155, scope: !192, inlinedAt: !175)
!192 = distinct !DILexicalBlock(scope: !171, file: !3, line: 12, column: 153)
!193 = !DILocation(line: 12, column: 160, scope: !192, inlinedAt: !175)
!194 = distinct !{!194, !190, !195, !111}
!195 = !DILocation(line: 12, column: 180, scope: !171, inlinedAt: !175)
!196 = !DILocation(line: 12, scope: !171, inlinedAt: !175)
!197 = !DILocation(line: 12, column: 182, scope: !171, inlinedAt: !175)
!198 = !DILocation(line: 12, column: 187, scope: !171, inlinedAt: !175)
!199 = !DILocation(line: 12, column: 95, scope: !172, inlinedAt: !175)
!200 = !DILocation(line: 12, column: 89, scope: !172, inlinedAt: !175)
!201 = distinct !{!201, !177, !202, !111}
!202 = !DILocation(line: 12, column: 192, scope: !168, inlinedAt: !175)
!203 = !DILocalVariable(name: "i", scope: !204, file: !3, line: 14, type: !6)
!204 = distinct !DILexicalBlock(scope: !205, file: !3, line: 14, column: 40)
!205 = distinct !DISubprogram(name: "heapsort_", scope: !3, file: !3, line: 14, type: !128, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !206)
!206 = !{!207, !208, !203, !209, !211}
!207 = !DILocalVariable(name: "a", arg: 1, scope: !205, file: !3, line: 14, type: !130)
!208 = !DILocalVariable(name: "n", arg: 2, scope: !205, file: !3, line: 14, type: !6)
!209 = !DILocalVariable(name: "e", scope: !210, file: !3, line: 14, type: !6)
!210 = distinct !DILexicalBlock(scope: !205, file: !3, line: 14, column: 92)
!211 = !DILocalVariable(name: "t", scope: !212, file: !3, line: 14, type: !6)
!212 = distinct !DILexicalBlock(scope: !213, file: !3, line: 14, column: 124)
!213 = distinct !DILexicalBlock(scope: !210, file: !3, line: 14, column: 92)
!214 = !DILocation(line: 0, scope: !204, inlinedAt: !215)
!215 = distinct !DILocation(line: 59, column: 92, scope: !140)
!216 = !DILocalVariable(name: "a", arg: 1, scope: !217, file: !3, line: 13, type: !130)
!217 = distinct !DISubprogram(name: "sift", scope: !3, file: !3, line: 13, type: !218, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !220)
!218 = !DISubroutineType(types: !219)
!219 = !{null, !130, !6, !6}
!220 = !{!216, !221, !222, !223, !227}
!221 = !DILocalVariable(name: "s", arg: 2, scope: !217, file: !3, line: 13, type: !6)
!222 = !DILocalVariable(name: "n", arg: 3, scope: !217, file: !3, line: 13, type: !6)
!223 = !DILocalVariable(name: "c", scope: !224, file: !3, line: 13, type: !6)
!224 = distinct !DILexicalBlock(scope: !225, file: !3, line: 13, column: 51)
!225 = distinct !DILexicalBlock(scope: !226, file: !3, line: 13, column: 42)
!226 = distinct !DILexicalBlock(scope: !217, file: !3, line: 13, column: 42)
!227 = !DILocalVariable(name: "t", scope: !224, file: !3, line: 13, type: !6)
!228 = !DILocation(line: 0, scope: !217, inlinedAt: !229)
!229 = distinct !DILocation(line: 14, column: 77, scope: !230, inlinedAt: !215)
!230 = distinct !DILexicalBlock(scope: !204, file: !3, line: 14, column: 40)
!231 = !DILocation(line: 13, column: 63, scope: !224, inlinedAt: !229)
!232 = !DILocation(line: 13, column: 67, scope: !224, inlinedAt: !229)
!233 = !DILocation(line: 13, column: 106, scope: !234, inlinedAt: !229)
!234 = distinct !DILexicalBlock(scope: !224, file: !3, line: 13, column: 96)
!235 = !DILocation(line: 13, column: 102, scope: !234, inlinedAt: !229)
!236 = !DILocation(line: 13, column: 98, scope: !234, inlinedAt: !229)
!237 = !DILocation(line: 13, column: 109, scope: !234, inlinedAt: !229)
!238 = !DILocation(line: 13, column: 120, scope: !234, inlinedAt: !229)
!239 = !DILocation(line: 13, column: 118, scope: !234, inlinedAt: !229)
!240 = !DILocation(line: 13, column: 96, scope: !224, inlinedAt: !229)
!241 = !DILocation(line: 13, scope: !224, inlinedAt: !229)
!242 = !DILocation(line: 0, scope: !224, inlinedAt: !229)
!243 = !DILocation(line: 13, column: 135, scope: !244, inlinedAt: !229)
!244 = distinct !DILexicalBlock(scope: !224, file: !3, line: 13, column: 135)
!245 = !DILocation(line: 13, column: 143, scope: !244, inlinedAt: !229)
!246 = !DILocation(line: 13, column: 140, scope: !244, inlinedAt: !229)
!247 = !DILocation(line: 13, column: 135, scope: !224, inlinedAt: !229)
!248 = !DILocation(line: 13, column: 176, scope: !224, inlinedAt: !229)
!249 = !DILocation(line: 13, column: 189, scope: !224, inlinedAt: !229)
!250 = !DILocation(line: 13, column: 78, scope: !251, inlinedAt: !229)
!251 = distinct !DILexicalBlock(scope: !224, file: !3, line: 13, column: 76)
!252 = !DILocation(line: 13, column: 76, scope: !224, inlinedAt: !229)
!253 = !DILocation(line: 14, column: 73, scope: !230, inlinedAt: !215)
!254 = !DILocation(line: 14, column: 66, scope: !230, inlinedAt: !215)
!255 = !DILocation(line: 14, column: 40, scope: !204, inlinedAt: !215)
!256 = distinct !{!256, !255, !257, !111}
!257 = !DILocation(line: 14, column: 89, scope: !204, inlinedAt: !215)
!258 = !DILocation(line: 0, scope: !210, inlinedAt: !215)
!259 = !DILocation(line: 14, column: 134, scope: !212, inlinedAt: !215)
!260 = !DILocation(line: 14, column: 147, scope: !212, inlinedAt: !215)
!261 = !DILocation(line: 14, column: 145, scope: !212, inlinedAt: !215)
!262 = !DILocation(line: 14, column: 158, scope: !212, inlinedAt: !215)
!263 = !DILocation(line: 13, column: 76, scope: !224, inlinedAt: !264)
!264 = distinct !DILocation(line: 14, column: 163, scope: !212, inlinedAt: !215)
!265 = !DILocation(line: 13, column: 106, scope: !234, inlinedAt: !264)
!266 = !DILocation(line: 0, scope: !217, inlinedAt: !264)
!267 = !DILocation(line: 13, column: 98, scope: !234, inlinedAt: !264)
!268 = !DILocation(line: 13, column: 102, scope: !234, inlinedAt: !264)
!269 = !DILocation(line: 13, column: 109, scope: !234, inlinedAt: !264)
!270 = !DILocation(line: 13, column: 120, scope: !234, inlinedAt: !264)
!271 = !DILocation(line: 13, column: 118, scope: !234, inlinedAt: !264)
!272 = !DILocation(line: 13, column: 96, scope: !224, inlinedAt: !264)
!273 = !DILocation(line: 13, scope: !224, inlinedAt: !264)
!274 = !DILocation(line: 0, scope: !224, inlinedAt: !264)
!275 = !DILocation(line: 13, column: 135, scope: !244, inlinedAt: !264)
!276 = !DILocation(line: 13, column: 143, scope: !244, inlinedAt: !264)
!277 = !DILocation(line: 13, column: 140, scope: !244, inlinedAt: !264)
!278 = !DILocation(line: 13, column: 135, scope: !224, inlinedAt: !264)
!279 = !DILocation(line: 13, column: 176, scope: !224, inlinedAt: !264)
!280 = !DILocation(line: 13, column: 189, scope: !224, inlinedAt: !264)
!281 = !DILocation(line: 13, column: 63, scope: !224, inlinedAt: !264)
!282 = !DILocation(line: 13, column: 67, scope: !224, inlinedAt: !264)
!283 = !DILocation(line: 13, column: 78, scope: !251, inlinedAt: !264)
!284 = !DILocation(line: 14, column: 120, scope: !213, inlinedAt: !215)
!285 = !DILocation(line: 0, scope: !212, inlinedAt: !215)
!286 = !DILocation(line: 59, column: 124, scope: !140)
!287 = !DILocation(line: 59, column: 144, scope: !140)
!288 = !DILocalVariable(name: "a", arg: 1, scope: !289, file: !3, line: 22, type: !130)
!289 = distinct !DISubprogram(name: "merge_bu", scope: !3, file: !3, line: 22, type: !128, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !290)
!290 = !{!288, !291, !292, !293, !295, !299, !302, !303, !304, !305}
!291 = !DILocalVariable(name: "n", arg: 2, scope: !289, file: !3, line: 22, type: !6)
!292 = !DILocalVariable(name: "tmp", scope: !289, file: !3, line: 23, type: !130)
!293 = !DILocalVariable(name: "w", scope: !294, file: !3, line: 24, type: !6)
!294 = distinct !DILexicalBlock(scope: !289, file: !3, line: 24, column: 5)
!295 = !DILocalVariable(name: "lo", scope: !296, file: !3, line: 25, type: !6)
!296 = distinct !DILexicalBlock(scope: !297, file: !3, line: 25, column: 9)
!297 = distinct !DILexicalBlock(scope: !298, file: !3, line: 24, column: 36)
!298 = distinct !DILexicalBlock(scope: !294, file: !3, line: 24, column: 5)
!299 = !DILocalVariable(name: "mid", scope: !300, file: !3, line: 26, type: !6)
!300 = distinct !DILexicalBlock(scope: !301, file: !3, line: 25, column: 47)
!301 = distinct !DILexicalBlock(scope: !296, file: !3, line: 25, column: 9)
!302 = !DILocalVariable(name: "hi", scope: !300, file: !3, line: 26, type: !6)
!303 = !DILocalVariable(name: "i", scope: !300, file: !3, line: 26, type: !6)
!304 = !DILocalVariable(name: "j", scope: !300, file: !3, line: 26, type: !6)
!305 = !DILocalVariable(name: "k", scope: !300, file: !3, line: 26, type: !6)
!306 = !DILocation(line: 0, scope: !289, inlinedAt: !307)
!307 = distinct !DILocation(line: 59, column: 159, scope: !140)
!308 = !DILocation(line: 23, column: 16, scope: !289, inlinedAt: !307)
!309 = !DILocation(line: 0, scope: !294, inlinedAt: !307)
!310 = !DILocation(line: 24, column: 5, scope: !294, inlinedAt: !307)
!311 = !DILocation(line: 0, scope: !296, inlinedAt: !307)
!312 = !DILocation(line: 25, column: 9, scope: !296, inlinedAt: !307)
!313 = !DILocation(line: 25, column: 29, scope: !301, inlinedAt: !307)
!314 = distinct !{!314, !312, !315, !111}
!315 = !DILocation(line: 29, column: 9, scope: !296, inlinedAt: !307)
!316 = !DILocation(line: 30, column: 9, scope: !297, inlinedAt: !307)
!317 = !DILocation(line: 24, column: 23, scope: !298, inlinedAt: !307)
!318 = distinct !{!318, !310, !319, !111}
!319 = !DILocation(line: 31, column: 5, scope: !294, inlinedAt: !307)
!320 = !DILocation(line: 26, column: 26, scope: !300, inlinedAt: !307)
!321 = !DILocation(line: 0, scope: !300, inlinedAt: !307)
!322 = !DILocation(line: 26, column: 56, scope: !300, inlinedAt: !307)
!323 = !DILocation(line: 26, column: 53, scope: !300, inlinedAt: !307)
!324 = !DILocation(line: 27, column: 28, scope: !300, inlinedAt: !307)
!325 = !DILocation(line: 27, column: 13, scope: !300, inlinedAt: !307)
!326 = !DILocation(line: 28, column: 22, scope: !300, inlinedAt: !307)
!327 = !DILocation(line: 26, column: 94, scope: !300, inlinedAt: !307)
!328 = !DILocation(line: 28, column: 13, scope: !300, inlinedAt: !307)
!329 = !DILocation(line: 28, column: 38, scope: !300, inlinedAt: !307)
!330 = !DILocation(line: 28, column: 57, scope: !300, inlinedAt: !307)
!331 = !DILocation(line: 27, column: 50, scope: !300, inlinedAt: !307)
!332 = !DILocation(line: 27, column: 58, scope: !300, inlinedAt: !307)
!333 = !DILocation(line: 27, column: 55, scope: !300, inlinedAt: !307)
!334 = !DILocation(line: 27, column: 44, scope: !300, inlinedAt: !307)
!335 = !DILocation(line: 27, column: 39, scope: !300, inlinedAt: !307)
!336 = !DILocation(line: 27, column: 48, scope: !300, inlinedAt: !307)
!337 = !DILocation(line: 27, column: 22, scope: !300, inlinedAt: !307)
!338 = distinct !{!338, !325, !339, !111}
!339 = !DILocation(line: 27, column: 79, scope: !300, inlinedAt: !307)
!340 = !DILocation(line: 28, column: 48, scope: !300, inlinedAt: !307)
!341 = !DILocation(line: 28, column: 72, scope: !300, inlinedAt: !307)
!342 = !DILocation(line: 32, column: 5, scope: !289, inlinedAt: !307)
!343 = !DILocation(line: 59, column: 175, scope: !140)
!344 = !DILocalVariable(name: "cnt", scope: !345, file: !3, line: 38, type: !367)
!345 = distinct !DILexicalBlock(scope: !346, file: !3, line: 37, column: 40)
!346 = distinct !DILexicalBlock(scope: !347, file: !3, line: 37, column: 5)
!347 = distinct !DILexicalBlock(scope: !348, file: !3, line: 37, column: 5)
!348 = distinct !DISubprogram(name: "radix", scope: !3, file: !3, line: 34, type: !128, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !349)
!349 = !{!350, !351, !352, !354, !355, !357, !344, !358, !360, !362, !364, !365}
!350 = !DILocalVariable(name: "a", arg: 1, scope: !348, file: !3, line: 34, type: !130)
!351 = !DILocalVariable(name: "n", arg: 2, scope: !348, file: !3, line: 34, type: !6)
!352 = !DILocalVariable(name: "u", scope: !348, file: !3, line: 35, type: !353)
!353 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!354 = !DILocalVariable(name: "t", scope: !348, file: !3, line: 35, type: !353)
!355 = !DILocalVariable(name: "i", scope: !356, file: !3, line: 36, type: !6)
!356 = distinct !DILexicalBlock(scope: !348, file: !3, line: 36, column: 5)
!357 = !DILocalVariable(name: "sh", scope: !347, file: !3, line: 37, type: !6)
!358 = !DILocalVariable(name: "i", scope: !359, file: !3, line: 38, type: !6)
!359 = distinct !DILexicalBlock(scope: !345, file: !3, line: 38, column: 31)
!360 = !DILocalVariable(name: "i", scope: !361, file: !3, line: 39, type: !6)
!361 = distinct !DILexicalBlock(scope: !345, file: !3, line: 39, column: 9)
!362 = !DILocalVariable(name: "i", scope: !363, file: !3, line: 40, type: !6)
!363 = distinct !DILexicalBlock(scope: !345, file: !3, line: 40, column: 9)
!364 = !DILocalVariable(name: "s", scope: !345, file: !3, line: 41, type: !353)
!365 = !DILocalVariable(name: "i", scope: !366, file: !3, line: 43, type: !6)
!366 = distinct !DILexicalBlock(scope: !348, file: !3, line: 43, column: 5)
!367 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8224, elements: !368)
!368 = !{!369}
!369 = !DISubrange(count: 257)
!370 = !DILocation(line: 0, scope: !345, inlinedAt: !371)
!371 = distinct !DILocation(line: 59, column: 191, scope: !140)
!372 = !DILocation(line: 0, scope: !348, inlinedAt: !371)
!373 = !DILocation(line: 35, column: 19, scope: !348, inlinedAt: !371)
!374 = !DILocation(line: 35, column: 47, scope: !348, inlinedAt: !371)
!375 = !DILocation(line: 0, scope: !356, inlinedAt: !371)
!376 = !DILocation(line: 36, column: 5, scope: !356, inlinedAt: !371)
!377 = !DILocation(line: 36, column: 29, scope: !378, inlinedAt: !371)
!378 = distinct !DILexicalBlock(scope: !356, file: !3, line: 36, column: 5)
!379 = !DILocation(line: 36, column: 50, scope: !378, inlinedAt: !371)
!380 = !DILocation(line: 36, column: 55, scope: !378, inlinedAt: !371)
!381 = !DILocation(line: 36, column: 33, scope: !378, inlinedAt: !371)
!382 = !DILocation(line: 36, column: 38, scope: !378, inlinedAt: !371)
!383 = distinct !{!383, !376, !384, !111, !121, !122}
!384 = !DILocation(line: 36, column: 57, scope: !356, inlinedAt: !371)
!385 = !DILocation(line: 0, scope: !347, inlinedAt: !371)
!386 = !DILocation(line: 38, column: 9, scope: !345, inlinedAt: !371)
!387 = !DILocation(line: 38, column: 13, scope: !345, inlinedAt: !371)
!388 = distinct !DIAssignID()
!389 = !DILocation(line: 0, scope: !359, inlinedAt: !371)
!390 = !DILocation(line: 38, column: 31, scope: !359, inlinedAt: !371)
!391 = !DILocation(line: 38, column: 65, scope: !392, inlinedAt: !371)
!392 = distinct !DILexicalBlock(scope: !359, file: !3, line: 38, column: 31)
!393 = !DILocation(line: 38, column: 77, scope: !392, inlinedAt: !371)
!394 = !DILocation(line: 38, column: 84, scope: !392, inlinedAt: !371)
!395 = !DILocation(line: 38, column: 59, scope: !392, inlinedAt: !371)
!396 = !DILocation(line: 38, column: 88, scope: !392, inlinedAt: !371)
!397 = !DILocation(line: 38, column: 55, scope: !392, inlinedAt: !371)
!398 = !DILocation(line: 38, column: 49, scope: !392, inlinedAt: !371)
!399 = distinct !{!399, !390, !400, !111}
!400 = !DILocation(line: 38, column: 88, scope: !359, inlinedAt: !371)
!401 = !DILocation(line: 39, column: 53, scope: !402, inlinedAt: !371)
!402 = distinct !DILexicalBlock(scope: !361, file: !3, line: 39, column: 9)
!403 = !DILocation(line: 0, scope: !361, inlinedAt: !371)
!404 = !DILocation(line: 39, column: 45, scope: !402, inlinedAt: !371)
!405 = !DILocation(line: 39, column: 39, scope: !402, inlinedAt: !371)
!406 = !DILocation(line: 39, column: 50, scope: !402, inlinedAt: !371)
!407 = !DILocation(line: 39, column: 27, scope: !402, inlinedAt: !371)
!408 = !DILocation(line: 39, column: 9, scope: !361, inlinedAt: !371)
!409 = distinct !{!409, !408, !410, !111}
!410 = !DILocation(line: 39, column: 58, scope: !361, inlinedAt: !371)
!411 = !DILocation(line: 42, column: 5, scope: !346, inlinedAt: !371)
!412 = !DILocation(line: 38, column: 70, scope: !392, inlinedAt: !371)
!413 = distinct !{!413, !390, !400, !111}
!414 = distinct !{!414, !408, !410, !111}
!415 = !DILocation(line: 0, scope: !363, inlinedAt: !371)
!416 = !DILocation(line: 40, column: 68, scope: !417, inlinedAt: !371)
!417 = distinct !DILexicalBlock(scope: !363, file: !3, line: 40, column: 9)
!418 = !DILocation(line: 40, column: 49, scope: !417, inlinedAt: !371)
!419 = !DILocation(line: 40, column: 56, scope: !417, inlinedAt: !371)
!420 = !DILocation(line: 40, column: 39, scope: !417, inlinedAt: !371)
!421 = !DILocation(line: 40, column: 62, scope: !417, inlinedAt: !371)
!422 = !DILocation(line: 40, column: 37, scope: !417, inlinedAt: !371)
!423 = !DILocation(line: 40, column: 66, scope: !417, inlinedAt: !371)
!424 = !DILocation(line: 40, column: 33, scope: !417, inlinedAt: !371)
!425 = !DILocation(line: 40, column: 27, scope: !417, inlinedAt: !371)
!426 = !DILocation(line: 40, column: 9, scope: !363, inlinedAt: !371)
!427 = distinct !{!427, !426, !428, !111}
!428 = !DILocation(line: 40, column: 71, scope: !363, inlinedAt: !371)
!429 = distinct !{!429, !390, !400, !111}
!430 = distinct !{!430, !408, !410, !111}
!431 = distinct !{!431, !426, !428, !111}
!432 = distinct !{!432, !390, !400, !111}
!433 = distinct !{!433, !408, !410, !111}
!434 = distinct !{!434, !426, !428, !111}
!435 = !DILocation(line: 0, scope: !366, inlinedAt: !371)
!436 = !DILocation(line: 43, column: 5, scope: !366, inlinedAt: !371)
!437 = !DILocation(line: 43, column: 29, scope: !438, inlinedAt: !371)
!438 = distinct !DILexicalBlock(scope: !366, file: !3, line: 43, column: 5)
!439 = !DILocation(line: 43, column: 46, scope: !438, inlinedAt: !371)
!440 = !DILocation(line: 43, column: 51, scope: !438, inlinedAt: !371)
!441 = !DILocation(line: 43, column: 33, scope: !438, inlinedAt: !371)
!442 = !DILocation(line: 43, column: 38, scope: !438, inlinedAt: !371)
!443 = distinct !{!443, !436, !444, !111, !121, !122}
!444 = !DILocation(line: 43, column: 64, scope: !366, inlinedAt: !371)
!445 = distinct !{!445, !426, !428, !111}
!446 = !DILocation(line: 44, column: 5, scope: !348, inlinedAt: !371)
!447 = !DILocation(line: 44, column: 14, scope: !348, inlinedAt: !371)
!448 = !DILocation(line: 59, column: 204, scope: !140)
!449 = !DILocation(line: 51, column: 58, scope: !450, inlinedAt: !461)
!450 = distinct !DILexicalBlock(scope: !451, file: !3, line: 51, column: 58)
!451 = distinct !DISubprogram(name: "h", scope: !3, file: !3, line: 51, type: !452, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !456)
!452 = !DISubroutineType(types: !453)
!453 = !{!12, !454, !6}
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !455, size: 64)
!455 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!456 = !{!457, !458, !459, !460}
!457 = !DILocalVariable(name: "a", arg: 1, scope: !451, file: !3, line: 51, type: !454)
!458 = !DILocalVariable(name: "n", arg: 2, scope: !451, file: !3, line: 51, type: !6)
!459 = !DILocalVariable(name: "x", scope: !451, file: !3, line: 51, type: !12)
!460 = !DILocalVariable(name: "i", scope: !450, file: !3, line: 51, type: !6)
!461 = distinct !DILocation(line: 60, column: 23, scope: !69)
!462 = !DILocation(line: 0, scope: !450, inlinedAt: !461)
!463 = !DILocation(line: 0, scope: !451, inlinedAt: !461)
!464 = !DILocation(line: 51, column: 92, scope: !465, inlinedAt: !461)
!465 = distinct !DILexicalBlock(scope: !450, file: !3, line: 51, column: 58)
!466 = !DILocation(line: 51, column: 118, scope: !465, inlinedAt: !461)
!467 = !DILocation(line: 51, column: 106, scope: !465, inlinedAt: !461)
!468 = !DILocation(line: 51, column: 82, scope: !465, inlinedAt: !461)
!469 = !DILocation(line: 51, column: 76, scope: !465, inlinedAt: !461)
!470 = distinct !{!470, !449, !471, !111}
!471 = !DILocation(line: 51, column: 121, scope: !450, inlinedAt: !461)
!472 = !DILocation(line: 0, scope: !69)
!473 = !DILocation(line: 60, column: 40, scope: !474)
!474 = distinct !DILexicalBlock(scope: !69, file: !3, line: 60, column: 36)
!475 = !DILocation(line: 60, column: 36, scope: !69)
!476 = !DILocation(line: 60, column: 65, scope: !69)
!477 = !DILocation(line: 50, column: 74, scope: !478, inlinedAt: !488)
!478 = distinct !DILexicalBlock(scope: !479, file: !3, line: 50, column: 74)
!479 = distinct !DILexicalBlock(scope: !480, file: !3, line: 50, column: 42)
!480 = distinct !DILexicalBlock(scope: !481, file: !3, line: 50, column: 42)
!481 = distinct !DISubprogram(name: "sorted", scope: !3, file: !3, line: 50, type: !482, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !484)
!482 = !DISubroutineType(types: !483)
!483 = !{!6, !454, !6}
!484 = !{!485, !486, !487}
!485 = !DILocalVariable(name: "a", arg: 1, scope: !481, file: !3, line: 50, type: !454)
!486 = !DILocalVariable(name: "n", arg: 2, scope: !481, file: !3, line: 50, type: !6)
!487 = !DILocalVariable(name: "i", scope: !480, file: !3, line: 50, type: !6)
!488 = distinct !DILocation(line: 61, column: 72, scope: !69)
!489 = !DILocation(line: 50, column: 85, scope: !478, inlinedAt: !488)
!490 = !DILocation(line: 60, column: 72, scope: !69)
!491 = !DILocation(line: 0, scope: !480, inlinedAt: !492)
!492 = distinct !DILocation(line: 60, column: 75, scope: !69)
!493 = !DILocation(line: 50, column: 83, scope: !478, inlinedAt: !492)
!494 = !DILocation(line: 50, column: 74, scope: !479, inlinedAt: !492)
!495 = !DILocation(line: 50, column: 66, scope: !479, inlinedAt: !492)
!496 = !DILocation(line: 50, column: 74, scope: !478, inlinedAt: !492)
!497 = !DILocation(line: 50, column: 85, scope: !478, inlinedAt: !492)
!498 = distinct !{!498, !499, !500, !111}
!499 = !DILocation(line: 50, column: 42, scope: !480, inlinedAt: !492)
!500 = !DILocation(line: 50, column: 98, scope: !480, inlinedAt: !492)
!501 = !DILocation(line: 50, column: 60, scope: !479, inlinedAt: !492)
!502 = !DILocation(line: 60, column: 59, scope: !69)
!503 = !DILocation(line: 61, column: 60, scope: !69)
!504 = !DILocation(line: 0, scope: !481, inlinedAt: !488)
!505 = !DILocation(line: 0, scope: !480, inlinedAt: !488)
!506 = !DILocation(line: 50, column: 83, scope: !478, inlinedAt: !488)
!507 = !DILocation(line: 50, column: 74, scope: !479, inlinedAt: !488)
!508 = !DILocation(line: 50, column: 66, scope: !479, inlinedAt: !488)
!509 = distinct !{!509, !510, !511, !111}
!510 = !DILocation(line: 50, column: 42, scope: !480, inlinedAt: !488)
!511 = !DILocation(line: 50, column: 98, scope: !480, inlinedAt: !488)
!512 = !DILocation(line: 50, column: 60, scope: !479, inlinedAt: !488)
!513 = !DILocation(line: 61, column: 96, scope: !69)
!514 = !DILocation(line: 61, column: 9, scope: !69)
!515 = !DILocation(line: 57, column: 35, scope: !70)
!516 = !DILocation(line: 57, column: 27, scope: !70)
!517 = distinct !{!517, !96, !518, !111}
!518 = !DILocation(line: 62, column: 5, scope: !67)
!519 = !DILocalVariable(name: "a", arg: 1, scope: !520, file: !3, line: 46, type: !130)
!520 = distinct !DISubprogram(name: "counting", scope: !3, file: !3, line: 46, type: !521, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !523)
!521 = !DISubroutineType(types: !522)
!522 = !{null, !130, !6, !6, !6}
!523 = !{!519, !524, !525, !526, !527, !528, !530, !531}
!524 = !DILocalVariable(name: "n", arg: 2, scope: !520, file: !3, line: 46, type: !6)
!525 = !DILocalVariable(name: "lo", arg: 3, scope: !520, file: !3, line: 46, type: !6)
!526 = !DILocalVariable(name: "hi", arg: 4, scope: !520, file: !3, line: 46, type: !6)
!527 = !DILocalVariable(name: "c", scope: !520, file: !3, line: 47, type: !130)
!528 = !DILocalVariable(name: "i", scope: !529, file: !3, line: 47, type: !6)
!529 = distinct !DILexicalBlock(scope: !520, file: !3, line: 47, column: 56)
!530 = !DILocalVariable(name: "k", scope: !520, file: !3, line: 48, type: !6)
!531 = !DILocalVariable(name: "v", scope: !532, file: !3, line: 48, type: !6)
!532 = distinct !DILexicalBlock(scope: !520, file: !3, line: 48, column: 16)
!533 = !DILocation(line: 0, scope: !520, inlinedAt: !534)
!534 = distinct !DILocation(line: 63, column: 55, scope: !2)
!535 = !DILocation(line: 47, column: 14, scope: !520, inlinedAt: !534)
!536 = !DILocation(line: 0, scope: !529, inlinedAt: !534)
!537 = !DILocation(line: 47, column: 61, scope: !529, inlinedAt: !534)
!538 = !DILocation(line: 47, column: 56, scope: !529, inlinedAt: !534)
!539 = !DILocation(line: 47, column: 86, scope: !540, inlinedAt: !534)
!540 = distinct !DILexicalBlock(scope: !529, file: !3, line: 47, column: 56)
!541 = !DILocation(line: 47, column: 84, scope: !540, inlinedAt: !534)
!542 = !DILocation(line: 47, column: 96, scope: !540, inlinedAt: !534)
!543 = !DILocation(line: 47, column: 80, scope: !540, inlinedAt: !534)
!544 = !DILocation(line: 47, column: 74, scope: !540, inlinedAt: !534)
!545 = distinct !{!545, !538, !546, !111}
!546 = !DILocation(line: 47, column: 96, scope: !529, inlinedAt: !534)
!547 = !DILocation(line: 0, scope: !532, inlinedAt: !534)
!548 = !DILocation(line: 48, column: 51, scope: !549, inlinedAt: !534)
!549 = distinct !DILexicalBlock(scope: !532, file: !3, line: 48, column: 16)
!550 = !DILocation(line: 48, column: 66, scope: !549, inlinedAt: !534)
!551 = !DILocation(line: 48, column: 73, scope: !549, inlinedAt: !534)
!552 = distinct !{!552, !548, !553, !111, !121, !122}
!553 = !DILocation(line: 48, column: 79, scope: !549, inlinedAt: !534)
!554 = !DILocation(line: 48, column: 62, scope: !549, inlinedAt: !534)
!555 = !DILocation(line: 48, column: 69, scope: !549, inlinedAt: !534)
!556 = distinct !{!556, !548, !553, !111, !122, !121}
!557 = !DILocation(line: 48, scope: !520, inlinedAt: !534)
!558 = !DILocation(line: 48, column: 47, scope: !549, inlinedAt: !534)
!559 = !DILocation(line: 48, column: 34, scope: !549, inlinedAt: !534)
!560 = !DILocation(line: 48, column: 16, scope: !532, inlinedAt: !534)
!561 = distinct !{!561, !560, !562, !111}
!562 = !DILocation(line: 48, column: 79, scope: !532, inlinedAt: !534)
!563 = !DILocation(line: 48, column: 83, scope: !520, inlinedAt: !534)
!564 = !DILocation(line: 0, scope: !481, inlinedAt: !565)
!565 = distinct !DILocation(line: 63, column: 122, scope: !2)
!566 = !DILocation(line: 0, scope: !480, inlinedAt: !565)
!567 = !DILocation(line: 50, column: 74, scope: !478, inlinedAt: !565)
!568 = !DILocation(line: 50, column: 85, scope: !478, inlinedAt: !565)
!569 = !DILocation(line: 50, column: 83, scope: !478, inlinedAt: !565)
!570 = !DILocation(line: 50, column: 74, scope: !479, inlinedAt: !565)
!571 = !DILocation(line: 50, column: 66, scope: !479, inlinedAt: !565)
!572 = distinct !{!572, !573, !574, !111}
!573 = !DILocation(line: 50, column: 42, scope: !480, inlinedAt: !565)
!574 = !DILocation(line: 50, column: 98, scope: !480, inlinedAt: !565)
!575 = !DILocation(line: 50, column: 60, scope: !479, inlinedAt: !565)
!576 = !DILocation(line: 63, column: 136, scope: !2)
!577 = !DILocation(line: 63, column: 80, scope: !2)
!578 = !DILocation(line: 64, column: 12, scope: !2)
!579 = !DILocation(line: 64, column: 5, scope: !2)
!580 = distinct !DISubprogram(name: "quick", scope: !3, file: !3, line: 15, type: !581, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !582)
!581 = !DISubroutineType(cc: DW_CC_nocall, types: !219)
!582 = !{!583, !584, !585, !586, !588, !589, !590}
!583 = !DILocalVariable(name: "a", arg: 1, scope: !580, file: !3, line: 15, type: !130)
!584 = !DILocalVariable(name: "lo", arg: 2, scope: !580, file: !3, line: 15, type: !6)
!585 = !DILocalVariable(name: "hi", arg: 3, scope: !580, file: !3, line: 15, type: !6)
!586 = !DILocalVariable(name: "p", scope: !587, file: !3, line: 17, type: !6)
!587 = distinct !DILexicalBlock(scope: !580, file: !3, line: 16, column: 21)
!588 = !DILocalVariable(name: "i", scope: !587, file: !3, line: 17, type: !6)
!589 = !DILocalVariable(name: "j", scope: !587, file: !3, line: 17, type: !6)
!590 = !DILocalVariable(name: "t", scope: !591, file: !3, line: 18, type: !6)
!591 = distinct !DILexicalBlock(scope: !592, file: !3, line: 18, column: 82)
!592 = distinct !DILexicalBlock(scope: !593, file: !3, line: 18, column: 74)
!593 = distinct !DILexicalBlock(scope: !587, file: !3, line: 18, column: 24)
!594 = !DILocation(line: 0, scope: !580)
!595 = !DILocation(line: 16, column: 15, scope: !580)
!596 = !DILocation(line: 16, column: 5, scope: !580)
!597 = !DILocation(line: 17, column: 28, scope: !587)
!598 = !DILocation(line: 17, column: 34, scope: !587)
!599 = !DILocation(line: 17, column: 22, scope: !587)
!600 = !DILocation(line: 17, column: 17, scope: !587)
!601 = !DILocation(line: 0, scope: !587)
!602 = !DILocation(line: 18, column: 9, scope: !587)
!603 = !DILocation(line: 18, column: 26, scope: !593)
!604 = !DILocation(line: 18, column: 33, scope: !593)
!605 = !DILocation(line: 18, column: 38, scope: !593)
!606 = !DILocation(line: 18, column: 44, scope: !593)
!607 = distinct !{!607, !603, !606, !111}
!608 = !DILocation(line: 18, column: 48, scope: !593)
!609 = !DILocation(line: 18, column: 55, scope: !593)
!610 = !DILocation(line: 18, column: 60, scope: !593)
!611 = !DILocation(line: 18, column: 66, scope: !593)
!612 = distinct !{!612, !608, !611, !111}
!613 = !DILocation(line: 18, column: 76, scope: !592)
!614 = !DILocation(line: 18, column: 74, scope: !593)
!615 = !DILocation(line: 0, scope: !591)
!616 = !DILocation(line: 18, column: 103, scope: !591)
!617 = !DILocation(line: 18, column: 116, scope: !591)
!618 = !DILocation(line: 18, column: 122, scope: !591)
!619 = !DILocation(line: 18, column: 127, scope: !591)
!620 = !DILocation(line: 18, column: 131, scope: !591)
!621 = !DILocation(line: 18, column: 18, scope: !587)
!622 = distinct !{!622, !602, !623, !111}
!623 = !DILocation(line: 18, column: 133, scope: !587)
!624 = !DILocation(line: 19, column: 15, scope: !625)
!625 = distinct !DILexicalBlock(scope: !587, file: !3, line: 19, column: 13)
!626 = !DILocation(line: 19, column: 25, scope: !625)
!627 = !DILocation(line: 19, column: 20, scope: !625)
!628 = !DILocation(line: 19, column: 13, scope: !587)
!629 = !DILocation(line: 19, column: 32, scope: !630)
!630 = distinct !DILexicalBlock(scope: !625, file: !3, line: 19, column: 30)
!631 = !DILocation(line: 19, column: 57, scope: !630)
!632 = !DILocation(line: 19, column: 66, scope: !633)
!633 = distinct !DILexicalBlock(scope: !625, file: !3, line: 19, column: 64)
!634 = distinct !{!634, !596, !635, !111}
!635 = !DILocation(line: 20, column: 5, scope: !580)
!636 = !DILocation(line: 21, column: 1, scope: !580)
!637 = !DISubprogram(name: "printf", scope: !638, file: !638, line: 356, type: !639, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!638 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!639 = !DISubroutineType(types: !640)
!640 = !{!6, !641, null}
!641 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !62)
!642 = !DISubprogram(name: "malloc", scope: !643, file: !643, line: 553, type: !644, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!643 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!644 = !DISubroutineType(types: !645)
!645 = !{!646, !9}
!646 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!647 = !DISubprogram(name: "free", scope: !643, file: !643, line: 568, type: !648, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!648 = !DISubroutineType(types: !649)
!649 = !{null, !646}
!650 = !DISubprogram(name: "calloc", scope: !643, file: !643, line: 556, type: !651, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!651 = !DISubroutineType(types: !652)
!652 = !{!646, !9, !9}
