; ModuleID = 'programs/ops_matrix_i8.c'
source_filename = "programs/ops_matrix_i8.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [45 x i8] c"type int8_t: %d bits, %s, min %lld max %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1, !dbg !7
@h = internal unnamed_addr global i64 0, align 8, !dbg !12
@vals = internal global [21 x i8] c"\80\81\C0\F9\FD\FE\FF\00\01\02\03\05\07\0A?@~\7FU\AA\EF", align 16, !dbg !101
@.str.2 = private unnamed_addr constant [14 x i8] c"%-6s %016llx\0A\00", align 1, !dbg !35
@.str.3 = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !40
@.str.4 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !45
@.str.5 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !47
@.str.6 = private unnamed_addr constant [4 x i8] c"and\00", align 1, !dbg !49
@.str.7 = private unnamed_addr constant [3 x i8] c"or\00", align 1, !dbg !51
@.str.8 = private unnamed_addr constant [4 x i8] c"xor\00", align 1, !dbg !56
@.str.9 = private unnamed_addr constant [4 x i8] c"min\00", align 1, !dbg !58
@.str.10 = private unnamed_addr constant [4 x i8] c"max\00", align 1, !dbg !60
@.str.11 = private unnamed_addr constant [4 x i8] c"cmp\00", align 1, !dbg !62
@.str.12 = private unnamed_addr constant [33 x i8] c"divrem identity fails %lld %lld\0A\00", align 1, !dbg !64
@.str.13 = private unnamed_addr constant [26 x i8] c"rem sign wrong %lld %lld\0A\00", align 1, !dbg !69
@.str.14 = private unnamed_addr constant [16 x i8] c"divrem %016llx\0A\00", align 1, !dbg !74
@.str.15 = private unnamed_addr constant [16 x i8] c"shifts %016llx\0A\00", align 1, !dbg !79
@.str.16 = private unnamed_addr constant [46 x i8] c"  %20lld: shl%d=%llx lshr%d=%llx ashr%d=%lld\0A\00", align 1, !dbg !81
@.str.17 = private unnamed_addr constant [123 x i8] c"%20lld neg=%llx not=%llx abs=%llx /3=%lld /7=%lld /10=%lld %%10=%lld /16=%lld %%16=%lld /-5=%lld /max=%lld f=%.9g d=%.17g\0A\00", align 1, !dbg !86
@.str.19 = private unnamed_addr constant [22 x i8] c"total %016llx bad %d\0A\00", align 1, !dbg !96
@str = private unnamed_addr constant [19 x i8] c"const div mismatch\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 101) i32 @main() local_unnamed_addr #0 !dbg !115 {
    #dbg_value(i64 0, !119, !DIExpression(), !240)
    #dbg_value(i32 0, !120, !DIExpression(), !240)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, ptr noundef nonnull @.str.1, i64 noundef -128, i64 noundef 127), !dbg !241
    #dbg_value(i32 0, !121, !DIExpression(), !242)
    #dbg_value(i32 0, !121, !DIExpression(), !242)
  br label %2, !dbg !243

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %21, %9 ]
    #dbg_value(i64 %3, !121, !DIExpression(), !242)
  %5 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %3
    #dbg_value(i32 0, !124, !DIExpression(), !244)
  br label %12, !dbg !245

6:                                                ; preds = %9
  store i64 %21, ptr @h, align 8, !tbaa !246
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, i64 noundef %21), !dbg !250
  %8 = load i64, ptr @h, align 8, !dbg !250, !tbaa !246
    #dbg_value(i64 %8, !119, !DIExpression(), !240)
    #dbg_value(i32 0, !131, !DIExpression(), !251)
    #dbg_value(i32 0, !131, !DIExpression(), !251)
  br label %24, !dbg !252

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %3, 1, !dbg !253
    #dbg_value(i64 %10, !121, !DIExpression(), !242)
  %11 = icmp eq i64 %10, 21, !dbg !253
  br i1 %11, label %6, label %2, !dbg !243, !llvm.loop !254

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %22, %12 ]
  %14 = phi i64 [ %4, %2 ], [ %21, %12 ]
    #dbg_value(i64 %13, !124, !DIExpression(), !244)
  %15 = load volatile i8, ptr %5, align 1, !dbg !256, !tbaa !257
    #dbg_value(i8 %15, !127, !DIExpression(), !258)
  %16 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %13, !dbg !256
  %17 = load volatile i8, ptr %16, align 1, !dbg !256, !tbaa !257
    #dbg_value(i8 %17, !130, !DIExpression(), !258)
  %18 = tail call fastcc signext i8 @op_add(i8 noundef signext %15, i8 noundef signext %17), !dbg !256
    #dbg_value(i8 %18, !259, !DIExpression(), !264)
  %19 = zext i8 %18 to i64, !dbg !266
    #dbg_value(i64 %19, !267, !DIExpression(), !272)
  %20 = xor i64 %14, %19, !dbg !274
  %21 = mul i64 %20, 1099511628211, !dbg !275
  %22 = add nuw nsw i64 %13, 1, !dbg !276
    #dbg_value(i64 %22, !124, !DIExpression(), !244)
  %23 = icmp eq i64 %22, 21, !dbg !276
  br i1 %23, label %9, label %12, !dbg !245, !llvm.loop !277

24:                                               ; preds = %6, %31
  %25 = phi i64 [ 0, %6 ], [ %32, %31 ]
  %26 = phi i64 [ 1469598103934665603, %6 ], [ %43, %31 ]
    #dbg_value(i64 %25, !131, !DIExpression(), !251)
  %27 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %25
    #dbg_value(i32 0, !134, !DIExpression(), !278)
  br label %34, !dbg !279

28:                                               ; preds = %31
  store i64 %43, ptr @h, align 8, !tbaa !246
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, i64 noundef %43), !dbg !280
  %30 = load i64, ptr @h, align 8, !dbg !280, !tbaa !246
    #dbg_value(!DIArgList(i64 %8, i64 %30), !119, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !240)
    #dbg_value(i32 0, !141, !DIExpression(), !281)
    #dbg_value(i32 0, !141, !DIExpression(), !281)
  br label %46, !dbg !282

31:                                               ; preds = %34
  %32 = add nuw nsw i64 %25, 1, !dbg !283
    #dbg_value(i64 %32, !131, !DIExpression(), !251)
  %33 = icmp eq i64 %32, 21, !dbg !283
  br i1 %33, label %28, label %24, !dbg !252, !llvm.loop !284

34:                                               ; preds = %24, %34
  %35 = phi i64 [ 0, %24 ], [ %44, %34 ]
  %36 = phi i64 [ %26, %24 ], [ %43, %34 ]
    #dbg_value(i64 %35, !134, !DIExpression(), !278)
  %37 = load volatile i8, ptr %27, align 1, !dbg !285, !tbaa !257
    #dbg_value(i8 %37, !137, !DIExpression(), !286)
  %38 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %35, !dbg !285
  %39 = load volatile i8, ptr %38, align 1, !dbg !285, !tbaa !257
    #dbg_value(i8 %39, !140, !DIExpression(), !286)
  %40 = tail call fastcc signext i8 @op_sub(i8 noundef signext %37, i8 noundef signext %39), !dbg !285
    #dbg_value(i8 %40, !259, !DIExpression(), !287)
  %41 = zext i8 %40 to i64, !dbg !289
    #dbg_value(i64 %41, !267, !DIExpression(), !290)
  %42 = xor i64 %36, %41, !dbg !292
  %43 = mul i64 %42, 1099511628211, !dbg !293
  %44 = add nuw nsw i64 %35, 1, !dbg !294
    #dbg_value(i64 %44, !134, !DIExpression(), !278)
  %45 = icmp eq i64 %44, 21, !dbg !294
  br i1 %45, label %31, label %34, !dbg !279, !llvm.loop !295

46:                                               ; preds = %28, %53
  %47 = phi i64 [ 0, %28 ], [ %54, %53 ]
  %48 = phi i64 [ 1469598103934665603, %28 ], [ %65, %53 ]
    #dbg_value(i64 %47, !141, !DIExpression(), !281)
  %49 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %47
    #dbg_value(i32 0, !144, !DIExpression(), !296)
  br label %56, !dbg !297

50:                                               ; preds = %53
  store i64 %65, ptr @h, align 8, !tbaa !246
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.5, i64 noundef %65), !dbg !298
  %52 = load i64, ptr @h, align 8, !dbg !298, !tbaa !246
    #dbg_value(!DIArgList(i64 %8, i64 %52, i64 %30), !119, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !240)
    #dbg_value(i32 0, !151, !DIExpression(), !299)
    #dbg_value(i32 0, !151, !DIExpression(), !299)
  br label %68, !dbg !300

53:                                               ; preds = %56
  %54 = add nuw nsw i64 %47, 1, !dbg !301
    #dbg_value(i64 %54, !141, !DIExpression(), !281)
  %55 = icmp eq i64 %54, 21, !dbg !301
  br i1 %55, label %50, label %46, !dbg !282, !llvm.loop !302

56:                                               ; preds = %46, %56
  %57 = phi i64 [ 0, %46 ], [ %66, %56 ]
  %58 = phi i64 [ %48, %46 ], [ %65, %56 ]
    #dbg_value(i64 %57, !144, !DIExpression(), !296)
  %59 = load volatile i8, ptr %49, align 1, !dbg !303, !tbaa !257
    #dbg_value(i8 %59, !147, !DIExpression(), !304)
  %60 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %57, !dbg !303
  %61 = load volatile i8, ptr %60, align 1, !dbg !303, !tbaa !257
    #dbg_value(i8 %61, !150, !DIExpression(), !304)
  %62 = tail call fastcc signext i8 @op_mul(i8 noundef signext %59, i8 noundef signext %61), !dbg !303
    #dbg_value(i8 %62, !259, !DIExpression(), !305)
  %63 = zext i8 %62 to i64, !dbg !307
    #dbg_value(i64 %63, !267, !DIExpression(), !308)
  %64 = xor i64 %58, %63, !dbg !310
  %65 = mul i64 %64, 1099511628211, !dbg !311
  %66 = add nuw nsw i64 %57, 1, !dbg !312
    #dbg_value(i64 %66, !144, !DIExpression(), !296)
  %67 = icmp eq i64 %66, 21, !dbg !312
  br i1 %67, label %53, label %56, !dbg !297, !llvm.loop !313

68:                                               ; preds = %50, %75
  %69 = phi i64 [ 0, %50 ], [ %76, %75 ]
  %70 = phi i64 [ 1469598103934665603, %50 ], [ %87, %75 ]
    #dbg_value(i64 %69, !151, !DIExpression(), !299)
  %71 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %69
    #dbg_value(i32 0, !154, !DIExpression(), !314)
  br label %78, !dbg !315

72:                                               ; preds = %75
  store i64 %87, ptr @h, align 8, !tbaa !246
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.6, i64 noundef %87), !dbg !316
  %74 = load i64, ptr @h, align 8, !dbg !316, !tbaa !246
    #dbg_value(!DIArgList(i64 %8, i64 %74, i64 %52, i64 %30), !119, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !240)
    #dbg_value(i32 0, !161, !DIExpression(), !317)
    #dbg_value(i32 0, !161, !DIExpression(), !317)
  br label %90, !dbg !318

75:                                               ; preds = %78
  %76 = add nuw nsw i64 %69, 1, !dbg !319
    #dbg_value(i64 %76, !151, !DIExpression(), !299)
  %77 = icmp eq i64 %76, 21, !dbg !319
  br i1 %77, label %72, label %68, !dbg !300, !llvm.loop !320

78:                                               ; preds = %68, %78
  %79 = phi i64 [ 0, %68 ], [ %88, %78 ]
  %80 = phi i64 [ %70, %68 ], [ %87, %78 ]
    #dbg_value(i64 %79, !154, !DIExpression(), !314)
  %81 = load volatile i8, ptr %71, align 1, !dbg !321, !tbaa !257
    #dbg_value(i8 %81, !157, !DIExpression(), !322)
  %82 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %79, !dbg !321
  %83 = load volatile i8, ptr %82, align 1, !dbg !321, !tbaa !257
    #dbg_value(i8 %83, !160, !DIExpression(), !322)
  %84 = tail call fastcc signext i8 @op_and(i8 noundef signext %81, i8 noundef signext %83), !dbg !321
    #dbg_value(i8 %84, !259, !DIExpression(), !323)
  %85 = zext i8 %84 to i64, !dbg !325
    #dbg_value(i64 %85, !267, !DIExpression(), !326)
  %86 = xor i64 %80, %85, !dbg !328
  %87 = mul i64 %86, 1099511628211, !dbg !329
  %88 = add nuw nsw i64 %79, 1, !dbg !330
    #dbg_value(i64 %88, !154, !DIExpression(), !314)
  %89 = icmp eq i64 %88, 21, !dbg !330
  br i1 %89, label %75, label %78, !dbg !315, !llvm.loop !331

90:                                               ; preds = %72, %97
  %91 = phi i64 [ 0, %72 ], [ %98, %97 ]
  %92 = phi i64 [ 1469598103934665603, %72 ], [ %109, %97 ]
    #dbg_value(i64 %91, !161, !DIExpression(), !317)
  %93 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %91
    #dbg_value(i32 0, !164, !DIExpression(), !332)
  br label %100, !dbg !333

94:                                               ; preds = %97
  store i64 %109, ptr @h, align 8, !tbaa !246
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, i64 noundef %109), !dbg !334
  %96 = load i64, ptr @h, align 8, !dbg !334, !tbaa !246
    #dbg_value(!DIArgList(i64 %8, i64 %96, i64 %74, i64 %52, i64 %30), !119, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !240)
    #dbg_value(i32 0, !171, !DIExpression(), !335)
    #dbg_value(i32 0, !171, !DIExpression(), !335)
  br label %112, !dbg !336

