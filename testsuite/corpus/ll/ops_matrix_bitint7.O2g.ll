; ModuleID = 'programs/ops_matrix_bitint7.c'
source_filename = "programs/ops_matrix_bitint7.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [49 x i8] c"type _BitInt(7): %d bits, %s, min %lld max %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1, !dbg !7
@h = internal unnamed_addr global i64 0, align 8, !dbg !12
@vals = internal global [21 x i8] c"\C0\C1\E0\F9\FD\FE\FF\00\01\02\03\05\07\0A\1F >?\D5*\EF", align 16, !dbg !93
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
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, ptr noundef nonnull @.str.1, i64 noundef -64, i64 noundef 63), !dbg !233
    #dbg_value(i32 0, !113, !DIExpression(), !234)
    #dbg_value(i32 0, !113, !DIExpression(), !234)
  br label %2, !dbg !235

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %23, %9 ]
    #dbg_value(i64 %3, !113, !DIExpression(), !234)
  %5 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %3
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
  %15 = load volatile i8, ptr %5, align 1, !dbg !248, !tbaa !249
  %16 = trunc i8 %15 to i7, !dbg !248
    #dbg_value(i7 %16, !119, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !251)
  %17 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %13, !dbg !248
  %18 = load volatile i8, ptr %17, align 1, !dbg !248, !tbaa !249
  %19 = trunc i8 %18 to i7, !dbg !248
    #dbg_value(i7 %19, !122, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !251)
  %20 = tail call fastcc signext i7 @op_add(i7 noundef signext %16, i7 noundef signext %19), !dbg !248
    #dbg_value(i7 %20, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !257)
  %21 = zext i7 %20 to i64, !dbg !259
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
  %29 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %27
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
  %39 = load volatile i8, ptr %29, align 1, !dbg !278, !tbaa !249
  %40 = trunc i8 %39 to i7, !dbg !278
    #dbg_value(i7 %40, !129, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !279)
  %41 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %37, !dbg !278
  %42 = load volatile i8, ptr %41, align 1, !dbg !278, !tbaa !249
  %43 = trunc i8 %42 to i7, !dbg !278
    #dbg_value(i7 %43, !132, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !279)
  %44 = tail call fastcc signext i7 @op_sub(i7 noundef signext %40, i7 noundef signext %43), !dbg !278
    #dbg_value(i7 %44, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !280)
  %45 = zext i7 %44 to i64, !dbg !282
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
  %53 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %51
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
  %63 = load volatile i8, ptr %53, align 1, !dbg !296, !tbaa !249
  %64 = trunc i8 %63 to i7, !dbg !296
    #dbg_value(i7 %64, !139, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !297)
  %65 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %61, !dbg !296
  %66 = load volatile i8, ptr %65, align 1, !dbg !296, !tbaa !249
  %67 = trunc i8 %66 to i7, !dbg !296
    #dbg_value(i7 %67, !142, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !297)
  %68 = tail call fastcc signext i7 @op_mul(i7 noundef signext %64, i7 noundef signext %67), !dbg !296
    #dbg_value(i7 %68, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !298)
  %69 = zext i7 %68 to i64, !dbg !300
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
  %77 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %75
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
  %87 = load volatile i8, ptr %77, align 1, !dbg !314, !tbaa !249
  %88 = trunc i8 %87 to i7, !dbg !314
    #dbg_value(i7 %88, !149, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !315)
  %89 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %85, !dbg !314
  %90 = load volatile i8, ptr %89, align 1, !dbg !314, !tbaa !249
  %91 = trunc i8 %90 to i7, !dbg !314
    #dbg_value(i7 %91, !152, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !315)
  %92 = tail call fastcc signext i7 @op_and(i7 noundef signext %88, i7 noundef signext %91), !dbg !314
    #dbg_value(i7 %92, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !316)
  %93 = zext i7 %92 to i64, !dbg !318
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
  %101 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %99
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
  %111 = load volatile i8, ptr %101, align 1, !dbg !332, !tbaa !249
  %112 = trunc i8 %111 to i7, !dbg !332
    #dbg_value(i7 %112, !159, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !333)
  %113 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %109, !dbg !332
  %114 = load volatile i8, ptr %113, align 1, !dbg !332, !tbaa !249
  %115 = trunc i8 %114 to i7, !dbg !332
    #dbg_value(i7 %115, !162, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !333)
  %116 = tail call fastcc signext i7 @op_or(i7 noundef signext %112, i7 noundef signext %115), !dbg !332
    #dbg_value(i7 %116, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !334)
  %117 = zext i7 %116 to i64, !dbg !336
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
  %125 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %123
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
  %135 = load volatile i8, ptr %125, align 1, !dbg !350, !tbaa !249
  %136 = trunc i8 %135 to i7, !dbg !350
    #dbg_value(i7 %136, !169, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !351)
  %137 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %133, !dbg !350
  %138 = load volatile i8, ptr %137, align 1, !dbg !350, !tbaa !249
  %139 = trunc i8 %138 to i7, !dbg !350
    #dbg_value(i7 %139, !172, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !351)
  %140 = tail call fastcc signext i7 @op_xor(i7 noundef signext %136, i7 noundef signext %139), !dbg !350
    #dbg_value(i7 %140, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !352)
  %141 = zext i7 %140 to i64, !dbg !354
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
  %149 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %147
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
  %159 = load volatile i8, ptr %149, align 1, !dbg !368, !tbaa !249
  %160 = trunc i8 %159 to i7, !dbg !368
    #dbg_value(i7 %160, !179, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !369)
  %161 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %157, !dbg !368
  %162 = load volatile i8, ptr %161, align 1, !dbg !368, !tbaa !249
  %163 = trunc i8 %162 to i7, !dbg !368
    #dbg_value(i7 %163, !182, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !369)
  %164 = tail call fastcc signext i7 @op_min(i7 noundef signext %160, i7 noundef signext %163), !dbg !368
    #dbg_value(i7 %164, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !370)
  %165 = zext i7 %164 to i64, !dbg !372
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
  %173 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %171
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
  %183 = load volatile i8, ptr %173, align 1, !dbg !386, !tbaa !249
  %184 = trunc i8 %183 to i7, !dbg !386
    #dbg_value(i7 %184, !189, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !387)
  %185 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %181, !dbg !386
  %186 = load volatile i8, ptr %185, align 1, !dbg !386, !tbaa !249
  %187 = trunc i8 %186 to i7, !dbg !386
    #dbg_value(i7 %187, !192, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !387)
  %188 = tail call fastcc signext i7 @op_max(i7 noundef signext %184, i7 noundef signext %187), !dbg !386
    #dbg_value(i7 %188, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !388)
  %189 = zext i7 %188 to i64, !dbg !390
    #dbg_value(i64 %189, !260, !DIExpression(), !391)
  %190 = xor i64 %182, %189, !dbg !393
  %191 = mul i64 %190, 1099511628211, !dbg !394
  %192 = add nuw nsw i64 %181, 1, !dbg !395
    #dbg_value(i64 %192, !186, !DIExpression(), !379)
  %193 = icmp eq i64 %192, 21, !dbg !395
  br i1 %193, label %177, label %180, !dbg !380, !llvm.loop !396

194:                                              ; preds = %174, %201
  %195 = phi i64 [ 0, %174 ], [ %202, %201 ]
  %196 = phi i64 [ 1469598103934665603, %174 ], [ %216, %201 ]
    #dbg_value(i64 %195, !193, !DIExpression(), !382)
  %197 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %195
    #dbg_value(i32 0, !196, !DIExpression(), !397)
  br label %204, !dbg !398

198:                                              ; preds = %201
  store i64 %216, ptr @h, align 8, !tbaa !238
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %216), !dbg !399
  %200 = load i64, ptr @h, align 8, !dbg !399, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %200, i64 %176, i64 %152, i64 %128, i64 %104, i64 %80, i64 %56, i64 %32), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
  store i64 1469598103934665603, ptr @h, align 8, !dbg !400, !tbaa !238
    #dbg_value(i32 0, !203, !DIExpression(), !401)
    #dbg_value(i32 0, !112, !DIExpression(), !232)
  br label %219, !dbg !402

201:                                              ; preds = %204
  %202 = add nuw nsw i64 %195, 1, !dbg !403
    #dbg_value(i64 %202, !193, !DIExpression(), !382)
  %203 = icmp eq i64 %202, 21, !dbg !403
  br i1 %203, label %198, label %194, !dbg !383, !llvm.loop !404

204:                                              ; preds = %194, %204
  %205 = phi i64 [ 0, %194 ], [ %217, %204 ]
  %206 = phi i64 [ %196, %194 ], [ %216, %204 ]
    #dbg_value(i64 %205, !196, !DIExpression(), !397)
  %207 = load volatile i8, ptr %197, align 1, !dbg !405, !tbaa !249
  %208 = trunc i8 %207 to i7, !dbg !405
    #dbg_value(i7 %208, !199, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !406)
  %209 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %205, !dbg !405
  %210 = load volatile i8, ptr %209, align 1, !dbg !405, !tbaa !249
  %211 = trunc i8 %210 to i7, !dbg !405
    #dbg_value(i7 %211, !202, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !406)
  %212 = tail call fastcc i32 @op_cmp(i7 noundef signext %208, i7 noundef signext %211), !dbg !405
  %213 = and i32 %212, 127, !dbg !407
  %214 = zext nneg i32 %213 to i64, !dbg !407
    #dbg_value(i32 %212, !252, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !409)
    #dbg_value(i64 %214, !260, !DIExpression(), !410)
  %215 = xor i64 %206, %214, !dbg !412
  %216 = mul i64 %215, 1099511628211, !dbg !413
  %217 = add nuw nsw i64 %205, 1, !dbg !414
    #dbg_value(i64 %217, !196, !DIExpression(), !397)
  %218 = icmp eq i64 %217, 21, !dbg !414
  br i1 %218, label %201, label %204, !dbg !398, !llvm.loop !415

