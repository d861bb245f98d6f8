; ModuleID = 'programs/lru_cache.c'
source_filename = "programs/lru_cache.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.LRU = type { ptr, i32, i32, i32, %struct.E, i64, i64, i64 }
%struct.E = type { i32, i32, ptr, ptr, ptr }
%struct.Naive = type { [256 x i32], [256 x i64], i32, i32, i64, i64 }

@__const.main.caps = private unnamed_addr constant [3 x i32] [i32 8, i32 32, i32 128], align 4
@.str = private unnamed_addr constant [71 x i8] c"cap=%d hits=%ld misses=%ld evictions=%ld naive_hits=%ld mismatches=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"  mru:\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !12

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !38 {
  %1 = alloca %struct.LRU, align 8, !DIAssignID !109
    #dbg_assign(i1 undef, !53, !DIExpression(), !109, ptr %1, !DIExpression(), !110)
  %2 = alloca %struct.Naive, align 8, !DIAssignID !111
    #dbg_assign(i1 undef, !79, !DIExpression(), !111, ptr %2, !DIExpression(), !110)
    #dbg_value(i32 0, !51, !DIExpression(), !112)
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = getelementptr inbounds i8, ptr %1, i64 12
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  %7 = getelementptr inbounds i8, ptr %1, i64 40
  %8 = getelementptr inbounds i8, ptr %1, i64 32
  %9 = getelementptr inbounds i8, ptr %1, i64 56
  %10 = getelementptr inbounds i8, ptr %2, i64 3076
  %11 = getelementptr inbounds i8, ptr %2, i64 3080
  %12 = getelementptr inbounds i8, ptr %2, i64 3072
  %13 = getelementptr inbounds i8, ptr %1, i64 64
  %14 = getelementptr inbounds i8, ptr %1, i64 72
  %15 = getelementptr inbounds i8, ptr %2, i64 1024
  %16 = getelementptr inbounds i8, ptr %2, i64 3088
    #dbg_value(i32 undef, !99, !DIExpression(), !113)
    #dbg_value(i32 0, !51, !DIExpression(), !112)
  br label %18, !dbg !114

17:                                               ; preds = %299
  ret i32 0, !dbg !115

18:                                               ; preds = %0, %299
  %19 = phi i64 [ 0, %0 ], [ %301, %299 ]
    #dbg_value(i64 %19, !51, !DIExpression(), !112)
    #dbg_value(i32 poison, !99, !DIExpression(), !113)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #8, !dbg !116
  %20 = getelementptr inbounds [3 x i32], ptr @__const.main.caps, i64 0, i64 %19, !dbg !117
  %21 = load i32, ptr %20, align 4, !dbg !117, !tbaa !118
    #dbg_value(ptr %1, !122, !DIExpression(), !129)
    #dbg_value(i32 %21, !128, !DIExpression(), !129)
  %22 = shl nsw i32 %21, 1, !dbg !131
  %23 = or disjoint i32 %22, 1, !dbg !132
  store i32 %23, ptr %3, align 8, !dbg !133, !tbaa !134, !DIAssignID !139
    #dbg_assign(i32 %23, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !139, ptr %3, !DIExpression(), !110)
  %24 = sext i32 %23 to i64, !dbg !140
  %25 = call noalias ptr @calloc(i64 noundef %24, i64 noundef 8) #9, !dbg !141
  store ptr %25, ptr %1, align 8, !dbg !142, !tbaa !143, !DIAssignID !144
    #dbg_assign(ptr %25, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !144, ptr %1, !DIExpression(), !110)
  store i32 %21, ptr %4, align 4, !dbg !145, !tbaa !146, !DIAssignID !147
    #dbg_assign(i32 %21, !53, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !147, ptr %4, !DIExpression(), !110)
  store i32 0, ptr %5, align 8, !dbg !148, !tbaa !149, !DIAssignID !150
    #dbg_assign(i32 0, !53, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !150, ptr %5, !DIExpression(), !110)
  store ptr %6, ptr %7, align 8, !dbg !151, !tbaa !152, !DIAssignID !153
    #dbg_assign(ptr %6, !53, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !153, ptr %7, !DIExpression(), !110)
  store ptr %6, ptr %8, align 8, !dbg !154, !tbaa !155, !DIAssignID !156
    #dbg_assign(ptr %6, !53, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !156, ptr %8, !DIExpression(), !110)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %9, i8 0, i64 24, i1 false), !dbg !157, !DIAssignID !158
    #dbg_assign(i8 0, !53, !DIExpression(DW_OP_LLVM_fragment, 448, 192), !158, ptr %9, !DIExpression(), !110)
  call void @llvm.lifetime.start.p0(i64 3096, ptr nonnull %2) #8, !dbg !159
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(3096) %2, i8 0, i64 3096, i1 false), !dbg !160, !DIAssignID !161
    #dbg_assign(i8 0, !79, !DIExpression(), !161, ptr %2, !DIExpression(), !110)
  store i32 %21, ptr %10, align 4, !dbg !162, !tbaa !163, !DIAssignID !165
    #dbg_assign(i32 %21, !79, !DIExpression(DW_OP_LLVM_fragment, 24608, 32), !165, ptr %10, !DIExpression(), !110)
    #dbg_value(i32 1, !46, !DIExpression(), !166)
    #dbg_value(i32 0, !93, !DIExpression(), !110)
    #dbg_value(i32 0, !94, !DIExpression(), !167)
    #dbg_value(i32 poison, !99, !DIExpression(), !113)
    #dbg_value(i32 1, !46, !DIExpression(), !166)
    #dbg_value(i32 0, !94, !DIExpression(), !167)
    #dbg_value(i32 0, !93, !DIExpression(), !110)
  br label %34, !dbg !168

26:                                               ; preds = %272
  %27 = load i64, ptr %9, align 8, !dbg !169, !tbaa !170
  %28 = load i64, ptr %13, align 8, !dbg !171, !tbaa !172
  %29 = load i64, ptr %16, align 8, !dbg !173, !tbaa !174
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %21, i64 noundef %27, i64 noundef %28, i64 noundef %160, i64 noundef %29, i32 noundef %276), !dbg !175
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !176
  %32 = load ptr, ptr %7, align 8, !dbg !177, !tbaa !152
    #dbg_value(ptr %32, !102, !DIExpression(), !110)
    #dbg_value(i32 0, !103, !DIExpression(), !178)
  %33 = icmp eq ptr %32, %6, !dbg !179
  br i1 %33, label %279, label %283, !dbg !181

34:                                               ; preds = %18, %272
  %35 = phi i64 [ 0, %18 ], [ %160, %272 ]
  %36 = phi i32 [ 0, %18 ], [ %161, %272 ]
  %37 = phi i32 [ %23, %18 ], [ %162, %272 ], !dbg !182
  %38 = phi i32 [ 1, %18 ], [ %42, %272 ]
  %39 = phi i32 [ 0, %18 ], [ %277, %272 ]
  %40 = phi i32 [ 0, %18 ], [ %276, %272 ]
    #dbg_value(i32 %38, !46, !DIExpression(), !166)
    #dbg_value(i32 %39, !94, !DIExpression(), !167)
    #dbg_value(i32 %40, !93, !DIExpression(), !110)
    #dbg_value(i32 poison, !99, !DIExpression(), !113)
  %41 = mul i32 %38, 1664525, !dbg !209
  %42 = add i32 %41, 1013904223, !dbg !210
    #dbg_value(i32 %42, !46, !DIExpression(), !166)
  %43 = lshr i32 %42, 8, !dbg !211
  %44 = urem i32 %43, 1000, !dbg !212
    #dbg_value(i32 %44, !96, !DIExpression(), !113)
  %45 = trunc nuw nsw i32 %44 to i16, !dbg !213
  %46 = urem i16 %45, 50, !dbg !213
  %47 = zext nneg i16 %46 to i32, !dbg !213
  %48 = icmp slt i32 %42, 0, !dbg !213
  %49 = select i1 %48, i32 %47, i32 %44, !dbg !213
    #dbg_value(i32 %49, !96, !DIExpression(), !113)
    #dbg_value(ptr %1, !204, !DIExpression(), !214)
    #dbg_value(i32 %49, !205, !DIExpression(), !214)
    #dbg_value(ptr undef, !206, !DIExpression(), !214)
    #dbg_value(ptr %1, !195, !DIExpression(), !215)
    #dbg_value(i32 %49, !196, !DIExpression(), !215)
  %50 = load ptr, ptr %1, align 8, !dbg !216, !tbaa !143
    #dbg_value(ptr %1, !187, !DIExpression(), !217)
    #dbg_value(i32 %49, !188, !DIExpression(), !217)
  %51 = mul i32 %49, -1640531535, !dbg !218
  %52 = urem i32 %51, %37, !dbg !219
  %53 = zext i32 %52 to i64, !dbg !220
  %54 = getelementptr inbounds ptr, ptr %50, i64 %53, !dbg !220
    #dbg_value(ptr poison, !197, !DIExpression(), !221)
  %55 = load ptr, ptr %54, align 8, !dbg !222, !tbaa !223
  %56 = icmp eq ptr %55, null, !dbg !224
  br i1 %56, label %57, label %61, !dbg !224