97:                                               ; preds = %100
  %98 = add nuw nsw i64 %91, 1, !dbg !337
    #dbg_value(i64 %98, !161, !DIExpression(), !317)
  %99 = icmp eq i64 %98, 21, !dbg !337
  br i1 %99, label %94, label %90, !dbg !318, !llvm.loop !338

100:                                              ; preds = %90, %100
  %101 = phi i64 [ 0, %90 ], [ %110, %100 ]
  %102 = phi i64 [ %92, %90 ], [ %109, %100 ]
    #dbg_value(i64 %101, !164, !DIExpression(), !332)
  %103 = load volatile i8, ptr %93, align 1, !dbg !339, !tbaa !257
    #dbg_value(i8 %103, !167, !DIExpression(), !340)
  %104 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %101, !dbg !339
  %105 = load volatile i8, ptr %104, align 1, !dbg !339, !tbaa !257
    #dbg_value(i8 %105, !170, !DIExpression(), !340)
  %106 = tail call fastcc signext i8 @op_or(i8 noundef signext %103, i8 noundef signext %105), !dbg !339
    #dbg_value(i8 %106, !259, !DIExpression(), !341)
  %107 = zext i8 %106 to i64, !dbg !343
    #dbg_value(i64 %107, !267, !DIExpression(), !344)
  %108 = xor i64 %102, %107, !dbg !346
  %109 = mul i64 %108, 1099511628211, !dbg !347
  %110 = add nuw nsw i64 %101, 1, !dbg !348
    #dbg_value(i64 %110, !164, !DIExpression(), !332)
  %111 = icmp eq i64 %110, 21, !dbg !348
  br i1 %111, label %97, label %100, !dbg !333, !llvm.loop !349

112:                                              ; preds = %94, %119
  %113 = phi i64 [ 0, %94 ], [ %120, %119 ]
  %114 = phi i64 [ 1469598103934665603, %94 ], [ %131, %119 ]
    #dbg_value(i64 %113, !171, !DIExpression(), !335)
  %115 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %113
    #dbg_value(i32 0, !174, !DIExpression(), !350)
  br label %122, !dbg !351

116:                                              ; preds = %119
  store i64 %131, ptr @h, align 8, !tbaa !246
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8, i64 noundef %131), !dbg !352
  %118 = load i64, ptr @h, align 8, !dbg !352, !tbaa !246
    #dbg_value(!DIArgList(i64 %8, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !119, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !240)
    #dbg_value(i32 0, !181, !DIExpression(), !353)
    #dbg_value(i32 0, !181, !DIExpression(), !353)
  br label %134, !dbg !354

119:                                              ; preds = %122
  %120 = add nuw nsw i64 %113, 1, !dbg !355
    #dbg_value(i64 %120, !171, !DIExpression(), !335)
  %121 = icmp eq i64 %120, 21, !dbg !355
  br i1 %121, label %116, label %112, !dbg !336, !llvm.loop !356

122:                                              ; preds = %112, %122
  %123 = phi i64 [ 0, %112 ], [ %132, %122 ]
  %124 = phi i64 [ %114, %112 ], [ %131, %122 ]
    #dbg_value(i64 %123, !174, !DIExpression(), !350)
  %125 = load volatile i8, ptr %115, align 1, !dbg !357, !tbaa !257
    #dbg_value(i8 %125, !177, !DIExpression(), !358)
  %126 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %123, !dbg !357
  %127 = load volatile i8, ptr %126, align 1, !dbg !357, !tbaa !257
    #dbg_value(i8 %127, !180, !DIExpression(), !358)
  %128 = tail call fastcc signext i8 @op_xor(i8 noundef signext %125, i8 noundef signext %127), !dbg !357
    #dbg_value(i8 %128, !259, !DIExpression(), !359)
  %129 = zext i8 %128 to i64, !dbg !361
    #dbg_value(i64 %129, !267, !DIExpression(), !362)
  %130 = xor i64 %124, %129, !dbg !364
  %131 = mul i64 %130, 1099511628211, !dbg !365
  %132 = add nuw nsw i64 %123, 1, !dbg !366
    #dbg_value(i64 %132, !174, !DIExpression(), !350)
  %133 = icmp eq i64 %132, 21, !dbg !366
  br i1 %133, label %119, label %122, !dbg !351, !llvm.loop !367

134:                                              ; preds = %116, %141
  %135 = phi i64 [ 0, %116 ], [ %142, %141 ]
  %136 = phi i64 [ 1469598103934665603, %116 ], [ %153, %141 ]
    #dbg_value(i64 %135, !181, !DIExpression(), !353)
  %137 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %135
    #dbg_value(i32 0, !184, !DIExpression(), !368)
  br label %144, !dbg !369

138:                                              ; preds = %141
  store i64 %153, ptr @h, align 8, !tbaa !246
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9, i64 noundef %153), !dbg !370
  %140 = load i64, ptr @h, align 8, !dbg !370, !tbaa !246
    #dbg_value(!DIArgList(i64 %8, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !119, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !240)
    #dbg_value(i32 0, !191, !DIExpression(), !371)
    #dbg_value(i32 0, !191, !DIExpression(), !371)
  br label %156, !dbg !372

141:                                              ; preds = %144
  %142 = add nuw nsw i64 %135, 1, !dbg !373
    #dbg_value(i64 %142, !181, !DIExpression(), !353)
  %143 = icmp eq i64 %142, 21, !dbg !373
  br i1 %143, label %138, label %134, !dbg !354, !llvm.loop !374

144:                                              ; preds = %134, %144
  %145 = phi i64 [ 0, %134 ], [ %154, %144 ]
  %146 = phi i64 [ %136, %134 ], [ %153, %144 ]
    #dbg_value(i64 %145, !184, !DIExpression(), !368)
  %147 = load volatile i8, ptr %137, align 1, !dbg !375, !tbaa !257
    #dbg_value(i8 %147, !187, !DIExpression(), !376)
  %148 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %145, !dbg !375
  %149 = load volatile i8, ptr %148, align 1, !dbg !375, !tbaa !257
    #dbg_value(i8 %149, !190, !DIExpression(), !376)
  %150 = tail call fastcc signext i8 @op_min(i8 noundef signext %147, i8 noundef signext %149), !dbg !375
    #dbg_value(i8 %150, !259, !DIExpression(), !377)
  %151 = zext i8 %150 to i64, !dbg !379
    #dbg_value(i64 %151, !267, !DIExpression(), !380)
  %152 = xor i64 %146, %151, !dbg !382
  %153 = mul i64 %152, 1099511628211, !dbg !383
  %154 = add nuw nsw i64 %145, 1, !dbg !384
    #dbg_value(i64 %154, !184, !DIExpression(), !368)
  %155 = icmp eq i64 %154, 21, !dbg !384
  br i1 %155, label %141, label %144, !dbg !369, !llvm.loop !385

156:                                              ; preds = %138, %163
  %157 = phi i64 [ 0, %138 ], [ %164, %163 ]
  %158 = phi i64 [ 1469598103934665603, %138 ], [ %175, %163 ]
    #dbg_value(i64 %157, !191, !DIExpression(), !371)
  %159 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %157
    #dbg_value(i32 0, !194, !DIExpression(), !386)
  br label %166, !dbg !387

160:                                              ; preds = %163
  store i64 %175, ptr @h, align 8, !tbaa !246
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10, i64 noundef %175), !dbg !388
  %162 = load i64, ptr @h, align 8, !dbg !388, !tbaa !246
    #dbg_value(!DIArgList(i64 %8, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !119, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !240)
    #dbg_value(i32 0, !201, !DIExpression(), !389)
    #dbg_value(i32 0, !201, !DIExpression(), !389)
  br label %178, !dbg !390

163:                                              ; preds = %166
  %164 = add nuw nsw i64 %157, 1, !dbg !391
    #dbg_value(i64 %164, !191, !DIExpression(), !371)
  %165 = icmp eq i64 %164, 21, !dbg !391
  br i1 %165, label %160, label %156, !dbg !372, !llvm.loop !392

166:                                              ; preds = %156, %166
  %167 = phi i64 [ 0, %156 ], [ %176, %166 ]
  %168 = phi i64 [ %158, %156 ], [ %175, %166 ]
    #dbg_value(i64 %167, !194, !DIExpression(), !386)
  %169 = load volatile i8, ptr %159, align 1, !dbg !393, !tbaa !257
    #dbg_value(i8 %169, !197, !DIExpression(), !394)
  %170 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %167, !dbg !393
  %171 = load volatile i8, ptr %170, align 1, !dbg !393, !tbaa !257
    #dbg_value(i8 %171, !200, !DIExpression(), !394)
  %172 = tail call fastcc signext i8 @op_max(i8 noundef signext %169, i8 noundef signext %171), !dbg !393
    #dbg_value(i8 %172, !259, !DIExpression(), !395)
  %173 = zext i8 %172 to i64, !dbg !397
    #dbg_value(i64 %173, !267, !DIExpression(), !398)
  %174 = xor i64 %168, %173, !dbg !400
  %175 = mul i64 %174, 1099511628211, !dbg !401
  %176 = add nuw nsw i64 %167, 1, !dbg !402
    #dbg_value(i64 %176, !194, !DIExpression(), !386)
  %177 = icmp eq i64 %176, 21, !dbg !402
  br i1 %177, label %163, label %166, !dbg !387, !llvm.loop !403

178:                                              ; preds = %160, %185
  %179 = phi i64 [ 0, %160 ], [ %186, %185 ]
  %180 = phi i64 [ 1469598103934665603, %160 ], [ %198, %185 ]
    #dbg_value(i64 %179, !201, !DIExpression(), !389)
  %181 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %179
    #dbg_value(i32 0, !204, !DIExpression(), !404)
  br label %188, !dbg !405

182:                                              ; preds = %185
  store i64 %198, ptr @h, align 8, !tbaa !246
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %198), !dbg !406
  %184 = load i64, ptr @h, align 8, !dbg !406, !tbaa !246
    #dbg_value(!DIArgList(i64 %8, i64 %184, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !119, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !240)
  store i64 1469598103934665603, ptr @h, align 8, !dbg !407, !tbaa !246
    #dbg_value(i32 0, !211, !DIExpression(), !408)
    #dbg_value(i32 0, !120, !DIExpression(), !240)
  br label %201, !dbg !409

185:                                              ; preds = %188
  %186 = add nuw nsw i64 %179, 1, !dbg !410
    #dbg_value(i64 %186, !201, !DIExpression(), !389)
  %187 = icmp eq i64 %186, 21, !dbg !410
  br i1 %187, label %182, label %178, !dbg !390, !llvm.loop !411

188:                                              ; preds = %178, %188
  %189 = phi i64 [ 0, %178 ], [ %199, %188 ]
  %190 = phi i64 [ %180, %178 ], [ %198, %188 ]
    #dbg_value(i64 %189, !204, !DIExpression(), !404)
  %191 = load volatile i8, ptr %181, align 1, !dbg !412, !tbaa !257
    #dbg_value(i8 %191, !207, !DIExpression(), !413)
  %192 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %189, !dbg !412
  %193 = load volatile i8, ptr %192, align 1, !dbg !412, !tbaa !257
    #dbg_value(i8 %193, !210, !DIExpression(), !413)
  %194 = tail call fastcc i32 @op_cmp(i8 noundef signext %191, i8 noundef signext %193), !dbg !412
  %195 = and i32 %194, 255, !dbg !414
  %196 = zext nneg i32 %195 to i64, !dbg !414
    #dbg_value(i32 %194, !259, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !416)
    #dbg_value(i64 %196, !267, !DIExpression(), !417)
  %197 = xor i64 %190, %196, !dbg !419
  %198 = mul i64 %197, 1099511628211, !dbg !420
  %199 = add nuw nsw i64 %189, 1, !dbg !421
    #dbg_value(i64 %199, !204, !DIExpression(), !404)
  %200 = icmp eq i64 %199, 21, !dbg !421
  br i1 %200, label %185, label %188, !dbg !405, !llvm.loop !422

201:                                              ; preds = %182, %209
  %202 = phi i64 [ 0, %182 ], [ %210, %209 ]
  %203 = phi i32 [ 0, %182 ], [ %253, %209 ]
    #dbg_value(i32 %203, !120, !DIExpression(), !240)
    #dbg_value(i64 %202, !211, !DIExpression(), !408)
  %204 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %202
    #dbg_value(i32 %203, !120, !DIExpression(), !240)
    #dbg_value(i32 0, !213, !DIExpression(), !423)
  br label %212, !dbg !424

205:                                              ; preds = %209
  %206 = load i64, ptr @h, align 8, !dbg !425, !tbaa !246
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %206), !dbg !426
  %208 = load i64, ptr @h, align 8, !dbg !427, !tbaa !246
    #dbg_value(!DIArgList(i64 %8, i64 %208, i64 %184, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !119, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !240)
    #dbg_value(i32 0, !222, !DIExpression(), !428)
    #dbg_value(i32 0, !222, !DIExpression(), !428)
  br label %256, !dbg !429

209:                                              ; preds = %252
  %210 = add nuw nsw i64 %202, 1, !dbg !430
    #dbg_value(i32 %253, !120, !DIExpression(), !240)
    #dbg_value(i64 %210, !211, !DIExpression(), !408)
  %211 = icmp eq i64 %210, 21, !dbg !431
  br i1 %211, label %205, label %201, !dbg !409, !llvm.loop !432

