; ModuleID = 'programs/ops_matrix_ubitint7.c'
source_filename = "programs/ops_matrix_ubitint7.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [58 x i8] c"type unsigned _BitInt(7): %d bits, %s, min %lld max %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1, !dbg !7
@h = internal unnamed_addr global i64 0, align 8, !dbg !12
@vals = internal global [21 x i8] c"\00\01\00y}~\7F\00\01\02\03\05\07\0A?@~\7FU*o", align 16, !dbg !92
@.str.2 = private unnamed_addr constant [14 x i8] c"%-6s %016llx\0A\00", align 1, !dbg !26
@.str.3 = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !31
@.str.4 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !36
@.str.5 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !38
@.str.6 = private unnamed_addr constant [4 x i8] c"and\00", align 1, !dbg !40
@.str.7 = private unnamed_addr constant [3 x i8] c"or\00", align 1, !dbg !42
@.str.8 = private unnamed_addr constant [4 x i8] c"xor\00", align 1, !dbg !47
@.str.9 = private unnamed_addr constant [4 x i8] c"min\00", align 1, !dbg !49
@.str.10 = private unnamed_addr constant [4 x i8] c"max\00", align 1, !dbg !51
@.str.11 = private unnamed_addr constant [4 x i8] c"cmp\00", align 1, !dbg !53
@.str.12 = private unnamed_addr constant [33 x i8] c"divrem identity fails %lld %lld\0A\00", align 1, !dbg !55
@.str.14 = private unnamed_addr constant [16 x i8] c"divrem %016llx\0A\00", align 1, !dbg !65
@.str.15 = private unnamed_addr constant [16 x i8] c"shifts %016llx\0A\00", align 1, !dbg !70
@.str.16 = private unnamed_addr constant [46 x i8] c"  %20lld: shl%d=%llx lshr%d=%llx ashr%d=%lld\0A\00", align 1, !dbg !72
@.str.17 = private unnamed_addr constant [123 x i8] c"%20lld neg=%llx not=%llx abs=%llx /3=%lld /7=%lld /10=%lld %%10=%lld /16=%lld %%16=%lld /-5=%lld /max=%lld f=%.9g d=%.17g\0A\00", align 1, !dbg !77
@.str.19 = private unnamed_addr constant [22 x i8] c"total %016llx bad %d\0A\00", align 1, !dbg !87
@str = private unnamed_addr constant [19 x i8] c"const div mismatch\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 101) i32 @main() local_unnamed_addr #0 !dbg !106 {
    #dbg_value(i64 0, !110, !DIExpression(), !231)
    #dbg_value(i32 0, !111, !DIExpression(), !231)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, ptr noundef nonnull @.str.1, i64 noundef 0, i64 noundef 127), !dbg !232
    #dbg_value(i32 0, !112, !DIExpression(), !233)
    #dbg_value(i32 0, !112, !DIExpression(), !233)
  br label %2, !dbg !234

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %23, %9 ]
    #dbg_value(i64 %3, !112, !DIExpression(), !233)
  %5 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %3
    #dbg_value(i32 0, !115, !DIExpression(), !235)
  br label %12, !dbg !236

6:                                                ; preds = %9
  store i64 %23, ptr @h, align 8, !tbaa !237
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, i64 noundef %23), !dbg !241
  %8 = load i64, ptr @h, align 8, !dbg !241, !tbaa !237
    #dbg_value(i64 %8, !110, !DIExpression(), !231)
    #dbg_value(i32 0, !122, !DIExpression(), !242)
    #dbg_value(i32 0, !122, !DIExpression(), !242)
  br label %26, !dbg !243

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %3, 1, !dbg !244
    #dbg_value(i64 %10, !112, !DIExpression(), !233)
  %11 = icmp eq i64 %10, 21, !dbg !244
  br i1 %11, label %6, label %2, !dbg !234, !llvm.loop !245

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %24, %12 ]
  %14 = phi i64 [ %4, %2 ], [ %23, %12 ]
    #dbg_value(i64 %13, !115, !DIExpression(), !235)
  %15 = load volatile i8, ptr %5, align 1, !dbg !247, !tbaa !248
  %16 = trunc i8 %15 to i7, !dbg !247
    #dbg_value(i7 %16, !118, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !250)
  %17 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %13, !dbg !247
  %18 = load volatile i8, ptr %17, align 1, !dbg !247, !tbaa !248
  %19 = trunc i8 %18 to i7, !dbg !247
    #dbg_value(i7 %19, !121, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !250)
  %20 = tail call fastcc zeroext i7 @op_add(i7 noundef zeroext %16, i7 noundef zeroext %19), !dbg !247
    #dbg_value(i7 %20, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !256)
  %21 = zext i7 %20 to i64, !dbg !258
    #dbg_value(i64 %21, !259, !DIExpression(), !264)
  %22 = xor i64 %14, %21, !dbg !266
  %23 = mul i64 %22, 1099511628211, !dbg !267
  %24 = add nuw nsw i64 %13, 1, !dbg !268
    #dbg_value(i64 %24, !115, !DIExpression(), !235)
  %25 = icmp eq i64 %24, 21, !dbg !268
  br i1 %25, label %9, label %12, !dbg !236, !llvm.loop !269

26:                                               ; preds = %6, %33
  %27 = phi i64 [ 0, %6 ], [ %34, %33 ]
  %28 = phi i64 [ 1469598103934665603, %6 ], [ %47, %33 ]
    #dbg_value(i64 %27, !122, !DIExpression(), !242)
  %29 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %27
    #dbg_value(i32 0, !125, !DIExpression(), !270)
  br label %36, !dbg !271

30:                                               ; preds = %33
  store i64 %47, ptr @h, align 8, !tbaa !237
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, i64 noundef %47), !dbg !272
  %32 = load i64, ptr @h, align 8, !dbg !272, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %32), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
    #dbg_value(i32 0, !132, !DIExpression(), !273)
    #dbg_value(i32 0, !132, !DIExpression(), !273)
  br label %50, !dbg !274

33:                                               ; preds = %36
  %34 = add nuw nsw i64 %27, 1, !dbg !275
    #dbg_value(i64 %34, !122, !DIExpression(), !242)
  %35 = icmp eq i64 %34, 21, !dbg !275
  br i1 %35, label %30, label %26, !dbg !243, !llvm.loop !276

36:                                               ; preds = %26, %36
  %37 = phi i64 [ 0, %26 ], [ %48, %36 ]
  %38 = phi i64 [ %28, %26 ], [ %47, %36 ]
    #dbg_value(i64 %37, !125, !DIExpression(), !270)
  %39 = load volatile i8, ptr %29, align 1, !dbg !277, !tbaa !248
  %40 = trunc i8 %39 to i7, !dbg !277
    #dbg_value(i7 %40, !128, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !278)
  %41 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %37, !dbg !277
  %42 = load volatile i8, ptr %41, align 1, !dbg !277, !tbaa !248
  %43 = trunc i8 %42 to i7, !dbg !277
    #dbg_value(i7 %43, !131, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !278)
  %44 = tail call fastcc zeroext i7 @op_sub(i7 noundef zeroext %40, i7 noundef zeroext %43), !dbg !277
    #dbg_value(i7 %44, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !279)
  %45 = zext i7 %44 to i64, !dbg !281
    #dbg_value(i64 %45, !259, !DIExpression(), !282)
  %46 = xor i64 %38, %45, !dbg !284
  %47 = mul i64 %46, 1099511628211, !dbg !285
  %48 = add nuw nsw i64 %37, 1, !dbg !286
    #dbg_value(i64 %48, !125, !DIExpression(), !270)
  %49 = icmp eq i64 %48, 21, !dbg !286
  br i1 %49, label %33, label %36, !dbg !271, !llvm.loop !287

50:                                               ; preds = %30, %57
  %51 = phi i64 [ 0, %30 ], [ %58, %57 ]
  %52 = phi i64 [ 1469598103934665603, %30 ], [ %71, %57 ]
    #dbg_value(i64 %51, !132, !DIExpression(), !273)
  %53 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %51
    #dbg_value(i32 0, !135, !DIExpression(), !288)
  br label %60, !dbg !289

54:                                               ; preds = %57
  store i64 %71, ptr @h, align 8, !tbaa !237
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.5, i64 noundef %71), !dbg !290
  %56 = load i64, ptr @h, align 8, !dbg !290, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %56, i64 %32), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
    #dbg_value(i32 0, !142, !DIExpression(), !291)
    #dbg_value(i32 0, !142, !DIExpression(), !291)
  br label %74, !dbg !292

57:                                               ; preds = %60
  %58 = add nuw nsw i64 %51, 1, !dbg !293
    #dbg_value(i64 %58, !132, !DIExpression(), !273)
  %59 = icmp eq i64 %58, 21, !dbg !293
  br i1 %59, label %54, label %50, !dbg !274, !llvm.loop !294

60:                                               ; preds = %50, %60
  %61 = phi i64 [ 0, %50 ], [ %72, %60 ]
  %62 = phi i64 [ %52, %50 ], [ %71, %60 ]
    #dbg_value(i64 %61, !135, !DIExpression(), !288)
  %63 = load volatile i8, ptr %53, align 1, !dbg !295, !tbaa !248
  %64 = trunc i8 %63 to i7, !dbg !295
    #dbg_value(i7 %64, !138, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !296)
  %65 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %61, !dbg !295
  %66 = load volatile i8, ptr %65, align 1, !dbg !295, !tbaa !248
  %67 = trunc i8 %66 to i7, !dbg !295
    #dbg_value(i7 %67, !141, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !296)
  %68 = tail call fastcc zeroext i7 @op_mul(i7 noundef zeroext %64, i7 noundef zeroext %67), !dbg !295
    #dbg_value(i7 %68, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !297)
  %69 = zext i7 %68 to i64, !dbg !299
    #dbg_value(i64 %69, !259, !DIExpression(), !300)
  %70 = xor i64 %62, %69, !dbg !302
  %71 = mul i64 %70, 1099511628211, !dbg !303
  %72 = add nuw nsw i64 %61, 1, !dbg !304
    #dbg_value(i64 %72, !135, !DIExpression(), !288)
  %73 = icmp eq i64 %72, 21, !dbg !304
  br i1 %73, label %57, label %60, !dbg !289, !llvm.loop !305

74:                                               ; preds = %54, %81
  %75 = phi i64 [ 0, %54 ], [ %82, %81 ]
  %76 = phi i64 [ 1469598103934665603, %54 ], [ %95, %81 ]
    #dbg_value(i64 %75, !142, !DIExpression(), !291)
  %77 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %75
    #dbg_value(i32 0, !145, !DIExpression(), !306)
  br label %84, !dbg !307

78:                                               ; preds = %81
  store i64 %95, ptr @h, align 8, !tbaa !237
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.6, i64 noundef %95), !dbg !308
  %80 = load i64, ptr @h, align 8, !dbg !308, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %80, i64 %56, i64 %32), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
    #dbg_value(i32 0, !152, !DIExpression(), !309)
    #dbg_value(i32 0, !152, !DIExpression(), !309)
  br label %98, !dbg !310

81:                                               ; preds = %84
  %82 = add nuw nsw i64 %75, 1, !dbg !311
    #dbg_value(i64 %82, !142, !DIExpression(), !291)
  %83 = icmp eq i64 %82, 21, !dbg !311
  br i1 %83, label %78, label %74, !dbg !292, !llvm.loop !312

84:                                               ; preds = %74, %84
  %85 = phi i64 [ 0, %74 ], [ %96, %84 ]
  %86 = phi i64 [ %76, %74 ], [ %95, %84 ]
    #dbg_value(i64 %85, !145, !DIExpression(), !306)
  %87 = load volatile i8, ptr %77, align 1, !dbg !313, !tbaa !248
  %88 = trunc i8 %87 to i7, !dbg !313
    #dbg_value(i7 %88, !148, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !314)
  %89 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %85, !dbg !313
  %90 = load volatile i8, ptr %89, align 1, !dbg !313, !tbaa !248
  %91 = trunc i8 %90 to i7, !dbg !313
    #dbg_value(i7 %91, !151, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !314)
  %92 = tail call fastcc zeroext i7 @op_and(i7 noundef zeroext %88, i7 noundef zeroext %91), !dbg !313
    #dbg_value(i7 %92, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !315)
  %93 = zext i7 %92 to i64, !dbg !317
    #dbg_value(i64 %93, !259, !DIExpression(), !318)
  %94 = xor i64 %86, %93, !dbg !320
  %95 = mul i64 %94, 1099511628211, !dbg !321
  %96 = add nuw nsw i64 %85, 1, !dbg !322
    #dbg_value(i64 %96, !145, !DIExpression(), !306)
  %97 = icmp eq i64 %96, 21, !dbg !322
  br i1 %97, label %81, label %84, !dbg !307, !llvm.loop !323

98:                                               ; preds = %78, %105
  %99 = phi i64 [ 0, %78 ], [ %106, %105 ]
  %100 = phi i64 [ 1469598103934665603, %78 ], [ %119, %105 ]
    #dbg_value(i64 %99, !152, !DIExpression(), !309)
  %101 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %99
    #dbg_value(i32 0, !155, !DIExpression(), !324)
  br label %108, !dbg !325

102:                                              ; preds = %105
  store i64 %119, ptr @h, align 8, !tbaa !237
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, i64 noundef %119), !dbg !326
  %104 = load i64, ptr @h, align 8, !dbg !326, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %104, i64 %80, i64 %56, i64 %32), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
    #dbg_value(i32 0, !162, !DIExpression(), !327)
    #dbg_value(i32 0, !162, !DIExpression(), !327)
  br label %122, !dbg !328

105:                                              ; preds = %108
  %106 = add nuw nsw i64 %99, 1, !dbg !329
    #dbg_value(i64 %106, !152, !DIExpression(), !309)
  %107 = icmp eq i64 %106, 21, !dbg !329
  br i1 %107, label %102, label %98, !dbg !310, !llvm.loop !330

108:                                              ; preds = %98, %108
  %109 = phi i64 [ 0, %98 ], [ %120, %108 ]
  %110 = phi i64 [ %100, %98 ], [ %119, %108 ]
    #dbg_value(i64 %109, !155, !DIExpression(), !324)
  %111 = load volatile i8, ptr %101, align 1, !dbg !331, !tbaa !248
  %112 = trunc i8 %111 to i7, !dbg !331
    #dbg_value(i7 %112, !158, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !332)
  %113 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %109, !dbg !331
  %114 = load volatile i8, ptr %113, align 1, !dbg !331, !tbaa !248
  %115 = trunc i8 %114 to i7, !dbg !331
    #dbg_value(i7 %115, !161, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !332)
  %116 = tail call fastcc zeroext i7 @op_or(i7 noundef zeroext %112, i7 noundef zeroext %115), !dbg !331
    #dbg_value(i7 %116, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !333)
  %117 = zext i7 %116 to i64, !dbg !335
    #dbg_value(i64 %117, !259, !DIExpression(), !336)
  %118 = xor i64 %110, %117, !dbg !338
  %119 = mul i64 %118, 1099511628211, !dbg !339
  %120 = add nuw nsw i64 %109, 1, !dbg !340
    #dbg_value(i64 %120, !155, !DIExpression(), !324)
  %121 = icmp eq i64 %120, 21, !dbg !340
  br i1 %121, label %105, label %108, !dbg !325, !llvm.loop !341

