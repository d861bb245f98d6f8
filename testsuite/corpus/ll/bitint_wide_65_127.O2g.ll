; ModuleID = 'programs/bitint_wide_65_127.c'
source_filename = "programs/bitint_wide_65_127.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"u65 max \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c" s65 min \00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c" max \00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [23 x i8] c"s65 pair hash %016llx\0A\00", align 1, !dbg !17
@h = internal unnamed_addr global i64 1469598103934665603, align 8, !dbg !22
@.str.5 = private unnamed_addr constant [3 x i8] c"a=\00", align 1, !dbg !43
@.str.6 = private unnamed_addr constant [9 x i8] c" ashr64=\00", align 1, !dbg !48
@.str.7 = private unnamed_addr constant [8 x i8] c" shl64=\00", align 1, !dbg !50
@.str.8 = private unnamed_addr constant [8 x i8] c" ashr3=\00", align 1, !dbg !55
@.str.9 = private unnamed_addr constant [24 x i8] c"s127 pair hash %016llx\0A\00", align 1, !dbg !57
@.str.10 = private unnamed_addr constant [10 x i8] c" ashr126=\00", align 1, !dbg !62
@.str.11 = private unnamed_addr constant [10 x i8] c" lshr100=\00", align 1, !dbg !64
@.str.12 = private unnamed_addr constant [10 x i8] c" cmp0=%d\0A\00", align 1, !dbg !66
@.str.13 = private unnamed_addr constant [5 x i8] c"t65=\00", align 1, !dbg !68
@.str.14 = private unnamed_addr constant [7 x i8] c" tu65=\00", align 1, !dbg !73
@.str.15 = private unnamed_addr constant [7 x i8] c" t127=\00", align 1, !dbg !78
@.str.16 = private unnamed_addr constant [17 x i8] c"%s%016llx%016llx\00", align 1, !dbg !80

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !93 {
  %1 = alloca [12 x i128], align 16, !DIAssignID !144
    #dbg_assign(i1 undef, !100, !DIExpression(), !144, ptr %1, !DIExpression(), !145)
  %2 = alloca [10 x i128], align 16, !DIAssignID !146
    #dbg_assign(i1 undef, !122, !DIExpression(), !146, ptr %2, !DIExpression(), !145)
  %3 = alloca i128, align 16, !DIAssignID !147
    #dbg_assign(i1 undef, !139, !DIExpression(), !147, ptr %3, !DIExpression(), !145)
    #dbg_value(i128 36893488147419103231, !97, !DIExpression(), !145)
    #dbg_value(i128 -18446744073709551616, !98, !DIExpression(), !145)
    #dbg_value(i128 18446744073709551615, !99, !DIExpression(), !145)
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %1) #5, !dbg !148
  store volatile i128 0, ptr %1, align 16, !dbg !149, !tbaa !150, !DIAssignID !154
    #dbg_assign(i128 0, !100, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !154, ptr %1, !DIExpression(), !145)
  %4 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !149
  store volatile i128 1, ptr %4, align 16, !dbg !149, !tbaa !150, !DIAssignID !155
    #dbg_assign(i128 1, !100, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !155, ptr %4, !DIExpression(), !145)
  %5 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !149
  store volatile i128 -1, ptr %5, align 16, !dbg !149, !tbaa !150, !DIAssignID !156
    #dbg_assign(i128 -1, !100, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !156, ptr %5, !DIExpression(), !145)
  %6 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !149
  store volatile i128 2, ptr %6, align 16, !dbg !149, !tbaa !150, !DIAssignID !157
    #dbg_assign(i128 2, !100, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !157, ptr %6, !DIExpression(), !145)
  %7 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !149
  store volatile i128 -3, ptr %7, align 16, !dbg !149, !tbaa !150, !DIAssignID !158
    #dbg_assign(i128 -3, !100, !DIExpression(DW_OP_LLVM_fragment, 512, 128), !158, ptr %7, !DIExpression(), !145)
  %8 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !149
  store volatile i128 7, ptr %8, align 16, !dbg !149, !tbaa !150, !DIAssignID !159
    #dbg_assign(i128 7, !100, !DIExpression(DW_OP_LLVM_fragment, 640, 128), !159, ptr %8, !DIExpression(), !145)
  %9 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !149
  store volatile i128 -18446744073709551616, ptr %9, align 16, !dbg !149, !tbaa !150, !DIAssignID !160
    #dbg_assign(i128 -18446744073709551616, !100, !DIExpression(DW_OP_LLVM_fragment, 768, 128), !160, ptr %9, !DIExpression(), !145)
  %10 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !149
  store volatile i128 18446744073709551615, ptr %10, align 16, !dbg !149, !tbaa !150, !DIAssignID !161
    #dbg_assign(i128 18446744073709551615, !100, !DIExpression(DW_OP_LLVM_fragment, 896, 128), !161, ptr %10, !DIExpression(), !145)
  %11 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !149
  store volatile i128 -18446744073709551615, ptr %11, align 16, !dbg !149, !tbaa !150, !DIAssignID !162
    #dbg_assign(i128 -18446744073709551615, !100, !DIExpression(DW_OP_LLVM_fragment, 1024, 128), !162, ptr %11, !DIExpression(), !145)
  %12 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !149
  store volatile i128 6148914691236517205, ptr %12, align 16, !dbg !149, !tbaa !150, !DIAssignID !163
    #dbg_assign(i128 6148914691236517205, !100, !DIExpression(DW_OP_LLVM_fragment, 1152, 128), !163, ptr %12, !DIExpression(), !145)
  %13 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !149
  store volatile i128 163971058432973790, ptr %13, align 16, !dbg !149, !tbaa !150, !DIAssignID !164
    #dbg_assign(i128 163971058432973790, !100, !DIExpression(DW_OP_LLVM_fragment, 1280, 128), !164, ptr %13, !DIExpression(), !145)
  %14 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !149
  store volatile i128 -9223372036854775812, ptr %14, align 16, !dbg !149, !tbaa !150, !DIAssignID !165
    #dbg_assign(i128 -9223372036854775812, !100, !DIExpression(DW_OP_LLVM_fragment, 1408, 128), !165, ptr %14, !DIExpression(), !145)
    #dbg_value(i32 12, !105, !DIExpression(), !145)
    #dbg_value(ptr @.str, !166, !DIExpression(), !174)
    #dbg_value(!DIArgList(i128 0, i64 -1), !173, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !174)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str, i64 noundef 1, i64 noundef -1), !dbg !176
    #dbg_value(ptr @.str.1, !166, !DIExpression(), !177)
    #dbg_value(!DIArgList(i128 0, i64 0), !173, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !177)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.1, i64 noundef -1, i64 noundef 0), !dbg !179
    #dbg_value(ptr @.str.2, !166, !DIExpression(), !180)
    #dbg_value(!DIArgList(i128 0, i64 -1), !173, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !180)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2, i64 noundef 0, i64 noundef -1), !dbg !182
  %18 = tail call i32 @putchar(i32 10), !dbg !183
    #dbg_value(i32 0, !106, !DIExpression(), !184)
  %19 = load i64, ptr @h, align 8, !tbaa !185
  br label %20, !dbg !187

20:                                               ; preds = %0, %26
  %21 = phi i64 [ 0, %0 ], [ %27, %26 ]
  %22 = phi i64 [ %19, %0 ], [ %106, %26 ]
    #dbg_value(i64 %21, !106, !DIExpression(), !184)
  %23 = getelementptr inbounds [12 x i128], ptr %1, i64 0, i64 %21
    #dbg_value(i32 0, !108, !DIExpression(), !188)
  br label %29, !dbg !189

24:                                               ; preds = %26
  store i64 %106, ptr @h, align 8, !tbaa !185
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %106), !dbg !190
    #dbg_value(i32 0, !115, !DIExpression(), !191)
  br label %119, !dbg !192

26:                                               ; preds = %105
  %27 = add nuw nsw i64 %21, 1, !dbg !193
    #dbg_value(i64 %27, !106, !DIExpression(), !184)
  %28 = icmp eq i64 %27, 12, !dbg !194
  br i1 %28, label %24, label %20, !dbg !187, !llvm.loop !195

29:                                               ; preds = %20, %105
  %30 = phi i64 [ 0, %20 ], [ %107, %105 ]
  %31 = phi i64 [ %22, %20 ], [ %106, %105 ]
    #dbg_value(i64 %30, !108, !DIExpression(), !188)
  %32 = load volatile i128, ptr %23, align 16, !dbg !198, !tbaa !150
  %33 = trunc i128 %32 to i65, !dbg !198
  %34 = sext i65 %33 to i128, !dbg !199
    #dbg_value(i128 %34, !111, !DIExpression(), !200)
  %35 = getelementptr inbounds [12 x i128], ptr %1, i64 0, i64 %30, !dbg !201
  %36 = load volatile i128, ptr %35, align 16, !dbg !201, !tbaa !150
  %37 = trunc i128 %36 to i65, !dbg !201
  %38 = sext i65 %37 to i128, !dbg !202
    #dbg_value(i128 %38, !114, !DIExpression(), !200)
  %39 = trunc i128 %32 to i64, !dbg !203
  %40 = lshr i128 %32, 64, !dbg !203
  %41 = trunc nuw i128 %40 to i64, !dbg !203
  %42 = and i64 %41, 1, !dbg !203
  %43 = trunc i128 %36 to i64, !dbg !203
  %44 = lshr i128 %36, 64, !dbg !203
  %45 = trunc nuw i128 %44 to i64, !dbg !203
  %46 = and i64 %45, 1, !dbg !203
  %47 = tail call fastcc { i64, i64 } @add65(i64 noundef %39, i64 noundef %42, i64 noundef %43, i64 noundef %46), !dbg !203
  %48 = extractvalue { i64, i64 } %47, 0, !dbg !203
  %49 = extractvalue { i64, i64 } %47, 1, !dbg !203
  %50 = and i64 %49, 1, !dbg !204
    #dbg_value(!DIArgList(i128 poison, i64 poison), !205, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !210)
  %51 = xor i64 %31, %48, !dbg !212
  %52 = mul i64 %51, 1099511628211, !dbg !213
  %53 = xor i64 %52, %50, !dbg !214
  %54 = mul i64 %53, 1099511628211, !dbg !215
  %55 = tail call fastcc { i64, i64 } @mul65(i64 noundef %39, i64 noundef %42, i64 noundef %43, i64 noundef %46), !dbg !216
  %56 = extractvalue { i64, i64 } %55, 0, !dbg !216
  %57 = extractvalue { i64, i64 } %55, 1, !dbg !216
  %58 = and i64 %57, 1, !dbg !217
    #dbg_value(!DIArgList(i128 poison, i64 poison), !205, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !218)
  %59 = xor i64 %54, %56, !dbg !220
  %60 = mul i64 %59, 1099511628211, !dbg !221
  %61 = xor i64 %60, %58, !dbg !222
  %62 = mul i64 %61, 1099511628211, !dbg !223
  %63 = icmp eq i65 %37, 0, !dbg !224
  br i1 %63, label %105, label %64, !dbg !226

