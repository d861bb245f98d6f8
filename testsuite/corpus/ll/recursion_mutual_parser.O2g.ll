; ModuleID = 'programs/recursion_mutual_parser.c'
source_filename = "programs/recursion_mutual_parser.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"1 + 2 * 3\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"(1 + 2) * 3\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [10 x i8] c"2 ^ 3 ^ 2\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [14 x i8] c"-(4 - 10) % 4\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [22 x i8] c"100 / 7 * 7 + 100 % 7\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [16 x i8] c"1 < 2 ? 10 : 20\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [30 x i8] c"3 >= 4 ? 1 : 2 == 2 ? 30 : 40\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [24 x i8] c"((((((((((1))))))))))+2\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [17 x i8] c"2^10 - 2^9 - 2^8\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [6 x i8] c"7 / 0\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [7 x i8] c"-2 ^ 3\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [40 x i8] c"(5 > 3) + (5 < 3) + (5 == 5) + (5 <= 4)\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [7 x i8] c"1 + (2\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [17 x i8] c"12 % -5 * -3 / 2\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [45 x i8] c"((1 + 2) * (3 + 4) * (5 + 6) - 7) ^ 2 % 1000\00", align 1, !dbg !63
@__const.main.tests = private unnamed_addr constant [15 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14], align 16
@p = internal unnamed_addr global ptr null, align 8, !dbg !68
@err = internal unnamed_addr global i32 0, align 4, !dbg !91
@.str.15 = private unnamed_addr constant [16 x i8] c"%-45s error %d\0A\00", align 1, !dbg !74
@.str.16 = private unnamed_addr constant [13 x i8] c"%-45s = %ld\0A\00", align 1, !dbg !76
@.str.17 = private unnamed_addr constant [27 x i8] c"deep nesting = %ld err %d\0A\00", align 1, !dbg !81
@.str.18 = private unnamed_addr constant [11 x i8] c"total %ld\0A\00", align 1, !dbg !86

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !103 {
    #dbg_assign(i1 undef, !106, !DIExpression(), !126, ptr @__const.main.tests, !DIExpression(), !127)
  %1 = alloca [2100 x i8], align 16, !DIAssignID !128
    #dbg_assign(i1 undef, !117, !DIExpression(), !128, ptr %1, !DIExpression(), !127)
    #dbg_assign(i1 undef, !106, !DIExpression(), !129, ptr @__const.main.tests, !DIExpression(), !127)
    #dbg_value(i64 0, !110, !DIExpression(), !127)
    #dbg_value(i32 0, !112, !DIExpression(), !130)
  br label %12, !dbg !131

2:                                                ; preds = %32
  call void @llvm.lifetime.start.p0(i64 2100, ptr nonnull %1) #6, !dbg !132
    #dbg_value(i32 0, !121, !DIExpression(), !127)
    #dbg_value(i32 0, !122, !DIExpression(), !133)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(500) %1, i8 40, i64 500, i1 false), !dbg !134, !tbaa !136
    #dbg_value(i64 undef, !122, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !133)
    #dbg_value(i64 undef, !121, !DIExpression(), !127)
    #dbg_value(i32 500, !121, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !127)
  %3 = getelementptr inbounds i8, ptr %1, i64 500, !dbg !139
  store i8 55, ptr %3, align 4, !dbg !140, !tbaa !136
    #dbg_value(i32 0, !124, !DIExpression(), !141)
  %4 = getelementptr inbounds i8, ptr %1, i64 501, !dbg !142
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(500) %4, i8 41, i64 500, i1 false), !dbg !143, !tbaa !136
    #dbg_value(i32 poison, !124, !DIExpression(), !141)
    #dbg_value(i64 undef, !121, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !127)
  %5 = getelementptr inbounds i8, ptr %1, i64 1001, !dbg !146
  store i8 0, ptr %5, align 1, !dbg !147, !tbaa !136
  store ptr %1, ptr @p, align 8, !dbg !148, !tbaa !149
  store i32 0, ptr @err, align 4, !dbg !151, !tbaa !152
  %6 = call fastcc i64 @cond(), !dbg !154
  %7 = load i32, ptr @err, align 4, !dbg !159, !tbaa !152
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %6, i32 noundef %7), !dbg !160
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %33), !dbg !161
  %10 = trunc i64 %33 to i32, !dbg !162
  %11 = and i32 %10, 127, !dbg !162
  call void @llvm.lifetime.end.p0(i64 2100, ptr nonnull %1) #6, !dbg !163
  ret i32 %11, !dbg !164

12:                                               ; preds = %0, %32
  %13 = phi i64 [ 0, %0 ], [ %34, %32 ]
  %14 = phi i64 [ 0, %0 ], [ %33, %32 ]
    #dbg_value(i64 %14, !110, !DIExpression(), !127)
    #dbg_value(i64 %13, !112, !DIExpression(), !130)
  %15 = getelementptr inbounds [15 x ptr], ptr @__const.main.tests, i64 0, i64 %13, !dbg !165
  %16 = load ptr, ptr %15, align 8, !dbg !165, !tbaa !149
  store ptr %16, ptr @p, align 8, !dbg !166, !tbaa !149
  store i32 0, ptr @err, align 4, !dbg !167, !tbaa !152
  %17 = tail call fastcc i64 @cond(), !dbg !168
    #dbg_value(i64 %17, !114, !DIExpression(), !170)
  %18 = load ptr, ptr @p, align 8, !dbg !171, !tbaa !149
  %19 = load i8, ptr %18, align 1, !dbg !173, !tbaa !136
  %20 = icmp eq i8 %19, 0, !dbg !173
  %21 = load i32, ptr @err, align 4, !dbg !170
  %22 = icmp eq i32 %21, 0, !dbg !170
  br i1 %20, label %25, label %23, !dbg !174

23:                                               ; preds = %12
  %24 = select i1 %22, i32 5, i32 %21, !dbg !175
  store i32 %24, ptr @err, align 4, !dbg !176, !tbaa !152
  br label %26, !dbg !177

25:                                               ; preds = %12
  br i1 %22, label %29, label %26, !dbg !177

26:                                               ; preds = %23, %25
  %27 = phi i32 [ %24, %23 ], [ %21, %25 ]
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %16, i32 noundef %27), !dbg !178
  br label %32, !dbg !178

29:                                               ; preds = %25
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %16, i64 noundef %17), !dbg !180
  %31 = add nsw i64 %17, %14, !dbg !182
    #dbg_value(i64 %31, !110, !DIExpression(), !127)
  br label %32

32:                                               ; preds = %29, %26
  %33 = phi i64 [ %14, %26 ], [ %31, %29 ], !dbg !127
    #dbg_value(i64 %33, !110, !DIExpression(), !127)
  %34 = add nuw nsw i64 %13, 1, !dbg !183
    #dbg_value(i64 %34, !112, !DIExpression(), !130)
  %35 = icmp eq i64 %34, 15, !dbg !184
  br i1 %35, label %2, label %12, !dbg !131, !llvm.loop !185
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !188 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i64 @cond() unnamed_addr #3 !dbg !193 {
  %1 = tail call fastcc i64 @sum(), !dbg !200
    #dbg_value(i64 %1, !203, !DIExpression(), !205)
  %2 = load ptr, ptr @p, align 8, !tbaa !149
  %3 = load i8, ptr %2, align 1, !dbg !206, !tbaa !136
  %4 = icmp eq i8 %3, 32, !dbg !211
  br i1 %4, label %5, label %11, !dbg !212

5:                                                ; preds = %0, %5
  %6 = phi ptr [ %7, %5 ], [ %2, %0 ]
  %7 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !213
  %8 = load i8, ptr %7, align 1, !dbg !206, !tbaa !136
  %9 = icmp eq i8 %8, 32, !dbg !211
  br i1 %9, label %5, label %10, !dbg !212, !llvm.loop !214

10:                                               ; preds = %5
  store ptr %7, ptr @p, align 8, !dbg !213, !tbaa !149
  br label %11, !dbg !212

11:                                               ; preds = %0, %10
  %12 = phi i8 [ %3, %0 ], [ %8, %10 ], !dbg !215
  %13 = phi ptr [ %2, %0 ], [ %7, %10 ], !dbg !215
  switch i8 %12, label %49 [
    i8 60, label %14
    i8 62, label %23
    i8 61, label %32
  ], !dbg !217

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !218
  %16 = load i8, ptr %15, align 1, !dbg !218, !tbaa !136
  %17 = icmp eq i8 %16, 61, !dbg !219
  br i1 %17, label %18, label %41, !dbg !220

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %13, i64 2, !dbg !221
  store ptr %19, ptr @p, align 8, !dbg !221, !tbaa !149
  %20 = tail call fastcc i64 @sum(), !dbg !223
  %21 = icmp sle i64 %1, %20, !dbg !224
  %22 = zext i1 %21 to i64, !dbg !225
  br label %49, !dbg !226

23:                                               ; preds = %11
  %24 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !227
  %25 = load i8, ptr %24, align 1, !dbg !227, !tbaa !136
  %26 = icmp eq i8 %25, 61, !dbg !229
  br i1 %26, label %27, label %45, !dbg !230

