; ModuleID = 'programs/ops_matrix_ubitint33.c'
source_filename = "programs/ops_matrix_ubitint33.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [59 x i8] c"type unsigned _BitInt(33): %d bits, %s, min %lld max %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1, !dbg !7
@h = internal unnamed_addr global i64 0, align 8, !dbg !12
@vals = internal global [21 x i64] [i64 0, i64 1, i64 0, i64 8589934585, i64 8589934589, i64 8589934590, i64 8589934591, i64 0, i64 1, i64 2, i64 3, i64 5, i64 7, i64 10, i64 4294967295, i64 4294967296, i64 8589934590, i64 8589934591, i64 5726623061, i64 2863311530, i64 6604705263], align 16, !dbg !92
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
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 33, ptr noundef nonnull @.str.1, i64 noundef 0, i64 noundef 8589934591), !dbg !232
    #dbg_value(i32 0, !112, !DIExpression(), !233)
    #dbg_value(i32 0, !112, !DIExpression(), !233)
  br label %2, !dbg !234

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %22, %9 ]
    #dbg_value(i64 %3, !112, !DIExpression(), !233)
  %5 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %3
    #dbg_value(i32 0, !115, !DIExpression(), !235)
  br label %12, !dbg !236

6:                                                ; preds = %9
  store i64 %22, ptr @h, align 8, !tbaa !237
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, i64 noundef %22), !dbg !241
  %8 = load i64, ptr @h, align 8, !dbg !241, !tbaa !237
    #dbg_value(i64 %8, !110, !DIExpression(), !231)
    #dbg_value(i32 0, !122, !DIExpression(), !242)
    #dbg_value(i32 0, !122, !DIExpression(), !242)
  br label %25, !dbg !243

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %3, 1, !dbg !244
    #dbg_value(i64 %10, !112, !DIExpression(), !233)
  %11 = icmp eq i64 %10, 21, !dbg !244
  br i1 %11, label %6, label %2, !dbg !234, !llvm.loop !245

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %23, %12 ]
  %14 = phi i64 [ %4, %2 ], [ %22, %12 ]
    #dbg_value(i64 %13, !115, !DIExpression(), !235)
  %15 = load volatile i64, ptr %5, align 8, !dbg !247, !tbaa !248
  %16 = and i64 %15, 8589934591, !dbg !247
    #dbg_value(i64 %16, !118, !DIExpression(), !250)
  %17 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %13, !dbg !247
  %18 = load volatile i64, ptr %17, align 8, !dbg !247, !tbaa !248
  %19 = and i64 %18, 8589934591, !dbg !247
    #dbg_value(i64 %19, !121, !DIExpression(), !250)
  %20 = tail call fastcc i64 @op_add(i64 noundef %16, i64 noundef %19), !dbg !247
    #dbg_value(i64 %20, !251, !DIExpression(), !256)
  %21 = xor i64 %14, %20, !dbg !258
  %22 = mul i64 %21, 1099511628211, !dbg !259
  %23 = add nuw nsw i64 %13, 1, !dbg !260
    #dbg_value(i64 %23, !115, !DIExpression(), !235)
  %24 = icmp eq i64 %23, 21, !dbg !260
  br i1 %24, label %9, label %12, !dbg !236, !llvm.loop !261

25:                                               ; preds = %6, %32
  %26 = phi i64 [ 0, %6 ], [ %33, %32 ]
  %27 = phi i64 [ 1469598103934665603, %6 ], [ %45, %32 ]
    #dbg_value(i64 %26, !122, !DIExpression(), !242)
  %28 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %26
    #dbg_value(i32 0, !125, !DIExpression(), !262)
  br label %35, !dbg !263

29:                                               ; preds = %32
  store i64 %45, ptr @h, align 8, !tbaa !237
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, i64 noundef %45), !dbg !264
  %31 = load i64, ptr @h, align 8, !dbg !264, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %31), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
    #dbg_value(i32 0, !132, !DIExpression(), !265)
    #dbg_value(i32 0, !132, !DIExpression(), !265)
  br label %48, !dbg !266

32:                                               ; preds = %35
  %33 = add nuw nsw i64 %26, 1, !dbg !267
    #dbg_value(i64 %33, !122, !DIExpression(), !242)
  %34 = icmp eq i64 %33, 21, !dbg !267
  br i1 %34, label %29, label %25, !dbg !243, !llvm.loop !268

35:                                               ; preds = %25, %35
  %36 = phi i64 [ 0, %25 ], [ %46, %35 ]
  %37 = phi i64 [ %27, %25 ], [ %45, %35 ]
    #dbg_value(i64 %36, !125, !DIExpression(), !262)
  %38 = load volatile i64, ptr %28, align 8, !dbg !269, !tbaa !248
  %39 = and i64 %38, 8589934591, !dbg !269
    #dbg_value(i64 %39, !128, !DIExpression(), !270)
  %40 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %36, !dbg !269
  %41 = load volatile i64, ptr %40, align 8, !dbg !269, !tbaa !248
  %42 = and i64 %41, 8589934591, !dbg !269
    #dbg_value(i64 %42, !131, !DIExpression(), !270)
  %43 = tail call fastcc i64 @op_sub(i64 noundef %39, i64 noundef %42), !dbg !269
    #dbg_value(i64 %43, !251, !DIExpression(), !271)
  %44 = xor i64 %37, %43, !dbg !273
  %45 = mul i64 %44, 1099511628211, !dbg !274
  %46 = add nuw nsw i64 %36, 1, !dbg !275
    #dbg_value(i64 %46, !125, !DIExpression(), !262)
  %47 = icmp eq i64 %46, 21, !dbg !275
  br i1 %47, label %32, label %35, !dbg !263, !llvm.loop !276

48:                                               ; preds = %29, %55
  %49 = phi i64 [ 0, %29 ], [ %56, %55 ]
  %50 = phi i64 [ 1469598103934665603, %29 ], [ %68, %55 ]
    #dbg_value(i64 %49, !132, !DIExpression(), !265)
  %51 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %49
    #dbg_value(i32 0, !135, !DIExpression(), !277)
  br label %58, !dbg !278

52:                                               ; preds = %55
  store i64 %68, ptr @h, align 8, !tbaa !237
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.5, i64 noundef %68), !dbg !279
  %54 = load i64, ptr @h, align 8, !dbg !279, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %54, i64 %31), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
    #dbg_value(i32 0, !142, !DIExpression(), !280)
    #dbg_value(i32 0, !142, !DIExpression(), !280)
  br label %71, !dbg !281

55:                                               ; preds = %58
  %56 = add nuw nsw i64 %49, 1, !dbg !282
    #dbg_value(i64 %56, !132, !DIExpression(), !265)
  %57 = icmp eq i64 %56, 21, !dbg !282
  br i1 %57, label %52, label %48, !dbg !266, !llvm.loop !283

58:                                               ; preds = %48, %58
  %59 = phi i64 [ 0, %48 ], [ %69, %58 ]
  %60 = phi i64 [ %50, %48 ], [ %68, %58 ]
    #dbg_value(i64 %59, !135, !DIExpression(), !277)
  %61 = load volatile i64, ptr %51, align 8, !dbg !284, !tbaa !248
  %62 = and i64 %61, 8589934591, !dbg !284
    #dbg_value(i64 %62, !138, !DIExpression(), !285)
  %63 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %59, !dbg !284
  %64 = load volatile i64, ptr %63, align 8, !dbg !284, !tbaa !248
  %65 = and i64 %64, 8589934591, !dbg !284
    #dbg_value(i64 %65, !141, !DIExpression(), !285)
  %66 = tail call fastcc i64 @op_mul(i64 noundef %62, i64 noundef %65), !dbg !284
    #dbg_value(i64 %66, !251, !DIExpression(), !286)
  %67 = xor i64 %60, %66, !dbg !288
  %68 = mul i64 %67, 1099511628211, !dbg !289
  %69 = add nuw nsw i64 %59, 1, !dbg !290
    #dbg_value(i64 %69, !135, !DIExpression(), !277)
  %70 = icmp eq i64 %69, 21, !dbg !290
  br i1 %70, label %55, label %58, !dbg !278, !llvm.loop !291

71:                                               ; preds = %52, %78
  %72 = phi i64 [ 0, %52 ], [ %79, %78 ]
  %73 = phi i64 [ 1469598103934665603, %52 ], [ %91, %78 ]
    #dbg_value(i64 %72, !142, !DIExpression(), !280)
  %74 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %72
    #dbg_value(i32 0, !145, !DIExpression(), !292)
  br label %81, !dbg !293

75:                                               ; preds = %78
  store i64 %91, ptr @h, align 8, !tbaa !237
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.6, i64 noundef %91), !dbg !294
  %77 = load i64, ptr @h, align 8, !dbg !294, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %77, i64 %54, i64 %31), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
    #dbg_value(i32 0, !152, !DIExpression(), !295)
    #dbg_value(i32 0, !152, !DIExpression(), !295)
  br label %94, !dbg !296

78:                                               ; preds = %81
  %79 = add nuw nsw i64 %72, 1, !dbg !297
    #dbg_value(i64 %79, !142, !DIExpression(), !280)
  %80 = icmp eq i64 %79, 21, !dbg !297
  br i1 %80, label %75, label %71, !dbg !281, !llvm.loop !298

81:                                               ; preds = %71, %81
  %82 = phi i64 [ 0, %71 ], [ %92, %81 ]
  %83 = phi i64 [ %73, %71 ], [ %91, %81 ]
    #dbg_value(i64 %82, !145, !DIExpression(), !292)
  %84 = load volatile i64, ptr %74, align 8, !dbg !299, !tbaa !248
  %85 = and i64 %84, 8589934591, !dbg !299
    #dbg_value(i64 %85, !148, !DIExpression(), !300)
  %86 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %82, !dbg !299
  %87 = load volatile i64, ptr %86, align 8, !dbg !299, !tbaa !248
  %88 = and i64 %87, 8589934591, !dbg !299
    #dbg_value(i64 %88, !151, !DIExpression(), !300)
  %89 = tail call fastcc i64 @op_and(i64 noundef %85, i64 noundef %88), !dbg !299
    #dbg_value(i64 %89, !251, !DIExpression(), !301)
  %90 = xor i64 %83, %89, !dbg !303
  %91 = mul i64 %90, 1099511628211, !dbg !304
  %92 = add nuw nsw i64 %82, 1, !dbg !305
    #dbg_value(i64 %92, !145, !DIExpression(), !292)
  %93 = icmp eq i64 %92, 21, !dbg !305
  br i1 %93, label %78, label %81, !dbg !293, !llvm.loop !306

