; ModuleID = 'programs/int128_arith.c'
source_filename = "programs/int128_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"umax=\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [6 x i8] c"smax=\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"smin=\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [10 x i8] c"umax hex=\00", align 1, !dbg !11
@.str.4 = private unnamed_addr constant [10 x i8] c"smin hex=\00", align 1, !dbg !16
@.str.5 = private unnamed_addr constant [7 x i8] c"%d! = \00", align 1, !dbg !18
@.str.6 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !23
@.str.7 = private unnamed_addr constant [7 x i8] c"s=%3d \00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [5 x i8] c"shl=\00", align 1, !dbg !30
@.str.9 = private unnamed_addr constant [7 x i8] c"      \00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [5 x i8] c"shr=\00", align 1, !dbg !37
@.str.11 = private unnamed_addr constant [5 x i8] c"sar=\00", align 1, !dbg !39
@.str.12 = private unnamed_addr constant [7 x i8] c"s=127 \00", align 1, !dbg !41
@.str.13 = private unnamed_addr constant [8 x i8] c"sar127 \00", align 1, !dbg !43
@.str.14 = private unnamed_addr constant [5 x i8] c"mul=\00", align 1, !dbg !48
@.str.15 = private unnamed_addr constant [9 x i8] c"mulwrap=\00", align 1, !dbg !50
@__const.main.divisors = private unnamed_addr constant [9 x i128] [i128 1, i128 3, i128 10, i128 4294967295, i128 4294967296, i128 18446744073709551615, i128 18446744073709551616, i128 1267650600228229401496703217721, i128 -1], align 16
@.str.16 = private unnamed_addr constant [3 x i8] c"q=\00", align 1, !dbg !55
@.str.17 = private unnamed_addr constant [3 x i8] c"r=\00", align 1, !dbg !60
@__const.main.sv = private unnamed_addr constant [8 x i128] [i128 -1, i128 1, i128 -7, i128 7, i128 -170141183460469231731687303715884105727, i128 170141183460469231731687303715884105727, i128 -1180591620717411303424, i128 1237940039285380274899124227], align 16
@.str.19 = private unnamed_addr constant [4 x i8] c"sq=\00", align 1, !dbg !62
@.str.20 = private unnamed_addr constant [4 x i8] c"sr=\00", align 1, !dbg !67
@.str.21 = private unnamed_addr constant [11 x i8] c"BAD %u %u\0A\00", align 1, !dbg !69
@.str.22 = private unnamed_addr constant [17 x i8] c"to double %.17g\0A\00", align 1, !dbg !74
@.str.23 = private unnamed_addr constant [19 x i8] c"to ldouble %.21Lg\0A\00", align 1, !dbg !79
@.str.24 = private unnamed_addr constant [15 x i8] c"from -1.5e30: \00", align 1, !dbg !84
@.str.25 = private unnamed_addr constant [10 x i8] c"from ld: \00", align 1, !dbg !89
@.str.26 = private unnamed_addr constant [20 x i8] c"umax as float %.9g\0A\00", align 1, !dbg !91
@.str.27 = private unnamed_addr constant [11 x i8] c"pass_many=\00", align 1, !dbg !96
@.str.28 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1, !dbg !98
@.str.29 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1, !dbg !100
@.str.31 = private unnamed_addr constant [11 x i8] c"ovf %d %d\0A\00", align 1, !dbg !102
@.str.32 = private unnamed_addr constant [5 x i8] c"res=\00", align 1, !dbg !104
@.str.33 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !106
@stdout = external local_unnamed_addr global ptr, align 8
@.str.34 = private unnamed_addr constant [4 x i8] c"%s-\00", align 1, !dbg !108
@.str.35 = private unnamed_addr constant [18 x i8] c"%s%016llx%016llx\0A\00", align 1, !dbg !110
@str = private unnamed_addr constant [4 x i8] c"BAD\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !142 {
  %1 = alloca [64 x i8], align 16, !DIAssignID !192
  %2 = alloca [64 x i8], align 16, !DIAssignID !193
  %3 = alloca [64 x i8], align 16, !DIAssignID !194
  %4 = alloca [64 x i8], align 16, !DIAssignID !195
  %5 = alloca [64 x i8], align 16, !DIAssignID !196
  %6 = alloca [64 x i8], align 16, !DIAssignID !197
  %7 = alloca [64 x i8], align 16, !DIAssignID !198
  %8 = alloca [64 x i8], align 16, !DIAssignID !199
    #dbg_value(i128 -1, !146, !DIExpression(), !200)
    #dbg_value(i128 170141183460469231731687303715884105727, !148, !DIExpression(), !200)
    #dbg_value(i128 -170141183460469231731687303715884105728, !150, !DIExpression(), !200)
    #dbg_assign(i1 undef, !201, !DIExpression(), !199, ptr %8, !DIExpression(), !214)
    #dbg_value(ptr @.str, !208, !DIExpression(), !214)
    #dbg_value(i128 -1, !209, !DIExpression(), !214)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #5, !dbg !216
    #dbg_value(i32 0, !210, !DIExpression(), !214)
  br label %9

9:                                                ; preds = %20, %0
  %10 = phi i64 [ 0, %0 ], [ %25, %20 ]
  %11 = phi i128 [ -1, %0 ], [ %27, %20 ]
    #dbg_value(i64 %10, !210, !DIExpression(), !214)
    #dbg_value(i128 %11, !209, !DIExpression(), !214)
  %12 = freeze i128 %11, !dbg !217
  %13 = udiv i128 %12, 10, !dbg !217
  %14 = mul i128 %13, 10, !dbg !219
  %15 = sub i128 %12, %14, !dbg !219
  %16 = trunc nuw nsw i128 %15 to i8, !dbg !220
  %17 = or disjoint i8 %16, 48, !dbg !221
    #dbg_value(i64 %10, !210, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !214)
  %18 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 %10, !dbg !222
  store i8 %17, ptr %18, align 2, !dbg !223, !tbaa !224
    #dbg_value(i128 poison, !209, !DIExpression(), !214)
  %19 = icmp eq i64 %10, 38, !dbg !227
  br i1 %19, label %28, label %20, !dbg !227, !llvm.loop !228

20:                                               ; preds = %9
  %21 = or disjoint i64 %10, 1, !dbg !231
    #dbg_value(i64 %21, !210, !DIExpression(), !214)
    #dbg_value(i128 %13, !209, !DIExpression(), !214)
    #dbg_value(i64 %21, !210, !DIExpression(), !214)
    #dbg_value(i128 %13, !209, !DIExpression(), !214)
  %22 = urem i128 %13, 10, !dbg !219
  %23 = trunc nuw nsw i128 %22 to i8, !dbg !220
  %24 = or disjoint i8 %23, 48, !dbg !221
  %25 = add nuw nsw i64 %10, 2, !dbg !231
    #dbg_value(i64 %25, !210, !DIExpression(), !214)
  %26 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 %21, !dbg !222
  store i8 %24, ptr %26, align 1, !dbg !223, !tbaa !224
  %27 = udiv i128 %11, 100, !dbg !217
    #dbg_value(i128 %27, !209, !DIExpression(), !214)
  br label %9

28:                                               ; preds = %9
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str), !dbg !232
    #dbg_value(i64 39, !210, !DIExpression(), !214)
  br label %30, !dbg !233

30:                                               ; preds = %30, %28
  %31 = phi i64 [ 39, %28 ], [ %32, %30 ]
    #dbg_value(i64 %31, !210, !DIExpression(), !214)
  %32 = add nsw i64 %31, -1, !dbg !234
    #dbg_value(i64 %32, !210, !DIExpression(), !214)
  %33 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 %32, !dbg !235
  %34 = load i8, ptr %33, align 1, !dbg !235, !tbaa !224
  %35 = sext i8 %34 to i32, !dbg !235
    #dbg_value(i32 %35, !236, !DIExpression(), !242)
  %36 = load ptr, ptr @stdout, align 8, !dbg !244, !tbaa !245
  %37 = tail call noundef i32 @putc(i32 noundef %35, ptr noundef %36), !dbg !247
  %38 = icmp eq i64 %32, 0, !dbg !233
  br i1 %38, label %39, label %30, !dbg !233, !llvm.loop !248

39:                                               ; preds = %30
    #dbg_value(i32 10, !236, !DIExpression(), !250)
  %40 = load ptr, ptr @stdout, align 8, !dbg !252, !tbaa !245
  %41 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %40), !dbg !253
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #5, !dbg !254
    #dbg_value(ptr @.str.1, !255, !DIExpression(), !261)
    #dbg_value(!DIArgList(i128 170141183460469231713240559642174554112, i64 -1), !260, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !261)
    #dbg_assign(i1 undef, !201, !DIExpression(), !198, ptr %7, !DIExpression(), !263)
    #dbg_value(ptr @.str.1, !208, !DIExpression(), !263)
    #dbg_value(i128 170141183460469231731687303715884105727, !209, !DIExpression(), !263)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #5, !dbg !266
    #dbg_value(i32 0, !210, !DIExpression(), !263)
  br label %42

42:                                               ; preds = %53, %39
  %43 = phi i64 [ 0, %39 ], [ %58, %53 ]
  %44 = phi i128 [ 170141183460469231731687303715884105727, %39 ], [ %60, %53 ]
    #dbg_value(i64 %43, !210, !DIExpression(), !263)
    #dbg_value(i128 %44, !209, !DIExpression(), !263)
  %45 = freeze i128 %44, !dbg !267
  %46 = udiv i128 %45, 10, !dbg !267
  %47 = mul i128 %46, 10, !dbg !268
  %48 = sub i128 %45, %47, !dbg !268
  %49 = trunc nuw nsw i128 %48 to i8, !dbg !269
  %50 = or disjoint i8 %49, 48, !dbg !270
    #dbg_value(i64 %43, !210, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !263)
  %51 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 %43, !dbg !271
  store i8 %50, ptr %51, align 2, !dbg !272, !tbaa !224
    #dbg_value(i128 poison, !209, !DIExpression(), !263)
  %52 = icmp eq i64 %43, 38, !dbg !273
  br i1 %52, label %61, label %53, !dbg !273, !llvm.loop !274

53:                                               ; preds = %42
  %54 = or disjoint i64 %43, 1, !dbg !276
    #dbg_value(i64 %54, !210, !DIExpression(), !263)
    #dbg_value(i128 %46, !209, !DIExpression(), !263)
    #dbg_value(i64 %54, !210, !DIExpression(), !263)
    #dbg_value(i128 %46, !209, !DIExpression(), !263)
  %55 = urem i128 %46, 10, !dbg !268
  %56 = trunc nuw nsw i128 %55 to i8, !dbg !269
  %57 = or disjoint i8 %56, 48, !dbg !270
  %58 = add nuw nsw i64 %43, 2, !dbg !276
    #dbg_value(i64 %58, !210, !DIExpression(), !263)
  %59 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 %54, !dbg !271
  store i8 %57, ptr %59, align 1, !dbg !272, !tbaa !224
  %60 = udiv i128 %44, 100, !dbg !267
    #dbg_value(i128 %60, !209, !DIExpression(), !263)
  br label %42

61:                                               ; preds = %42
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.1), !dbg !277
    #dbg_value(i64 39, !210, !DIExpression(), !263)
  br label %63, !dbg !278

63:                                               ; preds = %63, %61
  %64 = phi i64 [ 39, %61 ], [ %65, %63 ]
    #dbg_value(i64 %64, !210, !DIExpression(), !263)
  %65 = add nsw i64 %64, -1, !dbg !279
    #dbg_value(i64 %65, !210, !DIExpression(), !263)
  %66 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 %65, !dbg !280
  %67 = load i8, ptr %66, align 1, !dbg !280, !tbaa !224
  %68 = sext i8 %67 to i32, !dbg !280
    #dbg_value(i32 %68, !236, !DIExpression(), !281)
  %69 = load ptr, ptr @stdout, align 8, !dbg !283, !tbaa !245
  %70 = tail call noundef i32 @putc(i32 noundef %68, ptr noundef %69), !dbg !284
  %71 = icmp eq i64 %65, 0, !dbg !278
  br i1 %71, label %72, label %63, !dbg !278, !llvm.loop !285

72:                                               ; preds = %63
    #dbg_value(i32 10, !236, !DIExpression(), !287)
  %73 = load ptr, ptr @stdout, align 8, !dbg !289, !tbaa !245
  %74 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %73), !dbg !290
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #5, !dbg !291
    #dbg_value(ptr @.str.2, !255, !DIExpression(), !292)
    #dbg_value(!DIArgList(i128 -170141183460469231731687303715884105728, i128 0), !260, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !292)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef nonnull @.str.2), !dbg !294
    #dbg_assign(i1 undef, !201, !DIExpression(), !197, ptr %6, !DIExpression(), !296)
    #dbg_value(ptr @.str.6, !208, !DIExpression(), !296)
    #dbg_value(i128 -170141183460469231731687303715884105728, !209, !DIExpression(), !296)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #5, !dbg !298
    #dbg_value(i32 0, !210, !DIExpression(), !296)
  br label %76, !dbg !299

76:                                               ; preds = %87, %72
  %77 = phi i64 [ 0, %72 ], [ %92, %87 ]
  %78 = phi i128 [ -170141183460469231731687303715884105728, %72 ], [ %94, %87 ]
    #dbg_value(i64 %77, !210, !DIExpression(), !296)
    #dbg_value(i128 %78, !209, !DIExpression(), !296)
  %79 = freeze i128 %78, !dbg !300
  %80 = udiv i128 %79, 10, !dbg !300
  %81 = mul i128 %80, 10, !dbg !301
  %82 = sub i128 %79, %81, !dbg !301
  %83 = trunc nuw nsw i128 %82 to i8, !dbg !302
  %84 = or disjoint i8 %83, 48, !dbg !303
    #dbg_value(i64 %77, !210, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !296)
  %85 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %77, !dbg !304
  store i8 %84, ptr %85, align 2, !dbg !305, !tbaa !224
    #dbg_value(i128 poison, !209, !DIExpression(), !296)
  %86 = icmp eq i64 %77, 38, !dbg !306
  br i1 %86, label %95, label %87, !dbg !306, !llvm.loop !307

87:                                               ; preds = %76
  %88 = or disjoint i64 %77, 1, !dbg !309
    #dbg_value(i64 %88, !210, !DIExpression(), !296)
    #dbg_value(i128 %80, !209, !DIExpression(), !296)
    #dbg_value(i64 %88, !210, !DIExpression(), !296)
    #dbg_value(i128 %80, !209, !DIExpression(), !296)
  %89 = urem i128 %80, 10, !dbg !301
  %90 = trunc nuw nsw i128 %89 to i8, !dbg !302
  %91 = or disjoint i8 %90, 48, !dbg !303
  %92 = add nuw nsw i64 %77, 2, !dbg !309
    #dbg_value(i64 %92, !210, !DIExpression(), !296)
  %93 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %88, !dbg !304
  store i8 %91, ptr %93, align 1, !dbg !305, !tbaa !224
  %94 = udiv i128 %78, 100, !dbg !300
    #dbg_value(i128 %94, !209, !DIExpression(), !296)
  br label %76

