; ModuleID = 'programs/base32_hex_codecs.c'
source_filename = "programs/base32_hex_codecs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1, !dbg !32
@__const.main.samples = private unnamed_addr constant [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 16
@.str.7 = private unnamed_addr constant [15 x i8] c"base32(%s)=%s\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [21 x i8] c"Man is distinguished\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [18 x i8] c"ascii85: %s\0Ahex: \00", align 1, !dbg !47
@.str.11 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !52
@.str.12 = private unnamed_addr constant [18 x i8] c"%s\0Abad=%d h=%08x\0A\00", align 1, !dbg !54
@b32 = internal constant [33 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567\00", align 16, !dbg !56
@.str.13 = private unnamed_addr constant [17 x i8] c"0123456789ABCDEF\00", align 1, !dbg !76
@.str.14 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1, !dbg !81

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !95 {
  %1 = alloca [200 x i8], align 16, !DIAssignID !124
    #dbg_assign(i1 undef, !99, !DIExpression(), !124, ptr %1, !DIExpression(), !125)
  %2 = alloca [100 x i8], align 16, !DIAssignID !126
    #dbg_assign(i1 undef, !103, !DIExpression(), !126, ptr %2, !DIExpression(), !125)
  %3 = alloca [64 x i8], align 16, !DIAssignID !127
    #dbg_assign(i1 undef, !112, !DIExpression(), !127, ptr %3, !DIExpression(), !125)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %1) #9, !dbg !128
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %2) #9, !dbg !129
    #dbg_value(i32 0, !110, !DIExpression(), !130)
  br label %9, !dbg !131

4:                                                ; preds = %68
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #9, !dbg !132
    #dbg_value(i32 0, !116, !DIExpression(), !133)
  store <16 x i8> <i8 0, i8 73, i8 -110, i8 -37, i8 36, i8 109, i8 -74, i8 -1, i8 72, i8 -111, i8 -38, i8 35, i8 108, i8 -75, i8 -2, i8 71>, ptr %3, align 16, !dbg !134, !tbaa !136
  %5 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !139
  store <16 x i8> <i8 -112, i8 -39, i8 34, i8 107, i8 -76, i8 -3, i8 70, i8 -113, i8 -40, i8 33, i8 106, i8 -77, i8 -4, i8 69, i8 -114, i8 -41>, ptr %5, align 16, !dbg !134, !tbaa !136
  %6 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !139
  store <16 x i8> <i8 32, i8 105, i8 -78, i8 -5, i8 68, i8 -115, i8 -42, i8 31, i8 104, i8 -79, i8 -6, i8 67, i8 -116, i8 -43, i8 30, i8 103>, ptr %6, align 16, !dbg !134, !tbaa !136
  %7 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !139
  store <16 x i8> <i8 -80, i8 -7, i8 66, i8 -117, i8 -44, i8 29, i8 102, i8 -81, i8 -8, i8 65, i8 -118, i8 -45, i8 28, i8 101, i8 -82, i8 -9>, ptr %7, align 16, !dbg !134, !tbaa !136
  %8 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !140
  store i64 0, ptr %8, align 4, !dbg !141, !DIAssignID !142
    #dbg_assign(i64 0, !112, !DIExpression(DW_OP_LLVM_fragment, 160, 64), !142, ptr %8, !DIExpression(), !125)
    #dbg_value(i32 0, !118, !DIExpression(), !125)
    #dbg_value(i32 0, !119, !DIExpression(), !125)
    #dbg_value(i64 0, !120, !DIExpression(), !143)
  br label %84, !dbg !144

9:                                                ; preds = %0, %68
  %10 = phi i64 [ 0, %0 ], [ %72, %68 ]
    #dbg_value(i64 %10, !110, !DIExpression(), !130)
  %11 = getelementptr inbounds [7 x ptr], ptr @__const.main.samples, i64 0, i64 %10, !dbg !145
  %12 = load ptr, ptr %11, align 8, !dbg !145, !tbaa !148
  %13 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %12) #10, !dbg !150
    #dbg_value(ptr %12, !151, !DIExpression(), !164)
    #dbg_value(i64 %13, !157, !DIExpression(), !164)
    #dbg_value(ptr %1, !158, !DIExpression(), !164)
    #dbg_value(i64 0, !159, !DIExpression(), !164)
    #dbg_value(i64 0, !160, !DIExpression(), !164)
    #dbg_value(i32 0, !161, !DIExpression(), !164)
    #dbg_value(i64 0, !162, !DIExpression(), !166)
  %14 = icmp eq i64 %13, 0, !dbg !167
  br i1 %14, label %68, label %17, !dbg !169

15:                                               ; preds = %45
  %16 = icmp eq i32 %47, 0, !dbg !170
  br i1 %16, label %59, label %50, !dbg !172

17:                                               ; preds = %9, %45
  %18 = phi i64 [ %48, %45 ], [ 0, %9 ]
  %19 = phi i32 [ %47, %45 ], [ 0, %9 ]
  %20 = phi i64 [ %26, %45 ], [ 0, %9 ]
  %21 = phi i64 [ %46, %45 ], [ 0, %9 ]
    #dbg_value(i64 %18, !162, !DIExpression(), !166)
    #dbg_value(i32 %19, !161, !DIExpression(), !164)
    #dbg_value(i64 %20, !160, !DIExpression(), !164)
    #dbg_value(i64 %21, !159, !DIExpression(), !164)
  %22 = shl i64 %20, 8, !dbg !173
  %23 = getelementptr inbounds i8, ptr %12, i64 %18, !dbg !175
  %24 = load i8, ptr %23, align 1, !dbg !175, !tbaa !136
  %25 = zext i8 %24 to i64, !dbg !175
  %26 = or disjoint i64 %22, %25, !dbg !176
    #dbg_value(!DIArgList(i64 %22, i64 %25), !160, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !164)
  %27 = add i32 %19, 8, !dbg !177
    #dbg_value(i32 %27, !161, !DIExpression(), !164)
  %28 = icmp sgt i32 %19, -4, !dbg !178
  br i1 %28, label %29, label %45, !dbg !179

29:                                               ; preds = %17
  %30 = zext i32 %27 to i64, !dbg !179
  br label %31, !dbg !179

31:                                               ; preds = %31, %29
  %32 = phi i64 [ %30, %29 ], [ %34, %31 ]
  %33 = phi i64 [ %21, %29 ], [ %39, %31 ]
    #dbg_value(i64 %32, !161, !DIExpression(), !164)
    #dbg_value(i64 %33, !159, !DIExpression(), !164)
  %34 = add nsw i64 %32, -5, !dbg !180
  %35 = lshr i64 %26, %34, !dbg !182
  %36 = and i64 %35, 31, !dbg !183
  %37 = getelementptr inbounds [33 x i8], ptr @b32, i64 0, i64 %36, !dbg !184
  %38 = load i8, ptr %37, align 1, !dbg !184, !tbaa !136
  %39 = add i64 %33, 1, !dbg !185
    #dbg_value(i64 %39, !159, !DIExpression(), !164)
  %40 = getelementptr inbounds i8, ptr %1, i64 %33, !dbg !186
  store i8 %38, ptr %40, align 1, !dbg !187, !tbaa !136
    #dbg_value(i64 %34, !161, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !164)
  %41 = trunc nuw i64 %32 to i32, !dbg !178
  %42 = icmp sgt i32 %41, 9, !dbg !178
  br i1 %42, label %31, label %43, !dbg !179, !llvm.loop !188

43:                                               ; preds = %31
  %44 = trunc i64 %34 to i32, !dbg !191
  br label %45, !dbg !191

45:                                               ; preds = %43, %17
  %46 = phi i64 [ %21, %17 ], [ %39, %43 ], !dbg !164
  %47 = phi i32 [ %27, %17 ], [ %44, %43 ], !dbg !192
  %48 = add nuw i64 %18, 1, !dbg !191
    #dbg_value(i64 %48, !162, !DIExpression(), !166)
    #dbg_value(i32 %47, !161, !DIExpression(), !164)
    #dbg_value(!DIArgList(i64 %22, i64 %25), !160, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !164)
    #dbg_value(i64 %46, !159, !DIExpression(), !164)
  %49 = icmp eq i64 %48, %13, !dbg !167
  br i1 %49, label %15, label %17, !dbg !169, !llvm.loop !193

50:                                               ; preds = %15
  %51 = sub nsw i32 5, %47, !dbg !195
  %52 = zext nneg i32 %51 to i64, !dbg !196
  %53 = shl i64 %25, %52, !dbg !196
  %54 = and i64 %53, 31, !dbg !197
  %55 = getelementptr inbounds [33 x i8], ptr @b32, i64 0, i64 %54, !dbg !198
  %56 = load i8, ptr %55, align 1, !dbg !198, !tbaa !136
  %57 = add i64 %46, 1, !dbg !199
    #dbg_value(i64 %57, !159, !DIExpression(), !164)
  %58 = getelementptr inbounds i8, ptr %1, i64 %46, !dbg !200
  store i8 %56, ptr %58, align 1, !dbg !201, !tbaa !136
  br label %59, !dbg !200

59:                                               ; preds = %50, %15
  %60 = phi i64 [ %57, %50 ], [ %46, %15 ], !dbg !164
    #dbg_value(i64 %60, !159, !DIExpression(), !164)
  %61 = and i64 %60, 7, !dbg !202
  %62 = icmp eq i64 %61, 0, !dbg !203
  br i1 %62, label %68, label %63, !dbg !203

63:                                               ; preds = %59
  %64 = getelementptr i8, ptr %1, i64 %60, !dbg !203
  %65 = sub nuw nsw i64 8, %61, !dbg !203
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %64, i8 61, i64 %65, i1 false), !dbg !204, !tbaa !136
    #dbg_value(i64 poison, !159, !DIExpression(), !164)
  %66 = or i64 %60, -8, !dbg !203
  %67 = sub i64 %60, %66, !dbg !203
  br label %68, !dbg !205

68:                                               ; preds = %9, %59, %63
  %69 = phi i64 [ %60, %59 ], [ %67, %63 ], [ 0, %9 ], !dbg !164
  %70 = getelementptr inbounds i8, ptr %1, i64 %69, !dbg !205
  store i8 0, ptr %70, align 1, !dbg !206, !tbaa !136
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %12, ptr noundef nonnull %1), !dbg !207
  %72 = add nuw nsw i64 %10, 1, !dbg !208
    #dbg_value(i64 %72, !110, !DIExpression(), !130)
  %73 = icmp eq i64 %72, 7, !dbg !209
  br i1 %73, label %4, label %9, !dbg !131, !llvm.loop !210

74:                                               ; preds = %396
  call fastcc void @a85_enc(ptr noundef nonnull @.str.8, i64 noundef 20, ptr noundef nonnull %1), !dbg !212
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1), !dbg !213
    #dbg_value(ptr poison, !214, !DIExpression(), !225)
    #dbg_value(i64 3, !219, !DIExpression(), !225)
    #dbg_value(ptr %1, !220, !DIExpression(), !225)
    #dbg_value(i32 1, !221, !DIExpression(), !225)
    #dbg_value(ptr @.str.13, !222, !DIExpression(), !225)
    #dbg_value(i64 0, !223, !DIExpression(), !227)
    #dbg_value(i64 1, !223, !DIExpression(), !227)
  store <4 x i8> <i8 48, i8 49, i8 65, i8 66>, ptr %1, align 16, !dbg !228, !tbaa !136
    #dbg_value(i64 2, !223, !DIExpression(), !227)
  %76 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !231
  store i8 70, ptr %76, align 4, !dbg !228, !tbaa !136
  %77 = getelementptr inbounds i8, ptr %1, i64 5, !dbg !232
  store i8 70, ptr %77, align 1, !dbg !233, !tbaa !136
    #dbg_value(i64 3, !223, !DIExpression(), !227)
  %78 = getelementptr inbounds i8, ptr %1, i64 6, !dbg !234
  store i8 0, ptr %78, align 2, !dbg !235, !tbaa !136, !DIAssignID !236
    #dbg_assign(i8 0, !99, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !236, ptr %78, !DIExpression(), !125)
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %1), !dbg !237
    #dbg_value(ptr poison, !214, !DIExpression(), !238)
    #dbg_value(i64 3, !219, !DIExpression(), !238)
    #dbg_value(ptr %1, !220, !DIExpression(), !238)
    #dbg_value(i32 0, !221, !DIExpression(), !238)
    #dbg_value(ptr @.str.14, !222, !DIExpression(), !238)
    #dbg_value(i64 0, !223, !DIExpression(), !240)
    #dbg_value(i64 1, !223, !DIExpression(), !240)
  store <4 x i8> <i8 48, i8 49, i8 97, i8 98>, ptr %1, align 16, !dbg !241, !tbaa !136
    #dbg_value(i64 2, !223, !DIExpression(), !240)
  store i8 102, ptr %76, align 4, !dbg !241, !tbaa !136
  store i8 102, ptr %77, align 1, !dbg !242, !tbaa !136
    #dbg_value(i64 3, !223, !DIExpression(), !240)
  store i8 0, ptr %78, align 2, !dbg !243, !tbaa !136, !DIAssignID !244
    #dbg_assign(i8 0, !99, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !244, ptr %78, !DIExpression(), !125)
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %1, i32 noundef %397, i32 noundef %401), !dbg !245
  %81 = icmp eq i32 %397, 0, !dbg !246
  %82 = and i32 %401, 127, !dbg !246
  %83 = select i1 %81, i32 %82, i32 100, !dbg !246
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #9, !dbg !247
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %2) #9, !dbg !247
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %1) #9, !dbg !247
  ret i32 %83, !dbg !248

