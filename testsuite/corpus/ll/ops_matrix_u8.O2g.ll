; ModuleID = 'programs/ops_matrix_u8.c'
source_filename = "programs/ops_matrix_u8.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"type uint8_t: %d bits, %s, min %lld max %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1, !dbg !7
@h = internal unnamed_addr global i64 0, align 8, !dbg !12
@vals = internal global [21 x i8] c"\00\01\00\F9\FD\FE\FF\00\01\02\03\05\07\0A\7F\80\FE\FFU\AA\EF", align 16, !dbg !94
@.str.2 = private unnamed_addr constant [14 x i8] c"%-6s %016llx\0A\00", align 1, !dbg !31
@.str.3 = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !36
@.str.4 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !41
@.str.5 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !43
@.str.6 = private unnamed_addr constant [4 x i8] c"and\00", align 1, !dbg !45
@.str.7 = private unnamed_addr constant [3 x i8] c"or\00", align 1, !dbg !47
@.str.8 = private unnamed_addr constant [4 x i8] c"xor\00", align 1, !dbg !52
@.str.9 = private unnamed_addr constant [4 x i8] c"min\00", align 1, !dbg !54
@.str.10 = private unnamed_addr constant [4 x i8] c"max\00", align 1, !dbg !56
@.str.11 = private unnamed_addr constant [4 x i8] c"cmp\00", align 1, !dbg !58
@.str.12 = private unnamed_addr constant [33 x i8] c"divrem identity fails %lld %lld\0A\00", align 1, !dbg !60
@.str.14 = private unnamed_addr constant [16 x i8] c"divrem %016llx\0A\00", align 1, !dbg !70
@.str.15 = private unnamed_addr constant [16 x i8] c"shifts %016llx\0A\00", align 1, !dbg !75
@.str.16 = private unnamed_addr constant [46 x i8] c"  %20lld: shl%d=%llx lshr%d=%llx ashr%d=%lld\0A\00", align 1, !dbg !77
@.str.17 = private unnamed_addr constant [123 x i8] c"%20lld neg=%llx not=%llx abs=%llx /3=%lld /7=%lld /10=%lld %%10=%lld /16=%lld %%16=%lld /-5=%lld /max=%lld f=%.9g d=%.17g\0A\00", align 1, !dbg !79
@.str.19 = private unnamed_addr constant [22 x i8] c"total %016llx bad %d\0A\00", align 1, !dbg !89
@str = private unnamed_addr constant [19 x i8] c"const div mismatch\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 101) i32 @main() local_unnamed_addr #0 !dbg !108 {
    #dbg_value(i64 0, !112, !DIExpression(), !233)
    #dbg_value(i32 0, !113, !DIExpression(), !233)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, ptr noundef nonnull @.str.1, i64 noundef 0, i64 noundef 255), !dbg !234
    #dbg_value(i32 0, !114, !DIExpression(), !235)
    #dbg_value(i32 0, !114, !DIExpression(), !235)
  br label %2, !dbg !236

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %21, %9 ]
    #dbg_value(i64 %3, !114, !DIExpression(), !235)
  %5 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %3
    #dbg_value(i32 0, !117, !DIExpression(), !237)
  br label %12, !dbg !238

6:                                                ; preds = %9
  store i64 %21, ptr @h, align 8, !tbaa !239
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, i64 noundef %21), !dbg !243
  %8 = load i64, ptr @h, align 8, !dbg !243, !tbaa !239
    #dbg_value(i64 %8, !112, !DIExpression(), !233)
    #dbg_value(i32 0, !124, !DIExpression(), !244)
    #dbg_value(i32 0, !124, !DIExpression(), !244)
  br label %24, !dbg !245

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %3, 1, !dbg !246
    #dbg_value(i64 %10, !114, !DIExpression(), !235)
  %11 = icmp eq i64 %10, 21, !dbg !246
  br i1 %11, label %6, label %2, !dbg !236, !llvm.loop !247

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %22, %12 ]
  %14 = phi i64 [ %4, %2 ], [ %21, %12 ]
    #dbg_value(i64 %13, !117, !DIExpression(), !237)
  %15 = load volatile i8, ptr %5, align 1, !dbg !249, !tbaa !250
    #dbg_value(i8 %15, !120, !DIExpression(), !251)
  %16 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %13, !dbg !249
  %17 = load volatile i8, ptr %16, align 1, !dbg !249, !tbaa !250
    #dbg_value(i8 %17, !123, !DIExpression(), !251)
  %18 = tail call fastcc zeroext i8 @op_add(i8 noundef zeroext %15, i8 noundef zeroext %17), !dbg !249
    #dbg_value(i8 %18, !252, !DIExpression(), !257)
  %19 = zext i8 %18 to i64, !dbg !259
    #dbg_value(i64 %19, !260, !DIExpression(), !265)
  %20 = xor i64 %14, %19, !dbg !267
  %21 = mul i64 %20, 1099511628211, !dbg !268
  %22 = add nuw nsw i64 %13, 1, !dbg !269
    #dbg_value(i64 %22, !117, !DIExpression(), !237)
  %23 = icmp eq i64 %22, 21, !dbg !269
  br i1 %23, label %9, label %12, !dbg !238, !llvm.loop !270

24:                                               ; preds = %6, %31
  %25 = phi i64 [ 0, %6 ], [ %32, %31 ]
  %26 = phi i64 [ 1469598103934665603, %6 ], [ %43, %31 ]
    #dbg_value(i64 %25, !124, !DIExpression(), !244)
  %27 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %25
    #dbg_value(i32 0, !127, !DIExpression(), !271)
  br label %34, !dbg !272

28:                                               ; preds = %31
  store i64 %43, ptr @h, align 8, !tbaa !239
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, i64 noundef %43), !dbg !273
  %30 = load i64, ptr @h, align 8, !dbg !273, !tbaa !239
    #dbg_value(!DIArgList(i64 %8, i64 %30), !112, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !233)
    #dbg_value(i32 0, !134, !DIExpression(), !274)
    #dbg_value(i32 0, !134, !DIExpression(), !274)
  br label %46, !dbg !275

31:                                               ; preds = %34
  %32 = add nuw nsw i64 %25, 1, !dbg !276
    #dbg_value(i64 %32, !124, !DIExpression(), !244)
  %33 = icmp eq i64 %32, 21, !dbg !276
  br i1 %33, label %28, label %24, !dbg !245, !llvm.loop !277

34:                                               ; preds = %24, %34
  %35 = phi i64 [ 0, %24 ], [ %44, %34 ]
  %36 = phi i64 [ %26, %24 ], [ %43, %34 ]
    #dbg_value(i64 %35, !127, !DIExpression(), !271)
  %37 = load volatile i8, ptr %27, align 1, !dbg !278, !tbaa !250
    #dbg_value(i8 %37, !130, !DIExpression(), !279)
  %38 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %35, !dbg !278
  %39 = load volatile i8, ptr %38, align 1, !dbg !278, !tbaa !250
    #dbg_value(i8 %39, !133, !DIExpression(), !279)
  %40 = tail call fastcc zeroext i8 @op_sub(i8 noundef zeroext %37, i8 noundef zeroext %39), !dbg !278
    #dbg_value(i8 %40, !252, !DIExpression(), !280)
  %41 = zext i8 %40 to i64, !dbg !282
    #dbg_value(i64 %41, !260, !DIExpression(), !283)
  %42 = xor i64 %36, %41, !dbg !285
  %43 = mul i64 %42, 1099511628211, !dbg !286
  %44 = add nuw nsw i64 %35, 1, !dbg !287
    #dbg_value(i64 %44, !127, !DIExpression(), !271)
  %45 = icmp eq i64 %44, 21, !dbg !287
  br i1 %45, label %31, label %34, !dbg !272, !llvm.loop !288

46:                                               ; preds = %28, %53
  %47 = phi i64 [ 0, %28 ], [ %54, %53 ]
  %48 = phi i64 [ 1469598103934665603, %28 ], [ %65, %53 ]
    #dbg_value(i64 %47, !134, !DIExpression(), !274)
  %49 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %47
    #dbg_value(i32 0, !137, !DIExpression(), !289)
  br label %56, !dbg !290

50:                                               ; preds = %53
  store i64 %65, ptr @h, align 8, !tbaa !239
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.5, i64 noundef %65), !dbg !291
  %52 = load i64, ptr @h, align 8, !dbg !291, !tbaa !239
    #dbg_value(!DIArgList(i64 %8, i64 %52, i64 %30), !112, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !233)
    #dbg_value(i32 0, !144, !DIExpression(), !292)
    #dbg_value(i32 0, !144, !DIExpression(), !292)
  br label %68, !dbg !293

53:                                               ; preds = %56
  %54 = add nuw nsw i64 %47, 1, !dbg !294
    #dbg_value(i64 %54, !134, !DIExpression(), !274)
  %55 = icmp eq i64 %54, 21, !dbg !294
  br i1 %55, label %50, label %46, !dbg !275, !llvm.loop !295

56:                                               ; preds = %46, %56
  %57 = phi i64 [ 0, %46 ], [ %66, %56 ]
  %58 = phi i64 [ %48, %46 ], [ %65, %56 ]
    #dbg_value(i64 %57, !137, !DIExpression(), !289)
  %59 = load volatile i8, ptr %49, align 1, !dbg !296, !tbaa !250
    #dbg_value(i8 %59, !140, !DIExpression(), !297)
  %60 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %57, !dbg !296
  %61 = load volatile i8, ptr %60, align 1, !dbg !296, !tbaa !250
    #dbg_value(i8 %61, !143, !DIExpression(), !297)
  %62 = tail call fastcc zeroext i8 @op_mul(i8 noundef zeroext %59, i8 noundef zeroext %61), !dbg !296
    #dbg_value(i8 %62, !252, !DIExpression(), !298)
  %63 = zext i8 %62 to i64, !dbg !300
    #dbg_value(i64 %63, !260, !DIExpression(), !301)
  %64 = xor i64 %58, %63, !dbg !303
  %65 = mul i64 %64, 1099511628211, !dbg !304
  %66 = add nuw nsw i64 %57, 1, !dbg !305
    #dbg_value(i64 %66, !137, !DIExpression(), !289)
  %67 = icmp eq i64 %66, 21, !dbg !305
  br i1 %67, label %53, label %56, !dbg !290, !llvm.loop !306

68:                                               ; preds = %50, %75
  %69 = phi i64 [ 0, %50 ], [ %76, %75 ]
  %70 = phi i64 [ 1469598103934665603, %50 ], [ %87, %75 ]
    #dbg_value(i64 %69, !144, !DIExpression(), !292)
  %71 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %69
    #dbg_value(i32 0, !147, !DIExpression(), !307)
  br label %78, !dbg !308

72:                                               ; preds = %75
  store i64 %87, ptr @h, align 8, !tbaa !239
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.6, i64 noundef %87), !dbg !309
  %74 = load i64, ptr @h, align 8, !dbg !309, !tbaa !239
    #dbg_value(!DIArgList(i64 %8, i64 %74, i64 %52, i64 %30), !112, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !233)
    #dbg_value(i32 0, !154, !DIExpression(), !310)
    #dbg_value(i32 0, !154, !DIExpression(), !310)
  br label %90, !dbg !311

75:                                               ; preds = %78
  %76 = add nuw nsw i64 %69, 1, !dbg !312
    #dbg_value(i64 %76, !144, !DIExpression(), !292)
  %77 = icmp eq i64 %76, 21, !dbg !312
  br i1 %77, label %72, label %68, !dbg !293, !llvm.loop !313

78:                                               ; preds = %68, %78
  %79 = phi i64 [ 0, %68 ], [ %88, %78 ]
  %80 = phi i64 [ %70, %68 ], [ %87, %78 ]
    #dbg_value(i64 %79, !147, !DIExpression(), !307)
  %81 = load volatile i8, ptr %71, align 1, !dbg !314, !tbaa !250
    #dbg_value(i8 %81, !150, !DIExpression(), !315)
  %82 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %79, !dbg !314
  %83 = load volatile i8, ptr %82, align 1, !dbg !314, !tbaa !250
    #dbg_value(i8 %83, !153, !DIExpression(), !315)
  %84 = tail call fastcc zeroext i8 @op_and(i8 noundef zeroext %81, i8 noundef zeroext %83), !dbg !314
    #dbg_value(i8 %84, !252, !DIExpression(), !316)
  %85 = zext i8 %84 to i64, !dbg !318
    #dbg_value(i64 %85, !260, !DIExpression(), !319)
  %86 = xor i64 %80, %85, !dbg !321
  %87 = mul i64 %86, 1099511628211, !dbg !322
  %88 = add nuw nsw i64 %79, 1, !dbg !323
    #dbg_value(i64 %88, !147, !DIExpression(), !307)
  %89 = icmp eq i64 %88, 21, !dbg !323
  br i1 %89, label %75, label %78, !dbg !308, !llvm.loop !324

90:                                               ; preds = %72, %97
  %91 = phi i64 [ 0, %72 ], [ %98, %97 ]
  %92 = phi i64 [ 1469598103934665603, %72 ], [ %109, %97 ]
    #dbg_value(i64 %91, !154, !DIExpression(), !310)
  %93 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %91
    #dbg_value(i32 0, !157, !DIExpression(), !325)
  br label %100, !dbg !326