95:                                               ; preds = %76, %95
  %96 = phi i64 [ %97, %95 ], [ 39, %76 ]
    #dbg_value(i64 %96, !210, !DIExpression(), !296)
  %97 = add nsw i64 %96, -1, !dbg !310
    #dbg_value(i64 %97, !210, !DIExpression(), !296)
  %98 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %97, !dbg !311
  %99 = load i8, ptr %98, align 1, !dbg !311, !tbaa !224
  %100 = sext i8 %99 to i32, !dbg !311
    #dbg_value(i32 %100, !236, !DIExpression(), !312)
  %101 = load ptr, ptr @stdout, align 8, !dbg !314, !tbaa !245
  %102 = tail call noundef i32 @putc(i32 noundef %100, ptr noundef %101), !dbg !315
  %103 = icmp eq i64 %97, 0, !dbg !316
  br i1 %103, label %104, label %95, !dbg !316, !llvm.loop !317

104:                                              ; preds = %95
    #dbg_value(i32 10, !236, !DIExpression(), !319)
  %105 = load ptr, ptr @stdout, align 8, !dbg !321, !tbaa !245
  %106 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %105), !dbg !322
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #5, !dbg !323
    #dbg_value(ptr @.str.3, !324, !DIExpression(), !328)
    #dbg_value(!DIArgList(i128 0, i64 -1), !327, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !328)
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.3, i64 noundef -1, i64 noundef -1), !dbg !330
    #dbg_value(ptr @.str.4, !324, !DIExpression(), !331)
    #dbg_value(!DIArgList(i128 0, i64 0), !327, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !331)
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.4, i64 noundef -9223372036854775808, i64 noundef 0), !dbg !333
    #dbg_value(i32 20, !151, !DIExpression(), !334)
  br label %109, !dbg !335

109:                                              ; preds = %193, %104
  %110 = phi i32 [ %198, %193 ], [ 0, %104 ]
  %111 = phi i32 [ %196, %193 ], [ 20, %104 ]
  %112 = add i32 %110, 19, !dbg !336
    #dbg_value(i32 %111, !151, !DIExpression(), !334)
  %113 = add i32 %110, 18, !dbg !336
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %111), !dbg !336
    #dbg_value(i32 %111, !339, !DIExpression(), !347)
    #dbg_value(i128 1, !344, !DIExpression(), !347)
    #dbg_value(i32 2, !345, !DIExpression(), !349)
  %115 = and i32 %112, 7, !dbg !350
  %116 = icmp ult i32 %113, 7, !dbg !350
  br i1 %116, label %149, label %117, !dbg !350

117:                                              ; preds = %109
  %118 = and i32 %112, -8, !dbg !350
  br label %119, !dbg !350

119:                                              ; preds = %119, %117
  %120 = phi i32 [ 2, %117 ], [ %146, %119 ]
  %121 = phi i128 [ 1, %117 ], [ %145, %119 ]
  %122 = phi i32 [ 0, %117 ], [ %147, %119 ]
    #dbg_value(i32 %120, !345, !DIExpression(), !349)
    #dbg_value(i128 %121, !344, !DIExpression(), !347)
  %123 = zext nneg i32 %120 to i128, !dbg !351
  %124 = mul i128 %121, %123, !dbg !353
    #dbg_value(i128 %124, !344, !DIExpression(), !347)
  %125 = or disjoint i32 %120, 1, !dbg !354
    #dbg_value(i32 %125, !345, !DIExpression(), !349)
  %126 = zext nneg i32 %125 to i128, !dbg !351
  %127 = mul i128 %124, %126, !dbg !353
    #dbg_value(i128 %127, !344, !DIExpression(), !347)
  %128 = add nuw nsw i32 %120, 2, !dbg !354
    #dbg_value(i32 %128, !345, !DIExpression(), !349)
  %129 = zext nneg i32 %128 to i128, !dbg !351
  %130 = mul i128 %127, %129, !dbg !353
    #dbg_value(i128 %130, !344, !DIExpression(), !347)
  %131 = add nuw nsw i32 %120, 3, !dbg !354
    #dbg_value(i32 %131, !345, !DIExpression(), !349)
  %132 = zext nneg i32 %131 to i128, !dbg !351
  %133 = mul i128 %130, %132, !dbg !353
    #dbg_value(i128 %133, !344, !DIExpression(), !347)
  %134 = add nuw nsw i32 %120, 4, !dbg !354
    #dbg_value(i32 %134, !345, !DIExpression(), !349)
  %135 = zext nneg i32 %134 to i128, !dbg !351
  %136 = mul i128 %133, %135, !dbg !353
    #dbg_value(i128 %136, !344, !DIExpression(), !347)
  %137 = add nuw nsw i32 %120, 5, !dbg !354
    #dbg_value(i32 %137, !345, !DIExpression(), !349)
  %138 = zext nneg i32 %137 to i128, !dbg !351
  %139 = mul i128 %136, %138, !dbg !353
    #dbg_value(i128 %139, !344, !DIExpression(), !347)
  %140 = add nuw nsw i32 %120, 6, !dbg !354
    #dbg_value(i32 %140, !345, !DIExpression(), !349)
  %141 = zext nneg i32 %140 to i128, !dbg !351
  %142 = mul i128 %139, %141, !dbg !353
    #dbg_value(i128 %142, !344, !DIExpression(), !347)
  %143 = add nuw nsw i32 %120, 7, !dbg !354
    #dbg_value(i32 %143, !345, !DIExpression(), !349)
  %144 = zext nneg i32 %143 to i128, !dbg !351
  %145 = mul i128 %142, %144, !dbg !353
    #dbg_value(i128 %145, !344, !DIExpression(), !347)
  %146 = add nuw nsw i32 %120, 8, !dbg !354
    #dbg_value(i32 %146, !345, !DIExpression(), !349)
  %147 = add nuw nsw i32 %122, 8, !dbg !350
  %148 = icmp eq i32 %147, %118, !dbg !350
  br i1 %148, label %149, label %119, !dbg !350, !llvm.loop !355

149:                                              ; preds = %119, %109
  %150 = phi i128 [ poison, %109 ], [ %145, %119 ]
  %151 = phi i32 [ 2, %109 ], [ %146, %119 ]
  %152 = phi i128 [ 1, %109 ], [ %145, %119 ]
  %153 = icmp eq i32 %115, 0, !dbg !350
  br i1 %153, label %163, label %154, !dbg !350

154:                                              ; preds = %149, %154
  %155 = phi i32 [ %160, %154 ], [ %151, %149 ]
  %156 = phi i128 [ %159, %154 ], [ %152, %149 ]
  %157 = phi i32 [ %161, %154 ], [ 0, %149 ]
    #dbg_value(i32 %155, !345, !DIExpression(), !349)
    #dbg_value(i128 %156, !344, !DIExpression(), !347)
  %158 = zext nneg i32 %155 to i128, !dbg !351
  %159 = mul i128 %156, %158, !dbg !353
    #dbg_value(i128 %159, !344, !DIExpression(), !347)
  %160 = add nuw nsw i32 %155, 1, !dbg !354
    #dbg_value(i32 %160, !345, !DIExpression(), !349)
  %161 = add i32 %157, 1, !dbg !350
  %162 = icmp eq i32 %161, %115, !dbg !350
  br i1 %162, label %163, label %154, !dbg !350, !llvm.loop !357

163:                                              ; preds = %154, %149
  %164 = phi i128 [ %150, %149 ], [ %159, %154 ], !dbg !353
    #dbg_assign(i1 undef, !201, !DIExpression(), !196, ptr %5, !DIExpression(), !359)
    #dbg_value(ptr @.str.6, !208, !DIExpression(), !359)
    #dbg_value(i128 %164, !209, !DIExpression(), !359)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #5, !dbg !361
    #dbg_value(i32 0, !210, !DIExpression(), !359)
  %165 = icmp eq i128 %164, 0, !dbg !362
  br i1 %165, label %166, label %167, !dbg !364

166:                                              ; preds = %163
    #dbg_value(i32 1, !210, !DIExpression(), !359)
  store i8 48, ptr %5, align 16, !dbg !365, !tbaa !224
    #dbg_value(i128 %164, !209, !DIExpression(), !359)
  br label %182, !dbg !366

167:                                              ; preds = %163, %167
  %168 = phi i64 [ %176, %167 ], [ 0, %163 ]
  %169 = phi i128 [ %171, %167 ], [ %164, %163 ]
    #dbg_value(i64 %168, !210, !DIExpression(), !359)
    #dbg_value(i128 %169, !209, !DIExpression(), !359)
  %170 = freeze i128 %169, !dbg !367
  %171 = udiv i128 %170, 10, !dbg !367
  %172 = mul i128 %171, 10, !dbg !368
  %173 = sub i128 %170, %172, !dbg !368
  %174 = trunc nuw nsw i128 %173 to i8, !dbg !369
  %175 = or disjoint i8 %174, 48, !dbg !370
  %176 = add nuw nsw i64 %168, 1, !dbg !371
    #dbg_value(i64 %176, !210, !DIExpression(), !359)
  %177 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %168, !dbg !372
  store i8 %175, ptr %177, align 1, !dbg !373, !tbaa !224
    #dbg_value(i128 %171, !209, !DIExpression(), !359)
  %178 = icmp ult i128 %169, 10, !dbg !366
  br i1 %178, label %179, label %167, !dbg !366, !llvm.loop !374

179:                                              ; preds = %167
  %180 = shl i64 %176, 32, !dbg !376
  %181 = ashr exact i64 %180, 32, !dbg !376
  br label %182, !dbg !377

182:                                              ; preds = %179, %166
  %183 = phi i64 [ 1, %166 ], [ %181, %179 ]
  br label %184, !dbg !376

184:                                              ; preds = %182, %184
  %185 = phi i64 [ %186, %184 ], [ %183, %182 ]
    #dbg_value(i64 %185, !210, !DIExpression(), !359)
  %186 = add nsw i64 %185, -1, !dbg !378
    #dbg_value(i64 %186, !210, !DIExpression(), !359)
  %187 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %186, !dbg !379
  %188 = load i8, ptr %187, align 1, !dbg !379, !tbaa !224
  %189 = sext i8 %188 to i32, !dbg !379
    #dbg_value(i32 %189, !236, !DIExpression(), !380)
  %190 = load ptr, ptr @stdout, align 8, !dbg !382, !tbaa !245
  %191 = tail call noundef i32 @putc(i32 noundef %189, ptr noundef %190), !dbg !383
  %192 = icmp eq i64 %186, 0, !dbg !376
  br i1 %192, label %193, label %184, !dbg !376, !llvm.loop !384

193:                                              ; preds = %184
    #dbg_value(i32 10, !236, !DIExpression(), !386)
  %194 = load ptr, ptr @stdout, align 8, !dbg !388, !tbaa !245
  %195 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %194), !dbg !389
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #5, !dbg !390
  %196 = add nuw nsw i32 %111, 1, !dbg !391
    #dbg_value(i32 %196, !151, !DIExpression(), !334)
  %197 = icmp eq i32 %196, 35, !dbg !392
  %198 = add i32 %110, 1, !dbg !335
  br i1 %197, label %217, label %109, !dbg !335, !llvm.loop !393

199:                                              ; preds = %217
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12), !dbg !395
  %201 = tail call fastcc { i64, i64 } @shl(i64 noundef 1, i64 noundef 0, i32 noundef 127), !dbg !396
  %202 = extractvalue { i64, i64 } %201, 0, !dbg !396
  %203 = extractvalue { i64, i64 } %201, 1, !dbg !396
    #dbg_value(ptr @.str.6, !324, !DIExpression(), !397)
    #dbg_value(!DIArgList(i128 0, i64 %202), !327, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !397)
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.6, i64 noundef %203, i64 noundef %202), !dbg !399
  %205 = tail call fastcc { i64, i64 } @shrs(i64 noundef 0, i64 noundef -9223372036854775808, i32 noundef 127), !dbg !400
  %206 = extractvalue { i64, i64 } %205, 0, !dbg !400
  %207 = extractvalue { i64, i64 } %205, 1, !dbg !400
    #dbg_value(ptr @.str.13, !324, !DIExpression(), !401)
    #dbg_value(!DIArgList(i128 0, i64 %206), !327, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !401)
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.13, i64 noundef %207, i64 noundef %206), !dbg !403
  %209 = tail call fastcc { i64, i64 } @mulu(i64 noundef -81985529216486896, i64 noundef 81985529216486895, i64 noundef -7046029254386353131, i64 noundef 0), !dbg !404
  %210 = extractvalue { i64, i64 } %209, 0, !dbg !404
  %211 = extractvalue { i64, i64 } %209, 1, !dbg !404
    #dbg_value(!DIArgList(i128 poison, i64 poison), !156, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !200)
    #dbg_value(ptr @.str.14, !324, !DIExpression(), !405)
    #dbg_value(!DIArgList(i128 0, i64 %210), !327, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !405)
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.14, i64 noundef %211, i64 noundef %210), !dbg !407
  %213 = tail call fastcc { i64, i64 } @mulu(i64 noundef -1, i64 noundef -1, i64 noundef -1, i64 noundef -1), !dbg !408
  %214 = extractvalue { i64, i64 } %213, 0, !dbg !408
  %215 = extractvalue { i64, i64 } %213, 1, !dbg !408
    #dbg_value(ptr @.str.15, !324, !DIExpression(), !409)
    #dbg_value(!DIArgList(i128 0, i64 %214), !327, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !409)
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.15, i64 noundef %215, i64 noundef %214), !dbg !411
    #dbg_assign(i1 undef, !157, !DIExpression(), !412, ptr @__const.main.divisors, !DIExpression(), !200)
    #dbg_value(i32 0, !159, !DIExpression(), !413)
  br label %236, !dbg !414

217:                                              ; preds = %193, %217
  %218 = phi i32 [ %234, %217 ], [ 0, %193 ]
    #dbg_value(i32 %218, !154, !DIExpression(), !415)
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %218), !dbg !416
  %220 = tail call fastcc { i64, i64 } @shl(i64 noundef -81985529216486896, i64 noundef 81985529216486895, i32 noundef %218), !dbg !419
  %221 = extractvalue { i64, i64 } %220, 0, !dbg !419
  %222 = extractvalue { i64, i64 } %220, 1, !dbg !419
    #dbg_value(ptr @.str.8, !324, !DIExpression(), !420)
    #dbg_value(!DIArgList(i128 0, i64 %221), !327, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !420)
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.8, i64 noundef %222, i64 noundef %221), !dbg !422
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9), !dbg !423
  %225 = tail call fastcc { i64, i64 } @shru(i32 noundef %218), !dbg !424
  %226 = extractvalue { i64, i64 } %225, 0, !dbg !424
  %227 = extractvalue { i64, i64 } %225, 1, !dbg !424
    #dbg_value(ptr @.str.10, !324, !DIExpression(), !425)
    #dbg_value(!DIArgList(i128 0, i64 %226), !327, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !425)
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.10, i64 noundef %227, i64 noundef %226), !dbg !427
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9), !dbg !428
  %230 = tail call fastcc { i64, i64 } @shrs(i64 noundef 81985529216486895, i64 noundef -81985529216486896, i32 noundef %218), !dbg !429
  %231 = extractvalue { i64, i64 } %230, 0, !dbg !429
  %232 = extractvalue { i64, i64 } %230, 1, !dbg !429
    #dbg_value(ptr @.str.11, !324, !DIExpression(), !430)
    #dbg_value(!DIArgList(i128 0, i64 %231), !327, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !430)
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.11, i64 noundef %232, i64 noundef %231), !dbg !432
  %234 = add nuw nsw i32 %218, 9, !dbg !433
    #dbg_value(i32 %234, !154, !DIExpression(), !415)
  %235 = icmp ult i32 %218, 119, !dbg !434
  br i1 %235, label %217, label %199, !dbg !435, !llvm.loop !436