219:                                              ; preds = %198, %227
  %220 = phi i64 [ 0, %198 ], [ %228, %227 ]
  %221 = phi i32 [ 0, %198 ], [ %273, %227 ]
    #dbg_value(i32 %221, !112, !DIExpression(), !232)
    #dbg_value(i64 %220, !203, !DIExpression(), !401)
  %222 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %220
    #dbg_value(i32 %221, !112, !DIExpression(), !232)
    #dbg_value(i32 0, !205, !DIExpression(), !416)
  br label %230, !dbg !417

223:                                              ; preds = %227
  %224 = load i64, ptr @h, align 8, !dbg !418, !tbaa !238
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %224), !dbg !419
  %226 = load i64, ptr @h, align 8, !dbg !420, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %226, i64 %200, i64 %176, i64 %152, i64 %128, i64 %104, i64 %80, i64 %56, i64 %32), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !214, !DIExpression(), !421)
    #dbg_value(i32 0, !214, !DIExpression(), !421)
  br label %276, !dbg !422

227:                                              ; preds = %272
  %228 = add nuw nsw i64 %220, 1, !dbg !423
    #dbg_value(i32 %273, !112, !DIExpression(), !232)
    #dbg_value(i64 %228, !203, !DIExpression(), !401)
  %229 = icmp eq i64 %228, 21, !dbg !424
  br i1 %229, label %223, label %219, !dbg !402, !llvm.loop !425

230:                                              ; preds = %219, %272
  %231 = phi i64 [ 0, %219 ], [ %274, %272 ]
  %232 = phi i32 [ %221, %219 ], [ %273, %272 ]
    #dbg_value(i32 %232, !112, !DIExpression(), !232)
    #dbg_value(i64 %231, !205, !DIExpression(), !416)
  %233 = load volatile i8, ptr %222, align 1, !dbg !427, !tbaa !249
  %234 = trunc i8 %233 to i7, !dbg !427
    #dbg_value(i7 %234, !208, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !428)
  %235 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %231, !dbg !429
  %236 = load volatile i8, ptr %235, align 1, !dbg !429, !tbaa !249
  %237 = trunc i8 %236 to i7, !dbg !429
    #dbg_value(i7 %237, !211, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !428)
  %238 = icmp eq i7 %237, 0, !dbg !430
  br i1 %238, label %272, label %239, !dbg !432

239:                                              ; preds = %230
  %240 = icmp eq i7 %234, -64, !dbg !433
  %241 = icmp eq i7 %237, -1
  %242 = and i1 %240, %241, !dbg !434
  br i1 %242, label %272, label %243, !dbg !434

243:                                              ; preds = %239
  %244 = tail call fastcc signext i7 @op_div(i7 noundef signext %234, i7 noundef signext %237), !dbg !435
    #dbg_value(i7 %244, !212, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !428)
  %245 = tail call fastcc signext i7 @op_rem(i7 noundef signext %234, i7 noundef signext %237), !dbg !436
    #dbg_value(i7 %245, !213, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !428)
    #dbg_value(i7 %244, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !437)
  %246 = zext i7 %244 to i64, !dbg !439
    #dbg_value(i64 %246, !260, !DIExpression(), !440)
  %247 = load i64, ptr @h, align 8, !dbg !442, !tbaa !238
  %248 = xor i64 %247, %246, !dbg !443
  %249 = mul i64 %248, 1099511628211, !dbg !444
    #dbg_value(i7 %245, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !445)
  %250 = zext i7 %245 to i64, !dbg !447
    #dbg_value(i64 %250, !260, !DIExpression(), !448)
  %251 = xor i64 %249, %250, !dbg !450
  %252 = mul i64 %251, 1099511628211, !dbg !451
  store i64 %252, ptr @h, align 8, !dbg !452, !tbaa !238
  %253 = tail call fastcc signext i7 @op_mul(i7 noundef signext %244, i7 noundef signext %237), !dbg !453
  %254 = add i7 %253, %245, !dbg !455
  %255 = icmp eq i7 %254, %234, !dbg !456
  br i1 %255, label %261, label %256, !dbg !457

256:                                              ; preds = %243
  %257 = add nsw i32 %232, 1, !dbg !458
    #dbg_value(i32 %257, !112, !DIExpression(), !232)
  %258 = sext i7 %234 to i64, !dbg !460
  %259 = sext i7 %237 to i64, !dbg !461
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %258, i64 noundef %259), !dbg !462
  br label %261, !dbg !463

261:                                              ; preds = %256, %243
  %262 = phi i32 [ %257, %256 ], [ %232, %243 ], !dbg !232
    #dbg_value(i32 %262, !112, !DIExpression(), !232)
  %263 = icmp eq i7 %245, 0, !dbg !464
  %264 = xor i7 %245, %234
  %265 = icmp sgt i7 %264, -1
  %266 = select i1 %263, i1 true, i1 %265, !dbg !466
  br i1 %266, label %272, label %267, !dbg !466

267:                                              ; preds = %261
  %268 = add nsw i32 %262, 1, !dbg !467
    #dbg_value(i32 %268, !112, !DIExpression(), !232)
  %269 = sext i7 %234 to i64, !dbg !469
  %270 = sext i7 %237 to i64, !dbg !470
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %269, i64 noundef %270), !dbg !471
  br label %272, !dbg !472

272:                                              ; preds = %261, %267, %230, %239
  %273 = phi i32 [ %232, %239 ], [ %232, %230 ], [ %268, %267 ], [ %262, %261 ], !dbg !232
    #dbg_value(i32 %273, !112, !DIExpression(), !232)
  %274 = add nuw nsw i64 %231, 1, !dbg !473
    #dbg_value(i64 %274, !205, !DIExpression(), !416)
  %275 = icmp eq i64 %274, 21, !dbg !474
  br i1 %275, label %227, label %230, !dbg !417, !llvm.loop !475

