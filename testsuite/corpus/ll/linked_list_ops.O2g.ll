; ModuleID = 'programs/linked_list_ops.c'
source_filename = "programs/linked_list_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.DNode = type { ptr, ptr, double }
%struct.Node = type { i32, ptr }

@.str = private unnamed_addr constant [5 x i8] c"orig\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"rev\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"no3\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [25 x i8] c"len=%d sum=%ld cycle=%d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [21 x i8] c"cycle after link=%d\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [11 x i8] c"dlist fwd:\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [4 x i8] c" %g\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [11 x i8] c"dlist bwd:\00", align 1, !dbg !36
@.str.10 = private unnamed_addr constant [27 x i8] c"dlist remaining=%d tot=%g\0A\00", align 1, !dbg !38
@.str.11 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1, !dbg !43
@.str.12 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !45

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !64 {
  %1 = alloca ptr, align 8, !DIAssignID !114
  %2 = alloca %struct.DNode, align 8, !DIAssignID !115
    #dbg_assign(i1 undef, !83, !DIExpression(), !115, ptr %2, !DIExpression(), !116)
    #dbg_value(ptr null, !67, !DIExpression(), !116)
    #dbg_value(i32 7, !75, !DIExpression(), !116)
    #dbg_value(i32 0, !77, !DIExpression(), !117)
  br label %90, !dbg !118

3:                                                ; preds = %90
    #dbg_value(ptr @.str, !119, !DIExpression(), !130)
    #dbg_value(ptr %98, !126, !DIExpression(), !130)
    #dbg_value(i32 10, !127, !DIExpression(), !130)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str), !dbg !132
    #dbg_value(i32 0, !128, !DIExpression(), !133)
  br label %5, !dbg !134

5:                                                ; preds = %3, %5
  %6 = phi i32 [ %12, %5 ], [ 0, %3 ]
  %7 = phi ptr [ %11, %5 ], [ %98, %3 ]
    #dbg_value(i32 %6, !128, !DIExpression(), !133)
    #dbg_value(ptr %7, !126, !DIExpression(), !130)
  %8 = load i32, ptr %7, align 8, !dbg !135, !tbaa !137
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %8), !dbg !143
  %10 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !144
  %11 = load ptr, ptr %10, align 8, !dbg !144, !tbaa !145
    #dbg_value(ptr %11, !126, !DIExpression(), !130)
  %12 = add nuw nsw i32 %6, 1, !dbg !146
    #dbg_value(i32 %12, !128, !DIExpression(), !133)
  %13 = icmp ne ptr %11, null, !dbg !147
  %14 = icmp ult i32 %6, 9, !dbg !148
  %15 = select i1 %13, i1 %14, i1 false, !dbg !148
  br i1 %15, label %5, label %16, !dbg !134, !llvm.loop !149

16:                                               ; preds = %5
  %17 = tail call i32 @putchar(i32 10), !dbg !152
    #dbg_value(ptr %98, !153, !DIExpression(), !161)
    #dbg_value(ptr null, !158, !DIExpression(), !161)
  br label %18, !dbg !163

18:                                               ; preds = %16, %18
  %19 = phi ptr [ %22, %18 ], [ %98, %16 ]
  %20 = phi ptr [ %19, %18 ], [ null, %16 ]
    #dbg_value(ptr %19, !153, !DIExpression(), !161)
    #dbg_value(ptr %20, !158, !DIExpression(), !161)
  %21 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !164
  %22 = load ptr, ptr %21, align 8, !dbg !164, !tbaa !145
    #dbg_value(ptr %22, !159, !DIExpression(), !165)
  store ptr %20, ptr %21, align 8, !dbg !166, !tbaa !145
    #dbg_value(ptr %22, !153, !DIExpression(), !161)
    #dbg_value(ptr %19, !158, !DIExpression(), !161)
  %23 = icmp eq ptr %22, null, !dbg !163
  br i1 %23, label %24, label %18, !dbg !163, !llvm.loop !167

24:                                               ; preds = %18
    #dbg_value(ptr %19, !67, !DIExpression(), !116)
    #dbg_value(ptr @.str.1, !119, !DIExpression(), !169)
    #dbg_value(ptr %19, !126, !DIExpression(), !169)
    #dbg_value(i32 10, !127, !DIExpression(), !169)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1), !dbg !171
    #dbg_value(i32 0, !128, !DIExpression(), !172)
  br label %26, !dbg !173

26:                                               ; preds = %24, %26
  %27 = phi i32 [ %33, %26 ], [ 0, %24 ]
  %28 = phi ptr [ %32, %26 ], [ %19, %24 ]
    #dbg_value(i32 %27, !128, !DIExpression(), !172)
    #dbg_value(ptr %28, !126, !DIExpression(), !169)
  %29 = load i32, ptr %28, align 8, !dbg !174, !tbaa !137
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %29), !dbg !175
  %31 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !176
  %32 = load ptr, ptr %31, align 8, !dbg !176, !tbaa !145
    #dbg_value(ptr %32, !126, !DIExpression(), !169)
  %33 = add nuw nsw i32 %27, 1, !dbg !177
    #dbg_value(i32 %33, !128, !DIExpression(), !172)
  %34 = icmp ne ptr %32, null, !dbg !178
  %35 = icmp ult i32 %27, 9, !dbg !179
  %36 = select i1 %34, i1 %35, i1 false, !dbg !179
  br i1 %36, label %26, label %37, !dbg !173, !llvm.loop !180

37:                                               ; preds = %26
  %38 = tail call i32 @putchar(i32 10), !dbg !182
  %39 = tail call fastcc ptr @msort(ptr noundef nonnull %19), !dbg !183
    #dbg_value(ptr %39, !67, !DIExpression(), !116)
    #dbg_value(ptr @.str.2, !119, !DIExpression(), !184)
    #dbg_value(ptr %39, !126, !DIExpression(), !184)
    #dbg_value(i32 10, !127, !DIExpression(), !184)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.2), !dbg !186
    #dbg_value(i32 0, !128, !DIExpression(), !187)
  %41 = icmp eq ptr %39, null, !dbg !188
  br i1 %41, label %42, label %45, !dbg !189

42:                                               ; preds = %37
  %43 = tail call i32 @putchar(i32 10), !dbg !190
    #dbg_assign(i1 undef, !191, !DIExpression(), !114, ptr %1, !DIExpression(), !206)
    #dbg_assign(ptr %39, !191, !DIExpression(), !208, ptr %1, !DIExpression(), !206)
    #dbg_assign(ptr %39, !191, !DIExpression(), !209, ptr %1, !DIExpression(), !206)
    #dbg_value(ptr poison, !199, !DIExpression(), !206)
    #dbg_value(ptr %1, !200, !DIExpression(), !206)
    #dbg_value(ptr null, !67, !DIExpression(), !116)
    #dbg_value(ptr @.str.3, !119, !DIExpression(), !210)
    #dbg_value(ptr null, !126, !DIExpression(), !210)
    #dbg_value(i32 10, !127, !DIExpression(), !210)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3), !dbg !212
    #dbg_value(i32 0, !128, !DIExpression(), !213)
  br label %86, !dbg !214

45:                                               ; preds = %37, %45
  %46 = phi i32 [ %52, %45 ], [ 0, %37 ]
  %47 = phi ptr [ %51, %45 ], [ %39, %37 ]
    #dbg_value(i32 %46, !128, !DIExpression(), !187)
    #dbg_value(ptr %47, !126, !DIExpression(), !184)
  %48 = load i32, ptr %47, align 8, !dbg !215, !tbaa !137
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %48), !dbg !216
  %50 = getelementptr inbounds i8, ptr %47, i64 8, !dbg !217
  %51 = load ptr, ptr %50, align 8, !dbg !217, !tbaa !145
    #dbg_value(ptr %51, !126, !DIExpression(), !184)
  %52 = add nuw nsw i32 %46, 1, !dbg !218
    #dbg_value(i32 %52, !128, !DIExpression(), !187)
  %53 = icmp ne ptr %51, null, !dbg !188
  %54 = icmp ult i32 %46, 9, !dbg !219
  %55 = select i1 %53, i1 %54, i1 false, !dbg !219
  br i1 %55, label %45, label %56, !dbg !189, !llvm.loop !220

56:                                               ; preds = %45
  %57 = tail call i32 @putchar(i32 10), !dbg !190
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
    #dbg_assign(i1 undef, !191, !DIExpression(), !114, ptr %1, !DIExpression(), !206)
  store ptr %39, ptr %1, align 8, !tbaa !222, !DIAssignID !208
    #dbg_assign(ptr %39, !191, !DIExpression(), !208, ptr %1, !DIExpression(), !206)
    #dbg_assign(ptr %39, !191, !DIExpression(), !209, ptr %1, !DIExpression(), !206)
    #dbg_value(ptr poison, !199, !DIExpression(), !206)
    #dbg_value(ptr %1, !200, !DIExpression(), !206)
  br label %58, !dbg !223

58:                                               ; preds = %56, %67
  %59 = phi ptr [ %68, %67 ], [ %1, %56 ]
  %60 = phi ptr [ %69, %67 ], [ %39, %56 ]
    #dbg_value(ptr %59, !200, !DIExpression(), !206)
  %61 = load i32, ptr %60, align 8, !dbg !224, !tbaa !137
    #dbg_value(i32 %61, !225, !DIExpression(), !229)
  %62 = srem i32 %61, 3, !dbg !231
  %63 = icmp eq i32 %62, 0, !dbg !232
  %64 = getelementptr inbounds i8, ptr %60, i64 8, !dbg !233
  br i1 %63, label %65, label %67, !dbg !234