122:                                              ; preds = %102, %129
  %123 = phi i64 [ 0, %102 ], [ %130, %129 ]
  %124 = phi i64 [ 1469598103934665603, %102 ], [ %143, %129 ]
    #dbg_value(i64 %123, !162, !DIExpression(), !327)
  %125 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %123
    #dbg_value(i32 0, !165, !DIExpression(), !342)
  br label %132, !dbg !343

126:                                              ; preds = %129
  store i64 %143, ptr @h, align 8, !tbaa !237
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8, i64 noundef %143), !dbg !344
  %128 = load i64, ptr @h, align 8, !dbg !344, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %128, i64 %104, i64 %80, i64 %56, i64 %32), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
    #dbg_value(i32 0, !172, !DIExpression(), !345)
    #dbg_value(i32 0, !172, !DIExpression(), !345)
  br label %146, !dbg !346

129:                                              ; preds = %132
  %130 = add nuw nsw i64 %123, 1, !dbg !347
    #dbg_value(i64 %130, !162, !DIExpression(), !327)
  %131 = icmp eq i64 %130, 21, !dbg !347
  br i1 %131, label %126, label %122, !dbg !328, !llvm.loop !348

132:                                              ; preds = %122, %132
  %133 = phi i64 [ 0, %122 ], [ %144, %132 ]
  %134 = phi i64 [ %124, %122 ], [ %143, %132 ]
    #dbg_value(i64 %133, !165, !DIExpression(), !342)
  %135 = load volatile i8, ptr %125, align 1, !dbg !349, !tbaa !248
  %136 = trunc i8 %135 to i7, !dbg !349
    #dbg_value(i7 %136, !168, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !350)
  %137 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %133, !dbg !349
  %138 = load volatile i8, ptr %137, align 1, !dbg !349, !tbaa !248
  %139 = trunc i8 %138 to i7, !dbg !349
    #dbg_value(i7 %139, !171, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !350)
  %140 = tail call fastcc zeroext i7 @op_xor(i7 noundef zeroext %136, i7 noundef zeroext %139), !dbg !349
    #dbg_value(i7 %140, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !351)
  %141 = zext i7 %140 to i64, !dbg !353
    #dbg_value(i64 %141, !259, !DIExpression(), !354)
  %142 = xor i64 %134, %141, !dbg !356
  %143 = mul i64 %142, 1099511628211, !dbg !357
  %144 = add nuw nsw i64 %133, 1, !dbg !358
    #dbg_value(i64 %144, !165, !DIExpression(), !342)
  %145 = icmp eq i64 %144, 21, !dbg !358
  br i1 %145, label %129, label %132, !dbg !343, !llvm.loop !359

146:                                              ; preds = %126, %153
  %147 = phi i64 [ 0, %126 ], [ %154, %153 ]
  %148 = phi i64 [ 1469598103934665603, %126 ], [ %167, %153 ]
    #dbg_value(i64 %147, !172, !DIExpression(), !345)
  %149 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %147
    #dbg_value(i32 0, !175, !DIExpression(), !360)
  br label %156, !dbg !361

150:                                              ; preds = %153
  store i64 %167, ptr @h, align 8, !tbaa !237
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9, i64 noundef %167), !dbg !362
  %152 = load i64, ptr @h, align 8, !dbg !362, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %152, i64 %128, i64 %104, i64 %80, i64 %56, i64 %32), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
    #dbg_value(i32 0, !182, !DIExpression(), !363)
    #dbg_value(i32 0, !182, !DIExpression(), !363)
  br label %170, !dbg !364

153:                                              ; preds = %156
  %154 = add nuw nsw i64 %147, 1, !dbg !365
    #dbg_value(i64 %154, !172, !DIExpression(), !345)
  %155 = icmp eq i64 %154, 21, !dbg !365
  br i1 %155, label %150, label %146, !dbg !346, !llvm.loop !366

156:                                              ; preds = %146, %156
  %157 = phi i64 [ 0, %146 ], [ %168, %156 ]
  %158 = phi i64 [ %148, %146 ], [ %167, %156 ]
    #dbg_value(i64 %157, !175, !DIExpression(), !360)
  %159 = load volatile i8, ptr %149, align 1, !dbg !367, !tbaa !248
  %160 = trunc i8 %159 to i7, !dbg !367
    #dbg_value(i7 %160, !178, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !368)
  %161 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %157, !dbg !367
  %162 = load volatile i8, ptr %161, align 1, !dbg !367, !tbaa !248
  %163 = trunc i8 %162 to i7, !dbg !367
    #dbg_value(i7 %163, !181, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !368)
  %164 = tail call fastcc zeroext i7 @op_min(i7 noundef zeroext %160, i7 noundef zeroext %163), !dbg !367
    #dbg_value(i7 %164, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !369)
  %165 = zext i7 %164 to i64, !dbg !371
    #dbg_value(i64 %165, !259, !DIExpression(), !372)
  %166 = xor i64 %158, %165, !dbg !374
  %167 = mul i64 %166, 1099511628211, !dbg !375
  %168 = add nuw nsw i64 %157, 1, !dbg !376
    #dbg_value(i64 %168, !175, !DIExpression(), !360)
  %169 = icmp eq i64 %168, 21, !dbg !376
  br i1 %169, label %153, label %156, !dbg !361, !llvm.loop !377

170:                                              ; preds = %150, %177
  %171 = phi i64 [ 0, %150 ], [ %178, %177 ]
  %172 = phi i64 [ 1469598103934665603, %150 ], [ %191, %177 ]
    #dbg_value(i64 %171, !182, !DIExpression(), !363)
  %173 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %171
    #dbg_value(i32 0, !185, !DIExpression(), !378)
  br label %180, !dbg !379

174:                                              ; preds = %177
  store i64 %191, ptr @h, align 8, !tbaa !237
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10, i64 noundef %191), !dbg !380
  %176 = load i64, ptr @h, align 8, !dbg !380, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %176, i64 %152, i64 %128, i64 %104, i64 %80, i64 %56, i64 %32), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
    #dbg_value(i32 0, !192, !DIExpression(), !381)
    #dbg_value(i32 0, !192, !DIExpression(), !381)
  br label %194, !dbg !382

177:                                              ; preds = %180
  %178 = add nuw nsw i64 %171, 1, !dbg !383
    #dbg_value(i64 %178, !182, !DIExpression(), !363)
  %179 = icmp eq i64 %178, 21, !dbg !383
  br i1 %179, label %174, label %170, !dbg !364, !llvm.loop !384

180:                                              ; preds = %170, %180
  %181 = phi i64 [ 0, %170 ], [ %192, %180 ]
  %182 = phi i64 [ %172, %170 ], [ %191, %180 ]
    #dbg_value(i64 %181, !185, !DIExpression(), !378)
  %183 = load volatile i8, ptr %173, align 1, !dbg !385, !tbaa !248
  %184 = trunc i8 %183 to i7, !dbg !385
    #dbg_value(i7 %184, !188, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !386)
  %185 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %181, !dbg !385
  %186 = load volatile i8, ptr %185, align 1, !dbg !385, !tbaa !248
  %187 = trunc i8 %186 to i7, !dbg !385
    #dbg_value(i7 %187, !191, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !386)
  %188 = tail call fastcc zeroext i7 @op_max(i7 noundef zeroext %184, i7 noundef zeroext %187), !dbg !385
    #dbg_value(i7 %188, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !387)
  %189 = zext i7 %188 to i64, !dbg !389
    #dbg_value(i64 %189, !259, !DIExpression(), !390)
  %190 = xor i64 %182, %189, !dbg !392
  %191 = mul i64 %190, 1099511628211, !dbg !393
  %192 = add nuw nsw i64 %181, 1, !dbg !394
    #dbg_value(i64 %192, !185, !DIExpression(), !378)
  %193 = icmp eq i64 %192, 21, !dbg !394
  br i1 %193, label %177, label %180, !dbg !379, !llvm.loop !395

194:                                              ; preds = %174, %201
  %195 = phi i64 [ 0, %174 ], [ %202, %201 ]
  %196 = phi i64 [ 1469598103934665603, %174 ], [ %216, %201 ]
    #dbg_value(i64 %195, !192, !DIExpression(), !381)
  %197 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %195
    #dbg_value(i32 0, !195, !DIExpression(), !396)
  br label %204, !dbg !397

198:                                              ; preds = %201
  store i64 %216, ptr @h, align 8, !tbaa !237
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %216), !dbg !398
  %200 = load i64, ptr @h, align 8, !dbg !398, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %200, i64 %176, i64 %152, i64 %128, i64 %104, i64 %80, i64 %56, i64 %32), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
  store i64 1469598103934665603, ptr @h, align 8, !dbg !399, !tbaa !237
    #dbg_value(i32 0, !202, !DIExpression(), !400)
    #dbg_value(i32 0, !111, !DIExpression(), !231)
  br label %219, !dbg !401

201:                                              ; preds = %204
  %202 = add nuw nsw i64 %195, 1, !dbg !402
    #dbg_value(i64 %202, !192, !DIExpression(), !381)
  %203 = icmp eq i64 %202, 21, !dbg !402
  br i1 %203, label %198, label %194, !dbg !382, !llvm.loop !403

204:                                              ; preds = %194, %204
  %205 = phi i64 [ 0, %194 ], [ %217, %204 ]
  %206 = phi i64 [ %196, %194 ], [ %216, %204 ]
    #dbg_value(i64 %205, !195, !DIExpression(), !396)
  %207 = load volatile i8, ptr %197, align 1, !dbg !404, !tbaa !248
  %208 = trunc i8 %207 to i7, !dbg !404
    #dbg_value(i7 %208, !198, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !405)
  %209 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %205, !dbg !404
  %210 = load volatile i8, ptr %209, align 1, !dbg !404, !tbaa !248
  %211 = trunc i8 %210 to i7, !dbg !404
    #dbg_value(i7 %211, !201, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !405)
  %212 = tail call fastcc i32 @op_cmp(i7 noundef zeroext %208, i7 noundef zeroext %211), !dbg !404
  %213 = and i32 %212, 127, !dbg !406
  %214 = zext nneg i32 %213 to i64, !dbg !406
    #dbg_value(i32 %212, !251, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !408)
    #dbg_value(i64 %214, !259, !DIExpression(), !409)
  %215 = xor i64 %206, %214, !dbg !411
  %216 = mul i64 %215, 1099511628211, !dbg !412
  %217 = add nuw nsw i64 %205, 1, !dbg !413
    #dbg_value(i64 %217, !195, !DIExpression(), !396)
  %218 = icmp eq i64 %217, 21, !dbg !413
  br i1 %218, label %201, label %204, !dbg !397, !llvm.loop !414

219:                                              ; preds = %198, %227
  %220 = phi i64 [ 0, %198 ], [ %228, %227 ]
  %221 = phi i32 [ 0, %198 ], [ %260, %227 ]
    #dbg_value(i32 %221, !111, !DIExpression(), !231)
    #dbg_value(i64 %220, !202, !DIExpression(), !400)
  %222 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %220
    #dbg_value(i32 %221, !111, !DIExpression(), !231)
    #dbg_value(i32 0, !204, !DIExpression(), !415)
  br label %230, !dbg !416

223:                                              ; preds = %227
  %224 = load i64, ptr @h, align 8, !dbg !417, !tbaa !237
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %224), !dbg !418
  %226 = load i64, ptr @h, align 8, !dbg !419, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %226, i64 %200, i64 %176, i64 %152, i64 %128, i64 %104, i64 %80, i64 %56, i64 %32), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
    #dbg_value(i32 0, !213, !DIExpression(), !420)
    #dbg_value(i32 0, !213, !DIExpression(), !420)
  br label %263, !dbg !421

227:                                              ; preds = %259
  %228 = add nuw nsw i64 %220, 1, !dbg !422
    #dbg_value(i32 %260, !111, !DIExpression(), !231)
    #dbg_value(i64 %228, !202, !DIExpression(), !400)
  %229 = icmp eq i64 %228, 21, !dbg !423
  br i1 %229, label %223, label %219, !dbg !401, !llvm.loop !424

230:                                              ; preds = %219, %259
  %231 = phi i64 [ 0, %219 ], [ %261, %259 ]
  %232 = phi i32 [ %221, %219 ], [ %260, %259 ]
    #dbg_value(i32 %232, !111, !DIExpression(), !231)
    #dbg_value(i64 %231, !204, !DIExpression(), !415)
  %233 = load volatile i8, ptr %222, align 1, !dbg !426, !tbaa !248
    #dbg_value(i8 %233, !207, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !427)
  %234 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %231, !dbg !428
  %235 = load volatile i8, ptr %234, align 1, !dbg !428, !tbaa !248
    #dbg_value(i8 %235, !210, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !427)
  %236 = and i8 %235, 127, !dbg !429
  %237 = icmp eq i8 %236, 0, !dbg !431
  br i1 %237, label %259, label %238, !dbg !432

238:                                              ; preds = %230
  %239 = trunc i8 %235 to i7, !dbg !428
    #dbg_value(i7 %239, !210, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !427)
  %240 = trunc i8 %233 to i7, !dbg !426
    #dbg_value(i7 %240, !207, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !427)
  %241 = tail call fastcc zeroext i7 @op_div(i7 noundef zeroext %240, i7 noundef zeroext %239), !dbg !433
    #dbg_value(i7 %241, !211, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !427)
  %242 = tail call fastcc zeroext i7 @op_rem(i7 noundef zeroext %240, i7 noundef zeroext %239), !dbg !434
    #dbg_value(i7 %242, !212, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !427)
    #dbg_value(i7 %241, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !435)
  %243 = zext i7 %241 to i64, !dbg !437
    #dbg_value(i64 %243, !259, !DIExpression(), !438)
  %244 = load i64, ptr @h, align 8, !dbg !440, !tbaa !237
  %245 = xor i64 %244, %243, !dbg !441
  %246 = mul i64 %245, 1099511628211, !dbg !442
    #dbg_value(i7 %242, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !443)
  %247 = zext i7 %242 to i64, !dbg !445
    #dbg_value(i64 %247, !259, !DIExpression(), !446)
  %248 = xor i64 %246, %247, !dbg !448
  %249 = mul i64 %248, 1099511628211, !dbg !449
  store i64 %249, ptr @h, align 8, !dbg !450, !tbaa !237
  %250 = tail call fastcc zeroext i7 @op_mul(i7 noundef zeroext %241, i7 noundef zeroext %239), !dbg !451
  %251 = add i7 %250, %242, !dbg !453
  %252 = icmp eq i7 %251, %240, !dbg !454
  br i1 %252, label %259, label %253, !dbg !455