276:                                              ; preds = %223, %276
  %277 = phi i64 [ 0, %223 ], [ %378, %276 ]
  %278 = phi i64 [ 1469598103934665603, %223 ], [ %377, %276 ]
    #dbg_value(i64 %277, !214, !DIExpression(), !421)
  %279 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %277
    #dbg_value(i32 0, !216, !DIExpression(), !477)
    #dbg_value(i32 0, !216, !DIExpression(), !477)
  %280 = load volatile i8, ptr %279, align 1, !dbg !478, !tbaa !249
  %281 = trunc i8 %280 to i7, !dbg !478
    #dbg_value(i7 %281, !219, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !479)
  %282 = tail call fastcc signext i7 @op_shl(i7 noundef signext %281, i32 noundef 0), !dbg !480
    #dbg_value(i7 %282, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !481)
  %283 = zext i7 %282 to i64, !dbg !483
    #dbg_value(i64 %283, !260, !DIExpression(), !484)
  %284 = xor i64 %278, %283, !dbg !486
  %285 = mul i64 %284, 1099511628211, !dbg !487
  %286 = tail call fastcc signext i7 @op_lshr(i7 noundef signext %281, i32 noundef 0), !dbg !488
    #dbg_value(i7 %286, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !489)
  %287 = zext i7 %286 to i64, !dbg !491
    #dbg_value(i64 %287, !260, !DIExpression(), !492)
  %288 = xor i64 %285, %287, !dbg !494
  %289 = mul i64 %288, 1099511628211, !dbg !495
  %290 = tail call fastcc signext i7 @op_ashr(i7 noundef signext %281, i32 noundef 0), !dbg !496
    #dbg_value(i7 %290, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !497)
  %291 = zext i7 %290 to i64, !dbg !499
    #dbg_value(i64 %291, !260, !DIExpression(), !500)
  %292 = xor i64 %289, %291, !dbg !502
  %293 = mul i64 %292, 1099511628211, !dbg !503
    #dbg_value(i32 1, !216, !DIExpression(), !477)
  %294 = load volatile i8, ptr %279, align 1, !dbg !478, !tbaa !249
  %295 = trunc i8 %294 to i7, !dbg !478
    #dbg_value(i7 %295, !219, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !479)
  %296 = tail call fastcc signext i7 @op_shl(i7 noundef signext %295, i32 noundef 1), !dbg !480
    #dbg_value(i7 %296, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !481)
  %297 = zext i7 %296 to i64, !dbg !483
    #dbg_value(i64 %297, !260, !DIExpression(), !484)
  %298 = xor i64 %293, %297, !dbg !486
  %299 = mul i64 %298, 1099511628211, !dbg !487
  %300 = tail call fastcc signext i7 @op_lshr(i7 noundef signext %295, i32 noundef 1), !dbg !488
    #dbg_value(i7 %300, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !489)
  %301 = zext i7 %300 to i64, !dbg !491
    #dbg_value(i64 %301, !260, !DIExpression(), !492)
  %302 = xor i64 %299, %301, !dbg !494
  %303 = mul i64 %302, 1099511628211, !dbg !495
  %304 = tail call fastcc signext i7 @op_ashr(i7 noundef signext %295, i32 noundef 1), !dbg !496
    #dbg_value(i7 %304, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !497)
  %305 = zext i7 %304 to i64, !dbg !499
    #dbg_value(i64 %305, !260, !DIExpression(), !500)
  %306 = xor i64 %303, %305, !dbg !502
  %307 = mul i64 %306, 1099511628211, !dbg !503
    #dbg_value(i32 2, !216, !DIExpression(), !477)
  %308 = load volatile i8, ptr %279, align 1, !dbg !478, !tbaa !249
  %309 = trunc i8 %308 to i7, !dbg !478
    #dbg_value(i7 %309, !219, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !479)
  %310 = tail call fastcc signext i7 @op_shl(i7 noundef signext %309, i32 noundef 2), !dbg !480
    #dbg_value(i7 %310, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !481)
  %311 = zext i7 %310 to i64, !dbg !483
    #dbg_value(i64 %311, !260, !DIExpression(), !484)
  %312 = xor i64 %307, %311, !dbg !486
  %313 = mul i64 %312, 1099511628211, !dbg !487
  %314 = tail call fastcc signext i7 @op_lshr(i7 noundef signext %309, i32 noundef 2), !dbg !488
    #dbg_value(i7 %314, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !489)
  %315 = zext i7 %314 to i64, !dbg !491
    #dbg_value(i64 %315, !260, !DIExpression(), !492)
  %316 = xor i64 %313, %315, !dbg !494
  %317 = mul i64 %316, 1099511628211, !dbg !495
  %318 = tail call fastcc signext i7 @op_ashr(i7 noundef signext %309, i32 noundef 2), !dbg !496
    #dbg_value(i7 %318, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !497)
  %319 = zext i7 %318 to i64, !dbg !499
    #dbg_value(i64 %319, !260, !DIExpression(), !500)
  %320 = xor i64 %317, %319, !dbg !502
  %321 = mul i64 %320, 1099511628211, !dbg !503
    #dbg_value(i32 3, !216, !DIExpression(), !477)
  %322 = load volatile i8, ptr %279, align 1, !dbg !478, !tbaa !249
  %323 = trunc i8 %322 to i7, !dbg !478
    #dbg_value(i7 %323, !219, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !479)
  %324 = tail call fastcc signext i7 @op_shl(i7 noundef signext %323, i32 noundef 3), !dbg !480
    #dbg_value(i7 %324, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !481)
  %325 = zext i7 %324 to i64, !dbg !483
    #dbg_value(i64 %325, !260, !DIExpression(), !484)
  %326 = xor i64 %321, %325, !dbg !486
  %327 = mul i64 %326, 1099511628211, !dbg !487
  %328 = tail call fastcc signext i7 @op_lshr(i7 noundef signext %323, i32 noundef 3), !dbg !488
    #dbg_value(i7 %328, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !489)
  %329 = zext i7 %328 to i64, !dbg !491
    #dbg_value(i64 %329, !260, !DIExpression(), !492)
  %330 = xor i64 %327, %329, !dbg !494
  %331 = mul i64 %330, 1099511628211, !dbg !495
  %332 = tail call fastcc signext i7 @op_ashr(i7 noundef signext %323, i32 noundef 3), !dbg !496
    #dbg_value(i7 %332, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !497)
  %333 = zext i7 %332 to i64, !dbg !499
    #dbg_value(i64 %333, !260, !DIExpression(), !500)
  %334 = xor i64 %331, %333, !dbg !502
  %335 = mul i64 %334, 1099511628211, !dbg !503
    #dbg_value(i32 4, !216, !DIExpression(), !477)
  %336 = load volatile i8, ptr %279, align 1, !dbg !478, !tbaa !249
  %337 = trunc i8 %336 to i7, !dbg !478
    #dbg_value(i7 %337, !219, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !479)
  %338 = tail call fastcc signext i7 @op_shl(i7 noundef signext %337, i32 noundef 4), !dbg !480
    #dbg_value(i7 %338, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !481)
  %339 = zext i7 %338 to i64, !dbg !483
    #dbg_value(i64 %339, !260, !DIExpression(), !484)
  %340 = xor i64 %335, %339, !dbg !486
  %341 = mul i64 %340, 1099511628211, !dbg !487
  %342 = tail call fastcc signext i7 @op_lshr(i7 noundef signext %337, i32 noundef 4), !dbg !488
    #dbg_value(i7 %342, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !489)
  %343 = zext i7 %342 to i64, !dbg !491
    #dbg_value(i64 %343, !260, !DIExpression(), !492)
  %344 = xor i64 %341, %343, !dbg !494
  %345 = mul i64 %344, 1099511628211, !dbg !495
  %346 = tail call fastcc signext i7 @op_ashr(i7 noundef signext %337, i32 noundef 4), !dbg !496
    #dbg_value(i7 %346, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !497)
  %347 = zext i7 %346 to i64, !dbg !499
    #dbg_value(i64 %347, !260, !DIExpression(), !500)
  %348 = xor i64 %345, %347, !dbg !502
  %349 = mul i64 %348, 1099511628211, !dbg !503
    #dbg_value(i32 5, !216, !DIExpression(), !477)
  %350 = load volatile i8, ptr %279, align 1, !dbg !478, !tbaa !249
  %351 = trunc i8 %350 to i7, !dbg !478
    #dbg_value(i7 %351, !219, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !479)
  %352 = tail call fastcc signext i7 @op_shl(i7 noundef signext %351, i32 noundef 5), !dbg !480
    #dbg_value(i7 %352, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !481)
  %353 = zext i7 %352 to i64, !dbg !483
    #dbg_value(i64 %353, !260, !DIExpression(), !484)
  %354 = xor i64 %349, %353, !dbg !486
  %355 = mul i64 %354, 1099511628211, !dbg !487
  %356 = tail call fastcc signext i7 @op_lshr(i7 noundef signext %351, i32 noundef 5), !dbg !488
    #dbg_value(i7 %356, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !489)
  %357 = zext i7 %356 to i64, !dbg !491
    #dbg_value(i64 %357, !260, !DIExpression(), !492)
  %358 = xor i64 %355, %357, !dbg !494
  %359 = mul i64 %358, 1099511628211, !dbg !495
  %360 = tail call fastcc signext i7 @op_ashr(i7 noundef signext %351, i32 noundef 5), !dbg !496
    #dbg_value(i7 %360, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !497)
  %361 = zext i7 %360 to i64, !dbg !499
    #dbg_value(i64 %361, !260, !DIExpression(), !500)
  %362 = xor i64 %359, %361, !dbg !502
  %363 = mul i64 %362, 1099511628211, !dbg !503
    #dbg_value(i32 6, !216, !DIExpression(), !477)
  %364 = load volatile i8, ptr %279, align 1, !dbg !478, !tbaa !249
  %365 = trunc i8 %364 to i7, !dbg !478
    #dbg_value(i7 %365, !219, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !479)
  %366 = tail call fastcc signext i7 @op_shl(i7 noundef signext %365, i32 noundef 6), !dbg !480
    #dbg_value(i7 %366, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !481)
  %367 = zext i7 %366 to i64, !dbg !483
    #dbg_value(i64 %367, !260, !DIExpression(), !484)
  %368 = xor i64 %363, %367, !dbg !486
  %369 = mul i64 %368, 1099511628211, !dbg !487
  %370 = tail call fastcc signext i7 @op_lshr(i7 noundef signext %365, i32 noundef 6), !dbg !488
    #dbg_value(i7 %370, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !489)
  %371 = zext i7 %370 to i64, !dbg !491
    #dbg_value(i64 %371, !260, !DIExpression(), !492)
  %372 = xor i64 %369, %371, !dbg !494
  %373 = mul i64 %372, 1099511628211, !dbg !495
  %374 = tail call fastcc signext i7 @op_ashr(i7 noundef signext %365, i32 noundef 6), !dbg !496
    #dbg_value(i7 %374, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !497)
  %375 = zext i7 %374 to i64, !dbg !499
    #dbg_value(i64 %375, !260, !DIExpression(), !500)
  %376 = xor i64 %373, %375, !dbg !502
  %377 = mul i64 %376, 1099511628211, !dbg !503
    #dbg_value(i32 7, !216, !DIExpression(), !477)
  %378 = add nuw nsw i64 %277, 1, !dbg !504
    #dbg_value(i64 %378, !214, !DIExpression(), !421)
  %379 = icmp eq i64 %378, 21, !dbg !505
  br i1 %379, label %380, label %276, !dbg !422, !llvm.loop !506

