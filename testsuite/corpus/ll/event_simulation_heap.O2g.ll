; ModuleID = 'programs/event_simulation_heap.c'
source_filename = "programs/event_simulation_heap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ev = type { i64, i64, i32, i32 }

@hn = internal unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [78 x i8] c"served=%d avg_wait*100=%ld max_wait=%ld max_queue=%d events=%ld hash=%016llx\0A\00", align 1, !dbg !60
@seqno = internal unnamed_addr global i64 0, align 8, !dbg !66
@rs = internal unnamed_addr global i32 12345, align 4, !dbg !68
@heap = internal unnamed_addr global [4096 x %struct.ev] zeroinitializer, align 16, !dbg !70

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !6 {
  %1 = alloca %struct.ev, align 8, !DIAssignID !83
  %2 = alloca %struct.ev, align 8, !DIAssignID !84
  %3 = alloca %struct.ev, align 8, !DIAssignID !85
  %4 = alloca %struct.ev, align 8, !DIAssignID !86
  %5 = alloca [2000 x i64], align 16, !DIAssignID !87
    #dbg_assign(i1 undef, !11, !DIExpression(), !87, ptr %5, !DIExpression(), !88)
  %6 = alloca [2000 x i64], align 16, !DIAssignID !89
    #dbg_assign(i1 undef, !16, !DIExpression(), !89, ptr %6, !DIExpression(), !88)
  call void @llvm.lifetime.start.p0(i64 16000, ptr nonnull %5) #5, !dbg !90
  call void @llvm.lifetime.start.p0(i64 16000, ptr nonnull %6) #5, !dbg !90
    #dbg_value(i32 0, !17, !DIExpression(), !88)
    #dbg_value(i32 0, !18, !DIExpression(), !88)
    #dbg_value(i32 0, !19, !DIExpression(), !88)
    #dbg_value(i32 0, !20, !DIExpression(), !88)
    #dbg_value(i32 0, !21, !DIExpression(), !88)
    #dbg_value(i64 0, !22, !DIExpression(), !88)
    #dbg_value(i64 0, !23, !DIExpression(), !88)
    #dbg_value(i64 0, !24, !DIExpression(), !88)
    #dbg_value(i64 0, !25, !DIExpression(), !88)
    #dbg_value(i32 0, !31, !DIExpression(), !91)
  %7 = load i32, ptr @rs, align 4, !tbaa !92
  %8 = load i64, ptr @seqno, align 8, !tbaa !96
  %9 = load i32, ptr @hn, align 4, !tbaa !92
  %10 = sext i32 %9 to i64, !dbg !98
  br label %14, !dbg !98

11:                                               ; preds = %57
  %12 = trunc nsw i64 %28 to i32, !dbg !99
  store i32 %21, ptr @rs, align 4, !dbg !99, !tbaa !92
  store i64 %27, ptr @seqno, align 8, !dbg !109, !tbaa !96
  store i32 %12, ptr @hn, align 4, !dbg !122, !tbaa !92
    #dbg_value(i32 0, !17, !DIExpression(), !88)
    #dbg_value(i32 0, !18, !DIExpression(), !88)
    #dbg_value(i64 0, !25, !DIExpression(), !88)
    #dbg_value(i64 0, !23, !DIExpression(), !88)
    #dbg_value(i64 0, !22, !DIExpression(), !88)
    #dbg_value(i32 0, !21, !DIExpression(), !88)
    #dbg_value(i32 0, !20, !DIExpression(), !88)
    #dbg_value(i32 0, !19, !DIExpression(), !88)
  %13 = icmp eq i64 %28, 0, !dbg !123
  br i1 %13, label %259, label %67, !dbg !123

14:                                               ; preds = %60, %0
  %15 = phi i64 [ %10, %0 ], [ %61, %60 ]
  %16 = phi i32 [ 0, %0 ], [ %62, %60 ]
  %17 = phi i64 [ 0, %0 ], [ %26, %60 ]
  %18 = phi i32 [ %7, %0 ], [ %21, %60 ]
  %19 = phi i64 [ %8, %0 ], [ %27, %60 ]
    #dbg_value(i32 %16, !31, !DIExpression(), !91)
    #dbg_value(i64 %17, !24, !DIExpression(), !88)
    #dbg_value(i64 1, !104, !DIExpression(), !124)
    #dbg_value(i64 9, !105, !DIExpression(), !124)
  %20 = mul i32 %18, 1103515245, !dbg !125
  %21 = add i32 %20, 12345, !dbg !126
  %22 = lshr i32 %21, 8, !dbg !127
  %23 = urem i32 %22, 9, !dbg !128
  %24 = add nuw nsw i32 %23, 1, !dbg !129
  %25 = zext nneg i32 %24 to i64, !dbg !129
  %26 = add nuw nsw i64 %17, %25, !dbg !130
    #dbg_value(i64 %26, !24, !DIExpression(), !88)
    #dbg_assign(i1 undef, !119, !DIExpression(), !86, ptr %4, !DIExpression(), !131)
    #dbg_value(i64 %26, !114, !DIExpression(), !132)
    #dbg_value(i32 0, !115, !DIExpression(), !132)
    #dbg_value(i32 %16, !116, !DIExpression(), !132)
    #dbg_value(i64 %26, !117, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !132)
  %27 = add nsw i64 %19, 1, !dbg !109
    #dbg_value(i64 %19, !117, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !132)
    #dbg_value(i32 0, !117, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !132)
    #dbg_value(i32 %16, !117, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !132)
  %28 = add nsw i64 %15, 1, !dbg !122
    #dbg_value(i64 %15, !118, !DIExpression(), !132)
  %29 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %15, !dbg !133
  store i64 %26, ptr %29, align 8, !dbg !134, !tbaa !96
  %30 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !134
  store i64 %19, ptr %30, align 8, !dbg !134, !tbaa !96
  %31 = getelementptr inbounds i8, ptr %29, i64 16, !dbg !134
  store i32 0, ptr %31, align 8, !dbg !134, !tbaa !92
  %32 = getelementptr inbounds i8, ptr %29, i64 20, !dbg !134
  store i32 %16, ptr %32, align 4, !dbg !134, !tbaa !92
  %33 = icmp eq i64 %15, 0, !dbg !135
  br i1 %33, label %63, label %34, !dbg !136

34:                                               ; preds = %14
  %35 = trunc nsw i64 %15 to i32, !dbg !137
  br label %36, !dbg !137

36:                                               ; preds = %34, %55
  %37 = phi i32 [ %41, %55 ], [ %35, %34 ]
    #dbg_value(i32 %37, !118, !DIExpression(), !132)
  %38 = sext i32 %37 to i64, !dbg !138
  %39 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %38, !dbg !138
  %40 = add nsw i32 %37, -1, !dbg !139
  %41 = sdiv i32 %40, 2, !dbg !140
  %42 = sext i32 %41 to i64, !dbg !141
  %43 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %42, !dbg !141
    #dbg_value(ptr %39, !142, !DIExpression(), !150)
    #dbg_value(ptr %43, !149, !DIExpression(), !150)
  %44 = load i64, ptr %39, align 8, !dbg !152, !tbaa !153
  %45 = load i64, ptr %43, align 8, !dbg !155, !tbaa !153
  %46 = icmp eq i64 %44, %45, !dbg !156
  br i1 %46, label %49, label %47, !dbg !157

47:                                               ; preds = %36
  %48 = icmp slt i64 %44, %45, !dbg !158
  br i1 %48, label %55, label %57, !dbg !137

49:                                               ; preds = %36
  %50 = getelementptr inbounds i8, ptr %39, i64 8, !dbg !159
  %51 = load i64, ptr %50, align 8, !dbg !159, !tbaa !160
  %52 = getelementptr inbounds i8, ptr %43, i64 8, !dbg !161
  %53 = load i64, ptr %52, align 8, !dbg !161, !tbaa !160
  %54 = icmp slt i64 %51, %53, !dbg !162
  br i1 %54, label %55, label %57, !dbg !137

55:                                               ; preds = %49, %47
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4), !dbg !163
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %39, i64 24, i1 false), !dbg !164, !tbaa.struct !165, !DIAssignID !166
    #dbg_assign(i1 undef, !119, !DIExpression(), !166, ptr %4, !DIExpression(), !131)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %39, ptr noundef nonnull align 8 dereferenceable(24) %43, i64 24, i1 false), !dbg !167, !tbaa.struct !165
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %43, ptr noundef nonnull align 8 dereferenceable(24) %4, i64 24, i1 false), !dbg !168, !tbaa.struct !165
    #dbg_value(i32 %41, !118, !DIExpression(), !132)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4), !dbg !169
  %56 = icmp ult i32 %37, 3, !dbg !135
  br i1 %56, label %57, label %36, !dbg !136, !llvm.loop !170