253:                                              ; preds = %238
  %254 = add nsw i32 %232, 1, !dbg !456
    #dbg_value(i32 %254, !111, !DIExpression(), !231)
  %255 = and i8 %233, 127, !dbg !458
  %256 = zext nneg i8 %255 to i64, !dbg !458
  %257 = zext nneg i8 %236 to i64, !dbg !459
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %256, i64 noundef %257), !dbg !460
  br label %259, !dbg !461

259:                                              ; preds = %238, %253, %230
  %260 = phi i32 [ %232, %230 ], [ %254, %253 ], [ %232, %238 ], !dbg !231
    #dbg_value(i32 %260, !111, !DIExpression(), !231)
  %261 = add nuw nsw i64 %231, 1, !dbg !462
    #dbg_value(i64 %261, !204, !DIExpression(), !415)
  %262 = icmp eq i64 %261, 21, !dbg !463
  br i1 %262, label %227, label %230, !dbg !416, !llvm.loop !464

263:                                              ; preds = %223, %263
  %264 = phi i64 [ 0, %223 ], [ %365, %263 ]
  %265 = phi i64 [ 1469598103934665603, %223 ], [ %364, %263 ]
    #dbg_value(i64 %264, !213, !DIExpression(), !420)
  %266 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %264
    #dbg_value(i32 0, !215, !DIExpression(), !466)
    #dbg_value(i32 0, !215, !DIExpression(), !466)
  %267 = load volatile i8, ptr %266, align 1, !dbg !467, !tbaa !248
  %268 = trunc i8 %267 to i7, !dbg !467
    #dbg_value(i7 %268, !218, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !468)
  %269 = tail call fastcc zeroext i7 @op_shl(i7 noundef zeroext %268, i32 noundef 0), !dbg !469
    #dbg_value(i7 %269, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !470)
  %270 = zext i7 %269 to i64, !dbg !472
    #dbg_value(i64 %270, !259, !DIExpression(), !473)
  %271 = xor i64 %265, %270, !dbg !475
  %272 = mul i64 %271, 1099511628211, !dbg !476
  %273 = tail call fastcc zeroext i7 @op_lshr(i7 noundef zeroext %268, i32 noundef 0), !dbg !477
    #dbg_value(i7 %273, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !478)
  %274 = zext i7 %273 to i64, !dbg !480
    #dbg_value(i64 %274, !259, !DIExpression(), !481)
  %275 = xor i64 %272, %274, !dbg !483
  %276 = mul i64 %275, 1099511628211, !dbg !484
  %277 = tail call fastcc zeroext i7 @op_ashr(i7 noundef zeroext %268, i32 noundef 0), !dbg !485
    #dbg_value(i7 %277, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !486)
  %278 = zext i7 %277 to i64, !dbg !488
    #dbg_value(i64 %278, !259, !DIExpression(), !489)
  %279 = xor i64 %276, %278, !dbg !491
  %280 = mul i64 %279, 1099511628211, !dbg !492
    #dbg_value(i32 1, !215, !DIExpression(), !466)
  %281 = load volatile i8, ptr %266, align 1, !dbg !467, !tbaa !248
  %282 = trunc i8 %281 to i7, !dbg !467
    #dbg_value(i7 %282, !218, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !468)
  %283 = tail call fastcc zeroext i7 @op_shl(i7 noundef zeroext %282, i32 noundef 1), !dbg !469
    #dbg_value(i7 %283, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !470)
  %284 = zext i7 %283 to i64, !dbg !472
    #dbg_value(i64 %284, !259, !DIExpression(), !473)
  %285 = xor i64 %280, %284, !dbg !475
  %286 = mul i64 %285, 1099511628211, !dbg !476
  %287 = tail call fastcc zeroext i7 @op_lshr(i7 noundef zeroext %282, i32 noundef 1), !dbg !477
    #dbg_value(i7 %287, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !478)
  %288 = zext i7 %287 to i64, !dbg !480
    #dbg_value(i64 %288, !259, !DIExpression(), !481)
  %289 = xor i64 %286, %288, !dbg !483
  %290 = mul i64 %289, 1099511628211, !dbg !484
  %291 = tail call fastcc zeroext i7 @op_ashr(i7 noundef zeroext %282, i32 noundef 1), !dbg !485
    #dbg_value(i7 %291, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !486)
  %292 = zext i7 %291 to i64, !dbg !488
    #dbg_value(i64 %292, !259, !DIExpression(), !489)
  %293 = xor i64 %290, %292, !dbg !491
  %294 = mul i64 %293, 1099511628211, !dbg !492
    #dbg_value(i32 2, !215, !DIExpression(), !466)
  %295 = load volatile i8, ptr %266, align 1, !dbg !467, !tbaa !248
  %296 = trunc i8 %295 to i7, !dbg !467
    #dbg_value(i7 %296, !218, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !468)
  %297 = tail call fastcc zeroext i7 @op_shl(i7 noundef zeroext %296, i32 noundef 2), !dbg !469
    #dbg_value(i7 %297, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !470)
  %298 = zext i7 %297 to i64, !dbg !472
    #dbg_value(i64 %298, !259, !DIExpression(), !473)
  %299 = xor i64 %294, %298, !dbg !475
  %300 = mul i64 %299, 1099511628211, !dbg !476
  %301 = tail call fastcc zeroext i7 @op_lshr(i7 noundef zeroext %296, i32 noundef 2), !dbg !477
    #dbg_value(i7 %301, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !478)
  %302 = zext i7 %301 to i64, !dbg !480
    #dbg_value(i64 %302, !259, !DIExpression(), !481)
  %303 = xor i64 %300, %302, !dbg !483
  %304 = mul i64 %303, 1099511628211, !dbg !484
  %305 = tail call fastcc zeroext i7 @op_ashr(i7 noundef zeroext %296, i32 noundef 2), !dbg !485
    #dbg_value(i7 %305, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !486)
  %306 = zext i7 %305 to i64, !dbg !488
    #dbg_value(i64 %306, !259, !DIExpression(), !489)
  %307 = xor i64 %304, %306, !dbg !491
  %308 = mul i64 %307, 1099511628211, !dbg !492
    #dbg_value(i32 3, !215, !DIExpression(), !466)
  %309 = load volatile i8, ptr %266, align 1, !dbg !467, !tbaa !248
  %310 = trunc i8 %309 to i7, !dbg !467
    #dbg_value(i7 %310, !218, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !468)
  %311 = tail call fastcc zeroext i7 @op_shl(i7 noundef zeroext %310, i32 noundef 3), !dbg !469
    #dbg_value(i7 %311, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !470)
  %312 = zext i7 %311 to i64, !dbg !472
    #dbg_value(i64 %312, !259, !DIExpression(), !473)
  %313 = xor i64 %308, %312, !dbg !475
  %314 = mul i64 %313, 1099511628211, !dbg !476
  %315 = tail call fastcc zeroext i7 @op_lshr(i7 noundef zeroext %310, i32 noundef 3), !dbg !477
    #dbg_value(i7 %315, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !478)
  %316 = zext i7 %315 to i64, !dbg !480
    #dbg_value(i64 %316, !259, !DIExpression(), !481)
  %317 = xor i64 %314, %316, !dbg !483
  %318 = mul i64 %317, 1099511628211, !dbg !484
  %319 = tail call fastcc zeroext i7 @op_ashr(i7 noundef zeroext %310, i32 noundef 3), !dbg !485
    #dbg_value(i7 %319, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !486)
  %320 = zext i7 %319 to i64, !dbg !488
    #dbg_value(i64 %320, !259, !DIExpression(), !489)
  %321 = xor i64 %318, %320, !dbg !491
  %322 = mul i64 %321, 1099511628211, !dbg !492
    #dbg_value(i32 4, !215, !DIExpression(), !466)
  %323 = load volatile i8, ptr %266, align 1, !dbg !467, !tbaa !248
  %324 = trunc i8 %323 to i7, !dbg !467
    #dbg_value(i7 %324, !218, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !468)
  %325 = tail call fastcc zeroext i7 @op_shl(i7 noundef zeroext %324, i32 noundef 4), !dbg !469
    #dbg_value(i7 %325, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !470)
  %326 = zext i7 %325 to i64, !dbg !472
    #dbg_value(i64 %326, !259, !DIExpression(), !473)
  %327 = xor i64 %322, %326, !dbg !475
  %328 = mul i64 %327, 1099511628211, !dbg !476
  %329 = tail call fastcc zeroext i7 @op_lshr(i7 noundef zeroext %324, i32 noundef 4), !dbg !477
    #dbg_value(i7 %329, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !478)
  %330 = zext i7 %329 to i64, !dbg !480
    #dbg_value(i64 %330, !259, !DIExpression(), !481)
  %331 = xor i64 %328, %330, !dbg !483
  %332 = mul i64 %331, 1099511628211, !dbg !484
  %333 = tail call fastcc zeroext i7 @op_ashr(i7 noundef zeroext %324, i32 noundef 4), !dbg !485
    #dbg_value(i7 %333, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !486)
  %334 = zext i7 %333 to i64, !dbg !488
    #dbg_value(i64 %334, !259, !DIExpression(), !489)
  %335 = xor i64 %332, %334, !dbg !491
  %336 = mul i64 %335, 1099511628211, !dbg !492
    #dbg_value(i32 5, !215, !DIExpression(), !466)
  %337 = load volatile i8, ptr %266, align 1, !dbg !467, !tbaa !248
  %338 = trunc i8 %337 to i7, !dbg !467
    #dbg_value(i7 %338, !218, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !468)
  %339 = tail call fastcc zeroext i7 @op_shl(i7 noundef zeroext %338, i32 noundef 5), !dbg !469
    #dbg_value(i7 %339, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !470)
  %340 = zext i7 %339 to i64, !dbg !472
    #dbg_value(i64 %340, !259, !DIExpression(), !473)
  %341 = xor i64 %336, %340, !dbg !475
  %342 = mul i64 %341, 1099511628211, !dbg !476
  %343 = tail call fastcc zeroext i7 @op_lshr(i7 noundef zeroext %338, i32 noundef 5), !dbg !477
    #dbg_value(i7 %343, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !478)
  %344 = zext i7 %343 to i64, !dbg !480
    #dbg_value(i64 %344, !259, !DIExpression(), !481)
  %345 = xor i64 %342, %344, !dbg !483
  %346 = mul i64 %345, 1099511628211, !dbg !484
  %347 = tail call fastcc zeroext i7 @op_ashr(i7 noundef zeroext %338, i32 noundef 5), !dbg !485
    #dbg_value(i7 %347, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !486)
  %348 = zext i7 %347 to i64, !dbg !488
    #dbg_value(i64 %348, !259, !DIExpression(), !489)
  %349 = xor i64 %346, %348, !dbg !491
  %350 = mul i64 %349, 1099511628211, !dbg !492
    #dbg_value(i32 6, !215, !DIExpression(), !466)
  %351 = load volatile i8, ptr %266, align 1, !dbg !467, !tbaa !248
  %352 = trunc i8 %351 to i7, !dbg !467
    #dbg_value(i7 %352, !218, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !468)
  %353 = tail call fastcc zeroext i7 @op_shl(i7 noundef zeroext %352, i32 noundef 6), !dbg !469
    #dbg_value(i7 %353, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !470)
  %354 = zext i7 %353 to i64, !dbg !472
    #dbg_value(i64 %354, !259, !DIExpression(), !473)
  %355 = xor i64 %350, %354, !dbg !475
  %356 = mul i64 %355, 1099511628211, !dbg !476
  %357 = tail call fastcc zeroext i7 @op_lshr(i7 noundef zeroext %352, i32 noundef 6), !dbg !477
    #dbg_value(i7 %357, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !478)
  %358 = zext i7 %357 to i64, !dbg !480
    #dbg_value(i64 %358, !259, !DIExpression(), !481)
  %359 = xor i64 %356, %358, !dbg !483
  %360 = mul i64 %359, 1099511628211, !dbg !484
  %361 = tail call fastcc zeroext i7 @op_ashr(i7 noundef zeroext %352, i32 noundef 6), !dbg !485
    #dbg_value(i7 %361, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !486)
  %362 = zext i7 %361 to i64, !dbg !488
    #dbg_value(i64 %362, !259, !DIExpression(), !489)
  %363 = xor i64 %360, %362, !dbg !491
  %364 = mul i64 %363, 1099511628211, !dbg !492
    #dbg_value(i32 7, !215, !DIExpression(), !466)
  %365 = add nuw nsw i64 %264, 1, !dbg !493
    #dbg_value(i64 %365, !213, !DIExpression(), !420)
  %366 = icmp eq i64 %365, 21, !dbg !494
  br i1 %366, label %367, label %263, !dbg !421, !llvm.loop !495