380:                                              ; preds = %276
  store i64 %377, ptr @h, align 8, !tbaa !238
  %381 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %377), !dbg !508
  %382 = load i64, ptr @h, align 8, !dbg !509, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %382, i64 %226, i64 %200, i64 %176, i64 %152, i64 %128, i64 %104, i64 %80, i64 %56, i64 %32), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !222, !DIExpression(), !510)
    #dbg_value(i64 0, !222, !DIExpression(), !510)
  %383 = load volatile i8, ptr @vals, align 16, !dbg !511, !tbaa !249
  %384 = trunc i8 %383 to i7, !dbg !511
    #dbg_value(i7 %384, !224, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !512)
  %385 = sext i7 %384 to i64, !dbg !513
  %386 = tail call fastcc signext i7 @op_shl(i7 noundef signext %384, i32 noundef 6), !dbg !514
    #dbg_value(i7 %386, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !515)
  %387 = zext i7 %386 to i64, !dbg !517
  %388 = tail call fastcc signext i7 @op_lshr(i7 noundef signext %384, i32 noundef 6), !dbg !518
    #dbg_value(i7 %388, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !519)
  %389 = zext i7 %388 to i64, !dbg !521
  %390 = tail call fastcc signext i7 @op_ashr(i7 noundef signext %384, i32 noundef 6), !dbg !522
  %391 = sext i7 %390 to i64, !dbg !523
  %392 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %385, i32 noundef 6, i64 noundef %387, i32 noundef 6, i64 noundef %389, i32 noundef 6, i64 noundef %391), !dbg !524
    #dbg_value(i64 4, !222, !DIExpression(), !510)
  %393 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 4), align 4, !dbg !511, !tbaa !249
  %394 = trunc i8 %393 to i7, !dbg !511
    #dbg_value(i7 %394, !224, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !512)
  %395 = sext i7 %394 to i64, !dbg !513
  %396 = tail call fastcc signext i7 @op_shl(i7 noundef signext %394, i32 noundef 6), !dbg !514
    #dbg_value(i7 %396, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !515)
  %397 = zext i7 %396 to i64, !dbg !517
  %398 = tail call fastcc signext i7 @op_lshr(i7 noundef signext %394, i32 noundef 6), !dbg !518
    #dbg_value(i7 %398, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !519)
  %399 = zext i7 %398 to i64, !dbg !521
  %400 = tail call fastcc signext i7 @op_ashr(i7 noundef signext %394, i32 noundef 6), !dbg !522
  %401 = sext i7 %400 to i64, !dbg !523
  %402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %395, i32 noundef 6, i64 noundef %397, i32 noundef 6, i64 noundef %399, i32 noundef 6, i64 noundef %401), !dbg !524
    #dbg_value(i64 8, !222, !DIExpression(), !510)
  %403 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 8), align 8, !dbg !511, !tbaa !249
  %404 = trunc i8 %403 to i7, !dbg !511
    #dbg_value(i7 %404, !224, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !512)
  %405 = sext i7 %404 to i64, !dbg !513
  %406 = tail call fastcc signext i7 @op_shl(i7 noundef signext %404, i32 noundef 6), !dbg !514
    #dbg_value(i7 %406, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !515)
  %407 = zext i7 %406 to i64, !dbg !517
  %408 = tail call fastcc signext i7 @op_lshr(i7 noundef signext %404, i32 noundef 6), !dbg !518
    #dbg_value(i7 %408, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !519)
  %409 = zext i7 %408 to i64, !dbg !521
  %410 = tail call fastcc signext i7 @op_ashr(i7 noundef signext %404, i32 noundef 6), !dbg !522
  %411 = sext i7 %410 to i64, !dbg !523
  %412 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %405, i32 noundef 6, i64 noundef %407, i32 noundef 6, i64 noundef %409, i32 noundef 6, i64 noundef %411), !dbg !524
    #dbg_value(i64 12, !222, !DIExpression(), !510)
  %413 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 12), align 4, !dbg !511, !tbaa !249
  %414 = trunc i8 %413 to i7, !dbg !511
    #dbg_value(i7 %414, !224, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !512)
  %415 = sext i7 %414 to i64, !dbg !513
  %416 = tail call fastcc signext i7 @op_shl(i7 noundef signext %414, i32 noundef 6), !dbg !514
    #dbg_value(i7 %416, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !515)
  %417 = zext i7 %416 to i64, !dbg !517
  %418 = tail call fastcc signext i7 @op_lshr(i7 noundef signext %414, i32 noundef 6), !dbg !518
    #dbg_value(i7 %418, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !519)
  %419 = zext i7 %418 to i64, !dbg !521
  %420 = tail call fastcc signext i7 @op_ashr(i7 noundef signext %414, i32 noundef 6), !dbg !522
  %421 = sext i7 %420 to i64, !dbg !523
  %422 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %415, i32 noundef 6, i64 noundef %417, i32 noundef 6, i64 noundef %419, i32 noundef 6, i64 noundef %421), !dbg !524
    #dbg_value(i64 16, !222, !DIExpression(), !510)
  %423 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 16, !dbg !511, !tbaa !249
  %424 = trunc i8 %423 to i7, !dbg !511
    #dbg_value(i7 %424, !224, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !512)
  %425 = sext i7 %424 to i64, !dbg !513
  %426 = tail call fastcc signext i7 @op_shl(i7 noundef signext %424, i32 noundef 6), !dbg !514
    #dbg_value(i7 %426, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !515)
  %427 = zext i7 %426 to i64, !dbg !517
  %428 = tail call fastcc signext i7 @op_lshr(i7 noundef signext %424, i32 noundef 6), !dbg !518
    #dbg_value(i7 %428, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !519)
  %429 = zext i7 %428 to i64, !dbg !521
  %430 = tail call fastcc signext i7 @op_ashr(i7 noundef signext %424, i32 noundef 6), !dbg !522
  %431 = sext i7 %430 to i64, !dbg !523
  %432 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %425, i32 noundef 6, i64 noundef %427, i32 noundef 6, i64 noundef %429, i32 noundef 6, i64 noundef %431), !dbg !524
    #dbg_value(i64 20, !222, !DIExpression(), !510)
  %433 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 20), align 4, !dbg !511, !tbaa !249
  %434 = trunc i8 %433 to i7, !dbg !511
    #dbg_value(i7 %434, !224, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !512)
  %435 = sext i7 %434 to i64, !dbg !513
  %436 = tail call fastcc signext i7 @op_shl(i7 noundef signext %434, i32 noundef 6), !dbg !514
    #dbg_value(i7 %436, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !515)
  %437 = zext i7 %436 to i64, !dbg !517
  %438 = tail call fastcc signext i7 @op_lshr(i7 noundef signext %434, i32 noundef 6), !dbg !518
    #dbg_value(i7 %438, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !519)
  %439 = zext i7 %438 to i64, !dbg !521
  %440 = tail call fastcc signext i7 @op_ashr(i7 noundef signext %434, i32 noundef 6), !dbg !522
  %441 = sext i7 %440 to i64, !dbg !523
  %442 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %435, i32 noundef 6, i64 noundef %437, i32 noundef 6, i64 noundef %439, i32 noundef 6, i64 noundef %441), !dbg !524
    #dbg_value(i64 24, !222, !DIExpression(), !510)
  br label %459, !dbg !525

443:                                              ; preds = %504
  %444 = xor i64 %32, %8, !dbg !273
    #dbg_value(i64 %444, !111, !DIExpression(), !232)
  %445 = xor i64 %444, %56, !dbg !291
    #dbg_value(i64 %445, !111, !DIExpression(), !232)
  %446 = xor i64 %445, %80, !dbg !309
    #dbg_value(i64 %446, !111, !DIExpression(), !232)
  %447 = xor i64 %446, %104, !dbg !327
    #dbg_value(i64 %447, !111, !DIExpression(), !232)
  %448 = xor i64 %447, %128, !dbg !345
    #dbg_value(i64 %448, !111, !DIExpression(), !232)
  %449 = xor i64 %448, %152, !dbg !363
    #dbg_value(i64 %449, !111, !DIExpression(), !232)
  %450 = xor i64 %449, %176, !dbg !381
    #dbg_value(i64 %450, !111, !DIExpression(), !232)
  %451 = xor i64 %450, %200, !dbg !399
    #dbg_value(i64 %451, !111, !DIExpression(), !232)
  %452 = xor i64 %451, %226, !dbg !526
    #dbg_value(i64 %452, !111, !DIExpression(), !232)
  %453 = xor i64 %452, %382, !dbg !527
    #dbg_value(i64 %453, !111, !DIExpression(), !232)
  %454 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %453, i32 noundef %505), !dbg !528
  %455 = icmp eq i32 %505, 0, !dbg !529
  %456 = trunc i64 %453 to i32, !dbg !529
  %457 = and i32 %456, 63, !dbg !529
  %458 = select i1 %455, i32 %457, i32 100, !dbg !529
  ret i32 %458, !dbg !530

459:                                              ; preds = %380, %504
  %460 = phi i64 [ 0, %380 ], [ %506, %504 ]
  %461 = phi i32 [ %273, %380 ], [ %505, %504 ]
    #dbg_value(i64 %460, !227, !DIExpression(), !531)
    #dbg_value(i32 %461, !112, !DIExpression(), !232)
  %462 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %460, !dbg !532
  %463 = load volatile i8, ptr %462, align 1, !dbg !532, !tbaa !249
  %464 = trunc i8 %463 to i7, !dbg !532
    #dbg_value(i7 %464, !229, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !533)
  %465 = sext i7 %464 to i64, !dbg !534
  %466 = tail call fastcc signext i7 @op_neg(i7 noundef signext %464), !dbg !535
    #dbg_value(i7 %466, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !536)
  %467 = zext i7 %466 to i64, !dbg !538
  %468 = tail call fastcc signext i7 @op_not(i7 noundef signext %464), !dbg !539
    #dbg_value(i7 %468, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !540)
  %469 = zext i7 %468 to i64, !dbg !542
  %470 = tail call fastcc signext i7 @op_abs(i7 noundef signext %464), !dbg !543
    #dbg_value(i7 %470, !252, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !544)
  %471 = zext i7 %470 to i64, !dbg !546
  %472 = tail call fastcc signext i7 @div3(i7 noundef signext %464), !dbg !547
  %473 = sext i7 %472 to i64, !dbg !548
  %474 = tail call fastcc signext i7 @div7(i7 noundef signext %464), !dbg !549
  %475 = sext i7 %474 to i64, !dbg !550
  %476 = tail call fastcc signext i7 @div10(i7 noundef signext %464), !dbg !551
  %477 = sext i7 %476 to i64, !dbg !552
  %478 = tail call fastcc signext i7 @rem10(i7 noundef signext %464), !dbg !553
  %479 = sext i7 %478 to i64, !dbg !554
  %480 = tail call fastcc signext i7 @div16(i7 noundef signext %464), !dbg !555
  %481 = sext i7 %480 to i64, !dbg !556
  %482 = tail call fastcc signext i7 @rem16(i7 noundef signext %464), !dbg !557
  %483 = sext i7 %482 to i64, !dbg !558
  %484 = tail call fastcc signext i7 @divm5(i7 noundef signext %464), !dbg !559
  %485 = sext i7 %484 to i64, !dbg !560
  %486 = tail call fastcc signext i7 @divmax(i7 noundef signext %464), !dbg !561
  %487 = sext i7 %486 to i64, !dbg !562
  %488 = sitofp i7 %464 to double, !dbg !563
  %489 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %465, i64 noundef %467, i64 noundef %469, i64 noundef %471, i64 noundef %473, i64 noundef %475, i64 noundef %477, i64 noundef %479, i64 noundef %481, i64 noundef %483, i64 noundef %485, i64 noundef %487, double noundef %488, double noundef %488), !dbg !564
  %490 = tail call fastcc signext i7 @op_div(i7 noundef signext %464, i7 noundef signext 10), !dbg !565
  %491 = icmp eq i7 %476, %490, !dbg !567
  br i1 %491, label %492, label %501, !dbg !568