84:                                               ; preds = %4, %396
  %85 = phi i64 [ 0, %4 ], [ %402, %396 ]
  %86 = phi i32 [ 0, %4 ], [ %401, %396 ]
  %87 = phi i32 [ 0, %4 ], [ %397, %396 ]
    #dbg_value(i64 %85, !120, !DIExpression(), !143)
    #dbg_value(i32 %86, !119, !DIExpression(), !125)
    #dbg_value(i32 %87, !118, !DIExpression(), !125)
    #dbg_value(ptr %3, !151, !DIExpression(), !249)
    #dbg_value(i64 %85, !157, !DIExpression(), !249)
    #dbg_value(ptr %1, !158, !DIExpression(), !249)
    #dbg_value(i64 0, !159, !DIExpression(), !249)
    #dbg_value(i64 0, !160, !DIExpression(), !249)
    #dbg_value(i32 0, !161, !DIExpression(), !249)
    #dbg_value(i64 0, !162, !DIExpression(), !253)
  %88 = icmp eq i64 %85, 0, !dbg !254
  br i1 %88, label %142, label %91, !dbg !255

89:                                               ; preds = %119
  %90 = icmp eq i32 %121, 0, !dbg !256
  br i1 %90, label %133, label %124, !dbg !257

91:                                               ; preds = %84, %119
  %92 = phi i64 [ %122, %119 ], [ 0, %84 ]
  %93 = phi i32 [ %121, %119 ], [ 0, %84 ]
  %94 = phi i64 [ %100, %119 ], [ 0, %84 ]
  %95 = phi i64 [ %120, %119 ], [ 0, %84 ]
    #dbg_value(i64 %92, !162, !DIExpression(), !253)
    #dbg_value(i32 %93, !161, !DIExpression(), !249)
    #dbg_value(i64 %94, !160, !DIExpression(), !249)
    #dbg_value(i64 %95, !159, !DIExpression(), !249)
  %96 = shl i64 %94, 8, !dbg !258
  %97 = getelementptr inbounds i8, ptr %3, i64 %92, !dbg !259
  %98 = load i8, ptr %97, align 1, !dbg !259, !tbaa !136
  %99 = zext i8 %98 to i64, !dbg !259
  %100 = or disjoint i64 %96, %99, !dbg !260
    #dbg_value(!DIArgList(i64 %96, i64 %99), !160, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !249)
  %101 = add i32 %93, 8, !dbg !261
    #dbg_value(i32 %101, !161, !DIExpression(), !249)
  %102 = icmp sgt i32 %93, -4, !dbg !262
  br i1 %102, label %103, label %119, !dbg !263

103:                                              ; preds = %91
  %104 = zext i32 %101 to i64, !dbg !263
  br label %105, !dbg !263

105:                                              ; preds = %105, %103
  %106 = phi i64 [ %104, %103 ], [ %108, %105 ]
  %107 = phi i64 [ %95, %103 ], [ %113, %105 ]
    #dbg_value(i64 %106, !161, !DIExpression(), !249)
    #dbg_value(i64 %107, !159, !DIExpression(), !249)
  %108 = add nsw i64 %106, -5, !dbg !264
  %109 = lshr i64 %100, %108, !dbg !265
  %110 = and i64 %109, 31, !dbg !266
  %111 = getelementptr inbounds [33 x i8], ptr @b32, i64 0, i64 %110, !dbg !267
  %112 = load i8, ptr %111, align 1, !dbg !267, !tbaa !136
  %113 = add i64 %107, 1, !dbg !268
    #dbg_value(i64 %113, !159, !DIExpression(), !249)
  %114 = getelementptr inbounds i8, ptr %1, i64 %107, !dbg !269
  store i8 %112, ptr %114, align 1, !dbg !270, !tbaa !136
    #dbg_value(i64 %108, !161, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !249)
  %115 = trunc nuw i64 %106 to i32, !dbg !262
  %116 = icmp sgt i32 %115, 9, !dbg !262
  br i1 %116, label %105, label %117, !dbg !263, !llvm.loop !271

117:                                              ; preds = %105
  %118 = trunc i64 %108 to i32, !dbg !273
  br label %119, !dbg !273

119:                                              ; preds = %117, %91
  %120 = phi i64 [ %95, %91 ], [ %113, %117 ], !dbg !249
  %121 = phi i32 [ %101, %91 ], [ %118, %117 ], !dbg !274
  %122 = add nuw nsw i64 %92, 1, !dbg !273
    #dbg_value(i64 %122, !162, !DIExpression(), !253)
    #dbg_value(i32 %121, !161, !DIExpression(), !249)
    #dbg_value(!DIArgList(i64 %96, i64 %99), !160, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !249)
    #dbg_value(i64 %120, !159, !DIExpression(), !249)
  %123 = icmp eq i64 %122, %85, !dbg !254
  br i1 %123, label %89, label %91, !dbg !255, !llvm.loop !275

124:                                              ; preds = %89
  %125 = sub nsw i32 5, %121, !dbg !277
  %126 = zext nneg i32 %125 to i64, !dbg !278
  %127 = shl i64 %99, %126, !dbg !278
  %128 = and i64 %127, 31, !dbg !279
  %129 = getelementptr inbounds [33 x i8], ptr @b32, i64 0, i64 %128, !dbg !280
  %130 = load i8, ptr %129, align 1, !dbg !280, !tbaa !136
  %131 = add i64 %120, 1, !dbg !281
    #dbg_value(i64 %131, !159, !DIExpression(), !249)
  %132 = getelementptr inbounds i8, ptr %1, i64 %120, !dbg !282
  store i8 %130, ptr %132, align 1, !dbg !283, !tbaa !136
  br label %133, !dbg !282

133:                                              ; preds = %124, %89
  %134 = phi i64 [ %131, %124 ], [ %120, %89 ], !dbg !249
    #dbg_value(i64 %134, !159, !DIExpression(), !249)
  %135 = and i64 %134, 7, !dbg !284
  %136 = icmp eq i64 %135, 0, !dbg !285
  br i1 %136, label %142, label %137, !dbg !285

137:                                              ; preds = %133
  %138 = getelementptr i8, ptr %1, i64 %134, !dbg !285
  %139 = sub nuw nsw i64 8, %135, !dbg !285
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %138, i8 61, i64 %139, i1 false), !dbg !286, !tbaa !136
    #dbg_value(i64 poison, !159, !DIExpression(), !249)
  %140 = or i64 %134, -8, !dbg !285
  %141 = sub i64 %134, %140, !dbg !285
  br label %142, !dbg !287

142:                                              ; preds = %84, %133, %137
  %143 = phi i64 [ %134, %133 ], [ %141, %137 ], [ 0, %84 ], !dbg !249
  %144 = getelementptr inbounds i8, ptr %1, i64 %143, !dbg !287
  store i8 0, ptr %144, align 1, !dbg !288, !tbaa !136
    #dbg_value(ptr %1, !289, !DIExpression(), !303)
    #dbg_value(ptr %2, !295, !DIExpression(), !303)
    #dbg_value(i64 0, !296, !DIExpression(), !303)
    #dbg_value(i64 0, !297, !DIExpression(), !303)
    #dbg_value(i32 0, !298, !DIExpression(), !303)
  br label %145, !dbg !306

145:                                              ; preds = %169, %142
  %146 = phi ptr [ %1, %142 ], [ %172, %169 ]
  %147 = phi i64 [ 0, %142 ], [ %170, %169 ], !dbg !303
  %148 = phi i64 [ 0, %142 ], [ %159, %169 ], !dbg !303
  %149 = phi i32 [ 0, %142 ], [ %171, %169 ], !dbg !303
    #dbg_value(i32 %149, !298, !DIExpression(), !303)
    #dbg_value(i64 %148, !297, !DIExpression(), !303)
    #dbg_value(i64 %147, !296, !DIExpression(), !303)
    #dbg_value(ptr %146, !289, !DIExpression(), !303)
  %150 = load i8, ptr %146, align 1, !dbg !307, !tbaa !136
  switch i8 %150, label %151 [
    i8 0, label %173
    i8 61, label %173
  ], !dbg !308

151:                                              ; preds = %145
  %152 = sext i8 %150 to i32, !dbg !307
  %153 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) @b32, i32 %152, i64 33), !dbg !309
    #dbg_value(ptr %153, !299, !DIExpression(), !310)
  %154 = icmp eq ptr %153, null, !dbg !311
  br i1 %154, label %178, label %155, !dbg !313

155:                                              ; preds = %151
  %156 = shl i64 %148, 5, !dbg !314
  %157 = ptrtoint ptr %153 to i64, !dbg !315
  %158 = sub i64 %157, ptrtoint (ptr @b32 to i64), !dbg !315
  %159 = or i64 %158, %156, !dbg !316
    #dbg_value(i64 %159, !297, !DIExpression(), !303)
  %160 = add nuw nsw i32 %149, 5, !dbg !317
    #dbg_value(i32 %160, !298, !DIExpression(), !303)
  %161 = icmp sgt i32 %149, 2, !dbg !318
  br i1 %161, label %162, label %169, !dbg !320

162:                                              ; preds = %155
  %163 = add nsw i32 %149, -3, !dbg !321
  %164 = zext nneg i32 %163 to i64, !dbg !323
  %165 = lshr i64 %159, %164, !dbg !323
  %166 = trunc i64 %165 to i8, !dbg !324
  %167 = add i64 %147, 1, !dbg !325
    #dbg_value(i64 %167, !296, !DIExpression(), !303)
  %168 = getelementptr inbounds i8, ptr %2, i64 %147, !dbg !326
  store i8 %166, ptr %168, align 1, !dbg !327, !tbaa !136
    #dbg_value(i32 %163, !298, !DIExpression(), !303)
  br label %169, !dbg !328

169:                                              ; preds = %162, %155
  %170 = phi i64 [ %147, %155 ], [ %167, %162 ]
  %171 = phi i32 [ %160, %155 ], [ %163, %162 ]
    #dbg_value(i32 %171, !298, !DIExpression(), !303)
    #dbg_value(i64 %159, !297, !DIExpression(), !303)
    #dbg_value(i64 %170, !296, !DIExpression(), !303)
  %172 = getelementptr inbounds i8, ptr %146, i64 1, !dbg !329
    #dbg_value(ptr %172, !289, !DIExpression(), !303)
  br label %145, !dbg !330, !llvm.loop !331

173:                                              ; preds = %145, %145
  %174 = icmp eq i64 %147, %85, !dbg !334
  br i1 %174, label %175, label %178, !dbg !335

175:                                              ; preds = %173
  %176 = call i32 @bcmp(ptr nonnull %2, ptr nonnull %3, i64 %85), !dbg !336
  %177 = icmp eq i32 %176, 0, !dbg !336
  br i1 %177, label %180, label %178, !dbg !337

