; ModuleID = 'programs/ops_matrix_i32.c'
source_filename = "programs/ops_matrix_i32.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"type int32_t: %d bits, %s, min %lld max %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1, !dbg !7
@h = internal unnamed_addr global i64 0, align 8, !dbg !12
@vals = internal global [21 x i32] [i32 -2147483648, i32 -2147483647, i32 -1073741824, i32 -7, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 5, i32 7, i32 10, i32 1073741823, i32 1073741824, i32 2147483646, i32 2147483647, i32 1431655765, i32 -1431655766, i32 -1985229329], align 16, !dbg !96
@.str.2 = private unnamed_addr constant [14 x i8] c"%-6s %016llx\0A\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !38
@.str.4 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !43
@.str.5 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !45
@.str.6 = private unnamed_addr constant [4 x i8] c"and\00", align 1, !dbg !47
@.str.7 = private unnamed_addr constant [3 x i8] c"or\00", align 1, !dbg !49
@.str.8 = private unnamed_addr constant [4 x i8] c"xor\00", align 1, !dbg !54
@.str.9 = private unnamed_addr constant [4 x i8] c"min\00", align 1, !dbg !56
@.str.10 = private unnamed_addr constant [4 x i8] c"max\00", align 1, !dbg !58
@.str.11 = private unnamed_addr constant [4 x i8] c"cmp\00", align 1, !dbg !60
@.str.12 = private unnamed_addr constant [33 x i8] c"divrem identity fails %lld %lld\0A\00", align 1, !dbg !62
@.str.13 = private unnamed_addr constant [26 x i8] c"rem sign wrong %lld %lld\0A\00", align 1, !dbg !67
@.str.14 = private unnamed_addr constant [16 x i8] c"divrem %016llx\0A\00", align 1, !dbg !72
@.str.15 = private unnamed_addr constant [16 x i8] c"shifts %016llx\0A\00", align 1, !dbg !77
@.str.16 = private unnamed_addr constant [46 x i8] c"  %20lld: shl%d=%llx lshr%d=%llx ashr%d=%lld\0A\00", align 1, !dbg !79
@.str.17 = private unnamed_addr constant [123 x i8] c"%20lld neg=%llx not=%llx abs=%llx /3=%lld /7=%lld /10=%lld %%10=%lld /16=%lld %%16=%lld /-5=%lld /max=%lld f=%.9g d=%.17g\0A\00", align 1, !dbg !81
@.str.19 = private unnamed_addr constant [22 x i8] c"total %016llx bad %d\0A\00", align 1, !dbg !91
@str = private unnamed_addr constant [19 x i8] c"const div mismatch\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 101) i32 @main() local_unnamed_addr #0 !dbg !110 {
    #dbg_value(i64 0, !114, !DIExpression(), !235)
    #dbg_value(i32 0, !115, !DIExpression(), !235)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 32, ptr noundef nonnull @.str.1, i64 noundef -2147483648, i64 noundef 2147483647), !dbg !236
    #dbg_value(i32 0, !116, !DIExpression(), !237)
    #dbg_value(i32 0, !116, !DIExpression(), !237)
  br label %2, !dbg !238

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %21, %9 ]
    #dbg_value(i64 %3, !116, !DIExpression(), !237)
  %5 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %3
    #dbg_value(i32 0, !119, !DIExpression(), !239)
  br label %12, !dbg !240

6:                                                ; preds = %9
  store i64 %21, ptr @h, align 8, !tbaa !241
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, i64 noundef %21), !dbg !245
  %8 = load i64, ptr @h, align 8, !dbg !245, !tbaa !241
    #dbg_value(i64 %8, !114, !DIExpression(), !235)
    #dbg_value(i32 0, !126, !DIExpression(), !246)
    #dbg_value(i32 0, !126, !DIExpression(), !246)
  br label %24, !dbg !247

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %3, 1, !dbg !248
    #dbg_value(i64 %10, !116, !DIExpression(), !237)
  %11 = icmp eq i64 %10, 21, !dbg !248
  br i1 %11, label %6, label %2, !dbg !238, !llvm.loop !249

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %22, %12 ]
  %14 = phi i64 [ %4, %2 ], [ %21, %12 ]
    #dbg_value(i64 %13, !119, !DIExpression(), !239)
  %15 = load volatile i32, ptr %5, align 4, !dbg !251, !tbaa !252
    #dbg_value(i32 %15, !122, !DIExpression(), !254)
  %16 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %13, !dbg !251
  %17 = load volatile i32, ptr %16, align 4, !dbg !251, !tbaa !252
    #dbg_value(i32 %17, !125, !DIExpression(), !254)
  %18 = tail call fastcc i32 @op_add(i32 noundef %15, i32 noundef %17), !dbg !251
    #dbg_value(i32 %18, !255, !DIExpression(), !260)
  %19 = zext i32 %18 to i64, !dbg !262
    #dbg_value(i64 %19, !263, !DIExpression(), !268)
  %20 = xor i64 %14, %19, !dbg !270
  %21 = mul i64 %20, 1099511628211, !dbg !271
  %22 = add nuw nsw i64 %13, 1, !dbg !272
    #dbg_value(i64 %22, !119, !DIExpression(), !239)
  %23 = icmp eq i64 %22, 21, !dbg !272
  br i1 %23, label %9, label %12, !dbg !240, !llvm.loop !273

24:                                               ; preds = %6, %31
  %25 = phi i64 [ 0, %6 ], [ %32, %31 ]
  %26 = phi i64 [ 1469598103934665603, %6 ], [ %43, %31 ]
    #dbg_value(i64 %25, !126, !DIExpression(), !246)
  %27 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %25
    #dbg_value(i32 0, !129, !DIExpression(), !274)
  br label %34, !dbg !275

28:                                               ; preds = %31
  store i64 %43, ptr @h, align 8, !tbaa !241
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, i64 noundef %43), !dbg !276
  %30 = load i64, ptr @h, align 8, !dbg !276, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %30), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
    #dbg_value(i32 0, !136, !DIExpression(), !277)
    #dbg_value(i32 0, !136, !DIExpression(), !277)
  br label %46, !dbg !278

31:                                               ; preds = %34
  %32 = add nuw nsw i64 %25, 1, !dbg !279
    #dbg_value(i64 %32, !126, !DIExpression(), !246)
  %33 = icmp eq i64 %32, 21, !dbg !279
  br i1 %33, label %28, label %24, !dbg !247, !llvm.loop !280

34:                                               ; preds = %24, %34
  %35 = phi i64 [ 0, %24 ], [ %44, %34 ]
  %36 = phi i64 [ %26, %24 ], [ %43, %34 ]
    #dbg_value(i64 %35, !129, !DIExpression(), !274)
  %37 = load volatile i32, ptr %27, align 4, !dbg !281, !tbaa !252
    #dbg_value(i32 %37, !132, !DIExpression(), !282)
  %38 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %35, !dbg !281
  %39 = load volatile i32, ptr %38, align 4, !dbg !281, !tbaa !252
    #dbg_value(i32 %39, !135, !DIExpression(), !282)
  %40 = tail call fastcc i32 @op_sub(i32 noundef %37, i32 noundef %39), !dbg !281
    #dbg_value(i32 %40, !255, !DIExpression(), !283)
  %41 = zext i32 %40 to i64, !dbg !285
    #dbg_value(i64 %41, !263, !DIExpression(), !286)
  %42 = xor i64 %36, %41, !dbg !288
  %43 = mul i64 %42, 1099511628211, !dbg !289
  %44 = add nuw nsw i64 %35, 1, !dbg !290
    #dbg_value(i64 %44, !129, !DIExpression(), !274)
  %45 = icmp eq i64 %44, 21, !dbg !290
  br i1 %45, label %31, label %34, !dbg !275, !llvm.loop !291

46:                                               ; preds = %28, %53
  %47 = phi i64 [ 0, %28 ], [ %54, %53 ]
  %48 = phi i64 [ 1469598103934665603, %28 ], [ %65, %53 ]
    #dbg_value(i64 %47, !136, !DIExpression(), !277)
  %49 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %47
    #dbg_value(i32 0, !139, !DIExpression(), !292)
  br label %56, !dbg !293

50:                                               ; preds = %53
  store i64 %65, ptr @h, align 8, !tbaa !241
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.5, i64 noundef %65), !dbg !294
  %52 = load i64, ptr @h, align 8, !dbg !294, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %52, i64 %30), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
    #dbg_value(i32 0, !146, !DIExpression(), !295)
    #dbg_value(i32 0, !146, !DIExpression(), !295)
  br label %68, !dbg !296

53:                                               ; preds = %56
  %54 = add nuw nsw i64 %47, 1, !dbg !297
    #dbg_value(i64 %54, !136, !DIExpression(), !277)
  %55 = icmp eq i64 %54, 21, !dbg !297
  br i1 %55, label %50, label %46, !dbg !278, !llvm.loop !298

56:                                               ; preds = %46, %56
  %57 = phi i64 [ 0, %46 ], [ %66, %56 ]
  %58 = phi i64 [ %48, %46 ], [ %65, %56 ]
    #dbg_value(i64 %57, !139, !DIExpression(), !292)
  %59 = load volatile i32, ptr %49, align 4, !dbg !299, !tbaa !252
    #dbg_value(i32 %59, !142, !DIExpression(), !300)
  %60 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %57, !dbg !299
  %61 = load volatile i32, ptr %60, align 4, !dbg !299, !tbaa !252
    #dbg_value(i32 %61, !145, !DIExpression(), !300)
  %62 = tail call fastcc i32 @op_mul(i32 noundef %59, i32 noundef %61), !dbg !299
    #dbg_value(i32 %62, !255, !DIExpression(), !301)
  %63 = zext i32 %62 to i64, !dbg !303
    #dbg_value(i64 %63, !263, !DIExpression(), !304)
  %64 = xor i64 %58, %63, !dbg !306
  %65 = mul i64 %64, 1099511628211, !dbg !307
  %66 = add nuw nsw i64 %57, 1, !dbg !308
    #dbg_value(i64 %66, !139, !DIExpression(), !292)
  %67 = icmp eq i64 %66, 21, !dbg !308
  br i1 %67, label %53, label %56, !dbg !293, !llvm.loop !309

68:                                               ; preds = %50, %75
  %69 = phi i64 [ 0, %50 ], [ %76, %75 ]
  %70 = phi i64 [ 1469598103934665603, %50 ], [ %87, %75 ]
    #dbg_value(i64 %69, !146, !DIExpression(), !295)
  %71 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %69
    #dbg_value(i32 0, !149, !DIExpression(), !310)
  br label %78, !dbg !311

72:                                               ; preds = %75
  store i64 %87, ptr @h, align 8, !tbaa !241
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.6, i64 noundef %87), !dbg !312
  %74 = load i64, ptr @h, align 8, !dbg !312, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %74, i64 %52, i64 %30), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
    #dbg_value(i32 0, !156, !DIExpression(), !313)
    #dbg_value(i32 0, !156, !DIExpression(), !313)
  br label %90, !dbg !314

75:                                               ; preds = %78
  %76 = add nuw nsw i64 %69, 1, !dbg !315
    #dbg_value(i64 %76, !146, !DIExpression(), !295)
  %77 = icmp eq i64 %76, 21, !dbg !315
  br i1 %77, label %72, label %68, !dbg !296, !llvm.loop !316

78:                                               ; preds = %68, %78
  %79 = phi i64 [ 0, %68 ], [ %88, %78 ]
  %80 = phi i64 [ %70, %68 ], [ %87, %78 ]
    #dbg_value(i64 %79, !149, !DIExpression(), !310)
  %81 = load volatile i32, ptr %71, align 4, !dbg !317, !tbaa !252
    #dbg_value(i32 %81, !152, !DIExpression(), !318)
  %82 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %79, !dbg !317
  %83 = load volatile i32, ptr %82, align 4, !dbg !317, !tbaa !252
    #dbg_value(i32 %83, !155, !DIExpression(), !318)
  %84 = tail call fastcc i32 @op_and(i32 noundef %81, i32 noundef %83), !dbg !317
    #dbg_value(i32 %84, !255, !DIExpression(), !319)
  %85 = zext i32 %84 to i64, !dbg !321
    #dbg_value(i64 %85, !263, !DIExpression(), !322)
  %86 = xor i64 %80, %85, !dbg !324
  %87 = mul i64 %86, 1099511628211, !dbg !325
  %88 = add nuw nsw i64 %79, 1, !dbg !326
    #dbg_value(i64 %88, !149, !DIExpression(), !310)
  %89 = icmp eq i64 %88, 21, !dbg !326
  br i1 %89, label %75, label %78, !dbg !311, !llvm.loop !327

90:                                               ; preds = %72, %97
  %91 = phi i64 [ 0, %72 ], [ %98, %97 ]
  %92 = phi i64 [ 1469598103934665603, %72 ], [ %109, %97 ]
    #dbg_value(i64 %91, !156, !DIExpression(), !313)
  %93 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %91
    #dbg_value(i32 0, !159, !DIExpression(), !328)
  br label %100, !dbg !329

94:                                               ; preds = %97
  store i64 %109, ptr @h, align 8, !tbaa !241
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, i64 noundef %109), !dbg !330
  %96 = load i64, ptr @h, align 8, !dbg !330, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %96, i64 %74, i64 %52, i64 %30), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
    #dbg_value(i32 0, !166, !DIExpression(), !331)
    #dbg_value(i32 0, !166, !DIExpression(), !331)
  br label %112, !dbg !332

