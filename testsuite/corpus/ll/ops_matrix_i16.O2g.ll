; ModuleID = 'programs/ops_matrix_i16.c'
source_filename = "programs/ops_matrix_i16.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"type int16_t: %d bits, %s, min %lld max %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1, !dbg !7
@h = internal unnamed_addr global i64 0, align 8, !dbg !12
@vals = internal global [21 x i16] [i16 -32768, i16 -32767, i16 -16384, i16 -7, i16 -3, i16 -2, i16 -1, i16 0, i16 1, i16 2, i16 3, i16 5, i16 7, i16 10, i16 16383, i16 16384, i16 32766, i16 32767, i16 21845, i16 -21846, i16 -12817], align 16, !dbg !98
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
@.str.17 = private unnamed_addr constant [123 x i8] c"%20lld neg=%llx not=%llx abs=%llx /3=%lld /7=%lld /10=%lld %%10=%lld /16=%lld %%16=%lld /-5=%lld /max=%lld f=%.9g d=%.17g\0A\00", align 1, !dbg !83
@.str.19 = private unnamed_addr constant [22 x i8] c"total %016llx bad %d\0A\00", align 1, !dbg !93
@str = private unnamed_addr constant [19 x i8] c"const div mismatch\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 101) i32 @main() local_unnamed_addr #0 !dbg !112 {
    #dbg_value(i64 0, !116, !DIExpression(), !237)
    #dbg_value(i32 0, !117, !DIExpression(), !237)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 16, ptr noundef nonnull @.str.1, i64 noundef -32768, i64 noundef 32767), !dbg !238
    #dbg_value(i32 0, !118, !DIExpression(), !239)
    #dbg_value(i32 0, !118, !DIExpression(), !239)
  br label %2, !dbg !240

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %21, %9 ]
    #dbg_value(i64 %3, !118, !DIExpression(), !239)
  %5 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %3
    #dbg_value(i32 0, !121, !DIExpression(), !241)
  br label %12, !dbg !242

6:                                                ; preds = %9
  store i64 %21, ptr @h, align 8, !tbaa !243
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, i64 noundef %21), !dbg !247
  %8 = load i64, ptr @h, align 8, !dbg !247, !tbaa !243
    #dbg_value(i64 %8, !116, !DIExpression(), !237)
    #dbg_value(i32 0, !128, !DIExpression(), !248)
    #dbg_value(i32 0, !128, !DIExpression(), !248)
  br label %24, !dbg !249

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %3, 1, !dbg !250
    #dbg_value(i64 %10, !118, !DIExpression(), !239)
  %11 = icmp eq i64 %10, 21, !dbg !250
  br i1 %11, label %6, label %2, !dbg !240, !llvm.loop !251

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %22, %12 ]
  %14 = phi i64 [ %4, %2 ], [ %21, %12 ]
    #dbg_value(i64 %13, !121, !DIExpression(), !241)
  %15 = load volatile i16, ptr %5, align 2, !dbg !253, !tbaa !254
    #dbg_value(i16 %15, !124, !DIExpression(), !256)
  %16 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %13, !dbg !253
  %17 = load volatile i16, ptr %16, align 2, !dbg !253, !tbaa !254
    #dbg_value(i16 %17, !127, !DIExpression(), !256)
  %18 = tail call fastcc signext i16 @op_add(i16 noundef signext %15, i16 noundef signext %17), !dbg !253
    #dbg_value(i16 %18, !257, !DIExpression(), !262)
  %19 = zext i16 %18 to i64, !dbg !264
    #dbg_value(i64 %19, !265, !DIExpression(), !270)
  %20 = xor i64 %14, %19, !dbg !272
  %21 = mul i64 %20, 1099511628211, !dbg !273
  %22 = add nuw nsw i64 %13, 1, !dbg !274
    #dbg_value(i64 %22, !121, !DIExpression(), !241)
  %23 = icmp eq i64 %22, 21, !dbg !274
  br i1 %23, label %9, label %12, !dbg !242, !llvm.loop !275

24:                                               ; preds = %6, %31
  %25 = phi i64 [ 0, %6 ], [ %32, %31 ]
  %26 = phi i64 [ 1469598103934665603, %6 ], [ %43, %31 ]
    #dbg_value(i64 %25, !128, !DIExpression(), !248)
  %27 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %25
    #dbg_value(i32 0, !131, !DIExpression(), !276)
  br label %34, !dbg !277

28:                                               ; preds = %31
  store i64 %43, ptr @h, align 8, !tbaa !243
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, i64 noundef %43), !dbg !278
  %30 = load i64, ptr @h, align 8, !dbg !278, !tbaa !243
    #dbg_value(!DIArgList(i64 %8, i64 %30), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !237)
    #dbg_value(i32 0, !138, !DIExpression(), !279)
    #dbg_value(i32 0, !138, !DIExpression(), !279)
  br label %46, !dbg !280

31:                                               ; preds = %34
  %32 = add nuw nsw i64 %25, 1, !dbg !281
    #dbg_value(i64 %32, !128, !DIExpression(), !248)
  %33 = icmp eq i64 %32, 21, !dbg !281
  br i1 %33, label %28, label %24, !dbg !249, !llvm.loop !282

34:                                               ; preds = %24, %34
  %35 = phi i64 [ 0, %24 ], [ %44, %34 ]
  %36 = phi i64 [ %26, %24 ], [ %43, %34 ]
    #dbg_value(i64 %35, !131, !DIExpression(), !276)
  %37 = load volatile i16, ptr %27, align 2, !dbg !283, !tbaa !254
    #dbg_value(i16 %37, !134, !DIExpression(), !284)
  %38 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %35, !dbg !283
  %39 = load volatile i16, ptr %38, align 2, !dbg !283, !tbaa !254
    #dbg_value(i16 %39, !137, !DIExpression(), !284)
  %40 = tail call fastcc signext i16 @op_sub(i16 noundef signext %37, i16 noundef signext %39), !dbg !283
    #dbg_value(i16 %40, !257, !DIExpression(), !285)
  %41 = zext i16 %40 to i64, !dbg !287
    #dbg_value(i64 %41, !265, !DIExpression(), !288)
  %42 = xor i64 %36, %41, !dbg !290
  %43 = mul i64 %42, 1099511628211, !dbg !291
  %44 = add nuw nsw i64 %35, 1, !dbg !292
    #dbg_value(i64 %44, !131, !DIExpression(), !276)
  %45 = icmp eq i64 %44, 21, !dbg !292
  br i1 %45, label %31, label %34, !dbg !277, !llvm.loop !293

46:                                               ; preds = %28, %53
  %47 = phi i64 [ 0, %28 ], [ %54, %53 ]
  %48 = phi i64 [ 1469598103934665603, %28 ], [ %65, %53 ]
    #dbg_value(i64 %47, !138, !DIExpression(), !279)
  %49 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %47
    #dbg_value(i32 0, !141, !DIExpression(), !294)
  br label %56, !dbg !295

50:                                               ; preds = %53
  store i64 %65, ptr @h, align 8, !tbaa !243
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.5, i64 noundef %65), !dbg !296
  %52 = load i64, ptr @h, align 8, !dbg !296, !tbaa !243
    #dbg_value(!DIArgList(i64 %8, i64 %52, i64 %30), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !237)
    #dbg_value(i32 0, !148, !DIExpression(), !297)
    #dbg_value(i32 0, !148, !DIExpression(), !297)
  br label %68, !dbg !298

53:                                               ; preds = %56
  %54 = add nuw nsw i64 %47, 1, !dbg !299
    #dbg_value(i64 %54, !138, !DIExpression(), !279)
  %55 = icmp eq i64 %54, 21, !dbg !299
  br i1 %55, label %50, label %46, !dbg !280, !llvm.loop !300

56:                                               ; preds = %46, %56
  %57 = phi i64 [ 0, %46 ], [ %66, %56 ]
  %58 = phi i64 [ %48, %46 ], [ %65, %56 ]
    #dbg_value(i64 %57, !141, !DIExpression(), !294)
  %59 = load volatile i16, ptr %49, align 2, !dbg !301, !tbaa !254
    #dbg_value(i16 %59, !144, !DIExpression(), !302)
  %60 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %57, !dbg !301
  %61 = load volatile i16, ptr %60, align 2, !dbg !301, !tbaa !254
    #dbg_value(i16 %61, !147, !DIExpression(), !302)
  %62 = tail call fastcc signext i16 @op_mul(i16 noundef signext %59, i16 noundef signext %61), !dbg !301
    #dbg_value(i16 %62, !257, !DIExpression(), !303)
  %63 = zext i16 %62 to i64, !dbg !305
    #dbg_value(i64 %63, !265, !DIExpression(), !306)
  %64 = xor i64 %58, %63, !dbg !308
  %65 = mul i64 %64, 1099511628211, !dbg !309
  %66 = add nuw nsw i64 %57, 1, !dbg !310
    #dbg_value(i64 %66, !141, !DIExpression(), !294)
  %67 = icmp eq i64 %66, 21, !dbg !310
  br i1 %67, label %53, label %56, !dbg !295, !llvm.loop !311

68:                                               ; preds = %50, %75
  %69 = phi i64 [ 0, %50 ], [ %76, %75 ]
  %70 = phi i64 [ 1469598103934665603, %50 ], [ %87, %75 ]
    #dbg_value(i64 %69, !148, !DIExpression(), !297)
  %71 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %69
    #dbg_value(i32 0, !151, !DIExpression(), !312)
  br label %78, !dbg !313

72:                                               ; preds = %75
  store i64 %87, ptr @h, align 8, !tbaa !243
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.6, i64 noundef %87), !dbg !314
  %74 = load i64, ptr @h, align 8, !dbg !314, !tbaa !243
    #dbg_value(!DIArgList(i64 %8, i64 %74, i64 %52, i64 %30), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !237)
    #dbg_value(i32 0, !158, !DIExpression(), !315)
    #dbg_value(i32 0, !158, !DIExpression(), !315)
  br label %90, !dbg !316

75:                                               ; preds = %78
  %76 = add nuw nsw i64 %69, 1, !dbg !317
    #dbg_value(i64 %76, !148, !DIExpression(), !297)
  %77 = icmp eq i64 %76, 21, !dbg !317
  br i1 %77, label %72, label %68, !dbg !298, !llvm.loop !318

78:                                               ; preds = %68, %78
  %79 = phi i64 [ 0, %68 ], [ %88, %78 ]
  %80 = phi i64 [ %70, %68 ], [ %87, %78 ]
    #dbg_value(i64 %79, !151, !DIExpression(), !312)
  %81 = load volatile i16, ptr %71, align 2, !dbg !319, !tbaa !254
    #dbg_value(i16 %81, !154, !DIExpression(), !320)
  %82 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %79, !dbg !319
  %83 = load volatile i16, ptr %82, align 2, !dbg !319, !tbaa !254
    #dbg_value(i16 %83, !157, !DIExpression(), !320)
  %84 = tail call fastcc signext i16 @op_and(i16 noundef signext %81, i16 noundef signext %83), !dbg !319
    #dbg_value(i16 %84, !257, !DIExpression(), !321)
  %85 = zext i16 %84 to i64, !dbg !323
    #dbg_value(i64 %85, !265, !DIExpression(), !324)
  %86 = xor i64 %80, %85, !dbg !326
  %87 = mul i64 %86, 1099511628211, !dbg !327
  %88 = add nuw nsw i64 %79, 1, !dbg !328
    #dbg_value(i64 %88, !151, !DIExpression(), !312)
  %89 = icmp eq i64 %88, 21, !dbg !328
  br i1 %89, label %75, label %78, !dbg !313, !llvm.loop !329

90:                                               ; preds = %72, %97
  %91 = phi i64 [ 0, %72 ], [ %98, %97 ]
  %92 = phi i64 [ 1469598103934665603, %72 ], [ %109, %97 ]
    #dbg_value(i64 %91, !158, !DIExpression(), !315)
  %93 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %91
    #dbg_value(i32 0, !161, !DIExpression(), !330)
  br label %100, !dbg !331

94:                                               ; preds = %97
  store i64 %109, ptr @h, align 8, !tbaa !243
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, i64 noundef %109), !dbg !332
  %96 = load i64, ptr @h, align 8, !dbg !332, !tbaa !243
    #dbg_value(!DIArgList(i64 %8, i64 %96, i64 %74, i64 %52, i64 %30), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !237)
    #dbg_value(i32 0, !168, !DIExpression(), !333)
    #dbg_value(i32 0, !168, !DIExpression(), !333)
  br label %112, !dbg !334

97:                                               ; preds = %100
  %98 = add nuw nsw i64 %91, 1, !dbg !335
    #dbg_value(i64 %98, !158, !DIExpression(), !315)
  %99 = icmp eq i64 %98, 21, !dbg !335
  br i1 %99, label %94, label %90, !dbg !316, !llvm.loop !336

100:                                              ; preds = %90, %100
  %101 = phi i64 [ 0, %90 ], [ %110, %100 ]
  %102 = phi i64 [ %92, %90 ], [ %109, %100 ]
    #dbg_value(i64 %101, !161, !DIExpression(), !330)
  %103 = load volatile i16, ptr %93, align 2, !dbg !337, !tbaa !254
    #dbg_value(i16 %103, !164, !DIExpression(), !338)
  %104 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %101, !dbg !337
  %105 = load volatile i16, ptr %104, align 2, !dbg !337, !tbaa !254
    #dbg_value(i16 %105, !167, !DIExpression(), !338)
  %106 = tail call fastcc signext i16 @op_or(i16 noundef signext %103, i16 noundef signext %105), !dbg !337
    #dbg_value(i16 %106, !257, !DIExpression(), !339)
  %107 = zext i16 %106 to i64, !dbg !341
    #dbg_value(i64 %107, !265, !DIExpression(), !342)
  %108 = xor i64 %102, %107, !dbg !344
  %109 = mul i64 %108, 1099511628211, !dbg !345
  %110 = add nuw nsw i64 %101, 1, !dbg !346
    #dbg_value(i64 %110, !161, !DIExpression(), !330)
  %111 = icmp eq i64 %110, 21, !dbg !346
  br i1 %111, label %97, label %100, !dbg !331, !llvm.loop !347

