; ModuleID = 'programs/ops_matrix_u32.c'
source_filename = "programs/ops_matrix_u32.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [47 x i8] c"type uint32_t: %d bits, %s, min %lld max %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1, !dbg !7
@h = internal unnamed_addr global i64 0, align 8, !dbg !12
@vals = internal global [21 x i32] [i32 0, i32 1, i32 0, i32 -7, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 5, i32 7, i32 10, i32 2147483647, i32 -2147483648, i32 -2, i32 -1, i32 1431655765, i32 -1431655766, i32 -1985229329], align 16, !dbg !96
@.str.2 = private unnamed_addr constant [14 x i8] c"%-6s %016llx\0A\00", align 1, !dbg !30
@.str.3 = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !40
@.str.5 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !42
@.str.6 = private unnamed_addr constant [4 x i8] c"and\00", align 1, !dbg !44
@.str.7 = private unnamed_addr constant [3 x i8] c"or\00", align 1, !dbg !46
@.str.8 = private unnamed_addr constant [4 x i8] c"xor\00", align 1, !dbg !51
@.str.9 = private unnamed_addr constant [4 x i8] c"min\00", align 1, !dbg !53
@.str.10 = private unnamed_addr constant [4 x i8] c"max\00", align 1, !dbg !55
@.str.11 = private unnamed_addr constant [4 x i8] c"cmp\00", align 1, !dbg !57
@.str.12 = private unnamed_addr constant [33 x i8] c"divrem identity fails %lld %lld\0A\00", align 1, !dbg !59
@.str.14 = private unnamed_addr constant [16 x i8] c"divrem %016llx\0A\00", align 1, !dbg !69
@.str.15 = private unnamed_addr constant [16 x i8] c"shifts %016llx\0A\00", align 1, !dbg !74
@.str.16 = private unnamed_addr constant [46 x i8] c"  %20lld: shl%d=%llx lshr%d=%llx ashr%d=%lld\0A\00", align 1, !dbg !76
@.str.17 = private unnamed_addr constant [123 x i8] c"%20lld neg=%llx not=%llx abs=%llx /3=%lld /7=%lld /10=%lld %%10=%lld /16=%lld %%16=%lld /-5=%lld /max=%lld f=%.9g d=%.17g\0A\00", align 1, !dbg !81
@.str.19 = private unnamed_addr constant [22 x i8] c"total %016llx bad %d\0A\00", align 1, !dbg !91
@str = private unnamed_addr constant [19 x i8] c"const div mismatch\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 101) i32 @main() local_unnamed_addr #0 !dbg !110 {
    #dbg_value(i64 0, !114, !DIExpression(), !235)
    #dbg_value(i32 0, !115, !DIExpression(), !235)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 32, ptr noundef nonnull @.str.1, i64 noundef 0, i64 noundef 4294967295), !dbg !236
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
  %202 = phi i32 [ 0, %182 ], [ %237, %208 ]
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
  br label %240, !dbg !425

208:                                              ; preds = %236
  %209 = add nuw nsw i64 %201, 1, !dbg !426
    #dbg_value(i32 %237, !115, !DIExpression(), !235)
    #dbg_value(i64 %209, !206, !DIExpression(), !404)
  %210 = icmp eq i64 %209, 21, !dbg !427
  br i1 %210, label %204, label %200, !dbg !405, !llvm.loop !428

211:                                              ; preds = %200, %236
  %212 = phi i64 [ 0, %200 ], [ %238, %236 ]
  %213 = phi i32 [ %202, %200 ], [ %237, %236 ]
    #dbg_value(i32 %213, !115, !DIExpression(), !235)
    #dbg_value(i64 %212, !208, !DIExpression(), !419)
  %214 = load volatile i32, ptr %203, align 4, !dbg !430, !tbaa !252
    #dbg_value(i32 %214, !211, !DIExpression(), !431)
  %215 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %212, !dbg !432
  %216 = load volatile i32, ptr %215, align 4, !dbg !432, !tbaa !252
    #dbg_value(i32 %216, !214, !DIExpression(), !431)
  %217 = icmp eq i32 %216, 0, !dbg !433
  br i1 %217, label %236, label %218, !dbg !435

218:                                              ; preds = %211
  %219 = tail call fastcc i32 @op_div(i32 noundef %214, i32 noundef %216), !dbg !436
    #dbg_value(i32 %219, !215, !DIExpression(), !431)
  %220 = tail call fastcc i32 @op_rem(i32 noundef %214, i32 noundef %216), !dbg !437
    #dbg_value(i32 %220, !216, !DIExpression(), !431)
    #dbg_value(i32 %219, !255, !DIExpression(), !438)
  %221 = zext i32 %219 to i64, !dbg !440
    #dbg_value(i64 %221, !263, !DIExpression(), !441)
  %222 = load i64, ptr @h, align 8, !dbg !443, !tbaa !241
  %223 = xor i64 %222, %221, !dbg !444
  %224 = mul i64 %223, 1099511628211, !dbg !445
    #dbg_value(i32 %220, !255, !DIExpression(), !446)
  %225 = zext i32 %220 to i64, !dbg !448
    #dbg_value(i64 %225, !263, !DIExpression(), !449)
  %226 = xor i64 %224, %225, !dbg !451
  %227 = mul i64 %226, 1099511628211, !dbg !452
  store i64 %227, ptr @h, align 8, !dbg !453, !tbaa !241
  %228 = tail call fastcc i32 @op_mul(i32 noundef %219, i32 noundef %216), !dbg !454
  %229 = add i32 %228, %220, !dbg !456
  %230 = icmp eq i32 %229, %214, !dbg !457
  br i1 %230, label %236, label %231, !dbg !458

231:                                              ; preds = %218
  %232 = add nsw i32 %213, 1, !dbg !459
    #dbg_value(i32 %232, !115, !DIExpression(), !235)
  %233 = zext i32 %214 to i64, !dbg !461
  %234 = zext i32 %216 to i64, !dbg !462
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %233, i64 noundef %234), !dbg !463
  br label %236, !dbg !464

236:                                              ; preds = %218, %231, %211
  %237 = phi i32 [ %213, %211 ], [ %232, %231 ], [ %213, %218 ], !dbg !235
    #dbg_value(i32 %237, !115, !DIExpression(), !235)
  %238 = add nuw nsw i64 %212, 1, !dbg !465
    #dbg_value(i64 %238, !208, !DIExpression(), !419)
  %239 = icmp eq i64 %238, 21, !dbg !466
  br i1 %239, label %208, label %211, !dbg !420, !llvm.loop !467

240:                                              ; preds = %204, %301
  %241 = phi i64 [ 0, %204 ], [ %302, %301 ]
  %242 = phi i64 [ 1469598103934665603, %204 ], [ %319, %301 ]
    #dbg_value(i64 %241, !217, !DIExpression(), !424)
  %243 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %241
    #dbg_value(i32 0, !219, !DIExpression(), !469)
  br label %304, !dbg !470