212:                                              ; preds = %201, %252
  %213 = phi i64 [ 0, %201 ], [ %254, %252 ]
  %214 = phi i32 [ %203, %201 ], [ %253, %252 ]
    #dbg_value(i32 %214, !120, !DIExpression(), !240)
    #dbg_value(i64 %213, !213, !DIExpression(), !423)
  %215 = load volatile i8, ptr %204, align 1, !dbg !434, !tbaa !257
    #dbg_value(i8 %215, !216, !DIExpression(), !435)
  %216 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %213, !dbg !436
  %217 = load volatile i8, ptr %216, align 1, !dbg !436, !tbaa !257
    #dbg_value(i8 %217, !219, !DIExpression(), !435)
  %218 = icmp eq i8 %217, 0, !dbg !437
  br i1 %218, label %252, label %219, !dbg !439

219:                                              ; preds = %212
  %220 = icmp eq i8 %215, -128, !dbg !440
  %221 = icmp eq i8 %217, -1
  %222 = and i1 %220, %221, !dbg !441
  br i1 %222, label %252, label %223, !dbg !441

223:                                              ; preds = %219
  %224 = tail call fastcc signext i8 @op_div(i8 noundef signext %215, i8 noundef signext %217), !dbg !442
    #dbg_value(i8 %224, !220, !DIExpression(), !435)
  %225 = tail call fastcc signext i8 @op_rem(i8 noundef signext %215, i8 noundef signext %217), !dbg !443
    #dbg_value(i8 %225, !221, !DIExpression(), !435)
    #dbg_value(i8 %224, !259, !DIExpression(), !444)
  %226 = zext i8 %224 to i64, !dbg !446
    #dbg_value(i64 %226, !267, !DIExpression(), !447)
  %227 = load i64, ptr @h, align 8, !dbg !449, !tbaa !246
  %228 = xor i64 %227, %226, !dbg !450
  %229 = mul i64 %228, 1099511628211, !dbg !451
    #dbg_value(i8 %225, !259, !DIExpression(), !452)
  %230 = zext i8 %225 to i64, !dbg !454
    #dbg_value(i64 %230, !267, !DIExpression(), !455)
  %231 = xor i64 %229, %230, !dbg !457
  %232 = mul i64 %231, 1099511628211, !dbg !458
  store i64 %232, ptr @h, align 8, !dbg !459, !tbaa !246
  %233 = tail call fastcc signext i8 @op_mul(i8 noundef signext %224, i8 noundef signext %217), !dbg !460
  %234 = add i8 %233, %225, !dbg !462
  %235 = icmp eq i8 %234, %215, !dbg !463
  br i1 %235, label %241, label %236, !dbg !464

236:                                              ; preds = %223
  %237 = add nsw i32 %214, 1, !dbg !465
    #dbg_value(i32 %237, !120, !DIExpression(), !240)
  %238 = sext i8 %215 to i64, !dbg !467
  %239 = sext i8 %217 to i64, !dbg !468
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %238, i64 noundef %239), !dbg !469
  br label %241, !dbg !470

241:                                              ; preds = %236, %223
  %242 = phi i32 [ %237, %236 ], [ %214, %223 ], !dbg !240
    #dbg_value(i32 %242, !120, !DIExpression(), !240)
  %243 = icmp eq i8 %225, 0, !dbg !471
  %244 = xor i8 %225, %215
  %245 = icmp sgt i8 %244, -1
  %246 = select i1 %243, i1 true, i1 %245, !dbg !473
  br i1 %246, label %252, label %247, !dbg !473

247:                                              ; preds = %241
  %248 = add nsw i32 %242, 1, !dbg !474
    #dbg_value(i32 %248, !120, !DIExpression(), !240)
  %249 = sext i8 %215 to i64, !dbg !476
  %250 = sext i8 %217 to i64, !dbg !477
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %249, i64 noundef %250), !dbg !478
  br label %252, !dbg !479

252:                                              ; preds = %241, %247, %212, %219
  %253 = phi i32 [ %214, %219 ], [ %214, %212 ], [ %248, %247 ], [ %242, %241 ], !dbg !240
    #dbg_value(i32 %253, !120, !DIExpression(), !240)
  %254 = add nuw nsw i64 %213, 1, !dbg !480
    #dbg_value(i64 %254, !213, !DIExpression(), !423)
  %255 = icmp eq i64 %254, 21, !dbg !481
  br i1 %255, label %209, label %212, !dbg !424, !llvm.loop !482

256:                                              ; preds = %205, %317
  %257 = phi i64 [ 0, %205 ], [ %318, %317 ]
  %258 = phi i64 [ 1469598103934665603, %205 ], [ %335, %317 ]
    #dbg_value(i64 %257, !222, !DIExpression(), !428)
  %259 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %257
    #dbg_value(i32 0, !224, !DIExpression(), !484)
  br label %320, !dbg !485

260:                                              ; preds = %317
  store i64 %335, ptr @h, align 8, !tbaa !246
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %335), !dbg !486
  %262 = load i64, ptr @h, align 8, !dbg !487, !tbaa !246
    #dbg_value(!DIArgList(i64 %8, i64 %262, i64 %208, i64 %184, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !119, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !240)
    #dbg_value(i32 0, !230, !DIExpression(), !488)
    #dbg_value(i64 0, !230, !DIExpression(), !488)
  %263 = load volatile i8, ptr @vals, align 16, !dbg !489, !tbaa !257
    #dbg_value(i8 %263, !232, !DIExpression(), !490)
  %264 = sext i8 %263 to i64, !dbg !491
  %265 = tail call fastcc signext i8 @op_shl(i8 noundef signext %263, i32 noundef 7), !dbg !492
    #dbg_value(i8 %265, !259, !DIExpression(), !493)
  %266 = zext i8 %265 to i64, !dbg !495
  %267 = tail call fastcc signext i8 @op_lshr(i8 noundef signext %263, i32 noundef 7), !dbg !496
    #dbg_value(i8 %267, !259, !DIExpression(), !497)
  %268 = zext i8 %267 to i64, !dbg !499
  %269 = tail call fastcc signext i8 @op_ashr(i8 noundef signext %263, i32 noundef 7), !dbg !500
  %270 = sext i8 %269 to i64, !dbg !501
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %264, i32 noundef 7, i64 noundef %266, i32 noundef 7, i64 noundef %268, i32 noundef 7, i64 noundef %270), !dbg !502
    #dbg_value(i64 4, !230, !DIExpression(), !488)
  %272 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 4), align 4, !dbg !489, !tbaa !257
    #dbg_value(i8 %272, !232, !DIExpression(), !490)
  %273 = sext i8 %272 to i64, !dbg !491
  %274 = tail call fastcc signext i8 @op_shl(i8 noundef signext %272, i32 noundef 7), !dbg !492
    #dbg_value(i8 %274, !259, !DIExpression(), !493)
  %275 = zext i8 %274 to i64, !dbg !495
  %276 = tail call fastcc signext i8 @op_lshr(i8 noundef signext %272, i32 noundef 7), !dbg !496
    #dbg_value(i8 %276, !259, !DIExpression(), !497)
  %277 = zext i8 %276 to i64, !dbg !499
  %278 = tail call fastcc signext i8 @op_ashr(i8 noundef signext %272, i32 noundef 7), !dbg !500
  %279 = sext i8 %278 to i64, !dbg !501
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %273, i32 noundef 7, i64 noundef %275, i32 noundef 7, i64 noundef %277, i32 noundef 7, i64 noundef %279), !dbg !502
    #dbg_value(i64 8, !230, !DIExpression(), !488)
  %281 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 8), align 8, !dbg !489, !tbaa !257
    #dbg_value(i8 %281, !232, !DIExpression(), !490)
  %282 = sext i8 %281 to i64, !dbg !491
  %283 = tail call fastcc signext i8 @op_shl(i8 noundef signext %281, i32 noundef 7), !dbg !492
    #dbg_value(i8 %283, !259, !DIExpression(), !493)
  %284 = zext i8 %283 to i64, !dbg !495
  %285 = tail call fastcc signext i8 @op_lshr(i8 noundef signext %281, i32 noundef 7), !dbg !496
    #dbg_value(i8 %285, !259, !DIExpression(), !497)
  %286 = zext i8 %285 to i64, !dbg !499
  %287 = tail call fastcc signext i8 @op_ashr(i8 noundef signext %281, i32 noundef 7), !dbg !500
  %288 = sext i8 %287 to i64, !dbg !501
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %282, i32 noundef 7, i64 noundef %284, i32 noundef 7, i64 noundef %286, i32 noundef 7, i64 noundef %288), !dbg !502
    #dbg_value(i64 12, !230, !DIExpression(), !488)
  %290 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 12), align 4, !dbg !489, !tbaa !257
    #dbg_value(i8 %290, !232, !DIExpression(), !490)
  %291 = sext i8 %290 to i64, !dbg !491
  %292 = tail call fastcc signext i8 @op_shl(i8 noundef signext %290, i32 noundef 7), !dbg !492
    #dbg_value(i8 %292, !259, !DIExpression(), !493)
  %293 = zext i8 %292 to i64, !dbg !495
  %294 = tail call fastcc signext i8 @op_lshr(i8 noundef signext %290, i32 noundef 7), !dbg !496
    #dbg_value(i8 %294, !259, !DIExpression(), !497)
  %295 = zext i8 %294 to i64, !dbg !499
  %296 = tail call fastcc signext i8 @op_ashr(i8 noundef signext %290, i32 noundef 7), !dbg !500
  %297 = sext i8 %296 to i64, !dbg !501
  %298 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %291, i32 noundef 7, i64 noundef %293, i32 noundef 7, i64 noundef %295, i32 noundef 7, i64 noundef %297), !dbg !502
    #dbg_value(i64 16, !230, !DIExpression(), !488)
  %299 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 16, !dbg !489, !tbaa !257
    #dbg_value(i8 %299, !232, !DIExpression(), !490)
  %300 = sext i8 %299 to i64, !dbg !491
  %301 = tail call fastcc signext i8 @op_shl(i8 noundef signext %299, i32 noundef 7), !dbg !492
    #dbg_value(i8 %301, !259, !DIExpression(), !493)
  %302 = zext i8 %301 to i64, !dbg !495
  %303 = tail call fastcc signext i8 @op_lshr(i8 noundef signext %299, i32 noundef 7), !dbg !496
    #dbg_value(i8 %303, !259, !DIExpression(), !497)
  %304 = zext i8 %303 to i64, !dbg !499
  %305 = tail call fastcc signext i8 @op_ashr(i8 noundef signext %299, i32 noundef 7), !dbg !500
  %306 = sext i8 %305 to i64, !dbg !501
  %307 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %300, i32 noundef 7, i64 noundef %302, i32 noundef 7, i64 noundef %304, i32 noundef 7, i64 noundef %306), !dbg !502
    #dbg_value(i64 20, !230, !DIExpression(), !488)
  %308 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 20), align 4, !dbg !489, !tbaa !257
    #dbg_value(i8 %308, !232, !DIExpression(), !490)
  %309 = sext i8 %308 to i64, !dbg !491
  %310 = tail call fastcc signext i8 @op_shl(i8 noundef signext %308, i32 noundef 7), !dbg !492
    #dbg_value(i8 %310, !259, !DIExpression(), !493)
  %311 = zext i8 %310 to i64, !dbg !495
  %312 = tail call fastcc signext i8 @op_lshr(i8 noundef signext %308, i32 noundef 7), !dbg !496
    #dbg_value(i8 %312, !259, !DIExpression(), !497)
  %313 = zext i8 %312 to i64, !dbg !499
  %314 = tail call fastcc signext i8 @op_ashr(i8 noundef signext %308, i32 noundef 7), !dbg !500
  %315 = sext i8 %314 to i64, !dbg !501
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %309, i32 noundef 7, i64 noundef %311, i32 noundef 7, i64 noundef %313, i32 noundef 7, i64 noundef %315), !dbg !502
    #dbg_value(i64 24, !230, !DIExpression(), !488)
  br label %354, !dbg !503

317:                                              ; preds = %320
  %318 = add nuw nsw i64 %257, 1, !dbg !504
    #dbg_value(i64 %318, !222, !DIExpression(), !428)
  %319 = icmp eq i64 %318, 21, !dbg !505
  br i1 %319, label %260, label %256, !dbg !429, !llvm.loop !506

320:                                              ; preds = %256, %320
  %321 = phi i32 [ 0, %256 ], [ %336, %320 ]
  %322 = phi i64 [ %258, %256 ], [ %335, %320 ]
    #dbg_value(i32 %321, !224, !DIExpression(), !484)
  %323 = load volatile i8, ptr %259, align 1, !dbg !508, !tbaa !257
    #dbg_value(i8 %323, !227, !DIExpression(), !509)
  %324 = tail call fastcc signext i8 @op_shl(i8 noundef signext %323, i32 noundef %321), !dbg !510
    #dbg_value(i8 %324, !259, !DIExpression(), !511)
  %325 = zext i8 %324 to i64, !dbg !513
    #dbg_value(i64 %325, !267, !DIExpression(), !514)
  %326 = xor i64 %322, %325, !dbg !516
  %327 = mul i64 %326, 1099511628211, !dbg !517
  %328 = tail call fastcc signext i8 @op_lshr(i8 noundef signext %323, i32 noundef %321), !dbg !518
    #dbg_value(i8 %328, !259, !DIExpression(), !519)
  %329 = zext i8 %328 to i64, !dbg !521
    #dbg_value(i64 %329, !267, !DIExpression(), !522)
  %330 = xor i64 %327, %329, !dbg !524
  %331 = mul i64 %330, 1099511628211, !dbg !525
  %332 = tail call fastcc signext i8 @op_ashr(i8 noundef signext %323, i32 noundef %321), !dbg !526
    #dbg_value(i8 %332, !259, !DIExpression(), !527)
  %333 = zext i8 %332 to i64, !dbg !529
    #dbg_value(i64 %333, !267, !DIExpression(), !530)
  %334 = xor i64 %331, %333, !dbg !532
  %335 = mul i64 %334, 1099511628211, !dbg !533
  %336 = add nuw nsw i32 %321, 1, !dbg !534
    #dbg_value(i32 %336, !224, !DIExpression(), !484)
  %337 = icmp eq i32 %336, 8, !dbg !535
  br i1 %337, label %317, label %320, !dbg !485, !llvm.loop !536