65:                                               ; preds = %58
    #dbg_value(ptr %60, !202, !DIExpression(), !235)
  %66 = load ptr, ptr %64, align 8, !dbg !236, !tbaa !145
  store ptr %66, ptr %59, align 8, !dbg !237, !tbaa !222
  tail call void @free(ptr noundef nonnull %60) #7, !dbg !238
  br label %67, !dbg !239

67:                                               ; preds = %65, %58
  %68 = phi ptr [ %59, %65 ], [ %64, %58 ], !dbg !240
    #dbg_value(ptr %68, !200, !DIExpression(), !206)
  %69 = load ptr, ptr %68, align 8, !dbg !241, !tbaa !222
  %70 = icmp eq ptr %69, null, !dbg !223
  br i1 %70, label %71, label %58, !dbg !223, !llvm.loop !242

71:                                               ; preds = %67
  %72 = load ptr, ptr %1, align 8, !dbg !244, !tbaa !222
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !245
    #dbg_value(ptr %72, !67, !DIExpression(), !116)
    #dbg_value(ptr @.str.3, !119, !DIExpression(), !210)
    #dbg_value(ptr %72, !126, !DIExpression(), !210)
    #dbg_value(i32 10, !127, !DIExpression(), !210)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3), !dbg !212
    #dbg_value(i32 0, !128, !DIExpression(), !213)
  %74 = icmp eq ptr %72, null, !dbg !246
  br i1 %74, label %86, label %75, !dbg !214

75:                                               ; preds = %71, %75
  %76 = phi i32 [ %82, %75 ], [ 0, %71 ]
  %77 = phi ptr [ %81, %75 ], [ %72, %71 ]
    #dbg_value(i32 %76, !128, !DIExpression(), !213)
    #dbg_value(ptr %77, !126, !DIExpression(), !210)
  %78 = load i32, ptr %77, align 8, !dbg !247, !tbaa !137
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %78), !dbg !248
  %80 = getelementptr inbounds i8, ptr %77, i64 8, !dbg !249
  %81 = load ptr, ptr %80, align 8, !dbg !249, !tbaa !145
    #dbg_value(ptr %81, !126, !DIExpression(), !210)
  %82 = add nuw nsw i32 %76, 1, !dbg !250
    #dbg_value(i32 %82, !128, !DIExpression(), !213)
  %83 = icmp ne ptr %81, null, !dbg !246
  %84 = icmp ult i32 %76, 9, !dbg !251
  %85 = select i1 %83, i1 %84, i1 false, !dbg !251
  br i1 %85, label %75, label %88, !dbg !214, !llvm.loop !252

86:                                               ; preds = %71, %42
  %87 = tail call i32 @putchar(i32 10), !dbg !254
    #dbg_value(i32 0, !79, !DIExpression(), !116)
    #dbg_value(ptr null, !80, !DIExpression(), !255)
    #dbg_value(ptr null, !256, !DIExpression(), !263)
    #dbg_value(i64 0, !262, !DIExpression(), !263)
  br label %111, !dbg !265

88:                                               ; preds = %75
  %89 = tail call i32 @putchar(i32 10), !dbg !254
    #dbg_value(i32 0, !79, !DIExpression(), !116)
    #dbg_value(ptr %72, !80, !DIExpression(), !255)
  br label %133, !dbg !267

90:                                               ; preds = %0, %90
  %91 = phi ptr [ null, %0 ], [ %98, %90 ]
  %92 = phi i32 [ 7, %0 ], [ %95, %90 ]
  %93 = phi i32 [ 0, %0 ], [ %100, %90 ]
    #dbg_value(ptr %91, !67, !DIExpression(), !116)
    #dbg_value(i32 %92, !75, !DIExpression(), !116)
    #dbg_value(i32 %93, !77, !DIExpression(), !117)
  %94 = mul i32 %92, 1664525, !dbg !268
  %95 = add i32 %94, 1013904223, !dbg !271
    #dbg_value(i32 %95, !75, !DIExpression(), !116)
  %96 = lshr i32 %95, 20, !dbg !272
  %97 = add nsw i32 %96, -2048, !dbg !273
    #dbg_value(ptr %91, !274, !DIExpression(), !281)
    #dbg_value(i32 %97, !279, !DIExpression(), !281)
  %98 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8, !dbg !283
    #dbg_value(ptr %98, !280, !DIExpression(), !281)
  store i32 %97, ptr %98, align 8, !dbg !284, !tbaa !137
  %99 = getelementptr inbounds i8, ptr %98, i64 8, !dbg !285
  store ptr %91, ptr %99, align 8, !dbg !286, !tbaa !145
    #dbg_value(ptr %98, !67, !DIExpression(), !116)
  %100 = add nuw nsw i32 %93, 1, !dbg !287
    #dbg_value(i32 %100, !77, !DIExpression(), !117)
  %101 = icmp eq i32 %100, 500, !dbg !288
  br i1 %101, label %3, label %90, !dbg !118, !llvm.loop !289

102:                                              ; preds = %133, %102
  %103 = phi i64 [ %107, %102 ], [ 0, %133 ]
  %104 = phi ptr [ %109, %102 ], [ %72, %133 ]
    #dbg_value(i64 %103, !262, !DIExpression(), !263)
    #dbg_value(ptr %104, !256, !DIExpression(), !263)
  %105 = load i32, ptr %104, align 8, !dbg !291, !tbaa !137
  %106 = sext i32 %105 to i64, !dbg !293
  %107 = add nsw i64 %103, %106, !dbg !294
    #dbg_value(i64 %107, !262, !DIExpression(), !263)
  %108 = getelementptr inbounds i8, ptr %104, i64 8, !dbg !295
  %109 = load ptr, ptr %108, align 8, !dbg !295, !tbaa !145
    #dbg_value(ptr %109, !256, !DIExpression(), !263)
  %110 = icmp eq ptr %109, null, !dbg !265
  br i1 %110, label %111, label %102, !dbg !265, !llvm.loop !296

111:                                              ; preds = %102, %86
  %112 = phi i32 [ 0, %86 ], [ %136, %102 ]
  %113 = phi i1 [ true, %86 ], [ false, %102 ]
  %114 = phi ptr [ null, %86 ], [ %72, %102 ]
  %115 = phi i64 [ 0, %86 ], [ %107, %102 ], !dbg !298
    #dbg_value(ptr %114, !299, !DIExpression(), !306)
    #dbg_value(ptr %114, !304, !DIExpression(), !306)
    #dbg_value(ptr %114, !305, !DIExpression(), !306)
  br label %116, !dbg !308

116:                                              ; preds = %124, %111
  %117 = phi ptr [ %114, %111 ], [ %126, %124 ], !dbg !309
  %118 = phi ptr [ %114, %111 ], [ %128, %124 ], !dbg !309
    #dbg_value(ptr %118, !305, !DIExpression(), !306)
    #dbg_value(ptr %117, !304, !DIExpression(), !306)
  %119 = icmp eq ptr %118, null, !dbg !310
  br i1 %119, label %130, label %120, !dbg !311

120:                                              ; preds = %116
  %121 = getelementptr inbounds i8, ptr %118, i64 8, !dbg !312
  %122 = load ptr, ptr %121, align 8, !dbg !312, !tbaa !145
  %123 = icmp eq ptr %122, null, !dbg !311
  br i1 %123, label %130, label %124, !dbg !308

124:                                              ; preds = %120
  %125 = getelementptr inbounds i8, ptr %117, i64 8, !dbg !313
  %126 = load ptr, ptr %125, align 8, !dbg !313, !tbaa !145
    #dbg_value(ptr %126, !304, !DIExpression(), !306)
  %127 = getelementptr inbounds i8, ptr %122, i64 8, !dbg !315
  %128 = load ptr, ptr %127, align 8, !dbg !315, !tbaa !145
    #dbg_value(ptr %128, !305, !DIExpression(), !306)
  %129 = icmp eq ptr %126, %128, !dbg !316
  br i1 %129, label %130, label %116, !dbg !318, !llvm.loop !319

130:                                              ; preds = %116, %120, %124
  %131 = phi i32 [ 1, %124 ], [ 0, %116 ], [ 0, %120 ], !dbg !309
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %112, i64 noundef %115, i32 noundef %131), !dbg !321
    #dbg_value(ptr %114, !82, !DIExpression(), !116)
  br label %140, !dbg !322

133:                                              ; preds = %88, %133
  %134 = phi ptr [ %138, %133 ], [ %72, %88 ]
  %135 = phi i32 [ %136, %133 ], [ 0, %88 ]
    #dbg_value(ptr %134, !80, !DIExpression(), !255)
    #dbg_value(i32 %135, !79, !DIExpression(), !116)
  %136 = add nuw nsw i32 %135, 1, !dbg !323
    #dbg_value(i32 %136, !79, !DIExpression(), !116)
  %137 = getelementptr inbounds i8, ptr %134, i64 8, !dbg !325
  %138 = load ptr, ptr %137, align 8, !dbg !325, !tbaa !145
    #dbg_value(ptr %138, !80, !DIExpression(), !255)
  %139 = icmp eq ptr %138, null, !dbg !267
  br i1 %139, label %102, label %133, !dbg !267, !llvm.loop !326

