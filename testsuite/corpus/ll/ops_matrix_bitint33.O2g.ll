; ModuleID = 'programs/ops_matrix_bitint33.c'
source_filename = "programs/ops_matrix_bitint33.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [50 x i8] c"type _BitInt(33): %d bits, %s, min %lld max %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1, !dbg !7
@h = internal unnamed_addr global i64 0, align 8, !dbg !12
@vals = internal global [21 x i64] [i64 -4294967296, i64 -4294967295, i64 -2147483648, i64 -7, i64 -3, i64 -2, i64 -1, i64 0, i64 1, i64 2, i64 3, i64 5, i64 7, i64 10, i64 2147483647, i64 2147483648, i64 4294967294, i64 4294967295, i64 -2863311531, i64 2863311530, i64 -1985229329], align 16, !dbg !93
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
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 33, ptr noundef nonnull @.str.1, i64 noundef -4294967296, i64 noundef 4294967295), !dbg !233
    #dbg_value(i32 0, !113, !DIExpression(), !234)
    #dbg_value(i32 0, !113, !DIExpression(), !234)
  br label %2, !dbg !235

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %24, %9 ]
    #dbg_value(i64 %3, !113, !DIExpression(), !234)
  %5 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %3
    #dbg_value(i32 0, !116, !DIExpression(), !236)
  br label %12, !dbg !237

6:                                                ; preds = %9
  store i64 %24, ptr @h, align 8, !tbaa !238
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, i64 noundef %24), !dbg !242
  %8 = load i64, ptr @h, align 8, !dbg !242, !tbaa !238
    #dbg_value(i64 %8, !111, !DIExpression(), !232)
    #dbg_value(i32 0, !123, !DIExpression(), !243)
    #dbg_value(i32 0, !123, !DIExpression(), !243)
  br label %27, !dbg !244

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %3, 1, !dbg !245
    #dbg_value(i64 %10, !113, !DIExpression(), !234)
  %11 = icmp eq i64 %10, 21, !dbg !245
  br i1 %11, label %6, label %2, !dbg !235, !llvm.loop !246

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %25, %12 ]
  %14 = phi i64 [ %4, %2 ], [ %24, %12 ]
    #dbg_value(i64 %13, !116, !DIExpression(), !236)
  %15 = load volatile i64, ptr %5, align 8, !dbg !248, !tbaa !249
  %16 = shl i64 %15, 31, !dbg !248
  %17 = ashr exact i64 %16, 31, !dbg !248
    #dbg_value(i64 %17, !119, !DIExpression(), !251)
  %18 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %13, !dbg !248
  %19 = load volatile i64, ptr %18, align 8, !dbg !248, !tbaa !249
  %20 = shl i64 %19, 31, !dbg !248
  %21 = ashr exact i64 %20, 31, !dbg !248
    #dbg_value(i64 %21, !122, !DIExpression(), !251)
  %22 = tail call fastcc i64 @op_add(i64 noundef %17, i64 noundef %21), !dbg !248
    #dbg_value(i64 %22, !252, !DIExpression(), !257)
  %23 = xor i64 %14, %22, !dbg !259
  %24 = mul i64 %23, 1099511628211, !dbg !260
  %25 = add nuw nsw i64 %13, 1, !dbg !261
    #dbg_value(i64 %25, !116, !DIExpression(), !236)
  %26 = icmp eq i64 %25, 21, !dbg !261
  br i1 %26, label %9, label %12, !dbg !237, !llvm.loop !262

27:                                               ; preds = %6, %34
  %28 = phi i64 [ 0, %6 ], [ %35, %34 ]
  %29 = phi i64 [ 1469598103934665603, %6 ], [ %49, %34 ]
    #dbg_value(i64 %28, !123, !DIExpression(), !243)
  %30 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %28
    #dbg_value(i32 0, !126, !DIExpression(), !263)
  br label %37, !dbg !264

31:                                               ; preds = %34
  store i64 %49, ptr @h, align 8, !tbaa !238
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, i64 noundef %49), !dbg !265
  %33 = load i64, ptr @h, align 8, !dbg !265, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %33), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !133, !DIExpression(), !266)
    #dbg_value(i32 0, !133, !DIExpression(), !266)
  br label %52, !dbg !267

34:                                               ; preds = %37
  %35 = add nuw nsw i64 %28, 1, !dbg !268
    #dbg_value(i64 %35, !123, !DIExpression(), !243)
  %36 = icmp eq i64 %35, 21, !dbg !268
  br i1 %36, label %31, label %27, !dbg !244, !llvm.loop !269

37:                                               ; preds = %27, %37
  %38 = phi i64 [ 0, %27 ], [ %50, %37 ]
  %39 = phi i64 [ %29, %27 ], [ %49, %37 ]
    #dbg_value(i64 %38, !126, !DIExpression(), !263)
  %40 = load volatile i64, ptr %30, align 8, !dbg !270, !tbaa !249
  %41 = shl i64 %40, 31, !dbg !270
  %42 = ashr exact i64 %41, 31, !dbg !270
    #dbg_value(i64 %42, !129, !DIExpression(), !271)
  %43 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %38, !dbg !270
  %44 = load volatile i64, ptr %43, align 8, !dbg !270, !tbaa !249
  %45 = shl i64 %44, 31, !dbg !270
  %46 = ashr exact i64 %45, 31, !dbg !270
    #dbg_value(i64 %46, !132, !DIExpression(), !271)
  %47 = tail call fastcc i64 @op_sub(i64 noundef %42, i64 noundef %46), !dbg !270
    #dbg_value(i64 %47, !252, !DIExpression(), !272)
  %48 = xor i64 %39, %47, !dbg !274
  %49 = mul i64 %48, 1099511628211, !dbg !275
  %50 = add nuw nsw i64 %38, 1, !dbg !276
    #dbg_value(i64 %50, !126, !DIExpression(), !263)
  %51 = icmp eq i64 %50, 21, !dbg !276
  br i1 %51, label %34, label %37, !dbg !264, !llvm.loop !277

52:                                               ; preds = %31, %59
  %53 = phi i64 [ 0, %31 ], [ %60, %59 ]
  %54 = phi i64 [ 1469598103934665603, %31 ], [ %74, %59 ]
    #dbg_value(i64 %53, !133, !DIExpression(), !266)
  %55 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %53
    #dbg_value(i32 0, !136, !DIExpression(), !278)
  br label %62, !dbg !279

56:                                               ; preds = %59
  store i64 %74, ptr @h, align 8, !tbaa !238
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.5, i64 noundef %74), !dbg !280
  %58 = load i64, ptr @h, align 8, !dbg !280, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %58, i64 %33), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !143, !DIExpression(), !281)
    #dbg_value(i32 0, !143, !DIExpression(), !281)
  br label %77, !dbg !282

59:                                               ; preds = %62
  %60 = add nuw nsw i64 %53, 1, !dbg !283
    #dbg_value(i64 %60, !133, !DIExpression(), !266)
  %61 = icmp eq i64 %60, 21, !dbg !283
  br i1 %61, label %56, label %52, !dbg !267, !llvm.loop !284

62:                                               ; preds = %52, %62
  %63 = phi i64 [ 0, %52 ], [ %75, %62 ]
  %64 = phi i64 [ %54, %52 ], [ %74, %62 ]
    #dbg_value(i64 %63, !136, !DIExpression(), !278)
  %65 = load volatile i64, ptr %55, align 8, !dbg !285, !tbaa !249
  %66 = shl i64 %65, 31, !dbg !285
  %67 = ashr exact i64 %66, 31, !dbg !285
    #dbg_value(i64 %67, !139, !DIExpression(), !286)
  %68 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %63, !dbg !285
  %69 = load volatile i64, ptr %68, align 8, !dbg !285, !tbaa !249
  %70 = shl i64 %69, 31, !dbg !285
  %71 = ashr exact i64 %70, 31, !dbg !285
    #dbg_value(i64 %71, !142, !DIExpression(), !286)
  %72 = tail call fastcc i64 @op_mul(i64 noundef %67, i64 noundef %71), !dbg !285
    #dbg_value(i64 %72, !252, !DIExpression(), !287)
  %73 = xor i64 %64, %72, !dbg !289
  %74 = mul i64 %73, 1099511628211, !dbg !290
  %75 = add nuw nsw i64 %63, 1, !dbg !291
    #dbg_value(i64 %75, !136, !DIExpression(), !278)
  %76 = icmp eq i64 %75, 21, !dbg !291
  br i1 %76, label %59, label %62, !dbg !279, !llvm.loop !292

77:                                               ; preds = %56, %84
  %78 = phi i64 [ 0, %56 ], [ %85, %84 ]
  %79 = phi i64 [ 1469598103934665603, %56 ], [ %99, %84 ]
    #dbg_value(i64 %78, !143, !DIExpression(), !281)
  %80 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %78
    #dbg_value(i32 0, !146, !DIExpression(), !293)
  br label %87, !dbg !294

81:                                               ; preds = %84
  store i64 %99, ptr @h, align 8, !tbaa !238
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.6, i64 noundef %99), !dbg !295
  %83 = load i64, ptr @h, align 8, !dbg !295, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %83, i64 %58, i64 %33), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !153, !DIExpression(), !296)
    #dbg_value(i32 0, !153, !DIExpression(), !296)
  br label %102, !dbg !297

84:                                               ; preds = %87
  %85 = add nuw nsw i64 %78, 1, !dbg !298
    #dbg_value(i64 %85, !143, !DIExpression(), !281)
  %86 = icmp eq i64 %85, 21, !dbg !298
  br i1 %86, label %81, label %77, !dbg !282, !llvm.loop !299

87:                                               ; preds = %77, %87
  %88 = phi i64 [ 0, %77 ], [ %100, %87 ]
  %89 = phi i64 [ %79, %77 ], [ %99, %87 ]
    #dbg_value(i64 %88, !146, !DIExpression(), !293)
  %90 = load volatile i64, ptr %80, align 8, !dbg !300, !tbaa !249
  %91 = shl i64 %90, 31, !dbg !300
  %92 = ashr exact i64 %91, 31, !dbg !300
    #dbg_value(i64 %92, !149, !DIExpression(), !301)
  %93 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %88, !dbg !300
  %94 = load volatile i64, ptr %93, align 8, !dbg !300, !tbaa !249
  %95 = shl i64 %94, 31, !dbg !300
  %96 = ashr exact i64 %95, 31, !dbg !300
    #dbg_value(i64 %96, !152, !DIExpression(), !301)
  %97 = tail call fastcc i64 @op_and(i64 noundef %92, i64 noundef %96), !dbg !300
    #dbg_value(i64 %97, !252, !DIExpression(), !302)
  %98 = xor i64 %89, %97, !dbg !304
  %99 = mul i64 %98, 1099511628211, !dbg !305
  %100 = add nuw nsw i64 %88, 1, !dbg !306
    #dbg_value(i64 %100, !146, !DIExpression(), !293)
  %101 = icmp eq i64 %100, 21, !dbg !306
  br i1 %101, label %84, label %87, !dbg !294, !llvm.loop !307

102:                                              ; preds = %81, %109
  %103 = phi i64 [ 0, %81 ], [ %110, %109 ]
  %104 = phi i64 [ 1469598103934665603, %81 ], [ %124, %109 ]
    #dbg_value(i64 %103, !153, !DIExpression(), !296)
  %105 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %103
    #dbg_value(i32 0, !156, !DIExpression(), !308)
  br label %112, !dbg !309

