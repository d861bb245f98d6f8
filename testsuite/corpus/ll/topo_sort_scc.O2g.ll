; ModuleID = 'programs/topo_sort_scc.c'
source_filename = "programs/topo_sort_scc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@head = internal unnamed_addr global [400 x i32] zeroinitializer, align 16, !dbg !0
@indeg = internal unnamed_addr global [400 x i32] zeroinitializer, align 16, !dbg !26
@to = internal unnamed_addr global [1200 x i32] zeroinitializer, align 16, !dbg !24
@nxt = internal unnamed_addr global [1200 x i32] zeroinitializer, align 16, !dbg !19
@.str = private unnamed_addr constant [38 x i8] c"topo n=%d hash=%08x longest path=%ld\0A\00", align 1, !dbg !8
@idx = internal unnamed_addr global [400 x i32] zeroinitializer, align 16, !dbg !31
@comp = internal unnamed_addr global [400 x i32] zeroinitializer, align 16, !dbg !33
@ncomp = internal unnamed_addr global i32 0, align 4, !dbg !35
@.str.1 = private unnamed_addr constant [45 x i8] c"after back edges: %d components, largest %d\0A\00", align 1, !dbg !14
@ne = internal unnamed_addr global i32 0, align 4, !dbg !37
@counter = internal unnamed_addr global i32 0, align 4, !dbg !39
@low = internal unnamed_addr global [400 x i32] zeroinitializer, align 16, !dbg !41
@st = internal unnamed_addr global [400 x i32] zeroinitializer, align 16, !dbg !43
@sp = internal unnamed_addr global i32 0, align 4, !dbg !45
@onst = internal unnamed_addr global [400 x i32] zeroinitializer, align 16, !dbg !47

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !57 {
  %1 = alloca [400 x i32], align 16, !DIAssignID !111
    #dbg_assign(i1 undef, !68, !DIExpression(), !111, ptr %1, !DIExpression(), !112)
  %2 = alloca [400 x i32], align 16, !DIAssignID !113
    #dbg_assign(i1 undef, !70, !DIExpression(), !113, ptr %2, !DIExpression(), !112)
  %3 = alloca [400 x i32], align 16, !DIAssignID !114
    #dbg_assign(i1 undef, !71, !DIExpression(), !114, ptr %3, !DIExpression(), !112)
  %4 = alloca [400 x i64], align 16, !DIAssignID !115
    #dbg_assign(i1 undef, !84, !DIExpression(), !115, ptr %4, !DIExpression(), !112)
  %5 = alloca [400 x i32], align 16, !DIAssignID !116
    #dbg_assign(i1 undef, !105, !DIExpression(), !116, ptr %5, !DIExpression(), !112)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1600) @head, i8 -1, i64 1600, i1 false), !dbg !117
    #dbg_value(i32 5, !61, !DIExpression(), !112)
    #dbg_value(i32 0, !62, !DIExpression(), !118)
  %6 = load i32, ptr @ne, align 4, !tbaa !119
  %7 = sext i32 %6 to i64, !dbg !123
  br label %10, !dbg !123

8:                                                ; preds = %10
  %9 = trunc nsw i64 %30 to i32, !dbg !124
  store i32 %9, ptr @ne, align 4, !dbg !124, !tbaa !119
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %1) #7, !dbg !132
    #dbg_value(i32 0, !69, !DIExpression(), !112)
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %2) #7, !dbg !132
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(1600) %2, ptr noundef nonnull align 16 dereferenceable(1600) @indeg, i64 1600, i1 false), !dbg !133, !DIAssignID !134
    #dbg_assign(i1 undef, !70, !DIExpression(), !134, ptr %2, !DIExpression(), !112)
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %3) #7, !dbg !135
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1600) %3, i8 0, i64 1600, i1 false), !dbg !136, !DIAssignID !137
    #dbg_assign(i8 0, !71, !DIExpression(), !137, ptr %3, !DIExpression(), !112)
    #dbg_value(i32 0, !72, !DIExpression(), !138)
  br label %38, !dbg !139

10:                                               ; preds = %0, %10
  %11 = phi i64 [ %7, %0 ], [ %30, %10 ]
  %12 = phi i32 [ 5, %0 ], [ %19, %10 ]
  %13 = phi i32 [ 0, %0 ], [ %36, %10 ]
    #dbg_value(i32 %12, !61, !DIExpression(), !112)
    #dbg_value(i32 %13, !62, !DIExpression(), !118)
  %14 = mul i32 %12, 1103515245, !dbg !140
  %15 = add i32 %14, 12345, !dbg !141
    #dbg_value(i32 %15, !61, !DIExpression(), !112)
  %16 = lshr i32 %15, 8, !dbg !142
  %17 = urem i32 %16, 399, !dbg !143
    #dbg_value(i32 %17, !64, !DIExpression(), !144)
  %18 = mul i32 %15, 1103515245, !dbg !145
  %19 = add i32 %18, 12345, !dbg !146
    #dbg_value(i32 %19, !61, !DIExpression(), !112)
  %20 = add nuw nsw i32 %17, 1, !dbg !147
  %21 = lshr i32 %19, 8, !dbg !148
  %22 = sub nuw nsw i32 399, %17, !dbg !149
  %23 = urem i32 %21, %22, !dbg !150
  %24 = add nuw nsw i32 %20, %23, !dbg !151
    #dbg_value(i32 %24, !67, !DIExpression(), !144)
    #dbg_value(i32 %17, !129, !DIExpression(), !152)
    #dbg_value(i32 %24, !130, !DIExpression(), !152)
  %25 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %11, !dbg !153
  store i32 %24, ptr %25, align 4, !dbg !154, !tbaa !119
  %26 = zext nneg i32 %17 to i64, !dbg !155
  %27 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %26, !dbg !155
  %28 = load i32, ptr %27, align 4, !dbg !155, !tbaa !119
  %29 = getelementptr inbounds [1200 x i32], ptr @nxt, i64 0, i64 %11, !dbg !156
  store i32 %28, ptr %29, align 4, !dbg !157, !tbaa !119
  %30 = add nsw i64 %11, 1, !dbg !158
  %31 = trunc nsw i64 %11 to i32, !dbg !159
  store i32 %31, ptr %27, align 4, !dbg !159, !tbaa !119
  %32 = zext nneg i32 %24 to i64, !dbg !160
  %33 = getelementptr inbounds [400 x i32], ptr @indeg, i64 0, i64 %32, !dbg !160
  %34 = load i32, ptr %33, align 4, !dbg !161, !tbaa !119
  %35 = add nsw i32 %34, 1, !dbg !161
  store i32 %35, ptr %33, align 4, !dbg !161, !tbaa !119
  %36 = add nuw nsw i32 %13, 1, !dbg !162
    #dbg_value(i32 %36, !62, !DIExpression(), !118)
  %37 = icmp eq i32 %36, 1160, !dbg !163
  br i1 %37, label %8, label %10, !dbg !123, !llvm.loop !164

38:                                               ; preds = %8, %83
  %39 = phi i64 [ 0, %8 ], [ %66, %83 ]
    #dbg_value(i64 %39, !72, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !138)
    #dbg_value(i64 %39, !69, !DIExpression(), !112)
    #dbg_value(i32 0, !77, !DIExpression(), !167)
  br label %40, !dbg !168

40:                                               ; preds = %58, %38
  %41 = phi i64 [ 0, %38 ], [ %59, %58 ]
    #dbg_value(i64 %41, !77, !DIExpression(), !167)
  %42 = getelementptr inbounds [400 x i32], ptr %3, i64 0, i64 %41, !dbg !169
  %43 = load i32, ptr %42, align 8, !dbg !169, !tbaa !119
  %44 = icmp eq i32 %43, 0, !dbg !169
  br i1 %44, label %45, label %49, !dbg !172

45:                                               ; preds = %40
  %46 = getelementptr inbounds [400 x i32], ptr %2, i64 0, i64 %41, !dbg !173
  %47 = load i32, ptr %46, align 8, !dbg !173, !tbaa !119
  %48 = icmp eq i32 %47, 0, !dbg !174
  br i1 %48, label %61, label %49, !dbg !175

