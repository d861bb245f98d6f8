; ModuleID = 'programs/ops_matrix_i64.c'
source_filename = "programs/ops_matrix_i64.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"type int64_t: %d bits, %s, min %lld max %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1, !dbg !7
@h = internal unnamed_addr global i64 0, align 8, !dbg !12
@vals = internal global [21 x i64] [i64 -9223372036854775808, i64 -9223372036854775807, i64 -4611686018427387904, i64 -7, i64 -3, i64 -2, i64 -1, i64 0, i64 1, i64 2, i64 3, i64 5, i64 7, i64 10, i64 4611686018427387903, i64 4611686018427387904, i64 9223372036854775806, i64 9223372036854775807, i64 6148914691236517205, i64 -6148914691236517206, i64 81985529216486895], align 16, !dbg !97
@.str.2 = private unnamed_addr constant [14 x i8] c"%-6s %016llx\0A\00", align 1, !dbg !34
@.str.3 = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !39
@.str.4 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !44
@.str.5 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !46
@.str.6 = private unnamed_addr constant [4 x i8] c"and\00", align 1, !dbg !48
@.str.7 = private unnamed_addr constant [3 x i8] c"or\00", align 1, !dbg !50
@.str.8 = private unnamed_addr constant [4 x i8] c"xor\00", align 1, !dbg !55
@.str.9 = private unnamed_addr constant [4 x i8] c"min\00", align 1, !dbg !57
@.str.10 = private unnamed_addr constant [4 x i8] c"max\00", align 1, !dbg !59
@.str.11 = private unnamed_addr constant [4 x i8] c"cmp\00", align 1, !dbg !61
@.str.12 = private unnamed_addr constant [33 x i8] c"divrem identity fails %lld %lld\0A\00", align 1, !dbg !63
@.str.13 = private unnamed_addr constant [26 x i8] c"rem sign wrong %lld %lld\0A\00", align 1, !dbg !68
@.str.14 = private unnamed_addr constant [16 x i8] c"divrem %016llx\0A\00", align 1, !dbg !73
@.str.15 = private unnamed_addr constant [16 x i8] c"shifts %016llx\0A\00", align 1, !dbg !78
@.str.16 = private unnamed_addr constant [46 x i8] c"  %20lld: shl%d=%llx lshr%d=%llx ashr%d=%lld\0A\00", align 1, !dbg !80
@.str.17 = private unnamed_addr constant [123 x i8] c"%20lld neg=%llx not=%llx abs=%llx /3=%lld /7=%lld /10=%lld %%10=%lld /16=%lld %%16=%lld /-5=%lld /max=%lld f=%.9g d=%.17g\0A\00", align 1, !dbg !82
@.str.19 = private unnamed_addr constant [22 x i8] c"total %016llx bad %d\0A\00", align 1, !dbg !92
@str = private unnamed_addr constant [19 x i8] c"const div mismatch\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 101) i32 @main() local_unnamed_addr #0 !dbg !111 {
    #dbg_value(i64 0, !115, !DIExpression(), !236)
    #dbg_value(i32 0, !116, !DIExpression(), !236)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 64, ptr noundef nonnull @.str.1, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807), !dbg !237
    #dbg_value(i32 0, !117, !DIExpression(), !238)
    #dbg_value(i32 0, !117, !DIExpression(), !238)
  br label %2, !dbg !239

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %20, %9 ]
    #dbg_value(i64 %3, !117, !DIExpression(), !238)
  %5 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %3
    #dbg_value(i32 0, !120, !DIExpression(), !240)
  br label %12, !dbg !241

6:                                                ; preds = %9
  store i64 %20, ptr @h, align 8, !tbaa !242
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, i64 noundef %20), !dbg !246
  %8 = load i64, ptr @h, align 8, !dbg !246, !tbaa !242
    #dbg_value(i64 %8, !115, !DIExpression(), !236)
    #dbg_value(i32 0, !127, !DIExpression(), !247)
    #dbg_value(i32 0, !127, !DIExpression(), !247)
  br label %23, !dbg !248

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %3, 1, !dbg !249
    #dbg_value(i64 %10, !117, !DIExpression(), !238)
  %11 = icmp eq i64 %10, 21, !dbg !249
  br i1 %11, label %6, label %2, !dbg !239, !llvm.loop !250

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %21, %12 ]
  %14 = phi i64 [ %4, %2 ], [ %20, %12 ]
    #dbg_value(i64 %13, !120, !DIExpression(), !240)
  %15 = load volatile i64, ptr %5, align 8, !dbg !252, !tbaa !253
    #dbg_value(i64 %15, !123, !DIExpression(), !255)
  %16 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %13, !dbg !252
  %17 = load volatile i64, ptr %16, align 8, !dbg !252, !tbaa !253
    #dbg_value(i64 %17, !126, !DIExpression(), !255)
  %18 = tail call fastcc i64 @op_add(i64 noundef %15, i64 noundef %17), !dbg !252
    #dbg_value(i64 %18, !256, !DIExpression(), !261)
  %19 = xor i64 %14, %18, !dbg !263
  %20 = mul i64 %19, 1099511628211, !dbg !264
  %21 = add nuw nsw i64 %13, 1, !dbg !265
    #dbg_value(i64 %21, !120, !DIExpression(), !240)
  %22 = icmp eq i64 %21, 21, !dbg !265
  br i1 %22, label %9, label %12, !dbg !241, !llvm.loop !266

23:                                               ; preds = %6, %30
  %24 = phi i64 [ 0, %6 ], [ %31, %30 ]
  %25 = phi i64 [ 1469598103934665603, %6 ], [ %41, %30 ]
    #dbg_value(i64 %24, !127, !DIExpression(), !247)
  %26 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %24
    #dbg_value(i32 0, !130, !DIExpression(), !267)
  br label %33, !dbg !268

27:                                               ; preds = %30
  store i64 %41, ptr @h, align 8, !tbaa !242
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, i64 noundef %41), !dbg !269
  %29 = load i64, ptr @h, align 8, !dbg !269, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %29), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
    #dbg_value(i32 0, !137, !DIExpression(), !270)
    #dbg_value(i32 0, !137, !DIExpression(), !270)
  br label %44, !dbg !271

30:                                               ; preds = %33
  %31 = add nuw nsw i64 %24, 1, !dbg !272
    #dbg_value(i64 %31, !127, !DIExpression(), !247)
  %32 = icmp eq i64 %31, 21, !dbg !272
  br i1 %32, label %27, label %23, !dbg !248, !llvm.loop !273

33:                                               ; preds = %23, %33
  %34 = phi i64 [ 0, %23 ], [ %42, %33 ]
  %35 = phi i64 [ %25, %23 ], [ %41, %33 ]
    #dbg_value(i64 %34, !130, !DIExpression(), !267)
  %36 = load volatile i64, ptr %26, align 8, !dbg !274, !tbaa !253
    #dbg_value(i64 %36, !133, !DIExpression(), !275)
  %37 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %34, !dbg !274
  %38 = load volatile i64, ptr %37, align 8, !dbg !274, !tbaa !253
    #dbg_value(i64 %38, !136, !DIExpression(), !275)
  %39 = tail call fastcc i64 @op_sub(i64 noundef %36, i64 noundef %38), !dbg !274
    #dbg_value(i64 %39, !256, !DIExpression(), !276)
  %40 = xor i64 %35, %39, !dbg !278
  %41 = mul i64 %40, 1099511628211, !dbg !279
  %42 = add nuw nsw i64 %34, 1, !dbg !280
    #dbg_value(i64 %42, !130, !DIExpression(), !267)
  %43 = icmp eq i64 %42, 21, !dbg !280
  br i1 %43, label %30, label %33, !dbg !268, !llvm.loop !281

44:                                               ; preds = %27, %51
  %45 = phi i64 [ 0, %27 ], [ %52, %51 ]
  %46 = phi i64 [ 1469598103934665603, %27 ], [ %62, %51 ]
    #dbg_value(i64 %45, !137, !DIExpression(), !270)
  %47 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %45
    #dbg_value(i32 0, !140, !DIExpression(), !282)
  br label %54, !dbg !283

48:                                               ; preds = %51
  store i64 %62, ptr @h, align 8, !tbaa !242
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.5, i64 noundef %62), !dbg !284
  %50 = load i64, ptr @h, align 8, !dbg !284, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %50, i64 %29), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
    #dbg_value(i32 0, !147, !DIExpression(), !285)
    #dbg_value(i32 0, !147, !DIExpression(), !285)
  br label %65, !dbg !286

51:                                               ; preds = %54
  %52 = add nuw nsw i64 %45, 1, !dbg !287
    #dbg_value(i64 %52, !137, !DIExpression(), !270)
  %53 = icmp eq i64 %52, 21, !dbg !287
  br i1 %53, label %48, label %44, !dbg !271, !llvm.loop !288

54:                                               ; preds = %44, %54
  %55 = phi i64 [ 0, %44 ], [ %63, %54 ]
  %56 = phi i64 [ %46, %44 ], [ %62, %54 ]
    #dbg_value(i64 %55, !140, !DIExpression(), !282)
  %57 = load volatile i64, ptr %47, align 8, !dbg !289, !tbaa !253
    #dbg_value(i64 %57, !143, !DIExpression(), !290)
  %58 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %55, !dbg !289
  %59 = load volatile i64, ptr %58, align 8, !dbg !289, !tbaa !253
    #dbg_value(i64 %59, !146, !DIExpression(), !290)
  %60 = tail call fastcc i64 @op_mul(i64 noundef %57, i64 noundef %59), !dbg !289
    #dbg_value(i64 %60, !256, !DIExpression(), !291)
  %61 = xor i64 %56, %60, !dbg !293
  %62 = mul i64 %61, 1099511628211, !dbg !294
  %63 = add nuw nsw i64 %55, 1, !dbg !295
    #dbg_value(i64 %63, !140, !DIExpression(), !282)
  %64 = icmp eq i64 %63, 21, !dbg !295
  br i1 %64, label %51, label %54, !dbg !283, !llvm.loop !296

65:                                               ; preds = %48, %72
  %66 = phi i64 [ 0, %48 ], [ %73, %72 ]
  %67 = phi i64 [ 1469598103934665603, %48 ], [ %83, %72 ]
    #dbg_value(i64 %66, !147, !DIExpression(), !285)
  %68 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %66
    #dbg_value(i32 0, !150, !DIExpression(), !297)
  br label %75, !dbg !298

69:                                               ; preds = %72
  store i64 %83, ptr @h, align 8, !tbaa !242
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.6, i64 noundef %83), !dbg !299
  %71 = load i64, ptr @h, align 8, !dbg !299, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %71, i64 %50, i64 %29), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
    #dbg_value(i32 0, !157, !DIExpression(), !300)
    #dbg_value(i32 0, !157, !DIExpression(), !300)
  br label %86, !dbg !301

72:                                               ; preds = %75
  %73 = add nuw nsw i64 %66, 1, !dbg !302
    #dbg_value(i64 %73, !147, !DIExpression(), !285)
  %74 = icmp eq i64 %73, 21, !dbg !302
  br i1 %74, label %69, label %65, !dbg !286, !llvm.loop !303

75:                                               ; preds = %65, %75
  %76 = phi i64 [ 0, %65 ], [ %84, %75 ]
  %77 = phi i64 [ %67, %65 ], [ %83, %75 ]
    #dbg_value(i64 %76, !150, !DIExpression(), !297)
  %78 = load volatile i64, ptr %68, align 8, !dbg !304, !tbaa !253
    #dbg_value(i64 %78, !153, !DIExpression(), !305)
  %79 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %76, !dbg !304
  %80 = load volatile i64, ptr %79, align 8, !dbg !304, !tbaa !253
    #dbg_value(i64 %80, !156, !DIExpression(), !305)
  %81 = tail call fastcc i64 @op_and(i64 noundef %78, i64 noundef %80), !dbg !304
    #dbg_value(i64 %81, !256, !DIExpression(), !306)
  %82 = xor i64 %77, %81, !dbg !308
  %83 = mul i64 %82, 1099511628211, !dbg !309
  %84 = add nuw nsw i64 %76, 1, !dbg !310
    #dbg_value(i64 %84, !150, !DIExpression(), !297)
  %85 = icmp eq i64 %84, 21, !dbg !310
  br i1 %85, label %72, label %75, !dbg !298, !llvm.loop !311

