; ModuleID = 'programs/ops_matrix_u64.c'
source_filename = "programs/ops_matrix_u64.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [47 x i8] c"type uint64_t: %d bits, %s, min %lld max %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1, !dbg !7
@h = internal unnamed_addr global i64 0, align 8, !dbg !12
@vals = internal global [21 x i64] [i64 0, i64 1, i64 0, i64 -7, i64 -3, i64 -2, i64 -1, i64 0, i64 1, i64 2, i64 3, i64 5, i64 7, i64 10, i64 9223372036854775807, i64 -9223372036854775808, i64 -2, i64 -1, i64 6148914691236517205, i64 -6148914691236517206, i64 81985529216486895], align 16, !dbg !96
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
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 64, ptr noundef nonnull @.str.1, i64 noundef 0, i64 noundef -1), !dbg !236
    #dbg_value(i32 0, !116, !DIExpression(), !237)
    #dbg_value(i32 0, !116, !DIExpression(), !237)
  br label %2, !dbg !238

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %20, %9 ]
    #dbg_value(i64 %3, !116, !DIExpression(), !237)
  %5 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %3
    #dbg_value(i32 0, !119, !DIExpression(), !239)
  br label %12, !dbg !240

6:                                                ; preds = %9
  store i64 %20, ptr @h, align 8, !tbaa !241
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, i64 noundef %20), !dbg !245
  %8 = load i64, ptr @h, align 8, !dbg !245, !tbaa !241
    #dbg_value(i64 %8, !114, !DIExpression(), !235)
    #dbg_value(i32 0, !126, !DIExpression(), !246)
    #dbg_value(i32 0, !126, !DIExpression(), !246)
  br label %23, !dbg !247

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %3, 1, !dbg !248
    #dbg_value(i64 %10, !116, !DIExpression(), !237)
  %11 = icmp eq i64 %10, 21, !dbg !248
  br i1 %11, label %6, label %2, !dbg !238, !llvm.loop !249

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %21, %12 ]
  %14 = phi i64 [ %4, %2 ], [ %20, %12 ]
    #dbg_value(i64 %13, !119, !DIExpression(), !239)
  %15 = load volatile i64, ptr %5, align 8, !dbg !251, !tbaa !252
    #dbg_value(i64 %15, !122, !DIExpression(), !254)
  %16 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %13, !dbg !251
  %17 = load volatile i64, ptr %16, align 8, !dbg !251, !tbaa !252
    #dbg_value(i64 %17, !125, !DIExpression(), !254)
  %18 = tail call fastcc i64 @op_add(i64 noundef %15, i64 noundef %17), !dbg !251
    #dbg_value(i64 %18, !255, !DIExpression(), !260)
  %19 = xor i64 %14, %18, !dbg !262
  %20 = mul i64 %19, 1099511628211, !dbg !263
  %21 = add nuw nsw i64 %13, 1, !dbg !264
    #dbg_value(i64 %21, !119, !DIExpression(), !239)
  %22 = icmp eq i64 %21, 21, !dbg !264
  br i1 %22, label %9, label %12, !dbg !240, !llvm.loop !265

23:                                               ; preds = %6, %30
  %24 = phi i64 [ 0, %6 ], [ %31, %30 ]
  %25 = phi i64 [ 1469598103934665603, %6 ], [ %41, %30 ]
    #dbg_value(i64 %24, !126, !DIExpression(), !246)
  %26 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %24
    #dbg_value(i32 0, !129, !DIExpression(), !266)
  br label %33, !dbg !267

27:                                               ; preds = %30
  store i64 %41, ptr @h, align 8, !tbaa !241
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, i64 noundef %41), !dbg !268
  %29 = load i64, ptr @h, align 8, !dbg !268, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %29), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
    #dbg_value(i32 0, !136, !DIExpression(), !269)
    #dbg_value(i32 0, !136, !DIExpression(), !269)
  br label %44, !dbg !270

30:                                               ; preds = %33
  %31 = add nuw nsw i64 %24, 1, !dbg !271
    #dbg_value(i64 %31, !126, !DIExpression(), !246)
  %32 = icmp eq i64 %31, 21, !dbg !271
  br i1 %32, label %27, label %23, !dbg !247, !llvm.loop !272

33:                                               ; preds = %23, %33
  %34 = phi i64 [ 0, %23 ], [ %42, %33 ]
  %35 = phi i64 [ %25, %23 ], [ %41, %33 ]
    #dbg_value(i64 %34, !129, !DIExpression(), !266)
  %36 = load volatile i64, ptr %26, align 8, !dbg !273, !tbaa !252
    #dbg_value(i64 %36, !132, !DIExpression(), !274)
  %37 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %34, !dbg !273
  %38 = load volatile i64, ptr %37, align 8, !dbg !273, !tbaa !252
    #dbg_value(i64 %38, !135, !DIExpression(), !274)
  %39 = tail call fastcc i64 @op_sub(i64 noundef %36, i64 noundef %38), !dbg !273
    #dbg_value(i64 %39, !255, !DIExpression(), !275)
  %40 = xor i64 %35, %39, !dbg !277
  %41 = mul i64 %40, 1099511628211, !dbg !278
  %42 = add nuw nsw i64 %34, 1, !dbg !279
    #dbg_value(i64 %42, !129, !DIExpression(), !266)
  %43 = icmp eq i64 %42, 21, !dbg !279
  br i1 %43, label %30, label %33, !dbg !267, !llvm.loop !280

44:                                               ; preds = %27, %51
  %45 = phi i64 [ 0, %27 ], [ %52, %51 ]
  %46 = phi i64 [ 1469598103934665603, %27 ], [ %62, %51 ]
    #dbg_value(i64 %45, !136, !DIExpression(), !269)
  %47 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %45
    #dbg_value(i32 0, !139, !DIExpression(), !281)
  br label %54, !dbg !282

48:                                               ; preds = %51
  store i64 %62, ptr @h, align 8, !tbaa !241
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.5, i64 noundef %62), !dbg !283
  %50 = load i64, ptr @h, align 8, !dbg !283, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %50, i64 %29), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
    #dbg_value(i32 0, !146, !DIExpression(), !284)
    #dbg_value(i32 0, !146, !DIExpression(), !284)
  br label %65, !dbg !285

51:                                               ; preds = %54
  %52 = add nuw nsw i64 %45, 1, !dbg !286
    #dbg_value(i64 %52, !136, !DIExpression(), !269)
  %53 = icmp eq i64 %52, 21, !dbg !286
  br i1 %53, label %48, label %44, !dbg !270, !llvm.loop !287

54:                                               ; preds = %44, %54
  %55 = phi i64 [ 0, %44 ], [ %63, %54 ]
  %56 = phi i64 [ %46, %44 ], [ %62, %54 ]
    #dbg_value(i64 %55, !139, !DIExpression(), !281)
  %57 = load volatile i64, ptr %47, align 8, !dbg !288, !tbaa !252
    #dbg_value(i64 %57, !142, !DIExpression(), !289)
  %58 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %55, !dbg !288
  %59 = load volatile i64, ptr %58, align 8, !dbg !288, !tbaa !252
    #dbg_value(i64 %59, !145, !DIExpression(), !289)
  %60 = tail call fastcc i64 @op_mul(i64 noundef %57, i64 noundef %59), !dbg !288
    #dbg_value(i64 %60, !255, !DIExpression(), !290)
  %61 = xor i64 %56, %60, !dbg !292
  %62 = mul i64 %61, 1099511628211, !dbg !293
  %63 = add nuw nsw i64 %55, 1, !dbg !294
    #dbg_value(i64 %63, !139, !DIExpression(), !281)
  %64 = icmp eq i64 %63, 21, !dbg !294
  br i1 %64, label %51, label %54, !dbg !282, !llvm.loop !295

65:                                               ; preds = %48, %72
  %66 = phi i64 [ 0, %48 ], [ %73, %72 ]
  %67 = phi i64 [ 1469598103934665603, %48 ], [ %83, %72 ]
    #dbg_value(i64 %66, !146, !DIExpression(), !284)
  %68 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %66
    #dbg_value(i32 0, !149, !DIExpression(), !296)
  br label %75, !dbg !297

69:                                               ; preds = %72
  store i64 %83, ptr @h, align 8, !tbaa !241
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.6, i64 noundef %83), !dbg !298
  %71 = load i64, ptr @h, align 8, !dbg !298, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %71, i64 %50, i64 %29), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
    #dbg_value(i32 0, !156, !DIExpression(), !299)
    #dbg_value(i32 0, !156, !DIExpression(), !299)
  br label %86, !dbg !300

72:                                               ; preds = %75
  %73 = add nuw nsw i64 %66, 1, !dbg !301
    #dbg_value(i64 %73, !146, !DIExpression(), !284)
  %74 = icmp eq i64 %73, 21, !dbg !301
  br i1 %74, label %69, label %65, !dbg !285, !llvm.loop !302

75:                                               ; preds = %65, %75
  %76 = phi i64 [ 0, %65 ], [ %84, %75 ]
  %77 = phi i64 [ %67, %65 ], [ %83, %75 ]
    #dbg_value(i64 %76, !149, !DIExpression(), !296)
  %78 = load volatile i64, ptr %68, align 8, !dbg !303, !tbaa !252
    #dbg_value(i64 %78, !152, !DIExpression(), !304)
  %79 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %76, !dbg !303
  %80 = load volatile i64, ptr %79, align 8, !dbg !303, !tbaa !252
    #dbg_value(i64 %80, !155, !DIExpression(), !304)
  %81 = tail call fastcc i64 @op_and(i64 noundef %78, i64 noundef %80), !dbg !303
    #dbg_value(i64 %81, !255, !DIExpression(), !305)
  %82 = xor i64 %77, %81, !dbg !307
  %83 = mul i64 %82, 1099511628211, !dbg !308
  %84 = add nuw nsw i64 %76, 1, !dbg !309
    #dbg_value(i64 %84, !149, !DIExpression(), !296)
  %85 = icmp eq i64 %84, 21, !dbg !309
  br i1 %85, label %72, label %75, !dbg !297, !llvm.loop !310