57:                                               ; preds = %47, %49, %55
  %58 = add nuw nsw i32 %16, 1, !dbg !172
    #dbg_value(i32 %58, !31, !DIExpression(), !91)
    #dbg_value(i64 %26, !24, !DIExpression(), !88)
  %59 = icmp eq i32 %58, 2000, !dbg !173
  br i1 %59, label %11, label %60, !dbg !98

60:                                               ; preds = %57, %63
  %61 = phi i64 [ %28, %57 ], [ 1, %63 ]
  %62 = phi i32 [ %58, %57 ], [ %64, %63 ]
  br label %14, !dbg !125, !llvm.loop !174

63:                                               ; preds = %14
  %64 = add nuw nsw i32 %16, 1, !dbg !172
    #dbg_value(i32 %64, !31, !DIExpression(), !91)
    #dbg_value(i64 %26, !24, !DIExpression(), !88)
  %65 = icmp eq i32 %64, 2000, !dbg !173
  br i1 %65, label %66, label %60, !dbg !98

66:                                               ; preds = %63
  store i32 %21, ptr @rs, align 4, !dbg !99, !tbaa !92
  store i64 %27, ptr @seqno, align 8, !dbg !109, !tbaa !96
  store i32 1, ptr @hn, align 4, !dbg !122, !tbaa !92
    #dbg_value(i32 0, !17, !DIExpression(), !88)
    #dbg_value(i32 0, !18, !DIExpression(), !88)
    #dbg_value(i64 0, !25, !DIExpression(), !88)
    #dbg_value(i64 0, !23, !DIExpression(), !88)
    #dbg_value(i64 0, !22, !DIExpression(), !88)
    #dbg_value(i32 0, !21, !DIExpression(), !88)
    #dbg_value(i32 0, !20, !DIExpression(), !88)
    #dbg_value(i32 0, !19, !DIExpression(), !88)
  br label %67, !dbg !123

67:                                               ; preds = %66, %11
  %68 = phi i32 [ %12, %11 ], [ 1, %66 ]
  br label %69, !dbg !123

69:                                               ; preds = %67, %245
  %70 = phi i32 [ %255, %245 ], [ 0, %67 ]
  %71 = phi i32 [ %254, %245 ], [ 0, %67 ]
  %72 = phi i64 [ %147, %245 ], [ 0, %67 ]
  %73 = phi i64 [ %253, %245 ], [ 0, %67 ]
  %74 = phi i64 [ %252, %245 ], [ 0, %67 ]
  %75 = phi i32 [ %251, %245 ], [ 0, %67 ]
  %76 = phi i32 [ %250, %245 ], [ 0, %67 ]
  %77 = phi i32 [ %249, %245 ], [ 0, %67 ]
  %78 = phi i32 [ %248, %245 ], [ %68, %67 ]
  %79 = phi i32 [ %247, %245 ], [ %21, %67 ]
  %80 = phi i64 [ %246, %245 ], [ %27, %67 ]
    #dbg_value(i32 %70, !17, !DIExpression(), !88)
    #dbg_value(i32 %71, !18, !DIExpression(), !88)
    #dbg_value(i64 %72, !25, !DIExpression(), !88)
    #dbg_value(i64 %73, !23, !DIExpression(), !88)
    #dbg_value(i64 %74, !22, !DIExpression(), !88)
    #dbg_value(i32 %75, !21, !DIExpression(), !88)
    #dbg_value(i32 %76, !20, !DIExpression(), !88)
    #dbg_value(i32 %77, !19, !DIExpression(), !88)
    #dbg_assign(i1 undef, !176, !DIExpression(), !85, ptr %3, !DIExpression(), !189)
  %81 = load i64, ptr @heap, align 16, !dbg !191, !tbaa !96
    #dbg_value(i64 %81, !184, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !192)
    #dbg_value(i64 poison, !184, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !192)
  %82 = load i32, ptr getelementptr inbounds (i8, ptr @heap, i64 16), align 16, !dbg !191, !tbaa !92
    #dbg_value(i32 %82, !184, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !192)
  %83 = load i32, ptr getelementptr inbounds (i8, ptr @heap, i64 20), align 4, !dbg !191, !tbaa !92
    #dbg_value(i32 %83, !184, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !192)
    #dbg_value(i64 %81, !33, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !193)
    #dbg_value(i64 poison, !33, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !193)
    #dbg_value(i32 %82, !33, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !193)
    #dbg_value(i32 %83, !33, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !193)
  %84 = add nsw i32 %78, -1, !dbg !194
  %85 = sext i32 %84 to i64, !dbg !195
  %86 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %85, !dbg !195
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) @heap, ptr noundef nonnull align 8 dereferenceable(24) %86, i64 24, i1 false), !dbg !195, !tbaa.struct !165, !noalias !196
    #dbg_value(i32 0, !185, !DIExpression(), !199)
  br label %87, !dbg !200

87:                                               ; preds = %137, %69
  %88 = phi i32 [ 0, %69 ], [ %135, %137 ], !dbg !201
    #dbg_value(i32 %88, !185, !DIExpression(), !199)
  %89 = shl nsw i32 %88, 1, !dbg !202
  %90 = or disjoint i32 %89, 1, !dbg !203
    #dbg_value(i32 %90, !186, !DIExpression(), !189)
  %91 = add nsw i32 %89, 2, !dbg !204
    #dbg_value(i32 %91, !187, !DIExpression(), !189)
    #dbg_value(i32 %88, !188, !DIExpression(), !189)
  %92 = icmp slt i32 %90, %84, !dbg !205
  br i1 %92, label %93, label %112, !dbg !207

93:                                               ; preds = %87
  %94 = sext i32 %90 to i64, !dbg !208
  %95 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %94, !dbg !208
  %96 = sext i32 %88 to i64, !dbg !209
  %97 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %96, !dbg !209
    #dbg_value(ptr %95, !142, !DIExpression(), !210)
    #dbg_value(ptr %97, !149, !DIExpression(), !210)
  %98 = load i64, ptr %95, align 8, !dbg !212, !tbaa !153, !noalias !196
  %99 = load i64, ptr %97, align 8, !dbg !213, !tbaa !153, !noalias !196
  %100 = icmp eq i64 %98, %99, !dbg !214
  br i1 %100, label %103, label %101, !dbg !215

101:                                              ; preds = %93
  %102 = icmp slt i64 %98, %99, !dbg !216
  br label %109, !dbg !215

103:                                              ; preds = %93
  %104 = getelementptr inbounds i8, ptr %95, i64 8, !dbg !217
  %105 = load i64, ptr %104, align 16, !dbg !217, !tbaa !160, !noalias !196
  %106 = getelementptr inbounds i8, ptr %97, i64 8, !dbg !218
  %107 = load i64, ptr %106, align 8, !dbg !218, !tbaa !160, !noalias !196
  %108 = icmp slt i64 %105, %107, !dbg !219
  br label %109, !dbg !215

109:                                              ; preds = %103, %101
  %110 = phi i1 [ %102, %101 ], [ %108, %103 ]
  %111 = select i1 %110, i32 %90, i32 %88, !dbg !220
  br label %112, !dbg !220