49:                                               ; preds = %40, %45
  %50 = or disjoint i64 %41, 1, !dbg !176
    #dbg_value(i64 %50, !77, !DIExpression(), !167)
  %51 = getelementptr inbounds [400 x i32], ptr %3, i64 0, i64 %50, !dbg !169
  %52 = load i32, ptr %51, align 4, !dbg !169, !tbaa !119
  %53 = icmp eq i32 %52, 0, !dbg !169
  br i1 %53, label %54, label %58, !dbg !172

54:                                               ; preds = %49
  %55 = getelementptr inbounds [400 x i32], ptr %2, i64 0, i64 %50, !dbg !173
  %56 = load i32, ptr %55, align 4, !dbg !173, !tbaa !119
  %57 = icmp eq i32 %56, 0, !dbg !174
  br i1 %57, label %61, label %58, !dbg !175

58:                                               ; preds = %54, %49
  %59 = add nuw nsw i64 %41, 2, !dbg !176
    #dbg_value(i64 %59, !77, !DIExpression(), !167)
  %60 = icmp eq i64 %59, 400, !dbg !177
  br i1 %60, label %85, label %40, !dbg !168, !llvm.loop !178

61:                                               ; preds = %54, %45
  %62 = phi i64 [ %41, %45 ], [ %50, %54 ]
  %63 = trunc nuw nsw i64 %62 to i32, !dbg !180
    #dbg_value(i32 %63, !74, !DIExpression(), !181)
  %64 = and i64 %62, 4294967295, !dbg !180
  %65 = getelementptr inbounds [400 x i32], ptr %3, i64 0, i64 %64, !dbg !180
  store i32 1, ptr %65, align 4, !dbg !182, !tbaa !119
  %66 = add nuw nsw i64 %39, 1, !dbg !183
    #dbg_value(i64 %66, !69, !DIExpression(), !112)
  %67 = getelementptr inbounds [400 x i32], ptr %1, i64 0, i64 %39, !dbg !184
  store i32 %63, ptr %67, align 4, !dbg !185, !tbaa !119
  %68 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %64, !dbg !186
    #dbg_value(i32 poison, !79, !DIExpression(), !187)
  %69 = load i32, ptr %68, align 4, !dbg !188, !tbaa !119
  %70 = icmp eq i32 %69, -1, !dbg !189
  br i1 %70, label %83, label %71, !dbg !191

71:                                               ; preds = %61, %71
  %72 = phi i32 [ %81, %71 ], [ %69, %61 ]
  %73 = sext i32 %72 to i64, !dbg !192
  %74 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %73, !dbg !192
  %75 = load i32, ptr %74, align 4, !dbg !192, !tbaa !119
  %76 = sext i32 %75 to i64, !dbg !193
  %77 = getelementptr inbounds [400 x i32], ptr %2, i64 0, i64 %76, !dbg !193
  %78 = load i32, ptr %77, align 4, !dbg !194, !tbaa !119
  %79 = add nsw i32 %78, -1, !dbg !194
  store i32 %79, ptr %77, align 4, !dbg !194, !tbaa !119
  %80 = getelementptr inbounds [1200 x i32], ptr @nxt, i64 0, i64 %73, !dbg !195
    #dbg_value(i32 poison, !79, !DIExpression(), !187)
  %81 = load i32, ptr %80, align 4, !dbg !188, !tbaa !119
    #dbg_value(i32 %81, !79, !DIExpression(), !187)
  %82 = icmp eq i32 %81, -1, !dbg !189
  br i1 %82, label %83, label %71, !dbg !191, !llvm.loop !196

83:                                               ; preds = %71, %61
    #dbg_value(i64 %66, !69, !DIExpression(), !112)
    #dbg_value(i64 %66, !72, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !138)
  %84 = icmp eq i64 %66, 400, !dbg !198
  br i1 %84, label %89, label %38, !dbg !139, !llvm.loop !199

85:                                               ; preds = %58
  %86 = trunc nuw nsw i64 %39 to i32, !dbg !201
    #dbg_value(i32 %86, !69, !DIExpression(), !112)
    #dbg_value(i32 0, !81, !DIExpression(), !112)
    #dbg_value(i32 0, !82, !DIExpression(), !203)
  %87 = icmp eq i64 %39, 0, !dbg !201
  br i1 %87, label %88, label %89, !dbg !204

88:                                               ; preds = %85
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %4) #7, !dbg !205
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3200) %4, i8 0, i64 3200, i1 false), !dbg !206, !DIAssignID !207
    #dbg_assign(i8 0, !84, !DIExpression(), !207, ptr %4, !DIExpression(), !112)
    #dbg_value(i64 0, !87, !DIExpression(), !112)
    #dbg_value(i32 0, !88, !DIExpression(), !208)
  br label %142, !dbg !209

89:                                               ; preds = %83, %85
  %90 = phi i32 [ %86, %85 ], [ 400, %83 ]
  %91 = zext i32 %90 to i64, !dbg !201
  %92 = add nsw i64 %91, -1, !dbg !204
  %93 = and i64 %91, 3, !dbg !204
  %94 = icmp ult i64 %92, 3, !dbg !204
  br i1 %94, label %97, label %95, !dbg !204

95:                                               ; preds = %89
  %96 = and i64 %91, 4294967292, !dbg !204
  br label %116, !dbg !204

97:                                               ; preds = %116, %89
  %98 = phi i32 [ poison, %89 ], [ %138, %116 ]
  %99 = phi i64 [ 0, %89 ], [ %139, %116 ]
  %100 = phi i32 [ 0, %89 ], [ %138, %116 ]
  %101 = icmp eq i64 %93, 0, !dbg !204
  br i1 %101, label %113, label %102, !dbg !204

102:                                              ; preds = %97, %102
  %103 = phi i64 [ %110, %102 ], [ %99, %97 ]
  %104 = phi i32 [ %109, %102 ], [ %100, %97 ]
  %105 = phi i64 [ %111, %102 ], [ 0, %97 ]
    #dbg_value(i64 %103, !82, !DIExpression(), !203)
    #dbg_value(i32 %104, !81, !DIExpression(), !112)
  %106 = mul i32 %104, 31, !dbg !210
  %107 = getelementptr inbounds [400 x i32], ptr %1, i64 0, i64 %103, !dbg !211
  %108 = load i32, ptr %107, align 4, !dbg !211, !tbaa !119
  %109 = add i32 %108, %106, !dbg !212
    #dbg_value(i32 %109, !81, !DIExpression(), !112)
  %110 = add nuw nsw i64 %103, 1, !dbg !213
    #dbg_value(i64 %110, !82, !DIExpression(), !203)
  %111 = add i64 %105, 1, !dbg !204
  %112 = icmp eq i64 %111, %93, !dbg !204
  br i1 %112, label %113, label %102, !dbg !204, !llvm.loop !214

113:                                              ; preds = %102, %97
  %114 = phi i32 [ %98, %97 ], [ %109, %102 ], !dbg !212
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %4) #7, !dbg !205
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3200) %4, i8 0, i64 3200, i1 false), !dbg !206, !DIAssignID !207
    #dbg_assign(i8 0, !84, !DIExpression(), !207, ptr %4, !DIExpression(), !112)
    #dbg_value(i64 0, !87, !DIExpression(), !112)
    #dbg_value(i32 0, !88, !DIExpression(), !208)
  %115 = zext i32 %90 to i64, !dbg !216
  br label %163, !dbg !209