86:                                               ; preds = %69, %93
  %87 = phi i64 [ 0, %69 ], [ %94, %93 ]
  %88 = phi i64 [ 1469598103934665603, %69 ], [ %104, %93 ]
    #dbg_value(i64 %87, !157, !DIExpression(), !300)
  %89 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %87
    #dbg_value(i32 0, !160, !DIExpression(), !312)
  br label %96, !dbg !313

90:                                               ; preds = %93
  store i64 %104, ptr @h, align 8, !tbaa !242
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, i64 noundef %104), !dbg !314
  %92 = load i64, ptr @h, align 8, !dbg !314, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %92, i64 %71, i64 %50, i64 %29), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
    #dbg_value(i32 0, !167, !DIExpression(), !315)
    #dbg_value(i32 0, !167, !DIExpression(), !315)
  br label %107, !dbg !316

93:                                               ; preds = %96
  %94 = add nuw nsw i64 %87, 1, !dbg !317
    #dbg_value(i64 %94, !157, !DIExpression(), !300)
  %95 = icmp eq i64 %94, 21, !dbg !317
  br i1 %95, label %90, label %86, !dbg !301, !llvm.loop !318

96:                                               ; preds = %86, %96
  %97 = phi i64 [ 0, %86 ], [ %105, %96 ]
  %98 = phi i64 [ %88, %86 ], [ %104, %96 ]
    #dbg_value(i64 %97, !160, !DIExpression(), !312)
  %99 = load volatile i64, ptr %89, align 8, !dbg !319, !tbaa !253
    #dbg_value(i64 %99, !163, !DIExpression(), !320)
  %100 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %97, !dbg !319
  %101 = load volatile i64, ptr %100, align 8, !dbg !319, !tbaa !253
    #dbg_value(i64 %101, !166, !DIExpression(), !320)
  %102 = tail call fastcc i64 @op_or(i64 noundef %99, i64 noundef %101), !dbg !319
    #dbg_value(i64 %102, !256, !DIExpression(), !321)
  %103 = xor i64 %98, %102, !dbg !323
  %104 = mul i64 %103, 1099511628211, !dbg !324
  %105 = add nuw nsw i64 %97, 1, !dbg !325
    #dbg_value(i64 %105, !160, !DIExpression(), !312)
  %106 = icmp eq i64 %105, 21, !dbg !325
  br i1 %106, label %93, label %96, !dbg !313, !llvm.loop !326

107:                                              ; preds = %90, %114
  %108 = phi i64 [ 0, %90 ], [ %115, %114 ]
  %109 = phi i64 [ 1469598103934665603, %90 ], [ %125, %114 ]
    #dbg_value(i64 %108, !167, !DIExpression(), !315)
  %110 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %108
    #dbg_value(i32 0, !170, !DIExpression(), !327)
  br label %117, !dbg !328

111:                                              ; preds = %114
  store i64 %125, ptr @h, align 8, !tbaa !242
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8, i64 noundef %125), !dbg !329
  %113 = load i64, ptr @h, align 8, !dbg !329, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %113, i64 %92, i64 %71, i64 %50, i64 %29), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
    #dbg_value(i32 0, !177, !DIExpression(), !330)
    #dbg_value(i32 0, !177, !DIExpression(), !330)
  br label %128, !dbg !331

114:                                              ; preds = %117
  %115 = add nuw nsw i64 %108, 1, !dbg !332
    #dbg_value(i64 %115, !167, !DIExpression(), !315)
  %116 = icmp eq i64 %115, 21, !dbg !332
  br i1 %116, label %111, label %107, !dbg !316, !llvm.loop !333

117:                                              ; preds = %107, %117
  %118 = phi i64 [ 0, %107 ], [ %126, %117 ]
  %119 = phi i64 [ %109, %107 ], [ %125, %117 ]
    #dbg_value(i64 %118, !170, !DIExpression(), !327)
  %120 = load volatile i64, ptr %110, align 8, !dbg !334, !tbaa !253
    #dbg_value(i64 %120, !173, !DIExpression(), !335)
  %121 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %118, !dbg !334
  %122 = load volatile i64, ptr %121, align 8, !dbg !334, !tbaa !253
    #dbg_value(i64 %122, !176, !DIExpression(), !335)
  %123 = tail call fastcc i64 @op_xor(i64 noundef %120, i64 noundef %122), !dbg !334
    #dbg_value(i64 %123, !256, !DIExpression(), !336)
  %124 = xor i64 %119, %123, !dbg !338
  %125 = mul i64 %124, 1099511628211, !dbg !339
  %126 = add nuw nsw i64 %118, 1, !dbg !340
    #dbg_value(i64 %126, !170, !DIExpression(), !327)
  %127 = icmp eq i64 %126, 21, !dbg !340
  br i1 %127, label %114, label %117, !dbg !328, !llvm.loop !341

128:                                              ; preds = %111, %135
  %129 = phi i64 [ 0, %111 ], [ %136, %135 ]
  %130 = phi i64 [ 1469598103934665603, %111 ], [ %146, %135 ]
    #dbg_value(i64 %129, !177, !DIExpression(), !330)
  %131 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %129
    #dbg_value(i32 0, !180, !DIExpression(), !342)
  br label %138, !dbg !343

132:                                              ; preds = %135
  store i64 %146, ptr @h, align 8, !tbaa !242
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9, i64 noundef %146), !dbg !344
  %134 = load i64, ptr @h, align 8, !dbg !344, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %134, i64 %113, i64 %92, i64 %71, i64 %50, i64 %29), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
    #dbg_value(i32 0, !187, !DIExpression(), !345)
    #dbg_value(i32 0, !187, !DIExpression(), !345)
  br label %149, !dbg !346

135:                                              ; preds = %138
  %136 = add nuw nsw i64 %129, 1, !dbg !347
    #dbg_value(i64 %136, !177, !DIExpression(), !330)
  %137 = icmp eq i64 %136, 21, !dbg !347
  br i1 %137, label %132, label %128, !dbg !331, !llvm.loop !348

138:                                              ; preds = %128, %138
  %139 = phi i64 [ 0, %128 ], [ %147, %138 ]
  %140 = phi i64 [ %130, %128 ], [ %146, %138 ]
    #dbg_value(i64 %139, !180, !DIExpression(), !342)
  %141 = load volatile i64, ptr %131, align 8, !dbg !349, !tbaa !253
    #dbg_value(i64 %141, !183, !DIExpression(), !350)
  %142 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %139, !dbg !349
  %143 = load volatile i64, ptr %142, align 8, !dbg !349, !tbaa !253
    #dbg_value(i64 %143, !186, !DIExpression(), !350)
  %144 = tail call fastcc i64 @op_min(i64 noundef %141, i64 noundef %143), !dbg !349
    #dbg_value(i64 %144, !256, !DIExpression(), !351)
  %145 = xor i64 %140, %144, !dbg !353
  %146 = mul i64 %145, 1099511628211, !dbg !354
  %147 = add nuw nsw i64 %139, 1, !dbg !355
    #dbg_value(i64 %147, !180, !DIExpression(), !342)
  %148 = icmp eq i64 %147, 21, !dbg !355
  br i1 %148, label %135, label %138, !dbg !343, !llvm.loop !356

149:                                              ; preds = %132, %156
  %150 = phi i64 [ 0, %132 ], [ %157, %156 ]
  %151 = phi i64 [ 1469598103934665603, %132 ], [ %167, %156 ]
    #dbg_value(i64 %150, !187, !DIExpression(), !345)
  %152 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %150
    #dbg_value(i32 0, !190, !DIExpression(), !357)
  br label %159, !dbg !358

153:                                              ; preds = %156
  store i64 %167, ptr @h, align 8, !tbaa !242
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10, i64 noundef %167), !dbg !359
  %155 = load i64, ptr @h, align 8, !dbg !359, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %155, i64 %134, i64 %113, i64 %92, i64 %71, i64 %50, i64 %29), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
    #dbg_value(i32 0, !197, !DIExpression(), !360)
    #dbg_value(i32 0, !197, !DIExpression(), !360)
  br label %170, !dbg !361

156:                                              ; preds = %159
  %157 = add nuw nsw i64 %150, 1, !dbg !362
    #dbg_value(i64 %157, !187, !DIExpression(), !345)
  %158 = icmp eq i64 %157, 21, !dbg !362
  br i1 %158, label %153, label %149, !dbg !346, !llvm.loop !363

159:                                              ; preds = %149, %159
  %160 = phi i64 [ 0, %149 ], [ %168, %159 ]
  %161 = phi i64 [ %151, %149 ], [ %167, %159 ]
    #dbg_value(i64 %160, !190, !DIExpression(), !357)
  %162 = load volatile i64, ptr %152, align 8, !dbg !364, !tbaa !253
    #dbg_value(i64 %162, !193, !DIExpression(), !365)
  %163 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %160, !dbg !364
  %164 = load volatile i64, ptr %163, align 8, !dbg !364, !tbaa !253
    #dbg_value(i64 %164, !196, !DIExpression(), !365)
  %165 = tail call fastcc i64 @op_max(i64 noundef %162, i64 noundef %164), !dbg !364
    #dbg_value(i64 %165, !256, !DIExpression(), !366)
  %166 = xor i64 %161, %165, !dbg !368
  %167 = mul i64 %166, 1099511628211, !dbg !369
  %168 = add nuw nsw i64 %160, 1, !dbg !370
    #dbg_value(i64 %168, !190, !DIExpression(), !357)
  %169 = icmp eq i64 %168, 21, !dbg !370
  br i1 %169, label %156, label %159, !dbg !358, !llvm.loop !371

170:                                              ; preds = %153, %177
  %171 = phi i64 [ 0, %153 ], [ %178, %177 ]
  %172 = phi i64 [ 1469598103934665603, %153 ], [ %189, %177 ]
    #dbg_value(i64 %171, !197, !DIExpression(), !360)
  %173 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %171
    #dbg_value(i32 0, !200, !DIExpression(), !372)
  br label %180, !dbg !373

174:                                              ; preds = %177
  store i64 %189, ptr @h, align 8, !tbaa !242
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %189), !dbg !374
  %176 = load i64, ptr @h, align 8, !dbg !374, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %176, i64 %155, i64 %134, i64 %113, i64 %92, i64 %71, i64 %50, i64 %29), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
  store i64 1469598103934665603, ptr @h, align 8, !dbg !375, !tbaa !242
    #dbg_value(i32 0, !207, !DIExpression(), !376)
    #dbg_value(i32 0, !116, !DIExpression(), !236)
  br label %192, !dbg !377

177:                                              ; preds = %180
  %178 = add nuw nsw i64 %171, 1, !dbg !378
    #dbg_value(i64 %178, !197, !DIExpression(), !360)
  %179 = icmp eq i64 %178, 21, !dbg !378
  br i1 %179, label %174, label %170, !dbg !361, !llvm.loop !379

180:                                              ; preds = %170, %180
  %181 = phi i64 [ 0, %170 ], [ %190, %180 ]
  %182 = phi i64 [ %172, %170 ], [ %189, %180 ]
    #dbg_value(i64 %181, !200, !DIExpression(), !372)
  %183 = load volatile i64, ptr %173, align 8, !dbg !380, !tbaa !253
    #dbg_value(i64 %183, !203, !DIExpression(), !381)
  %184 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %181, !dbg !380
  %185 = load volatile i64, ptr %184, align 8, !dbg !380, !tbaa !253
    #dbg_value(i64 %185, !206, !DIExpression(), !381)
  %186 = tail call fastcc i32 @op_cmp(i64 noundef %183, i64 noundef %185), !dbg !380
  %187 = zext nneg i32 %186 to i64, !dbg !380
    #dbg_value(i64 %187, !256, !DIExpression(), !382)
  %188 = xor i64 %182, %187, !dbg !384
  %189 = mul i64 %188, 1099511628211, !dbg !385
  %190 = add nuw nsw i64 %181, 1, !dbg !386
    #dbg_value(i64 %190, !200, !DIExpression(), !372)
  %191 = icmp eq i64 %190, 21, !dbg !386
  br i1 %191, label %177, label %180, !dbg !373, !llvm.loop !387

192:                                              ; preds = %174, %200
  %193 = phi i64 [ 0, %174 ], [ %201, %200 ]
  %194 = phi i32 [ 0, %174 ], [ %238, %200 ]
    #dbg_value(i32 %194, !116, !DIExpression(), !236)
    #dbg_value(i64 %193, !207, !DIExpression(), !376)
  %195 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %193
    #dbg_value(i32 %194, !116, !DIExpression(), !236)
    #dbg_value(i32 0, !209, !DIExpression(), !388)
  br label %203, !dbg !389