112:                                              ; preds = %109, %87
  %113 = phi i32 [ %88, %87 ], [ %111, %109 ], !dbg !221
    #dbg_value(i32 %113, !188, !DIExpression(), !189)
  %114 = icmp slt i32 %91, %84, !dbg !222
  br i1 %114, label %115, label %134, !dbg !224

115:                                              ; preds = %112
  %116 = sext i32 %91 to i64, !dbg !225
  %117 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %116, !dbg !225
  %118 = sext i32 %113 to i64, !dbg !226
  %119 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %118, !dbg !226
    #dbg_value(ptr %117, !142, !DIExpression(), !227)
    #dbg_value(ptr %119, !149, !DIExpression(), !227)
  %120 = load i64, ptr %117, align 16, !dbg !229, !tbaa !153, !noalias !196
  %121 = load i64, ptr %119, align 8, !dbg !230, !tbaa !153, !noalias !196
  %122 = icmp eq i64 %120, %121, !dbg !231
  br i1 %122, label %125, label %123, !dbg !232

123:                                              ; preds = %115
  %124 = icmp slt i64 %120, %121, !dbg !233
  br label %131, !dbg !232

125:                                              ; preds = %115
  %126 = getelementptr inbounds i8, ptr %117, i64 8, !dbg !234
  %127 = load i64, ptr %126, align 8, !dbg !234, !tbaa !160, !noalias !196
  %128 = getelementptr inbounds i8, ptr %119, i64 8, !dbg !235
  %129 = load i64, ptr %128, align 8, !dbg !235, !tbaa !160, !noalias !196
  %130 = icmp slt i64 %127, %129, !dbg !236
  br label %131, !dbg !232

131:                                              ; preds = %125, %123
  %132 = phi i1 [ %124, %123 ], [ %130, %125 ]
  %133 = select i1 %132, i32 %91, i32 %113, !dbg !237
  br label %134, !dbg !237

134:                                              ; preds = %131, %112
  %135 = phi i32 [ %113, %112 ], [ %133, %131 ], !dbg !221
    #dbg_value(i32 %135, !188, !DIExpression(), !189)
  %136 = icmp eq i32 %135, %88, !dbg !238
  br i1 %136, label %142, label %137, !dbg !240

137:                                              ; preds = %134
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3), !dbg !241
  %138 = sext i32 %88 to i64, !dbg !242
  %139 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %138, !dbg !242
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %139, i64 24, i1 false), !dbg !242, !tbaa.struct !165, !noalias !196, !DIAssignID !243
    #dbg_assign(i1 undef, !176, !DIExpression(), !243, ptr %3, !DIExpression(), !189)
  %140 = sext i32 %135 to i64, !dbg !244
  %141 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %140, !dbg !244
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %139, ptr noundef nonnull align 8 dereferenceable(24) %141, i64 24, i1 false), !dbg !244, !tbaa.struct !165, !noalias !196
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %141, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !dbg !245, !tbaa.struct !165, !noalias !196
    #dbg_value(i32 %135, !185, !DIExpression(), !199)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3), !dbg !246
  br label %87

142:                                              ; preds = %134
    #dbg_value(i32 poison, !185, !DIExpression(), !199)
  %143 = mul i64 %72, 1000003, !dbg !247
  %144 = shl nsw i64 %81, 2, !dbg !248
  %145 = sext i32 %82 to i64, !dbg !249
  %146 = add i64 %144, %143, !dbg !250
  %147 = add i64 %146, %145, !dbg !251
    #dbg_value(i64 %147, !25, !DIExpression(), !88)
  %148 = icmp eq i32 %82, 0, !dbg !252
  br i1 %148, label %149, label %194, !dbg !253

149:                                              ; preds = %142
  %150 = sext i32 %83 to i64, !dbg !254
  %151 = getelementptr inbounds [2000 x i64], ptr %5, i64 0, i64 %150, !dbg !254
  store i64 %81, ptr %151, align 8, !dbg !256, !tbaa !96
  %152 = icmp slt i32 %77, 3, !dbg !257
  br i1 %152, label %153, label %188, !dbg !259

153:                                              ; preds = %149
  %154 = add nsw i32 %77, 1, !dbg !260
    #dbg_value(i32 %154, !19, !DIExpression(), !88)
    #dbg_value(i64 5, !104, !DIExpression(), !262)
    #dbg_value(i64 20, !105, !DIExpression(), !262)
  %155 = mul i32 %79, 1103515245, !dbg !264
  %156 = add i32 %155, 12345, !dbg !265
  store i32 %156, ptr @rs, align 4, !dbg !266, !tbaa !92
  %157 = lshr i32 %156, 8, !dbg !267
  %158 = and i32 %157, 15, !dbg !268
  %159 = add nuw nsw i32 %158, 5, !dbg !269
  %160 = zext nneg i32 %159 to i64, !dbg !269
  %161 = add nsw i64 %81, %160, !dbg !270
    #dbg_assign(i1 undef, !119, !DIExpression(), !84, ptr %2, !DIExpression(), !271)
    #dbg_value(i64 %161, !114, !DIExpression(), !273)
    #dbg_value(i32 1, !115, !DIExpression(), !273)
    #dbg_value(i32 %83, !116, !DIExpression(), !273)
    #dbg_value(i64 %161, !117, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !273)
  %162 = add nsw i64 %80, 1, !dbg !274
  store i64 %162, ptr @seqno, align 8, !dbg !274, !tbaa !96
    #dbg_value(i64 %80, !117, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !273)
    #dbg_value(i32 1, !117, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !273)
    #dbg_value(i32 %83, !117, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !273)
    #dbg_value(i32 %84, !118, !DIExpression(), !273)
  store i64 %161, ptr %86, align 8, !dbg !275, !tbaa !96
  %163 = getelementptr inbounds i8, ptr %86, i64 8, !dbg !275
  store i64 %80, ptr %163, align 8, !dbg !275, !tbaa !96
  %164 = getelementptr inbounds i8, ptr %86, i64 16, !dbg !275
  store i32 1, ptr %164, align 8, !dbg !275, !tbaa !92
  %165 = getelementptr inbounds i8, ptr %86, i64 20, !dbg !275
  store i32 %83, ptr %165, align 4, !dbg !275, !tbaa !92
  %166 = icmp eq i32 %84, 0, !dbg !276
  br i1 %166, label %245, label %167, !dbg !277

167:                                              ; preds = %153, %186
  %168 = phi i32 [ %172, %186 ], [ %84, %153 ]
    #dbg_value(i32 %168, !118, !DIExpression(), !273)
  %169 = sext i32 %168 to i64, !dbg !278
  %170 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %169, !dbg !278
  %171 = add nsw i32 %168, -1, !dbg !279
  %172 = sdiv i32 %171, 2, !dbg !280
  %173 = sext i32 %172 to i64, !dbg !281
  %174 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %173, !dbg !281
    #dbg_value(ptr %170, !142, !DIExpression(), !282)
    #dbg_value(ptr %174, !149, !DIExpression(), !282)
  %175 = load i64, ptr %170, align 8, !dbg !284, !tbaa !153
  %176 = load i64, ptr %174, align 8, !dbg !285, !tbaa !153
  %177 = icmp eq i64 %175, %176, !dbg !286
  br i1 %177, label %180, label %178, !dbg !287

178:                                              ; preds = %167
  %179 = icmp slt i64 %175, %176, !dbg !288
  br i1 %179, label %186, label %245, !dbg !289

180:                                              ; preds = %167
  %181 = getelementptr inbounds i8, ptr %170, i64 8, !dbg !290
  %182 = load i64, ptr %181, align 8, !dbg !290, !tbaa !160
  %183 = getelementptr inbounds i8, ptr %174, i64 8, !dbg !291
  %184 = load i64, ptr %183, align 8, !dbg !291, !tbaa !160
  %185 = icmp slt i64 %182, %184, !dbg !292
  br i1 %185, label %186, label %245, !dbg !289

