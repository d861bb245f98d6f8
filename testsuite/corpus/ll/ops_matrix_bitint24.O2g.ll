; ModuleID = 'programs/ops_matrix_bitint24.c'
source_filename = "programs/ops_matrix_bitint24.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [50 x i8] c"type _BitInt(24): %d bits, %s, min %lld max %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1, !dbg !7
@h = internal unnamed_addr global i64 0, align 8, !dbg !12
@vals = internal global [21 x i32] [i32 -8388608, i32 -8388607, i32 -4194304, i32 -7, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 5, i32 7, i32 10, i32 4194303, i32 4194304, i32 8388606, i32 8388607, i32 5592405, i32 -5592406, i32 -5517841], align 16, !dbg !93
@.str.2 = private unnamed_addr constant [14 x i8] c"%-6s %016llx\0A\00", align 1, !dbg !27
@.str.3 = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !39
@.str.6 = private unnamed_addr constant [4 x i8] c"and\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [3 x i8] c"or\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [4 x i8] c"xor\00", align 1, !dbg !48
@.str.9 = private unnamed_addr constant [4 x i8] c"min\00", align 1, !dbg !50
@.str.10 = private unnamed_addr constant [4 x i8] c"max\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [4 x i8] c"cmp\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [33 x i8] c"divrem identity fails %lld %lld\0A\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [26 x i8] c"rem sign wrong %lld %lld\0A\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [16 x i8] c"divrem %016llx\0A\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [16 x i8] c"shifts %016llx\0A\00", align 1, !dbg !71
@.str.16 = private unnamed_addr constant [46 x i8] c"  %20lld: shl%d=%llx lshr%d=%llx ashr%d=%lld\0A\00", align 1, !dbg !73
@.str.17 = private unnamed_addr constant [123 x i8] c"%20lld neg=%llx not=%llx abs=%llx /3=%lld /7=%lld /10=%lld %%10=%lld /16=%lld %%16=%lld /-5=%lld /max=%lld f=%.9g d=%.17g\0A\00", align 1, !dbg !78
@.str.19 = private unnamed_addr constant [22 x i8] c"total %016llx bad %d\0A\00", align 1, !dbg !88
@str = private unnamed_addr constant [19 x i8] c"const div mismatch\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 101) i32 @main() local_unnamed_addr #0 !dbg !107 {
    #dbg_value(i64 0, !111, !DIExpression(), !232)
    #dbg_value(i32 0, !112, !DIExpression(), !232)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 24, ptr noundef nonnull @.str.1, i64 noundef -8388608, i64 noundef 8388607), !dbg !233
    #dbg_value(i32 0, !113, !DIExpression(), !234)
    #dbg_value(i32 0, !113, !DIExpression(), !234)
  br label %2, !dbg !235

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %23, %9 ]
    #dbg_value(i64 %3, !113, !DIExpression(), !234)
  %5 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %3
    #dbg_value(i32 0, !116, !DIExpression(), !236)
  br label %12, !dbg !237

6:                                                ; preds = %9
  store i64 %23, ptr @h, align 8, !tbaa !238
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, i64 noundef %23), !dbg !242
  %8 = load i64, ptr @h, align 8, !dbg !242, !tbaa !238
    #dbg_value(i64 %8, !111, !DIExpression(), !232)
    #dbg_value(i32 0, !123, !DIExpression(), !243)
    #dbg_value(i32 0, !123, !DIExpression(), !243)
  br label %26, !dbg !244

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %3, 1, !dbg !245
    #dbg_value(i64 %10, !113, !DIExpression(), !234)
  %11 = icmp eq i64 %10, 21, !dbg !245
  br i1 %11, label %6, label %2, !dbg !235, !llvm.loop !246

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %24, %12 ]
  %14 = phi i64 [ %4, %2 ], [ %23, %12 ]
    #dbg_value(i64 %13, !116, !DIExpression(), !236)
  %15 = load volatile i32, ptr %5, align 4, !dbg !248, !tbaa !249
  %16 = trunc i32 %15 to i24, !dbg !248
    #dbg_value(i24 %16, !119, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !251)
  %17 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %13, !dbg !248
  %18 = load volatile i32, ptr %17, align 4, !dbg !248, !tbaa !249
  %19 = trunc i32 %18 to i24, !dbg !248
    #dbg_value(i24 %19, !122, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !251)
  %20 = tail call fastcc signext i24 @op_add(i24 noundef signext %16, i24 noundef signext %19), !dbg !248
    #dbg_value(i24 %20, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !257)
  %21 = zext i24 %20 to i64, !dbg !259
    #dbg_value(i64 %21, !260, !DIExpression(), !265)
  %22 = xor i64 %14, %21, !dbg !267
  %23 = mul i64 %22, 1099511628211, !dbg !268
  %24 = add nuw nsw i64 %13, 1, !dbg !269
    #dbg_value(i64 %24, !116, !DIExpression(), !236)
  %25 = icmp eq i64 %24, 21, !dbg !269
  br i1 %25, label %9, label %12, !dbg !237, !llvm.loop !270

26:                                               ; preds = %6, %33
  %27 = phi i64 [ 0, %6 ], [ %34, %33 ]
  %28 = phi i64 [ 1469598103934665603, %6 ], [ %47, %33 ]
    #dbg_value(i64 %27, !123, !DIExpression(), !243)
  %29 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %27
    #dbg_value(i32 0, !126, !DIExpression(), !271)
  br label %36, !dbg !272

30:                                               ; preds = %33
  store i64 %47, ptr @h, align 8, !tbaa !238
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, i64 noundef %47), !dbg !273
  %32 = load i64, ptr @h, align 8, !dbg !273, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %32), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !133, !DIExpression(), !274)
    #dbg_value(i32 0, !133, !DIExpression(), !274)
  br label %50, !dbg !275

33:                                               ; preds = %36
  %34 = add nuw nsw i64 %27, 1, !dbg !276
    #dbg_value(i64 %34, !123, !DIExpression(), !243)
  %35 = icmp eq i64 %34, 21, !dbg !276
  br i1 %35, label %30, label %26, !dbg !244, !llvm.loop !277

36:                                               ; preds = %26, %36
  %37 = phi i64 [ 0, %26 ], [ %48, %36 ]
  %38 = phi i64 [ %28, %26 ], [ %47, %36 ]
    #dbg_value(i64 %37, !126, !DIExpression(), !271)
  %39 = load volatile i32, ptr %29, align 4, !dbg !278, !tbaa !249
  %40 = trunc i32 %39 to i24, !dbg !278
    #dbg_value(i24 %40, !129, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !279)
  %41 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %37, !dbg !278
  %42 = load volatile i32, ptr %41, align 4, !dbg !278, !tbaa !249
  %43 = trunc i32 %42 to i24, !dbg !278
    #dbg_value(i24 %43, !132, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !279)
  %44 = tail call fastcc signext i24 @op_sub(i24 noundef signext %40, i24 noundef signext %43), !dbg !278
    #dbg_value(i24 %44, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !280)
  %45 = zext i24 %44 to i64, !dbg !282
    #dbg_value(i64 %45, !260, !DIExpression(), !283)
  %46 = xor i64 %38, %45, !dbg !285
  %47 = mul i64 %46, 1099511628211, !dbg !286
  %48 = add nuw nsw i64 %37, 1, !dbg !287
    #dbg_value(i64 %48, !126, !DIExpression(), !271)
  %49 = icmp eq i64 %48, 21, !dbg !287
  br i1 %49, label %33, label %36, !dbg !272, !llvm.loop !288

50:                                               ; preds = %30, %57
  %51 = phi i64 [ 0, %30 ], [ %58, %57 ]
  %52 = phi i64 [ 1469598103934665603, %30 ], [ %71, %57 ]
    #dbg_value(i64 %51, !133, !DIExpression(), !274)
  %53 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %51
    #dbg_value(i32 0, !136, !DIExpression(), !289)
  br label %60, !dbg !290

54:                                               ; preds = %57
  store i64 %71, ptr @h, align 8, !tbaa !238
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.5, i64 noundef %71), !dbg !291
  %56 = load i64, ptr @h, align 8, !dbg !291, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %56, i64 %32), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !143, !DIExpression(), !292)
    #dbg_value(i32 0, !143, !DIExpression(), !292)
  br label %74, !dbg !293

57:                                               ; preds = %60
  %58 = add nuw nsw i64 %51, 1, !dbg !294
    #dbg_value(i64 %58, !133, !DIExpression(), !274)
  %59 = icmp eq i64 %58, 21, !dbg !294
  br i1 %59, label %54, label %50, !dbg !275, !llvm.loop !295

60:                                               ; preds = %50, %60
  %61 = phi i64 [ 0, %50 ], [ %72, %60 ]
  %62 = phi i64 [ %52, %50 ], [ %71, %60 ]
    #dbg_value(i64 %61, !136, !DIExpression(), !289)
  %63 = load volatile i32, ptr %53, align 4, !dbg !296, !tbaa !249
  %64 = trunc i32 %63 to i24, !dbg !296
    #dbg_value(i24 %64, !139, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !297)
  %65 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %61, !dbg !296
  %66 = load volatile i32, ptr %65, align 4, !dbg !296, !tbaa !249
  %67 = trunc i32 %66 to i24, !dbg !296
    #dbg_value(i24 %67, !142, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !297)
  %68 = tail call fastcc signext i24 @op_mul(i24 noundef signext %64, i24 noundef signext %67), !dbg !296
    #dbg_value(i24 %68, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !298)
  %69 = zext i24 %68 to i64, !dbg !300
    #dbg_value(i64 %69, !260, !DIExpression(), !301)
  %70 = xor i64 %62, %69, !dbg !303
  %71 = mul i64 %70, 1099511628211, !dbg !304
  %72 = add nuw nsw i64 %61, 1, !dbg !305
    #dbg_value(i64 %72, !136, !DIExpression(), !289)
  %73 = icmp eq i64 %72, 21, !dbg !305
  br i1 %73, label %57, label %60, !dbg !290, !llvm.loop !306

74:                                               ; preds = %54, %81
  %75 = phi i64 [ 0, %54 ], [ %82, %81 ]
  %76 = phi i64 [ 1469598103934665603, %54 ], [ %95, %81 ]
    #dbg_value(i64 %75, !143, !DIExpression(), !292)
  %77 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %75
    #dbg_value(i32 0, !146, !DIExpression(), !307)
  br label %84, !dbg !308

78:                                               ; preds = %81
  store i64 %95, ptr @h, align 8, !tbaa !238
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.6, i64 noundef %95), !dbg !309
  %80 = load i64, ptr @h, align 8, !dbg !309, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %80, i64 %56, i64 %32), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !153, !DIExpression(), !310)
    #dbg_value(i32 0, !153, !DIExpression(), !310)
  br label %98, !dbg !311

81:                                               ; preds = %84
  %82 = add nuw nsw i64 %75, 1, !dbg !312
    #dbg_value(i64 %82, !143, !DIExpression(), !292)
  %83 = icmp eq i64 %82, 21, !dbg !312
  br i1 %83, label %78, label %74, !dbg !293, !llvm.loop !313

84:                                               ; preds = %74, %84
  %85 = phi i64 [ 0, %74 ], [ %96, %84 ]
  %86 = phi i64 [ %76, %74 ], [ %95, %84 ]
    #dbg_value(i64 %85, !146, !DIExpression(), !307)
  %87 = load volatile i32, ptr %77, align 4, !dbg !314, !tbaa !249
  %88 = trunc i32 %87 to i24, !dbg !314
    #dbg_value(i24 %88, !149, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !315)
  %89 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %85, !dbg !314
  %90 = load volatile i32, ptr %89, align 4, !dbg !314, !tbaa !249
  %91 = trunc i32 %90 to i24, !dbg !314
    #dbg_value(i24 %91, !152, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !315)
  %92 = tail call fastcc signext i24 @op_and(i24 noundef signext %88, i24 noundef signext %91), !dbg !314
    #dbg_value(i24 %92, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !316)
  %93 = zext i24 %92 to i64, !dbg !318
    #dbg_value(i64 %93, !260, !DIExpression(), !319)
  %94 = xor i64 %86, %93, !dbg !321
  %95 = mul i64 %94, 1099511628211, !dbg !322
  %96 = add nuw nsw i64 %85, 1, !dbg !323
    #dbg_value(i64 %96, !146, !DIExpression(), !307)
  %97 = icmp eq i64 %96, 21, !dbg !323
  br i1 %97, label %81, label %84, !dbg !308, !llvm.loop !324

98:                                               ; preds = %78, %105
  %99 = phi i64 [ 0, %78 ], [ %106, %105 ]
  %100 = phi i64 [ 1469598103934665603, %78 ], [ %119, %105 ]
    #dbg_value(i64 %99, !153, !DIExpression(), !310)
  %101 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %99
    #dbg_value(i32 0, !156, !DIExpression(), !325)
  br label %108, !dbg !326

102:                                              ; preds = %105
  store i64 %119, ptr @h, align 8, !tbaa !238
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, i64 noundef %119), !dbg !327
  %104 = load i64, ptr @h, align 8, !dbg !327, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %104, i64 %80, i64 %56, i64 %32), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !163, !DIExpression(), !328)
    #dbg_value(i32 0, !163, !DIExpression(), !328)
  br label %122, !dbg !329

105:                                              ; preds = %108
  %106 = add nuw nsw i64 %99, 1, !dbg !330
    #dbg_value(i64 %106, !153, !DIExpression(), !310)
  %107 = icmp eq i64 %106, 21, !dbg !330
  br i1 %107, label %102, label %98, !dbg !311, !llvm.loop !331