64:                                               ; preds = %29
  %65 = tail call fastcc { i64, i64 } @udiv65(i64 noundef %39, i64 noundef %42, i64 noundef %43, i64 noundef %46), !dbg !227
  %66 = extractvalue { i64, i64 } %65, 0, !dbg !227
  %67 = extractvalue { i64, i64 } %65, 1, !dbg !227
  %68 = and i64 %67, 1, !dbg !229
    #dbg_value(!DIArgList(i128 poison, i64 poison), !205, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !230)
  %69 = xor i64 %66, %62, !dbg !232
  %70 = mul i64 %69, 1099511628211, !dbg !233
  %71 = xor i64 %70, %68, !dbg !234
  %72 = mul i64 %71, 1099511628211, !dbg !235
  %73 = icmp eq i65 %33, -18446744073709551616, !dbg !236
  %74 = icmp eq i65 %37, -1
  %75 = and i1 %73, %74, !dbg !238
  br i1 %75, label %105, label %76, !dbg !238

76:                                               ; preds = %64
  %77 = lshr i128 %34, 64, !dbg !239
  %78 = trunc nuw i128 %77 to i64, !dbg !239
  %79 = lshr i128 %38, 64, !dbg !239
  %80 = trunc nuw i128 %79 to i64, !dbg !239
  %81 = tail call fastcc { i64, i64 } @div65(i64 noundef %39, i64 noundef %78, i64 noundef %43, i64 noundef %80), !dbg !239
  %82 = extractvalue { i64, i64 } %81, 0, !dbg !239
  %83 = extractvalue { i64, i64 } %81, 1, !dbg !239
  %84 = zext i64 %83 to i65, !dbg !239
  %85 = shl i65 %84, 64, !dbg !239
  %86 = sext i65 %85 to i128, !dbg !241
  %87 = lshr exact i128 %86, 64, !dbg !242
  %88 = trunc nuw i128 %87 to i64, !dbg !242
    #dbg_value(!DIArgList(i128 poison, i64 poison), !205, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !243)
  %89 = xor i64 %82, %72, !dbg !245
  %90 = mul i64 %89, 1099511628211, !dbg !246
  %91 = xor i64 %90, %88, !dbg !247
  %92 = mul i64 %91, 1099511628211, !dbg !248
  %93 = tail call fastcc { i64, i64 } @rem65(i64 noundef %39, i64 noundef %78, i64 noundef %43, i64 noundef %80), !dbg !249
  %94 = extractvalue { i64, i64 } %93, 0, !dbg !249
  %95 = extractvalue { i64, i64 } %93, 1, !dbg !249
  %96 = zext i64 %95 to i65, !dbg !249
  %97 = shl i65 %96, 64, !dbg !249
  %98 = sext i65 %97 to i128, !dbg !250
  %99 = lshr exact i128 %98, 64, !dbg !251
  %100 = trunc nuw i128 %99 to i64, !dbg !251
    #dbg_value(!DIArgList(i128 poison, i64 poison), !205, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !252)
  %101 = xor i64 %92, %94, !dbg !254
  %102 = mul i64 %101, 1099511628211, !dbg !255
  %103 = xor i64 %102, %100, !dbg !256
  %104 = mul i64 %103, 1099511628211, !dbg !257
  br label %105, !dbg !258

105:                                              ; preds = %29, %64, %76
  %106 = phi i64 [ %62, %29 ], [ %72, %64 ], [ %104, %76 ]
  %107 = add nuw nsw i64 %30, 1, !dbg !259
    #dbg_value(i64 %107, !108, !DIExpression(), !188)
  %108 = icmp eq i64 %107, 12, !dbg !260
  br i1 %108, label %26, label %29, !dbg !189, !llvm.loop !261

109:                                              ; preds = %119
    #dbg_value(i128 -85070591730234615865843651857942052864, !120, !DIExpression(), !145)
    #dbg_value(i128 85070591730234615865843651857942052863, !121, !DIExpression(), !145)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %2) #5, !dbg !263
  store volatile i128 0, ptr %2, align 16, !dbg !264, !tbaa !265, !DIAssignID !267
    #dbg_assign(i128 0, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !267, ptr %2, !DIExpression(), !145)
  %110 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !264
  store volatile i128 1, ptr %110, align 16, !dbg !264, !tbaa !265, !DIAssignID !268
    #dbg_assign(i128 1, !122, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !268, ptr %110, !DIExpression(), !145)
  %111 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !264
  store volatile i128 -1, ptr %111, align 16, !dbg !264, !tbaa !265, !DIAssignID !269
    #dbg_assign(i128 -1, !122, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !269, ptr %111, !DIExpression(), !145)
  %112 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !264
  store volatile i128 10, ptr %112, align 16, !dbg !264, !tbaa !265, !DIAssignID !270
    #dbg_assign(i128 10, !122, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !270, ptr %112, !DIExpression(), !145)
  %113 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !264
  store volatile i128 -10, ptr %113, align 16, !dbg !264, !tbaa !265, !DIAssignID !271
    #dbg_assign(i128 -10, !122, !DIExpression(DW_OP_LLVM_fragment, 512, 128), !271, ptr %113, !DIExpression(), !145)
  %114 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !264
  store volatile i128 -85070591730234615865843651857942052864, ptr %114, align 16, !dbg !264, !tbaa !265, !DIAssignID !272
    #dbg_assign(i128 -85070591730234615865843651857942052864, !122, !DIExpression(DW_OP_LLVM_fragment, 640, 128), !272, ptr %114, !DIExpression(), !145)
  %115 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !264
  store volatile i128 85070591730234615865843651857942052863, ptr %115, align 16, !dbg !264, !tbaa !265, !DIAssignID !273
    #dbg_assign(i128 85070591730234615865843651857942052863, !122, !DIExpression(DW_OP_LLVM_fragment, 768, 128), !273, ptr %115, !DIExpression(), !145)
  %116 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !264
  store volatile i128 12152941675747802266549093122563150409, ptr %116, align 16, !dbg !264, !tbaa !265, !DIAssignID !274
    #dbg_assign(i128 12152941675747802266549093122563150409, !122, !DIExpression(DW_OP_LLVM_fragment, 896, 128), !274, ptr %116, !DIExpression(), !145)
  %117 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !264
  store volatile i128 94522879700260683060474801574379520, ptr %117, align 16, !dbg !264, !tbaa !265, !DIAssignID !275
    #dbg_assign(i128 94522879700260683060474801574379520, !122, !DIExpression(DW_OP_LLVM_fragment, 1024, 128), !275, ptr %117, !DIExpression(), !145)
  %118 = getelementptr inbounds i8, ptr %2, i64 144, !dbg !264
  store volatile i128 -1267650600228229401496703217721, ptr %118, align 16, !dbg !264, !tbaa !265, !DIAssignID !276
    #dbg_assign(i128 -1267650600228229401496703217721, !122, !DIExpression(DW_OP_LLVM_fragment, 1152, 128), !276, ptr %118, !DIExpression(), !145)
    #dbg_value(i32 10, !105, !DIExpression(), !145)
    #dbg_value(i32 0, !125, !DIExpression(), !277)
  br label %155, !dbg !278

119:                                              ; preds = %24, %119
  %120 = phi i64 [ 0, %24 ], [ %153, %119 ]
    #dbg_value(i64 %120, !115, !DIExpression(), !191)
  %121 = getelementptr inbounds [12 x i128], ptr %1, i64 0, i64 %120, !dbg !279
  %122 = load volatile i128, ptr %121, align 16, !dbg !279, !tbaa !150
  %123 = shl i128 %122, 63, !dbg !280
  %124 = ashr exact i128 %123, 63, !dbg !280
    #dbg_value(i128 %124, !117, !DIExpression(), !281)
  %125 = trunc i128 %122 to i64, !dbg !282
  %126 = lshr i128 %124, 64, !dbg !282
  %127 = trunc nuw i128 %126 to i64, !dbg !282
    #dbg_value(ptr @.str.5, !166, !DIExpression(), !283)
    #dbg_value(!DIArgList(i128 0, i64 %125), !173, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !283)
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5, i64 noundef %127, i64 noundef %125), !dbg !285
  %129 = tail call fastcc { i64, i64 } @ashr65(i64 noundef %125, i64 noundef %127, i32 noundef 64), !dbg !286
  %130 = extractvalue { i64, i64 } %129, 0, !dbg !286
  %131 = extractvalue { i64, i64 } %129, 1, !dbg !286
  %132 = zext i64 %131 to i65, !dbg !286
  %133 = shl i65 %132, 64, !dbg !286
  %134 = sext i65 %133 to i128, !dbg !287
  %135 = lshr exact i128 %134, 64, !dbg !288
  %136 = trunc nuw i128 %135 to i64, !dbg !288
    #dbg_value(ptr @.str.6, !166, !DIExpression(), !289)
    #dbg_value(!DIArgList(i128 0, i64 %130), !173, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !289)
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.6, i64 noundef %136, i64 noundef %130), !dbg !291
  %138 = tail call fastcc { i64, i64 } @shl65(i64 noundef %125), !dbg !292
  %139 = extractvalue { i64, i64 } %138, 0, !dbg !292
  %140 = extractvalue { i64, i64 } %138, 1, !dbg !292
  %141 = and i64 %140, 1, !dbg !293
    #dbg_value(ptr @.str.7, !166, !DIExpression(), !294)
    #dbg_value(!DIArgList(i128 0, i64 %139), !173, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !294)
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.7, i64 noundef %141, i64 noundef %139), !dbg !296
  %143 = tail call fastcc { i64, i64 } @ashr65(i64 noundef %125, i64 noundef %127, i32 noundef 3), !dbg !297
  %144 = extractvalue { i64, i64 } %143, 0, !dbg !297
  %145 = extractvalue { i64, i64 } %143, 1, !dbg !297
  %146 = zext i64 %145 to i65, !dbg !297
  %147 = shl i65 %146, 64, !dbg !297
  %148 = sext i65 %147 to i128, !dbg !298
  %149 = lshr exact i128 %148, 64, !dbg !299
  %150 = trunc nuw i128 %149 to i64, !dbg !299
    #dbg_value(ptr @.str.8, !166, !DIExpression(), !300)
    #dbg_value(!DIArgList(i128 0, i64 %144), !173, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !300)
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.8, i64 noundef %150, i64 noundef %144), !dbg !302
  %152 = tail call i32 @putchar(i32 10), !dbg !303
  %153 = add nuw nsw i64 %120, 1, !dbg !304
    #dbg_value(i64 %153, !115, !DIExpression(), !191)
  %154 = icmp eq i64 %153, 12, !dbg !305
  br i1 %154, label %109, label %119, !dbg !192, !llvm.loop !306