186:                                              ; preds = %180, %178
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2), !dbg !293
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %170, i64 24, i1 false), !dbg !294, !tbaa.struct !165, !DIAssignID !295
    #dbg_assign(i1 undef, !119, !DIExpression(), !295, ptr %2, !DIExpression(), !271)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %170, ptr noundef nonnull align 8 dereferenceable(24) %174, i64 24, i1 false), !dbg !296, !tbaa.struct !165
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %174, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !dbg !297, !tbaa.struct !165
    #dbg_value(i32 %172, !118, !DIExpression(), !273)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2), !dbg !298
  %187 = icmp ult i32 %168, 3, !dbg !276
  br i1 %187, label %245, label %167, !dbg !277, !llvm.loop !299

188:                                              ; preds = %149
  %189 = add nsw i32 %71, 1, !dbg !300
    #dbg_value(i32 %189, !18, !DIExpression(), !88)
  %190 = sext i32 %71 to i64, !dbg !302
  %191 = getelementptr inbounds [2000 x i64], ptr %6, i64 0, i64 %190, !dbg !302
  store i64 %150, ptr %191, align 8, !dbg !303, !tbaa !96
  %192 = sub nsw i32 %189, %70, !dbg !304
  %193 = tail call i32 @llvm.smax.i32(i32 %192, i32 %75), !dbg !306
  br label %245, !dbg !306

194:                                              ; preds = %142
  %195 = add nsw i32 %76, 1, !dbg !307
    #dbg_value(i32 %195, !20, !DIExpression(), !88)
  %196 = icmp slt i32 %70, %71, !dbg !308
  br i1 %196, label %197, label %243, !dbg !309

197:                                              ; preds = %194
  %198 = add nsw i32 %70, 1, !dbg !310
    #dbg_value(i32 %198, !17, !DIExpression(), !88)
  %199 = sext i32 %70 to i64, !dbg !311
  %200 = getelementptr inbounds [2000 x i64], ptr %6, i64 0, i64 %199, !dbg !311
  %201 = load i64, ptr %200, align 8, !dbg !311, !tbaa !96
  %202 = trunc i64 %201 to i32, !dbg !312
    #dbg_value(i32 %202, !41, !DIExpression(), !313)
  %203 = shl i64 %201, 32, !dbg !314
  %204 = ashr exact i64 %203, 32, !dbg !314
  %205 = getelementptr inbounds [2000 x i64], ptr %5, i64 0, i64 %204, !dbg !314
  %206 = load i64, ptr %205, align 8, !dbg !314, !tbaa !96
  %207 = sub nsw i64 %81, %206, !dbg !315
    #dbg_value(i64 %207, !46, !DIExpression(), !313)
  %208 = add nsw i64 %207, %74, !dbg !316
    #dbg_value(i64 %208, !22, !DIExpression(), !88)
  %209 = tail call i64 @llvm.smax.i64(i64 %207, i64 %73), !dbg !317
    #dbg_value(i64 %209, !23, !DIExpression(), !88)
    #dbg_value(i64 5, !104, !DIExpression(), !318)
    #dbg_value(i64 20, !105, !DIExpression(), !318)
  %210 = mul i32 %79, 1103515245, !dbg !320
  %211 = add i32 %210, 12345, !dbg !321
  store i32 %211, ptr @rs, align 4, !dbg !322, !tbaa !92
  %212 = lshr i32 %211, 8, !dbg !323
  %213 = and i32 %212, 15, !dbg !324
  %214 = add nuw nsw i32 %213, 5, !dbg !325
  %215 = zext nneg i32 %214 to i64, !dbg !325
  %216 = add nsw i64 %81, %215, !dbg !326
    #dbg_assign(i1 undef, !119, !DIExpression(), !83, ptr %1, !DIExpression(), !327)
    #dbg_value(i64 %216, !114, !DIExpression(), !329)
    #dbg_value(i32 1, !115, !DIExpression(), !329)
    #dbg_value(i32 %202, !116, !DIExpression(), !329)
    #dbg_value(i64 %216, !117, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !329)
  %217 = add nsw i64 %80, 1, !dbg !330
  store i64 %217, ptr @seqno, align 8, !dbg !330, !tbaa !96
    #dbg_value(i64 %80, !117, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !329)
    #dbg_value(i32 1, !117, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !329)
    #dbg_value(i32 %202, !117, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !329)
    #dbg_value(i32 %84, !118, !DIExpression(), !329)
  store i64 %216, ptr %86, align 8, !dbg !331, !tbaa !96
  %218 = getelementptr inbounds i8, ptr %86, i64 8, !dbg !331
  store i64 %80, ptr %218, align 8, !dbg !331, !tbaa !96
  %219 = getelementptr inbounds i8, ptr %86, i64 16, !dbg !331
  store i32 1, ptr %219, align 8, !dbg !331, !tbaa !92
  %220 = getelementptr inbounds i8, ptr %86, i64 20, !dbg !331
  store i32 %202, ptr %220, align 4, !dbg !331, !tbaa !92
  %221 = icmp eq i32 %84, 0, !dbg !332
  br i1 %221, label %245, label %222, !dbg !333

222:                                              ; preds = %197, %241
  %223 = phi i32 [ %227, %241 ], [ %84, %197 ]
    #dbg_value(i32 %223, !118, !DIExpression(), !329)
  %224 = sext i32 %223 to i64, !dbg !334
  %225 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %224, !dbg !334
  %226 = add nsw i32 %223, -1, !dbg !335
  %227 = sdiv i32 %226, 2, !dbg !336
  %228 = sext i32 %227 to i64, !dbg !337
  %229 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %228, !dbg !337
    #dbg_value(ptr %225, !142, !DIExpression(), !338)
    #dbg_value(ptr %229, !149, !DIExpression(), !338)
  %230 = load i64, ptr %225, align 8, !dbg !340, !tbaa !153
  %231 = load i64, ptr %229, align 8, !dbg !341, !tbaa !153
  %232 = icmp eq i64 %230, %231, !dbg !342
  br i1 %232, label %235, label %233, !dbg !343

233:                                              ; preds = %222
  %234 = icmp slt i64 %230, %231, !dbg !344
  br i1 %234, label %241, label %245, !dbg !345

235:                                              ; preds = %222
  %236 = getelementptr inbounds i8, ptr %225, i64 8, !dbg !346
  %237 = load i64, ptr %236, align 8, !dbg !346, !tbaa !160
  %238 = getelementptr inbounds i8, ptr %229, i64 8, !dbg !347
  %239 = load i64, ptr %238, align 8, !dbg !347, !tbaa !160
  %240 = icmp slt i64 %237, %239, !dbg !348
  br i1 %240, label %241, label %245, !dbg !345

241:                                              ; preds = %235, %233
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1), !dbg !349
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %225, i64 24, i1 false), !dbg !350, !tbaa.struct !165, !DIAssignID !351
    #dbg_assign(i1 undef, !119, !DIExpression(), !351, ptr %1, !DIExpression(), !327)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %225, ptr noundef nonnull align 8 dereferenceable(24) %229, i64 24, i1 false), !dbg !352, !tbaa.struct !165
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %229, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !dbg !353, !tbaa.struct !165
    #dbg_value(i32 %227, !118, !DIExpression(), !329)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1), !dbg !354
  %242 = icmp ult i32 %223, 3, !dbg !332
  br i1 %242, label %245, label %222, !dbg !333, !llvm.loop !355

243:                                              ; preds = %194
  %244 = add nsw i32 %77, -1, !dbg !356
    #dbg_value(i32 %244, !19, !DIExpression(), !88)
  br label %245

