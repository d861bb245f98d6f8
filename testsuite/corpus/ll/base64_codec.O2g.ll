; ModuleID = 'programs/base64_codec.c'
source_filename = "programs/base64_codec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [21 x i8] c"Man is distinguished\00", align 1, !dbg !37
@__const.main.tv = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@.str.8 = private unnamed_addr constant [22 x i8] c"'%s' -> '%s' -> '%s'\0A\00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [8 x i8] c"hex %s\0A\00", align 1, !dbg !47
@.str.11 = private unnamed_addr constant [20 x i8] c"invalid decode=%ld\0A\00", align 1, !dbg !52
@.str.12 = private unnamed_addr constant [5 x i8] c"ab$d\00", align 1, !dbg !57
@.str.13 = private unnamed_addr constant [8 x i8] c"bad=%d\0A\00", align 1, !dbg !59
@B64 = internal constant [65 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\00", align 16, !dbg !61

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !98 {
    #dbg_assign(i1 undef, !102, !DIExpression(), !142, ptr @__const.main.tv, !DIExpression(), !143)
  %1 = alloca [64 x i8], align 16, !DIAssignID !144
    #dbg_assign(i1 undef, !107, !DIExpression(), !144, ptr %1, !DIExpression(), !145)
  %2 = alloca [64 x i8], align 16, !DIAssignID !146
    #dbg_assign(i1 undef, !113, !DIExpression(), !146, ptr %2, !DIExpression(), !145)
  %3 = alloca [300 x i8], align 16, !DIAssignID !147
    #dbg_assign(i1 undef, !116, !DIExpression(), !147, ptr %3, !DIExpression(), !143)
  %4 = alloca [300 x i8], align 16, !DIAssignID !148
    #dbg_assign(i1 undef, !120, !DIExpression(), !148, ptr %4, !DIExpression(), !143)
  %5 = alloca [410 x i8], align 16, !DIAssignID !149
    #dbg_assign(i1 undef, !121, !DIExpression(), !149, ptr %5, !DIExpression(), !143)
  %6 = alloca [601 x i8], align 16, !DIAssignID !150
    #dbg_assign(i1 undef, !125, !DIExpression(), !150, ptr %6, !DIExpression(), !143)
    #dbg_assign(i1 undef, !102, !DIExpression(), !151, ptr @__const.main.tv, !DIExpression(), !143)
    #dbg_value(i32 0, !105, !DIExpression(), !152)
  br label %8, !dbg !153

7:                                                ; preds = %72
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %3) #7, !dbg !154
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %4) #7, !dbg !154
  call void @llvm.lifetime.start.p0(i64 410, ptr nonnull %5) #7, !dbg !155
  call void @llvm.lifetime.start.p0(i64 601, ptr nonnull %6) #7, !dbg !155
    #dbg_value(i32 0, !129, !DIExpression(), !143)
    #dbg_value(i32 5, !130, !DIExpression(), !143)
    #dbg_value(i64 0, !131, !DIExpression(), !156)
  br label %81, !dbg !157

8:                                                ; preds = %0, %72
  %9 = phi i64 [ 0, %0 ], [ %79, %72 ]
    #dbg_value(i64 %9, !105, !DIExpression(), !152)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #7, !dbg !158
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #7, !dbg !159
  %10 = getelementptr inbounds [8 x ptr], ptr @__const.main.tv, i64 0, i64 %9, !dbg !160
  %11 = load ptr, ptr %10, align 8, !dbg !160, !tbaa !161
  %12 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %11) #8, !dbg !165
    #dbg_value(ptr %11, !166, !DIExpression(), !179)
    #dbg_value(i64 %12, !171, !DIExpression(), !179)
    #dbg_value(ptr %1, !172, !DIExpression(), !179)
    #dbg_value(i64 0, !173, !DIExpression(), !179)
    #dbg_value(i64 0, !174, !DIExpression(), !181)
  %13 = icmp eq i64 %12, 0, !dbg !182
  br i1 %13, label %72, label %14, !dbg !183

14:                                               ; preds = %8, %66
  %15 = phi i64 [ %68, %66 ], [ 0, %8 ]
  %16 = phi i64 [ %70, %66 ], [ 0, %8 ]
    #dbg_value(i64 %15, !173, !DIExpression(), !179)
    #dbg_value(i64 %16, !174, !DIExpression(), !181)
  %17 = getelementptr inbounds i8, ptr %11, i64 %16, !dbg !184
  %18 = load i8, ptr %17, align 1, !dbg !184, !tbaa !185
  %19 = zext i8 %18 to i32, !dbg !186
  %20 = shl nuw nsw i32 %19, 16, !dbg !187
  %21 = add nuw i64 %16, 1, !dbg !188
  %22 = icmp ult i64 %21, %12, !dbg !189
  br i1 %22, label %23, label %28, !dbg !190

23:                                               ; preds = %14
  %24 = getelementptr inbounds i8, ptr %11, i64 %21, !dbg !191
  %25 = load i8, ptr %24, align 1, !dbg !191, !tbaa !185
  %26 = zext i8 %25 to i32, !dbg !192
  %27 = shl nuw nsw i32 %26, 8, !dbg !193
  br label %28, !dbg !190

28:                                               ; preds = %23, %14
  %29 = phi i32 [ %27, %23 ], [ 0, %14 ], !dbg !190
  %30 = or i32 %29, %20, !dbg !194
  %31 = add i64 %16, 2, !dbg !195
  %32 = icmp ult i64 %31, %12, !dbg !196
  br i1 %32, label %33, label %37, !dbg !197

33:                                               ; preds = %28
  %34 = getelementptr inbounds i8, ptr %11, i64 %31, !dbg !198
  %35 = load i8, ptr %34, align 1, !dbg !198, !tbaa !185
  %36 = zext i8 %35 to i32, !dbg !198
  br label %37, !dbg !197

37:                                               ; preds = %33, %28
  %38 = phi i32 [ %36, %33 ], [ 0, %28 ], !dbg !197
    #dbg_value(!DIArgList(i32 %20, i32 %38, i32 %29), !176, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !199)
  %39 = lshr i32 %30, 18, !dbg !200
  %40 = zext nneg i32 %39 to i64, !dbg !201
  %41 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %40, !dbg !201
  %42 = load i8, ptr %41, align 1, !dbg !201, !tbaa !185
    #dbg_value(i64 %15, !173, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !179)
  %43 = getelementptr inbounds i8, ptr %1, i64 %15, !dbg !202
  store i8 %42, ptr %43, align 4, !dbg !203, !tbaa !185
  %44 = lshr i32 %30, 12, !dbg !204
  %45 = and i32 %44, 63, !dbg !205
  %46 = zext nneg i32 %45 to i64, !dbg !206
  %47 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %46, !dbg !206
  %48 = load i8, ptr %47, align 1, !dbg !206, !tbaa !185
    #dbg_value(i64 %15, !173, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !179)
  %49 = getelementptr i8, ptr %43, i64 1, !dbg !207
  store i8 %48, ptr %49, align 1, !dbg !208, !tbaa !185
  br i1 %22, label %50, label %57, !dbg !209

50:                                               ; preds = %37
  %51 = or disjoint i32 %38, %29, !dbg !210
  %52 = lshr i32 %51, 6, !dbg !211
  %53 = and i32 %52, 63, !dbg !212
  %54 = zext nneg i32 %53 to i64, !dbg !213
  %55 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %54, !dbg !213
  %56 = load i8, ptr %55, align 1, !dbg !213, !tbaa !185
  br label %57, !dbg !209

57:                                               ; preds = %50, %37
  %58 = phi i8 [ %56, %50 ], [ 61, %37 ], !dbg !209
  %59 = or disjoint i64 %15, 3, !dbg !214
    #dbg_value(i64 %59, !173, !DIExpression(), !179)
  %60 = getelementptr i8, ptr %43, i64 2, !dbg !215
  store i8 %58, ptr %60, align 2, !dbg !216, !tbaa !185
  br i1 %32, label %61, label %66, !dbg !217