112:                                              ; preds = %94, %119
  %113 = phi i64 [ 0, %94 ], [ %120, %119 ]
  %114 = phi i64 [ 1469598103934665603, %94 ], [ %131, %119 ]
    #dbg_value(i64 %113, !168, !DIExpression(), !333)
  %115 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %113
    #dbg_value(i32 0, !171, !DIExpression(), !348)
  br label %122, !dbg !349

116:                                              ; preds = %119
  store i64 %131, ptr @h, align 8, !tbaa !243
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8, i64 noundef %131), !dbg !350
  %118 = load i64, ptr @h, align 8, !dbg !350, !tbaa !243
    #dbg_value(!DIArgList(i64 %8, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !237)
    #dbg_value(i32 0, !178, !DIExpression(), !351)
    #dbg_value(i32 0, !178, !DIExpression(), !351)
  br label %134, !dbg !352

119:                                              ; preds = %122
  %120 = add nuw nsw i64 %113, 1, !dbg !353
    #dbg_value(i64 %120, !168, !DIExpression(), !333)
  %121 = icmp eq i64 %120, 21, !dbg !353
  br i1 %121, label %116, label %112, !dbg !334, !llvm.loop !354

122:                                              ; preds = %112, %122
  %123 = phi i64 [ 0, %112 ], [ %132, %122 ]
  %124 = phi i64 [ %114, %112 ], [ %131, %122 ]
    #dbg_value(i64 %123, !171, !DIExpression(), !348)
  %125 = load volatile i16, ptr %115, align 2, !dbg !355, !tbaa !254
    #dbg_value(i16 %125, !174, !DIExpression(), !356)
  %126 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %123, !dbg !355
  %127 = load volatile i16, ptr %126, align 2, !dbg !355, !tbaa !254
    #dbg_value(i16 %127, !177, !DIExpression(), !356)
  %128 = tail call fastcc signext i16 @op_xor(i16 noundef signext %125, i16 noundef signext %127), !dbg !355
    #dbg_value(i16 %128, !257, !DIExpression(), !357)
  %129 = zext i16 %128 to i64, !dbg !359
    #dbg_value(i64 %129, !265, !DIExpression(), !360)
  %130 = xor i64 %124, %129, !dbg !362
  %131 = mul i64 %130, 1099511628211, !dbg !363
  %132 = add nuw nsw i64 %123, 1, !dbg !364
    #dbg_value(i64 %132, !171, !DIExpression(), !348)
  %133 = icmp eq i64 %132, 21, !dbg !364
  br i1 %133, label %119, label %122, !dbg !349, !llvm.loop !365

134:                                              ; preds = %116, %141
  %135 = phi i64 [ 0, %116 ], [ %142, %141 ]
  %136 = phi i64 [ 1469598103934665603, %116 ], [ %153, %141 ]
    #dbg_value(i64 %135, !178, !DIExpression(), !351)
  %137 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %135
    #dbg_value(i32 0, !181, !DIExpression(), !366)
  br label %144, !dbg !367

138:                                              ; preds = %141
  store i64 %153, ptr @h, align 8, !tbaa !243
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9, i64 noundef %153), !dbg !368
  %140 = load i64, ptr @h, align 8, !dbg !368, !tbaa !243
    #dbg_value(!DIArgList(i64 %8, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !237)
    #dbg_value(i32 0, !188, !DIExpression(), !369)
    #dbg_value(i32 0, !188, !DIExpression(), !369)
  br label %156, !dbg !370

141:                                              ; preds = %144
  %142 = add nuw nsw i64 %135, 1, !dbg !371
    #dbg_value(i64 %142, !178, !DIExpression(), !351)
  %143 = icmp eq i64 %142, 21, !dbg !371
  br i1 %143, label %138, label %134, !dbg !352, !llvm.loop !372

144:                                              ; preds = %134, %144
  %145 = phi i64 [ 0, %134 ], [ %154, %144 ]
  %146 = phi i64 [ %136, %134 ], [ %153, %144 ]
    #dbg_value(i64 %145, !181, !DIExpression(), !366)
  %147 = load volatile i16, ptr %137, align 2, !dbg !373, !tbaa !254
    #dbg_value(i16 %147, !184, !DIExpression(), !374)
  %148 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %145, !dbg !373
  %149 = load volatile i16, ptr %148, align 2, !dbg !373, !tbaa !254
    #dbg_value(i16 %149, !187, !DIExpression(), !374)
  %150 = tail call fastcc signext i16 @op_min(i16 noundef signext %147, i16 noundef signext %149), !dbg !373
    #dbg_value(i16 %150, !257, !DIExpression(), !375)
  %151 = zext i16 %150 to i64, !dbg !377
    #dbg_value(i64 %151, !265, !DIExpression(), !378)
  %152 = xor i64 %146, %151, !dbg !380
  %153 = mul i64 %152, 1099511628211, !dbg !381
  %154 = add nuw nsw i64 %145, 1, !dbg !382
    #dbg_value(i64 %154, !181, !DIExpression(), !366)
  %155 = icmp eq i64 %154, 21, !dbg !382
  br i1 %155, label %141, label %144, !dbg !367, !llvm.loop !383

156:                                              ; preds = %138, %163
  %157 = phi i64 [ 0, %138 ], [ %164, %163 ]
  %158 = phi i64 [ 1469598103934665603, %138 ], [ %175, %163 ]
    #dbg_value(i64 %157, !188, !DIExpression(), !369)
  %159 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %157
    #dbg_value(i32 0, !191, !DIExpression(), !384)
  br label %166, !dbg !385

160:                                              ; preds = %163
  store i64 %175, ptr @h, align 8, !tbaa !243
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10, i64 noundef %175), !dbg !386
  %162 = load i64, ptr @h, align 8, !dbg !386, !tbaa !243
    #dbg_value(!DIArgList(i64 %8, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !237)
    #dbg_value(i32 0, !198, !DIExpression(), !387)
    #dbg_value(i32 0, !198, !DIExpression(), !387)
  br label %178, !dbg !388

163:                                              ; preds = %166
  %164 = add nuw nsw i64 %157, 1, !dbg !389
    #dbg_value(i64 %164, !188, !DIExpression(), !369)
  %165 = icmp eq i64 %164, 21, !dbg !389
  br i1 %165, label %160, label %156, !dbg !370, !llvm.loop !390

166:                                              ; preds = %156, %166
  %167 = phi i64 [ 0, %156 ], [ %176, %166 ]
  %168 = phi i64 [ %158, %156 ], [ %175, %166 ]
    #dbg_value(i64 %167, !191, !DIExpression(), !384)
  %169 = load volatile i16, ptr %159, align 2, !dbg !391, !tbaa !254
    #dbg_value(i16 %169, !194, !DIExpression(), !392)
  %170 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %167, !dbg !391
  %171 = load volatile i16, ptr %170, align 2, !dbg !391, !tbaa !254
    #dbg_value(i16 %171, !197, !DIExpression(), !392)
  %172 = tail call fastcc signext i16 @op_max(i16 noundef signext %169, i16 noundef signext %171), !dbg !391
    #dbg_value(i16 %172, !257, !DIExpression(), !393)
  %173 = zext i16 %172 to i64, !dbg !395
    #dbg_value(i64 %173, !265, !DIExpression(), !396)
  %174 = xor i64 %168, %173, !dbg !398
  %175 = mul i64 %174, 1099511628211, !dbg !399
  %176 = add nuw nsw i64 %167, 1, !dbg !400
    #dbg_value(i64 %176, !191, !DIExpression(), !384)
  %177 = icmp eq i64 %176, 21, !dbg !400
  br i1 %177, label %163, label %166, !dbg !385, !llvm.loop !401

178:                                              ; preds = %160, %185
  %179 = phi i64 [ 0, %160 ], [ %186, %185 ]
  %180 = phi i64 [ 1469598103934665603, %160 ], [ %197, %185 ]
    #dbg_value(i64 %179, !198, !DIExpression(), !387)
  %181 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %179
    #dbg_value(i32 0, !201, !DIExpression(), !402)
  br label %188, !dbg !403

182:                                              ; preds = %185
  store i64 %197, ptr @h, align 8, !tbaa !243
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %197), !dbg !404
  %184 = load i64, ptr @h, align 8, !dbg !404, !tbaa !243
    #dbg_value(!DIArgList(i64 %8, i64 %184, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !237)
  store i64 1469598103934665603, ptr @h, align 8, !dbg !405, !tbaa !243
    #dbg_value(i32 0, !208, !DIExpression(), !406)
    #dbg_value(i32 0, !117, !DIExpression(), !237)
  br label %200, !dbg !407

185:                                              ; preds = %188
  %186 = add nuw nsw i64 %179, 1, !dbg !408
    #dbg_value(i64 %186, !198, !DIExpression(), !387)
  %187 = icmp eq i64 %186, 21, !dbg !408
  br i1 %187, label %182, label %178, !dbg !388, !llvm.loop !409

188:                                              ; preds = %178, %188
  %189 = phi i64 [ 0, %178 ], [ %198, %188 ]
  %190 = phi i64 [ %180, %178 ], [ %197, %188 ]
    #dbg_value(i64 %189, !201, !DIExpression(), !402)
  %191 = load volatile i16, ptr %181, align 2, !dbg !410, !tbaa !254
    #dbg_value(i16 %191, !204, !DIExpression(), !411)
  %192 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %189, !dbg !410
  %193 = load volatile i16, ptr %192, align 2, !dbg !410, !tbaa !254
    #dbg_value(i16 %193, !207, !DIExpression(), !411)
  %194 = tail call fastcc i32 @op_cmp(i16 noundef signext %191, i16 noundef signext %193), !dbg !410
  %195 = zext nneg i32 %194 to i64, !dbg !410
    #dbg_value(i64 %195, !257, !DIExpression(), !412)
    #dbg_value(i64 %195, !265, !DIExpression(), !414)
  %196 = xor i64 %190, %195, !dbg !416
  %197 = mul i64 %196, 1099511628211, !dbg !417
  %198 = add nuw nsw i64 %189, 1, !dbg !418
    #dbg_value(i64 %198, !201, !DIExpression(), !402)
  %199 = icmp eq i64 %198, 21, !dbg !418
  br i1 %199, label %185, label %188, !dbg !403, !llvm.loop !419

200:                                              ; preds = %182, %208
  %201 = phi i64 [ 0, %182 ], [ %209, %208 ]
  %202 = phi i32 [ 0, %182 ], [ %252, %208 ]
    #dbg_value(i32 %202, !117, !DIExpression(), !237)
    #dbg_value(i64 %201, !208, !DIExpression(), !406)
  %203 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %201
    #dbg_value(i32 %202, !117, !DIExpression(), !237)
    #dbg_value(i32 0, !210, !DIExpression(), !420)
  br label %211, !dbg !421

204:                                              ; preds = %208
  %205 = load i64, ptr @h, align 8, !dbg !422, !tbaa !243
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %205), !dbg !423
  %207 = load i64, ptr @h, align 8, !dbg !424, !tbaa !243
    #dbg_value(!DIArgList(i64 %8, i64 %207, i64 %184, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !237)
    #dbg_value(i32 0, !219, !DIExpression(), !425)
    #dbg_value(i32 0, !219, !DIExpression(), !425)
  br label %255, !dbg !426

208:                                              ; preds = %251
  %209 = add nuw nsw i64 %201, 1, !dbg !427
    #dbg_value(i32 %252, !117, !DIExpression(), !237)
    #dbg_value(i64 %209, !208, !DIExpression(), !406)
  %210 = icmp eq i64 %209, 21, !dbg !428
  br i1 %210, label %204, label %200, !dbg !407, !llvm.loop !429

211:                                              ; preds = %200, %251
  %212 = phi i64 [ 0, %200 ], [ %253, %251 ]
  %213 = phi i32 [ %202, %200 ], [ %252, %251 ]
    #dbg_value(i32 %213, !117, !DIExpression(), !237)
    #dbg_value(i64 %212, !210, !DIExpression(), !420)
  %214 = load volatile i16, ptr %203, align 2, !dbg !431, !tbaa !254
    #dbg_value(i16 %214, !213, !DIExpression(), !432)
  %215 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %212, !dbg !433
  %216 = load volatile i16, ptr %215, align 2, !dbg !433, !tbaa !254
    #dbg_value(i16 %216, !216, !DIExpression(), !432)
  %217 = icmp eq i16 %216, 0, !dbg !434
  br i1 %217, label %251, label %218, !dbg !436

218:                                              ; preds = %211
  %219 = icmp eq i16 %214, -32768, !dbg !437
  %220 = icmp eq i16 %216, -1
  %221 = and i1 %219, %220, !dbg !438
  br i1 %221, label %251, label %222, !dbg !438