155:                                              ; preds = %109, %161
  %156 = phi i64 [ 0, %109 ], [ %162, %161 ]
  %157 = phi i64 [ 1469598103934665603, %109 ], [ %245, %161 ]
    #dbg_value(i64 %156, !125, !DIExpression(), !277)
  %158 = getelementptr inbounds [10 x i128], ptr %2, i64 0, i64 %156
    #dbg_value(i32 0, !127, !DIExpression(), !308)
  br label %164, !dbg !309

159:                                              ; preds = %161
  store i64 %245, ptr @h, align 8, !tbaa !185
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %245), !dbg !310
    #dbg_value(i32 0, !134, !DIExpression(), !311)
  br label %273, !dbg !312

161:                                              ; preds = %244
  %162 = add nuw nsw i64 %156, 1, !dbg !313
    #dbg_value(i64 %162, !125, !DIExpression(), !277)
  %163 = icmp eq i64 %162, 10, !dbg !314
  br i1 %163, label %159, label %155, !dbg !278, !llvm.loop !315

164:                                              ; preds = %155, %244
  %165 = phi i64 [ 0, %155 ], [ %246, %244 ]
  %166 = phi i64 [ %157, %155 ], [ %245, %244 ]
    #dbg_value(i64 %165, !127, !DIExpression(), !308)
  %167 = load volatile i128, ptr %158, align 16, !dbg !317, !tbaa !265
  %168 = trunc i128 %167 to i127, !dbg !317
  %169 = sext i127 %168 to i128, !dbg !318
    #dbg_value(i128 %169, !130, !DIExpression(), !319)
  %170 = getelementptr inbounds [10 x i128], ptr %2, i64 0, i64 %165, !dbg !320
  %171 = load volatile i128, ptr %170, align 16, !dbg !320, !tbaa !265
  %172 = trunc i128 %171 to i127, !dbg !320
  %173 = sext i127 %172 to i128, !dbg !321
    #dbg_value(i128 %173, !133, !DIExpression(), !319)
  %174 = trunc i128 %167 to i64, !dbg !322
  %175 = lshr i128 %167, 64, !dbg !322
  %176 = trunc nuw i128 %175 to i64, !dbg !322
  %177 = and i64 %176, 9223372036854775807, !dbg !322
  %178 = trunc i128 %171 to i64, !dbg !322
  %179 = lshr i128 %171, 64, !dbg !322
  %180 = trunc nuw i128 %179 to i64, !dbg !322
  %181 = and i64 %180, 9223372036854775807, !dbg !322
  %182 = tail call fastcc { i64, i64 } @mul127(i64 noundef %174, i64 noundef %177, i64 noundef %178, i64 noundef %181), !dbg !322
  %183 = extractvalue { i64, i64 } %182, 0, !dbg !322
  %184 = extractvalue { i64, i64 } %182, 1, !dbg !322
  %185 = and i64 %184, 9223372036854775807, !dbg !323
    #dbg_value(!DIArgList(i128 poison, i64 poison), !205, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !324)
  %186 = xor i64 %166, %183, !dbg !326
  %187 = mul i64 %186, 1099511628211, !dbg !327
  %188 = xor i64 %187, %185, !dbg !328
  %189 = mul i64 %188, 1099511628211, !dbg !329
  %190 = tail call fastcc { i64, i64 } @sub127(i64 noundef %174, i64 noundef %177, i64 noundef %178, i64 noundef %181), !dbg !330
  %191 = extractvalue { i64, i64 } %190, 0, !dbg !330
  %192 = extractvalue { i64, i64 } %190, 1, !dbg !330
  %193 = and i64 %192, 9223372036854775807, !dbg !331
    #dbg_value(!DIArgList(i128 poison, i64 poison), !205, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !332)
  %194 = xor i64 %189, %191, !dbg !334
  %195 = mul i64 %194, 1099511628211, !dbg !335
  %196 = xor i64 %195, %193, !dbg !336
  %197 = mul i64 %196, 1099511628211, !dbg !337
  %198 = lshr i128 %169, 64, !dbg !338
  %199 = trunc nuw i128 %198 to i64, !dbg !338
  %200 = lshr i128 %173, 64, !dbg !338
  %201 = trunc nuw i128 %200 to i64, !dbg !338
  %202 = tail call fastcc i32 @cmp127(i64 noundef %174, i64 noundef %199, i64 noundef %178, i64 noundef %201), !dbg !338
  %203 = zext nneg i32 %202 to i64, !dbg !339
    #dbg_value(!DIArgList(i128 poison, i64 poison), !205, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !340)
  %204 = xor i64 %197, %203, !dbg !342
  %205 = mul i64 %204, 956575116354345, !dbg !343
  %206 = icmp eq i127 %172, 0, !dbg !344
  br i1 %206, label %244, label %207, !dbg !346

207:                                              ; preds = %164
  %208 = tail call fastcc { i64, i64 } @urem127(i64 noundef %174, i64 noundef %177, i64 noundef %178, i64 noundef %181), !dbg !347
  %209 = extractvalue { i64, i64 } %208, 0, !dbg !347
  %210 = extractvalue { i64, i64 } %208, 1, !dbg !347
  %211 = and i64 %210, 9223372036854775807, !dbg !348
    #dbg_value(!DIArgList(i128 poison, i64 poison), !205, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !349)
  %212 = xor i64 %209, %205, !dbg !351
  %213 = mul i64 %212, 1099511628211, !dbg !352
  %214 = xor i64 %213, %211, !dbg !353
  %215 = mul i64 %214, 1099511628211, !dbg !354
  %216 = icmp eq i127 %168, -85070591730234615865843651857942052864, !dbg !355
  %217 = icmp eq i127 %172, -1
  %218 = and i1 %216, %217, !dbg !357
  br i1 %218, label %244, label %219, !dbg !357

219:                                              ; preds = %207
  %220 = tail call fastcc { i64, i64 } @div127(i64 noundef %174, i64 noundef %199, i64 noundef %178, i64 noundef %201), !dbg !358
  %221 = extractvalue { i64, i64 } %220, 0, !dbg !358
  %222 = extractvalue { i64, i64 } %220, 1, !dbg !358
  %223 = zext i64 %222 to i127, !dbg !358
  %224 = shl i127 %223, 64, !dbg !358
  %225 = sext i127 %224 to i128, !dbg !360
  %226 = lshr exact i128 %225, 64, !dbg !361
  %227 = trunc nuw i128 %226 to i64, !dbg !361
    #dbg_value(!DIArgList(i128 poison, i64 poison), !205, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !362)
  %228 = xor i64 %221, %215, !dbg !364
  %229 = mul i64 %228, 1099511628211, !dbg !365
  %230 = xor i64 %229, %227, !dbg !366
  %231 = mul i64 %230, 1099511628211, !dbg !367
  %232 = tail call fastcc { i64, i64 } @rem127(i64 noundef %174, i64 noundef %199, i64 noundef %178, i64 noundef %201), !dbg !368
  %233 = extractvalue { i64, i64 } %232, 0, !dbg !368
  %234 = extractvalue { i64, i64 } %232, 1, !dbg !368
  %235 = zext i64 %234 to i127, !dbg !368
  %236 = shl i127 %235, 64, !dbg !368
  %237 = sext i127 %236 to i128, !dbg !369
  %238 = lshr exact i128 %237, 64, !dbg !370
  %239 = trunc nuw i128 %238 to i64, !dbg !370
    #dbg_value(!DIArgList(i128 poison, i64 poison), !205, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !371)
  %240 = xor i64 %231, %233, !dbg !373
  %241 = mul i64 %240, 1099511628211, !dbg !374
  %242 = xor i64 %241, %239, !dbg !375
  %243 = mul i64 %242, 1099511628211, !dbg !376
  br label %244, !dbg !377

244:                                              ; preds = %164, %207, %219
  %245 = phi i64 [ %205, %164 ], [ %215, %207 ], [ %243, %219 ]
  %246 = add nuw nsw i64 %165, 1, !dbg !378
    #dbg_value(i64 %246, !127, !DIExpression(), !308)
  %247 = icmp eq i64 %246, 10, !dbg !379
  br i1 %247, label %161, label %164, !dbg !309, !llvm.loop !380

248:                                              ; preds = %273
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3), !dbg !382
  store volatile i128 -1512366075204170946329238306328473841, ptr %3, align 16, !dbg !383, !tbaa !384, !DIAssignID !386
    #dbg_assign(i128 -1512366075204170946329238306328473841, !139, !DIExpression(), !386, ptr %3, !DIExpression(), !145)
  %249 = load volatile i128, ptr %3, align 16, !dbg !387, !tbaa !384
  %250 = shl i128 %249, 63, !dbg !388
  %251 = ashr exact i128 %250, 63, !dbg !388
    #dbg_value(i128 poison, !141, !DIExpression(), !145)
  %252 = load volatile i128, ptr %3, align 16, !dbg !389, !tbaa !384
  %253 = shl i128 %252, 1, !dbg !390
  %254 = ashr exact i128 %253, 1, !dbg !390
    #dbg_value(i128 poison, !142, !DIExpression(), !145)
  %255 = load volatile i128, ptr %3, align 16, !dbg !391, !tbaa !384
    #dbg_value(i128 poison, !143, !DIExpression(), !145)
  %256 = trunc i128 %249 to i64, !dbg !392
  %257 = lshr i128 %251, 64, !dbg !392
  %258 = trunc nuw i128 %257 to i64, !dbg !392
    #dbg_value(ptr @.str.13, !166, !DIExpression(), !393)
    #dbg_value(!DIArgList(i128 0, i64 %256), !173, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !393)
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.13, i64 noundef %258, i64 noundef %256), !dbg !395
  %260 = trunc i128 %255 to i64, !dbg !396
  %261 = lshr i128 %255, 64, !dbg !396
  %262 = trunc nuw i128 %261 to i64, !dbg !396
  %263 = and i64 %262, 1, !dbg !396
    #dbg_value(ptr @.str.14, !166, !DIExpression(), !397)
    #dbg_value(!DIArgList(i128 0, i64 %260), !173, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !397)
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.14, i64 noundef %263, i64 noundef %260), !dbg !399
  %265 = trunc i128 %252 to i64, !dbg !400
  %266 = lshr i128 %254, 64, !dbg !400
  %267 = trunc nuw i128 %266 to i64, !dbg !400
    #dbg_value(ptr @.str.15, !166, !DIExpression(), !401)
    #dbg_value(!DIArgList(i128 0, i64 %265), !173, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !401)
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.15, i64 noundef %267, i64 noundef %265), !dbg !403
  %269 = tail call i32 @putchar(i32 10), !dbg !404
  %270 = load i64, ptr @h, align 8, !dbg !405, !tbaa !185
  %271 = trunc i64 %270 to i32, !dbg !406
  %272 = and i32 %271, 127, !dbg !406
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3), !dbg !407
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %2) #5, !dbg !407
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %1) #5, !dbg !407
  ret i32 %272, !dbg !407

