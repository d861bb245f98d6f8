; ModuleID = 'programs/ops_matrix_u16.c'
source_filename = "programs/ops_matrix_u16.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [47 x i8] c"type uint16_t: %d bits, %s, min %lld max %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1, !dbg !7
@h = internal unnamed_addr global i64 0, align 8, !dbg !12
@vals = internal global [21 x i16] [i16 0, i16 1, i16 0, i16 -7, i16 -3, i16 -2, i16 -1, i16 0, i16 1, i16 2, i16 3, i16 5, i16 7, i16 10, i16 32767, i16 -32768, i16 -2, i16 -1, i16 21845, i16 -21846, i16 -12817], align 16, !dbg !97
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
@.str.17 = private unnamed_addr constant [123 x i8] c"%20lld neg=%llx not=%llx abs=%llx /3=%lld /7=%lld /10=%lld %%10=%lld /16=%lld %%16=%lld /-5=%lld /max=%lld f=%.9g d=%.17g\0A\00", align 1, !dbg !82
@.str.19 = private unnamed_addr constant [22 x i8] c"total %016llx bad %d\0A\00", align 1, !dbg !92
@str = private unnamed_addr constant [19 x i8] c"const div mismatch\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 101) i32 @main() local_unnamed_addr #0 !dbg !111 {
    #dbg_value(i64 0, !115, !DIExpression(), !236)
    #dbg_value(i32 0, !116, !DIExpression(), !236)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 16, ptr noundef nonnull @.str.1, i64 noundef 0, i64 noundef 65535), !dbg !237
    #dbg_value(i32 0, !117, !DIExpression(), !238)
    #dbg_value(i32 0, !117, !DIExpression(), !238)
  br label %2, !dbg !239

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %21, %9 ]
    #dbg_value(i64 %3, !117, !DIExpression(), !238)
  %5 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %3
    #dbg_value(i32 0, !120, !DIExpression(), !240)
  br label %12, !dbg !241

6:                                                ; preds = %9
  store i64 %21, ptr @h, align 8, !tbaa !242
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, i64 noundef %21), !dbg !246
  %8 = load i64, ptr @h, align 8, !dbg !246, !tbaa !242
    #dbg_value(i64 %8, !115, !DIExpression(), !236)
    #dbg_value(i32 0, !127, !DIExpression(), !247)
    #dbg_value(i32 0, !127, !DIExpression(), !247)
  br label %24, !dbg !248

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %3, 1, !dbg !249
    #dbg_value(i64 %10, !117, !DIExpression(), !238)
  %11 = icmp eq i64 %10, 21, !dbg !249
  br i1 %11, label %6, label %2, !dbg !239, !llvm.loop !250

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %22, %12 ]
  %14 = phi i64 [ %4, %2 ], [ %21, %12 ]
    #dbg_value(i64 %13, !120, !DIExpression(), !240)
  %15 = load volatile i16, ptr %5, align 2, !dbg !252, !tbaa !253
    #dbg_value(i16 %15, !123, !DIExpression(), !255)
  %16 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %13, !dbg !252
  %17 = load volatile i16, ptr %16, align 2, !dbg !252, !tbaa !253
    #dbg_value(i16 %17, !126, !DIExpression(), !255)
  %18 = tail call fastcc zeroext i16 @op_add(i16 noundef zeroext %15, i16 noundef zeroext %17), !dbg !252
    #dbg_value(i16 %18, !256, !DIExpression(), !261)
  %19 = zext i16 %18 to i64, !dbg !263
    #dbg_value(i64 %19, !264, !DIExpression(), !269)
  %20 = xor i64 %14, %19, !dbg !271
  %21 = mul i64 %20, 1099511628211, !dbg !272
  %22 = add nuw nsw i64 %13, 1, !dbg !273
    #dbg_value(i64 %22, !120, !DIExpression(), !240)
  %23 = icmp eq i64 %22, 21, !dbg !273
  br i1 %23, label %9, label %12, !dbg !241, !llvm.loop !274

24:                                               ; preds = %6, %31
  %25 = phi i64 [ 0, %6 ], [ %32, %31 ]
  %26 = phi i64 [ 1469598103934665603, %6 ], [ %43, %31 ]
    #dbg_value(i64 %25, !127, !DIExpression(), !247)
  %27 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %25
    #dbg_value(i32 0, !130, !DIExpression(), !275)
  br label %34, !dbg !276

28:                                               ; preds = %31
  store i64 %43, ptr @h, align 8, !tbaa !242
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, i64 noundef %43), !dbg !277
  %30 = load i64, ptr @h, align 8, !dbg !277, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %30), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
    #dbg_value(i32 0, !137, !DIExpression(), !278)
    #dbg_value(i32 0, !137, !DIExpression(), !278)
  br label %46, !dbg !279

31:                                               ; preds = %34
  %32 = add nuw nsw i64 %25, 1, !dbg !280
    #dbg_value(i64 %32, !127, !DIExpression(), !247)
  %33 = icmp eq i64 %32, 21, !dbg !280
  br i1 %33, label %28, label %24, !dbg !248, !llvm.loop !281

34:                                               ; preds = %24, %34
  %35 = phi i64 [ 0, %24 ], [ %44, %34 ]
  %36 = phi i64 [ %26, %24 ], [ %43, %34 ]
    #dbg_value(i64 %35, !130, !DIExpression(), !275)
  %37 = load volatile i16, ptr %27, align 2, !dbg !282, !tbaa !253
    #dbg_value(i16 %37, !133, !DIExpression(), !283)
  %38 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %35, !dbg !282
  %39 = load volatile i16, ptr %38, align 2, !dbg !282, !tbaa !253
    #dbg_value(i16 %39, !136, !DIExpression(), !283)
  %40 = tail call fastcc zeroext i16 @op_sub(i16 noundef zeroext %37, i16 noundef zeroext %39), !dbg !282
    #dbg_value(i16 %40, !256, !DIExpression(), !284)
  %41 = zext i16 %40 to i64, !dbg !286
    #dbg_value(i64 %41, !264, !DIExpression(), !287)
  %42 = xor i64 %36, %41, !dbg !289
  %43 = mul i64 %42, 1099511628211, !dbg !290
  %44 = add nuw nsw i64 %35, 1, !dbg !291
    #dbg_value(i64 %44, !130, !DIExpression(), !275)
  %45 = icmp eq i64 %44, 21, !dbg !291
  br i1 %45, label %31, label %34, !dbg !276, !llvm.loop !292

46:                                               ; preds = %28, %53
  %47 = phi i64 [ 0, %28 ], [ %54, %53 ]
  %48 = phi i64 [ 1469598103934665603, %28 ], [ %65, %53 ]
    #dbg_value(i64 %47, !137, !DIExpression(), !278)
  %49 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %47
    #dbg_value(i32 0, !140, !DIExpression(), !293)
  br label %56, !dbg !294

50:                                               ; preds = %53
  store i64 %65, ptr @h, align 8, !tbaa !242
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.5, i64 noundef %65), !dbg !295
  %52 = load i64, ptr @h, align 8, !dbg !295, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %52, i64 %30), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
    #dbg_value(i32 0, !147, !DIExpression(), !296)
    #dbg_value(i32 0, !147, !DIExpression(), !296)
  br label %68, !dbg !297

53:                                               ; preds = %56
  %54 = add nuw nsw i64 %47, 1, !dbg !298
    #dbg_value(i64 %54, !137, !DIExpression(), !278)
  %55 = icmp eq i64 %54, 21, !dbg !298
  br i1 %55, label %50, label %46, !dbg !279, !llvm.loop !299

56:                                               ; preds = %46, %56
  %57 = phi i64 [ 0, %46 ], [ %66, %56 ]
  %58 = phi i64 [ %48, %46 ], [ %65, %56 ]
    #dbg_value(i64 %57, !140, !DIExpression(), !293)
  %59 = load volatile i16, ptr %49, align 2, !dbg !300, !tbaa !253
    #dbg_value(i16 %59, !143, !DIExpression(), !301)
  %60 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %57, !dbg !300
  %61 = load volatile i16, ptr %60, align 2, !dbg !300, !tbaa !253
    #dbg_value(i16 %61, !146, !DIExpression(), !301)
  %62 = tail call fastcc zeroext i16 @op_mul(i16 noundef zeroext %59, i16 noundef zeroext %61), !dbg !300
    #dbg_value(i16 %62, !256, !DIExpression(), !302)
  %63 = zext i16 %62 to i64, !dbg !304
    #dbg_value(i64 %63, !264, !DIExpression(), !305)
  %64 = xor i64 %58, %63, !dbg !307
  %65 = mul i64 %64, 1099511628211, !dbg !308
  %66 = add nuw nsw i64 %57, 1, !dbg !309
    #dbg_value(i64 %66, !140, !DIExpression(), !293)
  %67 = icmp eq i64 %66, 21, !dbg !309
  br i1 %67, label %53, label %56, !dbg !294, !llvm.loop !310

68:                                               ; preds = %50, %75
  %69 = phi i64 [ 0, %50 ], [ %76, %75 ]
  %70 = phi i64 [ 1469598103934665603, %50 ], [ %87, %75 ]
    #dbg_value(i64 %69, !147, !DIExpression(), !296)
  %71 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %69
    #dbg_value(i32 0, !150, !DIExpression(), !311)
  br label %78, !dbg !312

72:                                               ; preds = %75
  store i64 %87, ptr @h, align 8, !tbaa !242
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.6, i64 noundef %87), !dbg !313
  %74 = load i64, ptr @h, align 8, !dbg !313, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %74, i64 %52, i64 %30), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
    #dbg_value(i32 0, !157, !DIExpression(), !314)
    #dbg_value(i32 0, !157, !DIExpression(), !314)
  br label %90, !dbg !315

75:                                               ; preds = %78
  %76 = add nuw nsw i64 %69, 1, !dbg !316
    #dbg_value(i64 %76, !147, !DIExpression(), !296)
  %77 = icmp eq i64 %76, 21, !dbg !316
  br i1 %77, label %72, label %68, !dbg !297, !llvm.loop !317

78:                                               ; preds = %68, %78
  %79 = phi i64 [ 0, %68 ], [ %88, %78 ]
  %80 = phi i64 [ %70, %68 ], [ %87, %78 ]
    #dbg_value(i64 %79, !150, !DIExpression(), !311)
  %81 = load volatile i16, ptr %71, align 2, !dbg !318, !tbaa !253
    #dbg_value(i16 %81, !153, !DIExpression(), !319)
  %82 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %79, !dbg !318
  %83 = load volatile i16, ptr %82, align 2, !dbg !318, !tbaa !253
    #dbg_value(i16 %83, !156, !DIExpression(), !319)
  %84 = tail call fastcc zeroext i16 @op_and(i16 noundef zeroext %81, i16 noundef zeroext %83), !dbg !318
    #dbg_value(i16 %84, !256, !DIExpression(), !320)
  %85 = zext i16 %84 to i64, !dbg !322
    #dbg_value(i64 %85, !264, !DIExpression(), !323)
  %86 = xor i64 %80, %85, !dbg !325
  %87 = mul i64 %86, 1099511628211, !dbg !326
  %88 = add nuw nsw i64 %79, 1, !dbg !327
    #dbg_value(i64 %88, !150, !DIExpression(), !311)
  %89 = icmp eq i64 %88, 21, !dbg !327
  br i1 %89, label %75, label %78, !dbg !312, !llvm.loop !328