94:                                               ; preds = %97
  store i64 %109, ptr @h, align 8, !tbaa !239
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, i64 noundef %109), !dbg !327
  %96 = load i64, ptr @h, align 8, !dbg !327, !tbaa !239
    #dbg_value(!DIArgList(i64 %8, i64 %96, i64 %74, i64 %52, i64 %30), !112, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !233)
    #dbg_value(i32 0, !164, !DIExpression(), !328)
    #dbg_value(i32 0, !164, !DIExpression(), !328)
  br label %112, !dbg !329

97:                                               ; preds = %100
  %98 = add nuw nsw i64 %91, 1, !dbg !330
    #dbg_value(i64 %98, !154, !DIExpression(), !310)
  %99 = icmp eq i64 %98, 21, !dbg !330
  br i1 %99, label %94, label %90, !dbg !311, !llvm.loop !331

100:                                              ; preds = %90, %100
  %101 = phi i64 [ 0, %90 ], [ %110, %100 ]
  %102 = phi i64 [ %92, %90 ], [ %109, %100 ]
    #dbg_value(i64 %101, !157, !DIExpression(), !325)
  %103 = load volatile i8, ptr %93, align 1, !dbg !332, !tbaa !250
    #dbg_value(i8 %103, !160, !DIExpression(), !333)
  %104 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %101, !dbg !332
  %105 = load volatile i8, ptr %104, align 1, !dbg !332, !tbaa !250
    #dbg_value(i8 %105, !163, !DIExpression(), !333)
  %106 = tail call fastcc zeroext i8 @op_or(i8 noundef zeroext %103, i8 noundef zeroext %105), !dbg !332
    #dbg_value(i8 %106, !252, !DIExpression(), !334)
  %107 = zext i8 %106 to i64, !dbg !336
    #dbg_value(i64 %107, !260, !DIExpression(), !337)
  %108 = xor i64 %102, %107, !dbg !339
  %109 = mul i64 %108, 1099511628211, !dbg !340
  %110 = add nuw nsw i64 %101, 1, !dbg !341
    #dbg_value(i64 %110, !157, !DIExpression(), !325)
  %111 = icmp eq i64 %110, 21, !dbg !341
  br i1 %111, label %97, label %100, !dbg !326, !llvm.loop !342

112:                                              ; preds = %94, %119
  %113 = phi i64 [ 0, %94 ], [ %120, %119 ]
  %114 = phi i64 [ 1469598103934665603, %94 ], [ %131, %119 ]
    #dbg_value(i64 %113, !164, !DIExpression(), !328)
  %115 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %113
    #dbg_value(i32 0, !167, !DIExpression(), !343)
  br label %122, !dbg !344

116:                                              ; preds = %119
  store i64 %131, ptr @h, align 8, !tbaa !239
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8, i64 noundef %131), !dbg !345
  %118 = load i64, ptr @h, align 8, !dbg !345, !tbaa !239
    #dbg_value(!DIArgList(i64 %8, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !112, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !233)
    #dbg_value(i32 0, !174, !DIExpression(), !346)
    #dbg_value(i32 0, !174, !DIExpression(), !346)
  br label %134, !dbg !347

119:                                              ; preds = %122
  %120 = add nuw nsw i64 %113, 1, !dbg !348
    #dbg_value(i64 %120, !164, !DIExpression(), !328)
  %121 = icmp eq i64 %120, 21, !dbg !348
  br i1 %121, label %116, label %112, !dbg !329, !llvm.loop !349

122:                                              ; preds = %112, %122
  %123 = phi i64 [ 0, %112 ], [ %132, %122 ]
  %124 = phi i64 [ %114, %112 ], [ %131, %122 ]
    #dbg_value(i64 %123, !167, !DIExpression(), !343)
  %125 = load volatile i8, ptr %115, align 1, !dbg !350, !tbaa !250
    #dbg_value(i8 %125, !170, !DIExpression(), !351)
  %126 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %123, !dbg !350
  %127 = load volatile i8, ptr %126, align 1, !dbg !350, !tbaa !250
    #dbg_value(i8 %127, !173, !DIExpression(), !351)
  %128 = tail call fastcc zeroext i8 @op_xor(i8 noundef zeroext %125, i8 noundef zeroext %127), !dbg !350
    #dbg_value(i8 %128, !252, !DIExpression(), !352)
  %129 = zext i8 %128 to i64, !dbg !354
    #dbg_value(i64 %129, !260, !DIExpression(), !355)
  %130 = xor i64 %124, %129, !dbg !357
  %131 = mul i64 %130, 1099511628211, !dbg !358
  %132 = add nuw nsw i64 %123, 1, !dbg !359
    #dbg_value(i64 %132, !167, !DIExpression(), !343)
  %133 = icmp eq i64 %132, 21, !dbg !359
  br i1 %133, label %119, label %122, !dbg !344, !llvm.loop !360

134:                                              ; preds = %116, %141
  %135 = phi i64 [ 0, %116 ], [ %142, %141 ]
  %136 = phi i64 [ 1469598103934665603, %116 ], [ %153, %141 ]
    #dbg_value(i64 %135, !174, !DIExpression(), !346)
  %137 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %135
    #dbg_value(i32 0, !177, !DIExpression(), !361)
  br label %144, !dbg !362

138:                                              ; preds = %141
  store i64 %153, ptr @h, align 8, !tbaa !239
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9, i64 noundef %153), !dbg !363
  %140 = load i64, ptr @h, align 8, !dbg !363, !tbaa !239
    #dbg_value(!DIArgList(i64 %8, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !112, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !233)
    #dbg_value(i32 0, !184, !DIExpression(), !364)
    #dbg_value(i32 0, !184, !DIExpression(), !364)
  br label %156, !dbg !365

141:                                              ; preds = %144
  %142 = add nuw nsw i64 %135, 1, !dbg !366
    #dbg_value(i64 %142, !174, !DIExpression(), !346)
  %143 = icmp eq i64 %142, 21, !dbg !366
  br i1 %143, label %138, label %134, !dbg !347, !llvm.loop !367

144:                                              ; preds = %134, %144
  %145 = phi i64 [ 0, %134 ], [ %154, %144 ]
  %146 = phi i64 [ %136, %134 ], [ %153, %144 ]
    #dbg_value(i64 %145, !177, !DIExpression(), !361)
  %147 = load volatile i8, ptr %137, align 1, !dbg !368, !tbaa !250
    #dbg_value(i8 %147, !180, !DIExpression(), !369)
  %148 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %145, !dbg !368
  %149 = load volatile i8, ptr %148, align 1, !dbg !368, !tbaa !250
    #dbg_value(i8 %149, !183, !DIExpression(), !369)
  %150 = tail call fastcc zeroext i8 @op_min(i8 noundef zeroext %147, i8 noundef zeroext %149), !dbg !368
    #dbg_value(i8 %150, !252, !DIExpression(), !370)
  %151 = zext i8 %150 to i64, !dbg !372
    #dbg_value(i64 %151, !260, !DIExpression(), !373)
  %152 = xor i64 %146, %151, !dbg !375
  %153 = mul i64 %152, 1099511628211, !dbg !376
  %154 = add nuw nsw i64 %145, 1, !dbg !377
    #dbg_value(i64 %154, !177, !DIExpression(), !361)
  %155 = icmp eq i64 %154, 21, !dbg !377
  br i1 %155, label %141, label %144, !dbg !362, !llvm.loop !378

156:                                              ; preds = %138, %163
  %157 = phi i64 [ 0, %138 ], [ %164, %163 ]
  %158 = phi i64 [ 1469598103934665603, %138 ], [ %175, %163 ]
    #dbg_value(i64 %157, !184, !DIExpression(), !364)
  %159 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %157
    #dbg_value(i32 0, !187, !DIExpression(), !379)
  br label %166, !dbg !380

160:                                              ; preds = %163
  store i64 %175, ptr @h, align 8, !tbaa !239
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10, i64 noundef %175), !dbg !381
  %162 = load i64, ptr @h, align 8, !dbg !381, !tbaa !239
    #dbg_value(!DIArgList(i64 %8, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !112, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !233)
    #dbg_value(i32 0, !194, !DIExpression(), !382)
    #dbg_value(i32 0, !194, !DIExpression(), !382)
  br label %178, !dbg !383

163:                                              ; preds = %166
  %164 = add nuw nsw i64 %157, 1, !dbg !384
    #dbg_value(i64 %164, !184, !DIExpression(), !364)
  %165 = icmp eq i64 %164, 21, !dbg !384
  br i1 %165, label %160, label %156, !dbg !365, !llvm.loop !385

166:                                              ; preds = %156, %166
  %167 = phi i64 [ 0, %156 ], [ %176, %166 ]
  %168 = phi i64 [ %158, %156 ], [ %175, %166 ]
    #dbg_value(i64 %167, !187, !DIExpression(), !379)
  %169 = load volatile i8, ptr %159, align 1, !dbg !386, !tbaa !250
    #dbg_value(i8 %169, !190, !DIExpression(), !387)
  %170 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %167, !dbg !386
  %171 = load volatile i8, ptr %170, align 1, !dbg !386, !tbaa !250
    #dbg_value(i8 %171, !193, !DIExpression(), !387)
  %172 = tail call fastcc zeroext i8 @op_max(i8 noundef zeroext %169, i8 noundef zeroext %171), !dbg !386
    #dbg_value(i8 %172, !252, !DIExpression(), !388)
  %173 = zext i8 %172 to i64, !dbg !390
    #dbg_value(i64 %173, !260, !DIExpression(), !391)
  %174 = xor i64 %168, %173, !dbg !393
  %175 = mul i64 %174, 1099511628211, !dbg !394
  %176 = add nuw nsw i64 %167, 1, !dbg !395
    #dbg_value(i64 %176, !187, !DIExpression(), !379)
  %177 = icmp eq i64 %176, 21, !dbg !395
  br i1 %177, label %163, label %166, !dbg !380, !llvm.loop !396

178:                                              ; preds = %160, %185
  %179 = phi i64 [ 0, %160 ], [ %186, %185 ]
  %180 = phi i64 [ 1469598103934665603, %160 ], [ %198, %185 ]
    #dbg_value(i64 %179, !194, !DIExpression(), !382)
  %181 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %179
    #dbg_value(i32 0, !197, !DIExpression(), !397)
  br label %188, !dbg !398

182:                                              ; preds = %185
  store i64 %198, ptr @h, align 8, !tbaa !239
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %198), !dbg !399
  %184 = load i64, ptr @h, align 8, !dbg !399, !tbaa !239
    #dbg_value(!DIArgList(i64 %8, i64 %184, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !112, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !233)
  store i64 1469598103934665603, ptr @h, align 8, !dbg !400, !tbaa !239
    #dbg_value(i32 0, !204, !DIExpression(), !401)
    #dbg_value(i32 0, !113, !DIExpression(), !233)
  br label %201, !dbg !402

185:                                              ; preds = %188
  %186 = add nuw nsw i64 %179, 1, !dbg !403
    #dbg_value(i64 %186, !194, !DIExpression(), !382)
  %187 = icmp eq i64 %186, 21, !dbg !403
  br i1 %187, label %182, label %178, !dbg !383, !llvm.loop !404

188:                                              ; preds = %178, %188
  %189 = phi i64 [ 0, %178 ], [ %199, %188 ]
  %190 = phi i64 [ %180, %178 ], [ %198, %188 ]
    #dbg_value(i64 %189, !197, !DIExpression(), !397)
  %191 = load volatile i8, ptr %181, align 1, !dbg !405, !tbaa !250
    #dbg_value(i8 %191, !200, !DIExpression(), !406)
  %192 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %189, !dbg !405
  %193 = load volatile i8, ptr %192, align 1, !dbg !405, !tbaa !250
    #dbg_value(i8 %193, !203, !DIExpression(), !406)
  %194 = tail call fastcc i32 @op_cmp(i8 noundef zeroext %191, i8 noundef zeroext %193), !dbg !405
  %195 = and i32 %194, 255, !dbg !407
  %196 = zext nneg i32 %195 to i64, !dbg !407
    #dbg_value(i32 %194, !252, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !409)
    #dbg_value(i64 %196, !260, !DIExpression(), !410)
  %197 = xor i64 %190, %196, !dbg !412
  %198 = mul i64 %197, 1099511628211, !dbg !413
  %199 = add nuw nsw i64 %189, 1, !dbg !414
    #dbg_value(i64 %199, !197, !DIExpression(), !397)
  %200 = icmp eq i64 %199, 21, !dbg !414
  br i1 %200, label %185, label %188, !dbg !398, !llvm.loop !415

201:                                              ; preds = %182, %209
  %202 = phi i64 [ 0, %182 ], [ %210, %209 ]
  %203 = phi i32 [ 0, %182 ], [ %238, %209 ]
    #dbg_value(i32 %203, !113, !DIExpression(), !233)
    #dbg_value(i64 %202, !204, !DIExpression(), !401)
  %204 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %202
    #dbg_value(i32 %203, !113, !DIExpression(), !233)
    #dbg_value(i32 0, !206, !DIExpression(), !416)
  br label %212, !dbg !417

205:                                              ; preds = %209
  %206 = load i64, ptr @h, align 8, !dbg !418, !tbaa !239
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %206), !dbg !419
  %208 = load i64, ptr @h, align 8, !dbg !420, !tbaa !239
    #dbg_value(!DIArgList(i64 %8, i64 %208, i64 %184, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !112, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !233)
    #dbg_value(i32 0, !215, !DIExpression(), !421)
    #dbg_value(i32 0, !215, !DIExpression(), !421)
  br label %241, !dbg !422