61:                                               ; preds = %57
  %62 = and i32 %38, 63, !dbg !218
  %63 = zext nneg i32 %62 to i64, !dbg !219
  %64 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %63, !dbg !219
  %65 = load i8, ptr %64, align 1, !dbg !219, !tbaa !185
  br label %66, !dbg !217

66:                                               ; preds = %61, %57
  %67 = phi i8 [ %65, %61 ], [ 61, %57 ], !dbg !217
  %68 = add i64 %15, 4, !dbg !220
    #dbg_value(i64 %68, !173, !DIExpression(), !179)
  %69 = getelementptr inbounds i8, ptr %1, i64 %59, !dbg !221
  store i8 %67, ptr %69, align 1, !dbg !222, !tbaa !185
  %70 = add i64 %16, 3, !dbg !223
    #dbg_value(i64 %70, !174, !DIExpression(), !181)
  %71 = icmp ult i64 %70, %12, !dbg !182
  br i1 %71, label %14, label %72, !dbg !183, !llvm.loop !224

72:                                               ; preds = %66, %8
  %73 = phi i64 [ 0, %8 ], [ %68, %66 ], !dbg !179
  %74 = getelementptr inbounds i8, ptr %1, i64 %73, !dbg !227
  store i8 0, ptr %74, align 1, !dbg !228, !tbaa !185
  %75 = call fastcc i64 @b64dec(ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !229
    #dbg_value(i64 %75, !115, !DIExpression(), !145)
  %76 = call i64 @llvm.smax.i64(i64 %75, i64 0), !dbg !230
  %77 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %76, !dbg !231
  store i8 0, ptr %77, align 1, !dbg !232, !tbaa !185
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %11, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !233
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #7, !dbg !234
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #7, !dbg !234
  %79 = add nuw nsw i64 %9, 1, !dbg !235
    #dbg_value(i64 %79, !105, !DIExpression(), !152)
  %80 = icmp eq i64 %79, 8, !dbg !236
  br i1 %80, label %7, label %8, !dbg !153, !llvm.loop !237

81:                                               ; preds = %7, %223
  %82 = phi i64 [ 0, %7 ], [ %225, %223 ]
  %83 = phi i32 [ 5, %7 ], [ %159, %223 ]
  %84 = phi i32 [ 0, %7 ], [ %224, %223 ]
    #dbg_value(i64 %82, !131, !DIExpression(), !156)
    #dbg_value(i32 %84, !129, !DIExpression(), !143)
    #dbg_value(i64 0, !136, !DIExpression(), !239)
    #dbg_value(i32 %83, !130, !DIExpression(), !143)
  %85 = icmp eq i64 %82, 0, !dbg !240
  br i1 %85, label %158, label %86, !dbg !242

86:                                               ; preds = %81
  %87 = and i64 %82, 3, !dbg !242
  %88 = icmp ult i64 %82, 4, !dbg !242
  br i1 %88, label %199, label %89, !dbg !242

89:                                               ; preds = %86
  %90 = and i64 %82, 9223372036854775804, !dbg !242
  br label %169, !dbg !242

91:                                               ; preds = %223
    #dbg_value(ptr poison, !243, !DIExpression(), !252)
    #dbg_value(i64 7, !248, !DIExpression(), !252)
    #dbg_value(ptr %6, !249, !DIExpression(), !252)
    #dbg_value(i64 0, !250, !DIExpression(), !254)
    #dbg_assign(i8 48, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !255, ptr %6, !DIExpression(), !143)
    #dbg_assign(i8 48, !125, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !255, ptr %6, !DIExpression(DW_OP_plus_uconst, 1), !143)
    #dbg_value(i64 1, !250, !DIExpression(), !254)
    #dbg_assign(i8 55, !125, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !255, ptr %6, !DIExpression(DW_OP_plus_uconst, 2), !143)
    #dbg_assign(i8 102, !125, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !255, ptr %6, !DIExpression(DW_OP_plus_uconst, 3), !143)
    #dbg_value(i64 2, !250, !DIExpression(), !254)
    #dbg_assign(i8 56, !125, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !255, ptr %6, !DIExpression(DW_OP_plus_uconst, 4), !143)
    #dbg_assign(i8 48, !125, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !255, ptr %6, !DIExpression(DW_OP_plus_uconst, 5), !143)
    #dbg_value(i64 3, !250, !DIExpression(), !254)
    #dbg_assign(i8 102, !125, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !255, ptr %6, !DIExpression(DW_OP_plus_uconst, 6), !143)
  store <8 x i8> <i8 48, i8 48, i8 55, i8 102, i8 56, i8 48, i8 102, i8 102>, ptr %6, align 16, !dbg !256, !tbaa !185, !DIAssignID !255
    #dbg_assign(i8 102, !125, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !255, ptr %6, !DIExpression(DW_OP_plus_uconst, 7), !143)
    #dbg_value(i64 4, !250, !DIExpression(), !254)
  %92 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !259
    #dbg_assign(i8 50, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !260, ptr %92, !DIExpression(), !143)
    #dbg_assign(i8 48, !125, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !260, ptr %6, !DIExpression(DW_OP_plus_uconst, 9), !143)
    #dbg_value(i64 5, !250, !DIExpression(), !254)
    #dbg_assign(i8 54, !125, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !260, ptr %6, !DIExpression(DW_OP_plus_uconst, 10), !143)
  store <4 x i8> <i8 50, i8 48, i8 54, i8 56>, ptr %92, align 8, !dbg !256, !tbaa !185, !DIAssignID !260
    #dbg_assign(i8 56, !125, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !260, ptr %6, !DIExpression(DW_OP_plus_uconst, 11), !143)
    #dbg_value(i64 6, !250, !DIExpression(), !254)
  %93 = getelementptr inbounds i8, ptr %6, i64 12, !dbg !259
  store i8 54, ptr %93, align 4, !dbg !256, !tbaa !185, !DIAssignID !261
    #dbg_assign(i8 54, !125, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !261, ptr %93, !DIExpression(), !143)
  %94 = getelementptr inbounds i8, ptr %6, i64 13, !dbg !262
  store i8 57, ptr %94, align 1, !dbg !263, !tbaa !185, !DIAssignID !264
    #dbg_assign(i8 57, !125, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !264, ptr %94, !DIExpression(), !143)
    #dbg_value(i64 7, !250, !DIExpression(), !254)
  %95 = getelementptr inbounds i8, ptr %6, i64 14, !dbg !265
  store i8 0, ptr %95, align 2, !dbg !266, !tbaa !185, !DIAssignID !267
    #dbg_assign(i8 0, !125, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !267, ptr %95, !DIExpression(), !143)
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %6), !dbg !268
  %97 = call fastcc i64 @b64dec(ptr noundef nonnull @.str.12, ptr noundef nonnull %4), !dbg !269
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %97), !dbg !270
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %224), !dbg !271
  call void @llvm.lifetime.end.p0(i64 601, ptr nonnull %6) #7, !dbg !272
  call void @llvm.lifetime.end.p0(i64 410, ptr nonnull %5) #7, !dbg !272
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %4) #7, !dbg !272
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %3) #7, !dbg !272
  ret i32 %224, !dbg !272

100:                                              ; preds = %216, %152
  %101 = phi i64 [ %154, %152 ], [ 0, %216 ]
  %102 = phi i64 [ %156, %152 ], [ 0, %216 ]
    #dbg_value(i64 %101, !173, !DIExpression(), !273)
    #dbg_value(i64 %102, !174, !DIExpression(), !275)
  %103 = getelementptr inbounds i8, ptr %3, i64 %102, !dbg !276
  %104 = load i8, ptr %103, align 1, !dbg !276, !tbaa !185
  %105 = zext i8 %104 to i32, !dbg !277
  %106 = shl nuw nsw i32 %105, 16, !dbg !278
  %107 = add nuw nsw i64 %102, 1, !dbg !279
  %108 = icmp ult i64 %107, %82, !dbg !280
  br i1 %108, label %109, label %114, !dbg !281

109:                                              ; preds = %100
  %110 = getelementptr inbounds i8, ptr %3, i64 %107, !dbg !282
  %111 = load i8, ptr %110, align 1, !dbg !282, !tbaa !185
  %112 = zext i8 %111 to i32, !dbg !283
  %113 = shl nuw nsw i32 %112, 8, !dbg !284
  br label %114, !dbg !281