178:                                              ; preds = %151, %175, %173
  %179 = add nsw i32 %87, 1, !dbg !338
    #dbg_value(i32 %179, !118, !DIExpression(), !125)
  br label %180, !dbg !339

180:                                              ; preds = %178, %175
  %181 = phi i32 [ %179, %178 ], [ %87, %175 ], !dbg !125
    #dbg_value(i32 %181, !118, !DIExpression(), !125)
  %182 = mul i32 %86, 31, !dbg !340
  %183 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #10, !dbg !341
  %184 = trunc i64 %183 to i32, !dbg !342
  %185 = add i32 %182, %184, !dbg !343
    #dbg_value(i32 %185, !119, !DIExpression(), !125)
    #dbg_value(ptr %3, !214, !DIExpression(), !344)
    #dbg_value(i64 %85, !219, !DIExpression(), !344)
    #dbg_value(ptr %1, !220, !DIExpression(), !344)
    #dbg_value(i64 %85, !221, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !344)
  %186 = and i64 %85, 1, !dbg !346
  %187 = icmp eq i64 %186, 0, !dbg !346
  %188 = select i1 %187, ptr @.str.14, ptr @.str.13, !dbg !346
    #dbg_value(ptr %188, !222, !DIExpression(), !344)
    #dbg_value(i64 0, !223, !DIExpression(), !347)
  br i1 %88, label %207, label %189, !dbg !348

189:                                              ; preds = %180, %189
  %190 = phi i64 [ %205, %189 ], [ 0, %180 ]
    #dbg_value(i64 %190, !223, !DIExpression(), !347)
  %191 = getelementptr inbounds i8, ptr %3, i64 %190, !dbg !349
  %192 = load i8, ptr %191, align 1, !dbg !349, !tbaa !136
  %193 = lshr i8 %192, 4, !dbg !350
  %194 = zext nneg i8 %193 to i64, !dbg !351
  %195 = getelementptr inbounds i8, ptr %188, i64 %194, !dbg !351
  %196 = load i8, ptr %195, align 1, !dbg !351, !tbaa !136
  %197 = shl nuw nsw i64 %190, 1, !dbg !352
  %198 = getelementptr inbounds i8, ptr %1, i64 %197, !dbg !353
  store i8 %196, ptr %198, align 2, !dbg !354, !tbaa !136
  %199 = and i8 %192, 15, !dbg !355
  %200 = zext nneg i8 %199 to i64, !dbg !356
  %201 = getelementptr inbounds i8, ptr %188, i64 %200, !dbg !356
  %202 = load i8, ptr %201, align 1, !dbg !356, !tbaa !136
  %203 = or disjoint i64 %197, 1, !dbg !357
  %204 = getelementptr inbounds i8, ptr %1, i64 %203, !dbg !358
  store i8 %202, ptr %204, align 1, !dbg !359, !tbaa !136
  %205 = add nuw nsw i64 %190, 1, !dbg !360
    #dbg_value(i64 %205, !223, !DIExpression(), !347)
  %206 = icmp eq i64 %205, %85, !dbg !361
  br i1 %206, label %207, label %189, !dbg !348, !llvm.loop !362

207:                                              ; preds = %189, %180
  %208 = shl nuw nsw i64 %85, 1, !dbg !364
  %209 = getelementptr inbounds i8, ptr %1, i64 %208, !dbg !365
  store i8 0, ptr %209, align 2, !dbg !366, !tbaa !136
    #dbg_value(ptr %1, !367, !DIExpression(), !378)
    #dbg_value(ptr %2, !370, !DIExpression(), !378)
  %210 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %1) #10, !dbg !381
    #dbg_value(i64 %210, !371, !DIExpression(), !378)
  %211 = and i64 %210, 1, !dbg !382
  %212 = icmp eq i64 %211, 0, !dbg !382
  br i1 %212, label %213, label %274, !dbg !384

213:                                              ; preds = %207
  %214 = lshr exact i64 %210, 1
    #dbg_value(i64 0, !372, !DIExpression(), !385)
  %215 = icmp eq i64 %210, 0, !dbg !386
  br i1 %215, label %268, label %216, !dbg !387

216:                                              ; preds = %213, %261
  %217 = phi i64 [ %266, %261 ], [ 0, %213 ]
    #dbg_value(i64 %217, !372, !DIExpression(), !385)
  %218 = shl nuw i64 %217, 1, !dbg !388
  %219 = getelementptr inbounds i8, ptr %1, i64 %218, !dbg !389
  %220 = load i8, ptr %219, align 2, !dbg !389, !tbaa !136
    #dbg_value(i8 %220, !390, !DIExpression(), !395)
  %221 = sext i8 %220 to i32, !dbg !397
  %222 = add i8 %220, -48, !dbg !398
  %223 = icmp ult i8 %222, 10, !dbg !398
  br i1 %223, label %224, label %226, !dbg !398

224:                                              ; preds = %216
  %225 = add nsw i32 %221, -48, !dbg !399
  br label %236, !dbg !397

226:                                              ; preds = %216
  %227 = add i8 %220, -97, !dbg !400
  %228 = icmp ult i8 %227, 6, !dbg !400
  br i1 %228, label %229, label %231, !dbg !400

229:                                              ; preds = %226
  %230 = add nsw i32 %221, -87, !dbg !401
  br label %236, !dbg !402

231:                                              ; preds = %226
  %232 = add i8 %220, -65, !dbg !403
  %233 = icmp ult i8 %232, 6, !dbg !403
  %234 = add nsw i32 %221, -55, !dbg !403
  %235 = select i1 %233, i32 %234, i32 -1, !dbg !403
  br label %236, !dbg !402

236:                                              ; preds = %231, %229, %224
  %237 = phi i32 [ %225, %224 ], [ %230, %229 ], [ %235, %231 ], !dbg !397
    #dbg_value(i32 %237, !374, !DIExpression(), !404)
  %238 = or disjoint i64 %218, 1, !dbg !405
  %239 = getelementptr inbounds i8, ptr %1, i64 %238, !dbg !406
  %240 = load i8, ptr %239, align 1, !dbg !406, !tbaa !136
    #dbg_value(i8 %240, !390, !DIExpression(), !407)
  %241 = sext i8 %240 to i32, !dbg !409
  %242 = add i8 %240, -48, !dbg !410
  %243 = icmp ult i8 %242, 10, !dbg !410
  br i1 %243, label %244, label %246, !dbg !410

244:                                              ; preds = %236
  %245 = add nsw i32 %241, -48, !dbg !411
  br label %256, !dbg !409

246:                                              ; preds = %236
  %247 = add i8 %240, -97, !dbg !412
  %248 = icmp ult i8 %247, 6, !dbg !412
  br i1 %248, label %249, label %251, !dbg !412

249:                                              ; preds = %246
  %250 = add nsw i32 %241, -87, !dbg !413
  br label %256, !dbg !414

251:                                              ; preds = %246
  %252 = add i8 %240, -65, !dbg !415
  %253 = icmp ult i8 %252, 6, !dbg !415
  %254 = add nsw i32 %241, -55, !dbg !415
  %255 = select i1 %253, i32 %254, i32 -1, !dbg !415
  br label %256, !dbg !414

256:                                              ; preds = %251, %249, %244
  %257 = phi i32 [ %245, %244 ], [ %250, %249 ], [ %255, %251 ], !dbg !409
    #dbg_value(i32 %257, !377, !DIExpression(), !404)
  %258 = icmp sgt i32 %237, -1, !dbg !416
  %259 = icmp sgt i32 %257, -1
  %260 = select i1 %258, i1 %259, i1 false, !dbg !418
  br i1 %260, label %261, label %274, !dbg !418

261:                                              ; preds = %256
  %262 = shl nuw nsw i32 %237, 4, !dbg !419
  %263 = or i32 %257, %262, !dbg !420
  %264 = trunc i32 %263 to i8, !dbg !421
  %265 = getelementptr inbounds i8, ptr %2, i64 %217, !dbg !422
  store i8 %264, ptr %265, align 1, !dbg !423, !tbaa !136
  %266 = add nuw nsw i64 %217, 1, !dbg !424
    #dbg_value(i64 %266, !372, !DIExpression(), !385)
  %267 = icmp eq i64 %266, %214, !dbg !386
  br i1 %267, label %268, label %216, !dbg !387, !llvm.loop !425

268:                                              ; preds = %261, %213
  %269 = phi i64 [ 0, %213 ], [ %214, %261 ], !dbg !427
  %270 = icmp eq i64 %269, %85, !dbg !428
  br i1 %270, label %271, label %274, !dbg !429

271:                                              ; preds = %268
  %272 = call i32 @bcmp(ptr nonnull %2, ptr nonnull %3, i64 %85), !dbg !430
  %273 = icmp eq i32 %272, 0, !dbg !430
  br i1 %273, label %276, label %274, !dbg !431

274:                                              ; preds = %256, %207, %271, %268
  %275 = add nsw i32 %181, 1, !dbg !432
    #dbg_value(i32 %275, !118, !DIExpression(), !125)
  br label %276, !dbg !433

276:                                              ; preds = %274, %271
  %277 = phi i32 [ %275, %274 ], [ %181, %271 ], !dbg !434
    #dbg_value(i32 %277, !118, !DIExpression(), !125)
  call fastcc void @a85_enc(ptr noundef nonnull %3, i64 noundef %85, ptr noundef nonnull %1), !dbg !435
    #dbg_value(ptr %1, !436, !DIExpression(), !452)
    #dbg_value(ptr %2, !439, !DIExpression(), !452)
    #dbg_value(i64 0, !440, !DIExpression(), !452)
  %278 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %1) #10, !dbg !455
    #dbg_value(i64 %278, !441, !DIExpression(), !452)
    #dbg_value(i64 0, !442, !DIExpression(), !456)
  %279 = icmp eq i64 %278, 0, !dbg !457
  br i1 %279, label %388, label %280, !dbg !458

280:                                              ; preds = %276, %290
  %281 = phi i64 [ %292, %290 ], [ 0, %276 ]
  %282 = phi i64 [ %291, %290 ], [ 0, %276 ]
    #dbg_value(i64 %281, !440, !DIExpression(), !452)
    #dbg_value(i64 %282, !442, !DIExpression(), !456)
  %283 = getelementptr inbounds i8, ptr %1, i64 %282, !dbg !459
  %284 = load i8, ptr %283, align 1, !dbg !459, !tbaa !136
  %285 = icmp eq i8 %284, 122, !dbg !461
  br i1 %285, label %286, label %294, !dbg !462

286:                                              ; preds = %280
  %287 = getelementptr inbounds i8, ptr %2, i64 %281, !dbg !463
  store i32 0, ptr %287, align 1, !dbg !465
  %288 = add i64 %281, 4, !dbg !466
    #dbg_value(i64 %288, !440, !DIExpression(), !452)
  %289 = add nuw i64 %282, 1, !dbg !467
    #dbg_value(i64 %289, !442, !DIExpression(), !456)
  br label %290, !dbg !468

290:                                              ; preds = %373, %286
  %291 = phi i64 [ %289, %286 ], [ %375, %373 ]
  %292 = phi i64 [ %288, %286 ], [ %374, %373 ]
    #dbg_value(i64 %292, !440, !DIExpression(), !452)
    #dbg_value(i64 %291, !442, !DIExpression(), !456)
  %293 = icmp ult i64 %291, %278, !dbg !457
  br i1 %293, label %280, label %388, !dbg !458, !llvm.loop !469

294:                                              ; preds = %280
  %295 = sub i64 %278, %282, !dbg !471
    #dbg_value(i64 %346, !444, !DIExpression(), !472)
    #dbg_value(i64 0, !448, !DIExpression(), !473)
    #dbg_value(i32 0, !447, !DIExpression(), !472)
  %296 = icmp eq i64 %278, %282, !dbg !474
  %297 = sext i8 %284 to i32, !dbg !476
  %298 = mul nsw i32 %297, 85, !dbg !477
  %299 = add nsw i32 %298, -2805, !dbg !477
    #dbg_value(i32 poison, !447, !DIExpression(), !472)
    #dbg_value(i64 1, !448, !DIExpression(), !473)
  %300 = select i1 %296, i32 7140, i32 %299, !dbg !477
  %301 = icmp ugt i64 %295, 1, !dbg !474
  br i1 %301, label %305, label %302, !dbg !476