97:                                               ; preds = %100
  %98 = add nuw nsw i64 %91, 1, !dbg !333
    #dbg_value(i64 %98, !156, !DIExpression(), !313)
  %99 = icmp eq i64 %98, 21, !dbg !333
  br i1 %99, label %94, label %90, !dbg !314, !llvm.loop !334

100:                                              ; preds = %90, %100
  %101 = phi i64 [ 0, %90 ], [ %110, %100 ]
  %102 = phi i64 [ %92, %90 ], [ %109, %100 ]
    #dbg_value(i64 %101, !159, !DIExpression(), !328)
  %103 = load volatile i32, ptr %93, align 4, !dbg !335, !tbaa !252
    #dbg_value(i32 %103, !162, !DIExpression(), !336)
  %104 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %101, !dbg !335
  %105 = load volatile i32, ptr %104, align 4, !dbg !335, !tbaa !252
    #dbg_value(i32 %105, !165, !DIExpression(), !336)
  %106 = tail call fastcc i32 @op_or(i32 noundef %103, i32 noundef %105), !dbg !335
    #dbg_value(i32 %106, !255, !DIExpression(), !337)
  %107 = zext i32 %106 to i64, !dbg !339
    #dbg_value(i64 %107, !263, !DIExpression(), !340)
  %108 = xor i64 %102, %107, !dbg !342
  %109 = mul i64 %108, 1099511628211, !dbg !343
  %110 = add nuw nsw i64 %101, 1, !dbg !344
    #dbg_value(i64 %110, !159, !DIExpression(), !328)
  %111 = icmp eq i64 %110, 21, !dbg !344
  br i1 %111, label %97, label %100, !dbg !329, !llvm.loop !345

112:                                              ; preds = %94, %119
  %113 = phi i64 [ 0, %94 ], [ %120, %119 ]
  %114 = phi i64 [ 1469598103934665603, %94 ], [ %131, %119 ]
    #dbg_value(i64 %113, !166, !DIExpression(), !331)
  %115 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %113
    #dbg_value(i32 0, !169, !DIExpression(), !346)
  br label %122, !dbg !347

116:                                              ; preds = %119
  store i64 %131, ptr @h, align 8, !tbaa !241
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8, i64 noundef %131), !dbg !348
  %118 = load i64, ptr @h, align 8, !dbg !348, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
    #dbg_value(i32 0, !176, !DIExpression(), !349)
    #dbg_value(i32 0, !176, !DIExpression(), !349)
  br label %134, !dbg !350

119:                                              ; preds = %122
  %120 = add nuw nsw i64 %113, 1, !dbg !351
    #dbg_value(i64 %120, !166, !DIExpression(), !331)
  %121 = icmp eq i64 %120, 21, !dbg !351
  br i1 %121, label %116, label %112, !dbg !332, !llvm.loop !352

122:                                              ; preds = %112, %122
  %123 = phi i64 [ 0, %112 ], [ %132, %122 ]
  %124 = phi i64 [ %114, %112 ], [ %131, %122 ]
    #dbg_value(i64 %123, !169, !DIExpression(), !346)
  %125 = load volatile i32, ptr %115, align 4, !dbg !353, !tbaa !252
    #dbg_value(i32 %125, !172, !DIExpression(), !354)
  %126 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %123, !dbg !353
  %127 = load volatile i32, ptr %126, align 4, !dbg !353, !tbaa !252
    #dbg_value(i32 %127, !175, !DIExpression(), !354)
  %128 = tail call fastcc i32 @op_xor(i32 noundef %125, i32 noundef %127), !dbg !353
    #dbg_value(i32 %128, !255, !DIExpression(), !355)
  %129 = zext i32 %128 to i64, !dbg !357
    #dbg_value(i64 %129, !263, !DIExpression(), !358)
  %130 = xor i64 %124, %129, !dbg !360
  %131 = mul i64 %130, 1099511628211, !dbg !361
  %132 = add nuw nsw i64 %123, 1, !dbg !362
    #dbg_value(i64 %132, !169, !DIExpression(), !346)
  %133 = icmp eq i64 %132, 21, !dbg !362
  br i1 %133, label %119, label %122, !dbg !347, !llvm.loop !363

134:                                              ; preds = %116, %141
  %135 = phi i64 [ 0, %116 ], [ %142, %141 ]
  %136 = phi i64 [ 1469598103934665603, %116 ], [ %153, %141 ]
    #dbg_value(i64 %135, !176, !DIExpression(), !349)
  %137 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %135
    #dbg_value(i32 0, !179, !DIExpression(), !364)
  br label %144, !dbg !365

138:                                              ; preds = %141
  store i64 %153, ptr @h, align 8, !tbaa !241
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9, i64 noundef %153), !dbg !366
  %140 = load i64, ptr @h, align 8, !dbg !366, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
    #dbg_value(i32 0, !186, !DIExpression(), !367)
    #dbg_value(i32 0, !186, !DIExpression(), !367)
  br label %156, !dbg !368

141:                                              ; preds = %144
  %142 = add nuw nsw i64 %135, 1, !dbg !369
    #dbg_value(i64 %142, !176, !DIExpression(), !349)
  %143 = icmp eq i64 %142, 21, !dbg !369
  br i1 %143, label %138, label %134, !dbg !350, !llvm.loop !370

144:                                              ; preds = %134, %144
  %145 = phi i64 [ 0, %134 ], [ %154, %144 ]
  %146 = phi i64 [ %136, %134 ], [ %153, %144 ]
    #dbg_value(i64 %145, !179, !DIExpression(), !364)
  %147 = load volatile i32, ptr %137, align 4, !dbg !371, !tbaa !252
    #dbg_value(i32 %147, !182, !DIExpression(), !372)
  %148 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %145, !dbg !371
  %149 = load volatile i32, ptr %148, align 4, !dbg !371, !tbaa !252
    #dbg_value(i32 %149, !185, !DIExpression(), !372)
  %150 = tail call fastcc i32 @op_min(i32 noundef %147, i32 noundef %149), !dbg !371
    #dbg_value(i32 %150, !255, !DIExpression(), !373)
  %151 = zext i32 %150 to i64, !dbg !375
    #dbg_value(i64 %151, !263, !DIExpression(), !376)
  %152 = xor i64 %146, %151, !dbg !378
  %153 = mul i64 %152, 1099511628211, !dbg !379
  %154 = add nuw nsw i64 %145, 1, !dbg !380
    #dbg_value(i64 %154, !179, !DIExpression(), !364)
  %155 = icmp eq i64 %154, 21, !dbg !380
  br i1 %155, label %141, label %144, !dbg !365, !llvm.loop !381

156:                                              ; preds = %138, %163
  %157 = phi i64 [ 0, %138 ], [ %164, %163 ]
  %158 = phi i64 [ 1469598103934665603, %138 ], [ %175, %163 ]
    #dbg_value(i64 %157, !186, !DIExpression(), !367)
  %159 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %157
    #dbg_value(i32 0, !189, !DIExpression(), !382)
  br label %166, !dbg !383

160:                                              ; preds = %163
  store i64 %175, ptr @h, align 8, !tbaa !241
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10, i64 noundef %175), !dbg !384
  %162 = load i64, ptr @h, align 8, !dbg !384, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
    #dbg_value(i32 0, !196, !DIExpression(), !385)
    #dbg_value(i32 0, !196, !DIExpression(), !385)
  br label %178, !dbg !386

163:                                              ; preds = %166
  %164 = add nuw nsw i64 %157, 1, !dbg !387
    #dbg_value(i64 %164, !186, !DIExpression(), !367)
  %165 = icmp eq i64 %164, 21, !dbg !387
  br i1 %165, label %160, label %156, !dbg !368, !llvm.loop !388

166:                                              ; preds = %156, %166
  %167 = phi i64 [ 0, %156 ], [ %176, %166 ]
  %168 = phi i64 [ %158, %156 ], [ %175, %166 ]
    #dbg_value(i64 %167, !189, !DIExpression(), !382)
  %169 = load volatile i32, ptr %159, align 4, !dbg !389, !tbaa !252
    #dbg_value(i32 %169, !192, !DIExpression(), !390)
  %170 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %167, !dbg !389
  %171 = load volatile i32, ptr %170, align 4, !dbg !389, !tbaa !252
    #dbg_value(i32 %171, !195, !DIExpression(), !390)
  %172 = tail call fastcc i32 @op_max(i32 noundef %169, i32 noundef %171), !dbg !389
    #dbg_value(i32 %172, !255, !DIExpression(), !391)
  %173 = zext i32 %172 to i64, !dbg !393
    #dbg_value(i64 %173, !263, !DIExpression(), !394)
  %174 = xor i64 %168, %173, !dbg !396
  %175 = mul i64 %174, 1099511628211, !dbg !397
  %176 = add nuw nsw i64 %167, 1, !dbg !398
    #dbg_value(i64 %176, !189, !DIExpression(), !382)
  %177 = icmp eq i64 %176, 21, !dbg !398
  br i1 %177, label %163, label %166, !dbg !383, !llvm.loop !399

178:                                              ; preds = %160, %185
  %179 = phi i64 [ 0, %160 ], [ %186, %185 ]
  %180 = phi i64 [ 1469598103934665603, %160 ], [ %197, %185 ]
    #dbg_value(i64 %179, !196, !DIExpression(), !385)
  %181 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %179
    #dbg_value(i32 0, !199, !DIExpression(), !400)
  br label %188, !dbg !401

182:                                              ; preds = %185
  store i64 %197, ptr @h, align 8, !tbaa !241
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %197), !dbg !402
  %184 = load i64, ptr @h, align 8, !dbg !402, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %184, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
  store i64 1469598103934665603, ptr @h, align 8, !dbg !403, !tbaa !241
    #dbg_value(i32 0, !206, !DIExpression(), !404)
    #dbg_value(i32 0, !115, !DIExpression(), !235)
  br label %200, !dbg !405

185:                                              ; preds = %188
  %186 = add nuw nsw i64 %179, 1, !dbg !406
    #dbg_value(i64 %186, !196, !DIExpression(), !385)
  %187 = icmp eq i64 %186, 21, !dbg !406
  br i1 %187, label %182, label %178, !dbg !386, !llvm.loop !407

188:                                              ; preds = %178, %188
  %189 = phi i64 [ 0, %178 ], [ %198, %188 ]
  %190 = phi i64 [ %180, %178 ], [ %197, %188 ]
    #dbg_value(i64 %189, !199, !DIExpression(), !400)
  %191 = load volatile i32, ptr %181, align 4, !dbg !408, !tbaa !252
    #dbg_value(i32 %191, !202, !DIExpression(), !409)
  %192 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %189, !dbg !408
  %193 = load volatile i32, ptr %192, align 4, !dbg !408, !tbaa !252
    #dbg_value(i32 %193, !205, !DIExpression(), !409)
  %194 = tail call fastcc i32 @op_cmp(i32 noundef %191, i32 noundef %193), !dbg !408
    #dbg_value(i32 %194, !255, !DIExpression(), !410)
  %195 = zext nneg i32 %194 to i64, !dbg !412
    #dbg_value(i64 %195, !263, !DIExpression(), !413)
  %196 = xor i64 %190, %195, !dbg !415
  %197 = mul i64 %196, 1099511628211, !dbg !416
  %198 = add nuw nsw i64 %189, 1, !dbg !417
    #dbg_value(i64 %198, !199, !DIExpression(), !400)
  %199 = icmp eq i64 %198, 21, !dbg !417
  br i1 %199, label %185, label %188, !dbg !401, !llvm.loop !418

200:                                              ; preds = %182, %208
  %201 = phi i64 [ 0, %182 ], [ %209, %208 ]
  %202 = phi i32 [ 0, %182 ], [ %252, %208 ]
    #dbg_value(i32 %202, !115, !DIExpression(), !235)
    #dbg_value(i64 %201, !206, !DIExpression(), !404)
  %203 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %201
    #dbg_value(i32 %202, !115, !DIExpression(), !235)
    #dbg_value(i32 0, !208, !DIExpression(), !419)
  br label %211, !dbg !420

204:                                              ; preds = %208
  %205 = load i64, ptr @h, align 8, !dbg !421, !tbaa !241
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %205), !dbg !422
  %207 = load i64, ptr @h, align 8, !dbg !423, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %207, i64 %184, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
    #dbg_value(i32 0, !217, !DIExpression(), !424)
    #dbg_value(i32 0, !217, !DIExpression(), !424)
  br label %255, !dbg !425

208:                                              ; preds = %251
  %209 = add nuw nsw i64 %201, 1, !dbg !426
    #dbg_value(i32 %252, !115, !DIExpression(), !235)
    #dbg_value(i64 %209, !206, !DIExpression(), !404)
  %210 = icmp eq i64 %209, 21, !dbg !427
  br i1 %210, label %204, label %200, !dbg !405, !llvm.loop !428

211:                                              ; preds = %200, %251
  %212 = phi i64 [ 0, %200 ], [ %253, %251 ]
  %213 = phi i32 [ %202, %200 ], [ %252, %251 ]
    #dbg_value(i32 %213, !115, !DIExpression(), !235)
    #dbg_value(i64 %212, !208, !DIExpression(), !419)
  %214 = load volatile i32, ptr %203, align 4, !dbg !430, !tbaa !252
    #dbg_value(i32 %214, !211, !DIExpression(), !431)
  %215 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %212, !dbg !432
  %216 = load volatile i32, ptr %215, align 4, !dbg !432, !tbaa !252
    #dbg_value(i32 %216, !214, !DIExpression(), !431)
  %217 = icmp eq i32 %216, 0, !dbg !433
  br i1 %217, label %251, label %218, !dbg !435