116:                                              ; preds = %116, %95
  %117 = phi i64 [ 0, %95 ], [ %139, %116 ]
  %118 = phi i32 [ 0, %95 ], [ %138, %116 ]
  %119 = phi i64 [ 0, %95 ], [ %140, %116 ]
    #dbg_value(i64 %117, !82, !DIExpression(), !203)
    #dbg_value(i32 %118, !81, !DIExpression(), !112)
  %120 = mul i32 %118, 31, !dbg !210
  %121 = getelementptr inbounds [400 x i32], ptr %1, i64 0, i64 %117, !dbg !211
  %122 = load i32, ptr %121, align 16, !dbg !211, !tbaa !119
  %123 = add i32 %122, %120, !dbg !212
    #dbg_value(i32 %123, !81, !DIExpression(), !112)
  %124 = or disjoint i64 %117, 1, !dbg !213
    #dbg_value(i64 %124, !82, !DIExpression(), !203)
  %125 = mul i32 %123, 31, !dbg !210
  %126 = getelementptr inbounds [400 x i32], ptr %1, i64 0, i64 %124, !dbg !211
  %127 = load i32, ptr %126, align 4, !dbg !211, !tbaa !119
  %128 = add i32 %127, %125, !dbg !212
    #dbg_value(i32 %128, !81, !DIExpression(), !112)
  %129 = or disjoint i64 %117, 2, !dbg !213
    #dbg_value(i64 %129, !82, !DIExpression(), !203)
  %130 = mul i32 %128, 31, !dbg !210
  %131 = getelementptr inbounds [400 x i32], ptr %1, i64 0, i64 %129, !dbg !211
  %132 = load i32, ptr %131, align 8, !dbg !211, !tbaa !119
  %133 = add i32 %132, %130, !dbg !212
    #dbg_value(i32 %133, !81, !DIExpression(), !112)
  %134 = or disjoint i64 %117, 3, !dbg !213
    #dbg_value(i64 %134, !82, !DIExpression(), !203)
  %135 = mul i32 %133, 31, !dbg !210
  %136 = getelementptr inbounds [400 x i32], ptr %1, i64 0, i64 %134, !dbg !211
  %137 = load i32, ptr %136, align 4, !dbg !211, !tbaa !119
  %138 = add i32 %137, %135, !dbg !212
    #dbg_value(i32 %138, !81, !DIExpression(), !112)
  %139 = add nuw nsw i64 %117, 4, !dbg !213
    #dbg_value(i64 %139, !82, !DIExpression(), !203)
  %140 = add i64 %119, 4, !dbg !204
  %141 = icmp eq i64 %140, %96, !dbg !204
  br i1 %141, label %97, label %116, !dbg !204, !llvm.loop !217

142:                                              ; preds = %173, %88
  %143 = phi i32 [ 0, %88 ], [ %114, %173 ]
  %144 = phi i32 [ 0, %88 ], [ %90, %173 ]
    #dbg_value(i32 0, !95, !DIExpression(), !219)
    #dbg_value(i64 0, !87, !DIExpression(), !112)
  br label %145, !dbg !220

145:                                              ; preds = %145, %142
  %146 = phi i64 [ 0, %142 ], [ %155, %145 ], !dbg !221
  %147 = phi <2 x i64> [ zeroinitializer, %142 ], [ %153, %145 ]
  %148 = phi <2 x i64> [ zeroinitializer, %142 ], [ %154, %145 ]
  %149 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %146, !dbg !223
  %150 = getelementptr inbounds i8, ptr %149, i64 16, !dbg !223
  %151 = load <2 x i64>, ptr %149, align 16, !dbg !223, !tbaa !225
  %152 = load <2 x i64>, ptr %150, align 16, !dbg !223, !tbaa !225
  %153 = tail call <2 x i64> @llvm.smax.v2i64(<2 x i64> %151, <2 x i64> %147), !dbg !227
  %154 = tail call <2 x i64> @llvm.smax.v2i64(<2 x i64> %152, <2 x i64> %148), !dbg !227
  %155 = add nuw i64 %146, 4, !dbg !221
  %156 = icmp eq i64 %155, 400, !dbg !221
  br i1 %156, label %157, label %145, !dbg !221, !llvm.loop !228

157:                                              ; preds = %145
  %158 = tail call <2 x i64> @llvm.smax.v2i64(<2 x i64> %153, <2 x i64> %154), !dbg !220
  %159 = tail call i64 @llvm.vector.reduce.smax.v2i64(<2 x i64> %158), !dbg !220
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %144, i32 noundef %143, i64 noundef %159), !dbg !232
    #dbg_value(i32 0, !97, !DIExpression(), !233)
  %161 = load i32, ptr @ne, align 4, !tbaa !119
    #dbg_value(i32 %19, !61, !DIExpression(), !112)
  %162 = sext i32 %161 to i64, !dbg !234
  br label %194, !dbg !234

163:                                              ; preds = %113, %173
  %164 = phi i64 [ 0, %113 ], [ %174, %173 ]
    #dbg_value(i64 %164, !88, !DIExpression(), !208)
  %165 = getelementptr inbounds [400 x i32], ptr %1, i64 0, i64 %164, !dbg !235
  %166 = load i32, ptr %165, align 4, !dbg !235, !tbaa !119
    #dbg_value(i32 %166, !90, !DIExpression(), !236)
  %167 = sext i32 %166 to i64, !dbg !237
  %168 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %167, !dbg !237
    #dbg_value(i32 poison, !93, !DIExpression(), !238)
  %169 = load i32, ptr %168, align 4, !dbg !239, !tbaa !119
  %170 = icmp eq i32 %169, -1, !dbg !240
  br i1 %170, label %173, label %171, !dbg !242

171:                                              ; preds = %163
  %172 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %167
  br label %176, !dbg !242

173:                                              ; preds = %188, %163
  %174 = add nuw nsw i64 %164, 1, !dbg !243
    #dbg_value(i64 %174, !88, !DIExpression(), !208)
  %175 = icmp eq i64 %174, %115, !dbg !216
  br i1 %175, label %142, label %163, !dbg !209, !llvm.loop !244

176:                                              ; preds = %171, %188
  %177 = phi i32 [ %169, %171 ], [ %190, %188 ]
  %178 = load i64, ptr %172, align 8, !dbg !246, !tbaa !225
  %179 = sext i32 %177 to i64, !dbg !248
  %180 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %179, !dbg !248
  %181 = load i32, ptr %180, align 4, !dbg !248, !tbaa !119
  %182 = sext i32 %181 to i64, !dbg !249
  %183 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %182, !dbg !249
  %184 = load i64, ptr %183, align 8, !dbg !249, !tbaa !225
  %185 = icmp slt i64 %178, %184, !dbg !250
  br i1 %185, label %188, label %186, !dbg !251

186:                                              ; preds = %176
  %187 = add nsw i64 %178, 1, !dbg !252
  store i64 %187, ptr %183, align 8, !dbg !253, !tbaa !225
  br label %188, !dbg !254

188:                                              ; preds = %176, %186
  %189 = getelementptr inbounds [1200 x i32], ptr @nxt, i64 0, i64 %179, !dbg !255
    #dbg_value(i32 poison, !93, !DIExpression(), !238)
  %190 = load i32, ptr %189, align 4, !dbg !239, !tbaa !119
    #dbg_value(i32 %190, !93, !DIExpression(), !238)
  %191 = icmp eq i32 %190, -1, !dbg !240
  br i1 %191, label %173, label %176, !dbg !242, !llvm.loop !256

192:                                              ; preds = %194
  %193 = trunc nsw i64 %213 to i32, !dbg !258
  store i32 %193, ptr @ne, align 4, !dbg !258, !tbaa !119
    #dbg_value(i32 0, !103, !DIExpression(), !260)
  br label %218, !dbg !261