106:                                              ; preds = %109
  store i64 %124, ptr @h, align 8, !tbaa !238
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, i64 noundef %124), !dbg !310
  %108 = load i64, ptr @h, align 8, !dbg !310, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %108, i64 %83, i64 %58, i64 %33), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !163, !DIExpression(), !311)
    #dbg_value(i32 0, !163, !DIExpression(), !311)
  br label %127, !dbg !312

109:                                              ; preds = %112
  %110 = add nuw nsw i64 %103, 1, !dbg !313
    #dbg_value(i64 %110, !153, !DIExpression(), !296)
  %111 = icmp eq i64 %110, 21, !dbg !313
  br i1 %111, label %106, label %102, !dbg !297, !llvm.loop !314

112:                                              ; preds = %102, %112
  %113 = phi i64 [ 0, %102 ], [ %125, %112 ]
  %114 = phi i64 [ %104, %102 ], [ %124, %112 ]
    #dbg_value(i64 %113, !156, !DIExpression(), !308)
  %115 = load volatile i64, ptr %105, align 8, !dbg !315, !tbaa !249
  %116 = shl i64 %115, 31, !dbg !315
  %117 = ashr exact i64 %116, 31, !dbg !315
    #dbg_value(i64 %117, !159, !DIExpression(), !316)
  %118 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %113, !dbg !315
  %119 = load volatile i64, ptr %118, align 8, !dbg !315, !tbaa !249
  %120 = shl i64 %119, 31, !dbg !315
  %121 = ashr exact i64 %120, 31, !dbg !315
    #dbg_value(i64 %121, !162, !DIExpression(), !316)
  %122 = tail call fastcc i64 @op_or(i64 noundef %117, i64 noundef %121), !dbg !315
    #dbg_value(i64 %122, !252, !DIExpression(), !317)
  %123 = xor i64 %114, %122, !dbg !319
  %124 = mul i64 %123, 1099511628211, !dbg !320
  %125 = add nuw nsw i64 %113, 1, !dbg !321
    #dbg_value(i64 %125, !156, !DIExpression(), !308)
  %126 = icmp eq i64 %125, 21, !dbg !321
  br i1 %126, label %109, label %112, !dbg !309, !llvm.loop !322

127:                                              ; preds = %106, %134
  %128 = phi i64 [ 0, %106 ], [ %135, %134 ]
  %129 = phi i64 [ 1469598103934665603, %106 ], [ %149, %134 ]
    #dbg_value(i64 %128, !163, !DIExpression(), !311)
  %130 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %128
    #dbg_value(i32 0, !166, !DIExpression(), !323)
  br label %137, !dbg !324

131:                                              ; preds = %134
  store i64 %149, ptr @h, align 8, !tbaa !238
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8, i64 noundef %149), !dbg !325
  %133 = load i64, ptr @h, align 8, !dbg !325, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %133, i64 %108, i64 %83, i64 %58, i64 %33), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !173, !DIExpression(), !326)
    #dbg_value(i32 0, !173, !DIExpression(), !326)
  br label %152, !dbg !327

134:                                              ; preds = %137
  %135 = add nuw nsw i64 %128, 1, !dbg !328
    #dbg_value(i64 %135, !163, !DIExpression(), !311)
  %136 = icmp eq i64 %135, 21, !dbg !328
  br i1 %136, label %131, label %127, !dbg !312, !llvm.loop !329

137:                                              ; preds = %127, %137
  %138 = phi i64 [ 0, %127 ], [ %150, %137 ]
  %139 = phi i64 [ %129, %127 ], [ %149, %137 ]
    #dbg_value(i64 %138, !166, !DIExpression(), !323)
  %140 = load volatile i64, ptr %130, align 8, !dbg !330, !tbaa !249
  %141 = shl i64 %140, 31, !dbg !330
  %142 = ashr exact i64 %141, 31, !dbg !330
    #dbg_value(i64 %142, !169, !DIExpression(), !331)
  %143 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %138, !dbg !330
  %144 = load volatile i64, ptr %143, align 8, !dbg !330, !tbaa !249
  %145 = shl i64 %144, 31, !dbg !330
  %146 = ashr exact i64 %145, 31, !dbg !330
    #dbg_value(i64 %146, !172, !DIExpression(), !331)
  %147 = tail call fastcc i64 @op_xor(i64 noundef %142, i64 noundef %146), !dbg !330
    #dbg_value(i64 %147, !252, !DIExpression(), !332)
  %148 = xor i64 %139, %147, !dbg !334
  %149 = mul i64 %148, 1099511628211, !dbg !335
  %150 = add nuw nsw i64 %138, 1, !dbg !336
    #dbg_value(i64 %150, !166, !DIExpression(), !323)
  %151 = icmp eq i64 %150, 21, !dbg !336
  br i1 %151, label %134, label %137, !dbg !324, !llvm.loop !337

152:                                              ; preds = %131, %159
  %153 = phi i64 [ 0, %131 ], [ %160, %159 ]
  %154 = phi i64 [ 1469598103934665603, %131 ], [ %174, %159 ]
    #dbg_value(i64 %153, !173, !DIExpression(), !326)
  %155 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %153
    #dbg_value(i32 0, !176, !DIExpression(), !338)
  br label %162, !dbg !339

156:                                              ; preds = %159
  store i64 %174, ptr @h, align 8, !tbaa !238
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9, i64 noundef %174), !dbg !340
  %158 = load i64, ptr @h, align 8, !dbg !340, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %158, i64 %133, i64 %108, i64 %83, i64 %58, i64 %33), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !183, !DIExpression(), !341)
    #dbg_value(i32 0, !183, !DIExpression(), !341)
  br label %177, !dbg !342

159:                                              ; preds = %162
  %160 = add nuw nsw i64 %153, 1, !dbg !343
    #dbg_value(i64 %160, !173, !DIExpression(), !326)
  %161 = icmp eq i64 %160, 21, !dbg !343
  br i1 %161, label %156, label %152, !dbg !327, !llvm.loop !344

162:                                              ; preds = %152, %162
  %163 = phi i64 [ 0, %152 ], [ %175, %162 ]
  %164 = phi i64 [ %154, %152 ], [ %174, %162 ]
    #dbg_value(i64 %163, !176, !DIExpression(), !338)
  %165 = load volatile i64, ptr %155, align 8, !dbg !345, !tbaa !249
  %166 = shl i64 %165, 31, !dbg !345
  %167 = ashr exact i64 %166, 31, !dbg !345
    #dbg_value(i64 %167, !179, !DIExpression(), !346)
  %168 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %163, !dbg !345
  %169 = load volatile i64, ptr %168, align 8, !dbg !345, !tbaa !249
  %170 = shl i64 %169, 31, !dbg !345
  %171 = ashr exact i64 %170, 31, !dbg !345
    #dbg_value(i64 %171, !182, !DIExpression(), !346)
  %172 = tail call fastcc i64 @op_min(i64 noundef %167, i64 noundef %171), !dbg !345
    #dbg_value(i64 %172, !252, !DIExpression(), !347)
  %173 = xor i64 %164, %172, !dbg !349
  %174 = mul i64 %173, 1099511628211, !dbg !350
  %175 = add nuw nsw i64 %163, 1, !dbg !351
    #dbg_value(i64 %175, !176, !DIExpression(), !338)
  %176 = icmp eq i64 %175, 21, !dbg !351
  br i1 %176, label %159, label %162, !dbg !339, !llvm.loop !352

177:                                              ; preds = %156, %184
  %178 = phi i64 [ 0, %156 ], [ %185, %184 ]
  %179 = phi i64 [ 1469598103934665603, %156 ], [ %199, %184 ]
    #dbg_value(i64 %178, !183, !DIExpression(), !341)
  %180 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %178
    #dbg_value(i32 0, !186, !DIExpression(), !353)
  br label %187, !dbg !354

181:                                              ; preds = %184
  store i64 %199, ptr @h, align 8, !tbaa !238
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10, i64 noundef %199), !dbg !355
  %183 = load i64, ptr @h, align 8, !dbg !355, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %183, i64 %158, i64 %133, i64 %108, i64 %83, i64 %58, i64 %33), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !193, !DIExpression(), !356)
    #dbg_value(i32 0, !193, !DIExpression(), !356)
  br label %202, !dbg !357

184:                                              ; preds = %187
  %185 = add nuw nsw i64 %178, 1, !dbg !358
    #dbg_value(i64 %185, !183, !DIExpression(), !341)
  %186 = icmp eq i64 %185, 21, !dbg !358
  br i1 %186, label %181, label %177, !dbg !342, !llvm.loop !359

187:                                              ; preds = %177, %187
  %188 = phi i64 [ 0, %177 ], [ %200, %187 ]
  %189 = phi i64 [ %179, %177 ], [ %199, %187 ]
    #dbg_value(i64 %188, !186, !DIExpression(), !353)
  %190 = load volatile i64, ptr %180, align 8, !dbg !360, !tbaa !249
  %191 = shl i64 %190, 31, !dbg !360
  %192 = ashr exact i64 %191, 31, !dbg !360
    #dbg_value(i64 %192, !189, !DIExpression(), !361)
  %193 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %188, !dbg !360
  %194 = load volatile i64, ptr %193, align 8, !dbg !360, !tbaa !249
  %195 = shl i64 %194, 31, !dbg !360
  %196 = ashr exact i64 %195, 31, !dbg !360
    #dbg_value(i64 %196, !192, !DIExpression(), !361)
  %197 = tail call fastcc i64 @op_max(i64 noundef %192, i64 noundef %196), !dbg !360
    #dbg_value(i64 %197, !252, !DIExpression(), !362)
  %198 = xor i64 %189, %197, !dbg !364
  %199 = mul i64 %198, 1099511628211, !dbg !365
  %200 = add nuw nsw i64 %188, 1, !dbg !366
    #dbg_value(i64 %200, !186, !DIExpression(), !353)
  %201 = icmp eq i64 %200, 21, !dbg !366
  br i1 %201, label %184, label %187, !dbg !354, !llvm.loop !367

202:                                              ; preds = %181, %209
  %203 = phi i64 [ 0, %181 ], [ %210, %209 ]
  %204 = phi i64 [ 1469598103934665603, %181 ], [ %225, %209 ]
    #dbg_value(i64 %203, !193, !DIExpression(), !356)
  %205 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %203
    #dbg_value(i32 0, !196, !DIExpression(), !368)
  br label %212, !dbg !369

206:                                              ; preds = %209
  store i64 %225, ptr @h, align 8, !tbaa !238
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %225), !dbg !370
  %208 = load i64, ptr @h, align 8, !dbg !370, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %208, i64 %183, i64 %158, i64 %133, i64 %108, i64 %83, i64 %58, i64 %33), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
  store i64 1469598103934665603, ptr @h, align 8, !dbg !371, !tbaa !238
    #dbg_value(i32 0, !203, !DIExpression(), !372)
    #dbg_value(i32 0, !112, !DIExpression(), !232)
  br label %228, !dbg !373

209:                                              ; preds = %212
  %210 = add nuw nsw i64 %203, 1, !dbg !374
    #dbg_value(i64 %210, !193, !DIExpression(), !356)
  %211 = icmp eq i64 %210, 21, !dbg !374
  br i1 %211, label %206, label %202, !dbg !357, !llvm.loop !375