218:                                              ; preds = %211
  %219 = icmp eq i32 %214, -2147483648, !dbg !436
  %220 = icmp eq i32 %216, -1
  %221 = and i1 %219, %220, !dbg !437
  br i1 %221, label %251, label %222, !dbg !437

222:                                              ; preds = %218
  %223 = tail call fastcc i32 @op_div(i32 noundef %214, i32 noundef %216), !dbg !438
    #dbg_value(i32 %223, !215, !DIExpression(), !431)
  %224 = tail call fastcc i32 @op_rem(i32 noundef %214, i32 noundef %216), !dbg !439
    #dbg_value(i32 %224, !216, !DIExpression(), !431)
    #dbg_value(i32 %223, !255, !DIExpression(), !440)
  %225 = zext i32 %223 to i64, !dbg !442
    #dbg_value(i64 %225, !263, !DIExpression(), !443)
  %226 = load i64, ptr @h, align 8, !dbg !445, !tbaa !241
  %227 = xor i64 %226, %225, !dbg !446
  %228 = mul i64 %227, 1099511628211, !dbg !447
    #dbg_value(i32 %224, !255, !DIExpression(), !448)
  %229 = zext i32 %224 to i64, !dbg !450
    #dbg_value(i64 %229, !263, !DIExpression(), !451)
  %230 = xor i64 %228, %229, !dbg !453
  %231 = mul i64 %230, 1099511628211, !dbg !454
  store i64 %231, ptr @h, align 8, !dbg !455, !tbaa !241
  %232 = tail call fastcc i32 @op_mul(i32 noundef %223, i32 noundef %216), !dbg !456
  %233 = add i32 %232, %224, !dbg !458
  %234 = icmp eq i32 %233, %214, !dbg !459
  br i1 %234, label %240, label %235, !dbg !460

235:                                              ; preds = %222
  %236 = add nsw i32 %213, 1, !dbg !461
    #dbg_value(i32 %236, !115, !DIExpression(), !235)
  %237 = sext i32 %214 to i64, !dbg !463
  %238 = sext i32 %216 to i64, !dbg !464
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %237, i64 noundef %238), !dbg !465
  br label %240, !dbg !466

240:                                              ; preds = %235, %222
  %241 = phi i32 [ %236, %235 ], [ %213, %222 ], !dbg !235
    #dbg_value(i32 %241, !115, !DIExpression(), !235)
  %242 = icmp eq i32 %224, 0, !dbg !467
  %243 = xor i32 %224, %214
  %244 = icmp sgt i32 %243, -1
  %245 = select i1 %242, i1 true, i1 %244, !dbg !469
  br i1 %245, label %251, label %246, !dbg !469

246:                                              ; preds = %240
  %247 = add nsw i32 %241, 1, !dbg !470
    #dbg_value(i32 %247, !115, !DIExpression(), !235)
  %248 = sext i32 %214 to i64, !dbg !472
  %249 = sext i32 %216 to i64, !dbg !473
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %248, i64 noundef %249), !dbg !474
  br label %251, !dbg !475

251:                                              ; preds = %240, %246, %211, %218
  %252 = phi i32 [ %213, %218 ], [ %213, %211 ], [ %247, %246 ], [ %241, %240 ], !dbg !235
    #dbg_value(i32 %252, !115, !DIExpression(), !235)
  %253 = add nuw nsw i64 %212, 1, !dbg !476
    #dbg_value(i64 %253, !208, !DIExpression(), !419)
  %254 = icmp eq i64 %253, 21, !dbg !477
  br i1 %254, label %208, label %211, !dbg !420, !llvm.loop !478

255:                                              ; preds = %204, %316
  %256 = phi i64 [ 0, %204 ], [ %317, %316 ]
  %257 = phi i64 [ 1469598103934665603, %204 ], [ %334, %316 ]
    #dbg_value(i64 %256, !217, !DIExpression(), !424)
  %258 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %256
    #dbg_value(i32 0, !219, !DIExpression(), !480)
  br label %319, !dbg !481

259:                                              ; preds = %316
  store i64 %334, ptr @h, align 8, !tbaa !241
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %334), !dbg !482
  %261 = load i64, ptr @h, align 8, !dbg !483, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %261, i64 %207, i64 %184, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
    #dbg_value(i32 0, !225, !DIExpression(), !484)
    #dbg_value(i64 0, !225, !DIExpression(), !484)
  %262 = load volatile i32, ptr @vals, align 16, !dbg !485, !tbaa !252
    #dbg_value(i32 %262, !227, !DIExpression(), !486)
  %263 = sext i32 %262 to i64, !dbg !487
  %264 = tail call fastcc i32 @op_shl(i32 noundef %262, i32 noundef 31), !dbg !488
    #dbg_value(i32 %264, !255, !DIExpression(), !489)
  %265 = zext i32 %264 to i64, !dbg !491
  %266 = tail call fastcc i32 @op_lshr(i32 noundef %262, i32 noundef 31), !dbg !492
    #dbg_value(i32 %266, !255, !DIExpression(), !493)
  %267 = zext i32 %266 to i64, !dbg !495
  %268 = tail call fastcc i32 @op_ashr(i32 noundef %262, i32 noundef 31), !dbg !496
  %269 = sext i32 %268 to i64, !dbg !497
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %263, i32 noundef 31, i64 noundef %265, i32 noundef 31, i64 noundef %267, i32 noundef 31, i64 noundef %269), !dbg !498
    #dbg_value(i64 4, !225, !DIExpression(), !484)
  %271 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 16, !dbg !485, !tbaa !252
    #dbg_value(i32 %271, !227, !DIExpression(), !486)
  %272 = sext i32 %271 to i64, !dbg !487
  %273 = tail call fastcc i32 @op_shl(i32 noundef %271, i32 noundef 31), !dbg !488
    #dbg_value(i32 %273, !255, !DIExpression(), !489)
  %274 = zext i32 %273 to i64, !dbg !491
  %275 = tail call fastcc i32 @op_lshr(i32 noundef %271, i32 noundef 31), !dbg !492
    #dbg_value(i32 %275, !255, !DIExpression(), !493)
  %276 = zext i32 %275 to i64, !dbg !495
  %277 = tail call fastcc i32 @op_ashr(i32 noundef %271, i32 noundef 31), !dbg !496
  %278 = sext i32 %277 to i64, !dbg !497
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %272, i32 noundef 31, i64 noundef %274, i32 noundef 31, i64 noundef %276, i32 noundef 31, i64 noundef %278), !dbg !498
    #dbg_value(i64 8, !225, !DIExpression(), !484)
  %280 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 16, !dbg !485, !tbaa !252
    #dbg_value(i32 %280, !227, !DIExpression(), !486)
  %281 = sext i32 %280 to i64, !dbg !487
  %282 = tail call fastcc i32 @op_shl(i32 noundef %280, i32 noundef 31), !dbg !488
    #dbg_value(i32 %282, !255, !DIExpression(), !489)
  %283 = zext i32 %282 to i64, !dbg !491
  %284 = tail call fastcc i32 @op_lshr(i32 noundef %280, i32 noundef 31), !dbg !492
    #dbg_value(i32 %284, !255, !DIExpression(), !493)
  %285 = zext i32 %284 to i64, !dbg !495
  %286 = tail call fastcc i32 @op_ashr(i32 noundef %280, i32 noundef 31), !dbg !496
  %287 = sext i32 %286 to i64, !dbg !497
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %281, i32 noundef 31, i64 noundef %283, i32 noundef 31, i64 noundef %285, i32 noundef 31, i64 noundef %287), !dbg !498
    #dbg_value(i64 12, !225, !DIExpression(), !484)
  %289 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 48), align 16, !dbg !485, !tbaa !252
    #dbg_value(i32 %289, !227, !DIExpression(), !486)
  %290 = sext i32 %289 to i64, !dbg !487
  %291 = tail call fastcc i32 @op_shl(i32 noundef %289, i32 noundef 31), !dbg !488
    #dbg_value(i32 %291, !255, !DIExpression(), !489)
  %292 = zext i32 %291 to i64, !dbg !491
  %293 = tail call fastcc i32 @op_lshr(i32 noundef %289, i32 noundef 31), !dbg !492
    #dbg_value(i32 %293, !255, !DIExpression(), !493)
  %294 = zext i32 %293 to i64, !dbg !495
  %295 = tail call fastcc i32 @op_ashr(i32 noundef %289, i32 noundef 31), !dbg !496
  %296 = sext i32 %295 to i64, !dbg !497
  %297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %290, i32 noundef 31, i64 noundef %292, i32 noundef 31, i64 noundef %294, i32 noundef 31, i64 noundef %296), !dbg !498
    #dbg_value(i64 16, !225, !DIExpression(), !484)
  %298 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 64), align 16, !dbg !485, !tbaa !252
    #dbg_value(i32 %298, !227, !DIExpression(), !486)
  %299 = sext i32 %298 to i64, !dbg !487
  %300 = tail call fastcc i32 @op_shl(i32 noundef %298, i32 noundef 31), !dbg !488
    #dbg_value(i32 %300, !255, !DIExpression(), !489)
  %301 = zext i32 %300 to i64, !dbg !491
  %302 = tail call fastcc i32 @op_lshr(i32 noundef %298, i32 noundef 31), !dbg !492
    #dbg_value(i32 %302, !255, !DIExpression(), !493)
  %303 = zext i32 %302 to i64, !dbg !495
  %304 = tail call fastcc i32 @op_ashr(i32 noundef %298, i32 noundef 31), !dbg !496
  %305 = sext i32 %304 to i64, !dbg !497
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %299, i32 noundef 31, i64 noundef %301, i32 noundef 31, i64 noundef %303, i32 noundef 31, i64 noundef %305), !dbg !498
    #dbg_value(i64 20, !225, !DIExpression(), !484)
  %307 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 80), align 16, !dbg !485, !tbaa !252
    #dbg_value(i32 %307, !227, !DIExpression(), !486)
  %308 = sext i32 %307 to i64, !dbg !487
  %309 = tail call fastcc i32 @op_shl(i32 noundef %307, i32 noundef 31), !dbg !488
    #dbg_value(i32 %309, !255, !DIExpression(), !489)
  %310 = zext i32 %309 to i64, !dbg !491
  %311 = tail call fastcc i32 @op_lshr(i32 noundef %307, i32 noundef 31), !dbg !492
    #dbg_value(i32 %311, !255, !DIExpression(), !493)
  %312 = zext i32 %311 to i64, !dbg !495
  %313 = tail call fastcc i32 @op_ashr(i32 noundef %307, i32 noundef 31), !dbg !496
  %314 = sext i32 %313 to i64, !dbg !497
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %308, i32 noundef 31, i64 noundef %310, i32 noundef 31, i64 noundef %312, i32 noundef 31, i64 noundef %314), !dbg !498
    #dbg_value(i64 24, !225, !DIExpression(), !484)
  br label %353, !dbg !499

316:                                              ; preds = %319
  %317 = add nuw nsw i64 %256, 1, !dbg !500
    #dbg_value(i64 %317, !217, !DIExpression(), !424)
  %318 = icmp eq i64 %317, 21, !dbg !501
  br i1 %318, label %259, label %255, !dbg !425, !llvm.loop !502

319:                                              ; preds = %255, %319
  %320 = phi i32 [ 0, %255 ], [ %335, %319 ]
  %321 = phi i64 [ %257, %255 ], [ %334, %319 ]
    #dbg_value(i32 %320, !219, !DIExpression(), !480)
  %322 = load volatile i32, ptr %258, align 4, !dbg !504, !tbaa !252
    #dbg_value(i32 %322, !222, !DIExpression(), !505)
  %323 = tail call fastcc i32 @op_shl(i32 noundef %322, i32 noundef %320), !dbg !506
    #dbg_value(i32 %323, !255, !DIExpression(), !507)
  %324 = zext i32 %323 to i64, !dbg !509
    #dbg_value(i64 %324, !263, !DIExpression(), !510)
  %325 = xor i64 %321, %324, !dbg !512
  %326 = mul i64 %325, 1099511628211, !dbg !513
  %327 = tail call fastcc i32 @op_lshr(i32 noundef %322, i32 noundef %320), !dbg !514
    #dbg_value(i32 %327, !255, !DIExpression(), !515)
  %328 = zext i32 %327 to i64, !dbg !517
    #dbg_value(i64 %328, !263, !DIExpression(), !518)
  %329 = xor i64 %326, %328, !dbg !520
  %330 = mul i64 %329, 1099511628211, !dbg !521
  %331 = tail call fastcc i32 @op_ashr(i32 noundef %322, i32 noundef %320), !dbg !522
    #dbg_value(i32 %331, !255, !DIExpression(), !523)
  %332 = zext i32 %331 to i64, !dbg !525
    #dbg_value(i64 %332, !263, !DIExpression(), !526)
  %333 = xor i64 %330, %332, !dbg !528
  %334 = mul i64 %333, 1099511628211, !dbg !529
  %335 = add nuw nsw i32 %320, 1, !dbg !530
    #dbg_value(i32 %335, !219, !DIExpression(), !480)
  %336 = icmp eq i32 %335, 32, !dbg !531
  br i1 %336, label %316, label %319, !dbg !481, !llvm.loop !532