86:                                               ; preds = %69, %93
  %87 = phi i64 [ 0, %69 ], [ %94, %93 ]
  %88 = phi i64 [ 1469598103934665603, %69 ], [ %104, %93 ]
    #dbg_value(i64 %87, !156, !DIExpression(), !299)
  %89 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %87
    #dbg_value(i32 0, !159, !DIExpression(), !311)
  br label %96, !dbg !312

90:                                               ; preds = %93
  store i64 %104, ptr @h, align 8, !tbaa !241
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, i64 noundef %104), !dbg !313
  %92 = load i64, ptr @h, align 8, !dbg !313, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %92, i64 %71, i64 %50, i64 %29), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
    #dbg_value(i32 0, !166, !DIExpression(), !314)
    #dbg_value(i32 0, !166, !DIExpression(), !314)
  br label %107, !dbg !315

93:                                               ; preds = %96
  %94 = add nuw nsw i64 %87, 1, !dbg !316
    #dbg_value(i64 %94, !156, !DIExpression(), !299)
  %95 = icmp eq i64 %94, 21, !dbg !316
  br i1 %95, label %90, label %86, !dbg !300, !llvm.loop !317

96:                                               ; preds = %86, %96
  %97 = phi i64 [ 0, %86 ], [ %105, %96 ]
  %98 = phi i64 [ %88, %86 ], [ %104, %96 ]
    #dbg_value(i64 %97, !159, !DIExpression(), !311)
  %99 = load volatile i64, ptr %89, align 8, !dbg !318, !tbaa !252
    #dbg_value(i64 %99, !162, !DIExpression(), !319)
  %100 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %97, !dbg !318
  %101 = load volatile i64, ptr %100, align 8, !dbg !318, !tbaa !252
    #dbg_value(i64 %101, !165, !DIExpression(), !319)
  %102 = tail call fastcc i64 @op_or(i64 noundef %99, i64 noundef %101), !dbg !318
    #dbg_value(i64 %102, !255, !DIExpression(), !320)
  %103 = xor i64 %98, %102, !dbg !322
  %104 = mul i64 %103, 1099511628211, !dbg !323
  %105 = add nuw nsw i64 %97, 1, !dbg !324
    #dbg_value(i64 %105, !159, !DIExpression(), !311)
  %106 = icmp eq i64 %105, 21, !dbg !324
  br i1 %106, label %93, label %96, !dbg !312, !llvm.loop !325

107:                                              ; preds = %90, %114
  %108 = phi i64 [ 0, %90 ], [ %115, %114 ]
  %109 = phi i64 [ 1469598103934665603, %90 ], [ %125, %114 ]
    #dbg_value(i64 %108, !166, !DIExpression(), !314)
  %110 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %108
    #dbg_value(i32 0, !169, !DIExpression(), !326)
  br label %117, !dbg !327

111:                                              ; preds = %114
  store i64 %125, ptr @h, align 8, !tbaa !241
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8, i64 noundef %125), !dbg !328
  %113 = load i64, ptr @h, align 8, !dbg !328, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %113, i64 %92, i64 %71, i64 %50, i64 %29), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
    #dbg_value(i32 0, !176, !DIExpression(), !329)
    #dbg_value(i32 0, !176, !DIExpression(), !329)
  br label %128, !dbg !330

114:                                              ; preds = %117
  %115 = add nuw nsw i64 %108, 1, !dbg !331
    #dbg_value(i64 %115, !166, !DIExpression(), !314)
  %116 = icmp eq i64 %115, 21, !dbg !331
  br i1 %116, label %111, label %107, !dbg !315, !llvm.loop !332

117:                                              ; preds = %107, %117
  %118 = phi i64 [ 0, %107 ], [ %126, %117 ]
  %119 = phi i64 [ %109, %107 ], [ %125, %117 ]
    #dbg_value(i64 %118, !169, !DIExpression(), !326)
  %120 = load volatile i64, ptr %110, align 8, !dbg !333, !tbaa !252
    #dbg_value(i64 %120, !172, !DIExpression(), !334)
  %121 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %118, !dbg !333
  %122 = load volatile i64, ptr %121, align 8, !dbg !333, !tbaa !252
    #dbg_value(i64 %122, !175, !DIExpression(), !334)
  %123 = tail call fastcc i64 @op_xor(i64 noundef %120, i64 noundef %122), !dbg !333
    #dbg_value(i64 %123, !255, !DIExpression(), !335)
  %124 = xor i64 %119, %123, !dbg !337
  %125 = mul i64 %124, 1099511628211, !dbg !338
  %126 = add nuw nsw i64 %118, 1, !dbg !339
    #dbg_value(i64 %126, !169, !DIExpression(), !326)
  %127 = icmp eq i64 %126, 21, !dbg !339
  br i1 %127, label %114, label %117, !dbg !327, !llvm.loop !340

128:                                              ; preds = %111, %135
  %129 = phi i64 [ 0, %111 ], [ %136, %135 ]
  %130 = phi i64 [ 1469598103934665603, %111 ], [ %146, %135 ]
    #dbg_value(i64 %129, !176, !DIExpression(), !329)
  %131 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %129
    #dbg_value(i32 0, !179, !DIExpression(), !341)
  br label %138, !dbg !342

132:                                              ; preds = %135
  store i64 %146, ptr @h, align 8, !tbaa !241
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9, i64 noundef %146), !dbg !343
  %134 = load i64, ptr @h, align 8, !dbg !343, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %134, i64 %113, i64 %92, i64 %71, i64 %50, i64 %29), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
    #dbg_value(i32 0, !186, !DIExpression(), !344)
    #dbg_value(i32 0, !186, !DIExpression(), !344)
  br label %149, !dbg !345

135:                                              ; preds = %138
  %136 = add nuw nsw i64 %129, 1, !dbg !346
    #dbg_value(i64 %136, !176, !DIExpression(), !329)
  %137 = icmp eq i64 %136, 21, !dbg !346
  br i1 %137, label %132, label %128, !dbg !330, !llvm.loop !347

138:                                              ; preds = %128, %138
  %139 = phi i64 [ 0, %128 ], [ %147, %138 ]
  %140 = phi i64 [ %130, %128 ], [ %146, %138 ]
    #dbg_value(i64 %139, !179, !DIExpression(), !341)
  %141 = load volatile i64, ptr %131, align 8, !dbg !348, !tbaa !252
    #dbg_value(i64 %141, !182, !DIExpression(), !349)
  %142 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %139, !dbg !348
  %143 = load volatile i64, ptr %142, align 8, !dbg !348, !tbaa !252
    #dbg_value(i64 %143, !185, !DIExpression(), !349)
  %144 = tail call fastcc i64 @op_min(i64 noundef %141, i64 noundef %143), !dbg !348
    #dbg_value(i64 %144, !255, !DIExpression(), !350)
  %145 = xor i64 %140, %144, !dbg !352
  %146 = mul i64 %145, 1099511628211, !dbg !353
  %147 = add nuw nsw i64 %139, 1, !dbg !354
    #dbg_value(i64 %147, !179, !DIExpression(), !341)
  %148 = icmp eq i64 %147, 21, !dbg !354
  br i1 %148, label %135, label %138, !dbg !342, !llvm.loop !355

149:                                              ; preds = %132, %156
  %150 = phi i64 [ 0, %132 ], [ %157, %156 ]
  %151 = phi i64 [ 1469598103934665603, %132 ], [ %167, %156 ]
    #dbg_value(i64 %150, !186, !DIExpression(), !344)
  %152 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %150
    #dbg_value(i32 0, !189, !DIExpression(), !356)
  br label %159, !dbg !357

153:                                              ; preds = %156
  store i64 %167, ptr @h, align 8, !tbaa !241
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10, i64 noundef %167), !dbg !358
  %155 = load i64, ptr @h, align 8, !dbg !358, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %155, i64 %134, i64 %113, i64 %92, i64 %71, i64 %50, i64 %29), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
    #dbg_value(i32 0, !196, !DIExpression(), !359)
    #dbg_value(i32 0, !196, !DIExpression(), !359)
  br label %170, !dbg !360

156:                                              ; preds = %159
  %157 = add nuw nsw i64 %150, 1, !dbg !361
    #dbg_value(i64 %157, !186, !DIExpression(), !344)
  %158 = icmp eq i64 %157, 21, !dbg !361
  br i1 %158, label %153, label %149, !dbg !345, !llvm.loop !362

159:                                              ; preds = %149, %159
  %160 = phi i64 [ 0, %149 ], [ %168, %159 ]
  %161 = phi i64 [ %151, %149 ], [ %167, %159 ]
    #dbg_value(i64 %160, !189, !DIExpression(), !356)
  %162 = load volatile i64, ptr %152, align 8, !dbg !363, !tbaa !252
    #dbg_value(i64 %162, !192, !DIExpression(), !364)
  %163 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %160, !dbg !363
  %164 = load volatile i64, ptr %163, align 8, !dbg !363, !tbaa !252
    #dbg_value(i64 %164, !195, !DIExpression(), !364)
  %165 = tail call fastcc i64 @op_max(i64 noundef %162, i64 noundef %164), !dbg !363
    #dbg_value(i64 %165, !255, !DIExpression(), !365)
  %166 = xor i64 %161, %165, !dbg !367
  %167 = mul i64 %166, 1099511628211, !dbg !368
  %168 = add nuw nsw i64 %160, 1, !dbg !369
    #dbg_value(i64 %168, !189, !DIExpression(), !356)
  %169 = icmp eq i64 %168, 21, !dbg !369
  br i1 %169, label %156, label %159, !dbg !357, !llvm.loop !370