194:                                              ; preds = %157, %194
  %195 = phi i64 [ %162, %157 ], [ %213, %194 ]
  %196 = phi i32 [ %19, %157 ], [ %203, %194 ]
  %197 = phi i32 [ 0, %157 ], [ %215, %194 ]
    #dbg_value(i32 %196, !61, !DIExpression(), !112)
    #dbg_value(i32 %197, !97, !DIExpression(), !233)
  %198 = mul i32 %196, 1103515245, !dbg !262
  %199 = add i32 %198, 12345, !dbg !263
    #dbg_value(i32 %199, !61, !DIExpression(), !112)
  %200 = lshr i32 %199, 8, !dbg !264
  %201 = urem i32 %200, 400, !dbg !265
    #dbg_value(i32 %201, !99, !DIExpression(), !266)
  %202 = mul i32 %199, 1103515245, !dbg !267
  %203 = add i32 %202, 12345, !dbg !268
    #dbg_value(i32 %203, !61, !DIExpression(), !112)
  %204 = lshr i32 %203, 8, !dbg !269
  %205 = urem i32 %204, 400, !dbg !270
    #dbg_value(i32 %205, !102, !DIExpression(), !266)
  %206 = tail call i32 @llvm.umax.i32(i32 %205, i32 %201), !dbg !271
  %207 = tail call i32 @llvm.umin.i32(i32 %205, i32 %201), !dbg !272
    #dbg_value(i32 %206, !129, !DIExpression(), !273)
    #dbg_value(i32 %207, !130, !DIExpression(), !273)
  %208 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %195, !dbg !274
  store i32 %207, ptr %208, align 4, !dbg !275, !tbaa !119
  %209 = zext nneg i32 %206 to i64, !dbg !276
  %210 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %209, !dbg !276
  %211 = load i32, ptr %210, align 4, !dbg !276, !tbaa !119
  %212 = getelementptr inbounds [1200 x i32], ptr @nxt, i64 0, i64 %195, !dbg !277
  store i32 %211, ptr %212, align 4, !dbg !278, !tbaa !119
  %213 = add nsw i64 %195, 1, !dbg !279
  %214 = trunc nsw i64 %195 to i32, !dbg !280
  store i32 %214, ptr %210, align 4, !dbg !280, !tbaa !119
  %215 = add nuw nsw i32 %197, 1, !dbg !281
    #dbg_value(i32 %215, !97, !DIExpression(), !233)
  %216 = icmp eq i32 %215, 40, !dbg !282
  br i1 %216, label %192, label %194, !dbg !234, !llvm.loop !283

217:                                              ; preds = %225
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %5) #7, !dbg !285
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1600) %5, i8 0, i64 1600, i1 false), !dbg !286, !DIAssignID !287
    #dbg_assign(i8 0, !105, !DIExpression(), !287, ptr %5, !DIExpression(), !112)
    #dbg_value(i32 0, !106, !DIExpression(), !112)
    #dbg_value(i32 0, !107, !DIExpression(), !288)
  br label %255, !dbg !289

218:                                              ; preds = %192, %225
  %219 = phi i64 [ 0, %192 ], [ %226, %225 ]
    #dbg_value(i64 %219, !103, !DIExpression(), !260)
  %220 = getelementptr inbounds [400 x i32], ptr @idx, i64 0, i64 %219, !dbg !290
  %221 = load i32, ptr %220, align 4, !dbg !290, !tbaa !119
  %222 = icmp eq i32 %221, 0, !dbg !290
  br i1 %222, label %223, label %225, !dbg !293

223:                                              ; preds = %218
  %224 = trunc nuw nsw i64 %219 to i32, !dbg !294
  tail call fastcc void @tarjan(i32 noundef %224), !dbg !294
  br label %225, !dbg !294

225:                                              ; preds = %218, %223
  %226 = add nuw nsw i64 %219, 1, !dbg !295
    #dbg_value(i64 %226, !103, !DIExpression(), !260)
  %227 = icmp eq i64 %226, 400, !dbg !296
  br i1 %227, label %217, label %218, !dbg !261, !llvm.loop !297

228:                                              ; preds = %255
  %229 = load i32, ptr @ncomp, align 4, !tbaa !119
    #dbg_value(i32 0, !109, !DIExpression(), !299)
    #dbg_value(i32 0, !106, !DIExpression(), !112)
  %230 = icmp sgt i32 %229, 0, !dbg !300
  br i1 %230, label %231, label %272, !dbg !302

231:                                              ; preds = %228
  %232 = zext nneg i32 %229 to i64, !dbg !300
  %233 = icmp ult i32 %229, 8, !dbg !302
  br i1 %233, label %234, label %237, !dbg !302

234:                                              ; preds = %251, %231
  %235 = phi i64 [ 0, %231 ], [ %238, %251 ]
  %236 = phi i32 [ 0, %231 ], [ %253, %251 ]
  br label %277, !dbg !302

237:                                              ; preds = %231
  %238 = and i64 %232, 2147483640, !dbg !302
  br label %239, !dbg !302

239:                                              ; preds = %239, %237
  %240 = phi i64 [ 0, %237 ], [ %249, %239 ], !dbg !303
  %241 = phi <4 x i32> [ zeroinitializer, %237 ], [ %247, %239 ]
  %242 = phi <4 x i32> [ zeroinitializer, %237 ], [ %248, %239 ]
  %243 = getelementptr inbounds [400 x i32], ptr %5, i64 0, i64 %240, !dbg !304
  %244 = getelementptr inbounds i8, ptr %243, i64 16, !dbg !304
  %245 = load <4 x i32>, ptr %243, align 16, !dbg !304, !tbaa !119
  %246 = load <4 x i32>, ptr %244, align 16, !dbg !304, !tbaa !119
  %247 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %245, <4 x i32> %241), !dbg !306
  %248 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %246, <4 x i32> %242), !dbg !306
  %249 = add nuw i64 %240, 8, !dbg !303
  %250 = icmp eq i64 %249, %238, !dbg !303
  br i1 %250, label %251, label %239, !dbg !303, !llvm.loop !307

251:                                              ; preds = %239
  %252 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %247, <4 x i32> %248), !dbg !302
  %253 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %252), !dbg !302
  %254 = icmp eq i64 %238, %232, !dbg !302
  br i1 %254, label %272, label %234, !dbg !302

255:                                              ; preds = %255, %217
  %256 = phi i64 [ 0, %217 ], [ %270, %255 ]
    #dbg_value(i64 %256, !107, !DIExpression(), !288)
  %257 = getelementptr inbounds [400 x i32], ptr @comp, i64 0, i64 %256, !dbg !309
  %258 = load i32, ptr %257, align 8, !dbg !309, !tbaa !119
  %259 = sext i32 %258 to i64, !dbg !311
  %260 = getelementptr inbounds [400 x i32], ptr %5, i64 0, i64 %259, !dbg !311
  %261 = load i32, ptr %260, align 4, !dbg !312, !tbaa !119
  %262 = add nsw i32 %261, 1, !dbg !312
  store i32 %262, ptr %260, align 4, !dbg !312, !tbaa !119
  %263 = or disjoint i64 %256, 1, !dbg !313
    #dbg_value(i64 %263, !107, !DIExpression(), !288)
  %264 = getelementptr inbounds [400 x i32], ptr @comp, i64 0, i64 %263, !dbg !309
  %265 = load i32, ptr %264, align 4, !dbg !309, !tbaa !119
  %266 = sext i32 %265 to i64, !dbg !311
  %267 = getelementptr inbounds [400 x i32], ptr %5, i64 0, i64 %266, !dbg !311
  %268 = load i32, ptr %267, align 4, !dbg !312, !tbaa !119
  %269 = add nsw i32 %268, 1, !dbg !312
  store i32 %269, ptr %267, align 4, !dbg !312, !tbaa !119
  %270 = add nuw nsw i64 %256, 2, !dbg !313
    #dbg_value(i64 %270, !107, !DIExpression(), !288)
  %271 = icmp eq i64 %270, 400, !dbg !314
  br i1 %271, label %228, label %255, !dbg !289, !llvm.loop !315

272:                                              ; preds = %277, %251, %228
  %273 = phi i32 [ 0, %228 ], [ %253, %251 ], [ %282, %277 ], !dbg !112
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %229, i32 noundef %273), !dbg !317
  %275 = load i32, ptr @ncomp, align 4, !dbg !318, !tbaa !119
  %276 = and i32 %275, 127, !dbg !319
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %5) #7, !dbg !320
  call void @llvm.lifetime.end.p0(i64 3200, ptr nonnull %4) #7, !dbg !320
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %3) #7, !dbg !320
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %2) #7, !dbg !320
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %1) #7, !dbg !320
  ret i32 %276, !dbg !320