337:                                              ; preds = %399
  %338 = xor i64 %30, %8, !dbg !276
    #dbg_value(i64 %338, !114, !DIExpression(), !235)
  %339 = xor i64 %338, %52, !dbg !294
    #dbg_value(i64 %339, !114, !DIExpression(), !235)
  %340 = xor i64 %339, %74, !dbg !312
    #dbg_value(i64 %340, !114, !DIExpression(), !235)
  %341 = xor i64 %340, %96, !dbg !330
    #dbg_value(i64 %341, !114, !DIExpression(), !235)
  %342 = xor i64 %341, %118, !dbg !348
    #dbg_value(i64 %342, !114, !DIExpression(), !235)
  %343 = xor i64 %342, %140, !dbg !366
    #dbg_value(i64 %343, !114, !DIExpression(), !235)
  %344 = xor i64 %343, %162, !dbg !384
    #dbg_value(i64 %344, !114, !DIExpression(), !235)
  %345 = xor i64 %344, %184, !dbg !402
    #dbg_value(i64 %345, !114, !DIExpression(), !235)
  %346 = xor i64 %345, %207, !dbg !534
    #dbg_value(i64 %346, !114, !DIExpression(), !235)
  %347 = xor i64 %346, %261, !dbg !535
    #dbg_value(i64 %347, !114, !DIExpression(), !235)
  %348 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %347, i32 noundef %400), !dbg !536
  %349 = icmp eq i32 %400, 0, !dbg !537
  %350 = trunc i64 %347 to i32, !dbg !537
  %351 = and i32 %350, 63, !dbg !537
  %352 = select i1 %349, i32 %351, i32 100, !dbg !537
  ret i32 %352, !dbg !538

353:                                              ; preds = %259, %399
  %354 = phi i64 [ 0, %259 ], [ %401, %399 ]
  %355 = phi i32 [ %252, %259 ], [ %400, %399 ]
    #dbg_value(i64 %354, !230, !DIExpression(), !539)
    #dbg_value(i32 %355, !115, !DIExpression(), !235)
  %356 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %354, !dbg !540
  %357 = load volatile i32, ptr %356, align 4, !dbg !540, !tbaa !252
    #dbg_value(i32 %357, !232, !DIExpression(), !541)
  %358 = sext i32 %357 to i64, !dbg !542
  %359 = tail call fastcc i32 @op_neg(i32 noundef %357), !dbg !543
    #dbg_value(i32 %359, !255, !DIExpression(), !544)
  %360 = zext i32 %359 to i64, !dbg !546
  %361 = tail call fastcc i32 @op_not(i32 noundef %357), !dbg !547
    #dbg_value(i32 %361, !255, !DIExpression(), !548)
  %362 = zext i32 %361 to i64, !dbg !550
  %363 = tail call fastcc i32 @op_abs(i32 noundef %357), !dbg !551
    #dbg_value(i32 %363, !255, !DIExpression(), !552)
  %364 = zext i32 %363 to i64, !dbg !554
  %365 = tail call fastcc i32 @div3(i32 noundef %357), !dbg !555
  %366 = sext i32 %365 to i64, !dbg !556
  %367 = tail call fastcc i32 @div7(i32 noundef %357), !dbg !557
  %368 = sext i32 %367 to i64, !dbg !558
  %369 = tail call fastcc i32 @div10(i32 noundef %357), !dbg !559
  %370 = sext i32 %369 to i64, !dbg !560
  %371 = tail call fastcc i32 @rem10(i32 noundef %357), !dbg !561
  %372 = sext i32 %371 to i64, !dbg !562
  %373 = tail call fastcc i32 @div16(i32 noundef %357), !dbg !563
  %374 = sext i32 %373 to i64, !dbg !564
  %375 = tail call fastcc i32 @rem16(i32 noundef %357), !dbg !565
  %376 = sext i32 %375 to i64, !dbg !566
  %377 = tail call fastcc i32 @divm5(i32 noundef %357), !dbg !567
  %378 = sext i32 %377 to i64, !dbg !568
  %379 = tail call fastcc i32 @divmax(i32 noundef %357), !dbg !569
  %380 = sext i32 %379 to i64, !dbg !570
  %381 = sitofp i32 %357 to float, !dbg !571
  %382 = fpext float %381 to double, !dbg !572
  %383 = sitofp i32 %357 to double, !dbg !573
  %384 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %358, i64 noundef %360, i64 noundef %362, i64 noundef %364, i64 noundef %366, i64 noundef %368, i64 noundef %370, i64 noundef %372, i64 noundef %374, i64 noundef %376, i64 noundef %378, i64 noundef %380, double noundef %382, double noundef %383), !dbg !574
  %385 = tail call fastcc i32 @op_div(i32 noundef %357, i32 noundef 10), !dbg !575
  %386 = icmp eq i32 %369, %385, !dbg !577
  br i1 %386, label %387, label %396, !dbg !578

387:                                              ; preds = %353
  %388 = tail call fastcc i32 @op_rem(i32 noundef %357, i32 noundef 10), !dbg !579
  %389 = icmp eq i32 %371, %388, !dbg !580
  br i1 %389, label %390, label %396, !dbg !581

390:                                              ; preds = %387
  %391 = tail call fastcc i32 @op_div(i32 noundef %357, i32 noundef 7), !dbg !582
  %392 = icmp eq i32 %367, %391, !dbg !583
  br i1 %392, label %393, label %396, !dbg !584

393:                                              ; preds = %390
  %394 = tail call fastcc i32 @op_div(i32 noundef %357, i32 noundef 16), !dbg !585
  %395 = icmp eq i32 %373, %394, !dbg !586
  br i1 %395, label %399, label %396, !dbg !587

396:                                              ; preds = %393, %390, %387, %353
  %397 = add nsw i32 %355, 1, !dbg !588
    #dbg_value(i32 %397, !115, !DIExpression(), !235)
  %398 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !590
  br label %399, !dbg !591

399:                                              ; preds = %396, %393
  %400 = phi i32 [ %397, %396 ], [ %355, %393 ], !dbg !235
    #dbg_value(i32 %400, !115, !DIExpression(), !235)
  %401 = add nuw nsw i64 %354, 1, !dbg !592
    #dbg_value(i64 %401, !230, !DIExpression(), !539)
  %402 = icmp eq i64 %401, 21, !dbg !593
  br i1 %402, label %337, label %353, !dbg !499, !llvm.loop !594
}