244:                                              ; preds = %301
  store i64 %319, ptr @h, align 8, !tbaa !241
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %319), !dbg !471
  %246 = load i64, ptr @h, align 8, !dbg !472, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %246, i64 %207, i64 %184, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
    #dbg_value(i32 0, !225, !DIExpression(), !473)
    #dbg_value(i64 0, !225, !DIExpression(), !473)
  %247 = load volatile i32, ptr @vals, align 16, !dbg !474, !tbaa !252
    #dbg_value(i32 %247, !227, !DIExpression(), !475)
  %248 = zext i32 %247 to i64, !dbg !476
  %249 = tail call fastcc i32 @op_shl(i32 noundef %247, i32 noundef 31), !dbg !477
    #dbg_value(i32 %249, !255, !DIExpression(), !478)
  %250 = zext i32 %249 to i64, !dbg !480
  %251 = tail call fastcc i32 @op_lshr(i32 noundef %247, i32 noundef 31), !dbg !481
    #dbg_value(i32 %251, !255, !DIExpression(), !482)
  %252 = zext i32 %251 to i64, !dbg !484
  %253 = tail call fastcc i32 @op_ashr(i32 noundef %247, i32 noundef 31), !dbg !485
  %254 = zext i32 %253 to i64, !dbg !486
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %248, i32 noundef 31, i64 noundef %250, i32 noundef 31, i64 noundef %252, i32 noundef 31, i64 noundef %254), !dbg !487
    #dbg_value(i64 4, !225, !DIExpression(), !473)
  %256 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 16, !dbg !474, !tbaa !252
    #dbg_value(i32 %256, !227, !DIExpression(), !475)
  %257 = zext i32 %256 to i64, !dbg !476
  %258 = tail call fastcc i32 @op_shl(i32 noundef %256, i32 noundef 31), !dbg !477
    #dbg_value(i32 %258, !255, !DIExpression(), !478)
  %259 = zext i32 %258 to i64, !dbg !480
  %260 = tail call fastcc i32 @op_lshr(i32 noundef %256, i32 noundef 31), !dbg !481
    #dbg_value(i32 %260, !255, !DIExpression(), !482)
  %261 = zext i32 %260 to i64, !dbg !484
  %262 = tail call fastcc i32 @op_ashr(i32 noundef %256, i32 noundef 31), !dbg !485
  %263 = zext i32 %262 to i64, !dbg !486
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %257, i32 noundef 31, i64 noundef %259, i32 noundef 31, i64 noundef %261, i32 noundef 31, i64 noundef %263), !dbg !487
    #dbg_value(i64 8, !225, !DIExpression(), !473)
  %265 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 16, !dbg !474, !tbaa !252
    #dbg_value(i32 %265, !227, !DIExpression(), !475)
  %266 = zext i32 %265 to i64, !dbg !476
  %267 = tail call fastcc i32 @op_shl(i32 noundef %265, i32 noundef 31), !dbg !477
    #dbg_value(i32 %267, !255, !DIExpression(), !478)
  %268 = zext i32 %267 to i64, !dbg !480
  %269 = tail call fastcc i32 @op_lshr(i32 noundef %265, i32 noundef 31), !dbg !481
    #dbg_value(i32 %269, !255, !DIExpression(), !482)
  %270 = zext i32 %269 to i64, !dbg !484
  %271 = tail call fastcc i32 @op_ashr(i32 noundef %265, i32 noundef 31), !dbg !485
  %272 = zext i32 %271 to i64, !dbg !486
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %266, i32 noundef 31, i64 noundef %268, i32 noundef 31, i64 noundef %270, i32 noundef 31, i64 noundef %272), !dbg !487
    #dbg_value(i64 12, !225, !DIExpression(), !473)
  %274 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 48), align 16, !dbg !474, !tbaa !252
    #dbg_value(i32 %274, !227, !DIExpression(), !475)
  %275 = zext i32 %274 to i64, !dbg !476
  %276 = tail call fastcc i32 @op_shl(i32 noundef %274, i32 noundef 31), !dbg !477
    #dbg_value(i32 %276, !255, !DIExpression(), !478)
  %277 = zext i32 %276 to i64, !dbg !480
  %278 = tail call fastcc i32 @op_lshr(i32 noundef %274, i32 noundef 31), !dbg !481
    #dbg_value(i32 %278, !255, !DIExpression(), !482)
  %279 = zext i32 %278 to i64, !dbg !484
  %280 = tail call fastcc i32 @op_ashr(i32 noundef %274, i32 noundef 31), !dbg !485
  %281 = zext i32 %280 to i64, !dbg !486
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %275, i32 noundef 31, i64 noundef %277, i32 noundef 31, i64 noundef %279, i32 noundef 31, i64 noundef %281), !dbg !487
    #dbg_value(i64 16, !225, !DIExpression(), !473)
  %283 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 64), align 16, !dbg !474, !tbaa !252
    #dbg_value(i32 %283, !227, !DIExpression(), !475)
  %284 = zext i32 %283 to i64, !dbg !476
  %285 = tail call fastcc i32 @op_shl(i32 noundef %283, i32 noundef 31), !dbg !477
    #dbg_value(i32 %285, !255, !DIExpression(), !478)
  %286 = zext i32 %285 to i64, !dbg !480
  %287 = tail call fastcc i32 @op_lshr(i32 noundef %283, i32 noundef 31), !dbg !481
    #dbg_value(i32 %287, !255, !DIExpression(), !482)
  %288 = zext i32 %287 to i64, !dbg !484
  %289 = tail call fastcc i32 @op_ashr(i32 noundef %283, i32 noundef 31), !dbg !485
  %290 = zext i32 %289 to i64, !dbg !486
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %284, i32 noundef 31, i64 noundef %286, i32 noundef 31, i64 noundef %288, i32 noundef 31, i64 noundef %290), !dbg !487
    #dbg_value(i64 20, !225, !DIExpression(), !473)
  %292 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 80), align 16, !dbg !474, !tbaa !252
    #dbg_value(i32 %292, !227, !DIExpression(), !475)
  %293 = zext i32 %292 to i64, !dbg !476
  %294 = tail call fastcc i32 @op_shl(i32 noundef %292, i32 noundef 31), !dbg !477
    #dbg_value(i32 %294, !255, !DIExpression(), !478)
  %295 = zext i32 %294 to i64, !dbg !480
  %296 = tail call fastcc i32 @op_lshr(i32 noundef %292, i32 noundef 31), !dbg !481
    #dbg_value(i32 %296, !255, !DIExpression(), !482)
  %297 = zext i32 %296 to i64, !dbg !484
  %298 = tail call fastcc i32 @op_ashr(i32 noundef %292, i32 noundef 31), !dbg !485
  %299 = zext i32 %298 to i64, !dbg !486
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %293, i32 noundef 31, i64 noundef %295, i32 noundef 31, i64 noundef %297, i32 noundef 31, i64 noundef %299), !dbg !487
    #dbg_value(i64 24, !225, !DIExpression(), !473)
  br label %338, !dbg !488

301:                                              ; preds = %304
  %302 = add nuw nsw i64 %241, 1, !dbg !489
    #dbg_value(i64 %302, !217, !DIExpression(), !424)
  %303 = icmp eq i64 %302, 21, !dbg !490
  br i1 %303, label %244, label %240, !dbg !425, !llvm.loop !491