90:                                               ; preds = %72, %97
  %91 = phi i64 [ 0, %72 ], [ %98, %97 ]
  %92 = phi i64 [ 1469598103934665603, %72 ], [ %109, %97 ]
    #dbg_value(i64 %91, !157, !DIExpression(), !314)
  %93 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %91
    #dbg_value(i32 0, !160, !DIExpression(), !329)
  br label %100, !dbg !330

94:                                               ; preds = %97
  store i64 %109, ptr @h, align 8, !tbaa !242
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, i64 noundef %109), !dbg !331
  %96 = load i64, ptr @h, align 8, !dbg !331, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %96, i64 %74, i64 %52, i64 %30), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
    #dbg_value(i32 0, !167, !DIExpression(), !332)
    #dbg_value(i32 0, !167, !DIExpression(), !332)
  br label %112, !dbg !333

97:                                               ; preds = %100
  %98 = add nuw nsw i64 %91, 1, !dbg !334
    #dbg_value(i64 %98, !157, !DIExpression(), !314)
  %99 = icmp eq i64 %98, 21, !dbg !334
  br i1 %99, label %94, label %90, !dbg !315, !llvm.loop !335

100:                                              ; preds = %90, %100
  %101 = phi i64 [ 0, %90 ], [ %110, %100 ]
  %102 = phi i64 [ %92, %90 ], [ %109, %100 ]
    #dbg_value(i64 %101, !160, !DIExpression(), !329)
  %103 = load volatile i16, ptr %93, align 2, !dbg !336, !tbaa !253
    #dbg_value(i16 %103, !163, !DIExpression(), !337)
  %104 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %101, !dbg !336
  %105 = load volatile i16, ptr %104, align 2, !dbg !336, !tbaa !253
    #dbg_value(i16 %105, !166, !DIExpression(), !337)
  %106 = tail call fastcc zeroext i16 @op_or(i16 noundef zeroext %103, i16 noundef zeroext %105), !dbg !336
    #dbg_value(i16 %106, !256, !DIExpression(), !338)
  %107 = zext i16 %106 to i64, !dbg !340
    #dbg_value(i64 %107, !264, !DIExpression(), !341)
  %108 = xor i64 %102, %107, !dbg !343
  %109 = mul i64 %108, 1099511628211, !dbg !344
  %110 = add nuw nsw i64 %101, 1, !dbg !345
    #dbg_value(i64 %110, !160, !DIExpression(), !329)
  %111 = icmp eq i64 %110, 21, !dbg !345
  br i1 %111, label %97, label %100, !dbg !330, !llvm.loop !346

112:                                              ; preds = %94, %119
  %113 = phi i64 [ 0, %94 ], [ %120, %119 ]
  %114 = phi i64 [ 1469598103934665603, %94 ], [ %131, %119 ]
    #dbg_value(i64 %113, !167, !DIExpression(), !332)
  %115 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %113
    #dbg_value(i32 0, !170, !DIExpression(), !347)
  br label %122, !dbg !348

116:                                              ; preds = %119
  store i64 %131, ptr @h, align 8, !tbaa !242
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8, i64 noundef %131), !dbg !349
  %118 = load i64, ptr @h, align 8, !dbg !349, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
    #dbg_value(i32 0, !177, !DIExpression(), !350)
    #dbg_value(i32 0, !177, !DIExpression(), !350)
  br label %134, !dbg !351

119:                                              ; preds = %122
  %120 = add nuw nsw i64 %113, 1, !dbg !352
    #dbg_value(i64 %120, !167, !DIExpression(), !332)
  %121 = icmp eq i64 %120, 21, !dbg !352
  br i1 %121, label %116, label %112, !dbg !333, !llvm.loop !353

122:                                              ; preds = %112, %122
  %123 = phi i64 [ 0, %112 ], [ %132, %122 ]
  %124 = phi i64 [ %114, %112 ], [ %131, %122 ]
    #dbg_value(i64 %123, !170, !DIExpression(), !347)
  %125 = load volatile i16, ptr %115, align 2, !dbg !354, !tbaa !253
    #dbg_value(i16 %125, !173, !DIExpression(), !355)
  %126 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %123, !dbg !354
  %127 = load volatile i16, ptr %126, align 2, !dbg !354, !tbaa !253
    #dbg_value(i16 %127, !176, !DIExpression(), !355)
  %128 = tail call fastcc zeroext i16 @op_xor(i16 noundef zeroext %125, i16 noundef zeroext %127), !dbg !354
    #dbg_value(i16 %128, !256, !DIExpression(), !356)
  %129 = zext i16 %128 to i64, !dbg !358
    #dbg_value(i64 %129, !264, !DIExpression(), !359)
  %130 = xor i64 %124, %129, !dbg !361
  %131 = mul i64 %130, 1099511628211, !dbg !362
  %132 = add nuw nsw i64 %123, 1, !dbg !363
    #dbg_value(i64 %132, !170, !DIExpression(), !347)
  %133 = icmp eq i64 %132, 21, !dbg !363
  br i1 %133, label %119, label %122, !dbg !348, !llvm.loop !364

134:                                              ; preds = %116, %141
  %135 = phi i64 [ 0, %116 ], [ %142, %141 ]
  %136 = phi i64 [ 1469598103934665603, %116 ], [ %153, %141 ]
    #dbg_value(i64 %135, !177, !DIExpression(), !350)
  %137 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %135
    #dbg_value(i32 0, !180, !DIExpression(), !365)
  br label %144, !dbg !366

138:                                              ; preds = %141
  store i64 %153, ptr @h, align 8, !tbaa !242
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9, i64 noundef %153), !dbg !367
  %140 = load i64, ptr @h, align 8, !dbg !367, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
    #dbg_value(i32 0, !187, !DIExpression(), !368)
    #dbg_value(i32 0, !187, !DIExpression(), !368)
  br label %156, !dbg !369

141:                                              ; preds = %144
  %142 = add nuw nsw i64 %135, 1, !dbg !370
    #dbg_value(i64 %142, !177, !DIExpression(), !350)
  %143 = icmp eq i64 %142, 21, !dbg !370
  br i1 %143, label %138, label %134, !dbg !351, !llvm.loop !371

144:                                              ; preds = %134, %144
  %145 = phi i64 [ 0, %134 ], [ %154, %144 ]
  %146 = phi i64 [ %136, %134 ], [ %153, %144 ]
    #dbg_value(i64 %145, !180, !DIExpression(), !365)
  %147 = load volatile i16, ptr %137, align 2, !dbg !372, !tbaa !253
    #dbg_value(i16 %147, !183, !DIExpression(), !373)
  %148 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %145, !dbg !372
  %149 = load volatile i16, ptr %148, align 2, !dbg !372, !tbaa !253
    #dbg_value(i16 %149, !186, !DIExpression(), !373)
  %150 = tail call fastcc zeroext i16 @op_min(i16 noundef zeroext %147, i16 noundef zeroext %149), !dbg !372
    #dbg_value(i16 %150, !256, !DIExpression(), !374)
  %151 = zext i16 %150 to i64, !dbg !376
    #dbg_value(i64 %151, !264, !DIExpression(), !377)
  %152 = xor i64 %146, %151, !dbg !379
  %153 = mul i64 %152, 1099511628211, !dbg !380
  %154 = add nuw nsw i64 %145, 1, !dbg !381
    #dbg_value(i64 %154, !180, !DIExpression(), !365)
  %155 = icmp eq i64 %154, 21, !dbg !381
  br i1 %155, label %141, label %144, !dbg !366, !llvm.loop !382

156:                                              ; preds = %138, %163
  %157 = phi i64 [ 0, %138 ], [ %164, %163 ]
  %158 = phi i64 [ 1469598103934665603, %138 ], [ %175, %163 ]
    #dbg_value(i64 %157, !187, !DIExpression(), !368)
  %159 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %157
    #dbg_value(i32 0, !190, !DIExpression(), !383)
  br label %166, !dbg !384

160:                                              ; preds = %163
  store i64 %175, ptr @h, align 8, !tbaa !242
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10, i64 noundef %175), !dbg !385
  %162 = load i64, ptr @h, align 8, !dbg !385, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
    #dbg_value(i32 0, !197, !DIExpression(), !386)
    #dbg_value(i32 0, !197, !DIExpression(), !386)
  br label %178, !dbg !387

163:                                              ; preds = %166
  %164 = add nuw nsw i64 %157, 1, !dbg !388
    #dbg_value(i64 %164, !187, !DIExpression(), !368)
  %165 = icmp eq i64 %164, 21, !dbg !388
  br i1 %165, label %160, label %156, !dbg !369, !llvm.loop !389

166:                                              ; preds = %156, %166
  %167 = phi i64 [ 0, %156 ], [ %176, %166 ]
  %168 = phi i64 [ %158, %156 ], [ %175, %166 ]
    #dbg_value(i64 %167, !190, !DIExpression(), !383)
  %169 = load volatile i16, ptr %159, align 2, !dbg !390, !tbaa !253
    #dbg_value(i16 %169, !193, !DIExpression(), !391)
  %170 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %167, !dbg !390
  %171 = load volatile i16, ptr %170, align 2, !dbg !390, !tbaa !253
    #dbg_value(i16 %171, !196, !DIExpression(), !391)
  %172 = tail call fastcc zeroext i16 @op_max(i16 noundef zeroext %169, i16 noundef zeroext %171), !dbg !390
    #dbg_value(i16 %172, !256, !DIExpression(), !392)
  %173 = zext i16 %172 to i64, !dbg !394
    #dbg_value(i64 %173, !264, !DIExpression(), !395)
  %174 = xor i64 %168, %173, !dbg !397
  %175 = mul i64 %174, 1099511628211, !dbg !398
  %176 = add nuw nsw i64 %167, 1, !dbg !399
    #dbg_value(i64 %176, !190, !DIExpression(), !383)
  %177 = icmp eq i64 %176, 21, !dbg !399
  br i1 %177, label %163, label %166, !dbg !384, !llvm.loop !400

178:                                              ; preds = %160, %185
  %179 = phi i64 [ 0, %160 ], [ %186, %185 ]
  %180 = phi i64 [ 1469598103934665603, %160 ], [ %197, %185 ]
    #dbg_value(i64 %179, !197, !DIExpression(), !386)
  %181 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %179
    #dbg_value(i32 0, !200, !DIExpression(), !401)
  br label %188, !dbg !402

182:                                              ; preds = %185
  store i64 %197, ptr @h, align 8, !tbaa !242
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %197), !dbg !403
  %184 = load i64, ptr @h, align 8, !dbg !403, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %184, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
  store i64 1469598103934665603, ptr @h, align 8, !dbg !404, !tbaa !242
    #dbg_value(i32 0, !207, !DIExpression(), !405)
    #dbg_value(i32 0, !116, !DIExpression(), !236)
  br label %200, !dbg !406

185:                                              ; preds = %188
  %186 = add nuw nsw i64 %179, 1, !dbg !407
    #dbg_value(i64 %186, !197, !DIExpression(), !386)
  %187 = icmp eq i64 %186, 21, !dbg !407
  br i1 %187, label %182, label %178, !dbg !387, !llvm.loop !408