57:                                               ; preds = %34
    #dbg_value(ptr null, !207, !DIExpression(), !214)
  %58 = load i64, ptr %13, align 8, !dbg !225, !tbaa !172
  %59 = add nsw i64 %58, 1, !dbg !225
  store i64 %59, ptr %13, align 8, !dbg !225, !tbaa !172, !DIAssignID !228
    #dbg_assign(i64 %59, !53, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !228, ptr %13, !DIExpression(), !110)
    #dbg_value(i32 poison, !99, !DIExpression(), !113)
    #dbg_value(i32 0, !100, !DIExpression(), !113)
  %60 = mul nuw nsw i32 %49, 3, !dbg !229
    #dbg_value(ptr %1, !231, !DIExpression(), !243)
    #dbg_value(i32 %49, !236, !DIExpression(), !243)
    #dbg_value(i32 %60, !237, !DIExpression(), !243)
    #dbg_value(ptr %1, !195, !DIExpression(), !245)
    #dbg_value(i32 %49, !196, !DIExpression(), !245)
    #dbg_value(ptr %1, !187, !DIExpression(), !247)
    #dbg_value(i32 %49, !188, !DIExpression(), !247)
    #dbg_value(ptr poison, !197, !DIExpression(), !249)
  br label %91, !dbg !250

61:                                               ; preds = %34, %65
  %62 = phi ptr [ %67, %65 ], [ %55, %34 ]
  %63 = load i32, ptr %62, align 8, !dbg !251, !tbaa !254
  %64 = icmp eq i32 %63, %49, !dbg !255
  br i1 %64, label %142, label %65, !dbg !256

65:                                               ; preds = %61
  %66 = getelementptr inbounds i8, ptr %62, i64 24, !dbg !257
    #dbg_value(ptr poison, !197, !DIExpression(), !221)
  %67 = load ptr, ptr %66, align 8, !dbg !222, !tbaa !223
    #dbg_value(ptr %67, !197, !DIExpression(), !221)
  %68 = icmp eq ptr %67, null, !dbg !224
  br i1 %68, label %69, label %61, !dbg !224, !llvm.loop !258

69:                                               ; preds = %65
    #dbg_value(ptr null, !207, !DIExpression(), !214)
  %70 = load i64, ptr %13, align 8, !dbg !225, !tbaa !172
  %71 = add nsw i64 %70, 1, !dbg !225
  store i64 %71, ptr %13, align 8, !dbg !225, !tbaa !172, !DIAssignID !228
    #dbg_assign(i64 %71, !53, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !228, ptr %13, !DIExpression(), !110)
    #dbg_value(i32 poison, !99, !DIExpression(), !113)
    #dbg_value(i32 0, !100, !DIExpression(), !113)
  %72 = mul nuw nsw i32 %49, 3, !dbg !229
    #dbg_value(ptr %1, !231, !DIExpression(), !243)
    #dbg_value(i32 %49, !236, !DIExpression(), !243)
    #dbg_value(i32 %72, !237, !DIExpression(), !243)
    #dbg_value(ptr %1, !195, !DIExpression(), !245)
    #dbg_value(i32 %49, !196, !DIExpression(), !245)
    #dbg_value(ptr %1, !187, !DIExpression(), !247)
    #dbg_value(i32 %49, !188, !DIExpression(), !247)
    #dbg_value(ptr poison, !197, !DIExpression(), !249)
  br label %73, !dbg !250

73:                                               ; preds = %69, %77
  %74 = phi ptr [ %79, %77 ], [ %55, %69 ]
  %75 = load i32, ptr %74, align 8, !dbg !261, !tbaa !254
  %76 = icmp eq i32 %75, %49, !dbg !262
  br i1 %76, label %81, label %77, !dbg !263

77:                                               ; preds = %73
  %78 = getelementptr inbounds i8, ptr %74, i64 24, !dbg !264
    #dbg_value(ptr poison, !197, !DIExpression(), !249)
  %79 = load ptr, ptr %78, align 8, !dbg !265, !tbaa !223
    #dbg_value(ptr %79, !197, !DIExpression(), !249)
  %80 = icmp eq ptr %79, null, !dbg !250
  br i1 %80, label %91, label %73, !dbg !250, !llvm.loop !266

81:                                               ; preds = %73
    #dbg_value(ptr %74, !238, !DIExpression(), !243)
  %82 = getelementptr inbounds i8, ptr %74, i64 4, !dbg !268
  store i32 %72, ptr %82, align 4, !dbg !271, !tbaa !272
    #dbg_value(ptr %74, !273, !DIExpression(), !278)
  %83 = getelementptr inbounds i8, ptr %74, i64 16, !dbg !280
  %84 = load ptr, ptr %83, align 8, !dbg !280, !tbaa !281
  %85 = getelementptr inbounds i8, ptr %74, i64 8, !dbg !282
  %86 = load ptr, ptr %85, align 8, !dbg !282, !tbaa !283
  %87 = getelementptr inbounds i8, ptr %86, i64 16, !dbg !284
  store ptr %84, ptr %87, align 8, !dbg !285, !tbaa !281
  %88 = getelementptr inbounds i8, ptr %84, i64 8, !dbg !286
  store ptr %86, ptr %88, align 8, !dbg !287, !tbaa !283
    #dbg_value(ptr %1, !288, !DIExpression(), !294)
    #dbg_value(ptr %74, !293, !DIExpression(), !294)
  %89 = load ptr, ptr %7, align 8, !dbg !296, !tbaa !152
  store ptr %89, ptr %83, align 8, !dbg !297, !tbaa !281
  store ptr %6, ptr %85, align 8, !dbg !298, !tbaa !283
  %90 = getelementptr inbounds i8, ptr %89, i64 8, !dbg !299
  store ptr %74, ptr %90, align 8, !dbg !300, !tbaa !283
  store ptr %74, ptr %7, align 8, !dbg !301, !tbaa !152, !DIAssignID !302
    #dbg_assign(ptr %74, !53, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !302, ptr %7, !DIExpression(), !110)
  br label %159, !dbg !303

91:                                               ; preds = %77, %57
  %92 = phi i32 [ %60, %57 ], [ %72, %77 ]
    #dbg_value(ptr null, !238, !DIExpression(), !243)
  %93 = load i32, ptr %4, align 4, !dbg !304, !tbaa !146
  %94 = icmp eq i32 %36, %93, !dbg !305
  br i1 %94, label %95, label %126, !dbg !306

95:                                               ; preds = %91
  %96 = load ptr, ptr %8, align 8, !dbg !307, !tbaa !155
    #dbg_value(ptr %96, !239, !DIExpression(), !308)
    #dbg_value(ptr %96, !273, !DIExpression(), !309)
  %97 = getelementptr inbounds i8, ptr %96, i64 16, !dbg !311
  %98 = load ptr, ptr %97, align 8, !dbg !311, !tbaa !281
  %99 = getelementptr inbounds i8, ptr %96, i64 8, !dbg !312
  %100 = load ptr, ptr %99, align 8, !dbg !312, !tbaa !283
  %101 = getelementptr inbounds i8, ptr %100, i64 16, !dbg !313
  store ptr %98, ptr %101, align 8, !dbg !314, !tbaa !281
  %102 = getelementptr inbounds i8, ptr %98, i64 8, !dbg !315
  store ptr %100, ptr %102, align 8, !dbg !316, !tbaa !283
    #dbg_value(ptr %1, !317, !DIExpression(), !322)
    #dbg_value(ptr %96, !320, !DIExpression(), !322)
  %103 = load i32, ptr %96, align 8, !dbg !324, !tbaa !254
    #dbg_value(ptr %1, !187, !DIExpression(), !325)
    #dbg_value(i32 %103, !188, !DIExpression(), !325)
  %104 = mul i32 %103, -1640531535, !dbg !327
  %105 = urem i32 %104, %37, !dbg !328
  %106 = zext i32 %105 to i64, !dbg !329
  %107 = getelementptr inbounds ptr, ptr %50, i64 %106, !dbg !329
    #dbg_value(ptr %107, !321, !DIExpression(), !322)
  br label %108, !dbg !330

108:                                              ; preds = %108, %95
  %109 = phi ptr [ %107, %95 ], [ %112, %108 ], !dbg !331
    #dbg_value(ptr %109, !321, !DIExpression(), !322)
  %110 = load ptr, ptr %109, align 8, !dbg !332, !tbaa !223
  %111 = icmp eq ptr %110, %96, !dbg !333
  %112 = getelementptr inbounds i8, ptr %110, i64 24, !dbg !334
    #dbg_value(ptr %112, !321, !DIExpression(), !322)
  br i1 %111, label %113, label %108, !dbg !330, !llvm.loop !335

113:                                              ; preds = %108
  %114 = getelementptr inbounds i8, ptr %96, i64 24, !dbg !336
  %115 = load ptr, ptr %114, align 8, !dbg !336, !tbaa !337
  store ptr %115, ptr %109, align 8, !dbg !338, !tbaa !223
  call void @free(ptr noundef %96) #8, !dbg !339
  %116 = load i32, ptr %5, align 8, !dbg !340, !tbaa !149
  %117 = add nsw i32 %116, -1, !dbg !340
  %118 = load i64, ptr %14, align 8, !dbg !341, !tbaa !342
  %119 = add nsw i64 %118, 1, !dbg !341
  store i64 %119, ptr %14, align 8, !dbg !341, !tbaa !342, !DIAssignID !343
    #dbg_assign(i64 %119, !53, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !343, ptr %14, !DIExpression(), !110)
  %120 = load i32, ptr %3, align 8, !dbg !344, !tbaa !134
  %121 = load ptr, ptr %1, align 8, !dbg !346, !tbaa !143
  %122 = urem i32 %51, %120, !dbg !347
  %123 = zext i32 %122 to i64, !dbg !348
  %124 = getelementptr inbounds ptr, ptr %121, i64 %123
  %125 = load ptr, ptr %124, align 8, !dbg !348, !tbaa !223
  br label %126, !dbg !349