492:                                              ; preds = %459
  %493 = tail call fastcc signext i7 @op_rem(i7 noundef signext %464, i7 noundef signext 10), !dbg !569
  %494 = icmp eq i7 %478, %493, !dbg !570
  br i1 %494, label %495, label %501, !dbg !571

495:                                              ; preds = %492
  %496 = tail call fastcc signext i7 @op_div(i7 noundef signext %464, i7 noundef signext 7), !dbg !572
  %497 = icmp eq i7 %474, %496, !dbg !573
  br i1 %497, label %498, label %501, !dbg !574

498:                                              ; preds = %495
  %499 = tail call fastcc signext i7 @op_div(i7 noundef signext %464, i7 noundef signext 16), !dbg !575
  %500 = icmp eq i7 %480, %499, !dbg !576
  br i1 %500, label %504, label %501, !dbg !577

501:                                              ; preds = %498, %495, %492, %459
  %502 = add nsw i32 %461, 1, !dbg !578
    #dbg_value(i32 %502, !112, !DIExpression(), !232)
  %503 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !580
  br label %504, !dbg !581

504:                                              ; preds = %501, %498
  %505 = phi i32 [ %502, %501 ], [ %461, %498 ], !dbg !232
    #dbg_value(i32 %505, !112, !DIExpression(), !232)
  %506 = add nuw nsw i64 %460, 1, !dbg !582
    #dbg_value(i64 %506, !227, !DIExpression(), !531)
  %507 = icmp eq i64 %506, 21, !dbg !583
  br i1 %507, label %443, label %459, !dbg !525, !llvm.loop !584
}

; Function Attrs: nofree nounwind
declare !dbg !586 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i7 @op_add(i7 noundef signext %0, i7 noundef signext %1) unnamed_addr #2 !dbg !593 {
    #dbg_value(i7 %0, !597, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !599)
    #dbg_value(i7 %1, !598, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !599)
  %3 = add i7 %1, %0, !dbg !600
  ret i7 %3, !dbg !601
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i7 @op_sub(i7 noundef signext %0, i7 noundef signext %1) unnamed_addr #2 !dbg !602 {
    #dbg_value(i7 %0, !604, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !606)
    #dbg_value(i7 %1, !605, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !606)
  %3 = sub i7 %0, %1, !dbg !607
  ret i7 %3, !dbg !608
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i7 @op_mul(i7 noundef signext %0, i7 noundef signext %1) unnamed_addr #2 !dbg !609 {
    #dbg_value(i7 %0, !611, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !613)
    #dbg_value(i7 %1, !612, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !613)
  %3 = mul i7 %1, %0, !dbg !614
  ret i7 %3, !dbg !615
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i7 @op_and(i7 noundef signext %0, i7 noundef signext %1) unnamed_addr #2 !dbg !616 {
    #dbg_value(i7 %0, !618, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !620)
    #dbg_value(i7 %1, !619, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !620)
  %3 = and i7 %1, %0, !dbg !621
  ret i7 %3, !dbg !622
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i7 @op_or(i7 noundef signext %0, i7 noundef signext %1) unnamed_addr #2 !dbg !623 {
    #dbg_value(i7 %0, !625, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !627)
    #dbg_value(i7 %1, !626, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !627)
  %3 = or i7 %1, %0, !dbg !628
  ret i7 %3, !dbg !629
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i7 @op_xor(i7 noundef signext %0, i7 noundef signext %1) unnamed_addr #2 !dbg !630 {
    #dbg_value(i7 %0, !632, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !634)
    #dbg_value(i7 %1, !633, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !634)
  %3 = xor i7 %1, %0, !dbg !635
  ret i7 %3, !dbg !636
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i7 @op_min(i7 noundef signext %0, i7 noundef signext %1) unnamed_addr #2 !dbg !637 {
    #dbg_value(i7 %0, !639, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !641)
    #dbg_value(i7 %1, !640, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !641)
  %3 = tail call i7 @llvm.smin.i7(i7 %0, i7 %1), !dbg !642
  ret i7 %3, !dbg !643
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i7 @op_max(i7 noundef signext %0, i7 noundef signext %1) unnamed_addr #2 !dbg !644 {
    #dbg_value(i7 %0, !646, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !648)
    #dbg_value(i7 %1, !647, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !648)
  %3 = tail call i7 @llvm.smax.i7(i7 %0, i7 %1), !dbg !649
  ret i7 %3, !dbg !650
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i7 noundef signext %0, i7 noundef signext %1) unnamed_addr #2 !dbg !651 {
    #dbg_value(i7 %0, !655, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !657)
    #dbg_value(i7 %1, !656, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !657)
  %3 = icmp eq i7 %0, %1, !dbg !658
  %4 = zext i1 %3 to i32, !dbg !658
  %5 = select i1 %3, i32 0, i32 2, !dbg !659
  %6 = icmp slt i7 %0, %1, !dbg !660
  %7 = select i1 %6, i32 4, i32 0, !dbg !661
  %8 = icmp sgt i7 %0, %1, !dbg !662
  %9 = select i1 %8, i32 0, i32 8, !dbg !663
  %10 = select i1 %8, i32 16, i32 0, !dbg !664
  %11 = select i1 %6, i32 0, i32 32, !dbg !665
  %12 = icmp ult i7 %0, %1, !dbg !666
  %13 = select i1 %12, i32 64, i32 0, !dbg !667
  %14 = select i1 %12, i32 0, i32 128, !dbg !668
  %15 = icmp eq i7 %0, 0, !dbg !669
  %16 = select i1 %15, i32 256, i32 0, !dbg !670
  %17 = icmp eq i7 %1, 0, !dbg !671
  %18 = select i1 %17, i32 0, i32 512, !dbg !672
  %19 = or disjoint i32 %16, %4, !dbg !673
  %20 = or disjoint i32 %19, %5, !dbg !674
  %21 = or disjoint i32 %20, %7, !dbg !675
  %22 = or disjoint i32 %21, %9, !dbg !676
  %23 = or disjoint i32 %22, %10, !dbg !677
  %24 = or i32 %23, %11, !dbg !678
  %25 = or i32 %24, %13, !dbg !679
  %26 = or i32 %25, %14, !dbg !680
  %27 = or i32 %26, %18, !dbg !681
  ret i32 %27, !dbg !682
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i7 @op_div(i7 noundef signext %0, i7 noundef signext %1) unnamed_addr #2 !dbg !683 {
    #dbg_value(i7 %0, !685, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !687)
    #dbg_value(i7 %1, !686, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !687)
  %3 = sdiv i7 %0, %1, !dbg !688
  ret i7 %3, !dbg !689
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i7 @op_rem(i7 noundef signext %0, i7 noundef signext %1) unnamed_addr #2 !dbg !690 {
    #dbg_value(i7 %0, !692, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !694)
    #dbg_value(i7 %1, !693, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !694)
  %3 = srem i7 %0, %1, !dbg !695
  ret i7 %3, !dbg !696
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i7 @op_shl(i7 noundef signext %0, i32 noundef %1) unnamed_addr #2 !dbg !697 {
    #dbg_value(i7 %0, !701, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !703)
    #dbg_value(i32 %1, !702, !DIExpression(), !703)
  %3 = trunc i32 %1 to i7, !dbg !704
  %4 = shl i7 %0, %3, !dbg !704
  ret i7 %4, !dbg !705
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i7 @op_lshr(i7 noundef signext %0, i32 noundef %1) unnamed_addr #2 !dbg !706 {
    #dbg_value(i7 %0, !708, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !710)
    #dbg_value(i32 %1, !709, !DIExpression(), !710)
  %3 = trunc i32 %1 to i7, !dbg !711
  %4 = lshr i7 %0, %3, !dbg !711
  ret i7 %4, !dbg !712
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i7 @op_ashr(i7 noundef signext %0, i32 noundef %1) unnamed_addr #2 !dbg !713 {
    #dbg_value(i7 %0, !715, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !717)
    #dbg_value(i32 %1, !716, !DIExpression(), !717)
  %3 = trunc i32 %1 to i7, !dbg !718
  %4 = ashr i7 %0, %3, !dbg !718
  ret i7 %4, !dbg !719
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i7 @op_neg(i7 noundef signext %0) unnamed_addr #2 !dbg !720 {
    #dbg_value(i7 %0, !724, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !725)
  %2 = sub i7 0, %0, !dbg !726
  ret i7 %2, !dbg !727
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i7 @op_not(i7 noundef signext %0) unnamed_addr #2 !dbg !728 {
    #dbg_value(i7 %0, !730, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !731)
  %2 = xor i7 %0, -1, !dbg !732
  ret i7 %2, !dbg !733
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i7 @op_abs(i7 noundef signext %0) unnamed_addr #2 !dbg !734 {
    #dbg_value(i7 %0, !736, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !737)
  %2 = icmp slt i7 %0, 0, !dbg !738
  br i1 %2, label %3, label %5, !dbg !739

3:                                                ; preds = %1
  %4 = tail call fastcc signext i7 @op_neg(i7 noundef signext %0), !dbg !740
  br label %5, !dbg !739