277:                                              ; preds = %234, %277
  %278 = phi i64 [ %283, %277 ], [ %235, %234 ]
  %279 = phi i32 [ %282, %277 ], [ %236, %234 ]
    #dbg_value(i64 %278, !109, !DIExpression(), !299)
    #dbg_value(i32 %279, !106, !DIExpression(), !112)
  %280 = getelementptr inbounds [400 x i32], ptr %5, i64 0, i64 %278, !dbg !304
  %281 = load i32, ptr %280, align 4, !dbg !304, !tbaa !119
  %282 = tail call i32 @llvm.smax.i32(i32 %281, i32 %279), !dbg !306
    #dbg_value(i32 %282, !106, !DIExpression(), !112)
  %283 = add nuw nsw i64 %278, 1, !dbg !303
    #dbg_value(i64 %283, !109, !DIExpression(), !299)
  %284 = icmp eq i64 %283, %232, !dbg !300
  br i1 %284, label %272, label %277, !dbg !302, !llvm.loop !321
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !322 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @tarjan(i32 noundef %0) unnamed_addr #5 !dbg !329 {
    #dbg_value(i32 %0, !333, !DIExpression(), !342)
  %2 = load i32, ptr @counter, align 4, !dbg !343, !tbaa !119
  %3 = add nsw i32 %2, 1, !dbg !343
  store i32 %3, ptr @counter, align 4, !dbg !343, !tbaa !119
  %4 = sext i32 %0 to i64, !dbg !344
  %5 = getelementptr inbounds [400 x i32], ptr @low, i64 0, i64 %4, !dbg !344
  store i32 %3, ptr %5, align 4, !dbg !345, !tbaa !119
  %6 = getelementptr inbounds [400 x i32], ptr @idx, i64 0, i64 %4, !dbg !346
  store i32 %3, ptr %6, align 4, !dbg !347, !tbaa !119
  %7 = load i32, ptr @sp, align 4, !dbg !348, !tbaa !119
  %8 = add nsw i32 %7, 1, !dbg !348
  store i32 %8, ptr @sp, align 4, !dbg !348, !tbaa !119
  %9 = sext i32 %7 to i64, !dbg !349
  %10 = getelementptr inbounds [400 x i32], ptr @st, i64 0, i64 %9, !dbg !349
  store i32 %0, ptr %10, align 4, !dbg !350, !tbaa !119
  %11 = getelementptr inbounds [400 x i32], ptr @onst, i64 0, i64 %4, !dbg !351
  store i32 1, ptr %11, align 4, !dbg !352, !tbaa !119
  %12 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %4, !dbg !353
    #dbg_value(i32 poison, !334, !DIExpression(), !354)
  %13 = load i32, ptr %12, align 4, !dbg !355, !tbaa !119
  %14 = icmp eq i32 %13, -1, !dbg !356
  br i1 %14, label %18, label %22, !dbg !357

15:                                               ; preds = %45
  %16 = load i32, ptr %6, align 4, !dbg !358, !tbaa !119
  %17 = icmp eq i32 %46, %16, !dbg !359
  br i1 %17, label %18, label %62, !dbg !360

18:                                               ; preds = %1, %15
  %19 = load i32, ptr @ncomp, align 4, !tbaa !119
  %20 = load i32, ptr @sp, align 4, !tbaa !119
  %21 = sext i32 %20 to i64, !dbg !361
  br label %50, !dbg !361

22:                                               ; preds = %1, %45
  %23 = phi i32 [ %46, %45 ], [ %3, %1 ]
  %24 = phi i32 [ %48, %45 ], [ %13, %1 ]
  %25 = sext i32 %24 to i64, !dbg !362
  %26 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %25, !dbg !362
  %27 = load i32, ptr %26, align 4, !dbg !362, !tbaa !119
    #dbg_value(i32 %27, !336, !DIExpression(), !363)
  %28 = sext i32 %27 to i64, !dbg !364
  %29 = getelementptr inbounds [400 x i32], ptr @idx, i64 0, i64 %28, !dbg !364
  %30 = load i32, ptr %29, align 4, !dbg !364, !tbaa !119
  %31 = icmp eq i32 %30, 0, !dbg !364
  br i1 %31, label %32, label %37, !dbg !366

32:                                               ; preds = %22
  tail call fastcc void @tarjan(i32 noundef %27), !dbg !367
  %33 = getelementptr inbounds [400 x i32], ptr @low, i64 0, i64 %28, !dbg !369
  %34 = load i32, ptr %33, align 4, !dbg !369, !tbaa !119
  %35 = load i32, ptr %5, align 4, !dbg !371, !tbaa !119
  %36 = icmp slt i32 %34, %35, !dbg !372
  br i1 %36, label %43, label %45, !dbg !373

37:                                               ; preds = %22
  %38 = getelementptr inbounds [400 x i32], ptr @onst, i64 0, i64 %28, !dbg !374
  %39 = load i32, ptr %38, align 4, !dbg !374, !tbaa !119
  %40 = icmp ne i32 %39, 0, !dbg !374
  %41 = icmp slt i32 %30, %23
  %42 = select i1 %40, i1 %41, i1 false, !dbg !376
  br i1 %42, label %43, label %45, !dbg !376

43:                                               ; preds = %37, %32
  %44 = phi i32 [ %34, %32 ], [ %30, %37 ]
  store i32 %44, ptr %5, align 4, !dbg !377, !tbaa !119
  br label %45, !dbg !378

45:                                               ; preds = %43, %37, %32
  %46 = phi i32 [ %23, %37 ], [ %35, %32 ], [ %44, %43 ]
  %47 = getelementptr inbounds [1200 x i32], ptr @nxt, i64 0, i64 %25, !dbg !378
    #dbg_value(i32 poison, !334, !DIExpression(), !354)
  %48 = load i32, ptr %47, align 4, !dbg !355, !tbaa !119
    #dbg_value(i32 %48, !334, !DIExpression(), !354)
  %49 = icmp eq i32 %48, -1, !dbg !356
  br i1 %49, label %15, label %22, !dbg !357, !llvm.loop !379

50:                                               ; preds = %18, %50
  %51 = phi i64 [ %21, %18 ], [ %52, %50 ], !dbg !381
  %52 = add nsw i64 %51, -1, !dbg !381
  %53 = getelementptr inbounds [400 x i32], ptr @st, i64 0, i64 %52, !dbg !383
  %54 = load i32, ptr %53, align 4, !dbg !383, !tbaa !119
    #dbg_value(i32 %54, !339, !DIExpression(), !384)
  %55 = sext i32 %54 to i64, !dbg !385
  %56 = getelementptr inbounds [400 x i32], ptr @onst, i64 0, i64 %55, !dbg !385
  store i32 0, ptr %56, align 4, !dbg !386, !tbaa !119
  %57 = getelementptr inbounds [400 x i32], ptr @comp, i64 0, i64 %55, !dbg !387
  store i32 %19, ptr %57, align 4, !dbg !388, !tbaa !119
  %58 = icmp eq i32 %54, %0, !dbg !389
  br i1 %58, label %59, label %50, !dbg !390, !llvm.loop !391

59:                                               ; preds = %50
  %60 = trunc nsw i64 %52 to i32, !dbg !381
  store i32 %60, ptr @sp, align 4, !dbg !381, !tbaa !119
  %61 = add nsw i32 %19, 1, !dbg !393
  store i32 %61, ptr @ncomp, align 4, !dbg !393, !tbaa !119
  br label %62, !dbg !394