273:                                              ; preds = %159, %273
  %274 = phi i64 [ 0, %159 ], [ %302, %273 ]
    #dbg_value(i64 %274, !134, !DIExpression(), !311)
  %275 = getelementptr inbounds [10 x i128], ptr %2, i64 0, i64 %274, !dbg !408
  %276 = load volatile i128, ptr %275, align 16, !dbg !408, !tbaa !265
  %277 = shl i128 %276, 1, !dbg !409
  %278 = ashr exact i128 %277, 1, !dbg !409
    #dbg_value(i128 %278, !136, !DIExpression(), !410)
  %279 = trunc i128 %276 to i64, !dbg !411
  %280 = lshr i128 %278, 64, !dbg !411
  %281 = trunc nuw i128 %280 to i64, !dbg !411
    #dbg_value(ptr @.str.5, !166, !DIExpression(), !412)
    #dbg_value(!DIArgList(i128 0, i64 %279), !173, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !412)
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5, i64 noundef %281, i64 noundef %279), !dbg !414
  %283 = tail call fastcc { i64, i64 } @ashr127(i64 noundef %281), !dbg !415
  %284 = extractvalue { i64, i64 } %283, 0, !dbg !415
  %285 = extractvalue { i64, i64 } %283, 1, !dbg !415
  %286 = zext i64 %285 to i127, !dbg !415
  %287 = shl i127 %286, 64, !dbg !415
  %288 = sext i127 %287 to i128, !dbg !416
  %289 = lshr exact i128 %288, 64, !dbg !417
  %290 = trunc nuw i128 %289 to i64, !dbg !417
    #dbg_value(ptr @.str.10, !166, !DIExpression(), !418)
    #dbg_value(!DIArgList(i128 0, i64 %284), !173, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !418)
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, i64 noundef %290, i64 noundef %284), !dbg !420
  %292 = lshr i128 %276, 64, !dbg !421
  %293 = trunc nuw i128 %292 to i64, !dbg !421
  %294 = and i64 %293, 9223372036854775807, !dbg !421
  %295 = tail call fastcc { i64, i64 } @lshr127(i64 noundef %294), !dbg !421
  %296 = extractvalue { i64, i64 } %295, 0, !dbg !421
  %297 = extractvalue { i64, i64 } %295, 1, !dbg !421
  %298 = and i64 %297, 9223372036854775807, !dbg !422
    #dbg_value(ptr @.str.11, !166, !DIExpression(), !423)
    #dbg_value(!DIArgList(i128 0, i64 %296), !173, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !423)
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, i64 noundef %298, i64 noundef %296), !dbg !425
  %300 = tail call fastcc i32 @cmp127(i64 noundef %279, i64 noundef %281, i64 noundef 0, i64 noundef 0), !dbg !426
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %300), !dbg !427
  %302 = add nuw nsw i64 %274, 1, !dbg !428
    #dbg_value(i64 %302, !134, !DIExpression(), !311)
  %303 = icmp eq i64 %302, 10, !dbg !429
  br i1 %303, label %248, label %273, !dbg !312, !llvm.loop !430
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !432 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @add65(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 !dbg !437 {
  %5 = alloca i65, align 16
  %6 = zext i64 %1 to i65
  %7 = shl i65 %6, 64
  %8 = zext i64 %0 to i65
  %9 = zext i64 %3 to i65
  %10 = shl i65 %9, 64
  %11 = zext i64 %2 to i65
    #dbg_value(i65 poison, !441, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !443)
    #dbg_value(i65 poison, !442, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !443)
  %12 = or disjoint i65 %7, %8
  %13 = add i65 %12, %11
  %14 = add i65 %13, %10, !dbg !444
  store i65 %14, ptr %5, align 16, !dbg !445
  %15 = load i64, ptr %5, align 16, !dbg !445
  %16 = insertvalue { i64, i64 } poison, i64 %15, 0, !dbg !445
  %17 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !445
  %18 = load i64, ptr %17, align 8, !dbg !445
  %19 = insertvalue { i64, i64 } %16, i64 %18, 1, !dbg !445
  ret { i64, i64 } %19, !dbg !445
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @mul65(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 !dbg !446 {
  %5 = alloca i65, align 16
  %6 = zext i64 %1 to i65
  %7 = shl i65 %6, 64
  %8 = zext i64 %0 to i65
  %9 = or disjoint i65 %7, %8
  %10 = zext i64 %3 to i65
  %11 = shl i65 %10, 64
  %12 = zext i64 %2 to i65
  %13 = or disjoint i65 %11, %12
    #dbg_value(i65 %9, !448, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !450)
    #dbg_value(i65 %13, !449, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !450)
  %14 = mul i65 %13, %9, !dbg !451
  store i65 %14, ptr %5, align 16, !dbg !452
  %15 = load i64, ptr %5, align 16, !dbg !452
  %16 = insertvalue { i64, i64 } poison, i64 %15, 0, !dbg !452
  %17 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !452
  %18 = load i64, ptr %17, align 8, !dbg !452
  %19 = insertvalue { i64, i64 } %16, i64 %18, 1, !dbg !452
  ret { i64, i64 } %19, !dbg !452
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @udiv65(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 !dbg !453 {
  %5 = alloca i65, align 16
  %6 = zext i64 %1 to i65
  %7 = shl i65 %6, 64
  %8 = zext i64 %0 to i65
  %9 = or disjoint i65 %7, %8
  %10 = zext i64 %3 to i65
  %11 = shl i65 %10, 64
  %12 = zext i64 %2 to i65
  %13 = or disjoint i65 %11, %12
    #dbg_value(i65 %9, !455, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !457)
    #dbg_value(i65 %13, !456, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !457)
  %14 = udiv i65 %9, %13, !dbg !458
  store i65 %14, ptr %5, align 16, !dbg !459
  %15 = load i64, ptr %5, align 16, !dbg !459
  %16 = insertvalue { i64, i64 } poison, i64 %15, 0, !dbg !459
  %17 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !459
  %18 = load i64, ptr %17, align 8, !dbg !459
  %19 = insertvalue { i64, i64 } %16, i64 %18, 1, !dbg !459
  ret { i64, i64 } %19, !dbg !459
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @div65(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 !dbg !460 {
  %5 = alloca i65, align 16
  %6 = zext i64 %1 to i65
  %7 = shl i65 %6, 64
  %8 = zext i64 %0 to i65
  %9 = or disjoint i65 %7, %8
  %10 = zext i64 %3 to i65
  %11 = shl i65 %10, 64
  %12 = zext i64 %2 to i65
  %13 = or disjoint i65 %11, %12
    #dbg_value(i65 %9, !464, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !466)
    #dbg_value(i65 %13, !465, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !466)
  %14 = sdiv i65 %9, %13, !dbg !467
  store i65 %14, ptr %5, align 16, !dbg !468
  %15 = load i64, ptr %5, align 16, !dbg !468
  %16 = insertvalue { i64, i64 } poison, i64 %15, 0, !dbg !468
  %17 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !468
  %18 = load i64, ptr %17, align 8, !dbg !468
  %19 = insertvalue { i64, i64 } %16, i64 %18, 1, !dbg !468
  ret { i64, i64 } %19, !dbg !468
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @rem65(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 !dbg !469 {
  %5 = alloca i65, align 16
  %6 = zext i64 %1 to i65
  %7 = shl i65 %6, 64
  %8 = zext i64 %0 to i65
  %9 = or disjoint i65 %7, %8
  %10 = zext i64 %3 to i65
  %11 = shl i65 %10, 64
  %12 = zext i64 %2 to i65
  %13 = or disjoint i65 %11, %12
    #dbg_value(i65 %9, !471, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !473)
    #dbg_value(i65 %13, !472, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !473)
  %14 = srem i65 %9, %13, !dbg !474
  store i65 %14, ptr %5, align 16, !dbg !475
  %15 = load i64, ptr %5, align 16, !dbg !475
  %16 = insertvalue { i64, i64 } poison, i64 %15, 0, !dbg !475
  %17 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !475
  %18 = load i64, ptr %17, align 8, !dbg !475
  %19 = insertvalue { i64, i64 } %16, i64 %18, 1, !dbg !475
  ret { i64, i64 } %19, !dbg !475
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @ashr65(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #3 !dbg !476 {
  %4 = alloca i65, align 16
  %5 = zext i64 %1 to i65
  %6 = shl i65 %5, 64
  %7 = zext i64 %0 to i65
  %8 = or disjoint i65 %6, %7
    #dbg_value(i65 %8, !480, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !482)
    #dbg_value(i32 %2, !481, !DIExpression(), !482)
  %9 = zext nneg i32 %2 to i65, !dbg !483
  %10 = ashr i65 %8, %9, !dbg !483
  store i65 %10, ptr %4, align 16, !dbg !484
  %11 = load i64, ptr %4, align 16, !dbg !484
  %12 = insertvalue { i64, i64 } poison, i64 %11, 0, !dbg !484
  %13 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !484
  %14 = load i64, ptr %13, align 8, !dbg !484
  %15 = insertvalue { i64, i64 } %12, i64 %14, 1, !dbg !484
  ret { i64, i64 } %15, !dbg !484
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @shl65(i64 noundef %0) unnamed_addr #3 !dbg !485 {
  %2 = alloca i65, align 16
  %3 = zext i64 %0 to i65
    #dbg_value(!DIArgList(i65 0, i65 %3), !489, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 65, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !491)
    #dbg_value(i32 64, !490, !DIExpression(), !491)
  %4 = shl i65 %3, 64, !dbg !492
  store i65 %4, ptr %2, align 16, !dbg !493
  %5 = load i64, ptr %2, align 16, !dbg !493
  %6 = insertvalue { i64, i64 } poison, i64 %5, 0, !dbg !493
  %7 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !493
  %8 = load i64, ptr %7, align 8, !dbg !493
  %9 = insertvalue { i64, i64 } %6, i64 %8, 1, !dbg !493
  ret { i64, i64 } %9, !dbg !493
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @mul127(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 !dbg !494 {
  %5 = alloca i127, align 16
  %6 = zext i64 %1 to i127
  %7 = shl i127 %6, 64
  %8 = zext i64 %0 to i127
  %9 = or disjoint i127 %7, %8
  %10 = zext i64 %3 to i127
  %11 = shl i127 %10, 64
  %12 = zext i64 %2 to i127
  %13 = or disjoint i127 %11, %12
    #dbg_value(i127 %9, !498, !DIExpression(DW_OP_LLVM_convert, 127, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !500)
    #dbg_value(i127 %13, !499, !DIExpression(DW_OP_LLVM_convert, 127, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !500)
  %14 = mul i127 %13, %9, !dbg !501
  store i127 %14, ptr %5, align 16, !dbg !502
  %15 = load i64, ptr %5, align 16, !dbg !502
  %16 = insertvalue { i64, i64 } poison, i64 %15, 0, !dbg !502
  %17 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !502
  %18 = load i64, ptr %17, align 8, !dbg !502
  %19 = insertvalue { i64, i64 } %16, i64 %18, 1, !dbg !502
  ret { i64, i64 } %19, !dbg !502
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @sub127(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 !dbg !503 {
  %5 = alloca i127, align 16
  %6 = zext i64 %1 to i127
  %7 = shl i127 %6, 64
  %8 = zext i64 %0 to i127
  %9 = sub i64 0, %3
  %10 = zext i64 %9 to i127
  %11 = shl i127 %10, 64
  %12 = zext i64 %2 to i127
    #dbg_value(i127 poison, !505, !DIExpression(DW_OP_LLVM_convert, 127, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !507)
    #dbg_value(i127 poison, !506, !DIExpression(DW_OP_LLVM_convert, 127, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !507)
  %13 = or disjoint i127 %7, %8
  %14 = sub i127 %13, %12
  %15 = add i127 %14, %11, !dbg !508
  store i127 %15, ptr %5, align 16, !dbg !509
  %16 = load i64, ptr %5, align 16, !dbg !509
  %17 = insertvalue { i64, i64 } poison, i64 %16, 0, !dbg !509
  %18 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !509
  %19 = load i64, ptr %18, align 8, !dbg !509
  %20 = insertvalue { i64, i64 } %17, i64 %19, 1, !dbg !509
  ret { i64, i64 } %20, !dbg !509
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 8) i32 @cmp127(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 !dbg !510 {
  %5 = zext i64 %1 to i127
  %6 = shl i127 %5, 64
  %7 = zext i64 %0 to i127
  %8 = or disjoint i127 %6, %7
  %9 = zext i64 %3 to i127
  %10 = shl i127 %9, 64
  %11 = zext i64 %2 to i127
  %12 = or disjoint i127 %10, %11
    #dbg_value(i127 %8, !514, !DIExpression(DW_OP_LLVM_convert, 127, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !516)
    #dbg_value(i127 %12, !515, !DIExpression(DW_OP_LLVM_convert, 127, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !516)
  %13 = icmp slt i127 %8, %12, !dbg !517
  %14 = select i1 %13, i32 4, i32 0, !dbg !518
  %15 = icmp eq i127 %8, %12, !dbg !519
  %16 = select i1 %15, i32 2, i32 0, !dbg !520
  %17 = or disjoint i32 %14, %16, !dbg !521
  %18 = icmp sgt i127 %8, %12, !dbg !522
  %19 = zext i1 %18 to i32, !dbg !522
  %20 = or disjoint i32 %17, %19, !dbg !523
  ret i32 %20, !dbg !524
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @urem127(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 !dbg !525 {
  %5 = alloca i127, align 16
  %6 = zext i64 %1 to i127
  %7 = shl i127 %6, 64
  %8 = zext i64 %0 to i127
  %9 = or disjoint i127 %7, %8
  %10 = zext i64 %3 to i127
  %11 = shl i127 %10, 64
  %12 = zext i64 %2 to i127
  %13 = or disjoint i127 %11, %12
    #dbg_value(i127 %9, !527, !DIExpression(DW_OP_LLVM_convert, 127, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !529)
    #dbg_value(i127 %13, !528, !DIExpression(DW_OP_LLVM_convert, 127, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !529)
  %14 = urem i127 %9, %13, !dbg !530
  store i127 %14, ptr %5, align 16, !dbg !531
  %15 = load i64, ptr %5, align 16, !dbg !531
  %16 = insertvalue { i64, i64 } poison, i64 %15, 0, !dbg !531
  %17 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !531
  %18 = load i64, ptr %17, align 8, !dbg !531
  %19 = insertvalue { i64, i64 } %16, i64 %18, 1, !dbg !531
  ret { i64, i64 } %19, !dbg !531
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @div127(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 !dbg !532 {
  %5 = alloca i127, align 16
  %6 = zext i64 %1 to i127
  %7 = shl i127 %6, 64
  %8 = zext i64 %0 to i127
  %9 = or disjoint i127 %7, %8
  %10 = zext i64 %3 to i127
  %11 = shl i127 %10, 64
  %12 = zext i64 %2 to i127
  %13 = or disjoint i127 %11, %12
    #dbg_value(i127 %9, !536, !DIExpression(DW_OP_LLVM_convert, 127, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !538)
    #dbg_value(i127 %13, !537, !DIExpression(DW_OP_LLVM_convert, 127, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !538)
  %14 = sdiv i127 %9, %13, !dbg !539
  store i127 %14, ptr %5, align 16, !dbg !540
  %15 = load i64, ptr %5, align 16, !dbg !540
  %16 = insertvalue { i64, i64 } poison, i64 %15, 0, !dbg !540
  %17 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !540
  %18 = load i64, ptr %17, align 8, !dbg !540
  %19 = insertvalue { i64, i64 } %16, i64 %18, 1, !dbg !540
  ret { i64, i64 } %19, !dbg !540
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @rem127(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 !dbg !541 {
  %5 = alloca i127, align 16
  %6 = zext i64 %1 to i127
  %7 = shl i127 %6, 64
  %8 = zext i64 %0 to i127
  %9 = or disjoint i127 %7, %8
  %10 = zext i64 %3 to i127
  %11 = shl i127 %10, 64
  %12 = zext i64 %2 to i127
  %13 = or disjoint i127 %11, %12
    #dbg_value(i127 %9, !543, !DIExpression(DW_OP_LLVM_convert, 127, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !545)
    #dbg_value(i127 %13, !544, !DIExpression(DW_OP_LLVM_convert, 127, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !545)
  %14 = srem i127 %9, %13, !dbg !546
  store i127 %14, ptr %5, align 16, !dbg !547
  %15 = load i64, ptr %5, align 16, !dbg !547
  %16 = insertvalue { i64, i64 } poison, i64 %15, 0, !dbg !547
  %17 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !547
  %18 = load i64, ptr %17, align 8, !dbg !547
  %19 = insertvalue { i64, i64 } %16, i64 %18, 1, !dbg !547
  ret { i64, i64 } %19, !dbg !547
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @ashr127(i64 noundef %0) unnamed_addr #3 !dbg !548 {
  %2 = alloca i127, align 16
  %3 = zext i64 %0 to i127
  %4 = shl i127 %3, 64
    #dbg_value(!DIArgList(i127 %4, i127 0), !552, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 127, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !554)
    #dbg_value(i32 126, !553, !DIExpression(), !554)
  %5 = ashr i127 %4, 126, !dbg !555
  store i127 %5, ptr %2, align 16, !dbg !556
  %6 = load i64, ptr %2, align 16, !dbg !556
  %7 = insertvalue { i64, i64 } poison, i64 %6, 0, !dbg !556
  %8 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !556
  %9 = load i64, ptr %8, align 8, !dbg !556
  %10 = insertvalue { i64, i64 } %7, i64 %9, 1, !dbg !556
  ret { i64, i64 } %10, !dbg !556
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @lshr127(i64 noundef %0) unnamed_addr #3 !dbg !557 {
  %2 = alloca i127, align 16
    #dbg_value(!DIArgList(i127 poison, i127 poison), !561, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 127, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !563)
    #dbg_value(i32 100, !562, !DIExpression(), !563)
  %3 = lshr i64 %0, 36, !dbg !564
  %4 = and i64 %3, 134217727, !dbg !564
  %5 = zext nneg i64 %4 to i127, !dbg !564
  store i127 %5, ptr %2, align 16, !dbg !565
  %6 = load i64, ptr %2, align 16, !dbg !565
  %7 = insertvalue { i64, i64 } poison, i64 %6, 0, !dbg !565
  %8 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !565
  %9 = load i64, ptr %8, align 8, !dbg !565
  %10 = insertvalue { i64, i64 } %7, i64 %9, 1, !dbg !565
  ret { i64, i64 } %10, !dbg !565
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/bitint_wide_65_127.c", directory: ".", checksumkind: CSK_MD5, checksum: "40006f00d84cdf8323cad3af25db229a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 6)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 23)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "h", scope: !24, file: !2, line: 14, type: !36, isLocal: true, isDefinition: true)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !25, globals: !37, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26, !28, !30, !31, !33, !34, !35, !36}
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "u65", file: !2, line: 8, baseType: !27)
!27 = !DIBasicType(name: "unsigned _BitInt", size: 128, encoding: DW_ATE_unsigned)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "s65", file: !2, line: 7, baseType: !29)
!29 = !DIBasicType(name: "_BitInt", size: 128, encoding: DW_ATE_signed)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !2, line: 11, baseType: !32)
!32 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!33 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "s127", file: !2, line: 9, baseType: !29)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "u127", file: !2, line: 10, baseType: !27)
!36 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!37 = !{!0, !7, !12, !38, !17, !43, !48, !50, !55, !57, !62, !64, !66, !68, !73, !78, !80, !22}
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 2)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 3)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !3, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 8)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !52, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 24)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !9, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !9, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !9, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 5)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 7)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !75, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 17)
!85 = !{i32 7, !"Dwarf Version", i32 5}
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 1, !"wchar_size", i32 4}
!88 = !{i32 8, !"PIC Level", i32 2}
!89 = !{i32 7, !"PIE Level", i32 2}
!90 = !{i32 7, !"uwtable", i32 2}
!91 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!92 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!93 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !94, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!30}
!96 = !{!97, !98, !99, !100, !105, !106, !108, !111, !114, !115, !117, !120, !121, !122, !125, !127, !130, !133, !134, !136, !139, !141, !142, !143}
!97 = !DILocalVariable(name: "m65", scope: !93, file: !2, line: 34, type: !26)
!98 = !DILocalVariable(name: "smin", scope: !93, file: !2, line: 35, type: !28)
!99 = !DILocalVariable(name: "smax", scope: !93, file: !2, line: 35, type: !28)
!100 = !DILocalVariable(name: "v65", scope: !93, file: !2, line: 36, type: !101)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !102, size: 1536, elements: !103)
!102 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !28)
!103 = !{!104}
!104 = !DISubrange(count: 12)
!105 = !DILocalVariable(name: "n", scope: !93, file: !2, line: 37, type: !30)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 39, type: !30)
!107 = distinct !DILexicalBlock(scope: !93, file: !2, line: 39, column: 5)
!108 = !DILocalVariable(name: "j", scope: !109, file: !2, line: 40, type: !30)
!109 = distinct !DILexicalBlock(scope: !110, file: !2, line: 40, column: 9)
!110 = distinct !DILexicalBlock(scope: !107, file: !2, line: 39, column: 5)
!111 = !DILocalVariable(name: "a", scope: !112, file: !2, line: 41, type: !28)
!112 = distinct !DILexicalBlock(scope: !113, file: !2, line: 40, column: 37)
!113 = distinct !DILexicalBlock(scope: !109, file: !2, line: 40, column: 9)
!114 = !DILocalVariable(name: "b", scope: !112, file: !2, line: 41, type: !28)
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 47, type: !30)
!116 = distinct !DILexicalBlock(scope: !93, file: !2, line: 47, column: 5)
!117 = !DILocalVariable(name: "a", scope: !118, file: !2, line: 48, type: !28)
!118 = distinct !DILexicalBlock(scope: !119, file: !2, line: 47, column: 33)
!119 = distinct !DILexicalBlock(scope: !116, file: !2, line: 47, column: 5)
!120 = !DILocalVariable(name: "bmin", scope: !93, file: !2, line: 52, type: !34)
!121 = !DILocalVariable(name: "bmax", scope: !93, file: !2, line: 52, type: !34)
!122 = !DILocalVariable(name: "v127", scope: !93, file: !2, line: 53, type: !123)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 1280, elements: !10)
!124 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !34)
!125 = !DILocalVariable(name: "i", scope: !126, file: !2, line: 56, type: !30)
!126 = distinct !DILexicalBlock(scope: !93, file: !2, line: 56, column: 5)
!127 = !DILocalVariable(name: "j", scope: !128, file: !2, line: 57, type: !30)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 57, column: 9)
!129 = distinct !DILexicalBlock(scope: !126, file: !2, line: 56, column: 5)
!130 = !DILocalVariable(name: "a", scope: !131, file: !2, line: 58, type: !34)
!131 = distinct !DILexicalBlock(scope: !132, file: !2, line: 57, column: 37)
!132 = distinct !DILexicalBlock(scope: !128, file: !2, line: 57, column: 9)
!133 = !DILocalVariable(name: "b", scope: !131, file: !2, line: 58, type: !34)
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 64, type: !30)
!135 = distinct !DILexicalBlock(scope: !93, file: !2, line: 64, column: 5)
!136 = !DILocalVariable(name: "a", scope: !137, file: !2, line: 65, type: !34)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 64, column: 33)
!138 = distinct !DILexicalBlock(scope: !135, file: !2, line: 64, column: 5)
!139 = !DILocalVariable(name: "w", scope: !93, file: !2, line: 70, type: !140)
!140 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !33)
!141 = !DILocalVariable(name: "t65", scope: !93, file: !2, line: 71, type: !28)
!142 = !DILocalVariable(name: "t127", scope: !93, file: !2, line: 71, type: !34)
!143 = !DILocalVariable(name: "tu65", scope: !93, file: !2, line: 71, type: !26)
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 0, scope: !93)
!146 = distinct !DIAssignID()
!147 = distinct !DIAssignID()
!148 = !DILocation(line: 36, column: 5, scope: !93)
!149 = !DILocation(line: 36, column: 26, scope: !93)
!150 = !{!151, !151, i64 0}
!151 = !{!"_BitInt(65)", !152, i64 0}
!152 = !{!"omnipotent char", !153, i64 0}
!153 = !{!"Simple C/C++ TBAA"}
!154 = distinct !DIAssignID()
!155 = distinct !DIAssignID()
!156 = distinct !DIAssignID()
!157 = distinct !DIAssignID()
!158 = distinct !DIAssignID()
!159 = distinct !DIAssignID()
!160 = distinct !DIAssignID()
!161 = distinct !DIAssignID()
!162 = distinct !DIAssignID()
!163 = distinct !DIAssignID()
!164 = distinct !DIAssignID()
!165 = distinct !DIAssignID()
!166 = !DILocalVariable(name: "t", arg: 1, scope: !167, file: !2, line: 13, type: !170)
!167 = distinct !DISubprogram(name: "px", scope: !2, file: !2, line: 13, type: !168, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !172)
!168 = !DISubroutineType(types: !169)
!169 = !{null, !170, !31}
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!172 = !{!166, !173}
!173 = !DILocalVariable(name: "v", arg: 2, scope: !167, file: !2, line: 13, type: !31)
!174 = !DILocation(line: 0, scope: !167, inlinedAt: !175)
!175 = distinct !DILocation(line: 38, column: 5, scope: !93)
!176 = !DILocation(line: 13, column: 41, scope: !167, inlinedAt: !175)
!177 = !DILocation(line: 0, scope: !167, inlinedAt: !178)
!178 = distinct !DILocation(line: 38, column: 32, scope: !93)
!179 = !DILocation(line: 13, column: 41, scope: !167, inlinedAt: !178)
!180 = !DILocation(line: 0, scope: !167, inlinedAt: !181)
!181 = distinct !DILocation(line: 38, column: 71, scope: !93)
!182 = !DILocation(line: 13, column: 41, scope: !167, inlinedAt: !181)
!183 = !DILocation(line: 38, column: 106, scope: !93)
!184 = !DILocation(line: 0, scope: !107)
!185 = !{!186, !186, i64 0}
!186 = !{!"long long", !152, i64 0}
!187 = !DILocation(line: 39, column: 5, scope: !107)
!188 = !DILocation(line: 0, scope: !109)
!189 = !DILocation(line: 40, column: 9, scope: !109)
!190 = !DILocation(line: 46, column: 5, scope: !93)
!191 = !DILocation(line: 0, scope: !116)
!192 = !DILocation(line: 47, column: 5, scope: !116)
!193 = !DILocation(line: 39, column: 29, scope: !110)
!194 = !DILocation(line: 39, column: 23, scope: !110)
!195 = distinct !{!195, !187, !196, !197}
!196 = !DILocation(line: 45, column: 9, scope: !107)
!197 = !{!"llvm.loop.mustprogress"}
!198 = !DILocation(line: 41, column: 21, scope: !112)
!199 = !DILocation(line: 41, column: 17, scope: !112)
!200 = !DILocation(line: 0, scope: !112)
!201 = !DILocation(line: 41, column: 33, scope: !112)
!202 = !DILocation(line: 41, column: 29, scope: !112)
!203 = !DILocation(line: 42, column: 23, scope: !112)
!204 = !DILocation(line: 42, column: 13, scope: !112)
!205 = !DILocalVariable(name: "v", arg: 1, scope: !206, file: !2, line: 15, type: !31)
!206 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 15, type: !207, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !209)
!207 = !DISubroutineType(types: !208)
!208 = !{null, !31}
!209 = !{!205}
!210 = !DILocation(line: 0, scope: !206, inlinedAt: !211)
!211 = distinct !DILocation(line: 42, column: 13, scope: !112)
!212 = !DILocation(line: 15, column: 34, scope: !206, inlinedAt: !211)
!213 = !DILocation(line: 15, column: 59, scope: !206, inlinedAt: !211)
!214 = !DILocation(line: 15, column: 86, scope: !206, inlinedAt: !211)
!215 = !DILocation(line: 15, column: 119, scope: !206, inlinedAt: !211)
!216 = !DILocation(line: 42, column: 57, scope: !112)
!217 = !DILocation(line: 42, column: 47, scope: !112)
!218 = !DILocation(line: 0, scope: !206, inlinedAt: !219)
!219 = distinct !DILocation(line: 42, column: 47, scope: !112)
!220 = !DILocation(line: 15, column: 34, scope: !206, inlinedAt: !219)
!221 = !DILocation(line: 15, column: 59, scope: !206, inlinedAt: !219)
!222 = !DILocation(line: 15, column: 86, scope: !206, inlinedAt: !219)
!223 = !DILocation(line: 15, column: 119, scope: !206, inlinedAt: !219)
!224 = !DILocation(line: 43, column: 19, scope: !225)
!225 = distinct !DILexicalBlock(scope: !112, file: !2, line: 43, column: 17)
!226 = !DILocation(line: 43, column: 17, scope: !112)
!227 = !DILocation(line: 43, column: 37, scope: !228)
!228 = distinct !DILexicalBlock(scope: !225, file: !2, line: 43, column: 25)
!229 = !DILocation(line: 43, column: 27, scope: !228)
!230 = !DILocation(line: 0, scope: !206, inlinedAt: !231)
!231 = distinct !DILocation(line: 43, column: 27, scope: !228)
!232 = !DILocation(line: 15, column: 34, scope: !206, inlinedAt: !231)
!233 = !DILocation(line: 15, column: 59, scope: !206, inlinedAt: !231)
!234 = !DILocation(line: 15, column: 86, scope: !206, inlinedAt: !231)
!235 = !DILocation(line: 15, column: 119, scope: !206, inlinedAt: !231)
!236 = !DILocation(line: 44, column: 31, scope: !237)
!237 = distinct !DILexicalBlock(scope: !112, file: !2, line: 44, column: 17)
!238 = !DILocation(line: 44, column: 39, scope: !237)
!239 = !DILocation(line: 44, column: 74, scope: !240)
!240 = distinct !DILexicalBlock(scope: !237, file: !2, line: 44, column: 52)
!241 = !DILocation(line: 44, column: 64, scope: !240)
!242 = !DILocation(line: 44, column: 54, scope: !240)
!243 = !DILocation(line: 0, scope: !206, inlinedAt: !244)
!244 = distinct !DILocation(line: 44, column: 54, scope: !240)
!245 = !DILocation(line: 15, column: 34, scope: !206, inlinedAt: !244)
!246 = !DILocation(line: 15, column: 59, scope: !206, inlinedAt: !244)
!247 = !DILocation(line: 15, column: 86, scope: !206, inlinedAt: !244)
!248 = !DILocation(line: 15, column: 119, scope: !206, inlinedAt: !244)
!249 = !DILocation(line: 44, column: 108, scope: !240)
!250 = !DILocation(line: 44, column: 98, scope: !240)
!251 = !DILocation(line: 44, column: 88, scope: !240)
!252 = !DILocation(line: 0, scope: !206, inlinedAt: !253)
!253 = distinct !DILocation(line: 44, column: 88, scope: !240)
!254 = !DILocation(line: 15, column: 34, scope: !206, inlinedAt: !253)
!255 = !DILocation(line: 15, column: 59, scope: !206, inlinedAt: !253)
!256 = !DILocation(line: 15, column: 86, scope: !206, inlinedAt: !253)
!257 = !DILocation(line: 15, column: 119, scope: !206, inlinedAt: !253)
!258 = !DILocation(line: 44, column: 122, scope: !240)
!259 = !DILocation(line: 40, column: 33, scope: !113)
!260 = !DILocation(line: 40, column: 27, scope: !113)
!261 = distinct !{!261, !189, !262, !197}
!262 = !DILocation(line: 45, column: 9, scope: !109)
!263 = !DILocation(line: 53, column: 5, scope: !93)
!264 = !DILocation(line: 53, column: 28, scope: !93)
!265 = !{!266, !266, i64 0}
!266 = !{!"_BitInt(127)", !152, i64 0}
!267 = distinct !DIAssignID()
!268 = distinct !DIAssignID()
!269 = distinct !DIAssignID()
!270 = distinct !DIAssignID()
!271 = distinct !DIAssignID()
!272 = distinct !DIAssignID()
!273 = distinct !DIAssignID()
!274 = distinct !DIAssignID()
!275 = distinct !DIAssignID()
!276 = distinct !DIAssignID()
!277 = !DILocation(line: 0, scope: !126)
!278 = !DILocation(line: 56, column: 5, scope: !126)
!279 = !DILocation(line: 48, column: 17, scope: !118)
!280 = !DILocation(line: 48, column: 13, scope: !118)
!281 = !DILocation(line: 0, scope: !118)
!282 = !DILocation(line: 49, column: 9, scope: !118)
!283 = !DILocation(line: 0, scope: !167, inlinedAt: !284)
!284 = distinct !DILocation(line: 49, column: 9, scope: !118)
!285 = !DILocation(line: 13, column: 41, scope: !167, inlinedAt: !284)
!286 = !DILocation(line: 49, column: 69, scope: !118)
!287 = !DILocation(line: 49, column: 59, scope: !118)
!288 = !DILocation(line: 49, column: 38, scope: !118)
!289 = !DILocation(line: 0, scope: !167, inlinedAt: !290)
!290 = distinct !DILocation(line: 49, column: 38, scope: !118)
!291 = !DILocation(line: 13, column: 41, scope: !167, inlinedAt: !290)
!292 = !DILocation(line: 49, column: 105, scope: !118)
!293 = !DILocation(line: 49, column: 85, scope: !118)
!294 = !DILocation(line: 0, scope: !167, inlinedAt: !295)
!295 = distinct !DILocation(line: 49, column: 85, scope: !118)
!296 = !DILocation(line: 13, column: 41, scope: !167, inlinedAt: !295)
!297 = !DILocation(line: 50, column: 39, scope: !118)
!298 = !DILocation(line: 50, column: 29, scope: !118)
!299 = !DILocation(line: 50, column: 9, scope: !118)
!300 = !DILocation(line: 0, scope: !167, inlinedAt: !301)
!301 = distinct !DILocation(line: 50, column: 9, scope: !118)
!302 = !DILocation(line: 13, column: 41, scope: !167, inlinedAt: !301)
!303 = !DILocation(line: 50, column: 54, scope: !118)
!304 = !DILocation(line: 47, column: 29, scope: !119)
!305 = !DILocation(line: 47, column: 23, scope: !119)
!306 = distinct !{!306, !192, !307, !197}
!307 = !DILocation(line: 51, column: 5, scope: !116)
!308 = !DILocation(line: 0, scope: !128)
!309 = !DILocation(line: 57, column: 9, scope: !128)
!310 = !DILocation(line: 63, column: 5, scope: !93)
!311 = !DILocation(line: 0, scope: !135)
!312 = !DILocation(line: 64, column: 5, scope: !135)
!313 = !DILocation(line: 56, column: 29, scope: !129)
!314 = !DILocation(line: 56, column: 23, scope: !129)
!315 = distinct !{!315, !278, !316, !197}
!316 = !DILocation(line: 62, column: 9, scope: !126)
!317 = !DILocation(line: 58, column: 22, scope: !131)
!318 = !DILocation(line: 58, column: 18, scope: !131)
!319 = !DILocation(line: 0, scope: !131)
!320 = !DILocation(line: 58, column: 35, scope: !131)
!321 = !DILocation(line: 58, column: 31, scope: !131)
!322 = !DILocation(line: 59, column: 23, scope: !131)
!323 = !DILocation(line: 59, column: 13, scope: !131)
!324 = !DILocation(line: 0, scope: !206, inlinedAt: !325)
!325 = distinct !DILocation(line: 59, column: 13, scope: !131)
!326 = !DILocation(line: 15, column: 34, scope: !206, inlinedAt: !325)
!327 = !DILocation(line: 15, column: 59, scope: !206, inlinedAt: !325)
!328 = !DILocation(line: 15, column: 86, scope: !206, inlinedAt: !325)
!329 = !DILocation(line: 15, column: 119, scope: !206, inlinedAt: !325)
!330 = !DILocation(line: 59, column: 60, scope: !131)
!331 = !DILocation(line: 59, column: 50, scope: !131)
!332 = !DILocation(line: 0, scope: !206, inlinedAt: !333)
!333 = distinct !DILocation(line: 59, column: 50, scope: !131)
!334 = !DILocation(line: 15, column: 34, scope: !206, inlinedAt: !333)
!335 = !DILocation(line: 15, column: 59, scope: !206, inlinedAt: !333)
!336 = !DILocation(line: 15, column: 86, scope: !206, inlinedAt: !333)
!337 = !DILocation(line: 15, column: 119, scope: !206, inlinedAt: !333)
!338 = !DILocation(line: 59, column: 97, scope: !131)
!339 = !DILocation(line: 59, column: 87, scope: !131)
!340 = !DILocation(line: 0, scope: !206, inlinedAt: !341)
!341 = distinct !DILocation(line: 59, column: 87, scope: !131)
!342 = !DILocation(line: 15, column: 34, scope: !206, inlinedAt: !341)
!343 = !DILocation(line: 15, column: 119, scope: !206, inlinedAt: !341)
!344 = !DILocation(line: 60, column: 19, scope: !345)
!345 = distinct !DILexicalBlock(scope: !131, file: !2, line: 60, column: 17)
!346 = !DILocation(line: 60, column: 17, scope: !131)
!347 = !DILocation(line: 60, column: 35, scope: !345)
!348 = !DILocation(line: 60, column: 25, scope: !345)
!349 = !DILocation(line: 0, scope: !206, inlinedAt: !350)
!350 = distinct !DILocation(line: 60, column: 25, scope: !345)
!351 = !DILocation(line: 15, column: 34, scope: !206, inlinedAt: !350)
!352 = !DILocation(line: 15, column: 59, scope: !206, inlinedAt: !350)
!353 = !DILocation(line: 15, column: 86, scope: !206, inlinedAt: !350)
!354 = !DILocation(line: 15, column: 119, scope: !206, inlinedAt: !350)
!355 = !DILocation(line: 61, column: 31, scope: !356)
!356 = distinct !DILexicalBlock(scope: !131, file: !2, line: 61, column: 17)
!357 = !DILocation(line: 61, column: 39, scope: !356)
!358 = !DILocation(line: 61, column: 74, scope: !359)
!359 = distinct !DILexicalBlock(scope: !356, file: !2, line: 61, column: 52)
!360 = !DILocation(line: 61, column: 64, scope: !359)
!361 = !DILocation(line: 61, column: 54, scope: !359)
!362 = !DILocation(line: 0, scope: !206, inlinedAt: !363)
!363 = distinct !DILocation(line: 61, column: 54, scope: !359)
!364 = !DILocation(line: 15, column: 34, scope: !206, inlinedAt: !363)
!365 = !DILocation(line: 15, column: 59, scope: !206, inlinedAt: !363)
!366 = !DILocation(line: 15, column: 86, scope: !206, inlinedAt: !363)
!367 = !DILocation(line: 15, column: 119, scope: !206, inlinedAt: !363)
!368 = !DILocation(line: 61, column: 109, scope: !359)
!369 = !DILocation(line: 61, column: 99, scope: !359)
!370 = !DILocation(line: 61, column: 89, scope: !359)
!371 = !DILocation(line: 0, scope: !206, inlinedAt: !372)
!372 = distinct !DILocation(line: 61, column: 89, scope: !359)
!373 = !DILocation(line: 15, column: 34, scope: !206, inlinedAt: !372)
!374 = !DILocation(line: 15, column: 59, scope: !206, inlinedAt: !372)
!375 = !DILocation(line: 15, column: 86, scope: !206, inlinedAt: !372)
!376 = !DILocation(line: 15, column: 119, scope: !206, inlinedAt: !372)
!377 = !DILocation(line: 61, column: 124, scope: !359)
!378 = !DILocation(line: 57, column: 33, scope: !132)
!379 = !DILocation(line: 57, column: 27, scope: !132)
!380 = distinct !{!380, !309, !381, !197}
!381 = !DILocation(line: 62, column: 9, scope: !128)
!382 = !DILocation(line: 70, column: 5, scope: !93)
!383 = !DILocation(line: 70, column: 23, scope: !93)
!384 = !{!385, !385, i64 0}
!385 = !{!"__int128", !152, i64 0}
!386 = distinct !DIAssignID()
!387 = !DILocation(line: 71, column: 20, scope: !93)
!388 = !DILocation(line: 71, column: 9, scope: !93)
!389 = !DILocation(line: 71, column: 41, scope: !93)
!390 = !DILocation(line: 71, column: 28, scope: !93)
!391 = !DILocation(line: 71, column: 60, scope: !93)
!392 = !DILocation(line: 72, column: 5, scope: !93)
!393 = !DILocation(line: 0, scope: !167, inlinedAt: !394)
!394 = distinct !DILocation(line: 72, column: 5, scope: !93)
!395 = !DILocation(line: 13, column: 41, scope: !167, inlinedAt: !394)
!396 = !DILocation(line: 72, column: 38, scope: !93)
!397 = !DILocation(line: 0, scope: !167, inlinedAt: !398)
!398 = distinct !DILocation(line: 72, column: 38, scope: !93)
!399 = !DILocation(line: 13, column: 41, scope: !167, inlinedAt: !398)
!400 = !DILocation(line: 72, column: 64, scope: !93)
!401 = !DILocation(line: 0, scope: !167, inlinedAt: !402)
!402 = distinct !DILocation(line: 72, column: 64, scope: !93)
!403 = !DILocation(line: 13, column: 41, scope: !167, inlinedAt: !402)
!404 = !DILocation(line: 72, column: 100, scope: !93)
!405 = !DILocation(line: 73, column: 18, scope: !93)
!406 = !DILocation(line: 73, column: 12, scope: !93)
!407 = !DILocation(line: 74, column: 1, scope: !93)
!408 = !DILocation(line: 65, column: 18, scope: !137)
!409 = !DILocation(line: 65, column: 14, scope: !137)
!410 = !DILocation(line: 0, scope: !137)
!411 = !DILocation(line: 66, column: 9, scope: !137)
!412 = !DILocation(line: 0, scope: !167, inlinedAt: !413)
!413 = distinct !DILocation(line: 66, column: 9, scope: !137)
!414 = !DILocation(line: 13, column: 41, scope: !167, inlinedAt: !413)
!415 = !DILocation(line: 66, column: 70, scope: !137)
!416 = !DILocation(line: 66, column: 60, scope: !137)
!417 = !DILocation(line: 66, column: 38, scope: !137)
!418 = !DILocation(line: 0, scope: !167, inlinedAt: !419)
!419 = distinct !DILocation(line: 66, column: 38, scope: !137)
!420 = !DILocation(line: 13, column: 41, scope: !167, inlinedAt: !419)
!421 = !DILocation(line: 66, column: 110, scope: !137)
!422 = !DILocation(line: 66, column: 88, scope: !137)
!423 = !DILocation(line: 0, scope: !167, inlinedAt: !424)
!424 = distinct !DILocation(line: 66, column: 88, scope: !137)
!425 = !DILocation(line: 13, column: 41, scope: !167, inlinedAt: !424)
!426 = !DILocation(line: 67, column: 30, scope: !137)
!427 = !DILocation(line: 67, column: 9, scope: !137)
!428 = !DILocation(line: 64, column: 29, scope: !138)
!429 = !DILocation(line: 64, column: 23, scope: !138)
!430 = distinct !{!430, !312, !431, !197}
!431 = !DILocation(line: 68, column: 5, scope: !135)
!432 = !DISubprogram(name: "printf", scope: !433, file: !433, line: 356, type: !434, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!433 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!434 = !DISubroutineType(types: !435)
!435 = !{!30, !436, null}
!436 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !170)
!437 = distinct !DISubprogram(name: "add65", scope: !2, file: !2, line: 17, type: !438, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !440)
!438 = !DISubroutineType(types: !439)
!439 = !{!26, !26, !26}
!440 = !{!441, !442}
!441 = !DILocalVariable(name: "a", arg: 1, scope: !437, file: !2, line: 17, type: !26)
!442 = !DILocalVariable(name: "b", arg: 2, scope: !437, file: !2, line: 17, type: !26)
!443 = !DILocation(line: 0, scope: !437)
!444 = !DILocation(line: 17, column: 69, scope: !437)
!445 = !DILocation(line: 17, column: 60, scope: !437)
!446 = distinct !DISubprogram(name: "mul65", scope: !2, file: !2, line: 18, type: !438, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !447)
!447 = !{!448, !449}
!448 = !DILocalVariable(name: "a", arg: 1, scope: !446, file: !2, line: 18, type: !26)
!449 = !DILocalVariable(name: "b", arg: 2, scope: !446, file: !2, line: 18, type: !26)
!450 = !DILocation(line: 0, scope: !446)
!451 = !DILocation(line: 18, column: 69, scope: !446)
!452 = !DILocation(line: 18, column: 60, scope: !446)
!453 = distinct !DISubprogram(name: "udiv65", scope: !2, file: !2, line: 21, type: !438, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !454)
!454 = !{!455, !456}
!455 = !DILocalVariable(name: "a", arg: 1, scope: !453, file: !2, line: 21, type: !26)
!456 = !DILocalVariable(name: "b", arg: 2, scope: !453, file: !2, line: 21, type: !26)
!457 = !DILocation(line: 0, scope: !453)
!458 = !DILocation(line: 21, column: 70, scope: !453)
!459 = !DILocation(line: 21, column: 61, scope: !453)
!460 = distinct !DISubprogram(name: "div65", scope: !2, file: !2, line: 19, type: !461, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !463)
!461 = !DISubroutineType(types: !462)
!462 = !{!28, !28, !28}
!463 = !{!464, !465}
!464 = !DILocalVariable(name: "a", arg: 1, scope: !460, file: !2, line: 19, type: !28)
!465 = !DILocalVariable(name: "b", arg: 2, scope: !460, file: !2, line: 19, type: !28)
!466 = !DILocation(line: 0, scope: !460)
!467 = !DILocation(line: 19, column: 69, scope: !460)
!468 = !DILocation(line: 19, column: 60, scope: !460)
!469 = distinct !DISubprogram(name: "rem65", scope: !2, file: !2, line: 20, type: !461, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !470)
!470 = !{!471, !472}
!471 = !DILocalVariable(name: "a", arg: 1, scope: !469, file: !2, line: 20, type: !28)
!472 = !DILocalVariable(name: "b", arg: 2, scope: !469, file: !2, line: 20, type: !28)
!473 = !DILocation(line: 0, scope: !469)
!474 = !DILocation(line: 20, column: 69, scope: !469)
!475 = !DILocation(line: 20, column: 60, scope: !469)
!476 = distinct !DISubprogram(name: "ashr65", scope: !2, file: !2, line: 22, type: !477, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !479)
!477 = !DISubroutineType(types: !478)
!478 = !{!28, !28, !30}
!479 = !{!480, !481}
!480 = !DILocalVariable(name: "a", arg: 1, scope: !476, file: !2, line: 22, type: !28)
!481 = !DILocalVariable(name: "s", arg: 2, scope: !476, file: !2, line: 22, type: !30)
!482 = !DILocation(line: 0, scope: !476)
!483 = !DILocation(line: 22, column: 70, scope: !476)
!484 = !DILocation(line: 22, column: 61, scope: !476)
!485 = distinct !DISubprogram(name: "shl65", scope: !2, file: !2, line: 23, type: !486, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !488)
!486 = !DISubroutineType(cc: DW_CC_nocall, types: !487)
!487 = !{!26, !26, !30}
!488 = !{!489, !490}
!489 = !DILocalVariable(name: "a", arg: 1, scope: !485, file: !2, line: 23, type: !26)
!490 = !DILocalVariable(name: "s", arg: 2, scope: !485, file: !2, line: 23, type: !30)
!491 = !DILocation(line: 0, scope: !485)
!492 = !DILocation(line: 23, column: 69, scope: !485)
!493 = !DILocation(line: 23, column: 60, scope: !485)
!494 = distinct !DISubprogram(name: "mul127", scope: !2, file: !2, line: 24, type: !495, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !497)
!495 = !DISubroutineType(types: !496)
!496 = !{!35, !35, !35}
!497 = !{!498, !499}
!498 = !DILocalVariable(name: "a", arg: 1, scope: !494, file: !2, line: 24, type: !35)
!499 = !DILocalVariable(name: "b", arg: 2, scope: !494, file: !2, line: 24, type: !35)
!500 = !DILocation(line: 0, scope: !494)
!501 = !DILocation(line: 24, column: 73, scope: !494)
!502 = !DILocation(line: 24, column: 64, scope: !494)
!503 = distinct !DISubprogram(name: "sub127", scope: !2, file: !2, line: 25, type: !495, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !504)
!504 = !{!505, !506}
!505 = !DILocalVariable(name: "a", arg: 1, scope: !503, file: !2, line: 25, type: !35)
!506 = !DILocalVariable(name: "b", arg: 2, scope: !503, file: !2, line: 25, type: !35)
!507 = !DILocation(line: 0, scope: !503)
!508 = !DILocation(line: 25, column: 73, scope: !503)
!509 = !DILocation(line: 25, column: 64, scope: !503)
!510 = distinct !DISubprogram(name: "cmp127", scope: !2, file: !2, line: 31, type: !511, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !513)
!511 = !DISubroutineType(types: !512)
!512 = !{!30, !34, !34}
!513 = !{!514, !515}
!514 = !DILocalVariable(name: "a", arg: 1, scope: !510, file: !2, line: 31, type: !34)
!515 = !DILocalVariable(name: "b", arg: 2, scope: !510, file: !2, line: 31, type: !34)
!516 = !DILocation(line: 0, scope: !510)
!517 = !DILocation(line: 31, column: 73, scope: !510)
!518 = !DILocation(line: 31, column: 78, scope: !510)
!519 = !DILocation(line: 31, column: 87, scope: !510)
!520 = !DILocation(line: 31, column: 93, scope: !510)
!521 = !DILocation(line: 31, column: 82, scope: !510)
!522 = !DILocation(line: 31, column: 102, scope: !510)
!523 = !DILocation(line: 31, column: 97, scope: !510)
!524 = !DILocation(line: 31, column: 63, scope: !510)
!525 = distinct !DISubprogram(name: "urem127", scope: !2, file: !2, line: 28, type: !495, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !526)
!526 = !{!527, !528}
!527 = !DILocalVariable(name: "a", arg: 1, scope: !525, file: !2, line: 28, type: !35)
!528 = !DILocalVariable(name: "b", arg: 2, scope: !525, file: !2, line: 28, type: !35)
!529 = !DILocation(line: 0, scope: !525)
!530 = !DILocation(line: 28, column: 74, scope: !525)
!531 = !DILocation(line: 28, column: 65, scope: !525)
!532 = distinct !DISubprogram(name: "div127", scope: !2, file: !2, line: 26, type: !533, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !535)
!533 = !DISubroutineType(types: !534)
!534 = !{!34, !34, !34}
!535 = !{!536, !537}
!536 = !DILocalVariable(name: "a", arg: 1, scope: !532, file: !2, line: 26, type: !34)
!537 = !DILocalVariable(name: "b", arg: 2, scope: !532, file: !2, line: 26, type: !34)
!538 = !DILocation(line: 0, scope: !532)
!539 = !DILocation(line: 26, column: 73, scope: !532)
!540 = !DILocation(line: 26, column: 64, scope: !532)
!541 = distinct !DISubprogram(name: "rem127", scope: !2, file: !2, line: 27, type: !533, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !542)
!542 = !{!543, !544}
!543 = !DILocalVariable(name: "a", arg: 1, scope: !541, file: !2, line: 27, type: !34)
!544 = !DILocalVariable(name: "b", arg: 2, scope: !541, file: !2, line: 27, type: !34)
!545 = !DILocation(line: 0, scope: !541)
!546 = !DILocation(line: 27, column: 73, scope: !541)
!547 = !DILocation(line: 27, column: 64, scope: !541)
!548 = distinct !DISubprogram(name: "ashr127", scope: !2, file: !2, line: 29, type: !549, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !551)
!549 = !DISubroutineType(cc: DW_CC_nocall, types: !550)
!550 = !{!34, !34, !30}
!551 = !{!552, !553}
!552 = !DILocalVariable(name: "a", arg: 1, scope: !548, file: !2, line: 29, type: !34)
!553 = !DILocalVariable(name: "s", arg: 2, scope: !548, file: !2, line: 29, type: !30)
!554 = !DILocation(line: 0, scope: !548)
!555 = !DILocation(line: 29, column: 73, scope: !548)
!556 = !DILocation(line: 29, column: 64, scope: !548)
!557 = distinct !DISubprogram(name: "lshr127", scope: !2, file: !2, line: 30, type: !558, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !560)
!558 = !DISubroutineType(cc: DW_CC_nocall, types: !559)
!559 = !{!35, !35, !30}
!560 = !{!561, !562}
!561 = !DILocalVariable(name: "a", arg: 1, scope: !557, file: !2, line: 30, type: !35)
!562 = !DILocalVariable(name: "s", arg: 2, scope: !557, file: !2, line: 30, type: !30)
!563 = !DILocation(line: 0, scope: !557)
!564 = !DILocation(line: 30, column: 73, scope: !557)
!565 = !DILocation(line: 30, column: 64, scope: !557)