212:                                              ; preds = %202, %212
  %213 = phi i64 [ 0, %202 ], [ %226, %212 ]
  %214 = phi i64 [ %204, %202 ], [ %225, %212 ]
    #dbg_value(i64 %213, !196, !DIExpression(), !368)
  %215 = load volatile i64, ptr %205, align 8, !dbg !376, !tbaa !249
  %216 = shl i64 %215, 31, !dbg !376
  %217 = ashr exact i64 %216, 31, !dbg !376
    #dbg_value(i64 %217, !199, !DIExpression(), !377)
  %218 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %213, !dbg !376
  %219 = load volatile i64, ptr %218, align 8, !dbg !376, !tbaa !249
  %220 = shl i64 %219, 31, !dbg !376
  %221 = ashr exact i64 %220, 31, !dbg !376
    #dbg_value(i64 %221, !202, !DIExpression(), !377)
  %222 = tail call fastcc i32 @op_cmp(i64 noundef %217, i64 noundef %221), !dbg !376
  %223 = zext nneg i32 %222 to i64, !dbg !376
    #dbg_value(i64 %223, !252, !DIExpression(), !378)
  %224 = xor i64 %214, %223, !dbg !380
  %225 = mul i64 %224, 1099511628211, !dbg !381
  %226 = add nuw nsw i64 %213, 1, !dbg !382
    #dbg_value(i64 %226, !196, !DIExpression(), !368)
  %227 = icmp eq i64 %226, 21, !dbg !382
  br i1 %227, label %209, label %212, !dbg !369, !llvm.loop !383

228:                                              ; preds = %206, %236
  %229 = phi i64 [ 0, %206 ], [ %237, %236 ]
  %230 = phi i32 [ 0, %206 ], [ %287, %236 ]
    #dbg_value(i32 %230, !112, !DIExpression(), !232)
    #dbg_value(i64 %229, !203, !DIExpression(), !372)
  %231 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %229
    #dbg_value(i32 %230, !112, !DIExpression(), !232)
    #dbg_value(i32 0, !205, !DIExpression(), !384)
  br label %239, !dbg !385

232:                                              ; preds = %236
  %233 = load i64, ptr @h, align 8, !dbg !386, !tbaa !238
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %233), !dbg !387
  %235 = load i64, ptr @h, align 8, !dbg !388, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %235, i64 %208, i64 %183, i64 %158, i64 %133, i64 %108, i64 %83, i64 %58, i64 %33), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !214, !DIExpression(), !389)
    #dbg_value(i32 0, !214, !DIExpression(), !389)
  br label %290, !dbg !390

236:                                              ; preds = %286
  %237 = add nuw nsw i64 %229, 1, !dbg !391
    #dbg_value(i32 %287, !112, !DIExpression(), !232)
    #dbg_value(i64 %237, !203, !DIExpression(), !372)
  %238 = icmp eq i64 %237, 21, !dbg !392
  br i1 %238, label %232, label %228, !dbg !373, !llvm.loop !393

239:                                              ; preds = %228, %286
  %240 = phi i64 [ 0, %228 ], [ %288, %286 ]
  %241 = phi i32 [ %230, %228 ], [ %287, %286 ]
    #dbg_value(i32 %241, !112, !DIExpression(), !232)
    #dbg_value(i64 %240, !205, !DIExpression(), !384)
  %242 = load volatile i64, ptr %231, align 8, !dbg !395, !tbaa !249
  %243 = trunc i64 %242 to i33, !dbg !395
  %244 = shl i64 %242, 31, !dbg !396
  %245 = ashr exact i64 %244, 31, !dbg !396
    #dbg_value(i64 %245, !208, !DIExpression(), !397)
  %246 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %240, !dbg !398
  %247 = load volatile i64, ptr %246, align 8, !dbg !398, !tbaa !249
  %248 = trunc i64 %247 to i33, !dbg !398
  %249 = shl i64 %247, 31, !dbg !399
  %250 = ashr exact i64 %249, 31, !dbg !399
    #dbg_value(i64 %250, !211, !DIExpression(), !397)
  %251 = icmp eq i33 %248, 0, !dbg !400
  br i1 %251, label %286, label %252, !dbg !402

252:                                              ; preds = %239
  %253 = icmp eq i33 %243, -4294967296, !dbg !403
  %254 = icmp eq i33 %248, -1
  %255 = and i1 %253, %254, !dbg !404
  br i1 %255, label %286, label %256, !dbg !404

256:                                              ; preds = %252
  %257 = tail call fastcc i64 @op_div(i64 noundef %245, i64 noundef %250), !dbg !405
  %258 = shl nuw i64 %257, 31, !dbg !406
  %259 = ashr exact i64 %258, 31, !dbg !406
    #dbg_value(i64 %258, !212, !DIExpression(DW_OP_constu, 31, DW_OP_shra, DW_OP_stack_value), !397)
  %260 = tail call fastcc i64 @op_rem(i64 noundef %245, i64 noundef %250), !dbg !407
  %261 = trunc nuw i64 %260 to i33, !dbg !407
    #dbg_value(i64 %260, !213, !DIExpression(DW_OP_constu, 31, DW_OP_shl, DW_OP_constu, 31, DW_OP_shra, DW_OP_stack_value), !397)
    #dbg_value(i64 %257, !252, !DIExpression(), !408)
  %262 = load i64, ptr @h, align 8, !dbg !410, !tbaa !238
  %263 = xor i64 %262, %257, !dbg !411
  %264 = mul i64 %263, 1099511628211, !dbg !412
    #dbg_value(i64 %260, !252, !DIExpression(), !413)
  %265 = xor i64 %264, %260, !dbg !415
  %266 = mul i64 %265, 1099511628211, !dbg !416
  store i64 %266, ptr @h, align 8, !dbg !417, !tbaa !238
  %267 = tail call fastcc i64 @op_mul(i64 noundef %259, i64 noundef %250), !dbg !418
  %268 = trunc nuw i64 %267 to i33, !dbg !418
  %269 = add i33 %268, %261, !dbg !420
  %270 = icmp eq i33 %269, %243, !dbg !421
  br i1 %270, label %274, label %271, !dbg !422

271:                                              ; preds = %256
  %272 = add nsw i32 %241, 1, !dbg !423
    #dbg_value(i32 %272, !112, !DIExpression(), !232)
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %245, i64 noundef %250), !dbg !425
  br label %274, !dbg !426

274:                                              ; preds = %271, %256
  %275 = phi i32 [ %272, %271 ], [ %241, %256 ], !dbg !232
    #dbg_value(i32 %275, !112, !DIExpression(), !232)
  %276 = icmp eq i64 %260, 0, !dbg !427
  br i1 %276, label %286, label %277, !dbg !429

277:                                              ; preds = %274
  %278 = lshr i33 %261, 32, !dbg !430
  %279 = trunc nuw nsw i33 %278 to i32, !dbg !430
  %280 = lshr i33 %243, 32, !dbg !431
  %281 = trunc nuw nsw i33 %280 to i32, !dbg !431
  %282 = icmp eq i32 %279, %281, !dbg !432
  br i1 %282, label %286, label %283, !dbg !433

283:                                              ; preds = %277
  %284 = add nsw i32 %275, 1, !dbg !434
    #dbg_value(i32 %284, !112, !DIExpression(), !232)
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %245, i64 noundef %250), !dbg !436
  br label %286, !dbg !437

286:                                              ; preds = %274, %277, %283, %239, %252
  %287 = phi i32 [ %241, %252 ], [ %241, %239 ], [ %284, %283 ], [ %275, %277 ], [ %275, %274 ], !dbg !232
    #dbg_value(i32 %287, !112, !DIExpression(), !232)
  %288 = add nuw nsw i64 %240, 1, !dbg !438
    #dbg_value(i64 %288, !205, !DIExpression(), !384)
  %289 = icmp eq i64 %288, 21, !dbg !439
  br i1 %289, label %236, label %239, !dbg !385, !llvm.loop !440

290:                                              ; preds = %232, %351
  %291 = phi i64 [ 0, %232 ], [ %352, %351 ]
  %292 = phi i64 [ 1469598103934665603, %232 ], [ %368, %351 ]
    #dbg_value(i64 %291, !214, !DIExpression(), !389)
  %293 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %291
    #dbg_value(i32 0, !216, !DIExpression(), !442)
  br label %354, !dbg !443

294:                                              ; preds = %351
  store i64 %368, ptr @h, align 8, !tbaa !238
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %368), !dbg !444
  %296 = load i64, ptr @h, align 8, !dbg !445, !tbaa !238
    #dbg_value(!DIArgList(i64 %8, i64 %296, i64 %235, i64 %208, i64 %183, i64 %158, i64 %133, i64 %108, i64 %83, i64 %58, i64 %33), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !232)
    #dbg_value(i32 0, !222, !DIExpression(), !446)
    #dbg_value(i64 0, !222, !DIExpression(), !446)
  %297 = load volatile i64, ptr @vals, align 16, !dbg !447, !tbaa !249
  %298 = shl i64 %297, 31, !dbg !448
  %299 = ashr exact i64 %298, 31, !dbg !448
    #dbg_value(i64 %299, !224, !DIExpression(), !449)
  %300 = tail call fastcc i64 @op_shl(i64 noundef %299, i32 noundef 32), !dbg !450
  %301 = tail call fastcc i64 @op_lshr(i64 noundef %299, i32 noundef 32), !dbg !451
  %302 = tail call fastcc i64 @op_ashr(i64 noundef %299, i32 noundef 32), !dbg !452
  %303 = shl nuw i64 %302, 31, !dbg !453
  %304 = ashr exact i64 %303, 31, !dbg !453
  %305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %299, i32 noundef 32, i64 noundef %300, i32 noundef 32, i64 noundef %301, i32 noundef 32, i64 noundef %304), !dbg !454
    #dbg_value(i64 4, !222, !DIExpression(), !446)
  %306 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 16, !dbg !447, !tbaa !249
  %307 = shl i64 %306, 31, !dbg !448
  %308 = ashr exact i64 %307, 31, !dbg !448
    #dbg_value(i64 %308, !224, !DIExpression(), !449)
  %309 = tail call fastcc i64 @op_shl(i64 noundef %308, i32 noundef 32), !dbg !450
  %310 = tail call fastcc i64 @op_lshr(i64 noundef %308, i32 noundef 32), !dbg !451
  %311 = tail call fastcc i64 @op_ashr(i64 noundef %308, i32 noundef 32), !dbg !452
  %312 = shl nuw i64 %311, 31, !dbg !453
  %313 = ashr exact i64 %312, 31, !dbg !453
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %308, i32 noundef 32, i64 noundef %309, i32 noundef 32, i64 noundef %310, i32 noundef 32, i64 noundef %313), !dbg !454
    #dbg_value(i64 8, !222, !DIExpression(), !446)
  %315 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 64), align 16, !dbg !447, !tbaa !249
  %316 = shl i64 %315, 31, !dbg !448
  %317 = ashr exact i64 %316, 31, !dbg !448
    #dbg_value(i64 %317, !224, !DIExpression(), !449)
  %318 = tail call fastcc i64 @op_shl(i64 noundef %317, i32 noundef 32), !dbg !450
  %319 = tail call fastcc i64 @op_lshr(i64 noundef %317, i32 noundef 32), !dbg !451
  %320 = tail call fastcc i64 @op_ashr(i64 noundef %317, i32 noundef 32), !dbg !452
  %321 = shl nuw i64 %320, 31, !dbg !453
  %322 = ashr exact i64 %321, 31, !dbg !453
  %323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %317, i32 noundef 32, i64 noundef %318, i32 noundef 32, i64 noundef %319, i32 noundef 32, i64 noundef %322), !dbg !454
    #dbg_value(i64 12, !222, !DIExpression(), !446)
  %324 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 96), align 16, !dbg !447, !tbaa !249
  %325 = shl i64 %324, 31, !dbg !448
  %326 = ashr exact i64 %325, 31, !dbg !448
    #dbg_value(i64 %326, !224, !DIExpression(), !449)
  %327 = tail call fastcc i64 @op_shl(i64 noundef %326, i32 noundef 32), !dbg !450
  %328 = tail call fastcc i64 @op_lshr(i64 noundef %326, i32 noundef 32), !dbg !451
  %329 = tail call fastcc i64 @op_ashr(i64 noundef %326, i32 noundef 32), !dbg !452
  %330 = shl nuw i64 %329, 31, !dbg !453
  %331 = ashr exact i64 %330, 31, !dbg !453
  %332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %326, i32 noundef 32, i64 noundef %327, i32 noundef 32, i64 noundef %328, i32 noundef 32, i64 noundef %331), !dbg !454
    #dbg_value(i64 16, !222, !DIExpression(), !446)
  %333 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 128), align 16, !dbg !447, !tbaa !249
  %334 = shl i64 %333, 31, !dbg !448
  %335 = ashr exact i64 %334, 31, !dbg !448
    #dbg_value(i64 %335, !224, !DIExpression(), !449)
  %336 = tail call fastcc i64 @op_shl(i64 noundef %335, i32 noundef 32), !dbg !450
  %337 = tail call fastcc i64 @op_lshr(i64 noundef %335, i32 noundef 32), !dbg !451
  %338 = tail call fastcc i64 @op_ashr(i64 noundef %335, i32 noundef 32), !dbg !452
  %339 = shl nuw i64 %338, 31, !dbg !453
  %340 = ashr exact i64 %339, 31, !dbg !453
  %341 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %335, i32 noundef 32, i64 noundef %336, i32 noundef 32, i64 noundef %337, i32 noundef 32, i64 noundef %340), !dbg !454
    #dbg_value(i64 20, !222, !DIExpression(), !446)
  %342 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 160), align 16, !dbg !447, !tbaa !249
  %343 = shl i64 %342, 31, !dbg !448
  %344 = ashr exact i64 %343, 31, !dbg !448
    #dbg_value(i64 %344, !224, !DIExpression(), !449)
  %345 = tail call fastcc i64 @op_shl(i64 noundef %344, i32 noundef 32), !dbg !450
  %346 = tail call fastcc i64 @op_lshr(i64 noundef %344, i32 noundef 32), !dbg !451
  %347 = tail call fastcc i64 @op_ashr(i64 noundef %344, i32 noundef 32), !dbg !452
  %348 = shl nuw i64 %347, 31, !dbg !453
  %349 = ashr exact i64 %348, 31, !dbg !453
  %350 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %344, i32 noundef 32, i64 noundef %345, i32 noundef 32, i64 noundef %346, i32 noundef 32, i64 noundef %349), !dbg !454
    #dbg_value(i64 24, !222, !DIExpression(), !446)
  br label %387, !dbg !455