236:                                              ; preds = %199, %264
  %237 = phi i64 [ 0, %199 ], [ %265, %264 ]
    #dbg_value(i64 %237, !159, !DIExpression(), !413)
  %238 = getelementptr inbounds [9 x i128], ptr @__const.main.divisors, i64 0, i64 %237, !dbg !438
  %239 = load i128, ptr %238, align 16, !dbg !438, !tbaa !439
  %240 = trunc i128 %239 to i64, !dbg !441
  %241 = lshr i128 %239, 64, !dbg !441
  %242 = trunc nuw i128 %241 to i64, !dbg !441
  %243 = tail call fastcc { i64, i64 } @divu(i64 noundef %240, i64 noundef %242), !dbg !441
  %244 = extractvalue { i64, i64 } %243, 0, !dbg !441
  %245 = extractvalue { i64, i64 } %243, 1, !dbg !441
  %246 = zext nneg i64 %245 to i128, !dbg !442
  %247 = shl nuw nsw i128 %246, 64, !dbg !442
  %248 = zext i64 %244 to i128, !dbg !442
  %249 = or disjoint i128 %247, %248, !dbg !442
    #dbg_value(!DIArgList(i128 %247, i128 %248), !162, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !443)
  %250 = tail call fastcc { i64, i64 } @remu(i64 noundef %240, i64 noundef %242), !dbg !444
  %251 = extractvalue { i64, i64 } %250, 0, !dbg !444
  %252 = extractvalue { i64, i64 } %250, 1, !dbg !444
  %253 = zext nneg i64 %252 to i128, !dbg !445
  %254 = shl nuw nsw i128 %253, 64, !dbg !445
  %255 = zext i64 %251 to i128, !dbg !445
  %256 = or disjoint i128 %254, %255, !dbg !445
    #dbg_value(!DIArgList(i128 %254, i128 %255), !165, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !443)
    #dbg_value(ptr @.str.16, !324, !DIExpression(), !446)
    #dbg_value(!DIArgList(i128 0, i64 %244), !327, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !446)
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.16, i64 noundef %245, i64 noundef %244), !dbg !448
    #dbg_value(ptr @.str.17, !324, !DIExpression(), !449)
    #dbg_value(!DIArgList(i128 0, i64 %251), !327, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !449)
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.17, i64 noundef %252, i64 noundef %251), !dbg !451
  %259 = mul i128 %249, %239, !dbg !452
  %260 = add i128 %256, %259, !dbg !454
  %261 = icmp eq i128 %260, 10586562526429196631326487587781959280, !dbg !455
  br i1 %261, label %264, label %262, !dbg !456

262:                                              ; preds = %236
  %263 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !457
  br label %264, !dbg !457

264:                                              ; preds = %262, %236
  %265 = add nuw nsw i64 %237, 1, !dbg !458
    #dbg_value(i64 %265, !159, !DIExpression(), !413)
  %266 = icmp eq i64 %265, 9, !dbg !459
  br i1 %266, label %267, label %236, !dbg !414, !llvm.loop !460

267:                                              ; preds = %264, %398
  %268 = phi i64 [ %399, %398 ], [ 0, %264 ]
    #dbg_value(i64 %268, !168, !DIExpression(), !462)
  %269 = getelementptr inbounds [8 x i128], ptr @__const.main.sv, i64 0, i64 %268
  %270 = load i128, ptr %269, align 16, !tbaa !439
  %271 = trunc i128 %270 to i64
  %272 = lshr i128 %270, 64
  %273 = trunc nuw i128 %272 to i64
  %274 = trunc nuw nsw i64 %268 to i32
  %275 = urem i32 %274, 3
  %276 = icmp eq i32 %275, 0
    #dbg_value(i32 0, !170, !DIExpression(), !463)
  br label %401, !dbg !464

277:                                              ; preds = %398
    #dbg_value(double 0x47723456789ABCDF, !177, !DIExpression(), !200)
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, double noundef 0x47723456789ABCDF), !dbg !465
    #dbg_value(x86_fp80 0xK407791A2B3C4D5E6F7FF, !178, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !200)
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, x86_fp80 noundef 0xK407791A2B3C4D5E6F7FF), !dbg !466
    #dbg_value(i128 -1499999999999999889089448902656, !179, !DIExpression(), !200)
    #dbg_value(ptr @.str.24, !255, !DIExpression(), !467)
    #dbg_value(!DIArgList(i128 -1500000000010831327668251656192, i128 10831438578802753536), !260, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !467)
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef nonnull @.str.24), !dbg !469
    #dbg_assign(i1 undef, !201, !DIExpression(), !195, ptr %4, !DIExpression(), !470)
    #dbg_value(ptr @.str.6, !208, !DIExpression(), !470)
    #dbg_value(i128 1499999999999999889089448902656, !209, !DIExpression(), !470)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #5, !dbg !472
    #dbg_value(i32 0, !210, !DIExpression(), !470)
  br label %281, !dbg !473

281:                                              ; preds = %292, %277
  %282 = phi i64 [ 0, %277 ], [ %297, %292 ]
  %283 = phi i128 [ 1499999999999999889089448902656, %277 ], [ %299, %292 ]
    #dbg_value(i64 %282, !210, !DIExpression(), !470)
    #dbg_value(i128 %283, !209, !DIExpression(), !470)
  %284 = freeze i128 %283, !dbg !474
  %285 = udiv i128 %284, 10, !dbg !474
  %286 = mul i128 %285, 10, !dbg !475
  %287 = sub i128 %284, %286, !dbg !475
  %288 = trunc nuw nsw i128 %287 to i8, !dbg !476
  %289 = or disjoint i8 %288, 48, !dbg !477
    #dbg_value(i64 %282, !210, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !470)
  %290 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %282, !dbg !478
  store i8 %289, ptr %290, align 2, !dbg !479, !tbaa !224
    #dbg_value(i128 poison, !209, !DIExpression(), !470)
  %291 = icmp eq i64 %282, 30, !dbg !480
  br i1 %291, label %300, label %292, !dbg !480, !llvm.loop !481

292:                                              ; preds = %281
  %293 = or disjoint i64 %282, 1, !dbg !483
    #dbg_value(i64 %293, !210, !DIExpression(), !470)
    #dbg_value(i128 %285, !209, !DIExpression(), !470)
    #dbg_value(i64 %293, !210, !DIExpression(), !470)
    #dbg_value(i128 %285, !209, !DIExpression(), !470)
  %294 = urem i128 %285, 10, !dbg !475
  %295 = trunc nuw nsw i128 %294 to i8, !dbg !476
  %296 = or disjoint i8 %295, 48, !dbg !477
  %297 = add nuw nsw i64 %282, 2, !dbg !483
    #dbg_value(i64 %297, !210, !DIExpression(), !470)
  %298 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %293, !dbg !478
  store i8 %296, ptr %298, align 1, !dbg !479, !tbaa !224
  %299 = udiv i128 %283, 100, !dbg !474
    #dbg_value(i128 %299, !209, !DIExpression(), !470)
  br label %281

300:                                              ; preds = %281, %300
  %301 = phi i64 [ %302, %300 ], [ 31, %281 ]
    #dbg_value(i64 %301, !210, !DIExpression(), !470)
  %302 = add nsw i64 %301, -1, !dbg !484
    #dbg_value(i64 %302, !210, !DIExpression(), !470)
  %303 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %302, !dbg !485
  %304 = load i8, ptr %303, align 1, !dbg !485, !tbaa !224
  %305 = sext i8 %304 to i32, !dbg !485
    #dbg_value(i32 %305, !236, !DIExpression(), !486)
  %306 = load ptr, ptr @stdout, align 8, !dbg !488, !tbaa !245
  %307 = tail call noundef i32 @putc(i32 noundef %305, ptr noundef %306), !dbg !489
  %308 = icmp eq i64 %302, 0, !dbg !490
  br i1 %308, label %309, label %300, !dbg !490, !llvm.loop !491

309:                                              ; preds = %300
    #dbg_value(i32 10, !236, !DIExpression(), !493)
  %310 = load ptr, ptr @stdout, align 8, !dbg !495, !tbaa !245
  %311 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %310), !dbg !496
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #5, !dbg !497
    #dbg_value(i128 1234567890123456788995863525063655424, !180, !DIExpression(), !200)
    #dbg_assign(i1 undef, !201, !DIExpression(), !194, ptr %3, !DIExpression(), !498)
    #dbg_value(ptr @.str.25, !208, !DIExpression(), !498)
    #dbg_value(i128 1234567890123456788995863525063655424, !209, !DIExpression(), !498)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #5, !dbg !500
    #dbg_value(i32 0, !210, !DIExpression(), !498)
  br label %312

312:                                              ; preds = %323, %309
  %313 = phi i64 [ 0, %309 ], [ %328, %323 ]
  %314 = phi i128 [ 1234567890123456788995863525063655424, %309 ], [ %330, %323 ]
    #dbg_value(i64 %313, !210, !DIExpression(), !498)
    #dbg_value(i128 %314, !209, !DIExpression(), !498)
  %315 = freeze i128 %314, !dbg !501
  %316 = udiv i128 %315, 10, !dbg !501
  %317 = mul i128 %316, 10, !dbg !502
  %318 = sub i128 %315, %317, !dbg !502
  %319 = trunc nuw nsw i128 %318 to i8, !dbg !503
  %320 = or disjoint i8 %319, 48, !dbg !504
    #dbg_value(i64 %313, !210, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !498)
  %321 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %313, !dbg !505
  store i8 %320, ptr %321, align 2, !dbg !506, !tbaa !224
    #dbg_value(i128 poison, !209, !DIExpression(), !498)
  %322 = icmp eq i64 %313, 36, !dbg !507
  br i1 %322, label %331, label %323, !dbg !507, !llvm.loop !508

323:                                              ; preds = %312
  %324 = or disjoint i64 %313, 1, !dbg !510
    #dbg_value(i64 %324, !210, !DIExpression(), !498)
    #dbg_value(i128 %316, !209, !DIExpression(), !498)
    #dbg_value(i64 %324, !210, !DIExpression(), !498)
    #dbg_value(i128 %316, !209, !DIExpression(), !498)
  %325 = urem i128 %316, 10, !dbg !502
  %326 = trunc nuw nsw i128 %325 to i8, !dbg !503
  %327 = or disjoint i8 %326, 48, !dbg !504
  %328 = add nuw nsw i64 %313, 2, !dbg !510
    #dbg_value(i64 %328, !210, !DIExpression(), !498)
  %329 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %324, !dbg !505
  store i8 %327, ptr %329, align 1, !dbg !506, !tbaa !224
  %330 = udiv i128 %314, 100, !dbg !501
    #dbg_value(i128 %330, !209, !DIExpression(), !498)
  br label %312

331:                                              ; preds = %312
  %332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.25), !dbg !511
    #dbg_value(i64 37, !210, !DIExpression(), !498)
  br label %333, !dbg !512

333:                                              ; preds = %333, %331
  %334 = phi i64 [ 37, %331 ], [ %335, %333 ]
    #dbg_value(i64 %334, !210, !DIExpression(), !498)
  %335 = add nsw i64 %334, -1, !dbg !513
    #dbg_value(i64 %335, !210, !DIExpression(), !498)
  %336 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %335, !dbg !514
  %337 = load i8, ptr %336, align 1, !dbg !514, !tbaa !224
  %338 = sext i8 %337 to i32, !dbg !514
    #dbg_value(i32 %338, !236, !DIExpression(), !515)
  %339 = load ptr, ptr @stdout, align 8, !dbg !517, !tbaa !245
  %340 = tail call noundef i32 @putc(i32 noundef %338, ptr noundef %339), !dbg !518
  %341 = icmp eq i64 %335, 0, !dbg !512
  br i1 %341, label %342, label %333, !dbg !512, !llvm.loop !519

342:                                              ; preds = %333
    #dbg_value(i32 10, !236, !DIExpression(), !521)
  %343 = load ptr, ptr @stdout, align 8, !dbg !523, !tbaa !245
  %344 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %343), !dbg !524
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #5, !dbg !525
    #dbg_value(float 0x7FF0000000000000, !181, !DIExpression(), !200)
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, double noundef 0x7FF0000000000000), !dbg !526
    #dbg_value(ptr @.str.27, !255, !DIExpression(), !527)
    #dbg_value(!DIArgList(i128 56713729087807010793160673352858206208, i64 -6148914691236517173), !260, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !527)
    #dbg_assign(i1 undef, !201, !DIExpression(), !193, ptr %2, !DIExpression(), !529)
    #dbg_value(ptr @.str.27, !208, !DIExpression(), !529)
    #dbg_value(i128 56713729087807010805458502735331240651, !209, !DIExpression(), !529)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #5, !dbg !531
    #dbg_value(i32 0, !210, !DIExpression(), !529)
  br label %346

346:                                              ; preds = %346, %342
  %347 = phi i64 [ 0, %342 ], [ %360, %346 ]
  %348 = phi i128 [ 56713729087807010805458502735331240651, %342 ], [ %362, %346 ]
    #dbg_value(i64 %347, !210, !DIExpression(), !529)
    #dbg_value(i128 %348, !209, !DIExpression(), !529)
  %349 = freeze i128 %348, !dbg !532
  %350 = udiv i128 %349, 10, !dbg !532
  %351 = mul i128 %350, 10, !dbg !533
  %352 = sub i128 %349, %351, !dbg !533
  %353 = trunc nuw nsw i128 %352 to i8, !dbg !534
  %354 = or disjoint i8 %353, 48, !dbg !535
  %355 = or disjoint i64 %347, 1, !dbg !536
    #dbg_value(i64 %355, !210, !DIExpression(), !529)
  %356 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %347, !dbg !537
  store i8 %354, ptr %356, align 2, !dbg !538, !tbaa !224
    #dbg_value(i128 %350, !209, !DIExpression(), !529)
  %357 = urem i128 %350, 10, !dbg !533
  %358 = trunc nuw nsw i128 %357 to i8, !dbg !534
  %359 = or disjoint i8 %358, 48, !dbg !535
  %360 = add nuw nsw i64 %347, 2, !dbg !536
    #dbg_value(i64 %360, !210, !DIExpression(), !529)
  %361 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %355, !dbg !537
  store i8 %359, ptr %361, align 1, !dbg !538, !tbaa !224
  %362 = udiv i128 %348, 100, !dbg !532
    #dbg_value(i128 %362, !209, !DIExpression(), !529)
  %363 = icmp eq i64 %360, 38, !dbg !539
  br i1 %363, label %364, label %346, !dbg !539, !llvm.loop !540

364:                                              ; preds = %346
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.27), !dbg !542
    #dbg_value(i64 38, !210, !DIExpression(), !529)
  br label %366, !dbg !543