302:                                              ; preds = %294
    #dbg_value(i32 %300, !447, !DIExpression(DW_OP_plus_uconst, 84, DW_OP_stack_value), !472)
    #dbg_value(i64 2, !448, !DIExpression(), !473)
  %303 = mul nsw i32 %300, 85, !dbg !477
  %304 = add nsw i32 %303, 7140, !dbg !477
  br label %313, !dbg !476

305:                                              ; preds = %294
  %306 = getelementptr i8, ptr %283, i64 1, !dbg !478
  %307 = load i8, ptr %306, align 1, !dbg !478, !tbaa !136
  %308 = sext i8 %307 to i32, !dbg !478
  %309 = add nsw i32 %300, -33, !dbg !479
  %310 = add nsw i32 %309, %308, !dbg !480
    #dbg_value(i32 %310, !447, !DIExpression(), !472)
    #dbg_value(i64 2, !448, !DIExpression(), !473)
  %311 = mul nsw i32 %310, 85, !dbg !477
  %312 = icmp eq i64 %295, 2, !dbg !474
  br i1 %312, label %313, label %317, !dbg !476

313:                                              ; preds = %305, %302
  %314 = phi i32 [ %304, %302 ], [ %311, %305 ]
    #dbg_value(i32 %314, !447, !DIExpression(DW_OP_plus_uconst, 84, DW_OP_stack_value), !472)
    #dbg_value(i64 3, !448, !DIExpression(), !473)
  %315 = mul nsw i32 %314, 85, !dbg !477
  %316 = add nsw i32 %315, 7140, !dbg !477
  br label %325, !dbg !476

317:                                              ; preds = %305
  %318 = getelementptr i8, ptr %283, i64 2, !dbg !478
  %319 = load i8, ptr %318, align 1, !dbg !478, !tbaa !136
  %320 = sext i8 %319 to i32, !dbg !478
  %321 = add nsw i32 %311, -33, !dbg !479
  %322 = add nsw i32 %321, %320, !dbg !480
    #dbg_value(i32 %322, !447, !DIExpression(), !472)
    #dbg_value(i64 3, !448, !DIExpression(), !473)
  %323 = mul nsw i32 %322, 85, !dbg !477
  %324 = icmp ugt i64 %295, 3, !dbg !474
  br i1 %324, label %329, label %325, !dbg !476

325:                                              ; preds = %317, %313
  %326 = phi i32 [ %316, %313 ], [ %323, %317 ]
    #dbg_value(i32 %326, !447, !DIExpression(DW_OP_plus_uconst, 84, DW_OP_stack_value), !472)
    #dbg_value(i64 4, !448, !DIExpression(), !473)
  %327 = mul i32 %326, 85, !dbg !477
  %328 = add i32 %327, 7140, !dbg !477
  br label %342, !dbg !476

329:                                              ; preds = %317
  %330 = getelementptr i8, ptr %283, i64 3, !dbg !478
  %331 = load i8, ptr %330, align 1, !dbg !478, !tbaa !136
  %332 = sext i8 %331 to i32, !dbg !478
  %333 = add nsw i32 %323, -33, !dbg !479
  %334 = add nsw i32 %333, %332, !dbg !480
    #dbg_value(i32 %334, !447, !DIExpression(), !472)
    #dbg_value(i64 4, !448, !DIExpression(), !473)
  %335 = mul i32 %334, 85, !dbg !477
  %336 = icmp eq i64 %295, 4, !dbg !474
  br i1 %336, label %342, label %337, !dbg !476

337:                                              ; preds = %329
  %338 = getelementptr i8, ptr %283, i64 4, !dbg !478
  %339 = load i8, ptr %338, align 1, !dbg !478, !tbaa !136
  %340 = sext i8 %339 to i32, !dbg !478
  %341 = add nsw i32 %340, -33, !dbg !479
  br label %342, !dbg !476

342:                                              ; preds = %337, %329, %325
  %343 = phi i32 [ %335, %337 ], [ %335, %329 ], [ %328, %325 ]
  %344 = phi i32 [ %341, %337 ], [ 84, %329 ], [ 84, %325 ], !dbg !476
  %345 = add i32 %344, %343, !dbg !480
    #dbg_value(i32 %345, !447, !DIExpression(), !472)
    #dbg_value(i64 5, !448, !DIExpression(), !473)
  %346 = call i64 @llvm.umin.i64(i64 %295, i64 5), !dbg !481
  %347 = add nsw i64 %346, -1
    #dbg_value(i64 0, !450, !DIExpression(), !482)
    #dbg_value(i64 %281, !440, !DIExpression(), !452)
  %348 = icmp eq i64 %347, 0, !dbg !483
  br i1 %348, label %373, label %349, !dbg !485

349:                                              ; preds = %342
  %350 = icmp ult i64 %347, 16, !dbg !485
  br i1 %350, label %351, label %354, !dbg !485

351:                                              ; preds = %371, %349
  %352 = phi i64 [ 0, %349 ], [ %355, %371 ]
  %353 = phi i64 [ %281, %349 ], [ %356, %371 ]
  br label %376, !dbg !485

354:                                              ; preds = %349
  %355 = and i64 %347, -16, !dbg !485
  %356 = add i64 %281, %355, !dbg !485
  %357 = insertelement <16 x i32> poison, i32 %345, i64 0, !dbg !485
  %358 = shufflevector <16 x i32> %357, <16 x i32> poison, <16 x i32> zeroinitializer, !dbg !485
  %359 = getelementptr i8, ptr %2, i64 %281
  br label %360, !dbg !485

360:                                              ; preds = %360, %354
  %361 = phi i64 [ 0, %354 ], [ %368, %360 ], !dbg !486
  %362 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %354 ], [ %369, %360 ], !dbg !487
  %363 = shl <16 x i32> %362, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>, !dbg !487
  %364 = sub <16 x i32> <i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>, %363, !dbg !487
  %365 = lshr <16 x i32> %358, %364, !dbg !487
  %366 = trunc <16 x i32> %365 to <16 x i8>, !dbg !488
  %367 = getelementptr i8, ptr %359, i64 %361, !dbg !489
  store <16 x i8> %366, ptr %367, align 1, !dbg !490, !tbaa !136
  %368 = add nuw i64 %361, 16, !dbg !486
  %369 = add <16 x i32> %362, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !487
  %370 = icmp eq i64 %368, %355, !dbg !486
  br i1 %370, label %371, label %360, !dbg !486, !llvm.loop !491

371:                                              ; preds = %360
  %372 = icmp eq i64 %347, %355, !dbg !485
  br i1 %372, label %373, label %351, !dbg !485

373:                                              ; preds = %376, %371, %342
  %374 = phi i64 [ %281, %342 ], [ %356, %371 ], [ %384, %376 ], !dbg !452
  %375 = add i64 %346, %282, !dbg !495
    #dbg_value(i64 %375, !442, !DIExpression(), !456)
  br label %290, !dbg !496

376:                                              ; preds = %351, %376
  %377 = phi i64 [ %386, %376 ], [ %352, %351 ]
  %378 = phi i64 [ %384, %376 ], [ %353, %351 ]
    #dbg_value(i64 %377, !450, !DIExpression(), !482)
    #dbg_value(i64 %378, !440, !DIExpression(), !452)
  %379 = trunc i64 %377 to i32, !dbg !487
  %380 = shl i32 %379, 3, !dbg !487
  %381 = sub i32 24, %380, !dbg !487
  %382 = lshr i32 %345, %381, !dbg !487
  %383 = trunc i32 %382 to i8, !dbg !488
  %384 = add i64 %378, 1, !dbg !497
    #dbg_value(i64 %384, !440, !DIExpression(), !452)
  %385 = getelementptr inbounds i8, ptr %2, i64 %378, !dbg !489
  store i8 %383, ptr %385, align 1, !dbg !490, !tbaa !136
  %386 = add nuw i64 %377, 1, !dbg !486
    #dbg_value(i64 %386, !450, !DIExpression(), !482)
  %387 = icmp eq i64 %386, %347, !dbg !483
  br i1 %387, label %373, label %376, !dbg !485, !llvm.loop !498

388:                                              ; preds = %290, %276
  %389 = phi i64 [ 0, %276 ], [ %292, %290 ], !dbg !452
  %390 = icmp eq i64 %389, %85, !dbg !499
  br i1 %390, label %391, label %394, !dbg !500

391:                                              ; preds = %388
  %392 = call i32 @bcmp(ptr nonnull %2, ptr nonnull %3, i64 %85), !dbg !501
  %393 = icmp eq i32 %392, 0, !dbg !501
  br i1 %393, label %396, label %394, !dbg !502

394:                                              ; preds = %391, %388
  %395 = add nsw i32 %277, 1, !dbg !503
    #dbg_value(i32 %395, !118, !DIExpression(), !125)
  br label %396, !dbg !504