188:                                              ; preds = %178, %188
  %189 = phi i64 [ 0, %178 ], [ %198, %188 ]
  %190 = phi i64 [ %180, %178 ], [ %197, %188 ]
    #dbg_value(i64 %189, !200, !DIExpression(), !401)
  %191 = load volatile i16, ptr %181, align 2, !dbg !409, !tbaa !253
    #dbg_value(i16 %191, !203, !DIExpression(), !410)
  %192 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %189, !dbg !409
  %193 = load volatile i16, ptr %192, align 2, !dbg !409, !tbaa !253
    #dbg_value(i16 %193, !206, !DIExpression(), !410)
  %194 = tail call fastcc i32 @op_cmp(i16 noundef zeroext %191, i16 noundef zeroext %193), !dbg !409
  %195 = zext nneg i32 %194 to i64, !dbg !409
    #dbg_value(i64 %195, !256, !DIExpression(), !411)
    #dbg_value(i64 %195, !264, !DIExpression(), !413)
  %196 = xor i64 %190, %195, !dbg !415
  %197 = mul i64 %196, 1099511628211, !dbg !416
  %198 = add nuw nsw i64 %189, 1, !dbg !417
    #dbg_value(i64 %198, !200, !DIExpression(), !401)
  %199 = icmp eq i64 %198, 21, !dbg !417
  br i1 %199, label %185, label %188, !dbg !402, !llvm.loop !418

200:                                              ; preds = %182, %208
  %201 = phi i64 [ 0, %182 ], [ %209, %208 ]
  %202 = phi i32 [ 0, %182 ], [ %237, %208 ]
    #dbg_value(i32 %202, !116, !DIExpression(), !236)
    #dbg_value(i64 %201, !207, !DIExpression(), !405)
  %203 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %201
    #dbg_value(i32 %202, !116, !DIExpression(), !236)
    #dbg_value(i32 0, !209, !DIExpression(), !419)
  br label %211, !dbg !420

204:                                              ; preds = %208
  %205 = load i64, ptr @h, align 8, !dbg !421, !tbaa !242
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %205), !dbg !422
  %207 = load i64, ptr @h, align 8, !dbg !423, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %207, i64 %184, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
    #dbg_value(i32 0, !218, !DIExpression(), !424)
    #dbg_value(i32 0, !218, !DIExpression(), !424)
  br label %240, !dbg !425

208:                                              ; preds = %236
  %209 = add nuw nsw i64 %201, 1, !dbg !426
    #dbg_value(i32 %237, !116, !DIExpression(), !236)
    #dbg_value(i64 %209, !207, !DIExpression(), !405)
  %210 = icmp eq i64 %209, 21, !dbg !427
  br i1 %210, label %204, label %200, !dbg !406, !llvm.loop !428

211:                                              ; preds = %200, %236
  %212 = phi i64 [ 0, %200 ], [ %238, %236 ]
  %213 = phi i32 [ %202, %200 ], [ %237, %236 ]
    #dbg_value(i32 %213, !116, !DIExpression(), !236)
    #dbg_value(i64 %212, !209, !DIExpression(), !419)
  %214 = load volatile i16, ptr %203, align 2, !dbg !430, !tbaa !253
    #dbg_value(i16 %214, !212, !DIExpression(), !431)
  %215 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %212, !dbg !432
  %216 = load volatile i16, ptr %215, align 2, !dbg !432, !tbaa !253
    #dbg_value(i16 %216, !215, !DIExpression(), !431)
  %217 = icmp eq i16 %216, 0, !dbg !433
  br i1 %217, label %236, label %218, !dbg !435

218:                                              ; preds = %211
  %219 = tail call fastcc zeroext i16 @op_div(i16 noundef zeroext %214, i16 noundef zeroext %216), !dbg !436
    #dbg_value(i16 %219, !216, !DIExpression(), !431)
  %220 = tail call fastcc zeroext i16 @op_rem(i16 noundef zeroext %214, i16 noundef zeroext %216), !dbg !437
    #dbg_value(i16 %220, !217, !DIExpression(), !431)
    #dbg_value(i16 %219, !256, !DIExpression(), !438)
  %221 = zext i16 %219 to i64, !dbg !440
    #dbg_value(i64 %221, !264, !DIExpression(), !441)
  %222 = load i64, ptr @h, align 8, !dbg !443, !tbaa !242
  %223 = xor i64 %222, %221, !dbg !444
  %224 = mul i64 %223, 1099511628211, !dbg !445
    #dbg_value(i16 %220, !256, !DIExpression(), !446)
  %225 = zext i16 %220 to i64, !dbg !448
    #dbg_value(i64 %225, !264, !DIExpression(), !449)
  %226 = xor i64 %224, %225, !dbg !451
  %227 = mul i64 %226, 1099511628211, !dbg !452
  store i64 %227, ptr @h, align 8, !dbg !453, !tbaa !242
  %228 = tail call fastcc zeroext i16 @op_mul(i16 noundef zeroext %219, i16 noundef zeroext %216), !dbg !454
  %229 = add i16 %228, %220, !dbg !456
  %230 = icmp eq i16 %229, %214, !dbg !457
  br i1 %230, label %236, label %231, !dbg !458

231:                                              ; preds = %218
  %232 = add nsw i32 %213, 1, !dbg !459
    #dbg_value(i32 %232, !116, !DIExpression(), !236)
  %233 = zext i16 %214 to i64, !dbg !461
  %234 = zext i16 %216 to i64, !dbg !462
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %233, i64 noundef %234), !dbg !463
  br label %236, !dbg !464

236:                                              ; preds = %218, %231, %211
  %237 = phi i32 [ %213, %211 ], [ %232, %231 ], [ %213, %218 ], !dbg !236
    #dbg_value(i32 %237, !116, !DIExpression(), !236)
  %238 = add nuw nsw i64 %212, 1, !dbg !465
    #dbg_value(i64 %238, !209, !DIExpression(), !419)
  %239 = icmp eq i64 %238, 21, !dbg !466
  br i1 %239, label %208, label %211, !dbg !420, !llvm.loop !467

240:                                              ; preds = %204, %301
  %241 = phi i64 [ 0, %204 ], [ %302, %301 ]
  %242 = phi i64 [ 1469598103934665603, %204 ], [ %319, %301 ]
    #dbg_value(i64 %241, !218, !DIExpression(), !424)
  %243 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %241
    #dbg_value(i32 0, !220, !DIExpression(), !469)
  br label %304, !dbg !470

244:                                              ; preds = %301
  store i64 %319, ptr @h, align 8, !tbaa !242
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %319), !dbg !471
  %246 = load i64, ptr @h, align 8, !dbg !472, !tbaa !242
    #dbg_value(!DIArgList(i64 %8, i64 %246, i64 %207, i64 %184, i64 %162, i64 %140, i64 %118, i64 %96, i64 %74, i64 %52, i64 %30), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !236)
    #dbg_value(i32 0, !226, !DIExpression(), !473)
    #dbg_value(i64 0, !226, !DIExpression(), !473)
  %247 = load volatile i16, ptr @vals, align 16, !dbg !474, !tbaa !253
    #dbg_value(i16 %247, !228, !DIExpression(), !475)
  %248 = zext i16 %247 to i64, !dbg !476
  %249 = tail call fastcc zeroext i16 @op_shl(i16 noundef zeroext %247, i32 noundef 15), !dbg !477
    #dbg_value(i16 %249, !256, !DIExpression(), !478)
  %250 = zext i16 %249 to i64, !dbg !480
  %251 = tail call fastcc zeroext i16 @op_lshr(i16 noundef zeroext %247, i32 noundef 15), !dbg !481
    #dbg_value(i16 %251, !256, !DIExpression(), !482)
  %252 = zext i16 %251 to i64, !dbg !484
  %253 = tail call fastcc zeroext i16 @op_ashr(i16 noundef zeroext %247, i32 noundef 15), !dbg !485
  %254 = zext i16 %253 to i64, !dbg !486
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %248, i32 noundef 15, i64 noundef %250, i32 noundef 15, i64 noundef %252, i32 noundef 15, i64 noundef %254), !dbg !487
    #dbg_value(i64 4, !226, !DIExpression(), !473)
  %256 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 8), align 8, !dbg !474, !tbaa !253
    #dbg_value(i16 %256, !228, !DIExpression(), !475)
  %257 = zext i16 %256 to i64, !dbg !476
  %258 = tail call fastcc zeroext i16 @op_shl(i16 noundef zeroext %256, i32 noundef 15), !dbg !477
    #dbg_value(i16 %258, !256, !DIExpression(), !478)
  %259 = zext i16 %258 to i64, !dbg !480
  %260 = tail call fastcc zeroext i16 @op_lshr(i16 noundef zeroext %256, i32 noundef 15), !dbg !481
    #dbg_value(i16 %260, !256, !DIExpression(), !482)
  %261 = zext i16 %260 to i64, !dbg !484
  %262 = tail call fastcc zeroext i16 @op_ashr(i16 noundef zeroext %256, i32 noundef 15), !dbg !485
  %263 = zext i16 %262 to i64, !dbg !486
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %257, i32 noundef 15, i64 noundef %259, i32 noundef 15, i64 noundef %261, i32 noundef 15, i64 noundef %263), !dbg !487
    #dbg_value(i64 8, !226, !DIExpression(), !473)
  %265 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 16, !dbg !474, !tbaa !253
    #dbg_value(i16 %265, !228, !DIExpression(), !475)
  %266 = zext i16 %265 to i64, !dbg !476
  %267 = tail call fastcc zeroext i16 @op_shl(i16 noundef zeroext %265, i32 noundef 15), !dbg !477
    #dbg_value(i16 %267, !256, !DIExpression(), !478)
  %268 = zext i16 %267 to i64, !dbg !480
  %269 = tail call fastcc zeroext i16 @op_lshr(i16 noundef zeroext %265, i32 noundef 15), !dbg !481
    #dbg_value(i16 %269, !256, !DIExpression(), !482)
  %270 = zext i16 %269 to i64, !dbg !484
  %271 = tail call fastcc zeroext i16 @op_ashr(i16 noundef zeroext %265, i32 noundef 15), !dbg !485
  %272 = zext i16 %271 to i64, !dbg !486
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %266, i32 noundef 15, i64 noundef %268, i32 noundef 15, i64 noundef %270, i32 noundef 15, i64 noundef %272), !dbg !487
    #dbg_value(i64 12, !226, !DIExpression(), !473)
  %274 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 24), align 8, !dbg !474, !tbaa !253
    #dbg_value(i16 %274, !228, !DIExpression(), !475)
  %275 = zext i16 %274 to i64, !dbg !476
  %276 = tail call fastcc zeroext i16 @op_shl(i16 noundef zeroext %274, i32 noundef 15), !dbg !477
    #dbg_value(i16 %276, !256, !DIExpression(), !478)
  %277 = zext i16 %276 to i64, !dbg !480
  %278 = tail call fastcc zeroext i16 @op_lshr(i16 noundef zeroext %274, i32 noundef 15), !dbg !481
    #dbg_value(i16 %278, !256, !DIExpression(), !482)
  %279 = zext i16 %278 to i64, !dbg !484
  %280 = tail call fastcc zeroext i16 @op_ashr(i16 noundef zeroext %274, i32 noundef 15), !dbg !485
  %281 = zext i16 %280 to i64, !dbg !486
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %275, i32 noundef 15, i64 noundef %277, i32 noundef 15, i64 noundef %279, i32 noundef 15, i64 noundef %281), !dbg !487
    #dbg_value(i64 16, !226, !DIExpression(), !473)
  %283 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 16, !dbg !474, !tbaa !253
    #dbg_value(i16 %283, !228, !DIExpression(), !475)
  %284 = zext i16 %283 to i64, !dbg !476
  %285 = tail call fastcc zeroext i16 @op_shl(i16 noundef zeroext %283, i32 noundef 15), !dbg !477
    #dbg_value(i16 %285, !256, !DIExpression(), !478)
  %286 = zext i16 %285 to i64, !dbg !480
  %287 = tail call fastcc zeroext i16 @op_lshr(i16 noundef zeroext %283, i32 noundef 15), !dbg !481
    #dbg_value(i16 %287, !256, !DIExpression(), !482)
  %288 = zext i16 %287 to i64, !dbg !484
  %289 = tail call fastcc zeroext i16 @op_ashr(i16 noundef zeroext %283, i32 noundef 15), !dbg !485
  %290 = zext i16 %289 to i64, !dbg !486
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %284, i32 noundef 15, i64 noundef %286, i32 noundef 15, i64 noundef %288, i32 noundef 15, i64 noundef %290), !dbg !487
    #dbg_value(i64 20, !226, !DIExpression(), !473)
  %292 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 40), align 8, !dbg !474, !tbaa !253
    #dbg_value(i16 %292, !228, !DIExpression(), !475)
  %293 = zext i16 %292 to i64, !dbg !476
  %294 = tail call fastcc zeroext i16 @op_shl(i16 noundef zeroext %292, i32 noundef 15), !dbg !477
    #dbg_value(i16 %294, !256, !DIExpression(), !478)
  %295 = zext i16 %294 to i64, !dbg !480
  %296 = tail call fastcc zeroext i16 @op_lshr(i16 noundef zeroext %292, i32 noundef 15), !dbg !481
    #dbg_value(i16 %296, !256, !DIExpression(), !482)
  %297 = zext i16 %296 to i64, !dbg !484
  %298 = tail call fastcc zeroext i16 @op_ashr(i16 noundef zeroext %292, i32 noundef 15), !dbg !485
  %299 = zext i16 %298 to i64, !dbg !486
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %293, i32 noundef 15, i64 noundef %295, i32 noundef 15, i64 noundef %297, i32 noundef 15, i64 noundef %299), !dbg !487
    #dbg_value(i64 24, !226, !DIExpression(), !473)
  br label %338, !dbg !488