209:                                              ; preds = %237
  %210 = add nuw nsw i64 %202, 1, !dbg !423
    #dbg_value(i32 %238, !113, !DIExpression(), !233)
    #dbg_value(i64 %210, !204, !DIExpression(), !401)
  %211 = icmp eq i64 %210, 21, !dbg !424
  br i1 %211, label %205, label %201, !dbg !402, !llvm.loop !425

212:                                              ; preds = %201, %237
  %213 = phi i64 [ 0, %201 ], [ %239, %237 ]
  %214 = phi i32 [ %203, %201 ], [ %238, %237 ]
    #dbg_value(i32 %214, !113, !DIExpression(), !233)
    #dbg_value(i64 %213, !206, !DIExpression(), !416)
  %215 = load volatile i8, ptr %204, align 1, !dbg !427, !tbaa !250
    #dbg_value(i8 %215, !209, !DIExpression(), !428)
  %216 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %213, !dbg !429
  %217 = load volatile i8, ptr %216, align 1, !dbg !429, !tbaa !250
    #dbg_value(i8 %217, !212, !DIExpression(), !428)
  %218 = icmp eq i8 %217, 0, !dbg !430
  br i1 %218, label %237, label %219, !dbg !432

219:                                              ; preds = %212
  %220 = tail call fastcc zeroext i8 @op_div(i8 noundef zeroext %215, i8 noundef zeroext %217), !dbg !433
    #dbg_value(i8 %220, !213, !DIExpression(), !428)
  %221 = tail call fastcc zeroext i8 @op_rem(i8 noundef zeroext %215, i8 noundef zeroext %217), !dbg !434
    #dbg_value(i8 %221, !214, !DIExpression(), !428)
    #dbg_value(i8 %220, !252, !DIExpression(), !435)
  %222 = zext i8 %220 to i64, !dbg !437
    #dbg_value(i64 %222, !260, !DIExpression(), !438)
  %223 = load i64, ptr @h, align 8, !dbg !440, !tbaa !239
  %224 = xor i64 %223, %222, !dbg !441
  %225 = mul i64 %224, 1099511628211, !dbg !442
    #dbg_value(i8 %221, !252, !DIExpression(), !443)
  %226 = zext i8 %221 to i64, !dbg !445
    #dbg_value(i64 %226, !260, !DIExpression(), !446)
  %227 = xor i64 %225, %226, !dbg !448
  %228 = mul i64 %227, 1099511628211, !dbg !449
  store i64 %228, ptr @h, align 8, !dbg !450, !tbaa !239
  %229 = tail call fastcc zeroext i8 @op_mul(i8 noundef zeroext %220, i8 noundef zeroext %217), !dbg !451
  %230 = add i8 %229, %221, !dbg !453
  %231 = icmp eq i8 %230, %215, !dbg !454
  br i1 %231, label %237, label %232, !dbg !455

232:                                              ; preds = %219
  %233 = add nsw i32 %214, 1, !dbg !456
    #dbg_value(i32 %233, !113, !DIExpression(), !233)
  %234 = zext i8 %215 to i64, !dbg !458
  %235 = zext i8 %217 to i64, !dbg !459
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %234, i64 noundef %235), !dbg !460
  br label %237, !dbg !461

237:                                              ; preds = %219, %232, %212
  %238 = phi i32 [ %214, %212 ], [ %233, %232 ], [ %214, %219 ], !dbg !233
    #dbg_value(i32 %238, !113, !DIExpression(), !233)
  %239 = add nuw nsw i64 %213, 1, !dbg !462
    #dbg_value(i64 %239, !206, !DIExpression(), !416)
  %240 = icmp eq i64 %239, 21, !dbg !463
  br i1 %240, label %209, label %212, !dbg !417, !llvm.loop !464

241:                                              ; preds = %205, %302
  %242 = phi i64 [ 0, %205 ], [ %303, %302 ]
  %243 = phi i64 [ 1469598103934665603, %205 ], [ %320, %302 ]
    #dbg_value(i64 %242, !215, !DIExpression(), !421)
  %244 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %242
    #dbg_value(i32 0, !217, !DIExpression(), !466)
  br label %305, !dbg !467

245:                                              ; preds = %302
  store i64 %320, ptr @h, align 8, !tbaa !239
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %320), !dbg !468
  %247 = load i64, ptr @h, align 8, !dbg !469, !tbaa !239
    #dbg_value(!DIArgList(i64 %8, i64 %247, i64 %208, i64 %184, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !112, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !233)
    #dbg_value(i32 0, !223, !DIExpression(), !470)
    #dbg_value(i64 0, !223, !DIExpression(), !470)
  %248 = load volatile i8, ptr @vals, align 16, !dbg !471, !tbaa !250
    #dbg_value(i8 %248, !225, !DIExpression(), !472)
  %249 = zext i8 %248 to i64, !dbg !473
  %250 = tail call fastcc zeroext i8 @op_shl(i8 noundef zeroext %248, i32 noundef 7), !dbg !474
    #dbg_value(i8 %250, !252, !DIExpression(), !475)
  %251 = zext i8 %250 to i64, !dbg !477
  %252 = tail call fastcc zeroext i8 @op_lshr(i8 noundef zeroext %248, i32 noundef 7), !dbg !478
    #dbg_value(i8 %252, !252, !DIExpression(), !479)
  %253 = zext i8 %252 to i64, !dbg !481
  %254 = tail call fastcc zeroext i8 @op_ashr(i8 noundef zeroext %248, i32 noundef 7), !dbg !482
  %255 = zext i8 %254 to i64, !dbg !483
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %249, i32 noundef 7, i64 noundef %251, i32 noundef 7, i64 noundef %253, i32 noundef 7, i64 noundef %255), !dbg !484
    #dbg_value(i64 4, !223, !DIExpression(), !470)
  %257 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 4), align 4, !dbg !471, !tbaa !250
    #dbg_value(i8 %257, !225, !DIExpression(), !472)
  %258 = zext i8 %257 to i64, !dbg !473
  %259 = tail call fastcc zeroext i8 @op_shl(i8 noundef zeroext %257, i32 noundef 7), !dbg !474
    #dbg_value(i8 %259, !252, !DIExpression(), !475)
  %260 = zext i8 %259 to i64, !dbg !477
  %261 = tail call fastcc zeroext i8 @op_lshr(i8 noundef zeroext %257, i32 noundef 7), !dbg !478
    #dbg_value(i8 %261, !252, !DIExpression(), !479)
  %262 = zext i8 %261 to i64, !dbg !481
  %263 = tail call fastcc zeroext i8 @op_ashr(i8 noundef zeroext %257, i32 noundef 7), !dbg !482
  %264 = zext i8 %263 to i64, !dbg !483
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %258, i32 noundef 7, i64 noundef %260, i32 noundef 7, i64 noundef %262, i32 noundef 7, i64 noundef %264), !dbg !484
    #dbg_value(i64 8, !223, !DIExpression(), !470)
  %266 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 8), align 8, !dbg !471, !tbaa !250
    #dbg_value(i8 %266, !225, !DIExpression(), !472)
  %267 = zext i8 %266 to i64, !dbg !473
  %268 = tail call fastcc zeroext i8 @op_shl(i8 noundef zeroext %266, i32 noundef 7), !dbg !474
    #dbg_value(i8 %268, !252, !DIExpression(), !475)
  %269 = zext i8 %268 to i64, !dbg !477
  %270 = tail call fastcc zeroext i8 @op_lshr(i8 noundef zeroext %266, i32 noundef 7), !dbg !478
    #dbg_value(i8 %270, !252, !DIExpression(), !479)
  %271 = zext i8 %270 to i64, !dbg !481
  %272 = tail call fastcc zeroext i8 @op_ashr(i8 noundef zeroext %266, i32 noundef 7), !dbg !482
  %273 = zext i8 %272 to i64, !dbg !483
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %267, i32 noundef 7, i64 noundef %269, i32 noundef 7, i64 noundef %271, i32 noundef 7, i64 noundef %273), !dbg !484
    #dbg_value(i64 12, !223, !DIExpression(), !470)
  %275 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 12), align 4, !dbg !471, !tbaa !250
    #dbg_value(i8 %275, !225, !DIExpression(), !472)
  %276 = zext i8 %275 to i64, !dbg !473
  %277 = tail call fastcc zeroext i8 @op_shl(i8 noundef zeroext %275, i32 noundef 7), !dbg !474
    #dbg_value(i8 %277, !252, !DIExpression(), !475)
  %278 = zext i8 %277 to i64, !dbg !477
  %279 = tail call fastcc zeroext i8 @op_lshr(i8 noundef zeroext %275, i32 noundef 7), !dbg !478
    #dbg_value(i8 %279, !252, !DIExpression(), !479)
  %280 = zext i8 %279 to i64, !dbg !481
  %281 = tail call fastcc zeroext i8 @op_ashr(i8 noundef zeroext %275, i32 noundef 7), !dbg !482
  %282 = zext i8 %281 to i64, !dbg !483
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %276, i32 noundef 7, i64 noundef %278, i32 noundef 7, i64 noundef %280, i32 noundef 7, i64 noundef %282), !dbg !484
    #dbg_value(i64 16, !223, !DIExpression(), !470)
  %284 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 16, !dbg !471, !tbaa !250
    #dbg_value(i8 %284, !225, !DIExpression(), !472)
  %285 = zext i8 %284 to i64, !dbg !473
  %286 = tail call fastcc zeroext i8 @op_shl(i8 noundef zeroext %284, i32 noundef 7), !dbg !474
    #dbg_value(i8 %286, !252, !DIExpression(), !475)
  %287 = zext i8 %286 to i64, !dbg !477
  %288 = tail call fastcc zeroext i8 @op_lshr(i8 noundef zeroext %284, i32 noundef 7), !dbg !478
    #dbg_value(i8 %288, !252, !DIExpression(), !479)
  %289 = zext i8 %288 to i64, !dbg !481
  %290 = tail call fastcc zeroext i8 @op_ashr(i8 noundef zeroext %284, i32 noundef 7), !dbg !482
  %291 = zext i8 %290 to i64, !dbg !483
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %285, i32 noundef 7, i64 noundef %287, i32 noundef 7, i64 noundef %289, i32 noundef 7, i64 noundef %291), !dbg !484
    #dbg_value(i64 20, !223, !DIExpression(), !470)
  %293 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 20), align 4, !dbg !471, !tbaa !250
    #dbg_value(i8 %293, !225, !DIExpression(), !472)
  %294 = zext i8 %293 to i64, !dbg !473
  %295 = tail call fastcc zeroext i8 @op_shl(i8 noundef zeroext %293, i32 noundef 7), !dbg !474
    #dbg_value(i8 %295, !252, !DIExpression(), !475)
  %296 = zext i8 %295 to i64, !dbg !477
  %297 = tail call fastcc zeroext i8 @op_lshr(i8 noundef zeroext %293, i32 noundef 7), !dbg !478
    #dbg_value(i8 %297, !252, !DIExpression(), !479)
  %298 = zext i8 %297 to i64, !dbg !481
  %299 = tail call fastcc zeroext i8 @op_ashr(i8 noundef zeroext %293, i32 noundef 7), !dbg !482
  %300 = zext i8 %299 to i64, !dbg !483
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %294, i32 noundef 7, i64 noundef %296, i32 noundef 7, i64 noundef %298, i32 noundef 7, i64 noundef %300), !dbg !484
    #dbg_value(i64 24, !223, !DIExpression(), !470)
  br label %339, !dbg !485

302:                                              ; preds = %305
  %303 = add nuw nsw i64 %242, 1, !dbg !486
    #dbg_value(i64 %303, !215, !DIExpression(), !421)
  %304 = icmp eq i64 %303, 21, !dbg !487
  br i1 %304, label %245, label %241, !dbg !422, !llvm.loop !488

305:                                              ; preds = %241, %305
  %306 = phi i32 [ 0, %241 ], [ %321, %305 ]
  %307 = phi i64 [ %243, %241 ], [ %320, %305 ]
    #dbg_value(i32 %306, !217, !DIExpression(), !466)
  %308 = load volatile i8, ptr %244, align 1, !dbg !490, !tbaa !250
    #dbg_value(i8 %308, !220, !DIExpression(), !491)
  %309 = tail call fastcc zeroext i8 @op_shl(i8 noundef zeroext %308, i32 noundef %306), !dbg !492
    #dbg_value(i8 %309, !252, !DIExpression(), !493)
  %310 = zext i8 %309 to i64, !dbg !495
    #dbg_value(i64 %310, !260, !DIExpression(), !496)
  %311 = xor i64 %307, %310, !dbg !498
  %312 = mul i64 %311, 1099511628211, !dbg !499
  %313 = tail call fastcc zeroext i8 @op_lshr(i8 noundef zeroext %308, i32 noundef %306), !dbg !500
    #dbg_value(i8 %313, !252, !DIExpression(), !501)
  %314 = zext i8 %313 to i64, !dbg !503
    #dbg_value(i64 %314, !260, !DIExpression(), !504)
  %315 = xor i64 %312, %314, !dbg !506
  %316 = mul i64 %315, 1099511628211, !dbg !507
  %317 = tail call fastcc zeroext i8 @op_ashr(i8 noundef zeroext %308, i32 noundef %306), !dbg !508
    #dbg_value(i8 %317, !252, !DIExpression(), !509)
  %318 = zext i8 %317 to i64, !dbg !511
    #dbg_value(i64 %318, !260, !DIExpression(), !512)
  %319 = xor i64 %316, %318, !dbg !514
  %320 = mul i64 %319, 1099511628211, !dbg !515
  %321 = add nuw nsw i32 %306, 1, !dbg !516
    #dbg_value(i32 %321, !217, !DIExpression(), !466)
  %322 = icmp eq i32 %321, 8, !dbg !517
  br i1 %322, label %302, label %305, !dbg !467, !llvm.loop !518