245:                                              ; preds = %241, %235, %233, %186, %180, %178, %197, %153, %188, %243
  %246 = phi i64 [ %80, %243 ], [ %80, %188 ], [ %162, %153 ], [ %217, %197 ], [ %162, %178 ], [ %162, %180 ], [ %162, %186 ], [ %217, %233 ], [ %217, %235 ], [ %217, %241 ]
  %247 = phi i32 [ %79, %243 ], [ %79, %188 ], [ %156, %153 ], [ %211, %197 ], [ %156, %178 ], [ %156, %180 ], [ %156, %186 ], [ %211, %233 ], [ %211, %235 ], [ %211, %241 ]
  %248 = phi i32 [ %84, %243 ], [ %84, %188 ], [ 1, %153 ], [ 1, %197 ], [ %78, %178 ], [ %78, %180 ], [ %78, %186 ], [ %78, %233 ], [ %78, %235 ], [ %78, %241 ]
  %249 = phi i32 [ %244, %243 ], [ %77, %188 ], [ %154, %153 ], [ %77, %197 ], [ %154, %178 ], [ %154, %180 ], [ %154, %186 ], [ %77, %233 ], [ %77, %235 ], [ %77, %241 ], !dbg !88
  %250 = phi i32 [ %195, %243 ], [ %76, %188 ], [ %76, %153 ], [ %195, %197 ], [ %76, %178 ], [ %76, %180 ], [ %76, %186 ], [ %195, %233 ], [ %195, %235 ], [ %195, %241 ], !dbg !88
  %251 = phi i32 [ %75, %243 ], [ %193, %188 ], [ %75, %153 ], [ %75, %197 ], [ %75, %178 ], [ %75, %180 ], [ %75, %186 ], [ %75, %233 ], [ %75, %235 ], [ %75, %241 ], !dbg !88
  %252 = phi i64 [ %74, %243 ], [ %74, %188 ], [ %74, %153 ], [ %208, %197 ], [ %74, %178 ], [ %74, %180 ], [ %74, %186 ], [ %208, %233 ], [ %208, %235 ], [ %208, %241 ], !dbg !88
  %253 = phi i64 [ %73, %243 ], [ %73, %188 ], [ %73, %153 ], [ %209, %197 ], [ %73, %178 ], [ %73, %180 ], [ %73, %186 ], [ %209, %233 ], [ %209, %235 ], [ %209, %241 ], !dbg !88
  %254 = phi i32 [ %71, %243 ], [ %189, %188 ], [ %71, %153 ], [ %71, %197 ], [ %71, %178 ], [ %71, %180 ], [ %71, %186 ], [ %71, %233 ], [ %71, %235 ], [ %71, %241 ], !dbg !88
  %255 = phi i32 [ %70, %243 ], [ %70, %188 ], [ %70, %153 ], [ %198, %197 ], [ %70, %178 ], [ %70, %180 ], [ %70, %186 ], [ %198, %233 ], [ %198, %235 ], [ %198, %241 ], !dbg !88
    #dbg_value(i32 %255, !17, !DIExpression(), !88)
    #dbg_value(i32 %254, !18, !DIExpression(), !88)
    #dbg_value(i64 %147, !25, !DIExpression(), !88)
    #dbg_value(i64 %253, !23, !DIExpression(), !88)
    #dbg_value(i64 %252, !22, !DIExpression(), !88)
    #dbg_value(i32 %251, !21, !DIExpression(), !88)
    #dbg_value(i32 %250, !20, !DIExpression(), !88)
    #dbg_value(i32 %249, !19, !DIExpression(), !88)
  %256 = icmp eq i32 %248, 0, !dbg !123
  br i1 %256, label %257, label %69, !dbg !123, !llvm.loop !357

257:                                              ; preds = %245
  store i32 0, ptr @hn, align 4, !dbg !193, !tbaa !92
  %258 = sdiv i64 %252, 20, !dbg !359
  br label %259, !dbg !123

