; ModuleID = 'programs/ast_expression_eval.c'
source_filename = "programs/ast_expression_eval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.env = type { i8, i64, ptr }

@.str = private unnamed_addr constant [10 x i8] c"+ 1 * 2 3\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"@x 5 * x + x 1\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [14 x i8] c"- * 0 y + 3 4\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [21 x i8] c"@a 10 @b 3 % * a a b\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [10 x i8] c"/ 7 - 2 2\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [12 x i8] c"+ ~ 5 ~ ~ 6\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [20 x i8] c"@x 2 @x * x x * x x\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [6 x i8] c"+ q 0\00", align 1, !dbg !34
@__const.main.progs = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@__const.main.g = private unnamed_addr constant %struct.env { i8 121, i64 100, ptr null }, align 8
@src = internal global ptr null, align 8, !dbg !39
@.str.8 = private unnamed_addr constant [32 x i8] c"%-24s = %ld err=%d simplified: \00", align 1, !dbg !74
@.str.9 = private unnamed_addr constant [15 x i8] c" = %ld err=%d\0A\00", align 1, !dbg !79
@.str.12 = private unnamed_addr constant [4 x i8] c"%ld\00", align 1, !dbg !88
@.str.14 = private unnamed_addr constant [3 x i8] c"-(\00", align 1, !dbg !95
@.str.17 = private unnamed_addr constant [5 x i8] c" %c \00", align 1, !dbg !104
@.str.18 = private unnamed_addr constant [10 x i8] c"let %c = \00", align 1, !dbg !109
@.str.19 = private unnamed_addr constant [5 x i8] c" in \00", align 1, !dbg !111

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !123 {
    #dbg_assign(i1 undef, !127, !DIExpression(), !173, ptr @__const.main.progs, !DIExpression(), !174)
  %1 = alloca %struct.env, align 8, !DIAssignID !175
    #dbg_assign(i1 undef, !131, !DIExpression(), !175, ptr %1, !DIExpression(), !174)
  %2 = alloca %struct.env, align 8, !DIAssignID !176
    #dbg_assign(i1 undef, !140, !DIExpression(), !176, ptr %2, !DIExpression(), !174)
  %3 = alloca i32, align 4, !DIAssignID !177
    #dbg_assign(i1 undef, !169, !DIExpression(), !177, ptr %3, !DIExpression(), !178)
  %4 = alloca i32, align 4, !DIAssignID !179
    #dbg_assign(i1 undef, !171, !DIExpression(), !179, ptr %4, !DIExpression(), !178)
    #dbg_assign(i1 undef, !127, !DIExpression(), !180, ptr @__const.main.progs, !DIExpression(), !174)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #11, !dbg !181
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.g, i64 24, i1 false), !dbg !182, !DIAssignID !183
    #dbg_assign(i1 undef, !131, !DIExpression(), !183, ptr %1, !DIExpression(), !174)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #11, !dbg !181
  store i8 113, ptr %2, align 8, !dbg !184, !tbaa !185, !DIAssignID !191
    #dbg_assign(i8 113, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !191, ptr %2, !DIExpression(), !174)
  %5 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !184
  store i64 -42, ptr %5, align 8, !dbg !184, !tbaa !192, !DIAssignID !193
    #dbg_assign(i64 -42, !140, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !193, ptr %5, !DIExpression(), !174)
  %6 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !184
  store ptr %1, ptr %6, align 8, !dbg !184, !tbaa !194, !DIAssignID !195
    #dbg_assign(ptr %1, !140, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !195, ptr %6, !DIExpression(), !174)
    #dbg_value(i64 0, !141, !DIExpression(), !174)
    #dbg_value(i32 0, !142, !DIExpression(), !196)
  br label %10, !dbg !197

7:                                                ; preds = %10
  %8 = trunc i64 %23 to i32, !dbg !198
  %9 = and i32 %8, 127, !dbg !198
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11, !dbg !199
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #11, !dbg !199
  ret i32 %9, !dbg !200

10:                                               ; preds = %0, %10
  %11 = phi i64 [ 0, %0 ], [ %24, %10 ]
  %12 = phi i64 [ 0, %0 ], [ %23, %10 ]
    #dbg_value(i64 %12, !141, !DIExpression(), !174)
    #dbg_value(i64 %11, !142, !DIExpression(), !196)
  %13 = getelementptr inbounds [8 x ptr], ptr @__const.main.progs, i64 0, i64 %11, !dbg !201
  %14 = load ptr, ptr %13, align 8, !dbg !201, !tbaa !202
  store ptr %14, ptr @src, align 8, !dbg !203, !tbaa !202
  %15 = call fastcc ptr @parse(), !dbg !204
    #dbg_value(ptr %15, !144, !DIExpression(), !178)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #11, !dbg !205
  store i32 0, ptr %3, align 4, !dbg !206, !tbaa !207, !DIAssignID !209
    #dbg_assign(i32 0, !169, !DIExpression(), !209, ptr %3, !DIExpression(), !178)
  %16 = call fastcc i64 @eval(ptr noundef %15, ptr noundef nonnull %2, ptr noundef nonnull %3), !dbg !210
    #dbg_value(i64 %16, !170, !DIExpression(), !178)
  %17 = call fastcc ptr @simplify(ptr noundef %15), !dbg !211
    #dbg_value(ptr %17, !144, !DIExpression(), !178)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #11, !dbg !212
  store i32 0, ptr %4, align 4, !dbg !213, !tbaa !207, !DIAssignID !214
    #dbg_assign(i32 0, !171, !DIExpression(), !214, ptr %4, !DIExpression(), !178)
  %18 = call fastcc i64 @eval(ptr noundef %17, ptr noundef nonnull %2, ptr noundef nonnull %4), !dbg !215
    #dbg_value(i64 %18, !172, !DIExpression(), !178)
  %19 = load i32, ptr %3, align 4, !dbg !216, !tbaa !207
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %14, i64 noundef %16, i32 noundef %19), !dbg !217
  call fastcc void @show(ptr noundef %17), !dbg !218
  %21 = load i32, ptr %4, align 4, !dbg !219, !tbaa !207
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %18, i32 noundef %21), !dbg !220
  %23 = add nsw i64 %16, %12, !dbg !221
    #dbg_value(i64 %23, !141, !DIExpression(), !174)
  call fastcc void @free_expr(ptr noundef %17), !dbg !222
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #11, !dbg !223
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #11, !dbg !223
  %24 = add nuw nsw i64 %11, 1, !dbg !224
    #dbg_value(i64 %24, !142, !DIExpression(), !196)
  %25 = icmp eq i64 %24, 8, !dbg !225
  br i1 %25, label %7, label %10, !dbg !197, !llvm.loop !226
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc noalias noundef ptr @parse() unnamed_addr #3 !dbg !229 {
  %1 = load ptr, ptr @src, align 8, !tbaa !202
  %2 = load i8, ptr %1, align 1, !dbg !246, !tbaa !251
  %3 = icmp eq i8 %2, 32, !dbg !252
  br i1 %3, label %4, label %9, !dbg !253