114:                                              ; preds = %109, %100
  %115 = phi i32 [ %113, %109 ], [ 0, %100 ], !dbg !281
  %116 = or i32 %115, %106, !dbg !285
  %117 = add nuw nsw i64 %102, 2, !dbg !286
  %118 = icmp ult i64 %117, %82, !dbg !287
  br i1 %118, label %119, label %123, !dbg !288

119:                                              ; preds = %114
  %120 = getelementptr inbounds i8, ptr %3, i64 %117, !dbg !289
  %121 = load i8, ptr %120, align 1, !dbg !289, !tbaa !185
  %122 = zext i8 %121 to i32, !dbg !289
  br label %123, !dbg !288

123:                                              ; preds = %119, %114
  %124 = phi i32 [ %122, %119 ], [ 0, %114 ], !dbg !288
    #dbg_value(!DIArgList(i32 %106, i32 %124, i32 %115), !176, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !290)
  %125 = lshr i32 %116, 18, !dbg !291
  %126 = zext nneg i32 %125 to i64, !dbg !292
  %127 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %126, !dbg !292
  %128 = load i8, ptr %127, align 1, !dbg !292, !tbaa !185
    #dbg_value(i64 %101, !173, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !273)
  %129 = getelementptr inbounds i8, ptr %5, i64 %101, !dbg !293
  store i8 %128, ptr %129, align 4, !dbg !294, !tbaa !185
  %130 = lshr i32 %116, 12, !dbg !295
  %131 = and i32 %130, 63, !dbg !296
  %132 = zext nneg i32 %131 to i64, !dbg !297
  %133 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %132, !dbg !297
  %134 = load i8, ptr %133, align 1, !dbg !297, !tbaa !185
    #dbg_value(i64 %101, !173, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !273)
  %135 = getelementptr i8, ptr %129, i64 1, !dbg !298
  store i8 %134, ptr %135, align 1, !dbg !299, !tbaa !185
  br i1 %108, label %136, label %143, !dbg !300

136:                                              ; preds = %123
  %137 = or disjoint i32 %124, %115, !dbg !301
  %138 = lshr i32 %137, 6, !dbg !302
  %139 = and i32 %138, 63, !dbg !303
  %140 = zext nneg i32 %139 to i64, !dbg !304
  %141 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %140, !dbg !304
  %142 = load i8, ptr %141, align 1, !dbg !304, !tbaa !185
  br label %143, !dbg !300

143:                                              ; preds = %136, %123
  %144 = phi i8 [ %142, %136 ], [ 61, %123 ], !dbg !300
  %145 = or disjoint i64 %101, 3, !dbg !305
    #dbg_value(i64 %145, !173, !DIExpression(), !273)
  %146 = getelementptr i8, ptr %129, i64 2, !dbg !306
  store i8 %144, ptr %146, align 2, !dbg !307, !tbaa !185
  br i1 %118, label %147, label %152, !dbg !308

147:                                              ; preds = %143
  %148 = and i32 %124, 63, !dbg !309
  %149 = zext nneg i32 %148 to i64, !dbg !310
  %150 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %149, !dbg !310
  %151 = load i8, ptr %150, align 1, !dbg !310, !tbaa !185
  br label %152, !dbg !308

152:                                              ; preds = %147, %143
  %153 = phi i8 [ %151, %147 ], [ 61, %143 ], !dbg !308
  %154 = add nuw nsw i64 %101, 4, !dbg !311
    #dbg_value(i64 %154, !173, !DIExpression(), !273)
  %155 = getelementptr inbounds i8, ptr %5, i64 %145, !dbg !312
  store i8 %153, ptr %155, align 1, !dbg !313, !tbaa !185
  %156 = add nuw nsw i64 %102, 3, !dbg !314
    #dbg_value(i64 %156, !174, !DIExpression(), !275)
  %157 = icmp ult i64 %156, %82, !dbg !315
  br i1 %157, label %100, label %158, !dbg !316, !llvm.loop !317

158:                                              ; preds = %152, %81
  %159 = phi i32 [ %83, %81 ], [ %217, %152 ]
  %160 = phi i64 [ 0, %81 ], [ %154, %152 ], !dbg !273
  %161 = getelementptr inbounds i8, ptr %5, i64 %160, !dbg !319
  store i8 0, ptr %161, align 1, !dbg !320, !tbaa !185
    #dbg_value(i64 %160, !140, !DIExpression(), !321)
  %162 = call fastcc i64 @b64dec(ptr noundef nonnull %5, ptr noundef nonnull %4), !dbg !322
    #dbg_value(i64 %162, !141, !DIExpression(), !321)
  %163 = add nuw nsw i64 %82, 2, !dbg !323
  %164 = udiv i64 %163, 3, !dbg !325
  %165 = shl nuw nsw i64 %164, 2, !dbg !326
  %166 = icmp eq i64 %160, %165, !dbg !327
  %167 = icmp eq i64 %162, %82
  %168 = select i1 %166, i1 %167, i1 false, !dbg !328
  br i1 %168, label %218, label %221, !dbg !328

169:                                              ; preds = %169, %89
  %170 = phi i64 [ 0, %89 ], [ %196, %169 ]
  %171 = phi i32 [ %83, %89 ], [ %192, %169 ]
  %172 = phi i64 [ 0, %89 ], [ %197, %169 ]
    #dbg_value(i64 %170, !136, !DIExpression(), !239)
    #dbg_value(i32 %171, !130, !DIExpression(), !143)
  %173 = mul i32 %171, 69069, !dbg !329
  %174 = add i32 %173, 1, !dbg !331
    #dbg_value(i32 %174, !130, !DIExpression(), !143)
  %175 = lshr i32 %174, 24, !dbg !332
  %176 = trunc nuw i32 %175 to i8, !dbg !333
  %177 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 %170, !dbg !334
  store i8 %176, ptr %177, align 4, !dbg !335, !tbaa !185
  %178 = or disjoint i64 %170, 1, !dbg !336
    #dbg_value(i64 %178, !136, !DIExpression(), !239)
  %179 = mul i32 %174, 69069, !dbg !329
  %180 = add i32 %179, 1, !dbg !331
    #dbg_value(i32 %180, !130, !DIExpression(), !143)
  %181 = lshr i32 %180, 24, !dbg !332
  %182 = trunc nuw i32 %181 to i8, !dbg !333
  %183 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 %178, !dbg !334
  store i8 %182, ptr %183, align 1, !dbg !335, !tbaa !185
  %184 = or disjoint i64 %170, 2, !dbg !336
    #dbg_value(i64 %184, !136, !DIExpression(), !239)
  %185 = mul i32 %180, 69069, !dbg !329
  %186 = add i32 %185, 1, !dbg !331
    #dbg_value(i32 %186, !130, !DIExpression(), !143)
  %187 = lshr i32 %186, 24, !dbg !332
  %188 = trunc nuw i32 %187 to i8, !dbg !333
  %189 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 %184, !dbg !334
  store i8 %188, ptr %189, align 2, !dbg !335, !tbaa !185
  %190 = or disjoint i64 %170, 3, !dbg !336
    #dbg_value(i64 %190, !136, !DIExpression(), !239)
  %191 = mul i32 %186, 69069, !dbg !329
  %192 = add i32 %191, 1, !dbg !331
    #dbg_value(i32 %192, !130, !DIExpression(), !143)
  %193 = lshr i32 %192, 24, !dbg !332
  %194 = trunc nuw i32 %193 to i8, !dbg !333
  %195 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 %190, !dbg !334
  store i8 %194, ptr %195, align 1, !dbg !335, !tbaa !185
  %196 = add nuw nsw i64 %170, 4, !dbg !336
    #dbg_value(i64 %196, !136, !DIExpression(), !239)
  %197 = add i64 %172, 4, !dbg !242
  %198 = icmp eq i64 %197, %90, !dbg !242
  br i1 %198, label %199, label %169, !dbg !242, !llvm.loop !337

