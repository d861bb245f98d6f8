; ModuleID = 'src/zlib/inflate.c'
source_filename = "src/zlib/inflate.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.code = type { i8, i8, i16 }

@inflate.order = internal unnamed_addr constant [19 x i16] [i16 16, i16 17, i16 18, i16 0, i16 8, i16 7, i16 9, i16 6, i16 10, i16 5, i16 11, i16 4, i16 12, i16 3, i16 13, i16 2, i16 14, i16 1, i16 15], align 16, !dbg !0
@.str.1 = private unnamed_addr constant [23 x i8] c"incorrect header check\00", align 1, !dbg !178
@.str.2 = private unnamed_addr constant [27 x i8] c"unknown compression method\00", align 1, !dbg !183
@.str.3 = private unnamed_addr constant [20 x i8] c"invalid window size\00", align 1, !dbg !188
@.str.4 = private unnamed_addr constant [25 x i8] c"unknown header flags set\00", align 1, !dbg !193
@.str.5 = private unnamed_addr constant [20 x i8] c"header crc mismatch\00", align 1, !dbg !198
@.str.6 = private unnamed_addr constant [19 x i8] c"invalid block type\00", align 1, !dbg !200
@.str.7 = private unnamed_addr constant [29 x i8] c"invalid stored block lengths\00", align 1, !dbg !205
@.str.8 = private unnamed_addr constant [36 x i8] c"too many length or distance symbols\00", align 1, !dbg !210
@.str.9 = private unnamed_addr constant [25 x i8] c"invalid code lengths set\00", align 1, !dbg !215
@.str.10 = private unnamed_addr constant [26 x i8] c"invalid bit length repeat\00", align 1, !dbg !217
@.str.11 = private unnamed_addr constant [37 x i8] c"invalid code -- missing end-of-block\00", align 1, !dbg !222
@.str.12 = private unnamed_addr constant [28 x i8] c"invalid literal/lengths set\00", align 1, !dbg !227
@.str.13 = private unnamed_addr constant [22 x i8] c"invalid distances set\00", align 1, !dbg !232
@.str.14 = private unnamed_addr constant [28 x i8] c"invalid literal/length code\00", align 1, !dbg !237
@.str.15 = private unnamed_addr constant [22 x i8] c"invalid distance code\00", align 1, !dbg !239
@.str.16 = private unnamed_addr constant [30 x i8] c"invalid distance too far back\00", align 1, !dbg !241
@.str.17 = private unnamed_addr constant [21 x i8] c"incorrect data check\00", align 1, !dbg !246
@.str.18 = private unnamed_addr constant [23 x i8] c"incorrect length check\00", align 1, !dbg !251

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @inflateResetKeep(ptr noundef %0) local_unnamed_addr #0 !dbg !286 {
    #dbg_value(ptr %0, !290, !DIExpression(), !292)
    #dbg_value(ptr %0, !293, !DIExpression(), !297)
  %2 = icmp eq ptr %0, null, !dbg !300
  br i1 %2, label %49, label %3, !dbg !302

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !303
  %5 = load ptr, ptr %4, align 8, !dbg !303, !tbaa !304
  %6 = icmp eq ptr %5, null, !dbg !311
  br i1 %6, label %49, label %7, !dbg !312

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !313
  %9 = load ptr, ptr %8, align 8, !dbg !313, !tbaa !314
  %10 = icmp eq ptr %9, null, !dbg !315
  br i1 %10, label %49, label %11, !dbg !316

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !317
  %13 = load ptr, ptr %12, align 8, !dbg !317, !tbaa !318
    #dbg_value(ptr %13, !296, !DIExpression(), !297)
  %14 = icmp eq ptr %13, null, !dbg !319
  br i1 %14, label %49, label %15, !dbg !321

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !dbg !322, !tbaa !323
  %17 = icmp eq ptr %16, %0, !dbg !325
  br i1 %17, label %18, label %49, !dbg !326

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !327
  %20 = load i32, ptr %19, align 8, !dbg !327, !tbaa !328
  %21 = add i32 %20, -16180, !dbg !329
  %22 = icmp ult i32 %21, 32, !dbg !329
  br i1 %22, label %23, label %49, !dbg !330

23:                                               ; preds = %18
    #dbg_value(ptr %13, !291, !DIExpression(), !292)
  %24 = getelementptr inbounds i8, ptr %13, i64 40, !dbg !331
  store i64 0, ptr %24, align 8, !dbg !332, !tbaa !333
  %25 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !334
  %26 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !335
  store i64 0, ptr %26, align 8, !dbg !336, !tbaa !337
  %27 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !338
  store i32 0, ptr %27, align 8, !dbg !339, !tbaa !340
  %28 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !341
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, i8 0, i64 16, i1 false), !dbg !343
  %29 = load i32, ptr %28, align 8, !dbg !341, !tbaa !344
  %30 = icmp eq i32 %29, 0, !dbg !345
  br i1 %30, label %35, label %31, !dbg !346

31:                                               ; preds = %23
  %32 = and i32 %29, 1, !dbg !347
  %33 = zext nneg i32 %32 to i64, !dbg !348
  %34 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !349
  store i64 %33, ptr %34, align 8, !dbg !350, !tbaa !351
  br label %35, !dbg !352

35:                                               ; preds = %31, %23
  store i32 16180, ptr %19, align 8, !dbg !353, !tbaa !328
  %36 = getelementptr inbounds i8, ptr %13, i64 12, !dbg !354
  store i32 0, ptr %36, align 4, !dbg !355, !tbaa !356
  %37 = getelementptr inbounds i8, ptr %13, i64 20, !dbg !357
  store i32 0, ptr %37, align 4, !dbg !358, !tbaa !359
  %38 = getelementptr inbounds i8, ptr %13, i64 24, !dbg !360
  store i32 -1, ptr %38, align 8, !dbg !361, !tbaa !362
  %39 = getelementptr inbounds i8, ptr %13, i64 28, !dbg !363
  store i32 32768, ptr %39, align 4, !dbg !364, !tbaa !365
  %40 = getelementptr inbounds i8, ptr %13, i64 48, !dbg !366
  store ptr null, ptr %40, align 8, !dbg !367, !tbaa !368
  %41 = getelementptr inbounds i8, ptr %13, i64 80, !dbg !369
  store i64 0, ptr %41, align 8, !dbg !370, !tbaa !371
  %42 = getelementptr inbounds i8, ptr %13, i64 88, !dbg !372
  store i32 0, ptr %42, align 8, !dbg !373, !tbaa !374
  %43 = getelementptr inbounds i8, ptr %13, i64 1368, !dbg !375
  %44 = getelementptr inbounds i8, ptr %13, i64 144, !dbg !376
  store ptr %43, ptr %44, align 8, !dbg !377, !tbaa !378
  %45 = getelementptr inbounds i8, ptr %13, i64 112, !dbg !379
  store ptr %43, ptr %45, align 8, !dbg !380, !tbaa !381
  %46 = getelementptr inbounds i8, ptr %13, i64 104, !dbg !382
  store ptr %43, ptr %46, align 8, !dbg !383, !tbaa !384
  %47 = getelementptr inbounds i8, ptr %13, i64 7144, !dbg !385
  store i32 1, ptr %47, align 8, !dbg !386, !tbaa !387
  %48 = getelementptr inbounds i8, ptr %13, i64 7148, !dbg !388
  store i32 -1, ptr %48, align 4, !dbg !389, !tbaa !390
  br label %49, !dbg !391

49:                                               ; preds = %11, %15, %1, %3, %7, %18, %35
  %50 = phi i32 [ 0, %35 ], [ -2, %18 ], [ -2, %7 ], [ -2, %3 ], [ -2, %1 ], [ -2, %15 ], [ -2, %11 ], !dbg !292
  ret i32 %50, !dbg !392
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @inflateReset(ptr noundef %0) local_unnamed_addr #0 !dbg !393 {
    #dbg_value(ptr %0, !395, !DIExpression(), !397)
    #dbg_value(ptr %0, !293, !DIExpression(), !398)
  %2 = icmp eq ptr %0, null, !dbg !401
  br i1 %2, label %52, label %3, !dbg !402

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !403
  %5 = load ptr, ptr %4, align 8, !dbg !403, !tbaa !304
  %6 = icmp eq ptr %5, null, !dbg !404
  br i1 %6, label %52, label %7, !dbg !405

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !406
  %9 = load ptr, ptr %8, align 8, !dbg !406, !tbaa !314
  %10 = icmp eq ptr %9, null, !dbg !407
  br i1 %10, label %52, label %11, !dbg !408

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !409
  %13 = load ptr, ptr %12, align 8, !dbg !409, !tbaa !318
    #dbg_value(ptr %13, !296, !DIExpression(), !398)
  %14 = icmp eq ptr %13, null, !dbg !410
  br i1 %14, label %52, label %15, !dbg !411

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !dbg !412, !tbaa !323
  %17 = icmp eq ptr %16, %0, !dbg !413
  br i1 %17, label %18, label %52, !dbg !414

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !415
  %20 = load i32, ptr %19, align 8, !dbg !415, !tbaa !328
  %21 = add i32 %20, -16180, !dbg !416
  %22 = icmp ult i32 %21, 32, !dbg !416
  br i1 %22, label %23, label %52, !dbg !417

23:                                               ; preds = %18
    #dbg_value(ptr %13, !396, !DIExpression(), !397)
  %24 = getelementptr inbounds i8, ptr %13, i64 60, !dbg !418
  store i32 0, ptr %24, align 4, !dbg !419, !tbaa !420
  %25 = getelementptr inbounds i8, ptr %13, i64 64, !dbg !421
  store i32 0, ptr %25, align 8, !dbg !422, !tbaa !423
  %26 = getelementptr inbounds i8, ptr %13, i64 68, !dbg !424
  store i32 0, ptr %26, align 4, !dbg !425, !tbaa !426
    #dbg_value(ptr %0, !290, !DIExpression(), !427)
    #dbg_value(ptr %0, !293, !DIExpression(), !429)
    #dbg_value(ptr %13, !296, !DIExpression(), !429)
    #dbg_value(ptr %13, !291, !DIExpression(), !427)
  %27 = getelementptr inbounds i8, ptr %13, i64 40, !dbg !431
  store i64 0, ptr %27, align 8, !dbg !432, !tbaa !333
  %28 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !433
  %29 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !434
  store i64 0, ptr %29, align 8, !dbg !435, !tbaa !337
  %30 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !436
  store i32 0, ptr %30, align 8, !dbg !437, !tbaa !340
  %31 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !438
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %28, i8 0, i64 16, i1 false), !dbg !439
  %32 = load i32, ptr %31, align 8, !dbg !438, !tbaa !344
  %33 = icmp eq i32 %32, 0, !dbg !440
  br i1 %33, label %38, label %34, !dbg !441

34:                                               ; preds = %23
  %35 = and i32 %32, 1, !dbg !442
  %36 = zext nneg i32 %35 to i64, !dbg !443
  %37 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !444
  store i64 %36, ptr %37, align 8, !dbg !445, !tbaa !351
  br label %38, !dbg !446

38:                                               ; preds = %34, %23
  store i32 16180, ptr %19, align 8, !dbg !447, !tbaa !328
  %39 = getelementptr inbounds i8, ptr %13, i64 12, !dbg !448
  store i32 0, ptr %39, align 4, !dbg !449, !tbaa !356
  %40 = getelementptr inbounds i8, ptr %13, i64 20, !dbg !450
  store i32 0, ptr %40, align 4, !dbg !451, !tbaa !359
  %41 = getelementptr inbounds i8, ptr %13, i64 24, !dbg !452
  store i32 -1, ptr %41, align 8, !dbg !453, !tbaa !362
  %42 = getelementptr inbounds i8, ptr %13, i64 28, !dbg !454
  store i32 32768, ptr %42, align 4, !dbg !455, !tbaa !365
  %43 = getelementptr inbounds i8, ptr %13, i64 48, !dbg !456
  store ptr null, ptr %43, align 8, !dbg !457, !tbaa !368
  %44 = getelementptr inbounds i8, ptr %13, i64 80, !dbg !458
  store i64 0, ptr %44, align 8, !dbg !459, !tbaa !371
  %45 = getelementptr inbounds i8, ptr %13, i64 88, !dbg !460
  store i32 0, ptr %45, align 8, !dbg !461, !tbaa !374
  %46 = getelementptr inbounds i8, ptr %13, i64 1368, !dbg !462
  %47 = getelementptr inbounds i8, ptr %13, i64 144, !dbg !463
  store ptr %46, ptr %47, align 8, !dbg !464, !tbaa !378
  %48 = getelementptr inbounds i8, ptr %13, i64 112, !dbg !465
  store ptr %46, ptr %48, align 8, !dbg !466, !tbaa !381
  %49 = getelementptr inbounds i8, ptr %13, i64 104, !dbg !467
  store ptr %46, ptr %49, align 8, !dbg !468, !tbaa !384
  %50 = getelementptr inbounds i8, ptr %13, i64 7144, !dbg !469
  store i32 1, ptr %50, align 8, !dbg !470, !tbaa !387
  %51 = getelementptr inbounds i8, ptr %13, i64 7148, !dbg !471
  store i32 -1, ptr %51, align 4, !dbg !472, !tbaa !390
  br label %52, !dbg !473

52:                                               ; preds = %11, %15, %1, %3, %7, %38, %18
  %53 = phi i32 [ -2, %18 ], [ 0, %38 ], [ -2, %7 ], [ -2, %3 ], [ -2, %1 ], [ -2, %15 ], [ -2, %11 ], !dbg !397
  ret i32 %53, !dbg !474
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @inflateReset2(ptr noundef %0, i32 noundef %1) local_unnamed_addr #2 !dbg !475 {
    #dbg_value(ptr %0, !477, !DIExpression(), !481)
    #dbg_value(i32 %1, !478, !DIExpression(), !481)
    #dbg_value(ptr %0, !293, !DIExpression(), !482)
  %3 = icmp eq ptr %0, null, !dbg !485
  br i1 %3, label %100, label %4, !dbg !486

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !487
  %6 = load ptr, ptr %5, align 8, !dbg !487, !tbaa !304
  %7 = icmp eq ptr %6, null, !dbg !488
  br i1 %7, label %100, label %8, !dbg !489

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !490
  %10 = load ptr, ptr %9, align 8, !dbg !490, !tbaa !314
  %11 = icmp eq ptr %10, null, !dbg !491
  br i1 %11, label %100, label %12, !dbg !492

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !493
  %14 = load ptr, ptr %13, align 8, !dbg !493, !tbaa !318
    #dbg_value(ptr %14, !296, !DIExpression(), !482)
  %15 = icmp eq ptr %14, null, !dbg !494
  br i1 %15, label %100, label %16, !dbg !495

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !dbg !496, !tbaa !323
  %18 = icmp eq ptr %17, %0, !dbg !497
  br i1 %18, label %19, label %100, !dbg !498

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !499
  %21 = load i32, ptr %20, align 8, !dbg !499, !tbaa !328
  %22 = add i32 %21, -16180, !dbg !500
  %23 = icmp ult i32 %22, 32, !dbg !500
  br i1 %23, label %24, label %100, !dbg !501

24:                                               ; preds = %19
    #dbg_value(ptr %14, !480, !DIExpression(), !481)
  %25 = icmp slt i32 %1, 0, !dbg !502
  br i1 %25, label %26, label %30, !dbg !504

26:                                               ; preds = %24
  %27 = icmp ult i32 %1, -15, !dbg !505
  br i1 %27, label %100, label %28, !dbg !508

28:                                               ; preds = %26
    #dbg_value(i32 0, !479, !DIExpression(), !481)
  %29 = sub nsw i32 0, %1, !dbg !509
    #dbg_value(i32 %29, !478, !DIExpression(), !481)
  br label %36, !dbg !510

30:                                               ; preds = %24
  %31 = lshr i32 %1, 4, !dbg !511
  %32 = add nuw nsw i32 %31, 5, !dbg !513
    #dbg_value(i32 %32, !479, !DIExpression(), !481)
  %33 = icmp ult i32 %1, 48, !dbg !514
  %34 = and i32 %1, 15
  %35 = select i1 %33, i32 %34, i32 %1, !dbg !516
  br label %36, !dbg !516

36:                                               ; preds = %30, %28
  %37 = phi i32 [ %29, %28 ], [ %35, %30 ]
  %38 = phi i32 [ 0, %28 ], [ %32, %30 ], !dbg !517
    #dbg_value(i32 %38, !479, !DIExpression(), !481)
    #dbg_value(i32 %37, !478, !DIExpression(), !481)
  switch i32 %37, label %100 [
    i32 15, label %39
    i32 14, label %39
    i32 13, label %39
    i32 12, label %39
    i32 11, label %39
    i32 10, label %39
    i32 9, label %39
    i32 8, label %39
    i32 0, label %39
  ], !dbg !518

39:                                               ; preds = %36, %36, %36, %36, %36, %36, %36, %36, %36
  %40 = getelementptr inbounds i8, ptr %14, i64 72, !dbg !520
  %41 = load ptr, ptr %40, align 8, !dbg !520, !tbaa !522
  %42 = icmp eq ptr %41, null, !dbg !523
  br i1 %42, label %47, label %43, !dbg !524

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %14, i64 56, !dbg !525
  %45 = load i32, ptr %44, align 8, !dbg !525, !tbaa !526
  %46 = icmp eq i32 %45, %37, !dbg !527
  br i1 %46, label %47, label %50, !dbg !528

47:                                               ; preds = %39, %43
  %48 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !529
  store i32 %38, ptr %48, align 8, !dbg !530, !tbaa !344
  %49 = getelementptr inbounds i8, ptr %14, i64 56, !dbg !531
  store i32 %37, ptr %49, align 8, !dbg !532, !tbaa !526
    #dbg_value(ptr %0, !395, !DIExpression(), !533)
    #dbg_value(ptr %0, !293, !DIExpression(), !535)
  br label %57, !dbg !537

50:                                               ; preds = %43
  %51 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !538
  %52 = load ptr, ptr %51, align 8, !dbg !538, !tbaa !540
  tail call void %10(ptr noundef %52, ptr noundef nonnull %41) #9, !dbg !538
  store ptr null, ptr %40, align 8, !dbg !541, !tbaa !522
  %53 = load ptr, ptr %5, align 8, !dbg !542, !tbaa !304
  %54 = icmp eq ptr %53, null, !dbg !543
  %55 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !529
  store i32 %38, ptr %55, align 8, !dbg !530, !tbaa !344
  %56 = getelementptr inbounds i8, ptr %14, i64 56, !dbg !531
  store i32 %37, ptr %56, align 8, !dbg !532, !tbaa !526
    #dbg_value(ptr %0, !395, !DIExpression(), !533)
    #dbg_value(ptr %0, !293, !DIExpression(), !535)
  br i1 %54, label %100, label %57, !dbg !537

57:                                               ; preds = %47, %50
  %58 = load ptr, ptr %9, align 8, !dbg !544, !tbaa !314
  %59 = icmp eq ptr %58, null, !dbg !545
  br i1 %59, label %100, label %60, !dbg !546

60:                                               ; preds = %57
  %61 = load ptr, ptr %13, align 8, !dbg !547, !tbaa !318
    #dbg_value(ptr %61, !296, !DIExpression(), !535)
  %62 = icmp eq ptr %61, null, !dbg !548
  br i1 %62, label %100, label %63, !dbg !549

63:                                               ; preds = %60
  %64 = load ptr, ptr %61, align 8, !dbg !550, !tbaa !323
  %65 = icmp eq ptr %64, %0, !dbg !551
  br i1 %65, label %66, label %100, !dbg !552

66:                                               ; preds = %63
  %67 = getelementptr inbounds i8, ptr %61, i64 8, !dbg !553
  %68 = load i32, ptr %67, align 8, !dbg !553, !tbaa !328
  %69 = add i32 %68, -16180, !dbg !554
  %70 = icmp ult i32 %69, 32, !dbg !554
  br i1 %70, label %71, label %100, !dbg !555

71:                                               ; preds = %66
    #dbg_value(ptr %61, !396, !DIExpression(), !533)
  %72 = getelementptr inbounds i8, ptr %61, i64 60, !dbg !556
  store i32 0, ptr %72, align 4, !dbg !557, !tbaa !420
  %73 = getelementptr inbounds i8, ptr %61, i64 64, !dbg !558
  store i32 0, ptr %73, align 8, !dbg !559, !tbaa !423
  %74 = getelementptr inbounds i8, ptr %61, i64 68, !dbg !560
  store i32 0, ptr %74, align 4, !dbg !561, !tbaa !426
    #dbg_value(ptr %0, !290, !DIExpression(), !562)
    #dbg_value(ptr %0, !293, !DIExpression(), !564)
    #dbg_value(ptr %61, !296, !DIExpression(), !564)
    #dbg_value(ptr %61, !291, !DIExpression(), !562)
  %75 = getelementptr inbounds i8, ptr %61, i64 40, !dbg !566
  store i64 0, ptr %75, align 8, !dbg !567, !tbaa !333
  %76 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !568
  %77 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !569
  store i64 0, ptr %77, align 8, !dbg !570, !tbaa !337
  %78 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !571
  store i32 0, ptr %78, align 8, !dbg !572, !tbaa !340
  %79 = getelementptr inbounds i8, ptr %61, i64 16, !dbg !573
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %76, i8 0, i64 16, i1 false), !dbg !574
  %80 = load i32, ptr %79, align 8, !dbg !573, !tbaa !344
  %81 = icmp eq i32 %80, 0, !dbg !575
  br i1 %81, label %86, label %82, !dbg !576

82:                                               ; preds = %71
  %83 = and i32 %80, 1, !dbg !577
  %84 = zext nneg i32 %83 to i64, !dbg !578
  %85 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !579
  store i64 %84, ptr %85, align 8, !dbg !580, !tbaa !351
  br label %86, !dbg !581

86:                                               ; preds = %82, %71
  store i32 16180, ptr %67, align 8, !dbg !582, !tbaa !328
  %87 = getelementptr inbounds i8, ptr %61, i64 12, !dbg !583
  store i32 0, ptr %87, align 4, !dbg !584, !tbaa !356
  %88 = getelementptr inbounds i8, ptr %61, i64 20, !dbg !585
  store i32 0, ptr %88, align 4, !dbg !586, !tbaa !359
  %89 = getelementptr inbounds i8, ptr %61, i64 24, !dbg !587
  store i32 -1, ptr %89, align 8, !dbg !588, !tbaa !362
  %90 = getelementptr inbounds i8, ptr %61, i64 28, !dbg !589
  store i32 32768, ptr %90, align 4, !dbg !590, !tbaa !365
  %91 = getelementptr inbounds i8, ptr %61, i64 48, !dbg !591
  store ptr null, ptr %91, align 8, !dbg !592, !tbaa !368
  %92 = getelementptr inbounds i8, ptr %61, i64 80, !dbg !593
  store i64 0, ptr %92, align 8, !dbg !594, !tbaa !371
  %93 = getelementptr inbounds i8, ptr %61, i64 88, !dbg !595
  store i32 0, ptr %93, align 8, !dbg !596, !tbaa !374
  %94 = getelementptr inbounds i8, ptr %61, i64 1368, !dbg !597
  %95 = getelementptr inbounds i8, ptr %61, i64 144, !dbg !598
  store ptr %94, ptr %95, align 8, !dbg !599, !tbaa !378
  %96 = getelementptr inbounds i8, ptr %61, i64 112, !dbg !600
  store ptr %94, ptr %96, align 8, !dbg !601, !tbaa !381
  %97 = getelementptr inbounds i8, ptr %61, i64 104, !dbg !602
  store ptr %94, ptr %97, align 8, !dbg !603, !tbaa !384
  %98 = getelementptr inbounds i8, ptr %61, i64 7144, !dbg !604
  store i32 1, ptr %98, align 8, !dbg !605, !tbaa !387
  %99 = getelementptr inbounds i8, ptr %61, i64 7148, !dbg !606
  store i32 -1, ptr %99, align 4, !dbg !607, !tbaa !390
  br label %100, !dbg !608

100:                                              ; preds = %12, %16, %2, %4, %8, %86, %66, %63, %60, %57, %50, %36, %26, %19
  %101 = phi i32 [ -2, %19 ], [ -2, %26 ], [ -2, %36 ], [ -2, %66 ], [ 0, %86 ], [ -2, %57 ], [ -2, %50 ], [ -2, %63 ], [ -2, %60 ], [ -2, %8 ], [ -2, %4 ], [ -2, %2 ], [ -2, %16 ], [ -2, %12 ], !dbg !481
  ret i32 %101, !dbg !609
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -6, 1) i32 @inflateInit2_(ptr noundef %0, i32 noundef %1, ptr noundef readonly %2, i32 noundef %3) local_unnamed_addr #2 !dbg !610 {
    #dbg_value(ptr %0, !616, !DIExpression(), !622)
    #dbg_value(i32 %1, !617, !DIExpression(), !622)
    #dbg_value(ptr %2, !618, !DIExpression(), !622)
    #dbg_value(i32 %3, !619, !DIExpression(), !622)
  %5 = icmp eq ptr %2, null, !dbg !623
  br i1 %5, label %40, label %6, !dbg !625

6:                                                ; preds = %4
  %7 = load i8, ptr %2, align 1, !dbg !626, !tbaa !627
  %8 = icmp ne i8 %7, 49, !dbg !628
  %9 = icmp ne i32 %3, 112
  %10 = or i1 %9, %8, !dbg !629
  br i1 %10, label %40, label %11, !dbg !629

11:                                               ; preds = %6
  %12 = icmp eq ptr %0, null, !dbg !630
  br i1 %12, label %40, label %13, !dbg !632

13:                                               ; preds = %11
  %14 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !633
  store ptr null, ptr %14, align 8, !dbg !634, !tbaa !635
  %15 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !636
  %16 = load ptr, ptr %15, align 8, !dbg !636, !tbaa !304
  %17 = icmp eq ptr %16, null, !dbg !638
  br i1 %17, label %18, label %20, !dbg !639

18:                                               ; preds = %13
  store ptr @zcalloc, ptr %15, align 8, !dbg !640, !tbaa !304
  %19 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !642
  store ptr null, ptr %19, align 8, !dbg !643, !tbaa !540
  br label %20, !dbg !644

20:                                               ; preds = %18, %13
  %21 = phi ptr [ @zcalloc, %18 ], [ %16, %13 ]
  %22 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !645
  %23 = load ptr, ptr %22, align 8, !dbg !645, !tbaa !314
  %24 = icmp eq ptr %23, null, !dbg !647
  br i1 %24, label %25, label %26, !dbg !648

25:                                               ; preds = %20
  store ptr @zcfree, ptr %22, align 8, !dbg !649, !tbaa !314
  br label %26, !dbg !650

26:                                               ; preds = %25, %20
  %27 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !651
  %28 = load ptr, ptr %27, align 8, !dbg !651, !tbaa !540
  %29 = tail call ptr %21(ptr noundef %28, i32 noundef 1, i32 noundef 7160) #9, !dbg !651
    #dbg_value(ptr %29, !621, !DIExpression(), !622)
  %30 = icmp eq ptr %29, null, !dbg !652
  br i1 %30, label %40, label %31, !dbg !654

31:                                               ; preds = %26
  %32 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !655
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(7160) %32, i8 0, i64 7152, i1 false), !dbg !655
  %33 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !656
  store ptr %29, ptr %33, align 8, !dbg !657, !tbaa !318
  store ptr %0, ptr %29, align 8, !dbg !658, !tbaa !323
  %34 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !659
  store i32 16180, ptr %34, align 8, !dbg !660, !tbaa !328
  %35 = tail call i32 @inflateReset2(ptr noundef nonnull %0, i32 noundef %1), !dbg !661
    #dbg_value(i32 %35, !620, !DIExpression(), !622)
  %36 = icmp eq i32 %35, 0, !dbg !662
  br i1 %36, label %40, label %37, !dbg !664

37:                                               ; preds = %31
  %38 = load ptr, ptr %22, align 8, !dbg !665, !tbaa !314
  %39 = load ptr, ptr %27, align 8, !dbg !665, !tbaa !540
  tail call void %38(ptr noundef %39, ptr noundef nonnull %29) #9, !dbg !665
  store ptr null, ptr %33, align 8, !dbg !667, !tbaa !318
  br label %40, !dbg !668

40:                                               ; preds = %31, %37, %26, %11, %4, %6
  %41 = phi i32 [ -6, %6 ], [ -6, %4 ], [ -2, %11 ], [ -4, %26 ], [ %35, %37 ], [ 0, %31 ], !dbg !622
  ret i32 %41, !dbg !669
}

declare ptr @zcalloc(ptr noundef, i32 noundef, i32 noundef) #3

declare void @zcfree(ptr noundef, ptr noundef) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define dso_local range(i32 -6, 1) i32 @inflateInit_(ptr noundef %0, ptr noundef readonly %1, i32 noundef %2) local_unnamed_addr #2 !dbg !670 {
    #dbg_value(ptr %0, !674, !DIExpression(), !677)
    #dbg_value(ptr %1, !675, !DIExpression(), !677)
    #dbg_value(i32 %2, !676, !DIExpression(), !677)
    #dbg_value(ptr %0, !616, !DIExpression(), !678)
    #dbg_value(i32 15, !617, !DIExpression(), !678)
    #dbg_value(ptr %1, !618, !DIExpression(), !678)
    #dbg_value(i32 %2, !619, !DIExpression(), !678)
  %4 = icmp eq ptr %1, null, !dbg !680
  br i1 %4, label %38, label %5, !dbg !681

5:                                                ; preds = %3
  %6 = load i8, ptr %1, align 1, !dbg !682, !tbaa !627
  %7 = icmp ne i8 %6, 49, !dbg !683
  %8 = icmp ne i32 %2, 112
  %9 = or i1 %8, %7, !dbg !684
  br i1 %9, label %38, label %10, !dbg !684

10:                                               ; preds = %5
  %11 = icmp eq ptr %0, null, !dbg !685
  br i1 %11, label %38, label %12, !dbg !686

12:                                               ; preds = %10
  %13 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !687
  store ptr null, ptr %13, align 8, !dbg !688, !tbaa !635
  %14 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !689
  %15 = load ptr, ptr %14, align 8, !dbg !689, !tbaa !304
  %16 = icmp eq ptr %15, null, !dbg !690
  br i1 %16, label %17, label %19, !dbg !691

17:                                               ; preds = %12
  store ptr @zcalloc, ptr %14, align 8, !dbg !692, !tbaa !304
  %18 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !693
  store ptr null, ptr %18, align 8, !dbg !694, !tbaa !540
  br label %19, !dbg !695

19:                                               ; preds = %17, %12
  %20 = phi ptr [ @zcalloc, %17 ], [ %15, %12 ]
  %21 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !696
  %22 = load ptr, ptr %21, align 8, !dbg !696, !tbaa !314
  %23 = icmp eq ptr %22, null, !dbg !697
  br i1 %23, label %24, label %25, !dbg !698

24:                                               ; preds = %19
  store ptr @zcfree, ptr %21, align 8, !dbg !699, !tbaa !314
  br label %25, !dbg !700

25:                                               ; preds = %24, %19
  %26 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !701
  %27 = load ptr, ptr %26, align 8, !dbg !701, !tbaa !540
  %28 = tail call ptr %20(ptr noundef %27, i32 noundef 1, i32 noundef 7160) #9, !dbg !701
    #dbg_value(ptr %28, !621, !DIExpression(), !678)
  %29 = icmp eq ptr %28, null, !dbg !702
  br i1 %29, label %38, label %30, !dbg !703

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !704
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(7160) %31, i8 0, i64 7152, i1 false), !dbg !704
  %32 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !705
  store ptr %28, ptr %32, align 8, !dbg !706, !tbaa !318
  store ptr %0, ptr %28, align 8, !dbg !707, !tbaa !323
  store i32 16180, ptr %31, align 8, !dbg !708, !tbaa !328
  %33 = tail call i32 @inflateReset2(ptr noundef nonnull %0, i32 noundef 15), !dbg !709
    #dbg_value(i32 %33, !620, !DIExpression(), !678)
  %34 = icmp eq i32 %33, 0, !dbg !710
  br i1 %34, label %38, label %35, !dbg !711

35:                                               ; preds = %30
  %36 = load ptr, ptr %21, align 8, !dbg !712, !tbaa !314
  %37 = load ptr, ptr %26, align 8, !dbg !712, !tbaa !540
  tail call void %36(ptr noundef %37, ptr noundef nonnull %28) #9, !dbg !712
  store ptr null, ptr %32, align 8, !dbg !713, !tbaa !318
  br label %38, !dbg !714

38:                                               ; preds = %3, %5, %10, %25, %30, %35
  %39 = phi i32 [ -6, %5 ], [ -6, %3 ], [ -2, %10 ], [ -4, %25 ], [ %33, %35 ], [ 0, %30 ], !dbg !678
  ret i32 %39, !dbg !715
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @inflatePrime(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !716 {
    #dbg_value(ptr %0, !720, !DIExpression(), !724)
    #dbg_value(i32 %1, !721, !DIExpression(), !724)
    #dbg_value(i32 %2, !722, !DIExpression(), !724)
    #dbg_value(ptr %0, !293, !DIExpression(), !725)
  %4 = icmp eq ptr %0, null, !dbg !728
  br i1 %4, label %51, label %5, !dbg !729

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !730
  %7 = load ptr, ptr %6, align 8, !dbg !730, !tbaa !304
  %8 = icmp eq ptr %7, null, !dbg !731
  br i1 %8, label %51, label %9, !dbg !732

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !733
  %11 = load ptr, ptr %10, align 8, !dbg !733, !tbaa !314
  %12 = icmp eq ptr %11, null, !dbg !734
  br i1 %12, label %51, label %13, !dbg !735

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !736
  %15 = load ptr, ptr %14, align 8, !dbg !736, !tbaa !318
    #dbg_value(ptr %15, !296, !DIExpression(), !725)
  %16 = icmp eq ptr %15, null, !dbg !737
  br i1 %16, label %51, label %17, !dbg !738

17:                                               ; preds = %13
  %18 = load ptr, ptr %15, align 8, !dbg !739, !tbaa !323
  %19 = icmp eq ptr %18, %0, !dbg !740
  br i1 %19, label %20, label %51, !dbg !741

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !742
  %22 = load i32, ptr %21, align 8, !dbg !742, !tbaa !328
  %23 = add i32 %22, -16180, !dbg !743
  %24 = icmp ult i32 %23, 32, !dbg !743
  br i1 %24, label %25, label %51, !dbg !744

25:                                               ; preds = %20
  %26 = icmp eq i32 %1, 0, !dbg !745
  br i1 %26, label %51, label %27, !dbg !747

27:                                               ; preds = %25
    #dbg_value(ptr %15, !723, !DIExpression(), !724)
  %28 = icmp slt i32 %1, 0, !dbg !748
  br i1 %28, label %29, label %32, !dbg !750

29:                                               ; preds = %27
  %30 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !751
  store i64 0, ptr %30, align 8, !dbg !753, !tbaa !371
  %31 = getelementptr inbounds i8, ptr %15, i64 88, !dbg !754
  store i32 0, ptr %31, align 8, !dbg !755, !tbaa !374
  br label %51, !dbg !756

32:                                               ; preds = %27
  %33 = icmp ugt i32 %1, 16, !dbg !757
  br i1 %33, label %51, label %34, !dbg !759

34:                                               ; preds = %32
  %35 = getelementptr inbounds i8, ptr %15, i64 88, !dbg !760
  %36 = load i32, ptr %35, align 8, !dbg !760, !tbaa !374
  %37 = add i32 %36, %1, !dbg !761
  %38 = icmp ugt i32 %37, 32, !dbg !762
  br i1 %38, label %51, label %39, !dbg !763

39:                                               ; preds = %34
  %40 = zext nneg i32 %1 to i64, !dbg !764
  %41 = shl nsw i64 -1, %40, !dbg !765
  %42 = trunc i64 %41 to i32, !dbg !766
  %43 = xor i32 %42, -1, !dbg !766
  %44 = and i32 %43, %2, !dbg !766
    #dbg_value(i32 %44, !722, !DIExpression(), !724)
  %45 = zext nneg i32 %44 to i64, !dbg !767
  %46 = zext nneg i32 %36 to i64, !dbg !768
  %47 = shl i64 %45, %46, !dbg !768
  %48 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !769
  %49 = load i64, ptr %48, align 8, !dbg !770, !tbaa !371
  %50 = add i64 %49, %47, !dbg !770
  store i64 %50, ptr %48, align 8, !dbg !770, !tbaa !371
  store i32 %37, ptr %35, align 8, !dbg !771, !tbaa !374
  br label %51, !dbg !772

51:                                               ; preds = %13, %17, %3, %5, %9, %32, %34, %25, %20, %39, %29
  %52 = phi i32 [ 0, %29 ], [ 0, %39 ], [ -2, %20 ], [ 0, %25 ], [ -2, %34 ], [ -2, %32 ], [ -2, %9 ], [ -2, %5 ], [ -2, %3 ], [ -2, %17 ], [ -2, %13 ], !dbg !724
  ret i32 %52, !dbg !773
}

; Function Attrs: nounwind uwtable
define dso_local i32 @inflate(ptr noundef %0, i32 noundef %1) local_unnamed_addr #2 !dbg !2 {
  %3 = alloca [4 x i8], align 1, !DIAssignID !774
    #dbg_assign(i1 undef, !271, !DIExpression(), !774, ptr %3, !DIExpression(), !775)
    #dbg_value(ptr %0, !254, !DIExpression(), !775)
    #dbg_value(i32 %1, !255, !DIExpression(), !775)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #9, !dbg !776
    #dbg_value(ptr %0, !293, !DIExpression(), !777)
  %4 = icmp eq ptr %0, null, !dbg !780
  br i1 %4, label %2287, label %5, !dbg !781

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !782
  %7 = load ptr, ptr %6, align 8, !dbg !782, !tbaa !304
  %8 = icmp eq ptr %7, null, !dbg !783
  br i1 %8, label %2287, label %9, !dbg !784

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !785
  %11 = load ptr, ptr %10, align 8, !dbg !785, !tbaa !314
  %12 = icmp eq ptr %11, null, !dbg !786
  br i1 %12, label %2287, label %13, !dbg !787

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !788
  %15 = load ptr, ptr %14, align 8, !dbg !788, !tbaa !318
    #dbg_value(ptr %15, !296, !DIExpression(), !777)
  %16 = icmp eq ptr %15, null, !dbg !789
  br i1 %16, label %2287, label %17, !dbg !790

17:                                               ; preds = %13
  %18 = load ptr, ptr %15, align 8, !dbg !791, !tbaa !323
  %19 = icmp eq ptr %18, %0, !dbg !792
  br i1 %19, label %20, label %2287, !dbg !793

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !794
  %22 = load i32, ptr %21, align 8, !dbg !794, !tbaa !328
  %23 = add i32 %22, -16180, !dbg !795
  %24 = icmp ult i32 %23, 32, !dbg !795
  br i1 %24, label %25, label %2287, !dbg !796

25:                                               ; preds = %20
  %26 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !797
  %27 = load ptr, ptr %26, align 8, !dbg !797, !tbaa !798
  %28 = icmp eq ptr %27, null, !dbg !799
  br i1 %28, label %2287, label %29, !dbg !800

29:                                               ; preds = %25
  %30 = load ptr, ptr %0, align 8, !dbg !801, !tbaa !802
  %31 = icmp eq ptr %30, null, !dbg !803
  br i1 %31, label %32, label %36, !dbg !804

32:                                               ; preds = %29
  %33 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !805
  %34 = load i32, ptr %33, align 8, !dbg !805, !tbaa !806
  %35 = icmp eq i32 %34, 0, !dbg !807
  br i1 %35, label %36, label %2287, !dbg !808

36:                                               ; preds = %32, %29
    #dbg_value(ptr %15, !256, !DIExpression(), !775)
  %37 = icmp eq i32 %22, 16191, !dbg !809
  br i1 %37, label %38, label %39, !dbg !811

38:                                               ; preds = %36
  store i32 16192, ptr %21, align 8, !dbg !812, !tbaa !328
  br label %39, !dbg !813

39:                                               ; preds = %36, %38
  %40 = phi i32 [ %22, %36 ], [ 16192, %38 ]
    #dbg_value(ptr %27, !258, !DIExpression(), !775)
  %41 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !814
  %42 = load i32, ptr %41, align 8, !dbg !814, !tbaa !816
    #dbg_value(i32 %42, !260, !DIExpression(), !775)
    #dbg_value(ptr %30, !257, !DIExpression(), !775)
  %43 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !814
  %44 = load i32, ptr %43, align 8, !dbg !814, !tbaa !806
    #dbg_value(i32 %44, !259, !DIExpression(), !775)
  %45 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !814
  %46 = load i64, ptr %45, align 8, !dbg !814, !tbaa !371
    #dbg_value(i64 %46, !261, !DIExpression(), !775)
  %47 = getelementptr inbounds i8, ptr %15, i64 88, !dbg !814
  %48 = load i32, ptr %47, align 8, !dbg !814, !tbaa !374
    #dbg_value(i32 %48, !262, !DIExpression(), !775)
    #dbg_value(i32 %44, !263, !DIExpression(), !775)
    #dbg_value(i32 %42, !264, !DIExpression(), !775)
    #dbg_value(i32 0, !270, !DIExpression(), !775)
  %49 = getelementptr inbounds i8, ptr %15, i64 16
  %50 = getelementptr inbounds i8, ptr %0, i64 40
  %51 = getelementptr inbounds i8, ptr %15, i64 40
  %52 = getelementptr inbounds i8, ptr %15, i64 24
  %53 = getelementptr inbounds i8, ptr %15, i64 32
  %54 = getelementptr inbounds i8, ptr %0, i64 96
  %55 = getelementptr inbounds i8, ptr %0, i64 48
  %56 = getelementptr inbounds i8, ptr %15, i64 92
  %57 = getelementptr inbounds i8, ptr %15, i64 132
  %58 = getelementptr inbounds i8, ptr %15, i64 136
  %59 = getelementptr inbounds i8, ptr %15, i64 128
  %60 = getelementptr inbounds i8, ptr %15, i64 140
  %61 = getelementptr inbounds i8, ptr %15, i64 152
  %62 = getelementptr inbounds i8, ptr %15, i64 1368
  %63 = getelementptr inbounds i8, ptr %15, i64 144
  %64 = getelementptr inbounds i8, ptr %15, i64 112
  %65 = getelementptr inbounds i8, ptr %15, i64 104
  %66 = getelementptr inbounds i8, ptr %15, i64 120
  %67 = getelementptr inbounds i8, ptr %15, i64 792
  %68 = getelementptr inbounds i8, ptr %15, i64 664
  %69 = getelementptr inbounds i8, ptr %15, i64 124
  %70 = icmp eq i32 %1, 6
  %71 = getelementptr inbounds i8, ptr %15, i64 7148
  %72 = getelementptr inbounds i8, ptr %15, i64 100
  %73 = getelementptr inbounds i8, ptr %15, i64 7152
  %74 = getelementptr inbounds i8, ptr %15, i64 96
  %75 = getelementptr inbounds i8, ptr %15, i64 64
  %76 = getelementptr inbounds i8, ptr %15, i64 7144
  %77 = getelementptr inbounds i8, ptr %15, i64 68
  %78 = getelementptr inbounds i8, ptr %15, i64 72
  %79 = getelementptr inbounds i8, ptr %15, i64 60
  %80 = getelementptr inbounds i8, ptr %15, i64 20
  %81 = add i32 %1, -5
  %82 = icmp ult i32 %81, 2
  %83 = getelementptr inbounds i8, ptr %15, i64 12
  %84 = getelementptr inbounds i8, ptr %15, i64 48
  %85 = getelementptr inbounds i8, ptr %3, i64 1
  %86 = getelementptr inbounds i8, ptr %3, i64 2
  %87 = getelementptr inbounds i8, ptr %3, i64 3
  %88 = getelementptr inbounds i8, ptr %15, i64 56
  %89 = getelementptr inbounds i8, ptr %15, i64 28
  br label %90, !dbg !817

90:                                               ; preds = %2096, %39
  %91 = phi i32 [ %40, %39 ], [ %2105, %2096 ], !dbg !818
  %92 = phi ptr [ %30, %39 ], [ %2097, %2096 ], !dbg !814
  %93 = phi ptr [ %27, %39 ], [ %2098, %2096 ], !dbg !814
  %94 = phi i32 [ %44, %39 ], [ %2099, %2096 ], !dbg !814
  %95 = phi i32 [ %42, %39 ], [ %2100, %2096 ], !dbg !814
  %96 = phi i64 [ %46, %39 ], [ %2101, %2096 ], !dbg !814
  %97 = phi i32 [ %48, %39 ], [ %2102, %2096 ], !dbg !814
  %98 = phi i32 [ %42, %39 ], [ %2103, %2096 ], !dbg !821
  %99 = phi i32 [ 0, %39 ], [ %2104, %2096 ], !dbg !822
    #dbg_value(i32 %99, !270, !DIExpression(), !775)
    #dbg_value(i32 %98, !264, !DIExpression(), !775)
    #dbg_value(i32 %97, !262, !DIExpression(), !775)
    #dbg_value(i64 %96, !261, !DIExpression(), !775)
    #dbg_value(i32 %95, !260, !DIExpression(), !775)
    #dbg_value(i32 %94, !259, !DIExpression(), !775)
    #dbg_value(ptr %93, !258, !DIExpression(), !775)
    #dbg_value(ptr %92, !257, !DIExpression(), !775)
  %100 = ptrtoint ptr %93 to i64, !dbg !823
  switch i32 %91, label %2287 [
    i32 16180, label %124
    i32 16181, label %119
    i32 16182, label %273
    i32 16183, label %349
    i32 16184, label %403
    i32 16185, label %476
    i32 16186, label %536
    i32 16187, label %596
    i32 16188, label %656
    i32 16189, label %114
    i32 16190, label %768
    i32 16191, label %778
    i32 16192, label %783
    i32 16193, label %829
    i32 16194, label %898
    i32 16195, label %903
    i32 16196, label %109
    i32 16197, label %969
    i32 16198, label %105
    i32 16199, label %1366
    i32 16200, label %1372
    i32 16201, label %103
    i32 16202, label %1582
    i32 16203, label %101
    i32 16204, label %1771
    i32 16205, label %1904
    i32 16206, label %1911
    i32 16207, label %107
    i32 16208, label %2202
    i32 16209, label %2203
    i32 16210, label %2286
  ], !dbg !823

101:                                              ; preds = %90
  %102 = load i32, ptr %72, align 4, !dbg !824, !tbaa !827
  br label %1724, !dbg !823

103:                                              ; preds = %90
  %104 = load i32, ptr %72, align 4, !dbg !828, !tbaa !827
  br label %1532, !dbg !823

105:                                              ; preds = %90
  %106 = load i32, ptr %60, align 4, !tbaa !830
  br label %1040, !dbg !823

107:                                              ; preds = %90
  %108 = load i32, ptr %49, align 8, !dbg !831, !tbaa !344
  br label %2016, !dbg !823

109:                                              ; preds = %90
    #dbg_value(i32 %97, !262, !DIExpression(), !775)
    #dbg_value(i64 %96, !261, !DIExpression(), !775)
    #dbg_value(i32 %94, !259, !DIExpression(), !775)
    #dbg_value(ptr %92, !257, !DIExpression(), !775)
  %110 = icmp ult i32 %97, 14, !dbg !833
  br i1 %110, label %111, label %948, !dbg !833

111:                                              ; preds = %109
  %112 = zext nneg i32 %97 to i64, !dbg !833
    #dbg_value(i64 %112, !262, !DIExpression(), !775)
    #dbg_value(i64 %96, !261, !DIExpression(), !775)
    #dbg_value(i32 %94, !259, !DIExpression(), !775)
    #dbg_value(ptr %92, !257, !DIExpression(), !775)
  %113 = icmp eq i32 %94, 0, !dbg !835
  br i1 %113, label %2152, label %923, !dbg !838

114:                                              ; preds = %90
    #dbg_value(i32 %97, !262, !DIExpression(), !775)
    #dbg_value(i64 %96, !261, !DIExpression(), !775)
    #dbg_value(i32 %94, !259, !DIExpression(), !775)
    #dbg_value(ptr %92, !257, !DIExpression(), !775)
  %115 = icmp ult i32 %97, 32, !dbg !839
  br i1 %115, label %116, label %761, !dbg !839

116:                                              ; preds = %114
  %117 = zext nneg i32 %97 to i64, !dbg !839
    #dbg_value(i64 %117, !262, !DIExpression(), !775)
    #dbg_value(i64 %96, !261, !DIExpression(), !775)
    #dbg_value(i32 %94, !259, !DIExpression(), !775)
    #dbg_value(ptr %92, !257, !DIExpression(), !775)
  %118 = icmp eq i32 %94, 0, !dbg !841
  br i1 %118, label %2142, label %721, !dbg !844

119:                                              ; preds = %90
    #dbg_value(i32 %97, !262, !DIExpression(), !775)
    #dbg_value(i64 %96, !261, !DIExpression(), !775)
    #dbg_value(i32 %94, !259, !DIExpression(), !775)
    #dbg_value(ptr %92, !257, !DIExpression(), !775)
  %120 = icmp ult i32 %97, 16, !dbg !845
  br i1 %120, label %121, label %240, !dbg !845

121:                                              ; preds = %119
  %122 = zext nneg i32 %97 to i64, !dbg !845
    #dbg_value(i64 %122, !262, !DIExpression(), !775)
    #dbg_value(i64 %96, !261, !DIExpression(), !775)
    #dbg_value(i32 %94, !259, !DIExpression(), !775)
    #dbg_value(ptr %92, !257, !DIExpression(), !775)
  %123 = icmp eq i32 %94, 0, !dbg !847
  br i1 %123, label %2137, label %215, !dbg !850

124:                                              ; preds = %90
  %125 = load i32, ptr %49, align 8, !dbg !851, !tbaa !344
  %126 = icmp eq i32 %125, 0, !dbg !853
  br i1 %126, label %132, label %127, !dbg !854

127:                                              ; preds = %124
    #dbg_value(i32 %97, !262, !DIExpression(), !775)
    #dbg_value(i64 %96, !261, !DIExpression(), !775)
    #dbg_value(i32 %94, !259, !DIExpression(), !775)
    #dbg_value(ptr %92, !257, !DIExpression(), !775)
  %128 = icmp ult i32 %97, 16, !dbg !855
  br i1 %128, label %129, label %158, !dbg !855

129:                                              ; preds = %127
  %130 = zext nneg i32 %97 to i64, !dbg !855
    #dbg_value(i64 %130, !262, !DIExpression(), !775)
    #dbg_value(i64 %96, !261, !DIExpression(), !775)
    #dbg_value(i32 %94, !259, !DIExpression(), !775)
    #dbg_value(ptr %92, !257, !DIExpression(), !775)
  %131 = icmp eq i32 %94, 0, !dbg !857
  br i1 %131, label %2112, label %133, !dbg !860

132:                                              ; preds = %124
  store i32 16192, ptr %21, align 8, !dbg !861, !tbaa !328
  br label %2096, !dbg !863

133:                                              ; preds = %129
  %134 = add i32 %94, -1, !dbg !860
    #dbg_value(i32 %134, !259, !DIExpression(), !775)
  %135 = getelementptr inbounds i8, ptr %92, i64 1, !dbg !860
    #dbg_value(ptr %135, !257, !DIExpression(), !775)
  %136 = load i8, ptr %92, align 1, !dbg !860, !tbaa !627
  %137 = zext i8 %136 to i64, !dbg !860
  %138 = shl nuw nsw i64 %137, %130, !dbg !860
  %139 = add i64 %138, %96, !dbg !860
    #dbg_value(i64 %139, !261, !DIExpression(), !775)
  %140 = add nuw nsw i64 %130, 8, !dbg !860
    #dbg_value(i64 %140, !262, !DIExpression(), !775)
  %141 = icmp ult i32 %97, 8, !dbg !855
  br i1 %141, label %142, label %152, !dbg !855, !llvm.loop !864

142:                                              ; preds = %133
    #dbg_value(i64 %140, !262, !DIExpression(), !775)
    #dbg_value(i64 %139, !261, !DIExpression(), !775)
    #dbg_value(i32 %134, !259, !DIExpression(), !775)
    #dbg_value(ptr %135, !257, !DIExpression(), !775)
  %143 = icmp eq i32 %134, 0, !dbg !857
  br i1 %143, label %2112, label %144, !dbg !860

144:                                              ; preds = %142
  %145 = add i32 %94, -2, !dbg !860
    #dbg_value(i32 %145, !259, !DIExpression(), !775)
  %146 = getelementptr inbounds i8, ptr %92, i64 2, !dbg !860
    #dbg_value(ptr %146, !257, !DIExpression(), !775)
  %147 = load i8, ptr %135, align 1, !dbg !860, !tbaa !627
  %148 = zext i8 %147 to i64, !dbg !860
  %149 = shl nuw nsw i64 %148, %140, !dbg !860
  %150 = add i64 %149, %139, !dbg !860
    #dbg_value(i64 %150, !261, !DIExpression(), !775)
  %151 = or disjoint i64 %130, 16, !dbg !860
    #dbg_value(i64 %151, !262, !DIExpression(), !775)
  br label %152

152:                                              ; preds = %144, %133
  %153 = phi i32 [ %134, %133 ], [ %145, %144 ], !dbg !860
  %154 = phi ptr [ %135, %133 ], [ %146, %144 ], !dbg !860
  %155 = phi i64 [ %139, %133 ], [ %150, %144 ], !dbg !860
  %156 = phi i64 [ %140, %133 ], [ %151, %144 ], !dbg !860
  %157 = trunc nuw nsw i64 %156 to i32, !dbg !866
  br label %158, !dbg !866

158:                                              ; preds = %152, %127
  %159 = phi ptr [ %92, %127 ], [ %154, %152 ], !dbg !775
  %160 = phi i32 [ %94, %127 ], [ %153, %152 ], !dbg !775
  %161 = phi i64 [ %96, %127 ], [ %155, %152 ], !dbg !775
  %162 = phi i32 [ %97, %127 ], [ %157, %152 ], !dbg !775
  %163 = and i32 %125, 2, !dbg !866
  %164 = icmp ne i32 %163, 0, !dbg !866
  %165 = icmp eq i64 %161, 35615
  %166 = select i1 %164, i1 %165, i1 false, !dbg !868
  br i1 %166, label %167, label %174, !dbg !868

167:                                              ; preds = %158
  %168 = load i32, ptr %88, align 8, !dbg !869, !tbaa !526
  %169 = icmp eq i32 %168, 0, !dbg !872
  br i1 %169, label %170, label %171, !dbg !873

170:                                              ; preds = %167
  store i32 15, ptr %88, align 8, !dbg !874, !tbaa !526
  br label %171, !dbg !875

171:                                              ; preds = %170, %167
  %172 = call i64 @crc32(i64 noundef 0, ptr noundef null, i32 noundef 0) #9, !dbg !876
  store i64 %172, ptr %53, align 8, !dbg !877, !tbaa !878
  store i8 31, ptr %3, align 1, !dbg !879, !tbaa !627, !DIAssignID !881
    #dbg_assign(i8 31, !271, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !881, ptr %3, !DIExpression(), !775)
  store i8 -117, ptr %85, align 1, !dbg !879, !tbaa !627, !DIAssignID !882
    #dbg_assign(i8 -117, !271, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !882, ptr %85, !DIExpression(), !775)
  %173 = call i64 @crc32(i64 noundef %172, ptr noundef nonnull %3, i32 noundef 2) #9, !dbg !879
  store i64 %173, ptr %53, align 8, !dbg !879, !tbaa !878
    #dbg_value(i64 0, !261, !DIExpression(), !775)
    #dbg_value(i32 0, !262, !DIExpression(), !775)
  store i32 16181, ptr %21, align 8, !dbg !883, !tbaa !328
  br label %2096, !dbg !884

174:                                              ; preds = %158
  %175 = load ptr, ptr %84, align 8, !dbg !885, !tbaa !368
  %176 = icmp eq ptr %175, null, !dbg !887
  br i1 %176, label %179, label %177, !dbg !888

177:                                              ; preds = %174
  %178 = getelementptr inbounds i8, ptr %175, i64 72, !dbg !889
  store i32 -1, ptr %178, align 8, !dbg !890, !tbaa !891
  br label %179, !dbg !893

179:                                              ; preds = %177, %174
  %180 = and i32 %125, 1, !dbg !894
  %181 = icmp eq i32 %180, 0, !dbg !894
  br i1 %181, label %189, label %182, !dbg !896

182:                                              ; preds = %179
  %183 = shl i64 %161, 8, !dbg !897
  %184 = and i64 %183, 65280, !dbg !897
  %185 = lshr i64 %161, 8, !dbg !898
  %186 = add nuw nsw i64 %184, %185, !dbg !899
  %187 = urem i64 %186, 31, !dbg !900
  %188 = icmp eq i64 %187, 0, !dbg !900
  br i1 %188, label %190, label %189, !dbg !901

189:                                              ; preds = %182, %179
  store ptr @.str.1, ptr %55, align 8, !dbg !902, !tbaa !635
  store i32 16209, ptr %21, align 8, !dbg !904, !tbaa !328
  br label %2096, !dbg !905

190:                                              ; preds = %182
  %191 = and i64 %161, 15, !dbg !906
  %192 = icmp eq i64 %191, 8, !dbg !906
  br i1 %192, label %194, label %193, !dbg !908

193:                                              ; preds = %190
  store ptr @.str.2, ptr %55, align 8, !dbg !909, !tbaa !635
  store i32 16209, ptr %21, align 8, !dbg !911, !tbaa !328
  br label %2096, !dbg !912

194:                                              ; preds = %190
  %195 = lshr i64 %161, 4, !dbg !913
    #dbg_value(i64 %195, !261, !DIExpression(), !775)
  %196 = add i32 %162, -4, !dbg !913
    #dbg_value(i32 %196, !262, !DIExpression(), !775)
  %197 = trunc i64 %195 to i32, !dbg !915
  %198 = and i32 %197, 15, !dbg !915
  %199 = add nuw nsw i32 %198, 8, !dbg !916
    #dbg_value(i32 %199, !269, !DIExpression(), !775)
  %200 = load i32, ptr %88, align 8, !dbg !917, !tbaa !526
  %201 = icmp eq i32 %200, 0, !dbg !919
  br i1 %201, label %202, label %203, !dbg !920

202:                                              ; preds = %194
  store i32 %199, ptr %88, align 8, !dbg !921, !tbaa !526
  br label %203, !dbg !922

203:                                              ; preds = %202, %194
  %204 = phi i32 [ %199, %202 ], [ %200, %194 ]
  %205 = icmp ugt i32 %198, 7, !dbg !923
  %206 = icmp ugt i32 %199, %204
  %207 = select i1 %205, i1 true, i1 %206, !dbg !925
  br i1 %207, label %208, label %209, !dbg !925

208:                                              ; preds = %203
  store ptr @.str.3, ptr %55, align 8, !dbg !926, !tbaa !635
  store i32 16209, ptr %21, align 8, !dbg !928, !tbaa !328
  br label %2096, !dbg !929

209:                                              ; preds = %203
  %210 = shl nuw nsw i32 256, %198, !dbg !930
  store i32 %210, ptr %89, align 4, !dbg !931, !tbaa !365
  store i32 0, ptr %52, align 8, !dbg !932, !tbaa !362
  %211 = call i64 @adler32(i64 noundef 0, ptr noundef null, i32 noundef 0) #9, !dbg !933
  store i64 %211, ptr %53, align 8, !dbg !934, !tbaa !878
  store i64 %211, ptr %54, align 8, !dbg !935, !tbaa !351
  %212 = and i64 %161, 8192, !dbg !936
  %213 = icmp eq i64 %212, 0, !dbg !936
  %214 = select i1 %213, i32 16191, i32 16189, !dbg !936
  store i32 %214, ptr %21, align 8, !dbg !937, !tbaa !328
    #dbg_value(i64 0, !261, !DIExpression(), !775)
    #dbg_value(i32 0, !262, !DIExpression(), !775)
  br label %2096, !dbg !938

215:                                              ; preds = %121
  %216 = add i32 %94, -1, !dbg !850
    #dbg_value(i32 %216, !259, !DIExpression(), !775)
  %217 = getelementptr inbounds i8, ptr %92, i64 1, !dbg !850
    #dbg_value(ptr %217, !257, !DIExpression(), !775)
  %218 = load i8, ptr %92, align 1, !dbg !850, !tbaa !627
  %219 = zext i8 %218 to i64, !dbg !850
  %220 = shl nuw nsw i64 %219, %122, !dbg !850
  %221 = add i64 %220, %96, !dbg !850
    #dbg_value(i64 %221, !261, !DIExpression(), !775)
  %222 = add nuw nsw i64 %122, 8, !dbg !850
    #dbg_value(i64 %222, !262, !DIExpression(), !775)
  %223 = icmp ult i32 %97, 8, !dbg !845
  br i1 %223, label %224, label %234, !dbg !845, !llvm.loop !939

224:                                              ; preds = %215
    #dbg_value(i64 %222, !262, !DIExpression(), !775)
    #dbg_value(i64 %221, !261, !DIExpression(), !775)
    #dbg_value(i32 %216, !259, !DIExpression(), !775)
    #dbg_value(ptr %217, !257, !DIExpression(), !775)
  %225 = icmp eq i32 %216, 0, !dbg !847
  br i1 %225, label %2137, label %226, !dbg !850

226:                                              ; preds = %224
  %227 = add i32 %94, -2, !dbg !850
    #dbg_value(i32 %227, !259, !DIExpression(), !775)
  %228 = getelementptr inbounds i8, ptr %92, i64 2, !dbg !850
    #dbg_value(ptr %228, !257, !DIExpression(), !775)
  %229 = load i8, ptr %217, align 1, !dbg !850, !tbaa !627
  %230 = zext i8 %229 to i64, !dbg !850
  %231 = shl nuw nsw i64 %230, %222, !dbg !850
  %232 = add i64 %231, %221, !dbg !850
    #dbg_value(i64 %232, !261, !DIExpression(), !775)
  %233 = or disjoint i64 %122, 16, !dbg !850
    #dbg_value(i64 %233, !262, !DIExpression(), !775)
  br label %234

234:                                              ; preds = %226, %215
  %235 = phi i32 [ %216, %215 ], [ %227, %226 ], !dbg !850
  %236 = phi ptr [ %217, %215 ], [ %228, %226 ], !dbg !850
  %237 = phi i64 [ %221, %215 ], [ %232, %226 ], !dbg !850
  %238 = phi i64 [ %222, %215 ], [ %233, %226 ], !dbg !850
  %239 = trunc nuw nsw i64 %238 to i32, !dbg !940
  br label %240, !dbg !940

240:                                              ; preds = %234, %119
  %241 = phi ptr [ %92, %119 ], [ %236, %234 ], !dbg !775
  %242 = phi i32 [ %94, %119 ], [ %235, %234 ], !dbg !775
  %243 = phi i64 [ %96, %119 ], [ %237, %234 ], !dbg !775
  %244 = phi i32 [ %97, %119 ], [ %239, %234 ], !dbg !775
  %245 = trunc i64 %243 to i32, !dbg !940
  store i32 %245, ptr %52, align 8, !dbg !941, !tbaa !362
  %246 = and i32 %245, 255, !dbg !942
  %247 = icmp eq i32 %246, 8, !dbg !944
  br i1 %247, label %249, label %248, !dbg !945

248:                                              ; preds = %240
  store ptr @.str.2, ptr %55, align 8, !dbg !946, !tbaa !635
  store i32 16209, ptr %21, align 8, !dbg !948, !tbaa !328
  br label %2096, !dbg !949

249:                                              ; preds = %240
  %250 = and i32 %245, 57344, !dbg !950
  %251 = icmp eq i32 %250, 0, !dbg !950
  br i1 %251, label %253, label %252, !dbg !952

252:                                              ; preds = %249
  store ptr @.str.4, ptr %55, align 8, !dbg !953, !tbaa !635
  store i32 16209, ptr %21, align 8, !dbg !955, !tbaa !328
  br label %2096, !dbg !956

253:                                              ; preds = %249
  %254 = load ptr, ptr %84, align 8, !dbg !957, !tbaa !368
  %255 = icmp eq ptr %254, null, !dbg !959
  br i1 %255, label %259, label %256, !dbg !960

256:                                              ; preds = %253
  %257 = lshr i32 %245, 8, !dbg !961
  %258 = and i32 %257, 1, !dbg !961
  store i32 %258, ptr %254, align 8, !dbg !962, !tbaa !963
  br label %259, !dbg !964

259:                                              ; preds = %256, %253
  %260 = and i32 %245, 512, !dbg !965
  %261 = icmp eq i32 %260, 0, !dbg !965
  br i1 %261, label %272, label %262, !dbg !967

262:                                              ; preds = %259
  %263 = load i32, ptr %49, align 8, !dbg !968, !tbaa !344
  %264 = and i32 %263, 4, !dbg !969
  %265 = icmp eq i32 %264, 0, !dbg !969
  br i1 %265, label %272, label %266, !dbg !970

266:                                              ; preds = %262
  %267 = trunc i64 %243 to i8, !dbg !971
  store i8 %267, ptr %3, align 1, !dbg !971, !tbaa !627, !DIAssignID !973
    #dbg_assign(i8 %267, !271, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !973, ptr %3, !DIExpression(), !775)
  %268 = lshr i64 %243, 8, !dbg !971
  %269 = trunc i64 %268 to i8, !dbg !971
  store i8 %269, ptr %85, align 1, !dbg !971, !tbaa !627, !DIAssignID !974
    #dbg_assign(i8 %269, !271, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !974, ptr %85, !DIExpression(), !775)
  %270 = load i64, ptr %53, align 8, !dbg !971, !tbaa !878
  %271 = call i64 @crc32(i64 noundef %270, ptr noundef nonnull %3, i32 noundef 2) #9, !dbg !971
  store i64 %271, ptr %53, align 8, !dbg !971, !tbaa !878
  br label %272, !dbg !971

272:                                              ; preds = %266, %262, %259
    #dbg_value(i64 0, !261, !DIExpression(), !775)
    #dbg_value(i32 0, !262, !DIExpression(), !775)
  store i32 16182, ptr %21, align 8, !dbg !975, !tbaa !328
    #dbg_value(i32 %242, !259, !DIExpression(), !775)
    #dbg_value(ptr %241, !257, !DIExpression(), !775)
  br label %275, !dbg !976

273:                                              ; preds = %90
    #dbg_value(i32 %97, !262, !DIExpression(), !775)
    #dbg_value(i64 %96, !261, !DIExpression(), !775)
    #dbg_value(i32 %94, !259, !DIExpression(), !775)
    #dbg_value(ptr %92, !257, !DIExpression(), !775)
  %274 = icmp ult i32 %97, 32, !dbg !976
  br i1 %274, label %275, label %322, !dbg !976

275:                                              ; preds = %272, %273
  %276 = phi i32 [ 0, %272 ], [ %97, %273 ]
  %277 = phi i64 [ 0, %272 ], [ %96, %273 ]
  %278 = phi i32 [ %242, %272 ], [ %94, %273 ]
  %279 = phi ptr [ %241, %272 ], [ %92, %273 ]
  %280 = zext nneg i32 %276 to i64, !dbg !976
    #dbg_value(i64 %280, !262, !DIExpression(), !775)
    #dbg_value(i64 %277, !261, !DIExpression(), !775)
    #dbg_value(i32 %278, !259, !DIExpression(), !775)
    #dbg_value(ptr %279, !257, !DIExpression(), !775)
  %281 = icmp eq i32 %278, 0, !dbg !978
  br i1 %281, label %2132, label %282, !dbg !981

282:                                              ; preds = %275
  %283 = add i32 %278, -1, !dbg !981
    #dbg_value(i32 %283, !259, !DIExpression(), !775)
  %284 = getelementptr inbounds i8, ptr %279, i64 1, !dbg !981
    #dbg_value(ptr %284, !257, !DIExpression(), !775)
  %285 = load i8, ptr %279, align 1, !dbg !981, !tbaa !627
  %286 = zext i8 %285 to i64, !dbg !981
  %287 = shl nuw nsw i64 %286, %280, !dbg !981
  %288 = add i64 %287, %277, !dbg !981
    #dbg_value(i64 %288, !261, !DIExpression(), !775)
  %289 = add nuw nsw i64 %280, 8, !dbg !981
    #dbg_value(i64 %289, !262, !DIExpression(), !775)
  %290 = icmp ult i32 %276, 24, !dbg !976
  br i1 %290, label %291, label %322, !dbg !976, !llvm.loop !982

291:                                              ; preds = %282
    #dbg_value(i64 %289, !262, !DIExpression(), !775)
    #dbg_value(i64 %288, !261, !DIExpression(), !775)
    #dbg_value(i32 %283, !259, !DIExpression(), !775)
    #dbg_value(ptr %284, !257, !DIExpression(), !775)
  %292 = icmp eq i32 %283, 0, !dbg !978
  br i1 %292, label %2132, label %293, !dbg !981

293:                                              ; preds = %291
  %294 = add i32 %278, -2, !dbg !981
    #dbg_value(i32 %294, !259, !DIExpression(), !775)
  %295 = getelementptr inbounds i8, ptr %279, i64 2, !dbg !981
    #dbg_value(ptr %295, !257, !DIExpression(), !775)
  %296 = load i8, ptr %284, align 1, !dbg !981, !tbaa !627
  %297 = zext i8 %296 to i64, !dbg !981
  %298 = shl nuw nsw i64 %297, %289, !dbg !981
  %299 = add i64 %298, %288, !dbg !981
    #dbg_value(i64 %299, !261, !DIExpression(), !775)
  %300 = add nuw nsw i64 %280, 16, !dbg !981
    #dbg_value(i64 %300, !262, !DIExpression(), !775)
  %301 = icmp ult i32 %276, 16, !dbg !976
  br i1 %301, label %302, label %322, !dbg !976, !llvm.loop !982

302:                                              ; preds = %293
    #dbg_value(i64 %300, !262, !DIExpression(), !775)
    #dbg_value(i64 %299, !261, !DIExpression(), !775)
    #dbg_value(i32 %294, !259, !DIExpression(), !775)
    #dbg_value(ptr %295, !257, !DIExpression(), !775)
  %303 = icmp eq i32 %294, 0, !dbg !978
  br i1 %303, label %2132, label %304, !dbg !981

304:                                              ; preds = %302
  %305 = add i32 %278, -3, !dbg !981
    #dbg_value(i32 %305, !259, !DIExpression(), !775)
  %306 = getelementptr inbounds i8, ptr %279, i64 3, !dbg !981
    #dbg_value(ptr %306, !257, !DIExpression(), !775)
  %307 = load i8, ptr %295, align 1, !dbg !981, !tbaa !627
  %308 = zext i8 %307 to i64, !dbg !981
  %309 = shl nuw nsw i64 %308, %300, !dbg !981
  %310 = add i64 %309, %299, !dbg !981
    #dbg_value(i64 %310, !261, !DIExpression(), !775)
  %311 = add nuw nsw i64 %280, 24, !dbg !981
    #dbg_value(i64 %311, !262, !DIExpression(), !775)
  %312 = icmp ult i32 %276, 8, !dbg !976
  br i1 %312, label %313, label %322, !dbg !976, !llvm.loop !982

313:                                              ; preds = %304
    #dbg_value(i64 %311, !262, !DIExpression(), !775)
    #dbg_value(i64 %310, !261, !DIExpression(), !775)
    #dbg_value(i32 %305, !259, !DIExpression(), !775)
    #dbg_value(ptr %306, !257, !DIExpression(), !775)
  %314 = icmp eq i32 %305, 0, !dbg !978
  br i1 %314, label %2132, label %315, !dbg !981

315:                                              ; preds = %313
  %316 = add i32 %278, -4, !dbg !981
    #dbg_value(i32 %316, !259, !DIExpression(), !775)
  %317 = getelementptr inbounds i8, ptr %279, i64 4, !dbg !981
    #dbg_value(ptr %317, !257, !DIExpression(), !775)
  %318 = load i8, ptr %306, align 1, !dbg !981, !tbaa !627
  %319 = zext i8 %318 to i64, !dbg !981
  %320 = shl nuw nsw i64 %319, %311, !dbg !981
  %321 = add i64 %320, %310, !dbg !981
    #dbg_value(i64 %321, !261, !DIExpression(), !775)
    #dbg_value(i64 %280, !262, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !775)
  br label %322

322:                                              ; preds = %282, %293, %304, %315, %273
  %323 = phi ptr [ %92, %273 ], [ %284, %282 ], [ %295, %293 ], [ %306, %304 ], [ %317, %315 ], !dbg !775
  %324 = phi i32 [ %94, %273 ], [ %283, %282 ], [ %294, %293 ], [ %305, %304 ], [ %316, %315 ], !dbg !775
  %325 = phi i64 [ %96, %273 ], [ %288, %282 ], [ %299, %293 ], [ %310, %304 ], [ %321, %315 ], !dbg !775
  %326 = load ptr, ptr %84, align 8, !dbg !983, !tbaa !368
  %327 = icmp eq ptr %326, null, !dbg !985
  br i1 %327, label %330, label %328, !dbg !986

328:                                              ; preds = %322
  %329 = getelementptr inbounds i8, ptr %326, i64 8, !dbg !987
  store i64 %325, ptr %329, align 8, !dbg !988, !tbaa !989
  br label %330, !dbg !990

330:                                              ; preds = %328, %322
  %331 = load i32, ptr %52, align 8, !dbg !991, !tbaa !362
  %332 = and i32 %331, 512, !dbg !993
  %333 = icmp eq i32 %332, 0, !dbg !993
  br i1 %333, label %348, label %334, !dbg !994

334:                                              ; preds = %330
  %335 = load i32, ptr %49, align 8, !dbg !995, !tbaa !344
  %336 = and i32 %335, 4, !dbg !996
  %337 = icmp eq i32 %336, 0, !dbg !996
  br i1 %337, label %348, label %338, !dbg !997

338:                                              ; preds = %334
  %339 = trunc i64 %325 to i8, !dbg !998
  store i8 %339, ptr %3, align 1, !dbg !998, !tbaa !627, !DIAssignID !1000
    #dbg_assign(i8 %339, !271, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1000, ptr %3, !DIExpression(), !775)
  %340 = lshr i64 %325, 8, !dbg !998
  %341 = trunc i64 %340 to i8, !dbg !998
  store i8 %341, ptr %85, align 1, !dbg !998, !tbaa !627, !DIAssignID !1001
    #dbg_assign(i8 %341, !271, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !1001, ptr %85, !DIExpression(), !775)
  %342 = lshr i64 %325, 16, !dbg !998
  %343 = trunc i64 %342 to i8, !dbg !998
  store i8 %343, ptr %86, align 1, !dbg !998, !tbaa !627, !DIAssignID !1002
    #dbg_assign(i8 %343, !271, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1002, ptr %86, !DIExpression(), !775)
  %344 = lshr i64 %325, 24, !dbg !998
  %345 = trunc i64 %344 to i8, !dbg !998
  store i8 %345, ptr %87, align 1, !dbg !998, !tbaa !627, !DIAssignID !1003
    #dbg_assign(i8 %345, !271, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1003, ptr %87, !DIExpression(), !775)
  %346 = load i64, ptr %53, align 8, !dbg !998, !tbaa !878
  %347 = call i64 @crc32(i64 noundef %346, ptr noundef nonnull %3, i32 noundef 4) #9, !dbg !998
  store i64 %347, ptr %53, align 8, !dbg !998, !tbaa !878
  br label %348, !dbg !998

348:                                              ; preds = %338, %334, %330
    #dbg_value(i64 0, !261, !DIExpression(), !775)
    #dbg_value(i32 0, !262, !DIExpression(), !775)
  store i32 16183, ptr %21, align 8, !dbg !1004, !tbaa !328
    #dbg_value(i32 %324, !259, !DIExpression(), !775)
    #dbg_value(ptr %323, !257, !DIExpression(), !775)
  br label %351, !dbg !1005

349:                                              ; preds = %90
    #dbg_value(i32 %97, !262, !DIExpression(), !775)
    #dbg_value(i64 %96, !261, !DIExpression(), !775)
    #dbg_value(i32 %94, !259, !DIExpression(), !775)
    #dbg_value(ptr %92, !257, !DIExpression(), !775)
  %350 = icmp ult i32 %97, 16, !dbg !1005
  br i1 %350, label %351, label %376, !dbg !1005

351:                                              ; preds = %348, %349
  %352 = phi i32 [ 0, %348 ], [ %97, %349 ]
  %353 = phi i64 [ 0, %348 ], [ %96, %349 ]
  %354 = phi i32 [ %324, %348 ], [ %94, %349 ]
  %355 = phi ptr [ %323, %348 ], [ %92, %349 ]
  %356 = zext nneg i32 %352 to i64, !dbg !1005
    #dbg_value(i64 %356, !262, !DIExpression(), !775)
    #dbg_value(i64 %353, !261, !DIExpression(), !775)
    #dbg_value(i32 %354, !259, !DIExpression(), !775)
    #dbg_value(ptr %355, !257, !DIExpression(), !775)
  %357 = icmp eq i32 %354, 0, !dbg !1007
  br i1 %357, label %2127, label %358, !dbg !1010

358:                                              ; preds = %351
  %359 = add i32 %354, -1, !dbg !1010
    #dbg_value(i32 %359, !259, !DIExpression(), !775)
  %360 = getelementptr inbounds i8, ptr %355, i64 1, !dbg !1010
    #dbg_value(ptr %360, !257, !DIExpression(), !775)
  %361 = load i8, ptr %355, align 1, !dbg !1010, !tbaa !627
  %362 = zext i8 %361 to i64, !dbg !1010
  %363 = shl nuw nsw i64 %362, %356, !dbg !1010
  %364 = add i64 %363, %353, !dbg !1010
    #dbg_value(i64 %364, !261, !DIExpression(), !775)
  %365 = add nuw nsw i64 %356, 8, !dbg !1010
    #dbg_value(i64 %365, !262, !DIExpression(), !775)
  %366 = icmp ult i32 %352, 8, !dbg !1005
  br i1 %366, label %367, label %376, !dbg !1005, !llvm.loop !1011

367:                                              ; preds = %358
    #dbg_value(i64 %365, !262, !DIExpression(), !775)
    #dbg_value(i64 %364, !261, !DIExpression(), !775)
    #dbg_value(i32 %359, !259, !DIExpression(), !775)
    #dbg_value(ptr %360, !257, !DIExpression(), !775)
  %368 = icmp eq i32 %359, 0, !dbg !1007
  br i1 %368, label %2127, label %369, !dbg !1010

369:                                              ; preds = %367
  %370 = add i32 %354, -2, !dbg !1010
    #dbg_value(i32 %370, !259, !DIExpression(), !775)
  %371 = getelementptr inbounds i8, ptr %355, i64 2, !dbg !1010
    #dbg_value(ptr %371, !257, !DIExpression(), !775)
  %372 = load i8, ptr %360, align 1, !dbg !1010, !tbaa !627
  %373 = zext i8 %372 to i64, !dbg !1010
  %374 = shl nuw nsw i64 %373, %365, !dbg !1010
  %375 = add i64 %374, %364, !dbg !1010
    #dbg_value(i64 %375, !261, !DIExpression(), !775)
    #dbg_value(i64 %356, !262, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !775)
  br label %376

376:                                              ; preds = %358, %369, %349
  %377 = phi ptr [ %92, %349 ], [ %360, %358 ], [ %371, %369 ], !dbg !775
  %378 = phi i32 [ %94, %349 ], [ %359, %358 ], [ %370, %369 ], !dbg !775
  %379 = phi i64 [ %96, %349 ], [ %364, %358 ], [ %375, %369 ], !dbg !775
  %380 = load ptr, ptr %84, align 8, !dbg !1012, !tbaa !368
  %381 = icmp eq ptr %380, null, !dbg !1014
  br i1 %381, label %389, label %382, !dbg !1015

382:                                              ; preds = %376
  %383 = trunc i64 %379 to i32, !dbg !1016
  %384 = and i32 %383, 255, !dbg !1016
  %385 = getelementptr inbounds i8, ptr %380, i64 16, !dbg !1018
  store i32 %384, ptr %385, align 8, !dbg !1019, !tbaa !1020
  %386 = lshr i64 %379, 8, !dbg !1021
  %387 = trunc i64 %386 to i32, !dbg !1022
  %388 = getelementptr inbounds i8, ptr %380, i64 20, !dbg !1023
  store i32 %387, ptr %388, align 4, !dbg !1024, !tbaa !1025
  br label %389, !dbg !1026

389:                                              ; preds = %382, %376
  %390 = load i32, ptr %52, align 8, !dbg !1027, !tbaa !362
  %391 = and i32 %390, 512, !dbg !1029
  %392 = icmp eq i32 %391, 0, !dbg !1029
  br i1 %392, label %407, label %393, !dbg !1030

393:                                              ; preds = %389
  %394 = load i32, ptr %49, align 8, !dbg !1031, !tbaa !344
  %395 = and i32 %394, 4, !dbg !1032
  %396 = icmp eq i32 %395, 0, !dbg !1032
  br i1 %396, label %407, label %397, !dbg !1033

397:                                              ; preds = %393
  %398 = trunc i64 %379 to i8, !dbg !1034
  store i8 %398, ptr %3, align 1, !dbg !1034, !tbaa !627, !DIAssignID !1036
    #dbg_assign(i8 %398, !271, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1036, ptr %3, !DIExpression(), !775)
  %399 = lshr i64 %379, 8, !dbg !1034
  %400 = trunc i64 %399 to i8, !dbg !1034
  store i8 %400, ptr %85, align 1, !dbg !1034, !tbaa !627, !DIAssignID !1037
    #dbg_assign(i8 %400, !271, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !1037, ptr %85, !DIExpression(), !775)
  %401 = load i64, ptr %53, align 8, !dbg !1034, !tbaa !878
  %402 = call i64 @crc32(i64 noundef %401, ptr noundef nonnull %3, i32 noundef 2) #9, !dbg !1034
  store i64 %402, ptr %53, align 8, !dbg !1034, !tbaa !878
  br label %407, !dbg !1034

403:                                              ; preds = %90
    #dbg_value(i32 %97, !262, !DIExpression(), !775)
    #dbg_value(i64 %96, !261, !DIExpression(), !775)
    #dbg_value(i32 %94, !259, !DIExpression(), !775)
    #dbg_value(ptr %92, !257, !DIExpression(), !775)
  %404 = load i32, ptr %52, align 8, !dbg !1038, !tbaa !362
  %405 = and i32 %404, 1024, !dbg !1040
  %406 = icmp eq i32 %405, 0, !dbg !1040
  br i1 %406, label %462, label %411, !dbg !1041

407:                                              ; preds = %397, %393, %389
    #dbg_value(i64 0, !261, !DIExpression(), !775)
    #dbg_value(i32 0, !262, !DIExpression(), !775)
  store i32 16184, ptr %21, align 8, !dbg !1042, !tbaa !328
    #dbg_value(i32 %378, !259, !DIExpression(), !775)
    #dbg_value(ptr %377, !257, !DIExpression(), !775)
  %408 = load i32, ptr %52, align 8, !dbg !1038, !tbaa !362
  %409 = and i32 %408, 1024, !dbg !1040
  %410 = icmp eq i32 %409, 0, !dbg !1040
  br i1 %410, label %462, label %413, !dbg !1041

411:                                              ; preds = %403
    #dbg_value(i32 %97, !262, !DIExpression(), !775)
    #dbg_value(i64 %96, !261, !DIExpression(), !775)
    #dbg_value(i32 %94, !259, !DIExpression(), !775)
    #dbg_value(ptr %92, !257, !DIExpression(), !775)
  %412 = icmp ult i32 %97, 16, !dbg !1043
  br i1 %412, label %413, label %439, !dbg !1043

413:                                              ; preds = %407, %411
  %414 = phi ptr [ %92, %411 ], [ %377, %407 ]
  %415 = phi i32 [ %94, %411 ], [ %378, %407 ]
  %416 = phi i64 [ %96, %411 ], [ 0, %407 ]
  %417 = phi i32 [ %97, %411 ], [ 0, %407 ]
  %418 = phi i32 [ %404, %411 ], [ %408, %407 ]
  %419 = zext nneg i32 %417 to i64, !dbg !1043
    #dbg_value(i64 %419, !262, !DIExpression(), !775)
    #dbg_value(i64 %416, !261, !DIExpression(), !775)
    #dbg_value(i32 %415, !259, !DIExpression(), !775)
    #dbg_value(ptr %414, !257, !DIExpression(), !775)
  %420 = icmp eq i32 %415, 0, !dbg !1046
  br i1 %420, label %2122, label %421, !dbg !1049

421:                                              ; preds = %413
  %422 = add i32 %415, -1, !dbg !1049
    #dbg_value(i32 %422, !259, !DIExpression(), !775)
  %423 = getelementptr inbounds i8, ptr %414, i64 1, !dbg !1049
    #dbg_value(ptr %423, !257, !DIExpression(), !775)
  %424 = load i8, ptr %414, align 1, !dbg !1049, !tbaa !627
  %425 = zext i8 %424 to i64, !dbg !1049
  %426 = shl nuw nsw i64 %425, %419, !dbg !1049
  %427 = add i64 %426, %416, !dbg !1049
    #dbg_value(i64 %427, !261, !DIExpression(), !775)
  %428 = add nuw nsw i64 %419, 8, !dbg !1049
    #dbg_value(i64 %428, !262, !DIExpression(), !775)
  %429 = icmp ult i32 %417, 8, !dbg !1043
  br i1 %429, label %430, label %439, !dbg !1043, !llvm.loop !1050

430:                                              ; preds = %421
    #dbg_value(i64 %428, !262, !DIExpression(), !775)
    #dbg_value(i64 %427, !261, !DIExpression(), !775)
    #dbg_value(i32 %422, !259, !DIExpression(), !775)
    #dbg_value(ptr %423, !257, !DIExpression(), !775)
  %431 = icmp eq i32 %422, 0, !dbg !1046
  br i1 %431, label %2122, label %432, !dbg !1049

432:                                              ; preds = %430
  %433 = add i32 %415, -2, !dbg !1049
    #dbg_value(i32 %433, !259, !DIExpression(), !775)
  %434 = getelementptr inbounds i8, ptr %414, i64 2, !dbg !1049
    #dbg_value(ptr %434, !257, !DIExpression(), !775)
  %435 = load i8, ptr %423, align 1, !dbg !1049, !tbaa !627
  %436 = zext i8 %435 to i64, !dbg !1049
  %437 = shl nuw nsw i64 %436, %428, !dbg !1049
  %438 = add i64 %437, %427, !dbg !1049
    #dbg_value(i64 %438, !261, !DIExpression(), !775)
    #dbg_value(i64 %419, !262, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !775)
  br label %439

439:                                              ; preds = %421, %432, %411
  %440 = phi i32 [ %404, %411 ], [ %418, %432 ], [ %418, %421 ]
  %441 = phi ptr [ %92, %411 ], [ %423, %421 ], [ %434, %432 ], !dbg !775
  %442 = phi i32 [ %94, %411 ], [ %422, %421 ], [ %433, %432 ], !dbg !775
  %443 = phi i64 [ %96, %411 ], [ %427, %421 ], [ %438, %432 ], !dbg !775
  %444 = trunc i64 %443 to i32, !dbg !1051
  store i32 %444, ptr %56, align 4, !dbg !1052, !tbaa !1053
  %445 = load ptr, ptr %84, align 8, !dbg !1054, !tbaa !368
  %446 = icmp eq ptr %445, null, !dbg !1056
  br i1 %446, label %449, label %447, !dbg !1057

447:                                              ; preds = %439
  %448 = getelementptr inbounds i8, ptr %445, i64 32, !dbg !1058
  store i32 %444, ptr %448, align 8, !dbg !1059, !tbaa !1060
  br label %449, !dbg !1061

449:                                              ; preds = %447, %439
  %450 = and i32 %440, 512, !dbg !1062
  %451 = icmp eq i32 %450, 0, !dbg !1062
  br i1 %451, label %471, label %452, !dbg !1064

452:                                              ; preds = %449
  %453 = load i32, ptr %49, align 8, !dbg !1065, !tbaa !344
  %454 = and i32 %453, 4, !dbg !1066
  %455 = icmp eq i32 %454, 0, !dbg !1066
  br i1 %455, label %471, label %456, !dbg !1067

456:                                              ; preds = %452
  %457 = trunc i64 %443 to i8, !dbg !1068
  store i8 %457, ptr %3, align 1, !dbg !1068, !tbaa !627, !DIAssignID !1070
    #dbg_assign(i8 %457, !271, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1070, ptr %3, !DIExpression(), !775)
  %458 = lshr i64 %443, 8, !dbg !1068
  %459 = trunc i64 %458 to i8, !dbg !1068
  store i8 %459, ptr %85, align 1, !dbg !1068, !tbaa !627, !DIAssignID !1071
    #dbg_assign(i8 %459, !271, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !1071, ptr %85, !DIExpression(), !775)
  %460 = load i64, ptr %53, align 8, !dbg !1068, !tbaa !878
  %461 = call i64 @crc32(i64 noundef %460, ptr noundef nonnull %3, i32 noundef 2) #9, !dbg !1068
  store i64 %461, ptr %53, align 8, !dbg !1068, !tbaa !878
  br label %471, !dbg !1068

462:                                              ; preds = %407, %403
  %463 = phi i32 [ 0, %407 ], [ %97, %403 ]
  %464 = phi i64 [ 0, %407 ], [ %96, %403 ]
  %465 = phi i32 [ %378, %407 ], [ %94, %403 ]
  %466 = phi ptr [ %377, %407 ], [ %92, %403 ]
  %467 = load ptr, ptr %84, align 8, !dbg !1072, !tbaa !368
  %468 = icmp eq ptr %467, null, !dbg !1074
  br i1 %468, label %471, label %469, !dbg !1075

469:                                              ; preds = %462
  %470 = getelementptr inbounds i8, ptr %467, i64 24, !dbg !1076
  store ptr null, ptr %470, align 8, !dbg !1077, !tbaa !1078
  br label %471, !dbg !1079

471:                                              ; preds = %456, %452, %449, %462, %469
  %472 = phi ptr [ %466, %469 ], [ %466, %462 ], [ %441, %449 ], [ %441, %452 ], [ %441, %456 ], !dbg !814
  %473 = phi i32 [ %465, %469 ], [ %465, %462 ], [ %442, %449 ], [ %442, %452 ], [ %442, %456 ], !dbg !814
  %474 = phi i64 [ %464, %469 ], [ %464, %462 ], [ 0, %449 ], [ 0, %452 ], [ 0, %456 ], !dbg !775
  %475 = phi i32 [ %463, %469 ], [ %463, %462 ], [ 0, %449 ], [ 0, %452 ], [ 0, %456 ], !dbg !775
    #dbg_value(i32 %475, !262, !DIExpression(), !775)
    #dbg_value(i64 %474, !261, !DIExpression(), !775)
    #dbg_value(i32 %473, !259, !DIExpression(), !775)
    #dbg_value(ptr %472, !257, !DIExpression(), !775)
  store i32 16185, ptr %21, align 8, !dbg !1080, !tbaa !328
  br label %476, !dbg !1081

476:                                              ; preds = %90, %471
  %477 = phi ptr [ %92, %90 ], [ %472, %471 ], !dbg !814
  %478 = phi i32 [ %94, %90 ], [ %473, %471 ], !dbg !814
  %479 = phi i64 [ %96, %90 ], [ %474, %471 ], !dbg !775
  %480 = phi i32 [ %97, %90 ], [ %475, %471 ], !dbg !775
    #dbg_value(i32 %480, !262, !DIExpression(), !775)
    #dbg_value(i64 %479, !261, !DIExpression(), !775)
    #dbg_value(i32 %478, !259, !DIExpression(), !775)
    #dbg_value(ptr %477, !257, !DIExpression(), !775)
  %481 = load i32, ptr %52, align 8, !dbg !1082, !tbaa !362
  %482 = and i32 %481, 1024, !dbg !1084
  %483 = icmp eq i32 %482, 0, !dbg !1084
  br i1 %483, label %533, label %484, !dbg !1085

484:                                              ; preds = %476
  %485 = load i32, ptr %56, align 4, !dbg !1086, !tbaa !1053
    #dbg_value(i32 %485, !265, !DIExpression(), !775)
  %486 = call i32 @llvm.umin.i32(i32 %485, i32 %478), !dbg !1088
    #dbg_value(i32 %486, !265, !DIExpression(), !775)
  %487 = icmp eq i32 %486, 0, !dbg !1089
  br i1 %487, label %528, label %488, !dbg !1091

488:                                              ; preds = %484
  %489 = load ptr, ptr %84, align 8, !dbg !1092, !tbaa !368
  %490 = icmp eq ptr %489, null, !dbg !1095
  br i1 %490, label %511, label %491, !dbg !1096

491:                                              ; preds = %488
  %492 = getelementptr inbounds i8, ptr %489, i64 24, !dbg !1097
  %493 = load ptr, ptr %492, align 8, !dbg !1097, !tbaa !1078
  %494 = icmp eq ptr %493, null, !dbg !1098
  br i1 %494, label %511, label %495, !dbg !1099

495:                                              ; preds = %491
  %496 = getelementptr inbounds i8, ptr %489, i64 32, !dbg !1100
  %497 = load i32, ptr %496, align 8, !dbg !1100, !tbaa !1060
  %498 = sub i32 %497, %485, !dbg !1101
    #dbg_value(i32 %498, !269, !DIExpression(), !775)
  %499 = getelementptr inbounds i8, ptr %489, i64 36, !dbg !1102
  %500 = load i32, ptr %499, align 4, !dbg !1102, !tbaa !1103
  %501 = icmp ult i32 %498, %500, !dbg !1104
  br i1 %501, label %502, label %511, !dbg !1105

502:                                              ; preds = %495
  %503 = zext i32 %498 to i64, !dbg !1106
  %504 = getelementptr inbounds i8, ptr %493, i64 %503, !dbg !1106
  %505 = add i32 %498, %486, !dbg !1108
  %506 = icmp ugt i32 %505, %500, !dbg !1109
  %507 = sub i32 %500, %498, !dbg !1110
  %508 = select i1 %506, i32 %507, i32 %486, !dbg !1110
  %509 = zext i32 %508 to i64, !dbg !1110
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %504, ptr align 1 %477, i64 %509, i1 false), !dbg !1111
  %510 = load i32, ptr %52, align 8, !dbg !1112, !tbaa !362
  br label %511, !dbg !1114

511:                                              ; preds = %502, %495, %491, %488
  %512 = phi i32 [ %510, %502 ], [ %481, %495 ], [ %481, %491 ], [ %481, %488 ], !dbg !1112
  %513 = and i32 %512, 512, !dbg !1115
  %514 = icmp eq i32 %513, 0, !dbg !1115
  br i1 %514, label %522, label %515, !dbg !1116

515:                                              ; preds = %511
  %516 = load i32, ptr %49, align 8, !dbg !1117, !tbaa !344
  %517 = and i32 %516, 4, !dbg !1118
  %518 = icmp eq i32 %517, 0, !dbg !1118
  br i1 %518, label %522, label %519, !dbg !1119

519:                                              ; preds = %515
  %520 = load i64, ptr %53, align 8, !dbg !1120, !tbaa !878
  %521 = call i64 @crc32(i64 noundef %520, ptr noundef %477, i32 noundef %486) #9, !dbg !1121
  store i64 %521, ptr %53, align 8, !dbg !1122, !tbaa !878
  br label %522, !dbg !1123

522:                                              ; preds = %519, %515, %511
  %523 = sub i32 %478, %486, !dbg !1124
    #dbg_value(i32 %523, !259, !DIExpression(), !775)
  %524 = zext i32 %486 to i64, !dbg !1125
  %525 = getelementptr inbounds i8, ptr %477, i64 %524, !dbg !1125
    #dbg_value(ptr %525, !257, !DIExpression(), !775)
  %526 = load i32, ptr %56, align 4, !dbg !1126, !tbaa !1053
  %527 = sub i32 %526, %486, !dbg !1126
  store i32 %527, ptr %56, align 4, !dbg !1126, !tbaa !1053
  br label %528, !dbg !1127

528:                                              ; preds = %522, %484
  %529 = phi i32 [ %527, %522 ], [ %485, %484 ], !dbg !1128
  %530 = phi ptr [ %525, %522 ], [ %477, %484 ], !dbg !775
  %531 = phi i32 [ %523, %522 ], [ %478, %484 ], !dbg !775
    #dbg_value(i32 %531, !259, !DIExpression(), !775)
    #dbg_value(ptr %530, !257, !DIExpression(), !775)
  %532 = icmp eq i32 %529, 0, !dbg !1130
  br i1 %532, label %533, label %2203, !dbg !1131

533:                                              ; preds = %528, %476
  %534 = phi ptr [ %530, %528 ], [ %477, %476 ], !dbg !775
  %535 = phi i32 [ %531, %528 ], [ %478, %476 ], !dbg !775
    #dbg_value(i32 %535, !259, !DIExpression(), !775)
    #dbg_value(ptr %534, !257, !DIExpression(), !775)
  store i32 0, ptr %56, align 4, !dbg !1132, !tbaa !1053
  store i32 16186, ptr %21, align 8, !dbg !1133, !tbaa !328
  br label %536, !dbg !1134

536:                                              ; preds = %90, %533
  %537 = phi ptr [ %92, %90 ], [ %534, %533 ], !dbg !775
  %538 = phi i32 [ %94, %90 ], [ %535, %533 ], !dbg !775
  %539 = phi i64 [ %96, %90 ], [ %479, %533 ], !dbg !814
  %540 = phi i32 [ %97, %90 ], [ %480, %533 ], !dbg !814
    #dbg_value(i32 %540, !262, !DIExpression(), !775)
    #dbg_value(i64 %539, !261, !DIExpression(), !775)
    #dbg_value(i32 %538, !259, !DIExpression(), !775)
    #dbg_value(ptr %537, !257, !DIExpression(), !775)
  %541 = load i32, ptr %52, align 8, !dbg !1135, !tbaa !362
  %542 = and i32 %541, 2048, !dbg !1137
  %543 = icmp eq i32 %542, 0, !dbg !1137
  br i1 %543, label %588, label %544, !dbg !1138

544:                                              ; preds = %536
  %545 = icmp eq i32 %538, 0, !dbg !1139
  br i1 %545, label %2203, label %546, !dbg !1142

546:                                              ; preds = %544
  %547 = zext i32 %538 to i64, !dbg !1143
  br label %548, !dbg !1143

548:                                              ; preds = %546, %568
  %549 = phi i64 [ 0, %546 ], [ %550, %568 ], !dbg !1144
    #dbg_value(i64 %549, !265, !DIExpression(), !775)
  %550 = add nuw nsw i64 %549, 1, !dbg !1145
    #dbg_value(i64 %550, !265, !DIExpression(), !775)
  %551 = getelementptr inbounds i8, ptr %537, i64 %549, !dbg !1147
  %552 = load i8, ptr %551, align 1, !dbg !1147, !tbaa !627
    #dbg_value(i8 %552, !269, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !775)
  %553 = load ptr, ptr %84, align 8, !dbg !1148, !tbaa !368
  %554 = icmp eq ptr %553, null, !dbg !1150
  br i1 %554, label %568, label %555, !dbg !1151

555:                                              ; preds = %548
  %556 = getelementptr inbounds i8, ptr %553, i64 40, !dbg !1152
  %557 = load ptr, ptr %556, align 8, !dbg !1152, !tbaa !1153
  %558 = icmp eq ptr %557, null, !dbg !1154
  br i1 %558, label %568, label %559, !dbg !1155

559:                                              ; preds = %555
  %560 = load i32, ptr %56, align 4, !dbg !1156, !tbaa !1053
  %561 = getelementptr inbounds i8, ptr %553, i64 48, !dbg !1157
  %562 = load i32, ptr %561, align 8, !dbg !1157, !tbaa !1158
  %563 = icmp ult i32 %560, %562, !dbg !1159
  br i1 %563, label %564, label %568, !dbg !1160

564:                                              ; preds = %559
  %565 = add nuw i32 %560, 1, !dbg !1161
  store i32 %565, ptr %56, align 4, !dbg !1161, !tbaa !1053
  %566 = zext i32 %560 to i64, !dbg !1162
  %567 = getelementptr inbounds i8, ptr %557, i64 %566, !dbg !1162
  store i8 %552, ptr %567, align 1, !dbg !1163, !tbaa !627
  br label %568, !dbg !1162

568:                                              ; preds = %548, %555, %559, %564
  %569 = icmp ne i8 %552, 0, !dbg !1164
  %570 = icmp ult i64 %550, %547, !dbg !1165
  %571 = select i1 %569, i1 %570, i1 false, !dbg !1165
  br i1 %571, label %548, label %572, !dbg !1166, !llvm.loop !1167

572:                                              ; preds = %568
  %573 = trunc nuw i64 %550 to i32, !dbg !1169
  %574 = load i32, ptr %52, align 8, !dbg !1169, !tbaa !362
  %575 = and i32 %574, 512, !dbg !1171
  %576 = icmp eq i32 %575, 0, !dbg !1171
  br i1 %576, label %584, label %577, !dbg !1172

577:                                              ; preds = %572
  %578 = load i32, ptr %49, align 8, !dbg !1173, !tbaa !344
  %579 = and i32 %578, 4, !dbg !1174
  %580 = icmp eq i32 %579, 0, !dbg !1174
  br i1 %580, label %584, label %581, !dbg !1175

581:                                              ; preds = %577
  %582 = load i64, ptr %53, align 8, !dbg !1176, !tbaa !878
  %583 = call i64 @crc32(i64 noundef %582, ptr noundef nonnull %537, i32 noundef %573) #9, !dbg !1177
  store i64 %583, ptr %53, align 8, !dbg !1178, !tbaa !878
  br label %584, !dbg !1179

584:                                              ; preds = %581, %577, %572
  %585 = sub i32 %538, %573, !dbg !1180
    #dbg_value(i32 %585, !259, !DIExpression(), !775)
  %586 = and i64 %550, 4294967295, !dbg !1181
  %587 = getelementptr inbounds i8, ptr %537, i64 %586, !dbg !1181
    #dbg_value(ptr %587, !257, !DIExpression(), !775)
  br i1 %569, label %2203, label %593, !dbg !1182

588:                                              ; preds = %536
  %589 = load ptr, ptr %84, align 8, !dbg !1183, !tbaa !368
  %590 = icmp eq ptr %589, null, !dbg !1185
  br i1 %590, label %593, label %591, !dbg !1186

591:                                              ; preds = %588
  %592 = getelementptr inbounds i8, ptr %589, i64 40, !dbg !1187
  store ptr null, ptr %592, align 8, !dbg !1188, !tbaa !1153
  br label %593, !dbg !1189

593:                                              ; preds = %588, %591, %584
  %594 = phi ptr [ %587, %584 ], [ %537, %591 ], [ %537, %588 ], !dbg !775
  %595 = phi i32 [ %585, %584 ], [ %538, %591 ], [ %538, %588 ], !dbg !775
    #dbg_value(i32 %595, !259, !DIExpression(), !775)
    #dbg_value(ptr %594, !257, !DIExpression(), !775)
  store i32 0, ptr %56, align 4, !dbg !1190, !tbaa !1053
  store i32 16187, ptr %21, align 8, !dbg !1191, !tbaa !328
  br label %596, !dbg !1192

596:                                              ; preds = %90, %593
  %597 = phi ptr [ %92, %90 ], [ %594, %593 ], !dbg !775
  %598 = phi i32 [ %94, %90 ], [ %595, %593 ], !dbg !775
  %599 = phi i64 [ %96, %90 ], [ %539, %593 ], !dbg !814
  %600 = phi i32 [ %97, %90 ], [ %540, %593 ], !dbg !814
    #dbg_value(i32 %600, !262, !DIExpression(), !775)
    #dbg_value(i64 %599, !261, !DIExpression(), !775)
    #dbg_value(i32 %598, !259, !DIExpression(), !775)
    #dbg_value(ptr %597, !257, !DIExpression(), !775)
  %601 = load i32, ptr %52, align 8, !dbg !1193, !tbaa !362
  %602 = and i32 %601, 4096, !dbg !1195
  %603 = icmp eq i32 %602, 0, !dbg !1195
  br i1 %603, label %648, label %604, !dbg !1196

604:                                              ; preds = %596
  %605 = icmp eq i32 %598, 0, !dbg !1197
  br i1 %605, label %2203, label %606, !dbg !1200

606:                                              ; preds = %604
  %607 = zext i32 %598 to i64, !dbg !1201
  br label %608, !dbg !1201

608:                                              ; preds = %606, %628
  %609 = phi i64 [ 0, %606 ], [ %610, %628 ], !dbg !1202
    #dbg_value(i64 %609, !265, !DIExpression(), !775)
  %610 = add nuw nsw i64 %609, 1, !dbg !1203
    #dbg_value(i64 %610, !265, !DIExpression(), !775)
  %611 = getelementptr inbounds i8, ptr %597, i64 %609, !dbg !1205
  %612 = load i8, ptr %611, align 1, !dbg !1205, !tbaa !627
    #dbg_value(i8 %612, !269, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !775)
  %613 = load ptr, ptr %84, align 8, !dbg !1206, !tbaa !368
  %614 = icmp eq ptr %613, null, !dbg !1208
  br i1 %614, label %628, label %615, !dbg !1209

615:                                              ; preds = %608
  %616 = getelementptr inbounds i8, ptr %613, i64 56, !dbg !1210
  %617 = load ptr, ptr %616, align 8, !dbg !1210, !tbaa !1211
  %618 = icmp eq ptr %617, null, !dbg !1212
  br i1 %618, label %628, label %619, !dbg !1213

619:                                              ; preds = %615
  %620 = load i32, ptr %56, align 4, !dbg !1214, !tbaa !1053
  %621 = getelementptr inbounds i8, ptr %613, i64 64, !dbg !1215
  %622 = load i32, ptr %621, align 8, !dbg !1215, !tbaa !1216
  %623 = icmp ult i32 %620, %622, !dbg !1217
  br i1 %623, label %624, label %628, !dbg !1218

624:                                              ; preds = %619
  %625 = add nuw i32 %620, 1, !dbg !1219
  store i32 %625, ptr %56, align 4, !dbg !1219, !tbaa !1053
  %626 = zext i32 %620 to i64, !dbg !1220
  %627 = getelementptr inbounds i8, ptr %617, i64 %626, !dbg !1220
  store i8 %612, ptr %627, align 1, !dbg !1221, !tbaa !627
  br label %628, !dbg !1220

628:                                              ; preds = %608, %615, %619, %624
  %629 = icmp ne i8 %612, 0, !dbg !1222
  %630 = icmp ult i64 %610, %607, !dbg !1223
  %631 = select i1 %629, i1 %630, i1 false, !dbg !1223
  br i1 %631, label %608, label %632, !dbg !1224, !llvm.loop !1225

632:                                              ; preds = %628
  %633 = trunc nuw i64 %610 to i32, !dbg !1227
  %634 = load i32, ptr %52, align 8, !dbg !1227, !tbaa !362
  %635 = and i32 %634, 512, !dbg !1229
  %636 = icmp eq i32 %635, 0, !dbg !1229
  br i1 %636, label %644, label %637, !dbg !1230

637:                                              ; preds = %632
  %638 = load i32, ptr %49, align 8, !dbg !1231, !tbaa !344
  %639 = and i32 %638, 4, !dbg !1232
  %640 = icmp eq i32 %639, 0, !dbg !1232
  br i1 %640, label %644, label %641, !dbg !1233

641:                                              ; preds = %637
  %642 = load i64, ptr %53, align 8, !dbg !1234, !tbaa !878
  %643 = call i64 @crc32(i64 noundef %642, ptr noundef nonnull %597, i32 noundef %633) #9, !dbg !1235
  store i64 %643, ptr %53, align 8, !dbg !1236, !tbaa !878
  br label %644, !dbg !1237

644:                                              ; preds = %641, %637, %632
  %645 = sub i32 %598, %633, !dbg !1238
    #dbg_value(i32 %645, !259, !DIExpression(), !775)
  %646 = and i64 %610, 4294967295, !dbg !1239
  %647 = getelementptr inbounds i8, ptr %597, i64 %646, !dbg !1239
    #dbg_value(ptr %647, !257, !DIExpression(), !775)
  br i1 %629, label %2203, label %653, !dbg !1240

648:                                              ; preds = %596
  %649 = load ptr, ptr %84, align 8, !dbg !1241, !tbaa !368
  %650 = icmp eq ptr %649, null, !dbg !1243
  br i1 %650, label %653, label %651, !dbg !1244

651:                                              ; preds = %648
  %652 = getelementptr inbounds i8, ptr %649, i64 56, !dbg !1245
  store ptr null, ptr %652, align 8, !dbg !1246, !tbaa !1211
  br label %653, !dbg !1247

653:                                              ; preds = %648, %651, %644
  %654 = phi ptr [ %647, %644 ], [ %597, %651 ], [ %597, %648 ], !dbg !775
  %655 = phi i32 [ %645, %644 ], [ %598, %651 ], [ %598, %648 ], !dbg !775
    #dbg_value(i32 %655, !259, !DIExpression(), !775)
    #dbg_value(ptr %654, !257, !DIExpression(), !775)
  store i32 16188, ptr %21, align 8, !dbg !1248, !tbaa !328
  br label %656, !dbg !1249

656:                                              ; preds = %90, %653
  %657 = phi ptr [ %92, %90 ], [ %654, %653 ], !dbg !775
  %658 = phi i32 [ %94, %90 ], [ %655, %653 ], !dbg !775
  %659 = phi i64 [ %96, %90 ], [ %599, %653 ], !dbg !814
  %660 = phi i32 [ %97, %90 ], [ %600, %653 ], !dbg !814
    #dbg_value(i32 %660, !262, !DIExpression(), !775)
    #dbg_value(i64 %659, !261, !DIExpression(), !775)
    #dbg_value(i32 %658, !259, !DIExpression(), !775)
    #dbg_value(ptr %657, !257, !DIExpression(), !775)
  %661 = load i32, ptr %52, align 8, !dbg !1250, !tbaa !362
  %662 = and i32 %661, 512, !dbg !1252
  %663 = icmp eq i32 %662, 0, !dbg !1252
  br i1 %663, label %707, label %664, !dbg !1253

664:                                              ; preds = %656
    #dbg_value(i32 %660, !262, !DIExpression(), !775)
    #dbg_value(i64 %659, !261, !DIExpression(), !775)
    #dbg_value(i32 %658, !259, !DIExpression(), !775)
    #dbg_value(ptr %657, !257, !DIExpression(), !775)
  %665 = icmp ult i32 %660, 16, !dbg !1254
  br i1 %665, label %666, label %694, !dbg !1254

666:                                              ; preds = %664
  %667 = zext nneg i32 %660 to i64, !dbg !1254
    #dbg_value(i64 %667, !262, !DIExpression(), !775)
    #dbg_value(i64 %659, !261, !DIExpression(), !775)
    #dbg_value(i32 %658, !259, !DIExpression(), !775)
    #dbg_value(ptr %657, !257, !DIExpression(), !775)
  %668 = icmp eq i32 %658, 0, !dbg !1257
  br i1 %668, label %2117, label %669, !dbg !1260

669:                                              ; preds = %666
  %670 = add i32 %658, -1, !dbg !1260
    #dbg_value(i32 %670, !259, !DIExpression(), !775)
  %671 = getelementptr inbounds i8, ptr %657, i64 1, !dbg !1260
    #dbg_value(ptr %671, !257, !DIExpression(), !775)
  %672 = load i8, ptr %657, align 1, !dbg !1260, !tbaa !627
  %673 = zext i8 %672 to i64, !dbg !1260
  %674 = shl nuw nsw i64 %673, %667, !dbg !1260
  %675 = add i64 %674, %659, !dbg !1260
    #dbg_value(i64 %675, !261, !DIExpression(), !775)
  %676 = add nuw nsw i64 %667, 8, !dbg !1260
    #dbg_value(i64 %676, !262, !DIExpression(), !775)
  %677 = icmp ult i32 %660, 8, !dbg !1254
  br i1 %677, label %678, label %688, !dbg !1254, !llvm.loop !1261

678:                                              ; preds = %669
    #dbg_value(i64 %676, !262, !DIExpression(), !775)
    #dbg_value(i64 %675, !261, !DIExpression(), !775)
    #dbg_value(i32 %670, !259, !DIExpression(), !775)
    #dbg_value(ptr %671, !257, !DIExpression(), !775)
  %679 = icmp eq i32 %670, 0, !dbg !1257
  br i1 %679, label %2117, label %680, !dbg !1260

680:                                              ; preds = %678
  %681 = add i32 %658, -2, !dbg !1260
    #dbg_value(i32 %681, !259, !DIExpression(), !775)
  %682 = getelementptr inbounds i8, ptr %657, i64 2, !dbg !1260
    #dbg_value(ptr %682, !257, !DIExpression(), !775)
  %683 = load i8, ptr %671, align 1, !dbg !1260, !tbaa !627
  %684 = zext i8 %683 to i64, !dbg !1260
  %685 = shl nuw nsw i64 %684, %676, !dbg !1260
  %686 = add i64 %685, %675, !dbg !1260
    #dbg_value(i64 %686, !261, !DIExpression(), !775)
  %687 = or disjoint i64 %667, 16, !dbg !1260
    #dbg_value(i64 %687, !262, !DIExpression(), !775)
  br label %688

688:                                              ; preds = %680, %669
  %689 = phi i32 [ %670, %669 ], [ %681, %680 ], !dbg !1260
  %690 = phi ptr [ %671, %669 ], [ %682, %680 ], !dbg !1260
  %691 = phi i64 [ %675, %669 ], [ %686, %680 ], !dbg !1260
  %692 = phi i64 [ %676, %669 ], [ %687, %680 ], !dbg !1260
  %693 = trunc nuw nsw i64 %692 to i32, !dbg !1262
  br label %694, !dbg !1262

694:                                              ; preds = %688, %664
  %695 = phi ptr [ %657, %664 ], [ %690, %688 ], !dbg !775
  %696 = phi i32 [ %658, %664 ], [ %689, %688 ], !dbg !775
  %697 = phi i64 [ %659, %664 ], [ %691, %688 ], !dbg !775
  %698 = phi i32 [ %660, %664 ], [ %693, %688 ], !dbg !775
  %699 = load i32, ptr %49, align 8, !dbg !1262, !tbaa !344
  %700 = and i32 %699, 4, !dbg !1264
  %701 = icmp eq i32 %700, 0, !dbg !1264
  br i1 %701, label %707, label %702, !dbg !1265

702:                                              ; preds = %694
  %703 = load i64, ptr %53, align 8, !dbg !1266, !tbaa !878
  %704 = and i64 %703, 65535, !dbg !1267
  %705 = icmp eq i64 %697, %704, !dbg !1268
  br i1 %705, label %707, label %706, !dbg !1269

706:                                              ; preds = %702
  store ptr @.str.5, ptr %55, align 8, !dbg !1270, !tbaa !635
  store i32 16209, ptr %21, align 8, !dbg !1272, !tbaa !328
  br label %2096, !dbg !1273

707:                                              ; preds = %702, %694, %656
  %708 = phi ptr [ %657, %656 ], [ %695, %694 ], [ %695, %702 ], !dbg !814
  %709 = phi i32 [ %658, %656 ], [ %696, %694 ], [ %696, %702 ], !dbg !814
  %710 = phi i64 [ %659, %656 ], [ 0, %694 ], [ 0, %702 ], !dbg !775
  %711 = phi i32 [ %660, %656 ], [ 0, %694 ], [ 0, %702 ], !dbg !775
    #dbg_value(i32 %711, !262, !DIExpression(), !775)
    #dbg_value(i64 %710, !261, !DIExpression(), !775)
    #dbg_value(i32 %709, !259, !DIExpression(), !775)
    #dbg_value(ptr %708, !257, !DIExpression(), !775)
  %712 = load ptr, ptr %84, align 8, !dbg !1274, !tbaa !368
  %713 = icmp eq ptr %712, null, !dbg !1276
  br i1 %713, label %719, label %714, !dbg !1277

714:                                              ; preds = %707
  %715 = lshr i32 %661, 9, !dbg !1278
  %716 = and i32 %715, 1, !dbg !1280
  %717 = getelementptr inbounds i8, ptr %712, i64 68, !dbg !1281
  store i32 %716, ptr %717, align 4, !dbg !1282, !tbaa !1283
  %718 = getelementptr inbounds i8, ptr %712, i64 72, !dbg !1284
  store i32 1, ptr %718, align 8, !dbg !1285, !tbaa !891
  br label %719, !dbg !1286

719:                                              ; preds = %714, %707
  %720 = call i64 @crc32(i64 noundef 0, ptr noundef null, i32 noundef 0) #9, !dbg !1287
  store i64 %720, ptr %53, align 8, !dbg !1288, !tbaa !878
  store i64 %720, ptr %54, align 8, !dbg !1289, !tbaa !351
  store i32 16191, ptr %21, align 8, !dbg !1290, !tbaa !328
  br label %2096, !dbg !1291

721:                                              ; preds = %116
  %722 = add i32 %94, -1, !dbg !844
    #dbg_value(i32 %722, !259, !DIExpression(), !775)
  %723 = getelementptr inbounds i8, ptr %92, i64 1, !dbg !844
    #dbg_value(ptr %723, !257, !DIExpression(), !775)
  %724 = load i8, ptr %92, align 1, !dbg !844, !tbaa !627
  %725 = zext i8 %724 to i64, !dbg !844
  %726 = shl nuw nsw i64 %725, %117, !dbg !844
  %727 = add i64 %726, %96, !dbg !844
    #dbg_value(i64 %727, !261, !DIExpression(), !775)
  %728 = add nuw nsw i64 %117, 8, !dbg !844
    #dbg_value(i64 %728, !262, !DIExpression(), !775)
  %729 = icmp ult i32 %97, 24, !dbg !839
  br i1 %729, label %730, label %761, !dbg !839, !llvm.loop !1292

730:                                              ; preds = %721
    #dbg_value(i64 %728, !262, !DIExpression(), !775)
    #dbg_value(i64 %727, !261, !DIExpression(), !775)
    #dbg_value(i32 %722, !259, !DIExpression(), !775)
    #dbg_value(ptr %723, !257, !DIExpression(), !775)
  %731 = icmp eq i32 %722, 0, !dbg !841
  br i1 %731, label %2142, label %732, !dbg !844

732:                                              ; preds = %730
  %733 = add i32 %94, -2, !dbg !844
    #dbg_value(i32 %733, !259, !DIExpression(), !775)
  %734 = getelementptr inbounds i8, ptr %92, i64 2, !dbg !844
    #dbg_value(ptr %734, !257, !DIExpression(), !775)
  %735 = load i8, ptr %723, align 1, !dbg !844, !tbaa !627
  %736 = zext i8 %735 to i64, !dbg !844
  %737 = shl nuw nsw i64 %736, %728, !dbg !844
  %738 = add i64 %737, %727, !dbg !844
    #dbg_value(i64 %738, !261, !DIExpression(), !775)
  %739 = add nuw nsw i64 %117, 16, !dbg !844
    #dbg_value(i64 %739, !262, !DIExpression(), !775)
  %740 = icmp ult i32 %97, 16, !dbg !839
  br i1 %740, label %741, label %761, !dbg !839, !llvm.loop !1292

741:                                              ; preds = %732
    #dbg_value(i64 %739, !262, !DIExpression(), !775)
    #dbg_value(i64 %738, !261, !DIExpression(), !775)
    #dbg_value(i32 %733, !259, !DIExpression(), !775)
    #dbg_value(ptr %734, !257, !DIExpression(), !775)
  %742 = icmp eq i32 %733, 0, !dbg !841
  br i1 %742, label %2142, label %743, !dbg !844

743:                                              ; preds = %741
  %744 = add i32 %94, -3, !dbg !844
    #dbg_value(i32 %744, !259, !DIExpression(), !775)
  %745 = getelementptr inbounds i8, ptr %92, i64 3, !dbg !844
    #dbg_value(ptr %745, !257, !DIExpression(), !775)
  %746 = load i8, ptr %734, align 1, !dbg !844, !tbaa !627
  %747 = zext i8 %746 to i64, !dbg !844
  %748 = shl nuw nsw i64 %747, %739, !dbg !844
  %749 = add i64 %748, %738, !dbg !844
    #dbg_value(i64 %749, !261, !DIExpression(), !775)
  %750 = add nuw nsw i64 %117, 24, !dbg !844
    #dbg_value(i64 %750, !262, !DIExpression(), !775)
  %751 = icmp ult i32 %97, 8, !dbg !839
  br i1 %751, label %752, label %761, !dbg !839, !llvm.loop !1292

752:                                              ; preds = %743
    #dbg_value(i64 %750, !262, !DIExpression(), !775)
    #dbg_value(i64 %749, !261, !DIExpression(), !775)
    #dbg_value(i32 %744, !259, !DIExpression(), !775)
    #dbg_value(ptr %745, !257, !DIExpression(), !775)
  %753 = icmp eq i32 %744, 0, !dbg !841
  br i1 %753, label %2142, label %754, !dbg !844

754:                                              ; preds = %752
  %755 = add i32 %94, -4, !dbg !844
    #dbg_value(i32 %755, !259, !DIExpression(), !775)
  %756 = getelementptr inbounds i8, ptr %92, i64 4, !dbg !844
    #dbg_value(ptr %756, !257, !DIExpression(), !775)
  %757 = load i8, ptr %745, align 1, !dbg !844, !tbaa !627
  %758 = zext i8 %757 to i64, !dbg !844
  %759 = shl nuw nsw i64 %758, %750, !dbg !844
  %760 = add i64 %759, %749, !dbg !844
    #dbg_value(i64 %760, !261, !DIExpression(), !775)
    #dbg_value(i64 %117, !262, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !775)
  br label %761

761:                                              ; preds = %721, %732, %743, %754, %114
  %762 = phi ptr [ %92, %114 ], [ %723, %721 ], [ %734, %732 ], [ %745, %743 ], [ %756, %754 ], !dbg !775
  %763 = phi i32 [ %94, %114 ], [ %722, %721 ], [ %733, %732 ], [ %744, %743 ], [ %755, %754 ], !dbg !775
  %764 = phi i64 [ %96, %114 ], [ %727, %721 ], [ %738, %732 ], [ %749, %743 ], [ %760, %754 ], !dbg !775
  %765 = trunc i64 %764 to i32
  %766 = call i32 @llvm.bswap.i32(i32 %765)
  %767 = zext i32 %766 to i64, !dbg !1293
  store i64 %767, ptr %53, align 8, !dbg !1294, !tbaa !878
  store i64 %767, ptr %54, align 8, !dbg !1295, !tbaa !351
    #dbg_value(i64 0, !261, !DIExpression(), !775)
    #dbg_value(i32 0, !262, !DIExpression(), !775)
  store i32 16190, ptr %21, align 8, !dbg !1296, !tbaa !328
  br label %768, !dbg !1297

768:                                              ; preds = %90, %761
  %769 = phi ptr [ %92, %90 ], [ %762, %761 ], !dbg !814
  %770 = phi i32 [ %94, %90 ], [ %763, %761 ], !dbg !814
  %771 = phi i64 [ %96, %90 ], [ 0, %761 ], !dbg !775
  %772 = phi i32 [ %97, %90 ], [ 0, %761 ], !dbg !775
    #dbg_value(i32 %772, !262, !DIExpression(), !775)
    #dbg_value(i64 %771, !261, !DIExpression(), !775)
    #dbg_value(i32 %770, !259, !DIExpression(), !775)
    #dbg_value(ptr %769, !257, !DIExpression(), !775)
  %773 = load i32, ptr %80, align 4, !dbg !1298, !tbaa !359
  %774 = icmp eq i32 %773, 0, !dbg !1300
  br i1 %774, label %775, label %776, !dbg !1301

775:                                              ; preds = %768
  store ptr %93, ptr %26, align 8, !dbg !1302, !tbaa !798
  store i32 %95, ptr %41, align 8, !dbg !1302, !tbaa !816
  store ptr %769, ptr %0, align 8, !dbg !1302, !tbaa !802
  store i32 %770, ptr %43, align 8, !dbg !1302, !tbaa !806
  store i64 %771, ptr %45, align 8, !dbg !1302, !tbaa !371
  store i32 %772, ptr %47, align 8, !dbg !1302, !tbaa !374
  br label %2287, !dbg !1305

776:                                              ; preds = %768
  %777 = call i64 @adler32(i64 noundef 0, ptr noundef null, i32 noundef 0) #9, !dbg !1306
  store i64 %777, ptr %53, align 8, !dbg !1307, !tbaa !878
  store i64 %777, ptr %54, align 8, !dbg !1308, !tbaa !351
  store i32 16191, ptr %21, align 8, !dbg !1309, !tbaa !328
  br label %778, !dbg !1310

778:                                              ; preds = %90, %776
  %779 = phi ptr [ %92, %90 ], [ %769, %776 ], !dbg !814
  %780 = phi i32 [ %94, %90 ], [ %770, %776 ], !dbg !814
  %781 = phi i64 [ %96, %90 ], [ %771, %776 ], !dbg !814
  %782 = phi i32 [ %97, %90 ], [ %772, %776 ], !dbg !814
    #dbg_value(i32 %782, !262, !DIExpression(), !775)
    #dbg_value(i64 %781, !261, !DIExpression(), !775)
    #dbg_value(i32 %780, !259, !DIExpression(), !775)
    #dbg_value(ptr %779, !257, !DIExpression(), !775)
  br i1 %82, label %2203, label %783, !dbg !1311

783:                                              ; preds = %778, %90
  %784 = phi ptr [ %92, %90 ], [ %779, %778 ], !dbg !814
  %785 = phi i32 [ %94, %90 ], [ %780, %778 ], !dbg !814
  %786 = phi i64 [ %96, %90 ], [ %781, %778 ], !dbg !814
  %787 = phi i32 [ %97, %90 ], [ %782, %778 ], !dbg !814
    #dbg_value(i32 %787, !262, !DIExpression(), !775)
    #dbg_value(i64 %786, !261, !DIExpression(), !775)
    #dbg_value(i32 %785, !259, !DIExpression(), !775)
    #dbg_value(ptr %784, !257, !DIExpression(), !775)
  %788 = load i32, ptr %83, align 4, !dbg !1313, !tbaa !356
  %789 = icmp eq i32 %788, 0, !dbg !1315
  br i1 %789, label %790, label %794, !dbg !1316

790:                                              ; preds = %783
    #dbg_value(i32 %787, !262, !DIExpression(), !775)
    #dbg_value(i64 %786, !261, !DIExpression(), !775)
    #dbg_value(i32 %785, !259, !DIExpression(), !775)
    #dbg_value(ptr %784, !257, !DIExpression(), !775)
  %791 = icmp ult i32 %787, 3, !dbg !1317
  br i1 %791, label %792, label %808, !dbg !1317

792:                                              ; preds = %790
    #dbg_value(i32 %787, !262, !DIExpression(), !775)
    #dbg_value(i64 %786, !261, !DIExpression(), !775)
    #dbg_value(i32 %785, !259, !DIExpression(), !775)
    #dbg_value(ptr %784, !257, !DIExpression(), !775)
  %793 = icmp eq i32 %785, 0, !dbg !1319
  br i1 %793, label %2203, label %799, !dbg !1322

794:                                              ; preds = %783
  %795 = and i32 %787, 7, !dbg !1323
  %796 = zext nneg i32 %795 to i64, !dbg !1323
  %797 = lshr i64 %786, %796, !dbg !1323
    #dbg_value(i64 %797, !261, !DIExpression(), !775)
  %798 = and i32 %787, -8, !dbg !1323
    #dbg_value(i32 %798, !262, !DIExpression(), !775)
  store i32 16206, ptr %21, align 8, !dbg !1326, !tbaa !328
  br label %2096, !dbg !1327

799:                                              ; preds = %792
  %800 = or disjoint i32 %787, 8
  %801 = add i32 %785, -1, !dbg !1322
    #dbg_value(i32 %801, !259, !DIExpression(), !775)
  %802 = getelementptr inbounds i8, ptr %784, i64 1, !dbg !1322
    #dbg_value(ptr %802, !257, !DIExpression(), !775)
  %803 = load i8, ptr %784, align 1, !dbg !1322, !tbaa !627
  %804 = zext i8 %803 to i64, !dbg !1322
  %805 = zext nneg i32 %787 to i64, !dbg !1322
  %806 = shl nuw nsw i64 %804, %805, !dbg !1322
  %807 = add i64 %806, %786, !dbg !1322
    #dbg_value(i64 %807, !261, !DIExpression(), !775)
    #dbg_value(i32 %800, !262, !DIExpression(), !775)
  br label %808, !dbg !1317

808:                                              ; preds = %799, %790
  %809 = phi ptr [ %802, %799 ], [ %784, %790 ], !dbg !775
  %810 = phi i32 [ %801, %799 ], [ %785, %790 ], !dbg !775
  %811 = phi i64 [ %807, %799 ], [ %786, %790 ], !dbg !775
  %812 = phi i32 [ %800, %799 ], [ %787, %790 ], !dbg !775
  %813 = trunc i64 %811 to i32, !dbg !1328
  %814 = and i32 %813, 1, !dbg !1328
  store i32 %814, ptr %83, align 4, !dbg !1329, !tbaa !356
    #dbg_value(i64 %811, !261, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_stack_value), !775)
    #dbg_value(i32 %812, !262, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !775)
  %815 = lshr i32 %813, 1, !dbg !1330
  %816 = and i32 %815, 3, !dbg !1330
  switch i32 %816, label %822 [
    i32 0, label %824
    i32 1, label %817
    i32 2, label %821
    i32 3, label %823
  ], !dbg !1331

817:                                              ; preds = %808
  call void @inflate_fixed(ptr noundef nonnull %15) #9, !dbg !1332
  store i32 16199, ptr %21, align 8, !dbg !1334, !tbaa !328
  br i1 %70, label %818, label %826, !dbg !1335

818:                                              ; preds = %817
  %819 = lshr i64 %811, 3, !dbg !1336
    #dbg_value(i64 %819, !261, !DIExpression(), !775)
  %820 = add i32 %812, -3, !dbg !1336
    #dbg_value(i32 %820, !262, !DIExpression(), !775)
  br label %2203, !dbg !1340

821:                                              ; preds = %808
  br label %824, !dbg !1341

822:                                              ; preds = %808
  unreachable

823:                                              ; preds = %808
  store ptr @.str.6, ptr %55, align 8, !dbg !1342, !tbaa !635
  br label %824, !dbg !1343

824:                                              ; preds = %808, %823, %821
  %825 = phi i32 [ 16196, %821 ], [ 16209, %823 ], [ 16193, %808 ]
  store i32 %825, ptr %21, align 8, !dbg !1344, !tbaa !328
  br label %826, !dbg !1345

826:                                              ; preds = %824, %817
  %827 = lshr i64 %811, 3, !dbg !1345
    #dbg_value(i64 %827, !261, !DIExpression(), !775)
  %828 = add i32 %812, -3, !dbg !1345
    #dbg_value(i32 %828, !262, !DIExpression(), !775)
  br label %2096, !dbg !1347

829:                                              ; preds = %90
  %830 = and i32 %97, 7, !dbg !1348
  %831 = zext nneg i32 %830 to i64, !dbg !1348
  %832 = lshr i64 %96, %831, !dbg !1348
    #dbg_value(i64 %832, !261, !DIExpression(), !775)
  %833 = and i32 %97, -8, !dbg !1348
    #dbg_value(i32 %97, !262, !DIExpression(DW_OP_constu, 18446744073709551608, DW_OP_and, DW_OP_stack_value), !775)
    #dbg_value(i32 %94, !259, !DIExpression(), !775)
    #dbg_value(ptr %92, !257, !DIExpression(), !775)
  %834 = icmp ult i32 %97, 32, !dbg !1350
  br i1 %834, label %835, label %885, !dbg !1350

835:                                              ; preds = %829
  %836 = and i32 %97, 24, !dbg !1350
  %837 = zext nneg i32 %836 to i64, !dbg !1350
    #dbg_value(i32 %836, !262, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !775)
    #dbg_value(i64 %832, !261, !DIExpression(), !775)
    #dbg_value(i32 %94, !259, !DIExpression(), !775)
    #dbg_value(ptr %92, !257, !DIExpression(), !775)
  %838 = icmp eq i32 %94, 0, !dbg !1352
  br i1 %838, label %2147, label %839, !dbg !1355

839:                                              ; preds = %835
  %840 = add i32 %94, -1, !dbg !1355
    #dbg_value(i32 %840, !259, !DIExpression(), !775)
  %841 = getelementptr inbounds i8, ptr %92, i64 1, !dbg !1355
    #dbg_value(ptr %841, !257, !DIExpression(), !775)
  %842 = load i8, ptr %92, align 1, !dbg !1355, !tbaa !627
  %843 = zext i8 %842 to i64, !dbg !1355
  %844 = shl nuw nsw i64 %843, %837, !dbg !1355
  %845 = add i64 %844, %832, !dbg !1355
    #dbg_value(i64 %845, !261, !DIExpression(), !775)
  %846 = add nuw nsw i64 %837, 8, !dbg !1355
    #dbg_value(i64 %846, !262, !DIExpression(), !775)
  %847 = icmp eq i32 %836, 24, !dbg !1350
  br i1 %847, label %879, label %848, !dbg !1350, !llvm.loop !1356

848:                                              ; preds = %839
    #dbg_value(i64 %846, !262, !DIExpression(), !775)
    #dbg_value(i64 %845, !261, !DIExpression(), !775)
    #dbg_value(i32 %840, !259, !DIExpression(), !775)
    #dbg_value(ptr %841, !257, !DIExpression(), !775)
  %849 = icmp eq i32 %840, 0, !dbg !1352
  br i1 %849, label %2147, label %850, !dbg !1355

850:                                              ; preds = %848
  %851 = add i32 %94, -2, !dbg !1355
    #dbg_value(i32 %851, !259, !DIExpression(), !775)
  %852 = getelementptr inbounds i8, ptr %92, i64 2, !dbg !1355
    #dbg_value(ptr %852, !257, !DIExpression(), !775)
  %853 = load i8, ptr %841, align 1, !dbg !1355, !tbaa !627
  %854 = zext i8 %853 to i64, !dbg !1355
  %855 = shl nuw nsw i64 %854, %846, !dbg !1355
  %856 = add i64 %855, %845, !dbg !1355
    #dbg_value(i64 %856, !261, !DIExpression(), !775)
  %857 = add nuw nsw i64 %837, 16, !dbg !1355
    #dbg_value(i64 %857, !262, !DIExpression(), !775)
  %858 = icmp ult i32 %836, 16, !dbg !1350
  br i1 %858, label %859, label %879, !dbg !1350, !llvm.loop !1356

859:                                              ; preds = %850
    #dbg_value(i64 %857, !262, !DIExpression(), !775)
    #dbg_value(i64 %856, !261, !DIExpression(), !775)
    #dbg_value(i32 %851, !259, !DIExpression(), !775)
    #dbg_value(ptr %852, !257, !DIExpression(), !775)
  %860 = icmp eq i32 %851, 0, !dbg !1352
  br i1 %860, label %2147, label %861, !dbg !1355

861:                                              ; preds = %859
  %862 = add i32 %94, -3, !dbg !1355
    #dbg_value(i32 %862, !259, !DIExpression(), !775)
  %863 = getelementptr inbounds i8, ptr %92, i64 3, !dbg !1355
    #dbg_value(ptr %863, !257, !DIExpression(), !775)
  %864 = load i8, ptr %852, align 1, !dbg !1355, !tbaa !627
  %865 = zext i8 %864 to i64, !dbg !1355
  %866 = shl nuw nsw i64 %865, %857, !dbg !1355
  %867 = add i64 %866, %856, !dbg !1355
    #dbg_value(i64 %867, !261, !DIExpression(), !775)
  %868 = add nuw nsw i64 %837, 24, !dbg !1355
    #dbg_value(i64 %868, !262, !DIExpression(), !775)
  %869 = icmp eq i32 %836, 0, !dbg !1350
  br i1 %869, label %870, label %879, !dbg !1350, !llvm.loop !1356

870:                                              ; preds = %861
    #dbg_value(i64 %868, !262, !DIExpression(), !775)
    #dbg_value(i64 %867, !261, !DIExpression(), !775)
    #dbg_value(i32 %862, !259, !DIExpression(), !775)
    #dbg_value(ptr %863, !257, !DIExpression(), !775)
  %871 = icmp eq i32 %862, 0, !dbg !1352
  br i1 %871, label %2147, label %872, !dbg !1355

872:                                              ; preds = %870
  %873 = add i32 %94, -4, !dbg !1355
    #dbg_value(i32 %873, !259, !DIExpression(), !775)
  %874 = getelementptr inbounds i8, ptr %92, i64 4, !dbg !1355
    #dbg_value(ptr %874, !257, !DIExpression(), !775)
  %875 = load i8, ptr %863, align 1, !dbg !1355, !tbaa !627
  %876 = zext i8 %875 to i64, !dbg !1355
  %877 = shl nuw nsw i64 %876, %868, !dbg !1355
  %878 = add i64 %877, %867, !dbg !1355
    #dbg_value(i64 %878, !261, !DIExpression(), !775)
    #dbg_value(i64 32, !262, !DIExpression(), !775)
  br label %879

879:                                              ; preds = %872, %861, %850, %839
  %880 = phi i32 [ %840, %839 ], [ %851, %850 ], [ %862, %861 ], [ %873, %872 ], !dbg !1355
  %881 = phi ptr [ %841, %839 ], [ %852, %850 ], [ %863, %861 ], [ %874, %872 ], !dbg !1355
  %882 = phi i64 [ %845, %839 ], [ %856, %850 ], [ %867, %861 ], [ %878, %872 ], !dbg !1355
  %883 = phi i64 [ %846, %839 ], [ %857, %850 ], [ %868, %861 ], [ 32, %872 ], !dbg !1355
  %884 = trunc nuw nsw i64 %883 to i32, !dbg !1357
  br label %885, !dbg !1357

885:                                              ; preds = %879, %829
  %886 = phi ptr [ %92, %829 ], [ %881, %879 ], !dbg !775
  %887 = phi i32 [ %94, %829 ], [ %880, %879 ], !dbg !775
  %888 = phi i64 [ %832, %829 ], [ %882, %879 ], !dbg !1359
  %889 = phi i32 [ %833, %829 ], [ %884, %879 ], !dbg !1359
  %890 = and i64 %888, 65535, !dbg !1357
  %891 = lshr i64 %888, 16, !dbg !1360
  %892 = xor i64 %891, %890, !dbg !1361
  %893 = icmp eq i64 %892, 65535, !dbg !1361
  br i1 %893, label %895, label %894, !dbg !1362

894:                                              ; preds = %885
  store ptr @.str.7, ptr %55, align 8, !dbg !1363, !tbaa !635
  store i32 16209, ptr %21, align 8, !dbg !1365, !tbaa !328
  br label %2096, !dbg !1366

895:                                              ; preds = %885
  %896 = trunc i64 %888 to i32, !dbg !1367
  %897 = and i32 %896, 65535, !dbg !1368
  store i32 %897, ptr %56, align 4, !dbg !1369, !tbaa !1053
    #dbg_value(i64 0, !261, !DIExpression(), !775)
    #dbg_value(i32 0, !262, !DIExpression(), !775)
  store i32 16194, ptr %21, align 8, !dbg !1370, !tbaa !328
  br i1 %70, label %2203, label %898, !dbg !1371

898:                                              ; preds = %895, %90
  %899 = phi ptr [ %92, %90 ], [ %886, %895 ], !dbg !814
  %900 = phi i32 [ %94, %90 ], [ %887, %895 ], !dbg !814
  %901 = phi i64 [ %96, %90 ], [ 0, %895 ], !dbg !775
  %902 = phi i32 [ %97, %90 ], [ 0, %895 ], !dbg !775
    #dbg_value(i32 %902, !262, !DIExpression(), !775)
    #dbg_value(i64 %901, !261, !DIExpression(), !775)
    #dbg_value(i32 %900, !259, !DIExpression(), !775)
    #dbg_value(ptr %899, !257, !DIExpression(), !775)
  store i32 16195, ptr %21, align 8, !dbg !1372, !tbaa !328
  br label %903, !dbg !1373

903:                                              ; preds = %90, %898
  %904 = phi ptr [ %92, %90 ], [ %899, %898 ], !dbg !814
  %905 = phi i32 [ %94, %90 ], [ %900, %898 ], !dbg !814
  %906 = phi i64 [ %96, %90 ], [ %901, %898 ], !dbg !814
  %907 = phi i32 [ %97, %90 ], [ %902, %898 ], !dbg !814
    #dbg_value(i32 %907, !262, !DIExpression(), !775)
    #dbg_value(i64 %906, !261, !DIExpression(), !775)
    #dbg_value(i32 %905, !259, !DIExpression(), !775)
    #dbg_value(ptr %904, !257, !DIExpression(), !775)
  %908 = load i32, ptr %56, align 4, !dbg !1374, !tbaa !1053
    #dbg_value(i32 %908, !265, !DIExpression(), !775)
  %909 = icmp eq i32 %908, 0, !dbg !1375
  br i1 %909, label %922, label %910, !dbg !1377

910:                                              ; preds = %903
  %911 = call i32 @llvm.umin.i32(i32 %908, i32 %905), !dbg !1378
    #dbg_value(i32 %911, !265, !DIExpression(), !775)
  %912 = call i32 @llvm.umin.i32(i32 %911, i32 %95), !dbg !1380
    #dbg_value(i32 %912, !265, !DIExpression(), !775)
  %913 = icmp eq i32 %912, 0, !dbg !1381
  br i1 %913, label %2203, label %914, !dbg !1383

914:                                              ; preds = %910
  %915 = zext i32 %912 to i64, !dbg !1384
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %93, ptr align 1 %904, i64 %915, i1 false), !dbg !1385
  %916 = sub i32 %905, %912, !dbg !1386
    #dbg_value(i32 %916, !259, !DIExpression(), !775)
  %917 = getelementptr inbounds i8, ptr %904, i64 %915, !dbg !1387
    #dbg_value(ptr %917, !257, !DIExpression(), !775)
  %918 = sub i32 %95, %912, !dbg !1388
    #dbg_value(i32 %918, !260, !DIExpression(), !775)
  %919 = getelementptr inbounds i8, ptr %93, i64 %915, !dbg !1389
    #dbg_value(ptr %919, !258, !DIExpression(), !775)
  %920 = load i32, ptr %56, align 4, !dbg !1390, !tbaa !1053
  %921 = sub i32 %920, %912, !dbg !1390
  store i32 %921, ptr %56, align 4, !dbg !1390, !tbaa !1053
  br label %2096, !dbg !1391

922:                                              ; preds = %903
  store i32 16191, ptr %21, align 8, !dbg !1392, !tbaa !328
  br label %2096, !dbg !1393

923:                                              ; preds = %111
  %924 = add i32 %94, -1, !dbg !838
    #dbg_value(i32 %924, !259, !DIExpression(), !775)
  %925 = getelementptr inbounds i8, ptr %92, i64 1, !dbg !838
    #dbg_value(ptr %925, !257, !DIExpression(), !775)
  %926 = load i8, ptr %92, align 1, !dbg !838, !tbaa !627
  %927 = zext i8 %926 to i64, !dbg !838
  %928 = shl nuw nsw i64 %927, %112, !dbg !838
  %929 = add i64 %928, %96, !dbg !838
    #dbg_value(i64 %929, !261, !DIExpression(), !775)
  %930 = add nuw nsw i64 %112, 8, !dbg !838
    #dbg_value(i64 %930, !262, !DIExpression(), !775)
  %931 = icmp ult i32 %97, 6, !dbg !833
  br i1 %931, label %932, label %942, !dbg !833, !llvm.loop !1394

932:                                              ; preds = %923
    #dbg_value(i64 %930, !262, !DIExpression(), !775)
    #dbg_value(i64 %929, !261, !DIExpression(), !775)
    #dbg_value(i32 %924, !259, !DIExpression(), !775)
    #dbg_value(ptr %925, !257, !DIExpression(), !775)
  %933 = icmp eq i32 %924, 0, !dbg !835
  br i1 %933, label %2152, label %934, !dbg !838

934:                                              ; preds = %932
  %935 = add i32 %94, -2, !dbg !838
    #dbg_value(i32 %935, !259, !DIExpression(), !775)
  %936 = getelementptr inbounds i8, ptr %92, i64 2, !dbg !838
    #dbg_value(ptr %936, !257, !DIExpression(), !775)
  %937 = load i8, ptr %925, align 1, !dbg !838, !tbaa !627
  %938 = zext i8 %937 to i64, !dbg !838
  %939 = shl nuw nsw i64 %938, %930, !dbg !838
  %940 = add i64 %939, %929, !dbg !838
    #dbg_value(i64 %940, !261, !DIExpression(), !775)
  %941 = or disjoint i64 %112, 16, !dbg !838
    #dbg_value(i64 %941, !262, !DIExpression(), !775)
  br label %942

942:                                              ; preds = %934, %923
  %943 = phi i32 [ %924, %923 ], [ %935, %934 ], !dbg !838
  %944 = phi ptr [ %925, %923 ], [ %936, %934 ], !dbg !838
  %945 = phi i64 [ %929, %923 ], [ %940, %934 ], !dbg !838
  %946 = phi i64 [ %930, %923 ], [ %941, %934 ], !dbg !838
  %947 = trunc nuw nsw i64 %946 to i32, !dbg !1395
  br label %948, !dbg !1395

948:                                              ; preds = %942, %109
  %949 = phi ptr [ %92, %109 ], [ %944, %942 ], !dbg !775
  %950 = phi i32 [ %94, %109 ], [ %943, %942 ], !dbg !775
  %951 = phi i64 [ %96, %109 ], [ %945, %942 ], !dbg !775
  %952 = phi i32 [ %97, %109 ], [ %947, %942 ], !dbg !775
  %953 = trunc i64 %951 to i32, !dbg !1395
  %954 = and i32 %953, 31, !dbg !1395
  %955 = add nuw nsw i32 %954, 257, !dbg !1396
  store i32 %955, ptr %57, align 4, !dbg !1397, !tbaa !1398
    #dbg_value(i64 %951, !261, !DIExpression(DW_OP_constu, 5, DW_OP_shr, DW_OP_stack_value), !775)
    #dbg_value(i32 %952, !262, !DIExpression(DW_OP_constu, 5, DW_OP_minus, DW_OP_stack_value), !775)
  %956 = lshr i32 %953, 5, !dbg !1399
  %957 = and i32 %956, 31, !dbg !1399
  %958 = add nuw nsw i32 %957, 1, !dbg !1400
  store i32 %958, ptr %58, align 8, !dbg !1401, !tbaa !1402
    #dbg_value(i64 %951, !261, !DIExpression(DW_OP_constu, 10, DW_OP_shr, DW_OP_stack_value), !775)
    #dbg_value(i32 %952, !262, !DIExpression(DW_OP_constu, 10, DW_OP_minus, DW_OP_stack_value), !775)
  %959 = lshr i32 %953, 10, !dbg !1403
  %960 = and i32 %959, 15, !dbg !1403
  %961 = add nuw nsw i32 %960, 4, !dbg !1404
  store i32 %961, ptr %59, align 8, !dbg !1405, !tbaa !1406
  %962 = lshr i64 %951, 14, !dbg !1407
    #dbg_value(i64 %962, !261, !DIExpression(), !775)
  %963 = add i32 %952, -14, !dbg !1407
    #dbg_value(i32 %963, !262, !DIExpression(), !775)
  %964 = icmp ugt i32 %954, 29, !dbg !1409
  %965 = icmp ugt i32 %957, 29
  %966 = or i1 %964, %965, !dbg !1411
  br i1 %966, label %967, label %968, !dbg !1411

967:                                              ; preds = %948
  store ptr @.str.8, ptr %55, align 8, !dbg !1412, !tbaa !635
  store i32 16209, ptr %21, align 8, !dbg !1414, !tbaa !328
  br label %2096, !dbg !1415

968:                                              ; preds = %948
  store i32 0, ptr %60, align 4, !dbg !1416, !tbaa !830
  store i32 16197, ptr %21, align 8, !dbg !1417, !tbaa !328
    #dbg_value(i32 %963, !262, !DIExpression(), !775)
    #dbg_value(i64 %962, !261, !DIExpression(), !775)
    #dbg_value(i32 %950, !259, !DIExpression(), !775)
    #dbg_value(ptr %949, !257, !DIExpression(), !775)
  br label %973, !dbg !1418

969:                                              ; preds = %90
  %970 = load i32, ptr %59, align 8, !tbaa !1406
  %971 = load i32, ptr %60, align 4, !tbaa !830
    #dbg_value(i32 %97, !262, !DIExpression(), !775)
    #dbg_value(i64 %96, !261, !DIExpression(), !775)
    #dbg_value(i32 %94, !259, !DIExpression(), !775)
    #dbg_value(ptr %92, !257, !DIExpression(), !775)
  %972 = icmp ult i32 %971, %970, !dbg !1419
  br i1 %972, label %973, label %982, !dbg !1418

973:                                              ; preds = %968, %969
  %974 = phi i32 [ %963, %968 ], [ %97, %969 ]
  %975 = phi i64 [ %962, %968 ], [ %96, %969 ]
  %976 = phi i32 [ %950, %968 ], [ %94, %969 ]
  %977 = phi ptr [ %949, %968 ], [ %92, %969 ]
  %978 = phi i32 [ %961, %968 ], [ %970, %969 ]
  %979 = phi i32 [ 0, %968 ], [ %971, %969 ]
  %980 = zext i32 %979 to i64, !dbg !1418
  %981 = zext i32 %978 to i64, !dbg !1419
  br label %991, !dbg !1418

982:                                              ; preds = %1009, %969
  %983 = phi ptr [ %92, %969 ], [ %1010, %1009 ], !dbg !814
  %984 = phi i32 [ %94, %969 ], [ %1011, %1009 ], !dbg !814
  %985 = phi i64 [ %96, %969 ], [ %1022, %1009 ], !dbg !775
  %986 = phi i32 [ %97, %969 ], [ %1023, %1009 ], !dbg !775
  %987 = phi i32 [ %971, %969 ], [ %978, %1009 ], !dbg !1420
  %988 = icmp ult i32 %987, 19, !dbg !1421
  br i1 %988, label %989, label %1035, !dbg !1422

989:                                              ; preds = %982
  %990 = zext nneg i32 %987 to i64, !dbg !1422
  br label %1025, !dbg !1422

991:                                              ; preds = %973, %1009
  %992 = phi i64 [ %980, %973 ], [ %1016, %1009 ]
  %993 = phi i32 [ %974, %973 ], [ %1023, %1009 ]
  %994 = phi i64 [ %975, %973 ], [ %1022, %1009 ]
  %995 = phi i32 [ %976, %973 ], [ %1011, %1009 ]
  %996 = phi ptr [ %977, %973 ], [ %1010, %1009 ]
    #dbg_value(i32 %993, !262, !DIExpression(), !775)
    #dbg_value(i64 %994, !261, !DIExpression(), !775)
    #dbg_value(i32 %995, !259, !DIExpression(), !775)
    #dbg_value(ptr %996, !257, !DIExpression(), !775)
  %997 = icmp ult i32 %993, 3, !dbg !1423
  br i1 %997, label %998, label %1009, !dbg !1423

998:                                              ; preds = %991
    #dbg_value(i32 %993, !262, !DIExpression(), !775)
    #dbg_value(i64 %994, !261, !DIExpression(), !775)
    #dbg_value(i32 %995, !259, !DIExpression(), !775)
    #dbg_value(ptr %996, !257, !DIExpression(), !775)
  %999 = icmp eq i32 %995, 0, !dbg !1426
  br i1 %999, label %2203, label %1000, !dbg !1429

1000:                                             ; preds = %998
  %1001 = or disjoint i32 %993, 8
  %1002 = add i32 %995, -1, !dbg !1429
    #dbg_value(i32 %1002, !259, !DIExpression(), !775)
  %1003 = getelementptr inbounds i8, ptr %996, i64 1, !dbg !1429
    #dbg_value(ptr %1003, !257, !DIExpression(), !775)
  %1004 = load i8, ptr %996, align 1, !dbg !1429, !tbaa !627
  %1005 = zext i8 %1004 to i64, !dbg !1429
  %1006 = zext nneg i32 %993 to i64, !dbg !1429
  %1007 = shl nuw nsw i64 %1005, %1006, !dbg !1429
  %1008 = add i64 %1007, %994, !dbg !1429
    #dbg_value(i64 %1008, !261, !DIExpression(), !775)
    #dbg_value(i32 %1001, !262, !DIExpression(), !775)
  br label %1009, !dbg !1423

1009:                                             ; preds = %1000, %991
  %1010 = phi ptr [ %1003, %1000 ], [ %996, %991 ], !dbg !775
  %1011 = phi i32 [ %1002, %1000 ], [ %995, %991 ], !dbg !775
  %1012 = phi i64 [ %1008, %1000 ], [ %994, %991 ], !dbg !775
  %1013 = phi i32 [ %1001, %1000 ], [ %993, %991 ], !dbg !775
  %1014 = trunc i64 %1012 to i16, !dbg !1430
  %1015 = and i16 %1014, 7, !dbg !1430
  %1016 = add nuw nsw i64 %992, 1, !dbg !1431
  %1017 = trunc nuw i64 %1016 to i32, !dbg !1431
  store i32 %1017, ptr %60, align 4, !dbg !1431, !tbaa !830
  %1018 = getelementptr inbounds [19 x i16], ptr @inflate.order, i64 0, i64 %992, !dbg !1432
  %1019 = load i16, ptr %1018, align 2, !dbg !1432, !tbaa !1433
  %1020 = zext i16 %1019 to i64, !dbg !1435
  %1021 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1020, !dbg !1435
  store i16 %1015, ptr %1021, align 2, !dbg !1436, !tbaa !1433
  %1022 = lshr i64 %1012, 3, !dbg !1437
    #dbg_value(i64 %1022, !261, !DIExpression(), !775)
  %1023 = add i32 %1013, -3, !dbg !1437
    #dbg_value(i32 %1023, !262, !DIExpression(), !775)
    #dbg_value(i32 %1011, !259, !DIExpression(), !775)
    #dbg_value(ptr %1010, !257, !DIExpression(), !775)
  %1024 = icmp eq i64 %1016, %981, !dbg !1419
  br i1 %1024, label %982, label %991, !dbg !1418, !llvm.loop !1439

1025:                                             ; preds = %989, %1025
  %1026 = phi i64 [ %990, %989 ], [ %1027, %1025 ]
  %1027 = add nuw nsw i64 %1026, 1, !dbg !1441
  %1028 = getelementptr inbounds [19 x i16], ptr @inflate.order, i64 0, i64 %1026, !dbg !1442
  %1029 = load i16, ptr %1028, align 2, !dbg !1442, !tbaa !1433
  %1030 = zext i16 %1029 to i64, !dbg !1443
  %1031 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1030, !dbg !1443
  store i16 0, ptr %1031, align 2, !dbg !1444, !tbaa !1433
  %1032 = and i64 %1027, 4294967295, !dbg !1421
  %1033 = icmp eq i64 %1032, 19, !dbg !1421
  br i1 %1033, label %1034, label %1025, !dbg !1422, !llvm.loop !1445

1034:                                             ; preds = %1025
  store i32 19, ptr %60, align 4, !dbg !1359, !tbaa !830
  br label %1035, !dbg !1422

1035:                                             ; preds = %1034, %982
  store ptr %62, ptr %63, align 8, !dbg !1447, !tbaa !378
  store ptr %62, ptr %64, align 8, !dbg !1448, !tbaa !381
  store ptr %62, ptr %65, align 8, !dbg !1449, !tbaa !384
  store i32 7, ptr %66, align 8, !dbg !1450, !tbaa !1451
  %1036 = call i32 @inflate_table(i32 noundef 0, ptr noundef nonnull %61, i32 noundef 19, ptr noundef nonnull %63, ptr noundef nonnull %66, ptr noundef nonnull %67) #9, !dbg !1452
    #dbg_value(i32 %1036, !270, !DIExpression(), !775)
  %1037 = icmp eq i32 %1036, 0, !dbg !1453
  br i1 %1037, label %1039, label %1038, !dbg !1455

1038:                                             ; preds = %1035
  store ptr @.str.9, ptr %55, align 8, !dbg !1456, !tbaa !635
  store i32 16209, ptr %21, align 8, !dbg !1458, !tbaa !328
  br label %2096, !dbg !1459

1039:                                             ; preds = %1035
  store i32 0, ptr %60, align 4, !dbg !1460, !tbaa !830
  store i32 16198, ptr %21, align 8, !dbg !1461, !tbaa !328
  br label %1040, !dbg !1462

1040:                                             ; preds = %105, %1039
  %1041 = phi i32 [ %106, %105 ], [ 0, %1039 ]
  %1042 = phi ptr [ %92, %105 ], [ %983, %1039 ], !dbg !814
  %1043 = phi i32 [ %94, %105 ], [ %984, %1039 ], !dbg !814
  %1044 = phi i64 [ %96, %105 ], [ %985, %1039 ], !dbg !814
  %1045 = phi i32 [ %97, %105 ], [ %986, %1039 ], !dbg !814
  %1046 = phi i32 [ %99, %105 ], [ 0, %1039 ], !dbg !775
    #dbg_value(i32 %1046, !270, !DIExpression(), !775)
    #dbg_value(i32 %1045, !262, !DIExpression(), !775)
    #dbg_value(i64 %1044, !261, !DIExpression(), !775)
    #dbg_value(i32 %1043, !259, !DIExpression(), !775)
    #dbg_value(ptr %1042, !257, !DIExpression(), !775)
  %1047 = load i32, ptr %57, align 4, !tbaa !1398
  %1048 = load i32, ptr %58, align 8, !tbaa !1402
  %1049 = add i32 %1048, %1047
  %1050 = icmp ult i32 %1041, %1049, !dbg !1463
  br i1 %1050, label %1051, label %1344, !dbg !1464

1051:                                             ; preds = %1040
  %1052 = load ptr, ptr %65, align 8, !tbaa !384
  %1053 = load i32, ptr %66, align 8, !tbaa !1451
  %1054 = shl nsw i32 -1, %1053
  %1055 = xor i32 %1054, -1
  br label %1056, !dbg !1464

1056:                                             ; preds = %1051, %1337
  %1057 = phi i32 [ %1045, %1051 ], [ %1342, %1337 ]
  %1058 = phi i64 [ %1044, %1051 ], [ %1341, %1337 ]
  %1059 = phi i32 [ %1043, %1051 ], [ %1340, %1337 ]
  %1060 = phi ptr [ %1042, %1051 ], [ %1339, %1337 ]
  %1061 = phi i32 [ %1041, %1051 ], [ %1338, %1337 ]
    #dbg_value(i32 %1057, !262, !DIExpression(), !775)
    #dbg_value(i64 %1058, !261, !DIExpression(), !775)
    #dbg_value(i32 %1059, !259, !DIExpression(), !775)
    #dbg_value(ptr %1060, !257, !DIExpression(), !775)
  %1062 = trunc i64 %1058 to i32, !dbg !1465
  %1063 = and i32 %1055, %1062, !dbg !1465
  %1064 = zext nneg i32 %1063 to i64, !dbg !1470
  %1065 = getelementptr inbounds %struct.code, ptr %1052, i64 %1064, i32 1, !dbg !1470
  %1066 = load i8, ptr %1065, align 1, !dbg !1470, !tbaa !627
  %1067 = zext i8 %1066 to i32, !dbg !1471
  %1068 = icmp ult i32 %1057, %1067, !dbg !1473
  br i1 %1068, label %1069, label %1095, !dbg !1474

1069:                                             ; preds = %1056
  %1070 = zext nneg i32 %1057 to i64, !dbg !1475
  br label %1071, !dbg !1475

1071:                                             ; preds = %1069, %1077
  %1072 = phi i64 [ %1070, %1069 ], [ %1084, %1077 ]
  %1073 = phi i64 [ %1058, %1069 ], [ %1083, %1077 ]
  %1074 = phi i32 [ %1059, %1069 ], [ %1078, %1077 ]
  %1075 = phi ptr [ %1060, %1069 ], [ %1079, %1077 ]
    #dbg_value(i64 %1072, !262, !DIExpression(), !775)
    #dbg_value(i64 %1073, !261, !DIExpression(), !775)
    #dbg_value(i32 %1074, !259, !DIExpression(), !775)
    #dbg_value(ptr %1075, !257, !DIExpression(), !775)
  %1076 = icmp eq i32 %1074, 0, !dbg !1476
  br i1 %1076, label %2167, label %1077, !dbg !1479

1077:                                             ; preds = %1071
  %1078 = add i32 %1074, -1, !dbg !1479
    #dbg_value(i32 %1078, !259, !DIExpression(), !775)
  %1079 = getelementptr inbounds i8, ptr %1075, i64 1, !dbg !1479
    #dbg_value(ptr %1079, !257, !DIExpression(), !775)
  %1080 = load i8, ptr %1075, align 1, !dbg !1479, !tbaa !627
  %1081 = zext i8 %1080 to i64, !dbg !1479
  %1082 = shl i64 %1081, %1072, !dbg !1479
  %1083 = add i64 %1082, %1073, !dbg !1479
    #dbg_value(i64 %1083, !261, !DIExpression(), !775)
  %1084 = add nuw nsw i64 %1072, 8, !dbg !1479
    #dbg_value(i64 %1084, !262, !DIExpression(), !775)
  %1085 = trunc i64 %1083 to i32, !dbg !1465
  %1086 = and i32 %1055, %1085, !dbg !1465
  %1087 = zext nneg i32 %1086 to i64, !dbg !1470
  %1088 = getelementptr inbounds %struct.code, ptr %1052, i64 %1087, i32 1, !dbg !1470
  %1089 = load i8, ptr %1088, align 1, !dbg !1470, !tbaa !627
    #dbg_value(i8 poison, !267, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !775)
    #dbg_value(i8 %1089, !267, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !775)
    #dbg_value(i16 poison, !267, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !775)
  %1090 = zext i8 %1089 to i64, !dbg !1473
  %1091 = icmp ult i64 %1084, %1090, !dbg !1473
  br i1 %1091, label %1071, label %1092, !dbg !1474, !llvm.loop !1480

1092:                                             ; preds = %1077
  %1093 = zext i8 %1089 to i32, !dbg !1471
  %1094 = trunc nuw i64 %1084 to i32
  br label %1095

1095:                                             ; preds = %1092, %1056
  %1096 = phi i64 [ %1064, %1056 ], [ %1087, %1092 ]
  %1097 = phi i32 [ %1067, %1056 ], [ %1093, %1092 ]
  %1098 = phi ptr [ %1060, %1056 ], [ %1079, %1092 ], !dbg !775
  %1099 = phi i32 [ %1059, %1056 ], [ %1078, %1092 ], !dbg !775
  %1100 = phi i64 [ %1058, %1056 ], [ %1083, %1092 ], !dbg !775
  %1101 = phi i32 [ %1057, %1056 ], [ %1094, %1092 ], !dbg !775
  %1102 = phi i8 [ %1066, %1056 ], [ %1089, %1092 ], !dbg !1470
  %1103 = getelementptr inbounds %struct.code, ptr %1052, i64 %1096, i32 2
  %1104 = load i16, ptr %1103, align 2, !tbaa !1433
  %1105 = icmp ult i16 %1104, 16, !dbg !1482
  br i1 %1105, label %1106, label %1113, !dbg !1484

1106:                                             ; preds = %1095
  %1107 = zext nneg i8 %1102 to i64, !dbg !1485
  %1108 = lshr i64 %1100, %1107, !dbg !1485
    #dbg_value(i64 %1108, !261, !DIExpression(), !775)
  %1109 = sub i32 %1101, %1097, !dbg !1485
    #dbg_value(i32 %1109, !262, !DIExpression(), !775)
  %1110 = add i32 %1061, 1, !dbg !1488
  store i32 %1110, ptr %60, align 4, !dbg !1488, !tbaa !830
  %1111 = zext i32 %1061 to i64, !dbg !1489
  %1112 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1111, !dbg !1489
  store i16 %1104, ptr %1112, align 2, !dbg !1490, !tbaa !1433
  br label %1337, !dbg !1491

1113:                                             ; preds = %1095
  switch i16 %1104, label %1126 [
    i16 16, label %1120
    i16 17, label %1114
  ], !dbg !1492

1114:                                             ; preds = %1113
  %1115 = add nuw nsw i32 %1097, 3
    #dbg_value(i32 %1101, !262, !DIExpression(), !775)
    #dbg_value(i64 %1100, !261, !DIExpression(), !775)
    #dbg_value(i32 %1099, !259, !DIExpression(), !775)
    #dbg_value(ptr %1098, !257, !DIExpression(), !775)
  %1116 = icmp ult i32 %1101, %1115, !dbg !1494
  br i1 %1116, label %1117, label %1186, !dbg !1494

1117:                                             ; preds = %1114
  %1118 = zext nneg i32 %1101 to i64, !dbg !1494
  %1119 = zext nneg i32 %1115 to i64, !dbg !1494
  br label %1169, !dbg !1494

1120:                                             ; preds = %1113
  %1121 = add nuw nsw i32 %1097, 2
    #dbg_value(i32 %1101, !262, !DIExpression(), !775)
    #dbg_value(i64 %1100, !261, !DIExpression(), !775)
    #dbg_value(i32 %1099, !259, !DIExpression(), !775)
    #dbg_value(ptr %1098, !257, !DIExpression(), !775)
  %1122 = icmp ult i32 %1101, %1121, !dbg !1499
  br i1 %1122, label %1123, label %1149, !dbg !1499

1123:                                             ; preds = %1120
  %1124 = zext nneg i32 %1101 to i64, !dbg !1499
  %1125 = zext nneg i32 %1121 to i64, !dbg !1499
  br label %1132, !dbg !1499

1126:                                             ; preds = %1113
  %1127 = add nuw nsw i32 %1097, 7
    #dbg_value(i32 %1101, !262, !DIExpression(), !775)
    #dbg_value(i64 %1100, !261, !DIExpression(), !775)
    #dbg_value(i32 %1099, !259, !DIExpression(), !775)
    #dbg_value(ptr %1098, !257, !DIExpression(), !775)
  %1128 = icmp ult i32 %1101, %1127, !dbg !1502
  br i1 %1128, label %1129, label %1216, !dbg !1502

1129:                                             ; preds = %1126
  %1130 = zext nneg i32 %1101 to i64, !dbg !1502
  %1131 = zext nneg i32 %1127 to i64, !dbg !1502
  br label %1199, !dbg !1502

1132:                                             ; preds = %1123, %1138
  %1133 = phi i64 [ %1124, %1123 ], [ %1145, %1138 ]
  %1134 = phi i64 [ %1100, %1123 ], [ %1144, %1138 ]
  %1135 = phi i32 [ %1099, %1123 ], [ %1139, %1138 ]
  %1136 = phi ptr [ %1098, %1123 ], [ %1140, %1138 ]
    #dbg_value(i64 %1133, !262, !DIExpression(), !775)
    #dbg_value(i64 %1134, !261, !DIExpression(), !775)
    #dbg_value(i32 %1135, !259, !DIExpression(), !775)
    #dbg_value(ptr %1136, !257, !DIExpression(), !775)
  %1137 = icmp eq i32 %1135, 0, !dbg !1505
  br i1 %1137, label %2108, label %1138, !dbg !1508

1138:                                             ; preds = %1132
  %1139 = add i32 %1135, -1, !dbg !1508
    #dbg_value(i32 %1139, !259, !DIExpression(), !775)
  %1140 = getelementptr inbounds i8, ptr %1136, i64 1, !dbg !1508
    #dbg_value(ptr %1140, !257, !DIExpression(), !775)
  %1141 = load i8, ptr %1136, align 1, !dbg !1508, !tbaa !627
  %1142 = zext i8 %1141 to i64, !dbg !1508
  %1143 = shl i64 %1142, %1133, !dbg !1508
  %1144 = add i64 %1143, %1134, !dbg !1508
    #dbg_value(i64 %1144, !261, !DIExpression(), !775)
  %1145 = add nuw nsw i64 %1133, 8, !dbg !1508
    #dbg_value(i64 %1145, !262, !DIExpression(), !775)
  %1146 = icmp ult i64 %1145, %1125, !dbg !1499
  br i1 %1146, label %1132, label %1147, !dbg !1499, !llvm.loop !1509

1147:                                             ; preds = %1138
  %1148 = trunc nuw i64 %1145 to i32, !dbg !1510
  br label %1149, !dbg !1510

1149:                                             ; preds = %1147, %1120
  %1150 = phi ptr [ %1098, %1120 ], [ %1140, %1147 ], !dbg !775
  %1151 = phi i32 [ %1099, %1120 ], [ %1139, %1147 ], !dbg !775
  %1152 = phi i64 [ %1100, %1120 ], [ %1144, %1147 ], !dbg !775
  %1153 = phi i32 [ %1101, %1120 ], [ %1148, %1147 ], !dbg !775
  %1154 = zext nneg i8 %1102 to i64, !dbg !1510
  %1155 = lshr i64 %1152, %1154, !dbg !1510
    #dbg_value(i64 %1155, !261, !DIExpression(), !775)
  %1156 = sub i32 %1153, %1097, !dbg !1510
    #dbg_value(i32 %1156, !262, !DIExpression(), !775)
  %1157 = icmp eq i32 %1061, 0, !dbg !1512
  br i1 %1157, label %1158, label %1159, !dbg !1514

1158:                                             ; preds = %1149
  store ptr @.str.10, ptr %55, align 8, !dbg !1515, !tbaa !635
  store i32 16209, ptr %21, align 8, !dbg !1517, !tbaa !328
  br label %2096, !dbg !1518

1159:                                             ; preds = %1149
  %1160 = add i32 %1061, -1, !dbg !1519
  %1161 = zext i32 %1160 to i64, !dbg !1520
  %1162 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1161, !dbg !1520
  %1163 = load i16, ptr %1162, align 2, !dbg !1520, !tbaa !1433
    #dbg_value(i16 %1163, !269, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !775)
  %1164 = trunc i64 %1155 to i32, !dbg !1521
  %1165 = and i32 %1164, 3, !dbg !1521
  %1166 = add nuw nsw i32 %1165, 3, !dbg !1522
    #dbg_value(i32 %1166, !265, !DIExpression(), !775)
  %1167 = lshr i64 %1155, 2, !dbg !1523
    #dbg_value(i64 %1167, !261, !DIExpression(), !775)
  %1168 = add i32 %1156, -2, !dbg !1523
    #dbg_value(i32 %1168, !262, !DIExpression(), !775)
  br label %1229, !dbg !1525

1169:                                             ; preds = %1117, %1175
  %1170 = phi i64 [ %1118, %1117 ], [ %1182, %1175 ]
  %1171 = phi i64 [ %1100, %1117 ], [ %1181, %1175 ]
  %1172 = phi i32 [ %1099, %1117 ], [ %1176, %1175 ]
  %1173 = phi ptr [ %1098, %1117 ], [ %1177, %1175 ]
    #dbg_value(i64 %1170, !262, !DIExpression(), !775)
    #dbg_value(i64 %1171, !261, !DIExpression(), !775)
    #dbg_value(i32 %1172, !259, !DIExpression(), !775)
    #dbg_value(ptr %1173, !257, !DIExpression(), !775)
  %1174 = icmp eq i32 %1172, 0, !dbg !1526
  br i1 %1174, label %2110, label %1175, !dbg !1529

1175:                                             ; preds = %1169
  %1176 = add i32 %1172, -1, !dbg !1529
    #dbg_value(i32 %1176, !259, !DIExpression(), !775)
  %1177 = getelementptr inbounds i8, ptr %1173, i64 1, !dbg !1529
    #dbg_value(ptr %1177, !257, !DIExpression(), !775)
  %1178 = load i8, ptr %1173, align 1, !dbg !1529, !tbaa !627
  %1179 = zext i8 %1178 to i64, !dbg !1529
  %1180 = shl i64 %1179, %1170, !dbg !1529
  %1181 = add i64 %1180, %1171, !dbg !1529
    #dbg_value(i64 %1181, !261, !DIExpression(), !775)
  %1182 = add nuw nsw i64 %1170, 8, !dbg !1529
    #dbg_value(i64 %1182, !262, !DIExpression(), !775)
  %1183 = icmp ult i64 %1182, %1119, !dbg !1494
  br i1 %1183, label %1169, label %1184, !dbg !1494, !llvm.loop !1530

1184:                                             ; preds = %1175
  %1185 = trunc nuw i64 %1182 to i32, !dbg !1531
  br label %1186, !dbg !1531

1186:                                             ; preds = %1184, %1114
  %1187 = phi ptr [ %1098, %1114 ], [ %1177, %1184 ], !dbg !775
  %1188 = phi i32 [ %1099, %1114 ], [ %1176, %1184 ], !dbg !775
  %1189 = phi i64 [ %1100, %1114 ], [ %1181, %1184 ], !dbg !775
  %1190 = phi i32 [ %1101, %1114 ], [ %1185, %1184 ], !dbg !775
  %1191 = zext nneg i8 %1102 to i64, !dbg !1531
  %1192 = lshr i64 %1189, %1191, !dbg !1531
    #dbg_value(i64 %1192, !261, !DIExpression(), !775)
    #dbg_value(i32 poison, !262, !DIExpression(), !775)
    #dbg_value(i32 0, !269, !DIExpression(), !775)
  %1193 = trunc i64 %1192 to i32, !dbg !1533
  %1194 = and i32 %1193, 7, !dbg !1533
  %1195 = add nuw nsw i32 %1194, 3, !dbg !1534
    #dbg_value(i32 %1195, !265, !DIExpression(), !775)
  %1196 = lshr i64 %1192, 3, !dbg !1535
    #dbg_value(i64 %1196, !261, !DIExpression(), !775)
  %1197 = sub i32 %1190, %1097, !dbg !1535
  %1198 = add i32 %1197, -3, !dbg !1535
    #dbg_value(i32 %1198, !262, !DIExpression(), !775)
  br label %1229, !dbg !1537

1199:                                             ; preds = %1129, %1205
  %1200 = phi i64 [ %1130, %1129 ], [ %1212, %1205 ]
  %1201 = phi i64 [ %1100, %1129 ], [ %1211, %1205 ]
  %1202 = phi i32 [ %1099, %1129 ], [ %1206, %1205 ]
  %1203 = phi ptr [ %1098, %1129 ], [ %1207, %1205 ]
    #dbg_value(i64 %1200, !262, !DIExpression(), !775)
    #dbg_value(i64 %1201, !261, !DIExpression(), !775)
    #dbg_value(i32 %1202, !259, !DIExpression(), !775)
    #dbg_value(ptr %1203, !257, !DIExpression(), !775)
  %1204 = icmp eq i32 %1202, 0, !dbg !1538
  br i1 %1204, label %2106, label %1205, !dbg !1541

1205:                                             ; preds = %1199
  %1206 = add i32 %1202, -1, !dbg !1541
    #dbg_value(i32 %1206, !259, !DIExpression(), !775)
  %1207 = getelementptr inbounds i8, ptr %1203, i64 1, !dbg !1541
    #dbg_value(ptr %1207, !257, !DIExpression(), !775)
  %1208 = load i8, ptr %1203, align 1, !dbg !1541, !tbaa !627
  %1209 = zext i8 %1208 to i64, !dbg !1541
  %1210 = shl i64 %1209, %1200, !dbg !1541
  %1211 = add i64 %1210, %1201, !dbg !1541
    #dbg_value(i64 %1211, !261, !DIExpression(), !775)
  %1212 = add nuw nsw i64 %1200, 8, !dbg !1541
    #dbg_value(i64 %1212, !262, !DIExpression(), !775)
  %1213 = icmp ult i64 %1212, %1131, !dbg !1502
  br i1 %1213, label %1199, label %1214, !dbg !1502, !llvm.loop !1542

1214:                                             ; preds = %1205
  %1215 = trunc nuw i64 %1212 to i32, !dbg !1543
  br label %1216, !dbg !1543

1216:                                             ; preds = %1214, %1126
  %1217 = phi ptr [ %1098, %1126 ], [ %1207, %1214 ], !dbg !775
  %1218 = phi i32 [ %1099, %1126 ], [ %1206, %1214 ], !dbg !775
  %1219 = phi i64 [ %1100, %1126 ], [ %1211, %1214 ], !dbg !775
  %1220 = phi i32 [ %1101, %1126 ], [ %1215, %1214 ], !dbg !775
  %1221 = zext nneg i8 %1102 to i64, !dbg !1543
  %1222 = lshr i64 %1219, %1221, !dbg !1543
    #dbg_value(i64 %1222, !261, !DIExpression(), !775)
    #dbg_value(i32 poison, !262, !DIExpression(), !775)
    #dbg_value(i32 0, !269, !DIExpression(), !775)
  %1223 = trunc i64 %1222 to i32, !dbg !1545
  %1224 = and i32 %1223, 127, !dbg !1545
  %1225 = add nuw nsw i32 %1224, 11, !dbg !1546
    #dbg_value(i32 %1225, !265, !DIExpression(), !775)
  %1226 = lshr i64 %1222, 7, !dbg !1547
    #dbg_value(i64 %1226, !261, !DIExpression(), !775)
  %1227 = sub i32 %1220, %1097, !dbg !1547
  %1228 = add i32 %1227, -7, !dbg !1547
    #dbg_value(i32 %1228, !262, !DIExpression(), !775)
  br label %1229

1229:                                             ; preds = %1186, %1216, %1159
  %1230 = phi ptr [ %1150, %1159 ], [ %1187, %1186 ], [ %1217, %1216 ], !dbg !814
  %1231 = phi i32 [ %1151, %1159 ], [ %1188, %1186 ], [ %1218, %1216 ], !dbg !814
  %1232 = phi i64 [ %1167, %1159 ], [ %1196, %1186 ], [ %1226, %1216 ], !dbg !1549
  %1233 = phi i32 [ %1168, %1159 ], [ %1198, %1186 ], [ %1228, %1216 ], !dbg !1549
  %1234 = phi i32 [ %1166, %1159 ], [ %1195, %1186 ], [ %1225, %1216 ], !dbg !1549
  %1235 = phi i16 [ %1163, %1159 ], [ 0, %1186 ], [ 0, %1216 ], !dbg !1549
    #dbg_value(i16 %1235, !269, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !775)
    #dbg_value(i32 %1234, !265, !DIExpression(), !775)
    #dbg_value(i32 %1233, !262, !DIExpression(), !775)
    #dbg_value(i64 %1232, !261, !DIExpression(), !775)
    #dbg_value(i32 %1231, !259, !DIExpression(), !775)
    #dbg_value(ptr %1230, !257, !DIExpression(), !775)
  %1236 = add i32 %1234, %1061, !dbg !1550
  %1237 = icmp ugt i32 %1236, %1049, !dbg !1552
  br i1 %1237, label %1317, label %1238, !dbg !1553

1238:                                             ; preds = %1229
  %1239 = icmp ult i32 %1234, 16, !dbg !1554
  %1240 = sub nsw i32 0, %1234, !dbg !1554
  %1241 = icmp ugt i32 %1061, %1240, !dbg !1554
  %1242 = select i1 %1239, i1 true, i1 %1241, !dbg !1554
  br i1 %1242, label %1243, label %1264, !dbg !1554

1243:                                             ; preds = %1315, %1238
  %1244 = phi i32 [ %1234, %1238 ], [ %1266, %1315 ]
  %1245 = phi i32 [ %1061, %1238 ], [ %1267, %1315 ]
  %1246 = add nsw i32 %1244, -1, !dbg !1554
  %1247 = and i32 %1244, 3, !dbg !1554
  %1248 = icmp eq i32 %1247, 0, !dbg !1554
  br i1 %1248, label %1259, label %1249, !dbg !1554

1249:                                             ; preds = %1243, %1249
  %1250 = phi i32 [ %1253, %1249 ], [ %1244, %1243 ]
  %1251 = phi i32 [ %1254, %1249 ], [ %1245, %1243 ]
  %1252 = phi i32 [ %1257, %1249 ], [ 0, %1243 ]
    #dbg_value(i32 %1250, !265, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !775)
  %1253 = add nsw i32 %1250, -1, !dbg !1555
    #dbg_value(i32 %1253, !265, !DIExpression(), !775)
  %1254 = add i32 %1251, 1, !dbg !1556
  %1255 = zext i32 %1251 to i64, !dbg !1557
  %1256 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1255, !dbg !1557
  store i16 %1235, ptr %1256, align 2, !dbg !1558, !tbaa !1433
    #dbg_value(i32 %1253, !265, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !775)
  %1257 = add i32 %1252, 1, !dbg !1554
  %1258 = icmp eq i32 %1257, %1247, !dbg !1554
  br i1 %1258, label %1259, label %1249, !dbg !1554, !llvm.loop !1559

1259:                                             ; preds = %1249, %1243
  %1260 = phi i32 [ poison, %1243 ], [ %1254, %1249 ]
  %1261 = phi i32 [ %1244, %1243 ], [ %1253, %1249 ]
  %1262 = phi i32 [ %1245, %1243 ], [ %1254, %1249 ]
  %1263 = icmp ult i32 %1246, 3, !dbg !1554
  br i1 %1263, label %1335, label %1318, !dbg !1554

1264:                                             ; preds = %1238
  %1265 = and i32 %1234, -16, !dbg !1554
  %1266 = and i32 %1234, 15, !dbg !1554
  %1267 = add i32 %1061, %1265, !dbg !1554
  %1268 = insertelement <8 x i16> poison, i16 %1235, i64 0, !dbg !1554
  %1269 = shufflevector <8 x i16> %1268, <8 x i16> poison, <8 x i32> zeroinitializer, !dbg !1554
  %1270 = zext i32 %1061 to i64, !dbg !1557
  %1271 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1270, !dbg !1557
  %1272 = getelementptr inbounds i8, ptr %1271, i64 16, !dbg !1558
  store <8 x i16> %1269, ptr %1271, align 2, !dbg !1558, !tbaa !1433
  store <8 x i16> %1269, ptr %1272, align 2, !dbg !1558, !tbaa !1433
  %1273 = icmp eq i32 %1265, 16
  br i1 %1273, label %1315, label %1274, !llvm.loop !1561

1274:                                             ; preds = %1264
  %1275 = add i32 %1061, 16, !dbg !1554
  %1276 = zext i32 %1275 to i64, !dbg !1557
  %1277 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1276, !dbg !1557
  %1278 = getelementptr inbounds i8, ptr %1277, i64 16, !dbg !1558
  store <8 x i16> %1269, ptr %1277, align 2, !dbg !1558, !tbaa !1433
  store <8 x i16> %1269, ptr %1278, align 2, !dbg !1558, !tbaa !1433
  %1279 = icmp eq i32 %1265, 32
  br i1 %1279, label %1315, label %1280, !llvm.loop !1561

1280:                                             ; preds = %1274
  %1281 = add i32 %1061, 32, !dbg !1554
  %1282 = zext i32 %1281 to i64, !dbg !1557
  %1283 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1282, !dbg !1557
  %1284 = getelementptr inbounds i8, ptr %1283, i64 16, !dbg !1558
  store <8 x i16> %1269, ptr %1283, align 2, !dbg !1558, !tbaa !1433
  store <8 x i16> %1269, ptr %1284, align 2, !dbg !1558, !tbaa !1433
  %1285 = icmp eq i32 %1265, 48
  br i1 %1285, label %1315, label %1286, !llvm.loop !1561

1286:                                             ; preds = %1280
  %1287 = add i32 %1061, 48, !dbg !1554
  %1288 = zext i32 %1287 to i64, !dbg !1557
  %1289 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1288, !dbg !1557
  %1290 = getelementptr inbounds i8, ptr %1289, i64 16, !dbg !1558
  store <8 x i16> %1269, ptr %1289, align 2, !dbg !1558, !tbaa !1433
  store <8 x i16> %1269, ptr %1290, align 2, !dbg !1558, !tbaa !1433
  %1291 = icmp eq i32 %1265, 64
  br i1 %1291, label %1315, label %1292, !llvm.loop !1561

1292:                                             ; preds = %1286
  %1293 = add i32 %1061, 64, !dbg !1554
  %1294 = zext i32 %1293 to i64, !dbg !1557
  %1295 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1294, !dbg !1557
  %1296 = getelementptr inbounds i8, ptr %1295, i64 16, !dbg !1558
  store <8 x i16> %1269, ptr %1295, align 2, !dbg !1558, !tbaa !1433
  store <8 x i16> %1269, ptr %1296, align 2, !dbg !1558, !tbaa !1433
  %1297 = icmp eq i32 %1265, 80
  br i1 %1297, label %1315, label %1298, !llvm.loop !1561

1298:                                             ; preds = %1292
  %1299 = add i32 %1061, 80, !dbg !1554
  %1300 = zext i32 %1299 to i64, !dbg !1557
  %1301 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1300, !dbg !1557
  %1302 = getelementptr inbounds i8, ptr %1301, i64 16, !dbg !1558
  store <8 x i16> %1269, ptr %1301, align 2, !dbg !1558, !tbaa !1433
  store <8 x i16> %1269, ptr %1302, align 2, !dbg !1558, !tbaa !1433
  %1303 = icmp eq i32 %1265, 96
  br i1 %1303, label %1315, label %1304, !llvm.loop !1561

1304:                                             ; preds = %1298
  %1305 = add i32 %1061, 96, !dbg !1554
  %1306 = zext i32 %1305 to i64, !dbg !1557
  %1307 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1306, !dbg !1557
  %1308 = getelementptr inbounds i8, ptr %1307, i64 16, !dbg !1558
  store <8 x i16> %1269, ptr %1307, align 2, !dbg !1558, !tbaa !1433
  store <8 x i16> %1269, ptr %1308, align 2, !dbg !1558, !tbaa !1433
  %1309 = icmp eq i32 %1265, 112
  br i1 %1309, label %1315, label %1310, !llvm.loop !1561

1310:                                             ; preds = %1304
  %1311 = add i32 %1061, 112, !dbg !1554
  %1312 = zext i32 %1311 to i64, !dbg !1557
  %1313 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1312, !dbg !1557
  %1314 = getelementptr inbounds i8, ptr %1313, i64 16, !dbg !1558
  store <8 x i16> %1269, ptr %1313, align 2, !dbg !1558, !tbaa !1433
  store <8 x i16> %1269, ptr %1314, align 2, !dbg !1558, !tbaa !1433
  br label %1315

1315:                                             ; preds = %1310, %1304, %1298, %1292, %1286, %1280, %1274, %1264
  %1316 = icmp eq i32 %1234, %1265, !dbg !1554
  br i1 %1316, label %1335, label %1243, !dbg !1554

1317:                                             ; preds = %1229
  store ptr @.str.10, ptr %55, align 8, !dbg !1565, !tbaa !635
  store i32 16209, ptr %21, align 8, !dbg !1567, !tbaa !328
  br label %2096, !dbg !1568

1318:                                             ; preds = %1259, %1318
  %1319 = phi i32 [ %1330, %1318 ], [ %1261, %1259 ]
  %1320 = phi i32 [ %1331, %1318 ], [ %1262, %1259 ]
    #dbg_value(i32 %1319, !265, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !775)
    #dbg_value(i32 %1319, !265, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !775)
  %1321 = add i32 %1320, 1, !dbg !1556
  %1322 = zext i32 %1320 to i64, !dbg !1557
  %1323 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1322, !dbg !1557
  store i16 %1235, ptr %1323, align 2, !dbg !1558, !tbaa !1433
    #dbg_value(i32 %1319, !265, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !775)
    #dbg_value(i32 %1319, !265, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !775)
  %1324 = add i32 %1320, 2, !dbg !1556
  %1325 = zext i32 %1321 to i64, !dbg !1557
  %1326 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1325, !dbg !1557
  store i16 %1235, ptr %1326, align 2, !dbg !1558, !tbaa !1433
    #dbg_value(i32 %1319, !265, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !775)
    #dbg_value(i32 %1319, !265, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !775)
  %1327 = add i32 %1320, 3, !dbg !1556
  %1328 = zext i32 %1324 to i64, !dbg !1557
  %1329 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1328, !dbg !1557
  store i16 %1235, ptr %1329, align 2, !dbg !1558, !tbaa !1433
    #dbg_value(i32 %1319, !265, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !775)
  %1330 = add nsw i32 %1319, -4, !dbg !1555
    #dbg_value(i32 %1330, !265, !DIExpression(), !775)
  %1331 = add i32 %1320, 4, !dbg !1556
  %1332 = zext i32 %1327 to i64, !dbg !1557
  %1333 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1332, !dbg !1557
  store i16 %1235, ptr %1333, align 2, !dbg !1558, !tbaa !1433
    #dbg_value(i32 %1330, !265, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !775)
  %1334 = icmp eq i32 %1330, 0, !dbg !1554
  br i1 %1334, label %1335, label %1318, !dbg !1554, !llvm.loop !1569

1335:                                             ; preds = %1259, %1318, %1315
  %1336 = phi i32 [ %1267, %1315 ], [ %1260, %1259 ], [ %1331, %1318 ], !dbg !1556
  store i32 %1336, ptr %60, align 4, !dbg !1556, !tbaa !830
  br label %1337, !dbg !1464

1337:                                             ; preds = %1335, %1106
  %1338 = phi i32 [ %1110, %1106 ], [ %1336, %1335 ]
  %1339 = phi ptr [ %1098, %1106 ], [ %1230, %1335 ], !dbg !814
  %1340 = phi i32 [ %1099, %1106 ], [ %1231, %1335 ], !dbg !814
  %1341 = phi i64 [ %1108, %1106 ], [ %1232, %1335 ], !dbg !1570
  %1342 = phi i32 [ %1109, %1106 ], [ %1233, %1335 ], !dbg !1570
    #dbg_value(i32 %1342, !262, !DIExpression(), !775)
    #dbg_value(i64 %1341, !261, !DIExpression(), !775)
    #dbg_value(i32 %1340, !259, !DIExpression(), !775)
    #dbg_value(ptr %1339, !257, !DIExpression(), !775)
  %1343 = icmp ult i32 %1338, %1049, !dbg !1463
  br i1 %1343, label %1056, label %1344, !dbg !1464, !llvm.loop !1571

1344:                                             ; preds = %1337, %1040
  %1345 = phi ptr [ %1042, %1040 ], [ %1339, %1337 ], !dbg !814
  %1346 = phi i32 [ %1043, %1040 ], [ %1340, %1337 ], !dbg !814
  %1347 = phi i64 [ %1044, %1040 ], [ %1341, %1337 ], !dbg !775
  %1348 = phi i32 [ %1045, %1040 ], [ %1342, %1337 ], !dbg !775
    #dbg_value(i32 %1348, !262, !DIExpression(), !775)
    #dbg_value(i64 %1347, !261, !DIExpression(), !775)
    #dbg_value(i32 %1346, !259, !DIExpression(), !775)
    #dbg_value(ptr %1345, !257, !DIExpression(), !775)
  %1349 = load i16, ptr %68, align 8, !dbg !1573, !tbaa !1433
  %1350 = icmp eq i16 %1349, 0, !dbg !1575
  br i1 %1350, label %1351, label %1352, !dbg !1576

1351:                                             ; preds = %1344
  store ptr @.str.11, ptr %55, align 8, !dbg !1577, !tbaa !635
  store i32 16209, ptr %21, align 8, !dbg !1579, !tbaa !328
  br label %2096, !dbg !1580

1352:                                             ; preds = %1344
  store ptr %62, ptr %63, align 8, !dbg !1581, !tbaa !378
  store ptr %62, ptr %65, align 8, !dbg !1582, !tbaa !384
  store i32 9, ptr %66, align 8, !dbg !1583, !tbaa !1451
  %1353 = call i32 @inflate_table(i32 noundef 1, ptr noundef nonnull %61, i32 noundef %1047, ptr noundef nonnull %63, ptr noundef nonnull %66, ptr noundef nonnull %67) #9, !dbg !1584
    #dbg_value(i32 %1353, !270, !DIExpression(), !775)
  %1354 = icmp eq i32 %1353, 0, !dbg !1585
  br i1 %1354, label %1356, label %1355, !dbg !1587

1355:                                             ; preds = %1352
  store ptr @.str.12, ptr %55, align 8, !dbg !1588, !tbaa !635
  store i32 16209, ptr %21, align 8, !dbg !1590, !tbaa !328
  br label %2096, !dbg !1591

1356:                                             ; preds = %1352
  %1357 = load ptr, ptr %63, align 8, !dbg !1592, !tbaa !378
  store ptr %1357, ptr %64, align 8, !dbg !1593, !tbaa !381
  store i32 6, ptr %69, align 4, !dbg !1594, !tbaa !1595
  %1358 = load i32, ptr %57, align 4, !dbg !1596, !tbaa !1398
  %1359 = zext i32 %1358 to i64, !dbg !1597
  %1360 = getelementptr inbounds i16, ptr %61, i64 %1359, !dbg !1597
  %1361 = load i32, ptr %58, align 8, !dbg !1598, !tbaa !1402
  %1362 = call i32 @inflate_table(i32 noundef 2, ptr noundef nonnull %1360, i32 noundef %1361, ptr noundef nonnull %63, ptr noundef nonnull %69, ptr noundef nonnull %67) #9, !dbg !1599
    #dbg_value(i32 %1362, !270, !DIExpression(), !775)
  %1363 = icmp eq i32 %1362, 0, !dbg !1600
  br i1 %1363, label %1365, label %1364, !dbg !1602

1364:                                             ; preds = %1356
  store ptr @.str.13, ptr %55, align 8, !dbg !1603, !tbaa !635
  store i32 16209, ptr %21, align 8, !dbg !1605, !tbaa !328
  br label %2096, !dbg !1606

1365:                                             ; preds = %1356
  store i32 16199, ptr %21, align 8, !dbg !1607, !tbaa !328
  br i1 %70, label %2203, label %1366, !dbg !1608

1366:                                             ; preds = %1365, %90
  %1367 = phi ptr [ %92, %90 ], [ %1345, %1365 ], !dbg !814
  %1368 = phi i32 [ %94, %90 ], [ %1346, %1365 ], !dbg !814
  %1369 = phi i64 [ %96, %90 ], [ %1347, %1365 ], !dbg !775
  %1370 = phi i32 [ %97, %90 ], [ %1348, %1365 ], !dbg !775
  %1371 = phi i32 [ %99, %90 ], [ 0, %1365 ], !dbg !775
    #dbg_value(i32 %1371, !270, !DIExpression(), !775)
    #dbg_value(i32 %1370, !262, !DIExpression(), !775)
    #dbg_value(i64 %1369, !261, !DIExpression(), !775)
    #dbg_value(i32 %1368, !259, !DIExpression(), !775)
    #dbg_value(ptr %1367, !257, !DIExpression(), !775)
  store i32 16200, ptr %21, align 8, !dbg !1609, !tbaa !328
  br label %1372, !dbg !1610

1372:                                             ; preds = %90, %1366
  %1373 = phi ptr [ %92, %90 ], [ %1367, %1366 ], !dbg !814
  %1374 = phi i32 [ %94, %90 ], [ %1368, %1366 ], !dbg !814
  %1375 = phi i64 [ %96, %90 ], [ %1369, %1366 ], !dbg !814
  %1376 = phi i32 [ %97, %90 ], [ %1370, %1366 ], !dbg !814
  %1377 = phi i32 [ %99, %90 ], [ %1371, %1366 ], !dbg !822
    #dbg_value(i32 %1377, !270, !DIExpression(), !775)
    #dbg_value(i32 %1376, !262, !DIExpression(), !775)
    #dbg_value(i64 %1375, !261, !DIExpression(), !775)
    #dbg_value(i32 %1374, !259, !DIExpression(), !775)
    #dbg_value(ptr %1373, !257, !DIExpression(), !775)
  %1378 = icmp ugt i32 %1374, 5, !dbg !1611
  %1379 = icmp ugt i32 %95, 257
  %1380 = select i1 %1378, i1 %1379, i1 false, !dbg !1613
  br i1 %1380, label %1381, label %1391, !dbg !1613

1381:                                             ; preds = %1372
  store ptr %93, ptr %26, align 8, !dbg !1614, !tbaa !798
  store i32 %95, ptr %41, align 8, !dbg !1614, !tbaa !816
  store ptr %1373, ptr %0, align 8, !dbg !1614, !tbaa !802
  store i32 %1374, ptr %43, align 8, !dbg !1614, !tbaa !806
  store i64 %1375, ptr %45, align 8, !dbg !1614, !tbaa !371
  store i32 %1376, ptr %47, align 8, !dbg !1614, !tbaa !374
  call void @inflate_fast(ptr noundef nonnull %0, i32 noundef %98) #9, !dbg !1617
  %1382 = load ptr, ptr %26, align 8, !dbg !1618, !tbaa !798
    #dbg_value(ptr %1382, !258, !DIExpression(), !775)
  %1383 = load i32, ptr %41, align 8, !dbg !1618, !tbaa !816
    #dbg_value(i32 %1383, !260, !DIExpression(), !775)
  %1384 = load ptr, ptr %0, align 8, !dbg !1618, !tbaa !802
    #dbg_value(ptr %1384, !257, !DIExpression(), !775)
  %1385 = load i32, ptr %43, align 8, !dbg !1618, !tbaa !806
    #dbg_value(i32 %1385, !259, !DIExpression(), !775)
  %1386 = load i64, ptr %45, align 8, !dbg !1618, !tbaa !371
    #dbg_value(i64 %1386, !261, !DIExpression(), !775)
  %1387 = load i32, ptr %47, align 8, !dbg !1618, !tbaa !374
    #dbg_value(i32 %1387, !262, !DIExpression(), !775)
  %1388 = load i32, ptr %21, align 8, !dbg !1620, !tbaa !328
  %1389 = icmp eq i32 %1388, 16191, !dbg !1622
  br i1 %1389, label %1390, label %2096, !dbg !1623

1390:                                             ; preds = %1381
  store i32 -1, ptr %71, align 4, !dbg !1624, !tbaa !390
  br label %2096, !dbg !1625

1391:                                             ; preds = %1372
  store i32 0, ptr %71, align 4, !dbg !1626, !tbaa !390
  %1392 = load ptr, ptr %65, align 8, !tbaa !384
  %1393 = load i32, ptr %66, align 8, !tbaa !1451
  %1394 = shl nsw i32 -1, %1393
  %1395 = xor i32 %1394, -1
    #dbg_value(i32 %1376, !262, !DIExpression(), !775)
    #dbg_value(i64 %1375, !261, !DIExpression(), !775)
    #dbg_value(i32 %1374, !259, !DIExpression(), !775)
    #dbg_value(ptr %1373, !257, !DIExpression(), !775)
  %1396 = trunc i64 %1375 to i32, !dbg !1627
  %1397 = and i32 %1395, %1396, !dbg !1627
  %1398 = zext nneg i32 %1397 to i64, !dbg !1631
  %1399 = getelementptr inbounds %struct.code, ptr %1392, i64 %1398, !dbg !1631
  %1400 = getelementptr inbounds i8, ptr %1399, i64 1, !dbg !1631
  %1401 = load i8, ptr %1400, align 1, !dbg !1631, !tbaa !627
  %1402 = zext i8 %1401 to i32, !dbg !1632
  %1403 = icmp ult i32 %1376, %1402, !dbg !1634
  br i1 %1403, label %1404, label %1431, !dbg !1635

1404:                                             ; preds = %1391
  %1405 = zext nneg i32 %1376 to i64, !dbg !1636
  br label %1406, !dbg !1636

1406:                                             ; preds = %1404, %1412
  %1407 = phi i64 [ %1405, %1404 ], [ %1419, %1412 ]
  %1408 = phi i64 [ %1375, %1404 ], [ %1418, %1412 ]
  %1409 = phi i32 [ %1374, %1404 ], [ %1413, %1412 ]
  %1410 = phi ptr [ %1373, %1404 ], [ %1414, %1412 ]
    #dbg_value(i64 %1407, !262, !DIExpression(), !775)
    #dbg_value(i64 %1408, !261, !DIExpression(), !775)
    #dbg_value(i32 %1409, !259, !DIExpression(), !775)
    #dbg_value(ptr %1410, !257, !DIExpression(), !775)
  %1411 = icmp eq i32 %1409, 0, !dbg !1637
  br i1 %1411, label %2197, label %1412, !dbg !1640

1412:                                             ; preds = %1406
  %1413 = add i32 %1409, -1, !dbg !1640
    #dbg_value(i32 %1413, !259, !DIExpression(), !775)
  %1414 = getelementptr inbounds i8, ptr %1410, i64 1, !dbg !1640
    #dbg_value(ptr %1414, !257, !DIExpression(), !775)
  %1415 = load i8, ptr %1410, align 1, !dbg !1640, !tbaa !627
  %1416 = zext i8 %1415 to i64, !dbg !1640
  %1417 = shl i64 %1416, %1407, !dbg !1640
  %1418 = add i64 %1417, %1408, !dbg !1640
    #dbg_value(i64 %1418, !261, !DIExpression(), !775)
  %1419 = add nuw nsw i64 %1407, 8, !dbg !1640
    #dbg_value(i64 %1419, !262, !DIExpression(), !775)
  %1420 = trunc i64 %1418 to i32, !dbg !1627
  %1421 = and i32 %1395, %1420, !dbg !1627
  %1422 = zext nneg i32 %1421 to i64, !dbg !1631
  %1423 = getelementptr inbounds %struct.code, ptr %1392, i64 %1422, !dbg !1631
  %1424 = getelementptr inbounds i8, ptr %1423, i64 1, !dbg !1631
  %1425 = load i8, ptr %1424, align 1, !dbg !1631, !tbaa !627
    #dbg_value(i8 poison, !267, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !775)
    #dbg_value(i8 %1425, !267, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !775)
    #dbg_value(i16 poison, !267, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !775)
  %1426 = zext i8 %1425 to i64, !dbg !1634
  %1427 = icmp ult i64 %1419, %1426, !dbg !1634
  br i1 %1427, label %1406, label %1428, !dbg !1635, !llvm.loop !1641

1428:                                             ; preds = %1412
  %1429 = zext i8 %1425 to i32, !dbg !1632
  %1430 = trunc nuw i64 %1419 to i32
  br label %1431

1431:                                             ; preds = %1428, %1391
  %1432 = phi ptr [ %1399, %1391 ], [ %1423, %1428 ]
  %1433 = phi ptr [ %1373, %1391 ], [ %1414, %1428 ], !dbg !775
  %1434 = phi i32 [ %1374, %1391 ], [ %1413, %1428 ], !dbg !775
  %1435 = phi i64 [ %1375, %1391 ], [ %1418, %1428 ], !dbg !775
  %1436 = phi i32 [ %1376, %1391 ], [ %1430, %1428 ], !dbg !775
  %1437 = phi i8 [ %1401, %1391 ], [ %1425, %1428 ], !dbg !1631
  %1438 = phi i32 [ %1402, %1391 ], [ %1429, %1428 ], !dbg !1632
  %1439 = getelementptr inbounds i8, ptr %1432, i64 2
  %1440 = load i16, ptr %1439, align 2, !tbaa !1433
  %1441 = load i8, ptr %1432, align 2, !dbg !1631, !tbaa !627
    #dbg_value(i8 %1441, !267, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !775)
  %1442 = add i8 %1441, -1, !dbg !1643
  %1443 = icmp ult i8 %1442, 15, !dbg !1643
  br i1 %1443, label %1444, label %1504, !dbg !1643

1444:                                             ; preds = %1431
  %1445 = zext nneg i8 %1441 to i32, !dbg !1645
  %1446 = zext i16 %1440 to i32
  %1447 = add nuw nsw i32 %1438, %1445
  %1448 = shl nsw i32 -1, %1447
  %1449 = xor i32 %1448, -1
    #dbg_value(i32 %1436, !262, !DIExpression(), !775)
    #dbg_value(i64 %1435, !261, !DIExpression(), !775)
    #dbg_value(i32 %1434, !259, !DIExpression(), !775)
    #dbg_value(ptr %1433, !257, !DIExpression(), !775)
  %1450 = trunc i64 %1435 to i32, !dbg !1646
  %1451 = and i32 %1450, %1449, !dbg !1646
  %1452 = lshr i32 %1451, %1438, !dbg !1651
  %1453 = add nuw i32 %1452, %1446, !dbg !1652
  %1454 = zext i32 %1453 to i64, !dbg !1653
  %1455 = getelementptr inbounds %struct.code, ptr %1392, i64 %1454, !dbg !1653
  %1456 = getelementptr inbounds i8, ptr %1455, i64 1, !dbg !1653
  %1457 = load i8, ptr %1456, align 1, !dbg !1653, !tbaa !627
  %1458 = zext i8 %1457 to i32, !dbg !1654
  %1459 = add nuw nsw i32 %1438, %1458, !dbg !1656
  %1460 = icmp ugt i32 %1459, %1436, !dbg !1657
  br i1 %1460, label %1461, label %1491, !dbg !1658

1461:                                             ; preds = %1444
  %1462 = zext nneg i32 %1436 to i64, !dbg !1659
  br label %1463, !dbg !1659

1463:                                             ; preds = %1461, %1469
  %1464 = phi i64 [ %1462, %1461 ], [ %1476, %1469 ]
  %1465 = phi i64 [ %1435, %1461 ], [ %1475, %1469 ]
  %1466 = phi i32 [ %1434, %1461 ], [ %1470, %1469 ]
  %1467 = phi ptr [ %1433, %1461 ], [ %1471, %1469 ]
    #dbg_value(i64 %1464, !262, !DIExpression(), !775)
    #dbg_value(i64 %1465, !261, !DIExpression(), !775)
    #dbg_value(i32 %1466, !259, !DIExpression(), !775)
    #dbg_value(ptr %1467, !257, !DIExpression(), !775)
  %1468 = icmp eq i32 %1466, 0, !dbg !1660
  br i1 %1468, label %2192, label %1469, !dbg !1663

1469:                                             ; preds = %1463
  %1470 = add i32 %1466, -1, !dbg !1663
    #dbg_value(i32 %1470, !259, !DIExpression(), !775)
  %1471 = getelementptr inbounds i8, ptr %1467, i64 1, !dbg !1663
    #dbg_value(ptr %1471, !257, !DIExpression(), !775)
  %1472 = load i8, ptr %1467, align 1, !dbg !1663, !tbaa !627
  %1473 = zext i8 %1472 to i64, !dbg !1663
  %1474 = shl i64 %1473, %1464, !dbg !1663
  %1475 = add i64 %1474, %1465, !dbg !1663
    #dbg_value(i64 %1475, !261, !DIExpression(), !775)
  %1476 = add nuw nsw i64 %1464, 8, !dbg !1663
    #dbg_value(i64 %1476, !262, !DIExpression(), !775)
  %1477 = trunc i64 %1475 to i32, !dbg !1646
  %1478 = and i32 %1477, %1449, !dbg !1646
  %1479 = lshr i32 %1478, %1438, !dbg !1651
  %1480 = add nuw i32 %1479, %1446, !dbg !1652
  %1481 = zext i32 %1480 to i64, !dbg !1653
  %1482 = getelementptr inbounds %struct.code, ptr %1392, i64 %1481, !dbg !1653
  %1483 = getelementptr inbounds i8, ptr %1482, i64 1, !dbg !1653
  %1484 = load i8, ptr %1483, align 1, !dbg !1653, !tbaa !627
    #dbg_value(i8 poison, !267, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !775)
    #dbg_value(i8 %1484, !267, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !775)
    #dbg_value(i16 poison, !267, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !775)
  %1485 = zext i8 %1484 to i32, !dbg !1654
  %1486 = add nuw nsw i32 %1438, %1485, !dbg !1656
  %1487 = zext nneg i32 %1486 to i64, !dbg !1657
  %1488 = icmp ult i64 %1476, %1487, !dbg !1657
  br i1 %1488, label %1463, label %1489, !dbg !1658, !llvm.loop !1664

1489:                                             ; preds = %1469
  %1490 = trunc nuw i64 %1476 to i32, !dbg !1653
  br label %1491, !dbg !1653

1491:                                             ; preds = %1489, %1444
  %1492 = phi ptr [ %1433, %1444 ], [ %1471, %1489 ], !dbg !775
  %1493 = phi i32 [ %1434, %1444 ], [ %1470, %1489 ], !dbg !775
  %1494 = phi i64 [ %1435, %1444 ], [ %1475, %1489 ], !dbg !775
  %1495 = phi i32 [ %1436, %1444 ], [ %1490, %1489 ], !dbg !775
  %1496 = phi ptr [ %1455, %1444 ], [ %1482, %1489 ], !dbg !1653
  %1497 = phi i8 [ %1457, %1444 ], [ %1484, %1489 ], !dbg !1653
  %1498 = getelementptr inbounds i8, ptr %1496, i64 2, !dbg !1653
  %1499 = load i16, ptr %1498, align 2, !dbg !1653, !tbaa !1433
    #dbg_value(i16 %1499, !267, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !775)
  %1500 = load i8, ptr %1496, align 2, !dbg !1653, !tbaa !627
    #dbg_value(i8 %1500, !267, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !775)
  %1501 = zext nneg i8 %1437 to i64, !dbg !1666
  %1502 = lshr i64 %1494, %1501, !dbg !1666
    #dbg_value(i64 %1502, !261, !DIExpression(), !775)
  %1503 = sub i32 %1495, %1438, !dbg !1666
    #dbg_value(i32 %1503, !262, !DIExpression(), !775)
  br label %1504, !dbg !1668

1504:                                             ; preds = %1431, %1491
  %1505 = phi i32 [ %1438, %1491 ], [ 0, %1431 ], !dbg !1669
  %1506 = phi ptr [ %1492, %1491 ], [ %1433, %1431 ], !dbg !814
  %1507 = phi i32 [ %1493, %1491 ], [ %1434, %1431 ], !dbg !814
  %1508 = phi i64 [ %1502, %1491 ], [ %1435, %1431 ], !dbg !775
  %1509 = phi i32 [ %1503, %1491 ], [ %1436, %1431 ], !dbg !775
  %1510 = phi i16 [ %1499, %1491 ], [ %1440, %1431 ], !dbg !1359
  %1511 = phi i8 [ %1497, %1491 ], [ %1437, %1431 ], !dbg !1359
  %1512 = phi i8 [ %1500, %1491 ], [ %1441, %1431 ], !dbg !1359
    #dbg_value(i8 %1512, !267, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !775)
    #dbg_value(i8 %1511, !267, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !775)
    #dbg_value(i16 %1510, !267, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !775)
    #dbg_value(i32 %1509, !262, !DIExpression(), !775)
    #dbg_value(i64 %1508, !261, !DIExpression(), !775)
    #dbg_value(i32 %1507, !259, !DIExpression(), !775)
    #dbg_value(ptr %1506, !257, !DIExpression(), !775)
  %1513 = zext i8 %1511 to i32, !dbg !1670
  %1514 = zext nneg i8 %1511 to i64, !dbg !1670
  %1515 = lshr i64 %1508, %1514, !dbg !1670
    #dbg_value(i64 %1515, !261, !DIExpression(), !775)
  %1516 = sub i32 %1509, %1513, !dbg !1670
    #dbg_value(i32 %1516, !262, !DIExpression(), !775)
  %1517 = add nuw nsw i32 %1505, %1513, !dbg !1669
  store i32 %1517, ptr %71, align 4, !dbg !1669, !tbaa !390
  %1518 = zext i16 %1510 to i32, !dbg !1672
  store i32 %1518, ptr %56, align 4, !dbg !1673, !tbaa !1053
  %1519 = zext i8 %1512 to i32, !dbg !1674
  %1520 = icmp eq i8 %1512, 0, !dbg !1676
  br i1 %1520, label %1521, label %1522, !dbg !1677

1521:                                             ; preds = %1504
  store i32 16205, ptr %21, align 8, !dbg !1678, !tbaa !328
  br label %2096, !dbg !1680

1522:                                             ; preds = %1504
  %1523 = and i32 %1519, 32, !dbg !1681
  %1524 = icmp eq i32 %1523, 0, !dbg !1681
  br i1 %1524, label %1526, label %1525, !dbg !1683

1525:                                             ; preds = %1522
  store i32 -1, ptr %71, align 4, !dbg !1684, !tbaa !390
  store i32 16191, ptr %21, align 8, !dbg !1686, !tbaa !328
  br label %2096, !dbg !1687

1526:                                             ; preds = %1522
  %1527 = and i32 %1519, 64, !dbg !1688
  %1528 = icmp eq i32 %1527, 0, !dbg !1688
  br i1 %1528, label %1530, label %1529, !dbg !1690

1529:                                             ; preds = %1526
  store ptr @.str.14, ptr %55, align 8, !dbg !1691, !tbaa !635
  store i32 16209, ptr %21, align 8, !dbg !1693, !tbaa !328
  br label %2096, !dbg !1694

1530:                                             ; preds = %1526
  %1531 = and i32 %1519, 15, !dbg !1695
  store i32 %1531, ptr %72, align 4, !dbg !1696, !tbaa !827
  store i32 16201, ptr %21, align 8, !dbg !1697, !tbaa !328
  br label %1532, !dbg !1698

1532:                                             ; preds = %103, %1530
  %1533 = phi i32 [ %104, %103 ], [ %1531, %1530 ], !dbg !828
  %1534 = phi ptr [ %92, %103 ], [ %1506, %1530 ], !dbg !814
  %1535 = phi i32 [ %94, %103 ], [ %1507, %1530 ], !dbg !814
  %1536 = phi i64 [ %96, %103 ], [ %1515, %1530 ], !dbg !775
  %1537 = phi i32 [ %97, %103 ], [ %1516, %1530 ], !dbg !775
  %1538 = phi i32 [ %99, %103 ], [ %1377, %1530 ], !dbg !822
    #dbg_value(i32 %1538, !270, !DIExpression(), !775)
    #dbg_value(i32 %1537, !262, !DIExpression(), !775)
    #dbg_value(i64 %1536, !261, !DIExpression(), !775)
    #dbg_value(i32 %1535, !259, !DIExpression(), !775)
    #dbg_value(ptr %1534, !257, !DIExpression(), !775)
  %1539 = icmp eq i32 %1533, 0, !dbg !1699
  br i1 %1539, label %1540, label %1542, !dbg !1700

1540:                                             ; preds = %1532
  %1541 = load i32, ptr %56, align 4, !dbg !1701, !tbaa !1053
  br label %1576, !dbg !1700

1542:                                             ; preds = %1532
    #dbg_value(i32 %1537, !262, !DIExpression(), !775)
    #dbg_value(i64 %1536, !261, !DIExpression(), !775)
    #dbg_value(i32 %1535, !259, !DIExpression(), !775)
    #dbg_value(ptr %1534, !257, !DIExpression(), !775)
  %1543 = icmp ult i32 %1537, %1533, !dbg !1702
  br i1 %1543, label %1544, label %1560, !dbg !1702

1544:                                             ; preds = %1542, %1550
  %1545 = phi i32 [ %1558, %1550 ], [ %1537, %1542 ]
  %1546 = phi i64 [ %1557, %1550 ], [ %1536, %1542 ]
  %1547 = phi i32 [ %1551, %1550 ], [ %1535, %1542 ]
  %1548 = phi ptr [ %1552, %1550 ], [ %1534, %1542 ]
    #dbg_value(i32 %1545, !262, !DIExpression(), !775)
    #dbg_value(i64 %1546, !261, !DIExpression(), !775)
    #dbg_value(i32 %1547, !259, !DIExpression(), !775)
    #dbg_value(ptr %1548, !257, !DIExpression(), !775)
  %1549 = icmp eq i32 %1547, 0, !dbg !1705
  br i1 %1549, label %2187, label %1550, !dbg !1708

1550:                                             ; preds = %1544
  %1551 = add i32 %1547, -1, !dbg !1708
    #dbg_value(i32 %1551, !259, !DIExpression(), !775)
  %1552 = getelementptr inbounds i8, ptr %1548, i64 1, !dbg !1708
    #dbg_value(ptr %1552, !257, !DIExpression(), !775)
  %1553 = load i8, ptr %1548, align 1, !dbg !1708, !tbaa !627
  %1554 = zext i8 %1553 to i64, !dbg !1708
  %1555 = zext nneg i32 %1545 to i64, !dbg !1708
  %1556 = shl i64 %1554, %1555, !dbg !1708
  %1557 = add i64 %1556, %1546, !dbg !1708
    #dbg_value(i64 %1557, !261, !DIExpression(), !775)
  %1558 = add i32 %1545, 8, !dbg !1708
    #dbg_value(i32 %1558, !262, !DIExpression(), !775)
  %1559 = icmp ult i32 %1558, %1533, !dbg !1702
  br i1 %1559, label %1544, label %1560, !dbg !1702, !llvm.loop !1709

1560:                                             ; preds = %1550, %1542
  %1561 = phi ptr [ %1534, %1542 ], [ %1552, %1550 ], !dbg !775
  %1562 = phi i32 [ %1535, %1542 ], [ %1551, %1550 ], !dbg !775
  %1563 = phi i64 [ %1536, %1542 ], [ %1557, %1550 ], !dbg !775
  %1564 = phi i32 [ %1537, %1542 ], [ %1558, %1550 ], !dbg !775
  %1565 = trunc i64 %1563 to i32, !dbg !1710
  %1566 = shl nsw i32 -1, %1533, !dbg !1710
  %1567 = xor i32 %1566, -1, !dbg !1710
  %1568 = and i32 %1565, %1567, !dbg !1710
  %1569 = load i32, ptr %56, align 4, !dbg !1711, !tbaa !1053
  %1570 = add i32 %1569, %1568, !dbg !1711
  store i32 %1570, ptr %56, align 4, !dbg !1711, !tbaa !1053
  %1571 = zext nneg i32 %1533 to i64, !dbg !1712
  %1572 = lshr i64 %1563, %1571, !dbg !1712
    #dbg_value(i64 %1572, !261, !DIExpression(), !775)
  %1573 = sub i32 %1564, %1533, !dbg !1712
    #dbg_value(i32 %1573, !262, !DIExpression(), !775)
  %1574 = load i32, ptr %71, align 4, !dbg !1714, !tbaa !390
  %1575 = add i32 %1574, %1533, !dbg !1714
  store i32 %1575, ptr %71, align 4, !dbg !1714, !tbaa !390
  br label %1576, !dbg !1715

1576:                                             ; preds = %1540, %1560
  %1577 = phi i32 [ %1570, %1560 ], [ %1541, %1540 ], !dbg !1701
  %1578 = phi ptr [ %1561, %1560 ], [ %1534, %1540 ], !dbg !814
  %1579 = phi i32 [ %1562, %1560 ], [ %1535, %1540 ], !dbg !814
  %1580 = phi i64 [ %1572, %1560 ], [ %1536, %1540 ], !dbg !775
  %1581 = phi i32 [ %1573, %1560 ], [ %1537, %1540 ], !dbg !775
    #dbg_value(i32 %1581, !262, !DIExpression(), !775)
    #dbg_value(i64 %1580, !261, !DIExpression(), !775)
    #dbg_value(i32 %1579, !259, !DIExpression(), !775)
    #dbg_value(ptr %1578, !257, !DIExpression(), !775)
  store i32 %1577, ptr %73, align 8, !dbg !1716, !tbaa !1717
  store i32 16202, ptr %21, align 8, !dbg !1718, !tbaa !328
  br label %1582, !dbg !1719

1582:                                             ; preds = %90, %1576
  %1583 = phi ptr [ %92, %90 ], [ %1578, %1576 ], !dbg !814
  %1584 = phi i32 [ %94, %90 ], [ %1579, %1576 ], !dbg !814
  %1585 = phi i64 [ %96, %90 ], [ %1580, %1576 ], !dbg !775
  %1586 = phi i32 [ %97, %90 ], [ %1581, %1576 ], !dbg !775
  %1587 = phi i32 [ %99, %90 ], [ %1538, %1576 ], !dbg !822
    #dbg_value(i32 %1587, !270, !DIExpression(), !775)
    #dbg_value(i32 %1586, !262, !DIExpression(), !775)
    #dbg_value(i64 %1585, !261, !DIExpression(), !775)
    #dbg_value(i32 %1584, !259, !DIExpression(), !775)
    #dbg_value(ptr %1583, !257, !DIExpression(), !775)
  %1588 = load ptr, ptr %64, align 8, !tbaa !381
  %1589 = load i32, ptr %69, align 4, !tbaa !1595
  %1590 = shl nsw i32 -1, %1589
  %1591 = xor i32 %1590, -1
  %1592 = trunc i64 %1585 to i32, !dbg !1720
  %1593 = and i32 %1591, %1592, !dbg !1720
  %1594 = zext nneg i32 %1593 to i64, !dbg !1724
  %1595 = getelementptr inbounds %struct.code, ptr %1588, i64 %1594, !dbg !1724
  %1596 = getelementptr inbounds i8, ptr %1595, i64 1, !dbg !1724
  %1597 = load i8, ptr %1596, align 1, !dbg !1724, !tbaa !627
  %1598 = zext i8 %1597 to i32, !dbg !1725
  %1599 = icmp ult i32 %1586, %1598, !dbg !1727
  br i1 %1599, label %1600, label %1627, !dbg !1728

1600:                                             ; preds = %1582
  %1601 = zext nneg i32 %1586 to i64, !dbg !1729
  br label %1602, !dbg !1729

1602:                                             ; preds = %1600, %1608
  %1603 = phi i64 [ %1601, %1600 ], [ %1615, %1608 ]
  %1604 = phi i64 [ %1585, %1600 ], [ %1614, %1608 ]
  %1605 = phi i32 [ %1584, %1600 ], [ %1609, %1608 ]
  %1606 = phi ptr [ %1583, %1600 ], [ %1610, %1608 ]
    #dbg_value(i64 %1603, !262, !DIExpression(), !775)
    #dbg_value(i64 %1604, !261, !DIExpression(), !775)
    #dbg_value(i32 %1605, !259, !DIExpression(), !775)
    #dbg_value(ptr %1606, !257, !DIExpression(), !775)
  %1607 = icmp eq i32 %1605, 0, !dbg !1730
  br i1 %1607, label %2182, label %1608, !dbg !1733

1608:                                             ; preds = %1602
  %1609 = add i32 %1605, -1, !dbg !1733
    #dbg_value(i32 %1609, !259, !DIExpression(), !775)
  %1610 = getelementptr inbounds i8, ptr %1606, i64 1, !dbg !1733
    #dbg_value(ptr %1610, !257, !DIExpression(), !775)
  %1611 = load i8, ptr %1606, align 1, !dbg !1733, !tbaa !627
  %1612 = zext i8 %1611 to i64, !dbg !1733
  %1613 = shl i64 %1612, %1603, !dbg !1733
  %1614 = add i64 %1613, %1604, !dbg !1733
    #dbg_value(i64 %1614, !261, !DIExpression(), !775)
  %1615 = add nuw nsw i64 %1603, 8, !dbg !1733
    #dbg_value(i64 %1615, !262, !DIExpression(), !775)
  %1616 = trunc i64 %1614 to i32, !dbg !1720
  %1617 = and i32 %1591, %1616, !dbg !1720
  %1618 = zext nneg i32 %1617 to i64, !dbg !1724
  %1619 = getelementptr inbounds %struct.code, ptr %1588, i64 %1618, !dbg !1724
  %1620 = getelementptr inbounds i8, ptr %1619, i64 1, !dbg !1724
  %1621 = load i8, ptr %1620, align 1, !dbg !1724, !tbaa !627
    #dbg_value(i8 poison, !267, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !775)
    #dbg_value(i8 %1621, !267, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !775)
    #dbg_value(i16 poison, !267, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !775)
  %1622 = zext i8 %1621 to i64, !dbg !1727
  %1623 = icmp ult i64 %1615, %1622, !dbg !1727
  br i1 %1623, label %1602, label %1624, !dbg !1728, !llvm.loop !1734

1624:                                             ; preds = %1608
  %1625 = zext i8 %1621 to i32, !dbg !1725
  %1626 = trunc nuw i64 %1615 to i32
  br label %1627

1627:                                             ; preds = %1624, %1582
  %1628 = phi ptr [ %1595, %1582 ], [ %1619, %1624 ]
  %1629 = phi ptr [ %1583, %1582 ], [ %1610, %1624 ], !dbg !775
  %1630 = phi i32 [ %1584, %1582 ], [ %1609, %1624 ], !dbg !775
  %1631 = phi i64 [ %1585, %1582 ], [ %1614, %1624 ], !dbg !775
  %1632 = phi i32 [ %1586, %1582 ], [ %1626, %1624 ], !dbg !775
  %1633 = phi i8 [ %1597, %1582 ], [ %1621, %1624 ], !dbg !1724
  %1634 = phi i32 [ %1598, %1582 ], [ %1625, %1624 ], !dbg !1725
  %1635 = getelementptr inbounds i8, ptr %1628, i64 2
  %1636 = load i16, ptr %1635, align 2, !tbaa !1433
  %1637 = load i8, ptr %1628, align 2, !dbg !1724, !tbaa !627
    #dbg_value(i8 %1637, !267, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !775)
  %1638 = icmp ult i8 %1637, 16, !dbg !1736
  br i1 %1638, label %1641, label %1639, !dbg !1738

1639:                                             ; preds = %1627
  %1640 = load i32, ptr %71, align 4, !dbg !1739, !tbaa !390
  br label %1703, !dbg !1738

1641:                                             ; preds = %1627
  %1642 = zext nneg i8 %1637 to i32, !dbg !1740
  %1643 = zext i16 %1636 to i32
  %1644 = add nuw nsw i32 %1634, %1642
  %1645 = shl nsw i32 -1, %1644
  %1646 = xor i32 %1645, -1
    #dbg_value(i32 %1632, !262, !DIExpression(), !775)
    #dbg_value(i64 %1631, !261, !DIExpression(), !775)
    #dbg_value(i32 %1630, !259, !DIExpression(), !775)
    #dbg_value(ptr %1629, !257, !DIExpression(), !775)
  %1647 = trunc i64 %1631 to i32, !dbg !1741
  %1648 = and i32 %1647, %1646, !dbg !1741
  %1649 = lshr i32 %1648, %1634, !dbg !1746
  %1650 = add nuw i32 %1649, %1643, !dbg !1747
  %1651 = zext i32 %1650 to i64, !dbg !1748
  %1652 = getelementptr inbounds %struct.code, ptr %1588, i64 %1651, !dbg !1748
  %1653 = getelementptr inbounds i8, ptr %1652, i64 1, !dbg !1748
  %1654 = load i8, ptr %1653, align 1, !dbg !1748, !tbaa !627
  %1655 = zext i8 %1654 to i32, !dbg !1749
  %1656 = add nuw nsw i32 %1634, %1655, !dbg !1751
  %1657 = icmp ugt i32 %1656, %1632, !dbg !1752
  br i1 %1657, label %1658, label %1688, !dbg !1753

1658:                                             ; preds = %1641
  %1659 = zext nneg i32 %1632 to i64, !dbg !1754
  br label %1660, !dbg !1754

1660:                                             ; preds = %1658, %1666
  %1661 = phi i64 [ %1659, %1658 ], [ %1673, %1666 ]
  %1662 = phi i64 [ %1631, %1658 ], [ %1672, %1666 ]
  %1663 = phi i32 [ %1630, %1658 ], [ %1667, %1666 ]
  %1664 = phi ptr [ %1629, %1658 ], [ %1668, %1666 ]
    #dbg_value(i64 %1661, !262, !DIExpression(), !775)
    #dbg_value(i64 %1662, !261, !DIExpression(), !775)
    #dbg_value(i32 %1663, !259, !DIExpression(), !775)
    #dbg_value(ptr %1664, !257, !DIExpression(), !775)
  %1665 = icmp eq i32 %1663, 0, !dbg !1755
  br i1 %1665, label %2177, label %1666, !dbg !1758

1666:                                             ; preds = %1660
  %1667 = add i32 %1663, -1, !dbg !1758
    #dbg_value(i32 %1667, !259, !DIExpression(), !775)
  %1668 = getelementptr inbounds i8, ptr %1664, i64 1, !dbg !1758
    #dbg_value(ptr %1668, !257, !DIExpression(), !775)
  %1669 = load i8, ptr %1664, align 1, !dbg !1758, !tbaa !627
  %1670 = zext i8 %1669 to i64, !dbg !1758
  %1671 = shl i64 %1670, %1661, !dbg !1758
  %1672 = add i64 %1671, %1662, !dbg !1758
    #dbg_value(i64 %1672, !261, !DIExpression(), !775)
  %1673 = add nuw nsw i64 %1661, 8, !dbg !1758
    #dbg_value(i64 %1673, !262, !DIExpression(), !775)
  %1674 = trunc i64 %1672 to i32, !dbg !1741
  %1675 = and i32 %1674, %1646, !dbg !1741
  %1676 = lshr i32 %1675, %1634, !dbg !1746
  %1677 = add nuw i32 %1676, %1643, !dbg !1747
  %1678 = zext i32 %1677 to i64, !dbg !1748
  %1679 = getelementptr inbounds %struct.code, ptr %1588, i64 %1678, !dbg !1748
  %1680 = getelementptr inbounds i8, ptr %1679, i64 1, !dbg !1748
  %1681 = load i8, ptr %1680, align 1, !dbg !1748, !tbaa !627
    #dbg_value(i8 poison, !267, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !775)
    #dbg_value(i8 %1681, !267, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !775)
    #dbg_value(i16 poison, !267, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !775)
  %1682 = zext i8 %1681 to i32, !dbg !1749
  %1683 = add nuw nsw i32 %1634, %1682, !dbg !1751
  %1684 = zext nneg i32 %1683 to i64, !dbg !1752
  %1685 = icmp ult i64 %1673, %1684, !dbg !1752
  br i1 %1685, label %1660, label %1686, !dbg !1753, !llvm.loop !1759

1686:                                             ; preds = %1666
  %1687 = trunc nuw i64 %1673 to i32, !dbg !1748
  br label %1688, !dbg !1748

1688:                                             ; preds = %1686, %1641
  %1689 = phi ptr [ %1629, %1641 ], [ %1668, %1686 ], !dbg !775
  %1690 = phi i32 [ %1630, %1641 ], [ %1667, %1686 ], !dbg !775
  %1691 = phi i64 [ %1631, %1641 ], [ %1672, %1686 ], !dbg !775
  %1692 = phi i32 [ %1632, %1641 ], [ %1687, %1686 ], !dbg !775
  %1693 = phi ptr [ %1652, %1641 ], [ %1679, %1686 ], !dbg !1748
  %1694 = phi i8 [ %1654, %1641 ], [ %1681, %1686 ], !dbg !1748
  %1695 = getelementptr inbounds i8, ptr %1693, i64 2, !dbg !1748
  %1696 = load i16, ptr %1695, align 2, !dbg !1748, !tbaa !1433
    #dbg_value(i16 %1696, !267, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !775)
  %1697 = load i8, ptr %1693, align 2, !dbg !1748, !tbaa !627
    #dbg_value(i8 %1697, !267, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !775)
  %1698 = zext nneg i8 %1633 to i64, !dbg !1761
  %1699 = lshr i64 %1691, %1698, !dbg !1761
    #dbg_value(i64 %1699, !261, !DIExpression(), !775)
  %1700 = sub i32 %1692, %1634, !dbg !1761
    #dbg_value(i32 %1700, !262, !DIExpression(), !775)
  %1701 = load i32, ptr %71, align 4, !dbg !1763, !tbaa !390
  %1702 = add nsw i32 %1701, %1634, !dbg !1763
  br label %1703, !dbg !1764

1703:                                             ; preds = %1639, %1688
  %1704 = phi i32 [ %1702, %1688 ], [ %1640, %1639 ], !dbg !1739
  %1705 = phi ptr [ %1689, %1688 ], [ %1629, %1639 ], !dbg !814
  %1706 = phi i32 [ %1690, %1688 ], [ %1630, %1639 ], !dbg !814
  %1707 = phi i64 [ %1699, %1688 ], [ %1631, %1639 ], !dbg !775
  %1708 = phi i32 [ %1700, %1688 ], [ %1632, %1639 ], !dbg !775
  %1709 = phi i16 [ %1696, %1688 ], [ %1636, %1639 ], !dbg !1359
  %1710 = phi i8 [ %1694, %1688 ], [ %1633, %1639 ], !dbg !1359
  %1711 = phi i8 [ %1697, %1688 ], [ %1637, %1639 ], !dbg !1359
    #dbg_value(i8 %1711, !267, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !775)
    #dbg_value(i8 %1710, !267, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !775)
    #dbg_value(i16 %1709, !267, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !775)
    #dbg_value(i32 %1708, !262, !DIExpression(), !775)
    #dbg_value(i64 %1707, !261, !DIExpression(), !775)
    #dbg_value(i32 %1706, !259, !DIExpression(), !775)
    #dbg_value(ptr %1705, !257, !DIExpression(), !775)
  %1712 = zext i8 %1710 to i32, !dbg !1765
  %1713 = zext nneg i8 %1710 to i64, !dbg !1765
  %1714 = lshr i64 %1707, %1713, !dbg !1765
    #dbg_value(i64 %1714, !261, !DIExpression(), !775)
  %1715 = sub i32 %1708, %1712, !dbg !1765
    #dbg_value(i32 %1715, !262, !DIExpression(), !775)
  %1716 = add nsw i32 %1704, %1712, !dbg !1739
  store i32 %1716, ptr %71, align 4, !dbg !1739, !tbaa !390
  %1717 = zext i8 %1711 to i32, !dbg !1767
  %1718 = and i32 %1717, 64, !dbg !1769
  %1719 = icmp eq i32 %1718, 0, !dbg !1769
  br i1 %1719, label %1721, label %1720, !dbg !1770

1720:                                             ; preds = %1703
  store ptr @.str.15, ptr %55, align 8, !dbg !1771, !tbaa !635
  store i32 16209, ptr %21, align 8, !dbg !1773, !tbaa !328
  br label %2096, !dbg !1774

1721:                                             ; preds = %1703
  %1722 = zext i16 %1709 to i32, !dbg !1775
  store i32 %1722, ptr %74, align 8, !dbg !1776, !tbaa !1777
  %1723 = and i32 %1717, 15, !dbg !1778
  store i32 %1723, ptr %72, align 4, !dbg !1779, !tbaa !827
  store i32 16203, ptr %21, align 8, !dbg !1780, !tbaa !328
  br label %1724, !dbg !1781

1724:                                             ; preds = %101, %1721
  %1725 = phi i32 [ %102, %101 ], [ %1723, %1721 ], !dbg !824
  %1726 = phi ptr [ %92, %101 ], [ %1705, %1721 ], !dbg !814
  %1727 = phi i32 [ %94, %101 ], [ %1706, %1721 ], !dbg !814
  %1728 = phi i64 [ %96, %101 ], [ %1714, %1721 ], !dbg !775
  %1729 = phi i32 [ %97, %101 ], [ %1715, %1721 ], !dbg !775
  %1730 = phi i32 [ %99, %101 ], [ %1587, %1721 ], !dbg !822
    #dbg_value(i32 %1730, !270, !DIExpression(), !775)
    #dbg_value(i32 %1729, !262, !DIExpression(), !775)
    #dbg_value(i64 %1728, !261, !DIExpression(), !775)
    #dbg_value(i32 %1727, !259, !DIExpression(), !775)
    #dbg_value(ptr %1726, !257, !DIExpression(), !775)
  %1731 = icmp eq i32 %1725, 0, !dbg !1782
  br i1 %1731, label %1766, label %1732, !dbg !1783

1732:                                             ; preds = %1724
    #dbg_value(i32 %1729, !262, !DIExpression(), !775)
    #dbg_value(i64 %1728, !261, !DIExpression(), !775)
    #dbg_value(i32 %1727, !259, !DIExpression(), !775)
    #dbg_value(ptr %1726, !257, !DIExpression(), !775)
  %1733 = icmp ult i32 %1729, %1725, !dbg !1784
  br i1 %1733, label %1734, label %1750, !dbg !1784

1734:                                             ; preds = %1732, %1740
  %1735 = phi i32 [ %1748, %1740 ], [ %1729, %1732 ]
  %1736 = phi i64 [ %1747, %1740 ], [ %1728, %1732 ]
  %1737 = phi i32 [ %1741, %1740 ], [ %1727, %1732 ]
  %1738 = phi ptr [ %1742, %1740 ], [ %1726, %1732 ]
    #dbg_value(i32 %1735, !262, !DIExpression(), !775)
    #dbg_value(i64 %1736, !261, !DIExpression(), !775)
    #dbg_value(i32 %1737, !259, !DIExpression(), !775)
    #dbg_value(ptr %1738, !257, !DIExpression(), !775)
  %1739 = icmp eq i32 %1737, 0, !dbg !1787
  br i1 %1739, label %2172, label %1740, !dbg !1790

1740:                                             ; preds = %1734
  %1741 = add i32 %1737, -1, !dbg !1790
    #dbg_value(i32 %1741, !259, !DIExpression(), !775)
  %1742 = getelementptr inbounds i8, ptr %1738, i64 1, !dbg !1790
    #dbg_value(ptr %1742, !257, !DIExpression(), !775)
  %1743 = load i8, ptr %1738, align 1, !dbg !1790, !tbaa !627
  %1744 = zext i8 %1743 to i64, !dbg !1790
  %1745 = zext nneg i32 %1735 to i64, !dbg !1790
  %1746 = shl i64 %1744, %1745, !dbg !1790
  %1747 = add i64 %1746, %1736, !dbg !1790
    #dbg_value(i64 %1747, !261, !DIExpression(), !775)
  %1748 = add i32 %1735, 8, !dbg !1790
    #dbg_value(i32 %1748, !262, !DIExpression(), !775)
  %1749 = icmp ult i32 %1748, %1725, !dbg !1784
  br i1 %1749, label %1734, label %1750, !dbg !1784, !llvm.loop !1791

1750:                                             ; preds = %1740, %1732
  %1751 = phi ptr [ %1726, %1732 ], [ %1742, %1740 ], !dbg !775
  %1752 = phi i32 [ %1727, %1732 ], [ %1741, %1740 ], !dbg !775
  %1753 = phi i64 [ %1728, %1732 ], [ %1747, %1740 ], !dbg !775
  %1754 = phi i32 [ %1729, %1732 ], [ %1748, %1740 ], !dbg !775
  %1755 = trunc i64 %1753 to i32, !dbg !1792
  %1756 = shl nsw i32 -1, %1725, !dbg !1792
  %1757 = xor i32 %1756, -1, !dbg !1792
  %1758 = and i32 %1755, %1757, !dbg !1792
  %1759 = load i32, ptr %74, align 8, !dbg !1793, !tbaa !1777
  %1760 = add i32 %1759, %1758, !dbg !1793
  store i32 %1760, ptr %74, align 8, !dbg !1793, !tbaa !1777
  %1761 = zext nneg i32 %1725 to i64, !dbg !1794
  %1762 = lshr i64 %1753, %1761, !dbg !1794
    #dbg_value(i64 %1762, !261, !DIExpression(), !775)
  %1763 = sub i32 %1754, %1725, !dbg !1794
    #dbg_value(i32 %1763, !262, !DIExpression(), !775)
  %1764 = load i32, ptr %71, align 4, !dbg !1796, !tbaa !390
  %1765 = add i32 %1764, %1725, !dbg !1796
  store i32 %1765, ptr %71, align 4, !dbg !1796, !tbaa !390
  br label %1766, !dbg !1797

1766:                                             ; preds = %1750, %1724
  %1767 = phi ptr [ %1751, %1750 ], [ %1726, %1724 ], !dbg !814
  %1768 = phi i32 [ %1752, %1750 ], [ %1727, %1724 ], !dbg !814
  %1769 = phi i64 [ %1762, %1750 ], [ %1728, %1724 ], !dbg !775
  %1770 = phi i32 [ %1763, %1750 ], [ %1729, %1724 ], !dbg !775
    #dbg_value(i32 %1770, !262, !DIExpression(), !775)
    #dbg_value(i64 %1769, !261, !DIExpression(), !775)
    #dbg_value(i32 %1768, !259, !DIExpression(), !775)
    #dbg_value(ptr %1767, !257, !DIExpression(), !775)
  store i32 16204, ptr %21, align 8, !dbg !1798, !tbaa !328
  br label %1771, !dbg !1799

1771:                                             ; preds = %90, %1766
  %1772 = phi ptr [ %92, %90 ], [ %1767, %1766 ], !dbg !814
  %1773 = phi i32 [ %94, %90 ], [ %1768, %1766 ], !dbg !814
  %1774 = phi i64 [ %96, %90 ], [ %1769, %1766 ], !dbg !775
  %1775 = phi i32 [ %97, %90 ], [ %1770, %1766 ], !dbg !775
  %1776 = phi i32 [ %99, %90 ], [ %1730, %1766 ], !dbg !822
    #dbg_value(i32 %1776, !270, !DIExpression(), !775)
    #dbg_value(i32 %1775, !262, !DIExpression(), !775)
    #dbg_value(i64 %1774, !261, !DIExpression(), !775)
    #dbg_value(i32 %1773, !259, !DIExpression(), !775)
    #dbg_value(ptr %1772, !257, !DIExpression(), !775)
  %1777 = icmp eq i32 %95, 0, !dbg !1800
  br i1 %1777, label %2203, label %1778, !dbg !1802

1778:                                             ; preds = %1771
  %1779 = sub i32 %98, %95, !dbg !1803
    #dbg_value(i32 %1779, !265, !DIExpression(), !775)
  %1780 = load i32, ptr %74, align 8, !dbg !1804, !tbaa !1777
  %1781 = icmp ugt i32 %1780, %1779, !dbg !1806
  br i1 %1781, label %1782, label %1807, !dbg !1807

1782:                                             ; preds = %1778
  %1783 = sub i32 %1780, %1779, !dbg !1808
    #dbg_value(i32 %1783, !265, !DIExpression(), !775)
  %1784 = load i32, ptr %75, align 8, !dbg !1810, !tbaa !423
  %1785 = icmp ugt i32 %1783, %1784, !dbg !1812
  br i1 %1785, label %1786, label %1790, !dbg !1813

1786:                                             ; preds = %1782
  %1787 = load i32, ptr %76, align 8, !dbg !1814, !tbaa !387
  %1788 = icmp eq i32 %1787, 0, !dbg !1817
  br i1 %1788, label %1790, label %1789, !dbg !1818

1789:                                             ; preds = %1786
  store ptr @.str.16, ptr %55, align 8, !dbg !1819, !tbaa !635
  store i32 16209, ptr %21, align 8, !dbg !1821, !tbaa !328
  br label %2096, !dbg !1822

1790:                                             ; preds = %1786, %1782
  %1791 = load i32, ptr %77, align 4, !dbg !1823, !tbaa !426
  %1792 = icmp ugt i32 %1783, %1791, !dbg !1825
  br i1 %1792, label %1793, label %1797, !dbg !1826

1793:                                             ; preds = %1790
  %1794 = sub i32 %1783, %1791, !dbg !1827
    #dbg_value(i32 %1794, !265, !DIExpression(), !775)
  %1795 = load i32, ptr %79, align 4, !dbg !1829, !tbaa !420
  %1796 = sub i32 %1795, %1794, !dbg !1830
    #dbg_value(ptr %1804, !266, !DIExpression(), !775)
  br label %1799, !dbg !1831

1797:                                             ; preds = %1790
  %1798 = sub i32 %1791, %1783, !dbg !1832
    #dbg_value(ptr %1804, !266, !DIExpression(), !775)
  br label %1799

1799:                                             ; preds = %1797, %1793
  %1800 = phi i32 [ %1798, %1797 ], [ %1796, %1793 ]
  %1801 = phi i32 [ %1783, %1797 ], [ %1794, %1793 ], !dbg !1833
  %1802 = load ptr, ptr %78, align 8, !dbg !1834, !tbaa !522
  %1803 = zext i32 %1800 to i64, !dbg !1834
  %1804 = getelementptr inbounds i8, ptr %1802, i64 %1803, !dbg !1834
    #dbg_value(ptr %1804, !266, !DIExpression(), !775)
    #dbg_value(i32 %1801, !265, !DIExpression(), !775)
  %1805 = load i32, ptr %56, align 4, !dbg !1835, !tbaa !1053
  %1806 = call i32 @llvm.umin.i32(i32 %1801, i32 %1805), !dbg !1837
  br label %1812, !dbg !1837

1807:                                             ; preds = %1778
  %1808 = zext i32 %1780 to i64, !dbg !1838
  %1809 = sub nsw i64 0, %1808, !dbg !1838
  %1810 = getelementptr inbounds i8, ptr %93, i64 %1809, !dbg !1838
    #dbg_value(ptr %1810, !266, !DIExpression(), !775)
  %1811 = load i32, ptr %56, align 4, !dbg !1840, !tbaa !1053
    #dbg_value(i32 %1811, !265, !DIExpression(), !775)
  br label %1812

1812:                                             ; preds = %1799, %1807
  %1813 = phi i32 [ %1811, %1807 ], [ %1805, %1799 ], !dbg !1841
  %1814 = phi i32 [ %1811, %1807 ], [ %1806, %1799 ], !dbg !1842
  %1815 = phi ptr [ %1810, %1807 ], [ %1804, %1799 ], !dbg !1842
    #dbg_value(ptr %1815, !266, !DIExpression(), !775)
    #dbg_value(i32 %1814, !265, !DIExpression(), !775)
  %1816 = call i32 @llvm.umin.i32(i32 %1814, i32 %95), !dbg !1843
    #dbg_value(i32 %1816, !265, !DIExpression(), !775)
    #dbg_value(i32 %1900, !260, !DIExpression(), !775)
  %1817 = sub i32 %1813, %1816, !dbg !1841
  store i32 %1817, ptr %56, align 4, !dbg !1841, !tbaa !1053
  %1818 = add i32 %1816, -1, !dbg !1844
  %1819 = zext i32 %1818 to i64, !dbg !1844
  %1820 = add nuw nsw i64 %1819, 1, !dbg !1844
  %1821 = icmp ult i32 %1818, 31, !dbg !1844
  %1822 = ptrtoint ptr %1815 to i64
  %1823 = sub i64 %100, %1822, !dbg !1844
  %1824 = icmp ult i64 %1823, 32, !dbg !1844
  %1825 = select i1 %1821, i1 true, i1 %1824, !dbg !1844
  br i1 %1825, label %1844, label %1826, !dbg !1844

1826:                                             ; preds = %1812
  %1827 = and i64 %1820, 8589934560, !dbg !1844
  %1828 = getelementptr i8, ptr %93, i64 %1827, !dbg !1844
  %1829 = trunc i64 %1827 to i32, !dbg !1844
  %1830 = sub i32 %1816, %1829, !dbg !1844
  %1831 = getelementptr i8, ptr %1815, i64 %1827, !dbg !1844
  br label %1832, !dbg !1844

1832:                                             ; preds = %1832, %1826
  %1833 = phi i64 [ 0, %1826 ], [ %1840, %1832 ]
  %1834 = getelementptr i8, ptr %93, i64 %1833
  %1835 = getelementptr i8, ptr %1815, i64 %1833
  %1836 = getelementptr i8, ptr %1835, i64 16, !dbg !1845
  %1837 = load <16 x i8>, ptr %1835, align 1, !dbg !1845, !tbaa !627
  %1838 = load <16 x i8>, ptr %1836, align 1, !dbg !1845, !tbaa !627
  %1839 = getelementptr i8, ptr %1834, i64 16, !dbg !1847
  store <16 x i8> %1837, ptr %1834, align 1, !dbg !1847, !tbaa !627
  store <16 x i8> %1838, ptr %1839, align 1, !dbg !1847, !tbaa !627
  %1840 = add nuw i64 %1833, 32
  %1841 = icmp eq i64 %1840, %1827
  br i1 %1841, label %1842, label %1832, !llvm.loop !1848

1842:                                             ; preds = %1832
  %1843 = icmp eq i64 %1820, %1827, !dbg !1850
  br i1 %1843, label %1898, label %1844, !dbg !1850

1844:                                             ; preds = %1842, %1812
  %1845 = phi ptr [ %93, %1812 ], [ %1828, %1842 ]
  %1846 = phi i32 [ %1816, %1812 ], [ %1830, %1842 ]
  %1847 = phi ptr [ %1815, %1812 ], [ %1831, %1842 ]
  %1848 = add i32 %1846, -1, !dbg !1844
  %1849 = and i32 %1846, 7, !dbg !1844
  %1850 = icmp eq i32 %1849, 0, !dbg !1844
  br i1 %1850, label %1862, label %1851, !dbg !1844

1851:                                             ; preds = %1844, %1851
  %1852 = phi ptr [ %1858, %1851 ], [ %1845, %1844 ], !dbg !775
  %1853 = phi i32 [ %1859, %1851 ], [ %1846, %1844 ], !dbg !1359
  %1854 = phi ptr [ %1856, %1851 ], [ %1847, %1844 ], !dbg !1359
  %1855 = phi i32 [ %1860, %1851 ], [ 0, %1844 ]
    #dbg_value(ptr %1854, !266, !DIExpression(), !775)
    #dbg_value(i32 %1853, !265, !DIExpression(), !775)
    #dbg_value(ptr %1852, !258, !DIExpression(), !775)
  %1856 = getelementptr inbounds i8, ptr %1854, i64 1, !dbg !1851
    #dbg_value(ptr %1856, !266, !DIExpression(), !775)
  %1857 = load i8, ptr %1854, align 1, !dbg !1845, !tbaa !627
  %1858 = getelementptr inbounds i8, ptr %1852, i64 1, !dbg !1852
    #dbg_value(ptr %1858, !258, !DIExpression(), !775)
  store i8 %1857, ptr %1852, align 1, !dbg !1847, !tbaa !627
  %1859 = add i32 %1853, -1, !dbg !1853
    #dbg_value(i32 %1859, !265, !DIExpression(), !775)
  %1860 = add i32 %1855, 1, !dbg !1850
  %1861 = icmp eq i32 %1860, %1849, !dbg !1850
  br i1 %1861, label %1862, label %1851, !dbg !1850, !llvm.loop !1854

1862:                                             ; preds = %1851, %1844
  %1863 = phi ptr [ poison, %1844 ], [ %1858, %1851 ]
  %1864 = phi ptr [ %1845, %1844 ], [ %1858, %1851 ]
  %1865 = phi i32 [ %1846, %1844 ], [ %1859, %1851 ]
  %1866 = phi ptr [ %1847, %1844 ], [ %1856, %1851 ]
  %1867 = icmp ult i32 %1848, 7, !dbg !1844
  br i1 %1867, label %1898, label %1868, !dbg !1844

1868:                                             ; preds = %1862, %1868
  %1869 = phi ptr [ %1895, %1868 ], [ %1864, %1862 ], !dbg !775
  %1870 = phi i32 [ %1896, %1868 ], [ %1865, %1862 ], !dbg !1359
  %1871 = phi ptr [ %1893, %1868 ], [ %1866, %1862 ], !dbg !1359
    #dbg_value(ptr %1871, !266, !DIExpression(), !775)
    #dbg_value(i32 %1870, !265, !DIExpression(), !775)
    #dbg_value(ptr %1869, !258, !DIExpression(), !775)
  %1872 = getelementptr inbounds i8, ptr %1871, i64 1, !dbg !1851
    #dbg_value(ptr %1872, !266, !DIExpression(), !775)
  %1873 = load i8, ptr %1871, align 1, !dbg !1845, !tbaa !627
  %1874 = getelementptr inbounds i8, ptr %1869, i64 1, !dbg !1852
    #dbg_value(ptr %1874, !258, !DIExpression(), !775)
  store i8 %1873, ptr %1869, align 1, !dbg !1847, !tbaa !627
    #dbg_value(i32 %1870, !265, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !775)
  %1875 = getelementptr inbounds i8, ptr %1871, i64 2, !dbg !1851
    #dbg_value(ptr %1875, !266, !DIExpression(), !775)
  %1876 = load i8, ptr %1872, align 1, !dbg !1845, !tbaa !627
  %1877 = getelementptr inbounds i8, ptr %1869, i64 2, !dbg !1852
    #dbg_value(ptr %1877, !258, !DIExpression(), !775)
  store i8 %1876, ptr %1874, align 1, !dbg !1847, !tbaa !627
    #dbg_value(i32 %1870, !265, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !775)
  %1878 = getelementptr inbounds i8, ptr %1871, i64 3, !dbg !1851
    #dbg_value(ptr %1878, !266, !DIExpression(), !775)
  %1879 = load i8, ptr %1875, align 1, !dbg !1845, !tbaa !627
  %1880 = getelementptr inbounds i8, ptr %1869, i64 3, !dbg !1852
    #dbg_value(ptr %1880, !258, !DIExpression(), !775)
  store i8 %1879, ptr %1877, align 1, !dbg !1847, !tbaa !627
    #dbg_value(i32 %1870, !265, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !775)
  %1881 = getelementptr inbounds i8, ptr %1871, i64 4, !dbg !1851
    #dbg_value(ptr %1881, !266, !DIExpression(), !775)
  %1882 = load i8, ptr %1878, align 1, !dbg !1845, !tbaa !627
  %1883 = getelementptr inbounds i8, ptr %1869, i64 4, !dbg !1852
    #dbg_value(ptr %1883, !258, !DIExpression(), !775)
  store i8 %1882, ptr %1880, align 1, !dbg !1847, !tbaa !627
    #dbg_value(i32 %1870, !265, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value), !775)
  %1884 = getelementptr inbounds i8, ptr %1871, i64 5, !dbg !1851
    #dbg_value(ptr %1884, !266, !DIExpression(), !775)
  %1885 = load i8, ptr %1881, align 1, !dbg !1845, !tbaa !627
  %1886 = getelementptr inbounds i8, ptr %1869, i64 5, !dbg !1852
    #dbg_value(ptr %1886, !258, !DIExpression(), !775)
  store i8 %1885, ptr %1883, align 1, !dbg !1847, !tbaa !627
    #dbg_value(i32 %1870, !265, !DIExpression(DW_OP_constu, 5, DW_OP_minus, DW_OP_stack_value), !775)
  %1887 = getelementptr inbounds i8, ptr %1871, i64 6, !dbg !1851
    #dbg_value(ptr %1887, !266, !DIExpression(), !775)
  %1888 = load i8, ptr %1884, align 1, !dbg !1845, !tbaa !627
  %1889 = getelementptr inbounds i8, ptr %1869, i64 6, !dbg !1852
    #dbg_value(ptr %1889, !258, !DIExpression(), !775)
  store i8 %1888, ptr %1886, align 1, !dbg !1847, !tbaa !627
    #dbg_value(i32 %1870, !265, !DIExpression(DW_OP_constu, 6, DW_OP_minus, DW_OP_stack_value), !775)
  %1890 = getelementptr inbounds i8, ptr %1871, i64 7, !dbg !1851
    #dbg_value(ptr %1890, !266, !DIExpression(), !775)
  %1891 = load i8, ptr %1887, align 1, !dbg !1845, !tbaa !627
  %1892 = getelementptr inbounds i8, ptr %1869, i64 7, !dbg !1852
    #dbg_value(ptr %1892, !258, !DIExpression(), !775)
  store i8 %1891, ptr %1889, align 1, !dbg !1847, !tbaa !627
    #dbg_value(i32 %1870, !265, !DIExpression(DW_OP_constu, 7, DW_OP_minus, DW_OP_stack_value), !775)
  %1893 = getelementptr inbounds i8, ptr %1871, i64 8, !dbg !1851
    #dbg_value(ptr %1893, !266, !DIExpression(), !775)
  %1894 = load i8, ptr %1890, align 1, !dbg !1845, !tbaa !627
  %1895 = getelementptr inbounds i8, ptr %1869, i64 8, !dbg !1852
    #dbg_value(ptr %1895, !258, !DIExpression(), !775)
  store i8 %1894, ptr %1892, align 1, !dbg !1847, !tbaa !627
  %1896 = add i32 %1870, -8, !dbg !1853
    #dbg_value(i32 %1896, !265, !DIExpression(), !775)
  %1897 = icmp eq i32 %1896, 0, !dbg !1850
  br i1 %1897, label %1898, label %1868, !dbg !1850, !llvm.loop !1855

1898:                                             ; preds = %1862, %1868, %1842
  %1899 = phi ptr [ %1828, %1842 ], [ %1863, %1862 ], [ %1895, %1868 ], !dbg !1852
  %1900 = sub i32 %95, %1816, !dbg !1856
  %1901 = load i32, ptr %56, align 4, !dbg !1857, !tbaa !1053
  %1902 = icmp eq i32 %1901, 0, !dbg !1859
  br i1 %1902, label %1903, label %2096, !dbg !1860

1903:                                             ; preds = %1898
  store i32 16200, ptr %21, align 8, !dbg !1861, !tbaa !328
  br label %2096, !dbg !1862

1904:                                             ; preds = %90
  %1905 = icmp eq i32 %95, 0, !dbg !1863
  br i1 %1905, label %2203, label %1906, !dbg !1865

1906:                                             ; preds = %1904
  %1907 = load i32, ptr %56, align 4, !dbg !1866, !tbaa !1053
  %1908 = trunc i32 %1907 to i8, !dbg !1867
  %1909 = getelementptr inbounds i8, ptr %93, i64 1, !dbg !1868
    #dbg_value(ptr %1909, !258, !DIExpression(), !775)
  store i8 %1908, ptr %93, align 1, !dbg !1869, !tbaa !627
  %1910 = add i32 %95, -1, !dbg !1870
    #dbg_value(i32 %1910, !260, !DIExpression(), !775)
  store i32 16200, ptr %21, align 8, !dbg !1871, !tbaa !328
  br label %2096, !dbg !1872

1911:                                             ; preds = %90
  %1912 = load i32, ptr %49, align 8, !dbg !1873, !tbaa !344
  %1913 = icmp eq i32 %1912, 0, !dbg !1875
  br i1 %1913, label %2009, label %1914, !dbg !1876

1914:                                             ; preds = %1911
    #dbg_value(i32 %97, !262, !DIExpression(), !775)
    #dbg_value(i64 %96, !261, !DIExpression(), !775)
    #dbg_value(i32 %94, !259, !DIExpression(), !775)
    #dbg_value(ptr %92, !257, !DIExpression(), !775)
  %1915 = icmp ult i32 %97, 32, !dbg !1877
  br i1 %1915, label %1916, label %1966, !dbg !1877

1916:                                             ; preds = %1914
  %1917 = zext nneg i32 %97 to i64, !dbg !1877
    #dbg_value(i64 %1917, !262, !DIExpression(), !775)
    #dbg_value(i64 %96, !261, !DIExpression(), !775)
    #dbg_value(i32 %94, !259, !DIExpression(), !775)
    #dbg_value(ptr %92, !257, !DIExpression(), !775)
  %1918 = icmp eq i32 %94, 0, !dbg !1880
  br i1 %1918, label %2162, label %1919, !dbg !1883

1919:                                             ; preds = %1916
  %1920 = add i32 %94, -1, !dbg !1883
    #dbg_value(i32 %1920, !259, !DIExpression(), !775)
  %1921 = getelementptr inbounds i8, ptr %92, i64 1, !dbg !1883
    #dbg_value(ptr %1921, !257, !DIExpression(), !775)
  %1922 = load i8, ptr %92, align 1, !dbg !1883, !tbaa !627
  %1923 = zext i8 %1922 to i64, !dbg !1883
  %1924 = shl nuw nsw i64 %1923, %1917, !dbg !1883
  %1925 = add i64 %1924, %96, !dbg !1883
    #dbg_value(i64 %1925, !261, !DIExpression(), !775)
  %1926 = add nuw nsw i64 %1917, 8, !dbg !1883
    #dbg_value(i64 %1926, !262, !DIExpression(), !775)
  %1927 = icmp ult i32 %97, 24, !dbg !1877
  br i1 %1927, label %1928, label %1960, !dbg !1877, !llvm.loop !1884

1928:                                             ; preds = %1919
    #dbg_value(i64 %1926, !262, !DIExpression(), !775)
    #dbg_value(i64 %1925, !261, !DIExpression(), !775)
    #dbg_value(i32 %1920, !259, !DIExpression(), !775)
    #dbg_value(ptr %1921, !257, !DIExpression(), !775)
  %1929 = icmp eq i32 %1920, 0, !dbg !1880
  br i1 %1929, label %2162, label %1930, !dbg !1883

1930:                                             ; preds = %1928
  %1931 = add i32 %94, -2, !dbg !1883
    #dbg_value(i32 %1931, !259, !DIExpression(), !775)
  %1932 = getelementptr inbounds i8, ptr %92, i64 2, !dbg !1883
    #dbg_value(ptr %1932, !257, !DIExpression(), !775)
  %1933 = load i8, ptr %1921, align 1, !dbg !1883, !tbaa !627
  %1934 = zext i8 %1933 to i64, !dbg !1883
  %1935 = shl nuw nsw i64 %1934, %1926, !dbg !1883
  %1936 = add i64 %1935, %1925, !dbg !1883
    #dbg_value(i64 %1936, !261, !DIExpression(), !775)
  %1937 = add nuw nsw i64 %1917, 16, !dbg !1883
    #dbg_value(i64 %1937, !262, !DIExpression(), !775)
  %1938 = icmp ult i32 %97, 16, !dbg !1877
  br i1 %1938, label %1939, label %1960, !dbg !1877, !llvm.loop !1884

1939:                                             ; preds = %1930
    #dbg_value(i64 %1937, !262, !DIExpression(), !775)
    #dbg_value(i64 %1936, !261, !DIExpression(), !775)
    #dbg_value(i32 %1931, !259, !DIExpression(), !775)
    #dbg_value(ptr %1932, !257, !DIExpression(), !775)
  %1940 = icmp eq i32 %1931, 0, !dbg !1880
  br i1 %1940, label %2162, label %1941, !dbg !1883

1941:                                             ; preds = %1939
  %1942 = add i32 %94, -3, !dbg !1883
    #dbg_value(i32 %1942, !259, !DIExpression(), !775)
  %1943 = getelementptr inbounds i8, ptr %92, i64 3, !dbg !1883
    #dbg_value(ptr %1943, !257, !DIExpression(), !775)
  %1944 = load i8, ptr %1932, align 1, !dbg !1883, !tbaa !627
  %1945 = zext i8 %1944 to i64, !dbg !1883
  %1946 = shl nuw nsw i64 %1945, %1937, !dbg !1883
  %1947 = add i64 %1946, %1936, !dbg !1883
    #dbg_value(i64 %1947, !261, !DIExpression(), !775)
  %1948 = add nuw nsw i64 %1917, 24, !dbg !1883
    #dbg_value(i64 %1948, !262, !DIExpression(), !775)
  %1949 = icmp ult i32 %97, 8, !dbg !1877
  br i1 %1949, label %1950, label %1960, !dbg !1877, !llvm.loop !1884

1950:                                             ; preds = %1941
    #dbg_value(i64 %1948, !262, !DIExpression(), !775)
    #dbg_value(i64 %1947, !261, !DIExpression(), !775)
    #dbg_value(i32 %1942, !259, !DIExpression(), !775)
    #dbg_value(ptr %1943, !257, !DIExpression(), !775)
  %1951 = icmp eq i32 %1942, 0, !dbg !1880
  br i1 %1951, label %2162, label %1952, !dbg !1883

1952:                                             ; preds = %1950
  %1953 = add i32 %94, -4, !dbg !1883
    #dbg_value(i32 %1953, !259, !DIExpression(), !775)
  %1954 = getelementptr inbounds i8, ptr %92, i64 4, !dbg !1883
    #dbg_value(ptr %1954, !257, !DIExpression(), !775)
  %1955 = load i8, ptr %1943, align 1, !dbg !1883, !tbaa !627
  %1956 = zext i8 %1955 to i64, !dbg !1883
  %1957 = shl nuw nsw i64 %1956, %1948, !dbg !1883
  %1958 = add i64 %1957, %1947, !dbg !1883
    #dbg_value(i64 %1958, !261, !DIExpression(), !775)
  %1959 = or disjoint i64 %1917, 32, !dbg !1883
    #dbg_value(i64 %1959, !262, !DIExpression(), !775)
  br label %1960

1960:                                             ; preds = %1952, %1941, %1930, %1919
  %1961 = phi i32 [ %1920, %1919 ], [ %1931, %1930 ], [ %1942, %1941 ], [ %1953, %1952 ], !dbg !1883
  %1962 = phi ptr [ %1921, %1919 ], [ %1932, %1930 ], [ %1943, %1941 ], [ %1954, %1952 ], !dbg !1883
  %1963 = phi i64 [ %1925, %1919 ], [ %1936, %1930 ], [ %1947, %1941 ], [ %1958, %1952 ], !dbg !1883
  %1964 = phi i64 [ %1926, %1919 ], [ %1937, %1930 ], [ %1948, %1941 ], [ %1959, %1952 ], !dbg !1883
  %1965 = trunc nuw nsw i64 %1964 to i32, !dbg !1885
  br label %1966, !dbg !1885

1966:                                             ; preds = %1960, %1914
  %1967 = phi ptr [ %92, %1914 ], [ %1962, %1960 ], !dbg !775
  %1968 = phi i32 [ %94, %1914 ], [ %1961, %1960 ], !dbg !775
  %1969 = phi i64 [ %96, %1914 ], [ %1963, %1960 ], !dbg !775
  %1970 = phi i32 [ %97, %1914 ], [ %1965, %1960 ], !dbg !775
  %1971 = sub i32 %98, %95, !dbg !1885
    #dbg_value(i32 %1971, !264, !DIExpression(), !775)
  %1972 = zext i32 %1971 to i64, !dbg !1886
  %1973 = load i64, ptr %50, align 8, !dbg !1887, !tbaa !1888
  %1974 = add i64 %1973, %1972, !dbg !1887
  store i64 %1974, ptr %50, align 8, !dbg !1887, !tbaa !1888
  %1975 = load i64, ptr %51, align 8, !dbg !1889, !tbaa !333
  %1976 = add i64 %1975, %1972, !dbg !1889
  store i64 %1976, ptr %51, align 8, !dbg !1889, !tbaa !333
  %1977 = and i32 %1912, 4, !dbg !1890
  %1978 = icmp ne i32 %1977, 0, !dbg !1890
  %1979 = icmp ne i32 %98, %95
  %1980 = select i1 %1978, i1 %1979, i1 false, !dbg !1892
  br i1 %1980, label %1981, label %1995, !dbg !1892

1981:                                             ; preds = %1966
  %1982 = load i32, ptr %52, align 8, !dbg !1893, !tbaa !362
  %1983 = icmp eq i32 %1982, 0, !dbg !1893
  %1984 = load i64, ptr %53, align 8, !dbg !1893, !tbaa !878
  %1985 = sub nsw i64 0, %1972, !dbg !1893
  %1986 = getelementptr inbounds i8, ptr %93, i64 %1985, !dbg !1893
  br i1 %1983, label %1989, label %1987, !dbg !1893

1987:                                             ; preds = %1981
  %1988 = call i64 @crc32(i64 noundef %1984, ptr noundef %1986, i32 noundef %1971) #9, !dbg !1893
  br label %1991, !dbg !1893

1989:                                             ; preds = %1981
  %1990 = call i64 @adler32(i64 noundef %1984, ptr noundef %1986, i32 noundef %1971) #9, !dbg !1893
  br label %1991, !dbg !1893

1991:                                             ; preds = %1989, %1987
  %1992 = phi i64 [ %1988, %1987 ], [ %1990, %1989 ], !dbg !1893
  store i64 %1992, ptr %53, align 8, !dbg !1894, !tbaa !878
  store i64 %1992, ptr %54, align 8, !dbg !1895, !tbaa !351
  %1993 = load i32, ptr %49, align 8, !dbg !1896, !tbaa !344
  %1994 = and i32 %1993, 4, !dbg !1898
  br label %1995, !dbg !1899

1995:                                             ; preds = %1991, %1966
  %1996 = phi i32 [ %1994, %1991 ], [ %1977, %1966 ], !dbg !1898
  %1997 = phi i32 [ %1993, %1991 ], [ %1912, %1966 ], !dbg !1896
    #dbg_value(i32 %95, !264, !DIExpression(), !775)
  %1998 = icmp eq i32 %1996, 0, !dbg !1898
  br i1 %1998, label %2009, label %1999, !dbg !1900

1999:                                             ; preds = %1995
  %2000 = load i32, ptr %52, align 8, !dbg !1901, !tbaa !362
  %2001 = icmp eq i32 %2000, 0, !dbg !1902
  %2002 = trunc i64 %1969 to i32, !dbg !1902
  %2003 = call i32 @llvm.bswap.i32(i32 %2002), !dbg !1902
  %2004 = zext i32 %2003 to i64, !dbg !1902
  %2005 = select i1 %2001, i64 %2004, i64 %1969, !dbg !1902
  %2006 = load i64, ptr %53, align 8, !dbg !1903, !tbaa !878
  %2007 = icmp eq i64 %2005, %2006, !dbg !1904
  br i1 %2007, label %2009, label %2008, !dbg !1905

2008:                                             ; preds = %1999
  store ptr @.str.17, ptr %55, align 8, !dbg !1906, !tbaa !635
  store i32 16209, ptr %21, align 8, !dbg !1908, !tbaa !328
  br label %2096, !dbg !1909

2009:                                             ; preds = %1999, %1995, %1911
  %2010 = phi i32 [ 0, %1911 ], [ %1997, %1995 ], [ %1997, %1999 ]
  %2011 = phi ptr [ %92, %1911 ], [ %1967, %1995 ], [ %1967, %1999 ], !dbg !814
  %2012 = phi i32 [ %94, %1911 ], [ %1968, %1995 ], [ %1968, %1999 ], !dbg !814
  %2013 = phi i64 [ %96, %1911 ], [ 0, %1995 ], [ 0, %1999 ], !dbg !775
  %2014 = phi i32 [ %97, %1911 ], [ 0, %1995 ], [ 0, %1999 ], !dbg !775
  %2015 = phi i32 [ %98, %1911 ], [ %95, %1995 ], [ %95, %1999 ], !dbg !775
    #dbg_value(i32 %2015, !264, !DIExpression(), !775)
    #dbg_value(i32 %2014, !262, !DIExpression(), !775)
    #dbg_value(i64 %2013, !261, !DIExpression(), !775)
    #dbg_value(i32 %2012, !259, !DIExpression(), !775)
    #dbg_value(ptr %2011, !257, !DIExpression(), !775)
  store i32 16207, ptr %21, align 8, !dbg !1910, !tbaa !328
  br label %2016, !dbg !1911

2016:                                             ; preds = %107, %2009
  %2017 = phi i32 [ %108, %107 ], [ %2010, %2009 ], !dbg !831
  %2018 = phi ptr [ %92, %107 ], [ %2011, %2009 ], !dbg !814
  %2019 = phi i32 [ %94, %107 ], [ %2012, %2009 ], !dbg !814
  %2020 = phi i64 [ %96, %107 ], [ %2013, %2009 ], !dbg !775
  %2021 = phi i32 [ %97, %107 ], [ %2014, %2009 ], !dbg !775
  %2022 = phi i32 [ %98, %107 ], [ %2015, %2009 ], !dbg !775
    #dbg_value(i32 %2022, !264, !DIExpression(), !775)
    #dbg_value(i32 %2021, !262, !DIExpression(), !775)
    #dbg_value(i64 %2020, !261, !DIExpression(), !775)
    #dbg_value(i32 %2019, !259, !DIExpression(), !775)
    #dbg_value(ptr %2018, !257, !DIExpression(), !775)
  %2023 = icmp eq i32 %2017, 0, !dbg !1912
  br i1 %2023, label %2091, label %2024, !dbg !1913

2024:                                             ; preds = %2016
  %2025 = load i32, ptr %52, align 8, !dbg !1914, !tbaa !362
  %2026 = icmp eq i32 %2025, 0, !dbg !1915
  br i1 %2026, label %2091, label %2027, !dbg !1916

2027:                                             ; preds = %2024
    #dbg_value(i32 %2021, !262, !DIExpression(), !775)
    #dbg_value(i64 %2020, !261, !DIExpression(), !775)
    #dbg_value(i32 %2019, !259, !DIExpression(), !775)
    #dbg_value(ptr %2018, !257, !DIExpression(), !775)
  %2028 = icmp ult i32 %2021, 32, !dbg !1917
  br i1 %2028, label %2029, label %2079, !dbg !1917

2029:                                             ; preds = %2027
  %2030 = zext nneg i32 %2021 to i64, !dbg !1917
    #dbg_value(i64 %2030, !262, !DIExpression(), !775)
    #dbg_value(i64 %2020, !261, !DIExpression(), !775)
    #dbg_value(i32 %2019, !259, !DIExpression(), !775)
    #dbg_value(ptr %2018, !257, !DIExpression(), !775)
  %2031 = icmp eq i32 %2019, 0, !dbg !1920
  br i1 %2031, label %2157, label %2032, !dbg !1923

2032:                                             ; preds = %2029
  %2033 = add i32 %2019, -1, !dbg !1923
    #dbg_value(i32 %2033, !259, !DIExpression(), !775)
  %2034 = getelementptr inbounds i8, ptr %2018, i64 1, !dbg !1923
    #dbg_value(ptr %2034, !257, !DIExpression(), !775)
  %2035 = load i8, ptr %2018, align 1, !dbg !1923, !tbaa !627
  %2036 = zext i8 %2035 to i64, !dbg !1923
  %2037 = shl nuw nsw i64 %2036, %2030, !dbg !1923
  %2038 = add i64 %2037, %2020, !dbg !1923
    #dbg_value(i64 %2038, !261, !DIExpression(), !775)
  %2039 = add nuw nsw i64 %2030, 8, !dbg !1923
    #dbg_value(i64 %2039, !262, !DIExpression(), !775)
  %2040 = icmp ult i32 %2021, 24, !dbg !1917
  br i1 %2040, label %2041, label %2073, !dbg !1917, !llvm.loop !1924

2041:                                             ; preds = %2032
    #dbg_value(i64 %2039, !262, !DIExpression(), !775)
    #dbg_value(i64 %2038, !261, !DIExpression(), !775)
    #dbg_value(i32 %2033, !259, !DIExpression(), !775)
    #dbg_value(ptr %2034, !257, !DIExpression(), !775)
  %2042 = icmp eq i32 %2033, 0, !dbg !1920
  br i1 %2042, label %2157, label %2043, !dbg !1923

2043:                                             ; preds = %2041
  %2044 = add i32 %2019, -2, !dbg !1923
    #dbg_value(i32 %2044, !259, !DIExpression(), !775)
  %2045 = getelementptr inbounds i8, ptr %2018, i64 2, !dbg !1923
    #dbg_value(ptr %2045, !257, !DIExpression(), !775)
  %2046 = load i8, ptr %2034, align 1, !dbg !1923, !tbaa !627
  %2047 = zext i8 %2046 to i64, !dbg !1923
  %2048 = shl nuw nsw i64 %2047, %2039, !dbg !1923
  %2049 = add i64 %2048, %2038, !dbg !1923
    #dbg_value(i64 %2049, !261, !DIExpression(), !775)
  %2050 = add nuw nsw i64 %2030, 16, !dbg !1923
    #dbg_value(i64 %2050, !262, !DIExpression(), !775)
  %2051 = icmp ult i32 %2021, 16, !dbg !1917
  br i1 %2051, label %2052, label %2073, !dbg !1917, !llvm.loop !1924

2052:                                             ; preds = %2043
    #dbg_value(i64 %2050, !262, !DIExpression(), !775)
    #dbg_value(i64 %2049, !261, !DIExpression(), !775)
    #dbg_value(i32 %2044, !259, !DIExpression(), !775)
    #dbg_value(ptr %2045, !257, !DIExpression(), !775)
  %2053 = icmp eq i32 %2044, 0, !dbg !1920
  br i1 %2053, label %2157, label %2054, !dbg !1923

2054:                                             ; preds = %2052
  %2055 = add i32 %2019, -3, !dbg !1923
    #dbg_value(i32 %2055, !259, !DIExpression(), !775)
  %2056 = getelementptr inbounds i8, ptr %2018, i64 3, !dbg !1923
    #dbg_value(ptr %2056, !257, !DIExpression(), !775)
  %2057 = load i8, ptr %2045, align 1, !dbg !1923, !tbaa !627
  %2058 = zext i8 %2057 to i64, !dbg !1923
  %2059 = shl nuw nsw i64 %2058, %2050, !dbg !1923
  %2060 = add i64 %2059, %2049, !dbg !1923
    #dbg_value(i64 %2060, !261, !DIExpression(), !775)
  %2061 = add nuw nsw i64 %2030, 24, !dbg !1923
    #dbg_value(i64 %2061, !262, !DIExpression(), !775)
  %2062 = icmp ult i32 %2021, 8, !dbg !1917
  br i1 %2062, label %2063, label %2073, !dbg !1917, !llvm.loop !1924

2063:                                             ; preds = %2054
    #dbg_value(i64 %2061, !262, !DIExpression(), !775)
    #dbg_value(i64 %2060, !261, !DIExpression(), !775)
    #dbg_value(i32 %2055, !259, !DIExpression(), !775)
    #dbg_value(ptr %2056, !257, !DIExpression(), !775)
  %2064 = icmp eq i32 %2055, 0, !dbg !1920
  br i1 %2064, label %2157, label %2065, !dbg !1923

2065:                                             ; preds = %2063
  %2066 = add i32 %2019, -4, !dbg !1923
    #dbg_value(i32 %2066, !259, !DIExpression(), !775)
  %2067 = getelementptr inbounds i8, ptr %2018, i64 4, !dbg !1923
    #dbg_value(ptr %2067, !257, !DIExpression(), !775)
  %2068 = load i8, ptr %2056, align 1, !dbg !1923, !tbaa !627
  %2069 = zext i8 %2068 to i64, !dbg !1923
  %2070 = shl nuw nsw i64 %2069, %2061, !dbg !1923
  %2071 = add i64 %2070, %2060, !dbg !1923
    #dbg_value(i64 %2071, !261, !DIExpression(), !775)
  %2072 = or disjoint i64 %2030, 32, !dbg !1923
    #dbg_value(i64 %2072, !262, !DIExpression(), !775)
  br label %2073

2073:                                             ; preds = %2065, %2054, %2043, %2032
  %2074 = phi i32 [ %2033, %2032 ], [ %2044, %2043 ], [ %2055, %2054 ], [ %2066, %2065 ], !dbg !1923
  %2075 = phi ptr [ %2034, %2032 ], [ %2045, %2043 ], [ %2056, %2054 ], [ %2067, %2065 ], !dbg !1923
  %2076 = phi i64 [ %2038, %2032 ], [ %2049, %2043 ], [ %2060, %2054 ], [ %2071, %2065 ], !dbg !1923
  %2077 = phi i64 [ %2039, %2032 ], [ %2050, %2043 ], [ %2061, %2054 ], [ %2072, %2065 ], !dbg !1923
  %2078 = trunc nuw nsw i64 %2077 to i32, !dbg !1925
  br label %2079, !dbg !1925

2079:                                             ; preds = %2073, %2027
  %2080 = phi ptr [ %2018, %2027 ], [ %2075, %2073 ], !dbg !775
  %2081 = phi i32 [ %2019, %2027 ], [ %2074, %2073 ], !dbg !775
  %2082 = phi i64 [ %2020, %2027 ], [ %2076, %2073 ], !dbg !775
  %2083 = phi i32 [ %2021, %2027 ], [ %2078, %2073 ], !dbg !775
  %2084 = and i32 %2017, 4, !dbg !1925
  %2085 = icmp eq i32 %2084, 0, !dbg !1925
  br i1 %2085, label %2091, label %2086, !dbg !1927

2086:                                             ; preds = %2079
  %2087 = load i64, ptr %51, align 8, !dbg !1928, !tbaa !333
  %2088 = and i64 %2087, 4294967295, !dbg !1929
  %2089 = icmp eq i64 %2082, %2088, !dbg !1930
  br i1 %2089, label %2091, label %2090, !dbg !1931

2090:                                             ; preds = %2086
  store ptr @.str.18, ptr %55, align 8, !dbg !1932, !tbaa !635
  store i32 16209, ptr %21, align 8, !dbg !1934, !tbaa !328
  br label %2096, !dbg !1935

2091:                                             ; preds = %2086, %2079, %2024, %2016
  %2092 = phi ptr [ %2018, %2024 ], [ %2018, %2016 ], [ %2080, %2079 ], [ %2080, %2086 ], !dbg !814
  %2093 = phi i32 [ %2019, %2024 ], [ %2019, %2016 ], [ %2081, %2079 ], [ %2081, %2086 ], !dbg !814
  %2094 = phi i64 [ %2020, %2024 ], [ %2020, %2016 ], [ 0, %2079 ], [ 0, %2086 ], !dbg !775
  %2095 = phi i32 [ %2021, %2024 ], [ %2021, %2016 ], [ 0, %2079 ], [ 0, %2086 ], !dbg !775
    #dbg_value(i32 %2095, !262, !DIExpression(), !775)
    #dbg_value(i64 %2094, !261, !DIExpression(), !775)
    #dbg_value(i32 %2093, !259, !DIExpression(), !775)
    #dbg_value(ptr %2092, !257, !DIExpression(), !775)
  store i32 16208, ptr %21, align 8, !dbg !1936, !tbaa !328
  br label %2203, !dbg !1937

2096:                                             ; preds = %1158, %1317, %1898, %1903, %1381, %1390, %2090, %2008, %1906, %1789, %1720, %1529, %1525, %1521, %1364, %1355, %1351, %1038, %967, %922, %914, %894, %826, %794, %719, %706, %252, %248, %209, %208, %193, %189, %171, %132
  %2097 = phi ptr [ %2080, %2090 ], [ %1967, %2008 ], [ %92, %1906 ], [ %1772, %1789 ], [ %1772, %1903 ], [ %1772, %1898 ], [ %1705, %1720 ], [ %1384, %1390 ], [ %1384, %1381 ], [ %1506, %1521 ], [ %1506, %1525 ], [ %1506, %1529 ], [ %1345, %1351 ], [ %1345, %1355 ], [ %1345, %1364 ], [ %983, %1038 ], [ %949, %967 ], [ %917, %914 ], [ %904, %922 ], [ %886, %894 ], [ %784, %794 ], [ %809, %826 ], [ %695, %706 ], [ %708, %719 ], [ %241, %248 ], [ %241, %252 ], [ %92, %132 ], [ %159, %171 ], [ %159, %189 ], [ %159, %193 ], [ %159, %208 ], [ %159, %209 ], [ %1230, %1317 ], [ %1150, %1158 ], !dbg !775
  %2098 = phi ptr [ %93, %2090 ], [ %93, %2008 ], [ %1909, %1906 ], [ %93, %1789 ], [ %1899, %1903 ], [ %1899, %1898 ], [ %93, %1720 ], [ %1382, %1390 ], [ %1382, %1381 ], [ %93, %1521 ], [ %93, %1525 ], [ %93, %1529 ], [ %93, %1351 ], [ %93, %1355 ], [ %93, %1364 ], [ %93, %1038 ], [ %93, %967 ], [ %919, %914 ], [ %93, %922 ], [ %93, %894 ], [ %93, %794 ], [ %93, %826 ], [ %93, %706 ], [ %93, %719 ], [ %93, %248 ], [ %93, %252 ], [ %93, %132 ], [ %93, %171 ], [ %93, %189 ], [ %93, %193 ], [ %93, %208 ], [ %93, %209 ], [ %93, %1317 ], [ %93, %1158 ], !dbg !775
  %2099 = phi i32 [ %2081, %2090 ], [ %1968, %2008 ], [ %94, %1906 ], [ %1773, %1789 ], [ %1773, %1903 ], [ %1773, %1898 ], [ %1706, %1720 ], [ %1385, %1390 ], [ %1385, %1381 ], [ %1507, %1521 ], [ %1507, %1525 ], [ %1507, %1529 ], [ %1346, %1351 ], [ %1346, %1355 ], [ %1346, %1364 ], [ %984, %1038 ], [ %950, %967 ], [ %916, %914 ], [ %905, %922 ], [ %887, %894 ], [ %785, %794 ], [ %810, %826 ], [ %696, %706 ], [ %709, %719 ], [ %242, %248 ], [ %242, %252 ], [ %94, %132 ], [ %160, %171 ], [ %160, %189 ], [ %160, %193 ], [ %160, %208 ], [ %160, %209 ], [ %1231, %1317 ], [ %1151, %1158 ], !dbg !775
  %2100 = phi i32 [ %95, %2090 ], [ %95, %2008 ], [ %1910, %1906 ], [ %95, %1789 ], [ %1900, %1903 ], [ %1900, %1898 ], [ %95, %1720 ], [ %1383, %1390 ], [ %1383, %1381 ], [ %95, %1521 ], [ %95, %1525 ], [ %95, %1529 ], [ %95, %1351 ], [ %95, %1355 ], [ %95, %1364 ], [ %95, %1038 ], [ %95, %967 ], [ %918, %914 ], [ %95, %922 ], [ %95, %894 ], [ %95, %794 ], [ %95, %826 ], [ %95, %706 ], [ %95, %719 ], [ %95, %248 ], [ %95, %252 ], [ %95, %132 ], [ %95, %171 ], [ %95, %189 ], [ %95, %193 ], [ %95, %208 ], [ %95, %209 ], [ %95, %1317 ], [ %95, %1158 ], !dbg !775
  %2101 = phi i64 [ %2082, %2090 ], [ %1969, %2008 ], [ %96, %1906 ], [ %1774, %1789 ], [ %1774, %1903 ], [ %1774, %1898 ], [ %1714, %1720 ], [ %1386, %1390 ], [ %1386, %1381 ], [ %1515, %1521 ], [ %1515, %1525 ], [ %1515, %1529 ], [ %1347, %1351 ], [ %1347, %1355 ], [ %1347, %1364 ], [ %985, %1038 ], [ %962, %967 ], [ %906, %914 ], [ %906, %922 ], [ %888, %894 ], [ %797, %794 ], [ %827, %826 ], [ %697, %706 ], [ %710, %719 ], [ %243, %248 ], [ %243, %252 ], [ %96, %132 ], [ 0, %171 ], [ %161, %189 ], [ %161, %193 ], [ %195, %208 ], [ 0, %209 ], [ %1232, %1317 ], [ %1155, %1158 ], !dbg !775
  %2102 = phi i32 [ %2083, %2090 ], [ %1970, %2008 ], [ %97, %1906 ], [ %1775, %1789 ], [ %1775, %1903 ], [ %1775, %1898 ], [ %1715, %1720 ], [ %1387, %1390 ], [ %1387, %1381 ], [ %1516, %1521 ], [ %1516, %1525 ], [ %1516, %1529 ], [ %1348, %1351 ], [ %1348, %1355 ], [ %1348, %1364 ], [ %986, %1038 ], [ %963, %967 ], [ %907, %914 ], [ %907, %922 ], [ %889, %894 ], [ %798, %794 ], [ %828, %826 ], [ %698, %706 ], [ %711, %719 ], [ %244, %248 ], [ %244, %252 ], [ %97, %132 ], [ 0, %171 ], [ %162, %189 ], [ %162, %193 ], [ %196, %208 ], [ 0, %209 ], [ %1233, %1317 ], [ %1156, %1158 ], !dbg !775
  %2103 = phi i32 [ %2022, %2090 ], [ %95, %2008 ], [ %98, %1906 ], [ %98, %1789 ], [ %98, %1903 ], [ %98, %1898 ], [ %98, %1720 ], [ %98, %1390 ], [ %98, %1381 ], [ %98, %1521 ], [ %98, %1525 ], [ %98, %1529 ], [ %98, %1351 ], [ %98, %1355 ], [ %98, %1364 ], [ %98, %1038 ], [ %98, %967 ], [ %98, %914 ], [ %98, %922 ], [ %98, %894 ], [ %98, %794 ], [ %98, %826 ], [ %98, %706 ], [ %98, %719 ], [ %98, %248 ], [ %98, %252 ], [ %98, %132 ], [ %98, %171 ], [ %98, %189 ], [ %98, %193 ], [ %98, %208 ], [ %98, %209 ], [ %98, %1317 ], [ %98, %1158 ], !dbg !775
  %2104 = phi i32 [ %99, %2090 ], [ %99, %2008 ], [ %99, %1906 ], [ %1776, %1789 ], [ %1776, %1903 ], [ %1776, %1898 ], [ %1587, %1720 ], [ %1377, %1390 ], [ %1377, %1381 ], [ %1377, %1521 ], [ %1377, %1525 ], [ %1377, %1529 ], [ %1046, %1351 ], [ %1353, %1355 ], [ %1362, %1364 ], [ %1036, %1038 ], [ %99, %967 ], [ %99, %914 ], [ %99, %922 ], [ %99, %894 ], [ %99, %794 ], [ %99, %826 ], [ %99, %706 ], [ %99, %719 ], [ %99, %248 ], [ %99, %252 ], [ %99, %132 ], [ %99, %171 ], [ %99, %189 ], [ %99, %193 ], [ %99, %208 ], [ %99, %209 ], [ %1046, %1317 ], [ %1046, %1158 ], !dbg !775
    #dbg_value(i32 %2104, !270, !DIExpression(), !775)
    #dbg_value(i32 %2103, !264, !DIExpression(), !775)
    #dbg_value(i32 %2102, !262, !DIExpression(), !775)
    #dbg_value(i64 %2101, !261, !DIExpression(), !775)
    #dbg_value(i32 %2100, !260, !DIExpression(), !775)
    #dbg_value(i32 %2099, !259, !DIExpression(), !775)
    #dbg_value(ptr %2098, !258, !DIExpression(), !775)
    #dbg_value(ptr %2097, !257, !DIExpression(), !775)
  %2105 = load i32, ptr %21, align 8, !dbg !818, !tbaa !328
  br label %90, !dbg !1938, !llvm.loop !1939

2106:                                             ; preds = %1199
  %2107 = trunc nuw i64 %1200 to i32, !dbg !1942
  br label %2203, !dbg !1942

2108:                                             ; preds = %1132
  %2109 = trunc nuw i64 %1133 to i32, !dbg !1942
  br label %2203, !dbg !1942

2110:                                             ; preds = %1169
  %2111 = trunc nuw i64 %1170 to i32, !dbg !1942
  br label %2203, !dbg !1942

2112:                                             ; preds = %142, %129
  %2113 = phi i64 [ %130, %129 ], [ %140, %142 ]
  %2114 = phi i64 [ %96, %129 ], [ %139, %142 ]
  %2115 = phi ptr [ %92, %129 ], [ %135, %142 ]
  %2116 = trunc nuw nsw i64 %2113 to i32, !dbg !1942
  br label %2203, !dbg !1942

2117:                                             ; preds = %678, %666
  %2118 = phi i64 [ %667, %666 ], [ %676, %678 ]
  %2119 = phi i64 [ %659, %666 ], [ %675, %678 ]
  %2120 = phi ptr [ %657, %666 ], [ %671, %678 ]
  %2121 = trunc nuw nsw i64 %2118 to i32, !dbg !1942
  br label %2203, !dbg !1942

2122:                                             ; preds = %430, %413
  %2123 = phi i64 [ %419, %413 ], [ %428, %430 ]
  %2124 = phi i64 [ %416, %413 ], [ %427, %430 ]
  %2125 = phi ptr [ %414, %413 ], [ %423, %430 ]
  %2126 = trunc nuw nsw i64 %2123 to i32, !dbg !1942
  br label %2203, !dbg !1942

2127:                                             ; preds = %367, %351
  %2128 = phi i64 [ %356, %351 ], [ %365, %367 ]
  %2129 = phi i64 [ %353, %351 ], [ %364, %367 ]
  %2130 = phi ptr [ %355, %351 ], [ %360, %367 ]
  %2131 = trunc nuw nsw i64 %2128 to i32, !dbg !1942
  br label %2203, !dbg !1942

2132:                                             ; preds = %313, %302, %291, %275
  %2133 = phi i64 [ %280, %275 ], [ %289, %291 ], [ %300, %302 ], [ %311, %313 ]
  %2134 = phi i64 [ %277, %275 ], [ %288, %291 ], [ %299, %302 ], [ %310, %313 ]
  %2135 = phi ptr [ %279, %275 ], [ %284, %291 ], [ %295, %302 ], [ %306, %313 ]
  %2136 = trunc nuw nsw i64 %2133 to i32, !dbg !1942
  br label %2203, !dbg !1942

2137:                                             ; preds = %224, %121
  %2138 = phi i64 [ %122, %121 ], [ %222, %224 ]
  %2139 = phi i64 [ %96, %121 ], [ %221, %224 ]
  %2140 = phi ptr [ %92, %121 ], [ %217, %224 ]
  %2141 = trunc nuw nsw i64 %2138 to i32, !dbg !1942
  br label %2203, !dbg !1942

2142:                                             ; preds = %752, %741, %730, %116
  %2143 = phi i64 [ %117, %116 ], [ %728, %730 ], [ %739, %741 ], [ %750, %752 ]
  %2144 = phi i64 [ %96, %116 ], [ %727, %730 ], [ %738, %741 ], [ %749, %752 ]
  %2145 = phi ptr [ %92, %116 ], [ %723, %730 ], [ %734, %741 ], [ %745, %752 ]
  %2146 = trunc nuw nsw i64 %2143 to i32, !dbg !1942
  br label %2203, !dbg !1942

2147:                                             ; preds = %870, %859, %848, %835
  %2148 = phi i64 [ %837, %835 ], [ %846, %848 ], [ %857, %859 ], [ %868, %870 ]
  %2149 = phi i64 [ %832, %835 ], [ %845, %848 ], [ %856, %859 ], [ %867, %870 ]
  %2150 = phi ptr [ %92, %835 ], [ %841, %848 ], [ %852, %859 ], [ %863, %870 ]
  %2151 = trunc nuw nsw i64 %2148 to i32, !dbg !1942
  br label %2203, !dbg !1942

2152:                                             ; preds = %932, %111
  %2153 = phi i64 [ %112, %111 ], [ %930, %932 ]
  %2154 = phi i64 [ %96, %111 ], [ %929, %932 ]
  %2155 = phi ptr [ %92, %111 ], [ %925, %932 ]
  %2156 = trunc nuw nsw i64 %2153 to i32, !dbg !1942
  br label %2203, !dbg !1942

2157:                                             ; preds = %2063, %2052, %2041, %2029
  %2158 = phi i64 [ %2030, %2029 ], [ %2039, %2041 ], [ %2050, %2052 ], [ %2061, %2063 ]
  %2159 = phi i64 [ %2020, %2029 ], [ %2038, %2041 ], [ %2049, %2052 ], [ %2060, %2063 ]
  %2160 = phi ptr [ %2018, %2029 ], [ %2034, %2041 ], [ %2045, %2052 ], [ %2056, %2063 ]
  %2161 = trunc nuw nsw i64 %2158 to i32, !dbg !1942
  br label %2203, !dbg !1942

2162:                                             ; preds = %1950, %1939, %1928, %1916
  %2163 = phi i64 [ %1917, %1916 ], [ %1926, %1928 ], [ %1937, %1939 ], [ %1948, %1950 ]
  %2164 = phi i64 [ %96, %1916 ], [ %1925, %1928 ], [ %1936, %1939 ], [ %1947, %1950 ]
  %2165 = phi ptr [ %92, %1916 ], [ %1921, %1928 ], [ %1932, %1939 ], [ %1943, %1950 ]
  %2166 = trunc nuw nsw i64 %2163 to i32, !dbg !1942
  br label %2203, !dbg !1942

2167:                                             ; preds = %1071
  %2168 = zext i32 %1059 to i64
  %2169 = shl i32 %1059, 3
  %2170 = add i32 %2169, %1057
  %2171 = getelementptr i8, ptr %1060, i64 %2168
  br label %2203, !dbg !1942

2172:                                             ; preds = %1734
  %2173 = shl i32 %1727, 3
  %2174 = add i32 %1729, %2173
  %2175 = zext i32 %1727 to i64
  %2176 = getelementptr i8, ptr %1726, i64 %2175
  br label %2203, !dbg !1942

2177:                                             ; preds = %1660
  %2178 = zext i32 %1630 to i64
  %2179 = shl i32 %1630, 3
  %2180 = add i32 %2179, %1632
  %2181 = getelementptr i8, ptr %1629, i64 %2178
  br label %2203, !dbg !1942

2182:                                             ; preds = %1602
  %2183 = zext i32 %1584 to i64
  %2184 = shl i32 %1584, 3
  %2185 = add i32 %2184, %1586
  %2186 = getelementptr i8, ptr %1583, i64 %2183
  br label %2203, !dbg !1942

2187:                                             ; preds = %1544
  %2188 = shl i32 %1535, 3
  %2189 = add i32 %1537, %2188
  %2190 = zext i32 %1535 to i64
  %2191 = getelementptr i8, ptr %1534, i64 %2190
  br label %2203, !dbg !1942

2192:                                             ; preds = %1463
  %2193 = zext i32 %1434 to i64
  %2194 = shl i32 %1434, 3
  %2195 = add i32 %2194, %1436
  %2196 = getelementptr i8, ptr %1433, i64 %2193
  br label %2203, !dbg !1942

2197:                                             ; preds = %1406
  %2198 = zext i32 %1374 to i64
  %2199 = shl i32 %1374, 3
  %2200 = add i32 %2199, %1376
  %2201 = getelementptr i8, ptr %1373, i64 %2198
  br label %2203, !dbg !1942

2202:                                             ; preds = %90
  br label %2203, !dbg !1942

2203:                                             ; preds = %528, %544, %584, %604, %644, %778, %895, %910, %1365, %1771, %1904, %792, %998, %90, %2202, %2197, %2192, %2187, %2182, %2177, %2172, %2167, %2162, %2157, %2152, %2147, %2142, %2137, %2132, %2127, %2122, %2117, %2112, %2110, %2108, %2106, %2091, %818
  %2204 = phi i32 [ %95, %818 ], [ %95, %2091 ], [ %95, %2106 ], [ %95, %2108 ], [ %95, %2110 ], [ %95, %2112 ], [ %95, %2117 ], [ %95, %2122 ], [ %95, %2127 ], [ %95, %2132 ], [ %95, %2137 ], [ %95, %2142 ], [ %95, %2147 ], [ %95, %2152 ], [ %95, %2157 ], [ %95, %2162 ], [ %95, %2167 ], [ %95, %2172 ], [ %95, %2177 ], [ %95, %2182 ], [ %95, %2187 ], [ %95, %2192 ], [ %95, %2197 ], [ %95, %90 ], [ %95, %998 ], [ %95, %528 ], [ %95, %544 ], [ %95, %584 ], [ %95, %604 ], [ %95, %644 ], [ %95, %778 ], [ %95, %895 ], [ %95, %910 ], [ %95, %1365 ], [ 0, %1771 ], [ 0, %1904 ], [ %95, %792 ], [ %95, %2202 ]
  %2205 = phi ptr [ %809, %818 ], [ %2092, %2091 ], [ %1203, %2106 ], [ %1136, %2108 ], [ %1173, %2110 ], [ %2115, %2112 ], [ %2120, %2117 ], [ %2125, %2122 ], [ %2130, %2127 ], [ %2135, %2132 ], [ %2140, %2137 ], [ %2145, %2142 ], [ %2150, %2147 ], [ %2155, %2152 ], [ %2160, %2157 ], [ %2165, %2162 ], [ %2171, %2167 ], [ %2176, %2172 ], [ %2181, %2177 ], [ %2186, %2182 ], [ %2191, %2187 ], [ %2196, %2192 ], [ %2201, %2197 ], [ %92, %90 ], [ %996, %998 ], [ %530, %528 ], [ %537, %544 ], [ %587, %584 ], [ %597, %604 ], [ %647, %644 ], [ %779, %778 ], [ %886, %895 ], [ %904, %910 ], [ %1345, %1365 ], [ %1772, %1771 ], [ %92, %1904 ], [ %784, %792 ], [ %92, %2202 ], !dbg !775
  %2206 = phi i32 [ %810, %818 ], [ %2093, %2091 ], [ 0, %2106 ], [ 0, %2108 ], [ 0, %2110 ], [ 0, %2112 ], [ 0, %2117 ], [ 0, %2122 ], [ 0, %2127 ], [ 0, %2132 ], [ 0, %2137 ], [ 0, %2142 ], [ 0, %2147 ], [ 0, %2152 ], [ 0, %2157 ], [ 0, %2162 ], [ 0, %2167 ], [ 0, %2172 ], [ 0, %2177 ], [ 0, %2182 ], [ 0, %2187 ], [ 0, %2192 ], [ 0, %2197 ], [ %94, %90 ], [ 0, %998 ], [ %531, %528 ], [ 0, %544 ], [ %585, %584 ], [ 0, %604 ], [ %645, %644 ], [ %780, %778 ], [ %887, %895 ], [ %905, %910 ], [ %1346, %1365 ], [ %1773, %1771 ], [ %94, %1904 ], [ 0, %792 ], [ %94, %2202 ], !dbg !775
  %2207 = phi i64 [ %819, %818 ], [ %2094, %2091 ], [ %1201, %2106 ], [ %1134, %2108 ], [ %1171, %2110 ], [ %2114, %2112 ], [ %2119, %2117 ], [ %2124, %2122 ], [ %2129, %2127 ], [ %2134, %2132 ], [ %2139, %2137 ], [ %2144, %2142 ], [ %2149, %2147 ], [ %2154, %2152 ], [ %2159, %2157 ], [ %2164, %2162 ], [ %1073, %2167 ], [ %1736, %2172 ], [ %1662, %2177 ], [ %1604, %2182 ], [ %1546, %2187 ], [ %1465, %2192 ], [ %1408, %2197 ], [ %96, %90 ], [ %994, %998 ], [ %479, %528 ], [ %539, %544 ], [ %539, %584 ], [ %599, %604 ], [ %599, %644 ], [ %781, %778 ], [ 0, %895 ], [ %906, %910 ], [ %1347, %1365 ], [ %1774, %1771 ], [ %96, %1904 ], [ %786, %792 ], [ %96, %2202 ], !dbg !775
  %2208 = phi i32 [ %820, %818 ], [ %2095, %2091 ], [ %2107, %2106 ], [ %2109, %2108 ], [ %2111, %2110 ], [ %2116, %2112 ], [ %2121, %2117 ], [ %2126, %2122 ], [ %2131, %2127 ], [ %2136, %2132 ], [ %2141, %2137 ], [ %2146, %2142 ], [ %2151, %2147 ], [ %2156, %2152 ], [ %2161, %2157 ], [ %2166, %2162 ], [ %2170, %2167 ], [ %2174, %2172 ], [ %2180, %2177 ], [ %2185, %2182 ], [ %2189, %2187 ], [ %2195, %2192 ], [ %2200, %2197 ], [ %97, %90 ], [ %993, %998 ], [ %480, %528 ], [ %540, %544 ], [ %540, %584 ], [ %600, %604 ], [ %600, %644 ], [ %782, %778 ], [ 0, %895 ], [ %907, %910 ], [ %1348, %1365 ], [ %1775, %1771 ], [ %97, %1904 ], [ %787, %792 ], [ %97, %2202 ], !dbg !775
  %2209 = phi i32 [ %98, %818 ], [ %2022, %2091 ], [ %98, %2106 ], [ %98, %2108 ], [ %98, %2110 ], [ %98, %2112 ], [ %98, %2117 ], [ %98, %2122 ], [ %98, %2127 ], [ %98, %2132 ], [ %98, %2137 ], [ %98, %2142 ], [ %98, %2147 ], [ %98, %2152 ], [ %2022, %2157 ], [ %98, %2162 ], [ %98, %2167 ], [ %98, %2172 ], [ %98, %2177 ], [ %98, %2182 ], [ %98, %2187 ], [ %98, %2192 ], [ %98, %2197 ], [ %98, %90 ], [ %98, %998 ], [ %98, %792 ], [ %98, %1904 ], [ %98, %1771 ], [ %98, %1365 ], [ %98, %910 ], [ %98, %895 ], [ %98, %778 ], [ %98, %644 ], [ %98, %604 ], [ %98, %584 ], [ %98, %544 ], [ %98, %528 ], [ %98, %2202 ], !dbg !821
  %2210 = phi i32 [ %99, %818 ], [ 1, %2091 ], [ %1046, %2106 ], [ %1046, %2108 ], [ %1046, %2110 ], [ %99, %2112 ], [ %99, %2117 ], [ %99, %2122 ], [ %99, %2127 ], [ %99, %2132 ], [ %99, %2137 ], [ %99, %2142 ], [ %99, %2147 ], [ %99, %2152 ], [ %99, %2157 ], [ %99, %2162 ], [ %1046, %2167 ], [ %1730, %2172 ], [ %1587, %2177 ], [ %1587, %2182 ], [ %1538, %2187 ], [ %1377, %2192 ], [ %1377, %2197 ], [ -3, %90 ], [ %99, %998 ], [ %99, %528 ], [ %99, %544 ], [ %99, %584 ], [ %99, %604 ], [ %99, %644 ], [ %99, %778 ], [ %99, %895 ], [ %99, %910 ], [ 0, %1365 ], [ %1776, %1771 ], [ %99, %1904 ], [ %99, %792 ], [ 1, %2202 ], !dbg !775
    #dbg_value(i32 %2210, !270, !DIExpression(), !775)
    #dbg_value(i32 %2209, !264, !DIExpression(), !775)
    #dbg_value(i32 %2208, !262, !DIExpression(), !775)
    #dbg_value(i64 %2207, !261, !DIExpression(), !775)
    #dbg_value(i32 %2206, !259, !DIExpression(), !775)
    #dbg_value(ptr %2205, !257, !DIExpression(), !775)
    #dbg_label(!275, !1944)
  store ptr %93, ptr %26, align 8, !dbg !1942, !tbaa !798
  store i32 %2204, ptr %41, align 8, !dbg !1942, !tbaa !816
  store ptr %2205, ptr %0, align 8, !dbg !1942, !tbaa !802
  store i32 %2206, ptr %43, align 8, !dbg !1942, !tbaa !806
  store i64 %2207, ptr %45, align 8, !dbg !1942, !tbaa !371
  store i32 %2208, ptr %47, align 8, !dbg !1942, !tbaa !374
  %2211 = load i32, ptr %79, align 4, !dbg !1945, !tbaa !420
  %2212 = icmp eq i32 %2211, 0, !dbg !1947
  br i1 %2212, label %2213, label %2222, !dbg !1948

2213:                                             ; preds = %2203
  %2214 = icmp eq i32 %2209, %2204, !dbg !1949
  br i1 %2214, label %2230, label %2215, !dbg !1950

2215:                                             ; preds = %2213
  %2216 = load i32, ptr %21, align 8, !dbg !1951, !tbaa !328
  %2217 = icmp ult i32 %2216, 16209, !dbg !1952
  br i1 %2217, label %2218, label %2230, !dbg !1953

2218:                                             ; preds = %2215
  %2219 = icmp ult i32 %2216, 16206, !dbg !1954
  %2220 = icmp ne i32 %1, 4
  %2221 = or i1 %2220, %2219, !dbg !1955
  br i1 %2221, label %2222, label %2230, !dbg !1955

2222:                                             ; preds = %2218, %2203
  %2223 = sub i32 %2209, %2204, !dbg !1956
  %2224 = call fastcc i32 @updatewindow(ptr noundef nonnull %0, ptr noundef %93, i32 noundef %2223), !dbg !1958
  %2225 = icmp eq i32 %2224, 0, !dbg !1958
  br i1 %2225, label %2226, label %2229, !dbg !1959

2226:                                             ; preds = %2222
  %2227 = load i32, ptr %43, align 8, !dbg !1960, !tbaa !806
  %2228 = load i32, ptr %41, align 8, !dbg !1961, !tbaa !816
  br label %2230, !dbg !1959

2229:                                             ; preds = %2222
  store i32 16210, ptr %21, align 8, !dbg !1962, !tbaa !328
  br label %2287, !dbg !1964

2230:                                             ; preds = %2226, %2218, %2215, %2213
  %2231 = phi i32 [ %2228, %2226 ], [ %2204, %2218 ], [ %2204, %2215 ], [ %2204, %2213 ], !dbg !1961
  %2232 = phi i32 [ %2227, %2226 ], [ %2206, %2218 ], [ %2206, %2215 ], [ %2206, %2213 ], !dbg !1960
  %2233 = sub i32 %44, %2232, !dbg !1965
    #dbg_value(i32 %2233, !263, !DIExpression(), !775)
  %2234 = sub i32 %2209, %2231, !dbg !1966
    #dbg_value(i32 %2234, !264, !DIExpression(), !775)
  %2235 = zext i32 %2233 to i64, !dbg !1967
  %2236 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1968
  %2237 = load i64, ptr %2236, align 8, !dbg !1969, !tbaa !337
  %2238 = add i64 %2237, %2235, !dbg !1969
  store i64 %2238, ptr %2236, align 8, !dbg !1969, !tbaa !337
  %2239 = zext i32 %2234 to i64, !dbg !1970
  %2240 = load i64, ptr %50, align 8, !dbg !1971, !tbaa !1888
  %2241 = add i64 %2240, %2239, !dbg !1971
  store i64 %2241, ptr %50, align 8, !dbg !1971, !tbaa !1888
  %2242 = load i64, ptr %51, align 8, !dbg !1972, !tbaa !333
  %2243 = add i64 %2242, %2239, !dbg !1972
  store i64 %2243, ptr %51, align 8, !dbg !1972, !tbaa !333
  %2244 = load i32, ptr %49, align 8, !dbg !1973, !tbaa !344
  %2245 = and i32 %2244, 4, !dbg !1975
  %2246 = icmp ne i32 %2245, 0, !dbg !1975
  %2247 = icmp ne i32 %2209, %2231
  %2248 = select i1 %2246, i1 %2247, i1 false, !dbg !1976
  br i1 %2248, label %2249, label %2262, !dbg !1976

2249:                                             ; preds = %2230
  %2250 = load i32, ptr %52, align 8, !dbg !1977, !tbaa !362
  %2251 = icmp eq i32 %2250, 0, !dbg !1977
  %2252 = load i64, ptr %53, align 8, !dbg !1977, !tbaa !878
  %2253 = load ptr, ptr %26, align 8, !dbg !1977, !tbaa !798
  %2254 = sub nsw i64 0, %2239, !dbg !1977
  %2255 = getelementptr inbounds i8, ptr %2253, i64 %2254, !dbg !1977
  br i1 %2251, label %2258, label %2256, !dbg !1977

2256:                                             ; preds = %2249
  %2257 = call i64 @crc32(i64 noundef %2252, ptr noundef %2255, i32 noundef %2234) #9, !dbg !1977
  br label %2260, !dbg !1977

2258:                                             ; preds = %2249
  %2259 = call i64 @adler32(i64 noundef %2252, ptr noundef %2255, i32 noundef %2234) #9, !dbg !1977
  br label %2260, !dbg !1977

2260:                                             ; preds = %2258, %2256
  %2261 = phi i64 [ %2257, %2256 ], [ %2259, %2258 ], !dbg !1977
  store i64 %2261, ptr %53, align 8, !dbg !1978, !tbaa !878
  store i64 %2261, ptr %54, align 8, !dbg !1979, !tbaa !351
  br label %2262, !dbg !1980

2262:                                             ; preds = %2260, %2230
  %2263 = load i32, ptr %47, align 8, !dbg !1981, !tbaa !374
  %2264 = load i32, ptr %83, align 4, !dbg !1982, !tbaa !356
  %2265 = icmp eq i32 %2264, 0, !dbg !1983
  %2266 = select i1 %2265, i32 0, i32 64, !dbg !1983
  %2267 = add nsw i32 %2266, %2263, !dbg !1984
  %2268 = load i32, ptr %21, align 8, !dbg !1985, !tbaa !328
  %2269 = icmp eq i32 %2268, 16191, !dbg !1986
  %2270 = select i1 %2269, i32 128, i32 0, !dbg !1987
  %2271 = add nsw i32 %2267, %2270, !dbg !1988
  %2272 = icmp eq i32 %2268, 16199, !dbg !1989
  %2273 = icmp eq i32 %2268, 16194, !dbg !1990
  %2274 = or i1 %2272, %2273, !dbg !1990
  %2275 = select i1 %2274, i32 256, i32 0, !dbg !1990
  %2276 = add nsw i32 %2271, %2275, !dbg !1991
  %2277 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !1992
  store i32 %2276, ptr %2277, align 8, !dbg !1993, !tbaa !340
  %2278 = icmp eq i32 %44, %2232, !dbg !1994
  %2279 = icmp eq i32 %2209, %2231
  %2280 = select i1 %2278, i1 %2279, i1 false, !dbg !1996
  %2281 = icmp eq i32 %1, 4
  %2282 = or i1 %2281, %2280, !dbg !1996
  %2283 = icmp eq i32 %2210, 0
  %2284 = select i1 %2282, i1 %2283, i1 false, !dbg !1996
  %2285 = select i1 %2284, i32 -5, i32 %2210, !dbg !1996
    #dbg_value(i32 %2285, !270, !DIExpression(), !775)
  br label %2287, !dbg !1997

2286:                                             ; preds = %90
  br label %2287, !dbg !1998

2287:                                             ; preds = %90, %2286, %13, %17, %2, %5, %9, %20, %25, %32, %2262, %2229, %775
  %2288 = phi i32 [ -4, %2229 ], [ %2285, %2262 ], [ 2, %775 ], [ -2, %32 ], [ -2, %25 ], [ -2, %20 ], [ -2, %9 ], [ -2, %5 ], [ -2, %2 ], [ -2, %17 ], [ -2, %13 ], [ -4, %2286 ], [ -2, %90 ], !dbg !775
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #9, !dbg !1998
  ret i32 %2288, !dbg !1998
}

declare !dbg !1999 i64 @crc32(i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !2004 i64 @adler32(i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

declare !dbg !2005 void @inflate_fixed(ptr noundef) local_unnamed_addr #3

declare !dbg !2008 i32 @inflate_table(i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !2015 void @inflate_fast(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @updatewindow(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #2 !dbg !2019 {
    #dbg_value(ptr %0, !2023, !DIExpression(), !2028)
    #dbg_value(ptr %1, !2024, !DIExpression(), !2028)
    #dbg_value(i32 %2, !2025, !DIExpression(), !2028)
  %4 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2029
  %5 = load ptr, ptr %4, align 8, !dbg !2029, !tbaa !318
    #dbg_value(ptr %5, !2026, !DIExpression(), !2028)
  %6 = getelementptr inbounds i8, ptr %5, i64 72, !dbg !2030
  %7 = load ptr, ptr %6, align 8, !dbg !2030, !tbaa !522
  %8 = icmp eq ptr %7, null, !dbg !2032
  br i1 %8, label %9, label %19, !dbg !2033

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !2034
  %11 = load ptr, ptr %10, align 8, !dbg !2034, !tbaa !304
  %12 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !2034
  %13 = load ptr, ptr %12, align 8, !dbg !2034, !tbaa !540
  %14 = getelementptr inbounds i8, ptr %5, i64 56, !dbg !2034
  %15 = load i32, ptr %14, align 8, !dbg !2034, !tbaa !526
  %16 = shl nuw i32 1, %15, !dbg !2034
  %17 = tail call ptr %11(ptr noundef %13, i32 noundef %16, i32 noundef 1) #9, !dbg !2034
  store ptr %17, ptr %6, align 8, !dbg !2036, !tbaa !522
  %18 = icmp eq ptr %17, null, !dbg !2037
  br i1 %18, label %71, label %19, !dbg !2039

19:                                               ; preds = %9, %3
  %20 = phi ptr [ %17, %9 ], [ %7, %3 ]
  %21 = getelementptr inbounds i8, ptr %5, i64 60, !dbg !2040
  %22 = load i32, ptr %21, align 4, !dbg !2040, !tbaa !420
  %23 = icmp eq i32 %22, 0, !dbg !2042
  br i1 %23, label %24, label %30, !dbg !2043

24:                                               ; preds = %19
  %25 = getelementptr inbounds i8, ptr %5, i64 56, !dbg !2044
  %26 = load i32, ptr %25, align 8, !dbg !2044, !tbaa !526
  %27 = shl nuw i32 1, %26, !dbg !2046
  store i32 %27, ptr %21, align 4, !dbg !2047, !tbaa !420
  %28 = getelementptr inbounds i8, ptr %5, i64 68, !dbg !2048
  store i32 0, ptr %28, align 4, !dbg !2049, !tbaa !426
  %29 = getelementptr inbounds i8, ptr %5, i64 64, !dbg !2050
  store i32 0, ptr %29, align 8, !dbg !2051, !tbaa !423
  br label %30, !dbg !2052

30:                                               ; preds = %24, %19
  %31 = phi i32 [ %27, %24 ], [ %22, %19 ], !dbg !2053
  %32 = icmp ugt i32 %31, %2, !dbg !2055
  br i1 %32, label %40, label %33, !dbg !2056

33:                                               ; preds = %30
  %34 = zext i32 %31 to i64, !dbg !2057
  %35 = sub nsw i64 0, %34, !dbg !2057
  %36 = getelementptr inbounds i8, ptr %1, i64 %35, !dbg !2057
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %20, ptr noundef nonnull align 1 dereferenceable(1) %36, i64 %34, i1 false), !dbg !2059
  %37 = getelementptr inbounds i8, ptr %5, i64 68, !dbg !2060
  store i32 0, ptr %37, align 4, !dbg !2061, !tbaa !426
  %38 = load i32, ptr %21, align 4, !dbg !2062, !tbaa !420
  %39 = getelementptr inbounds i8, ptr %5, i64 64, !dbg !2063
  store i32 %38, ptr %39, align 8, !dbg !2064, !tbaa !423
  br label %71, !dbg !2065

40:                                               ; preds = %30
  %41 = getelementptr inbounds i8, ptr %5, i64 68, !dbg !2066
  %42 = load i32, ptr %41, align 4, !dbg !2066, !tbaa !426
  %43 = sub i32 %31, %42, !dbg !2068
    #dbg_value(i32 %43, !2027, !DIExpression(), !2028)
  %44 = tail call i32 @llvm.umin.i32(i32 %43, i32 %2), !dbg !2069
    #dbg_value(i32 %44, !2027, !DIExpression(), !2028)
  %45 = zext i32 %42 to i64, !dbg !2070
  %46 = getelementptr inbounds i8, ptr %20, i64 %45, !dbg !2070
  %47 = zext i32 %2 to i64, !dbg !2071
  %48 = sub nsw i64 0, %47, !dbg !2071
  %49 = getelementptr inbounds i8, ptr %1, i64 %48, !dbg !2071
  %50 = zext i32 %44 to i64, !dbg !2072
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %46, ptr align 1 %49, i64 %50, i1 false), !dbg !2073
    #dbg_value(!DIArgList(i32 %2, i32 %44), !2025, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2028)
  %51 = icmp ult i32 %43, %2, !dbg !2074
  br i1 %51, label %52, label %60, !dbg !2076

52:                                               ; preds = %40
  %53 = sub i32 %2, %44, !dbg !2077
    #dbg_value(i32 %53, !2025, !DIExpression(), !2028)
  %54 = load ptr, ptr %6, align 8, !dbg !2078, !tbaa !522
  %55 = zext i32 %53 to i64, !dbg !2080
  %56 = sub nsw i64 0, %55, !dbg !2080
  %57 = getelementptr inbounds i8, ptr %1, i64 %56, !dbg !2080
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %54, ptr align 1 %57, i64 %55, i1 false), !dbg !2081
  store i32 %53, ptr %41, align 4, !dbg !2082, !tbaa !426
  %58 = load i32, ptr %21, align 4, !dbg !2083, !tbaa !420
  %59 = getelementptr inbounds i8, ptr %5, i64 64, !dbg !2084
  store i32 %58, ptr %59, align 8, !dbg !2085, !tbaa !423
  br label %71, !dbg !2086

60:                                               ; preds = %40
  %61 = load i32, ptr %41, align 4, !dbg !2087, !tbaa !426
  %62 = add i32 %61, %44, !dbg !2087
  %63 = load i32, ptr %21, align 4, !dbg !2089, !tbaa !420
  %64 = icmp eq i32 %62, %63, !dbg !2091
  %65 = select i1 %64, i32 0, i32 %62, !dbg !2092
  store i32 %65, ptr %41, align 4, !dbg !2093
  %66 = getelementptr inbounds i8, ptr %5, i64 64, !dbg !2094
  %67 = load i32, ptr %66, align 8, !dbg !2094, !tbaa !423
  %68 = icmp ult i32 %67, %63, !dbg !2096
  br i1 %68, label %69, label %71, !dbg !2097

69:                                               ; preds = %60
  %70 = add i32 %67, %44, !dbg !2098
  store i32 %70, ptr %66, align 8, !dbg !2098, !tbaa !423
  br label %71, !dbg !2099

71:                                               ; preds = %33, %60, %69, %52, %9
  %72 = phi i32 [ 1, %9 ], [ 0, %52 ], [ 0, %69 ], [ 0, %60 ], [ 0, %33 ], !dbg !2028
  ret i32 %72, !dbg !2100
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @inflateEnd(ptr noundef %0) local_unnamed_addr #2 !dbg !2101 {
    #dbg_value(ptr %0, !2103, !DIExpression(), !2105)
    #dbg_value(ptr %0, !293, !DIExpression(), !2106)
  %2 = icmp eq ptr %0, null, !dbg !2109
  br i1 %2, label %37, label %3, !dbg !2110

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !2111
  %5 = load ptr, ptr %4, align 8, !dbg !2111, !tbaa !304
  %6 = icmp eq ptr %5, null, !dbg !2112
  br i1 %6, label %37, label %7, !dbg !2113

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !2114
  %9 = load ptr, ptr %8, align 8, !dbg !2114, !tbaa !314
  %10 = icmp eq ptr %9, null, !dbg !2115
  br i1 %10, label %37, label %11, !dbg !2116

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2117
  %13 = load ptr, ptr %12, align 8, !dbg !2117, !tbaa !318
    #dbg_value(ptr %13, !296, !DIExpression(), !2106)
  %14 = icmp eq ptr %13, null, !dbg !2118
  br i1 %14, label %37, label %15, !dbg !2119

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !dbg !2120, !tbaa !323
  %17 = icmp eq ptr %16, %0, !dbg !2121
  br i1 %17, label %18, label %37, !dbg !2122

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !2123
  %20 = load i32, ptr %19, align 8, !dbg !2123, !tbaa !328
  %21 = add i32 %20, -16180, !dbg !2124
  %22 = icmp ult i32 %21, 32, !dbg !2124
  br i1 %22, label %23, label %37, !dbg !2125

23:                                               ; preds = %18
    #dbg_value(ptr %13, !2104, !DIExpression(), !2105)
  %24 = getelementptr inbounds i8, ptr %13, i64 72, !dbg !2126
  %25 = load ptr, ptr %24, align 8, !dbg !2126, !tbaa !522
  %26 = icmp eq ptr %25, null, !dbg !2128
  br i1 %26, label %32, label %27, !dbg !2129

27:                                               ; preds = %23
  %28 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !2130
  %29 = load ptr, ptr %28, align 8, !dbg !2130, !tbaa !540
  tail call void %9(ptr noundef %29, ptr noundef nonnull %25) #9, !dbg !2130
  %30 = load ptr, ptr %8, align 8, !dbg !2131, !tbaa !314
  %31 = load ptr, ptr %12, align 8, !dbg !2131, !tbaa !318
  br label %32, !dbg !2130

32:                                               ; preds = %27, %23
  %33 = phi ptr [ %31, %27 ], [ %13, %23 ], !dbg !2131
  %34 = phi ptr [ %30, %27 ], [ %9, %23 ], !dbg !2131
  %35 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !2131
  %36 = load ptr, ptr %35, align 8, !dbg !2131, !tbaa !540
  tail call void %34(ptr noundef %36, ptr noundef %33) #9, !dbg !2131
  store ptr null, ptr %12, align 8, !dbg !2132, !tbaa !318
  br label %37, !dbg !2133

37:                                               ; preds = %11, %15, %1, %3, %7, %18, %32
  %38 = phi i32 [ 0, %32 ], [ -2, %18 ], [ -2, %7 ], [ -2, %3 ], [ -2, %1 ], [ -2, %15 ], [ -2, %11 ], !dbg !2105
  ret i32 %38, !dbg !2134
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @inflateGetDictionary(ptr noundef readonly %0, ptr noundef writeonly %1, ptr noundef writeonly %2) local_unnamed_addr #0 !dbg !2135 {
    #dbg_value(ptr %0, !2140, !DIExpression(), !2144)
    #dbg_value(ptr %1, !2141, !DIExpression(), !2144)
    #dbg_value(ptr %2, !2142, !DIExpression(), !2144)
    #dbg_value(ptr %0, !293, !DIExpression(), !2145)
  %4 = icmp eq ptr %0, null, !dbg !2148
  br i1 %4, label %52, label %5, !dbg !2149

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !2150
  %7 = load ptr, ptr %6, align 8, !dbg !2150, !tbaa !304
  %8 = icmp eq ptr %7, null, !dbg !2151
  br i1 %8, label %52, label %9, !dbg !2152

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !2153
  %11 = load ptr, ptr %10, align 8, !dbg !2153, !tbaa !314
  %12 = icmp eq ptr %11, null, !dbg !2154
  br i1 %12, label %52, label %13, !dbg !2155

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2156
  %15 = load ptr, ptr %14, align 8, !dbg !2156, !tbaa !318
    #dbg_value(ptr %15, !296, !DIExpression(), !2145)
  %16 = icmp eq ptr %15, null, !dbg !2157
  br i1 %16, label %52, label %17, !dbg !2158

17:                                               ; preds = %13
  %18 = load ptr, ptr %15, align 8, !dbg !2159, !tbaa !323
  %19 = icmp eq ptr %18, %0, !dbg !2160
  br i1 %19, label %20, label %52, !dbg !2161

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !2162
  %22 = load i32, ptr %21, align 8, !dbg !2162, !tbaa !328
  %23 = add i32 %22, -16180, !dbg !2163
  %24 = icmp ult i32 %23, 32, !dbg !2163
  br i1 %24, label %25, label %52, !dbg !2164

25:                                               ; preds = %20
    #dbg_value(ptr %15, !2143, !DIExpression(), !2144)
  %26 = getelementptr inbounds i8, ptr %15, i64 64, !dbg !2165
  %27 = load i32, ptr %26, align 8, !dbg !2165, !tbaa !423
  %28 = icmp ne i32 %27, 0, !dbg !2167
  %29 = icmp ne ptr %1, null
  %30 = and i1 %29, %28, !dbg !2168
  br i1 %30, label %31, label %48, !dbg !2168

31:                                               ; preds = %25
  %32 = getelementptr inbounds i8, ptr %15, i64 72, !dbg !2169
  %33 = load ptr, ptr %32, align 8, !dbg !2169, !tbaa !522
  %34 = getelementptr inbounds i8, ptr %15, i64 68, !dbg !2171
  %35 = load i32, ptr %34, align 4, !dbg !2171, !tbaa !426
  %36 = zext i32 %35 to i64, !dbg !2172
  %37 = getelementptr inbounds i8, ptr %33, i64 %36, !dbg !2172
  %38 = sub i32 %27, %35, !dbg !2173
  %39 = zext i32 %38 to i64, !dbg !2174
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr align 1 %37, i64 %39, i1 false), !dbg !2175
  %40 = load i32, ptr %26, align 8, !dbg !2176, !tbaa !423
  %41 = zext i32 %40 to i64, !dbg !2177
  %42 = getelementptr inbounds i8, ptr %1, i64 %41, !dbg !2177
  %43 = load i32, ptr %34, align 4, !dbg !2178, !tbaa !426
  %44 = zext i32 %43 to i64, !dbg !2179
  %45 = sub nsw i64 0, %44, !dbg !2179
  %46 = getelementptr inbounds i8, ptr %42, i64 %45, !dbg !2179
  %47 = load ptr, ptr %32, align 8, !dbg !2180, !tbaa !522
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %46, ptr align 1 %47, i64 %44, i1 false), !dbg !2181
  br label %48, !dbg !2182

48:                                               ; preds = %31, %25
  %49 = icmp eq ptr %2, null, !dbg !2183
  br i1 %49, label %52, label %50, !dbg !2185

50:                                               ; preds = %48
  %51 = load i32, ptr %26, align 8, !dbg !2186, !tbaa !423
  store i32 %51, ptr %2, align 4, !dbg !2187, !tbaa !2188
  br label %52, !dbg !2189

52:                                               ; preds = %13, %17, %3, %5, %9, %48, %50, %20
  %53 = phi i32 [ -2, %20 ], [ 0, %50 ], [ 0, %48 ], [ -2, %9 ], [ -2, %5 ], [ -2, %3 ], [ -2, %17 ], [ -2, %13 ], !dbg !2144
  ret i32 %53, !dbg !2190
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -4, 1) i32 @inflateSetDictionary(ptr noundef readonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #2 !dbg !2191 {
    #dbg_value(ptr %0, !2195, !DIExpression(), !2201)
    #dbg_value(ptr %1, !2196, !DIExpression(), !2201)
    #dbg_value(i32 %2, !2197, !DIExpression(), !2201)
    #dbg_value(ptr %0, !293, !DIExpression(), !2202)
  %4 = icmp eq ptr %0, null, !dbg !2205
  br i1 %4, label %46, label %5, !dbg !2206

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !2207
  %7 = load ptr, ptr %6, align 8, !dbg !2207, !tbaa !304
  %8 = icmp eq ptr %7, null, !dbg !2208
  br i1 %8, label %46, label %9, !dbg !2209

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !2210
  %11 = load ptr, ptr %10, align 8, !dbg !2210, !tbaa !314
  %12 = icmp eq ptr %11, null, !dbg !2211
  br i1 %12, label %46, label %13, !dbg !2212

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2213
  %15 = load ptr, ptr %14, align 8, !dbg !2213, !tbaa !318
    #dbg_value(ptr %15, !296, !DIExpression(), !2202)
  %16 = icmp eq ptr %15, null, !dbg !2214
  br i1 %16, label %46, label %17, !dbg !2215

17:                                               ; preds = %13
  %18 = load ptr, ptr %15, align 8, !dbg !2216, !tbaa !323
  %19 = icmp eq ptr %18, %0, !dbg !2217
  br i1 %19, label %20, label %46, !dbg !2218

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !2219
  %22 = load i32, ptr %21, align 8, !dbg !2219, !tbaa !328
  %23 = add i32 %22, -16180, !dbg !2220
  %24 = icmp ult i32 %23, 32, !dbg !2220
  br i1 %24, label %25, label %46, !dbg !2221

25:                                               ; preds = %20
    #dbg_value(ptr %15, !2198, !DIExpression(), !2201)
  %26 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !2222
  %27 = load i32, ptr %26, align 8, !dbg !2222, !tbaa !344
  %28 = icmp eq i32 %27, 0, !dbg !2224
  %29 = icmp eq i32 %22, 16190, !dbg !2201
  br i1 %28, label %31, label %30, !dbg !2225

30:                                               ; preds = %25
  br i1 %29, label %32, label %46, !dbg !2226

31:                                               ; preds = %25
  br i1 %29, label %32, label %38, !dbg !2227

32:                                               ; preds = %30, %31
  %33 = tail call i64 @adler32(i64 noundef 0, ptr noundef null, i32 noundef 0) #9, !dbg !2228
    #dbg_value(i64 %33, !2199, !DIExpression(), !2201)
  %34 = tail call i64 @adler32(i64 noundef %33, ptr noundef %1, i32 noundef %2) #9, !dbg !2231
    #dbg_value(i64 %34, !2199, !DIExpression(), !2201)
  %35 = getelementptr inbounds i8, ptr %15, i64 32, !dbg !2232
  %36 = load i64, ptr %35, align 8, !dbg !2232, !tbaa !878
  %37 = icmp eq i64 %34, %36, !dbg !2234
  br i1 %37, label %38, label %46, !dbg !2235

38:                                               ; preds = %32, %31
  %39 = zext i32 %2 to i64, !dbg !2236
  %40 = getelementptr inbounds i8, ptr %1, i64 %39, !dbg !2236
  %41 = tail call fastcc i32 @updatewindow(ptr noundef nonnull %0, ptr noundef %40, i32 noundef %2), !dbg !2237
    #dbg_value(i32 %41, !2200, !DIExpression(), !2201)
  %42 = icmp eq i32 %41, 0, !dbg !2238
  br i1 %42, label %44, label %43, !dbg !2240

43:                                               ; preds = %38
  store i32 16210, ptr %21, align 8, !dbg !2241, !tbaa !328
  br label %46, !dbg !2243

44:                                               ; preds = %38
  %45 = getelementptr inbounds i8, ptr %15, i64 20, !dbg !2244
  store i32 1, ptr %45, align 4, !dbg !2245, !tbaa !359
  br label %46, !dbg !2246

46:                                               ; preds = %13, %17, %3, %5, %9, %32, %30, %20, %44, %43
  %47 = phi i32 [ -4, %43 ], [ 0, %44 ], [ -2, %20 ], [ -2, %30 ], [ -3, %32 ], [ -2, %9 ], [ -2, %5 ], [ -2, %3 ], [ -2, %17 ], [ -2, %13 ], !dbg !2201
  ret i32 %47, !dbg !2247
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @inflateGetHeader(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #0 !dbg !2248 {
    #dbg_value(ptr %0, !2252, !DIExpression(), !2255)
    #dbg_value(ptr %1, !2253, !DIExpression(), !2255)
    #dbg_value(ptr %0, !293, !DIExpression(), !2256)
  %3 = icmp eq ptr %0, null, !dbg !2259
  br i1 %3, label %32, label %4, !dbg !2260

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !2261
  %6 = load ptr, ptr %5, align 8, !dbg !2261, !tbaa !304
  %7 = icmp eq ptr %6, null, !dbg !2262
  br i1 %7, label %32, label %8, !dbg !2263

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !2264
  %10 = load ptr, ptr %9, align 8, !dbg !2264, !tbaa !314
  %11 = icmp eq ptr %10, null, !dbg !2265
  br i1 %11, label %32, label %12, !dbg !2266

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2267
  %14 = load ptr, ptr %13, align 8, !dbg !2267, !tbaa !318
    #dbg_value(ptr %14, !296, !DIExpression(), !2256)
  %15 = icmp eq ptr %14, null, !dbg !2268
  br i1 %15, label %32, label %16, !dbg !2269

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !dbg !2270, !tbaa !323
  %18 = icmp eq ptr %17, %0, !dbg !2271
  br i1 %18, label %19, label %32, !dbg !2272

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !2273
  %21 = load i32, ptr %20, align 8, !dbg !2273, !tbaa !328
  %22 = add i32 %21, -16180, !dbg !2274
  %23 = icmp ult i32 %22, 32, !dbg !2274
  br i1 %23, label %24, label %32, !dbg !2275

24:                                               ; preds = %19
    #dbg_value(ptr %14, !2254, !DIExpression(), !2255)
  %25 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !2276
  %26 = load i32, ptr %25, align 8, !dbg !2276, !tbaa !344
  %27 = and i32 %26, 2, !dbg !2278
  %28 = icmp eq i32 %27, 0, !dbg !2279
  br i1 %28, label %32, label %29, !dbg !2280

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %14, i64 48, !dbg !2281
  store ptr %1, ptr %30, align 8, !dbg !2282, !tbaa !368
  %31 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !2283
  store i32 0, ptr %31, align 8, !dbg !2284, !tbaa !891
  br label %32, !dbg !2285

32:                                               ; preds = %12, %16, %2, %4, %8, %24, %19, %29
  %33 = phi i32 [ 0, %29 ], [ -2, %19 ], [ -2, %24 ], [ -2, %8 ], [ -2, %4 ], [ -2, %2 ], [ -2, %16 ], [ -2, %12 ], !dbg !2255
  ret i32 %33, !dbg !2286
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -5, 1) i32 @inflateSync(ptr noundef %0) local_unnamed_addr #6 !dbg !2287 {
  %2 = alloca [4 x i8], align 1, !DIAssignID !2296
    #dbg_assign(i1 undef, !2294, !DIExpression(), !2296, ptr %2, !DIExpression(), !2297)
    #dbg_value(ptr %0, !2289, !DIExpression(), !2297)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9, !dbg !2298
    #dbg_value(ptr %0, !293, !DIExpression(), !2299)
  %3 = icmp eq ptr %0, null, !dbg !2302
  br i1 %3, label %197, label %4, !dbg !2303

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !2304
  %6 = load ptr, ptr %5, align 8, !dbg !2304, !tbaa !304
  %7 = icmp eq ptr %6, null, !dbg !2305
  br i1 %7, label %197, label %8, !dbg !2306

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !2307
  %10 = load ptr, ptr %9, align 8, !dbg !2307, !tbaa !314
  %11 = icmp eq ptr %10, null, !dbg !2308
  br i1 %11, label %197, label %12, !dbg !2309

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2310
  %14 = load ptr, ptr %13, align 8, !dbg !2310, !tbaa !318
    #dbg_value(ptr %14, !296, !DIExpression(), !2299)
  %15 = icmp eq ptr %14, null, !dbg !2311
  br i1 %15, label %197, label %16, !dbg !2312

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !dbg !2313, !tbaa !323
  %18 = icmp eq ptr %17, %0, !dbg !2314
  br i1 %18, label %19, label %197, !dbg !2315

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !2316
  %21 = load i32, ptr %20, align 8, !dbg !2316, !tbaa !328
  %22 = add i32 %21, -16180, !dbg !2317
  %23 = icmp ult i32 %22, 32, !dbg !2317
  br i1 %23, label %24, label %197, !dbg !2318

24:                                               ; preds = %19
    #dbg_value(ptr %14, !2295, !DIExpression(), !2297)
  %25 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2319
  %26 = load i32, ptr %25, align 8, !dbg !2319, !tbaa !806
  %27 = icmp eq i32 %26, 0, !dbg !2321
  br i1 %27, label %28, label %32, !dbg !2322

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %14, i64 88, !dbg !2323
  %30 = load i32, ptr %29, align 8, !dbg !2323, !tbaa !374
  %31 = icmp ult i32 %30, 8, !dbg !2324
  br i1 %31, label %197, label %32, !dbg !2325

32:                                               ; preds = %28, %24
  %33 = icmp eq i32 %21, 16211, !dbg !2326
  br i1 %33, label %34, label %37, !dbg !2328

34:                                               ; preds = %32
  %35 = getelementptr inbounds i8, ptr %14, i64 140
  %36 = load i32, ptr %35, align 4, !dbg !2329, !tbaa !2188
  br label %119, !dbg !2328

37:                                               ; preds = %32
  store i32 16211, ptr %20, align 8, !dbg !2342, !tbaa !328
  %38 = getelementptr inbounds i8, ptr %14, i64 88, !dbg !2344
  %39 = load i32, ptr %38, align 8, !dbg !2344, !tbaa !374
  %40 = and i32 %39, 7, !dbg !2345
  %41 = getelementptr inbounds i8, ptr %14, i64 80, !dbg !2346
  %42 = load i64, ptr %41, align 8, !dbg !2347, !tbaa !371
  %43 = zext nneg i32 %40 to i64, !dbg !2347
  %44 = lshr i64 %42, %43, !dbg !2347
  store i64 %44, ptr %41, align 8, !dbg !2347, !tbaa !371
    #dbg_value(i32 0, !2290, !DIExpression(), !2297)
  %45 = icmp ult i32 %39, 8, !dbg !2348
  br i1 %45, label %54, label %46, !dbg !2349

46:                                               ; preds = %37
  %47 = add i32 %39, -8, !dbg !2349
  %48 = lshr i32 %47, 3, !dbg !2349
  %49 = add nuw nsw i32 %48, 1, !dbg !2349
  %50 = and i32 %49, 3, !dbg !2349
  %51 = icmp ult i32 %47, 24, !dbg !2349
  br i1 %51, label %77, label %52, !dbg !2349

52:                                               ; preds = %46
  %53 = and i32 %49, 1073741820, !dbg !2349
  br label %55, !dbg !2349

54:                                               ; preds = %37
  store i32 0, ptr %38, align 8, !dbg !2350, !tbaa !374
    #dbg_value(ptr %14, !2336, !DIExpression(DW_OP_plus_uconst, 140, DW_OP_stack_value), !2351)
    #dbg_value(ptr %2, !2337, !DIExpression(), !2351)
    #dbg_value(i32 0, !2338, !DIExpression(), !2351)
    #dbg_value(i32 0, !2339, !DIExpression(), !2351)
    #dbg_value(i32 0, !2340, !DIExpression(), !2351)
  br label %115, !dbg !2353

55:                                               ; preds = %55, %52
  %56 = phi i64 [ 0, %52 ], [ %72, %55 ], !dbg !2354
  %57 = phi i64 [ %44, %52 ], [ %74, %55 ], !dbg !2354
  %58 = phi i32 [ 0, %52 ], [ %75, %55 ]
    #dbg_value(i64 %56, !2290, !DIExpression(), !2297)
  %59 = trunc i64 %57 to i8, !dbg !2356
  %60 = or disjoint i64 %56, 1, !dbg !2357
    #dbg_value(i64 %60, !2290, !DIExpression(), !2297)
  %61 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 %56, !dbg !2358
  store i8 %59, ptr %61, align 1, !dbg !2359, !tbaa !627
  %62 = lshr i64 %57, 8, !dbg !2360
  %63 = trunc i64 %62 to i8, !dbg !2356
  %64 = or disjoint i64 %56, 2, !dbg !2357
    #dbg_value(i64 %64, !2290, !DIExpression(), !2297)
  %65 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 %60, !dbg !2358
  store i8 %63, ptr %65, align 1, !dbg !2359, !tbaa !627
  %66 = lshr i64 %57, 16, !dbg !2360
  %67 = trunc i64 %66 to i8, !dbg !2356
  %68 = or disjoint i64 %56, 3, !dbg !2357
    #dbg_value(i64 %68, !2290, !DIExpression(), !2297)
  %69 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 %64, !dbg !2358
  store i8 %67, ptr %69, align 1, !dbg !2359, !tbaa !627
  %70 = lshr i64 %57, 24, !dbg !2360
  %71 = trunc i64 %70 to i8, !dbg !2356
  %72 = add nuw nsw i64 %56, 4, !dbg !2357
    #dbg_value(i64 %72, !2290, !DIExpression(), !2297)
  %73 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 %68, !dbg !2358
  store i8 %71, ptr %73, align 1, !dbg !2359, !tbaa !627
  %74 = lshr i64 %57, 32, !dbg !2360
  %75 = add i32 %58, 4, !dbg !2349
  %76 = icmp eq i32 %75, %53, !dbg !2349
  br i1 %76, label %77, label %55, !dbg !2349, !llvm.loop !2361

77:                                               ; preds = %55, %46
  %78 = phi i64 [ poison, %46 ], [ %72, %55 ]
  %79 = phi i64 [ poison, %46 ], [ %74, %55 ]
  %80 = phi i64 [ 0, %46 ], [ %72, %55 ]
  %81 = phi i64 [ %44, %46 ], [ %74, %55 ]
  %82 = icmp eq i32 %50, 0, !dbg !2349
  br i1 %82, label %93, label %83, !dbg !2349

83:                                               ; preds = %77, %83
  %84 = phi i64 [ %88, %83 ], [ %80, %77 ], !dbg !2354
  %85 = phi i64 [ %90, %83 ], [ %81, %77 ], !dbg !2354
  %86 = phi i32 [ %91, %83 ], [ 0, %77 ]
    #dbg_value(i64 %84, !2290, !DIExpression(), !2297)
  %87 = trunc i64 %85 to i8, !dbg !2356
  %88 = add nuw nsw i64 %84, 1, !dbg !2357
    #dbg_value(i64 %88, !2290, !DIExpression(), !2297)
  %89 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 %84, !dbg !2358
  store i8 %87, ptr %89, align 1, !dbg !2359, !tbaa !627
  %90 = lshr i64 %85, 8, !dbg !2360
  %91 = add i32 %86, 1, !dbg !2349
  %92 = icmp eq i32 %91, %50, !dbg !2349
  br i1 %92, label %93, label %83, !dbg !2349, !llvm.loop !2363

93:                                               ; preds = %83, %77
  %94 = phi i64 [ %78, %77 ], [ %88, %83 ], !dbg !2357
  %95 = phi i64 [ %79, %77 ], [ %90, %83 ], !dbg !2360
  store i64 %95, ptr %41, align 8, !dbg !2364, !tbaa !371
  store i32 0, ptr %38, align 8, !dbg !2350, !tbaa !374
    #dbg_value(ptr %14, !2336, !DIExpression(DW_OP_plus_uconst, 140, DW_OP_stack_value), !2351)
    #dbg_value(ptr %2, !2337, !DIExpression(), !2351)
    #dbg_value(i64 %94, !2338, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2351)
    #dbg_value(i32 0, !2339, !DIExpression(), !2351)
    #dbg_value(i32 0, !2340, !DIExpression(), !2351)
  %96 = and i64 %94, 4294967295, !dbg !2353
    #dbg_value(i64 %94, !2338, !DIExpression(), !2351)
  br label %97, !dbg !2353

97:                                               ; preds = %97, %93
  %98 = phi i64 [ 0, %93 ], [ %111, %97 ]
  %99 = phi i32 [ 0, %93 ], [ %110, %97 ]
    #dbg_value(i64 %98, !2340, !DIExpression(), !2351)
    #dbg_value(i32 %99, !2339, !DIExpression(), !2351)
  %100 = getelementptr inbounds i8, ptr %2, i64 %98, !dbg !2365
  %101 = load i8, ptr %100, align 1, !dbg !2365, !tbaa !627
  %102 = zext i8 %101 to i32, !dbg !2368
  %103 = icmp ult i32 %99, 2, !dbg !2369
  %104 = select i1 %103, i32 0, i32 255, !dbg !2370
  %105 = icmp eq i32 %104, %102, !dbg !2371
  %106 = add nuw nsw i32 %99, 1, !dbg !2372
  %107 = icmp eq i8 %101, 0, !dbg !2372
  %108 = sub nuw nsw i32 4, %99, !dbg !2372
  %109 = select i1 %107, i32 %108, i32 0, !dbg !2372
  %110 = select i1 %105, i32 %106, i32 %109, !dbg !2372
    #dbg_value(i32 %110, !2339, !DIExpression(), !2351)
  %111 = add nuw nsw i64 %98, 1, !dbg !2373
    #dbg_value(i64 %111, !2340, !DIExpression(), !2351)
  %112 = icmp ult i64 %111, %96, !dbg !2374
  %113 = icmp ult i32 %110, 4, !dbg !2375
  %114 = select i1 %112, i1 %113, i1 false, !dbg !2375
  br i1 %114, label %97, label %115, !dbg !2353, !llvm.loop !2376

115:                                              ; preds = %97, %54
  %116 = phi i32 [ 0, %54 ], [ %110, %97 ], !dbg !2351
  %117 = getelementptr inbounds i8, ptr %14, i64 140, !dbg !2378
  store i32 %116, ptr %117, align 4, !dbg !2379, !tbaa !2188
  %118 = load i32, ptr %25, align 8, !dbg !2380, !tbaa !806
  br label %119, !dbg !2381

119:                                              ; preds = %34, %115
  %120 = phi i32 [ %116, %115 ], [ %36, %34 ], !dbg !2329
  %121 = phi i32 [ %118, %115 ], [ %26, %34 ], !dbg !2380
  %122 = getelementptr inbounds i8, ptr %14, i64 140, !dbg !2382
  %123 = load ptr, ptr %0, align 8, !dbg !2383, !tbaa !802
    #dbg_value(ptr %122, !2336, !DIExpression(), !2384)
    #dbg_value(ptr %123, !2337, !DIExpression(), !2384)
    #dbg_value(i32 %121, !2338, !DIExpression(), !2384)
    #dbg_value(i32 %120, !2339, !DIExpression(), !2384)
    #dbg_value(i32 0, !2340, !DIExpression(), !2384)
  %124 = icmp ne i32 %121, 0, !dbg !2385
  %125 = icmp ult i32 %120, 4, !dbg !2386
  %126 = select i1 %124, i1 %125, i1 false, !dbg !2386
  br i1 %126, label %127, label %149, !dbg !2387

127:                                              ; preds = %119
  %128 = zext i32 %121 to i64, !dbg !2387
  br label %129, !dbg !2387

129:                                              ; preds = %129, %127
  %130 = phi i64 [ 0, %127 ], [ %143, %129 ]
  %131 = phi i32 [ %120, %127 ], [ %142, %129 ]
    #dbg_value(i64 %130, !2340, !DIExpression(), !2384)
    #dbg_value(i32 %131, !2339, !DIExpression(), !2384)
  %132 = getelementptr inbounds i8, ptr %123, i64 %130, !dbg !2388
  %133 = load i8, ptr %132, align 1, !dbg !2388, !tbaa !627
  %134 = zext i8 %133 to i32, !dbg !2389
  %135 = icmp ult i32 %131, 2, !dbg !2390
  %136 = select i1 %135, i32 0, i32 255, !dbg !2391
  %137 = icmp eq i32 %136, %134, !dbg !2392
  %138 = add nuw nsw i32 %131, 1, !dbg !2393
  %139 = icmp eq i8 %133, 0, !dbg !2393
  %140 = sub nuw nsw i32 4, %131, !dbg !2393
  %141 = select i1 %139, i32 %140, i32 0, !dbg !2393
  %142 = select i1 %137, i32 %138, i32 %141, !dbg !2393
    #dbg_value(i32 %142, !2339, !DIExpression(), !2384)
  %143 = add nuw nsw i64 %130, 1, !dbg !2394
    #dbg_value(i64 %143, !2340, !DIExpression(), !2384)
  %144 = icmp ult i64 %143, %128, !dbg !2385
  %145 = icmp ult i32 %142, 4, !dbg !2386
  %146 = select i1 %144, i1 %145, i1 false, !dbg !2386
  br i1 %146, label %129, label %147, !dbg !2387, !llvm.loop !2395

147:                                              ; preds = %129
  %148 = trunc nuw i64 %143 to i32, !dbg !2397
  br label %149, !dbg !2397

149:                                              ; preds = %119, %147
  %150 = phi i32 [ %120, %119 ], [ %142, %147 ], !dbg !2384
  %151 = phi i32 [ 0, %119 ], [ %148, %147 ], !dbg !2384
  store i32 %150, ptr %122, align 4, !dbg !2397, !tbaa !2188
    #dbg_value(i32 %151, !2290, !DIExpression(), !2297)
  %152 = load i32, ptr %25, align 8, !dbg !2398, !tbaa !806
  %153 = sub i32 %152, %151, !dbg !2398
  store i32 %153, ptr %25, align 8, !dbg !2398, !tbaa !806
  %154 = zext i32 %151 to i64, !dbg !2399
  %155 = getelementptr inbounds i8, ptr %123, i64 %154, !dbg !2399
  store ptr %155, ptr %0, align 8, !dbg !2399, !tbaa !802
  %156 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2400
  %157 = load i64, ptr %156, align 8, !dbg !2401, !tbaa !337
  %158 = add i64 %157, %154, !dbg !2401
  store i64 %158, ptr %156, align 8, !dbg !2401, !tbaa !337
  %159 = icmp eq i32 %150, 4, !dbg !2402
  br i1 %159, label %160, label %197, !dbg !2404

160:                                              ; preds = %149
  %161 = getelementptr inbounds i8, ptr %14, i64 24, !dbg !2405
  %162 = load i32, ptr %161, align 8, !dbg !2405, !tbaa !362
  %163 = icmp eq i32 %162, -1, !dbg !2407
  %164 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !2408
  br i1 %163, label %168, label %165, !dbg !2409

165:                                              ; preds = %160
  %166 = load i32, ptr %164, align 8, !dbg !2410, !tbaa !344
  %167 = and i32 %166, -5, !dbg !2410
  br label %168

168:                                              ; preds = %160, %165
  %169 = phi i32 [ %167, %165 ], [ 0, %160 ]
  store i32 %169, ptr %164, align 8, !dbg !2408, !tbaa !344
    #dbg_value(i32 %162, !2291, !DIExpression(), !2297)
    #dbg_value(i64 %158, !2292, !DIExpression(), !2297)
  %170 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !2411
  %171 = load i64, ptr %170, align 8, !dbg !2411, !tbaa !1888
    #dbg_value(i64 %171, !2293, !DIExpression(), !2297)
    #dbg_value(ptr %0, !395, !DIExpression(), !2412)
    #dbg_value(ptr %0, !293, !DIExpression(), !2414)
    #dbg_value(ptr %14, !296, !DIExpression(), !2414)
    #dbg_value(ptr %14, !396, !DIExpression(), !2412)
  %172 = getelementptr inbounds i8, ptr %14, i64 60, !dbg !2416
  store i32 0, ptr %172, align 4, !dbg !2417, !tbaa !420
  %173 = getelementptr inbounds i8, ptr %14, i64 64, !dbg !2418
  store i32 0, ptr %173, align 8, !dbg !2419, !tbaa !423
  %174 = getelementptr inbounds i8, ptr %14, i64 68, !dbg !2420
  store i32 0, ptr %174, align 4, !dbg !2421, !tbaa !426
    #dbg_value(ptr %0, !290, !DIExpression(), !2422)
    #dbg_value(ptr %0, !293, !DIExpression(), !2424)
    #dbg_value(ptr %14, !296, !DIExpression(), !2424)
    #dbg_value(ptr %14, !291, !DIExpression(), !2422)
  %175 = getelementptr inbounds i8, ptr %14, i64 40, !dbg !2426
  store i64 0, ptr %175, align 8, !dbg !2427, !tbaa !333
  %176 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !2428
  store i32 0, ptr %176, align 8, !dbg !2429, !tbaa !340
  %177 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !2430
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %170, i8 0, i64 16, i1 false), !dbg !2431
  %178 = load i32, ptr %177, align 8, !dbg !2430, !tbaa !344
  %179 = icmp eq i32 %178, 0, !dbg !2432
  br i1 %179, label %184, label %180, !dbg !2433

180:                                              ; preds = %168
  %181 = and i32 %178, 1, !dbg !2434
  %182 = zext nneg i32 %181 to i64, !dbg !2435
  %183 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !2436
  store i64 %182, ptr %183, align 8, !dbg !2437, !tbaa !351
  br label %184, !dbg !2438

184:                                              ; preds = %168, %180
  %185 = getelementptr inbounds i8, ptr %14, i64 12, !dbg !2439
  store i32 0, ptr %185, align 4, !dbg !2440, !tbaa !356
  %186 = getelementptr inbounds i8, ptr %14, i64 20, !dbg !2441
  store i32 0, ptr %186, align 4, !dbg !2442, !tbaa !359
  %187 = getelementptr inbounds i8, ptr %14, i64 28, !dbg !2443
  store i32 32768, ptr %187, align 4, !dbg !2444, !tbaa !365
  %188 = getelementptr inbounds i8, ptr %14, i64 48, !dbg !2445
  store ptr null, ptr %188, align 8, !dbg !2446, !tbaa !368
  %189 = getelementptr inbounds i8, ptr %14, i64 80, !dbg !2447
  store i64 0, ptr %189, align 8, !dbg !2448, !tbaa !371
  %190 = getelementptr inbounds i8, ptr %14, i64 88, !dbg !2449
  store i32 0, ptr %190, align 8, !dbg !2450, !tbaa !374
  %191 = getelementptr inbounds i8, ptr %14, i64 1368, !dbg !2451
  %192 = getelementptr inbounds i8, ptr %14, i64 144, !dbg !2452
  store ptr %191, ptr %192, align 8, !dbg !2453, !tbaa !378
  %193 = getelementptr inbounds i8, ptr %14, i64 112, !dbg !2454
  store ptr %191, ptr %193, align 8, !dbg !2455, !tbaa !381
  %194 = getelementptr inbounds i8, ptr %14, i64 104, !dbg !2456
  store ptr %191, ptr %194, align 8, !dbg !2457, !tbaa !384
  %195 = getelementptr inbounds i8, ptr %14, i64 7144, !dbg !2458
  store i32 1, ptr %195, align 8, !dbg !2459, !tbaa !387
  %196 = getelementptr inbounds i8, ptr %14, i64 7148, !dbg !2460
  store i32 -1, ptr %196, align 4, !dbg !2461, !tbaa !390
  store i64 %158, ptr %156, align 8, !dbg !2462, !tbaa !337
  store i64 %171, ptr %170, align 8, !dbg !2463, !tbaa !1888
  store i32 %162, ptr %161, align 8, !dbg !2464, !tbaa !362
  store i32 16191, ptr %20, align 8, !dbg !2465, !tbaa !328
  br label %197, !dbg !2466

197:                                              ; preds = %12, %16, %1, %4, %8, %149, %28, %19, %184
  %198 = phi i32 [ 0, %184 ], [ -2, %19 ], [ -5, %28 ], [ -3, %149 ], [ -2, %8 ], [ -2, %4 ], [ -2, %1 ], [ -2, %16 ], [ -2, %12 ], !dbg !2297
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9, !dbg !2467
  ret i32 %198, !dbg !2467
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 2) i32 @inflateSyncPoint(ptr noundef readonly %0) local_unnamed_addr #7 !dbg !2468 {
    #dbg_value(ptr %0, !2470, !DIExpression(), !2472)
    #dbg_value(ptr %0, !293, !DIExpression(), !2473)
  %2 = icmp eq ptr %0, null, !dbg !2476
  br i1 %2, label %30, label %3, !dbg !2477

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !2478
  %5 = load ptr, ptr %4, align 8, !dbg !2478, !tbaa !304
  %6 = icmp eq ptr %5, null, !dbg !2479
  br i1 %6, label %30, label %7, !dbg !2480

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !2481
  %9 = load ptr, ptr %8, align 8, !dbg !2481, !tbaa !314
  %10 = icmp eq ptr %9, null, !dbg !2482
  br i1 %10, label %30, label %11, !dbg !2483

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2484
  %13 = load ptr, ptr %12, align 8, !dbg !2484, !tbaa !318
    #dbg_value(ptr %13, !296, !DIExpression(), !2473)
  %14 = icmp eq ptr %13, null, !dbg !2485
  br i1 %14, label %30, label %15, !dbg !2486

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !dbg !2487, !tbaa !323
  %17 = icmp eq ptr %16, %0, !dbg !2488
  br i1 %17, label %18, label %30, !dbg !2489

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !2490
  %20 = load i32, ptr %19, align 8, !dbg !2490, !tbaa !328
  %21 = add i32 %20, -16180, !dbg !2491
  %22 = icmp ult i32 %21, 32, !dbg !2491
  br i1 %22, label %23, label %30, !dbg !2492

23:                                               ; preds = %18
    #dbg_value(ptr %13, !2471, !DIExpression(), !2472)
  %24 = icmp eq i32 %20, 16193, !dbg !2493
  br i1 %24, label %25, label %30, !dbg !2494

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %13, i64 88, !dbg !2495
  %27 = load i32, ptr %26, align 8, !dbg !2495, !tbaa !374
  %28 = icmp eq i32 %27, 0, !dbg !2496
  %29 = zext i1 %28 to i32, !dbg !2494
  br label %30

30:                                               ; preds = %11, %15, %1, %3, %7, %23, %25, %18
  %31 = phi i32 [ -2, %18 ], [ 0, %23 ], [ %29, %25 ], [ -2, %7 ], [ -2, %3 ], [ -2, %1 ], [ -2, %15 ], [ -2, %11 ], !dbg !2472
  ret i32 %31, !dbg !2497
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -4, 1) i32 @inflateCopy(ptr noundef %0, ptr noundef readonly %1) local_unnamed_addr #2 !dbg !2498 {
    #dbg_value(ptr %0, !2502, !DIExpression(), !2507)
    #dbg_value(ptr %1, !2503, !DIExpression(), !2507)
    #dbg_value(ptr %1, !293, !DIExpression(), !2508)
  %3 = icmp eq ptr %1, null, !dbg !2511
  br i1 %3, label %88, label %4, !dbg !2512

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !2513
  %6 = load ptr, ptr %5, align 8, !dbg !2513, !tbaa !304
  %7 = icmp eq ptr %6, null, !dbg !2514
  br i1 %7, label %88, label %8, !dbg !2515

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !2516
  %10 = load ptr, ptr %9, align 8, !dbg !2516, !tbaa !314
  %11 = icmp eq ptr %10, null, !dbg !2517
  br i1 %11, label %88, label %12, !dbg !2518

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !2519
  %14 = load ptr, ptr %13, align 8, !dbg !2519, !tbaa !318
    #dbg_value(ptr %14, !296, !DIExpression(), !2508)
  %15 = icmp eq ptr %14, null, !dbg !2520
  br i1 %15, label %88, label %16, !dbg !2521

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !dbg !2522, !tbaa !323
  %18 = icmp eq ptr %17, %1, !dbg !2523
  br i1 %18, label %19, label %88, !dbg !2524

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !2525
  %21 = load i32, ptr %20, align 8, !dbg !2525, !tbaa !328
  %22 = add i32 %21, -16212, !dbg !2526
  %23 = icmp ult i32 %22, -32, !dbg !2526
  %24 = icmp eq ptr %0, null
  %25 = or i1 %24, %23, !dbg !2527
  br i1 %25, label %88, label %26, !dbg !2527

26:                                               ; preds = %19
    #dbg_value(ptr %14, !2504, !DIExpression(), !2507)
  %27 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !2528
  %28 = load ptr, ptr %27, align 8, !dbg !2528, !tbaa !540
  %29 = tail call ptr %6(ptr noundef %28, i32 noundef 1, i32 noundef 7160) #9, !dbg !2528
    #dbg_value(ptr %29, !2505, !DIExpression(), !2507)
  %30 = icmp eq ptr %29, null, !dbg !2529
  br i1 %30, label %88, label %31, !dbg !2531

31:                                               ; preds = %26
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(7160) %29, i8 0, i64 7160, i1 false), !dbg !2532
    #dbg_value(ptr null, !2506, !DIExpression(), !2507)
  %32 = getelementptr inbounds i8, ptr %14, i64 72, !dbg !2533
  %33 = load ptr, ptr %32, align 8, !dbg !2533, !tbaa !522
  %34 = icmp eq ptr %33, null, !dbg !2535
  br i1 %34, label %46, label %35, !dbg !2536

35:                                               ; preds = %31
  %36 = load ptr, ptr %5, align 8, !dbg !2537, !tbaa !304
  %37 = load ptr, ptr %27, align 8, !dbg !2537, !tbaa !540
  %38 = getelementptr inbounds i8, ptr %14, i64 56, !dbg !2537
  %39 = load i32, ptr %38, align 8, !dbg !2537, !tbaa !526
  %40 = shl nuw i32 1, %39, !dbg !2537
  %41 = tail call ptr %36(ptr noundef %37, i32 noundef %40, i32 noundef 1) #9, !dbg !2537
    #dbg_value(ptr %41, !2506, !DIExpression(), !2507)
  %42 = icmp eq ptr %41, null, !dbg !2539
  br i1 %42, label %43, label %46, !dbg !2541

43:                                               ; preds = %35
  %44 = load ptr, ptr %9, align 8, !dbg !2542, !tbaa !314
  %45 = load ptr, ptr %27, align 8, !dbg !2542, !tbaa !540
  tail call void %44(ptr noundef %45, ptr noundef nonnull %29) #9, !dbg !2542
  br label %88, !dbg !2544

46:                                               ; preds = %35, %31
  %47 = phi ptr [ %41, %35 ], [ null, %31 ], !dbg !2507
    #dbg_value(ptr %47, !2506, !DIExpression(), !2507)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %0, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !dbg !2545
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(7160) %29, ptr noundef nonnull align 8 dereferenceable(7160) %14, i64 7160, i1 false), !dbg !2546
  store ptr %0, ptr %29, align 8, !dbg !2547, !tbaa !323
  %48 = getelementptr inbounds i8, ptr %14, i64 104, !dbg !2548
  %49 = load ptr, ptr %48, align 8, !dbg !2548, !tbaa !384
  %50 = getelementptr inbounds i8, ptr %14, i64 1368, !dbg !2550
  %51 = icmp ult ptr %49, %50, !dbg !2551
  %52 = getelementptr inbounds i8, ptr %14, i64 7140
  %53 = icmp ugt ptr %49, %52
  %54 = select i1 %51, i1 true, i1 %53, !dbg !2552
  br i1 %54, label %55, label %57, !dbg !2552

55:                                               ; preds = %46
  %56 = ptrtoint ptr %50 to i64, !dbg !2553
  br label %70, !dbg !2552

57:                                               ; preds = %46
  %58 = getelementptr inbounds i8, ptr %29, i64 1368, !dbg !2554
  %59 = ptrtoint ptr %49 to i64, !dbg !2556
  %60 = ptrtoint ptr %50 to i64, !dbg !2556
  %61 = sub i64 %59, %60, !dbg !2556
  %62 = getelementptr inbounds i8, ptr %58, i64 %61, !dbg !2557
  %63 = getelementptr inbounds i8, ptr %29, i64 104, !dbg !2558
  store ptr %62, ptr %63, align 8, !dbg !2559, !tbaa !384
  %64 = getelementptr inbounds i8, ptr %14, i64 112, !dbg !2560
  %65 = load ptr, ptr %64, align 8, !dbg !2560, !tbaa !381
  %66 = ptrtoint ptr %65 to i64, !dbg !2561
  %67 = sub i64 %66, %60, !dbg !2561
  %68 = getelementptr inbounds i8, ptr %58, i64 %67, !dbg !2562
  %69 = getelementptr inbounds i8, ptr %29, i64 112, !dbg !2563
  store ptr %68, ptr %69, align 8, !dbg !2564, !tbaa !381
  br label %70, !dbg !2565

70:                                               ; preds = %55, %57
  %71 = phi i64 [ %56, %55 ], [ %60, %57 ], !dbg !2553
  %72 = getelementptr inbounds i8, ptr %29, i64 1368, !dbg !2566
  %73 = getelementptr inbounds i8, ptr %14, i64 144, !dbg !2567
  %74 = load ptr, ptr %73, align 8, !dbg !2567, !tbaa !378
  %75 = ptrtoint ptr %74 to i64, !dbg !2553
  %76 = sub i64 %75, %71, !dbg !2553
  %77 = getelementptr inbounds i8, ptr %72, i64 %76, !dbg !2568
  %78 = getelementptr inbounds i8, ptr %29, i64 144, !dbg !2569
  store ptr %77, ptr %78, align 8, !dbg !2570, !tbaa !378
  %79 = icmp eq ptr %47, null, !dbg !2571
  br i1 %79, label %85, label %80, !dbg !2573

80:                                               ; preds = %70
  %81 = load ptr, ptr %32, align 8, !dbg !2574, !tbaa !522
  %82 = getelementptr inbounds i8, ptr %14, i64 64, !dbg !2575
  %83 = load i32, ptr %82, align 8, !dbg !2575, !tbaa !423
  %84 = zext i32 %83 to i64, !dbg !2576
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %47, ptr align 1 %81, i64 %84, i1 false), !dbg !2577
  br label %85, !dbg !2577

85:                                               ; preds = %80, %70
  %86 = getelementptr inbounds i8, ptr %29, i64 72, !dbg !2578
  store ptr %47, ptr %86, align 8, !dbg !2579, !tbaa !522
  %87 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2580
  store ptr %29, ptr %87, align 8, !dbg !2581, !tbaa !318
  br label %88, !dbg !2582

88:                                               ; preds = %12, %16, %2, %4, %8, %26, %19, %85, %43
  %89 = phi i32 [ -4, %43 ], [ 0, %85 ], [ -2, %19 ], [ -4, %26 ], [ -2, %8 ], [ -2, %4 ], [ -2, %2 ], [ -2, %16 ], [ -2, %12 ], !dbg !2507
  ret i32 %89, !dbg !2583
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -3, -1) i32 @inflateUndermine(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !2584 {
    #dbg_value(ptr %0, !2586, !DIExpression(), !2589)
    #dbg_value(i32 %1, !2587, !DIExpression(), !2589)
    #dbg_value(ptr %0, !293, !DIExpression(), !2590)
  %3 = icmp eq ptr %0, null, !dbg !2593
  br i1 %3, label %26, label %4, !dbg !2594

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !2595
  %6 = load ptr, ptr %5, align 8, !dbg !2595, !tbaa !304
  %7 = icmp eq ptr %6, null, !dbg !2596
  br i1 %7, label %26, label %8, !dbg !2597

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !2598
  %10 = load ptr, ptr %9, align 8, !dbg !2598, !tbaa !314
  %11 = icmp eq ptr %10, null, !dbg !2599
  br i1 %11, label %26, label %12, !dbg !2600

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2601
  %14 = load ptr, ptr %13, align 8, !dbg !2601, !tbaa !318
    #dbg_value(ptr %14, !296, !DIExpression(), !2590)
  %15 = icmp eq ptr %14, null, !dbg !2602
  br i1 %15, label %26, label %16, !dbg !2603

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !dbg !2604, !tbaa !323
  %18 = icmp eq ptr %17, %0, !dbg !2605
  br i1 %18, label %19, label %26, !dbg !2606

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !2607
  %21 = load i32, ptr %20, align 8, !dbg !2607, !tbaa !328
  %22 = add i32 %21, -16180, !dbg !2608
  %23 = icmp ult i32 %22, 32, !dbg !2608
  br i1 %23, label %24, label %26, !dbg !2609

24:                                               ; preds = %19
    #dbg_value(ptr %14, !2588, !DIExpression(), !2589)
  %25 = getelementptr inbounds i8, ptr %14, i64 7144, !dbg !2610
  store i32 1, ptr %25, align 8, !dbg !2611, !tbaa !387
  br label %26, !dbg !2612

26:                                               ; preds = %12, %16, %2, %4, %8, %19, %24
  %27 = phi i32 [ -3, %24 ], [ -2, %19 ], [ -2, %8 ], [ -2, %4 ], [ -2, %2 ], [ -2, %16 ], [ -2, %12 ], !dbg !2589
  ret i32 %27, !dbg !2613
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @inflateValidate(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !2614 {
    #dbg_value(ptr %0, !2616, !DIExpression(), !2619)
    #dbg_value(i32 %1, !2617, !DIExpression(), !2619)
    #dbg_value(ptr %0, !293, !DIExpression(), !2620)
  %3 = icmp eq ptr %0, null, !dbg !2623
  br i1 %3, label %37, label %4, !dbg !2624

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !2625
  %6 = load ptr, ptr %5, align 8, !dbg !2625, !tbaa !304
  %7 = icmp eq ptr %6, null, !dbg !2626
  br i1 %7, label %37, label %8, !dbg !2627

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !2628
  %10 = load ptr, ptr %9, align 8, !dbg !2628, !tbaa !314
  %11 = icmp eq ptr %10, null, !dbg !2629
  br i1 %11, label %37, label %12, !dbg !2630

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2631
  %14 = load ptr, ptr %13, align 8, !dbg !2631, !tbaa !318
    #dbg_value(ptr %14, !296, !DIExpression(), !2620)
  %15 = icmp eq ptr %14, null, !dbg !2632
  br i1 %15, label %37, label %16, !dbg !2633

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !dbg !2634, !tbaa !323
  %18 = icmp eq ptr %17, %0, !dbg !2635
  br i1 %18, label %19, label %37, !dbg !2636

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !2637
  %21 = load i32, ptr %20, align 8, !dbg !2637, !tbaa !328
  %22 = add i32 %21, -16180, !dbg !2638
  %23 = icmp ult i32 %22, 32, !dbg !2638
  br i1 %23, label %24, label %37, !dbg !2639

24:                                               ; preds = %19
    #dbg_value(ptr %14, !2618, !DIExpression(), !2619)
  %25 = icmp eq i32 %1, 0, !dbg !2640
  %26 = getelementptr inbounds i8, ptr %14, i64 16
  %27 = load i32, ptr %26, align 8, !dbg !2642, !tbaa !344
  br i1 %25, label %28, label %30, !dbg !2643

28:                                               ; preds = %24
  %29 = and i32 %27, -5, !dbg !2644
  br label %34, !dbg !2643

30:                                               ; preds = %24
  %31 = icmp eq i32 %27, 0, !dbg !2645
  br i1 %31, label %34, label %32, !dbg !2646

32:                                               ; preds = %30
  %33 = or i32 %27, 4, !dbg !2647
  store i32 %33, ptr %26, align 8, !dbg !2647, !tbaa !344
  br label %37, !dbg !2648

34:                                               ; preds = %28, %30
  %35 = phi i32 [ %29, %28 ], [ 0, %30 ], !dbg !2644
  %36 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !2649
  store i32 %35, ptr %36, align 8, !dbg !2644, !tbaa !344
  br label %37

37:                                               ; preds = %12, %16, %2, %4, %8, %32, %34, %19
  %38 = phi i32 [ -2, %19 ], [ 0, %34 ], [ 0, %32 ], [ -2, %8 ], [ -2, %4 ], [ -2, %2 ], [ -2, %16 ], [ -2, %12 ], !dbg !2619
  ret i32 %38, !dbg !2650
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @inflateMark(ptr noundef readonly %0) local_unnamed_addr #7 !dbg !2651 {
    #dbg_value(ptr %0, !2655, !DIExpression(), !2657)
    #dbg_value(ptr %0, !293, !DIExpression(), !2658)
  %2 = icmp eq ptr %0, null, !dbg !2661
  br i1 %2, label %41, label %3, !dbg !2662

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !2663
  %5 = load ptr, ptr %4, align 8, !dbg !2663, !tbaa !304
  %6 = icmp eq ptr %5, null, !dbg !2664
  br i1 %6, label %41, label %7, !dbg !2665

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !2666
  %9 = load ptr, ptr %8, align 8, !dbg !2666, !tbaa !314
  %10 = icmp eq ptr %9, null, !dbg !2667
  br i1 %10, label %41, label %11, !dbg !2668

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2669
  %13 = load ptr, ptr %12, align 8, !dbg !2669, !tbaa !318
    #dbg_value(ptr %13, !296, !DIExpression(), !2658)
  %14 = icmp eq ptr %13, null, !dbg !2670
  br i1 %14, label %41, label %15, !dbg !2671

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !dbg !2672, !tbaa !323
  %17 = icmp eq ptr %16, %0, !dbg !2673
  br i1 %17, label %18, label %41, !dbg !2674

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !2675
  %20 = load i32, ptr %19, align 8, !dbg !2675, !tbaa !328
  %21 = add i32 %20, -16180, !dbg !2676
  %22 = icmp ult i32 %21, 32, !dbg !2676
  br i1 %22, label %23, label %41, !dbg !2677

23:                                               ; preds = %18
    #dbg_value(ptr %13, !2656, !DIExpression(), !2657)
  %24 = getelementptr inbounds i8, ptr %13, i64 7148, !dbg !2678
  %25 = load i32, ptr %24, align 4, !dbg !2678, !tbaa !390
  %26 = sext i32 %25 to i64, !dbg !2679
  %27 = shl nsw i64 %26, 16, !dbg !2680
  switch i32 %20, label %37 [
    i32 16195, label %28
    i32 16204, label %31
  ], !dbg !2681

28:                                               ; preds = %23
  %29 = getelementptr inbounds i8, ptr %13, i64 92, !dbg !2682
  %30 = load i32, ptr %29, align 4, !dbg !2682, !tbaa !1053
  br label %37, !dbg !2681

31:                                               ; preds = %23
  %32 = getelementptr inbounds i8, ptr %13, i64 7152, !dbg !2683
  %33 = load i32, ptr %32, align 8, !dbg !2683, !tbaa !1717
  %34 = getelementptr inbounds i8, ptr %13, i64 92, !dbg !2684
  %35 = load i32, ptr %34, align 4, !dbg !2684, !tbaa !1053
  %36 = sub i32 %33, %35, !dbg !2685
  br label %37, !dbg !2686

37:                                               ; preds = %23, %31, %28
  %38 = phi i32 [ %30, %28 ], [ %36, %31 ], [ 0, %23 ], !dbg !2681
  %39 = zext i32 %38 to i64, !dbg !2687
  %40 = add nsw i64 %27, %39, !dbg !2688
  br label %41, !dbg !2689

41:                                               ; preds = %11, %15, %1, %3, %7, %18, %37
  %42 = phi i64 [ %40, %37 ], [ -65536, %18 ], [ -65536, %7 ], [ -65536, %3 ], [ -65536, %1 ], [ -65536, %15 ], [ -65536, %11 ], !dbg !2657
  ret i64 %42, !dbg !2690
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i64 -2305843009213693952, 2305843009213693952) i64 @inflateCodesUsed(ptr noundef readonly %0) local_unnamed_addr #7 !dbg !2691 {
    #dbg_value(ptr %0, !2695, !DIExpression(), !2697)
    #dbg_value(ptr %0, !293, !DIExpression(), !2698)
  %2 = icmp eq ptr %0, null, !dbg !2701
  br i1 %2, label %31, label %3, !dbg !2702

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !2703
  %5 = load ptr, ptr %4, align 8, !dbg !2703, !tbaa !304
  %6 = icmp eq ptr %5, null, !dbg !2704
  br i1 %6, label %31, label %7, !dbg !2705

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !2706
  %9 = load ptr, ptr %8, align 8, !dbg !2706, !tbaa !314
  %10 = icmp eq ptr %9, null, !dbg !2707
  br i1 %10, label %31, label %11, !dbg !2708

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2709
  %13 = load ptr, ptr %12, align 8, !dbg !2709, !tbaa !318
    #dbg_value(ptr %13, !296, !DIExpression(), !2698)
  %14 = icmp eq ptr %13, null, !dbg !2710
  br i1 %14, label %31, label %15, !dbg !2711

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !dbg !2712, !tbaa !323
  %17 = icmp eq ptr %16, %0, !dbg !2713
  br i1 %17, label %18, label %31, !dbg !2714

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !2715
  %20 = load i32, ptr %19, align 8, !dbg !2715, !tbaa !328
  %21 = add i32 %20, -16180, !dbg !2716
  %22 = icmp ult i32 %21, 32, !dbg !2716
  br i1 %22, label %23, label %31, !dbg !2717

23:                                               ; preds = %18
    #dbg_value(ptr %13, !2696, !DIExpression(), !2697)
  %24 = getelementptr inbounds i8, ptr %13, i64 144, !dbg !2718
  %25 = load ptr, ptr %24, align 8, !dbg !2718, !tbaa !378
  %26 = getelementptr inbounds i8, ptr %13, i64 1368, !dbg !2719
  %27 = ptrtoint ptr %25 to i64, !dbg !2720
  %28 = ptrtoint ptr %26 to i64, !dbg !2720
  %29 = sub i64 %27, %28, !dbg !2720
  %30 = ashr exact i64 %29, 2, !dbg !2720
  br label %31, !dbg !2721

31:                                               ; preds = %11, %15, %1, %3, %7, %18, %23
  %32 = phi i64 [ %30, %23 ], [ -1, %18 ], [ -1, %7 ], [ -1, %3 ], [ -1, %1 ], [ -1, %15 ], [ -1, %11 ], !dbg !2697
  ret i64 %32, !dbg !2722
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!50}
!llvm.module.flags = !{!278, !279, !280, !281, !282, !283, !284}
!llvm.ident = !{!285}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "order", scope: !2, file: !3, line: 491, type: !276, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "inflate", scope: !3, file: !3, line: 474, type: !4, scopeLine: 474, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !253)
!3 = !DIFile(filename: "src/zlib/inflate.c", directory: ".", checksumkind: CSK_MD5, checksum: "e7d1450627ccc5f39c47162c5981b235")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !7, !6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_streamp", file: !8, line: 112, baseType: !9)
!8 = !DIFile(filename: "src/zlib/zlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "068c260be35209fb8458428c461dc536")
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_stream", file: !8, line: 110, baseType: !11)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "z_stream_s", file: !8, line: 90, size: 896, elements: !12)
!12 = !{!13, !19, !22, !25, !26, !27, !28, !31, !34, !41, !46, !47, !48, !49}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "next_in", scope: !11, file: !8, line: 91, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bytef", file: !16, line: 412, baseType: !17)
!16 = !DIFile(filename: "src/zlib/zconf.h", directory: ".", checksumkind: CSK_MD5, checksum: "fece7a941eb804d37ef0f6e3e74c1415")
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "Byte", file: !16, line: 403, baseType: !18)
!18 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in", scope: !11, file: !8, line: 92, baseType: !20, size: 32, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "uInt", file: !16, line: 405, baseType: !21)
!21 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "total_in", scope: !11, file: !8, line: 93, baseType: !23, size: 64, offset: 128)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "uLong", file: !16, line: 406, baseType: !24)
!24 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "next_out", scope: !11, file: !8, line: 95, baseType: !14, size: 64, offset: 192)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "avail_out", scope: !11, file: !8, line: 96, baseType: !20, size: 32, offset: 256)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "total_out", scope: !11, file: !8, line: 97, baseType: !23, size: 64, offset: 320)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !11, file: !8, line: 99, baseType: !29, size: 64, offset: 384)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !11, file: !8, line: 100, baseType: !32, size: 64, offset: 448)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DICompositeType(tag: DW_TAG_structure_type, name: "internal_state", file: !8, line: 88, flags: DIFlagFwdDecl)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "zalloc", scope: !11, file: !8, line: 102, baseType: !35, size: 64, offset: 512)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "alloc_func", file: !8, line: 85, baseType: !36)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39, !20, !20}
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "voidpf", file: !16, line: 421, baseType: !40)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "zfree", scope: !11, file: !8, line: 103, baseType: !42, size: 64, offset: 576)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "free_func", file: !8, line: 86, baseType: !43)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !39, !39}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !11, file: !8, line: 104, baseType: !39, size: 64, offset: 640)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "data_type", scope: !11, file: !8, line: 106, baseType: !6, size: 32, offset: 704)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "adler", scope: !11, file: !8, line: 108, baseType: !23, size: 64, offset: 768)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "reserved", scope: !11, file: !8, line: 109, baseType: !23, size: 64, offset: 832)
!50 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !51, retainedTypes: !93, globals: !172, splitDebugInlining: false, nameTableKind: None)
!51 = !{!52, !87}
!52 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !53, line: 20, baseType: !21, size: 32, elements: !54)
!53 = !DIFile(filename: "src/zlib/inflate.h", directory: ".", checksumkind: CSK_MD5, checksum: "dd7f325c5348b74bd74e6dbea2f5b8f0")
!54 = !{!55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86}
!55 = !DIEnumerator(name: "HEAD", value: 16180)
!56 = !DIEnumerator(name: "FLAGS", value: 16181)
!57 = !DIEnumerator(name: "TIME", value: 16182)
!58 = !DIEnumerator(name: "OS", value: 16183)
!59 = !DIEnumerator(name: "EXLEN", value: 16184)
!60 = !DIEnumerator(name: "EXTRA", value: 16185)
!61 = !DIEnumerator(name: "NAME", value: 16186)
!62 = !DIEnumerator(name: "COMMENT", value: 16187)
!63 = !DIEnumerator(name: "HCRC", value: 16188)
!64 = !DIEnumerator(name: "DICTID", value: 16189)
!65 = !DIEnumerator(name: "DICT", value: 16190)
!66 = !DIEnumerator(name: "TYPE", value: 16191)
!67 = !DIEnumerator(name: "TYPEDO", value: 16192)
!68 = !DIEnumerator(name: "STORED", value: 16193)
!69 = !DIEnumerator(name: "COPY_", value: 16194)
!70 = !DIEnumerator(name: "COPY", value: 16195)
!71 = !DIEnumerator(name: "TABLE", value: 16196)
!72 = !DIEnumerator(name: "LENLENS", value: 16197)
!73 = !DIEnumerator(name: "CODELENS", value: 16198)
!74 = !DIEnumerator(name: "LEN_", value: 16199)
!75 = !DIEnumerator(name: "LEN", value: 16200)
!76 = !DIEnumerator(name: "LENEXT", value: 16201)
!77 = !DIEnumerator(name: "DIST", value: 16202)
!78 = !DIEnumerator(name: "DISTEXT", value: 16203)
!79 = !DIEnumerator(name: "MATCH", value: 16204)
!80 = !DIEnumerator(name: "LIT", value: 16205)
!81 = !DIEnumerator(name: "CHECK", value: 16206)
!82 = !DIEnumerator(name: "LENGTH", value: 16207)
!83 = !DIEnumerator(name: "DONE", value: 16208)
!84 = !DIEnumerator(name: "BAD", value: 16209)
!85 = !DIEnumerator(name: "MEM", value: 16210)
!86 = !DIEnumerator(name: "SYNC", value: 16211)
!87 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !88, line: 54, baseType: !21, size: 32, elements: !89)
!88 = !DIFile(filename: "src/zlib/inftrees.h", directory: ".", checksumkind: CSK_MD5, checksum: "495947e13d2652775d2698c247188ce1")
!89 = !{!90, !91, !92}
!90 = !DIEnumerator(name: "CODES", value: 0)
!91 = !DIEnumerator(name: "LENS", value: 1)
!92 = !DIEnumerator(name: "DISTS", value: 2)
!93 = !{!94, !21, !39, !6, !35, !42, !32, !20, !24, !18, !29, !15, !146, !138, !131, !171}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "inflate_state", file: !53, line: 82, size: 57280, elements: !96)
!96 = !{!97, !98, !100, !101, !102, !103, !104, !105, !106, !107, !126, !127, !128, !129, !130, !132, !133, !134, !135, !136, !137, !147, !148, !149, !150, !151, !152, !153, !154, !156, !160, !164, !168, !169, !170}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "strm", scope: !95, file: !53, line: 83, baseType: !7, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !95, file: !53, line: 84, baseType: !99, size: 32, offset: 64)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "inflate_mode", file: !53, line: 53, baseType: !52)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "last", scope: !95, file: !53, line: 85, baseType: !6, size: 32, offset: 96)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "wrap", scope: !95, file: !53, line: 86, baseType: !6, size: 32, offset: 128)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "havedict", scope: !95, file: !53, line: 88, baseType: !6, size: 32, offset: 160)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !95, file: !53, line: 89, baseType: !6, size: 32, offset: 192)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "dmax", scope: !95, file: !53, line: 91, baseType: !21, size: 32, offset: 224)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "check", scope: !95, file: !53, line: 92, baseType: !24, size: 64, offset: 256)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !95, file: !53, line: 93, baseType: !24, size: 64, offset: 320)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !95, file: !53, line: 94, baseType: !108, size: 64, offset: 384)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_headerp", file: !8, line: 135, baseType: !109)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_header", file: !8, line: 133, baseType: !111)
!111 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "gz_header_s", file: !8, line: 118, size: 640, elements: !112)
!112 = !{!113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "text", scope: !111, file: !8, line: 119, baseType: !6, size: 32)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "time", scope: !111, file: !8, line: 120, baseType: !23, size: 64, offset: 64)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "xflags", scope: !111, file: !8, line: 121, baseType: !6, size: 32, offset: 128)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "os", scope: !111, file: !8, line: 122, baseType: !6, size: 32, offset: 160)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !111, file: !8, line: 123, baseType: !14, size: 64, offset: 192)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "extra_len", scope: !111, file: !8, line: 124, baseType: !20, size: 32, offset: 256)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "extra_max", scope: !111, file: !8, line: 125, baseType: !20, size: 32, offset: 288)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !111, file: !8, line: 126, baseType: !14, size: 64, offset: 320)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "name_max", scope: !111, file: !8, line: 127, baseType: !20, size: 32, offset: 384)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "comment", scope: !111, file: !8, line: 128, baseType: !14, size: 64, offset: 448)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "comm_max", scope: !111, file: !8, line: 129, baseType: !20, size: 32, offset: 512)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "hcrc", scope: !111, file: !8, line: 130, baseType: !6, size: 32, offset: 544)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "done", scope: !111, file: !8, line: 131, baseType: !6, size: 32, offset: 576)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "wbits", scope: !95, file: !53, line: 96, baseType: !21, size: 32, offset: 448)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "wsize", scope: !95, file: !53, line: 97, baseType: !21, size: 32, offset: 480)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "whave", scope: !95, file: !53, line: 98, baseType: !21, size: 32, offset: 512)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "wnext", scope: !95, file: !53, line: 99, baseType: !21, size: 32, offset: 544)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "window", scope: !95, file: !53, line: 100, baseType: !131, size: 64, offset: 576)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "hold", scope: !95, file: !53, line: 102, baseType: !24, size: 64, offset: 640)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !95, file: !53, line: 103, baseType: !21, size: 32, offset: 704)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !95, file: !53, line: 105, baseType: !21, size: 32, offset: 736)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !95, file: !53, line: 106, baseType: !21, size: 32, offset: 768)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !95, file: !53, line: 108, baseType: !21, size: 32, offset: 800)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "lencode", scope: !95, file: !53, line: 110, baseType: !138, size: 64, offset: 832)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !140)
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "code", file: !88, line: 28, baseType: !141)
!141 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !88, line: 24, size: 32, elements: !142)
!142 = !{!143, !144, !145}
!143 = !DIDerivedType(tag: DW_TAG_member, name: "op", scope: !141, file: !88, line: 25, baseType: !18, size: 8)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !141, file: !88, line: 26, baseType: !18, size: 8, offset: 8)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !141, file: !88, line: 27, baseType: !146, size: 16, offset: 16)
!146 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "distcode", scope: !95, file: !53, line: 111, baseType: !138, size: 64, offset: 896)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "lenbits", scope: !95, file: !53, line: 112, baseType: !21, size: 32, offset: 960)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "distbits", scope: !95, file: !53, line: 113, baseType: !21, size: 32, offset: 992)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "ncode", scope: !95, file: !53, line: 115, baseType: !21, size: 32, offset: 1024)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "nlen", scope: !95, file: !53, line: 116, baseType: !21, size: 32, offset: 1056)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "ndist", scope: !95, file: !53, line: 117, baseType: !21, size: 32, offset: 1088)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "have", scope: !95, file: !53, line: 118, baseType: !21, size: 32, offset: 1120)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !95, file: !53, line: 119, baseType: !155, size: 64, offset: 1152)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "lens", scope: !95, file: !53, line: 120, baseType: !157, size: 5120, offset: 1216)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !146, size: 5120, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: 320)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "work", scope: !95, file: !53, line: 121, baseType: !161, size: 4608, offset: 6336)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !146, size: 4608, elements: !162)
!162 = !{!163}
!163 = !DISubrange(count: 288)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "codes", scope: !95, file: !53, line: 122, baseType: !165, size: 46208, offset: 10944)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !140, size: 46208, elements: !166)
!166 = !{!167}
!167 = !DISubrange(count: 1444)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "sane", scope: !95, file: !53, line: 123, baseType: !6, size: 32, offset: 57152)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "back", scope: !95, file: !53, line: 124, baseType: !6, size: 32, offset: 57184)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "was", scope: !95, file: !53, line: 125, baseType: !21, size: 32, offset: 57216)
!171 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!172 = !{!173, !0, !178, !183, !188, !193, !198, !200, !205, !210, !215, !217, !222, !227, !232, !237, !239, !241, !246, !251}
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(scope: null, file: !3, line: 178, type: !175, isLocal: true, isDefinition: true)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 48, elements: !176)
!176 = !{!177}
!177 = !DISubrange(count: 6)
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression())
!179 = distinct !DIGlobalVariable(scope: null, file: !3, line: 529, type: !180, isLocal: true, isDefinition: true)
!180 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 184, elements: !181)
!181 = !{!182}
!182 = !DISubrange(count: 23)
!183 = !DIGlobalVariableExpression(var: !184, expr: !DIExpression())
!184 = distinct !DIGlobalVariable(scope: null, file: !3, line: 534, type: !185, isLocal: true, isDefinition: true)
!185 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 216, elements: !186)
!186 = !{!187}
!187 = !DISubrange(count: 27)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(scope: null, file: !3, line: 543, type: !190, isLocal: true, isDefinition: true)
!190 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 160, elements: !191)
!191 = !{!192}
!192 = !DISubrange(count: 20)
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression())
!194 = distinct !DIGlobalVariable(scope: null, file: !3, line: 564, type: !195, isLocal: true, isDefinition: true)
!195 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 200, elements: !196)
!196 = !{!197}
!197 = !DISubrange(count: 25)
!198 = !DIGlobalVariableExpression(var: !199, expr: !DIExpression())
!199 = distinct !DIGlobalVariable(scope: null, file: !3, line: 680, type: !190, isLocal: true, isDefinition: true)
!200 = !DIGlobalVariableExpression(var: !201, expr: !DIExpression())
!201 = distinct !DIGlobalVariable(scope: null, file: !3, line: 742, type: !202, isLocal: true, isDefinition: true)
!202 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 152, elements: !203)
!203 = !{!204}
!204 = !DISubrange(count: 19)
!205 = !DIGlobalVariableExpression(var: !206, expr: !DIExpression())
!206 = distinct !DIGlobalVariable(scope: null, file: !3, line: 751, type: !207, isLocal: true, isDefinition: true)
!207 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 232, elements: !208)
!208 = !{!209}
!209 = !DISubrange(count: 29)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(scope: null, file: !3, line: 793, type: !212, isLocal: true, isDefinition: true)
!212 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 288, elements: !213)
!213 = !{!214}
!214 = !DISubrange(count: 36)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(scope: null, file: !3, line: 816, type: !195, isLocal: true, isDefinition: true)
!217 = !DIGlobalVariableExpression(var: !218, expr: !DIExpression())
!218 = distinct !DIGlobalVariable(scope: null, file: !3, line: 841, type: !219, isLocal: true, isDefinition: true)
!219 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 208, elements: !220)
!220 = !{!221}
!221 = !DISubrange(count: 26)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(scope: null, file: !3, line: 880, type: !224, isLocal: true, isDefinition: true)
!224 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 296, elements: !225)
!225 = !{!226}
!226 = !DISubrange(count: 37)
!227 = !DIGlobalVariableExpression(var: !228, expr: !DIExpression())
!228 = distinct !DIGlobalVariable(scope: null, file: !3, line: 894, type: !229, isLocal: true, isDefinition: true)
!229 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 224, elements: !230)
!230 = !{!231}
!231 = !DISubrange(count: 28)
!232 = !DIGlobalVariableExpression(var: !233, expr: !DIExpression())
!233 = distinct !DIGlobalVariable(scope: null, file: !3, line: 903, type: !234, isLocal: true, isDefinition: true)
!234 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 176, elements: !235)
!235 = !{!236}
!236 = !DISubrange(count: 22)
!237 = !DIGlobalVariableExpression(var: !238, expr: !DIExpression())
!238 = distinct !DIGlobalVariable(scope: null, file: !3, line: 957, type: !229, isLocal: true, isDefinition: true)
!239 = !DIGlobalVariableExpression(var: !240, expr: !DIExpression())
!240 = distinct !DIGlobalVariable(scope: null, file: !3, line: 995, type: !234, isLocal: true, isDefinition: true)
!241 = !DIGlobalVariableExpression(var: !242, expr: !DIExpression())
!242 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1028, type: !243, isLocal: true, isDefinition: true)
!243 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 240, elements: !244)
!244 = !{!245}
!245 = !DISubrange(count: 30)
!246 = !DIGlobalVariableExpression(var: !247, expr: !DIExpression())
!247 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1087, type: !248, isLocal: true, isDefinition: true)
!248 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 168, elements: !249)
!249 = !{!250}
!250 = !DISubrange(count: 21)
!251 = !DIGlobalVariableExpression(var: !252, expr: !DIExpression())
!252 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1101, type: !180, isLocal: true, isDefinition: true)
!253 = !{!254, !255, !256, !257, !258, !259, !260, !261, !262, !263, !264, !265, !266, !267, !268, !269, !270, !271, !275}
!254 = !DILocalVariable(name: "strm", arg: 1, scope: !2, file: !3, line: 474, type: !7)
!255 = !DILocalVariable(name: "flush", arg: 2, scope: !2, file: !3, line: 474, type: !6)
!256 = !DILocalVariable(name: "state", scope: !2, file: !3, line: 475, type: !94)
!257 = !DILocalVariable(name: "next", scope: !2, file: !3, line: 476, type: !131)
!258 = !DILocalVariable(name: "put", scope: !2, file: !3, line: 477, type: !131)
!259 = !DILocalVariable(name: "have", scope: !2, file: !3, line: 478, type: !21)
!260 = !DILocalVariable(name: "left", scope: !2, file: !3, line: 478, type: !21)
!261 = !DILocalVariable(name: "hold", scope: !2, file: !3, line: 479, type: !24)
!262 = !DILocalVariable(name: "bits", scope: !2, file: !3, line: 480, type: !21)
!263 = !DILocalVariable(name: "in", scope: !2, file: !3, line: 481, type: !21)
!264 = !DILocalVariable(name: "out", scope: !2, file: !3, line: 481, type: !21)
!265 = !DILocalVariable(name: "copy", scope: !2, file: !3, line: 482, type: !21)
!266 = !DILocalVariable(name: "from", scope: !2, file: !3, line: 483, type: !131)
!267 = !DILocalVariable(name: "here", scope: !2, file: !3, line: 484, type: !140)
!268 = !DILocalVariable(name: "last", scope: !2, file: !3, line: 485, type: !140)
!269 = !DILocalVariable(name: "len", scope: !2, file: !3, line: 486, type: !21)
!270 = !DILocalVariable(name: "ret", scope: !2, file: !3, line: 487, type: !6)
!271 = !DILocalVariable(name: "hbuf", scope: !2, file: !3, line: 489, type: !272)
!272 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 32, elements: !273)
!273 = !{!274}
!274 = !DISubrange(count: 4)
!275 = !DILabel(scope: !2, name: "inf_leave", file: !3, line: 1131)
!276 = !DICompositeType(tag: DW_TAG_array_type, baseType: !277, size: 304, elements: !203)
!277 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !146)
!278 = !{i32 7, !"Dwarf Version", i32 5}
!279 = !{i32 2, !"Debug Info Version", i32 3}
!280 = !{i32 1, !"wchar_size", i32 4}
!281 = !{i32 8, !"PIC Level", i32 2}
!282 = !{i32 7, !"PIE Level", i32 2}
!283 = !{i32 7, !"uwtable", i32 2}
!284 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!285 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!286 = distinct !DISubprogram(name: "inflateResetKeep", scope: !3, file: !3, line: 100, type: !287, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !289)
!287 = !DISubroutineType(types: !288)
!288 = !{!6, !7}
!289 = !{!290, !291}
!290 = !DILocalVariable(name: "strm", arg: 1, scope: !286, file: !3, line: 100, type: !7)
!291 = !DILocalVariable(name: "state", scope: !286, file: !3, line: 101, type: !94)
!292 = !DILocation(line: 0, scope: !286)
!293 = !DILocalVariable(name: "strm", arg: 1, scope: !294, file: !3, line: 88, type: !7)
!294 = distinct !DISubprogram(name: "inflateStateCheck", scope: !3, file: !3, line: 88, type: !287, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !295)
!295 = !{!293, !296}
!296 = !DILocalVariable(name: "state", scope: !294, file: !3, line: 89, type: !94)
!297 = !DILocation(line: 0, scope: !294, inlinedAt: !298)
!298 = distinct !DILocation(line: 103, column: 9, scope: !299)
!299 = distinct !DILexicalBlock(scope: !286, file: !3, line: 103, column: 9)
!300 = !DILocation(line: 90, column: 14, scope: !301, inlinedAt: !298)
!301 = distinct !DILexicalBlock(scope: !294, file: !3, line: 90, column: 9)
!302 = !DILocation(line: 90, column: 24, scope: !301, inlinedAt: !298)
!303 = !DILocation(line: 91, column: 15, scope: !301, inlinedAt: !298)
!304 = !{!305, !306, i64 64}
!305 = !{!"z_stream_s", !306, i64 0, !309, i64 8, !310, i64 16, !306, i64 24, !309, i64 32, !310, i64 40, !306, i64 48, !306, i64 56, !306, i64 64, !306, i64 72, !306, i64 80, !309, i64 88, !310, i64 96, !310, i64 104}
!306 = !{!"any pointer", !307, i64 0}
!307 = !{!"omnipotent char", !308, i64 0}
!308 = !{!"Simple C/C++ TBAA"}
!309 = !{!"int", !307, i64 0}
!310 = !{!"long", !307, i64 0}
!311 = !DILocation(line: 91, column: 22, scope: !301, inlinedAt: !298)
!312 = !DILocation(line: 91, column: 39, scope: !301, inlinedAt: !298)
!313 = !DILocation(line: 91, column: 48, scope: !301, inlinedAt: !298)
!314 = !{!305, !306, i64 72}
!315 = !DILocation(line: 91, column: 54, scope: !301, inlinedAt: !298)
!316 = !DILocation(line: 90, column: 9, scope: !294, inlinedAt: !298)
!317 = !DILocation(line: 93, column: 47, scope: !294, inlinedAt: !298)
!318 = !{!305, !306, i64 56}
!319 = !DILocation(line: 94, column: 15, scope: !320, inlinedAt: !298)
!320 = distinct !DILexicalBlock(scope: !294, file: !3, line: 94, column: 9)
!321 = !DILocation(line: 94, column: 25, scope: !320, inlinedAt: !298)
!322 = !DILocation(line: 94, column: 35, scope: !320, inlinedAt: !298)
!323 = !{!324, !306, i64 0}
!324 = !{!"inflate_state", !306, i64 0, !309, i64 8, !309, i64 12, !309, i64 16, !309, i64 20, !309, i64 24, !309, i64 28, !310, i64 32, !310, i64 40, !306, i64 48, !309, i64 56, !309, i64 60, !309, i64 64, !309, i64 68, !306, i64 72, !310, i64 80, !309, i64 88, !309, i64 92, !309, i64 96, !309, i64 100, !306, i64 104, !306, i64 112, !309, i64 120, !309, i64 124, !309, i64 128, !309, i64 132, !309, i64 136, !309, i64 140, !306, i64 144, !307, i64 152, !307, i64 792, !307, i64 1368, !309, i64 7144, !309, i64 7148, !309, i64 7152}
!325 = !DILocation(line: 94, column: 40, scope: !320, inlinedAt: !298)
!326 = !DILocation(line: 94, column: 48, scope: !320, inlinedAt: !298)
!327 = !DILocation(line: 95, column: 16, scope: !320, inlinedAt: !298)
!328 = !{!324, !309, i64 8}
!329 = !DILocation(line: 95, column: 28, scope: !320, inlinedAt: !298)
!330 = !DILocation(line: 103, column: 9, scope: !286)
!331 = !DILocation(line: 105, column: 47, scope: !286)
!332 = !DILocation(line: 105, column: 53, scope: !286)
!333 = !{!324, !310, i64 40}
!334 = !DILocation(line: 105, column: 28, scope: !286)
!335 = !DILocation(line: 105, column: 11, scope: !286)
!336 = !DILocation(line: 105, column: 20, scope: !286)
!337 = !{!305, !310, i64 16}
!338 = !DILocation(line: 107, column: 11, scope: !286)
!339 = !DILocation(line: 107, column: 21, scope: !286)
!340 = !{!305, !309, i64 88}
!341 = !DILocation(line: 108, column: 16, scope: !342)
!342 = distinct !DILexicalBlock(scope: !286, file: !3, line: 108, column: 9)
!343 = !DILocation(line: 106, column: 15, scope: !286)
!344 = !{!324, !309, i64 16}
!345 = !DILocation(line: 108, column: 9, scope: !342)
!346 = !DILocation(line: 108, column: 9, scope: !286)
!347 = !DILocation(line: 109, column: 35, scope: !342)
!348 = !DILocation(line: 109, column: 23, scope: !342)
!349 = !DILocation(line: 109, column: 15, scope: !342)
!350 = !DILocation(line: 109, column: 21, scope: !342)
!351 = !{!305, !310, i64 96}
!352 = !DILocation(line: 109, column: 9, scope: !342)
!353 = !DILocation(line: 110, column: 17, scope: !286)
!354 = !DILocation(line: 111, column: 12, scope: !286)
!355 = !DILocation(line: 111, column: 17, scope: !286)
!356 = !{!324, !309, i64 12}
!357 = !DILocation(line: 112, column: 12, scope: !286)
!358 = !DILocation(line: 112, column: 21, scope: !286)
!359 = !{!324, !309, i64 20}
!360 = !DILocation(line: 113, column: 12, scope: !286)
!361 = !DILocation(line: 113, column: 18, scope: !286)
!362 = !{!324, !309, i64 24}
!363 = !DILocation(line: 114, column: 12, scope: !286)
!364 = !DILocation(line: 114, column: 17, scope: !286)
!365 = !{!324, !309, i64 28}
!366 = !DILocation(line: 115, column: 12, scope: !286)
!367 = !DILocation(line: 115, column: 17, scope: !286)
!368 = !{!324, !306, i64 48}
!369 = !DILocation(line: 116, column: 12, scope: !286)
!370 = !DILocation(line: 116, column: 17, scope: !286)
!371 = !{!324, !310, i64 80}
!372 = !DILocation(line: 117, column: 12, scope: !286)
!373 = !DILocation(line: 117, column: 17, scope: !286)
!374 = !{!324, !309, i64 88}
!375 = !DILocation(line: 118, column: 61, scope: !286)
!376 = !DILocation(line: 118, column: 47, scope: !286)
!377 = !DILocation(line: 118, column: 52, scope: !286)
!378 = !{!324, !306, i64 144}
!379 = !DILocation(line: 118, column: 29, scope: !286)
!380 = !DILocation(line: 118, column: 38, scope: !286)
!381 = !{!324, !306, i64 112}
!382 = !DILocation(line: 118, column: 12, scope: !286)
!383 = !DILocation(line: 118, column: 20, scope: !286)
!384 = !{!324, !306, i64 104}
!385 = !DILocation(line: 119, column: 12, scope: !286)
!386 = !DILocation(line: 119, column: 17, scope: !286)
!387 = !{!324, !309, i64 7144}
!388 = !DILocation(line: 120, column: 12, scope: !286)
!389 = !DILocation(line: 120, column: 17, scope: !286)
!390 = !{!324, !309, i64 7148}
!391 = !DILocation(line: 122, column: 5, scope: !286)
!392 = !DILocation(line: 123, column: 1, scope: !286)
!393 = distinct !DISubprogram(name: "inflateReset", scope: !3, file: !3, line: 125, type: !287, scopeLine: 125, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !394)
!394 = !{!395, !396}
!395 = !DILocalVariable(name: "strm", arg: 1, scope: !393, file: !3, line: 125, type: !7)
!396 = !DILocalVariable(name: "state", scope: !393, file: !3, line: 126, type: !94)
!397 = !DILocation(line: 0, scope: !393)
!398 = !DILocation(line: 0, scope: !294, inlinedAt: !399)
!399 = distinct !DILocation(line: 128, column: 9, scope: !400)
!400 = distinct !DILexicalBlock(scope: !393, file: !3, line: 128, column: 9)
!401 = !DILocation(line: 90, column: 14, scope: !301, inlinedAt: !399)
!402 = !DILocation(line: 90, column: 24, scope: !301, inlinedAt: !399)
!403 = !DILocation(line: 91, column: 15, scope: !301, inlinedAt: !399)
!404 = !DILocation(line: 91, column: 22, scope: !301, inlinedAt: !399)
!405 = !DILocation(line: 91, column: 39, scope: !301, inlinedAt: !399)
!406 = !DILocation(line: 91, column: 48, scope: !301, inlinedAt: !399)
!407 = !DILocation(line: 91, column: 54, scope: !301, inlinedAt: !399)
!408 = !DILocation(line: 90, column: 9, scope: !294, inlinedAt: !399)
!409 = !DILocation(line: 93, column: 47, scope: !294, inlinedAt: !399)
!410 = !DILocation(line: 94, column: 15, scope: !320, inlinedAt: !399)
!411 = !DILocation(line: 94, column: 25, scope: !320, inlinedAt: !399)
!412 = !DILocation(line: 94, column: 35, scope: !320, inlinedAt: !399)
!413 = !DILocation(line: 94, column: 40, scope: !320, inlinedAt: !399)
!414 = !DILocation(line: 94, column: 48, scope: !320, inlinedAt: !399)
!415 = !DILocation(line: 95, column: 16, scope: !320, inlinedAt: !399)
!416 = !DILocation(line: 95, column: 28, scope: !320, inlinedAt: !399)
!417 = !DILocation(line: 128, column: 9, scope: !393)
!418 = !DILocation(line: 130, column: 12, scope: !393)
!419 = !DILocation(line: 130, column: 18, scope: !393)
!420 = !{!324, !309, i64 60}
!421 = !DILocation(line: 131, column: 12, scope: !393)
!422 = !DILocation(line: 131, column: 18, scope: !393)
!423 = !{!324, !309, i64 64}
!424 = !DILocation(line: 132, column: 12, scope: !393)
!425 = !DILocation(line: 132, column: 18, scope: !393)
!426 = !{!324, !309, i64 68}
!427 = !DILocation(line: 0, scope: !286, inlinedAt: !428)
!428 = distinct !DILocation(line: 133, column: 12, scope: !393)
!429 = !DILocation(line: 0, scope: !294, inlinedAt: !430)
!430 = distinct !DILocation(line: 103, column: 9, scope: !299, inlinedAt: !428)
!431 = !DILocation(line: 105, column: 47, scope: !286, inlinedAt: !428)
!432 = !DILocation(line: 105, column: 53, scope: !286, inlinedAt: !428)
!433 = !DILocation(line: 105, column: 28, scope: !286, inlinedAt: !428)
!434 = !DILocation(line: 105, column: 11, scope: !286, inlinedAt: !428)
!435 = !DILocation(line: 105, column: 20, scope: !286, inlinedAt: !428)
!436 = !DILocation(line: 107, column: 11, scope: !286, inlinedAt: !428)
!437 = !DILocation(line: 107, column: 21, scope: !286, inlinedAt: !428)
!438 = !DILocation(line: 108, column: 16, scope: !342, inlinedAt: !428)
!439 = !DILocation(line: 106, column: 15, scope: !286, inlinedAt: !428)
!440 = !DILocation(line: 108, column: 9, scope: !342, inlinedAt: !428)
!441 = !DILocation(line: 108, column: 9, scope: !286, inlinedAt: !428)
!442 = !DILocation(line: 109, column: 35, scope: !342, inlinedAt: !428)
!443 = !DILocation(line: 109, column: 23, scope: !342, inlinedAt: !428)
!444 = !DILocation(line: 109, column: 15, scope: !342, inlinedAt: !428)
!445 = !DILocation(line: 109, column: 21, scope: !342, inlinedAt: !428)
!446 = !DILocation(line: 109, column: 9, scope: !342, inlinedAt: !428)
!447 = !DILocation(line: 110, column: 17, scope: !286, inlinedAt: !428)
!448 = !DILocation(line: 111, column: 12, scope: !286, inlinedAt: !428)
!449 = !DILocation(line: 111, column: 17, scope: !286, inlinedAt: !428)
!450 = !DILocation(line: 112, column: 12, scope: !286, inlinedAt: !428)
!451 = !DILocation(line: 112, column: 21, scope: !286, inlinedAt: !428)
!452 = !DILocation(line: 113, column: 12, scope: !286, inlinedAt: !428)
!453 = !DILocation(line: 113, column: 18, scope: !286, inlinedAt: !428)
!454 = !DILocation(line: 114, column: 12, scope: !286, inlinedAt: !428)
!455 = !DILocation(line: 114, column: 17, scope: !286, inlinedAt: !428)
!456 = !DILocation(line: 115, column: 12, scope: !286, inlinedAt: !428)
!457 = !DILocation(line: 115, column: 17, scope: !286, inlinedAt: !428)
!458 = !DILocation(line: 116, column: 12, scope: !286, inlinedAt: !428)
!459 = !DILocation(line: 116, column: 17, scope: !286, inlinedAt: !428)
!460 = !DILocation(line: 117, column: 12, scope: !286, inlinedAt: !428)
!461 = !DILocation(line: 117, column: 17, scope: !286, inlinedAt: !428)
!462 = !DILocation(line: 118, column: 61, scope: !286, inlinedAt: !428)
!463 = !DILocation(line: 118, column: 47, scope: !286, inlinedAt: !428)
!464 = !DILocation(line: 118, column: 52, scope: !286, inlinedAt: !428)
!465 = !DILocation(line: 118, column: 29, scope: !286, inlinedAt: !428)
!466 = !DILocation(line: 118, column: 38, scope: !286, inlinedAt: !428)
!467 = !DILocation(line: 118, column: 12, scope: !286, inlinedAt: !428)
!468 = !DILocation(line: 118, column: 20, scope: !286, inlinedAt: !428)
!469 = !DILocation(line: 119, column: 12, scope: !286, inlinedAt: !428)
!470 = !DILocation(line: 119, column: 17, scope: !286, inlinedAt: !428)
!471 = !DILocation(line: 120, column: 12, scope: !286, inlinedAt: !428)
!472 = !DILocation(line: 120, column: 17, scope: !286, inlinedAt: !428)
!473 = !DILocation(line: 122, column: 5, scope: !286, inlinedAt: !428)
!474 = !DILocation(line: 134, column: 1, scope: !393)
!475 = distinct !DISubprogram(name: "inflateReset2", scope: !3, file: !3, line: 136, type: !4, scopeLine: 136, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !476)
!476 = !{!477, !478, !479, !480}
!477 = !DILocalVariable(name: "strm", arg: 1, scope: !475, file: !3, line: 136, type: !7)
!478 = !DILocalVariable(name: "windowBits", arg: 2, scope: !475, file: !3, line: 136, type: !6)
!479 = !DILocalVariable(name: "wrap", scope: !475, file: !3, line: 137, type: !6)
!480 = !DILocalVariable(name: "state", scope: !475, file: !3, line: 138, type: !94)
!481 = !DILocation(line: 0, scope: !475)
!482 = !DILocation(line: 0, scope: !294, inlinedAt: !483)
!483 = distinct !DILocation(line: 141, column: 9, scope: !484)
!484 = distinct !DILexicalBlock(scope: !475, file: !3, line: 141, column: 9)
!485 = !DILocation(line: 90, column: 14, scope: !301, inlinedAt: !483)
!486 = !DILocation(line: 90, column: 24, scope: !301, inlinedAt: !483)
!487 = !DILocation(line: 91, column: 15, scope: !301, inlinedAt: !483)
!488 = !DILocation(line: 91, column: 22, scope: !301, inlinedAt: !483)
!489 = !DILocation(line: 91, column: 39, scope: !301, inlinedAt: !483)
!490 = !DILocation(line: 91, column: 48, scope: !301, inlinedAt: !483)
!491 = !DILocation(line: 91, column: 54, scope: !301, inlinedAt: !483)
!492 = !DILocation(line: 90, column: 9, scope: !294, inlinedAt: !483)
!493 = !DILocation(line: 93, column: 47, scope: !294, inlinedAt: !483)
!494 = !DILocation(line: 94, column: 15, scope: !320, inlinedAt: !483)
!495 = !DILocation(line: 94, column: 25, scope: !320, inlinedAt: !483)
!496 = !DILocation(line: 94, column: 35, scope: !320, inlinedAt: !483)
!497 = !DILocation(line: 94, column: 40, scope: !320, inlinedAt: !483)
!498 = !DILocation(line: 94, column: 48, scope: !320, inlinedAt: !483)
!499 = !DILocation(line: 95, column: 16, scope: !320, inlinedAt: !483)
!500 = !DILocation(line: 95, column: 28, scope: !320, inlinedAt: !483)
!501 = !DILocation(line: 141, column: 9, scope: !475)
!502 = !DILocation(line: 145, column: 20, scope: !503)
!503 = distinct !DILexicalBlock(scope: !475, file: !3, line: 145, column: 9)
!504 = !DILocation(line: 145, column: 9, scope: !475)
!505 = !DILocation(line: 146, column: 24, scope: !506)
!506 = distinct !DILexicalBlock(scope: !507, file: !3, line: 146, column: 13)
!507 = distinct !DILexicalBlock(scope: !503, file: !3, line: 145, column: 25)
!508 = !DILocation(line: 146, column: 13, scope: !507)
!509 = !DILocation(line: 149, column: 22, scope: !507)
!510 = !DILocation(line: 150, column: 5, scope: !507)
!511 = !DILocation(line: 152, column: 28, scope: !512)
!512 = distinct !DILexicalBlock(scope: !503, file: !3, line: 151, column: 10)
!513 = !DILocation(line: 152, column: 34, scope: !512)
!514 = !DILocation(line: 154, column: 24, scope: !515)
!515 = distinct !DILexicalBlock(scope: !512, file: !3, line: 154, column: 13)
!516 = !DILocation(line: 154, column: 13, scope: !512)
!517 = !DILocation(line: 0, scope: !503)
!518 = !DILocation(line: 160, column: 20, scope: !519)
!519 = distinct !DILexicalBlock(scope: !475, file: !3, line: 160, column: 9)
!520 = !DILocation(line: 162, column: 16, scope: !521)
!521 = distinct !DILexicalBlock(scope: !475, file: !3, line: 162, column: 9)
!522 = !{!324, !306, i64 72}
!523 = !DILocation(line: 162, column: 23, scope: !521)
!524 = !DILocation(line: 162, column: 33, scope: !521)
!525 = !DILocation(line: 162, column: 43, scope: !521)
!526 = !{!324, !309, i64 56}
!527 = !DILocation(line: 162, column: 49, scope: !521)
!528 = !DILocation(line: 162, column: 9, scope: !475)
!529 = !DILocation(line: 168, column: 12, scope: !475)
!530 = !DILocation(line: 168, column: 17, scope: !475)
!531 = !DILocation(line: 169, column: 12, scope: !475)
!532 = !DILocation(line: 169, column: 18, scope: !475)
!533 = !DILocation(line: 0, scope: !393, inlinedAt: !534)
!534 = distinct !DILocation(line: 170, column: 12, scope: !475)
!535 = !DILocation(line: 0, scope: !294, inlinedAt: !536)
!536 = distinct !DILocation(line: 128, column: 9, scope: !400, inlinedAt: !534)
!537 = !DILocation(line: 91, column: 39, scope: !301, inlinedAt: !536)
!538 = !DILocation(line: 163, column: 9, scope: !539)
!539 = distinct !DILexicalBlock(scope: !521, file: !3, line: 162, column: 74)
!540 = !{!305, !306, i64 80}
!541 = !DILocation(line: 164, column: 23, scope: !539)
!542 = !DILocation(line: 91, column: 15, scope: !301, inlinedAt: !536)
!543 = !DILocation(line: 91, column: 22, scope: !301, inlinedAt: !536)
!544 = !DILocation(line: 91, column: 48, scope: !301, inlinedAt: !536)
!545 = !DILocation(line: 91, column: 54, scope: !301, inlinedAt: !536)
!546 = !DILocation(line: 90, column: 9, scope: !294, inlinedAt: !536)
!547 = !DILocation(line: 93, column: 47, scope: !294, inlinedAt: !536)
!548 = !DILocation(line: 94, column: 15, scope: !320, inlinedAt: !536)
!549 = !DILocation(line: 94, column: 25, scope: !320, inlinedAt: !536)
!550 = !DILocation(line: 94, column: 35, scope: !320, inlinedAt: !536)
!551 = !DILocation(line: 94, column: 40, scope: !320, inlinedAt: !536)
!552 = !DILocation(line: 94, column: 48, scope: !320, inlinedAt: !536)
!553 = !DILocation(line: 95, column: 16, scope: !320, inlinedAt: !536)
!554 = !DILocation(line: 95, column: 28, scope: !320, inlinedAt: !536)
!555 = !DILocation(line: 128, column: 9, scope: !393, inlinedAt: !534)
!556 = !DILocation(line: 130, column: 12, scope: !393, inlinedAt: !534)
!557 = !DILocation(line: 130, column: 18, scope: !393, inlinedAt: !534)
!558 = !DILocation(line: 131, column: 12, scope: !393, inlinedAt: !534)
!559 = !DILocation(line: 131, column: 18, scope: !393, inlinedAt: !534)
!560 = !DILocation(line: 132, column: 12, scope: !393, inlinedAt: !534)
!561 = !DILocation(line: 132, column: 18, scope: !393, inlinedAt: !534)
!562 = !DILocation(line: 0, scope: !286, inlinedAt: !563)
!563 = distinct !DILocation(line: 133, column: 12, scope: !393, inlinedAt: !534)
!564 = !DILocation(line: 0, scope: !294, inlinedAt: !565)
!565 = distinct !DILocation(line: 103, column: 9, scope: !299, inlinedAt: !563)
!566 = !DILocation(line: 105, column: 47, scope: !286, inlinedAt: !563)
!567 = !DILocation(line: 105, column: 53, scope: !286, inlinedAt: !563)
!568 = !DILocation(line: 105, column: 28, scope: !286, inlinedAt: !563)
!569 = !DILocation(line: 105, column: 11, scope: !286, inlinedAt: !563)
!570 = !DILocation(line: 105, column: 20, scope: !286, inlinedAt: !563)
!571 = !DILocation(line: 107, column: 11, scope: !286, inlinedAt: !563)
!572 = !DILocation(line: 107, column: 21, scope: !286, inlinedAt: !563)
!573 = !DILocation(line: 108, column: 16, scope: !342, inlinedAt: !563)
!574 = !DILocation(line: 106, column: 15, scope: !286, inlinedAt: !563)
!575 = !DILocation(line: 108, column: 9, scope: !342, inlinedAt: !563)
!576 = !DILocation(line: 108, column: 9, scope: !286, inlinedAt: !563)
!577 = !DILocation(line: 109, column: 35, scope: !342, inlinedAt: !563)
!578 = !DILocation(line: 109, column: 23, scope: !342, inlinedAt: !563)
!579 = !DILocation(line: 109, column: 15, scope: !342, inlinedAt: !563)
!580 = !DILocation(line: 109, column: 21, scope: !342, inlinedAt: !563)
!581 = !DILocation(line: 109, column: 9, scope: !342, inlinedAt: !563)
!582 = !DILocation(line: 110, column: 17, scope: !286, inlinedAt: !563)
!583 = !DILocation(line: 111, column: 12, scope: !286, inlinedAt: !563)
!584 = !DILocation(line: 111, column: 17, scope: !286, inlinedAt: !563)
!585 = !DILocation(line: 112, column: 12, scope: !286, inlinedAt: !563)
!586 = !DILocation(line: 112, column: 21, scope: !286, inlinedAt: !563)
!587 = !DILocation(line: 113, column: 12, scope: !286, inlinedAt: !563)
!588 = !DILocation(line: 113, column: 18, scope: !286, inlinedAt: !563)
!589 = !DILocation(line: 114, column: 12, scope: !286, inlinedAt: !563)
!590 = !DILocation(line: 114, column: 17, scope: !286, inlinedAt: !563)
!591 = !DILocation(line: 115, column: 12, scope: !286, inlinedAt: !563)
!592 = !DILocation(line: 115, column: 17, scope: !286, inlinedAt: !563)
!593 = !DILocation(line: 116, column: 12, scope: !286, inlinedAt: !563)
!594 = !DILocation(line: 116, column: 17, scope: !286, inlinedAt: !563)
!595 = !DILocation(line: 117, column: 12, scope: !286, inlinedAt: !563)
!596 = !DILocation(line: 117, column: 17, scope: !286, inlinedAt: !563)
!597 = !DILocation(line: 118, column: 61, scope: !286, inlinedAt: !563)
!598 = !DILocation(line: 118, column: 47, scope: !286, inlinedAt: !563)
!599 = !DILocation(line: 118, column: 52, scope: !286, inlinedAt: !563)
!600 = !DILocation(line: 118, column: 29, scope: !286, inlinedAt: !563)
!601 = !DILocation(line: 118, column: 38, scope: !286, inlinedAt: !563)
!602 = !DILocation(line: 118, column: 12, scope: !286, inlinedAt: !563)
!603 = !DILocation(line: 118, column: 20, scope: !286, inlinedAt: !563)
!604 = !DILocation(line: 119, column: 12, scope: !286, inlinedAt: !563)
!605 = !DILocation(line: 119, column: 17, scope: !286, inlinedAt: !563)
!606 = !DILocation(line: 120, column: 12, scope: !286, inlinedAt: !563)
!607 = !DILocation(line: 120, column: 17, scope: !286, inlinedAt: !563)
!608 = !DILocation(line: 122, column: 5, scope: !286, inlinedAt: !563)
!609 = !DILocation(line: 171, column: 1, scope: !475)
!610 = distinct !DISubprogram(name: "inflateInit2_", scope: !3, file: !3, line: 173, type: !611, scopeLine: 174, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !615)
!611 = !DISubroutineType(types: !612)
!612 = !{!6, !7, !6, !613, !6}
!613 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !614, size: 64)
!614 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!615 = !{!616, !617, !618, !619, !620, !621}
!616 = !DILocalVariable(name: "strm", arg: 1, scope: !610, file: !3, line: 173, type: !7)
!617 = !DILocalVariable(name: "windowBits", arg: 2, scope: !610, file: !3, line: 173, type: !6)
!618 = !DILocalVariable(name: "version", arg: 3, scope: !610, file: !3, line: 174, type: !613)
!619 = !DILocalVariable(name: "stream_size", arg: 4, scope: !610, file: !3, line: 174, type: !6)
!620 = !DILocalVariable(name: "ret", scope: !610, file: !3, line: 175, type: !6)
!621 = !DILocalVariable(name: "state", scope: !610, file: !3, line: 176, type: !94)
!622 = !DILocation(line: 0, scope: !610)
!623 = !DILocation(line: 178, column: 17, scope: !624)
!624 = distinct !DILexicalBlock(scope: !610, file: !3, line: 178, column: 9)
!625 = !DILocation(line: 178, column: 27, scope: !624)
!626 = !DILocation(line: 178, column: 30, scope: !624)
!627 = !{!307, !307, i64 0}
!628 = !DILocation(line: 178, column: 41, scope: !624)
!629 = !DILocation(line: 178, column: 60, scope: !624)
!630 = !DILocation(line: 181, column: 14, scope: !631)
!631 = distinct !DILexicalBlock(scope: !610, file: !3, line: 181, column: 9)
!632 = !DILocation(line: 181, column: 9, scope: !610)
!633 = !DILocation(line: 182, column: 11, scope: !610)
!634 = !DILocation(line: 182, column: 15, scope: !610)
!635 = !{!305, !306, i64 48}
!636 = !DILocation(line: 183, column: 15, scope: !637)
!637 = distinct !DILexicalBlock(scope: !610, file: !3, line: 183, column: 9)
!638 = !DILocation(line: 183, column: 22, scope: !637)
!639 = !DILocation(line: 183, column: 9, scope: !610)
!640 = !DILocation(line: 187, column: 22, scope: !641)
!641 = distinct !DILexicalBlock(scope: !637, file: !3, line: 183, column: 40)
!642 = !DILocation(line: 188, column: 15, scope: !641)
!643 = !DILocation(line: 188, column: 22, scope: !641)
!644 = !DILocation(line: 190, column: 5, scope: !641)
!645 = !DILocation(line: 191, column: 15, scope: !646)
!646 = distinct !DILexicalBlock(scope: !610, file: !3, line: 191, column: 9)
!647 = !DILocation(line: 191, column: 21, scope: !646)
!648 = !DILocation(line: 191, column: 9, scope: !610)
!649 = !DILocation(line: 195, column: 21, scope: !646)
!650 = !DILocation(line: 195, column: 9, scope: !646)
!651 = !DILocation(line: 198, column: 13, scope: !610)
!652 = !DILocation(line: 199, column: 15, scope: !653)
!653 = distinct !DILexicalBlock(scope: !610, file: !3, line: 199, column: 9)
!654 = !DILocation(line: 199, column: 9, scope: !610)
!655 = !DILocation(line: 200, column: 5, scope: !610)
!656 = !DILocation(line: 202, column: 11, scope: !610)
!657 = !DILocation(line: 202, column: 17, scope: !610)
!658 = !DILocation(line: 203, column: 17, scope: !610)
!659 = !DILocation(line: 205, column: 12, scope: !610)
!660 = !DILocation(line: 205, column: 17, scope: !610)
!661 = !DILocation(line: 206, column: 11, scope: !610)
!662 = !DILocation(line: 207, column: 13, scope: !663)
!663 = distinct !DILexicalBlock(scope: !610, file: !3, line: 207, column: 9)
!664 = !DILocation(line: 207, column: 9, scope: !610)
!665 = !DILocation(line: 208, column: 9, scope: !666)
!666 = distinct !DILexicalBlock(scope: !663, file: !3, line: 207, column: 22)
!667 = !DILocation(line: 209, column: 21, scope: !666)
!668 = !DILocation(line: 210, column: 5, scope: !666)
!669 = !DILocation(line: 212, column: 1, scope: !610)
!670 = distinct !DISubprogram(name: "inflateInit_", scope: !3, file: !3, line: 214, type: !671, scopeLine: 215, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !673)
!671 = !DISubroutineType(types: !672)
!672 = !{!6, !7, !613, !6}
!673 = !{!674, !675, !676}
!674 = !DILocalVariable(name: "strm", arg: 1, scope: !670, file: !3, line: 214, type: !7)
!675 = !DILocalVariable(name: "version", arg: 2, scope: !670, file: !3, line: 214, type: !613)
!676 = !DILocalVariable(name: "stream_size", arg: 3, scope: !670, file: !3, line: 215, type: !6)
!677 = !DILocation(line: 0, scope: !670)
!678 = !DILocation(line: 0, scope: !610, inlinedAt: !679)
!679 = distinct !DILocation(line: 216, column: 12, scope: !670)
!680 = !DILocation(line: 178, column: 17, scope: !624, inlinedAt: !679)
!681 = !DILocation(line: 178, column: 27, scope: !624, inlinedAt: !679)
!682 = !DILocation(line: 178, column: 30, scope: !624, inlinedAt: !679)
!683 = !DILocation(line: 178, column: 41, scope: !624, inlinedAt: !679)
!684 = !DILocation(line: 178, column: 60, scope: !624, inlinedAt: !679)
!685 = !DILocation(line: 181, column: 14, scope: !631, inlinedAt: !679)
!686 = !DILocation(line: 181, column: 9, scope: !610, inlinedAt: !679)
!687 = !DILocation(line: 182, column: 11, scope: !610, inlinedAt: !679)
!688 = !DILocation(line: 182, column: 15, scope: !610, inlinedAt: !679)
!689 = !DILocation(line: 183, column: 15, scope: !637, inlinedAt: !679)
!690 = !DILocation(line: 183, column: 22, scope: !637, inlinedAt: !679)
!691 = !DILocation(line: 183, column: 9, scope: !610, inlinedAt: !679)
!692 = !DILocation(line: 187, column: 22, scope: !641, inlinedAt: !679)
!693 = !DILocation(line: 188, column: 15, scope: !641, inlinedAt: !679)
!694 = !DILocation(line: 188, column: 22, scope: !641, inlinedAt: !679)
!695 = !DILocation(line: 190, column: 5, scope: !641, inlinedAt: !679)
!696 = !DILocation(line: 191, column: 15, scope: !646, inlinedAt: !679)
!697 = !DILocation(line: 191, column: 21, scope: !646, inlinedAt: !679)
!698 = !DILocation(line: 191, column: 9, scope: !610, inlinedAt: !679)
!699 = !DILocation(line: 195, column: 21, scope: !646, inlinedAt: !679)
!700 = !DILocation(line: 195, column: 9, scope: !646, inlinedAt: !679)
!701 = !DILocation(line: 198, column: 13, scope: !610, inlinedAt: !679)
!702 = !DILocation(line: 199, column: 15, scope: !653, inlinedAt: !679)
!703 = !DILocation(line: 199, column: 9, scope: !610, inlinedAt: !679)
!704 = !DILocation(line: 200, column: 5, scope: !610, inlinedAt: !679)
!705 = !DILocation(line: 202, column: 11, scope: !610, inlinedAt: !679)
!706 = !DILocation(line: 202, column: 17, scope: !610, inlinedAt: !679)
!707 = !DILocation(line: 203, column: 17, scope: !610, inlinedAt: !679)
!708 = !DILocation(line: 205, column: 17, scope: !610, inlinedAt: !679)
!709 = !DILocation(line: 206, column: 11, scope: !610, inlinedAt: !679)
!710 = !DILocation(line: 207, column: 13, scope: !663, inlinedAt: !679)
!711 = !DILocation(line: 207, column: 9, scope: !610, inlinedAt: !679)
!712 = !DILocation(line: 208, column: 9, scope: !666, inlinedAt: !679)
!713 = !DILocation(line: 209, column: 21, scope: !666, inlinedAt: !679)
!714 = !DILocation(line: 210, column: 5, scope: !666, inlinedAt: !679)
!715 = !DILocation(line: 216, column: 5, scope: !670)
!716 = distinct !DISubprogram(name: "inflatePrime", scope: !3, file: !3, line: 219, type: !717, scopeLine: 219, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !719)
!717 = !DISubroutineType(types: !718)
!718 = !{!6, !7, !6, !6}
!719 = !{!720, !721, !722, !723}
!720 = !DILocalVariable(name: "strm", arg: 1, scope: !716, file: !3, line: 219, type: !7)
!721 = !DILocalVariable(name: "bits", arg: 2, scope: !716, file: !3, line: 219, type: !6)
!722 = !DILocalVariable(name: "value", arg: 3, scope: !716, file: !3, line: 219, type: !6)
!723 = !DILocalVariable(name: "state", scope: !716, file: !3, line: 220, type: !94)
!724 = !DILocation(line: 0, scope: !716)
!725 = !DILocation(line: 0, scope: !294, inlinedAt: !726)
!726 = distinct !DILocation(line: 222, column: 9, scope: !727)
!727 = distinct !DILexicalBlock(scope: !716, file: !3, line: 222, column: 9)
!728 = !DILocation(line: 90, column: 14, scope: !301, inlinedAt: !726)
!729 = !DILocation(line: 90, column: 24, scope: !301, inlinedAt: !726)
!730 = !DILocation(line: 91, column: 15, scope: !301, inlinedAt: !726)
!731 = !DILocation(line: 91, column: 22, scope: !301, inlinedAt: !726)
!732 = !DILocation(line: 91, column: 39, scope: !301, inlinedAt: !726)
!733 = !DILocation(line: 91, column: 48, scope: !301, inlinedAt: !726)
!734 = !DILocation(line: 91, column: 54, scope: !301, inlinedAt: !726)
!735 = !DILocation(line: 90, column: 9, scope: !294, inlinedAt: !726)
!736 = !DILocation(line: 93, column: 47, scope: !294, inlinedAt: !726)
!737 = !DILocation(line: 94, column: 15, scope: !320, inlinedAt: !726)
!738 = !DILocation(line: 94, column: 25, scope: !320, inlinedAt: !726)
!739 = !DILocation(line: 94, column: 35, scope: !320, inlinedAt: !726)
!740 = !DILocation(line: 94, column: 40, scope: !320, inlinedAt: !726)
!741 = !DILocation(line: 94, column: 48, scope: !320, inlinedAt: !726)
!742 = !DILocation(line: 95, column: 16, scope: !320, inlinedAt: !726)
!743 = !DILocation(line: 95, column: 28, scope: !320, inlinedAt: !726)
!744 = !DILocation(line: 222, column: 9, scope: !716)
!745 = !DILocation(line: 223, column: 14, scope: !746)
!746 = distinct !DILexicalBlock(scope: !716, file: !3, line: 223, column: 9)
!747 = !DILocation(line: 223, column: 9, scope: !716)
!748 = !DILocation(line: 226, column: 14, scope: !749)
!749 = distinct !DILexicalBlock(scope: !716, file: !3, line: 226, column: 9)
!750 = !DILocation(line: 226, column: 9, scope: !716)
!751 = !DILocation(line: 227, column: 16, scope: !752)
!752 = distinct !DILexicalBlock(scope: !749, file: !3, line: 226, column: 19)
!753 = !DILocation(line: 227, column: 21, scope: !752)
!754 = !DILocation(line: 228, column: 16, scope: !752)
!755 = !DILocation(line: 228, column: 21, scope: !752)
!756 = !DILocation(line: 229, column: 9, scope: !752)
!757 = !DILocation(line: 231, column: 14, scope: !758)
!758 = distinct !DILexicalBlock(scope: !716, file: !3, line: 231, column: 9)
!759 = !DILocation(line: 231, column: 19, scope: !758)
!760 = !DILocation(line: 231, column: 29, scope: !758)
!761 = !DILocation(line: 231, column: 34, scope: !758)
!762 = !DILocation(line: 231, column: 47, scope: !758)
!763 = !DILocation(line: 231, column: 9, scope: !716)
!764 = !DILocation(line: 232, column: 18, scope: !716)
!765 = !DILocation(line: 232, column: 27, scope: !716)
!766 = !DILocation(line: 232, column: 11, scope: !716)
!767 = !DILocation(line: 233, column: 20, scope: !716)
!768 = !DILocation(line: 233, column: 41, scope: !716)
!769 = !DILocation(line: 233, column: 12, scope: !716)
!770 = !DILocation(line: 233, column: 17, scope: !716)
!771 = !DILocation(line: 234, column: 17, scope: !716)
!772 = !DILocation(line: 235, column: 5, scope: !716)
!773 = !DILocation(line: 236, column: 1, scope: !716)
!774 = distinct !DIAssignID()
!775 = !DILocation(line: 0, scope: !2)
!776 = !DILocation(line: 489, column: 5, scope: !2)
!777 = !DILocation(line: 0, scope: !294, inlinedAt: !778)
!778 = distinct !DILocation(line: 494, column: 9, scope: !779)
!779 = distinct !DILexicalBlock(scope: !2, file: !3, line: 494, column: 9)
!780 = !DILocation(line: 90, column: 14, scope: !301, inlinedAt: !778)
!781 = !DILocation(line: 90, column: 24, scope: !301, inlinedAt: !778)
!782 = !DILocation(line: 91, column: 15, scope: !301, inlinedAt: !778)
!783 = !DILocation(line: 91, column: 22, scope: !301, inlinedAt: !778)
!784 = !DILocation(line: 91, column: 39, scope: !301, inlinedAt: !778)
!785 = !DILocation(line: 91, column: 48, scope: !301, inlinedAt: !778)
!786 = !DILocation(line: 91, column: 54, scope: !301, inlinedAt: !778)
!787 = !DILocation(line: 90, column: 9, scope: !294, inlinedAt: !778)
!788 = !DILocation(line: 93, column: 47, scope: !294, inlinedAt: !778)
!789 = !DILocation(line: 94, column: 15, scope: !320, inlinedAt: !778)
!790 = !DILocation(line: 94, column: 25, scope: !320, inlinedAt: !778)
!791 = !DILocation(line: 94, column: 35, scope: !320, inlinedAt: !778)
!792 = !DILocation(line: 94, column: 40, scope: !320, inlinedAt: !778)
!793 = !DILocation(line: 94, column: 48, scope: !320, inlinedAt: !778)
!794 = !DILocation(line: 95, column: 16, scope: !320, inlinedAt: !778)
!795 = !DILocation(line: 95, column: 28, scope: !320, inlinedAt: !778)
!796 = !DILocation(line: 494, column: 33, scope: !779)
!797 = !DILocation(line: 494, column: 42, scope: !779)
!798 = !{!305, !306, i64 24}
!799 = !DILocation(line: 494, column: 51, scope: !779)
!800 = !DILocation(line: 494, column: 61, scope: !779)
!801 = !DILocation(line: 495, column: 16, scope: !779)
!802 = !{!305, !306, i64 0}
!803 = !DILocation(line: 495, column: 24, scope: !779)
!804 = !DILocation(line: 495, column: 34, scope: !779)
!805 = !DILocation(line: 495, column: 43, scope: !779)
!806 = !{!305, !309, i64 8}
!807 = !DILocation(line: 495, column: 52, scope: !779)
!808 = !DILocation(line: 494, column: 9, scope: !2)
!809 = !DILocation(line: 499, column: 21, scope: !810)
!810 = distinct !DILexicalBlock(scope: !2, file: !3, line: 499, column: 9)
!811 = !DILocation(line: 499, column: 9, scope: !2)
!812 = !DILocation(line: 499, column: 42, scope: !810)
!813 = !DILocation(line: 499, column: 30, scope: !810)
!814 = !DILocation(line: 500, column: 5, scope: !815)
!815 = distinct !DILexicalBlock(scope: !2, file: !3, line: 500, column: 5)
!816 = !{!305, !309, i64 32}
!817 = !DILocation(line: 504, column: 5, scope: !2)
!818 = !DILocation(line: 505, column: 24, scope: !819)
!819 = distinct !DILexicalBlock(scope: !820, file: !3, line: 504, column: 5)
!820 = distinct !DILexicalBlock(scope: !2, file: !3, line: 504, column: 5)
!821 = !DILocation(line: 502, column: 9, scope: !2)
!822 = !DILocation(line: 503, column: 9, scope: !2)
!823 = !DILocation(line: 505, column: 9, scope: !819)
!824 = !DILocation(line: 1004, column: 24, scope: !825)
!825 = distinct !DILexicalBlock(scope: !826, file: !3, line: 1004, column: 17)
!826 = distinct !DILexicalBlock(scope: !819, file: !3, line: 505, column: 30)
!827 = !{!324, !309, i64 100}
!828 = !DILocation(line: 965, column: 24, scope: !829)
!829 = distinct !DILexicalBlock(scope: !826, file: !3, line: 965, column: 17)
!830 = !{!324, !309, i64 140}
!831 = !DILocation(line: 1098, column: 24, scope: !832)
!832 = distinct !DILexicalBlock(scope: !826, file: !3, line: 1098, column: 17)
!833 = !DILocation(line: 783, column: 13, scope: !834)
!834 = distinct !DILexicalBlock(scope: !826, file: !3, line: 783, column: 13)
!835 = !DILocation(line: 783, column: 13, scope: !836)
!836 = distinct !DILexicalBlock(scope: !837, file: !3, line: 783, column: 13)
!837 = distinct !DILexicalBlock(scope: !834, file: !3, line: 783, column: 13)
!838 = !DILocation(line: 783, column: 13, scope: !837)
!839 = !DILocation(line: 695, column: 13, scope: !840)
!840 = distinct !DILexicalBlock(scope: !826, file: !3, line: 695, column: 13)
!841 = !DILocation(line: 695, column: 13, scope: !842)
!842 = distinct !DILexicalBlock(scope: !843, file: !3, line: 695, column: 13)
!843 = distinct !DILexicalBlock(scope: !840, file: !3, line: 695, column: 13)
!844 = !DILocation(line: 695, column: 13, scope: !843)
!845 = !DILocation(line: 556, column: 13, scope: !846)
!846 = distinct !DILexicalBlock(scope: !826, file: !3, line: 556, column: 13)
!847 = !DILocation(line: 556, column: 13, scope: !848)
!848 = distinct !DILexicalBlock(scope: !849, file: !3, line: 556, column: 13)
!849 = distinct !DILexicalBlock(scope: !846, file: !3, line: 556, column: 13)
!850 = !DILocation(line: 556, column: 13, scope: !849)
!851 = !DILocation(line: 507, column: 24, scope: !852)
!852 = distinct !DILexicalBlock(scope: !826, file: !3, line: 507, column: 17)
!853 = !DILocation(line: 507, column: 29, scope: !852)
!854 = !DILocation(line: 507, column: 17, scope: !826)
!855 = !DILocation(line: 511, column: 13, scope: !856)
!856 = distinct !DILexicalBlock(scope: !826, file: !3, line: 511, column: 13)
!857 = !DILocation(line: 511, column: 13, scope: !858)
!858 = distinct !DILexicalBlock(scope: !859, file: !3, line: 511, column: 13)
!859 = distinct !DILexicalBlock(scope: !856, file: !3, line: 511, column: 13)
!860 = !DILocation(line: 511, column: 13, scope: !859)
!861 = !DILocation(line: 508, column: 29, scope: !862)
!862 = distinct !DILexicalBlock(scope: !852, file: !3, line: 507, column: 35)
!863 = !DILocation(line: 509, column: 17, scope: !862)
!864 = distinct !{!864, !855, !855, !865}
!865 = !{!"llvm.loop.mustprogress"}
!866 = !DILocation(line: 513, column: 30, scope: !867)
!867 = distinct !DILexicalBlock(scope: !826, file: !3, line: 513, column: 17)
!868 = !DILocation(line: 513, column: 35, scope: !867)
!869 = !DILocation(line: 514, column: 28, scope: !870)
!870 = distinct !DILexicalBlock(scope: !871, file: !3, line: 514, column: 21)
!871 = distinct !DILexicalBlock(scope: !867, file: !3, line: 513, column: 54)
!872 = !DILocation(line: 514, column: 34, scope: !870)
!873 = !DILocation(line: 514, column: 21, scope: !871)
!874 = !DILocation(line: 515, column: 34, scope: !870)
!875 = !DILocation(line: 515, column: 21, scope: !870)
!876 = !DILocation(line: 516, column: 32, scope: !871)
!877 = !DILocation(line: 516, column: 30, scope: !871)
!878 = !{!324, !310, i64 32}
!879 = !DILocation(line: 517, column: 17, scope: !880)
!880 = distinct !DILexicalBlock(scope: !871, file: !3, line: 517, column: 17)
!881 = distinct !DIAssignID()
!882 = distinct !DIAssignID()
!883 = !DILocation(line: 519, column: 29, scope: !871)
!884 = !DILocation(line: 520, column: 17, scope: !871)
!885 = !DILocation(line: 522, column: 24, scope: !886)
!886 = distinct !DILexicalBlock(scope: !826, file: !3, line: 522, column: 17)
!887 = !DILocation(line: 522, column: 29, scope: !886)
!888 = !DILocation(line: 522, column: 17, scope: !826)
!889 = !DILocation(line: 523, column: 30, scope: !886)
!890 = !DILocation(line: 523, column: 35, scope: !886)
!891 = !{!892, !309, i64 72}
!892 = !{!"gz_header_s", !309, i64 0, !310, i64 8, !309, i64 16, !309, i64 20, !306, i64 24, !309, i64 32, !309, i64 36, !306, i64 40, !309, i64 48, !306, i64 56, !309, i64 64, !309, i64 68, !309, i64 72}
!893 = !DILocation(line: 523, column: 17, scope: !886)
!894 = !DILocation(line: 524, column: 31, scope: !895)
!895 = distinct !DILexicalBlock(scope: !826, file: !3, line: 524, column: 17)
!896 = !DILocation(line: 524, column: 36, scope: !895)
!897 = !DILocation(line: 528, column: 27, scope: !895)
!898 = !DILocation(line: 528, column: 41, scope: !895)
!899 = !DILocation(line: 528, column: 33, scope: !895)
!900 = !DILocation(line: 528, column: 48, scope: !895)
!901 = !DILocation(line: 524, column: 17, scope: !826)
!902 = !DILocation(line: 529, column: 27, scope: !903)
!903 = distinct !DILexicalBlock(scope: !895, file: !3, line: 528, column: 54)
!904 = !DILocation(line: 530, column: 29, scope: !903)
!905 = !DILocation(line: 531, column: 17, scope: !903)
!906 = !DILocation(line: 533, column: 25, scope: !907)
!907 = distinct !DILexicalBlock(scope: !826, file: !3, line: 533, column: 17)
!908 = !DILocation(line: 533, column: 17, scope: !826)
!909 = !DILocation(line: 534, column: 27, scope: !910)
!910 = distinct !DILexicalBlock(scope: !907, file: !3, line: 533, column: 40)
!911 = !DILocation(line: 535, column: 29, scope: !910)
!912 = !DILocation(line: 536, column: 17, scope: !910)
!913 = !DILocation(line: 538, column: 13, scope: !914)
!914 = distinct !DILexicalBlock(scope: !826, file: !3, line: 538, column: 13)
!915 = !DILocation(line: 539, column: 19, scope: !826)
!916 = !DILocation(line: 539, column: 27, scope: !826)
!917 = !DILocation(line: 540, column: 24, scope: !918)
!918 = distinct !DILexicalBlock(scope: !826, file: !3, line: 540, column: 17)
!919 = !DILocation(line: 540, column: 30, scope: !918)
!920 = !DILocation(line: 540, column: 17, scope: !826)
!921 = !DILocation(line: 541, column: 30, scope: !918)
!922 = !DILocation(line: 541, column: 17, scope: !918)
!923 = !DILocation(line: 542, column: 21, scope: !924)
!924 = distinct !DILexicalBlock(scope: !826, file: !3, line: 542, column: 17)
!925 = !DILocation(line: 542, column: 26, scope: !924)
!926 = !DILocation(line: 543, column: 27, scope: !927)
!927 = distinct !DILexicalBlock(scope: !924, file: !3, line: 542, column: 49)
!928 = !DILocation(line: 544, column: 29, scope: !927)
!929 = !DILocation(line: 545, column: 17, scope: !927)
!930 = !DILocation(line: 547, column: 30, scope: !826)
!931 = !DILocation(line: 547, column: 25, scope: !826)
!932 = !DILocation(line: 548, column: 26, scope: !826)
!933 = !DILocation(line: 550, column: 42, scope: !826)
!934 = !DILocation(line: 550, column: 40, scope: !826)
!935 = !DILocation(line: 550, column: 25, scope: !826)
!936 = !DILocation(line: 551, column: 27, scope: !826)
!937 = !DILocation(line: 551, column: 25, scope: !826)
!938 = !DILocation(line: 553, column: 13, scope: !826)
!939 = distinct !{!939, !845, !845, !865}
!940 = !DILocation(line: 557, column: 28, scope: !826)
!941 = !DILocation(line: 557, column: 26, scope: !826)
!942 = !DILocation(line: 558, column: 31, scope: !943)
!943 = distinct !DILexicalBlock(scope: !826, file: !3, line: 558, column: 17)
!944 = !DILocation(line: 558, column: 39, scope: !943)
!945 = !DILocation(line: 558, column: 17, scope: !826)
!946 = !DILocation(line: 559, column: 27, scope: !947)
!947 = distinct !DILexicalBlock(scope: !943, file: !3, line: 558, column: 54)
!948 = !DILocation(line: 560, column: 29, scope: !947)
!949 = !DILocation(line: 561, column: 17, scope: !947)
!950 = !DILocation(line: 563, column: 30, scope: !951)
!951 = distinct !DILexicalBlock(scope: !826, file: !3, line: 563, column: 17)
!952 = !DILocation(line: 563, column: 17, scope: !826)
!953 = !DILocation(line: 564, column: 27, scope: !954)
!954 = distinct !DILexicalBlock(scope: !951, file: !3, line: 563, column: 40)
!955 = !DILocation(line: 565, column: 29, scope: !954)
!956 = !DILocation(line: 566, column: 17, scope: !954)
!957 = !DILocation(line: 568, column: 24, scope: !958)
!958 = distinct !DILexicalBlock(scope: !826, file: !3, line: 568, column: 17)
!959 = !DILocation(line: 568, column: 29, scope: !958)
!960 = !DILocation(line: 568, column: 17, scope: !826)
!961 = !DILocation(line: 569, column: 37, scope: !958)
!962 = !DILocation(line: 569, column: 35, scope: !958)
!963 = !{!892, !309, i64 0}
!964 = !DILocation(line: 569, column: 17, scope: !958)
!965 = !DILocation(line: 570, column: 31, scope: !966)
!966 = distinct !DILexicalBlock(scope: !826, file: !3, line: 570, column: 17)
!967 = !DILocation(line: 570, column: 41, scope: !966)
!968 = !DILocation(line: 570, column: 52, scope: !966)
!969 = !DILocation(line: 570, column: 57, scope: !966)
!970 = !DILocation(line: 570, column: 17, scope: !826)
!971 = !DILocation(line: 571, column: 17, scope: !972)
!972 = distinct !DILexicalBlock(scope: !966, file: !3, line: 571, column: 17)
!973 = distinct !DIAssignID()
!974 = distinct !DIAssignID()
!975 = !DILocation(line: 573, column: 25, scope: !826)
!976 = !DILocation(line: 576, column: 13, scope: !977)
!977 = distinct !DILexicalBlock(scope: !826, file: !3, line: 576, column: 13)
!978 = !DILocation(line: 576, column: 13, scope: !979)
!979 = distinct !DILexicalBlock(scope: !980, file: !3, line: 576, column: 13)
!980 = distinct !DILexicalBlock(scope: !977, file: !3, line: 576, column: 13)
!981 = !DILocation(line: 576, column: 13, scope: !980)
!982 = distinct !{!982, !976, !976, !865}
!983 = !DILocation(line: 577, column: 24, scope: !984)
!984 = distinct !DILexicalBlock(scope: !826, file: !3, line: 577, column: 17)
!985 = !DILocation(line: 577, column: 29, scope: !984)
!986 = !DILocation(line: 577, column: 17, scope: !826)
!987 = !DILocation(line: 578, column: 30, scope: !984)
!988 = !DILocation(line: 578, column: 35, scope: !984)
!989 = !{!892, !310, i64 8}
!990 = !DILocation(line: 578, column: 17, scope: !984)
!991 = !DILocation(line: 579, column: 25, scope: !992)
!992 = distinct !DILexicalBlock(scope: !826, file: !3, line: 579, column: 17)
!993 = !DILocation(line: 579, column: 31, scope: !992)
!994 = !DILocation(line: 579, column: 41, scope: !992)
!995 = !DILocation(line: 579, column: 52, scope: !992)
!996 = !DILocation(line: 579, column: 57, scope: !992)
!997 = !DILocation(line: 579, column: 17, scope: !826)
!998 = !DILocation(line: 580, column: 17, scope: !999)
!999 = distinct !DILexicalBlock(scope: !992, file: !3, line: 580, column: 17)
!1000 = distinct !DIAssignID()
!1001 = distinct !DIAssignID()
!1002 = distinct !DIAssignID()
!1003 = distinct !DIAssignID()
!1004 = !DILocation(line: 582, column: 25, scope: !826)
!1005 = !DILocation(line: 585, column: 13, scope: !1006)
!1006 = distinct !DILexicalBlock(scope: !826, file: !3, line: 585, column: 13)
!1007 = !DILocation(line: 585, column: 13, scope: !1008)
!1008 = distinct !DILexicalBlock(scope: !1009, file: !3, line: 585, column: 13)
!1009 = distinct !DILexicalBlock(scope: !1006, file: !3, line: 585, column: 13)
!1010 = !DILocation(line: 585, column: 13, scope: !1009)
!1011 = distinct !{!1011, !1005, !1005, !865}
!1012 = !DILocation(line: 586, column: 24, scope: !1013)
!1013 = distinct !DILexicalBlock(scope: !826, file: !3, line: 586, column: 17)
!1014 = !DILocation(line: 586, column: 29, scope: !1013)
!1015 = !DILocation(line: 586, column: 17, scope: !826)
!1016 = !DILocation(line: 587, column: 39, scope: !1017)
!1017 = distinct !DILexicalBlock(scope: !1013, file: !3, line: 586, column: 40)
!1018 = !DILocation(line: 587, column: 30, scope: !1017)
!1019 = !DILocation(line: 587, column: 37, scope: !1017)
!1020 = !{!892, !309, i64 16}
!1021 = !DILocation(line: 588, column: 46, scope: !1017)
!1022 = !DILocation(line: 588, column: 35, scope: !1017)
!1023 = !DILocation(line: 588, column: 30, scope: !1017)
!1024 = !DILocation(line: 588, column: 33, scope: !1017)
!1025 = !{!892, !309, i64 20}
!1026 = !DILocation(line: 589, column: 13, scope: !1017)
!1027 = !DILocation(line: 590, column: 25, scope: !1028)
!1028 = distinct !DILexicalBlock(scope: !826, file: !3, line: 590, column: 17)
!1029 = !DILocation(line: 590, column: 31, scope: !1028)
!1030 = !DILocation(line: 590, column: 41, scope: !1028)
!1031 = !DILocation(line: 590, column: 52, scope: !1028)
!1032 = !DILocation(line: 590, column: 57, scope: !1028)
!1033 = !DILocation(line: 590, column: 17, scope: !826)
!1034 = !DILocation(line: 591, column: 17, scope: !1035)
!1035 = distinct !DILexicalBlock(scope: !1028, file: !3, line: 591, column: 17)
!1036 = distinct !DIAssignID()
!1037 = distinct !DIAssignID()
!1038 = !DILocation(line: 596, column: 24, scope: !1039)
!1039 = distinct !DILexicalBlock(scope: !826, file: !3, line: 596, column: 17)
!1040 = !DILocation(line: 596, column: 30, scope: !1039)
!1041 = !DILocation(line: 596, column: 17, scope: !826)
!1042 = !DILocation(line: 593, column: 25, scope: !826)
!1043 = !DILocation(line: 597, column: 17, scope: !1044)
!1044 = distinct !DILexicalBlock(scope: !1045, file: !3, line: 597, column: 17)
!1045 = distinct !DILexicalBlock(scope: !1039, file: !3, line: 596, column: 40)
!1046 = !DILocation(line: 597, column: 17, scope: !1047)
!1047 = distinct !DILexicalBlock(scope: !1048, file: !3, line: 597, column: 17)
!1048 = distinct !DILexicalBlock(scope: !1044, file: !3, line: 597, column: 17)
!1049 = !DILocation(line: 597, column: 17, scope: !1048)
!1050 = distinct !{!1050, !1043, !1043, !865}
!1051 = !DILocation(line: 598, column: 33, scope: !1045)
!1052 = !DILocation(line: 598, column: 31, scope: !1045)
!1053 = !{!324, !309, i64 92}
!1054 = !DILocation(line: 599, column: 28, scope: !1055)
!1055 = distinct !DILexicalBlock(scope: !1045, file: !3, line: 599, column: 21)
!1056 = !DILocation(line: 599, column: 33, scope: !1055)
!1057 = !DILocation(line: 599, column: 21, scope: !1045)
!1058 = !DILocation(line: 600, column: 34, scope: !1055)
!1059 = !DILocation(line: 600, column: 44, scope: !1055)
!1060 = !{!892, !309, i64 32}
!1061 = !DILocation(line: 600, column: 21, scope: !1055)
!1062 = !DILocation(line: 601, column: 35, scope: !1063)
!1063 = distinct !DILexicalBlock(scope: !1045, file: !3, line: 601, column: 21)
!1064 = !DILocation(line: 601, column: 45, scope: !1063)
!1065 = !DILocation(line: 601, column: 56, scope: !1063)
!1066 = !DILocation(line: 601, column: 61, scope: !1063)
!1067 = !DILocation(line: 601, column: 21, scope: !1045)
!1068 = !DILocation(line: 602, column: 21, scope: !1069)
!1069 = distinct !DILexicalBlock(scope: !1063, file: !3, line: 602, column: 21)
!1070 = distinct !DIAssignID()
!1071 = distinct !DIAssignID()
!1072 = !DILocation(line: 605, column: 29, scope: !1073)
!1073 = distinct !DILexicalBlock(scope: !1039, file: !3, line: 605, column: 22)
!1074 = !DILocation(line: 605, column: 34, scope: !1073)
!1075 = !DILocation(line: 605, column: 22, scope: !1039)
!1076 = !DILocation(line: 606, column: 30, scope: !1073)
!1077 = !DILocation(line: 606, column: 36, scope: !1073)
!1078 = !{!892, !306, i64 24}
!1079 = !DILocation(line: 606, column: 17, scope: !1073)
!1080 = !DILocation(line: 607, column: 25, scope: !826)
!1081 = !DILocation(line: 607, column: 13, scope: !826)
!1082 = !DILocation(line: 610, column: 24, scope: !1083)
!1083 = distinct !DILexicalBlock(scope: !826, file: !3, line: 610, column: 17)
!1084 = !DILocation(line: 610, column: 30, scope: !1083)
!1085 = !DILocation(line: 610, column: 17, scope: !826)
!1086 = !DILocation(line: 611, column: 31, scope: !1087)
!1087 = distinct !DILexicalBlock(scope: !1083, file: !3, line: 610, column: 40)
!1088 = !DILocation(line: 612, column: 21, scope: !1087)
!1089 = !DILocation(line: 613, column: 21, scope: !1090)
!1090 = distinct !DILexicalBlock(scope: !1087, file: !3, line: 613, column: 21)
!1091 = !DILocation(line: 613, column: 21, scope: !1087)
!1092 = !DILocation(line: 614, column: 32, scope: !1093)
!1093 = distinct !DILexicalBlock(scope: !1094, file: !3, line: 614, column: 25)
!1094 = distinct !DILexicalBlock(scope: !1090, file: !3, line: 613, column: 27)
!1095 = !DILocation(line: 614, column: 37, scope: !1093)
!1096 = !DILocation(line: 614, column: 47, scope: !1093)
!1097 = !DILocation(line: 615, column: 38, scope: !1093)
!1098 = !DILocation(line: 615, column: 44, scope: !1093)
!1099 = !DILocation(line: 615, column: 54, scope: !1093)
!1100 = !DILocation(line: 616, column: 45, scope: !1093)
!1101 = !DILocation(line: 616, column: 55, scope: !1093)
!1102 = !DILocation(line: 617, column: 42, scope: !1093)
!1103 = !{!892, !309, i64 36}
!1104 = !DILocation(line: 616, column: 72, scope: !1093)
!1105 = !DILocation(line: 614, column: 25, scope: !1094)
!1106 = !DILocation(line: 618, column: 52, scope: !1107)
!1107 = distinct !DILexicalBlock(scope: !1093, file: !3, line: 617, column: 53)
!1108 = !DILocation(line: 619, column: 37, scope: !1107)
!1109 = !DILocation(line: 619, column: 44, scope: !1107)
!1110 = !DILocation(line: 619, column: 33, scope: !1107)
!1111 = !DILocation(line: 618, column: 25, scope: !1107)
!1112 = !DILocation(line: 622, column: 33, scope: !1113)
!1113 = distinct !DILexicalBlock(scope: !1094, file: !3, line: 622, column: 25)
!1114 = !DILocation(line: 621, column: 21, scope: !1107)
!1115 = !DILocation(line: 622, column: 39, scope: !1113)
!1116 = !DILocation(line: 622, column: 49, scope: !1113)
!1117 = !DILocation(line: 622, column: 60, scope: !1113)
!1118 = !DILocation(line: 622, column: 65, scope: !1113)
!1119 = !DILocation(line: 622, column: 25, scope: !1094)
!1120 = !DILocation(line: 623, column: 53, scope: !1113)
!1121 = !DILocation(line: 623, column: 40, scope: !1113)
!1122 = !DILocation(line: 623, column: 38, scope: !1113)
!1123 = !DILocation(line: 623, column: 25, scope: !1113)
!1124 = !DILocation(line: 624, column: 26, scope: !1094)
!1125 = !DILocation(line: 625, column: 26, scope: !1094)
!1126 = !DILocation(line: 626, column: 35, scope: !1094)
!1127 = !DILocation(line: 627, column: 17, scope: !1094)
!1128 = !DILocation(line: 628, column: 28, scope: !1129)
!1129 = distinct !DILexicalBlock(scope: !1087, file: !3, line: 628, column: 21)
!1130 = !DILocation(line: 628, column: 21, scope: !1129)
!1131 = !DILocation(line: 628, column: 21, scope: !1087)
!1132 = !DILocation(line: 630, column: 27, scope: !826)
!1133 = !DILocation(line: 631, column: 25, scope: !826)
!1134 = !DILocation(line: 631, column: 13, scope: !826)
!1135 = !DILocation(line: 634, column: 24, scope: !1136)
!1136 = distinct !DILexicalBlock(scope: !826, file: !3, line: 634, column: 17)
!1137 = !DILocation(line: 634, column: 30, scope: !1136)
!1138 = !DILocation(line: 634, column: 17, scope: !826)
!1139 = !DILocation(line: 635, column: 26, scope: !1140)
!1140 = distinct !DILexicalBlock(scope: !1141, file: !3, line: 635, column: 21)
!1141 = distinct !DILexicalBlock(scope: !1136, file: !3, line: 634, column: 40)
!1142 = !DILocation(line: 635, column: 21, scope: !1141)
!1143 = !DILocation(line: 637, column: 17, scope: !1141)
!1144 = !DILocation(line: 0, scope: !1141)
!1145 = !DILocation(line: 638, column: 47, scope: !1146)
!1146 = distinct !DILexicalBlock(scope: !1141, file: !3, line: 637, column: 20)
!1147 = !DILocation(line: 638, column: 38, scope: !1146)
!1148 = !DILocation(line: 639, column: 32, scope: !1149)
!1149 = distinct !DILexicalBlock(scope: !1146, file: !3, line: 639, column: 25)
!1150 = !DILocation(line: 639, column: 37, scope: !1149)
!1151 = !DILocation(line: 639, column: 47, scope: !1149)
!1152 = !DILocation(line: 640, column: 42, scope: !1149)
!1153 = !{!892, !306, i64 40}
!1154 = !DILocation(line: 640, column: 47, scope: !1149)
!1155 = !DILocation(line: 640, column: 57, scope: !1149)
!1156 = !DILocation(line: 641, column: 36, scope: !1149)
!1157 = !DILocation(line: 641, column: 58, scope: !1149)
!1158 = !{!892, !309, i64 48}
!1159 = !DILocation(line: 641, column: 43, scope: !1149)
!1160 = !DILocation(line: 639, column: 25, scope: !1146)
!1161 = !DILocation(line: 642, column: 56, scope: !1149)
!1162 = !DILocation(line: 642, column: 25, scope: !1149)
!1163 = !DILocation(line: 642, column: 60, scope: !1149)
!1164 = !DILocation(line: 643, column: 26, scope: !1141)
!1165 = !DILocation(line: 643, column: 30, scope: !1141)
!1166 = !DILocation(line: 643, column: 17, scope: !1146)
!1167 = distinct !{!1167, !1143, !1168, !865}
!1168 = !DILocation(line: 643, column: 44, scope: !1141)
!1169 = !DILocation(line: 644, column: 29, scope: !1170)
!1170 = distinct !DILexicalBlock(scope: !1141, file: !3, line: 644, column: 21)
!1171 = !DILocation(line: 644, column: 35, scope: !1170)
!1172 = !DILocation(line: 644, column: 45, scope: !1170)
!1173 = !DILocation(line: 644, column: 56, scope: !1170)
!1174 = !DILocation(line: 644, column: 61, scope: !1170)
!1175 = !DILocation(line: 644, column: 21, scope: !1141)
!1176 = !DILocation(line: 645, column: 49, scope: !1170)
!1177 = !DILocation(line: 645, column: 36, scope: !1170)
!1178 = !DILocation(line: 645, column: 34, scope: !1170)
!1179 = !DILocation(line: 645, column: 21, scope: !1170)
!1180 = !DILocation(line: 646, column: 22, scope: !1141)
!1181 = !DILocation(line: 647, column: 22, scope: !1141)
!1182 = !DILocation(line: 648, column: 21, scope: !1141)
!1183 = !DILocation(line: 650, column: 29, scope: !1184)
!1184 = distinct !DILexicalBlock(scope: !1136, file: !3, line: 650, column: 22)
!1185 = !DILocation(line: 650, column: 34, scope: !1184)
!1186 = !DILocation(line: 650, column: 22, scope: !1136)
!1187 = !DILocation(line: 651, column: 30, scope: !1184)
!1188 = !DILocation(line: 651, column: 35, scope: !1184)
!1189 = !DILocation(line: 651, column: 17, scope: !1184)
!1190 = !DILocation(line: 652, column: 27, scope: !826)
!1191 = !DILocation(line: 653, column: 25, scope: !826)
!1192 = !DILocation(line: 653, column: 13, scope: !826)
!1193 = !DILocation(line: 656, column: 24, scope: !1194)
!1194 = distinct !DILexicalBlock(scope: !826, file: !3, line: 656, column: 17)
!1195 = !DILocation(line: 656, column: 30, scope: !1194)
!1196 = !DILocation(line: 656, column: 17, scope: !826)
!1197 = !DILocation(line: 657, column: 26, scope: !1198)
!1198 = distinct !DILexicalBlock(scope: !1199, file: !3, line: 657, column: 21)
!1199 = distinct !DILexicalBlock(scope: !1194, file: !3, line: 656, column: 40)
!1200 = !DILocation(line: 657, column: 21, scope: !1199)
!1201 = !DILocation(line: 659, column: 17, scope: !1199)
!1202 = !DILocation(line: 0, scope: !1199)
!1203 = !DILocation(line: 660, column: 47, scope: !1204)
!1204 = distinct !DILexicalBlock(scope: !1199, file: !3, line: 659, column: 20)
!1205 = !DILocation(line: 660, column: 38, scope: !1204)
!1206 = !DILocation(line: 661, column: 32, scope: !1207)
!1207 = distinct !DILexicalBlock(scope: !1204, file: !3, line: 661, column: 25)
!1208 = !DILocation(line: 661, column: 37, scope: !1207)
!1209 = !DILocation(line: 661, column: 47, scope: !1207)
!1210 = !DILocation(line: 662, column: 42, scope: !1207)
!1211 = !{!892, !306, i64 56}
!1212 = !DILocation(line: 662, column: 50, scope: !1207)
!1213 = !DILocation(line: 662, column: 60, scope: !1207)
!1214 = !DILocation(line: 663, column: 36, scope: !1207)
!1215 = !DILocation(line: 663, column: 58, scope: !1207)
!1216 = !{!892, !309, i64 64}
!1217 = !DILocation(line: 663, column: 43, scope: !1207)
!1218 = !DILocation(line: 661, column: 25, scope: !1204)
!1219 = !DILocation(line: 664, column: 59, scope: !1207)
!1220 = !DILocation(line: 664, column: 25, scope: !1207)
!1221 = !DILocation(line: 664, column: 63, scope: !1207)
!1222 = !DILocation(line: 665, column: 26, scope: !1199)
!1223 = !DILocation(line: 665, column: 30, scope: !1199)
!1224 = !DILocation(line: 665, column: 17, scope: !1204)
!1225 = distinct !{!1225, !1201, !1226, !865}
!1226 = !DILocation(line: 665, column: 44, scope: !1199)
!1227 = !DILocation(line: 666, column: 29, scope: !1228)
!1228 = distinct !DILexicalBlock(scope: !1199, file: !3, line: 666, column: 21)
!1229 = !DILocation(line: 666, column: 35, scope: !1228)
!1230 = !DILocation(line: 666, column: 45, scope: !1228)
!1231 = !DILocation(line: 666, column: 56, scope: !1228)
!1232 = !DILocation(line: 666, column: 61, scope: !1228)
!1233 = !DILocation(line: 666, column: 21, scope: !1199)
!1234 = !DILocation(line: 667, column: 49, scope: !1228)
!1235 = !DILocation(line: 667, column: 36, scope: !1228)
!1236 = !DILocation(line: 667, column: 34, scope: !1228)
!1237 = !DILocation(line: 667, column: 21, scope: !1228)
!1238 = !DILocation(line: 668, column: 22, scope: !1199)
!1239 = !DILocation(line: 669, column: 22, scope: !1199)
!1240 = !DILocation(line: 670, column: 21, scope: !1199)
!1241 = !DILocation(line: 672, column: 29, scope: !1242)
!1242 = distinct !DILexicalBlock(scope: !1194, file: !3, line: 672, column: 22)
!1243 = !DILocation(line: 672, column: 34, scope: !1242)
!1244 = !DILocation(line: 672, column: 22, scope: !1194)
!1245 = !DILocation(line: 673, column: 30, scope: !1242)
!1246 = !DILocation(line: 673, column: 38, scope: !1242)
!1247 = !DILocation(line: 673, column: 17, scope: !1242)
!1248 = !DILocation(line: 674, column: 25, scope: !826)
!1249 = !DILocation(line: 674, column: 13, scope: !826)
!1250 = !DILocation(line: 677, column: 24, scope: !1251)
!1251 = distinct !DILexicalBlock(scope: !826, file: !3, line: 677, column: 17)
!1252 = !DILocation(line: 677, column: 30, scope: !1251)
!1253 = !DILocation(line: 677, column: 17, scope: !826)
!1254 = !DILocation(line: 678, column: 17, scope: !1255)
!1255 = distinct !DILexicalBlock(scope: !1256, file: !3, line: 678, column: 17)
!1256 = distinct !DILexicalBlock(scope: !1251, file: !3, line: 677, column: 40)
!1257 = !DILocation(line: 678, column: 17, scope: !1258)
!1258 = distinct !DILexicalBlock(scope: !1259, file: !3, line: 678, column: 17)
!1259 = distinct !DILexicalBlock(scope: !1255, file: !3, line: 678, column: 17)
!1260 = !DILocation(line: 678, column: 17, scope: !1259)
!1261 = distinct !{!1261, !1254, !1254, !865}
!1262 = !DILocation(line: 679, column: 29, scope: !1263)
!1263 = distinct !DILexicalBlock(scope: !1256, file: !3, line: 679, column: 21)
!1264 = !DILocation(line: 679, column: 34, scope: !1263)
!1265 = !DILocation(line: 679, column: 39, scope: !1263)
!1266 = !DILocation(line: 679, column: 58, scope: !1263)
!1267 = !DILocation(line: 679, column: 64, scope: !1263)
!1268 = !DILocation(line: 679, column: 47, scope: !1263)
!1269 = !DILocation(line: 679, column: 21, scope: !1256)
!1270 = !DILocation(line: 680, column: 31, scope: !1271)
!1271 = distinct !DILexicalBlock(scope: !1263, file: !3, line: 679, column: 75)
!1272 = !DILocation(line: 681, column: 33, scope: !1271)
!1273 = !DILocation(line: 682, column: 21, scope: !1271)
!1274 = !DILocation(line: 686, column: 24, scope: !1275)
!1275 = distinct !DILexicalBlock(scope: !826, file: !3, line: 686, column: 17)
!1276 = !DILocation(line: 686, column: 29, scope: !1275)
!1277 = !DILocation(line: 686, column: 17, scope: !826)
!1278 = !DILocation(line: 687, column: 57, scope: !1279)
!1279 = distinct !DILexicalBlock(scope: !1275, file: !3, line: 686, column: 40)
!1280 = !DILocation(line: 687, column: 63, scope: !1279)
!1281 = !DILocation(line: 687, column: 30, scope: !1279)
!1282 = !DILocation(line: 687, column: 35, scope: !1279)
!1283 = !{!892, !309, i64 68}
!1284 = !DILocation(line: 688, column: 30, scope: !1279)
!1285 = !DILocation(line: 688, column: 35, scope: !1279)
!1286 = !DILocation(line: 689, column: 13, scope: !1279)
!1287 = !DILocation(line: 690, column: 42, scope: !826)
!1288 = !DILocation(line: 690, column: 40, scope: !826)
!1289 = !DILocation(line: 690, column: 25, scope: !826)
!1290 = !DILocation(line: 691, column: 25, scope: !826)
!1291 = !DILocation(line: 692, column: 13, scope: !826)
!1292 = distinct !{!1292, !839, !839, !865}
!1293 = !DILocation(line: 696, column: 42, scope: !826)
!1294 = !DILocation(line: 696, column: 40, scope: !826)
!1295 = !DILocation(line: 696, column: 25, scope: !826)
!1296 = !DILocation(line: 698, column: 25, scope: !826)
!1297 = !DILocation(line: 698, column: 13, scope: !826)
!1298 = !DILocation(line: 701, column: 24, scope: !1299)
!1299 = distinct !DILexicalBlock(scope: !826, file: !3, line: 701, column: 17)
!1300 = !DILocation(line: 701, column: 33, scope: !1299)
!1301 = !DILocation(line: 701, column: 17, scope: !826)
!1302 = !DILocation(line: 702, column: 17, scope: !1303)
!1303 = distinct !DILexicalBlock(scope: !1304, file: !3, line: 702, column: 17)
!1304 = distinct !DILexicalBlock(scope: !1299, file: !3, line: 701, column: 39)
!1305 = !DILocation(line: 703, column: 17, scope: !1304)
!1306 = !DILocation(line: 705, column: 42, scope: !826)
!1307 = !DILocation(line: 705, column: 40, scope: !826)
!1308 = !DILocation(line: 705, column: 25, scope: !826)
!1309 = !DILocation(line: 706, column: 25, scope: !826)
!1310 = !DILocation(line: 706, column: 13, scope: !826)
!1311 = !DILocation(line: 709, column: 34, scope: !1312)
!1312 = distinct !DILexicalBlock(scope: !826, file: !3, line: 709, column: 17)
!1313 = !DILocation(line: 712, column: 24, scope: !1314)
!1314 = distinct !DILexicalBlock(scope: !826, file: !3, line: 712, column: 17)
!1315 = !DILocation(line: 712, column: 17, scope: !1314)
!1316 = !DILocation(line: 712, column: 17, scope: !826)
!1317 = !DILocation(line: 717, column: 13, scope: !1318)
!1318 = distinct !DILexicalBlock(scope: !826, file: !3, line: 717, column: 13)
!1319 = !DILocation(line: 717, column: 13, scope: !1320)
!1320 = distinct !DILexicalBlock(scope: !1321, file: !3, line: 717, column: 13)
!1321 = distinct !DILexicalBlock(scope: !1318, file: !3, line: 717, column: 13)
!1322 = !DILocation(line: 717, column: 13, scope: !1321)
!1323 = !DILocation(line: 713, column: 17, scope: !1324)
!1324 = distinct !DILexicalBlock(scope: !1325, file: !3, line: 713, column: 17)
!1325 = distinct !DILexicalBlock(scope: !1314, file: !3, line: 712, column: 30)
!1326 = !DILocation(line: 714, column: 29, scope: !1325)
!1327 = !DILocation(line: 715, column: 17, scope: !1325)
!1328 = !DILocation(line: 718, column: 27, scope: !826)
!1329 = !DILocation(line: 718, column: 25, scope: !826)
!1330 = !DILocation(line: 720, column: 21, scope: !826)
!1331 = !DILocation(line: 720, column: 13, scope: !826)
!1332 = !DILocation(line: 727, column: 17, scope: !1333)
!1333 = distinct !DILexicalBlock(scope: !826, file: !3, line: 720, column: 30)
!1334 = !DILocation(line: 730, column: 29, scope: !1333)
!1335 = !DILocation(line: 731, column: 21, scope: !1333)
!1336 = !DILocation(line: 732, column: 21, scope: !1337)
!1337 = distinct !DILexicalBlock(scope: !1338, file: !3, line: 732, column: 21)
!1338 = distinct !DILexicalBlock(scope: !1339, file: !3, line: 731, column: 39)
!1339 = distinct !DILexicalBlock(scope: !1333, file: !3, line: 731, column: 21)
!1340 = !DILocation(line: 733, column: 21, scope: !1338)
!1341 = !DILocation(line: 740, column: 17, scope: !1333)
!1342 = !DILocation(line: 742, column: 27, scope: !1333)
!1343 = !DILocation(line: 744, column: 13, scope: !1333)
!1344 = !DILocation(line: 0, scope: !1333)
!1345 = !DILocation(line: 745, column: 13, scope: !1346)
!1346 = distinct !DILexicalBlock(scope: !826, file: !3, line: 745, column: 13)
!1347 = !DILocation(line: 746, column: 13, scope: !826)
!1348 = !DILocation(line: 748, column: 13, scope: !1349)
!1349 = distinct !DILexicalBlock(scope: !826, file: !3, line: 748, column: 13)
!1350 = !DILocation(line: 749, column: 13, scope: !1351)
!1351 = distinct !DILexicalBlock(scope: !826, file: !3, line: 749, column: 13)
!1352 = !DILocation(line: 749, column: 13, scope: !1353)
!1353 = distinct !DILexicalBlock(scope: !1354, file: !3, line: 749, column: 13)
!1354 = distinct !DILexicalBlock(scope: !1351, file: !3, line: 749, column: 13)
!1355 = !DILocation(line: 749, column: 13, scope: !1354)
!1356 = distinct !{!1356, !1350, !1350, !865}
!1357 = !DILocation(line: 750, column: 23, scope: !1358)
!1358 = distinct !DILexicalBlock(scope: !826, file: !3, line: 750, column: 17)
!1359 = !DILocation(line: 0, scope: !826)
!1360 = !DILocation(line: 750, column: 43, scope: !1358)
!1361 = !DILocation(line: 750, column: 33, scope: !1358)
!1362 = !DILocation(line: 750, column: 17, scope: !826)
!1363 = !DILocation(line: 751, column: 27, scope: !1364)
!1364 = distinct !DILexicalBlock(scope: !1358, file: !3, line: 750, column: 61)
!1365 = !DILocation(line: 752, column: 29, scope: !1364)
!1366 = !DILocation(line: 753, column: 17, scope: !1364)
!1367 = !DILocation(line: 755, column: 29, scope: !826)
!1368 = !DILocation(line: 755, column: 44, scope: !826)
!1369 = !DILocation(line: 755, column: 27, scope: !826)
!1370 = !DILocation(line: 759, column: 25, scope: !826)
!1371 = !DILocation(line: 760, column: 17, scope: !826)
!1372 = !DILocation(line: 763, column: 25, scope: !826)
!1373 = !DILocation(line: 763, column: 13, scope: !826)
!1374 = !DILocation(line: 766, column: 27, scope: !826)
!1375 = !DILocation(line: 767, column: 17, scope: !1376)
!1376 = distinct !DILexicalBlock(scope: !826, file: !3, line: 767, column: 17)
!1377 = !DILocation(line: 767, column: 17, scope: !826)
!1378 = !DILocation(line: 768, column: 21, scope: !1379)
!1379 = distinct !DILexicalBlock(scope: !1376, file: !3, line: 767, column: 23)
!1380 = !DILocation(line: 769, column: 21, scope: !1379)
!1381 = !DILocation(line: 770, column: 26, scope: !1382)
!1382 = distinct !DILexicalBlock(scope: !1379, file: !3, line: 770, column: 21)
!1383 = !DILocation(line: 770, column: 21, scope: !1379)
!1384 = !DILocation(line: 771, column: 36, scope: !1379)
!1385 = !DILocation(line: 771, column: 17, scope: !1379)
!1386 = !DILocation(line: 772, column: 22, scope: !1379)
!1387 = !DILocation(line: 773, column: 22, scope: !1379)
!1388 = !DILocation(line: 774, column: 22, scope: !1379)
!1389 = !DILocation(line: 775, column: 21, scope: !1379)
!1390 = !DILocation(line: 776, column: 31, scope: !1379)
!1391 = !DILocation(line: 777, column: 17, scope: !1379)
!1392 = !DILocation(line: 780, column: 25, scope: !826)
!1393 = !DILocation(line: 781, column: 13, scope: !826)
!1394 = distinct !{!1394, !833, !833, !865}
!1395 = !DILocation(line: 784, column: 27, scope: !826)
!1396 = !DILocation(line: 784, column: 35, scope: !826)
!1397 = !DILocation(line: 784, column: 25, scope: !826)
!1398 = !{!324, !309, i64 132}
!1399 = !DILocation(line: 786, column: 28, scope: !826)
!1400 = !DILocation(line: 786, column: 36, scope: !826)
!1401 = !DILocation(line: 786, column: 26, scope: !826)
!1402 = !{!324, !309, i64 136}
!1403 = !DILocation(line: 788, column: 28, scope: !826)
!1404 = !DILocation(line: 788, column: 36, scope: !826)
!1405 = !DILocation(line: 788, column: 26, scope: !826)
!1406 = !{!324, !309, i64 128}
!1407 = !DILocation(line: 789, column: 13, scope: !1408)
!1408 = distinct !DILexicalBlock(scope: !826, file: !3, line: 789, column: 13)
!1409 = !DILocation(line: 791, column: 29, scope: !1410)
!1410 = distinct !DILexicalBlock(scope: !826, file: !3, line: 791, column: 17)
!1411 = !DILocation(line: 791, column: 35, scope: !1410)
!1412 = !DILocation(line: 792, column: 27, scope: !1413)
!1413 = distinct !DILexicalBlock(scope: !1410, file: !3, line: 791, column: 57)
!1414 = !DILocation(line: 794, column: 29, scope: !1413)
!1415 = !DILocation(line: 795, column: 17, scope: !1413)
!1416 = !DILocation(line: 799, column: 25, scope: !826)
!1417 = !DILocation(line: 800, column: 25, scope: !826)
!1418 = !DILocation(line: 803, column: 13, scope: !826)
!1419 = !DILocation(line: 803, column: 32, scope: !826)
!1420 = !DILocation(line: 803, column: 27, scope: !826)
!1421 = !DILocation(line: 808, column: 32, scope: !826)
!1422 = !DILocation(line: 808, column: 13, scope: !826)
!1423 = !DILocation(line: 804, column: 17, scope: !1424)
!1424 = distinct !DILexicalBlock(scope: !1425, file: !3, line: 804, column: 17)
!1425 = distinct !DILexicalBlock(scope: !826, file: !3, line: 803, column: 48)
!1426 = !DILocation(line: 804, column: 17, scope: !1427)
!1427 = distinct !DILexicalBlock(scope: !1428, file: !3, line: 804, column: 17)
!1428 = distinct !DILexicalBlock(scope: !1424, file: !3, line: 804, column: 17)
!1429 = !DILocation(line: 804, column: 17, scope: !1428)
!1430 = !DILocation(line: 805, column: 69, scope: !1425)
!1431 = !DILocation(line: 805, column: 46, scope: !1425)
!1432 = !DILocation(line: 805, column: 29, scope: !1425)
!1433 = !{!1434, !1434, i64 0}
!1434 = !{!"short", !307, i64 0}
!1435 = !DILocation(line: 805, column: 17, scope: !1425)
!1436 = !DILocation(line: 805, column: 51, scope: !1425)
!1437 = !DILocation(line: 806, column: 17, scope: !1438)
!1438 = distinct !DILexicalBlock(scope: !1425, file: !3, line: 806, column: 17)
!1439 = distinct !{!1439, !1418, !1440, !865}
!1440 = !DILocation(line: 807, column: 13, scope: !826)
!1441 = !DILocation(line: 809, column: 46, scope: !826)
!1442 = !DILocation(line: 809, column: 29, scope: !826)
!1443 = !DILocation(line: 809, column: 17, scope: !826)
!1444 = !DILocation(line: 809, column: 51, scope: !826)
!1445 = distinct !{!1445, !1422, !1446, !865}
!1446 = !DILocation(line: 809, column: 53, scope: !826)
!1447 = !DILocation(line: 810, column: 25, scope: !826)
!1448 = !DILocation(line: 811, column: 46, scope: !826)
!1449 = !DILocation(line: 811, column: 28, scope: !826)
!1450 = !DILocation(line: 812, column: 28, scope: !826)
!1451 = !{!324, !309, i64 120}
!1452 = !DILocation(line: 813, column: 19, scope: !826)
!1453 = !DILocation(line: 815, column: 17, scope: !1454)
!1454 = distinct !DILexicalBlock(scope: !826, file: !3, line: 815, column: 17)
!1455 = !DILocation(line: 815, column: 17, scope: !826)
!1456 = !DILocation(line: 816, column: 27, scope: !1457)
!1457 = distinct !DILexicalBlock(scope: !1454, file: !3, line: 815, column: 22)
!1458 = !DILocation(line: 817, column: 29, scope: !1457)
!1459 = !DILocation(line: 818, column: 17, scope: !1457)
!1460 = !DILocation(line: 821, column: 25, scope: !826)
!1461 = !DILocation(line: 822, column: 25, scope: !826)
!1462 = !DILocation(line: 822, column: 13, scope: !826)
!1463 = !DILocation(line: 825, column: 32, scope: !826)
!1464 = !DILocation(line: 825, column: 13, scope: !826)
!1465 = !DILocation(line: 827, column: 43, scope: !1466)
!1466 = distinct !DILexicalBlock(scope: !1467, file: !3, line: 826, column: 26)
!1467 = distinct !DILexicalBlock(scope: !1468, file: !3, line: 826, column: 17)
!1468 = distinct !DILexicalBlock(scope: !1469, file: !3, line: 826, column: 17)
!1469 = distinct !DILexicalBlock(scope: !826, file: !3, line: 825, column: 62)
!1470 = !DILocation(line: 827, column: 28, scope: !1466)
!1471 = !DILocation(line: 828, column: 25, scope: !1472)
!1472 = distinct !DILexicalBlock(scope: !1466, file: !3, line: 828, column: 25)
!1473 = !DILocation(line: 828, column: 47, scope: !1472)
!1474 = !DILocation(line: 828, column: 25, scope: !1466)
!1475 = !DILocation(line: 826, column: 17, scope: !1468)
!1476 = !DILocation(line: 829, column: 21, scope: !1477)
!1477 = distinct !DILexicalBlock(scope: !1478, file: !3, line: 829, column: 21)
!1478 = distinct !DILexicalBlock(scope: !1466, file: !3, line: 829, column: 21)
!1479 = !DILocation(line: 829, column: 21, scope: !1478)
!1480 = distinct !{!1480, !1475, !1481}
!1481 = !DILocation(line: 830, column: 17, scope: !1468)
!1482 = !DILocation(line: 831, column: 30, scope: !1483)
!1483 = distinct !DILexicalBlock(scope: !1469, file: !3, line: 831, column: 21)
!1484 = !DILocation(line: 831, column: 21, scope: !1469)
!1485 = !DILocation(line: 832, column: 21, scope: !1486)
!1486 = distinct !DILexicalBlock(scope: !1487, file: !3, line: 832, column: 21)
!1487 = distinct !DILexicalBlock(scope: !1483, file: !3, line: 831, column: 36)
!1488 = !DILocation(line: 833, column: 44, scope: !1487)
!1489 = !DILocation(line: 833, column: 21, scope: !1487)
!1490 = !DILocation(line: 833, column: 48, scope: !1487)
!1491 = !DILocation(line: 834, column: 17, scope: !1487)
!1492 = !DILocation(line: 836, column: 25, scope: !1493)
!1493 = distinct !DILexicalBlock(scope: !1483, file: !3, line: 835, column: 22)
!1494 = !DILocation(line: 850, column: 25, scope: !1495)
!1495 = distinct !DILexicalBlock(scope: !1496, file: !3, line: 850, column: 25)
!1496 = distinct !DILexicalBlock(scope: !1497, file: !3, line: 849, column: 46)
!1497 = distinct !DILexicalBlock(scope: !1498, file: !3, line: 849, column: 30)
!1498 = distinct !DILexicalBlock(scope: !1493, file: !3, line: 836, column: 25)
!1499 = !DILocation(line: 837, column: 25, scope: !1500)
!1500 = distinct !DILexicalBlock(scope: !1501, file: !3, line: 837, column: 25)
!1501 = distinct !DILexicalBlock(scope: !1498, file: !3, line: 836, column: 41)
!1502 = !DILocation(line: 857, column: 25, scope: !1503)
!1503 = distinct !DILexicalBlock(scope: !1504, file: !3, line: 857, column: 25)
!1504 = distinct !DILexicalBlock(scope: !1497, file: !3, line: 856, column: 26)
!1505 = !DILocation(line: 837, column: 25, scope: !1506)
!1506 = distinct !DILexicalBlock(scope: !1507, file: !3, line: 837, column: 25)
!1507 = distinct !DILexicalBlock(scope: !1500, file: !3, line: 837, column: 25)
!1508 = !DILocation(line: 837, column: 25, scope: !1507)
!1509 = distinct !{!1509, !1499, !1499, !865}
!1510 = !DILocation(line: 838, column: 25, scope: !1511)
!1511 = distinct !DILexicalBlock(scope: !1501, file: !3, line: 838, column: 25)
!1512 = !DILocation(line: 839, column: 41, scope: !1513)
!1513 = distinct !DILexicalBlock(scope: !1501, file: !3, line: 839, column: 29)
!1514 = !DILocation(line: 839, column: 29, scope: !1501)
!1515 = !DILocation(line: 840, column: 39, scope: !1516)
!1516 = distinct !DILexicalBlock(scope: !1513, file: !3, line: 839, column: 47)
!1517 = !DILocation(line: 842, column: 41, scope: !1516)
!1518 = !DILocation(line: 843, column: 29, scope: !1516)
!1519 = !DILocation(line: 845, column: 55, scope: !1501)
!1520 = !DILocation(line: 845, column: 31, scope: !1501)
!1521 = !DILocation(line: 846, column: 36, scope: !1501)
!1522 = !DILocation(line: 846, column: 34, scope: !1501)
!1523 = !DILocation(line: 847, column: 25, scope: !1524)
!1524 = distinct !DILexicalBlock(scope: !1501, file: !3, line: 847, column: 25)
!1525 = !DILocation(line: 848, column: 21, scope: !1501)
!1526 = !DILocation(line: 850, column: 25, scope: !1527)
!1527 = distinct !DILexicalBlock(scope: !1528, file: !3, line: 850, column: 25)
!1528 = distinct !DILexicalBlock(scope: !1495, file: !3, line: 850, column: 25)
!1529 = !DILocation(line: 850, column: 25, scope: !1528)
!1530 = distinct !{!1530, !1494, !1494, !865}
!1531 = !DILocation(line: 851, column: 25, scope: !1532)
!1532 = distinct !DILexicalBlock(scope: !1496, file: !3, line: 851, column: 25)
!1533 = !DILocation(line: 853, column: 36, scope: !1496)
!1534 = !DILocation(line: 853, column: 34, scope: !1496)
!1535 = !DILocation(line: 854, column: 25, scope: !1536)
!1536 = distinct !DILexicalBlock(scope: !1496, file: !3, line: 854, column: 25)
!1537 = !DILocation(line: 855, column: 21, scope: !1496)
!1538 = !DILocation(line: 857, column: 25, scope: !1539)
!1539 = distinct !DILexicalBlock(scope: !1540, file: !3, line: 857, column: 25)
!1540 = distinct !DILexicalBlock(scope: !1503, file: !3, line: 857, column: 25)
!1541 = !DILocation(line: 857, column: 25, scope: !1540)
!1542 = distinct !{!1542, !1502, !1502, !865}
!1543 = !DILocation(line: 858, column: 25, scope: !1544)
!1544 = distinct !DILexicalBlock(scope: !1504, file: !3, line: 858, column: 25)
!1545 = !DILocation(line: 860, column: 37, scope: !1504)
!1546 = !DILocation(line: 860, column: 35, scope: !1504)
!1547 = !DILocation(line: 861, column: 25, scope: !1548)
!1548 = distinct !DILexicalBlock(scope: !1504, file: !3, line: 861, column: 25)
!1549 = !DILocation(line: 0, scope: !1498)
!1550 = !DILocation(line: 863, column: 37, scope: !1551)
!1551 = distinct !DILexicalBlock(scope: !1493, file: !3, line: 863, column: 25)
!1552 = !DILocation(line: 863, column: 44, scope: !1551)
!1553 = !DILocation(line: 863, column: 25, scope: !1493)
!1554 = !DILocation(line: 869, column: 21, scope: !1493)
!1555 = !DILocation(line: 869, column: 32, scope: !1493)
!1556 = !DILocation(line: 870, column: 48, scope: !1493)
!1557 = !DILocation(line: 870, column: 25, scope: !1493)
!1558 = !DILocation(line: 870, column: 52, scope: !1493)
!1559 = distinct !{!1559, !1560}
!1560 = !{!"llvm.loop.unroll.disable"}
!1561 = distinct !{!1561, !1554, !1562, !865, !1563, !1564}
!1562 = !DILocation(line: 870, column: 70, scope: !1493)
!1563 = !{!"llvm.loop.isvectorized", i32 1}
!1564 = !{!"llvm.loop.unroll.runtime.disable"}
!1565 = !DILocation(line: 864, column: 35, scope: !1566)
!1566 = distinct !DILexicalBlock(scope: !1551, file: !3, line: 863, column: 74)
!1567 = !DILocation(line: 866, column: 37, scope: !1566)
!1568 = !DILocation(line: 867, column: 25, scope: !1566)
!1569 = distinct !{!1569, !1554, !1562, !865, !1563}
!1570 = !DILocation(line: 0, scope: !1483)
!1571 = distinct !{!1571, !1464, !1572, !865}
!1572 = !DILocation(line: 872, column: 13, scope: !826)
!1573 = !DILocation(line: 878, column: 17, scope: !1574)
!1574 = distinct !DILexicalBlock(scope: !826, file: !3, line: 878, column: 17)
!1575 = !DILocation(line: 878, column: 34, scope: !1574)
!1576 = !DILocation(line: 878, column: 17, scope: !826)
!1577 = !DILocation(line: 879, column: 27, scope: !1578)
!1578 = distinct !DILexicalBlock(scope: !1574, file: !3, line: 878, column: 40)
!1579 = !DILocation(line: 881, column: 29, scope: !1578)
!1580 = !DILocation(line: 882, column: 17, scope: !1578)
!1581 = !DILocation(line: 888, column: 25, scope: !826)
!1582 = !DILocation(line: 889, column: 28, scope: !826)
!1583 = !DILocation(line: 890, column: 28, scope: !826)
!1584 = !DILocation(line: 891, column: 19, scope: !826)
!1585 = !DILocation(line: 893, column: 17, scope: !1586)
!1586 = distinct !DILexicalBlock(scope: !826, file: !3, line: 893, column: 17)
!1587 = !DILocation(line: 893, column: 17, scope: !826)
!1588 = !DILocation(line: 894, column: 27, scope: !1589)
!1589 = distinct !DILexicalBlock(scope: !1586, file: !3, line: 893, column: 22)
!1590 = !DILocation(line: 895, column: 29, scope: !1589)
!1591 = !DILocation(line: 896, column: 17, scope: !1589)
!1592 = !DILocation(line: 898, column: 57, scope: !826)
!1593 = !DILocation(line: 898, column: 29, scope: !826)
!1594 = !DILocation(line: 899, column: 29, scope: !826)
!1595 = !{!324, !309, i64 124}
!1596 = !DILocation(line: 900, column: 61, scope: !826)
!1597 = !DILocation(line: 900, column: 52, scope: !826)
!1598 = !DILocation(line: 900, column: 74, scope: !826)
!1599 = !DILocation(line: 900, column: 19, scope: !826)
!1600 = !DILocation(line: 902, column: 17, scope: !1601)
!1601 = distinct !DILexicalBlock(scope: !826, file: !3, line: 902, column: 17)
!1602 = !DILocation(line: 902, column: 17, scope: !826)
!1603 = !DILocation(line: 903, column: 27, scope: !1604)
!1604 = distinct !DILexicalBlock(scope: !1601, file: !3, line: 902, column: 22)
!1605 = !DILocation(line: 904, column: 29, scope: !1604)
!1606 = !DILocation(line: 905, column: 17, scope: !1604)
!1607 = !DILocation(line: 908, column: 25, scope: !826)
!1608 = !DILocation(line: 909, column: 17, scope: !826)
!1609 = !DILocation(line: 912, column: 25, scope: !826)
!1610 = !DILocation(line: 912, column: 13, scope: !826)
!1611 = !DILocation(line: 915, column: 22, scope: !1612)
!1612 = distinct !DILexicalBlock(scope: !826, file: !3, line: 915, column: 17)
!1613 = !DILocation(line: 915, column: 27, scope: !1612)
!1614 = !DILocation(line: 916, column: 17, scope: !1615)
!1615 = distinct !DILexicalBlock(scope: !1616, file: !3, line: 916, column: 17)
!1616 = distinct !DILexicalBlock(scope: !1612, file: !3, line: 915, column: 43)
!1617 = !DILocation(line: 917, column: 17, scope: !1616)
!1618 = !DILocation(line: 918, column: 17, scope: !1619)
!1619 = distinct !DILexicalBlock(scope: !1616, file: !3, line: 918, column: 17)
!1620 = !DILocation(line: 919, column: 28, scope: !1621)
!1621 = distinct !DILexicalBlock(scope: !1616, file: !3, line: 919, column: 21)
!1622 = !DILocation(line: 919, column: 33, scope: !1621)
!1623 = !DILocation(line: 919, column: 21, scope: !1616)
!1624 = !DILocation(line: 920, column: 33, scope: !1621)
!1625 = !DILocation(line: 920, column: 21, scope: !1621)
!1626 = !DILocation(line: 923, column: 25, scope: !826)
!1627 = !DILocation(line: 925, column: 39, scope: !1628)
!1628 = distinct !DILexicalBlock(scope: !1629, file: !3, line: 924, column: 22)
!1629 = distinct !DILexicalBlock(scope: !1630, file: !3, line: 924, column: 13)
!1630 = distinct !DILexicalBlock(scope: !826, file: !3, line: 924, column: 13)
!1631 = !DILocation(line: 925, column: 24, scope: !1628)
!1632 = !DILocation(line: 926, column: 21, scope: !1633)
!1633 = distinct !DILexicalBlock(scope: !1628, file: !3, line: 926, column: 21)
!1634 = !DILocation(line: 926, column: 43, scope: !1633)
!1635 = !DILocation(line: 926, column: 21, scope: !1628)
!1636 = !DILocation(line: 924, column: 13, scope: !1630)
!1637 = !DILocation(line: 927, column: 17, scope: !1638)
!1638 = distinct !DILexicalBlock(scope: !1639, file: !3, line: 927, column: 17)
!1639 = distinct !DILexicalBlock(scope: !1628, file: !3, line: 927, column: 17)
!1640 = !DILocation(line: 927, column: 17, scope: !1639)
!1641 = distinct !{!1641, !1636, !1642}
!1642 = !DILocation(line: 928, column: 13, scope: !1630)
!1643 = !DILocation(line: 929, column: 25, scope: !1644)
!1644 = distinct !DILexicalBlock(scope: !826, file: !3, line: 929, column: 17)
!1645 = !DILocation(line: 929, column: 17, scope: !1644)
!1646 = !DILocation(line: 933, column: 30, scope: !1647)
!1647 = distinct !DILexicalBlock(scope: !1648, file: !3, line: 931, column: 26)
!1648 = distinct !DILexicalBlock(scope: !1649, file: !3, line: 931, column: 17)
!1649 = distinct !DILexicalBlock(scope: !1650, file: !3, line: 931, column: 17)
!1650 = distinct !DILexicalBlock(scope: !1644, file: !3, line: 929, column: 51)
!1651 = !DILocation(line: 933, column: 56, scope: !1647)
!1652 = !DILocation(line: 932, column: 52, scope: !1647)
!1653 = !DILocation(line: 932, column: 28, scope: !1647)
!1654 = !DILocation(line: 934, column: 48, scope: !1655)
!1655 = distinct !DILexicalBlock(scope: !1647, file: !3, line: 934, column: 25)
!1656 = !DILocation(line: 934, column: 46, scope: !1655)
!1657 = !DILocation(line: 934, column: 59, scope: !1655)
!1658 = !DILocation(line: 934, column: 25, scope: !1647)
!1659 = !DILocation(line: 931, column: 17, scope: !1649)
!1660 = !DILocation(line: 935, column: 21, scope: !1661)
!1661 = distinct !DILexicalBlock(scope: !1662, file: !3, line: 935, column: 21)
!1662 = distinct !DILexicalBlock(scope: !1647, file: !3, line: 935, column: 21)
!1663 = !DILocation(line: 935, column: 21, scope: !1662)
!1664 = distinct !{!1664, !1659, !1665}
!1665 = !DILocation(line: 936, column: 17, scope: !1649)
!1666 = !DILocation(line: 937, column: 17, scope: !1667)
!1667 = distinct !DILexicalBlock(scope: !1650, file: !3, line: 937, column: 17)
!1668 = !DILocation(line: 939, column: 13, scope: !1650)
!1669 = !DILocation(line: 941, column: 25, scope: !826)
!1670 = !DILocation(line: 940, column: 13, scope: !1671)
!1671 = distinct !DILexicalBlock(scope: !826, file: !3, line: 940, column: 13)
!1672 = !DILocation(line: 942, column: 29, scope: !826)
!1673 = !DILocation(line: 942, column: 27, scope: !826)
!1674 = !DILocation(line: 943, column: 17, scope: !1675)
!1675 = distinct !DILexicalBlock(scope: !826, file: !3, line: 943, column: 17)
!1676 = !DILocation(line: 943, column: 32, scope: !1675)
!1677 = !DILocation(line: 943, column: 17, scope: !826)
!1678 = !DILocation(line: 947, column: 29, scope: !1679)
!1679 = distinct !DILexicalBlock(scope: !1675, file: !3, line: 943, column: 38)
!1680 = !DILocation(line: 948, column: 17, scope: !1679)
!1681 = !DILocation(line: 950, column: 25, scope: !1682)
!1682 = distinct !DILexicalBlock(scope: !826, file: !3, line: 950, column: 17)
!1683 = !DILocation(line: 950, column: 17, scope: !826)
!1684 = !DILocation(line: 952, column: 29, scope: !1685)
!1685 = distinct !DILexicalBlock(scope: !1682, file: !3, line: 950, column: 31)
!1686 = !DILocation(line: 953, column: 29, scope: !1685)
!1687 = !DILocation(line: 954, column: 17, scope: !1685)
!1688 = !DILocation(line: 956, column: 25, scope: !1689)
!1689 = distinct !DILexicalBlock(scope: !826, file: !3, line: 956, column: 17)
!1690 = !DILocation(line: 956, column: 17, scope: !826)
!1691 = !DILocation(line: 957, column: 27, scope: !1692)
!1692 = distinct !DILexicalBlock(scope: !1689, file: !3, line: 956, column: 31)
!1693 = !DILocation(line: 958, column: 29, scope: !1692)
!1694 = !DILocation(line: 959, column: 17, scope: !1692)
!1695 = !DILocation(line: 961, column: 48, scope: !826)
!1696 = !DILocation(line: 961, column: 26, scope: !826)
!1697 = !DILocation(line: 962, column: 25, scope: !826)
!1698 = !DILocation(line: 962, column: 13, scope: !826)
!1699 = !DILocation(line: 965, column: 17, scope: !829)
!1700 = !DILocation(line: 965, column: 17, scope: !826)
!1701 = !DILocation(line: 972, column: 33, scope: !826)
!1702 = !DILocation(line: 966, column: 17, scope: !1703)
!1703 = distinct !DILexicalBlock(scope: !1704, file: !3, line: 966, column: 17)
!1704 = distinct !DILexicalBlock(scope: !829, file: !3, line: 965, column: 31)
!1705 = !DILocation(line: 966, column: 17, scope: !1706)
!1706 = distinct !DILexicalBlock(scope: !1707, file: !3, line: 966, column: 17)
!1707 = distinct !DILexicalBlock(scope: !1703, file: !3, line: 966, column: 17)
!1708 = !DILocation(line: 966, column: 17, scope: !1707)
!1709 = distinct !{!1709, !1702, !1702, !865}
!1710 = !DILocation(line: 967, column: 34, scope: !1704)
!1711 = !DILocation(line: 967, column: 31, scope: !1704)
!1712 = !DILocation(line: 968, column: 17, scope: !1713)
!1713 = distinct !DILexicalBlock(scope: !1704, file: !3, line: 968, column: 17)
!1714 = !DILocation(line: 969, column: 29, scope: !1704)
!1715 = !DILocation(line: 970, column: 13, scope: !1704)
!1716 = !DILocation(line: 972, column: 24, scope: !826)
!1717 = !{!324, !309, i64 7152}
!1718 = !DILocation(line: 973, column: 25, scope: !826)
!1719 = !DILocation(line: 973, column: 13, scope: !826)
!1720 = !DILocation(line: 977, column: 40, scope: !1721)
!1721 = distinct !DILexicalBlock(scope: !1722, file: !3, line: 976, column: 22)
!1722 = distinct !DILexicalBlock(scope: !1723, file: !3, line: 976, column: 13)
!1723 = distinct !DILexicalBlock(scope: !826, file: !3, line: 976, column: 13)
!1724 = !DILocation(line: 977, column: 24, scope: !1721)
!1725 = !DILocation(line: 978, column: 21, scope: !1726)
!1726 = distinct !DILexicalBlock(scope: !1721, file: !3, line: 978, column: 21)
!1727 = !DILocation(line: 978, column: 43, scope: !1726)
!1728 = !DILocation(line: 978, column: 21, scope: !1721)
!1729 = !DILocation(line: 976, column: 13, scope: !1723)
!1730 = !DILocation(line: 979, column: 17, scope: !1731)
!1731 = distinct !DILexicalBlock(scope: !1732, file: !3, line: 979, column: 17)
!1732 = distinct !DILexicalBlock(scope: !1721, file: !3, line: 979, column: 17)
!1733 = !DILocation(line: 979, column: 17, scope: !1732)
!1734 = distinct !{!1734, !1729, !1735}
!1735 = !DILocation(line: 980, column: 13, scope: !1723)
!1736 = !DILocation(line: 981, column: 34, scope: !1737)
!1737 = distinct !DILexicalBlock(scope: !826, file: !3, line: 981, column: 17)
!1738 = !DILocation(line: 981, column: 17, scope: !826)
!1739 = !DILocation(line: 993, column: 25, scope: !826)
!1740 = !DILocation(line: 981, column: 18, scope: !1737)
!1741 = !DILocation(line: 985, column: 30, scope: !1742)
!1742 = distinct !DILexicalBlock(scope: !1743, file: !3, line: 983, column: 26)
!1743 = distinct !DILexicalBlock(scope: !1744, file: !3, line: 983, column: 17)
!1744 = distinct !DILexicalBlock(scope: !1745, file: !3, line: 983, column: 17)
!1745 = distinct !DILexicalBlock(scope: !1737, file: !3, line: 981, column: 40)
!1746 = !DILocation(line: 985, column: 56, scope: !1742)
!1747 = !DILocation(line: 984, column: 53, scope: !1742)
!1748 = !DILocation(line: 984, column: 28, scope: !1742)
!1749 = !DILocation(line: 986, column: 48, scope: !1750)
!1750 = distinct !DILexicalBlock(scope: !1742, file: !3, line: 986, column: 25)
!1751 = !DILocation(line: 986, column: 46, scope: !1750)
!1752 = !DILocation(line: 986, column: 59, scope: !1750)
!1753 = !DILocation(line: 986, column: 25, scope: !1742)
!1754 = !DILocation(line: 983, column: 17, scope: !1744)
!1755 = !DILocation(line: 987, column: 21, scope: !1756)
!1756 = distinct !DILexicalBlock(scope: !1757, file: !3, line: 987, column: 21)
!1757 = distinct !DILexicalBlock(scope: !1742, file: !3, line: 987, column: 21)
!1758 = !DILocation(line: 987, column: 21, scope: !1757)
!1759 = distinct !{!1759, !1754, !1760}
!1760 = !DILocation(line: 988, column: 17, scope: !1744)
!1761 = !DILocation(line: 989, column: 17, scope: !1762)
!1762 = distinct !DILexicalBlock(scope: !1745, file: !3, line: 989, column: 17)
!1763 = !DILocation(line: 990, column: 29, scope: !1745)
!1764 = !DILocation(line: 991, column: 13, scope: !1745)
!1765 = !DILocation(line: 992, column: 13, scope: !1766)
!1766 = distinct !DILexicalBlock(scope: !826, file: !3, line: 992, column: 13)
!1767 = !DILocation(line: 994, column: 17, scope: !1768)
!1768 = distinct !DILexicalBlock(scope: !826, file: !3, line: 994, column: 17)
!1769 = !DILocation(line: 994, column: 25, scope: !1768)
!1770 = !DILocation(line: 994, column: 17, scope: !826)
!1771 = !DILocation(line: 995, column: 27, scope: !1772)
!1772 = distinct !DILexicalBlock(scope: !1768, file: !3, line: 994, column: 31)
!1773 = !DILocation(line: 996, column: 29, scope: !1772)
!1774 = !DILocation(line: 997, column: 17, scope: !1772)
!1775 = !DILocation(line: 999, column: 29, scope: !826)
!1776 = !DILocation(line: 999, column: 27, scope: !826)
!1777 = !{!324, !309, i64 96}
!1778 = !DILocation(line: 1000, column: 48, scope: !826)
!1779 = !DILocation(line: 1000, column: 26, scope: !826)
!1780 = !DILocation(line: 1001, column: 25, scope: !826)
!1781 = !DILocation(line: 1001, column: 13, scope: !826)
!1782 = !DILocation(line: 1004, column: 17, scope: !825)
!1783 = !DILocation(line: 1004, column: 17, scope: !826)
!1784 = !DILocation(line: 1005, column: 17, scope: !1785)
!1785 = distinct !DILexicalBlock(scope: !1786, file: !3, line: 1005, column: 17)
!1786 = distinct !DILexicalBlock(scope: !825, file: !3, line: 1004, column: 31)
!1787 = !DILocation(line: 1005, column: 17, scope: !1788)
!1788 = distinct !DILexicalBlock(scope: !1789, file: !3, line: 1005, column: 17)
!1789 = distinct !DILexicalBlock(scope: !1785, file: !3, line: 1005, column: 17)
!1790 = !DILocation(line: 1005, column: 17, scope: !1789)
!1791 = distinct !{!1791, !1784, !1784, !865}
!1792 = !DILocation(line: 1006, column: 34, scope: !1786)
!1793 = !DILocation(line: 1006, column: 31, scope: !1786)
!1794 = !DILocation(line: 1007, column: 17, scope: !1795)
!1795 = distinct !DILexicalBlock(scope: !1786, file: !3, line: 1007, column: 17)
!1796 = !DILocation(line: 1008, column: 29, scope: !1786)
!1797 = !DILocation(line: 1009, column: 13, scope: !1786)
!1798 = !DILocation(line: 1018, column: 25, scope: !826)
!1799 = !DILocation(line: 1018, column: 13, scope: !826)
!1800 = !DILocation(line: 1021, column: 22, scope: !1801)
!1801 = distinct !DILexicalBlock(scope: !826, file: !3, line: 1021, column: 17)
!1802 = !DILocation(line: 1021, column: 17, scope: !826)
!1803 = !DILocation(line: 1022, column: 24, scope: !826)
!1804 = !DILocation(line: 1023, column: 24, scope: !1805)
!1805 = distinct !DILexicalBlock(scope: !826, file: !3, line: 1023, column: 17)
!1806 = !DILocation(line: 1023, column: 31, scope: !1805)
!1807 = !DILocation(line: 1023, column: 17, scope: !826)
!1808 = !DILocation(line: 1024, column: 38, scope: !1809)
!1809 = distinct !DILexicalBlock(scope: !1805, file: !3, line: 1023, column: 39)
!1810 = !DILocation(line: 1025, column: 35, scope: !1811)
!1811 = distinct !DILexicalBlock(scope: !1809, file: !3, line: 1025, column: 21)
!1812 = !DILocation(line: 1025, column: 26, scope: !1811)
!1813 = !DILocation(line: 1025, column: 21, scope: !1809)
!1814 = !DILocation(line: 1026, column: 32, scope: !1815)
!1815 = distinct !DILexicalBlock(scope: !1816, file: !3, line: 1026, column: 25)
!1816 = distinct !DILexicalBlock(scope: !1811, file: !3, line: 1025, column: 42)
!1817 = !DILocation(line: 1026, column: 25, scope: !1815)
!1818 = !DILocation(line: 1026, column: 25, scope: !1816)
!1819 = !DILocation(line: 1027, column: 35, scope: !1820)
!1820 = distinct !DILexicalBlock(scope: !1815, file: !3, line: 1026, column: 38)
!1821 = !DILocation(line: 1029, column: 37, scope: !1820)
!1822 = !DILocation(line: 1030, column: 25, scope: !1820)
!1823 = !DILocation(line: 1046, column: 35, scope: !1824)
!1824 = distinct !DILexicalBlock(scope: !1809, file: !3, line: 1046, column: 21)
!1825 = !DILocation(line: 1046, column: 26, scope: !1824)
!1826 = !DILocation(line: 1046, column: 21, scope: !1809)
!1827 = !DILocation(line: 1047, column: 26, scope: !1828)
!1828 = distinct !DILexicalBlock(scope: !1824, file: !3, line: 1046, column: 42)
!1829 = !DILocation(line: 1048, column: 52, scope: !1828)
!1830 = !DILocation(line: 1048, column: 58, scope: !1828)
!1831 = !DILocation(line: 1049, column: 17, scope: !1828)
!1832 = !DILocation(line: 1051, column: 58, scope: !1824)
!1833 = !DILocation(line: 0, scope: !1809)
!1834 = !DILocation(line: 0, scope: !1824)
!1835 = !DILocation(line: 1052, column: 35, scope: !1836)
!1836 = distinct !DILexicalBlock(scope: !1809, file: !3, line: 1052, column: 21)
!1837 = !DILocation(line: 1052, column: 21, scope: !1809)
!1838 = !DILocation(line: 1055, column: 28, scope: !1839)
!1839 = distinct !DILexicalBlock(scope: !1805, file: !3, line: 1054, column: 18)
!1840 = !DILocation(line: 1056, column: 31, scope: !1839)
!1841 = !DILocation(line: 1060, column: 27, scope: !826)
!1842 = !DILocation(line: 0, scope: !1805)
!1843 = !DILocation(line: 1058, column: 17, scope: !826)
!1844 = !DILocation(line: 1061, column: 13, scope: !826)
!1845 = !DILocation(line: 1062, column: 26, scope: !1846)
!1846 = distinct !DILexicalBlock(scope: !826, file: !3, line: 1061, column: 16)
!1847 = !DILocation(line: 1062, column: 24, scope: !1846)
!1848 = distinct !{!1848, !1844, !1849, !865, !1563, !1564}
!1849 = !DILocation(line: 1063, column: 28, scope: !826)
!1850 = !DILocation(line: 1063, column: 13, scope: !1846)
!1851 = !DILocation(line: 1062, column: 31, scope: !1846)
!1852 = !DILocation(line: 1062, column: 21, scope: !1846)
!1853 = !DILocation(line: 1063, column: 22, scope: !826)
!1854 = distinct !{!1854, !1560}
!1855 = distinct !{!1855, !1844, !1849, !865, !1563}
!1856 = !DILocation(line: 1059, column: 18, scope: !826)
!1857 = !DILocation(line: 1064, column: 24, scope: !1858)
!1858 = distinct !DILexicalBlock(scope: !826, file: !3, line: 1064, column: 17)
!1859 = !DILocation(line: 1064, column: 31, scope: !1858)
!1860 = !DILocation(line: 1064, column: 17, scope: !826)
!1861 = !DILocation(line: 1064, column: 49, scope: !1858)
!1862 = !DILocation(line: 1064, column: 37, scope: !1858)
!1863 = !DILocation(line: 1067, column: 22, scope: !1864)
!1864 = distinct !DILexicalBlock(scope: !826, file: !3, line: 1067, column: 17)
!1865 = !DILocation(line: 1067, column: 17, scope: !826)
!1866 = !DILocation(line: 1068, column: 45, scope: !826)
!1867 = !DILocation(line: 1068, column: 22, scope: !826)
!1868 = !DILocation(line: 1068, column: 17, scope: !826)
!1869 = !DILocation(line: 1068, column: 20, scope: !826)
!1870 = !DILocation(line: 1069, column: 17, scope: !826)
!1871 = !DILocation(line: 1070, column: 25, scope: !826)
!1872 = !DILocation(line: 1071, column: 13, scope: !826)
!1873 = !DILocation(line: 1073, column: 24, scope: !1874)
!1874 = distinct !DILexicalBlock(scope: !826, file: !3, line: 1073, column: 17)
!1875 = !DILocation(line: 1073, column: 17, scope: !1874)
!1876 = !DILocation(line: 1073, column: 17, scope: !826)
!1877 = !DILocation(line: 1074, column: 17, scope: !1878)
!1878 = distinct !DILexicalBlock(scope: !1879, file: !3, line: 1074, column: 17)
!1879 = distinct !DILexicalBlock(scope: !1874, file: !3, line: 1073, column: 30)
!1880 = !DILocation(line: 1074, column: 17, scope: !1881)
!1881 = distinct !DILexicalBlock(scope: !1882, file: !3, line: 1074, column: 17)
!1882 = distinct !DILexicalBlock(scope: !1878, file: !3, line: 1074, column: 17)
!1883 = !DILocation(line: 1074, column: 17, scope: !1882)
!1884 = distinct !{!1884, !1877, !1877, !865}
!1885 = !DILocation(line: 1075, column: 21, scope: !1879)
!1886 = !DILocation(line: 1076, column: 36, scope: !1879)
!1887 = !DILocation(line: 1076, column: 33, scope: !1879)
!1888 = !{!305, !310, i64 40}
!1889 = !DILocation(line: 1077, column: 30, scope: !1879)
!1890 = !DILocation(line: 1078, column: 34, scope: !1891)
!1891 = distinct !DILexicalBlock(scope: !1879, file: !3, line: 1078, column: 21)
!1892 = !DILocation(line: 1078, column: 39, scope: !1891)
!1893 = !DILocation(line: 1080, column: 25, scope: !1891)
!1894 = !DILocation(line: 1079, column: 48, scope: !1891)
!1895 = !DILocation(line: 1079, column: 33, scope: !1891)
!1896 = !DILocation(line: 1082, column: 29, scope: !1897)
!1897 = distinct !DILexicalBlock(scope: !1879, file: !3, line: 1082, column: 21)
!1898 = !DILocation(line: 1082, column: 34, scope: !1897)
!1899 = !DILocation(line: 1079, column: 21, scope: !1891)
!1900 = !DILocation(line: 1082, column: 39, scope: !1897)
!1901 = !DILocation(line: 1084, column: 29, scope: !1897)
!1902 = !DILocation(line: 1084, column: 22, scope: !1897)
!1903 = !DILocation(line: 1086, column: 47, scope: !1897)
!1904 = !DILocation(line: 1086, column: 37, scope: !1897)
!1905 = !DILocation(line: 1082, column: 21, scope: !1879)
!1906 = !DILocation(line: 1087, column: 31, scope: !1907)
!1907 = distinct !DILexicalBlock(scope: !1897, file: !3, line: 1086, column: 54)
!1908 = !DILocation(line: 1088, column: 33, scope: !1907)
!1909 = !DILocation(line: 1089, column: 21, scope: !1907)
!1910 = !DILocation(line: 1095, column: 25, scope: !826)
!1911 = !DILocation(line: 1095, column: 13, scope: !826)
!1912 = !DILocation(line: 1098, column: 17, scope: !832)
!1913 = !DILocation(line: 1098, column: 29, scope: !832)
!1914 = !DILocation(line: 1098, column: 39, scope: !832)
!1915 = !DILocation(line: 1098, column: 32, scope: !832)
!1916 = !DILocation(line: 1098, column: 17, scope: !826)
!1917 = !DILocation(line: 1099, column: 17, scope: !1918)
!1918 = distinct !DILexicalBlock(scope: !1919, file: !3, line: 1099, column: 17)
!1919 = distinct !DILexicalBlock(scope: !832, file: !3, line: 1098, column: 46)
!1920 = !DILocation(line: 1099, column: 17, scope: !1921)
!1921 = distinct !DILexicalBlock(scope: !1922, file: !3, line: 1099, column: 17)
!1922 = distinct !DILexicalBlock(scope: !1918, file: !3, line: 1099, column: 17)
!1923 = !DILocation(line: 1099, column: 17, scope: !1922)
!1924 = distinct !{!1924, !1917, !1917, !865}
!1925 = !DILocation(line: 1100, column: 34, scope: !1926)
!1926 = distinct !DILexicalBlock(scope: !1919, file: !3, line: 1100, column: 21)
!1927 = !DILocation(line: 1100, column: 39, scope: !1926)
!1928 = !DILocation(line: 1100, column: 58, scope: !1926)
!1929 = !DILocation(line: 1100, column: 64, scope: !1926)
!1930 = !DILocation(line: 1100, column: 47, scope: !1926)
!1931 = !DILocation(line: 1100, column: 21, scope: !1919)
!1932 = !DILocation(line: 1101, column: 31, scope: !1933)
!1933 = distinct !DILexicalBlock(scope: !1926, file: !3, line: 1100, column: 79)
!1934 = !DILocation(line: 1102, column: 33, scope: !1933)
!1935 = !DILocation(line: 1103, column: 21, scope: !1933)
!1936 = !DILocation(line: 1109, column: 25, scope: !826)
!1937 = !DILocation(line: 1109, column: 13, scope: !826)
!1938 = !DILocation(line: 504, column: 5, scope: !819)
!1939 = distinct !{!1939, !1940, !1941}
!1940 = !DILocation(line: 504, column: 5, scope: !820)
!1941 = !DILocation(line: 1123, column: 9, scope: !820)
!1942 = !DILocation(line: 1132, column: 5, scope: !1943)
!1943 = distinct !DILexicalBlock(scope: !2, file: !3, line: 1132, column: 5)
!1944 = !DILocation(line: 1131, column: 3, scope: !2)
!1945 = !DILocation(line: 1133, column: 16, scope: !1946)
!1946 = distinct !DILexicalBlock(scope: !2, file: !3, line: 1133, column: 9)
!1947 = !DILocation(line: 1133, column: 9, scope: !1946)
!1948 = !DILocation(line: 1133, column: 22, scope: !1946)
!1949 = !DILocation(line: 1133, column: 30, scope: !1946)
!1950 = !DILocation(line: 1133, column: 49, scope: !1946)
!1951 = !DILocation(line: 1133, column: 59, scope: !1946)
!1952 = !DILocation(line: 1133, column: 64, scope: !1946)
!1953 = !DILocation(line: 1133, column: 70, scope: !1946)
!1954 = !DILocation(line: 1134, column: 26, scope: !1946)
!1955 = !DILocation(line: 1134, column: 34, scope: !1946)
!1956 = !DILocation(line: 1135, column: 52, scope: !1957)
!1957 = distinct !DILexicalBlock(scope: !1946, file: !3, line: 1135, column: 13)
!1958 = !DILocation(line: 1135, column: 13, scope: !1957)
!1959 = !DILocation(line: 1135, column: 13, scope: !1946)
!1960 = !DILocation(line: 1139, column: 17, scope: !2)
!1961 = !DILocation(line: 1140, column: 18, scope: !2)
!1962 = !DILocation(line: 1136, column: 25, scope: !1963)
!1963 = distinct !DILexicalBlock(scope: !1957, file: !3, line: 1135, column: 72)
!1964 = !DILocation(line: 1137, column: 13, scope: !1963)
!1965 = !DILocation(line: 1139, column: 8, scope: !2)
!1966 = !DILocation(line: 1140, column: 9, scope: !2)
!1967 = !DILocation(line: 1141, column: 23, scope: !2)
!1968 = !DILocation(line: 1141, column: 11, scope: !2)
!1969 = !DILocation(line: 1141, column: 20, scope: !2)
!1970 = !DILocation(line: 1142, column: 24, scope: !2)
!1971 = !DILocation(line: 1142, column: 21, scope: !2)
!1972 = !DILocation(line: 1143, column: 18, scope: !2)
!1973 = !DILocation(line: 1144, column: 17, scope: !1974)
!1974 = distinct !DILexicalBlock(scope: !2, file: !3, line: 1144, column: 9)
!1975 = !DILocation(line: 1144, column: 22, scope: !1974)
!1976 = !DILocation(line: 1144, column: 27, scope: !1974)
!1977 = !DILocation(line: 1146, column: 13, scope: !1974)
!1978 = !DILocation(line: 1145, column: 36, scope: !1974)
!1979 = !DILocation(line: 1145, column: 21, scope: !1974)
!1980 = !DILocation(line: 1145, column: 9, scope: !1974)
!1981 = !DILocation(line: 1147, column: 35, scope: !2)
!1982 = !DILocation(line: 1147, column: 50, scope: !2)
!1983 = !DILocation(line: 1147, column: 43, scope: !2)
!1984 = !DILocation(line: 1147, column: 40, scope: !2)
!1985 = !DILocation(line: 1148, column: 31, scope: !2)
!1986 = !DILocation(line: 1148, column: 36, scope: !2)
!1987 = !DILocation(line: 1148, column: 24, scope: !2)
!1988 = !DILocation(line: 1147, column: 65, scope: !2)
!1989 = !DILocation(line: 1149, column: 36, scope: !2)
!1990 = !DILocation(line: 1149, column: 44, scope: !2)
!1991 = !DILocation(line: 1148, column: 55, scope: !2)
!1992 = !DILocation(line: 1147, column: 11, scope: !2)
!1993 = !DILocation(line: 1147, column: 21, scope: !2)
!1994 = !DILocation(line: 1150, column: 14, scope: !1995)
!1995 = distinct !DILexicalBlock(scope: !2, file: !3, line: 1150, column: 9)
!1996 = !DILocation(line: 1150, column: 19, scope: !1995)
!1997 = !DILocation(line: 1152, column: 5, scope: !2)
!1998 = !DILocation(line: 1153, column: 1, scope: !2)
!1999 = !DISubprogram(name: "crc32", scope: !8, file: !8, line: 1848, type: !2000, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2000 = !DISubroutineType(types: !2001)
!2001 = !{!23, !23, !2002, !20}
!2002 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2003, size: 64)
!2003 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!2004 = !DISubprogram(name: "adler32", scope: !8, file: !8, line: 1809, type: !2000, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2005 = !DISubprogram(name: "inflate_fixed", scope: !88, file: !88, line: 64, type: !2006, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2006 = !DISubroutineType(types: !2007)
!2007 = !{null, !94}
!2008 = !DISubprogram(name: "inflate_table", scope: !88, file: !88, line: 60, type: !2009, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2009 = !DISubroutineType(types: !2010)
!2010 = !{!6, !2011, !2012, !21, !2013, !2014, !2012}
!2011 = !DIDerivedType(tag: DW_TAG_typedef, name: "codetype", file: !88, line: 58, baseType: !87)
!2012 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!2013 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!2014 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!2015 = !DISubprogram(name: "inflate_fast", scope: !2016, file: !2016, line: 11, type: !2017, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2016 = !DIFile(filename: "src/zlib/inffast.h", directory: ".", checksumkind: CSK_MD5, checksum: "6c907e4d7c65aff48183101b66a6133b")
!2017 = !DISubroutineType(types: !2018)
!2018 = !{null, !7, !21}
!2019 = distinct !DISubprogram(name: "updatewindow", scope: !3, file: !3, line: 252, type: !2020, scopeLine: 252, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !2022)
!2020 = !DISubroutineType(types: !2021)
!2021 = !{!6, !7, !2002, !21}
!2022 = !{!2023, !2024, !2025, !2026, !2027}
!2023 = !DILocalVariable(name: "strm", arg: 1, scope: !2019, file: !3, line: 252, type: !7)
!2024 = !DILocalVariable(name: "end", arg: 2, scope: !2019, file: !3, line: 252, type: !2002)
!2025 = !DILocalVariable(name: "copy", arg: 3, scope: !2019, file: !3, line: 252, type: !21)
!2026 = !DILocalVariable(name: "state", scope: !2019, file: !3, line: 253, type: !94)
!2027 = !DILocalVariable(name: "dist", scope: !2019, file: !3, line: 254, type: !21)
!2028 = !DILocation(line: 0, scope: !2019)
!2029 = !DILocation(line: 256, column: 47, scope: !2019)
!2030 = !DILocation(line: 259, column: 16, scope: !2031)
!2031 = distinct !DILexicalBlock(scope: !2019, file: !3, line: 259, column: 9)
!2032 = !DILocation(line: 259, column: 23, scope: !2031)
!2033 = !DILocation(line: 259, column: 9, scope: !2019)
!2034 = !DILocation(line: 261, column: 25, scope: !2035)
!2035 = distinct !DILexicalBlock(scope: !2031, file: !3, line: 259, column: 34)
!2036 = !DILocation(line: 260, column: 23, scope: !2035)
!2037 = !DILocation(line: 263, column: 27, scope: !2038)
!2038 = distinct !DILexicalBlock(scope: !2035, file: !3, line: 263, column: 13)
!2039 = !DILocation(line: 263, column: 13, scope: !2035)
!2040 = !DILocation(line: 267, column: 16, scope: !2041)
!2041 = distinct !DILexicalBlock(scope: !2019, file: !3, line: 267, column: 9)
!2042 = !DILocation(line: 267, column: 22, scope: !2041)
!2043 = !DILocation(line: 267, column: 9, scope: !2019)
!2044 = !DILocation(line: 268, column: 37, scope: !2045)
!2045 = distinct !DILexicalBlock(scope: !2041, file: !3, line: 267, column: 28)
!2046 = !DILocation(line: 268, column: 27, scope: !2045)
!2047 = !DILocation(line: 268, column: 22, scope: !2045)
!2048 = !DILocation(line: 269, column: 16, scope: !2045)
!2049 = !DILocation(line: 269, column: 22, scope: !2045)
!2050 = !DILocation(line: 270, column: 16, scope: !2045)
!2051 = !DILocation(line: 270, column: 22, scope: !2045)
!2052 = !DILocation(line: 271, column: 5, scope: !2045)
!2053 = !DILocation(line: 274, column: 24, scope: !2054)
!2054 = distinct !DILexicalBlock(scope: !2019, file: !3, line: 274, column: 9)
!2055 = !DILocation(line: 274, column: 14, scope: !2054)
!2056 = !DILocation(line: 274, column: 9, scope: !2019)
!2057 = !DILocation(line: 275, column: 36, scope: !2058)
!2058 = distinct !DILexicalBlock(scope: !2054, file: !3, line: 274, column: 31)
!2059 = !DILocation(line: 275, column: 9, scope: !2058)
!2060 = !DILocation(line: 276, column: 16, scope: !2058)
!2061 = !DILocation(line: 276, column: 22, scope: !2058)
!2062 = !DILocation(line: 277, column: 31, scope: !2058)
!2063 = !DILocation(line: 277, column: 16, scope: !2058)
!2064 = !DILocation(line: 277, column: 22, scope: !2058)
!2065 = !DILocation(line: 278, column: 5, scope: !2058)
!2066 = !DILocation(line: 280, column: 38, scope: !2067)
!2067 = distinct !DILexicalBlock(scope: !2054, file: !3, line: 279, column: 10)
!2068 = !DILocation(line: 280, column: 29, scope: !2067)
!2069 = !DILocation(line: 281, column: 13, scope: !2067)
!2070 = !DILocation(line: 282, column: 31, scope: !2067)
!2071 = !DILocation(line: 282, column: 51, scope: !2067)
!2072 = !DILocation(line: 282, column: 59, scope: !2067)
!2073 = !DILocation(line: 282, column: 9, scope: !2067)
!2074 = !DILocation(line: 284, column: 13, scope: !2075)
!2075 = distinct !DILexicalBlock(scope: !2067, file: !3, line: 284, column: 13)
!2076 = !DILocation(line: 284, column: 13, scope: !2067)
!2077 = !DILocation(line: 283, column: 14, scope: !2067)
!2078 = !DILocation(line: 285, column: 28, scope: !2079)
!2079 = distinct !DILexicalBlock(scope: !2075, file: !3, line: 284, column: 19)
!2080 = !DILocation(line: 285, column: 40, scope: !2079)
!2081 = !DILocation(line: 285, column: 13, scope: !2079)
!2082 = !DILocation(line: 286, column: 26, scope: !2079)
!2083 = !DILocation(line: 287, column: 35, scope: !2079)
!2084 = !DILocation(line: 287, column: 20, scope: !2079)
!2085 = !DILocation(line: 287, column: 26, scope: !2079)
!2086 = !DILocation(line: 288, column: 9, scope: !2079)
!2087 = !DILocation(line: 290, column: 26, scope: !2088)
!2088 = distinct !DILexicalBlock(scope: !2075, file: !3, line: 289, column: 14)
!2089 = !DILocation(line: 291, column: 40, scope: !2090)
!2090 = distinct !DILexicalBlock(scope: !2088, file: !3, line: 291, column: 17)
!2091 = !DILocation(line: 291, column: 30, scope: !2090)
!2092 = !DILocation(line: 291, column: 17, scope: !2088)
!2093 = !DILocation(line: 291, scope: !2088)
!2094 = !DILocation(line: 292, column: 24, scope: !2095)
!2095 = distinct !DILexicalBlock(scope: !2088, file: !3, line: 292, column: 17)
!2096 = !DILocation(line: 292, column: 30, scope: !2095)
!2097 = !DILocation(line: 292, column: 17, scope: !2088)
!2098 = !DILocation(line: 292, column: 59, scope: !2095)
!2099 = !DILocation(line: 292, column: 46, scope: !2095)
!2100 = !DILocation(line: 296, column: 1, scope: !2019)
!2101 = distinct !DISubprogram(name: "inflateEnd", scope: !3, file: !3, line: 1155, type: !287, scopeLine: 1155, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !2102)
!2102 = !{!2103, !2104}
!2103 = !DILocalVariable(name: "strm", arg: 1, scope: !2101, file: !3, line: 1155, type: !7)
!2104 = !DILocalVariable(name: "state", scope: !2101, file: !3, line: 1156, type: !94)
!2105 = !DILocation(line: 0, scope: !2101)
!2106 = !DILocation(line: 0, scope: !294, inlinedAt: !2107)
!2107 = distinct !DILocation(line: 1157, column: 9, scope: !2108)
!2108 = distinct !DILexicalBlock(scope: !2101, file: !3, line: 1157, column: 9)
!2109 = !DILocation(line: 90, column: 14, scope: !301, inlinedAt: !2107)
!2110 = !DILocation(line: 90, column: 24, scope: !301, inlinedAt: !2107)
!2111 = !DILocation(line: 91, column: 15, scope: !301, inlinedAt: !2107)
!2112 = !DILocation(line: 91, column: 22, scope: !301, inlinedAt: !2107)
!2113 = !DILocation(line: 91, column: 39, scope: !301, inlinedAt: !2107)
!2114 = !DILocation(line: 91, column: 48, scope: !301, inlinedAt: !2107)
!2115 = !DILocation(line: 91, column: 54, scope: !301, inlinedAt: !2107)
!2116 = !DILocation(line: 90, column: 9, scope: !294, inlinedAt: !2107)
!2117 = !DILocation(line: 93, column: 47, scope: !294, inlinedAt: !2107)
!2118 = !DILocation(line: 94, column: 15, scope: !320, inlinedAt: !2107)
!2119 = !DILocation(line: 94, column: 25, scope: !320, inlinedAt: !2107)
!2120 = !DILocation(line: 94, column: 35, scope: !320, inlinedAt: !2107)
!2121 = !DILocation(line: 94, column: 40, scope: !320, inlinedAt: !2107)
!2122 = !DILocation(line: 94, column: 48, scope: !320, inlinedAt: !2107)
!2123 = !DILocation(line: 95, column: 16, scope: !320, inlinedAt: !2107)
!2124 = !DILocation(line: 95, column: 28, scope: !320, inlinedAt: !2107)
!2125 = !DILocation(line: 1157, column: 9, scope: !2101)
!2126 = !DILocation(line: 1160, column: 16, scope: !2127)
!2127 = distinct !DILexicalBlock(scope: !2101, file: !3, line: 1160, column: 9)
!2128 = !DILocation(line: 1160, column: 23, scope: !2127)
!2129 = !DILocation(line: 1160, column: 9, scope: !2101)
!2130 = !DILocation(line: 1160, column: 34, scope: !2127)
!2131 = !DILocation(line: 1161, column: 5, scope: !2101)
!2132 = !DILocation(line: 1162, column: 17, scope: !2101)
!2133 = !DILocation(line: 1164, column: 5, scope: !2101)
!2134 = !DILocation(line: 1165, column: 1, scope: !2101)
!2135 = distinct !DISubprogram(name: "inflateGetDictionary", scope: !3, file: !3, line: 1167, type: !2136, scopeLine: 1168, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !2139)
!2136 = !DISubroutineType(types: !2137)
!2137 = !{!6, !7, !14, !2138}
!2138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!2139 = !{!2140, !2141, !2142, !2143}
!2140 = !DILocalVariable(name: "strm", arg: 1, scope: !2135, file: !3, line: 1167, type: !7)
!2141 = !DILocalVariable(name: "dictionary", arg: 2, scope: !2135, file: !3, line: 1167, type: !14)
!2142 = !DILocalVariable(name: "dictLength", arg: 3, scope: !2135, file: !3, line: 1168, type: !2138)
!2143 = !DILocalVariable(name: "state", scope: !2135, file: !3, line: 1169, type: !94)
!2144 = !DILocation(line: 0, scope: !2135)
!2145 = !DILocation(line: 0, scope: !294, inlinedAt: !2146)
!2146 = distinct !DILocation(line: 1172, column: 9, scope: !2147)
!2147 = distinct !DILexicalBlock(scope: !2135, file: !3, line: 1172, column: 9)
!2148 = !DILocation(line: 90, column: 14, scope: !301, inlinedAt: !2146)
!2149 = !DILocation(line: 90, column: 24, scope: !301, inlinedAt: !2146)
!2150 = !DILocation(line: 91, column: 15, scope: !301, inlinedAt: !2146)
!2151 = !DILocation(line: 91, column: 22, scope: !301, inlinedAt: !2146)
!2152 = !DILocation(line: 91, column: 39, scope: !301, inlinedAt: !2146)
!2153 = !DILocation(line: 91, column: 48, scope: !301, inlinedAt: !2146)
!2154 = !DILocation(line: 91, column: 54, scope: !301, inlinedAt: !2146)
!2155 = !DILocation(line: 90, column: 9, scope: !294, inlinedAt: !2146)
!2156 = !DILocation(line: 93, column: 47, scope: !294, inlinedAt: !2146)
!2157 = !DILocation(line: 94, column: 15, scope: !320, inlinedAt: !2146)
!2158 = !DILocation(line: 94, column: 25, scope: !320, inlinedAt: !2146)
!2159 = !DILocation(line: 94, column: 35, scope: !320, inlinedAt: !2146)
!2160 = !DILocation(line: 94, column: 40, scope: !320, inlinedAt: !2146)
!2161 = !DILocation(line: 94, column: 48, scope: !320, inlinedAt: !2146)
!2162 = !DILocation(line: 95, column: 16, scope: !320, inlinedAt: !2146)
!2163 = !DILocation(line: 95, column: 28, scope: !320, inlinedAt: !2146)
!2164 = !DILocation(line: 1172, column: 9, scope: !2135)
!2165 = !DILocation(line: 1176, column: 16, scope: !2166)
!2166 = distinct !DILexicalBlock(scope: !2135, file: !3, line: 1176, column: 9)
!2167 = !DILocation(line: 1176, column: 9, scope: !2166)
!2168 = !DILocation(line: 1176, column: 22, scope: !2166)
!2169 = !DILocation(line: 1177, column: 36, scope: !2170)
!2170 = distinct !DILexicalBlock(scope: !2166, file: !3, line: 1176, column: 47)
!2171 = !DILocation(line: 1177, column: 52, scope: !2170)
!2172 = !DILocation(line: 1177, column: 43, scope: !2170)
!2173 = !DILocation(line: 1178, column: 30, scope: !2170)
!2174 = !DILocation(line: 1178, column: 17, scope: !2170)
!2175 = !DILocation(line: 1177, column: 9, scope: !2170)
!2176 = !DILocation(line: 1179, column: 37, scope: !2170)
!2177 = !DILocation(line: 1179, column: 28, scope: !2170)
!2178 = !DILocation(line: 1179, column: 52, scope: !2170)
!2179 = !DILocation(line: 1179, column: 43, scope: !2170)
!2180 = !DILocation(line: 1180, column: 24, scope: !2170)
!2181 = !DILocation(line: 1179, column: 9, scope: !2170)
!2182 = !DILocation(line: 1181, column: 5, scope: !2170)
!2183 = !DILocation(line: 1182, column: 20, scope: !2184)
!2184 = distinct !DILexicalBlock(scope: !2135, file: !3, line: 1182, column: 9)
!2185 = !DILocation(line: 1182, column: 9, scope: !2135)
!2186 = !DILocation(line: 1183, column: 30, scope: !2184)
!2187 = !DILocation(line: 1183, column: 21, scope: !2184)
!2188 = !{!309, !309, i64 0}
!2189 = !DILocation(line: 1183, column: 9, scope: !2184)
!2190 = !DILocation(line: 1185, column: 1, scope: !2135)
!2191 = distinct !DISubprogram(name: "inflateSetDictionary", scope: !3, file: !3, line: 1187, type: !2192, scopeLine: 1188, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !2194)
!2192 = !DISubroutineType(types: !2193)
!2193 = !{!6, !7, !2002, !20}
!2194 = !{!2195, !2196, !2197, !2198, !2199, !2200}
!2195 = !DILocalVariable(name: "strm", arg: 1, scope: !2191, file: !3, line: 1187, type: !7)
!2196 = !DILocalVariable(name: "dictionary", arg: 2, scope: !2191, file: !3, line: 1187, type: !2002)
!2197 = !DILocalVariable(name: "dictLength", arg: 3, scope: !2191, file: !3, line: 1188, type: !20)
!2198 = !DILocalVariable(name: "state", scope: !2191, file: !3, line: 1189, type: !94)
!2199 = !DILocalVariable(name: "dictid", scope: !2191, file: !3, line: 1190, type: !24)
!2200 = !DILocalVariable(name: "ret", scope: !2191, file: !3, line: 1191, type: !6)
!2201 = !DILocation(line: 0, scope: !2191)
!2202 = !DILocation(line: 0, scope: !294, inlinedAt: !2203)
!2203 = distinct !DILocation(line: 1194, column: 9, scope: !2204)
!2204 = distinct !DILexicalBlock(scope: !2191, file: !3, line: 1194, column: 9)
!2205 = !DILocation(line: 90, column: 14, scope: !301, inlinedAt: !2203)
!2206 = !DILocation(line: 90, column: 24, scope: !301, inlinedAt: !2203)
!2207 = !DILocation(line: 91, column: 15, scope: !301, inlinedAt: !2203)
!2208 = !DILocation(line: 91, column: 22, scope: !301, inlinedAt: !2203)
!2209 = !DILocation(line: 91, column: 39, scope: !301, inlinedAt: !2203)
!2210 = !DILocation(line: 91, column: 48, scope: !301, inlinedAt: !2203)
!2211 = !DILocation(line: 91, column: 54, scope: !301, inlinedAt: !2203)
!2212 = !DILocation(line: 90, column: 9, scope: !294, inlinedAt: !2203)
!2213 = !DILocation(line: 93, column: 47, scope: !294, inlinedAt: !2203)
!2214 = !DILocation(line: 94, column: 15, scope: !320, inlinedAt: !2203)
!2215 = !DILocation(line: 94, column: 25, scope: !320, inlinedAt: !2203)
!2216 = !DILocation(line: 94, column: 35, scope: !320, inlinedAt: !2203)
!2217 = !DILocation(line: 94, column: 40, scope: !320, inlinedAt: !2203)
!2218 = !DILocation(line: 94, column: 48, scope: !320, inlinedAt: !2203)
!2219 = !DILocation(line: 95, column: 16, scope: !320, inlinedAt: !2203)
!2220 = !DILocation(line: 95, column: 28, scope: !320, inlinedAt: !2203)
!2221 = !DILocation(line: 1194, column: 9, scope: !2191)
!2222 = !DILocation(line: 1196, column: 16, scope: !2223)
!2223 = distinct !DILexicalBlock(scope: !2191, file: !3, line: 1196, column: 9)
!2224 = !DILocation(line: 1196, column: 21, scope: !2223)
!2225 = !DILocation(line: 1196, column: 26, scope: !2223)
!2226 = !DILocation(line: 1196, column: 9, scope: !2191)
!2227 = !DILocation(line: 1200, column: 9, scope: !2191)
!2228 = !DILocation(line: 1201, column: 18, scope: !2229)
!2229 = distinct !DILexicalBlock(scope: !2230, file: !3, line: 1200, column: 30)
!2230 = distinct !DILexicalBlock(scope: !2191, file: !3, line: 1200, column: 9)
!2231 = !DILocation(line: 1202, column: 18, scope: !2229)
!2232 = !DILocation(line: 1203, column: 30, scope: !2233)
!2233 = distinct !DILexicalBlock(scope: !2229, file: !3, line: 1203, column: 13)
!2234 = !DILocation(line: 1203, column: 20, scope: !2233)
!2235 = !DILocation(line: 1203, column: 13, scope: !2229)
!2236 = !DILocation(line: 1209, column: 41, scope: !2191)
!2237 = !DILocation(line: 1209, column: 11, scope: !2191)
!2238 = !DILocation(line: 1210, column: 9, scope: !2239)
!2239 = distinct !DILexicalBlock(scope: !2191, file: !3, line: 1210, column: 9)
!2240 = !DILocation(line: 1210, column: 9, scope: !2191)
!2241 = !DILocation(line: 1211, column: 21, scope: !2242)
!2242 = distinct !DILexicalBlock(scope: !2239, file: !3, line: 1210, column: 14)
!2243 = !DILocation(line: 1212, column: 9, scope: !2242)
!2244 = !DILocation(line: 1214, column: 12, scope: !2191)
!2245 = !DILocation(line: 1214, column: 21, scope: !2191)
!2246 = !DILocation(line: 1216, column: 5, scope: !2191)
!2247 = !DILocation(line: 1217, column: 1, scope: !2191)
!2248 = distinct !DISubprogram(name: "inflateGetHeader", scope: !3, file: !3, line: 1219, type: !2249, scopeLine: 1219, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !2251)
!2249 = !DISubroutineType(types: !2250)
!2250 = !{!6, !7, !108}
!2251 = !{!2252, !2253, !2254}
!2252 = !DILocalVariable(name: "strm", arg: 1, scope: !2248, file: !3, line: 1219, type: !7)
!2253 = !DILocalVariable(name: "head", arg: 2, scope: !2248, file: !3, line: 1219, type: !108)
!2254 = !DILocalVariable(name: "state", scope: !2248, file: !3, line: 1220, type: !94)
!2255 = !DILocation(line: 0, scope: !2248)
!2256 = !DILocation(line: 0, scope: !294, inlinedAt: !2257)
!2257 = distinct !DILocation(line: 1223, column: 9, scope: !2258)
!2258 = distinct !DILexicalBlock(scope: !2248, file: !3, line: 1223, column: 9)
!2259 = !DILocation(line: 90, column: 14, scope: !301, inlinedAt: !2257)
!2260 = !DILocation(line: 90, column: 24, scope: !301, inlinedAt: !2257)
!2261 = !DILocation(line: 91, column: 15, scope: !301, inlinedAt: !2257)
!2262 = !DILocation(line: 91, column: 22, scope: !301, inlinedAt: !2257)
!2263 = !DILocation(line: 91, column: 39, scope: !301, inlinedAt: !2257)
!2264 = !DILocation(line: 91, column: 48, scope: !301, inlinedAt: !2257)
!2265 = !DILocation(line: 91, column: 54, scope: !301, inlinedAt: !2257)
!2266 = !DILocation(line: 90, column: 9, scope: !294, inlinedAt: !2257)
!2267 = !DILocation(line: 93, column: 47, scope: !294, inlinedAt: !2257)
!2268 = !DILocation(line: 94, column: 15, scope: !320, inlinedAt: !2257)
!2269 = !DILocation(line: 94, column: 25, scope: !320, inlinedAt: !2257)
!2270 = !DILocation(line: 94, column: 35, scope: !320, inlinedAt: !2257)
!2271 = !DILocation(line: 94, column: 40, scope: !320, inlinedAt: !2257)
!2272 = !DILocation(line: 94, column: 48, scope: !320, inlinedAt: !2257)
!2273 = !DILocation(line: 95, column: 16, scope: !320, inlinedAt: !2257)
!2274 = !DILocation(line: 95, column: 28, scope: !320, inlinedAt: !2257)
!2275 = !DILocation(line: 1223, column: 9, scope: !2248)
!2276 = !DILocation(line: 1225, column: 17, scope: !2277)
!2277 = distinct !DILexicalBlock(scope: !2248, file: !3, line: 1225, column: 9)
!2278 = !DILocation(line: 1225, column: 22, scope: !2277)
!2279 = !DILocation(line: 1225, column: 27, scope: !2277)
!2280 = !DILocation(line: 1225, column: 9, scope: !2248)
!2281 = !DILocation(line: 1228, column: 12, scope: !2248)
!2282 = !DILocation(line: 1228, column: 17, scope: !2248)
!2283 = !DILocation(line: 1229, column: 11, scope: !2248)
!2284 = !DILocation(line: 1229, column: 16, scope: !2248)
!2285 = !DILocation(line: 1230, column: 5, scope: !2248)
!2286 = !DILocation(line: 1231, column: 1, scope: !2248)
!2287 = distinct !DISubprogram(name: "inflateSync", scope: !3, file: !3, line: 1264, type: !287, scopeLine: 1264, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !2288)
!2288 = !{!2289, !2290, !2291, !2292, !2293, !2294, !2295}
!2289 = !DILocalVariable(name: "strm", arg: 1, scope: !2287, file: !3, line: 1264, type: !7)
!2290 = !DILocalVariable(name: "len", scope: !2287, file: !3, line: 1265, type: !21)
!2291 = !DILocalVariable(name: "flags", scope: !2287, file: !3, line: 1266, type: !6)
!2292 = !DILocalVariable(name: "in", scope: !2287, file: !3, line: 1267, type: !24)
!2293 = !DILocalVariable(name: "out", scope: !2287, file: !3, line: 1267, type: !24)
!2294 = !DILocalVariable(name: "buf", scope: !2287, file: !3, line: 1268, type: !272)
!2295 = !DILocalVariable(name: "state", scope: !2287, file: !3, line: 1269, type: !94)
!2296 = distinct !DIAssignID()
!2297 = !DILocation(line: 0, scope: !2287)
!2298 = !DILocation(line: 1268, column: 5, scope: !2287)
!2299 = !DILocation(line: 0, scope: !294, inlinedAt: !2300)
!2300 = distinct !DILocation(line: 1272, column: 9, scope: !2301)
!2301 = distinct !DILexicalBlock(scope: !2287, file: !3, line: 1272, column: 9)
!2302 = !DILocation(line: 90, column: 14, scope: !301, inlinedAt: !2300)
!2303 = !DILocation(line: 90, column: 24, scope: !301, inlinedAt: !2300)
!2304 = !DILocation(line: 91, column: 15, scope: !301, inlinedAt: !2300)
!2305 = !DILocation(line: 91, column: 22, scope: !301, inlinedAt: !2300)
!2306 = !DILocation(line: 91, column: 39, scope: !301, inlinedAt: !2300)
!2307 = !DILocation(line: 91, column: 48, scope: !301, inlinedAt: !2300)
!2308 = !DILocation(line: 91, column: 54, scope: !301, inlinedAt: !2300)
!2309 = !DILocation(line: 90, column: 9, scope: !294, inlinedAt: !2300)
!2310 = !DILocation(line: 93, column: 47, scope: !294, inlinedAt: !2300)
!2311 = !DILocation(line: 94, column: 15, scope: !320, inlinedAt: !2300)
!2312 = !DILocation(line: 94, column: 25, scope: !320, inlinedAt: !2300)
!2313 = !DILocation(line: 94, column: 35, scope: !320, inlinedAt: !2300)
!2314 = !DILocation(line: 94, column: 40, scope: !320, inlinedAt: !2300)
!2315 = !DILocation(line: 94, column: 48, scope: !320, inlinedAt: !2300)
!2316 = !DILocation(line: 95, column: 16, scope: !320, inlinedAt: !2300)
!2317 = !DILocation(line: 95, column: 28, scope: !320, inlinedAt: !2300)
!2318 = !DILocation(line: 1272, column: 9, scope: !2287)
!2319 = !DILocation(line: 1274, column: 15, scope: !2320)
!2320 = distinct !DILexicalBlock(scope: !2287, file: !3, line: 1274, column: 9)
!2321 = !DILocation(line: 1274, column: 24, scope: !2320)
!2322 = !DILocation(line: 1274, column: 29, scope: !2320)
!2323 = !DILocation(line: 1274, column: 39, scope: !2320)
!2324 = !DILocation(line: 1274, column: 44, scope: !2320)
!2325 = !DILocation(line: 1274, column: 9, scope: !2287)
!2326 = !DILocation(line: 1277, column: 21, scope: !2327)
!2327 = distinct !DILexicalBlock(scope: !2287, file: !3, line: 1277, column: 9)
!2328 = !DILocation(line: 1277, column: 9, scope: !2287)
!2329 = !DILocation(line: 1249, column: 11, scope: !2330, inlinedAt: !2341)
!2330 = distinct !DISubprogram(name: "syncsearch", scope: !3, file: !3, line: 1244, type: !2331, scopeLine: 1245, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !2335)
!2331 = !DISubroutineType(types: !2332)
!2332 = !{!21, !2014, !2333, !21}
!2333 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2334, size: 64)
!2334 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!2335 = !{!2336, !2337, !2338, !2339, !2340}
!2336 = !DILocalVariable(name: "have", arg: 1, scope: !2330, file: !3, line: 1244, type: !2014)
!2337 = !DILocalVariable(name: "buf", arg: 2, scope: !2330, file: !3, line: 1244, type: !2333)
!2338 = !DILocalVariable(name: "len", arg: 3, scope: !2330, file: !3, line: 1245, type: !21)
!2339 = !DILocalVariable(name: "got", scope: !2330, file: !3, line: 1246, type: !21)
!2340 = !DILocalVariable(name: "next", scope: !2330, file: !3, line: 1247, type: !21)
!2341 = distinct !DILocation(line: 1292, column: 11, scope: !2287)
!2342 = !DILocation(line: 1278, column: 21, scope: !2343)
!2343 = distinct !DILexicalBlock(scope: !2327, file: !3, line: 1277, column: 30)
!2344 = !DILocation(line: 1279, column: 32, scope: !2343)
!2345 = !DILocation(line: 1279, column: 37, scope: !2343)
!2346 = !DILocation(line: 1279, column: 16, scope: !2343)
!2347 = !DILocation(line: 1279, column: 21, scope: !2343)
!2348 = !DILocation(line: 1282, column: 28, scope: !2343)
!2349 = !DILocation(line: 1282, column: 9, scope: !2343)
!2350 = !DILocation(line: 0, scope: !2343)
!2351 = !DILocation(line: 0, scope: !2330, inlinedAt: !2352)
!2352 = distinct !DILocation(line: 1288, column: 9, scope: !2343)
!2353 = !DILocation(line: 1251, column: 5, scope: !2330, inlinedAt: !2352)
!2354 = !DILocation(line: 1283, column: 49, scope: !2355)
!2355 = distinct !DILexicalBlock(scope: !2343, file: !3, line: 1282, column: 34)
!2356 = !DILocation(line: 1283, column: 26, scope: !2355)
!2357 = !DILocation(line: 1283, column: 20, scope: !2355)
!2358 = !DILocation(line: 1283, column: 13, scope: !2355)
!2359 = !DILocation(line: 1283, column: 24, scope: !2355)
!2360 = !DILocation(line: 1284, column: 25, scope: !2355)
!2361 = distinct !{!2361, !2349, !2362, !865}
!2362 = !DILocation(line: 1286, column: 9, scope: !2343)
!2363 = distinct !{!2363, !1560}
!2364 = !DILocation(line: 0, scope: !2355)
!2365 = !DILocation(line: 1252, column: 19, scope: !2366, inlinedAt: !2352)
!2366 = distinct !DILexicalBlock(scope: !2367, file: !3, line: 1252, column: 13)
!2367 = distinct !DILexicalBlock(scope: !2330, file: !3, line: 1251, column: 35)
!2368 = !DILocation(line: 1252, column: 13, scope: !2366, inlinedAt: !2352)
!2369 = !DILocation(line: 1252, column: 38, scope: !2366, inlinedAt: !2352)
!2370 = !DILocation(line: 1252, column: 34, scope: !2366, inlinedAt: !2352)
!2371 = !DILocation(line: 1252, column: 30, scope: !2366, inlinedAt: !2352)
!2372 = !DILocation(line: 1252, column: 13, scope: !2367, inlinedAt: !2352)
!2373 = !DILocation(line: 1258, column: 13, scope: !2367, inlinedAt: !2352)
!2374 = !DILocation(line: 1251, column: 17, scope: !2330, inlinedAt: !2352)
!2375 = !DILocation(line: 1251, column: 23, scope: !2330, inlinedAt: !2352)
!2376 = distinct !{!2376, !2353, !2377, !865}
!2377 = !DILocation(line: 1259, column: 5, scope: !2330, inlinedAt: !2352)
!2378 = !DILocation(line: 1287, column: 16, scope: !2343)
!2379 = !DILocation(line: 1260, column: 11, scope: !2330, inlinedAt: !2352)
!2380 = !DILocation(line: 1292, column: 59, scope: !2287)
!2381 = !DILocation(line: 1289, column: 5, scope: !2343)
!2382 = !DILocation(line: 1292, column: 31, scope: !2287)
!2383 = !DILocation(line: 1292, column: 44, scope: !2287)
!2384 = !DILocation(line: 0, scope: !2330, inlinedAt: !2341)
!2385 = !DILocation(line: 1251, column: 17, scope: !2330, inlinedAt: !2341)
!2386 = !DILocation(line: 1251, column: 23, scope: !2330, inlinedAt: !2341)
!2387 = !DILocation(line: 1251, column: 5, scope: !2330, inlinedAt: !2341)
!2388 = !DILocation(line: 1252, column: 19, scope: !2366, inlinedAt: !2341)
!2389 = !DILocation(line: 1252, column: 13, scope: !2366, inlinedAt: !2341)
!2390 = !DILocation(line: 1252, column: 38, scope: !2366, inlinedAt: !2341)
!2391 = !DILocation(line: 1252, column: 34, scope: !2366, inlinedAt: !2341)
!2392 = !DILocation(line: 1252, column: 30, scope: !2366, inlinedAt: !2341)
!2393 = !DILocation(line: 1252, column: 13, scope: !2367, inlinedAt: !2341)
!2394 = !DILocation(line: 1258, column: 13, scope: !2367, inlinedAt: !2341)
!2395 = distinct !{!2395, !2387, !2396, !865}
!2396 = !DILocation(line: 1259, column: 5, scope: !2330, inlinedAt: !2341)
!2397 = !DILocation(line: 1260, column: 11, scope: !2330, inlinedAt: !2341)
!2398 = !DILocation(line: 1293, column: 20, scope: !2287)
!2399 = !DILocation(line: 1294, column: 19, scope: !2287)
!2400 = !DILocation(line: 1295, column: 11, scope: !2287)
!2401 = !DILocation(line: 1295, column: 20, scope: !2287)
!2402 = !DILocation(line: 1298, column: 21, scope: !2403)
!2403 = distinct !DILexicalBlock(scope: !2287, file: !3, line: 1298, column: 9)
!2404 = !DILocation(line: 1298, column: 9, scope: !2287)
!2405 = !DILocation(line: 1299, column: 16, scope: !2406)
!2406 = distinct !DILexicalBlock(scope: !2287, file: !3, line: 1299, column: 9)
!2407 = !DILocation(line: 1299, column: 22, scope: !2406)
!2408 = !DILocation(line: 0, scope: !2406)
!2409 = !DILocation(line: 1299, column: 9, scope: !2287)
!2410 = !DILocation(line: 1302, column: 21, scope: !2406)
!2411 = !DILocation(line: 1304, column: 39, scope: !2287)
!2412 = !DILocation(line: 0, scope: !393, inlinedAt: !2413)
!2413 = distinct !DILocation(line: 1305, column: 5, scope: !2287)
!2414 = !DILocation(line: 0, scope: !294, inlinedAt: !2415)
!2415 = distinct !DILocation(line: 128, column: 9, scope: !400, inlinedAt: !2413)
!2416 = !DILocation(line: 130, column: 12, scope: !393, inlinedAt: !2413)
!2417 = !DILocation(line: 130, column: 18, scope: !393, inlinedAt: !2413)
!2418 = !DILocation(line: 131, column: 12, scope: !393, inlinedAt: !2413)
!2419 = !DILocation(line: 131, column: 18, scope: !393, inlinedAt: !2413)
!2420 = !DILocation(line: 132, column: 12, scope: !393, inlinedAt: !2413)
!2421 = !DILocation(line: 132, column: 18, scope: !393, inlinedAt: !2413)
!2422 = !DILocation(line: 0, scope: !286, inlinedAt: !2423)
!2423 = distinct !DILocation(line: 133, column: 12, scope: !393, inlinedAt: !2413)
!2424 = !DILocation(line: 0, scope: !294, inlinedAt: !2425)
!2425 = distinct !DILocation(line: 103, column: 9, scope: !299, inlinedAt: !2423)
!2426 = !DILocation(line: 105, column: 47, scope: !286, inlinedAt: !2423)
!2427 = !DILocation(line: 105, column: 53, scope: !286, inlinedAt: !2423)
!2428 = !DILocation(line: 107, column: 11, scope: !286, inlinedAt: !2423)
!2429 = !DILocation(line: 107, column: 21, scope: !286, inlinedAt: !2423)
!2430 = !DILocation(line: 108, column: 16, scope: !342, inlinedAt: !2423)
!2431 = !DILocation(line: 106, column: 15, scope: !286, inlinedAt: !2423)
!2432 = !DILocation(line: 108, column: 9, scope: !342, inlinedAt: !2423)
!2433 = !DILocation(line: 108, column: 9, scope: !286, inlinedAt: !2423)
!2434 = !DILocation(line: 109, column: 35, scope: !342, inlinedAt: !2423)
!2435 = !DILocation(line: 109, column: 23, scope: !342, inlinedAt: !2423)
!2436 = !DILocation(line: 109, column: 15, scope: !342, inlinedAt: !2423)
!2437 = !DILocation(line: 109, column: 21, scope: !342, inlinedAt: !2423)
!2438 = !DILocation(line: 109, column: 9, scope: !342, inlinedAt: !2423)
!2439 = !DILocation(line: 111, column: 12, scope: !286, inlinedAt: !2423)
!2440 = !DILocation(line: 111, column: 17, scope: !286, inlinedAt: !2423)
!2441 = !DILocation(line: 112, column: 12, scope: !286, inlinedAt: !2423)
!2442 = !DILocation(line: 112, column: 21, scope: !286, inlinedAt: !2423)
!2443 = !DILocation(line: 114, column: 12, scope: !286, inlinedAt: !2423)
!2444 = !DILocation(line: 114, column: 17, scope: !286, inlinedAt: !2423)
!2445 = !DILocation(line: 115, column: 12, scope: !286, inlinedAt: !2423)
!2446 = !DILocation(line: 115, column: 17, scope: !286, inlinedAt: !2423)
!2447 = !DILocation(line: 116, column: 12, scope: !286, inlinedAt: !2423)
!2448 = !DILocation(line: 116, column: 17, scope: !286, inlinedAt: !2423)
!2449 = !DILocation(line: 117, column: 12, scope: !286, inlinedAt: !2423)
!2450 = !DILocation(line: 117, column: 17, scope: !286, inlinedAt: !2423)
!2451 = !DILocation(line: 118, column: 61, scope: !286, inlinedAt: !2423)
!2452 = !DILocation(line: 118, column: 47, scope: !286, inlinedAt: !2423)
!2453 = !DILocation(line: 118, column: 52, scope: !286, inlinedAt: !2423)
!2454 = !DILocation(line: 118, column: 29, scope: !286, inlinedAt: !2423)
!2455 = !DILocation(line: 118, column: 38, scope: !286, inlinedAt: !2423)
!2456 = !DILocation(line: 118, column: 12, scope: !286, inlinedAt: !2423)
!2457 = !DILocation(line: 118, column: 20, scope: !286, inlinedAt: !2423)
!2458 = !DILocation(line: 119, column: 12, scope: !286, inlinedAt: !2423)
!2459 = !DILocation(line: 119, column: 17, scope: !286, inlinedAt: !2423)
!2460 = !DILocation(line: 120, column: 12, scope: !286, inlinedAt: !2423)
!2461 = !DILocation(line: 120, column: 17, scope: !286, inlinedAt: !2423)
!2462 = !DILocation(line: 1306, column: 20, scope: !2287)
!2463 = !DILocation(line: 1306, column: 43, scope: !2287)
!2464 = !DILocation(line: 1307, column: 18, scope: !2287)
!2465 = !DILocation(line: 1308, column: 17, scope: !2287)
!2466 = !DILocation(line: 1309, column: 5, scope: !2287)
!2467 = !DILocation(line: 1310, column: 1, scope: !2287)
!2468 = distinct !DISubprogram(name: "inflateSyncPoint", scope: !3, file: !3, line: 1320, type: !287, scopeLine: 1320, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !2469)
!2469 = !{!2470, !2471}
!2470 = !DILocalVariable(name: "strm", arg: 1, scope: !2468, file: !3, line: 1320, type: !7)
!2471 = !DILocalVariable(name: "state", scope: !2468, file: !3, line: 1321, type: !94)
!2472 = !DILocation(line: 0, scope: !2468)
!2473 = !DILocation(line: 0, scope: !294, inlinedAt: !2474)
!2474 = distinct !DILocation(line: 1323, column: 9, scope: !2475)
!2475 = distinct !DILexicalBlock(scope: !2468, file: !3, line: 1323, column: 9)
!2476 = !DILocation(line: 90, column: 14, scope: !301, inlinedAt: !2474)
!2477 = !DILocation(line: 90, column: 24, scope: !301, inlinedAt: !2474)
!2478 = !DILocation(line: 91, column: 15, scope: !301, inlinedAt: !2474)
!2479 = !DILocation(line: 91, column: 22, scope: !301, inlinedAt: !2474)
!2480 = !DILocation(line: 91, column: 39, scope: !301, inlinedAt: !2474)
!2481 = !DILocation(line: 91, column: 48, scope: !301, inlinedAt: !2474)
!2482 = !DILocation(line: 91, column: 54, scope: !301, inlinedAt: !2474)
!2483 = !DILocation(line: 90, column: 9, scope: !294, inlinedAt: !2474)
!2484 = !DILocation(line: 93, column: 47, scope: !294, inlinedAt: !2474)
!2485 = !DILocation(line: 94, column: 15, scope: !320, inlinedAt: !2474)
!2486 = !DILocation(line: 94, column: 25, scope: !320, inlinedAt: !2474)
!2487 = !DILocation(line: 94, column: 35, scope: !320, inlinedAt: !2474)
!2488 = !DILocation(line: 94, column: 40, scope: !320, inlinedAt: !2474)
!2489 = !DILocation(line: 94, column: 48, scope: !320, inlinedAt: !2474)
!2490 = !DILocation(line: 95, column: 16, scope: !320, inlinedAt: !2474)
!2491 = !DILocation(line: 95, column: 28, scope: !320, inlinedAt: !2474)
!2492 = !DILocation(line: 1323, column: 9, scope: !2468)
!2493 = !DILocation(line: 1325, column: 24, scope: !2468)
!2494 = !DILocation(line: 1325, column: 34, scope: !2468)
!2495 = !DILocation(line: 1325, column: 44, scope: !2468)
!2496 = !DILocation(line: 1325, column: 49, scope: !2468)
!2497 = !DILocation(line: 1326, column: 1, scope: !2468)
!2498 = distinct !DISubprogram(name: "inflateCopy", scope: !3, file: !3, line: 1328, type: !2499, scopeLine: 1328, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !2501)
!2499 = !DISubroutineType(types: !2500)
!2500 = !{!6, !7, !7}
!2501 = !{!2502, !2503, !2504, !2505, !2506}
!2502 = !DILocalVariable(name: "dest", arg: 1, scope: !2498, file: !3, line: 1328, type: !7)
!2503 = !DILocalVariable(name: "source", arg: 2, scope: !2498, file: !3, line: 1328, type: !7)
!2504 = !DILocalVariable(name: "state", scope: !2498, file: !3, line: 1329, type: !94)
!2505 = !DILocalVariable(name: "copy", scope: !2498, file: !3, line: 1330, type: !94)
!2506 = !DILocalVariable(name: "window", scope: !2498, file: !3, line: 1331, type: !131)
!2507 = !DILocation(line: 0, scope: !2498)
!2508 = !DILocation(line: 0, scope: !294, inlinedAt: !2509)
!2509 = distinct !DILocation(line: 1334, column: 9, scope: !2510)
!2510 = distinct !DILexicalBlock(scope: !2498, file: !3, line: 1334, column: 9)
!2511 = !DILocation(line: 90, column: 14, scope: !301, inlinedAt: !2509)
!2512 = !DILocation(line: 90, column: 24, scope: !301, inlinedAt: !2509)
!2513 = !DILocation(line: 91, column: 15, scope: !301, inlinedAt: !2509)
!2514 = !DILocation(line: 91, column: 22, scope: !301, inlinedAt: !2509)
!2515 = !DILocation(line: 91, column: 39, scope: !301, inlinedAt: !2509)
!2516 = !DILocation(line: 91, column: 48, scope: !301, inlinedAt: !2509)
!2517 = !DILocation(line: 91, column: 54, scope: !301, inlinedAt: !2509)
!2518 = !DILocation(line: 90, column: 9, scope: !294, inlinedAt: !2509)
!2519 = !DILocation(line: 93, column: 47, scope: !294, inlinedAt: !2509)
!2520 = !DILocation(line: 94, column: 15, scope: !320, inlinedAt: !2509)
!2521 = !DILocation(line: 94, column: 25, scope: !320, inlinedAt: !2509)
!2522 = !DILocation(line: 94, column: 35, scope: !320, inlinedAt: !2509)
!2523 = !DILocation(line: 94, column: 40, scope: !320, inlinedAt: !2509)
!2524 = !DILocation(line: 94, column: 48, scope: !320, inlinedAt: !2509)
!2525 = !DILocation(line: 95, column: 16, scope: !320, inlinedAt: !2509)
!2526 = !DILocation(line: 95, column: 28, scope: !320, inlinedAt: !2509)
!2527 = !DILocation(line: 1334, column: 35, scope: !2510)
!2528 = !DILocation(line: 1340, column: 12, scope: !2498)
!2529 = !DILocation(line: 1341, column: 14, scope: !2530)
!2530 = distinct !DILexicalBlock(scope: !2498, file: !3, line: 1341, column: 9)
!2531 = !DILocation(line: 1341, column: 9, scope: !2498)
!2532 = !DILocation(line: 1342, column: 5, scope: !2498)
!2533 = !DILocation(line: 1344, column: 16, scope: !2534)
!2534 = distinct !DILexicalBlock(scope: !2498, file: !3, line: 1344, column: 9)
!2535 = !DILocation(line: 1344, column: 23, scope: !2534)
!2536 = !DILocation(line: 1344, column: 9, scope: !2498)
!2537 = !DILocation(line: 1346, column: 18, scope: !2538)
!2538 = distinct !DILexicalBlock(scope: !2534, file: !3, line: 1344, column: 34)
!2539 = !DILocation(line: 1347, column: 20, scope: !2540)
!2540 = distinct !DILexicalBlock(scope: !2538, file: !3, line: 1347, column: 13)
!2541 = !DILocation(line: 1347, column: 13, scope: !2538)
!2542 = !DILocation(line: 1348, column: 13, scope: !2543)
!2543 = distinct !DILexicalBlock(scope: !2540, file: !3, line: 1347, column: 31)
!2544 = !DILocation(line: 1349, column: 13, scope: !2543)
!2545 = !DILocation(line: 1354, column: 5, scope: !2498)
!2546 = !DILocation(line: 1355, column: 5, scope: !2498)
!2547 = !DILocation(line: 1356, column: 16, scope: !2498)
!2548 = !DILocation(line: 1357, column: 16, scope: !2549)
!2549 = distinct !DILexicalBlock(scope: !2498, file: !3, line: 1357, column: 9)
!2550 = !DILocation(line: 1357, column: 34, scope: !2549)
!2551 = !DILocation(line: 1357, column: 24, scope: !2549)
!2552 = !DILocation(line: 1357, column: 40, scope: !2549)
!2553 = !DILocation(line: 1362, column: 45, scope: !2498)
!2554 = !DILocation(line: 1359, column: 31, scope: !2555)
!2555 = distinct !DILexicalBlock(scope: !2549, file: !3, line: 1358, column: 54)
!2556 = !DILocation(line: 1359, column: 55, scope: !2555)
!2557 = !DILocation(line: 1359, column: 37, scope: !2555)
!2558 = !DILocation(line: 1359, column: 15, scope: !2555)
!2559 = !DILocation(line: 1359, column: 23, scope: !2555)
!2560 = !DILocation(line: 1360, column: 48, scope: !2555)
!2561 = !DILocation(line: 1360, column: 57, scope: !2555)
!2562 = !DILocation(line: 1360, column: 38, scope: !2555)
!2563 = !DILocation(line: 1360, column: 15, scope: !2555)
!2564 = !DILocation(line: 1360, column: 24, scope: !2555)
!2565 = !DILocation(line: 1361, column: 5, scope: !2555)
!2566 = !DILocation(line: 1362, column: 24, scope: !2498)
!2567 = !DILocation(line: 1362, column: 40, scope: !2498)
!2568 = !DILocation(line: 1362, column: 30, scope: !2498)
!2569 = !DILocation(line: 1362, column: 11, scope: !2498)
!2570 = !DILocation(line: 1362, column: 16, scope: !2498)
!2571 = !DILocation(line: 1363, column: 16, scope: !2572)
!2572 = distinct !DILexicalBlock(scope: !2498, file: !3, line: 1363, column: 9)
!2573 = !DILocation(line: 1363, column: 9, scope: !2498)
!2574 = !DILocation(line: 1364, column: 32, scope: !2572)
!2575 = !DILocation(line: 1364, column: 47, scope: !2572)
!2576 = !DILocation(line: 1364, column: 40, scope: !2572)
!2577 = !DILocation(line: 1364, column: 9, scope: !2572)
!2578 = !DILocation(line: 1365, column: 11, scope: !2498)
!2579 = !DILocation(line: 1365, column: 18, scope: !2498)
!2580 = !DILocation(line: 1366, column: 11, scope: !2498)
!2581 = !DILocation(line: 1366, column: 17, scope: !2498)
!2582 = !DILocation(line: 1367, column: 5, scope: !2498)
!2583 = !DILocation(line: 1368, column: 1, scope: !2498)
!2584 = distinct !DISubprogram(name: "inflateUndermine", scope: !3, file: !3, line: 1370, type: !4, scopeLine: 1370, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !2585)
!2585 = !{!2586, !2587, !2588}
!2586 = !DILocalVariable(name: "strm", arg: 1, scope: !2584, file: !3, line: 1370, type: !7)
!2587 = !DILocalVariable(name: "subvert", arg: 2, scope: !2584, file: !3, line: 1370, type: !6)
!2588 = !DILocalVariable(name: "state", scope: !2584, file: !3, line: 1371, type: !94)
!2589 = !DILocation(line: 0, scope: !2584)
!2590 = !DILocation(line: 0, scope: !294, inlinedAt: !2591)
!2591 = distinct !DILocation(line: 1373, column: 9, scope: !2592)
!2592 = distinct !DILexicalBlock(scope: !2584, file: !3, line: 1373, column: 9)
!2593 = !DILocation(line: 90, column: 14, scope: !301, inlinedAt: !2591)
!2594 = !DILocation(line: 90, column: 24, scope: !301, inlinedAt: !2591)
!2595 = !DILocation(line: 91, column: 15, scope: !301, inlinedAt: !2591)
!2596 = !DILocation(line: 91, column: 22, scope: !301, inlinedAt: !2591)
!2597 = !DILocation(line: 91, column: 39, scope: !301, inlinedAt: !2591)
!2598 = !DILocation(line: 91, column: 48, scope: !301, inlinedAt: !2591)
!2599 = !DILocation(line: 91, column: 54, scope: !301, inlinedAt: !2591)
!2600 = !DILocation(line: 90, column: 9, scope: !294, inlinedAt: !2591)
!2601 = !DILocation(line: 93, column: 47, scope: !294, inlinedAt: !2591)
!2602 = !DILocation(line: 94, column: 15, scope: !320, inlinedAt: !2591)
!2603 = !DILocation(line: 94, column: 25, scope: !320, inlinedAt: !2591)
!2604 = !DILocation(line: 94, column: 35, scope: !320, inlinedAt: !2591)
!2605 = !DILocation(line: 94, column: 40, scope: !320, inlinedAt: !2591)
!2606 = !DILocation(line: 94, column: 48, scope: !320, inlinedAt: !2591)
!2607 = !DILocation(line: 95, column: 16, scope: !320, inlinedAt: !2591)
!2608 = !DILocation(line: 95, column: 28, scope: !320, inlinedAt: !2591)
!2609 = !DILocation(line: 1373, column: 9, scope: !2584)
!2610 = !DILocation(line: 1380, column: 12, scope: !2584)
!2611 = !DILocation(line: 1380, column: 17, scope: !2584)
!2612 = !DILocation(line: 1381, column: 5, scope: !2584)
!2613 = !DILocation(line: 1383, column: 1, scope: !2584)
!2614 = distinct !DISubprogram(name: "inflateValidate", scope: !3, file: !3, line: 1385, type: !4, scopeLine: 1385, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !2615)
!2615 = !{!2616, !2617, !2618}
!2616 = !DILocalVariable(name: "strm", arg: 1, scope: !2614, file: !3, line: 1385, type: !7)
!2617 = !DILocalVariable(name: "check", arg: 2, scope: !2614, file: !3, line: 1385, type: !6)
!2618 = !DILocalVariable(name: "state", scope: !2614, file: !3, line: 1386, type: !94)
!2619 = !DILocation(line: 0, scope: !2614)
!2620 = !DILocation(line: 0, scope: !294, inlinedAt: !2621)
!2621 = distinct !DILocation(line: 1388, column: 9, scope: !2622)
!2622 = distinct !DILexicalBlock(scope: !2614, file: !3, line: 1388, column: 9)
!2623 = !DILocation(line: 90, column: 14, scope: !301, inlinedAt: !2621)
!2624 = !DILocation(line: 90, column: 24, scope: !301, inlinedAt: !2621)
!2625 = !DILocation(line: 91, column: 15, scope: !301, inlinedAt: !2621)
!2626 = !DILocation(line: 91, column: 22, scope: !301, inlinedAt: !2621)
!2627 = !DILocation(line: 91, column: 39, scope: !301, inlinedAt: !2621)
!2628 = !DILocation(line: 91, column: 48, scope: !301, inlinedAt: !2621)
!2629 = !DILocation(line: 91, column: 54, scope: !301, inlinedAt: !2621)
!2630 = !DILocation(line: 90, column: 9, scope: !294, inlinedAt: !2621)
!2631 = !DILocation(line: 93, column: 47, scope: !294, inlinedAt: !2621)
!2632 = !DILocation(line: 94, column: 15, scope: !320, inlinedAt: !2621)
!2633 = !DILocation(line: 94, column: 25, scope: !320, inlinedAt: !2621)
!2634 = !DILocation(line: 94, column: 35, scope: !320, inlinedAt: !2621)
!2635 = !DILocation(line: 94, column: 40, scope: !320, inlinedAt: !2621)
!2636 = !DILocation(line: 94, column: 48, scope: !320, inlinedAt: !2621)
!2637 = !DILocation(line: 95, column: 16, scope: !320, inlinedAt: !2621)
!2638 = !DILocation(line: 95, column: 28, scope: !320, inlinedAt: !2621)
!2639 = !DILocation(line: 1388, column: 9, scope: !2614)
!2640 = !DILocation(line: 1390, column: 9, scope: !2641)
!2641 = distinct !DILexicalBlock(scope: !2614, file: !3, line: 1390, column: 9)
!2642 = !DILocation(line: 0, scope: !2641)
!2643 = !DILocation(line: 1390, column: 15, scope: !2641)
!2644 = !DILocation(line: 1393, column: 21, scope: !2641)
!2645 = !DILocation(line: 1390, column: 18, scope: !2641)
!2646 = !DILocation(line: 1390, column: 9, scope: !2614)
!2647 = !DILocation(line: 1391, column: 21, scope: !2641)
!2648 = !DILocation(line: 1391, column: 9, scope: !2641)
!2649 = !DILocation(line: 1393, column: 16, scope: !2641)
!2650 = !DILocation(line: 1395, column: 1, scope: !2614)
!2651 = distinct !DISubprogram(name: "inflateMark", scope: !3, file: !3, line: 1397, type: !2652, scopeLine: 1397, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !2654)
!2652 = !DISubroutineType(types: !2653)
!2653 = !{!171, !7}
!2654 = !{!2655, !2656}
!2655 = !DILocalVariable(name: "strm", arg: 1, scope: !2651, file: !3, line: 1397, type: !7)
!2656 = !DILocalVariable(name: "state", scope: !2651, file: !3, line: 1398, type: !94)
!2657 = !DILocation(line: 0, scope: !2651)
!2658 = !DILocation(line: 0, scope: !294, inlinedAt: !2659)
!2659 = distinct !DILocation(line: 1400, column: 9, scope: !2660)
!2660 = distinct !DILexicalBlock(scope: !2651, file: !3, line: 1400, column: 9)
!2661 = !DILocation(line: 90, column: 14, scope: !301, inlinedAt: !2659)
!2662 = !DILocation(line: 90, column: 24, scope: !301, inlinedAt: !2659)
!2663 = !DILocation(line: 91, column: 15, scope: !301, inlinedAt: !2659)
!2664 = !DILocation(line: 91, column: 22, scope: !301, inlinedAt: !2659)
!2665 = !DILocation(line: 91, column: 39, scope: !301, inlinedAt: !2659)
!2666 = !DILocation(line: 91, column: 48, scope: !301, inlinedAt: !2659)
!2667 = !DILocation(line: 91, column: 54, scope: !301, inlinedAt: !2659)
!2668 = !DILocation(line: 90, column: 9, scope: !294, inlinedAt: !2659)
!2669 = !DILocation(line: 93, column: 47, scope: !294, inlinedAt: !2659)
!2670 = !DILocation(line: 94, column: 15, scope: !320, inlinedAt: !2659)
!2671 = !DILocation(line: 94, column: 25, scope: !320, inlinedAt: !2659)
!2672 = !DILocation(line: 94, column: 35, scope: !320, inlinedAt: !2659)
!2673 = !DILocation(line: 94, column: 40, scope: !320, inlinedAt: !2659)
!2674 = !DILocation(line: 94, column: 48, scope: !320, inlinedAt: !2659)
!2675 = !DILocation(line: 95, column: 16, scope: !320, inlinedAt: !2659)
!2676 = !DILocation(line: 95, column: 28, scope: !320, inlinedAt: !2659)
!2677 = !DILocation(line: 1400, column: 9, scope: !2651)
!2678 = !DILocation(line: 1403, column: 49, scope: !2651)
!2679 = !DILocation(line: 1403, column: 36, scope: !2651)
!2680 = !DILocation(line: 1403, column: 56, scope: !2651)
!2681 = !DILocation(line: 1404, column: 10, scope: !2651)
!2682 = !DILocation(line: 1404, column: 39, scope: !2651)
!2683 = !DILocation(line: 1405, column: 44, scope: !2651)
!2684 = !DILocation(line: 1405, column: 57, scope: !2651)
!2685 = !DILocation(line: 1405, column: 48, scope: !2651)
!2686 = !DILocation(line: 1405, column: 14, scope: !2651)
!2687 = !DILocation(line: 1404, column: 9, scope: !2651)
!2688 = !DILocation(line: 1403, column: 63, scope: !2651)
!2689 = !DILocation(line: 1403, column: 5, scope: !2651)
!2690 = !DILocation(line: 1406, column: 1, scope: !2651)
!2691 = distinct !DISubprogram(name: "inflateCodesUsed", scope: !3, file: !3, line: 1408, type: !2692, scopeLine: 1408, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !2694)
!2692 = !DISubroutineType(types: !2693)
!2693 = !{!24, !7}
!2694 = !{!2695, !2696}
!2695 = !DILocalVariable(name: "strm", arg: 1, scope: !2691, file: !3, line: 1408, type: !7)
!2696 = !DILocalVariable(name: "state", scope: !2691, file: !3, line: 1409, type: !94)
!2697 = !DILocation(line: 0, scope: !2691)
!2698 = !DILocation(line: 0, scope: !294, inlinedAt: !2699)
!2699 = distinct !DILocation(line: 1410, column: 9, scope: !2700)
!2700 = distinct !DILexicalBlock(scope: !2691, file: !3, line: 1410, column: 9)
!2701 = !DILocation(line: 90, column: 14, scope: !301, inlinedAt: !2699)
!2702 = !DILocation(line: 90, column: 24, scope: !301, inlinedAt: !2699)
!2703 = !DILocation(line: 91, column: 15, scope: !301, inlinedAt: !2699)
!2704 = !DILocation(line: 91, column: 22, scope: !301, inlinedAt: !2699)
!2705 = !DILocation(line: 91, column: 39, scope: !301, inlinedAt: !2699)
!2706 = !DILocation(line: 91, column: 48, scope: !301, inlinedAt: !2699)
!2707 = !DILocation(line: 91, column: 54, scope: !301, inlinedAt: !2699)
!2708 = !DILocation(line: 90, column: 9, scope: !294, inlinedAt: !2699)
!2709 = !DILocation(line: 93, column: 47, scope: !294, inlinedAt: !2699)
!2710 = !DILocation(line: 94, column: 15, scope: !320, inlinedAt: !2699)
!2711 = !DILocation(line: 94, column: 25, scope: !320, inlinedAt: !2699)
!2712 = !DILocation(line: 94, column: 35, scope: !320, inlinedAt: !2699)
!2713 = !DILocation(line: 94, column: 40, scope: !320, inlinedAt: !2699)
!2714 = !DILocation(line: 94, column: 48, scope: !320, inlinedAt: !2699)
!2715 = !DILocation(line: 95, column: 16, scope: !320, inlinedAt: !2699)
!2716 = !DILocation(line: 95, column: 28, scope: !320, inlinedAt: !2699)
!2717 = !DILocation(line: 1410, column: 9, scope: !2691)
!2718 = !DILocation(line: 1412, column: 35, scope: !2691)
!2719 = !DILocation(line: 1412, column: 49, scope: !2691)
!2720 = !DILocation(line: 1412, column: 40, scope: !2691)
!2721 = !DILocation(line: 1412, column: 5, scope: !2691)
!2722 = !DILocation(line: 1413, column: 1, scope: !2691)