170:                                              ; preds = %153, %177
  %171 = phi i64 [ 0, %153 ], [ %178, %177 ]
  %172 = phi i64 [ 1469598103934665603, %153 ], [ %189, %177 ]
    #dbg_value(i64 %171, !196, !DIExpression(), !359)
  %173 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %171
    #dbg_value(i32 0, !199, !DIExpression(), !371)
  br label %180, !dbg !372

174:                                              ; preds = %177
  store i64 %189, ptr @h, align 8, !tbaa !241
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %189), !dbg !373
  %176 = load i64, ptr @h, align 8, !dbg !373, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %176, i64 %155, i64 %134, i64 %113, i64 %92, i64 %71, i64 %50, i64 %29), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
  store i64 1469598103934665603, ptr @h, align 8, !dbg !374, !tbaa !241
    #dbg_value(i32 0, !206, !DIExpression(), !375)
    #dbg_value(i32 0, !115, !DIExpression(), !235)
  br label %192, !dbg !376

177:                                              ; preds = %180
  %178 = add nuw nsw i64 %171, 1, !dbg !377
    #dbg_value(i64 %178, !196, !DIExpression(), !359)
  %179 = icmp eq i64 %178, 21, !dbg !377
  br i1 %179, label %174, label %170, !dbg !360, !llvm.loop !378

180:                                              ; preds = %170, %180
  %181 = phi i64 [ 0, %170 ], [ %190, %180 ]
  %182 = phi i64 [ %172, %170 ], [ %189, %180 ]
    #dbg_value(i64 %181, !199, !DIExpression(), !371)
  %183 = load volatile i64, ptr %173, align 8, !dbg !379, !tbaa !252
    #dbg_value(i64 %183, !202, !DIExpression(), !380)
  %184 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %181, !dbg !379
  %185 = load volatile i64, ptr %184, align 8, !dbg !379, !tbaa !252
    #dbg_value(i64 %185, !205, !DIExpression(), !380)
  %186 = tail call fastcc i32 @op_cmp(i64 noundef %183, i64 noundef %185), !dbg !379
  %187 = zext nneg i32 %186 to i64, !dbg !379
    #dbg_value(i64 %187, !255, !DIExpression(), !381)
  %188 = xor i64 %182, %187, !dbg !383
  %189 = mul i64 %188, 1099511628211, !dbg !384
  %190 = add nuw nsw i64 %181, 1, !dbg !385
    #dbg_value(i64 %190, !199, !DIExpression(), !371)
  %191 = icmp eq i64 %190, 21, !dbg !385
  br i1 %191, label %177, label %180, !dbg !372, !llvm.loop !386

192:                                              ; preds = %174, %200
  %193 = phi i64 [ 0, %174 ], [ %201, %200 ]
  %194 = phi i32 [ 0, %174 ], [ %225, %200 ]
    #dbg_value(i32 %194, !115, !DIExpression(), !235)
    #dbg_value(i64 %193, !206, !DIExpression(), !375)
  %195 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %193
    #dbg_value(i32 %194, !115, !DIExpression(), !235)
    #dbg_value(i32 0, !208, !DIExpression(), !387)
  br label %203, !dbg !388

196:                                              ; preds = %200
  %197 = load i64, ptr @h, align 8, !dbg !389, !tbaa !241
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %197), !dbg !390
  %199 = load i64, ptr @h, align 8, !dbg !391, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %199, i64 %176, i64 %155, i64 %134, i64 %113, i64 %92, i64 %71, i64 %50, i64 %29), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
    #dbg_value(i32 0, !217, !DIExpression(), !392)
    #dbg_value(i32 0, !217, !DIExpression(), !392)
  br label %228, !dbg !393

200:                                              ; preds = %224
  %201 = add nuw nsw i64 %193, 1, !dbg !394
    #dbg_value(i32 %225, !115, !DIExpression(), !235)
    #dbg_value(i64 %201, !206, !DIExpression(), !375)
  %202 = icmp eq i64 %201, 21, !dbg !395
  br i1 %202, label %196, label %192, !dbg !376, !llvm.loop !396

203:                                              ; preds = %192, %224
  %204 = phi i64 [ 0, %192 ], [ %226, %224 ]
  %205 = phi i32 [ %194, %192 ], [ %225, %224 ]
    #dbg_value(i32 %205, !115, !DIExpression(), !235)
    #dbg_value(i64 %204, !208, !DIExpression(), !387)
  %206 = load volatile i64, ptr %195, align 8, !dbg !398, !tbaa !252
    #dbg_value(i64 %206, !211, !DIExpression(), !399)
  %207 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %204, !dbg !400
  %208 = load volatile i64, ptr %207, align 8, !dbg !400, !tbaa !252
    #dbg_value(i64 %208, !214, !DIExpression(), !399)
  %209 = icmp eq i64 %208, 0, !dbg !401
  br i1 %209, label %224, label %210, !dbg !403

210:                                              ; preds = %203
  %211 = tail call fastcc i64 @op_div(i64 noundef %206, i64 noundef %208), !dbg !404
    #dbg_value(i64 %211, !215, !DIExpression(), !399)
  %212 = tail call fastcc i64 @op_rem(i64 noundef %206, i64 noundef %208), !dbg !405
    #dbg_value(i64 %212, !216, !DIExpression(), !399)
    #dbg_value(i64 %211, !255, !DIExpression(), !406)
  %213 = load i64, ptr @h, align 8, !dbg !408, !tbaa !241
  %214 = xor i64 %213, %211, !dbg !409
  %215 = mul i64 %214, 1099511628211, !dbg !410
    #dbg_value(i64 %212, !255, !DIExpression(), !411)
  %216 = xor i64 %215, %212, !dbg !413
  %217 = mul i64 %216, 1099511628211, !dbg !414
  store i64 %217, ptr @h, align 8, !dbg !415, !tbaa !241
  %218 = tail call fastcc i64 @op_mul(i64 noundef %211, i64 noundef %208), !dbg !416
  %219 = add i64 %218, %212, !dbg !418
  %220 = icmp eq i64 %219, %206, !dbg !419
  br i1 %220, label %224, label %221, !dbg !420

221:                                              ; preds = %210
  %222 = add nsw i32 %205, 1, !dbg !421
    #dbg_value(i32 %222, !115, !DIExpression(), !235)
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %206, i64 noundef %208), !dbg !423
  br label %224, !dbg !424

224:                                              ; preds = %210, %221, %203
  %225 = phi i32 [ %205, %203 ], [ %222, %221 ], [ %205, %210 ], !dbg !235
    #dbg_value(i32 %225, !115, !DIExpression(), !235)
  %226 = add nuw nsw i64 %204, 1, !dbg !425
    #dbg_value(i64 %226, !208, !DIExpression(), !387)
  %227 = icmp eq i64 %226, 21, !dbg !426
  br i1 %227, label %200, label %203, !dbg !388, !llvm.loop !427

228:                                              ; preds = %196, %265
  %229 = phi i64 [ 0, %196 ], [ %266, %265 ]
  %230 = phi i64 [ 1469598103934665603, %196 ], [ %280, %265 ]
    #dbg_value(i64 %229, !217, !DIExpression(), !392)
  %231 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %229
    #dbg_value(i32 0, !219, !DIExpression(), !429)
  br label %268, !dbg !430

232:                                              ; preds = %265
  store i64 %280, ptr @h, align 8, !tbaa !241
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %280), !dbg !431
  %234 = load i64, ptr @h, align 8, !dbg !432, !tbaa !241
    #dbg_value(!DIArgList(i64 %8, i64 %234, i64 %199, i64 %176, i64 %155, i64 %134, i64 %113, i64 %92, i64 %71, i64 %50, i64 %29), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !235)
    #dbg_value(i32 0, !225, !DIExpression(), !433)
    #dbg_value(i64 0, !225, !DIExpression(), !433)
  %235 = load volatile i64, ptr @vals, align 16, !dbg !434, !tbaa !252
    #dbg_value(i64 %235, !227, !DIExpression(), !435)
  %236 = tail call fastcc i64 @op_shl(i64 noundef %235, i32 noundef 63), !dbg !436
  %237 = tail call fastcc i64 @op_lshr(i64 noundef %235, i32 noundef 63), !dbg !437
  %238 = tail call fastcc i64 @op_ashr(i64 noundef %235, i32 noundef 63), !dbg !438
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %235, i32 noundef 63, i64 noundef %236, i32 noundef 63, i64 noundef %237, i32 noundef 63, i64 noundef %238), !dbg !439
    #dbg_value(i64 4, !225, !DIExpression(), !433)
  %240 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 16, !dbg !434, !tbaa !252
    #dbg_value(i64 %240, !227, !DIExpression(), !435)
  %241 = tail call fastcc i64 @op_shl(i64 noundef %240, i32 noundef 63), !dbg !436
  %242 = tail call fastcc i64 @op_lshr(i64 noundef %240, i32 noundef 63), !dbg !437
  %243 = tail call fastcc i64 @op_ashr(i64 noundef %240, i32 noundef 63), !dbg !438
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %240, i32 noundef 63, i64 noundef %241, i32 noundef 63, i64 noundef %242, i32 noundef 63, i64 noundef %243), !dbg !439
    #dbg_value(i64 8, !225, !DIExpression(), !433)
  %245 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 64), align 16, !dbg !434, !tbaa !252
    #dbg_value(i64 %245, !227, !DIExpression(), !435)
  %246 = tail call fastcc i64 @op_shl(i64 noundef %245, i32 noundef 63), !dbg !436
  %247 = tail call fastcc i64 @op_lshr(i64 noundef %245, i32 noundef 63), !dbg !437
  %248 = tail call fastcc i64 @op_ashr(i64 noundef %245, i32 noundef 63), !dbg !438
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %245, i32 noundef 63, i64 noundef %246, i32 noundef 63, i64 noundef %247, i32 noundef 63, i64 noundef %248), !dbg !439
    #dbg_value(i64 12, !225, !DIExpression(), !433)
  %250 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 96), align 16, !dbg !434, !tbaa !252
    #dbg_value(i64 %250, !227, !DIExpression(), !435)
  %251 = tail call fastcc i64 @op_shl(i64 noundef %250, i32 noundef 63), !dbg !436
  %252 = tail call fastcc i64 @op_lshr(i64 noundef %250, i32 noundef 63), !dbg !437
  %253 = tail call fastcc i64 @op_ashr(i64 noundef %250, i32 noundef 63), !dbg !438
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %250, i32 noundef 63, i64 noundef %251, i32 noundef 63, i64 noundef %252, i32 noundef 63, i64 noundef %253), !dbg !439
    #dbg_value(i64 16, !225, !DIExpression(), !433)
  %255 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 128), align 16, !dbg !434, !tbaa !252
    #dbg_value(i64 %255, !227, !DIExpression(), !435)
  %256 = tail call fastcc i64 @op_shl(i64 noundef %255, i32 noundef 63), !dbg !436
  %257 = tail call fastcc i64 @op_lshr(i64 noundef %255, i32 noundef 63), !dbg !437
  %258 = tail call fastcc i64 @op_ashr(i64 noundef %255, i32 noundef 63), !dbg !438
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %255, i32 noundef 63, i64 noundef %256, i32 noundef 63, i64 noundef %257, i32 noundef 63, i64 noundef %258), !dbg !439
    #dbg_value(i64 20, !225, !DIExpression(), !433)
  %260 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 160), align 16, !dbg !434, !tbaa !252
    #dbg_value(i64 %260, !227, !DIExpression(), !435)
  %261 = tail call fastcc i64 @op_shl(i64 noundef %260, i32 noundef 63), !dbg !436
  %262 = tail call fastcc i64 @op_lshr(i64 noundef %260, i32 noundef 63), !dbg !437
  %263 = tail call fastcc i64 @op_ashr(i64 noundef %260, i32 noundef 63), !dbg !438
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %260, i32 noundef 63, i64 noundef %261, i32 noundef 63, i64 noundef %262, i32 noundef 63, i64 noundef %263), !dbg !439
    #dbg_value(i64 24, !225, !DIExpression(), !433)
  br label %299, !dbg !440