108:                                              ; preds = %98, %108
  %109 = phi i64 [ 0, %98 ], [ %120, %108 ]
  %110 = phi i64 [ %100, %98 ], [ %119, %108 ]
    #dbg_value(i64 %109, !156, !DIExpression(), !325)
  %111 = load volatile i32, ptr %101, align 4, !dbg !332, !tbaa !249
  %112 = trunc i32 %111 to i24, !dbg !332
    #dbg_value(i24 %112, !159, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !333)
  %113 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %109, !dbg !332
  %114 = load volatile i32, ptr %113, align 4, !dbg !332, !tbaa !249
  %115 = trunc i32 %114 to i24, !dbg !332
    #dbg_value(i24 %115, !162, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !333)
  %116 = tail call fastcc signext i24 @op_or(i24 noundef signext %112, i24 noundef signext %115), !dbg !332
    #dbg_value(i24 %116, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !334)
  %117 = zext i24 %116 to i64, !dbg !336
    #dbg_value(i64 %117, !260, !DIExpression(), !337)
  %118 = xor i64 %110, %117, !dbg !339
  %119 = mul i64 %118, 1099511628211, !dbg !340
  %120 = add nuw nsw i64 %109, 1, !dbg !341
    #dbg_value(i64 %120, !156, !DIExpression(), !325)
  %121 = icmp eq i64 %120, 21, !dbg !341
  br i1 %121, label %105, label %108, !dbg !326, !llvm.loop !342

122:                                              ; preds = %102, %129
  %123 = phi i64 [ 0, %102 ], [ %130, %129 ]
  %124 = phi i64 [ 1469598103934665603, %102 ], [ %143, %129 ]
    #dbg_value(i64 %123, !163, !DIExpression(), !328)
  %125 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %123
    #dbg_value(i32 0, !166, !DIExpression(), !343)
  br label %132, !dbg !344

126:                                              ; preds = %129
  store i64 %143, ptr @h, align 8, !tbaa !238
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8, i64 noundef %143), !dbg !345
  %128 = load i64, ptr @h, align 8, !dbg !345, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %128, i64 %104, i64 %80, i64 %56, i64 %32), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !173, !DIExpression(), !346)
    #dbg_value(i32 0, !173, !DIExpression(), !346)
  br label %146, !dbg !347

129:                                              ; preds = %132
  %130 = add nuw nsw i64 %123, 1, !dbg !348
    #dbg_value(i64 %130, !163, !DIExpression(), !328)
  %131 = icmp eq i64 %130, 21, !dbg !348
  br i1 %131, label %126, label %122, !dbg !329, !llvm.loop !349

132:                                              ; preds = %122, %132
  %133 = phi i64 [ 0, %122 ], [ %144, %132 ]
  %134 = phi i64 [ %124, %122 ], [ %143, %132 ]
    #dbg_value(i64 %133, !166, !DIExpression(), !343)
  %135 = load volatile i32, ptr %125, align 4, !dbg !350, !tbaa !249
  %136 = trunc i32 %135 to i24, !dbg !350
    #dbg_value(i24 %136, !169, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !351)
  %137 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %133, !dbg !350
  %138 = load volatile i32, ptr %137, align 4, !dbg !350, !tbaa !249
  %139 = trunc i32 %138 to i24, !dbg !350
    #dbg_value(i24 %139, !172, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !351)
  %140 = tail call fastcc signext i24 @op_xor(i24 noundef signext %136, i24 noundef signext %139), !dbg !350
    #dbg_value(i24 %140, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !352)
  %141 = zext i24 %140 to i64, !dbg !354
    #dbg_value(i64 %141, !260, !DIExpression(), !355)
  %142 = xor i64 %134, %141, !dbg !357
  %143 = mul i64 %142, 1099511628211, !dbg !358
  %144 = add nuw nsw i64 %133, 1, !dbg !359
    #dbg_value(i64 %144, !166, !DIExpression(), !343)
  %145 = icmp eq i64 %144, 21, !dbg !359
  br i1 %145, label %129, label %132, !dbg !344, !llvm.loop !360

146:                                              ; preds = %126, %153
  %147 = phi i64 [ 0, %126 ], [ %154, %153 ]
  %148 = phi i64 [ 1469598103934665603, %126 ], [ %167, %153 ]
    #dbg_value(i64 %147, !173, !DIExpression(), !346)
  %149 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %147
    #dbg_value(i32 0, !176, !DIExpression(), !361)
  br label %156, !dbg !362

150:                                              ; preds = %153
  store i64 %167, ptr @h, align 8, !tbaa !238
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9, i64 noundef %167), !dbg !363
  %152 = load i64, ptr @h, align 8, !dbg !363, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %152, i64 %128, i64 %104, i64 %80, i64 %56, i64 %32), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !183, !DIExpression(), !364)
    #dbg_value(i32 0, !183, !DIExpression(), !364)
  br label %170, !dbg !365

153:                                              ; preds = %156
  %154 = add nuw nsw i64 %147, 1, !dbg !366
    #dbg_value(i64 %154, !173, !DIExpression(), !346)
  %155 = icmp eq i64 %154, 21, !dbg !366
  br i1 %155, label %150, label %146, !dbg !347, !llvm.loop !367

156:                                              ; preds = %146, %156
  %157 = phi i64 [ 0, %146 ], [ %168, %156 ]
  %158 = phi i64 [ %148, %146 ], [ %167, %156 ]
    #dbg_value(i64 %157, !176, !DIExpression(), !361)
  %159 = load volatile i32, ptr %149, align 4, !dbg !368, !tbaa !249
  %160 = trunc i32 %159 to i24, !dbg !368
    #dbg_value(i24 %160, !179, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !369)
  %161 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %157, !dbg !368
  %162 = load volatile i32, ptr %161, align 4, !dbg !368, !tbaa !249
  %163 = trunc i32 %162 to i24, !dbg !368
    #dbg_value(i24 %163, !182, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !369)
  %164 = tail call fastcc signext i24 @op_min(i24 noundef signext %160, i24 noundef signext %163), !dbg !368
    #dbg_value(i24 %164, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !370)
  %165 = zext i24 %164 to i64, !dbg !372
    #dbg_value(i64 %165, !260, !DIExpression(), !373)
  %166 = xor i64 %158, %165, !dbg !375
  %167 = mul i64 %166, 1099511628211, !dbg !376
  %168 = add nuw nsw i64 %157, 1, !dbg !377
    #dbg_value(i64 %168, !176, !DIExpression(), !361)
  %169 = icmp eq i64 %168, 21, !dbg !377
  br i1 %169, label %153, label %156, !dbg !362, !llvm.loop !378

170:                                              ; preds = %150, %177
  %171 = phi i64 [ 0, %150 ], [ %178, %177 ]
  %172 = phi i64 [ 1469598103934665603, %150 ], [ %191, %177 ]
    #dbg_value(i64 %171, !183, !DIExpression(), !364)
  %173 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %171
    #dbg_value(i32 0, !186, !DIExpression(), !379)
  br label %180, !dbg !380

174:                                              ; preds = %177
  store i64 %191, ptr @h, align 8, !tbaa !238
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10, i64 noundef %191), !dbg !381
  %176 = load i64, ptr @h, align 8, !dbg !381, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %176, i64 %152, i64 %128, i64 %104, i64 %80, i64 %56, i64 %32), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !193, !DIExpression(), !382)
    #dbg_value(i32 0, !193, !DIExpression(), !382)
  br label %194, !dbg !383

177:                                              ; preds = %180
  %178 = add nuw nsw i64 %171, 1, !dbg !384
    #dbg_value(i64 %178, !183, !DIExpression(), !364)
  %179 = icmp eq i64 %178, 21, !dbg !384
  br i1 %179, label %174, label %170, !dbg !365, !llvm.loop !385

180:                                              ; preds = %170, %180
  %181 = phi i64 [ 0, %170 ], [ %192, %180 ]
  %182 = phi i64 [ %172, %170 ], [ %191, %180 ]
    #dbg_value(i64 %181, !186, !DIExpression(), !379)
  %183 = load volatile i32, ptr %173, align 4, !dbg !386, !tbaa !249
  %184 = trunc i32 %183 to i24, !dbg !386
    #dbg_value(i24 %184, !189, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !387)
  %185 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %181, !dbg !386
  %186 = load volatile i32, ptr %185, align 4, !dbg !386, !tbaa !249
  %187 = trunc i32 %186 to i24, !dbg !386
    #dbg_value(i24 %187, !192, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !387)
  %188 = tail call fastcc signext i24 @op_max(i24 noundef signext %184, i24 noundef signext %187), !dbg !386
    #dbg_value(i24 %188, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !388)
  %189 = zext i24 %188 to i64, !dbg !390
    #dbg_value(i64 %189, !260, !DIExpression(), !391)
  %190 = xor i64 %182, %189, !dbg !393
  %191 = mul i64 %190, 1099511628211, !dbg !394
  %192 = add nuw nsw i64 %181, 1, !dbg !395
    #dbg_value(i64 %192, !186, !DIExpression(), !379)
  %193 = icmp eq i64 %192, 21, !dbg !395
  br i1 %193, label %177, label %180, !dbg !380, !llvm.loop !396

194:                                              ; preds = %174, %201
  %195 = phi i64 [ 0, %174 ], [ %202, %201 ]
  %196 = phi i64 [ 1469598103934665603, %174 ], [ %215, %201 ]
    #dbg_value(i64 %195, !193, !DIExpression(), !382)
  %197 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %195
    #dbg_value(i32 0, !196, !DIExpression(), !397)
  br label %204, !dbg !398

198:                                              ; preds = %201
  store i64 %215, ptr @h, align 8, !tbaa !238
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %215), !dbg !399
  %200 = load i64, ptr @h, align 8, !dbg !399, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %200, i64 %176, i64 %152, i64 %128, i64 %104, i64 %80, i64 %56, i64 %32), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
  store i64 1469598103934665603, ptr @h, align 8, !dbg !400, !tbaa !238
    #dbg_value(i32 0, !203, !DIExpression(), !401)
    #dbg_value(i32 0, !112, !DIExpression(), !232)
  br label %218, !dbg !402

201:                                              ; preds = %204
  %202 = add nuw nsw i64 %195, 1, !dbg !403
    #dbg_value(i64 %202, !193, !DIExpression(), !382)
  %203 = icmp eq i64 %202, 21, !dbg !403
  br i1 %203, label %198, label %194, !dbg !383, !llvm.loop !404

204:                                              ; preds = %194, %204
  %205 = phi i64 [ 0, %194 ], [ %216, %204 ]
  %206 = phi i64 [ %196, %194 ], [ %215, %204 ]
    #dbg_value(i64 %205, !196, !DIExpression(), !397)
  %207 = load volatile i32, ptr %197, align 4, !dbg !405, !tbaa !249
  %208 = trunc i32 %207 to i24, !dbg !405
    #dbg_value(i24 %208, !199, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !406)
  %209 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %205, !dbg !405
  %210 = load volatile i32, ptr %209, align 4, !dbg !405, !tbaa !249
  %211 = trunc i32 %210 to i24, !dbg !405
    #dbg_value(i24 %211, !202, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !406)
  %212 = tail call fastcc i32 @op_cmp(i24 noundef signext %208, i24 noundef signext %211), !dbg !405
  %213 = zext nneg i32 %212 to i64, !dbg !405
    #dbg_value(i64 %213, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !407)
    #dbg_value(i64 %213, !260, !DIExpression(), !409)
  %214 = xor i64 %206, %213, !dbg !411
  %215 = mul i64 %214, 1099511628211, !dbg !412
  %216 = add nuw nsw i64 %205, 1, !dbg !413
    #dbg_value(i64 %216, !196, !DIExpression(), !397)
  %217 = icmp eq i64 %216, 21, !dbg !413
  br i1 %217, label %201, label %204, !dbg !398, !llvm.loop !414

218:                                              ; preds = %198, %226
  %219 = phi i64 [ 0, %198 ], [ %227, %226 ]
  %220 = phi i32 [ 0, %198 ], [ %276, %226 ]
    #dbg_value(i32 %220, !112, !DIExpression(), !232)
    #dbg_value(i64 %219, !203, !DIExpression(), !401)
  %221 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %219
    #dbg_value(i32 %220, !112, !DIExpression(), !232)
    #dbg_value(i32 0, !205, !DIExpression(), !415)
  br label %229, !dbg !416

222:                                              ; preds = %226
  %223 = load i64, ptr @h, align 8, !dbg !417, !tbaa !238
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %223), !dbg !418
  %225 = load i64, ptr @h, align 8, !dbg !419, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %225, i64 %200, i64 %176, i64 %152, i64 %128, i64 %104, i64 %80, i64 %56, i64 %32), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !214, !DIExpression(), !420)
    #dbg_value(i32 0, !214, !DIExpression(), !420)
  br label %279, !dbg !421

226:                                              ; preds = %275
  %227 = add nuw nsw i64 %219, 1, !dbg !422
    #dbg_value(i32 %276, !112, !DIExpression(), !232)
    #dbg_value(i64 %227, !203, !DIExpression(), !401)
  %228 = icmp eq i64 %227, 21, !dbg !423
  br i1 %228, label %222, label %218, !dbg !402, !llvm.loop !424