301:                                              ; preds = %304
  %302 = add nuw nsw i64 %241, 1, !dbg !489
    #dbg_value(i64 %302, !218, !DIExpression(), !424)
  %303 = icmp eq i64 %302, 21, !dbg !490
  br i1 %303, label %244, label %240, !dbg !425, !llvm.loop !491

304:                                              ; preds = %240, %304
  %305 = phi i32 [ 0, %240 ], [ %320, %304 ]
  %306 = phi i64 [ %242, %240 ], [ %319, %304 ]
    #dbg_value(i32 %305, !220, !DIExpression(), !469)
  %307 = load volatile i16, ptr %243, align 2, !dbg !493, !tbaa !253
    #dbg_value(i16 %307, !223, !DIExpression(), !494)
  %308 = tail call fastcc zeroext i16 @op_shl(i16 noundef zeroext %307, i32 noundef %305), !dbg !495
    #dbg_value(i16 %308, !256, !DIExpression(), !496)
  %309 = zext i16 %308 to i64, !dbg !498
    #dbg_value(i64 %309, !264, !DIExpression(), !499)
  %310 = xor i64 %306, %309, !dbg !501
  %311 = mul i64 %310, 1099511628211, !dbg !502
  %312 = tail call fastcc zeroext i16 @op_lshr(i16 noundef zeroext %307, i32 noundef %305), !dbg !503
    #dbg_value(i16 %312, !256, !DIExpression(), !504)
  %313 = zext i16 %312 to i64, !dbg !506
    #dbg_value(i64 %313, !264, !DIExpression(), !507)
  %314 = xor i64 %311, %313, !dbg !509
  %315 = mul i64 %314, 1099511628211, !dbg !510
  %316 = tail call fastcc zeroext i16 @op_ashr(i16 noundef zeroext %307, i32 noundef %305), !dbg !511
    #dbg_value(i16 %316, !256, !DIExpression(), !512)
  %317 = zext i16 %316 to i64, !dbg !514
    #dbg_value(i64 %317, !264, !DIExpression(), !515)
  %318 = xor i64 %315, %317, !dbg !517
  %319 = mul i64 %318, 1099511628211, !dbg !518
  %320 = add nuw nsw i32 %305, 1, !dbg !519
    #dbg_value(i32 %320, !220, !DIExpression(), !469)
  %321 = icmp eq i32 %320, 16, !dbg !520
  br i1 %321, label %301, label %304, !dbg !470, !llvm.loop !521

322:                                              ; preds = %380
  %323 = xor i64 %30, %8, !dbg !277
    #dbg_value(i64 %323, !115, !DIExpression(), !236)
  %324 = xor i64 %323, %52, !dbg !295
    #dbg_value(i64 %324, !115, !DIExpression(), !236)
  %325 = xor i64 %324, %74, !dbg !313
    #dbg_value(i64 %325, !115, !DIExpression(), !236)
  %326 = xor i64 %325, %96, !dbg !331
    #dbg_value(i64 %326, !115, !DIExpression(), !236)
  %327 = xor i64 %326, %118, !dbg !349
    #dbg_value(i64 %327, !115, !DIExpression(), !236)
  %328 = xor i64 %327, %140, !dbg !367
    #dbg_value(i64 %328, !115, !DIExpression(), !236)
  %329 = xor i64 %328, %162, !dbg !385
    #dbg_value(i64 %329, !115, !DIExpression(), !236)
  %330 = xor i64 %329, %184, !dbg !403
    #dbg_value(i64 %330, !115, !DIExpression(), !236)
  %331 = xor i64 %330, %207, !dbg !523
    #dbg_value(i64 %331, !115, !DIExpression(), !236)
  %332 = xor i64 %331, %246, !dbg !524
    #dbg_value(i64 %332, !115, !DIExpression(), !236)
  %333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %332, i32 noundef %381), !dbg !525
  %334 = icmp eq i32 %381, 0, !dbg !526
  %335 = trunc i64 %332 to i32, !dbg !526
  %336 = and i32 %335, 63, !dbg !526
  %337 = select i1 %334, i32 %336, i32 100, !dbg !526
  ret i32 %337, !dbg !527

338:                                              ; preds = %244, %380
  %339 = phi i64 [ 0, %244 ], [ %382, %380 ]
  %340 = phi i32 [ %237, %244 ], [ %381, %380 ]
    #dbg_value(i64 %339, !231, !DIExpression(), !528)
    #dbg_value(i32 %340, !116, !DIExpression(), !236)
  %341 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %339, !dbg !529
  %342 = load volatile i16, ptr %341, align 2, !dbg !529, !tbaa !253
    #dbg_value(i16 %342, !233, !DIExpression(), !530)
  %343 = zext i16 %342 to i64, !dbg !531
  %344 = tail call fastcc zeroext i16 @op_neg(i16 noundef zeroext %342), !dbg !532
    #dbg_value(i16 %344, !256, !DIExpression(), !533)
  %345 = zext i16 %344 to i64, !dbg !535
  %346 = tail call fastcc zeroext i16 @op_not(i16 noundef zeroext %342), !dbg !536
    #dbg_value(i16 %346, !256, !DIExpression(), !537)
  %347 = zext i16 %346 to i64, !dbg !539
    #dbg_value(i16 %342, !256, !DIExpression(), !540)
  %348 = tail call fastcc zeroext i16 @div3(i16 noundef zeroext %342), !dbg !542
  %349 = zext nneg i16 %348 to i64, !dbg !543
  %350 = tail call fastcc zeroext i16 @div7(i16 noundef zeroext %342), !dbg !544
  %351 = zext nneg i16 %350 to i64, !dbg !545
  %352 = tail call fastcc zeroext i16 @div10(i16 noundef zeroext %342), !dbg !546
  %353 = zext nneg i16 %352 to i64, !dbg !547
  %354 = tail call fastcc zeroext i16 @rem10(i16 noundef zeroext %342), !dbg !548
  %355 = zext nneg i16 %354 to i64, !dbg !549
  %356 = tail call fastcc zeroext i16 @div16(i16 noundef zeroext %342), !dbg !550
  %357 = zext nneg i16 %356 to i64, !dbg !551
  %358 = tail call fastcc zeroext i16 @rem16(i16 noundef zeroext %342), !dbg !552
  %359 = zext nneg i16 %358 to i64, !dbg !553
  %360 = tail call fastcc zeroext i16 @divm5(i16 noundef zeroext %342), !dbg !554
  %361 = zext nneg i16 %360 to i64, !dbg !555
  %362 = tail call fastcc zeroext i16 @divmax(i16 noundef zeroext %342), !dbg !556
  %363 = zext nneg i16 %362 to i64, !dbg !557
  %364 = uitofp i16 %342 to double, !dbg !558
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %343, i64 noundef %345, i64 noundef %347, i64 noundef %343, i64 noundef %349, i64 noundef %351, i64 noundef %353, i64 noundef %355, i64 noundef %357, i64 noundef %359, i64 noundef %361, i64 noundef %363, double noundef %364, double noundef %364), !dbg !559
  %366 = tail call fastcc zeroext i16 @op_div(i16 noundef zeroext %342, i16 noundef zeroext 10), !dbg !560
  %367 = icmp eq i16 %352, %366, !dbg !562
  br i1 %367, label %368, label %377, !dbg !563

368:                                              ; preds = %338
  %369 = tail call fastcc zeroext i16 @op_rem(i16 noundef zeroext %342, i16 noundef zeroext 10), !dbg !564
  %370 = icmp eq i16 %354, %369, !dbg !565
  br i1 %370, label %371, label %377, !dbg !566

371:                                              ; preds = %368
  %372 = tail call fastcc zeroext i16 @op_div(i16 noundef zeroext %342, i16 noundef zeroext 7), !dbg !567
  %373 = icmp eq i16 %350, %372, !dbg !568
  br i1 %373, label %374, label %377, !dbg !569

374:                                              ; preds = %371
  %375 = tail call fastcc zeroext i16 @op_div(i16 noundef zeroext %342, i16 noundef zeroext 16), !dbg !570
  %376 = icmp eq i16 %356, %375, !dbg !571
  br i1 %376, label %380, label %377, !dbg !572

377:                                              ; preds = %374, %371, %368, %338
  %378 = add nsw i32 %340, 1, !dbg !573
    #dbg_value(i32 %378, !116, !DIExpression(), !236)
  %379 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !575
  br label %380, !dbg !576

380:                                              ; preds = %377, %374
  %381 = phi i32 [ %378, %377 ], [ %340, %374 ], !dbg !236
    #dbg_value(i32 %381, !116, !DIExpression(), !236)
  %382 = add nuw nsw i64 %339, 1, !dbg !577
    #dbg_value(i64 %382, !231, !DIExpression(), !528)
  %383 = icmp eq i64 %382, 21, !dbg !578
  br i1 %383, label %322, label %338, !dbg !488, !llvm.loop !579
}