196:                                              ; preds = %200
  %197 = load i64, ptr @h, align 8, !dbg !390, !tbaa !242
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %197), !dbg !391
  %199 = load i64, ptr @h, align 8, !dbg !392, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %199, i64 %176, i64 %155, i64 %134, i64 %113, i64 %92, i64 %71, i64 %50, i64 %29), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
    #dbg_value(i32 0, !218, !DIExpression(), !393)
    #dbg_value(i32 0, !218, !DIExpression(), !393)
  br label %241, !dbg !394

200:                                              ; preds = %237
  %201 = add nuw nsw i64 %193, 1, !dbg !395
    #dbg_value(i32 %238, !116, !DIExpression(), !236)
    #dbg_value(i64 %201, !207, !DIExpression(), !376)
  %202 = icmp eq i64 %201, 21, !dbg !396
  br i1 %202, label %196, label %192, !dbg !377, !llvm.loop !397

203:                                              ; preds = %192, %237
  %204 = phi i64 [ 0, %192 ], [ %239, %237 ]
  %205 = phi i32 [ %194, %192 ], [ %238, %237 ]
    #dbg_value(i32 %205, !116, !DIExpression(), !236)
    #dbg_value(i64 %204, !209, !DIExpression(), !388)
  %206 = load volatile i64, ptr %195, align 8, !dbg !399, !tbaa !253
    #dbg_value(i64 %206, !212, !DIExpression(), !400)
  %207 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %204, !dbg !401
  %208 = load volatile i64, ptr %207, align 8, !dbg !401, !tbaa !253
    #dbg_value(i64 %208, !215, !DIExpression(), !400)
  %209 = icmp eq i64 %208, 0, !dbg !402
  br i1 %209, label %237, label %210, !dbg !404

210:                                              ; preds = %203
  %211 = icmp eq i64 %206, -9223372036854775808, !dbg !405
  %212 = icmp eq i64 %208, -1
  %213 = and i1 %211, %212, !dbg !406
  br i1 %213, label %237, label %214, !dbg !406

214:                                              ; preds = %210
  %215 = tail call fastcc i64 @op_div(i64 noundef %206, i64 noundef %208), !dbg !407
    #dbg_value(i64 %215, !216, !DIExpression(), !400)
  %216 = tail call fastcc i64 @op_rem(i64 noundef %206, i64 noundef %208), !dbg !408
    #dbg_value(i64 %216, !217, !DIExpression(), !400)
    #dbg_value(i64 %215, !256, !DIExpression(), !409)
  %217 = load i64, ptr @h, align 8, !dbg !411, !tbaa !242
  %218 = xor i64 %217, %215, !dbg !412
  %219 = mul i64 %218, 1099511628211, !dbg !413
    #dbg_value(i64 %216, !256, !DIExpression(), !414)
  %220 = xor i64 %219, %216, !dbg !416
  %221 = mul i64 %220, 1099511628211, !dbg !417
  store i64 %221, ptr @h, align 8, !dbg !418, !tbaa !242
  %222 = tail call fastcc i64 @op_mul(i64 noundef %215, i64 noundef %208), !dbg !419
  %223 = add i64 %222, %216, !dbg !421
  %224 = icmp eq i64 %223, %206, !dbg !422
  br i1 %224, label %228, label %225, !dbg !423

225:                                              ; preds = %214
  %226 = add nsw i32 %205, 1, !dbg !424
    #dbg_value(i32 %226, !116, !DIExpression(), !236)
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %206, i64 noundef %208), !dbg !426
  br label %228, !dbg !427

228:                                              ; preds = %225, %214
  %229 = phi i32 [ %226, %225 ], [ %205, %214 ], !dbg !236
    #dbg_value(i32 %229, !116, !DIExpression(), !236)
  %230 = icmp eq i64 %216, 0, !dbg !428
  %231 = xor i64 %216, %206
  %232 = icmp sgt i64 %231, -1
  %233 = select i1 %230, i1 true, i1 %232, !dbg !430
  br i1 %233, label %237, label %234, !dbg !430

234:                                              ; preds = %228
  %235 = add nsw i32 %229, 1, !dbg !431
    #dbg_value(i32 %235, !116, !DIExpression(), !236)
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %206, i64 noundef %208), !dbg !433
  br label %237, !dbg !434

237:                                              ; preds = %228, %234, %203, %210
  %238 = phi i32 [ %205, %210 ], [ %205, %203 ], [ %235, %234 ], [ %229, %228 ], !dbg !236
    #dbg_value(i32 %238, !116, !DIExpression(), !236)
  %239 = add nuw nsw i64 %204, 1, !dbg !435
    #dbg_value(i64 %239, !209, !DIExpression(), !388)
  %240 = icmp eq i64 %239, 21, !dbg !436
  br i1 %240, label %200, label %203, !dbg !389, !llvm.loop !437

241:                                              ; preds = %196, %278
  %242 = phi i64 [ 0, %196 ], [ %279, %278 ]
  %243 = phi i64 [ 1469598103934665603, %196 ], [ %293, %278 ]
    #dbg_value(i64 %242, !218, !DIExpression(), !393)
  %244 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %242
    #dbg_value(i32 0, !220, !DIExpression(), !439)
  br label %281, !dbg !440

245:                                              ; preds = %278
  store i64 %293, ptr @h, align 8, !tbaa !242
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %293), !dbg !441
  %247 = load i64, ptr @h, align 8, !dbg !442, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %247, i64 %199, i64 %176, i64 %155, i64 %134, i64 %113, i64 %92, i64 %71, i64 %50, i64 %29), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
    #dbg_value(i32 0, !226, !DIExpression(), !443)
    #dbg_value(i64 0, !226, !DIExpression(), !443)
  %248 = load volatile i64, ptr @vals, align 16, !dbg !444, !tbaa !253
    #dbg_value(i64 %248, !228, !DIExpression(), !445)
  %249 = tail call fastcc i64 @op_shl(i64 noundef %248, i32 noundef 63), !dbg !446
  %250 = tail call fastcc i64 @op_lshr(i64 noundef %248, i32 noundef 63), !dbg !447
  %251 = tail call fastcc i64 @op_ashr(i64 noundef %248, i32 noundef 63), !dbg !448
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %248, i32 noundef 63, i64 noundef %249, i32 noundef 63, i64 noundef %250, i32 noundef 63, i64 noundef %251), !dbg !449
    #dbg_value(i64 4, !226, !DIExpression(), !443)
  %253 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 16, !dbg !444, !tbaa !253
    #dbg_value(i64 %253, !228, !DIExpression(), !445)
  %254 = tail call fastcc i64 @op_shl(i64 noundef %253, i32 noundef 63), !dbg !446
  %255 = tail call fastcc i64 @op_lshr(i64 noundef %253, i32 noundef 63), !dbg !447
  %256 = tail call fastcc i64 @op_ashr(i64 noundef %253, i32 noundef 63), !dbg !448
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %253, i32 noundef 63, i64 noundef %254, i32 noundef 63, i64 noundef %255, i32 noundef 63, i64 noundef %256), !dbg !449
    #dbg_value(i64 8, !226, !DIExpression(), !443)
  %258 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 64), align 16, !dbg !444, !tbaa !253
    #dbg_value(i64 %258, !228, !DIExpression(), !445)
  %259 = tail call fastcc i64 @op_shl(i64 noundef %258, i32 noundef 63), !dbg !446
  %260 = tail call fastcc i64 @op_lshr(i64 noundef %258, i32 noundef 63), !dbg !447
  %261 = tail call fastcc i64 @op_ashr(i64 noundef %258, i32 noundef 63), !dbg !448
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %258, i32 noundef 63, i64 noundef %259, i32 noundef 63, i64 noundef %260, i32 noundef 63, i64 noundef %261), !dbg !449
    #dbg_value(i64 12, !226, !DIExpression(), !443)
  %263 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 96), align 16, !dbg !444, !tbaa !253
    #dbg_value(i64 %263, !228, !DIExpression(), !445)
  %264 = tail call fastcc i64 @op_shl(i64 noundef %263, i32 noundef 63), !dbg !446
  %265 = tail call fastcc i64 @op_lshr(i64 noundef %263, i32 noundef 63), !dbg !447
  %266 = tail call fastcc i64 @op_ashr(i64 noundef %263, i32 noundef 63), !dbg !448
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %263, i32 noundef 63, i64 noundef %264, i32 noundef 63, i64 noundef %265, i32 noundef 63, i64 noundef %266), !dbg !449
    #dbg_value(i64 16, !226, !DIExpression(), !443)
  %268 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 128), align 16, !dbg !444, !tbaa !253
    #dbg_value(i64 %268, !228, !DIExpression(), !445)
  %269 = tail call fastcc i64 @op_shl(i64 noundef %268, i32 noundef 63), !dbg !446
  %270 = tail call fastcc i64 @op_lshr(i64 noundef %268, i32 noundef 63), !dbg !447
  %271 = tail call fastcc i64 @op_ashr(i64 noundef %268, i32 noundef 63), !dbg !448
  %272 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %268, i32 noundef 63, i64 noundef %269, i32 noundef 63, i64 noundef %270, i32 noundef 63, i64 noundef %271), !dbg !449
    #dbg_value(i64 20, !226, !DIExpression(), !443)
  %273 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 160), align 16, !dbg !444, !tbaa !253
    #dbg_value(i64 %273, !228, !DIExpression(), !445)
  %274 = tail call fastcc i64 @op_shl(i64 noundef %273, i32 noundef 63), !dbg !446
  %275 = tail call fastcc i64 @op_lshr(i64 noundef %273, i32 noundef 63), !dbg !447
  %276 = tail call fastcc i64 @op_ashr(i64 noundef %273, i32 noundef 63), !dbg !448
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %273, i32 noundef 63, i64 noundef %274, i32 noundef 63, i64 noundef %275, i32 noundef 63, i64 noundef %276), !dbg !449
    #dbg_value(i64 24, !226, !DIExpression(), !443)
  br label %312, !dbg !450

278:                                              ; preds = %281
  %279 = add nuw nsw i64 %242, 1, !dbg !451
    #dbg_value(i64 %279, !218, !DIExpression(), !393)
  %280 = icmp eq i64 %279, 21, !dbg !452
  br i1 %280, label %245, label %241, !dbg !394, !llvm.loop !453

281:                                              ; preds = %241, %281
  %282 = phi i32 [ 0, %241 ], [ %294, %281 ]
  %283 = phi i64 [ %243, %241 ], [ %293, %281 ]
    #dbg_value(i32 %282, !220, !DIExpression(), !439)
  %284 = load volatile i64, ptr %244, align 8, !dbg !455, !tbaa !253
    #dbg_value(i64 %284, !223, !DIExpression(), !456)
  %285 = tail call fastcc i64 @op_shl(i64 noundef %284, i32 noundef %282), !dbg !457
    #dbg_value(i64 %285, !256, !DIExpression(), !458)
  %286 = xor i64 %283, %285, !dbg !460
  %287 = mul i64 %286, 1099511628211, !dbg !461
  %288 = tail call fastcc i64 @op_lshr(i64 noundef %284, i32 noundef %282), !dbg !462
    #dbg_value(i64 %288, !256, !DIExpression(), !463)
  %289 = xor i64 %287, %288, !dbg !465
  %290 = mul i64 %289, 1099511628211, !dbg !466
  %291 = tail call fastcc i64 @op_ashr(i64 noundef %284, i32 noundef %282), !dbg !467
    #dbg_value(i64 %291, !256, !DIExpression(), !468)
  %292 = xor i64 %290, %291, !dbg !470
  %293 = mul i64 %292, 1099511628211, !dbg !471
  %294 = add nuw nsw i32 %282, 1, !dbg !472
    #dbg_value(i32 %294, !220, !DIExpression(), !439)
  %295 = icmp eq i32 %294, 64, !dbg !473
  br i1 %295, label %278, label %281, !dbg !440, !llvm.loop !474