367:                                              ; preds = %263
  store i64 %364, ptr @h, align 8, !tbaa !237
  %368 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %364), !dbg !497
  %369 = load i64, ptr @h, align 8, !dbg !498, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %369, i64 %226, i64 %200, i64 %176, i64 %152, i64 %128, i64 %104, i64 %80, i64 %56, i64 %32), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
    #dbg_value(i32 0, !221, !DIExpression(), !499)
    #dbg_value(i64 0, !221, !DIExpression(), !499)
  %370 = load volatile i8, ptr @vals, align 16, !dbg !500, !tbaa !248
  %371 = trunc i8 %370 to i7, !dbg !500
    #dbg_value(i7 %371, !223, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !501)
  %372 = and i8 %370, 127, !dbg !502
  %373 = zext nneg i8 %372 to i64, !dbg !502
  %374 = tail call fastcc zeroext i7 @op_shl(i7 noundef zeroext %371, i32 noundef 6), !dbg !503
    #dbg_value(i7 %374, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !504)
  %375 = zext i7 %374 to i64, !dbg !506
  %376 = tail call fastcc zeroext i7 @op_lshr(i7 noundef zeroext %371, i32 noundef 6), !dbg !507
    #dbg_value(i7 %376, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !508)
  %377 = zext i7 %376 to i64, !dbg !510
  %378 = tail call fastcc zeroext i7 @op_ashr(i7 noundef zeroext %371, i32 noundef 6), !dbg !511
  %379 = zext i7 %378 to i64, !dbg !512
  %380 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %373, i32 noundef 6, i64 noundef %375, i32 noundef 6, i64 noundef %377, i32 noundef 6, i64 noundef %379), !dbg !513
    #dbg_value(i64 4, !221, !DIExpression(), !499)
  %381 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 4), align 4, !dbg !500, !tbaa !248
  %382 = trunc i8 %381 to i7, !dbg !500
    #dbg_value(i7 %382, !223, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !501)
  %383 = and i8 %381, 127, !dbg !502
  %384 = zext nneg i8 %383 to i64, !dbg !502
  %385 = tail call fastcc zeroext i7 @op_shl(i7 noundef zeroext %382, i32 noundef 6), !dbg !503
    #dbg_value(i7 %385, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !504)
  %386 = zext i7 %385 to i64, !dbg !506
  %387 = tail call fastcc zeroext i7 @op_lshr(i7 noundef zeroext %382, i32 noundef 6), !dbg !507
    #dbg_value(i7 %387, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !508)
  %388 = zext i7 %387 to i64, !dbg !510
  %389 = tail call fastcc zeroext i7 @op_ashr(i7 noundef zeroext %382, i32 noundef 6), !dbg !511
  %390 = zext i7 %389 to i64, !dbg !512
  %391 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %384, i32 noundef 6, i64 noundef %386, i32 noundef 6, i64 noundef %388, i32 noundef 6, i64 noundef %390), !dbg !513
    #dbg_value(i64 8, !221, !DIExpression(), !499)
  %392 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 8), align 8, !dbg !500, !tbaa !248
  %393 = trunc i8 %392 to i7, !dbg !500
    #dbg_value(i7 %393, !223, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !501)
  %394 = and i8 %392, 127, !dbg !502
  %395 = zext nneg i8 %394 to i64, !dbg !502
  %396 = tail call fastcc zeroext i7 @op_shl(i7 noundef zeroext %393, i32 noundef 6), !dbg !503
    #dbg_value(i7 %396, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !504)
  %397 = zext i7 %396 to i64, !dbg !506
  %398 = tail call fastcc zeroext i7 @op_lshr(i7 noundef zeroext %393, i32 noundef 6), !dbg !507
    #dbg_value(i7 %398, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !508)
  %399 = zext i7 %398 to i64, !dbg !510
  %400 = tail call fastcc zeroext i7 @op_ashr(i7 noundef zeroext %393, i32 noundef 6), !dbg !511
  %401 = zext i7 %400 to i64, !dbg !512
  %402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %395, i32 noundef 6, i64 noundef %397, i32 noundef 6, i64 noundef %399, i32 noundef 6, i64 noundef %401), !dbg !513
    #dbg_value(i64 12, !221, !DIExpression(), !499)
  %403 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 12), align 4, !dbg !500, !tbaa !248
  %404 = trunc i8 %403 to i7, !dbg !500
    #dbg_value(i7 %404, !223, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !501)
  %405 = and i8 %403, 127, !dbg !502
  %406 = zext nneg i8 %405 to i64, !dbg !502
  %407 = tail call fastcc zeroext i7 @op_shl(i7 noundef zeroext %404, i32 noundef 6), !dbg !503
    #dbg_value(i7 %407, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !504)
  %408 = zext i7 %407 to i64, !dbg !506
  %409 = tail call fastcc zeroext i7 @op_lshr(i7 noundef zeroext %404, i32 noundef 6), !dbg !507
    #dbg_value(i7 %409, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !508)
  %410 = zext i7 %409 to i64, !dbg !510
  %411 = tail call fastcc zeroext i7 @op_ashr(i7 noundef zeroext %404, i32 noundef 6), !dbg !511
  %412 = zext i7 %411 to i64, !dbg !512
  %413 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %406, i32 noundef 6, i64 noundef %408, i32 noundef 6, i64 noundef %410, i32 noundef 6, i64 noundef %412), !dbg !513
    #dbg_value(i64 16, !221, !DIExpression(), !499)
  %414 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 16, !dbg !500, !tbaa !248
  %415 = trunc i8 %414 to i7, !dbg !500
    #dbg_value(i7 %415, !223, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !501)
  %416 = and i8 %414, 127, !dbg !502
  %417 = zext nneg i8 %416 to i64, !dbg !502
  %418 = tail call fastcc zeroext i7 @op_shl(i7 noundef zeroext %415, i32 noundef 6), !dbg !503
    #dbg_value(i7 %418, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !504)
  %419 = zext i7 %418 to i64, !dbg !506
  %420 = tail call fastcc zeroext i7 @op_lshr(i7 noundef zeroext %415, i32 noundef 6), !dbg !507
    #dbg_value(i7 %420, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !508)
  %421 = zext i7 %420 to i64, !dbg !510
  %422 = tail call fastcc zeroext i7 @op_ashr(i7 noundef zeroext %415, i32 noundef 6), !dbg !511
  %423 = zext i7 %422 to i64, !dbg !512
  %424 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %417, i32 noundef 6, i64 noundef %419, i32 noundef 6, i64 noundef %421, i32 noundef 6, i64 noundef %423), !dbg !513
    #dbg_value(i64 20, !221, !DIExpression(), !499)
  %425 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 20), align 4, !dbg !500, !tbaa !248
  %426 = trunc i8 %425 to i7, !dbg !500
    #dbg_value(i7 %426, !223, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !501)
  %427 = and i8 %425, 127, !dbg !502
  %428 = zext nneg i8 %427 to i64, !dbg !502
  %429 = tail call fastcc zeroext i7 @op_shl(i7 noundef zeroext %426, i32 noundef 6), !dbg !503
    #dbg_value(i7 %429, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !504)
  %430 = zext i7 %429 to i64, !dbg !506
  %431 = tail call fastcc zeroext i7 @op_lshr(i7 noundef zeroext %426, i32 noundef 6), !dbg !507
    #dbg_value(i7 %431, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !508)
  %432 = zext i7 %431 to i64, !dbg !510
  %433 = tail call fastcc zeroext i7 @op_ashr(i7 noundef zeroext %426, i32 noundef 6), !dbg !511
  %434 = zext i7 %433 to i64, !dbg !512
  %435 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %428, i32 noundef 6, i64 noundef %430, i32 noundef 6, i64 noundef %432, i32 noundef 6, i64 noundef %434), !dbg !513
    #dbg_value(i64 24, !221, !DIExpression(), !499)
  br label %452, !dbg !514

436:                                              ; preds = %496
  %437 = xor i64 %32, %8, !dbg !272
    #dbg_value(i64 %437, !110, !DIExpression(), !231)
  %438 = xor i64 %437, %56, !dbg !290
    #dbg_value(i64 %438, !110, !DIExpression(), !231)
  %439 = xor i64 %438, %80, !dbg !308
    #dbg_value(i64 %439, !110, !DIExpression(), !231)
  %440 = xor i64 %439, %104, !dbg !326
    #dbg_value(i64 %440, !110, !DIExpression(), !231)
  %441 = xor i64 %440, %128, !dbg !344
    #dbg_value(i64 %441, !110, !DIExpression(), !231)
  %442 = xor i64 %441, %152, !dbg !362
    #dbg_value(i64 %442, !110, !DIExpression(), !231)
  %443 = xor i64 %442, %176, !dbg !380
    #dbg_value(i64 %443, !110, !DIExpression(), !231)
  %444 = xor i64 %443, %200, !dbg !398
    #dbg_value(i64 %444, !110, !DIExpression(), !231)
  %445 = xor i64 %444, %226, !dbg !515
    #dbg_value(i64 %445, !110, !DIExpression(), !231)
  %446 = xor i64 %445, %369, !dbg !516
    #dbg_value(i64 %446, !110, !DIExpression(), !231)
  %447 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %446, i32 noundef %497), !dbg !517
  %448 = icmp eq i32 %497, 0, !dbg !518
  %449 = trunc i64 %446 to i32, !dbg !518
  %450 = and i32 %449, 63, !dbg !518
  %451 = select i1 %448, i32 %450, i32 100, !dbg !518
  ret i32 %451, !dbg !519

452:                                              ; preds = %367, %496
  %453 = phi i64 [ 0, %367 ], [ %498, %496 ]
  %454 = phi i32 [ %260, %367 ], [ %497, %496 ]
    #dbg_value(i64 %453, !226, !DIExpression(), !520)
    #dbg_value(i32 %454, !111, !DIExpression(), !231)
  %455 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %453, !dbg !521
  %456 = load volatile i8, ptr %455, align 1, !dbg !521, !tbaa !248
  %457 = trunc i8 %456 to i7, !dbg !521
    #dbg_value(i7 %457, !228, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !522)
  %458 = and i8 %456, 127, !dbg !523
  %459 = zext nneg i8 %458 to i64, !dbg !523
  %460 = tail call fastcc zeroext i7 @op_neg(i7 noundef zeroext %457), !dbg !524
    #dbg_value(i7 %460, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !525)
  %461 = zext i7 %460 to i64, !dbg !527
  %462 = tail call fastcc zeroext i7 @op_not(i7 noundef zeroext %457), !dbg !528
    #dbg_value(i7 %462, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !529)
  %463 = zext i7 %462 to i64, !dbg !531
    #dbg_value(i7 %457, !251, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !532)
  %464 = tail call fastcc zeroext i7 @div3(i7 noundef zeroext %457), !dbg !534
  %465 = zext nneg i7 %464 to i64, !dbg !535
  %466 = tail call fastcc zeroext i7 @div7(i7 noundef zeroext %457), !dbg !536
  %467 = zext nneg i7 %466 to i64, !dbg !537
  %468 = tail call fastcc zeroext i7 @div10(i7 noundef zeroext %457), !dbg !538
  %469 = zext nneg i7 %468 to i64, !dbg !539
  %470 = tail call fastcc zeroext i7 @rem10(i7 noundef zeroext %457), !dbg !540
  %471 = zext nneg i7 %470 to i64, !dbg !541
  %472 = tail call fastcc zeroext i7 @div16(i7 noundef zeroext %457), !dbg !542
  %473 = zext nneg i7 %472 to i64, !dbg !543
  %474 = tail call fastcc zeroext i7 @rem16(i7 noundef zeroext %457), !dbg !544
  %475 = zext nneg i7 %474 to i64, !dbg !545
  %476 = tail call fastcc zeroext i7 @divm5(i7 noundef zeroext %457), !dbg !546
  %477 = zext nneg i7 %476 to i64, !dbg !547
  %478 = tail call fastcc zeroext i7 @divmax(i7 noundef zeroext %457), !dbg !548
  %479 = zext nneg i7 %478 to i64, !dbg !549
  %480 = uitofp i7 %457 to double, !dbg !550
  %481 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %459, i64 noundef %461, i64 noundef %463, i64 noundef %459, i64 noundef %465, i64 noundef %467, i64 noundef %469, i64 noundef %471, i64 noundef %473, i64 noundef %475, i64 noundef %477, i64 noundef %479, double noundef %480, double noundef %480), !dbg !551
  %482 = tail call fastcc zeroext i7 @op_div(i7 noundef zeroext %457, i7 noundef zeroext 10), !dbg !552
  %483 = icmp eq i7 %468, %482, !dbg !554
  br i1 %483, label %484, label %493, !dbg !555

484:                                              ; preds = %452
  %485 = tail call fastcc zeroext i7 @op_rem(i7 noundef zeroext %457, i7 noundef zeroext 10), !dbg !556
  %486 = icmp eq i7 %470, %485, !dbg !557
  br i1 %486, label %487, label %493, !dbg !558

487:                                              ; preds = %484
  %488 = tail call fastcc zeroext i7 @op_div(i7 noundef zeroext %457, i7 noundef zeroext 7), !dbg !559
  %489 = icmp eq i7 %466, %488, !dbg !560
  br i1 %489, label %490, label %493, !dbg !561

490:                                              ; preds = %487
  %491 = tail call fastcc zeroext i7 @op_div(i7 noundef zeroext %457, i7 noundef zeroext 16), !dbg !562
  %492 = icmp eq i7 %472, %491, !dbg !563
  br i1 %492, label %496, label %493, !dbg !564

493:                                              ; preds = %490, %487, %484, %452
  %494 = add nsw i32 %454, 1, !dbg !565
    #dbg_value(i32 %494, !111, !DIExpression(), !231)
  %495 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !567
  br label %496, !dbg !568

496:                                              ; preds = %493, %490
  %497 = phi i32 [ %494, %493 ], [ %454, %490 ], !dbg !231
    #dbg_value(i32 %497, !111, !DIExpression(), !231)
  %498 = add nuw nsw i64 %453, 1, !dbg !569
    #dbg_value(i64 %498, !226, !DIExpression(), !520)
  %499 = icmp eq i64 %498, 21, !dbg !570
  br i1 %499, label %436, label %452, !dbg !514, !llvm.loop !571
}