396:                                              ; preds = %394, %391
  %397 = phi i32 [ %395, %394 ], [ %277, %391 ], !dbg !434
    #dbg_value(i32 %397, !118, !DIExpression(), !125)
  %398 = mul i32 %185, 31, !dbg !505
  %399 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #10, !dbg !506
  %400 = trunc i64 %399 to i32, !dbg !507
  %401 = add i32 %398, %400, !dbg !508
    #dbg_value(i32 %401, !119, !DIExpression(), !125)
  %402 = add nuw nsw i64 %85, 1, !dbg !509
    #dbg_value(i64 %402, !120, !DIExpression(), !143)
  %403 = icmp eq i64 %402, 65, !dbg !510
  br i1 %403, label %74, label %84, !dbg !144, !llvm.loop !511
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !513 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !517 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @a85_enc(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #6 !dbg !522 {
  %4 = alloca [5 x i8], align 1, !DIAssignID !542
    #dbg_assign(i1 undef, !537, !DIExpression(), !542, ptr %4, !DIExpression(), !543)
    #dbg_value(ptr %0, !525, !DIExpression(), !544)
    #dbg_value(i64 %1, !526, !DIExpression(), !544)
    #dbg_value(ptr %2, !527, !DIExpression(), !544)
    #dbg_value(i64 0, !528, !DIExpression(), !544)
    #dbg_value(i64 0, !529, !DIExpression(), !545)
  %5 = icmp eq i64 %1, 0, !dbg !546
  br i1 %5, label %13, label %6, !dbg !547

6:                                                ; preds = %3
  %7 = add i64 %1, -1, !dbg !547
  %8 = lshr i64 %7, 2, !dbg !547
  %9 = getelementptr inbounds i8, ptr %4, i64 4
  %10 = getelementptr inbounds i8, ptr %4, i64 3
  %11 = getelementptr inbounds i8, ptr %4, i64 2
  %12 = getelementptr inbounds i8, ptr %4, i64 1
  br label %16, !dbg !547

13:                                               ; preds = %96, %3
  %14 = phi i64 [ 0, %3 ], [ %97, %96 ], !dbg !544
  %15 = getelementptr inbounds i8, ptr %2, i64 %14, !dbg !548
  store i8 0, ptr %15, align 1, !dbg !549, !tbaa !136
  ret void, !dbg !550

16:                                               ; preds = %6, %96
  %17 = phi i64 [ %1, %6 ], [ %100, %96 ]
  %18 = phi i64 [ 0, %6 ], [ %99, %96 ]
  %19 = phi i64 [ 0, %6 ], [ %97, %96 ]
  %20 = phi i64 [ 0, %6 ], [ %98, %96 ]
  %21 = tail call i64 @llvm.umin.i64(i64 %17, i64 4), !dbg !551
  %22 = shl i64 %18, 2, !dbg !551
  %23 = sub i64 %1, %22, !dbg !551
  %24 = tail call i64 @llvm.umin.i64(i64 %23, i64 4), !dbg !551
  %25 = add nuw nsw i64 %24, 1, !dbg !551
    #dbg_value(i64 %19, !528, !DIExpression(), !544)
    #dbg_value(i64 %20, !529, !DIExpression(), !545)
    #dbg_value(i32 0, !531, !DIExpression(), !543)
  %26 = sub nsw i64 %1, %20, !dbg !551
    #dbg_value(i64 poison, !534, !DIExpression(), !543)
    #dbg_value(i64 0, !535, !DIExpression(), !552)
  %27 = icmp eq i64 %20, %1, !dbg !553
  br i1 %27, label %32, label %28, !dbg !555

28:                                               ; preds = %16
  %29 = getelementptr inbounds i8, ptr %0, i64 %20, !dbg !556
  %30 = load i8, ptr %29, align 1, !dbg !556, !tbaa !136
  %31 = zext i8 %30 to i32, !dbg !556
  br label %32, !dbg !555

32:                                               ; preds = %16, %28
  %33 = phi i32 [ %31, %28 ], [ 0, %16 ], !dbg !555
    #dbg_value(i32 %33, !531, !DIExpression(), !543)
    #dbg_value(i64 1, !535, !DIExpression(), !552)
  %34 = icmp ugt i64 %26, 1, !dbg !553
  br i1 %34, label %37, label %35, !dbg !555

35:                                               ; preds = %32
    #dbg_value(!DIArgList(i32 0, i32 %33), !531, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_shl, DW_OP_or, DW_OP_stack_value), !543)
    #dbg_value(i64 2, !535, !DIExpression(), !552)
  %36 = shl nuw nsw i32 %33, 16, !dbg !557
  br label %46, !dbg !555

37:                                               ; preds = %32
  %38 = or disjoint i64 %20, 1, !dbg !558
  %39 = getelementptr inbounds i8, ptr %0, i64 %38, !dbg !556
  %40 = load i8, ptr %39, align 1, !dbg !556, !tbaa !136
  %41 = zext i8 %40 to i32, !dbg !556
    #dbg_value(!DIArgList(i32 %41, i32 %33), !531, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_shl, DW_OP_or, DW_OP_stack_value), !543)
    #dbg_value(i64 2, !535, !DIExpression(), !552)
  %42 = shl nuw nsw i32 %33, 16, !dbg !557
  %43 = shl nuw nsw i32 %41, 8, !dbg !557
  %44 = or disjoint i32 %42, %43, !dbg !557
  %45 = icmp eq i64 %26, 2, !dbg !553
  br i1 %45, label %46, label %49, !dbg !555

46:                                               ; preds = %35, %37
  %47 = phi i32 [ %36, %35 ], [ %44, %37 ]
    #dbg_value(i32 %47, !531, !DIExpression(), !543)
    #dbg_value(i64 3, !535, !DIExpression(), !552)
  %48 = shl nuw i32 %47, 8, !dbg !557
  br label %62, !dbg !555

49:                                               ; preds = %37
  %50 = or disjoint i64 %20, 2, !dbg !558
  %51 = getelementptr inbounds i8, ptr %0, i64 %50, !dbg !556
  %52 = load i8, ptr %51, align 1, !dbg !556, !tbaa !136
  %53 = zext i8 %52 to i32, !dbg !556
  %54 = or disjoint i32 %44, %53, !dbg !559
    #dbg_value(i32 %54, !531, !DIExpression(), !543)
    #dbg_value(i64 3, !535, !DIExpression(), !552)
  %55 = shl nuw i32 %54, 8, !dbg !557
  %56 = icmp ugt i64 %26, 3, !dbg !553
  br i1 %56, label %57, label %72, !dbg !555

57:                                               ; preds = %49
  %58 = or disjoint i64 %20, 3, !dbg !558
  %59 = getelementptr inbounds i8, ptr %0, i64 %58, !dbg !556
  %60 = load i8, ptr %59, align 1, !dbg !556, !tbaa !136
  %61 = zext i8 %60 to i32, !dbg !556
  br label %62, !dbg !555

62:                                               ; preds = %46, %57
  %63 = phi i1 [ true, %57 ], [ false, %46 ]
  %64 = phi i32 [ %55, %57 ], [ %48, %46 ]
  %65 = phi i32 [ %61, %57 ], [ 0, %46 ], !dbg !555
  %66 = or disjoint i32 %65, %64, !dbg !559
    #dbg_value(i32 %66, !531, !DIExpression(), !543)
    #dbg_value(i64 4, !535, !DIExpression(), !552)
  %67 = icmp eq i32 %66, 0, !dbg !560
  %68 = and i1 %67, %63, !dbg !562
  br i1 %68, label %69, label %72, !dbg !562

69:                                               ; preds = %62
  %70 = add i64 %19, 1, !dbg !563
    #dbg_value(i64 %70, !528, !DIExpression(), !544)
  %71 = getelementptr inbounds i8, ptr %2, i64 %19, !dbg !565
  store i8 122, ptr %71, align 1, !dbg !566, !tbaa !136
  br label %96, !dbg !567

72:                                               ; preds = %49, %62
  %73 = phi i32 [ %66, %62 ], [ %55, %49 ]
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %4), !dbg !568
    #dbg_value(i64 4, !538, !DIExpression(), !569)
    #dbg_value(i32 %73, !531, !DIExpression(), !543)
  %74 = urem i32 %73, 85, !dbg !570
  %75 = trunc nuw nsw i32 %74 to i8, !dbg !573
  %76 = add nuw nsw i8 %75, 33, !dbg !573
  store i8 %76, ptr %9, align 1, !dbg !574, !tbaa !136
  %77 = udiv i32 %73, 85, !dbg !575
    #dbg_value(i32 %77, !531, !DIExpression(), !543)
    #dbg_value(i64 3, !538, !DIExpression(), !569)
  %78 = urem i32 %77, 85, !dbg !570
  %79 = trunc nuw nsw i32 %78 to i8, !dbg !573
  %80 = add nuw nsw i8 %79, 33, !dbg !573
  store i8 %80, ptr %10, align 1, !dbg !574, !tbaa !136
  %81 = udiv i32 %73, 7225, !dbg !575
    #dbg_value(i32 %81, !531, !DIExpression(), !543)
    #dbg_value(i64 2, !538, !DIExpression(), !569)
  %82 = urem i32 %81, 85, !dbg !570
  %83 = trunc nuw nsw i32 %82 to i8, !dbg !573
  %84 = add nuw nsw i8 %83, 33, !dbg !573
  store i8 %84, ptr %11, align 1, !dbg !574, !tbaa !136
  %85 = udiv i32 %73, 614125, !dbg !575
    #dbg_value(i32 %85, !531, !DIExpression(), !543)
    #dbg_value(i64 1, !538, !DIExpression(), !569)
  %86 = trunc nuw nsw i32 %85 to i16, !dbg !570
  %87 = urem i16 %86, 85, !dbg !570
  %88 = trunc nuw nsw i16 %87 to i8, !dbg !573
  %89 = add nuw nsw i8 %88, 33, !dbg !573
  store i8 %89, ptr %12, align 1, !dbg !574, !tbaa !136
  %90 = udiv i32 %73, 52200625, !dbg !575
    #dbg_value(i32 %90, !531, !DIExpression(), !543)
    #dbg_value(i64 0, !538, !DIExpression(), !569)
  %91 = trunc nuw nsw i32 %90 to i8, !dbg !573
  %92 = add nuw nsw i8 %91, 33, !dbg !573
  store i8 %92, ptr %4, align 1, !dbg !574, !tbaa !136
    #dbg_value(i32 poison, !531, !DIExpression(), !543)
    #dbg_value(i64 -1, !538, !DIExpression(), !569)
  %93 = getelementptr i8, ptr %2, i64 %19, !dbg !576
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %93, ptr noundef nonnull align 1 dereferenceable(1) %4, i64 %25, i1 false), !dbg !577, !tbaa !136
  %94 = add i64 %19, 1, !dbg !576
    #dbg_value(i64 poison, !540, !DIExpression(), !579)
    #dbg_value(i64 poison, !528, !DIExpression(), !544)
  %95 = add i64 %94, %21, !dbg !576
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %4), !dbg !580
  br label %96, !dbg !580