338:                                              ; preds = %398
  %339 = xor i64 %30, %8, !dbg !280
    #dbg_value(i64 %339, !119, !DIExpression(), !240)
  %340 = xor i64 %339, %52, !dbg !298
    #dbg_value(i64 %340, !119, !DIExpression(), !240)
  %341 = xor i64 %340, %74, !dbg !316
    #dbg_value(i64 %341, !119, !DIExpression(), !240)
  %342 = xor i64 %341, %96, !dbg !334
    #dbg_value(i64 %342, !119, !DIExpression(), !240)
  %343 = xor i64 %342, %118, !dbg !352
    #dbg_value(i64 %343, !119, !DIExpression(), !240)
  %344 = xor i64 %343, %140, !dbg !370
    #dbg_value(i64 %344, !119, !DIExpression(), !240)
  %345 = xor i64 %344, %162, !dbg !388
    #dbg_value(i64 %345, !119, !DIExpression(), !240)
  %346 = xor i64 %345, %184, !dbg !406
    #dbg_value(i64 %346, !119, !DIExpression(), !240)
  %347 = xor i64 %346, %208, !dbg !538
    #dbg_value(i64 %347, !119, !DIExpression(), !240)
  %348 = xor i64 %347, %262, !dbg !539
    #dbg_value(i64 %348, !119, !DIExpression(), !240)
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %348, i32 noundef %399), !dbg !540
  %350 = icmp eq i32 %399, 0, !dbg !541
  %351 = trunc i64 %348 to i32, !dbg !541
  %352 = and i32 %351, 63, !dbg !541
  %353 = select i1 %350, i32 %352, i32 100, !dbg !541
  ret i32 %353, !dbg !542

354:                                              ; preds = %260, %398
  %355 = phi i64 [ 0, %260 ], [ %400, %398 ]
  %356 = phi i32 [ %253, %260 ], [ %399, %398 ]
    #dbg_value(i64 %355, !235, !DIExpression(), !543)
    #dbg_value(i32 %356, !120, !DIExpression(), !240)
  %357 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %355, !dbg !544
  %358 = load volatile i8, ptr %357, align 1, !dbg !544, !tbaa !257
    #dbg_value(i8 %358, !237, !DIExpression(), !545)
  %359 = sext i8 %358 to i64, !dbg !546
  %360 = tail call fastcc signext i8 @op_neg(i8 noundef signext %358), !dbg !547
    #dbg_value(i8 %360, !259, !DIExpression(), !548)
  %361 = zext i8 %360 to i64, !dbg !550
  %362 = tail call fastcc signext i8 @op_not(i8 noundef signext %358), !dbg !551
    #dbg_value(i8 %362, !259, !DIExpression(), !552)
  %363 = zext i8 %362 to i64, !dbg !554
  %364 = tail call fastcc signext i8 @op_abs(i8 noundef signext %358), !dbg !555
    #dbg_value(i8 %364, !259, !DIExpression(), !556)
  %365 = zext i8 %364 to i64, !dbg !558
  %366 = tail call fastcc signext i8 @div3(i8 noundef signext %358), !dbg !559
  %367 = sext i8 %366 to i64, !dbg !560
  %368 = tail call fastcc signext i8 @div7(i8 noundef signext %358), !dbg !561
  %369 = sext i8 %368 to i64, !dbg !562
  %370 = tail call fastcc signext i8 @div10(i8 noundef signext %358), !dbg !563
  %371 = sext i8 %370 to i64, !dbg !564
  %372 = tail call fastcc signext i8 @rem10(i8 noundef signext %358), !dbg !565
  %373 = sext i8 %372 to i64, !dbg !566
  %374 = tail call fastcc signext i8 @div16(i8 noundef signext %358), !dbg !567
  %375 = sext i8 %374 to i64, !dbg !568
  %376 = tail call fastcc signext i8 @rem16(i8 noundef signext %358), !dbg !569
  %377 = sext i8 %376 to i64, !dbg !570
  %378 = tail call fastcc signext i8 @divm5(i8 noundef signext %358), !dbg !571
  %379 = sext i8 %378 to i64, !dbg !572
  %380 = tail call fastcc signext i8 @divmax(i8 noundef signext %358), !dbg !573
  %381 = sext i8 %380 to i64, !dbg !574
  %382 = sitofp i8 %358 to double, !dbg !575
  %383 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %359, i64 noundef %361, i64 noundef %363, i64 noundef %365, i64 noundef %367, i64 noundef %369, i64 noundef %371, i64 noundef %373, i64 noundef %375, i64 noundef %377, i64 noundef %379, i64 noundef %381, double noundef %382, double noundef %382), !dbg !576
  %384 = tail call fastcc signext i8 @op_div(i8 noundef signext %358, i8 noundef signext 10), !dbg !577
  %385 = icmp eq i8 %370, %384, !dbg !579
  br i1 %385, label %386, label %395, !dbg !580

386:                                              ; preds = %354
  %387 = tail call fastcc signext i8 @op_rem(i8 noundef signext %358, i8 noundef signext 10), !dbg !581
  %388 = icmp eq i8 %372, %387, !dbg !582
  br i1 %388, label %389, label %395, !dbg !583

389:                                              ; preds = %386
  %390 = tail call fastcc signext i8 @op_div(i8 noundef signext %358, i8 noundef signext 7), !dbg !584
  %391 = icmp eq i8 %368, %390, !dbg !585
  br i1 %391, label %392, label %395, !dbg !586

392:                                              ; preds = %389
  %393 = tail call fastcc signext i8 @op_div(i8 noundef signext %358, i8 noundef signext 16), !dbg !587
  %394 = icmp eq i8 %374, %393, !dbg !588
  br i1 %394, label %398, label %395, !dbg !589

395:                                              ; preds = %392, %389, %386, %354
  %396 = add nsw i32 %356, 1, !dbg !590
    #dbg_value(i32 %396, !120, !DIExpression(), !240)
  %397 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !592
  br label %398, !dbg !593

398:                                              ; preds = %395, %392
  %399 = phi i32 [ %396, %395 ], [ %356, %392 ], !dbg !240
    #dbg_value(i32 %399, !120, !DIExpression(), !240)
  %400 = add nuw nsw i64 %355, 1, !dbg !594
    #dbg_value(i64 %400, !235, !DIExpression(), !543)
  %401 = icmp eq i64 %400, 21, !dbg !595
  br i1 %401, label %338, label %354, !dbg !503, !llvm.loop !596
}