222:                                              ; preds = %218
  %223 = tail call fastcc signext i16 @op_div(i16 noundef signext %214, i16 noundef signext %216), !dbg !439
    #dbg_value(i16 %223, !217, !DIExpression(), !432)
  %224 = tail call fastcc signext i16 @op_rem(i16 noundef signext %214, i16 noundef signext %216), !dbg !440
    #dbg_value(i16 %224, !218, !DIExpression(), !432)
    #dbg_value(i16 %223, !257, !DIExpression(), !441)
  %225 = zext i16 %223 to i64, !dbg !443
    #dbg_value(i64 %225, !265, !DIExpression(), !444)
  %226 = load i64, ptr @h, align 8, !dbg !446, !tbaa !243
  %227 = xor i64 %226, %225, !dbg !447
  %228 = mul i64 %227, 1099511628211, !dbg !448
    #dbg_value(i16 %224, !257, !DIExpression(), !449)
  %229 = zext i16 %224 to i64, !dbg !451
    #dbg_value(i64 %229, !265, !DIExpression(), !452)
  %230 = xor i64 %228, %229, !dbg !454
  %231 = mul i64 %230, 1099511628211, !dbg !455
  store i64 %231, ptr @h, align 8, !dbg !456, !tbaa !243
  %232 = tail call fastcc signext i16 @op_mul(i16 noundef signext %223, i16 noundef signext %216), !dbg !457
  %233 = add i16 %232, %224, !dbg !459
  %234 = icmp eq i16 %233, %214, !dbg !460
  br i1 %234, label %240, label %235, !dbg !461

235:                                              ; preds = %222
  %236 = add nsw i32 %213, 1, !dbg !462
    #dbg_value(i32 %236, !117, !DIExpression(), !237)
  %237 = sext i16 %214 to i64, !dbg !464
  %238 = sext i16 %216 to i64, !dbg !465
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %237, i64 noundef %238), !dbg !466
  br label %240, !dbg !467

240:                                              ; preds = %235, %222
  %241 = phi i32 [ %236, %235 ], [ %213, %222 ], !dbg !237
    #dbg_value(i32 %241, !117, !DIExpression(), !237)
  %242 = icmp eq i16 %224, 0, !dbg !468
  %243 = xor i16 %224, %214
  %244 = icmp sgt i16 %243, -1
  %245 = select i1 %242, i1 true, i1 %244, !dbg !470
  br i1 %245, label %251, label %246, !dbg !470

246:                                              ; preds = %240
  %247 = add nsw i32 %241, 1, !dbg !471
    #dbg_value(i32 %247, !117, !DIExpression(), !237)
  %248 = sext i16 %214 to i64, !dbg !473
  %249 = sext i16 %216 to i64, !dbg !474
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %248, i64 noundef %249), !dbg !475
  br label %251, !dbg !476

251:                                              ; preds = %240, %246, %211, %218
  %252 = phi i32 [ %213, %218 ], [ %213, %211 ], [ %247, %246 ], [ %241, %240 ], !dbg !237
    #dbg_value(i32 %252, !117, !DIExpression(), !237)
  %253 = add nuw nsw i64 %212, 1, !dbg !477
    #dbg_value(i64 %253, !210, !DIExpression(), !420)
  %254 = icmp eq i64 %253, 21, !dbg !478
  br i1 %254, label %208, label %211, !dbg !421, !llvm.loop !479

255:                                              ; preds = %204, %316
  %256 = phi i64 [ 0, %204 ], [ %317, %316 ]
  %257 = phi i64 [ 1469598103934665603, %204 ], [ %334, %316 ]
    #dbg_value(i64 %256, !219, !DIExpression(), !425)
  %258 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %256
    #dbg_value(i32 0, !221, !DIExpression(), !481)
  br label %319, !dbg !482

259:                                              ; preds = %316
  store i64 %334, ptr @h, align 8, !tbaa !243
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %334), !dbg !483
  %261 = load i64, ptr @h, align 8, !dbg !484, !tbaa !243
    #dbg_value(!DIArgList(i64 %8, i64 %261, i64 %207, i64 %184, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !237)
    #dbg_value(i32 0, !227, !DIExpression(), !485)
    #dbg_value(i64 0, !227, !DIExpression(), !485)
  %262 = load volatile i16, ptr @vals, align 16, !dbg !486, !tbaa !254
    #dbg_value(i16 %262, !229, !DIExpression(), !487)
  %263 = sext i16 %262 to i64, !dbg !488
  %264 = tail call fastcc signext i16 @op_shl(i16 noundef signext %262, i32 noundef 15), !dbg !489
    #dbg_value(i16 %264, !257, !DIExpression(), !490)
  %265 = zext i16 %264 to i64, !dbg !492
  %266 = tail call fastcc signext i16 @op_lshr(i16 noundef signext %262, i32 noundef 15), !dbg !493
    #dbg_value(i16 %266, !257, !DIExpression(), !494)
  %267 = zext i16 %266 to i64, !dbg !496
  %268 = tail call fastcc signext i16 @op_ashr(i16 noundef signext %262, i32 noundef 15), !dbg !497
  %269 = sext i16 %268 to i64, !dbg !498
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %263, i32 noundef 15, i64 noundef %265, i32 noundef 15, i64 noundef %267, i32 noundef 15, i64 noundef %269), !dbg !499
    #dbg_value(i64 4, !227, !DIExpression(), !485)
  %271 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 8), align 8, !dbg !486, !tbaa !254
    #dbg_value(i16 %271, !229, !DIExpression(), !487)
  %272 = sext i16 %271 to i64, !dbg !488
  %273 = tail call fastcc signext i16 @op_shl(i16 noundef signext %271, i32 noundef 15), !dbg !489
    #dbg_value(i16 %273, !257, !DIExpression(), !490)
  %274 = zext i16 %273 to i64, !dbg !492
  %275 = tail call fastcc signext i16 @op_lshr(i16 noundef signext %271, i32 noundef 15), !dbg !493
    #dbg_value(i16 %275, !257, !DIExpression(), !494)
  %276 = zext i16 %275 to i64, !dbg !496
  %277 = tail call fastcc signext i16 @op_ashr(i16 noundef signext %271, i32 noundef 15), !dbg !497
  %278 = sext i16 %277 to i64, !dbg !498
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %272, i32 noundef 15, i64 noundef %274, i32 noundef 15, i64 noundef %276, i32 noundef 15, i64 noundef %278), !dbg !499
    #dbg_value(i64 8, !227, !DIExpression(), !485)
  %280 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 16, !dbg !486, !tbaa !254
    #dbg_value(i16 %280, !229, !DIExpression(), !487)
  %281 = sext i16 %280 to i64, !dbg !488
  %282 = tail call fastcc signext i16 @op_shl(i16 noundef signext %280, i32 noundef 15), !dbg !489
    #dbg_value(i16 %282, !257, !DIExpression(), !490)
  %283 = zext i16 %282 to i64, !dbg !492
  %284 = tail call fastcc signext i16 @op_lshr(i16 noundef signext %280, i32 noundef 15), !dbg !493
    #dbg_value(i16 %284, !257, !DIExpression(), !494)
  %285 = zext i16 %284 to i64, !dbg !496
  %286 = tail call fastcc signext i16 @op_ashr(i16 noundef signext %280, i32 noundef 15), !dbg !497
  %287 = sext i16 %286 to i64, !dbg !498
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %281, i32 noundef 15, i64 noundef %283, i32 noundef 15, i64 noundef %285, i32 noundef 15, i64 noundef %287), !dbg !499
    #dbg_value(i64 12, !227, !DIExpression(), !485)
  %289 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 24), align 8, !dbg !486, !tbaa !254
    #dbg_value(i16 %289, !229, !DIExpression(), !487)
  %290 = sext i16 %289 to i64, !dbg !488
  %291 = tail call fastcc signext i16 @op_shl(i16 noundef signext %289, i32 noundef 15), !dbg !489
    #dbg_value(i16 %291, !257, !DIExpression(), !490)
  %292 = zext i16 %291 to i64, !dbg !492
  %293 = tail call fastcc signext i16 @op_lshr(i16 noundef signext %289, i32 noundef 15), !dbg !493
    #dbg_value(i16 %293, !257, !DIExpression(), !494)
  %294 = zext i16 %293 to i64, !dbg !496
  %295 = tail call fastcc signext i16 @op_ashr(i16 noundef signext %289, i32 noundef 15), !dbg !497
  %296 = sext i16 %295 to i64, !dbg !498
  %297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %290, i32 noundef 15, i64 noundef %292, i32 noundef 15, i64 noundef %294, i32 noundef 15, i64 noundef %296), !dbg !499
    #dbg_value(i64 16, !227, !DIExpression(), !485)
  %298 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 16, !dbg !486, !tbaa !254
    #dbg_value(i16 %298, !229, !DIExpression(), !487)
  %299 = sext i16 %298 to i64, !dbg !488
  %300 = tail call fastcc signext i16 @op_shl(i16 noundef signext %298, i32 noundef 15), !dbg !489
    #dbg_value(i16 %300, !257, !DIExpression(), !490)
  %301 = zext i16 %300 to i64, !dbg !492
  %302 = tail call fastcc signext i16 @op_lshr(i16 noundef signext %298, i32 noundef 15), !dbg !493
    #dbg_value(i16 %302, !257, !DIExpression(), !494)
  %303 = zext i16 %302 to i64, !dbg !496
  %304 = tail call fastcc signext i16 @op_ashr(i16 noundef signext %298, i32 noundef 15), !dbg !497
  %305 = sext i16 %304 to i64, !dbg !498
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %299, i32 noundef 15, i64 noundef %301, i32 noundef 15, i64 noundef %303, i32 noundef 15, i64 noundef %305), !dbg !499
    #dbg_value(i64 20, !227, !DIExpression(), !485)
  %307 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 40), align 8, !dbg !486, !tbaa !254
    #dbg_value(i16 %307, !229, !DIExpression(), !487)
  %308 = sext i16 %307 to i64, !dbg !488
  %309 = tail call fastcc signext i16 @op_shl(i16 noundef signext %307, i32 noundef 15), !dbg !489
    #dbg_value(i16 %309, !257, !DIExpression(), !490)
  %310 = zext i16 %309 to i64, !dbg !492
  %311 = tail call fastcc signext i16 @op_lshr(i16 noundef signext %307, i32 noundef 15), !dbg !493
    #dbg_value(i16 %311, !257, !DIExpression(), !494)
  %312 = zext i16 %311 to i64, !dbg !496
  %313 = tail call fastcc signext i16 @op_ashr(i16 noundef signext %307, i32 noundef 15), !dbg !497
  %314 = sext i16 %313 to i64, !dbg !498
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %308, i32 noundef 15, i64 noundef %310, i32 noundef 15, i64 noundef %312, i32 noundef 15, i64 noundef %314), !dbg !499
    #dbg_value(i64 24, !227, !DIExpression(), !485)
  br label %353, !dbg !500

316:                                              ; preds = %319
  %317 = add nuw nsw i64 %256, 1, !dbg !501
    #dbg_value(i64 %317, !219, !DIExpression(), !425)
  %318 = icmp eq i64 %317, 21, !dbg !502
  br i1 %318, label %259, label %255, !dbg !426, !llvm.loop !503

319:                                              ; preds = %255, %319
  %320 = phi i32 [ 0, %255 ], [ %335, %319 ]
  %321 = phi i64 [ %257, %255 ], [ %334, %319 ]
    #dbg_value(i32 %320, !221, !DIExpression(), !481)
  %322 = load volatile i16, ptr %258, align 2, !dbg !505, !tbaa !254
    #dbg_value(i16 %322, !224, !DIExpression(), !506)
  %323 = tail call fastcc signext i16 @op_shl(i16 noundef signext %322, i32 noundef %320), !dbg !507
    #dbg_value(i16 %323, !257, !DIExpression(), !508)
  %324 = zext i16 %323 to i64, !dbg !510
    #dbg_value(i64 %324, !265, !DIExpression(), !511)
  %325 = xor i64 %321, %324, !dbg !513
  %326 = mul i64 %325, 1099511628211, !dbg !514
  %327 = tail call fastcc signext i16 @op_lshr(i16 noundef signext %322, i32 noundef %320), !dbg !515
    #dbg_value(i16 %327, !257, !DIExpression(), !516)
  %328 = zext i16 %327 to i64, !dbg !518
    #dbg_value(i64 %328, !265, !DIExpression(), !519)
  %329 = xor i64 %326, %328, !dbg !521
  %330 = mul i64 %329, 1099511628211, !dbg !522
  %331 = tail call fastcc signext i16 @op_ashr(i16 noundef signext %322, i32 noundef %320), !dbg !523
    #dbg_value(i16 %331, !257, !DIExpression(), !524)
  %332 = zext i16 %331 to i64, !dbg !526
    #dbg_value(i64 %332, !265, !DIExpression(), !527)
  %333 = xor i64 %330, %332, !dbg !529
  %334 = mul i64 %333, 1099511628211, !dbg !530
  %335 = add nuw nsw i32 %320, 1, !dbg !531
    #dbg_value(i32 %335, !221, !DIExpression(), !481)
  %336 = icmp eq i32 %335, 16, !dbg !532
  br i1 %336, label %316, label %319, !dbg !482, !llvm.loop !533

337:                                              ; preds = %397
  %338 = xor i64 %30, %8, !dbg !278
    #dbg_value(i64 %338, !116, !DIExpression(), !237)
  %339 = xor i64 %338, %52, !dbg !296
    #dbg_value(i64 %339, !116, !DIExpression(), !237)
  %340 = xor i64 %339, %74, !dbg !314
    #dbg_value(i64 %340, !116, !DIExpression(), !237)
  %341 = xor i64 %340, %96, !dbg !332
    #dbg_value(i64 %341, !116, !DIExpression(), !237)
  %342 = xor i64 %341, %118, !dbg !350
    #dbg_value(i64 %342, !116, !DIExpression(), !237)
  %343 = xor i64 %342, %140, !dbg !368
    #dbg_value(i64 %343, !116, !DIExpression(), !237)
  %344 = xor i64 %343, %162, !dbg !386
    #dbg_value(i64 %344, !116, !DIExpression(), !237)
  %345 = xor i64 %344, %184, !dbg !404
    #dbg_value(i64 %345, !116, !DIExpression(), !237)
  %346 = xor i64 %345, %207, !dbg !535
    #dbg_value(i64 %346, !116, !DIExpression(), !237)
  %347 = xor i64 %346, %261, !dbg !536
    #dbg_value(i64 %347, !116, !DIExpression(), !237)
  %348 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %347, i32 noundef %398), !dbg !537
  %349 = icmp eq i32 %398, 0, !dbg !538
  %350 = trunc i64 %347 to i32, !dbg !538
  %351 = and i32 %350, 63, !dbg !538
  %352 = select i1 %349, i32 %351, i32 100, !dbg !538
  ret i32 %352, !dbg !539