296:                                              ; preds = %346
  %297 = xor i64 %29, %8, !dbg !269
    #dbg_value(i64 %297, !115, !DIExpression(), !236)
  %298 = xor i64 %297, %50, !dbg !284
    #dbg_value(i64 %298, !115, !DIExpression(), !236)
  %299 = xor i64 %298, %71, !dbg !299
    #dbg_value(i64 %299, !115, !DIExpression(), !236)
  %300 = xor i64 %299, %92, !dbg !314
    #dbg_value(i64 %300, !115, !DIExpression(), !236)
  %301 = xor i64 %300, %113, !dbg !329
    #dbg_value(i64 %301, !115, !DIExpression(), !236)
  %302 = xor i64 %301, %134, !dbg !344
    #dbg_value(i64 %302, !115, !DIExpression(), !236)
  %303 = xor i64 %302, %155, !dbg !359
    #dbg_value(i64 %303, !115, !DIExpression(), !236)
  %304 = xor i64 %303, %176, !dbg !374
    #dbg_value(i64 %304, !115, !DIExpression(), !236)
  %305 = xor i64 %304, %199, !dbg !476
    #dbg_value(i64 %305, !115, !DIExpression(), !236)
  %306 = xor i64 %305, %247, !dbg !477
    #dbg_value(i64 %306, !115, !DIExpression(), !236)
  %307 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %306, i32 noundef %347), !dbg !478
  %308 = icmp eq i32 %347, 0, !dbg !479
  %309 = trunc i64 %306 to i32, !dbg !479
  %310 = and i32 %309, 63, !dbg !479
  %311 = select i1 %308, i32 %310, i32 100, !dbg !479
  ret i32 %311, !dbg !480

312:                                              ; preds = %245, %346
  %313 = phi i64 [ 0, %245 ], [ %348, %346 ]
  %314 = phi i32 [ %238, %245 ], [ %347, %346 ]
    #dbg_value(i64 %313, !231, !DIExpression(), !481)
    #dbg_value(i32 %314, !116, !DIExpression(), !236)
  %315 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %313, !dbg !482
  %316 = load volatile i64, ptr %315, align 8, !dbg !482, !tbaa !253
    #dbg_value(i64 %316, !233, !DIExpression(), !483)
  %317 = tail call fastcc i64 @op_neg(i64 noundef %316), !dbg !484
  %318 = tail call fastcc i64 @op_not(i64 noundef %316), !dbg !485
  %319 = tail call fastcc i64 @op_abs(i64 noundef %316), !dbg !486
  %320 = tail call fastcc i64 @div3(i64 noundef %316), !dbg !487
  %321 = tail call fastcc i64 @div7(i64 noundef %316), !dbg !488
  %322 = tail call fastcc i64 @div10(i64 noundef %316), !dbg !489
  %323 = tail call fastcc i64 @rem10(i64 noundef %316), !dbg !490
  %324 = tail call fastcc i64 @div16(i64 noundef %316), !dbg !491
  %325 = tail call fastcc i64 @rem16(i64 noundef %316), !dbg !492
  %326 = tail call fastcc i64 @divm5(i64 noundef %316), !dbg !493
  %327 = tail call fastcc i64 @divmax(i64 noundef %316), !dbg !494
  %328 = sitofp i64 %316 to float, !dbg !495
  %329 = fpext float %328 to double, !dbg !496
  %330 = sitofp i64 %316 to double, !dbg !497
  %331 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %316, i64 noundef %317, i64 noundef %318, i64 noundef %319, i64 noundef %320, i64 noundef %321, i64 noundef %322, i64 noundef %323, i64 noundef %324, i64 noundef %325, i64 noundef %326, i64 noundef %327, double noundef %329, double noundef %330), !dbg !498
  %332 = tail call fastcc i64 @op_div(i64 noundef %316, i64 noundef 10), !dbg !499
  %333 = icmp eq i64 %322, %332, !dbg !501
  br i1 %333, label %334, label %343, !dbg !502

334:                                              ; preds = %312
  %335 = tail call fastcc i64 @op_rem(i64 noundef %316, i64 noundef 10), !dbg !503
  %336 = icmp eq i64 %323, %335, !dbg !504
  br i1 %336, label %337, label %343, !dbg !505

337:                                              ; preds = %334
  %338 = tail call fastcc i64 @op_div(i64 noundef %316, i64 noundef 7), !dbg !506
  %339 = icmp eq i64 %321, %338, !dbg !507
  br i1 %339, label %340, label %343, !dbg !508

340:                                              ; preds = %337
  %341 = tail call fastcc i64 @op_div(i64 noundef %316, i64 noundef 16), !dbg !509
  %342 = icmp eq i64 %324, %341, !dbg !510
  br i1 %342, label %346, label %343, !dbg !511

343:                                              ; preds = %340, %337, %334, %312
  %344 = add nsw i32 %314, 1, !dbg !512
    #dbg_value(i32 %344, !116, !DIExpression(), !236)
  %345 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !514
  br label %346, !dbg !515

346:                                              ; preds = %343, %340
  %347 = phi i32 [ %344, %343 ], [ %314, %340 ], !dbg !236
    #dbg_value(i32 %347, !116, !DIExpression(), !236)
  %348 = add nuw nsw i64 %313, 1, !dbg !516
    #dbg_value(i64 %348, !231, !DIExpression(), !481)
  %349 = icmp eq i64 %348, 21, !dbg !517
  br i1 %349, label %296, label %312, !dbg !450, !llvm.loop !518
}