94:                                               ; preds = %75, %101
  %95 = phi i64 [ 0, %75 ], [ %102, %101 ]
  %96 = phi i64 [ 1469598103934665603, %75 ], [ %114, %101 ]
    #dbg_value(i64 %95, !152, !DIExpression(), !295)
  %97 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %95
    #dbg_value(i32 0, !155, !DIExpression(), !307)
  br label %104, !dbg !308

98:                                               ; preds = %101
  store i64 %114, ptr @h, align 8, !tbaa !237
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, i64 noundef %114), !dbg !309
  %100 = load i64, ptr @h, align 8, !dbg !309, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %100, i64 %77, i64 %54, i64 %31), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
    #dbg_value(i32 0, !162, !DIExpression(), !310)
    #dbg_value(i32 0, !162, !DIExpression(), !310)
  br label %117, !dbg !311

101:                                              ; preds = %104
  %102 = add nuw nsw i64 %95, 1, !dbg !312
    #dbg_value(i64 %102, !152, !DIExpression(), !295)
  %103 = icmp eq i64 %102, 21, !dbg !312
  br i1 %103, label %98, label %94, !dbg !296, !llvm.loop !313

104:                                              ; preds = %94, %104
  %105 = phi i64 [ 0, %94 ], [ %115, %104 ]
  %106 = phi i64 [ %96, %94 ], [ %114, %104 ]
    #dbg_value(i64 %105, !155, !DIExpression(), !307)
  %107 = load volatile i64, ptr %97, align 8, !dbg !314, !tbaa !248
  %108 = and i64 %107, 8589934591, !dbg !314
    #dbg_value(i64 %108, !158, !DIExpression(), !315)
  %109 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %105, !dbg !314
  %110 = load volatile i64, ptr %109, align 8, !dbg !314, !tbaa !248
  %111 = and i64 %110, 8589934591, !dbg !314
    #dbg_value(i64 %111, !161, !DIExpression(), !315)
  %112 = tail call fastcc i64 @op_or(i64 noundef %108, i64 noundef %111), !dbg !314
    #dbg_value(i64 %112, !251, !DIExpression(), !316)
  %113 = xor i64 %106, %112, !dbg !318
  %114 = mul i64 %113, 1099511628211, !dbg !319
  %115 = add nuw nsw i64 %105, 1, !dbg !320
    #dbg_value(i64 %115, !155, !DIExpression(), !307)
  %116 = icmp eq i64 %115, 21, !dbg !320
  br i1 %116, label %101, label %104, !dbg !308, !llvm.loop !321

117:                                              ; preds = %98, %124
  %118 = phi i64 [ 0, %98 ], [ %125, %124 ]
  %119 = phi i64 [ 1469598103934665603, %98 ], [ %137, %124 ]
    #dbg_value(i64 %118, !162, !DIExpression(), !310)
  %120 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %118
    #dbg_value(i32 0, !165, !DIExpression(), !322)
  br label %127, !dbg !323

121:                                              ; preds = %124
  store i64 %137, ptr @h, align 8, !tbaa !237
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8, i64 noundef %137), !dbg !324
  %123 = load i64, ptr @h, align 8, !dbg !324, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %123, i64 %100, i64 %77, i64 %54, i64 %31), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
    #dbg_value(i32 0, !172, !DIExpression(), !325)
    #dbg_value(i32 0, !172, !DIExpression(), !325)
  br label %140, !dbg !326

124:                                              ; preds = %127
  %125 = add nuw nsw i64 %118, 1, !dbg !327
    #dbg_value(i64 %125, !162, !DIExpression(), !310)
  %126 = icmp eq i64 %125, 21, !dbg !327
  br i1 %126, label %121, label %117, !dbg !311, !llvm.loop !328

127:                                              ; preds = %117, %127
  %128 = phi i64 [ 0, %117 ], [ %138, %127 ]
  %129 = phi i64 [ %119, %117 ], [ %137, %127 ]
    #dbg_value(i64 %128, !165, !DIExpression(), !322)
  %130 = load volatile i64, ptr %120, align 8, !dbg !329, !tbaa !248
  %131 = and i64 %130, 8589934591, !dbg !329
    #dbg_value(i64 %131, !168, !DIExpression(), !330)
  %132 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %128, !dbg !329
  %133 = load volatile i64, ptr %132, align 8, !dbg !329, !tbaa !248
  %134 = and i64 %133, 8589934591, !dbg !329
    #dbg_value(i64 %134, !171, !DIExpression(), !330)
  %135 = tail call fastcc i64 @op_xor(i64 noundef %131, i64 noundef %134), !dbg !329
    #dbg_value(i64 %135, !251, !DIExpression(), !331)
  %136 = xor i64 %129, %135, !dbg !333
  %137 = mul i64 %136, 1099511628211, !dbg !334
  %138 = add nuw nsw i64 %128, 1, !dbg !335
    #dbg_value(i64 %138, !165, !DIExpression(), !322)
  %139 = icmp eq i64 %138, 21, !dbg !335
  br i1 %139, label %124, label %127, !dbg !323, !llvm.loop !336

140:                                              ; preds = %121, %147
  %141 = phi i64 [ 0, %121 ], [ %148, %147 ]
  %142 = phi i64 [ 1469598103934665603, %121 ], [ %160, %147 ]
    #dbg_value(i64 %141, !172, !DIExpression(), !325)
  %143 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %141
    #dbg_value(i32 0, !175, !DIExpression(), !337)
  br label %150, !dbg !338

144:                                              ; preds = %147
  store i64 %160, ptr @h, align 8, !tbaa !237
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9, i64 noundef %160), !dbg !339
  %146 = load i64, ptr @h, align 8, !dbg !339, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %146, i64 %123, i64 %100, i64 %77, i64 %54, i64 %31), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
    #dbg_value(i32 0, !182, !DIExpression(), !340)
    #dbg_value(i32 0, !182, !DIExpression(), !340)
  br label %163, !dbg !341

147:                                              ; preds = %150
  %148 = add nuw nsw i64 %141, 1, !dbg !342
    #dbg_value(i64 %148, !172, !DIExpression(), !325)
  %149 = icmp eq i64 %148, 21, !dbg !342
  br i1 %149, label %144, label %140, !dbg !326, !llvm.loop !343

150:                                              ; preds = %140, %150
  %151 = phi i64 [ 0, %140 ], [ %161, %150 ]
  %152 = phi i64 [ %142, %140 ], [ %160, %150 ]
    #dbg_value(i64 %151, !175, !DIExpression(), !337)
  %153 = load volatile i64, ptr %143, align 8, !dbg !344, !tbaa !248
  %154 = and i64 %153, 8589934591, !dbg !344
    #dbg_value(i64 %154, !178, !DIExpression(), !345)
  %155 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %151, !dbg !344
  %156 = load volatile i64, ptr %155, align 8, !dbg !344, !tbaa !248
  %157 = and i64 %156, 8589934591, !dbg !344
    #dbg_value(i64 %157, !181, !DIExpression(), !345)
  %158 = tail call fastcc i64 @op_min(i64 noundef %154, i64 noundef %157), !dbg !344
    #dbg_value(i64 %158, !251, !DIExpression(), !346)
  %159 = xor i64 %152, %158, !dbg !348
  %160 = mul i64 %159, 1099511628211, !dbg !349
  %161 = add nuw nsw i64 %151, 1, !dbg !350
    #dbg_value(i64 %161, !175, !DIExpression(), !337)
  %162 = icmp eq i64 %161, 21, !dbg !350
  br i1 %162, label %147, label %150, !dbg !338, !llvm.loop !351

163:                                              ; preds = %144, %170
  %164 = phi i64 [ 0, %144 ], [ %171, %170 ]
  %165 = phi i64 [ 1469598103934665603, %144 ], [ %183, %170 ]
    #dbg_value(i64 %164, !182, !DIExpression(), !340)
  %166 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %164
    #dbg_value(i32 0, !185, !DIExpression(), !352)
  br label %173, !dbg !353

167:                                              ; preds = %170
  store i64 %183, ptr @h, align 8, !tbaa !237
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10, i64 noundef %183), !dbg !354
  %169 = load i64, ptr @h, align 8, !dbg !354, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %169, i64 %146, i64 %123, i64 %100, i64 %77, i64 %54, i64 %31), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
    #dbg_value(i32 0, !192, !DIExpression(), !355)
    #dbg_value(i32 0, !192, !DIExpression(), !355)
  br label %186, !dbg !356

170:                                              ; preds = %173
  %171 = add nuw nsw i64 %164, 1, !dbg !357
    #dbg_value(i64 %171, !182, !DIExpression(), !340)
  %172 = icmp eq i64 %171, 21, !dbg !357
  br i1 %172, label %167, label %163, !dbg !341, !llvm.loop !358

173:                                              ; preds = %163, %173
  %174 = phi i64 [ 0, %163 ], [ %184, %173 ]
  %175 = phi i64 [ %165, %163 ], [ %183, %173 ]
    #dbg_value(i64 %174, !185, !DIExpression(), !352)
  %176 = load volatile i64, ptr %166, align 8, !dbg !359, !tbaa !248
  %177 = and i64 %176, 8589934591, !dbg !359
    #dbg_value(i64 %177, !188, !DIExpression(), !360)
  %178 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %174, !dbg !359
  %179 = load volatile i64, ptr %178, align 8, !dbg !359, !tbaa !248
  %180 = and i64 %179, 8589934591, !dbg !359
    #dbg_value(i64 %180, !191, !DIExpression(), !360)
  %181 = tail call fastcc i64 @op_max(i64 noundef %177, i64 noundef %180), !dbg !359
    #dbg_value(i64 %181, !251, !DIExpression(), !361)
  %182 = xor i64 %175, %181, !dbg !363
  %183 = mul i64 %182, 1099511628211, !dbg !364
  %184 = add nuw nsw i64 %174, 1, !dbg !365
    #dbg_value(i64 %184, !185, !DIExpression(), !352)
  %185 = icmp eq i64 %184, 21, !dbg !365
  br i1 %185, label %170, label %173, !dbg !353, !llvm.loop !366

186:                                              ; preds = %167, %193
  %187 = phi i64 [ 0, %167 ], [ %194, %193 ]
  %188 = phi i64 [ 1469598103934665603, %167 ], [ %207, %193 ]
    #dbg_value(i64 %187, !192, !DIExpression(), !355)
  %189 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %187
    #dbg_value(i32 0, !195, !DIExpression(), !367)
  br label %196, !dbg !368