140:                                              ; preds = %140, %130
  %141 = phi ptr [ %114, %130 ], [ %143, %140 ], !dbg !328
    #dbg_value(ptr %141, !82, !DIExpression(), !116)
  %142 = getelementptr inbounds i8, ptr %141, i64 8, !dbg !329
  %143 = load ptr, ptr %142, align 8, !dbg !329, !tbaa !145
  %144 = icmp eq ptr %143, null, !dbg !322
  br i1 %144, label %145, label %140, !dbg !322, !llvm.loop !330

145:                                              ; preds = %140
  %146 = getelementptr inbounds i8, ptr %141, i64 8
  %147 = getelementptr inbounds i8, ptr %114, i64 8, !dbg !332
  %148 = load ptr, ptr %147, align 8, !dbg !332, !tbaa !145
  %149 = getelementptr inbounds i8, ptr %148, i64 8, !dbg !333
  %150 = load ptr, ptr %149, align 8, !dbg !333, !tbaa !145
  store ptr %150, ptr %146, align 8, !dbg !334, !tbaa !145
    #dbg_value(ptr %114, !299, !DIExpression(), !335)
    #dbg_value(ptr %114, !304, !DIExpression(), !335)
    #dbg_value(ptr %114, !305, !DIExpression(), !335)
  br label %151, !dbg !337

151:                                              ; preds = %159, %145
  %152 = phi ptr [ %114, %145 ], [ %161, %159 ], !dbg !338
  %153 = phi ptr [ %114, %145 ], [ %163, %159 ], !dbg !338
    #dbg_value(ptr %153, !305, !DIExpression(), !335)
    #dbg_value(ptr %152, !304, !DIExpression(), !335)
  %154 = icmp eq ptr %153, null, !dbg !339
  br i1 %154, label %165, label %155, !dbg !340

155:                                              ; preds = %151
  %156 = getelementptr inbounds i8, ptr %153, i64 8, !dbg !341
  %157 = load ptr, ptr %156, align 8, !dbg !341, !tbaa !145
  %158 = icmp eq ptr %157, null, !dbg !340
  br i1 %158, label %165, label %159, !dbg !337

159:                                              ; preds = %155
  %160 = getelementptr inbounds i8, ptr %152, i64 8, !dbg !342
  %161 = load ptr, ptr %160, align 8, !dbg !342, !tbaa !145
    #dbg_value(ptr %161, !304, !DIExpression(), !335)
  %162 = getelementptr inbounds i8, ptr %157, i64 8, !dbg !343
  %163 = load ptr, ptr %162, align 8, !dbg !343, !tbaa !145
    #dbg_value(ptr %163, !305, !DIExpression(), !335)
  %164 = icmp eq ptr %161, %163, !dbg !344
  br i1 %164, label %165, label %151, !dbg !345, !llvm.loop !346

165:                                              ; preds = %151, %155, %159
  %166 = phi i32 [ 1, %159 ], [ 0, %151 ], [ 0, %155 ], !dbg !338
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %166), !dbg !348
  store ptr null, ptr %146, align 8, !dbg !349, !tbaa !145
    #dbg_value(ptr %114, !350, !DIExpression(), !357)
  br i1 %113, label %173, label %168, !dbg !359

168:                                              ; preds = %165, %168
  %169 = phi ptr [ %171, %168 ], [ %114, %165 ]
    #dbg_value(ptr %169, !350, !DIExpression(), !357)
  %170 = getelementptr inbounds i8, ptr %169, i64 8, !dbg !360
  %171 = load ptr, ptr %170, align 8, !dbg !360, !tbaa !145
    #dbg_value(ptr %171, !355, !DIExpression(), !361)
  tail call void @free(ptr noundef nonnull %169) #7, !dbg !362
    #dbg_value(ptr %171, !350, !DIExpression(), !357)
  %172 = icmp eq ptr %171, null, !dbg !359
  br i1 %172, label %173, label %168, !dbg !359, !llvm.loop !363

173:                                              ; preds = %168, %165
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !365
  store ptr %2, ptr %2, align 8, !dbg !366, !tbaa !367, !DIAssignID !370
    #dbg_assign(ptr %2, !83, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !370, ptr %2, !DIExpression(), !116)
  %174 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !366
  store ptr %2, ptr %174, align 8, !dbg !366, !tbaa !371, !DIAssignID !372
    #dbg_assign(ptr %2, !83, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !372, ptr %174, !DIExpression(), !116)
  %175 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !366
  store double 0.000000e+00, ptr %175, align 8, !dbg !366, !tbaa !373, !DIAssignID !374
    #dbg_assign(double 0.000000e+00, !83, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !374, ptr %175, !DIExpression(), !116)
    #dbg_value(i32 0, !92, !DIExpression(), !375)
  br label %180, !dbg !376

176:                                              ; preds = %195
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6), !dbg !377
  %178 = load ptr, ptr %174, align 8, !dbg !378, !tbaa !371
    #dbg_value(ptr %178, !98, !DIExpression(), !379)
  %179 = icmp eq ptr %178, %2, !dbg !380
  br i1 %179, label %198, label %203, !dbg !382

180:                                              ; preds = %173, %195
  %181 = phi i32 [ 0, %173 ], [ %196, %195 ]
    #dbg_value(i32 %181, !92, !DIExpression(), !375)
  %182 = call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #8, !dbg !383
    #dbg_value(ptr %182, !94, !DIExpression(), !384)
  %183 = uitofp nneg i32 %181 to double, !dbg !385
  %184 = fmul double %183, 1.500000e+00, !dbg !386
  %185 = getelementptr inbounds i8, ptr %182, i64 16, !dbg !387
  store double %184, ptr %185, align 8, !dbg !388, !tbaa !373
  %186 = and i32 %181, 1, !dbg !389
  %187 = icmp eq i32 %186, 0, !dbg !389
  br i1 %187, label %191, label %188, !dbg !391

188:                                              ; preds = %180
  %189 = load ptr, ptr %174, align 8, !dbg !392, !tbaa !371
  %190 = getelementptr inbounds i8, ptr %182, i64 8, !dbg !394
  store ptr %189, ptr %190, align 8, !dbg !395, !tbaa !371
  store ptr %2, ptr %182, align 8, !dbg !396, !tbaa !367
  store ptr %182, ptr %189, align 8, !dbg !397, !tbaa !367
  store ptr %182, ptr %174, align 8, !dbg !398, !tbaa !371, !DIAssignID !399
    #dbg_assign(ptr %182, !83, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !399, ptr %174, !DIExpression(), !116)
  br label %195, !dbg !400

191:                                              ; preds = %180
  %192 = load ptr, ptr %2, align 8, !dbg !401, !tbaa !367
  store ptr %192, ptr %182, align 8, !dbg !403, !tbaa !367
  %193 = getelementptr inbounds i8, ptr %182, i64 8, !dbg !404
  store ptr %2, ptr %193, align 8, !dbg !405, !tbaa !371
  %194 = getelementptr inbounds i8, ptr %192, i64 8, !dbg !406
  store ptr %182, ptr %194, align 8, !dbg !407, !tbaa !371
  store ptr %182, ptr %2, align 8, !dbg !408, !tbaa !367, !DIAssignID !409
    #dbg_assign(ptr %182, !83, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !409, ptr %2, !DIExpression(), !116)
  br label %195

195:                                              ; preds = %191, %188
  %196 = add nuw nsw i32 %181, 1, !dbg !410
    #dbg_value(i32 %196, !92, !DIExpression(), !375)
  %197 = icmp eq i32 %196, 20, !dbg !411
  br i1 %197, label %176, label %180, !dbg !376, !llvm.loop !412

198:                                              ; preds = %203, %176
  %199 = call i32 @putchar(i32 10), !dbg !414
  %200 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9), !dbg !415
    #dbg_value(ptr poison, !100, !DIExpression(), !416)
  %201 = load ptr, ptr %2, align 8, !dbg !417, !tbaa !367
  %202 = icmp eq ptr %201, %2, !dbg !418
  br i1 %202, label %211, label %215, !dbg !420

203:                                              ; preds = %176, %203
  %204 = phi ptr [ %209, %203 ], [ %178, %176 ]
    #dbg_value(ptr %204, !98, !DIExpression(), !379)
  %205 = getelementptr inbounds i8, ptr %204, i64 16, !dbg !421
  %206 = load double, ptr %205, align 8, !dbg !421, !tbaa !373
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %206), !dbg !422
  %208 = getelementptr inbounds i8, ptr %204, i64 8, !dbg !423
  %209 = load ptr, ptr %208, align 8, !dbg !423, !tbaa !371
    #dbg_value(ptr %209, !98, !DIExpression(), !379)
  %210 = icmp eq ptr %209, %2, !dbg !380
  br i1 %210, label %198, label %203, !dbg !382, !llvm.loop !424

211:                                              ; preds = %215, %198
  %212 = call i32 @putchar(i32 10), !dbg !426
  %213 = load ptr, ptr %174, align 8, !dbg !427, !tbaa !371
    #dbg_value(ptr %213, !102, !DIExpression(), !428)
  %214 = icmp eq ptr %213, %2, !dbg !429
  br i1 %214, label %224, label %227, !dbg !430