; Function Attrs: nofree nounwind
declare !dbg !598 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @op_add(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 !dbg !605 {
    #dbg_value(i8 %0, !609, !DIExpression(), !611)
    #dbg_value(i8 %1, !610, !DIExpression(), !611)
  %3 = add i8 %1, %0, !dbg !612
  ret i8 %3, !dbg !613
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @op_sub(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 !dbg !614 {
    #dbg_value(i8 %0, !616, !DIExpression(), !618)
    #dbg_value(i8 %1, !617, !DIExpression(), !618)
  %3 = sub i8 %0, %1, !dbg !619
  ret i8 %3, !dbg !620
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @op_mul(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 !dbg !621 {
    #dbg_value(i8 %0, !623, !DIExpression(), !625)
    #dbg_value(i8 %1, !624, !DIExpression(), !625)
  %3 = mul i8 %1, %0, !dbg !626
  ret i8 %3, !dbg !627
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @op_and(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 !dbg !628 {
    #dbg_value(i8 %0, !630, !DIExpression(), !632)
    #dbg_value(i8 %1, !631, !DIExpression(), !632)
  %3 = and i8 %1, %0, !dbg !633
  ret i8 %3, !dbg !634
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @op_or(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 !dbg !635 {
    #dbg_value(i8 %0, !637, !DIExpression(), !639)
    #dbg_value(i8 %1, !638, !DIExpression(), !639)
  %3 = or i8 %1, %0, !dbg !640
  ret i8 %3, !dbg !641
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @op_xor(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 !dbg !642 {
    #dbg_value(i8 %0, !644, !DIExpression(), !646)
    #dbg_value(i8 %1, !645, !DIExpression(), !646)
  %3 = xor i8 %1, %0, !dbg !647
  ret i8 %3, !dbg !648
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @op_min(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 !dbg !649 {
    #dbg_value(i8 %0, !651, !DIExpression(), !653)
    #dbg_value(i8 %1, !652, !DIExpression(), !653)
  %3 = tail call i8 @llvm.smin.i8(i8 %0, i8 %1), !dbg !654
  ret i8 %3, !dbg !655
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @op_max(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 !dbg !656 {
    #dbg_value(i8 %0, !658, !DIExpression(), !660)
    #dbg_value(i8 %1, !659, !DIExpression(), !660)
  %3 = tail call i8 @llvm.smax.i8(i8 %0, i8 %1), !dbg !661
  ret i8 %3, !dbg !662
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 !dbg !663 {
    #dbg_value(i8 %0, !667, !DIExpression(), !669)
    #dbg_value(i8 %1, !668, !DIExpression(), !669)
  %3 = icmp eq i8 %0, %1, !dbg !670
  %4 = zext i1 %3 to i32, !dbg !670
  %5 = select i1 %3, i32 0, i32 2, !dbg !671
  %6 = icmp slt i8 %0, %1, !dbg !672
  %7 = select i1 %6, i32 4, i32 0, !dbg !673
  %8 = icmp sgt i8 %0, %1, !dbg !674
  %9 = select i1 %8, i32 0, i32 8, !dbg !675
  %10 = select i1 %8, i32 16, i32 0, !dbg !676
  %11 = select i1 %6, i32 0, i32 32, !dbg !677
  %12 = icmp ult i8 %0, %1, !dbg !678
  %13 = select i1 %12, i32 64, i32 0, !dbg !679
  %14 = select i1 %12, i32 0, i32 128, !dbg !680
  %15 = icmp eq i8 %0, 0, !dbg !681
  %16 = select i1 %15, i32 256, i32 0, !dbg !682
  %17 = icmp eq i8 %1, 0, !dbg !683
  %18 = select i1 %17, i32 0, i32 512, !dbg !684
  %19 = or disjoint i32 %16, %4, !dbg !685
  %20 = or disjoint i32 %19, %5, !dbg !686
  %21 = or disjoint i32 %20, %7, !dbg !687
  %22 = or disjoint i32 %21, %9, !dbg !688
  %23 = or disjoint i32 %22, %10, !dbg !689
  %24 = or i32 %23, %11, !dbg !690
  %25 = or i32 %24, %13, !dbg !691
  %26 = or i32 %25, %14, !dbg !692
  %27 = or i32 %26, %18, !dbg !693
  ret i32 %27, !dbg !694
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @op_div(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 !dbg !695 {
    #dbg_value(i8 %0, !697, !DIExpression(), !699)
    #dbg_value(i8 %1, !698, !DIExpression(), !699)
  %3 = sext i8 %0 to i16, !dbg !700
  %4 = sext i8 %1 to i16, !dbg !700
  %5 = sdiv i16 %3, %4, !dbg !700
  %6 = trunc i16 %5 to i8, !dbg !701
  ret i8 %6, !dbg !702
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext range(i8 -127, -128) i8 @op_rem(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 !dbg !703 {
    #dbg_value(i8 %0, !705, !DIExpression(), !707)
    #dbg_value(i8 %1, !706, !DIExpression(), !707)
  %3 = sext i8 %0 to i16, !dbg !708
  %4 = sext i8 %1 to i16, !dbg !708
  %5 = srem i16 %3, %4, !dbg !708
  %6 = trunc nsw i16 %5 to i8, !dbg !709
  ret i8 %6, !dbg !710
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @op_shl(i8 noundef signext %0, i32 noundef %1) unnamed_addr #2 !dbg !711 {
    #dbg_value(i8 %0, !715, !DIExpression(), !717)
    #dbg_value(i32 %1, !716, !DIExpression(), !717)
  %3 = zext i8 %0 to i32, !dbg !718
  %4 = shl nuw nsw i32 %3, %1, !dbg !719
  %5 = trunc i32 %4 to i8, !dbg !720
  ret i8 %5, !dbg !721
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @op_lshr(i8 noundef signext %0, i32 noundef %1) unnamed_addr #2 !dbg !722 {
    #dbg_value(i8 %0, !724, !DIExpression(), !726)
    #dbg_value(i32 %1, !725, !DIExpression(), !726)
  %3 = zext i8 %0 to i32, !dbg !727
  %4 = lshr i32 %3, %1, !dbg !728
  %5 = trunc nuw i32 %4 to i8, !dbg !729
  ret i8 %5, !dbg !730
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @op_ashr(i8 noundef signext %0, i32 noundef %1) unnamed_addr #2 !dbg !731 {
    #dbg_value(i8 %0, !733, !DIExpression(), !735)
    #dbg_value(i32 %1, !734, !DIExpression(), !735)
  %3 = sext i8 %0 to i32, !dbg !736
  %4 = ashr i32 %3, %1, !dbg !737
  %5 = trunc nsw i32 %4 to i8, !dbg !738
  ret i8 %5, !dbg !739
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @op_neg(i8 noundef signext %0) unnamed_addr #2 !dbg !740 {
    #dbg_value(i8 %0, !744, !DIExpression(), !745)
  %2 = sub i8 0, %0, !dbg !746
  ret i8 %2, !dbg !747
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @op_not(i8 noundef signext %0) unnamed_addr #2 !dbg !748 {
    #dbg_value(i8 %0, !750, !DIExpression(), !751)
  %2 = xor i8 %0, -1, !dbg !752
  ret i8 %2, !dbg !753
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @op_abs(i8 noundef signext %0) unnamed_addr #2 !dbg !754 {
    #dbg_value(i8 %0, !756, !DIExpression(), !757)
  %2 = icmp slt i8 %0, 0, !dbg !758
  br i1 %2, label %3, label %5, !dbg !759

3:                                                ; preds = %1
  %4 = tail call fastcc signext i8 @op_neg(i8 noundef signext %0), !dbg !760
  br label %5, !dbg !759

5:                                                ; preds = %1, %3
  %6 = phi i8 [ %4, %3 ], [ %0, %1 ]
  ret i8 %6, !dbg !761
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i8 -42, 43) i8 @div3(i8 noundef signext %0) unnamed_addr #2 !dbg !762 {
    #dbg_value(i8 %0, !764, !DIExpression(), !765)
  %2 = sdiv i8 %0, 3, !dbg !766
  ret i8 %2, !dbg !767
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i8 -18, 19) i8 @div7(i8 noundef signext %0) unnamed_addr #2 !dbg !768 {
    #dbg_value(i8 %0, !770, !DIExpression(), !771)
  %2 = sdiv i8 %0, 7, !dbg !772
  ret i8 %2, !dbg !773
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i8 -12, 13) i8 @div10(i8 noundef signext %0) unnamed_addr #2 !dbg !774 {
    #dbg_value(i8 %0, !776, !DIExpression(), !777)
  %2 = sdiv i8 %0, 10, !dbg !778
  ret i8 %2, !dbg !779
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i8 -9, 10) i8 @rem10(i8 noundef signext %0) unnamed_addr #2 !dbg !780 {
    #dbg_value(i8 %0, !782, !DIExpression(), !783)
  %2 = srem i8 %0, 10, !dbg !784
  ret i8 %2, !dbg !785
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i8 -8, 8) i8 @div16(i8 noundef signext %0) unnamed_addr #2 !dbg !786 {
    #dbg_value(i8 %0, !788, !DIExpression(), !789)
  %2 = sdiv i8 %0, 16, !dbg !790
  ret i8 %2, !dbg !791
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i8 -15, 16) i8 @rem16(i8 noundef signext %0) unnamed_addr #2 !dbg !792 {
    #dbg_value(i8 %0, !794, !DIExpression(), !795)
  %2 = srem i8 %0, 16, !dbg !796
  ret i8 %2, !dbg !797
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i8 -25, 26) i8 @divm5(i8 noundef signext %0) unnamed_addr #2 !dbg !798 {
    #dbg_value(i8 %0, !800, !DIExpression(), !801)
  %2 = sdiv i8 %0, -5, !dbg !802
  ret i8 %2, !dbg !803
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i8 -1, 2) i8 @divmax(i8 noundef signext %0) unnamed_addr #2 !dbg !804 {
    #dbg_value(i8 %0, !806, !DIExpression(), !807)
  %2 = sdiv i8 %0, 127, !dbg !808
  ret i8 %2, !dbg !809
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.smin.i8(i8, i8) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.smax.i8(i8, i8) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!107, !108, !109, !110, !111, !112, !113}
!llvm.ident = !{!114}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/ops_matrix_i8.c", directory: ".", checksumkind: CSK_MD5, checksum: "f3ed762ef04095944d8cf4a87f3ea81e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 45)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "h", scope: !14, file: !2, line: 23, type: !24, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !34, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16, !17, !18, !24, !25, !27, !28, !29}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !2, line: 9, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !20, line: 24, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !22, line: 37, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!23 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!24 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "WU", file: !2, line: 11, baseType: !26)
!26 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!27 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!28 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "U", file: !2, line: 10, baseType: !30)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !31, line: 24, baseType: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !22, line: 38, baseType: !33)
!33 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!34 = !{!0, !7, !35, !40, !45, !47, !49, !51, !56, !58, !60, !62, !64, !69, !74, !79, !81, !86, !91, !96, !12, !101}
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 14)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 4)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !42, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !42, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !42, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 3)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !42, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !42, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !42, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !42, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 33)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 26)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 16)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !76, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 46)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 984, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 123)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 20)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 22)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(name: "vals", scope: !14, file: !2, line: 17, type: !103, isLocal: true, isDefinition: true)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 168, elements: !105)
!104 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !18)
!105 = !{!106}
!106 = !DISubrange(count: 21)
!107 = !{i32 7, !"Dwarf Version", i32 5}
!108 = !{i32 2, !"Debug Info Version", i32 3}
!109 = !{i32 1, !"wchar_size", i32 4}
!110 = !{i32 8, !"PIC Level", i32 2}
!111 = !{i32 7, !"PIE Level", i32 2}
!112 = !{i32 7, !"uwtable", i32 2}
!113 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!114 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!115 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 65, type: !116, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{!16}
!118 = !{!119, !120, !121, !124, !127, !130, !131, !134, !137, !140, !141, !144, !147, !150, !151, !154, !157, !160, !161, !164, !167, !170, !171, !174, !177, !180, !181, !184, !187, !190, !191, !194, !197, !200, !201, !204, !207, !210, !211, !213, !216, !219, !220, !221, !222, !224, !227, !230, !232, !235, !237}
!119 = !DILocalVariable(name: "total", scope: !115, file: !2, line: 66, type: !24)
!120 = !DILocalVariable(name: "bad", scope: !115, file: !2, line: 67, type: !16)
!121 = !DILocalVariable(name: "i", scope: !122, file: !2, line: 70, type: !16)
!122 = distinct !DILexicalBlock(scope: !123, file: !2, line: 70, column: 5)
!123 = distinct !DILexicalBlock(scope: !115, file: !2, line: 70, column: 5)
!124 = !DILocalVariable(name: "j", scope: !125, file: !2, line: 70, type: !16)
!125 = distinct !DILexicalBlock(scope: !126, file: !2, line: 70, column: 5)
!126 = distinct !DILexicalBlock(scope: !122, file: !2, line: 70, column: 5)
!127 = !DILocalVariable(name: "a", scope: !128, file: !2, line: 70, type: !18)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 70, column: 5)
!129 = distinct !DILexicalBlock(scope: !125, file: !2, line: 70, column: 5)
!130 = !DILocalVariable(name: "b", scope: !128, file: !2, line: 70, type: !18)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 71, type: !16)
!132 = distinct !DILexicalBlock(scope: !133, file: !2, line: 71, column: 5)
!133 = distinct !DILexicalBlock(scope: !115, file: !2, line: 71, column: 5)
!134 = !DILocalVariable(name: "j", scope: !135, file: !2, line: 71, type: !16)
!135 = distinct !DILexicalBlock(scope: !136, file: !2, line: 71, column: 5)
!136 = distinct !DILexicalBlock(scope: !132, file: !2, line: 71, column: 5)
!137 = !DILocalVariable(name: "a", scope: !138, file: !2, line: 71, type: !18)
!138 = distinct !DILexicalBlock(scope: !139, file: !2, line: 71, column: 5)
!139 = distinct !DILexicalBlock(scope: !135, file: !2, line: 71, column: 5)
!140 = !DILocalVariable(name: "b", scope: !138, file: !2, line: 71, type: !18)
!141 = !DILocalVariable(name: "i", scope: !142, file: !2, line: 72, type: !16)
!142 = distinct !DILexicalBlock(scope: !143, file: !2, line: 72, column: 5)
!143 = distinct !DILexicalBlock(scope: !115, file: !2, line: 72, column: 5)
!144 = !DILocalVariable(name: "j", scope: !145, file: !2, line: 72, type: !16)
!145 = distinct !DILexicalBlock(scope: !146, file: !2, line: 72, column: 5)
!146 = distinct !DILexicalBlock(scope: !142, file: !2, line: 72, column: 5)
!147 = !DILocalVariable(name: "a", scope: !148, file: !2, line: 72, type: !18)
!148 = distinct !DILexicalBlock(scope: !149, file: !2, line: 72, column: 5)
!149 = distinct !DILexicalBlock(scope: !145, file: !2, line: 72, column: 5)
!150 = !DILocalVariable(name: "b", scope: !148, file: !2, line: 72, type: !18)
!151 = !DILocalVariable(name: "i", scope: !152, file: !2, line: 73, type: !16)
!152 = distinct !DILexicalBlock(scope: !153, file: !2, line: 73, column: 5)
!153 = distinct !DILexicalBlock(scope: !115, file: !2, line: 73, column: 5)
!154 = !DILocalVariable(name: "j", scope: !155, file: !2, line: 73, type: !16)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 73, column: 5)
!156 = distinct !DILexicalBlock(scope: !152, file: !2, line: 73, column: 5)
!157 = !DILocalVariable(name: "a", scope: !158, file: !2, line: 73, type: !18)
!158 = distinct !DILexicalBlock(scope: !159, file: !2, line: 73, column: 5)
!159 = distinct !DILexicalBlock(scope: !155, file: !2, line: 73, column: 5)
!160 = !DILocalVariable(name: "b", scope: !158, file: !2, line: 73, type: !18)
!161 = !DILocalVariable(name: "i", scope: !162, file: !2, line: 74, type: !16)
!162 = distinct !DILexicalBlock(scope: !163, file: !2, line: 74, column: 5)
!163 = distinct !DILexicalBlock(scope: !115, file: !2, line: 74, column: 5)
!164 = !DILocalVariable(name: "j", scope: !165, file: !2, line: 74, type: !16)
!165 = distinct !DILexicalBlock(scope: !166, file: !2, line: 74, column: 5)
!166 = distinct !DILexicalBlock(scope: !162, file: !2, line: 74, column: 5)
!167 = !DILocalVariable(name: "a", scope: !168, file: !2, line: 74, type: !18)
!168 = distinct !DILexicalBlock(scope: !169, file: !2, line: 74, column: 5)
!169 = distinct !DILexicalBlock(scope: !165, file: !2, line: 74, column: 5)
!170 = !DILocalVariable(name: "b", scope: !168, file: !2, line: 74, type: !18)
!171 = !DILocalVariable(name: "i", scope: !172, file: !2, line: 75, type: !16)
!172 = distinct !DILexicalBlock(scope: !173, file: !2, line: 75, column: 5)
!173 = distinct !DILexicalBlock(scope: !115, file: !2, line: 75, column: 5)
!174 = !DILocalVariable(name: "j", scope: !175, file: !2, line: 75, type: !16)
!175 = distinct !DILexicalBlock(scope: !176, file: !2, line: 75, column: 5)
!176 = distinct !DILexicalBlock(scope: !172, file: !2, line: 75, column: 5)
!177 = !DILocalVariable(name: "a", scope: !178, file: !2, line: 75, type: !18)
!178 = distinct !DILexicalBlock(scope: !179, file: !2, line: 75, column: 5)
!179 = distinct !DILexicalBlock(scope: !175, file: !2, line: 75, column: 5)
!180 = !DILocalVariable(name: "b", scope: !178, file: !2, line: 75, type: !18)
!181 = !DILocalVariable(name: "i", scope: !182, file: !2, line: 76, type: !16)
!182 = distinct !DILexicalBlock(scope: !183, file: !2, line: 76, column: 5)
!183 = distinct !DILexicalBlock(scope: !115, file: !2, line: 76, column: 5)
!184 = !DILocalVariable(name: "j", scope: !185, file: !2, line: 76, type: !16)
!185 = distinct !DILexicalBlock(scope: !186, file: !2, line: 76, column: 5)
!186 = distinct !DILexicalBlock(scope: !182, file: !2, line: 76, column: 5)
!187 = !DILocalVariable(name: "a", scope: !188, file: !2, line: 76, type: !18)
!188 = distinct !DILexicalBlock(scope: !189, file: !2, line: 76, column: 5)
!189 = distinct !DILexicalBlock(scope: !185, file: !2, line: 76, column: 5)
!190 = !DILocalVariable(name: "b", scope: !188, file: !2, line: 76, type: !18)
!191 = !DILocalVariable(name: "i", scope: !192, file: !2, line: 77, type: !16)
!192 = distinct !DILexicalBlock(scope: !193, file: !2, line: 77, column: 5)
!193 = distinct !DILexicalBlock(scope: !115, file: !2, line: 77, column: 5)
!194 = !DILocalVariable(name: "j", scope: !195, file: !2, line: 77, type: !16)
!195 = distinct !DILexicalBlock(scope: !196, file: !2, line: 77, column: 5)
!196 = distinct !DILexicalBlock(scope: !192, file: !2, line: 77, column: 5)
!197 = !DILocalVariable(name: "a", scope: !198, file: !2, line: 77, type: !18)
!198 = distinct !DILexicalBlock(scope: !199, file: !2, line: 77, column: 5)
!199 = distinct !DILexicalBlock(scope: !195, file: !2, line: 77, column: 5)
!200 = !DILocalVariable(name: "b", scope: !198, file: !2, line: 77, type: !18)
!201 = !DILocalVariable(name: "i", scope: !202, file: !2, line: 78, type: !16)
!202 = distinct !DILexicalBlock(scope: !203, file: !2, line: 78, column: 5)
!203 = distinct !DILexicalBlock(scope: !115, file: !2, line: 78, column: 5)
!204 = !DILocalVariable(name: "j", scope: !205, file: !2, line: 78, type: !16)
!205 = distinct !DILexicalBlock(scope: !206, file: !2, line: 78, column: 5)
!206 = distinct !DILexicalBlock(scope: !202, file: !2, line: 78, column: 5)
!207 = !DILocalVariable(name: "a", scope: !208, file: !2, line: 78, type: !18)
!208 = distinct !DILexicalBlock(scope: !209, file: !2, line: 78, column: 5)
!209 = distinct !DILexicalBlock(scope: !205, file: !2, line: 78, column: 5)
!210 = !DILocalVariable(name: "b", scope: !208, file: !2, line: 78, type: !18)
!211 = !DILocalVariable(name: "i", scope: !212, file: !2, line: 81, type: !16)
!212 = distinct !DILexicalBlock(scope: !115, file: !2, line: 81, column: 5)
!213 = !DILocalVariable(name: "j", scope: !214, file: !2, line: 82, type: !16)
!214 = distinct !DILexicalBlock(scope: !215, file: !2, line: 82, column: 9)
!215 = distinct !DILexicalBlock(scope: !212, file: !2, line: 81, column: 5)
!216 = !DILocalVariable(name: "a", scope: !217, file: !2, line: 83, type: !18)
!217 = distinct !DILexicalBlock(scope: !218, file: !2, line: 82, column: 37)
!218 = distinct !DILexicalBlock(scope: !214, file: !2, line: 82, column: 9)
!219 = !DILocalVariable(name: "b", scope: !217, file: !2, line: 83, type: !18)
!220 = !DILocalVariable(name: "q", scope: !217, file: !2, line: 85, type: !18)
!221 = !DILocalVariable(name: "r", scope: !217, file: !2, line: 85, type: !18)
!222 = !DILocalVariable(name: "i", scope: !223, file: !2, line: 93, type: !16)
!223 = distinct !DILexicalBlock(scope: !115, file: !2, line: 93, column: 5)
!224 = !DILocalVariable(name: "s", scope: !225, file: !2, line: 94, type: !16)
!225 = distinct !DILexicalBlock(scope: !226, file: !2, line: 94, column: 9)
!226 = distinct !DILexicalBlock(scope: !223, file: !2, line: 93, column: 5)
!227 = !DILocalVariable(name: "a", scope: !228, file: !2, line: 94, type: !18)
!228 = distinct !DILexicalBlock(scope: !229, file: !2, line: 94, column: 40)
!229 = distinct !DILexicalBlock(scope: !225, file: !2, line: 94, column: 9)
!230 = !DILocalVariable(name: "i", scope: !231, file: !2, line: 97, type: !16)
!231 = distinct !DILexicalBlock(scope: !115, file: !2, line: 97, column: 5)
!232 = !DILocalVariable(name: "a", scope: !233, file: !2, line: 98, type: !18)
!233 = distinct !DILexicalBlock(scope: !234, file: !2, line: 97, column: 36)
!234 = distinct !DILexicalBlock(scope: !231, file: !2, line: 97, column: 5)
!235 = !DILocalVariable(name: "i", scope: !236, file: !2, line: 103, type: !16)
!236 = distinct !DILexicalBlock(scope: !115, file: !2, line: 103, column: 5)
!237 = !DILocalVariable(name: "a", scope: !238, file: !2, line: 104, type: !18)
!238 = distinct !DILexicalBlock(scope: !239, file: !2, line: 103, column: 33)
!239 = distinct !DILexicalBlock(scope: !236, file: !2, line: 103, column: 5)
!240 = !DILocation(line: 0, scope: !115)
!241 = !DILocation(line: 68, column: 5, scope: !115)
!242 = !DILocation(line: 0, scope: !122)
!243 = !DILocation(line: 70, column: 5, scope: !122)
!244 = !DILocation(line: 0, scope: !125)
!245 = !DILocation(line: 70, column: 5, scope: !125)
!246 = !{!247, !247, i64 0}
!247 = !{!"long long", !248, i64 0}
!248 = !{!"omnipotent char", !249, i64 0}
!249 = !{!"Simple C/C++ TBAA"}
!250 = !DILocation(line: 70, column: 5, scope: !123)
!251 = !DILocation(line: 0, scope: !132)
!252 = !DILocation(line: 71, column: 5, scope: !132)
!253 = !DILocation(line: 70, column: 5, scope: !126)
!254 = distinct !{!254, !243, !243, !255}
!255 = !{!"llvm.loop.mustprogress"}
!256 = !DILocation(line: 70, column: 5, scope: !128)
!257 = !{!248, !248, i64 0}
!258 = !DILocation(line: 0, scope: !128)
!259 = !DILocalVariable(name: "v", arg: 1, scope: !260, file: !2, line: 25, type: !18)
!260 = distinct !DISubprogram(name: "bits", scope: !2, file: !2, line: 25, type: !261, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !263)
!261 = !DISubroutineType(types: !262)
!262 = !{!24, !18}
!263 = !{!259}
!264 = !DILocation(line: 0, scope: !260, inlinedAt: !265)
!265 = distinct !DILocation(line: 70, column: 5, scope: !128)
!266 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !265)
!267 = !DILocalVariable(name: "v", arg: 1, scope: !268, file: !2, line: 24, type: !24)
!268 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 24, type: !269, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !271)
!269 = !DISubroutineType(types: !270)
!270 = !{null, !24}
!271 = !{!267}
!272 = !DILocation(line: 0, scope: !268, inlinedAt: !273)
!273 = distinct !DILocation(line: 70, column: 5, scope: !128)
!274 = !DILocation(line: 24, column: 48, scope: !268, inlinedAt: !273)
!275 = !DILocation(line: 24, column: 53, scope: !268, inlinedAt: !273)
!276 = !DILocation(line: 70, column: 5, scope: !129)
!277 = distinct !{!277, !245, !245, !255}
!278 = !DILocation(line: 0, scope: !135)
!279 = !DILocation(line: 71, column: 5, scope: !135)
!280 = !DILocation(line: 71, column: 5, scope: !133)
!281 = !DILocation(line: 0, scope: !142)
!282 = !DILocation(line: 72, column: 5, scope: !142)
!283 = !DILocation(line: 71, column: 5, scope: !136)
!284 = distinct !{!284, !252, !252, !255}
!285 = !DILocation(line: 71, column: 5, scope: !138)
!286 = !DILocation(line: 0, scope: !138)
!287 = !DILocation(line: 0, scope: !260, inlinedAt: !288)
!288 = distinct !DILocation(line: 71, column: 5, scope: !138)
!289 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !288)
!290 = !DILocation(line: 0, scope: !268, inlinedAt: !291)
!291 = distinct !DILocation(line: 71, column: 5, scope: !138)
!292 = !DILocation(line: 24, column: 48, scope: !268, inlinedAt: !291)
!293 = !DILocation(line: 24, column: 53, scope: !268, inlinedAt: !291)
!294 = !DILocation(line: 71, column: 5, scope: !139)
!295 = distinct !{!295, !279, !279, !255}
!296 = !DILocation(line: 0, scope: !145)
!297 = !DILocation(line: 72, column: 5, scope: !145)
!298 = !DILocation(line: 72, column: 5, scope: !143)
!299 = !DILocation(line: 0, scope: !152)
!300 = !DILocation(line: 73, column: 5, scope: !152)
!301 = !DILocation(line: 72, column: 5, scope: !146)
!302 = distinct !{!302, !282, !282, !255}
!303 = !DILocation(line: 72, column: 5, scope: !148)
!304 = !DILocation(line: 0, scope: !148)
!305 = !DILocation(line: 0, scope: !260, inlinedAt: !306)
!306 = distinct !DILocation(line: 72, column: 5, scope: !148)
!307 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !306)
!308 = !DILocation(line: 0, scope: !268, inlinedAt: !309)
!309 = distinct !DILocation(line: 72, column: 5, scope: !148)
!310 = !DILocation(line: 24, column: 48, scope: !268, inlinedAt: !309)
!311 = !DILocation(line: 24, column: 53, scope: !268, inlinedAt: !309)
!312 = !DILocation(line: 72, column: 5, scope: !149)
!313 = distinct !{!313, !297, !297, !255}
!314 = !DILocation(line: 0, scope: !155)
!315 = !DILocation(line: 73, column: 5, scope: !155)
!316 = !DILocation(line: 73, column: 5, scope: !153)
!317 = !DILocation(line: 0, scope: !162)
!318 = !DILocation(line: 74, column: 5, scope: !162)
!319 = !DILocation(line: 73, column: 5, scope: !156)
!320 = distinct !{!320, !300, !300, !255}
!321 = !DILocation(line: 73, column: 5, scope: !158)
!322 = !DILocation(line: 0, scope: !158)
!323 = !DILocation(line: 0, scope: !260, inlinedAt: !324)
!324 = distinct !DILocation(line: 73, column: 5, scope: !158)
!325 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !324)
!326 = !DILocation(line: 0, scope: !268, inlinedAt: !327)
!327 = distinct !DILocation(line: 73, column: 5, scope: !158)
!328 = !DILocation(line: 24, column: 48, scope: !268, inlinedAt: !327)
!329 = !DILocation(line: 24, column: 53, scope: !268, inlinedAt: !327)
!330 = !DILocation(line: 73, column: 5, scope: !159)
!331 = distinct !{!331, !315, !315, !255}
!332 = !DILocation(line: 0, scope: !165)
!333 = !DILocation(line: 74, column: 5, scope: !165)
!334 = !DILocation(line: 74, column: 5, scope: !163)
!335 = !DILocation(line: 0, scope: !172)
!336 = !DILocation(line: 75, column: 5, scope: !172)
!337 = !DILocation(line: 74, column: 5, scope: !166)
!338 = distinct !{!338, !318, !318, !255}
!339 = !DILocation(line: 74, column: 5, scope: !168)
!340 = !DILocation(line: 0, scope: !168)
!341 = !DILocation(line: 0, scope: !260, inlinedAt: !342)
!342 = distinct !DILocation(line: 74, column: 5, scope: !168)
!343 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !342)
!344 = !DILocation(line: 0, scope: !268, inlinedAt: !345)
!345 = distinct !DILocation(line: 74, column: 5, scope: !168)
!346 = !DILocation(line: 24, column: 48, scope: !268, inlinedAt: !345)
!347 = !DILocation(line: 24, column: 53, scope: !268, inlinedAt: !345)
!348 = !DILocation(line: 74, column: 5, scope: !169)
!349 = distinct !{!349, !333, !333, !255}
!350 = !DILocation(line: 0, scope: !175)
!351 = !DILocation(line: 75, column: 5, scope: !175)
!352 = !DILocation(line: 75, column: 5, scope: !173)
!353 = !DILocation(line: 0, scope: !182)
!354 = !DILocation(line: 76, column: 5, scope: !182)
!355 = !DILocation(line: 75, column: 5, scope: !176)
!356 = distinct !{!356, !336, !336, !255}
!357 = !DILocation(line: 75, column: 5, scope: !178)
!358 = !DILocation(line: 0, scope: !178)
!359 = !DILocation(line: 0, scope: !260, inlinedAt: !360)
!360 = distinct !DILocation(line: 75, column: 5, scope: !178)
!361 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !360)
!362 = !DILocation(line: 0, scope: !268, inlinedAt: !363)
!363 = distinct !DILocation(line: 75, column: 5, scope: !178)
!364 = !DILocation(line: 24, column: 48, scope: !268, inlinedAt: !363)
!365 = !DILocation(line: 24, column: 53, scope: !268, inlinedAt: !363)
!366 = !DILocation(line: 75, column: 5, scope: !179)
!367 = distinct !{!367, !351, !351, !255}
!368 = !DILocation(line: 0, scope: !185)
!369 = !DILocation(line: 76, column: 5, scope: !185)
!370 = !DILocation(line: 76, column: 5, scope: !183)
!371 = !DILocation(line: 0, scope: !192)
!372 = !DILocation(line: 77, column: 5, scope: !192)
!373 = !DILocation(line: 76, column: 5, scope: !186)
!374 = distinct !{!374, !354, !354, !255}
!375 = !DILocation(line: 76, column: 5, scope: !188)
!376 = !DILocation(line: 0, scope: !188)
!377 = !DILocation(line: 0, scope: !260, inlinedAt: !378)
!378 = distinct !DILocation(line: 76, column: 5, scope: !188)
!379 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !378)
!380 = !DILocation(line: 0, scope: !268, inlinedAt: !381)
!381 = distinct !DILocation(line: 76, column: 5, scope: !188)
!382 = !DILocation(line: 24, column: 48, scope: !268, inlinedAt: !381)
!383 = !DILocation(line: 24, column: 53, scope: !268, inlinedAt: !381)
!384 = !DILocation(line: 76, column: 5, scope: !189)
!385 = distinct !{!385, !369, !369, !255}
!386 = !DILocation(line: 0, scope: !195)
!387 = !DILocation(line: 77, column: 5, scope: !195)
!388 = !DILocation(line: 77, column: 5, scope: !193)
!389 = !DILocation(line: 0, scope: !202)
!390 = !DILocation(line: 78, column: 5, scope: !202)
!391 = !DILocation(line: 77, column: 5, scope: !196)
!392 = distinct !{!392, !372, !372, !255}
!393 = !DILocation(line: 77, column: 5, scope: !198)
!394 = !DILocation(line: 0, scope: !198)
!395 = !DILocation(line: 0, scope: !260, inlinedAt: !396)
!396 = distinct !DILocation(line: 77, column: 5, scope: !198)
!397 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !396)
!398 = !DILocation(line: 0, scope: !268, inlinedAt: !399)
!399 = distinct !DILocation(line: 77, column: 5, scope: !198)
!400 = !DILocation(line: 24, column: 48, scope: !268, inlinedAt: !399)
!401 = !DILocation(line: 24, column: 53, scope: !268, inlinedAt: !399)
!402 = !DILocation(line: 77, column: 5, scope: !199)
!403 = distinct !{!403, !387, !387, !255}
!404 = !DILocation(line: 0, scope: !205)
!405 = !DILocation(line: 78, column: 5, scope: !205)
!406 = !DILocation(line: 78, column: 5, scope: !203)
!407 = !DILocation(line: 80, column: 7, scope: !115)
!408 = !DILocation(line: 0, scope: !212)
!409 = !DILocation(line: 81, column: 5, scope: !212)
!410 = !DILocation(line: 78, column: 5, scope: !206)
!411 = distinct !{!411, !390, !390, !255}
!412 = !DILocation(line: 78, column: 5, scope: !208)
!413 = !DILocation(line: 0, scope: !208)
!414 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !415)
!415 = distinct !DILocation(line: 78, column: 5, scope: !208)
!416 = !DILocation(line: 0, scope: !260, inlinedAt: !415)
!417 = !DILocation(line: 0, scope: !268, inlinedAt: !418)
!418 = distinct !DILocation(line: 78, column: 5, scope: !208)
!419 = !DILocation(line: 24, column: 48, scope: !268, inlinedAt: !418)
!420 = !DILocation(line: 24, column: 53, scope: !268, inlinedAt: !418)
!421 = !DILocation(line: 78, column: 5, scope: !209)
!422 = distinct !{!422, !405, !405, !255}
!423 = !DILocation(line: 0, scope: !214)
!424 = !DILocation(line: 82, column: 9, scope: !214)
!425 = !DILocation(line: 90, column: 32, scope: !115)
!426 = !DILocation(line: 90, column: 5, scope: !115)
!427 = !DILocation(line: 90, column: 45, scope: !115)
!428 = !DILocation(line: 0, scope: !223)
!429 = !DILocation(line: 93, column: 5, scope: !223)
!430 = !DILocation(line: 81, column: 29, scope: !215)
!431 = !DILocation(line: 81, column: 23, scope: !215)
!432 = distinct !{!432, !409, !433, !255}
!433 = !DILocation(line: 89, column: 9, scope: !212)
!434 = !DILocation(line: 83, column: 19, scope: !217)
!435 = !DILocation(line: 0, scope: !217)
!436 = !DILocation(line: 83, column: 32, scope: !217)
!437 = !DILocation(line: 84, column: 19, scope: !438)
!438 = distinct !DILexicalBlock(scope: !217, file: !2, line: 84, column: 17)
!439 = !DILocation(line: 84, column: 24, scope: !438)
!440 = !DILocation(line: 84, column: 40, scope: !438)
!441 = !DILocation(line: 84, column: 48, scope: !438)
!442 = !DILocation(line: 85, column: 19, scope: !217)
!443 = !DILocation(line: 85, column: 37, scope: !217)
!444 = !DILocation(line: 0, scope: !260, inlinedAt: !445)
!445 = distinct !DILocation(line: 86, column: 17, scope: !217)
!446 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !445)
!447 = !DILocation(line: 0, scope: !268, inlinedAt: !448)
!448 = distinct !DILocation(line: 86, column: 13, scope: !217)
!449 = !DILocation(line: 24, column: 46, scope: !268, inlinedAt: !448)
!450 = !DILocation(line: 24, column: 48, scope: !268, inlinedAt: !448)
!451 = !DILocation(line: 24, column: 53, scope: !268, inlinedAt: !448)
!452 = !DILocation(line: 0, scope: !260, inlinedAt: !453)
!453 = distinct !DILocation(line: 86, column: 31, scope: !217)
!454 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !453)
!455 = !DILocation(line: 0, scope: !268, inlinedAt: !456)
!456 = distinct !DILocation(line: 86, column: 27, scope: !217)
!457 = !DILocation(line: 24, column: 48, scope: !268, inlinedAt: !456)
!458 = !DILocation(line: 24, column: 53, scope: !268, inlinedAt: !456)
!459 = !DILocation(line: 24, column: 43, scope: !268, inlinedAt: !456)
!460 = !DILocation(line: 87, column: 25, scope: !461)
!461 = distinct !DILexicalBlock(scope: !217, file: !2, line: 87, column: 17)
!462 = !DILocation(line: 87, column: 38, scope: !461)
!463 = !DILocation(line: 87, column: 47, scope: !461)
!464 = !DILocation(line: 87, column: 17, scope: !217)
!465 = !DILocation(line: 87, column: 58, scope: !466)
!466 = distinct !DILexicalBlock(scope: !461, file: !2, line: 87, column: 53)
!467 = !DILocation(line: 87, column: 106, scope: !466)
!468 = !DILocation(line: 87, column: 120, scope: !466)
!469 = !DILocation(line: 87, column: 62, scope: !466)
!470 = !DILocation(line: 87, column: 135, scope: !466)
!471 = !DILocation(line: 88, column: 19, scope: !472)
!472 = distinct !DILexicalBlock(scope: !217, file: !2, line: 88, column: 17)
!473 = !DILocation(line: 88, column: 24, scope: !472)
!474 = !DILocation(line: 88, column: 54, scope: !475)
!475 = distinct !DILexicalBlock(scope: !472, file: !2, line: 88, column: 49)
!476 = !DILocation(line: 88, column: 95, scope: !475)
!477 = !DILocation(line: 88, column: 109, scope: !475)
!478 = !DILocation(line: 88, column: 58, scope: !475)
!479 = !DILocation(line: 88, column: 124, scope: !475)
!480 = !DILocation(line: 82, column: 33, scope: !218)
!481 = !DILocation(line: 82, column: 27, scope: !218)
!482 = distinct !{!482, !424, !483, !255}
!483 = !DILocation(line: 89, column: 9, scope: !214)
!484 = !DILocation(line: 0, scope: !225)
!485 = !DILocation(line: 94, column: 9, scope: !225)
!486 = !DILocation(line: 95, column: 5, scope: !115)
!487 = !DILocation(line: 95, column: 45, scope: !115)
!488 = !DILocation(line: 0, scope: !231)
!489 = !DILocation(line: 98, column: 15, scope: !233)
!490 = !DILocation(line: 0, scope: !233)
!491 = !DILocation(line: 99, column: 66, scope: !233)
!492 = !DILocation(line: 99, column: 95, scope: !233)
!493 = !DILocation(line: 0, scope: !260, inlinedAt: !494)
!494 = distinct !DILocation(line: 99, column: 90, scope: !233)
!495 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !494)
!496 = !DILocation(line: 100, column: 31, scope: !233)
!497 = !DILocation(line: 0, scope: !260, inlinedAt: !498)
!498 = distinct !DILocation(line: 100, column: 26, scope: !233)
!499 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !498)
!500 = !DILocation(line: 100, column: 75, scope: !233)
!501 = !DILocation(line: 100, column: 64, scope: !233)
!502 = !DILocation(line: 99, column: 9, scope: !233)
!503 = !DILocation(line: 103, column: 5, scope: !236)
!504 = !DILocation(line: 93, column: 29, scope: !226)
!505 = !DILocation(line: 93, column: 23, scope: !226)
!506 = distinct !{!506, !429, !507, !255}
!507 = !DILocation(line: 94, column: 134, scope: !223)
!508 = !DILocation(line: 94, column: 48, scope: !228)
!509 = !DILocation(line: 0, scope: !228)
!510 = !DILocation(line: 94, column: 66, scope: !228)
!511 = !DILocation(line: 0, scope: !260, inlinedAt: !512)
!512 = distinct !DILocation(line: 94, column: 61, scope: !228)
!513 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !512)
!514 = !DILocation(line: 0, scope: !268, inlinedAt: !515)
!515 = distinct !DILocation(line: 94, column: 57, scope: !228)
!516 = !DILocation(line: 24, column: 48, scope: !268, inlinedAt: !515)
!517 = !DILocation(line: 24, column: 53, scope: !268, inlinedAt: !515)
!518 = !DILocation(line: 94, column: 91, scope: !228)
!519 = !DILocation(line: 0, scope: !260, inlinedAt: !520)
!520 = distinct !DILocation(line: 94, column: 86, scope: !228)
!521 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !520)
!522 = !DILocation(line: 0, scope: !268, inlinedAt: !523)
!523 = distinct !DILocation(line: 94, column: 82, scope: !228)
!524 = !DILocation(line: 24, column: 48, scope: !268, inlinedAt: !523)
!525 = !DILocation(line: 24, column: 53, scope: !268, inlinedAt: !523)
!526 = !DILocation(line: 94, column: 117, scope: !228)
!527 = !DILocation(line: 0, scope: !260, inlinedAt: !528)
!528 = distinct !DILocation(line: 94, column: 112, scope: !228)
!529 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !528)
!530 = !DILocation(line: 0, scope: !268, inlinedAt: !531)
!531 = distinct !DILocation(line: 94, column: 108, scope: !228)
!532 = !DILocation(line: 24, column: 48, scope: !268, inlinedAt: !531)
!533 = !DILocation(line: 24, column: 53, scope: !268, inlinedAt: !531)
!534 = !DILocation(line: 94, column: 36, scope: !229)
!535 = !DILocation(line: 94, column: 27, scope: !229)
!536 = distinct !{!536, !485, !537, !255}
!537 = !DILocation(line: 94, column: 134, scope: !225)
!538 = !DILocation(line: 90, column: 42, scope: !115)
!539 = !DILocation(line: 95, column: 42, scope: !115)
!540 = !DILocation(line: 111, column: 5, scope: !115)
!541 = !DILocation(line: 112, column: 12, scope: !115)
!542 = !DILocation(line: 113, column: 1, scope: !115)
!543 = !DILocation(line: 0, scope: !236)
!544 = !DILocation(line: 104, column: 15, scope: !238)
!545 = !DILocation(line: 0, scope: !238)
!546 = !DILocation(line: 106, column: 16, scope: !238)
!547 = !DILocation(line: 106, column: 35, scope: !238)
!548 = !DILocation(line: 0, scope: !260, inlinedAt: !549)
!549 = distinct !DILocation(line: 106, column: 30, scope: !238)
!550 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !549)
!551 = !DILocation(line: 106, column: 52, scope: !238)
!552 = !DILocation(line: 0, scope: !260, inlinedAt: !553)
!553 = distinct !DILocation(line: 106, column: 47, scope: !238)
!554 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !553)
!555 = !DILocation(line: 106, column: 69, scope: !238)
!556 = !DILocation(line: 0, scope: !260, inlinedAt: !557)
!557 = distinct !DILocation(line: 106, column: 64, scope: !238)
!558 = !DILocation(line: 25, column: 46, scope: !260, inlinedAt: !557)
!559 = !DILocation(line: 106, column: 92, scope: !238)
!560 = !DILocation(line: 106, column: 81, scope: !238)
!561 = !DILocation(line: 106, column: 112, scope: !238)
!562 = !DILocation(line: 106, column: 101, scope: !238)
!563 = !DILocation(line: 107, column: 27, scope: !238)
!564 = !DILocation(line: 107, column: 16, scope: !238)
!565 = !DILocation(line: 107, column: 48, scope: !238)
!566 = !DILocation(line: 107, column: 37, scope: !238)
!567 = !DILocation(line: 107, column: 69, scope: !238)
!568 = !DILocation(line: 107, column: 58, scope: !238)
!569 = !DILocation(line: 107, column: 90, scope: !238)
!570 = !DILocation(line: 107, column: 79, scope: !238)
!571 = !DILocation(line: 107, column: 111, scope: !238)
!572 = !DILocation(line: 107, column: 100, scope: !238)
!573 = !DILocation(line: 108, column: 27, scope: !238)
!574 = !DILocation(line: 108, column: 16, scope: !238)
!575 = !DILocation(line: 108, column: 38, scope: !238)
!576 = !DILocation(line: 105, column: 9, scope: !238)
!577 = !DILocation(line: 109, column: 25, scope: !578)
!578 = distinct !DILexicalBlock(scope: !238, file: !2, line: 109, column: 13)
!579 = !DILocation(line: 109, column: 22, scope: !578)
!580 = !DILocation(line: 109, column: 39, scope: !578)
!581 = !DILocation(line: 109, column: 54, scope: !578)
!582 = !DILocation(line: 109, column: 51, scope: !578)
!583 = !DILocation(line: 109, column: 68, scope: !578)
!584 = !DILocation(line: 109, column: 82, scope: !578)
!585 = !DILocation(line: 109, column: 79, scope: !578)
!586 = !DILocation(line: 109, column: 95, scope: !578)
!587 = !DILocation(line: 109, column: 110, scope: !578)
!588 = !DILocation(line: 109, column: 107, scope: !578)
!589 = !DILocation(line: 109, column: 13, scope: !238)
!590 = !DILocation(line: 109, column: 130, scope: !591)
!591 = distinct !DILexicalBlock(scope: !578, file: !2, line: 109, column: 125)
!592 = !DILocation(line: 109, column: 134, scope: !591)
!593 = !DILocation(line: 109, column: 166, scope: !591)
!594 = !DILocation(line: 103, column: 29, scope: !239)
!595 = !DILocation(line: 103, column: 23, scope: !239)
!596 = distinct !{!596, !503, !597, !255}
!597 = !DILocation(line: 110, column: 5, scope: !236)
!598 = !DISubprogram(name: "printf", scope: !599, file: !599, line: 356, type: !600, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!599 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!600 = !DISubroutineType(types: !601)
!601 = !{!16, !602, null}
!602 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !603)
!603 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !604, size: 64)
!604 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!605 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 27, type: !606, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !608)
!606 = !DISubroutineType(types: !607)
!607 = !{!18, !18, !18}
!608 = !{!609, !610}
!609 = !DILocalVariable(name: "a", arg: 1, scope: !605, file: !2, line: 27, type: !18)
!610 = !DILocalVariable(name: "b", arg: 2, scope: !605, file: !2, line: 27, type: !18)
!611 = !DILocation(line: 0, scope: !605)
!612 = !DILocation(line: 27, column: 72, scope: !605)
!613 = !DILocation(line: 27, column: 55, scope: !605)
!614 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 28, type: !606, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !615)
!615 = !{!616, !617}
!616 = !DILocalVariable(name: "a", arg: 1, scope: !614, file: !2, line: 28, type: !18)
!617 = !DILocalVariable(name: "b", arg: 2, scope: !614, file: !2, line: 28, type: !18)
!618 = !DILocation(line: 0, scope: !614)
!619 = !DILocation(line: 28, column: 72, scope: !614)
!620 = !DILocation(line: 28, column: 55, scope: !614)
!621 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 29, type: !606, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !622)
!622 = !{!623, !624}
!623 = !DILocalVariable(name: "a", arg: 1, scope: !621, file: !2, line: 29, type: !18)
!624 = !DILocalVariable(name: "b", arg: 2, scope: !621, file: !2, line: 29, type: !18)
!625 = !DILocation(line: 0, scope: !621)
!626 = !DILocation(line: 29, column: 72, scope: !621)
!627 = !DILocation(line: 29, column: 55, scope: !621)
!628 = distinct !DISubprogram(name: "op_and", scope: !2, file: !2, line: 32, type: !606, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !629)
!629 = !{!630, !631}
!630 = !DILocalVariable(name: "a", arg: 1, scope: !628, file: !2, line: 32, type: !18)
!631 = !DILocalVariable(name: "b", arg: 2, scope: !628, file: !2, line: 32, type: !18)
!632 = !DILocation(line: 0, scope: !628)
!633 = !DILocation(line: 32, column: 64, scope: !628)
!634 = !DILocation(line: 32, column: 55, scope: !628)
!635 = distinct !DISubprogram(name: "op_or", scope: !2, file: !2, line: 33, type: !606, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !636)
!636 = !{!637, !638}
!637 = !DILocalVariable(name: "a", arg: 1, scope: !635, file: !2, line: 33, type: !18)
!638 = !DILocalVariable(name: "b", arg: 2, scope: !635, file: !2, line: 33, type: !18)
!639 = !DILocation(line: 0, scope: !635)
!640 = !DILocation(line: 33, column: 63, scope: !635)
!641 = !DILocation(line: 33, column: 54, scope: !635)
!642 = distinct !DISubprogram(name: "op_xor", scope: !2, file: !2, line: 34, type: !606, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !643)
!643 = !{!644, !645}
!644 = !DILocalVariable(name: "a", arg: 1, scope: !642, file: !2, line: 34, type: !18)
!645 = !DILocalVariable(name: "b", arg: 2, scope: !642, file: !2, line: 34, type: !18)
!646 = !DILocation(line: 0, scope: !642)
!647 = !DILocation(line: 34, column: 64, scope: !642)
!648 = !DILocation(line: 34, column: 55, scope: !642)
!649 = distinct !DISubprogram(name: "op_min", scope: !2, file: !2, line: 41, type: !606, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !650)
!650 = !{!651, !652}
!651 = !DILocalVariable(name: "a", arg: 1, scope: !649, file: !2, line: 41, type: !18)
!652 = !DILocalVariable(name: "b", arg: 2, scope: !649, file: !2, line: 41, type: !18)
!653 = !DILocation(line: 0, scope: !649)
!654 = !DILocation(line: 41, column: 62, scope: !649)
!655 = !DILocation(line: 41, column: 55, scope: !649)
!656 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 42, type: !606, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !657)
!657 = !{!658, !659}
!658 = !DILocalVariable(name: "a", arg: 1, scope: !656, file: !2, line: 42, type: !18)
!659 = !DILocalVariable(name: "b", arg: 2, scope: !656, file: !2, line: 42, type: !18)
!660 = !DILocation(line: 0, scope: !656)
!661 = !DILocation(line: 42, column: 62, scope: !656)
!662 = !DILocation(line: 42, column: 55, scope: !656)
!663 = distinct !DISubprogram(name: "op_cmp", scope: !2, file: !2, line: 43, type: !664, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !666)
!664 = !DISubroutineType(types: !665)
!665 = !{!16, !18, !18}
!666 = !{!667, !668}
!667 = !DILocalVariable(name: "a", arg: 1, scope: !663, file: !2, line: 43, type: !18)
!668 = !DILocalVariable(name: "b", arg: 2, scope: !663, file: !2, line: 43, type: !18)
!669 = !DILocation(line: 0, scope: !663)
!670 = !DILocation(line: 44, column: 15, scope: !663)
!671 = !DILocation(line: 44, column: 32, scope: !663)
!672 = !DILocation(line: 44, column: 42, scope: !663)
!673 = !DILocation(line: 44, column: 47, scope: !663)
!674 = !DILocation(line: 44, column: 57, scope: !663)
!675 = !DILocation(line: 44, column: 63, scope: !663)
!676 = !DILocation(line: 44, column: 78, scope: !663)
!677 = !DILocation(line: 44, column: 94, scope: !663)
!678 = !DILocation(line: 45, column: 18, scope: !663)
!679 = !DILocation(line: 45, column: 26, scope: !663)
!680 = !DILocation(line: 45, column: 48, scope: !663)
!681 = !DILocation(line: 45, column: 56, scope: !663)
!682 = !DILocation(line: 45, column: 60, scope: !663)
!683 = !DILocation(line: 45, column: 69, scope: !663)
!684 = !DILocation(line: 45, column: 73, scope: !663)
!685 = !DILocation(line: 44, column: 21, scope: !663)
!686 = !DILocation(line: 44, column: 37, scope: !663)
!687 = !DILocation(line: 44, column: 52, scope: !663)
!688 = !DILocation(line: 44, column: 68, scope: !663)
!689 = !DILocation(line: 44, column: 83, scope: !663)
!690 = !DILocation(line: 44, column: 99, scope: !663)
!691 = !DILocation(line: 45, column: 31, scope: !663)
!692 = !DILocation(line: 45, column: 53, scope: !663)
!693 = !DILocation(line: 45, column: 65, scope: !663)
!694 = !DILocation(line: 44, column: 5, scope: !663)
!695 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 30, type: !606, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !696)
!696 = !{!697, !698}
!697 = !DILocalVariable(name: "a", arg: 1, scope: !695, file: !2, line: 30, type: !18)
!698 = !DILocalVariable(name: "b", arg: 2, scope: !695, file: !2, line: 30, type: !18)
!699 = !DILocation(line: 0, scope: !695)
!700 = !DILocation(line: 30, column: 68, scope: !695)
!701 = !DILocation(line: 30, column: 62, scope: !695)
!702 = !DILocation(line: 30, column: 55, scope: !695)
!703 = distinct !DISubprogram(name: "op_rem", scope: !2, file: !2, line: 31, type: !606, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !704)
!704 = !{!705, !706}
!705 = !DILocalVariable(name: "a", arg: 1, scope: !703, file: !2, line: 31, type: !18)
!706 = !DILocalVariable(name: "b", arg: 2, scope: !703, file: !2, line: 31, type: !18)
!707 = !DILocation(line: 0, scope: !703)
!708 = !DILocation(line: 31, column: 68, scope: !703)
!709 = !DILocation(line: 31, column: 62, scope: !703)
!710 = !DILocation(line: 31, column: 55, scope: !703)
!711 = distinct !DISubprogram(name: "op_shl", scope: !2, file: !2, line: 35, type: !712, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !714)
!712 = !DISubroutineType(types: !713)
!713 = !{!18, !18, !16}
!714 = !{!715, !716}
!715 = !DILocalVariable(name: "a", arg: 1, scope: !711, file: !2, line: 35, type: !18)
!716 = !DILocalVariable(name: "s", arg: 2, scope: !711, file: !2, line: 35, type: !16)
!717 = !DILocation(line: 0, scope: !711)
!718 = !DILocation(line: 35, column: 68, scope: !711)
!719 = !DILocation(line: 35, column: 77, scope: !711)
!720 = !DILocation(line: 35, column: 64, scope: !711)
!721 = !DILocation(line: 35, column: 57, scope: !711)
!722 = distinct !DISubprogram(name: "op_lshr", scope: !2, file: !2, line: 36, type: !712, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !723)
!723 = !{!724, !725}
!724 = !DILocalVariable(name: "a", arg: 1, scope: !722, file: !2, line: 36, type: !18)
!725 = !DILocalVariable(name: "s", arg: 2, scope: !722, file: !2, line: 36, type: !16)
!726 = !DILocation(line: 0, scope: !722)
!727 = !DILocation(line: 36, column: 69, scope: !722)
!728 = !DILocation(line: 36, column: 74, scope: !722)
!729 = !DILocation(line: 36, column: 65, scope: !722)
!730 = !DILocation(line: 36, column: 58, scope: !722)
!731 = distinct !DISubprogram(name: "op_ashr", scope: !2, file: !2, line: 37, type: !712, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !732)
!732 = !{!733, !734}
!733 = !DILocalVariable(name: "a", arg: 1, scope: !731, file: !2, line: 37, type: !18)
!734 = !DILocalVariable(name: "s", arg: 2, scope: !731, file: !2, line: 37, type: !16)
!735 = !DILocation(line: 0, scope: !731)
!736 = !DILocation(line: 37, column: 69, scope: !731)
!737 = !DILocation(line: 37, column: 71, scope: !731)
!738 = !DILocation(line: 37, column: 65, scope: !731)
!739 = !DILocation(line: 37, column: 58, scope: !731)
!740 = distinct !DISubprogram(name: "op_neg", scope: !2, file: !2, line: 38, type: !741, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !743)
!741 = !DISubroutineType(types: !742)
!742 = !{!18, !18}
!743 = !{!744}
!744 = !DILocalVariable(name: "a", arg: 1, scope: !740, file: !2, line: 38, type: !18)
!745 = !DILocation(line: 0, scope: !740)
!746 = !DILocation(line: 38, column: 67, scope: !740)
!747 = !DILocation(line: 38, column: 50, scope: !740)
!748 = distinct !DISubprogram(name: "op_not", scope: !2, file: !2, line: 39, type: !741, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !749)
!749 = !{!750}
!750 = !DILocalVariable(name: "a", arg: 1, scope: !748, file: !2, line: 39, type: !18)
!751 = !DILocation(line: 0, scope: !748)
!752 = !DILocation(line: 39, column: 60, scope: !748)
!753 = !DILocation(line: 39, column: 50, scope: !748)
!754 = distinct !DISubprogram(name: "op_abs", scope: !2, file: !2, line: 40, type: !741, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !755)
!755 = !{!756}
!756 = !DILocalVariable(name: "a", arg: 1, scope: !754, file: !2, line: 40, type: !18)
!757 = !DILocation(line: 0, scope: !754)
!758 = !DILocation(line: 40, column: 59, scope: !754)
!759 = !DILocation(line: 40, column: 57, scope: !754)
!760 = !DILocation(line: 40, column: 65, scope: !754)
!761 = !DILocation(line: 40, column: 50, scope: !754)
!762 = distinct !DISubprogram(name: "div3", scope: !2, file: !2, line: 47, type: !741, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !763)
!763 = !{!764}
!764 = !DILocalVariable(name: "a", arg: 1, scope: !762, file: !2, line: 47, type: !18)
!765 = !DILocation(line: 0, scope: !762)
!766 = !DILocation(line: 47, column: 61, scope: !762)
!767 = !DILocation(line: 47, column: 48, scope: !762)
!768 = distinct !DISubprogram(name: "div7", scope: !2, file: !2, line: 48, type: !741, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !769)
!769 = !{!770}
!770 = !DILocalVariable(name: "a", arg: 1, scope: !768, file: !2, line: 48, type: !18)
!771 = !DILocation(line: 0, scope: !768)
!772 = !DILocation(line: 48, column: 61, scope: !768)
!773 = !DILocation(line: 48, column: 48, scope: !768)
!774 = distinct !DISubprogram(name: "div10", scope: !2, file: !2, line: 49, type: !741, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !775)
!775 = !{!776}
!776 = !DILocalVariable(name: "a", arg: 1, scope: !774, file: !2, line: 49, type: !18)
!777 = !DILocation(line: 0, scope: !774)
!778 = !DILocation(line: 49, column: 62, scope: !774)
!779 = !DILocation(line: 49, column: 49, scope: !774)
!780 = distinct !DISubprogram(name: "rem10", scope: !2, file: !2, line: 50, type: !741, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !781)
!781 = !{!782}
!782 = !DILocalVariable(name: "a", arg: 1, scope: !780, file: !2, line: 50, type: !18)
!783 = !DILocation(line: 0, scope: !780)
!784 = !DILocation(line: 50, column: 62, scope: !780)
!785 = !DILocation(line: 50, column: 49, scope: !780)
!786 = distinct !DISubprogram(name: "div16", scope: !2, file: !2, line: 51, type: !741, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !787)
!787 = !{!788}
!788 = !DILocalVariable(name: "a", arg: 1, scope: !786, file: !2, line: 51, type: !18)
!789 = !DILocation(line: 0, scope: !786)
!790 = !DILocation(line: 51, column: 62, scope: !786)
!791 = !DILocation(line: 51, column: 49, scope: !786)
!792 = distinct !DISubprogram(name: "rem16", scope: !2, file: !2, line: 52, type: !741, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !793)
!793 = !{!794}
!794 = !DILocalVariable(name: "a", arg: 1, scope: !792, file: !2, line: 52, type: !18)
!795 = !DILocation(line: 0, scope: !792)
!796 = !DILocation(line: 52, column: 62, scope: !792)
!797 = !DILocation(line: 52, column: 49, scope: !792)
!798 = distinct !DISubprogram(name: "divm5", scope: !2, file: !2, line: 53, type: !741, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !799)
!799 = !{!800}
!800 = !DILocalVariable(name: "a", arg: 1, scope: !798, file: !2, line: 53, type: !18)
!801 = !DILocation(line: 0, scope: !798)
!802 = !DILocation(line: 53, column: 71, scope: !798)
!803 = !DILocation(line: 53, column: 49, scope: !798)
!804 = distinct !DISubprogram(name: "divmax", scope: !2, file: !2, line: 54, type: !741, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !805)
!805 = !{!806}
!806 = !DILocalVariable(name: "a", arg: 1, scope: !804, file: !2, line: 54, type: !18)
!807 = !DILocation(line: 0, scope: !804)
!808 = !DILocation(line: 54, column: 63, scope: !804)
!809 = !DILocation(line: 54, column: 50, scope: !804)