259:                                              ; preds = %257, %11
  %260 = phi i64 [ %246, %257 ], [ %27, %11 ], !dbg !360
  %261 = phi i32 [ %250, %257 ], [ 0, %11 ], !dbg !361
  %262 = phi i32 [ %251, %257 ], [ 0, %11 ], !dbg !362
  %263 = phi i64 [ %258, %257 ], [ 0, %11 ], !dbg !363
  %264 = phi i64 [ %253, %257 ], [ 0, %11 ], !dbg !364
  %265 = phi i64 [ %147, %257 ], [ 0, %11 ], !dbg !88
  %266 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %261, i64 noundef %263, i64 noundef %264, i32 noundef %262, i64 noundef %260, i64 noundef %265), !dbg !365
  %267 = and i32 %262, 127, !dbg !366
  call void @llvm.lifetime.end.p0(i64 16000, ptr nonnull %6) #5, !dbg !367
  call void @llvm.lifetime.end.p0(i64 16000, ptr nonnull %5) #5, !dbg !367
  ret i32 %267, !dbg !368
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !369 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!75, !76, !77, !78, !79, !80, !81}
!llvm.ident = !{!82}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "hn", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !55, globals: !59, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/event_simulation_heap.c", directory: ".", checksumkind: CSK_MD5, checksum: "59d12b2e7ee88a24cda8f9efc11595fc")
!4 = !{!5, !51}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !6, file: !3, line: 28, baseType: !47, size: 32, elements: !48)
!6 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !7, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !10)
!7 = !DISubroutineType(types: !8)
!8 = !{!9}
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!11, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !31, !33, !41, !46}
!11 = !DILocalVariable(name: "arrive_t", scope: !6, file: !3, line: 29, type: !12)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128000, elements: !14)
!13 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!14 = !{!15}
!15 = !DISubrange(count: 2000)
!16 = !DILocalVariable(name: "queue", scope: !6, file: !3, line: 29, type: !12)
!17 = !DILocalVariable(name: "qh", scope: !6, file: !3, line: 29, type: !9)
!18 = !DILocalVariable(name: "qt", scope: !6, file: !3, line: 29, type: !9)
!19 = !DILocalVariable(name: "busy", scope: !6, file: !3, line: 29, type: !9)
!20 = !DILocalVariable(name: "served", scope: !6, file: !3, line: 29, type: !9)
!21 = !DILocalVariable(name: "maxq", scope: !6, file: !3, line: 29, type: !9)
!22 = !DILocalVariable(name: "total_wait", scope: !6, file: !3, line: 30, type: !13)
!23 = !DILocalVariable(name: "max_wait", scope: !6, file: !3, line: 30, type: !13)
!24 = !DILocalVariable(name: "t", scope: !6, file: !3, line: 30, type: !13)
!25 = !DILocalVariable(name: "log_hash", scope: !6, file: !3, line: 30, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !27, line: 27, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !29, line: 45, baseType: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!30 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!31 = !DILocalVariable(name: "i", scope: !32, file: !3, line: 31, type: !9)
!32 = distinct !DILexicalBlock(scope: !6, file: !3, line: 31, column: 5)
!33 = !DILocalVariable(name: "e", scope: !34, file: !3, line: 33, type: !35)
!34 = distinct !DILexicalBlock(scope: !6, file: !3, line: 32, column: 16)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ev", file: !3, line: 9, size: 192, elements: !36)
!36 = !{!37, !38, !39, !40}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "t", scope: !35, file: !3, line: 9, baseType: !13, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "seq", scope: !35, file: !3, line: 9, baseType: !13, size: 64, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !35, file: !3, line: 9, baseType: !9, size: 32, offset: 128)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "who", scope: !35, file: !3, line: 9, baseType: !9, size: 32, offset: 160)
!41 = !DILocalVariable(name: "c", scope: !42, file: !3, line: 41, type: !9)
!42 = distinct !DILexicalBlock(scope: !43, file: !3, line: 41, column: 26)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 41, column: 17)
!44 = distinct !DILexicalBlock(scope: !45, file: !3, line: 39, column: 16)
!45 = distinct !DILexicalBlock(scope: !34, file: !3, line: 35, column: 13)
!46 = !DILocalVariable(name: "w", scope: !42, file: !3, line: 41, type: !13)
!47 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!48 = !{!49, !50}
!49 = !DIEnumerator(name: "CUSTOMERS", value: 2000)
!50 = !DIEnumerator(name: "TELLERS", value: 3)
!51 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 8, baseType: !47, size: 32, elements: !52)
!52 = !{!53, !54}
!53 = !DIEnumerator(name: "ARRIVE", value: 0)
!54 = !DIEnumerator(name: "DEPART", value: 1)
!55 = !{!26, !9, !56, !13, !57}
!56 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !27, line: 26, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !29, line: 42, baseType: !47)
!59 = !{!60, !0, !66, !68, !70}
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 624, elements: !64)
!63 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!64 = !{!65}
!65 = !DISubrange(count: 78)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "seqno", scope: !2, file: !3, line: 10, type: !13, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "rs", scope: !2, file: !3, line: 24, type: !57, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "heap", scope: !2, file: !3, line: 10, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 786432, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 4096)
!75 = !{i32 7, !"Dwarf Version", i32 5}
!76 = !{i32 2, !"Debug Info Version", i32 3}
!77 = !{i32 1, !"wchar_size", i32 4}
!78 = !{i32 8, !"PIC Level", i32 2}
!79 = !{i32 7, !"PIE Level", i32 2}
!80 = !{i32 7, !"uwtable", i32 2}
!81 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!82 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!83 = distinct !DIAssignID()
!84 = distinct !DIAssignID()
!85 = distinct !DIAssignID()
!86 = distinct !DIAssignID()
!87 = distinct !DIAssignID()
!88 = !DILocation(line: 0, scope: !6)
!89 = distinct !DIAssignID()
!90 = !DILocation(line: 29, column: 5, scope: !6)
!91 = !DILocation(line: 0, scope: !32)
!92 = !{!93, !93, i64 0}
!93 = !{!"int", !94, i64 0}
!94 = !{!"omnipotent char", !95, i64 0}
!95 = !{!"Simple C/C++ TBAA"}
!96 = !{!97, !97, i64 0}
!97 = !{!"long", !94, i64 0}
!98 = !DILocation(line: 31, column: 5, scope: !32)
!99 = !DILocation(line: 25, scope: !100, inlinedAt: !106)
!100 = distinct !DISubprogram(name: "rnd", scope: !3, file: !3, line: 25, type: !101, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !103)
!101 = !DISubroutineType(types: !102)
!102 = !{!13, !13, !13}
!103 = !{!104, !105}
!104 = !DILocalVariable(name: "lo", arg: 1, scope: !100, file: !3, line: 25, type: !13)
!105 = !DILocalVariable(name: "hi", arg: 2, scope: !100, file: !3, line: 25, type: !13)
!106 = distinct !DILocation(line: 31, column: 48, scope: !107)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 31, column: 41)
!108 = distinct !DILexicalBlock(scope: !32, file: !3, line: 31, column: 5)
!109 = !DILocation(line: 13, column: 28, scope: !110, inlinedAt: !121)
!110 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 12, type: !111, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{null, !13, !9, !9}
!113 = !{!114, !115, !116, !117, !118, !119}
!114 = !DILocalVariable(name: "t", arg: 1, scope: !110, file: !3, line: 12, type: !13)
!115 = !DILocalVariable(name: "kind", arg: 2, scope: !110, file: !3, line: 12, type: !9)
!116 = !DILocalVariable(name: "who", arg: 3, scope: !110, file: !3, line: 12, type: !9)
!117 = !DILocalVariable(name: "e", scope: !110, file: !3, line: 13, type: !35)
!118 = !DILocalVariable(name: "i", scope: !110, file: !3, line: 14, type: !9)
!119 = !DILocalVariable(name: "tmp", scope: !120, file: !3, line: 16, type: !35)
!120 = distinct !DILexicalBlock(scope: !110, file: !3, line: 16, column: 53)
!121 = distinct !DILocation(line: 31, column: 59, scope: !107)
!122 = !DILocation(line: 14, column: 15, scope: !110, inlinedAt: !121)
!123 = !DILocation(line: 32, column: 5, scope: !6)
!124 = !DILocation(line: 0, scope: !100, inlinedAt: !106)
!125 = !DILocation(line: 25, column: 45, scope: !100, inlinedAt: !106)
!126 = !DILocation(line: 25, column: 59, scope: !100, inlinedAt: !106)
!127 = !DILocation(line: 25, column: 92, scope: !100, inlinedAt: !106)
!128 = !DILocation(line: 25, column: 98, scope: !100, inlinedAt: !106)
!129 = !DILocation(line: 25, column: 79, scope: !100, inlinedAt: !106)
!130 = !DILocation(line: 31, column: 45, scope: !107)
!131 = !DILocation(line: 0, scope: !120, inlinedAt: !121)
!132 = !DILocation(line: 0, scope: !110, inlinedAt: !121)
!133 = !DILocation(line: 15, column: 5, scope: !110, inlinedAt: !121)
!134 = !DILocation(line: 15, column: 15, scope: !110, inlinedAt: !121)
!135 = !DILocation(line: 16, column: 12, scope: !110, inlinedAt: !121)
!136 = !DILocation(line: 16, column: 14, scope: !110, inlinedAt: !121)
!137 = !DILocation(line: 16, column: 5, scope: !110, inlinedAt: !121)
!138 = !DILocation(line: 16, column: 23, scope: !110, inlinedAt: !121)
!139 = !DILocation(line: 16, column: 41, scope: !110, inlinedAt: !121)
!140 = !DILocation(line: 16, column: 46, scope: !110, inlinedAt: !121)
!141 = !DILocation(line: 16, column: 33, scope: !110, inlinedAt: !121)
!142 = !DILocalVariable(name: "a", arg: 1, scope: !143, file: !3, line: 11, type: !146)
!143 = distinct !DISubprogram(name: "less", scope: !3, file: !3, line: 11, type: !144, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !148)
!144 = !DISubroutineType(types: !145)
!145 = !{!9, !146, !146}
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!148 = !{!142, !149}
!149 = !DILocalVariable(name: "b", arg: 2, scope: !143, file: !3, line: 11, type: !146)
!150 = !DILocation(line: 0, scope: !143, inlinedAt: !151)
!151 = distinct !DILocation(line: 16, column: 17, scope: !110, inlinedAt: !121)
!152 = !DILocation(line: 11, column: 69, scope: !143, inlinedAt: !151)
!153 = !{!154, !97, i64 0}
!154 = !{!"ev", !97, i64 0, !97, i64 8, !93, i64 16, !93, i64 20}
!155 = !DILocation(line: 11, column: 77, scope: !143, inlinedAt: !151)
!156 = !DILocation(line: 11, column: 71, scope: !143, inlinedAt: !151)
!157 = !DILocation(line: 11, column: 66, scope: !143, inlinedAt: !151)
!158 = !DILocation(line: 11, column: 86, scope: !143, inlinedAt: !151)
!159 = !DILocation(line: 11, column: 98, scope: !143, inlinedAt: !151)
!160 = !{!154, !97, i64 8}
!161 = !DILocation(line: 11, column: 107, scope: !143, inlinedAt: !151)
!162 = !DILocation(line: 11, column: 102, scope: !143, inlinedAt: !151)
!163 = !DILocation(line: 16, column: 55, scope: !120, inlinedAt: !121)
!164 = !DILocation(line: 16, column: 71, scope: !120, inlinedAt: !121)
!165 = !{i64 0, i64 8, !96, i64 8, i64 8, !96, i64 16, i64 4, !92, i64 20, i64 4, !92}
!166 = distinct !DIAssignID()
!167 = !DILocation(line: 16, column: 90, scope: !120, inlinedAt: !121)
!168 = !DILocation(line: 16, column: 129, scope: !120, inlinedAt: !121)
!169 = !DILocation(line: 16, column: 151, scope: !110, inlinedAt: !121)
!170 = distinct !{!170, !137, !169, !171}
!171 = !{!"llvm.loop.mustprogress"}
!172 = !DILocation(line: 31, column: 37, scope: !108)
!173 = !DILocation(line: 31, column: 23, scope: !108)
!174 = distinct !{!174, !98, !175, !171}
!175 = !DILocation(line: 31, column: 79, scope: !32)
!176 = !DILocalVariable(name: "tmp", scope: !177, file: !3, line: 21, type: !35)
!177 = distinct !DILexicalBlock(scope: !178, file: !3, line: 21, column: 23)
!178 = distinct !DILexicalBlock(scope: !179, file: !3, line: 21, column: 5)
!179 = distinct !DILexicalBlock(scope: !180, file: !3, line: 21, column: 5)
!180 = distinct !DISubprogram(name: "pop", scope: !3, file: !3, line: 18, type: !181, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !183)
!181 = !DISubroutineType(types: !182)
!182 = !{!35}
!183 = !{!184, !185, !186, !187, !188, !176}
!184 = !DILocalVariable(name: "top", scope: !180, file: !3, line: 19, type: !35)
!185 = !DILocalVariable(name: "i", scope: !179, file: !3, line: 21, type: !9)
!186 = !DILocalVariable(name: "l", scope: !177, file: !3, line: 21, type: !9)
!187 = !DILocalVariable(name: "r", scope: !177, file: !3, line: 21, type: !9)
!188 = !DILocalVariable(name: "m", scope: !177, file: !3, line: 21, type: !9)
!189 = !DILocation(line: 0, scope: !177, inlinedAt: !190)
!190 = distinct !DILocation(line: 33, column: 23, scope: !34)
!191 = !DILocation(line: 19, column: 21, scope: !180, inlinedAt: !190)
!192 = !DILocation(line: 0, scope: !180, inlinedAt: !190)
!193 = !DILocation(line: 0, scope: !34)
!194 = !DILocation(line: 20, column: 20, scope: !180, inlinedAt: !190)
!195 = !DILocation(line: 20, column: 15, scope: !180, inlinedAt: !190)
!196 = !{!197}
!197 = distinct !{!197, !198, !"pop: argument 0"}
!198 = distinct !{!198, !"pop"}
!199 = !DILocation(line: 0, scope: !179, inlinedAt: !190)
!200 = !DILocation(line: 21, column: 10, scope: !179, inlinedAt: !190)
!201 = !DILocation(line: 21, column: 14, scope: !179, inlinedAt: !190)
!202 = !DILocation(line: 21, column: 35, scope: !177, inlinedAt: !190)
!203 = !DILocation(line: 21, column: 39, scope: !177, inlinedAt: !190)
!204 = !DILocation(line: 21, column: 50, scope: !177, inlinedAt: !190)
!205 = !DILocation(line: 21, column: 68, scope: !206, inlinedAt: !190)
!206 = distinct !DILexicalBlock(scope: !177, file: !3, line: 21, column: 66)
!207 = !DILocation(line: 21, column: 73, scope: !206, inlinedAt: !190)
!208 = !DILocation(line: 21, column: 82, scope: !206, inlinedAt: !190)
!209 = !DILocation(line: 21, column: 92, scope: !206, inlinedAt: !190)
!210 = !DILocation(line: 0, scope: !143, inlinedAt: !211)
!211 = distinct !DILocation(line: 21, column: 76, scope: !206, inlinedAt: !190)
!212 = !DILocation(line: 11, column: 69, scope: !143, inlinedAt: !211)
!213 = !DILocation(line: 11, column: 77, scope: !143, inlinedAt: !211)
!214 = !DILocation(line: 11, column: 71, scope: !143, inlinedAt: !211)
!215 = !DILocation(line: 11, column: 66, scope: !143, inlinedAt: !211)
!216 = !DILocation(line: 11, column: 86, scope: !143, inlinedAt: !211)
!217 = !DILocation(line: 11, column: 98, scope: !143, inlinedAt: !211)
!218 = !DILocation(line: 11, column: 107, scope: !143, inlinedAt: !211)
!219 = !DILocation(line: 11, column: 102, scope: !143, inlinedAt: !211)
!220 = !DILocation(line: 21, column: 66, scope: !177, inlinedAt: !190)
!221 = !DILocation(line: 21, scope: !177, inlinedAt: !190)
!222 = !DILocation(line: 21, column: 115, scope: !223, inlinedAt: !190)
!223 = distinct !DILexicalBlock(scope: !177, file: !3, line: 21, column: 113)
!224 = !DILocation(line: 21, column: 120, scope: !223, inlinedAt: !190)
!225 = !DILocation(line: 21, column: 129, scope: !223, inlinedAt: !190)
!226 = !DILocation(line: 21, column: 139, scope: !223, inlinedAt: !190)
!227 = !DILocation(line: 0, scope: !143, inlinedAt: !228)
!228 = distinct !DILocation(line: 21, column: 123, scope: !223, inlinedAt: !190)
!229 = !DILocation(line: 11, column: 69, scope: !143, inlinedAt: !228)
!230 = !DILocation(line: 11, column: 77, scope: !143, inlinedAt: !228)
!231 = !DILocation(line: 11, column: 71, scope: !143, inlinedAt: !228)
!232 = !DILocation(line: 11, column: 66, scope: !143, inlinedAt: !228)
!233 = !DILocation(line: 11, column: 86, scope: !143, inlinedAt: !228)
!234 = !DILocation(line: 11, column: 98, scope: !143, inlinedAt: !228)
!235 = !DILocation(line: 11, column: 107, scope: !143, inlinedAt: !228)
!236 = !DILocation(line: 11, column: 102, scope: !143, inlinedAt: !228)
!237 = !DILocation(line: 21, column: 113, scope: !177, inlinedAt: !190)
!238 = !DILocation(line: 21, column: 162, scope: !239, inlinedAt: !190)
!239 = distinct !DILexicalBlock(scope: !177, file: !3, line: 21, column: 160)
!240 = !DILocation(line: 21, column: 160, scope: !177, inlinedAt: !190)
!241 = !DILocation(line: 21, column: 175, scope: !177, inlinedAt: !190)
!242 = !DILocation(line: 21, column: 191, scope: !177, inlinedAt: !190)
!243 = distinct !DIAssignID()
!244 = !DILocation(line: 21, column: 210, scope: !177, inlinedAt: !190)
!245 = !DILocation(line: 21, column: 229, scope: !177, inlinedAt: !190)
!246 = !DILocation(line: 21, column: 241, scope: !178, inlinedAt: !190)
!247 = !DILocation(line: 34, column: 29, scope: !34)
!248 = !DILocation(line: 34, column: 56, scope: !34)
!249 = !DILocation(line: 34, column: 62, scope: !34)
!250 = !DILocation(line: 34, column: 60, scope: !34)
!251 = !DILocation(line: 34, column: 39, scope: !34)
!252 = !DILocation(line: 35, column: 20, scope: !45)
!253 = !DILocation(line: 35, column: 13, scope: !34)
!254 = !DILocation(line: 36, column: 13, scope: !255)
!255 = distinct !DILexicalBlock(scope: !45, file: !3, line: 35, column: 31)
!256 = !DILocation(line: 36, column: 29, scope: !255)
!257 = !DILocation(line: 37, column: 22, scope: !258)
!258 = distinct !DILexicalBlock(scope: !255, file: !3, line: 37, column: 17)
!259 = !DILocation(line: 37, column: 17, scope: !255)
!260 = !DILocation(line: 37, column: 39, scope: !261)
!261 = distinct !DILexicalBlock(scope: !258, file: !3, line: 37, column: 33)
!262 = !DILocation(line: 0, scope: !100, inlinedAt: !263)
!263 = distinct !DILocation(line: 37, column: 54, scope: !261)
!264 = !DILocation(line: 25, column: 45, scope: !100, inlinedAt: !263)
!265 = !DILocation(line: 25, column: 59, scope: !100, inlinedAt: !263)
!266 = !DILocation(line: 25, column: 40, scope: !100, inlinedAt: !263)
!267 = !DILocation(line: 25, column: 92, scope: !100, inlinedAt: !263)
!268 = !DILocation(line: 25, column: 98, scope: !100, inlinedAt: !263)
!269 = !DILocation(line: 25, column: 79, scope: !100, inlinedAt: !263)
!270 = !DILocation(line: 37, column: 52, scope: !261)
!271 = !DILocation(line: 0, scope: !120, inlinedAt: !272)
!272 = distinct !DILocation(line: 37, column: 43, scope: !261)
!273 = !DILocation(line: 0, scope: !110, inlinedAt: !272)
!274 = !DILocation(line: 13, column: 28, scope: !110, inlinedAt: !272)
!275 = !DILocation(line: 15, column: 15, scope: !110, inlinedAt: !272)
!276 = !DILocation(line: 16, column: 12, scope: !110, inlinedAt: !272)
!277 = !DILocation(line: 16, column: 14, scope: !110, inlinedAt: !272)
!278 = !DILocation(line: 16, column: 23, scope: !110, inlinedAt: !272)
!279 = !DILocation(line: 16, column: 41, scope: !110, inlinedAt: !272)
!280 = !DILocation(line: 16, column: 46, scope: !110, inlinedAt: !272)
!281 = !DILocation(line: 16, column: 33, scope: !110, inlinedAt: !272)
!282 = !DILocation(line: 0, scope: !143, inlinedAt: !283)
!283 = distinct !DILocation(line: 16, column: 17, scope: !110, inlinedAt: !272)
!284 = !DILocation(line: 11, column: 69, scope: !143, inlinedAt: !283)
!285 = !DILocation(line: 11, column: 77, scope: !143, inlinedAt: !283)
!286 = !DILocation(line: 11, column: 71, scope: !143, inlinedAt: !283)
!287 = !DILocation(line: 11, column: 66, scope: !143, inlinedAt: !283)
!288 = !DILocation(line: 11, column: 86, scope: !143, inlinedAt: !283)
!289 = !DILocation(line: 16, column: 5, scope: !110, inlinedAt: !272)
!290 = !DILocation(line: 11, column: 98, scope: !143, inlinedAt: !283)
!291 = !DILocation(line: 11, column: 107, scope: !143, inlinedAt: !283)
!292 = !DILocation(line: 11, column: 102, scope: !143, inlinedAt: !283)
!293 = !DILocation(line: 16, column: 55, scope: !120, inlinedAt: !272)
!294 = !DILocation(line: 16, column: 71, scope: !120, inlinedAt: !272)
!295 = distinct !DIAssignID()
!296 = !DILocation(line: 16, column: 90, scope: !120, inlinedAt: !272)
!297 = !DILocation(line: 16, column: 129, scope: !120, inlinedAt: !272)
!298 = !DILocation(line: 16, column: 151, scope: !110, inlinedAt: !272)
!299 = distinct !{!299, !289, !298, !171}
!300 = !DILocation(line: 38, column: 28, scope: !301)
!301 = distinct !DILexicalBlock(scope: !258, file: !3, line: 38, column: 18)
!302 = !DILocation(line: 38, column: 20, scope: !301)
!303 = !DILocation(line: 38, column: 32, scope: !301)
!304 = !DILocation(line: 38, column: 48, scope: !305)
!305 = distinct !DILexicalBlock(scope: !301, file: !3, line: 38, column: 45)
!306 = !DILocation(line: 38, column: 45, scope: !301)
!307 = !DILocation(line: 40, column: 19, scope: !44)
!308 = !DILocation(line: 41, column: 20, scope: !43)
!309 = !DILocation(line: 41, column: 17, scope: !44)
!310 = !DILocation(line: 41, column: 49, scope: !42)
!311 = !DILocation(line: 41, column: 41, scope: !42)
!312 = !DILocation(line: 41, column: 36, scope: !42)
!313 = !DILocation(line: 0, scope: !42)
!314 = !DILocation(line: 41, column: 69, scope: !42)
!315 = !DILocation(line: 41, column: 67, scope: !42)
!316 = !DILocation(line: 41, column: 93, scope: !42)
!317 = !DILocation(line: 41, column: 103, scope: !42)
!318 = !DILocation(line: 0, scope: !100, inlinedAt: !319)
!319 = distinct !DILocation(line: 41, column: 142, scope: !42)
!320 = !DILocation(line: 25, column: 45, scope: !100, inlinedAt: !319)
!321 = !DILocation(line: 25, column: 59, scope: !100, inlinedAt: !319)
!322 = !DILocation(line: 25, column: 40, scope: !100, inlinedAt: !319)
!323 = !DILocation(line: 25, column: 92, scope: !100, inlinedAt: !319)
!324 = !DILocation(line: 25, column: 98, scope: !100, inlinedAt: !319)
!325 = !DILocation(line: 25, column: 79, scope: !100, inlinedAt: !319)
!326 = !DILocation(line: 41, column: 140, scope: !42)
!327 = !DILocation(line: 0, scope: !120, inlinedAt: !328)
!328 = distinct !DILocation(line: 41, column: 131, scope: !42)
!329 = !DILocation(line: 0, scope: !110, inlinedAt: !328)
!330 = !DILocation(line: 13, column: 28, scope: !110, inlinedAt: !328)
!331 = !DILocation(line: 15, column: 15, scope: !110, inlinedAt: !328)
!332 = !DILocation(line: 16, column: 12, scope: !110, inlinedAt: !328)
!333 = !DILocation(line: 16, column: 14, scope: !110, inlinedAt: !328)
!334 = !DILocation(line: 16, column: 23, scope: !110, inlinedAt: !328)
!335 = !DILocation(line: 16, column: 41, scope: !110, inlinedAt: !328)
!336 = !DILocation(line: 16, column: 46, scope: !110, inlinedAt: !328)
!337 = !DILocation(line: 16, column: 33, scope: !110, inlinedAt: !328)
!338 = !DILocation(line: 0, scope: !143, inlinedAt: !339)
!339 = distinct !DILocation(line: 16, column: 17, scope: !110, inlinedAt: !328)
!340 = !DILocation(line: 11, column: 69, scope: !143, inlinedAt: !339)
!341 = !DILocation(line: 11, column: 77, scope: !143, inlinedAt: !339)
!342 = !DILocation(line: 11, column: 71, scope: !143, inlinedAt: !339)
!343 = !DILocation(line: 11, column: 66, scope: !143, inlinedAt: !339)
!344 = !DILocation(line: 11, column: 86, scope: !143, inlinedAt: !339)
!345 = !DILocation(line: 16, column: 5, scope: !110, inlinedAt: !328)
!346 = !DILocation(line: 11, column: 98, scope: !143, inlinedAt: !339)
!347 = !DILocation(line: 11, column: 107, scope: !143, inlinedAt: !339)
!348 = !DILocation(line: 11, column: 102, scope: !143, inlinedAt: !339)
!349 = !DILocation(line: 16, column: 55, scope: !120, inlinedAt: !328)
!350 = !DILocation(line: 16, column: 71, scope: !120, inlinedAt: !328)
!351 = distinct !DIAssignID()
!352 = !DILocation(line: 16, column: 90, scope: !120, inlinedAt: !328)
!353 = !DILocation(line: 16, column: 129, scope: !120, inlinedAt: !328)
!354 = !DILocation(line: 16, column: 151, scope: !110, inlinedAt: !328)
!355 = distinct !{!355, !345, !354, !171}
!356 = !DILocation(line: 42, column: 22, scope: !43)
!357 = distinct !{!357, !123, !358, !171}
!358 = !DILocation(line: 44, column: 5, scope: !6)
!359 = !DILocation(line: 45, column: 119, scope: !6)
!360 = !DILocation(line: 45, column: 148, scope: !6)
!361 = !DILocation(line: 29, column: 79, scope: !6)
!362 = !DILocation(line: 29, column: 91, scope: !6)
!363 = !DILocation(line: 30, column: 10, scope: !6)
!364 = !DILocation(line: 30, column: 26, scope: !6)
!365 = !DILocation(line: 45, column: 5, scope: !6)
!366 = !DILocation(line: 46, column: 17, scope: !6)
!367 = !DILocation(line: 47, column: 1, scope: !6)
!368 = !DILocation(line: 46, column: 5, scope: !6)
!369 = !DISubprogram(name: "printf", scope: !370, file: !370, line: 356, type: !371, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!371 = !DISubroutineType(types: !372)
!372 = !{!9, !373, null}
!373 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !374)
!374 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !375, size: 64)
!375 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !63)