190:                                              ; preds = %193
  store i64 %207, ptr @h, align 8, !tbaa !237
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %207), !dbg !369
  %192 = load i64, ptr @h, align 8, !dbg !369, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %192, i64 %169, i64 %146, i64 %123, i64 %100, i64 %77, i64 %54, i64 %31), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
  store i64 1469598103934665603, ptr @h, align 8, !dbg !370, !tbaa !237
    #dbg_value(i32 0, !202, !DIExpression(), !371)
    #dbg_value(i32 0, !111, !DIExpression(), !231)
  br label %210, !dbg !372

193:                                              ; preds = %196
  %194 = add nuw nsw i64 %187, 1, !dbg !373
    #dbg_value(i64 %194, !192, !DIExpression(), !355)
  %195 = icmp eq i64 %194, 21, !dbg !373
  br i1 %195, label %190, label %186, !dbg !356, !llvm.loop !374

196:                                              ; preds = %186, %196
  %197 = phi i64 [ 0, %186 ], [ %208, %196 ]
  %198 = phi i64 [ %188, %186 ], [ %207, %196 ]
    #dbg_value(i64 %197, !195, !DIExpression(), !367)
  %199 = load volatile i64, ptr %189, align 8, !dbg !375, !tbaa !248
  %200 = and i64 %199, 8589934591, !dbg !375
    #dbg_value(i64 %200, !198, !DIExpression(), !376)
  %201 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %197, !dbg !375
  %202 = load volatile i64, ptr %201, align 8, !dbg !375, !tbaa !248
  %203 = and i64 %202, 8589934591, !dbg !375
    #dbg_value(i64 %203, !201, !DIExpression(), !376)
  %204 = tail call fastcc i32 @op_cmp(i64 noundef %200, i64 noundef %203), !dbg !375
  %205 = zext nneg i32 %204 to i64, !dbg !375
    #dbg_value(i64 %205, !251, !DIExpression(), !377)
  %206 = xor i64 %198, %205, !dbg !379
  %207 = mul i64 %206, 1099511628211, !dbg !380
  %208 = add nuw nsw i64 %197, 1, !dbg !381
    #dbg_value(i64 %208, !195, !DIExpression(), !367)
  %209 = icmp eq i64 %208, 21, !dbg !381
  br i1 %209, label %193, label %196, !dbg !368, !llvm.loop !382

210:                                              ; preds = %190, %218
  %211 = phi i64 [ 0, %190 ], [ %219, %218 ]
  %212 = phi i32 [ 0, %190 ], [ %248, %218 ]
    #dbg_value(i32 %212, !111, !DIExpression(), !231)
    #dbg_value(i64 %211, !202, !DIExpression(), !371)
  %213 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %211
    #dbg_value(i32 %212, !111, !DIExpression(), !231)
    #dbg_value(i32 0, !204, !DIExpression(), !383)
  br label %221, !dbg !384

214:                                              ; preds = %218
  %215 = load i64, ptr @h, align 8, !dbg !385, !tbaa !237
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %215), !dbg !386
  %217 = load i64, ptr @h, align 8, !dbg !387, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %217, i64 %192, i64 %169, i64 %146, i64 %123, i64 %100, i64 %77, i64 %54, i64 %31), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
    #dbg_value(i32 0, !213, !DIExpression(), !388)
    #dbg_value(i32 0, !213, !DIExpression(), !388)
  br label %251, !dbg !389

218:                                              ; preds = %247
  %219 = add nuw nsw i64 %211, 1, !dbg !390
    #dbg_value(i32 %248, !111, !DIExpression(), !231)
    #dbg_value(i64 %219, !202, !DIExpression(), !371)
  %220 = icmp eq i64 %219, 21, !dbg !391
  br i1 %220, label %214, label %210, !dbg !372, !llvm.loop !392

221:                                              ; preds = %210, %247
  %222 = phi i64 [ 0, %210 ], [ %249, %247 ]
  %223 = phi i32 [ %212, %210 ], [ %248, %247 ]
    #dbg_value(i32 %223, !111, !DIExpression(), !231)
    #dbg_value(i64 %222, !204, !DIExpression(), !383)
  %224 = load volatile i64, ptr %213, align 8, !dbg !394, !tbaa !248
  %225 = and i64 %224, 8589934591, !dbg !395
    #dbg_value(i64 %225, !207, !DIExpression(), !396)
  %226 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %222, !dbg !397
  %227 = load volatile i64, ptr %226, align 8, !dbg !397, !tbaa !248
  %228 = and i64 %227, 8589934591, !dbg !398
    #dbg_value(i64 %228, !210, !DIExpression(), !396)
  %229 = icmp eq i64 %228, 0, !dbg !399
  br i1 %229, label %247, label %230, !dbg !401

230:                                              ; preds = %221
  %231 = trunc i64 %224 to i33, !dbg !394
  %232 = tail call fastcc i64 @op_div(i64 noundef %225, i64 noundef %228), !dbg !402
    #dbg_value(i64 %232, !211, !DIExpression(), !396)
  %233 = tail call fastcc i64 @op_rem(i64 noundef %225, i64 noundef %228), !dbg !403
  %234 = trunc nuw i64 %233 to i33, !dbg !403
    #dbg_value(i64 %233, !212, !DIExpression(), !396)
    #dbg_value(i64 %232, !251, !DIExpression(), !404)
  %235 = load i64, ptr @h, align 8, !dbg !406, !tbaa !237
  %236 = xor i64 %235, %232, !dbg !407
  %237 = mul i64 %236, 1099511628211, !dbg !408
    #dbg_value(i64 %233, !251, !DIExpression(), !409)
  %238 = xor i64 %237, %233, !dbg !411
  %239 = mul i64 %238, 1099511628211, !dbg !412
  store i64 %239, ptr @h, align 8, !dbg !413, !tbaa !237
  %240 = tail call fastcc i64 @op_mul(i64 noundef %232, i64 noundef %228), !dbg !414
  %241 = trunc nuw i64 %240 to i33, !dbg !414
  %242 = add i33 %241, %234, !dbg !416
  %243 = icmp eq i33 %242, %231, !dbg !417
  br i1 %243, label %247, label %244, !dbg !418

244:                                              ; preds = %230
  %245 = add nsw i32 %223, 1, !dbg !419
    #dbg_value(i32 %245, !111, !DIExpression(), !231)
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %225, i64 noundef %228), !dbg !421
  br label %247, !dbg !422

247:                                              ; preds = %230, %244, %221
  %248 = phi i32 [ %223, %221 ], [ %245, %244 ], [ %223, %230 ], !dbg !231
    #dbg_value(i32 %248, !111, !DIExpression(), !231)
  %249 = add nuw nsw i64 %222, 1, !dbg !423
    #dbg_value(i64 %249, !204, !DIExpression(), !383)
  %250 = icmp eq i64 %249, 21, !dbg !424
  br i1 %250, label %218, label %221, !dbg !384, !llvm.loop !425

251:                                              ; preds = %214, %294
  %252 = phi i64 [ 0, %214 ], [ %295, %294 ]
  %253 = phi i64 [ 1469598103934665603, %214 ], [ %310, %294 ]
    #dbg_value(i64 %252, !213, !DIExpression(), !388)
  %254 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %252
    #dbg_value(i32 0, !215, !DIExpression(), !427)
  br label %297, !dbg !428

255:                                              ; preds = %294
  store i64 %310, ptr @h, align 8, !tbaa !237
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %310), !dbg !429
  %257 = load i64, ptr @h, align 8, !dbg !430, !tbaa !237
    #dbg_value(!DIArgList(i64 %8, i64 %257, i64 %217, i64 %192, i64 %169, i64 %146, i64 %123, i64 %100, i64 %77, i64 %54, i64 %31), !110, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !231)
    #dbg_value(i32 0, !221, !DIExpression(), !431)
    #dbg_value(i64 0, !221, !DIExpression(), !431)
  %258 = load volatile i64, ptr @vals, align 16, !dbg !432, !tbaa !248
  %259 = and i64 %258, 8589934591, !dbg !433
    #dbg_value(i64 %259, !223, !DIExpression(), !434)
  %260 = tail call fastcc i64 @op_shl(i64 noundef %259, i32 noundef 32), !dbg !435
  %261 = tail call fastcc i64 @op_lshr(i64 noundef %259, i32 noundef 32), !dbg !436
  %262 = tail call fastcc i64 @op_ashr(i64 noundef %259, i32 noundef 32), !dbg !437
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %259, i32 noundef 32, i64 noundef %260, i32 noundef 32, i64 noundef %261, i32 noundef 32, i64 noundef %262), !dbg !438
    #dbg_value(i64 4, !221, !DIExpression(), !431)
  %264 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 16, !dbg !432, !tbaa !248
  %265 = and i64 %264, 8589934591, !dbg !433
    #dbg_value(i64 %265, !223, !DIExpression(), !434)
  %266 = tail call fastcc i64 @op_shl(i64 noundef %265, i32 noundef 32), !dbg !435
  %267 = tail call fastcc i64 @op_lshr(i64 noundef %265, i32 noundef 32), !dbg !436
  %268 = tail call fastcc i64 @op_ashr(i64 noundef %265, i32 noundef 32), !dbg !437
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %265, i32 noundef 32, i64 noundef %266, i32 noundef 32, i64 noundef %267, i32 noundef 32, i64 noundef %268), !dbg !438
    #dbg_value(i64 8, !221, !DIExpression(), !431)
  %270 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 64), align 16, !dbg !432, !tbaa !248
  %271 = and i64 %270, 8589934591, !dbg !433
    #dbg_value(i64 %271, !223, !DIExpression(), !434)
  %272 = tail call fastcc i64 @op_shl(i64 noundef %271, i32 noundef 32), !dbg !435
  %273 = tail call fastcc i64 @op_lshr(i64 noundef %271, i32 noundef 32), !dbg !436
  %274 = tail call fastcc i64 @op_ashr(i64 noundef %271, i32 noundef 32), !dbg !437
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %271, i32 noundef 32, i64 noundef %272, i32 noundef 32, i64 noundef %273, i32 noundef 32, i64 noundef %274), !dbg !438
    #dbg_value(i64 12, !221, !DIExpression(), !431)
  %276 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 96), align 16, !dbg !432, !tbaa !248
  %277 = and i64 %276, 8589934591, !dbg !433
    #dbg_value(i64 %277, !223, !DIExpression(), !434)
  %278 = tail call fastcc i64 @op_shl(i64 noundef %277, i32 noundef 32), !dbg !435
  %279 = tail call fastcc i64 @op_lshr(i64 noundef %277, i32 noundef 32), !dbg !436
  %280 = tail call fastcc i64 @op_ashr(i64 noundef %277, i32 noundef 32), !dbg !437
  %281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %277, i32 noundef 32, i64 noundef %278, i32 noundef 32, i64 noundef %279, i32 noundef 32, i64 noundef %280), !dbg !438
    #dbg_value(i64 16, !221, !DIExpression(), !431)
  %282 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 128), align 16, !dbg !432, !tbaa !248
  %283 = and i64 %282, 8589934591, !dbg !433
    #dbg_value(i64 %283, !223, !DIExpression(), !434)
  %284 = tail call fastcc i64 @op_shl(i64 noundef %283, i32 noundef 32), !dbg !435
  %285 = tail call fastcc i64 @op_lshr(i64 noundef %283, i32 noundef 32), !dbg !436
  %286 = tail call fastcc i64 @op_ashr(i64 noundef %283, i32 noundef 32), !dbg !437
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %283, i32 noundef 32, i64 noundef %284, i32 noundef 32, i64 noundef %285, i32 noundef 32, i64 noundef %286), !dbg !438
    #dbg_value(i64 20, !221, !DIExpression(), !431)
  %288 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 160), align 16, !dbg !432, !tbaa !248
  %289 = and i64 %288, 8589934591, !dbg !433
    #dbg_value(i64 %289, !223, !DIExpression(), !434)
  %290 = tail call fastcc i64 @op_shl(i64 noundef %289, i32 noundef 32), !dbg !435
  %291 = tail call fastcc i64 @op_lshr(i64 noundef %289, i32 noundef 32), !dbg !436
  %292 = tail call fastcc i64 @op_ashr(i64 noundef %289, i32 noundef 32), !dbg !437
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %289, i32 noundef 32, i64 noundef %290, i32 noundef 32, i64 noundef %291, i32 noundef 32, i64 noundef %292), !dbg !438
    #dbg_value(i64 24, !221, !DIExpression(), !431)
  br label %329, !dbg !439