96:                                               ; preds = %72, %69
  %97 = phi i64 [ %70, %69 ], [ %95, %72 ], !dbg !544
    #dbg_value(i64 %97, !528, !DIExpression(), !544)
  %98 = add nuw nsw i64 %20, 4, !dbg !581
    #dbg_value(i64 %98, !529, !DIExpression(), !545)
  %99 = add nuw nsw i64 %18, 1, !dbg !547
  %100 = add i64 %17, -4, !dbg !547
  %101 = icmp eq i64 %18, %8, !dbg !546
  br i1 %101, label %13, label %16, !dbg !547, !llvm.loop !582
}

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #7

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!58}
!llvm.module.flags = !{!87, !88, !89, !90, !91, !92, !93}
!llvm.ident = !{!94}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/base32_hex_codecs.c", directory: ".", checksumkind: CSK_MD5, checksum: "2727e9d1ad50b0bf423b72916db6e601")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 1)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 3)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 7)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 15)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 21)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 18)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !19, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !49, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "b32", scope: !58, file: !2, line: 9, type: !83, isLocal: true, isDefinition: true)
!58 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !59, globals: !73, splitDebugInlining: false, nameTableKind: None)
!59 = !{!60, !62, !63, !64, !65, !66, !4, !71}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !62)
!62 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!63 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!64 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!65 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !67, line: 27, baseType: !68)
!67 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !69, line: 45, baseType: !70)
!69 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!70 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !67, line: 26, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !69, line: 42, baseType: !64)
!73 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !74, !52, !54, !56, !76, !81}
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !19, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 17)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !78, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 264, elements: !85)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!85 = !{!86}
!86 = !DISubrange(count: 33)
!87 = !{i32 7, !"Dwarf Version", i32 5}
!88 = !{i32 2, !"Debug Info Version", i32 3}
!89 = !{i32 1, !"wchar_size", i32 4}
!90 = !{i32 8, !"PIC Level", i32 2}
!91 = !{i32 7, !"PIE Level", i32 2}
!92 = !{i32 7, !"uwtable", i32 2}
!93 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!94 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!95 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 50, type: !96, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !98)
!96 = !DISubroutineType(types: !97)
!97 = !{!65}
!98 = !{!99, !103, !107, !110, !112, !116, !118, !119, !120}
!99 = !DILocalVariable(name: "enc", scope: !95, file: !2, line: 51, type: !100)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1600, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 200)
!103 = !DILocalVariable(name: "dec", scope: !95, file: !2, line: 51, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 800, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 100)
!107 = !DILocalVariable(name: "samples", scope: !95, file: !2, line: 52, type: !108)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !109, size: 448, elements: !35)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!110 = !DILocalVariable(name: "i", scope: !111, file: !2, line: 53, type: !65)
!111 = distinct !DILexicalBlock(scope: !95, file: !2, line: 53, column: 5)
!112 = !DILocalVariable(name: "data", scope: !95, file: !2, line: 54, type: !113)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 512, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 64)
!116 = !DILocalVariable(name: "i", scope: !117, file: !2, line: 55, type: !65)
!117 = distinct !DILexicalBlock(scope: !95, file: !2, line: 55, column: 5)
!118 = !DILocalVariable(name: "bad", scope: !95, file: !2, line: 57, type: !65)
!119 = !DILocalVariable(name: "h", scope: !95, file: !2, line: 57, type: !64)
!120 = !DILocalVariable(name: "n", scope: !121, file: !2, line: 58, type: !122)
!121 = distinct !DILexicalBlock(scope: !95, file: !2, line: 58, column: 5)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !123, line: 18, baseType: !70)
!123 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!124 = distinct !DIAssignID()
!125 = !DILocation(line: 0, scope: !95)
!126 = distinct !DIAssignID()
!127 = distinct !DIAssignID()
!128 = !DILocation(line: 51, column: 5, scope: !95)
!129 = !DILocation(line: 51, column: 20, scope: !95)
!130 = !DILocation(line: 0, scope: !111)
!131 = !DILocation(line: 53, column: 5, scope: !111)
!132 = !DILocation(line: 54, column: 5, scope: !95)
!133 = !DILocation(line: 0, scope: !117)
!134 = !DILocation(line: 55, column: 42, scope: !135)
!135 = distinct !DILexicalBlock(scope: !117, file: !2, line: 55, column: 5)
!136 = !{!137, !137, i64 0}
!137 = !{!"omnipotent char", !138, i64 0}
!138 = !{!"Simple C/C++ TBAA"}
!139 = !DILocation(line: 55, column: 34, scope: !135)
!140 = !DILocation(line: 56, column: 17, scope: !95)
!141 = !DILocation(line: 56, column: 5, scope: !95)
!142 = distinct !DIAssignID()
!143 = !DILocation(line: 0, scope: !121)
!144 = !DILocation(line: 58, column: 5, scope: !121)
!145 = !DILocation(line: 53, column: 66, scope: !146)
!146 = distinct !DILexicalBlock(scope: !147, file: !2, line: 53, column: 33)
!147 = distinct !DILexicalBlock(scope: !111, file: !2, line: 53, column: 5)
!148 = !{!149, !149, i64 0}
!149 = !{!"any pointer", !137, i64 0}
!150 = !DILocation(line: 53, column: 78, scope: !146)
!151 = !DILocalVariable(name: "in", arg: 1, scope: !152, file: !2, line: 10, type: !60)
!152 = distinct !DISubprogram(name: "b32_enc", scope: !2, file: !2, line: 10, type: !153, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !156)
!153 = !DISubroutineType(types: !154)
!154 = !{!122, !60, !122, !155}
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!156 = !{!151, !157, !158, !159, !160, !161, !162}
!157 = !DILocalVariable(name: "n", arg: 2, scope: !152, file: !2, line: 10, type: !122)
!158 = !DILocalVariable(name: "out", arg: 3, scope: !152, file: !2, line: 10, type: !155)
!159 = !DILocalVariable(name: "o", scope: !152, file: !2, line: 11, type: !122)
!160 = !DILocalVariable(name: "buf", scope: !152, file: !2, line: 11, type: !66)
!161 = !DILocalVariable(name: "bits", scope: !152, file: !2, line: 11, type: !65)
!162 = !DILocalVariable(name: "i", scope: !163, file: !2, line: 12, type: !122)
!163 = distinct !DILexicalBlock(scope: !152, file: !2, line: 12, column: 5)
!164 = !DILocation(line: 0, scope: !152, inlinedAt: !165)
!165 = distinct !DILocation(line: 53, column: 35, scope: !146)
!166 = !DILocation(line: 0, scope: !163, inlinedAt: !165)
!167 = !DILocation(line: 12, column: 26, scope: !168, inlinedAt: !165)
!168 = distinct !DILexicalBlock(scope: !163, file: !2, line: 12, column: 5)
!169 = !DILocation(line: 12, column: 5, scope: !163, inlinedAt: !165)
!170 = !DILocation(line: 13, column: 9, scope: !171, inlinedAt: !165)
!171 = distinct !DILexicalBlock(scope: !152, file: !2, line: 13, column: 9)
!172 = !DILocation(line: 13, column: 9, scope: !152, inlinedAt: !165)
!173 = !DILocation(line: 12, column: 48, scope: !174, inlinedAt: !165)
!174 = distinct !DILexicalBlock(scope: !168, file: !2, line: 12, column: 36)
!175 = !DILocation(line: 12, column: 55, scope: !174, inlinedAt: !165)
!176 = !DILocation(line: 12, column: 53, scope: !174, inlinedAt: !165)
!177 = !DILocation(line: 12, column: 67, scope: !174, inlinedAt: !165)
!178 = !DILocation(line: 12, column: 85, scope: !174, inlinedAt: !165)
!179 = !DILocation(line: 12, column: 73, scope: !174, inlinedAt: !165)
!180 = !DILocation(line: 12, column: 122, scope: !181, inlinedAt: !165)
!181 = distinct !DILexicalBlock(scope: !174, file: !2, line: 12, column: 91)
!182 = !DILocation(line: 12, column: 113, scope: !181, inlinedAt: !165)
!183 = !DILocation(line: 12, column: 128, scope: !181, inlinedAt: !165)
!184 = !DILocation(line: 12, column: 104, scope: !181, inlinedAt: !165)
!185 = !DILocation(line: 12, column: 98, scope: !181, inlinedAt: !165)
!186 = !DILocation(line: 12, column: 93, scope: !181, inlinedAt: !165)
!187 = !DILocation(line: 12, column: 102, scope: !181, inlinedAt: !165)
!188 = distinct !{!188, !179, !189, !190}
!189 = !DILocation(line: 12, column: 146, scope: !174, inlinedAt: !165)
!190 = !{!"llvm.loop.mustprogress"}
!191 = !DILocation(line: 12, column: 32, scope: !168, inlinedAt: !165)
!192 = !DILocation(line: 12, scope: !174, inlinedAt: !165)
!193 = distinct !{!193, !169, !194, !190}
!194 = !DILocation(line: 12, column: 148, scope: !163, inlinedAt: !165)
!195 = !DILocation(line: 13, column: 41, scope: !171, inlinedAt: !165)
!196 = !DILocation(line: 13, column: 35, scope: !171, inlinedAt: !165)
!197 = !DILocation(line: 13, column: 50, scope: !171, inlinedAt: !165)
!198 = !DILocation(line: 13, column: 26, scope: !171, inlinedAt: !165)
!199 = !DILocation(line: 13, column: 20, scope: !171, inlinedAt: !165)
!200 = !DILocation(line: 13, column: 15, scope: !171, inlinedAt: !165)
!201 = !DILocation(line: 13, column: 24, scope: !171, inlinedAt: !165)
!202 = !DILocation(line: 14, column: 14, scope: !152, inlinedAt: !165)
!203 = !DILocation(line: 14, column: 5, scope: !152, inlinedAt: !165)
!204 = !DILocation(line: 14, column: 28, scope: !152, inlinedAt: !165)
!205 = !DILocation(line: 15, column: 5, scope: !152, inlinedAt: !165)
!206 = !DILocation(line: 15, column: 12, scope: !152, inlinedAt: !165)
!207 = !DILocation(line: 53, column: 104, scope: !146)
!208 = !DILocation(line: 53, column: 29, scope: !147)
!209 = !DILocation(line: 53, column: 23, scope: !147)
!210 = distinct !{!210, !131, !211, !190}
!211 = !DILocation(line: 53, column: 148, scope: !111)
!212 = !DILocation(line: 63, column: 5, scope: !95)
!213 = !DILocation(line: 64, column: 5, scope: !95)
!214 = !DILocalVariable(name: "in", arg: 1, scope: !215, file: !2, line: 23, type: !60)
!215 = distinct !DISubprogram(name: "hex_enc", scope: !2, file: !2, line: 23, type: !216, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !218)
!216 = !DISubroutineType(types: !217)
!217 = !{null, !60, !122, !155, !65}
!218 = !{!214, !219, !220, !221, !222, !223}
!219 = !DILocalVariable(name: "n", arg: 2, scope: !215, file: !2, line: 23, type: !122)
!220 = !DILocalVariable(name: "out", arg: 3, scope: !215, file: !2, line: 23, type: !155)
!221 = !DILocalVariable(name: "upper", arg: 4, scope: !215, file: !2, line: 23, type: !65)
!222 = !DILocalVariable(name: "d", scope: !215, file: !2, line: 23, type: !109)
!223 = !DILocalVariable(name: "i", scope: !224, file: !2, line: 23, type: !122)
!224 = distinct !DILexicalBlock(scope: !215, file: !2, line: 23, column: 145)
!225 = !DILocation(line: 0, scope: !215, inlinedAt: !226)
!226 = distinct !DILocation(line: 65, column: 5, scope: !95)
!227 = !DILocation(line: 0, scope: !224, inlinedAt: !226)
!228 = !DILocation(line: 23, column: 189, scope: !229, inlinedAt: !226)
!229 = distinct !DILexicalBlock(scope: !230, file: !2, line: 23, column: 176)
!230 = distinct !DILexicalBlock(scope: !224, file: !2, line: 23, column: 145)
!231 = !DILocation(line: 23, column: 178, scope: !229, inlinedAt: !226)
!232 = !DILocation(line: 23, column: 206, scope: !229, inlinedAt: !226)
!233 = !DILocation(line: 23, column: 221, scope: !229, inlinedAt: !226)
!234 = !DILocation(line: 23, column: 240, scope: !215, inlinedAt: !226)
!235 = !DILocation(line: 23, column: 251, scope: !215, inlinedAt: !226)
!236 = distinct !DIAssignID()
!237 = !DILocation(line: 65, column: 64, scope: !95)
!238 = !DILocation(line: 0, scope: !215, inlinedAt: !239)
!239 = distinct !DILocation(line: 66, column: 5, scope: !95)
!240 = !DILocation(line: 0, scope: !224, inlinedAt: !239)
!241 = !DILocation(line: 23, column: 189, scope: !229, inlinedAt: !239)
!242 = !DILocation(line: 23, column: 221, scope: !229, inlinedAt: !239)
!243 = !DILocation(line: 23, column: 251, scope: !215, inlinedAt: !239)
!244 = distinct !DIAssignID()
!245 = !DILocation(line: 66, column: 64, scope: !95)
!246 = !DILocation(line: 67, column: 12, scope: !95)
!247 = !DILocation(line: 68, column: 1, scope: !95)
!248 = !DILocation(line: 67, column: 5, scope: !95)
!249 = !DILocation(line: 0, scope: !152, inlinedAt: !250)
!250 = distinct !DILocation(line: 59, column: 9, scope: !251)
!251 = distinct !DILexicalBlock(scope: !252, file: !2, line: 58, column: 38)
!252 = distinct !DILexicalBlock(scope: !121, file: !2, line: 58, column: 5)
!253 = !DILocation(line: 0, scope: !163, inlinedAt: !250)
!254 = !DILocation(line: 12, column: 26, scope: !168, inlinedAt: !250)
!255 = !DILocation(line: 12, column: 5, scope: !163, inlinedAt: !250)
!256 = !DILocation(line: 13, column: 9, scope: !171, inlinedAt: !250)
!257 = !DILocation(line: 13, column: 9, scope: !152, inlinedAt: !250)
!258 = !DILocation(line: 12, column: 48, scope: !174, inlinedAt: !250)
!259 = !DILocation(line: 12, column: 55, scope: !174, inlinedAt: !250)
!260 = !DILocation(line: 12, column: 53, scope: !174, inlinedAt: !250)
!261 = !DILocation(line: 12, column: 67, scope: !174, inlinedAt: !250)
!262 = !DILocation(line: 12, column: 85, scope: !174, inlinedAt: !250)
!263 = !DILocation(line: 12, column: 73, scope: !174, inlinedAt: !250)
!264 = !DILocation(line: 12, column: 122, scope: !181, inlinedAt: !250)
!265 = !DILocation(line: 12, column: 113, scope: !181, inlinedAt: !250)
!266 = !DILocation(line: 12, column: 128, scope: !181, inlinedAt: !250)
!267 = !DILocation(line: 12, column: 104, scope: !181, inlinedAt: !250)
!268 = !DILocation(line: 12, column: 98, scope: !181, inlinedAt: !250)
!269 = !DILocation(line: 12, column: 93, scope: !181, inlinedAt: !250)
!270 = !DILocation(line: 12, column: 102, scope: !181, inlinedAt: !250)
!271 = distinct !{!271, !263, !272, !190}
!272 = !DILocation(line: 12, column: 146, scope: !174, inlinedAt: !250)
!273 = !DILocation(line: 12, column: 32, scope: !168, inlinedAt: !250)
!274 = !DILocation(line: 12, scope: !174, inlinedAt: !250)
!275 = distinct !{!275, !255, !276, !190}
!276 = !DILocation(line: 12, column: 148, scope: !163, inlinedAt: !250)
!277 = !DILocation(line: 13, column: 41, scope: !171, inlinedAt: !250)
!278 = !DILocation(line: 13, column: 35, scope: !171, inlinedAt: !250)
!279 = !DILocation(line: 13, column: 50, scope: !171, inlinedAt: !250)
!280 = !DILocation(line: 13, column: 26, scope: !171, inlinedAt: !250)
!281 = !DILocation(line: 13, column: 20, scope: !171, inlinedAt: !250)
!282 = !DILocation(line: 13, column: 15, scope: !171, inlinedAt: !250)
!283 = !DILocation(line: 13, column: 24, scope: !171, inlinedAt: !250)
!284 = !DILocation(line: 14, column: 14, scope: !152, inlinedAt: !250)
!285 = !DILocation(line: 14, column: 5, scope: !152, inlinedAt: !250)
!286 = !DILocation(line: 14, column: 28, scope: !152, inlinedAt: !250)
!287 = !DILocation(line: 15, column: 5, scope: !152, inlinedAt: !250)
!288 = !DILocation(line: 15, column: 12, scope: !152, inlinedAt: !250)
!289 = !DILocalVariable(name: "in", arg: 1, scope: !290, file: !2, line: 18, type: !109)
!290 = distinct !DISubprogram(name: "b32_dec", scope: !2, file: !2, line: 18, type: !291, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !294)
!291 = !DISubroutineType(types: !292)
!292 = !{!63, !109, !293}
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!294 = !{!289, !295, !296, !297, !298, !299}
!295 = !DILocalVariable(name: "out", arg: 2, scope: !290, file: !2, line: 18, type: !293)
!296 = !DILocalVariable(name: "o", scope: !290, file: !2, line: 19, type: !122)
!297 = !DILocalVariable(name: "buf", scope: !290, file: !2, line: 19, type: !66)
!298 = !DILocalVariable(name: "bits", scope: !290, file: !2, line: 19, type: !65)
!299 = !DILocalVariable(name: "p", scope: !300, file: !2, line: 20, type: !109)
!300 = distinct !DILexicalBlock(scope: !301, file: !2, line: 20, column: 37)
!301 = distinct !DILexicalBlock(scope: !302, file: !2, line: 20, column: 5)
!302 = distinct !DILexicalBlock(scope: !290, file: !2, line: 20, column: 5)
!303 = !DILocation(line: 0, scope: !290, inlinedAt: !304)
!304 = distinct !DILocation(line: 59, column: 36, scope: !305)
!305 = distinct !DILexicalBlock(scope: !251, file: !2, line: 59, column: 36)
!306 = !DILocation(line: 20, column: 5, scope: !290, inlinedAt: !304)
!307 = !DILocation(line: 20, column: 12, scope: !301, inlinedAt: !304)
!308 = !DILocation(line: 20, column: 16, scope: !301, inlinedAt: !304)
!309 = !DILocation(line: 20, column: 55, scope: !300, inlinedAt: !304)
!310 = !DILocation(line: 0, scope: !300, inlinedAt: !304)
!311 = !DILocation(line: 20, column: 78, scope: !312, inlinedAt: !304)
!312 = distinct !DILexicalBlock(scope: !300, file: !2, line: 20, column: 77)
!313 = !DILocation(line: 20, column: 77, scope: !300, inlinedAt: !304)
!314 = !DILocation(line: 20, column: 102, scope: !300, inlinedAt: !304)
!315 = !DILocation(line: 20, column: 122, scope: !300, inlinedAt: !304)
!316 = !DILocation(line: 20, column: 107, scope: !300, inlinedAt: !304)
!317 = !DILocation(line: 20, column: 135, scope: !300, inlinedAt: !304)
!318 = !DILocation(line: 20, column: 150, scope: !319, inlinedAt: !304)
!319 = distinct !DILexicalBlock(scope: !300, file: !2, line: 20, column: 145)
!320 = !DILocation(line: 20, column: 145, scope: !300, inlinedAt: !304)
!321 = !DILocation(line: 20, column: 198, scope: !322, inlinedAt: !304)
!322 = distinct !DILexicalBlock(scope: !319, file: !2, line: 20, column: 156)
!323 = !DILocation(line: 20, column: 189, scope: !322, inlinedAt: !304)
!324 = !DILocation(line: 20, column: 169, scope: !322, inlinedAt: !304)
!325 = !DILocation(line: 20, column: 163, scope: !322, inlinedAt: !304)
!326 = !DILocation(line: 20, column: 158, scope: !322, inlinedAt: !304)
!327 = !DILocation(line: 20, column: 167, scope: !322, inlinedAt: !304)
!328 = !DILocation(line: 20, column: 216, scope: !322, inlinedAt: !304)
!329 = !DILocation(line: 20, column: 33, scope: !301, inlinedAt: !304)
!330 = !DILocation(line: 20, column: 5, scope: !301, inlinedAt: !304)
!331 = distinct !{!331, !332, !333, !190}
!332 = !DILocation(line: 20, column: 5, scope: !302, inlinedAt: !304)
!333 = !DILocation(line: 20, column: 218, scope: !302, inlinedAt: !304)
!334 = !DILocation(line: 59, column: 54, scope: !305)
!335 = !DILocation(line: 59, column: 65, scope: !305)
!336 = !DILocation(line: 59, column: 68, scope: !305)
!337 = !DILocation(line: 59, column: 36, scope: !251)
!338 = !DILocation(line: 59, column: 93, scope: !305)
!339 = !DILocation(line: 59, column: 90, scope: !305)
!340 = !DILocation(line: 59, column: 103, scope: !251)
!341 = !DILocation(line: 59, column: 120, scope: !251)
!342 = !DILocation(line: 59, column: 110, scope: !251)
!343 = !DILocation(line: 59, column: 108, scope: !251)
!344 = !DILocation(line: 0, scope: !215, inlinedAt: !345)
!345 = distinct !DILocation(line: 60, column: 9, scope: !251)
!346 = !DILocation(line: 23, column: 96, scope: !215, inlinedAt: !345)
!347 = !DILocation(line: 0, scope: !224, inlinedAt: !345)
!348 = !DILocation(line: 23, column: 145, scope: !224, inlinedAt: !345)
!349 = !DILocation(line: 23, column: 193, scope: !229, inlinedAt: !345)
!350 = !DILocation(line: 23, column: 199, scope: !229, inlinedAt: !345)
!351 = !DILocation(line: 23, column: 191, scope: !229, inlinedAt: !345)
!352 = !DILocation(line: 23, column: 184, scope: !229, inlinedAt: !345)
!353 = !DILocation(line: 23, column: 178, scope: !229, inlinedAt: !345)
!354 = !DILocation(line: 23, column: 189, scope: !229, inlinedAt: !345)
!355 = !DILocation(line: 23, column: 231, scope: !229, inlinedAt: !345)
!356 = !DILocation(line: 23, column: 223, scope: !229, inlinedAt: !345)
!357 = !DILocation(line: 23, column: 216, scope: !229, inlinedAt: !345)
!358 = !DILocation(line: 23, column: 206, scope: !229, inlinedAt: !345)
!359 = !DILocation(line: 23, column: 221, scope: !229, inlinedAt: !345)
!360 = !DILocation(line: 23, column: 172, scope: !230, inlinedAt: !345)
!361 = !DILocation(line: 23, column: 166, scope: !230, inlinedAt: !345)
!362 = distinct !{!362, !348, !363, !190}
!363 = !DILocation(line: 23, column: 238, scope: !224, inlinedAt: !345)
!364 = !DILocation(line: 23, column: 246, scope: !215, inlinedAt: !345)
!365 = !DILocation(line: 23, column: 240, scope: !215, inlinedAt: !345)
!366 = !DILocation(line: 23, column: 251, scope: !215, inlinedAt: !345)
!367 = !DILocalVariable(name: "in", arg: 1, scope: !368, file: !2, line: 25, type: !109)
!368 = distinct !DISubprogram(name: "hex_dec", scope: !2, file: !2, line: 25, type: !291, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !369)
!369 = !{!367, !370, !371, !372, !374, !377}
!370 = !DILocalVariable(name: "out", arg: 2, scope: !368, file: !2, line: 25, type: !293)
!371 = !DILocalVariable(name: "n", scope: !368, file: !2, line: 25, type: !122)
!372 = !DILocalVariable(name: "i", scope: !373, file: !2, line: 25, type: !122)
!373 = distinct !DILexicalBlock(scope: !368, file: !2, line: 25, column: 104)
!374 = !DILocalVariable(name: "h", scope: !375, file: !2, line: 25, type: !65)
!375 = distinct !DILexicalBlock(scope: !376, file: !2, line: 25, column: 139)
!376 = distinct !DILexicalBlock(scope: !373, file: !2, line: 25, column: 104)
!377 = !DILocalVariable(name: "l", scope: !375, file: !2, line: 25, type: !65)
!378 = !DILocation(line: 0, scope: !368, inlinedAt: !379)
!379 = distinct !DILocation(line: 60, column: 50, scope: !380)
!380 = distinct !DILexicalBlock(scope: !251, file: !2, line: 60, column: 50)
!381 = !DILocation(line: 25, column: 70, scope: !368, inlinedAt: !379)
!382 = !DILocation(line: 25, column: 88, scope: !383, inlinedAt: !379)
!383 = distinct !DILexicalBlock(scope: !368, file: !2, line: 25, column: 86)
!384 = !DILocation(line: 25, column: 86, scope: !368, inlinedAt: !379)
!385 = !DILocation(line: 0, scope: !373, inlinedAt: !379)
!386 = !DILocation(line: 25, column: 125, scope: !376, inlinedAt: !379)
!387 = !DILocation(line: 25, column: 104, scope: !373, inlinedAt: !379)
!388 = !DILocation(line: 25, column: 161, scope: !375, inlinedAt: !379)
!389 = !DILocation(line: 25, column: 156, scope: !375, inlinedAt: !379)
!390 = !DILocalVariable(name: "c", arg: 1, scope: !391, file: !2, line: 24, type: !4)
!391 = distinct !DISubprogram(name: "hexval", scope: !2, file: !2, line: 24, type: !392, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !394)
!392 = !DISubroutineType(types: !393)
!393 = !{!65, !4}
!394 = !{!390}
!395 = !DILocation(line: 0, scope: !391, inlinedAt: !396)
!396 = distinct !DILocation(line: 25, column: 149, scope: !375, inlinedAt: !379)
!397 = !DILocation(line: 24, column: 36, scope: !391, inlinedAt: !396)
!398 = !DILocation(line: 24, column: 45, scope: !391, inlinedAt: !396)
!399 = !DILocation(line: 24, column: 61, scope: !391, inlinedAt: !396)
!400 = !DILocation(line: 24, column: 78, scope: !391, inlinedAt: !396)
!401 = !DILocation(line: 24, column: 100, scope: !391, inlinedAt: !396)
!402 = !DILocation(line: 24, column: 69, scope: !391, inlinedAt: !396)
!403 = !DILocation(line: 24, column: 116, scope: !391, inlinedAt: !396)
!404 = !DILocation(line: 0, scope: !375, inlinedAt: !379)
!405 = !DILocation(line: 25, column: 188, scope: !375, inlinedAt: !379)
!406 = !DILocation(line: 25, column: 179, scope: !375, inlinedAt: !379)
!407 = !DILocation(line: 0, scope: !391, inlinedAt: !408)
!408 = distinct !DILocation(line: 25, column: 172, scope: !375, inlinedAt: !379)
!409 = !DILocation(line: 24, column: 36, scope: !391, inlinedAt: !408)
!410 = !DILocation(line: 24, column: 45, scope: !391, inlinedAt: !408)
!411 = !DILocation(line: 24, column: 61, scope: !391, inlinedAt: !408)
!412 = !DILocation(line: 24, column: 78, scope: !391, inlinedAt: !408)
!413 = !DILocation(line: 24, column: 100, scope: !391, inlinedAt: !408)
!414 = !DILocation(line: 24, column: 69, scope: !391, inlinedAt: !408)
!415 = !DILocation(line: 24, column: 116, scope: !391, inlinedAt: !408)
!416 = !DILocation(line: 25, column: 201, scope: !417, inlinedAt: !379)
!417 = distinct !DILexicalBlock(scope: !375, file: !2, line: 25, column: 199)
!418 = !DILocation(line: 25, column: 205, scope: !417, inlinedAt: !379)
!419 = !DILocation(line: 25, column: 253, scope: !375, inlinedAt: !379)
!420 = !DILocation(line: 25, column: 258, scope: !375, inlinedAt: !379)
!421 = !DILocation(line: 25, column: 235, scope: !375, inlinedAt: !379)
!422 = !DILocation(line: 25, column: 226, scope: !375, inlinedAt: !379)
!423 = !DILocation(line: 25, column: 233, scope: !375, inlinedAt: !379)
!424 = !DILocation(line: 25, column: 135, scope: !376, inlinedAt: !379)
!425 = distinct !{!425, !387, !426, !190}
!426 = !DILocation(line: 25, column: 264, scope: !373, inlinedAt: !379)
!427 = !DILocation(line: 25, scope: !368, inlinedAt: !379)
!428 = !DILocation(line: 60, column: 68, scope: !380)
!429 = !DILocation(line: 60, column: 79, scope: !380)
!430 = !DILocation(line: 60, column: 82, scope: !380)
!431 = !DILocation(line: 60, column: 50, scope: !251)
!432 = !DILocation(line: 60, column: 107, scope: !380)
!433 = !DILocation(line: 60, column: 104, scope: !380)
!434 = !DILocation(line: 0, scope: !251)
!435 = !DILocation(line: 61, column: 9, scope: !251)
!436 = !DILocalVariable(name: "in", arg: 1, scope: !437, file: !2, line: 38, type: !109)
!437 = distinct !DISubprogram(name: "a85_dec", scope: !2, file: !2, line: 38, type: !291, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !438)
!438 = !{!436, !439, !440, !441, !442, !444, !447, !448, !450}
!439 = !DILocalVariable(name: "out", arg: 2, scope: !437, file: !2, line: 38, type: !293)
!440 = !DILocalVariable(name: "o", scope: !437, file: !2, line: 39, type: !122)
!441 = !DILocalVariable(name: "n", scope: !437, file: !2, line: 39, type: !122)
!442 = !DILocalVariable(name: "i", scope: !443, file: !2, line: 40, type: !122)
!443 = distinct !DILexicalBlock(scope: !437, file: !2, line: 40, column: 5)
!444 = !DILocalVariable(name: "k", scope: !445, file: !2, line: 42, type: !122)
!445 = distinct !DILexicalBlock(scope: !446, file: !2, line: 40, column: 32)
!446 = distinct !DILexicalBlock(scope: !443, file: !2, line: 40, column: 5)
!447 = !DILocalVariable(name: "v", scope: !445, file: !2, line: 42, type: !71)
!448 = !DILocalVariable(name: "j", scope: !449, file: !2, line: 43, type: !122)
!449 = distinct !DILexicalBlock(scope: !445, file: !2, line: 43, column: 9)
!450 = !DILocalVariable(name: "j", scope: !451, file: !2, line: 44, type: !122)
!451 = distinct !DILexicalBlock(scope: !445, file: !2, line: 44, column: 9)
!452 = !DILocation(line: 0, scope: !437, inlinedAt: !453)
!453 = distinct !DILocation(line: 61, column: 36, scope: !454)
!454 = distinct !DILexicalBlock(scope: !251, file: !2, line: 61, column: 36)
!455 = !DILocation(line: 39, column: 23, scope: !437, inlinedAt: !453)
!456 = !DILocation(line: 0, scope: !443, inlinedAt: !453)
!457 = !DILocation(line: 40, column: 26, scope: !446, inlinedAt: !453)
!458 = !DILocation(line: 40, column: 5, scope: !443, inlinedAt: !453)
!459 = !DILocation(line: 41, column: 13, scope: !460, inlinedAt: !453)
!460 = distinct !DILexicalBlock(scope: !445, file: !2, line: 41, column: 13)
!461 = !DILocation(line: 41, column: 19, scope: !460, inlinedAt: !453)
!462 = !DILocation(line: 41, column: 13, scope: !445, inlinedAt: !453)
!463 = !DILocation(line: 41, column: 40, scope: !464, inlinedAt: !453)
!464 = distinct !DILexicalBlock(scope: !460, file: !2, line: 41, column: 27)
!465 = !DILocation(line: 41, column: 29, scope: !464, inlinedAt: !453)
!466 = !DILocation(line: 41, column: 54, scope: !464, inlinedAt: !453)
!467 = !DILocation(line: 41, column: 61, scope: !464, inlinedAt: !453)
!468 = !DILocation(line: 41, column: 65, scope: !464, inlinedAt: !453)
!469 = distinct !{!469, !458, !470, !190}
!470 = !DILocation(line: 46, column: 5, scope: !443, inlinedAt: !453)
!471 = !DILocation(line: 42, column: 22, scope: !445, inlinedAt: !453)
!472 = !DILocation(line: 0, scope: !445, inlinedAt: !453)
!473 = !DILocation(line: 0, scope: !449, inlinedAt: !453)
!474 = !DILocation(line: 43, column: 66, scope: !475, inlinedAt: !453)
!475 = distinct !DILexicalBlock(scope: !449, file: !2, line: 43, column: 9)
!476 = !DILocation(line: 43, column: 64, scope: !475, inlinedAt: !453)
!477 = !DILocation(line: 43, column: 46, scope: !475, inlinedAt: !453)
!478 = !DILocation(line: 43, column: 72, scope: !475, inlinedAt: !453)
!479 = !DILocation(line: 43, column: 82, scope: !475, inlinedAt: !453)
!480 = !DILocation(line: 43, column: 51, scope: !475, inlinedAt: !453)
!481 = !DILocation(line: 42, column: 20, scope: !445, inlinedAt: !453)
!482 = !DILocation(line: 0, scope: !451, inlinedAt: !453)
!483 = !DILocation(line: 44, column: 30, scope: !484, inlinedAt: !453)
!484 = distinct !DILexicalBlock(scope: !451, file: !2, line: 44, column: 9)
!485 = !DILocation(line: 44, column: 9, scope: !451, inlinedAt: !453)
!486 = !DILocation(line: 44, column: 40, scope: !484, inlinedAt: !453)
!487 = !DILocation(line: 44, column: 73, scope: !484, inlinedAt: !453)
!488 = !DILocation(line: 44, column: 55, scope: !484, inlinedAt: !453)
!489 = !DILocation(line: 44, column: 44, scope: !484, inlinedAt: !453)
!490 = !DILocation(line: 44, column: 53, scope: !484, inlinedAt: !453)
!491 = distinct !{!491, !485, !492, !190, !493, !494}
!492 = !DILocation(line: 44, column: 88, scope: !451, inlinedAt: !453)
!493 = !{!"llvm.loop.isvectorized", i32 1}
!494 = !{!"llvm.loop.unroll.runtime.disable"}
!495 = !DILocation(line: 45, column: 11, scope: !445, inlinedAt: !453)
!496 = !DILocation(line: 40, column: 5, scope: !446, inlinedAt: !453)
!497 = !DILocation(line: 44, column: 49, scope: !484, inlinedAt: !453)
!498 = distinct !{!498, !485, !492, !190, !494, !493}
!499 = !DILocation(line: 61, column: 54, scope: !454)
!500 = !DILocation(line: 61, column: 65, scope: !454)
!501 = !DILocation(line: 61, column: 68, scope: !454)
!502 = !DILocation(line: 61, column: 36, scope: !251)
!503 = !DILocation(line: 61, column: 93, scope: !454)
!504 = !DILocation(line: 61, column: 90, scope: !454)
!505 = !DILocation(line: 61, column: 103, scope: !251)
!506 = !DILocation(line: 61, column: 120, scope: !251)
!507 = !DILocation(line: 61, column: 110, scope: !251)
!508 = !DILocation(line: 61, column: 108, scope: !251)
!509 = !DILocation(line: 58, column: 34, scope: !252)
!510 = !DILocation(line: 58, column: 26, scope: !252)
!511 = distinct !{!511, !144, !512, !190}
!512 = !DILocation(line: 62, column: 5, scope: !121)
!513 = !DISubprogram(name: "strlen", scope: !514, file: !514, line: 407, type: !515, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!514 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!515 = !DISubroutineType(types: !516)
!516 = !{!70, !109}
!517 = !DISubprogram(name: "printf", scope: !518, file: !518, line: 356, type: !519, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!518 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!519 = !DISubroutineType(types: !520)
!520 = !{!65, !521, null}
!521 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !109)
!522 = distinct !DISubprogram(name: "a85_enc", scope: !2, file: !2, line: 26, type: !523, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !524)
!523 = !DISubroutineType(cc: DW_CC_nocall, types: !154)
!524 = !{!525, !526, !527, !528, !529, !531, !534, !535, !537, !538, !540}
!525 = !DILocalVariable(name: "in", arg: 1, scope: !522, file: !2, line: 26, type: !60)
!526 = !DILocalVariable(name: "n", arg: 2, scope: !522, file: !2, line: 26, type: !122)
!527 = !DILocalVariable(name: "out", arg: 3, scope: !522, file: !2, line: 26, type: !155)
!528 = !DILocalVariable(name: "o", scope: !522, file: !2, line: 27, type: !122)
!529 = !DILocalVariable(name: "i", scope: !530, file: !2, line: 28, type: !122)
!530 = distinct !DILexicalBlock(scope: !522, file: !2, line: 28, column: 5)
!531 = !DILocalVariable(name: "v", scope: !532, file: !2, line: 29, type: !71)
!532 = distinct !DILexicalBlock(scope: !533, file: !2, line: 28, column: 39)
!533 = distinct !DILexicalBlock(scope: !530, file: !2, line: 28, column: 5)
!534 = !DILocalVariable(name: "k", scope: !532, file: !2, line: 29, type: !122)
!535 = !DILocalVariable(name: "j", scope: !536, file: !2, line: 30, type: !122)
!536 = distinct !DILexicalBlock(scope: !532, file: !2, line: 30, column: 9)
!537 = !DILocalVariable(name: "t", scope: !532, file: !2, line: 32, type: !24)
!538 = !DILocalVariable(name: "j", scope: !539, file: !2, line: 32, type: !65)
!539 = distinct !DILexicalBlock(scope: !532, file: !2, line: 32, column: 20)
!540 = !DILocalVariable(name: "j", scope: !541, file: !2, line: 33, type: !122)
!541 = distinct !DILexicalBlock(scope: !532, file: !2, line: 33, column: 9)
!542 = distinct !DIAssignID()
!543 = !DILocation(line: 0, scope: !532)
!544 = !DILocation(line: 0, scope: !522)
!545 = !DILocation(line: 0, scope: !530)
!546 = !DILocation(line: 28, column: 26, scope: !533)
!547 = !DILocation(line: 28, column: 5, scope: !530)
!548 = !DILocation(line: 35, column: 5, scope: !522)
!549 = !DILocation(line: 35, column: 12, scope: !522)
!550 = !DILocation(line: 36, column: 5, scope: !522)
!551 = !DILocation(line: 29, column: 38, scope: !532)
!552 = !DILocation(line: 0, scope: !536)
!553 = !DILocation(line: 30, column: 56, scope: !554)
!554 = distinct !DILexicalBlock(scope: !536, file: !2, line: 30, column: 9)
!555 = !DILocation(line: 30, column: 54, scope: !554)
!556 = !DILocation(line: 30, column: 62, scope: !554)
!557 = !DILocation(line: 30, column: 46, scope: !554)
!558 = !DILocation(line: 30, column: 67, scope: !554)
!559 = !DILocation(line: 30, column: 51, scope: !554)
!560 = !DILocation(line: 31, column: 15, scope: !561)
!561 = distinct !DILexicalBlock(scope: !532, file: !2, line: 31, column: 13)
!562 = !DILocation(line: 31, column: 20, scope: !561)
!563 = !DILocation(line: 31, column: 38, scope: !564)
!564 = distinct !DILexicalBlock(scope: !561, file: !2, line: 31, column: 31)
!565 = !DILocation(line: 31, column: 33, scope: !564)
!566 = !DILocation(line: 31, column: 42, scope: !564)
!567 = !DILocation(line: 31, column: 49, scope: !564)
!568 = !DILocation(line: 32, column: 9, scope: !532)
!569 = !DILocation(line: 0, scope: !539)
!570 = !DILocation(line: 32, column: 73, scope: !571)
!571 = distinct !DILexicalBlock(scope: !572, file: !2, line: 32, column: 49)
!572 = distinct !DILexicalBlock(scope: !539, file: !2, line: 32, column: 20)
!573 = !DILocation(line: 32, column: 58, scope: !571)
!574 = !DILocation(line: 32, column: 56, scope: !571)
!575 = !DILocation(line: 32, column: 82, scope: !571)
!576 = !DILocation(line: 33, column: 9, scope: !541)
!577 = !DILocation(line: 33, column: 53, scope: !578)
!578 = distinct !DILexicalBlock(scope: !541, file: !2, line: 33, column: 9)
!579 = !DILocation(line: 0, scope: !541)
!580 = !DILocation(line: 34, column: 5, scope: !533)
!581 = !DILocation(line: 28, column: 33, scope: !533)
!582 = distinct !{!582, !547, !583, !190}
!583 = !DILocation(line: 34, column: 5, scope: !530)