229:                                              ; preds = %218, %275
  %230 = phi i64 [ 0, %218 ], [ %277, %275 ]
  %231 = phi i32 [ %220, %218 ], [ %276, %275 ]
    #dbg_value(i32 %231, !112, !DIExpression(), !232)
    #dbg_value(i64 %230, !205, !DIExpression(), !415)
  %232 = load volatile i32, ptr %221, align 4, !dbg !426, !tbaa !249
  %233 = trunc i32 %232 to i24, !dbg !426
    #dbg_value(i32 %232, !208, !DIExpression(DW_OP_constu, 8, DW_OP_shl, DW_OP_constu, 8, DW_OP_shra, DW_OP_stack_value), !427)
  %234 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %230, !dbg !428
  %235 = load volatile i32, ptr %234, align 4, !dbg !428, !tbaa !249
  %236 = trunc i32 %235 to i24, !dbg !428
    #dbg_value(i32 %235, !211, !DIExpression(DW_OP_constu, 8, DW_OP_shl, DW_OP_constu, 8, DW_OP_shra, DW_OP_stack_value), !427)
  %237 = and i32 %235, 16777215, !dbg !429
  %238 = icmp eq i32 %237, 0, !dbg !429
  br i1 %238, label %275, label %239, !dbg !431

239:                                              ; preds = %229
  %240 = icmp eq i24 %233, -8388608, !dbg !432
  %241 = icmp eq i24 %236, -1
  %242 = and i1 %240, %241, !dbg !433
  br i1 %242, label %275, label %243, !dbg !433

243:                                              ; preds = %239
  %244 = tail call fastcc signext i24 @op_div(i24 noundef signext %233, i24 noundef signext %236), !dbg !434
    #dbg_value(i24 %244, !212, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !427)
  %245 = tail call fastcc signext i24 @op_rem(i24 noundef signext %233, i24 noundef signext %236), !dbg !435
    #dbg_value(i24 %245, !213, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !427)
    #dbg_value(i24 %244, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !436)
  %246 = zext i24 %244 to i64, !dbg !438
    #dbg_value(i64 %246, !260, !DIExpression(), !439)
  %247 = load i64, ptr @h, align 8, !dbg !441, !tbaa !238
  %248 = xor i64 %247, %246, !dbg !442
  %249 = mul i64 %248, 1099511628211, !dbg !443
    #dbg_value(i24 %245, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !444)
  %250 = zext i24 %245 to i64, !dbg !446
    #dbg_value(i64 %250, !260, !DIExpression(), !447)
  %251 = xor i64 %249, %250, !dbg !449
  %252 = mul i64 %251, 1099511628211, !dbg !450
  store i64 %252, ptr @h, align 8, !dbg !451, !tbaa !238
  %253 = tail call fastcc signext i24 @op_mul(i24 noundef signext %244, i24 noundef signext %236), !dbg !452
  %254 = add i24 %253, %245, !dbg !454
  %255 = icmp eq i24 %254, %233, !dbg !455
  br i1 %255, label %261, label %256, !dbg !456

256:                                              ; preds = %243
  %257 = add nsw i32 %231, 1, !dbg !457
    #dbg_value(i32 %257, !112, !DIExpression(), !232)
  %258 = sext i24 %233 to i64, !dbg !459
  %259 = sext i24 %236 to i64, !dbg !460
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %258, i64 noundef %259), !dbg !461
  br label %261, !dbg !462

261:                                              ; preds = %256, %243
  %262 = phi i32 [ %257, %256 ], [ %231, %243 ], !dbg !232
    #dbg_value(i32 %262, !112, !DIExpression(), !232)
  %263 = icmp eq i24 %245, 0, !dbg !463
  br i1 %263, label %275, label %264, !dbg !465

264:                                              ; preds = %261
  %265 = lshr i24 %245, 23, !dbg !466
  %266 = zext nneg i24 %265 to i32, !dbg !466
  %267 = lshr i32 %232, 23, !dbg !467
  %268 = and i32 %267, 1, !dbg !467
  %269 = icmp eq i32 %268, %266, !dbg !468
  br i1 %269, label %275, label %270, !dbg !469

270:                                              ; preds = %264
  %271 = add nsw i32 %262, 1, !dbg !470
    #dbg_value(i32 %271, !112, !DIExpression(), !232)
  %272 = sext i24 %233 to i64, !dbg !472
  %273 = sext i24 %236 to i64, !dbg !473
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %272, i64 noundef %273), !dbg !474
  br label %275, !dbg !475

275:                                              ; preds = %261, %264, %270, %229, %239
  %276 = phi i32 [ %231, %239 ], [ %231, %229 ], [ %271, %270 ], [ %262, %264 ], [ %262, %261 ], !dbg !232
    #dbg_value(i32 %276, !112, !DIExpression(), !232)
  %277 = add nuw nsw i64 %230, 1, !dbg !476
    #dbg_value(i64 %277, !205, !DIExpression(), !415)
  %278 = icmp eq i64 %277, 21, !dbg !477
  br i1 %278, label %226, label %229, !dbg !416, !llvm.loop !478

279:                                              ; preds = %222, %346
  %280 = phi i64 [ 0, %222 ], [ %347, %346 ]
  %281 = phi i64 [ 1469598103934665603, %222 ], [ %365, %346 ]
    #dbg_value(i64 %280, !214, !DIExpression(), !420)
  %282 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %280
    #dbg_value(i32 0, !216, !DIExpression(), !480)
  br label %349, !dbg !481

283:                                              ; preds = %346
  store i64 %365, ptr @h, align 8, !tbaa !238
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %365), !dbg !482
  %285 = load i64, ptr @h, align 8, !dbg !483, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %285, i64 %225, i64 %200, i64 %176, i64 %152, i64 %128, i64 %104, i64 %80, i64 %56, i64 %32), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !222, !DIExpression(), !484)
    #dbg_value(i64 0, !222, !DIExpression(), !484)
  %286 = load volatile i32, ptr @vals, align 16, !dbg !485, !tbaa !249
  %287 = trunc i32 %286 to i24, !dbg !485
    #dbg_value(i24 %287, !224, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !486)
  %288 = sext i24 %287 to i64, !dbg !487
  %289 = tail call fastcc signext i24 @op_shl(i24 noundef signext %287, i32 noundef 23), !dbg !488
    #dbg_value(i24 %289, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !489)
  %290 = zext i24 %289 to i64, !dbg !491
  %291 = tail call fastcc signext i24 @op_lshr(i24 noundef signext %287, i32 noundef 23), !dbg !492
    #dbg_value(i24 %291, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !493)
  %292 = zext i24 %291 to i64, !dbg !495
  %293 = tail call fastcc signext i24 @op_ashr(i24 noundef signext %287, i32 noundef 23), !dbg !496
  %294 = sext i24 %293 to i64, !dbg !497
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %288, i32 noundef 23, i64 noundef %290, i32 noundef 23, i64 noundef %292, i32 noundef 23, i64 noundef %294), !dbg !498
    #dbg_value(i64 4, !222, !DIExpression(), !484)
  %296 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 16, !dbg !485, !tbaa !249
  %297 = trunc i32 %296 to i24, !dbg !485
    #dbg_value(i24 %297, !224, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !486)
  %298 = sext i24 %297 to i64, !dbg !487
  %299 = tail call fastcc signext i24 @op_shl(i24 noundef signext %297, i32 noundef 23), !dbg !488
    #dbg_value(i24 %299, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !489)
  %300 = zext i24 %299 to i64, !dbg !491
  %301 = tail call fastcc signext i24 @op_lshr(i24 noundef signext %297, i32 noundef 23), !dbg !492
    #dbg_value(i24 %301, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !493)
  %302 = zext i24 %301 to i64, !dbg !495
  %303 = tail call fastcc signext i24 @op_ashr(i24 noundef signext %297, i32 noundef 23), !dbg !496
  %304 = sext i24 %303 to i64, !dbg !497
  %305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %298, i32 noundef 23, i64 noundef %300, i32 noundef 23, i64 noundef %302, i32 noundef 23, i64 noundef %304), !dbg !498
    #dbg_value(i64 8, !222, !DIExpression(), !484)
  %306 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 16, !dbg !485, !tbaa !249
  %307 = trunc i32 %306 to i24, !dbg !485
    #dbg_value(i24 %307, !224, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !486)
  %308 = sext i24 %307 to i64, !dbg !487
  %309 = tail call fastcc signext i24 @op_shl(i24 noundef signext %307, i32 noundef 23), !dbg !488
    #dbg_value(i24 %309, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !489)
  %310 = zext i24 %309 to i64, !dbg !491
  %311 = tail call fastcc signext i24 @op_lshr(i24 noundef signext %307, i32 noundef 23), !dbg !492
    #dbg_value(i24 %311, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !493)
  %312 = zext i24 %311 to i64, !dbg !495
  %313 = tail call fastcc signext i24 @op_ashr(i24 noundef signext %307, i32 noundef 23), !dbg !496
  %314 = sext i24 %313 to i64, !dbg !497
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %308, i32 noundef 23, i64 noundef %310, i32 noundef 23, i64 noundef %312, i32 noundef 23, i64 noundef %314), !dbg !498
    #dbg_value(i64 12, !222, !DIExpression(), !484)
  %316 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 48), align 16, !dbg !485, !tbaa !249
  %317 = trunc i32 %316 to i24, !dbg !485
    #dbg_value(i24 %317, !224, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !486)
  %318 = sext i24 %317 to i64, !dbg !487
  %319 = tail call fastcc signext i24 @op_shl(i24 noundef signext %317, i32 noundef 23), !dbg !488
    #dbg_value(i24 %319, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !489)
  %320 = zext i24 %319 to i64, !dbg !491
  %321 = tail call fastcc signext i24 @op_lshr(i24 noundef signext %317, i32 noundef 23), !dbg !492
    #dbg_value(i24 %321, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !493)
  %322 = zext i24 %321 to i64, !dbg !495
  %323 = tail call fastcc signext i24 @op_ashr(i24 noundef signext %317, i32 noundef 23), !dbg !496
  %324 = sext i24 %323 to i64, !dbg !497
  %325 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %318, i32 noundef 23, i64 noundef %320, i32 noundef 23, i64 noundef %322, i32 noundef 23, i64 noundef %324), !dbg !498
    #dbg_value(i64 16, !222, !DIExpression(), !484)
  %326 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 64), align 16, !dbg !485, !tbaa !249
  %327 = trunc i32 %326 to i24, !dbg !485
    #dbg_value(i24 %327, !224, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !486)
  %328 = sext i24 %327 to i64, !dbg !487
  %329 = tail call fastcc signext i24 @op_shl(i24 noundef signext %327, i32 noundef 23), !dbg !488
    #dbg_value(i24 %329, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !489)
  %330 = zext i24 %329 to i64, !dbg !491
  %331 = tail call fastcc signext i24 @op_lshr(i24 noundef signext %327, i32 noundef 23), !dbg !492
    #dbg_value(i24 %331, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !493)
  %332 = zext i24 %331 to i64, !dbg !495
  %333 = tail call fastcc signext i24 @op_ashr(i24 noundef signext %327, i32 noundef 23), !dbg !496
  %334 = sext i24 %333 to i64, !dbg !497
  %335 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %328, i32 noundef 23, i64 noundef %330, i32 noundef 23, i64 noundef %332, i32 noundef 23, i64 noundef %334), !dbg !498
    #dbg_value(i64 20, !222, !DIExpression(), !484)
  %336 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 80), align 16, !dbg !485, !tbaa !249
  %337 = trunc i32 %336 to i24, !dbg !485
    #dbg_value(i24 %337, !224, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !486)
  %338 = sext i24 %337 to i64, !dbg !487
  %339 = tail call fastcc signext i24 @op_shl(i24 noundef signext %337, i32 noundef 23), !dbg !488
    #dbg_value(i24 %339, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !489)
  %340 = zext i24 %339 to i64, !dbg !491
  %341 = tail call fastcc signext i24 @op_lshr(i24 noundef signext %337, i32 noundef 23), !dbg !492
    #dbg_value(i24 %341, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !493)
  %342 = zext i24 %341 to i64, !dbg !495
  %343 = tail call fastcc signext i24 @op_ashr(i24 noundef signext %337, i32 noundef 23), !dbg !496
  %344 = sext i24 %343 to i64, !dbg !497
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %338, i32 noundef 23, i64 noundef %340, i32 noundef 23, i64 noundef %342, i32 noundef 23, i64 noundef %344), !dbg !498
    #dbg_value(i64 24, !222, !DIExpression(), !484)
  br label %384, !dbg !499

346:                                              ; preds = %349
  %347 = add nuw nsw i64 %280, 1, !dbg !500
    #dbg_value(i64 %347, !214, !DIExpression(), !420)
  %348 = icmp eq i64 %347, 21, !dbg !501
  br i1 %348, label %283, label %279, !dbg !421, !llvm.loop !502

349:                                              ; preds = %279, %349
  %350 = phi i32 [ 0, %279 ], [ %366, %349 ]
  %351 = phi i64 [ %281, %279 ], [ %365, %349 ]
    #dbg_value(i32 %350, !216, !DIExpression(), !480)
  %352 = load volatile i32, ptr %282, align 4, !dbg !504, !tbaa !249
  %353 = trunc i32 %352 to i24, !dbg !504
    #dbg_value(i24 %353, !219, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !505)
  %354 = tail call fastcc signext i24 @op_shl(i24 noundef signext %353, i32 noundef %350), !dbg !506
    #dbg_value(i24 %354, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !507)
  %355 = zext i24 %354 to i64, !dbg !509
    #dbg_value(i64 %355, !260, !DIExpression(), !510)
  %356 = xor i64 %351, %355, !dbg !512
  %357 = mul i64 %356, 1099511628211, !dbg !513
  %358 = tail call fastcc signext i24 @op_lshr(i24 noundef signext %353, i32 noundef %350), !dbg !514
    #dbg_value(i24 %358, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !515)
  %359 = zext i24 %358 to i64, !dbg !517
    #dbg_value(i64 %359, !260, !DIExpression(), !518)
  %360 = xor i64 %357, %359, !dbg !520
  %361 = mul i64 %360, 1099511628211, !dbg !521
  %362 = tail call fastcc signext i24 @op_ashr(i24 noundef signext %353, i32 noundef %350), !dbg !522
    #dbg_value(i24 %362, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !523)
  %363 = zext i24 %362 to i64, !dbg !525
    #dbg_value(i64 %363, !260, !DIExpression(), !526)
  %364 = xor i64 %361, %363, !dbg !528
  %365 = mul i64 %364, 1099511628211, !dbg !529
  %366 = add nuw nsw i32 %350, 1, !dbg !530
    #dbg_value(i32 %366, !216, !DIExpression(), !480)
  %367 = icmp eq i32 %366, 24, !dbg !531
  br i1 %367, label %346, label %349, !dbg !481, !llvm.loop !532