294:                                              ; preds = %297
  %295 = add nuw nsw i64 %252, 1, !dbg !440
    #dbg_value(i64 %295, !213, !DIExpression(), !388)
  %296 = icmp eq i64 %295, 21, !dbg !441
  br i1 %296, label %255, label %251, !dbg !389, !llvm.loop !442

297:                                              ; preds = %251, %297
  %298 = phi i32 [ 0, %251 ], [ %311, %297 ]
  %299 = phi i64 [ %253, %251 ], [ %310, %297 ]
    #dbg_value(i32 %298, !215, !DIExpression(), !427)
  %300 = load volatile i64, ptr %254, align 8, !dbg !444, !tbaa !248
  %301 = and i64 %300, 8589934591, !dbg !445
    #dbg_value(i64 %301, !218, !DIExpression(), !446)
  %302 = tail call fastcc i64 @op_shl(i64 noundef %301, i32 noundef %298), !dbg !447
    #dbg_value(i64 %302, !251, !DIExpression(), !448)
  %303 = xor i64 %299, %302, !dbg !450
  %304 = mul i64 %303, 1099511628211, !dbg !451
  %305 = tail call fastcc i64 @op_lshr(i64 noundef %301, i32 noundef %298), !dbg !452
    #dbg_value(i64 %305, !251, !DIExpression(), !453)
  %306 = xor i64 %304, %305, !dbg !455
  %307 = mul i64 %306, 1099511628211, !dbg !456
  %308 = tail call fastcc i64 @op_ashr(i64 noundef %301, i32 noundef %298), !dbg !457
    #dbg_value(i64 %308, !251, !DIExpression(), !458)
  %309 = xor i64 %307, %308, !dbg !460
  %310 = mul i64 %309, 1099511628211, !dbg !461
  %311 = add nuw nsw i32 %298, 1, !dbg !462
    #dbg_value(i32 %311, !215, !DIExpression(), !427)
  %312 = icmp eq i32 %311, 33, !dbg !463
  br i1 %312, label %294, label %297, !dbg !428, !llvm.loop !464

313:                                              ; preds = %365
  %314 = xor i64 %31, %8, !dbg !264
    #dbg_value(i64 %314, !110, !DIExpression(), !231)
  %315 = xor i64 %314, %54, !dbg !279
    #dbg_value(i64 %315, !110, !DIExpression(), !231)
  %316 = xor i64 %315, %77, !dbg !294
    #dbg_value(i64 %316, !110, !DIExpression(), !231)
  %317 = xor i64 %316, %100, !dbg !309
    #dbg_value(i64 %317, !110, !DIExpression(), !231)
  %318 = xor i64 %317, %123, !dbg !324
    #dbg_value(i64 %318, !110, !DIExpression(), !231)
  %319 = xor i64 %318, %146, !dbg !339
    #dbg_value(i64 %319, !110, !DIExpression(), !231)
  %320 = xor i64 %319, %169, !dbg !354
    #dbg_value(i64 %320, !110, !DIExpression(), !231)
  %321 = xor i64 %320, %192, !dbg !369
    #dbg_value(i64 %321, !110, !DIExpression(), !231)
  %322 = xor i64 %321, %217, !dbg !466
    #dbg_value(i64 %322, !110, !DIExpression(), !231)
  %323 = xor i64 %322, %257, !dbg !467
    #dbg_value(i64 %323, !110, !DIExpression(), !231)
  %324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %323, i32 noundef %366), !dbg !468
  %325 = icmp eq i32 %366, 0, !dbg !469
  %326 = trunc i64 %323 to i32, !dbg !469
  %327 = and i32 %326, 63, !dbg !469
  %328 = select i1 %325, i32 %327, i32 100, !dbg !469
  ret i32 %328, !dbg !470

329:                                              ; preds = %255, %365
  %330 = phi i64 [ 0, %255 ], [ %367, %365 ]
  %331 = phi i32 [ %248, %255 ], [ %366, %365 ]
    #dbg_value(i32 %331, !111, !DIExpression(), !231)
    #dbg_value(i64 %330, !226, !DIExpression(), !471)
  %332 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %330, !dbg !472
  %333 = load volatile i64, ptr %332, align 8, !dbg !472, !tbaa !248
  %334 = trunc i64 %333 to i33, !dbg !472
  %335 = and i64 %333, 8589934591, !dbg !473
    #dbg_value(i64 %335, !228, !DIExpression(), !474)
  %336 = tail call fastcc i64 @op_neg(i64 noundef %335), !dbg !475
  %337 = tail call fastcc i64 @op_not(i64 noundef %335), !dbg !476
  %338 = tail call fastcc i64 @op_abs(i64 noundef %335), !dbg !477
  %339 = tail call fastcc i64 @div3(i64 noundef %335), !dbg !478
  %340 = tail call fastcc i64 @div7(i64 noundef %335), !dbg !479
  %341 = tail call fastcc i64 @div10(i64 noundef %335), !dbg !480
  %342 = tail call fastcc i64 @rem10(i64 noundef %335), !dbg !481
  %343 = tail call fastcc i64 @div16(i64 noundef %335), !dbg !482
  %344 = tail call fastcc i64 @rem16(i64 noundef %335), !dbg !483
  %345 = tail call fastcc i64 @divm5(i64 noundef %335), !dbg !484
  %346 = tail call fastcc i64 @divmax(i64 noundef %335), !dbg !485
  %347 = uitofp i33 %334 to float, !dbg !486
  %348 = fpext float %347 to double, !dbg !487
  %349 = uitofp i33 %334 to double, !dbg !488
  %350 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %335, i64 noundef %336, i64 noundef %337, i64 noundef %338, i64 noundef %339, i64 noundef %340, i64 noundef %341, i64 noundef %342, i64 noundef %343, i64 noundef %344, i64 noundef %345, i64 noundef %346, double noundef %348, double noundef %349), !dbg !489
  %351 = tail call fastcc i64 @op_div(i64 noundef %335, i64 noundef 10), !dbg !490
  %352 = icmp eq i64 %341, %351, !dbg !492
  br i1 %352, label %353, label %362, !dbg !493

353:                                              ; preds = %329
  %354 = tail call fastcc i64 @op_rem(i64 noundef %335, i64 noundef 10), !dbg !494
  %355 = icmp eq i64 %342, %354, !dbg !495
  br i1 %355, label %356, label %362, !dbg !496

356:                                              ; preds = %353
  %357 = tail call fastcc i64 @op_div(i64 noundef %335, i64 noundef 7), !dbg !497
  %358 = icmp eq i64 %340, %357, !dbg !498
  br i1 %358, label %359, label %362, !dbg !499

359:                                              ; preds = %356
  %360 = tail call fastcc i64 @op_div(i64 noundef %335, i64 noundef 16), !dbg !500
  %361 = icmp eq i64 %343, %360, !dbg !501
  br i1 %361, label %365, label %362, !dbg !502

362:                                              ; preds = %359, %356, %353, %329
  %363 = add nsw i32 %331, 1, !dbg !503
    #dbg_value(i32 %363, !111, !DIExpression(), !231)
  %364 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !505
  br label %365, !dbg !506

365:                                              ; preds = %362, %359
  %366 = phi i32 [ %363, %362 ], [ %331, %359 ], !dbg !231
    #dbg_value(i32 %366, !111, !DIExpression(), !231)
  %367 = add nuw nsw i64 %330, 1, !dbg !507
    #dbg_value(i64 %367, !226, !DIExpression(), !471)
  %368 = icmp eq i64 %367, 21, !dbg !508
  br i1 %368, label %313, label %329, !dbg !439, !llvm.loop !509
}