27:                                               ; preds = %23
  %28 = getelementptr inbounds i8, ptr %13, i64 2, !dbg !231
  store ptr %28, ptr @p, align 8, !dbg !231, !tbaa !149
  %29 = tail call fastcc i64 @sum(), !dbg !233
  %30 = icmp sge i64 %1, %29, !dbg !234
  %31 = zext i1 %30 to i64, !dbg !235
  br label %49, !dbg !236

32:                                               ; preds = %11
  %33 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !237
  %34 = load i8, ptr %33, align 1, !dbg !237, !tbaa !136
  %35 = icmp eq i8 %34, 61, !dbg !239
  br i1 %35, label %36, label %49, !dbg !240

36:                                               ; preds = %32
  %37 = getelementptr inbounds i8, ptr %13, i64 2, !dbg !241
  store ptr %37, ptr @p, align 8, !dbg !241, !tbaa !149
  %38 = tail call fastcc i64 @sum(), !dbg !243
  %39 = icmp eq i64 %1, %38, !dbg !244
  %40 = zext i1 %39 to i64, !dbg !245
  br label %49, !dbg !246

41:                                               ; preds = %14
  store ptr %15, ptr @p, align 8, !dbg !247, !tbaa !149
  %42 = tail call fastcc i64 @sum(), !dbg !250
  %43 = icmp slt i64 %1, %42, !dbg !251
  %44 = zext i1 %43 to i64, !dbg !252
  br label %49, !dbg !253

45:                                               ; preds = %23
  store ptr %24, ptr @p, align 8, !dbg !254, !tbaa !149
  %46 = tail call fastcc i64 @sum(), !dbg !257
  %47 = icmp sgt i64 %1, %46, !dbg !258
  %48 = zext i1 %47 to i64, !dbg !259
  br label %49, !dbg !260

49:                                               ; preds = %11, %32, %18, %27, %36, %41, %45
  %50 = phi i64 [ %22, %18 ], [ %31, %27 ], [ %40, %36 ], [ %44, %41 ], [ %48, %45 ], [ %1, %32 ], [ %1, %11 ], !dbg !205
    #dbg_value(i64 %50, !195, !DIExpression(), !261)
  %51 = load ptr, ptr @p, align 8, !tbaa !149
  %52 = load i8, ptr %51, align 1, !dbg !262, !tbaa !136
  %53 = icmp eq i8 %52, 32, !dbg !264
  br i1 %53, label %54, label %60, !dbg !265

54:                                               ; preds = %49, %54
  %55 = phi ptr [ %56, %54 ], [ %51, %49 ]
  %56 = getelementptr inbounds i8, ptr %55, i64 1, !dbg !266
  %57 = load i8, ptr %56, align 1, !dbg !262, !tbaa !136
  %58 = icmp eq i8 %57, 32, !dbg !264
  br i1 %58, label %54, label %59, !dbg !265, !llvm.loop !267

59:                                               ; preds = %54
  store ptr %56, ptr @p, align 8, !dbg !266, !tbaa !149
  br label %60, !dbg !265

60:                                               ; preds = %49, %59
  %61 = phi i8 [ %52, %49 ], [ %57, %59 ], !dbg !268
  %62 = phi ptr [ %51, %49 ], [ %56, %59 ], !dbg !269
  %63 = icmp eq i8 %61, 63, !dbg !270
  br i1 %63, label %64, label %83, !dbg !271

64:                                               ; preds = %60
  %65 = getelementptr inbounds i8, ptr %62, i64 1, !dbg !272
  store ptr %65, ptr @p, align 8, !dbg !272, !tbaa !149
  %66 = tail call fastcc i64 @cond(), !dbg !273
    #dbg_value(i64 %66, !196, !DIExpression(), !275)
  %67 = load ptr, ptr @p, align 8, !tbaa !149
  %68 = load i8, ptr %67, align 1, !dbg !276, !tbaa !136
  %69 = icmp eq i8 %68, 32, !dbg !278
  br i1 %69, label %70, label %76, !dbg !279