4:                                                ; preds = %0, %4
  %5 = phi ptr [ %6, %4 ], [ %1, %0 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !254
  store ptr %6, ptr @src, align 8, !dbg !254, !tbaa !202
  %7 = load i8, ptr %6, align 1, !dbg !246, !tbaa !251
  %8 = icmp eq i8 %7, 32, !dbg !252
  br i1 %8, label %4, label %9, !dbg !253, !llvm.loop !255

9:                                                ; preds = %4, %0
  %10 = phi i8 [ %2, %0 ], [ %7, %4 ], !dbg !256
  %11 = phi ptr [ %1, %0 ], [ %6, %4 ], !dbg !256
  %12 = tail call ptr @__ctype_b_loc() #12, !dbg !256
  %13 = load ptr, ptr %12, align 8, !dbg !256, !tbaa !202
  %14 = zext i8 %10 to i64, !dbg !256
  %15 = getelementptr inbounds i16, ptr %13, i64 %14, !dbg !256
  %16 = load i16, ptr %15, align 2, !dbg !256, !tbaa !257
  %17 = and i16 %16, 2048, !dbg !256
  %18 = icmp eq i16 %17, 0, !dbg !256
  br i1 %18, label %23, label %19, !dbg !259

19:                                               ; preds = %9
    #dbg_value(i32 0, !260, !DIExpression(), !266)
  %20 = tail call noalias noundef dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #13, !dbg !268
    #dbg_value(ptr %20, !265, !DIExpression(), !266)
    #dbg_value(ptr %20, !233, !DIExpression(), !269)
  %21 = tail call i64 @strtol(ptr noundef nonnull %11, ptr noundef nonnull @src, i32 noundef 10) #11, !dbg !270
  %22 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !271
  store i64 %21, ptr %22, align 8, !dbg !272, !tbaa !251
  br label %25

23:                                               ; preds = %9
  %24 = icmp eq i8 %10, 126, !dbg !273
  br i1 %24, label %27, label %32, !dbg !274

25:                                               ; preds = %68, %19, %58, %38, %27
  %26 = phi ptr [ %29, %27 ], [ %39, %38 ], [ %60, %58 ], [ %20, %19 ], [ %69, %68 ]
  ret ptr %26, !dbg !275

27:                                               ; preds = %23
  %28 = getelementptr inbounds i8, ptr %11, i64 1, !dbg !276
  store ptr %28, ptr @src, align 8, !dbg !276, !tbaa !202
    #dbg_value(i32 2, !260, !DIExpression(), !277)
  %29 = tail call noalias noundef dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #13, !dbg !279
    #dbg_value(ptr %29, !265, !DIExpression(), !277)
  store i32 2, ptr %29, align 8, !dbg !280, !tbaa !281
    #dbg_value(ptr %29, !236, !DIExpression(), !283)
  %30 = tail call fastcc ptr @parse(), !dbg !284
  %31 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !285
  store ptr %30, ptr %31, align 8, !dbg !286, !tbaa !251
  br label %25, !dbg !275

32:                                               ; preds = %23
  %33 = icmp ugt i8 %10, 63, !dbg !287
  %34 = shl nuw i64 1, %14, !dbg !287
  %35 = and i64 %34, 189253438930945, !dbg !287
  %36 = icmp eq i64 %35, 0, !dbg !287
  %37 = select i1 %33, i1 true, i1 %36, !dbg !287
  br i1 %37, label %47, label %38, !dbg !288

38:                                               ; preds = %32
    #dbg_value(i32 3, !260, !DIExpression(), !289)
  %39 = tail call noalias noundef dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #13, !dbg !291
    #dbg_value(ptr %39, !265, !DIExpression(), !289)
  store i32 3, ptr %39, align 8, !dbg !292, !tbaa !281
    #dbg_value(ptr %39, !239, !DIExpression(), !293)
  %40 = getelementptr inbounds i8, ptr %11, i64 1, !dbg !294
  store ptr %40, ptr @src, align 8, !dbg !294, !tbaa !202
  %41 = load i8, ptr %11, align 1, !dbg !295, !tbaa !251
  %42 = getelementptr inbounds i8, ptr %39, i64 8, !dbg !296
  store i8 %41, ptr %42, align 8, !dbg !297, !tbaa !251
  %43 = tail call fastcc ptr @parse(), !dbg !298
  %44 = getelementptr inbounds i8, ptr %39, i64 16, !dbg !299
  store ptr %43, ptr %44, align 8, !dbg !300, !tbaa !251
  %45 = tail call fastcc ptr @parse(), !dbg !301
  %46 = getelementptr inbounds i8, ptr %39, i64 24, !dbg !302
  store ptr %45, ptr %46, align 8, !dbg !303, !tbaa !251
  br label %25, !dbg !275

47:                                               ; preds = %32
  %48 = icmp eq i8 %10, 64, !dbg !304
  br i1 %48, label %49, label %68, !dbg !305

49:                                               ; preds = %47
  %50 = getelementptr inbounds i8, ptr %11, i64 1, !dbg !306
  store ptr %50, ptr @src, align 8, !dbg !306, !tbaa !202
  %51 = load i8, ptr %50, align 1, !dbg !307, !tbaa !251
  %52 = icmp eq i8 %51, 32, !dbg !309
  br i1 %52, label %53, label %58, !dbg !310

53:                                               ; preds = %49, %53
  %54 = phi ptr [ %55, %53 ], [ %50, %49 ]
  %55 = getelementptr inbounds i8, ptr %54, i64 1, !dbg !311
  store ptr %55, ptr @src, align 8, !dbg !311, !tbaa !202
  %56 = load i8, ptr %55, align 1, !dbg !307, !tbaa !251
  %57 = icmp eq i8 %56, 32, !dbg !309
  br i1 %57, label %53, label %58, !dbg !310, !llvm.loop !312

58:                                               ; preds = %53, %49
  %59 = phi ptr [ %50, %49 ], [ %55, %53 ], !dbg !313
    #dbg_value(i32 4, !260, !DIExpression(), !314)
  %60 = tail call noalias noundef dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #13, !dbg !316
    #dbg_value(ptr %60, !265, !DIExpression(), !314)
  store i32 4, ptr %60, align 8, !dbg !317, !tbaa !281
    #dbg_value(ptr %60, !242, !DIExpression(), !318)
  %61 = getelementptr inbounds i8, ptr %59, i64 1, !dbg !313
  store ptr %61, ptr @src, align 8, !dbg !313, !tbaa !202
  %62 = load i8, ptr %59, align 1, !dbg !319, !tbaa !251
  %63 = getelementptr inbounds i8, ptr %60, i64 8, !dbg !320
  store i8 %62, ptr %63, align 8, !dbg !321, !tbaa !251
  %64 = tail call fastcc ptr @parse(), !dbg !322
  %65 = getelementptr inbounds i8, ptr %60, i64 16, !dbg !323
  store ptr %64, ptr %65, align 8, !dbg !324, !tbaa !251
  %66 = tail call fastcc ptr @parse(), !dbg !325
  %67 = getelementptr inbounds i8, ptr %60, i64 24, !dbg !326
  store ptr %66, ptr %67, align 8, !dbg !327, !tbaa !251
  br label %25, !dbg !275

68:                                               ; preds = %47
    #dbg_value(i32 1, !260, !DIExpression(), !328)
  %69 = tail call noalias noundef dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #13, !dbg !330
    #dbg_value(ptr %69, !265, !DIExpression(), !328)
  store i32 1, ptr %69, align 8, !dbg !331, !tbaa !281
    #dbg_value(ptr %69, !245, !DIExpression(), !332)
  %70 = getelementptr inbounds i8, ptr %11, i64 1, !dbg !333
  store ptr %70, ptr @src, align 8, !dbg !333, !tbaa !202
  %71 = load i8, ptr %11, align 1, !dbg !334, !tbaa !251
  %72 = getelementptr inbounds i8, ptr %69, i64 8, !dbg !335
  store i8 %71, ptr %72, align 8, !dbg !336, !tbaa !251
  br label %25
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @eval(ptr nocapture noundef readonly %0, ptr noundef %1, ptr noundef %2) unnamed_addr #4 !dbg !337 {
  %4 = alloca %struct.env, align 8, !DIAssignID !353
    #dbg_assign(i1 undef, !347, !DIExpression(), !353, ptr %4, !DIExpression(), !354)
    #dbg_value(ptr %0, !344, !DIExpression(), !355)
    #dbg_value(ptr %1, !345, !DIExpression(), !355)
    #dbg_value(ptr %2, !346, !DIExpression(), !355)
  %5 = load i32, ptr %0, align 8, !dbg !356, !tbaa !281
  switch i32 %5, label %26 [
    i32 0, label %11
    i32 1, label %6
    i32 2, label %28
    i32 4, label %33
    i32 3, label %44
  ], !dbg !357

6:                                                ; preds = %3
    #dbg_value(ptr %1, !345, !DIExpression(), !355)
  %7 = icmp eq ptr %1, null, !dbg !358
  br i1 %7, label %25, label %8, !dbg !358

8:                                                ; preds = %6
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load i8, ptr %9, align 8, !tbaa !251
  br label %14, !dbg !358

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !360
  %13 = load i64, ptr %12, align 8, !dbg !361, !tbaa !251
  br label %26, !dbg !362

14:                                               ; preds = %8, %21
  %15 = phi ptr [ %1, %8 ], [ %23, %21 ]
    #dbg_value(ptr %15, !345, !DIExpression(), !355)
  %16 = load i8, ptr %15, align 8, !dbg !363, !tbaa !185
  %17 = icmp eq i8 %16, %10, !dbg !366
  br i1 %17, label %18, label %21, !dbg !367

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !368
  %20 = load i64, ptr %19, align 8, !dbg !368, !tbaa !192
  br label %26, !dbg !369

21:                                               ; preds = %14
  %22 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !370
  %23 = load ptr, ptr %22, align 8, !dbg !370, !tbaa !194
    #dbg_value(ptr %23, !345, !DIExpression(), !355)
  %24 = icmp eq ptr %23, null, !dbg !358
  br i1 %24, label %25, label %14, !dbg !358, !llvm.loop !371

25:                                               ; preds = %21, %6
  store i32 1, ptr %2, align 4, !dbg !373, !tbaa !207
  br label %26, !dbg !374

26:                                               ; preds = %3, %53, %55, %57, %61, %62, %66, %67, %33, %25, %18, %11, %28
  %27 = phi i64 [ %32, %28 ], [ %43, %33 ], [ %20, %18 ], [ 0, %25 ], [ %13, %11 ], [ %68, %67 ], [ 0, %66 ], [ %63, %62 ], [ 0, %61 ], [ %58, %57 ], [ %56, %55 ], [ %54, %53 ], [ 0, %3 ]
  ret i64 %27, !dbg !375

28:                                               ; preds = %3
  %29 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !376
  %30 = load ptr, ptr %29, align 8, !dbg !377, !tbaa !251
  %31 = tail call fastcc i64 @eval(ptr noundef %30, ptr noundef %1, ptr noundef %2), !dbg !378
  %32 = sub nsw i64 0, %31, !dbg !379
  br label %26, !dbg !375

33:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11, !dbg !380
  %34 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !381
  %35 = load i8, ptr %34, align 8, !dbg !382, !tbaa !251
  store i8 %35, ptr %4, align 8, !dbg !383, !tbaa !185, !DIAssignID !384
    #dbg_assign(i8 %35, !347, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !384, ptr %4, !DIExpression(), !354)
  %36 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !383
  %37 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !385
  %38 = load ptr, ptr %37, align 8, !dbg !385, !tbaa !251
  %39 = tail call fastcc i64 @eval(ptr noundef %38, ptr noundef %1, ptr noundef %2), !dbg !386
  store i64 %39, ptr %36, align 8, !dbg !383, !tbaa !192, !DIAssignID !387
    #dbg_assign(i64 %39, !347, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !387, ptr %36, !DIExpression(), !354)
  %40 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !383
  store ptr %1, ptr %40, align 8, !dbg !383, !tbaa !194, !DIAssignID !388
    #dbg_assign(ptr %1, !347, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !388, ptr %40, !DIExpression(), !354)
  %41 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !389
  %42 = load ptr, ptr %41, align 8, !dbg !389, !tbaa !251
  %43 = call fastcc i64 @eval(ptr noundef %42, ptr noundef nonnull %4, ptr noundef %2), !dbg !390
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11, !dbg !391
  br label %26

44:                                               ; preds = %3
  %45 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !392
  %46 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !393
  %47 = load ptr, ptr %46, align 8, !dbg !393, !tbaa !251
  %48 = tail call fastcc i64 @eval(ptr noundef %47, ptr noundef %1, ptr noundef %2), !dbg !394
    #dbg_value(i64 %48, !350, !DIExpression(), !395)
  %49 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !396
  %50 = load ptr, ptr %49, align 8, !dbg !396, !tbaa !251
  %51 = tail call fastcc i64 @eval(ptr noundef %50, ptr noundef %1, ptr noundef %2), !dbg !397
    #dbg_value(i64 %51, !352, !DIExpression(), !395)
  %52 = load i8, ptr %45, align 8, !dbg !398, !tbaa !251
  switch i8 %52, label %64 [
    i8 43, label %53
    i8 45, label %55
    i8 42, label %57
    i8 47, label %59
  ], !dbg !399

53:                                               ; preds = %44
  %54 = add nsw i64 %51, %48, !dbg !400
  br label %26, !dbg !402

55:                                               ; preds = %44
  %56 = sub nsw i64 %48, %51, !dbg !403
  br label %26, !dbg !404

57:                                               ; preds = %44
  %58 = mul nsw i64 %51, %48, !dbg !405
  br label %26, !dbg !406

59:                                               ; preds = %44
  %60 = icmp eq i64 %51, 0, !dbg !407
  br i1 %60, label %61, label %62, !dbg !409

61:                                               ; preds = %59
  store i32 2, ptr %2, align 4, !dbg !410, !tbaa !207
  br label %26, !dbg !412

62:                                               ; preds = %59
  %63 = sdiv i64 %48, %51, !dbg !413
  br label %26, !dbg !414

64:                                               ; preds = %44
  %65 = icmp eq i64 %51, 0, !dbg !415
  br i1 %65, label %66, label %67, !dbg !417

66:                                               ; preds = %64
  store i32 2, ptr %2, align 4, !dbg !418, !tbaa !207
  br label %26, !dbg !420

67:                                               ; preds = %64
  %68 = srem i64 %48, %51, !dbg !421
  br label %26, !dbg !422
}