351:                                              ; preds = %354
  %352 = add nuw nsw i64 %291, 1, !dbg !456
    #dbg_value(i64 %352, !214, !DIExpression(), !389)
  %353 = icmp eq i64 %352, 21, !dbg !457
  br i1 %353, label %294, label %290, !dbg !390, !llvm.loop !458

354:                                              ; preds = %290, %354
  %355 = phi i32 [ 0, %290 ], [ %369, %354 ]
  %356 = phi i64 [ %292, %290 ], [ %368, %354 ]
    #dbg_value(i32 %355, !216, !DIExpression(), !442)
  %357 = load volatile i64, ptr %293, align 8, !dbg !460, !tbaa !249
  %358 = shl i64 %357, 31, !dbg !461
  %359 = ashr exact i64 %358, 31, !dbg !461
    #dbg_value(i64 %359, !219, !DIExpression(), !462)
  %360 = tail call fastcc i64 @op_shl(i64 noundef %359, i32 noundef %355), !dbg !463
    #dbg_value(i64 %360, !252, !DIExpression(), !464)
  %361 = xor i64 %356, %360, !dbg !466
  %362 = mul i64 %361, 1099511628211, !dbg !467
  %363 = tail call fastcc i64 @op_lshr(i64 noundef %359, i32 noundef %355), !dbg !468
    #dbg_value(i64 %363, !252, !DIExpression(), !469)
  %364 = xor i64 %362, %363, !dbg !471
  %365 = mul i64 %364, 1099511628211, !dbg !472
  %366 = tail call fastcc i64 @op_ashr(i64 noundef %359, i32 noundef %355), !dbg !473
    #dbg_value(i64 %366, !252, !DIExpression(), !474)
  %367 = xor i64 %365, %366, !dbg !476
  %368 = mul i64 %367, 1099511628211, !dbg !477
  %369 = add nuw nsw i32 %355, 1, !dbg !478
    #dbg_value(i32 %369, !216, !DIExpression(), !442)
  %370 = icmp eq i32 %369, 33, !dbg !479
  br i1 %370, label %351, label %354, !dbg !443, !llvm.loop !480

371:                                              ; preds = %440
  %372 = xor i64 %33, %8, !dbg !265
    #dbg_value(i64 %372, !111, !DIExpression(), !232)
  %373 = xor i64 %372, %58, !dbg !280
    #dbg_value(i64 %373, !111, !DIExpression(), !232)
  %374 = xor i64 %373, %83, !dbg !295
    #dbg_value(i64 %374, !111, !DIExpression(), !232)
  %375 = xor i64 %374, %108, !dbg !310
    #dbg_value(i64 %375, !111, !DIExpression(), !232)
  %376 = xor i64 %375, %133, !dbg !325
    #dbg_value(i64 %376, !111, !DIExpression(), !232)
  %377 = xor i64 %376, %158, !dbg !340
    #dbg_value(i64 %377, !111, !DIExpression(), !232)
  %378 = xor i64 %377, %183, !dbg !355
    #dbg_value(i64 %378, !111, !DIExpression(), !232)
  %379 = xor i64 %378, %208, !dbg !370
    #dbg_value(i64 %379, !111, !DIExpression(), !232)
  %380 = xor i64 %379, %235, !dbg !482
    #dbg_value(i64 %380, !111, !DIExpression(), !232)
  %381 = xor i64 %380, %296, !dbg !483
    #dbg_value(i64 %381, !111, !DIExpression(), !232)
  %382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %381, i32 noundef %441), !dbg !484
  %383 = icmp eq i32 %441, 0, !dbg !485
  %384 = trunc i64 %381 to i32, !dbg !485
  %385 = and i32 %384, 63, !dbg !485
  %386 = select i1 %383, i32 %385, i32 100, !dbg !485
  ret i32 %386, !dbg !486

387:                                              ; preds = %294, %440
  %388 = phi i64 [ 0, %294 ], [ %442, %440 ]
  %389 = phi i32 [ %287, %294 ], [ %441, %440 ]
    #dbg_value(i32 %389, !112, !DIExpression(), !232)
    #dbg_value(i64 %388, !227, !DIExpression(), !487)
  %390 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %388, !dbg !488
  %391 = load volatile i64, ptr %390, align 8, !dbg !488, !tbaa !249
  %392 = trunc i64 %391 to i33, !dbg !488
  %393 = shl i64 %391, 31, !dbg !489
  %394 = ashr exact i64 %393, 31, !dbg !489
    #dbg_value(i64 %394, !229, !DIExpression(), !490)
  %395 = tail call fastcc i64 @op_neg(i64 noundef %394), !dbg !491
  %396 = tail call fastcc i64 @op_not(i64 noundef %394), !dbg !492
  %397 = tail call fastcc i64 @op_abs(i64 noundef %394), !dbg !493
  %398 = tail call fastcc i64 @div3(i64 noundef %394), !dbg !494
  %399 = shl nuw i64 %398, 31, !dbg !495
  %400 = ashr exact i64 %399, 31, !dbg !495
  %401 = tail call fastcc i64 @div7(i64 noundef %394), !dbg !496
  %402 = shl nuw i64 %401, 31, !dbg !497
  %403 = ashr exact i64 %402, 31, !dbg !497
  %404 = tail call fastcc i64 @div10(i64 noundef %394), !dbg !498
  %405 = shl nuw i64 %404, 31, !dbg !499
  %406 = ashr exact i64 %405, 31, !dbg !499
  %407 = tail call fastcc i64 @rem10(i64 noundef %394), !dbg !500
  %408 = shl nuw i64 %407, 31, !dbg !501
  %409 = ashr exact i64 %408, 31, !dbg !501
  %410 = tail call fastcc i64 @div16(i64 noundef %394), !dbg !502
  %411 = shl nuw i64 %410, 31, !dbg !503
  %412 = ashr exact i64 %411, 31, !dbg !503
  %413 = tail call fastcc i64 @rem16(i64 noundef %394), !dbg !504
  %414 = shl nuw i64 %413, 31, !dbg !505
  %415 = ashr exact i64 %414, 31, !dbg !505
  %416 = tail call fastcc i64 @divm5(i64 noundef %394), !dbg !506
  %417 = shl nuw i64 %416, 31, !dbg !507
  %418 = ashr exact i64 %417, 31, !dbg !507
  %419 = tail call fastcc i64 @divmax(i64 noundef %394), !dbg !508
  %420 = shl nuw i64 %419, 31, !dbg !509
  %421 = ashr exact i64 %420, 31, !dbg !509
  %422 = sitofp i33 %392 to float, !dbg !510
  %423 = fpext float %422 to double, !dbg !511
  %424 = sitofp i33 %392 to double, !dbg !512
  %425 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %394, i64 noundef %395, i64 noundef %396, i64 noundef %397, i64 noundef %400, i64 noundef %403, i64 noundef %406, i64 noundef %409, i64 noundef %412, i64 noundef %415, i64 noundef %418, i64 noundef %421, double noundef %423, double noundef %424), !dbg !513
  %426 = tail call fastcc i64 @op_div(i64 noundef %394, i64 noundef 10), !dbg !514
  %427 = icmp eq i64 %404, %426, !dbg !516
  br i1 %427, label %428, label %437, !dbg !517

428:                                              ; preds = %387
  %429 = tail call fastcc i64 @op_rem(i64 noundef %394, i64 noundef 10), !dbg !518
  %430 = icmp eq i64 %407, %429, !dbg !519
  br i1 %430, label %431, label %437, !dbg !520

431:                                              ; preds = %428
  %432 = tail call fastcc i64 @op_div(i64 noundef %394, i64 noundef 7), !dbg !521
  %433 = icmp eq i64 %401, %432, !dbg !522
  br i1 %433, label %434, label %437, !dbg !523

434:                                              ; preds = %431
  %435 = tail call fastcc i64 @op_div(i64 noundef %394, i64 noundef 16), !dbg !524
  %436 = icmp eq i64 %410, %435, !dbg !525
  br i1 %436, label %440, label %437, !dbg !526

437:                                              ; preds = %434, %431, %428, %387
  %438 = add nsw i32 %389, 1, !dbg !527
    #dbg_value(i32 %438, !112, !DIExpression(), !232)
  %439 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !529
  br label %440, !dbg !530