215:                                              ; preds = %198, %215
  %216 = phi ptr [ %220, %215 ], [ %201, %198 ]
  %217 = getelementptr inbounds i8, ptr %216, i64 16, !dbg !431
  %218 = load double, ptr %217, align 8, !dbg !431, !tbaa !373
  %219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %218), !dbg !432
    #dbg_value(ptr poison, !100, !DIExpression(), !416)
  %220 = load ptr, ptr %216, align 8, !dbg !417, !tbaa !367
    #dbg_value(ptr %220, !100, !DIExpression(), !416)
  %221 = icmp eq ptr %220, %2, !dbg !418
  br i1 %221, label %211, label %215, !dbg !420, !llvm.loop !433

222:                                              ; preds = %240
  %223 = load ptr, ptr %174, align 8, !dbg !435, !tbaa !371
  br label %224, !dbg !435

224:                                              ; preds = %222, %211
  %225 = phi ptr [ %223, %222 ], [ %213, %211 ], !dbg !435
    #dbg_value(double 0.000000e+00, !107, !DIExpression(), !116)
    #dbg_value(i32 0, !108, !DIExpression(), !116)
    #dbg_value(ptr %225, !109, !DIExpression(), !436)
  %226 = icmp eq ptr %225, %2, !dbg !437
  br i1 %226, label %242, label %246, !dbg !438

227:                                              ; preds = %211, %240
  %228 = phi ptr [ %230, %240 ], [ %213, %211 ]
    #dbg_value(ptr %228, !102, !DIExpression(), !428)
  %229 = getelementptr inbounds i8, ptr %228, i64 8, !dbg !439
  %230 = load ptr, ptr %229, align 8, !dbg !439, !tbaa !371
    #dbg_value(ptr %230, !104, !DIExpression(), !440)
  %231 = getelementptr inbounds i8, ptr %228, i64 16, !dbg !441
  %232 = load double, ptr %231, align 8, !dbg !441, !tbaa !373
  %233 = fptosi double %232 to i32, !dbg !443
  %234 = srem i32 %233, 3, !dbg !444
  %235 = icmp eq i32 %234, 0, !dbg !445
  br i1 %235, label %236, label %240, !dbg !446

236:                                              ; preds = %227
  %237 = load ptr, ptr %228, align 8, !dbg !447, !tbaa !367
  %238 = getelementptr inbounds i8, ptr %237, i64 8, !dbg !449
  store ptr %230, ptr %238, align 8, !dbg !450, !tbaa !371
  %239 = load ptr, ptr %229, align 8, !dbg !451, !tbaa !371
  store ptr %237, ptr %239, align 8, !dbg !452, !tbaa !367
  call void @free(ptr noundef nonnull %228) #7, !dbg !453
  br label %240, !dbg !454

240:                                              ; preds = %236, %227
    #dbg_value(ptr %230, !102, !DIExpression(), !428)
  %241 = icmp eq ptr %230, %2, !dbg !429
  br i1 %241, label %222, label %227, !dbg !430, !llvm.loop !455

242:                                              ; preds = %246, %224
  %243 = phi double [ 0.000000e+00, %224 ], [ %254, %246 ], !dbg !457
  %244 = phi i32 [ 0, %224 ], [ %255, %246 ], !dbg !457
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %244, double noundef %243), !dbg !458
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !459
  ret i32 %244, !dbg !460

246:                                              ; preds = %224, %246
  %247 = phi ptr [ %251, %246 ], [ %225, %224 ]
  %248 = phi i32 [ %255, %246 ], [ 0, %224 ]
  %249 = phi double [ %254, %246 ], [ 0.000000e+00, %224 ]
    #dbg_value(ptr %247, !109, !DIExpression(), !436)
    #dbg_value(i32 %248, !108, !DIExpression(), !116)
    #dbg_value(double %249, !107, !DIExpression(), !116)
  %250 = getelementptr inbounds i8, ptr %247, i64 8, !dbg !461
  %251 = load ptr, ptr %250, align 8, !dbg !461, !tbaa !371
    #dbg_value(ptr %251, !111, !DIExpression(), !462)
  %252 = getelementptr inbounds i8, ptr %247, i64 16, !dbg !463
  %253 = load double, ptr %252, align 8, !dbg !463, !tbaa !373
  %254 = fadd double %249, %253, !dbg !464
    #dbg_value(double %254, !107, !DIExpression(), !116)
  %255 = add nuw nsw i32 %248, 1, !dbg !465
    #dbg_value(i32 %255, !108, !DIExpression(), !116)
  call void @free(ptr noundef %247) #7, !dbg !466
    #dbg_value(ptr %251, !109, !DIExpression(), !436)
  %256 = icmp eq ptr %251, %2, !dbg !437
  br i1 %256, label %242, label %246, !dbg !438, !llvm.loop !467
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @msort(ptr noundef %0) unnamed_addr #2 !dbg !469 {
  %2 = alloca %struct.Node, align 8, !DIAssignID !475
    #dbg_value(ptr %0, !471, !DIExpression(), !476)
  %3 = icmp eq ptr %0, null, !dbg !477
  br i1 %3, label %59, label %4, !dbg !479

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !480
  %6 = load ptr, ptr %5, align 8, !dbg !480, !tbaa !145
  %7 = icmp eq ptr %6, null, !dbg !481
  br i1 %7, label %59, label %8, !dbg !482

8:                                                ; preds = %4, %14
  %9 = phi ptr [ %18, %14 ], [ %6, %4 ]
  %10 = phi ptr [ %16, %14 ], [ %0, %4 ]
    #dbg_value(ptr %9, !473, !DIExpression(), !476)
    #dbg_value(ptr %10, !472, !DIExpression(), !476)
  %11 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !483
  %12 = load ptr, ptr %11, align 8, !dbg !483, !tbaa !145
  %13 = icmp eq ptr %12, null, !dbg !484
  br i1 %13, label %20, label %14, !dbg !485

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !486
  %16 = load ptr, ptr %15, align 8, !dbg !486, !tbaa !145
    #dbg_value(ptr %16, !472, !DIExpression(), !476)
  %17 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !488
  %18 = load ptr, ptr %17, align 8, !dbg !488, !tbaa !145
    #dbg_value(ptr %18, !473, !DIExpression(), !476)
  %19 = icmp eq ptr %18, null, !dbg !489
  br i1 %19, label %20, label %8, !dbg !484, !llvm.loop !490

20:                                               ; preds = %14, %8
  %21 = phi ptr [ %16, %14 ], [ %10, %8 ], !dbg !492
  %22 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !493
  %23 = load ptr, ptr %22, align 8, !dbg !493, !tbaa !145
    #dbg_value(ptr %23, !474, !DIExpression(), !476)
  store ptr null, ptr %22, align 8, !dbg !494, !tbaa !145
  %24 = tail call fastcc ptr @msort(ptr noundef nonnull %0), !dbg !495
  %25 = tail call fastcc ptr @msort(ptr noundef %23), !dbg !496
    #dbg_assign(i1 undef, !497, !DIExpression(), !475, ptr %2, !DIExpression(), !505)
    #dbg_value(ptr %24, !502, !DIExpression(), !505)
    #dbg_value(ptr %25, !503, !DIExpression(), !505)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #7, !dbg !507
    #dbg_value(ptr %2, !504, !DIExpression(), !505)
    #dbg_value(ptr %25, !503, !DIExpression(), !505)
    #dbg_value(ptr %24, !502, !DIExpression(), !505)
  %26 = icmp ne ptr %24, null, !dbg !508
  %27 = icmp ne ptr %25, null, !dbg !509
  %28 = and i1 %26, %27, !dbg !509
  br i1 %28, label %29, label %50, !dbg !510

29:                                               ; preds = %20, %43
  %30 = phi ptr [ %44, %43 ], [ %2, %20 ]
  %31 = phi ptr [ %46, %43 ], [ %25, %20 ]
  %32 = phi ptr [ %45, %43 ], [ %24, %20 ]
    #dbg_value(ptr %30, !504, !DIExpression(), !505)
    #dbg_value(ptr %31, !503, !DIExpression(), !505)
    #dbg_value(ptr %32, !502, !DIExpression(), !505)
  %33 = load i32, ptr %32, align 8, !dbg !511, !tbaa !137
  %34 = load i32, ptr %31, align 8, !dbg !514, !tbaa !137
  %35 = icmp sgt i32 %33, %34, !dbg !515
  %36 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !516
  br i1 %35, label %40, label %37, !dbg !517

37:                                               ; preds = %29
  store ptr %32, ptr %36, align 8, !dbg !518, !tbaa !145
  %38 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !520
  %39 = load ptr, ptr %38, align 8, !dbg !520, !tbaa !145
    #dbg_value(ptr %39, !502, !DIExpression(), !505)
  br label %43, !dbg !521

40:                                               ; preds = %29
  store ptr %31, ptr %36, align 8, !dbg !522, !tbaa !145
  %41 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !524
  %42 = load ptr, ptr %41, align 8, !dbg !524, !tbaa !145
    #dbg_value(ptr %42, !503, !DIExpression(), !505)
  br label %43

43:                                               ; preds = %40, %37
  %44 = phi ptr [ %32, %37 ], [ %31, %40 ], !dbg !525
  %45 = phi ptr [ %39, %37 ], [ %32, %40 ]
  %46 = phi ptr [ %31, %37 ], [ %42, %40 ]
    #dbg_value(ptr %46, !503, !DIExpression(), !505)
    #dbg_value(ptr %45, !502, !DIExpression(), !505)
    #dbg_value(ptr %44, !504, !DIExpression(), !505)
  %47 = icmp ne ptr %45, null, !dbg !508
  %48 = icmp ne ptr %46, null, !dbg !509
  %49 = select i1 %47, i1 %48, i1 false, !dbg !509
  br i1 %49, label %29, label %50, !dbg !510, !llvm.loop !526