265:                                              ; preds = %268
  %266 = add nuw nsw i64 %229, 1, !dbg !441
    #dbg_value(i64 %266, !217, !DIExpression(), !392)
  %267 = icmp eq i64 %266, 21, !dbg !442
  br i1 %267, label %232, label %228, !dbg !393, !llvm.loop !443

268:                                              ; preds = %228, %268
  %269 = phi i32 [ 0, %228 ], [ %281, %268 ]
  %270 = phi i64 [ %230, %228 ], [ %280, %268 ]
    #dbg_value(i32 %269, !219, !DIExpression(), !429)
  %271 = load volatile i64, ptr %231, align 8, !dbg !445, !tbaa !252
    #dbg_value(i64 %271, !222, !DIExpression(), !446)
  %272 = tail call fastcc i64 @op_shl(i64 noundef %271, i32 noundef %269), !dbg !447
    #dbg_value(i64 %272, !255, !DIExpression(), !448)
  %273 = xor i64 %270, %272, !dbg !450
  %274 = mul i64 %273, 1099511628211, !dbg !451
  %275 = tail call fastcc i64 @op_lshr(i64 noundef %271, i32 noundef %269), !dbg !452
    #dbg_value(i64 %275, !255, !DIExpression(), !453)
  %276 = xor i64 %274, %275, !dbg !455
  %277 = mul i64 %276, 1099511628211, !dbg !456
  %278 = tail call fastcc i64 @op_ashr(i64 noundef %271, i32 noundef %269), !dbg !457
    #dbg_value(i64 %278, !255, !DIExpression(), !458)
  %279 = xor i64 %277, %278, !dbg !460
  %280 = mul i64 %279, 1099511628211, !dbg !461
  %281 = add nuw nsw i32 %269, 1, !dbg !462
    #dbg_value(i32 %281, !219, !DIExpression(), !429)
  %282 = icmp eq i32 %281, 64, !dbg !463
  br i1 %282, label %265, label %268, !dbg !430, !llvm.loop !464

283:                                              ; preds = %332
  %284 = xor i64 %29, %8, !dbg !268
    #dbg_value(i64 %284, !114, !DIExpression(), !235)
  %285 = xor i64 %284, %50, !dbg !283
    #dbg_value(i64 %285, !114, !DIExpression(), !235)
  %286 = xor i64 %285, %71, !dbg !298
    #dbg_value(i64 %286, !114, !DIExpression(), !235)
  %287 = xor i64 %286, %92, !dbg !313
    #dbg_value(i64 %287, !114, !DIExpression(), !235)
  %288 = xor i64 %287, %113, !dbg !328
    #dbg_value(i64 %288, !114, !DIExpression(), !235)
  %289 = xor i64 %288, %134, !dbg !343
    #dbg_value(i64 %289, !114, !DIExpression(), !235)
  %290 = xor i64 %289, %155, !dbg !358
    #dbg_value(i64 %290, !114, !DIExpression(), !235)
  %291 = xor i64 %290, %176, !dbg !373
    #dbg_value(i64 %291, !114, !DIExpression(), !235)
  %292 = xor i64 %291, %199, !dbg !466
    #dbg_value(i64 %292, !114, !DIExpression(), !235)
  %293 = xor i64 %292, %234, !dbg !467
    #dbg_value(i64 %293, !114, !DIExpression(), !235)
  %294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %293, i32 noundef %333), !dbg !468
  %295 = icmp eq i32 %333, 0, !dbg !469
  %296 = trunc i64 %293 to i32, !dbg !469
  %297 = and i32 %296, 63, !dbg !469
  %298 = select i1 %295, i32 %297, i32 100, !dbg !469
  ret i32 %298, !dbg !470

299:                                              ; preds = %232, %332
  %300 = phi i64 [ 0, %232 ], [ %334, %332 ]
  %301 = phi i32 [ %225, %232 ], [ %333, %332 ]
    #dbg_value(i64 %300, !230, !DIExpression(), !471)
    #dbg_value(i32 %301, !115, !DIExpression(), !235)
  %302 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %300, !dbg !472
  %303 = load volatile i64, ptr %302, align 8, !dbg !472, !tbaa !252
    #dbg_value(i64 %303, !232, !DIExpression(), !473)
  %304 = tail call fastcc i64 @op_neg(i64 noundef %303), !dbg !474
  %305 = tail call fastcc i64 @op_not(i64 noundef %303), !dbg !475
  %306 = tail call fastcc i64 @div3(i64 noundef %303), !dbg !476
  %307 = tail call fastcc i64 @div7(i64 noundef %303), !dbg !477
  %308 = tail call fastcc i64 @div10(i64 noundef %303), !dbg !478
  %309 = tail call fastcc i64 @rem10(i64 noundef %303), !dbg !479
  %310 = tail call fastcc i64 @div16(i64 noundef %303), !dbg !480
  %311 = tail call fastcc i64 @rem16(i64 noundef %303), !dbg !481
  %312 = tail call fastcc i64 @divm5(i64 noundef %303), !dbg !482
  %313 = tail call fastcc i64 @divmax(i64 noundef %303), !dbg !483
  %314 = uitofp i64 %303 to float, !dbg !484
  %315 = fpext float %314 to double, !dbg !485
  %316 = uitofp i64 %303 to double, !dbg !486
  %317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %303, i64 noundef %304, i64 noundef %305, i64 noundef %303, i64 noundef %306, i64 noundef %307, i64 noundef %308, i64 noundef %309, i64 noundef %310, i64 noundef %311, i64 noundef %312, i64 noundef %313, double noundef %315, double noundef %316), !dbg !487
  %318 = tail call fastcc i64 @op_div(i64 noundef %303, i64 noundef 10), !dbg !488
  %319 = icmp eq i64 %308, %318, !dbg !490
  br i1 %319, label %320, label %329, !dbg !491

320:                                              ; preds = %299
  %321 = tail call fastcc i64 @op_rem(i64 noundef %303, i64 noundef 10), !dbg !492
  %322 = icmp eq i64 %309, %321, !dbg !493
  br i1 %322, label %323, label %329, !dbg !494

323:                                              ; preds = %320
  %324 = tail call fastcc i64 @op_div(i64 noundef %303, i64 noundef 7), !dbg !495
  %325 = icmp eq i64 %307, %324, !dbg !496
  br i1 %325, label %326, label %329, !dbg !497

326:                                              ; preds = %323
  %327 = tail call fastcc i64 @op_div(i64 noundef %303, i64 noundef 16), !dbg !498
  %328 = icmp eq i64 %310, %327, !dbg !499
  br i1 %328, label %332, label %329, !dbg !500

329:                                              ; preds = %326, %323, %320, %299
  %330 = add nsw i32 %301, 1, !dbg !501
    #dbg_value(i32 %330, !115, !DIExpression(), !235)
  %331 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !503
  br label %332, !dbg !504

332:                                              ; preds = %329, %326
  %333 = phi i32 [ %330, %329 ], [ %301, %326 ], !dbg !235
    #dbg_value(i32 %333, !115, !DIExpression(), !235)
  %334 = add nuw nsw i64 %300, 1, !dbg !505
    #dbg_value(i64 %334, !230, !DIExpression(), !471)
  %335 = icmp eq i64 %334, 21, !dbg !506
  br i1 %335, label %283, label %299, !dbg !440, !llvm.loop !507
}