353:                                              ; preds = %259, %397
  %354 = phi i64 [ 0, %259 ], [ %399, %397 ]
  %355 = phi i32 [ %252, %259 ], [ %398, %397 ]
    #dbg_value(i64 %354, !232, !DIExpression(), !540)
    #dbg_value(i32 %355, !117, !DIExpression(), !237)
  %356 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %354, !dbg !541
  %357 = load volatile i16, ptr %356, align 2, !dbg !541, !tbaa !254
    #dbg_value(i16 %357, !234, !DIExpression(), !542)
  %358 = sext i16 %357 to i64, !dbg !543
  %359 = tail call fastcc signext i16 @op_neg(i16 noundef signext %357), !dbg !544
    #dbg_value(i16 %359, !257, !DIExpression(), !545)
  %360 = zext i16 %359 to i64, !dbg !547
  %361 = tail call fastcc signext i16 @op_not(i16 noundef signext %357), !dbg !548
    #dbg_value(i16 %361, !257, !DIExpression(), !549)
  %362 = zext i16 %361 to i64, !dbg !551
  %363 = tail call fastcc signext i16 @op_abs(i16 noundef signext %357), !dbg !552
    #dbg_value(i16 %363, !257, !DIExpression(), !553)
  %364 = zext i16 %363 to i64, !dbg !555
  %365 = tail call fastcc signext i16 @div3(i16 noundef signext %357), !dbg !556
  %366 = sext i16 %365 to i64, !dbg !557
  %367 = tail call fastcc signext i16 @div7(i16 noundef signext %357), !dbg !558
  %368 = sext i16 %367 to i64, !dbg !559
  %369 = tail call fastcc signext i16 @div10(i16 noundef signext %357), !dbg !560
  %370 = sext i16 %369 to i64, !dbg !561
  %371 = tail call fastcc signext i16 @rem10(i16 noundef signext %357), !dbg !562
  %372 = sext i16 %371 to i64, !dbg !563
  %373 = tail call fastcc signext i16 @div16(i16 noundef signext %357), !dbg !564
  %374 = sext i16 %373 to i64, !dbg !565
  %375 = tail call fastcc signext i16 @rem16(i16 noundef signext %357), !dbg !566
  %376 = sext i16 %375 to i64, !dbg !567
  %377 = tail call fastcc signext i16 @divm5(i16 noundef signext %357), !dbg !568
  %378 = sext i16 %377 to i64, !dbg !569
  %379 = tail call fastcc signext i16 @divmax(i16 noundef signext %357), !dbg !570
  %380 = sext i16 %379 to i64, !dbg !571
  %381 = sitofp i16 %357 to double, !dbg !572
  %382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %358, i64 noundef %360, i64 noundef %362, i64 noundef %364, i64 noundef %366, i64 noundef %368, i64 noundef %370, i64 noundef %372, i64 noundef %374, i64 noundef %376, i64 noundef %378, i64 noundef %380, double noundef %381, double noundef %381), !dbg !573
  %383 = tail call fastcc signext i16 @op_div(i16 noundef signext %357, i16 noundef signext 10), !dbg !574
  %384 = icmp eq i16 %369, %383, !dbg !576
  br i1 %384, label %385, label %394, !dbg !577

385:                                              ; preds = %353
  %386 = tail call fastcc signext i16 @op_rem(i16 noundef signext %357, i16 noundef signext 10), !dbg !578
  %387 = icmp eq i16 %371, %386, !dbg !579
  br i1 %387, label %388, label %394, !dbg !580

388:                                              ; preds = %385
  %389 = tail call fastcc signext i16 @op_div(i16 noundef signext %357, i16 noundef signext 7), !dbg !581
  %390 = icmp eq i16 %367, %389, !dbg !582
  br i1 %390, label %391, label %394, !dbg !583

391:                                              ; preds = %388
  %392 = tail call fastcc signext i16 @op_div(i16 noundef signext %357, i16 noundef signext 16), !dbg !584
  %393 = icmp eq i16 %373, %392, !dbg !585
  br i1 %393, label %397, label %394, !dbg !586

394:                                              ; preds = %391, %388, %385, %353
  %395 = add nsw i32 %355, 1, !dbg !587
    #dbg_value(i32 %395, !117, !DIExpression(), !237)
  %396 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !589
  br label %397, !dbg !590

397:                                              ; preds = %394, %391
  %398 = phi i32 [ %395, %394 ], [ %355, %391 ], !dbg !237
    #dbg_value(i32 %398, !117, !DIExpression(), !237)
  %399 = add nuw nsw i64 %354, 1, !dbg !591
    #dbg_value(i64 %399, !232, !DIExpression(), !540)
  %400 = icmp eq i64 %399, 21, !dbg !592
  br i1 %400, label %337, label %353, !dbg !500, !llvm.loop !593
}