199:                                              ; preds = %169, %86
  %200 = phi i32 [ poison, %86 ], [ %192, %169 ]
  %201 = phi i64 [ 0, %86 ], [ %196, %169 ]
  %202 = phi i32 [ %83, %86 ], [ %192, %169 ]
  %203 = icmp eq i64 %87, 0, !dbg !242
  br i1 %203, label %216, label %204, !dbg !242

204:                                              ; preds = %199, %204
  %205 = phi i64 [ %213, %204 ], [ %201, %199 ]
  %206 = phi i32 [ %209, %204 ], [ %202, %199 ]
  %207 = phi i64 [ %214, %204 ], [ 0, %199 ]
    #dbg_value(i64 %205, !136, !DIExpression(), !239)
    #dbg_value(i32 %206, !130, !DIExpression(), !143)
  %208 = mul i32 %206, 69069, !dbg !329
  %209 = add i32 %208, 1, !dbg !331
    #dbg_value(i32 %209, !130, !DIExpression(), !143)
  %210 = lshr i32 %209, 24, !dbg !332
  %211 = trunc nuw i32 %210 to i8, !dbg !333
  %212 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 %205, !dbg !334
  store i8 %211, ptr %212, align 1, !dbg !335, !tbaa !185
  %213 = add nuw nsw i64 %205, 1, !dbg !336
    #dbg_value(i64 %213, !136, !DIExpression(), !239)
  %214 = add i64 %207, 1, !dbg !242
  %215 = icmp eq i64 %214, %87, !dbg !242
  br i1 %215, label %216, label %204, !dbg !242, !llvm.loop !339

216:                                              ; preds = %204, %199
  %217 = phi i32 [ %200, %199 ], [ %209, %204 ], !dbg !331
  br label %100, !dbg !316

218:                                              ; preds = %158
  %219 = call i32 @bcmp(ptr nonnull %3, ptr nonnull %4, i64 %82), !dbg !341
  %220 = icmp eq i32 %219, 0, !dbg !341
  br i1 %220, label %223, label %221, !dbg !342

221:                                              ; preds = %218, %158
  %222 = add nsw i32 %84, 1, !dbg !343
    #dbg_value(i32 %222, !129, !DIExpression(), !143)
  br label %223, !dbg !344

223:                                              ; preds = %221, %218
  %224 = phi i32 [ %222, %221 ], [ %84, %218 ], !dbg !143
    #dbg_value(i32 %224, !129, !DIExpression(), !143)
  %225 = add nuw nsw i64 %82, 1, !dbg !345
    #dbg_value(i64 %225, !131, !DIExpression(), !156)
    #dbg_value(i32 %159, !130, !DIExpression(), !143)
  %226 = icmp eq i64 %225, 300, !dbg !346
  br i1 %226, label %91, label %81, !dbg !157, !llvm.loop !347
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !349 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind memory(argmem: readwrite) uwtable
define internal fastcc i64 @b64dec(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) unnamed_addr #3 !dbg !353 {
    #dbg_value(ptr %0, !358, !DIExpression(), !371)
    #dbg_value(ptr %1, !359, !DIExpression(), !371)
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #8, !dbg !372
    #dbg_value(i64 %3, !360, !DIExpression(), !371)
    #dbg_value(i64 0, !361, !DIExpression(), !371)
  %4 = and i64 %3, 3, !dbg !373
  %5 = icmp eq i64 %4, 0, !dbg !373
  br i1 %5, label %6, label %103, !dbg !375

6:                                                ; preds = %2
    #dbg_value(i64 0, !361, !DIExpression(), !371)
    #dbg_value(i64 0, !362, !DIExpression(), !376)
  %7 = icmp eq i64 %3, 0, !dbg !377
  br i1 %7, label %103, label %8, !dbg !378

8:                                                ; preds = %6, %99
  %9 = phi i64 [ %100, %99 ], [ 0, %6 ]
  %10 = phi i64 [ %101, %99 ], [ 0, %6 ]
    #dbg_value(i64 %9, !361, !DIExpression(), !371)
    #dbg_value(i64 %10, !362, !DIExpression(), !376)
  %11 = getelementptr inbounds i8, ptr %0, i64 %10, !dbg !379
  %12 = load i8, ptr %11, align 1, !dbg !379, !tbaa !185
    #dbg_value(i8 %12, !380, !DIExpression(), !386)
  %13 = sext i8 %12 to i32, !dbg !388
  %14 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @B64, i32 %13, i64 65), !dbg !389
    #dbg_value(ptr %14, !385, !DIExpression(), !386)
  %15 = icmp ne i8 %12, 0, !dbg !390
  %16 = icmp ne ptr %14, null
  %17 = select i1 %15, i1 %16, i1 false, !dbg !391
  %18 = ptrtoint ptr %14 to i64, !dbg !391
  %19 = trunc i64 %18 to i32, !dbg !391
  %20 = sub i32 %19, ptrtoint (ptr @B64 to i32), !dbg !391
  %21 = select i1 %17, i32 %20, i32 -1, !dbg !391
    #dbg_value(i32 %21, !364, !DIExpression(), !392)
  %22 = or disjoint i64 %10, 1, !dbg !393
  %23 = getelementptr inbounds i8, ptr %0, i64 %22, !dbg !394
  %24 = load i8, ptr %23, align 1, !dbg !394, !tbaa !185
    #dbg_value(i8 %24, !380, !DIExpression(), !395)
  %25 = sext i8 %24 to i32, !dbg !397
  %26 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @B64, i32 %25, i64 65), !dbg !398
    #dbg_value(ptr %26, !385, !DIExpression(), !395)
  %27 = icmp ne i8 %24, 0, !dbg !399
  %28 = icmp ne ptr %26, null
  %29 = select i1 %27, i1 %28, i1 false, !dbg !400
  %30 = ptrtoint ptr %26 to i64, !dbg !400
  %31 = trunc i64 %30 to i32, !dbg !400
  %32 = sub i32 %31, ptrtoint (ptr @B64 to i32), !dbg !400
  %33 = select i1 %29, i32 %32, i32 -1, !dbg !400
    #dbg_value(i32 %33, !367, !DIExpression(), !392)
  %34 = or disjoint i64 %10, 2, !dbg !401
  %35 = getelementptr inbounds i8, ptr %0, i64 %34, !dbg !402
  %36 = load i8, ptr %35, align 1, !dbg !402, !tbaa !185
  %37 = icmp eq i8 %36, 61, !dbg !403
  br i1 %37, label %48, label %38, !dbg !402

38:                                               ; preds = %8
    #dbg_value(i8 %36, !380, !DIExpression(), !404)
  %39 = sext i8 %36 to i32, !dbg !406
  %40 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @B64, i32 %39, i64 65), !dbg !407
    #dbg_value(ptr %40, !385, !DIExpression(), !404)
  %41 = icmp ne i8 %36, 0, !dbg !408
  %42 = icmp ne ptr %40, null
  %43 = select i1 %41, i1 %42, i1 false, !dbg !409
  %44 = ptrtoint ptr %40 to i64, !dbg !409
  %45 = trunc i64 %44 to i32, !dbg !409
  %46 = sub i32 %45, ptrtoint (ptr @B64 to i32), !dbg !409
  %47 = select i1 %43, i32 %46, i32 -1, !dbg !409
  br label %48, !dbg !402

48:                                               ; preds = %8, %38
  %49 = phi i32 [ %47, %38 ], [ 0, %8 ], !dbg !402
    #dbg_value(i32 %49, !368, !DIExpression(), !392)
  %50 = or disjoint i64 %10, 3, !dbg !410
  %51 = getelementptr inbounds i8, ptr %0, i64 %50, !dbg !411
  %52 = load i8, ptr %51, align 1, !dbg !411, !tbaa !185
  %53 = icmp eq i8 %52, 61, !dbg !412
  br i1 %53, label %64, label %54, !dbg !411