; Function Attrs: nofree nounwind
declare !dbg !509 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_add(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !516 {
    #dbg_value(i64 %0, !520, !DIExpression(), !522)
    #dbg_value(i64 %1, !521, !DIExpression(), !522)
  %3 = add i64 %1, %0, !dbg !523
  ret i64 %3, !dbg !524
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_sub(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !525 {
    #dbg_value(i64 %0, !527, !DIExpression(), !529)
    #dbg_value(i64 %1, !528, !DIExpression(), !529)
  %3 = sub i64 %0, %1, !dbg !530
  ret i64 %3, !dbg !531
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_mul(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !532 {
    #dbg_value(i64 %0, !534, !DIExpression(), !536)
    #dbg_value(i64 %1, !535, !DIExpression(), !536)
  %3 = mul i64 %1, %0, !dbg !537
  ret i64 %3, !dbg !538
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_and(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !539 {
    #dbg_value(i64 %0, !541, !DIExpression(), !543)
    #dbg_value(i64 %1, !542, !DIExpression(), !543)
  %3 = and i64 %1, %0, !dbg !544
  ret i64 %3, !dbg !545
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_or(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !546 {
    #dbg_value(i64 %0, !548, !DIExpression(), !550)
    #dbg_value(i64 %1, !549, !DIExpression(), !550)
  %3 = or i64 %1, %0, !dbg !551
  ret i64 %3, !dbg !552
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_xor(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !553 {
    #dbg_value(i64 %0, !555, !DIExpression(), !557)
    #dbg_value(i64 %1, !556, !DIExpression(), !557)
  %3 = xor i64 %1, %0, !dbg !558
  ret i64 %3, !dbg !559
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_min(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !560 {
    #dbg_value(i64 %0, !562, !DIExpression(), !564)
    #dbg_value(i64 %1, !563, !DIExpression(), !564)
  %3 = tail call i64 @llvm.umin.i64(i64 %0, i64 %1), !dbg !565
  ret i64 %3, !dbg !566
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_max(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !567 {
    #dbg_value(i64 %0, !569, !DIExpression(), !571)
    #dbg_value(i64 %1, !570, !DIExpression(), !571)
  %3 = tail call i64 @llvm.umax.i64(i64 %0, i64 %1), !dbg !572
  ret i64 %3, !dbg !573
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !574 {
    #dbg_value(i64 %0, !578, !DIExpression(), !580)
    #dbg_value(i64 %1, !579, !DIExpression(), !580)
  %3 = icmp eq i64 %0, %1, !dbg !581
  %4 = zext i1 %3 to i32, !dbg !581
  %5 = select i1 %3, i32 0, i32 2, !dbg !582
  %6 = icmp ult i64 %0, %1, !dbg !583
  %7 = select i1 %6, i32 4, i32 0, !dbg !584
  %8 = icmp ugt i64 %0, %1, !dbg !585
  %9 = select i1 %8, i32 0, i32 8, !dbg !586
  %10 = select i1 %8, i32 16, i32 0, !dbg !587
  %11 = select i1 %6, i32 0, i32 32, !dbg !588
  %12 = select i1 %6, i32 64, i32 0, !dbg !589
  %13 = select i1 %6, i32 0, i32 128, !dbg !590
  %14 = icmp eq i64 %0, 0, !dbg !591
  %15 = select i1 %14, i32 256, i32 0, !dbg !592
  %16 = icmp eq i64 %1, 0, !dbg !593
  %17 = select i1 %16, i32 0, i32 512, !dbg !594
  %18 = or disjoint i32 %15, %4, !dbg !595
  %19 = or disjoint i32 %18, %5, !dbg !596
  %20 = or disjoint i32 %19, %7, !dbg !597
  %21 = or disjoint i32 %20, %9, !dbg !598
  %22 = or disjoint i32 %21, %10, !dbg !599
  %23 = or i32 %22, %11, !dbg !600
  %24 = or i32 %23, %12, !dbg !601
  %25 = or i32 %24, %13, !dbg !602
  %26 = or i32 %25, %17, !dbg !603
  ret i32 %26, !dbg !604
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_div(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !605 {
    #dbg_value(i64 %0, !607, !DIExpression(), !609)
    #dbg_value(i64 %1, !608, !DIExpression(), !609)
  %3 = udiv i64 %0, %1, !dbg !610
  ret i64 %3, !dbg !611
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, -1) i64 @op_rem(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !612 {
    #dbg_value(i64 %0, !614, !DIExpression(), !616)
    #dbg_value(i64 %1, !615, !DIExpression(), !616)
  %3 = urem i64 %0, %1, !dbg !617
  ret i64 %3, !dbg !618
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @op_shl(i64 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !619 {
    #dbg_value(i64 %0, !623, !DIExpression(), !625)
    #dbg_value(i32 %1, !624, !DIExpression(), !625)
  %3 = zext nneg i32 %1 to i64, !dbg !626
  %4 = shl i64 %0, %3, !dbg !626
  ret i64 %4, !dbg !627
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @op_lshr(i64 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !628 {
    #dbg_value(i64 %0, !630, !DIExpression(), !632)
    #dbg_value(i32 %1, !631, !DIExpression(), !632)
  %3 = zext nneg i32 %1 to i64, !dbg !633
  %4 = lshr i64 %0, %3, !dbg !633
  ret i64 %4, !dbg !634
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @op_ashr(i64 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !635 {
    #dbg_value(i64 %0, !637, !DIExpression(), !639)
    #dbg_value(i32 %1, !638, !DIExpression(), !639)
  %3 = zext nneg i32 %1 to i64, !dbg !640
  %4 = lshr i64 %0, %3, !dbg !640
  ret i64 %4, !dbg !641
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_neg(i64 noundef %0) unnamed_addr #2 !dbg !642 {
    #dbg_value(i64 %0, !646, !DIExpression(), !647)
  %2 = sub i64 0, %0, !dbg !648
  ret i64 %2, !dbg !649
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_not(i64 noundef %0) unnamed_addr #2 !dbg !650 {
    #dbg_value(i64 %0, !652, !DIExpression(), !653)
  %2 = xor i64 %0, -1, !dbg !654
  ret i64 %2, !dbg !655
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 6148914691236517206) i64 @div3(i64 noundef %0) unnamed_addr #2 !dbg !656 {
    #dbg_value(i64 %0, !658, !DIExpression(), !659)
  %2 = udiv i64 %0, 3, !dbg !660
  ret i64 %2, !dbg !661
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 2635249153387078803) i64 @div7(i64 noundef %0) unnamed_addr #2 !dbg !662 {
    #dbg_value(i64 %0, !664, !DIExpression(), !665)
  %2 = udiv i64 %0, 7, !dbg !666
  ret i64 %2, !dbg !667
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 1844674407370955162) i64 @div10(i64 noundef %0) unnamed_addr #2 !dbg !668 {
    #dbg_value(i64 %0, !670, !DIExpression(), !671)
  %2 = udiv i64 %0, 10, !dbg !672
  ret i64 %2, !dbg !673
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 10) i64 @rem10(i64 noundef %0) unnamed_addr #2 !dbg !674 {
    #dbg_value(i64 %0, !676, !DIExpression(), !677)
  %2 = urem i64 %0, 10, !dbg !678
  ret i64 %2, !dbg !679
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 1152921504606846976) i64 @div16(i64 noundef %0) unnamed_addr #2 !dbg !680 {
    #dbg_value(i64 %0, !682, !DIExpression(), !683)
  %2 = lshr i64 %0, 4, !dbg !684
  ret i64 %2, !dbg !685
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 16) i64 @rem16(i64 noundef %0) unnamed_addr #2 !dbg !686 {
    #dbg_value(i64 %0, !688, !DIExpression(), !689)
  %2 = and i64 %0, 15, !dbg !690
  ret i64 %2, !dbg !691
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 3689348814741910324) i64 @divm5(i64 noundef %0) unnamed_addr #2 !dbg !692 {
    #dbg_value(i64 %0, !694, !DIExpression(), !695)
  %2 = udiv i64 %0, 5, !dbg !696
  ret i64 %2, !dbg !697
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 2) i64 @divmax(i64 noundef %0) unnamed_addr #2 !dbg !698 {
    #dbg_value(i64 %0, !700, !DIExpression(), !701)
  %2 = icmp eq i64 %0, -1, !dbg !702
  %3 = zext i1 %2 to i64, !dbg !702
  ret i64 %3, !dbg !703
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #4

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
!2 = !DIFile(filename: "programs/ops_matrix_u64.c", directory: ".", checksumkind: CSK_MD5, checksum: "3591d11dbfcb2fbd5c773f54ebb00c3f")
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
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !20, line: 27, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !22, line: 45, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!23 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
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
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 1344, elements: !100)
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
!253 = !{!"long", !243, i64 0}
!254 = !DILocation(line: 0, scope: !123)
!255 = !DILocalVariable(name: "v", arg: 1, scope: !256, file: !2, line: 24, type: !24)
!256 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 24, type: !257, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !259)
!257 = !DISubroutineType(types: !258)
!258 = !{null, !24}
!259 = !{!255}
!260 = !DILocation(line: 0, scope: !256, inlinedAt: !261)
!261 = distinct !DILocation(line: 70, column: 5, scope: !123)
!262 = !DILocation(line: 24, column: 48, scope: !256, inlinedAt: !261)
!263 = !DILocation(line: 24, column: 53, scope: !256, inlinedAt: !261)
!264 = !DILocation(line: 70, column: 5, scope: !124)
!265 = distinct !{!265, !240, !240, !250}
!266 = !DILocation(line: 0, scope: !130)
!267 = !DILocation(line: 71, column: 5, scope: !130)
!268 = !DILocation(line: 71, column: 5, scope: !128)
!269 = !DILocation(line: 0, scope: !137)
!270 = !DILocation(line: 72, column: 5, scope: !137)
!271 = !DILocation(line: 71, column: 5, scope: !131)
!272 = distinct !{!272, !247, !247, !250}
!273 = !DILocation(line: 71, column: 5, scope: !133)
!274 = !DILocation(line: 0, scope: !133)
!275 = !DILocation(line: 0, scope: !256, inlinedAt: !276)
!276 = distinct !DILocation(line: 71, column: 5, scope: !133)
!277 = !DILocation(line: 24, column: 48, scope: !256, inlinedAt: !276)
!278 = !DILocation(line: 24, column: 53, scope: !256, inlinedAt: !276)
!279 = !DILocation(line: 71, column: 5, scope: !134)
!280 = distinct !{!280, !267, !267, !250}
!281 = !DILocation(line: 0, scope: !140)
!282 = !DILocation(line: 72, column: 5, scope: !140)
!283 = !DILocation(line: 72, column: 5, scope: !138)
!284 = !DILocation(line: 0, scope: !147)
!285 = !DILocation(line: 73, column: 5, scope: !147)
!286 = !DILocation(line: 72, column: 5, scope: !141)
!287 = distinct !{!287, !270, !270, !250}
!288 = !DILocation(line: 72, column: 5, scope: !143)
!289 = !DILocation(line: 0, scope: !143)
!290 = !DILocation(line: 0, scope: !256, inlinedAt: !291)
!291 = distinct !DILocation(line: 72, column: 5, scope: !143)
!292 = !DILocation(line: 24, column: 48, scope: !256, inlinedAt: !291)
!293 = !DILocation(line: 24, column: 53, scope: !256, inlinedAt: !291)
!294 = !DILocation(line: 72, column: 5, scope: !144)
!295 = distinct !{!295, !282, !282, !250}
!296 = !DILocation(line: 0, scope: !150)
!297 = !DILocation(line: 73, column: 5, scope: !150)
!298 = !DILocation(line: 73, column: 5, scope: !148)
!299 = !DILocation(line: 0, scope: !157)
!300 = !DILocation(line: 74, column: 5, scope: !157)
!301 = !DILocation(line: 73, column: 5, scope: !151)
!302 = distinct !{!302, !285, !285, !250}
!303 = !DILocation(line: 73, column: 5, scope: !153)
!304 = !DILocation(line: 0, scope: !153)
!305 = !DILocation(line: 0, scope: !256, inlinedAt: !306)
!306 = distinct !DILocation(line: 73, column: 5, scope: !153)
!307 = !DILocation(line: 24, column: 48, scope: !256, inlinedAt: !306)
!308 = !DILocation(line: 24, column: 53, scope: !256, inlinedAt: !306)
!309 = !DILocation(line: 73, column: 5, scope: !154)
!310 = distinct !{!310, !297, !297, !250}
!311 = !DILocation(line: 0, scope: !160)
!312 = !DILocation(line: 74, column: 5, scope: !160)
!313 = !DILocation(line: 74, column: 5, scope: !158)
!314 = !DILocation(line: 0, scope: !167)
!315 = !DILocation(line: 75, column: 5, scope: !167)
!316 = !DILocation(line: 74, column: 5, scope: !161)
!317 = distinct !{!317, !300, !300, !250}
!318 = !DILocation(line: 74, column: 5, scope: !163)
!319 = !DILocation(line: 0, scope: !163)
!320 = !DILocation(line: 0, scope: !256, inlinedAt: !321)
!321 = distinct !DILocation(line: 74, column: 5, scope: !163)
!322 = !DILocation(line: 24, column: 48, scope: !256, inlinedAt: !321)
!323 = !DILocation(line: 24, column: 53, scope: !256, inlinedAt: !321)
!324 = !DILocation(line: 74, column: 5, scope: !164)
!325 = distinct !{!325, !312, !312, !250}
!326 = !DILocation(line: 0, scope: !170)
!327 = !DILocation(line: 75, column: 5, scope: !170)
!328 = !DILocation(line: 75, column: 5, scope: !168)
!329 = !DILocation(line: 0, scope: !177)
!330 = !DILocation(line: 76, column: 5, scope: !177)
!331 = !DILocation(line: 75, column: 5, scope: !171)
!332 = distinct !{!332, !315, !315, !250}
!333 = !DILocation(line: 75, column: 5, scope: !173)
!334 = !DILocation(line: 0, scope: !173)
!335 = !DILocation(line: 0, scope: !256, inlinedAt: !336)
!336 = distinct !DILocation(line: 75, column: 5, scope: !173)
!337 = !DILocation(line: 24, column: 48, scope: !256, inlinedAt: !336)
!338 = !DILocation(line: 24, column: 53, scope: !256, inlinedAt: !336)
!339 = !DILocation(line: 75, column: 5, scope: !174)
!340 = distinct !{!340, !327, !327, !250}
!341 = !DILocation(line: 0, scope: !180)
!342 = !DILocation(line: 76, column: 5, scope: !180)
!343 = !DILocation(line: 76, column: 5, scope: !178)
!344 = !DILocation(line: 0, scope: !187)
!345 = !DILocation(line: 77, column: 5, scope: !187)
!346 = !DILocation(line: 76, column: 5, scope: !181)
!347 = distinct !{!347, !330, !330, !250}
!348 = !DILocation(line: 76, column: 5, scope: !183)
!349 = !DILocation(line: 0, scope: !183)
!350 = !DILocation(line: 0, scope: !256, inlinedAt: !351)
!351 = distinct !DILocation(line: 76, column: 5, scope: !183)
!352 = !DILocation(line: 24, column: 48, scope: !256, inlinedAt: !351)
!353 = !DILocation(line: 24, column: 53, scope: !256, inlinedAt: !351)
!354 = !DILocation(line: 76, column: 5, scope: !184)
!355 = distinct !{!355, !342, !342, !250}
!356 = !DILocation(line: 0, scope: !190)
!357 = !DILocation(line: 77, column: 5, scope: !190)
!358 = !DILocation(line: 77, column: 5, scope: !188)
!359 = !DILocation(line: 0, scope: !197)
!360 = !DILocation(line: 78, column: 5, scope: !197)
!361 = !DILocation(line: 77, column: 5, scope: !191)
!362 = distinct !{!362, !345, !345, !250}
!363 = !DILocation(line: 77, column: 5, scope: !193)
!364 = !DILocation(line: 0, scope: !193)
!365 = !DILocation(line: 0, scope: !256, inlinedAt: !366)
!366 = distinct !DILocation(line: 77, column: 5, scope: !193)
!367 = !DILocation(line: 24, column: 48, scope: !256, inlinedAt: !366)
!368 = !DILocation(line: 24, column: 53, scope: !256, inlinedAt: !366)
!369 = !DILocation(line: 77, column: 5, scope: !194)
!370 = distinct !{!370, !357, !357, !250}
!371 = !DILocation(line: 0, scope: !200)
!372 = !DILocation(line: 78, column: 5, scope: !200)
!373 = !DILocation(line: 78, column: 5, scope: !198)
!374 = !DILocation(line: 80, column: 7, scope: !110)
!375 = !DILocation(line: 0, scope: !207)
!376 = !DILocation(line: 81, column: 5, scope: !207)
!377 = !DILocation(line: 78, column: 5, scope: !201)
!378 = distinct !{!378, !360, !360, !250}
!379 = !DILocation(line: 78, column: 5, scope: !203)
!380 = !DILocation(line: 0, scope: !203)
!381 = !DILocation(line: 0, scope: !256, inlinedAt: !382)
!382 = distinct !DILocation(line: 78, column: 5, scope: !203)
!383 = !DILocation(line: 24, column: 48, scope: !256, inlinedAt: !382)
!384 = !DILocation(line: 24, column: 53, scope: !256, inlinedAt: !382)
!385 = !DILocation(line: 78, column: 5, scope: !204)
!386 = distinct !{!386, !372, !372, !250}
!387 = !DILocation(line: 0, scope: !209)
!388 = !DILocation(line: 82, column: 9, scope: !209)
!389 = !DILocation(line: 90, column: 32, scope: !110)
!390 = !DILocation(line: 90, column: 5, scope: !110)
!391 = !DILocation(line: 90, column: 45, scope: !110)
!392 = !DILocation(line: 0, scope: !218)
!393 = !DILocation(line: 93, column: 5, scope: !218)
!394 = !DILocation(line: 81, column: 29, scope: !210)
!395 = !DILocation(line: 81, column: 23, scope: !210)
!396 = distinct !{!396, !376, !397, !250}
!397 = !DILocation(line: 89, column: 9, scope: !207)
!398 = !DILocation(line: 83, column: 19, scope: !212)
!399 = !DILocation(line: 0, scope: !212)
!400 = !DILocation(line: 83, column: 32, scope: !212)
!401 = !DILocation(line: 84, column: 19, scope: !402)
!402 = distinct !DILexicalBlock(scope: !212, file: !2, line: 84, column: 17)
!403 = !DILocation(line: 84, column: 17, scope: !212)
!404 = !DILocation(line: 85, column: 19, scope: !212)
!405 = !DILocation(line: 85, column: 37, scope: !212)
!406 = !DILocation(line: 0, scope: !256, inlinedAt: !407)
!407 = distinct !DILocation(line: 86, column: 13, scope: !212)
!408 = !DILocation(line: 24, column: 46, scope: !256, inlinedAt: !407)
!409 = !DILocation(line: 24, column: 48, scope: !256, inlinedAt: !407)
!410 = !DILocation(line: 24, column: 53, scope: !256, inlinedAt: !407)
!411 = !DILocation(line: 0, scope: !256, inlinedAt: !412)
!412 = distinct !DILocation(line: 86, column: 27, scope: !212)
!413 = !DILocation(line: 24, column: 48, scope: !256, inlinedAt: !412)
!414 = !DILocation(line: 24, column: 53, scope: !256, inlinedAt: !412)
!415 = !DILocation(line: 24, column: 43, scope: !256, inlinedAt: !412)
!416 = !DILocation(line: 87, column: 25, scope: !417)
!417 = distinct !DILexicalBlock(scope: !212, file: !2, line: 87, column: 17)
!418 = !DILocation(line: 87, column: 38, scope: !417)
!419 = !DILocation(line: 87, column: 47, scope: !417)
!420 = !DILocation(line: 87, column: 17, scope: !212)
!421 = !DILocation(line: 87, column: 58, scope: !422)
!422 = distinct !DILexicalBlock(scope: !417, file: !2, line: 87, column: 53)
!423 = !DILocation(line: 87, column: 62, scope: !422)
!424 = !DILocation(line: 87, column: 135, scope: !422)
!425 = !DILocation(line: 82, column: 33, scope: !213)
!426 = !DILocation(line: 82, column: 27, scope: !213)
!427 = distinct !{!427, !388, !428, !250}
!428 = !DILocation(line: 89, column: 9, scope: !209)
!429 = !DILocation(line: 0, scope: !220)
!430 = !DILocation(line: 94, column: 9, scope: !220)
!431 = !DILocation(line: 95, column: 5, scope: !110)
!432 = !DILocation(line: 95, column: 45, scope: !110)
!433 = !DILocation(line: 0, scope: !226)
!434 = !DILocation(line: 98, column: 15, scope: !228)
!435 = !DILocation(line: 0, scope: !228)
!436 = !DILocation(line: 99, column: 95, scope: !228)
!437 = !DILocation(line: 100, column: 31, scope: !228)
!438 = !DILocation(line: 100, column: 75, scope: !228)
!439 = !DILocation(line: 99, column: 9, scope: !228)
!440 = !DILocation(line: 103, column: 5, scope: !231)
!441 = !DILocation(line: 93, column: 29, scope: !221)
!442 = !DILocation(line: 93, column: 23, scope: !221)
!443 = distinct !{!443, !393, !444, !250}
!444 = !DILocation(line: 94, column: 134, scope: !218)
!445 = !DILocation(line: 94, column: 48, scope: !223)
!446 = !DILocation(line: 0, scope: !223)
!447 = !DILocation(line: 94, column: 66, scope: !223)
!448 = !DILocation(line: 0, scope: !256, inlinedAt: !449)
!449 = distinct !DILocation(line: 94, column: 57, scope: !223)
!450 = !DILocation(line: 24, column: 48, scope: !256, inlinedAt: !449)
!451 = !DILocation(line: 24, column: 53, scope: !256, inlinedAt: !449)
!452 = !DILocation(line: 94, column: 91, scope: !223)
!453 = !DILocation(line: 0, scope: !256, inlinedAt: !454)
!454 = distinct !DILocation(line: 94, column: 82, scope: !223)
!455 = !DILocation(line: 24, column: 48, scope: !256, inlinedAt: !454)
!456 = !DILocation(line: 24, column: 53, scope: !256, inlinedAt: !454)
!457 = !DILocation(line: 94, column: 117, scope: !223)
!458 = !DILocation(line: 0, scope: !256, inlinedAt: !459)
!459 = distinct !DILocation(line: 94, column: 108, scope: !223)
!460 = !DILocation(line: 24, column: 48, scope: !256, inlinedAt: !459)
!461 = !DILocation(line: 24, column: 53, scope: !256, inlinedAt: !459)
!462 = !DILocation(line: 94, column: 36, scope: !224)
!463 = !DILocation(line: 94, column: 27, scope: !224)
!464 = distinct !{!464, !430, !465, !250}
!465 = !DILocation(line: 94, column: 134, scope: !220)
!466 = !DILocation(line: 90, column: 42, scope: !110)
!467 = !DILocation(line: 95, column: 42, scope: !110)
!468 = !DILocation(line: 111, column: 5, scope: !110)
!469 = !DILocation(line: 112, column: 12, scope: !110)
!470 = !DILocation(line: 113, column: 1, scope: !110)
!471 = !DILocation(line: 0, scope: !231)
!472 = !DILocation(line: 104, column: 15, scope: !233)
!473 = !DILocation(line: 0, scope: !233)
!474 = !DILocation(line: 106, column: 35, scope: !233)
!475 = !DILocation(line: 106, column: 52, scope: !233)
!476 = !DILocation(line: 106, column: 92, scope: !233)
!477 = !DILocation(line: 106, column: 112, scope: !233)
!478 = !DILocation(line: 107, column: 27, scope: !233)
!479 = !DILocation(line: 107, column: 48, scope: !233)
!480 = !DILocation(line: 107, column: 69, scope: !233)
!481 = !DILocation(line: 107, column: 90, scope: !233)
!482 = !DILocation(line: 107, column: 111, scope: !233)
!483 = !DILocation(line: 108, column: 27, scope: !233)
!484 = !DILocation(line: 108, column: 46, scope: !233)
!485 = !DILocation(line: 108, column: 38, scope: !233)
!486 = !DILocation(line: 108, column: 56, scope: !233)
!487 = !DILocation(line: 105, column: 9, scope: !233)
!488 = !DILocation(line: 109, column: 25, scope: !489)
!489 = distinct !DILexicalBlock(scope: !233, file: !2, line: 109, column: 13)
!490 = !DILocation(line: 109, column: 22, scope: !489)
!491 = !DILocation(line: 109, column: 39, scope: !489)
!492 = !DILocation(line: 109, column: 54, scope: !489)
!493 = !DILocation(line: 109, column: 51, scope: !489)
!494 = !DILocation(line: 109, column: 68, scope: !489)
!495 = !DILocation(line: 109, column: 82, scope: !489)
!496 = !DILocation(line: 109, column: 79, scope: !489)
!497 = !DILocation(line: 109, column: 95, scope: !489)
!498 = !DILocation(line: 109, column: 110, scope: !489)
!499 = !DILocation(line: 109, column: 107, scope: !489)
!500 = !DILocation(line: 109, column: 13, scope: !233)
!501 = !DILocation(line: 109, column: 130, scope: !502)
!502 = distinct !DILexicalBlock(scope: !489, file: !2, line: 109, column: 125)
!503 = !DILocation(line: 109, column: 134, scope: !502)
!504 = !DILocation(line: 109, column: 166, scope: !502)
!505 = !DILocation(line: 103, column: 29, scope: !234)
!506 = !DILocation(line: 103, column: 23, scope: !234)
!507 = distinct !{!507, !440, !508, !250}
!508 = !DILocation(line: 110, column: 5, scope: !231)
!509 = !DISubprogram(name: "printf", scope: !510, file: !510, line: 356, type: !511, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!510 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!511 = !DISubroutineType(types: !512)
!512 = !{!16, !513, null}
!513 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !514)
!514 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !515, size: 64)
!515 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!516 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 27, type: !517, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !519)
!517 = !DISubroutineType(types: !518)
!518 = !{!18, !18, !18}
!519 = !{!520, !521}
!520 = !DILocalVariable(name: "a", arg: 1, scope: !516, file: !2, line: 27, type: !18)
!521 = !DILocalVariable(name: "b", arg: 2, scope: !516, file: !2, line: 27, type: !18)
!522 = !DILocation(line: 0, scope: !516)
!523 = !DILocation(line: 27, column: 72, scope: !516)
!524 = !DILocation(line: 27, column: 55, scope: !516)
!525 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 28, type: !517, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !526)
!526 = !{!527, !528}
!527 = !DILocalVariable(name: "a", arg: 1, scope: !525, file: !2, line: 28, type: !18)
!528 = !DILocalVariable(name: "b", arg: 2, scope: !525, file: !2, line: 28, type: !18)
!529 = !DILocation(line: 0, scope: !525)
!530 = !DILocation(line: 28, column: 72, scope: !525)
!531 = !DILocation(line: 28, column: 55, scope: !525)
!532 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 29, type: !517, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !533)
!533 = !{!534, !535}
!534 = !DILocalVariable(name: "a", arg: 1, scope: !532, file: !2, line: 29, type: !18)
!535 = !DILocalVariable(name: "b", arg: 2, scope: !532, file: !2, line: 29, type: !18)
!536 = !DILocation(line: 0, scope: !532)
!537 = !DILocation(line: 29, column: 72, scope: !532)
!538 = !DILocation(line: 29, column: 55, scope: !532)
!539 = distinct !DISubprogram(name: "op_and", scope: !2, file: !2, line: 32, type: !517, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !540)
!540 = !{!541, !542}
!541 = !DILocalVariable(name: "a", arg: 1, scope: !539, file: !2, line: 32, type: !18)
!542 = !DILocalVariable(name: "b", arg: 2, scope: !539, file: !2, line: 32, type: !18)
!543 = !DILocation(line: 0, scope: !539)
!544 = !DILocation(line: 32, column: 64, scope: !539)
!545 = !DILocation(line: 32, column: 55, scope: !539)
!546 = distinct !DISubprogram(name: "op_or", scope: !2, file: !2, line: 33, type: !517, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !547)
!547 = !{!548, !549}
!548 = !DILocalVariable(name: "a", arg: 1, scope: !546, file: !2, line: 33, type: !18)
!549 = !DILocalVariable(name: "b", arg: 2, scope: !546, file: !2, line: 33, type: !18)
!550 = !DILocation(line: 0, scope: !546)
!551 = !DILocation(line: 33, column: 63, scope: !546)
!552 = !DILocation(line: 33, column: 54, scope: !546)
!553 = distinct !DISubprogram(name: "op_xor", scope: !2, file: !2, line: 34, type: !517, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !554)
!554 = !{!555, !556}
!555 = !DILocalVariable(name: "a", arg: 1, scope: !553, file: !2, line: 34, type: !18)
!556 = !DILocalVariable(name: "b", arg: 2, scope: !553, file: !2, line: 34, type: !18)
!557 = !DILocation(line: 0, scope: !553)
!558 = !DILocation(line: 34, column: 64, scope: !553)
!559 = !DILocation(line: 34, column: 55, scope: !553)
!560 = distinct !DISubprogram(name: "op_min", scope: !2, file: !2, line: 41, type: !517, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !561)
!561 = !{!562, !563}
!562 = !DILocalVariable(name: "a", arg: 1, scope: !560, file: !2, line: 41, type: !18)
!563 = !DILocalVariable(name: "b", arg: 2, scope: !560, file: !2, line: 41, type: !18)
!564 = !DILocation(line: 0, scope: !560)
!565 = !DILocation(line: 41, column: 62, scope: !560)
!566 = !DILocation(line: 41, column: 55, scope: !560)
!567 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 42, type: !517, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !568)
!568 = !{!569, !570}
!569 = !DILocalVariable(name: "a", arg: 1, scope: !567, file: !2, line: 42, type: !18)
!570 = !DILocalVariable(name: "b", arg: 2, scope: !567, file: !2, line: 42, type: !18)
!571 = !DILocation(line: 0, scope: !567)
!572 = !DILocation(line: 42, column: 62, scope: !567)
!573 = !DILocation(line: 42, column: 55, scope: !567)
!574 = distinct !DISubprogram(name: "op_cmp", scope: !2, file: !2, line: 43, type: !575, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !577)
!575 = !DISubroutineType(types: !576)
!576 = !{!16, !18, !18}
!577 = !{!578, !579}
!578 = !DILocalVariable(name: "a", arg: 1, scope: !574, file: !2, line: 43, type: !18)
!579 = !DILocalVariable(name: "b", arg: 2, scope: !574, file: !2, line: 43, type: !18)
!580 = !DILocation(line: 0, scope: !574)
!581 = !DILocation(line: 44, column: 15, scope: !574)
!582 = !DILocation(line: 44, column: 32, scope: !574)
!583 = !DILocation(line: 44, column: 42, scope: !574)
!584 = !DILocation(line: 44, column: 47, scope: !574)
!585 = !DILocation(line: 44, column: 57, scope: !574)
!586 = !DILocation(line: 44, column: 63, scope: !574)
!587 = !DILocation(line: 44, column: 78, scope: !574)
!588 = !DILocation(line: 44, column: 94, scope: !574)
!589 = !DILocation(line: 45, column: 26, scope: !574)
!590 = !DILocation(line: 45, column: 48, scope: !574)
!591 = !DILocation(line: 45, column: 56, scope: !574)
!592 = !DILocation(line: 45, column: 60, scope: !574)
!593 = !DILocation(line: 45, column: 69, scope: !574)
!594 = !DILocation(line: 45, column: 73, scope: !574)
!595 = !DILocation(line: 44, column: 21, scope: !574)
!596 = !DILocation(line: 44, column: 37, scope: !574)
!597 = !DILocation(line: 44, column: 52, scope: !574)
!598 = !DILocation(line: 44, column: 68, scope: !574)
!599 = !DILocation(line: 44, column: 83, scope: !574)
!600 = !DILocation(line: 44, column: 99, scope: !574)
!601 = !DILocation(line: 45, column: 31, scope: !574)
!602 = !DILocation(line: 45, column: 53, scope: !574)
!603 = !DILocation(line: 45, column: 65, scope: !574)
!604 = !DILocation(line: 44, column: 5, scope: !574)
!605 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 30, type: !517, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !606)
!606 = !{!607, !608}
!607 = !DILocalVariable(name: "a", arg: 1, scope: !605, file: !2, line: 30, type: !18)
!608 = !DILocalVariable(name: "b", arg: 2, scope: !605, file: !2, line: 30, type: !18)
!609 = !DILocation(line: 0, scope: !605)
!610 = !DILocation(line: 30, column: 68, scope: !605)
!611 = !DILocation(line: 30, column: 55, scope: !605)
!612 = distinct !DISubprogram(name: "op_rem", scope: !2, file: !2, line: 31, type: !517, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !613)
!613 = !{!614, !615}
!614 = !DILocalVariable(name: "a", arg: 1, scope: !612, file: !2, line: 31, type: !18)
!615 = !DILocalVariable(name: "b", arg: 2, scope: !612, file: !2, line: 31, type: !18)
!616 = !DILocation(line: 0, scope: !612)
!617 = !DILocation(line: 31, column: 68, scope: !612)
!618 = !DILocation(line: 31, column: 55, scope: !612)
!619 = distinct !DISubprogram(name: "op_shl", scope: !2, file: !2, line: 35, type: !620, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !622)
!620 = !DISubroutineType(types: !621)
!621 = !{!18, !18, !16}
!622 = !{!623, !624}
!623 = !DILocalVariable(name: "a", arg: 1, scope: !619, file: !2, line: 35, type: !18)
!624 = !DILocalVariable(name: "s", arg: 2, scope: !619, file: !2, line: 35, type: !16)
!625 = !DILocation(line: 0, scope: !619)
!626 = !DILocation(line: 35, column: 77, scope: !619)
!627 = !DILocation(line: 35, column: 57, scope: !619)
!628 = distinct !DISubprogram(name: "op_lshr", scope: !2, file: !2, line: 36, type: !620, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !629)
!629 = !{!630, !631}
!630 = !DILocalVariable(name: "a", arg: 1, scope: !628, file: !2, line: 36, type: !18)
!631 = !DILocalVariable(name: "s", arg: 2, scope: !628, file: !2, line: 36, type: !16)
!632 = !DILocation(line: 0, scope: !628)
!633 = !DILocation(line: 36, column: 74, scope: !628)
!634 = !DILocation(line: 36, column: 58, scope: !628)
!635 = distinct !DISubprogram(name: "op_ashr", scope: !2, file: !2, line: 37, type: !620, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !636)
!636 = !{!637, !638}
!637 = !DILocalVariable(name: "a", arg: 1, scope: !635, file: !2, line: 37, type: !18)
!638 = !DILocalVariable(name: "s", arg: 2, scope: !635, file: !2, line: 37, type: !16)
!639 = !DILocation(line: 0, scope: !635)
!640 = !DILocation(line: 37, column: 71, scope: !635)
!641 = !DILocation(line: 37, column: 58, scope: !635)
!642 = distinct !DISubprogram(name: "op_neg", scope: !2, file: !2, line: 38, type: !643, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !645)
!643 = !DISubroutineType(types: !644)
!644 = !{!18, !18}
!645 = !{!646}
!646 = !DILocalVariable(name: "a", arg: 1, scope: !642, file: !2, line: 38, type: !18)
!647 = !DILocation(line: 0, scope: !642)
!648 = !DILocation(line: 38, column: 67, scope: !642)
!649 = !DILocation(line: 38, column: 50, scope: !642)
!650 = distinct !DISubprogram(name: "op_not", scope: !2, file: !2, line: 39, type: !643, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !651)
!651 = !{!652}
!652 = !DILocalVariable(name: "a", arg: 1, scope: !650, file: !2, line: 39, type: !18)
!653 = !DILocation(line: 0, scope: !650)
!654 = !DILocation(line: 39, column: 60, scope: !650)
!655 = !DILocation(line: 39, column: 50, scope: !650)
!656 = distinct !DISubprogram(name: "div3", scope: !2, file: !2, line: 47, type: !643, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !657)
!657 = !{!658}
!658 = !DILocalVariable(name: "a", arg: 1, scope: !656, file: !2, line: 47, type: !18)
!659 = !DILocation(line: 0, scope: !656)
!660 = !DILocation(line: 47, column: 61, scope: !656)
!661 = !DILocation(line: 47, column: 48, scope: !656)
!662 = distinct !DISubprogram(name: "div7", scope: !2, file: !2, line: 48, type: !643, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !663)
!663 = !{!664}
!664 = !DILocalVariable(name: "a", arg: 1, scope: !662, file: !2, line: 48, type: !18)
!665 = !DILocation(line: 0, scope: !662)
!666 = !DILocation(line: 48, column: 61, scope: !662)
!667 = !DILocation(line: 48, column: 48, scope: !662)
!668 = distinct !DISubprogram(name: "div10", scope: !2, file: !2, line: 49, type: !643, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !669)
!669 = !{!670}
!670 = !DILocalVariable(name: "a", arg: 1, scope: !668, file: !2, line: 49, type: !18)
!671 = !DILocation(line: 0, scope: !668)
!672 = !DILocation(line: 49, column: 62, scope: !668)
!673 = !DILocation(line: 49, column: 49, scope: !668)
!674 = distinct !DISubprogram(name: "rem10", scope: !2, file: !2, line: 50, type: !643, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !675)
!675 = !{!676}
!676 = !DILocalVariable(name: "a", arg: 1, scope: !674, file: !2, line: 50, type: !18)
!677 = !DILocation(line: 0, scope: !674)
!678 = !DILocation(line: 50, column: 62, scope: !674)
!679 = !DILocation(line: 50, column: 49, scope: !674)
!680 = distinct !DISubprogram(name: "div16", scope: !2, file: !2, line: 51, type: !643, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !681)
!681 = !{!682}
!682 = !DILocalVariable(name: "a", arg: 1, scope: !680, file: !2, line: 51, type: !18)
!683 = !DILocation(line: 0, scope: !680)
!684 = !DILocation(line: 51, column: 62, scope: !680)
!685 = !DILocation(line: 51, column: 49, scope: !680)
!686 = distinct !DISubprogram(name: "rem16", scope: !2, file: !2, line: 52, type: !643, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !687)
!687 = !{!688}
!688 = !DILocalVariable(name: "a", arg: 1, scope: !686, file: !2, line: 52, type: !18)
!689 = !DILocation(line: 0, scope: !686)
!690 = !DILocation(line: 52, column: 62, scope: !686)
!691 = !DILocation(line: 52, column: 49, scope: !686)
!692 = distinct !DISubprogram(name: "divm5", scope: !2, file: !2, line: 53, type: !643, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !693)
!693 = !{!694}
!694 = !DILocalVariable(name: "a", arg: 1, scope: !692, file: !2, line: 53, type: !18)
!695 = !DILocation(line: 0, scope: !692)
!696 = !DILocation(line: 53, column: 88, scope: !692)
!697 = !DILocation(line: 53, column: 49, scope: !692)
!698 = distinct !DISubprogram(name: "divmax", scope: !2, file: !2, line: 54, type: !643, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !699)
!699 = !{!700}
!700 = !DILocalVariable(name: "a", arg: 1, scope: !698, file: !2, line: 54, type: !18)
!701 = !DILocation(line: 0, scope: !698)
!702 = !DILocation(line: 54, column: 63, scope: !698)
!703 = !DILocation(line: 54, column: 50, scope: !698)