440:                                              ; preds = %437, %434
  %441 = phi i32 [ %438, %437 ], [ %389, %434 ], !dbg !232
    #dbg_value(i32 %441, !112, !DIExpression(), !232)
  %442 = add nuw nsw i64 %388, 1, !dbg !531
    #dbg_value(i64 %442, !227, !DIExpression(), !487)
  %443 = icmp eq i64 %442, 21, !dbg !532
  br i1 %443, label %371, label %387, !dbg !455, !llvm.loop !533
}

; Function Attrs: nofree nounwind
declare !dbg !535 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 8589934592) i64 @op_add(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !542 {
    #dbg_value(i64 %0, !546, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !548)
    #dbg_value(i64 %1, !547, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !548)
  %3 = add i64 %1, %0, !dbg !549
  %4 = and i64 %3, 8589934591, !dbg !550
  ret i64 %4, !dbg !550
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 8589934592) i64 @op_sub(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !551 {
    #dbg_value(i64 %0, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !555)
    #dbg_value(i64 %1, !554, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !555)
  %3 = sub i64 %0, %1, !dbg !556
  %4 = and i64 %3, 8589934591, !dbg !557
  ret i64 %4, !dbg !557
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 8589934592) i64 @op_mul(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !558 {
    #dbg_value(i64 %0, !560, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !562)
    #dbg_value(i64 %1, !561, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !562)
  %3 = mul i64 %1, %0, !dbg !563
  %4 = and i64 %3, 8589934591, !dbg !564
  ret i64 %4, !dbg !564
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @op_and(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !565 {
    #dbg_value(i64 %0, !567, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !569)
    #dbg_value(i64 %1, !568, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !569)
  %3 = and i64 %0, 8589934591, !dbg !570
  %4 = and i64 %3, %1, !dbg !571
  ret i64 %4, !dbg !571
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 8589934592) i64 @op_or(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !572 {
    #dbg_value(i64 %0, !574, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !576)
    #dbg_value(i64 %1, !575, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !576)
  %3 = or i64 %1, %0, !dbg !577
  %4 = and i64 %3, 8589934591, !dbg !578
  ret i64 %4, !dbg !578
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 8589934592) i64 @op_xor(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !579 {
    #dbg_value(i64 %0, !581, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !583)
    #dbg_value(i64 %1, !582, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !583)
  %3 = xor i64 %1, %0, !dbg !584
  %4 = and i64 %3, 8589934591, !dbg !585
  ret i64 %4, !dbg !585
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 8589934592) i64 @op_min(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !586 {
    #dbg_value(i64 %0, !588, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !590)
    #dbg_value(i64 %1, !589, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !590)
  %3 = tail call i64 @llvm.smin.i64(i64 %0, i64 %1), !dbg !591
  %4 = and i64 %3, 8589934591, !dbg !592
  ret i64 %4, !dbg !592
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 8589934592) i64 @op_max(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !593 {
    #dbg_value(i64 %0, !595, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !597)
    #dbg_value(i64 %1, !596, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !597)
  %3 = tail call i64 @llvm.smax.i64(i64 %0, i64 %1), !dbg !598
  %4 = and i64 %3, 8589934591, !dbg !599
  ret i64 %4, !dbg !599
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !600 {
    #dbg_value(i64 %0, !604, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !606)
    #dbg_value(i64 %1, !605, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !606)
  %3 = icmp eq i64 %0, %1, !dbg !607
  %4 = zext i1 %3 to i32, !dbg !607
  %5 = select i1 %3, i32 0, i32 2, !dbg !608
  %6 = icmp slt i64 %0, %1, !dbg !609
  %7 = select i1 %6, i32 4, i32 0, !dbg !610
  %8 = icmp sgt i64 %0, %1, !dbg !611
  %9 = select i1 %8, i32 0, i32 8, !dbg !612
  %10 = select i1 %8, i32 16, i32 0, !dbg !613
  %11 = select i1 %6, i32 0, i32 32, !dbg !614
  %12 = icmp ult i64 %0, %1, !dbg !615
  %13 = select i1 %12, i32 64, i32 0, !dbg !616
  %14 = select i1 %12, i32 0, i32 128, !dbg !617
  %15 = icmp eq i64 %0, 0, !dbg !618
  %16 = select i1 %15, i32 256, i32 0, !dbg !619
  %17 = icmp eq i64 %1, 0, !dbg !620
  %18 = select i1 %17, i32 0, i32 512, !dbg !621
  %19 = or disjoint i32 %16, %4, !dbg !622
  %20 = or disjoint i32 %19, %5, !dbg !623
  %21 = or disjoint i32 %20, %7, !dbg !624
  %22 = or disjoint i32 %21, %9, !dbg !625
  %23 = or disjoint i32 %22, %10, !dbg !626
  %24 = or i32 %23, %11, !dbg !627
  %25 = or i32 %24, %13, !dbg !628
  %26 = or i32 %25, %14, !dbg !629
  %27 = or i32 %26, %18, !dbg !630
  ret i32 %27, !dbg !631
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @op_div(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !632 {
  %3 = trunc nsw i64 %0 to i33
  %4 = trunc nsw i64 %1 to i33
    #dbg_value(i33 %3, !634, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !636)
    #dbg_value(i33 %4, !635, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !636)
  %5 = sdiv i33 %3, %4, !dbg !637
  %6 = zext i33 %5 to i64, !dbg !638
  ret i64 %6, !dbg !638
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @op_rem(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !639 {
  %3 = trunc nsw i64 %0 to i33
  %4 = trunc nsw i64 %1 to i33
    #dbg_value(i33 %3, !641, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !643)
    #dbg_value(i33 %4, !642, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !643)
  %5 = srem i33 %3, %4, !dbg !644
  %6 = zext i33 %5 to i64, !dbg !645
  ret i64 %6, !dbg !645
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @op_shl(i64 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !646 {
  %3 = trunc nsw i64 %0 to i33
    #dbg_value(i33 %3, !650, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !652)
    #dbg_value(i32 %1, !651, !DIExpression(), !652)
  %4 = zext nneg i32 %1 to i33, !dbg !653
  %5 = shl i33 %3, %4, !dbg !653
  %6 = zext i33 %5 to i64, !dbg !654
  ret i64 %6, !dbg !654
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @op_lshr(i64 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !655 {
  %3 = trunc nsw i64 %0 to i33
    #dbg_value(i33 %3, !657, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !659)
    #dbg_value(i32 %1, !658, !DIExpression(), !659)
  %4 = zext nneg i32 %1 to i33, !dbg !660
  %5 = lshr i33 %3, %4, !dbg !660
  %6 = zext i33 %5 to i64, !dbg !661
  ret i64 %6, !dbg !661
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @op_ashr(i64 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !662 {
  %3 = trunc nsw i64 %0 to i33
    #dbg_value(i33 %3, !664, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !666)
    #dbg_value(i32 %1, !665, !DIExpression(), !666)
  %4 = zext nneg i32 %1 to i33, !dbg !667
  %5 = ashr i33 %3, %4, !dbg !667
  %6 = zext i33 %5 to i64, !dbg !668
  ret i64 %6, !dbg !668
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 8589934592) i64 @op_neg(i64 noundef %0) unnamed_addr #2 !dbg !669 {
    #dbg_value(i64 %0, !673, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !674)
  %2 = sub i64 0, %0, !dbg !675
  %3 = and i64 %2, 8589934591, !dbg !676
  ret i64 %3, !dbg !676
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @op_not(i64 noundef %0) unnamed_addr #2 !dbg !677 {
    #dbg_value(i64 %0, !679, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !680)
  %2 = and i64 %0, 8589934591, !dbg !681
  %3 = xor i64 %2, 8589934591, !dbg !681
  ret i64 %3, !dbg !681
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 8589934592) i64 @op_abs(i64 noundef %0) unnamed_addr #2 !dbg !682 {
    #dbg_value(i64 %0, !684, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !685)
  %2 = icmp slt i64 %0, 0, !dbg !686
  br i1 %2, label %3, label %7, !dbg !687

3:                                                ; preds = %1
  %4 = shl i64 %0, 31
  %5 = ashr exact i64 %4, 31
    #dbg_value(i64 %5, !684, !DIExpression(), !685)
  %6 = tail call fastcc i64 @op_neg(i64 noundef %5), !dbg !688
  br label %7, !dbg !687

7:                                                ; preds = %1, %3
  %8 = phi i64 [ %6, %3 ], [ %0, %1 ]
  %9 = and i64 %8, 8589934591, !dbg !689
  ret i64 %9, !dbg !689
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @div3(i64 noundef %0) unnamed_addr #2 !dbg !690 {
  %2 = trunc nsw i64 %0 to i33
    #dbg_value(i33 %2, !692, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !693)
  %3 = sdiv i33 %2, 3, !dbg !694
  %4 = zext i33 %3 to i64, !dbg !695
  ret i64 %4, !dbg !695
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @div7(i64 noundef %0) unnamed_addr #2 !dbg !696 {
  %2 = trunc nsw i64 %0 to i33
    #dbg_value(i33 %2, !698, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !699)
  %3 = sdiv i33 %2, 7, !dbg !700
  %4 = zext i33 %3 to i64, !dbg !701
  ret i64 %4, !dbg !701
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @div10(i64 noundef %0) unnamed_addr #2 !dbg !702 {
  %2 = trunc nsw i64 %0 to i33
    #dbg_value(i33 %2, !704, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !705)
  %3 = sdiv i33 %2, 10, !dbg !706
  %4 = zext i33 %3 to i64, !dbg !707
  ret i64 %4, !dbg !707
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @rem10(i64 noundef %0) unnamed_addr #2 !dbg !708 {
  %2 = trunc nsw i64 %0 to i33
    #dbg_value(i33 %2, !710, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !711)
  %3 = srem i33 %2, 10, !dbg !712
  %4 = zext i33 %3 to i64, !dbg !713
  ret i64 %4, !dbg !713
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @div16(i64 noundef %0) unnamed_addr #2 !dbg !714 {
  %2 = trunc nsw i64 %0 to i33
    #dbg_value(i33 %2, !716, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !717)
  %3 = sdiv i33 %2, 16, !dbg !718
  %4 = zext i33 %3 to i64, !dbg !719
  ret i64 %4, !dbg !719
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @rem16(i64 noundef %0) unnamed_addr #2 !dbg !720 {
  %2 = trunc nsw i64 %0 to i33
    #dbg_value(i33 %2, !722, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !723)
  %3 = srem i33 %2, 16, !dbg !724
  %4 = zext i33 %3 to i64, !dbg !725
  ret i64 %4, !dbg !725
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @divm5(i64 noundef %0) unnamed_addr #2 !dbg !726 {
  %2 = trunc nsw i64 %0 to i33
    #dbg_value(i33 %2, !728, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !729)
  %3 = sdiv i33 %2, -5, !dbg !730
  %4 = zext i33 %3 to i64, !dbg !731
  ret i64 %4, !dbg !731
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 8589934592) i64 @divmax(i64 noundef %0) unnamed_addr #2 !dbg !732 {
  %2 = trunc nsw i64 %0 to i33
    #dbg_value(i33 %2, !734, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !735)
  %3 = sdiv i33 %2, 4294967295, !dbg !736
  %4 = zext i33 %3 to i64, !dbg !737
  ret i64 %4, !dbg !737
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
!llvm.module.flags = !{!99, !100, !101, !102, !103, !104, !105}
!llvm.ident = !{!106}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/ops_matrix_bitint33.c", directory: ".", checksumkind: CSK_MD5, checksum: "0f658c0ba68b78cf1f5fea4480d9b123")
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
!18 = !DIBasicType(name: "_BitInt", size: 64, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "U", file: !2, line: 11, baseType: !20)
!20 = !DIBasicType(name: "unsigned _BitInt", size: 64, encoding: DW_ATE_unsigned)
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
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 1344, elements: !97)
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
!250 = !{!"_BitInt(33)", !240, i64 0}
!251 = !DILocation(line: 0, scope: !120)
!252 = !DILocalVariable(name: "v", arg: 1, scope: !253, file: !2, line: 25, type: !21)
!253 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 25, type: !254, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !256)
!254 = !DISubroutineType(types: !255)
!255 = !{null, !21}
!256 = !{!252}
!257 = !DILocation(line: 0, scope: !253, inlinedAt: !258)
!258 = distinct !DILocation(line: 71, column: 5, scope: !120)
!259 = !DILocation(line: 25, column: 48, scope: !253, inlinedAt: !258)
!260 = !DILocation(line: 25, column: 53, scope: !253, inlinedAt: !258)
!261 = !DILocation(line: 71, column: 5, scope: !121)
!262 = distinct !{!262, !237, !237, !247}
!263 = !DILocation(line: 0, scope: !127)
!264 = !DILocation(line: 72, column: 5, scope: !127)
!265 = !DILocation(line: 72, column: 5, scope: !125)
!266 = !DILocation(line: 0, scope: !134)
!267 = !DILocation(line: 73, column: 5, scope: !134)
!268 = !DILocation(line: 72, column: 5, scope: !128)
!269 = distinct !{!269, !244, !244, !247}
!270 = !DILocation(line: 72, column: 5, scope: !130)
!271 = !DILocation(line: 0, scope: !130)
!272 = !DILocation(line: 0, scope: !253, inlinedAt: !273)
!273 = distinct !DILocation(line: 72, column: 5, scope: !130)
!274 = !DILocation(line: 25, column: 48, scope: !253, inlinedAt: !273)
!275 = !DILocation(line: 25, column: 53, scope: !253, inlinedAt: !273)
!276 = !DILocation(line: 72, column: 5, scope: !131)
!277 = distinct !{!277, !264, !264, !247}
!278 = !DILocation(line: 0, scope: !137)
!279 = !DILocation(line: 73, column: 5, scope: !137)
!280 = !DILocation(line: 73, column: 5, scope: !135)
!281 = !DILocation(line: 0, scope: !144)
!282 = !DILocation(line: 74, column: 5, scope: !144)
!283 = !DILocation(line: 73, column: 5, scope: !138)
!284 = distinct !{!284, !267, !267, !247}
!285 = !DILocation(line: 73, column: 5, scope: !140)
!286 = !DILocation(line: 0, scope: !140)
!287 = !DILocation(line: 0, scope: !253, inlinedAt: !288)
!288 = distinct !DILocation(line: 73, column: 5, scope: !140)
!289 = !DILocation(line: 25, column: 48, scope: !253, inlinedAt: !288)
!290 = !DILocation(line: 25, column: 53, scope: !253, inlinedAt: !288)
!291 = !DILocation(line: 73, column: 5, scope: !141)
!292 = distinct !{!292, !279, !279, !247}
!293 = !DILocation(line: 0, scope: !147)
!294 = !DILocation(line: 74, column: 5, scope: !147)
!295 = !DILocation(line: 74, column: 5, scope: !145)
!296 = !DILocation(line: 0, scope: !154)
!297 = !DILocation(line: 75, column: 5, scope: !154)
!298 = !DILocation(line: 74, column: 5, scope: !148)
!299 = distinct !{!299, !282, !282, !247}
!300 = !DILocation(line: 74, column: 5, scope: !150)
!301 = !DILocation(line: 0, scope: !150)
!302 = !DILocation(line: 0, scope: !253, inlinedAt: !303)
!303 = distinct !DILocation(line: 74, column: 5, scope: !150)
!304 = !DILocation(line: 25, column: 48, scope: !253, inlinedAt: !303)
!305 = !DILocation(line: 25, column: 53, scope: !253, inlinedAt: !303)
!306 = !DILocation(line: 74, column: 5, scope: !151)
!307 = distinct !{!307, !294, !294, !247}
!308 = !DILocation(line: 0, scope: !157)
!309 = !DILocation(line: 75, column: 5, scope: !157)
!310 = !DILocation(line: 75, column: 5, scope: !155)
!311 = !DILocation(line: 0, scope: !164)
!312 = !DILocation(line: 76, column: 5, scope: !164)
!313 = !DILocation(line: 75, column: 5, scope: !158)
!314 = distinct !{!314, !297, !297, !247}
!315 = !DILocation(line: 75, column: 5, scope: !160)
!316 = !DILocation(line: 0, scope: !160)
!317 = !DILocation(line: 0, scope: !253, inlinedAt: !318)
!318 = distinct !DILocation(line: 75, column: 5, scope: !160)
!319 = !DILocation(line: 25, column: 48, scope: !253, inlinedAt: !318)
!320 = !DILocation(line: 25, column: 53, scope: !253, inlinedAt: !318)
!321 = !DILocation(line: 75, column: 5, scope: !161)
!322 = distinct !{!322, !309, !309, !247}
!323 = !DILocation(line: 0, scope: !167)
!324 = !DILocation(line: 76, column: 5, scope: !167)
!325 = !DILocation(line: 76, column: 5, scope: !165)
!326 = !DILocation(line: 0, scope: !174)
!327 = !DILocation(line: 77, column: 5, scope: !174)
!328 = !DILocation(line: 76, column: 5, scope: !168)
!329 = distinct !{!329, !312, !312, !247}
!330 = !DILocation(line: 76, column: 5, scope: !170)
!331 = !DILocation(line: 0, scope: !170)
!332 = !DILocation(line: 0, scope: !253, inlinedAt: !333)
!333 = distinct !DILocation(line: 76, column: 5, scope: !170)
!334 = !DILocation(line: 25, column: 48, scope: !253, inlinedAt: !333)
!335 = !DILocation(line: 25, column: 53, scope: !253, inlinedAt: !333)
!336 = !DILocation(line: 76, column: 5, scope: !171)
!337 = distinct !{!337, !324, !324, !247}
!338 = !DILocation(line: 0, scope: !177)
!339 = !DILocation(line: 77, column: 5, scope: !177)
!340 = !DILocation(line: 77, column: 5, scope: !175)
!341 = !DILocation(line: 0, scope: !184)
!342 = !DILocation(line: 78, column: 5, scope: !184)
!343 = !DILocation(line: 77, column: 5, scope: !178)
!344 = distinct !{!344, !327, !327, !247}
!345 = !DILocation(line: 77, column: 5, scope: !180)
!346 = !DILocation(line: 0, scope: !180)
!347 = !DILocation(line: 0, scope: !253, inlinedAt: !348)
!348 = distinct !DILocation(line: 77, column: 5, scope: !180)
!349 = !DILocation(line: 25, column: 48, scope: !253, inlinedAt: !348)
!350 = !DILocation(line: 25, column: 53, scope: !253, inlinedAt: !348)
!351 = !DILocation(line: 77, column: 5, scope: !181)
!352 = distinct !{!352, !339, !339, !247}
!353 = !DILocation(line: 0, scope: !187)
!354 = !DILocation(line: 78, column: 5, scope: !187)
!355 = !DILocation(line: 78, column: 5, scope: !185)
!356 = !DILocation(line: 0, scope: !194)
!357 = !DILocation(line: 79, column: 5, scope: !194)
!358 = !DILocation(line: 78, column: 5, scope: !188)
!359 = distinct !{!359, !342, !342, !247}
!360 = !DILocation(line: 78, column: 5, scope: !190)
!361 = !DILocation(line: 0, scope: !190)
!362 = !DILocation(line: 0, scope: !253, inlinedAt: !363)
!363 = distinct !DILocation(line: 78, column: 5, scope: !190)
!364 = !DILocation(line: 25, column: 48, scope: !253, inlinedAt: !363)
!365 = !DILocation(line: 25, column: 53, scope: !253, inlinedAt: !363)
!366 = !DILocation(line: 78, column: 5, scope: !191)
!367 = distinct !{!367, !354, !354, !247}
!368 = !DILocation(line: 0, scope: !197)
!369 = !DILocation(line: 79, column: 5, scope: !197)
!370 = !DILocation(line: 79, column: 5, scope: !195)
!371 = !DILocation(line: 81, column: 7, scope: !107)
!372 = !DILocation(line: 0, scope: !204)
!373 = !DILocation(line: 82, column: 5, scope: !204)
!374 = !DILocation(line: 79, column: 5, scope: !198)
!375 = distinct !{!375, !357, !357, !247}
!376 = !DILocation(line: 79, column: 5, scope: !200)
!377 = !DILocation(line: 0, scope: !200)
!378 = !DILocation(line: 0, scope: !253, inlinedAt: !379)
!379 = distinct !DILocation(line: 79, column: 5, scope: !200)
!380 = !DILocation(line: 25, column: 48, scope: !253, inlinedAt: !379)
!381 = !DILocation(line: 25, column: 53, scope: !253, inlinedAt: !379)
!382 = !DILocation(line: 79, column: 5, scope: !201)
!383 = distinct !{!383, !369, !369, !247}
!384 = !DILocation(line: 0, scope: !206)
!385 = !DILocation(line: 83, column: 9, scope: !206)
!386 = !DILocation(line: 91, column: 32, scope: !107)
!387 = !DILocation(line: 91, column: 5, scope: !107)
!388 = !DILocation(line: 91, column: 45, scope: !107)
!389 = !DILocation(line: 0, scope: !215)
!390 = !DILocation(line: 94, column: 5, scope: !215)
!391 = !DILocation(line: 82, column: 29, scope: !207)
!392 = !DILocation(line: 82, column: 23, scope: !207)
!393 = distinct !{!393, !373, !394, !247}
!394 = !DILocation(line: 90, column: 9, scope: !204)
!395 = !DILocation(line: 84, column: 19, scope: !209)
!396 = !DILocation(line: 84, column: 15, scope: !209)
!397 = !DILocation(line: 0, scope: !209)
!398 = !DILocation(line: 84, column: 32, scope: !209)
!399 = !DILocation(line: 84, column: 28, scope: !209)
!400 = !DILocation(line: 85, column: 19, scope: !401)
!401 = distinct !DILexicalBlock(scope: !209, file: !2, line: 85, column: 17)
!402 = !DILocation(line: 85, column: 24, scope: !401)
!403 = !DILocation(line: 85, column: 40, scope: !401)
!404 = !DILocation(line: 85, column: 48, scope: !401)
!405 = !DILocation(line: 86, column: 19, scope: !209)
!406 = !DILocation(line: 86, column: 15, scope: !209)
!407 = !DILocation(line: 86, column: 37, scope: !209)
!408 = !DILocation(line: 0, scope: !253, inlinedAt: !409)
!409 = distinct !DILocation(line: 87, column: 13, scope: !209)
!410 = !DILocation(line: 25, column: 46, scope: !253, inlinedAt: !409)
!411 = !DILocation(line: 25, column: 48, scope: !253, inlinedAt: !409)
!412 = !DILocation(line: 25, column: 53, scope: !253, inlinedAt: !409)
!413 = !DILocation(line: 0, scope: !253, inlinedAt: !414)
!414 = distinct !DILocation(line: 87, column: 27, scope: !209)
!415 = !DILocation(line: 25, column: 48, scope: !253, inlinedAt: !414)
!416 = !DILocation(line: 25, column: 53, scope: !253, inlinedAt: !414)
!417 = !DILocation(line: 25, column: 43, scope: !253, inlinedAt: !414)
!418 = !DILocation(line: 88, column: 25, scope: !419)
!419 = distinct !DILexicalBlock(scope: !209, file: !2, line: 88, column: 17)
!420 = !DILocation(line: 88, column: 38, scope: !419)
!421 = !DILocation(line: 88, column: 47, scope: !419)
!422 = !DILocation(line: 88, column: 17, scope: !209)
!423 = !DILocation(line: 88, column: 58, scope: !424)
!424 = distinct !DILexicalBlock(scope: !419, file: !2, line: 88, column: 53)
!425 = !DILocation(line: 88, column: 62, scope: !424)
!426 = !DILocation(line: 88, column: 135, scope: !424)
!427 = !DILocation(line: 89, column: 19, scope: !428)
!428 = distinct !DILexicalBlock(scope: !209, file: !2, line: 89, column: 17)
!429 = !DILocation(line: 89, column: 24, scope: !428)
!430 = !DILocation(line: 89, column: 31, scope: !428)
!431 = !DILocation(line: 89, column: 42, scope: !428)
!432 = !DILocation(line: 89, column: 36, scope: !428)
!433 = !DILocation(line: 89, column: 17, scope: !209)
!434 = !DILocation(line: 89, column: 54, scope: !435)
!435 = distinct !DILexicalBlock(scope: !428, file: !2, line: 89, column: 49)
!436 = !DILocation(line: 89, column: 58, scope: !435)
!437 = !DILocation(line: 89, column: 124, scope: !435)
!438 = !DILocation(line: 83, column: 33, scope: !210)
!439 = !DILocation(line: 83, column: 27, scope: !210)
!440 = distinct !{!440, !385, !441, !247}
!441 = !DILocation(line: 90, column: 9, scope: !206)
!442 = !DILocation(line: 0, scope: !217)
!443 = !DILocation(line: 95, column: 9, scope: !217)
!444 = !DILocation(line: 96, column: 5, scope: !107)
!445 = !DILocation(line: 96, column: 45, scope: !107)
!446 = !DILocation(line: 0, scope: !223)
!447 = !DILocation(line: 99, column: 15, scope: !225)
!448 = !DILocation(line: 99, column: 11, scope: !225)
!449 = !DILocation(line: 0, scope: !225)
!450 = !DILocation(line: 100, column: 95, scope: !225)
!451 = !DILocation(line: 101, column: 31, scope: !225)
!452 = !DILocation(line: 101, column: 75, scope: !225)
!453 = !DILocation(line: 101, column: 64, scope: !225)
!454 = !DILocation(line: 100, column: 9, scope: !225)
!455 = !DILocation(line: 104, column: 5, scope: !228)
!456 = !DILocation(line: 94, column: 29, scope: !218)
!457 = !DILocation(line: 94, column: 23, scope: !218)
!458 = distinct !{!458, !390, !459, !247}
!459 = !DILocation(line: 95, column: 134, scope: !215)
!460 = !DILocation(line: 95, column: 48, scope: !220)
!461 = !DILocation(line: 95, column: 44, scope: !220)
!462 = !DILocation(line: 0, scope: !220)
!463 = !DILocation(line: 95, column: 66, scope: !220)
!464 = !DILocation(line: 0, scope: !253, inlinedAt: !465)
!465 = distinct !DILocation(line: 95, column: 57, scope: !220)
!466 = !DILocation(line: 25, column: 48, scope: !253, inlinedAt: !465)
!467 = !DILocation(line: 25, column: 53, scope: !253, inlinedAt: !465)
!468 = !DILocation(line: 95, column: 91, scope: !220)
!469 = !DILocation(line: 0, scope: !253, inlinedAt: !470)
!470 = distinct !DILocation(line: 95, column: 82, scope: !220)
!471 = !DILocation(line: 25, column: 48, scope: !253, inlinedAt: !470)
!472 = !DILocation(line: 25, column: 53, scope: !253, inlinedAt: !470)
!473 = !DILocation(line: 95, column: 117, scope: !220)
!474 = !DILocation(line: 0, scope: !253, inlinedAt: !475)
!475 = distinct !DILocation(line: 95, column: 108, scope: !220)
!476 = !DILocation(line: 25, column: 48, scope: !253, inlinedAt: !475)
!477 = !DILocation(line: 25, column: 53, scope: !253, inlinedAt: !475)
!478 = !DILocation(line: 95, column: 36, scope: !221)
!479 = !DILocation(line: 95, column: 27, scope: !221)
!480 = distinct !{!480, !443, !481, !247}
!481 = !DILocation(line: 95, column: 134, scope: !217)
!482 = !DILocation(line: 91, column: 42, scope: !107)
!483 = !DILocation(line: 96, column: 42, scope: !107)
!484 = !DILocation(line: 112, column: 5, scope: !107)
!485 = !DILocation(line: 113, column: 12, scope: !107)
!486 = !DILocation(line: 114, column: 1, scope: !107)
!487 = !DILocation(line: 0, scope: !228)
!488 = !DILocation(line: 105, column: 15, scope: !230)
!489 = !DILocation(line: 105, column: 11, scope: !230)
!490 = !DILocation(line: 0, scope: !230)
!491 = !DILocation(line: 107, column: 35, scope: !230)
!492 = !DILocation(line: 107, column: 52, scope: !230)
!493 = !DILocation(line: 107, column: 69, scope: !230)
!494 = !DILocation(line: 107, column: 92, scope: !230)
!495 = !DILocation(line: 107, column: 81, scope: !230)
!496 = !DILocation(line: 107, column: 112, scope: !230)
!497 = !DILocation(line: 107, column: 101, scope: !230)
!498 = !DILocation(line: 108, column: 27, scope: !230)
!499 = !DILocation(line: 108, column: 16, scope: !230)
!500 = !DILocation(line: 108, column: 48, scope: !230)
!501 = !DILocation(line: 108, column: 37, scope: !230)
!502 = !DILocation(line: 108, column: 69, scope: !230)
!503 = !DILocation(line: 108, column: 58, scope: !230)
!504 = !DILocation(line: 108, column: 90, scope: !230)
!505 = !DILocation(line: 108, column: 79, scope: !230)
!506 = !DILocation(line: 108, column: 111, scope: !230)
!507 = !DILocation(line: 108, column: 100, scope: !230)
!508 = !DILocation(line: 109, column: 27, scope: !230)
!509 = !DILocation(line: 109, column: 16, scope: !230)
!510 = !DILocation(line: 109, column: 46, scope: !230)
!511 = !DILocation(line: 109, column: 38, scope: !230)
!512 = !DILocation(line: 109, column: 56, scope: !230)
!513 = !DILocation(line: 106, column: 9, scope: !230)
!514 = !DILocation(line: 110, column: 25, scope: !515)
!515 = distinct !DILexicalBlock(scope: !230, file: !2, line: 110, column: 13)
!516 = !DILocation(line: 110, column: 22, scope: !515)
!517 = !DILocation(line: 110, column: 39, scope: !515)
!518 = !DILocation(line: 110, column: 54, scope: !515)
!519 = !DILocation(line: 110, column: 51, scope: !515)
!520 = !DILocation(line: 110, column: 68, scope: !515)
!521 = !DILocation(line: 110, column: 82, scope: !515)
!522 = !DILocation(line: 110, column: 79, scope: !515)
!523 = !DILocation(line: 110, column: 95, scope: !515)
!524 = !DILocation(line: 110, column: 110, scope: !515)
!525 = !DILocation(line: 110, column: 107, scope: !515)
!526 = !DILocation(line: 110, column: 13, scope: !230)
!527 = !DILocation(line: 110, column: 130, scope: !528)
!528 = distinct !DILexicalBlock(scope: !515, file: !2, line: 110, column: 125)
!529 = !DILocation(line: 110, column: 134, scope: !528)
!530 = !DILocation(line: 110, column: 166, scope: !528)
!531 = !DILocation(line: 104, column: 29, scope: !231)
!532 = !DILocation(line: 104, column: 23, scope: !231)
!533 = distinct !{!533, !455, !534, !247}
!534 = !DILocation(line: 111, column: 5, scope: !228)
!535 = !DISubprogram(name: "printf", scope: !536, file: !536, line: 356, type: !537, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!536 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!537 = !DISubroutineType(types: !538)
!538 = !{!22, !539, null}
!539 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !540)
!540 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !541, size: 64)
!541 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!542 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 28, type: !543, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !545)
!543 = !DISubroutineType(types: !544)
!544 = !{!17, !17, !17}
!545 = !{!546, !547}
!546 = !DILocalVariable(name: "a", arg: 1, scope: !542, file: !2, line: 28, type: !17)
!547 = !DILocalVariable(name: "b", arg: 2, scope: !542, file: !2, line: 28, type: !17)
!548 = !DILocation(line: 0, scope: !542)
!549 = !DILocation(line: 28, column: 72, scope: !542)
!550 = !DILocation(line: 28, column: 55, scope: !542)
!551 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 29, type: !543, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !552)
!552 = !{!553, !554}
!553 = !DILocalVariable(name: "a", arg: 1, scope: !551, file: !2, line: 29, type: !17)
!554 = !DILocalVariable(name: "b", arg: 2, scope: !551, file: !2, line: 29, type: !17)
!555 = !DILocation(line: 0, scope: !551)
!556 = !DILocation(line: 29, column: 72, scope: !551)
!557 = !DILocation(line: 29, column: 55, scope: !551)
!558 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 30, type: !543, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !559)
!559 = !{!560, !561}
!560 = !DILocalVariable(name: "a", arg: 1, scope: !558, file: !2, line: 30, type: !17)
!561 = !DILocalVariable(name: "b", arg: 2, scope: !558, file: !2, line: 30, type: !17)
!562 = !DILocation(line: 0, scope: !558)
!563 = !DILocation(line: 30, column: 72, scope: !558)
!564 = !DILocation(line: 30, column: 55, scope: !558)
!565 = distinct !DISubprogram(name: "op_and", scope: !2, file: !2, line: 33, type: !543, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !566)
!566 = !{!567, !568}
!567 = !DILocalVariable(name: "a", arg: 1, scope: !565, file: !2, line: 33, type: !17)
!568 = !DILocalVariable(name: "b", arg: 2, scope: !565, file: !2, line: 33, type: !17)
!569 = !DILocation(line: 0, scope: !565)
!570 = !DILocation(line: 33, column: 64, scope: !565)
!571 = !DILocation(line: 33, column: 55, scope: !565)
!572 = distinct !DISubprogram(name: "op_or", scope: !2, file: !2, line: 34, type: !543, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !573)
!573 = !{!574, !575}
!574 = !DILocalVariable(name: "a", arg: 1, scope: !572, file: !2, line: 34, type: !17)
!575 = !DILocalVariable(name: "b", arg: 2, scope: !572, file: !2, line: 34, type: !17)
!576 = !DILocation(line: 0, scope: !572)
!577 = !DILocation(line: 34, column: 63, scope: !572)
!578 = !DILocation(line: 34, column: 54, scope: !572)
!579 = distinct !DISubprogram(name: "op_xor", scope: !2, file: !2, line: 35, type: !543, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !580)
!580 = !{!581, !582}
!581 = !DILocalVariable(name: "a", arg: 1, scope: !579, file: !2, line: 35, type: !17)
!582 = !DILocalVariable(name: "b", arg: 2, scope: !579, file: !2, line: 35, type: !17)
!583 = !DILocation(line: 0, scope: !579)
!584 = !DILocation(line: 35, column: 64, scope: !579)
!585 = !DILocation(line: 35, column: 55, scope: !579)
!586 = distinct !DISubprogram(name: "op_min", scope: !2, file: !2, line: 42, type: !543, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !587)
!587 = !{!588, !589}
!588 = !DILocalVariable(name: "a", arg: 1, scope: !586, file: !2, line: 42, type: !17)
!589 = !DILocalVariable(name: "b", arg: 2, scope: !586, file: !2, line: 42, type: !17)
!590 = !DILocation(line: 0, scope: !586)
!591 = !DILocation(line: 42, column: 62, scope: !586)
!592 = !DILocation(line: 42, column: 55, scope: !586)
!593 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 43, type: !543, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !594)
!594 = !{!595, !596}
!595 = !DILocalVariable(name: "a", arg: 1, scope: !593, file: !2, line: 43, type: !17)
!596 = !DILocalVariable(name: "b", arg: 2, scope: !593, file: !2, line: 43, type: !17)
!597 = !DILocation(line: 0, scope: !593)
!598 = !DILocation(line: 43, column: 62, scope: !593)
!599 = !DILocation(line: 43, column: 55, scope: !593)
!600 = distinct !DISubprogram(name: "op_cmp", scope: !2, file: !2, line: 44, type: !601, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !603)
!601 = !DISubroutineType(types: !602)
!602 = !{!22, !17, !17}
!603 = !{!604, !605}
!604 = !DILocalVariable(name: "a", arg: 1, scope: !600, file: !2, line: 44, type: !17)
!605 = !DILocalVariable(name: "b", arg: 2, scope: !600, file: !2, line: 44, type: !17)
!606 = !DILocation(line: 0, scope: !600)
!607 = !DILocation(line: 45, column: 15, scope: !600)
!608 = !DILocation(line: 45, column: 32, scope: !600)
!609 = !DILocation(line: 45, column: 42, scope: !600)
!610 = !DILocation(line: 45, column: 47, scope: !600)
!611 = !DILocation(line: 45, column: 57, scope: !600)
!612 = !DILocation(line: 45, column: 63, scope: !600)
!613 = !DILocation(line: 45, column: 78, scope: !600)
!614 = !DILocation(line: 45, column: 94, scope: !600)
!615 = !DILocation(line: 46, column: 18, scope: !600)
!616 = !DILocation(line: 46, column: 26, scope: !600)
!617 = !DILocation(line: 46, column: 48, scope: !600)
!618 = !DILocation(line: 46, column: 56, scope: !600)
!619 = !DILocation(line: 46, column: 60, scope: !600)
!620 = !DILocation(line: 46, column: 69, scope: !600)
!621 = !DILocation(line: 46, column: 73, scope: !600)
!622 = !DILocation(line: 45, column: 21, scope: !600)
!623 = !DILocation(line: 45, column: 37, scope: !600)
!624 = !DILocation(line: 45, column: 52, scope: !600)
!625 = !DILocation(line: 45, column: 68, scope: !600)
!626 = !DILocation(line: 45, column: 83, scope: !600)
!627 = !DILocation(line: 45, column: 99, scope: !600)
!628 = !DILocation(line: 46, column: 31, scope: !600)
!629 = !DILocation(line: 46, column: 53, scope: !600)
!630 = !DILocation(line: 46, column: 65, scope: !600)
!631 = !DILocation(line: 45, column: 5, scope: !600)
!632 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 31, type: !543, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !633)
!633 = !{!634, !635}
!634 = !DILocalVariable(name: "a", arg: 1, scope: !632, file: !2, line: 31, type: !17)
!635 = !DILocalVariable(name: "b", arg: 2, scope: !632, file: !2, line: 31, type: !17)
!636 = !DILocation(line: 0, scope: !632)
!637 = !DILocation(line: 31, column: 68, scope: !632)
!638 = !DILocation(line: 31, column: 55, scope: !632)
!639 = distinct !DISubprogram(name: "op_rem", scope: !2, file: !2, line: 32, type: !543, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !640)
!640 = !{!641, !642}
!641 = !DILocalVariable(name: "a", arg: 1, scope: !639, file: !2, line: 32, type: !17)
!642 = !DILocalVariable(name: "b", arg: 2, scope: !639, file: !2, line: 32, type: !17)
!643 = !DILocation(line: 0, scope: !639)
!644 = !DILocation(line: 32, column: 68, scope: !639)
!645 = !DILocation(line: 32, column: 55, scope: !639)
!646 = distinct !DISubprogram(name: "op_shl", scope: !2, file: !2, line: 36, type: !647, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !649)
!647 = !DISubroutineType(types: !648)
!648 = !{!17, !17, !22}
!649 = !{!650, !651}
!650 = !DILocalVariable(name: "a", arg: 1, scope: !646, file: !2, line: 36, type: !17)
!651 = !DILocalVariable(name: "s", arg: 2, scope: !646, file: !2, line: 36, type: !22)
!652 = !DILocation(line: 0, scope: !646)
!653 = !DILocation(line: 36, column: 77, scope: !646)
!654 = !DILocation(line: 36, column: 57, scope: !646)
!655 = distinct !DISubprogram(name: "op_lshr", scope: !2, file: !2, line: 37, type: !647, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !656)
!656 = !{!657, !658}
!657 = !DILocalVariable(name: "a", arg: 1, scope: !655, file: !2, line: 37, type: !17)
!658 = !DILocalVariable(name: "s", arg: 2, scope: !655, file: !2, line: 37, type: !22)
!659 = !DILocation(line: 0, scope: !655)
!660 = !DILocation(line: 37, column: 74, scope: !655)
!661 = !DILocation(line: 37, column: 58, scope: !655)
!662 = distinct !DISubprogram(name: "op_ashr", scope: !2, file: !2, line: 38, type: !647, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !663)
!663 = !{!664, !665}
!664 = !DILocalVariable(name: "a", arg: 1, scope: !662, file: !2, line: 38, type: !17)
!665 = !DILocalVariable(name: "s", arg: 2, scope: !662, file: !2, line: 38, type: !22)
!666 = !DILocation(line: 0, scope: !662)
!667 = !DILocation(line: 38, column: 71, scope: !662)
!668 = !DILocation(line: 38, column: 58, scope: !662)
!669 = distinct !DISubprogram(name: "op_neg", scope: !2, file: !2, line: 39, type: !670, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !672)
!670 = !DISubroutineType(types: !671)
!671 = !{!17, !17}
!672 = !{!673}
!673 = !DILocalVariable(name: "a", arg: 1, scope: !669, file: !2, line: 39, type: !17)
!674 = !DILocation(line: 0, scope: !669)
!675 = !DILocation(line: 39, column: 67, scope: !669)
!676 = !DILocation(line: 39, column: 50, scope: !669)
!677 = distinct !DISubprogram(name: "op_not", scope: !2, file: !2, line: 40, type: !670, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !678)
!678 = !{!679}
!679 = !DILocalVariable(name: "a", arg: 1, scope: !677, file: !2, line: 40, type: !17)
!680 = !DILocation(line: 0, scope: !677)
!681 = !DILocation(line: 40, column: 50, scope: !677)
!682 = distinct !DISubprogram(name: "op_abs", scope: !2, file: !2, line: 41, type: !670, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !683)
!683 = !{!684}
!684 = !DILocalVariable(name: "a", arg: 1, scope: !682, file: !2, line: 41, type: !17)
!685 = !DILocation(line: 0, scope: !682)
!686 = !DILocation(line: 41, column: 59, scope: !682)
!687 = !DILocation(line: 41, column: 57, scope: !682)
!688 = !DILocation(line: 41, column: 65, scope: !682)
!689 = !DILocation(line: 41, column: 50, scope: !682)
!690 = distinct !DISubprogram(name: "div3", scope: !2, file: !2, line: 48, type: !670, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !691)
!691 = !{!692}
!692 = !DILocalVariable(name: "a", arg: 1, scope: !690, file: !2, line: 48, type: !17)
!693 = !DILocation(line: 0, scope: !690)
!694 = !DILocation(line: 48, column: 61, scope: !690)
!695 = !DILocation(line: 48, column: 48, scope: !690)
!696 = distinct !DISubprogram(name: "div7", scope: !2, file: !2, line: 49, type: !670, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !697)
!697 = !{!698}
!698 = !DILocalVariable(name: "a", arg: 1, scope: !696, file: !2, line: 49, type: !17)
!699 = !DILocation(line: 0, scope: !696)
!700 = !DILocation(line: 49, column: 61, scope: !696)
!701 = !DILocation(line: 49, column: 48, scope: !696)
!702 = distinct !DISubprogram(name: "div10", scope: !2, file: !2, line: 50, type: !670, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !703)
!703 = !{!704}
!704 = !DILocalVariable(name: "a", arg: 1, scope: !702, file: !2, line: 50, type: !17)
!705 = !DILocation(line: 0, scope: !702)
!706 = !DILocation(line: 50, column: 62, scope: !702)
!707 = !DILocation(line: 50, column: 49, scope: !702)
!708 = distinct !DISubprogram(name: "rem10", scope: !2, file: !2, line: 51, type: !670, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !709)
!709 = !{!710}
!710 = !DILocalVariable(name: "a", arg: 1, scope: !708, file: !2, line: 51, type: !17)
!711 = !DILocation(line: 0, scope: !708)
!712 = !DILocation(line: 51, column: 62, scope: !708)
!713 = !DILocation(line: 51, column: 49, scope: !708)
!714 = distinct !DISubprogram(name: "div16", scope: !2, file: !2, line: 52, type: !670, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !715)
!715 = !{!716}
!716 = !DILocalVariable(name: "a", arg: 1, scope: !714, file: !2, line: 52, type: !17)
!717 = !DILocation(line: 0, scope: !714)
!718 = !DILocation(line: 52, column: 62, scope: !714)
!719 = !DILocation(line: 52, column: 49, scope: !714)
!720 = distinct !DISubprogram(name: "rem16", scope: !2, file: !2, line: 53, type: !670, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !721)
!721 = !{!722}
!722 = !DILocalVariable(name: "a", arg: 1, scope: !720, file: !2, line: 53, type: !17)
!723 = !DILocation(line: 0, scope: !720)
!724 = !DILocation(line: 53, column: 62, scope: !720)
!725 = !DILocation(line: 53, column: 49, scope: !720)
!726 = distinct !DISubprogram(name: "divm5", scope: !2, file: !2, line: 54, type: !670, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !727)
!727 = !{!728}
!728 = !DILocalVariable(name: "a", arg: 1, scope: !726, file: !2, line: 54, type: !17)
!729 = !DILocation(line: 0, scope: !726)
!730 = !DILocation(line: 54, column: 71, scope: !726)
!731 = !DILocation(line: 54, column: 49, scope: !726)
!732 = distinct !DISubprogram(name: "divmax", scope: !2, file: !2, line: 55, type: !670, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !733)
!733 = !{!734}
!734 = !DILocalVariable(name: "a", arg: 1, scope: !732, file: !2, line: 55, type: !17)
!735 = !DILocation(line: 0, scope: !732)
!736 = !DILocation(line: 55, column: 63, scope: !732)
!737 = !DILocation(line: 55, column: 50, scope: !732)