323:                                              ; preds = %381
  %324 = xor i64 %30, %8, !dbg !273
    #dbg_value(i64 %324, !112, !DIExpression(), !233)
  %325 = xor i64 %324, %52, !dbg !291
    #dbg_value(i64 %325, !112, !DIExpression(), !233)
  %326 = xor i64 %325, %74, !dbg !309
    #dbg_value(i64 %326, !112, !DIExpression(), !233)
  %327 = xor i64 %326, %96, !dbg !327
    #dbg_value(i64 %327, !112, !DIExpression(), !233)
  %328 = xor i64 %327, %118, !dbg !345
    #dbg_value(i64 %328, !112, !DIExpression(), !233)
  %329 = xor i64 %328, %140, !dbg !363
    #dbg_value(i64 %329, !112, !DIExpression(), !233)
  %330 = xor i64 %329, %162, !dbg !381
    #dbg_value(i64 %330, !112, !DIExpression(), !233)
  %331 = xor i64 %330, %184, !dbg !399
    #dbg_value(i64 %331, !112, !DIExpression(), !233)
  %332 = xor i64 %331, %208, !dbg !520
    #dbg_value(i64 %332, !112, !DIExpression(), !233)
  %333 = xor i64 %332, %247, !dbg !521
    #dbg_value(i64 %333, !112, !DIExpression(), !233)
  %334 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %333, i32 noundef %382), !dbg !522
  %335 = icmp eq i32 %382, 0, !dbg !523
  %336 = trunc i64 %333 to i32, !dbg !523
  %337 = and i32 %336, 63, !dbg !523
  %338 = select i1 %335, i32 %337, i32 100, !dbg !523
  ret i32 %338, !dbg !524

339:                                              ; preds = %245, %381
  %340 = phi i64 [ 0, %245 ], [ %383, %381 ]
  %341 = phi i32 [ %238, %245 ], [ %382, %381 ]
    #dbg_value(i64 %340, !228, !DIExpression(), !525)
    #dbg_value(i32 %341, !113, !DIExpression(), !233)
  %342 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %340, !dbg !526
  %343 = load volatile i8, ptr %342, align 1, !dbg !526, !tbaa !250
    #dbg_value(i8 %343, !230, !DIExpression(), !527)
  %344 = zext i8 %343 to i64, !dbg !528
  %345 = tail call fastcc zeroext i8 @op_neg(i8 noundef zeroext %343), !dbg !529
    #dbg_value(i8 %345, !252, !DIExpression(), !530)
  %346 = zext i8 %345 to i64, !dbg !532
  %347 = tail call fastcc zeroext i8 @op_not(i8 noundef zeroext %343), !dbg !533
    #dbg_value(i8 %347, !252, !DIExpression(), !534)
  %348 = zext i8 %347 to i64, !dbg !536
    #dbg_value(i8 %343, !252, !DIExpression(), !537)
  %349 = tail call fastcc zeroext i8 @div3(i8 noundef zeroext %343), !dbg !539
  %350 = zext nneg i8 %349 to i64, !dbg !540
  %351 = tail call fastcc zeroext i8 @div7(i8 noundef zeroext %343), !dbg !541
  %352 = zext nneg i8 %351 to i64, !dbg !542
  %353 = tail call fastcc zeroext i8 @div10(i8 noundef zeroext %343), !dbg !543
  %354 = zext nneg i8 %353 to i64, !dbg !544
  %355 = tail call fastcc zeroext i8 @rem10(i8 noundef zeroext %343), !dbg !545
  %356 = zext nneg i8 %355 to i64, !dbg !546
  %357 = tail call fastcc zeroext i8 @div16(i8 noundef zeroext %343), !dbg !547
  %358 = zext nneg i8 %357 to i64, !dbg !548
  %359 = tail call fastcc zeroext i8 @rem16(i8 noundef zeroext %343), !dbg !549
  %360 = zext nneg i8 %359 to i64, !dbg !550
  %361 = tail call fastcc zeroext i8 @divm5(i8 noundef zeroext %343), !dbg !551
  %362 = zext nneg i8 %361 to i64, !dbg !552
  %363 = tail call fastcc zeroext i8 @divmax(i8 noundef zeroext %343), !dbg !553
  %364 = zext nneg i8 %363 to i64, !dbg !554
  %365 = uitofp i8 %343 to double, !dbg !555
  %366 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %344, i64 noundef %346, i64 noundef %348, i64 noundef %344, i64 noundef %350, i64 noundef %352, i64 noundef %354, i64 noundef %356, i64 noundef %358, i64 noundef %360, i64 noundef %362, i64 noundef %364, double noundef %365, double noundef %365), !dbg !556
  %367 = tail call fastcc zeroext i8 @op_div(i8 noundef zeroext %343, i8 noundef zeroext 10), !dbg !557
  %368 = icmp eq i8 %353, %367, !dbg !559
  br i1 %368, label %369, label %378, !dbg !560

369:                                              ; preds = %339
  %370 = tail call fastcc zeroext i8 @op_rem(i8 noundef zeroext %343, i8 noundef zeroext 10), !dbg !561
  %371 = icmp eq i8 %355, %370, !dbg !562
  br i1 %371, label %372, label %378, !dbg !563

372:                                              ; preds = %369
  %373 = tail call fastcc zeroext i8 @op_div(i8 noundef zeroext %343, i8 noundef zeroext 7), !dbg !564
  %374 = icmp eq i8 %351, %373, !dbg !565
  br i1 %374, label %375, label %378, !dbg !566

375:                                              ; preds = %372
  %376 = tail call fastcc zeroext i8 @op_div(i8 noundef zeroext %343, i8 noundef zeroext 16), !dbg !567
  %377 = icmp eq i8 %357, %376, !dbg !568
  br i1 %377, label %381, label %378, !dbg !569

378:                                              ; preds = %375, %372, %369, %339
  %379 = add nsw i32 %341, 1, !dbg !570
    #dbg_value(i32 %379, !113, !DIExpression(), !233)
  %380 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !572
  br label %381, !dbg !573

381:                                              ; preds = %378, %375
  %382 = phi i32 [ %379, %378 ], [ %341, %375 ], !dbg !233
    #dbg_value(i32 %382, !113, !DIExpression(), !233)
  %383 = add nuw nsw i64 %340, 1, !dbg !574
    #dbg_value(i64 %383, !228, !DIExpression(), !525)
  %384 = icmp eq i64 %383, 21, !dbg !575
  br i1 %384, label %323, label %339, !dbg !485, !llvm.loop !576
}