368:                                              ; preds = %429
  %369 = xor i64 %32, %8, !dbg !273
    #dbg_value(i64 %369, !111, !DIExpression(), !232)
  %370 = xor i64 %369, %56, !dbg !291
    #dbg_value(i64 %370, !111, !DIExpression(), !232)
  %371 = xor i64 %370, %80, !dbg !309
    #dbg_value(i64 %371, !111, !DIExpression(), !232)
  %372 = xor i64 %371, %104, !dbg !327
    #dbg_value(i64 %372, !111, !DIExpression(), !232)
  %373 = xor i64 %372, %128, !dbg !345
    #dbg_value(i64 %373, !111, !DIExpression(), !232)
  %374 = xor i64 %373, %152, !dbg !363
    #dbg_value(i64 %374, !111, !DIExpression(), !232)
  %375 = xor i64 %374, %176, !dbg !381
    #dbg_value(i64 %375, !111, !DIExpression(), !232)
  %376 = xor i64 %375, %200, !dbg !399
    #dbg_value(i64 %376, !111, !DIExpression(), !232)
  %377 = xor i64 %376, %225, !dbg !534
    #dbg_value(i64 %377, !111, !DIExpression(), !232)
  %378 = xor i64 %377, %285, !dbg !535
    #dbg_value(i64 %378, !111, !DIExpression(), !232)
  %379 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %378, i32 noundef %430), !dbg !536
  %380 = icmp eq i32 %430, 0, !dbg !537
  %381 = trunc i64 %378 to i32, !dbg !537
  %382 = and i32 %381, 63, !dbg !537
  %383 = select i1 %380, i32 %382, i32 100, !dbg !537
  ret i32 %383, !dbg !538

384:                                              ; preds = %283, %429
  %385 = phi i64 [ 0, %283 ], [ %431, %429 ]
  %386 = phi i32 [ %276, %283 ], [ %430, %429 ]
    #dbg_value(i64 %385, !227, !DIExpression(), !539)
    #dbg_value(i32 %386, !112, !DIExpression(), !232)
  %387 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %385, !dbg !540
  %388 = load volatile i32, ptr %387, align 4, !dbg !540, !tbaa !249
  %389 = trunc i32 %388 to i24, !dbg !540
    #dbg_value(i24 %389, !229, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !541)
  %390 = sext i24 %389 to i64, !dbg !542
  %391 = tail call fastcc signext i24 @op_neg(i24 noundef signext %389), !dbg !543
    #dbg_value(i24 %391, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !544)
  %392 = zext i24 %391 to i64, !dbg !546
  %393 = tail call fastcc signext i24 @op_not(i24 noundef signext %389), !dbg !547
    #dbg_value(i24 %393, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !548)
  %394 = zext i24 %393 to i64, !dbg !550
  %395 = tail call fastcc signext i24 @op_abs(i24 noundef signext %389), !dbg !551
    #dbg_value(i24 %395, !252, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !552)
  %396 = zext i24 %395 to i64, !dbg !554
  %397 = tail call fastcc signext i24 @div3(i24 noundef signext %389), !dbg !555
  %398 = sext i24 %397 to i64, !dbg !556
  %399 = tail call fastcc signext i24 @div7(i24 noundef signext %389), !dbg !557
  %400 = sext i24 %399 to i64, !dbg !558
  %401 = tail call fastcc signext i24 @div10(i24 noundef signext %389), !dbg !559
  %402 = sext i24 %401 to i64, !dbg !560
  %403 = tail call fastcc signext i24 @rem10(i24 noundef signext %389), !dbg !561
  %404 = sext i24 %403 to i64, !dbg !562
  %405 = tail call fastcc signext i24 @div16(i24 noundef signext %389), !dbg !563
  %406 = sext i24 %405 to i64, !dbg !564
  %407 = tail call fastcc signext i24 @rem16(i24 noundef signext %389), !dbg !565
  %408 = sext i24 %407 to i64, !dbg !566
  %409 = tail call fastcc signext i24 @divm5(i24 noundef signext %389), !dbg !567
  %410 = sext i24 %409 to i64, !dbg !568
  %411 = tail call fastcc signext i24 @divmax(i24 noundef signext %389), !dbg !569
  %412 = sext i24 %411 to i64, !dbg !570
  %413 = sitofp i24 %389 to double, !dbg !571
  %414 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %390, i64 noundef %392, i64 noundef %394, i64 noundef %396, i64 noundef %398, i64 noundef %400, i64 noundef %402, i64 noundef %404, i64 noundef %406, i64 noundef %408, i64 noundef %410, i64 noundef %412, double noundef %413, double noundef %413), !dbg !572
  %415 = tail call fastcc signext i24 @op_div(i24 noundef signext %389, i24 noundef signext 10), !dbg !573
  %416 = icmp eq i24 %401, %415, !dbg !575
  br i1 %416, label %417, label %426, !dbg !576

417:                                              ; preds = %384
  %418 = tail call fastcc signext i24 @op_rem(i24 noundef signext %389, i24 noundef signext 10), !dbg !577
  %419 = icmp eq i24 %403, %418, !dbg !578
  br i1 %419, label %420, label %426, !dbg !579

420:                                              ; preds = %417
  %421 = tail call fastcc signext i24 @op_div(i24 noundef signext %389, i24 noundef signext 7), !dbg !580
  %422 = icmp eq i24 %399, %421, !dbg !581
  br i1 %422, label %423, label %426, !dbg !582

423:                                              ; preds = %420
  %424 = tail call fastcc signext i24 @op_div(i24 noundef signext %389, i24 noundef signext 16), !dbg !583
  %425 = icmp eq i24 %405, %424, !dbg !584
  br i1 %425, label %429, label %426, !dbg !585

426:                                              ; preds = %423, %420, %417, %384
  %427 = add nsw i32 %386, 1, !dbg !586
    #dbg_value(i32 %427, !112, !DIExpression(), !232)
  %428 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !588
  br label %429, !dbg !589

429:                                              ; preds = %426, %423
  %430 = phi i32 [ %427, %426 ], [ %386, %423 ], !dbg !232
    #dbg_value(i32 %430, !112, !DIExpression(), !232)
  %431 = add nuw nsw i64 %385, 1, !dbg !590
    #dbg_value(i64 %431, !227, !DIExpression(), !539)
  %432 = icmp eq i64 %431, 21, !dbg !591
  br i1 %432, label %368, label %384, !dbg !499, !llvm.loop !592
}

; Function Attrs: nofree nounwind
declare !dbg !594 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i24 @op_add(i24 noundef signext %0, i24 noundef signext %1) unnamed_addr #2 !dbg !601 {
    #dbg_value(i24 %0, !605, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !607)
    #dbg_value(i24 %1, !606, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !607)
  %3 = add i24 %1, %0, !dbg !608
  ret i24 %3, !dbg !609
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i24 @op_sub(i24 noundef signext %0, i24 noundef signext %1) unnamed_addr #2 !dbg !610 {
    #dbg_value(i24 %0, !612, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !614)
    #dbg_value(i24 %1, !613, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !614)
  %3 = sub i24 %0, %1, !dbg !615
  ret i24 %3, !dbg !616
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i24 @op_mul(i24 noundef signext %0, i24 noundef signext %1) unnamed_addr #2 !dbg !617 {
    #dbg_value(i24 %0, !619, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !621)
    #dbg_value(i24 %1, !620, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !621)
  %3 = mul i24 %1, %0, !dbg !622
  ret i24 %3, !dbg !623
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i24 @op_and(i24 noundef signext %0, i24 noundef signext %1) unnamed_addr #2 !dbg !624 {
    #dbg_value(i24 %0, !626, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !628)
    #dbg_value(i24 %1, !627, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !628)
  %3 = and i24 %1, %0, !dbg !629
  ret i24 %3, !dbg !630
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i24 @op_or(i24 noundef signext %0, i24 noundef signext %1) unnamed_addr #2 !dbg !631 {
    #dbg_value(i24 %0, !633, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !635)
    #dbg_value(i24 %1, !634, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !635)
  %3 = or i24 %1, %0, !dbg !636
  ret i24 %3, !dbg !637
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i24 @op_xor(i24 noundef signext %0, i24 noundef signext %1) unnamed_addr #2 !dbg !638 {
    #dbg_value(i24 %0, !640, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !642)
    #dbg_value(i24 %1, !641, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !642)
  %3 = xor i24 %1, %0, !dbg !643
  ret i24 %3, !dbg !644
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i24 @op_min(i24 noundef signext %0, i24 noundef signext %1) unnamed_addr #2 !dbg !645 {
    #dbg_value(i24 %0, !647, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !649)
    #dbg_value(i24 %1, !648, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !649)
  %3 = tail call i24 @llvm.smin.i24(i24 %0, i24 %1), !dbg !650
  ret i24 %3, !dbg !651
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i24 @op_max(i24 noundef signext %0, i24 noundef signext %1) unnamed_addr #2 !dbg !652 {
    #dbg_value(i24 %0, !654, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !656)
    #dbg_value(i24 %1, !655, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !656)
  %3 = tail call i24 @llvm.smax.i24(i24 %0, i24 %1), !dbg !657
  ret i24 %3, !dbg !658
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i24 noundef signext %0, i24 noundef signext %1) unnamed_addr #2 !dbg !659 {
    #dbg_value(i24 %0, !663, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !665)
    #dbg_value(i24 %1, !664, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !665)
  %3 = icmp eq i24 %0, %1, !dbg !666
  %4 = zext i1 %3 to i32, !dbg !666
  %5 = select i1 %3, i32 0, i32 2, !dbg !667
  %6 = icmp slt i24 %0, %1, !dbg !668
  %7 = select i1 %6, i32 4, i32 0, !dbg !669
  %8 = icmp sgt i24 %0, %1, !dbg !670
  %9 = select i1 %8, i32 0, i32 8, !dbg !671
  %10 = select i1 %8, i32 16, i32 0, !dbg !672
  %11 = select i1 %6, i32 0, i32 32, !dbg !673
  %12 = icmp ult i24 %0, %1, !dbg !674
  %13 = select i1 %12, i32 64, i32 0, !dbg !675
  %14 = select i1 %12, i32 0, i32 128, !dbg !676
  %15 = icmp eq i24 %0, 0, !dbg !677
  %16 = select i1 %15, i32 256, i32 0, !dbg !678
  %17 = icmp eq i24 %1, 0, !dbg !679
  %18 = select i1 %17, i32 0, i32 512, !dbg !680
  %19 = or disjoint i32 %16, %4, !dbg !681
  %20 = or disjoint i32 %19, %5, !dbg !682
  %21 = or disjoint i32 %20, %7, !dbg !683
  %22 = or disjoint i32 %21, %9, !dbg !684
  %23 = or disjoint i32 %22, %10, !dbg !685
  %24 = or i32 %23, %11, !dbg !686
  %25 = or i32 %24, %13, !dbg !687
  %26 = or i32 %25, %14, !dbg !688
  %27 = or i32 %26, %18, !dbg !689
  ret i32 %27, !dbg !690
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i24 @op_div(i24 noundef signext %0, i24 noundef signext %1) unnamed_addr #2 !dbg !691 {
    #dbg_value(i24 %0, !693, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !695)
    #dbg_value(i24 %1, !694, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !695)
  %3 = sdiv i24 %0, %1, !dbg !696
  ret i24 %3, !dbg !697
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i24 @op_rem(i24 noundef signext %0, i24 noundef signext %1) unnamed_addr #2 !dbg !698 {
    #dbg_value(i24 %0, !700, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !702)
    #dbg_value(i24 %1, !701, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !702)
  %3 = srem i24 %0, %1, !dbg !703
  ret i24 %3, !dbg !704
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i24 @op_shl(i24 noundef signext %0, i32 noundef %1) unnamed_addr #2 !dbg !705 {
    #dbg_value(i24 %0, !709, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !711)
    #dbg_value(i32 %1, !710, !DIExpression(), !711)
  %3 = trunc i32 %1 to i24, !dbg !712
  %4 = shl i24 %0, %3, !dbg !712
  ret i24 %4, !dbg !713
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i24 @op_lshr(i24 noundef signext %0, i32 noundef %1) unnamed_addr #2 !dbg !714 {
    #dbg_value(i24 %0, !716, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !718)
    #dbg_value(i32 %1, !717, !DIExpression(), !718)
  %3 = trunc i32 %1 to i24, !dbg !719
  %4 = lshr i24 %0, %3, !dbg !719
  ret i24 %4, !dbg !720
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i24 @op_ashr(i24 noundef signext %0, i32 noundef %1) unnamed_addr #2 !dbg !721 {
    #dbg_value(i24 %0, !723, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !725)
    #dbg_value(i32 %1, !724, !DIExpression(), !725)
  %3 = trunc i32 %1 to i24, !dbg !726
  %4 = ashr i24 %0, %3, !dbg !726
  ret i24 %4, !dbg !727
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i24 @op_neg(i24 noundef signext %0) unnamed_addr #2 !dbg !728 {
    #dbg_value(i24 %0, !732, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !733)
  %2 = sub i24 0, %0, !dbg !734
  ret i24 %2, !dbg !735
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i24 @op_not(i24 noundef signext %0) unnamed_addr #2 !dbg !736 {
    #dbg_value(i24 %0, !738, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !739)
  %2 = xor i24 %0, -1, !dbg !740
  ret i24 %2, !dbg !741
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i24 @op_abs(i24 noundef signext %0) unnamed_addr #2 !dbg !742 {
    #dbg_value(i24 %0, !744, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !745)
  %2 = icmp slt i24 %0, 0, !dbg !746
  br i1 %2, label %3, label %5, !dbg !747