; Function Attrs: nounwind uwtable
define internal fastcc noundef ptr @simplify(ptr noundef %0) unnamed_addr #0 !dbg !423 {
  %2 = alloca i32, align 4, !DIAssignID !443
    #dbg_assign(i1 undef, !435, !DIExpression(), !443, ptr %2, !DIExpression(), !444)
    #dbg_value(ptr %0, !427, !DIExpression(), !445)
  %3 = load i32, ptr %0, align 8, !dbg !446, !tbaa !281
  %4 = icmp eq i32 %3, 2, !dbg !447
  br i1 %4, label %5, label %17, !dbg !448

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !449
  %7 = load ptr, ptr %6, align 8, !dbg !450, !tbaa !251
  %8 = tail call fastcc ptr @simplify(ptr noundef %7), !dbg !451
  store ptr %8, ptr %6, align 8, !dbg !452, !tbaa !251
  %9 = load i32, ptr %8, align 8, !dbg !453, !tbaa !281
  %10 = icmp eq i32 %9, 0, !dbg !454
  br i1 %10, label %11, label %15, !dbg !455

11:                                               ; preds = %5
    #dbg_value(ptr %8, !428, !DIExpression(), !456)
  %12 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !457
  %13 = load i64, ptr %12, align 8, !dbg !458, !tbaa !251
  %14 = sub nsw i64 0, %13, !dbg !459
  store i64 %14, ptr %12, align 8, !dbg !460, !tbaa !251
  tail call void @free(ptr noundef nonnull %0) #11, !dbg !461
  br label %92

15:                                               ; preds = %5
  %16 = load i32, ptr %0, align 8, !dbg !462, !tbaa !281
  br label %17, !dbg !462

17:                                               ; preds = %15, %1
  %18 = phi i32 [ %16, %15 ], [ %3, %1 ], !dbg !462
  %19 = icmp eq i32 %18, 4, !dbg !464
  br i1 %19, label %20, label %28, !dbg !465

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !466
  %22 = load ptr, ptr %21, align 8, !dbg !466, !tbaa !251
  %23 = tail call fastcc ptr @simplify(ptr noundef %22), !dbg !468
  store ptr %23, ptr %21, align 8, !dbg !469, !tbaa !251
  %24 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !470
  %25 = load ptr, ptr %24, align 8, !dbg !470, !tbaa !251
  %26 = tail call fastcc ptr @simplify(ptr noundef %25), !dbg !471
  store ptr %26, ptr %24, align 8, !dbg !472, !tbaa !251
  %27 = load i32, ptr %0, align 8, !dbg !473, !tbaa !281
  br label %28, !dbg !475

28:                                               ; preds = %20, %17
  %29 = phi i32 [ %27, %20 ], [ %18, %17 ], !dbg !473
  %30 = icmp eq i32 %29, 3, !dbg !476
  br i1 %30, label %31, label %92, !dbg !477

31:                                               ; preds = %28
  %32 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !478
  %33 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !479
  %34 = load ptr, ptr %33, align 8, !dbg !479, !tbaa !251
  %35 = tail call fastcc ptr @simplify(ptr noundef %34), !dbg !480
  store ptr %35, ptr %33, align 8, !dbg !481, !tbaa !251
  %36 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !482
  %37 = load ptr, ptr %36, align 8, !dbg !482, !tbaa !251
  %38 = tail call fastcc ptr @simplify(ptr noundef %37), !dbg !483
  store ptr %38, ptr %36, align 8, !dbg !484, !tbaa !251
  %39 = load ptr, ptr %33, align 8, !dbg !485, !tbaa !251
    #dbg_value(ptr %39, !433, !DIExpression(), !445)
    #dbg_value(ptr %38, !434, !DIExpression(), !445)
  %40 = load i32, ptr %39, align 8, !dbg !486, !tbaa !281
  %41 = icmp eq i32 %40, 0, !dbg !487
  br i1 %41, label %42, label %63, !dbg !488

42:                                               ; preds = %31
  %43 = load i32, ptr %38, align 8, !dbg !489, !tbaa !281
  %44 = icmp eq i32 %43, 0, !dbg !490
  %45 = load i8, ptr %32, align 8, !dbg !491, !tbaa !251
  br i1 %44, label %46, label %61, !dbg !492

46:                                               ; preds = %42
  %47 = zext nneg i8 %45 to i64, !dbg !493
  %48 = icmp ugt i8 %45, 63, !dbg !494
  %49 = shl nuw i64 1, %47, !dbg !494
  %50 = and i64 %49, 140874927308801, !dbg !494
  %51 = icmp eq i64 %50, 0, !dbg !494
  %52 = select i1 %48, i1 true, i1 %51, !dbg !494
  br i1 %52, label %57, label %53, !dbg !495

53:                                               ; preds = %46
  %54 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !496
  %55 = load i64, ptr %54, align 8, !dbg !497, !tbaa !251
  %56 = icmp eq i64 %55, 0, !dbg !498
  br i1 %56, label %61, label %57, !dbg !499