366:                                              ; preds = %366, %364
  %367 = phi i64 [ 38, %364 ], [ %368, %366 ]
    #dbg_value(i64 %367, !210, !DIExpression(), !529)
  %368 = add nsw i64 %367, -1, !dbg !544
    #dbg_value(i64 %368, !210, !DIExpression(), !529)
  %369 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %368, !dbg !545
  %370 = load i8, ptr %369, align 1, !dbg !545, !tbaa !224
  %371 = sext i8 %370 to i32, !dbg !545
    #dbg_value(i32 %371, !236, !DIExpression(), !546)
  %372 = load ptr, ptr @stdout, align 8, !dbg !548, !tbaa !245
  %373 = tail call noundef i32 @putc(i32 noundef %371, ptr noundef %372), !dbg !549
  %374 = icmp eq i64 %368, 0, !dbg !543
  br i1 %374, label %375, label %366, !dbg !543, !llvm.loop !550

375:                                              ; preds = %366
    #dbg_value(i32 10, !236, !DIExpression(), !552)
  %376 = load ptr, ptr @stdout, align 8, !dbg !554, !tbaa !245
  %377 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %376), !dbg !555
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #5, !dbg !556
  %378 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !557
    #dbg_value(i8 16, !182, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !200)
    #dbg_value(i8 50, !182, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !200)
    #dbg_value(i8 84, !182, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !200)
    #dbg_value(i8 118, !182, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !200)
    #dbg_value(i8 -104, !182, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !200)
    #dbg_value(i8 -70, !182, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !200)
    #dbg_value(i8 -36, !182, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !200)
    #dbg_value(i8 -2, !182, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !200)
    #dbg_value(i8 -17, !182, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !200)
    #dbg_value(i8 -51, !182, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !200)
    #dbg_value(i8 -85, !182, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !200)
    #dbg_value(i8 -119, !182, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !200)
    #dbg_value(i8 103, !182, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !200)
    #dbg_value(i8 69, !182, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !200)
    #dbg_value(i8 35, !182, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !200)
    #dbg_value(i8 1, !182, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !200)
    #dbg_value(i64 0, !187, !DIExpression(), !558)
  %379 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 16), !dbg !559
    #dbg_value(i64 1, !187, !DIExpression(), !558)
  %380 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 50), !dbg !559
    #dbg_value(i64 2, !187, !DIExpression(), !558)
  %381 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 84), !dbg !559
    #dbg_value(i64 3, !187, !DIExpression(), !558)
  %382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 118), !dbg !559
    #dbg_value(i64 4, !187, !DIExpression(), !558)
  %383 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 152), !dbg !559
    #dbg_value(i64 5, !187, !DIExpression(), !558)
  %384 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 186), !dbg !559
    #dbg_value(i64 6, !187, !DIExpression(), !558)
  %385 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 220), !dbg !559
    #dbg_value(i64 7, !187, !DIExpression(), !558)
  %386 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 254), !dbg !559
    #dbg_value(i64 8, !187, !DIExpression(), !558)
  %387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 239), !dbg !559
    #dbg_value(i64 9, !187, !DIExpression(), !558)
  %388 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 205), !dbg !559
    #dbg_value(i64 10, !187, !DIExpression(), !558)
  %389 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 171), !dbg !559
    #dbg_value(i64 11, !187, !DIExpression(), !558)
  %390 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 137), !dbg !559
    #dbg_value(i64 12, !187, !DIExpression(), !558)
  %391 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 103), !dbg !559
    #dbg_value(i64 13, !187, !DIExpression(), !558)
  %392 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 69), !dbg !559
    #dbg_value(i64 14, !187, !DIExpression(), !558)
  %393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 35), !dbg !559
    #dbg_value(i64 15, !187, !DIExpression(), !558)
  %394 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 1), !dbg !559
    #dbg_value(i64 16, !187, !DIExpression(), !558)
    #dbg_value(i32 10, !236, !DIExpression(), !561)
  %395 = load ptr, ptr @stdout, align 8, !dbg !563, !tbaa !245
  %396 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %395), !dbg !564
    #dbg_value(i32 1, !190, !DIExpression(), !200)
    #dbg_value(i128 85070591730234615865843651857942052864, !189, !DIExpression(), !200)
    #dbg_value(i32 0, !191, !DIExpression(), !200)
  %397 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 1, i32 noundef 0), !dbg !565
    #dbg_value(ptr @.str.32, !255, !DIExpression(), !566)
    #dbg_value(!DIArgList(i128 85070591730234615865843651857942052864, i64 0), !260, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !566)
    #dbg_assign(i1 undef, !201, !DIExpression(), !192, ptr %1, !DIExpression(), !568)
    #dbg_value(ptr @.str.32, !208, !DIExpression(), !568)
    #dbg_value(i128 85070591730234615865843651857942052864, !209, !DIExpression(), !568)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #5, !dbg !570
    #dbg_value(i32 0, !210, !DIExpression(), !568)
  br label %435

398:                                              ; preds = %432
  %399 = add nuw nsw i64 %268, 1, !dbg !571
    #dbg_value(i64 %399, !168, !DIExpression(), !462)
  %400 = icmp eq i64 %399, 8, !dbg !572
  br i1 %400, label %277, label %267, !dbg !573, !llvm.loop !574

401:                                              ; preds = %267, %432
  %402 = phi i64 [ 0, %267 ], [ %433, %432 ]
    #dbg_value(i64 %402, !170, !DIExpression(), !463)
  %403 = getelementptr inbounds [8 x i128], ptr @__const.main.sv, i64 0, i64 %402, !dbg !576
  %404 = load i128, ptr %403, align 16, !dbg !576, !tbaa !439
  %405 = trunc i128 %404 to i64, !dbg !577
  %406 = lshr i128 %404, 64, !dbg !577
  %407 = trunc nuw i128 %406 to i64, !dbg !577
  %408 = tail call fastcc { i64, i64 } @divs(i64 noundef %271, i64 noundef %273, i64 noundef %405, i64 noundef %407), !dbg !577
  %409 = extractvalue { i64, i64 } %408, 0, !dbg !577
  %410 = extractvalue { i64, i64 } %408, 1, !dbg !577
  %411 = zext i64 %410 to i128, !dbg !578
  %412 = shl nuw i128 %411, 64, !dbg !578
  %413 = zext i64 %409 to i128, !dbg !578
  %414 = or disjoint i128 %412, %413, !dbg !578
    #dbg_value(!DIArgList(i128 %412, i128 %413), !173, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !579)
  %415 = tail call fastcc { i64, i64 } @rems(i64 noundef %271, i64 noundef %273, i64 noundef %405, i64 noundef %407), !dbg !580
  %416 = extractvalue { i64, i64 } %415, 0, !dbg !580
  %417 = extractvalue { i64, i64 } %415, 1, !dbg !580
  %418 = zext i64 %417 to i128, !dbg !581
  %419 = shl nuw i128 %418, 64, !dbg !581
  %420 = zext i64 %416 to i128, !dbg !581
  %421 = or disjoint i128 %419, %420, !dbg !581
    #dbg_value(!DIArgList(i128 %419, i128 %420), !176, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !579)
  %422 = icmp eq i64 %402, 2
  %423 = or i1 %276, %422, !dbg !582
  br i1 %423, label %424, label %425, !dbg !582

424:                                              ; preds = %401
  tail call fastcc void @ps(ptr noundef nonnull @.str.19, i64 noundef %409, i64 noundef %410), !dbg !584
  tail call fastcc void @ps(ptr noundef nonnull @.str.20, i64 noundef %416, i64 noundef %417), !dbg !586
  br label %425, !dbg !587

425:                                              ; preds = %401, %424
  %426 = mul nsw i128 %414, %404, !dbg !588
  %427 = add nsw i128 %421, %426, !dbg !590
  %428 = icmp eq i128 %427, %270, !dbg !591
  br i1 %428, label %432, label %429, !dbg !592

429:                                              ; preds = %425
  %430 = trunc nuw nsw i64 %402 to i32, !dbg !593
  %431 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %274, i32 noundef %430), !dbg !593
  br label %432, !dbg !593

432:                                              ; preds = %429, %425
  %433 = add nuw nsw i64 %402, 1, !dbg !594
    #dbg_value(i64 %433, !170, !DIExpression(), !463)
  %434 = icmp eq i64 %433, 8, !dbg !595
  br i1 %434, label %398, label %401, !dbg !464, !llvm.loop !596

435:                                              ; preds = %435, %375
  %436 = phi i64 [ 0, %375 ], [ %449, %435 ]
  %437 = phi i128 [ 85070591730234615865843651857942052864, %375 ], [ %451, %435 ]
    #dbg_value(i64 %436, !210, !DIExpression(), !568)
    #dbg_value(i128 %437, !209, !DIExpression(), !568)
  %438 = freeze i128 %437, !dbg !598
  %439 = udiv i128 %438, 10, !dbg !598
  %440 = mul i128 %439, 10, !dbg !599
  %441 = sub i128 %438, %440, !dbg !599
  %442 = trunc nuw nsw i128 %441 to i8, !dbg !600
  %443 = or disjoint i8 %442, 48, !dbg !601
  %444 = or disjoint i64 %436, 1, !dbg !602
    #dbg_value(i64 %444, !210, !DIExpression(), !568)
  %445 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 %436, !dbg !603
  store i8 %443, ptr %445, align 2, !dbg !604, !tbaa !224
    #dbg_value(i128 %439, !209, !DIExpression(), !568)
  %446 = urem i128 %439, 10, !dbg !599
  %447 = trunc nuw nsw i128 %446 to i8, !dbg !600
  %448 = or disjoint i8 %447, 48, !dbg !601
  %449 = add nuw nsw i64 %436, 2, !dbg !602
    #dbg_value(i64 %449, !210, !DIExpression(), !568)
  %450 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 %444, !dbg !603
  store i8 %448, ptr %450, align 1, !dbg !604, !tbaa !224
  %451 = udiv i128 %437, 100, !dbg !598
    #dbg_value(i128 %451, !209, !DIExpression(), !568)
  %452 = icmp eq i64 %449, 38, !dbg !605
  br i1 %452, label %453, label %435, !dbg !605, !llvm.loop !606

453:                                              ; preds = %435
  %454 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.32), !dbg !608
    #dbg_value(i64 38, !210, !DIExpression(), !568)
  br label %455, !dbg !609

455:                                              ; preds = %455, %453
  %456 = phi i64 [ 38, %453 ], [ %457, %455 ]
    #dbg_value(i64 %456, !210, !DIExpression(), !568)
  %457 = add nsw i64 %456, -1, !dbg !610
    #dbg_value(i64 %457, !210, !DIExpression(), !568)
  %458 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 %457, !dbg !611
  %459 = load i8, ptr %458, align 1, !dbg !611, !tbaa !224
  %460 = sext i8 %459 to i32, !dbg !611
    #dbg_value(i32 %460, !236, !DIExpression(), !612)
  %461 = load ptr, ptr @stdout, align 8, !dbg !614, !tbaa !245
  %462 = tail call noundef i32 @putc(i32 noundef %460, ptr noundef %461), !dbg !615
  %463 = icmp eq i64 %457, 0, !dbg !609
  br i1 %463, label %464, label %455, !dbg !609, !llvm.loop !616

464:                                              ; preds = %455
    #dbg_value(i32 10, !236, !DIExpression(), !618)
  %465 = load ptr, ptr @stdout, align 8, !dbg !620, !tbaa !245
  %466 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %465), !dbg !621
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #5, !dbg !622
  ret i32 40, !dbg !623
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @ps(ptr noundef %0, i64 noundef %1, i64 noundef %2) unnamed_addr #0 !dbg !256 {
  %4 = alloca [64 x i8], align 16, !DIAssignID !624
  %5 = alloca [64 x i8], align 16, !DIAssignID !625
  %6 = zext i64 %2 to i128
  %7 = shl nuw i128 %6, 64
    #dbg_value(ptr %0, !255, !DIExpression(), !626)
    #dbg_value(!DIArgList(i128 %7, i64 %1), !260, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !626)
  %8 = icmp slt i128 %7, 0, !dbg !627
  %9 = zext i64 %1 to i128
  %10 = or disjoint i128 %7, %9
  br i1 %8, label %11, label %41, !dbg !628

11:                                               ; preds = %3
    #dbg_value(!DIArgList(i128 %7, i128 %9), !260, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !626)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef %0), !dbg !629
  %13 = sub i128 0, %10, !dbg !630
    #dbg_assign(i1 undef, !201, !DIExpression(), !625, ptr %5, !DIExpression(), !631)
    #dbg_value(ptr @.str.6, !208, !DIExpression(), !631)
    #dbg_value(i128 %13, !209, !DIExpression(), !631)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #5, !dbg !633
    #dbg_value(i32 0, !210, !DIExpression(), !631)
  br label %14, !dbg !634

14:                                               ; preds = %11, %14
  %15 = phi i64 [ %23, %14 ], [ 0, %11 ]
  %16 = phi i128 [ %18, %14 ], [ %13, %11 ]
    #dbg_value(i64 %15, !210, !DIExpression(), !631)
    #dbg_value(i128 %16, !209, !DIExpression(), !631)
  %17 = freeze i128 %16, !dbg !635
  %18 = udiv i128 %17, 10, !dbg !635
  %19 = mul i128 %18, 10, !dbg !636
  %20 = sub i128 %17, %19, !dbg !636
  %21 = trunc nuw nsw i128 %20 to i8, !dbg !637
  %22 = or disjoint i8 %21, 48, !dbg !638
  %23 = add nuw nsw i64 %15, 1, !dbg !639
    #dbg_value(i64 %23, !210, !DIExpression(), !631)
  %24 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %15, !dbg !640
  store i8 %22, ptr %24, align 1, !dbg !641, !tbaa !224
    #dbg_value(i128 %18, !209, !DIExpression(), !631)
  %25 = icmp ult i128 %16, 10, !dbg !642
  br i1 %25, label %26, label %14, !dbg !642, !llvm.loop !643

26:                                               ; preds = %14
  %27 = shl i64 %23, 32, !dbg !645
  %28 = ashr exact i64 %27, 32, !dbg !645
    #dbg_value(i64 %28, !210, !DIExpression(), !631)
  br label %29, !dbg !645

29:                                               ; preds = %29, %26
  %30 = phi i64 [ %28, %26 ], [ %31, %29 ]
    #dbg_value(i64 %30, !210, !DIExpression(), !631)
  %31 = add nsw i64 %30, -1, !dbg !646
    #dbg_value(i64 %31, !210, !DIExpression(), !631)
  %32 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %31, !dbg !647
  %33 = load i8, ptr %32, align 1, !dbg !647, !tbaa !224
  %34 = sext i8 %33 to i32, !dbg !647
    #dbg_value(i32 %34, !236, !DIExpression(), !648)
  %35 = load ptr, ptr @stdout, align 8, !dbg !650, !tbaa !245
  %36 = tail call noundef i32 @putc(i32 noundef %34, ptr noundef %35), !dbg !651
  %37 = icmp eq i64 %31, 0, !dbg !645
  br i1 %37, label %38, label %29, !dbg !645, !llvm.loop !652

38:                                               ; preds = %29
    #dbg_value(i32 10, !236, !DIExpression(), !654)
  %39 = load ptr, ptr @stdout, align 8, !dbg !656, !tbaa !245
  %40 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %39), !dbg !657
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #5, !dbg !658
  br label %74, !dbg !659