; Function Attrs: nofree nounwind
declare !dbg !578 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_add(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 !dbg !585 {
    #dbg_value(i8 %0, !589, !DIExpression(), !591)
    #dbg_value(i8 %1, !590, !DIExpression(), !591)
  %3 = add i8 %1, %0, !dbg !592
  ret i8 %3, !dbg !593
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_sub(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 !dbg !594 {
    #dbg_value(i8 %0, !596, !DIExpression(), !598)
    #dbg_value(i8 %1, !597, !DIExpression(), !598)
  %3 = sub i8 %0, %1, !dbg !599
  ret i8 %3, !dbg !600
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_mul(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 !dbg !601 {
    #dbg_value(i8 %0, !603, !DIExpression(), !605)
    #dbg_value(i8 %1, !604, !DIExpression(), !605)
  %3 = mul i8 %1, %0, !dbg !606
  ret i8 %3, !dbg !607
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_and(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 !dbg !608 {
    #dbg_value(i8 %0, !610, !DIExpression(), !612)
    #dbg_value(i8 %1, !611, !DIExpression(), !612)
  %3 = and i8 %1, %0, !dbg !613
  ret i8 %3, !dbg !614
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_or(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 !dbg !615 {
    #dbg_value(i8 %0, !617, !DIExpression(), !619)
    #dbg_value(i8 %1, !618, !DIExpression(), !619)
  %3 = or i8 %1, %0, !dbg !620
  ret i8 %3, !dbg !621
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_xor(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 !dbg !622 {
    #dbg_value(i8 %0, !624, !DIExpression(), !626)
    #dbg_value(i8 %1, !625, !DIExpression(), !626)
  %3 = xor i8 %1, %0, !dbg !627
  ret i8 %3, !dbg !628
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_min(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 !dbg !629 {
    #dbg_value(i8 %0, !631, !DIExpression(), !633)
    #dbg_value(i8 %1, !632, !DIExpression(), !633)
  %3 = tail call i8 @llvm.umin.i8(i8 %0, i8 %1), !dbg !634
  ret i8 %3, !dbg !635
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_max(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 !dbg !636 {
    #dbg_value(i8 %0, !638, !DIExpression(), !640)
    #dbg_value(i8 %1, !639, !DIExpression(), !640)
  %3 = tail call i8 @llvm.umax.i8(i8 %0, i8 %1), !dbg !641
  ret i8 %3, !dbg !642
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 !dbg !643 {
    #dbg_value(i8 %0, !647, !DIExpression(), !649)
    #dbg_value(i8 %1, !648, !DIExpression(), !649)
  %3 = icmp eq i8 %0, %1, !dbg !650
  %4 = zext i1 %3 to i32, !dbg !650
  %5 = select i1 %3, i32 0, i32 2, !dbg !651
  %6 = icmp ult i8 %0, %1, !dbg !652
  %7 = select i1 %6, i32 4, i32 0, !dbg !653
  %8 = icmp ugt i8 %0, %1, !dbg !654
  %9 = select i1 %8, i32 0, i32 8, !dbg !655
  %10 = select i1 %8, i32 16, i32 0, !dbg !656
  %11 = select i1 %6, i32 0, i32 32, !dbg !657
  %12 = select i1 %6, i32 64, i32 0, !dbg !658
  %13 = select i1 %6, i32 0, i32 128, !dbg !659
  %14 = icmp eq i8 %0, 0, !dbg !660
  %15 = select i1 %14, i32 256, i32 0, !dbg !661
  %16 = icmp eq i8 %1, 0, !dbg !662
  %17 = select i1 %16, i32 0, i32 512, !dbg !663
  %18 = or disjoint i32 %15, %4, !dbg !664
  %19 = or disjoint i32 %18, %5, !dbg !665
  %20 = or disjoint i32 %19, %7, !dbg !666
  %21 = or disjoint i32 %20, %9, !dbg !667
  %22 = or disjoint i32 %21, %10, !dbg !668
  %23 = or i32 %22, %11, !dbg !669
  %24 = or i32 %23, %12, !dbg !670
  %25 = or i32 %24, %13, !dbg !671
  %26 = or i32 %25, %17, !dbg !672
  ret i32 %26, !dbg !673
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_div(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 !dbg !674 {
    #dbg_value(i8 %0, !676, !DIExpression(), !678)
    #dbg_value(i8 %1, !677, !DIExpression(), !678)
  %3 = udiv i8 %0, %1, !dbg !679
  ret i8 %3, !dbg !680
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext range(i8 0, -1) i8 @op_rem(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 !dbg !681 {
    #dbg_value(i8 %0, !683, !DIExpression(), !685)
    #dbg_value(i8 %1, !684, !DIExpression(), !685)
  %3 = urem i8 %0, %1, !dbg !686
  ret i8 %3, !dbg !687
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @op_shl(i8 noundef zeroext %0, i32 noundef %1) unnamed_addr #2 !dbg !688 {
    #dbg_value(i8 %0, !692, !DIExpression(), !694)
    #dbg_value(i32 %1, !693, !DIExpression(), !694)
  %3 = zext i8 %0 to i32, !dbg !695
  %4 = shl nuw nsw i32 %3, %1, !dbg !696
  %5 = trunc i32 %4 to i8, !dbg !697
  ret i8 %5, !dbg !698
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @op_lshr(i8 noundef zeroext %0, i32 noundef %1) unnamed_addr #2 !dbg !699 {
    #dbg_value(i8 %0, !701, !DIExpression(), !703)
    #dbg_value(i32 %1, !702, !DIExpression(), !703)
  %3 = zext i8 %0 to i32, !dbg !704
  %4 = lshr i32 %3, %1, !dbg !705
  %5 = trunc nuw i32 %4 to i8, !dbg !706
  ret i8 %5, !dbg !707
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @op_ashr(i8 noundef zeroext %0, i32 noundef %1) unnamed_addr #2 !dbg !708 {
    #dbg_value(i8 %0, !710, !DIExpression(), !712)
    #dbg_value(i32 %1, !711, !DIExpression(), !712)
  %3 = zext i8 %0 to i32, !dbg !713
  %4 = lshr i32 %3, %1, !dbg !714
  %5 = trunc nuw i32 %4 to i8, !dbg !715
  ret i8 %5, !dbg !716
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_neg(i8 noundef zeroext %0) unnamed_addr #2 !dbg !717 {
    #dbg_value(i8 %0, !721, !DIExpression(), !722)
  %2 = sub i8 0, %0, !dbg !723
  ret i8 %2, !dbg !724
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_not(i8 noundef zeroext %0) unnamed_addr #2 !dbg !725 {
    #dbg_value(i8 %0, !727, !DIExpression(), !728)
  %2 = xor i8 %0, -1, !dbg !729
  ret i8 %2, !dbg !730
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i8 0, 86) i8 @div3(i8 noundef zeroext %0) unnamed_addr #2 !dbg !731 {
    #dbg_value(i8 %0, !733, !DIExpression(), !734)
  %2 = udiv i8 %0, 3, !dbg !735
  ret i8 %2, !dbg !736
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i8 0, 37) i8 @div7(i8 noundef zeroext %0) unnamed_addr #2 !dbg !737 {
    #dbg_value(i8 %0, !739, !DIExpression(), !740)
  %2 = udiv i8 %0, 7, !dbg !741
  ret i8 %2, !dbg !742
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i8 0, 26) i8 @div10(i8 noundef zeroext %0) unnamed_addr #2 !dbg !743 {
    #dbg_value(i8 %0, !745, !DIExpression(), !746)
  %2 = udiv i8 %0, 10, !dbg !747
  ret i8 %2, !dbg !748
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i8 0, 10) i8 @rem10(i8 noundef zeroext %0) unnamed_addr #2 !dbg !749 {
    #dbg_value(i8 %0, !751, !DIExpression(), !752)
  %2 = urem i8 %0, 10, !dbg !753
  ret i8 %2, !dbg !754
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i8 0, 16) i8 @div16(i8 noundef zeroext %0) unnamed_addr #2 !dbg !755 {
    #dbg_value(i8 %0, !757, !DIExpression(), !758)
  %2 = lshr i8 %0, 4, !dbg !759
  ret i8 %2, !dbg !760
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i8 0, 16) i8 @rem16(i8 noundef zeroext %0) unnamed_addr #2 !dbg !761 {
    #dbg_value(i8 %0, !763, !DIExpression(), !764)
  %2 = and i8 %0, 15, !dbg !765
  ret i8 %2, !dbg !766
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i8 0, 52) i8 @divm5(i8 noundef zeroext %0) unnamed_addr #2 !dbg !767 {
    #dbg_value(i8 %0, !769, !DIExpression(), !770)
  %2 = udiv i8 %0, 5, !dbg !771
  ret i8 %2, !dbg !772
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext range(i8 0, 2) i8 @divmax(i8 noundef zeroext %0) unnamed_addr #2 !dbg !773 {
    #dbg_value(i8 %0, !775, !DIExpression(), !776)
  %2 = icmp eq i8 %0, -1, !dbg !777
  %3 = zext i1 %2 to i8, !dbg !777
  ret i8 %3, !dbg !778
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umin.i8(i8, i8) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!100, !101, !102, !103, !104, !105, !106}
!llvm.ident = !{!107}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/ops_matrix_u8.c", directory: ".", checksumkind: CSK_MD5, checksum: "aa8d469e5181d0957eac431ae92b8530")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 46)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "h", scope: !14, file: !2, line: 23, type: !24, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !30, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16, !17, !18, !24, !25, !27, !28, !29}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !2, line: 9, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !20, line: 24, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !22, line: 38, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!23 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!24 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "WU", file: !2, line: 11, baseType: !26)
!26 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!27 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!28 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "U", file: !2, line: 10, baseType: !19)
!30 = !{!0, !7, !31, !36, !41, !43, !45, !47, !52, !54, !56, !58, !60, !65, !70, !75, !77, !79, !84, !89, !12, !94}
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 14)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 4)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !38, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !38, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !38, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 3)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !38, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !38, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !38, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !38, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 33)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 26)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 16)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !72, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !3, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 984, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 123)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 20)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 22)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(name: "vals", scope: !14, file: !2, line: 17, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 168, elements: !98)
!97 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !18)
!98 = !{!99}
!99 = !DISubrange(count: 21)
!100 = !{i32 7, !"Dwarf Version", i32 5}
!101 = !{i32 2, !"Debug Info Version", i32 3}
!102 = !{i32 1, !"wchar_size", i32 4}
!103 = !{i32 8, !"PIC Level", i32 2}
!104 = !{i32 7, !"PIE Level", i32 2}
!105 = !{i32 7, !"uwtable", i32 2}
!106 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!107 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!108 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 65, type: !109, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!16}
!111 = !{!112, !113, !114, !117, !120, !123, !124, !127, !130, !133, !134, !137, !140, !143, !144, !147, !150, !153, !154, !157, !160, !163, !164, !167, !170, !173, !174, !177, !180, !183, !184, !187, !190, !193, !194, !197, !200, !203, !204, !206, !209, !212, !213, !214, !215, !217, !220, !223, !225, !228, !230}
!112 = !DILocalVariable(name: "total", scope: !108, file: !2, line: 66, type: !24)
!113 = !DILocalVariable(name: "bad", scope: !108, file: !2, line: 67, type: !16)
!114 = !DILocalVariable(name: "i", scope: !115, file: !2, line: 70, type: !16)
!115 = distinct !DILexicalBlock(scope: !116, file: !2, line: 70, column: 5)
!116 = distinct !DILexicalBlock(scope: !108, file: !2, line: 70, column: 5)
!117 = !DILocalVariable(name: "j", scope: !118, file: !2, line: 70, type: !16)
!118 = distinct !DILexicalBlock(scope: !119, file: !2, line: 70, column: 5)
!119 = distinct !DILexicalBlock(scope: !115, file: !2, line: 70, column: 5)
!120 = !DILocalVariable(name: "a", scope: !121, file: !2, line: 70, type: !18)
!121 = distinct !DILexicalBlock(scope: !122, file: !2, line: 70, column: 5)
!122 = distinct !DILexicalBlock(scope: !118, file: !2, line: 70, column: 5)
!123 = !DILocalVariable(name: "b", scope: !121, file: !2, line: 70, type: !18)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 71, type: !16)
!125 = distinct !DILexicalBlock(scope: !126, file: !2, line: 71, column: 5)
!126 = distinct !DILexicalBlock(scope: !108, file: !2, line: 71, column: 5)
!127 = !DILocalVariable(name: "j", scope: !128, file: !2, line: 71, type: !16)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 71, column: 5)
!129 = distinct !DILexicalBlock(scope: !125, file: !2, line: 71, column: 5)
!130 = !DILocalVariable(name: "a", scope: !131, file: !2, line: 71, type: !18)
!131 = distinct !DILexicalBlock(scope: !132, file: !2, line: 71, column: 5)
!132 = distinct !DILexicalBlock(scope: !128, file: !2, line: 71, column: 5)
!133 = !DILocalVariable(name: "b", scope: !131, file: !2, line: 71, type: !18)
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 72, type: !16)
!135 = distinct !DILexicalBlock(scope: !136, file: !2, line: 72, column: 5)
!136 = distinct !DILexicalBlock(scope: !108, file: !2, line: 72, column: 5)
!137 = !DILocalVariable(name: "j", scope: !138, file: !2, line: 72, type: !16)
!138 = distinct !DILexicalBlock(scope: !139, file: !2, line: 72, column: 5)
!139 = distinct !DILexicalBlock(scope: !135, file: !2, line: 72, column: 5)
!140 = !DILocalVariable(name: "a", scope: !141, file: !2, line: 72, type: !18)
!141 = distinct !DILexicalBlock(scope: !142, file: !2, line: 72, column: 5)
!142 = distinct !DILexicalBlock(scope: !138, file: !2, line: 72, column: 5)
!143 = !DILocalVariable(name: "b", scope: !141, file: !2, line: 72, type: !18)
!144 = !DILocalVariable(name: "i", scope: !145, file: !2, line: 73, type: !16)
!145 = distinct !DILexicalBlock(scope: !146, file: !2, line: 73, column: 5)
!146 = distinct !DILexicalBlock(scope: !108, file: !2, line: 73, column: 5)
!147 = !DILocalVariable(name: "j", scope: !148, file: !2, line: 73, type: !16)
!148 = distinct !DILexicalBlock(scope: !149, file: !2, line: 73, column: 5)
!149 = distinct !DILexicalBlock(scope: !145, file: !2, line: 73, column: 5)
!150 = !DILocalVariable(name: "a", scope: !151, file: !2, line: 73, type: !18)
!151 = distinct !DILexicalBlock(scope: !152, file: !2, line: 73, column: 5)
!152 = distinct !DILexicalBlock(scope: !148, file: !2, line: 73, column: 5)
!153 = !DILocalVariable(name: "b", scope: !151, file: !2, line: 73, type: !18)
!154 = !DILocalVariable(name: "i", scope: !155, file: !2, line: 74, type: !16)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 74, column: 5)
!156 = distinct !DILexicalBlock(scope: !108, file: !2, line: 74, column: 5)
!157 = !DILocalVariable(name: "j", scope: !158, file: !2, line: 74, type: !16)
!158 = distinct !DILexicalBlock(scope: !159, file: !2, line: 74, column: 5)
!159 = distinct !DILexicalBlock(scope: !155, file: !2, line: 74, column: 5)
!160 = !DILocalVariable(name: "a", scope: !161, file: !2, line: 74, type: !18)
!161 = distinct !DILexicalBlock(scope: !162, file: !2, line: 74, column: 5)
!162 = distinct !DILexicalBlock(scope: !158, file: !2, line: 74, column: 5)
!163 = !DILocalVariable(name: "b", scope: !161, file: !2, line: 74, type: !18)
!164 = !DILocalVariable(name: "i", scope: !165, file: !2, line: 75, type: !16)
!165 = distinct !DILexicalBlock(scope: !166, file: !2, line: 75, column: 5)
!166 = distinct !DILexicalBlock(scope: !108, file: !2, line: 75, column: 5)
!167 = !DILocalVariable(name: "j", scope: !168, file: !2, line: 75, type: !16)
!168 = distinct !DILexicalBlock(scope: !169, file: !2, line: 75, column: 5)
!169 = distinct !DILexicalBlock(scope: !165, file: !2, line: 75, column: 5)
!170 = !DILocalVariable(name: "a", scope: !171, file: !2, line: 75, type: !18)
!171 = distinct !DILexicalBlock(scope: !172, file: !2, line: 75, column: 5)
!172 = distinct !DILexicalBlock(scope: !168, file: !2, line: 75, column: 5)
!173 = !DILocalVariable(name: "b", scope: !171, file: !2, line: 75, type: !18)
!174 = !DILocalVariable(name: "i", scope: !175, file: !2, line: 76, type: !16)
!175 = distinct !DILexicalBlock(scope: !176, file: !2, line: 76, column: 5)
!176 = distinct !DILexicalBlock(scope: !108, file: !2, line: 76, column: 5)
!177 = !DILocalVariable(name: "j", scope: !178, file: !2, line: 76, type: !16)
!178 = distinct !DILexicalBlock(scope: !179, file: !2, line: 76, column: 5)
!179 = distinct !DILexicalBlock(scope: !175, file: !2, line: 76, column: 5)
!180 = !DILocalVariable(name: "a", scope: !181, file: !2, line: 76, type: !18)
!181 = distinct !DILexicalBlock(scope: !182, file: !2, line: 76, column: 5)
!182 = distinct !DILexicalBlock(scope: !178, file: !2, line: 76, column: 5)
!183 = !DILocalVariable(name: "b", scope: !181, file: !2, line: 76, type: !18)
!184 = !DILocalVariable(name: "i", scope: !185, file: !2, line: 77, type: !16)
!185 = distinct !DILexicalBlock(scope: !186, file: !2, line: 77, column: 5)
!186 = distinct !DILexicalBlock(scope: !108, file: !2, line: 77, column: 5)
!187 = !DILocalVariable(name: "j", scope: !188, file: !2, line: 77, type: !16)
!188 = distinct !DILexicalBlock(scope: !189, file: !2, line: 77, column: 5)
!189 = distinct !DILexicalBlock(scope: !185, file: !2, line: 77, column: 5)
!190 = !DILocalVariable(name: "a", scope: !191, file: !2, line: 77, type: !18)
!191 = distinct !DILexicalBlock(scope: !192, file: !2, line: 77, column: 5)
!192 = distinct !DILexicalBlock(scope: !188, file: !2, line: 77, column: 5)
!193 = !DILocalVariable(name: "b", scope: !191, file: !2, line: 77, type: !18)
!194 = !DILocalVariable(name: "i", scope: !195, file: !2, line: 78, type: !16)
!195 = distinct !DILexicalBlock(scope: !196, file: !2, line: 78, column: 5)
!196 = distinct !DILexicalBlock(scope: !108, file: !2, line: 78, column: 5)
!197 = !DILocalVariable(name: "j", scope: !198, file: !2, line: 78, type: !16)
!198 = distinct !DILexicalBlock(scope: !199, file: !2, line: 78, column: 5)
!199 = distinct !DILexicalBlock(scope: !195, file: !2, line: 78, column: 5)
!200 = !DILocalVariable(name: "a", scope: !201, file: !2, line: 78, type: !18)
!201 = distinct !DILexicalBlock(scope: !202, file: !2, line: 78, column: 5)
!202 = distinct !DILexicalBlock(scope: !198, file: !2, line: 78, column: 5)
!203 = !DILocalVariable(name: "b", scope: !201, file: !2, line: 78, type: !18)
!204 = !DILocalVariable(name: "i", scope: !205, file: !2, line: 81, type: !16)
!205 = distinct !DILexicalBlock(scope: !108, file: !2, line: 81, column: 5)
!206 = !DILocalVariable(name: "j", scope: !207, file: !2, line: 82, type: !16)
!207 = distinct !DILexicalBlock(scope: !208, file: !2, line: 82, column: 9)
!208 = distinct !DILexicalBlock(scope: !205, file: !2, line: 81, column: 5)
!209 = !DILocalVariable(name: "a", scope: !210, file: !2, line: 83, type: !18)
!210 = distinct !DILexicalBlock(scope: !211, file: !2, line: 82, column: 37)
!211 = distinct !DILexicalBlock(scope: !207, file: !2, line: 82, column: 9)
!212 = !DILocalVariable(name: "b", scope: !210, file: !2, line: 83, type: !18)
!213 = !DILocalVariable(name: "q", scope: !210, file: !2, line: 85, type: !18)
!214 = !DILocalVariable(name: "r", scope: !210, file: !2, line: 85, type: !18)
!215 = !DILocalVariable(name: "i", scope: !216, file: !2, line: 93, type: !16)
!216 = distinct !DILexicalBlock(scope: !108, file: !2, line: 93, column: 5)
!217 = !DILocalVariable(name: "s", scope: !218, file: !2, line: 94, type: !16)
!218 = distinct !DILexicalBlock(scope: !219, file: !2, line: 94, column: 9)
!219 = distinct !DILexicalBlock(scope: !216, file: !2, line: 93, column: 5)
!220 = !DILocalVariable(name: "a", scope: !221, file: !2, line: 94, type: !18)
!221 = distinct !DILexicalBlock(scope: !222, file: !2, line: 94, column: 40)
!222 = distinct !DILexicalBlock(scope: !218, file: !2, line: 94, column: 9)
!223 = !DILocalVariable(name: "i", scope: !224, file: !2, line: 97, type: !16)
!224 = distinct !DILexicalBlock(scope: !108, file: !2, line: 97, column: 5)
!225 = !DILocalVariable(name: "a", scope: !226, file: !2, line: 98, type: !18)
!226 = distinct !DILexicalBlock(scope: !227, file: !2, line: 97, column: 36)
!227 = distinct !DILexicalBlock(scope: !224, file: !2, line: 97, column: 5)
!228 = !DILocalVariable(name: "i", scope: !229, file: !2, line: 103, type: !16)
!229 = distinct !DILexicalBlock(scope: !108, file: !2, line: 103, column: 5)
!230 = !DILocalVariable(name: "a", scope: !231, file: !2, line: 104, type: !18)
!231 = distinct !DILexicalBlock(scope: !232, file: !2, line: 103, column: 33)
!232 = distinct !DILexicalBlock(scope: !229, file: !2, line: 103, column: 5)
!233 = !DILocation(line: 0, scope: !108)
!234 = !DILocation(line: 68, column: 5, scope: !108)
!235 = !DILocation(line: 0, scope: !115)
!236 = !DILocation(line: 70, column: 5, scope: !115)
!237 = !DILocation(line: 0, scope: !118)
!238 = !DILocation(line: 70, column: 5, scope: !118)
!239 = !{!240, !240, i64 0}
!240 = !{!"long long", !241, i64 0}
!241 = !{!"omnipotent char", !242, i64 0}
!242 = !{!"Simple C/C++ TBAA"}
!243 = !DILocation(line: 70, column: 5, scope: !116)
!244 = !DILocation(line: 0, scope: !125)
!245 = !DILocation(line: 71, column: 5, scope: !125)
!246 = !DILocation(line: 70, column: 5, scope: !119)
!247 = distinct !{!247, !236, !236, !248}
!248 = !{!"llvm.loop.mustprogress"}
!249 = !DILocation(line: 70, column: 5, scope: !121)
!250 = !{!241, !241, i64 0}
!251 = !DILocation(line: 0, scope: !121)
!252 = !DILocalVariable(name: "v", arg: 1, scope: !253, file: !2, line: 25, type: !18)
!253 = distinct !DISubprogram(name: "bits", scope: !2, file: !2, line: 25, type: !254, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !256)
!254 = !DISubroutineType(types: !255)
!255 = !{!24, !18}
!256 = !{!252}
!257 = !DILocation(line: 0, scope: !253, inlinedAt: !258)
!258 = distinct !DILocation(line: 70, column: 5, scope: !121)
!259 = !DILocation(line: 25, column: 46, scope: !253, inlinedAt: !258)
!260 = !DILocalVariable(name: "v", arg: 1, scope: !261, file: !2, line: 24, type: !24)
!261 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 24, type: !262, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !264)
!262 = !DISubroutineType(types: !263)
!263 = !{null, !24}
!264 = !{!260}
!265 = !DILocation(line: 0, scope: !261, inlinedAt: !266)
!266 = distinct !DILocation(line: 70, column: 5, scope: !121)
!267 = !DILocation(line: 24, column: 48, scope: !261, inlinedAt: !266)
!268 = !DILocation(line: 24, column: 53, scope: !261, inlinedAt: !266)
!269 = !DILocation(line: 70, column: 5, scope: !122)
!270 = distinct !{!270, !238, !238, !248}
!271 = !DILocation(line: 0, scope: !128)
!272 = !DILocation(line: 71, column: 5, scope: !128)
!273 = !DILocation(line: 71, column: 5, scope: !126)
!274 = !DILocation(line: 0, scope: !135)
!275 = !DILocation(line: 72, column: 5, scope: !135)
!276 = !DILocation(line: 71, column: 5, scope: !129)
!277 = distinct !{!277, !245, !245, !248}
!278 = !DILocation(line: 71, column: 5, scope: !131)
!279 = !DILocation(line: 0, scope: !131)
!280 = !DILocation(line: 0, scope: !253, inlinedAt: !281)
!281 = distinct !DILocation(line: 71, column: 5, scope: !131)
!282 = !DILocation(line: 25, column: 46, scope: !253, inlinedAt: !281)
!283 = !DILocation(line: 0, scope: !261, inlinedAt: !284)
!284 = distinct !DILocation(line: 71, column: 5, scope: !131)
!285 = !DILocation(line: 24, column: 48, scope: !261, inlinedAt: !284)
!286 = !DILocation(line: 24, column: 53, scope: !261, inlinedAt: !284)
!287 = !DILocation(line: 71, column: 5, scope: !132)
!288 = distinct !{!288, !272, !272, !248}
!289 = !DILocation(line: 0, scope: !138)
!290 = !DILocation(line: 72, column: 5, scope: !138)
!291 = !DILocation(line: 72, column: 5, scope: !136)
!292 = !DILocation(line: 0, scope: !145)
!293 = !DILocation(line: 73, column: 5, scope: !145)
!294 = !DILocation(line: 72, column: 5, scope: !139)
!295 = distinct !{!295, !275, !275, !248}
!296 = !DILocation(line: 72, column: 5, scope: !141)
!297 = !DILocation(line: 0, scope: !141)
!298 = !DILocation(line: 0, scope: !253, inlinedAt: !299)
!299 = distinct !DILocation(line: 72, column: 5, scope: !141)
!300 = !DILocation(line: 25, column: 46, scope: !253, inlinedAt: !299)
!301 = !DILocation(line: 0, scope: !261, inlinedAt: !302)
!302 = distinct !DILocation(line: 72, column: 5, scope: !141)
!303 = !DILocation(line: 24, column: 48, scope: !261, inlinedAt: !302)
!304 = !DILocation(line: 24, column: 53, scope: !261, inlinedAt: !302)
!305 = !DILocation(line: 72, column: 5, scope: !142)
!306 = distinct !{!306, !290, !290, !248}
!307 = !DILocation(line: 0, scope: !148)
!308 = !DILocation(line: 73, column: 5, scope: !148)
!309 = !DILocation(line: 73, column: 5, scope: !146)
!310 = !DILocation(line: 0, scope: !155)
!311 = !DILocation(line: 74, column: 5, scope: !155)
!312 = !DILocation(line: 73, column: 5, scope: !149)
!313 = distinct !{!313, !293, !293, !248}
!314 = !DILocation(line: 73, column: 5, scope: !151)
!315 = !DILocation(line: 0, scope: !151)
!316 = !DILocation(line: 0, scope: !253, inlinedAt: !317)
!317 = distinct !DILocation(line: 73, column: 5, scope: !151)
!318 = !DILocation(line: 25, column: 46, scope: !253, inlinedAt: !317)
!319 = !DILocation(line: 0, scope: !261, inlinedAt: !320)
!320 = distinct !DILocation(line: 73, column: 5, scope: !151)
!321 = !DILocation(line: 24, column: 48, scope: !261, inlinedAt: !320)
!322 = !DILocation(line: 24, column: 53, scope: !261, inlinedAt: !320)
!323 = !DILocation(line: 73, column: 5, scope: !152)
!324 = distinct !{!324, !308, !308, !248}
!325 = !DILocation(line: 0, scope: !158)
!326 = !DILocation(line: 74, column: 5, scope: !158)
!327 = !DILocation(line: 74, column: 5, scope: !156)
!328 = !DILocation(line: 0, scope: !165)
!329 = !DILocation(line: 75, column: 5, scope: !165)
!330 = !DILocation(line: 74, column: 5, scope: !159)
!331 = distinct !{!331, !311, !311, !248}
!332 = !DILocation(line: 74, column: 5, scope: !161)
!333 = !DILocation(line: 0, scope: !161)
!334 = !DILocation(line: 0, scope: !253, inlinedAt: !335)
!335 = distinct !DILocation(line: 74, column: 5, scope: !161)
!336 = !DILocation(line: 25, column: 46, scope: !253, inlinedAt: !335)
!337 = !DILocation(line: 0, scope: !261, inlinedAt: !338)
!338 = distinct !DILocation(line: 74, column: 5, scope: !161)
!339 = !DILocation(line: 24, column: 48, scope: !261, inlinedAt: !338)
!340 = !DILocation(line: 24, column: 53, scope: !261, inlinedAt: !338)
!341 = !DILocation(line: 74, column: 5, scope: !162)
!342 = distinct !{!342, !326, !326, !248}
!343 = !DILocation(line: 0, scope: !168)
!344 = !DILocation(line: 75, column: 5, scope: !168)
!345 = !DILocation(line: 75, column: 5, scope: !166)
!346 = !DILocation(line: 0, scope: !175)
!347 = !DILocation(line: 76, column: 5, scope: !175)
!348 = !DILocation(line: 75, column: 5, scope: !169)
!349 = distinct !{!349, !329, !329, !248}
!350 = !DILocation(line: 75, column: 5, scope: !171)
!351 = !DILocation(line: 0, scope: !171)
!352 = !DILocation(line: 0, scope: !253, inlinedAt: !353)
!353 = distinct !DILocation(line: 75, column: 5, scope: !171)
!354 = !DILocation(line: 25, column: 46, scope: !253, inlinedAt: !353)
!355 = !DILocation(line: 0, scope: !261, inlinedAt: !356)
!356 = distinct !DILocation(line: 75, column: 5, scope: !171)
!357 = !DILocation(line: 24, column: 48, scope: !261, inlinedAt: !356)
!358 = !DILocation(line: 24, column: 53, scope: !261, inlinedAt: !356)
!359 = !DILocation(line: 75, column: 5, scope: !172)
!360 = distinct !{!360, !344, !344, !248}
!361 = !DILocation(line: 0, scope: !178)
!362 = !DILocation(line: 76, column: 5, scope: !178)
!363 = !DILocation(line: 76, column: 5, scope: !176)
!364 = !DILocation(line: 0, scope: !185)
!365 = !DILocation(line: 77, column: 5, scope: !185)
!366 = !DILocation(line: 76, column: 5, scope: !179)
!367 = distinct !{!367, !347, !347, !248}
!368 = !DILocation(line: 76, column: 5, scope: !181)
!369 = !DILocation(line: 0, scope: !181)
!370 = !DILocation(line: 0, scope: !253, inlinedAt: !371)
!371 = distinct !DILocation(line: 76, column: 5, scope: !181)
!372 = !DILocation(line: 25, column: 46, scope: !253, inlinedAt: !371)
!373 = !DILocation(line: 0, scope: !261, inlinedAt: !374)
!374 = distinct !DILocation(line: 76, column: 5, scope: !181)
!375 = !DILocation(line: 24, column: 48, scope: !261, inlinedAt: !374)
!376 = !DILocation(line: 24, column: 53, scope: !261, inlinedAt: !374)
!377 = !DILocation(line: 76, column: 5, scope: !182)
!378 = distinct !{!378, !362, !362, !248}
!379 = !DILocation(line: 0, scope: !188)
!380 = !DILocation(line: 77, column: 5, scope: !188)
!381 = !DILocation(line: 77, column: 5, scope: !186)
!382 = !DILocation(line: 0, scope: !195)
!383 = !DILocation(line: 78, column: 5, scope: !195)
!384 = !DILocation(line: 77, column: 5, scope: !189)
!385 = distinct !{!385, !365, !365, !248}
!386 = !DILocation(line: 77, column: 5, scope: !191)
!387 = !DILocation(line: 0, scope: !191)
!388 = !DILocation(line: 0, scope: !253, inlinedAt: !389)
!389 = distinct !DILocation(line: 77, column: 5, scope: !191)
!390 = !DILocation(line: 25, column: 46, scope: !253, inlinedAt: !389)
!391 = !DILocation(line: 0, scope: !261, inlinedAt: !392)
!392 = distinct !DILocation(line: 77, column: 5, scope: !191)
!393 = !DILocation(line: 24, column: 48, scope: !261, inlinedAt: !392)
!394 = !DILocation(line: 24, column: 53, scope: !261, inlinedAt: !392)
!395 = !DILocation(line: 77, column: 5, scope: !192)
!396 = distinct !{!396, !380, !380, !248}
!397 = !DILocation(line: 0, scope: !198)
!398 = !DILocation(line: 78, column: 5, scope: !198)
!399 = !DILocation(line: 78, column: 5, scope: !196)
!400 = !DILocation(line: 80, column: 7, scope: !108)
!401 = !DILocation(line: 0, scope: !205)
!402 = !DILocation(line: 81, column: 5, scope: !205)
!403 = !DILocation(line: 78, column: 5, scope: !199)
!404 = distinct !{!404, !383, !383, !248}
!405 = !DILocation(line: 78, column: 5, scope: !201)
!406 = !DILocation(line: 0, scope: !201)
!407 = !DILocation(line: 25, column: 46, scope: !253, inlinedAt: !408)
!408 = distinct !DILocation(line: 78, column: 5, scope: !201)
!409 = !DILocation(line: 0, scope: !253, inlinedAt: !408)
!410 = !DILocation(line: 0, scope: !261, inlinedAt: !411)
!411 = distinct !DILocation(line: 78, column: 5, scope: !201)
!412 = !DILocation(line: 24, column: 48, scope: !261, inlinedAt: !411)
!413 = !DILocation(line: 24, column: 53, scope: !261, inlinedAt: !411)
!414 = !DILocation(line: 78, column: 5, scope: !202)
!415 = distinct !{!415, !398, !398, !248}
!416 = !DILocation(line: 0, scope: !207)
!417 = !DILocation(line: 82, column: 9, scope: !207)
!418 = !DILocation(line: 90, column: 32, scope: !108)
!419 = !DILocation(line: 90, column: 5, scope: !108)
!420 = !DILocation(line: 90, column: 45, scope: !108)
!421 = !DILocation(line: 0, scope: !216)
!422 = !DILocation(line: 93, column: 5, scope: !216)
!423 = !DILocation(line: 81, column: 29, scope: !208)
!424 = !DILocation(line: 81, column: 23, scope: !208)
!425 = distinct !{!425, !402, !426, !248}
!426 = !DILocation(line: 89, column: 9, scope: !205)
!427 = !DILocation(line: 83, column: 19, scope: !210)
!428 = !DILocation(line: 0, scope: !210)
!429 = !DILocation(line: 83, column: 32, scope: !210)
!430 = !DILocation(line: 84, column: 19, scope: !431)
!431 = distinct !DILexicalBlock(scope: !210, file: !2, line: 84, column: 17)
!432 = !DILocation(line: 84, column: 17, scope: !210)
!433 = !DILocation(line: 85, column: 19, scope: !210)
!434 = !DILocation(line: 85, column: 37, scope: !210)
!435 = !DILocation(line: 0, scope: !253, inlinedAt: !436)
!436 = distinct !DILocation(line: 86, column: 17, scope: !210)
!437 = !DILocation(line: 25, column: 46, scope: !253, inlinedAt: !436)
!438 = !DILocation(line: 0, scope: !261, inlinedAt: !439)
!439 = distinct !DILocation(line: 86, column: 13, scope: !210)
!440 = !DILocation(line: 24, column: 46, scope: !261, inlinedAt: !439)
!441 = !DILocation(line: 24, column: 48, scope: !261, inlinedAt: !439)
!442 = !DILocation(line: 24, column: 53, scope: !261, inlinedAt: !439)
!443 = !DILocation(line: 0, scope: !253, inlinedAt: !444)
!444 = distinct !DILocation(line: 86, column: 31, scope: !210)
!445 = !DILocation(line: 25, column: 46, scope: !253, inlinedAt: !444)
!446 = !DILocation(line: 0, scope: !261, inlinedAt: !447)
!447 = distinct !DILocation(line: 86, column: 27, scope: !210)
!448 = !DILocation(line: 24, column: 48, scope: !261, inlinedAt: !447)
!449 = !DILocation(line: 24, column: 53, scope: !261, inlinedAt: !447)
!450 = !DILocation(line: 24, column: 43, scope: !261, inlinedAt: !447)
!451 = !DILocation(line: 87, column: 25, scope: !452)
!452 = distinct !DILexicalBlock(scope: !210, file: !2, line: 87, column: 17)
!453 = !DILocation(line: 87, column: 38, scope: !452)
!454 = !DILocation(line: 87, column: 47, scope: !452)
!455 = !DILocation(line: 87, column: 17, scope: !210)
!456 = !DILocation(line: 87, column: 58, scope: !457)
!457 = distinct !DILexicalBlock(scope: !452, file: !2, line: 87, column: 53)
!458 = !DILocation(line: 87, column: 106, scope: !457)
!459 = !DILocation(line: 87, column: 120, scope: !457)
!460 = !DILocation(line: 87, column: 62, scope: !457)
!461 = !DILocation(line: 87, column: 135, scope: !457)
!462 = !DILocation(line: 82, column: 33, scope: !211)
!463 = !DILocation(line: 82, column: 27, scope: !211)
!464 = distinct !{!464, !417, !465, !248}
!465 = !DILocation(line: 89, column: 9, scope: !207)
!466 = !DILocation(line: 0, scope: !218)
!467 = !DILocation(line: 94, column: 9, scope: !218)
!468 = !DILocation(line: 95, column: 5, scope: !108)
!469 = !DILocation(line: 95, column: 45, scope: !108)
!470 = !DILocation(line: 0, scope: !224)
!471 = !DILocation(line: 98, column: 15, scope: !226)
!472 = !DILocation(line: 0, scope: !226)
!473 = !DILocation(line: 99, column: 66, scope: !226)
!474 = !DILocation(line: 99, column: 95, scope: !226)
!475 = !DILocation(line: 0, scope: !253, inlinedAt: !476)
!476 = distinct !DILocation(line: 99, column: 90, scope: !226)
!477 = !DILocation(line: 25, column: 46, scope: !253, inlinedAt: !476)
!478 = !DILocation(line: 100, column: 31, scope: !226)
!479 = !DILocation(line: 0, scope: !253, inlinedAt: !480)
!480 = distinct !DILocation(line: 100, column: 26, scope: !226)
!481 = !DILocation(line: 25, column: 46, scope: !253, inlinedAt: !480)
!482 = !DILocation(line: 100, column: 75, scope: !226)
!483 = !DILocation(line: 100, column: 64, scope: !226)
!484 = !DILocation(line: 99, column: 9, scope: !226)
!485 = !DILocation(line: 103, column: 5, scope: !229)
!486 = !DILocation(line: 93, column: 29, scope: !219)
!487 = !DILocation(line: 93, column: 23, scope: !219)
!488 = distinct !{!488, !422, !489, !248}
!489 = !DILocation(line: 94, column: 134, scope: !216)
!490 = !DILocation(line: 94, column: 48, scope: !221)
!491 = !DILocation(line: 0, scope: !221)
!492 = !DILocation(line: 94, column: 66, scope: !221)
!493 = !DILocation(line: 0, scope: !253, inlinedAt: !494)
!494 = distinct !DILocation(line: 94, column: 61, scope: !221)
!495 = !DILocation(line: 25, column: 46, scope: !253, inlinedAt: !494)
!496 = !DILocation(line: 0, scope: !261, inlinedAt: !497)
!497 = distinct !DILocation(line: 94, column: 57, scope: !221)
!498 = !DILocation(line: 24, column: 48, scope: !261, inlinedAt: !497)
!499 = !DILocation(line: 24, column: 53, scope: !261, inlinedAt: !497)
!500 = !DILocation(line: 94, column: 91, scope: !221)
!501 = !DILocation(line: 0, scope: !253, inlinedAt: !502)
!502 = distinct !DILocation(line: 94, column: 86, scope: !221)
!503 = !DILocation(line: 25, column: 46, scope: !253, inlinedAt: !502)
!504 = !DILocation(line: 0, scope: !261, inlinedAt: !505)
!505 = distinct !DILocation(line: 94, column: 82, scope: !221)
!506 = !DILocation(line: 24, column: 48, scope: !261, inlinedAt: !505)
!507 = !DILocation(line: 24, column: 53, scope: !261, inlinedAt: !505)
!508 = !DILocation(line: 94, column: 117, scope: !221)
!509 = !DILocation(line: 0, scope: !253, inlinedAt: !510)
!510 = distinct !DILocation(line: 94, column: 112, scope: !221)
!511 = !DILocation(line: 25, column: 46, scope: !253, inlinedAt: !510)
!512 = !DILocation(line: 0, scope: !261, inlinedAt: !513)
!513 = distinct !DILocation(line: 94, column: 108, scope: !221)
!514 = !DILocation(line: 24, column: 48, scope: !261, inlinedAt: !513)
!515 = !DILocation(line: 24, column: 53, scope: !261, inlinedAt: !513)
!516 = !DILocation(line: 94, column: 36, scope: !222)
!517 = !DILocation(line: 94, column: 27, scope: !222)
!518 = distinct !{!518, !467, !519, !248}
!519 = !DILocation(line: 94, column: 134, scope: !218)
!520 = !DILocation(line: 90, column: 42, scope: !108)
!521 = !DILocation(line: 95, column: 42, scope: !108)
!522 = !DILocation(line: 111, column: 5, scope: !108)
!523 = !DILocation(line: 112, column: 12, scope: !108)
!524 = !DILocation(line: 113, column: 1, scope: !108)
!525 = !DILocation(line: 0, scope: !229)
!526 = !DILocation(line: 104, column: 15, scope: !231)
!527 = !DILocation(line: 0, scope: !231)
!528 = !DILocation(line: 106, column: 16, scope: !231)
!529 = !DILocation(line: 106, column: 35, scope: !231)
!530 = !DILocation(line: 0, scope: !253, inlinedAt: !531)
!531 = distinct !DILocation(line: 106, column: 30, scope: !231)
!532 = !DILocation(line: 25, column: 46, scope: !253, inlinedAt: !531)
!533 = !DILocation(line: 106, column: 52, scope: !231)
!534 = !DILocation(line: 0, scope: !253, inlinedAt: !535)
!535 = distinct !DILocation(line: 106, column: 47, scope: !231)
!536 = !DILocation(line: 25, column: 46, scope: !253, inlinedAt: !535)
!537 = !DILocation(line: 0, scope: !253, inlinedAt: !538)
!538 = distinct !DILocation(line: 106, column: 64, scope: !231)
!539 = !DILocation(line: 106, column: 92, scope: !231)
!540 = !DILocation(line: 106, column: 81, scope: !231)
!541 = !DILocation(line: 106, column: 112, scope: !231)
!542 = !DILocation(line: 106, column: 101, scope: !231)
!543 = !DILocation(line: 107, column: 27, scope: !231)
!544 = !DILocation(line: 107, column: 16, scope: !231)
!545 = !DILocation(line: 107, column: 48, scope: !231)
!546 = !DILocation(line: 107, column: 37, scope: !231)
!547 = !DILocation(line: 107, column: 69, scope: !231)
!548 = !DILocation(line: 107, column: 58, scope: !231)
!549 = !DILocation(line: 107, column: 90, scope: !231)
!550 = !DILocation(line: 107, column: 79, scope: !231)
!551 = !DILocation(line: 107, column: 111, scope: !231)
!552 = !DILocation(line: 107, column: 100, scope: !231)
!553 = !DILocation(line: 108, column: 27, scope: !231)
!554 = !DILocation(line: 108, column: 16, scope: !231)
!555 = !DILocation(line: 108, column: 38, scope: !231)
!556 = !DILocation(line: 105, column: 9, scope: !231)
!557 = !DILocation(line: 109, column: 25, scope: !558)
!558 = distinct !DILexicalBlock(scope: !231, file: !2, line: 109, column: 13)
!559 = !DILocation(line: 109, column: 22, scope: !558)
!560 = !DILocation(line: 109, column: 39, scope: !558)
!561 = !DILocation(line: 109, column: 54, scope: !558)
!562 = !DILocation(line: 109, column: 51, scope: !558)
!563 = !DILocation(line: 109, column: 68, scope: !558)
!564 = !DILocation(line: 109, column: 82, scope: !558)
!565 = !DILocation(line: 109, column: 79, scope: !558)
!566 = !DILocation(line: 109, column: 95, scope: !558)
!567 = !DILocation(line: 109, column: 110, scope: !558)
!568 = !DILocation(line: 109, column: 107, scope: !558)
!569 = !DILocation(line: 109, column: 13, scope: !231)
!570 = !DILocation(line: 109, column: 130, scope: !571)
!571 = distinct !DILexicalBlock(scope: !558, file: !2, line: 109, column: 125)
!572 = !DILocation(line: 109, column: 134, scope: !571)
!573 = !DILocation(line: 109, column: 166, scope: !571)
!574 = !DILocation(line: 103, column: 29, scope: !232)
!575 = !DILocation(line: 103, column: 23, scope: !232)
!576 = distinct !{!576, !485, !577, !248}
!577 = !DILocation(line: 110, column: 5, scope: !229)
!578 = !DISubprogram(name: "printf", scope: !579, file: !579, line: 356, type: !580, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!579 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!580 = !DISubroutineType(types: !581)
!581 = !{!16, !582, null}
!582 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !583)
!583 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !584, size: 64)
!584 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!585 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 27, type: !586, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !588)
!586 = !DISubroutineType(types: !587)
!587 = !{!18, !18, !18}
!588 = !{!589, !590}
!589 = !DILocalVariable(name: "a", arg: 1, scope: !585, file: !2, line: 27, type: !18)
!590 = !DILocalVariable(name: "b", arg: 2, scope: !585, file: !2, line: 27, type: !18)
!591 = !DILocation(line: 0, scope: !585)
!592 = !DILocation(line: 27, column: 72, scope: !585)
!593 = !DILocation(line: 27, column: 55, scope: !585)
!594 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 28, type: !586, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !595)
!595 = !{!596, !597}
!596 = !DILocalVariable(name: "a", arg: 1, scope: !594, file: !2, line: 28, type: !18)
!597 = !DILocalVariable(name: "b", arg: 2, scope: !594, file: !2, line: 28, type: !18)
!598 = !DILocation(line: 0, scope: !594)
!599 = !DILocation(line: 28, column: 72, scope: !594)
!600 = !DILocation(line: 28, column: 55, scope: !594)
!601 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 29, type: !586, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !602)
!602 = !{!603, !604}
!603 = !DILocalVariable(name: "a", arg: 1, scope: !601, file: !2, line: 29, type: !18)
!604 = !DILocalVariable(name: "b", arg: 2, scope: !601, file: !2, line: 29, type: !18)
!605 = !DILocation(line: 0, scope: !601)
!606 = !DILocation(line: 29, column: 72, scope: !601)
!607 = !DILocation(line: 29, column: 55, scope: !601)
!608 = distinct !DISubprogram(name: "op_and", scope: !2, file: !2, line: 32, type: !586, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !609)
!609 = !{!610, !611}
!610 = !DILocalVariable(name: "a", arg: 1, scope: !608, file: !2, line: 32, type: !18)
!611 = !DILocalVariable(name: "b", arg: 2, scope: !608, file: !2, line: 32, type: !18)
!612 = !DILocation(line: 0, scope: !608)
!613 = !DILocation(line: 32, column: 64, scope: !608)
!614 = !DILocation(line: 32, column: 55, scope: !608)
!615 = distinct !DISubprogram(name: "op_or", scope: !2, file: !2, line: 33, type: !586, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !616)
!616 = !{!617, !618}
!617 = !DILocalVariable(name: "a", arg: 1, scope: !615, file: !2, line: 33, type: !18)
!618 = !DILocalVariable(name: "b", arg: 2, scope: !615, file: !2, line: 33, type: !18)
!619 = !DILocation(line: 0, scope: !615)
!620 = !DILocation(line: 33, column: 63, scope: !615)
!621 = !DILocation(line: 33, column: 54, scope: !615)
!622 = distinct !DISubprogram(name: "op_xor", scope: !2, file: !2, line: 34, type: !586, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !623)
!623 = !{!624, !625}
!624 = !DILocalVariable(name: "a", arg: 1, scope: !622, file: !2, line: 34, type: !18)
!625 = !DILocalVariable(name: "b", arg: 2, scope: !622, file: !2, line: 34, type: !18)
!626 = !DILocation(line: 0, scope: !622)
!627 = !DILocation(line: 34, column: 64, scope: !622)
!628 = !DILocation(line: 34, column: 55, scope: !622)
!629 = distinct !DISubprogram(name: "op_min", scope: !2, file: !2, line: 41, type: !586, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !630)
!630 = !{!631, !632}
!631 = !DILocalVariable(name: "a", arg: 1, scope: !629, file: !2, line: 41, type: !18)
!632 = !DILocalVariable(name: "b", arg: 2, scope: !629, file: !2, line: 41, type: !18)
!633 = !DILocation(line: 0, scope: !629)
!634 = !DILocation(line: 41, column: 62, scope: !629)
!635 = !DILocation(line: 41, column: 55, scope: !629)
!636 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 42, type: !586, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !637)
!637 = !{!638, !639}
!638 = !DILocalVariable(name: "a", arg: 1, scope: !636, file: !2, line: 42, type: !18)
!639 = !DILocalVariable(name: "b", arg: 2, scope: !636, file: !2, line: 42, type: !18)
!640 = !DILocation(line: 0, scope: !636)
!641 = !DILocation(line: 42, column: 62, scope: !636)
!642 = !DILocation(line: 42, column: 55, scope: !636)
!643 = distinct !DISubprogram(name: "op_cmp", scope: !2, file: !2, line: 43, type: !644, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !646)
!644 = !DISubroutineType(types: !645)
!645 = !{!16, !18, !18}
!646 = !{!647, !648}
!647 = !DILocalVariable(name: "a", arg: 1, scope: !643, file: !2, line: 43, type: !18)
!648 = !DILocalVariable(name: "b", arg: 2, scope: !643, file: !2, line: 43, type: !18)
!649 = !DILocation(line: 0, scope: !643)
!650 = !DILocation(line: 44, column: 15, scope: !643)
!651 = !DILocation(line: 44, column: 32, scope: !643)
!652 = !DILocation(line: 44, column: 42, scope: !643)
!653 = !DILocation(line: 44, column: 47, scope: !643)
!654 = !DILocation(line: 44, column: 57, scope: !643)
!655 = !DILocation(line: 44, column: 63, scope: !643)
!656 = !DILocation(line: 44, column: 78, scope: !643)
!657 = !DILocation(line: 44, column: 94, scope: !643)
!658 = !DILocation(line: 45, column: 26, scope: !643)
!659 = !DILocation(line: 45, column: 48, scope: !643)
!660 = !DILocation(line: 45, column: 56, scope: !643)
!661 = !DILocation(line: 45, column: 60, scope: !643)
!662 = !DILocation(line: 45, column: 69, scope: !643)
!663 = !DILocation(line: 45, column: 73, scope: !643)
!664 = !DILocation(line: 44, column: 21, scope: !643)
!665 = !DILocation(line: 44, column: 37, scope: !643)
!666 = !DILocation(line: 44, column: 52, scope: !643)
!667 = !DILocation(line: 44, column: 68, scope: !643)
!668 = !DILocation(line: 44, column: 83, scope: !643)
!669 = !DILocation(line: 44, column: 99, scope: !643)
!670 = !DILocation(line: 45, column: 31, scope: !643)
!671 = !DILocation(line: 45, column: 53, scope: !643)
!672 = !DILocation(line: 45, column: 65, scope: !643)
!673 = !DILocation(line: 44, column: 5, scope: !643)
!674 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 30, type: !586, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !675)
!675 = !{!676, !677}
!676 = !DILocalVariable(name: "a", arg: 1, scope: !674, file: !2, line: 30, type: !18)
!677 = !DILocalVariable(name: "b", arg: 2, scope: !674, file: !2, line: 30, type: !18)
!678 = !DILocation(line: 0, scope: !674)
!679 = !DILocation(line: 30, column: 68, scope: !674)
!680 = !DILocation(line: 30, column: 55, scope: !674)
!681 = distinct !DISubprogram(name: "op_rem", scope: !2, file: !2, line: 31, type: !586, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !682)
!682 = !{!683, !684}
!683 = !DILocalVariable(name: "a", arg: 1, scope: !681, file: !2, line: 31, type: !18)
!684 = !DILocalVariable(name: "b", arg: 2, scope: !681, file: !2, line: 31, type: !18)
!685 = !DILocation(line: 0, scope: !681)
!686 = !DILocation(line: 31, column: 68, scope: !681)
!687 = !DILocation(line: 31, column: 55, scope: !681)
!688 = distinct !DISubprogram(name: "op_shl", scope: !2, file: !2, line: 35, type: !689, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !691)
!689 = !DISubroutineType(types: !690)
!690 = !{!18, !18, !16}
!691 = !{!692, !693}
!692 = !DILocalVariable(name: "a", arg: 1, scope: !688, file: !2, line: 35, type: !18)
!693 = !DILocalVariable(name: "s", arg: 2, scope: !688, file: !2, line: 35, type: !16)
!694 = !DILocation(line: 0, scope: !688)
!695 = !DILocation(line: 35, column: 68, scope: !688)
!696 = !DILocation(line: 35, column: 77, scope: !688)
!697 = !DILocation(line: 35, column: 64, scope: !688)
!698 = !DILocation(line: 35, column: 57, scope: !688)
!699 = distinct !DISubprogram(name: "op_lshr", scope: !2, file: !2, line: 36, type: !689, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !700)
!700 = !{!701, !702}
!701 = !DILocalVariable(name: "a", arg: 1, scope: !699, file: !2, line: 36, type: !18)
!702 = !DILocalVariable(name: "s", arg: 2, scope: !699, file: !2, line: 36, type: !16)
!703 = !DILocation(line: 0, scope: !699)
!704 = !DILocation(line: 36, column: 69, scope: !699)
!705 = !DILocation(line: 36, column: 74, scope: !699)
!706 = !DILocation(line: 36, column: 65, scope: !699)
!707 = !DILocation(line: 36, column: 58, scope: !699)
!708 = distinct !DISubprogram(name: "op_ashr", scope: !2, file: !2, line: 37, type: !689, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !709)
!709 = !{!710, !711}
!710 = !DILocalVariable(name: "a", arg: 1, scope: !708, file: !2, line: 37, type: !18)
!711 = !DILocalVariable(name: "s", arg: 2, scope: !708, file: !2, line: 37, type: !16)
!712 = !DILocation(line: 0, scope: !708)
!713 = !DILocation(line: 37, column: 69, scope: !708)
!714 = !DILocation(line: 37, column: 71, scope: !708)
!715 = !DILocation(line: 37, column: 65, scope: !708)
!716 = !DILocation(line: 37, column: 58, scope: !708)
!717 = distinct !DISubprogram(name: "op_neg", scope: !2, file: !2, line: 38, type: !718, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !720)
!718 = !DISubroutineType(types: !719)
!719 = !{!18, !18}
!720 = !{!721}
!721 = !DILocalVariable(name: "a", arg: 1, scope: !717, file: !2, line: 38, type: !18)
!722 = !DILocation(line: 0, scope: !717)
!723 = !DILocation(line: 38, column: 67, scope: !717)
!724 = !DILocation(line: 38, column: 50, scope: !717)
!725 = distinct !DISubprogram(name: "op_not", scope: !2, file: !2, line: 39, type: !718, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !726)
!726 = !{!727}
!727 = !DILocalVariable(name: "a", arg: 1, scope: !725, file: !2, line: 39, type: !18)
!728 = !DILocation(line: 0, scope: !725)
!729 = !DILocation(line: 39, column: 60, scope: !725)
!730 = !DILocation(line: 39, column: 50, scope: !725)
!731 = distinct !DISubprogram(name: "div3", scope: !2, file: !2, line: 47, type: !718, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !732)
!732 = !{!733}
!733 = !DILocalVariable(name: "a", arg: 1, scope: !731, file: !2, line: 47, type: !18)
!734 = !DILocation(line: 0, scope: !731)
!735 = !DILocation(line: 47, column: 61, scope: !731)
!736 = !DILocation(line: 47, column: 48, scope: !731)
!737 = distinct !DISubprogram(name: "div7", scope: !2, file: !2, line: 48, type: !718, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !738)
!738 = !{!739}
!739 = !DILocalVariable(name: "a", arg: 1, scope: !737, file: !2, line: 48, type: !18)
!740 = !DILocation(line: 0, scope: !737)
!741 = !DILocation(line: 48, column: 61, scope: !737)
!742 = !DILocation(line: 48, column: 48, scope: !737)
!743 = distinct !DISubprogram(name: "div10", scope: !2, file: !2, line: 49, type: !718, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !744)
!744 = !{!745}
!745 = !DILocalVariable(name: "a", arg: 1, scope: !743, file: !2, line: 49, type: !18)
!746 = !DILocation(line: 0, scope: !743)
!747 = !DILocation(line: 49, column: 62, scope: !743)
!748 = !DILocation(line: 49, column: 49, scope: !743)
!749 = distinct !DISubprogram(name: "rem10", scope: !2, file: !2, line: 50, type: !718, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !750)
!750 = !{!751}
!751 = !DILocalVariable(name: "a", arg: 1, scope: !749, file: !2, line: 50, type: !18)
!752 = !DILocation(line: 0, scope: !749)
!753 = !DILocation(line: 50, column: 62, scope: !749)
!754 = !DILocation(line: 50, column: 49, scope: !749)
!755 = distinct !DISubprogram(name: "div16", scope: !2, file: !2, line: 51, type: !718, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !756)
!756 = !{!757}
!757 = !DILocalVariable(name: "a", arg: 1, scope: !755, file: !2, line: 51, type: !18)
!758 = !DILocation(line: 0, scope: !755)
!759 = !DILocation(line: 51, column: 62, scope: !755)
!760 = !DILocation(line: 51, column: 49, scope: !755)
!761 = distinct !DISubprogram(name: "rem16", scope: !2, file: !2, line: 52, type: !718, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !762)
!762 = !{!763}
!763 = !DILocalVariable(name: "a", arg: 1, scope: !761, file: !2, line: 52, type: !18)
!764 = !DILocation(line: 0, scope: !761)
!765 = !DILocation(line: 52, column: 62, scope: !761)
!766 = !DILocation(line: 52, column: 49, scope: !761)
!767 = distinct !DISubprogram(name: "divm5", scope: !2, file: !2, line: 53, type: !718, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !768)
!768 = !{!769}
!769 = !DILocalVariable(name: "a", arg: 1, scope: !767, file: !2, line: 53, type: !18)
!770 = !DILocation(line: 0, scope: !767)
!771 = !DILocation(line: 53, column: 88, scope: !767)
!772 = !DILocation(line: 53, column: 49, scope: !767)
!773 = distinct !DISubprogram(name: "divmax", scope: !2, file: !2, line: 54, type: !718, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !774)
!774 = !{!775}
!775 = !DILocalVariable(name: "a", arg: 1, scope: !773, file: !2, line: 54, type: !18)
!776 = !DILocation(line: 0, scope: !773)
!777 = !DILocation(line: 54, column: 63, scope: !773)
!778 = !DILocation(line: 54, column: 50, scope: !773)