126:                                              ; preds = %113, %91
  %127 = phi i64 [ %119, %113 ], [ %35, %91 ]
  %128 = phi ptr [ %125, %113 ], [ %55, %91 ], !dbg !348
  %129 = phi i32 [ %120, %113 ], [ %37, %91 ]
  %130 = phi i64 [ %123, %113 ], [ %53, %91 ], !dbg !348
  %131 = phi i32 [ %117, %113 ], [ %36, %91 ], !dbg !350
  %132 = phi ptr [ %121, %113 ], [ %50, %91 ], !dbg !346
  %133 = call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #10, !dbg !351
    #dbg_value(ptr %133, !238, !DIExpression(), !243)
  store i32 %49, ptr %133, align 8, !dbg !352, !tbaa !254
  %134 = getelementptr inbounds i8, ptr %133, i64 4, !dbg !353
  store i32 %92, ptr %134, align 4, !dbg !354, !tbaa !272
    #dbg_value(ptr %1, !187, !DIExpression(), !355)
    #dbg_value(i32 %49, !188, !DIExpression(), !355)
    #dbg_value(i32 poison, !242, !DIExpression(), !243)
  %135 = getelementptr inbounds ptr, ptr %132, i64 %130, !dbg !348
  %136 = getelementptr inbounds i8, ptr %133, i64 24, !dbg !356
  store ptr %128, ptr %136, align 8, !dbg !357, !tbaa !337
  store ptr %133, ptr %135, align 8, !dbg !358, !tbaa !223
    #dbg_value(ptr %1, !288, !DIExpression(), !359)
    #dbg_value(ptr %133, !293, !DIExpression(), !359)
  %137 = load ptr, ptr %7, align 8, !dbg !361, !tbaa !152
  %138 = getelementptr inbounds i8, ptr %133, i64 16, !dbg !362
  store ptr %137, ptr %138, align 8, !dbg !363, !tbaa !281
  %139 = getelementptr inbounds i8, ptr %133, i64 8, !dbg !364
  store ptr %6, ptr %139, align 8, !dbg !365, !tbaa !283
  %140 = getelementptr inbounds i8, ptr %137, i64 8, !dbg !366
  store ptr %133, ptr %140, align 8, !dbg !367, !tbaa !283
  store ptr %133, ptr %7, align 8, !dbg !368, !tbaa !152, !DIAssignID !369
    #dbg_assign(ptr %133, !53, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !369, ptr %7, !DIExpression(), !110)
  %141 = add nsw i32 %131, 1, !dbg !350
  store i32 %141, ptr %5, align 8, !dbg !350, !tbaa !149, !DIAssignID !370
    #dbg_assign(i32 %141, !53, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !370, ptr %5, !DIExpression(), !110)
  br label %159, !dbg !371

142:                                              ; preds = %61
    #dbg_value(ptr %62, !207, !DIExpression(), !214)
  %143 = load i64, ptr %9, align 8, !dbg !372, !tbaa !170
  %144 = add nsw i64 %143, 1, !dbg !372
  store i64 %144, ptr %9, align 8, !dbg !372, !tbaa !170, !DIAssignID !373
    #dbg_assign(i64 %144, !53, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !373, ptr %9, !DIExpression(), !110)
    #dbg_value(ptr %62, !273, !DIExpression(), !374)
  %145 = getelementptr inbounds i8, ptr %62, i64 16, !dbg !376
  %146 = load ptr, ptr %145, align 8, !dbg !376, !tbaa !281
  %147 = getelementptr inbounds i8, ptr %62, i64 8, !dbg !377
  %148 = load ptr, ptr %147, align 8, !dbg !377, !tbaa !283
  %149 = getelementptr inbounds i8, ptr %148, i64 16, !dbg !378
  store ptr %146, ptr %149, align 8, !dbg !379, !tbaa !281
  %150 = getelementptr inbounds i8, ptr %146, i64 8, !dbg !380
  store ptr %148, ptr %150, align 8, !dbg !381, !tbaa !283
    #dbg_value(ptr %1, !288, !DIExpression(), !382)
    #dbg_value(ptr %62, !293, !DIExpression(), !382)
  %151 = load ptr, ptr %7, align 8, !dbg !384, !tbaa !152
  store ptr %151, ptr %145, align 8, !dbg !385, !tbaa !281
  store ptr %6, ptr %147, align 8, !dbg !386, !tbaa !283
  %152 = getelementptr inbounds i8, ptr %151, i64 8, !dbg !387
  store ptr %62, ptr %152, align 8, !dbg !388, !tbaa !283
  store ptr %62, ptr %7, align 8, !dbg !389, !tbaa !152, !DIAssignID !390
    #dbg_assign(ptr %62, !53, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !390, ptr %7, !DIExpression(), !110)
  %153 = getelementptr inbounds i8, ptr %62, i64 4, !dbg !391
  %154 = load i32, ptr %153, align 4, !dbg !391, !tbaa !272
    #dbg_value(i32 %154, !99, !DIExpression(), !113)
    #dbg_value(i32 1, !100, !DIExpression(), !113)
  %155 = mul nuw nsw i32 %49, 3, !dbg !392
  %156 = icmp ne i32 %154, %155, !dbg !394
  %157 = zext i1 %156 to i32, !dbg !395
  %158 = add nsw i32 %40, %157, !dbg !395
  br label %159, !dbg !395

159:                                              ; preds = %126, %81, %142
  %160 = phi i64 [ %35, %142 ], [ %35, %81 ], [ %127, %126 ]
  %161 = phi i32 [ %36, %142 ], [ %36, %81 ], [ %141, %126 ]
  %162 = phi i32 [ %37, %142 ], [ %37, %81 ], [ %129, %126 ]
  %163 = phi i32 [ 1, %142 ], [ 0, %81 ], [ 0, %126 ]
  %164 = phi i32 [ %158, %142 ], [ %40, %81 ], [ %40, %126 ], !dbg !110
    #dbg_value(i32 %164, !93, !DIExpression(), !110)
    #dbg_value(ptr %2, !396, !DIExpression(), !408)
    #dbg_value(i32 %49, !402, !DIExpression(), !408)
  %165 = load i64, ptr %11, align 8, !dbg !410, !tbaa !411
  %166 = add nsw i64 %165, 1, !dbg !410
  store i64 %166, ptr %11, align 8, !dbg !410, !tbaa !411, !DIAssignID !412
    #dbg_assign(i64 %166, !79, !DIExpression(DW_OP_LLVM_fragment, 24640, 64), !412, ptr %11, !DIExpression(), !110)
    #dbg_value(i32 0, !403, !DIExpression(), !413)
  %167 = load i32, ptr %12, align 8, !tbaa !414
  %168 = icmp sgt i32 %167, 0, !dbg !415
  br i1 %168, label %169, label %183, !dbg !417

169:                                              ; preds = %159
  %170 = zext nneg i32 %167 to i64, !dbg !415
  br label %174, !dbg !417

171:                                              ; preds = %174
  %172 = add nuw nsw i64 %175, 1, !dbg !418
    #dbg_value(i64 %172, !403, !DIExpression(), !413)
  %173 = icmp eq i64 %172, %170, !dbg !415
  br i1 %173, label %183, label %174, !dbg !417, !llvm.loop !419

174:                                              ; preds = %171, %169
  %175 = phi i64 [ 0, %169 ], [ %172, %171 ]
    #dbg_value(i64 %175, !403, !DIExpression(), !413)
  %176 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %175, !dbg !421
  %177 = load i32, ptr %176, align 4, !dbg !421, !tbaa !118
  %178 = icmp eq i32 %177, %49, !dbg !423
    #dbg_value(i64 %175, !403, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !413)
  br i1 %178, label %179, label %171, !dbg !424

179:                                              ; preds = %174
  %180 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %175, !dbg !425
  store i64 %166, ptr %180, align 8, !dbg !427, !tbaa !428
  %181 = load i64, ptr %16, align 8, !dbg !429, !tbaa !174
  %182 = add nsw i64 %181, 1, !dbg !429
  store i64 %182, ptr %16, align 8, !dbg !429, !tbaa !174, !DIAssignID !430
    #dbg_assign(i64 %182, !79, !DIExpression(DW_OP_LLVM_fragment, 24704, 64), !430, ptr %16, !DIExpression(), !110)
  br label %272

183:                                              ; preds = %171, %159
  %184 = load i32, ptr %10, align 4, !dbg !431, !tbaa !163
  %185 = icmp slt i32 %167, %184, !dbg !433
  br i1 %185, label %196, label %186, !dbg !434

186:                                              ; preds = %183
    #dbg_value(i32 1, !406, !DIExpression(), !435)
    #dbg_value(i32 0, !405, !DIExpression(), !408)
  %187 = icmp sgt i32 %167, 1, !dbg !436
  br i1 %187, label %188, label %226, !dbg !438