54:                                               ; preds = %48
    #dbg_value(i8 %52, !380, !DIExpression(), !413)
  %55 = sext i8 %52 to i32, !dbg !415
  %56 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @B64, i32 %55, i64 65), !dbg !416
    #dbg_value(ptr %56, !385, !DIExpression(), !413)
  %57 = icmp ne i8 %52, 0, !dbg !417
  %58 = icmp ne ptr %56, null
  %59 = select i1 %57, i1 %58, i1 false, !dbg !418
  %60 = ptrtoint ptr %56 to i64, !dbg !418
  %61 = trunc i64 %60 to i32, !dbg !418
  %62 = sub i32 %61, ptrtoint (ptr @B64 to i32), !dbg !418
  %63 = select i1 %59, i32 %62, i32 -1, !dbg !418
  br label %64, !dbg !411

64:                                               ; preds = %48, %54
  %65 = phi i32 [ %63, %54 ], [ 0, %48 ], !dbg !411
    #dbg_value(i32 %65, !369, !DIExpression(), !392)
  %66 = icmp sgt i32 %21, -1, !dbg !419
  %67 = icmp sgt i32 %33, -1
  %68 = select i1 %66, i1 %67, i1 false
  %69 = icmp sgt i32 %49, -1
  %70 = select i1 %68, i1 %69, i1 false
  %71 = icmp sgt i32 %65, -1
  %72 = select i1 %70, i1 %71, i1 false, !dbg !421
  br i1 %72, label %73, label %103, !dbg !421

73:                                               ; preds = %64
  %74 = shl i32 %21, 18, !dbg !422
  %75 = shl i32 %33, 12, !dbg !423
  %76 = or i32 %75, %74, !dbg !424
  %77 = shl i32 %49, 6, !dbg !425
  %78 = or i32 %76, %77, !dbg !426
  %79 = or i32 %78, %65, !dbg !427
    #dbg_value(i32 %79, !370, !DIExpression(), !392)
  %80 = lshr i32 %79, 16, !dbg !428
  %81 = trunc i32 %80 to i8, !dbg !429
  %82 = add i64 %9, 1, !dbg !430
    #dbg_value(i64 %82, !361, !DIExpression(), !371)
  %83 = getelementptr inbounds i8, ptr %1, i64 %9, !dbg !431
  store i8 %81, ptr %83, align 1, !dbg !432, !tbaa !185
  %84 = load i8, ptr %35, align 1, !dbg !433, !tbaa !185
  %85 = icmp eq i8 %84, 61, !dbg !435
  br i1 %85, label %91, label %86, !dbg !436

86:                                               ; preds = %73
  %87 = lshr i32 %79, 8, !dbg !437
  %88 = trunc i32 %87 to i8, !dbg !438
  %89 = add i64 %9, 2, !dbg !439
    #dbg_value(i64 %89, !361, !DIExpression(), !371)
  %90 = getelementptr inbounds i8, ptr %1, i64 %82, !dbg !440
  store i8 %88, ptr %90, align 1, !dbg !441, !tbaa !185
  br label %91, !dbg !440

91:                                               ; preds = %86, %73
  %92 = phi i64 [ %89, %86 ], [ %82, %73 ], !dbg !442
    #dbg_value(i64 %92, !361, !DIExpression(), !371)
  %93 = load i8, ptr %51, align 1, !dbg !443, !tbaa !185
  %94 = icmp eq i8 %93, 61, !dbg !445
  br i1 %94, label %99, label %95, !dbg !446

95:                                               ; preds = %91
  %96 = trunc i32 %79 to i8, !dbg !447
  %97 = add i64 %92, 1, !dbg !448
    #dbg_value(i64 %97, !361, !DIExpression(), !371)
  %98 = getelementptr inbounds i8, ptr %1, i64 %92, !dbg !449
  store i8 %96, ptr %98, align 1, !dbg !450, !tbaa !185
  br label %99, !dbg !449

99:                                               ; preds = %91, %95
  %100 = phi i64 [ %92, %91 ], [ %97, %95 ]
    #dbg_value(i64 %100, !361, !DIExpression(), !371)
  %101 = add i64 %10, 4, !dbg !451
    #dbg_value(i64 %101, !362, !DIExpression(), !376)
  %102 = icmp ult i64 %101, %3, !dbg !377
  br i1 %102, label %8, label %103, !dbg !378, !llvm.loop !452

103:                                              ; preds = %64, %99, %6, %2
  %104 = phi i64 [ -1, %2 ], [ 0, %6 ], [ -1, %64 ], [ %100, %99 ], !dbg !371
  ret i64 %104, !dbg !454
}