; Function Attrs: nofree nounwind
declare !dbg !595 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @op_add(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 !dbg !602 {
    #dbg_value(i16 %0, !606, !DIExpression(), !608)
    #dbg_value(i16 %1, !607, !DIExpression(), !608)
  %3 = add i16 %1, %0, !dbg !609
  ret i16 %3, !dbg !610
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @op_sub(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 !dbg !611 {
    #dbg_value(i16 %0, !613, !DIExpression(), !615)
    #dbg_value(i16 %1, !614, !DIExpression(), !615)
  %3 = sub i16 %0, %1, !dbg !616
  ret i16 %3, !dbg !617
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @op_mul(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 !dbg !618 {
    #dbg_value(i16 %0, !620, !DIExpression(), !622)
    #dbg_value(i16 %1, !621, !DIExpression(), !622)
  %3 = mul i16 %1, %0, !dbg !623
  ret i16 %3, !dbg !624
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @op_and(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 !dbg !625 {
    #dbg_value(i16 %0, !627, !DIExpression(), !629)
    #dbg_value(i16 %1, !628, !DIExpression(), !629)
  %3 = and i16 %1, %0, !dbg !630
  ret i16 %3, !dbg !631
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @op_or(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 !dbg !632 {
    #dbg_value(i16 %0, !634, !DIExpression(), !636)
    #dbg_value(i16 %1, !635, !DIExpression(), !636)
  %3 = or i16 %1, %0, !dbg !637
  ret i16 %3, !dbg !638
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @op_xor(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 !dbg !639 {
    #dbg_value(i16 %0, !641, !DIExpression(), !643)
    #dbg_value(i16 %1, !642, !DIExpression(), !643)
  %3 = xor i16 %1, %0, !dbg !644
  ret i16 %3, !dbg !645
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @op_min(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 !dbg !646 {
    #dbg_value(i16 %0, !648, !DIExpression(), !650)
    #dbg_value(i16 %1, !649, !DIExpression(), !650)
  %3 = tail call i16 @llvm.smin.i16(i16 %0, i16 %1), !dbg !651
  ret i16 %3, !dbg !652
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @op_max(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 !dbg !653 {
    #dbg_value(i16 %0, !655, !DIExpression(), !657)
    #dbg_value(i16 %1, !656, !DIExpression(), !657)
  %3 = tail call i16 @llvm.smax.i16(i16 %0, i16 %1), !dbg !658
  ret i16 %3, !dbg !659
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 !dbg !660 {
    #dbg_value(i16 %0, !664, !DIExpression(), !666)
    #dbg_value(i16 %1, !665, !DIExpression(), !666)
  %3 = icmp eq i16 %0, %1, !dbg !667
  %4 = zext i1 %3 to i32, !dbg !667
  %5 = select i1 %3, i32 0, i32 2, !dbg !668
  %6 = icmp slt i16 %0, %1, !dbg !669
  %7 = select i1 %6, i32 4, i32 0, !dbg !670
  %8 = icmp sgt i16 %0, %1, !dbg !671
  %9 = select i1 %8, i32 0, i32 8, !dbg !672
  %10 = select i1 %8, i32 16, i32 0, !dbg !673
  %11 = select i1 %6, i32 0, i32 32, !dbg !674
  %12 = icmp ult i16 %0, %1, !dbg !675
  %13 = select i1 %12, i32 64, i32 0, !dbg !676
  %14 = select i1 %12, i32 0, i32 128, !dbg !677
  %15 = icmp eq i16 %0, 0, !dbg !678
  %16 = select i1 %15, i32 256, i32 0, !dbg !679
  %17 = icmp eq i16 %1, 0, !dbg !680
  %18 = select i1 %17, i32 0, i32 512, !dbg !681
  %19 = or disjoint i32 %16, %4, !dbg !682
  %20 = or disjoint i32 %19, %5, !dbg !683
  %21 = or disjoint i32 %20, %7, !dbg !684
  %22 = or disjoint i32 %21, %9, !dbg !685
  %23 = or disjoint i32 %22, %10, !dbg !686
  %24 = or i32 %23, %11, !dbg !687
  %25 = or i32 %24, %13, !dbg !688
  %26 = or i32 %25, %14, !dbg !689
  %27 = or i32 %26, %18, !dbg !690
  ret i32 %27, !dbg !691
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @op_div(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 !dbg !692 {
    #dbg_value(i16 %0, !694, !DIExpression(), !696)
    #dbg_value(i16 %1, !695, !DIExpression(), !696)
  %3 = sext i16 %0 to i32, !dbg !697
  %4 = sext i16 %1 to i32, !dbg !698
  %5 = sdiv i32 %3, %4, !dbg !699
  %6 = trunc i32 %5 to i16, !dbg !700
  ret i16 %6, !dbg !701
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext range(i16 -32767, -32768) i16 @op_rem(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 !dbg !702 {
    #dbg_value(i16 %0, !704, !DIExpression(), !706)
    #dbg_value(i16 %1, !705, !DIExpression(), !706)
  %3 = sext i16 %0 to i32, !dbg !707
  %4 = sext i16 %1 to i32, !dbg !708
  %5 = srem i32 %3, %4, !dbg !709
  %6 = trunc nsw i32 %5 to i16, !dbg !710
  ret i16 %6, !dbg !711
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i16 @op_shl(i16 noundef signext %0, i32 noundef %1) unnamed_addr #2 !dbg !712 {
    #dbg_value(i16 %0, !716, !DIExpression(), !718)
    #dbg_value(i32 %1, !717, !DIExpression(), !718)
  %3 = zext i16 %0 to i32, !dbg !719
  %4 = shl nuw nsw i32 %3, %1, !dbg !720
  %5 = trunc i32 %4 to i16, !dbg !721
  ret i16 %5, !dbg !722
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i16 @op_lshr(i16 noundef signext %0, i32 noundef %1) unnamed_addr #2 !dbg !723 {
    #dbg_value(i16 %0, !725, !DIExpression(), !727)
    #dbg_value(i32 %1, !726, !DIExpression(), !727)
  %3 = zext i16 %0 to i32, !dbg !728
  %4 = lshr i32 %3, %1, !dbg !729
  %5 = trunc nuw i32 %4 to i16, !dbg !730
  ret i16 %5, !dbg !731
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i16 @op_ashr(i16 noundef signext %0, i32 noundef %1) unnamed_addr #2 !dbg !732 {
    #dbg_value(i16 %0, !734, !DIExpression(), !736)
    #dbg_value(i32 %1, !735, !DIExpression(), !736)
  %3 = sext i16 %0 to i32, !dbg !737
  %4 = ashr i32 %3, %1, !dbg !738
  %5 = trunc nsw i32 %4 to i16, !dbg !739
  ret i16 %5, !dbg !740
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @op_neg(i16 noundef signext %0) unnamed_addr #2 !dbg !741 {
    #dbg_value(i16 %0, !745, !DIExpression(), !746)
  %2 = sub i16 0, %0, !dbg !747
  ret i16 %2, !dbg !748
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @op_not(i16 noundef signext %0) unnamed_addr #2 !dbg !749 {
    #dbg_value(i16 %0, !751, !DIExpression(), !752)
  %2 = xor i16 %0, -1, !dbg !753
  ret i16 %2, !dbg !754
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @op_abs(i16 noundef signext %0) unnamed_addr #2 !dbg !755 {
    #dbg_value(i16 %0, !757, !DIExpression(), !758)
  %2 = icmp slt i16 %0, 0, !dbg !759
  br i1 %2, label %3, label %5, !dbg !760

3:                                                ; preds = %1
  %4 = tail call fastcc signext i16 @op_neg(i16 noundef signext %0), !dbg !761
  br label %5, !dbg !760

5:                                                ; preds = %1, %3
  %6 = phi i16 [ %4, %3 ], [ %0, %1 ]
  ret i16 %6, !dbg !762
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i16 -10922, 10923) i16 @div3(i16 noundef signext %0) unnamed_addr #2 !dbg !763 {
    #dbg_value(i16 %0, !765, !DIExpression(), !766)
  %2 = sdiv i16 %0, 3, !dbg !767
  ret i16 %2, !dbg !768
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i16 -4681, 4682) i16 @div7(i16 noundef signext %0) unnamed_addr #2 !dbg !769 {
    #dbg_value(i16 %0, !771, !DIExpression(), !772)
  %2 = sdiv i16 %0, 7, !dbg !773
  ret i16 %2, !dbg !774
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i16 -3276, 3277) i16 @div10(i16 noundef signext %0) unnamed_addr #2 !dbg !775 {
    #dbg_value(i16 %0, !777, !DIExpression(), !778)
  %2 = sdiv i16 %0, 10, !dbg !779
  ret i16 %2, !dbg !780
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i16 -9, 10) i16 @rem10(i16 noundef signext %0) unnamed_addr #2 !dbg !781 {
    #dbg_value(i16 %0, !783, !DIExpression(), !784)
  %2 = srem i16 %0, 10, !dbg !785
  ret i16 %2, !dbg !786
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i16 -2048, 2048) i16 @div16(i16 noundef signext %0) unnamed_addr #2 !dbg !787 {
    #dbg_value(i16 %0, !789, !DIExpression(), !790)
  %2 = sdiv i16 %0, 16, !dbg !791
  ret i16 %2, !dbg !792
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i16 -15, 16) i16 @rem16(i16 noundef signext %0) unnamed_addr #2 !dbg !793 {
    #dbg_value(i16 %0, !795, !DIExpression(), !796)
  %2 = srem i16 %0, 16, !dbg !797
  ret i16 %2, !dbg !798
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i16 -6553, 6554) i16 @divm5(i16 noundef signext %0) unnamed_addr #2 !dbg !799 {
    #dbg_value(i16 %0, !801, !DIExpression(), !802)
  %2 = sdiv i16 %0, -5, !dbg !803
  ret i16 %2, !dbg !804
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i16 -1, 2) i16 @divmax(i16 noundef signext %0) unnamed_addr #2 !dbg !805 {
    #dbg_value(i16 %0, !807, !DIExpression(), !808)
  %2 = sdiv i16 %0, 32767, !dbg !809
  ret i16 %2, !dbg !810
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!104, !105, !106, !107, !108, !109, !110}
!llvm.ident = !{!111}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/ops_matrix_i16.c", directory: ".", checksumkind: CSK_MD5, checksum: "d8bd9201565cc9edd2fb6cac73478161")
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
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !34, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16, !17, !18, !24, !25, !27, !28, !29}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !2, line: 9, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !20, line: 25, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !22, line: 39, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!23 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!24 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "WU", file: !2, line: 11, baseType: !26)
!26 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!27 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!28 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "U", file: !2, line: 10, baseType: !30)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !31, line: 25, baseType: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !22, line: 40, baseType: !33)
!33 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!34 = !{!0, !7, !35, !40, !45, !47, !49, !51, !56, !58, !60, !62, !64, !69, !74, !79, !81, !83, !88, !93, !12, !98}
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
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !3, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 984, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 123)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 20)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !95, isLocal: true, isDefinition: true)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 22)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(name: "vals", scope: !14, file: !2, line: 17, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 336, elements: !102)
!101 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !18)
!102 = !{!103}
!103 = !DISubrange(count: 21)
!104 = !{i32 7, !"Dwarf Version", i32 5}
!105 = !{i32 2, !"Debug Info Version", i32 3}
!106 = !{i32 1, !"wchar_size", i32 4}
!107 = !{i32 8, !"PIC Level", i32 2}
!108 = !{i32 7, !"PIE Level", i32 2}
!109 = !{i32 7, !"uwtable", i32 2}
!110 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!111 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!112 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 65, type: !113, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!16}
!115 = !{!116, !117, !118, !121, !124, !127, !128, !131, !134, !137, !138, !141, !144, !147, !148, !151, !154, !157, !158, !161, !164, !167, !168, !171, !174, !177, !178, !181, !184, !187, !188, !191, !194, !197, !198, !201, !204, !207, !208, !210, !213, !216, !217, !218, !219, !221, !224, !227, !229, !232, !234}
!116 = !DILocalVariable(name: "total", scope: !112, file: !2, line: 66, type: !24)
!117 = !DILocalVariable(name: "bad", scope: !112, file: !2, line: 67, type: !16)
!118 = !DILocalVariable(name: "i", scope: !119, file: !2, line: 70, type: !16)
!119 = distinct !DILexicalBlock(scope: !120, file: !2, line: 70, column: 5)
!120 = distinct !DILexicalBlock(scope: !112, file: !2, line: 70, column: 5)
!121 = !DILocalVariable(name: "j", scope: !122, file: !2, line: 70, type: !16)
!122 = distinct !DILexicalBlock(scope: !123, file: !2, line: 70, column: 5)
!123 = distinct !DILexicalBlock(scope: !119, file: !2, line: 70, column: 5)
!124 = !DILocalVariable(name: "a", scope: !125, file: !2, line: 70, type: !18)
!125 = distinct !DILexicalBlock(scope: !126, file: !2, line: 70, column: 5)
!126 = distinct !DILexicalBlock(scope: !122, file: !2, line: 70, column: 5)
!127 = !DILocalVariable(name: "b", scope: !125, file: !2, line: 70, type: !18)
!128 = !DILocalVariable(name: "i", scope: !129, file: !2, line: 71, type: !16)
!129 = distinct !DILexicalBlock(scope: !130, file: !2, line: 71, column: 5)
!130 = distinct !DILexicalBlock(scope: !112, file: !2, line: 71, column: 5)
!131 = !DILocalVariable(name: "j", scope: !132, file: !2, line: 71, type: !16)
!132 = distinct !DILexicalBlock(scope: !133, file: !2, line: 71, column: 5)
!133 = distinct !DILexicalBlock(scope: !129, file: !2, line: 71, column: 5)
!134 = !DILocalVariable(name: "a", scope: !135, file: !2, line: 71, type: !18)
!135 = distinct !DILexicalBlock(scope: !136, file: !2, line: 71, column: 5)
!136 = distinct !DILexicalBlock(scope: !132, file: !2, line: 71, column: 5)
!137 = !DILocalVariable(name: "b", scope: !135, file: !2, line: 71, type: !18)
!138 = !DILocalVariable(name: "i", scope: !139, file: !2, line: 72, type: !16)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 72, column: 5)
!140 = distinct !DILexicalBlock(scope: !112, file: !2, line: 72, column: 5)
!141 = !DILocalVariable(name: "j", scope: !142, file: !2, line: 72, type: !16)
!142 = distinct !DILexicalBlock(scope: !143, file: !2, line: 72, column: 5)
!143 = distinct !DILexicalBlock(scope: !139, file: !2, line: 72, column: 5)
!144 = !DILocalVariable(name: "a", scope: !145, file: !2, line: 72, type: !18)
!145 = distinct !DILexicalBlock(scope: !146, file: !2, line: 72, column: 5)
!146 = distinct !DILexicalBlock(scope: !142, file: !2, line: 72, column: 5)
!147 = !DILocalVariable(name: "b", scope: !145, file: !2, line: 72, type: !18)
!148 = !DILocalVariable(name: "i", scope: !149, file: !2, line: 73, type: !16)
!149 = distinct !DILexicalBlock(scope: !150, file: !2, line: 73, column: 5)
!150 = distinct !DILexicalBlock(scope: !112, file: !2, line: 73, column: 5)
!151 = !DILocalVariable(name: "j", scope: !152, file: !2, line: 73, type: !16)
!152 = distinct !DILexicalBlock(scope: !153, file: !2, line: 73, column: 5)
!153 = distinct !DILexicalBlock(scope: !149, file: !2, line: 73, column: 5)
!154 = !DILocalVariable(name: "a", scope: !155, file: !2, line: 73, type: !18)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 73, column: 5)
!156 = distinct !DILexicalBlock(scope: !152, file: !2, line: 73, column: 5)
!157 = !DILocalVariable(name: "b", scope: !155, file: !2, line: 73, type: !18)
!158 = !DILocalVariable(name: "i", scope: !159, file: !2, line: 74, type: !16)
!159 = distinct !DILexicalBlock(scope: !160, file: !2, line: 74, column: 5)
!160 = distinct !DILexicalBlock(scope: !112, file: !2, line: 74, column: 5)
!161 = !DILocalVariable(name: "j", scope: !162, file: !2, line: 74, type: !16)
!162 = distinct !DILexicalBlock(scope: !163, file: !2, line: 74, column: 5)
!163 = distinct !DILexicalBlock(scope: !159, file: !2, line: 74, column: 5)
!164 = !DILocalVariable(name: "a", scope: !165, file: !2, line: 74, type: !18)
!165 = distinct !DILexicalBlock(scope: !166, file: !2, line: 74, column: 5)
!166 = distinct !DILexicalBlock(scope: !162, file: !2, line: 74, column: 5)
!167 = !DILocalVariable(name: "b", scope: !165, file: !2, line: 74, type: !18)
!168 = !DILocalVariable(name: "i", scope: !169, file: !2, line: 75, type: !16)
!169 = distinct !DILexicalBlock(scope: !170, file: !2, line: 75, column: 5)
!170 = distinct !DILexicalBlock(scope: !112, file: !2, line: 75, column: 5)
!171 = !DILocalVariable(name: "j", scope: !172, file: !2, line: 75, type: !16)
!172 = distinct !DILexicalBlock(scope: !173, file: !2, line: 75, column: 5)
!173 = distinct !DILexicalBlock(scope: !169, file: !2, line: 75, column: 5)
!174 = !DILocalVariable(name: "a", scope: !175, file: !2, line: 75, type: !18)
!175 = distinct !DILexicalBlock(scope: !176, file: !2, line: 75, column: 5)
!176 = distinct !DILexicalBlock(scope: !172, file: !2, line: 75, column: 5)
!177 = !DILocalVariable(name: "b", scope: !175, file: !2, line: 75, type: !18)
!178 = !DILocalVariable(name: "i", scope: !179, file: !2, line: 76, type: !16)
!179 = distinct !DILexicalBlock(scope: !180, file: !2, line: 76, column: 5)
!180 = distinct !DILexicalBlock(scope: !112, file: !2, line: 76, column: 5)
!181 = !DILocalVariable(name: "j", scope: !182, file: !2, line: 76, type: !16)
!182 = distinct !DILexicalBlock(scope: !183, file: !2, line: 76, column: 5)
!183 = distinct !DILexicalBlock(scope: !179, file: !2, line: 76, column: 5)
!184 = !DILocalVariable(name: "a", scope: !185, file: !2, line: 76, type: !18)
!185 = distinct !DILexicalBlock(scope: !186, file: !2, line: 76, column: 5)
!186 = distinct !DILexicalBlock(scope: !182, file: !2, line: 76, column: 5)
!187 = !DILocalVariable(name: "b", scope: !185, file: !2, line: 76, type: !18)
!188 = !DILocalVariable(name: "i", scope: !189, file: !2, line: 77, type: !16)
!189 = distinct !DILexicalBlock(scope: !190, file: !2, line: 77, column: 5)
!190 = distinct !DILexicalBlock(scope: !112, file: !2, line: 77, column: 5)
!191 = !DILocalVariable(name: "j", scope: !192, file: !2, line: 77, type: !16)
!192 = distinct !DILexicalBlock(scope: !193, file: !2, line: 77, column: 5)
!193 = distinct !DILexicalBlock(scope: !189, file: !2, line: 77, column: 5)
!194 = !DILocalVariable(name: "a", scope: !195, file: !2, line: 77, type: !18)
!195 = distinct !DILexicalBlock(scope: !196, file: !2, line: 77, column: 5)
!196 = distinct !DILexicalBlock(scope: !192, file: !2, line: 77, column: 5)
!197 = !DILocalVariable(name: "b", scope: !195, file: !2, line: 77, type: !18)
!198 = !DILocalVariable(name: "i", scope: !199, file: !2, line: 78, type: !16)
!199 = distinct !DILexicalBlock(scope: !200, file: !2, line: 78, column: 5)
!200 = distinct !DILexicalBlock(scope: !112, file: !2, line: 78, column: 5)
!201 = !DILocalVariable(name: "j", scope: !202, file: !2, line: 78, type: !16)
!202 = distinct !DILexicalBlock(scope: !203, file: !2, line: 78, column: 5)
!203 = distinct !DILexicalBlock(scope: !199, file: !2, line: 78, column: 5)
!204 = !DILocalVariable(name: "a", scope: !205, file: !2, line: 78, type: !18)
!205 = distinct !DILexicalBlock(scope: !206, file: !2, line: 78, column: 5)
!206 = distinct !DILexicalBlock(scope: !202, file: !2, line: 78, column: 5)
!207 = !DILocalVariable(name: "b", scope: !205, file: !2, line: 78, type: !18)
!208 = !DILocalVariable(name: "i", scope: !209, file: !2, line: 81, type: !16)
!209 = distinct !DILexicalBlock(scope: !112, file: !2, line: 81, column: 5)
!210 = !DILocalVariable(name: "j", scope: !211, file: !2, line: 82, type: !16)
!211 = distinct !DILexicalBlock(scope: !212, file: !2, line: 82, column: 9)
!212 = distinct !DILexicalBlock(scope: !209, file: !2, line: 81, column: 5)
!213 = !DILocalVariable(name: "a", scope: !214, file: !2, line: 83, type: !18)
!214 = distinct !DILexicalBlock(scope: !215, file: !2, line: 82, column: 37)
!215 = distinct !DILexicalBlock(scope: !211, file: !2, line: 82, column: 9)
!216 = !DILocalVariable(name: "b", scope: !214, file: !2, line: 83, type: !18)
!217 = !DILocalVariable(name: "q", scope: !214, file: !2, line: 85, type: !18)
!218 = !DILocalVariable(name: "r", scope: !214, file: !2, line: 85, type: !18)
!219 = !DILocalVariable(name: "i", scope: !220, file: !2, line: 93, type: !16)
!220 = distinct !DILexicalBlock(scope: !112, file: !2, line: 93, column: 5)
!221 = !DILocalVariable(name: "s", scope: !222, file: !2, line: 94, type: !16)
!222 = distinct !DILexicalBlock(scope: !223, file: !2, line: 94, column: 9)
!223 = distinct !DILexicalBlock(scope: !220, file: !2, line: 93, column: 5)
!224 = !DILocalVariable(name: "a", scope: !225, file: !2, line: 94, type: !18)
!225 = distinct !DILexicalBlock(scope: !226, file: !2, line: 94, column: 40)
!226 = distinct !DILexicalBlock(scope: !222, file: !2, line: 94, column: 9)
!227 = !DILocalVariable(name: "i", scope: !228, file: !2, line: 97, type: !16)
!228 = distinct !DILexicalBlock(scope: !112, file: !2, line: 97, column: 5)
!229 = !DILocalVariable(name: "a", scope: !230, file: !2, line: 98, type: !18)
!230 = distinct !DILexicalBlock(scope: !231, file: !2, line: 97, column: 36)
!231 = distinct !DILexicalBlock(scope: !228, file: !2, line: 97, column: 5)
!232 = !DILocalVariable(name: "i", scope: !233, file: !2, line: 103, type: !16)
!233 = distinct !DILexicalBlock(scope: !112, file: !2, line: 103, column: 5)
!234 = !DILocalVariable(name: "a", scope: !235, file: !2, line: 104, type: !18)
!235 = distinct !DILexicalBlock(scope: !236, file: !2, line: 103, column: 33)
!236 = distinct !DILexicalBlock(scope: !233, file: !2, line: 103, column: 5)
!237 = !DILocation(line: 0, scope: !112)
!238 = !DILocation(line: 68, column: 5, scope: !112)
!239 = !DILocation(line: 0, scope: !119)
!240 = !DILocation(line: 70, column: 5, scope: !119)
!241 = !DILocation(line: 0, scope: !122)
!242 = !DILocation(line: 70, column: 5, scope: !122)
!243 = !{!244, !244, i64 0}
!244 = !{!"long long", !245, i64 0}
!245 = !{!"omnipotent char", !246, i64 0}
!246 = !{!"Simple C/C++ TBAA"}
!247 = !DILocation(line: 70, column: 5, scope: !120)
!248 = !DILocation(line: 0, scope: !129)
!249 = !DILocation(line: 71, column: 5, scope: !129)
!250 = !DILocation(line: 70, column: 5, scope: !123)
!251 = distinct !{!251, !240, !240, !252}
!252 = !{!"llvm.loop.mustprogress"}
!253 = !DILocation(line: 70, column: 5, scope: !125)
!254 = !{!255, !255, i64 0}
!255 = !{!"short", !245, i64 0}
!256 = !DILocation(line: 0, scope: !125)
!257 = !DILocalVariable(name: "v", arg: 1, scope: !258, file: !2, line: 25, type: !18)
!258 = distinct !DISubprogram(name: "bits", scope: !2, file: !2, line: 25, type: !259, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !261)
!259 = !DISubroutineType(types: !260)
!260 = !{!24, !18}
!261 = !{!257}
!262 = !DILocation(line: 0, scope: !258, inlinedAt: !263)
!263 = distinct !DILocation(line: 70, column: 5, scope: !125)
!264 = !DILocation(line: 25, column: 46, scope: !258, inlinedAt: !263)
!265 = !DILocalVariable(name: "v", arg: 1, scope: !266, file: !2, line: 24, type: !24)
!266 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 24, type: !267, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !269)
!267 = !DISubroutineType(types: !268)
!268 = !{null, !24}
!269 = !{!265}
!270 = !DILocation(line: 0, scope: !266, inlinedAt: !271)
!271 = distinct !DILocation(line: 70, column: 5, scope: !125)
!272 = !DILocation(line: 24, column: 48, scope: !266, inlinedAt: !271)
!273 = !DILocation(line: 24, column: 53, scope: !266, inlinedAt: !271)
!274 = !DILocation(line: 70, column: 5, scope: !126)
!275 = distinct !{!275, !242, !242, !252}
!276 = !DILocation(line: 0, scope: !132)
!277 = !DILocation(line: 71, column: 5, scope: !132)
!278 = !DILocation(line: 71, column: 5, scope: !130)
!279 = !DILocation(line: 0, scope: !139)
!280 = !DILocation(line: 72, column: 5, scope: !139)
!281 = !DILocation(line: 71, column: 5, scope: !133)
!282 = distinct !{!282, !249, !249, !252}
!283 = !DILocation(line: 71, column: 5, scope: !135)
!284 = !DILocation(line: 0, scope: !135)
!285 = !DILocation(line: 0, scope: !258, inlinedAt: !286)
!286 = distinct !DILocation(line: 71, column: 5, scope: !135)
!287 = !DILocation(line: 25, column: 46, scope: !258, inlinedAt: !286)
!288 = !DILocation(line: 0, scope: !266, inlinedAt: !289)
!289 = distinct !DILocation(line: 71, column: 5, scope: !135)
!290 = !DILocation(line: 24, column: 48, scope: !266, inlinedAt: !289)
!291 = !DILocation(line: 24, column: 53, scope: !266, inlinedAt: !289)
!292 = !DILocation(line: 71, column: 5, scope: !136)
!293 = distinct !{!293, !277, !277, !252}
!294 = !DILocation(line: 0, scope: !142)
!295 = !DILocation(line: 72, column: 5, scope: !142)
!296 = !DILocation(line: 72, column: 5, scope: !140)
!297 = !DILocation(line: 0, scope: !149)
!298 = !DILocation(line: 73, column: 5, scope: !149)
!299 = !DILocation(line: 72, column: 5, scope: !143)
!300 = distinct !{!300, !280, !280, !252}
!301 = !DILocation(line: 72, column: 5, scope: !145)
!302 = !DILocation(line: 0, scope: !145)
!303 = !DILocation(line: 0, scope: !258, inlinedAt: !304)
!304 = distinct !DILocation(line: 72, column: 5, scope: !145)
!305 = !DILocation(line: 25, column: 46, scope: !258, inlinedAt: !304)
!306 = !DILocation(line: 0, scope: !266, inlinedAt: !307)
!307 = distinct !DILocation(line: 72, column: 5, scope: !145)
!308 = !DILocation(line: 24, column: 48, scope: !266, inlinedAt: !307)
!309 = !DILocation(line: 24, column: 53, scope: !266, inlinedAt: !307)
!310 = !DILocation(line: 72, column: 5, scope: !146)
!311 = distinct !{!311, !295, !295, !252}
!312 = !DILocation(line: 0, scope: !152)
!313 = !DILocation(line: 73, column: 5, scope: !152)
!314 = !DILocation(line: 73, column: 5, scope: !150)
!315 = !DILocation(line: 0, scope: !159)
!316 = !DILocation(line: 74, column: 5, scope: !159)
!317 = !DILocation(line: 73, column: 5, scope: !153)
!318 = distinct !{!318, !298, !298, !252}
!319 = !DILocation(line: 73, column: 5, scope: !155)
!320 = !DILocation(line: 0, scope: !155)
!321 = !DILocation(line: 0, scope: !258, inlinedAt: !322)
!322 = distinct !DILocation(line: 73, column: 5, scope: !155)
!323 = !DILocation(line: 25, column: 46, scope: !258, inlinedAt: !322)
!324 = !DILocation(line: 0, scope: !266, inlinedAt: !325)
!325 = distinct !DILocation(line: 73, column: 5, scope: !155)
!326 = !DILocation(line: 24, column: 48, scope: !266, inlinedAt: !325)
!327 = !DILocation(line: 24, column: 53, scope: !266, inlinedAt: !325)
!328 = !DILocation(line: 73, column: 5, scope: !156)
!329 = distinct !{!329, !313, !313, !252}
!330 = !DILocation(line: 0, scope: !162)
!331 = !DILocation(line: 74, column: 5, scope: !162)
!332 = !DILocation(line: 74, column: 5, scope: !160)
!333 = !DILocation(line: 0, scope: !169)
!334 = !DILocation(line: 75, column: 5, scope: !169)
!335 = !DILocation(line: 74, column: 5, scope: !163)
!336 = distinct !{!336, !316, !316, !252}
!337 = !DILocation(line: 74, column: 5, scope: !165)
!338 = !DILocation(line: 0, scope: !165)
!339 = !DILocation(line: 0, scope: !258, inlinedAt: !340)
!340 = distinct !DILocation(line: 74, column: 5, scope: !165)
!341 = !DILocation(line: 25, column: 46, scope: !258, inlinedAt: !340)
!342 = !DILocation(line: 0, scope: !266, inlinedAt: !343)
!343 = distinct !DILocation(line: 74, column: 5, scope: !165)
!344 = !DILocation(line: 24, column: 48, scope: !266, inlinedAt: !343)
!345 = !DILocation(line: 24, column: 53, scope: !266, inlinedAt: !343)
!346 = !DILocation(line: 74, column: 5, scope: !166)
!347 = distinct !{!347, !331, !331, !252}
!348 = !DILocation(line: 0, scope: !172)
!349 = !DILocation(line: 75, column: 5, scope: !172)
!350 = !DILocation(line: 75, column: 5, scope: !170)
!351 = !DILocation(line: 0, scope: !179)
!352 = !DILocation(line: 76, column: 5, scope: !179)
!353 = !DILocation(line: 75, column: 5, scope: !173)
!354 = distinct !{!354, !334, !334, !252}
!355 = !DILocation(line: 75, column: 5, scope: !175)
!356 = !DILocation(line: 0, scope: !175)
!357 = !DILocation(line: 0, scope: !258, inlinedAt: !358)
!358 = distinct !DILocation(line: 75, column: 5, scope: !175)
!359 = !DILocation(line: 25, column: 46, scope: !258, inlinedAt: !358)
!360 = !DILocation(line: 0, scope: !266, inlinedAt: !361)
!361 = distinct !DILocation(line: 75, column: 5, scope: !175)
!362 = !DILocation(line: 24, column: 48, scope: !266, inlinedAt: !361)
!363 = !DILocation(line: 24, column: 53, scope: !266, inlinedAt: !361)
!364 = !DILocation(line: 75, column: 5, scope: !176)
!365 = distinct !{!365, !349, !349, !252}
!366 = !DILocation(line: 0, scope: !182)
!367 = !DILocation(line: 76, column: 5, scope: !182)
!368 = !DILocation(line: 76, column: 5, scope: !180)
!369 = !DILocation(line: 0, scope: !189)
!370 = !DILocation(line: 77, column: 5, scope: !189)
!371 = !DILocation(line: 76, column: 5, scope: !183)
!372 = distinct !{!372, !352, !352, !252}
!373 = !DILocation(line: 76, column: 5, scope: !185)
!374 = !DILocation(line: 0, scope: !185)
!375 = !DILocation(line: 0, scope: !258, inlinedAt: !376)
!376 = distinct !DILocation(line: 76, column: 5, scope: !185)
!377 = !DILocation(line: 25, column: 46, scope: !258, inlinedAt: !376)
!378 = !DILocation(line: 0, scope: !266, inlinedAt: !379)
!379 = distinct !DILocation(line: 76, column: 5, scope: !185)
!380 = !DILocation(line: 24, column: 48, scope: !266, inlinedAt: !379)
!381 = !DILocation(line: 24, column: 53, scope: !266, inlinedAt: !379)
!382 = !DILocation(line: 76, column: 5, scope: !186)
!383 = distinct !{!383, !367, !367, !252}
!384 = !DILocation(line: 0, scope: !192)
!385 = !DILocation(line: 77, column: 5, scope: !192)
!386 = !DILocation(line: 77, column: 5, scope: !190)
!387 = !DILocation(line: 0, scope: !199)
!388 = !DILocation(line: 78, column: 5, scope: !199)
!389 = !DILocation(line: 77, column: 5, scope: !193)
!390 = distinct !{!390, !370, !370, !252}
!391 = !DILocation(line: 77, column: 5, scope: !195)
!392 = !DILocation(line: 0, scope: !195)
!393 = !DILocation(line: 0, scope: !258, inlinedAt: !394)
!394 = distinct !DILocation(line: 77, column: 5, scope: !195)
!395 = !DILocation(line: 25, column: 46, scope: !258, inlinedAt: !394)
!396 = !DILocation(line: 0, scope: !266, inlinedAt: !397)
!397 = distinct !DILocation(line: 77, column: 5, scope: !195)
!398 = !DILocation(line: 24, column: 48, scope: !266, inlinedAt: !397)
!399 = !DILocation(line: 24, column: 53, scope: !266, inlinedAt: !397)
!400 = !DILocation(line: 77, column: 5, scope: !196)
!401 = distinct !{!401, !385, !385, !252}
!402 = !DILocation(line: 0, scope: !202)
!403 = !DILocation(line: 78, column: 5, scope: !202)
!404 = !DILocation(line: 78, column: 5, scope: !200)
!405 = !DILocation(line: 80, column: 7, scope: !112)
!406 = !DILocation(line: 0, scope: !209)
!407 = !DILocation(line: 81, column: 5, scope: !209)
!408 = !DILocation(line: 78, column: 5, scope: !203)
!409 = distinct !{!409, !388, !388, !252}
!410 = !DILocation(line: 78, column: 5, scope: !205)
!411 = !DILocation(line: 0, scope: !205)
!412 = !DILocation(line: 0, scope: !258, inlinedAt: !413)
!413 = distinct !DILocation(line: 78, column: 5, scope: !205)
!414 = !DILocation(line: 0, scope: !266, inlinedAt: !415)
!415 = distinct !DILocation(line: 78, column: 5, scope: !205)
!416 = !DILocation(line: 24, column: 48, scope: !266, inlinedAt: !415)
!417 = !DILocation(line: 24, column: 53, scope: !266, inlinedAt: !415)
!418 = !DILocation(line: 78, column: 5, scope: !206)
!419 = distinct !{!419, !403, !403, !252}
!420 = !DILocation(line: 0, scope: !211)
!421 = !DILocation(line: 82, column: 9, scope: !211)
!422 = !DILocation(line: 90, column: 32, scope: !112)
!423 = !DILocation(line: 90, column: 5, scope: !112)
!424 = !DILocation(line: 90, column: 45, scope: !112)
!425 = !DILocation(line: 0, scope: !220)
!426 = !DILocation(line: 93, column: 5, scope: !220)
!427 = !DILocation(line: 81, column: 29, scope: !212)
!428 = !DILocation(line: 81, column: 23, scope: !212)
!429 = distinct !{!429, !407, !430, !252}
!430 = !DILocation(line: 89, column: 9, scope: !209)
!431 = !DILocation(line: 83, column: 19, scope: !214)
!432 = !DILocation(line: 0, scope: !214)
!433 = !DILocation(line: 83, column: 32, scope: !214)
!434 = !DILocation(line: 84, column: 19, scope: !435)
!435 = distinct !DILexicalBlock(scope: !214, file: !2, line: 84, column: 17)
!436 = !DILocation(line: 84, column: 24, scope: !435)
!437 = !DILocation(line: 84, column: 40, scope: !435)
!438 = !DILocation(line: 84, column: 48, scope: !435)
!439 = !DILocation(line: 85, column: 19, scope: !214)
!440 = !DILocation(line: 85, column: 37, scope: !214)
!441 = !DILocation(line: 0, scope: !258, inlinedAt: !442)
!442 = distinct !DILocation(line: 86, column: 17, scope: !214)
!443 = !DILocation(line: 25, column: 46, scope: !258, inlinedAt: !442)
!444 = !DILocation(line: 0, scope: !266, inlinedAt: !445)
!445 = distinct !DILocation(line: 86, column: 13, scope: !214)
!446 = !DILocation(line: 24, column: 46, scope: !266, inlinedAt: !445)
!447 = !DILocation(line: 24, column: 48, scope: !266, inlinedAt: !445)
!448 = !DILocation(line: 24, column: 53, scope: !266, inlinedAt: !445)
!449 = !DILocation(line: 0, scope: !258, inlinedAt: !450)
!450 = distinct !DILocation(line: 86, column: 31, scope: !214)
!451 = !DILocation(line: 25, column: 46, scope: !258, inlinedAt: !450)
!452 = !DILocation(line: 0, scope: !266, inlinedAt: !453)
!453 = distinct !DILocation(line: 86, column: 27, scope: !214)
!454 = !DILocation(line: 24, column: 48, scope: !266, inlinedAt: !453)
!455 = !DILocation(line: 24, column: 53, scope: !266, inlinedAt: !453)
!456 = !DILocation(line: 24, column: 43, scope: !266, inlinedAt: !453)
!457 = !DILocation(line: 87, column: 25, scope: !458)
!458 = distinct !DILexicalBlock(scope: !214, file: !2, line: 87, column: 17)
!459 = !DILocation(line: 87, column: 38, scope: !458)
!460 = !DILocation(line: 87, column: 47, scope: !458)
!461 = !DILocation(line: 87, column: 17, scope: !214)
!462 = !DILocation(line: 87, column: 58, scope: !463)
!463 = distinct !DILexicalBlock(scope: !458, file: !2, line: 87, column: 53)
!464 = !DILocation(line: 87, column: 106, scope: !463)
!465 = !DILocation(line: 87, column: 120, scope: !463)
!466 = !DILocation(line: 87, column: 62, scope: !463)
!467 = !DILocation(line: 87, column: 135, scope: !463)
!468 = !DILocation(line: 88, column: 19, scope: !469)
!469 = distinct !DILexicalBlock(scope: !214, file: !2, line: 88, column: 17)
!470 = !DILocation(line: 88, column: 24, scope: !469)
!471 = !DILocation(line: 88, column: 54, scope: !472)
!472 = distinct !DILexicalBlock(scope: !469, file: !2, line: 88, column: 49)
!473 = !DILocation(line: 88, column: 95, scope: !472)
!474 = !DILocation(line: 88, column: 109, scope: !472)
!475 = !DILocation(line: 88, column: 58, scope: !472)
!476 = !DILocation(line: 88, column: 124, scope: !472)
!477 = !DILocation(line: 82, column: 33, scope: !215)
!478 = !DILocation(line: 82, column: 27, scope: !215)
!479 = distinct !{!479, !421, !480, !252}
!480 = !DILocation(line: 89, column: 9, scope: !211)
!481 = !DILocation(line: 0, scope: !222)
!482 = !DILocation(line: 94, column: 9, scope: !222)
!483 = !DILocation(line: 95, column: 5, scope: !112)
!484 = !DILocation(line: 95, column: 45, scope: !112)
!485 = !DILocation(line: 0, scope: !228)
!486 = !DILocation(line: 98, column: 15, scope: !230)
!487 = !DILocation(line: 0, scope: !230)
!488 = !DILocation(line: 99, column: 66, scope: !230)
!489 = !DILocation(line: 99, column: 95, scope: !230)
!490 = !DILocation(line: 0, scope: !258, inlinedAt: !491)
!491 = distinct !DILocation(line: 99, column: 90, scope: !230)
!492 = !DILocation(line: 25, column: 46, scope: !258, inlinedAt: !491)
!493 = !DILocation(line: 100, column: 31, scope: !230)
!494 = !DILocation(line: 0, scope: !258, inlinedAt: !495)
!495 = distinct !DILocation(line: 100, column: 26, scope: !230)
!496 = !DILocation(line: 25, column: 46, scope: !258, inlinedAt: !495)
!497 = !DILocation(line: 100, column: 75, scope: !230)
!498 = !DILocation(line: 100, column: 64, scope: !230)
!499 = !DILocation(line: 99, column: 9, scope: !230)
!500 = !DILocation(line: 103, column: 5, scope: !233)
!501 = !DILocation(line: 93, column: 29, scope: !223)
!502 = !DILocation(line: 93, column: 23, scope: !223)
!503 = distinct !{!503, !426, !504, !252}
!504 = !DILocation(line: 94, column: 134, scope: !220)
!505 = !DILocation(line: 94, column: 48, scope: !225)
!506 = !DILocation(line: 0, scope: !225)
!507 = !DILocation(line: 94, column: 66, scope: !225)
!508 = !DILocation(line: 0, scope: !258, inlinedAt: !509)
!509 = distinct !DILocation(line: 94, column: 61, scope: !225)
!510 = !DILocation(line: 25, column: 46, scope: !258, inlinedAt: !509)
!511 = !DILocation(line: 0, scope: !266, inlinedAt: !512)
!512 = distinct !DILocation(line: 94, column: 57, scope: !225)
!513 = !DILocation(line: 24, column: 48, scope: !266, inlinedAt: !512)
!514 = !DILocation(line: 24, column: 53, scope: !266, inlinedAt: !512)
!515 = !DILocation(line: 94, column: 91, scope: !225)
!516 = !DILocation(line: 0, scope: !258, inlinedAt: !517)
!517 = distinct !DILocation(line: 94, column: 86, scope: !225)
!518 = !DILocation(line: 25, column: 46, scope: !258, inlinedAt: !517)
!519 = !DILocation(line: 0, scope: !266, inlinedAt: !520)
!520 = distinct !DILocation(line: 94, column: 82, scope: !225)
!521 = !DILocation(line: 24, column: 48, scope: !266, inlinedAt: !520)
!522 = !DILocation(line: 24, column: 53, scope: !266, inlinedAt: !520)
!523 = !DILocation(line: 94, column: 117, scope: !225)
!524 = !DILocation(line: 0, scope: !258, inlinedAt: !525)
!525 = distinct !DILocation(line: 94, column: 112, scope: !225)
!526 = !DILocation(line: 25, column: 46, scope: !258, inlinedAt: !525)
!527 = !DILocation(line: 0, scope: !266, inlinedAt: !528)
!528 = distinct !DILocation(line: 94, column: 108, scope: !225)
!529 = !DILocation(line: 24, column: 48, scope: !266, inlinedAt: !528)
!530 = !DILocation(line: 24, column: 53, scope: !266, inlinedAt: !528)
!531 = !DILocation(line: 94, column: 36, scope: !226)
!532 = !DILocation(line: 94, column: 27, scope: !226)
!533 = distinct !{!533, !482, !534, !252}
!534 = !DILocation(line: 94, column: 134, scope: !222)
!535 = !DILocation(line: 90, column: 42, scope: !112)
!536 = !DILocation(line: 95, column: 42, scope: !112)
!537 = !DILocation(line: 111, column: 5, scope: !112)
!538 = !DILocation(line: 112, column: 12, scope: !112)
!539 = !DILocation(line: 113, column: 1, scope: !112)
!540 = !DILocation(line: 0, scope: !233)
!541 = !DILocation(line: 104, column: 15, scope: !235)
!542 = !DILocation(line: 0, scope: !235)
!543 = !DILocation(line: 106, column: 16, scope: !235)
!544 = !DILocation(line: 106, column: 35, scope: !235)
!545 = !DILocation(line: 0, scope: !258, inlinedAt: !546)
!546 = distinct !DILocation(line: 106, column: 30, scope: !235)
!547 = !DILocation(line: 25, column: 46, scope: !258, inlinedAt: !546)
!548 = !DILocation(line: 106, column: 52, scope: !235)
!549 = !DILocation(line: 0, scope: !258, inlinedAt: !550)
!550 = distinct !DILocation(line: 106, column: 47, scope: !235)
!551 = !DILocation(line: 25, column: 46, scope: !258, inlinedAt: !550)
!552 = !DILocation(line: 106, column: 69, scope: !235)
!553 = !DILocation(line: 0, scope: !258, inlinedAt: !554)
!554 = distinct !DILocation(line: 106, column: 64, scope: !235)
!555 = !DILocation(line: 25, column: 46, scope: !258, inlinedAt: !554)
!556 = !DILocation(line: 106, column: 92, scope: !235)
!557 = !DILocation(line: 106, column: 81, scope: !235)
!558 = !DILocation(line: 106, column: 112, scope: !235)
!559 = !DILocation(line: 106, column: 101, scope: !235)
!560 = !DILocation(line: 107, column: 27, scope: !235)
!561 = !DILocation(line: 107, column: 16, scope: !235)
!562 = !DILocation(line: 107, column: 48, scope: !235)
!563 = !DILocation(line: 107, column: 37, scope: !235)
!564 = !DILocation(line: 107, column: 69, scope: !235)
!565 = !DILocation(line: 107, column: 58, scope: !235)
!566 = !DILocation(line: 107, column: 90, scope: !235)
!567 = !DILocation(line: 107, column: 79, scope: !235)
!568 = !DILocation(line: 107, column: 111, scope: !235)
!569 = !DILocation(line: 107, column: 100, scope: !235)
!570 = !DILocation(line: 108, column: 27, scope: !235)
!571 = !DILocation(line: 108, column: 16, scope: !235)
!572 = !DILocation(line: 108, column: 38, scope: !235)
!573 = !DILocation(line: 105, column: 9, scope: !235)
!574 = !DILocation(line: 109, column: 25, scope: !575)
!575 = distinct !DILexicalBlock(scope: !235, file: !2, line: 109, column: 13)
!576 = !DILocation(line: 109, column: 22, scope: !575)
!577 = !DILocation(line: 109, column: 39, scope: !575)
!578 = !DILocation(line: 109, column: 54, scope: !575)
!579 = !DILocation(line: 109, column: 51, scope: !575)
!580 = !DILocation(line: 109, column: 68, scope: !575)
!581 = !DILocation(line: 109, column: 82, scope: !575)
!582 = !DILocation(line: 109, column: 79, scope: !575)
!583 = !DILocation(line: 109, column: 95, scope: !575)
!584 = !DILocation(line: 109, column: 110, scope: !575)
!585 = !DILocation(line: 109, column: 107, scope: !575)
!586 = !DILocation(line: 109, column: 13, scope: !235)
!587 = !DILocation(line: 109, column: 130, scope: !588)
!588 = distinct !DILexicalBlock(scope: !575, file: !2, line: 109, column: 125)
!589 = !DILocation(line: 109, column: 134, scope: !588)
!590 = !DILocation(line: 109, column: 166, scope: !588)
!591 = !DILocation(line: 103, column: 29, scope: !236)
!592 = !DILocation(line: 103, column: 23, scope: !236)
!593 = distinct !{!593, !500, !594, !252}
!594 = !DILocation(line: 110, column: 5, scope: !233)
!595 = !DISubprogram(name: "printf", scope: !596, file: !596, line: 356, type: !597, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!596 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!597 = !DISubroutineType(types: !598)
!598 = !{!16, !599, null}
!599 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !600)
!600 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !601, size: 64)
!601 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!602 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 27, type: !603, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !605)
!603 = !DISubroutineType(types: !604)
!604 = !{!18, !18, !18}
!605 = !{!606, !607}
!606 = !DILocalVariable(name: "a", arg: 1, scope: !602, file: !2, line: 27, type: !18)
!607 = !DILocalVariable(name: "b", arg: 2, scope: !602, file: !2, line: 27, type: !18)
!608 = !DILocation(line: 0, scope: !602)
!609 = !DILocation(line: 27, column: 72, scope: !602)
!610 = !DILocation(line: 27, column: 55, scope: !602)
!611 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 28, type: !603, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !612)
!612 = !{!613, !614}
!613 = !DILocalVariable(name: "a", arg: 1, scope: !611, file: !2, line: 28, type: !18)
!614 = !DILocalVariable(name: "b", arg: 2, scope: !611, file: !2, line: 28, type: !18)
!615 = !DILocation(line: 0, scope: !611)
!616 = !DILocation(line: 28, column: 72, scope: !611)
!617 = !DILocation(line: 28, column: 55, scope: !611)
!618 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 29, type: !603, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !619)
!619 = !{!620, !621}
!620 = !DILocalVariable(name: "a", arg: 1, scope: !618, file: !2, line: 29, type: !18)
!621 = !DILocalVariable(name: "b", arg: 2, scope: !618, file: !2, line: 29, type: !18)
!622 = !DILocation(line: 0, scope: !618)
!623 = !DILocation(line: 29, column: 72, scope: !618)
!624 = !DILocation(line: 29, column: 55, scope: !618)
!625 = distinct !DISubprogram(name: "op_and", scope: !2, file: !2, line: 32, type: !603, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !626)
!626 = !{!627, !628}
!627 = !DILocalVariable(name: "a", arg: 1, scope: !625, file: !2, line: 32, type: !18)
!628 = !DILocalVariable(name: "b", arg: 2, scope: !625, file: !2, line: 32, type: !18)
!629 = !DILocation(line: 0, scope: !625)
!630 = !DILocation(line: 32, column: 64, scope: !625)
!631 = !DILocation(line: 32, column: 55, scope: !625)
!632 = distinct !DISubprogram(name: "op_or", scope: !2, file: !2, line: 33, type: !603, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !633)
!633 = !{!634, !635}
!634 = !DILocalVariable(name: "a", arg: 1, scope: !632, file: !2, line: 33, type: !18)
!635 = !DILocalVariable(name: "b", arg: 2, scope: !632, file: !2, line: 33, type: !18)
!636 = !DILocation(line: 0, scope: !632)
!637 = !DILocation(line: 33, column: 63, scope: !632)
!638 = !DILocation(line: 33, column: 54, scope: !632)
!639 = distinct !DISubprogram(name: "op_xor", scope: !2, file: !2, line: 34, type: !603, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !640)
!640 = !{!641, !642}
!641 = !DILocalVariable(name: "a", arg: 1, scope: !639, file: !2, line: 34, type: !18)
!642 = !DILocalVariable(name: "b", arg: 2, scope: !639, file: !2, line: 34, type: !18)
!643 = !DILocation(line: 0, scope: !639)
!644 = !DILocation(line: 34, column: 64, scope: !639)
!645 = !DILocation(line: 34, column: 55, scope: !639)
!646 = distinct !DISubprogram(name: "op_min", scope: !2, file: !2, line: 41, type: !603, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !647)
!647 = !{!648, !649}
!648 = !DILocalVariable(name: "a", arg: 1, scope: !646, file: !2, line: 41, type: !18)
!649 = !DILocalVariable(name: "b", arg: 2, scope: !646, file: !2, line: 41, type: !18)
!650 = !DILocation(line: 0, scope: !646)
!651 = !DILocation(line: 41, column: 62, scope: !646)
!652 = !DILocation(line: 41, column: 55, scope: !646)
!653 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 42, type: !603, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !654)
!654 = !{!655, !656}
!655 = !DILocalVariable(name: "a", arg: 1, scope: !653, file: !2, line: 42, type: !18)
!656 = !DILocalVariable(name: "b", arg: 2, scope: !653, file: !2, line: 42, type: !18)
!657 = !DILocation(line: 0, scope: !653)
!658 = !DILocation(line: 42, column: 62, scope: !653)
!659 = !DILocation(line: 42, column: 55, scope: !653)
!660 = distinct !DISubprogram(name: "op_cmp", scope: !2, file: !2, line: 43, type: !661, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !663)
!661 = !DISubroutineType(types: !662)
!662 = !{!16, !18, !18}
!663 = !{!664, !665}
!664 = !DILocalVariable(name: "a", arg: 1, scope: !660, file: !2, line: 43, type: !18)
!665 = !DILocalVariable(name: "b", arg: 2, scope: !660, file: !2, line: 43, type: !18)
!666 = !DILocation(line: 0, scope: !660)
!667 = !DILocation(line: 44, column: 15, scope: !660)
!668 = !DILocation(line: 44, column: 32, scope: !660)
!669 = !DILocation(line: 44, column: 42, scope: !660)
!670 = !DILocation(line: 44, column: 47, scope: !660)
!671 = !DILocation(line: 44, column: 57, scope: !660)
!672 = !DILocation(line: 44, column: 63, scope: !660)
!673 = !DILocation(line: 44, column: 78, scope: !660)
!674 = !DILocation(line: 44, column: 94, scope: !660)
!675 = !DILocation(line: 45, column: 18, scope: !660)
!676 = !DILocation(line: 45, column: 26, scope: !660)
!677 = !DILocation(line: 45, column: 48, scope: !660)
!678 = !DILocation(line: 45, column: 56, scope: !660)
!679 = !DILocation(line: 45, column: 60, scope: !660)
!680 = !DILocation(line: 45, column: 69, scope: !660)
!681 = !DILocation(line: 45, column: 73, scope: !660)
!682 = !DILocation(line: 44, column: 21, scope: !660)
!683 = !DILocation(line: 44, column: 37, scope: !660)
!684 = !DILocation(line: 44, column: 52, scope: !660)
!685 = !DILocation(line: 44, column: 68, scope: !660)
!686 = !DILocation(line: 44, column: 83, scope: !660)
!687 = !DILocation(line: 44, column: 99, scope: !660)
!688 = !DILocation(line: 45, column: 31, scope: !660)
!689 = !DILocation(line: 45, column: 53, scope: !660)
!690 = !DILocation(line: 45, column: 65, scope: !660)
!691 = !DILocation(line: 44, column: 5, scope: !660)
!692 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 30, type: !603, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !693)
!693 = !{!694, !695}
!694 = !DILocalVariable(name: "a", arg: 1, scope: !692, file: !2, line: 30, type: !18)
!695 = !DILocalVariable(name: "b", arg: 2, scope: !692, file: !2, line: 30, type: !18)
!696 = !DILocation(line: 0, scope: !692)
!697 = !DILocation(line: 30, column: 66, scope: !692)
!698 = !DILocation(line: 30, column: 70, scope: !692)
!699 = !DILocation(line: 30, column: 68, scope: !692)
!700 = !DILocation(line: 30, column: 62, scope: !692)
!701 = !DILocation(line: 30, column: 55, scope: !692)
!702 = distinct !DISubprogram(name: "op_rem", scope: !2, file: !2, line: 31, type: !603, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !703)
!703 = !{!704, !705}
!704 = !DILocalVariable(name: "a", arg: 1, scope: !702, file: !2, line: 31, type: !18)
!705 = !DILocalVariable(name: "b", arg: 2, scope: !702, file: !2, line: 31, type: !18)
!706 = !DILocation(line: 0, scope: !702)
!707 = !DILocation(line: 31, column: 66, scope: !702)
!708 = !DILocation(line: 31, column: 70, scope: !702)
!709 = !DILocation(line: 31, column: 68, scope: !702)
!710 = !DILocation(line: 31, column: 62, scope: !702)
!711 = !DILocation(line: 31, column: 55, scope: !702)
!712 = distinct !DISubprogram(name: "op_shl", scope: !2, file: !2, line: 35, type: !713, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !715)
!713 = !DISubroutineType(types: !714)
!714 = !{!18, !18, !16}
!715 = !{!716, !717}
!716 = !DILocalVariable(name: "a", arg: 1, scope: !712, file: !2, line: 35, type: !18)
!717 = !DILocalVariable(name: "s", arg: 2, scope: !712, file: !2, line: 35, type: !16)
!718 = !DILocation(line: 0, scope: !712)
!719 = !DILocation(line: 35, column: 68, scope: !712)
!720 = !DILocation(line: 35, column: 77, scope: !712)
!721 = !DILocation(line: 35, column: 64, scope: !712)
!722 = !DILocation(line: 35, column: 57, scope: !712)
!723 = distinct !DISubprogram(name: "op_lshr", scope: !2, file: !2, line: 36, type: !713, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !724)
!724 = !{!725, !726}
!725 = !DILocalVariable(name: "a", arg: 1, scope: !723, file: !2, line: 36, type: !18)
!726 = !DILocalVariable(name: "s", arg: 2, scope: !723, file: !2, line: 36, type: !16)
!727 = !DILocation(line: 0, scope: !723)
!728 = !DILocation(line: 36, column: 69, scope: !723)
!729 = !DILocation(line: 36, column: 74, scope: !723)
!730 = !DILocation(line: 36, column: 65, scope: !723)
!731 = !DILocation(line: 36, column: 58, scope: !723)
!732 = distinct !DISubprogram(name: "op_ashr", scope: !2, file: !2, line: 37, type: !713, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !733)
!733 = !{!734, !735}
!734 = !DILocalVariable(name: "a", arg: 1, scope: !732, file: !2, line: 37, type: !18)
!735 = !DILocalVariable(name: "s", arg: 2, scope: !732, file: !2, line: 37, type: !16)
!736 = !DILocation(line: 0, scope: !732)
!737 = !DILocation(line: 37, column: 69, scope: !732)
!738 = !DILocation(line: 37, column: 71, scope: !732)
!739 = !DILocation(line: 37, column: 65, scope: !732)
!740 = !DILocation(line: 37, column: 58, scope: !732)
!741 = distinct !DISubprogram(name: "op_neg", scope: !2, file: !2, line: 38, type: !742, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !744)
!742 = !DISubroutineType(types: !743)
!743 = !{!18, !18}
!744 = !{!745}
!745 = !DILocalVariable(name: "a", arg: 1, scope: !741, file: !2, line: 38, type: !18)
!746 = !DILocation(line: 0, scope: !741)
!747 = !DILocation(line: 38, column: 67, scope: !741)
!748 = !DILocation(line: 38, column: 50, scope: !741)
!749 = distinct !DISubprogram(name: "op_not", scope: !2, file: !2, line: 39, type: !742, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !750)
!750 = !{!751}
!751 = !DILocalVariable(name: "a", arg: 1, scope: !749, file: !2, line: 39, type: !18)
!752 = !DILocation(line: 0, scope: !749)
!753 = !DILocation(line: 39, column: 60, scope: !749)
!754 = !DILocation(line: 39, column: 50, scope: !749)
!755 = distinct !DISubprogram(name: "op_abs", scope: !2, file: !2, line: 40, type: !742, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !756)
!756 = !{!757}
!757 = !DILocalVariable(name: "a", arg: 1, scope: !755, file: !2, line: 40, type: !18)
!758 = !DILocation(line: 0, scope: !755)
!759 = !DILocation(line: 40, column: 59, scope: !755)
!760 = !DILocation(line: 40, column: 57, scope: !755)
!761 = !DILocation(line: 40, column: 65, scope: !755)
!762 = !DILocation(line: 40, column: 50, scope: !755)
!763 = distinct !DISubprogram(name: "div3", scope: !2, file: !2, line: 47, type: !742, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !764)
!764 = !{!765}
!765 = !DILocalVariable(name: "a", arg: 1, scope: !763, file: !2, line: 47, type: !18)
!766 = !DILocation(line: 0, scope: !763)
!767 = !DILocation(line: 47, column: 61, scope: !763)
!768 = !DILocation(line: 47, column: 48, scope: !763)
!769 = distinct !DISubprogram(name: "div7", scope: !2, file: !2, line: 48, type: !742, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !770)
!770 = !{!771}
!771 = !DILocalVariable(name: "a", arg: 1, scope: !769, file: !2, line: 48, type: !18)
!772 = !DILocation(line: 0, scope: !769)
!773 = !DILocation(line: 48, column: 61, scope: !769)
!774 = !DILocation(line: 48, column: 48, scope: !769)
!775 = distinct !DISubprogram(name: "div10", scope: !2, file: !2, line: 49, type: !742, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !776)
!776 = !{!777}
!777 = !DILocalVariable(name: "a", arg: 1, scope: !775, file: !2, line: 49, type: !18)
!778 = !DILocation(line: 0, scope: !775)
!779 = !DILocation(line: 49, column: 62, scope: !775)
!780 = !DILocation(line: 49, column: 49, scope: !775)
!781 = distinct !DISubprogram(name: "rem10", scope: !2, file: !2, line: 50, type: !742, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !782)
!782 = !{!783}
!783 = !DILocalVariable(name: "a", arg: 1, scope: !781, file: !2, line: 50, type: !18)
!784 = !DILocation(line: 0, scope: !781)
!785 = !DILocation(line: 50, column: 62, scope: !781)
!786 = !DILocation(line: 50, column: 49, scope: !781)
!787 = distinct !DISubprogram(name: "div16", scope: !2, file: !2, line: 51, type: !742, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !788)
!788 = !{!789}
!789 = !DILocalVariable(name: "a", arg: 1, scope: !787, file: !2, line: 51, type: !18)
!790 = !DILocation(line: 0, scope: !787)
!791 = !DILocation(line: 51, column: 62, scope: !787)
!792 = !DILocation(line: 51, column: 49, scope: !787)
!793 = distinct !DISubprogram(name: "rem16", scope: !2, file: !2, line: 52, type: !742, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !794)
!794 = !{!795}
!795 = !DILocalVariable(name: "a", arg: 1, scope: !793, file: !2, line: 52, type: !18)
!796 = !DILocation(line: 0, scope: !793)
!797 = !DILocation(line: 52, column: 62, scope: !793)
!798 = !DILocation(line: 52, column: 49, scope: !793)
!799 = distinct !DISubprogram(name: "divm5", scope: !2, file: !2, line: 53, type: !742, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !800)
!800 = !{!801}
!801 = !DILocalVariable(name: "a", arg: 1, scope: !799, file: !2, line: 53, type: !18)
!802 = !DILocation(line: 0, scope: !799)
!803 = !DILocation(line: 53, column: 71, scope: !799)
!804 = !DILocation(line: 53, column: 49, scope: !799)
!805 = distinct !DISubprogram(name: "divmax", scope: !2, file: !2, line: 54, type: !742, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !806)
!806 = !{!807}
!807 = !DILocalVariable(name: "a", arg: 1, scope: !805, file: !2, line: 54, type: !18)
!808 = !DILocation(line: 0, scope: !805)
!809 = !DILocation(line: 54, column: 63, scope: !805)
!810 = !DILocation(line: 54, column: 50, scope: !805)