; Function Attrs: nofree nounwind
declare !dbg !573 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i7 @op_add(i7 noundef zeroext %0, i7 noundef zeroext %1) unnamed_addr #2 !dbg !580 {
    #dbg_value(i7 %0, !584, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !586)
    #dbg_value(i7 %1, !585, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !586)
  %3 = add i7 %1, %0, !dbg !587
  ret i7 %3, !dbg !588
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i7 @op_sub(i7 noundef zeroext %0, i7 noundef zeroext %1) unnamed_addr #2 !dbg !589 {
    #dbg_value(i7 %0, !591, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !593)
    #dbg_value(i7 %1, !592, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !593)
  %3 = sub i7 %0, %1, !dbg !594
  ret i7 %3, !dbg !595
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i7 @op_mul(i7 noundef zeroext %0, i7 noundef zeroext %1) unnamed_addr #2 !dbg !596 {
    #dbg_value(i7 %0, !598, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !600)
    #dbg_value(i7 %1, !599, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !600)
  %3 = mul i7 %1, %0, !dbg !601
  ret i7 %3, !dbg !602
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i7 @op_and(i7 noundef zeroext %0, i7 noundef zeroext %1) unnamed_addr #2 !dbg !603 {
    #dbg_value(i7 %0, !605, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !607)
    #dbg_value(i7 %1, !606, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !607)
  %3 = and i7 %1, %0, !dbg !608
  ret i7 %3, !dbg !609
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i7 @op_or(i7 noundef zeroext %0, i7 noundef zeroext %1) unnamed_addr #2 !dbg !610 {
    #dbg_value(i7 %0, !612, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !614)
    #dbg_value(i7 %1, !613, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !614)
  %3 = or i7 %1, %0, !dbg !615
  ret i7 %3, !dbg !616
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i7 @op_xor(i7 noundef zeroext %0, i7 noundef zeroext %1) unnamed_addr #2 !dbg !617 {
    #dbg_value(i7 %0, !619, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !621)
    #dbg_value(i7 %1, !620, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !621)
  %3 = xor i7 %1, %0, !dbg !622
  ret i7 %3, !dbg !623
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i7 @op_min(i7 noundef zeroext %0, i7 noundef zeroext %1) unnamed_addr #2 !dbg !624 {
    #dbg_value(i7 %0, !626, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !628)
    #dbg_value(i7 %1, !627, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !628)
  %3 = tail call i7 @llvm.umin.i7(i7 %0, i7 %1), !dbg !629
  ret i7 %3, !dbg !630
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i7 @op_max(i7 noundef zeroext %0, i7 noundef zeroext %1) unnamed_addr #2 !dbg !631 {
    #dbg_value(i7 %0, !633, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !635)
    #dbg_value(i7 %1, !634, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !635)
  %3 = tail call i7 @llvm.umax.i7(i7 %0, i7 %1), !dbg !636
  ret i7 %3, !dbg !637
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i7 noundef zeroext %0, i7 noundef zeroext %1) unnamed_addr #2 !dbg !638 {
    #dbg_value(i7 %0, !642, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !644)
    #dbg_value(i7 %1, !643, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !644)
  %3 = icmp eq i7 %0, %1, !dbg !645
  %4 = zext i1 %3 to i32, !dbg !645
  %5 = select i1 %3, i32 0, i32 2, !dbg !646
  %6 = icmp ult i7 %0, %1, !dbg !647
  %7 = select i1 %6, i32 4, i32 0, !dbg !648
  %8 = icmp ugt i7 %0, %1, !dbg !649
  %9 = select i1 %8, i32 0, i32 8, !dbg !650
  %10 = select i1 %8, i32 16, i32 0, !dbg !651
  %11 = select i1 %6, i32 0, i32 32, !dbg !652
  %12 = select i1 %6, i32 64, i32 0, !dbg !653
  %13 = select i1 %6, i32 0, i32 128, !dbg !654
  %14 = icmp eq i7 %0, 0, !dbg !655
  %15 = select i1 %14, i32 256, i32 0, !dbg !656
  %16 = icmp eq i7 %1, 0, !dbg !657
  %17 = select i1 %16, i32 0, i32 512, !dbg !658
  %18 = or disjoint i32 %15, %4, !dbg !659
  %19 = or disjoint i32 %18, %5, !dbg !660
  %20 = or disjoint i32 %19, %7, !dbg !661
  %21 = or disjoint i32 %20, %9, !dbg !662
  %22 = or disjoint i32 %21, %10, !dbg !663
  %23 = or i32 %22, %11, !dbg !664
  %24 = or i32 %23, %12, !dbg !665
  %25 = or i32 %24, %13, !dbg !666
  %26 = or i32 %25, %17, !dbg !667
  ret i32 %26, !dbg !668
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i7 @op_div(i7 noundef zeroext %0, i7 noundef zeroext %1) unnamed_addr #2 !dbg !669 {
    #dbg_value(i7 %0, !671, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !673)
    #dbg_value(i7 %1, !672, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !673)
  %3 = udiv i7 %0, %1, !dbg !674
  ret i7 %3, !dbg !675
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i7 @op_rem(i7 noundef zeroext %0, i7 noundef zeroext %1) unnamed_addr #2 !dbg !676 {
    #dbg_value(i7 %0, !678, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !680)
    #dbg_value(i7 %1, !679, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !680)
  %3 = urem i7 %0, %1, !dbg !681
  ret i7 %3, !dbg !682
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i7 @op_shl(i7 noundef zeroext %0, i32 noundef %1) unnamed_addr #2 !dbg !683 {
    #dbg_value(i7 %0, !687, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !689)
    #dbg_value(i32 %1, !688, !DIExpression(), !689)
  %3 = trunc i32 %1 to i7, !dbg !690
  %4 = shl i7 %0, %3, !dbg !690
  ret i7 %4, !dbg !691
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i7 @op_lshr(i7 noundef zeroext %0, i32 noundef %1) unnamed_addr #2 !dbg !692 {
    #dbg_value(i7 %0, !694, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !696)
    #dbg_value(i32 %1, !695, !DIExpression(), !696)
  %3 = trunc i32 %1 to i7, !dbg !697
  %4 = lshr i7 %0, %3, !dbg !697
  ret i7 %4, !dbg !698
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i7 @op_ashr(i7 noundef zeroext %0, i32 noundef %1) unnamed_addr #2 !dbg !699 {
    #dbg_value(i7 %0, !701, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !703)
    #dbg_value(i32 %1, !702, !DIExpression(), !703)
  %3 = trunc i32 %1 to i7, !dbg !704
  %4 = lshr i7 %0, %3, !dbg !704
  ret i7 %4, !dbg !705
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i7 @op_neg(i7 noundef zeroext %0) unnamed_addr #2 !dbg !706 {
    #dbg_value(i7 %0, !710, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !711)
  %2 = sub i7 0, %0, !dbg !712
  ret i7 %2, !dbg !713
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i7 @op_not(i7 noundef zeroext %0) unnamed_addr #2 !dbg !714 {
    #dbg_value(i7 %0, !716, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !717)
  %2 = xor i7 %0, -1, !dbg !718
  ret i7 %2, !dbg !719
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i7 0, 43) i7 @div3(i7 noundef zeroext %0) unnamed_addr #2 !dbg !720 {
    #dbg_value(i7 %0, !722, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !723)
  %2 = udiv i7 %0, 3, !dbg !724
  ret i7 %2, !dbg !725
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i7 0, 19) i7 @div7(i7 noundef zeroext %0) unnamed_addr #2 !dbg !726 {
    #dbg_value(i7 %0, !728, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !729)
  %2 = udiv i7 %0, 7, !dbg !730
  ret i7 %2, !dbg !731
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i7 0, 13) i7 @div10(i7 noundef zeroext %0) unnamed_addr #2 !dbg !732 {
    #dbg_value(i7 %0, !734, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !735)
  %2 = udiv i7 %0, 10, !dbg !736
  ret i7 %2, !dbg !737
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i7 0, 10) i7 @rem10(i7 noundef zeroext %0) unnamed_addr #2 !dbg !738 {
    #dbg_value(i7 %0, !740, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !741)
  %2 = urem i7 %0, 10, !dbg !742
  ret i7 %2, !dbg !743
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i7 0, 8) i7 @div16(i7 noundef zeroext %0) unnamed_addr #2 !dbg !744 {
    #dbg_value(i7 %0, !746, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !747)
  %2 = lshr i7 %0, 4, !dbg !748
  ret i7 %2, !dbg !749
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i7 0, 16) i7 @rem16(i7 noundef zeroext %0) unnamed_addr #2 !dbg !750 {
    #dbg_value(i7 %0, !752, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !753)
  %2 = and i7 %0, 15, !dbg !754
  ret i7 %2, !dbg !755
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i7 0, 26) i7 @divm5(i7 noundef zeroext %0) unnamed_addr #2 !dbg !756 {
    #dbg_value(i7 %0, !758, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !759)
  %2 = udiv i7 %0, 5, !dbg !760
  ret i7 %2, !dbg !761
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext range(i7 0, 2) i7 @divmax(i7 noundef zeroext %0) unnamed_addr #2 !dbg !762 {
    #dbg_value(i7 %0, !764, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !765)
  %2 = icmp eq i7 %0, -1, !dbg !766
  %3 = zext i1 %2 to i7, !dbg !766
  ret i7 %3, !dbg !767
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i7 @llvm.umin.i7(i7, i7) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i7 @llvm.umax.i7(i7, i7) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!98, !99, !100, !101, !102, !103, !104}
!llvm.ident = !{!105}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/ops_matrix_ubitint7.c", directory: ".", checksumkind: CSK_MD5, checksum: "2923c9b99a3cc82632f49b51718d460b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 464, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 58)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "h", scope: !14, file: !2, line: 24, type: !19, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !25, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16, !17, !19, !20, !21, !22, !23, !24}
!16 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !2, line: 10, baseType: !18)
!18 = !DIBasicType(name: "unsigned _BitInt", size: 8, encoding: DW_ATE_unsigned)
!19 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "U", file: !2, line: 11, baseType: !18)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "WU", file: !2, line: 12, baseType: !18)
!23 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!24 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!25 = !{!0, !7, !26, !31, !36, !38, !40, !42, !47, !49, !51, !53, !55, !60, !65, !70, !72, !77, !82, !87, !12, !92}
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 14)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 4)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !33, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !33, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !33, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 3)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !33, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !33, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !33, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !33, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 33)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 26)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 16)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 96, type: !67, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 46)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 106, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 984, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 123)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 20)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 22)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(name: "vals", scope: !14, file: !2, line: 18, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 168, elements: !96)
!95 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !17)
!96 = !{!97}
!97 = !DISubrange(count: 21)
!98 = !{i32 7, !"Dwarf Version", i32 5}
!99 = !{i32 2, !"Debug Info Version", i32 3}
!100 = !{i32 1, !"wchar_size", i32 4}
!101 = !{i32 8, !"PIC Level", i32 2}
!102 = !{i32 7, !"PIE Level", i32 2}
!103 = !{i32 7, !"uwtable", i32 2}
!104 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!105 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!106 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 66, type: !107, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{!21}
!109 = !{!110, !111, !112, !115, !118, !121, !122, !125, !128, !131, !132, !135, !138, !141, !142, !145, !148, !151, !152, !155, !158, !161, !162, !165, !168, !171, !172, !175, !178, !181, !182, !185, !188, !191, !192, !195, !198, !201, !202, !204, !207, !210, !211, !212, !213, !215, !218, !221, !223, !226, !228}
!110 = !DILocalVariable(name: "total", scope: !106, file: !2, line: 67, type: !19)
!111 = !DILocalVariable(name: "bad", scope: !106, file: !2, line: 68, type: !21)
!112 = !DILocalVariable(name: "i", scope: !113, file: !2, line: 71, type: !21)
!113 = distinct !DILexicalBlock(scope: !114, file: !2, line: 71, column: 5)
!114 = distinct !DILexicalBlock(scope: !106, file: !2, line: 71, column: 5)
!115 = !DILocalVariable(name: "j", scope: !116, file: !2, line: 71, type: !21)
!116 = distinct !DILexicalBlock(scope: !117, file: !2, line: 71, column: 5)
!117 = distinct !DILexicalBlock(scope: !113, file: !2, line: 71, column: 5)
!118 = !DILocalVariable(name: "a", scope: !119, file: !2, line: 71, type: !17)
!119 = distinct !DILexicalBlock(scope: !120, file: !2, line: 71, column: 5)
!120 = distinct !DILexicalBlock(scope: !116, file: !2, line: 71, column: 5)
!121 = !DILocalVariable(name: "b", scope: !119, file: !2, line: 71, type: !17)
!122 = !DILocalVariable(name: "i", scope: !123, file: !2, line: 72, type: !21)
!123 = distinct !DILexicalBlock(scope: !124, file: !2, line: 72, column: 5)
!124 = distinct !DILexicalBlock(scope: !106, file: !2, line: 72, column: 5)
!125 = !DILocalVariable(name: "j", scope: !126, file: !2, line: 72, type: !21)
!126 = distinct !DILexicalBlock(scope: !127, file: !2, line: 72, column: 5)
!127 = distinct !DILexicalBlock(scope: !123, file: !2, line: 72, column: 5)
!128 = !DILocalVariable(name: "a", scope: !129, file: !2, line: 72, type: !17)
!129 = distinct !DILexicalBlock(scope: !130, file: !2, line: 72, column: 5)
!130 = distinct !DILexicalBlock(scope: !126, file: !2, line: 72, column: 5)
!131 = !DILocalVariable(name: "b", scope: !129, file: !2, line: 72, type: !17)
!132 = !DILocalVariable(name: "i", scope: !133, file: !2, line: 73, type: !21)
!133 = distinct !DILexicalBlock(scope: !134, file: !2, line: 73, column: 5)
!134 = distinct !DILexicalBlock(scope: !106, file: !2, line: 73, column: 5)
!135 = !DILocalVariable(name: "j", scope: !136, file: !2, line: 73, type: !21)
!136 = distinct !DILexicalBlock(scope: !137, file: !2, line: 73, column: 5)
!137 = distinct !DILexicalBlock(scope: !133, file: !2, line: 73, column: 5)
!138 = !DILocalVariable(name: "a", scope: !139, file: !2, line: 73, type: !17)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 73, column: 5)
!140 = distinct !DILexicalBlock(scope: !136, file: !2, line: 73, column: 5)
!141 = !DILocalVariable(name: "b", scope: !139, file: !2, line: 73, type: !17)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 74, type: !21)
!143 = distinct !DILexicalBlock(scope: !144, file: !2, line: 74, column: 5)
!144 = distinct !DILexicalBlock(scope: !106, file: !2, line: 74, column: 5)
!145 = !DILocalVariable(name: "j", scope: !146, file: !2, line: 74, type: !21)
!146 = distinct !DILexicalBlock(scope: !147, file: !2, line: 74, column: 5)
!147 = distinct !DILexicalBlock(scope: !143, file: !2, line: 74, column: 5)
!148 = !DILocalVariable(name: "a", scope: !149, file: !2, line: 74, type: !17)
!149 = distinct !DILexicalBlock(scope: !150, file: !2, line: 74, column: 5)
!150 = distinct !DILexicalBlock(scope: !146, file: !2, line: 74, column: 5)
!151 = !DILocalVariable(name: "b", scope: !149, file: !2, line: 74, type: !17)
!152 = !DILocalVariable(name: "i", scope: !153, file: !2, line: 75, type: !21)
!153 = distinct !DILexicalBlock(scope: !154, file: !2, line: 75, column: 5)
!154 = distinct !DILexicalBlock(scope: !106, file: !2, line: 75, column: 5)
!155 = !DILocalVariable(name: "j", scope: !156, file: !2, line: 75, type: !21)
!156 = distinct !DILexicalBlock(scope: !157, file: !2, line: 75, column: 5)
!157 = distinct !DILexicalBlock(scope: !153, file: !2, line: 75, column: 5)
!158 = !DILocalVariable(name: "a", scope: !159, file: !2, line: 75, type: !17)
!159 = distinct !DILexicalBlock(scope: !160, file: !2, line: 75, column: 5)
!160 = distinct !DILexicalBlock(scope: !156, file: !2, line: 75, column: 5)
!161 = !DILocalVariable(name: "b", scope: !159, file: !2, line: 75, type: !17)
!162 = !DILocalVariable(name: "i", scope: !163, file: !2, line: 76, type: !21)
!163 = distinct !DILexicalBlock(scope: !164, file: !2, line: 76, column: 5)
!164 = distinct !DILexicalBlock(scope: !106, file: !2, line: 76, column: 5)
!165 = !DILocalVariable(name: "j", scope: !166, file: !2, line: 76, type: !21)
!166 = distinct !DILexicalBlock(scope: !167, file: !2, line: 76, column: 5)
!167 = distinct !DILexicalBlock(scope: !163, file: !2, line: 76, column: 5)
!168 = !DILocalVariable(name: "a", scope: !169, file: !2, line: 76, type: !17)
!169 = distinct !DILexicalBlock(scope: !170, file: !2, line: 76, column: 5)
!170 = distinct !DILexicalBlock(scope: !166, file: !2, line: 76, column: 5)
!171 = !DILocalVariable(name: "b", scope: !169, file: !2, line: 76, type: !17)
!172 = !DILocalVariable(name: "i", scope: !173, file: !2, line: 77, type: !21)
!173 = distinct !DILexicalBlock(scope: !174, file: !2, line: 77, column: 5)
!174 = distinct !DILexicalBlock(scope: !106, file: !2, line: 77, column: 5)
!175 = !DILocalVariable(name: "j", scope: !176, file: !2, line: 77, type: !21)
!176 = distinct !DILexicalBlock(scope: !177, file: !2, line: 77, column: 5)
!177 = distinct !DILexicalBlock(scope: !173, file: !2, line: 77, column: 5)
!178 = !DILocalVariable(name: "a", scope: !179, file: !2, line: 77, type: !17)
!179 = distinct !DILexicalBlock(scope: !180, file: !2, line: 77, column: 5)
!180 = distinct !DILexicalBlock(scope: !176, file: !2, line: 77, column: 5)
!181 = !DILocalVariable(name: "b", scope: !179, file: !2, line: 77, type: !17)
!182 = !DILocalVariable(name: "i", scope: !183, file: !2, line: 78, type: !21)
!183 = distinct !DILexicalBlock(scope: !184, file: !2, line: 78, column: 5)
!184 = distinct !DILexicalBlock(scope: !106, file: !2, line: 78, column: 5)
!185 = !DILocalVariable(name: "j", scope: !186, file: !2, line: 78, type: !21)
!186 = distinct !DILexicalBlock(scope: !187, file: !2, line: 78, column: 5)
!187 = distinct !DILexicalBlock(scope: !183, file: !2, line: 78, column: 5)
!188 = !DILocalVariable(name: "a", scope: !189, file: !2, line: 78, type: !17)
!189 = distinct !DILexicalBlock(scope: !190, file: !2, line: 78, column: 5)
!190 = distinct !DILexicalBlock(scope: !186, file: !2, line: 78, column: 5)
!191 = !DILocalVariable(name: "b", scope: !189, file: !2, line: 78, type: !17)
!192 = !DILocalVariable(name: "i", scope: !193, file: !2, line: 79, type: !21)
!193 = distinct !DILexicalBlock(scope: !194, file: !2, line: 79, column: 5)
!194 = distinct !DILexicalBlock(scope: !106, file: !2, line: 79, column: 5)
!195 = !DILocalVariable(name: "j", scope: !196, file: !2, line: 79, type: !21)
!196 = distinct !DILexicalBlock(scope: !197, file: !2, line: 79, column: 5)
!197 = distinct !DILexicalBlock(scope: !193, file: !2, line: 79, column: 5)
!198 = !DILocalVariable(name: "a", scope: !199, file: !2, line: 79, type: !17)
!199 = distinct !DILexicalBlock(scope: !200, file: !2, line: 79, column: 5)
!200 = distinct !DILexicalBlock(scope: !196, file: !2, line: 79, column: 5)
!201 = !DILocalVariable(name: "b", scope: !199, file: !2, line: 79, type: !17)
!202 = !DILocalVariable(name: "i", scope: !203, file: !2, line: 82, type: !21)
!203 = distinct !DILexicalBlock(scope: !106, file: !2, line: 82, column: 5)
!204 = !DILocalVariable(name: "j", scope: !205, file: !2, line: 83, type: !21)
!205 = distinct !DILexicalBlock(scope: !206, file: !2, line: 83, column: 9)
!206 = distinct !DILexicalBlock(scope: !203, file: !2, line: 82, column: 5)
!207 = !DILocalVariable(name: "a", scope: !208, file: !2, line: 84, type: !17)
!208 = distinct !DILexicalBlock(scope: !209, file: !2, line: 83, column: 37)
!209 = distinct !DILexicalBlock(scope: !205, file: !2, line: 83, column: 9)
!210 = !DILocalVariable(name: "b", scope: !208, file: !2, line: 84, type: !17)
!211 = !DILocalVariable(name: "q", scope: !208, file: !2, line: 86, type: !17)
!212 = !DILocalVariable(name: "r", scope: !208, file: !2, line: 86, type: !17)
!213 = !DILocalVariable(name: "i", scope: !214, file: !2, line: 94, type: !21)
!214 = distinct !DILexicalBlock(scope: !106, file: !2, line: 94, column: 5)
!215 = !DILocalVariable(name: "s", scope: !216, file: !2, line: 95, type: !21)
!216 = distinct !DILexicalBlock(scope: !217, file: !2, line: 95, column: 9)
!217 = distinct !DILexicalBlock(scope: !214, file: !2, line: 94, column: 5)
!218 = !DILocalVariable(name: "a", scope: !219, file: !2, line: 95, type: !17)
!219 = distinct !DILexicalBlock(scope: !220, file: !2, line: 95, column: 40)
!220 = distinct !DILexicalBlock(scope: !216, file: !2, line: 95, column: 9)
!221 = !DILocalVariable(name: "i", scope: !222, file: !2, line: 98, type: !21)
!222 = distinct !DILexicalBlock(scope: !106, file: !2, line: 98, column: 5)
!223 = !DILocalVariable(name: "a", scope: !224, file: !2, line: 99, type: !17)
!224 = distinct !DILexicalBlock(scope: !225, file: !2, line: 98, column: 36)
!225 = distinct !DILexicalBlock(scope: !222, file: !2, line: 98, column: 5)
!226 = !DILocalVariable(name: "i", scope: !227, file: !2, line: 104, type: !21)
!227 = distinct !DILexicalBlock(scope: !106, file: !2, line: 104, column: 5)
!228 = !DILocalVariable(name: "a", scope: !229, file: !2, line: 105, type: !17)
!229 = distinct !DILexicalBlock(scope: !230, file: !2, line: 104, column: 33)
!230 = distinct !DILexicalBlock(scope: !227, file: !2, line: 104, column: 5)
!231 = !DILocation(line: 0, scope: !106)
!232 = !DILocation(line: 69, column: 5, scope: !106)
!233 = !DILocation(line: 0, scope: !113)
!234 = !DILocation(line: 71, column: 5, scope: !113)
!235 = !DILocation(line: 0, scope: !116)
!236 = !DILocation(line: 71, column: 5, scope: !116)
!237 = !{!238, !238, i64 0}
!238 = !{!"long long", !239, i64 0}
!239 = !{!"omnipotent char", !240, i64 0}
!240 = !{!"Simple C/C++ TBAA"}
!241 = !DILocation(line: 71, column: 5, scope: !114)
!242 = !DILocation(line: 0, scope: !123)
!243 = !DILocation(line: 72, column: 5, scope: !123)
!244 = !DILocation(line: 71, column: 5, scope: !117)
!245 = distinct !{!245, !234, !234, !246}
!246 = !{!"llvm.loop.mustprogress"}
!247 = !DILocation(line: 71, column: 5, scope: !119)
!248 = !{!249, !249, i64 0}
!249 = !{!"_BitInt(7)", !239, i64 0}
!250 = !DILocation(line: 0, scope: !119)
!251 = !DILocalVariable(name: "v", arg: 1, scope: !252, file: !2, line: 26, type: !17)
!252 = distinct !DISubprogram(name: "bits", scope: !2, file: !2, line: 26, type: !253, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !255)
!253 = !DISubroutineType(types: !254)
!254 = !{!19, !17}
!255 = !{!251}
!256 = !DILocation(line: 0, scope: !252, inlinedAt: !257)
!257 = distinct !DILocation(line: 71, column: 5, scope: !119)
!258 = !DILocation(line: 26, column: 46, scope: !252, inlinedAt: !257)
!259 = !DILocalVariable(name: "v", arg: 1, scope: !260, file: !2, line: 25, type: !19)
!260 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 25, type: !261, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !263)
!261 = !DISubroutineType(types: !262)
!262 = !{null, !19}
!263 = !{!259}
!264 = !DILocation(line: 0, scope: !260, inlinedAt: !265)
!265 = distinct !DILocation(line: 71, column: 5, scope: !119)
!266 = !DILocation(line: 25, column: 48, scope: !260, inlinedAt: !265)
!267 = !DILocation(line: 25, column: 53, scope: !260, inlinedAt: !265)
!268 = !DILocation(line: 71, column: 5, scope: !120)
!269 = distinct !{!269, !236, !236, !246}
!270 = !DILocation(line: 0, scope: !126)
!271 = !DILocation(line: 72, column: 5, scope: !126)
!272 = !DILocation(line: 72, column: 5, scope: !124)
!273 = !DILocation(line: 0, scope: !133)
!274 = !DILocation(line: 73, column: 5, scope: !133)
!275 = !DILocation(line: 72, column: 5, scope: !127)
!276 = distinct !{!276, !243, !243, !246}
!277 = !DILocation(line: 72, column: 5, scope: !129)
!278 = !DILocation(line: 0, scope: !129)
!279 = !DILocation(line: 0, scope: !252, inlinedAt: !280)
!280 = distinct !DILocation(line: 72, column: 5, scope: !129)
!281 = !DILocation(line: 26, column: 46, scope: !252, inlinedAt: !280)
!282 = !DILocation(line: 0, scope: !260, inlinedAt: !283)
!283 = distinct !DILocation(line: 72, column: 5, scope: !129)
!284 = !DILocation(line: 25, column: 48, scope: !260, inlinedAt: !283)
!285 = !DILocation(line: 25, column: 53, scope: !260, inlinedAt: !283)
!286 = !DILocation(line: 72, column: 5, scope: !130)
!287 = distinct !{!287, !271, !271, !246}
!288 = !DILocation(line: 0, scope: !136)
!289 = !DILocation(line: 73, column: 5, scope: !136)
!290 = !DILocation(line: 73, column: 5, scope: !134)
!291 = !DILocation(line: 0, scope: !143)
!292 = !DILocation(line: 74, column: 5, scope: !143)
!293 = !DILocation(line: 73, column: 5, scope: !137)
!294 = distinct !{!294, !274, !274, !246}
!295 = !DILocation(line: 73, column: 5, scope: !139)
!296 = !DILocation(line: 0, scope: !139)
!297 = !DILocation(line: 0, scope: !252, inlinedAt: !298)
!298 = distinct !DILocation(line: 73, column: 5, scope: !139)
!299 = !DILocation(line: 26, column: 46, scope: !252, inlinedAt: !298)
!300 = !DILocation(line: 0, scope: !260, inlinedAt: !301)
!301 = distinct !DILocation(line: 73, column: 5, scope: !139)
!302 = !DILocation(line: 25, column: 48, scope: !260, inlinedAt: !301)
!303 = !DILocation(line: 25, column: 53, scope: !260, inlinedAt: !301)
!304 = !DILocation(line: 73, column: 5, scope: !140)
!305 = distinct !{!305, !289, !289, !246}
!306 = !DILocation(line: 0, scope: !146)
!307 = !DILocation(line: 74, column: 5, scope: !146)
!308 = !DILocation(line: 74, column: 5, scope: !144)
!309 = !DILocation(line: 0, scope: !153)
!310 = !DILocation(line: 75, column: 5, scope: !153)
!311 = !DILocation(line: 74, column: 5, scope: !147)
!312 = distinct !{!312, !292, !292, !246}
!313 = !DILocation(line: 74, column: 5, scope: !149)
!314 = !DILocation(line: 0, scope: !149)
!315 = !DILocation(line: 0, scope: !252, inlinedAt: !316)
!316 = distinct !DILocation(line: 74, column: 5, scope: !149)
!317 = !DILocation(line: 26, column: 46, scope: !252, inlinedAt: !316)
!318 = !DILocation(line: 0, scope: !260, inlinedAt: !319)
!319 = distinct !DILocation(line: 74, column: 5, scope: !149)
!320 = !DILocation(line: 25, column: 48, scope: !260, inlinedAt: !319)
!321 = !DILocation(line: 25, column: 53, scope: !260, inlinedAt: !319)
!322 = !DILocation(line: 74, column: 5, scope: !150)
!323 = distinct !{!323, !307, !307, !246}
!324 = !DILocation(line: 0, scope: !156)
!325 = !DILocation(line: 75, column: 5, scope: !156)
!326 = !DILocation(line: 75, column: 5, scope: !154)
!327 = !DILocation(line: 0, scope: !163)
!328 = !DILocation(line: 76, column: 5, scope: !163)
!329 = !DILocation(line: 75, column: 5, scope: !157)
!330 = distinct !{!330, !310, !310, !246}
!331 = !DILocation(line: 75, column: 5, scope: !159)
!332 = !DILocation(line: 0, scope: !159)
!333 = !DILocation(line: 0, scope: !252, inlinedAt: !334)
!334 = distinct !DILocation(line: 75, column: 5, scope: !159)
!335 = !DILocation(line: 26, column: 46, scope: !252, inlinedAt: !334)
!336 = !DILocation(line: 0, scope: !260, inlinedAt: !337)
!337 = distinct !DILocation(line: 75, column: 5, scope: !159)
!338 = !DILocation(line: 25, column: 48, scope: !260, inlinedAt: !337)
!339 = !DILocation(line: 25, column: 53, scope: !260, inlinedAt: !337)
!340 = !DILocation(line: 75, column: 5, scope: !160)
!341 = distinct !{!341, !325, !325, !246}
!342 = !DILocation(line: 0, scope: !166)
!343 = !DILocation(line: 76, column: 5, scope: !166)
!344 = !DILocation(line: 76, column: 5, scope: !164)
!345 = !DILocation(line: 0, scope: !173)
!346 = !DILocation(line: 77, column: 5, scope: !173)
!347 = !DILocation(line: 76, column: 5, scope: !167)
!348 = distinct !{!348, !328, !328, !246}
!349 = !DILocation(line: 76, column: 5, scope: !169)
!350 = !DILocation(line: 0, scope: !169)
!351 = !DILocation(line: 0, scope: !252, inlinedAt: !352)
!352 = distinct !DILocation(line: 76, column: 5, scope: !169)
!353 = !DILocation(line: 26, column: 46, scope: !252, inlinedAt: !352)
!354 = !DILocation(line: 0, scope: !260, inlinedAt: !355)
!355 = distinct !DILocation(line: 76, column: 5, scope: !169)
!356 = !DILocation(line: 25, column: 48, scope: !260, inlinedAt: !355)
!357 = !DILocation(line: 25, column: 53, scope: !260, inlinedAt: !355)
!358 = !DILocation(line: 76, column: 5, scope: !170)
!359 = distinct !{!359, !343, !343, !246}
!360 = !DILocation(line: 0, scope: !176)
!361 = !DILocation(line: 77, column: 5, scope: !176)
!362 = !DILocation(line: 77, column: 5, scope: !174)
!363 = !DILocation(line: 0, scope: !183)
!364 = !DILocation(line: 78, column: 5, scope: !183)
!365 = !DILocation(line: 77, column: 5, scope: !177)
!366 = distinct !{!366, !346, !346, !246}
!367 = !DILocation(line: 77, column: 5, scope: !179)
!368 = !DILocation(line: 0, scope: !179)
!369 = !DILocation(line: 0, scope: !252, inlinedAt: !370)
!370 = distinct !DILocation(line: 77, column: 5, scope: !179)
!371 = !DILocation(line: 26, column: 46, scope: !252, inlinedAt: !370)
!372 = !DILocation(line: 0, scope: !260, inlinedAt: !373)
!373 = distinct !DILocation(line: 77, column: 5, scope: !179)
!374 = !DILocation(line: 25, column: 48, scope: !260, inlinedAt: !373)
!375 = !DILocation(line: 25, column: 53, scope: !260, inlinedAt: !373)
!376 = !DILocation(line: 77, column: 5, scope: !180)
!377 = distinct !{!377, !361, !361, !246}
!378 = !DILocation(line: 0, scope: !186)
!379 = !DILocation(line: 78, column: 5, scope: !186)
!380 = !DILocation(line: 78, column: 5, scope: !184)
!381 = !DILocation(line: 0, scope: !193)
!382 = !DILocation(line: 79, column: 5, scope: !193)
!383 = !DILocation(line: 78, column: 5, scope: !187)
!384 = distinct !{!384, !364, !364, !246}
!385 = !DILocation(line: 78, column: 5, scope: !189)
!386 = !DILocation(line: 0, scope: !189)
!387 = !DILocation(line: 0, scope: !252, inlinedAt: !388)
!388 = distinct !DILocation(line: 78, column: 5, scope: !189)
!389 = !DILocation(line: 26, column: 46, scope: !252, inlinedAt: !388)
!390 = !DILocation(line: 0, scope: !260, inlinedAt: !391)
!391 = distinct !DILocation(line: 78, column: 5, scope: !189)
!392 = !DILocation(line: 25, column: 48, scope: !260, inlinedAt: !391)
!393 = !DILocation(line: 25, column: 53, scope: !260, inlinedAt: !391)
!394 = !DILocation(line: 78, column: 5, scope: !190)
!395 = distinct !{!395, !379, !379, !246}
!396 = !DILocation(line: 0, scope: !196)
!397 = !DILocation(line: 79, column: 5, scope: !196)
!398 = !DILocation(line: 79, column: 5, scope: !194)
!399 = !DILocation(line: 81, column: 7, scope: !106)
!400 = !DILocation(line: 0, scope: !203)
!401 = !DILocation(line: 82, column: 5, scope: !203)
!402 = !DILocation(line: 79, column: 5, scope: !197)
!403 = distinct !{!403, !382, !382, !246}
!404 = !DILocation(line: 79, column: 5, scope: !199)
!405 = !DILocation(line: 0, scope: !199)
!406 = !DILocation(line: 26, column: 46, scope: !252, inlinedAt: !407)
!407 = distinct !DILocation(line: 79, column: 5, scope: !199)
!408 = !DILocation(line: 0, scope: !252, inlinedAt: !407)
!409 = !DILocation(line: 0, scope: !260, inlinedAt: !410)
!410 = distinct !DILocation(line: 79, column: 5, scope: !199)
!411 = !DILocation(line: 25, column: 48, scope: !260, inlinedAt: !410)
!412 = !DILocation(line: 25, column: 53, scope: !260, inlinedAt: !410)
!413 = !DILocation(line: 79, column: 5, scope: !200)
!414 = distinct !{!414, !397, !397, !246}
!415 = !DILocation(line: 0, scope: !205)
!416 = !DILocation(line: 83, column: 9, scope: !205)
!417 = !DILocation(line: 91, column: 32, scope: !106)
!418 = !DILocation(line: 91, column: 5, scope: !106)
!419 = !DILocation(line: 91, column: 45, scope: !106)
!420 = !DILocation(line: 0, scope: !214)
!421 = !DILocation(line: 94, column: 5, scope: !214)
!422 = !DILocation(line: 82, column: 29, scope: !206)
!423 = !DILocation(line: 82, column: 23, scope: !206)
!424 = distinct !{!424, !401, !425, !246}
!425 = !DILocation(line: 90, column: 9, scope: !203)
!426 = !DILocation(line: 84, column: 19, scope: !208)
!427 = !DILocation(line: 0, scope: !208)
!428 = !DILocation(line: 84, column: 32, scope: !208)
!429 = !DILocation(line: 85, column: 17, scope: !430)
!430 = distinct !DILexicalBlock(scope: !208, file: !2, line: 85, column: 17)
!431 = !DILocation(line: 85, column: 19, scope: !430)
!432 = !DILocation(line: 85, column: 17, scope: !208)
!433 = !DILocation(line: 86, column: 19, scope: !208)
!434 = !DILocation(line: 86, column: 37, scope: !208)
!435 = !DILocation(line: 0, scope: !252, inlinedAt: !436)
!436 = distinct !DILocation(line: 87, column: 17, scope: !208)
!437 = !DILocation(line: 26, column: 46, scope: !252, inlinedAt: !436)
!438 = !DILocation(line: 0, scope: !260, inlinedAt: !439)
!439 = distinct !DILocation(line: 87, column: 13, scope: !208)
!440 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !439)
!441 = !DILocation(line: 25, column: 48, scope: !260, inlinedAt: !439)
!442 = !DILocation(line: 25, column: 53, scope: !260, inlinedAt: !439)
!443 = !DILocation(line: 0, scope: !252, inlinedAt: !444)
!444 = distinct !DILocation(line: 87, column: 31, scope: !208)
!445 = !DILocation(line: 26, column: 46, scope: !252, inlinedAt: !444)
!446 = !DILocation(line: 0, scope: !260, inlinedAt: !447)
!447 = distinct !DILocation(line: 87, column: 27, scope: !208)
!448 = !DILocation(line: 25, column: 48, scope: !260, inlinedAt: !447)
!449 = !DILocation(line: 25, column: 53, scope: !260, inlinedAt: !447)
!450 = !DILocation(line: 25, column: 43, scope: !260, inlinedAt: !447)
!451 = !DILocation(line: 88, column: 25, scope: !452)
!452 = distinct !DILexicalBlock(scope: !208, file: !2, line: 88, column: 17)
!453 = !DILocation(line: 88, column: 38, scope: !452)
!454 = !DILocation(line: 88, column: 47, scope: !452)
!455 = !DILocation(line: 88, column: 17, scope: !208)
!456 = !DILocation(line: 88, column: 58, scope: !457)
!457 = distinct !DILexicalBlock(scope: !452, file: !2, line: 88, column: 53)
!458 = !DILocation(line: 88, column: 106, scope: !457)
!459 = !DILocation(line: 88, column: 120, scope: !457)
!460 = !DILocation(line: 88, column: 62, scope: !457)
!461 = !DILocation(line: 88, column: 135, scope: !457)
!462 = !DILocation(line: 83, column: 33, scope: !209)
!463 = !DILocation(line: 83, column: 27, scope: !209)
!464 = distinct !{!464, !416, !465, !246}
!465 = !DILocation(line: 90, column: 9, scope: !205)
!466 = !DILocation(line: 0, scope: !216)
!467 = !DILocation(line: 95, column: 48, scope: !219)
!468 = !DILocation(line: 0, scope: !219)
!469 = !DILocation(line: 95, column: 66, scope: !219)
!470 = !DILocation(line: 0, scope: !252, inlinedAt: !471)
!471 = distinct !DILocation(line: 95, column: 61, scope: !219)
!472 = !DILocation(line: 26, column: 46, scope: !252, inlinedAt: !471)
!473 = !DILocation(line: 0, scope: !260, inlinedAt: !474)
!474 = distinct !DILocation(line: 95, column: 57, scope: !219)
!475 = !DILocation(line: 25, column: 48, scope: !260, inlinedAt: !474)
!476 = !DILocation(line: 25, column: 53, scope: !260, inlinedAt: !474)
!477 = !DILocation(line: 95, column: 91, scope: !219)
!478 = !DILocation(line: 0, scope: !252, inlinedAt: !479)
!479 = distinct !DILocation(line: 95, column: 86, scope: !219)
!480 = !DILocation(line: 26, column: 46, scope: !252, inlinedAt: !479)
!481 = !DILocation(line: 0, scope: !260, inlinedAt: !482)
!482 = distinct !DILocation(line: 95, column: 82, scope: !219)
!483 = !DILocation(line: 25, column: 48, scope: !260, inlinedAt: !482)
!484 = !DILocation(line: 25, column: 53, scope: !260, inlinedAt: !482)
!485 = !DILocation(line: 95, column: 117, scope: !219)
!486 = !DILocation(line: 0, scope: !252, inlinedAt: !487)
!487 = distinct !DILocation(line: 95, column: 112, scope: !219)
!488 = !DILocation(line: 26, column: 46, scope: !252, inlinedAt: !487)
!489 = !DILocation(line: 0, scope: !260, inlinedAt: !490)
!490 = distinct !DILocation(line: 95, column: 108, scope: !219)
!491 = !DILocation(line: 25, column: 48, scope: !260, inlinedAt: !490)
!492 = !DILocation(line: 25, column: 53, scope: !260, inlinedAt: !490)
!493 = !DILocation(line: 94, column: 29, scope: !217)
!494 = !DILocation(line: 94, column: 23, scope: !217)
!495 = distinct !{!495, !421, !496, !246}
!496 = !DILocation(line: 95, column: 134, scope: !214)
!497 = !DILocation(line: 96, column: 5, scope: !106)
!498 = !DILocation(line: 96, column: 45, scope: !106)
!499 = !DILocation(line: 0, scope: !222)
!500 = !DILocation(line: 99, column: 15, scope: !224)
!501 = !DILocation(line: 0, scope: !224)
!502 = !DILocation(line: 100, column: 66, scope: !224)
!503 = !DILocation(line: 100, column: 95, scope: !224)
!504 = !DILocation(line: 0, scope: !252, inlinedAt: !505)
!505 = distinct !DILocation(line: 100, column: 90, scope: !224)
!506 = !DILocation(line: 26, column: 46, scope: !252, inlinedAt: !505)
!507 = !DILocation(line: 101, column: 31, scope: !224)
!508 = !DILocation(line: 0, scope: !252, inlinedAt: !509)
!509 = distinct !DILocation(line: 101, column: 26, scope: !224)
!510 = !DILocation(line: 26, column: 46, scope: !252, inlinedAt: !509)
!511 = !DILocation(line: 101, column: 75, scope: !224)
!512 = !DILocation(line: 101, column: 64, scope: !224)
!513 = !DILocation(line: 100, column: 9, scope: !224)
!514 = !DILocation(line: 104, column: 5, scope: !227)
!515 = !DILocation(line: 91, column: 42, scope: !106)
!516 = !DILocation(line: 96, column: 42, scope: !106)
!517 = !DILocation(line: 112, column: 5, scope: !106)
!518 = !DILocation(line: 113, column: 12, scope: !106)
!519 = !DILocation(line: 114, column: 1, scope: !106)
!520 = !DILocation(line: 0, scope: !227)
!521 = !DILocation(line: 105, column: 15, scope: !229)
!522 = !DILocation(line: 0, scope: !229)
!523 = !DILocation(line: 107, column: 16, scope: !229)
!524 = !DILocation(line: 107, column: 35, scope: !229)
!525 = !DILocation(line: 0, scope: !252, inlinedAt: !526)
!526 = distinct !DILocation(line: 107, column: 30, scope: !229)
!527 = !DILocation(line: 26, column: 46, scope: !252, inlinedAt: !526)
!528 = !DILocation(line: 107, column: 52, scope: !229)
!529 = !DILocation(line: 0, scope: !252, inlinedAt: !530)
!530 = distinct !DILocation(line: 107, column: 47, scope: !229)
!531 = !DILocation(line: 26, column: 46, scope: !252, inlinedAt: !530)
!532 = !DILocation(line: 0, scope: !252, inlinedAt: !533)
!533 = distinct !DILocation(line: 107, column: 64, scope: !229)
!534 = !DILocation(line: 107, column: 92, scope: !229)
!535 = !DILocation(line: 107, column: 81, scope: !229)
!536 = !DILocation(line: 107, column: 112, scope: !229)
!537 = !DILocation(line: 107, column: 101, scope: !229)
!538 = !DILocation(line: 108, column: 27, scope: !229)
!539 = !DILocation(line: 108, column: 16, scope: !229)
!540 = !DILocation(line: 108, column: 48, scope: !229)
!541 = !DILocation(line: 108, column: 37, scope: !229)
!542 = !DILocation(line: 108, column: 69, scope: !229)
!543 = !DILocation(line: 108, column: 58, scope: !229)
!544 = !DILocation(line: 108, column: 90, scope: !229)
!545 = !DILocation(line: 108, column: 79, scope: !229)
!546 = !DILocation(line: 108, column: 111, scope: !229)
!547 = !DILocation(line: 108, column: 100, scope: !229)
!548 = !DILocation(line: 109, column: 27, scope: !229)
!549 = !DILocation(line: 109, column: 16, scope: !229)
!550 = !DILocation(line: 109, column: 38, scope: !229)
!551 = !DILocation(line: 106, column: 9, scope: !229)
!552 = !DILocation(line: 110, column: 25, scope: !553)
!553 = distinct !DILexicalBlock(scope: !229, file: !2, line: 110, column: 13)
!554 = !DILocation(line: 110, column: 22, scope: !553)
!555 = !DILocation(line: 110, column: 39, scope: !553)
!556 = !DILocation(line: 110, column: 54, scope: !553)
!557 = !DILocation(line: 110, column: 51, scope: !553)
!558 = !DILocation(line: 110, column: 68, scope: !553)
!559 = !DILocation(line: 110, column: 82, scope: !553)
!560 = !DILocation(line: 110, column: 79, scope: !553)
!561 = !DILocation(line: 110, column: 95, scope: !553)
!562 = !DILocation(line: 110, column: 110, scope: !553)
!563 = !DILocation(line: 110, column: 107, scope: !553)
!564 = !DILocation(line: 110, column: 13, scope: !229)
!565 = !DILocation(line: 110, column: 130, scope: !566)
!566 = distinct !DILexicalBlock(scope: !553, file: !2, line: 110, column: 125)
!567 = !DILocation(line: 110, column: 134, scope: !566)
!568 = !DILocation(line: 110, column: 166, scope: !566)
!569 = !DILocation(line: 104, column: 29, scope: !230)
!570 = !DILocation(line: 104, column: 23, scope: !230)
!571 = distinct !{!571, !514, !572, !246}
!572 = !DILocation(line: 111, column: 5, scope: !227)
!573 = !DISubprogram(name: "printf", scope: !574, file: !574, line: 356, type: !575, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!574 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!575 = !DISubroutineType(types: !576)
!576 = !{!21, !577, null}
!577 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !578)
!578 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !579, size: 64)
!579 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!580 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 28, type: !581, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !583)
!581 = !DISubroutineType(types: !582)
!582 = !{!17, !17, !17}
!583 = !{!584, !585}
!584 = !DILocalVariable(name: "a", arg: 1, scope: !580, file: !2, line: 28, type: !17)
!585 = !DILocalVariable(name: "b", arg: 2, scope: !580, file: !2, line: 28, type: !17)
!586 = !DILocation(line: 0, scope: !580)
!587 = !DILocation(line: 28, column: 72, scope: !580)
!588 = !DILocation(line: 28, column: 55, scope: !580)
!589 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 29, type: !581, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !590)
!590 = !{!591, !592}
!591 = !DILocalVariable(name: "a", arg: 1, scope: !589, file: !2, line: 29, type: !17)
!592 = !DILocalVariable(name: "b", arg: 2, scope: !589, file: !2, line: 29, type: !17)
!593 = !DILocation(line: 0, scope: !589)
!594 = !DILocation(line: 29, column: 72, scope: !589)
!595 = !DILocation(line: 29, column: 55, scope: !589)
!596 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 30, type: !581, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !597)
!597 = !{!598, !599}
!598 = !DILocalVariable(name: "a", arg: 1, scope: !596, file: !2, line: 30, type: !17)
!599 = !DILocalVariable(name: "b", arg: 2, scope: !596, file: !2, line: 30, type: !17)
!600 = !DILocation(line: 0, scope: !596)
!601 = !DILocation(line: 30, column: 72, scope: !596)
!602 = !DILocation(line: 30, column: 55, scope: !596)
!603 = distinct !DISubprogram(name: "op_and", scope: !2, file: !2, line: 33, type: !581, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !604)
!604 = !{!605, !606}
!605 = !DILocalVariable(name: "a", arg: 1, scope: !603, file: !2, line: 33, type: !17)
!606 = !DILocalVariable(name: "b", arg: 2, scope: !603, file: !2, line: 33, type: !17)
!607 = !DILocation(line: 0, scope: !603)
!608 = !DILocation(line: 33, column: 64, scope: !603)
!609 = !DILocation(line: 33, column: 55, scope: !603)
!610 = distinct !DISubprogram(name: "op_or", scope: !2, file: !2, line: 34, type: !581, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !611)
!611 = !{!612, !613}
!612 = !DILocalVariable(name: "a", arg: 1, scope: !610, file: !2, line: 34, type: !17)
!613 = !DILocalVariable(name: "b", arg: 2, scope: !610, file: !2, line: 34, type: !17)
!614 = !DILocation(line: 0, scope: !610)
!615 = !DILocation(line: 34, column: 63, scope: !610)
!616 = !DILocation(line: 34, column: 54, scope: !610)
!617 = distinct !DISubprogram(name: "op_xor", scope: !2, file: !2, line: 35, type: !581, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !618)
!618 = !{!619, !620}
!619 = !DILocalVariable(name: "a", arg: 1, scope: !617, file: !2, line: 35, type: !17)
!620 = !DILocalVariable(name: "b", arg: 2, scope: !617, file: !2, line: 35, type: !17)
!621 = !DILocation(line: 0, scope: !617)
!622 = !DILocation(line: 35, column: 64, scope: !617)
!623 = !DILocation(line: 35, column: 55, scope: !617)
!624 = distinct !DISubprogram(name: "op_min", scope: !2, file: !2, line: 42, type: !581, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !625)
!625 = !{!626, !627}
!626 = !DILocalVariable(name: "a", arg: 1, scope: !624, file: !2, line: 42, type: !17)
!627 = !DILocalVariable(name: "b", arg: 2, scope: !624, file: !2, line: 42, type: !17)
!628 = !DILocation(line: 0, scope: !624)
!629 = !DILocation(line: 42, column: 62, scope: !624)
!630 = !DILocation(line: 42, column: 55, scope: !624)
!631 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 43, type: !581, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !632)
!632 = !{!633, !634}
!633 = !DILocalVariable(name: "a", arg: 1, scope: !631, file: !2, line: 43, type: !17)
!634 = !DILocalVariable(name: "b", arg: 2, scope: !631, file: !2, line: 43, type: !17)
!635 = !DILocation(line: 0, scope: !631)
!636 = !DILocation(line: 43, column: 62, scope: !631)
!637 = !DILocation(line: 43, column: 55, scope: !631)
!638 = distinct !DISubprogram(name: "op_cmp", scope: !2, file: !2, line: 44, type: !639, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !641)
!639 = !DISubroutineType(types: !640)
!640 = !{!21, !17, !17}
!641 = !{!642, !643}
!642 = !DILocalVariable(name: "a", arg: 1, scope: !638, file: !2, line: 44, type: !17)
!643 = !DILocalVariable(name: "b", arg: 2, scope: !638, file: !2, line: 44, type: !17)
!644 = !DILocation(line: 0, scope: !638)
!645 = !DILocation(line: 45, column: 15, scope: !638)
!646 = !DILocation(line: 45, column: 32, scope: !638)
!647 = !DILocation(line: 45, column: 42, scope: !638)
!648 = !DILocation(line: 45, column: 47, scope: !638)
!649 = !DILocation(line: 45, column: 57, scope: !638)
!650 = !DILocation(line: 45, column: 63, scope: !638)
!651 = !DILocation(line: 45, column: 78, scope: !638)
!652 = !DILocation(line: 45, column: 94, scope: !638)
!653 = !DILocation(line: 46, column: 26, scope: !638)
!654 = !DILocation(line: 46, column: 48, scope: !638)
!655 = !DILocation(line: 46, column: 56, scope: !638)
!656 = !DILocation(line: 46, column: 60, scope: !638)
!657 = !DILocation(line: 46, column: 69, scope: !638)
!658 = !DILocation(line: 46, column: 73, scope: !638)
!659 = !DILocation(line: 45, column: 21, scope: !638)
!660 = !DILocation(line: 45, column: 37, scope: !638)
!661 = !DILocation(line: 45, column: 52, scope: !638)
!662 = !DILocation(line: 45, column: 68, scope: !638)
!663 = !DILocation(line: 45, column: 83, scope: !638)
!664 = !DILocation(line: 45, column: 99, scope: !638)
!665 = !DILocation(line: 46, column: 31, scope: !638)
!666 = !DILocation(line: 46, column: 53, scope: !638)
!667 = !DILocation(line: 46, column: 65, scope: !638)
!668 = !DILocation(line: 45, column: 5, scope: !638)
!669 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 31, type: !581, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !670)
!670 = !{!671, !672}
!671 = !DILocalVariable(name: "a", arg: 1, scope: !669, file: !2, line: 31, type: !17)
!672 = !DILocalVariable(name: "b", arg: 2, scope: !669, file: !2, line: 31, type: !17)
!673 = !DILocation(line: 0, scope: !669)
!674 = !DILocation(line: 31, column: 68, scope: !669)
!675 = !DILocation(line: 31, column: 55, scope: !669)
!676 = distinct !DISubprogram(name: "op_rem", scope: !2, file: !2, line: 32, type: !581, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !677)
!677 = !{!678, !679}
!678 = !DILocalVariable(name: "a", arg: 1, scope: !676, file: !2, line: 32, type: !17)
!679 = !DILocalVariable(name: "b", arg: 2, scope: !676, file: !2, line: 32, type: !17)
!680 = !DILocation(line: 0, scope: !676)
!681 = !DILocation(line: 32, column: 68, scope: !676)
!682 = !DILocation(line: 32, column: 55, scope: !676)
!683 = distinct !DISubprogram(name: "op_shl", scope: !2, file: !2, line: 36, type: !684, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !686)
!684 = !DISubroutineType(types: !685)
!685 = !{!17, !17, !21}
!686 = !{!687, !688}
!687 = !DILocalVariable(name: "a", arg: 1, scope: !683, file: !2, line: 36, type: !17)
!688 = !DILocalVariable(name: "s", arg: 2, scope: !683, file: !2, line: 36, type: !21)
!689 = !DILocation(line: 0, scope: !683)
!690 = !DILocation(line: 36, column: 77, scope: !683)
!691 = !DILocation(line: 36, column: 57, scope: !683)
!692 = distinct !DISubprogram(name: "op_lshr", scope: !2, file: !2, line: 37, type: !684, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !693)
!693 = !{!694, !695}
!694 = !DILocalVariable(name: "a", arg: 1, scope: !692, file: !2, line: 37, type: !17)
!695 = !DILocalVariable(name: "s", arg: 2, scope: !692, file: !2, line: 37, type: !21)
!696 = !DILocation(line: 0, scope: !692)
!697 = !DILocation(line: 37, column: 74, scope: !692)
!698 = !DILocation(line: 37, column: 58, scope: !692)
!699 = distinct !DISubprogram(name: "op_ashr", scope: !2, file: !2, line: 38, type: !684, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !700)
!700 = !{!701, !702}
!701 = !DILocalVariable(name: "a", arg: 1, scope: !699, file: !2, line: 38, type: !17)
!702 = !DILocalVariable(name: "s", arg: 2, scope: !699, file: !2, line: 38, type: !21)
!703 = !DILocation(line: 0, scope: !699)
!704 = !DILocation(line: 38, column: 71, scope: !699)
!705 = !DILocation(line: 38, column: 58, scope: !699)
!706 = distinct !DISubprogram(name: "op_neg", scope: !2, file: !2, line: 39, type: !707, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !709)
!707 = !DISubroutineType(types: !708)
!708 = !{!17, !17}
!709 = !{!710}
!710 = !DILocalVariable(name: "a", arg: 1, scope: !706, file: !2, line: 39, type: !17)
!711 = !DILocation(line: 0, scope: !706)
!712 = !DILocation(line: 39, column: 67, scope: !706)
!713 = !DILocation(line: 39, column: 50, scope: !706)
!714 = distinct !DISubprogram(name: "op_not", scope: !2, file: !2, line: 40, type: !707, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !715)
!715 = !{!716}
!716 = !DILocalVariable(name: "a", arg: 1, scope: !714, file: !2, line: 40, type: !17)
!717 = !DILocation(line: 0, scope: !714)
!718 = !DILocation(line: 40, column: 60, scope: !714)
!719 = !DILocation(line: 40, column: 50, scope: !714)
!720 = distinct !DISubprogram(name: "div3", scope: !2, file: !2, line: 48, type: !707, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !721)
!721 = !{!722}
!722 = !DILocalVariable(name: "a", arg: 1, scope: !720, file: !2, line: 48, type: !17)
!723 = !DILocation(line: 0, scope: !720)
!724 = !DILocation(line: 48, column: 61, scope: !720)
!725 = !DILocation(line: 48, column: 48, scope: !720)
!726 = distinct !DISubprogram(name: "div7", scope: !2, file: !2, line: 49, type: !707, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !727)
!727 = !{!728}
!728 = !DILocalVariable(name: "a", arg: 1, scope: !726, file: !2, line: 49, type: !17)
!729 = !DILocation(line: 0, scope: !726)
!730 = !DILocation(line: 49, column: 61, scope: !726)
!731 = !DILocation(line: 49, column: 48, scope: !726)
!732 = distinct !DISubprogram(name: "div10", scope: !2, file: !2, line: 50, type: !707, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !733)
!733 = !{!734}
!734 = !DILocalVariable(name: "a", arg: 1, scope: !732, file: !2, line: 50, type: !17)
!735 = !DILocation(line: 0, scope: !732)
!736 = !DILocation(line: 50, column: 62, scope: !732)
!737 = !DILocation(line: 50, column: 49, scope: !732)
!738 = distinct !DISubprogram(name: "rem10", scope: !2, file: !2, line: 51, type: !707, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !739)
!739 = !{!740}
!740 = !DILocalVariable(name: "a", arg: 1, scope: !738, file: !2, line: 51, type: !17)
!741 = !DILocation(line: 0, scope: !738)
!742 = !DILocation(line: 51, column: 62, scope: !738)
!743 = !DILocation(line: 51, column: 49, scope: !738)
!744 = distinct !DISubprogram(name: "div16", scope: !2, file: !2, line: 52, type: !707, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !745)
!745 = !{!746}
!746 = !DILocalVariable(name: "a", arg: 1, scope: !744, file: !2, line: 52, type: !17)
!747 = !DILocation(line: 0, scope: !744)
!748 = !DILocation(line: 52, column: 62, scope: !744)
!749 = !DILocation(line: 52, column: 49, scope: !744)
!750 = distinct !DISubprogram(name: "rem16", scope: !2, file: !2, line: 53, type: !707, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !751)
!751 = !{!752}
!752 = !DILocalVariable(name: "a", arg: 1, scope: !750, file: !2, line: 53, type: !17)
!753 = !DILocation(line: 0, scope: !750)
!754 = !DILocation(line: 53, column: 62, scope: !750)
!755 = !DILocation(line: 53, column: 49, scope: !750)
!756 = distinct !DISubprogram(name: "divm5", scope: !2, file: !2, line: 54, type: !707, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !757)
!757 = !{!758}
!758 = !DILocalVariable(name: "a", arg: 1, scope: !756, file: !2, line: 54, type: !17)
!759 = !DILocation(line: 0, scope: !756)
!760 = !DILocation(line: 54, column: 88, scope: !756)
!761 = !DILocation(line: 54, column: 49, scope: !756)
!762 = distinct !DISubprogram(name: "divmax", scope: !2, file: !2, line: 55, type: !707, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !763)
!763 = !{!764}
!764 = !DILocalVariable(name: "a", arg: 1, scope: !762, file: !2, line: 55, type: !17)
!765 = !DILocation(line: 0, scope: !762)
!766 = !DILocation(line: 55, column: 63, scope: !762)
!767 = !DILocation(line: 55, column: 50, scope: !762)