; Function Attrs: nofree nounwind
declare !dbg !455 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #6

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind willreturn memory(argmem: read) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!63}
!llvm.module.flags = !{!90, !91, !92, !93, !94, !95, !96}
!llvm.ident = !{!97}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/base64_codec.c", directory: ".", checksumkind: CSK_MD5, checksum: "0a9a81a735874e5304e39a9d579acd01")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 1)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 3)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 7)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 21)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 22)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 8)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 20)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !24, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !49, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "B64", scope: !63, file: !2, line: 6, type: !86, isLocal: true, isDefinition: true)
!63 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !64, globals: !78, splitDebugInlining: false, nameTableKind: None)
!64 = !{!65, !72, !67, !73, !74, !77}
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !68, line: 24, baseType: !69)
!68 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !70, line: 38, baseType: !71)
!70 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!71 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!73 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !68, line: 26, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !70, line: 42, baseType: !76)
!76 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!77 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!78 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !79, !47, !52, !57, !59, !61, !81}
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !49, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 17)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 520, elements: !88)
!87 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!88 = !{!89}
!89 = !DISubrange(count: 65)
!90 = !{i32 7, !"Dwarf Version", i32 5}
!91 = !{i32 2, !"Debug Info Version", i32 3}
!92 = !{i32 1, !"wchar_size", i32 4}
!93 = !{i32 8, !"PIC Level", i32 2}
!94 = !{i32 7, !"PIE Level", i32 2}
!95 = !{i32 7, !"uwtable", i32 2}
!96 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!97 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!98 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 28, type: !99, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !101)
!99 = !DISubroutineType(types: !100)
!100 = !{!77}
!101 = !{!102, !105, !107, !113, !115, !116, !120, !121, !125, !129, !130, !131, !136, !140, !141}
!102 = !DILocalVariable(name: "tv", scope: !98, file: !2, line: 29, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 512, elements: !50)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 30, type: !77)
!106 = distinct !DILexicalBlock(scope: !98, file: !2, line: 30, column: 5)
!107 = !DILocalVariable(name: "e", scope: !108, file: !2, line: 30, type: !110)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 30, column: 33)
!109 = distinct !DILexicalBlock(scope: !106, file: !2, line: 30, column: 5)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 64)
!113 = !DILocalVariable(name: "d", scope: !108, file: !2, line: 30, type: !114)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 512, elements: !111)
!115 = !DILocalVariable(name: "dn", scope: !108, file: !2, line: 30, type: !73)
!116 = !DILocalVariable(name: "buf", scope: !98, file: !2, line: 31, type: !117)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 2400, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 300)
!120 = !DILocalVariable(name: "dec", scope: !98, file: !2, line: 31, type: !117)
!121 = !DILocalVariable(name: "enc", scope: !98, file: !2, line: 31, type: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 3280, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 410)
!125 = !DILocalVariable(name: "hx", scope: !98, file: !2, line: 31, type: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 4808, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 601)
!129 = !DILocalVariable(name: "bad", scope: !98, file: !2, line: 31, type: !77)
!130 = !DILocalVariable(name: "x", scope: !98, file: !2, line: 31, type: !74)
!131 = !DILocalVariable(name: "n", scope: !132, file: !2, line: 32, type: !133)
!132 = distinct !DILexicalBlock(scope: !98, file: !2, line: 32, column: 5)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !134, line: 18, baseType: !135)
!134 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!135 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 33, type: !133)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 33, column: 9)
!138 = distinct !DILexicalBlock(scope: !139, file: !2, line: 32, column: 38)
!139 = distinct !DILexicalBlock(scope: !132, file: !2, line: 32, column: 5)
!140 = !DILocalVariable(name: "el", scope: !138, file: !2, line: 34, type: !133)
!141 = !DILocalVariable(name: "dl", scope: !138, file: !2, line: 34, type: !73)
!142 = distinct !DIAssignID()
!143 = !DILocation(line: 0, scope: !98)
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 0, scope: !108)
!146 = distinct !DIAssignID()
!147 = distinct !DIAssignID()
!148 = distinct !DIAssignID()
!149 = distinct !DIAssignID()
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = !DILocation(line: 0, scope: !106)
!153 = !DILocation(line: 30, column: 5, scope: !106)
!154 = !DILocation(line: 31, column: 5, scope: !98)
!155 = !DILocation(line: 31, column: 33, scope: !98)
!156 = !DILocation(line: 0, scope: !132)
!157 = !DILocation(line: 32, column: 5, scope: !132)
!158 = !DILocation(line: 30, column: 35, scope: !108)
!159 = !DILocation(line: 30, column: 47, scope: !108)
!160 = !DILocation(line: 30, column: 86, scope: !108)
!161 = !{!162, !162, i64 0}
!162 = !{!"any pointer", !163, i64 0}
!163 = !{!"omnipotent char", !164, i64 0}
!164 = !{!"Simple C/C++ TBAA"}
!165 = !DILocation(line: 30, column: 93, scope: !108)
!166 = !DILocalVariable(name: "in", arg: 1, scope: !167, file: !2, line: 7, type: !65)
!167 = distinct !DISubprogram(name: "b64enc", scope: !2, file: !2, line: 7, type: !168, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !170)
!168 = !DISubroutineType(types: !169)
!169 = !{!133, !65, !133, !72}
!170 = !{!166, !171, !172, !173, !174, !176}
!171 = !DILocalVariable(name: "n", arg: 2, scope: !167, file: !2, line: 7, type: !133)
!172 = !DILocalVariable(name: "out", arg: 3, scope: !167, file: !2, line: 7, type: !72)
!173 = !DILocalVariable(name: "o", scope: !167, file: !2, line: 8, type: !133)
!174 = !DILocalVariable(name: "i", scope: !175, file: !2, line: 9, type: !133)
!175 = distinct !DILexicalBlock(scope: !167, file: !2, line: 9, column: 5)
!176 = !DILocalVariable(name: "v", scope: !177, file: !2, line: 10, type: !74)
!177 = distinct !DILexicalBlock(scope: !178, file: !2, line: 9, column: 39)
!178 = distinct !DILexicalBlock(scope: !175, file: !2, line: 9, column: 5)
!179 = !DILocation(line: 0, scope: !167, inlinedAt: !180)
!180 = distinct !DILocation(line: 30, column: 62, scope: !108)
!181 = !DILocation(line: 0, scope: !175, inlinedAt: !180)
!182 = !DILocation(line: 9, column: 26, scope: !178, inlinedAt: !180)
!183 = !DILocation(line: 9, column: 5, scope: !175, inlinedAt: !180)
!184 = !DILocation(line: 10, column: 32, scope: !177, inlinedAt: !180)
!185 = !{!163, !163, i64 0}
!186 = !DILocation(line: 10, column: 22, scope: !177, inlinedAt: !180)
!187 = !DILocation(line: 10, column: 38, scope: !177, inlinedAt: !180)
!188 = !DILocation(line: 10, column: 49, scope: !177, inlinedAt: !180)
!189 = !DILocation(line: 10, column: 53, scope: !177, inlinedAt: !180)
!190 = !DILocation(line: 10, column: 47, scope: !177, inlinedAt: !180)
!191 = !DILocation(line: 10, column: 69, scope: !177, inlinedAt: !180)
!192 = !DILocation(line: 10, column: 59, scope: !177, inlinedAt: !180)
!193 = !DILocation(line: 10, column: 79, scope: !177, inlinedAt: !180)
!194 = !DILocation(line: 10, column: 44, scope: !177, inlinedAt: !180)
!195 = !DILocation(line: 10, column: 94, scope: !177, inlinedAt: !180)
!196 = !DILocation(line: 10, column: 98, scope: !177, inlinedAt: !180)
!197 = !DILocation(line: 10, column: 92, scope: !177, inlinedAt: !180)
!198 = !DILocation(line: 10, column: 104, scope: !177, inlinedAt: !180)
!199 = !DILocation(line: 0, scope: !177, inlinedAt: !180)
!200 = !DILocation(line: 11, column: 26, scope: !177, inlinedAt: !180)
!201 = !DILocation(line: 11, column: 20, scope: !177, inlinedAt: !180)
!202 = !DILocation(line: 11, column: 9, scope: !177, inlinedAt: !180)
!203 = !DILocation(line: 11, column: 18, scope: !177, inlinedAt: !180)
!204 = !DILocation(line: 11, column: 52, scope: !177, inlinedAt: !180)
!205 = !DILocation(line: 11, column: 59, scope: !177, inlinedAt: !180)
!206 = !DILocation(line: 11, column: 45, scope: !177, inlinedAt: !180)
!207 = !DILocation(line: 11, column: 34, scope: !177, inlinedAt: !180)
!208 = !DILocation(line: 11, column: 43, scope: !177, inlinedAt: !180)
!209 = !DILocation(line: 11, column: 77, scope: !177, inlinedAt: !180)
!210 = !DILocation(line: 10, column: 89, scope: !177, inlinedAt: !180)
!211 = !DILocation(line: 11, column: 96, scope: !177, inlinedAt: !180)
!212 = !DILocation(line: 11, column: 102, scope: !177, inlinedAt: !180)
!213 = !DILocation(line: 11, column: 89, scope: !177, inlinedAt: !180)
!214 = !DILocation(line: 11, column: 71, scope: !177, inlinedAt: !180)
!215 = !DILocation(line: 11, column: 66, scope: !177, inlinedAt: !180)
!216 = !DILocation(line: 11, column: 75, scope: !177, inlinedAt: !180)
!217 = !DILocation(line: 11, column: 126, scope: !177, inlinedAt: !180)
!218 = !DILocation(line: 11, column: 144, scope: !177, inlinedAt: !180)
!219 = !DILocation(line: 11, column: 138, scope: !177, inlinedAt: !180)
!220 = !DILocation(line: 11, column: 120, scope: !177, inlinedAt: !180)
!221 = !DILocation(line: 11, column: 115, scope: !177, inlinedAt: !180)
!222 = !DILocation(line: 11, column: 124, scope: !177, inlinedAt: !180)
!223 = !DILocation(line: 9, column: 33, scope: !178, inlinedAt: !180)
!224 = distinct !{!224, !183, !225, !226}
!225 = !DILocation(line: 12, column: 5, scope: !175, inlinedAt: !180)
!226 = !{!"llvm.loop.mustprogress"}
!227 = !DILocation(line: 13, column: 5, scope: !167, inlinedAt: !180)
!228 = !DILocation(line: 13, column: 12, scope: !167, inlinedAt: !180)
!229 = !DILocation(line: 30, column: 122, scope: !108)
!230 = !DILocation(line: 30, column: 138, scope: !108)
!231 = !DILocation(line: 30, column: 136, scope: !108)
!232 = !DILocation(line: 30, column: 155, scope: !108)
!233 = !DILocation(line: 30, column: 160, scope: !108)
!234 = !DILocation(line: 30, column: 215, scope: !109)
!235 = !DILocation(line: 30, column: 29, scope: !109)
!236 = !DILocation(line: 30, column: 23, scope: !109)
!237 = distinct !{!237, !153, !238, !226}
!238 = !DILocation(line: 30, column: 215, scope: !106)
!239 = !DILocation(line: 0, scope: !137)
!240 = !DILocation(line: 33, column: 30, scope: !241)
!241 = distinct !DILexicalBlock(scope: !137, file: !2, line: 33, column: 9)
!242 = !DILocation(line: 33, column: 9, scope: !137)
!243 = !DILocalVariable(name: "in", arg: 1, scope: !244, file: !2, line: 26, type: !65)
!244 = distinct !DISubprogram(name: "hexenc", scope: !2, file: !2, line: 26, type: !245, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !247)
!245 = !DISubroutineType(types: !246)
!246 = !{null, !65, !133, !72}
!247 = !{!243, !248, !249, !250}
!248 = !DILocalVariable(name: "n", arg: 2, scope: !244, file: !2, line: 26, type: !133)
!249 = !DILocalVariable(name: "out", arg: 3, scope: !244, file: !2, line: 26, type: !72)
!250 = !DILocalVariable(name: "i", scope: !251, file: !2, line: 26, type: !133)
!251 = distinct !DILexicalBlock(scope: !244, file: !2, line: 26, column: 62)
!252 = !DILocation(line: 0, scope: !244, inlinedAt: !253)
!253 = distinct !DILocation(line: 37, column: 5, scope: !98)
!254 = !DILocation(line: 0, scope: !251, inlinedAt: !253)
!255 = distinct !DIAssignID()
!256 = !DILocation(line: 26, column: 106, scope: !257, inlinedAt: !253)
!257 = distinct !DILexicalBlock(scope: !258, file: !2, line: 26, column: 93)
!258 = distinct !DILexicalBlock(scope: !251, file: !2, line: 26, column: 62)
!259 = !DILocation(line: 26, column: 95, scope: !257, inlinedAt: !253)
!260 = distinct !DIAssignID()
!261 = distinct !DIAssignID()
!262 = !DILocation(line: 26, column: 140, scope: !257, inlinedAt: !253)
!263 = !DILocation(line: 26, column: 155, scope: !257, inlinedAt: !253)
!264 = distinct !DIAssignID()
!265 = !DILocation(line: 26, column: 191, scope: !244, inlinedAt: !253)
!266 = !DILocation(line: 26, column: 202, scope: !244, inlinedAt: !253)
!267 = distinct !DIAssignID()
!268 = !DILocation(line: 37, column: 60, scope: !98)
!269 = !DILocation(line: 38, column: 36, scope: !98)
!270 = !DILocation(line: 38, column: 5, scope: !98)
!271 = !DILocation(line: 39, column: 5, scope: !98)
!272 = !DILocation(line: 41, column: 1, scope: !98)
!273 = !DILocation(line: 0, scope: !167, inlinedAt: !274)
!274 = distinct !DILocation(line: 34, column: 21, scope: !138)
!275 = !DILocation(line: 0, scope: !175, inlinedAt: !274)
!276 = !DILocation(line: 10, column: 32, scope: !177, inlinedAt: !274)
!277 = !DILocation(line: 10, column: 22, scope: !177, inlinedAt: !274)
!278 = !DILocation(line: 10, column: 38, scope: !177, inlinedAt: !274)
!279 = !DILocation(line: 10, column: 49, scope: !177, inlinedAt: !274)
!280 = !DILocation(line: 10, column: 53, scope: !177, inlinedAt: !274)
!281 = !DILocation(line: 10, column: 47, scope: !177, inlinedAt: !274)
!282 = !DILocation(line: 10, column: 69, scope: !177, inlinedAt: !274)
!283 = !DILocation(line: 10, column: 59, scope: !177, inlinedAt: !274)
!284 = !DILocation(line: 10, column: 79, scope: !177, inlinedAt: !274)
!285 = !DILocation(line: 10, column: 44, scope: !177, inlinedAt: !274)
!286 = !DILocation(line: 10, column: 94, scope: !177, inlinedAt: !274)
!287 = !DILocation(line: 10, column: 98, scope: !177, inlinedAt: !274)
!288 = !DILocation(line: 10, column: 92, scope: !177, inlinedAt: !274)
!289 = !DILocation(line: 10, column: 104, scope: !177, inlinedAt: !274)
!290 = !DILocation(line: 0, scope: !177, inlinedAt: !274)
!291 = !DILocation(line: 11, column: 26, scope: !177, inlinedAt: !274)
!292 = !DILocation(line: 11, column: 20, scope: !177, inlinedAt: !274)
!293 = !DILocation(line: 11, column: 9, scope: !177, inlinedAt: !274)
!294 = !DILocation(line: 11, column: 18, scope: !177, inlinedAt: !274)
!295 = !DILocation(line: 11, column: 52, scope: !177, inlinedAt: !274)
!296 = !DILocation(line: 11, column: 59, scope: !177, inlinedAt: !274)
!297 = !DILocation(line: 11, column: 45, scope: !177, inlinedAt: !274)
!298 = !DILocation(line: 11, column: 34, scope: !177, inlinedAt: !274)
!299 = !DILocation(line: 11, column: 43, scope: !177, inlinedAt: !274)
!300 = !DILocation(line: 11, column: 77, scope: !177, inlinedAt: !274)
!301 = !DILocation(line: 10, column: 89, scope: !177, inlinedAt: !274)
!302 = !DILocation(line: 11, column: 96, scope: !177, inlinedAt: !274)
!303 = !DILocation(line: 11, column: 102, scope: !177, inlinedAt: !274)
!304 = !DILocation(line: 11, column: 89, scope: !177, inlinedAt: !274)
!305 = !DILocation(line: 11, column: 71, scope: !177, inlinedAt: !274)
!306 = !DILocation(line: 11, column: 66, scope: !177, inlinedAt: !274)
!307 = !DILocation(line: 11, column: 75, scope: !177, inlinedAt: !274)
!308 = !DILocation(line: 11, column: 126, scope: !177, inlinedAt: !274)
!309 = !DILocation(line: 11, column: 144, scope: !177, inlinedAt: !274)
!310 = !DILocation(line: 11, column: 138, scope: !177, inlinedAt: !274)
!311 = !DILocation(line: 11, column: 120, scope: !177, inlinedAt: !274)
!312 = !DILocation(line: 11, column: 115, scope: !177, inlinedAt: !274)
!313 = !DILocation(line: 11, column: 124, scope: !177, inlinedAt: !274)
!314 = !DILocation(line: 9, column: 33, scope: !178, inlinedAt: !274)
!315 = !DILocation(line: 9, column: 26, scope: !178, inlinedAt: !274)
!316 = !DILocation(line: 9, column: 5, scope: !175, inlinedAt: !274)
!317 = distinct !{!317, !316, !318, !226}
!318 = !DILocation(line: 12, column: 5, scope: !175, inlinedAt: !274)
!319 = !DILocation(line: 13, column: 5, scope: !167, inlinedAt: !274)
!320 = !DILocation(line: 13, column: 12, scope: !167, inlinedAt: !274)
!321 = !DILocation(line: 0, scope: !138)
!322 = !DILocation(line: 34, column: 52, scope: !138)
!323 = !DILocation(line: 35, column: 22, scope: !324)
!324 = distinct !DILexicalBlock(scope: !138, file: !2, line: 35, column: 13)
!325 = !DILocation(line: 35, column: 27, scope: !324)
!326 = !DILocation(line: 35, column: 31, scope: !324)
!327 = !DILocation(line: 35, column: 16, scope: !324)
!328 = !DILocation(line: 35, column: 35, scope: !324)
!329 = !DILocation(line: 33, column: 48, scope: !330)
!330 = distinct !DILexicalBlock(scope: !241, file: !2, line: 33, column: 40)
!331 = !DILocation(line: 33, column: 57, scope: !330)
!332 = !DILocation(line: 33, column: 83, scope: !330)
!333 = !DILocation(line: 33, column: 71, scope: !330)
!334 = !DILocation(line: 33, column: 62, scope: !330)
!335 = !DILocation(line: 33, column: 69, scope: !330)
!336 = !DILocation(line: 33, column: 36, scope: !241)
!337 = distinct !{!337, !242, !338, !226}
!338 = !DILocation(line: 33, column: 91, scope: !137)
!339 = distinct !{!339, !340}
!340 = !{!"llvm.loop.unroll.disable"}
!341 = !DILocation(line: 35, column: 55, scope: !324)
!342 = !DILocation(line: 35, column: 13, scope: !138)
!343 = !DILocation(line: 35, column: 79, scope: !324)
!344 = !DILocation(line: 35, column: 76, scope: !324)
!345 = !DILocation(line: 32, column: 34, scope: !139)
!346 = !DILocation(line: 32, column: 26, scope: !139)
!347 = distinct !{!347, !157, !348, !226}
!348 = !DILocation(line: 36, column: 5, scope: !132)
!349 = !DISubprogram(name: "strlen", scope: !350, file: !350, line: 407, type: !351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!350 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!351 = !DISubroutineType(types: !352)
!352 = !{!135, !104}
!353 = distinct !DISubprogram(name: "b64dec", scope: !2, file: !2, line: 16, type: !354, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !357)
!354 = !DISubroutineType(types: !355)
!355 = !{!73, !104, !356}
!356 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!357 = !{!358, !359, !360, !361, !362, !364, !367, !368, !369, !370}
!358 = !DILocalVariable(name: "in", arg: 1, scope: !353, file: !2, line: 16, type: !104)
!359 = !DILocalVariable(name: "out", arg: 2, scope: !353, file: !2, line: 16, type: !356)
!360 = !DILocalVariable(name: "n", scope: !353, file: !2, line: 17, type: !133)
!361 = !DILocalVariable(name: "o", scope: !353, file: !2, line: 17, type: !133)
!362 = !DILocalVariable(name: "i", scope: !363, file: !2, line: 18, type: !133)
!363 = distinct !DILexicalBlock(scope: !353, file: !2, line: 18, column: 5)
!364 = !DILocalVariable(name: "a", scope: !365, file: !2, line: 19, type: !77)
!365 = distinct !DILexicalBlock(scope: !366, file: !2, line: 18, column: 39)
!366 = distinct !DILexicalBlock(scope: !363, file: !2, line: 18, column: 5)
!367 = !DILocalVariable(name: "b", scope: !365, file: !2, line: 19, type: !77)
!368 = !DILocalVariable(name: "c", scope: !365, file: !2, line: 19, type: !77)
!369 = !DILocalVariable(name: "d", scope: !365, file: !2, line: 19, type: !77)
!370 = !DILocalVariable(name: "v", scope: !365, file: !2, line: 21, type: !74)
!371 = !DILocation(line: 0, scope: !353)
!372 = !DILocation(line: 17, column: 16, scope: !353)
!373 = !DILocation(line: 17, column: 41, scope: !374)
!374 = distinct !DILexicalBlock(scope: !353, file: !2, line: 17, column: 39)
!375 = !DILocation(line: 17, column: 39, scope: !353)
!376 = !DILocation(line: 0, scope: !363)
!377 = !DILocation(line: 18, column: 26, scope: !366)
!378 = !DILocation(line: 18, column: 5, scope: !363)
!379 = !DILocation(line: 19, column: 22, scope: !365)
!380 = !DILocalVariable(name: "c", arg: 1, scope: !381, file: !2, line: 15, type: !4)
!381 = distinct !DISubprogram(name: "dec1", scope: !2, file: !2, line: 15, type: !382, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !384)
!382 = !DISubroutineType(types: !383)
!383 = !{!77, !4}
!384 = !{!380, !385}
!385 = !DILocalVariable(name: "p", scope: !381, file: !2, line: 15, type: !104)
!386 = !DILocation(line: 0, scope: !381, inlinedAt: !387)
!387 = distinct !DILocation(line: 19, column: 17, scope: !365)
!388 = !DILocation(line: 15, column: 55, scope: !381, inlinedAt: !387)
!389 = !DILocation(line: 15, column: 43, scope: !381, inlinedAt: !387)
!390 = !DILocation(line: 15, column: 67, scope: !381, inlinedAt: !387)
!391 = !DILocation(line: 15, column: 69, scope: !381, inlinedAt: !387)
!392 = !DILocation(line: 0, scope: !365)
!393 = !DILocation(line: 19, column: 44, scope: !365)
!394 = !DILocation(line: 19, column: 39, scope: !365)
!395 = !DILocation(line: 0, scope: !381, inlinedAt: !396)
!396 = distinct !DILocation(line: 19, column: 34, scope: !365)
!397 = !DILocation(line: 15, column: 55, scope: !381, inlinedAt: !396)
!398 = !DILocation(line: 15, column: 43, scope: !381, inlinedAt: !396)
!399 = !DILocation(line: 15, column: 67, scope: !381, inlinedAt: !396)
!400 = !DILocation(line: 15, column: 69, scope: !381, inlinedAt: !396)
!401 = !DILocation(line: 19, column: 60, scope: !365)
!402 = !DILocation(line: 19, column: 55, scope: !365)
!403 = !DILocation(line: 19, column: 65, scope: !365)
!404 = !DILocation(line: 0, scope: !381, inlinedAt: !405)
!405 = distinct !DILocation(line: 19, column: 78, scope: !365)
!406 = !DILocation(line: 15, column: 55, scope: !381, inlinedAt: !405)
!407 = !DILocation(line: 15, column: 43, scope: !381, inlinedAt: !405)
!408 = !DILocation(line: 15, column: 67, scope: !381, inlinedAt: !405)
!409 = !DILocation(line: 15, column: 69, scope: !381, inlinedAt: !405)
!410 = !DILocation(line: 19, column: 104, scope: !365)
!411 = !DILocation(line: 19, column: 99, scope: !365)
!412 = !DILocation(line: 19, column: 109, scope: !365)
!413 = !DILocation(line: 0, scope: !381, inlinedAt: !414)
!414 = distinct !DILocation(line: 19, column: 122, scope: !365)
!415 = !DILocation(line: 15, column: 55, scope: !381, inlinedAt: !414)
!416 = !DILocation(line: 15, column: 43, scope: !381, inlinedAt: !414)
!417 = !DILocation(line: 15, column: 67, scope: !381, inlinedAt: !414)
!418 = !DILocation(line: 15, column: 69, scope: !381, inlinedAt: !414)
!419 = !DILocation(line: 20, column: 15, scope: !420)
!420 = distinct !DILexicalBlock(scope: !365, file: !2, line: 20, column: 13)
!421 = !DILocation(line: 20, column: 19, scope: !420)
!422 = !DILocation(line: 21, column: 34, scope: !365)
!423 = !DILocation(line: 21, column: 54, scope: !365)
!424 = !DILocation(line: 21, column: 40, scope: !365)
!425 = !DILocation(line: 21, column: 74, scope: !365)
!426 = !DILocation(line: 21, column: 60, scope: !365)
!427 = !DILocation(line: 21, column: 79, scope: !365)
!428 = !DILocation(line: 22, column: 32, scope: !365)
!429 = !DILocation(line: 22, column: 20, scope: !365)
!430 = !DILocation(line: 22, column: 14, scope: !365)
!431 = !DILocation(line: 22, column: 9, scope: !365)
!432 = !DILocation(line: 22, column: 18, scope: !365)
!433 = !DILocation(line: 22, column: 44, scope: !434)
!434 = distinct !DILexicalBlock(scope: !365, file: !2, line: 22, column: 44)
!435 = !DILocation(line: 22, column: 54, scope: !434)
!436 = !DILocation(line: 22, column: 44, scope: !365)
!437 = !DILocation(line: 22, column: 85, scope: !434)
!438 = !DILocation(line: 22, column: 73, scope: !434)
!439 = !DILocation(line: 22, column: 67, scope: !434)
!440 = !DILocation(line: 22, column: 62, scope: !434)
!441 = !DILocation(line: 22, column: 71, scope: !434)
!442 = !DILocation(line: 22, scope: !365)
!443 = !DILocation(line: 22, column: 96, scope: !444)
!444 = distinct !DILexicalBlock(scope: !365, file: !2, line: 22, column: 96)
!445 = !DILocation(line: 22, column: 106, scope: !444)
!446 = !DILocation(line: 22, column: 96, scope: !365)
!447 = !DILocation(line: 22, column: 125, scope: !444)
!448 = !DILocation(line: 22, column: 119, scope: !444)
!449 = !DILocation(line: 22, column: 114, scope: !444)
!450 = !DILocation(line: 22, column: 123, scope: !444)
!451 = !DILocation(line: 18, column: 33, scope: !366)
!452 = distinct !{!452, !378, !453, !226}
!453 = !DILocation(line: 23, column: 5, scope: !363)
!454 = !DILocation(line: 25, column: 1, scope: !353)
!455 = !DISubprogram(name: "printf", scope: !456, file: !456, line: 356, type: !457, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!456 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!457 = !DISubroutineType(types: !458)
!458 = !{!77, !459, null}
!459 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !104)