188:                                              ; preds = %186
  %189 = zext nneg i32 %167 to i64, !dbg !436
  %190 = add nsw i64 %189, -1, !dbg !438
  %191 = add nsw i64 %189, -2, !dbg !438
  %192 = and i64 %190, 3, !dbg !438
  %193 = icmp ult i64 %191, 3, !dbg !438
  br i1 %193, label %203, label %194, !dbg !438

194:                                              ; preds = %188
  %195 = and i64 %190, -4, !dbg !438
  br label %230, !dbg !438

196:                                              ; preds = %183
  %197 = sext i32 %167 to i64, !dbg !439
  %198 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %197, !dbg !439
  store i32 %49, ptr %198, align 4, !dbg !441, !tbaa !118
  %199 = load i32, ptr %12, align 8, !dbg !442, !tbaa !414
  %200 = add nsw i32 %199, 1, !dbg !442
  store i32 %200, ptr %12, align 8, !dbg !442, !tbaa !414, !DIAssignID !443
    #dbg_assign(i32 %200, !79, !DIExpression(DW_OP_LLVM_fragment, 24576, 32), !443, ptr %12, !DIExpression(), !110)
  %201 = sext i32 %199 to i64, !dbg !444
  %202 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %201, !dbg !444
  store i64 %166, ptr %202, align 8, !dbg !445, !tbaa !428
  br label %272, !dbg !446

203:                                              ; preds = %230, %188
  %204 = phi i32 [ poison, %188 ], [ %268, %230 ]
  %205 = phi i64 [ 1, %188 ], [ %269, %230 ]
  %206 = phi i32 [ 0, %188 ], [ %268, %230 ]
  %207 = icmp eq i64 %192, 0, !dbg !438
  br i1 %207, label %223, label %208, !dbg !438

208:                                              ; preds = %203, %208
  %209 = phi i64 [ %220, %208 ], [ %205, %203 ]
  %210 = phi i32 [ %219, %208 ], [ %206, %203 ]
  %211 = phi i64 [ %221, %208 ], [ 0, %203 ]
    #dbg_value(i64 %209, !406, !DIExpression(), !435)
    #dbg_value(i32 %210, !405, !DIExpression(), !408)
  %212 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %209, !dbg !447
  %213 = load i64, ptr %212, align 8, !dbg !447, !tbaa !428
  %214 = sext i32 %210 to i64, !dbg !449
  %215 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %214, !dbg !449
  %216 = load i64, ptr %215, align 8, !dbg !449, !tbaa !428
  %217 = icmp slt i64 %213, %216, !dbg !450
  %218 = trunc nuw nsw i64 %209 to i32, !dbg !451
  %219 = select i1 %217, i32 %218, i32 %210, !dbg !451
    #dbg_value(i32 %219, !405, !DIExpression(), !408)
  %220 = add nuw nsw i64 %209, 1, !dbg !452
    #dbg_value(i64 %220, !406, !DIExpression(), !435)
  %221 = add i64 %211, 1, !dbg !438
  %222 = icmp eq i64 %221, %192, !dbg !438
  br i1 %222, label %223, label %208, !dbg !438, !llvm.loop !453

223:                                              ; preds = %208, %203
  %224 = phi i32 [ %204, %203 ], [ %219, %208 ], !dbg !451
  %225 = sext i32 %224 to i64, !dbg !455
  br label %226, !dbg !455

226:                                              ; preds = %223, %186
  %227 = phi i64 [ 0, %186 ], [ %225, %223 ], !dbg !456
  %228 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %227, !dbg !455
  store i32 %49, ptr %228, align 4, !dbg !457, !tbaa !118
  %229 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %227, !dbg !458
  store i64 %166, ptr %229, align 8, !dbg !459, !tbaa !428
  br label %272

230:                                              ; preds = %230, %194
  %231 = phi i64 [ 1, %194 ], [ %269, %230 ]
  %232 = phi i32 [ 0, %194 ], [ %268, %230 ]
  %233 = phi i64 [ 0, %194 ], [ %270, %230 ]
    #dbg_value(i64 %231, !406, !DIExpression(), !435)
    #dbg_value(i32 %232, !405, !DIExpression(), !408)
  %234 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %231, !dbg !447
  %235 = load i64, ptr %234, align 8, !dbg !447, !tbaa !428
  %236 = sext i32 %232 to i64, !dbg !449
  %237 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %236, !dbg !449
  %238 = load i64, ptr %237, align 8, !dbg !449, !tbaa !428
  %239 = icmp slt i64 %235, %238, !dbg !450
  %240 = trunc nuw nsw i64 %231 to i32, !dbg !451
  %241 = select i1 %239, i32 %240, i32 %232, !dbg !451
    #dbg_value(i32 %241, !405, !DIExpression(), !408)
  %242 = add nuw nsw i64 %231, 1, !dbg !452
    #dbg_value(i64 %242, !406, !DIExpression(), !435)
  %243 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %242, !dbg !447
  %244 = load i64, ptr %243, align 8, !dbg !447, !tbaa !428
  %245 = sext i32 %241 to i64, !dbg !449
  %246 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %245, !dbg !449
  %247 = load i64, ptr %246, align 8, !dbg !449, !tbaa !428
  %248 = icmp slt i64 %244, %247, !dbg !450
  %249 = trunc nuw nsw i64 %242 to i32, !dbg !451
  %250 = select i1 %248, i32 %249, i32 %241, !dbg !451
    #dbg_value(i32 %250, !405, !DIExpression(), !408)
  %251 = add nuw nsw i64 %231, 2, !dbg !452
    #dbg_value(i64 %251, !406, !DIExpression(), !435)
  %252 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %251, !dbg !447
  %253 = load i64, ptr %252, align 8, !dbg !447, !tbaa !428
  %254 = sext i32 %250 to i64, !dbg !449
  %255 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %254, !dbg !449
  %256 = load i64, ptr %255, align 8, !dbg !449, !tbaa !428
  %257 = icmp slt i64 %253, %256, !dbg !450
  %258 = trunc nuw nsw i64 %251 to i32, !dbg !451
  %259 = select i1 %257, i32 %258, i32 %250, !dbg !451
    #dbg_value(i32 %259, !405, !DIExpression(), !408)
  %260 = add nuw nsw i64 %231, 3, !dbg !452
    #dbg_value(i64 %260, !406, !DIExpression(), !435)
  %261 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %260, !dbg !447
  %262 = load i64, ptr %261, align 8, !dbg !447, !tbaa !428
  %263 = sext i32 %259 to i64, !dbg !449
  %264 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %263, !dbg !449
  %265 = load i64, ptr %264, align 8, !dbg !449, !tbaa !428
  %266 = icmp slt i64 %262, %265, !dbg !450
  %267 = trunc nuw nsw i64 %260 to i32, !dbg !451
  %268 = select i1 %266, i32 %267, i32 %259, !dbg !451
    #dbg_value(i32 %268, !405, !DIExpression(), !408)
  %269 = add nuw nsw i64 %231, 4, !dbg !452
    #dbg_value(i64 %269, !406, !DIExpression(), !435)
  %270 = add i64 %233, 4, !dbg !438
  %271 = icmp eq i64 %270, %195, !dbg !438
  br i1 %271, label %203, label %230, !dbg !438, !llvm.loop !460

272:                                              ; preds = %179, %196, %226
  %273 = phi i32 [ 1, %179 ], [ 0, %196 ], [ 0, %226 ], !dbg !408
    #dbg_value(i32 %273, !101, !DIExpression(), !113)
  %274 = icmp ne i32 %163, %273, !dbg !462
  %275 = zext i1 %274 to i32, !dbg !464
  %276 = add nsw i32 %164, %275, !dbg !464
    #dbg_value(i32 %276, !93, !DIExpression(), !110)
  %277 = add nuw nsw i32 %39, 1, !dbg !465
    #dbg_value(i32 poison, !99, !DIExpression(), !113)
    #dbg_value(i32 %42, !46, !DIExpression(), !166)
    #dbg_value(i32 %277, !94, !DIExpression(), !167)
  %278 = icmp eq i32 %277, 20000, !dbg !466
  br i1 %278, label %26, label %34, !dbg !168, !llvm.loop !467

279:                                              ; preds = %283, %26
  %280 = call i32 @putchar(i32 10), !dbg !469
  %281 = load ptr, ptr %7, align 8, !dbg !470, !tbaa !152
    #dbg_value(ptr %281, !102, !DIExpression(), !110)
  %282 = icmp eq ptr %281, %6, !dbg !471
  br i1 %282, label %299, label %294, !dbg !472

283:                                              ; preds = %26, %283
  %284 = phi i32 [ %288, %283 ], [ 0, %26 ]
  %285 = phi ptr [ %290, %283 ], [ %32, %26 ]
    #dbg_value(i32 %284, !103, !DIExpression(), !178)
    #dbg_value(ptr %285, !102, !DIExpression(), !110)
  %286 = load i32, ptr %285, align 8, !dbg !473, !tbaa !254
  %287 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %286), !dbg !474
  %288 = add nuw nsw i32 %284, 1, !dbg !475
    #dbg_value(i32 %288, !103, !DIExpression(), !178)
  %289 = getelementptr inbounds i8, ptr %285, i64 16, !dbg !476
  %290 = load ptr, ptr %289, align 8, !dbg !476, !tbaa !281
    #dbg_value(ptr %290, !102, !DIExpression(), !110)
  %291 = icmp ult i32 %284, 4, !dbg !477
  %292 = icmp ne ptr %290, %6, !dbg !179
  %293 = select i1 %291, i1 %292, i1 false, !dbg !179
  br i1 %293, label %283, label %279, !dbg !181, !llvm.loop !478