57:                                               ; preds = %53, %46
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #11, !dbg !500
  store i32 0, ptr %2, align 4, !dbg !501, !tbaa !207, !DIAssignID !502
    #dbg_assign(i32 0, !435, !DIExpression(), !502, ptr %2, !DIExpression(), !444)
  %58 = call fastcc i64 @eval(ptr noundef nonnull %0, ptr noundef null, ptr noundef nonnull %2), !dbg !503
    #dbg_value(i64 %58, !438, !DIExpression(), !444)
  call fastcc void @free_expr(ptr noundef nonnull %0), !dbg !504
    #dbg_value(i32 0, !260, !DIExpression(), !505)
  %59 = call noalias noundef dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #13, !dbg !507
    #dbg_value(ptr %59, !265, !DIExpression(), !505)
    #dbg_value(ptr %59, !439, !DIExpression(), !444)
  %60 = getelementptr inbounds i8, ptr %59, i64 8, !dbg !508
  store i64 %58, ptr %60, align 8, !dbg !509, !tbaa !251
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #11, !dbg !510
  br label %92

61:                                               ; preds = %53, %42
  %62 = icmp eq i8 %45, 42, !dbg !511
  br i1 %62, label %68, label %81, !dbg !512

63:                                               ; preds = %31
  %64 = load i8, ptr %32, align 8, !dbg !491, !tbaa !251
  %65 = icmp eq i8 %64, 42, !dbg !511
  br i1 %65, label %66, label %81, !dbg !512

66:                                               ; preds = %63
  %67 = load i32, ptr %38, align 8, !dbg !513, !tbaa !281
  br label %72, !dbg !512

68:                                               ; preds = %61
  %69 = getelementptr inbounds i8, ptr %39, i64 8, !dbg !514
  %70 = load i64, ptr %69, align 8, !dbg !515, !tbaa !251
  %71 = icmp eq i64 %70, 0, !dbg !516
  br i1 %71, label %79, label %72, !dbg !517

72:                                               ; preds = %66, %68
  %73 = phi i32 [ %67, %66 ], [ %43, %68 ], !dbg !513
  %74 = icmp eq i32 %73, 0, !dbg !518
  br i1 %74, label %75, label %92, !dbg !519

75:                                               ; preds = %72
  %76 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !520
  %77 = load i64, ptr %76, align 8, !dbg !521, !tbaa !251
  %78 = icmp eq i64 %77, 0, !dbg !522
  br i1 %78, label %79, label %92, !dbg !523

79:                                               ; preds = %75, %68
  tail call fastcc void @free_expr(ptr noundef nonnull %0), !dbg !524
    #dbg_value(i32 0, !260, !DIExpression(), !525)
  %80 = tail call noalias noundef dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #13, !dbg !527
    #dbg_value(ptr %80, !265, !DIExpression(), !525)
    #dbg_value(ptr %80, !440, !DIExpression(), !528)
  br label %92

81:                                               ; preds = %63, %61
  %82 = phi i8 [ %64, %63 ], [ %45, %61 ]
  %83 = icmp eq i8 %82, 43, !dbg !529
  br i1 %83, label %84, label %92, !dbg !531

84:                                               ; preds = %81
  %85 = load i32, ptr %38, align 8, !dbg !532, !tbaa !281
  %86 = icmp eq i32 %85, 0, !dbg !533
  br i1 %86, label %87, label %92, !dbg !534

87:                                               ; preds = %84
  %88 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !535
  %89 = load i64, ptr %88, align 8, !dbg !536, !tbaa !251
  %90 = icmp eq i64 %89, 0, !dbg !537
  br i1 %90, label %91, label %92, !dbg !538

91:                                               ; preds = %87
  tail call void @free(ptr noundef nonnull %38) #11, !dbg !539
  tail call void @free(ptr noundef nonnull %0) #11, !dbg !541
  br label %92, !dbg !542

92:                                               ; preds = %72, %75, %57, %79, %91, %87, %84, %81, %28, %11
  %93 = phi ptr [ %8, %11 ], [ %0, %28 ], [ %80, %79 ], [ %39, %91 ], [ %59, %57 ], [ %0, %87 ], [ %0, %84 ], [ %0, %81 ], [ %0, %75 ], [ %0, %72 ], !dbg !445
  ret ptr %93, !dbg !543
}

; Function Attrs: nofree nounwind
declare !dbg !544 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @show(ptr nocapture noundef readonly %0) unnamed_addr #3 !dbg !549 {
  br label %2

2:                                                ; preds = %31, %1
  %3 = phi ptr [ %0, %1 ], [ %40, %31 ]
    #dbg_value(ptr %3, !553, !DIExpression(), !554)
  %4 = load i32, ptr %3, align 8, !dbg !555, !tbaa !281
  switch i32 %4, label %14 [
    i32 0, label %5
    i32 1, label %9
    i32 2, label %15
    i32 3, label %20
    i32 4, label %31
  ], !dbg !556

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !557
  %7 = load i64, ptr %6, align 8, !dbg !559, !tbaa !251
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %7), !dbg !560
  br label %14, !dbg !561

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !562
  %11 = load i8, ptr %10, align 8, !dbg !563, !tbaa !251
  %12 = sext i8 %11 to i32, !dbg !564
  %13 = tail call i32 @putchar(i32 %12), !dbg !565
  br label %14, !dbg !566

14:                                               ; preds = %9, %5, %2, %20, %15
  ret void, !dbg !567

15:                                               ; preds = %2
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14), !dbg !568
  %17 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !569
  %18 = load ptr, ptr %17, align 8, !dbg !570, !tbaa !251
  tail call fastcc void @show(ptr noundef %18), !dbg !571
  %19 = tail call i32 @putchar(i32 41), !dbg !572
  br label %14, !dbg !567

20:                                               ; preds = %2
  %21 = tail call i32 @putchar(i32 40), !dbg !573
  %22 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !574
  %23 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !575
  %24 = load ptr, ptr %23, align 8, !dbg !575, !tbaa !251
  tail call fastcc void @show(ptr noundef %24), !dbg !576
  %25 = load i8, ptr %22, align 8, !dbg !577, !tbaa !251
  %26 = sext i8 %25 to i32, !dbg !578
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %26), !dbg !579
  %28 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !580
  %29 = load ptr, ptr %28, align 8, !dbg !580, !tbaa !251
  tail call fastcc void @show(ptr noundef %29), !dbg !581
  %30 = tail call i32 @putchar(i32 41), !dbg !582
  br label %14, !dbg !567

31:                                               ; preds = %2
  %32 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !583
  %33 = load i8, ptr %32, align 8, !dbg !584, !tbaa !251
  %34 = sext i8 %33 to i32, !dbg !585
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %34), !dbg !586
  %36 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !587
  %37 = load ptr, ptr %36, align 8, !dbg !587, !tbaa !251
  tail call fastcc void @show(ptr noundef %37), !dbg !588
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19), !dbg !589
  %39 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !590
  %40 = load ptr, ptr %39, align 8, !dbg !590, !tbaa !251
  br label %2, !dbg !591
}

; Function Attrs: nounwind uwtable
define internal fastcc void @free_expr(ptr nocapture noundef %0) unnamed_addr #0 !dbg !592 {
    #dbg_value(ptr %0, !596, !DIExpression(), !597)
  %2 = load i32, ptr %0, align 8, !dbg !598, !tbaa !281
  switch i32 %2, label %10 [
    i32 3, label %3
    i32 2, label %6
    i32 4, label %3
  ], !dbg !600

3:                                                ; preds = %1, %1
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !601
  %5 = load ptr, ptr %4, align 8, !dbg !601, !tbaa !251
  tail call fastcc void @free_expr(ptr noundef %5), !dbg !601
  br label %6, !dbg !601

6:                                                ; preds = %3, %1
  %7 = phi i64 [ 8, %1 ], [ 24, %3 ]
  %8 = getelementptr inbounds i8, ptr %0, i64 %7, !dbg !601
  %9 = load ptr, ptr %8, align 8, !dbg !601, !tbaa !251
  tail call fastcc void @free_expr(ptr noundef %9), !dbg !601
  br label %10, !dbg !602