41:                                               ; preds = %3
    #dbg_assign(i1 undef, !201, !DIExpression(), !624, ptr %4, !DIExpression(), !660)
    #dbg_value(ptr %0, !208, !DIExpression(), !660)
    #dbg_value(i128 %10, !209, !DIExpression(), !660)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #5, !dbg !662
    #dbg_value(i32 0, !210, !DIExpression(), !660)
  %42 = icmp eq i128 %10, 0, !dbg !663
  br i1 %42, label %43, label %44, !dbg !664

43:                                               ; preds = %41
    #dbg_value(i32 1, !210, !DIExpression(), !660)
  store i8 48, ptr %4, align 16, !dbg !665, !tbaa !224
    #dbg_value(i128 %10, !209, !DIExpression(), !660)
  br label %59, !dbg !666

44:                                               ; preds = %41, %44
  %45 = phi i64 [ %53, %44 ], [ 0, %41 ]
  %46 = phi i128 [ %48, %44 ], [ %10, %41 ]
    #dbg_value(i64 %45, !210, !DIExpression(), !660)
    #dbg_value(i128 %46, !209, !DIExpression(), !660)
  %47 = freeze i128 %46, !dbg !667
  %48 = udiv i128 %47, 10, !dbg !667
  %49 = mul i128 %48, 10, !dbg !668
  %50 = sub i128 %47, %49, !dbg !668
  %51 = trunc nuw nsw i128 %50 to i8, !dbg !669
  %52 = or disjoint i8 %51, 48, !dbg !670
  %53 = add nuw nsw i64 %45, 1, !dbg !671
    #dbg_value(i64 %53, !210, !DIExpression(), !660)
  %54 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %45, !dbg !672
  store i8 %52, ptr %54, align 1, !dbg !673, !tbaa !224
    #dbg_value(i128 %48, !209, !DIExpression(), !660)
  %55 = icmp ult i128 %46, 10, !dbg !666
  br i1 %55, label %56, label %44, !dbg !666, !llvm.loop !674

56:                                               ; preds = %44
  %57 = shl i64 %53, 32, !dbg !676
  %58 = ashr exact i64 %57, 32, !dbg !676
  br label %59, !dbg !677

59:                                               ; preds = %56, %43
  %60 = phi i64 [ %58, %56 ], [ 1, %43 ], !dbg !660
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef %0), !dbg !677
    #dbg_value(i64 %60, !210, !DIExpression(), !660)
  br label %62, !dbg !676

62:                                               ; preds = %62, %59
  %63 = phi i64 [ %60, %59 ], [ %64, %62 ]
    #dbg_value(i64 %63, !210, !DIExpression(), !660)
  %64 = add nsw i64 %63, -1, !dbg !678
    #dbg_value(i64 %64, !210, !DIExpression(), !660)
  %65 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %64, !dbg !679
  %66 = load i8, ptr %65, align 1, !dbg !679, !tbaa !224
  %67 = sext i8 %66 to i32, !dbg !679
    #dbg_value(i32 %67, !236, !DIExpression(), !680)
  %68 = load ptr, ptr @stdout, align 8, !dbg !682, !tbaa !245
  %69 = tail call noundef i32 @putc(i32 noundef %67, ptr noundef %68), !dbg !683
  %70 = icmp eq i64 %64, 0, !dbg !676
  br i1 %70, label %71, label %62, !dbg !676, !llvm.loop !684

71:                                               ; preds = %62
    #dbg_value(i32 10, !236, !DIExpression(), !686)
  %72 = load ptr, ptr @stdout, align 8, !dbg !688, !tbaa !245
  %73 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %72), !dbg !689
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #5, !dbg !690
  br label %74

74:                                               ; preds = %71, %38
  ret void, !dbg !691
}