; Function Attrs: nofree nounwind
declare !dbg !596 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_add(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !603 {
    #dbg_value(i32 %0, !607, !DIExpression(), !609)
    #dbg_value(i32 %1, !608, !DIExpression(), !609)
  %3 = add i32 %1, %0, !dbg !610
  ret i32 %3, !dbg !611
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_sub(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !612 {
    #dbg_value(i32 %0, !614, !DIExpression(), !616)
    #dbg_value(i32 %1, !615, !DIExpression(), !616)
  %3 = sub i32 %0, %1, !dbg !617
  ret i32 %3, !dbg !618
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_mul(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !619 {
    #dbg_value(i32 %0, !621, !DIExpression(), !623)
    #dbg_value(i32 %1, !622, !DIExpression(), !623)
  %3 = mul i32 %1, %0, !dbg !624
  ret i32 %3, !dbg !625
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_and(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !626 {
    #dbg_value(i32 %0, !628, !DIExpression(), !630)
    #dbg_value(i32 %1, !629, !DIExpression(), !630)
  %3 = and i32 %1, %0, !dbg !631
  ret i32 %3, !dbg !632
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_or(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !633 {
    #dbg_value(i32 %0, !635, !DIExpression(), !637)
    #dbg_value(i32 %1, !636, !DIExpression(), !637)
  %3 = or i32 %1, %0, !dbg !638
  ret i32 %3, !dbg !639
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_xor(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !640 {
    #dbg_value(i32 %0, !642, !DIExpression(), !644)
    #dbg_value(i32 %1, !643, !DIExpression(), !644)
  %3 = xor i32 %1, %0, !dbg !645
  ret i32 %3, !dbg !646
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_min(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !647 {
    #dbg_value(i32 %0, !649, !DIExpression(), !651)
    #dbg_value(i32 %1, !650, !DIExpression(), !651)
  %3 = tail call i32 @llvm.smin.i32(i32 %0, i32 %1), !dbg !652
  ret i32 %3, !dbg !653
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_max(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !654 {
    #dbg_value(i32 %0, !656, !DIExpression(), !658)
    #dbg_value(i32 %1, !657, !DIExpression(), !658)
  %3 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1), !dbg !659
  ret i32 %3, !dbg !660
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !661 {
    #dbg_value(i32 %0, !665, !DIExpression(), !667)
    #dbg_value(i32 %1, !666, !DIExpression(), !667)
  %3 = icmp eq i32 %0, %1, !dbg !668
  %4 = zext i1 %3 to i32, !dbg !668
  %5 = select i1 %3, i32 0, i32 2, !dbg !669
  %6 = icmp slt i32 %0, %1, !dbg !670
  %7 = select i1 %6, i32 4, i32 0, !dbg !671
  %8 = icmp sgt i32 %0, %1, !dbg !672
  %9 = select i1 %8, i32 0, i32 8, !dbg !673
  %10 = select i1 %8, i32 16, i32 0, !dbg !674
  %11 = select i1 %6, i32 0, i32 32, !dbg !675
  %12 = icmp ult i32 %0, %1, !dbg !676
  %13 = select i1 %12, i32 64, i32 0, !dbg !677
  %14 = select i1 %12, i32 0, i32 128, !dbg !678
  %15 = icmp eq i32 %0, 0, !dbg !679
  %16 = select i1 %15, i32 256, i32 0, !dbg !680
  %17 = icmp eq i32 %1, 0, !dbg !681
  %18 = select i1 %17, i32 0, i32 512, !dbg !682
  %19 = or disjoint i32 %16, %4, !dbg !683
  %20 = or disjoint i32 %19, %5, !dbg !684
  %21 = or disjoint i32 %20, %7, !dbg !685
  %22 = or disjoint i32 %21, %9, !dbg !686
  %23 = or disjoint i32 %22, %10, !dbg !687
  %24 = or i32 %23, %11, !dbg !688
  %25 = or i32 %24, %13, !dbg !689
  %26 = or i32 %25, %14, !dbg !690
  %27 = or i32 %26, %18, !dbg !691
  ret i32 %27, !dbg !692
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_div(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !693 {
    #dbg_value(i32 %0, !695, !DIExpression(), !697)
    #dbg_value(i32 %1, !696, !DIExpression(), !697)
  %3 = sdiv i32 %0, %1, !dbg !698
  ret i32 %3, !dbg !699
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -2147483647, -2147483648) i32 @op_rem(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !700 {
    #dbg_value(i32 %0, !702, !DIExpression(), !704)
    #dbg_value(i32 %1, !703, !DIExpression(), !704)
  %3 = srem i32 %0, %1, !dbg !705
  ret i32 %3, !dbg !706
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @op_shl(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !707 {
    #dbg_value(i32 %0, !711, !DIExpression(), !713)
    #dbg_value(i32 %1, !712, !DIExpression(), !713)
  %3 = shl i32 %0, %1, !dbg !714
  ret i32 %3, !dbg !715
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @op_lshr(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !716 {
    #dbg_value(i32 %0, !718, !DIExpression(), !720)
    #dbg_value(i32 %1, !719, !DIExpression(), !720)
  %3 = lshr i32 %0, %1, !dbg !721
  ret i32 %3, !dbg !722
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @op_ashr(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !723 {
    #dbg_value(i32 %0, !725, !DIExpression(), !727)
    #dbg_value(i32 %1, !726, !DIExpression(), !727)
  %3 = ashr i32 %0, %1, !dbg !728
  ret i32 %3, !dbg !729
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_neg(i32 noundef %0) unnamed_addr #2 !dbg !730 {
    #dbg_value(i32 %0, !734, !DIExpression(), !735)
  %2 = sub i32 0, %0, !dbg !736
  ret i32 %2, !dbg !737
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_not(i32 noundef %0) unnamed_addr #2 !dbg !738 {
    #dbg_value(i32 %0, !740, !DIExpression(), !741)
  %2 = xor i32 %0, -1, !dbg !742
  ret i32 %2, !dbg !743
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_abs(i32 noundef %0) unnamed_addr #2 !dbg !744 {
    #dbg_value(i32 %0, !746, !DIExpression(), !747)
  %2 = icmp slt i32 %0, 0, !dbg !748
  br i1 %2, label %3, label %5, !dbg !749

3:                                                ; preds = %1
  %4 = tail call fastcc i32 @op_neg(i32 noundef %0), !dbg !750
  br label %5, !dbg !749

5:                                                ; preds = %1, %3
  %6 = phi i32 [ %4, %3 ], [ %0, %1 ], !dbg !749
  ret i32 %6, !dbg !751
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 -715827882, 715827883) i32 @div3(i32 noundef %0) unnamed_addr #2 !dbg !752 {
    #dbg_value(i32 %0, !754, !DIExpression(), !755)
  %2 = sdiv i32 %0, 3, !dbg !756
  ret i32 %2, !dbg !757
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 -306783378, 306783379) i32 @div7(i32 noundef %0) unnamed_addr #2 !dbg !758 {
    #dbg_value(i32 %0, !760, !DIExpression(), !761)
  %2 = sdiv i32 %0, 7, !dbg !762
  ret i32 %2, !dbg !763
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 -214748364, 214748365) i32 @div10(i32 noundef %0) unnamed_addr #2 !dbg !764 {
    #dbg_value(i32 %0, !766, !DIExpression(), !767)
  %2 = sdiv i32 %0, 10, !dbg !768
  ret i32 %2, !dbg !769
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 -9, 10) i32 @rem10(i32 noundef %0) unnamed_addr #2 !dbg !770 {
    #dbg_value(i32 %0, !772, !DIExpression(), !773)
  %2 = srem i32 %0, 10, !dbg !774
  ret i32 %2, !dbg !775
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 -134217728, 134217728) i32 @div16(i32 noundef %0) unnamed_addr #2 !dbg !776 {
    #dbg_value(i32 %0, !778, !DIExpression(), !779)
  %2 = sdiv i32 %0, 16, !dbg !780
  ret i32 %2, !dbg !781
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 -15, 16) i32 @rem16(i32 noundef %0) unnamed_addr #2 !dbg !782 {
    #dbg_value(i32 %0, !784, !DIExpression(), !785)
  %2 = srem i32 %0, 16, !dbg !786
  ret i32 %2, !dbg !787
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 -429496729, 429496730) i32 @divm5(i32 noundef %0) unnamed_addr #2 !dbg !788 {
    #dbg_value(i32 %0, !790, !DIExpression(), !791)
  %2 = sdiv i32 %0, -5, !dbg !792
  ret i32 %2, !dbg !793
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 -1, 2) i32 @divmax(i32 noundef %0) unnamed_addr #2 !dbg !794 {
    #dbg_value(i32 %0, !796, !DIExpression(), !797)
  %2 = sdiv i32 %0, 2147483647, !dbg !798
  ret i32 %2, !dbg !799
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!102, !103, !104, !105, !106, !107, !108}
!llvm.ident = !{!109}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/ops_matrix_i32.c", directory: ".", checksumkind: CSK_MD5, checksum: "ce42622f94a2abc382c691f10c0f5dd0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 46)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "h", scope: !14, file: !2, line: 23, type: !23, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !32, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16, !17, !18, !23, !24, !29, !30, !31}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !2, line: 9, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !20, line: 26, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !22, line: 41, baseType: !16)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!23 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "WU", file: !2, line: 11, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !26, line: 26, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !22, line: 42, baseType: !28)
!28 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!29 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!30 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "U", file: !2, line: 10, baseType: !25)
!32 = !{!0, !7, !33, !38, !43, !45, !47, !49, !54, !56, !58, !60, !62, !67, !72, !77, !79, !81, !86, !91, !12, !96}
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 14)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 4)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !40, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !40, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !40, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 3)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !40, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !40, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !40, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !40, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 33)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 26)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 16)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !74, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !3, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 984, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 123)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 20)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 22)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(name: "vals", scope: !14, file: !2, line: 17, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 672, elements: !100)
!99 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !18)
!100 = !{!101}
!101 = !DISubrange(count: 21)
!102 = !{i32 7, !"Dwarf Version", i32 5}
!103 = !{i32 2, !"Debug Info Version", i32 3}
!104 = !{i32 1, !"wchar_size", i32 4}
!105 = !{i32 8, !"PIC Level", i32 2}
!106 = !{i32 7, !"PIE Level", i32 2}
!107 = !{i32 7, !"uwtable", i32 2}
!108 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!109 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!110 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 65, type: !111, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!16}
!113 = !{!114, !115, !116, !119, !122, !125, !126, !129, !132, !135, !136, !139, !142, !145, !146, !149, !152, !155, !156, !159, !162, !165, !166, !169, !172, !175, !176, !179, !182, !185, !186, !189, !192, !195, !196, !199, !202, !205, !206, !208, !211, !214, !215, !216, !217, !219, !222, !225, !227, !230, !232}
!114 = !DILocalVariable(name: "total", scope: !110, file: !2, line: 66, type: !23)
!115 = !DILocalVariable(name: "bad", scope: !110, file: !2, line: 67, type: !16)
!116 = !DILocalVariable(name: "i", scope: !117, file: !2, line: 70, type: !16)
!117 = distinct !DILexicalBlock(scope: !118, file: !2, line: 70, column: 5)
!118 = distinct !DILexicalBlock(scope: !110, file: !2, line: 70, column: 5)
!119 = !DILocalVariable(name: "j", scope: !120, file: !2, line: 70, type: !16)
!120 = distinct !DILexicalBlock(scope: !121, file: !2, line: 70, column: 5)
!121 = distinct !DILexicalBlock(scope: !117, file: !2, line: 70, column: 5)
!122 = !DILocalVariable(name: "a", scope: !123, file: !2, line: 70, type: !18)
!123 = distinct !DILexicalBlock(scope: !124, file: !2, line: 70, column: 5)
!124 = distinct !DILexicalBlock(scope: !120, file: !2, line: 70, column: 5)
!125 = !DILocalVariable(name: "b", scope: !123, file: !2, line: 70, type: !18)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 71, type: !16)
!127 = distinct !DILexicalBlock(scope: !128, file: !2, line: 71, column: 5)
!128 = distinct !DILexicalBlock(scope: !110, file: !2, line: 71, column: 5)
!129 = !DILocalVariable(name: "j", scope: !130, file: !2, line: 71, type: !16)
!130 = distinct !DILexicalBlock(scope: !131, file: !2, line: 71, column: 5)
!131 = distinct !DILexicalBlock(scope: !127, file: !2, line: 71, column: 5)
!132 = !DILocalVariable(name: "a", scope: !133, file: !2, line: 71, type: !18)
!133 = distinct !DILexicalBlock(scope: !134, file: !2, line: 71, column: 5)
!134 = distinct !DILexicalBlock(scope: !130, file: !2, line: 71, column: 5)
!135 = !DILocalVariable(name: "b", scope: !133, file: !2, line: 71, type: !18)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 72, type: !16)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 72, column: 5)
!138 = distinct !DILexicalBlock(scope: !110, file: !2, line: 72, column: 5)
!139 = !DILocalVariable(name: "j", scope: !140, file: !2, line: 72, type: !16)
!140 = distinct !DILexicalBlock(scope: !141, file: !2, line: 72, column: 5)
!141 = distinct !DILexicalBlock(scope: !137, file: !2, line: 72, column: 5)
!142 = !DILocalVariable(name: "a", scope: !143, file: !2, line: 72, type: !18)
!143 = distinct !DILexicalBlock(scope: !144, file: !2, line: 72, column: 5)
!144 = distinct !DILexicalBlock(scope: !140, file: !2, line: 72, column: 5)
!145 = !DILocalVariable(name: "b", scope: !143, file: !2, line: 72, type: !18)
!146 = !DILocalVariable(name: "i", scope: !147, file: !2, line: 73, type: !16)
!147 = distinct !DILexicalBlock(scope: !148, file: !2, line: 73, column: 5)
!148 = distinct !DILexicalBlock(scope: !110, file: !2, line: 73, column: 5)
!149 = !DILocalVariable(name: "j", scope: !150, file: !2, line: 73, type: !16)
!150 = distinct !DILexicalBlock(scope: !151, file: !2, line: 73, column: 5)
!151 = distinct !DILexicalBlock(scope: !147, file: !2, line: 73, column: 5)
!152 = !DILocalVariable(name: "a", scope: !153, file: !2, line: 73, type: !18)
!153 = distinct !DILexicalBlock(scope: !154, file: !2, line: 73, column: 5)
!154 = distinct !DILexicalBlock(scope: !150, file: !2, line: 73, column: 5)
!155 = !DILocalVariable(name: "b", scope: !153, file: !2, line: 73, type: !18)
!156 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 74, type: !16)
!157 = distinct !DILexicalBlock(scope: !158, file: !2, line: 74, column: 5)
!158 = distinct !DILexicalBlock(scope: !110, file: !2, line: 74, column: 5)
!159 = !DILocalVariable(name: "j", scope: !160, file: !2, line: 74, type: !16)
!160 = distinct !DILexicalBlock(scope: !161, file: !2, line: 74, column: 5)
!161 = distinct !DILexicalBlock(scope: !157, file: !2, line: 74, column: 5)
!162 = !DILocalVariable(name: "a", scope: !163, file: !2, line: 74, type: !18)
!163 = distinct !DILexicalBlock(scope: !164, file: !2, line: 74, column: 5)
!164 = distinct !DILexicalBlock(scope: !160, file: !2, line: 74, column: 5)
!165 = !DILocalVariable(name: "b", scope: !163, file: !2, line: 74, type: !18)
!166 = !DILocalVariable(name: "i", scope: !167, file: !2, line: 75, type: !16)
!167 = distinct !DILexicalBlock(scope: !168, file: !2, line: 75, column: 5)
!168 = distinct !DILexicalBlock(scope: !110, file: !2, line: 75, column: 5)
!169 = !DILocalVariable(name: "j", scope: !170, file: !2, line: 75, type: !16)
!170 = distinct !DILexicalBlock(scope: !171, file: !2, line: 75, column: 5)
!171 = distinct !DILexicalBlock(scope: !167, file: !2, line: 75, column: 5)
!172 = !DILocalVariable(name: "a", scope: !173, file: !2, line: 75, type: !18)
!173 = distinct !DILexicalBlock(scope: !174, file: !2, line: 75, column: 5)
!174 = distinct !DILexicalBlock(scope: !170, file: !2, line: 75, column: 5)
!175 = !DILocalVariable(name: "b", scope: !173, file: !2, line: 75, type: !18)
!176 = !DILocalVariable(name: "i", scope: !177, file: !2, line: 76, type: !16)
!177 = distinct !DILexicalBlock(scope: !178, file: !2, line: 76, column: 5)
!178 = distinct !DILexicalBlock(scope: !110, file: !2, line: 76, column: 5)
!179 = !DILocalVariable(name: "j", scope: !180, file: !2, line: 76, type: !16)
!180 = distinct !DILexicalBlock(scope: !181, file: !2, line: 76, column: 5)
!181 = distinct !DILexicalBlock(scope: !177, file: !2, line: 76, column: 5)
!182 = !DILocalVariable(name: "a", scope: !183, file: !2, line: 76, type: !18)
!183 = distinct !DILexicalBlock(scope: !184, file: !2, line: 76, column: 5)
!184 = distinct !DILexicalBlock(scope: !180, file: !2, line: 76, column: 5)
!185 = !DILocalVariable(name: "b", scope: !183, file: !2, line: 76, type: !18)
!186 = !DILocalVariable(name: "i", scope: !187, file: !2, line: 77, type: !16)
!187 = distinct !DILexicalBlock(scope: !188, file: !2, line: 77, column: 5)
!188 = distinct !DILexicalBlock(scope: !110, file: !2, line: 77, column: 5)
!189 = !DILocalVariable(name: "j", scope: !190, file: !2, line: 77, type: !16)
!190 = distinct !DILexicalBlock(scope: !191, file: !2, line: 77, column: 5)
!191 = distinct !DILexicalBlock(scope: !187, file: !2, line: 77, column: 5)
!192 = !DILocalVariable(name: "a", scope: !193, file: !2, line: 77, type: !18)
!193 = distinct !DILexicalBlock(scope: !194, file: !2, line: 77, column: 5)
!194 = distinct !DILexicalBlock(scope: !190, file: !2, line: 77, column: 5)
!195 = !DILocalVariable(name: "b", scope: !193, file: !2, line: 77, type: !18)
!196 = !DILocalVariable(name: "i", scope: !197, file: !2, line: 78, type: !16)
!197 = distinct !DILexicalBlock(scope: !198, file: !2, line: 78, column: 5)
!198 = distinct !DILexicalBlock(scope: !110, file: !2, line: 78, column: 5)
!199 = !DILocalVariable(name: "j", scope: !200, file: !2, line: 78, type: !16)
!200 = distinct !DILexicalBlock(scope: !201, file: !2, line: 78, column: 5)
!201 = distinct !DILexicalBlock(scope: !197, file: !2, line: 78, column: 5)
!202 = !DILocalVariable(name: "a", scope: !203, file: !2, line: 78, type: !18)
!203 = distinct !DILexicalBlock(scope: !204, file: !2, line: 78, column: 5)
!204 = distinct !DILexicalBlock(scope: !200, file: !2, line: 78, column: 5)
!205 = !DILocalVariable(name: "b", scope: !203, file: !2, line: 78, type: !18)
!206 = !DILocalVariable(name: "i", scope: !207, file: !2, line: 81, type: !16)
!207 = distinct !DILexicalBlock(scope: !110, file: !2, line: 81, column: 5)
!208 = !DILocalVariable(name: "j", scope: !209, file: !2, line: 82, type: !16)
!209 = distinct !DILexicalBlock(scope: !210, file: !2, line: 82, column: 9)
!210 = distinct !DILexicalBlock(scope: !207, file: !2, line: 81, column: 5)
!211 = !DILocalVariable(name: "a", scope: !212, file: !2, line: 83, type: !18)
!212 = distinct !DILexicalBlock(scope: !213, file: !2, line: 82, column: 37)
!213 = distinct !DILexicalBlock(scope: !209, file: !2, line: 82, column: 9)
!214 = !DILocalVariable(name: "b", scope: !212, file: !2, line: 83, type: !18)
!215 = !DILocalVariable(name: "q", scope: !212, file: !2, line: 85, type: !18)
!216 = !DILocalVariable(name: "r", scope: !212, file: !2, line: 85, type: !18)
!217 = !DILocalVariable(name: "i", scope: !218, file: !2, line: 93, type: !16)
!218 = distinct !DILexicalBlock(scope: !110, file: !2, line: 93, column: 5)
!219 = !DILocalVariable(name: "s", scope: !220, file: !2, line: 94, type: !16)
!220 = distinct !DILexicalBlock(scope: !221, file: !2, line: 94, column: 9)
!221 = distinct !DILexicalBlock(scope: !218, file: !2, line: 93, column: 5)
!222 = !DILocalVariable(name: "a", scope: !223, file: !2, line: 94, type: !18)
!223 = distinct !DILexicalBlock(scope: !224, file: !2, line: 94, column: 40)
!224 = distinct !DILexicalBlock(scope: !220, file: !2, line: 94, column: 9)
!225 = !DILocalVariable(name: "i", scope: !226, file: !2, line: 97, type: !16)
!226 = distinct !DILexicalBlock(scope: !110, file: !2, line: 97, column: 5)
!227 = !DILocalVariable(name: "a", scope: !228, file: !2, line: 98, type: !18)
!228 = distinct !DILexicalBlock(scope: !229, file: !2, line: 97, column: 36)
!229 = distinct !DILexicalBlock(scope: !226, file: !2, line: 97, column: 5)
!230 = !DILocalVariable(name: "i", scope: !231, file: !2, line: 103, type: !16)
!231 = distinct !DILexicalBlock(scope: !110, file: !2, line: 103, column: 5)
!232 = !DILocalVariable(name: "a", scope: !233, file: !2, line: 104, type: !18)
!233 = distinct !DILexicalBlock(scope: !234, file: !2, line: 103, column: 33)
!234 = distinct !DILexicalBlock(scope: !231, file: !2, line: 103, column: 5)
!235 = !DILocation(line: 0, scope: !110)
!236 = !DILocation(line: 68, column: 5, scope: !110)
!237 = !DILocation(line: 0, scope: !117)
!238 = !DILocation(line: 70, column: 5, scope: !117)
!239 = !DILocation(line: 0, scope: !120)
!240 = !DILocation(line: 70, column: 5, scope: !120)
!241 = !{!242, !242, i64 0}
!242 = !{!"long long", !243, i64 0}
!243 = !{!"omnipotent char", !244, i64 0}
!244 = !{!"Simple C/C++ TBAA"}
!245 = !DILocation(line: 70, column: 5, scope: !118)
!246 = !DILocation(line: 0, scope: !127)
!247 = !DILocation(line: 71, column: 5, scope: !127)
!248 = !DILocation(line: 70, column: 5, scope: !121)
!249 = distinct !{!249, !238, !238, !250}
!250 = !{!"llvm.loop.mustprogress"}
!251 = !DILocation(line: 70, column: 5, scope: !123)
!252 = !{!253, !253, i64 0}
!253 = !{!"int", !243, i64 0}
!254 = !DILocation(line: 0, scope: !123)
!255 = !DILocalVariable(name: "v", arg: 1, scope: !256, file: !2, line: 25, type: !18)
!256 = distinct !DISubprogram(name: "bits", scope: !2, file: !2, line: 25, type: !257, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !259)
!257 = !DISubroutineType(types: !258)
!258 = !{!23, !18}
!259 = !{!255}
!260 = !DILocation(line: 0, scope: !256, inlinedAt: !261)
!261 = distinct !DILocation(line: 70, column: 5, scope: !123)
!262 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !261)
!263 = !DILocalVariable(name: "v", arg: 1, scope: !264, file: !2, line: 24, type: !23)
!264 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 24, type: !265, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !267)
!265 = !DISubroutineType(types: !266)
!266 = !{null, !23}
!267 = !{!263}
!268 = !DILocation(line: 0, scope: !264, inlinedAt: !269)
!269 = distinct !DILocation(line: 70, column: 5, scope: !123)
!270 = !DILocation(line: 24, column: 48, scope: !264, inlinedAt: !269)
!271 = !DILocation(line: 24, column: 53, scope: !264, inlinedAt: !269)
!272 = !DILocation(line: 70, column: 5, scope: !124)
!273 = distinct !{!273, !240, !240, !250}
!274 = !DILocation(line: 0, scope: !130)
!275 = !DILocation(line: 71, column: 5, scope: !130)
!276 = !DILocation(line: 71, column: 5, scope: !128)
!277 = !DILocation(line: 0, scope: !137)
!278 = !DILocation(line: 72, column: 5, scope: !137)
!279 = !DILocation(line: 71, column: 5, scope: !131)
!280 = distinct !{!280, !247, !247, !250}
!281 = !DILocation(line: 71, column: 5, scope: !133)
!282 = !DILocation(line: 0, scope: !133)
!283 = !DILocation(line: 0, scope: !256, inlinedAt: !284)
!284 = distinct !DILocation(line: 71, column: 5, scope: !133)
!285 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !284)
!286 = !DILocation(line: 0, scope: !264, inlinedAt: !287)
!287 = distinct !DILocation(line: 71, column: 5, scope: !133)
!288 = !DILocation(line: 24, column: 48, scope: !264, inlinedAt: !287)
!289 = !DILocation(line: 24, column: 53, scope: !264, inlinedAt: !287)
!290 = !DILocation(line: 71, column: 5, scope: !134)
!291 = distinct !{!291, !275, !275, !250}
!292 = !DILocation(line: 0, scope: !140)
!293 = !DILocation(line: 72, column: 5, scope: !140)
!294 = !DILocation(line: 72, column: 5, scope: !138)
!295 = !DILocation(line: 0, scope: !147)
!296 = !DILocation(line: 73, column: 5, scope: !147)
!297 = !DILocation(line: 72, column: 5, scope: !141)
!298 = distinct !{!298, !278, !278, !250}
!299 = !DILocation(line: 72, column: 5, scope: !143)
!300 = !DILocation(line: 0, scope: !143)
!301 = !DILocation(line: 0, scope: !256, inlinedAt: !302)
!302 = distinct !DILocation(line: 72, column: 5, scope: !143)
!303 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !302)
!304 = !DILocation(line: 0, scope: !264, inlinedAt: !305)
!305 = distinct !DILocation(line: 72, column: 5, scope: !143)
!306 = !DILocation(line: 24, column: 48, scope: !264, inlinedAt: !305)
!307 = !DILocation(line: 24, column: 53, scope: !264, inlinedAt: !305)
!308 = !DILocation(line: 72, column: 5, scope: !144)
!309 = distinct !{!309, !293, !293, !250}
!310 = !DILocation(line: 0, scope: !150)
!311 = !DILocation(line: 73, column: 5, scope: !150)
!312 = !DILocation(line: 73, column: 5, scope: !148)
!313 = !DILocation(line: 0, scope: !157)
!314 = !DILocation(line: 74, column: 5, scope: !157)
!315 = !DILocation(line: 73, column: 5, scope: !151)
!316 = distinct !{!316, !296, !296, !250}
!317 = !DILocation(line: 73, column: 5, scope: !153)
!318 = !DILocation(line: 0, scope: !153)
!319 = !DILocation(line: 0, scope: !256, inlinedAt: !320)
!320 = distinct !DILocation(line: 73, column: 5, scope: !153)
!321 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !320)
!322 = !DILocation(line: 0, scope: !264, inlinedAt: !323)
!323 = distinct !DILocation(line: 73, column: 5, scope: !153)
!324 = !DILocation(line: 24, column: 48, scope: !264, inlinedAt: !323)
!325 = !DILocation(line: 24, column: 53, scope: !264, inlinedAt: !323)
!326 = !DILocation(line: 73, column: 5, scope: !154)
!327 = distinct !{!327, !311, !311, !250}
!328 = !DILocation(line: 0, scope: !160)
!329 = !DILocation(line: 74, column: 5, scope: !160)
!330 = !DILocation(line: 74, column: 5, scope: !158)
!331 = !DILocation(line: 0, scope: !167)
!332 = !DILocation(line: 75, column: 5, scope: !167)
!333 = !DILocation(line: 74, column: 5, scope: !161)
!334 = distinct !{!334, !314, !314, !250}
!335 = !DILocation(line: 74, column: 5, scope: !163)
!336 = !DILocation(line: 0, scope: !163)
!337 = !DILocation(line: 0, scope: !256, inlinedAt: !338)
!338 = distinct !DILocation(line: 74, column: 5, scope: !163)
!339 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !338)
!340 = !DILocation(line: 0, scope: !264, inlinedAt: !341)
!341 = distinct !DILocation(line: 74, column: 5, scope: !163)
!342 = !DILocation(line: 24, column: 48, scope: !264, inlinedAt: !341)
!343 = !DILocation(line: 24, column: 53, scope: !264, inlinedAt: !341)
!344 = !DILocation(line: 74, column: 5, scope: !164)
!345 = distinct !{!345, !329, !329, !250}
!346 = !DILocation(line: 0, scope: !170)
!347 = !DILocation(line: 75, column: 5, scope: !170)
!348 = !DILocation(line: 75, column: 5, scope: !168)
!349 = !DILocation(line: 0, scope: !177)
!350 = !DILocation(line: 76, column: 5, scope: !177)
!351 = !DILocation(line: 75, column: 5, scope: !171)
!352 = distinct !{!352, !332, !332, !250}
!353 = !DILocation(line: 75, column: 5, scope: !173)
!354 = !DILocation(line: 0, scope: !173)
!355 = !DILocation(line: 0, scope: !256, inlinedAt: !356)
!356 = distinct !DILocation(line: 75, column: 5, scope: !173)
!357 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !356)
!358 = !DILocation(line: 0, scope: !264, inlinedAt: !359)
!359 = distinct !DILocation(line: 75, column: 5, scope: !173)
!360 = !DILocation(line: 24, column: 48, scope: !264, inlinedAt: !359)
!361 = !DILocation(line: 24, column: 53, scope: !264, inlinedAt: !359)
!362 = !DILocation(line: 75, column: 5, scope: !174)
!363 = distinct !{!363, !347, !347, !250}
!364 = !DILocation(line: 0, scope: !180)
!365 = !DILocation(line: 76, column: 5, scope: !180)
!366 = !DILocation(line: 76, column: 5, scope: !178)
!367 = !DILocation(line: 0, scope: !187)
!368 = !DILocation(line: 77, column: 5, scope: !187)
!369 = !DILocation(line: 76, column: 5, scope: !181)
!370 = distinct !{!370, !350, !350, !250}
!371 = !DILocation(line: 76, column: 5, scope: !183)
!372 = !DILocation(line: 0, scope: !183)
!373 = !DILocation(line: 0, scope: !256, inlinedAt: !374)
!374 = distinct !DILocation(line: 76, column: 5, scope: !183)
!375 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !374)
!376 = !DILocation(line: 0, scope: !264, inlinedAt: !377)
!377 = distinct !DILocation(line: 76, column: 5, scope: !183)
!378 = !DILocation(line: 24, column: 48, scope: !264, inlinedAt: !377)
!379 = !DILocation(line: 24, column: 53, scope: !264, inlinedAt: !377)
!380 = !DILocation(line: 76, column: 5, scope: !184)
!381 = distinct !{!381, !365, !365, !250}
!382 = !DILocation(line: 0, scope: !190)
!383 = !DILocation(line: 77, column: 5, scope: !190)
!384 = !DILocation(line: 77, column: 5, scope: !188)
!385 = !DILocation(line: 0, scope: !197)
!386 = !DILocation(line: 78, column: 5, scope: !197)
!387 = !DILocation(line: 77, column: 5, scope: !191)
!388 = distinct !{!388, !368, !368, !250}
!389 = !DILocation(line: 77, column: 5, scope: !193)
!390 = !DILocation(line: 0, scope: !193)
!391 = !DILocation(line: 0, scope: !256, inlinedAt: !392)
!392 = distinct !DILocation(line: 77, column: 5, scope: !193)
!393 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !392)
!394 = !DILocation(line: 0, scope: !264, inlinedAt: !395)
!395 = distinct !DILocation(line: 77, column: 5, scope: !193)
!396 = !DILocation(line: 24, column: 48, scope: !264, inlinedAt: !395)
!397 = !DILocation(line: 24, column: 53, scope: !264, inlinedAt: !395)
!398 = !DILocation(line: 77, column: 5, scope: !194)
!399 = distinct !{!399, !383, !383, !250}
!400 = !DILocation(line: 0, scope: !200)
!401 = !DILocation(line: 78, column: 5, scope: !200)
!402 = !DILocation(line: 78, column: 5, scope: !198)
!403 = !DILocation(line: 80, column: 7, scope: !110)
!404 = !DILocation(line: 0, scope: !207)
!405 = !DILocation(line: 81, column: 5, scope: !207)
!406 = !DILocation(line: 78, column: 5, scope: !201)
!407 = distinct !{!407, !386, !386, !250}
!408 = !DILocation(line: 78, column: 5, scope: !203)
!409 = !DILocation(line: 0, scope: !203)
!410 = !DILocation(line: 0, scope: !256, inlinedAt: !411)
!411 = distinct !DILocation(line: 78, column: 5, scope: !203)
!412 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !411)
!413 = !DILocation(line: 0, scope: !264, inlinedAt: !414)
!414 = distinct !DILocation(line: 78, column: 5, scope: !203)
!415 = !DILocation(line: 24, column: 48, scope: !264, inlinedAt: !414)
!416 = !DILocation(line: 24, column: 53, scope: !264, inlinedAt: !414)
!417 = !DILocation(line: 78, column: 5, scope: !204)
!418 = distinct !{!418, !401, !401, !250}
!419 = !DILocation(line: 0, scope: !209)
!420 = !DILocation(line: 82, column: 9, scope: !209)
!421 = !DILocation(line: 90, column: 32, scope: !110)
!422 = !DILocation(line: 90, column: 5, scope: !110)
!423 = !DILocation(line: 90, column: 45, scope: !110)
!424 = !DILocation(line: 0, scope: !218)
!425 = !DILocation(line: 93, column: 5, scope: !218)
!426 = !DILocation(line: 81, column: 29, scope: !210)
!427 = !DILocation(line: 81, column: 23, scope: !210)
!428 = distinct !{!428, !405, !429, !250}
!429 = !DILocation(line: 89, column: 9, scope: !207)
!430 = !DILocation(line: 83, column: 19, scope: !212)
!431 = !DILocation(line: 0, scope: !212)
!432 = !DILocation(line: 83, column: 32, scope: !212)
!433 = !DILocation(line: 84, column: 19, scope: !434)
!434 = distinct !DILexicalBlock(scope: !212, file: !2, line: 84, column: 17)
!435 = !DILocation(line: 84, column: 24, scope: !434)
!436 = !DILocation(line: 84, column: 40, scope: !434)
!437 = !DILocation(line: 84, column: 48, scope: !434)
!438 = !DILocation(line: 85, column: 19, scope: !212)
!439 = !DILocation(line: 85, column: 37, scope: !212)
!440 = !DILocation(line: 0, scope: !256, inlinedAt: !441)
!441 = distinct !DILocation(line: 86, column: 17, scope: !212)
!442 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !441)
!443 = !DILocation(line: 0, scope: !264, inlinedAt: !444)
!444 = distinct !DILocation(line: 86, column: 13, scope: !212)
!445 = !DILocation(line: 24, column: 46, scope: !264, inlinedAt: !444)
!446 = !DILocation(line: 24, column: 48, scope: !264, inlinedAt: !444)
!447 = !DILocation(line: 24, column: 53, scope: !264, inlinedAt: !444)
!448 = !DILocation(line: 0, scope: !256, inlinedAt: !449)
!449 = distinct !DILocation(line: 86, column: 31, scope: !212)
!450 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !449)
!451 = !DILocation(line: 0, scope: !264, inlinedAt: !452)
!452 = distinct !DILocation(line: 86, column: 27, scope: !212)
!453 = !DILocation(line: 24, column: 48, scope: !264, inlinedAt: !452)
!454 = !DILocation(line: 24, column: 53, scope: !264, inlinedAt: !452)
!455 = !DILocation(line: 24, column: 43, scope: !264, inlinedAt: !452)
!456 = !DILocation(line: 87, column: 25, scope: !457)
!457 = distinct !DILexicalBlock(scope: !212, file: !2, line: 87, column: 17)
!458 = !DILocation(line: 87, column: 38, scope: !457)
!459 = !DILocation(line: 87, column: 47, scope: !457)
!460 = !DILocation(line: 87, column: 17, scope: !212)
!461 = !DILocation(line: 87, column: 58, scope: !462)
!462 = distinct !DILexicalBlock(scope: !457, file: !2, line: 87, column: 53)
!463 = !DILocation(line: 87, column: 106, scope: !462)
!464 = !DILocation(line: 87, column: 120, scope: !462)
!465 = !DILocation(line: 87, column: 62, scope: !462)
!466 = !DILocation(line: 87, column: 135, scope: !462)
!467 = !DILocation(line: 88, column: 19, scope: !468)
!468 = distinct !DILexicalBlock(scope: !212, file: !2, line: 88, column: 17)
!469 = !DILocation(line: 88, column: 24, scope: !468)
!470 = !DILocation(line: 88, column: 54, scope: !471)
!471 = distinct !DILexicalBlock(scope: !468, file: !2, line: 88, column: 49)
!472 = !DILocation(line: 88, column: 95, scope: !471)
!473 = !DILocation(line: 88, column: 109, scope: !471)
!474 = !DILocation(line: 88, column: 58, scope: !471)
!475 = !DILocation(line: 88, column: 124, scope: !471)
!476 = !DILocation(line: 82, column: 33, scope: !213)
!477 = !DILocation(line: 82, column: 27, scope: !213)
!478 = distinct !{!478, !420, !479, !250}
!479 = !DILocation(line: 89, column: 9, scope: !209)
!480 = !DILocation(line: 0, scope: !220)
!481 = !DILocation(line: 94, column: 9, scope: !220)
!482 = !DILocation(line: 95, column: 5, scope: !110)
!483 = !DILocation(line: 95, column: 45, scope: !110)
!484 = !DILocation(line: 0, scope: !226)
!485 = !DILocation(line: 98, column: 15, scope: !228)
!486 = !DILocation(line: 0, scope: !228)
!487 = !DILocation(line: 99, column: 66, scope: !228)
!488 = !DILocation(line: 99, column: 95, scope: !228)
!489 = !DILocation(line: 0, scope: !256, inlinedAt: !490)
!490 = distinct !DILocation(line: 99, column: 90, scope: !228)
!491 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !490)
!492 = !DILocation(line: 100, column: 31, scope: !228)
!493 = !DILocation(line: 0, scope: !256, inlinedAt: !494)
!494 = distinct !DILocation(line: 100, column: 26, scope: !228)
!495 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !494)
!496 = !DILocation(line: 100, column: 75, scope: !228)
!497 = !DILocation(line: 100, column: 64, scope: !228)
!498 = !DILocation(line: 99, column: 9, scope: !228)
!499 = !DILocation(line: 103, column: 5, scope: !231)
!500 = !DILocation(line: 93, column: 29, scope: !221)
!501 = !DILocation(line: 93, column: 23, scope: !221)
!502 = distinct !{!502, !425, !503, !250}
!503 = !DILocation(line: 94, column: 134, scope: !218)
!504 = !DILocation(line: 94, column: 48, scope: !223)
!505 = !DILocation(line: 0, scope: !223)
!506 = !DILocation(line: 94, column: 66, scope: !223)
!507 = !DILocation(line: 0, scope: !256, inlinedAt: !508)
!508 = distinct !DILocation(line: 94, column: 61, scope: !223)
!509 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !508)
!510 = !DILocation(line: 0, scope: !264, inlinedAt: !511)
!511 = distinct !DILocation(line: 94, column: 57, scope: !223)
!512 = !DILocation(line: 24, column: 48, scope: !264, inlinedAt: !511)
!513 = !DILocation(line: 24, column: 53, scope: !264, inlinedAt: !511)
!514 = !DILocation(line: 94, column: 91, scope: !223)
!515 = !DILocation(line: 0, scope: !256, inlinedAt: !516)
!516 = distinct !DILocation(line: 94, column: 86, scope: !223)
!517 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !516)
!518 = !DILocation(line: 0, scope: !264, inlinedAt: !519)
!519 = distinct !DILocation(line: 94, column: 82, scope: !223)
!520 = !DILocation(line: 24, column: 48, scope: !264, inlinedAt: !519)
!521 = !DILocation(line: 24, column: 53, scope: !264, inlinedAt: !519)
!522 = !DILocation(line: 94, column: 117, scope: !223)
!523 = !DILocation(line: 0, scope: !256, inlinedAt: !524)
!524 = distinct !DILocation(line: 94, column: 112, scope: !223)
!525 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !524)
!526 = !DILocation(line: 0, scope: !264, inlinedAt: !527)
!527 = distinct !DILocation(line: 94, column: 108, scope: !223)
!528 = !DILocation(line: 24, column: 48, scope: !264, inlinedAt: !527)
!529 = !DILocation(line: 24, column: 53, scope: !264, inlinedAt: !527)
!530 = !DILocation(line: 94, column: 36, scope: !224)
!531 = !DILocation(line: 94, column: 27, scope: !224)
!532 = distinct !{!532, !481, !533, !250}
!533 = !DILocation(line: 94, column: 134, scope: !220)
!534 = !DILocation(line: 90, column: 42, scope: !110)
!535 = !DILocation(line: 95, column: 42, scope: !110)
!536 = !DILocation(line: 111, column: 5, scope: !110)
!537 = !DILocation(line: 112, column: 12, scope: !110)
!538 = !DILocation(line: 113, column: 1, scope: !110)
!539 = !DILocation(line: 0, scope: !231)
!540 = !DILocation(line: 104, column: 15, scope: !233)
!541 = !DILocation(line: 0, scope: !233)
!542 = !DILocation(line: 106, column: 16, scope: !233)
!543 = !DILocation(line: 106, column: 35, scope: !233)
!544 = !DILocation(line: 0, scope: !256, inlinedAt: !545)
!545 = distinct !DILocation(line: 106, column: 30, scope: !233)
!546 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !545)
!547 = !DILocation(line: 106, column: 52, scope: !233)
!548 = !DILocation(line: 0, scope: !256, inlinedAt: !549)
!549 = distinct !DILocation(line: 106, column: 47, scope: !233)
!550 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !549)
!551 = !DILocation(line: 106, column: 69, scope: !233)
!552 = !DILocation(line: 0, scope: !256, inlinedAt: !553)
!553 = distinct !DILocation(line: 106, column: 64, scope: !233)
!554 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !553)
!555 = !DILocation(line: 106, column: 92, scope: !233)
!556 = !DILocation(line: 106, column: 81, scope: !233)
!557 = !DILocation(line: 106, column: 112, scope: !233)
!558 = !DILocation(line: 106, column: 101, scope: !233)
!559 = !DILocation(line: 107, column: 27, scope: !233)
!560 = !DILocation(line: 107, column: 16, scope: !233)
!561 = !DILocation(line: 107, column: 48, scope: !233)
!562 = !DILocation(line: 107, column: 37, scope: !233)
!563 = !DILocation(line: 107, column: 69, scope: !233)
!564 = !DILocation(line: 107, column: 58, scope: !233)
!565 = !DILocation(line: 107, column: 90, scope: !233)
!566 = !DILocation(line: 107, column: 79, scope: !233)
!567 = !DILocation(line: 107, column: 111, scope: !233)
!568 = !DILocation(line: 107, column: 100, scope: !233)
!569 = !DILocation(line: 108, column: 27, scope: !233)
!570 = !DILocation(line: 108, column: 16, scope: !233)
!571 = !DILocation(line: 108, column: 46, scope: !233)
!572 = !DILocation(line: 108, column: 38, scope: !233)
!573 = !DILocation(line: 108, column: 56, scope: !233)
!574 = !DILocation(line: 105, column: 9, scope: !233)
!575 = !DILocation(line: 109, column: 25, scope: !576)
!576 = distinct !DILexicalBlock(scope: !233, file: !2, line: 109, column: 13)
!577 = !DILocation(line: 109, column: 22, scope: !576)
!578 = !DILocation(line: 109, column: 39, scope: !576)
!579 = !DILocation(line: 109, column: 54, scope: !576)
!580 = !DILocation(line: 109, column: 51, scope: !576)
!581 = !DILocation(line: 109, column: 68, scope: !576)
!582 = !DILocation(line: 109, column: 82, scope: !576)
!583 = !DILocation(line: 109, column: 79, scope: !576)
!584 = !DILocation(line: 109, column: 95, scope: !576)
!585 = !DILocation(line: 109, column: 110, scope: !576)
!586 = !DILocation(line: 109, column: 107, scope: !576)
!587 = !DILocation(line: 109, column: 13, scope: !233)
!588 = !DILocation(line: 109, column: 130, scope: !589)
!589 = distinct !DILexicalBlock(scope: !576, file: !2, line: 109, column: 125)
!590 = !DILocation(line: 109, column: 134, scope: !589)
!591 = !DILocation(line: 109, column: 166, scope: !589)
!592 = !DILocation(line: 103, column: 29, scope: !234)
!593 = !DILocation(line: 103, column: 23, scope: !234)
!594 = distinct !{!594, !499, !595, !250}
!595 = !DILocation(line: 110, column: 5, scope: !231)
!596 = !DISubprogram(name: "printf", scope: !597, file: !597, line: 356, type: !598, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!597 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!598 = !DISubroutineType(types: !599)
!599 = !{!16, !600, null}
!600 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !601)
!601 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !602, size: 64)
!602 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!603 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 27, type: !604, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !606)
!604 = !DISubroutineType(types: !605)
!605 = !{!18, !18, !18}
!606 = !{!607, !608}
!607 = !DILocalVariable(name: "a", arg: 1, scope: !603, file: !2, line: 27, type: !18)
!608 = !DILocalVariable(name: "b", arg: 2, scope: !603, file: !2, line: 27, type: !18)
!609 = !DILocation(line: 0, scope: !603)
!610 = !DILocation(line: 27, column: 72, scope: !603)
!611 = !DILocation(line: 27, column: 55, scope: !603)
!612 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 28, type: !604, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !613)
!613 = !{!614, !615}
!614 = !DILocalVariable(name: "a", arg: 1, scope: !612, file: !2, line: 28, type: !18)
!615 = !DILocalVariable(name: "b", arg: 2, scope: !612, file: !2, line: 28, type: !18)
!616 = !DILocation(line: 0, scope: !612)
!617 = !DILocation(line: 28, column: 72, scope: !612)
!618 = !DILocation(line: 28, column: 55, scope: !612)
!619 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 29, type: !604, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !620)
!620 = !{!621, !622}
!621 = !DILocalVariable(name: "a", arg: 1, scope: !619, file: !2, line: 29, type: !18)
!622 = !DILocalVariable(name: "b", arg: 2, scope: !619, file: !2, line: 29, type: !18)
!623 = !DILocation(line: 0, scope: !619)
!624 = !DILocation(line: 29, column: 72, scope: !619)
!625 = !DILocation(line: 29, column: 55, scope: !619)
!626 = distinct !DISubprogram(name: "op_and", scope: !2, file: !2, line: 32, type: !604, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !627)
!627 = !{!628, !629}
!628 = !DILocalVariable(name: "a", arg: 1, scope: !626, file: !2, line: 32, type: !18)
!629 = !DILocalVariable(name: "b", arg: 2, scope: !626, file: !2, line: 32, type: !18)
!630 = !DILocation(line: 0, scope: !626)
!631 = !DILocation(line: 32, column: 64, scope: !626)
!632 = !DILocation(line: 32, column: 55, scope: !626)
!633 = distinct !DISubprogram(name: "op_or", scope: !2, file: !2, line: 33, type: !604, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !634)
!634 = !{!635, !636}
!635 = !DILocalVariable(name: "a", arg: 1, scope: !633, file: !2, line: 33, type: !18)
!636 = !DILocalVariable(name: "b", arg: 2, scope: !633, file: !2, line: 33, type: !18)
!637 = !DILocation(line: 0, scope: !633)
!638 = !DILocation(line: 33, column: 63, scope: !633)
!639 = !DILocation(line: 33, column: 54, scope: !633)
!640 = distinct !DISubprogram(name: "op_xor", scope: !2, file: !2, line: 34, type: !604, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !641)
!641 = !{!642, !643}
!642 = !DILocalVariable(name: "a", arg: 1, scope: !640, file: !2, line: 34, type: !18)
!643 = !DILocalVariable(name: "b", arg: 2, scope: !640, file: !2, line: 34, type: !18)
!644 = !DILocation(line: 0, scope: !640)
!645 = !DILocation(line: 34, column: 64, scope: !640)
!646 = !DILocation(line: 34, column: 55, scope: !640)
!647 = distinct !DISubprogram(name: "op_min", scope: !2, file: !2, line: 41, type: !604, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !648)
!648 = !{!649, !650}
!649 = !DILocalVariable(name: "a", arg: 1, scope: !647, file: !2, line: 41, type: !18)
!650 = !DILocalVariable(name: "b", arg: 2, scope: !647, file: !2, line: 41, type: !18)
!651 = !DILocation(line: 0, scope: !647)
!652 = !DILocation(line: 41, column: 62, scope: !647)
!653 = !DILocation(line: 41, column: 55, scope: !647)
!654 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 42, type: !604, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !655)
!655 = !{!656, !657}
!656 = !DILocalVariable(name: "a", arg: 1, scope: !654, file: !2, line: 42, type: !18)
!657 = !DILocalVariable(name: "b", arg: 2, scope: !654, file: !2, line: 42, type: !18)
!658 = !DILocation(line: 0, scope: !654)
!659 = !DILocation(line: 42, column: 62, scope: !654)
!660 = !DILocation(line: 42, column: 55, scope: !654)
!661 = distinct !DISubprogram(name: "op_cmp", scope: !2, file: !2, line: 43, type: !662, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !664)
!662 = !DISubroutineType(types: !663)
!663 = !{!16, !18, !18}
!664 = !{!665, !666}
!665 = !DILocalVariable(name: "a", arg: 1, scope: !661, file: !2, line: 43, type: !18)
!666 = !DILocalVariable(name: "b", arg: 2, scope: !661, file: !2, line: 43, type: !18)
!667 = !DILocation(line: 0, scope: !661)
!668 = !DILocation(line: 44, column: 15, scope: !661)
!669 = !DILocation(line: 44, column: 32, scope: !661)
!670 = !DILocation(line: 44, column: 42, scope: !661)
!671 = !DILocation(line: 44, column: 47, scope: !661)
!672 = !DILocation(line: 44, column: 57, scope: !661)
!673 = !DILocation(line: 44, column: 63, scope: !661)
!674 = !DILocation(line: 44, column: 78, scope: !661)
!675 = !DILocation(line: 44, column: 94, scope: !661)
!676 = !DILocation(line: 45, column: 18, scope: !661)
!677 = !DILocation(line: 45, column: 26, scope: !661)
!678 = !DILocation(line: 45, column: 48, scope: !661)
!679 = !DILocation(line: 45, column: 56, scope: !661)
!680 = !DILocation(line: 45, column: 60, scope: !661)
!681 = !DILocation(line: 45, column: 69, scope: !661)
!682 = !DILocation(line: 45, column: 73, scope: !661)
!683 = !DILocation(line: 44, column: 21, scope: !661)
!684 = !DILocation(line: 44, column: 37, scope: !661)
!685 = !DILocation(line: 44, column: 52, scope: !661)
!686 = !DILocation(line: 44, column: 68, scope: !661)
!687 = !DILocation(line: 44, column: 83, scope: !661)
!688 = !DILocation(line: 44, column: 99, scope: !661)
!689 = !DILocation(line: 45, column: 31, scope: !661)
!690 = !DILocation(line: 45, column: 53, scope: !661)
!691 = !DILocation(line: 45, column: 65, scope: !661)
!692 = !DILocation(line: 44, column: 5, scope: !661)
!693 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 30, type: !604, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !694)
!694 = !{!695, !696}
!695 = !DILocalVariable(name: "a", arg: 1, scope: !693, file: !2, line: 30, type: !18)
!696 = !DILocalVariable(name: "b", arg: 2, scope: !693, file: !2, line: 30, type: !18)
!697 = !DILocation(line: 0, scope: !693)
!698 = !DILocation(line: 30, column: 68, scope: !693)
!699 = !DILocation(line: 30, column: 55, scope: !693)
!700 = distinct !DISubprogram(name: "op_rem", scope: !2, file: !2, line: 31, type: !604, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !701)
!701 = !{!702, !703}
!702 = !DILocalVariable(name: "a", arg: 1, scope: !700, file: !2, line: 31, type: !18)
!703 = !DILocalVariable(name: "b", arg: 2, scope: !700, file: !2, line: 31, type: !18)
!704 = !DILocation(line: 0, scope: !700)
!705 = !DILocation(line: 31, column: 68, scope: !700)
!706 = !DILocation(line: 31, column: 55, scope: !700)
!707 = distinct !DISubprogram(name: "op_shl", scope: !2, file: !2, line: 35, type: !708, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !710)
!708 = !DISubroutineType(types: !709)
!709 = !{!18, !18, !16}
!710 = !{!711, !712}
!711 = !DILocalVariable(name: "a", arg: 1, scope: !707, file: !2, line: 35, type: !18)
!712 = !DILocalVariable(name: "s", arg: 2, scope: !707, file: !2, line: 35, type: !16)
!713 = !DILocation(line: 0, scope: !707)
!714 = !DILocation(line: 35, column: 77, scope: !707)
!715 = !DILocation(line: 35, column: 57, scope: !707)
!716 = distinct !DISubprogram(name: "op_lshr", scope: !2, file: !2, line: 36, type: !708, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !717)
!717 = !{!718, !719}
!718 = !DILocalVariable(name: "a", arg: 1, scope: !716, file: !2, line: 36, type: !18)
!719 = !DILocalVariable(name: "s", arg: 2, scope: !716, file: !2, line: 36, type: !16)
!720 = !DILocation(line: 0, scope: !716)
!721 = !DILocation(line: 36, column: 74, scope: !716)
!722 = !DILocation(line: 36, column: 58, scope: !716)
!723 = distinct !DISubprogram(name: "op_ashr", scope: !2, file: !2, line: 37, type: !708, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !724)
!724 = !{!725, !726}
!725 = !DILocalVariable(name: "a", arg: 1, scope: !723, file: !2, line: 37, type: !18)
!726 = !DILocalVariable(name: "s", arg: 2, scope: !723, file: !2, line: 37, type: !16)
!727 = !DILocation(line: 0, scope: !723)
!728 = !DILocation(line: 37, column: 71, scope: !723)
!729 = !DILocation(line: 37, column: 58, scope: !723)
!730 = distinct !DISubprogram(name: "op_neg", scope: !2, file: !2, line: 38, type: !731, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !733)
!731 = !DISubroutineType(types: !732)
!732 = !{!18, !18}
!733 = !{!734}
!734 = !DILocalVariable(name: "a", arg: 1, scope: !730, file: !2, line: 38, type: !18)
!735 = !DILocation(line: 0, scope: !730)
!736 = !DILocation(line: 38, column: 67, scope: !730)
!737 = !DILocation(line: 38, column: 50, scope: !730)
!738 = distinct !DISubprogram(name: "op_not", scope: !2, file: !2, line: 39, type: !731, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !739)
!739 = !{!740}
!740 = !DILocalVariable(name: "a", arg: 1, scope: !738, file: !2, line: 39, type: !18)
!741 = !DILocation(line: 0, scope: !738)
!742 = !DILocation(line: 39, column: 60, scope: !738)
!743 = !DILocation(line: 39, column: 50, scope: !738)
!744 = distinct !DISubprogram(name: "op_abs", scope: !2, file: !2, line: 40, type: !731, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !745)
!745 = !{!746}
!746 = !DILocalVariable(name: "a", arg: 1, scope: !744, file: !2, line: 40, type: !18)
!747 = !DILocation(line: 0, scope: !744)
!748 = !DILocation(line: 40, column: 59, scope: !744)
!749 = !DILocation(line: 40, column: 57, scope: !744)
!750 = !DILocation(line: 40, column: 65, scope: !744)
!751 = !DILocation(line: 40, column: 50, scope: !744)
!752 = distinct !DISubprogram(name: "div3", scope: !2, file: !2, line: 47, type: !731, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !753)
!753 = !{!754}
!754 = !DILocalVariable(name: "a", arg: 1, scope: !752, file: !2, line: 47, type: !18)
!755 = !DILocation(line: 0, scope: !752)
!756 = !DILocation(line: 47, column: 61, scope: !752)
!757 = !DILocation(line: 47, column: 48, scope: !752)
!758 = distinct !DISubprogram(name: "div7", scope: !2, file: !2, line: 48, type: !731, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !759)
!759 = !{!760}
!760 = !DILocalVariable(name: "a", arg: 1, scope: !758, file: !2, line: 48, type: !18)
!761 = !DILocation(line: 0, scope: !758)
!762 = !DILocation(line: 48, column: 61, scope: !758)
!763 = !DILocation(line: 48, column: 48, scope: !758)
!764 = distinct !DISubprogram(name: "div10", scope: !2, file: !2, line: 49, type: !731, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !765)
!765 = !{!766}
!766 = !DILocalVariable(name: "a", arg: 1, scope: !764, file: !2, line: 49, type: !18)
!767 = !DILocation(line: 0, scope: !764)
!768 = !DILocation(line: 49, column: 62, scope: !764)
!769 = !DILocation(line: 49, column: 49, scope: !764)
!770 = distinct !DISubprogram(name: "rem10", scope: !2, file: !2, line: 50, type: !731, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !771)
!771 = !{!772}
!772 = !DILocalVariable(name: "a", arg: 1, scope: !770, file: !2, line: 50, type: !18)
!773 = !DILocation(line: 0, scope: !770)
!774 = !DILocation(line: 50, column: 62, scope: !770)
!775 = !DILocation(line: 50, column: 49, scope: !770)
!776 = distinct !DISubprogram(name: "div16", scope: !2, file: !2, line: 51, type: !731, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !777)
!777 = !{!778}
!778 = !DILocalVariable(name: "a", arg: 1, scope: !776, file: !2, line: 51, type: !18)
!779 = !DILocation(line: 0, scope: !776)
!780 = !DILocation(line: 51, column: 62, scope: !776)
!781 = !DILocation(line: 51, column: 49, scope: !776)
!782 = distinct !DISubprogram(name: "rem16", scope: !2, file: !2, line: 52, type: !731, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !783)
!783 = !{!784}
!784 = !DILocalVariable(name: "a", arg: 1, scope: !782, file: !2, line: 52, type: !18)
!785 = !DILocation(line: 0, scope: !782)
!786 = !DILocation(line: 52, column: 62, scope: !782)
!787 = !DILocation(line: 52, column: 49, scope: !782)
!788 = distinct !DISubprogram(name: "divm5", scope: !2, file: !2, line: 53, type: !731, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !789)
!789 = !{!790}
!790 = !DILocalVariable(name: "a", arg: 1, scope: !788, file: !2, line: 53, type: !18)
!791 = !DILocation(line: 0, scope: !788)
!792 = !DILocation(line: 53, column: 71, scope: !788)
!793 = !DILocation(line: 53, column: 49, scope: !788)
!794 = distinct !DISubprogram(name: "divmax", scope: !2, file: !2, line: 54, type: !731, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !795)
!795 = !{!796}
!796 = !DILocalVariable(name: "a", arg: 1, scope: !794, file: !2, line: 54, type: !18)
!797 = !DILocation(line: 0, scope: !794)
!798 = !DILocation(line: 54, column: 63, scope: !794)
!799 = !DILocation(line: 54, column: 50, scope: !794)