70:                                               ; preds = %64, %70
  %71 = phi ptr [ %72, %70 ], [ %67, %64 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 1, !dbg !280
  %73 = load i8, ptr %72, align 1, !dbg !276, !tbaa !136
  %74 = icmp eq i8 %73, 32, !dbg !278
  br i1 %74, label %70, label %75, !dbg !279, !llvm.loop !281

75:                                               ; preds = %70
  store ptr %72, ptr @p, align 8, !dbg !280, !tbaa !149
  br label %76, !dbg !279

76:                                               ; preds = %64, %75
  %77 = phi i8 [ %68, %64 ], [ %73, %75 ], !dbg !282
  %78 = phi ptr [ %67, %64 ], [ %72, %75 ], !dbg !284
  %79 = icmp eq i8 %77, 58, !dbg !285
  br i1 %79, label %80, label %82, !dbg !286

80:                                               ; preds = %76
  %81 = getelementptr inbounds i8, ptr %78, i64 1, !dbg !287
  store ptr %81, ptr @p, align 8, !dbg !287, !tbaa !149
  br label %85, !dbg !288

82:                                               ; preds = %76
  store i32 4, ptr @err, align 4, !dbg !289, !tbaa !152
  br label %85

83:                                               ; preds = %60, %85
  %84 = phi i64 [ %88, %85 ], [ %50, %60 ]
  ret i64 %84, !dbg !290

85:                                               ; preds = %82, %80
  %86 = tail call fastcc i64 @cond(), !dbg !291
    #dbg_value(i64 %86, !199, !DIExpression(), !275)
  %87 = icmp eq i64 %50, 0, !dbg !292
  %88 = select i1 %87, i64 %86, i64 %66, !dbg !292
  br label %83, !dbg !290
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i64 @sum() unnamed_addr #3 !dbg !293 {
  %1 = tail call fastcc i64 @power(), !dbg !296
    #dbg_value(i64 %1, !299, !DIExpression(), !306)
  br label %2, !dbg !307

2:                                                ; preds = %32, %0
  %3 = phi i64 [ %1, %0 ], [ %33, %32 ], !dbg !308
    #dbg_value(i64 %3, !299, !DIExpression(), !306)
  %4 = load ptr, ptr @p, align 8, !tbaa !149
  %5 = load i8, ptr %4, align 1, !dbg !309, !tbaa !136
  %6 = icmp eq i8 %5, 32, !dbg !311
  br i1 %6, label %7, label %13, !dbg !312

7:                                                ; preds = %2, %7
  %8 = phi ptr [ %9, %7 ], [ %4, %2 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 1, !dbg !313
  %10 = load i8, ptr %9, align 1, !dbg !309, !tbaa !136
  %11 = icmp eq i8 %10, 32, !dbg !311
  br i1 %11, label %7, label %12, !dbg !312, !llvm.loop !314

12:                                               ; preds = %7
  store ptr %9, ptr @p, align 8, !dbg !313, !tbaa !149
  br label %13, !dbg !312

13:                                               ; preds = %2, %12
  %14 = phi i8 [ %5, %2 ], [ %10, %12 ], !dbg !315
  %15 = phi ptr [ %4, %2 ], [ %9, %12 ], !dbg !316
    #dbg_value(i8 %14, !300, !DIExpression(), !317)
  switch i8 %14, label %25 [
    i8 47, label %16
    i8 42, label %16
    i8 37, label %16
  ], !dbg !318

16:                                               ; preds = %13, %13, %13
  %17 = getelementptr inbounds i8, ptr %15, i64 1, !dbg !320
  store ptr %17, ptr @p, align 8, !dbg !320, !tbaa !149
  %18 = tail call fastcc i64 @power(), !dbg !321
    #dbg_value(i64 %18, !304, !DIExpression(), !317)
  %19 = icmp eq i8 %14, 42, !dbg !322
  br i1 %19, label %20, label %22, !dbg !324

20:                                               ; preds = %16
  %21 = mul nsw i64 %18, %3, !dbg !325
    #dbg_value(i64 %21, !299, !DIExpression(), !306)
  br label %32, !dbg !326

22:                                               ; preds = %16
  %23 = icmp eq i64 %18, 0, !dbg !327
  br i1 %23, label %24, label %27, !dbg !329

24:                                               ; preds = %22
  store i32 3, ptr @err, align 4, !dbg !330, !tbaa !152
  br label %25, !dbg !332

25:                                               ; preds = %13, %24
  %26 = phi i64 [ 0, %24 ], [ %3, %13 ]
  br label %34, !dbg !333

27:                                               ; preds = %22
  %28 = icmp eq i8 %14, 47, !dbg !335
  %29 = sdiv i64 %3, %18, !dbg !336
  %30 = srem i64 %3, %18, !dbg !337
  %31 = select i1 %28, i64 %29, i64 %30, !dbg !338
  br label %32, !dbg !338

32:                                               ; preds = %27, %20
  %33 = phi i64 [ %21, %20 ], [ %31, %27 ]
  br label %2, !llvm.loop !339

34:                                               ; preds = %120, %25
  %35 = phi i64 [ %26, %25 ], [ %121, %120 ], !dbg !342
    #dbg_value(i64 %35, !295, !DIExpression(), !343)
  %36 = load ptr, ptr @p, align 8, !tbaa !149
  %37 = load i8, ptr %36, align 1, !dbg !344, !tbaa !136
  %38 = icmp eq i8 %37, 32, !dbg !348
  br i1 %38, label %39, label %45, !dbg !349

39:                                               ; preds = %34, %39
  %40 = phi ptr [ %41, %39 ], [ %36, %34 ]
  %41 = getelementptr inbounds i8, ptr %40, i64 1, !dbg !350
  %42 = load i8, ptr %41, align 1, !dbg !344, !tbaa !136
  %43 = icmp eq i8 %42, 32, !dbg !348
  br i1 %43, label %39, label %44, !dbg !349, !llvm.loop !351

44:                                               ; preds = %39
  store ptr %41, ptr @p, align 8, !dbg !350, !tbaa !149
  br label %45, !dbg !349

45:                                               ; preds = %34, %44
  %46 = phi i8 [ %37, %34 ], [ %42, %44 ], !dbg !352
  %47 = phi ptr [ %36, %34 ], [ %41, %44 ], !dbg !354
  switch i8 %46, label %122 [
    i8 43, label %48
    i8 45, label %84
  ], !dbg !355

48:                                               ; preds = %45
  %49 = getelementptr inbounds i8, ptr %47, i64 1, !dbg !356
  store ptr %49, ptr @p, align 8, !dbg !356, !tbaa !149
  %50 = tail call fastcc i64 @power(), !dbg !358
    #dbg_value(i64 %50, !299, !DIExpression(), !360)
  br label %51, !dbg !361

51:                                               ; preds = %79, %48
  %52 = phi i64 [ %50, %48 ], [ %80, %79 ], !dbg !362
    #dbg_value(i64 %52, !299, !DIExpression(), !360)
  %53 = load ptr, ptr @p, align 8, !tbaa !149
  %54 = load i8, ptr %53, align 1, !dbg !363, !tbaa !136
  %55 = icmp eq i8 %54, 32, !dbg !365
  br i1 %55, label %56, label %62, !dbg !366

56:                                               ; preds = %51, %56
  %57 = phi ptr [ %58, %56 ], [ %53, %51 ]
  %58 = getelementptr inbounds i8, ptr %57, i64 1, !dbg !367
  %59 = load i8, ptr %58, align 1, !dbg !363, !tbaa !136
  %60 = icmp eq i8 %59, 32, !dbg !365
  br i1 %60, label %56, label %61, !dbg !366, !llvm.loop !368

61:                                               ; preds = %56
  store ptr %58, ptr @p, align 8, !dbg !367, !tbaa !149
  br label %62, !dbg !366

62:                                               ; preds = %51, %61
  %63 = phi i8 [ %54, %51 ], [ %59, %61 ], !dbg !369
  %64 = phi ptr [ %53, %51 ], [ %58, %61 ], !dbg !370
    #dbg_value(i8 %63, !300, !DIExpression(), !371)
  switch i8 %63, label %81 [
    i8 47, label %65
    i8 42, label %65
    i8 37, label %65
  ], !dbg !372

65:                                               ; preds = %62, %62, %62
  %66 = getelementptr inbounds i8, ptr %64, i64 1, !dbg !373
  store ptr %66, ptr @p, align 8, !dbg !373, !tbaa !149
  %67 = tail call fastcc i64 @power(), !dbg !374
    #dbg_value(i64 %67, !304, !DIExpression(), !371)
  %68 = icmp eq i8 %63, 42, !dbg !375
  br i1 %68, label %69, label %71, !dbg !376

69:                                               ; preds = %65
  %70 = mul nsw i64 %67, %52, !dbg !377
    #dbg_value(i64 %70, !299, !DIExpression(), !360)
  br label %79, !dbg !378

71:                                               ; preds = %65
  %72 = icmp eq i64 %67, 0, !dbg !379
  br i1 %72, label %73, label %74, !dbg !380

73:                                               ; preds = %71
  store i32 3, ptr @err, align 4, !dbg !381, !tbaa !152
  br label %81, !dbg !382

74:                                               ; preds = %71
  %75 = icmp eq i8 %63, 47, !dbg !383
  %76 = sdiv i64 %52, %67, !dbg !384
  %77 = srem i64 %52, %67, !dbg !385
  %78 = select i1 %75, i64 %76, i64 %77, !dbg !386
  br label %79, !dbg !386

79:                                               ; preds = %74, %69
  %80 = phi i64 [ %70, %69 ], [ %78, %74 ]
  br label %51, !llvm.loop !387

81:                                               ; preds = %62, %73
  %82 = phi i64 [ 0, %73 ], [ %52, %62 ]
    #dbg_value(i64 poison, !299, !DIExpression(), !360)
  %83 = add nsw i64 %82, %35, !dbg !390
    #dbg_value(i64 %83, !295, !DIExpression(), !343)
  br label %120, !dbg !391

84:                                               ; preds = %45
  %85 = getelementptr inbounds i8, ptr %47, i64 1, !dbg !392
  store ptr %85, ptr @p, align 8, !dbg !392, !tbaa !149
  %86 = tail call fastcc i64 @power(), !dbg !395
    #dbg_value(i64 %86, !299, !DIExpression(), !397)
  br label %87, !dbg !398

87:                                               ; preds = %115, %84
  %88 = phi i64 [ %86, %84 ], [ %116, %115 ], !dbg !399
    #dbg_value(i64 %88, !299, !DIExpression(), !397)
  %89 = load ptr, ptr @p, align 8, !tbaa !149
  %90 = load i8, ptr %89, align 1, !dbg !400, !tbaa !136
  %91 = icmp eq i8 %90, 32, !dbg !402
  br i1 %91, label %92, label %98, !dbg !403

92:                                               ; preds = %87, %92
  %93 = phi ptr [ %94, %92 ], [ %89, %87 ]
  %94 = getelementptr inbounds i8, ptr %93, i64 1, !dbg !404
  %95 = load i8, ptr %94, align 1, !dbg !400, !tbaa !136
  %96 = icmp eq i8 %95, 32, !dbg !402
  br i1 %96, label %92, label %97, !dbg !403, !llvm.loop !405

97:                                               ; preds = %92
  store ptr %94, ptr @p, align 8, !dbg !404, !tbaa !149
  br label %98, !dbg !403

98:                                               ; preds = %87, %97
  %99 = phi i8 [ %90, %87 ], [ %95, %97 ], !dbg !406
  %100 = phi ptr [ %89, %87 ], [ %94, %97 ], !dbg !407
    #dbg_value(i8 %99, !300, !DIExpression(), !408)
  switch i8 %99, label %117 [
    i8 47, label %101
    i8 42, label %101
    i8 37, label %101
  ], !dbg !409

101:                                              ; preds = %98, %98, %98
  %102 = getelementptr inbounds i8, ptr %100, i64 1, !dbg !410
  store ptr %102, ptr @p, align 8, !dbg !410, !tbaa !149
  %103 = tail call fastcc i64 @power(), !dbg !411
    #dbg_value(i64 %103, !304, !DIExpression(), !408)
  %104 = icmp eq i8 %99, 42, !dbg !412
  br i1 %104, label %105, label %107, !dbg !413

105:                                              ; preds = %101
  %106 = mul nsw i64 %103, %88, !dbg !414
    #dbg_value(i64 %106, !299, !DIExpression(), !397)
  br label %115, !dbg !415

107:                                              ; preds = %101
  %108 = icmp eq i64 %103, 0, !dbg !416
  br i1 %108, label %109, label %110, !dbg !417

109:                                              ; preds = %107
  store i32 3, ptr @err, align 4, !dbg !418, !tbaa !152
  br label %117, !dbg !419

110:                                              ; preds = %107
  %111 = icmp eq i8 %99, 47, !dbg !420
  %112 = sdiv i64 %88, %103, !dbg !421
  %113 = srem i64 %88, %103, !dbg !422
  %114 = select i1 %111, i64 %112, i64 %113, !dbg !423
  br label %115, !dbg !423

115:                                              ; preds = %110, %105
  %116 = phi i64 [ %106, %105 ], [ %114, %110 ]
  br label %87, !llvm.loop !424

117:                                              ; preds = %98, %109
  %118 = phi i64 [ 0, %109 ], [ %88, %98 ]
    #dbg_value(i64 poison, !299, !DIExpression(), !397)
  %119 = sub nsw i64 %35, %118, !dbg !427
    #dbg_value(i64 %119, !295, !DIExpression(), !343)
  br label %120

120:                                              ; preds = %117, %81
  %121 = phi i64 [ %83, %81 ], [ %119, %117 ]
  br label %34, !llvm.loop !428

122:                                              ; preds = %45
  ret i64 %35, !dbg !430
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i64 @power() unnamed_addr #3 !dbg !431 {
  %1 = tail call fastcc i64 @unary(), !dbg !440
    #dbg_value(i64 %1, !433, !DIExpression(), !441)
  %2 = load ptr, ptr @p, align 8, !tbaa !149
  %3 = load i8, ptr %2, align 1, !dbg !442, !tbaa !136
  %4 = icmp eq i8 %3, 32, !dbg !444
  br i1 %4, label %5, label %11, !dbg !445

5:                                                ; preds = %0, %5
  %6 = phi ptr [ %7, %5 ], [ %2, %0 ]
  %7 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !446
  %8 = load i8, ptr %7, align 1, !dbg !442, !tbaa !136
  %9 = icmp eq i8 %8, 32, !dbg !444
  br i1 %9, label %5, label %10, !dbg !445, !llvm.loop !447

10:                                               ; preds = %5
  store ptr %7, ptr @p, align 8, !dbg !446, !tbaa !149
  br label %11, !dbg !445

11:                                               ; preds = %0, %10
  %12 = phi i8 [ %3, %0 ], [ %8, %10 ], !dbg !448
  %13 = phi ptr [ %2, %0 ], [ %7, %10 ], !dbg !449
  %14 = icmp eq i8 %12, 94, !dbg !450
  br i1 %14, label %15, label %50, !dbg !451

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !452
  store ptr %16, ptr @p, align 8, !dbg !452, !tbaa !149
  %17 = tail call fastcc i64 @power(), !dbg !453
    #dbg_value(i64 %17, !434, !DIExpression(), !454)
    #dbg_value(i64 1, !437, !DIExpression(), !454)
    #dbg_value(i64 0, !438, !DIExpression(), !455)
  %18 = icmp sgt i64 %17, 0, !dbg !456
  br i1 %18, label %19, label %50, !dbg !458

19:                                               ; preds = %15
  %20 = add nsw i64 %17, -1, !dbg !458
  %21 = tail call i64 @llvm.umin.i64(i64 %20, i64 61), !dbg !458
  %22 = add nuw nsw i64 %21, 1, !dbg !458
  %23 = and i64 %22, 7, !dbg !458
  %24 = icmp ult i64 %17, 8, !dbg !458
  br i1 %24, label %40, label %25, !dbg !458

25:                                               ; preds = %19
  %26 = and i64 %22, 120, !dbg !458
  %27 = mul i64 %1, %1, !dbg !458
  %28 = mul i64 %27, %1, !dbg !458
  %29 = mul i64 %28, %1, !dbg !458
  %30 = mul i64 %29, %1, !dbg !458
  %31 = mul i64 %30, %1, !dbg !458
  %32 = mul i64 %31, %1, !dbg !458
  %33 = mul i64 %32, %1, !dbg !458
  br label %34, !dbg !458

34:                                               ; preds = %34, %25
  %35 = phi i64 [ 1, %25 ], [ %37, %34 ]
  %36 = phi i64 [ 0, %25 ], [ %38, %34 ]
    #dbg_value(i64 poison, !438, !DIExpression(), !455)
    #dbg_value(i64 %35, !437, !DIExpression(), !454)
  %37 = mul i64 %35, %33
    #dbg_value(i64 %37, !437, !DIExpression(), !454)
    #dbg_value(i64 poison, !438, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !455)
    #dbg_value(i64 %37, !437, !DIExpression(), !454)
    #dbg_value(i64 poison, !438, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !455)
    #dbg_value(i64 %37, !437, !DIExpression(), !454)
    #dbg_value(i64 poison, !438, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !455)
    #dbg_value(i64 %37, !437, !DIExpression(), !454)
    #dbg_value(i64 poison, !438, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !455)
    #dbg_value(i64 %37, !437, !DIExpression(), !454)
    #dbg_value(i64 poison, !438, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !455)
    #dbg_value(i64 %37, !437, !DIExpression(), !454)
    #dbg_value(i64 poison, !438, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !455)
    #dbg_value(i64 %37, !437, !DIExpression(), !454)
    #dbg_value(i64 poison, !438, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !455)
    #dbg_value(i64 %37, !437, !DIExpression(), !454)
    #dbg_value(i64 poison, !438, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !455)
  %38 = add i64 %36, 8, !dbg !458
  %39 = icmp eq i64 %38, %26, !dbg !458
  br i1 %39, label %40, label %34, !dbg !458, !llvm.loop !459

40:                                               ; preds = %34, %19
  %41 = phi i64 [ poison, %19 ], [ %37, %34 ]
  %42 = phi i64 [ 1, %19 ], [ %37, %34 ]
  %43 = icmp eq i64 %23, 0, !dbg !458
  br i1 %43, label %50, label %44, !dbg !458

44:                                               ; preds = %40, %44
  %45 = phi i64 [ %47, %44 ], [ %42, %40 ]
  %46 = phi i64 [ %48, %44 ], [ 0, %40 ]
    #dbg_value(i64 poison, !438, !DIExpression(), !455)
    #dbg_value(i64 %45, !437, !DIExpression(), !454)
  %47 = mul nsw i64 %45, %1, !dbg !461
    #dbg_value(i64 %47, !437, !DIExpression(), !454)
    #dbg_value(i64 poison, !438, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !455)
  %48 = add i64 %46, 1, !dbg !458
  %49 = icmp eq i64 %48, %23, !dbg !458
  br i1 %49, label %50, label %44, !dbg !458, !llvm.loop !462

50:                                               ; preds = %40, %44, %15, %11
  %51 = phi i64 [ %1, %11 ], [ 1, %15 ], [ %41, %40 ], [ %47, %44 ], !dbg !441
  ret i64 %51, !dbg !464
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i64 @unary() unnamed_addr #3 !dbg !465 {
  %1 = load ptr, ptr @p, align 8, !tbaa !149
  br label %2

2:                                                ; preds = %22, %0
  %3 = phi ptr [ %23, %22 ], [ %1, %0 ]
  %4 = load i8, ptr %3, align 1, !dbg !466, !tbaa !136
  %5 = icmp eq i8 %4, 32, !dbg !468
  br i1 %5, label %6, label %12, !dbg !469

6:                                                ; preds = %2, %6
  %7 = phi ptr [ %8, %6 ], [ %3, %2 ]
  %8 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !470
  %9 = load i8, ptr %8, align 1, !dbg !466, !tbaa !136
  %10 = icmp eq i8 %9, 32, !dbg !468
  br i1 %10, label %6, label %11, !dbg !469, !llvm.loop !471

11:                                               ; preds = %6
  store ptr %8, ptr @p, align 8, !dbg !470, !tbaa !149
  br label %12, !dbg !469

12:                                               ; preds = %2, %11
  %13 = phi i8 [ %4, %2 ], [ %9, %11 ], !dbg !472
  %14 = phi ptr [ %3, %2 ], [ %8, %11 ]
  switch i8 %13, label %43 [
    i8 45, label %18
    i8 43, label %22
    i8 40, label %24
  ], !dbg !474

15:                                               ; preds = %46
  store ptr %51, ptr @p, align 8, !dbg !475, !tbaa !149
  br label %16, !dbg !485

16:                                               ; preds = %58, %42, %40, %15, %18
  %17 = phi i64 [ %21, %18 ], [ 0, %58 ], [ %26, %42 ], [ %26, %40 ], [ %54, %15 ]
  ret i64 %17, !dbg !486

18:                                               ; preds = %12
  %19 = getelementptr inbounds i8, ptr %14, i64 1, !dbg !487
  store ptr %19, ptr @p, align 8, !dbg !487, !tbaa !149
  %20 = tail call fastcc i64 @unary(), !dbg !489
  %21 = sub nsw i64 0, %20, !dbg !490
  br label %16, !dbg !486

22:                                               ; preds = %12
  %23 = getelementptr inbounds i8, ptr %14, i64 1, !dbg !491
  store ptr %23, ptr @p, align 8, !dbg !491, !tbaa !149
  br label %2, !dbg !494

24:                                               ; preds = %12
  %25 = getelementptr inbounds i8, ptr %14, i64 1, !dbg !495
  store ptr %25, ptr @p, align 8, !dbg !495, !tbaa !149
  %26 = tail call fastcc i64 @cond(), !dbg !496
    #dbg_value(i64 %26, !480, !DIExpression(), !498)
  %27 = load ptr, ptr @p, align 8, !tbaa !149
  %28 = load i8, ptr %27, align 1, !dbg !499, !tbaa !136
  %29 = icmp eq i8 %28, 32, !dbg !501
  br i1 %29, label %30, label %36, !dbg !502

30:                                               ; preds = %24, %30
  %31 = phi ptr [ %32, %30 ], [ %27, %24 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 1, !dbg !503
  %33 = load i8, ptr %32, align 1, !dbg !499, !tbaa !136
  %34 = icmp eq i8 %33, 32, !dbg !501
  br i1 %34, label %30, label %35, !dbg !502, !llvm.loop !504

35:                                               ; preds = %30
  store ptr %32, ptr @p, align 8, !dbg !503, !tbaa !149
  br label %36, !dbg !502

36:                                               ; preds = %24, %35
  %37 = phi i8 [ %28, %24 ], [ %33, %35 ], !dbg !505
  %38 = phi ptr [ %27, %24 ], [ %32, %35 ], !dbg !507
  %39 = icmp eq i8 %37, 41, !dbg !508
  br i1 %39, label %40, label %42, !dbg !509

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i64 1, !dbg !510
  store ptr %41, ptr @p, align 8, !dbg !510, !tbaa !149
  br label %16, !dbg !511

42:                                               ; preds = %36
  store i32 1, ptr @err, align 4, !dbg !512, !tbaa !152
  br label %16

43:                                               ; preds = %12
  %44 = add i8 %13, -48, !dbg !513
  %45 = icmp ult i8 %44, 10, !dbg !513
  br i1 %45, label %46, label %58, !dbg !513

46:                                               ; preds = %43, %46
  %47 = phi i8 [ %55, %46 ], [ %13, %43 ]
  %48 = phi i64 [ %54, %46 ], [ 0, %43 ]
  %49 = phi ptr [ %51, %46 ], [ %14, %43 ]
    #dbg_value(i64 %48, !483, !DIExpression(), !514)
  %50 = mul nsw i64 %48, 10, !dbg !515
  %51 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !475
  %52 = zext nneg i8 %47 to i64, !dbg !516
  %53 = add i64 %50, -48, !dbg !517
  %54 = add i64 %53, %52, !dbg !518
    #dbg_value(i64 %54, !483, !DIExpression(), !514)
  %55 = load i8, ptr %51, align 1, !dbg !519, !tbaa !136
  %56 = add i8 %55, -48, !dbg !485
  %57 = icmp ult i8 %56, 10, !dbg !485
  br i1 %57, label %46, label %15, !dbg !485, !llvm.loop !520

58:                                               ; preds = %43
  store i32 2, ptr @err, align 4, !dbg !523, !tbaa !152
  br label %16, !dbg !524
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!70}
!llvm.module.flags = !{!95, !96, !97, !98, !99, !100, !101}
!llvm.ident = !{!102}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/recursion_mutual_parser.c", directory: ".", checksumkind: CSK_MD5, checksum: "ca60b05df1a83d49014c66f89a637828")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 14)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 22)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 16)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 30)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 24)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 17)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 6)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 7)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 40)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !51, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !41, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 45)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "p", scope: !70, file: !2, line: 8, type: !93, isLocal: true, isDefinition: true)
!70 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !71, globals: !73, splitDebugInlining: false, nameTableKind: None)
!71 = !{!72}
!72 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!73 = !{!0, !7, !12, !14, !19, !24, !29, !34, !39, !44, !49, !54, !59, !61, !63, !74, !76, !81, !86, !68, !91}
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !26, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 13)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 27)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 11)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(name: "err", scope: !70, file: !2, line: 9, type: !72, isLocal: true, isDefinition: true)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!95 = !{i32 7, !"Dwarf Version", i32 5}
!96 = !{i32 2, !"Debug Info Version", i32 3}
!97 = !{i32 1, !"wchar_size", i32 4}
!98 = !{i32 8, !"PIC Level", i32 2}
!99 = !{i32 7, !"PIE Level", i32 2}
!100 = !{i32 7, !"uwtable", i32 2}
!101 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!102 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!103 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 55, type: !104, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !105)
!104 = !DISubroutineType(types: !71)
!105 = !{!106, !110, !112, !114, !117, !121, !122, !124}
!106 = !DILocalVariable(name: "tests", scope: !103, file: !2, line: 56, type: !107)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 960, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 15)
!110 = !DILocalVariable(name: "total", scope: !103, file: !2, line: 59, type: !111)
!111 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!112 = !DILocalVariable(name: "i", scope: !113, file: !2, line: 60, type: !72)
!113 = distinct !DILexicalBlock(scope: !103, file: !2, line: 60, column: 5)
!114 = !DILocalVariable(name: "v", scope: !115, file: !2, line: 62, type: !111)
!115 = distinct !DILexicalBlock(scope: !116, file: !2, line: 60, column: 69)
!116 = distinct !DILexicalBlock(scope: !113, file: !2, line: 60, column: 5)
!117 = !DILocalVariable(name: "deep", scope: !103, file: !2, line: 67, type: !118)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16800, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 2100)
!121 = !DILocalVariable(name: "n", scope: !103, file: !2, line: 67, type: !72)
!122 = !DILocalVariable(name: "i", scope: !123, file: !2, line: 68, type: !72)
!123 = distinct !DILexicalBlock(scope: !103, file: !2, line: 68, column: 5)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 70, type: !72)
!125 = distinct !DILexicalBlock(scope: !103, file: !2, line: 70, column: 5)
!126 = distinct !DIAssignID()
!127 = !DILocation(line: 0, scope: !103)
!128 = distinct !DIAssignID()
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 0, scope: !113)
!131 = !DILocation(line: 60, column: 5, scope: !113)
!132 = !DILocation(line: 67, column: 5, scope: !103)
!133 = !DILocation(line: 0, scope: !123)
!134 = !DILocation(line: 68, column: 45, scope: !135)
!135 = distinct !DILexicalBlock(scope: !123, file: !2, line: 68, column: 5)
!136 = !{!137, !137, i64 0}
!137 = !{!"omnipotent char", !138, i64 0}
!138 = !{!"Simple C/C++ TBAA"}
!139 = !DILocation(line: 69, column: 5, scope: !103)
!140 = !DILocation(line: 69, column: 15, scope: !103)
!141 = !DILocation(line: 0, scope: !125)
!142 = !DILocation(line: 70, column: 5, scope: !125)
!143 = !DILocation(line: 70, column: 47, scope: !144)
!144 = distinct !DILexicalBlock(scope: !145, file: !2, line: 70, column: 35)
!145 = distinct !DILexicalBlock(scope: !125, file: !2, line: 70, column: 5)
!146 = !DILocation(line: 71, column: 5, scope: !103)
!147 = !DILocation(line: 71, column: 13, scope: !103)
!148 = !DILocation(line: 72, column: 7, scope: !103)
!149 = !{!150, !150, i64 0}
!150 = !{!"any pointer", !137, i64 0}
!151 = !DILocation(line: 72, column: 19, scope: !103)
!152 = !{!153, !153, i64 0}
!153 = !{!"int", !137, i64 0}
!154 = !DILocation(line: 53, column: 33, scope: !155, inlinedAt: !158)
!155 = distinct !DISubprogram(name: "expr", scope: !2, file: !2, line: 53, type: !156, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70)
!156 = !DISubroutineType(types: !157)
!157 = !{!111}
!158 = distinct !DILocation(line: 73, column: 43, scope: !103)
!159 = !DILocation(line: 73, column: 51, scope: !103)
!160 = !DILocation(line: 73, column: 5, scope: !103)
!161 = !DILocation(line: 74, column: 5, scope: !103)
!162 = !DILocation(line: 75, column: 12, scope: !103)
!163 = !DILocation(line: 76, column: 1, scope: !103)
!164 = !DILocation(line: 75, column: 5, scope: !103)
!165 = !DILocation(line: 61, column: 13, scope: !115)
!166 = !DILocation(line: 61, column: 11, scope: !115)
!167 = !DILocation(line: 61, column: 27, scope: !115)
!168 = !DILocation(line: 53, column: 33, scope: !155, inlinedAt: !169)
!169 = distinct !DILocation(line: 62, column: 18, scope: !115)
!170 = !DILocation(line: 0, scope: !115)
!171 = !DILocation(line: 63, column: 14, scope: !172)
!172 = distinct !DILexicalBlock(scope: !115, file: !2, line: 63, column: 13)
!173 = !DILocation(line: 63, column: 13, scope: !172)
!174 = !DILocation(line: 63, column: 13, scope: !115)
!175 = !DILocation(line: 63, column: 23, scope: !172)
!176 = !DILocation(line: 63, column: 21, scope: !172)
!177 = !DILocation(line: 64, column: 13, scope: !115)
!178 = !DILocation(line: 64, column: 18, scope: !179)
!179 = distinct !DILexicalBlock(scope: !115, file: !2, line: 64, column: 13)
!180 = !DILocation(line: 65, column: 16, scope: !181)
!181 = distinct !DILexicalBlock(scope: !179, file: !2, line: 65, column: 14)
!182 = !DILocation(line: 65, column: 60, scope: !181)
!183 = !DILocation(line: 60, column: 65, scope: !116)
!184 = !DILocation(line: 60, column: 23, scope: !116)
!185 = distinct !{!185, !131, !186, !187}
!186 = !DILocation(line: 66, column: 5, scope: !113)
!187 = !{!"llvm.loop.mustprogress"}
!188 = !DISubprogram(name: "printf", scope: !189, file: !189, line: 356, type: !190, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!189 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!190 = !DISubroutineType(types: !191)
!191 = !{!72, !192, null}
!192 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!193 = distinct !DISubprogram(name: "cond", scope: !2, file: !2, line: 48, type: !156, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !194)
!194 = !{!195, !196, !199}
!195 = !DILocalVariable(name: "c", scope: !193, file: !2, line: 49, type: !111)
!196 = !DILocalVariable(name: "a", scope: !197, file: !2, line: 50, type: !111)
!197 = distinct !DILexicalBlock(scope: !198, file: !2, line: 50, column: 20)
!198 = distinct !DILexicalBlock(scope: !193, file: !2, line: 50, column: 9)
!199 = !DILocalVariable(name: "b", scope: !197, file: !2, line: 50, type: !111)
!200 = !DILocation(line: 40, column: 14, scope: !201, inlinedAt: !204)
!201 = distinct !DISubprogram(name: "cmp", scope: !2, file: !2, line: 39, type: !156, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !202)
!202 = !{!203}
!203 = !DILocalVariable(name: "v", scope: !201, file: !2, line: 40, type: !111)
!204 = distinct !DILocation(line: 49, column: 14, scope: !193)
!205 = !DILocation(line: 0, scope: !201, inlinedAt: !204)
!206 = !DILocation(line: 11, column: 33, scope: !207, inlinedAt: !210)
!207 = distinct !DISubprogram(name: "skip", scope: !2, file: !2, line: 11, type: !208, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70)
!208 = !DISubroutineType(types: !209)
!209 = !{null}
!210 = distinct !DILocation(line: 40, column: 21, scope: !201, inlinedAt: !204)
!211 = !DILocation(line: 11, column: 36, scope: !207, inlinedAt: !210)
!212 = !DILocation(line: 11, column: 26, scope: !207, inlinedAt: !210)
!213 = !DILocation(line: 11, column: 45, scope: !207, inlinedAt: !210)
!214 = distinct !{!214, !212, !213, !187}
!215 = !DILocation(line: 41, column: 9, scope: !216, inlinedAt: !204)
!216 = distinct !DILexicalBlock(scope: !201, file: !2, line: 41, column: 9)
!217 = !DILocation(line: 41, column: 21, scope: !216, inlinedAt: !204)
!218 = !DILocation(line: 41, column: 24, scope: !216, inlinedAt: !204)
!219 = !DILocation(line: 41, column: 29, scope: !216, inlinedAt: !204)
!220 = !DILocation(line: 41, column: 9, scope: !201, inlinedAt: !204)
!221 = !DILocation(line: 41, column: 41, scope: !222, inlinedAt: !204)
!222 = distinct !DILexicalBlock(scope: !216, file: !2, line: 41, column: 37)
!223 = !DILocation(line: 41, column: 59, scope: !222, inlinedAt: !204)
!224 = !DILocation(line: 41, column: 56, scope: !222, inlinedAt: !204)
!225 = !DILocation(line: 41, column: 54, scope: !222, inlinedAt: !204)
!226 = !DILocation(line: 41, column: 47, scope: !222, inlinedAt: !204)
!227 = !DILocation(line: 42, column: 24, scope: !228, inlinedAt: !204)
!228 = distinct !DILexicalBlock(scope: !201, file: !2, line: 42, column: 9)
!229 = !DILocation(line: 42, column: 29, scope: !228, inlinedAt: !204)
!230 = !DILocation(line: 42, column: 9, scope: !201, inlinedAt: !204)
!231 = !DILocation(line: 42, column: 41, scope: !232, inlinedAt: !204)
!232 = distinct !DILexicalBlock(scope: !228, file: !2, line: 42, column: 37)
!233 = !DILocation(line: 42, column: 59, scope: !232, inlinedAt: !204)
!234 = !DILocation(line: 42, column: 56, scope: !232, inlinedAt: !204)
!235 = !DILocation(line: 42, column: 54, scope: !232, inlinedAt: !204)
!236 = !DILocation(line: 42, column: 47, scope: !232, inlinedAt: !204)
!237 = !DILocation(line: 43, column: 24, scope: !238, inlinedAt: !204)
!238 = distinct !DILexicalBlock(scope: !201, file: !2, line: 43, column: 9)
!239 = !DILocation(line: 43, column: 29, scope: !238, inlinedAt: !204)
!240 = !DILocation(line: 43, column: 9, scope: !201, inlinedAt: !204)
!241 = !DILocation(line: 43, column: 41, scope: !242, inlinedAt: !204)
!242 = distinct !DILexicalBlock(scope: !238, file: !2, line: 43, column: 37)
!243 = !DILocation(line: 43, column: 59, scope: !242, inlinedAt: !204)
!244 = !DILocation(line: 43, column: 56, scope: !242, inlinedAt: !204)
!245 = !DILocation(line: 43, column: 54, scope: !242, inlinedAt: !204)
!246 = !DILocation(line: 43, column: 47, scope: !242, inlinedAt: !204)
!247 = !DILocation(line: 44, column: 23, scope: !248, inlinedAt: !204)
!248 = distinct !DILexicalBlock(scope: !249, file: !2, line: 44, column: 20)
!249 = distinct !DILexicalBlock(scope: !201, file: !2, line: 44, column: 9)
!250 = !DILocation(line: 44, column: 38, scope: !248, inlinedAt: !204)
!251 = !DILocation(line: 44, column: 36, scope: !248, inlinedAt: !204)
!252 = !DILocation(line: 44, column: 34, scope: !248, inlinedAt: !204)
!253 = !DILocation(line: 44, column: 27, scope: !248, inlinedAt: !204)
!254 = !DILocation(line: 45, column: 23, scope: !255, inlinedAt: !204)
!255 = distinct !DILexicalBlock(scope: !256, file: !2, line: 45, column: 20)
!256 = distinct !DILexicalBlock(scope: !201, file: !2, line: 45, column: 9)
!257 = !DILocation(line: 45, column: 38, scope: !255, inlinedAt: !204)
!258 = !DILocation(line: 45, column: 36, scope: !255, inlinedAt: !204)
!259 = !DILocation(line: 45, column: 34, scope: !255, inlinedAt: !204)
!260 = !DILocation(line: 45, column: 27, scope: !255, inlinedAt: !204)
!261 = !DILocation(line: 0, scope: !193)
!262 = !DILocation(line: 11, column: 33, scope: !207, inlinedAt: !263)
!263 = distinct !DILocation(line: 49, column: 21, scope: !193)
!264 = !DILocation(line: 11, column: 36, scope: !207, inlinedAt: !263)
!265 = !DILocation(line: 11, column: 26, scope: !207, inlinedAt: !263)
!266 = !DILocation(line: 11, column: 45, scope: !207, inlinedAt: !263)
!267 = distinct !{!267, !265, !266, !187}
!268 = !DILocation(line: 50, column: 9, scope: !198)
!269 = !DILocation(line: 50, column: 10, scope: !198)
!270 = !DILocation(line: 50, column: 12, scope: !198)
!271 = !DILocation(line: 50, column: 9, scope: !193)
!272 = !DILocation(line: 50, column: 23, scope: !197)
!273 = !DILocation(line: 53, column: 33, scope: !155, inlinedAt: !274)
!274 = distinct !DILocation(line: 50, column: 36, scope: !197)
!275 = !DILocation(line: 0, scope: !197)
!276 = !DILocation(line: 11, column: 33, scope: !207, inlinedAt: !277)
!277 = distinct !DILocation(line: 50, column: 44, scope: !197)
!278 = !DILocation(line: 11, column: 36, scope: !207, inlinedAt: !277)
!279 = !DILocation(line: 11, column: 26, scope: !207, inlinedAt: !277)
!280 = !DILocation(line: 11, column: 45, scope: !207, inlinedAt: !277)
!281 = distinct !{!281, !279, !280, !187}
!282 = !DILocation(line: 50, column: 56, scope: !283)
!283 = distinct !DILexicalBlock(scope: !197, file: !2, line: 50, column: 56)
!284 = !DILocation(line: 50, column: 57, scope: !283)
!285 = !DILocation(line: 50, column: 59, scope: !283)
!286 = !DILocation(line: 50, column: 56, scope: !197)
!287 = !DILocation(line: 50, column: 68, scope: !283)
!288 = !DILocation(line: 50, column: 67, scope: !283)
!289 = !DILocation(line: 50, column: 81, scope: !283)
!290 = !DILocation(line: 52, column: 1, scope: !193)
!291 = !DILocation(line: 50, column: 95, scope: !197)
!292 = !DILocation(line: 50, column: 110, scope: !197)
!293 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 38, type: !156, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !294)
!294 = !{!295}
!295 = !DILocalVariable(name: "v", scope: !293, file: !2, line: 38, type: !111)
!296 = !DILocation(line: 26, column: 14, scope: !297, inlinedAt: !305)
!297 = distinct !DISubprogram(name: "term", scope: !2, file: !2, line: 25, type: !156, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !298)
!298 = !{!299, !300, !304}
!299 = !DILocalVariable(name: "v", scope: !297, file: !2, line: 26, type: !111)
!300 = !DILocalVariable(name: "op", scope: !301, file: !2, line: 29, type: !4)
!301 = distinct !DILexicalBlock(scope: !302, file: !2, line: 27, column: 14)
!302 = distinct !DILexicalBlock(scope: !303, file: !2, line: 27, column: 5)
!303 = distinct !DILexicalBlock(scope: !297, file: !2, line: 27, column: 5)
!304 = !DILocalVariable(name: "r", scope: !301, file: !2, line: 32, type: !111)
!305 = distinct !DILocation(line: 38, column: 34, scope: !293)
!306 = !DILocation(line: 0, scope: !297, inlinedAt: !305)
!307 = !DILocation(line: 27, column: 5, scope: !297, inlinedAt: !305)
!308 = !DILocation(line: 26, column: 10, scope: !297, inlinedAt: !305)
!309 = !DILocation(line: 11, column: 33, scope: !207, inlinedAt: !310)
!310 = distinct !DILocation(line: 28, column: 9, scope: !301, inlinedAt: !305)
!311 = !DILocation(line: 11, column: 36, scope: !207, inlinedAt: !310)
!312 = !DILocation(line: 11, column: 26, scope: !207, inlinedAt: !310)
!313 = !DILocation(line: 11, column: 45, scope: !207, inlinedAt: !310)
!314 = distinct !{!314, !312, !313, !187}
!315 = !DILocation(line: 29, column: 19, scope: !301, inlinedAt: !305)
!316 = !DILocation(line: 29, column: 20, scope: !301, inlinedAt: !305)
!317 = !DILocation(line: 0, scope: !301, inlinedAt: !305)
!318 = !DILocation(line: 30, column: 23, scope: !319, inlinedAt: !305)
!319 = distinct !DILexicalBlock(scope: !301, file: !2, line: 30, column: 13)
!320 = !DILocation(line: 31, column: 10, scope: !301, inlinedAt: !305)
!321 = !DILocation(line: 32, column: 18, scope: !301, inlinedAt: !305)
!322 = !DILocation(line: 33, column: 16, scope: !323, inlinedAt: !305)
!323 = distinct !DILexicalBlock(scope: !301, file: !2, line: 33, column: 13)
!324 = !DILocation(line: 33, column: 13, scope: !301, inlinedAt: !305)
!325 = !DILocation(line: 33, column: 26, scope: !323, inlinedAt: !305)
!326 = !DILocation(line: 33, column: 24, scope: !323, inlinedAt: !305)
!327 = !DILocation(line: 34, column: 20, scope: !328, inlinedAt: !305)
!328 = distinct !DILexicalBlock(scope: !323, file: !2, line: 34, column: 18)
!329 = !DILocation(line: 34, column: 18, scope: !323, inlinedAt: !305)
!330 = !DILocation(line: 34, column: 32, scope: !331, inlinedAt: !305)
!331 = distinct !DILexicalBlock(scope: !328, file: !2, line: 34, column: 26)
!332 = !DILocation(line: 34, column: 37, scope: !331, inlinedAt: !305)
!333 = !DILocation(line: 38, column: 42, scope: !334)
!334 = distinct !DILexicalBlock(scope: !293, file: !2, line: 38, column: 42)
!335 = !DILocation(line: 35, column: 21, scope: !328, inlinedAt: !305)
!336 = !DILocation(line: 35, column: 32, scope: !328, inlinedAt: !305)
!337 = !DILocation(line: 35, column: 40, scope: !328, inlinedAt: !305)
!338 = !DILocation(line: 35, column: 18, scope: !328, inlinedAt: !305)
!339 = distinct !{!339, !340, !341}
!340 = !DILocation(line: 27, column: 5, scope: !303, inlinedAt: !305)
!341 = !DILocation(line: 36, column: 5, scope: !303, inlinedAt: !305)
!342 = !DILocation(line: 38, scope: !293)
!343 = !DILocation(line: 0, scope: !293)
!344 = !DILocation(line: 11, column: 33, scope: !207, inlinedAt: !345)
!345 = distinct !DILocation(line: 38, column: 53, scope: !346)
!346 = distinct !DILexicalBlock(scope: !347, file: !2, line: 38, column: 51)
!347 = distinct !DILexicalBlock(scope: !334, file: !2, line: 38, column: 42)
!348 = !DILocation(line: 11, column: 36, scope: !207, inlinedAt: !345)
!349 = !DILocation(line: 11, column: 26, scope: !207, inlinedAt: !345)
!350 = !DILocation(line: 11, column: 45, scope: !207, inlinedAt: !345)
!351 = distinct !{!351, !349, !350, !187}
!352 = !DILocation(line: 38, column: 65, scope: !353)
!353 = distinct !DILexicalBlock(scope: !346, file: !2, line: 38, column: 65)
!354 = !DILocation(line: 38, column: 66, scope: !353)
!355 = !DILocation(line: 38, column: 65, scope: !346)
!356 = !DILocation(line: 38, column: 79, scope: !357)
!357 = distinct !DILexicalBlock(scope: !353, file: !2, line: 38, column: 76)
!358 = !DILocation(line: 26, column: 14, scope: !297, inlinedAt: !359)
!359 = distinct !DILocation(line: 38, column: 88, scope: !357)
!360 = !DILocation(line: 0, scope: !297, inlinedAt: !359)
!361 = !DILocation(line: 27, column: 5, scope: !297, inlinedAt: !359)
!362 = !DILocation(line: 26, column: 10, scope: !297, inlinedAt: !359)
!363 = !DILocation(line: 11, column: 33, scope: !207, inlinedAt: !364)
!364 = distinct !DILocation(line: 28, column: 9, scope: !301, inlinedAt: !359)
!365 = !DILocation(line: 11, column: 36, scope: !207, inlinedAt: !364)
!366 = !DILocation(line: 11, column: 26, scope: !207, inlinedAt: !364)
!367 = !DILocation(line: 11, column: 45, scope: !207, inlinedAt: !364)
!368 = distinct !{!368, !366, !367, !187}
!369 = !DILocation(line: 29, column: 19, scope: !301, inlinedAt: !359)
!370 = !DILocation(line: 29, column: 20, scope: !301, inlinedAt: !359)
!371 = !DILocation(line: 0, scope: !301, inlinedAt: !359)
!372 = !DILocation(line: 30, column: 23, scope: !319, inlinedAt: !359)
!373 = !DILocation(line: 31, column: 10, scope: !301, inlinedAt: !359)
!374 = !DILocation(line: 32, column: 18, scope: !301, inlinedAt: !359)
!375 = !DILocation(line: 33, column: 16, scope: !323, inlinedAt: !359)
!376 = !DILocation(line: 33, column: 13, scope: !301, inlinedAt: !359)
!377 = !DILocation(line: 33, column: 26, scope: !323, inlinedAt: !359)
!378 = !DILocation(line: 33, column: 24, scope: !323, inlinedAt: !359)
!379 = !DILocation(line: 34, column: 20, scope: !328, inlinedAt: !359)
!380 = !DILocation(line: 34, column: 18, scope: !323, inlinedAt: !359)
!381 = !DILocation(line: 34, column: 32, scope: !331, inlinedAt: !359)
!382 = !DILocation(line: 34, column: 37, scope: !331, inlinedAt: !359)
!383 = !DILocation(line: 35, column: 21, scope: !328, inlinedAt: !359)
!384 = !DILocation(line: 35, column: 32, scope: !328, inlinedAt: !359)
!385 = !DILocation(line: 35, column: 40, scope: !328, inlinedAt: !359)
!386 = !DILocation(line: 35, column: 18, scope: !328, inlinedAt: !359)
!387 = distinct !{!387, !388, !389}
!388 = !DILocation(line: 27, column: 5, scope: !303, inlinedAt: !359)
!389 = !DILocation(line: 36, column: 5, scope: !303, inlinedAt: !359)
!390 = !DILocation(line: 38, column: 85, scope: !357)
!391 = !DILocation(line: 38, column: 96, scope: !357)
!392 = !DILocation(line: 38, column: 121, scope: !393)
!393 = distinct !DILexicalBlock(scope: !394, file: !2, line: 38, column: 118)
!394 = distinct !DILexicalBlock(scope: !353, file: !2, line: 38, column: 107)
!395 = !DILocation(line: 26, column: 14, scope: !297, inlinedAt: !396)
!396 = distinct !DILocation(line: 38, column: 130, scope: !393)
!397 = !DILocation(line: 0, scope: !297, inlinedAt: !396)
!398 = !DILocation(line: 27, column: 5, scope: !297, inlinedAt: !396)
!399 = !DILocation(line: 26, column: 10, scope: !297, inlinedAt: !396)
!400 = !DILocation(line: 11, column: 33, scope: !207, inlinedAt: !401)
!401 = distinct !DILocation(line: 28, column: 9, scope: !301, inlinedAt: !396)
!402 = !DILocation(line: 11, column: 36, scope: !207, inlinedAt: !401)
!403 = !DILocation(line: 11, column: 26, scope: !207, inlinedAt: !401)
!404 = !DILocation(line: 11, column: 45, scope: !207, inlinedAt: !401)
!405 = distinct !{!405, !403, !404, !187}
!406 = !DILocation(line: 29, column: 19, scope: !301, inlinedAt: !396)
!407 = !DILocation(line: 29, column: 20, scope: !301, inlinedAt: !396)
!408 = !DILocation(line: 0, scope: !301, inlinedAt: !396)
!409 = !DILocation(line: 30, column: 23, scope: !319, inlinedAt: !396)
!410 = !DILocation(line: 31, column: 10, scope: !301, inlinedAt: !396)
!411 = !DILocation(line: 32, column: 18, scope: !301, inlinedAt: !396)
!412 = !DILocation(line: 33, column: 16, scope: !323, inlinedAt: !396)
!413 = !DILocation(line: 33, column: 13, scope: !301, inlinedAt: !396)
!414 = !DILocation(line: 33, column: 26, scope: !323, inlinedAt: !396)
!415 = !DILocation(line: 33, column: 24, scope: !323, inlinedAt: !396)
!416 = !DILocation(line: 34, column: 20, scope: !328, inlinedAt: !396)
!417 = !DILocation(line: 34, column: 18, scope: !323, inlinedAt: !396)
!418 = !DILocation(line: 34, column: 32, scope: !331, inlinedAt: !396)
!419 = !DILocation(line: 34, column: 37, scope: !331, inlinedAt: !396)
!420 = !DILocation(line: 35, column: 21, scope: !328, inlinedAt: !396)
!421 = !DILocation(line: 35, column: 32, scope: !328, inlinedAt: !396)
!422 = !DILocation(line: 35, column: 40, scope: !328, inlinedAt: !396)
!423 = !DILocation(line: 35, column: 18, scope: !328, inlinedAt: !396)
!424 = distinct !{!424, !425, !426}
!425 = !DILocation(line: 27, column: 5, scope: !303, inlinedAt: !396)
!426 = !DILocation(line: 36, column: 5, scope: !303, inlinedAt: !396)
!427 = !DILocation(line: 38, column: 127, scope: !393)
!428 = distinct !{!428, !333, !429}
!429 = !DILocation(line: 38, column: 155, scope: !334)
!430 = !DILocation(line: 38, column: 145, scope: !394)
!431 = distinct !DISubprogram(name: "power", scope: !2, file: !2, line: 20, type: !156, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !432)
!432 = !{!433, !434, !437, !438}
!433 = !DILocalVariable(name: "b", scope: !431, file: !2, line: 21, type: !111)
!434 = !DILocalVariable(name: "e", scope: !435, file: !2, line: 22, type: !111)
!435 = distinct !DILexicalBlock(scope: !436, file: !2, line: 22, column: 20)
!436 = distinct !DILexicalBlock(scope: !431, file: !2, line: 22, column: 9)
!437 = !DILocalVariable(name: "r", scope: !435, file: !2, line: 22, type: !111)
!438 = !DILocalVariable(name: "i", scope: !439, file: !2, line: 22, type: !111)
!439 = distinct !DILexicalBlock(scope: !435, file: !2, line: 22, column: 57)
!440 = !DILocation(line: 21, column: 14, scope: !431)
!441 = !DILocation(line: 0, scope: !431)
!442 = !DILocation(line: 11, column: 33, scope: !207, inlinedAt: !443)
!443 = distinct !DILocation(line: 21, column: 23, scope: !431)
!444 = !DILocation(line: 11, column: 36, scope: !207, inlinedAt: !443)
!445 = !DILocation(line: 11, column: 26, scope: !207, inlinedAt: !443)
!446 = !DILocation(line: 11, column: 45, scope: !207, inlinedAt: !443)
!447 = distinct !{!447, !445, !446, !187}
!448 = !DILocation(line: 22, column: 9, scope: !436)
!449 = !DILocation(line: 22, column: 10, scope: !436)
!450 = !DILocation(line: 22, column: 12, scope: !436)
!451 = !DILocation(line: 22, column: 9, scope: !431)
!452 = !DILocation(line: 22, column: 23, scope: !435)
!453 = !DILocation(line: 22, column: 36, scope: !435)
!454 = !DILocation(line: 0, scope: !435)
!455 = !DILocation(line: 0, scope: !439)
!456 = !DILocation(line: 22, column: 76, scope: !457)
!457 = distinct !DILexicalBlock(scope: !439, file: !2, line: 22, column: 57)
!458 = !DILocation(line: 22, column: 57, scope: !439)
!459 = distinct !{!459, !458, !460, !187}
!460 = !DILocation(line: 22, column: 101, scope: !439)
!461 = !DILocation(line: 22, column: 98, scope: !457)
!462 = distinct !{!462, !463}
!463 = !{!"llvm.loop.unroll.disable"}
!464 = !DILocation(line: 24, column: 1, scope: !431)
!465 = distinct !DISubprogram(name: "unary", scope: !2, file: !2, line: 19, type: !156, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70)
!466 = !DILocation(line: 11, column: 33, scope: !207, inlinedAt: !467)
!467 = distinct !DILocation(line: 19, column: 27, scope: !465)
!468 = !DILocation(line: 11, column: 36, scope: !207, inlinedAt: !467)
!469 = !DILocation(line: 11, column: 26, scope: !207, inlinedAt: !467)
!470 = !DILocation(line: 11, column: 45, scope: !207, inlinedAt: !467)
!471 = distinct !{!471, !469, !470, !187}
!472 = !DILocation(line: 19, column: 39, scope: !473)
!473 = distinct !DILexicalBlock(scope: !465, file: !2, line: 19, column: 39)
!474 = !DILocation(line: 19, column: 39, scope: !465)
!475 = !DILocation(line: 15, column: 94, scope: !476, inlinedAt: !484)
!476 = distinct !DILexicalBlock(scope: !477, file: !2, line: 15, column: 33)
!477 = distinct !DILexicalBlock(scope: !478, file: !2, line: 15, column: 9)
!478 = distinct !DISubprogram(name: "primary", scope: !2, file: !2, line: 12, type: !156, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !479)
!479 = !{!480, !483}
!480 = !DILocalVariable(name: "v", scope: !481, file: !2, line: 14, type: !111)
!481 = distinct !DILexicalBlock(scope: !482, file: !2, line: 14, column: 20)
!482 = distinct !DILexicalBlock(scope: !478, file: !2, line: 14, column: 9)
!483 = !DILocalVariable(name: "v", scope: !476, file: !2, line: 15, type: !111)
!484 = distinct !DILocation(line: 19, column: 123, scope: !465)
!485 = !DILocation(line: 15, column: 64, scope: !476, inlinedAt: !484)
!486 = !DILocation(line: 19, column: 134, scope: !465)
!487 = !DILocation(line: 19, column: 53, scope: !488)
!488 = distinct !DILexicalBlock(scope: !473, file: !2, line: 19, column: 50)
!489 = !DILocation(line: 19, column: 65, scope: !488)
!490 = !DILocation(line: 19, column: 64, scope: !488)
!491 = !DILocation(line: 19, column: 94, scope: !492)
!492 = distinct !DILexicalBlock(scope: !493, file: !2, line: 19, column: 91)
!493 = distinct !DILexicalBlock(scope: !465, file: !2, line: 19, column: 80)
!494 = !DILocation(line: 19, column: 105, scope: !492)
!495 = !DILocation(line: 14, column: 23, scope: !481, inlinedAt: !484)
!496 = !DILocation(line: 53, column: 33, scope: !155, inlinedAt: !497)
!497 = distinct !DILocation(line: 14, column: 36, scope: !481, inlinedAt: !484)
!498 = !DILocation(line: 0, scope: !481, inlinedAt: !484)
!499 = !DILocation(line: 11, column: 33, scope: !207, inlinedAt: !500)
!500 = distinct !DILocation(line: 14, column: 44, scope: !481, inlinedAt: !484)
!501 = !DILocation(line: 11, column: 36, scope: !207, inlinedAt: !500)
!502 = !DILocation(line: 11, column: 26, scope: !207, inlinedAt: !500)
!503 = !DILocation(line: 11, column: 45, scope: !207, inlinedAt: !500)
!504 = distinct !{!504, !502, !503, !187}
!505 = !DILocation(line: 14, column: 56, scope: !506, inlinedAt: !484)
!506 = distinct !DILexicalBlock(scope: !481, file: !2, line: 14, column: 56)
!507 = !DILocation(line: 14, column: 57, scope: !506, inlinedAt: !484)
!508 = !DILocation(line: 14, column: 59, scope: !506, inlinedAt: !484)
!509 = !DILocation(line: 14, column: 56, scope: !481, inlinedAt: !484)
!510 = !DILocation(line: 14, column: 68, scope: !506, inlinedAt: !484)
!511 = !DILocation(line: 14, column: 67, scope: !506, inlinedAt: !484)
!512 = !DILocation(line: 14, column: 81, scope: !506, inlinedAt: !484)
!513 = !DILocation(line: 15, column: 19, scope: !477, inlinedAt: !484)
!514 = !DILocation(line: 0, scope: !476, inlinedAt: !484)
!515 = !DILocation(line: 15, column: 84, scope: !476, inlinedAt: !484)
!516 = !DILocation(line: 15, column: 92, scope: !476, inlinedAt: !484)
!517 = !DILocation(line: 15, column: 97, scope: !476, inlinedAt: !484)
!518 = !DILocation(line: 15, column: 89, scope: !476, inlinedAt: !484)
!519 = !DILocation(line: 15, column: 54, scope: !476, inlinedAt: !484)
!520 = distinct !{!520, !521, !522, !187}
!521 = !DILocation(line: 15, column: 47, scope: !476, inlinedAt: !484)
!522 = !DILocation(line: 15, column: 102, scope: !476, inlinedAt: !484)
!523 = !DILocation(line: 16, column: 9, scope: !478, inlinedAt: !484)
!524 = !DILocation(line: 17, column: 5, scope: !478, inlinedAt: !484)