; Function Attrs: nofree nounwind
declare !dbg !520 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_add(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !527 {
    #dbg_value(i64 %0, !531, !DIExpression(), !533)
    #dbg_value(i64 %1, !532, !DIExpression(), !533)
  %3 = add i64 %1, %0, !dbg !534
  ret i64 %3, !dbg !535
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_sub(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !536 {
    #dbg_value(i64 %0, !538, !DIExpression(), !540)
    #dbg_value(i64 %1, !539, !DIExpression(), !540)
  %3 = sub i64 %0, %1, !dbg !541
  ret i64 %3, !dbg !542
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_mul(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !543 {
    #dbg_value(i64 %0, !545, !DIExpression(), !547)
    #dbg_value(i64 %1, !546, !DIExpression(), !547)
  %3 = mul i64 %1, %0, !dbg !548
  ret i64 %3, !dbg !549
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_and(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !550 {
    #dbg_value(i64 %0, !552, !DIExpression(), !554)
    #dbg_value(i64 %1, !553, !DIExpression(), !554)
  %3 = and i64 %1, %0, !dbg !555
  ret i64 %3, !dbg !556
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_or(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !557 {
    #dbg_value(i64 %0, !559, !DIExpression(), !561)
    #dbg_value(i64 %1, !560, !DIExpression(), !561)
  %3 = or i64 %1, %0, !dbg !562
  ret i64 %3, !dbg !563
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_xor(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !564 {
    #dbg_value(i64 %0, !566, !DIExpression(), !568)
    #dbg_value(i64 %1, !567, !DIExpression(), !568)
  %3 = xor i64 %1, %0, !dbg !569
  ret i64 %3, !dbg !570
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_min(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !571 {
    #dbg_value(i64 %0, !573, !DIExpression(), !575)
    #dbg_value(i64 %1, !574, !DIExpression(), !575)
  %3 = tail call i64 @llvm.smin.i64(i64 %0, i64 %1), !dbg !576
  ret i64 %3, !dbg !577
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_max(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !578 {
    #dbg_value(i64 %0, !580, !DIExpression(), !582)
    #dbg_value(i64 %1, !581, !DIExpression(), !582)
  %3 = tail call i64 @llvm.smax.i64(i64 %0, i64 %1), !dbg !583
  ret i64 %3, !dbg !584
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !585 {
    #dbg_value(i64 %0, !589, !DIExpression(), !591)
    #dbg_value(i64 %1, !590, !DIExpression(), !591)
  %3 = icmp eq i64 %0, %1, !dbg !592
  %4 = zext i1 %3 to i32, !dbg !592
  %5 = select i1 %3, i32 0, i32 2, !dbg !593
  %6 = icmp slt i64 %0, %1, !dbg !594
  %7 = select i1 %6, i32 4, i32 0, !dbg !595
  %8 = icmp sgt i64 %0, %1, !dbg !596
  %9 = select i1 %8, i32 0, i32 8, !dbg !597
  %10 = select i1 %8, i32 16, i32 0, !dbg !598
  %11 = select i1 %6, i32 0, i32 32, !dbg !599
  %12 = icmp ult i64 %0, %1, !dbg !600
  %13 = select i1 %12, i32 64, i32 0, !dbg !601
  %14 = select i1 %12, i32 0, i32 128, !dbg !602
  %15 = icmp eq i64 %0, 0, !dbg !603
  %16 = select i1 %15, i32 256, i32 0, !dbg !604
  %17 = icmp eq i64 %1, 0, !dbg !605
  %18 = select i1 %17, i32 0, i32 512, !dbg !606
  %19 = or disjoint i32 %16, %4, !dbg !607
  %20 = or disjoint i32 %19, %5, !dbg !608
  %21 = or disjoint i32 %20, %7, !dbg !609
  %22 = or disjoint i32 %21, %9, !dbg !610
  %23 = or disjoint i32 %22, %10, !dbg !611
  %24 = or i32 %23, %11, !dbg !612
  %25 = or i32 %24, %13, !dbg !613
  %26 = or i32 %25, %14, !dbg !614
  %27 = or i32 %26, %18, !dbg !615
  ret i32 %27, !dbg !616
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_div(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !617 {
    #dbg_value(i64 %0, !619, !DIExpression(), !621)
    #dbg_value(i64 %1, !620, !DIExpression(), !621)
  %3 = sdiv i64 %0, %1, !dbg !622
  ret i64 %3, !dbg !623
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -9223372036854775807, -9223372036854775808) i64 @op_rem(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !624 {
    #dbg_value(i64 %0, !626, !DIExpression(), !628)
    #dbg_value(i64 %1, !627, !DIExpression(), !628)
  %3 = srem i64 %0, %1, !dbg !629
  ret i64 %3, !dbg !630
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @op_shl(i64 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !631 {
    #dbg_value(i64 %0, !635, !DIExpression(), !637)
    #dbg_value(i32 %1, !636, !DIExpression(), !637)
  %3 = zext nneg i32 %1 to i64, !dbg !638
  %4 = shl i64 %0, %3, !dbg !638
  ret i64 %4, !dbg !639
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @op_lshr(i64 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !640 {
    #dbg_value(i64 %0, !642, !DIExpression(), !644)
    #dbg_value(i32 %1, !643, !DIExpression(), !644)
  %3 = zext nneg i32 %1 to i64, !dbg !645
  %4 = lshr i64 %0, %3, !dbg !645
  ret i64 %4, !dbg !646
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @op_ashr(i64 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !647 {
    #dbg_value(i64 %0, !649, !DIExpression(), !651)
    #dbg_value(i32 %1, !650, !DIExpression(), !651)
  %3 = zext nneg i32 %1 to i64, !dbg !652
  %4 = ashr i64 %0, %3, !dbg !652
  ret i64 %4, !dbg !653
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_neg(i64 noundef %0) unnamed_addr #2 !dbg !654 {
    #dbg_value(i64 %0, !658, !DIExpression(), !659)
  %2 = sub i64 0, %0, !dbg !660
  ret i64 %2, !dbg !661
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_not(i64 noundef %0) unnamed_addr #2 !dbg !662 {
    #dbg_value(i64 %0, !664, !DIExpression(), !665)
  %2 = xor i64 %0, -1, !dbg !666
  ret i64 %2, !dbg !667
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_abs(i64 noundef %0) unnamed_addr #2 !dbg !668 {
    #dbg_value(i64 %0, !670, !DIExpression(), !671)
  %2 = icmp slt i64 %0, 0, !dbg !672
  br i1 %2, label %3, label %5, !dbg !673

3:                                                ; preds = %1
  %4 = tail call fastcc i64 @op_neg(i64 noundef %0), !dbg !674
  br label %5, !dbg !673

5:                                                ; preds = %1, %3
  %6 = phi i64 [ %4, %3 ], [ %0, %1 ], !dbg !673
  ret i64 %6, !dbg !675
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -3074457345618258602, 3074457345618258603) i64 @div3(i64 noundef %0) unnamed_addr #2 !dbg !676 {
    #dbg_value(i64 %0, !678, !DIExpression(), !679)
  %2 = sdiv i64 %0, 3, !dbg !680
  ret i64 %2, !dbg !681
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -1317624576693539401, 1317624576693539402) i64 @div7(i64 noundef %0) unnamed_addr #2 !dbg !682 {
    #dbg_value(i64 %0, !684, !DIExpression(), !685)
  %2 = sdiv i64 %0, 7, !dbg !686
  ret i64 %2, !dbg !687
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -922337203685477580, 922337203685477581) i64 @div10(i64 noundef %0) unnamed_addr #2 !dbg !688 {
    #dbg_value(i64 %0, !690, !DIExpression(), !691)
  %2 = sdiv i64 %0, 10, !dbg !692
  ret i64 %2, !dbg !693
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -9, 10) i64 @rem10(i64 noundef %0) unnamed_addr #2 !dbg !694 {
    #dbg_value(i64 %0, !696, !DIExpression(), !697)
  %2 = srem i64 %0, 10, !dbg !698
  ret i64 %2, !dbg !699
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -576460752303423488, 576460752303423488) i64 @div16(i64 noundef %0) unnamed_addr #2 !dbg !700 {
    #dbg_value(i64 %0, !702, !DIExpression(), !703)
  %2 = sdiv i64 %0, 16, !dbg !704
  ret i64 %2, !dbg !705
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -15, 16) i64 @rem16(i64 noundef %0) unnamed_addr #2 !dbg !706 {
    #dbg_value(i64 %0, !708, !DIExpression(), !709)
  %2 = srem i64 %0, 16, !dbg !710
  ret i64 %2, !dbg !711
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -1844674407370955161, 1844674407370955162) i64 @divm5(i64 noundef %0) unnamed_addr #2 !dbg !712 {
    #dbg_value(i64 %0, !714, !DIExpression(), !715)
  %2 = sdiv i64 %0, -5, !dbg !716
  ret i64 %2, !dbg !717
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -1, 2) i64 @divmax(i64 noundef %0) unnamed_addr #2 !dbg !718 {
    #dbg_value(i64 %0, !720, !DIExpression(), !721)
  %2 = sdiv i64 %0, 9223372036854775807, !dbg !722
  ret i64 %2, !dbg !723
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!103, !104, !105, !106, !107, !108, !109}
!llvm.ident = !{!110}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/ops_matrix_i64.c", directory: ".", checksumkind: CSK_MD5, checksum: "65956dc222d57c19619d0152efa9b5b5")
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
!13 = distinct !DIGlobalVariable(name: "h", scope: !14, file: !2, line: 23, type: !24, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !33, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16, !17, !18, !24, !25, !30, !31, !32}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !2, line: 9, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !20, line: 27, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !22, line: 44, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!23 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!24 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "WU", file: !2, line: 11, baseType: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !27, line: 27, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !22, line: 45, baseType: !29)
!29 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!31 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "U", file: !2, line: 10, baseType: !26)
!33 = !{!0, !7, !34, !39, !44, !46, !48, !50, !55, !57, !59, !61, !63, !68, !73, !78, !80, !82, !87, !92, !12, !97}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 14)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 4)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !41, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !41, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !41, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 3)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !41, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !41, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !41, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !41, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 33)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 26)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 16)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !75, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !3, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 984, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 123)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 20)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 22)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(name: "vals", scope: !14, file: !2, line: 17, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 1344, elements: !101)
!100 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !18)
!101 = !{!102}
!102 = !DISubrange(count: 21)
!103 = !{i32 7, !"Dwarf Version", i32 5}
!104 = !{i32 2, !"Debug Info Version", i32 3}
!105 = !{i32 1, !"wchar_size", i32 4}
!106 = !{i32 8, !"PIC Level", i32 2}
!107 = !{i32 7, !"PIE Level", i32 2}
!108 = !{i32 7, !"uwtable", i32 2}
!109 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!110 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!111 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 65, type: !112, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !114)
!112 = !DISubroutineType(types: !113)
!113 = !{!16}
!114 = !{!115, !116, !117, !120, !123, !126, !127, !130, !133, !136, !137, !140, !143, !146, !147, !150, !153, !156, !157, !160, !163, !166, !167, !170, !173, !176, !177, !180, !183, !186, !187, !190, !193, !196, !197, !200, !203, !206, !207, !209, !212, !215, !216, !217, !218, !220, !223, !226, !228, !231, !233}
!115 = !DILocalVariable(name: "total", scope: !111, file: !2, line: 66, type: !24)
!116 = !DILocalVariable(name: "bad", scope: !111, file: !2, line: 67, type: !16)
!117 = !DILocalVariable(name: "i", scope: !118, file: !2, line: 70, type: !16)
!118 = distinct !DILexicalBlock(scope: !119, file: !2, line: 70, column: 5)
!119 = distinct !DILexicalBlock(scope: !111, file: !2, line: 70, column: 5)
!120 = !DILocalVariable(name: "j", scope: !121, file: !2, line: 70, type: !16)
!121 = distinct !DILexicalBlock(scope: !122, file: !2, line: 70, column: 5)
!122 = distinct !DILexicalBlock(scope: !118, file: !2, line: 70, column: 5)
!123 = !DILocalVariable(name: "a", scope: !124, file: !2, line: 70, type: !18)
!124 = distinct !DILexicalBlock(scope: !125, file: !2, line: 70, column: 5)
!125 = distinct !DILexicalBlock(scope: !121, file: !2, line: 70, column: 5)
!126 = !DILocalVariable(name: "b", scope: !124, file: !2, line: 70, type: !18)
!127 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 71, type: !16)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 71, column: 5)
!129 = distinct !DILexicalBlock(scope: !111, file: !2, line: 71, column: 5)
!130 = !DILocalVariable(name: "j", scope: !131, file: !2, line: 71, type: !16)
!131 = distinct !DILexicalBlock(scope: !132, file: !2, line: 71, column: 5)
!132 = distinct !DILexicalBlock(scope: !128, file: !2, line: 71, column: 5)
!133 = !DILocalVariable(name: "a", scope: !134, file: !2, line: 71, type: !18)
!134 = distinct !DILexicalBlock(scope: !135, file: !2, line: 71, column: 5)
!135 = distinct !DILexicalBlock(scope: !131, file: !2, line: 71, column: 5)
!136 = !DILocalVariable(name: "b", scope: !134, file: !2, line: 71, type: !18)
!137 = !DILocalVariable(name: "i", scope: !138, file: !2, line: 72, type: !16)
!138 = distinct !DILexicalBlock(scope: !139, file: !2, line: 72, column: 5)
!139 = distinct !DILexicalBlock(scope: !111, file: !2, line: 72, column: 5)
!140 = !DILocalVariable(name: "j", scope: !141, file: !2, line: 72, type: !16)
!141 = distinct !DILexicalBlock(scope: !142, file: !2, line: 72, column: 5)
!142 = distinct !DILexicalBlock(scope: !138, file: !2, line: 72, column: 5)
!143 = !DILocalVariable(name: "a", scope: !144, file: !2, line: 72, type: !18)
!144 = distinct !DILexicalBlock(scope: !145, file: !2, line: 72, column: 5)
!145 = distinct !DILexicalBlock(scope: !141, file: !2, line: 72, column: 5)
!146 = !DILocalVariable(name: "b", scope: !144, file: !2, line: 72, type: !18)
!147 = !DILocalVariable(name: "i", scope: !148, file: !2, line: 73, type: !16)
!148 = distinct !DILexicalBlock(scope: !149, file: !2, line: 73, column: 5)
!149 = distinct !DILexicalBlock(scope: !111, file: !2, line: 73, column: 5)
!150 = !DILocalVariable(name: "j", scope: !151, file: !2, line: 73, type: !16)
!151 = distinct !DILexicalBlock(scope: !152, file: !2, line: 73, column: 5)
!152 = distinct !DILexicalBlock(scope: !148, file: !2, line: 73, column: 5)
!153 = !DILocalVariable(name: "a", scope: !154, file: !2, line: 73, type: !18)
!154 = distinct !DILexicalBlock(scope: !155, file: !2, line: 73, column: 5)
!155 = distinct !DILexicalBlock(scope: !151, file: !2, line: 73, column: 5)
!156 = !DILocalVariable(name: "b", scope: !154, file: !2, line: 73, type: !18)
!157 = !DILocalVariable(name: "i", scope: !158, file: !2, line: 74, type: !16)
!158 = distinct !DILexicalBlock(scope: !159, file: !2, line: 74, column: 5)
!159 = distinct !DILexicalBlock(scope: !111, file: !2, line: 74, column: 5)
!160 = !DILocalVariable(name: "j", scope: !161, file: !2, line: 74, type: !16)
!161 = distinct !DILexicalBlock(scope: !162, file: !2, line: 74, column: 5)
!162 = distinct !DILexicalBlock(scope: !158, file: !2, line: 74, column: 5)
!163 = !DILocalVariable(name: "a", scope: !164, file: !2, line: 74, type: !18)
!164 = distinct !DILexicalBlock(scope: !165, file: !2, line: 74, column: 5)
!165 = distinct !DILexicalBlock(scope: !161, file: !2, line: 74, column: 5)
!166 = !DILocalVariable(name: "b", scope: !164, file: !2, line: 74, type: !18)
!167 = !DILocalVariable(name: "i", scope: !168, file: !2, line: 75, type: !16)
!168 = distinct !DILexicalBlock(scope: !169, file: !2, line: 75, column: 5)
!169 = distinct !DILexicalBlock(scope: !111, file: !2, line: 75, column: 5)
!170 = !DILocalVariable(name: "j", scope: !171, file: !2, line: 75, type: !16)
!171 = distinct !DILexicalBlock(scope: !172, file: !2, line: 75, column: 5)
!172 = distinct !DILexicalBlock(scope: !168, file: !2, line: 75, column: 5)
!173 = !DILocalVariable(name: "a", scope: !174, file: !2, line: 75, type: !18)
!174 = distinct !DILexicalBlock(scope: !175, file: !2, line: 75, column: 5)
!175 = distinct !DILexicalBlock(scope: !171, file: !2, line: 75, column: 5)
!176 = !DILocalVariable(name: "b", scope: !174, file: !2, line: 75, type: !18)
!177 = !DILocalVariable(name: "i", scope: !178, file: !2, line: 76, type: !16)
!178 = distinct !DILexicalBlock(scope: !179, file: !2, line: 76, column: 5)
!179 = distinct !DILexicalBlock(scope: !111, file: !2, line: 76, column: 5)
!180 = !DILocalVariable(name: "j", scope: !181, file: !2, line: 76, type: !16)
!181 = distinct !DILexicalBlock(scope: !182, file: !2, line: 76, column: 5)
!182 = distinct !DILexicalBlock(scope: !178, file: !2, line: 76, column: 5)
!183 = !DILocalVariable(name: "a", scope: !184, file: !2, line: 76, type: !18)
!184 = distinct !DILexicalBlock(scope: !185, file: !2, line: 76, column: 5)
!185 = distinct !DILexicalBlock(scope: !181, file: !2, line: 76, column: 5)
!186 = !DILocalVariable(name: "b", scope: !184, file: !2, line: 76, type: !18)
!187 = !DILocalVariable(name: "i", scope: !188, file: !2, line: 77, type: !16)
!188 = distinct !DILexicalBlock(scope: !189, file: !2, line: 77, column: 5)
!189 = distinct !DILexicalBlock(scope: !111, file: !2, line: 77, column: 5)
!190 = !DILocalVariable(name: "j", scope: !191, file: !2, line: 77, type: !16)
!191 = distinct !DILexicalBlock(scope: !192, file: !2, line: 77, column: 5)
!192 = distinct !DILexicalBlock(scope: !188, file: !2, line: 77, column: 5)
!193 = !DILocalVariable(name: "a", scope: !194, file: !2, line: 77, type: !18)
!194 = distinct !DILexicalBlock(scope: !195, file: !2, line: 77, column: 5)
!195 = distinct !DILexicalBlock(scope: !191, file: !2, line: 77, column: 5)
!196 = !DILocalVariable(name: "b", scope: !194, file: !2, line: 77, type: !18)
!197 = !DILocalVariable(name: "i", scope: !198, file: !2, line: 78, type: !16)
!198 = distinct !DILexicalBlock(scope: !199, file: !2, line: 78, column: 5)
!199 = distinct !DILexicalBlock(scope: !111, file: !2, line: 78, column: 5)
!200 = !DILocalVariable(name: "j", scope: !201, file: !2, line: 78, type: !16)
!201 = distinct !DILexicalBlock(scope: !202, file: !2, line: 78, column: 5)
!202 = distinct !DILexicalBlock(scope: !198, file: !2, line: 78, column: 5)
!203 = !DILocalVariable(name: "a", scope: !204, file: !2, line: 78, type: !18)
!204 = distinct !DILexicalBlock(scope: !205, file: !2, line: 78, column: 5)
!205 = distinct !DILexicalBlock(scope: !201, file: !2, line: 78, column: 5)
!206 = !DILocalVariable(name: "b", scope: !204, file: !2, line: 78, type: !18)
!207 = !DILocalVariable(name: "i", scope: !208, file: !2, line: 81, type: !16)
!208 = distinct !DILexicalBlock(scope: !111, file: !2, line: 81, column: 5)
!209 = !DILocalVariable(name: "j", scope: !210, file: !2, line: 82, type: !16)
!210 = distinct !DILexicalBlock(scope: !211, file: !2, line: 82, column: 9)
!211 = distinct !DILexicalBlock(scope: !208, file: !2, line: 81, column: 5)
!212 = !DILocalVariable(name: "a", scope: !213, file: !2, line: 83, type: !18)
!213 = distinct !DILexicalBlock(scope: !214, file: !2, line: 82, column: 37)
!214 = distinct !DILexicalBlock(scope: !210, file: !2, line: 82, column: 9)
!215 = !DILocalVariable(name: "b", scope: !213, file: !2, line: 83, type: !18)
!216 = !DILocalVariable(name: "q", scope: !213, file: !2, line: 85, type: !18)
!217 = !DILocalVariable(name: "r", scope: !213, file: !2, line: 85, type: !18)
!218 = !DILocalVariable(name: "i", scope: !219, file: !2, line: 93, type: !16)
!219 = distinct !DILexicalBlock(scope: !111, file: !2, line: 93, column: 5)
!220 = !DILocalVariable(name: "s", scope: !221, file: !2, line: 94, type: !16)
!221 = distinct !DILexicalBlock(scope: !222, file: !2, line: 94, column: 9)
!222 = distinct !DILexicalBlock(scope: !219, file: !2, line: 93, column: 5)
!223 = !DILocalVariable(name: "a", scope: !224, file: !2, line: 94, type: !18)
!224 = distinct !DILexicalBlock(scope: !225, file: !2, line: 94, column: 40)
!225 = distinct !DILexicalBlock(scope: !221, file: !2, line: 94, column: 9)
!226 = !DILocalVariable(name: "i", scope: !227, file: !2, line: 97, type: !16)
!227 = distinct !DILexicalBlock(scope: !111, file: !2, line: 97, column: 5)
!228 = !DILocalVariable(name: "a", scope: !229, file: !2, line: 98, type: !18)
!229 = distinct !DILexicalBlock(scope: !230, file: !2, line: 97, column: 36)
!230 = distinct !DILexicalBlock(scope: !227, file: !2, line: 97, column: 5)
!231 = !DILocalVariable(name: "i", scope: !232, file: !2, line: 103, type: !16)
!232 = distinct !DILexicalBlock(scope: !111, file: !2, line: 103, column: 5)
!233 = !DILocalVariable(name: "a", scope: !234, file: !2, line: 104, type: !18)
!234 = distinct !DILexicalBlock(scope: !235, file: !2, line: 103, column: 33)
!235 = distinct !DILexicalBlock(scope: !232, file: !2, line: 103, column: 5)
!236 = !DILocation(line: 0, scope: !111)
!237 = !DILocation(line: 68, column: 5, scope: !111)
!238 = !DILocation(line: 0, scope: !118)
!239 = !DILocation(line: 70, column: 5, scope: !118)
!240 = !DILocation(line: 0, scope: !121)
!241 = !DILocation(line: 70, column: 5, scope: !121)
!242 = !{!243, !243, i64 0}
!243 = !{!"long long", !244, i64 0}
!244 = !{!"omnipotent char", !245, i64 0}
!245 = !{!"Simple C/C++ TBAA"}
!246 = !DILocation(line: 70, column: 5, scope: !119)
!247 = !DILocation(line: 0, scope: !128)
!248 = !DILocation(line: 71, column: 5, scope: !128)
!249 = !DILocation(line: 70, column: 5, scope: !122)
!250 = distinct !{!250, !239, !239, !251}
!251 = !{!"llvm.loop.mustprogress"}
!252 = !DILocation(line: 70, column: 5, scope: !124)
!253 = !{!254, !254, i64 0}
!254 = !{!"long", !244, i64 0}
!255 = !DILocation(line: 0, scope: !124)
!256 = !DILocalVariable(name: "v", arg: 1, scope: !257, file: !2, line: 24, type: !24)
!257 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 24, type: !258, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !260)
!258 = !DISubroutineType(types: !259)
!259 = !{null, !24}
!260 = !{!256}
!261 = !DILocation(line: 0, scope: !257, inlinedAt: !262)
!262 = distinct !DILocation(line: 70, column: 5, scope: !124)
!263 = !DILocation(line: 24, column: 48, scope: !257, inlinedAt: !262)
!264 = !DILocation(line: 24, column: 53, scope: !257, inlinedAt: !262)
!265 = !DILocation(line: 70, column: 5, scope: !125)
!266 = distinct !{!266, !241, !241, !251}
!267 = !DILocation(line: 0, scope: !131)
!268 = !DILocation(line: 71, column: 5, scope: !131)
!269 = !DILocation(line: 71, column: 5, scope: !129)
!270 = !DILocation(line: 0, scope: !138)
!271 = !DILocation(line: 72, column: 5, scope: !138)
!272 = !DILocation(line: 71, column: 5, scope: !132)
!273 = distinct !{!273, !248, !248, !251}
!274 = !DILocation(line: 71, column: 5, scope: !134)
!275 = !DILocation(line: 0, scope: !134)
!276 = !DILocation(line: 0, scope: !257, inlinedAt: !277)
!277 = distinct !DILocation(line: 71, column: 5, scope: !134)
!278 = !DILocation(line: 24, column: 48, scope: !257, inlinedAt: !277)
!279 = !DILocation(line: 24, column: 53, scope: !257, inlinedAt: !277)
!280 = !DILocation(line: 71, column: 5, scope: !135)
!281 = distinct !{!281, !268, !268, !251}
!282 = !DILocation(line: 0, scope: !141)
!283 = !DILocation(line: 72, column: 5, scope: !141)
!284 = !DILocation(line: 72, column: 5, scope: !139)
!285 = !DILocation(line: 0, scope: !148)
!286 = !DILocation(line: 73, column: 5, scope: !148)
!287 = !DILocation(line: 72, column: 5, scope: !142)
!288 = distinct !{!288, !271, !271, !251}
!289 = !DILocation(line: 72, column: 5, scope: !144)
!290 = !DILocation(line: 0, scope: !144)
!291 = !DILocation(line: 0, scope: !257, inlinedAt: !292)
!292 = distinct !DILocation(line: 72, column: 5, scope: !144)
!293 = !DILocation(line: 24, column: 48, scope: !257, inlinedAt: !292)
!294 = !DILocation(line: 24, column: 53, scope: !257, inlinedAt: !292)
!295 = !DILocation(line: 72, column: 5, scope: !145)
!296 = distinct !{!296, !283, !283, !251}
!297 = !DILocation(line: 0, scope: !151)
!298 = !DILocation(line: 73, column: 5, scope: !151)
!299 = !DILocation(line: 73, column: 5, scope: !149)
!300 = !DILocation(line: 0, scope: !158)
!301 = !DILocation(line: 74, column: 5, scope: !158)
!302 = !DILocation(line: 73, column: 5, scope: !152)
!303 = distinct !{!303, !286, !286, !251}
!304 = !DILocation(line: 73, column: 5, scope: !154)
!305 = !DILocation(line: 0, scope: !154)
!306 = !DILocation(line: 0, scope: !257, inlinedAt: !307)
!307 = distinct !DILocation(line: 73, column: 5, scope: !154)
!308 = !DILocation(line: 24, column: 48, scope: !257, inlinedAt: !307)
!309 = !DILocation(line: 24, column: 53, scope: !257, inlinedAt: !307)
!310 = !DILocation(line: 73, column: 5, scope: !155)
!311 = distinct !{!311, !298, !298, !251}
!312 = !DILocation(line: 0, scope: !161)
!313 = !DILocation(line: 74, column: 5, scope: !161)
!314 = !DILocation(line: 74, column: 5, scope: !159)
!315 = !DILocation(line: 0, scope: !168)
!316 = !DILocation(line: 75, column: 5, scope: !168)
!317 = !DILocation(line: 74, column: 5, scope: !162)
!318 = distinct !{!318, !301, !301, !251}
!319 = !DILocation(line: 74, column: 5, scope: !164)
!320 = !DILocation(line: 0, scope: !164)
!321 = !DILocation(line: 0, scope: !257, inlinedAt: !322)
!322 = distinct !DILocation(line: 74, column: 5, scope: !164)
!323 = !DILocation(line: 24, column: 48, scope: !257, inlinedAt: !322)
!324 = !DILocation(line: 24, column: 53, scope: !257, inlinedAt: !322)
!325 = !DILocation(line: 74, column: 5, scope: !165)
!326 = distinct !{!326, !313, !313, !251}
!327 = !DILocation(line: 0, scope: !171)
!328 = !DILocation(line: 75, column: 5, scope: !171)
!329 = !DILocation(line: 75, column: 5, scope: !169)
!330 = !DILocation(line: 0, scope: !178)
!331 = !DILocation(line: 76, column: 5, scope: !178)
!332 = !DILocation(line: 75, column: 5, scope: !172)
!333 = distinct !{!333, !316, !316, !251}
!334 = !DILocation(line: 75, column: 5, scope: !174)
!335 = !DILocation(line: 0, scope: !174)
!336 = !DILocation(line: 0, scope: !257, inlinedAt: !337)
!337 = distinct !DILocation(line: 75, column: 5, scope: !174)
!338 = !DILocation(line: 24, column: 48, scope: !257, inlinedAt: !337)
!339 = !DILocation(line: 24, column: 53, scope: !257, inlinedAt: !337)
!340 = !DILocation(line: 75, column: 5, scope: !175)
!341 = distinct !{!341, !328, !328, !251}
!342 = !DILocation(line: 0, scope: !181)
!343 = !DILocation(line: 76, column: 5, scope: !181)
!344 = !DILocation(line: 76, column: 5, scope: !179)
!345 = !DILocation(line: 0, scope: !188)
!346 = !DILocation(line: 77, column: 5, scope: !188)
!347 = !DILocation(line: 76, column: 5, scope: !182)
!348 = distinct !{!348, !331, !331, !251}
!349 = !DILocation(line: 76, column: 5, scope: !184)
!350 = !DILocation(line: 0, scope: !184)
!351 = !DILocation(line: 0, scope: !257, inlinedAt: !352)
!352 = distinct !DILocation(line: 76, column: 5, scope: !184)
!353 = !DILocation(line: 24, column: 48, scope: !257, inlinedAt: !352)
!354 = !DILocation(line: 24, column: 53, scope: !257, inlinedAt: !352)
!355 = !DILocation(line: 76, column: 5, scope: !185)
!356 = distinct !{!356, !343, !343, !251}
!357 = !DILocation(line: 0, scope: !191)
!358 = !DILocation(line: 77, column: 5, scope: !191)
!359 = !DILocation(line: 77, column: 5, scope: !189)
!360 = !DILocation(line: 0, scope: !198)
!361 = !DILocation(line: 78, column: 5, scope: !198)
!362 = !DILocation(line: 77, column: 5, scope: !192)
!363 = distinct !{!363, !346, !346, !251}
!364 = !DILocation(line: 77, column: 5, scope: !194)
!365 = !DILocation(line: 0, scope: !194)
!366 = !DILocation(line: 0, scope: !257, inlinedAt: !367)
!367 = distinct !DILocation(line: 77, column: 5, scope: !194)
!368 = !DILocation(line: 24, column: 48, scope: !257, inlinedAt: !367)
!369 = !DILocation(line: 24, column: 53, scope: !257, inlinedAt: !367)
!370 = !DILocation(line: 77, column: 5, scope: !195)
!371 = distinct !{!371, !358, !358, !251}
!372 = !DILocation(line: 0, scope: !201)
!373 = !DILocation(line: 78, column: 5, scope: !201)
!374 = !DILocation(line: 78, column: 5, scope: !199)
!375 = !DILocation(line: 80, column: 7, scope: !111)
!376 = !DILocation(line: 0, scope: !208)
!377 = !DILocation(line: 81, column: 5, scope: !208)
!378 = !DILocation(line: 78, column: 5, scope: !202)
!379 = distinct !{!379, !361, !361, !251}
!380 = !DILocation(line: 78, column: 5, scope: !204)
!381 = !DILocation(line: 0, scope: !204)
!382 = !DILocation(line: 0, scope: !257, inlinedAt: !383)
!383 = distinct !DILocation(line: 78, column: 5, scope: !204)
!384 = !DILocation(line: 24, column: 48, scope: !257, inlinedAt: !383)
!385 = !DILocation(line: 24, column: 53, scope: !257, inlinedAt: !383)
!386 = !DILocation(line: 78, column: 5, scope: !205)
!387 = distinct !{!387, !373, !373, !251}
!388 = !DILocation(line: 0, scope: !210)
!389 = !DILocation(line: 82, column: 9, scope: !210)
!390 = !DILocation(line: 90, column: 32, scope: !111)
!391 = !DILocation(line: 90, column: 5, scope: !111)
!392 = !DILocation(line: 90, column: 45, scope: !111)
!393 = !DILocation(line: 0, scope: !219)
!394 = !DILocation(line: 93, column: 5, scope: !219)
!395 = !DILocation(line: 81, column: 29, scope: !211)
!396 = !DILocation(line: 81, column: 23, scope: !211)
!397 = distinct !{!397, !377, !398, !251}
!398 = !DILocation(line: 89, column: 9, scope: !208)
!399 = !DILocation(line: 83, column: 19, scope: !213)
!400 = !DILocation(line: 0, scope: !213)
!401 = !DILocation(line: 83, column: 32, scope: !213)
!402 = !DILocation(line: 84, column: 19, scope: !403)
!403 = distinct !DILexicalBlock(scope: !213, file: !2, line: 84, column: 17)
!404 = !DILocation(line: 84, column: 24, scope: !403)
!405 = !DILocation(line: 84, column: 40, scope: !403)
!406 = !DILocation(line: 84, column: 48, scope: !403)
!407 = !DILocation(line: 85, column: 19, scope: !213)
!408 = !DILocation(line: 85, column: 37, scope: !213)
!409 = !DILocation(line: 0, scope: !257, inlinedAt: !410)
!410 = distinct !DILocation(line: 86, column: 13, scope: !213)
!411 = !DILocation(line: 24, column: 46, scope: !257, inlinedAt: !410)
!412 = !DILocation(line: 24, column: 48, scope: !257, inlinedAt: !410)
!413 = !DILocation(line: 24, column: 53, scope: !257, inlinedAt: !410)
!414 = !DILocation(line: 0, scope: !257, inlinedAt: !415)
!415 = distinct !DILocation(line: 86, column: 27, scope: !213)
!416 = !DILocation(line: 24, column: 48, scope: !257, inlinedAt: !415)
!417 = !DILocation(line: 24, column: 53, scope: !257, inlinedAt: !415)
!418 = !DILocation(line: 24, column: 43, scope: !257, inlinedAt: !415)
!419 = !DILocation(line: 87, column: 25, scope: !420)
!420 = distinct !DILexicalBlock(scope: !213, file: !2, line: 87, column: 17)
!421 = !DILocation(line: 87, column: 38, scope: !420)
!422 = !DILocation(line: 87, column: 47, scope: !420)
!423 = !DILocation(line: 87, column: 17, scope: !213)
!424 = !DILocation(line: 87, column: 58, scope: !425)
!425 = distinct !DILexicalBlock(scope: !420, file: !2, line: 87, column: 53)
!426 = !DILocation(line: 87, column: 62, scope: !425)
!427 = !DILocation(line: 87, column: 135, scope: !425)
!428 = !DILocation(line: 88, column: 19, scope: !429)
!429 = distinct !DILexicalBlock(scope: !213, file: !2, line: 88, column: 17)
!430 = !DILocation(line: 88, column: 24, scope: !429)
!431 = !DILocation(line: 88, column: 54, scope: !432)
!432 = distinct !DILexicalBlock(scope: !429, file: !2, line: 88, column: 49)
!433 = !DILocation(line: 88, column: 58, scope: !432)
!434 = !DILocation(line: 88, column: 124, scope: !432)
!435 = !DILocation(line: 82, column: 33, scope: !214)
!436 = !DILocation(line: 82, column: 27, scope: !214)
!437 = distinct !{!437, !389, !438, !251}
!438 = !DILocation(line: 89, column: 9, scope: !210)
!439 = !DILocation(line: 0, scope: !221)
!440 = !DILocation(line: 94, column: 9, scope: !221)
!441 = !DILocation(line: 95, column: 5, scope: !111)
!442 = !DILocation(line: 95, column: 45, scope: !111)
!443 = !DILocation(line: 0, scope: !227)
!444 = !DILocation(line: 98, column: 15, scope: !229)
!445 = !DILocation(line: 0, scope: !229)
!446 = !DILocation(line: 99, column: 95, scope: !229)
!447 = !DILocation(line: 100, column: 31, scope: !229)
!448 = !DILocation(line: 100, column: 75, scope: !229)
!449 = !DILocation(line: 99, column: 9, scope: !229)
!450 = !DILocation(line: 103, column: 5, scope: !232)
!451 = !DILocation(line: 93, column: 29, scope: !222)
!452 = !DILocation(line: 93, column: 23, scope: !222)
!453 = distinct !{!453, !394, !454, !251}
!454 = !DILocation(line: 94, column: 134, scope: !219)
!455 = !DILocation(line: 94, column: 48, scope: !224)
!456 = !DILocation(line: 0, scope: !224)
!457 = !DILocation(line: 94, column: 66, scope: !224)
!458 = !DILocation(line: 0, scope: !257, inlinedAt: !459)
!459 = distinct !DILocation(line: 94, column: 57, scope: !224)
!460 = !DILocation(line: 24, column: 48, scope: !257, inlinedAt: !459)
!461 = !DILocation(line: 24, column: 53, scope: !257, inlinedAt: !459)
!462 = !DILocation(line: 94, column: 91, scope: !224)
!463 = !DILocation(line: 0, scope: !257, inlinedAt: !464)
!464 = distinct !DILocation(line: 94, column: 82, scope: !224)
!465 = !DILocation(line: 24, column: 48, scope: !257, inlinedAt: !464)
!466 = !DILocation(line: 24, column: 53, scope: !257, inlinedAt: !464)
!467 = !DILocation(line: 94, column: 117, scope: !224)
!468 = !DILocation(line: 0, scope: !257, inlinedAt: !469)
!469 = distinct !DILocation(line: 94, column: 108, scope: !224)
!470 = !DILocation(line: 24, column: 48, scope: !257, inlinedAt: !469)
!471 = !DILocation(line: 24, column: 53, scope: !257, inlinedAt: !469)
!472 = !DILocation(line: 94, column: 36, scope: !225)
!473 = !DILocation(line: 94, column: 27, scope: !225)
!474 = distinct !{!474, !440, !475, !251}
!475 = !DILocation(line: 94, column: 134, scope: !221)
!476 = !DILocation(line: 90, column: 42, scope: !111)
!477 = !DILocation(line: 95, column: 42, scope: !111)
!478 = !DILocation(line: 111, column: 5, scope: !111)
!479 = !DILocation(line: 112, column: 12, scope: !111)
!480 = !DILocation(line: 113, column: 1, scope: !111)
!481 = !DILocation(line: 0, scope: !232)
!482 = !DILocation(line: 104, column: 15, scope: !234)
!483 = !DILocation(line: 0, scope: !234)
!484 = !DILocation(line: 106, column: 35, scope: !234)
!485 = !DILocation(line: 106, column: 52, scope: !234)
!486 = !DILocation(line: 106, column: 69, scope: !234)
!487 = !DILocation(line: 106, column: 92, scope: !234)
!488 = !DILocation(line: 106, column: 112, scope: !234)
!489 = !DILocation(line: 107, column: 27, scope: !234)
!490 = !DILocation(line: 107, column: 48, scope: !234)
!491 = !DILocation(line: 107, column: 69, scope: !234)
!492 = !DILocation(line: 107, column: 90, scope: !234)
!493 = !DILocation(line: 107, column: 111, scope: !234)
!494 = !DILocation(line: 108, column: 27, scope: !234)
!495 = !DILocation(line: 108, column: 46, scope: !234)
!496 = !DILocation(line: 108, column: 38, scope: !234)
!497 = !DILocation(line: 108, column: 56, scope: !234)
!498 = !DILocation(line: 105, column: 9, scope: !234)
!499 = !DILocation(line: 109, column: 25, scope: !500)
!500 = distinct !DILexicalBlock(scope: !234, file: !2, line: 109, column: 13)
!501 = !DILocation(line: 109, column: 22, scope: !500)
!502 = !DILocation(line: 109, column: 39, scope: !500)
!503 = !DILocation(line: 109, column: 54, scope: !500)
!504 = !DILocation(line: 109, column: 51, scope: !500)
!505 = !DILocation(line: 109, column: 68, scope: !500)
!506 = !DILocation(line: 109, column: 82, scope: !500)
!507 = !DILocation(line: 109, column: 79, scope: !500)
!508 = !DILocation(line: 109, column: 95, scope: !500)
!509 = !DILocation(line: 109, column: 110, scope: !500)
!510 = !DILocation(line: 109, column: 107, scope: !500)
!511 = !DILocation(line: 109, column: 13, scope: !234)
!512 = !DILocation(line: 109, column: 130, scope: !513)
!513 = distinct !DILexicalBlock(scope: !500, file: !2, line: 109, column: 125)
!514 = !DILocation(line: 109, column: 134, scope: !513)
!515 = !DILocation(line: 109, column: 166, scope: !513)
!516 = !DILocation(line: 103, column: 29, scope: !235)
!517 = !DILocation(line: 103, column: 23, scope: !235)
!518 = distinct !{!518, !450, !519, !251}
!519 = !DILocation(line: 110, column: 5, scope: !232)
!520 = !DISubprogram(name: "printf", scope: !521, file: !521, line: 356, type: !522, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!521 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!522 = !DISubroutineType(types: !523)
!523 = !{!16, !524, null}
!524 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !525)
!525 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !526, size: 64)
!526 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!527 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 27, type: !528, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !530)
!528 = !DISubroutineType(types: !529)
!529 = !{!18, !18, !18}
!530 = !{!531, !532}
!531 = !DILocalVariable(name: "a", arg: 1, scope: !527, file: !2, line: 27, type: !18)
!532 = !DILocalVariable(name: "b", arg: 2, scope: !527, file: !2, line: 27, type: !18)
!533 = !DILocation(line: 0, scope: !527)
!534 = !DILocation(line: 27, column: 72, scope: !527)
!535 = !DILocation(line: 27, column: 55, scope: !527)
!536 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 28, type: !528, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !537)
!537 = !{!538, !539}
!538 = !DILocalVariable(name: "a", arg: 1, scope: !536, file: !2, line: 28, type: !18)
!539 = !DILocalVariable(name: "b", arg: 2, scope: !536, file: !2, line: 28, type: !18)
!540 = !DILocation(line: 0, scope: !536)
!541 = !DILocation(line: 28, column: 72, scope: !536)
!542 = !DILocation(line: 28, column: 55, scope: !536)
!543 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 29, type: !528, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !544)
!544 = !{!545, !546}
!545 = !DILocalVariable(name: "a", arg: 1, scope: !543, file: !2, line: 29, type: !18)
!546 = !DILocalVariable(name: "b", arg: 2, scope: !543, file: !2, line: 29, type: !18)
!547 = !DILocation(line: 0, scope: !543)
!548 = !DILocation(line: 29, column: 72, scope: !543)
!549 = !DILocation(line: 29, column: 55, scope: !543)
!550 = distinct !DISubprogram(name: "op_and", scope: !2, file: !2, line: 32, type: !528, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !551)
!551 = !{!552, !553}
!552 = !DILocalVariable(name: "a", arg: 1, scope: !550, file: !2, line: 32, type: !18)
!553 = !DILocalVariable(name: "b", arg: 2, scope: !550, file: !2, line: 32, type: !18)
!554 = !DILocation(line: 0, scope: !550)
!555 = !DILocation(line: 32, column: 64, scope: !550)
!556 = !DILocation(line: 32, column: 55, scope: !550)
!557 = distinct !DISubprogram(name: "op_or", scope: !2, file: !2, line: 33, type: !528, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !558)
!558 = !{!559, !560}
!559 = !DILocalVariable(name: "a", arg: 1, scope: !557, file: !2, line: 33, type: !18)
!560 = !DILocalVariable(name: "b", arg: 2, scope: !557, file: !2, line: 33, type: !18)
!561 = !DILocation(line: 0, scope: !557)
!562 = !DILocation(line: 33, column: 63, scope: !557)
!563 = !DILocation(line: 33, column: 54, scope: !557)
!564 = distinct !DISubprogram(name: "op_xor", scope: !2, file: !2, line: 34, type: !528, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !565)
!565 = !{!566, !567}
!566 = !DILocalVariable(name: "a", arg: 1, scope: !564, file: !2, line: 34, type: !18)
!567 = !DILocalVariable(name: "b", arg: 2, scope: !564, file: !2, line: 34, type: !18)
!568 = !DILocation(line: 0, scope: !564)
!569 = !DILocation(line: 34, column: 64, scope: !564)
!570 = !DILocation(line: 34, column: 55, scope: !564)
!571 = distinct !DISubprogram(name: "op_min", scope: !2, file: !2, line: 41, type: !528, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !572)
!572 = !{!573, !574}
!573 = !DILocalVariable(name: "a", arg: 1, scope: !571, file: !2, line: 41, type: !18)
!574 = !DILocalVariable(name: "b", arg: 2, scope: !571, file: !2, line: 41, type: !18)
!575 = !DILocation(line: 0, scope: !571)
!576 = !DILocation(line: 41, column: 62, scope: !571)
!577 = !DILocation(line: 41, column: 55, scope: !571)
!578 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 42, type: !528, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !579)
!579 = !{!580, !581}
!580 = !DILocalVariable(name: "a", arg: 1, scope: !578, file: !2, line: 42, type: !18)
!581 = !DILocalVariable(name: "b", arg: 2, scope: !578, file: !2, line: 42, type: !18)
!582 = !DILocation(line: 0, scope: !578)
!583 = !DILocation(line: 42, column: 62, scope: !578)
!584 = !DILocation(line: 42, column: 55, scope: !578)
!585 = distinct !DISubprogram(name: "op_cmp", scope: !2, file: !2, line: 43, type: !586, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !588)
!586 = !DISubroutineType(types: !587)
!587 = !{!16, !18, !18}
!588 = !{!589, !590}
!589 = !DILocalVariable(name: "a", arg: 1, scope: !585, file: !2, line: 43, type: !18)
!590 = !DILocalVariable(name: "b", arg: 2, scope: !585, file: !2, line: 43, type: !18)
!591 = !DILocation(line: 0, scope: !585)
!592 = !DILocation(line: 44, column: 15, scope: !585)
!593 = !DILocation(line: 44, column: 32, scope: !585)
!594 = !DILocation(line: 44, column: 42, scope: !585)
!595 = !DILocation(line: 44, column: 47, scope: !585)
!596 = !DILocation(line: 44, column: 57, scope: !585)
!597 = !DILocation(line: 44, column: 63, scope: !585)
!598 = !DILocation(line: 44, column: 78, scope: !585)
!599 = !DILocation(line: 44, column: 94, scope: !585)
!600 = !DILocation(line: 45, column: 18, scope: !585)
!601 = !DILocation(line: 45, column: 26, scope: !585)
!602 = !DILocation(line: 45, column: 48, scope: !585)
!603 = !DILocation(line: 45, column: 56, scope: !585)
!604 = !DILocation(line: 45, column: 60, scope: !585)
!605 = !DILocation(line: 45, column: 69, scope: !585)
!606 = !DILocation(line: 45, column: 73, scope: !585)
!607 = !DILocation(line: 44, column: 21, scope: !585)
!608 = !DILocation(line: 44, column: 37, scope: !585)
!609 = !DILocation(line: 44, column: 52, scope: !585)
!610 = !DILocation(line: 44, column: 68, scope: !585)
!611 = !DILocation(line: 44, column: 83, scope: !585)
!612 = !DILocation(line: 44, column: 99, scope: !585)
!613 = !DILocation(line: 45, column: 31, scope: !585)
!614 = !DILocation(line: 45, column: 53, scope: !585)
!615 = !DILocation(line: 45, column: 65, scope: !585)
!616 = !DILocation(line: 44, column: 5, scope: !585)
!617 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 30, type: !528, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !618)
!618 = !{!619, !620}
!619 = !DILocalVariable(name: "a", arg: 1, scope: !617, file: !2, line: 30, type: !18)
!620 = !DILocalVariable(name: "b", arg: 2, scope: !617, file: !2, line: 30, type: !18)
!621 = !DILocation(line: 0, scope: !617)
!622 = !DILocation(line: 30, column: 68, scope: !617)
!623 = !DILocation(line: 30, column: 55, scope: !617)
!624 = distinct !DISubprogram(name: "op_rem", scope: !2, file: !2, line: 31, type: !528, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !625)
!625 = !{!626, !627}
!626 = !DILocalVariable(name: "a", arg: 1, scope: !624, file: !2, line: 31, type: !18)
!627 = !DILocalVariable(name: "b", arg: 2, scope: !624, file: !2, line: 31, type: !18)
!628 = !DILocation(line: 0, scope: !624)
!629 = !DILocation(line: 31, column: 68, scope: !624)
!630 = !DILocation(line: 31, column: 55, scope: !624)
!631 = distinct !DISubprogram(name: "op_shl", scope: !2, file: !2, line: 35, type: !632, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !634)
!632 = !DISubroutineType(types: !633)
!633 = !{!18, !18, !16}
!634 = !{!635, !636}
!635 = !DILocalVariable(name: "a", arg: 1, scope: !631, file: !2, line: 35, type: !18)
!636 = !DILocalVariable(name: "s", arg: 2, scope: !631, file: !2, line: 35, type: !16)
!637 = !DILocation(line: 0, scope: !631)
!638 = !DILocation(line: 35, column: 77, scope: !631)
!639 = !DILocation(line: 35, column: 57, scope: !631)
!640 = distinct !DISubprogram(name: "op_lshr", scope: !2, file: !2, line: 36, type: !632, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !641)
!641 = !{!642, !643}
!642 = !DILocalVariable(name: "a", arg: 1, scope: !640, file: !2, line: 36, type: !18)
!643 = !DILocalVariable(name: "s", arg: 2, scope: !640, file: !2, line: 36, type: !16)
!644 = !DILocation(line: 0, scope: !640)
!645 = !DILocation(line: 36, column: 74, scope: !640)
!646 = !DILocation(line: 36, column: 58, scope: !640)
!647 = distinct !DISubprogram(name: "op_ashr", scope: !2, file: !2, line: 37, type: !632, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !648)
!648 = !{!649, !650}
!649 = !DILocalVariable(name: "a", arg: 1, scope: !647, file: !2, line: 37, type: !18)
!650 = !DILocalVariable(name: "s", arg: 2, scope: !647, file: !2, line: 37, type: !16)
!651 = !DILocation(line: 0, scope: !647)
!652 = !DILocation(line: 37, column: 71, scope: !647)
!653 = !DILocation(line: 37, column: 58, scope: !647)
!654 = distinct !DISubprogram(name: "op_neg", scope: !2, file: !2, line: 38, type: !655, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !657)
!655 = !DISubroutineType(types: !656)
!656 = !{!18, !18}
!657 = !{!658}
!658 = !DILocalVariable(name: "a", arg: 1, scope: !654, file: !2, line: 38, type: !18)
!659 = !DILocation(line: 0, scope: !654)
!660 = !DILocation(line: 38, column: 67, scope: !654)
!661 = !DILocation(line: 38, column: 50, scope: !654)
!662 = distinct !DISubprogram(name: "op_not", scope: !2, file: !2, line: 39, type: !655, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !663)
!663 = !{!664}
!664 = !DILocalVariable(name: "a", arg: 1, scope: !662, file: !2, line: 39, type: !18)
!665 = !DILocation(line: 0, scope: !662)
!666 = !DILocation(line: 39, column: 60, scope: !662)
!667 = !DILocation(line: 39, column: 50, scope: !662)
!668 = distinct !DISubprogram(name: "op_abs", scope: !2, file: !2, line: 40, type: !655, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !669)
!669 = !{!670}
!670 = !DILocalVariable(name: "a", arg: 1, scope: !668, file: !2, line: 40, type: !18)
!671 = !DILocation(line: 0, scope: !668)
!672 = !DILocation(line: 40, column: 59, scope: !668)
!673 = !DILocation(line: 40, column: 57, scope: !668)
!674 = !DILocation(line: 40, column: 65, scope: !668)
!675 = !DILocation(line: 40, column: 50, scope: !668)
!676 = distinct !DISubprogram(name: "div3", scope: !2, file: !2, line: 47, type: !655, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !677)
!677 = !{!678}
!678 = !DILocalVariable(name: "a", arg: 1, scope: !676, file: !2, line: 47, type: !18)
!679 = !DILocation(line: 0, scope: !676)
!680 = !DILocation(line: 47, column: 61, scope: !676)
!681 = !DILocation(line: 47, column: 48, scope: !676)
!682 = distinct !DISubprogram(name: "div7", scope: !2, file: !2, line: 48, type: !655, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !683)
!683 = !{!684}
!684 = !DILocalVariable(name: "a", arg: 1, scope: !682, file: !2, line: 48, type: !18)
!685 = !DILocation(line: 0, scope: !682)
!686 = !DILocation(line: 48, column: 61, scope: !682)
!687 = !DILocation(line: 48, column: 48, scope: !682)
!688 = distinct !DISubprogram(name: "div10", scope: !2, file: !2, line: 49, type: !655, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !689)
!689 = !{!690}
!690 = !DILocalVariable(name: "a", arg: 1, scope: !688, file: !2, line: 49, type: !18)
!691 = !DILocation(line: 0, scope: !688)
!692 = !DILocation(line: 49, column: 62, scope: !688)
!693 = !DILocation(line: 49, column: 49, scope: !688)
!694 = distinct !DISubprogram(name: "rem10", scope: !2, file: !2, line: 50, type: !655, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !695)
!695 = !{!696}
!696 = !DILocalVariable(name: "a", arg: 1, scope: !694, file: !2, line: 50, type: !18)
!697 = !DILocation(line: 0, scope: !694)
!698 = !DILocation(line: 50, column: 62, scope: !694)
!699 = !DILocation(line: 50, column: 49, scope: !694)
!700 = distinct !DISubprogram(name: "div16", scope: !2, file: !2, line: 51, type: !655, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !701)
!701 = !{!702}
!702 = !DILocalVariable(name: "a", arg: 1, scope: !700, file: !2, line: 51, type: !18)
!703 = !DILocation(line: 0, scope: !700)
!704 = !DILocation(line: 51, column: 62, scope: !700)
!705 = !DILocation(line: 51, column: 49, scope: !700)
!706 = distinct !DISubprogram(name: "rem16", scope: !2, file: !2, line: 52, type: !655, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !707)
!707 = !{!708}
!708 = !DILocalVariable(name: "a", arg: 1, scope: !706, file: !2, line: 52, type: !18)
!709 = !DILocation(line: 0, scope: !706)
!710 = !DILocation(line: 52, column: 62, scope: !706)
!711 = !DILocation(line: 52, column: 49, scope: !706)
!712 = distinct !DISubprogram(name: "divm5", scope: !2, file: !2, line: 53, type: !655, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !713)
!713 = !{!714}
!714 = !DILocalVariable(name: "a", arg: 1, scope: !712, file: !2, line: 53, type: !18)
!715 = !DILocation(line: 0, scope: !712)
!716 = !DILocation(line: 53, column: 71, scope: !712)
!717 = !DILocation(line: 53, column: 49, scope: !712)
!718 = distinct !DISubprogram(name: "divmax", scope: !2, file: !2, line: 54, type: !655, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !719)
!719 = !{!720}
!720 = !DILocalVariable(name: "a", arg: 1, scope: !718, file: !2, line: 54, type: !18)
!721 = !DILocation(line: 0, scope: !718)
!722 = !DILocation(line: 54, column: 63, scope: !718)
!723 = !DILocation(line: 54, column: 50, scope: !718)