294:                                              ; preds = %279, %294
  %295 = phi ptr [ %297, %294 ], [ %281, %279 ]
    #dbg_value(ptr %295, !102, !DIExpression(), !110)
  %296 = getelementptr inbounds i8, ptr %295, i64 16, !dbg !480
  %297 = load ptr, ptr %296, align 8, !dbg !480, !tbaa !281
    #dbg_value(ptr %297, !105, !DIExpression(), !481)
  call void @free(ptr noundef %295) #8, !dbg !482
    #dbg_value(ptr %297, !102, !DIExpression(), !110)
  %298 = icmp eq ptr %297, %6, !dbg !471
  br i1 %298, label %299, label %294, !dbg !472, !llvm.loop !483

299:                                              ; preds = %294, %279
  %300 = load ptr, ptr %1, align 8, !dbg !485, !tbaa !143
  call void @free(ptr noundef %300) #8, !dbg !486
  call void @llvm.lifetime.end.p0(i64 3096, ptr nonnull %2) #8, !dbg !487
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #8, !dbg !487
  %301 = add nuw nsw i64 %19, 1, !dbg !488
    #dbg_value(i32 poison, !99, !DIExpression(), !113)
    #dbg_value(i64 %301, !51, !DIExpression(), !112)
  %302 = icmp eq i64 %301, 3, !dbg !489
  br i1 %302, label %17, label %18, !dbg !114, !llvm.loop !490
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !492 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !499 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !504 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !507 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0,1) }
attributes #10 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/lru_cache.c", directory: ".", checksumkind: CSK_MD5, checksum: "56d7fd4f293248518b18c93c9a9333a9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 568, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 71)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !24, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19, !20, !23}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !21, line: 18, baseType: !22)
!21 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!24 = !{!0, !7, !12, !25}
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 2)
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 8, !"PIC Level", i32 2}
!34 = !{i32 7, !"PIE Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 2}
!36 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!37 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!38 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 27, type: !39, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !41)
!39 = !DISubroutineType(types: !40)
!40 = !{!19}
!41 = !{!42, !46, !51, !53, !79, !93, !94, !96, !99, !100, !101, !102, !103, !105}
!42 = !DILocalVariable(name: "caps", scope: !38, file: !2, line: 28, type: !43)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 96, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 3)
!46 = !DILocalVariable(name: "s", scope: !38, file: !2, line: 28, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !48, line: 26, baseType: !49)
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !50, line: 42, baseType: !23)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!51 = !DILocalVariable(name: "ci", scope: !52, file: !2, line: 29, type: !19)
!52 = distinct !DILexicalBlock(scope: !38, file: !2, line: 29, column: 5)
!53 = !DILocalVariable(name: "c", scope: !54, file: !2, line: 30, type: !56)
!54 = distinct !DILexicalBlock(scope: !55, file: !2, line: 29, column: 36)
!55 = distinct !DILexicalBlock(scope: !52, file: !2, line: 29, column: 5)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "LRU", file: !2, line: 9, baseType: !57)
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 640, elements: !58)
!58 = !{!59, !71, !72, !73, !74, !75, !77, !78}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !57, file: !2, line: 9, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "E", file: !2, line: 8, baseType: !63)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "E", file: !2, line: 8, size: 256, elements: !64)
!64 = !{!65, !66, !67, !69, !70}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !63, file: !2, line: 8, baseType: !19, size: 32)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !63, file: !2, line: 8, baseType: !19, size: 32, offset: 32)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !63, file: !2, line: 8, baseType: !68, size: 64, offset: 64)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !63, file: !2, line: 8, baseType: !68, size: 64, offset: 128)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "hnext", scope: !63, file: !2, line: 8, baseType: !68, size: 64, offset: 192)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "nb", scope: !57, file: !2, line: 9, baseType: !19, size: 32, offset: 64)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !57, file: !2, line: 9, baseType: !19, size: 32, offset: 96)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !57, file: !2, line: 9, baseType: !19, size: 32, offset: 128)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !57, file: !2, line: 9, baseType: !62, size: 256, offset: 192)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "hits", scope: !57, file: !2, line: 9, baseType: !76, size: 64, offset: 448)
!76 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "misses", scope: !57, file: !2, line: 9, baseType: !76, size: 64, offset: 512)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "evictions", scope: !57, file: !2, line: 9, baseType: !76, size: 64, offset: 576)
!79 = !DILocalVariable(name: "nv", scope: !54, file: !2, line: 30, type: !80)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "Naive", file: !2, line: 22, baseType: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 22, size: 24768, elements: !82)
!82 = !{!83, !87, !89, !90, !91, !92}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !81, file: !2, line: 22, baseType: !84, size: 8192)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 8192, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 256)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "stamp", scope: !81, file: !2, line: 22, baseType: !88, size: 16384, offset: 8192)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 16384, elements: !85)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !81, file: !2, line: 22, baseType: !19, size: 32, offset: 24576)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !81, file: !2, line: 22, baseType: !19, size: 32, offset: 24608)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "clock", scope: !81, file: !2, line: 22, baseType: !76, size: 64, offset: 24640)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "hits", scope: !81, file: !2, line: 22, baseType: !76, size: 64, offset: 24704)
!93 = !DILocalVariable(name: "mism", scope: !54, file: !2, line: 30, type: !19)
!94 = !DILocalVariable(name: "i", scope: !95, file: !2, line: 31, type: !19)
!95 = distinct !DILexicalBlock(scope: !54, file: !2, line: 31, column: 9)
!96 = !DILocalVariable(name: "k", scope: !97, file: !2, line: 31, type: !19)
!97 = distinct !DILexicalBlock(scope: !98, file: !2, line: 31, column: 41)
!98 = distinct !DILexicalBlock(scope: !95, file: !2, line: 31, column: 9)
!99 = !DILocalVariable(name: "v", scope: !97, file: !2, line: 31, type: !19)
!100 = !DILocalVariable(name: "h1", scope: !97, file: !2, line: 32, type: !19)
!101 = !DILocalVariable(name: "h2", scope: !97, file: !2, line: 32, type: !19)
!102 = !DILocalVariable(name: "e", scope: !54, file: !2, line: 34, type: !61)
!103 = !DILocalVariable(name: "i", scope: !104, file: !2, line: 34, type: !19)
!104 = distinct !DILexicalBlock(scope: !54, file: !2, line: 34, column: 47)
!105 = !DILocalVariable(name: "n", scope: !106, file: !2, line: 35, type: !61)
!106 = distinct !DILexicalBlock(scope: !107, file: !2, line: 35, column: 46)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 35, column: 9)
!108 = distinct !DILexicalBlock(scope: !54, file: !2, line: 35, column: 9)
!109 = distinct !DIAssignID()
!110 = !DILocation(line: 0, scope: !54)
!111 = distinct !DIAssignID()
!112 = !DILocation(line: 0, scope: !52)
!113 = !DILocation(line: 0, scope: !97)
!114 = !DILocation(line: 29, column: 5, scope: !52)
!115 = !DILocation(line: 38, column: 1, scope: !38)
!116 = !DILocation(line: 30, column: 9, scope: !54)
!117 = !DILocation(line: 30, column: 29, scope: !54)
!118 = !{!119, !119, i64 0}
!119 = !{!"int", !120, i64 0}
!120 = !{!"omnipotent char", !121, i64 0}
!121 = !{!"Simple C/C++ TBAA"}
!122 = !DILocalVariable(name: "c", arg: 1, scope: !123, file: !2, line: 10, type: !126)
!123 = distinct !DISubprogram(name: "lru_init", scope: !2, file: !2, line: 10, type: !124, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !127)
!124 = !DISubroutineType(types: !125)
!125 = !{null, !126, !19}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!127 = !{!122, !128}
!128 = !DILocalVariable(name: "cap", arg: 2, scope: !123, file: !2, line: 10, type: !19)
!129 = !DILocation(line: 0, scope: !123, inlinedAt: !130)
!130 = distinct !DILocation(line: 30, column: 16, scope: !54)
!131 = !DILocation(line: 10, column: 53, scope: !123, inlinedAt: !130)
!132 = !DILocation(line: 10, column: 57, scope: !123, inlinedAt: !130)
!133 = !DILocation(line: 10, column: 47, scope: !123, inlinedAt: !130)
!134 = !{!135, !119, i64 8}
!135 = !{!"", !136, i64 0, !119, i64 8, !119, i64 12, !119, i64 16, !137, i64 24, !138, i64 56, !138, i64 64, !138, i64 72}
!136 = !{!"any pointer", !120, i64 0}
!137 = !{!"E", !119, i64 0, !119, i64 4, !136, i64 8, !136, i64 16, !136, i64 24}
!138 = !{!"long", !120, i64 0}
!139 = distinct !DIAssignID()
!140 = !DILocation(line: 10, column: 82, scope: !123, inlinedAt: !130)
!141 = !DILocation(line: 10, column: 75, scope: !123, inlinedAt: !130)
!142 = !DILocation(line: 10, column: 73, scope: !123, inlinedAt: !130)
!143 = !{!135, !136, i64 0}
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 10, column: 118, scope: !123, inlinedAt: !130)
!146 = !{!135, !119, i64 12}
!147 = distinct !DIAssignID()
!148 = !DILocation(line: 10, column: 133, scope: !123, inlinedAt: !130)
!149 = !{!135, !119, i64 16}
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 10, column: 166, scope: !123, inlinedAt: !130)
!152 = !{!135, !136, i64 40}
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 10, column: 151, scope: !123, inlinedAt: !130)
!155 = !{!135, !136, i64 32}
!156 = distinct !DIAssignID()
!157 = !DILocation(line: 10, column: 198, scope: !123, inlinedAt: !130)
!158 = distinct !DIAssignID()
!159 = !DILocation(line: 30, column: 40, scope: !54)
!160 = !DILocation(line: 30, column: 50, scope: !54)
!161 = distinct !DIAssignID()
!162 = !DILocation(line: 30, column: 84, scope: !54)
!163 = !{!164, !119, i64 3076}
!164 = !{!"", !120, i64 0, !120, i64 1024, !119, i64 3072, !119, i64 3076, !138, i64 3080, !138, i64 3088}
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 0, scope: !38)
!167 = !DILocation(line: 0, scope: !95)
!168 = !DILocation(line: 31, column: 9, scope: !95)
!169 = !DILocation(line: 33, column: 103, scope: !54)
!170 = !{!135, !138, i64 56}
!171 = !DILocation(line: 33, column: 111, scope: !54)
!172 = !{!135, !138, i64 64}
!173 = !DILocation(line: 33, column: 135, scope: !54)
!174 = !{!164, !138, i64 3088}
!175 = !DILocation(line: 33, column: 9, scope: !54)
!176 = !DILocation(line: 34, column: 9, scope: !54)
!177 = !DILocation(line: 34, column: 41, scope: !54)
!178 = !DILocation(line: 0, scope: !104)
!179 = !DILocation(line: 34, column: 69, scope: !180)
!180 = distinct !DILexicalBlock(scope: !104, file: !2, line: 34, column: 47)
!181 = !DILocation(line: 34, column: 47, scope: !104)
!182 = !DILocation(line: 11, column: 87, scope: !183, inlinedAt: !189)
!183 = distinct !DISubprogram(name: "hb", scope: !2, file: !2, line: 11, type: !184, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !186)
!184 = !DISubroutineType(types: !185)
!185 = !{!23, !126, !19}
!186 = !{!187, !188}
!187 = !DILocalVariable(name: "c", arg: 1, scope: !183, file: !2, line: 11, type: !126)
!188 = !DILocalVariable(name: "k", arg: 2, scope: !183, file: !2, line: 11, type: !19)
!189 = distinct !DILocation(line: 14, column: 56, scope: !190, inlinedAt: !198)
!190 = distinct !DILexicalBlock(scope: !191, file: !2, line: 14, column: 33)
!191 = distinct !DISubprogram(name: "find", scope: !2, file: !2, line: 14, type: !192, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !194)
!192 = !DISubroutineType(types: !193)
!193 = !{!61, !126, !19}
!194 = !{!195, !196, !197}
!195 = !DILocalVariable(name: "c", arg: 1, scope: !191, file: !2, line: 14, type: !126)
!196 = !DILocalVariable(name: "k", arg: 2, scope: !191, file: !2, line: 14, type: !19)
!197 = !DILocalVariable(name: "e", scope: !190, file: !2, line: 14, type: !61)
!198 = distinct !DILocation(line: 16, column: 52, scope: !199, inlinedAt: !208)
!199 = distinct !DISubprogram(name: "lru_get", scope: !2, file: !2, line: 16, type: !200, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !203)
!200 = !DISubroutineType(types: !201)
!201 = !{!19, !126, !19, !202}
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!203 = !{!204, !205, !206, !207}
!204 = !DILocalVariable(name: "c", arg: 1, scope: !199, file: !2, line: 16, type: !126)
!205 = !DILocalVariable(name: "k", arg: 2, scope: !199, file: !2, line: 16, type: !19)
!206 = !DILocalVariable(name: "v", arg: 3, scope: !199, file: !2, line: 16, type: !202)
!207 = !DILocalVariable(name: "e", scope: !199, file: !2, line: 16, type: !61)
!208 = distinct !DILocation(line: 32, column: 22, scope: !97)
!209 = !DILocation(line: 31, column: 49, scope: !97)
!210 = !DILocation(line: 31, column: 60, scope: !97)
!211 = !DILocation(line: 31, column: 92, scope: !97)
!212 = !DILocation(line: 31, column: 98, scope: !97)
!213 = !DILocation(line: 31, column: 111, scope: !97)
!214 = !DILocation(line: 0, scope: !199, inlinedAt: !208)
!215 = !DILocation(line: 0, scope: !191, inlinedAt: !198)
!216 = !DILocation(line: 14, column: 48, scope: !190, inlinedAt: !198)
!217 = !DILocation(line: 0, scope: !183, inlinedAt: !189)
!218 = !DILocation(line: 11, column: 57, scope: !183, inlinedAt: !189)
!219 = !DILocation(line: 11, column: 72, scope: !183, inlinedAt: !189)
!220 = !DILocation(line: 14, column: 45, scope: !190, inlinedAt: !198)
!221 = !DILocation(line: 0, scope: !190, inlinedAt: !198)
!222 = !DILocation(line: 14, scope: !190, inlinedAt: !198)
!223 = !{!136, !136, i64 0}
!224 = !DILocation(line: 14, column: 33, scope: !190, inlinedAt: !198)
!225 = !DILocation(line: 16, column: 83, scope: !226, inlinedAt: !208)
!226 = distinct !DILexicalBlock(scope: !227, file: !2, line: 16, column: 72)
!227 = distinct !DILexicalBlock(scope: !199, file: !2, line: 16, column: 68)
!228 = distinct !DIAssignID()
!229 = !DILocation(line: 32, column: 68, scope: !230)
!230 = distinct !DILexicalBlock(scope: !97, file: !2, line: 32, column: 46)
!231 = !DILocalVariable(name: "c", arg: 1, scope: !232, file: !2, line: 17, type: !126)
!232 = distinct !DISubprogram(name: "lru_put", scope: !2, file: !2, line: 17, type: !233, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !235)
!233 = !DISubroutineType(types: !234)
!234 = !{null, !126, !19, !19}
!235 = !{!231, !236, !237, !238, !239, !242}
!236 = !DILocalVariable(name: "k", arg: 2, scope: !232, file: !2, line: 17, type: !19)
!237 = !DILocalVariable(name: "v", arg: 3, scope: !232, file: !2, line: 17, type: !19)
!238 = !DILocalVariable(name: "e", scope: !232, file: !2, line: 18, type: !61)
!239 = !DILocalVariable(name: "old", scope: !240, file: !2, line: 19, type: !61)
!240 = distinct !DILexicalBlock(scope: !241, file: !2, line: 19, column: 28)
!241 = distinct !DILexicalBlock(scope: !232, file: !2, line: 19, column: 9)
!242 = !DILocalVariable(name: "b", scope: !232, file: !2, line: 20, type: !23)
!243 = !DILocation(line: 0, scope: !232, inlinedAt: !244)
!244 = distinct !DILocation(line: 32, column: 51, scope: !230)
!245 = !DILocation(line: 0, scope: !191, inlinedAt: !246)
!246 = distinct !DILocation(line: 18, column: 12, scope: !232, inlinedAt: !244)
!247 = !DILocation(line: 0, scope: !183, inlinedAt: !248)
!248 = distinct !DILocation(line: 14, column: 56, scope: !190, inlinedAt: !246)
!249 = !DILocation(line: 0, scope: !190, inlinedAt: !246)
!250 = !DILocation(line: 14, column: 33, scope: !190, inlinedAt: !246)
!251 = !DILocation(line: 14, column: 91, scope: !252, inlinedAt: !198)
!252 = distinct !DILexicalBlock(scope: !253, file: !2, line: 14, column: 88)
!253 = distinct !DILexicalBlock(scope: !190, file: !2, line: 14, column: 33)
!254 = !{!137, !119, i64 0}
!255 = !DILocation(line: 14, column: 95, scope: !252, inlinedAt: !198)
!256 = !DILocation(line: 14, column: 88, scope: !253, inlinedAt: !198)
!257 = !DILocation(line: 14, column: 77, scope: !253, inlinedAt: !198)
!258 = distinct !{!258, !224, !259, !260}
!259 = !DILocation(line: 14, column: 108, scope: !190, inlinedAt: !198)
!260 = !{!"llvm.loop.mustprogress"}
!261 = !DILocation(line: 14, column: 91, scope: !252, inlinedAt: !246)
!262 = !DILocation(line: 14, column: 95, scope: !252, inlinedAt: !246)
!263 = !DILocation(line: 14, column: 88, scope: !253, inlinedAt: !246)
!264 = !DILocation(line: 14, column: 77, scope: !253, inlinedAt: !246)
!265 = !DILocation(line: 14, scope: !190, inlinedAt: !246)
!266 = distinct !{!266, !250, !267, !260}
!267 = !DILocation(line: 14, column: 108, scope: !190, inlinedAt: !246)
!268 = !DILocation(line: 18, column: 36, scope: !269, inlinedAt: !244)
!269 = distinct !DILexicalBlock(scope: !270, file: !2, line: 18, column: 31)
!270 = distinct !DILexicalBlock(scope: !232, file: !2, line: 18, column: 28)
!271 = !DILocation(line: 18, column: 40, scope: !269, inlinedAt: !244)
!272 = !{!137, !119, i64 4}
!273 = !DILocalVariable(name: "e", arg: 1, scope: !274, file: !2, line: 12, type: !61)
!274 = distinct !DISubprogram(name: "unlink_", scope: !2, file: !2, line: 12, type: !275, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !277)
!275 = !DISubroutineType(types: !276)
!276 = !{null, !61}
!277 = !{!273}
!278 = !DILocation(line: 0, scope: !274, inlinedAt: !279)
!279 = distinct !DILocation(line: 18, column: 45, scope: !269, inlinedAt: !244)
!280 = !DILocation(line: 12, column: 48, scope: !274, inlinedAt: !279)
!281 = !{!137, !136, i64 16}
!282 = !DILocation(line: 12, column: 32, scope: !274, inlinedAt: !279)
!283 = !{!137, !136, i64 8}
!284 = !DILocation(line: 12, column: 38, scope: !274, inlinedAt: !279)
!285 = !DILocation(line: 12, column: 43, scope: !274, inlinedAt: !279)
!286 = !DILocation(line: 12, column: 63, scope: !274, inlinedAt: !279)
!287 = !DILocation(line: 12, column: 68, scope: !274, inlinedAt: !279)
!288 = !DILocalVariable(name: "c", arg: 1, scope: !289, file: !2, line: 13, type: !126)
!289 = distinct !DISubprogram(name: "push_front", scope: !2, file: !2, line: 13, type: !290, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !292)
!290 = !DISubroutineType(types: !291)
!291 = !{null, !126, !61}
!292 = !{!288, !293}
!293 = !DILocalVariable(name: "e", arg: 2, scope: !289, file: !2, line: 13, type: !61)
!294 = !DILocation(line: 0, scope: !289, inlinedAt: !295)
!295 = distinct !DILocation(line: 18, column: 57, scope: !269, inlinedAt: !244)
!296 = !DILocation(line: 13, column: 58, scope: !289, inlinedAt: !295)
!297 = !DILocation(line: 13, column: 48, scope: !289, inlinedAt: !295)
!298 = !DILocation(line: 13, column: 72, scope: !289, inlinedAt: !295)
!299 = !DILocation(line: 13, column: 98, scope: !289, inlinedAt: !295)
!300 = !DILocation(line: 13, column: 103, scope: !289, inlinedAt: !295)
!301 = !DILocation(line: 13, column: 121, scope: !289, inlinedAt: !295)
!302 = distinct !DIAssignID()
!303 = !DILocation(line: 18, column: 75, scope: !269, inlinedAt: !244)
!304 = !DILocation(line: 19, column: 23, scope: !241, inlinedAt: !244)
!305 = !DILocation(line: 19, column: 17, scope: !241, inlinedAt: !244)
!306 = !DILocation(line: 19, column: 9, scope: !232, inlinedAt: !244)
!307 = !DILocation(line: 19, column: 47, scope: !240, inlinedAt: !244)
!308 = !DILocation(line: 0, scope: !240, inlinedAt: !244)
!309 = !DILocation(line: 0, scope: !274, inlinedAt: !310)
!310 = distinct !DILocation(line: 19, column: 53, scope: !240, inlinedAt: !244)
!311 = !DILocation(line: 12, column: 48, scope: !274, inlinedAt: !310)
!312 = !DILocation(line: 12, column: 32, scope: !274, inlinedAt: !310)
!313 = !DILocation(line: 12, column: 38, scope: !274, inlinedAt: !310)
!314 = !DILocation(line: 12, column: 43, scope: !274, inlinedAt: !310)
!315 = !DILocation(line: 12, column: 63, scope: !274, inlinedAt: !310)
!316 = !DILocation(line: 12, column: 68, scope: !274, inlinedAt: !310)
!317 = !DILocalVariable(name: "c", arg: 1, scope: !318, file: !2, line: 15, type: !126)
!318 = distinct !DISubprogram(name: "hremove", scope: !2, file: !2, line: 15, type: !290, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !319)
!319 = !{!317, !320, !321}
!320 = !DILocalVariable(name: "t", arg: 2, scope: !318, file: !2, line: 15, type: !61)
!321 = !DILocalVariable(name: "pp", scope: !318, file: !2, line: 15, type: !60)
!322 = !DILocation(line: 0, scope: !318, inlinedAt: !323)
!323 = distinct !DILocation(line: 19, column: 67, scope: !240, inlinedAt: !244)
!324 = !DILocation(line: 15, column: 67, scope: !318, inlinedAt: !323)
!325 = !DILocation(line: 0, scope: !183, inlinedAt: !326)
!326 = distinct !DILocation(line: 15, column: 58, scope: !318, inlinedAt: !323)
!327 = !DILocation(line: 11, column: 57, scope: !183, inlinedAt: !326)
!328 = !DILocation(line: 11, column: 72, scope: !183, inlinedAt: !326)
!329 = !DILocation(line: 15, column: 47, scope: !318, inlinedAt: !323)
!330 = !DILocation(line: 15, column: 74, scope: !318, inlinedAt: !323)
!331 = !DILocation(line: 15, scope: !318, inlinedAt: !323)
!332 = !DILocation(line: 15, column: 81, scope: !318, inlinedAt: !323)
!333 = !DILocation(line: 15, column: 85, scope: !318, inlinedAt: !323)
!334 = !DILocation(line: 15, column: 104, scope: !318, inlinedAt: !323)
!335 = distinct !{!335, !330, !334, !260}
!336 = !DILocation(line: 15, column: 120, scope: !318, inlinedAt: !323)
!337 = !{!137, !136, i64 24}
!338 = !DILocation(line: 15, column: 115, scope: !318, inlinedAt: !323)
!339 = !DILocation(line: 19, column: 84, scope: !240, inlinedAt: !244)
!340 = !DILocation(line: 19, column: 102, scope: !240, inlinedAt: !244)
!341 = !DILocation(line: 19, column: 118, scope: !240, inlinedAt: !244)
!342 = !{!135, !138, i64 72}
!343 = distinct !DIAssignID()
!344 = !DILocation(line: 11, column: 87, scope: !183, inlinedAt: !345)
!345 = distinct !DILocation(line: 20, column: 65, scope: !232, inlinedAt: !244)
!346 = !DILocation(line: 20, column: 89, scope: !232, inlinedAt: !244)
!347 = !DILocation(line: 11, column: 72, scope: !183, inlinedAt: !345)
!348 = !DILocation(line: 20, column: 86, scope: !232, inlinedAt: !244)
!349 = !DILocation(line: 19, column: 122, scope: !240, inlinedAt: !244)
!350 = !DILocation(line: 20, column: 145, scope: !232, inlinedAt: !244)
!351 = !DILocation(line: 20, column: 9, scope: !232, inlinedAt: !244)
!352 = !DILocation(line: 20, column: 35, scope: !232, inlinedAt: !244)
!353 = !DILocation(line: 20, column: 43, scope: !232, inlinedAt: !244)
!354 = !DILocation(line: 20, column: 47, scope: !232, inlinedAt: !244)
!355 = !DILocation(line: 0, scope: !183, inlinedAt: !345)
!356 = !DILocation(line: 20, column: 78, scope: !232, inlinedAt: !244)
!357 = !DILocation(line: 20, column: 84, scope: !232, inlinedAt: !244)
!358 = !DILocation(line: 20, column: 115, scope: !232, inlinedAt: !244)
!359 = !DILocation(line: 0, scope: !289, inlinedAt: !360)
!360 = distinct !DILocation(line: 20, column: 120, scope: !232, inlinedAt: !244)
!361 = !DILocation(line: 13, column: 58, scope: !289, inlinedAt: !360)
!362 = !DILocation(line: 13, column: 43, scope: !289, inlinedAt: !360)
!363 = !DILocation(line: 13, column: 48, scope: !289, inlinedAt: !360)
!364 = !DILocation(line: 13, column: 67, scope: !289, inlinedAt: !360)
!365 = !DILocation(line: 13, column: 72, scope: !289, inlinedAt: !360)
!366 = !DILocation(line: 13, column: 98, scope: !289, inlinedAt: !360)
!367 = !DILocation(line: 13, column: 103, scope: !289, inlinedAt: !360)
!368 = !DILocation(line: 13, column: 121, scope: !289, inlinedAt: !360)
!369 = distinct !DIAssignID()
!370 = distinct !DIAssignID()
!371 = !DILocation(line: 21, column: 1, scope: !232, inlinedAt: !244)
!372 = !DILocation(line: 16, column: 106, scope: !199, inlinedAt: !208)
!373 = distinct !DIAssignID()
!374 = !DILocation(line: 0, scope: !274, inlinedAt: !375)
!375 = distinct !DILocation(line: 16, column: 110, scope: !199, inlinedAt: !208)
!376 = !DILocation(line: 12, column: 48, scope: !274, inlinedAt: !375)
!377 = !DILocation(line: 12, column: 32, scope: !274, inlinedAt: !375)
!378 = !DILocation(line: 12, column: 38, scope: !274, inlinedAt: !375)
!379 = !DILocation(line: 12, column: 43, scope: !274, inlinedAt: !375)
!380 = !DILocation(line: 12, column: 63, scope: !274, inlinedAt: !375)
!381 = !DILocation(line: 12, column: 68, scope: !274, inlinedAt: !375)
!382 = !DILocation(line: 0, scope: !289, inlinedAt: !383)
!383 = distinct !DILocation(line: 16, column: 122, scope: !199, inlinedAt: !208)
!384 = !DILocation(line: 13, column: 58, scope: !289, inlinedAt: !383)
!385 = !DILocation(line: 13, column: 48, scope: !289, inlinedAt: !383)
!386 = !DILocation(line: 13, column: 72, scope: !289, inlinedAt: !383)
!387 = !DILocation(line: 13, column: 98, scope: !289, inlinedAt: !383)
!388 = !DILocation(line: 13, column: 103, scope: !289, inlinedAt: !383)
!389 = !DILocation(line: 13, column: 121, scope: !289, inlinedAt: !383)
!390 = distinct !DIAssignID()
!391 = !DILocation(line: 16, column: 148, scope: !199, inlinedAt: !208)
!392 = !DILocation(line: 32, column: 90, scope: !393)
!393 = distinct !DILexicalBlock(scope: !230, file: !2, line: 32, column: 83)
!394 = !DILocation(line: 32, column: 85, scope: !393)
!395 = !DILocation(line: 32, column: 83, scope: !230)
!396 = !DILocalVariable(name: "nv", arg: 1, scope: !397, file: !2, line: 23, type: !400)
!397 = distinct !DISubprogram(name: "naive_access", scope: !2, file: !2, line: 23, type: !398, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !401)
!398 = !DISubroutineType(types: !399)
!399 = !{!19, !400, !19}
!400 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!401 = !{!396, !402, !403, !405, !406}
!402 = !DILocalVariable(name: "k", arg: 2, scope: !397, file: !2, line: 23, type: !19)
!403 = !DILocalVariable(name: "i", scope: !404, file: !2, line: 23, type: !19)
!404 = distinct !DILexicalBlock(scope: !397, file: !2, line: 23, column: 58)
!405 = !DILocalVariable(name: "lo", scope: !397, file: !2, line: 25, type: !19)
!406 = !DILocalVariable(name: "i", scope: !407, file: !2, line: 25, type: !19)
!407 = distinct !DILexicalBlock(scope: !397, file: !2, line: 25, column: 17)
!408 = !DILocation(line: 0, scope: !397, inlinedAt: !409)
!409 = distinct !DILocation(line: 32, column: 112, scope: !97)
!410 = !DILocation(line: 23, column: 54, scope: !397, inlinedAt: !409)
!411 = !{!164, !138, i64 3080}
!412 = distinct !DIAssignID()
!413 = !DILocation(line: 0, scope: !404, inlinedAt: !409)
!414 = !{!164, !119, i64 3072}
!415 = !DILocation(line: 23, column: 76, scope: !416, inlinedAt: !409)
!416 = distinct !DILexicalBlock(scope: !404, file: !2, line: 23, column: 58)
!417 = !DILocation(line: 23, column: 58, scope: !404, inlinedAt: !409)
!418 = !DILocation(line: 23, column: 86, scope: !416, inlinedAt: !409)
!419 = distinct !{!419, !417, !420, !260}
!420 = !DILocation(line: 23, column: 161, scope: !404, inlinedAt: !409)
!421 = !DILocation(line: 23, column: 94, scope: !422, inlinedAt: !409)
!422 = distinct !DILexicalBlock(scope: !416, file: !2, line: 23, column: 94)
!423 = !DILocation(line: 23, column: 105, scope: !422, inlinedAt: !409)
!424 = !DILocation(line: 23, column: 94, scope: !416, inlinedAt: !409)
!425 = !DILocation(line: 23, column: 113, scope: !426, inlinedAt: !409)
!426 = distinct !DILexicalBlock(scope: !422, file: !2, line: 23, column: 111)
!427 = !DILocation(line: 23, column: 126, scope: !426, inlinedAt: !409)
!428 = !{!138, !138, i64 0}
!429 = !DILocation(line: 23, column: 147, scope: !426, inlinedAt: !409)
!430 = distinct !DIAssignID()
!431 = !DILocation(line: 24, column: 21, scope: !432, inlinedAt: !409)
!432 = distinct !DILexicalBlock(scope: !397, file: !2, line: 24, column: 9)
!433 = !DILocation(line: 24, column: 15, scope: !432, inlinedAt: !409)
!434 = !DILocation(line: 24, column: 9, scope: !397, inlinedAt: !409)
!435 = !DILocation(line: 0, scope: !407, inlinedAt: !409)
!436 = !DILocation(line: 25, column: 35, scope: !437, inlinedAt: !409)
!437 = distinct !DILexicalBlock(scope: !407, file: !2, line: 25, column: 17)
!438 = !DILocation(line: 25, column: 17, scope: !407, inlinedAt: !409)
!439 = !DILocation(line: 24, column: 28, scope: !440, inlinedAt: !409)
!440 = distinct !DILexicalBlock(scope: !432, file: !2, line: 24, column: 26)
!441 = !DILocation(line: 24, column: 43, scope: !440, inlinedAt: !409)
!442 = !DILocation(line: 24, column: 63, scope: !440, inlinedAt: !409)
!443 = distinct !DIAssignID()
!444 = !DILocation(line: 24, column: 48, scope: !440, inlinedAt: !409)
!445 = !DILocation(line: 24, column: 67, scope: !440, inlinedAt: !409)
!446 = !DILocation(line: 24, column: 80, scope: !440, inlinedAt: !409)
!447 = !DILocation(line: 25, column: 53, scope: !448, inlinedAt: !409)
!448 = distinct !DILexicalBlock(scope: !437, file: !2, line: 25, column: 53)
!449 = !DILocation(line: 25, column: 68, scope: !448, inlinedAt: !409)
!450 = !DILocation(line: 25, column: 66, scope: !448, inlinedAt: !409)
!451 = !DILocation(line: 25, column: 53, scope: !437, inlinedAt: !409)
!452 = !DILocation(line: 25, column: 45, scope: !437, inlinedAt: !409)
!453 = distinct !{!453, !454}
!454 = !{!"llvm.loop.unroll.disable"}
!455 = !DILocation(line: 25, column: 91, scope: !397, inlinedAt: !409)
!456 = !DILocation(line: 25, scope: !397, inlinedAt: !409)
!457 = !DILocation(line: 25, column: 103, scope: !397, inlinedAt: !409)
!458 = !DILocation(line: 25, column: 108, scope: !397, inlinedAt: !409)
!459 = !DILocation(line: 25, column: 122, scope: !397, inlinedAt: !409)
!460 = distinct !{!460, !438, !461, !260}
!461 = !DILocation(line: 25, column: 88, scope: !407, inlinedAt: !409)
!462 = !DILocation(line: 32, column: 141, scope: !463)
!463 = distinct !DILexicalBlock(scope: !97, file: !2, line: 32, column: 138)
!464 = !DILocation(line: 32, column: 138, scope: !97)
!465 = !DILocation(line: 31, column: 37, scope: !98)
!466 = !DILocation(line: 31, column: 27, scope: !98)
!467 = distinct !{!467, !168, !468, !260}
!468 = !DILocation(line: 32, column: 156, scope: !95)
!469 = !DILocation(line: 34, column: 127, scope: !54)
!470 = !DILocation(line: 35, column: 25, scope: !108)
!471 = !DILocation(line: 35, column: 33, scope: !107)
!472 = !DILocation(line: 35, column: 9, scope: !108)
!473 = !DILocation(line: 34, column: 121, scope: !180)
!474 = !DILocation(line: 34, column: 104, scope: !180)
!475 = !DILocation(line: 34, column: 87, scope: !180)
!476 = !DILocation(line: 34, column: 98, scope: !180)
!477 = !DILocation(line: 34, column: 65, scope: !180)
!478 = distinct !{!478, !181, !479, !260}
!479 = !DILocation(line: 34, column: 124, scope: !104)
!480 = !DILocation(line: 35, column: 58, scope: !106)
!481 = !DILocation(line: 0, scope: !106)
!482 = !DILocation(line: 35, column: 64, scope: !106)
!483 = distinct !{!483, !472, !484, !260}
!484 = !DILocation(line: 35, column: 80, scope: !108)
!485 = !DILocation(line: 35, column: 89, scope: !54)
!486 = !DILocation(line: 35, column: 82, scope: !54)
!487 = !DILocation(line: 36, column: 5, scope: !55)
!488 = !DILocation(line: 29, column: 32, scope: !55)
!489 = !DILocation(line: 29, column: 25, scope: !55)
!490 = distinct !{!490, !114, !491, !260}
!491 = !DILocation(line: 36, column: 5, scope: !52)
!492 = !DISubprogram(name: "printf", scope: !493, file: !493, line: 356, type: !494, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!494 = !DISubroutineType(types: !495)
!495 = !{!19, !496, null}
!496 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !497)
!497 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !498, size: 64)
!498 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!499 = !DISubprogram(name: "free", scope: !500, file: !500, line: 568, type: !501, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!500 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!501 = !DISubroutineType(types: !502)
!502 = !{null, !503}
!503 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!504 = !DISubprogram(name: "calloc", scope: !500, file: !500, line: 556, type: !505, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!505 = !DISubroutineType(types: !506)
!506 = !{!503, !20, !20}
!507 = !DISubprogram(name: "malloc", scope: !500, file: !500, line: 553, type: !508, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!508 = !DISubroutineType(types: !509)
!509 = !{!503, !20}