3:                                                ; preds = %1
  %4 = tail call fastcc signext i24 @op_neg(i24 noundef signext %0), !dbg !748
  br label %5, !dbg !747

5:                                                ; preds = %1, %3
  %6 = phi i24 [ %4, %3 ], [ %0, %1 ], !dbg !747
  ret i24 %6, !dbg !749
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i24 -2796202, 2796203) i24 @div3(i24 noundef signext %0) unnamed_addr #2 !dbg !750 {
    #dbg_value(i24 %0, !752, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !753)
  %2 = sdiv i24 %0, 3, !dbg !754
  ret i24 %2, !dbg !755
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i24 -1198372, 1198373) i24 @div7(i24 noundef signext %0) unnamed_addr #2 !dbg !756 {
    #dbg_value(i24 %0, !758, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !759)
  %2 = sdiv i24 %0, 7, !dbg !760
  ret i24 %2, !dbg !761
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i24 -838860, 838861) i24 @div10(i24 noundef signext %0) unnamed_addr #2 !dbg !762 {
    #dbg_value(i24 %0, !764, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !765)
  %2 = sdiv i24 %0, 10, !dbg !766
  ret i24 %2, !dbg !767
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext range(i24 -9, 10) i24 @rem10(i24 noundef signext %0) unnamed_addr #2 !dbg !768 {
  %2 = sext i24 %0 to i32
    #dbg_value(i32 %2, !770, !DIExpression(), !771)
  %3 = srem i32 %2, 10, !dbg !772
  %4 = trunc nsw i32 %3 to i24, !dbg !773
  ret i24 %4, !dbg !774
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i24 -524288, 524288) i24 @div16(i24 noundef signext %0) unnamed_addr #2 !dbg !775 {
    #dbg_value(i24 %0, !777, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !778)
  %2 = sdiv i24 %0, 16, !dbg !779
  ret i24 %2, !dbg !780
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext range(i24 -15, 16) i24 @rem16(i24 noundef signext %0) unnamed_addr #2 !dbg !781 {
  %2 = sext i24 %0 to i32
    #dbg_value(i32 %2, !783, !DIExpression(), !784)
  %3 = srem i32 %2, 16, !dbg !785
  %4 = trunc nsw i32 %3 to i24, !dbg !786
  ret i24 %4, !dbg !787
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i24 -1677721, 1677722) i24 @divm5(i24 noundef signext %0) unnamed_addr #2 !dbg !788 {
    #dbg_value(i24 %0, !790, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !791)
  %2 = sdiv i24 %0, -5, !dbg !792
  ret i24 %2, !dbg !793
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i24 -1, 2) i24 @divmax(i24 noundef signext %0) unnamed_addr #2 !dbg !794 {
    #dbg_value(i24 %0, !796, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !797)
  %2 = sdiv i24 %0, 8388607, !dbg !798
  ret i24 %2, !dbg !799
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i24 @llvm.smin.i24(i24, i24) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i24 @llvm.smax.i24(i24, i24) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!99, !100, !101, !102, !103, !104, !105}
!llvm.ident = !{!106}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/ops_matrix_bitint24.c", directory: ".", checksumkind: CSK_MD5, checksum: "483655cca90359ba8673da2ae8a94577")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 400, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 50)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "h", scope: !14, file: !2, line: 24, type: !21, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !26, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16, !17, !19, !21, !22, !23, !24, !25}
!16 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !2, line: 10, baseType: !18)
!18 = !DIBasicType(name: "_BitInt", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "U", file: !2, line: 11, baseType: !20)
!20 = !DIBasicType(name: "unsigned _BitInt", size: 32, encoding: DW_ATE_unsigned)
!21 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "WU", file: !2, line: 12, baseType: !20)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!26 = !{!0, !7, !27, !32, !37, !39, !41, !43, !48, !50, !52, !54, !56, !61, !66, !71, !73, !78, !83, !88, !12, !93}
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 14)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 4)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !34, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !34, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !34, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 3)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !34, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !34, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !34, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !34, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 33)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 26)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 16)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 96, type: !68, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 46)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 106, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 984, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 123)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 20)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 22)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(name: "vals", scope: !14, file: !2, line: 18, type: !95, isLocal: true, isDefinition: true)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 672, elements: !97)
!96 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !17)
!97 = !{!98}
!98 = !DISubrange(count: 21)
!99 = !{i32 7, !"Dwarf Version", i32 5}
!100 = !{i32 2, !"Debug Info Version", i32 3}
!101 = !{i32 1, !"wchar_size", i32 4}
!102 = !{i32 8, !"PIC Level", i32 2}
!103 = !{i32 7, !"PIE Level", i32 2}
!104 = !{i32 7, !"uwtable", i32 2}
!105 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!106 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!107 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 66, type: !108, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !110)
!108 = !DISubroutineType(types: !109)
!109 = !{!22}
!110 = !{!111, !112, !113, !116, !119, !122, !123, !126, !129, !132, !133, !136, !139, !142, !143, !146, !149, !152, !153, !156, !159, !162, !163, !166, !169, !172, !173, !176, !179, !182, !183, !186, !189, !192, !193, !196, !199, !202, !203, !205, !208, !211, !212, !213, !214, !216, !219, !222, !224, !227, !229}
!111 = !DILocalVariable(name: "total", scope: !107, file: !2, line: 67, type: !21)
!112 = !DILocalVariable(name: "bad", scope: !107, file: !2, line: 68, type: !22)
!113 = !DILocalVariable(name: "i", scope: !114, file: !2, line: 71, type: !22)
!114 = distinct !DILexicalBlock(scope: !115, file: !2, line: 71, column: 5)
!115 = distinct !DILexicalBlock(scope: !107, file: !2, line: 71, column: 5)
!116 = !DILocalVariable(name: "j", scope: !117, file: !2, line: 71, type: !22)
!117 = distinct !DILexicalBlock(scope: !118, file: !2, line: 71, column: 5)
!118 = distinct !DILexicalBlock(scope: !114, file: !2, line: 71, column: 5)
!119 = !DILocalVariable(name: "a", scope: !120, file: !2, line: 71, type: !17)
!120 = distinct !DILexicalBlock(scope: !121, file: !2, line: 71, column: 5)
!121 = distinct !DILexicalBlock(scope: !117, file: !2, line: 71, column: 5)
!122 = !DILocalVariable(name: "b", scope: !120, file: !2, line: 71, type: !17)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 72, type: !22)
!124 = distinct !DILexicalBlock(scope: !125, file: !2, line: 72, column: 5)
!125 = distinct !DILexicalBlock(scope: !107, file: !2, line: 72, column: 5)
!126 = !DILocalVariable(name: "j", scope: !127, file: !2, line: 72, type: !22)
!127 = distinct !DILexicalBlock(scope: !128, file: !2, line: 72, column: 5)
!128 = distinct !DILexicalBlock(scope: !124, file: !2, line: 72, column: 5)
!129 = !DILocalVariable(name: "a", scope: !130, file: !2, line: 72, type: !17)
!130 = distinct !DILexicalBlock(scope: !131, file: !2, line: 72, column: 5)
!131 = distinct !DILexicalBlock(scope: !127, file: !2, line: 72, column: 5)
!132 = !DILocalVariable(name: "b", scope: !130, file: !2, line: 72, type: !17)
!133 = !DILocalVariable(name: "i", scope: !134, file: !2, line: 73, type: !22)
!134 = distinct !DILexicalBlock(scope: !135, file: !2, line: 73, column: 5)
!135 = distinct !DILexicalBlock(scope: !107, file: !2, line: 73, column: 5)
!136 = !DILocalVariable(name: "j", scope: !137, file: !2, line: 73, type: !22)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 73, column: 5)
!138 = distinct !DILexicalBlock(scope: !134, file: !2, line: 73, column: 5)
!139 = !DILocalVariable(name: "a", scope: !140, file: !2, line: 73, type: !17)
!140 = distinct !DILexicalBlock(scope: !141, file: !2, line: 73, column: 5)
!141 = distinct !DILexicalBlock(scope: !137, file: !2, line: 73, column: 5)
!142 = !DILocalVariable(name: "b", scope: !140, file: !2, line: 73, type: !17)
!143 = !DILocalVariable(name: "i", scope: !144, file: !2, line: 74, type: !22)
!144 = distinct !DILexicalBlock(scope: !145, file: !2, line: 74, column: 5)
!145 = distinct !DILexicalBlock(scope: !107, file: !2, line: 74, column: 5)
!146 = !DILocalVariable(name: "j", scope: !147, file: !2, line: 74, type: !22)
!147 = distinct !DILexicalBlock(scope: !148, file: !2, line: 74, column: 5)
!148 = distinct !DILexicalBlock(scope: !144, file: !2, line: 74, column: 5)
!149 = !DILocalVariable(name: "a", scope: !150, file: !2, line: 74, type: !17)
!150 = distinct !DILexicalBlock(scope: !151, file: !2, line: 74, column: 5)
!151 = distinct !DILexicalBlock(scope: !147, file: !2, line: 74, column: 5)
!152 = !DILocalVariable(name: "b", scope: !150, file: !2, line: 74, type: !17)
!153 = !DILocalVariable(name: "i", scope: !154, file: !2, line: 75, type: !22)
!154 = distinct !DILexicalBlock(scope: !155, file: !2, line: 75, column: 5)
!155 = distinct !DILexicalBlock(scope: !107, file: !2, line: 75, column: 5)
!156 = !DILocalVariable(name: "j", scope: !157, file: !2, line: 75, type: !22)
!157 = distinct !DILexicalBlock(scope: !158, file: !2, line: 75, column: 5)
!158 = distinct !DILexicalBlock(scope: !154, file: !2, line: 75, column: 5)
!159 = !DILocalVariable(name: "a", scope: !160, file: !2, line: 75, type: !17)
!160 = distinct !DILexicalBlock(scope: !161, file: !2, line: 75, column: 5)
!161 = distinct !DILexicalBlock(scope: !157, file: !2, line: 75, column: 5)
!162 = !DILocalVariable(name: "b", scope: !160, file: !2, line: 75, type: !17)
!163 = !DILocalVariable(name: "i", scope: !164, file: !2, line: 76, type: !22)
!164 = distinct !DILexicalBlock(scope: !165, file: !2, line: 76, column: 5)
!165 = distinct !DILexicalBlock(scope: !107, file: !2, line: 76, column: 5)
!166 = !DILocalVariable(name: "j", scope: !167, file: !2, line: 76, type: !22)
!167 = distinct !DILexicalBlock(scope: !168, file: !2, line: 76, column: 5)
!168 = distinct !DILexicalBlock(scope: !164, file: !2, line: 76, column: 5)
!169 = !DILocalVariable(name: "a", scope: !170, file: !2, line: 76, type: !17)
!170 = distinct !DILexicalBlock(scope: !171, file: !2, line: 76, column: 5)
!171 = distinct !DILexicalBlock(scope: !167, file: !2, line: 76, column: 5)
!172 = !DILocalVariable(name: "b", scope: !170, file: !2, line: 76, type: !17)
!173 = !DILocalVariable(name: "i", scope: !174, file: !2, line: 77, type: !22)
!174 = distinct !DILexicalBlock(scope: !175, file: !2, line: 77, column: 5)
!175 = distinct !DILexicalBlock(scope: !107, file: !2, line: 77, column: 5)
!176 = !DILocalVariable(name: "j", scope: !177, file: !2, line: 77, type: !22)
!177 = distinct !DILexicalBlock(scope: !178, file: !2, line: 77, column: 5)
!178 = distinct !DILexicalBlock(scope: !174, file: !2, line: 77, column: 5)
!179 = !DILocalVariable(name: "a", scope: !180, file: !2, line: 77, type: !17)
!180 = distinct !DILexicalBlock(scope: !181, file: !2, line: 77, column: 5)
!181 = distinct !DILexicalBlock(scope: !177, file: !2, line: 77, column: 5)
!182 = !DILocalVariable(name: "b", scope: !180, file: !2, line: 77, type: !17)
!183 = !DILocalVariable(name: "i", scope: !184, file: !2, line: 78, type: !22)
!184 = distinct !DILexicalBlock(scope: !185, file: !2, line: 78, column: 5)
!185 = distinct !DILexicalBlock(scope: !107, file: !2, line: 78, column: 5)
!186 = !DILocalVariable(name: "j", scope: !187, file: !2, line: 78, type: !22)
!187 = distinct !DILexicalBlock(scope: !188, file: !2, line: 78, column: 5)
!188 = distinct !DILexicalBlock(scope: !184, file: !2, line: 78, column: 5)
!189 = !DILocalVariable(name: "a", scope: !190, file: !2, line: 78, type: !17)
!190 = distinct !DILexicalBlock(scope: !191, file: !2, line: 78, column: 5)
!191 = distinct !DILexicalBlock(scope: !187, file: !2, line: 78, column: 5)
!192 = !DILocalVariable(name: "b", scope: !190, file: !2, line: 78, type: !17)
!193 = !DILocalVariable(name: "i", scope: !194, file: !2, line: 79, type: !22)
!194 = distinct !DILexicalBlock(scope: !195, file: !2, line: 79, column: 5)
!195 = distinct !DILexicalBlock(scope: !107, file: !2, line: 79, column: 5)
!196 = !DILocalVariable(name: "j", scope: !197, file: !2, line: 79, type: !22)
!197 = distinct !DILexicalBlock(scope: !198, file: !2, line: 79, column: 5)
!198 = distinct !DILexicalBlock(scope: !194, file: !2, line: 79, column: 5)
!199 = !DILocalVariable(name: "a", scope: !200, file: !2, line: 79, type: !17)
!200 = distinct !DILexicalBlock(scope: !201, file: !2, line: 79, column: 5)
!201 = distinct !DILexicalBlock(scope: !197, file: !2, line: 79, column: 5)
!202 = !DILocalVariable(name: "b", scope: !200, file: !2, line: 79, type: !17)
!203 = !DILocalVariable(name: "i", scope: !204, file: !2, line: 82, type: !22)
!204 = distinct !DILexicalBlock(scope: !107, file: !2, line: 82, column: 5)
!205 = !DILocalVariable(name: "j", scope: !206, file: !2, line: 83, type: !22)
!206 = distinct !DILexicalBlock(scope: !207, file: !2, line: 83, column: 9)
!207 = distinct !DILexicalBlock(scope: !204, file: !2, line: 82, column: 5)
!208 = !DILocalVariable(name: "a", scope: !209, file: !2, line: 84, type: !17)
!209 = distinct !DILexicalBlock(scope: !210, file: !2, line: 83, column: 37)
!210 = distinct !DILexicalBlock(scope: !206, file: !2, line: 83, column: 9)
!211 = !DILocalVariable(name: "b", scope: !209, file: !2, line: 84, type: !17)
!212 = !DILocalVariable(name: "q", scope: !209, file: !2, line: 86, type: !17)
!213 = !DILocalVariable(name: "r", scope: !209, file: !2, line: 86, type: !17)
!214 = !DILocalVariable(name: "i", scope: !215, file: !2, line: 94, type: !22)
!215 = distinct !DILexicalBlock(scope: !107, file: !2, line: 94, column: 5)
!216 = !DILocalVariable(name: "s", scope: !217, file: !2, line: 95, type: !22)
!217 = distinct !DILexicalBlock(scope: !218, file: !2, line: 95, column: 9)
!218 = distinct !DILexicalBlock(scope: !215, file: !2, line: 94, column: 5)
!219 = !DILocalVariable(name: "a", scope: !220, file: !2, line: 95, type: !17)
!220 = distinct !DILexicalBlock(scope: !221, file: !2, line: 95, column: 40)
!221 = distinct !DILexicalBlock(scope: !217, file: !2, line: 95, column: 9)
!222 = !DILocalVariable(name: "i", scope: !223, file: !2, line: 98, type: !22)
!223 = distinct !DILexicalBlock(scope: !107, file: !2, line: 98, column: 5)
!224 = !DILocalVariable(name: "a", scope: !225, file: !2, line: 99, type: !17)
!225 = distinct !DILexicalBlock(scope: !226, file: !2, line: 98, column: 36)
!226 = distinct !DILexicalBlock(scope: !223, file: !2, line: 98, column: 5)
!227 = !DILocalVariable(name: "i", scope: !228, file: !2, line: 104, type: !22)
!228 = distinct !DILexicalBlock(scope: !107, file: !2, line: 104, column: 5)
!229 = !DILocalVariable(name: "a", scope: !230, file: !2, line: 105, type: !17)
!230 = distinct !DILexicalBlock(scope: !231, file: !2, line: 104, column: 33)
!231 = distinct !DILexicalBlock(scope: !228, file: !2, line: 104, column: 5)
!232 = !DILocation(line: 0, scope: !107)
!233 = !DILocation(line: 69, column: 5, scope: !107)
!234 = !DILocation(line: 0, scope: !114)
!235 = !DILocation(line: 71, column: 5, scope: !114)
!236 = !DILocation(line: 0, scope: !117)
!237 = !DILocation(line: 71, column: 5, scope: !117)
!238 = !{!239, !239, i64 0}
!239 = !{!"long long", !240, i64 0}
!240 = !{!"omnipotent char", !241, i64 0}
!241 = !{!"Simple C/C++ TBAA"}
!242 = !DILocation(line: 71, column: 5, scope: !115)
!243 = !DILocation(line: 0, scope: !124)
!244 = !DILocation(line: 72, column: 5, scope: !124)
!245 = !DILocation(line: 71, column: 5, scope: !118)
!246 = distinct !{!246, !235, !235, !247}
!247 = !{!"llvm.loop.mustprogress"}
!248 = !DILocation(line: 71, column: 5, scope: !120)
!249 = !{!250, !250, i64 0}
!250 = !{!"_BitInt(24)", !240, i64 0}
!251 = !DILocation(line: 0, scope: !120)
!252 = !DILocalVariable(name: "v", arg: 1, scope: !253, file: !2, line: 26, type: !17)
!253 = distinct !DISubprogram(name: "bits", scope: !2, file: !2, line: 26, type: !254, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !256)
!254 = !DISubroutineType(types: !255)
!255 = !{!21, !17}
!256 = !{!252}
!257 = !DILocation(line: 0, scope: !253, inlinedAt: !258)
!258 = distinct !DILocation(line: 71, column: 5, scope: !120)
!259 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !258)
!260 = !DILocalVariable(name: "v", arg: 1, scope: !261, file: !2, line: 25, type: !21)
!261 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 25, type: !262, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !264)
!262 = !DISubroutineType(types: !263)
!263 = !{null, !21}
!264 = !{!260}
!265 = !DILocation(line: 0, scope: !261, inlinedAt: !266)
!266 = distinct !DILocation(line: 71, column: 5, scope: !120)
!267 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !266)
!268 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !266)
!269 = !DILocation(line: 71, column: 5, scope: !121)
!270 = distinct !{!270, !237, !237, !247}
!271 = !DILocation(line: 0, scope: !127)
!272 = !DILocation(line: 72, column: 5, scope: !127)
!273 = !DILocation(line: 72, column: 5, scope: !125)
!274 = !DILocation(line: 0, scope: !134)
!275 = !DILocation(line: 73, column: 5, scope: !134)
!276 = !DILocation(line: 72, column: 5, scope: !128)
!277 = distinct !{!277, !244, !244, !247}
!278 = !DILocation(line: 72, column: 5, scope: !130)
!279 = !DILocation(line: 0, scope: !130)
!280 = !DILocation(line: 0, scope: !253, inlinedAt: !281)
!281 = distinct !DILocation(line: 72, column: 5, scope: !130)
!282 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !281)
!283 = !DILocation(line: 0, scope: !261, inlinedAt: !284)
!284 = distinct !DILocation(line: 72, column: 5, scope: !130)
!285 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !284)
!286 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !284)
!287 = !DILocation(line: 72, column: 5, scope: !131)
!288 = distinct !{!288, !272, !272, !247}
!289 = !DILocation(line: 0, scope: !137)
!290 = !DILocation(line: 73, column: 5, scope: !137)
!291 = !DILocation(line: 73, column: 5, scope: !135)
!292 = !DILocation(line: 0, scope: !144)
!293 = !DILocation(line: 74, column: 5, scope: !144)
!294 = !DILocation(line: 73, column: 5, scope: !138)
!295 = distinct !{!295, !275, !275, !247}
!296 = !DILocation(line: 73, column: 5, scope: !140)
!297 = !DILocation(line: 0, scope: !140)
!298 = !DILocation(line: 0, scope: !253, inlinedAt: !299)
!299 = distinct !DILocation(line: 73, column: 5, scope: !140)
!300 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !299)
!301 = !DILocation(line: 0, scope: !261, inlinedAt: !302)
!302 = distinct !DILocation(line: 73, column: 5, scope: !140)
!303 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !302)
!304 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !302)
!305 = !DILocation(line: 73, column: 5, scope: !141)
!306 = distinct !{!306, !290, !290, !247}
!307 = !DILocation(line: 0, scope: !147)
!308 = !DILocation(line: 74, column: 5, scope: !147)
!309 = !DILocation(line: 74, column: 5, scope: !145)
!310 = !DILocation(line: 0, scope: !154)
!311 = !DILocation(line: 75, column: 5, scope: !154)
!312 = !DILocation(line: 74, column: 5, scope: !148)
!313 = distinct !{!313, !293, !293, !247}
!314 = !DILocation(line: 74, column: 5, scope: !150)
!315 = !DILocation(line: 0, scope: !150)
!316 = !DILocation(line: 0, scope: !253, inlinedAt: !317)
!317 = distinct !DILocation(line: 74, column: 5, scope: !150)
!318 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !317)
!319 = !DILocation(line: 0, scope: !261, inlinedAt: !320)
!320 = distinct !DILocation(line: 74, column: 5, scope: !150)
!321 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !320)
!322 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !320)
!323 = !DILocation(line: 74, column: 5, scope: !151)
!324 = distinct !{!324, !308, !308, !247}
!325 = !DILocation(line: 0, scope: !157)
!326 = !DILocation(line: 75, column: 5, scope: !157)
!327 = !DILocation(line: 75, column: 5, scope: !155)
!328 = !DILocation(line: 0, scope: !164)
!329 = !DILocation(line: 76, column: 5, scope: !164)
!330 = !DILocation(line: 75, column: 5, scope: !158)
!331 = distinct !{!331, !311, !311, !247}
!332 = !DILocation(line: 75, column: 5, scope: !160)
!333 = !DILocation(line: 0, scope: !160)
!334 = !DILocation(line: 0, scope: !253, inlinedAt: !335)
!335 = distinct !DILocation(line: 75, column: 5, scope: !160)
!336 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !335)
!337 = !DILocation(line: 0, scope: !261, inlinedAt: !338)
!338 = distinct !DILocation(line: 75, column: 5, scope: !160)
!339 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !338)
!340 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !338)
!341 = !DILocation(line: 75, column: 5, scope: !161)
!342 = distinct !{!342, !326, !326, !247}
!343 = !DILocation(line: 0, scope: !167)
!344 = !DILocation(line: 76, column: 5, scope: !167)
!345 = !DILocation(line: 76, column: 5, scope: !165)
!346 = !DILocation(line: 0, scope: !174)
!347 = !DILocation(line: 77, column: 5, scope: !174)
!348 = !DILocation(line: 76, column: 5, scope: !168)
!349 = distinct !{!349, !329, !329, !247}
!350 = !DILocation(line: 76, column: 5, scope: !170)
!351 = !DILocation(line: 0, scope: !170)
!352 = !DILocation(line: 0, scope: !253, inlinedAt: !353)
!353 = distinct !DILocation(line: 76, column: 5, scope: !170)
!354 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !353)
!355 = !DILocation(line: 0, scope: !261, inlinedAt: !356)
!356 = distinct !DILocation(line: 76, column: 5, scope: !170)
!357 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !356)
!358 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !356)
!359 = !DILocation(line: 76, column: 5, scope: !171)
!360 = distinct !{!360, !344, !344, !247}
!361 = !DILocation(line: 0, scope: !177)
!362 = !DILocation(line: 77, column: 5, scope: !177)
!363 = !DILocation(line: 77, column: 5, scope: !175)
!364 = !DILocation(line: 0, scope: !184)
!365 = !DILocation(line: 78, column: 5, scope: !184)
!366 = !DILocation(line: 77, column: 5, scope: !178)
!367 = distinct !{!367, !347, !347, !247}
!368 = !DILocation(line: 77, column: 5, scope: !180)
!369 = !DILocation(line: 0, scope: !180)
!370 = !DILocation(line: 0, scope: !253, inlinedAt: !371)
!371 = distinct !DILocation(line: 77, column: 5, scope: !180)
!372 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !371)
!373 = !DILocation(line: 0, scope: !261, inlinedAt: !374)
!374 = distinct !DILocation(line: 77, column: 5, scope: !180)
!375 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !374)
!376 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !374)
!377 = !DILocation(line: 77, column: 5, scope: !181)
!378 = distinct !{!378, !362, !362, !247}
!379 = !DILocation(line: 0, scope: !187)
!380 = !DILocation(line: 78, column: 5, scope: !187)
!381 = !DILocation(line: 78, column: 5, scope: !185)
!382 = !DILocation(line: 0, scope: !194)
!383 = !DILocation(line: 79, column: 5, scope: !194)
!384 = !DILocation(line: 78, column: 5, scope: !188)
!385 = distinct !{!385, !365, !365, !247}
!386 = !DILocation(line: 78, column: 5, scope: !190)
!387 = !DILocation(line: 0, scope: !190)
!388 = !DILocation(line: 0, scope: !253, inlinedAt: !389)
!389 = distinct !DILocation(line: 78, column: 5, scope: !190)
!390 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !389)
!391 = !DILocation(line: 0, scope: !261, inlinedAt: !392)
!392 = distinct !DILocation(line: 78, column: 5, scope: !190)
!393 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !392)
!394 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !392)
!395 = !DILocation(line: 78, column: 5, scope: !191)
!396 = distinct !{!396, !380, !380, !247}
!397 = !DILocation(line: 0, scope: !197)
!398 = !DILocation(line: 79, column: 5, scope: !197)
!399 = !DILocation(line: 79, column: 5, scope: !195)
!400 = !DILocation(line: 81, column: 7, scope: !107)
!401 = !DILocation(line: 0, scope: !204)
!402 = !DILocation(line: 82, column: 5, scope: !204)
!403 = !DILocation(line: 79, column: 5, scope: !198)
!404 = distinct !{!404, !383, !383, !247}
!405 = !DILocation(line: 79, column: 5, scope: !200)
!406 = !DILocation(line: 0, scope: !200)
!407 = !DILocation(line: 0, scope: !253, inlinedAt: !408)
!408 = distinct !DILocation(line: 79, column: 5, scope: !200)
!409 = !DILocation(line: 0, scope: !261, inlinedAt: !410)
!410 = distinct !DILocation(line: 79, column: 5, scope: !200)
!411 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !410)
!412 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !410)
!413 = !DILocation(line: 79, column: 5, scope: !201)
!414 = distinct !{!414, !398, !398, !247}
!415 = !DILocation(line: 0, scope: !206)
!416 = !DILocation(line: 83, column: 9, scope: !206)
!417 = !DILocation(line: 91, column: 32, scope: !107)
!418 = !DILocation(line: 91, column: 5, scope: !107)
!419 = !DILocation(line: 91, column: 45, scope: !107)
!420 = !DILocation(line: 0, scope: !215)
!421 = !DILocation(line: 94, column: 5, scope: !215)
!422 = !DILocation(line: 82, column: 29, scope: !207)
!423 = !DILocation(line: 82, column: 23, scope: !207)
!424 = distinct !{!424, !402, !425, !247}
!425 = !DILocation(line: 90, column: 9, scope: !204)
!426 = !DILocation(line: 84, column: 19, scope: !209)
!427 = !DILocation(line: 0, scope: !209)
!428 = !DILocation(line: 84, column: 32, scope: !209)
!429 = !DILocation(line: 85, column: 19, scope: !430)
!430 = distinct !DILexicalBlock(scope: !209, file: !2, line: 85, column: 17)
!431 = !DILocation(line: 85, column: 24, scope: !430)
!432 = !DILocation(line: 85, column: 40, scope: !430)
!433 = !DILocation(line: 85, column: 48, scope: !430)
!434 = !DILocation(line: 86, column: 19, scope: !209)
!435 = !DILocation(line: 86, column: 37, scope: !209)
!436 = !DILocation(line: 0, scope: !253, inlinedAt: !437)
!437 = distinct !DILocation(line: 87, column: 17, scope: !209)
!438 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !437)
!439 = !DILocation(line: 0, scope: !261, inlinedAt: !440)
!440 = distinct !DILocation(line: 87, column: 13, scope: !209)
!441 = !DILocation(line: 25, column: 46, scope: !261, inlinedAt: !440)
!442 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !440)
!443 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !440)
!444 = !DILocation(line: 0, scope: !253, inlinedAt: !445)
!445 = distinct !DILocation(line: 87, column: 31, scope: !209)
!446 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !445)
!447 = !DILocation(line: 0, scope: !261, inlinedAt: !448)
!448 = distinct !DILocation(line: 87, column: 27, scope: !209)
!449 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !448)
!450 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !448)
!451 = !DILocation(line: 25, column: 43, scope: !261, inlinedAt: !448)
!452 = !DILocation(line: 88, column: 25, scope: !453)
!453 = distinct !DILexicalBlock(scope: !209, file: !2, line: 88, column: 17)
!454 = !DILocation(line: 88, column: 38, scope: !453)
!455 = !DILocation(line: 88, column: 47, scope: !453)
!456 = !DILocation(line: 88, column: 17, scope: !209)
!457 = !DILocation(line: 88, column: 58, scope: !458)
!458 = distinct !DILexicalBlock(scope: !453, file: !2, line: 88, column: 53)
!459 = !DILocation(line: 88, column: 106, scope: !458)
!460 = !DILocation(line: 88, column: 120, scope: !458)
!461 = !DILocation(line: 88, column: 62, scope: !458)
!462 = !DILocation(line: 88, column: 135, scope: !458)
!463 = !DILocation(line: 89, column: 19, scope: !464)
!464 = distinct !DILexicalBlock(scope: !209, file: !2, line: 89, column: 17)
!465 = !DILocation(line: 89, column: 24, scope: !464)
!466 = !DILocation(line: 89, column: 31, scope: !464)
!467 = !DILocation(line: 89, column: 42, scope: !464)
!468 = !DILocation(line: 89, column: 36, scope: !464)
!469 = !DILocation(line: 89, column: 17, scope: !209)
!470 = !DILocation(line: 89, column: 54, scope: !471)
!471 = distinct !DILexicalBlock(scope: !464, file: !2, line: 89, column: 49)
!472 = !DILocation(line: 89, column: 95, scope: !471)
!473 = !DILocation(line: 89, column: 109, scope: !471)
!474 = !DILocation(line: 89, column: 58, scope: !471)
!475 = !DILocation(line: 89, column: 124, scope: !471)
!476 = !DILocation(line: 83, column: 33, scope: !210)
!477 = !DILocation(line: 83, column: 27, scope: !210)
!478 = distinct !{!478, !416, !479, !247}
!479 = !DILocation(line: 90, column: 9, scope: !206)
!480 = !DILocation(line: 0, scope: !217)
!481 = !DILocation(line: 95, column: 9, scope: !217)
!482 = !DILocation(line: 96, column: 5, scope: !107)
!483 = !DILocation(line: 96, column: 45, scope: !107)
!484 = !DILocation(line: 0, scope: !223)
!485 = !DILocation(line: 99, column: 15, scope: !225)
!486 = !DILocation(line: 0, scope: !225)
!487 = !DILocation(line: 100, column: 66, scope: !225)
!488 = !DILocation(line: 100, column: 95, scope: !225)
!489 = !DILocation(line: 0, scope: !253, inlinedAt: !490)
!490 = distinct !DILocation(line: 100, column: 90, scope: !225)
!491 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !490)
!492 = !DILocation(line: 101, column: 31, scope: !225)
!493 = !DILocation(line: 0, scope: !253, inlinedAt: !494)
!494 = distinct !DILocation(line: 101, column: 26, scope: !225)
!495 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !494)
!496 = !DILocation(line: 101, column: 75, scope: !225)
!497 = !DILocation(line: 101, column: 64, scope: !225)
!498 = !DILocation(line: 100, column: 9, scope: !225)
!499 = !DILocation(line: 104, column: 5, scope: !228)
!500 = !DILocation(line: 94, column: 29, scope: !218)
!501 = !DILocation(line: 94, column: 23, scope: !218)
!502 = distinct !{!502, !421, !503, !247}
!503 = !DILocation(line: 95, column: 134, scope: !215)
!504 = !DILocation(line: 95, column: 48, scope: !220)
!505 = !DILocation(line: 0, scope: !220)
!506 = !DILocation(line: 95, column: 66, scope: !220)
!507 = !DILocation(line: 0, scope: !253, inlinedAt: !508)
!508 = distinct !DILocation(line: 95, column: 61, scope: !220)
!509 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !508)
!510 = !DILocation(line: 0, scope: !261, inlinedAt: !511)
!511 = distinct !DILocation(line: 95, column: 57, scope: !220)
!512 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !511)
!513 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !511)
!514 = !DILocation(line: 95, column: 91, scope: !220)
!515 = !DILocation(line: 0, scope: !253, inlinedAt: !516)
!516 = distinct !DILocation(line: 95, column: 86, scope: !220)
!517 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !516)
!518 = !DILocation(line: 0, scope: !261, inlinedAt: !519)
!519 = distinct !DILocation(line: 95, column: 82, scope: !220)
!520 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !519)
!521 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !519)
!522 = !DILocation(line: 95, column: 117, scope: !220)
!523 = !DILocation(line: 0, scope: !253, inlinedAt: !524)
!524 = distinct !DILocation(line: 95, column: 112, scope: !220)
!525 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !524)
!526 = !DILocation(line: 0, scope: !261, inlinedAt: !527)
!527 = distinct !DILocation(line: 95, column: 108, scope: !220)
!528 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !527)
!529 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !527)
!530 = !DILocation(line: 95, column: 36, scope: !221)
!531 = !DILocation(line: 95, column: 27, scope: !221)
!532 = distinct !{!532, !481, !533, !247}
!533 = !DILocation(line: 95, column: 134, scope: !217)
!534 = !DILocation(line: 91, column: 42, scope: !107)
!535 = !DILocation(line: 96, column: 42, scope: !107)
!536 = !DILocation(line: 112, column: 5, scope: !107)
!537 = !DILocation(line: 113, column: 12, scope: !107)
!538 = !DILocation(line: 114, column: 1, scope: !107)
!539 = !DILocation(line: 0, scope: !228)
!540 = !DILocation(line: 105, column: 15, scope: !230)
!541 = !DILocation(line: 0, scope: !230)
!542 = !DILocation(line: 107, column: 16, scope: !230)
!543 = !DILocation(line: 107, column: 35, scope: !230)
!544 = !DILocation(line: 0, scope: !253, inlinedAt: !545)
!545 = distinct !DILocation(line: 107, column: 30, scope: !230)
!546 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !545)
!547 = !DILocation(line: 107, column: 52, scope: !230)
!548 = !DILocation(line: 0, scope: !253, inlinedAt: !549)
!549 = distinct !DILocation(line: 107, column: 47, scope: !230)
!550 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !549)
!551 = !DILocation(line: 107, column: 69, scope: !230)
!552 = !DILocation(line: 0, scope: !253, inlinedAt: !553)
!553 = distinct !DILocation(line: 107, column: 64, scope: !230)
!554 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !553)
!555 = !DILocation(line: 107, column: 92, scope: !230)
!556 = !DILocation(line: 107, column: 81, scope: !230)
!557 = !DILocation(line: 107, column: 112, scope: !230)
!558 = !DILocation(line: 107, column: 101, scope: !230)
!559 = !DILocation(line: 108, column: 27, scope: !230)
!560 = !DILocation(line: 108, column: 16, scope: !230)
!561 = !DILocation(line: 108, column: 48, scope: !230)
!562 = !DILocation(line: 108, column: 37, scope: !230)
!563 = !DILocation(line: 108, column: 69, scope: !230)
!564 = !DILocation(line: 108, column: 58, scope: !230)
!565 = !DILocation(line: 108, column: 90, scope: !230)
!566 = !DILocation(line: 108, column: 79, scope: !230)
!567 = !DILocation(line: 108, column: 111, scope: !230)
!568 = !DILocation(line: 108, column: 100, scope: !230)
!569 = !DILocation(line: 109, column: 27, scope: !230)
!570 = !DILocation(line: 109, column: 16, scope: !230)
!571 = !DILocation(line: 109, column: 38, scope: !230)
!572 = !DILocation(line: 106, column: 9, scope: !230)
!573 = !DILocation(line: 110, column: 25, scope: !574)
!574 = distinct !DILexicalBlock(scope: !230, file: !2, line: 110, column: 13)
!575 = !DILocation(line: 110, column: 22, scope: !574)
!576 = !DILocation(line: 110, column: 39, scope: !574)
!577 = !DILocation(line: 110, column: 54, scope: !574)
!578 = !DILocation(line: 110, column: 51, scope: !574)
!579 = !DILocation(line: 110, column: 68, scope: !574)
!580 = !DILocation(line: 110, column: 82, scope: !574)
!581 = !DILocation(line: 110, column: 79, scope: !574)
!582 = !DILocation(line: 110, column: 95, scope: !574)
!583 = !DILocation(line: 110, column: 110, scope: !574)
!584 = !DILocation(line: 110, column: 107, scope: !574)
!585 = !DILocation(line: 110, column: 13, scope: !230)
!586 = !DILocation(line: 110, column: 130, scope: !587)
!587 = distinct !DILexicalBlock(scope: !574, file: !2, line: 110, column: 125)
!588 = !DILocation(line: 110, column: 134, scope: !587)
!589 = !DILocation(line: 110, column: 166, scope: !587)
!590 = !DILocation(line: 104, column: 29, scope: !231)
!591 = !DILocation(line: 104, column: 23, scope: !231)
!592 = distinct !{!592, !499, !593, !247}
!593 = !DILocation(line: 111, column: 5, scope: !228)
!594 = !DISubprogram(name: "printf", scope: !595, file: !595, line: 356, type: !596, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!595 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!596 = !DISubroutineType(types: !597)
!597 = !{!22, !598, null}
!598 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !599)
!599 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !600, size: 64)
!600 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!601 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 28, type: !602, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !604)
!602 = !DISubroutineType(types: !603)
!603 = !{!17, !17, !17}
!604 = !{!605, !606}
!605 = !DILocalVariable(name: "a", arg: 1, scope: !601, file: !2, line: 28, type: !17)
!606 = !DILocalVariable(name: "b", arg: 2, scope: !601, file: !2, line: 28, type: !17)
!607 = !DILocation(line: 0, scope: !601)
!608 = !DILocation(line: 28, column: 72, scope: !601)
!609 = !DILocation(line: 28, column: 55, scope: !601)
!610 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 29, type: !602, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !611)
!611 = !{!612, !613}
!612 = !DILocalVariable(name: "a", arg: 1, scope: !610, file: !2, line: 29, type: !17)
!613 = !DILocalVariable(name: "b", arg: 2, scope: !610, file: !2, line: 29, type: !17)
!614 = !DILocation(line: 0, scope: !610)
!615 = !DILocation(line: 29, column: 72, scope: !610)
!616 = !DILocation(line: 29, column: 55, scope: !610)
!617 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 30, type: !602, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !618)
!618 = !{!619, !620}
!619 = !DILocalVariable(name: "a", arg: 1, scope: !617, file: !2, line: 30, type: !17)
!620 = !DILocalVariable(name: "b", arg: 2, scope: !617, file: !2, line: 30, type: !17)
!621 = !DILocation(line: 0, scope: !617)
!622 = !DILocation(line: 30, column: 72, scope: !617)
!623 = !DILocation(line: 30, column: 55, scope: !617)
!624 = distinct !DISubprogram(name: "op_and", scope: !2, file: !2, line: 33, type: !602, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !625)
!625 = !{!626, !627}
!626 = !DILocalVariable(name: "a", arg: 1, scope: !624, file: !2, line: 33, type: !17)
!627 = !DILocalVariable(name: "b", arg: 2, scope: !624, file: !2, line: 33, type: !17)
!628 = !DILocation(line: 0, scope: !624)
!629 = !DILocation(line: 33, column: 64, scope: !624)
!630 = !DILocation(line: 33, column: 55, scope: !624)
!631 = distinct !DISubprogram(name: "op_or", scope: !2, file: !2, line: 34, type: !602, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !632)
!632 = !{!633, !634}
!633 = !DILocalVariable(name: "a", arg: 1, scope: !631, file: !2, line: 34, type: !17)
!634 = !DILocalVariable(name: "b", arg: 2, scope: !631, file: !2, line: 34, type: !17)
!635 = !DILocation(line: 0, scope: !631)
!636 = !DILocation(line: 34, column: 63, scope: !631)
!637 = !DILocation(line: 34, column: 54, scope: !631)
!638 = distinct !DISubprogram(name: "op_xor", scope: !2, file: !2, line: 35, type: !602, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !639)
!639 = !{!640, !641}
!640 = !DILocalVariable(name: "a", arg: 1, scope: !638, file: !2, line: 35, type: !17)
!641 = !DILocalVariable(name: "b", arg: 2, scope: !638, file: !2, line: 35, type: !17)
!642 = !DILocation(line: 0, scope: !638)
!643 = !DILocation(line: 35, column: 64, scope: !638)
!644 = !DILocation(line: 35, column: 55, scope: !638)
!645 = distinct !DISubprogram(name: "op_min", scope: !2, file: !2, line: 42, type: !602, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !646)
!646 = !{!647, !648}
!647 = !DILocalVariable(name: "a", arg: 1, scope: !645, file: !2, line: 42, type: !17)
!648 = !DILocalVariable(name: "b", arg: 2, scope: !645, file: !2, line: 42, type: !17)
!649 = !DILocation(line: 0, scope: !645)
!650 = !DILocation(line: 42, column: 62, scope: !645)
!651 = !DILocation(line: 42, column: 55, scope: !645)
!652 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 43, type: !602, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !653)
!653 = !{!654, !655}
!654 = !DILocalVariable(name: "a", arg: 1, scope: !652, file: !2, line: 43, type: !17)
!655 = !DILocalVariable(name: "b", arg: 2, scope: !652, file: !2, line: 43, type: !17)
!656 = !DILocation(line: 0, scope: !652)
!657 = !DILocation(line: 43, column: 62, scope: !652)
!658 = !DILocation(line: 43, column: 55, scope: !652)
!659 = distinct !DISubprogram(name: "op_cmp", scope: !2, file: !2, line: 44, type: !660, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !662)
!660 = !DISubroutineType(types: !661)
!661 = !{!22, !17, !17}
!662 = !{!663, !664}
!663 = !DILocalVariable(name: "a", arg: 1, scope: !659, file: !2, line: 44, type: !17)
!664 = !DILocalVariable(name: "b", arg: 2, scope: !659, file: !2, line: 44, type: !17)
!665 = !DILocation(line: 0, scope: !659)
!666 = !DILocation(line: 45, column: 15, scope: !659)
!667 = !DILocation(line: 45, column: 32, scope: !659)
!668 = !DILocation(line: 45, column: 42, scope: !659)
!669 = !DILocation(line: 45, column: 47, scope: !659)
!670 = !DILocation(line: 45, column: 57, scope: !659)
!671 = !DILocation(line: 45, column: 63, scope: !659)
!672 = !DILocation(line: 45, column: 78, scope: !659)
!673 = !DILocation(line: 45, column: 94, scope: !659)
!674 = !DILocation(line: 46, column: 18, scope: !659)
!675 = !DILocation(line: 46, column: 26, scope: !659)
!676 = !DILocation(line: 46, column: 48, scope: !659)
!677 = !DILocation(line: 46, column: 56, scope: !659)
!678 = !DILocation(line: 46, column: 60, scope: !659)
!679 = !DILocation(line: 46, column: 69, scope: !659)
!680 = !DILocation(line: 46, column: 73, scope: !659)
!681 = !DILocation(line: 45, column: 21, scope: !659)
!682 = !DILocation(line: 45, column: 37, scope: !659)
!683 = !DILocation(line: 45, column: 52, scope: !659)
!684 = !DILocation(line: 45, column: 68, scope: !659)
!685 = !DILocation(line: 45, column: 83, scope: !659)
!686 = !DILocation(line: 45, column: 99, scope: !659)
!687 = !DILocation(line: 46, column: 31, scope: !659)
!688 = !DILocation(line: 46, column: 53, scope: !659)
!689 = !DILocation(line: 46, column: 65, scope: !659)
!690 = !DILocation(line: 45, column: 5, scope: !659)
!691 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 31, type: !602, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !692)
!692 = !{!693, !694}
!693 = !DILocalVariable(name: "a", arg: 1, scope: !691, file: !2, line: 31, type: !17)
!694 = !DILocalVariable(name: "b", arg: 2, scope: !691, file: !2, line: 31, type: !17)
!695 = !DILocation(line: 0, scope: !691)
!696 = !DILocation(line: 31, column: 68, scope: !691)
!697 = !DILocation(line: 31, column: 55, scope: !691)
!698 = distinct !DISubprogram(name: "op_rem", scope: !2, file: !2, line: 32, type: !602, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !699)
!699 = !{!700, !701}
!700 = !DILocalVariable(name: "a", arg: 1, scope: !698, file: !2, line: 32, type: !17)
!701 = !DILocalVariable(name: "b", arg: 2, scope: !698, file: !2, line: 32, type: !17)
!702 = !DILocation(line: 0, scope: !698)
!703 = !DILocation(line: 32, column: 68, scope: !698)
!704 = !DILocation(line: 32, column: 55, scope: !698)
!705 = distinct !DISubprogram(name: "op_shl", scope: !2, file: !2, line: 36, type: !706, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !708)
!706 = !DISubroutineType(types: !707)
!707 = !{!17, !17, !22}
!708 = !{!709, !710}
!709 = !DILocalVariable(name: "a", arg: 1, scope: !705, file: !2, line: 36, type: !17)
!710 = !DILocalVariable(name: "s", arg: 2, scope: !705, file: !2, line: 36, type: !22)
!711 = !DILocation(line: 0, scope: !705)
!712 = !DILocation(line: 36, column: 77, scope: !705)
!713 = !DILocation(line: 36, column: 57, scope: !705)
!714 = distinct !DISubprogram(name: "op_lshr", scope: !2, file: !2, line: 37, type: !706, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !715)
!715 = !{!716, !717}
!716 = !DILocalVariable(name: "a", arg: 1, scope: !714, file: !2, line: 37, type: !17)
!717 = !DILocalVariable(name: "s", arg: 2, scope: !714, file: !2, line: 37, type: !22)
!718 = !DILocation(line: 0, scope: !714)
!719 = !DILocation(line: 37, column: 74, scope: !714)
!720 = !DILocation(line: 37, column: 58, scope: !714)
!721 = distinct !DISubprogram(name: "op_ashr", scope: !2, file: !2, line: 38, type: !706, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !722)
!722 = !{!723, !724}
!723 = !DILocalVariable(name: "a", arg: 1, scope: !721, file: !2, line: 38, type: !17)
!724 = !DILocalVariable(name: "s", arg: 2, scope: !721, file: !2, line: 38, type: !22)
!725 = !DILocation(line: 0, scope: !721)
!726 = !DILocation(line: 38, column: 71, scope: !721)
!727 = !DILocation(line: 38, column: 58, scope: !721)
!728 = distinct !DISubprogram(name: "op_neg", scope: !2, file: !2, line: 39, type: !729, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !731)
!729 = !DISubroutineType(types: !730)
!730 = !{!17, !17}
!731 = !{!732}
!732 = !DILocalVariable(name: "a", arg: 1, scope: !728, file: !2, line: 39, type: !17)
!733 = !DILocation(line: 0, scope: !728)
!734 = !DILocation(line: 39, column: 67, scope: !728)
!735 = !DILocation(line: 39, column: 50, scope: !728)
!736 = distinct !DISubprogram(name: "op_not", scope: !2, file: !2, line: 40, type: !729, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !737)
!737 = !{!738}
!738 = !DILocalVariable(name: "a", arg: 1, scope: !736, file: !2, line: 40, type: !17)
!739 = !DILocation(line: 0, scope: !736)
!740 = !DILocation(line: 40, column: 60, scope: !736)
!741 = !DILocation(line: 40, column: 50, scope: !736)
!742 = distinct !DISubprogram(name: "op_abs", scope: !2, file: !2, line: 41, type: !729, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !743)
!743 = !{!744}
!744 = !DILocalVariable(name: "a", arg: 1, scope: !742, file: !2, line: 41, type: !17)
!745 = !DILocation(line: 0, scope: !742)
!746 = !DILocation(line: 41, column: 59, scope: !742)
!747 = !DILocation(line: 41, column: 57, scope: !742)
!748 = !DILocation(line: 41, column: 65, scope: !742)
!749 = !DILocation(line: 41, column: 50, scope: !742)
!750 = distinct !DISubprogram(name: "div3", scope: !2, file: !2, line: 48, type: !729, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !751)
!751 = !{!752}
!752 = !DILocalVariable(name: "a", arg: 1, scope: !750, file: !2, line: 48, type: !17)
!753 = !DILocation(line: 0, scope: !750)
!754 = !DILocation(line: 48, column: 61, scope: !750)
!755 = !DILocation(line: 48, column: 48, scope: !750)
!756 = distinct !DISubprogram(name: "div7", scope: !2, file: !2, line: 49, type: !729, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !757)
!757 = !{!758}
!758 = !DILocalVariable(name: "a", arg: 1, scope: !756, file: !2, line: 49, type: !17)
!759 = !DILocation(line: 0, scope: !756)
!760 = !DILocation(line: 49, column: 61, scope: !756)
!761 = !DILocation(line: 49, column: 48, scope: !756)
!762 = distinct !DISubprogram(name: "div10", scope: !2, file: !2, line: 50, type: !729, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !763)
!763 = !{!764}
!764 = !DILocalVariable(name: "a", arg: 1, scope: !762, file: !2, line: 50, type: !17)
!765 = !DILocation(line: 0, scope: !762)
!766 = !DILocation(line: 50, column: 62, scope: !762)
!767 = !DILocation(line: 50, column: 49, scope: !762)
!768 = distinct !DISubprogram(name: "rem10", scope: !2, file: !2, line: 51, type: !729, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !769)
!769 = !{!770}
!770 = !DILocalVariable(name: "a", arg: 1, scope: !768, file: !2, line: 51, type: !17)
!771 = !DILocation(line: 0, scope: !768)
!772 = !DILocation(line: 51, column: 62, scope: !768)
!773 = !DILocation(line: 51, column: 56, scope: !768)
!774 = !DILocation(line: 51, column: 49, scope: !768)
!775 = distinct !DISubprogram(name: "div16", scope: !2, file: !2, line: 52, type: !729, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !776)
!776 = !{!777}
!777 = !DILocalVariable(name: "a", arg: 1, scope: !775, file: !2, line: 52, type: !17)
!778 = !DILocation(line: 0, scope: !775)
!779 = !DILocation(line: 52, column: 62, scope: !775)
!780 = !DILocation(line: 52, column: 49, scope: !775)
!781 = distinct !DISubprogram(name: "rem16", scope: !2, file: !2, line: 53, type: !729, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !782)
!782 = !{!783}
!783 = !DILocalVariable(name: "a", arg: 1, scope: !781, file: !2, line: 53, type: !17)
!784 = !DILocation(line: 0, scope: !781)
!785 = !DILocation(line: 53, column: 62, scope: !781)
!786 = !DILocation(line: 53, column: 56, scope: !781)
!787 = !DILocation(line: 53, column: 49, scope: !781)
!788 = distinct !DISubprogram(name: "divm5", scope: !2, file: !2, line: 54, type: !729, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !789)
!789 = !{!790}
!790 = !DILocalVariable(name: "a", arg: 1, scope: !788, file: !2, line: 54, type: !17)
!791 = !DILocation(line: 0, scope: !788)
!792 = !DILocation(line: 54, column: 71, scope: !788)
!793 = !DILocation(line: 54, column: 49, scope: !788)
!794 = distinct !DISubprogram(name: "divmax", scope: !2, file: !2, line: 55, type: !729, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !795)
!795 = !{!796}
!796 = !DILocalVariable(name: "a", arg: 1, scope: !794, file: !2, line: 55, type: !17)
!797 = !DILocation(line: 0, scope: !794)
!798 = !DILocation(line: 55, column: 63, scope: !794)
!799 = !DILocation(line: 55, column: 50, scope: !794)