304:                                              ; preds = %240, %304
  %305 = phi i32 [ 0, %240 ], [ %320, %304 ]
  %306 = phi i64 [ %242, %240 ], [ %319, %304 ]
    #dbg_value(i32 %305, !219, !DIExpression(), !469)
  %307 = load volatile i32, ptr %243, align 4, !dbg !493, !tbaa !252
    #dbg_value(i32 %307, !222, !DIExpression(), !494)
  %308 = tail call fastcc i32 @op_shl(i32 noundef %307, i32 noundef %305), !dbg !495
    #dbg_value(i32 %308, !255, !DIExpression(), !496)
  %309 = zext i32 %308 to i64, !dbg !498
    #dbg_value(i64 %309, !263, !DIExpression(), !499)
  %310 = xor i64 %306, %309, !dbg !501
  %311 = mul i64 %310, 1099511628211, !dbg !502
  %312 = tail call fastcc i32 @op_lshr(i32 noundef %307, i32 noundef %305), !dbg !503
    #dbg_value(i32 %312, !255, !DIExpression(), !504)
  %313 = zext i32 %312 to i64, !dbg !506
    #dbg_value(i64 %313, !263, !DIExpression(), !507)
  %314 = xor i64 %311, %313, !dbg !509
  %315 = mul i64 %314, 1099511628211, !dbg !510
  %316 = tail call fastcc i32 @op_ashr(i32 noundef %307, i32 noundef %305), !dbg !511
    #dbg_value(i32 %316, !255, !DIExpression(), !512)
  %317 = zext i32 %316 to i64, !dbg !514
    #dbg_value(i64 %317, !263, !DIExpression(), !515)
  %318 = xor i64 %315, %317, !dbg !517
  %319 = mul i64 %318, 1099511628211, !dbg !518
  %320 = add nuw nsw i32 %305, 1, !dbg !519
    #dbg_value(i32 %320, !219, !DIExpression(), !469)
  %321 = icmp eq i32 %320, 32, !dbg !520
  br i1 %321, label %301, label %304, !dbg !470, !llvm.loop !521

322:                                              ; preds = %382
  %323 = xor i64 %30, %8, !dbg !276
    #dbg_value(i64 %323, !114, !DIExpression(), !235)
  %324 = xor i64 %323, %52, !dbg !294
    #dbg_value(i64 %324, !114, !DIExpression(), !235)
  %325 = xor i64 %324, %74, !dbg !312
    #dbg_value(i64 %325, !114, !DIExpression(), !235)
  %326 = xor i64 %325, %96, !dbg !330
    #dbg_value(i64 %326, !114, !DIExpression(), !235)
  %327 = xor i64 %326, %118, !dbg !348
    #dbg_value(i64 %327, !114, !DIExpression(), !235)
  %328 = xor i64 %327, %140, !dbg !366
    #dbg_value(i64 %328, !114, !DIExpression(), !235)
  %329 = xor i64 %328, %162, !dbg !384
    #dbg_value(i64 %329, !114, !DIExpression(), !235)
  %330 = xor i64 %329, %184, !dbg !402
    #dbg_value(i64 %330, !114, !DIExpression(), !235)
  %331 = xor i64 %330, %207, !dbg !523
    #dbg_value(i64 %331, !114, !DIExpression(), !235)
  %332 = xor i64 %331, %246, !dbg !524
    #dbg_value(i64 %332, !114, !DIExpression(), !235)
  %333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %332, i32 noundef %383), !dbg !525
  %334 = icmp eq i32 %383, 0, !dbg !526
  %335 = trunc i64 %332 to i32, !dbg !526
  %336 = and i32 %335, 63, !dbg !526
  %337 = select i1 %334, i32 %336, i32 100, !dbg !526
  ret i32 %337, !dbg !527

338:                                              ; preds = %244, %382
  %339 = phi i64 [ 0, %244 ], [ %384, %382 ]
  %340 = phi i32 [ %237, %244 ], [ %383, %382 ]
    #dbg_value(i64 %339, !230, !DIExpression(), !528)
    #dbg_value(i32 %340, !115, !DIExpression(), !235)
  %341 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %339, !dbg !529
  %342 = load volatile i32, ptr %341, align 4, !dbg !529, !tbaa !252
    #dbg_value(i32 %342, !232, !DIExpression(), !530)
  %343 = zext i32 %342 to i64, !dbg !531
  %344 = tail call fastcc i32 @op_neg(i32 noundef %342), !dbg !532
    #dbg_value(i32 %344, !255, !DIExpression(), !533)
  %345 = zext i32 %344 to i64, !dbg !535
  %346 = tail call fastcc i32 @op_not(i32 noundef %342), !dbg !536
    #dbg_value(i32 %346, !255, !DIExpression(), !537)
  %347 = zext i32 %346 to i64, !dbg !539
    #dbg_value(i32 %342, !255, !DIExpression(), !540)
  %348 = tail call fastcc i32 @div3(i32 noundef %342), !dbg !542
  %349 = zext nneg i32 %348 to i64, !dbg !543
  %350 = tail call fastcc i32 @div7(i32 noundef %342), !dbg !544
  %351 = zext nneg i32 %350 to i64, !dbg !545
  %352 = tail call fastcc i32 @div10(i32 noundef %342), !dbg !546
  %353 = zext nneg i32 %352 to i64, !dbg !547
  %354 = tail call fastcc i32 @rem10(i32 noundef %342), !dbg !548
  %355 = zext nneg i32 %354 to i64, !dbg !549
  %356 = tail call fastcc i32 @div16(i32 noundef %342), !dbg !550
  %357 = zext nneg i32 %356 to i64, !dbg !551
  %358 = tail call fastcc i32 @rem16(i32 noundef %342), !dbg !552
  %359 = zext nneg i32 %358 to i64, !dbg !553
  %360 = tail call fastcc i32 @divm5(i32 noundef %342), !dbg !554
  %361 = zext nneg i32 %360 to i64, !dbg !555
  %362 = tail call fastcc i32 @divmax(i32 noundef %342), !dbg !556
  %363 = zext nneg i32 %362 to i64, !dbg !557
  %364 = uitofp i32 %342 to float, !dbg !558
  %365 = fpext float %364 to double, !dbg !559
  %366 = uitofp i32 %342 to double, !dbg !560
  %367 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %343, i64 noundef %345, i64 noundef %347, i64 noundef %343, i64 noundef %349, i64 noundef %351, i64 noundef %353, i64 noundef %355, i64 noundef %357, i64 noundef %359, i64 noundef %361, i64 noundef %363, double noundef %365, double noundef %366), !dbg !561
  %368 = tail call fastcc i32 @op_div(i32 noundef %342, i32 noundef 10), !dbg !562
  %369 = icmp eq i32 %352, %368, !dbg !564
  br i1 %369, label %370, label %379, !dbg !565

370:                                              ; preds = %338
  %371 = tail call fastcc i32 @op_rem(i32 noundef %342, i32 noundef 10), !dbg !566
  %372 = icmp eq i32 %354, %371, !dbg !567
  br i1 %372, label %373, label %379, !dbg !568