; Function Attrs: nofree nounwind
declare !dbg !692 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @shl(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #3 !dbg !697 {
  %4 = zext nneg i64 %1 to i128
  %5 = shl nuw nsw i128 %4, 64
  %6 = zext i64 %0 to i128
  %7 = or disjoint i128 %5, %6
    #dbg_value(i128 %7, !701, !DIExpression(), !703)
    #dbg_value(i32 %2, !702, !DIExpression(), !703)
  %8 = zext nneg i32 %2 to i128, !dbg !704
  %9 = shl i128 %7, %8, !dbg !704
  %10 = trunc i128 %9 to i64, !dbg !705
  %11 = lshr i128 %9, 64, !dbg !705
  %12 = trunc nuw i128 %11 to i64, !dbg !705
  %13 = insertvalue { i64, i64 } poison, i64 %10, 0, !dbg !705
  %14 = insertvalue { i64, i64 } %13, i64 %12, 1, !dbg !705
  ret { i64, i64 } %14, !dbg !705
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @shru(i32 noundef %0) unnamed_addr #3 !dbg !706 {
    #dbg_value(i128 1512366075204170947332355369683137040, !709, !DIExpression(), !711)
    #dbg_value(i32 %0, !710, !DIExpression(), !711)
  %2 = zext nneg i32 %0 to i128, !dbg !712
  %3 = lshr i128 1512366075204170947332355369683137040, %2, !dbg !712
  %4 = trunc i128 %3 to i64, !dbg !713
  %5 = lshr i128 81985529216486895, %2, !dbg !713
  %6 = trunc nuw nsw i128 %5 to i64, !dbg !713
  %7 = insertvalue { i64, i64 } poison, i64 %4, 0, !dbg !713
  %8 = insertvalue { i64, i64 } %7, i64 %6, 1, !dbg !713
  ret { i64, i64 } %8, !dbg !713
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @shrs(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #3 !dbg !714 {
  %4 = zext i64 %1 to i128
  %5 = shl nuw i128 %4, 64
  %6 = zext nneg i64 %0 to i128
  %7 = or disjoint i128 %5, %6
    #dbg_value(i128 %7, !718, !DIExpression(), !720)
    #dbg_value(i32 %2, !719, !DIExpression(), !720)
  %8 = zext nneg i32 %2 to i128, !dbg !721
  %9 = ashr i128 %7, %8, !dbg !721
  %10 = trunc i128 %9 to i64, !dbg !722
  %11 = lshr i128 %9, 64, !dbg !722
  %12 = trunc nuw i128 %11 to i64, !dbg !722
  %13 = insertvalue { i64, i64 } poison, i64 %10, 0, !dbg !722
  %14 = insertvalue { i64, i64 } %13, i64 %12, 1, !dbg !722
  ret { i64, i64 } %14, !dbg !722
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @mulu(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 !dbg !723 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
    #dbg_value(i128 %8, !727, !DIExpression(), !729)
    #dbg_value(i128 %12, !728, !DIExpression(), !729)
  %13 = mul i128 %12, %8, !dbg !730
  %14 = trunc i128 %13 to i64, !dbg !731
  %15 = lshr i128 %13, 64, !dbg !731
  %16 = trunc nuw i128 %15 to i64, !dbg !731
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0, !dbg !731
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1, !dbg !731
  ret { i64, i64 } %18, !dbg !731
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @divu(i64 noundef %0, i64 noundef %1) unnamed_addr #3 !dbg !732 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
    #dbg_value(i128 10586562526429196631326487587781959280, !735, !DIExpression(), !737)
    #dbg_value(i128 %6, !736, !DIExpression(), !737)
  %7 = udiv i128 10586562526429196631326487587781959280, %6, !dbg !738
  %8 = trunc i128 %7 to i64, !dbg !739
  %9 = lshr i128 %7, 64, !dbg !739
  %10 = trunc nuw nsw i128 %9 to i64, !dbg !739
  %11 = insertvalue { i64, i64 } poison, i64 %8, 0, !dbg !739
  %12 = insertvalue { i64, i64 } %11, i64 %10, 1, !dbg !739
  ret { i64, i64 } %12, !dbg !739
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @remu(i64 noundef %0, i64 noundef %1) unnamed_addr #3 !dbg !740 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
    #dbg_value(i128 10586562526429196631326487587781959280, !742, !DIExpression(), !744)
    #dbg_value(i128 %6, !743, !DIExpression(), !744)
  %7 = urem i128 10586562526429196631326487587781959280, %6, !dbg !745
  %8 = trunc i128 %7 to i64, !dbg !746
  %9 = lshr i128 %7, 64, !dbg !746
  %10 = trunc nuw nsw i128 %9 to i64, !dbg !746
  %11 = insertvalue { i64, i64 } poison, i64 %8, 0, !dbg !746
  %12 = insertvalue { i64, i64 } %11, i64 %10, 1, !dbg !746
  ret { i64, i64 } %12, !dbg !746
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @divs(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 !dbg !747 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
    #dbg_value(i128 %8, !751, !DIExpression(), !753)
    #dbg_value(i128 %12, !752, !DIExpression(), !753)
  %13 = sdiv i128 %8, %12, !dbg !754
  %14 = trunc i128 %13 to i64, !dbg !755
  %15 = lshr i128 %13, 64, !dbg !755
  %16 = trunc nuw i128 %15 to i64, !dbg !755
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0, !dbg !755
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1, !dbg !755
  ret { i64, i64 } %18, !dbg !755
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @rems(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 !dbg !756 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
    #dbg_value(i128 %8, !758, !DIExpression(), !760)
    #dbg_value(i128 %12, !759, !DIExpression(), !760)
  %13 = srem i128 %8, %12, !dbg !761
  %14 = trunc i128 %13 to i64, !dbg !762
  %15 = lshr i128 %13, 64, !dbg !762
  %16 = trunc nuw i128 %15 to i64, !dbg !762
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0, !dbg !762
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1, !dbg !762
  ret { i64, i64 } %18, !dbg !762
}

; Function Attrs: nofree nounwind
declare !dbg !763 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!115}
!llvm.module.flags = !{!134, !135, !136, !137, !138, !139, !140}
!llvm.ident = !{!141}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/int128_arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "46e778028afac65901bc25f855469ef8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !3, isLocal: true, isDefinition: true)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 10)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !13, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 7)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 1)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !20, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 5)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !20, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !32, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !32, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !20, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 8)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !32, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 9)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 3)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !57, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 4)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !64, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 11)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 17)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 19)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 15)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !13, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 20)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !71, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !76, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !32, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !71, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !32, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !57, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !64, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !112, isLocal: true, isDefinition: true)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 18)
!115 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !116, globals: !126, splitDebugInlining: false, nameTableKind: None)
!116 = !{!117, !119, !121, !122, !123, !124, !4, !125}
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !2, line: 7, baseType: !118)
!118 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "i128", file: !2, line: 6, baseType: !120)
!120 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!121 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!122 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!123 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!124 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!125 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!126 = !{!0, !7, !9, !11, !16, !18, !23, !28, !30, !35, !37, !39, !41, !43, !48, !50, !55, !60, !127, !62, !67, !69, !74, !79, !84, !89, !91, !96, !98, !100, !129, !102, !104, !106, !108, !110}
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !32, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !131, isLocal: true, isDefinition: true)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !132)
!132 = !{!133}
!133 = !DISubrange(count: 2)
!134 = !{i32 7, !"Dwarf Version", i32 5}
!135 = !{i32 2, !"Debug Info Version", i32 3}
!136 = !{i32 1, !"wchar_size", i32 4}
!137 = !{i32 8, !"PIC Level", i32 2}
!138 = !{i32 7, !"PIE Level", i32 2}
!139 = !{i32 7, !"uwtable", i32 2}
!140 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!141 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!142 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 39, type: !143, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !145)
!143 = !DISubroutineType(types: !144)
!144 = !{!124}
!145 = !{!146, !148, !150, !151, !153, !154, !156, !157, !159, !162, !165, !166, !168, !170, !173, !176, !177, !178, !179, !180, !181, !182, !187, !189, !190, !191}
!146 = !DILocalVariable(name: "UMAX", scope: !142, file: !2, line: 40, type: !147)
!147 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !117)
!148 = !DILocalVariable(name: "SMAX", scope: !142, file: !2, line: 41, type: !149)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !119)
!150 = !DILocalVariable(name: "SMIN", scope: !142, file: !2, line: 42, type: !149)
!151 = !DILocalVariable(name: "n", scope: !152, file: !2, line: 45, type: !124)
!152 = distinct !DILexicalBlock(scope: !142, file: !2, line: 45, column: 5)
!153 = !DILocalVariable(name: "x", scope: !142, file: !2, line: 46, type: !117)
!154 = !DILocalVariable(name: "s", scope: !155, file: !2, line: 47, type: !124)
!155 = distinct !DILexicalBlock(scope: !142, file: !2, line: 47, column: 5)
!156 = !DILocalVariable(name: "a", scope: !142, file: !2, line: 49, type: !117)
!157 = !DILocalVariable(name: "divisors", scope: !142, file: !2, line: 51, type: !158)
!158 = !DICompositeType(tag: DW_TAG_array_type, baseType: !117, size: 1152, elements: !53)
!159 = !DILocalVariable(name: "i", scope: !160, file: !2, line: 52, type: !161)
!160 = distinct !DILexicalBlock(scope: !142, file: !2, line: 52, column: 5)
!161 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!162 = !DILocalVariable(name: "q", scope: !163, file: !2, line: 53, type: !117)
!163 = distinct !DILexicalBlock(scope: !164, file: !2, line: 52, column: 75)
!164 = distinct !DILexicalBlock(scope: !160, file: !2, line: 52, column: 5)
!165 = !DILocalVariable(name: "r", scope: !163, file: !2, line: 53, type: !117)
!166 = !DILocalVariable(name: "sv", scope: !142, file: !2, line: 57, type: !167)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !119, size: 1024, elements: !46)
!168 = !DILocalVariable(name: "i", scope: !169, file: !2, line: 58, type: !161)
!169 = distinct !DILexicalBlock(scope: !142, file: !2, line: 58, column: 5)
!170 = !DILocalVariable(name: "j", scope: !171, file: !2, line: 58, type: !161)
!171 = distinct !DILexicalBlock(scope: !172, file: !2, line: 58, column: 38)
!172 = distinct !DILexicalBlock(scope: !169, file: !2, line: 58, column: 5)
!173 = !DILocalVariable(name: "q", scope: !174, file: !2, line: 59, type: !119)
!174 = distinct !DILexicalBlock(scope: !175, file: !2, line: 58, column: 71)
!175 = distinct !DILexicalBlock(scope: !171, file: !2, line: 58, column: 38)
!176 = !DILocalVariable(name: "r", scope: !174, file: !2, line: 59, type: !119)
!177 = !DILocalVariable(name: "d", scope: !142, file: !2, line: 64, type: !121)
!178 = !DILocalVariable(name: "ld", scope: !142, file: !2, line: 65, type: !122)
!179 = !DILocalVariable(name: "fromd", scope: !142, file: !2, line: 66, type: !119)
!180 = !DILocalVariable(name: "fromld", scope: !142, file: !2, line: 67, type: !117)
!181 = !DILocalVariable(name: "f", scope: !142, file: !2, line: 68, type: !123)
!182 = !DILocalVariable(name: "bytes", scope: !142, file: !2, line: 73, type: !183)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !184, size: 128, elements: !185)
!184 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!185 = !{!186}
!186 = !DISubrange(count: 16)
!187 = !DILocalVariable(name: "i", scope: !188, file: !2, line: 74, type: !124)
!188 = distinct !DILexicalBlock(scope: !142, file: !2, line: 74, column: 5)
!189 = !DILocalVariable(name: "res", scope: !142, file: !2, line: 76, type: !119)
!190 = !DILocalVariable(name: "o1", scope: !142, file: !2, line: 76, type: !124)
!191 = !DILocalVariable(name: "o2", scope: !142, file: !2, line: 76, type: !124)
!192 = distinct !DIAssignID()
!193 = distinct !DIAssignID()
!194 = distinct !DIAssignID()
!195 = distinct !DIAssignID()
!196 = distinct !DIAssignID()
!197 = distinct !DIAssignID()
!198 = distinct !DIAssignID()
!199 = distinct !DIAssignID()
!200 = !DILocation(line: 0, scope: !142)
!201 = !DILocalVariable(name: "buf", scope: !202, file: !2, line: 10, type: !211)
!202 = distinct !DISubprogram(name: "pu", scope: !2, file: !2, line: 9, type: !203, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !207)
!203 = !DISubroutineType(types: !204)
!204 = !{null, !205, !117}
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 64)
!206 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!207 = !{!208, !209, !201, !210}
!208 = !DILocalVariable(name: "tag", arg: 1, scope: !202, file: !2, line: 9, type: !205)
!209 = !DILocalVariable(name: "v", arg: 2, scope: !202, file: !2, line: 9, type: !117)
!210 = !DILocalVariable(name: "n", scope: !202, file: !2, line: 10, type: !124)
!211 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !212)
!212 = !{!213}
!213 = !DISubrange(count: 64)
!214 = !DILocation(line: 0, scope: !202, inlinedAt: !215)
!215 = distinct !DILocation(line: 43, column: 5, scope: !142)
!216 = !DILocation(line: 10, column: 5, scope: !202, inlinedAt: !215)
!217 = !DILocation(line: 12, column: 59, scope: !218, inlinedAt: !215)
!218 = distinct !DILexicalBlock(scope: !202, file: !2, line: 12, column: 15)
!219 = !DILocation(line: 12, column: 49, scope: !218, inlinedAt: !215)
!220 = !DILocation(line: 12, column: 41, scope: !218, inlinedAt: !215)
!221 = !DILocation(line: 12, column: 39, scope: !218, inlinedAt: !215)
!222 = !DILocation(line: 12, column: 17, scope: !218, inlinedAt: !215)
!223 = !DILocation(line: 12, column: 26, scope: !218, inlinedAt: !215)
!224 = !{!225, !225, i64 0}
!225 = !{!"omnipotent char", !226, i64 0}
!226 = !{!"Simple C/C++ TBAA"}
!227 = !DILocation(line: 12, column: 5, scope: !202, inlinedAt: !215)
!228 = distinct !{!228, !227, !229, !230}
!229 = !DILocation(line: 12, column: 66, scope: !202, inlinedAt: !215)
!230 = !{!"llvm.loop.mustprogress"}
!231 = !DILocation(line: 12, column: 22, scope: !218, inlinedAt: !215)
!232 = !DILocation(line: 13, column: 5, scope: !202, inlinedAt: !215)
!233 = !DILocation(line: 14, column: 5, scope: !202, inlinedAt: !215)
!234 = !DILocation(line: 14, column: 27, scope: !202, inlinedAt: !215)
!235 = !DILocation(line: 14, column: 23, scope: !202, inlinedAt: !215)
!236 = !DILocalVariable(name: "__c", arg: 1, scope: !237, file: !238, line: 82, type: !124)
!237 = distinct !DISubprogram(name: "putchar", scope: !238, file: !238, line: 82, type: !239, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !241)
!238 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!239 = !DISubroutineType(types: !240)
!240 = !{!124, !124}
!241 = !{!236}
!242 = !DILocation(line: 0, scope: !237, inlinedAt: !243)
!243 = distinct !DILocation(line: 14, column: 15, scope: !202, inlinedAt: !215)
!244 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !243)
!245 = !{!246, !246, i64 0}
!246 = !{!"any pointer", !225, i64 0}
!247 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !243)
!248 = distinct !{!248, !233, !249, !230}
!249 = !DILocation(line: 14, column: 31, scope: !202, inlinedAt: !215)
!250 = !DILocation(line: 0, scope: !237, inlinedAt: !251)
!251 = distinct !DILocation(line: 15, column: 5, scope: !202, inlinedAt: !215)
!252 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !251)
!253 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !251)
!254 = !DILocation(line: 16, column: 1, scope: !202, inlinedAt: !215)
!255 = !DILocalVariable(name: "tag", arg: 1, scope: !256, file: !2, line: 17, type: !205)
!256 = distinct !DISubprogram(name: "ps", scope: !2, file: !2, line: 17, type: !257, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !259)
!257 = !DISubroutineType(types: !258)
!258 = !{null, !205, !119}
!259 = !{!255, !260}
!260 = !DILocalVariable(name: "v", arg: 2, scope: !256, file: !2, line: 17, type: !119)
!261 = !DILocation(line: 0, scope: !256, inlinedAt: !262)
!262 = distinct !DILocation(line: 43, column: 24, scope: !142)
!263 = !DILocation(line: 0, scope: !202, inlinedAt: !264)
!264 = distinct !DILocation(line: 19, column: 10, scope: !265, inlinedAt: !262)
!265 = distinct !DILexicalBlock(scope: !256, file: !2, line: 18, column: 9)
!266 = !DILocation(line: 10, column: 5, scope: !202, inlinedAt: !264)
!267 = !DILocation(line: 12, column: 59, scope: !218, inlinedAt: !264)
!268 = !DILocation(line: 12, column: 49, scope: !218, inlinedAt: !264)
!269 = !DILocation(line: 12, column: 41, scope: !218, inlinedAt: !264)
!270 = !DILocation(line: 12, column: 39, scope: !218, inlinedAt: !264)
!271 = !DILocation(line: 12, column: 17, scope: !218, inlinedAt: !264)
!272 = !DILocation(line: 12, column: 26, scope: !218, inlinedAt: !264)
!273 = !DILocation(line: 12, column: 5, scope: !202, inlinedAt: !264)
!274 = distinct !{!274, !273, !275, !230}
!275 = !DILocation(line: 12, column: 66, scope: !202, inlinedAt: !264)
!276 = !DILocation(line: 12, column: 22, scope: !218, inlinedAt: !264)
!277 = !DILocation(line: 13, column: 5, scope: !202, inlinedAt: !264)
!278 = !DILocation(line: 14, column: 5, scope: !202, inlinedAt: !264)
!279 = !DILocation(line: 14, column: 27, scope: !202, inlinedAt: !264)
!280 = !DILocation(line: 14, column: 23, scope: !202, inlinedAt: !264)
!281 = !DILocation(line: 0, scope: !237, inlinedAt: !282)
!282 = distinct !DILocation(line: 14, column: 15, scope: !202, inlinedAt: !264)
!283 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !282)
!284 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !282)
!285 = distinct !{!285, !278, !286, !230}
!286 = !DILocation(line: 14, column: 31, scope: !202, inlinedAt: !264)
!287 = !DILocation(line: 0, scope: !237, inlinedAt: !288)
!288 = distinct !DILocation(line: 15, column: 5, scope: !202, inlinedAt: !264)
!289 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !288)
!290 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !288)
!291 = !DILocation(line: 16, column: 1, scope: !202, inlinedAt: !264)
!292 = !DILocation(line: 0, scope: !256, inlinedAt: !293)
!293 = distinct !DILocation(line: 43, column: 43, scope: !142)
!294 = !DILocation(line: 18, column: 18, scope: !295, inlinedAt: !293)
!295 = distinct !DILexicalBlock(scope: !265, file: !2, line: 18, column: 16)
!296 = !DILocation(line: 0, scope: !202, inlinedAt: !297)
!297 = distinct !DILocation(line: 18, column: 38, scope: !295, inlinedAt: !293)
!298 = !DILocation(line: 10, column: 5, scope: !202, inlinedAt: !297)
!299 = !DILocation(line: 11, column: 9, scope: !202, inlinedAt: !297)
!300 = !DILocation(line: 12, column: 59, scope: !218, inlinedAt: !297)
!301 = !DILocation(line: 12, column: 49, scope: !218, inlinedAt: !297)
!302 = !DILocation(line: 12, column: 41, scope: !218, inlinedAt: !297)
!303 = !DILocation(line: 12, column: 39, scope: !218, inlinedAt: !297)
!304 = !DILocation(line: 12, column: 17, scope: !218, inlinedAt: !297)
!305 = !DILocation(line: 12, column: 26, scope: !218, inlinedAt: !297)
!306 = !DILocation(line: 12, column: 5, scope: !202, inlinedAt: !297)
!307 = distinct !{!307, !306, !308, !230}
!308 = !DILocation(line: 12, column: 66, scope: !202, inlinedAt: !297)
!309 = !DILocation(line: 12, column: 22, scope: !218, inlinedAt: !297)
!310 = !DILocation(line: 14, column: 27, scope: !202, inlinedAt: !297)
!311 = !DILocation(line: 14, column: 23, scope: !202, inlinedAt: !297)
!312 = !DILocation(line: 0, scope: !237, inlinedAt: !313)
!313 = distinct !DILocation(line: 14, column: 15, scope: !202, inlinedAt: !297)
!314 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !313)
!315 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !313)
!316 = !DILocation(line: 14, column: 5, scope: !202, inlinedAt: !297)
!317 = distinct !{!317, !316, !318, !230}
!318 = !DILocation(line: 14, column: 31, scope: !202, inlinedAt: !297)
!319 = !DILocation(line: 0, scope: !237, inlinedAt: !320)
!320 = distinct !DILocation(line: 15, column: 5, scope: !202, inlinedAt: !297)
!321 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !320)
!322 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !320)
!323 = !DILocation(line: 16, column: 1, scope: !202, inlinedAt: !297)
!324 = !DILocalVariable(name: "tag", arg: 1, scope: !325, file: !2, line: 21, type: !205)
!325 = distinct !DISubprogram(name: "phex", scope: !2, file: !2, line: 21, type: !203, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !326)
!326 = !{!324, !327}
!327 = !DILocalVariable(name: "v", arg: 2, scope: !325, file: !2, line: 21, type: !117)
!328 = !DILocation(line: 0, scope: !325, inlinedAt: !329)
!329 = distinct !DILocation(line: 44, column: 5, scope: !142)
!330 = !DILocation(line: 22, column: 5, scope: !325, inlinedAt: !329)
!331 = !DILocation(line: 0, scope: !325, inlinedAt: !332)
!332 = distinct !DILocation(line: 44, column: 30, scope: !142)
!333 = !DILocation(line: 22, column: 5, scope: !325, inlinedAt: !332)
!334 = !DILocation(line: 0, scope: !152)
!335 = !DILocation(line: 45, column: 5, scope: !152)
!336 = !DILocation(line: 45, column: 38, scope: !337)
!337 = distinct !DILexicalBlock(scope: !338, file: !2, line: 45, column: 36)
!338 = distinct !DILexicalBlock(scope: !152, file: !2, line: 45, column: 5)
!339 = !DILocalVariable(name: "n", arg: 1, scope: !340, file: !2, line: 37, type: !124)
!340 = distinct !DISubprogram(name: "fact", scope: !2, file: !2, line: 37, type: !341, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !343)
!341 = !DISubroutineType(types: !342)
!342 = !{!117, !124}
!343 = !{!339, !344, !345}
!344 = !DILocalVariable(name: "r", scope: !340, file: !2, line: 37, type: !117)
!345 = !DILocalVariable(name: "i", scope: !346, file: !2, line: 37, type: !124)
!346 = distinct !DILexicalBlock(scope: !340, file: !2, line: 37, column: 39)
!347 = !DILocation(line: 0, scope: !340, inlinedAt: !348)
!348 = distinct !DILocation(line: 45, column: 66, scope: !337)
!349 = !DILocation(line: 0, scope: !346, inlinedAt: !348)
!350 = !DILocation(line: 37, column: 39, scope: !346, inlinedAt: !348)
!351 = !DILocation(line: 37, column: 73, scope: !352, inlinedAt: !348)
!352 = distinct !DILexicalBlock(scope: !346, file: !2, line: 37, column: 39)
!353 = !DILocation(line: 37, column: 70, scope: !352, inlinedAt: !348)
!354 = !DILocation(line: 37, column: 64, scope: !352, inlinedAt: !348)
!355 = distinct !{!355, !350, !356, !230}
!356 = !DILocation(line: 37, column: 79, scope: !346, inlinedAt: !348)
!357 = distinct !{!357, !358}
!358 = !{!"llvm.loop.unroll.disable"}
!359 = !DILocation(line: 0, scope: !202, inlinedAt: !360)
!360 = distinct !DILocation(line: 45, column: 59, scope: !337)
!361 = !DILocation(line: 10, column: 5, scope: !202, inlinedAt: !360)
!362 = !DILocation(line: 11, column: 11, scope: !363, inlinedAt: !360)
!363 = distinct !DILexicalBlock(scope: !202, file: !2, line: 11, column: 9)
!364 = !DILocation(line: 11, column: 9, scope: !202, inlinedAt: !360)
!365 = !DILocation(line: 11, column: 26, scope: !363, inlinedAt: !360)
!366 = !DILocation(line: 12, column: 5, scope: !202, inlinedAt: !360)
!367 = !DILocation(line: 12, column: 59, scope: !218, inlinedAt: !360)
!368 = !DILocation(line: 12, column: 49, scope: !218, inlinedAt: !360)
!369 = !DILocation(line: 12, column: 41, scope: !218, inlinedAt: !360)
!370 = !DILocation(line: 12, column: 39, scope: !218, inlinedAt: !360)
!371 = !DILocation(line: 12, column: 22, scope: !218, inlinedAt: !360)
!372 = !DILocation(line: 12, column: 17, scope: !218, inlinedAt: !360)
!373 = !DILocation(line: 12, column: 26, scope: !218, inlinedAt: !360)
!374 = distinct !{!374, !366, !375, !230}
!375 = !DILocation(line: 12, column: 66, scope: !202, inlinedAt: !360)
!376 = !DILocation(line: 14, column: 5, scope: !202, inlinedAt: !360)
!377 = !DILocation(line: 13, column: 5, scope: !202, inlinedAt: !360)
!378 = !DILocation(line: 14, column: 27, scope: !202, inlinedAt: !360)
!379 = !DILocation(line: 14, column: 23, scope: !202, inlinedAt: !360)
!380 = !DILocation(line: 0, scope: !237, inlinedAt: !381)
!381 = distinct !DILocation(line: 14, column: 15, scope: !202, inlinedAt: !360)
!382 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !381)
!383 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !381)
!384 = distinct !{!384, !376, !385, !230}
!385 = !DILocation(line: 14, column: 31, scope: !202, inlinedAt: !360)
!386 = !DILocation(line: 0, scope: !237, inlinedAt: !387)
!387 = distinct !DILocation(line: 15, column: 5, scope: !202, inlinedAt: !360)
!388 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !387)
!389 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !387)
!390 = !DILocation(line: 16, column: 1, scope: !202, inlinedAt: !360)
!391 = !DILocation(line: 45, column: 32, scope: !338)
!392 = !DILocation(line: 45, column: 24, scope: !338)
!393 = distinct !{!393, !335, !394, !230}
!394 = !DILocation(line: 45, column: 76, scope: !152)
!395 = !DILocation(line: 48, column: 5, scope: !142)
!396 = !DILocation(line: 48, column: 32, scope: !142)
!397 = !DILocation(line: 0, scope: !325, inlinedAt: !398)
!398 = distinct !DILocation(line: 48, column: 23, scope: !142)
!399 = !DILocation(line: 22, column: 5, scope: !325, inlinedAt: !398)
!400 = !DILocation(line: 48, column: 68, scope: !142)
!401 = !DILocation(line: 0, scope: !325, inlinedAt: !402)
!402 = distinct !DILocation(line: 48, column: 46, scope: !142)
!403 = !DILocation(line: 22, column: 5, scope: !325, inlinedAt: !402)
!404 = !DILocation(line: 49, column: 14, scope: !142)
!405 = !DILocation(line: 0, scope: !325, inlinedAt: !406)
!406 = distinct !DILocation(line: 49, column: 46, scope: !142)
!407 = !DILocation(line: 22, column: 5, scope: !325, inlinedAt: !406)
!408 = !DILocation(line: 50, column: 22, scope: !142)
!409 = !DILocation(line: 0, scope: !325, inlinedAt: !410)
!410 = distinct !DILocation(line: 50, column: 5, scope: !142)
!411 = !DILocation(line: 22, column: 5, scope: !325, inlinedAt: !410)
!412 = distinct !DIAssignID()
!413 = !DILocation(line: 0, scope: !160)
!414 = !DILocation(line: 52, column: 5, scope: !160)
!415 = !DILocation(line: 0, scope: !155)
!416 = !DILocation(line: 47, column: 40, scope: !417)
!417 = distinct !DILexicalBlock(scope: !418, file: !2, line: 47, column: 38)
!418 = distinct !DILexicalBlock(scope: !155, file: !2, line: 47, column: 5)
!419 = !DILocation(line: 47, column: 74, scope: !417)
!420 = !DILocation(line: 0, scope: !325, inlinedAt: !421)
!421 = distinct !DILocation(line: 47, column: 61, scope: !417)
!422 = !DILocation(line: 22, column: 5, scope: !325, inlinedAt: !421)
!423 = !DILocation(line: 47, column: 86, scope: !417)
!424 = !DILocation(line: 47, column: 117, scope: !417)
!425 = !DILocation(line: 0, scope: !325, inlinedAt: !426)
!426 = distinct !DILocation(line: 47, column: 104, scope: !417)
!427 = !DILocation(line: 22, column: 5, scope: !325, inlinedAt: !426)
!428 = !DILocation(line: 47, column: 130, scope: !417)
!429 = !DILocation(line: 47, column: 167, scope: !417)
!430 = !DILocation(line: 0, scope: !325, inlinedAt: !431)
!431 = distinct !DILocation(line: 47, column: 148, scope: !417)
!432 = !DILocation(line: 22, column: 5, scope: !325, inlinedAt: !431)
!433 = !DILocation(line: 47, column: 32, scope: !418)
!434 = !DILocation(line: 47, column: 23, scope: !418)
!435 = !DILocation(line: 47, column: 5, scope: !155)
!436 = distinct !{!436, !435, !437, !230}
!437 = !DILocation(line: 47, column: 187, scope: !155)
!438 = !DILocation(line: 53, column: 30, scope: !163)
!439 = !{!440, !440, i64 0}
!440 = !{!"__int128", !225, i64 0}
!441 = !DILocation(line: 53, column: 18, scope: !163)
!442 = !DILocation(line: 53, column: 14, scope: !163)
!443 = !DILocation(line: 0, scope: !163)
!444 = !DILocation(line: 53, column: 48, scope: !163)
!445 = !DILocation(line: 53, column: 44, scope: !163)
!446 = !DILocation(line: 0, scope: !325, inlinedAt: !447)
!447 = distinct !DILocation(line: 54, column: 9, scope: !163)
!448 = !DILocation(line: 22, column: 5, scope: !325, inlinedAt: !447)
!449 = !DILocation(line: 0, scope: !325, inlinedAt: !450)
!450 = distinct !DILocation(line: 54, column: 24, scope: !163)
!451 = !DILocation(line: 22, column: 5, scope: !325, inlinedAt: !450)
!452 = !DILocation(line: 55, column: 15, scope: !453)
!453 = distinct !DILexicalBlock(scope: !163, file: !2, line: 55, column: 13)
!454 = !DILocation(line: 55, column: 29, scope: !453)
!455 = !DILocation(line: 55, column: 33, scope: !453)
!456 = !DILocation(line: 55, column: 13, scope: !163)
!457 = !DILocation(line: 55, column: 43, scope: !453)
!458 = !DILocation(line: 52, column: 71, scope: !164)
!459 = !DILocation(line: 52, column: 28, scope: !164)
!460 = distinct !{!460, !414, !461, !230}
!461 = !DILocation(line: 56, column: 5, scope: !160)
!462 = !DILocation(line: 0, scope: !169)
!463 = !DILocation(line: 0, scope: !171)
!464 = !DILocation(line: 58, column: 38, scope: !171)
!465 = !DILocation(line: 64, column: 27, scope: !142)
!466 = !DILocation(line: 65, column: 38, scope: !142)
!467 = !DILocation(line: 0, scope: !256, inlinedAt: !468)
!468 = distinct !DILocation(line: 66, column: 33, scope: !142)
!469 = !DILocation(line: 18, column: 18, scope: !295, inlinedAt: !468)
!470 = !DILocation(line: 0, scope: !202, inlinedAt: !471)
!471 = distinct !DILocation(line: 18, column: 38, scope: !295, inlinedAt: !468)
!472 = !DILocation(line: 10, column: 5, scope: !202, inlinedAt: !471)
!473 = !DILocation(line: 11, column: 9, scope: !202, inlinedAt: !471)
!474 = !DILocation(line: 12, column: 59, scope: !218, inlinedAt: !471)
!475 = !DILocation(line: 12, column: 49, scope: !218, inlinedAt: !471)
!476 = !DILocation(line: 12, column: 41, scope: !218, inlinedAt: !471)
!477 = !DILocation(line: 12, column: 39, scope: !218, inlinedAt: !471)
!478 = !DILocation(line: 12, column: 17, scope: !218, inlinedAt: !471)
!479 = !DILocation(line: 12, column: 26, scope: !218, inlinedAt: !471)
!480 = !DILocation(line: 12, column: 5, scope: !202, inlinedAt: !471)
!481 = distinct !{!481, !480, !482, !230}
!482 = !DILocation(line: 12, column: 66, scope: !202, inlinedAt: !471)
!483 = !DILocation(line: 12, column: 22, scope: !218, inlinedAt: !471)
!484 = !DILocation(line: 14, column: 27, scope: !202, inlinedAt: !471)
!485 = !DILocation(line: 14, column: 23, scope: !202, inlinedAt: !471)
!486 = !DILocation(line: 0, scope: !237, inlinedAt: !487)
!487 = distinct !DILocation(line: 14, column: 15, scope: !202, inlinedAt: !471)
!488 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !487)
!489 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !487)
!490 = !DILocation(line: 14, column: 5, scope: !202, inlinedAt: !471)
!491 = distinct !{!491, !490, !492, !230}
!492 = !DILocation(line: 14, column: 31, scope: !202, inlinedAt: !471)
!493 = !DILocation(line: 0, scope: !237, inlinedAt: !494)
!494 = distinct !DILocation(line: 15, column: 5, scope: !202, inlinedAt: !471)
!495 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !494)
!496 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !494)
!497 = !DILocation(line: 16, column: 1, scope: !202, inlinedAt: !471)
!498 = !DILocation(line: 0, scope: !202, inlinedAt: !499)
!499 = distinct !DILocation(line: 67, column: 52, scope: !142)
!500 = !DILocation(line: 10, column: 5, scope: !202, inlinedAt: !499)
!501 = !DILocation(line: 12, column: 59, scope: !218, inlinedAt: !499)
!502 = !DILocation(line: 12, column: 49, scope: !218, inlinedAt: !499)
!503 = !DILocation(line: 12, column: 41, scope: !218, inlinedAt: !499)
!504 = !DILocation(line: 12, column: 39, scope: !218, inlinedAt: !499)
!505 = !DILocation(line: 12, column: 17, scope: !218, inlinedAt: !499)
!506 = !DILocation(line: 12, column: 26, scope: !218, inlinedAt: !499)
!507 = !DILocation(line: 12, column: 5, scope: !202, inlinedAt: !499)
!508 = distinct !{!508, !507, !509, !230}
!509 = !DILocation(line: 12, column: 66, scope: !202, inlinedAt: !499)
!510 = !DILocation(line: 12, column: 22, scope: !218, inlinedAt: !499)
!511 = !DILocation(line: 13, column: 5, scope: !202, inlinedAt: !499)
!512 = !DILocation(line: 14, column: 5, scope: !202, inlinedAt: !499)
!513 = !DILocation(line: 14, column: 27, scope: !202, inlinedAt: !499)
!514 = !DILocation(line: 14, column: 23, scope: !202, inlinedAt: !499)
!515 = !DILocation(line: 0, scope: !237, inlinedAt: !516)
!516 = distinct !DILocation(line: 14, column: 15, scope: !202, inlinedAt: !499)
!517 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !516)
!518 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !516)
!519 = distinct !{!519, !512, !520, !230}
!520 = !DILocation(line: 14, column: 31, scope: !202, inlinedAt: !499)
!521 = !DILocation(line: 0, scope: !237, inlinedAt: !522)
!522 = distinct !DILocation(line: 15, column: 5, scope: !202, inlinedAt: !499)
!523 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !522)
!524 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !522)
!525 = !DILocation(line: 16, column: 1, scope: !202, inlinedAt: !499)
!526 = !DILocation(line: 68, column: 28, scope: !142)
!527 = !DILocation(line: 0, scope: !256, inlinedAt: !528)
!528 = distinct !DILocation(line: 69, column: 5, scope: !142)
!529 = !DILocation(line: 0, scope: !202, inlinedAt: !530)
!530 = distinct !DILocation(line: 19, column: 10, scope: !265, inlinedAt: !528)
!531 = !DILocation(line: 10, column: 5, scope: !202, inlinedAt: !530)
!532 = !DILocation(line: 12, column: 59, scope: !218, inlinedAt: !530)
!533 = !DILocation(line: 12, column: 49, scope: !218, inlinedAt: !530)
!534 = !DILocation(line: 12, column: 41, scope: !218, inlinedAt: !530)
!535 = !DILocation(line: 12, column: 39, scope: !218, inlinedAt: !530)
!536 = !DILocation(line: 12, column: 22, scope: !218, inlinedAt: !530)
!537 = !DILocation(line: 12, column: 17, scope: !218, inlinedAt: !530)
!538 = !DILocation(line: 12, column: 26, scope: !218, inlinedAt: !530)
!539 = !DILocation(line: 12, column: 5, scope: !202, inlinedAt: !530)
!540 = distinct !{!540, !539, !541, !230}
!541 = !DILocation(line: 12, column: 66, scope: !202, inlinedAt: !530)
!542 = !DILocation(line: 13, column: 5, scope: !202, inlinedAt: !530)
!543 = !DILocation(line: 14, column: 5, scope: !202, inlinedAt: !530)
!544 = !DILocation(line: 14, column: 27, scope: !202, inlinedAt: !530)
!545 = !DILocation(line: 14, column: 23, scope: !202, inlinedAt: !530)
!546 = !DILocation(line: 0, scope: !237, inlinedAt: !547)
!547 = distinct !DILocation(line: 14, column: 15, scope: !202, inlinedAt: !530)
!548 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !547)
!549 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !547)
!550 = distinct !{!550, !543, !551, !230}
!551 = !DILocation(line: 14, column: 31, scope: !202, inlinedAt: !530)
!552 = !DILocation(line: 0, scope: !237, inlinedAt: !553)
!553 = distinct !DILocation(line: 15, column: 5, scope: !202, inlinedAt: !530)
!554 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !553)
!555 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !553)
!556 = !DILocation(line: 16, column: 1, scope: !202, inlinedAt: !530)
!557 = !DILocation(line: 71, column: 5, scope: !142)
!558 = !DILocation(line: 0, scope: !188)
!559 = !DILocation(line: 74, column: 34, scope: !560)
!560 = distinct !DILexicalBlock(scope: !188, file: !2, line: 74, column: 5)
!561 = !DILocation(line: 0, scope: !237, inlinedAt: !562)
!562 = distinct !DILocation(line: 74, column: 60, scope: !142)
!563 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !562)
!564 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !562)
!565 = !DILocation(line: 77, column: 5, scope: !142)
!566 = !DILocation(line: 0, scope: !256, inlinedAt: !567)
!567 = distinct !DILocation(line: 77, column: 36, scope: !142)
!568 = !DILocation(line: 0, scope: !202, inlinedAt: !569)
!569 = distinct !DILocation(line: 19, column: 10, scope: !265, inlinedAt: !567)
!570 = !DILocation(line: 10, column: 5, scope: !202, inlinedAt: !569)
!571 = !DILocation(line: 58, column: 34, scope: !172)
!572 = !DILocation(line: 58, column: 28, scope: !172)
!573 = !DILocation(line: 58, column: 5, scope: !169)
!574 = distinct !{!574, !573, !575, !230}
!575 = !DILocation(line: 62, column: 5, scope: !169)
!576 = !DILocation(line: 59, column: 30, scope: !174)
!577 = !DILocation(line: 59, column: 18, scope: !174)
!578 = !DILocation(line: 59, column: 14, scope: !174)
!579 = !DILocation(line: 0, scope: !174)
!580 = !DILocation(line: 59, column: 42, scope: !174)
!581 = !DILocation(line: 59, column: 38, scope: !174)
!582 = !DILocation(line: 60, column: 24, scope: !583)
!583 = distinct !DILexicalBlock(scope: !174, file: !2, line: 60, column: 13)
!584 = !DILocation(line: 60, column: 37, scope: !585)
!585 = distinct !DILexicalBlock(scope: !583, file: !2, line: 60, column: 35)
!586 = !DILocation(line: 60, column: 51, scope: !585)
!587 = !DILocation(line: 60, column: 65, scope: !585)
!588 = !DILocation(line: 61, column: 15, scope: !589)
!589 = distinct !DILexicalBlock(scope: !174, file: !2, line: 61, column: 13)
!590 = !DILocation(line: 61, column: 23, scope: !589)
!591 = !DILocation(line: 61, column: 27, scope: !589)
!592 = !DILocation(line: 61, column: 13, scope: !174)
!593 = !DILocation(line: 61, column: 37, scope: !589)
!594 = !DILocation(line: 58, column: 67, scope: !175)
!595 = !DILocation(line: 58, column: 61, scope: !175)
!596 = distinct !{!596, !464, !597, !230}
!597 = !DILocation(line: 62, column: 5, scope: !171)
!598 = !DILocation(line: 12, column: 59, scope: !218, inlinedAt: !569)
!599 = !DILocation(line: 12, column: 49, scope: !218, inlinedAt: !569)
!600 = !DILocation(line: 12, column: 41, scope: !218, inlinedAt: !569)
!601 = !DILocation(line: 12, column: 39, scope: !218, inlinedAt: !569)
!602 = !DILocation(line: 12, column: 22, scope: !218, inlinedAt: !569)
!603 = !DILocation(line: 12, column: 17, scope: !218, inlinedAt: !569)
!604 = !DILocation(line: 12, column: 26, scope: !218, inlinedAt: !569)
!605 = !DILocation(line: 12, column: 5, scope: !202, inlinedAt: !569)
!606 = distinct !{!606, !605, !607, !230}
!607 = !DILocation(line: 12, column: 66, scope: !202, inlinedAt: !569)
!608 = !DILocation(line: 13, column: 5, scope: !202, inlinedAt: !569)
!609 = !DILocation(line: 14, column: 5, scope: !202, inlinedAt: !569)
!610 = !DILocation(line: 14, column: 27, scope: !202, inlinedAt: !569)
!611 = !DILocation(line: 14, column: 23, scope: !202, inlinedAt: !569)
!612 = !DILocation(line: 0, scope: !237, inlinedAt: !613)
!613 = distinct !DILocation(line: 14, column: 15, scope: !202, inlinedAt: !569)
!614 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !613)
!615 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !613)
!616 = distinct !{!616, !609, !617, !230}
!617 = !DILocation(line: 14, column: 31, scope: !202, inlinedAt: !569)
!618 = !DILocation(line: 0, scope: !237, inlinedAt: !619)
!619 = distinct !DILocation(line: 15, column: 5, scope: !202, inlinedAt: !569)
!620 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !619)
!621 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !619)
!622 = !DILocation(line: 16, column: 1, scope: !202, inlinedAt: !569)
!623 = !DILocation(line: 79, column: 1, scope: !142)
!624 = distinct !DIAssignID()
!625 = distinct !DIAssignID()
!626 = !DILocation(line: 0, scope: !256)
!627 = !DILocation(line: 18, column: 11, scope: !265)
!628 = !DILocation(line: 18, column: 9, scope: !256)
!629 = !DILocation(line: 18, column: 18, scope: !295)
!630 = !DILocation(line: 18, column: 53, scope: !295)
!631 = !DILocation(line: 0, scope: !202, inlinedAt: !632)
!632 = distinct !DILocation(line: 18, column: 38, scope: !295)
!633 = !DILocation(line: 10, column: 5, scope: !202, inlinedAt: !632)
!634 = !DILocation(line: 11, column: 9, scope: !202, inlinedAt: !632)
!635 = !DILocation(line: 12, column: 59, scope: !218, inlinedAt: !632)
!636 = !DILocation(line: 12, column: 49, scope: !218, inlinedAt: !632)
!637 = !DILocation(line: 12, column: 41, scope: !218, inlinedAt: !632)
!638 = !DILocation(line: 12, column: 39, scope: !218, inlinedAt: !632)
!639 = !DILocation(line: 12, column: 22, scope: !218, inlinedAt: !632)
!640 = !DILocation(line: 12, column: 17, scope: !218, inlinedAt: !632)
!641 = !DILocation(line: 12, column: 26, scope: !218, inlinedAt: !632)
!642 = !DILocation(line: 12, column: 5, scope: !202, inlinedAt: !632)
!643 = distinct !{!643, !642, !644, !230}
!644 = !DILocation(line: 12, column: 66, scope: !202, inlinedAt: !632)
!645 = !DILocation(line: 14, column: 5, scope: !202, inlinedAt: !632)
!646 = !DILocation(line: 14, column: 27, scope: !202, inlinedAt: !632)
!647 = !DILocation(line: 14, column: 23, scope: !202, inlinedAt: !632)
!648 = !DILocation(line: 0, scope: !237, inlinedAt: !649)
!649 = distinct !DILocation(line: 14, column: 15, scope: !202, inlinedAt: !632)
!650 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !649)
!651 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !649)
!652 = distinct !{!652, !645, !653, !230}
!653 = !DILocation(line: 14, column: 31, scope: !202, inlinedAt: !632)
!654 = !DILocation(line: 0, scope: !237, inlinedAt: !655)
!655 = distinct !DILocation(line: 15, column: 5, scope: !202, inlinedAt: !632)
!656 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !655)
!657 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !655)
!658 = !DILocation(line: 16, column: 1, scope: !202, inlinedAt: !632)
!659 = !DILocation(line: 18, column: 65, scope: !295)
!660 = !DILocation(line: 0, scope: !202, inlinedAt: !661)
!661 = distinct !DILocation(line: 19, column: 10, scope: !265)
!662 = !DILocation(line: 10, column: 5, scope: !202, inlinedAt: !661)
!663 = !DILocation(line: 11, column: 11, scope: !363, inlinedAt: !661)
!664 = !DILocation(line: 11, column: 9, scope: !202, inlinedAt: !661)
!665 = !DILocation(line: 11, column: 26, scope: !363, inlinedAt: !661)
!666 = !DILocation(line: 12, column: 5, scope: !202, inlinedAt: !661)
!667 = !DILocation(line: 12, column: 59, scope: !218, inlinedAt: !661)
!668 = !DILocation(line: 12, column: 49, scope: !218, inlinedAt: !661)
!669 = !DILocation(line: 12, column: 41, scope: !218, inlinedAt: !661)
!670 = !DILocation(line: 12, column: 39, scope: !218, inlinedAt: !661)
!671 = !DILocation(line: 12, column: 22, scope: !218, inlinedAt: !661)
!672 = !DILocation(line: 12, column: 17, scope: !218, inlinedAt: !661)
!673 = !DILocation(line: 12, column: 26, scope: !218, inlinedAt: !661)
!674 = distinct !{!674, !666, !675, !230}
!675 = !DILocation(line: 12, column: 66, scope: !202, inlinedAt: !661)
!676 = !DILocation(line: 14, column: 5, scope: !202, inlinedAt: !661)
!677 = !DILocation(line: 13, column: 5, scope: !202, inlinedAt: !661)
!678 = !DILocation(line: 14, column: 27, scope: !202, inlinedAt: !661)
!679 = !DILocation(line: 14, column: 23, scope: !202, inlinedAt: !661)
!680 = !DILocation(line: 0, scope: !237, inlinedAt: !681)
!681 = distinct !DILocation(line: 14, column: 15, scope: !202, inlinedAt: !661)
!682 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !681)
!683 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !681)
!684 = distinct !{!684, !676, !685, !230}
!685 = !DILocation(line: 14, column: 31, scope: !202, inlinedAt: !661)
!686 = !DILocation(line: 0, scope: !237, inlinedAt: !687)
!687 = distinct !DILocation(line: 15, column: 5, scope: !202, inlinedAt: !661)
!688 = !DILocation(line: 84, column: 21, scope: !237, inlinedAt: !687)
!689 = !DILocation(line: 84, column: 10, scope: !237, inlinedAt: !687)
!690 = !DILocation(line: 16, column: 1, scope: !202, inlinedAt: !661)
!691 = !DILocation(line: 20, column: 1, scope: !256)
!692 = !DISubprogram(name: "printf", scope: !693, file: !693, line: 356, type: !694, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!693 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!694 = !DISubroutineType(types: !695)
!695 = !{!124, !696, null}
!696 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !205)
!697 = distinct !DISubprogram(name: "shl", scope: !2, file: !2, line: 30, type: !698, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !700)
!698 = !DISubroutineType(types: !699)
!699 = !{!117, !117, !124}
!700 = !{!701, !702}
!701 = !DILocalVariable(name: "a", arg: 1, scope: !697, file: !2, line: 30, type: !117)
!702 = !DILocalVariable(name: "s", arg: 2, scope: !697, file: !2, line: 30, type: !124)
!703 = !DILocation(line: 0, scope: !697)
!704 = !DILocation(line: 30, column: 69, scope: !697)
!705 = !DILocation(line: 30, column: 60, scope: !697)
!706 = distinct !DISubprogram(name: "shru", scope: !2, file: !2, line: 31, type: !707, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !708)
!707 = !DISubroutineType(cc: DW_CC_nocall, types: !699)
!708 = !{!709, !710}
!709 = !DILocalVariable(name: "a", arg: 1, scope: !706, file: !2, line: 31, type: !117)
!710 = !DILocalVariable(name: "s", arg: 2, scope: !706, file: !2, line: 31, type: !124)
!711 = !DILocation(line: 0, scope: !706)
!712 = !DILocation(line: 31, column: 70, scope: !706)
!713 = !DILocation(line: 31, column: 61, scope: !706)
!714 = distinct !DISubprogram(name: "shrs", scope: !2, file: !2, line: 32, type: !715, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !717)
!715 = !DISubroutineType(types: !716)
!716 = !{!119, !119, !124}
!717 = !{!718, !719}
!718 = !DILocalVariable(name: "a", arg: 1, scope: !714, file: !2, line: 32, type: !119)
!719 = !DILocalVariable(name: "s", arg: 2, scope: !714, file: !2, line: 32, type: !124)
!720 = !DILocation(line: 0, scope: !714)
!721 = !DILocation(line: 32, column: 70, scope: !714)
!722 = !DILocation(line: 32, column: 61, scope: !714)
!723 = distinct !DISubprogram(name: "mulu", scope: !2, file: !2, line: 25, type: !724, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !726)
!724 = !DISubroutineType(types: !725)
!725 = !{!117, !117, !117}
!726 = !{!727, !728}
!727 = !DILocalVariable(name: "a", arg: 1, scope: !723, file: !2, line: 25, type: !117)
!728 = !DILocalVariable(name: "b", arg: 2, scope: !723, file: !2, line: 25, type: !117)
!729 = !DILocation(line: 0, scope: !723)
!730 = !DILocation(line: 25, column: 71, scope: !723)
!731 = !DILocation(line: 25, column: 62, scope: !723)
!732 = distinct !DISubprogram(name: "divu", scope: !2, file: !2, line: 26, type: !733, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !734)
!733 = !DISubroutineType(cc: DW_CC_nocall, types: !725)
!734 = !{!735, !736}
!735 = !DILocalVariable(name: "a", arg: 1, scope: !732, file: !2, line: 26, type: !117)
!736 = !DILocalVariable(name: "b", arg: 2, scope: !732, file: !2, line: 26, type: !117)
!737 = !DILocation(line: 0, scope: !732)
!738 = !DILocation(line: 26, column: 71, scope: !732)
!739 = !DILocation(line: 26, column: 62, scope: !732)
!740 = distinct !DISubprogram(name: "remu", scope: !2, file: !2, line: 27, type: !733, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !741)
!741 = !{!742, !743}
!742 = !DILocalVariable(name: "a", arg: 1, scope: !740, file: !2, line: 27, type: !117)
!743 = !DILocalVariable(name: "b", arg: 2, scope: !740, file: !2, line: 27, type: !117)
!744 = !DILocation(line: 0, scope: !740)
!745 = !DILocation(line: 27, column: 71, scope: !740)
!746 = !DILocation(line: 27, column: 62, scope: !740)
!747 = distinct !DISubprogram(name: "divs", scope: !2, file: !2, line: 28, type: !748, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !750)
!748 = !DISubroutineType(types: !749)
!749 = !{!119, !119, !119}
!750 = !{!751, !752}
!751 = !DILocalVariable(name: "a", arg: 1, scope: !747, file: !2, line: 28, type: !119)
!752 = !DILocalVariable(name: "b", arg: 2, scope: !747, file: !2, line: 28, type: !119)
!753 = !DILocation(line: 0, scope: !747)
!754 = !DILocation(line: 28, column: 71, scope: !747)
!755 = !DILocation(line: 28, column: 62, scope: !747)
!756 = distinct !DISubprogram(name: "rems", scope: !2, file: !2, line: 29, type: !748, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !757)
!757 = !{!758, !759}
!758 = !DILocalVariable(name: "a", arg: 1, scope: !756, file: !2, line: 29, type: !119)
!759 = !DILocalVariable(name: "b", arg: 2, scope: !756, file: !2, line: 29, type: !119)
!760 = !DILocation(line: 0, scope: !756)
!761 = !DILocation(line: 29, column: 71, scope: !756)
!762 = !DILocation(line: 29, column: 62, scope: !756)
!763 = !DISubprogram(name: "putc", scope: !693, file: !693, line: 550, type: !764, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!764 = !DISubroutineType(types: !765)
!765 = !{!124, !124, !766}
!766 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !767, size: 64)
!767 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !768, line: 7, baseType: !769)
!768 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!769 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !770, line: 49, size: 1728, elements: !771)
!770 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!771 = !{!772, !773, !775, !776, !777, !778, !779, !780, !781, !782, !783, !784, !785, !788, !790, !791, !792, !796, !798, !800, !801, !804, !806, !809, !812, !813, !815, !819, !820}
!772 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !769, file: !770, line: 51, baseType: !124, size: 32)
!773 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !769, file: !770, line: 54, baseType: !774, size: 64, offset: 64)
!774 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!775 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !769, file: !770, line: 55, baseType: !774, size: 64, offset: 128)
!776 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !769, file: !770, line: 56, baseType: !774, size: 64, offset: 192)
!777 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !769, file: !770, line: 57, baseType: !774, size: 64, offset: 256)
!778 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !769, file: !770, line: 58, baseType: !774, size: 64, offset: 320)
!779 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !769, file: !770, line: 59, baseType: !774, size: 64, offset: 384)
!780 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !769, file: !770, line: 60, baseType: !774, size: 64, offset: 448)
!781 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !769, file: !770, line: 61, baseType: !774, size: 64, offset: 512)
!782 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !769, file: !770, line: 64, baseType: !774, size: 64, offset: 576)
!783 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !769, file: !770, line: 65, baseType: !774, size: 64, offset: 640)
!784 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !769, file: !770, line: 66, baseType: !774, size: 64, offset: 704)
!785 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !769, file: !770, line: 68, baseType: !786, size: 64, offset: 768)
!786 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !787, size: 64)
!787 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !770, line: 36, flags: DIFlagFwdDecl)
!788 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !769, file: !770, line: 70, baseType: !789, size: 64, offset: 832)
!789 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !769, size: 64)
!790 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !769, file: !770, line: 72, baseType: !124, size: 32, offset: 896)
!791 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !769, file: !770, line: 73, baseType: !124, size: 32, offset: 928)
!792 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !769, file: !770, line: 74, baseType: !793, size: 64, offset: 960)
!793 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !794, line: 152, baseType: !795)
!794 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!795 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!796 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !769, file: !770, line: 77, baseType: !797, size: 16, offset: 1024)
!797 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!798 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !769, file: !770, line: 78, baseType: !799, size: 8, offset: 1040)
!799 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!800 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !769, file: !770, line: 79, baseType: !25, size: 8, offset: 1048)
!801 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !769, file: !770, line: 81, baseType: !802, size: 64, offset: 1088)
!802 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !803, size: 64)
!803 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !770, line: 43, baseType: null)
!804 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !769, file: !770, line: 89, baseType: !805, size: 64, offset: 1152)
!805 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !794, line: 153, baseType: !795)
!806 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !769, file: !770, line: 91, baseType: !807, size: 64, offset: 1216)
!807 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !808, size: 64)
!808 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !770, line: 37, flags: DIFlagFwdDecl)
!809 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !769, file: !770, line: 92, baseType: !810, size: 64, offset: 1280)
!810 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !811, size: 64)
!811 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !770, line: 38, flags: DIFlagFwdDecl)
!812 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !769, file: !770, line: 93, baseType: !789, size: 64, offset: 1344)
!813 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !769, file: !770, line: 94, baseType: !814, size: 64, offset: 1408)
!814 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!815 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !769, file: !770, line: 95, baseType: !816, size: 64, offset: 1472)
!816 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !817, line: 18, baseType: !818)
!817 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!818 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!819 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !769, file: !770, line: 96, baseType: !124, size: 32, offset: 1536)
!820 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !769, file: !770, line: 98, baseType: !93, size: 160, offset: 1568)