10:                                               ; preds = %6, %1
  tail call void @free(ptr noundef nonnull %0) #11, !dbg !602
  ret void, !dbg !603
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !604 ptr @__ctype_b_loc() local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !610 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !615 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !621 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(none) }
attributes #13 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!41}
!llvm.module.flags = !{!115, !116, !117, !118, !119, !120, !121}
!llvm.ident = !{!122}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/ast_expression_eval.c", directory: ".", checksumkind: CSK_MD5, checksum: "bd30eb3fa2cbf838984c7bfcb9ea0f54")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 14)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !3, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 12)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 20)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 6)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "src", scope: !41, file: !2, line: 12, type: !113, isLocal: true, isDefinition: true)
!41 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !42, retainedTypes: !66, globals: !73, splitDebugInlining: false, nameTableKind: None)
!42 = !{!43, !51}
!43 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "kind", file: !2, line: 10, baseType: !44, size: 32, elements: !45)
!44 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!45 = !{!46, !47, !48, !49, !50}
!46 = !DIEnumerator(name: "K_NUM", value: 0)
!47 = !DIEnumerator(name: "K_VAR", value: 1)
!48 = !DIEnumerator(name: "K_NEG", value: 2)
!49 = !DIEnumerator(name: "K_BIN", value: 3)
!50 = !DIEnumerator(name: "K_LET", value: 4)
!51 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !52, line: 46, baseType: !44, size: 32, elements: !53)
!52 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!53 = !{!54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65}
!54 = !DIEnumerator(name: "_ISupper", value: 256)
!55 = !DIEnumerator(name: "_ISlower", value: 512)
!56 = !DIEnumerator(name: "_ISalpha", value: 1024)
!57 = !DIEnumerator(name: "_ISdigit", value: 2048)
!58 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!59 = !DIEnumerator(name: "_ISspace", value: 8192)
!60 = !DIEnumerator(name: "_ISprint", value: 16384)
!61 = !DIEnumerator(name: "_ISgraph", value: 32768)
!62 = !DIEnumerator(name: "_ISblank", value: 1)
!63 = !DIEnumerator(name: "_IScntrl", value: 2)
!64 = !DIEnumerator(name: "_ISpunct", value: 4)
!65 = !DIEnumerator(name: "_ISalnum", value: 8)
!66 = !{!67, !68, !69, !70, !71}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!68 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!69 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!70 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!73 = !{!0, !7, !12, !17, !22, !24, !29, !34, !74, !79, !39, !81, !83, !88, !93, !95, !97, !102, !104, !109, !111}
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 32)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !9, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !36, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 3)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 4)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !85, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !85, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 2)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !99, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !106, isLocal: true, isDefinition: true)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 5)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !3, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !106, isLocal: true, isDefinition: true)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!115 = !{i32 7, !"Dwarf Version", i32 5}
!116 = !{i32 2, !"Debug Info Version", i32 3}
!117 = !{i32 1, !"wchar_size", i32 4}
!118 = !{i32 8, !"PIC Level", i32 2}
!119 = !{i32 7, !"PIE Level", i32 2}
!120 = !{i32 7, !"uwtable", i32 2}
!121 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!122 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!123 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 65, type: !124, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !126)
!124 = !DISubroutineType(types: !125)
!125 = !{!68}
!126 = !{!127, !131, !140, !141, !142, !144, !169, !170, !171, !172}
!127 = !DILocalVariable(name: "progs", scope: !123, file: !2, line: 66, type: !128)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 512, elements: !129)
!129 = !{!130}
!130 = !DISubrange(count: 8)
!131 = !DILocalVariable(name: "g", scope: !123, file: !2, line: 67, type: !132)
!132 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "env", file: !2, line: 23, size: 192, elements: !133)
!133 = !{!134, !135, !137}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !132, file: !2, line: 23, baseType: !4, size: 8)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !132, file: !2, line: 23, baseType: !136, size: 64, offset: 64)
!136 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "up", scope: !132, file: !2, line: 23, baseType: !138, size: 64, offset: 128)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !132)
!140 = !DILocalVariable(name: "q", scope: !123, file: !2, line: 67, type: !132)
!141 = !DILocalVariable(name: "total", scope: !123, file: !2, line: 68, type: !136)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 69, type: !68)
!143 = distinct !DILexicalBlock(scope: !123, file: !2, line: 69, column: 5)
!144 = !DILocalVariable(name: "e", scope: !145, file: !2, line: 71, type: !147)
!145 = distinct !DILexicalBlock(scope: !146, file: !2, line: 69, column: 33)
!146 = distinct !DILexicalBlock(scope: !143, file: !2, line: 69, column: 5)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "expr", file: !2, line: 11, size: 256, elements: !149)
!149 = !{!150, !151}
!150 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !148, file: !2, line: 11, baseType: !43, size: 32)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !148, file: !2, line: 11, baseType: !152, size: 192, offset: 64)
!152 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !148, file: !2, line: 11, size: 192, elements: !153)
!153 = !{!154, !155, !156, !162, !163}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "num", scope: !152, file: !2, line: 11, baseType: !136, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "var", scope: !152, file: !2, line: 11, baseType: !4, size: 8)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "bin", scope: !152, file: !2, line: 11, baseType: !157, size: 192)
!157 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !152, file: !2, line: 11, size: 192, elements: !158)
!158 = !{!159, !160, !161}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "op", scope: !157, file: !2, line: 11, baseType: !4, size: 8)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !157, file: !2, line: 11, baseType: !147, size: 64, offset: 64)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !157, file: !2, line: 11, baseType: !147, size: 64, offset: 128)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "neg", scope: !152, file: !2, line: 11, baseType: !147, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "let", scope: !152, file: !2, line: 11, baseType: !164, size: 192)
!164 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !152, file: !2, line: 11, size: 192, elements: !165)
!165 = !{!166, !167, !168}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !164, file: !2, line: 11, baseType: !4, size: 8)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !164, file: !2, line: 11, baseType: !147, size: 64, offset: 64)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "body", scope: !164, file: !2, line: 11, baseType: !147, size: 64, offset: 128)
!169 = !DILocalVariable(name: "err", scope: !145, file: !2, line: 72, type: !68)
!170 = !DILocalVariable(name: "v", scope: !145, file: !2, line: 73, type: !136)
!171 = !DILocalVariable(name: "err2", scope: !145, file: !2, line: 75, type: !68)
!172 = !DILocalVariable(name: "v2", scope: !145, file: !2, line: 76, type: !136)
!173 = distinct !DIAssignID()
!174 = !DILocation(line: 0, scope: !123)
!175 = distinct !DIAssignID()
!176 = distinct !DIAssignID()
!177 = distinct !DIAssignID()
!178 = !DILocation(line: 0, scope: !145)
!179 = distinct !DIAssignID()
!180 = distinct !DIAssignID()
!181 = !DILocation(line: 67, column: 5, scope: !123)
!182 = !DILocation(line: 67, column: 16, scope: !123)
!183 = distinct !DIAssignID()
!184 = !DILocation(line: 67, column: 42, scope: !123)
!185 = !{!186, !187, i64 0}
!186 = !{!"env", !187, i64 0, !189, i64 8, !190, i64 16}
!187 = !{!"omnipotent char", !188, i64 0}
!188 = !{!"Simple C/C++ TBAA"}
!189 = !{!"long", !187, i64 0}
!190 = !{!"any pointer", !187, i64 0}
!191 = distinct !DIAssignID()
!192 = !{!186, !189, i64 8}
!193 = distinct !DIAssignID()
!194 = !{!186, !190, i64 16}
!195 = distinct !DIAssignID()
!196 = !DILocation(line: 0, scope: !143)
!197 = !DILocation(line: 69, column: 5, scope: !143)
!198 = !DILocation(line: 83, column: 12, scope: !123)
!199 = !DILocation(line: 84, column: 1, scope: !123)
!200 = !DILocation(line: 83, column: 5, scope: !123)
!201 = !DILocation(line: 70, column: 15, scope: !145)
!202 = !{!190, !190, i64 0}
!203 = !DILocation(line: 70, column: 13, scope: !145)
!204 = !DILocation(line: 71, column: 26, scope: !145)
!205 = !DILocation(line: 72, column: 9, scope: !145)
!206 = !DILocation(line: 72, column: 13, scope: !145)
!207 = !{!208, !208, i64 0}
!208 = !{!"int", !187, i64 0}
!209 = distinct !DIAssignID()
!210 = !DILocation(line: 73, column: 18, scope: !145)
!211 = !DILocation(line: 74, column: 13, scope: !145)
!212 = !DILocation(line: 75, column: 9, scope: !145)
!213 = !DILocation(line: 75, column: 13, scope: !145)
!214 = distinct !DIAssignID()
!215 = !DILocation(line: 76, column: 19, scope: !145)
!216 = !DILocation(line: 77, column: 64, scope: !145)
!217 = !DILocation(line: 77, column: 9, scope: !145)
!218 = !DILocation(line: 78, column: 9, scope: !145)
!219 = !DILocation(line: 79, column: 39, scope: !145)
!220 = !DILocation(line: 79, column: 9, scope: !145)
!221 = !DILocation(line: 80, column: 15, scope: !145)
!222 = !DILocation(line: 81, column: 9, scope: !145)
!223 = !DILocation(line: 82, column: 5, scope: !146)
!224 = !DILocation(line: 69, column: 29, scope: !146)
!225 = !DILocation(line: 69, column: 23, scope: !146)
!226 = distinct !{!226, !197, !227, !228}
!227 = !DILocation(line: 82, column: 5, scope: !143)
!228 = !{!"llvm.loop.mustprogress"}
!229 = distinct !DISubprogram(name: "parse", scope: !2, file: !2, line: 15, type: !230, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !232)
!230 = !DISubroutineType(types: !231)
!231 = !{!147}
!232 = !{!233, !236, !239, !242, !245}
!233 = !DILocalVariable(name: "e", scope: !234, file: !2, line: 17, type: !147)
!234 = distinct !DILexicalBlock(scope: !235, file: !2, line: 17, column: 39)
!235 = distinct !DILexicalBlock(scope: !229, file: !2, line: 17, column: 9)
!236 = !DILocalVariable(name: "e", scope: !237, file: !2, line: 18, type: !147)
!237 = distinct !DILexicalBlock(scope: !238, file: !2, line: 18, column: 22)
!238 = distinct !DILexicalBlock(scope: !229, file: !2, line: 18, column: 9)
!239 = !DILocalVariable(name: "e", scope: !240, file: !2, line: 19, type: !147)
!240 = distinct !DILexicalBlock(scope: !241, file: !2, line: 19, column: 32)
!241 = distinct !DILexicalBlock(scope: !229, file: !2, line: 19, column: 9)
!242 = !DILocalVariable(name: "e", scope: !243, file: !2, line: 20, type: !147)
!243 = distinct !DILexicalBlock(scope: !244, file: !2, line: 20, column: 22)
!244 = distinct !DILexicalBlock(scope: !229, file: !2, line: 20, column: 9)
!245 = !DILocalVariable(name: "e", scope: !229, file: !2, line: 21, type: !147)
!246 = !DILocation(line: 14, column: 33, scope: !247, inlinedAt: !250)
!247 = distinct !DISubprogram(name: "skip", scope: !2, file: !2, line: 14, type: !248, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41)
!248 = !DISubroutineType(types: !249)
!249 = !{null}
!250 = distinct !DILocation(line: 16, column: 5, scope: !229)
!251 = !{!187, !187, i64 0}
!252 = !DILocation(line: 14, column: 38, scope: !247, inlinedAt: !250)
!253 = !DILocation(line: 14, column: 26, scope: !247, inlinedAt: !250)
!254 = !DILocation(line: 14, column: 49, scope: !247, inlinedAt: !250)
!255 = distinct !{!255, !253, !254, !228}
!256 = !DILocation(line: 17, column: 9, scope: !235)
!257 = !{!258, !258, i64 0}
!258 = !{!"short", !187, i64 0}
!259 = !DILocation(line: 17, column: 9, scope: !229)
!260 = !DILocalVariable(name: "k", arg: 1, scope: !261, file: !2, line: 13, type: !43)
!261 = distinct !DISubprogram(name: "mk", scope: !2, file: !2, line: 13, type: !262, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !264)
!262 = !DISubroutineType(types: !263)
!263 = !{!147, !43}
!264 = !{!260, !265}
!265 = !DILocalVariable(name: "e", scope: !261, file: !2, line: 13, type: !147)
!266 = !DILocation(line: 0, scope: !261, inlinedAt: !267)
!267 = distinct !DILocation(line: 17, column: 58, scope: !234)
!268 = !DILocation(line: 13, column: 56, scope: !261, inlinedAt: !267)
!269 = !DILocation(line: 0, scope: !234)
!270 = !DILocation(line: 17, column: 80, scope: !234)
!271 = !DILocation(line: 17, column: 72, scope: !234)
!272 = !DILocation(line: 17, column: 78, scope: !234)
!273 = !DILocation(line: 18, column: 14, scope: !238)
!274 = !DILocation(line: 18, column: 9, scope: !229)
!275 = !DILocation(line: 22, column: 1, scope: !229)
!276 = !DILocation(line: 18, column: 27, scope: !237)
!277 = !DILocation(line: 0, scope: !261, inlinedAt: !278)
!278 = distinct !DILocation(line: 18, column: 48, scope: !237)
!279 = !DILocation(line: 13, column: 56, scope: !261, inlinedAt: !278)
!280 = !DILocation(line: 13, column: 83, scope: !261, inlinedAt: !278)
!281 = !{!282, !208, i64 0}
!282 = !{!"expr", !208, i64 0, !187, i64 8}
!283 = !DILocation(line: 0, scope: !237)
!284 = !DILocation(line: 18, column: 70, scope: !237)
!285 = !DILocation(line: 18, column: 62, scope: !237)
!286 = !DILocation(line: 18, column: 68, scope: !237)
!287 = !DILocation(line: 19, column: 9, scope: !241)
!288 = !DILocation(line: 19, column: 9, scope: !229)
!289 = !DILocation(line: 0, scope: !261, inlinedAt: !290)
!290 = distinct !DILocation(line: 19, column: 51, scope: !240)
!291 = !DILocation(line: 13, column: 56, scope: !261, inlinedAt: !290)
!292 = !DILocation(line: 13, column: 83, scope: !261, inlinedAt: !290)
!293 = !DILocation(line: 0, scope: !240)
!294 = !DILocation(line: 19, column: 80, scope: !240)
!295 = !DILocation(line: 19, column: 76, scope: !240)
!296 = !DILocation(line: 19, column: 65, scope: !240)
!297 = !DILocation(line: 19, column: 74, scope: !240)
!298 = !DILocation(line: 19, column: 97, scope: !240)
!299 = !DILocation(line: 19, column: 93, scope: !240)
!300 = !DILocation(line: 19, column: 95, scope: !240)
!301 = !DILocation(line: 19, column: 119, scope: !240)
!302 = !DILocation(line: 19, column: 115, scope: !240)
!303 = !DILocation(line: 19, column: 117, scope: !240)
!304 = !DILocation(line: 20, column: 14, scope: !244)
!305 = !DILocation(line: 20, column: 9, scope: !229)
!306 = !DILocation(line: 20, column: 27, scope: !243)
!307 = !DILocation(line: 14, column: 33, scope: !247, inlinedAt: !308)
!308 = distinct !DILocation(line: 20, column: 31, scope: !243)
!309 = !DILocation(line: 14, column: 38, scope: !247, inlinedAt: !308)
!310 = !DILocation(line: 14, column: 26, scope: !247, inlinedAt: !308)
!311 = !DILocation(line: 14, column: 49, scope: !247, inlinedAt: !308)
!312 = distinct !{!312, !310, !311, !228}
!313 = !DILocation(line: 20, column: 87, scope: !243)
!314 = !DILocation(line: 0, scope: !261, inlinedAt: !315)
!315 = distinct !DILocation(line: 20, column: 56, scope: !243)
!316 = !DILocation(line: 13, column: 56, scope: !261, inlinedAt: !315)
!317 = !DILocation(line: 13, column: 83, scope: !261, inlinedAt: !315)
!318 = !DILocation(line: 0, scope: !243)
!319 = !DILocation(line: 20, column: 83, scope: !243)
!320 = !DILocation(line: 20, column: 70, scope: !243)
!321 = !DILocation(line: 20, column: 81, scope: !243)
!322 = !DILocation(line: 20, column: 106, scope: !243)
!323 = !DILocation(line: 20, column: 100, scope: !243)
!324 = !DILocation(line: 20, column: 104, scope: !243)
!325 = !DILocation(line: 20, column: 131, scope: !243)
!326 = !DILocation(line: 20, column: 124, scope: !243)
!327 = !DILocation(line: 20, column: 129, scope: !243)
!328 = !DILocation(line: 0, scope: !261, inlinedAt: !329)
!329 = distinct !DILocation(line: 21, column: 22, scope: !229)
!330 = !DILocation(line: 13, column: 56, scope: !261, inlinedAt: !329)
!331 = !DILocation(line: 13, column: 83, scope: !261, inlinedAt: !329)
!332 = !DILocation(line: 0, scope: !229)
!333 = !DILocation(line: 21, column: 48, scope: !229)
!334 = !DILocation(line: 21, column: 44, scope: !229)
!335 = !DILocation(line: 21, column: 36, scope: !229)
!336 = !DILocation(line: 21, column: 42, scope: !229)
!337 = distinct !DISubprogram(name: "eval", scope: !2, file: !2, line: 24, type: !338, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !343)
!338 = !DISubroutineType(types: !339)
!339 = !{!136, !340, !138, !342}
!340 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !341, size: 64)
!341 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !148)
!342 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!343 = !{!344, !345, !346, !347, !350, !352}
!344 = !DILocalVariable(name: "e", arg: 1, scope: !337, file: !2, line: 24, type: !340)
!345 = !DILocalVariable(name: "env", arg: 2, scope: !337, file: !2, line: 24, type: !138)
!346 = !DILocalVariable(name: "err", arg: 3, scope: !337, file: !2, line: 24, type: !342)
!347 = !DILocalVariable(name: "n", scope: !348, file: !2, line: 29, type: !132)
!348 = distinct !DILexicalBlock(scope: !349, file: !2, line: 29, column: 17)
!349 = distinct !DILexicalBlock(scope: !337, file: !2, line: 25, column: 19)
!350 = !DILocalVariable(name: "a", scope: !351, file: !2, line: 31, type: !136)
!351 = distinct !DILexicalBlock(scope: !349, file: !2, line: 30, column: 17)
!352 = !DILocalVariable(name: "b", scope: !351, file: !2, line: 31, type: !136)
!353 = distinct !DIAssignID()
!354 = !DILocation(line: 0, scope: !348)
!355 = !DILocation(line: 0, scope: !337)
!356 = !DILocation(line: 25, column: 16, scope: !337)
!357 = !DILocation(line: 25, column: 5, scope: !337)
!358 = !DILocation(line: 27, column: 17, scope: !359)
!359 = distinct !DILexicalBlock(scope: !349, file: !2, line: 27, column: 17)
!360 = !DILocation(line: 26, column: 27, scope: !349)
!361 = !DILocation(line: 26, column: 29, scope: !349)
!362 = !DILocation(line: 26, column: 17, scope: !349)
!363 = !DILocation(line: 27, column: 53, scope: !364)
!364 = distinct !DILexicalBlock(scope: !365, file: !2, line: 27, column: 48)
!365 = distinct !DILexicalBlock(scope: !359, file: !2, line: 27, column: 17)
!366 = !DILocation(line: 27, column: 58, scope: !364)
!367 = !DILocation(line: 27, column: 48, scope: !365)
!368 = !DILocation(line: 27, column: 83, scope: !364)
!369 = !DILocation(line: 27, column: 71, scope: !364)
!370 = !DILocation(line: 27, column: 40, scope: !365)
!371 = distinct !{!371, !358, !372, !228}
!372 = !DILocation(line: 27, column: 83, scope: !359)
!373 = !DILocation(line: 27, column: 93, scope: !349)
!374 = !DILocation(line: 27, column: 98, scope: !349)
!375 = !DILocation(line: 36, column: 1, scope: !337)
!376 = !DILocation(line: 28, column: 33, scope: !349)
!377 = !DILocation(line: 28, column: 35, scope: !349)
!378 = !DILocation(line: 28, column: 25, scope: !349)
!379 = !DILocation(line: 28, column: 24, scope: !349)
!380 = !DILocation(line: 29, column: 19, scope: !348)
!381 = !DILocation(line: 29, column: 38, scope: !348)
!382 = !DILocation(line: 29, column: 44, scope: !348)
!383 = !DILocation(line: 29, column: 34, scope: !348)
!384 = distinct !DIAssignID()
!385 = !DILocation(line: 29, column: 64, scope: !348)
!386 = !DILocation(line: 29, column: 50, scope: !348)
!387 = distinct !DIAssignID()
!388 = distinct !DIAssignID()
!389 = !DILocation(line: 29, column: 107, scope: !348)
!390 = !DILocation(line: 29, column: 93, scope: !348)
!391 = !DILocation(line: 29, column: 123, scope: !349)
!392 = !DILocation(line: 31, column: 26, scope: !351)
!393 = !DILocation(line: 31, column: 32, scope: !351)
!394 = !DILocation(line: 31, column: 18, scope: !351)
!395 = !DILocation(line: 0, scope: !351)
!396 = !DILocation(line: 31, column: 64, scope: !351)
!397 = !DILocation(line: 31, column: 50, scope: !351)
!398 = !DILocation(line: 32, column: 26, scope: !351)
!399 = !DILocation(line: 32, column: 9, scope: !351)
!400 = !DILocation(line: 32, column: 51, scope: !401)
!401 = distinct !DILexicalBlock(scope: !351, file: !2, line: 32, column: 30)
!402 = !DILocation(line: 32, column: 42, scope: !401)
!403 = !DILocation(line: 32, column: 75, scope: !401)
!404 = !DILocation(line: 32, column: 66, scope: !401)
!405 = !DILocation(line: 32, column: 99, scope: !401)
!406 = !DILocation(line: 32, column: 90, scope: !401)
!407 = !DILocation(line: 32, column: 119, scope: !408)
!408 = distinct !DILexicalBlock(scope: !401, file: !2, line: 32, column: 118)
!409 = !DILocation(line: 32, column: 118, scope: !401)
!410 = !DILocation(line: 32, column: 129, scope: !411)
!411 = distinct !DILexicalBlock(scope: !408, file: !2, line: 32, column: 122)
!412 = !DILocation(line: 32, column: 134, scope: !411)
!413 = !DILocation(line: 32, column: 155, scope: !401)
!414 = !DILocation(line: 32, column: 146, scope: !401)
!415 = !DILocation(line: 32, column: 174, scope: !416)
!416 = distinct !DILexicalBlock(scope: !401, file: !2, line: 32, column: 173)
!417 = !DILocation(line: 32, column: 173, scope: !401)
!418 = !DILocation(line: 32, column: 184, scope: !419)
!419 = distinct !DILexicalBlock(scope: !416, file: !2, line: 32, column: 177)
!420 = !DILocation(line: 32, column: 189, scope: !419)
!421 = !DILocation(line: 32, column: 210, scope: !401)
!422 = !DILocation(line: 32, column: 201, scope: !401)
!423 = distinct !DISubprogram(name: "simplify", scope: !2, file: !2, line: 38, type: !424, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !426)
!424 = !DISubroutineType(types: !425)
!425 = !{!147, !147}
!426 = !{!427, !428, !433, !434, !435, !438, !439, !440}
!427 = !DILocalVariable(name: "e", arg: 1, scope: !423, file: !2, line: 38, type: !147)
!428 = !DILocalVariable(name: "c", scope: !429, file: !2, line: 39, type: !147)
!429 = distinct !DILexicalBlock(scope: !430, file: !2, line: 39, column: 83)
!430 = distinct !DILexicalBlock(scope: !431, file: !2, line: 39, column: 61)
!431 = distinct !DILexicalBlock(scope: !432, file: !2, line: 39, column: 24)
!432 = distinct !DILexicalBlock(scope: !423, file: !2, line: 39, column: 9)
!433 = !DILocalVariable(name: "a", scope: !423, file: !2, line: 43, type: !147)
!434 = !DILocalVariable(name: "b", scope: !423, file: !2, line: 43, type: !147)
!435 = !DILocalVariable(name: "err", scope: !436, file: !2, line: 44, type: !68)
!436 = distinct !DILexicalBlock(scope: !437, file: !2, line: 44, column: 90)
!437 = distinct !DILexicalBlock(scope: !423, file: !2, line: 44, column: 9)
!438 = !DILocalVariable(name: "v", scope: !436, file: !2, line: 44, type: !136)
!439 = !DILocalVariable(name: "c", scope: !436, file: !2, line: 44, type: !147)
!440 = !DILocalVariable(name: "c", scope: !441, file: !2, line: 45, type: !147)
!441 = distinct !DILexicalBlock(scope: !442, file: !2, line: 45, column: 103)
!442 = distinct !DILexicalBlock(scope: !423, file: !2, line: 45, column: 9)
!443 = distinct !DIAssignID()
!444 = !DILocation(line: 0, scope: !436)
!445 = !DILocation(line: 0, scope: !423)
!446 = !DILocation(line: 39, column: 12, scope: !432)
!447 = !DILocation(line: 39, column: 14, scope: !432)
!448 = !DILocation(line: 39, column: 9, scope: !423)
!449 = !DILocation(line: 39, column: 49, scope: !431)
!450 = !DILocation(line: 39, column: 51, scope: !431)
!451 = !DILocation(line: 39, column: 37, scope: !431)
!452 = !DILocation(line: 39, column: 35, scope: !431)
!453 = !DILocation(line: 39, column: 71, scope: !430)
!454 = !DILocation(line: 39, column: 73, scope: !430)
!455 = !DILocation(line: 39, column: 61, scope: !431)
!456 = !DILocation(line: 0, scope: !429)
!457 = !DILocation(line: 39, column: 127, scope: !429)
!458 = !DILocation(line: 39, column: 129, scope: !429)
!459 = !DILocation(line: 39, column: 123, scope: !429)
!460 = !DILocation(line: 39, column: 121, scope: !429)
!461 = !DILocation(line: 39, column: 134, scope: !429)
!462 = !DILocation(line: 40, column: 12, scope: !463)
!463 = distinct !DILexicalBlock(scope: !423, file: !2, line: 40, column: 9)
!464 = !DILocation(line: 40, column: 14, scope: !463)
!465 = !DILocation(line: 40, column: 9, scope: !423)
!466 = !DILocation(line: 40, column: 59, scope: !467)
!467 = distinct !DILexicalBlock(scope: !463, file: !2, line: 40, column: 24)
!468 = !DILocation(line: 40, column: 41, scope: !467)
!469 = !DILocation(line: 40, column: 39, scope: !467)
!470 = !DILocation(line: 40, column: 99, scope: !467)
!471 = !DILocation(line: 40, column: 81, scope: !467)
!472 = !DILocation(line: 40, column: 79, scope: !467)
!473 = !DILocation(line: 41, column: 12, scope: !474)
!474 = distinct !DILexicalBlock(scope: !423, file: !2, line: 41, column: 9)
!475 = !DILocation(line: 40, column: 106, scope: !467)
!476 = !DILocation(line: 41, column: 14, scope: !474)
!477 = !DILocation(line: 41, column: 9, scope: !423)
!478 = !DILocation(line: 42, column: 30, scope: !423)
!479 = !DILocation(line: 42, column: 36, scope: !423)
!480 = !DILocation(line: 42, column: 18, scope: !423)
!481 = !DILocation(line: 42, column: 16, scope: !423)
!482 = !DILocation(line: 42, column: 71, scope: !423)
!483 = !DILocation(line: 42, column: 53, scope: !423)
!484 = !DILocation(line: 42, column: 51, scope: !423)
!485 = !DILocation(line: 43, column: 31, scope: !423)
!486 = !DILocation(line: 44, column: 12, scope: !437)
!487 = !DILocation(line: 44, column: 14, scope: !437)
!488 = !DILocation(line: 44, column: 23, scope: !437)
!489 = !DILocation(line: 44, column: 29, scope: !437)
!490 = !DILocation(line: 44, column: 31, scope: !437)
!491 = !DILocation(line: 45, column: 18, scope: !442)
!492 = !DILocation(line: 44, column: 40, scope: !437)
!493 = !DILocation(line: 44, column: 58, scope: !437)
!494 = !DILocation(line: 44, column: 45, scope: !437)
!495 = !DILocation(line: 44, column: 71, scope: !437)
!496 = !DILocation(line: 44, column: 77, scope: !437)
!497 = !DILocation(line: 44, column: 79, scope: !437)
!498 = !DILocation(line: 44, column: 83, scope: !437)
!499 = !DILocation(line: 44, column: 9, scope: !423)
!500 = !DILocation(line: 44, column: 92, scope: !436)
!501 = !DILocation(line: 44, column: 96, scope: !436)
!502 = distinct !DIAssignID()
!503 = !DILocation(line: 44, column: 114, scope: !436)
!504 = !DILocation(line: 44, column: 135, scope: !436)
!505 = !DILocation(line: 0, scope: !261, inlinedAt: !506)
!506 = distinct !DILocation(line: 44, column: 166, scope: !436)
!507 = !DILocation(line: 13, column: 56, scope: !261, inlinedAt: !506)
!508 = !DILocation(line: 44, column: 180, scope: !436)
!509 = !DILocation(line: 44, column: 186, scope: !436)
!510 = !DILocation(line: 44, column: 201, scope: !437)
!511 = !DILocation(line: 45, column: 21, scope: !442)
!512 = !DILocation(line: 45, column: 28, scope: !442)
!513 = !DILocation(line: 45, column: 72, scope: !442)
!514 = !DILocation(line: 45, column: 53, scope: !442)
!515 = !DILocation(line: 45, column: 55, scope: !442)
!516 = !DILocation(line: 45, column: 59, scope: !442)
!517 = !DILocation(line: 45, column: 65, scope: !442)
!518 = !DILocation(line: 45, column: 74, scope: !442)
!519 = !DILocation(line: 45, column: 83, scope: !442)
!520 = !DILocation(line: 45, column: 89, scope: !442)
!521 = !DILocation(line: 45, column: 91, scope: !442)
!522 = !DILocation(line: 45, column: 95, scope: !442)
!523 = !DILocation(line: 45, column: 9, scope: !423)
!524 = !DILocation(line: 45, column: 105, scope: !441)
!525 = !DILocation(line: 0, scope: !261, inlinedAt: !526)
!526 = distinct !DILocation(line: 45, column: 136, scope: !441)
!527 = !DILocation(line: 13, column: 56, scope: !261, inlinedAt: !526)
!528 = !DILocation(line: 0, scope: !441)
!529 = !DILocation(line: 46, column: 21, scope: !530)
!530 = distinct !DILexicalBlock(scope: !423, file: !2, line: 46, column: 9)
!531 = !DILocation(line: 46, column: 28, scope: !530)
!532 = !DILocation(line: 46, column: 34, scope: !530)
!533 = !DILocation(line: 46, column: 36, scope: !530)
!534 = !DILocation(line: 46, column: 45, scope: !530)
!535 = !DILocation(line: 46, column: 51, scope: !530)
!536 = !DILocation(line: 46, column: 53, scope: !530)
!537 = !DILocation(line: 46, column: 57, scope: !530)
!538 = !DILocation(line: 46, column: 9, scope: !423)
!539 = !DILocation(line: 46, column: 65, scope: !540)
!540 = distinct !DILexicalBlock(scope: !530, file: !2, line: 46, column: 63)
!541 = !DILocation(line: 46, column: 74, scope: !540)
!542 = !DILocation(line: 46, column: 83, scope: !540)
!543 = !DILocation(line: 48, column: 1, scope: !423)
!544 = !DISubprogram(name: "printf", scope: !545, file: !545, line: 356, type: !546, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!545 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!546 = !DISubroutineType(types: !547)
!547 = !{!68, !548, null}
!548 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !113)
!549 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 49, type: !550, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !552)
!550 = !DISubroutineType(types: !551)
!551 = !{null, !340}
!552 = !{!553}
!553 = !DILocalVariable(name: "e", arg: 1, scope: !549, file: !2, line: 49, type: !340)
!554 = !DILocation(line: 0, scope: !549)
!555 = !DILocation(line: 50, column: 16, scope: !549)
!556 = !DILocation(line: 50, column: 5, scope: !549)
!557 = !DILocation(line: 51, column: 34, scope: !558)
!558 = distinct !DILexicalBlock(scope: !549, file: !2, line: 50, column: 19)
!559 = !DILocation(line: 51, column: 36, scope: !558)
!560 = !DILocation(line: 51, column: 17, scope: !558)
!561 = !DILocation(line: 51, column: 42, scope: !558)
!562 = !DILocation(line: 52, column: 33, scope: !558)
!563 = !DILocation(line: 52, column: 35, scope: !558)
!564 = !DILocation(line: 52, column: 30, scope: !558)
!565 = !DILocation(line: 52, column: 17, scope: !558)
!566 = !DILocation(line: 52, column: 41, scope: !558)
!567 = !DILocation(line: 57, column: 1, scope: !549)
!568 = !DILocation(line: 53, column: 17, scope: !558)
!569 = !DILocation(line: 53, column: 39, scope: !558)
!570 = !DILocation(line: 53, column: 41, scope: !558)
!571 = !DILocation(line: 53, column: 31, scope: !558)
!572 = !DILocation(line: 53, column: 47, scope: !558)
!573 = !DILocation(line: 54, column: 17, scope: !558)
!574 = !DILocation(line: 54, column: 38, scope: !558)
!575 = !DILocation(line: 54, column: 44, scope: !558)
!576 = !DILocation(line: 54, column: 30, scope: !558)
!577 = !DILocation(line: 54, column: 72, scope: !558)
!578 = !DILocation(line: 54, column: 63, scope: !558)
!579 = !DILocation(line: 54, column: 48, scope: !558)
!580 = !DILocation(line: 54, column: 91, scope: !558)
!581 = !DILocation(line: 54, column: 77, scope: !558)
!582 = !DILocation(line: 54, column: 95, scope: !558)
!583 = !DILocation(line: 55, column: 40, scope: !558)
!584 = !DILocation(line: 55, column: 46, scope: !558)
!585 = !DILocation(line: 55, column: 37, scope: !558)
!586 = !DILocation(line: 55, column: 17, scope: !558)
!587 = !DILocation(line: 55, column: 67, scope: !558)
!588 = !DILocation(line: 55, column: 53, scope: !558)
!589 = !DILocation(line: 55, column: 73, scope: !558)
!590 = !DILocation(line: 55, column: 103, scope: !558)
!591 = !DILocation(line: 55, column: 89, scope: !558)
!592 = distinct !DISubprogram(name: "free_expr", scope: !2, file: !2, line: 58, type: !593, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !595)
!593 = !DISubroutineType(types: !594)
!594 = !{null, !147}
!595 = !{!596}
!596 = !DILocalVariable(name: "e", arg: 1, scope: !592, file: !2, line: 58, type: !147)
!597 = !DILocation(line: 0, scope: !592)
!598 = !DILocation(line: 59, column: 12, scope: !599)
!599 = distinct !DILexicalBlock(scope: !592, file: !2, line: 59, column: 9)
!600 = !DILocation(line: 59, column: 9, scope: !592)
!601 = !DILocation(line: 0, scope: !599)
!602 = !DILocation(line: 62, column: 5, scope: !592)
!603 = !DILocation(line: 63, column: 1, scope: !592)
!604 = !DISubprogram(name: "__ctype_b_loc", scope: !52, file: !52, line: 79, type: !605, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!605 = !DISubroutineType(types: !606)
!606 = !{!607}
!607 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !608, size: 64)
!608 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !609, size: 64)
!609 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !70)
!610 = !DISubprogram(name: "strtol", scope: !611, file: !611, line: 177, type: !612, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!611 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!612 = !DISubroutineType(types: !613)
!613 = !{!136, !548, !614, !68}
!614 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !71)
!615 = !DISubprogram(name: "calloc", scope: !611, file: !611, line: 556, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!616 = !DISubroutineType(types: !617)
!617 = !{!67, !618, !618}
!618 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !619, line: 18, baseType: !620)
!619 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!620 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!621 = !DISubprogram(name: "free", scope: !611, file: !611, line: 568, type: !622, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!622 = !DISubroutineType(types: !623)
!623 = !{null, !67}