5:                                                ; preds = %1, %3
  %6 = phi i7 [ %4, %3 ], [ %0, %1 ], !dbg !739
  ret i7 %6, !dbg !741
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i7 -21, 22) i7 @div3(i7 noundef signext %0) unnamed_addr #2 !dbg !742 {
    #dbg_value(i7 %0, !744, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !745)
  %2 = sdiv i7 %0, 3, !dbg !746
  ret i7 %2, !dbg !747
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i7 -9, 10) i7 @div7(i7 noundef signext %0) unnamed_addr #2 !dbg !748 {
    #dbg_value(i7 %0, !750, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !751)
  %2 = sdiv i7 %0, 7, !dbg !752
  ret i7 %2, !dbg !753
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i7 -6, 7) i7 @div10(i7 noundef signext %0) unnamed_addr #2 !dbg !754 {
    #dbg_value(i7 %0, !756, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !757)
  %2 = sdiv i7 %0, 10, !dbg !758
  ret i7 %2, !dbg !759
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext range(i7 -9, 10) i7 @rem10(i7 noundef signext %0) unnamed_addr #2 !dbg !760 {
    #dbg_value(i7 %0, !762, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !763)
  %2 = sext i7 %0 to i8, !dbg !764
  %3 = srem i8 %2, 10, !dbg !764
  %4 = trunc nsw i8 %3 to i7, !dbg !765
  ret i7 %4, !dbg !766
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i7 -4, 4) i7 @div16(i7 noundef signext %0) unnamed_addr #2 !dbg !767 {
    #dbg_value(i7 %0, !769, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !770)
  %2 = sdiv i7 %0, 16, !dbg !771
  ret i7 %2, !dbg !772
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext range(i7 -15, 16) i7 @rem16(i7 noundef signext %0) unnamed_addr #2 !dbg !773 {
    #dbg_value(i7 %0, !775, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !776)
  %2 = sext i7 %0 to i8, !dbg !777
  %3 = srem i8 %2, 16, !dbg !777
  %4 = trunc nsw i8 %3 to i7, !dbg !778
  ret i7 %4, !dbg !779
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i7 -12, 13) i7 @divm5(i7 noundef signext %0) unnamed_addr #2 !dbg !780 {
    #dbg_value(i7 %0, !782, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !783)
  %2 = sdiv i7 %0, -5, !dbg !784
  ret i7 %2, !dbg !785
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i7 -1, 2) i7 @divmax(i7 noundef signext %0) unnamed_addr #2 !dbg !786 {
    #dbg_value(i7 %0, !788, !DIExpression(DW_OP_LLVM_convert, 7, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !789)
  %2 = sdiv i7 %0, 63, !dbg !790
  ret i7 %2, !dbg !791
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i7 @llvm.smin.i7(i7, i7) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i7 @llvm.smax.i7(i7, i7) #4

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
!2 = !DIFile(filename: "programs/ops_matrix_bitint7.c", directory: ".", checksumkind: CSK_MD5, checksum: "32d5d7e0568f4519a5a4a356ac33fa2e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 49)
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
!18 = !DIBasicType(name: "_BitInt", size: 8, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "U", file: !2, line: 11, baseType: !20)
!20 = !DIBasicType(name: "unsigned _BitInt", size: 8, encoding: DW_ATE_unsigned)
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
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 168, elements: !97)
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
!250 = !{!"_BitInt(7)", !240, i64 0}
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
!407 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !408)
!408 = distinct !DILocation(line: 79, column: 5, scope: !200)
!409 = !DILocation(line: 0, scope: !253, inlinedAt: !408)
!410 = !DILocation(line: 0, scope: !261, inlinedAt: !411)
!411 = distinct !DILocation(line: 79, column: 5, scope: !200)
!412 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !411)
!413 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !411)
!414 = !DILocation(line: 79, column: 5, scope: !201)
!415 = distinct !{!415, !398, !398, !247}
!416 = !DILocation(line: 0, scope: !206)
!417 = !DILocation(line: 83, column: 9, scope: !206)
!418 = !DILocation(line: 91, column: 32, scope: !107)
!419 = !DILocation(line: 91, column: 5, scope: !107)
!420 = !DILocation(line: 91, column: 45, scope: !107)
!421 = !DILocation(line: 0, scope: !215)
!422 = !DILocation(line: 94, column: 5, scope: !215)
!423 = !DILocation(line: 82, column: 29, scope: !207)
!424 = !DILocation(line: 82, column: 23, scope: !207)
!425 = distinct !{!425, !402, !426, !247}
!426 = !DILocation(line: 90, column: 9, scope: !204)
!427 = !DILocation(line: 84, column: 19, scope: !209)
!428 = !DILocation(line: 0, scope: !209)
!429 = !DILocation(line: 84, column: 32, scope: !209)
!430 = !DILocation(line: 85, column: 19, scope: !431)
!431 = distinct !DILexicalBlock(scope: !209, file: !2, line: 85, column: 17)
!432 = !DILocation(line: 85, column: 24, scope: !431)
!433 = !DILocation(line: 85, column: 40, scope: !431)
!434 = !DILocation(line: 85, column: 48, scope: !431)
!435 = !DILocation(line: 86, column: 19, scope: !209)
!436 = !DILocation(line: 86, column: 37, scope: !209)
!437 = !DILocation(line: 0, scope: !253, inlinedAt: !438)
!438 = distinct !DILocation(line: 87, column: 17, scope: !209)
!439 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !438)
!440 = !DILocation(line: 0, scope: !261, inlinedAt: !441)
!441 = distinct !DILocation(line: 87, column: 13, scope: !209)
!442 = !DILocation(line: 25, column: 46, scope: !261, inlinedAt: !441)
!443 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !441)
!444 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !441)
!445 = !DILocation(line: 0, scope: !253, inlinedAt: !446)
!446 = distinct !DILocation(line: 87, column: 31, scope: !209)
!447 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !446)
!448 = !DILocation(line: 0, scope: !261, inlinedAt: !449)
!449 = distinct !DILocation(line: 87, column: 27, scope: !209)
!450 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !449)
!451 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !449)
!452 = !DILocation(line: 25, column: 43, scope: !261, inlinedAt: !449)
!453 = !DILocation(line: 88, column: 25, scope: !454)
!454 = distinct !DILexicalBlock(scope: !209, file: !2, line: 88, column: 17)
!455 = !DILocation(line: 88, column: 38, scope: !454)
!456 = !DILocation(line: 88, column: 47, scope: !454)
!457 = !DILocation(line: 88, column: 17, scope: !209)
!458 = !DILocation(line: 88, column: 58, scope: !459)
!459 = distinct !DILexicalBlock(scope: !454, file: !2, line: 88, column: 53)
!460 = !DILocation(line: 88, column: 106, scope: !459)
!461 = !DILocation(line: 88, column: 120, scope: !459)
!462 = !DILocation(line: 88, column: 62, scope: !459)
!463 = !DILocation(line: 88, column: 135, scope: !459)
!464 = !DILocation(line: 89, column: 19, scope: !465)
!465 = distinct !DILexicalBlock(scope: !209, file: !2, line: 89, column: 17)
!466 = !DILocation(line: 89, column: 24, scope: !465)
!467 = !DILocation(line: 89, column: 54, scope: !468)
!468 = distinct !DILexicalBlock(scope: !465, file: !2, line: 89, column: 49)
!469 = !DILocation(line: 89, column: 95, scope: !468)
!470 = !DILocation(line: 89, column: 109, scope: !468)
!471 = !DILocation(line: 89, column: 58, scope: !468)
!472 = !DILocation(line: 89, column: 124, scope: !468)
!473 = !DILocation(line: 83, column: 33, scope: !210)
!474 = !DILocation(line: 83, column: 27, scope: !210)
!475 = distinct !{!475, !417, !476, !247}
!476 = !DILocation(line: 90, column: 9, scope: !206)
!477 = !DILocation(line: 0, scope: !217)
!478 = !DILocation(line: 95, column: 48, scope: !220)
!479 = !DILocation(line: 0, scope: !220)
!480 = !DILocation(line: 95, column: 66, scope: !220)
!481 = !DILocation(line: 0, scope: !253, inlinedAt: !482)
!482 = distinct !DILocation(line: 95, column: 61, scope: !220)
!483 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !482)
!484 = !DILocation(line: 0, scope: !261, inlinedAt: !485)
!485 = distinct !DILocation(line: 95, column: 57, scope: !220)
!486 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !485)
!487 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !485)
!488 = !DILocation(line: 95, column: 91, scope: !220)
!489 = !DILocation(line: 0, scope: !253, inlinedAt: !490)
!490 = distinct !DILocation(line: 95, column: 86, scope: !220)
!491 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !490)
!492 = !DILocation(line: 0, scope: !261, inlinedAt: !493)
!493 = distinct !DILocation(line: 95, column: 82, scope: !220)
!494 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !493)
!495 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !493)
!496 = !DILocation(line: 95, column: 117, scope: !220)
!497 = !DILocation(line: 0, scope: !253, inlinedAt: !498)
!498 = distinct !DILocation(line: 95, column: 112, scope: !220)
!499 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !498)
!500 = !DILocation(line: 0, scope: !261, inlinedAt: !501)
!501 = distinct !DILocation(line: 95, column: 108, scope: !220)
!502 = !DILocation(line: 25, column: 48, scope: !261, inlinedAt: !501)
!503 = !DILocation(line: 25, column: 53, scope: !261, inlinedAt: !501)
!504 = !DILocation(line: 94, column: 29, scope: !218)
!505 = !DILocation(line: 94, column: 23, scope: !218)
!506 = distinct !{!506, !422, !507, !247}
!507 = !DILocation(line: 95, column: 134, scope: !215)
!508 = !DILocation(line: 96, column: 5, scope: !107)
!509 = !DILocation(line: 96, column: 45, scope: !107)
!510 = !DILocation(line: 0, scope: !223)
!511 = !DILocation(line: 99, column: 15, scope: !225)
!512 = !DILocation(line: 0, scope: !225)
!513 = !DILocation(line: 100, column: 66, scope: !225)
!514 = !DILocation(line: 100, column: 95, scope: !225)
!515 = !DILocation(line: 0, scope: !253, inlinedAt: !516)
!516 = distinct !DILocation(line: 100, column: 90, scope: !225)
!517 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !516)
!518 = !DILocation(line: 101, column: 31, scope: !225)
!519 = !DILocation(line: 0, scope: !253, inlinedAt: !520)
!520 = distinct !DILocation(line: 101, column: 26, scope: !225)
!521 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !520)
!522 = !DILocation(line: 101, column: 75, scope: !225)
!523 = !DILocation(line: 101, column: 64, scope: !225)
!524 = !DILocation(line: 100, column: 9, scope: !225)
!525 = !DILocation(line: 104, column: 5, scope: !228)
!526 = !DILocation(line: 91, column: 42, scope: !107)
!527 = !DILocation(line: 96, column: 42, scope: !107)
!528 = !DILocation(line: 112, column: 5, scope: !107)
!529 = !DILocation(line: 113, column: 12, scope: !107)
!530 = !DILocation(line: 114, column: 1, scope: !107)
!531 = !DILocation(line: 0, scope: !228)
!532 = !DILocation(line: 105, column: 15, scope: !230)
!533 = !DILocation(line: 0, scope: !230)
!534 = !DILocation(line: 107, column: 16, scope: !230)
!535 = !DILocation(line: 107, column: 35, scope: !230)
!536 = !DILocation(line: 0, scope: !253, inlinedAt: !537)
!537 = distinct !DILocation(line: 107, column: 30, scope: !230)
!538 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !537)
!539 = !DILocation(line: 107, column: 52, scope: !230)
!540 = !DILocation(line: 0, scope: !253, inlinedAt: !541)
!541 = distinct !DILocation(line: 107, column: 47, scope: !230)
!542 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !541)
!543 = !DILocation(line: 107, column: 69, scope: !230)
!544 = !DILocation(line: 0, scope: !253, inlinedAt: !545)
!545 = distinct !DILocation(line: 107, column: 64, scope: !230)
!546 = !DILocation(line: 26, column: 46, scope: !253, inlinedAt: !545)
!547 = !DILocation(line: 107, column: 92, scope: !230)
!548 = !DILocation(line: 107, column: 81, scope: !230)
!549 = !DILocation(line: 107, column: 112, scope: !230)
!550 = !DILocation(line: 107, column: 101, scope: !230)
!551 = !DILocation(line: 108, column: 27, scope: !230)
!552 = !DILocation(line: 108, column: 16, scope: !230)
!553 = !DILocation(line: 108, column: 48, scope: !230)
!554 = !DILocation(line: 108, column: 37, scope: !230)
!555 = !DILocation(line: 108, column: 69, scope: !230)
!556 = !DILocation(line: 108, column: 58, scope: !230)
!557 = !DILocation(line: 108, column: 90, scope: !230)
!558 = !DILocation(line: 108, column: 79, scope: !230)
!559 = !DILocation(line: 108, column: 111, scope: !230)
!560 = !DILocation(line: 108, column: 100, scope: !230)
!561 = !DILocation(line: 109, column: 27, scope: !230)
!562 = !DILocation(line: 109, column: 16, scope: !230)
!563 = !DILocation(line: 109, column: 38, scope: !230)
!564 = !DILocation(line: 106, column: 9, scope: !230)
!565 = !DILocation(line: 110, column: 25, scope: !566)
!566 = distinct !DILexicalBlock(scope: !230, file: !2, line: 110, column: 13)
!567 = !DILocation(line: 110, column: 22, scope: !566)
!568 = !DILocation(line: 110, column: 39, scope: !566)
!569 = !DILocation(line: 110, column: 54, scope: !566)
!570 = !DILocation(line: 110, column: 51, scope: !566)
!571 = !DILocation(line: 110, column: 68, scope: !566)
!572 = !DILocation(line: 110, column: 82, scope: !566)
!573 = !DILocation(line: 110, column: 79, scope: !566)
!574 = !DILocation(line: 110, column: 95, scope: !566)
!575 = !DILocation(line: 110, column: 110, scope: !566)
!576 = !DILocation(line: 110, column: 107, scope: !566)
!577 = !DILocation(line: 110, column: 13, scope: !230)
!578 = !DILocation(line: 110, column: 130, scope: !579)
!579 = distinct !DILexicalBlock(scope: !566, file: !2, line: 110, column: 125)
!580 = !DILocation(line: 110, column: 134, scope: !579)
!581 = !DILocation(line: 110, column: 166, scope: !579)
!582 = !DILocation(line: 104, column: 29, scope: !231)
!583 = !DILocation(line: 104, column: 23, scope: !231)
!584 = distinct !{!584, !525, !585, !247}
!585 = !DILocation(line: 111, column: 5, scope: !228)
!586 = !DISubprogram(name: "printf", scope: !587, file: !587, line: 356, type: !588, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!587 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!588 = !DISubroutineType(types: !589)
!589 = !{!22, !590, null}
!590 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !591)
!591 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !592, size: 64)
!592 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!593 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 28, type: !594, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !596)
!594 = !DISubroutineType(types: !595)
!595 = !{!17, !17, !17}
!596 = !{!597, !598}
!597 = !DILocalVariable(name: "a", arg: 1, scope: !593, file: !2, line: 28, type: !17)
!598 = !DILocalVariable(name: "b", arg: 2, scope: !593, file: !2, line: 28, type: !17)
!599 = !DILocation(line: 0, scope: !593)
!600 = !DILocation(line: 28, column: 72, scope: !593)
!601 = !DILocation(line: 28, column: 55, scope: !593)
!602 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 29, type: !594, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !603)
!603 = !{!604, !605}
!604 = !DILocalVariable(name: "a", arg: 1, scope: !602, file: !2, line: 29, type: !17)
!605 = !DILocalVariable(name: "b", arg: 2, scope: !602, file: !2, line: 29, type: !17)
!606 = !DILocation(line: 0, scope: !602)
!607 = !DILocation(line: 29, column: 72, scope: !602)
!608 = !DILocation(line: 29, column: 55, scope: !602)
!609 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 30, type: !594, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !610)
!610 = !{!611, !612}
!611 = !DILocalVariable(name: "a", arg: 1, scope: !609, file: !2, line: 30, type: !17)
!612 = !DILocalVariable(name: "b", arg: 2, scope: !609, file: !2, line: 30, type: !17)
!613 = !DILocation(line: 0, scope: !609)
!614 = !DILocation(line: 30, column: 72, scope: !609)
!615 = !DILocation(line: 30, column: 55, scope: !609)
!616 = distinct !DISubprogram(name: "op_and", scope: !2, file: !2, line: 33, type: !594, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !617)
!617 = !{!618, !619}
!618 = !DILocalVariable(name: "a", arg: 1, scope: !616, file: !2, line: 33, type: !17)
!619 = !DILocalVariable(name: "b", arg: 2, scope: !616, file: !2, line: 33, type: !17)
!620 = !DILocation(line: 0, scope: !616)
!621 = !DILocation(line: 33, column: 64, scope: !616)
!622 = !DILocation(line: 33, column: 55, scope: !616)
!623 = distinct !DISubprogram(name: "op_or", scope: !2, file: !2, line: 34, type: !594, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !624)
!624 = !{!625, !626}
!625 = !DILocalVariable(name: "a", arg: 1, scope: !623, file: !2, line: 34, type: !17)
!626 = !DILocalVariable(name: "b", arg: 2, scope: !623, file: !2, line: 34, type: !17)
!627 = !DILocation(line: 0, scope: !623)
!628 = !DILocation(line: 34, column: 63, scope: !623)
!629 = !DILocation(line: 34, column: 54, scope: !623)
!630 = distinct !DISubprogram(name: "op_xor", scope: !2, file: !2, line: 35, type: !594, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !631)
!631 = !{!632, !633}
!632 = !DILocalVariable(name: "a", arg: 1, scope: !630, file: !2, line: 35, type: !17)
!633 = !DILocalVariable(name: "b", arg: 2, scope: !630, file: !2, line: 35, type: !17)
!634 = !DILocation(line: 0, scope: !630)
!635 = !DILocation(line: 35, column: 64, scope: !630)
!636 = !DILocation(line: 35, column: 55, scope: !630)
!637 = distinct !DISubprogram(name: "op_min", scope: !2, file: !2, line: 42, type: !594, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !638)
!638 = !{!639, !640}
!639 = !DILocalVariable(name: "a", arg: 1, scope: !637, file: !2, line: 42, type: !17)
!640 = !DILocalVariable(name: "b", arg: 2, scope: !637, file: !2, line: 42, type: !17)
!641 = !DILocation(line: 0, scope: !637)
!642 = !DILocation(line: 42, column: 62, scope: !637)
!643 = !DILocation(line: 42, column: 55, scope: !637)
!644 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 43, type: !594, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !645)
!645 = !{!646, !647}
!646 = !DILocalVariable(name: "a", arg: 1, scope: !644, file: !2, line: 43, type: !17)
!647 = !DILocalVariable(name: "b", arg: 2, scope: !644, file: !2, line: 43, type: !17)
!648 = !DILocation(line: 0, scope: !644)
!649 = !DILocation(line: 43, column: 62, scope: !644)
!650 = !DILocation(line: 43, column: 55, scope: !644)
!651 = distinct !DISubprogram(name: "op_cmp", scope: !2, file: !2, line: 44, type: !652, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !654)
!652 = !DISubroutineType(types: !653)
!653 = !{!22, !17, !17}
!654 = !{!655, !656}
!655 = !DILocalVariable(name: "a", arg: 1, scope: !651, file: !2, line: 44, type: !17)
!656 = !DILocalVariable(name: "b", arg: 2, scope: !651, file: !2, line: 44, type: !17)
!657 = !DILocation(line: 0, scope: !651)
!658 = !DILocation(line: 45, column: 15, scope: !651)
!659 = !DILocation(line: 45, column: 32, scope: !651)
!660 = !DILocation(line: 45, column: 42, scope: !651)
!661 = !DILocation(line: 45, column: 47, scope: !651)
!662 = !DILocation(line: 45, column: 57, scope: !651)
!663 = !DILocation(line: 45, column: 63, scope: !651)
!664 = !DILocation(line: 45, column: 78, scope: !651)
!665 = !DILocation(line: 45, column: 94, scope: !651)
!666 = !DILocation(line: 46, column: 18, scope: !651)
!667 = !DILocation(line: 46, column: 26, scope: !651)
!668 = !DILocation(line: 46, column: 48, scope: !651)
!669 = !DILocation(line: 46, column: 56, scope: !651)
!670 = !DILocation(line: 46, column: 60, scope: !651)
!671 = !DILocation(line: 46, column: 69, scope: !651)
!672 = !DILocation(line: 46, column: 73, scope: !651)
!673 = !DILocation(line: 45, column: 21, scope: !651)
!674 = !DILocation(line: 45, column: 37, scope: !651)
!675 = !DILocation(line: 45, column: 52, scope: !651)
!676 = !DILocation(line: 45, column: 68, scope: !651)
!677 = !DILocation(line: 45, column: 83, scope: !651)
!678 = !DILocation(line: 45, column: 99, scope: !651)
!679 = !DILocation(line: 46, column: 31, scope: !651)
!680 = !DILocation(line: 46, column: 53, scope: !651)
!681 = !DILocation(line: 46, column: 65, scope: !651)
!682 = !DILocation(line: 45, column: 5, scope: !651)
!683 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 31, type: !594, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !684)
!684 = !{!685, !686}
!685 = !DILocalVariable(name: "a", arg: 1, scope: !683, file: !2, line: 31, type: !17)
!686 = !DILocalVariable(name: "b", arg: 2, scope: !683, file: !2, line: 31, type: !17)
!687 = !DILocation(line: 0, scope: !683)
!688 = !DILocation(line: 31, column: 68, scope: !683)
!689 = !DILocation(line: 31, column: 55, scope: !683)
!690 = distinct !DISubprogram(name: "op_rem", scope: !2, file: !2, line: 32, type: !594, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !691)
!691 = !{!692, !693}
!692 = !DILocalVariable(name: "a", arg: 1, scope: !690, file: !2, line: 32, type: !17)
!693 = !DILocalVariable(name: "b", arg: 2, scope: !690, file: !2, line: 32, type: !17)
!694 = !DILocation(line: 0, scope: !690)
!695 = !DILocation(line: 32, column: 68, scope: !690)
!696 = !DILocation(line: 32, column: 55, scope: !690)
!697 = distinct !DISubprogram(name: "op_shl", scope: !2, file: !2, line: 36, type: !698, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !700)
!698 = !DISubroutineType(types: !699)
!699 = !{!17, !17, !22}
!700 = !{!701, !702}
!701 = !DILocalVariable(name: "a", arg: 1, scope: !697, file: !2, line: 36, type: !17)
!702 = !DILocalVariable(name: "s", arg: 2, scope: !697, file: !2, line: 36, type: !22)
!703 = !DILocation(line: 0, scope: !697)
!704 = !DILocation(line: 36, column: 77, scope: !697)
!705 = !DILocation(line: 36, column: 57, scope: !697)
!706 = distinct !DISubprogram(name: "op_lshr", scope: !2, file: !2, line: 37, type: !698, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !707)
!707 = !{!708, !709}
!708 = !DILocalVariable(name: "a", arg: 1, scope: !706, file: !2, line: 37, type: !17)
!709 = !DILocalVariable(name: "s", arg: 2, scope: !706, file: !2, line: 37, type: !22)
!710 = !DILocation(line: 0, scope: !706)
!711 = !DILocation(line: 37, column: 74, scope: !706)
!712 = !DILocation(line: 37, column: 58, scope: !706)
!713 = distinct !DISubprogram(name: "op_ashr", scope: !2, file: !2, line: 38, type: !698, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !714)
!714 = !{!715, !716}
!715 = !DILocalVariable(name: "a", arg: 1, scope: !713, file: !2, line: 38, type: !17)
!716 = !DILocalVariable(name: "s", arg: 2, scope: !713, file: !2, line: 38, type: !22)
!717 = !DILocation(line: 0, scope: !713)
!718 = !DILocation(line: 38, column: 71, scope: !713)
!719 = !DILocation(line: 38, column: 58, scope: !713)
!720 = distinct !DISubprogram(name: "op_neg", scope: !2, file: !2, line: 39, type: !721, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !723)
!721 = !DISubroutineType(types: !722)
!722 = !{!17, !17}
!723 = !{!724}
!724 = !DILocalVariable(name: "a", arg: 1, scope: !720, file: !2, line: 39, type: !17)
!725 = !DILocation(line: 0, scope: !720)
!726 = !DILocation(line: 39, column: 67, scope: !720)
!727 = !DILocation(line: 39, column: 50, scope: !720)
!728 = distinct !DISubprogram(name: "op_not", scope: !2, file: !2, line: 40, type: !721, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !729)
!729 = !{!730}
!730 = !DILocalVariable(name: "a", arg: 1, scope: !728, file: !2, line: 40, type: !17)
!731 = !DILocation(line: 0, scope: !728)
!732 = !DILocation(line: 40, column: 60, scope: !728)
!733 = !DILocation(line: 40, column: 50, scope: !728)
!734 = distinct !DISubprogram(name: "op_abs", scope: !2, file: !2, line: 41, type: !721, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !735)
!735 = !{!736}
!736 = !DILocalVariable(name: "a", arg: 1, scope: !734, file: !2, line: 41, type: !17)
!737 = !DILocation(line: 0, scope: !734)
!738 = !DILocation(line: 41, column: 59, scope: !734)
!739 = !DILocation(line: 41, column: 57, scope: !734)
!740 = !DILocation(line: 41, column: 65, scope: !734)
!741 = !DILocation(line: 41, column: 50, scope: !734)
!742 = distinct !DISubprogram(name: "div3", scope: !2, file: !2, line: 48, type: !721, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !743)
!743 = !{!744}
!744 = !DILocalVariable(name: "a", arg: 1, scope: !742, file: !2, line: 48, type: !17)
!745 = !DILocation(line: 0, scope: !742)
!746 = !DILocation(line: 48, column: 61, scope: !742)
!747 = !DILocation(line: 48, column: 48, scope: !742)
!748 = distinct !DISubprogram(name: "div7", scope: !2, file: !2, line: 49, type: !721, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !749)
!749 = !{!750}
!750 = !DILocalVariable(name: "a", arg: 1, scope: !748, file: !2, line: 49, type: !17)
!751 = !DILocation(line: 0, scope: !748)
!752 = !DILocation(line: 49, column: 61, scope: !748)
!753 = !DILocation(line: 49, column: 48, scope: !748)
!754 = distinct !DISubprogram(name: "div10", scope: !2, file: !2, line: 50, type: !721, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !755)
!755 = !{!756}
!756 = !DILocalVariable(name: "a", arg: 1, scope: !754, file: !2, line: 50, type: !17)
!757 = !DILocation(line: 0, scope: !754)
!758 = !DILocation(line: 50, column: 62, scope: !754)
!759 = !DILocation(line: 50, column: 49, scope: !754)
!760 = distinct !DISubprogram(name: "rem10", scope: !2, file: !2, line: 51, type: !721, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !761)
!761 = !{!762}
!762 = !DILocalVariable(name: "a", arg: 1, scope: !760, file: !2, line: 51, type: !17)
!763 = !DILocation(line: 0, scope: !760)
!764 = !DILocation(line: 51, column: 62, scope: !760)
!765 = !DILocation(line: 51, column: 56, scope: !760)
!766 = !DILocation(line: 51, column: 49, scope: !760)
!767 = distinct !DISubprogram(name: "div16", scope: !2, file: !2, line: 52, type: !721, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !768)
!768 = !{!769}
!769 = !DILocalVariable(name: "a", arg: 1, scope: !767, file: !2, line: 52, type: !17)
!770 = !DILocation(line: 0, scope: !767)
!771 = !DILocation(line: 52, column: 62, scope: !767)
!772 = !DILocation(line: 52, column: 49, scope: !767)
!773 = distinct !DISubprogram(name: "rem16", scope: !2, file: !2, line: 53, type: !721, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !774)
!774 = !{!775}
!775 = !DILocalVariable(name: "a", arg: 1, scope: !773, file: !2, line: 53, type: !17)
!776 = !DILocation(line: 0, scope: !773)
!777 = !DILocation(line: 53, column: 62, scope: !773)
!778 = !DILocation(line: 53, column: 56, scope: !773)
!779 = !DILocation(line: 53, column: 49, scope: !773)
!780 = distinct !DISubprogram(name: "divm5", scope: !2, file: !2, line: 54, type: !721, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !781)
!781 = !{!782}
!782 = !DILocalVariable(name: "a", arg: 1, scope: !780, file: !2, line: 54, type: !17)
!783 = !DILocation(line: 0, scope: !780)
!784 = !DILocation(line: 54, column: 71, scope: !780)
!785 = !DILocation(line: 54, column: 49, scope: !780)
!786 = distinct !DISubprogram(name: "divmax", scope: !2, file: !2, line: 55, type: !721, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !787)
!787 = !{!788}
!788 = !DILocalVariable(name: "a", arg: 1, scope: !786, file: !2, line: 55, type: !17)
!789 = !DILocation(line: 0, scope: !786)
!790 = !DILocation(line: 55, column: 63, scope: !786)
!791 = !DILocation(line: 55, column: 50, scope: !786)