50:                                               ; preds = %43, %20
  %51 = phi ptr [ %24, %20 ], [ %45, %43 ]
  %52 = phi ptr [ %25, %20 ], [ %46, %43 ]
  %53 = phi ptr [ %2, %20 ], [ %44, %43 ], !dbg !528
  %54 = phi i1 [ %26, %20 ], [ %47, %43 ], !dbg !508
  %55 = select i1 %54, ptr %51, ptr %52, !dbg !529
  %56 = getelementptr inbounds i8, ptr %53, i64 8, !dbg !530
  store ptr %55, ptr %56, align 8, !dbg !531, !tbaa !145
  %57 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !532
  %58 = load ptr, ptr %57, align 8, !dbg !532, !tbaa !145
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #7, !dbg !533
  br label %59

59:                                               ; preds = %1, %4, %50
  %60 = phi ptr [ %58, %50 ], [ %0, %4 ], [ null, %1 ], !dbg !492
  ret ptr %60, !dbg !534
}

; Function Attrs: nofree nounwind
declare !dbg !535 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !540 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !548 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!47}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/linked_list_ops.c", directory: ".", checksumkind: CSK_MD5, checksum: "3c49953e5fb2b03c1f568a830cebd160")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 7)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !9, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 25)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 21)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 11)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !9, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !31, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 27)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !9, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !9, isLocal: true, isDefinition: true)
!47 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !48, globals: !50, splitDebugInlining: false, nameTableKind: None)
!48 = !{!49}
!49 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!50 = !{!0, !7, !12, !17, !19, !24, !29, !34, !51, !36, !38, !43, !45}
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 2)
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!63 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!64 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !65, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !66)
!65 = !DISubroutineType(types: !48)
!66 = !{!67, !75, !77, !79, !80, !82, !83, !92, !94, !98, !100, !102, !104, !107, !108, !109, !111}
!67 = !DILocalVariable(name: "l", scope: !64, file: !2, line: 21, type: !68)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !2, line: 7, baseType: !70)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !2, line: 7, size: 128, elements: !71)
!71 = !{!72, !73}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !70, file: !2, line: 7, baseType: !49, size: 32)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !70, file: !2, line: 7, baseType: !74, size: 64, offset: 64)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!75 = !DILocalVariable(name: "x", scope: !64, file: !2, line: 21, type: !76)
!76 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 21, type: !49)
!78 = distinct !DILexicalBlock(scope: !64, file: !2, line: 21, column: 37)
!79 = !DILocalVariable(name: "n", scope: !64, file: !2, line: 24, type: !49)
!80 = !DILocalVariable(name: "p", scope: !81, file: !2, line: 24, type: !68)
!81 = distinct !DILexicalBlock(scope: !64, file: !2, line: 24, column: 16)
!82 = !DILocalVariable(name: "last", scope: !64, file: !2, line: 25, type: !68)
!83 = !DILocalVariable(name: "head", scope: !64, file: !2, line: 27, type: !84)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "DNode", file: !2, line: 8, baseType: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "DNode", file: !2, line: 8, size: 192, elements: !86)
!86 = !{!87, !89, !90}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !85, file: !2, line: 8, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !85, file: !2, line: 8, baseType: !88, size: 64, offset: 64)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !85, file: !2, line: 8, baseType: !91, size: 64, offset: 128)
!91 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!92 = !DILocalVariable(name: "i", scope: !93, file: !2, line: 28, type: !49)
!93 = distinct !DILexicalBlock(scope: !64, file: !2, line: 28, column: 5)
!94 = !DILocalVariable(name: "d", scope: !95, file: !2, line: 28, type: !97)
!95 = distinct !DILexicalBlock(scope: !96, file: !2, line: 28, column: 34)
!96 = distinct !DILexicalBlock(scope: !93, file: !2, line: 28, column: 5)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!98 = !DILocalVariable(name: "d", scope: !99, file: !2, line: 29, type: !97)
!99 = distinct !DILexicalBlock(scope: !64, file: !2, line: 29, column: 27)
!100 = !DILocalVariable(name: "d", scope: !101, file: !2, line: 30, type: !97)
!101 = distinct !DILexicalBlock(scope: !64, file: !2, line: 30, column: 27)
!102 = !DILocalVariable(name: "d", scope: !103, file: !2, line: 31, type: !97)
!103 = distinct !DILexicalBlock(scope: !64, file: !2, line: 31, column: 5)
!104 = !DILocalVariable(name: "nx", scope: !105, file: !2, line: 31, type: !97)
!105 = distinct !DILexicalBlock(scope: !106, file: !2, line: 31, column: 45)
!106 = distinct !DILexicalBlock(scope: !103, file: !2, line: 31, column: 5)
!107 = !DILocalVariable(name: "tot", scope: !64, file: !2, line: 32, type: !91)
!108 = !DILocalVariable(name: "cnt", scope: !64, file: !2, line: 32, type: !49)
!109 = !DILocalVariable(name: "d", scope: !110, file: !2, line: 32, type: !97)
!110 = distinct !DILexicalBlock(scope: !64, file: !2, line: 32, column: 34)
!111 = !DILocalVariable(name: "nx", scope: !112, file: !2, line: 32, type: !97)
!112 = distinct !DILexicalBlock(scope: !113, file: !2, line: 32, column: 74)
!113 = distinct !DILexicalBlock(scope: !110, file: !2, line: 32, column: 34)
!114 = distinct !DIAssignID()
!115 = distinct !DIAssignID()
!116 = !DILocation(line: 0, scope: !64)
!117 = !DILocation(line: 0, scope: !78)
!118 = !DILocation(line: 21, column: 37, scope: !78)
!119 = !DILocalVariable(name: "t", arg: 1, scope: !120, file: !2, line: 16, type: !123)
!120 = distinct !DISubprogram(name: "print_list", scope: !2, file: !2, line: 16, type: !121, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !125)
!121 = !DISubroutineType(types: !122)
!122 = !{null, !123, !68, !49}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!125 = !{!119, !126, !127, !128}
!126 = !DILocalVariable(name: "h", arg: 2, scope: !120, file: !2, line: 16, type: !68)
!127 = !DILocalVariable(name: "max", arg: 3, scope: !120, file: !2, line: 16, type: !49)
!128 = !DILocalVariable(name: "i", scope: !129, file: !2, line: 16, type: !49)
!129 = distinct !DILexicalBlock(scope: !120, file: !2, line: 16, column: 77)
!130 = !DILocation(line: 0, scope: !120, inlinedAt: !131)
!131 = distinct !DILocation(line: 22, column: 5, scope: !64)
!132 = !DILocation(line: 16, column: 59, scope: !120, inlinedAt: !131)
!133 = !DILocation(line: 0, scope: !129, inlinedAt: !131)
!134 = !DILocation(line: 16, column: 77, scope: !129, inlinedAt: !131)
!135 = !DILocation(line: 16, column: 142, scope: !136, inlinedAt: !131)
!136 = distinct !DILexicalBlock(scope: !129, file: !2, line: 16, column: 77)
!137 = !{!138, !139, i64 0}
!138 = !{!"Node", !139, i64 0, !142, i64 8}
!139 = !{!"int", !140, i64 0}
!140 = !{!"omnipotent char", !141, i64 0}
!141 = !{!"Simple C/C++ TBAA"}
!142 = !{!"any pointer", !140, i64 0}
!143 = !DILocation(line: 16, column: 125, scope: !136, inlinedAt: !131)
!144 = !DILocation(line: 16, column: 114, scope: !136, inlinedAt: !131)
!145 = !{!138, !142, i64 8}
!146 = !DILocation(line: 16, column: 121, scope: !136, inlinedAt: !131)
!147 = !DILocation(line: 16, column: 93, scope: !136, inlinedAt: !131)
!148 = !DILocation(line: 16, column: 95, scope: !136, inlinedAt: !131)
!149 = distinct !{!149, !134, !150, !151}
!150 = !DILocation(line: 16, column: 143, scope: !129, inlinedAt: !131)
!151 = !{!"llvm.loop.mustprogress"}
!152 = !DILocation(line: 16, column: 146, scope: !120, inlinedAt: !131)
!153 = !DILocalVariable(name: "h", arg: 1, scope: !154, file: !2, line: 10, type: !68)
!154 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 10, type: !155, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !157)
!155 = !DISubroutineType(types: !156)
!156 = !{!68, !68}
!157 = !{!153, !158, !159}
!158 = !DILocalVariable(name: "p", scope: !154, file: !2, line: 10, type: !68)
!159 = !DILocalVariable(name: "n", scope: !160, file: !2, line: 10, type: !68)
!160 = distinct !DILexicalBlock(scope: !154, file: !2, line: 10, column: 59)
!161 = !DILocation(line: 0, scope: !154, inlinedAt: !162)
!162 = distinct !DILocation(line: 22, column: 36, scope: !64)
!163 = !DILocation(line: 10, column: 49, scope: !154, inlinedAt: !162)
!164 = !DILocation(line: 10, column: 74, scope: !160, inlinedAt: !162)
!165 = !DILocation(line: 0, scope: !160, inlinedAt: !162)
!166 = !DILocation(line: 10, column: 88, scope: !160, inlinedAt: !162)
!167 = distinct !{!167, !163, !168, !151}
!168 = !DILocation(line: 10, column: 107, scope: !154, inlinedAt: !162)
!169 = !DILocation(line: 0, scope: !120, inlinedAt: !170)
!170 = distinct !DILocation(line: 22, column: 48, scope: !64)
!171 = !DILocation(line: 16, column: 59, scope: !120, inlinedAt: !170)
!172 = !DILocation(line: 0, scope: !129, inlinedAt: !170)
!173 = !DILocation(line: 16, column: 77, scope: !129, inlinedAt: !170)
!174 = !DILocation(line: 16, column: 142, scope: !136, inlinedAt: !170)
!175 = !DILocation(line: 16, column: 125, scope: !136, inlinedAt: !170)
!176 = !DILocation(line: 16, column: 114, scope: !136, inlinedAt: !170)
!177 = !DILocation(line: 16, column: 121, scope: !136, inlinedAt: !170)
!178 = !DILocation(line: 16, column: 93, scope: !136, inlinedAt: !170)
!179 = !DILocation(line: 16, column: 95, scope: !136, inlinedAt: !170)
!180 = distinct !{!180, !173, !181, !151}
!181 = !DILocation(line: 16, column: 143, scope: !129, inlinedAt: !170)
!182 = !DILocation(line: 16, column: 146, scope: !120, inlinedAt: !170)
!183 = !DILocation(line: 23, column: 9, scope: !64)
!184 = !DILocation(line: 0, scope: !120, inlinedAt: !185)
!185 = distinct !DILocation(line: 23, column: 19, scope: !64)
!186 = !DILocation(line: 16, column: 59, scope: !120, inlinedAt: !185)
!187 = !DILocation(line: 0, scope: !129, inlinedAt: !185)
!188 = !DILocation(line: 16, column: 93, scope: !136, inlinedAt: !185)
!189 = !DILocation(line: 16, column: 77, scope: !129, inlinedAt: !185)
!190 = !DILocation(line: 16, column: 146, scope: !120, inlinedAt: !185)
!191 = !DILocalVariable(name: "h", arg: 1, scope: !192, file: !2, line: 13, type: !68)
!192 = distinct !DISubprogram(name: "remove_if", scope: !2, file: !2, line: 13, type: !193, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !198)
!193 = !DISubroutineType(types: !194)
!194 = !{!68, !68, !195}
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !196, size: 64)
!196 = !DISubroutineType(types: !197)
!197 = !{!49, !49}
!198 = !{!191, !199, !200, !202}
!199 = !DILocalVariable(name: "pred", arg: 2, scope: !192, file: !2, line: 13, type: !195)
!200 = !DILocalVariable(name: "pp", scope: !192, file: !2, line: 13, type: !201)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!202 = !DILocalVariable(name: "d", scope: !203, file: !2, line: 13, type: !68)
!203 = distinct !DILexicalBlock(scope: !204, file: !2, line: 13, column: 103)
!204 = distinct !DILexicalBlock(scope: !205, file: !2, line: 13, column: 87)
!205 = distinct !DILexicalBlock(scope: !192, file: !2, line: 13, column: 81)
!206 = !DILocation(line: 0, scope: !192, inlinedAt: !207)
!207 = distinct !DILocation(line: 23, column: 52, scope: !64)
!208 = distinct !DIAssignID()
!209 = distinct !DIAssignID()
!210 = !DILocation(line: 0, scope: !120, inlinedAt: !211)
!211 = distinct !DILocation(line: 23, column: 76, scope: !64)
!212 = !DILocation(line: 16, column: 59, scope: !120, inlinedAt: !211)
!213 = !DILocation(line: 0, scope: !129, inlinedAt: !211)
!214 = !DILocation(line: 16, column: 77, scope: !129, inlinedAt: !211)
!215 = !DILocation(line: 16, column: 142, scope: !136, inlinedAt: !185)
!216 = !DILocation(line: 16, column: 125, scope: !136, inlinedAt: !185)
!217 = !DILocation(line: 16, column: 114, scope: !136, inlinedAt: !185)
!218 = !DILocation(line: 16, column: 121, scope: !136, inlinedAt: !185)
!219 = !DILocation(line: 16, column: 95, scope: !136, inlinedAt: !185)
!220 = distinct !{!220, !189, !221, !151}
!221 = !DILocation(line: 16, column: 143, scope: !129, inlinedAt: !185)
!222 = !{!142, !142, i64 0}
!223 = !DILocation(line: 13, column: 69, scope: !192, inlinedAt: !207)
!224 = !DILocation(line: 13, column: 99, scope: !204, inlinedAt: !207)
!225 = !DILocalVariable(name: "v", arg: 1, scope: !226, file: !2, line: 14, type: !49)
!226 = distinct !DISubprogram(name: "is_mult3", scope: !2, file: !2, line: 14, type: !227, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !228)
!227 = !DISubroutineType(cc: DW_CC_nocall, types: !197)
!228 = !{!225}
!229 = !DILocation(line: 0, scope: !226, inlinedAt: !230)
!230 = distinct !DILocation(line: 13, column: 87, scope: !204, inlinedAt: !207)
!231 = !DILocation(line: 14, column: 39, scope: !226, inlinedAt: !230)
!232 = !DILocation(line: 14, column: 43, scope: !226, inlinedAt: !230)
!233 = !DILocation(line: 13, scope: !204, inlinedAt: !207)
!234 = !DILocation(line: 13, column: 87, scope: !205, inlinedAt: !207)
!235 = !DILocation(line: 0, scope: !203, inlinedAt: !207)
!236 = !DILocation(line: 13, column: 129, scope: !203, inlinedAt: !207)
!237 = !DILocation(line: 13, column: 124, scope: !203, inlinedAt: !207)
!238 = !DILocation(line: 13, column: 135, scope: !203, inlinedAt: !207)
!239 = !DILocation(line: 13, column: 144, scope: !203, inlinedAt: !207)
!240 = !DILocation(line: 13, scope: !192, inlinedAt: !207)
!241 = !DILocation(line: 13, column: 76, scope: !192, inlinedAt: !207)
!242 = distinct !{!242, !223, !243, !151}
!243 = !DILocation(line: 13, column: 170, scope: !192, inlinedAt: !207)
!244 = !DILocation(line: 13, column: 179, scope: !192, inlinedAt: !207)
!245 = !DILocation(line: 13, column: 172, scope: !192, inlinedAt: !207)
!246 = !DILocation(line: 16, column: 93, scope: !136, inlinedAt: !211)
!247 = !DILocation(line: 16, column: 142, scope: !136, inlinedAt: !211)
!248 = !DILocation(line: 16, column: 125, scope: !136, inlinedAt: !211)
!249 = !DILocation(line: 16, column: 114, scope: !136, inlinedAt: !211)
!250 = !DILocation(line: 16, column: 121, scope: !136, inlinedAt: !211)
!251 = !DILocation(line: 16, column: 95, scope: !136, inlinedAt: !211)
!252 = distinct !{!252, !214, !253, !151}
!253 = !DILocation(line: 16, column: 143, scope: !129, inlinedAt: !211)
!254 = !DILocation(line: 16, column: 146, scope: !120, inlinedAt: !211)
!255 = !DILocation(line: 0, scope: !81)
!256 = !DILocalVariable(name: "h", arg: 1, scope: !257, file: !2, line: 17, type: !68)
!257 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 17, type: !258, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !261)
!258 = !DISubroutineType(types: !259)
!259 = !{!260, !68}
!260 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!261 = !{!256, !262}
!262 = !DILocalVariable(name: "s", scope: !257, file: !2, line: 17, type: !260)
!263 = !DILocation(line: 0, scope: !257, inlinedAt: !264)
!264 = distinct !DILocation(line: 24, column: 94, scope: !64)
!265 = !DILocation(line: 17, column: 40, scope: !266, inlinedAt: !264)
!266 = distinct !DILexicalBlock(scope: !257, file: !2, line: 17, column: 40)
!267 = !DILocation(line: 24, column: 16, scope: !81)
!268 = !DILocation(line: 21, column: 75, scope: !269)
!269 = distinct !DILexicalBlock(scope: !270, file: !2, line: 21, column: 67)
!270 = distinct !DILexicalBlock(scope: !78, file: !2, line: 21, column: 37)
!271 = !DILocation(line: 21, column: 86, scope: !269)
!272 = !DILocation(line: 21, column: 121, scope: !269)
!273 = !DILocation(line: 21, column: 128, scope: !269)
!274 = !DILocalVariable(name: "h", arg: 1, scope: !275, file: !2, line: 9, type: !68)
!275 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 9, type: !276, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !278)
!276 = !DISubroutineType(types: !277)
!277 = !{!68, !68, !49}
!278 = !{!274, !279, !280}
!279 = !DILocalVariable(name: "v", arg: 2, scope: !275, file: !2, line: 9, type: !49)
!280 = !DILocalVariable(name: "n", scope: !275, file: !2, line: 9, type: !68)
!281 = !DILocation(line: 0, scope: !275, inlinedAt: !282)
!282 = distinct !DILocation(line: 21, column: 105, scope: !269)
!283 = !DILocation(line: 9, column: 47, scope: !275, inlinedAt: !282)
!284 = !DILocation(line: 9, column: 71, scope: !275, inlinedAt: !282)
!285 = !DILocation(line: 9, column: 79, scope: !275, inlinedAt: !282)
!286 = !DILocation(line: 9, column: 84, scope: !275, inlinedAt: !282)
!287 = !DILocation(line: 21, column: 63, scope: !270)
!288 = !DILocation(line: 21, column: 55, scope: !270)
!289 = distinct !{!289, !118, !290, !151}
!290 = !DILocation(line: 21, column: 137, scope: !78)
!291 = !DILocation(line: 17, column: 71, scope: !292, inlinedAt: !264)
!292 = distinct !DILexicalBlock(scope: !266, file: !2, line: 17, column: 40)
!293 = !DILocation(line: 17, column: 68, scope: !292, inlinedAt: !264)
!294 = !DILocation(line: 17, column: 65, scope: !292, inlinedAt: !264)
!295 = !DILocation(line: 17, column: 57, scope: !292, inlinedAt: !264)
!296 = distinct !{!296, !265, !297, !151}
!297 = !DILocation(line: 17, column: 71, scope: !266, inlinedAt: !264)
!298 = !DILocation(line: 17, scope: !257, inlinedAt: !264)
!299 = !DILocalVariable(name: "h", arg: 1, scope: !300, file: !2, line: 15, type: !68)
!300 = distinct !DISubprogram(name: "has_cycle", scope: !2, file: !2, line: 15, type: !301, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !303)
!301 = !DISubroutineType(types: !302)
!302 = !{!49, !68}
!303 = !{!299, !304, !305}
!304 = !DILocalVariable(name: "s", scope: !300, file: !2, line: 15, type: !68)
!305 = !DILocalVariable(name: "f", scope: !300, file: !2, line: 15, type: !68)
!306 = !DILocation(line: 0, scope: !300, inlinedAt: !307)
!307 = distinct !DILocation(line: 24, column: 102, scope: !64)
!308 = !DILocation(line: 15, column: 54, scope: !300, inlinedAt: !307)
!309 = !DILocation(line: 15, scope: !300, inlinedAt: !307)
!310 = !DILocation(line: 15, column: 61, scope: !300, inlinedAt: !307)
!311 = !DILocation(line: 15, column: 63, scope: !300, inlinedAt: !307)
!312 = !DILocation(line: 15, column: 69, scope: !300, inlinedAt: !307)
!313 = !DILocation(line: 15, column: 84, scope: !314, inlinedAt: !307)
!314 = distinct !DILexicalBlock(scope: !300, file: !2, line: 15, column: 75)
!315 = !DILocation(line: 15, column: 103, scope: !314, inlinedAt: !307)
!316 = !DILocation(line: 15, column: 115, scope: !317, inlinedAt: !307)
!317 = distinct !DILexicalBlock(scope: !314, file: !2, line: 15, column: 113)
!318 = !DILocation(line: 15, column: 113, scope: !314, inlinedAt: !307)
!319 = distinct !{!319, !308, !320, !151}
!320 = !DILocation(line: 15, column: 131, scope: !300, inlinedAt: !307)
!321 = !DILocation(line: 24, column: 55, scope: !64)
!322 = !DILocation(line: 25, column: 21, scope: !64)
!323 = !DILocation(line: 24, column: 51, scope: !324)
!324 = distinct !DILexicalBlock(scope: !81, file: !2, line: 24, column: 16)
!325 = !DILocation(line: 24, column: 44, scope: !324)
!326 = distinct !{!326, !267, !327, !151}
!327 = !DILocation(line: 24, column: 51, scope: !81)
!328 = !DILocation(line: 25, scope: !64)
!329 = !DILocation(line: 25, column: 34, scope: !64)
!330 = distinct !{!330, !322, !331, !151}
!331 = !DILocation(line: 25, column: 53, scope: !64)
!332 = !DILocation(line: 25, column: 75, scope: !64)
!333 = !DILocation(line: 25, column: 81, scope: !64)
!334 = !DILocation(line: 25, column: 70, scope: !64)
!335 = !DILocation(line: 0, scope: !300, inlinedAt: !336)
!336 = distinct !DILocation(line: 25, column: 119, scope: !64)
!337 = !DILocation(line: 15, column: 54, scope: !300, inlinedAt: !336)
!338 = !DILocation(line: 15, scope: !300, inlinedAt: !336)
!339 = !DILocation(line: 15, column: 61, scope: !300, inlinedAt: !336)
!340 = !DILocation(line: 15, column: 63, scope: !300, inlinedAt: !336)
!341 = !DILocation(line: 15, column: 69, scope: !300, inlinedAt: !336)
!342 = !DILocation(line: 15, column: 84, scope: !314, inlinedAt: !336)
!343 = !DILocation(line: 15, column: 103, scope: !314, inlinedAt: !336)
!344 = !DILocation(line: 15, column: 115, scope: !317, inlinedAt: !336)
!345 = !DILocation(line: 15, column: 113, scope: !314, inlinedAt: !336)
!346 = distinct !{!346, !337, !347, !151}
!347 = !DILocation(line: 15, column: 131, scope: !300, inlinedAt: !336)
!348 = !DILocation(line: 25, column: 87, scope: !64)
!349 = !DILocation(line: 25, column: 145, scope: !64)
!350 = !DILocalVariable(name: "h", arg: 1, scope: !351, file: !2, line: 18, type: !68)
!351 = distinct !DISubprogram(name: "free_list", scope: !2, file: !2, line: 18, type: !352, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !354)
!352 = !DISubroutineType(types: !353)
!353 = !{null, !68}
!354 = !{!350, !355}
!355 = !DILocalVariable(name: "n", scope: !356, file: !2, line: 18, type: !68)
!356 = distinct !DILexicalBlock(scope: !351, file: !2, line: 18, column: 44)
!357 = !DILocation(line: 0, scope: !351, inlinedAt: !358)
!358 = distinct !DILocation(line: 26, column: 5, scope: !64)
!359 = !DILocation(line: 18, column: 34, scope: !351, inlinedAt: !358)
!360 = !DILocation(line: 18, column: 59, scope: !356, inlinedAt: !358)
!361 = !DILocation(line: 0, scope: !356, inlinedAt: !358)
!362 = !DILocation(line: 18, column: 65, scope: !356, inlinedAt: !358)
!363 = distinct !{!363, !359, !364, !151}
!364 = !DILocation(line: 18, column: 81, scope: !351, inlinedAt: !358)
!365 = !DILocation(line: 27, column: 5, scope: !64)
!366 = !DILocation(line: 27, column: 18, scope: !64)
!367 = !{!368, !142, i64 0}
!368 = !{!"DNode", !142, i64 0, !142, i64 8, !369, i64 16}
!369 = !{!"double", !140, i64 0}
!370 = distinct !DIAssignID()
!371 = !{!368, !142, i64 8}
!372 = distinct !DIAssignID()
!373 = !{!368, !369, i64 16}
!374 = distinct !DIAssignID()
!375 = !DILocation(line: 0, scope: !93)
!376 = !DILocation(line: 28, column: 5, scope: !93)
!377 = !DILocation(line: 29, column: 5, scope: !64)
!378 = !DILocation(line: 29, column: 48, scope: !99)
!379 = !DILocation(line: 0, scope: !99)
!380 = !DILocation(line: 29, column: 56, scope: !381)
!381 = distinct !DILexicalBlock(scope: !99, file: !2, line: 29, column: 27)
!382 = !DILocation(line: 29, column: 27, scope: !99)
!383 = !DILocation(line: 28, column: 47, scope: !95)
!384 = !DILocation(line: 0, scope: !95)
!385 = !DILocation(line: 28, column: 73, scope: !95)
!386 = !DILocation(line: 28, column: 75, scope: !95)
!387 = !DILocation(line: 28, column: 69, scope: !95)
!388 = !DILocation(line: 28, column: 71, scope: !95)
!389 = !DILocation(line: 28, column: 88, scope: !390)
!390 = distinct !DILexicalBlock(scope: !95, file: !2, line: 28, column: 86)
!391 = !DILocation(line: 28, column: 86, scope: !95)
!392 = !DILocation(line: 28, column: 110, scope: !393)
!393 = distinct !DILexicalBlock(scope: !390, file: !2, line: 28, column: 93)
!394 = !DILocation(line: 28, column: 98, scope: !393)
!395 = !DILocation(line: 28, column: 103, scope: !393)
!396 = !DILocation(line: 28, column: 124, scope: !393)
!397 = !DILocation(line: 28, column: 149, scope: !393)
!398 = !DILocation(line: 28, column: 164, scope: !393)
!399 = distinct !DIAssignID()
!400 = !DILocation(line: 28, column: 169, scope: !393)
!401 = !DILocation(line: 28, column: 193, scope: !402)
!402 = distinct !DILexicalBlock(scope: !390, file: !2, line: 28, column: 176)
!403 = !DILocation(line: 28, column: 186, scope: !402)
!404 = !DILocation(line: 28, column: 202, scope: !402)
!405 = !DILocation(line: 28, column: 207, scope: !402)
!406 = !DILocation(line: 28, column: 227, scope: !402)
!407 = !DILocation(line: 28, column: 232, scope: !402)
!408 = !DILocation(line: 28, column: 247, scope: !402)
!409 = distinct !DIAssignID()
!410 = !DILocation(line: 28, column: 30, scope: !96)
!411 = !DILocation(line: 28, column: 23, scope: !96)
!412 = distinct !{!412, !376, !413, !151}
!413 = !DILocation(line: 28, column: 254, scope: !93)
!414 = !DILocation(line: 29, column: 100, scope: !64)
!415 = !DILocation(line: 30, column: 5, scope: !64)
!416 = !DILocation(line: 0, scope: !101)
!417 = !DILocation(line: 30, scope: !101)
!418 = !DILocation(line: 30, column: 56, scope: !419)
!419 = distinct !DILexicalBlock(scope: !101, file: !2, line: 30, column: 27)
!420 = !DILocation(line: 30, column: 27, scope: !101)
!421 = !DILocation(line: 29, column: 96, scope: !381)
!422 = !DILocation(line: 29, column: 79, scope: !381)
!423 = !DILocation(line: 29, column: 73, scope: !381)
!424 = distinct !{!424, !382, !425, !151}
!425 = !DILocation(line: 29, column: 97, scope: !99)
!426 = !DILocation(line: 30, column: 100, scope: !64)
!427 = !DILocation(line: 31, column: 26, scope: !103)
!428 = !DILocation(line: 0, scope: !103)
!429 = !DILocation(line: 31, column: 34, scope: !106)
!430 = !DILocation(line: 31, column: 5, scope: !103)
!431 = !DILocation(line: 30, column: 96, scope: !419)
!432 = !DILocation(line: 30, column: 79, scope: !419)
!433 = distinct !{!433, !420, !434, !151}
!434 = !DILocation(line: 30, column: 97, scope: !101)
!435 = !DILocation(line: 32, column: 55, scope: !110)
!436 = !DILocation(line: 0, scope: !110)
!437 = !DILocation(line: 32, column: 63, scope: !113)
!438 = !DILocation(line: 32, column: 34, scope: !110)
!439 = !DILocation(line: 31, column: 62, scope: !105)
!440 = !DILocation(line: 0, scope: !105)
!441 = !DILocation(line: 31, column: 80, scope: !442)
!442 = distinct !DILexicalBlock(scope: !105, file: !2, line: 31, column: 72)
!443 = !DILocation(line: 31, column: 72, scope: !442)
!444 = !DILocation(line: 31, column: 82, scope: !442)
!445 = !DILocation(line: 31, column: 86, scope: !442)
!446 = !DILocation(line: 31, column: 72, scope: !105)
!447 = !DILocation(line: 31, column: 97, scope: !448)
!448 = distinct !DILexicalBlock(scope: !442, file: !2, line: 31, column: 92)
!449 = !DILocation(line: 31, column: 103, scope: !448)
!450 = !DILocation(line: 31, column: 108, scope: !448)
!451 = !DILocation(line: 31, column: 122, scope: !448)
!452 = !DILocation(line: 31, column: 133, scope: !448)
!453 = !DILocation(line: 31, column: 144, scope: !448)
!454 = !DILocation(line: 31, column: 153, scope: !448)
!455 = distinct !{!455, !430, !456, !151}
!456 = !DILocation(line: 31, column: 163, scope: !103)
!457 = !DILocation(line: 32, scope: !64)
!458 = !DILocation(line: 33, column: 5, scope: !64)
!459 = !DILocation(line: 35, column: 1, scope: !64)
!460 = !DILocation(line: 34, column: 5, scope: !64)
!461 = !DILocation(line: 32, column: 91, scope: !112)
!462 = !DILocation(line: 0, scope: !112)
!463 = !DILocation(line: 32, column: 107, scope: !112)
!464 = !DILocation(line: 32, column: 101, scope: !112)
!465 = !DILocation(line: 32, column: 113, scope: !112)
!466 = !DILocation(line: 32, column: 117, scope: !112)
!467 = distinct !{!467, !438, !468, !151}
!468 = !DILocation(line: 32, column: 134, scope: !110)
!469 = distinct !DISubprogram(name: "msort", scope: !2, file: !2, line: 12, type: !155, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !470)
!470 = !{!471, !472, !473, !474}
!471 = !DILocalVariable(name: "h", arg: 1, scope: !469, file: !2, line: 12, type: !68)
!472 = !DILocalVariable(name: "slow", scope: !469, file: !2, line: 12, type: !68)
!473 = !DILocalVariable(name: "fast", scope: !469, file: !2, line: 12, type: !68)
!474 = !DILocalVariable(name: "b", scope: !469, file: !2, line: 12, type: !68)
!475 = distinct !DIAssignID()
!476 = !DILocation(line: 0, scope: !469)
!477 = !DILocation(line: 12, column: 36, scope: !478)
!478 = distinct !DILexicalBlock(scope: !469, file: !2, line: 12, column: 35)
!479 = !DILocation(line: 12, column: 38, scope: !478)
!480 = !DILocation(line: 12, column: 45, scope: !478)
!481 = !DILocation(line: 12, column: 42, scope: !478)
!482 = !DILocation(line: 12, column: 35, scope: !469)
!483 = !DILocation(line: 12, column: 115, scope: !469)
!484 = !DILocation(line: 12, column: 106, scope: !469)
!485 = !DILocation(line: 12, column: 94, scope: !469)
!486 = !DILocation(line: 12, column: 136, scope: !487)
!487 = distinct !DILexicalBlock(scope: !469, file: !2, line: 12, column: 121)
!488 = !DILocation(line: 12, column: 161, scope: !487)
!489 = !DILocation(line: 12, column: 101, scope: !469)
!490 = distinct !{!490, !485, !491, !151}
!491 = !DILocation(line: 12, column: 167, scope: !469)
!492 = !DILocation(line: 12, scope: !469)
!493 = !DILocation(line: 12, column: 185, scope: !469)
!494 = !DILocation(line: 12, column: 202, scope: !469)
!495 = !DILocation(line: 12, column: 223, scope: !469)
!496 = !DILocation(line: 12, column: 233, scope: !469)
!497 = !DILocalVariable(name: "dummy", scope: !498, file: !2, line: 11, type: !69)
!498 = distinct !DISubprogram(name: "merge", scope: !2, file: !2, line: 11, type: !499, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !501)
!499 = !DISubroutineType(types: !500)
!500 = !{!68, !68, !68}
!501 = !{!502, !503, !497, !504}
!502 = !DILocalVariable(name: "a", arg: 1, scope: !498, file: !2, line: 11, type: !68)
!503 = !DILocalVariable(name: "b", arg: 2, scope: !498, file: !2, line: 11, type: !68)
!504 = !DILocalVariable(name: "t", scope: !498, file: !2, line: 11, type: !68)
!505 = !DILocation(line: 0, scope: !498, inlinedAt: !506)
!506 = distinct !DILocation(line: 12, column: 217, scope: !469)
!507 = !DILocation(line: 11, column: 40, scope: !498, inlinedAt: !506)
!508 = !DILocation(line: 11, column: 72, scope: !498, inlinedAt: !506)
!509 = !DILocation(line: 11, column: 74, scope: !498, inlinedAt: !506)
!510 = !DILocation(line: 11, column: 65, scope: !498, inlinedAt: !506)
!511 = !DILocation(line: 11, column: 89, scope: !512, inlinedAt: !506)
!512 = distinct !DILexicalBlock(scope: !513, file: !2, line: 11, column: 86)
!513 = distinct !DILexicalBlock(scope: !498, file: !2, line: 11, column: 80)
!514 = !DILocation(line: 11, column: 97, scope: !512, inlinedAt: !506)
!515 = !DILocation(line: 11, column: 91, scope: !512, inlinedAt: !506)
!516 = !DILocation(line: 11, scope: !512, inlinedAt: !506)
!517 = !DILocation(line: 11, column: 86, scope: !513, inlinedAt: !506)
!518 = !DILocation(line: 11, column: 110, scope: !519, inlinedAt: !506)
!519 = distinct !DILexicalBlock(scope: !512, file: !2, line: 11, column: 100)
!520 = !DILocation(line: 11, column: 122, scope: !519, inlinedAt: !506)
!521 = !DILocation(line: 11, column: 128, scope: !519, inlinedAt: !506)
!522 = !DILocation(line: 11, column: 145, scope: !523, inlinedAt: !506)
!523 = distinct !DILexicalBlock(scope: !512, file: !2, line: 11, column: 135)
!524 = !DILocation(line: 11, column: 157, scope: !523, inlinedAt: !506)
!525 = !DILocation(line: 11, column: 172, scope: !513, inlinedAt: !506)
!526 = distinct !{!526, !510, !527, !151}
!527 = !DILocation(line: 11, column: 178, scope: !498, inlinedAt: !506)
!528 = !DILocation(line: 11, scope: !498, inlinedAt: !506)
!529 = !DILocation(line: 11, column: 190, scope: !498, inlinedAt: !506)
!530 = !DILocation(line: 11, column: 183, scope: !498, inlinedAt: !506)
!531 = !DILocation(line: 11, column: 188, scope: !498, inlinedAt: !506)
!532 = !DILocation(line: 11, column: 214, scope: !498, inlinedAt: !506)
!533 = !DILocation(line: 11, column: 220, scope: !498, inlinedAt: !506)
!534 = !DILocation(line: 12, column: 244, scope: !469)
!535 = !DISubprogram(name: "printf", scope: !536, file: !536, line: 356, type: !537, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!536 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!537 = !DISubroutineType(types: !538)
!538 = !{!49, !539, null}
!539 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !123)
!540 = !DISubprogram(name: "malloc", scope: !541, file: !541, line: 553, type: !542, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!541 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!542 = !DISubroutineType(types: !543)
!543 = !{!544, !545}
!544 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!545 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !546, line: 18, baseType: !547)
!546 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!547 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!548 = !DISubprogram(name: "free", scope: !541, file: !541, line: 568, type: !549, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!549 = !DISubroutineType(types: !550)
!550 = !{null, !544}