; Function Attrs: nofree nounwind
declare !dbg !511 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 8589934592) i64 @op_add(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !518 {
    #dbg_value(i64 %0, !522, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !524)
    #dbg_value(i64 %1, !523, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !524)
  %3 = add i64 %1, %0, !dbg !525
  %4 = and i64 %3, 8589934591, !dbg !526
  ret i64 %4, !dbg !526
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 8589934592) i64 @op_sub(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !527 {
    #dbg_value(i64 %0, !529, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !531)
    #dbg_value(i64 %1, !530, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !531)
  %3 = sub i64 %0, %1, !dbg !532
  %4 = and i64 %3, 8589934591, !dbg !533
  ret i64 %4, !dbg !533
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 8589934592) i64 @op_mul(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !534 {
    #dbg_value(i64 %0, !536, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !538)
    #dbg_value(i64 %1, !537, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !538)
  %3 = mul i64 %1, %0, !dbg !539
  %4 = and i64 %3, 8589934591, !dbg !540
  ret i64 %4, !dbg !540
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @op_and(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !541 {
    #dbg_value(i64 %0, !543, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !545)
    #dbg_value(i64 %1, !544, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !545)
  %3 = and i64 %0, 8589934591, !dbg !546
  %4 = and i64 %3, %1, !dbg !547
  ret i64 %4, !dbg !547
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 8589934592) i64 @op_or(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !548 {
    #dbg_value(i64 %0, !550, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !552)
    #dbg_value(i64 %1, !551, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !552)
  %3 = or i64 %1, %0, !dbg !553
  %4 = and i64 %3, 8589934591, !dbg !554
  ret i64 %4, !dbg !554
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 8589934592) i64 @op_xor(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !555 {
    #dbg_value(i64 %0, !557, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !559)
    #dbg_value(i64 %1, !558, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !559)
  %3 = xor i64 %1, %0, !dbg !560
  %4 = and i64 %3, 8589934591, !dbg !561
  ret i64 %4, !dbg !561
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 8589934592) i64 @op_min(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !562 {
    #dbg_value(i64 %0, !564, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !566)
    #dbg_value(i64 %1, !565, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !566)
  %3 = tail call i64 @llvm.umin.i64(i64 %0, i64 %1), !dbg !567
  %4 = and i64 %3, 8589934591, !dbg !568
  ret i64 %4, !dbg !568
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 8589934592) i64 @op_max(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !569 {
    #dbg_value(i64 %0, !571, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !573)
    #dbg_value(i64 %1, !572, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !573)
  %3 = tail call i64 @llvm.umax.i64(i64 %0, i64 %1), !dbg !574
  %4 = and i64 %3, 8589934591, !dbg !575
  ret i64 %4, !dbg !575
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !576 {
    #dbg_value(i64 %0, !580, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !582)
    #dbg_value(i64 %1, !581, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !582)
  %3 = icmp eq i64 %0, %1, !dbg !583
  %4 = zext i1 %3 to i32, !dbg !583
  %5 = select i1 %3, i32 0, i32 2, !dbg !584
  %6 = icmp ult i64 %0, %1, !dbg !585
  %7 = select i1 %6, i32 4, i32 0, !dbg !586
  %8 = icmp ugt i64 %0, %1, !dbg !587
  %9 = select i1 %8, i32 0, i32 8, !dbg !588
  %10 = select i1 %8, i32 16, i32 0, !dbg !589
  %11 = select i1 %6, i32 0, i32 32, !dbg !590
  %12 = select i1 %6, i32 64, i32 0, !dbg !591
  %13 = select i1 %6, i32 0, i32 128, !dbg !592
  %14 = icmp eq i64 %0, 0, !dbg !593
  %15 = select i1 %14, i32 256, i32 0, !dbg !594
  %16 = icmp eq i64 %1, 0, !dbg !595
  %17 = select i1 %16, i32 0, i32 512, !dbg !596
  %18 = or disjoint i32 %15, %4, !dbg !597
  %19 = or disjoint i32 %18, %5, !dbg !598
  %20 = or disjoint i32 %19, %7, !dbg !599
  %21 = or disjoint i32 %20, %9, !dbg !600
  %22 = or disjoint i32 %21, %10, !dbg !601
  %23 = or i32 %22, %11, !dbg !602
  %24 = or i32 %23, %12, !dbg !603
  %25 = or i32 %24, %13, !dbg !604
  %26 = or i32 %25, %17, !dbg !605
  ret i32 %26, !dbg !606
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @op_div(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !607 {
  %3 = trunc nuw i64 %0 to i33
  %4 = trunc nuw i64 %1 to i33
    #dbg_value(i33 %3, !609, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !611)
    #dbg_value(i33 %4, !610, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !611)
  %5 = udiv i33 %3, %4, !dbg !612
  %6 = zext i33 %5 to i64, !dbg !613
  ret i64 %6, !dbg !613
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @op_rem(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !614 {
  %3 = trunc nuw i64 %0 to i33
  %4 = trunc nuw i64 %1 to i33
    #dbg_value(i33 %3, !616, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !618)
    #dbg_value(i33 %4, !617, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !618)
  %5 = urem i33 %3, %4, !dbg !619
  %6 = zext i33 %5 to i64, !dbg !620
  ret i64 %6, !dbg !620
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @op_shl(i64 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !621 {
  %3 = trunc nuw i64 %0 to i33
    #dbg_value(i33 %3, !625, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !627)
    #dbg_value(i32 %1, !626, !DIExpression(), !627)
  %4 = zext nneg i32 %1 to i33, !dbg !628
  %5 = shl i33 %3, %4, !dbg !628
  %6 = zext i33 %5 to i64, !dbg !629
  ret i64 %6, !dbg !629
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @op_lshr(i64 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !630 {
  %3 = trunc nuw i64 %0 to i33
    #dbg_value(i33 %3, !632, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !634)
    #dbg_value(i32 %1, !633, !DIExpression(), !634)
  %4 = zext nneg i32 %1 to i33, !dbg !635
  %5 = lshr i33 %3, %4, !dbg !635
  %6 = zext i33 %5 to i64, !dbg !636
  ret i64 %6, !dbg !636
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @op_ashr(i64 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !637 {
  %3 = trunc nuw i64 %0 to i33
    #dbg_value(i33 %3, !639, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !641)
    #dbg_value(i32 %1, !640, !DIExpression(), !641)
  %4 = zext nneg i32 %1 to i33, !dbg !642
  %5 = lshr i33 %3, %4, !dbg !642
  %6 = zext i33 %5 to i64, !dbg !643
  ret i64 %6, !dbg !643
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 8589934592) i64 @op_neg(i64 noundef %0) unnamed_addr #2 !dbg !644 {
    #dbg_value(i64 %0, !648, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !649)
  %2 = sub i64 0, %0, !dbg !650
  %3 = and i64 %2, 8589934591, !dbg !651
  ret i64 %3, !dbg !651
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @op_not(i64 noundef %0) unnamed_addr #2 !dbg !652 {
    #dbg_value(i64 %0, !654, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !655)
  %2 = and i64 %0, 8589934591, !dbg !656
  %3 = xor i64 %2, 8589934591, !dbg !656
  ret i64 %3, !dbg !656
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 8589934592) i64 @op_abs(i64 noundef %0) unnamed_addr #2 !dbg !657 {
    #dbg_value(i64 %0, !659, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !660)
    #dbg_value(i64 %0, !659, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !660)
  %2 = and i64 %0, 8589934591, !dbg !661
  ret i64 %2, !dbg !661
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 2863311531) i64 @div3(i64 noundef %0) unnamed_addr #2 !dbg !662 {
  %2 = trunc nuw i64 %0 to i33
    #dbg_value(i33 %2, !664, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !665)
  %3 = udiv i33 %2, 3, !dbg !666
  %4 = zext nneg i33 %3 to i64, !dbg !667
  ret i64 %4, !dbg !667
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 1227133514) i64 @div7(i64 noundef %0) unnamed_addr #2 !dbg !668 {
  %2 = trunc nuw i64 %0 to i33
    #dbg_value(i33 %2, !670, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !671)
  %3 = udiv i33 %2, 7, !dbg !672
  %4 = zext nneg i33 %3 to i64, !dbg !673
  ret i64 %4, !dbg !673
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 858993460) i64 @div10(i64 noundef %0) unnamed_addr #2 !dbg !674 {
  %2 = trunc nuw i64 %0 to i33
    #dbg_value(i33 %2, !676, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !677)
  %3 = udiv i33 %2, 10, !dbg !678
  %4 = zext nneg i33 %3 to i64, !dbg !679
  ret i64 %4, !dbg !679
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 10) i64 @rem10(i64 noundef %0) unnamed_addr #2 !dbg !680 {
  %2 = trunc nuw i64 %0 to i33
    #dbg_value(i33 %2, !682, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !683)
  %3 = urem i33 %2, 10, !dbg !684
  %4 = zext nneg i33 %3 to i64, !dbg !685
  ret i64 %4, !dbg !685
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 536870912) i64 @div16(i64 noundef %0) unnamed_addr #2 !dbg !686 {
    #dbg_value(i64 %0, !688, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !689)
  %2 = lshr i64 %0, 4, !dbg !690
  %3 = and i64 %2, 536870911, !dbg !691
  ret i64 %3, !dbg !691
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 16) i64 @rem16(i64 noundef %0) unnamed_addr #2 !dbg !692 {
    #dbg_value(i64 %0, !694, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !695)
  %2 = and i64 %0, 15, !dbg !696
  ret i64 %2, !dbg !697
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 1717986919) i64 @divm5(i64 noundef %0) unnamed_addr #2 !dbg !698 {
  %2 = trunc nuw i64 %0 to i33
    #dbg_value(i33 %2, !700, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !701)
  %3 = udiv i33 %2, 5, !dbg !702
  %4 = zext nneg i33 %3 to i64, !dbg !703
  ret i64 %4, !dbg !703
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 2) i64 @divmax(i64 noundef %0) unnamed_addr #2 !dbg !704 {
    #dbg_value(i64 %0, !706, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !707)
  %2 = icmp eq i64 %0, 8589934591, !dbg !708
  %3 = zext i1 %2 to i64, !dbg !709
  ret i64 %3, !dbg !709
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
!llvm.module.flags = !{!98, !99, !100, !101, !102, !103, !104}
!llvm.ident = !{!105}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/ops_matrix_ubitint33.c", directory: ".", checksumkind: CSK_MD5, checksum: "73396aa267fc5f78dfe82f9980a366cd")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 472, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 59)
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
!18 = !DIBasicType(name: "unsigned _BitInt", size: 64, encoding: DW_ATE_unsigned)
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
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 1344, elements: !96)
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
!249 = !{!"_BitInt(33)", !239, i64 0}
!250 = !DILocation(line: 0, scope: !119)
!251 = !DILocalVariable(name: "v", arg: 1, scope: !252, file: !2, line: 25, type: !19)
!252 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 25, type: !253, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !255)
!253 = !DISubroutineType(types: !254)
!254 = !{null, !19}
!255 = !{!251}
!256 = !DILocation(line: 0, scope: !252, inlinedAt: !257)
!257 = distinct !DILocation(line: 71, column: 5, scope: !119)
!258 = !DILocation(line: 25, column: 48, scope: !252, inlinedAt: !257)
!259 = !DILocation(line: 25, column: 53, scope: !252, inlinedAt: !257)
!260 = !DILocation(line: 71, column: 5, scope: !120)
!261 = distinct !{!261, !236, !236, !246}
!262 = !DILocation(line: 0, scope: !126)
!263 = !DILocation(line: 72, column: 5, scope: !126)
!264 = !DILocation(line: 72, column: 5, scope: !124)
!265 = !DILocation(line: 0, scope: !133)
!266 = !DILocation(line: 73, column: 5, scope: !133)
!267 = !DILocation(line: 72, column: 5, scope: !127)
!268 = distinct !{!268, !243, !243, !246}
!269 = !DILocation(line: 72, column: 5, scope: !129)
!270 = !DILocation(line: 0, scope: !129)
!271 = !DILocation(line: 0, scope: !252, inlinedAt: !272)
!272 = distinct !DILocation(line: 72, column: 5, scope: !129)
!273 = !DILocation(line: 25, column: 48, scope: !252, inlinedAt: !272)
!274 = !DILocation(line: 25, column: 53, scope: !252, inlinedAt: !272)
!275 = !DILocation(line: 72, column: 5, scope: !130)
!276 = distinct !{!276, !263, !263, !246}
!277 = !DILocation(line: 0, scope: !136)
!278 = !DILocation(line: 73, column: 5, scope: !136)
!279 = !DILocation(line: 73, column: 5, scope: !134)
!280 = !DILocation(line: 0, scope: !143)
!281 = !DILocation(line: 74, column: 5, scope: !143)
!282 = !DILocation(line: 73, column: 5, scope: !137)
!283 = distinct !{!283, !266, !266, !246}
!284 = !DILocation(line: 73, column: 5, scope: !139)
!285 = !DILocation(line: 0, scope: !139)
!286 = !DILocation(line: 0, scope: !252, inlinedAt: !287)
!287 = distinct !DILocation(line: 73, column: 5, scope: !139)
!288 = !DILocation(line: 25, column: 48, scope: !252, inlinedAt: !287)
!289 = !DILocation(line: 25, column: 53, scope: !252, inlinedAt: !287)
!290 = !DILocation(line: 73, column: 5, scope: !140)
!291 = distinct !{!291, !278, !278, !246}
!292 = !DILocation(line: 0, scope: !146)
!293 = !DILocation(line: 74, column: 5, scope: !146)
!294 = !DILocation(line: 74, column: 5, scope: !144)
!295 = !DILocation(line: 0, scope: !153)
!296 = !DILocation(line: 75, column: 5, scope: !153)
!297 = !DILocation(line: 74, column: 5, scope: !147)
!298 = distinct !{!298, !281, !281, !246}
!299 = !DILocation(line: 74, column: 5, scope: !149)
!300 = !DILocation(line: 0, scope: !149)
!301 = !DILocation(line: 0, scope: !252, inlinedAt: !302)
!302 = distinct !DILocation(line: 74, column: 5, scope: !149)
!303 = !DILocation(line: 25, column: 48, scope: !252, inlinedAt: !302)
!304 = !DILocation(line: 25, column: 53, scope: !252, inlinedAt: !302)
!305 = !DILocation(line: 74, column: 5, scope: !150)
!306 = distinct !{!306, !293, !293, !246}
!307 = !DILocation(line: 0, scope: !156)
!308 = !DILocation(line: 75, column: 5, scope: !156)
!309 = !DILocation(line: 75, column: 5, scope: !154)
!310 = !DILocation(line: 0, scope: !163)
!311 = !DILocation(line: 76, column: 5, scope: !163)
!312 = !DILocation(line: 75, column: 5, scope: !157)
!313 = distinct !{!313, !296, !296, !246}
!314 = !DILocation(line: 75, column: 5, scope: !159)
!315 = !DILocation(line: 0, scope: !159)
!316 = !DILocation(line: 0, scope: !252, inlinedAt: !317)
!317 = distinct !DILocation(line: 75, column: 5, scope: !159)
!318 = !DILocation(line: 25, column: 48, scope: !252, inlinedAt: !317)
!319 = !DILocation(line: 25, column: 53, scope: !252, inlinedAt: !317)
!320 = !DILocation(line: 75, column: 5, scope: !160)
!321 = distinct !{!321, !308, !308, !246}
!322 = !DILocation(line: 0, scope: !166)
!323 = !DILocation(line: 76, column: 5, scope: !166)
!324 = !DILocation(line: 76, column: 5, scope: !164)
!325 = !DILocation(line: 0, scope: !173)
!326 = !DILocation(line: 77, column: 5, scope: !173)
!327 = !DILocation(line: 76, column: 5, scope: !167)
!328 = distinct !{!328, !311, !311, !246}
!329 = !DILocation(line: 76, column: 5, scope: !169)
!330 = !DILocation(line: 0, scope: !169)
!331 = !DILocation(line: 0, scope: !252, inlinedAt: !332)
!332 = distinct !DILocation(line: 76, column: 5, scope: !169)
!333 = !DILocation(line: 25, column: 48, scope: !252, inlinedAt: !332)
!334 = !DILocation(line: 25, column: 53, scope: !252, inlinedAt: !332)
!335 = !DILocation(line: 76, column: 5, scope: !170)
!336 = distinct !{!336, !323, !323, !246}
!337 = !DILocation(line: 0, scope: !176)
!338 = !DILocation(line: 77, column: 5, scope: !176)
!339 = !DILocation(line: 77, column: 5, scope: !174)
!340 = !DILocation(line: 0, scope: !183)
!341 = !DILocation(line: 78, column: 5, scope: !183)
!342 = !DILocation(line: 77, column: 5, scope: !177)
!343 = distinct !{!343, !326, !326, !246}
!344 = !DILocation(line: 77, column: 5, scope: !179)
!345 = !DILocation(line: 0, scope: !179)
!346 = !DILocation(line: 0, scope: !252, inlinedAt: !347)
!347 = distinct !DILocation(line: 77, column: 5, scope: !179)
!348 = !DILocation(line: 25, column: 48, scope: !252, inlinedAt: !347)
!349 = !DILocation(line: 25, column: 53, scope: !252, inlinedAt: !347)
!350 = !DILocation(line: 77, column: 5, scope: !180)
!351 = distinct !{!351, !338, !338, !246}
!352 = !DILocation(line: 0, scope: !186)
!353 = !DILocation(line: 78, column: 5, scope: !186)
!354 = !DILocation(line: 78, column: 5, scope: !184)
!355 = !DILocation(line: 0, scope: !193)
!356 = !DILocation(line: 79, column: 5, scope: !193)
!357 = !DILocation(line: 78, column: 5, scope: !187)
!358 = distinct !{!358, !341, !341, !246}
!359 = !DILocation(line: 78, column: 5, scope: !189)
!360 = !DILocation(line: 0, scope: !189)
!361 = !DILocation(line: 0, scope: !252, inlinedAt: !362)
!362 = distinct !DILocation(line: 78, column: 5, scope: !189)
!363 = !DILocation(line: 25, column: 48, scope: !252, inlinedAt: !362)
!364 = !DILocation(line: 25, column: 53, scope: !252, inlinedAt: !362)
!365 = !DILocation(line: 78, column: 5, scope: !190)
!366 = distinct !{!366, !353, !353, !246}
!367 = !DILocation(line: 0, scope: !196)
!368 = !DILocation(line: 79, column: 5, scope: !196)
!369 = !DILocation(line: 79, column: 5, scope: !194)
!370 = !DILocation(line: 81, column: 7, scope: !106)
!371 = !DILocation(line: 0, scope: !203)
!372 = !DILocation(line: 82, column: 5, scope: !203)
!373 = !DILocation(line: 79, column: 5, scope: !197)
!374 = distinct !{!374, !356, !356, !246}
!375 = !DILocation(line: 79, column: 5, scope: !199)
!376 = !DILocation(line: 0, scope: !199)
!377 = !DILocation(line: 0, scope: !252, inlinedAt: !378)
!378 = distinct !DILocation(line: 79, column: 5, scope: !199)
!379 = !DILocation(line: 25, column: 48, scope: !252, inlinedAt: !378)
!380 = !DILocation(line: 25, column: 53, scope: !252, inlinedAt: !378)
!381 = !DILocation(line: 79, column: 5, scope: !200)
!382 = distinct !{!382, !368, !368, !246}
!383 = !DILocation(line: 0, scope: !205)
!384 = !DILocation(line: 83, column: 9, scope: !205)
!385 = !DILocation(line: 91, column: 32, scope: !106)
!386 = !DILocation(line: 91, column: 5, scope: !106)
!387 = !DILocation(line: 91, column: 45, scope: !106)
!388 = !DILocation(line: 0, scope: !214)
!389 = !DILocation(line: 94, column: 5, scope: !214)
!390 = !DILocation(line: 82, column: 29, scope: !206)
!391 = !DILocation(line: 82, column: 23, scope: !206)
!392 = distinct !{!392, !372, !393, !246}
!393 = !DILocation(line: 90, column: 9, scope: !203)
!394 = !DILocation(line: 84, column: 19, scope: !208)
!395 = !DILocation(line: 84, column: 15, scope: !208)
!396 = !DILocation(line: 0, scope: !208)
!397 = !DILocation(line: 84, column: 32, scope: !208)
!398 = !DILocation(line: 84, column: 28, scope: !208)
!399 = !DILocation(line: 85, column: 19, scope: !400)
!400 = distinct !DILexicalBlock(scope: !208, file: !2, line: 85, column: 17)
!401 = !DILocation(line: 85, column: 17, scope: !208)
!402 = !DILocation(line: 86, column: 19, scope: !208)
!403 = !DILocation(line: 86, column: 37, scope: !208)
!404 = !DILocation(line: 0, scope: !252, inlinedAt: !405)
!405 = distinct !DILocation(line: 87, column: 13, scope: !208)
!406 = !DILocation(line: 25, column: 46, scope: !252, inlinedAt: !405)
!407 = !DILocation(line: 25, column: 48, scope: !252, inlinedAt: !405)
!408 = !DILocation(line: 25, column: 53, scope: !252, inlinedAt: !405)
!409 = !DILocation(line: 0, scope: !252, inlinedAt: !410)
!410 = distinct !DILocation(line: 87, column: 27, scope: !208)
!411 = !DILocation(line: 25, column: 48, scope: !252, inlinedAt: !410)
!412 = !DILocation(line: 25, column: 53, scope: !252, inlinedAt: !410)
!413 = !DILocation(line: 25, column: 43, scope: !252, inlinedAt: !410)
!414 = !DILocation(line: 88, column: 25, scope: !415)
!415 = distinct !DILexicalBlock(scope: !208, file: !2, line: 88, column: 17)
!416 = !DILocation(line: 88, column: 38, scope: !415)
!417 = !DILocation(line: 88, column: 47, scope: !415)
!418 = !DILocation(line: 88, column: 17, scope: !208)
!419 = !DILocation(line: 88, column: 58, scope: !420)
!420 = distinct !DILexicalBlock(scope: !415, file: !2, line: 88, column: 53)
!421 = !DILocation(line: 88, column: 62, scope: !420)
!422 = !DILocation(line: 88, column: 135, scope: !420)
!423 = !DILocation(line: 83, column: 33, scope: !209)
!424 = !DILocation(line: 83, column: 27, scope: !209)
!425 = distinct !{!425, !384, !426, !246}
!426 = !DILocation(line: 90, column: 9, scope: !205)
!427 = !DILocation(line: 0, scope: !216)
!428 = !DILocation(line: 95, column: 9, scope: !216)
!429 = !DILocation(line: 96, column: 5, scope: !106)
!430 = !DILocation(line: 96, column: 45, scope: !106)
!431 = !DILocation(line: 0, scope: !222)
!432 = !DILocation(line: 99, column: 15, scope: !224)
!433 = !DILocation(line: 99, column: 11, scope: !224)
!434 = !DILocation(line: 0, scope: !224)
!435 = !DILocation(line: 100, column: 95, scope: !224)
!436 = !DILocation(line: 101, column: 31, scope: !224)
!437 = !DILocation(line: 101, column: 75, scope: !224)
!438 = !DILocation(line: 100, column: 9, scope: !224)
!439 = !DILocation(line: 104, column: 5, scope: !227)
!440 = !DILocation(line: 94, column: 29, scope: !217)
!441 = !DILocation(line: 94, column: 23, scope: !217)
!442 = distinct !{!442, !389, !443, !246}
!443 = !DILocation(line: 95, column: 134, scope: !214)
!444 = !DILocation(line: 95, column: 48, scope: !219)
!445 = !DILocation(line: 95, column: 44, scope: !219)
!446 = !DILocation(line: 0, scope: !219)
!447 = !DILocation(line: 95, column: 66, scope: !219)
!448 = !DILocation(line: 0, scope: !252, inlinedAt: !449)
!449 = distinct !DILocation(line: 95, column: 57, scope: !219)
!450 = !DILocation(line: 25, column: 48, scope: !252, inlinedAt: !449)
!451 = !DILocation(line: 25, column: 53, scope: !252, inlinedAt: !449)
!452 = !DILocation(line: 95, column: 91, scope: !219)
!453 = !DILocation(line: 0, scope: !252, inlinedAt: !454)
!454 = distinct !DILocation(line: 95, column: 82, scope: !219)
!455 = !DILocation(line: 25, column: 48, scope: !252, inlinedAt: !454)
!456 = !DILocation(line: 25, column: 53, scope: !252, inlinedAt: !454)
!457 = !DILocation(line: 95, column: 117, scope: !219)
!458 = !DILocation(line: 0, scope: !252, inlinedAt: !459)
!459 = distinct !DILocation(line: 95, column: 108, scope: !219)
!460 = !DILocation(line: 25, column: 48, scope: !252, inlinedAt: !459)
!461 = !DILocation(line: 25, column: 53, scope: !252, inlinedAt: !459)
!462 = !DILocation(line: 95, column: 36, scope: !220)
!463 = !DILocation(line: 95, column: 27, scope: !220)
!464 = distinct !{!464, !428, !465, !246}
!465 = !DILocation(line: 95, column: 134, scope: !216)
!466 = !DILocation(line: 91, column: 42, scope: !106)
!467 = !DILocation(line: 96, column: 42, scope: !106)
!468 = !DILocation(line: 112, column: 5, scope: !106)
!469 = !DILocation(line: 113, column: 12, scope: !106)
!470 = !DILocation(line: 114, column: 1, scope: !106)
!471 = !DILocation(line: 0, scope: !227)
!472 = !DILocation(line: 105, column: 15, scope: !229)
!473 = !DILocation(line: 105, column: 11, scope: !229)
!474 = !DILocation(line: 0, scope: !229)
!475 = !DILocation(line: 107, column: 35, scope: !229)
!476 = !DILocation(line: 107, column: 52, scope: !229)
!477 = !DILocation(line: 107, column: 69, scope: !229)
!478 = !DILocation(line: 107, column: 92, scope: !229)
!479 = !DILocation(line: 107, column: 112, scope: !229)
!480 = !DILocation(line: 108, column: 27, scope: !229)
!481 = !DILocation(line: 108, column: 48, scope: !229)
!482 = !DILocation(line: 108, column: 69, scope: !229)
!483 = !DILocation(line: 108, column: 90, scope: !229)
!484 = !DILocation(line: 108, column: 111, scope: !229)
!485 = !DILocation(line: 109, column: 27, scope: !229)
!486 = !DILocation(line: 109, column: 46, scope: !229)
!487 = !DILocation(line: 109, column: 38, scope: !229)
!488 = !DILocation(line: 109, column: 56, scope: !229)
!489 = !DILocation(line: 106, column: 9, scope: !229)
!490 = !DILocation(line: 110, column: 25, scope: !491)
!491 = distinct !DILexicalBlock(scope: !229, file: !2, line: 110, column: 13)
!492 = !DILocation(line: 110, column: 22, scope: !491)
!493 = !DILocation(line: 110, column: 39, scope: !491)
!494 = !DILocation(line: 110, column: 54, scope: !491)
!495 = !DILocation(line: 110, column: 51, scope: !491)
!496 = !DILocation(line: 110, column: 68, scope: !491)
!497 = !DILocation(line: 110, column: 82, scope: !491)
!498 = !DILocation(line: 110, column: 79, scope: !491)
!499 = !DILocation(line: 110, column: 95, scope: !491)
!500 = !DILocation(line: 110, column: 110, scope: !491)
!501 = !DILocation(line: 110, column: 107, scope: !491)
!502 = !DILocation(line: 110, column: 13, scope: !229)
!503 = !DILocation(line: 110, column: 130, scope: !504)
!504 = distinct !DILexicalBlock(scope: !491, file: !2, line: 110, column: 125)
!505 = !DILocation(line: 110, column: 134, scope: !504)
!506 = !DILocation(line: 110, column: 166, scope: !504)
!507 = !DILocation(line: 104, column: 29, scope: !230)
!508 = !DILocation(line: 104, column: 23, scope: !230)
!509 = distinct !{!509, !439, !510, !246}
!510 = !DILocation(line: 111, column: 5, scope: !227)
!511 = !DISubprogram(name: "printf", scope: !512, file: !512, line: 356, type: !513, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!512 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!513 = !DISubroutineType(types: !514)
!514 = !{!21, !515, null}
!515 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !516)
!516 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !517, size: 64)
!517 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!518 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 28, type: !519, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !521)
!519 = !DISubroutineType(types: !520)
!520 = !{!17, !17, !17}
!521 = !{!522, !523}
!522 = !DILocalVariable(name: "a", arg: 1, scope: !518, file: !2, line: 28, type: !17)
!523 = !DILocalVariable(name: "b", arg: 2, scope: !518, file: !2, line: 28, type: !17)
!524 = !DILocation(line: 0, scope: !518)
!525 = !DILocation(line: 28, column: 72, scope: !518)
!526 = !DILocation(line: 28, column: 55, scope: !518)
!527 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 29, type: !519, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !528)
!528 = !{!529, !530}
!529 = !DILocalVariable(name: "a", arg: 1, scope: !527, file: !2, line: 29, type: !17)
!530 = !DILocalVariable(name: "b", arg: 2, scope: !527, file: !2, line: 29, type: !17)
!531 = !DILocation(line: 0, scope: !527)
!532 = !DILocation(line: 29, column: 72, scope: !527)
!533 = !DILocation(line: 29, column: 55, scope: !527)
!534 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 30, type: !519, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !535)
!535 = !{!536, !537}
!536 = !DILocalVariable(name: "a", arg: 1, scope: !534, file: !2, line: 30, type: !17)
!537 = !DILocalVariable(name: "b", arg: 2, scope: !534, file: !2, line: 30, type: !17)
!538 = !DILocation(line: 0, scope: !534)
!539 = !DILocation(line: 30, column: 72, scope: !534)
!540 = !DILocation(line: 30, column: 55, scope: !534)
!541 = distinct !DISubprogram(name: "op_and", scope: !2, file: !2, line: 33, type: !519, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !542)
!542 = !{!543, !544}
!543 = !DILocalVariable(name: "a", arg: 1, scope: !541, file: !2, line: 33, type: !17)
!544 = !DILocalVariable(name: "b", arg: 2, scope: !541, file: !2, line: 33, type: !17)
!545 = !DILocation(line: 0, scope: !541)
!546 = !DILocation(line: 33, column: 64, scope: !541)
!547 = !DILocation(line: 33, column: 55, scope: !541)
!548 = distinct !DISubprogram(name: "op_or", scope: !2, file: !2, line: 34, type: !519, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !549)
!549 = !{!550, !551}
!550 = !DILocalVariable(name: "a", arg: 1, scope: !548, file: !2, line: 34, type: !17)
!551 = !DILocalVariable(name: "b", arg: 2, scope: !548, file: !2, line: 34, type: !17)
!552 = !DILocation(line: 0, scope: !548)
!553 = !DILocation(line: 34, column: 63, scope: !548)
!554 = !DILocation(line: 34, column: 54, scope: !548)
!555 = distinct !DISubprogram(name: "op_xor", scope: !2, file: !2, line: 35, type: !519, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !556)
!556 = !{!557, !558}
!557 = !DILocalVariable(name: "a", arg: 1, scope: !555, file: !2, line: 35, type: !17)
!558 = !DILocalVariable(name: "b", arg: 2, scope: !555, file: !2, line: 35, type: !17)
!559 = !DILocation(line: 0, scope: !555)
!560 = !DILocation(line: 35, column: 64, scope: !555)
!561 = !DILocation(line: 35, column: 55, scope: !555)
!562 = distinct !DISubprogram(name: "op_min", scope: !2, file: !2, line: 42, type: !519, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !563)
!563 = !{!564, !565}
!564 = !DILocalVariable(name: "a", arg: 1, scope: !562, file: !2, line: 42, type: !17)
!565 = !DILocalVariable(name: "b", arg: 2, scope: !562, file: !2, line: 42, type: !17)
!566 = !DILocation(line: 0, scope: !562)
!567 = !DILocation(line: 42, column: 62, scope: !562)
!568 = !DILocation(line: 42, column: 55, scope: !562)
!569 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 43, type: !519, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !570)
!570 = !{!571, !572}
!571 = !DILocalVariable(name: "a", arg: 1, scope: !569, file: !2, line: 43, type: !17)
!572 = !DILocalVariable(name: "b", arg: 2, scope: !569, file: !2, line: 43, type: !17)
!573 = !DILocation(line: 0, scope: !569)
!574 = !DILocation(line: 43, column: 62, scope: !569)
!575 = !DILocation(line: 43, column: 55, scope: !569)
!576 = distinct !DISubprogram(name: "op_cmp", scope: !2, file: !2, line: 44, type: !577, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !579)
!577 = !DISubroutineType(types: !578)
!578 = !{!21, !17, !17}
!579 = !{!580, !581}
!580 = !DILocalVariable(name: "a", arg: 1, scope: !576, file: !2, line: 44, type: !17)
!581 = !DILocalVariable(name: "b", arg: 2, scope: !576, file: !2, line: 44, type: !17)
!582 = !DILocation(line: 0, scope: !576)
!583 = !DILocation(line: 45, column: 15, scope: !576)
!584 = !DILocation(line: 45, column: 32, scope: !576)
!585 = !DILocation(line: 45, column: 42, scope: !576)
!586 = !DILocation(line: 45, column: 47, scope: !576)
!587 = !DILocation(line: 45, column: 57, scope: !576)
!588 = !DILocation(line: 45, column: 63, scope: !576)
!589 = !DILocation(line: 45, column: 78, scope: !576)
!590 = !DILocation(line: 45, column: 94, scope: !576)
!591 = !DILocation(line: 46, column: 26, scope: !576)
!592 = !DILocation(line: 46, column: 48, scope: !576)
!593 = !DILocation(line: 46, column: 56, scope: !576)
!594 = !DILocation(line: 46, column: 60, scope: !576)
!595 = !DILocation(line: 46, column: 69, scope: !576)
!596 = !DILocation(line: 46, column: 73, scope: !576)
!597 = !DILocation(line: 45, column: 21, scope: !576)
!598 = !DILocation(line: 45, column: 37, scope: !576)
!599 = !DILocation(line: 45, column: 52, scope: !576)
!600 = !DILocation(line: 45, column: 68, scope: !576)
!601 = !DILocation(line: 45, column: 83, scope: !576)
!602 = !DILocation(line: 45, column: 99, scope: !576)
!603 = !DILocation(line: 46, column: 31, scope: !576)
!604 = !DILocation(line: 46, column: 53, scope: !576)
!605 = !DILocation(line: 46, column: 65, scope: !576)
!606 = !DILocation(line: 45, column: 5, scope: !576)
!607 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 31, type: !519, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !608)
!608 = !{!609, !610}
!609 = !DILocalVariable(name: "a", arg: 1, scope: !607, file: !2, line: 31, type: !17)
!610 = !DILocalVariable(name: "b", arg: 2, scope: !607, file: !2, line: 31, type: !17)
!611 = !DILocation(line: 0, scope: !607)
!612 = !DILocation(line: 31, column: 68, scope: !607)
!613 = !DILocation(line: 31, column: 55, scope: !607)
!614 = distinct !DISubprogram(name: "op_rem", scope: !2, file: !2, line: 32, type: !519, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !615)
!615 = !{!616, !617}
!616 = !DILocalVariable(name: "a", arg: 1, scope: !614, file: !2, line: 32, type: !17)
!617 = !DILocalVariable(name: "b", arg: 2, scope: !614, file: !2, line: 32, type: !17)
!618 = !DILocation(line: 0, scope: !614)
!619 = !DILocation(line: 32, column: 68, scope: !614)
!620 = !DILocation(line: 32, column: 55, scope: !614)
!621 = distinct !DISubprogram(name: "op_shl", scope: !2, file: !2, line: 36, type: !622, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !624)
!622 = !DISubroutineType(types: !623)
!623 = !{!17, !17, !21}
!624 = !{!625, !626}
!625 = !DILocalVariable(name: "a", arg: 1, scope: !621, file: !2, line: 36, type: !17)
!626 = !DILocalVariable(name: "s", arg: 2, scope: !621, file: !2, line: 36, type: !21)
!627 = !DILocation(line: 0, scope: !621)
!628 = !DILocation(line: 36, column: 77, scope: !621)
!629 = !DILocation(line: 36, column: 57, scope: !621)
!630 = distinct !DISubprogram(name: "op_lshr", scope: !2, file: !2, line: 37, type: !622, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !631)
!631 = !{!632, !633}
!632 = !DILocalVariable(name: "a", arg: 1, scope: !630, file: !2, line: 37, type: !17)
!633 = !DILocalVariable(name: "s", arg: 2, scope: !630, file: !2, line: 37, type: !21)
!634 = !DILocation(line: 0, scope: !630)
!635 = !DILocation(line: 37, column: 74, scope: !630)
!636 = !DILocation(line: 37, column: 58, scope: !630)
!637 = distinct !DISubprogram(name: "op_ashr", scope: !2, file: !2, line: 38, type: !622, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !638)
!638 = !{!639, !640}
!639 = !DILocalVariable(name: "a", arg: 1, scope: !637, file: !2, line: 38, type: !17)
!640 = !DILocalVariable(name: "s", arg: 2, scope: !637, file: !2, line: 38, type: !21)
!641 = !DILocation(line: 0, scope: !637)
!642 = !DILocation(line: 38, column: 71, scope: !637)
!643 = !DILocation(line: 38, column: 58, scope: !637)
!644 = distinct !DISubprogram(name: "op_neg", scope: !2, file: !2, line: 39, type: !645, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !647)
!645 = !DISubroutineType(types: !646)
!646 = !{!17, !17}
!647 = !{!648}
!648 = !DILocalVariable(name: "a", arg: 1, scope: !644, file: !2, line: 39, type: !17)
!649 = !DILocation(line: 0, scope: !644)
!650 = !DILocation(line: 39, column: 67, scope: !644)
!651 = !DILocation(line: 39, column: 50, scope: !644)
!652 = distinct !DISubprogram(name: "op_not", scope: !2, file: !2, line: 40, type: !645, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !653)
!653 = !{!654}
!654 = !DILocalVariable(name: "a", arg: 1, scope: !652, file: !2, line: 40, type: !17)
!655 = !DILocation(line: 0, scope: !652)
!656 = !DILocation(line: 40, column: 50, scope: !652)
!657 = distinct !DISubprogram(name: "op_abs", scope: !2, file: !2, line: 41, type: !645, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !658)
!658 = !{!659}
!659 = !DILocalVariable(name: "a", arg: 1, scope: !657, file: !2, line: 41, type: !17)
!660 = !DILocation(line: 0, scope: !657)
!661 = !DILocation(line: 41, column: 50, scope: !657)
!662 = distinct !DISubprogram(name: "div3", scope: !2, file: !2, line: 48, type: !645, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !663)
!663 = !{!664}
!664 = !DILocalVariable(name: "a", arg: 1, scope: !662, file: !2, line: 48, type: !17)
!665 = !DILocation(line: 0, scope: !662)
!666 = !DILocation(line: 48, column: 61, scope: !662)
!667 = !DILocation(line: 48, column: 48, scope: !662)
!668 = distinct !DISubprogram(name: "div7", scope: !2, file: !2, line: 49, type: !645, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !669)
!669 = !{!670}
!670 = !DILocalVariable(name: "a", arg: 1, scope: !668, file: !2, line: 49, type: !17)
!671 = !DILocation(line: 0, scope: !668)
!672 = !DILocation(line: 49, column: 61, scope: !668)
!673 = !DILocation(line: 49, column: 48, scope: !668)
!674 = distinct !DISubprogram(name: "div10", scope: !2, file: !2, line: 50, type: !645, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !675)
!675 = !{!676}
!676 = !DILocalVariable(name: "a", arg: 1, scope: !674, file: !2, line: 50, type: !17)
!677 = !DILocation(line: 0, scope: !674)
!678 = !DILocation(line: 50, column: 62, scope: !674)
!679 = !DILocation(line: 50, column: 49, scope: !674)
!680 = distinct !DISubprogram(name: "rem10", scope: !2, file: !2, line: 51, type: !645, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !681)
!681 = !{!682}
!682 = !DILocalVariable(name: "a", arg: 1, scope: !680, file: !2, line: 51, type: !17)
!683 = !DILocation(line: 0, scope: !680)
!684 = !DILocation(line: 51, column: 62, scope: !680)
!685 = !DILocation(line: 51, column: 49, scope: !680)
!686 = distinct !DISubprogram(name: "div16", scope: !2, file: !2, line: 52, type: !645, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !687)
!687 = !{!688}
!688 = !DILocalVariable(name: "a", arg: 1, scope: !686, file: !2, line: 52, type: !17)
!689 = !DILocation(line: 0, scope: !686)
!690 = !DILocation(line: 52, column: 62, scope: !686)
!691 = !DILocation(line: 52, column: 49, scope: !686)
!692 = distinct !DISubprogram(name: "rem16", scope: !2, file: !2, line: 53, type: !645, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !693)
!693 = !{!694}
!694 = !DILocalVariable(name: "a", arg: 1, scope: !692, file: !2, line: 53, type: !17)
!695 = !DILocation(line: 0, scope: !692)
!696 = !DILocation(line: 53, column: 62, scope: !692)
!697 = !DILocation(line: 53, column: 49, scope: !692)
!698 = distinct !DISubprogram(name: "divm5", scope: !2, file: !2, line: 54, type: !645, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !699)
!699 = !{!700}
!700 = !DILocalVariable(name: "a", arg: 1, scope: !698, file: !2, line: 54, type: !17)
!701 = !DILocation(line: 0, scope: !698)
!702 = !DILocation(line: 54, column: 88, scope: !698)
!703 = !DILocation(line: 54, column: 49, scope: !698)
!704 = distinct !DISubprogram(name: "divmax", scope: !2, file: !2, line: 55, type: !645, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !705)
!705 = !{!706}
!706 = !DILocalVariable(name: "a", arg: 1, scope: !704, file: !2, line: 55, type: !17)
!707 = !DILocation(line: 0, scope: !704)
!708 = !DILocation(line: 55, column: 63, scope: !704)
!709 = !DILocation(line: 55, column: 50, scope: !704)