62:                                               ; preds = %59, %15
  ret void, !dbg !395
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.smax.v2i64(<2 x i64>, <2 x i64>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.smax.v2i64(<2 x i64>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!49, !50, !51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "head", scope: !2, file: !3, line: 9, type: !28, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/topo_sort_scc.c", directory: ".", checksumkind: CSK_MD5, checksum: "68ef685c0e169e1becb2074baae5a342")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !14, !0, !19, !24, !26, !31, !33, !35, !37, !39, !41, !43, !45, !47}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 304, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 38)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 360, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 45)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "nxt", scope: !2, file: !3, line: 9, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 38400, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 1200)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "to", scope: !2, file: !3, line: 9, type: !21, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "indeg", scope: !2, file: !3, line: 9, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 12800, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 400)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "idx", scope: !2, file: !3, line: 10, type: !28, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "comp", scope: !2, file: !3, line: 10, type: !28, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "ncomp", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "ne", scope: !2, file: !3, line: 9, type: !5, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "low", scope: !2, file: !3, line: 10, type: !28, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "st", scope: !2, file: !3, line: 10, type: !28, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "sp", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "onst", scope: !2, file: !3, line: 10, type: !28, isLocal: true, isDefinition: true)
!49 = !{i32 7, !"Dwarf Version", i32 5}
!50 = !{i32 2, !"Debug Info Version", i32 3}
!51 = !{i32 1, !"wchar_size", i32 4}
!52 = !{i32 8, !"PIC Level", i32 2}
!53 = !{i32 7, !"PIE Level", i32 2}
!54 = !{i32 7, !"uwtable", i32 2}
!55 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !58, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!5}
!60 = !{!61, !62, !64, !67, !68, !69, !70, !71, !72, !74, !77, !79, !81, !82, !84, !87, !88, !90, !93, !95, !97, !99, !102, !103, !105, !106, !107, !109}
!61 = !DILocalVariable(name: "x", scope: !57, file: !3, line: 20, type: !6)
!62 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 22, type: !5)
!63 = distinct !DILexicalBlock(scope: !57, file: !3, line: 22, column: 5)
!64 = !DILocalVariable(name: "a", scope: !65, file: !3, line: 22, type: !5)
!65 = distinct !DILexicalBlock(scope: !66, file: !3, line: 22, column: 38)
!66 = distinct !DILexicalBlock(scope: !63, file: !3, line: 22, column: 5)
!67 = !DILocalVariable(name: "b", scope: !65, file: !3, line: 22, type: !5)
!68 = !DILocalVariable(name: "order", scope: !57, file: !3, line: 24, type: !28)
!69 = !DILocalVariable(name: "n", scope: !57, file: !3, line: 24, type: !5)
!70 = !DILocalVariable(name: "deg", scope: !57, file: !3, line: 24, type: !28)
!71 = !DILocalVariable(name: "done", scope: !57, file: !3, line: 26, type: !28)
!72 = !DILocalVariable(name: "it", scope: !73, file: !3, line: 27, type: !5)
!73 = distinct !DILexicalBlock(scope: !57, file: !3, line: 27, column: 5)
!74 = !DILocalVariable(name: "pick", scope: !75, file: !3, line: 28, type: !5)
!75 = distinct !DILexicalBlock(scope: !76, file: !3, line: 27, column: 36)
!76 = distinct !DILexicalBlock(scope: !73, file: !3, line: 27, column: 5)
!77 = !DILocalVariable(name: "v", scope: !78, file: !3, line: 29, type: !5)
!78 = distinct !DILexicalBlock(scope: !75, file: !3, line: 29, column: 9)
!79 = !DILocalVariable(name: "e", scope: !80, file: !3, line: 32, type: !5)
!80 = distinct !DILexicalBlock(scope: !75, file: !3, line: 32, column: 9)
!81 = !DILocalVariable(name: "h", scope: !57, file: !3, line: 34, type: !6)
!82 = !DILocalVariable(name: "i", scope: !83, file: !3, line: 34, type: !5)
!83 = distinct !DILexicalBlock(scope: !57, file: !3, line: 34, column: 21)
!84 = !DILocalVariable(name: "dist", scope: !57, file: !3, line: 35, type: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !86, size: 25600, elements: !29)
!86 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!87 = !DILocalVariable(name: "best", scope: !57, file: !3, line: 35, type: !86)
!88 = !DILocalVariable(name: "i", scope: !89, file: !3, line: 36, type: !5)
!89 = distinct !DILexicalBlock(scope: !57, file: !3, line: 36, column: 5)
!90 = !DILocalVariable(name: "u", scope: !91, file: !3, line: 36, type: !5)
!91 = distinct !DILexicalBlock(scope: !92, file: !3, line: 36, column: 33)
!92 = distinct !DILexicalBlock(scope: !89, file: !3, line: 36, column: 5)
!93 = !DILocalVariable(name: "e", scope: !94, file: !3, line: 36, type: !5)
!94 = distinct !DILexicalBlock(scope: !91, file: !3, line: 36, column: 53)
!95 = !DILocalVariable(name: "v", scope: !96, file: !3, line: 37, type: !5)
!96 = distinct !DILexicalBlock(scope: !57, file: !3, line: 37, column: 5)
!97 = !DILocalVariable(name: "i", scope: !98, file: !3, line: 39, type: !5)
!98 = distinct !DILexicalBlock(scope: !57, file: !3, line: 39, column: 5)
!99 = !DILocalVariable(name: "a", scope: !100, file: !3, line: 39, type: !5)
!100 = distinct !DILexicalBlock(scope: !101, file: !3, line: 39, column: 34)
!101 = distinct !DILexicalBlock(scope: !98, file: !3, line: 39, column: 5)
!102 = !DILocalVariable(name: "b", scope: !100, file: !3, line: 39, type: !5)
!103 = !DILocalVariable(name: "v", scope: !104, file: !3, line: 40, type: !5)
!104 = distinct !DILexicalBlock(scope: !57, file: !3, line: 40, column: 5)
!105 = !DILocalVariable(name: "sizes", scope: !57, file: !3, line: 41, type: !28)
!106 = !DILocalVariable(name: "big", scope: !57, file: !3, line: 41, type: !5)
!107 = !DILocalVariable(name: "v", scope: !108, file: !3, line: 42, type: !5)
!108 = distinct !DILexicalBlock(scope: !57, file: !3, line: 42, column: 5)
!109 = !DILocalVariable(name: "c", scope: !110, file: !3, line: 43, type: !5)
!110 = distinct !DILexicalBlock(scope: !57, file: !3, line: 43, column: 5)
!111 = distinct !DIAssignID()
!112 = !DILocation(line: 0, scope: !57)
!113 = distinct !DIAssignID()
!114 = distinct !DIAssignID()
!115 = distinct !DIAssignID()
!116 = distinct !DIAssignID()
!117 = !DILocation(line: 19, column: 5, scope: !57)
!118 = !DILocation(line: 0, scope: !63)
!119 = !{!120, !120, i64 0}
!120 = !{!"int", !121, i64 0}
!121 = !{!"omnipotent char", !122, i64 0}
!122 = !{!"Simple C/C++ TBAA"}
!123 = !DILocation(line: 22, column: 5, scope: !63)
!124 = !DILocation(line: 11, scope: !125, inlinedAt: !131)
!125 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 11, type: !126, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !128)
!126 = !DISubroutineType(types: !127)
!127 = !{null, !5, !5}
!128 = !{!129, !130}
!129 = !DILocalVariable(name: "a", arg: 1, scope: !125, file: !3, line: 11, type: !5)
!130 = !DILocalVariable(name: "b", arg: 2, scope: !125, file: !3, line: 11, type: !5)
!131 = distinct !DILocation(line: 22, column: 192, scope: !65)
!132 = !DILocation(line: 24, column: 5, scope: !57)
!133 = !DILocation(line: 25, column: 5, scope: !57)
!134 = distinct !DIAssignID()
!135 = !DILocation(line: 26, column: 5, scope: !57)
!136 = !DILocation(line: 26, column: 9, scope: !57)
!137 = distinct !DIAssignID()
!138 = !DILocation(line: 0, scope: !73)
!139 = !DILocation(line: 27, column: 5, scope: !73)
!140 = !DILocation(line: 22, column: 46, scope: !65)
!141 = !DILocation(line: 22, column: 60, scope: !65)
!142 = !DILocation(line: 22, column: 87, scope: !65)
!143 = !DILocation(line: 22, column: 93, scope: !65)
!144 = !DILocation(line: 0, scope: !65)
!145 = !DILocation(line: 22, column: 111, scope: !65)
!146 = !DILocation(line: 22, column: 125, scope: !65)
!147 = !DILocation(line: 22, column: 145, scope: !65)
!148 = !DILocation(line: 22, column: 160, scope: !65)
!149 = !DILocation(line: 22, column: 185, scope: !65)
!150 = !DILocation(line: 22, column: 166, scope: !65)
!151 = !DILocation(line: 22, column: 149, scope: !65)
!152 = !DILocation(line: 0, scope: !125, inlinedAt: !131)
!153 = !DILocation(line: 11, column: 33, scope: !125, inlinedAt: !131)
!154 = !DILocation(line: 11, column: 40, scope: !125, inlinedAt: !131)
!155 = !DILocation(line: 11, column: 55, scope: !125, inlinedAt: !131)
!156 = !DILocation(line: 11, column: 45, scope: !125, inlinedAt: !131)
!157 = !DILocation(line: 11, column: 53, scope: !125, inlinedAt: !131)
!158 = !DILocation(line: 11, column: 76, scope: !125, inlinedAt: !131)
!159 = !DILocation(line: 11, column: 72, scope: !125, inlinedAt: !131)
!160 = !DILocation(line: 22, column: 203, scope: !65)
!161 = !DILocation(line: 22, column: 211, scope: !65)
!162 = !DILocation(line: 22, column: 34, scope: !66)
!163 = !DILocation(line: 22, column: 23, scope: !66)
!164 = distinct !{!164, !123, !165, !166}
!165 = !DILocation(line: 22, column: 215, scope: !63)
!166 = !{!"llvm.loop.mustprogress"}
!167 = !DILocation(line: 0, scope: !78)
!168 = !DILocation(line: 29, column: 9, scope: !78)
!169 = !DILocation(line: 29, column: 42, scope: !170)
!170 = distinct !DILexicalBlock(scope: !171, file: !3, line: 29, column: 41)
!171 = distinct !DILexicalBlock(scope: !78, file: !3, line: 29, column: 9)
!172 = !DILocation(line: 29, column: 50, scope: !170)
!173 = !DILocation(line: 29, column: 53, scope: !170)
!174 = !DILocation(line: 29, column: 60, scope: !170)
!175 = !DILocation(line: 29, column: 41, scope: !171)
!176 = !DILocation(line: 29, column: 33, scope: !171)
!177 = !DILocation(line: 29, column: 27, scope: !171)
!178 = distinct !{!178, !168, !179, !166}
!179 = !DILocation(line: 29, column: 85, scope: !78)
!180 = !DILocation(line: 31, column: 9, scope: !75)
!181 = !DILocation(line: 0, scope: !75)
!182 = !DILocation(line: 31, column: 20, scope: !75)
!183 = !DILocation(line: 31, column: 32, scope: !75)
!184 = !DILocation(line: 31, column: 25, scope: !75)
!185 = !DILocation(line: 31, column: 36, scope: !75)
!186 = !DILocation(line: 32, column: 22, scope: !80)
!187 = !DILocation(line: 0, scope: !80)
!188 = !DILocation(line: 32, scope: !80)
!189 = !DILocation(line: 32, column: 36, scope: !190)
!190 = distinct !DILexicalBlock(scope: !80, file: !3, line: 32, column: 9)
!191 = !DILocation(line: 32, column: 9, scope: !80)
!192 = !DILocation(line: 32, column: 59, scope: !190)
!193 = !DILocation(line: 32, column: 55, scope: !190)
!194 = !DILocation(line: 32, column: 65, scope: !190)
!195 = !DILocation(line: 32, column: 47, scope: !190)
!196 = distinct !{!196, !191, !197, !166}
!197 = !DILocation(line: 32, column: 65, scope: !80)
!198 = !DILocation(line: 27, column: 25, scope: !76)
!199 = distinct !{!199, !139, !200, !166}
!200 = !DILocation(line: 33, column: 5, scope: !73)
!201 = !DILocation(line: 34, column: 39, scope: !202)
!202 = distinct !DILexicalBlock(scope: !83, file: !3, line: 34, column: 21)
!203 = !DILocation(line: 0, scope: !83)
!204 = !DILocation(line: 34, column: 21, scope: !83)
!205 = !DILocation(line: 35, column: 5, scope: !57)
!206 = !DILocation(line: 35, column: 10, scope: !57)
!207 = distinct !DIAssignID()
!208 = !DILocation(line: 0, scope: !89)
!209 = !DILocation(line: 36, column: 5, scope: !89)
!210 = !DILocation(line: 34, column: 55, scope: !202)
!211 = !DILocation(line: 34, column: 72, scope: !202)
!212 = !DILocation(line: 34, column: 60, scope: !202)
!213 = !DILocation(line: 34, column: 45, scope: !202)
!214 = distinct !{!214, !215}
!215 = !{!"llvm.loop.unroll.disable"}
!216 = !DILocation(line: 36, column: 23, scope: !92)
!217 = distinct !{!217, !204, !218, !166}
!218 = !DILocation(line: 34, column: 79, scope: !83)
!219 = !DILocation(line: 0, scope: !96)
!220 = !DILocation(line: 37, column: 5, scope: !96)
!221 = !DILocation(line: 37, column: 29, scope: !222)
!222 = distinct !DILexicalBlock(scope: !96, file: !3, line: 37, column: 5)
!223 = !DILocation(line: 37, column: 37, scope: !224)
!224 = distinct !DILexicalBlock(scope: !222, file: !3, line: 37, column: 37)
!225 = !{!226, !226, i64 0}
!226 = !{!"long", !121, i64 0}
!227 = !DILocation(line: 37, column: 37, scope: !222)
!228 = distinct !{!228, !220, !229, !166, !230, !231}
!229 = !DILocation(line: 37, column: 66, scope: !96)
!230 = !{!"llvm.loop.isvectorized", i32 1}
!231 = !{!"llvm.loop.unroll.runtime.disable"}
!232 = !DILocation(line: 38, column: 5, scope: !57)
!233 = !DILocation(line: 0, scope: !98)
!234 = !DILocation(line: 39, column: 5, scope: !98)
!235 = !DILocation(line: 36, column: 43, scope: !91)
!236 = !DILocation(line: 0, scope: !91)
!237 = !DILocation(line: 36, column: 66, scope: !94)
!238 = !DILocation(line: 0, scope: !94)
!239 = !DILocation(line: 36, scope: !94)
!240 = !DILocation(line: 36, column: 77, scope: !241)
!241 = distinct !DILexicalBlock(scope: !94, file: !3, line: 36, column: 53)
!242 = !DILocation(line: 36, column: 53, scope: !94)
!243 = !DILocation(line: 36, column: 29, scope: !92)
!244 = distinct !{!244, !209, !245, !166}
!245 = !DILocation(line: 36, column: 154, scope: !89)
!246 = !DILocation(line: 36, column: 100, scope: !247)
!247 = distinct !DILexicalBlock(scope: !241, file: !3, line: 36, column: 100)
!248 = !DILocation(line: 36, column: 119, scope: !247)
!249 = !DILocation(line: 36, column: 114, scope: !247)
!250 = !DILocation(line: 36, column: 112, scope: !247)
!251 = !DILocation(line: 36, column: 100, scope: !241)
!252 = !DILocation(line: 36, column: 108, scope: !247)
!253 = !DILocation(line: 36, column: 139, scope: !247)
!254 = !DILocation(line: 36, column: 127, scope: !247)
!255 = !DILocation(line: 36, column: 88, scope: !241)
!256 = distinct !{!256, !242, !257, !166}
!257 = !DILocation(line: 36, column: 151, scope: !94)
!258 = !DILocation(line: 11, scope: !125, inlinedAt: !259)
!259 = distinct !DILocation(line: 39, column: 154, scope: !100)
!260 = !DILocation(line: 0, scope: !104)
!261 = !DILocation(line: 40, column: 5, scope: !104)
!262 = !DILocation(line: 39, column: 42, scope: !100)
!263 = !DILocation(line: 39, column: 56, scope: !100)
!264 = !DILocation(line: 39, column: 83, scope: !100)
!265 = !DILocation(line: 39, column: 89, scope: !100)
!266 = !DILocation(line: 0, scope: !100)
!267 = !DILocation(line: 39, column: 101, scope: !100)
!268 = !DILocation(line: 39, column: 115, scope: !100)
!269 = !DILocation(line: 39, column: 142, scope: !100)
!270 = !DILocation(line: 39, column: 148, scope: !100)
!271 = !DILocation(line: 39, column: 158, scope: !100)
!272 = !DILocation(line: 39, column: 173, scope: !100)
!273 = !DILocation(line: 0, scope: !125, inlinedAt: !259)
!274 = !DILocation(line: 11, column: 33, scope: !125, inlinedAt: !259)
!275 = !DILocation(line: 11, column: 40, scope: !125, inlinedAt: !259)
!276 = !DILocation(line: 11, column: 55, scope: !125, inlinedAt: !259)
!277 = !DILocation(line: 11, column: 45, scope: !125, inlinedAt: !259)
!278 = !DILocation(line: 11, column: 53, scope: !125, inlinedAt: !259)
!279 = !DILocation(line: 11, column: 76, scope: !125, inlinedAt: !259)
!280 = !DILocation(line: 11, column: 72, scope: !125, inlinedAt: !259)
!281 = !DILocation(line: 39, column: 30, scope: !101)
!282 = !DILocation(line: 39, column: 23, scope: !101)
!283 = distinct !{!283, !234, !284, !166}
!284 = !DILocation(line: 39, column: 189, scope: !98)
!285 = !DILocation(line: 41, column: 5, scope: !57)
!286 = !DILocation(line: 41, column: 9, scope: !57)
!287 = distinct !DIAssignID()
!288 = !DILocation(line: 0, scope: !108)
!289 = !DILocation(line: 42, column: 5, scope: !108)
!290 = !DILocation(line: 40, column: 38, scope: !291)
!291 = distinct !DILexicalBlock(scope: !292, file: !3, line: 40, column: 37)
!292 = distinct !DILexicalBlock(scope: !104, file: !3, line: 40, column: 5)
!293 = !DILocation(line: 40, column: 37, scope: !292)
!294 = !DILocation(line: 40, column: 46, scope: !291)
!295 = !DILocation(line: 40, column: 29, scope: !292)
!296 = !DILocation(line: 40, column: 23, scope: !292)
!297 = distinct !{!297, !261, !298, !166}
!298 = !DILocation(line: 40, column: 54, scope: !104)
!299 = !DILocation(line: 0, scope: !110)
!300 = !DILocation(line: 43, column: 23, scope: !301)
!301 = distinct !DILexicalBlock(scope: !110, file: !3, line: 43, column: 5)
!302 = !DILocation(line: 43, column: 5, scope: !110)
!303 = !DILocation(line: 43, column: 33, scope: !301)
!304 = !DILocation(line: 43, column: 41, scope: !305)
!305 = distinct !DILexicalBlock(scope: !301, file: !3, line: 43, column: 41)
!306 = !DILocation(line: 43, column: 41, scope: !301)
!307 = distinct !{!307, !302, !308, !166, !230, !231}
!308 = !DILocation(line: 43, column: 70, scope: !110)
!309 = !DILocation(line: 42, column: 39, scope: !310)
!310 = distinct !DILexicalBlock(scope: !108, file: !3, line: 42, column: 5)
!311 = !DILocation(line: 42, column: 33, scope: !310)
!312 = !DILocation(line: 42, column: 47, scope: !310)
!313 = !DILocation(line: 42, column: 29, scope: !310)
!314 = !DILocation(line: 42, column: 23, scope: !310)
!315 = distinct !{!315, !289, !316, !166}
!316 = !DILocation(line: 42, column: 47, scope: !108)
!317 = !DILocation(line: 44, column: 5, scope: !57)
!318 = !DILocation(line: 45, column: 12, scope: !57)
!319 = !DILocation(line: 45, column: 18, scope: !57)
!320 = !DILocation(line: 46, column: 1, scope: !57)
!321 = distinct !{!321, !302, !308, !166, !231, !230}
!322 = !DISubprogram(name: "printf", scope: !323, file: !323, line: 356, type: !324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!324 = !DISubroutineType(types: !325)
!325 = !{!5, !326, null}
!326 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !327)
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !328, size: 64)
!328 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!329 = distinct !DISubprogram(name: "tarjan", scope: !3, file: !3, line: 12, type: !330, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !332)
!330 = !DISubroutineType(types: !331)
!331 = !{null, !5}
!332 = !{!333, !334, !336, !339}
!333 = !DILocalVariable(name: "u", arg: 1, scope: !329, file: !3, line: 12, type: !5)
!334 = !DILocalVariable(name: "e", scope: !335, file: !3, line: 14, type: !5)
!335 = distinct !DILexicalBlock(scope: !329, file: !3, line: 14, column: 5)
!336 = !DILocalVariable(name: "v", scope: !337, file: !3, line: 14, type: !5)
!337 = distinct !DILexicalBlock(scope: !338, file: !3, line: 14, column: 48)
!338 = distinct !DILexicalBlock(scope: !335, file: !3, line: 14, column: 5)
!339 = !DILocalVariable(name: "w", scope: !340, file: !3, line: 15, type: !5)
!340 = distinct !DILexicalBlock(scope: !341, file: !3, line: 15, column: 27)
!341 = distinct !DILexicalBlock(scope: !329, file: !3, line: 15, column: 9)
!342 = !DILocation(line: 0, scope: !329)
!343 = !DILocation(line: 13, column: 23, scope: !329)
!344 = !DILocation(line: 13, column: 14, scope: !329)
!345 = !DILocation(line: 13, column: 21, scope: !329)
!346 = !DILocation(line: 13, column: 5, scope: !329)
!347 = !DILocation(line: 13, column: 12, scope: !329)
!348 = !DILocation(line: 13, column: 39, scope: !329)
!349 = !DILocation(line: 13, column: 34, scope: !329)
!350 = !DILocation(line: 13, column: 43, scope: !329)
!351 = !DILocation(line: 13, column: 48, scope: !329)
!352 = !DILocation(line: 13, column: 56, scope: !329)
!353 = !DILocation(line: 14, column: 18, scope: !335)
!354 = !DILocation(line: 0, scope: !335)
!355 = !DILocation(line: 14, scope: !335)
!356 = !DILocation(line: 14, column: 29, scope: !338)
!357 = !DILocation(line: 14, column: 5, scope: !335)
!358 = !DILocation(line: 15, column: 19, scope: !341)
!359 = !DILocation(line: 15, column: 16, scope: !341)
!360 = !DILocation(line: 15, column: 9, scope: !329)
!361 = !DILocation(line: 15, column: 36, scope: !340)
!362 = !DILocation(line: 14, column: 58, scope: !337)
!363 = !DILocation(line: 0, scope: !337)
!364 = !DILocation(line: 14, column: 70, scope: !365)
!365 = distinct !DILexicalBlock(scope: !337, file: !3, line: 14, column: 69)
!366 = !DILocation(line: 14, column: 69, scope: !337)
!367 = !DILocation(line: 14, column: 80, scope: !368)
!368 = distinct !DILexicalBlock(scope: !365, file: !3, line: 14, column: 78)
!369 = !DILocation(line: 14, column: 95, scope: !370)
!370 = distinct !DILexicalBlock(scope: !368, file: !3, line: 14, column: 95)
!371 = !DILocation(line: 14, column: 104, scope: !370)
!372 = !DILocation(line: 14, column: 102, scope: !370)
!373 = !DILocation(line: 14, column: 95, scope: !368)
!374 = !DILocation(line: 14, column: 140, scope: !375)
!375 = distinct !DILexicalBlock(scope: !365, file: !3, line: 14, column: 140)
!376 = !DILocation(line: 14, column: 148, scope: !375)
!377 = !DILocation(line: 14, scope: !365)
!378 = !DILocation(line: 14, column: 40, scope: !338)
!379 = distinct !{!379, !357, !380, !166}
!380 = !DILocation(line: 14, column: 185, scope: !335)
!381 = !DILocation(line: 15, column: 48, scope: !382)
!382 = distinct !DILexicalBlock(scope: !340, file: !3, line: 15, column: 39)
!383 = !DILocation(line: 15, column: 45, scope: !382)
!384 = !DILocation(line: 0, scope: !340)
!385 = !DILocation(line: 15, column: 55, scope: !382)
!386 = !DILocation(line: 15, column: 63, scope: !382)
!387 = !DILocation(line: 15, column: 68, scope: !382)
!388 = !DILocation(line: 15, column: 76, scope: !382)
!389 = !DILocation(line: 15, column: 96, scope: !340)
!390 = !DILocation(line: 15, column: 85, scope: !382)
!391 = distinct !{!391, !361, !392, !166}
!392 = !DILocation(line: 15, column: 100, scope: !340)
!393 = !DILocation(line: 15, column: 108, scope: !340)
!394 = !DILocation(line: 15, column: 112, scope: !340)
!395 = !DILocation(line: 16, column: 1, scope: !329)