; Function Attrs: nofree nounwind
declare !dbg !581 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @op_add(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #2 !dbg !588 {
    #dbg_value(i16 %0, !592, !DIExpression(), !594)
    #dbg_value(i16 %1, !593, !DIExpression(), !594)
  %3 = add i16 %1, %0, !dbg !595
  ret i16 %3, !dbg !596
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @op_sub(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #2 !dbg !597 {
    #dbg_value(i16 %0, !599, !DIExpression(), !601)
    #dbg_value(i16 %1, !600, !DIExpression(), !601)
  %3 = sub i16 %0, %1, !dbg !602
  ret i16 %3, !dbg !603
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @op_mul(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #2 !dbg !604 {
    #dbg_value(i16 %0, !606, !DIExpression(), !608)
    #dbg_value(i16 %1, !607, !DIExpression(), !608)
  %3 = mul i16 %1, %0, !dbg !609
  ret i16 %3, !dbg !610
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @op_and(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #2 !dbg !611 {
    #dbg_value(i16 %0, !613, !DIExpression(), !615)
    #dbg_value(i16 %1, !614, !DIExpression(), !615)
  %3 = and i16 %1, %0, !dbg !616
  ret i16 %3, !dbg !617
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @op_or(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #2 !dbg !618 {
    #dbg_value(i16 %0, !620, !DIExpression(), !622)
    #dbg_value(i16 %1, !621, !DIExpression(), !622)
  %3 = or i16 %1, %0, !dbg !623
  ret i16 %3, !dbg !624
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @op_xor(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #2 !dbg !625 {
    #dbg_value(i16 %0, !627, !DIExpression(), !629)
    #dbg_value(i16 %1, !628, !DIExpression(), !629)
  %3 = xor i16 %1, %0, !dbg !630
  ret i16 %3, !dbg !631
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @op_min(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #2 !dbg !632 {
    #dbg_value(i16 %0, !634, !DIExpression(), !636)
    #dbg_value(i16 %1, !635, !DIExpression(), !636)
  %3 = tail call i16 @llvm.umin.i16(i16 %0, i16 %1), !dbg !637
  ret i16 %3, !dbg !638
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @op_max(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #2 !dbg !639 {
    #dbg_value(i16 %0, !641, !DIExpression(), !643)
    #dbg_value(i16 %1, !642, !DIExpression(), !643)
  %3 = tail call i16 @llvm.umax.i16(i16 %0, i16 %1), !dbg !644
  ret i16 %3, !dbg !645
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #2 !dbg !646 {
    #dbg_value(i16 %0, !650, !DIExpression(), !652)
    #dbg_value(i16 %1, !651, !DIExpression(), !652)
  %3 = icmp eq i16 %0, %1, !dbg !653
  %4 = zext i1 %3 to i32, !dbg !653
  %5 = select i1 %3, i32 0, i32 2, !dbg !654
  %6 = icmp ult i16 %0, %1, !dbg !655
  %7 = select i1 %6, i32 4, i32 0, !dbg !656
  %8 = icmp ugt i16 %0, %1, !dbg !657
  %9 = select i1 %8, i32 0, i32 8, !dbg !658
  %10 = select i1 %8, i32 16, i32 0, !dbg !659
  %11 = select i1 %6, i32 0, i32 32, !dbg !660
  %12 = select i1 %6, i32 64, i32 0, !dbg !661
  %13 = select i1 %6, i32 0, i32 128, !dbg !662
  %14 = icmp eq i16 %0, 0, !dbg !663
  %15 = select i1 %14, i32 256, i32 0, !dbg !664
  %16 = icmp eq i16 %1, 0, !dbg !665
  %17 = select i1 %16, i32 0, i32 512, !dbg !666
  %18 = or disjoint i32 %15, %4, !dbg !667
  %19 = or disjoint i32 %18, %5, !dbg !668
  %20 = or disjoint i32 %19, %7, !dbg !669
  %21 = or disjoint i32 %20, %9, !dbg !670
  %22 = or disjoint i32 %21, %10, !dbg !671
  %23 = or i32 %22, %11, !dbg !672
  %24 = or i32 %23, %12, !dbg !673
  %25 = or i32 %24, %13, !dbg !674
  %26 = or i32 %25, %17, !dbg !675
  ret i32 %26, !dbg !676
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @op_div(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #2 !dbg !677 {
    #dbg_value(i16 %0, !679, !DIExpression(), !681)
    #dbg_value(i16 %1, !680, !DIExpression(), !681)
  %3 = udiv i16 %0, %1, !dbg !682
  ret i16 %3, !dbg !683
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext range(i16 0, -1) i16 @op_rem(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #2 !dbg !684 {
    #dbg_value(i16 %0, !686, !DIExpression(), !688)
    #dbg_value(i16 %1, !687, !DIExpression(), !688)
  %3 = urem i16 %0, %1, !dbg !689
  ret i16 %3, !dbg !690
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i16 @op_shl(i16 noundef zeroext %0, i32 noundef %1) unnamed_addr #2 !dbg !691 {
    #dbg_value(i16 %0, !695, !DIExpression(), !697)
    #dbg_value(i32 %1, !696, !DIExpression(), !697)
  %3 = zext i16 %0 to i32, !dbg !698
  %4 = shl nuw nsw i32 %3, %1, !dbg !699
  %5 = trunc i32 %4 to i16, !dbg !700
  ret i16 %5, !dbg !701
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i16 @op_lshr(i16 noundef zeroext %0, i32 noundef %1) unnamed_addr #2 !dbg !702 {
    #dbg_value(i16 %0, !704, !DIExpression(), !706)
    #dbg_value(i32 %1, !705, !DIExpression(), !706)
  %3 = zext i16 %0 to i32, !dbg !707
  %4 = lshr i32 %3, %1, !dbg !708
  %5 = trunc nuw i32 %4 to i16, !dbg !709
  ret i16 %5, !dbg !710
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i16 @op_ashr(i16 noundef zeroext %0, i32 noundef %1) unnamed_addr #2 !dbg !711 {
    #dbg_value(i16 %0, !713, !DIExpression(), !715)
    #dbg_value(i32 %1, !714, !DIExpression(), !715)
  %3 = zext i16 %0 to i32, !dbg !716
  %4 = lshr i32 %3, %1, !dbg !717
  %5 = trunc nuw i32 %4 to i16, !dbg !718
  ret i16 %5, !dbg !719
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @op_neg(i16 noundef zeroext %0) unnamed_addr #2 !dbg !720 {
    #dbg_value(i16 %0, !724, !DIExpression(), !725)
  %2 = sub i16 0, %0, !dbg !726
  ret i16 %2, !dbg !727
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @op_not(i16 noundef zeroext %0) unnamed_addr #2 !dbg !728 {
    #dbg_value(i16 %0, !730, !DIExpression(), !731)
  %2 = xor i16 %0, -1, !dbg !732
  ret i16 %2, !dbg !733
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i16 0, 21846) i16 @div3(i16 noundef zeroext %0) unnamed_addr #2 !dbg !734 {
    #dbg_value(i16 %0, !736, !DIExpression(), !737)
  %2 = udiv i16 %0, 3, !dbg !738
  ret i16 %2, !dbg !739
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i16 0, 9363) i16 @div7(i16 noundef zeroext %0) unnamed_addr #2 !dbg !740 {
    #dbg_value(i16 %0, !742, !DIExpression(), !743)
  %2 = udiv i16 %0, 7, !dbg !744
  ret i16 %2, !dbg !745
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i16 0, 6554) i16 @div10(i16 noundef zeroext %0) unnamed_addr #2 !dbg !746 {
    #dbg_value(i16 %0, !748, !DIExpression(), !749)
  %2 = udiv i16 %0, 10, !dbg !750
  ret i16 %2, !dbg !751
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i16 0, 10) i16 @rem10(i16 noundef zeroext %0) unnamed_addr #2 !dbg !752 {
    #dbg_value(i16 %0, !754, !DIExpression(), !755)
  %2 = urem i16 %0, 10, !dbg !756
  ret i16 %2, !dbg !757
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i16 0, 4096) i16 @div16(i16 noundef zeroext %0) unnamed_addr #2 !dbg !758 {
    #dbg_value(i16 %0, !760, !DIExpression(), !761)
  %2 = lshr i16 %0, 4, !dbg !762
  ret i16 %2, !dbg !763
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i16 0, 16) i16 @rem16(i16 noundef zeroext %0) unnamed_addr #2 !dbg !764 {
    #dbg_value(i16 %0, !766, !DIExpression(), !767)
  %2 = and i16 %0, 15, !dbg !768
  ret i16 %2, !dbg !769
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i16 0, 13108) i16 @divm5(i16 noundef zeroext %0) unnamed_addr #2 !dbg !770 {
    #dbg_value(i16 %0, !772, !DIExpression(), !773)
  %2 = udiv i16 %0, 5, !dbg !774
  ret i16 %2, !dbg !775
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext range(i16 0, 2) i16 @divmax(i16 noundef zeroext %0) unnamed_addr #2 !dbg !776 {
    #dbg_value(i16 %0, !778, !DIExpression(), !779)
  %2 = icmp eq i16 %0, -1, !dbg !780
  %3 = zext i1 %2 to i16, !dbg !780
  ret i16 %3, !dbg !781
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umin.i16(i16, i16) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umax.i16(i16, i16) #4

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
!2 = !DIFile(filename: "programs/ops_matrix_u16.c", directory: ".", checksumkind: CSK_MD5, checksum: "6e061a615b971fd024b78c4091029878")
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
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !30, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16, !17, !18, !24, !25, !27, !28, !29}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !2, line: 9, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !20, line: 25, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !22, line: 40, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!23 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!24 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "WU", file: !2, line: 11, baseType: !26)
!26 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!27 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!28 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "U", file: !2, line: 10, baseType: !19)
!30 = !{!0, !7, !31, !36, !41, !43, !45, !47, !52, !54, !56, !58, !60, !65, !70, !75, !77, !82, !87, !92, !12, !97}
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
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 46)
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
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 336, elements: !101)
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
!254 = !{!"short", !244, i64 0}
!255 = !DILocation(line: 0, scope: !124)
!256 = !DILocalVariable(name: "v", arg: 1, scope: !257, file: !2, line: 25, type: !18)
!257 = distinct !DISubprogram(name: "bits", scope: !2, file: !2, line: 25, type: !258, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !260)
!258 = !DISubroutineType(types: !259)
!259 = !{!24, !18}
!260 = !{!256}
!261 = !DILocation(line: 0, scope: !257, inlinedAt: !262)
!262 = distinct !DILocation(line: 70, column: 5, scope: !124)
!263 = !DILocation(line: 25, column: 46, scope: !257, inlinedAt: !262)
!264 = !DILocalVariable(name: "v", arg: 1, scope: !265, file: !2, line: 24, type: !24)
!265 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 24, type: !266, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !268)
!266 = !DISubroutineType(types: !267)
!267 = !{null, !24}
!268 = !{!264}
!269 = !DILocation(line: 0, scope: !265, inlinedAt: !270)
!270 = distinct !DILocation(line: 70, column: 5, scope: !124)
!271 = !DILocation(line: 24, column: 48, scope: !265, inlinedAt: !270)
!272 = !DILocation(line: 24, column: 53, scope: !265, inlinedAt: !270)
!273 = !DILocation(line: 70, column: 5, scope: !125)
!274 = distinct !{!274, !241, !241, !251}
!275 = !DILocation(line: 0, scope: !131)
!276 = !DILocation(line: 71, column: 5, scope: !131)
!277 = !DILocation(line: 71, column: 5, scope: !129)
!278 = !DILocation(line: 0, scope: !138)
!279 = !DILocation(line: 72, column: 5, scope: !138)
!280 = !DILocation(line: 71, column: 5, scope: !132)
!281 = distinct !{!281, !248, !248, !251}
!282 = !DILocation(line: 71, column: 5, scope: !134)
!283 = !DILocation(line: 0, scope: !134)
!284 = !DILocation(line: 0, scope: !257, inlinedAt: !285)
!285 = distinct !DILocation(line: 71, column: 5, scope: !134)
!286 = !DILocation(line: 25, column: 46, scope: !257, inlinedAt: !285)
!287 = !DILocation(line: 0, scope: !265, inlinedAt: !288)
!288 = distinct !DILocation(line: 71, column: 5, scope: !134)
!289 = !DILocation(line: 24, column: 48, scope: !265, inlinedAt: !288)
!290 = !DILocation(line: 24, column: 53, scope: !265, inlinedAt: !288)
!291 = !DILocation(line: 71, column: 5, scope: !135)
!292 = distinct !{!292, !276, !276, !251}
!293 = !DILocation(line: 0, scope: !141)
!294 = !DILocation(line: 72, column: 5, scope: !141)
!295 = !DILocation(line: 72, column: 5, scope: !139)
!296 = !DILocation(line: 0, scope: !148)
!297 = !DILocation(line: 73, column: 5, scope: !148)
!298 = !DILocation(line: 72, column: 5, scope: !142)
!299 = distinct !{!299, !279, !279, !251}
!300 = !DILocation(line: 72, column: 5, scope: !144)
!301 = !DILocation(line: 0, scope: !144)
!302 = !DILocation(line: 0, scope: !257, inlinedAt: !303)
!303 = distinct !DILocation(line: 72, column: 5, scope: !144)
!304 = !DILocation(line: 25, column: 46, scope: !257, inlinedAt: !303)
!305 = !DILocation(line: 0, scope: !265, inlinedAt: !306)
!306 = distinct !DILocation(line: 72, column: 5, scope: !144)
!307 = !DILocation(line: 24, column: 48, scope: !265, inlinedAt: !306)
!308 = !DILocation(line: 24, column: 53, scope: !265, inlinedAt: !306)
!309 = !DILocation(line: 72, column: 5, scope: !145)
!310 = distinct !{!310, !294, !294, !251}
!311 = !DILocation(line: 0, scope: !151)
!312 = !DILocation(line: 73, column: 5, scope: !151)
!313 = !DILocation(line: 73, column: 5, scope: !149)
!314 = !DILocation(line: 0, scope: !158)
!315 = !DILocation(line: 74, column: 5, scope: !158)
!316 = !DILocation(line: 73, column: 5, scope: !152)
!317 = distinct !{!317, !297, !297, !251}
!318 = !DILocation(line: 73, column: 5, scope: !154)
!319 = !DILocation(line: 0, scope: !154)
!320 = !DILocation(line: 0, scope: !257, inlinedAt: !321)
!321 = distinct !DILocation(line: 73, column: 5, scope: !154)
!322 = !DILocation(line: 25, column: 46, scope: !257, inlinedAt: !321)
!323 = !DILocation(line: 0, scope: !265, inlinedAt: !324)
!324 = distinct !DILocation(line: 73, column: 5, scope: !154)
!325 = !DILocation(line: 24, column: 48, scope: !265, inlinedAt: !324)
!326 = !DILocation(line: 24, column: 53, scope: !265, inlinedAt: !324)
!327 = !DILocation(line: 73, column: 5, scope: !155)
!328 = distinct !{!328, !312, !312, !251}
!329 = !DILocation(line: 0, scope: !161)
!330 = !DILocation(line: 74, column: 5, scope: !161)
!331 = !DILocation(line: 74, column: 5, scope: !159)
!332 = !DILocation(line: 0, scope: !168)
!333 = !DILocation(line: 75, column: 5, scope: !168)
!334 = !DILocation(line: 74, column: 5, scope: !162)
!335 = distinct !{!335, !315, !315, !251}
!336 = !DILocation(line: 74, column: 5, scope: !164)
!337 = !DILocation(line: 0, scope: !164)
!338 = !DILocation(line: 0, scope: !257, inlinedAt: !339)
!339 = distinct !DILocation(line: 74, column: 5, scope: !164)
!340 = !DILocation(line: 25, column: 46, scope: !257, inlinedAt: !339)
!341 = !DILocation(line: 0, scope: !265, inlinedAt: !342)
!342 = distinct !DILocation(line: 74, column: 5, scope: !164)
!343 = !DILocation(line: 24, column: 48, scope: !265, inlinedAt: !342)
!344 = !DILocation(line: 24, column: 53, scope: !265, inlinedAt: !342)
!345 = !DILocation(line: 74, column: 5, scope: !165)
!346 = distinct !{!346, !330, !330, !251}
!347 = !DILocation(line: 0, scope: !171)
!348 = !DILocation(line: 75, column: 5, scope: !171)
!349 = !DILocation(line: 75, column: 5, scope: !169)
!350 = !DILocation(line: 0, scope: !178)
!351 = !DILocation(line: 76, column: 5, scope: !178)
!352 = !DILocation(line: 75, column: 5, scope: !172)
!353 = distinct !{!353, !333, !333, !251}
!354 = !DILocation(line: 75, column: 5, scope: !174)
!355 = !DILocation(line: 0, scope: !174)
!356 = !DILocation(line: 0, scope: !257, inlinedAt: !357)
!357 = distinct !DILocation(line: 75, column: 5, scope: !174)
!358 = !DILocation(line: 25, column: 46, scope: !257, inlinedAt: !357)
!359 = !DILocation(line: 0, scope: !265, inlinedAt: !360)
!360 = distinct !DILocation(line: 75, column: 5, scope: !174)
!361 = !DILocation(line: 24, column: 48, scope: !265, inlinedAt: !360)
!362 = !DILocation(line: 24, column: 53, scope: !265, inlinedAt: !360)
!363 = !DILocation(line: 75, column: 5, scope: !175)
!364 = distinct !{!364, !348, !348, !251}
!365 = !DILocation(line: 0, scope: !181)
!366 = !DILocation(line: 76, column: 5, scope: !181)
!367 = !DILocation(line: 76, column: 5, scope: !179)
!368 = !DILocation(line: 0, scope: !188)
!369 = !DILocation(line: 77, column: 5, scope: !188)
!370 = !DILocation(line: 76, column: 5, scope: !182)
!371 = distinct !{!371, !351, !351, !251}
!372 = !DILocation(line: 76, column: 5, scope: !184)
!373 = !DILocation(line: 0, scope: !184)
!374 = !DILocation(line: 0, scope: !257, inlinedAt: !375)
!375 = distinct !DILocation(line: 76, column: 5, scope: !184)
!376 = !DILocation(line: 25, column: 46, scope: !257, inlinedAt: !375)
!377 = !DILocation(line: 0, scope: !265, inlinedAt: !378)
!378 = distinct !DILocation(line: 76, column: 5, scope: !184)
!379 = !DILocation(line: 24, column: 48, scope: !265, inlinedAt: !378)
!380 = !DILocation(line: 24, column: 53, scope: !265, inlinedAt: !378)
!381 = !DILocation(line: 76, column: 5, scope: !185)
!382 = distinct !{!382, !366, !366, !251}
!383 = !DILocation(line: 0, scope: !191)
!384 = !DILocation(line: 77, column: 5, scope: !191)
!385 = !DILocation(line: 77, column: 5, scope: !189)
!386 = !DILocation(line: 0, scope: !198)
!387 = !DILocation(line: 78, column: 5, scope: !198)
!388 = !DILocation(line: 77, column: 5, scope: !192)
!389 = distinct !{!389, !369, !369, !251}
!390 = !DILocation(line: 77, column: 5, scope: !194)
!391 = !DILocation(line: 0, scope: !194)
!392 = !DILocation(line: 0, scope: !257, inlinedAt: !393)
!393 = distinct !DILocation(line: 77, column: 5, scope: !194)
!394 = !DILocation(line: 25, column: 46, scope: !257, inlinedAt: !393)
!395 = !DILocation(line: 0, scope: !265, inlinedAt: !396)
!396 = distinct !DILocation(line: 77, column: 5, scope: !194)
!397 = !DILocation(line: 24, column: 48, scope: !265, inlinedAt: !396)
!398 = !DILocation(line: 24, column: 53, scope: !265, inlinedAt: !396)
!399 = !DILocation(line: 77, column: 5, scope: !195)
!400 = distinct !{!400, !384, !384, !251}
!401 = !DILocation(line: 0, scope: !201)
!402 = !DILocation(line: 78, column: 5, scope: !201)
!403 = !DILocation(line: 78, column: 5, scope: !199)
!404 = !DILocation(line: 80, column: 7, scope: !111)
!405 = !DILocation(line: 0, scope: !208)
!406 = !DILocation(line: 81, column: 5, scope: !208)
!407 = !DILocation(line: 78, column: 5, scope: !202)
!408 = distinct !{!408, !387, !387, !251}
!409 = !DILocation(line: 78, column: 5, scope: !204)
!410 = !DILocation(line: 0, scope: !204)
!411 = !DILocation(line: 0, scope: !257, inlinedAt: !412)
!412 = distinct !DILocation(line: 78, column: 5, scope: !204)
!413 = !DILocation(line: 0, scope: !265, inlinedAt: !414)
!414 = distinct !DILocation(line: 78, column: 5, scope: !204)
!415 = !DILocation(line: 24, column: 48, scope: !265, inlinedAt: !414)
!416 = !DILocation(line: 24, column: 53, scope: !265, inlinedAt: !414)
!417 = !DILocation(line: 78, column: 5, scope: !205)
!418 = distinct !{!418, !402, !402, !251}
!419 = !DILocation(line: 0, scope: !210)
!420 = !DILocation(line: 82, column: 9, scope: !210)
!421 = !DILocation(line: 90, column: 32, scope: !111)
!422 = !DILocation(line: 90, column: 5, scope: !111)
!423 = !DILocation(line: 90, column: 45, scope: !111)
!424 = !DILocation(line: 0, scope: !219)
!425 = !DILocation(line: 93, column: 5, scope: !219)
!426 = !DILocation(line: 81, column: 29, scope: !211)
!427 = !DILocation(line: 81, column: 23, scope: !211)
!428 = distinct !{!428, !406, !429, !251}
!429 = !DILocation(line: 89, column: 9, scope: !208)
!430 = !DILocation(line: 83, column: 19, scope: !213)
!431 = !DILocation(line: 0, scope: !213)
!432 = !DILocation(line: 83, column: 32, scope: !213)
!433 = !DILocation(line: 84, column: 19, scope: !434)
!434 = distinct !DILexicalBlock(scope: !213, file: !2, line: 84, column: 17)
!435 = !DILocation(line: 84, column: 17, scope: !213)
!436 = !DILocation(line: 85, column: 19, scope: !213)
!437 = !DILocation(line: 85, column: 37, scope: !213)
!438 = !DILocation(line: 0, scope: !257, inlinedAt: !439)
!439 = distinct !DILocation(line: 86, column: 17, scope: !213)
!440 = !DILocation(line: 25, column: 46, scope: !257, inlinedAt: !439)
!441 = !DILocation(line: 0, scope: !265, inlinedAt: !442)
!442 = distinct !DILocation(line: 86, column: 13, scope: !213)
!443 = !DILocation(line: 24, column: 46, scope: !265, inlinedAt: !442)
!444 = !DILocation(line: 24, column: 48, scope: !265, inlinedAt: !442)
!445 = !DILocation(line: 24, column: 53, scope: !265, inlinedAt: !442)
!446 = !DILocation(line: 0, scope: !257, inlinedAt: !447)
!447 = distinct !DILocation(line: 86, column: 31, scope: !213)
!448 = !DILocation(line: 25, column: 46, scope: !257, inlinedAt: !447)
!449 = !DILocation(line: 0, scope: !265, inlinedAt: !450)
!450 = distinct !DILocation(line: 86, column: 27, scope: !213)
!451 = !DILocation(line: 24, column: 48, scope: !265, inlinedAt: !450)
!452 = !DILocation(line: 24, column: 53, scope: !265, inlinedAt: !450)
!453 = !DILocation(line: 24, column: 43, scope: !265, inlinedAt: !450)
!454 = !DILocation(line: 87, column: 25, scope: !455)
!455 = distinct !DILexicalBlock(scope: !213, file: !2, line: 87, column: 17)
!456 = !DILocation(line: 87, column: 38, scope: !455)
!457 = !DILocation(line: 87, column: 47, scope: !455)
!458 = !DILocation(line: 87, column: 17, scope: !213)
!459 = !DILocation(line: 87, column: 58, scope: !460)
!460 = distinct !DILexicalBlock(scope: !455, file: !2, line: 87, column: 53)
!461 = !DILocation(line: 87, column: 106, scope: !460)
!462 = !DILocation(line: 87, column: 120, scope: !460)
!463 = !DILocation(line: 87, column: 62, scope: !460)
!464 = !DILocation(line: 87, column: 135, scope: !460)
!465 = !DILocation(line: 82, column: 33, scope: !214)
!466 = !DILocation(line: 82, column: 27, scope: !214)
!467 = distinct !{!467, !420, !468, !251}
!468 = !DILocation(line: 89, column: 9, scope: !210)
!469 = !DILocation(line: 0, scope: !221)
!470 = !DILocation(line: 94, column: 9, scope: !221)
!471 = !DILocation(line: 95, column: 5, scope: !111)
!472 = !DILocation(line: 95, column: 45, scope: !111)
!473 = !DILocation(line: 0, scope: !227)
!474 = !DILocation(line: 98, column: 15, scope: !229)
!475 = !DILocation(line: 0, scope: !229)
!476 = !DILocation(line: 99, column: 66, scope: !229)
!477 = !DILocation(line: 99, column: 95, scope: !229)
!478 = !DILocation(line: 0, scope: !257, inlinedAt: !479)
!479 = distinct !DILocation(line: 99, column: 90, scope: !229)
!480 = !DILocation(line: 25, column: 46, scope: !257, inlinedAt: !479)
!481 = !DILocation(line: 100, column: 31, scope: !229)
!482 = !DILocation(line: 0, scope: !257, inlinedAt: !483)
!483 = distinct !DILocation(line: 100, column: 26, scope: !229)
!484 = !DILocation(line: 25, column: 46, scope: !257, inlinedAt: !483)
!485 = !DILocation(line: 100, column: 75, scope: !229)
!486 = !DILocation(line: 100, column: 64, scope: !229)
!487 = !DILocation(line: 99, column: 9, scope: !229)
!488 = !DILocation(line: 103, column: 5, scope: !232)
!489 = !DILocation(line: 93, column: 29, scope: !222)
!490 = !DILocation(line: 93, column: 23, scope: !222)
!491 = distinct !{!491, !425, !492, !251}
!492 = !DILocation(line: 94, column: 134, scope: !219)
!493 = !DILocation(line: 94, column: 48, scope: !224)
!494 = !DILocation(line: 0, scope: !224)
!495 = !DILocation(line: 94, column: 66, scope: !224)
!496 = !DILocation(line: 0, scope: !257, inlinedAt: !497)
!497 = distinct !DILocation(line: 94, column: 61, scope: !224)
!498 = !DILocation(line: 25, column: 46, scope: !257, inlinedAt: !497)
!499 = !DILocation(line: 0, scope: !265, inlinedAt: !500)
!500 = distinct !DILocation(line: 94, column: 57, scope: !224)
!501 = !DILocation(line: 24, column: 48, scope: !265, inlinedAt: !500)
!502 = !DILocation(line: 24, column: 53, scope: !265, inlinedAt: !500)
!503 = !DILocation(line: 94, column: 91, scope: !224)
!504 = !DILocation(line: 0, scope: !257, inlinedAt: !505)
!505 = distinct !DILocation(line: 94, column: 86, scope: !224)
!506 = !DILocation(line: 25, column: 46, scope: !257, inlinedAt: !505)
!507 = !DILocation(line: 0, scope: !265, inlinedAt: !508)
!508 = distinct !DILocation(line: 94, column: 82, scope: !224)
!509 = !DILocation(line: 24, column: 48, scope: !265, inlinedAt: !508)
!510 = !DILocation(line: 24, column: 53, scope: !265, inlinedAt: !508)
!511 = !DILocation(line: 94, column: 117, scope: !224)
!512 = !DILocation(line: 0, scope: !257, inlinedAt: !513)
!513 = distinct !DILocation(line: 94, column: 112, scope: !224)
!514 = !DILocation(line: 25, column: 46, scope: !257, inlinedAt: !513)
!515 = !DILocation(line: 0, scope: !265, inlinedAt: !516)
!516 = distinct !DILocation(line: 94, column: 108, scope: !224)
!517 = !DILocation(line: 24, column: 48, scope: !265, inlinedAt: !516)
!518 = !DILocation(line: 24, column: 53, scope: !265, inlinedAt: !516)
!519 = !DILocation(line: 94, column: 36, scope: !225)
!520 = !DILocation(line: 94, column: 27, scope: !225)
!521 = distinct !{!521, !470, !522, !251}
!522 = !DILocation(line: 94, column: 134, scope: !221)
!523 = !DILocation(line: 90, column: 42, scope: !111)
!524 = !DILocation(line: 95, column: 42, scope: !111)
!525 = !DILocation(line: 111, column: 5, scope: !111)
!526 = !DILocation(line: 112, column: 12, scope: !111)
!527 = !DILocation(line: 113, column: 1, scope: !111)
!528 = !DILocation(line: 0, scope: !232)
!529 = !DILocation(line: 104, column: 15, scope: !234)
!530 = !DILocation(line: 0, scope: !234)
!531 = !DILocation(line: 106, column: 16, scope: !234)
!532 = !DILocation(line: 106, column: 35, scope: !234)
!533 = !DILocation(line: 0, scope: !257, inlinedAt: !534)
!534 = distinct !DILocation(line: 106, column: 30, scope: !234)
!535 = !DILocation(line: 25, column: 46, scope: !257, inlinedAt: !534)
!536 = !DILocation(line: 106, column: 52, scope: !234)
!537 = !DILocation(line: 0, scope: !257, inlinedAt: !538)
!538 = distinct !DILocation(line: 106, column: 47, scope: !234)
!539 = !DILocation(line: 25, column: 46, scope: !257, inlinedAt: !538)
!540 = !DILocation(line: 0, scope: !257, inlinedAt: !541)
!541 = distinct !DILocation(line: 106, column: 64, scope: !234)
!542 = !DILocation(line: 106, column: 92, scope: !234)
!543 = !DILocation(line: 106, column: 81, scope: !234)
!544 = !DILocation(line: 106, column: 112, scope: !234)
!545 = !DILocation(line: 106, column: 101, scope: !234)
!546 = !DILocation(line: 107, column: 27, scope: !234)
!547 = !DILocation(line: 107, column: 16, scope: !234)
!548 = !DILocation(line: 107, column: 48, scope: !234)
!549 = !DILocation(line: 107, column: 37, scope: !234)
!550 = !DILocation(line: 107, column: 69, scope: !234)
!551 = !DILocation(line: 107, column: 58, scope: !234)
!552 = !DILocation(line: 107, column: 90, scope: !234)
!553 = !DILocation(line: 107, column: 79, scope: !234)
!554 = !DILocation(line: 107, column: 111, scope: !234)
!555 = !DILocation(line: 107, column: 100, scope: !234)
!556 = !DILocation(line: 108, column: 27, scope: !234)
!557 = !DILocation(line: 108, column: 16, scope: !234)
!558 = !DILocation(line: 108, column: 38, scope: !234)
!559 = !DILocation(line: 105, column: 9, scope: !234)
!560 = !DILocation(line: 109, column: 25, scope: !561)
!561 = distinct !DILexicalBlock(scope: !234, file: !2, line: 109, column: 13)
!562 = !DILocation(line: 109, column: 22, scope: !561)
!563 = !DILocation(line: 109, column: 39, scope: !561)
!564 = !DILocation(line: 109, column: 54, scope: !561)
!565 = !DILocation(line: 109, column: 51, scope: !561)
!566 = !DILocation(line: 109, column: 68, scope: !561)
!567 = !DILocation(line: 109, column: 82, scope: !561)
!568 = !DILocation(line: 109, column: 79, scope: !561)
!569 = !DILocation(line: 109, column: 95, scope: !561)
!570 = !DILocation(line: 109, column: 110, scope: !561)
!571 = !DILocation(line: 109, column: 107, scope: !561)
!572 = !DILocation(line: 109, column: 13, scope: !234)
!573 = !DILocation(line: 109, column: 130, scope: !574)
!574 = distinct !DILexicalBlock(scope: !561, file: !2, line: 109, column: 125)
!575 = !DILocation(line: 109, column: 134, scope: !574)
!576 = !DILocation(line: 109, column: 166, scope: !574)
!577 = !DILocation(line: 103, column: 29, scope: !235)
!578 = !DILocation(line: 103, column: 23, scope: !235)
!579 = distinct !{!579, !488, !580, !251}
!580 = !DILocation(line: 110, column: 5, scope: !232)
!581 = !DISubprogram(name: "printf", scope: !582, file: !582, line: 356, type: !583, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!582 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!583 = !DISubroutineType(types: !584)
!584 = !{!16, !585, null}
!585 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !586)
!586 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !587, size: 64)
!587 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!588 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 27, type: !589, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !591)
!589 = !DISubroutineType(types: !590)
!590 = !{!18, !18, !18}
!591 = !{!592, !593}
!592 = !DILocalVariable(name: "a", arg: 1, scope: !588, file: !2, line: 27, type: !18)
!593 = !DILocalVariable(name: "b", arg: 2, scope: !588, file: !2, line: 27, type: !18)
!594 = !DILocation(line: 0, scope: !588)
!595 = !DILocation(line: 27, column: 72, scope: !588)
!596 = !DILocation(line: 27, column: 55, scope: !588)
!597 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 28, type: !589, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !598)
!598 = !{!599, !600}
!599 = !DILocalVariable(name: "a", arg: 1, scope: !597, file: !2, line: 28, type: !18)
!600 = !DILocalVariable(name: "b", arg: 2, scope: !597, file: !2, line: 28, type: !18)
!601 = !DILocation(line: 0, scope: !597)
!602 = !DILocation(line: 28, column: 72, scope: !597)
!603 = !DILocation(line: 28, column: 55, scope: !597)
!604 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 29, type: !589, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !605)
!605 = !{!606, !607}
!606 = !DILocalVariable(name: "a", arg: 1, scope: !604, file: !2, line: 29, type: !18)
!607 = !DILocalVariable(name: "b", arg: 2, scope: !604, file: !2, line: 29, type: !18)
!608 = !DILocation(line: 0, scope: !604)
!609 = !DILocation(line: 29, column: 72, scope: !604)
!610 = !DILocation(line: 29, column: 55, scope: !604)
!611 = distinct !DISubprogram(name: "op_and", scope: !2, file: !2, line: 32, type: !589, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !612)
!612 = !{!613, !614}
!613 = !DILocalVariable(name: "a", arg: 1, scope: !611, file: !2, line: 32, type: !18)
!614 = !DILocalVariable(name: "b", arg: 2, scope: !611, file: !2, line: 32, type: !18)
!615 = !DILocation(line: 0, scope: !611)
!616 = !DILocation(line: 32, column: 64, scope: !611)
!617 = !DILocation(line: 32, column: 55, scope: !611)
!618 = distinct !DISubprogram(name: "op_or", scope: !2, file: !2, line: 33, type: !589, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !619)
!619 = !{!620, !621}
!620 = !DILocalVariable(name: "a", arg: 1, scope: !618, file: !2, line: 33, type: !18)
!621 = !DILocalVariable(name: "b", arg: 2, scope: !618, file: !2, line: 33, type: !18)
!622 = !DILocation(line: 0, scope: !618)
!623 = !DILocation(line: 33, column: 63, scope: !618)
!624 = !DILocation(line: 33, column: 54, scope: !618)
!625 = distinct !DISubprogram(name: "op_xor", scope: !2, file: !2, line: 34, type: !589, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !626)
!626 = !{!627, !628}
!627 = !DILocalVariable(name: "a", arg: 1, scope: !625, file: !2, line: 34, type: !18)
!628 = !DILocalVariable(name: "b", arg: 2, scope: !625, file: !2, line: 34, type: !18)
!629 = !DILocation(line: 0, scope: !625)
!630 = !DILocation(line: 34, column: 64, scope: !625)
!631 = !DILocation(line: 34, column: 55, scope: !625)
!632 = distinct !DISubprogram(name: "op_min", scope: !2, file: !2, line: 41, type: !589, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !633)
!633 = !{!634, !635}
!634 = !DILocalVariable(name: "a", arg: 1, scope: !632, file: !2, line: 41, type: !18)
!635 = !DILocalVariable(name: "b", arg: 2, scope: !632, file: !2, line: 41, type: !18)
!636 = !DILocation(line: 0, scope: !632)
!637 = !DILocation(line: 41, column: 62, scope: !632)
!638 = !DILocation(line: 41, column: 55, scope: !632)
!639 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 42, type: !589, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !640)
!640 = !{!641, !642}
!641 = !DILocalVariable(name: "a", arg: 1, scope: !639, file: !2, line: 42, type: !18)
!642 = !DILocalVariable(name: "b", arg: 2, scope: !639, file: !2, line: 42, type: !18)
!643 = !DILocation(line: 0, scope: !639)
!644 = !DILocation(line: 42, column: 62, scope: !639)
!645 = !DILocation(line: 42, column: 55, scope: !639)
!646 = distinct !DISubprogram(name: "op_cmp", scope: !2, file: !2, line: 43, type: !647, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !649)
!647 = !DISubroutineType(types: !648)
!648 = !{!16, !18, !18}
!649 = !{!650, !651}
!650 = !DILocalVariable(name: "a", arg: 1, scope: !646, file: !2, line: 43, type: !18)
!651 = !DILocalVariable(name: "b", arg: 2, scope: !646, file: !2, line: 43, type: !18)
!652 = !DILocation(line: 0, scope: !646)
!653 = !DILocation(line: 44, column: 15, scope: !646)
!654 = !DILocation(line: 44, column: 32, scope: !646)
!655 = !DILocation(line: 44, column: 42, scope: !646)
!656 = !DILocation(line: 44, column: 47, scope: !646)
!657 = !DILocation(line: 44, column: 57, scope: !646)
!658 = !DILocation(line: 44, column: 63, scope: !646)
!659 = !DILocation(line: 44, column: 78, scope: !646)
!660 = !DILocation(line: 44, column: 94, scope: !646)
!661 = !DILocation(line: 45, column: 26, scope: !646)
!662 = !DILocation(line: 45, column: 48, scope: !646)
!663 = !DILocation(line: 45, column: 56, scope: !646)
!664 = !DILocation(line: 45, column: 60, scope: !646)
!665 = !DILocation(line: 45, column: 69, scope: !646)
!666 = !DILocation(line: 45, column: 73, scope: !646)
!667 = !DILocation(line: 44, column: 21, scope: !646)
!668 = !DILocation(line: 44, column: 37, scope: !646)
!669 = !DILocation(line: 44, column: 52, scope: !646)
!670 = !DILocation(line: 44, column: 68, scope: !646)
!671 = !DILocation(line: 44, column: 83, scope: !646)
!672 = !DILocation(line: 44, column: 99, scope: !646)
!673 = !DILocation(line: 45, column: 31, scope: !646)
!674 = !DILocation(line: 45, column: 53, scope: !646)
!675 = !DILocation(line: 45, column: 65, scope: !646)
!676 = !DILocation(line: 44, column: 5, scope: !646)
!677 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 30, type: !589, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !678)
!678 = !{!679, !680}
!679 = !DILocalVariable(name: "a", arg: 1, scope: !677, file: !2, line: 30, type: !18)
!680 = !DILocalVariable(name: "b", arg: 2, scope: !677, file: !2, line: 30, type: !18)
!681 = !DILocation(line: 0, scope: !677)
!682 = !DILocation(line: 30, column: 68, scope: !677)
!683 = !DILocation(line: 30, column: 55, scope: !677)
!684 = distinct !DISubprogram(name: "op_rem", scope: !2, file: !2, line: 31, type: !589, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !685)
!685 = !{!686, !687}
!686 = !DILocalVariable(name: "a", arg: 1, scope: !684, file: !2, line: 31, type: !18)
!687 = !DILocalVariable(name: "b", arg: 2, scope: !684, file: !2, line: 31, type: !18)
!688 = !DILocation(line: 0, scope: !684)
!689 = !DILocation(line: 31, column: 68, scope: !684)
!690 = !DILocation(line: 31, column: 55, scope: !684)
!691 = distinct !DISubprogram(name: "op_shl", scope: !2, file: !2, line: 35, type: !692, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !694)
!692 = !DISubroutineType(types: !693)
!693 = !{!18, !18, !16}
!694 = !{!695, !696}
!695 = !DILocalVariable(name: "a", arg: 1, scope: !691, file: !2, line: 35, type: !18)
!696 = !DILocalVariable(name: "s", arg: 2, scope: !691, file: !2, line: 35, type: !16)
!697 = !DILocation(line: 0, scope: !691)
!698 = !DILocation(line: 35, column: 68, scope: !691)
!699 = !DILocation(line: 35, column: 77, scope: !691)
!700 = !DILocation(line: 35, column: 64, scope: !691)
!701 = !DILocation(line: 35, column: 57, scope: !691)
!702 = distinct !DISubprogram(name: "op_lshr", scope: !2, file: !2, line: 36, type: !692, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !703)
!703 = !{!704, !705}
!704 = !DILocalVariable(name: "a", arg: 1, scope: !702, file: !2, line: 36, type: !18)
!705 = !DILocalVariable(name: "s", arg: 2, scope: !702, file: !2, line: 36, type: !16)
!706 = !DILocation(line: 0, scope: !702)
!707 = !DILocation(line: 36, column: 69, scope: !702)
!708 = !DILocation(line: 36, column: 74, scope: !702)
!709 = !DILocation(line: 36, column: 65, scope: !702)
!710 = !DILocation(line: 36, column: 58, scope: !702)
!711 = distinct !DISubprogram(name: "op_ashr", scope: !2, file: !2, line: 37, type: !692, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !712)
!712 = !{!713, !714}
!713 = !DILocalVariable(name: "a", arg: 1, scope: !711, file: !2, line: 37, type: !18)
!714 = !DILocalVariable(name: "s", arg: 2, scope: !711, file: !2, line: 37, type: !16)
!715 = !DILocation(line: 0, scope: !711)
!716 = !DILocation(line: 37, column: 69, scope: !711)
!717 = !DILocation(line: 37, column: 71, scope: !711)
!718 = !DILocation(line: 37, column: 65, scope: !711)
!719 = !DILocation(line: 37, column: 58, scope: !711)
!720 = distinct !DISubprogram(name: "op_neg", scope: !2, file: !2, line: 38, type: !721, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !723)
!721 = !DISubroutineType(types: !722)
!722 = !{!18, !18}
!723 = !{!724}
!724 = !DILocalVariable(name: "a", arg: 1, scope: !720, file: !2, line: 38, type: !18)
!725 = !DILocation(line: 0, scope: !720)
!726 = !DILocation(line: 38, column: 67, scope: !720)
!727 = !DILocation(line: 38, column: 50, scope: !720)
!728 = distinct !DISubprogram(name: "op_not", scope: !2, file: !2, line: 39, type: !721, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !729)
!729 = !{!730}
!730 = !DILocalVariable(name: "a", arg: 1, scope: !728, file: !2, line: 39, type: !18)
!731 = !DILocation(line: 0, scope: !728)
!732 = !DILocation(line: 39, column: 60, scope: !728)
!733 = !DILocation(line: 39, column: 50, scope: !728)
!734 = distinct !DISubprogram(name: "div3", scope: !2, file: !2, line: 47, type: !721, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !735)
!735 = !{!736}
!736 = !DILocalVariable(name: "a", arg: 1, scope: !734, file: !2, line: 47, type: !18)
!737 = !DILocation(line: 0, scope: !734)
!738 = !DILocation(line: 47, column: 61, scope: !734)
!739 = !DILocation(line: 47, column: 48, scope: !734)
!740 = distinct !DISubprogram(name: "div7", scope: !2, file: !2, line: 48, type: !721, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !741)
!741 = !{!742}
!742 = !DILocalVariable(name: "a", arg: 1, scope: !740, file: !2, line: 48, type: !18)
!743 = !DILocation(line: 0, scope: !740)
!744 = !DILocation(line: 48, column: 61, scope: !740)
!745 = !DILocation(line: 48, column: 48, scope: !740)
!746 = distinct !DISubprogram(name: "div10", scope: !2, file: !2, line: 49, type: !721, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !747)
!747 = !{!748}
!748 = !DILocalVariable(name: "a", arg: 1, scope: !746, file: !2, line: 49, type: !18)
!749 = !DILocation(line: 0, scope: !746)
!750 = !DILocation(line: 49, column: 62, scope: !746)
!751 = !DILocation(line: 49, column: 49, scope: !746)
!752 = distinct !DISubprogram(name: "rem10", scope: !2, file: !2, line: 50, type: !721, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !753)
!753 = !{!754}
!754 = !DILocalVariable(name: "a", arg: 1, scope: !752, file: !2, line: 50, type: !18)
!755 = !DILocation(line: 0, scope: !752)
!756 = !DILocation(line: 50, column: 62, scope: !752)
!757 = !DILocation(line: 50, column: 49, scope: !752)
!758 = distinct !DISubprogram(name: "div16", scope: !2, file: !2, line: 51, type: !721, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !759)
!759 = !{!760}
!760 = !DILocalVariable(name: "a", arg: 1, scope: !758, file: !2, line: 51, type: !18)
!761 = !DILocation(line: 0, scope: !758)
!762 = !DILocation(line: 51, column: 62, scope: !758)
!763 = !DILocation(line: 51, column: 49, scope: !758)
!764 = distinct !DISubprogram(name: "rem16", scope: !2, file: !2, line: 52, type: !721, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !765)
!765 = !{!766}
!766 = !DILocalVariable(name: "a", arg: 1, scope: !764, file: !2, line: 52, type: !18)
!767 = !DILocation(line: 0, scope: !764)
!768 = !DILocation(line: 52, column: 62, scope: !764)
!769 = !DILocation(line: 52, column: 49, scope: !764)
!770 = distinct !DISubprogram(name: "divm5", scope: !2, file: !2, line: 53, type: !721, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !771)
!771 = !{!772}
!772 = !DILocalVariable(name: "a", arg: 1, scope: !770, file: !2, line: 53, type: !18)
!773 = !DILocation(line: 0, scope: !770)
!774 = !DILocation(line: 53, column: 88, scope: !770)
!775 = !DILocation(line: 53, column: 49, scope: !770)
!776 = distinct !DISubprogram(name: "divmax", scope: !2, file: !2, line: 54, type: !721, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !777)
!777 = !{!778}
!778 = !DILocalVariable(name: "a", arg: 1, scope: !776, file: !2, line: 54, type: !18)
!779 = !DILocation(line: 0, scope: !776)
!780 = !DILocation(line: 54, column: 63, scope: !776)
!781 = !DILocation(line: 54, column: 50, scope: !776)