373:                                              ; preds = %370
  %374 = tail call fastcc i32 @op_div(i32 noundef %342, i32 noundef 7), !dbg !569
  %375 = icmp eq i32 %350, %374, !dbg !570
  br i1 %375, label %376, label %379, !dbg !571

376:                                              ; preds = %373
  %377 = tail call fastcc i32 @op_div(i32 noundef %342, i32 noundef 16), !dbg !572
  %378 = icmp eq i32 %356, %377, !dbg !573
  br i1 %378, label %382, label %379, !dbg !574

379:                                              ; preds = %376, %373, %370, %338
  %380 = add nsw i32 %340, 1, !dbg !575
    #dbg_value(i32 %380, !115, !DIExpression(), !235)
  %381 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !577
  br label %382, !dbg !578

382:                                              ; preds = %379, %376
  %383 = phi i32 [ %380, %379 ], [ %340, %376 ], !dbg !235
    #dbg_value(i32 %383, !115, !DIExpression(), !235)
  %384 = add nuw nsw i64 %339, 1, !dbg !579
    #dbg_value(i64 %384, !230, !DIExpression(), !528)
  %385 = icmp eq i64 %384, 21, !dbg !580
  br i1 %385, label %322, label %338, !dbg !488, !llvm.loop !581
}

; Function Attrs: nofree nounwind
declare !dbg !583 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_add(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !590 {
    #dbg_value(i32 %0, !594, !DIExpression(), !596)
    #dbg_value(i32 %1, !595, !DIExpression(), !596)
  %3 = add i32 %1, %0, !dbg !597
  ret i32 %3, !dbg !598
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_sub(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !599 {
    #dbg_value(i32 %0, !601, !DIExpression(), !603)
    #dbg_value(i32 %1, !602, !DIExpression(), !603)
  %3 = sub i32 %0, %1, !dbg !604
  ret i32 %3, !dbg !605
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_mul(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !606 {
    #dbg_value(i32 %0, !608, !DIExpression(), !610)
    #dbg_value(i32 %1, !609, !DIExpression(), !610)
  %3 = mul i32 %1, %0, !dbg !611
  ret i32 %3, !dbg !612
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_and(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !613 {
    #dbg_value(i32 %0, !615, !DIExpression(), !617)
    #dbg_value(i32 %1, !616, !DIExpression(), !617)
  %3 = and i32 %1, %0, !dbg !618
  ret i32 %3, !dbg !619
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_or(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !620 {
    #dbg_value(i32 %0, !622, !DIExpression(), !624)
    #dbg_value(i32 %1, !623, !DIExpression(), !624)
  %3 = or i32 %1, %0, !dbg !625
  ret i32 %3, !dbg !626
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_xor(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !627 {
    #dbg_value(i32 %0, !629, !DIExpression(), !631)
    #dbg_value(i32 %1, !630, !DIExpression(), !631)
  %3 = xor i32 %1, %0, !dbg !632
  ret i32 %3, !dbg !633
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_min(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !634 {
    #dbg_value(i32 %0, !636, !DIExpression(), !638)
    #dbg_value(i32 %1, !637, !DIExpression(), !638)
  %3 = tail call i32 @llvm.umin.i32(i32 %0, i32 %1), !dbg !639
  ret i32 %3, !dbg !640
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_max(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !641 {
    #dbg_value(i32 %0, !643, !DIExpression(), !645)
    #dbg_value(i32 %1, !644, !DIExpression(), !645)
  %3 = tail call i32 @llvm.umax.i32(i32 %0, i32 %1), !dbg !646
  ret i32 %3, !dbg !647
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !648 {
    #dbg_value(i32 %0, !652, !DIExpression(), !654)
    #dbg_value(i32 %1, !653, !DIExpression(), !654)
  %3 = icmp eq i32 %0, %1, !dbg !655
  %4 = zext i1 %3 to i32, !dbg !655
  %5 = select i1 %3, i32 0, i32 2, !dbg !656
  %6 = icmp ult i32 %0, %1, !dbg !657
  %7 = select i1 %6, i32 4, i32 0, !dbg !658
  %8 = icmp ugt i32 %0, %1, !dbg !659
  %9 = select i1 %8, i32 0, i32 8, !dbg !660
  %10 = select i1 %8, i32 16, i32 0, !dbg !661
  %11 = select i1 %6, i32 0, i32 32, !dbg !662
  %12 = select i1 %6, i32 64, i32 0, !dbg !663
  %13 = select i1 %6, i32 0, i32 128, !dbg !664
  %14 = icmp eq i32 %0, 0, !dbg !665
  %15 = select i1 %14, i32 256, i32 0, !dbg !666
  %16 = icmp eq i32 %1, 0, !dbg !667
  %17 = select i1 %16, i32 0, i32 512, !dbg !668
  %18 = or disjoint i32 %15, %4, !dbg !669
  %19 = or disjoint i32 %18, %5, !dbg !670
  %20 = or disjoint i32 %19, %7, !dbg !671
  %21 = or disjoint i32 %20, %9, !dbg !672
  %22 = or disjoint i32 %21, %10, !dbg !673
  %23 = or i32 %22, %11, !dbg !674
  %24 = or i32 %23, %12, !dbg !675
  %25 = or i32 %24, %13, !dbg !676
  %26 = or i32 %25, %17, !dbg !677
  ret i32 %26, !dbg !678
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_div(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !679 {
    #dbg_value(i32 %0, !681, !DIExpression(), !683)
    #dbg_value(i32 %1, !682, !DIExpression(), !683)
  %3 = udiv i32 %0, %1, !dbg !684
  ret i32 %3, !dbg !685
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, -1) i32 @op_rem(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !686 {
    #dbg_value(i32 %0, !688, !DIExpression(), !690)
    #dbg_value(i32 %1, !689, !DIExpression(), !690)
  %3 = urem i32 %0, %1, !dbg !691
  ret i32 %3, !dbg !692
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @op_shl(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !693 {
    #dbg_value(i32 %0, !697, !DIExpression(), !699)
    #dbg_value(i32 %1, !698, !DIExpression(), !699)
  %3 = shl i32 %0, %1, !dbg !700
  ret i32 %3, !dbg !701
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @op_lshr(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !702 {
    #dbg_value(i32 %0, !704, !DIExpression(), !706)
    #dbg_value(i32 %1, !705, !DIExpression(), !706)
  %3 = lshr i32 %0, %1, !dbg !707
  ret i32 %3, !dbg !708
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @op_ashr(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !709 {
    #dbg_value(i32 %0, !711, !DIExpression(), !713)
    #dbg_value(i32 %1, !712, !DIExpression(), !713)
  %3 = lshr i32 %0, %1, !dbg !714
  ret i32 %3, !dbg !715
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_neg(i32 noundef %0) unnamed_addr #2 !dbg !716 {
    #dbg_value(i32 %0, !720, !DIExpression(), !721)
  %2 = sub i32 0, %0, !dbg !722
  ret i32 %2, !dbg !723
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @op_not(i32 noundef %0) unnamed_addr #2 !dbg !724 {
    #dbg_value(i32 %0, !726, !DIExpression(), !727)
  %2 = xor i32 %0, -1, !dbg !728
  ret i32 %2, !dbg !729
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 0, 1431655766) i32 @div3(i32 noundef %0) unnamed_addr #2 !dbg !730 {
    #dbg_value(i32 %0, !732, !DIExpression(), !733)
  %2 = udiv i32 %0, 3, !dbg !734
  ret i32 %2, !dbg !735
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 0, 613566757) i32 @div7(i32 noundef %0) unnamed_addr #2 !dbg !736 {
    #dbg_value(i32 %0, !738, !DIExpression(), !739)
  %2 = udiv i32 %0, 7, !dbg !740
  ret i32 %2, !dbg !741
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 0, 429496730) i32 @div10(i32 noundef %0) unnamed_addr #2 !dbg !742 {
    #dbg_value(i32 %0, !744, !DIExpression(), !745)
  %2 = udiv i32 %0, 10, !dbg !746
  ret i32 %2, !dbg !747
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 0, 10) i32 @rem10(i32 noundef %0) unnamed_addr #2 !dbg !748 {
    #dbg_value(i32 %0, !750, !DIExpression(), !751)
  %2 = urem i32 %0, 10, !dbg !752
  ret i32 %2, !dbg !753
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 0, 268435456) i32 @div16(i32 noundef %0) unnamed_addr #2 !dbg !754 {
    #dbg_value(i32 %0, !756, !DIExpression(), !757)
  %2 = lshr i32 %0, 4, !dbg !758
  ret i32 %2, !dbg !759
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 0, 16) i32 @rem16(i32 noundef %0) unnamed_addr #2 !dbg !760 {
    #dbg_value(i32 %0, !762, !DIExpression(), !763)
  %2 = and i32 %0, 15, !dbg !764
  ret i32 %2, !dbg !765
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 0, 858993460) i32 @divm5(i32 noundef %0) unnamed_addr #2 !dbg !766 {
    #dbg_value(i32 %0, !768, !DIExpression(), !769)
  %2 = udiv i32 %0, 5, !dbg !770
  ret i32 %2, !dbg !771
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @divmax(i32 noundef %0) unnamed_addr #2 !dbg !772 {
    #dbg_value(i32 %0, !774, !DIExpression(), !775)
  %2 = icmp eq i32 %0, -1, !dbg !776
  %3 = zext i1 %2 to i32, !dbg !776
  ret i32 %3, !dbg !777
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

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
!2 = !DIFile(filename: "programs/ops_matrix_u32.c", directory: ".", checksumkind: CSK_MD5, checksum: "bdf89b245d3b2c0e215e0c9bae47701c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 47)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "h", scope: !14, file: !2, line: 23, type: !24, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !29, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16, !17, !18, !24, !25, !26, !27, !28}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !2, line: 9, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !20, line: 26, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !22, line: 42, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!23 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!24 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "WU", file: !2, line: 11, baseType: !19)
!26 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!27 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "U", file: !2, line: 10, baseType: !19)
!29 = !{!0, !7, !30, !35, !40, !42, !44, !46, !51, !53, !55, !57, !59, !64, !69, !74, !76, !81, !86, !91, !12, !96}
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 14)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 4)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !37, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !37, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !37, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 3)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !37, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !37, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !37, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !37, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 33)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 26)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 16)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !71, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 46)
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
!114 = !DILocalVariable(name: "total", scope: !110, file: !2, line: 66, type: !24)
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
!258 = !{!24, !18}
!259 = !{!255}
!260 = !DILocation(line: 0, scope: !256, inlinedAt: !261)
!261 = distinct !DILocation(line: 70, column: 5, scope: !123)
!262 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !261)
!263 = !DILocalVariable(name: "v", arg: 1, scope: !264, file: !2, line: 24, type: !24)
!264 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 24, type: !265, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !267)
!265 = !DISubroutineType(types: !266)
!266 = !{null, !24}
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
!435 = !DILocation(line: 84, column: 17, scope: !212)
!436 = !DILocation(line: 85, column: 19, scope: !212)
!437 = !DILocation(line: 85, column: 37, scope: !212)
!438 = !DILocation(line: 0, scope: !256, inlinedAt: !439)
!439 = distinct !DILocation(line: 86, column: 17, scope: !212)
!440 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !439)
!441 = !DILocation(line: 0, scope: !264, inlinedAt: !442)
!442 = distinct !DILocation(line: 86, column: 13, scope: !212)
!443 = !DILocation(line: 24, column: 46, scope: !264, inlinedAt: !442)
!444 = !DILocation(line: 24, column: 48, scope: !264, inlinedAt: !442)
!445 = !DILocation(line: 24, column: 53, scope: !264, inlinedAt: !442)
!446 = !DILocation(line: 0, scope: !256, inlinedAt: !447)
!447 = distinct !DILocation(line: 86, column: 31, scope: !212)
!448 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !447)
!449 = !DILocation(line: 0, scope: !264, inlinedAt: !450)
!450 = distinct !DILocation(line: 86, column: 27, scope: !212)
!451 = !DILocation(line: 24, column: 48, scope: !264, inlinedAt: !450)
!452 = !DILocation(line: 24, column: 53, scope: !264, inlinedAt: !450)
!453 = !DILocation(line: 24, column: 43, scope: !264, inlinedAt: !450)
!454 = !DILocation(line: 87, column: 25, scope: !455)
!455 = distinct !DILexicalBlock(scope: !212, file: !2, line: 87, column: 17)
!456 = !DILocation(line: 87, column: 38, scope: !455)
!457 = !DILocation(line: 87, column: 47, scope: !455)
!458 = !DILocation(line: 87, column: 17, scope: !212)
!459 = !DILocation(line: 87, column: 58, scope: !460)
!460 = distinct !DILexicalBlock(scope: !455, file: !2, line: 87, column: 53)
!461 = !DILocation(line: 87, column: 106, scope: !460)
!462 = !DILocation(line: 87, column: 120, scope: !460)
!463 = !DILocation(line: 87, column: 62, scope: !460)
!464 = !DILocation(line: 87, column: 135, scope: !460)
!465 = !DILocation(line: 82, column: 33, scope: !213)
!466 = !DILocation(line: 82, column: 27, scope: !213)
!467 = distinct !{!467, !420, !468, !250}
!468 = !DILocation(line: 89, column: 9, scope: !209)
!469 = !DILocation(line: 0, scope: !220)
!470 = !DILocation(line: 94, column: 9, scope: !220)
!471 = !DILocation(line: 95, column: 5, scope: !110)
!472 = !DILocation(line: 95, column: 45, scope: !110)
!473 = !DILocation(line: 0, scope: !226)
!474 = !DILocation(line: 98, column: 15, scope: !228)
!475 = !DILocation(line: 0, scope: !228)
!476 = !DILocation(line: 99, column: 66, scope: !228)
!477 = !DILocation(line: 99, column: 95, scope: !228)
!478 = !DILocation(line: 0, scope: !256, inlinedAt: !479)
!479 = distinct !DILocation(line: 99, column: 90, scope: !228)
!480 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !479)
!481 = !DILocation(line: 100, column: 31, scope: !228)
!482 = !DILocation(line: 0, scope: !256, inlinedAt: !483)
!483 = distinct !DILocation(line: 100, column: 26, scope: !228)
!484 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !483)
!485 = !DILocation(line: 100, column: 75, scope: !228)
!486 = !DILocation(line: 100, column: 64, scope: !228)
!487 = !DILocation(line: 99, column: 9, scope: !228)
!488 = !DILocation(line: 103, column: 5, scope: !231)
!489 = !DILocation(line: 93, column: 29, scope: !221)
!490 = !DILocation(line: 93, column: 23, scope: !221)
!491 = distinct !{!491, !425, !492, !250}
!492 = !DILocation(line: 94, column: 134, scope: !218)
!493 = !DILocation(line: 94, column: 48, scope: !223)
!494 = !DILocation(line: 0, scope: !223)
!495 = !DILocation(line: 94, column: 66, scope: !223)
!496 = !DILocation(line: 0, scope: !256, inlinedAt: !497)
!497 = distinct !DILocation(line: 94, column: 61, scope: !223)
!498 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !497)
!499 = !DILocation(line: 0, scope: !264, inlinedAt: !500)
!500 = distinct !DILocation(line: 94, column: 57, scope: !223)
!501 = !DILocation(line: 24, column: 48, scope: !264, inlinedAt: !500)
!502 = !DILocation(line: 24, column: 53, scope: !264, inlinedAt: !500)
!503 = !DILocation(line: 94, column: 91, scope: !223)
!504 = !DILocation(line: 0, scope: !256, inlinedAt: !505)
!505 = distinct !DILocation(line: 94, column: 86, scope: !223)
!506 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !505)
!507 = !DILocation(line: 0, scope: !264, inlinedAt: !508)
!508 = distinct !DILocation(line: 94, column: 82, scope: !223)
!509 = !DILocation(line: 24, column: 48, scope: !264, inlinedAt: !508)
!510 = !DILocation(line: 24, column: 53, scope: !264, inlinedAt: !508)
!511 = !DILocation(line: 94, column: 117, scope: !223)
!512 = !DILocation(line: 0, scope: !256, inlinedAt: !513)
!513 = distinct !DILocation(line: 94, column: 112, scope: !223)
!514 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !513)
!515 = !DILocation(line: 0, scope: !264, inlinedAt: !516)
!516 = distinct !DILocation(line: 94, column: 108, scope: !223)
!517 = !DILocation(line: 24, column: 48, scope: !264, inlinedAt: !516)
!518 = !DILocation(line: 24, column: 53, scope: !264, inlinedAt: !516)
!519 = !DILocation(line: 94, column: 36, scope: !224)
!520 = !DILocation(line: 94, column: 27, scope: !224)
!521 = distinct !{!521, !470, !522, !250}
!522 = !DILocation(line: 94, column: 134, scope: !220)
!523 = !DILocation(line: 90, column: 42, scope: !110)
!524 = !DILocation(line: 95, column: 42, scope: !110)
!525 = !DILocation(line: 111, column: 5, scope: !110)
!526 = !DILocation(line: 112, column: 12, scope: !110)
!527 = !DILocation(line: 113, column: 1, scope: !110)
!528 = !DILocation(line: 0, scope: !231)
!529 = !DILocation(line: 104, column: 15, scope: !233)
!530 = !DILocation(line: 0, scope: !233)
!531 = !DILocation(line: 106, column: 16, scope: !233)
!532 = !DILocation(line: 106, column: 35, scope: !233)
!533 = !DILocation(line: 0, scope: !256, inlinedAt: !534)
!534 = distinct !DILocation(line: 106, column: 30, scope: !233)
!535 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !534)
!536 = !DILocation(line: 106, column: 52, scope: !233)
!537 = !DILocation(line: 0, scope: !256, inlinedAt: !538)
!538 = distinct !DILocation(line: 106, column: 47, scope: !233)
!539 = !DILocation(line: 25, column: 46, scope: !256, inlinedAt: !538)
!540 = !DILocation(line: 0, scope: !256, inlinedAt: !541)
!541 = distinct !DILocation(line: 106, column: 64, scope: !233)
!542 = !DILocation(line: 106, column: 92, scope: !233)
!543 = !DILocation(line: 106, column: 81, scope: !233)
!544 = !DILocation(line: 106, column: 112, scope: !233)
!545 = !DILocation(line: 106, column: 101, scope: !233)
!546 = !DILocation(line: 107, column: 27, scope: !233)
!547 = !DILocation(line: 107, column: 16, scope: !233)
!548 = !DILocation(line: 107, column: 48, scope: !233)
!549 = !DILocation(line: 107, column: 37, scope: !233)
!550 = !DILocation(line: 107, column: 69, scope: !233)
!551 = !DILocation(line: 107, column: 58, scope: !233)
!552 = !DILocation(line: 107, column: 90, scope: !233)
!553 = !DILocation(line: 107, column: 79, scope: !233)
!554 = !DILocation(line: 107, column: 111, scope: !233)
!555 = !DILocation(line: 107, column: 100, scope: !233)
!556 = !DILocation(line: 108, column: 27, scope: !233)
!557 = !DILocation(line: 108, column: 16, scope: !233)
!558 = !DILocation(line: 108, column: 46, scope: !233)
!559 = !DILocation(line: 108, column: 38, scope: !233)
!560 = !DILocation(line: 108, column: 56, scope: !233)
!561 = !DILocation(line: 105, column: 9, scope: !233)
!562 = !DILocation(line: 109, column: 25, scope: !563)
!563 = distinct !DILexicalBlock(scope: !233, file: !2, line: 109, column: 13)
!564 = !DILocation(line: 109, column: 22, scope: !563)
!565 = !DILocation(line: 109, column: 39, scope: !563)
!566 = !DILocation(line: 109, column: 54, scope: !563)
!567 = !DILocation(line: 109, column: 51, scope: !563)
!568 = !DILocation(line: 109, column: 68, scope: !563)
!569 = !DILocation(line: 109, column: 82, scope: !563)
!570 = !DILocation(line: 109, column: 79, scope: !563)
!571 = !DILocation(line: 109, column: 95, scope: !563)
!572 = !DILocation(line: 109, column: 110, scope: !563)
!573 = !DILocation(line: 109, column: 107, scope: !563)
!574 = !DILocation(line: 109, column: 13, scope: !233)
!575 = !DILocation(line: 109, column: 130, scope: !576)
!576 = distinct !DILexicalBlock(scope: !563, file: !2, line: 109, column: 125)
!577 = !DILocation(line: 109, column: 134, scope: !576)
!578 = !DILocation(line: 109, column: 166, scope: !576)
!579 = !DILocation(line: 103, column: 29, scope: !234)
!580 = !DILocation(line: 103, column: 23, scope: !234)
!581 = distinct !{!581, !488, !582, !250}
!582 = !DILocation(line: 110, column: 5, scope: !231)
!583 = !DISubprogram(name: "printf", scope: !584, file: !584, line: 356, type: !585, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!584 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!585 = !DISubroutineType(types: !586)
!586 = !{!16, !587, null}
!587 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !588)
!588 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !589, size: 64)
!589 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!590 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 27, type: !591, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !593)
!591 = !DISubroutineType(types: !592)
!592 = !{!18, !18, !18}
!593 = !{!594, !595}
!594 = !DILocalVariable(name: "a", arg: 1, scope: !590, file: !2, line: 27, type: !18)
!595 = !DILocalVariable(name: "b", arg: 2, scope: !590, file: !2, line: 27, type: !18)
!596 = !DILocation(line: 0, scope: !590)
!597 = !DILocation(line: 27, column: 72, scope: !590)
!598 = !DILocation(line: 27, column: 55, scope: !590)
!599 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 28, type: !591, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !600)
!600 = !{!601, !602}
!601 = !DILocalVariable(name: "a", arg: 1, scope: !599, file: !2, line: 28, type: !18)
!602 = !DILocalVariable(name: "b", arg: 2, scope: !599, file: !2, line: 28, type: !18)
!603 = !DILocation(line: 0, scope: !599)
!604 = !DILocation(line: 28, column: 72, scope: !599)
!605 = !DILocation(line: 28, column: 55, scope: !599)
!606 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 29, type: !591, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !607)
!607 = !{!608, !609}
!608 = !DILocalVariable(name: "a", arg: 1, scope: !606, file: !2, line: 29, type: !18)
!609 = !DILocalVariable(name: "b", arg: 2, scope: !606, file: !2, line: 29, type: !18)
!610 = !DILocation(line: 0, scope: !606)
!611 = !DILocation(line: 29, column: 72, scope: !606)
!612 = !DILocation(line: 29, column: 55, scope: !606)
!613 = distinct !DISubprogram(name: "op_and", scope: !2, file: !2, line: 32, type: !591, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !614)
!614 = !{!615, !616}
!615 = !DILocalVariable(name: "a", arg: 1, scope: !613, file: !2, line: 32, type: !18)
!616 = !DILocalVariable(name: "b", arg: 2, scope: !613, file: !2, line: 32, type: !18)
!617 = !DILocation(line: 0, scope: !613)
!618 = !DILocation(line: 32, column: 64, scope: !613)
!619 = !DILocation(line: 32, column: 55, scope: !613)
!620 = distinct !DISubprogram(name: "op_or", scope: !2, file: !2, line: 33, type: !591, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !621)
!621 = !{!622, !623}
!622 = !DILocalVariable(name: "a", arg: 1, scope: !620, file: !2, line: 33, type: !18)
!623 = !DILocalVariable(name: "b", arg: 2, scope: !620, file: !2, line: 33, type: !18)
!624 = !DILocation(line: 0, scope: !620)
!625 = !DILocation(line: 33, column: 63, scope: !620)
!626 = !DILocation(line: 33, column: 54, scope: !620)
!627 = distinct !DISubprogram(name: "op_xor", scope: !2, file: !2, line: 34, type: !591, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !628)
!628 = !{!629, !630}
!629 = !DILocalVariable(name: "a", arg: 1, scope: !627, file: !2, line: 34, type: !18)
!630 = !DILocalVariable(name: "b", arg: 2, scope: !627, file: !2, line: 34, type: !18)
!631 = !DILocation(line: 0, scope: !627)
!632 = !DILocation(line: 34, column: 64, scope: !627)
!633 = !DILocation(line: 34, column: 55, scope: !627)
!634 = distinct !DISubprogram(name: "op_min", scope: !2, file: !2, line: 41, type: !591, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !635)
!635 = !{!636, !637}
!636 = !DILocalVariable(name: "a", arg: 1, scope: !634, file: !2, line: 41, type: !18)
!637 = !DILocalVariable(name: "b", arg: 2, scope: !634, file: !2, line: 41, type: !18)
!638 = !DILocation(line: 0, scope: !634)
!639 = !DILocation(line: 41, column: 62, scope: !634)
!640 = !DILocation(line: 41, column: 55, scope: !634)
!641 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 42, type: !591, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !642)
!642 = !{!643, !644}
!643 = !DILocalVariable(name: "a", arg: 1, scope: !641, file: !2, line: 42, type: !18)
!644 = !DILocalVariable(name: "b", arg: 2, scope: !641, file: !2, line: 42, type: !18)
!645 = !DILocation(line: 0, scope: !641)
!646 = !DILocation(line: 42, column: 62, scope: !641)
!647 = !DILocation(line: 42, column: 55, scope: !641)
!648 = distinct !DISubprogram(name: "op_cmp", scope: !2, file: !2, line: 43, type: !649, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !651)
!649 = !DISubroutineType(types: !650)
!650 = !{!16, !18, !18}
!651 = !{!652, !653}
!652 = !DILocalVariable(name: "a", arg: 1, scope: !648, file: !2, line: 43, type: !18)
!653 = !DILocalVariable(name: "b", arg: 2, scope: !648, file: !2, line: 43, type: !18)
!654 = !DILocation(line: 0, scope: !648)
!655 = !DILocation(line: 44, column: 15, scope: !648)
!656 = !DILocation(line: 44, column: 32, scope: !648)
!657 = !DILocation(line: 44, column: 42, scope: !648)
!658 = !DILocation(line: 44, column: 47, scope: !648)
!659 = !DILocation(line: 44, column: 57, scope: !648)
!660 = !DILocation(line: 44, column: 63, scope: !648)
!661 = !DILocation(line: 44, column: 78, scope: !648)
!662 = !DILocation(line: 44, column: 94, scope: !648)
!663 = !DILocation(line: 45, column: 26, scope: !648)
!664 = !DILocation(line: 45, column: 48, scope: !648)
!665 = !DILocation(line: 45, column: 56, scope: !648)
!666 = !DILocation(line: 45, column: 60, scope: !648)
!667 = !DILocation(line: 45, column: 69, scope: !648)
!668 = !DILocation(line: 45, column: 73, scope: !648)
!669 = !DILocation(line: 44, column: 21, scope: !648)
!670 = !DILocation(line: 44, column: 37, scope: !648)
!671 = !DILocation(line: 44, column: 52, scope: !648)
!672 = !DILocation(line: 44, column: 68, scope: !648)
!673 = !DILocation(line: 44, column: 83, scope: !648)
!674 = !DILocation(line: 44, column: 99, scope: !648)
!675 = !DILocation(line: 45, column: 31, scope: !648)
!676 = !DILocation(line: 45, column: 53, scope: !648)
!677 = !DILocation(line: 45, column: 65, scope: !648)
!678 = !DILocation(line: 44, column: 5, scope: !648)
!679 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 30, type: !591, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !680)
!680 = !{!681, !682}
!681 = !DILocalVariable(name: "a", arg: 1, scope: !679, file: !2, line: 30, type: !18)
!682 = !DILocalVariable(name: "b", arg: 2, scope: !679, file: !2, line: 30, type: !18)
!683 = !DILocation(line: 0, scope: !679)
!684 = !DILocation(line: 30, column: 68, scope: !679)
!685 = !DILocation(line: 30, column: 55, scope: !679)
!686 = distinct !DISubprogram(name: "op_rem", scope: !2, file: !2, line: 31, type: !591, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !687)
!687 = !{!688, !689}
!688 = !DILocalVariable(name: "a", arg: 1, scope: !686, file: !2, line: 31, type: !18)
!689 = !DILocalVariable(name: "b", arg: 2, scope: !686, file: !2, line: 31, type: !18)
!690 = !DILocation(line: 0, scope: !686)
!691 = !DILocation(line: 31, column: 68, scope: !686)
!692 = !DILocation(line: 31, column: 55, scope: !686)
!693 = distinct !DISubprogram(name: "op_shl", scope: !2, file: !2, line: 35, type: !694, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !696)
!694 = !DISubroutineType(types: !695)
!695 = !{!18, !18, !16}
!696 = !{!697, !698}
!697 = !DILocalVariable(name: "a", arg: 1, scope: !693, file: !2, line: 35, type: !18)
!698 = !DILocalVariable(name: "s", arg: 2, scope: !693, file: !2, line: 35, type: !16)
!699 = !DILocation(line: 0, scope: !693)
!700 = !DILocation(line: 35, column: 77, scope: !693)
!701 = !DILocation(line: 35, column: 57, scope: !693)
!702 = distinct !DISubprogram(name: "op_lshr", scope: !2, file: !2, line: 36, type: !694, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !703)
!703 = !{!704, !705}
!704 = !DILocalVariable(name: "a", arg: 1, scope: !702, file: !2, line: 36, type: !18)
!705 = !DILocalVariable(name: "s", arg: 2, scope: !702, file: !2, line: 36, type: !16)
!706 = !DILocation(line: 0, scope: !702)
!707 = !DILocation(line: 36, column: 74, scope: !702)
!708 = !DILocation(line: 36, column: 58, scope: !702)
!709 = distinct !DISubprogram(name: "op_ashr", scope: !2, file: !2, line: 37, type: !694, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !710)
!710 = !{!711, !712}
!711 = !DILocalVariable(name: "a", arg: 1, scope: !709, file: !2, line: 37, type: !18)
!712 = !DILocalVariable(name: "s", arg: 2, scope: !709, file: !2, line: 37, type: !16)
!713 = !DILocation(line: 0, scope: !709)
!714 = !DILocation(line: 37, column: 71, scope: !709)
!715 = !DILocation(line: 37, column: 58, scope: !709)
!716 = distinct !DISubprogram(name: "op_neg", scope: !2, file: !2, line: 38, type: !717, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !719)
!717 = !DISubroutineType(types: !718)
!718 = !{!18, !18}
!719 = !{!720}
!720 = !DILocalVariable(name: "a", arg: 1, scope: !716, file: !2, line: 38, type: !18)
!721 = !DILocation(line: 0, scope: !716)
!722 = !DILocation(line: 38, column: 67, scope: !716)
!723 = !DILocation(line: 38, column: 50, scope: !716)
!724 = distinct !DISubprogram(name: "op_not", scope: !2, file: !2, line: 39, type: !717, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !725)
!725 = !{!726}
!726 = !DILocalVariable(name: "a", arg: 1, scope: !724, file: !2, line: 39, type: !18)
!727 = !DILocation(line: 0, scope: !724)
!728 = !DILocation(line: 39, column: 60, scope: !724)
!729 = !DILocation(line: 39, column: 50, scope: !724)
!730 = distinct !DISubprogram(name: "div3", scope: !2, file: !2, line: 47, type: !717, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !731)
!731 = !{!732}
!732 = !DILocalVariable(name: "a", arg: 1, scope: !730, file: !2, line: 47, type: !18)
!733 = !DILocation(line: 0, scope: !730)
!734 = !DILocation(line: 47, column: 61, scope: !730)
!735 = !DILocation(line: 47, column: 48, scope: !730)
!736 = distinct !DISubprogram(name: "div7", scope: !2, file: !2, line: 48, type: !717, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !737)
!737 = !{!738}
!738 = !DILocalVariable(name: "a", arg: 1, scope: !736, file: !2, line: 48, type: !18)
!739 = !DILocation(line: 0, scope: !736)
!740 = !DILocation(line: 48, column: 61, scope: !736)
!741 = !DILocation(line: 48, column: 48, scope: !736)
!742 = distinct !DISubprogram(name: "div10", scope: !2, file: !2, line: 49, type: !717, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !743)
!743 = !{!744}
!744 = !DILocalVariable(name: "a", arg: 1, scope: !742, file: !2, line: 49, type: !18)
!745 = !DILocation(line: 0, scope: !742)
!746 = !DILocation(line: 49, column: 62, scope: !742)
!747 = !DILocation(line: 49, column: 49, scope: !742)
!748 = distinct !DISubprogram(name: "rem10", scope: !2, file: !2, line: 50, type: !717, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !749)
!749 = !{!750}
!750 = !DILocalVariable(name: "a", arg: 1, scope: !748, file: !2, line: 50, type: !18)
!751 = !DILocation(line: 0, scope: !748)
!752 = !DILocation(line: 50, column: 62, scope: !748)
!753 = !DILocation(line: 50, column: 49, scope: !748)
!754 = distinct !DISubprogram(name: "div16", scope: !2, file: !2, line: 51, type: !717, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !755)
!755 = !{!756}
!756 = !DILocalVariable(name: "a", arg: 1, scope: !754, file: !2, line: 51, type: !18)
!757 = !DILocation(line: 0, scope: !754)
!758 = !DILocation(line: 51, column: 62, scope: !754)
!759 = !DILocation(line: 51, column: 49, scope: !754)
!760 = distinct !DISubprogram(name: "rem16", scope: !2, file: !2, line: 52, type: !717, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !761)
!761 = !{!762}
!762 = !DILocalVariable(name: "a", arg: 1, scope: !760, file: !2, line: 52, type: !18)
!763 = !DILocation(line: 0, scope: !760)
!764 = !DILocation(line: 52, column: 62, scope: !760)
!765 = !DILocation(line: 52, column: 49, scope: !760)
!766 = distinct !DISubprogram(name: "divm5", scope: !2, file: !2, line: 53, type: !717, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !767)
!767 = !{!768}
!768 = !DILocalVariable(name: "a", arg: 1, scope: !766, file: !2, line: 53, type: !18)
!769 = !DILocation(line: 0, scope: !766)
!770 = !DILocation(line: 53, column: 88, scope: !766)
!771 = !DILocation(line: 53, column: 49, scope: !766)
!772 = distinct !DISubprogram(name: "divmax", scope: !2, file: !2, line: 54, type: !717, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !773)
!773 = !{!774}
!774 = !DILocalVariable(name: "a", arg: 1, scope: !772, file: !2, line: 54, type: !18)
!775 = !DILocation(line: 0, scope: !772)
!776 = !DILocation(line: 54, column: 63, scope: !772)
!777 = !DILocation(line: 54, column: 50, scope: !772)
