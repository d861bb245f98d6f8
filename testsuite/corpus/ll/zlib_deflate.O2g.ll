; ModuleID = 'src/zlib/deflate.c'
source_filename = "src/zlib/deflate.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.config_s = type { i16, i16, i16, i16, ptr }
%struct.ct_data_s = type { %union.anon, %union.anon.0 }
%union.anon = type { i16 }
%union.anon.0 = type { i16 }

@deflate_copyright = dso_local local_unnamed_addr constant [68 x i8] c" deflate 1.3.2 Copyright 1995-2026 Jean-loup Gailly and Mark Adler \00", align 16, !dbg !0
@z_errmsg = external local_unnamed_addr constant [10 x ptr], align 16
@configuration_table = internal unnamed_addr constant [10 x %struct.config_s] [%struct.config_s { i16 0, i16 0, i16 0, i16 0, ptr @deflate_stored }, %struct.config_s { i16 4, i16 4, i16 8, i16 4, ptr @deflate_fast }, %struct.config_s { i16 4, i16 5, i16 16, i16 8, ptr @deflate_fast }, %struct.config_s { i16 4, i16 6, i16 32, i16 32, ptr @deflate_fast }, %struct.config_s { i16 4, i16 4, i16 16, i16 16, ptr @deflate_slow }, %struct.config_s { i16 8, i16 16, i16 32, i16 32, ptr @deflate_slow }, %struct.config_s { i16 8, i16 16, i16 128, i16 128, ptr @deflate_slow }, %struct.config_s { i16 8, i16 32, i16 128, i16 256, ptr @deflate_slow }, %struct.config_s { i16 32, i16 128, i16 258, i16 1024, ptr @deflate_slow }, %struct.config_s { i16 32, i16 258, i16 258, i16 4096, ptr @deflate_slow }], align 16, !dbg !215
@_length_code = external local_unnamed_addr constant [0 x i8], align 1
@_dist_code = external local_unnamed_addr constant [0 x i8], align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 -6, 1) i32 @deflateInit_(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !245 {
    #dbg_value(ptr %0, !249, !DIExpression(), !253)
    #dbg_value(i32 %1, !250, !DIExpression(), !253)
    #dbg_value(ptr %2, !251, !DIExpression(), !253)
    #dbg_value(i32 %3, !252, !DIExpression(), !253)
  %5 = tail call i32 @deflateInit2_(ptr noundef %0, i32 noundef %1, i32 noundef 8, i32 noundef 15, i32 noundef 8, i32 noundef 0, ptr noundef %2, i32 noundef %3), !dbg !254
  ret i32 %5, !dbg !255
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -6, 1) i32 @deflateInit2_(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef readonly %6, i32 noundef %7) local_unnamed_addr #0 !dbg !196 {
    #dbg_value(ptr %0, !202, !DIExpression(), !256)
    #dbg_value(i32 %1, !203, !DIExpression(), !256)
    #dbg_value(i32 %2, !204, !DIExpression(), !256)
    #dbg_value(i32 %3, !205, !DIExpression(), !256)
    #dbg_value(i32 %4, !206, !DIExpression(), !256)
    #dbg_value(i32 %5, !207, !DIExpression(), !256)
    #dbg_value(ptr %6, !208, !DIExpression(), !256)
    #dbg_value(i32 %7, !209, !DIExpression(), !256)
    #dbg_value(i32 1, !211, !DIExpression(), !256)
  %9 = icmp eq ptr %6, null, !dbg !257
  br i1 %9, label %135, label %10, !dbg !259

10:                                               ; preds = %8
  %11 = load i8, ptr %6, align 1, !dbg !260, !tbaa !261
  %12 = icmp ne i8 %11, 49, !dbg !264
  %13 = icmp ne i32 %7, 112
  %14 = or i1 %13, %12, !dbg !265
  br i1 %14, label %135, label %15, !dbg !265

15:                                               ; preds = %10
  %16 = icmp eq ptr %0, null, !dbg !266
  br i1 %16, label %135, label %17, !dbg !268

17:                                               ; preds = %15
  %18 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !269
  store ptr null, ptr %18, align 8, !dbg !270, !tbaa !271
  %19 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !276
  %20 = load ptr, ptr %19, align 8, !dbg !276, !tbaa !278
  %21 = icmp eq ptr %20, null, !dbg !279
  br i1 %21, label %22, label %24, !dbg !280

22:                                               ; preds = %17
  store ptr @zcalloc, ptr %19, align 8, !dbg !281, !tbaa !278
  %23 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !283
  store ptr null, ptr %23, align 8, !dbg !284, !tbaa !285
  br label %24, !dbg !286

24:                                               ; preds = %22, %17
  %25 = phi ptr [ @zcalloc, %22 ], [ %20, %17 ]
  %26 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !287
  %27 = load ptr, ptr %26, align 8, !dbg !287, !tbaa !289
  %28 = icmp eq ptr %27, null, !dbg !290
  br i1 %28, label %29, label %30, !dbg !291

29:                                               ; preds = %24
  store ptr @zcfree, ptr %26, align 8, !dbg !292, !tbaa !289
  br label %30, !dbg !293

30:                                               ; preds = %29, %24
  %31 = icmp eq i32 %1, -1, !dbg !294
  %32 = select i1 %31, i32 6, i32 %1, !dbg !296
    #dbg_value(i32 %32, !203, !DIExpression(), !256)
  %33 = icmp slt i32 %3, 0, !dbg !297
  br i1 %33, label %34, label %38, !dbg !299

34:                                               ; preds = %30
    #dbg_value(i32 0, !211, !DIExpression(), !256)
  %35 = icmp ult i32 %3, -15, !dbg !300
  br i1 %35, label %135, label %36, !dbg !303

36:                                               ; preds = %34
  %37 = sub nsw i32 0, %3, !dbg !304
    #dbg_value(i32 %37, !205, !DIExpression(), !256)
  br label %42, !dbg !305

38:                                               ; preds = %30
  %39 = icmp ugt i32 %3, 15, !dbg !306
  br i1 %39, label %40, label %42, !dbg !308

40:                                               ; preds = %38
    #dbg_value(i32 2, !211, !DIExpression(), !256)
  %41 = add nsw i32 %3, -16, !dbg !309
    #dbg_value(i32 %41, !205, !DIExpression(), !256)
  br label %42, !dbg !311

42:                                               ; preds = %38, %40, %36
  %43 = phi i32 [ %37, %36 ], [ %41, %40 ], [ %3, %38 ]
  %44 = phi i1 [ true, %36 ], [ true, %40 ], [ false, %38 ], !dbg !256
  %45 = phi i32 [ 0, %36 ], [ 2, %40 ], [ 1, %38 ], !dbg !256
    #dbg_value(i32 %45, !211, !DIExpression(), !256)
    #dbg_value(i32 %43, !205, !DIExpression(), !256)
  %46 = add i32 %4, -10, !dbg !312
  %47 = icmp ult i32 %46, -9, !dbg !312
  %48 = icmp ne i32 %2, 8
  %49 = or i1 %48, %47, !dbg !312
  %50 = add nsw i32 %43, -16, !dbg !312
  %51 = icmp ult i32 %50, -8, !dbg !312
  %52 = select i1 %49, i1 true, i1 %51, !dbg !312
  %53 = icmp ugt i32 %32, 9, !dbg !312
  %54 = or i1 %53, %52, !dbg !312
  %55 = icmp ugt i32 %5, 4, !dbg !312
  %56 = or i1 %55, %54, !dbg !312
  br i1 %56, label %135, label %57, !dbg !312

57:                                               ; preds = %42
  %58 = icmp eq i32 %43, 8, !dbg !314
  %59 = and i1 %58, %44, !dbg !315
  br i1 %59, label %135, label %60, !dbg !315

60:                                               ; preds = %57
    #dbg_value(i32 poison, !205, !DIExpression(), !256)
  %61 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !316
  %62 = load ptr, ptr %61, align 8, !dbg !316, !tbaa !285
  %63 = tail call ptr %25(ptr noundef %62, i32 noundef 1, i32 noundef 5968) #10, !dbg !316
    #dbg_value(ptr %63, !210, !DIExpression(), !256)
  %64 = icmp eq ptr %63, null, !dbg !317
  br i1 %64, label %135, label %65, !dbg !319

65:                                               ; preds = %60
  %66 = select i1 %58, i32 9, i32 %43, !dbg !320
    #dbg_value(i32 %66, !205, !DIExpression(), !256)
  %67 = getelementptr inbounds i8, ptr %63, i64 8, !dbg !321
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(5968) %67, i8 0, i64 5960, i1 false), !dbg !321
  %68 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !322
  store ptr %63, ptr %68, align 8, !dbg !323, !tbaa !324
  store ptr %0, ptr %63, align 8, !dbg !325, !tbaa !326
  %69 = getelementptr inbounds i8, ptr %63, i64 8, !dbg !330
  store i32 42, ptr %69, align 8, !dbg !331, !tbaa !332
  %70 = getelementptr inbounds i8, ptr %63, i64 48, !dbg !333
  store i32 %45, ptr %70, align 8, !dbg !334, !tbaa !335
  %71 = getelementptr inbounds i8, ptr %63, i64 84, !dbg !336
  store i32 %66, ptr %71, align 4, !dbg !337, !tbaa !338
  %72 = shl nuw nsw i32 1, %66, !dbg !339
  %73 = getelementptr inbounds i8, ptr %63, i64 80, !dbg !340
  store i32 %72, ptr %73, align 8, !dbg !341, !tbaa !342
  %74 = add nsw i32 %72, -1, !dbg !343
  %75 = getelementptr inbounds i8, ptr %63, i64 88, !dbg !344
  store i32 %74, ptr %75, align 8, !dbg !345, !tbaa !346
  %76 = add nuw nsw i32 %4, 7, !dbg !347
  %77 = getelementptr inbounds i8, ptr %63, i64 136, !dbg !348
  store i32 %76, ptr %77, align 8, !dbg !349, !tbaa !350
  %78 = shl nuw nsw i32 128, %4, !dbg !351
  %79 = getelementptr inbounds i8, ptr %63, i64 132, !dbg !352
  store i32 %78, ptr %79, align 4, !dbg !353, !tbaa !354
  %80 = add nsw i32 %78, -1, !dbg !355
  %81 = getelementptr inbounds i8, ptr %63, i64 140, !dbg !356
  store i32 %80, ptr %81, align 4, !dbg !357, !tbaa !358
  %82 = trunc nuw i32 %4 to i8, !dbg !359
  %83 = add nuw nsw i8 %82, 9, !dbg !359
  %84 = udiv i8 %83, 3, !dbg !359
  %85 = zext nneg i8 %84 to i32, !dbg !359
  %86 = getelementptr inbounds i8, ptr %63, i64 144, !dbg !360
  store i32 %85, ptr %86, align 8, !dbg !361, !tbaa !362
  %87 = load ptr, ptr %19, align 8, !dbg !363, !tbaa !278
  %88 = load ptr, ptr %61, align 8, !dbg !363, !tbaa !285
  %89 = tail call ptr %87(ptr noundef %88, i32 noundef %72, i32 noundef 2) #10, !dbg !363
  %90 = getelementptr inbounds i8, ptr %63, i64 96, !dbg !364
  store ptr %89, ptr %90, align 8, !dbg !365, !tbaa !366
  %91 = load ptr, ptr %19, align 8, !dbg !367, !tbaa !278
  %92 = load ptr, ptr %61, align 8, !dbg !367, !tbaa !285
  %93 = load i32, ptr %73, align 8, !dbg !367, !tbaa !342
  %94 = tail call ptr %91(ptr noundef %92, i32 noundef %93, i32 noundef 2) #10, !dbg !367
  %95 = getelementptr inbounds i8, ptr %63, i64 112, !dbg !368
  store ptr %94, ptr %95, align 8, !dbg !369, !tbaa !370
  %96 = load ptr, ptr %19, align 8, !dbg !371, !tbaa !278
  %97 = load ptr, ptr %61, align 8, !dbg !371, !tbaa !285
  %98 = load i32, ptr %79, align 4, !dbg !371, !tbaa !354
  %99 = tail call ptr %96(ptr noundef %97, i32 noundef %98, i32 noundef 2) #10, !dbg !371
  %100 = getelementptr inbounds i8, ptr %63, i64 120, !dbg !372
  store ptr %99, ptr %100, align 8, !dbg !373, !tbaa !374
  %101 = getelementptr inbounds i8, ptr %63, i64 5952, !dbg !375
  store i64 0, ptr %101, align 8, !dbg !376, !tbaa !377
  %102 = shl nuw nsw i32 64, %4, !dbg !378
  %103 = getelementptr inbounds i8, ptr %63, i64 5896, !dbg !379
  store i32 %102, ptr %103, align 8, !dbg !380, !tbaa !381
  %104 = load ptr, ptr %19, align 8, !dbg !382, !tbaa !278
  %105 = load ptr, ptr %61, align 8, !dbg !382, !tbaa !285
  %106 = tail call ptr %104(ptr noundef %105, i32 noundef %102, i32 noundef 4) #10, !dbg !382
  %107 = getelementptr inbounds i8, ptr %63, i64 16, !dbg !383
  store ptr %106, ptr %107, align 8, !dbg !384, !tbaa !385
  %108 = load i32, ptr %103, align 8, !dbg !386, !tbaa !381
  %109 = zext i32 %108 to i64, !dbg !387
  %110 = shl nuw nsw i64 %109, 2, !dbg !388
  %111 = getelementptr inbounds i8, ptr %63, i64 24, !dbg !389
  store i64 %110, ptr %111, align 8, !dbg !390, !tbaa !391
  %112 = load ptr, ptr %90, align 8, !dbg !392, !tbaa !366
  %113 = icmp eq ptr %112, null, !dbg !394
  br i1 %113, label %122, label %114, !dbg !395

114:                                              ; preds = %65
  %115 = load ptr, ptr %95, align 8, !dbg !396, !tbaa !370
  %116 = icmp eq ptr %115, null, !dbg !397
  br i1 %116, label %122, label %117, !dbg !398

117:                                              ; preds = %114
  %118 = load ptr, ptr %100, align 8, !dbg !399, !tbaa !374
  %119 = icmp eq ptr %118, null, !dbg !400
  %120 = icmp eq ptr %106, null
  %121 = select i1 %119, i1 true, i1 %120, !dbg !401
  br i1 %121, label %122, label %125, !dbg !401

122:                                              ; preds = %117, %114, %65
  store i32 666, ptr %69, align 8, !dbg !402, !tbaa !332
  %123 = load ptr, ptr getelementptr inbounds (i8, ptr @z_errmsg, i64 48), align 16, !dbg !404, !tbaa !405
  store ptr %123, ptr %18, align 8, !dbg !406, !tbaa !271
  %124 = tail call i32 @deflateEnd(ptr noundef nonnull %0), !dbg !407
  br label %135, !dbg !408

125:                                              ; preds = %117
  %126 = getelementptr inbounds i8, ptr %106, i64 %109, !dbg !409
  %127 = getelementptr inbounds i8, ptr %63, i64 5888, !dbg !410
  store ptr %126, ptr %127, align 8, !dbg !411, !tbaa !412
  %128 = mul i32 %108, 3, !dbg !413
  %129 = add i32 %128, -3, !dbg !413
  %130 = getelementptr inbounds i8, ptr %63, i64 5904, !dbg !414
  store i32 %129, ptr %130, align 8, !dbg !415, !tbaa !416
  %131 = getelementptr inbounds i8, ptr %63, i64 196, !dbg !417
  store i32 %32, ptr %131, align 4, !dbg !418, !tbaa !419
  %132 = getelementptr inbounds i8, ptr %63, i64 200, !dbg !420
  store i32 %5, ptr %132, align 8, !dbg !421, !tbaa !422
  %133 = getelementptr inbounds i8, ptr %63, i64 72, !dbg !423
  store i8 8, ptr %133, align 8, !dbg !424, !tbaa !425
  %134 = tail call i32 @deflateReset(ptr noundef nonnull %0), !dbg !426
  br label %135, !dbg !427

135:                                              ; preds = %60, %42, %57, %34, %15, %8, %10, %125, %122
  %136 = phi i32 [ -4, %122 ], [ %134, %125 ], [ -6, %10 ], [ -6, %8 ], [ -2, %15 ], [ -2, %34 ], [ -2, %57 ], [ -2, %42 ], [ -4, %60 ], !dbg !256
  ret i32 %136, !dbg !428
}

declare ptr @zcalloc(ptr noundef, i32 noundef, i32 noundef) #1

declare void @zcfree(ptr noundef, ptr noundef) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 -3, 1) i32 @deflateEnd(ptr noundef %0) local_unnamed_addr #0 !dbg !429 {
    #dbg_value(ptr %0, !433, !DIExpression(), !435)
    #dbg_value(ptr %0, !436, !DIExpression(), !440)
  %2 = icmp eq ptr %0, null, !dbg !443
  br i1 %2, label %70, label %3, !dbg !445

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !446
  %5 = load ptr, ptr %4, align 8, !dbg !446, !tbaa !278
  %6 = icmp eq ptr %5, null, !dbg !447
  br i1 %6, label %70, label %7, !dbg !448

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !449
  %9 = load ptr, ptr %8, align 8, !dbg !449, !tbaa !289
  %10 = icmp eq ptr %9, null, !dbg !450
  br i1 %10, label %70, label %11, !dbg !451

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !452
  %13 = load ptr, ptr %12, align 8, !dbg !452, !tbaa !324
    #dbg_value(ptr %13, !439, !DIExpression(), !440)
  %14 = icmp eq ptr %13, null, !dbg !453
  br i1 %14, label %70, label %15, !dbg !455

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !dbg !456, !tbaa !326
  %17 = icmp eq ptr %16, %0, !dbg !457
  br i1 %17, label %18, label %70, !dbg !458

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !459
  %20 = load i32, ptr %19, align 8, !dbg !459, !tbaa !332
  switch i32 %20, label %70 [
    i32 42, label %21
    i32 57, label %21
    i32 69, label %21
    i32 73, label %21
    i32 91, label %21
    i32 103, label %21
    i32 113, label %21
    i32 666, label %21
  ], !dbg !460

21:                                               ; preds = %18, %18, %18, %18, %18, %18, %18, %18
    #dbg_value(i32 %20, !434, !DIExpression(), !435)
  %22 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !461
  %23 = load ptr, ptr %22, align 8, !dbg !461, !tbaa !385
  %24 = icmp eq ptr %23, null, !dbg !461
  br i1 %24, label %30, label %25, !dbg !464

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !461
  %27 = load ptr, ptr %26, align 8, !dbg !461, !tbaa !285
  tail call void %9(ptr noundef %27, ptr noundef nonnull %23) #10, !dbg !461
  %28 = load ptr, ptr %12, align 8, !dbg !465, !tbaa !324
  %29 = load ptr, ptr %8, align 8, !dbg !468, !tbaa !289
  br label %30, !dbg !461

30:                                               ; preds = %25, %21
  %31 = phi ptr [ %29, %25 ], [ %9, %21 ], !dbg !468
  %32 = phi ptr [ %28, %25 ], [ %13, %21 ], !dbg !465
  %33 = getelementptr inbounds i8, ptr %32, i64 120, !dbg !465
  %34 = load ptr, ptr %33, align 8, !dbg !465, !tbaa !374
  %35 = icmp eq ptr %34, null, !dbg !465
  br i1 %35, label %41, label %36, !dbg !469

36:                                               ; preds = %30
  %37 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !465
  %38 = load ptr, ptr %37, align 8, !dbg !465, !tbaa !285
  tail call void %31(ptr noundef %38, ptr noundef nonnull %34) #10, !dbg !465
  %39 = load ptr, ptr %12, align 8, !dbg !470, !tbaa !324
  %40 = load ptr, ptr %8, align 8, !dbg !468, !tbaa !289
  br label %41, !dbg !465

41:                                               ; preds = %36, %30
  %42 = phi ptr [ %40, %36 ], [ %31, %30 ], !dbg !468
  %43 = phi ptr [ %39, %36 ], [ %32, %30 ], !dbg !470
  %44 = getelementptr inbounds i8, ptr %43, i64 112, !dbg !470
  %45 = load ptr, ptr %44, align 8, !dbg !470, !tbaa !370
  %46 = icmp eq ptr %45, null, !dbg !470
  br i1 %46, label %52, label %47, !dbg !473

47:                                               ; preds = %41
  %48 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !470
  %49 = load ptr, ptr %48, align 8, !dbg !470, !tbaa !285
  tail call void %42(ptr noundef %49, ptr noundef nonnull %45) #10, !dbg !470
  %50 = load ptr, ptr %12, align 8, !dbg !474, !tbaa !324
  %51 = load ptr, ptr %8, align 8, !dbg !468, !tbaa !289
  br label %52, !dbg !470

52:                                               ; preds = %47, %41
  %53 = phi ptr [ %51, %47 ], [ %42, %41 ], !dbg !468
  %54 = phi ptr [ %50, %47 ], [ %43, %41 ], !dbg !474
  %55 = getelementptr inbounds i8, ptr %54, i64 96, !dbg !474
  %56 = load ptr, ptr %55, align 8, !dbg !474, !tbaa !366
  %57 = icmp eq ptr %56, null, !dbg !474
  br i1 %57, label %63, label %58, !dbg !477

58:                                               ; preds = %52
  %59 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !474
  %60 = load ptr, ptr %59, align 8, !dbg !474, !tbaa !285
  tail call void %53(ptr noundef %60, ptr noundef nonnull %56) #10, !dbg !474
  %61 = load ptr, ptr %8, align 8, !dbg !468, !tbaa !289
  %62 = load ptr, ptr %12, align 8, !dbg !468, !tbaa !324
  br label %63, !dbg !474

63:                                               ; preds = %58, %52
  %64 = phi ptr [ %62, %58 ], [ %54, %52 ], !dbg !468
  %65 = phi ptr [ %61, %58 ], [ %53, %52 ], !dbg !468
  %66 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !468
  %67 = load ptr, ptr %66, align 8, !dbg !468, !tbaa !285
  tail call void %65(ptr noundef %67, ptr noundef %64) #10, !dbg !468
  store ptr null, ptr %12, align 8, !dbg !478, !tbaa !324
  %68 = icmp eq i32 %20, 113, !dbg !479
  %69 = select i1 %68, i32 -3, i32 0, !dbg !480
  br label %70, !dbg !481

70:                                               ; preds = %11, %15, %18, %1, %3, %7, %63
  %71 = phi i32 [ %69, %63 ], [ -2, %7 ], [ -2, %3 ], [ -2, %1 ], [ -2, %18 ], [ -2, %15 ], [ -2, %11 ], !dbg !435
  ret i32 %71, !dbg !482
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @deflateReset(ptr noundef %0) local_unnamed_addr #0 !dbg !483 {
    #dbg_value(ptr %0, !485, !DIExpression(), !487)
  %2 = tail call i32 @deflateResetKeep(ptr noundef %0), !dbg !488
    #dbg_value(i32 %2, !486, !DIExpression(), !487)
  %3 = icmp eq i32 %2, 0, !dbg !489
  br i1 %3, label %4, label %48, !dbg !491

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !492
  %6 = load ptr, ptr %5, align 8, !dbg !492, !tbaa !324
    #dbg_value(ptr %6, !493, !DIExpression(), !498)
  %7 = getelementptr inbounds i8, ptr %6, i64 80, !dbg !500
  %8 = load i32, ptr %7, align 8, !dbg !500, !tbaa !342
  %9 = zext i32 %8 to i64, !dbg !501
  %10 = shl nuw nsw i64 %9, 1, !dbg !502
  %11 = getelementptr inbounds i8, ptr %6, i64 104, !dbg !503
  store i64 %10, ptr %11, align 8, !dbg !504, !tbaa !505
  %12 = getelementptr inbounds i8, ptr %6, i64 120, !dbg !506
  %13 = load ptr, ptr %12, align 8, !dbg !506, !tbaa !374
  %14 = getelementptr inbounds i8, ptr %6, i64 132, !dbg !506
  %15 = load i32, ptr %14, align 4, !dbg !506, !tbaa !354
  %16 = add i32 %15, -1, !dbg !506
  %17 = zext i32 %16 to i64, !dbg !506
  %18 = getelementptr inbounds i16, ptr %13, i64 %17, !dbg !506
  store i16 0, ptr %18, align 2, !dbg !506, !tbaa !508
  %19 = shl nuw nsw i64 %17, 1, !dbg !506
  tail call void @llvm.memset.p0.i64(ptr align 2 %13, i8 0, i64 %19, i1 false), !dbg !506
  %20 = getelementptr inbounds i8, ptr %6, i64 5960, !dbg !506
  store i32 0, ptr %20, align 8, !dbg !506, !tbaa !509
  %21 = getelementptr inbounds i8, ptr %6, i64 196, !dbg !510
  %22 = load i32, ptr %21, align 4, !dbg !510, !tbaa !419
  %23 = sext i32 %22 to i64, !dbg !511
  %24 = getelementptr inbounds [10 x %struct.config_s], ptr @configuration_table, i64 0, i64 %23, i32 1, !dbg !512
  %25 = load i16, ptr %24, align 2, !dbg !512, !tbaa !513
  %26 = zext i16 %25 to i32, !dbg !511
  %27 = getelementptr inbounds i8, ptr %6, i64 192, !dbg !515
  store i32 %26, ptr %27, align 8, !dbg !516, !tbaa !517
  %28 = getelementptr inbounds [10 x %struct.config_s], ptr @configuration_table, i64 0, i64 %23, !dbg !518
  %29 = load i16, ptr %28, align 16, !dbg !519, !tbaa !520
  %30 = zext i16 %29 to i32, !dbg !518
  %31 = getelementptr inbounds i8, ptr %6, i64 204, !dbg !521
  store i32 %30, ptr %31, align 4, !dbg !522, !tbaa !523
  %32 = getelementptr inbounds [10 x %struct.config_s], ptr @configuration_table, i64 0, i64 %23, i32 2, !dbg !524
  %33 = load i16, ptr %32, align 4, !dbg !524, !tbaa !525
  %34 = zext i16 %33 to i32, !dbg !526
  %35 = getelementptr inbounds i8, ptr %6, i64 208, !dbg !527
  store i32 %34, ptr %35, align 8, !dbg !528, !tbaa !529
  %36 = getelementptr inbounds [10 x %struct.config_s], ptr @configuration_table, i64 0, i64 %23, i32 3, !dbg !530
  %37 = load i16, ptr %36, align 2, !dbg !530, !tbaa !531
  %38 = zext i16 %37 to i32, !dbg !532
  %39 = getelementptr inbounds i8, ptr %6, i64 188, !dbg !533
  store i32 %38, ptr %39, align 4, !dbg !534, !tbaa !535
  %40 = getelementptr inbounds i8, ptr %6, i64 172, !dbg !536
  store i32 0, ptr %40, align 4, !dbg !537, !tbaa !538
  %41 = getelementptr inbounds i8, ptr %6, i64 152, !dbg !539
  store i64 0, ptr %41, align 8, !dbg !540, !tbaa !541
  %42 = getelementptr inbounds i8, ptr %6, i64 180, !dbg !542
  store i32 0, ptr %42, align 4, !dbg !543, !tbaa !544
  %43 = getelementptr inbounds i8, ptr %6, i64 5932, !dbg !545
  store i32 0, ptr %43, align 4, !dbg !546, !tbaa !547
  %44 = getelementptr inbounds i8, ptr %6, i64 184, !dbg !548
  store i32 2, ptr %44, align 8, !dbg !549, !tbaa !550
  %45 = getelementptr inbounds i8, ptr %6, i64 160, !dbg !551
  store i32 2, ptr %45, align 8, !dbg !552, !tbaa !553
  %46 = getelementptr inbounds i8, ptr %6, i64 168, !dbg !554
  store i32 0, ptr %46, align 8, !dbg !555, !tbaa !556
  %47 = getelementptr inbounds i8, ptr %6, i64 128, !dbg !557
  store i32 0, ptr %47, align 8, !dbg !558, !tbaa !559
  br label %48, !dbg !560

48:                                               ; preds = %4, %1
  ret i32 %2, !dbg !561
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @deflateSetDictionary(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !562 {
    #dbg_value(ptr %0, !568, !DIExpression(), !578)
    #dbg_value(ptr %1, !569, !DIExpression(), !578)
    #dbg_value(i32 %2, !570, !DIExpression(), !578)
    #dbg_value(ptr %0, !436, !DIExpression(), !579)
  %4 = icmp eq ptr %0, null, !dbg !582
  br i1 %4, label %136, label %5, !dbg !583

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !584
  %7 = load ptr, ptr %6, align 8, !dbg !584, !tbaa !278
  %8 = icmp eq ptr %7, null, !dbg !585
  br i1 %8, label %136, label %9, !dbg !586

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !587
  %11 = load ptr, ptr %10, align 8, !dbg !587, !tbaa !289
  %12 = icmp eq ptr %11, null, !dbg !588
  br i1 %12, label %136, label %13, !dbg !589

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !590
  %15 = load ptr, ptr %14, align 8, !dbg !590, !tbaa !324
    #dbg_value(ptr %15, !439, !DIExpression(), !579)
  %16 = icmp eq ptr %15, null, !dbg !591
  br i1 %16, label %136, label %17, !dbg !592

17:                                               ; preds = %13
  %18 = load ptr, ptr %15, align 8, !dbg !593, !tbaa !326
  %19 = icmp eq ptr %18, %0, !dbg !594
  br i1 %19, label %20, label %136, !dbg !595

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !596
  %22 = load i32, ptr %21, align 8, !dbg !596, !tbaa !332
  switch i32 %22, label %136 [
    i32 42, label %23
    i32 57, label %23
    i32 69, label %23
    i32 73, label %23
    i32 91, label %23
    i32 103, label %23
    i32 113, label %23
    i32 666, label %23
  ], !dbg !597

23:                                               ; preds = %20, %20, %20, %20, %20, %20, %20, %20
  %24 = icmp eq ptr %1, null
  br i1 %24, label %136, label %25, !dbg !598

25:                                               ; preds = %23
    #dbg_value(ptr %15, !571, !DIExpression(), !578)
  %26 = getelementptr inbounds i8, ptr %15, i64 48, !dbg !599
  %27 = load i32, ptr %26, align 8, !dbg !599, !tbaa !335
    #dbg_value(i32 %27, !574, !DIExpression(), !578)
  switch i32 %27, label %34 [
    i32 2, label %136
    i32 1, label %28
  ], !dbg !600

28:                                               ; preds = %25
  %29 = icmp eq i32 %22, 42, !dbg !602
  br i1 %29, label %30, label %136, !dbg !603

30:                                               ; preds = %28
  %31 = getelementptr inbounds i8, ptr %15, i64 180, !dbg !604
  %32 = load i32, ptr %31, align 4, !dbg !604, !tbaa !544
  %33 = icmp eq i32 %32, 0, !dbg !605
  br i1 %33, label %42, label %136, !dbg !606

34:                                               ; preds = %25
  %35 = getelementptr inbounds i8, ptr %15, i64 180, !dbg !604
  %36 = load i32, ptr %35, align 4, !dbg !604, !tbaa !544
  %37 = icmp eq i32 %36, 0, !dbg !605
  br i1 %37, label %38, label %136, !dbg !606

38:                                               ; preds = %34
  store i32 0, ptr %26, align 8, !dbg !607, !tbaa !335
  %39 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !608
  %40 = load i32, ptr %39, align 8, !dbg !608, !tbaa !342
  %41 = icmp ugt i32 %40, %2, !dbg !610
  br i1 %41, label %71, label %49, !dbg !611

42:                                               ; preds = %30
  %43 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !612
  %44 = load i64, ptr %43, align 8, !dbg !612, !tbaa !614
  %45 = tail call i64 @adler32(i64 noundef %44, ptr noundef nonnull %1, i32 noundef %2) #10, !dbg !615
  store i64 %45, ptr %43, align 8, !dbg !616, !tbaa !614
  store i32 0, ptr %26, align 8, !dbg !607, !tbaa !335
  %46 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !608
  %47 = load i32, ptr %46, align 8, !dbg !608, !tbaa !342
  %48 = icmp ugt i32 %47, %2, !dbg !610
  br i1 %48, label %71, label %65, !dbg !611

49:                                               ; preds = %38
  %50 = icmp eq i32 %27, 0, !dbg !617
  br i1 %50, label %51, label %65, !dbg !620

51:                                               ; preds = %49
  %52 = getelementptr inbounds i8, ptr %15, i64 120, !dbg !621
  %53 = load ptr, ptr %52, align 8, !dbg !621, !tbaa !374
  %54 = getelementptr inbounds i8, ptr %15, i64 132, !dbg !621
  %55 = load i32, ptr %54, align 4, !dbg !621, !tbaa !354
  %56 = add i32 %55, -1, !dbg !621
  %57 = zext i32 %56 to i64, !dbg !621
  %58 = getelementptr inbounds i16, ptr %53, i64 %57, !dbg !621
  store i16 0, ptr %58, align 2, !dbg !621, !tbaa !508
  %59 = shl nuw nsw i64 %57, 1, !dbg !621
  tail call void @llvm.memset.p0.i64(ptr align 2 %53, i8 0, i64 %59, i1 false), !dbg !621
  %60 = getelementptr inbounds i8, ptr %15, i64 5960, !dbg !621
  store i32 0, ptr %60, align 8, !dbg !621, !tbaa !509
  %61 = getelementptr inbounds i8, ptr %15, i64 172, !dbg !624
  store i32 0, ptr %61, align 4, !dbg !625, !tbaa !538
  %62 = getelementptr inbounds i8, ptr %15, i64 152, !dbg !626
  store i64 0, ptr %62, align 8, !dbg !627, !tbaa !541
  %63 = getelementptr inbounds i8, ptr %15, i64 5932, !dbg !628
  store i32 0, ptr %63, align 4, !dbg !629, !tbaa !547
  %64 = load i32, ptr %39, align 8, !dbg !630, !tbaa !342
  br label %65, !dbg !631

65:                                               ; preds = %42, %51, %49
  %66 = phi ptr [ %35, %51 ], [ %35, %49 ], [ %31, %42 ]
  %67 = phi i32 [ %64, %51 ], [ %40, %49 ], [ %47, %42 ], !dbg !630
  %68 = sub i32 %2, %67, !dbg !632
  %69 = zext i32 %68 to i64, !dbg !633
  %70 = getelementptr inbounds i8, ptr %1, i64 %69, !dbg !633
    #dbg_value(ptr %70, !569, !DIExpression(), !578)
    #dbg_value(i32 %67, !570, !DIExpression(), !578)
  br label %71, !dbg !634

71:                                               ; preds = %42, %65, %38
  %72 = phi ptr [ %66, %65 ], [ %35, %38 ], [ %31, %42 ]
  %73 = phi i32 [ %67, %65 ], [ %2, %38 ], [ %2, %42 ]
  %74 = phi ptr [ %70, %65 ], [ %1, %38 ], [ %1, %42 ]
    #dbg_value(ptr %74, !569, !DIExpression(), !578)
    #dbg_value(i32 %73, !570, !DIExpression(), !578)
  %75 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !635
  %76 = load i32, ptr %75, align 8, !dbg !635, !tbaa !636
    #dbg_value(i32 %76, !575, !DIExpression(), !578)
  %77 = load ptr, ptr %0, align 8, !dbg !637, !tbaa !638
    #dbg_value(ptr %77, !576, !DIExpression(), !578)
  store i32 %73, ptr %75, align 8, !dbg !639, !tbaa !636
  store ptr %74, ptr %0, align 8, !dbg !640, !tbaa !638
  tail call fastcc void @fill_window(ptr noundef nonnull %15), !dbg !641
  %78 = load i32, ptr %72, align 4, !dbg !642, !tbaa !544
  %79 = icmp ugt i32 %78, 2, !dbg !643
  br i1 %79, label %80, label %125, !dbg !644

80:                                               ; preds = %71
  %81 = getelementptr inbounds i8, ptr %15, i64 172
  %82 = getelementptr inbounds i8, ptr %15, i64 128
  %83 = getelementptr inbounds i8, ptr %15, i64 144
  %84 = getelementptr inbounds i8, ptr %15, i64 96
  %85 = getelementptr inbounds i8, ptr %15, i64 140
  %86 = getelementptr inbounds i8, ptr %15, i64 120
  %87 = getelementptr inbounds i8, ptr %15, i64 112
  %88 = getelementptr inbounds i8, ptr %15, i64 88
  br label %89, !dbg !644

89:                                               ; preds = %80, %122
  %90 = phi i32 [ %78, %80 ], [ %123, %122 ]
  %91 = load i32, ptr %81, align 4, !dbg !645, !tbaa !538
    #dbg_value(i32 %91, !572, !DIExpression(), !578)
  %92 = add i32 %90, -2, !dbg !647
    #dbg_value(i32 %92, !573, !DIExpression(), !578)
  %93 = load i32, ptr %83, align 8, !tbaa !362
  %94 = load ptr, ptr %84, align 8, !tbaa !366
  %95 = load i32, ptr %85, align 4, !tbaa !358
  %96 = load ptr, ptr %86, align 8, !tbaa !374
  %97 = load ptr, ptr %87, align 8, !tbaa !370
  %98 = load i32, ptr %88, align 8, !tbaa !346
  %99 = load i32, ptr %82, align 8, !tbaa !559
  br label %100, !dbg !648

100:                                              ; preds = %100, %89
  %101 = phi i32 [ %99, %89 ], [ %111, %100 ], !dbg !649
  %102 = phi i32 [ %91, %89 ], [ %119, %100 ], !dbg !651
  %103 = phi i32 [ %92, %89 ], [ %120, %100 ], !dbg !651
    #dbg_value(i32 %103, !573, !DIExpression(), !578)
    #dbg_value(i32 %102, !572, !DIExpression(), !578)
  %104 = shl i32 %101, %93, !dbg !649
  %105 = add i32 %102, 2, !dbg !649
  %106 = zext i32 %105 to i64, !dbg !649
  %107 = getelementptr inbounds i8, ptr %94, i64 %106, !dbg !649
  %108 = load i8, ptr %107, align 1, !dbg !649, !tbaa !261
  %109 = zext i8 %108 to i32, !dbg !649
  %110 = xor i32 %104, %109, !dbg !649
  %111 = and i32 %110, %95, !dbg !649
  store i32 %111, ptr %82, align 8, !dbg !649, !tbaa !559
  %112 = zext i32 %111 to i64, !dbg !652
  %113 = getelementptr inbounds i16, ptr %96, i64 %112, !dbg !652
  %114 = load i16, ptr %113, align 2, !dbg !652, !tbaa !508
  %115 = and i32 %98, %102, !dbg !653
  %116 = zext i32 %115 to i64, !dbg !654
  %117 = getelementptr inbounds i16, ptr %97, i64 %116, !dbg !654
  store i16 %114, ptr %117, align 2, !dbg !655, !tbaa !508
  %118 = trunc i32 %102 to i16, !dbg !656
  store i16 %118, ptr %113, align 2, !dbg !657, !tbaa !508
  %119 = add i32 %102, 1, !dbg !658
    #dbg_value(i32 %119, !572, !DIExpression(), !578)
  %120 = add i32 %103, -1, !dbg !659
    #dbg_value(i32 %120, !573, !DIExpression(), !578)
  %121 = icmp eq i32 %120, 0, !dbg !660
  br i1 %121, label %122, label %100, !dbg !660, !llvm.loop !661

122:                                              ; preds = %100
  store i32 %119, ptr %81, align 4, !dbg !664, !tbaa !538
  store i32 2, ptr %72, align 4, !dbg !665, !tbaa !544
  tail call fastcc void @fill_window(ptr noundef nonnull %15), !dbg !666
  %123 = load i32, ptr %72, align 4, !dbg !642, !tbaa !544
  %124 = icmp ugt i32 %123, 2, !dbg !643
  br i1 %124, label %89, label %125, !dbg !644, !llvm.loop !667

125:                                              ; preds = %122, %71
  %126 = phi i32 [ %78, %71 ], [ %123, %122 ], !dbg !642
  %127 = getelementptr inbounds i8, ptr %15, i64 172, !dbg !669
  %128 = load i32, ptr %127, align 4, !dbg !670, !tbaa !538
  %129 = add i32 %128, %126, !dbg !670
  store i32 %129, ptr %127, align 4, !dbg !670, !tbaa !538
  %130 = zext i32 %129 to i64, !dbg !671
  %131 = getelementptr inbounds i8, ptr %15, i64 152, !dbg !672
  store i64 %130, ptr %131, align 8, !dbg !673, !tbaa !541
  %132 = getelementptr inbounds i8, ptr %15, i64 5932, !dbg !674
  store i32 %126, ptr %132, align 4, !dbg !675, !tbaa !547
  store i32 0, ptr %72, align 4, !dbg !676, !tbaa !544
  %133 = getelementptr inbounds i8, ptr %15, i64 184, !dbg !677
  store i32 2, ptr %133, align 8, !dbg !678, !tbaa !550
  %134 = getelementptr inbounds i8, ptr %15, i64 160, !dbg !679
  store i32 2, ptr %134, align 8, !dbg !680, !tbaa !553
  %135 = getelementptr inbounds i8, ptr %15, i64 168, !dbg !681
  store i32 0, ptr %135, align 8, !dbg !682, !tbaa !556
  store ptr %77, ptr %0, align 8, !dbg !683, !tbaa !638
  store i32 %76, ptr %75, align 8, !dbg !684, !tbaa !636
  store i32 %27, ptr %26, align 8, !dbg !685, !tbaa !335
  br label %136, !dbg !686

136:                                              ; preds = %25, %13, %17, %20, %3, %5, %9, %34, %28, %30, %23, %125
  %137 = phi i32 [ 0, %125 ], [ -2, %23 ], [ -2, %30 ], [ -2, %28 ], [ -2, %25 ], [ -2, %34 ], [ -2, %9 ], [ -2, %5 ], [ -2, %3 ], [ -2, %20 ], [ -2, %17 ], [ -2, %13 ], !dbg !578
  ret i32 %137, !dbg !687
}

declare !dbg !688 i64 @adler32(i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @fill_window(ptr nocapture noundef %0) unnamed_addr #0 !dbg !691 {
    #dbg_value(ptr %0, !693, !DIExpression(), !705)
  %2 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !706
  %3 = load i32, ptr %2, align 8, !dbg !706, !tbaa !342
    #dbg_value(i32 %3, !696, !DIExpression(), !705)
  %4 = getelementptr inbounds i8, ptr %0, i64 104
  %5 = getelementptr inbounds i8, ptr %0, i64 180
  %6 = getelementptr inbounds i8, ptr %0, i64 172
  %7 = add i32 %3, -262
  %8 = getelementptr inbounds i8, ptr %0, i64 96
  %9 = zext i32 %3 to i64
  %10 = getelementptr inbounds i8, ptr %0, i64 152
  %11 = getelementptr inbounds i8, ptr %0, i64 5932
  %12 = getelementptr inbounds i8, ptr %0, i64 132
  %13 = getelementptr inbounds i8, ptr %0, i64 120
  %14 = getelementptr inbounds i8, ptr %0, i64 112
  %15 = getelementptr inbounds i8, ptr %0, i64 5960
  %16 = getelementptr inbounds i8, ptr %0, i64 128
  %17 = getelementptr inbounds i8, ptr %0, i64 144
  %18 = getelementptr inbounds i8, ptr %0, i64 140
  %19 = getelementptr inbounds i8, ptr %0, i64 88
  %20 = load i32, ptr %5, align 4, !dbg !707, !tbaa !544
  %21 = insertelement <2 x i32> poison, i32 %3, i64 0, !dbg !708
  %22 = shufflevector <2 x i32> %21, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !708
  br label %23, !dbg !711

23:                                               ; preds = %229, %1
  %24 = phi i32 [ %177, %229 ], [ %20, %1 ], !dbg !707
  %25 = load i64, ptr %4, align 8, !dbg !712, !tbaa !505
  %26 = zext i32 %24 to i64, !dbg !713
  %27 = load i32, ptr %6, align 4, !dbg !714, !tbaa !538
  %28 = zext i32 %27 to i64, !dbg !715
  %29 = add nuw nsw i64 %26, %28, !dbg !716
  %30 = sub i64 %25, %29, !dbg !716
  %31 = trunc i64 %30 to i32, !dbg !717
    #dbg_value(i32 %31, !695, !DIExpression(), !705)
  %32 = load i32, ptr %2, align 8, !dbg !718, !tbaa !342
  %33 = add i32 %7, %32, !dbg !719
  %34 = icmp ult i32 %27, %33, !dbg !720
  br i1 %34, label %136, label %35, !dbg !721

35:                                               ; preds = %23
  %36 = load ptr, ptr %8, align 8, !dbg !722, !tbaa !366
  %37 = getelementptr inbounds i8, ptr %36, i64 %9, !dbg !723
  %38 = sub i32 %3, %31, !dbg !724
  %39 = zext i32 %38 to i64, !dbg !725
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %36, ptr align 1 %37, i64 %39, i1 false), !dbg !726
  %40 = load <2 x i32>, ptr %6, align 4, !dbg !708, !tbaa !727
  %41 = sub <2 x i32> %40, %22, !dbg !708
  store <2 x i32> %41, ptr %6, align 4, !dbg !708, !tbaa !727
  %42 = load i64, ptr %10, align 8, !dbg !728, !tbaa !541
  %43 = sub nsw i64 %42, %9, !dbg !728
  store i64 %43, ptr %10, align 8, !dbg !728, !tbaa !541
  %44 = load i32, ptr %11, align 4, !dbg !729, !tbaa !547
  %45 = extractelement <2 x i32> %41, i64 0, !dbg !731
  %46 = icmp ugt i32 %44, %45, !dbg !731
  br i1 %46, label %47, label %48, !dbg !732

47:                                               ; preds = %35
  store i32 %45, ptr %11, align 4, !dbg !733, !tbaa !547
  br label %48, !dbg !734

48:                                               ; preds = %47, %35
    #dbg_value(ptr %0, !735, !DIExpression(), !742)
  %49 = load i32, ptr %2, align 8, !dbg !744, !tbaa !342
    #dbg_value(i32 %49, !741, !DIExpression(), !742)
  %50 = load i32, ptr %12, align 4, !dbg !745, !tbaa !354
    #dbg_value(i32 %50, !738, !DIExpression(), !742)
  %51 = load ptr, ptr %13, align 8, !dbg !746, !tbaa !374
  %52 = zext i32 %50 to i64, !dbg !747
  %53 = getelementptr inbounds i16, ptr %51, i64 %52, !dbg !747
    #dbg_value(ptr %53, !740, !DIExpression(), !742)
  %54 = add i32 %50, -1, !dbg !748
  %55 = zext i32 %54 to i64, !dbg !748
  %56 = add nuw nsw i64 %55, 1, !dbg !748
  %57 = icmp ult i32 %54, 7, !dbg !748
  br i1 %57, label %79, label %58, !dbg !748

58:                                               ; preds = %48
  %59 = and i64 %56, 8589934584, !dbg !748
  %60 = mul nsw i64 %59, -2, !dbg !748
  %61 = getelementptr i8, ptr %53, i64 %60, !dbg !748
  %62 = trunc i64 %59 to i32, !dbg !748
  %63 = sub i32 %50, %62, !dbg !748
  %64 = insertelement <8 x i32> poison, i32 %49, i64 0, !dbg !748
  %65 = getelementptr i8, ptr %53, i64 -16, !dbg !748
  %66 = shufflevector <8 x i32> %64, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %67, !dbg !748

67:                                               ; preds = %67, %58
  %68 = phi i64 [ 0, %58 ], [ %75, %67 ]
  %69 = mul i64 %68, -2, !dbg !748
  %70 = getelementptr i8, ptr %65, i64 %69, !dbg !749
  %71 = load <8 x i16>, ptr %70, align 2, !dbg !749, !tbaa !508
  %72 = zext <8 x i16> %71 to <8 x i32>, !dbg !751
  %73 = tail call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %72, <8 x i32> %66), !dbg !751
  %74 = trunc nuw <8 x i32> %73 to <8 x i16>, !dbg !751
  store <8 x i16> %74, ptr %70, align 2, !dbg !751, !tbaa !508
  %75 = add nuw i64 %68, 8
  %76 = icmp eq i64 %75, %59
  br i1 %76, label %77, label %67, !llvm.loop !752

77:                                               ; preds = %67
  %78 = icmp eq i64 %56, %59, !dbg !756
  br i1 %78, label %92, label %79, !dbg !756

79:                                               ; preds = %77, %48
  %80 = phi ptr [ %53, %48 ], [ %61, %77 ]
  %81 = phi i32 [ %50, %48 ], [ %63, %77 ]
  br label %82, !dbg !748

82:                                               ; preds = %79, %82
  %83 = phi ptr [ %85, %82 ], [ %80, %79 ], !dbg !742
  %84 = phi i32 [ %90, %82 ], [ %81, %79 ], !dbg !742
    #dbg_value(i32 %84, !738, !DIExpression(), !742)
    #dbg_value(ptr %83, !740, !DIExpression(), !742)
  %85 = getelementptr inbounds i8, ptr %83, i64 -2, !dbg !757
    #dbg_value(ptr %85, !740, !DIExpression(), !742)
  %86 = load i16, ptr %85, align 2, !dbg !749, !tbaa !508
  %87 = zext i16 %86 to i32, !dbg !749
    #dbg_value(i32 %87, !739, !DIExpression(), !742)
  %88 = tail call i32 @llvm.usub.sat.i32(i32 %87, i32 %49), !dbg !758
  %89 = trunc nuw i32 %88 to i16, !dbg !759
  store i16 %89, ptr %85, align 2, !dbg !751, !tbaa !508
  %90 = add i32 %84, -1, !dbg !760
    #dbg_value(i32 %90, !738, !DIExpression(), !742)
  %91 = icmp eq i32 %90, 0, !dbg !756
  br i1 %91, label %92, label %82, !dbg !756, !llvm.loop !761

92:                                               ; preds = %82, %77
    #dbg_value(i32 %49, !738, !DIExpression(), !742)
  %93 = load ptr, ptr %14, align 8, !dbg !762, !tbaa !370
  %94 = zext i32 %49 to i64, !dbg !763
  %95 = getelementptr inbounds i16, ptr %93, i64 %94, !dbg !763
    #dbg_value(ptr %95, !740, !DIExpression(), !742)
  %96 = add i32 %49, -1, !dbg !764
  %97 = zext i32 %96 to i64, !dbg !764
  %98 = add nuw nsw i64 %97, 1, !dbg !764
  %99 = icmp ult i32 %96, 7, !dbg !764
  br i1 %99, label %121, label %100, !dbg !764

100:                                              ; preds = %92
  %101 = and i64 %98, 8589934584, !dbg !764
  %102 = mul nsw i64 %101, -2, !dbg !764
  %103 = getelementptr i8, ptr %95, i64 %102, !dbg !764
  %104 = trunc i64 %101 to i32, !dbg !764
  %105 = sub i32 %49, %104, !dbg !764
  %106 = insertelement <8 x i32> poison, i32 %49, i64 0, !dbg !764
  %107 = getelementptr i8, ptr %95, i64 -16, !dbg !764
  %108 = shufflevector <8 x i32> %106, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %109, !dbg !764

109:                                              ; preds = %109, %100
  %110 = phi i64 [ 0, %100 ], [ %117, %109 ]
  %111 = mul i64 %110, -2, !dbg !764
  %112 = getelementptr i8, ptr %107, i64 %111, !dbg !765
  %113 = load <8 x i16>, ptr %112, align 2, !dbg !765, !tbaa !508
  %114 = zext <8 x i16> %113 to <8 x i32>, !dbg !767
  %115 = tail call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %114, <8 x i32> %108), !dbg !767
  %116 = trunc nuw <8 x i32> %115 to <8 x i16>, !dbg !767
  store <8 x i16> %116, ptr %112, align 2, !dbg !767, !tbaa !508
  %117 = add nuw i64 %110, 8
  %118 = icmp eq i64 %117, %101
  br i1 %118, label %119, label %109, !llvm.loop !768

119:                                              ; preds = %109
  %120 = icmp eq i64 %98, %101, !dbg !770
  br i1 %120, label %134, label %121, !dbg !770

121:                                              ; preds = %119, %92
  %122 = phi ptr [ %95, %92 ], [ %103, %119 ]
  %123 = phi i32 [ %49, %92 ], [ %105, %119 ]
  br label %124, !dbg !764

124:                                              ; preds = %121, %124
  %125 = phi ptr [ %127, %124 ], [ %122, %121 ], !dbg !742
  %126 = phi i32 [ %132, %124 ], [ %123, %121 ], !dbg !742
    #dbg_value(i32 %126, !738, !DIExpression(), !742)
    #dbg_value(ptr %125, !740, !DIExpression(), !742)
  %127 = getelementptr inbounds i8, ptr %125, i64 -2, !dbg !771
    #dbg_value(ptr %127, !740, !DIExpression(), !742)
  %128 = load i16, ptr %127, align 2, !dbg !765, !tbaa !508
  %129 = zext i16 %128 to i32, !dbg !765
    #dbg_value(i32 %129, !739, !DIExpression(), !742)
  %130 = tail call i32 @llvm.usub.sat.i32(i32 %129, i32 %49), !dbg !772
  %131 = trunc nuw i32 %130 to i16, !dbg !773
  store i16 %131, ptr %127, align 2, !dbg !767, !tbaa !508
  %132 = add i32 %126, -1, !dbg !774
    #dbg_value(i32 %132, !738, !DIExpression(), !742)
  %133 = icmp eq i32 %132, 0, !dbg !770
  br i1 %133, label %134, label %124, !dbg !770, !llvm.loop !775

134:                                              ; preds = %124, %119
  store i32 1, ptr %15, align 8, !dbg !776, !tbaa !509
  %135 = add i32 %3, %31, !dbg !777
    #dbg_value(i32 %135, !695, !DIExpression(), !705)
  br label %136, !dbg !778

136:                                              ; preds = %134, %23
  %137 = phi i32 [ %45, %134 ], [ %27, %23 ]
  %138 = phi i32 [ %135, %134 ], [ %31, %23 ], !dbg !779
    #dbg_value(i32 %138, !695, !DIExpression(), !705)
  %139 = load ptr, ptr %0, align 8, !dbg !780, !tbaa !326
  %140 = getelementptr inbounds i8, ptr %139, i64 8, !dbg !782
  %141 = load i32, ptr %140, align 8, !dbg !782, !tbaa !636
  %142 = icmp eq i32 %141, 0, !dbg !783
  br i1 %142, label %234, label %143, !dbg !784

143:                                              ; preds = %136
  %144 = load ptr, ptr %8, align 8, !dbg !785, !tbaa !366
  %145 = zext i32 %137 to i64, !dbg !786
  %146 = getelementptr inbounds i8, ptr %144, i64 %145, !dbg !786
  %147 = load i32, ptr %5, align 4, !dbg !787, !tbaa !544
  %148 = zext i32 %147 to i64, !dbg !788
  %149 = getelementptr inbounds i8, ptr %146, i64 %148, !dbg !788
    #dbg_value(ptr %139, !789, !DIExpression(), !797)
    #dbg_value(ptr %149, !794, !DIExpression(), !797)
    #dbg_value(i32 %138, !795, !DIExpression(), !797)
    #dbg_value(i32 %141, !796, !DIExpression(), !797)
  %150 = tail call i32 @llvm.umin.i32(i32 %141, i32 %138), !dbg !799
    #dbg_value(i32 %150, !796, !DIExpression(), !797)
  %151 = icmp eq i32 %138, 0, !dbg !800
  br i1 %151, label %175, label %152, !dbg !802

152:                                              ; preds = %143
  %153 = sub i32 %141, %150, !dbg !803
  store i32 %153, ptr %140, align 8, !dbg !803, !tbaa !636
  %154 = load ptr, ptr %139, align 8, !dbg !804, !tbaa !638
  %155 = zext i32 %150 to i64, !dbg !805
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %149, ptr align 1 %154, i64 %155, i1 false), !dbg !806
  %156 = getelementptr inbounds i8, ptr %139, i64 56, !dbg !807
  %157 = load ptr, ptr %156, align 8, !dbg !807, !tbaa !324
  %158 = getelementptr inbounds i8, ptr %157, i64 48, !dbg !809
  %159 = load i32, ptr %158, align 8, !dbg !809, !tbaa !335
  switch i32 %159, label %168 [
    i32 1, label %160
    i32 2, label %164
  ], !dbg !810

160:                                              ; preds = %152
  %161 = getelementptr inbounds i8, ptr %139, i64 96, !dbg !811
  %162 = load i64, ptr %161, align 8, !dbg !811, !tbaa !614
  %163 = tail call i64 @adler32(i64 noundef %162, ptr noundef %149, i32 noundef %150) #10, !dbg !813
  store i64 %163, ptr %161, align 8, !dbg !814, !tbaa !614
  br label %168, !dbg !815

164:                                              ; preds = %152
  %165 = getelementptr inbounds i8, ptr %139, i64 96, !dbg !816
  %166 = load i64, ptr %165, align 8, !dbg !816, !tbaa !614
  %167 = tail call i64 @crc32(i64 noundef %166, ptr noundef %149, i32 noundef %150) #10, !dbg !819
  store i64 %167, ptr %165, align 8, !dbg !820, !tbaa !614
  br label %168, !dbg !821

168:                                              ; preds = %164, %160, %152
  %169 = load ptr, ptr %139, align 8, !dbg !822, !tbaa !638
  %170 = getelementptr inbounds i8, ptr %169, i64 %155, !dbg !822
  store ptr %170, ptr %139, align 8, !dbg !822, !tbaa !638
  %171 = getelementptr inbounds i8, ptr %139, i64 16, !dbg !823
  %172 = load i64, ptr %171, align 8, !dbg !824, !tbaa !825
  %173 = add i64 %172, %155, !dbg !824
  store i64 %173, ptr %171, align 8, !dbg !824, !tbaa !825
  %174 = load i32, ptr %5, align 4, !dbg !826, !tbaa !544
  br label %175, !dbg !827

175:                                              ; preds = %143, %168
  %176 = phi i32 [ %147, %143 ], [ %174, %168 ], !dbg !826
    #dbg_value(i32 %150, !694, !DIExpression(), !705)
  %177 = add i32 %176, %150, !dbg !826
  store i32 %177, ptr %5, align 4, !dbg !826, !tbaa !544
  %178 = load i32, ptr %11, align 4, !dbg !828, !tbaa !547
  %179 = add i32 %178, %177, !dbg !829
  %180 = icmp ugt i32 %179, 2, !dbg !830
  br i1 %180, label %181, label %227, !dbg !831

181:                                              ; preds = %175
  %182 = load i32, ptr %6, align 4, !dbg !832, !tbaa !538
  %183 = sub i32 %182, %178, !dbg !833
    #dbg_value(i32 %183, !697, !DIExpression(), !834)
  %184 = load ptr, ptr %8, align 8, !dbg !835, !tbaa !366
  %185 = zext i32 %183 to i64, !dbg !836
  %186 = getelementptr inbounds i8, ptr %184, i64 %185, !dbg !836
  %187 = load i8, ptr %186, align 1, !dbg !836, !tbaa !261
  %188 = zext i8 %187 to i32, !dbg !836
  store i32 %188, ptr %16, align 8, !dbg !837, !tbaa !559
  %189 = load i32, ptr %17, align 8, !dbg !838, !tbaa !362
  %190 = shl i32 %188, %189, !dbg !838
  %191 = add i32 %183, 1, !dbg !838
  %192 = zext i32 %191 to i64, !dbg !838
  %193 = getelementptr inbounds i8, ptr %184, i64 %192, !dbg !838
  %194 = load i8, ptr %193, align 1, !dbg !838, !tbaa !261
  %195 = zext i8 %194 to i32, !dbg !838
  %196 = xor i32 %190, %195, !dbg !838
  %197 = load i32, ptr %18, align 4, !dbg !838, !tbaa !358
  %198 = and i32 %196, %197, !dbg !838
  store i32 %198, ptr %16, align 8, !dbg !838, !tbaa !559
  br label %199, !dbg !839

199:                                              ; preds = %204, %181
  %200 = phi i32 [ %212, %204 ], [ %198, %181 ]
  %201 = phi i32 [ %224, %204 ], [ %178, %181 ], !dbg !840
  %202 = phi i32 [ %223, %204 ], [ %183, %181 ], !dbg !834
    #dbg_value(i32 %202, !697, !DIExpression(), !834)
  %203 = icmp eq i32 %201, 0, !dbg !839
  br i1 %203, label %227, label %204, !dbg !839

204:                                              ; preds = %199
  %205 = shl i32 %200, %189, !dbg !841
  %206 = add i32 %202, 2, !dbg !841
  %207 = zext i32 %206 to i64, !dbg !841
  %208 = getelementptr inbounds i8, ptr %184, i64 %207, !dbg !841
  %209 = load i8, ptr %208, align 1, !dbg !841, !tbaa !261
  %210 = zext i8 %209 to i32, !dbg !841
  %211 = xor i32 %205, %210, !dbg !841
  %212 = and i32 %211, %197, !dbg !841
  store i32 %212, ptr %16, align 8, !dbg !841, !tbaa !559
  %213 = load ptr, ptr %13, align 8, !dbg !843, !tbaa !374
  %214 = zext i32 %212 to i64, !dbg !844
  %215 = getelementptr inbounds i16, ptr %213, i64 %214, !dbg !844
  %216 = load i16, ptr %215, align 2, !dbg !844, !tbaa !508
  %217 = load ptr, ptr %14, align 8, !dbg !845, !tbaa !370
  %218 = load i32, ptr %19, align 8, !dbg !846, !tbaa !346
  %219 = and i32 %218, %202, !dbg !847
  %220 = zext i32 %219 to i64, !dbg !848
  %221 = getelementptr inbounds i16, ptr %217, i64 %220, !dbg !848
  store i16 %216, ptr %221, align 2, !dbg !849, !tbaa !508
  %222 = trunc i32 %202 to i16, !dbg !850
  store i16 %222, ptr %215, align 2, !dbg !851, !tbaa !508
  %223 = add i32 %202, 1, !dbg !852
    #dbg_value(i32 %223, !697, !DIExpression(), !834)
  %224 = add i32 %201, -1, !dbg !853
  store i32 %224, ptr %11, align 4, !dbg !853, !tbaa !547
  %225 = add i32 %224, %177, !dbg !854
  %226 = icmp ult i32 %225, 3, !dbg !856
  br i1 %226, label %227, label %199, !dbg !857, !llvm.loop !858

227:                                              ; preds = %199, %204, %175
  %228 = icmp ult i32 %177, 262, !dbg !860
  br i1 %228, label %229, label %234, !dbg !861

229:                                              ; preds = %227
  %230 = load ptr, ptr %0, align 8, !dbg !862, !tbaa !326
  %231 = getelementptr inbounds i8, ptr %230, i64 8, !dbg !863
  %232 = load i32, ptr %231, align 8, !dbg !863, !tbaa !636
  %233 = icmp eq i32 %232, 0, !dbg !864
  br i1 %233, label %234, label %23, !dbg !865, !llvm.loop !866

234:                                              ; preds = %227, %136, %229
  %235 = getelementptr inbounds i8, ptr %0, i64 5952, !dbg !868
  %236 = load i64, ptr %235, align 8, !dbg !868, !tbaa !377
  %237 = load i64, ptr %4, align 8, !dbg !869, !tbaa !505
  %238 = icmp ult i64 %236, %237, !dbg !870
  br i1 %238, label %239, label %266, !dbg !871

239:                                              ; preds = %234
  %240 = load i32, ptr %6, align 4, !dbg !872, !tbaa !538
  %241 = zext i32 %240 to i64, !dbg !873
  %242 = load i32, ptr %5, align 4, !dbg !874, !tbaa !544
  %243 = zext i32 %242 to i64, !dbg !875
  %244 = add nuw nsw i64 %243, %241, !dbg !876
    #dbg_value(i64 %244, !701, !DIExpression(), !877)
  %245 = icmp ult i64 %236, %244, !dbg !878
  br i1 %245, label %246, label %252, !dbg !880

246:                                              ; preds = %239
  %247 = sub i64 %237, %244, !dbg !881
    #dbg_value(i64 %247, !704, !DIExpression(), !877)
  %248 = tail call i64 @llvm.umin.i64(i64 %247, i64 258), !dbg !883
    #dbg_value(i64 %248, !704, !DIExpression(), !877)
  %249 = load ptr, ptr %8, align 8, !dbg !884, !tbaa !366
  %250 = getelementptr inbounds i8, ptr %249, i64 %244, !dbg !884
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %250, i8 0, i64 %248, i1 false), !dbg !884
  %251 = add nuw nsw i64 %248, %244, !dbg !885
  br label %264, !dbg !886

252:                                              ; preds = %239
  %253 = add nuw nsw i64 %244, 258, !dbg !887
  %254 = icmp ult i64 %236, %253, !dbg !889
  br i1 %254, label %255, label %266, !dbg !890

255:                                              ; preds = %252
  %256 = sub nsw i64 %253, %236, !dbg !891
    #dbg_value(i64 %256, !704, !DIExpression(), !877)
  %257 = sub i64 %237, %236, !dbg !893
  %258 = tail call i64 @llvm.umin.i64(i64 %256, i64 %257), !dbg !895
    #dbg_value(i64 %258, !704, !DIExpression(), !877)
  %259 = load ptr, ptr %8, align 8, !dbg !896, !tbaa !366
  %260 = getelementptr inbounds i8, ptr %259, i64 %236, !dbg !896
  %261 = and i64 %258, 4294967295, !dbg !896
  tail call void @llvm.memset.p0.i64(ptr align 1 %260, i8 0, i64 %261, i1 false), !dbg !896
  %262 = load i64, ptr %235, align 8, !dbg !897, !tbaa !377
  %263 = add i64 %262, %258, !dbg !897
  br label %264, !dbg !898

264:                                              ; preds = %255, %246
  %265 = phi i64 [ %251, %246 ], [ %263, %255 ]
  store i64 %265, ptr %235, align 8, !dbg !899, !tbaa !377
  br label %266, !dbg !900

266:                                              ; preds = %264, %252, %234
  ret void, !dbg !900
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @deflateGetDictionary(ptr noundef readonly %0, ptr noundef writeonly %1, ptr noundef writeonly %2) local_unnamed_addr #3 !dbg !901 {
    #dbg_value(ptr %0, !906, !DIExpression(), !911)
    #dbg_value(ptr %1, !907, !DIExpression(), !911)
    #dbg_value(ptr %2, !908, !DIExpression(), !911)
    #dbg_value(ptr %0, !436, !DIExpression(), !912)
  %4 = icmp eq ptr %0, null, !dbg !915
  br i1 %4, label %48, label %5, !dbg !916

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !917
  %7 = load ptr, ptr %6, align 8, !dbg !917, !tbaa !278
  %8 = icmp eq ptr %7, null, !dbg !918
  br i1 %8, label %48, label %9, !dbg !919

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !920
  %11 = load ptr, ptr %10, align 8, !dbg !920, !tbaa !289
  %12 = icmp eq ptr %11, null, !dbg !921
  br i1 %12, label %48, label %13, !dbg !922

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !923
  %15 = load ptr, ptr %14, align 8, !dbg !923, !tbaa !324
    #dbg_value(ptr %15, !439, !DIExpression(), !912)
  %16 = icmp eq ptr %15, null, !dbg !924
  br i1 %16, label %48, label %17, !dbg !925

17:                                               ; preds = %13
  %18 = load ptr, ptr %15, align 8, !dbg !926, !tbaa !326
  %19 = icmp eq ptr %18, %0, !dbg !927
  br i1 %19, label %20, label %48, !dbg !928

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !929
  %22 = load i32, ptr %21, align 8, !dbg !929, !tbaa !332
  switch i32 %22, label %48 [
    i32 42, label %23
    i32 57, label %23
    i32 69, label %23
    i32 73, label %23
    i32 91, label %23
    i32 103, label %23
    i32 113, label %23
    i32 666, label %23
  ], !dbg !930

23:                                               ; preds = %20, %20, %20, %20, %20, %20, %20, %20
    #dbg_value(ptr %15, !909, !DIExpression(), !911)
  %24 = getelementptr inbounds i8, ptr %15, i64 172, !dbg !931
  %25 = load i32, ptr %24, align 4, !dbg !931, !tbaa !538
  %26 = getelementptr inbounds i8, ptr %15, i64 180, !dbg !932
  %27 = load i32, ptr %26, align 4, !dbg !932, !tbaa !544
  %28 = add i32 %27, %25, !dbg !933
    #dbg_value(i32 %28, !910, !DIExpression(), !911)
  %29 = getelementptr inbounds i8, ptr %15, i64 80, !dbg !934
  %30 = load i32, ptr %29, align 8, !dbg !934, !tbaa !342
  %31 = tail call i32 @llvm.umin.i32(i32 %28, i32 %30), !dbg !936
    #dbg_value(i32 %31, !910, !DIExpression(), !911)
  %32 = icmp ne ptr %1, null, !dbg !937
  %33 = icmp ne i32 %31, 0
  %34 = and i1 %32, %33, !dbg !939
  br i1 %34, label %35, label %45, !dbg !939

35:                                               ; preds = %23
  %36 = getelementptr inbounds i8, ptr %15, i64 96, !dbg !940
  %37 = load ptr, ptr %36, align 8, !dbg !940, !tbaa !366
  %38 = zext i32 %25 to i64, !dbg !941
  %39 = getelementptr inbounds i8, ptr %37, i64 %38, !dbg !941
  %40 = zext i32 %27 to i64, !dbg !942
  %41 = getelementptr inbounds i8, ptr %39, i64 %40, !dbg !942
  %42 = zext i32 %31 to i64, !dbg !943
  %43 = sub nsw i64 0, %42, !dbg !943
  %44 = getelementptr inbounds i8, ptr %41, i64 %43, !dbg !943
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr nonnull align 1 %44, i64 %42, i1 false), !dbg !944
  br label %45, !dbg !944

45:                                               ; preds = %35, %23
  %46 = icmp eq ptr %2, null, !dbg !945
  br i1 %46, label %48, label %47, !dbg !947

47:                                               ; preds = %45
  store i32 %31, ptr %2, align 4, !dbg !948, !tbaa !727
  br label %48, !dbg !949

48:                                               ; preds = %13, %17, %20, %3, %5, %9, %45, %47
  %49 = phi i32 [ 0, %47 ], [ 0, %45 ], [ -2, %9 ], [ -2, %5 ], [ -2, %3 ], [ -2, %20 ], [ -2, %17 ], [ -2, %13 ], !dbg !911
  ret i32 %49, !dbg !950
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @deflateResetKeep(ptr noundef %0) local_unnamed_addr #0 !dbg !951 {
    #dbg_value(ptr %0, !953, !DIExpression(), !955)
    #dbg_value(ptr %0, !436, !DIExpression(), !956)
  %2 = icmp eq ptr %0, null, !dbg !959
  br i1 %2, label %46, label %3, !dbg !960

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !961
  %5 = load ptr, ptr %4, align 8, !dbg !961, !tbaa !278
  %6 = icmp eq ptr %5, null, !dbg !962
  br i1 %6, label %46, label %7, !dbg !963

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !964
  %9 = load ptr, ptr %8, align 8, !dbg !964, !tbaa !289
  %10 = icmp eq ptr %9, null, !dbg !965
  br i1 %10, label %46, label %11, !dbg !966

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !967
  %13 = load ptr, ptr %12, align 8, !dbg !967, !tbaa !324
    #dbg_value(ptr %13, !439, !DIExpression(), !956)
  %14 = icmp eq ptr %13, null, !dbg !968
  br i1 %14, label %46, label %15, !dbg !969

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !dbg !970, !tbaa !326
  %17 = icmp eq ptr %16, %0, !dbg !971
  br i1 %17, label %18, label %46, !dbg !972

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !973
  %20 = load i32, ptr %19, align 8, !dbg !973, !tbaa !332
  switch i32 %20, label %46 [
    i32 42, label %21
    i32 57, label %21
    i32 69, label %21
    i32 73, label %21
    i32 91, label %21
    i32 103, label %21
    i32 113, label %21
    i32 666, label %21
  ], !dbg !974

21:                                               ; preds = %18, %18, %18, %18, %18, %18, %18, %18
  %22 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !975
  %23 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !976
  store i64 0, ptr %23, align 8, !dbg !977, !tbaa !825
  %24 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !978
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, i8 0, i64 16, i1 false), !dbg !979
  store i32 2, ptr %24, align 8, !dbg !980, !tbaa !981
    #dbg_value(ptr %13, !954, !DIExpression(), !955)
  %25 = getelementptr inbounds i8, ptr %13, i64 40, !dbg !982
  store i64 0, ptr %25, align 8, !dbg !983, !tbaa !984
  %26 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !985
  %27 = load ptr, ptr %26, align 8, !dbg !985, !tbaa !385
  %28 = getelementptr inbounds i8, ptr %13, i64 32, !dbg !986
  store ptr %27, ptr %28, align 8, !dbg !987, !tbaa !988
  %29 = getelementptr inbounds i8, ptr %13, i64 48, !dbg !989
  %30 = load i32, ptr %29, align 8, !dbg !989, !tbaa !335
  %31 = icmp slt i32 %30, 0, !dbg !991
  br i1 %31, label %32, label %34, !dbg !992

32:                                               ; preds = %21
  %33 = sub nsw i32 0, %30, !dbg !993
  store i32 %33, ptr %29, align 8, !dbg !995, !tbaa !335
  br label %34, !dbg !996

34:                                               ; preds = %32, %21
  %35 = phi i32 [ %33, %32 ], [ %30, %21 ], !dbg !997
  %36 = icmp eq i32 %35, 2, !dbg !998
  %37 = select i1 %36, i32 57, i32 42, !dbg !999
  store i32 %37, ptr %19, align 8, !dbg !1000, !tbaa !332
  br i1 %36, label %38, label %40, !dbg !1001

38:                                               ; preds = %34
  %39 = tail call i64 @crc32(i64 noundef 0, ptr noundef null, i32 noundef 0) #10, !dbg !1002
  br label %42, !dbg !1001

40:                                               ; preds = %34
  %41 = tail call i64 @adler32(i64 noundef 0, ptr noundef null, i32 noundef 0) #10, !dbg !1003
  br label %42, !dbg !1001

42:                                               ; preds = %40, %38
  %43 = phi i64 [ %39, %38 ], [ %41, %40 ], !dbg !1001
  %44 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !1004
  store i64 %43, ptr %44, align 8, !dbg !1005, !tbaa !614
  %45 = getelementptr inbounds i8, ptr %13, i64 76, !dbg !1006
  store i32 -2, ptr %45, align 4, !dbg !1007, !tbaa !1008
  tail call void @_tr_init(ptr noundef nonnull %13) #10, !dbg !1009
  br label %46, !dbg !1010

46:                                               ; preds = %11, %15, %18, %1, %3, %7, %42
  %47 = phi i32 [ 0, %42 ], [ -2, %7 ], [ -2, %3 ], [ -2, %1 ], [ -2, %18 ], [ -2, %15 ], [ -2, %11 ], !dbg !955
  ret i32 %47, !dbg !1011
}

declare !dbg !1012 i64 @crc32(i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1013 void @_tr_init(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @deflateSetHeader(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #3 !dbg !1014 {
    #dbg_value(ptr %0, !1018, !DIExpression(), !1020)
    #dbg_value(ptr %1, !1019, !DIExpression(), !1020)
    #dbg_value(ptr %0, !436, !DIExpression(), !1021)
  %3 = icmp eq ptr %0, null, !dbg !1024
  br i1 %3, label %28, label %4, !dbg !1025

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1026
  %6 = load ptr, ptr %5, align 8, !dbg !1026, !tbaa !278
  %7 = icmp eq ptr %6, null, !dbg !1027
  br i1 %7, label %28, label %8, !dbg !1028

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !1029
  %10 = load ptr, ptr %9, align 8, !dbg !1029, !tbaa !289
  %11 = icmp eq ptr %10, null, !dbg !1030
  br i1 %11, label %28, label %12, !dbg !1031

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1032
  %14 = load ptr, ptr %13, align 8, !dbg !1032, !tbaa !324
    #dbg_value(ptr %14, !439, !DIExpression(), !1021)
  %15 = icmp eq ptr %14, null, !dbg !1033
  br i1 %15, label %28, label %16, !dbg !1034

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !dbg !1035, !tbaa !326
  %18 = icmp eq ptr %17, %0, !dbg !1036
  br i1 %18, label %19, label %28, !dbg !1037

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !1038
  %21 = load i32, ptr %20, align 8, !dbg !1038, !tbaa !332
  switch i32 %21, label %28 [
    i32 42, label %22
    i32 57, label %22
    i32 69, label %22
    i32 73, label %22
    i32 91, label %22
    i32 103, label %22
    i32 113, label %22
    i32 666, label %22
  ], !dbg !1039

22:                                               ; preds = %19, %19, %19, %19, %19, %19, %19, %19
  %23 = getelementptr inbounds i8, ptr %14, i64 48, !dbg !1040
  %24 = load i32, ptr %23, align 8, !dbg !1040, !tbaa !335
  %25 = icmp eq i32 %24, 2, !dbg !1041
  br i1 %25, label %26, label %28, !dbg !1042

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %14, i64 56, !dbg !1043
  store ptr %1, ptr %27, align 8, !dbg !1044, !tbaa !1045
  br label %28, !dbg !1046

28:                                               ; preds = %12, %16, %19, %2, %4, %8, %22, %26
  %29 = phi i32 [ 0, %26 ], [ -2, %22 ], [ -2, %8 ], [ -2, %4 ], [ -2, %2 ], [ -2, %19 ], [ -2, %16 ], [ -2, %12 ], !dbg !1020
  ret i32 %29, !dbg !1047
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -5, 1) i32 @deflatePending(ptr noundef readonly %0, ptr noundef writeonly %1, ptr noundef writeonly %2) local_unnamed_addr #5 !dbg !1048 {
    #dbg_value(ptr %0, !1054, !DIExpression(), !1057)
    #dbg_value(ptr %1, !1055, !DIExpression(), !1057)
    #dbg_value(ptr %2, !1056, !DIExpression(), !1057)
    #dbg_value(ptr %0, !436, !DIExpression(), !1058)
  %4 = icmp eq ptr %0, null, !dbg !1061
  br i1 %4, label %37, label %5, !dbg !1062

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1063
  %7 = load ptr, ptr %6, align 8, !dbg !1063, !tbaa !278
  %8 = icmp eq ptr %7, null, !dbg !1064
  br i1 %8, label %37, label %9, !dbg !1065

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !1066
  %11 = load ptr, ptr %10, align 8, !dbg !1066, !tbaa !289
  %12 = icmp eq ptr %11, null, !dbg !1067
  br i1 %12, label %37, label %13, !dbg !1068

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1069
  %15 = load ptr, ptr %14, align 8, !dbg !1069, !tbaa !324
    #dbg_value(ptr %15, !439, !DIExpression(), !1058)
  %16 = icmp eq ptr %15, null, !dbg !1070
  br i1 %16, label %37, label %17, !dbg !1071

17:                                               ; preds = %13
  %18 = load ptr, ptr %15, align 8, !dbg !1072, !tbaa !326
  %19 = icmp eq ptr %18, %0, !dbg !1073
  br i1 %19, label %20, label %37, !dbg !1074

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !1075
  %22 = load i32, ptr %21, align 8, !dbg !1075, !tbaa !332
  switch i32 %22, label %37 [
    i32 42, label %23
    i32 57, label %23
    i32 69, label %23
    i32 73, label %23
    i32 91, label %23
    i32 103, label %23
    i32 113, label %23
    i32 666, label %23
  ], !dbg !1076

23:                                               ; preds = %20, %20, %20, %20, %20, %20, %20, %20
  %24 = icmp eq ptr %2, null, !dbg !1077
  br i1 %24, label %28, label %25, !dbg !1079

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %15, i64 5940, !dbg !1080
  %27 = load i32, ptr %26, align 4, !dbg !1080, !tbaa !1081
  store i32 %27, ptr %2, align 4, !dbg !1082, !tbaa !727
  br label %28, !dbg !1083

28:                                               ; preds = %25, %23
  %29 = icmp eq ptr %1, null, !dbg !1084
  br i1 %29, label %37, label %30, !dbg !1086

30:                                               ; preds = %28
  %31 = getelementptr inbounds i8, ptr %15, i64 40, !dbg !1087
  %32 = load i64, ptr %31, align 8, !dbg !1087, !tbaa !984
  %33 = trunc i64 %32 to i32, !dbg !1089
  %34 = icmp ult i64 %32, 4294967296, !dbg !1090
  %35 = select i1 %34, i32 %33, i32 -1, !dbg !1092
  store i32 %35, ptr %1, align 4, !dbg !1093
  %36 = select i1 %34, i32 0, i32 -5, !dbg !1092
  br label %37, !dbg !1092

37:                                               ; preds = %13, %17, %20, %3, %5, %9, %30, %28
  %38 = phi i32 [ 0, %28 ], [ %36, %30 ], [ -2, %9 ], [ -2, %5 ], [ -2, %3 ], [ -2, %20 ], [ -2, %17 ], [ -2, %13 ], !dbg !1057
  ret i32 %38, !dbg !1094
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @deflateUsed(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #5 !dbg !1095 {
    #dbg_value(ptr %0, !1099, !DIExpression(), !1101)
    #dbg_value(ptr %1, !1100, !DIExpression(), !1101)
    #dbg_value(ptr %0, !436, !DIExpression(), !1102)
  %3 = icmp eq ptr %0, null, !dbg !1105
  br i1 %3, label %27, label %4, !dbg !1106

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1107
  %6 = load ptr, ptr %5, align 8, !dbg !1107, !tbaa !278
  %7 = icmp eq ptr %6, null, !dbg !1108
  br i1 %7, label %27, label %8, !dbg !1109

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !1110
  %10 = load ptr, ptr %9, align 8, !dbg !1110, !tbaa !289
  %11 = icmp eq ptr %10, null, !dbg !1111
  br i1 %11, label %27, label %12, !dbg !1112

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1113
  %14 = load ptr, ptr %13, align 8, !dbg !1113, !tbaa !324
    #dbg_value(ptr %14, !439, !DIExpression(), !1102)
  %15 = icmp eq ptr %14, null, !dbg !1114
  br i1 %15, label %27, label %16, !dbg !1115

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !dbg !1116, !tbaa !326
  %18 = icmp eq ptr %17, %0, !dbg !1117
  br i1 %18, label %19, label %27, !dbg !1118

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !1119
  %21 = load i32, ptr %20, align 8, !dbg !1119, !tbaa !332
  switch i32 %21, label %27 [
    i32 42, label %22
    i32 57, label %22
    i32 69, label %22
    i32 73, label %22
    i32 91, label %22
    i32 103, label %22
    i32 113, label %22
    i32 666, label %22
  ], !dbg !1120

22:                                               ; preds = %19, %19, %19, %19, %19, %19, %19, %19
  %23 = icmp eq ptr %1, null, !dbg !1121
  br i1 %23, label %27, label %24, !dbg !1123

24:                                               ; preds = %22
  %25 = getelementptr inbounds i8, ptr %14, i64 5944, !dbg !1124
  %26 = load i32, ptr %25, align 8, !dbg !1124, !tbaa !1125
  store i32 %26, ptr %1, align 4, !dbg !1126, !tbaa !727
  br label %27, !dbg !1127

27:                                               ; preds = %12, %16, %19, %2, %4, %8, %22, %24
  %28 = phi i32 [ 0, %24 ], [ 0, %22 ], [ -2, %8 ], [ -2, %4 ], [ -2, %2 ], [ -2, %19 ], [ -2, %16 ], [ -2, %12 ], !dbg !1101
  ret i32 %28, !dbg !1128
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -5, 1) i32 @deflatePrime(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !1129 {
    #dbg_value(ptr %0, !1133, !DIExpression(), !1138)
    #dbg_value(i32 %1, !1134, !DIExpression(), !1138)
    #dbg_value(i32 %2, !1135, !DIExpression(), !1138)
    #dbg_value(ptr %0, !436, !DIExpression(), !1139)
  %4 = icmp eq ptr %0, null, !dbg !1142
  br i1 %4, label %52, label %5, !dbg !1143

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1144
  %7 = load ptr, ptr %6, align 8, !dbg !1144, !tbaa !278
  %8 = icmp eq ptr %7, null, !dbg !1145
  br i1 %8, label %52, label %9, !dbg !1146

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !1147
  %11 = load ptr, ptr %10, align 8, !dbg !1147, !tbaa !289
  %12 = icmp eq ptr %11, null, !dbg !1148
  br i1 %12, label %52, label %13, !dbg !1149

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1150
  %15 = load ptr, ptr %14, align 8, !dbg !1150, !tbaa !324
    #dbg_value(ptr %15, !439, !DIExpression(), !1139)
  %16 = icmp eq ptr %15, null, !dbg !1151
  br i1 %16, label %52, label %17, !dbg !1152

17:                                               ; preds = %13
  %18 = load ptr, ptr %15, align 8, !dbg !1153, !tbaa !326
  %19 = icmp eq ptr %18, %0, !dbg !1154
  br i1 %19, label %20, label %52, !dbg !1155

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !1156
  %22 = load i32, ptr %21, align 8, !dbg !1156, !tbaa !332
  switch i32 %22, label %52 [
    i32 42, label %23
    i32 57, label %23
    i32 69, label %23
    i32 73, label %23
    i32 91, label %23
    i32 103, label %23
    i32 113, label %23
    i32 666, label %23
  ], !dbg !1157

23:                                               ; preds = %20, %20, %20, %20, %20, %20, %20, %20
    #dbg_value(ptr %15, !1136, !DIExpression(), !1138)
  %24 = icmp ugt i32 %1, 16, !dbg !1158
  br i1 %24, label %52, label %25, !dbg !1158

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %15, i64 5888, !dbg !1160
  %27 = load ptr, ptr %26, align 8, !dbg !1160, !tbaa !412
  %28 = getelementptr inbounds i8, ptr %15, i64 32, !dbg !1161
  %29 = load ptr, ptr %28, align 8, !dbg !1161, !tbaa !988
  %30 = getelementptr inbounds i8, ptr %29, i64 2, !dbg !1162
  %31 = icmp ult ptr %27, %30, !dbg !1163
  br i1 %31, label %52, label %32, !dbg !1164

32:                                               ; preds = %25
  %33 = getelementptr inbounds i8, ptr %15, i64 5940
  %34 = getelementptr inbounds i8, ptr %15, i64 5936
  br label %35, !dbg !1165

35:                                               ; preds = %32, %35
  %36 = phi i32 [ %50, %35 ], [ %1, %32 ]
  %37 = phi i32 [ %49, %35 ], [ %2, %32 ]
    #dbg_value(i32 %37, !1135, !DIExpression(), !1138)
    #dbg_value(i32 %36, !1134, !DIExpression(), !1138)
  %38 = load i32, ptr %33, align 4, !dbg !1166, !tbaa !1081
  %39 = sub nsw i32 16, %38, !dbg !1168
    #dbg_value(i32 %39, !1137, !DIExpression(), !1138)
  %40 = tail call i32 @llvm.smin.i32(i32 %39, i32 %36), !dbg !1169
    #dbg_value(i32 %40, !1137, !DIExpression(), !1138)
  %41 = shl nsw i32 -1, %40, !dbg !1170
  %42 = xor i32 %41, -1, !dbg !1170
  %43 = and i32 %37, %42, !dbg !1171
  %44 = shl i32 %43, %38, !dbg !1172
  %45 = load i16, ptr %34, align 8, !dbg !1173, !tbaa !1174
  %46 = trunc i32 %44 to i16, !dbg !1173
  %47 = or i16 %45, %46, !dbg !1173
  store i16 %47, ptr %34, align 8, !dbg !1173, !tbaa !1174
  %48 = add nsw i32 %40, %38, !dbg !1175
  store i32 %48, ptr %33, align 4, !dbg !1175, !tbaa !1081
  tail call void @_tr_flush_bits(ptr noundef nonnull %15) #10, !dbg !1176
  %49 = ashr i32 %37, %40, !dbg !1177
    #dbg_value(i32 %49, !1135, !DIExpression(), !1138)
  %50 = sub nsw i32 %36, %40, !dbg !1178
    #dbg_value(i32 %50, !1134, !DIExpression(), !1138)
  %51 = icmp eq i32 %50, 0, !dbg !1179
  br i1 %51, label %52, label %35, !dbg !1179, !llvm.loop !1180

52:                                               ; preds = %35, %13, %17, %20, %3, %5, %9, %23, %25
  %53 = phi i32 [ -5, %25 ], [ -5, %23 ], [ -2, %9 ], [ -2, %5 ], [ -2, %3 ], [ -2, %20 ], [ -2, %17 ], [ -2, %13 ], [ 0, %35 ], !dbg !1138
  ret i32 %53, !dbg !1182
}

declare !dbg !1183 void @_tr_flush_bits(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @deflateParams(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !1184 {
    #dbg_value(ptr %0, !1186, !DIExpression(), !1194)
    #dbg_value(i32 %1, !1187, !DIExpression(), !1194)
    #dbg_value(i32 %2, !1188, !DIExpression(), !1194)
    #dbg_value(ptr %0, !436, !DIExpression(), !1195)
  %4 = icmp eq ptr %0, null, !dbg !1198
  br i1 %4, label %105, label %5, !dbg !1199

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1200
  %7 = load ptr, ptr %6, align 8, !dbg !1200, !tbaa !278
  %8 = icmp eq ptr %7, null, !dbg !1201
  br i1 %8, label %105, label %9, !dbg !1202

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !1203
  %11 = load ptr, ptr %10, align 8, !dbg !1203, !tbaa !289
  %12 = icmp eq ptr %11, null, !dbg !1204
  br i1 %12, label %105, label %13, !dbg !1205

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1206
  %15 = load ptr, ptr %14, align 8, !dbg !1206, !tbaa !324
    #dbg_value(ptr %15, !439, !DIExpression(), !1195)
  %16 = icmp eq ptr %15, null, !dbg !1207
  br i1 %16, label %105, label %17, !dbg !1208

17:                                               ; preds = %13
  %18 = load ptr, ptr %15, align 8, !dbg !1209, !tbaa !326
  %19 = icmp eq ptr %18, %0, !dbg !1210
  br i1 %19, label %20, label %105, !dbg !1211

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !1212
  %22 = load i32, ptr %21, align 8, !dbg !1212, !tbaa !332
  switch i32 %22, label %105 [
    i32 42, label %23
    i32 57, label %23
    i32 69, label %23
    i32 73, label %23
    i32 91, label %23
    i32 103, label %23
    i32 113, label %23
    i32 666, label %23
  ], !dbg !1213

23:                                               ; preds = %20, %20, %20, %20, %20, %20, %20, %20
    #dbg_value(ptr %15, !1189, !DIExpression(), !1194)
  %24 = icmp eq i32 %1, -1, !dbg !1214
  %25 = select i1 %24, i32 6, i32 %1, !dbg !1216
    #dbg_value(i32 %25, !1187, !DIExpression(), !1194)
  %26 = icmp ugt i32 %25, 9, !dbg !1217
  %27 = icmp ugt i32 %2, 4, !dbg !1217
  %28 = or i1 %27, %26, !dbg !1217
  br i1 %28, label %105, label %29, !dbg !1217

29:                                               ; preds = %23
  %30 = getelementptr inbounds i8, ptr %15, i64 196, !dbg !1219
    #dbg_value(ptr poison, !1190, !DIExpression(), !1194)
  %31 = getelementptr inbounds i8, ptr %15, i64 200, !dbg !1220
  %32 = load i32, ptr %31, align 8, !dbg !1220, !tbaa !422
  %33 = icmp eq i32 %32, %2, !dbg !1221
  br i1 %33, label %34, label %43, !dbg !1222

34:                                               ; preds = %29
  %35 = load i32, ptr %30, align 4, !dbg !1219, !tbaa !419
  %36 = sext i32 %35 to i64, !dbg !1223
  %37 = getelementptr inbounds [10 x %struct.config_s], ptr @configuration_table, i64 0, i64 %36, i32 4, !dbg !1224
  %38 = load ptr, ptr %37, align 8, !dbg !1224, !tbaa !1225
    #dbg_value(ptr %38, !1190, !DIExpression(), !1194)
  %39 = zext nneg i32 %25 to i64, !dbg !1226
  %40 = getelementptr inbounds [10 x %struct.config_s], ptr @configuration_table, i64 0, i64 %39, i32 4, !dbg !1227
  %41 = load ptr, ptr %40, align 8, !dbg !1227, !tbaa !1225
  %42 = icmp eq ptr %38, %41, !dbg !1228
  br i1 %42, label %66, label %43, !dbg !1229

43:                                               ; preds = %34, %29
  %44 = getelementptr inbounds i8, ptr %15, i64 76, !dbg !1230
  %45 = load i32, ptr %44, align 4, !dbg !1230, !tbaa !1008
  %46 = icmp eq i32 %45, -2, !dbg !1231
  br i1 %46, label %66, label %47, !dbg !1232

47:                                               ; preds = %43
  %48 = tail call i32 @deflate(ptr noundef nonnull %0, i32 noundef 5), !dbg !1233
    #dbg_value(i32 %48, !1191, !DIExpression(), !1234)
  %49 = icmp eq i32 %48, -2, !dbg !1235
  br i1 %49, label %105, label %50, !dbg !1237

50:                                               ; preds = %47
  %51 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1238
  %52 = load i32, ptr %51, align 8, !dbg !1238, !tbaa !636
  %53 = icmp eq i32 %52, 0, !dbg !1240
  br i1 %53, label %54, label %105, !dbg !1241

54:                                               ; preds = %50
  %55 = getelementptr inbounds i8, ptr %15, i64 172, !dbg !1242
  %56 = load i32, ptr %55, align 4, !dbg !1242, !tbaa !538
  %57 = zext i32 %56 to i64, !dbg !1243
  %58 = getelementptr inbounds i8, ptr %15, i64 152, !dbg !1244
  %59 = load i64, ptr %58, align 8, !dbg !1244, !tbaa !541
  %60 = sub nsw i64 %57, %59, !dbg !1245
  %61 = getelementptr inbounds i8, ptr %15, i64 180, !dbg !1246
  %62 = load i32, ptr %61, align 4, !dbg !1246, !tbaa !544
  %63 = zext i32 %62 to i64, !dbg !1247
  %64 = sub nsw i64 0, %63, !dbg !1248
  %65 = icmp eq i64 %60, %64, !dbg !1248
  br i1 %65, label %66, label %105

66:                                               ; preds = %54, %43, %34
  %67 = load i32, ptr %30, align 4, !dbg !1249, !tbaa !419
  %68 = icmp eq i32 %67, %25, !dbg !1251
  br i1 %68, label %104, label %69, !dbg !1252

69:                                               ; preds = %66
  %70 = icmp eq i32 %67, 0, !dbg !1253
  br i1 %70, label %71, label %86, !dbg !1256

71:                                               ; preds = %69
  %72 = getelementptr inbounds i8, ptr %15, i64 5928, !dbg !1257
  %73 = load i32, ptr %72, align 8, !dbg !1257, !tbaa !1258
  switch i32 %73, label %75 [
    i32 0, label %86
    i32 1, label %74
  ], !dbg !1259

74:                                               ; preds = %71
  tail call fastcc void @slide_hash(ptr noundef nonnull %15), !dbg !1260
  br label %85, !dbg !1260

75:                                               ; preds = %71
  %76 = getelementptr inbounds i8, ptr %15, i64 120, !dbg !1263
  %77 = load ptr, ptr %76, align 8, !dbg !1263, !tbaa !374
  %78 = getelementptr inbounds i8, ptr %15, i64 132, !dbg !1263
  %79 = load i32, ptr %78, align 4, !dbg !1263, !tbaa !354
  %80 = add i32 %79, -1, !dbg !1263
  %81 = zext i32 %80 to i64, !dbg !1263
  %82 = getelementptr inbounds i16, ptr %77, i64 %81, !dbg !1263
  store i16 0, ptr %82, align 2, !dbg !1263, !tbaa !508
  %83 = shl nuw nsw i64 %81, 1, !dbg !1263
  tail call void @llvm.memset.p0.i64(ptr align 2 %77, i8 0, i64 %83, i1 false), !dbg !1263
  %84 = getelementptr inbounds i8, ptr %15, i64 5960, !dbg !1263
  store i32 0, ptr %84, align 8, !dbg !1263, !tbaa !509
  br label %85

85:                                               ; preds = %75, %74
  store i32 0, ptr %72, align 8, !dbg !1265, !tbaa !1258
  br label %86, !dbg !1266

86:                                               ; preds = %71, %85, %69
  store i32 %25, ptr %30, align 4, !dbg !1267, !tbaa !419
  %87 = zext nneg i32 %25 to i64, !dbg !1268
  %88 = getelementptr inbounds [10 x %struct.config_s], ptr @configuration_table, i64 0, i64 %87, !dbg !1268
  %89 = getelementptr inbounds i8, ptr %88, i64 2, !dbg !1269
  %90 = load i16, ptr %89, align 2, !dbg !1269, !tbaa !513
  %91 = zext i16 %90 to i32, !dbg !1268
  %92 = getelementptr inbounds i8, ptr %15, i64 192, !dbg !1270
  store i32 %91, ptr %92, align 8, !dbg !1271, !tbaa !517
  %93 = load i16, ptr %88, align 16, !dbg !1272, !tbaa !520
  %94 = zext i16 %93 to i32, !dbg !1273
  %95 = getelementptr inbounds i8, ptr %15, i64 204, !dbg !1274
  store i32 %94, ptr %95, align 4, !dbg !1275, !tbaa !523
  %96 = getelementptr inbounds i8, ptr %88, i64 4, !dbg !1276
  %97 = load i16, ptr %96, align 4, !dbg !1276, !tbaa !525
  %98 = zext i16 %97 to i32, !dbg !1277
  %99 = getelementptr inbounds i8, ptr %15, i64 208, !dbg !1278
  store i32 %98, ptr %99, align 8, !dbg !1279, !tbaa !529
  %100 = getelementptr inbounds i8, ptr %88, i64 6, !dbg !1280
  %101 = load i16, ptr %100, align 2, !dbg !1280, !tbaa !531
  %102 = zext i16 %101 to i32, !dbg !1281
  %103 = getelementptr inbounds i8, ptr %15, i64 188, !dbg !1282
  store i32 %102, ptr %103, align 4, !dbg !1283, !tbaa !535
  br label %104, !dbg !1284

104:                                              ; preds = %86, %66
  store i32 %2, ptr %31, align 8, !dbg !1285, !tbaa !422
  br label %105, !dbg !1286

105:                                              ; preds = %50, %47, %13, %17, %20, %3, %5, %9, %23, %54, %104
  %106 = phi i32 [ 0, %104 ], [ -5, %54 ], [ -2, %23 ], [ -2, %9 ], [ -2, %5 ], [ -2, %3 ], [ -2, %20 ], [ -2, %17 ], [ -2, %13 ], [ -5, %50 ], [ -2, %47 ], !dbg !1194
  ret i32 %106, !dbg !1287
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -5, 2) i32 @deflate(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !1288 {
    #dbg_value(ptr %0, !1292, !DIExpression(), !1323)
    #dbg_value(i32 %1, !1293, !DIExpression(), !1323)
    #dbg_value(ptr %0, !436, !DIExpression(), !1324)
  %3 = icmp eq ptr %0, null, !dbg !1327
  br i1 %3, label %949, label %4, !dbg !1328

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1329
  %6 = load ptr, ptr %5, align 8, !dbg !1329, !tbaa !278
  %7 = icmp eq ptr %6, null, !dbg !1330
  br i1 %7, label %949, label %8, !dbg !1331

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !1332
  %10 = load ptr, ptr %9, align 8, !dbg !1332, !tbaa !289
  %11 = icmp eq ptr %10, null, !dbg !1333
  br i1 %11, label %949, label %12, !dbg !1334

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1335
  %14 = load ptr, ptr %13, align 8, !dbg !1335, !tbaa !324
    #dbg_value(ptr %14, !439, !DIExpression(), !1324)
  %15 = icmp eq ptr %14, null, !dbg !1336
  br i1 %15, label %949, label %16, !dbg !1337

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !dbg !1338, !tbaa !326
  %18 = icmp eq ptr %17, %0, !dbg !1339
  br i1 %18, label %19, label %949, !dbg !1340

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !1341
  %21 = load i32, ptr %20, align 8, !dbg !1341, !tbaa !332
  switch i32 %21, label %949 [
    i32 42, label %22
    i32 57, label %22
    i32 69, label %22
    i32 73, label %22
    i32 91, label %22
    i32 103, label %22
    i32 113, label %22
    i32 666, label %22
  ], !dbg !1342

22:                                               ; preds = %19, %19, %19, %19, %19, %19, %19, %19
  %23 = icmp ugt i32 %1, 5, !dbg !1343
  br i1 %23, label %949, label %24, !dbg !1343

24:                                               ; preds = %22
    #dbg_value(ptr %14, !1295, !DIExpression(), !1323)
  %25 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1344
  %26 = load ptr, ptr %25, align 8, !dbg !1344, !tbaa !1346
  %27 = icmp eq ptr %26, null, !dbg !1347
  br i1 %27, label %39, label %28, !dbg !1348

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1349
  %30 = load i32, ptr %29, align 8, !dbg !1349, !tbaa !636
  %31 = icmp eq i32 %30, 0, !dbg !1350
  br i1 %31, label %35, label %32, !dbg !1351

32:                                               ; preds = %28
  %33 = load ptr, ptr %0, align 8, !dbg !1352, !tbaa !638
  %34 = icmp eq ptr %33, null, !dbg !1353
  br i1 %34, label %39, label %35, !dbg !1354

35:                                               ; preds = %32, %28
  %36 = icmp eq i32 %21, 666, !dbg !1355
  %37 = icmp ne i32 %1, 4
  %38 = and i1 %37, %36, !dbg !1356
  br i1 %38, label %39, label %42, !dbg !1356

39:                                               ; preds = %35, %32, %24
  %40 = load ptr, ptr getelementptr inbounds (i8, ptr @z_errmsg, i64 32), align 16, !dbg !1357, !tbaa !405
  %41 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1357
  store ptr %40, ptr %41, align 8, !dbg !1357, !tbaa !271
  br label %949, !dbg !1357

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1359
  %44 = load i32, ptr %43, align 8, !dbg !1359, !tbaa !1361
  %45 = icmp eq i32 %44, 0, !dbg !1362
  br i1 %45, label %46, label %49, !dbg !1363

46:                                               ; preds = %42
  %47 = load ptr, ptr getelementptr inbounds (i8, ptr @z_errmsg, i64 56), align 8, !dbg !1364, !tbaa !405
  %48 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1364
  store ptr %47, ptr %48, align 8, !dbg !1364, !tbaa !271
  br label %949, !dbg !1364

49:                                               ; preds = %42
  %50 = getelementptr inbounds i8, ptr %14, i64 76, !dbg !1365
  %51 = load i32, ptr %50, align 4, !dbg !1365, !tbaa !1008
    #dbg_value(i32 %51, !1294, !DIExpression(), !1323)
  store i32 %1, ptr %50, align 4, !dbg !1366, !tbaa !1008
  %52 = getelementptr inbounds i8, ptr %14, i64 40, !dbg !1367
  %53 = load i64, ptr %52, align 8, !dbg !1367, !tbaa !984
  %54 = icmp eq i64 %53, 0, !dbg !1369
  br i1 %54, label %90, label %55, !dbg !1370

55:                                               ; preds = %49
    #dbg_value(ptr %0, !1371, !DIExpression(), !1378)
    #dbg_value(ptr %14, !1377, !DIExpression(), !1378)
  tail call void @_tr_flush_bits(ptr noundef nonnull %14) #10, !dbg !1381
  %56 = load i64, ptr %52, align 8, !dbg !1382, !tbaa !984
  %57 = load i32, ptr %43, align 8, !dbg !1383, !tbaa !1361
  %58 = zext i32 %57 to i64, !dbg !1384
  %59 = icmp ugt i64 %56, %58, !dbg !1385
  %60 = trunc nuw i64 %56 to i32, !dbg !1386
  %61 = select i1 %59, i32 %57, i32 %60, !dbg !1386
    #dbg_value(i32 %61, !1376, !DIExpression(), !1378)
  %62 = icmp eq i32 %61, 0, !dbg !1387
  br i1 %62, label %83, label %63, !dbg !1389

63:                                               ; preds = %55
  %64 = load ptr, ptr %25, align 8, !dbg !1390, !tbaa !1346
  %65 = getelementptr inbounds i8, ptr %14, i64 32, !dbg !1391
  %66 = load ptr, ptr %65, align 8, !dbg !1391, !tbaa !988
  %67 = zext i32 %61 to i64, !dbg !1392
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %64, ptr align 1 %66, i64 %67, i1 false), !dbg !1393
  %68 = load ptr, ptr %25, align 8, !dbg !1394, !tbaa !1346
  %69 = getelementptr inbounds i8, ptr %68, i64 %67, !dbg !1394
  store ptr %69, ptr %25, align 8, !dbg !1394, !tbaa !1346
  %70 = load ptr, ptr %65, align 8, !dbg !1395, !tbaa !988
  %71 = getelementptr inbounds i8, ptr %70, i64 %67, !dbg !1395
  store ptr %71, ptr %65, align 8, !dbg !1395, !tbaa !988
  %72 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1396
  %73 = load i64, ptr %72, align 8, !dbg !1397, !tbaa !1398
  %74 = add i64 %73, %67, !dbg !1397
  store i64 %74, ptr %72, align 8, !dbg !1397, !tbaa !1398
  %75 = load i32, ptr %43, align 8, !dbg !1399, !tbaa !1361
  %76 = sub i32 %75, %61, !dbg !1399
  store i32 %76, ptr %43, align 8, !dbg !1399, !tbaa !1361
  %77 = load i64, ptr %52, align 8, !dbg !1400, !tbaa !984
  %78 = sub i64 %77, %67, !dbg !1400
  store i64 %78, ptr %52, align 8, !dbg !1400, !tbaa !984
  %79 = icmp eq i64 %77, %67, !dbg !1401
  br i1 %79, label %80, label %83, !dbg !1403

80:                                               ; preds = %63
  %81 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !1404
  %82 = load ptr, ptr %81, align 8, !dbg !1404, !tbaa !385
  store ptr %82, ptr %65, align 8, !dbg !1406, !tbaa !988
  br label %83, !dbg !1407

83:                                               ; preds = %55, %80, %63
  %84 = phi i64 [ %78, %63 ], [ %78, %80 ], [ %56, %55 ]
  %85 = phi i32 [ %76, %63 ], [ %76, %80 ], [ %57, %55 ], !dbg !1408
  %86 = icmp eq i32 %85, 0, !dbg !1410
  br i1 %86, label %89, label %87, !dbg !1411

87:                                               ; preds = %83
  %88 = load i32, ptr %20, align 8, !dbg !1412, !tbaa !332
  br label %105, !dbg !1411

89:                                               ; preds = %83
  store i32 -1, ptr %50, align 4, !dbg !1414, !tbaa !1008
  br label %949, !dbg !1416

90:                                               ; preds = %49
  br i1 %31, label %91, label %105, !dbg !1417

91:                                               ; preds = %90
  %92 = shl nuw nsw i32 %1, 1, !dbg !1419
  %93 = icmp eq i32 %1, 5, !dbg !1419
  %94 = select i1 %93, i32 -9, i32 0, !dbg !1419
  %95 = add nsw i32 %94, %92, !dbg !1419
  %96 = shl nsw i32 %51, 1, !dbg !1420
  %97 = icmp sgt i32 %51, 4, !dbg !1420
  %98 = select i1 %97, i32 -9, i32 0, !dbg !1420
  %99 = add i32 %98, %96, !dbg !1420
  %100 = icmp sle i32 %95, %99, !dbg !1421
  %101 = and i1 %37, %100, !dbg !1422
  br i1 %101, label %102, label %105, !dbg !1422

102:                                              ; preds = %91
  %103 = load ptr, ptr getelementptr inbounds (i8, ptr @z_errmsg, i64 56), align 8, !dbg !1423, !tbaa !405
  %104 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1423
  store ptr %103, ptr %104, align 8, !dbg !1423, !tbaa !271
  br label %949, !dbg !1423

105:                                              ; preds = %87, %90, %91
  %106 = phi i64 [ %84, %87 ], [ 0, %90 ], [ 0, %91 ]
  %107 = phi i32 [ %88, %87 ], [ %21, %90 ], [ %21, %91 ], !dbg !1412
  switch i32 %107, label %195 [
    i32 666, label %108
    i32 42, label %114
  ], !dbg !1425

108:                                              ; preds = %105
  %109 = load i32, ptr %29, align 8, !dbg !1426, !tbaa !636
  %110 = icmp eq i32 %109, 0, !dbg !1427
  br i1 %110, label %786, label %111, !dbg !1428

111:                                              ; preds = %108
  %112 = load ptr, ptr getelementptr inbounds (i8, ptr @z_errmsg, i64 56), align 8, !dbg !1429, !tbaa !405
  %113 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1429
  store ptr %112, ptr %113, align 8, !dbg !1429, !tbaa !271
  br label %949, !dbg !1429

114:                                              ; preds = %105
  %115 = getelementptr inbounds i8, ptr %14, i64 48, !dbg !1431
  %116 = load i32, ptr %115, align 8, !dbg !1431, !tbaa !335
  %117 = icmp eq i32 %116, 0, !dbg !1433
  br i1 %117, label %118, label %119, !dbg !1434

118:                                              ; preds = %114
  store i32 113, ptr %20, align 8, !dbg !1435, !tbaa !332
  br label %783, !dbg !1436

119:                                              ; preds = %114
  %120 = getelementptr inbounds i8, ptr %14, i64 84, !dbg !1437
  %121 = load i32, ptr %120, align 4, !dbg !1437, !tbaa !338
  %122 = shl i32 %121, 12, !dbg !1438
  %123 = add i32 %122, -30720, !dbg !1439
    #dbg_value(i32 %123, !1296, !DIExpression(), !1440)
  %124 = getelementptr inbounds i8, ptr %14, i64 200, !dbg !1441
  %125 = load i32, ptr %124, align 8, !dbg !1441, !tbaa !422
  %126 = icmp sgt i32 %125, 1, !dbg !1443
  br i1 %126, label %136, label %127, !dbg !1444

127:                                              ; preds = %119
  %128 = getelementptr inbounds i8, ptr %14, i64 196, !dbg !1445
  %129 = load i32, ptr %128, align 4, !dbg !1445, !tbaa !419
  %130 = icmp slt i32 %129, 2, !dbg !1446
  br i1 %130, label %136, label %131, !dbg !1447

131:                                              ; preds = %127
  %132 = icmp ult i32 %129, 6, !dbg !1448
  br i1 %132, label %136, label %133, !dbg !1450

133:                                              ; preds = %131
  %134 = icmp eq i32 %129, 6, !dbg !1451
  %135 = select i1 %134, i32 128, i32 192
  br label %136

136:                                              ; preds = %133, %131, %119, %127
  %137 = phi i32 [ 0, %127 ], [ 0, %119 ], [ 64, %131 ], [ %135, %133 ], !dbg !1453
    #dbg_value(i32 %137, !1299, !DIExpression(), !1440)
  %138 = or disjoint i32 %137, %123, !dbg !1454
    #dbg_value(i32 %138, !1296, !DIExpression(), !1440)
  %139 = getelementptr inbounds i8, ptr %14, i64 172, !dbg !1455
  %140 = load i32, ptr %139, align 4, !dbg !1455, !tbaa !538
  %141 = icmp eq i32 %140, 0, !dbg !1457
  %142 = or disjoint i32 %138, 32
  %143 = select i1 %141, i32 %138, i32 %142, !dbg !1458
    #dbg_value(i32 %143, !1296, !DIExpression(), !1440)
  %144 = urem i32 %143, 31, !dbg !1459
  %145 = or disjoint i32 %144, %143, !dbg !1460
    #dbg_value(!DIArgList(i32 %144, i32 %143), !1296, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 31, DW_OP_xor, DW_OP_stack_value), !1440)
    #dbg_value(ptr %14, !1461, !DIExpression(), !1467)
    #dbg_value(!DIArgList(i32 %144, i32 %143), !1466, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 31, DW_OP_xor, DW_OP_stack_value), !1467)
  %146 = lshr i32 %143, 8, !dbg !1469
  %147 = trunc i32 %146 to i8, !dbg !1469
  %148 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !1469
  %149 = load ptr, ptr %148, align 8, !dbg !1469, !tbaa !385
  %150 = add i64 %106, 1, !dbg !1469
  store i64 %150, ptr %52, align 8, !dbg !1469, !tbaa !984
  %151 = getelementptr inbounds i8, ptr %149, i64 %106, !dbg !1469
  store i8 %147, ptr %151, align 1, !dbg !1469, !tbaa !261
  %152 = trunc i32 %145 to i8, !dbg !1471
  %153 = xor i8 %152, 31, !dbg !1471
  %154 = load ptr, ptr %148, align 8, !dbg !1471, !tbaa !385
  %155 = load i64, ptr %52, align 8, !dbg !1471, !tbaa !984
  %156 = add i64 %155, 1, !dbg !1471
  store i64 %156, ptr %52, align 8, !dbg !1471, !tbaa !984
  %157 = getelementptr inbounds i8, ptr %154, i64 %155, !dbg !1471
  store i8 %153, ptr %157, align 1, !dbg !1471, !tbaa !261
  %158 = load i32, ptr %139, align 4, !dbg !1473, !tbaa !538
  %159 = icmp eq i32 %158, 0, !dbg !1475
  br i1 %159, label %187, label %160, !dbg !1476

160:                                              ; preds = %136
  %161 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !1477
  %162 = load i64, ptr %161, align 8, !dbg !1477, !tbaa !614
  %163 = lshr i64 %162, 16, !dbg !1479
    #dbg_value(ptr %14, !1461, !DIExpression(), !1480)
    #dbg_value(i64 %163, !1466, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1480)
  %164 = lshr i64 %162, 24, !dbg !1482
  %165 = trunc i64 %164 to i8, !dbg !1482
  %166 = load ptr, ptr %148, align 8, !dbg !1482, !tbaa !385
  %167 = load i64, ptr %52, align 8, !dbg !1482, !tbaa !984
  %168 = add i64 %167, 1, !dbg !1482
  store i64 %168, ptr %52, align 8, !dbg !1482, !tbaa !984
  %169 = getelementptr inbounds i8, ptr %166, i64 %167, !dbg !1482
  store i8 %165, ptr %169, align 1, !dbg !1482, !tbaa !261
  %170 = trunc i64 %163 to i8, !dbg !1483
  %171 = load ptr, ptr %148, align 8, !dbg !1483, !tbaa !385
  %172 = load i64, ptr %52, align 8, !dbg !1483, !tbaa !984
  %173 = add i64 %172, 1, !dbg !1483
  store i64 %173, ptr %52, align 8, !dbg !1483, !tbaa !984
  %174 = getelementptr inbounds i8, ptr %171, i64 %172, !dbg !1483
  store i8 %170, ptr %174, align 1, !dbg !1483, !tbaa !261
  %175 = load i64, ptr %161, align 8, !dbg !1484, !tbaa !614
  %176 = trunc i64 %175 to i8, !dbg !1485
    #dbg_value(ptr %14, !1461, !DIExpression(), !1486)
    #dbg_value(i64 %175, !1466, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 65535, DW_OP_and, DW_OP_stack_value), !1486)
  %177 = lshr i64 %175, 8, !dbg !1488
  %178 = trunc i64 %177 to i8, !dbg !1488
  %179 = load ptr, ptr %148, align 8, !dbg !1488, !tbaa !385
  %180 = load i64, ptr %52, align 8, !dbg !1488, !tbaa !984
  %181 = add i64 %180, 1, !dbg !1488
  store i64 %181, ptr %52, align 8, !dbg !1488, !tbaa !984
  %182 = getelementptr inbounds i8, ptr %179, i64 %180, !dbg !1488
  store i8 %178, ptr %182, align 1, !dbg !1488, !tbaa !261
  %183 = load ptr, ptr %148, align 8, !dbg !1489, !tbaa !385
  %184 = load i64, ptr %52, align 8, !dbg !1489, !tbaa !984
  %185 = add i64 %184, 1, !dbg !1489
  store i64 %185, ptr %52, align 8, !dbg !1489, !tbaa !984
  %186 = getelementptr inbounds i8, ptr %183, i64 %184, !dbg !1489
  store i8 %176, ptr %186, align 1, !dbg !1489, !tbaa !261
  br label %187, !dbg !1490

187:                                              ; preds = %160, %136
  %188 = tail call i64 @adler32(i64 noundef 0, ptr noundef null, i32 noundef 0) #10, !dbg !1491
  %189 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !1492
  store i64 %188, ptr %189, align 8, !dbg !1493, !tbaa !614
  store i32 113, ptr %20, align 8, !dbg !1494, !tbaa !332
  tail call fastcc void @flush_pending(ptr noundef nonnull %0), !dbg !1495
  %190 = load i64, ptr %52, align 8, !dbg !1496, !tbaa !984
  %191 = icmp eq i64 %190, 0, !dbg !1498
  br i1 %191, label %192, label %194, !dbg !1499

192:                                              ; preds = %187
  %193 = load i32, ptr %20, align 8, !dbg !1500, !tbaa !332
  br label %195, !dbg !1499

194:                                              ; preds = %187
  store i32 -1, ptr %50, align 4, !dbg !1502, !tbaa !1008
  br label %949

195:                                              ; preds = %105, %192
  %196 = phi i32 [ %193, %192 ], [ %107, %105 ], !dbg !1500
  %197 = icmp eq i32 %196, 57, !dbg !1504
  br i1 %197, label %198, label %384, !dbg !1505

198:                                              ; preds = %195
  %199 = tail call i64 @crc32(i64 noundef 0, ptr noundef null, i32 noundef 0) #10, !dbg !1506
  %200 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !1508
  store i64 %199, ptr %200, align 8, !dbg !1509, !tbaa !614
  %201 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !1510
  %202 = load ptr, ptr %201, align 8, !dbg !1510, !tbaa !385
  %203 = load i64, ptr %52, align 8, !dbg !1510, !tbaa !984
  %204 = add i64 %203, 1, !dbg !1510
  store i64 %204, ptr %52, align 8, !dbg !1510, !tbaa !984
  %205 = getelementptr inbounds i8, ptr %202, i64 %203, !dbg !1510
  store i8 31, ptr %205, align 1, !dbg !1510, !tbaa !261
  %206 = load ptr, ptr %201, align 8, !dbg !1512, !tbaa !385
  %207 = load i64, ptr %52, align 8, !dbg !1512, !tbaa !984
  %208 = add i64 %207, 1, !dbg !1512
  store i64 %208, ptr %52, align 8, !dbg !1512, !tbaa !984
  %209 = getelementptr inbounds i8, ptr %206, i64 %207, !dbg !1512
  store i8 -117, ptr %209, align 1, !dbg !1512, !tbaa !261
  %210 = load ptr, ptr %201, align 8, !dbg !1514, !tbaa !385
  %211 = load i64, ptr %52, align 8, !dbg !1514, !tbaa !984
  %212 = add i64 %211, 1, !dbg !1514
  store i64 %212, ptr %52, align 8, !dbg !1514, !tbaa !984
  %213 = getelementptr inbounds i8, ptr %210, i64 %211, !dbg !1514
  store i8 8, ptr %213, align 1, !dbg !1514, !tbaa !261
  %214 = getelementptr inbounds i8, ptr %14, i64 56, !dbg !1516
  %215 = load ptr, ptr %214, align 8, !dbg !1516, !tbaa !1045
  %216 = icmp eq ptr %215, null, !dbg !1518
  br i1 %216, label %217, label %261, !dbg !1519

217:                                              ; preds = %198
  %218 = load ptr, ptr %201, align 8, !dbg !1520, !tbaa !385
  %219 = load i64, ptr %52, align 8, !dbg !1520, !tbaa !984
  %220 = add i64 %219, 1, !dbg !1520
  store i64 %220, ptr %52, align 8, !dbg !1520, !tbaa !984
  %221 = getelementptr inbounds i8, ptr %218, i64 %219, !dbg !1520
  store i8 0, ptr %221, align 1, !dbg !1520, !tbaa !261
  %222 = load ptr, ptr %201, align 8, !dbg !1523, !tbaa !385
  %223 = load i64, ptr %52, align 8, !dbg !1523, !tbaa !984
  %224 = add i64 %223, 1, !dbg !1523
  store i64 %224, ptr %52, align 8, !dbg !1523, !tbaa !984
  %225 = getelementptr inbounds i8, ptr %222, i64 %223, !dbg !1523
  store i8 0, ptr %225, align 1, !dbg !1523, !tbaa !261
  %226 = load ptr, ptr %201, align 8, !dbg !1525, !tbaa !385
  %227 = load i64, ptr %52, align 8, !dbg !1525, !tbaa !984
  %228 = add i64 %227, 1, !dbg !1525
  store i64 %228, ptr %52, align 8, !dbg !1525, !tbaa !984
  %229 = getelementptr inbounds i8, ptr %226, i64 %227, !dbg !1525
  store i8 0, ptr %229, align 1, !dbg !1525, !tbaa !261
  %230 = load ptr, ptr %201, align 8, !dbg !1527, !tbaa !385
  %231 = load i64, ptr %52, align 8, !dbg !1527, !tbaa !984
  %232 = add i64 %231, 1, !dbg !1527
  store i64 %232, ptr %52, align 8, !dbg !1527, !tbaa !984
  %233 = getelementptr inbounds i8, ptr %230, i64 %231, !dbg !1527
  store i8 0, ptr %233, align 1, !dbg !1527, !tbaa !261
  %234 = load ptr, ptr %201, align 8, !dbg !1529, !tbaa !385
  %235 = load i64, ptr %52, align 8, !dbg !1529, !tbaa !984
  %236 = add i64 %235, 1, !dbg !1529
  store i64 %236, ptr %52, align 8, !dbg !1529, !tbaa !984
  %237 = getelementptr inbounds i8, ptr %234, i64 %235, !dbg !1529
  store i8 0, ptr %237, align 1, !dbg !1529, !tbaa !261
  %238 = getelementptr inbounds i8, ptr %14, i64 196, !dbg !1531
  %239 = load i32, ptr %238, align 4, !dbg !1531, !tbaa !419
  %240 = icmp eq i32 %239, 9, !dbg !1531
  br i1 %240, label %248, label %241, !dbg !1531

241:                                              ; preds = %217
  %242 = getelementptr inbounds i8, ptr %14, i64 200, !dbg !1531
  %243 = load i32, ptr %242, align 8, !dbg !1531, !tbaa !422
  %244 = icmp sgt i32 %243, 1, !dbg !1531
  %245 = icmp slt i32 %239, 2
  %246 = or i1 %245, %244, !dbg !1531
  %247 = select i1 %246, i8 4, i8 0, !dbg !1531
  br label %248, !dbg !1531

248:                                              ; preds = %217, %241
  %249 = phi i8 [ %247, %241 ], [ 2, %217 ], !dbg !1531
  %250 = load ptr, ptr %201, align 8, !dbg !1531, !tbaa !385
  %251 = load i64, ptr %52, align 8, !dbg !1531, !tbaa !984
  %252 = add i64 %251, 1, !dbg !1531
  store i64 %252, ptr %52, align 8, !dbg !1531, !tbaa !984
  %253 = getelementptr inbounds i8, ptr %250, i64 %251, !dbg !1531
  store i8 %249, ptr %253, align 1, !dbg !1531, !tbaa !261
  %254 = load ptr, ptr %201, align 8, !dbg !1533, !tbaa !385
  %255 = load i64, ptr %52, align 8, !dbg !1533, !tbaa !984
  %256 = add i64 %255, 1, !dbg !1533
  store i64 %256, ptr %52, align 8, !dbg !1533, !tbaa !984
  %257 = getelementptr inbounds i8, ptr %254, i64 %255, !dbg !1533
  store i8 3, ptr %257, align 1, !dbg !1533, !tbaa !261
  store i32 113, ptr %20, align 8, !dbg !1535, !tbaa !332
  tail call fastcc void @flush_pending(ptr noundef nonnull %0), !dbg !1536
  %258 = load i64, ptr %52, align 8, !dbg !1537, !tbaa !984
  %259 = icmp eq i64 %258, 0, !dbg !1539
  br i1 %259, label %382, label %260, !dbg !1540

260:                                              ; preds = %248
  store i32 -1, ptr %50, align 4, !dbg !1541, !tbaa !1008
  br label %949, !dbg !1543

261:                                              ; preds = %198
  %262 = load i32, ptr %215, align 8, !dbg !1544, !tbaa !1547
  %263 = icmp ne i32 %262, 0, !dbg !1544
  %264 = zext i1 %263 to i8, !dbg !1544
  %265 = getelementptr inbounds i8, ptr %215, i64 68, !dbg !1544
  %266 = load i32, ptr %265, align 4, !dbg !1544, !tbaa !1549
  %267 = icmp eq i32 %266, 0, !dbg !1544
  %268 = select i1 %267, i8 0, i8 2, !dbg !1544
  %269 = or disjoint i8 %268, %264, !dbg !1544
  %270 = getelementptr inbounds i8, ptr %215, i64 24, !dbg !1544
  %271 = load ptr, ptr %270, align 8, !dbg !1544, !tbaa !1550
  %272 = icmp eq ptr %271, null, !dbg !1544
  %273 = select i1 %272, i8 0, i8 4, !dbg !1544
  %274 = or disjoint i8 %269, %273, !dbg !1544
  %275 = getelementptr inbounds i8, ptr %215, i64 40, !dbg !1544
  %276 = load ptr, ptr %275, align 8, !dbg !1544, !tbaa !1551
  %277 = icmp eq ptr %276, null, !dbg !1544
  %278 = select i1 %277, i8 0, i8 8, !dbg !1544
  %279 = or disjoint i8 %274, %278, !dbg !1544
  %280 = getelementptr inbounds i8, ptr %215, i64 56, !dbg !1544
  %281 = load ptr, ptr %280, align 8, !dbg !1544, !tbaa !1552
  %282 = icmp eq ptr %281, null, !dbg !1544
  %283 = select i1 %282, i8 0, i8 16, !dbg !1544
  %284 = or disjoint i8 %279, %283, !dbg !1544
  %285 = load ptr, ptr %201, align 8, !dbg !1544, !tbaa !385
  %286 = load i64, ptr %52, align 8, !dbg !1544, !tbaa !984
  %287 = add i64 %286, 1, !dbg !1544
  store i64 %287, ptr %52, align 8, !dbg !1544, !tbaa !984
  %288 = getelementptr inbounds i8, ptr %285, i64 %286, !dbg !1544
  store i8 %284, ptr %288, align 1, !dbg !1544, !tbaa !261
  %289 = load ptr, ptr %214, align 8, !dbg !1553, !tbaa !1045
  %290 = getelementptr inbounds i8, ptr %289, i64 8, !dbg !1553
  %291 = load i64, ptr %290, align 8, !dbg !1553, !tbaa !1555
  %292 = trunc i64 %291 to i8, !dbg !1553
  %293 = load ptr, ptr %201, align 8, !dbg !1553, !tbaa !385
  %294 = load i64, ptr %52, align 8, !dbg !1553, !tbaa !984
  %295 = add i64 %294, 1, !dbg !1553
  store i64 %295, ptr %52, align 8, !dbg !1553, !tbaa !984
  %296 = getelementptr inbounds i8, ptr %293, i64 %294, !dbg !1553
  store i8 %292, ptr %296, align 1, !dbg !1553, !tbaa !261
  %297 = load ptr, ptr %214, align 8, !dbg !1556, !tbaa !1045
  %298 = getelementptr inbounds i8, ptr %297, i64 8, !dbg !1556
  %299 = load i64, ptr %298, align 8, !dbg !1556, !tbaa !1555
  %300 = lshr i64 %299, 8, !dbg !1556
  %301 = trunc i64 %300 to i8, !dbg !1556
  %302 = load ptr, ptr %201, align 8, !dbg !1556, !tbaa !385
  %303 = load i64, ptr %52, align 8, !dbg !1556, !tbaa !984
  %304 = add i64 %303, 1, !dbg !1556
  store i64 %304, ptr %52, align 8, !dbg !1556, !tbaa !984
  %305 = getelementptr inbounds i8, ptr %302, i64 %303, !dbg !1556
  store i8 %301, ptr %305, align 1, !dbg !1556, !tbaa !261
  %306 = load ptr, ptr %214, align 8, !dbg !1558, !tbaa !1045
  %307 = getelementptr inbounds i8, ptr %306, i64 8, !dbg !1558
  %308 = load i64, ptr %307, align 8, !dbg !1558, !tbaa !1555
  %309 = lshr i64 %308, 16, !dbg !1558
  %310 = trunc i64 %309 to i8, !dbg !1558
  %311 = load ptr, ptr %201, align 8, !dbg !1558, !tbaa !385
  %312 = load i64, ptr %52, align 8, !dbg !1558, !tbaa !984
  %313 = add i64 %312, 1, !dbg !1558
  store i64 %313, ptr %52, align 8, !dbg !1558, !tbaa !984
  %314 = getelementptr inbounds i8, ptr %311, i64 %312, !dbg !1558
  store i8 %310, ptr %314, align 1, !dbg !1558, !tbaa !261
  %315 = load ptr, ptr %214, align 8, !dbg !1560, !tbaa !1045
  %316 = getelementptr inbounds i8, ptr %315, i64 8, !dbg !1560
  %317 = load i64, ptr %316, align 8, !dbg !1560, !tbaa !1555
  %318 = lshr i64 %317, 24, !dbg !1560
  %319 = trunc i64 %318 to i8, !dbg !1560
  %320 = load ptr, ptr %201, align 8, !dbg !1560, !tbaa !385
  %321 = load i64, ptr %52, align 8, !dbg !1560, !tbaa !984
  %322 = add i64 %321, 1, !dbg !1560
  store i64 %322, ptr %52, align 8, !dbg !1560, !tbaa !984
  %323 = getelementptr inbounds i8, ptr %320, i64 %321, !dbg !1560
  store i8 %319, ptr %323, align 1, !dbg !1560, !tbaa !261
  %324 = getelementptr inbounds i8, ptr %14, i64 196, !dbg !1562
  %325 = load i32, ptr %324, align 4, !dbg !1562, !tbaa !419
  %326 = icmp eq i32 %325, 9, !dbg !1562
  br i1 %326, label %334, label %327, !dbg !1562

327:                                              ; preds = %261
  %328 = getelementptr inbounds i8, ptr %14, i64 200, !dbg !1562
  %329 = load i32, ptr %328, align 8, !dbg !1562, !tbaa !422
  %330 = icmp sgt i32 %329, 1, !dbg !1562
  %331 = icmp slt i32 %325, 2
  %332 = or i1 %331, %330, !dbg !1562
  %333 = select i1 %332, i8 4, i8 0, !dbg !1562
  br label %334, !dbg !1562

334:                                              ; preds = %261, %327
  %335 = phi i8 [ %333, %327 ], [ 2, %261 ], !dbg !1562
  %336 = load ptr, ptr %201, align 8, !dbg !1562, !tbaa !385
  %337 = load i64, ptr %52, align 8, !dbg !1562, !tbaa !984
  %338 = add i64 %337, 1, !dbg !1562
  store i64 %338, ptr %52, align 8, !dbg !1562, !tbaa !984
  %339 = getelementptr inbounds i8, ptr %336, i64 %337, !dbg !1562
  store i8 %335, ptr %339, align 1, !dbg !1562, !tbaa !261
  %340 = load ptr, ptr %214, align 8, !dbg !1564, !tbaa !1045
  %341 = getelementptr inbounds i8, ptr %340, i64 20, !dbg !1564
  %342 = load i32, ptr %341, align 4, !dbg !1564, !tbaa !1566
  %343 = trunc i32 %342 to i8, !dbg !1564
  %344 = load ptr, ptr %201, align 8, !dbg !1564, !tbaa !385
  %345 = load i64, ptr %52, align 8, !dbg !1564, !tbaa !984
  %346 = add i64 %345, 1, !dbg !1564
  store i64 %346, ptr %52, align 8, !dbg !1564, !tbaa !984
  %347 = getelementptr inbounds i8, ptr %344, i64 %345, !dbg !1564
  store i8 %343, ptr %347, align 1, !dbg !1564, !tbaa !261
  %348 = load ptr, ptr %214, align 8, !dbg !1567, !tbaa !1045
  %349 = getelementptr inbounds i8, ptr %348, i64 24, !dbg !1569
  %350 = load ptr, ptr %349, align 8, !dbg !1569, !tbaa !1550
  %351 = icmp eq ptr %350, null, !dbg !1570
  br i1 %351, label %370, label %352, !dbg !1571

352:                                              ; preds = %334
  %353 = getelementptr inbounds i8, ptr %348, i64 32, !dbg !1572
  %354 = load i32, ptr %353, align 8, !dbg !1572, !tbaa !1575
  %355 = trunc i32 %354 to i8, !dbg !1572
  %356 = load ptr, ptr %201, align 8, !dbg !1572, !tbaa !385
  %357 = load i64, ptr %52, align 8, !dbg !1572, !tbaa !984
  %358 = add i64 %357, 1, !dbg !1572
  store i64 %358, ptr %52, align 8, !dbg !1572, !tbaa !984
  %359 = getelementptr inbounds i8, ptr %356, i64 %357, !dbg !1572
  store i8 %355, ptr %359, align 1, !dbg !1572, !tbaa !261
  %360 = load ptr, ptr %214, align 8, !dbg !1576, !tbaa !1045
  %361 = getelementptr inbounds i8, ptr %360, i64 32, !dbg !1576
  %362 = load i32, ptr %361, align 8, !dbg !1576, !tbaa !1575
  %363 = lshr i32 %362, 8, !dbg !1576
  %364 = trunc i32 %363 to i8, !dbg !1576
  %365 = load ptr, ptr %201, align 8, !dbg !1576, !tbaa !385
  %366 = load i64, ptr %52, align 8, !dbg !1576, !tbaa !984
  %367 = add i64 %366, 1, !dbg !1576
  store i64 %367, ptr %52, align 8, !dbg !1576, !tbaa !984
  %368 = getelementptr inbounds i8, ptr %365, i64 %366, !dbg !1576
  store i8 %364, ptr %368, align 1, !dbg !1576, !tbaa !261
  %369 = load ptr, ptr %214, align 8, !dbg !1578, !tbaa !1045
  br label %370, !dbg !1580

370:                                              ; preds = %352, %334
  %371 = phi ptr [ %369, %352 ], [ %348, %334 ], !dbg !1578
  %372 = getelementptr inbounds i8, ptr %371, i64 68, !dbg !1581
  %373 = load i32, ptr %372, align 4, !dbg !1581, !tbaa !1549
  %374 = icmp eq i32 %373, 0, !dbg !1582
  br i1 %374, label %380, label %375, !dbg !1583

375:                                              ; preds = %370
  %376 = load i64, ptr %200, align 8, !dbg !1584, !tbaa !614
  %377 = load ptr, ptr %201, align 8, !dbg !1585, !tbaa !385
  %378 = load i64, ptr %52, align 8, !dbg !1586, !tbaa !984
  %379 = tail call i64 @crc32_z(i64 noundef %376, ptr noundef %377, i64 noundef %378) #10, !dbg !1587
  store i64 %379, ptr %200, align 8, !dbg !1588, !tbaa !614
  br label %380, !dbg !1589

380:                                              ; preds = %370, %375
  %381 = getelementptr inbounds i8, ptr %14, i64 64, !dbg !1590
  store i64 0, ptr %381, align 8, !dbg !1591, !tbaa !1592
  store i32 69, ptr %20, align 8, !dbg !1593, !tbaa !332
  br label %386, !dbg !1594

382:                                              ; preds = %248
  %383 = load i32, ptr %20, align 8, !dbg !1595, !tbaa !332
  br label %384, !dbg !1595

384:                                              ; preds = %382, %195
  %385 = phi i32 [ %383, %382 ], [ %196, %195 ], !dbg !1595
  switch i32 %385, label %783 [
    i32 69, label %386
    i32 73, label %555
    i32 91, label %651
    i32 103, label %746
  ], !dbg !1594

386:                                              ; preds = %384, %380
  %387 = getelementptr inbounds i8, ptr %14, i64 56, !dbg !1596
  %388 = load ptr, ptr %387, align 8, !dbg !1596, !tbaa !1045
  %389 = getelementptr inbounds i8, ptr %388, i64 24, !dbg !1597
  %390 = load ptr, ptr %389, align 8, !dbg !1597, !tbaa !1550
  %391 = icmp eq ptr %390, null, !dbg !1598
  br i1 %391, label %554, label %392, !dbg !1599

392:                                              ; preds = %386
  %393 = load i64, ptr %52, align 8, !dbg !1600, !tbaa !984
    #dbg_value(i64 %393, !1300, !DIExpression(), !1601)
  %394 = getelementptr inbounds i8, ptr %388, i64 32, !dbg !1602
  %395 = load i32, ptr %394, align 8, !dbg !1602, !tbaa !1575
  %396 = and i32 %395, 65535, !dbg !1603
  %397 = zext nneg i32 %396 to i64, !dbg !1604
  %398 = getelementptr inbounds i8, ptr %14, i64 64, !dbg !1605
  %399 = load i64, ptr %398, align 8, !dbg !1605, !tbaa !1592
  %400 = sub i64 %397, %399, !dbg !1606
    #dbg_value(i64 %400, !1305, !DIExpression(), !1601)
  %401 = getelementptr inbounds i8, ptr %14, i64 24
  %402 = add i64 %393, %400, !dbg !1607
  %403 = load i64, ptr %401, align 8, !dbg !1608, !tbaa !391
  %404 = icmp ugt i64 %402, %403, !dbg !1609
  br i1 %404, label %405, label %529, !dbg !1610

405:                                              ; preds = %392
  %406 = getelementptr inbounds i8, ptr %14, i64 16
  %407 = getelementptr inbounds i8, ptr %0, i64 96
  %408 = getelementptr inbounds i8, ptr %0, i64 40
    #dbg_value(i64 %400, !1305, !DIExpression(), !1601)
    #dbg_value(i64 %393, !1300, !DIExpression(), !1601)
  %409 = sub i64 %403, %393, !dbg !1611
    #dbg_value(i64 %409, !1306, !DIExpression(), !1612)
  %410 = load ptr, ptr %406, align 8, !dbg !1613, !tbaa !385
  %411 = getelementptr inbounds i8, ptr %410, i64 %393, !dbg !1614
  %412 = getelementptr inbounds i8, ptr %390, i64 %399, !dbg !1615
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %411, ptr nonnull align 1 %412, i64 %409, i1 false), !dbg !1616
  %413 = load i64, ptr %401, align 8, !dbg !1617, !tbaa !391
  store i64 %413, ptr %52, align 8, !dbg !1618, !tbaa !984
  %414 = load ptr, ptr %387, align 8, !dbg !1619, !tbaa !1045
  %415 = getelementptr inbounds i8, ptr %414, i64 68, !dbg !1619
  %416 = load i32, ptr %415, align 4, !dbg !1619, !tbaa !1549
  %417 = icmp ne i32 %416, 0, !dbg !1619
  %418 = icmp ugt i64 %413, %393, !dbg !1619
  %419 = select i1 %417, i1 %418, i1 false, !dbg !1619
  br i1 %419, label %420, label %426, !dbg !1619

420:                                              ; preds = %405
  %421 = load i64, ptr %407, align 8, !dbg !1619, !tbaa !614
  %422 = load ptr, ptr %406, align 8, !dbg !1619, !tbaa !385
  %423 = getelementptr inbounds i8, ptr %422, i64 %393, !dbg !1619
  %424 = sub i64 %413, %393, !dbg !1619
  %425 = tail call i64 @crc32_z(i64 noundef %421, ptr noundef %423, i64 noundef %424) #10, !dbg !1619
  store i64 %425, ptr %407, align 8, !dbg !1619, !tbaa !614
  br label %426, !dbg !1619

426:                                              ; preds = %420, %405
  %427 = load i64, ptr %398, align 8, !dbg !1622, !tbaa !1592
  %428 = add i64 %427, %409, !dbg !1622
  store i64 %428, ptr %398, align 8, !dbg !1622, !tbaa !1592
    #dbg_value(ptr %0, !1371, !DIExpression(), !1623)
  %429 = load ptr, ptr %13, align 8, !dbg !1625, !tbaa !324
    #dbg_value(ptr %429, !1377, !DIExpression(), !1623)
  tail call void @_tr_flush_bits(ptr noundef %429) #10, !dbg !1626
  %430 = getelementptr inbounds i8, ptr %429, i64 40, !dbg !1627
  %431 = load i64, ptr %430, align 8, !dbg !1627, !tbaa !984
  %432 = load i32, ptr %43, align 8, !dbg !1628, !tbaa !1361
  %433 = zext i32 %432 to i64, !dbg !1629
  %434 = icmp ugt i64 %431, %433, !dbg !1630
  %435 = trunc nuw i64 %431 to i32, !dbg !1631
  %436 = select i1 %434, i32 %432, i32 %435, !dbg !1631
    #dbg_value(i32 %436, !1376, !DIExpression(), !1623)
  %437 = icmp eq i32 %436, 0, !dbg !1632
  br i1 %437, label %457, label %438, !dbg !1633

438:                                              ; preds = %426
  %439 = load ptr, ptr %25, align 8, !dbg !1634, !tbaa !1346
  %440 = getelementptr inbounds i8, ptr %429, i64 32, !dbg !1635
  %441 = load ptr, ptr %440, align 8, !dbg !1635, !tbaa !988
  %442 = zext i32 %436 to i64, !dbg !1636
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %439, ptr align 1 %441, i64 %442, i1 false), !dbg !1637
  %443 = load ptr, ptr %25, align 8, !dbg !1638, !tbaa !1346
  %444 = getelementptr inbounds i8, ptr %443, i64 %442, !dbg !1638
  store ptr %444, ptr %25, align 8, !dbg !1638, !tbaa !1346
  %445 = load ptr, ptr %440, align 8, !dbg !1639, !tbaa !988
  %446 = getelementptr inbounds i8, ptr %445, i64 %442, !dbg !1639
  store ptr %446, ptr %440, align 8, !dbg !1639, !tbaa !988
  %447 = load i64, ptr %408, align 8, !dbg !1640, !tbaa !1398
  %448 = add i64 %447, %442, !dbg !1640
  store i64 %448, ptr %408, align 8, !dbg !1640, !tbaa !1398
  %449 = load i32, ptr %43, align 8, !dbg !1641, !tbaa !1361
  %450 = sub i32 %449, %436, !dbg !1641
  store i32 %450, ptr %43, align 8, !dbg !1641, !tbaa !1361
  %451 = load i64, ptr %430, align 8, !dbg !1642, !tbaa !984
  %452 = sub i64 %451, %442, !dbg !1642
  store i64 %452, ptr %430, align 8, !dbg !1642, !tbaa !984
  %453 = icmp eq i64 %451, %442, !dbg !1643
  br i1 %453, label %454, label %457, !dbg !1644

454:                                              ; preds = %438
  %455 = getelementptr inbounds i8, ptr %429, i64 16, !dbg !1645
  %456 = load ptr, ptr %455, align 8, !dbg !1645, !tbaa !385
  store ptr %456, ptr %440, align 8, !dbg !1646, !tbaa !988
  br label %457, !dbg !1647

457:                                              ; preds = %454, %438, %426
  %458 = load i64, ptr %52, align 8, !dbg !1648, !tbaa !984
  %459 = icmp eq i64 %458, 0, !dbg !1650
  br i1 %459, label %460, label %518, !dbg !1651

460:                                              ; preds = %457
    #dbg_value(i64 0, !1300, !DIExpression(), !1601)
  %461 = sub i64 %400, %409, !dbg !1652
    #dbg_value(i64 %461, !1305, !DIExpression(), !1601)
  %462 = load i64, ptr %401, align 8, !dbg !1608, !tbaa !391
  %463 = icmp ugt i64 %461, %462, !dbg !1609
  br i1 %463, label %464, label %523, !dbg !1610

464:                                              ; preds = %460, %519
  %465 = phi i64 [ %521, %519 ], [ %462, %460 ]
  %466 = phi i64 [ %520, %519 ], [ %461, %460 ]
    #dbg_value(i64 %466, !1305, !DIExpression(), !1601)
    #dbg_value(i64 0, !1300, !DIExpression(), !1601)
    #dbg_value(i64 %465, !1306, !DIExpression(), !1612)
  %467 = load ptr, ptr %406, align 8, !dbg !1613, !tbaa !385
  %468 = load ptr, ptr %387, align 8, !dbg !1653, !tbaa !1045
  %469 = getelementptr inbounds i8, ptr %468, i64 24, !dbg !1654
  %470 = load ptr, ptr %469, align 8, !dbg !1654, !tbaa !1550
  %471 = load i64, ptr %398, align 8, !dbg !1655, !tbaa !1592
  %472 = getelementptr inbounds i8, ptr %470, i64 %471, !dbg !1615
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %467, ptr align 1 %472, i64 %465, i1 false), !dbg !1616
  %473 = load i64, ptr %401, align 8, !dbg !1617, !tbaa !391
  store i64 %473, ptr %52, align 8, !dbg !1618, !tbaa !984
  %474 = load ptr, ptr %387, align 8, !dbg !1619, !tbaa !1045
  %475 = getelementptr inbounds i8, ptr %474, i64 68, !dbg !1619
  %476 = load i32, ptr %475, align 4, !dbg !1619, !tbaa !1549
  %477 = icmp ne i32 %476, 0, !dbg !1619
  %478 = icmp ne i64 %473, 0, !dbg !1619
  %479 = select i1 %477, i1 %478, i1 false, !dbg !1619
  br i1 %479, label %480, label %484, !dbg !1619

480:                                              ; preds = %464
  %481 = load i64, ptr %407, align 8, !dbg !1619, !tbaa !614
  %482 = load ptr, ptr %406, align 8, !dbg !1619, !tbaa !385
  %483 = tail call i64 @crc32_z(i64 noundef %481, ptr noundef %482, i64 noundef %473) #10, !dbg !1619
  store i64 %483, ptr %407, align 8, !dbg !1619, !tbaa !614
  br label %484, !dbg !1619

484:                                              ; preds = %480, %464
  %485 = load i64, ptr %398, align 8, !dbg !1622, !tbaa !1592
  %486 = add i64 %485, %465, !dbg !1622
  store i64 %486, ptr %398, align 8, !dbg !1622, !tbaa !1592
    #dbg_value(ptr %0, !1371, !DIExpression(), !1623)
  %487 = load ptr, ptr %13, align 8, !dbg !1625, !tbaa !324
    #dbg_value(ptr %487, !1377, !DIExpression(), !1623)
  tail call void @_tr_flush_bits(ptr noundef %487) #10, !dbg !1626
  %488 = getelementptr inbounds i8, ptr %487, i64 40, !dbg !1627
  %489 = load i64, ptr %488, align 8, !dbg !1627, !tbaa !984
  %490 = load i32, ptr %43, align 8, !dbg !1628, !tbaa !1361
  %491 = zext i32 %490 to i64, !dbg !1629
  %492 = icmp ugt i64 %489, %491, !dbg !1630
  %493 = trunc nuw i64 %489 to i32, !dbg !1631
  %494 = select i1 %492, i32 %490, i32 %493, !dbg !1631
    #dbg_value(i32 %494, !1376, !DIExpression(), !1623)
  %495 = icmp eq i32 %494, 0, !dbg !1632
  br i1 %495, label %515, label %496, !dbg !1633

496:                                              ; preds = %484
  %497 = load ptr, ptr %25, align 8, !dbg !1634, !tbaa !1346
  %498 = getelementptr inbounds i8, ptr %487, i64 32, !dbg !1635
  %499 = load ptr, ptr %498, align 8, !dbg !1635, !tbaa !988
  %500 = zext i32 %494 to i64, !dbg !1636
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %497, ptr align 1 %499, i64 %500, i1 false), !dbg !1637
  %501 = load ptr, ptr %25, align 8, !dbg !1638, !tbaa !1346
  %502 = getelementptr inbounds i8, ptr %501, i64 %500, !dbg !1638
  store ptr %502, ptr %25, align 8, !dbg !1638, !tbaa !1346
  %503 = load ptr, ptr %498, align 8, !dbg !1639, !tbaa !988
  %504 = getelementptr inbounds i8, ptr %503, i64 %500, !dbg !1639
  store ptr %504, ptr %498, align 8, !dbg !1639, !tbaa !988
  %505 = load i64, ptr %408, align 8, !dbg !1640, !tbaa !1398
  %506 = add i64 %505, %500, !dbg !1640
  store i64 %506, ptr %408, align 8, !dbg !1640, !tbaa !1398
  %507 = load i32, ptr %43, align 8, !dbg !1641, !tbaa !1361
  %508 = sub i32 %507, %494, !dbg !1641
  store i32 %508, ptr %43, align 8, !dbg !1641, !tbaa !1361
  %509 = load i64, ptr %488, align 8, !dbg !1642, !tbaa !984
  %510 = sub i64 %509, %500, !dbg !1642
  store i64 %510, ptr %488, align 8, !dbg !1642, !tbaa !984
  %511 = icmp eq i64 %509, %500, !dbg !1643
  br i1 %511, label %512, label %515, !dbg !1644

512:                                              ; preds = %496
  %513 = getelementptr inbounds i8, ptr %487, i64 16, !dbg !1645
  %514 = load ptr, ptr %513, align 8, !dbg !1645, !tbaa !385
  store ptr %514, ptr %498, align 8, !dbg !1646, !tbaa !988
  br label %515, !dbg !1647

515:                                              ; preds = %484, %496, %512
  %516 = load i64, ptr %52, align 8, !dbg !1648, !tbaa !984
  %517 = icmp eq i64 %516, 0, !dbg !1650
  br i1 %517, label %519, label %518, !dbg !1651

518:                                              ; preds = %515, %457
  store i32 -1, ptr %50, align 4, !dbg !1656, !tbaa !1008
    #dbg_value(i64 poison, !1305, !DIExpression(), !1601)
    #dbg_value(i64 poison, !1300, !DIExpression(), !1601)
  br label %949

519:                                              ; preds = %515
    #dbg_value(i64 0, !1300, !DIExpression(), !1601)
  %520 = sub i64 %466, %465, !dbg !1652
    #dbg_value(i64 %520, !1305, !DIExpression(), !1601)
  %521 = load i64, ptr %401, align 8, !dbg !1608, !tbaa !391
  %522 = icmp ugt i64 %520, %521, !dbg !1609
  br i1 %522, label %464, label %523, !dbg !1610, !llvm.loop !1658

523:                                              ; preds = %519, %460
  %524 = phi i64 [ %461, %460 ], [ %520, %519 ], !dbg !1652
  %525 = load ptr, ptr %387, align 8, !dbg !1661, !tbaa !1045
  %526 = getelementptr inbounds i8, ptr %525, i64 24
  %527 = load ptr, ptr %526, align 8, !dbg !1662, !tbaa !1550
  %528 = load i64, ptr %398, align 8, !dbg !1663, !tbaa !1592
  br label %529, !dbg !1664

529:                                              ; preds = %523, %392
  %530 = phi i64 [ %399, %392 ], [ %528, %523 ], !dbg !1663
  %531 = phi ptr [ %390, %392 ], [ %527, %523 ], !dbg !1662
  %532 = phi i64 [ %393, %392 ], [ 0, %523 ], !dbg !1665
  %533 = phi i64 [ %400, %392 ], [ %524, %523 ], !dbg !1666
  %534 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !1664
  %535 = load ptr, ptr %534, align 8, !dbg !1664, !tbaa !385
  %536 = getelementptr inbounds i8, ptr %535, i64 %532, !dbg !1667
  %537 = getelementptr inbounds i8, ptr %531, i64 %530, !dbg !1668
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %536, ptr align 1 %537, i64 %533, i1 false), !dbg !1669
  %538 = load i64, ptr %52, align 8, !dbg !1670, !tbaa !984
  %539 = add i64 %538, %533, !dbg !1670
  store i64 %539, ptr %52, align 8, !dbg !1670, !tbaa !984
  %540 = load ptr, ptr %387, align 8, !dbg !1671, !tbaa !1045
  %541 = getelementptr inbounds i8, ptr %540, i64 68, !dbg !1671
  %542 = load i32, ptr %541, align 4, !dbg !1671, !tbaa !1549
  %543 = icmp ne i32 %542, 0, !dbg !1671
  %544 = icmp ugt i64 %539, %532, !dbg !1671
  %545 = select i1 %543, i1 %544, i1 false, !dbg !1671
  br i1 %545, label %546, label %553, !dbg !1671

546:                                              ; preds = %529
  %547 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !1671
  %548 = load i64, ptr %547, align 8, !dbg !1671, !tbaa !614
  %549 = load ptr, ptr %534, align 8, !dbg !1671, !tbaa !385
  %550 = getelementptr inbounds i8, ptr %549, i64 %532, !dbg !1671
  %551 = sub i64 %539, %532, !dbg !1671
  %552 = tail call i64 @crc32_z(i64 noundef %548, ptr noundef %550, i64 noundef %551) #10, !dbg !1671
  store i64 %552, ptr %547, align 8, !dbg !1671, !tbaa !614
  br label %553, !dbg !1671

553:                                              ; preds = %529, %546
  store i64 0, ptr %398, align 8, !dbg !1674, !tbaa !1592
  br label %554

554:                                              ; preds = %386, %553
  store i32 73, ptr %20, align 8, !dbg !1675, !tbaa !332
  br label %555, !dbg !1676

555:                                              ; preds = %384, %554
  %556 = getelementptr inbounds i8, ptr %14, i64 56, !dbg !1677
  %557 = load ptr, ptr %556, align 8, !dbg !1677, !tbaa !1045
  %558 = getelementptr inbounds i8, ptr %557, i64 40, !dbg !1678
  %559 = load ptr, ptr %558, align 8, !dbg !1678, !tbaa !1551
  %560 = icmp eq ptr %559, null, !dbg !1679
  br i1 %560, label %650, label %561, !dbg !1680

561:                                              ; preds = %555
  %562 = load i64, ptr %52, align 8, !dbg !1681, !tbaa !984
    #dbg_value(i64 %562, !1308, !DIExpression(), !1682)
  %563 = getelementptr inbounds i8, ptr %14, i64 24
  %564 = getelementptr inbounds i8, ptr %0, i64 96
  %565 = getelementptr inbounds i8, ptr %14, i64 16
  %566 = getelementptr inbounds i8, ptr %0, i64 40
  %567 = getelementptr inbounds i8, ptr %14, i64 64
  br label %568, !dbg !1683

568:                                              ; preds = %621, %561
  %569 = phi i64 [ %562, %561 ], [ %624, %621 ], !dbg !1682
    #dbg_value(i64 %569, !1308, !DIExpression(), !1682)
  %570 = load i64, ptr %52, align 8, !dbg !1684, !tbaa !984
  %571 = load i64, ptr %563, align 8, !dbg !1687, !tbaa !391
  %572 = icmp eq i64 %570, %571, !dbg !1688
  %573 = load ptr, ptr %556, align 8, !dbg !1689, !tbaa !1045
  br i1 %572, label %574, label %621, !dbg !1690

574:                                              ; preds = %568
  %575 = getelementptr inbounds i8, ptr %573, i64 68, !dbg !1691
  %576 = load i32, ptr %575, align 4, !dbg !1691, !tbaa !1549
  %577 = icmp ne i32 %576, 0, !dbg !1691
  %578 = icmp ugt i64 %570, %569, !dbg !1691
  %579 = select i1 %577, i1 %578, i1 false, !dbg !1691
  br i1 %579, label %580, label %586, !dbg !1691

580:                                              ; preds = %574
  %581 = load i64, ptr %564, align 8, !dbg !1691, !tbaa !614
  %582 = load ptr, ptr %565, align 8, !dbg !1691, !tbaa !385
  %583 = getelementptr inbounds i8, ptr %582, i64 %569, !dbg !1691
  %584 = sub i64 %570, %569, !dbg !1691
  %585 = tail call i64 @crc32_z(i64 noundef %581, ptr noundef %583, i64 noundef %584) #10, !dbg !1691
  store i64 %585, ptr %564, align 8, !dbg !1691, !tbaa !614
  br label %586, !dbg !1691

586:                                              ; preds = %580, %574
    #dbg_value(ptr %0, !1371, !DIExpression(), !1695)
  %587 = load ptr, ptr %13, align 8, !dbg !1697, !tbaa !324
    #dbg_value(ptr %587, !1377, !DIExpression(), !1695)
  tail call void @_tr_flush_bits(ptr noundef %587) #10, !dbg !1698
  %588 = getelementptr inbounds i8, ptr %587, i64 40, !dbg !1699
  %589 = load i64, ptr %588, align 8, !dbg !1699, !tbaa !984
  %590 = load i32, ptr %43, align 8, !dbg !1700, !tbaa !1361
  %591 = zext i32 %590 to i64, !dbg !1701
  %592 = icmp ugt i64 %589, %591, !dbg !1702
  %593 = trunc nuw i64 %589 to i32, !dbg !1703
  %594 = select i1 %592, i32 %590, i32 %593, !dbg !1703
    #dbg_value(i32 %594, !1376, !DIExpression(), !1695)
  %595 = icmp eq i32 %594, 0, !dbg !1704
  br i1 %595, label %615, label %596, !dbg !1705

596:                                              ; preds = %586
  %597 = load ptr, ptr %25, align 8, !dbg !1706, !tbaa !1346
  %598 = getelementptr inbounds i8, ptr %587, i64 32, !dbg !1707
  %599 = load ptr, ptr %598, align 8, !dbg !1707, !tbaa !988
  %600 = zext i32 %594 to i64, !dbg !1708
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %597, ptr align 1 %599, i64 %600, i1 false), !dbg !1709
  %601 = load ptr, ptr %25, align 8, !dbg !1710, !tbaa !1346
  %602 = getelementptr inbounds i8, ptr %601, i64 %600, !dbg !1710
  store ptr %602, ptr %25, align 8, !dbg !1710, !tbaa !1346
  %603 = load ptr, ptr %598, align 8, !dbg !1711, !tbaa !988
  %604 = getelementptr inbounds i8, ptr %603, i64 %600, !dbg !1711
  store ptr %604, ptr %598, align 8, !dbg !1711, !tbaa !988
  %605 = load i64, ptr %566, align 8, !dbg !1712, !tbaa !1398
  %606 = add i64 %605, %600, !dbg !1712
  store i64 %606, ptr %566, align 8, !dbg !1712, !tbaa !1398
  %607 = load i32, ptr %43, align 8, !dbg !1713, !tbaa !1361
  %608 = sub i32 %607, %594, !dbg !1713
  store i32 %608, ptr %43, align 8, !dbg !1713, !tbaa !1361
  %609 = load i64, ptr %588, align 8, !dbg !1714, !tbaa !984
  %610 = sub i64 %609, %600, !dbg !1714
  store i64 %610, ptr %588, align 8, !dbg !1714, !tbaa !984
  %611 = icmp eq i64 %609, %600, !dbg !1715
  br i1 %611, label %612, label %615, !dbg !1716

612:                                              ; preds = %596
  %613 = getelementptr inbounds i8, ptr %587, i64 16, !dbg !1717
  %614 = load ptr, ptr %613, align 8, !dbg !1717, !tbaa !385
  store ptr %614, ptr %598, align 8, !dbg !1718, !tbaa !988
  br label %615, !dbg !1719

615:                                              ; preds = %586, %596, %612
  %616 = load i64, ptr %52, align 8, !dbg !1720, !tbaa !984
  %617 = icmp eq i64 %616, 0, !dbg !1722
  br i1 %617, label %618, label %620, !dbg !1723

618:                                              ; preds = %615
  %619 = load ptr, ptr %556, align 8, !dbg !1689, !tbaa !1045
  br label %621, !dbg !1723

620:                                              ; preds = %615
  store i32 -1, ptr %50, align 4, !dbg !1724, !tbaa !1008
  br label %949

621:                                              ; preds = %618, %568
  %622 = phi i64 [ %570, %568 ], [ 0, %618 ], !dbg !1726
  %623 = phi ptr [ %573, %568 ], [ %619, %618 ], !dbg !1689
  %624 = phi i64 [ %569, %568 ], [ 0, %618 ], !dbg !1682
    #dbg_value(i64 %624, !1308, !DIExpression(), !1682)
  %625 = getelementptr inbounds i8, ptr %623, i64 40, !dbg !1728
  %626 = load ptr, ptr %625, align 8, !dbg !1728, !tbaa !1551
  %627 = load i64, ptr %567, align 8, !dbg !1729, !tbaa !1592
  %628 = add i64 %627, 1, !dbg !1729
  store i64 %628, ptr %567, align 8, !dbg !1729, !tbaa !1592
  %629 = getelementptr inbounds i8, ptr %626, i64 %627, !dbg !1730
  %630 = load i8, ptr %629, align 1, !dbg !1730, !tbaa !261
    #dbg_value(i8 %630, !1313, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1682)
  %631 = load ptr, ptr %565, align 8, !dbg !1726, !tbaa !385
  %632 = add i64 %622, 1, !dbg !1726
  store i64 %632, ptr %52, align 8, !dbg !1726, !tbaa !984
  %633 = getelementptr inbounds i8, ptr %631, i64 %622, !dbg !1726
  store i8 %630, ptr %633, align 1, !dbg !1726, !tbaa !261
  %634 = icmp eq i8 %630, 0, !dbg !1731
  br i1 %634, label %635, label %568, !dbg !1732, !llvm.loop !1733

635:                                              ; preds = %621
  %636 = load ptr, ptr %556, align 8, !dbg !1735, !tbaa !1045
  %637 = getelementptr inbounds i8, ptr %636, i64 68, !dbg !1735
  %638 = load i32, ptr %637, align 4, !dbg !1735, !tbaa !1549
  %639 = icmp eq i32 %638, 0, !dbg !1735
  br i1 %639, label %649, label %640, !dbg !1735

640:                                              ; preds = %635
  %641 = load i64, ptr %52, align 8, !dbg !1735, !tbaa !984
  %642 = icmp ugt i64 %641, %624, !dbg !1735
  br i1 %642, label %643, label %649, !dbg !1738

643:                                              ; preds = %640
  %644 = load i64, ptr %564, align 8, !dbg !1735, !tbaa !614
  %645 = load ptr, ptr %565, align 8, !dbg !1735, !tbaa !385
  %646 = getelementptr inbounds i8, ptr %645, i64 %624, !dbg !1735
  %647 = sub i64 %641, %624, !dbg !1735
  %648 = tail call i64 @crc32_z(i64 noundef %644, ptr noundef %646, i64 noundef %647) #10, !dbg !1735
  store i64 %648, ptr %564, align 8, !dbg !1735, !tbaa !614
  br label %649, !dbg !1735

649:                                              ; preds = %643, %640, %635
  store i64 0, ptr %567, align 8, !dbg !1739, !tbaa !1592
  br label %650

650:                                              ; preds = %555, %649
  store i32 91, ptr %20, align 8, !dbg !1740, !tbaa !332
  br label %651, !dbg !1741

651:                                              ; preds = %384, %650
  %652 = getelementptr inbounds i8, ptr %14, i64 56, !dbg !1742
  %653 = load ptr, ptr %652, align 8, !dbg !1742, !tbaa !1045
  %654 = getelementptr inbounds i8, ptr %653, i64 56, !dbg !1743
  %655 = load ptr, ptr %654, align 8, !dbg !1743, !tbaa !1552
  %656 = icmp eq ptr %655, null, !dbg !1744
  br i1 %656, label %745, label %657, !dbg !1745

657:                                              ; preds = %651
  %658 = load i64, ptr %52, align 8, !dbg !1746, !tbaa !984
    #dbg_value(i64 %658, !1314, !DIExpression(), !1747)
  %659 = getelementptr inbounds i8, ptr %14, i64 24
  %660 = getelementptr inbounds i8, ptr %0, i64 96
  %661 = getelementptr inbounds i8, ptr %14, i64 16
  %662 = getelementptr inbounds i8, ptr %0, i64 40
  %663 = getelementptr inbounds i8, ptr %14, i64 64
  br label %664, !dbg !1748

664:                                              ; preds = %717, %657
  %665 = phi i64 [ %658, %657 ], [ %720, %717 ], !dbg !1747
    #dbg_value(i64 %665, !1314, !DIExpression(), !1747)
  %666 = load i64, ptr %52, align 8, !dbg !1749, !tbaa !984
  %667 = load i64, ptr %659, align 8, !dbg !1752, !tbaa !391
  %668 = icmp eq i64 %666, %667, !dbg !1753
  %669 = load ptr, ptr %652, align 8, !dbg !1754, !tbaa !1045
  br i1 %668, label %670, label %717, !dbg !1755

670:                                              ; preds = %664
  %671 = getelementptr inbounds i8, ptr %669, i64 68, !dbg !1756
  %672 = load i32, ptr %671, align 4, !dbg !1756, !tbaa !1549
  %673 = icmp ne i32 %672, 0, !dbg !1756
  %674 = icmp ugt i64 %666, %665, !dbg !1756
  %675 = select i1 %673, i1 %674, i1 false, !dbg !1756
  br i1 %675, label %676, label %682, !dbg !1756

676:                                              ; preds = %670
  %677 = load i64, ptr %660, align 8, !dbg !1756, !tbaa !614
  %678 = load ptr, ptr %661, align 8, !dbg !1756, !tbaa !385
  %679 = getelementptr inbounds i8, ptr %678, i64 %665, !dbg !1756
  %680 = sub i64 %666, %665, !dbg !1756
  %681 = tail call i64 @crc32_z(i64 noundef %677, ptr noundef %679, i64 noundef %680) #10, !dbg !1756
  store i64 %681, ptr %660, align 8, !dbg !1756, !tbaa !614
  br label %682, !dbg !1756

682:                                              ; preds = %676, %670
    #dbg_value(ptr %0, !1371, !DIExpression(), !1760)
  %683 = load ptr, ptr %13, align 8, !dbg !1762, !tbaa !324
    #dbg_value(ptr %683, !1377, !DIExpression(), !1760)
  tail call void @_tr_flush_bits(ptr noundef %683) #10, !dbg !1763
  %684 = getelementptr inbounds i8, ptr %683, i64 40, !dbg !1764
  %685 = load i64, ptr %684, align 8, !dbg !1764, !tbaa !984
  %686 = load i32, ptr %43, align 8, !dbg !1765, !tbaa !1361
  %687 = zext i32 %686 to i64, !dbg !1766
  %688 = icmp ugt i64 %685, %687, !dbg !1767
  %689 = trunc nuw i64 %685 to i32, !dbg !1768
  %690 = select i1 %688, i32 %686, i32 %689, !dbg !1768
    #dbg_value(i32 %690, !1376, !DIExpression(), !1760)
  %691 = icmp eq i32 %690, 0, !dbg !1769
  br i1 %691, label %711, label %692, !dbg !1770

692:                                              ; preds = %682
  %693 = load ptr, ptr %25, align 8, !dbg !1771, !tbaa !1346
  %694 = getelementptr inbounds i8, ptr %683, i64 32, !dbg !1772
  %695 = load ptr, ptr %694, align 8, !dbg !1772, !tbaa !988
  %696 = zext i32 %690 to i64, !dbg !1773
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %693, ptr align 1 %695, i64 %696, i1 false), !dbg !1774
  %697 = load ptr, ptr %25, align 8, !dbg !1775, !tbaa !1346
  %698 = getelementptr inbounds i8, ptr %697, i64 %696, !dbg !1775
  store ptr %698, ptr %25, align 8, !dbg !1775, !tbaa !1346
  %699 = load ptr, ptr %694, align 8, !dbg !1776, !tbaa !988
  %700 = getelementptr inbounds i8, ptr %699, i64 %696, !dbg !1776
  store ptr %700, ptr %694, align 8, !dbg !1776, !tbaa !988
  %701 = load i64, ptr %662, align 8, !dbg !1777, !tbaa !1398
  %702 = add i64 %701, %696, !dbg !1777
  store i64 %702, ptr %662, align 8, !dbg !1777, !tbaa !1398
  %703 = load i32, ptr %43, align 8, !dbg !1778, !tbaa !1361
  %704 = sub i32 %703, %690, !dbg !1778
  store i32 %704, ptr %43, align 8, !dbg !1778, !tbaa !1361
  %705 = load i64, ptr %684, align 8, !dbg !1779, !tbaa !984
  %706 = sub i64 %705, %696, !dbg !1779
  store i64 %706, ptr %684, align 8, !dbg !1779, !tbaa !984
  %707 = icmp eq i64 %705, %696, !dbg !1780
  br i1 %707, label %708, label %711, !dbg !1781

708:                                              ; preds = %692
  %709 = getelementptr inbounds i8, ptr %683, i64 16, !dbg !1782
  %710 = load ptr, ptr %709, align 8, !dbg !1782, !tbaa !385
  store ptr %710, ptr %694, align 8, !dbg !1783, !tbaa !988
  br label %711, !dbg !1784

711:                                              ; preds = %682, %692, %708
  %712 = load i64, ptr %52, align 8, !dbg !1785, !tbaa !984
  %713 = icmp eq i64 %712, 0, !dbg !1787
  br i1 %713, label %714, label %716, !dbg !1788

714:                                              ; preds = %711
  %715 = load ptr, ptr %652, align 8, !dbg !1754, !tbaa !1045
  br label %717, !dbg !1788

716:                                              ; preds = %711
  store i32 -1, ptr %50, align 4, !dbg !1789, !tbaa !1008
  br label %949

717:                                              ; preds = %714, %664
  %718 = phi i64 [ %666, %664 ], [ 0, %714 ], !dbg !1791
  %719 = phi ptr [ %669, %664 ], [ %715, %714 ], !dbg !1754
  %720 = phi i64 [ %665, %664 ], [ 0, %714 ], !dbg !1747
    #dbg_value(i64 %720, !1314, !DIExpression(), !1747)
  %721 = getelementptr inbounds i8, ptr %719, i64 56, !dbg !1793
  %722 = load ptr, ptr %721, align 8, !dbg !1793, !tbaa !1552
  %723 = load i64, ptr %663, align 8, !dbg !1794, !tbaa !1592
  %724 = add i64 %723, 1, !dbg !1794
  store i64 %724, ptr %663, align 8, !dbg !1794, !tbaa !1592
  %725 = getelementptr inbounds i8, ptr %722, i64 %723, !dbg !1795
  %726 = load i8, ptr %725, align 1, !dbg !1795, !tbaa !261
    #dbg_value(i8 %726, !1319, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1747)
  %727 = load ptr, ptr %661, align 8, !dbg !1791, !tbaa !385
  %728 = add i64 %718, 1, !dbg !1791
  store i64 %728, ptr %52, align 8, !dbg !1791, !tbaa !984
  %729 = getelementptr inbounds i8, ptr %727, i64 %718, !dbg !1791
  store i8 %726, ptr %729, align 1, !dbg !1791, !tbaa !261
  %730 = icmp eq i8 %726, 0, !dbg !1796
  br i1 %730, label %731, label %664, !dbg !1797, !llvm.loop !1798

731:                                              ; preds = %717
  %732 = load ptr, ptr %652, align 8, !dbg !1800, !tbaa !1045
  %733 = getelementptr inbounds i8, ptr %732, i64 68, !dbg !1800
  %734 = load i32, ptr %733, align 4, !dbg !1800, !tbaa !1549
  %735 = icmp eq i32 %734, 0, !dbg !1800
  br i1 %735, label %745, label %736, !dbg !1800

736:                                              ; preds = %731
  %737 = load i64, ptr %52, align 8, !dbg !1800, !tbaa !984
  %738 = icmp ugt i64 %737, %720, !dbg !1800
  br i1 %738, label %739, label %745, !dbg !1803

739:                                              ; preds = %736
  %740 = load i64, ptr %660, align 8, !dbg !1800, !tbaa !614
  %741 = load ptr, ptr %661, align 8, !dbg !1800, !tbaa !385
  %742 = getelementptr inbounds i8, ptr %741, i64 %720, !dbg !1800
  %743 = sub i64 %737, %720, !dbg !1800
  %744 = tail call i64 @crc32_z(i64 noundef %740, ptr noundef %742, i64 noundef %743) #10, !dbg !1800
  store i64 %744, ptr %660, align 8, !dbg !1800, !tbaa !614
  br label %745, !dbg !1800

745:                                              ; preds = %651, %731, %736, %739
  store i32 103, ptr %20, align 8, !dbg !1804, !tbaa !332
  br label %746, !dbg !1436

746:                                              ; preds = %384, %745
  %747 = getelementptr inbounds i8, ptr %14, i64 56, !dbg !1805
  %748 = load ptr, ptr %747, align 8, !dbg !1805, !tbaa !1045
  %749 = getelementptr inbounds i8, ptr %748, i64 68, !dbg !1809
  %750 = load i32, ptr %749, align 4, !dbg !1809, !tbaa !1549
  %751 = icmp eq i32 %750, 0, !dbg !1810
  br i1 %751, label %779, label %752, !dbg !1811

752:                                              ; preds = %746
  %753 = load i64, ptr %52, align 8, !dbg !1812, !tbaa !984
  %754 = add i64 %753, 2, !dbg !1815
  %755 = getelementptr inbounds i8, ptr %14, i64 24, !dbg !1816
  %756 = load i64, ptr %755, align 8, !dbg !1816, !tbaa !391
  %757 = icmp ugt i64 %754, %756, !dbg !1817
  br i1 %757, label %758, label %762, !dbg !1818

758:                                              ; preds = %752
  tail call fastcc void @flush_pending(ptr noundef nonnull %0), !dbg !1819
  %759 = load i64, ptr %52, align 8, !dbg !1821, !tbaa !984
  %760 = icmp eq i64 %759, 0, !dbg !1823
  br i1 %760, label %762, label %761, !dbg !1824

761:                                              ; preds = %758
  store i32 -1, ptr %50, align 4, !dbg !1825, !tbaa !1008
  br label %949, !dbg !1827

762:                                              ; preds = %758, %752
  %763 = phi i64 [ 0, %758 ], [ %753, %752 ], !dbg !1828
  %764 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !1828
  %765 = load i64, ptr %764, align 8, !dbg !1828, !tbaa !614
  %766 = trunc i64 %765 to i8, !dbg !1828
  %767 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !1828
  %768 = load ptr, ptr %767, align 8, !dbg !1828, !tbaa !385
  %769 = add i64 %763, 1, !dbg !1828
  store i64 %769, ptr %52, align 8, !dbg !1828, !tbaa !984
  %770 = getelementptr inbounds i8, ptr %768, i64 %763, !dbg !1828
  store i8 %766, ptr %770, align 1, !dbg !1828, !tbaa !261
  %771 = load i64, ptr %764, align 8, !dbg !1830, !tbaa !614
  %772 = lshr i64 %771, 8, !dbg !1830
  %773 = trunc i64 %772 to i8, !dbg !1830
  %774 = load ptr, ptr %767, align 8, !dbg !1830, !tbaa !385
  %775 = load i64, ptr %52, align 8, !dbg !1830, !tbaa !984
  %776 = add i64 %775, 1, !dbg !1830
  store i64 %776, ptr %52, align 8, !dbg !1830, !tbaa !984
  %777 = getelementptr inbounds i8, ptr %774, i64 %775, !dbg !1830
  store i8 %773, ptr %777, align 1, !dbg !1830, !tbaa !261
  %778 = tail call i64 @crc32(i64 noundef 0, ptr noundef null, i32 noundef 0) #10, !dbg !1832
  store i64 %778, ptr %764, align 8, !dbg !1833, !tbaa !614
  br label %779, !dbg !1834

779:                                              ; preds = %762, %746
  store i32 113, ptr %20, align 8, !dbg !1835, !tbaa !332
  tail call fastcc void @flush_pending(ptr noundef nonnull %0), !dbg !1836
  %780 = load i64, ptr %52, align 8, !dbg !1837, !tbaa !984
  %781 = icmp eq i64 %780, 0, !dbg !1839
  br i1 %781, label %783, label %782, !dbg !1840

782:                                              ; preds = %779
  store i32 -1, ptr %50, align 4, !dbg !1841, !tbaa !1008
  br label %949, !dbg !1843

783:                                              ; preds = %384, %118, %779
  %784 = load i32, ptr %29, align 8, !dbg !1844, !tbaa !636
  %785 = icmp eq i32 %784, 0, !dbg !1845
  br i1 %785, label %786, label %795, !dbg !1846

786:                                              ; preds = %108, %783
  %787 = getelementptr inbounds i8, ptr %14, i64 180, !dbg !1847
  %788 = load i32, ptr %787, align 4, !dbg !1847, !tbaa !544
  %789 = icmp eq i32 %788, 0, !dbg !1848
  br i1 %789, label %790, label %795, !dbg !1849

790:                                              ; preds = %786
  %791 = icmp eq i32 %1, 0, !dbg !1850
  br i1 %791, label %949, label %792, !dbg !1851

792:                                              ; preds = %790
  %793 = load i32, ptr %20, align 8, !dbg !1852, !tbaa !332
  %794 = icmp eq i32 %793, 666, !dbg !1853
  br i1 %794, label %852, label %795, !dbg !1854

795:                                              ; preds = %792, %786, %783
  %796 = getelementptr inbounds i8, ptr %14, i64 196, !dbg !1855
  %797 = load i32, ptr %796, align 4, !dbg !1855, !tbaa !419
  %798 = icmp eq i32 %797, 0, !dbg !1856
  br i1 %798, label %799, label %801, !dbg !1857

799:                                              ; preds = %795
  %800 = tail call i32 @deflate_stored(ptr noundef nonnull %14, i32 noundef %1), !dbg !1858
  br label %813, !dbg !1857

801:                                              ; preds = %795
  %802 = getelementptr inbounds i8, ptr %14, i64 200, !dbg !1859
  %803 = load i32, ptr %802, align 8, !dbg !1859, !tbaa !422
  switch i32 %803, label %808 [
    i32 2, label %804
    i32 3, label %806
  ], !dbg !1860

804:                                              ; preds = %801
  %805 = tail call fastcc i32 @deflate_huff(ptr noundef nonnull %14, i32 noundef %1), !dbg !1861
  br label %813, !dbg !1860

806:                                              ; preds = %801
  %807 = tail call fastcc i32 @deflate_rle(ptr noundef nonnull %14, i32 noundef %1), !dbg !1862
  br label %813, !dbg !1863

808:                                              ; preds = %801
  %809 = sext i32 %797 to i64, !dbg !1864
  %810 = getelementptr inbounds [10 x %struct.config_s], ptr @configuration_table, i64 0, i64 %809, i32 4, !dbg !1865
  %811 = load ptr, ptr %810, align 8, !dbg !1865, !tbaa !1225
  %812 = tail call i32 %811(ptr noundef nonnull %14, i32 noundef %1) #10, !dbg !1866
  br label %813, !dbg !1863

813:                                              ; preds = %804, %808, %806, %799
  %814 = phi i32 [ %800, %799 ], [ %805, %804 ], [ %807, %806 ], [ %812, %808 ], !dbg !1857
    #dbg_value(i32 %814, !1320, !DIExpression(), !1867)
  %815 = and i32 %814, -2, !dbg !1868
  %816 = icmp eq i32 %815, 2, !dbg !1868
  br i1 %816, label %817, label %818, !dbg !1868

817:                                              ; preds = %813
  store i32 666, ptr %20, align 8, !dbg !1870, !tbaa !332
  br label %818, !dbg !1872

818:                                              ; preds = %813, %817
  %819 = and i32 %814, -3, !dbg !1873
  %820 = icmp eq i32 %819, 0, !dbg !1873
  br i1 %820, label %821, label %825, !dbg !1873

821:                                              ; preds = %818
  %822 = load i32, ptr %43, align 8, !dbg !1875, !tbaa !1361
  %823 = icmp eq i32 %822, 0, !dbg !1878
  br i1 %823, label %824, label %949, !dbg !1879

824:                                              ; preds = %821
  store i32 -1, ptr %50, align 4, !dbg !1880, !tbaa !1008
  br label %949, !dbg !1882

825:                                              ; preds = %818
  %826 = icmp eq i32 %814, 1, !dbg !1883
  br i1 %826, label %827, label %852, !dbg !1885

827:                                              ; preds = %825
  switch i32 %1, label %829 [
    i32 1, label %828
    i32 5, label %848
  ], !dbg !1886

828:                                              ; preds = %827
  tail call void @_tr_align(ptr noundef nonnull %14) #10, !dbg !1888
  br label %848, !dbg !1891

829:                                              ; preds = %827
  tail call void @_tr_stored_block(ptr noundef nonnull %14, ptr noundef null, i64 noundef 0, i32 noundef 0) #10, !dbg !1892
  %830 = icmp eq i32 %1, 3, !dbg !1895
  br i1 %830, label %831, label %848, !dbg !1897

831:                                              ; preds = %829
  %832 = getelementptr inbounds i8, ptr %14, i64 120, !dbg !1898
  %833 = load ptr, ptr %832, align 8, !dbg !1898, !tbaa !374
  %834 = getelementptr inbounds i8, ptr %14, i64 132, !dbg !1898
  %835 = load i32, ptr %834, align 4, !dbg !1898, !tbaa !354
  %836 = add i32 %835, -1, !dbg !1898
  %837 = zext i32 %836 to i64, !dbg !1898
  %838 = getelementptr inbounds i16, ptr %833, i64 %837, !dbg !1898
  store i16 0, ptr %838, align 2, !dbg !1898, !tbaa !508
  %839 = shl nuw nsw i64 %837, 1, !dbg !1898
  tail call void @llvm.memset.p0.i64(ptr align 2 %833, i8 0, i64 %839, i1 false), !dbg !1898
  %840 = getelementptr inbounds i8, ptr %14, i64 5960, !dbg !1898
  store i32 0, ptr %840, align 8, !dbg !1898, !tbaa !509
  %841 = getelementptr inbounds i8, ptr %14, i64 180, !dbg !1901
  %842 = load i32, ptr %841, align 4, !dbg !1901, !tbaa !544
  %843 = icmp eq i32 %842, 0, !dbg !1903
  br i1 %843, label %844, label %848, !dbg !1904

844:                                              ; preds = %831
  %845 = getelementptr inbounds i8, ptr %14, i64 172, !dbg !1905
  store i32 0, ptr %845, align 4, !dbg !1907, !tbaa !538
  %846 = getelementptr inbounds i8, ptr %14, i64 152, !dbg !1908
  store i64 0, ptr %846, align 8, !dbg !1909, !tbaa !541
  %847 = getelementptr inbounds i8, ptr %14, i64 5932, !dbg !1910
  store i32 0, ptr %847, align 4, !dbg !1911, !tbaa !547
  br label %848, !dbg !1912

848:                                              ; preds = %827, %831, %844, %829, %828
  tail call fastcc void @flush_pending(ptr noundef nonnull %0), !dbg !1913
  %849 = load i32, ptr %43, align 8, !dbg !1914, !tbaa !1361
  %850 = icmp eq i32 %849, 0, !dbg !1916
  br i1 %850, label %851, label %852, !dbg !1917

851:                                              ; preds = %848
  store i32 -1, ptr %50, align 4, !dbg !1918, !tbaa !1008
  br label %949, !dbg !1920

852:                                              ; preds = %848, %825, %792
  br i1 %37, label %949, label %853, !dbg !1921

853:                                              ; preds = %852
  %854 = getelementptr inbounds i8, ptr %14, i64 48, !dbg !1922
  %855 = load i32, ptr %854, align 8, !dbg !1922, !tbaa !335
  %856 = icmp slt i32 %855, 1, !dbg !1924
  br i1 %856, label %949, label %857, !dbg !1925

857:                                              ; preds = %853
  %858 = icmp eq i32 %855, 2, !dbg !1926
  %859 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !1928
  %860 = load i64, ptr %859, align 8, !dbg !1928, !tbaa !614
  br i1 %858, label %861, label %912, !dbg !1929

861:                                              ; preds = %857
  %862 = trunc i64 %860 to i8, !dbg !1930
  %863 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !1930
  %864 = load ptr, ptr %863, align 8, !dbg !1930, !tbaa !385
  %865 = load i64, ptr %52, align 8, !dbg !1930, !tbaa !984
  %866 = add i64 %865, 1, !dbg !1930
  store i64 %866, ptr %52, align 8, !dbg !1930, !tbaa !984
  %867 = getelementptr inbounds i8, ptr %864, i64 %865, !dbg !1930
  store i8 %862, ptr %867, align 1, !dbg !1930, !tbaa !261
  %868 = load i64, ptr %859, align 8, !dbg !1933, !tbaa !614
  %869 = lshr i64 %868, 8, !dbg !1933
  %870 = trunc i64 %869 to i8, !dbg !1933
  %871 = load ptr, ptr %863, align 8, !dbg !1933, !tbaa !385
  %872 = load i64, ptr %52, align 8, !dbg !1933, !tbaa !984
  %873 = add i64 %872, 1, !dbg !1933
  store i64 %873, ptr %52, align 8, !dbg !1933, !tbaa !984
  %874 = getelementptr inbounds i8, ptr %871, i64 %872, !dbg !1933
  store i8 %870, ptr %874, align 1, !dbg !1933, !tbaa !261
  %875 = load i64, ptr %859, align 8, !dbg !1935, !tbaa !614
  %876 = lshr i64 %875, 16, !dbg !1935
  %877 = trunc i64 %876 to i8, !dbg !1935
  %878 = load ptr, ptr %863, align 8, !dbg !1935, !tbaa !385
  %879 = load i64, ptr %52, align 8, !dbg !1935, !tbaa !984
  %880 = add i64 %879, 1, !dbg !1935
  store i64 %880, ptr %52, align 8, !dbg !1935, !tbaa !984
  %881 = getelementptr inbounds i8, ptr %878, i64 %879, !dbg !1935
  store i8 %877, ptr %881, align 1, !dbg !1935, !tbaa !261
  %882 = load i64, ptr %859, align 8, !dbg !1937, !tbaa !614
  %883 = lshr i64 %882, 24, !dbg !1937
  %884 = trunc i64 %883 to i8, !dbg !1937
  %885 = load ptr, ptr %863, align 8, !dbg !1937, !tbaa !385
  %886 = load i64, ptr %52, align 8, !dbg !1937, !tbaa !984
  %887 = add i64 %886, 1, !dbg !1937
  store i64 %887, ptr %52, align 8, !dbg !1937, !tbaa !984
  %888 = getelementptr inbounds i8, ptr %885, i64 %886, !dbg !1937
  store i8 %884, ptr %888, align 1, !dbg !1937, !tbaa !261
  %889 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1939
  %890 = load i64, ptr %889, align 8, !dbg !1939, !tbaa !825
  %891 = trunc i64 %890 to i8, !dbg !1939
  %892 = load ptr, ptr %863, align 8, !dbg !1939, !tbaa !385
  %893 = load i64, ptr %52, align 8, !dbg !1939, !tbaa !984
  %894 = add i64 %893, 1, !dbg !1939
  store i64 %894, ptr %52, align 8, !dbg !1939, !tbaa !984
  %895 = getelementptr inbounds i8, ptr %892, i64 %893, !dbg !1939
  store i8 %891, ptr %895, align 1, !dbg !1939, !tbaa !261
  %896 = load i64, ptr %889, align 8, !dbg !1941, !tbaa !825
  %897 = lshr i64 %896, 8, !dbg !1941
  %898 = trunc i64 %897 to i8, !dbg !1941
  %899 = load ptr, ptr %863, align 8, !dbg !1941, !tbaa !385
  %900 = load i64, ptr %52, align 8, !dbg !1941, !tbaa !984
  %901 = add i64 %900, 1, !dbg !1941
  store i64 %901, ptr %52, align 8, !dbg !1941, !tbaa !984
  %902 = getelementptr inbounds i8, ptr %899, i64 %900, !dbg !1941
  store i8 %898, ptr %902, align 1, !dbg !1941, !tbaa !261
  %903 = load i64, ptr %889, align 8, !dbg !1943, !tbaa !825
  %904 = lshr i64 %903, 16, !dbg !1943
  %905 = trunc i64 %904 to i8, !dbg !1943
  %906 = load ptr, ptr %863, align 8, !dbg !1943, !tbaa !385
  %907 = load i64, ptr %52, align 8, !dbg !1943, !tbaa !984
  %908 = add i64 %907, 1, !dbg !1943
  store i64 %908, ptr %52, align 8, !dbg !1943, !tbaa !984
  %909 = getelementptr inbounds i8, ptr %906, i64 %907, !dbg !1943
  store i8 %905, ptr %909, align 1, !dbg !1943, !tbaa !261
  %910 = load i64, ptr %889, align 8, !dbg !1945, !tbaa !825
  %911 = lshr i64 %910, 24, !dbg !1945
  br label %933, !dbg !1947

912:                                              ; preds = %857
  %913 = lshr i64 %860, 16, !dbg !1948
    #dbg_value(ptr %14, !1461, !DIExpression(), !1950)
    #dbg_value(i64 %913, !1466, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1950)
  %914 = lshr i64 %860, 24, !dbg !1952
  %915 = trunc i64 %914 to i8, !dbg !1952
  %916 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !1952
  %917 = load ptr, ptr %916, align 8, !dbg !1952, !tbaa !385
  %918 = load i64, ptr %52, align 8, !dbg !1952, !tbaa !984
  %919 = add i64 %918, 1, !dbg !1952
  store i64 %919, ptr %52, align 8, !dbg !1952, !tbaa !984
  %920 = getelementptr inbounds i8, ptr %917, i64 %918, !dbg !1952
  store i8 %915, ptr %920, align 1, !dbg !1952, !tbaa !261
  %921 = trunc i64 %913 to i8, !dbg !1953
  %922 = load ptr, ptr %916, align 8, !dbg !1953, !tbaa !385
  %923 = load i64, ptr %52, align 8, !dbg !1953, !tbaa !984
  %924 = add i64 %923, 1, !dbg !1953
  store i64 %924, ptr %52, align 8, !dbg !1953, !tbaa !984
  %925 = getelementptr inbounds i8, ptr %922, i64 %923, !dbg !1953
  store i8 %921, ptr %925, align 1, !dbg !1953, !tbaa !261
  %926 = load i64, ptr %859, align 8, !dbg !1954, !tbaa !614
    #dbg_value(ptr %14, !1461, !DIExpression(), !1955)
    #dbg_value(i64 %926, !1466, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 65535, DW_OP_and, DW_OP_stack_value), !1955)
  %927 = lshr i64 %926, 8, !dbg !1957
  %928 = trunc i64 %927 to i8, !dbg !1957
  %929 = load ptr, ptr %916, align 8, !dbg !1957, !tbaa !385
  %930 = load i64, ptr %52, align 8, !dbg !1957, !tbaa !984
  %931 = add i64 %930, 1, !dbg !1957
  store i64 %931, ptr %52, align 8, !dbg !1957, !tbaa !984
  %932 = getelementptr inbounds i8, ptr %929, i64 %930, !dbg !1957
  store i8 %928, ptr %932, align 1, !dbg !1957, !tbaa !261
  br label %933

933:                                              ; preds = %912, %861
  %934 = phi ptr [ %916, %912 ], [ %863, %861 ]
  %935 = phi i64 [ %926, %912 ], [ %911, %861 ]
  %936 = trunc i64 %935 to i8, !dbg !1928
  %937 = load ptr, ptr %934, align 8, !dbg !1928, !tbaa !385
  %938 = load i64, ptr %52, align 8, !dbg !1928, !tbaa !984
  %939 = add i64 %938, 1, !dbg !1928
  store i64 %939, ptr %52, align 8, !dbg !1928, !tbaa !984
  %940 = getelementptr inbounds i8, ptr %937, i64 %938, !dbg !1928
  store i8 %936, ptr %940, align 1, !dbg !1928, !tbaa !261
  tail call fastcc void @flush_pending(ptr noundef nonnull %0), !dbg !1958
  %941 = load i32, ptr %854, align 8, !dbg !1959, !tbaa !335
  %942 = icmp sgt i32 %941, 0, !dbg !1961
  br i1 %942, label %943, label %945, !dbg !1962

943:                                              ; preds = %933
  %944 = sub nsw i32 0, %941, !dbg !1963
  store i32 %944, ptr %854, align 8, !dbg !1964, !tbaa !335
  br label %945, !dbg !1965

945:                                              ; preds = %943, %933
  %946 = load i64, ptr %52, align 8, !dbg !1966, !tbaa !984
  %947 = icmp eq i64 %946, 0, !dbg !1967
  %948 = zext i1 %947 to i32, !dbg !1968
  br label %949, !dbg !1969

949:                                              ; preds = %790, %12, %16, %19, %2, %4, %8, %518, %194, %851, %824, %821, %853, %852, %716, %620, %22, %945, %782, %761, %260, %111, %102, %89, %46, %39
  %950 = phi i32 [ -2, %39 ], [ -5, %46 ], [ 0, %89 ], [ -5, %111 ], [ 0, %260 ], [ 0, %761 ], [ 0, %782 ], [ %948, %945 ], [ 0, %194 ], [ -5, %102 ], [ -2, %22 ], [ 0, %620 ], [ 0, %716 ], [ 0, %852 ], [ 1, %853 ], [ 0, %821 ], [ 0, %824 ], [ 0, %851 ], [ 0, %518 ], [ -2, %8 ], [ -2, %4 ], [ -2, %2 ], [ -2, %19 ], [ -2, %16 ], [ -2, %12 ], [ 0, %790 ], !dbg !1323
  ret i32 %950, !dbg !1970
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @slide_hash(ptr nocapture noundef %0) unnamed_addr #6 !dbg !736 {
    #dbg_value(ptr %0, !735, !DIExpression(), !1971)
  %2 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !1972
  %3 = load i32, ptr %2, align 8, !dbg !1972, !tbaa !342
    #dbg_value(i32 %3, !741, !DIExpression(), !1971)
  %4 = getelementptr inbounds i8, ptr %0, i64 132, !dbg !1973
  %5 = load i32, ptr %4, align 4, !dbg !1973, !tbaa !354
    #dbg_value(i32 %5, !738, !DIExpression(), !1971)
  %6 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !1974
  %7 = load ptr, ptr %6, align 8, !dbg !1974, !tbaa !374
  %8 = zext i32 %5 to i64, !dbg !1975
  %9 = getelementptr inbounds i16, ptr %7, i64 %8, !dbg !1975
    #dbg_value(ptr %9, !740, !DIExpression(), !1971)
  %10 = add i32 %5, -1, !dbg !1976
  %11 = zext i32 %10 to i64, !dbg !1976
  %12 = add nuw nsw i64 %11, 1, !dbg !1976
  %13 = icmp ult i32 %10, 7, !dbg !1976
  br i1 %13, label %35, label %14, !dbg !1976

14:                                               ; preds = %1
  %15 = and i64 %12, 8589934584, !dbg !1976
  %16 = mul nsw i64 %15, -2, !dbg !1976
  %17 = getelementptr i8, ptr %9, i64 %16, !dbg !1976
  %18 = trunc i64 %15 to i32, !dbg !1976
  %19 = sub i32 %5, %18, !dbg !1976
  %20 = insertelement <8 x i32> poison, i32 %3, i64 0, !dbg !1976
  %21 = getelementptr i8, ptr %9, i64 -16, !dbg !1976
  %22 = shufflevector <8 x i32> %20, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %23, !dbg !1976

23:                                               ; preds = %23, %14
  %24 = phi i64 [ 0, %14 ], [ %31, %23 ]
  %25 = mul i64 %24, -2, !dbg !1976
  %26 = getelementptr i8, ptr %21, i64 %25, !dbg !1977
  %27 = load <8 x i16>, ptr %26, align 2, !dbg !1977, !tbaa !508
  %28 = zext <8 x i16> %27 to <8 x i32>, !dbg !1978
  %29 = tail call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %28, <8 x i32> %22), !dbg !1978
  %30 = trunc nuw <8 x i32> %29 to <8 x i16>, !dbg !1978
  store <8 x i16> %30, ptr %26, align 2, !dbg !1978, !tbaa !508
  %31 = add nuw i64 %24, 8
  %32 = icmp eq i64 %31, %15
  br i1 %32, label %33, label %23, !llvm.loop !1979

33:                                               ; preds = %23
  %34 = icmp eq i64 %12, %15, !dbg !1981
  br i1 %34, label %48, label %35, !dbg !1981

35:                                               ; preds = %33, %1
  %36 = phi ptr [ %9, %1 ], [ %17, %33 ]
  %37 = phi i32 [ %5, %1 ], [ %19, %33 ]
  br label %38, !dbg !1976

38:                                               ; preds = %35, %38
  %39 = phi ptr [ %41, %38 ], [ %36, %35 ], !dbg !1971
  %40 = phi i32 [ %46, %38 ], [ %37, %35 ], !dbg !1971
    #dbg_value(i32 %40, !738, !DIExpression(), !1971)
    #dbg_value(ptr %39, !740, !DIExpression(), !1971)
  %41 = getelementptr inbounds i8, ptr %39, i64 -2, !dbg !1982
    #dbg_value(ptr %41, !740, !DIExpression(), !1971)
  %42 = load i16, ptr %41, align 2, !dbg !1977, !tbaa !508
  %43 = zext i16 %42 to i32, !dbg !1977
    #dbg_value(i32 %43, !739, !DIExpression(), !1971)
  %44 = tail call i32 @llvm.usub.sat.i32(i32 %43, i32 %3), !dbg !1983
  %45 = trunc nuw i32 %44 to i16, !dbg !1984
  store i16 %45, ptr %41, align 2, !dbg !1978, !tbaa !508
  %46 = add i32 %40, -1, !dbg !1985
    #dbg_value(i32 %46, !738, !DIExpression(), !1971)
  %47 = icmp eq i32 %46, 0, !dbg !1981
  br i1 %47, label %48, label %38, !dbg !1981, !llvm.loop !1986

48:                                               ; preds = %38, %33
    #dbg_value(i32 %3, !738, !DIExpression(), !1971)
  %49 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !1987
  %50 = load ptr, ptr %49, align 8, !dbg !1987, !tbaa !370
  %51 = zext i32 %3 to i64, !dbg !1988
  %52 = getelementptr inbounds i16, ptr %50, i64 %51, !dbg !1988
    #dbg_value(ptr %52, !740, !DIExpression(), !1971)
  %53 = add i32 %3, -1, !dbg !1989
  %54 = zext i32 %53 to i64, !dbg !1989
  %55 = add nuw nsw i64 %54, 1, !dbg !1989
  %56 = icmp ult i32 %53, 7, !dbg !1989
  br i1 %56, label %78, label %57, !dbg !1989

57:                                               ; preds = %48
  %58 = and i64 %55, 8589934584, !dbg !1989
  %59 = mul nsw i64 %58, -2, !dbg !1989
  %60 = getelementptr i8, ptr %52, i64 %59, !dbg !1989
  %61 = trunc i64 %58 to i32, !dbg !1989
  %62 = sub i32 %3, %61, !dbg !1989
  %63 = insertelement <8 x i32> poison, i32 %3, i64 0, !dbg !1989
  %64 = getelementptr i8, ptr %52, i64 -16, !dbg !1989
  %65 = shufflevector <8 x i32> %63, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %66, !dbg !1989

66:                                               ; preds = %66, %57
  %67 = phi i64 [ 0, %57 ], [ %74, %66 ]
  %68 = mul i64 %67, -2, !dbg !1989
  %69 = getelementptr i8, ptr %64, i64 %68, !dbg !1990
  %70 = load <8 x i16>, ptr %69, align 2, !dbg !1990, !tbaa !508
  %71 = zext <8 x i16> %70 to <8 x i32>, !dbg !1991
  %72 = tail call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %71, <8 x i32> %65), !dbg !1991
  %73 = trunc nuw <8 x i32> %72 to <8 x i16>, !dbg !1991
  store <8 x i16> %73, ptr %69, align 2, !dbg !1991, !tbaa !508
  %74 = add nuw i64 %67, 8
  %75 = icmp eq i64 %74, %58
  br i1 %75, label %76, label %66, !llvm.loop !1992

76:                                               ; preds = %66
  %77 = icmp eq i64 %55, %58, !dbg !1994
  br i1 %77, label %91, label %78, !dbg !1994

78:                                               ; preds = %76, %48
  %79 = phi ptr [ %52, %48 ], [ %60, %76 ]
  %80 = phi i32 [ %3, %48 ], [ %62, %76 ]
  br label %81, !dbg !1989

81:                                               ; preds = %78, %81
  %82 = phi ptr [ %84, %81 ], [ %79, %78 ], !dbg !1971
  %83 = phi i32 [ %89, %81 ], [ %80, %78 ], !dbg !1971
    #dbg_value(i32 %83, !738, !DIExpression(), !1971)
    #dbg_value(ptr %82, !740, !DIExpression(), !1971)
  %84 = getelementptr inbounds i8, ptr %82, i64 -2, !dbg !1995
    #dbg_value(ptr %84, !740, !DIExpression(), !1971)
  %85 = load i16, ptr %84, align 2, !dbg !1990, !tbaa !508
  %86 = zext i16 %85 to i32, !dbg !1990
    #dbg_value(i32 %86, !739, !DIExpression(), !1971)
  %87 = tail call i32 @llvm.usub.sat.i32(i32 %86, i32 %3), !dbg !1996
  %88 = trunc nuw i32 %87 to i16, !dbg !1997
  store i16 %88, ptr %84, align 2, !dbg !1991, !tbaa !508
  %89 = add i32 %83, -1, !dbg !1998
    #dbg_value(i32 %89, !738, !DIExpression(), !1971)
  %90 = icmp eq i32 %89, 0, !dbg !1994
  br i1 %90, label %91, label %81, !dbg !1994, !llvm.loop !1999

91:                                               ; preds = %81, %76
  %92 = getelementptr inbounds i8, ptr %0, i64 5960, !dbg !2000
  store i32 1, ptr %92, align 8, !dbg !2001, !tbaa !509
  ret void, !dbg !2002
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @deflateTune(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #3 !dbg !2003 {
    #dbg_value(ptr %0, !2007, !DIExpression(), !2013)
    #dbg_value(i32 %1, !2008, !DIExpression(), !2013)
    #dbg_value(i32 %2, !2009, !DIExpression(), !2013)
    #dbg_value(i32 %3, !2010, !DIExpression(), !2013)
    #dbg_value(i32 %4, !2011, !DIExpression(), !2013)
    #dbg_value(ptr %0, !436, !DIExpression(), !2014)
  %6 = icmp eq ptr %0, null, !dbg !2017
  br i1 %6, label %30, label %7, !dbg !2018

7:                                                ; preds = %5
  %8 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !2019
  %9 = load ptr, ptr %8, align 8, !dbg !2019, !tbaa !278
  %10 = icmp eq ptr %9, null, !dbg !2020
  br i1 %10, label %30, label %11, !dbg !2021

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !2022
  %13 = load ptr, ptr %12, align 8, !dbg !2022, !tbaa !289
  %14 = icmp eq ptr %13, null, !dbg !2023
  br i1 %14, label %30, label %15, !dbg !2024

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2025
  %17 = load ptr, ptr %16, align 8, !dbg !2025, !tbaa !324
    #dbg_value(ptr %17, !439, !DIExpression(), !2014)
  %18 = icmp eq ptr %17, null, !dbg !2026
  br i1 %18, label %30, label %19, !dbg !2027

19:                                               ; preds = %15
  %20 = load ptr, ptr %17, align 8, !dbg !2028, !tbaa !326
  %21 = icmp eq ptr %20, %0, !dbg !2029
  br i1 %21, label %22, label %30, !dbg !2030

22:                                               ; preds = %19
  %23 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !2031
  %24 = load i32, ptr %23, align 8, !dbg !2031, !tbaa !332
  switch i32 %24, label %30 [
    i32 42, label %25
    i32 57, label %25
    i32 69, label %25
    i32 73, label %25
    i32 91, label %25
    i32 103, label %25
    i32 113, label %25
    i32 666, label %25
  ], !dbg !2032

25:                                               ; preds = %22, %22, %22, %22, %22, %22, %22, %22
    #dbg_value(ptr %17, !2012, !DIExpression(), !2013)
  %26 = getelementptr inbounds i8, ptr %17, i64 204, !dbg !2033
  store i32 %1, ptr %26, align 4, !dbg !2034, !tbaa !523
  %27 = getelementptr inbounds i8, ptr %17, i64 192, !dbg !2035
  store i32 %2, ptr %27, align 8, !dbg !2036, !tbaa !517
  %28 = getelementptr inbounds i8, ptr %17, i64 208, !dbg !2037
  store i32 %3, ptr %28, align 8, !dbg !2038, !tbaa !529
  %29 = getelementptr inbounds i8, ptr %17, i64 188, !dbg !2039
  store i32 %4, ptr %29, align 4, !dbg !2040, !tbaa !535
  br label %30, !dbg !2041

30:                                               ; preds = %15, %19, %22, %5, %7, %11, %25
  %31 = phi i32 [ 0, %25 ], [ -2, %11 ], [ -2, %7 ], [ -2, %5 ], [ -2, %22 ], [ -2, %19 ], [ -2, %15 ], !dbg !2013
  ret i32 %31, !dbg !2042
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @deflateBound_z(ptr noundef readonly %0, i64 noundef %1) local_unnamed_addr #7 !dbg !2043 {
    #dbg_value(ptr %0, !2047, !DIExpression(), !2058)
    #dbg_value(i64 %1, !2048, !DIExpression(), !2058)
  %3 = lshr i64 %1, 3, !dbg !2059
  %4 = lshr i64 %1, 8, !dbg !2060
  %5 = lshr i64 %1, 9, !dbg !2061
  %6 = add i64 %1, 4, !dbg !2062
  %7 = add i64 %6, %3, !dbg !2063
  %8 = add i64 %7, %4, !dbg !2064
  %9 = add i64 %8, %5, !dbg !2065
    #dbg_value(i64 %9, !2050, !DIExpression(), !2058)
  %10 = icmp ult i64 %9, %1, !dbg !2066
  %11 = select i1 %10, i64 -1, i64 %9, !dbg !2068
    #dbg_value(i64 %11, !2050, !DIExpression(), !2058)
  %12 = lshr i64 %1, 5, !dbg !2069
  %13 = lshr i64 %1, 7, !dbg !2070
  %14 = lshr i64 %1, 11, !dbg !2071
  %15 = add i64 %1, 7, !dbg !2072
  %16 = add i64 %15, %12, !dbg !2073
  %17 = add i64 %16, %13, !dbg !2074
  %18 = add i64 %17, %14, !dbg !2075
    #dbg_value(i64 %18, !2051, !DIExpression(), !2058)
  %19 = icmp ult i64 %18, %1, !dbg !2076
  %20 = select i1 %19, i64 -1, i64 %18, !dbg !2078
    #dbg_value(i64 %20, !2051, !DIExpression(), !2058)
    #dbg_value(ptr %0, !436, !DIExpression(), !2079)
  %21 = icmp eq ptr %0, null, !dbg !2082
  br i1 %21, label %40, label %22, !dbg !2083

22:                                               ; preds = %2
  %23 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !2084
  %24 = load ptr, ptr %23, align 8, !dbg !2084, !tbaa !278
  %25 = icmp eq ptr %24, null, !dbg !2085
  br i1 %25, label %40, label %26, !dbg !2086

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !2087
  %28 = load ptr, ptr %27, align 8, !dbg !2087, !tbaa !289
  %29 = icmp eq ptr %28, null, !dbg !2088
  br i1 %29, label %40, label %30, !dbg !2089

30:                                               ; preds = %26
  %31 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2090
  %32 = load ptr, ptr %31, align 8, !dbg !2090, !tbaa !324
    #dbg_value(ptr %32, !439, !DIExpression(), !2079)
  %33 = icmp eq ptr %32, null, !dbg !2091
  br i1 %33, label %40, label %34, !dbg !2092

34:                                               ; preds = %30
  %35 = load ptr, ptr %32, align 8, !dbg !2093, !tbaa !326
  %36 = icmp eq ptr %35, %0, !dbg !2094
  br i1 %36, label %37, label %40, !dbg !2095

37:                                               ; preds = %34
  %38 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !2096
  %39 = load i32, ptr %38, align 8, !dbg !2096, !tbaa !332
  switch i32 %39, label %40 [
    i32 42, label %45
    i32 57, label %45
    i32 69, label %45
    i32 73, label %45
    i32 91, label %45
    i32 103, label %45
    i32 113, label %45
    i32 666, label %45
  ], !dbg !2097

40:                                               ; preds = %26, %22, %2, %37, %34, %30
  %41 = tail call i64 @llvm.umax.i64(i64 %11, i64 %20), !dbg !2098
    #dbg_value(i64 %41, !2053, !DIExpression(), !2058)
  %42 = add i64 %41, 18, !dbg !2100
  %43 = icmp ugt i64 %41, -19, !dbg !2101
  %44 = select i1 %43, i64 -1, i64 %42, !dbg !2102
  br label %129, !dbg !2103

45:                                               ; preds = %37, %37, %37, %37, %37, %37, %37, %37
    #dbg_value(ptr %32, !2049, !DIExpression(), !2058)
  %46 = getelementptr inbounds i8, ptr %32, i64 48, !dbg !2104
  %47 = load i32, ptr %46, align 8, !dbg !2104, !tbaa !335
  %48 = tail call i32 @llvm.abs.i32(i32 %47, i1 true), !dbg !2105
  switch i32 %48, label %99 [
    i32 0, label %100
    i32 1, label %49
    i32 2, label %54
  ], !dbg !2106

49:                                               ; preds = %45
  %50 = getelementptr inbounds i8, ptr %32, i64 172, !dbg !2107
  %51 = load i32, ptr %50, align 4, !dbg !2107, !tbaa !538
  %52 = icmp eq i32 %51, 0, !dbg !2108
  %53 = select i1 %52, i64 6, i64 10, !dbg !2109
    #dbg_value(i64 %53, !2052, !DIExpression(), !2058)
  br label %100, !dbg !2110

54:                                               ; preds = %45
    #dbg_value(i64 18, !2052, !DIExpression(), !2058)
  %55 = getelementptr inbounds i8, ptr %32, i64 56, !dbg !2111
  %56 = load ptr, ptr %55, align 8, !dbg !2111, !tbaa !1045
  %57 = icmp eq ptr %56, null, !dbg !2112
  br i1 %57, label %100, label %58, !dbg !2113

58:                                               ; preds = %54
  %59 = getelementptr inbounds i8, ptr %56, i64 24, !dbg !2114
  %60 = load ptr, ptr %59, align 8, !dbg !2114, !tbaa !1550
  %61 = icmp eq ptr %60, null, !dbg !2116
  br i1 %61, label %68, label %62, !dbg !2117

62:                                               ; preds = %58
  %63 = getelementptr inbounds i8, ptr %56, i64 32, !dbg !2118
  %64 = load i32, ptr %63, align 8, !dbg !2118, !tbaa !1575
  %65 = add i32 %64, 2, !dbg !2119
  %66 = zext i32 %65 to i64, !dbg !2120
  %67 = add nuw nsw i64 %66, 18, !dbg !2121
    #dbg_value(i64 %67, !2052, !DIExpression(), !2058)
  br label %68, !dbg !2122

68:                                               ; preds = %62, %58
  %69 = phi i64 [ %67, %62 ], [ 18, %58 ], !dbg !2123
    #dbg_value(i64 %69, !2052, !DIExpression(), !2058)
  %70 = getelementptr inbounds i8, ptr %56, i64 40, !dbg !2124
  %71 = load ptr, ptr %70, align 8, !dbg !2124, !tbaa !1551
    #dbg_value(ptr %71, !2054, !DIExpression(), !2125)
  %72 = icmp eq ptr %71, null, !dbg !2126
  br i1 %72, label %80, label %73, !dbg !2128

73:                                               ; preds = %68, %73
  %74 = phi i64 [ %76, %73 ], [ %69, %68 ], !dbg !2125
  %75 = phi ptr [ %77, %73 ], [ %71, %68 ], !dbg !2125
    #dbg_value(ptr %75, !2054, !DIExpression(), !2125)
    #dbg_value(i64 %74, !2052, !DIExpression(), !2058)
  %76 = add i64 %74, 1, !dbg !2129
    #dbg_value(i64 %76, !2052, !DIExpression(), !2058)
  %77 = getelementptr inbounds i8, ptr %75, i64 1, !dbg !2131
    #dbg_value(ptr %77, !2054, !DIExpression(), !2125)
  %78 = load i8, ptr %75, align 1, !dbg !2132, !tbaa !261
  %79 = icmp eq i8 %78, 0, !dbg !2133
  br i1 %79, label %80, label %73, !dbg !2133, !llvm.loop !2134

80:                                               ; preds = %73, %68
  %81 = phi i64 [ %69, %68 ], [ %76, %73 ], !dbg !2125
    #dbg_value(i64 %81, !2052, !DIExpression(), !2058)
  %82 = getelementptr inbounds i8, ptr %56, i64 56, !dbg !2137
  %83 = load ptr, ptr %82, align 8, !dbg !2137, !tbaa !1552
    #dbg_value(ptr %83, !2054, !DIExpression(), !2125)
  %84 = icmp eq ptr %83, null, !dbg !2138
  br i1 %84, label %92, label %85, !dbg !2140

85:                                               ; preds = %80, %85
  %86 = phi i64 [ %88, %85 ], [ %81, %80 ], !dbg !2125
  %87 = phi ptr [ %89, %85 ], [ %83, %80 ], !dbg !2125
    #dbg_value(ptr %87, !2054, !DIExpression(), !2125)
    #dbg_value(i64 %86, !2052, !DIExpression(), !2058)
  %88 = add i64 %86, 1, !dbg !2141
    #dbg_value(i64 %88, !2052, !DIExpression(), !2058)
  %89 = getelementptr inbounds i8, ptr %87, i64 1, !dbg !2143
    #dbg_value(ptr %89, !2054, !DIExpression(), !2125)
  %90 = load i8, ptr %87, align 1, !dbg !2144, !tbaa !261
  %91 = icmp eq i8 %90, 0, !dbg !2145
  br i1 %91, label %92, label %85, !dbg !2145, !llvm.loop !2146

92:                                               ; preds = %85, %80
  %93 = phi i64 [ %81, %80 ], [ %88, %85 ], !dbg !2125
    #dbg_value(i64 %93, !2052, !DIExpression(), !2058)
  %94 = getelementptr inbounds i8, ptr %56, i64 68, !dbg !2149
  %95 = load i32, ptr %94, align 4, !dbg !2149, !tbaa !1549
  %96 = icmp eq i32 %95, 0, !dbg !2151
  %97 = add i64 %93, 2
  %98 = select i1 %96, i64 %93, i64 %97, !dbg !2152
    #dbg_value(i64 %98, !2052, !DIExpression(), !2058)
  br label %100, !dbg !2153

99:                                               ; preds = %45
    #dbg_value(i64 18, !2052, !DIExpression(), !2058)
  br label %100, !dbg !2154

100:                                              ; preds = %45, %54, %92, %99, %49
  %101 = phi i64 [ 18, %99 ], [ %98, %92 ], [ 18, %54 ], [ %53, %49 ], [ 0, %45 ], !dbg !2123
    #dbg_value(i64 %101, !2052, !DIExpression(), !2058)
  %102 = getelementptr inbounds i8, ptr %32, i64 84, !dbg !2155
  %103 = load i32, ptr %102, align 4, !dbg !2155, !tbaa !338
  %104 = icmp eq i32 %103, 15, !dbg !2157
  %105 = getelementptr inbounds i8, ptr %32, i64 136
  %106 = load i32, ptr %105, align 8, !dbg !2158, !tbaa !350
  %107 = icmp eq i32 %106, 15
  %108 = select i1 %104, i1 %107, i1 false, !dbg !2159
  br i1 %108, label %119, label %109, !dbg !2159

109:                                              ; preds = %100
  %110 = icmp ugt i32 %103, %106, !dbg !2160
  br i1 %110, label %115, label %111, !dbg !2162

111:                                              ; preds = %109
  %112 = getelementptr inbounds i8, ptr %32, i64 196, !dbg !2163
  %113 = load i32, ptr %112, align 4, !dbg !2163, !tbaa !419
  %114 = icmp eq i32 %113, 0, !dbg !2164
  br i1 %114, label %115, label %116, !dbg !2165

115:                                              ; preds = %111, %109
  br label %116, !dbg !2165

116:                                              ; preds = %111, %115
  %117 = phi i64 [ %20, %115 ], [ %11, %111 ], !dbg !2165
    #dbg_value(i64 %117, !2053, !DIExpression(), !2058)
  %118 = tail call i64 @llvm.uadd.sat.i64(i64 %117, i64 %101), !dbg !2166
  br label %129, !dbg !2167

119:                                              ; preds = %100
  %120 = lshr i64 %1, 12, !dbg !2168
  %121 = lshr i64 %1, 14, !dbg !2169
  %122 = lshr i64 %1, 25, !dbg !2170
  %123 = add i64 %15, %120, !dbg !2171
  %124 = add i64 %123, %121, !dbg !2172
  %125 = add i64 %124, %122, !dbg !2173
  %126 = add i64 %125, %101, !dbg !2174
    #dbg_value(i64 %126, !2053, !DIExpression(), !2058)
  %127 = icmp ult i64 %126, %1, !dbg !2175
  %128 = select i1 %127, i64 -1, i64 %126, !dbg !2176
  br label %129, !dbg !2177

129:                                              ; preds = %119, %116, %40
  %130 = phi i64 [ %44, %40 ], [ %118, %116 ], [ %128, %119 ], !dbg !2058
  ret i64 %130, !dbg !2178
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @deflateBound(ptr noundef readonly %0, i64 noundef %1) local_unnamed_addr #7 !dbg !2179 {
    #dbg_value(ptr %0, !2183, !DIExpression(), !2186)
    #dbg_value(i64 %1, !2184, !DIExpression(), !2186)
  %3 = tail call i64 @deflateBound_z(ptr noundef %0, i64 noundef %1), !dbg !2187
    #dbg_value(i64 %3, !2185, !DIExpression(), !2186)
  ret i64 %3, !dbg !2188
}

; Function Attrs: nounwind uwtable
define internal fastcc void @flush_pending(ptr nocapture noundef %0) unnamed_addr #0 !dbg !1372 {
    #dbg_value(ptr %0, !1371, !DIExpression(), !2189)
  %2 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2190
  %3 = load ptr, ptr %2, align 8, !dbg !2190, !tbaa !324
    #dbg_value(ptr %3, !1377, !DIExpression(), !2189)
  tail call void @_tr_flush_bits(ptr noundef %3) #10, !dbg !2191
  %4 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !2192
  %5 = load i64, ptr %4, align 8, !dbg !2192, !tbaa !984
  %6 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2193
  %7 = load i32, ptr %6, align 8, !dbg !2193, !tbaa !1361
  %8 = zext i32 %7 to i64, !dbg !2194
  %9 = icmp ugt i64 %5, %8, !dbg !2195
  %10 = trunc nuw i64 %5 to i32, !dbg !2196
  %11 = select i1 %9, i32 %7, i32 %10, !dbg !2196
    #dbg_value(i32 %11, !1376, !DIExpression(), !2189)
  %12 = icmp eq i32 %11, 0, !dbg !2197
  br i1 %12, label %34, label %13, !dbg !2198

13:                                               ; preds = %1
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2199
  %15 = load ptr, ptr %14, align 8, !dbg !2199, !tbaa !1346
  %16 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !2200
  %17 = load ptr, ptr %16, align 8, !dbg !2200, !tbaa !988
  %18 = zext i32 %11 to i64, !dbg !2201
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr align 1 %17, i64 %18, i1 false), !dbg !2202
  %19 = load ptr, ptr %14, align 8, !dbg !2203, !tbaa !1346
  %20 = getelementptr inbounds i8, ptr %19, i64 %18, !dbg !2203
  store ptr %20, ptr %14, align 8, !dbg !2203, !tbaa !1346
  %21 = load ptr, ptr %16, align 8, !dbg !2204, !tbaa !988
  %22 = getelementptr inbounds i8, ptr %21, i64 %18, !dbg !2204
  store ptr %22, ptr %16, align 8, !dbg !2204, !tbaa !988
  %23 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !2205
  %24 = load i64, ptr %23, align 8, !dbg !2206, !tbaa !1398
  %25 = add i64 %24, %18, !dbg !2206
  store i64 %25, ptr %23, align 8, !dbg !2206, !tbaa !1398
  %26 = load i32, ptr %6, align 8, !dbg !2207, !tbaa !1361
  %27 = sub i32 %26, %11, !dbg !2207
  store i32 %27, ptr %6, align 8, !dbg !2207, !tbaa !1361
  %28 = load i64, ptr %4, align 8, !dbg !2208, !tbaa !984
  %29 = sub i64 %28, %18, !dbg !2208
  store i64 %29, ptr %4, align 8, !dbg !2208, !tbaa !984
  %30 = icmp eq i64 %28, %18, !dbg !2209
  br i1 %30, label %31, label %34, !dbg !2210

31:                                               ; preds = %13
  %32 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !2211
  %33 = load ptr, ptr %32, align 8, !dbg !2211, !tbaa !385
  store ptr %33, ptr %16, align 8, !dbg !2212, !tbaa !988
  br label %34, !dbg !2213

34:                                               ; preds = %13, %31, %1
  ret void, !dbg !2214
}

declare !dbg !2215 i64 @crc32_z(i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal range(i32 0, 4) i32 @deflate_stored(ptr noundef %0, i32 noundef %1) #0 !dbg !2218 {
    #dbg_value(ptr %0, !2220, !DIExpression(), !2228)
    #dbg_value(i32 %1, !2221, !DIExpression(), !2228)
  %3 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2229
  %4 = load i64, ptr %3, align 8, !dbg !2229, !tbaa !391
  %5 = add i64 %4, -5, !dbg !2229
  %6 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !2229
  %7 = load i32, ptr %6, align 8, !dbg !2229, !tbaa !342
  %8 = zext i32 %7 to i64, !dbg !2229
  %9 = tail call i64 @llvm.umin.i64(i64 %5, i64 %8), !dbg !2229
  %10 = trunc nuw i64 %9 to i32, !dbg !2230
    #dbg_value(i32 %10, !2222, !DIExpression(), !2228)
    #dbg_value(i32 0, !2223, !DIExpression(), !2228)
  %11 = load ptr, ptr %0, align 8, !dbg !2231, !tbaa !326
  %12 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !2232
  %13 = load i32, ptr %12, align 8, !dbg !2232, !tbaa !636
    #dbg_value(i32 %13, !2227, !DIExpression(), !2228)
  %14 = getelementptr inbounds i8, ptr %0, i64 5940
  %15 = getelementptr inbounds i8, ptr %0, i64 172
  %16 = getelementptr inbounds i8, ptr %0, i64 152
  %17 = icmp eq i32 %1, 4
  %18 = icmp ne i32 %1, 0
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  %20 = getelementptr inbounds i8, ptr %0, i64 40
  %21 = getelementptr inbounds i8, ptr %0, i64 96
  br label %22, !dbg !2233

22:                                               ; preds = %184, %2
    #dbg_value(i32 0, !2223, !DIExpression(), !2228)
    #dbg_value(i32 65535, !2224, !DIExpression(), !2228)
  %23 = load i32, ptr %14, align 4, !dbg !2234, !tbaa !1081
  %24 = add i32 %23, 42, !dbg !2236
  %25 = lshr i32 %24, 3, !dbg !2237
    #dbg_value(i32 %25, !2226, !DIExpression(), !2228)
  %26 = load ptr, ptr %0, align 8, !dbg !2238, !tbaa !326
  %27 = getelementptr inbounds i8, ptr %26, i64 32, !dbg !2240
  %28 = load i32, ptr %27, align 8, !dbg !2240, !tbaa !1361
  %29 = icmp ult i32 %28, %25, !dbg !2241
  br i1 %29, label %187, label %30, !dbg !2242

30:                                               ; preds = %22
  %31 = sub i32 %28, %25, !dbg !2243
    #dbg_value(i32 %31, !2226, !DIExpression(), !2228)
  %32 = load i32, ptr %15, align 4, !dbg !2244, !tbaa !538
  %33 = load i64, ptr %16, align 8, !dbg !2245, !tbaa !541
  %34 = trunc i64 %33 to i32, !dbg !2246
  %35 = sub i32 %32, %34, !dbg !2246
    #dbg_value(i32 %35, !2225, !DIExpression(), !2228)
  %36 = zext i32 %35 to i64, !dbg !2247
  %37 = getelementptr inbounds i8, ptr %26, i64 8, !dbg !2249
  %38 = load i32, ptr %37, align 8, !dbg !2249, !tbaa !636
  %39 = zext i32 %38 to i64, !dbg !2250
  %40 = add nuw nsw i64 %36, %39, !dbg !2251
  %41 = icmp ult i64 %40, 65535, !dbg !2252
  %42 = add i32 %35, %38
  %43 = select i1 %41, i32 %42, i32 65535, !dbg !2253
    #dbg_value(i32 %43, !2224, !DIExpression(), !2228)
  %44 = tail call i32 @llvm.umin.i32(i32 %43, i32 %31), !dbg !2254
    #dbg_value(i32 %44, !2224, !DIExpression(), !2228)
  %45 = icmp ult i32 %44, %10, !dbg !2255
  br i1 %45, label %46, label %52, !dbg !2257

46:                                               ; preds = %30
  %47 = icmp ne i32 %44, 0, !dbg !2258
  %48 = or i1 %17, %47
  %49 = icmp eq i32 %44, %42
  %50 = and i1 %48, %49, !dbg !2259
  %51 = and i1 %50, %18, !dbg !2259
  br i1 %51, label %52, label %187, !dbg !2259

52:                                               ; preds = %46, %30
  %53 = icmp eq i32 %44, %42
  %54 = and i1 %17, %53, !dbg !2260
  %55 = zext i1 %54 to i32, !dbg !2261
    #dbg_value(i32 %55, !2223, !DIExpression(), !2228)
  tail call void @_tr_stored_block(ptr noundef nonnull %0, ptr noundef null, i64 noundef 0, i32 noundef %55) #10, !dbg !2262
  %56 = trunc i32 %44 to i8, !dbg !2263
  %57 = load ptr, ptr %19, align 8, !dbg !2264, !tbaa !385
  %58 = load i64, ptr %20, align 8, !dbg !2265, !tbaa !984
  %59 = getelementptr i8, ptr %57, i64 %58, !dbg !2266
  %60 = getelementptr i8, ptr %59, i64 -4, !dbg !2266
  store i8 %56, ptr %60, align 1, !dbg !2267, !tbaa !261
  %61 = lshr i32 %44, 8, !dbg !2268
  %62 = trunc i32 %61 to i8, !dbg !2269
  %63 = load ptr, ptr %19, align 8, !dbg !2270, !tbaa !385
  %64 = load i64, ptr %20, align 8, !dbg !2271, !tbaa !984
  %65 = getelementptr i8, ptr %63, i64 %64, !dbg !2272
  %66 = getelementptr i8, ptr %65, i64 -3, !dbg !2272
  store i8 %62, ptr %66, align 1, !dbg !2273, !tbaa !261
  %67 = xor i32 %44, -1, !dbg !2274
  %68 = trunc i32 %67 to i8, !dbg !2275
  %69 = load ptr, ptr %19, align 8, !dbg !2276, !tbaa !385
  %70 = load i64, ptr %20, align 8, !dbg !2277, !tbaa !984
  %71 = getelementptr i8, ptr %69, i64 %70, !dbg !2278
  %72 = getelementptr i8, ptr %71, i64 -2, !dbg !2278
  store i8 %68, ptr %72, align 1, !dbg !2279, !tbaa !261
  %73 = lshr i32 %67, 8, !dbg !2280
  %74 = trunc i32 %73 to i8, !dbg !2281
  %75 = load ptr, ptr %19, align 8, !dbg !2282, !tbaa !385
  %76 = load i64, ptr %20, align 8, !dbg !2283, !tbaa !984
  %77 = getelementptr i8, ptr %75, i64 %76, !dbg !2284
  %78 = getelementptr i8, ptr %77, i64 -1, !dbg !2284
  store i8 %74, ptr %78, align 1, !dbg !2285, !tbaa !261
  %79 = load ptr, ptr %0, align 8, !dbg !2286, !tbaa !326
    #dbg_value(ptr %79, !1371, !DIExpression(), !2287)
  %80 = getelementptr inbounds i8, ptr %79, i64 56, !dbg !2289
  %81 = load ptr, ptr %80, align 8, !dbg !2289, !tbaa !324
    #dbg_value(ptr %81, !1377, !DIExpression(), !2287)
  tail call void @_tr_flush_bits(ptr noundef %81) #10, !dbg !2290
  %82 = getelementptr inbounds i8, ptr %81, i64 40, !dbg !2291
  %83 = load i64, ptr %82, align 8, !dbg !2291, !tbaa !984
  %84 = getelementptr inbounds i8, ptr %79, i64 32, !dbg !2292
  %85 = load i32, ptr %84, align 8, !dbg !2292, !tbaa !1361
  %86 = zext i32 %85 to i64, !dbg !2293
  %87 = icmp ugt i64 %83, %86, !dbg !2294
  %88 = trunc nuw i64 %83 to i32, !dbg !2295
  %89 = select i1 %87, i32 %85, i32 %88, !dbg !2295
    #dbg_value(i32 %89, !1376, !DIExpression(), !2287)
  %90 = icmp eq i32 %89, 0, !dbg !2296
  br i1 %90, label %112, label %91, !dbg !2297

91:                                               ; preds = %52
  %92 = getelementptr inbounds i8, ptr %79, i64 24, !dbg !2298
  %93 = load ptr, ptr %92, align 8, !dbg !2298, !tbaa !1346
  %94 = getelementptr inbounds i8, ptr %81, i64 32, !dbg !2299
  %95 = load ptr, ptr %94, align 8, !dbg !2299, !tbaa !988
  %96 = zext i32 %89 to i64, !dbg !2300
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %93, ptr align 1 %95, i64 %96, i1 false), !dbg !2301
  %97 = load ptr, ptr %92, align 8, !dbg !2302, !tbaa !1346
  %98 = getelementptr inbounds i8, ptr %97, i64 %96, !dbg !2302
  store ptr %98, ptr %92, align 8, !dbg !2302, !tbaa !1346
  %99 = load ptr, ptr %94, align 8, !dbg !2303, !tbaa !988
  %100 = getelementptr inbounds i8, ptr %99, i64 %96, !dbg !2303
  store ptr %100, ptr %94, align 8, !dbg !2303, !tbaa !988
  %101 = getelementptr inbounds i8, ptr %79, i64 40, !dbg !2304
  %102 = load i64, ptr %101, align 8, !dbg !2305, !tbaa !1398
  %103 = add i64 %102, %96, !dbg !2305
  store i64 %103, ptr %101, align 8, !dbg !2305, !tbaa !1398
  %104 = load i32, ptr %84, align 8, !dbg !2306, !tbaa !1361
  %105 = sub i32 %104, %89, !dbg !2306
  store i32 %105, ptr %84, align 8, !dbg !2306, !tbaa !1361
  %106 = load i64, ptr %82, align 8, !dbg !2307, !tbaa !984
  %107 = sub i64 %106, %96, !dbg !2307
  store i64 %107, ptr %82, align 8, !dbg !2307, !tbaa !984
  %108 = icmp eq i64 %106, %96, !dbg !2308
  br i1 %108, label %109, label %112, !dbg !2309

109:                                              ; preds = %91
  %110 = getelementptr inbounds i8, ptr %81, i64 16, !dbg !2310
  %111 = load ptr, ptr %110, align 8, !dbg !2310, !tbaa !385
  store ptr %111, ptr %94, align 8, !dbg !2311, !tbaa !988
  br label %112, !dbg !2312

112:                                              ; preds = %52, %91, %109
  %113 = icmp eq i32 %32, %34, !dbg !2313
  br i1 %113, label %136, label %114, !dbg !2315

114:                                              ; preds = %112
  %115 = tail call i32 @llvm.umin.i32(i32 %35, i32 %44), !dbg !2316
    #dbg_value(i32 %115, !2225, !DIExpression(), !2228)
  %116 = load ptr, ptr %0, align 8, !dbg !2318, !tbaa !326
  %117 = getelementptr inbounds i8, ptr %116, i64 24, !dbg !2319
  %118 = load ptr, ptr %117, align 8, !dbg !2319, !tbaa !1346
  %119 = load ptr, ptr %21, align 8, !dbg !2320, !tbaa !366
  %120 = load i64, ptr %16, align 8, !dbg !2321, !tbaa !541
  %121 = getelementptr inbounds i8, ptr %119, i64 %120, !dbg !2322
  %122 = zext i32 %115 to i64, !dbg !2323
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %118, ptr align 1 %121, i64 %122, i1 false), !dbg !2324
  %123 = load ptr, ptr %0, align 8, !dbg !2325, !tbaa !326
  %124 = getelementptr inbounds i8, ptr %123, i64 24, !dbg !2326
  %125 = load ptr, ptr %124, align 8, !dbg !2327, !tbaa !1346
  %126 = getelementptr inbounds i8, ptr %125, i64 %122, !dbg !2327
  store ptr %126, ptr %124, align 8, !dbg !2327, !tbaa !1346
  %127 = getelementptr inbounds i8, ptr %123, i64 32, !dbg !2328
  %128 = load i32, ptr %127, align 8, !dbg !2329, !tbaa !1361
  %129 = sub i32 %128, %115, !dbg !2329
  store i32 %129, ptr %127, align 8, !dbg !2329, !tbaa !1361
  %130 = getelementptr inbounds i8, ptr %123, i64 40, !dbg !2330
  %131 = load i64, ptr %130, align 8, !dbg !2331, !tbaa !1398
  %132 = add i64 %131, %122, !dbg !2331
  store i64 %132, ptr %130, align 8, !dbg !2331, !tbaa !1398
  %133 = load i64, ptr %16, align 8, !dbg !2332, !tbaa !541
  %134 = add nsw i64 %133, %122, !dbg !2332
  store i64 %134, ptr %16, align 8, !dbg !2332, !tbaa !541
  %135 = sub i32 %44, %115, !dbg !2333
    #dbg_value(i32 %135, !2224, !DIExpression(), !2228)
  br label %136, !dbg !2334

136:                                              ; preds = %114, %112
  %137 = phi i32 [ %135, %114 ], [ %44, %112 ], !dbg !2335
    #dbg_value(i32 %137, !2224, !DIExpression(), !2228)
  %138 = icmp eq i32 %137, 0, !dbg !2336
  br i1 %138, label %184, label %139, !dbg !2338

139:                                              ; preds = %136
  %140 = load ptr, ptr %0, align 8, !dbg !2339, !tbaa !326
  %141 = getelementptr inbounds i8, ptr %140, i64 24, !dbg !2341
  %142 = load ptr, ptr %141, align 8, !dbg !2341, !tbaa !1346
    #dbg_value(ptr %140, !789, !DIExpression(), !2342)
    #dbg_value(ptr %142, !794, !DIExpression(), !2342)
    #dbg_value(i32 %137, !795, !DIExpression(), !2342)
  %143 = getelementptr inbounds i8, ptr %140, i64 8, !dbg !2344
  %144 = load i32, ptr %143, align 8, !dbg !2344, !tbaa !636
    #dbg_value(i32 %144, !796, !DIExpression(), !2342)
  %145 = tail call i32 @llvm.umin.i32(i32 %144, i32 %137), !dbg !2345
    #dbg_value(i32 %145, !796, !DIExpression(), !2342)
  %146 = icmp eq i32 %144, 0, !dbg !2346
  br i1 %146, label %172, label %147, !dbg !2347

147:                                              ; preds = %139
  %148 = sub i32 %144, %145, !dbg !2348
  store i32 %148, ptr %143, align 8, !dbg !2348, !tbaa !636
  %149 = load ptr, ptr %140, align 8, !dbg !2349, !tbaa !638
  %150 = zext i32 %145 to i64, !dbg !2350
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %142, ptr align 1 %149, i64 %150, i1 false), !dbg !2351
  %151 = getelementptr inbounds i8, ptr %140, i64 56, !dbg !2352
  %152 = load ptr, ptr %151, align 8, !dbg !2352, !tbaa !324
  %153 = getelementptr inbounds i8, ptr %152, i64 48, !dbg !2353
  %154 = load i32, ptr %153, align 8, !dbg !2353, !tbaa !335
  switch i32 %154, label %163 [
    i32 1, label %155
    i32 2, label %159
  ], !dbg !2354

155:                                              ; preds = %147
  %156 = getelementptr inbounds i8, ptr %140, i64 96, !dbg !2355
  %157 = load i64, ptr %156, align 8, !dbg !2355, !tbaa !614
  %158 = tail call i64 @adler32(i64 noundef %157, ptr noundef %142, i32 noundef %145) #10, !dbg !2356
  store i64 %158, ptr %156, align 8, !dbg !2357, !tbaa !614
  br label %163, !dbg !2358

159:                                              ; preds = %147
  %160 = getelementptr inbounds i8, ptr %140, i64 96, !dbg !2359
  %161 = load i64, ptr %160, align 8, !dbg !2359, !tbaa !614
  %162 = tail call i64 @crc32(i64 noundef %161, ptr noundef %142, i32 noundef %145) #10, !dbg !2360
  store i64 %162, ptr %160, align 8, !dbg !2361, !tbaa !614
  br label %163, !dbg !2362

163:                                              ; preds = %159, %155, %147
  %164 = load ptr, ptr %140, align 8, !dbg !2363, !tbaa !638
  %165 = getelementptr inbounds i8, ptr %164, i64 %150, !dbg !2363
  store ptr %165, ptr %140, align 8, !dbg !2363, !tbaa !638
  %166 = getelementptr inbounds i8, ptr %140, i64 16, !dbg !2364
  %167 = load i64, ptr %166, align 8, !dbg !2365, !tbaa !825
  %168 = add i64 %167, %150, !dbg !2365
  store i64 %168, ptr %166, align 8, !dbg !2365, !tbaa !825
  %169 = load ptr, ptr %0, align 8, !dbg !2366, !tbaa !326
  %170 = getelementptr inbounds i8, ptr %169, i64 24
  %171 = load ptr, ptr %170, align 8, !dbg !2367, !tbaa !1346
  br label %172, !dbg !2368

172:                                              ; preds = %139, %163
  %173 = phi ptr [ %142, %139 ], [ %171, %163 ], !dbg !2367
  %174 = phi ptr [ %140, %139 ], [ %169, %163 ], !dbg !2366
  %175 = getelementptr inbounds i8, ptr %174, i64 24, !dbg !2369
  %176 = zext i32 %137 to i64, !dbg !2367
  %177 = getelementptr inbounds i8, ptr %173, i64 %176, !dbg !2367
  store ptr %177, ptr %175, align 8, !dbg !2367, !tbaa !1346
  %178 = getelementptr inbounds i8, ptr %174, i64 32, !dbg !2370
  %179 = load i32, ptr %178, align 8, !dbg !2371, !tbaa !1361
  %180 = sub i32 %179, %137, !dbg !2371
  store i32 %180, ptr %178, align 8, !dbg !2371, !tbaa !1361
  %181 = getelementptr inbounds i8, ptr %174, i64 40, !dbg !2372
  %182 = load i64, ptr %181, align 8, !dbg !2373, !tbaa !1398
  %183 = add i64 %182, %176, !dbg !2373
  store i64 %183, ptr %181, align 8, !dbg !2373, !tbaa !1398
  br label %184, !dbg !2374

184:                                              ; preds = %136, %172
  br i1 %54, label %185, label %22, !dbg !2375, !llvm.loop !2376

185:                                              ; preds = %184
  %186 = load ptr, ptr %0, align 8, !dbg !2378, !tbaa !326
  br label %187, !dbg !2375

187:                                              ; preds = %46, %22, %185
  %188 = phi ptr [ %186, %185 ], [ %26, %22 ], [ %26, %46 ], !dbg !2378
  %189 = phi i1 [ false, %185 ], [ true, %22 ], [ true, %46 ], !dbg !2228
    #dbg_value(i32 poison, !2223, !DIExpression(), !2228)
  %190 = getelementptr inbounds i8, ptr %188, i64 8, !dbg !2379
  %191 = load i32, ptr %190, align 8, !dbg !2379, !tbaa !636
  %192 = sub i32 %13, %191, !dbg !2380
    #dbg_value(i32 %192, !2227, !DIExpression(), !2228)
  %193 = icmp eq i32 %13, %191, !dbg !2381
  br i1 %193, label %194, label %197, !dbg !2383

194:                                              ; preds = %187
  %195 = load i32, ptr %15, align 4, !dbg !2384, !tbaa !538
  %196 = zext i32 %195 to i64, !dbg !2386
  br label %254, !dbg !2383

197:                                              ; preds = %187
  %198 = load i32, ptr %6, align 8, !dbg !2387, !tbaa !342
  %199 = icmp ult i32 %192, %198, !dbg !2390
  br i1 %199, label %209, label %200, !dbg !2391

200:                                              ; preds = %197
  %201 = getelementptr inbounds i8, ptr %0, i64 5928, !dbg !2392
  store i32 2, ptr %201, align 8, !dbg !2394, !tbaa !1258
  %202 = load ptr, ptr %21, align 8, !dbg !2395, !tbaa !366
  %203 = load ptr, ptr %188, align 8, !dbg !2396, !tbaa !638
  %204 = zext i32 %198 to i64, !dbg !2397
  %205 = sub nsw i64 0, %204, !dbg !2397
  %206 = getelementptr inbounds i8, ptr %203, i64 %205, !dbg !2397
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %202, ptr align 1 %206, i64 %204, i1 false), !dbg !2398
  %207 = load i32, ptr %6, align 8, !dbg !2399, !tbaa !342
  store i32 %207, ptr %15, align 4, !dbg !2400, !tbaa !538
  %208 = getelementptr inbounds i8, ptr %0, i64 5932, !dbg !2401
  store i32 %207, ptr %208, align 4, !dbg !2402, !tbaa !547
  br label %251, !dbg !2403

209:                                              ; preds = %197
  %210 = getelementptr inbounds i8, ptr %0, i64 104, !dbg !2404
  %211 = load i64, ptr %210, align 8, !dbg !2404, !tbaa !505
  %212 = load i32, ptr %15, align 4, !dbg !2407, !tbaa !538
  %213 = zext i32 %212 to i64, !dbg !2408
  %214 = sub i64 %211, %213, !dbg !2409
  %215 = zext i32 %192 to i64, !dbg !2410
  %216 = icmp ugt i64 %214, %215, !dbg !2411
  br i1 %216, label %234, label %217, !dbg !2412

217:                                              ; preds = %209
  %218 = sub i32 %212, %198, !dbg !2413
  store i32 %218, ptr %15, align 4, !dbg !2413, !tbaa !538
  %219 = load ptr, ptr %21, align 8, !dbg !2415, !tbaa !366
  %220 = zext i32 %198 to i64, !dbg !2416
  %221 = getelementptr inbounds i8, ptr %219, i64 %220, !dbg !2416
  %222 = zext i32 %218 to i64, !dbg !2417
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %219, ptr nonnull align 1 %221, i64 %222, i1 false), !dbg !2418
  %223 = getelementptr inbounds i8, ptr %0, i64 5928, !dbg !2419
  %224 = load i32, ptr %223, align 8, !dbg !2419, !tbaa !1258
  %225 = icmp ult i32 %224, 2, !dbg !2421
  br i1 %225, label %226, label %228, !dbg !2422

226:                                              ; preds = %217
  %227 = add nuw nsw i32 %224, 1, !dbg !2423
  store i32 %227, ptr %223, align 8, !dbg !2423, !tbaa !1258
  br label %228, !dbg !2424

228:                                              ; preds = %226, %217
  %229 = getelementptr inbounds i8, ptr %0, i64 5932, !dbg !2425
  %230 = load i32, ptr %229, align 4, !dbg !2425, !tbaa !547
  %231 = load i32, ptr %15, align 4, !dbg !2427, !tbaa !538
  %232 = icmp ugt i32 %230, %231, !dbg !2428
  br i1 %232, label %233, label %234, !dbg !2429

233:                                              ; preds = %228
  store i32 %231, ptr %229, align 4, !dbg !2430, !tbaa !547
  br label %234, !dbg !2431

234:                                              ; preds = %228, %233, %209
  %235 = phi i32 [ %231, %228 ], [ %231, %233 ], [ %212, %209 ], !dbg !2432
  %236 = load ptr, ptr %21, align 8, !dbg !2433, !tbaa !366
  %237 = zext i32 %235 to i64, !dbg !2434
  %238 = getelementptr inbounds i8, ptr %236, i64 %237, !dbg !2434
  %239 = load ptr, ptr %0, align 8, !dbg !2435, !tbaa !326
  %240 = load ptr, ptr %239, align 8, !dbg !2436, !tbaa !638
  %241 = sub nsw i64 0, %215, !dbg !2437
  %242 = getelementptr inbounds i8, ptr %240, i64 %241, !dbg !2437
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %238, ptr nonnull align 1 %242, i64 %215, i1 false), !dbg !2438
  %243 = load i32, ptr %15, align 4, !dbg !2439, !tbaa !538
  %244 = add i32 %243, %192, !dbg !2439
  store i32 %244, ptr %15, align 4, !dbg !2439, !tbaa !538
  %245 = load i32, ptr %6, align 8, !dbg !2440, !tbaa !342
  %246 = getelementptr inbounds i8, ptr %0, i64 5932, !dbg !2440
  %247 = load i32, ptr %246, align 4, !dbg !2440, !tbaa !547
  %248 = sub i32 %245, %247, !dbg !2440
  %249 = tail call i32 @llvm.umin.i32(i32 %192, i32 %248), !dbg !2440
  %250 = add i32 %249, %247, !dbg !2441
  store i32 %250, ptr %246, align 4, !dbg !2441, !tbaa !547
  br label %251

251:                                              ; preds = %234, %200
  %252 = phi i32 [ %244, %234 ], [ %207, %200 ], !dbg !2442
  %253 = zext i32 %252 to i64, !dbg !2443
  store i64 %253, ptr %16, align 8, !dbg !2444, !tbaa !541
  br label %254, !dbg !2445

254:                                              ; preds = %194, %251
  %255 = phi i64 [ %196, %194 ], [ %253, %251 ], !dbg !2386
  %256 = phi i32 [ %195, %194 ], [ %252, %251 ], !dbg !2384
  %257 = getelementptr inbounds i8, ptr %0, i64 5952, !dbg !2446
  %258 = load i64, ptr %257, align 8, !dbg !2446, !tbaa !377
  %259 = icmp ult i64 %258, %255, !dbg !2447
  br i1 %259, label %260, label %261, !dbg !2448

260:                                              ; preds = %254
  store i64 %255, ptr %257, align 8, !dbg !2449, !tbaa !377
  br label %261, !dbg !2450

261:                                              ; preds = %260, %254
  br i1 %189, label %262, label %427, !dbg !2451

262:                                              ; preds = %261
  switch i32 %1, label %263 [
    i32 4, label %271
    i32 0, label %271
  ], !dbg !2452

263:                                              ; preds = %262
  %264 = load ptr, ptr %0, align 8, !dbg !2454, !tbaa !326
  %265 = getelementptr inbounds i8, ptr %264, i64 8, !dbg !2455
  %266 = load i32, ptr %265, align 8, !dbg !2455, !tbaa !636
  %267 = icmp eq i32 %266, 0, !dbg !2456
  br i1 %267, label %268, label %271, !dbg !2457

268:                                              ; preds = %263
  %269 = load i64, ptr %16, align 8, !dbg !2458, !tbaa !541
  %270 = icmp eq i64 %269, %255, !dbg !2459
  br i1 %270, label %430, label %271, !dbg !2460

271:                                              ; preds = %262, %262, %268, %263
  %272 = getelementptr inbounds i8, ptr %0, i64 104, !dbg !2461
  %273 = load i64, ptr %272, align 8, !dbg !2461, !tbaa !505
  %274 = trunc i64 %273 to i32, !dbg !2462
  %275 = sub i32 %274, %256, !dbg !2462
    #dbg_value(i32 %275, !2226, !DIExpression(), !2228)
  %276 = load ptr, ptr %0, align 8, !dbg !2463, !tbaa !326
  %277 = getelementptr inbounds i8, ptr %276, i64 8, !dbg !2465
  %278 = load i32, ptr %277, align 8, !dbg !2465, !tbaa !636
  %279 = icmp ugt i32 %278, %275, !dbg !2466
  br i1 %279, label %280, label %304, !dbg !2467

280:                                              ; preds = %271
  %281 = load i64, ptr %16, align 8, !dbg !2468, !tbaa !541
  %282 = load i32, ptr %6, align 8, !dbg !2469, !tbaa !342
  %283 = zext i32 %282 to i64, !dbg !2470
  %284 = icmp slt i64 %281, %283, !dbg !2471
  br i1 %284, label %304, label %285, !dbg !2472

285:                                              ; preds = %280
  %286 = sub nsw i64 %281, %283, !dbg !2473
  store i64 %286, ptr %16, align 8, !dbg !2473, !tbaa !541
  %287 = sub i32 %256, %282, !dbg !2475
  store i32 %287, ptr %15, align 4, !dbg !2475, !tbaa !538
  %288 = load ptr, ptr %21, align 8, !dbg !2476, !tbaa !366
  %289 = getelementptr inbounds i8, ptr %288, i64 %283, !dbg !2477
  %290 = zext i32 %287 to i64, !dbg !2478
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %288, ptr align 1 %289, i64 %290, i1 false), !dbg !2479
  %291 = getelementptr inbounds i8, ptr %0, i64 5928, !dbg !2480
  %292 = load i32, ptr %291, align 8, !dbg !2480, !tbaa !1258
  %293 = icmp ult i32 %292, 2, !dbg !2482
  br i1 %293, label %294, label %296, !dbg !2483

294:                                              ; preds = %285
  %295 = add nuw nsw i32 %292, 1, !dbg !2484
  store i32 %295, ptr %291, align 8, !dbg !2484, !tbaa !1258
  br label %296, !dbg !2485

296:                                              ; preds = %294, %285
  %297 = load i32, ptr %6, align 8, !dbg !2486, !tbaa !342
  %298 = add i32 %297, %275, !dbg !2487
    #dbg_value(i32 %298, !2226, !DIExpression(), !2228)
  %299 = getelementptr inbounds i8, ptr %0, i64 5932, !dbg !2488
  %300 = load i32, ptr %299, align 4, !dbg !2488, !tbaa !547
  %301 = load i32, ptr %15, align 4, !dbg !2490, !tbaa !538
  %302 = icmp ugt i32 %300, %301, !dbg !2491
  br i1 %302, label %303, label %304, !dbg !2492

303:                                              ; preds = %296
  store i32 %301, ptr %299, align 4, !dbg !2493, !tbaa !547
  br label %304, !dbg !2494

304:                                              ; preds = %296, %303, %280, %271
  %305 = phi i32 [ %301, %303 ], [ %301, %296 ], [ %256, %280 ], [ %256, %271 ]
  %306 = phi i32 [ %298, %303 ], [ %298, %296 ], [ %275, %280 ], [ %275, %271 ], !dbg !2228
    #dbg_value(i32 %306, !2226, !DIExpression(), !2228)
  %307 = load ptr, ptr %0, align 8, !dbg !2495, !tbaa !326
  %308 = getelementptr inbounds i8, ptr %307, i64 8, !dbg !2497
  %309 = load i32, ptr %308, align 8, !dbg !2497, !tbaa !636
  %310 = tail call i32 @llvm.umin.i32(i32 %306, i32 %309), !dbg !2498
    #dbg_value(i32 %310, !2226, !DIExpression(), !2228)
  %311 = icmp eq i32 %310, 0, !dbg !2499
  br i1 %311, label %345, label %312, !dbg !2501

312:                                              ; preds = %304
  %313 = load ptr, ptr %21, align 8, !dbg !2502, !tbaa !366
  %314 = zext i32 %305 to i64, !dbg !2504
  %315 = getelementptr inbounds i8, ptr %313, i64 %314, !dbg !2504
    #dbg_value(ptr %307, !789, !DIExpression(), !2505)
    #dbg_value(ptr %315, !794, !DIExpression(), !2505)
    #dbg_value(i32 %310, !795, !DIExpression(), !2505)
    #dbg_value(i32 %310, !796, !DIExpression(), !2505)
  %316 = sub i32 %309, %310, !dbg !2507
  store i32 %316, ptr %308, align 8, !dbg !2507, !tbaa !636
  %317 = load ptr, ptr %307, align 8, !dbg !2508, !tbaa !638
  %318 = zext i32 %310 to i64, !dbg !2509
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %315, ptr align 1 %317, i64 %318, i1 false), !dbg !2510
  %319 = getelementptr inbounds i8, ptr %307, i64 56, !dbg !2511
  %320 = load ptr, ptr %319, align 8, !dbg !2511, !tbaa !324
  %321 = getelementptr inbounds i8, ptr %320, i64 48, !dbg !2512
  %322 = load i32, ptr %321, align 8, !dbg !2512, !tbaa !335
  switch i32 %322, label %331 [
    i32 1, label %323
    i32 2, label %327
  ], !dbg !2513

323:                                              ; preds = %312
  %324 = getelementptr inbounds i8, ptr %307, i64 96, !dbg !2514
  %325 = load i64, ptr %324, align 8, !dbg !2514, !tbaa !614
  %326 = tail call i64 @adler32(i64 noundef %325, ptr noundef %315, i32 noundef %310) #10, !dbg !2515
  store i64 %326, ptr %324, align 8, !dbg !2516, !tbaa !614
  br label %331, !dbg !2517

327:                                              ; preds = %312
  %328 = getelementptr inbounds i8, ptr %307, i64 96, !dbg !2518
  %329 = load i64, ptr %328, align 8, !dbg !2518, !tbaa !614
  %330 = tail call i64 @crc32(i64 noundef %329, ptr noundef %315, i32 noundef %310) #10, !dbg !2519
  store i64 %330, ptr %328, align 8, !dbg !2520, !tbaa !614
  br label %331, !dbg !2521

331:                                              ; preds = %312, %323, %327
  %332 = load ptr, ptr %307, align 8, !dbg !2522, !tbaa !638
  %333 = getelementptr inbounds i8, ptr %332, i64 %318, !dbg !2522
  store ptr %333, ptr %307, align 8, !dbg !2522, !tbaa !638
  %334 = getelementptr inbounds i8, ptr %307, i64 16, !dbg !2523
  %335 = load i64, ptr %334, align 8, !dbg !2524, !tbaa !825
  %336 = add i64 %335, %318, !dbg !2524
  store i64 %336, ptr %334, align 8, !dbg !2524, !tbaa !825
  %337 = load i32, ptr %15, align 4, !dbg !2525, !tbaa !538
  %338 = add i32 %337, %310, !dbg !2525
  store i32 %338, ptr %15, align 4, !dbg !2525, !tbaa !538
  %339 = load i32, ptr %6, align 8, !dbg !2526, !tbaa !342
  %340 = getelementptr inbounds i8, ptr %0, i64 5932, !dbg !2526
  %341 = load i32, ptr %340, align 4, !dbg !2526, !tbaa !547
  %342 = sub i32 %339, %341, !dbg !2526
  %343 = tail call i32 @llvm.umin.i32(i32 %310, i32 %342), !dbg !2526
  %344 = add i32 %343, %341, !dbg !2527
  store i32 %344, ptr %340, align 4, !dbg !2527, !tbaa !547
  br label %345, !dbg !2528

345:                                              ; preds = %331, %304
  %346 = phi i32 [ %338, %331 ], [ %305, %304 ], !dbg !2529
  %347 = load i64, ptr %257, align 8, !dbg !2531, !tbaa !377
  %348 = zext i32 %346 to i64, !dbg !2532
  %349 = icmp ult i64 %347, %348, !dbg !2533
  br i1 %349, label %350, label %351, !dbg !2534

350:                                              ; preds = %345
  store i64 %348, ptr %257, align 8, !dbg !2535, !tbaa !377
  br label %351, !dbg !2536

351:                                              ; preds = %350, %345
  %352 = load i32, ptr %14, align 4, !dbg !2537, !tbaa !1081
  %353 = add i32 %352, 42, !dbg !2538
  %354 = lshr i32 %353, 3, !dbg !2539
    #dbg_value(i32 %354, !2226, !DIExpression(), !2228)
  %355 = load i64, ptr %3, align 8, !dbg !2540, !tbaa !391
  %356 = zext nneg i32 %354 to i64, !dbg !2540
  %357 = sub i64 %355, %356, !dbg !2540
  %358 = tail call i64 @llvm.umin.i64(i64 %357, i64 65535), !dbg !2540
  %359 = trunc nuw nsw i64 %358 to i32, !dbg !2540
    #dbg_value(i32 %359, !2226, !DIExpression(), !2228)
  %360 = load i32, ptr %6, align 8, !dbg !2541, !tbaa !342
  %361 = tail call i32 @llvm.umin.i32(i32 %360, i32 %359), !dbg !2541
    #dbg_value(i32 %361, !2222, !DIExpression(), !2228)
  %362 = load i64, ptr %16, align 8, !dbg !2542, !tbaa !541
  %363 = trunc i64 %362 to i32, !dbg !2543
  %364 = sub i32 %346, %363, !dbg !2543
    #dbg_value(i32 %364, !2225, !DIExpression(), !2228)
  %365 = icmp ult i32 %364, %361, !dbg !2544
  br i1 %365, label %366, label %375, !dbg !2546

366:                                              ; preds = %351
  %367 = icmp ne i32 %346, %363, !dbg !2547
  %368 = or i1 %17, %367, !dbg !2548
  %369 = and i1 %18, %368, !dbg !2548
  br i1 %369, label %370, label %430, !dbg !2548

370:                                              ; preds = %366
  %371 = load ptr, ptr %0, align 8, !dbg !2549, !tbaa !326
  %372 = getelementptr inbounds i8, ptr %371, i64 8, !dbg !2550
  %373 = load i32, ptr %372, align 8, !dbg !2550, !tbaa !636
  %374 = icmp eq i32 %373, 0, !dbg !2551
  br i1 %374, label %375, label %430, !dbg !2552

375:                                              ; preds = %370, %351
  %376 = tail call i32 @llvm.umin.i32(i32 %364, i32 %359), !dbg !2553
    #dbg_value(i32 %376, !2224, !DIExpression(), !2228)
  br i1 %17, label %377, label %385, !dbg !2555

377:                                              ; preds = %375
  %378 = load ptr, ptr %0, align 8, !dbg !2556, !tbaa !326
  %379 = getelementptr inbounds i8, ptr %378, i64 8, !dbg !2557
  %380 = load i32, ptr %379, align 8, !dbg !2557, !tbaa !636
  %381 = icmp eq i32 %380, 0, !dbg !2558
  br i1 %381, label %382, label %385, !dbg !2559

382:                                              ; preds = %377
  %383 = icmp ule i32 %364, %359, !dbg !2560
  %384 = zext i1 %383 to i32, !dbg !2561
  br label %385

385:                                              ; preds = %382, %377, %375
  %386 = phi i32 [ 0, %377 ], [ 0, %375 ], [ %384, %382 ], !dbg !2562
    #dbg_value(i32 %386, !2223, !DIExpression(), !2228)
  %387 = load ptr, ptr %21, align 8, !dbg !2563, !tbaa !366
  %388 = getelementptr inbounds i8, ptr %387, i64 %362, !dbg !2564
  %389 = zext nneg i32 %376 to i64, !dbg !2565
  tail call void @_tr_stored_block(ptr noundef nonnull %0, ptr noundef %388, i64 noundef %389, i32 noundef %386) #10, !dbg !2566
  %390 = load i64, ptr %16, align 8, !dbg !2567, !tbaa !541
  %391 = add nsw i64 %390, %389, !dbg !2567
  store i64 %391, ptr %16, align 8, !dbg !2567, !tbaa !541
  %392 = load ptr, ptr %0, align 8, !dbg !2568, !tbaa !326
    #dbg_value(ptr %392, !1371, !DIExpression(), !2569)
  %393 = getelementptr inbounds i8, ptr %392, i64 56, !dbg !2571
  %394 = load ptr, ptr %393, align 8, !dbg !2571, !tbaa !324
    #dbg_value(ptr %394, !1377, !DIExpression(), !2569)
  tail call void @_tr_flush_bits(ptr noundef %394) #10, !dbg !2572
  %395 = getelementptr inbounds i8, ptr %394, i64 40, !dbg !2573
  %396 = load i64, ptr %395, align 8, !dbg !2573, !tbaa !984
  %397 = getelementptr inbounds i8, ptr %392, i64 32, !dbg !2574
  %398 = load i32, ptr %397, align 8, !dbg !2574, !tbaa !1361
  %399 = zext i32 %398 to i64, !dbg !2575
  %400 = icmp ugt i64 %396, %399, !dbg !2576
  %401 = trunc nuw i64 %396 to i32, !dbg !2577
  %402 = select i1 %400, i32 %398, i32 %401, !dbg !2577
    #dbg_value(i32 %402, !1376, !DIExpression(), !2569)
  %403 = icmp eq i32 %402, 0, !dbg !2578
  br i1 %403, label %425, label %404, !dbg !2579

404:                                              ; preds = %385
  %405 = getelementptr inbounds i8, ptr %392, i64 24, !dbg !2580
  %406 = load ptr, ptr %405, align 8, !dbg !2580, !tbaa !1346
  %407 = getelementptr inbounds i8, ptr %394, i64 32, !dbg !2581
  %408 = load ptr, ptr %407, align 8, !dbg !2581, !tbaa !988
  %409 = zext i32 %402 to i64, !dbg !2582
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %406, ptr align 1 %408, i64 %409, i1 false), !dbg !2583
  %410 = load ptr, ptr %405, align 8, !dbg !2584, !tbaa !1346
  %411 = getelementptr inbounds i8, ptr %410, i64 %409, !dbg !2584
  store ptr %411, ptr %405, align 8, !dbg !2584, !tbaa !1346
  %412 = load ptr, ptr %407, align 8, !dbg !2585, !tbaa !988
  %413 = getelementptr inbounds i8, ptr %412, i64 %409, !dbg !2585
  store ptr %413, ptr %407, align 8, !dbg !2585, !tbaa !988
  %414 = getelementptr inbounds i8, ptr %392, i64 40, !dbg !2586
  %415 = load i64, ptr %414, align 8, !dbg !2587, !tbaa !1398
  %416 = add i64 %415, %409, !dbg !2587
  store i64 %416, ptr %414, align 8, !dbg !2587, !tbaa !1398
  %417 = load i32, ptr %397, align 8, !dbg !2588, !tbaa !1361
  %418 = sub i32 %417, %402, !dbg !2588
  store i32 %418, ptr %397, align 8, !dbg !2588, !tbaa !1361
  %419 = load i64, ptr %395, align 8, !dbg !2589, !tbaa !984
  %420 = sub i64 %419, %409, !dbg !2589
  store i64 %420, ptr %395, align 8, !dbg !2589, !tbaa !984
  %421 = icmp eq i64 %419, %409, !dbg !2590
  br i1 %421, label %422, label %425, !dbg !2591

422:                                              ; preds = %404
  %423 = getelementptr inbounds i8, ptr %394, i64 16, !dbg !2592
  %424 = load ptr, ptr %423, align 8, !dbg !2592, !tbaa !385
  store ptr %424, ptr %407, align 8, !dbg !2593, !tbaa !988
  br label %425, !dbg !2594

425:                                              ; preds = %385, %404, %422
  %426 = icmp eq i32 %386, 0, !dbg !2595
    #dbg_value(i1 %426, !2223, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !2228)
  br i1 %426, label %430, label %427, !dbg !2597

427:                                              ; preds = %425, %261
  %428 = phi i32 [ 3, %261 ], [ 2, %425 ]
  %429 = getelementptr inbounds i8, ptr %0, i64 5944, !dbg !2228
  store i32 8, ptr %429, align 8, !dbg !2228, !tbaa !1125
  br label %430, !dbg !2598

430:                                              ; preds = %427, %425, %366, %370, %268
  %431 = phi i32 [ 1, %268 ], [ 0, %425 ], [ 0, %366 ], [ 0, %370 ], [ %428, %427 ], !dbg !2228
  ret i32 %431, !dbg !2598
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 4) i32 @deflate_huff(ptr noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !2599 {
    #dbg_value(ptr %0, !2601, !DIExpression(), !2609)
    #dbg_value(i32 %1, !2602, !DIExpression(), !2609)
  %3 = getelementptr inbounds i8, ptr %0, i64 180
  %4 = getelementptr inbounds i8, ptr %0, i64 160
  %5 = getelementptr inbounds i8, ptr %0, i64 96
  %6 = getelementptr inbounds i8, ptr %0, i64 172
  %7 = getelementptr inbounds i8, ptr %0, i64 5888
  %8 = getelementptr inbounds i8, ptr %0, i64 5900
  %9 = getelementptr inbounds i8, ptr %0, i64 212
  %10 = getelementptr inbounds i8, ptr %0, i64 5904
  %11 = getelementptr inbounds i8, ptr %0, i64 152
  br label %12, !dbg !2610

12:                                               ; preds = %103, %2
  %13 = load i32, ptr %3, align 4, !dbg !2611, !tbaa !544
  %14 = icmp eq i32 %13, 0, !dbg !2613
  br i1 %14, label %15, label %20, !dbg !2614

15:                                               ; preds = %12
  tail call fastcc void @fill_window(ptr noundef nonnull %0), !dbg !2615
  %16 = load i32, ptr %3, align 4, !dbg !2617, !tbaa !544
  %17 = icmp eq i32 %16, 0, !dbg !2619
  br i1 %17, label %18, label %20, !dbg !2620

18:                                               ; preds = %15
  %19 = icmp eq i32 %1, 0, !dbg !2621
  br i1 %19, label %216, label %104, !dbg !2624

20:                                               ; preds = %15, %12
  store i32 0, ptr %4, align 8, !dbg !2625, !tbaa !553
  %21 = load ptr, ptr %5, align 8, !dbg !2626, !tbaa !366
  %22 = load i32, ptr %6, align 4, !dbg !2626, !tbaa !538
  %23 = zext i32 %22 to i64, !dbg !2626
  %24 = getelementptr inbounds i8, ptr %21, i64 %23, !dbg !2626
  %25 = load i8, ptr %24, align 1, !dbg !2626, !tbaa !261
    #dbg_value(i8 %25, !2604, !DIExpression(), !2627)
  %26 = load ptr, ptr %7, align 8, !dbg !2626, !tbaa !412
  %27 = load i32, ptr %8, align 4, !dbg !2626, !tbaa !2628
  %28 = add i32 %27, 1, !dbg !2626
  store i32 %28, ptr %8, align 4, !dbg !2626, !tbaa !2628
  %29 = zext i32 %27 to i64, !dbg !2626
  %30 = getelementptr inbounds i8, ptr %26, i64 %29, !dbg !2626
  store i8 0, ptr %30, align 1, !dbg !2626, !tbaa !261
  %31 = load ptr, ptr %7, align 8, !dbg !2626, !tbaa !412
  %32 = load i32, ptr %8, align 4, !dbg !2626, !tbaa !2628
  %33 = add i32 %32, 1, !dbg !2626
  store i32 %33, ptr %8, align 4, !dbg !2626, !tbaa !2628
  %34 = zext i32 %32 to i64, !dbg !2626
  %35 = getelementptr inbounds i8, ptr %31, i64 %34, !dbg !2626
  store i8 0, ptr %35, align 1, !dbg !2626, !tbaa !261
  %36 = load ptr, ptr %7, align 8, !dbg !2626, !tbaa !412
  %37 = load i32, ptr %8, align 4, !dbg !2626, !tbaa !2628
  %38 = add i32 %37, 1, !dbg !2626
  store i32 %38, ptr %8, align 4, !dbg !2626, !tbaa !2628
  %39 = zext i32 %37 to i64, !dbg !2626
  %40 = getelementptr inbounds i8, ptr %36, i64 %39, !dbg !2626
  store i8 %25, ptr %40, align 1, !dbg !2626, !tbaa !261
  %41 = zext i8 %25 to i64, !dbg !2626
  %42 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %9, i64 0, i64 %41, !dbg !2626
  %43 = load i16, ptr %42, align 4, !dbg !2626, !tbaa !261
  %44 = add i16 %43, 1, !dbg !2626
  store i16 %44, ptr %42, align 4, !dbg !2626, !tbaa !261
  %45 = load i32, ptr %8, align 4, !dbg !2626, !tbaa !2628
  %46 = load i32, ptr %10, align 8, !dbg !2626, !tbaa !416
  %47 = icmp eq i32 %45, %46, !dbg !2626
    #dbg_value(i1 %47, !2603, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2609)
  %48 = load i32, ptr %3, align 4, !dbg !2629, !tbaa !544
  %49 = add i32 %48, -1, !dbg !2629
  store i32 %49, ptr %3, align 4, !dbg !2629, !tbaa !544
  %50 = load i32, ptr %6, align 4, !dbg !2630, !tbaa !538
  %51 = add i32 %50, 1, !dbg !2630
  store i32 %51, ptr %6, align 4, !dbg !2630, !tbaa !538
  br i1 %47, label %52, label %103, !dbg !2631

52:                                               ; preds = %20
  %53 = load i64, ptr %11, align 8, !dbg !2632, !tbaa !541
  %54 = icmp sgt i64 %53, -1, !dbg !2632
  br i1 %54, label %55, label %59, !dbg !2632

55:                                               ; preds = %52
  %56 = load ptr, ptr %5, align 8, !dbg !2632, !tbaa !366
  %57 = and i64 %53, 4294967295, !dbg !2632
  %58 = getelementptr inbounds i8, ptr %56, i64 %57, !dbg !2632
  br label %59, !dbg !2632

59:                                               ; preds = %52, %55
  %60 = phi ptr [ %58, %55 ], [ null, %52 ], !dbg !2632
  %61 = zext i32 %51 to i64, !dbg !2632
  %62 = sub nsw i64 %61, %53, !dbg !2632
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %60, i64 noundef %62, i32 noundef 0) #10, !dbg !2632
  %63 = load i32, ptr %6, align 4, !dbg !2632, !tbaa !538
  %64 = zext i32 %63 to i64, !dbg !2632
  store i64 %64, ptr %11, align 8, !dbg !2632, !tbaa !541
  %65 = load ptr, ptr %0, align 8, !dbg !2632, !tbaa !326
    #dbg_value(ptr %65, !1371, !DIExpression(), !2636)
  %66 = getelementptr inbounds i8, ptr %65, i64 56, !dbg !2638
  %67 = load ptr, ptr %66, align 8, !dbg !2638, !tbaa !324
    #dbg_value(ptr %67, !1377, !DIExpression(), !2636)
  tail call void @_tr_flush_bits(ptr noundef %67) #10, !dbg !2639
  %68 = getelementptr inbounds i8, ptr %67, i64 40, !dbg !2640
  %69 = load i64, ptr %68, align 8, !dbg !2640, !tbaa !984
  %70 = getelementptr inbounds i8, ptr %65, i64 32, !dbg !2641
  %71 = load i32, ptr %70, align 8, !dbg !2641, !tbaa !1361
  %72 = zext i32 %71 to i64, !dbg !2642
  %73 = icmp ugt i64 %69, %72, !dbg !2643
  %74 = trunc nuw i64 %69 to i32, !dbg !2644
  %75 = select i1 %73, i32 %71, i32 %74, !dbg !2644
    #dbg_value(i32 %75, !1376, !DIExpression(), !2636)
  %76 = icmp eq i32 %75, 0, !dbg !2645
  br i1 %76, label %98, label %77, !dbg !2646

77:                                               ; preds = %59
  %78 = getelementptr inbounds i8, ptr %65, i64 24, !dbg !2647
  %79 = load ptr, ptr %78, align 8, !dbg !2647, !tbaa !1346
  %80 = getelementptr inbounds i8, ptr %67, i64 32, !dbg !2648
  %81 = load ptr, ptr %80, align 8, !dbg !2648, !tbaa !988
  %82 = zext i32 %75 to i64, !dbg !2649
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %79, ptr align 1 %81, i64 %82, i1 false), !dbg !2650
  %83 = load ptr, ptr %78, align 8, !dbg !2651, !tbaa !1346
  %84 = getelementptr inbounds i8, ptr %83, i64 %82, !dbg !2651
  store ptr %84, ptr %78, align 8, !dbg !2651, !tbaa !1346
  %85 = load ptr, ptr %80, align 8, !dbg !2652, !tbaa !988
  %86 = getelementptr inbounds i8, ptr %85, i64 %82, !dbg !2652
  store ptr %86, ptr %80, align 8, !dbg !2652, !tbaa !988
  %87 = getelementptr inbounds i8, ptr %65, i64 40, !dbg !2653
  %88 = load i64, ptr %87, align 8, !dbg !2654, !tbaa !1398
  %89 = add i64 %88, %82, !dbg !2654
  store i64 %89, ptr %87, align 8, !dbg !2654, !tbaa !1398
  %90 = load i32, ptr %70, align 8, !dbg !2655, !tbaa !1361
  %91 = sub i32 %90, %75, !dbg !2655
  store i32 %91, ptr %70, align 8, !dbg !2655, !tbaa !1361
  %92 = load i64, ptr %68, align 8, !dbg !2656, !tbaa !984
  %93 = sub i64 %92, %82, !dbg !2656
  store i64 %93, ptr %68, align 8, !dbg !2656, !tbaa !984
  %94 = icmp eq i64 %92, %82, !dbg !2657
  br i1 %94, label %95, label %98, !dbg !2658

95:                                               ; preds = %77
  %96 = getelementptr inbounds i8, ptr %67, i64 16, !dbg !2659
  %97 = load ptr, ptr %96, align 8, !dbg !2659, !tbaa !385
  store ptr %97, ptr %80, align 8, !dbg !2660, !tbaa !988
  br label %98, !dbg !2661

98:                                               ; preds = %59, %77, %95
  %99 = load ptr, ptr %0, align 8, !dbg !2662, !tbaa !326
  %100 = getelementptr inbounds i8, ptr %99, i64 32, !dbg !2662
  %101 = load i32, ptr %100, align 8, !dbg !2662, !tbaa !1361
  %102 = icmp eq i32 %101, 0, !dbg !2662
  br i1 %102, label %216, label %103, !dbg !2664

103:                                              ; preds = %98, %20
  br label %12, !dbg !2611, !llvm.loop !2665

104:                                              ; preds = %18
  %105 = getelementptr inbounds i8, ptr %0, i64 5932, !dbg !2668
  store i32 0, ptr %105, align 4, !dbg !2669, !tbaa !547
  %106 = icmp eq i32 %1, 4, !dbg !2670
  br i1 %106, label %107, label %160, !dbg !2672

107:                                              ; preds = %104
  %108 = load i64, ptr %11, align 8, !dbg !2673, !tbaa !541
  %109 = icmp sgt i64 %108, -1, !dbg !2673
  br i1 %109, label %110, label %114, !dbg !2673

110:                                              ; preds = %107
  %111 = load ptr, ptr %5, align 8, !dbg !2673, !tbaa !366
  %112 = and i64 %108, 4294967295, !dbg !2673
  %113 = getelementptr inbounds i8, ptr %111, i64 %112, !dbg !2673
  br label %114, !dbg !2673

114:                                              ; preds = %107, %110
  %115 = phi ptr [ %113, %110 ], [ null, %107 ], !dbg !2673
  %116 = load i32, ptr %6, align 4, !dbg !2673, !tbaa !538
  %117 = zext i32 %116 to i64, !dbg !2673
  %118 = sub nsw i64 %117, %108, !dbg !2673
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %115, i64 noundef %118, i32 noundef 1) #10, !dbg !2673
  %119 = load i32, ptr %6, align 4, !dbg !2673, !tbaa !538
  %120 = zext i32 %119 to i64, !dbg !2673
  store i64 %120, ptr %11, align 8, !dbg !2673, !tbaa !541
  %121 = load ptr, ptr %0, align 8, !dbg !2673, !tbaa !326
    #dbg_value(ptr %121, !1371, !DIExpression(), !2677)
  %122 = getelementptr inbounds i8, ptr %121, i64 56, !dbg !2679
  %123 = load ptr, ptr %122, align 8, !dbg !2679, !tbaa !324
    #dbg_value(ptr %123, !1377, !DIExpression(), !2677)
  tail call void @_tr_flush_bits(ptr noundef %123) #10, !dbg !2680
  %124 = getelementptr inbounds i8, ptr %123, i64 40, !dbg !2681
  %125 = load i64, ptr %124, align 8, !dbg !2681, !tbaa !984
  %126 = getelementptr inbounds i8, ptr %121, i64 32, !dbg !2682
  %127 = load i32, ptr %126, align 8, !dbg !2682, !tbaa !1361
  %128 = zext i32 %127 to i64, !dbg !2683
  %129 = icmp ugt i64 %125, %128, !dbg !2684
  %130 = trunc nuw i64 %125 to i32, !dbg !2685
  %131 = select i1 %129, i32 %127, i32 %130, !dbg !2685
    #dbg_value(i32 %131, !1376, !DIExpression(), !2677)
  %132 = icmp eq i32 %131, 0, !dbg !2686
  br i1 %132, label %154, label %133, !dbg !2687

133:                                              ; preds = %114
  %134 = getelementptr inbounds i8, ptr %121, i64 24, !dbg !2688
  %135 = load ptr, ptr %134, align 8, !dbg !2688, !tbaa !1346
  %136 = getelementptr inbounds i8, ptr %123, i64 32, !dbg !2689
  %137 = load ptr, ptr %136, align 8, !dbg !2689, !tbaa !988
  %138 = zext i32 %131 to i64, !dbg !2690
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %135, ptr align 1 %137, i64 %138, i1 false), !dbg !2691
  %139 = load ptr, ptr %134, align 8, !dbg !2692, !tbaa !1346
  %140 = getelementptr inbounds i8, ptr %139, i64 %138, !dbg !2692
  store ptr %140, ptr %134, align 8, !dbg !2692, !tbaa !1346
  %141 = load ptr, ptr %136, align 8, !dbg !2693, !tbaa !988
  %142 = getelementptr inbounds i8, ptr %141, i64 %138, !dbg !2693
  store ptr %142, ptr %136, align 8, !dbg !2693, !tbaa !988
  %143 = getelementptr inbounds i8, ptr %121, i64 40, !dbg !2694
  %144 = load i64, ptr %143, align 8, !dbg !2695, !tbaa !1398
  %145 = add i64 %144, %138, !dbg !2695
  store i64 %145, ptr %143, align 8, !dbg !2695, !tbaa !1398
  %146 = load i32, ptr %126, align 8, !dbg !2696, !tbaa !1361
  %147 = sub i32 %146, %131, !dbg !2696
  store i32 %147, ptr %126, align 8, !dbg !2696, !tbaa !1361
  %148 = load i64, ptr %124, align 8, !dbg !2697, !tbaa !984
  %149 = sub i64 %148, %138, !dbg !2697
  store i64 %149, ptr %124, align 8, !dbg !2697, !tbaa !984
  %150 = icmp eq i64 %148, %138, !dbg !2698
  br i1 %150, label %151, label %154, !dbg !2699

151:                                              ; preds = %133
  %152 = getelementptr inbounds i8, ptr %123, i64 16, !dbg !2700
  %153 = load ptr, ptr %152, align 8, !dbg !2700, !tbaa !385
  store ptr %153, ptr %136, align 8, !dbg !2701, !tbaa !988
  br label %154, !dbg !2702

154:                                              ; preds = %114, %133, %151
  %155 = load ptr, ptr %0, align 8, !dbg !2703, !tbaa !326
  %156 = getelementptr inbounds i8, ptr %155, i64 32, !dbg !2703
  %157 = load i32, ptr %156, align 8, !dbg !2703, !tbaa !1361
  %158 = icmp eq i32 %157, 0, !dbg !2703
  %159 = select i1 %158, i32 2, i32 3, !dbg !2705
  br label %216, !dbg !2705

160:                                              ; preds = %104
  %161 = load i32, ptr %8, align 4, !dbg !2706, !tbaa !2628
  %162 = icmp eq i32 %161, 0, !dbg !2708
  br i1 %162, label %215, label %163, !dbg !2709

163:                                              ; preds = %160
  %164 = load i64, ptr %11, align 8, !dbg !2710, !tbaa !541
  %165 = icmp sgt i64 %164, -1, !dbg !2710
  br i1 %165, label %166, label %170, !dbg !2710

166:                                              ; preds = %163
  %167 = load ptr, ptr %5, align 8, !dbg !2710, !tbaa !366
  %168 = and i64 %164, 4294967295, !dbg !2710
  %169 = getelementptr inbounds i8, ptr %167, i64 %168, !dbg !2710
  br label %170, !dbg !2710

170:                                              ; preds = %163, %166
  %171 = phi ptr [ %169, %166 ], [ null, %163 ], !dbg !2710
  %172 = load i32, ptr %6, align 4, !dbg !2710, !tbaa !538
  %173 = zext i32 %172 to i64, !dbg !2710
  %174 = sub nsw i64 %173, %164, !dbg !2710
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %171, i64 noundef %174, i32 noundef 0) #10, !dbg !2710
  %175 = load i32, ptr %6, align 4, !dbg !2710, !tbaa !538
  %176 = zext i32 %175 to i64, !dbg !2710
  store i64 %176, ptr %11, align 8, !dbg !2710, !tbaa !541
  %177 = load ptr, ptr %0, align 8, !dbg !2710, !tbaa !326
    #dbg_value(ptr %177, !1371, !DIExpression(), !2713)
  %178 = getelementptr inbounds i8, ptr %177, i64 56, !dbg !2715
  %179 = load ptr, ptr %178, align 8, !dbg !2715, !tbaa !324
    #dbg_value(ptr %179, !1377, !DIExpression(), !2713)
  tail call void @_tr_flush_bits(ptr noundef %179) #10, !dbg !2716
  %180 = getelementptr inbounds i8, ptr %179, i64 40, !dbg !2717
  %181 = load i64, ptr %180, align 8, !dbg !2717, !tbaa !984
  %182 = getelementptr inbounds i8, ptr %177, i64 32, !dbg !2718
  %183 = load i32, ptr %182, align 8, !dbg !2718, !tbaa !1361
  %184 = zext i32 %183 to i64, !dbg !2719
  %185 = icmp ugt i64 %181, %184, !dbg !2720
  %186 = trunc nuw i64 %181 to i32, !dbg !2721
  %187 = select i1 %185, i32 %183, i32 %186, !dbg !2721
    #dbg_value(i32 %187, !1376, !DIExpression(), !2713)
  %188 = icmp eq i32 %187, 0, !dbg !2722
  br i1 %188, label %210, label %189, !dbg !2723

189:                                              ; preds = %170
  %190 = getelementptr inbounds i8, ptr %177, i64 24, !dbg !2724
  %191 = load ptr, ptr %190, align 8, !dbg !2724, !tbaa !1346
  %192 = getelementptr inbounds i8, ptr %179, i64 32, !dbg !2725
  %193 = load ptr, ptr %192, align 8, !dbg !2725, !tbaa !988
  %194 = zext i32 %187 to i64, !dbg !2726
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %191, ptr align 1 %193, i64 %194, i1 false), !dbg !2727
  %195 = load ptr, ptr %190, align 8, !dbg !2728, !tbaa !1346
  %196 = getelementptr inbounds i8, ptr %195, i64 %194, !dbg !2728
  store ptr %196, ptr %190, align 8, !dbg !2728, !tbaa !1346
  %197 = load ptr, ptr %192, align 8, !dbg !2729, !tbaa !988
  %198 = getelementptr inbounds i8, ptr %197, i64 %194, !dbg !2729
  store ptr %198, ptr %192, align 8, !dbg !2729, !tbaa !988
  %199 = getelementptr inbounds i8, ptr %177, i64 40, !dbg !2730
  %200 = load i64, ptr %199, align 8, !dbg !2731, !tbaa !1398
  %201 = add i64 %200, %194, !dbg !2731
  store i64 %201, ptr %199, align 8, !dbg !2731, !tbaa !1398
  %202 = load i32, ptr %182, align 8, !dbg !2732, !tbaa !1361
  %203 = sub i32 %202, %187, !dbg !2732
  store i32 %203, ptr %182, align 8, !dbg !2732, !tbaa !1361
  %204 = load i64, ptr %180, align 8, !dbg !2733, !tbaa !984
  %205 = sub i64 %204, %194, !dbg !2733
  store i64 %205, ptr %180, align 8, !dbg !2733, !tbaa !984
  %206 = icmp eq i64 %204, %194, !dbg !2734
  br i1 %206, label %207, label %210, !dbg !2735

207:                                              ; preds = %189
  %208 = getelementptr inbounds i8, ptr %179, i64 16, !dbg !2736
  %209 = load ptr, ptr %208, align 8, !dbg !2736, !tbaa !385
  store ptr %209, ptr %192, align 8, !dbg !2737, !tbaa !988
  br label %210, !dbg !2738

210:                                              ; preds = %170, %189, %207
  %211 = load ptr, ptr %0, align 8, !dbg !2739, !tbaa !326
  %212 = getelementptr inbounds i8, ptr %211, i64 32, !dbg !2739
  %213 = load i32, ptr %212, align 8, !dbg !2739, !tbaa !1361
  %214 = icmp eq i32 %213, 0, !dbg !2739
  br i1 %214, label %216, label %215, !dbg !2741

215:                                              ; preds = %210, %160
  br label %216, !dbg !2742

216:                                              ; preds = %98, %210, %154, %18, %215
  %217 = phi i32 [ 1, %215 ], [ 0, %18 ], [ %159, %154 ], [ 0, %210 ], [ 0, %98 ], !dbg !2609
  ret i32 %217, !dbg !2743
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 4) i32 @deflate_rle(ptr noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !2744 {
    #dbg_value(ptr %0, !2746, !DIExpression(), !2763)
    #dbg_value(i32 %1, !2747, !DIExpression(), !2763)
  %3 = getelementptr inbounds i8, ptr %0, i64 180
  %4 = getelementptr inbounds i8, ptr %0, i64 160
  %5 = icmp eq i32 %1, 0
  %6 = getelementptr inbounds i8, ptr %0, i64 172
  %7 = getelementptr inbounds i8, ptr %0, i64 96
  %8 = getelementptr inbounds i8, ptr %0, i64 5888
  %9 = getelementptr inbounds i8, ptr %0, i64 5900
  %10 = getelementptr inbounds i8, ptr %0, i64 212
  %11 = getelementptr inbounds i8, ptr %0, i64 5904
  %12 = getelementptr inbounds i8, ptr %0, i64 2504
  %13 = getelementptr inbounds i8, ptr %0, i64 152
  br label %14, !dbg !2764

14:                                               ; preds = %151, %2
  %15 = load i32, ptr %3, align 4, !dbg !2765, !tbaa !544
  %16 = icmp ult i32 %15, 259, !dbg !2767
  br i1 %16, label %19, label %17, !dbg !2768

17:                                               ; preds = %14
  store i32 0, ptr %4, align 8, !dbg !2769, !tbaa !553
  %18 = load i32, ptr %6, align 4, !dbg !2770, !tbaa !538
  br label %28, !dbg !2772

19:                                               ; preds = %14
  tail call fastcc void @fill_window(ptr noundef nonnull %0), !dbg !2773
  %20 = load i32, ptr %3, align 4, !dbg !2775, !tbaa !544
  %21 = icmp ult i32 %20, 259, !dbg !2777
  %22 = and i1 %5, %21, !dbg !2778
  br i1 %22, label %351, label %23, !dbg !2778

23:                                               ; preds = %19
  %24 = icmp eq i32 %20, 0, !dbg !2779
  br i1 %24, label %239, label %25, !dbg !2781

25:                                               ; preds = %23
  store i32 0, ptr %4, align 8, !dbg !2769, !tbaa !553
  %26 = icmp ugt i32 %20, 2, !dbg !2782
  %27 = load i32, ptr %6, align 4, !dbg !2770, !tbaa !538
  br i1 %26, label %28, label %152, !dbg !2772

28:                                               ; preds = %17, %25
  %29 = phi i32 [ %18, %17 ], [ %27, %25 ], !dbg !2770
  %30 = phi i32 [ %15, %17 ], [ %20, %25 ]
  %31 = icmp eq i32 %29, 0, !dbg !2783
  br i1 %31, label %152, label %32, !dbg !2784

32:                                               ; preds = %28
  %33 = load ptr, ptr %7, align 8, !dbg !2785, !tbaa !366
  %34 = zext i32 %29 to i64, !dbg !2787
  %35 = getelementptr inbounds i8, ptr %33, i64 %34, !dbg !2787
  %36 = getelementptr inbounds i8, ptr %35, i64 -1, !dbg !2788
    #dbg_value(ptr %36, !2750, !DIExpression(), !2763)
  %37 = load i8, ptr %36, align 1, !dbg !2789, !tbaa !261
    #dbg_value(i8 %37, !2749, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2763)
    #dbg_value(ptr %35, !2750, !DIExpression(), !2763)
  %38 = load i8, ptr %35, align 1, !dbg !2790, !tbaa !261
  %39 = icmp eq i8 %37, %38, !dbg !2792
  br i1 %39, label %40, label %152, !dbg !2793

40:                                               ; preds = %32
  %41 = getelementptr inbounds i8, ptr %35, i64 1, !dbg !2794
    #dbg_value(ptr %41, !2750, !DIExpression(), !2763)
  %42 = load i8, ptr %41, align 1, !dbg !2795, !tbaa !261
  %43 = icmp eq i8 %37, %42, !dbg !2796
  br i1 %43, label %44, label %152, !dbg !2797

44:                                               ; preds = %40
    #dbg_value(ptr %45, !2750, !DIExpression(), !2763)
  %45 = getelementptr inbounds i8, ptr %35, i64 2, !dbg !2798
  %46 = load i8, ptr %45, align 1, !dbg !2798, !tbaa !261
  %47 = icmp eq i8 %37, %46, !dbg !2799
  br i1 %47, label %48, label %152, !dbg !2800

48:                                               ; preds = %44
  %49 = getelementptr inbounds i8, ptr %35, i64 258, !dbg !2801
    #dbg_value(ptr %49, !2751, !DIExpression(), !2763)
  br label %50, !dbg !2803

50:                                               ; preds = %80, %48
  %51 = phi i64 [ 2, %48 ], [ %81, %80 ]
  %52 = getelementptr inbounds i8, ptr %35, i64 %51, !dbg !2804
    #dbg_value(ptr %52, !2750, !DIExpression(), !2763)
  %53 = getelementptr inbounds i8, ptr %52, i64 1, !dbg !2804
    #dbg_value(ptr %53, !2750, !DIExpression(), !2763)
  %54 = load i8, ptr %53, align 1, !dbg !2805, !tbaa !261
  %55 = icmp eq i8 %37, %54, !dbg !2806
  br i1 %55, label %56, label %101, !dbg !2807

56:                                               ; preds = %50
  %57 = getelementptr inbounds i8, ptr %52, i64 2, !dbg !2808
    #dbg_value(ptr %57, !2750, !DIExpression(), !2763)
  %58 = load i8, ptr %57, align 1, !dbg !2809, !tbaa !261
  %59 = icmp eq i8 %37, %58, !dbg !2810
  br i1 %59, label %60, label %99, !dbg !2811

60:                                               ; preds = %56
  %61 = getelementptr inbounds i8, ptr %52, i64 3, !dbg !2812
    #dbg_value(ptr %61, !2750, !DIExpression(), !2763)
  %62 = load i8, ptr %61, align 1, !dbg !2813, !tbaa !261
  %63 = icmp eq i8 %37, %62, !dbg !2814
  br i1 %63, label %64, label %97, !dbg !2815

64:                                               ; preds = %60
  %65 = getelementptr inbounds i8, ptr %52, i64 4, !dbg !2816
    #dbg_value(ptr %65, !2750, !DIExpression(), !2763)
  %66 = load i8, ptr %65, align 1, !dbg !2817, !tbaa !261
  %67 = icmp eq i8 %37, %66, !dbg !2818
  br i1 %67, label %68, label %95, !dbg !2819

68:                                               ; preds = %64
  %69 = getelementptr inbounds i8, ptr %52, i64 5, !dbg !2820
    #dbg_value(ptr %69, !2750, !DIExpression(), !2763)
  %70 = load i8, ptr %69, align 1, !dbg !2821, !tbaa !261
  %71 = icmp eq i8 %37, %70, !dbg !2822
  br i1 %71, label %72, label %93, !dbg !2823

72:                                               ; preds = %68
  %73 = getelementptr inbounds i8, ptr %52, i64 6, !dbg !2824
    #dbg_value(ptr %73, !2750, !DIExpression(), !2763)
  %74 = load i8, ptr %73, align 1, !dbg !2825, !tbaa !261
  %75 = icmp eq i8 %37, %74, !dbg !2826
  br i1 %75, label %76, label %91, !dbg !2827

76:                                               ; preds = %72
  %77 = getelementptr inbounds i8, ptr %52, i64 7, !dbg !2828
    #dbg_value(ptr %77, !2750, !DIExpression(), !2763)
  %78 = load i8, ptr %77, align 1, !dbg !2829, !tbaa !261
  %79 = icmp eq i8 %37, %78, !dbg !2830
  br i1 %79, label %80, label %89, !dbg !2831

80:                                               ; preds = %76
  %81 = add nuw nsw i64 %51, 8, !dbg !2832
    #dbg_value(ptr %82, !2750, !DIExpression(), !2763)
  %82 = getelementptr inbounds i8, ptr %35, i64 %81, !dbg !2833
  %83 = load i8, ptr %82, align 1, !dbg !2833, !tbaa !261
  %84 = icmp eq i8 %37, %83, !dbg !2834
  %85 = icmp ult i64 %51, 250
  %86 = and i1 %85, %84, !dbg !2835
  br i1 %86, label %50, label %87, !dbg !2835, !llvm.loop !2836

87:                                               ; preds = %80
  %88 = getelementptr inbounds i8, ptr %35, i64 %81
  br label %103, !dbg !2838

89:                                               ; preds = %76
  %90 = getelementptr inbounds i8, ptr %52, i64 7
  br label %103, !dbg !2838

91:                                               ; preds = %72
  %92 = getelementptr inbounds i8, ptr %52, i64 6
  br label %103, !dbg !2838

93:                                               ; preds = %68
  %94 = getelementptr inbounds i8, ptr %52, i64 5
  br label %103, !dbg !2838

95:                                               ; preds = %64
  %96 = getelementptr inbounds i8, ptr %52, i64 4
  br label %103, !dbg !2838

97:                                               ; preds = %60
  %98 = getelementptr inbounds i8, ptr %52, i64 3
  br label %103, !dbg !2838

99:                                               ; preds = %56
  %100 = getelementptr inbounds i8, ptr %52, i64 2
  br label %103, !dbg !2838

101:                                              ; preds = %50
  %102 = getelementptr inbounds i8, ptr %52, i64 1
  br label %103, !dbg !2838

103:                                              ; preds = %101, %99, %97, %95, %93, %91, %89, %87
  %104 = phi ptr [ %88, %87 ], [ %90, %89 ], [ %92, %91 ], [ %94, %93 ], [ %96, %95 ], [ %98, %97 ], [ %100, %99 ], [ %102, %101 ], !dbg !2839
    #dbg_value(ptr %104, !2750, !DIExpression(), !2763)
  %105 = ptrtoint ptr %49 to i64, !dbg !2838
  %106 = ptrtoint ptr %104 to i64, !dbg !2838
  %107 = sub i64 %106, %105, !dbg !2838
  %108 = trunc i64 %107 to i32, !dbg !2840
  %109 = add i32 %108, 258, !dbg !2841
  %110 = tail call i32 @llvm.umin.i32(i32 %109, i32 %30), !dbg !2842
  store i32 %110, ptr %4, align 8, !dbg !2839
  %111 = icmp ugt i32 %110, 2, !dbg !2843
  %112 = load i32, ptr %9, align 4, !dbg !2844, !tbaa !2628
  br i1 %111, label %113, label %155, !dbg !2845

113:                                              ; preds = %103
  %114 = trunc i32 %110 to i8, !dbg !2846
  %115 = add i8 %114, -3, !dbg !2846
    #dbg_value(i8 %115, !2752, !DIExpression(), !2847)
    #dbg_value(i16 1, !2759, !DIExpression(), !2847)
  %116 = load ptr, ptr %8, align 8, !dbg !2846, !tbaa !412
  %117 = add i32 %112, 1, !dbg !2846
  store i32 %117, ptr %9, align 4, !dbg !2846, !tbaa !2628
  %118 = zext i32 %112 to i64, !dbg !2846
  %119 = getelementptr inbounds i8, ptr %116, i64 %118, !dbg !2846
  store i8 1, ptr %119, align 1, !dbg !2846, !tbaa !261
  %120 = load ptr, ptr %8, align 8, !dbg !2846, !tbaa !412
  %121 = load i32, ptr %9, align 4, !dbg !2846, !tbaa !2628
  %122 = add i32 %121, 1, !dbg !2846
  store i32 %122, ptr %9, align 4, !dbg !2846, !tbaa !2628
  %123 = zext i32 %121 to i64, !dbg !2846
  %124 = getelementptr inbounds i8, ptr %120, i64 %123, !dbg !2846
  store i8 0, ptr %124, align 1, !dbg !2846, !tbaa !261
  %125 = load ptr, ptr %8, align 8, !dbg !2846, !tbaa !412
  %126 = load i32, ptr %9, align 4, !dbg !2846, !tbaa !2628
  %127 = add i32 %126, 1, !dbg !2846
  store i32 %127, ptr %9, align 4, !dbg !2846, !tbaa !2628
  %128 = zext i32 %126 to i64, !dbg !2846
  %129 = getelementptr inbounds i8, ptr %125, i64 %128, !dbg !2846
  store i8 %115, ptr %129, align 1, !dbg !2846, !tbaa !261
    #dbg_value(i16 0, !2759, !DIExpression(), !2847)
  %130 = zext i8 %115 to i64, !dbg !2846
  %131 = getelementptr inbounds [0 x i8], ptr @_length_code, i64 0, i64 %130, !dbg !2846
  %132 = load i8, ptr %131, align 1, !dbg !2846, !tbaa !261
  %133 = zext i8 %132 to i64, !dbg !2846
  %134 = add nuw nsw i64 %133, 257, !dbg !2846
  %135 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %10, i64 0, i64 %134, !dbg !2846
  %136 = load i16, ptr %135, align 4, !dbg !2846, !tbaa !261
  %137 = add i16 %136, 1, !dbg !2846
  store i16 %137, ptr %135, align 4, !dbg !2846, !tbaa !261
  %138 = load i8, ptr @_dist_code, align 1, !dbg !2846, !tbaa !261
  %139 = zext i8 %138 to i64, !dbg !2846
  %140 = getelementptr inbounds [61 x %struct.ct_data_s], ptr %12, i64 0, i64 %139, !dbg !2846
  %141 = load i16, ptr %140, align 4, !dbg !2846, !tbaa !261
  %142 = add i16 %141, 1, !dbg !2846
  store i16 %142, ptr %140, align 4, !dbg !2846, !tbaa !261
  %143 = load i32, ptr %9, align 4, !dbg !2846, !tbaa !2628
  %144 = load i32, ptr %11, align 8, !dbg !2846, !tbaa !416
  %145 = icmp eq i32 %143, %144, !dbg !2846
    #dbg_value(i1 %145, !2748, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2763)
  %146 = load i32, ptr %4, align 8, !dbg !2848, !tbaa !553
  %147 = load i32, ptr %3, align 4, !dbg !2849, !tbaa !544
  %148 = sub i32 %147, %146, !dbg !2849
  store i32 %148, ptr %3, align 4, !dbg !2849, !tbaa !544
  %149 = load i32, ptr %6, align 4, !dbg !2850, !tbaa !538
  %150 = add i32 %149, %146, !dbg !2850
  store i32 %150, ptr %6, align 4, !dbg !2850, !tbaa !538
  store i32 0, ptr %4, align 8, !dbg !2851, !tbaa !553
  br i1 %145, label %187, label %151, !dbg !2852

151:                                              ; preds = %113, %234, %155
  br label %14, !dbg !2765, !llvm.loop !2853

152:                                              ; preds = %32, %40, %44, %28, %25
  %153 = phi i32 [ %27, %25 ], [ %29, %28 ], [ %29, %44 ], [ %29, %40 ], [ %29, %32 ]
  %154 = load i32, ptr %9, align 4, !dbg !2844, !tbaa !2628
  br label %155, !dbg !2844

155:                                              ; preds = %152, %103
  %156 = phi i32 [ %112, %103 ], [ %154, %152 ], !dbg !2844
  %157 = phi i32 [ %29, %103 ], [ %153, %152 ], !dbg !2844
  %158 = load ptr, ptr %7, align 8, !dbg !2844, !tbaa !366
  %159 = zext i32 %157 to i64, !dbg !2844
  %160 = getelementptr inbounds i8, ptr %158, i64 %159, !dbg !2844
  %161 = load i8, ptr %160, align 1, !dbg !2844, !tbaa !261
    #dbg_value(i8 %161, !2760, !DIExpression(), !2856)
  %162 = load ptr, ptr %8, align 8, !dbg !2844, !tbaa !412
  %163 = add i32 %156, 1, !dbg !2844
  store i32 %163, ptr %9, align 4, !dbg !2844, !tbaa !2628
  %164 = zext i32 %156 to i64, !dbg !2844
  %165 = getelementptr inbounds i8, ptr %162, i64 %164, !dbg !2844
  store i8 0, ptr %165, align 1, !dbg !2844, !tbaa !261
  %166 = load ptr, ptr %8, align 8, !dbg !2844, !tbaa !412
  %167 = load i32, ptr %9, align 4, !dbg !2844, !tbaa !2628
  %168 = add i32 %167, 1, !dbg !2844
  store i32 %168, ptr %9, align 4, !dbg !2844, !tbaa !2628
  %169 = zext i32 %167 to i64, !dbg !2844
  %170 = getelementptr inbounds i8, ptr %166, i64 %169, !dbg !2844
  store i8 0, ptr %170, align 1, !dbg !2844, !tbaa !261
  %171 = load ptr, ptr %8, align 8, !dbg !2844, !tbaa !412
  %172 = load i32, ptr %9, align 4, !dbg !2844, !tbaa !2628
  %173 = add i32 %172, 1, !dbg !2844
  store i32 %173, ptr %9, align 4, !dbg !2844, !tbaa !2628
  %174 = zext i32 %172 to i64, !dbg !2844
  %175 = getelementptr inbounds i8, ptr %171, i64 %174, !dbg !2844
  store i8 %161, ptr %175, align 1, !dbg !2844, !tbaa !261
  %176 = zext i8 %161 to i64, !dbg !2844
  %177 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %10, i64 0, i64 %176, !dbg !2844
  %178 = load i16, ptr %177, align 4, !dbg !2844, !tbaa !261
  %179 = add i16 %178, 1, !dbg !2844
  store i16 %179, ptr %177, align 4, !dbg !2844, !tbaa !261
  %180 = load i32, ptr %9, align 4, !dbg !2844, !tbaa !2628
  %181 = load i32, ptr %11, align 8, !dbg !2844, !tbaa !416
  %182 = icmp eq i32 %180, %181, !dbg !2844
    #dbg_value(i1 %182, !2748, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2763)
  %183 = load i32, ptr %3, align 4, !dbg !2857, !tbaa !544
  %184 = add i32 %183, -1, !dbg !2857
  store i32 %184, ptr %3, align 4, !dbg !2857, !tbaa !544
  %185 = load i32, ptr %6, align 4, !dbg !2858, !tbaa !538
  %186 = add i32 %185, 1, !dbg !2858
  store i32 %186, ptr %6, align 4, !dbg !2858, !tbaa !538
  br i1 %182, label %187, label %151, !dbg !2852

187:                                              ; preds = %113, %155
  %188 = phi i32 [ %150, %113 ], [ %186, %155 ]
  %189 = load i64, ptr %13, align 8, !dbg !2859, !tbaa !541
  %190 = icmp sgt i64 %189, -1, !dbg !2859
  br i1 %190, label %191, label %195, !dbg !2859

191:                                              ; preds = %187
  %192 = load ptr, ptr %7, align 8, !dbg !2859, !tbaa !366
  %193 = and i64 %189, 4294967295, !dbg !2859
  %194 = getelementptr inbounds i8, ptr %192, i64 %193, !dbg !2859
  br label %195, !dbg !2859

195:                                              ; preds = %187, %191
  %196 = phi ptr [ %194, %191 ], [ null, %187 ], !dbg !2859
  %197 = zext i32 %188 to i64, !dbg !2859
  %198 = sub nsw i64 %197, %189, !dbg !2859
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %196, i64 noundef %198, i32 noundef 0) #10, !dbg !2859
  %199 = load i32, ptr %6, align 4, !dbg !2859, !tbaa !538
  %200 = zext i32 %199 to i64, !dbg !2859
  store i64 %200, ptr %13, align 8, !dbg !2859, !tbaa !541
  %201 = load ptr, ptr %0, align 8, !dbg !2859, !tbaa !326
    #dbg_value(ptr %201, !1371, !DIExpression(), !2863)
  %202 = getelementptr inbounds i8, ptr %201, i64 56, !dbg !2865
  %203 = load ptr, ptr %202, align 8, !dbg !2865, !tbaa !324
    #dbg_value(ptr %203, !1377, !DIExpression(), !2863)
  tail call void @_tr_flush_bits(ptr noundef %203) #10, !dbg !2866
  %204 = getelementptr inbounds i8, ptr %203, i64 40, !dbg !2867
  %205 = load i64, ptr %204, align 8, !dbg !2867, !tbaa !984
  %206 = getelementptr inbounds i8, ptr %201, i64 32, !dbg !2868
  %207 = load i32, ptr %206, align 8, !dbg !2868, !tbaa !1361
  %208 = zext i32 %207 to i64, !dbg !2869
  %209 = icmp ugt i64 %205, %208, !dbg !2870
  %210 = trunc nuw i64 %205 to i32, !dbg !2871
  %211 = select i1 %209, i32 %207, i32 %210, !dbg !2871
    #dbg_value(i32 %211, !1376, !DIExpression(), !2863)
  %212 = icmp eq i32 %211, 0, !dbg !2872
  br i1 %212, label %234, label %213, !dbg !2873

213:                                              ; preds = %195
  %214 = getelementptr inbounds i8, ptr %201, i64 24, !dbg !2874
  %215 = load ptr, ptr %214, align 8, !dbg !2874, !tbaa !1346
  %216 = getelementptr inbounds i8, ptr %203, i64 32, !dbg !2875
  %217 = load ptr, ptr %216, align 8, !dbg !2875, !tbaa !988
  %218 = zext i32 %211 to i64, !dbg !2876
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %215, ptr align 1 %217, i64 %218, i1 false), !dbg !2877
  %219 = load ptr, ptr %214, align 8, !dbg !2878, !tbaa !1346
  %220 = getelementptr inbounds i8, ptr %219, i64 %218, !dbg !2878
  store ptr %220, ptr %214, align 8, !dbg !2878, !tbaa !1346
  %221 = load ptr, ptr %216, align 8, !dbg !2879, !tbaa !988
  %222 = getelementptr inbounds i8, ptr %221, i64 %218, !dbg !2879
  store ptr %222, ptr %216, align 8, !dbg !2879, !tbaa !988
  %223 = getelementptr inbounds i8, ptr %201, i64 40, !dbg !2880
  %224 = load i64, ptr %223, align 8, !dbg !2881, !tbaa !1398
  %225 = add i64 %224, %218, !dbg !2881
  store i64 %225, ptr %223, align 8, !dbg !2881, !tbaa !1398
  %226 = load i32, ptr %206, align 8, !dbg !2882, !tbaa !1361
  %227 = sub i32 %226, %211, !dbg !2882
  store i32 %227, ptr %206, align 8, !dbg !2882, !tbaa !1361
  %228 = load i64, ptr %204, align 8, !dbg !2883, !tbaa !984
  %229 = sub i64 %228, %218, !dbg !2883
  store i64 %229, ptr %204, align 8, !dbg !2883, !tbaa !984
  %230 = icmp eq i64 %228, %218, !dbg !2884
  br i1 %230, label %231, label %234, !dbg !2885

231:                                              ; preds = %213
  %232 = getelementptr inbounds i8, ptr %203, i64 16, !dbg !2886
  %233 = load ptr, ptr %232, align 8, !dbg !2886, !tbaa !385
  store ptr %233, ptr %216, align 8, !dbg !2887, !tbaa !988
  br label %234, !dbg !2888

234:                                              ; preds = %195, %213, %231
  %235 = load ptr, ptr %0, align 8, !dbg !2889, !tbaa !326
  %236 = getelementptr inbounds i8, ptr %235, i64 32, !dbg !2889
  %237 = load i32, ptr %236, align 8, !dbg !2889, !tbaa !1361
  %238 = icmp eq i32 %237, 0, !dbg !2889
  br i1 %238, label %351, label %151, !dbg !2891

239:                                              ; preds = %23
  %240 = getelementptr inbounds i8, ptr %0, i64 5932, !dbg !2892
  store i32 0, ptr %240, align 4, !dbg !2893, !tbaa !547
  %241 = icmp eq i32 %1, 4, !dbg !2894
  br i1 %241, label %242, label %295, !dbg !2896

242:                                              ; preds = %239
  %243 = load i64, ptr %13, align 8, !dbg !2897, !tbaa !541
  %244 = icmp sgt i64 %243, -1, !dbg !2897
  br i1 %244, label %245, label %249, !dbg !2897

245:                                              ; preds = %242
  %246 = load ptr, ptr %7, align 8, !dbg !2897, !tbaa !366
  %247 = and i64 %243, 4294967295, !dbg !2897
  %248 = getelementptr inbounds i8, ptr %246, i64 %247, !dbg !2897
  br label %249, !dbg !2897

249:                                              ; preds = %242, %245
  %250 = phi ptr [ %248, %245 ], [ null, %242 ], !dbg !2897
  %251 = load i32, ptr %6, align 4, !dbg !2897, !tbaa !538
  %252 = zext i32 %251 to i64, !dbg !2897
  %253 = sub nsw i64 %252, %243, !dbg !2897
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %250, i64 noundef %253, i32 noundef 1) #10, !dbg !2897
  %254 = load i32, ptr %6, align 4, !dbg !2897, !tbaa !538
  %255 = zext i32 %254 to i64, !dbg !2897
  store i64 %255, ptr %13, align 8, !dbg !2897, !tbaa !541
  %256 = load ptr, ptr %0, align 8, !dbg !2897, !tbaa !326
    #dbg_value(ptr %256, !1371, !DIExpression(), !2901)
  %257 = getelementptr inbounds i8, ptr %256, i64 56, !dbg !2903
  %258 = load ptr, ptr %257, align 8, !dbg !2903, !tbaa !324
    #dbg_value(ptr %258, !1377, !DIExpression(), !2901)
  tail call void @_tr_flush_bits(ptr noundef %258) #10, !dbg !2904
  %259 = getelementptr inbounds i8, ptr %258, i64 40, !dbg !2905
  %260 = load i64, ptr %259, align 8, !dbg !2905, !tbaa !984
  %261 = getelementptr inbounds i8, ptr %256, i64 32, !dbg !2906
  %262 = load i32, ptr %261, align 8, !dbg !2906, !tbaa !1361
  %263 = zext i32 %262 to i64, !dbg !2907
  %264 = icmp ugt i64 %260, %263, !dbg !2908
  %265 = trunc nuw i64 %260 to i32, !dbg !2909
  %266 = select i1 %264, i32 %262, i32 %265, !dbg !2909
    #dbg_value(i32 %266, !1376, !DIExpression(), !2901)
  %267 = icmp eq i32 %266, 0, !dbg !2910
  br i1 %267, label %289, label %268, !dbg !2911

268:                                              ; preds = %249
  %269 = getelementptr inbounds i8, ptr %256, i64 24, !dbg !2912
  %270 = load ptr, ptr %269, align 8, !dbg !2912, !tbaa !1346
  %271 = getelementptr inbounds i8, ptr %258, i64 32, !dbg !2913
  %272 = load ptr, ptr %271, align 8, !dbg !2913, !tbaa !988
  %273 = zext i32 %266 to i64, !dbg !2914
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %270, ptr align 1 %272, i64 %273, i1 false), !dbg !2915
  %274 = load ptr, ptr %269, align 8, !dbg !2916, !tbaa !1346
  %275 = getelementptr inbounds i8, ptr %274, i64 %273, !dbg !2916
  store ptr %275, ptr %269, align 8, !dbg !2916, !tbaa !1346
  %276 = load ptr, ptr %271, align 8, !dbg !2917, !tbaa !988
  %277 = getelementptr inbounds i8, ptr %276, i64 %273, !dbg !2917
  store ptr %277, ptr %271, align 8, !dbg !2917, !tbaa !988
  %278 = getelementptr inbounds i8, ptr %256, i64 40, !dbg !2918
  %279 = load i64, ptr %278, align 8, !dbg !2919, !tbaa !1398
  %280 = add i64 %279, %273, !dbg !2919
  store i64 %280, ptr %278, align 8, !dbg !2919, !tbaa !1398
  %281 = load i32, ptr %261, align 8, !dbg !2920, !tbaa !1361
  %282 = sub i32 %281, %266, !dbg !2920
  store i32 %282, ptr %261, align 8, !dbg !2920, !tbaa !1361
  %283 = load i64, ptr %259, align 8, !dbg !2921, !tbaa !984
  %284 = sub i64 %283, %273, !dbg !2921
  store i64 %284, ptr %259, align 8, !dbg !2921, !tbaa !984
  %285 = icmp eq i64 %283, %273, !dbg !2922
  br i1 %285, label %286, label %289, !dbg !2923

286:                                              ; preds = %268
  %287 = getelementptr inbounds i8, ptr %258, i64 16, !dbg !2924
  %288 = load ptr, ptr %287, align 8, !dbg !2924, !tbaa !385
  store ptr %288, ptr %271, align 8, !dbg !2925, !tbaa !988
  br label %289, !dbg !2926

289:                                              ; preds = %249, %268, %286
  %290 = load ptr, ptr %0, align 8, !dbg !2927, !tbaa !326
  %291 = getelementptr inbounds i8, ptr %290, i64 32, !dbg !2927
  %292 = load i32, ptr %291, align 8, !dbg !2927, !tbaa !1361
  %293 = icmp eq i32 %292, 0, !dbg !2927
  %294 = select i1 %293, i32 2, i32 3, !dbg !2929
  br label %351, !dbg !2929

295:                                              ; preds = %239
  %296 = load i32, ptr %9, align 4, !dbg !2930, !tbaa !2628
  %297 = icmp eq i32 %296, 0, !dbg !2932
  br i1 %297, label %350, label %298, !dbg !2933

298:                                              ; preds = %295
  %299 = load i64, ptr %13, align 8, !dbg !2934, !tbaa !541
  %300 = icmp sgt i64 %299, -1, !dbg !2934
  br i1 %300, label %301, label %305, !dbg !2934

301:                                              ; preds = %298
  %302 = load ptr, ptr %7, align 8, !dbg !2934, !tbaa !366
  %303 = and i64 %299, 4294967295, !dbg !2934
  %304 = getelementptr inbounds i8, ptr %302, i64 %303, !dbg !2934
  br label %305, !dbg !2934

305:                                              ; preds = %298, %301
  %306 = phi ptr [ %304, %301 ], [ null, %298 ], !dbg !2934
  %307 = load i32, ptr %6, align 4, !dbg !2934, !tbaa !538
  %308 = zext i32 %307 to i64, !dbg !2934
  %309 = sub nsw i64 %308, %299, !dbg !2934
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %306, i64 noundef %309, i32 noundef 0) #10, !dbg !2934
  %310 = load i32, ptr %6, align 4, !dbg !2934, !tbaa !538
  %311 = zext i32 %310 to i64, !dbg !2934
  store i64 %311, ptr %13, align 8, !dbg !2934, !tbaa !541
  %312 = load ptr, ptr %0, align 8, !dbg !2934, !tbaa !326
    #dbg_value(ptr %312, !1371, !DIExpression(), !2937)
  %313 = getelementptr inbounds i8, ptr %312, i64 56, !dbg !2939
  %314 = load ptr, ptr %313, align 8, !dbg !2939, !tbaa !324
    #dbg_value(ptr %314, !1377, !DIExpression(), !2937)
  tail call void @_tr_flush_bits(ptr noundef %314) #10, !dbg !2940
  %315 = getelementptr inbounds i8, ptr %314, i64 40, !dbg !2941
  %316 = load i64, ptr %315, align 8, !dbg !2941, !tbaa !984
  %317 = getelementptr inbounds i8, ptr %312, i64 32, !dbg !2942
  %318 = load i32, ptr %317, align 8, !dbg !2942, !tbaa !1361
  %319 = zext i32 %318 to i64, !dbg !2943
  %320 = icmp ugt i64 %316, %319, !dbg !2944
  %321 = trunc nuw i64 %316 to i32, !dbg !2945
  %322 = select i1 %320, i32 %318, i32 %321, !dbg !2945
    #dbg_value(i32 %322, !1376, !DIExpression(), !2937)
  %323 = icmp eq i32 %322, 0, !dbg !2946
  br i1 %323, label %345, label %324, !dbg !2947

324:                                              ; preds = %305
  %325 = getelementptr inbounds i8, ptr %312, i64 24, !dbg !2948
  %326 = load ptr, ptr %325, align 8, !dbg !2948, !tbaa !1346
  %327 = getelementptr inbounds i8, ptr %314, i64 32, !dbg !2949
  %328 = load ptr, ptr %327, align 8, !dbg !2949, !tbaa !988
  %329 = zext i32 %322 to i64, !dbg !2950
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %326, ptr align 1 %328, i64 %329, i1 false), !dbg !2951
  %330 = load ptr, ptr %325, align 8, !dbg !2952, !tbaa !1346
  %331 = getelementptr inbounds i8, ptr %330, i64 %329, !dbg !2952
  store ptr %331, ptr %325, align 8, !dbg !2952, !tbaa !1346
  %332 = load ptr, ptr %327, align 8, !dbg !2953, !tbaa !988
  %333 = getelementptr inbounds i8, ptr %332, i64 %329, !dbg !2953
  store ptr %333, ptr %327, align 8, !dbg !2953, !tbaa !988
  %334 = getelementptr inbounds i8, ptr %312, i64 40, !dbg !2954
  %335 = load i64, ptr %334, align 8, !dbg !2955, !tbaa !1398
  %336 = add i64 %335, %329, !dbg !2955
  store i64 %336, ptr %334, align 8, !dbg !2955, !tbaa !1398
  %337 = load i32, ptr %317, align 8, !dbg !2956, !tbaa !1361
  %338 = sub i32 %337, %322, !dbg !2956
  store i32 %338, ptr %317, align 8, !dbg !2956, !tbaa !1361
  %339 = load i64, ptr %315, align 8, !dbg !2957, !tbaa !984
  %340 = sub i64 %339, %329, !dbg !2957
  store i64 %340, ptr %315, align 8, !dbg !2957, !tbaa !984
  %341 = icmp eq i64 %339, %329, !dbg !2958
  br i1 %341, label %342, label %345, !dbg !2959

342:                                              ; preds = %324
  %343 = getelementptr inbounds i8, ptr %314, i64 16, !dbg !2960
  %344 = load ptr, ptr %343, align 8, !dbg !2960, !tbaa !385
  store ptr %344, ptr %327, align 8, !dbg !2961, !tbaa !988
  br label %345, !dbg !2962

345:                                              ; preds = %305, %324, %342
  %346 = load ptr, ptr %0, align 8, !dbg !2963, !tbaa !326
  %347 = getelementptr inbounds i8, ptr %346, i64 32, !dbg !2963
  %348 = load i32, ptr %347, align 8, !dbg !2963, !tbaa !1361
  %349 = icmp eq i32 %348, 0, !dbg !2963
  br i1 %349, label %351, label %350, !dbg !2965

350:                                              ; preds = %345, %295
  br label %351, !dbg !2966

351:                                              ; preds = %234, %19, %345, %289, %350
  %352 = phi i32 [ 1, %350 ], [ %294, %289 ], [ 0, %345 ], [ 0, %19 ], [ 0, %234 ], !dbg !2763
  ret i32 %352, !dbg !2967
}

declare !dbg !2968 void @_tr_align(ptr noundef) local_unnamed_addr #1

declare !dbg !2969 void @_tr_stored_block(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 -4, 1) i32 @deflateCopy(ptr noundef %0, ptr noundef readonly %1) local_unnamed_addr #0 !dbg !2972 {
    #dbg_value(ptr %0, !2976, !DIExpression(), !2980)
    #dbg_value(ptr %1, !2977, !DIExpression(), !2980)
    #dbg_value(ptr %1, !436, !DIExpression(), !2981)
  %3 = icmp eq ptr %1, null, !dbg !2984
  br i1 %3, label %127, label %4, !dbg !2985

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !2986
  %6 = load ptr, ptr %5, align 8, !dbg !2986, !tbaa !278
  %7 = icmp eq ptr %6, null, !dbg !2987
  br i1 %7, label %127, label %8, !dbg !2988

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !2989
  %10 = load ptr, ptr %9, align 8, !dbg !2989, !tbaa !289
  %11 = icmp eq ptr %10, null, !dbg !2990
  br i1 %11, label %127, label %12, !dbg !2991

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !2992
  %14 = load ptr, ptr %13, align 8, !dbg !2992, !tbaa !324
    #dbg_value(ptr %14, !439, !DIExpression(), !2981)
  %15 = icmp eq ptr %14, null, !dbg !2993
  br i1 %15, label %127, label %16, !dbg !2994

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !dbg !2995, !tbaa !326
  %18 = icmp eq ptr %17, %1, !dbg !2996
  br i1 %18, label %19, label %127, !dbg !2997

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !2998
  %21 = load i32, ptr %20, align 8, !dbg !2998, !tbaa !332
  switch i32 %21, label %127 [
    i32 42, label %22
    i32 57, label %22
    i32 69, label %22
    i32 73, label %22
    i32 91, label %22
    i32 103, label %22
    i32 113, label %22
    i32 666, label %22
  ], !dbg !2999

22:                                               ; preds = %19, %19, %19, %19, %19, %19, %19, %19
  %23 = icmp eq ptr %0, null
  br i1 %23, label %127, label %24, !dbg !3000

24:                                               ; preds = %22
    #dbg_value(ptr %14, !2979, !DIExpression(), !2980)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %0, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false), !dbg !3001
  %25 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !3002
  %26 = load ptr, ptr %25, align 8, !dbg !3002, !tbaa !278
  %27 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !3002
  %28 = load ptr, ptr %27, align 8, !dbg !3002, !tbaa !285
  %29 = tail call ptr %26(ptr noundef %28, i32 noundef 1, i32 noundef 5968) #10, !dbg !3002
    #dbg_value(ptr %29, !2978, !DIExpression(), !2980)
  %30 = icmp eq ptr %29, null, !dbg !3003
  br i1 %30, label %127, label %31, !dbg !3005

31:                                               ; preds = %24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(5968) %29, i8 0, i64 5968, i1 false), !dbg !3006
  %32 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !3007
  store ptr %29, ptr %32, align 8, !dbg !3008, !tbaa !324
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5968) %29, ptr noundef nonnull align 8 dereferenceable(5968) %14, i64 5968, i1 false), !dbg !3009
  store ptr %0, ptr %29, align 8, !dbg !3010, !tbaa !326
  %33 = load ptr, ptr %25, align 8, !dbg !3011, !tbaa !278
  %34 = load ptr, ptr %27, align 8, !dbg !3011, !tbaa !285
  %35 = getelementptr inbounds i8, ptr %29, i64 80, !dbg !3011
  %36 = load i32, ptr %35, align 8, !dbg !3011, !tbaa !342
  %37 = tail call ptr %33(ptr noundef %34, i32 noundef %36, i32 noundef 2) #10, !dbg !3011
  %38 = getelementptr inbounds i8, ptr %29, i64 96, !dbg !3012
  store ptr %37, ptr %38, align 8, !dbg !3013, !tbaa !366
  %39 = load ptr, ptr %25, align 8, !dbg !3014, !tbaa !278
  %40 = load ptr, ptr %27, align 8, !dbg !3014, !tbaa !285
  %41 = load i32, ptr %35, align 8, !dbg !3014, !tbaa !342
  %42 = tail call ptr %39(ptr noundef %40, i32 noundef %41, i32 noundef 2) #10, !dbg !3014
  %43 = getelementptr inbounds i8, ptr %29, i64 112, !dbg !3015
  store ptr %42, ptr %43, align 8, !dbg !3016, !tbaa !370
  %44 = load ptr, ptr %25, align 8, !dbg !3017, !tbaa !278
  %45 = load ptr, ptr %27, align 8, !dbg !3017, !tbaa !285
  %46 = getelementptr inbounds i8, ptr %29, i64 132, !dbg !3017
  %47 = load i32, ptr %46, align 4, !dbg !3017, !tbaa !354
  %48 = tail call ptr %44(ptr noundef %45, i32 noundef %47, i32 noundef 2) #10, !dbg !3017
  %49 = getelementptr inbounds i8, ptr %29, i64 120, !dbg !3018
  store ptr %48, ptr %49, align 8, !dbg !3019, !tbaa !374
  %50 = load ptr, ptr %25, align 8, !dbg !3020, !tbaa !278
  %51 = load ptr, ptr %27, align 8, !dbg !3020, !tbaa !285
  %52 = getelementptr inbounds i8, ptr %29, i64 5896, !dbg !3020
  %53 = load i32, ptr %52, align 8, !dbg !3020, !tbaa !381
  %54 = tail call ptr %50(ptr noundef %51, i32 noundef %53, i32 noundef 4) #10, !dbg !3020
  %55 = getelementptr inbounds i8, ptr %29, i64 16, !dbg !3021
  store ptr %54, ptr %55, align 8, !dbg !3022, !tbaa !385
  %56 = load ptr, ptr %38, align 8, !dbg !3023, !tbaa !366
  %57 = icmp eq ptr %56, null, !dbg !3025
  br i1 %57, label %66, label %58, !dbg !3026

58:                                               ; preds = %31
  %59 = load ptr, ptr %43, align 8, !dbg !3027, !tbaa !370
  %60 = icmp eq ptr %59, null, !dbg !3028
  br i1 %60, label %66, label %61, !dbg !3029

61:                                               ; preds = %58
  %62 = load ptr, ptr %49, align 8, !dbg !3030, !tbaa !374
  %63 = icmp eq ptr %62, null, !dbg !3031
  %64 = icmp eq ptr %54, null
  %65 = select i1 %63, i1 true, i1 %64, !dbg !3032
  br i1 %65, label %66, label %68, !dbg !3032

66:                                               ; preds = %61, %58, %31
  %67 = tail call i32 @deflateEnd(ptr noundef nonnull %0), !dbg !3033
  br label %127, !dbg !3035

68:                                               ; preds = %61
  %69 = getelementptr inbounds i8, ptr %14, i64 96, !dbg !3036
  %70 = load ptr, ptr %69, align 8, !dbg !3036, !tbaa !366
  %71 = getelementptr inbounds i8, ptr %14, i64 5952, !dbg !3037
  %72 = load i64, ptr %71, align 8, !dbg !3037, !tbaa !377
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %56, ptr align 1 %70, i64 %72, i1 false), !dbg !3038
  %73 = load ptr, ptr %43, align 8, !dbg !3039, !tbaa !370
  %74 = getelementptr inbounds i8, ptr %14, i64 112, !dbg !3040
  %75 = load ptr, ptr %74, align 8, !dbg !3040, !tbaa !370
  %76 = getelementptr inbounds i8, ptr %14, i64 5960, !dbg !3041
  %77 = load i32, ptr %76, align 8, !dbg !3041, !tbaa !509
  %78 = icmp eq i32 %77, 0, !dbg !3042
  %79 = load i32, ptr %35, align 8, !dbg !3043, !tbaa !342
  br i1 %78, label %80, label %87, !dbg !3044

80:                                               ; preds = %68
  %81 = getelementptr inbounds i8, ptr %14, i64 172, !dbg !3045
  %82 = load i32, ptr %81, align 4, !dbg !3045, !tbaa !538
  %83 = getelementptr inbounds i8, ptr %14, i64 5932, !dbg !3046
  %84 = load i32, ptr %83, align 4, !dbg !3046, !tbaa !547
  %85 = sub i32 %82, %84, !dbg !3047
  %86 = icmp ugt i32 %85, %79, !dbg !3048
  br i1 %86, label %87, label %88, !dbg !3042

87:                                               ; preds = %80, %68
  br label %88, !dbg !3042

88:                                               ; preds = %80, %87
  %89 = phi i32 [ %79, %87 ], [ %85, %80 ], !dbg !3042
  %90 = zext i32 %89 to i64, !dbg !3049
  %91 = shl nuw nsw i64 %90, 1, !dbg !3050
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 2 %73, ptr align 2 %75, i64 %91, i1 false), !dbg !3051
  %92 = load ptr, ptr %49, align 8, !dbg !3052, !tbaa !374
  %93 = getelementptr inbounds i8, ptr %14, i64 120, !dbg !3053
  %94 = load ptr, ptr %93, align 8, !dbg !3053, !tbaa !374
  %95 = load i32, ptr %46, align 4, !dbg !3054, !tbaa !354
  %96 = zext i32 %95 to i64, !dbg !3055
  %97 = shl nuw nsw i64 %96, 1, !dbg !3056
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 2 %92, ptr align 2 %94, i64 %97, i1 false), !dbg !3057
  %98 = load ptr, ptr %55, align 8, !dbg !3058, !tbaa !385
  %99 = getelementptr inbounds i8, ptr %14, i64 32, !dbg !3059
  %100 = load ptr, ptr %99, align 8, !dbg !3059, !tbaa !988
  %101 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !3060
  %102 = load ptr, ptr %101, align 8, !dbg !3060, !tbaa !385
  %103 = ptrtoint ptr %100 to i64, !dbg !3061
  %104 = ptrtoint ptr %102 to i64, !dbg !3061
  %105 = sub i64 %103, %104, !dbg !3061
  %106 = getelementptr inbounds i8, ptr %98, i64 %105, !dbg !3062
  %107 = getelementptr inbounds i8, ptr %29, i64 32, !dbg !3063
  store ptr %106, ptr %107, align 8, !dbg !3064, !tbaa !988
  %108 = load ptr, ptr %99, align 8, !dbg !3065, !tbaa !988
  %109 = getelementptr inbounds i8, ptr %14, i64 40, !dbg !3066
  %110 = load i64, ptr %109, align 8, !dbg !3066, !tbaa !984
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %106, ptr align 1 %108, i64 %110, i1 false), !dbg !3067
  %111 = load ptr, ptr %55, align 8, !dbg !3068, !tbaa !385
  %112 = load i32, ptr %52, align 8, !dbg !3069, !tbaa !381
  %113 = zext i32 %112 to i64, !dbg !3070
  %114 = getelementptr inbounds i8, ptr %111, i64 %113, !dbg !3070
  %115 = getelementptr inbounds i8, ptr %29, i64 5888, !dbg !3071
  store ptr %114, ptr %115, align 8, !dbg !3072, !tbaa !412
  %116 = getelementptr inbounds i8, ptr %14, i64 5888, !dbg !3073
  %117 = load ptr, ptr %116, align 8, !dbg !3073, !tbaa !412
  %118 = getelementptr inbounds i8, ptr %14, i64 5900, !dbg !3074
  %119 = load i32, ptr %118, align 4, !dbg !3074, !tbaa !2628
  %120 = zext i32 %119 to i64, !dbg !3075
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %114, ptr align 1 %117, i64 %120, i1 false), !dbg !3076
  %121 = getelementptr inbounds i8, ptr %29, i64 212, !dbg !3077
  %122 = getelementptr inbounds i8, ptr %29, i64 2904, !dbg !3078
  store ptr %121, ptr %122, align 8, !dbg !3079, !tbaa !3080
  %123 = getelementptr inbounds i8, ptr %29, i64 2504, !dbg !3081
  %124 = getelementptr inbounds i8, ptr %29, i64 2928, !dbg !3082
  store ptr %123, ptr %124, align 8, !dbg !3083, !tbaa !3084
  %125 = getelementptr inbounds i8, ptr %29, i64 2748, !dbg !3085
  %126 = getelementptr inbounds i8, ptr %29, i64 2952, !dbg !3086
  store ptr %125, ptr %126, align 8, !dbg !3087, !tbaa !3088
  br label %127, !dbg !3089

127:                                              ; preds = %12, %16, %19, %2, %4, %8, %24, %22, %88, %66
  %128 = phi i32 [ -4, %66 ], [ 0, %88 ], [ -2, %22 ], [ -4, %24 ], [ -2, %8 ], [ -2, %4 ], [ -2, %2 ], [ -2, %19 ], [ -2, %16 ], [ -2, %12 ], !dbg !2980
  ret i32 %128, !dbg !3090
}

; Function Attrs: nounwind uwtable
define internal range(i32 0, 4) i32 @deflate_fast(ptr noundef %0, i32 noundef %1) #0 !dbg !3091 {
    #dbg_value(ptr %0, !3093, !DIExpression(), !3108)
    #dbg_value(i32 %1, !3094, !DIExpression(), !3108)
  %3 = getelementptr inbounds i8, ptr %0, i64 180
  %4 = icmp eq i32 %1, 0
  %5 = getelementptr inbounds i8, ptr %0, i64 128
  %6 = getelementptr inbounds i8, ptr %0, i64 144
  %7 = getelementptr inbounds i8, ptr %0, i64 96
  %8 = getelementptr inbounds i8, ptr %0, i64 172
  %9 = getelementptr inbounds i8, ptr %0, i64 140
  %10 = getelementptr inbounds i8, ptr %0, i64 120
  %11 = getelementptr inbounds i8, ptr %0, i64 112
  %12 = getelementptr inbounds i8, ptr %0, i64 88
  %13 = getelementptr inbounds i8, ptr %0, i64 80
  %14 = getelementptr inbounds i8, ptr %0, i64 160
  %15 = getelementptr inbounds i8, ptr %0, i64 5888
  %16 = getelementptr inbounds i8, ptr %0, i64 5900
  %17 = getelementptr inbounds i8, ptr %0, i64 212
  %18 = getelementptr inbounds i8, ptr %0, i64 5904
  %19 = getelementptr inbounds i8, ptr %0, i64 176
  %20 = getelementptr inbounds i8, ptr %0, i64 2504
  %21 = getelementptr inbounds i8, ptr %0, i64 192
  %22 = getelementptr inbounds i8, ptr %0, i64 152
  br label %23, !dbg !3109

23:                                               ; preds = %179, %2
  %24 = load i32, ptr %3, align 4, !dbg !3110, !tbaa !544
  %25 = icmp ult i32 %24, 262, !dbg !3112
  br i1 %25, label %26, label %34, !dbg !3113

26:                                               ; preds = %23
  tail call fastcc void @fill_window(ptr noundef nonnull %0), !dbg !3114
  %27 = load i32, ptr %3, align 4, !dbg !3116, !tbaa !544
  %28 = icmp ult i32 %27, 262, !dbg !3118
  %29 = and i1 %4, %28, !dbg !3119
  br i1 %29, label %376, label %30, !dbg !3119

30:                                               ; preds = %26
  %31 = icmp eq i32 %27, 0, !dbg !3120
  br i1 %31, label %264, label %32, !dbg !3122

32:                                               ; preds = %30
    #dbg_value(i32 0, !3095, !DIExpression(), !3108)
  %33 = icmp ugt i32 %27, 2, !dbg !3123
  br i1 %33, label %34, label %67, !dbg !3125

34:                                               ; preds = %23, %32
  %35 = load i32, ptr %5, align 8, !dbg !3126, !tbaa !559
  %36 = load i32, ptr %6, align 8, !dbg !3126, !tbaa !362
  %37 = shl i32 %35, %36, !dbg !3126
  %38 = load ptr, ptr %7, align 8, !dbg !3126, !tbaa !366
  %39 = load i32, ptr %8, align 4, !dbg !3126, !tbaa !538
  %40 = add i32 %39, 2, !dbg !3126
  %41 = zext i32 %40 to i64, !dbg !3126
  %42 = getelementptr inbounds i8, ptr %38, i64 %41, !dbg !3126
  %43 = load i8, ptr %42, align 1, !dbg !3126, !tbaa !261
  %44 = zext i8 %43 to i32, !dbg !3126
  %45 = xor i32 %37, %44, !dbg !3126
  %46 = load i32, ptr %9, align 4, !dbg !3126, !tbaa !358
  %47 = and i32 %45, %46, !dbg !3126
  store i32 %47, ptr %5, align 8, !dbg !3126, !tbaa !559
  %48 = load ptr, ptr %10, align 8, !dbg !3126, !tbaa !374
  %49 = zext i32 %47 to i64, !dbg !3126
  %50 = getelementptr inbounds i16, ptr %48, i64 %49, !dbg !3126
  %51 = load i16, ptr %50, align 2, !dbg !3126, !tbaa !508
  %52 = load ptr, ptr %11, align 8, !dbg !3126, !tbaa !370
  %53 = load i32, ptr %12, align 8, !dbg !3126, !tbaa !346
  %54 = and i32 %53, %39, !dbg !3126
  %55 = zext i32 %54 to i64, !dbg !3126
  %56 = getelementptr inbounds i16, ptr %52, i64 %55, !dbg !3126
  store i16 %51, ptr %56, align 2, !dbg !3126, !tbaa !508
  %57 = zext i16 %51 to i32, !dbg !3126
    #dbg_value(i32 %57, !3095, !DIExpression(), !3108)
  %58 = trunc i32 %39 to i16, !dbg !3126
  store i16 %58, ptr %50, align 2, !dbg !3126, !tbaa !508
  %59 = icmp eq i16 %51, 0, !dbg !3128
  br i1 %59, label %67, label %60, !dbg !3130

60:                                               ; preds = %34
  %61 = sub i32 %39, %57, !dbg !3131
  %62 = load i32, ptr %13, align 8, !dbg !3132, !tbaa !342
  %63 = add i32 %62, -262, !dbg !3132
  %64 = icmp ugt i32 %61, %63, !dbg !3133
  br i1 %64, label %67, label %65, !dbg !3134

65:                                               ; preds = %60
  %66 = tail call fastcc i32 @longest_match(ptr noundef nonnull %0, i32 noundef %57), !dbg !3135
  store i32 %66, ptr %14, align 8, !dbg !3137, !tbaa !553
  br label %69, !dbg !3138

67:                                               ; preds = %34, %60, %32
  %68 = load i32, ptr %14, align 8, !dbg !3139, !tbaa !553
  br label %69, !dbg !3139

69:                                               ; preds = %67, %65
  %70 = phi i32 [ %68, %67 ], [ %66, %65 ], !dbg !3139
  %71 = icmp ugt i32 %70, 2, !dbg !3140
  br i1 %71, label %72, label %180, !dbg !3141

72:                                               ; preds = %69
  %73 = trunc i32 %70 to i8, !dbg !3142
  %74 = add i8 %73, -3, !dbg !3142
    #dbg_value(i8 %74, !3097, !DIExpression(), !3143)
  %75 = load i32, ptr %8, align 4, !dbg !3142, !tbaa !538
  %76 = load i32, ptr %19, align 8, !dbg !3142, !tbaa !3144
  %77 = sub i32 %75, %76, !dbg !3142
  %78 = trunc i32 %77 to i16, !dbg !3142
    #dbg_value(i16 %78, !3104, !DIExpression(), !3143)
  %79 = trunc i32 %77 to i8, !dbg !3142
  %80 = load ptr, ptr %15, align 8, !dbg !3142, !tbaa !412
  %81 = load i32, ptr %16, align 4, !dbg !3142, !tbaa !2628
  %82 = add i32 %81, 1, !dbg !3142
  store i32 %82, ptr %16, align 4, !dbg !3142, !tbaa !2628
  %83 = zext i32 %81 to i64, !dbg !3142
  %84 = getelementptr inbounds i8, ptr %80, i64 %83, !dbg !3142
  store i8 %79, ptr %84, align 1, !dbg !3142, !tbaa !261
  %85 = lshr i32 %77, 8, !dbg !3142
  %86 = trunc i32 %85 to i8, !dbg !3142
  %87 = load ptr, ptr %15, align 8, !dbg !3142, !tbaa !412
  %88 = load i32, ptr %16, align 4, !dbg !3142, !tbaa !2628
  %89 = add i32 %88, 1, !dbg !3142
  store i32 %89, ptr %16, align 4, !dbg !3142, !tbaa !2628
  %90 = zext i32 %88 to i64, !dbg !3142
  %91 = getelementptr inbounds i8, ptr %87, i64 %90, !dbg !3142
  store i8 %86, ptr %91, align 1, !dbg !3142, !tbaa !261
  %92 = load ptr, ptr %15, align 8, !dbg !3142, !tbaa !412
  %93 = load i32, ptr %16, align 4, !dbg !3142, !tbaa !2628
  %94 = add i32 %93, 1, !dbg !3142
  store i32 %94, ptr %16, align 4, !dbg !3142, !tbaa !2628
  %95 = zext i32 %93 to i64, !dbg !3142
  %96 = getelementptr inbounds i8, ptr %92, i64 %95, !dbg !3142
  store i8 %74, ptr %96, align 1, !dbg !3142, !tbaa !261
  %97 = add i16 %78, -1, !dbg !3142
    #dbg_value(i16 %97, !3104, !DIExpression(), !3143)
  %98 = zext i8 %74 to i64, !dbg !3142
  %99 = getelementptr inbounds [0 x i8], ptr @_length_code, i64 0, i64 %98, !dbg !3142
  %100 = load i8, ptr %99, align 1, !dbg !3142, !tbaa !261
  %101 = zext i8 %100 to i64, !dbg !3142
  %102 = add nuw nsw i64 %101, 257, !dbg !3142
  %103 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %17, i64 0, i64 %102, !dbg !3142
  %104 = load i16, ptr %103, align 4, !dbg !3142, !tbaa !261
  %105 = add i16 %104, 1, !dbg !3142
  store i16 %105, ptr %103, align 4, !dbg !3142, !tbaa !261
  %106 = icmp ult i16 %97, 256, !dbg !3142
  %107 = lshr i16 %97, 7, !dbg !3142
  %108 = add nuw nsw i16 %107, 256, !dbg !3142
  %109 = select i1 %106, i16 %97, i16 %108, !dbg !3142
  %110 = zext i16 %109 to i64, !dbg !3142
  %111 = getelementptr inbounds [0 x i8], ptr @_dist_code, i64 0, i64 %110, !dbg !3142
  %112 = load i8, ptr %111, align 1, !dbg !3142, !tbaa !261
  %113 = zext i8 %112 to i64, !dbg !3142
  %114 = getelementptr inbounds [61 x %struct.ct_data_s], ptr %20, i64 0, i64 %113, !dbg !3142
  %115 = load i16, ptr %114, align 4, !dbg !3142, !tbaa !261
  %116 = add i16 %115, 1, !dbg !3142
  store i16 %116, ptr %114, align 4, !dbg !3142, !tbaa !261
  %117 = load i32, ptr %16, align 4, !dbg !3142, !tbaa !2628
  %118 = load i32, ptr %18, align 8, !dbg !3142, !tbaa !416
  %119 = icmp eq i32 %117, %118, !dbg !3142
    #dbg_value(i1 %119, !3096, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !3108)
  %120 = load i32, ptr %14, align 8, !dbg !3145, !tbaa !553
  %121 = load i32, ptr %3, align 4, !dbg !3146, !tbaa !544
  %122 = sub i32 %121, %120, !dbg !3146
  store i32 %122, ptr %3, align 4, !dbg !3146, !tbaa !544
  %123 = load i32, ptr %21, align 8, !dbg !3147, !tbaa !517
  %124 = icmp ule i32 %120, %123, !dbg !3149
  %125 = icmp ugt i32 %122, 2
  %126 = select i1 %124, i1 %125, i1 false, !dbg !3150
  br i1 %126, label %127, label %161, !dbg !3150

127:                                              ; preds = %72
  %128 = add i32 %120, -1, !dbg !3151
  store i32 %128, ptr %14, align 8, !dbg !3151, !tbaa !553
  %129 = load i32, ptr %6, align 8, !tbaa !362
  %130 = load ptr, ptr %7, align 8, !tbaa !366
  %131 = load i32, ptr %9, align 4, !tbaa !358
  %132 = load ptr, ptr %10, align 8, !tbaa !374
  %133 = load ptr, ptr %11, align 8, !tbaa !370
  %134 = load i32, ptr %12, align 8, !tbaa !346
  %135 = load i32, ptr %8, align 4, !tbaa !538
  %136 = load i32, ptr %5, align 8, !tbaa !559
  br label %137, !dbg !3153

137:                                              ; preds = %137, %127
  %138 = phi i32 [ %157, %137 ], [ %128, %127 ], !dbg !3154
  %139 = phi i32 [ %149, %137 ], [ %136, %127 ], !dbg !3154
  %140 = phi i32 [ %141, %137 ], [ %135, %127 ], !dbg !3154
  %141 = add i32 %140, 1, !dbg !3154
  store i32 %141, ptr %8, align 4, !dbg !3154, !tbaa !538
  %142 = shl i32 %139, %129, !dbg !3156
  %143 = add i32 %140, 3, !dbg !3156
  %144 = zext i32 %143 to i64, !dbg !3156
  %145 = getelementptr inbounds i8, ptr %130, i64 %144, !dbg !3156
  %146 = load i8, ptr %145, align 1, !dbg !3156, !tbaa !261
  %147 = zext i8 %146 to i32, !dbg !3156
  %148 = xor i32 %142, %147, !dbg !3156
  %149 = and i32 %148, %131, !dbg !3156
  store i32 %149, ptr %5, align 8, !dbg !3156, !tbaa !559
  %150 = zext i32 %149 to i64, !dbg !3156
  %151 = getelementptr inbounds i16, ptr %132, i64 %150, !dbg !3156
  %152 = load i16, ptr %151, align 2, !dbg !3156, !tbaa !508
  %153 = and i32 %134, %141, !dbg !3156
  %154 = zext i32 %153 to i64, !dbg !3156
  %155 = getelementptr inbounds i16, ptr %133, i64 %154, !dbg !3156
  store i16 %152, ptr %155, align 2, !dbg !3156, !tbaa !508
    #dbg_value(i16 %152, !3095, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !3108)
  %156 = trunc i32 %141 to i16, !dbg !3156
  store i16 %156, ptr %151, align 2, !dbg !3156, !tbaa !508
  %157 = add i32 %138, -1, !dbg !3157
  store i32 %157, ptr %14, align 8, !dbg !3157, !tbaa !553
  %158 = icmp eq i32 %157, 0, !dbg !3158
  br i1 %158, label %159, label %137, !dbg !3159, !llvm.loop !3160

159:                                              ; preds = %137
  %160 = add i32 %140, 2, !dbg !3162
  store i32 %160, ptr %8, align 4, !dbg !3162, !tbaa !538
    #dbg_value(i1 %119, !3096, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !3108)
  br i1 %119, label %212, label %179, !dbg !3163

161:                                              ; preds = %72
  %162 = load i32, ptr %8, align 4, !dbg !3164, !tbaa !538
  %163 = add i32 %162, %120, !dbg !3164
  store i32 %163, ptr %8, align 4, !dbg !3164, !tbaa !538
  store i32 0, ptr %14, align 8, !dbg !3166, !tbaa !553
  %164 = load ptr, ptr %7, align 8, !dbg !3167, !tbaa !366
  %165 = zext i32 %163 to i64, !dbg !3168
  %166 = getelementptr inbounds i8, ptr %164, i64 %165, !dbg !3168
  %167 = load i8, ptr %166, align 1, !dbg !3168, !tbaa !261
  %168 = zext i8 %167 to i32, !dbg !3168
  store i32 %168, ptr %5, align 8, !dbg !3169, !tbaa !559
  %169 = load i32, ptr %6, align 8, !dbg !3170, !tbaa !362
  %170 = shl i32 %168, %169, !dbg !3170
  %171 = add i32 %163, 1, !dbg !3170
  %172 = zext i32 %171 to i64, !dbg !3170
  %173 = getelementptr inbounds i8, ptr %164, i64 %172, !dbg !3170
  %174 = load i8, ptr %173, align 1, !dbg !3170, !tbaa !261
  %175 = zext i8 %174 to i32, !dbg !3170
  %176 = xor i32 %170, %175, !dbg !3170
  %177 = load i32, ptr %9, align 4, !dbg !3170, !tbaa !358
  %178 = and i32 %176, %177, !dbg !3170
  store i32 %178, ptr %5, align 8, !dbg !3170, !tbaa !559
    #dbg_value(i1 %119, !3096, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !3108)
  br i1 %119, label %212, label %179, !dbg !3163

179:                                              ; preds = %161, %159, %259, %180
  br label %23, !dbg !3110, !llvm.loop !3171

180:                                              ; preds = %69
  %181 = load ptr, ptr %7, align 8, !dbg !3174, !tbaa !366
  %182 = load i32, ptr %8, align 4, !dbg !3174, !tbaa !538
  %183 = zext i32 %182 to i64, !dbg !3174
  %184 = getelementptr inbounds i8, ptr %181, i64 %183, !dbg !3174
  %185 = load i8, ptr %184, align 1, !dbg !3174, !tbaa !261
    #dbg_value(i8 %185, !3105, !DIExpression(), !3175)
  %186 = load ptr, ptr %15, align 8, !dbg !3174, !tbaa !412
  %187 = load i32, ptr %16, align 4, !dbg !3174, !tbaa !2628
  %188 = add i32 %187, 1, !dbg !3174
  store i32 %188, ptr %16, align 4, !dbg !3174, !tbaa !2628
  %189 = zext i32 %187 to i64, !dbg !3174
  %190 = getelementptr inbounds i8, ptr %186, i64 %189, !dbg !3174
  store i8 0, ptr %190, align 1, !dbg !3174, !tbaa !261
  %191 = load ptr, ptr %15, align 8, !dbg !3174, !tbaa !412
  %192 = load i32, ptr %16, align 4, !dbg !3174, !tbaa !2628
  %193 = add i32 %192, 1, !dbg !3174
  store i32 %193, ptr %16, align 4, !dbg !3174, !tbaa !2628
  %194 = zext i32 %192 to i64, !dbg !3174
  %195 = getelementptr inbounds i8, ptr %191, i64 %194, !dbg !3174
  store i8 0, ptr %195, align 1, !dbg !3174, !tbaa !261
  %196 = load ptr, ptr %15, align 8, !dbg !3174, !tbaa !412
  %197 = load i32, ptr %16, align 4, !dbg !3174, !tbaa !2628
  %198 = add i32 %197, 1, !dbg !3174
  store i32 %198, ptr %16, align 4, !dbg !3174, !tbaa !2628
  %199 = zext i32 %197 to i64, !dbg !3174
  %200 = getelementptr inbounds i8, ptr %196, i64 %199, !dbg !3174
  store i8 %185, ptr %200, align 1, !dbg !3174, !tbaa !261
  %201 = zext i8 %185 to i64, !dbg !3174
  %202 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %17, i64 0, i64 %201, !dbg !3174
  %203 = load i16, ptr %202, align 4, !dbg !3174, !tbaa !261
  %204 = add i16 %203, 1, !dbg !3174
  store i16 %204, ptr %202, align 4, !dbg !3174, !tbaa !261
  %205 = load i32, ptr %16, align 4, !dbg !3174, !tbaa !2628
  %206 = load i32, ptr %18, align 8, !dbg !3174, !tbaa !416
  %207 = icmp eq i32 %205, %206, !dbg !3174
    #dbg_value(i1 %207, !3096, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !3108)
  %208 = load i32, ptr %3, align 4, !dbg !3176, !tbaa !544
  %209 = add i32 %208, -1, !dbg !3176
  store i32 %209, ptr %3, align 4, !dbg !3176, !tbaa !544
  %210 = load i32, ptr %8, align 4, !dbg !3177, !tbaa !538
  %211 = add i32 %210, 1, !dbg !3177
  store i32 %211, ptr %8, align 4, !dbg !3177, !tbaa !538
  br i1 %207, label %212, label %179, !dbg !3163

212:                                              ; preds = %161, %159, %180
  %213 = phi i32 [ %163, %161 ], [ %160, %159 ], [ %211, %180 ]
  %214 = load i64, ptr %22, align 8, !dbg !3178, !tbaa !541
  %215 = icmp sgt i64 %214, -1, !dbg !3178
  br i1 %215, label %216, label %220, !dbg !3178

216:                                              ; preds = %212
  %217 = load ptr, ptr %7, align 8, !dbg !3178, !tbaa !366
  %218 = and i64 %214, 4294967295, !dbg !3178
  %219 = getelementptr inbounds i8, ptr %217, i64 %218, !dbg !3178
  br label %220, !dbg !3178

220:                                              ; preds = %212, %216
  %221 = phi ptr [ %219, %216 ], [ null, %212 ], !dbg !3178
  %222 = zext i32 %213 to i64, !dbg !3178
  %223 = sub nsw i64 %222, %214, !dbg !3178
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %221, i64 noundef %223, i32 noundef 0) #10, !dbg !3178
  %224 = load i32, ptr %8, align 4, !dbg !3178, !tbaa !538
  %225 = zext i32 %224 to i64, !dbg !3178
  store i64 %225, ptr %22, align 8, !dbg !3178, !tbaa !541
  %226 = load ptr, ptr %0, align 8, !dbg !3178, !tbaa !326
    #dbg_value(ptr %226, !1371, !DIExpression(), !3182)
  %227 = getelementptr inbounds i8, ptr %226, i64 56, !dbg !3184
  %228 = load ptr, ptr %227, align 8, !dbg !3184, !tbaa !324
    #dbg_value(ptr %228, !1377, !DIExpression(), !3182)
  tail call void @_tr_flush_bits(ptr noundef %228) #10, !dbg !3185
  %229 = getelementptr inbounds i8, ptr %228, i64 40, !dbg !3186
  %230 = load i64, ptr %229, align 8, !dbg !3186, !tbaa !984
  %231 = getelementptr inbounds i8, ptr %226, i64 32, !dbg !3187
  %232 = load i32, ptr %231, align 8, !dbg !3187, !tbaa !1361
  %233 = zext i32 %232 to i64, !dbg !3188
  %234 = icmp ugt i64 %230, %233, !dbg !3189
  %235 = trunc nuw i64 %230 to i32, !dbg !3190
  %236 = select i1 %234, i32 %232, i32 %235, !dbg !3190
    #dbg_value(i32 %236, !1376, !DIExpression(), !3182)
  %237 = icmp eq i32 %236, 0, !dbg !3191
  br i1 %237, label %259, label %238, !dbg !3192

238:                                              ; preds = %220
  %239 = getelementptr inbounds i8, ptr %226, i64 24, !dbg !3193
  %240 = load ptr, ptr %239, align 8, !dbg !3193, !tbaa !1346
  %241 = getelementptr inbounds i8, ptr %228, i64 32, !dbg !3194
  %242 = load ptr, ptr %241, align 8, !dbg !3194, !tbaa !988
  %243 = zext i32 %236 to i64, !dbg !3195
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %240, ptr align 1 %242, i64 %243, i1 false), !dbg !3196
  %244 = load ptr, ptr %239, align 8, !dbg !3197, !tbaa !1346
  %245 = getelementptr inbounds i8, ptr %244, i64 %243, !dbg !3197
  store ptr %245, ptr %239, align 8, !dbg !3197, !tbaa !1346
  %246 = load ptr, ptr %241, align 8, !dbg !3198, !tbaa !988
  %247 = getelementptr inbounds i8, ptr %246, i64 %243, !dbg !3198
  store ptr %247, ptr %241, align 8, !dbg !3198, !tbaa !988
  %248 = getelementptr inbounds i8, ptr %226, i64 40, !dbg !3199
  %249 = load i64, ptr %248, align 8, !dbg !3200, !tbaa !1398
  %250 = add i64 %249, %243, !dbg !3200
  store i64 %250, ptr %248, align 8, !dbg !3200, !tbaa !1398
  %251 = load i32, ptr %231, align 8, !dbg !3201, !tbaa !1361
  %252 = sub i32 %251, %236, !dbg !3201
  store i32 %252, ptr %231, align 8, !dbg !3201, !tbaa !1361
  %253 = load i64, ptr %229, align 8, !dbg !3202, !tbaa !984
  %254 = sub i64 %253, %243, !dbg !3202
  store i64 %254, ptr %229, align 8, !dbg !3202, !tbaa !984
  %255 = icmp eq i64 %253, %243, !dbg !3203
  br i1 %255, label %256, label %259, !dbg !3204

256:                                              ; preds = %238
  %257 = getelementptr inbounds i8, ptr %228, i64 16, !dbg !3205
  %258 = load ptr, ptr %257, align 8, !dbg !3205, !tbaa !385
  store ptr %258, ptr %241, align 8, !dbg !3206, !tbaa !988
  br label %259, !dbg !3207

259:                                              ; preds = %220, %238, %256
  %260 = load ptr, ptr %0, align 8, !dbg !3208, !tbaa !326
  %261 = getelementptr inbounds i8, ptr %260, i64 32, !dbg !3208
  %262 = load i32, ptr %261, align 8, !dbg !3208, !tbaa !1361
  %263 = icmp eq i32 %262, 0, !dbg !3208
  br i1 %263, label %376, label %179, !dbg !3210

264:                                              ; preds = %30
  %265 = load i32, ptr %8, align 4, !dbg !3211, !tbaa !538
  %266 = tail call i32 @llvm.umin.i32(i32 %265, i32 2), !dbg !3212
  %267 = getelementptr inbounds i8, ptr %0, i64 5932, !dbg !3213
  store i32 %266, ptr %267, align 4, !dbg !3214, !tbaa !547
  %268 = icmp eq i32 %1, 4, !dbg !3215
  br i1 %268, label %269, label %321, !dbg !3217

269:                                              ; preds = %264
  %270 = load i64, ptr %22, align 8, !dbg !3218, !tbaa !541
  %271 = icmp sgt i64 %270, -1, !dbg !3218
  br i1 %271, label %272, label %276, !dbg !3218

272:                                              ; preds = %269
  %273 = load ptr, ptr %7, align 8, !dbg !3218, !tbaa !366
  %274 = and i64 %270, 4294967295, !dbg !3218
  %275 = getelementptr inbounds i8, ptr %273, i64 %274, !dbg !3218
  br label %276, !dbg !3218

276:                                              ; preds = %269, %272
  %277 = phi ptr [ %275, %272 ], [ null, %269 ], !dbg !3218
  %278 = zext i32 %265 to i64, !dbg !3218
  %279 = sub nsw i64 %278, %270, !dbg !3218
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %277, i64 noundef %279, i32 noundef 1) #10, !dbg !3218
  %280 = load i32, ptr %8, align 4, !dbg !3218, !tbaa !538
  %281 = zext i32 %280 to i64, !dbg !3218
  store i64 %281, ptr %22, align 8, !dbg !3218, !tbaa !541
  %282 = load ptr, ptr %0, align 8, !dbg !3218, !tbaa !326
    #dbg_value(ptr %282, !1371, !DIExpression(), !3222)
  %283 = getelementptr inbounds i8, ptr %282, i64 56, !dbg !3224
  %284 = load ptr, ptr %283, align 8, !dbg !3224, !tbaa !324
    #dbg_value(ptr %284, !1377, !DIExpression(), !3222)
  tail call void @_tr_flush_bits(ptr noundef %284) #10, !dbg !3225
  %285 = getelementptr inbounds i8, ptr %284, i64 40, !dbg !3226
  %286 = load i64, ptr %285, align 8, !dbg !3226, !tbaa !984
  %287 = getelementptr inbounds i8, ptr %282, i64 32, !dbg !3227
  %288 = load i32, ptr %287, align 8, !dbg !3227, !tbaa !1361
  %289 = zext i32 %288 to i64, !dbg !3228
  %290 = icmp ugt i64 %286, %289, !dbg !3229
  %291 = trunc nuw i64 %286 to i32, !dbg !3230
  %292 = select i1 %290, i32 %288, i32 %291, !dbg !3230
    #dbg_value(i32 %292, !1376, !DIExpression(), !3222)
  %293 = icmp eq i32 %292, 0, !dbg !3231
  br i1 %293, label %315, label %294, !dbg !3232

294:                                              ; preds = %276
  %295 = getelementptr inbounds i8, ptr %282, i64 24, !dbg !3233
  %296 = load ptr, ptr %295, align 8, !dbg !3233, !tbaa !1346
  %297 = getelementptr inbounds i8, ptr %284, i64 32, !dbg !3234
  %298 = load ptr, ptr %297, align 8, !dbg !3234, !tbaa !988
  %299 = zext i32 %292 to i64, !dbg !3235
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %296, ptr align 1 %298, i64 %299, i1 false), !dbg !3236
  %300 = load ptr, ptr %295, align 8, !dbg !3237, !tbaa !1346
  %301 = getelementptr inbounds i8, ptr %300, i64 %299, !dbg !3237
  store ptr %301, ptr %295, align 8, !dbg !3237, !tbaa !1346
  %302 = load ptr, ptr %297, align 8, !dbg !3238, !tbaa !988
  %303 = getelementptr inbounds i8, ptr %302, i64 %299, !dbg !3238
  store ptr %303, ptr %297, align 8, !dbg !3238, !tbaa !988
  %304 = getelementptr inbounds i8, ptr %282, i64 40, !dbg !3239
  %305 = load i64, ptr %304, align 8, !dbg !3240, !tbaa !1398
  %306 = add i64 %305, %299, !dbg !3240
  store i64 %306, ptr %304, align 8, !dbg !3240, !tbaa !1398
  %307 = load i32, ptr %287, align 8, !dbg !3241, !tbaa !1361
  %308 = sub i32 %307, %292, !dbg !3241
  store i32 %308, ptr %287, align 8, !dbg !3241, !tbaa !1361
  %309 = load i64, ptr %285, align 8, !dbg !3242, !tbaa !984
  %310 = sub i64 %309, %299, !dbg !3242
  store i64 %310, ptr %285, align 8, !dbg !3242, !tbaa !984
  %311 = icmp eq i64 %309, %299, !dbg !3243
  br i1 %311, label %312, label %315, !dbg !3244

312:                                              ; preds = %294
  %313 = getelementptr inbounds i8, ptr %284, i64 16, !dbg !3245
  %314 = load ptr, ptr %313, align 8, !dbg !3245, !tbaa !385
  store ptr %314, ptr %297, align 8, !dbg !3246, !tbaa !988
  br label %315, !dbg !3247

315:                                              ; preds = %276, %294, %312
  %316 = load ptr, ptr %0, align 8, !dbg !3248, !tbaa !326
  %317 = getelementptr inbounds i8, ptr %316, i64 32, !dbg !3248
  %318 = load i32, ptr %317, align 8, !dbg !3248, !tbaa !1361
  %319 = icmp eq i32 %318, 0, !dbg !3248
  %320 = select i1 %319, i32 2, i32 3, !dbg !3250
  br label %376, !dbg !3250

321:                                              ; preds = %264
  %322 = load i32, ptr %16, align 4, !dbg !3251, !tbaa !2628
  %323 = icmp eq i32 %322, 0, !dbg !3253
  br i1 %323, label %375, label %324, !dbg !3254

324:                                              ; preds = %321
  %325 = load i64, ptr %22, align 8, !dbg !3255, !tbaa !541
  %326 = icmp sgt i64 %325, -1, !dbg !3255
  br i1 %326, label %327, label %331, !dbg !3255

327:                                              ; preds = %324
  %328 = load ptr, ptr %7, align 8, !dbg !3255, !tbaa !366
  %329 = and i64 %325, 4294967295, !dbg !3255
  %330 = getelementptr inbounds i8, ptr %328, i64 %329, !dbg !3255
  br label %331, !dbg !3255

331:                                              ; preds = %324, %327
  %332 = phi ptr [ %330, %327 ], [ null, %324 ], !dbg !3255
  %333 = zext i32 %265 to i64, !dbg !3255
  %334 = sub nsw i64 %333, %325, !dbg !3255
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %332, i64 noundef %334, i32 noundef 0) #10, !dbg !3255
  %335 = load i32, ptr %8, align 4, !dbg !3255, !tbaa !538
  %336 = zext i32 %335 to i64, !dbg !3255
  store i64 %336, ptr %22, align 8, !dbg !3255, !tbaa !541
  %337 = load ptr, ptr %0, align 8, !dbg !3255, !tbaa !326
    #dbg_value(ptr %337, !1371, !DIExpression(), !3258)
  %338 = getelementptr inbounds i8, ptr %337, i64 56, !dbg !3260
  %339 = load ptr, ptr %338, align 8, !dbg !3260, !tbaa !324
    #dbg_value(ptr %339, !1377, !DIExpression(), !3258)
  tail call void @_tr_flush_bits(ptr noundef %339) #10, !dbg !3261
  %340 = getelementptr inbounds i8, ptr %339, i64 40, !dbg !3262
  %341 = load i64, ptr %340, align 8, !dbg !3262, !tbaa !984
  %342 = getelementptr inbounds i8, ptr %337, i64 32, !dbg !3263
  %343 = load i32, ptr %342, align 8, !dbg !3263, !tbaa !1361
  %344 = zext i32 %343 to i64, !dbg !3264
  %345 = icmp ugt i64 %341, %344, !dbg !3265
  %346 = trunc nuw i64 %341 to i32, !dbg !3266
  %347 = select i1 %345, i32 %343, i32 %346, !dbg !3266
    #dbg_value(i32 %347, !1376, !DIExpression(), !3258)
  %348 = icmp eq i32 %347, 0, !dbg !3267
  br i1 %348, label %370, label %349, !dbg !3268

349:                                              ; preds = %331
  %350 = getelementptr inbounds i8, ptr %337, i64 24, !dbg !3269
  %351 = load ptr, ptr %350, align 8, !dbg !3269, !tbaa !1346
  %352 = getelementptr inbounds i8, ptr %339, i64 32, !dbg !3270
  %353 = load ptr, ptr %352, align 8, !dbg !3270, !tbaa !988
  %354 = zext i32 %347 to i64, !dbg !3271
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %351, ptr align 1 %353, i64 %354, i1 false), !dbg !3272
  %355 = load ptr, ptr %350, align 8, !dbg !3273, !tbaa !1346
  %356 = getelementptr inbounds i8, ptr %355, i64 %354, !dbg !3273
  store ptr %356, ptr %350, align 8, !dbg !3273, !tbaa !1346
  %357 = load ptr, ptr %352, align 8, !dbg !3274, !tbaa !988
  %358 = getelementptr inbounds i8, ptr %357, i64 %354, !dbg !3274
  store ptr %358, ptr %352, align 8, !dbg !3274, !tbaa !988
  %359 = getelementptr inbounds i8, ptr %337, i64 40, !dbg !3275
  %360 = load i64, ptr %359, align 8, !dbg !3276, !tbaa !1398
  %361 = add i64 %360, %354, !dbg !3276
  store i64 %361, ptr %359, align 8, !dbg !3276, !tbaa !1398
  %362 = load i32, ptr %342, align 8, !dbg !3277, !tbaa !1361
  %363 = sub i32 %362, %347, !dbg !3277
  store i32 %363, ptr %342, align 8, !dbg !3277, !tbaa !1361
  %364 = load i64, ptr %340, align 8, !dbg !3278, !tbaa !984
  %365 = sub i64 %364, %354, !dbg !3278
  store i64 %365, ptr %340, align 8, !dbg !3278, !tbaa !984
  %366 = icmp eq i64 %364, %354, !dbg !3279
  br i1 %366, label %367, label %370, !dbg !3280

367:                                              ; preds = %349
  %368 = getelementptr inbounds i8, ptr %339, i64 16, !dbg !3281
  %369 = load ptr, ptr %368, align 8, !dbg !3281, !tbaa !385
  store ptr %369, ptr %352, align 8, !dbg !3282, !tbaa !988
  br label %370, !dbg !3283

370:                                              ; preds = %331, %349, %367
  %371 = load ptr, ptr %0, align 8, !dbg !3284, !tbaa !326
  %372 = getelementptr inbounds i8, ptr %371, i64 32, !dbg !3284
  %373 = load i32, ptr %372, align 8, !dbg !3284, !tbaa !1361
  %374 = icmp eq i32 %373, 0, !dbg !3284
  br i1 %374, label %376, label %375, !dbg !3286

375:                                              ; preds = %370, %321
  br label %376, !dbg !3287

376:                                              ; preds = %259, %26, %370, %315, %375
  %377 = phi i32 [ 1, %375 ], [ %320, %315 ], [ 0, %370 ], [ 0, %26 ], [ 0, %259 ], !dbg !3108
  ret i32 %377, !dbg !3288
}

; Function Attrs: nounwind uwtable
define internal i32 @deflate_slow(ptr noundef %0, i32 noundef %1) #0 !dbg !3289 {
    #dbg_value(ptr %0, !3291, !DIExpression(), !3312)
    #dbg_value(i32 %1, !3292, !DIExpression(), !3312)
  %3 = getelementptr inbounds i8, ptr %0, i64 180
  %4 = icmp eq i32 %1, 0
  %5 = getelementptr inbounds i8, ptr %0, i64 160
  %6 = getelementptr inbounds i8, ptr %0, i64 184
  %7 = getelementptr inbounds i8, ptr %0, i64 176
  %8 = getelementptr inbounds i8, ptr %0, i64 164
  %9 = getelementptr inbounds i8, ptr %0, i64 128
  %10 = getelementptr inbounds i8, ptr %0, i64 144
  %11 = getelementptr inbounds i8, ptr %0, i64 96
  %12 = getelementptr inbounds i8, ptr %0, i64 172
  %13 = getelementptr inbounds i8, ptr %0, i64 140
  %14 = getelementptr inbounds i8, ptr %0, i64 120
  %15 = getelementptr inbounds i8, ptr %0, i64 112
  %16 = getelementptr inbounds i8, ptr %0, i64 88
  %17 = getelementptr inbounds i8, ptr %0, i64 192
  %18 = getelementptr inbounds i8, ptr %0, i64 80
  %19 = getelementptr inbounds i8, ptr %0, i64 200
  %20 = getelementptr inbounds i8, ptr %0, i64 5888
  %21 = getelementptr inbounds i8, ptr %0, i64 5900
  %22 = getelementptr inbounds i8, ptr %0, i64 212
  %23 = getelementptr inbounds i8, ptr %0, i64 2504
  %24 = getelementptr inbounds i8, ptr %0, i64 5904
  %25 = getelementptr inbounds i8, ptr %0, i64 168
  %26 = getelementptr inbounds i8, ptr %0, i64 152
  br label %27, !dbg !3313

27:                                               ; preds = %194, %2
  %28 = load i32, ptr %3, align 4, !dbg !3314, !tbaa !544
  %29 = icmp ult i32 %28, 262, !dbg !3316
  br i1 %29, label %33, label %30, !dbg !3317

30:                                               ; preds = %27
  %31 = load i32, ptr %5, align 8, !dbg !3318, !tbaa !553
  %32 = load i32, ptr %7, align 8, !dbg !3319, !tbaa !3144
  br label %44, !dbg !3317

33:                                               ; preds = %27
  tail call fastcc void @fill_window(ptr noundef nonnull %0), !dbg !3320
  %34 = load i32, ptr %3, align 4, !dbg !3322, !tbaa !544
  %35 = icmp ult i32 %34, 262, !dbg !3324
  %36 = and i1 %4, %35, !dbg !3325
  br i1 %36, label %480, label %37, !dbg !3325

37:                                               ; preds = %33
  %38 = icmp eq i32 %34, 0, !dbg !3326
  br i1 %38, label %339, label %39, !dbg !3328

39:                                               ; preds = %37
    #dbg_value(i32 0, !3293, !DIExpression(), !3312)
  %40 = icmp ugt i32 %34, 2, !dbg !3329
  %41 = load i32, ptr %5, align 8, !dbg !3318, !tbaa !553
  %42 = load i32, ptr %7, align 8, !dbg !3319, !tbaa !3144
  br i1 %40, label %44, label %43, !dbg !3331

43:                                               ; preds = %39
    #dbg_value(i32 0, !3293, !DIExpression(), !3312)
  store i32 %41, ptr %6, align 8, !dbg !3332, !tbaa !550
  store i32 %42, ptr %8, align 4, !dbg !3333, !tbaa !3334
  store i32 2, ptr %5, align 8, !dbg !3335, !tbaa !553
  br label %97, !dbg !3336

44:                                               ; preds = %30, %39
  %45 = phi i32 [ %32, %30 ], [ %42, %39 ], !dbg !3319
  %46 = phi i32 [ %31, %30 ], [ %41, %39 ], !dbg !3318
  %47 = load i32, ptr %9, align 8, !dbg !3338, !tbaa !559
  %48 = load i32, ptr %10, align 8, !dbg !3338, !tbaa !362
  %49 = shl i32 %47, %48, !dbg !3338
  %50 = load ptr, ptr %11, align 8, !dbg !3338, !tbaa !366
  %51 = load i32, ptr %12, align 4, !dbg !3338, !tbaa !538
  %52 = add i32 %51, 2, !dbg !3338
  %53 = zext i32 %52 to i64, !dbg !3338
  %54 = getelementptr inbounds i8, ptr %50, i64 %53, !dbg !3338
  %55 = load i8, ptr %54, align 1, !dbg !3338, !tbaa !261
  %56 = zext i8 %55 to i32, !dbg !3338
  %57 = xor i32 %49, %56, !dbg !3338
  %58 = load i32, ptr %13, align 4, !dbg !3338, !tbaa !358
  %59 = and i32 %57, %58, !dbg !3338
  store i32 %59, ptr %9, align 8, !dbg !3338, !tbaa !559
  %60 = load ptr, ptr %14, align 8, !dbg !3338, !tbaa !374
  %61 = zext i32 %59 to i64, !dbg !3338
  %62 = getelementptr inbounds i16, ptr %60, i64 %61, !dbg !3338
  %63 = load i16, ptr %62, align 2, !dbg !3338, !tbaa !508
  %64 = load ptr, ptr %15, align 8, !dbg !3338, !tbaa !370
  %65 = load i32, ptr %16, align 8, !dbg !3338, !tbaa !346
  %66 = and i32 %65, %51, !dbg !3338
  %67 = zext i32 %66 to i64, !dbg !3338
  %68 = getelementptr inbounds i16, ptr %64, i64 %67, !dbg !3338
  store i16 %63, ptr %68, align 2, !dbg !3338, !tbaa !508
  %69 = zext i16 %63 to i32, !dbg !3338
    #dbg_value(i32 %69, !3293, !DIExpression(), !3312)
  %70 = trunc i32 %51 to i16, !dbg !3338
  store i16 %70, ptr %62, align 2, !dbg !3338, !tbaa !508
  store i32 %46, ptr %6, align 8, !dbg !3332, !tbaa !550
  store i32 %45, ptr %8, align 4, !dbg !3333, !tbaa !3334
  store i32 2, ptr %5, align 8, !dbg !3335, !tbaa !553
  %71 = icmp eq i16 %63, 0, !dbg !3340
  br i1 %71, label %97, label %72, !dbg !3336

72:                                               ; preds = %44
  %73 = load i32, ptr %17, align 8, !dbg !3341, !tbaa !517
  %74 = icmp ult i32 %46, %73, !dbg !3342
  br i1 %74, label %75, label %94, !dbg !3343

75:                                               ; preds = %72
  %76 = sub i32 %51, %69, !dbg !3344
  %77 = load i32, ptr %18, align 8, !dbg !3345, !tbaa !342
  %78 = add i32 %77, -262, !dbg !3345
  %79 = icmp ugt i32 %76, %78, !dbg !3346
  br i1 %79, label %94, label %80, !dbg !3347

80:                                               ; preds = %75
  %81 = tail call fastcc i32 @longest_match(ptr noundef nonnull %0, i32 noundef %69), !dbg !3348
  store i32 %81, ptr %5, align 8, !dbg !3350, !tbaa !553
  %82 = icmp ult i32 %81, 6, !dbg !3351
  br i1 %82, label %83, label %94, !dbg !3353

83:                                               ; preds = %80
  %84 = load i32, ptr %19, align 8, !dbg !3354, !tbaa !422
  %85 = icmp eq i32 %84, 1, !dbg !3355
  br i1 %85, label %93, label %86, !dbg !3356

86:                                               ; preds = %83
  %87 = icmp eq i32 %81, 3, !dbg !3357
  br i1 %87, label %88, label %94, !dbg !3358

88:                                               ; preds = %86
  %89 = load i32, ptr %12, align 4, !dbg !3359, !tbaa !538
  %90 = load i32, ptr %7, align 8, !dbg !3360, !tbaa !3144
  %91 = sub i32 %89, %90, !dbg !3361
  %92 = icmp ugt i32 %91, 4096, !dbg !3362
  br i1 %92, label %93, label %94, !dbg !3363

93:                                               ; preds = %88, %83
  store i32 2, ptr %5, align 8, !dbg !3364, !tbaa !553
  br label %94, !dbg !3366

94:                                               ; preds = %72, %75, %93, %88, %86, %80
  %95 = phi i32 [ 2, %72 ], [ 2, %75 ], [ 2, %93 ], [ 3, %88 ], [ %81, %86 ], [ %81, %80 ]
  %96 = load i32, ptr %6, align 8, !dbg !3367, !tbaa !550
  br label %97, !dbg !3367

97:                                               ; preds = %94, %43, %44
  %98 = phi i32 [ %96, %94 ], [ %41, %43 ], [ %46, %44 ], !dbg !3367
  %99 = phi i32 [ %95, %94 ], [ 2, %43 ], [ 2, %44 ]
  %100 = icmp ult i32 %98, 3, !dbg !3368
  %101 = icmp ugt i32 %99, %98
  %102 = or i1 %100, %101, !dbg !3369
  br i1 %102, label %246, label %103, !dbg !3369

103:                                              ; preds = %97
  %104 = load i32, ptr %12, align 4, !dbg !3370, !tbaa !538
  %105 = load i32, ptr %3, align 4, !dbg !3371, !tbaa !544
  %106 = add i32 %104, -3, !dbg !3372
  %107 = add i32 %106, %105, !dbg !3373
    #dbg_value(i32 %107, !3295, !DIExpression(), !3374)
  %108 = trunc i32 %98 to i8, !dbg !3375
  %109 = add i8 %108, -3, !dbg !3375
    #dbg_value(i8 %109, !3301, !DIExpression(), !3376)
  %110 = load i32, ptr %8, align 4, !dbg !3375, !tbaa !3334
  %111 = xor i32 %110, -1, !dbg !3375
  %112 = add i32 %104, %111, !dbg !3375
  %113 = trunc i32 %112 to i16, !dbg !3375
    #dbg_value(i16 %113, !3303, !DIExpression(), !3376)
  %114 = trunc i32 %112 to i8, !dbg !3375
  %115 = load ptr, ptr %20, align 8, !dbg !3375, !tbaa !412
  %116 = load i32, ptr %21, align 4, !dbg !3375, !tbaa !2628
  %117 = add i32 %116, 1, !dbg !3375
  store i32 %117, ptr %21, align 4, !dbg !3375, !tbaa !2628
  %118 = zext i32 %116 to i64, !dbg !3375
  %119 = getelementptr inbounds i8, ptr %115, i64 %118, !dbg !3375
  store i8 %114, ptr %119, align 1, !dbg !3375, !tbaa !261
  %120 = lshr i32 %112, 8, !dbg !3375
  %121 = trunc i32 %120 to i8, !dbg !3375
  %122 = load ptr, ptr %20, align 8, !dbg !3375, !tbaa !412
  %123 = load i32, ptr %21, align 4, !dbg !3375, !tbaa !2628
  %124 = add i32 %123, 1, !dbg !3375
  store i32 %124, ptr %21, align 4, !dbg !3375, !tbaa !2628
  %125 = zext i32 %123 to i64, !dbg !3375
  %126 = getelementptr inbounds i8, ptr %122, i64 %125, !dbg !3375
  store i8 %121, ptr %126, align 1, !dbg !3375, !tbaa !261
  %127 = load ptr, ptr %20, align 8, !dbg !3375, !tbaa !412
  %128 = load i32, ptr %21, align 4, !dbg !3375, !tbaa !2628
  %129 = add i32 %128, 1, !dbg !3375
  store i32 %129, ptr %21, align 4, !dbg !3375, !tbaa !2628
  %130 = zext i32 %128 to i64, !dbg !3375
  %131 = getelementptr inbounds i8, ptr %127, i64 %130, !dbg !3375
  store i8 %109, ptr %131, align 1, !dbg !3375, !tbaa !261
  %132 = add i16 %113, -1, !dbg !3375
    #dbg_value(i16 %132, !3303, !DIExpression(), !3376)
  %133 = zext i8 %109 to i64, !dbg !3375
  %134 = getelementptr inbounds [0 x i8], ptr @_length_code, i64 0, i64 %133, !dbg !3375
  %135 = load i8, ptr %134, align 1, !dbg !3375, !tbaa !261
  %136 = zext i8 %135 to i64, !dbg !3375
  %137 = add nuw nsw i64 %136, 257, !dbg !3375
  %138 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %22, i64 0, i64 %137, !dbg !3375
  %139 = load i16, ptr %138, align 4, !dbg !3375, !tbaa !261
  %140 = add i16 %139, 1, !dbg !3375
  store i16 %140, ptr %138, align 4, !dbg !3375, !tbaa !261
  %141 = icmp ult i16 %132, 256, !dbg !3375
  %142 = lshr i16 %132, 7, !dbg !3375
  %143 = add nuw nsw i16 %142, 256, !dbg !3375
  %144 = select i1 %141, i16 %132, i16 %143, !dbg !3375
  %145 = zext i16 %144 to i64, !dbg !3375
  %146 = getelementptr inbounds [0 x i8], ptr @_dist_code, i64 0, i64 %145, !dbg !3375
  %147 = load i8, ptr %146, align 1, !dbg !3375, !tbaa !261
  %148 = zext i8 %147 to i64, !dbg !3375
  %149 = getelementptr inbounds [61 x %struct.ct_data_s], ptr %23, i64 0, i64 %148, !dbg !3375
  %150 = load i16, ptr %149, align 4, !dbg !3375, !tbaa !261
  %151 = add i16 %150, 1, !dbg !3375
  store i16 %151, ptr %149, align 4, !dbg !3375, !tbaa !261
  %152 = load i32, ptr %21, align 4, !dbg !3375, !tbaa !2628
  %153 = load i32, ptr %24, align 8, !dbg !3375, !tbaa !416
    #dbg_value(i1 %192, !3294, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !3312)
  %154 = load i32, ptr %6, align 8, !dbg !3377, !tbaa !550
  %155 = load i32, ptr %3, align 4, !dbg !3378, !tbaa !544
  %156 = sub i32 %155, %154, !dbg !3378
  %157 = add i32 %156, 1, !dbg !3378
  store i32 %157, ptr %3, align 4, !dbg !3378, !tbaa !544
  %158 = add i32 %154, -2, !dbg !3379
  store i32 %158, ptr %6, align 8, !dbg !3379, !tbaa !550
  %159 = load i32, ptr %12, align 4, !tbaa !538
  br label %160, !dbg !3380

160:                                              ; preds = %188, %103
  %161 = phi i32 [ %189, %188 ], [ %158, %103 ]
  %162 = phi i32 [ %163, %188 ], [ %159, %103 ], !dbg !3381
  %163 = add i32 %162, 1, !dbg !3381
  store i32 %163, ptr %12, align 4, !dbg !3381, !tbaa !538
  %164 = icmp ugt i32 %163, %107, !dbg !3384
  br i1 %164, label %188, label %165, !dbg !3385

165:                                              ; preds = %160
  %166 = load i32, ptr %9, align 8, !dbg !3386, !tbaa !559
  %167 = load i32, ptr %10, align 8, !dbg !3386, !tbaa !362
  %168 = shl i32 %166, %167, !dbg !3386
  %169 = load ptr, ptr %11, align 8, !dbg !3386, !tbaa !366
  %170 = add i32 %162, 3, !dbg !3386
  %171 = zext i32 %170 to i64, !dbg !3386
  %172 = getelementptr inbounds i8, ptr %169, i64 %171, !dbg !3386
  %173 = load i8, ptr %172, align 1, !dbg !3386, !tbaa !261
  %174 = zext i8 %173 to i32, !dbg !3386
  %175 = xor i32 %168, %174, !dbg !3386
  %176 = load i32, ptr %13, align 4, !dbg !3386, !tbaa !358
  %177 = and i32 %175, %176, !dbg !3386
  store i32 %177, ptr %9, align 8, !dbg !3386, !tbaa !559
  %178 = load ptr, ptr %14, align 8, !dbg !3386, !tbaa !374
  %179 = zext i32 %177 to i64, !dbg !3386
  %180 = getelementptr inbounds i16, ptr %178, i64 %179, !dbg !3386
  %181 = load i16, ptr %180, align 2, !dbg !3386, !tbaa !508
  %182 = load ptr, ptr %15, align 8, !dbg !3386, !tbaa !370
  %183 = load i32, ptr %16, align 8, !dbg !3386, !tbaa !346
  %184 = and i32 %183, %163, !dbg !3386
  %185 = zext i32 %184 to i64, !dbg !3386
  %186 = getelementptr inbounds i16, ptr %182, i64 %185, !dbg !3386
  store i16 %181, ptr %186, align 2, !dbg !3386, !tbaa !508
    #dbg_value(i16 %181, !3293, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !3312)
  %187 = trunc i32 %163 to i16, !dbg !3386
  store i16 %187, ptr %180, align 2, !dbg !3386, !tbaa !508
  br label %188, !dbg !3388

188:                                              ; preds = %160, %165
  %189 = add i32 %161, -1, !dbg !3389
  store i32 %189, ptr %6, align 8, !dbg !3389, !tbaa !550
  %190 = icmp eq i32 %189, 0, !dbg !3390
  br i1 %190, label %191, label %160, !dbg !3391, !llvm.loop !3392

191:                                              ; preds = %188
  %192 = icmp eq i32 %152, %153, !dbg !3375
  store i32 0, ptr %25, align 8, !dbg !3394, !tbaa !556
  store i32 2, ptr %5, align 8, !dbg !3395, !tbaa !553
  %193 = add i32 %162, 2, !dbg !3396
  store i32 %193, ptr %12, align 4, !dbg !3396, !tbaa !538
  br i1 %192, label %195, label %194, !dbg !3397

194:                                              ; preds = %191, %241, %334, %325
  br label %27, !dbg !3314, !llvm.loop !3398

195:                                              ; preds = %191
  %196 = load i64, ptr %26, align 8, !dbg !3401, !tbaa !541
  %197 = icmp sgt i64 %196, -1, !dbg !3401
  br i1 %197, label %198, label %202, !dbg !3401

198:                                              ; preds = %195
  %199 = load ptr, ptr %11, align 8, !dbg !3401, !tbaa !366
  %200 = and i64 %196, 4294967295, !dbg !3401
  %201 = getelementptr inbounds i8, ptr %199, i64 %200, !dbg !3401
  br label %202, !dbg !3401

202:                                              ; preds = %195, %198
  %203 = phi ptr [ %201, %198 ], [ null, %195 ], !dbg !3401
  %204 = zext i32 %193 to i64, !dbg !3401
  %205 = sub nsw i64 %204, %196, !dbg !3401
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %203, i64 noundef %205, i32 noundef 0) #10, !dbg !3401
  %206 = load i32, ptr %12, align 4, !dbg !3401, !tbaa !538
  %207 = zext i32 %206 to i64, !dbg !3401
  store i64 %207, ptr %26, align 8, !dbg !3401, !tbaa !541
  %208 = load ptr, ptr %0, align 8, !dbg !3401, !tbaa !326
    #dbg_value(ptr %208, !1371, !DIExpression(), !3405)
  %209 = getelementptr inbounds i8, ptr %208, i64 56, !dbg !3407
  %210 = load ptr, ptr %209, align 8, !dbg !3407, !tbaa !324
    #dbg_value(ptr %210, !1377, !DIExpression(), !3405)
  tail call void @_tr_flush_bits(ptr noundef %210) #10, !dbg !3408
  %211 = getelementptr inbounds i8, ptr %210, i64 40, !dbg !3409
  %212 = load i64, ptr %211, align 8, !dbg !3409, !tbaa !984
  %213 = getelementptr inbounds i8, ptr %208, i64 32, !dbg !3410
  %214 = load i32, ptr %213, align 8, !dbg !3410, !tbaa !1361
  %215 = zext i32 %214 to i64, !dbg !3411
  %216 = icmp ugt i64 %212, %215, !dbg !3412
  %217 = trunc nuw i64 %212 to i32, !dbg !3413
  %218 = select i1 %216, i32 %214, i32 %217, !dbg !3413
    #dbg_value(i32 %218, !1376, !DIExpression(), !3405)
  %219 = icmp eq i32 %218, 0, !dbg !3414
  br i1 %219, label %241, label %220, !dbg !3415

220:                                              ; preds = %202
  %221 = getelementptr inbounds i8, ptr %208, i64 24, !dbg !3416
  %222 = load ptr, ptr %221, align 8, !dbg !3416, !tbaa !1346
  %223 = getelementptr inbounds i8, ptr %210, i64 32, !dbg !3417
  %224 = load ptr, ptr %223, align 8, !dbg !3417, !tbaa !988
  %225 = zext i32 %218 to i64, !dbg !3418
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %222, ptr align 1 %224, i64 %225, i1 false), !dbg !3419
  %226 = load ptr, ptr %221, align 8, !dbg !3420, !tbaa !1346
  %227 = getelementptr inbounds i8, ptr %226, i64 %225, !dbg !3420
  store ptr %227, ptr %221, align 8, !dbg !3420, !tbaa !1346
  %228 = load ptr, ptr %223, align 8, !dbg !3421, !tbaa !988
  %229 = getelementptr inbounds i8, ptr %228, i64 %225, !dbg !3421
  store ptr %229, ptr %223, align 8, !dbg !3421, !tbaa !988
  %230 = getelementptr inbounds i8, ptr %208, i64 40, !dbg !3422
  %231 = load i64, ptr %230, align 8, !dbg !3423, !tbaa !1398
  %232 = add i64 %231, %225, !dbg !3423
  store i64 %232, ptr %230, align 8, !dbg !3423, !tbaa !1398
  %233 = load i32, ptr %213, align 8, !dbg !3424, !tbaa !1361
  %234 = sub i32 %233, %218, !dbg !3424
  store i32 %234, ptr %213, align 8, !dbg !3424, !tbaa !1361
  %235 = load i64, ptr %211, align 8, !dbg !3425, !tbaa !984
  %236 = sub i64 %235, %225, !dbg !3425
  store i64 %236, ptr %211, align 8, !dbg !3425, !tbaa !984
  %237 = icmp eq i64 %235, %225, !dbg !3426
  br i1 %237, label %238, label %241, !dbg !3427

238:                                              ; preds = %220
  %239 = getelementptr inbounds i8, ptr %210, i64 16, !dbg !3428
  %240 = load ptr, ptr %239, align 8, !dbg !3428, !tbaa !385
  store ptr %240, ptr %223, align 8, !dbg !3429, !tbaa !988
  br label %241, !dbg !3430

241:                                              ; preds = %202, %220, %238
  %242 = load ptr, ptr %0, align 8, !dbg !3431, !tbaa !326
  %243 = getelementptr inbounds i8, ptr %242, i64 32, !dbg !3431
  %244 = load i32, ptr %243, align 8, !dbg !3431, !tbaa !1361
  %245 = icmp eq i32 %244, 0, !dbg !3431
  br i1 %245, label %480, label %194, !dbg !3433

246:                                              ; preds = %97
  %247 = load i32, ptr %25, align 8, !dbg !3434, !tbaa !556
  %248 = icmp eq i32 %247, 0, !dbg !3435
  br i1 %248, label %334, label %249, !dbg !3436

249:                                              ; preds = %246
  %250 = load ptr, ptr %11, align 8, !dbg !3437, !tbaa !366
  %251 = load i32, ptr %12, align 4, !dbg !3437, !tbaa !538
  %252 = add i32 %251, -1, !dbg !3437
  %253 = zext i32 %252 to i64, !dbg !3437
  %254 = getelementptr inbounds i8, ptr %250, i64 %253, !dbg !3437
  %255 = load i8, ptr %254, align 1, !dbg !3437, !tbaa !261
    #dbg_value(i8 %255, !3304, !DIExpression(), !3438)
  %256 = load ptr, ptr %20, align 8, !dbg !3437, !tbaa !412
  %257 = load i32, ptr %21, align 4, !dbg !3437, !tbaa !2628
  %258 = add i32 %257, 1, !dbg !3437
  store i32 %258, ptr %21, align 4, !dbg !3437, !tbaa !2628
  %259 = zext i32 %257 to i64, !dbg !3437
  %260 = getelementptr inbounds i8, ptr %256, i64 %259, !dbg !3437
  store i8 0, ptr %260, align 1, !dbg !3437, !tbaa !261
  %261 = load ptr, ptr %20, align 8, !dbg !3437, !tbaa !412
  %262 = load i32, ptr %21, align 4, !dbg !3437, !tbaa !2628
  %263 = add i32 %262, 1, !dbg !3437
  store i32 %263, ptr %21, align 4, !dbg !3437, !tbaa !2628
  %264 = zext i32 %262 to i64, !dbg !3437
  %265 = getelementptr inbounds i8, ptr %261, i64 %264, !dbg !3437
  store i8 0, ptr %265, align 1, !dbg !3437, !tbaa !261
  %266 = load ptr, ptr %20, align 8, !dbg !3437, !tbaa !412
  %267 = load i32, ptr %21, align 4, !dbg !3437, !tbaa !2628
  %268 = add i32 %267, 1, !dbg !3437
  store i32 %268, ptr %21, align 4, !dbg !3437, !tbaa !2628
  %269 = zext i32 %267 to i64, !dbg !3437
  %270 = getelementptr inbounds i8, ptr %266, i64 %269, !dbg !3437
  store i8 %255, ptr %270, align 1, !dbg !3437, !tbaa !261
  %271 = zext i8 %255 to i64, !dbg !3437
  %272 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %22, i64 0, i64 %271, !dbg !3437
  %273 = load i16, ptr %272, align 4, !dbg !3437, !tbaa !261
  %274 = add i16 %273, 1, !dbg !3437
  store i16 %274, ptr %272, align 4, !dbg !3437, !tbaa !261
  %275 = load i32, ptr %21, align 4, !dbg !3437, !tbaa !2628
  %276 = load i32, ptr %24, align 8, !dbg !3437, !tbaa !416
  %277 = icmp eq i32 %275, %276, !dbg !3437
    #dbg_value(i1 %277, !3294, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !3312)
  br i1 %277, label %278, label %325, !dbg !3439

278:                                              ; preds = %249
  %279 = load i64, ptr %26, align 8, !dbg !3440, !tbaa !541
  %280 = icmp sgt i64 %279, -1, !dbg !3440
  br i1 %280, label %281, label %285, !dbg !3440

281:                                              ; preds = %278
  %282 = load ptr, ptr %11, align 8, !dbg !3440, !tbaa !366
  %283 = and i64 %279, 4294967295, !dbg !3440
  %284 = getelementptr inbounds i8, ptr %282, i64 %283, !dbg !3440
  br label %285, !dbg !3440

285:                                              ; preds = %278, %281
  %286 = phi ptr [ %284, %281 ], [ null, %278 ], !dbg !3440
  %287 = load i32, ptr %12, align 4, !dbg !3440, !tbaa !538
  %288 = zext i32 %287 to i64, !dbg !3440
  %289 = sub nsw i64 %288, %279, !dbg !3440
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %286, i64 noundef %289, i32 noundef 0) #10, !dbg !3440
  %290 = load i32, ptr %12, align 4, !dbg !3440, !tbaa !538
  %291 = zext i32 %290 to i64, !dbg !3440
  store i64 %291, ptr %26, align 8, !dbg !3440, !tbaa !541
  %292 = load ptr, ptr %0, align 8, !dbg !3440, !tbaa !326
    #dbg_value(ptr %292, !1371, !DIExpression(), !3444)
  %293 = getelementptr inbounds i8, ptr %292, i64 56, !dbg !3446
  %294 = load ptr, ptr %293, align 8, !dbg !3446, !tbaa !324
    #dbg_value(ptr %294, !1377, !DIExpression(), !3444)
  tail call void @_tr_flush_bits(ptr noundef %294) #10, !dbg !3447
  %295 = getelementptr inbounds i8, ptr %294, i64 40, !dbg !3448
  %296 = load i64, ptr %295, align 8, !dbg !3448, !tbaa !984
  %297 = getelementptr inbounds i8, ptr %292, i64 32, !dbg !3449
  %298 = load i32, ptr %297, align 8, !dbg !3449, !tbaa !1361
  %299 = zext i32 %298 to i64, !dbg !3450
  %300 = icmp ugt i64 %296, %299, !dbg !3451
  %301 = trunc nuw i64 %296 to i32, !dbg !3452
  %302 = select i1 %300, i32 %298, i32 %301, !dbg !3452
    #dbg_value(i32 %302, !1376, !DIExpression(), !3444)
  %303 = icmp eq i32 %302, 0, !dbg !3453
  br i1 %303, label %325, label %304, !dbg !3454

304:                                              ; preds = %285
  %305 = getelementptr inbounds i8, ptr %292, i64 24, !dbg !3455
  %306 = load ptr, ptr %305, align 8, !dbg !3455, !tbaa !1346
  %307 = getelementptr inbounds i8, ptr %294, i64 32, !dbg !3456
  %308 = load ptr, ptr %307, align 8, !dbg !3456, !tbaa !988
  %309 = zext i32 %302 to i64, !dbg !3457
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %306, ptr align 1 %308, i64 %309, i1 false), !dbg !3458
  %310 = load ptr, ptr %305, align 8, !dbg !3459, !tbaa !1346
  %311 = getelementptr inbounds i8, ptr %310, i64 %309, !dbg !3459
  store ptr %311, ptr %305, align 8, !dbg !3459, !tbaa !1346
  %312 = load ptr, ptr %307, align 8, !dbg !3460, !tbaa !988
  %313 = getelementptr inbounds i8, ptr %312, i64 %309, !dbg !3460
  store ptr %313, ptr %307, align 8, !dbg !3460, !tbaa !988
  %314 = getelementptr inbounds i8, ptr %292, i64 40, !dbg !3461
  %315 = load i64, ptr %314, align 8, !dbg !3462, !tbaa !1398
  %316 = add i64 %315, %309, !dbg !3462
  store i64 %316, ptr %314, align 8, !dbg !3462, !tbaa !1398
  %317 = load i32, ptr %297, align 8, !dbg !3463, !tbaa !1361
  %318 = sub i32 %317, %302, !dbg !3463
  store i32 %318, ptr %297, align 8, !dbg !3463, !tbaa !1361
  %319 = load i64, ptr %295, align 8, !dbg !3464, !tbaa !984
  %320 = sub i64 %319, %309, !dbg !3464
  store i64 %320, ptr %295, align 8, !dbg !3464, !tbaa !984
  %321 = icmp eq i64 %319, %309, !dbg !3465
  br i1 %321, label %322, label %325, !dbg !3466

322:                                              ; preds = %304
  %323 = getelementptr inbounds i8, ptr %294, i64 16, !dbg !3467
  %324 = load ptr, ptr %323, align 8, !dbg !3467, !tbaa !385
  store ptr %324, ptr %307, align 8, !dbg !3468, !tbaa !988
  br label %325, !dbg !3469

325:                                              ; preds = %322, %304, %285, %249
  %326 = load i32, ptr %12, align 4, !dbg !3470, !tbaa !538
  %327 = add i32 %326, 1, !dbg !3470
  store i32 %327, ptr %12, align 4, !dbg !3470, !tbaa !538
  %328 = load i32, ptr %3, align 4, !dbg !3471, !tbaa !544
  %329 = add i32 %328, -1, !dbg !3471
  store i32 %329, ptr %3, align 4, !dbg !3471, !tbaa !544
  %330 = load ptr, ptr %0, align 8, !dbg !3472, !tbaa !326
  %331 = getelementptr inbounds i8, ptr %330, i64 32, !dbg !3474
  %332 = load i32, ptr %331, align 8, !dbg !3474, !tbaa !1361
  %333 = icmp eq i32 %332, 0, !dbg !3475
  br i1 %333, label %480, label %194, !dbg !3476

334:                                              ; preds = %246
  store i32 1, ptr %25, align 8, !dbg !3477, !tbaa !556
  %335 = load i32, ptr %12, align 4, !dbg !3479, !tbaa !538
  %336 = add i32 %335, 1, !dbg !3479
  store i32 %336, ptr %12, align 4, !dbg !3479, !tbaa !538
  %337 = load i32, ptr %3, align 4, !dbg !3480, !tbaa !544
  %338 = add i32 %337, -1, !dbg !3480
  store i32 %338, ptr %3, align 4, !dbg !3480, !tbaa !544
  br label %194

339:                                              ; preds = %37
  %340 = load i32, ptr %25, align 8, !dbg !3481, !tbaa !556
  %341 = icmp eq i32 %340, 0, !dbg !3482
  br i1 %341, label %368, label %342, !dbg !3483

342:                                              ; preds = %339
  %343 = load ptr, ptr %11, align 8, !dbg !3484, !tbaa !366
  %344 = load i32, ptr %12, align 4, !dbg !3484, !tbaa !538
  %345 = add i32 %344, -1, !dbg !3484
  %346 = zext i32 %345 to i64, !dbg !3484
  %347 = getelementptr inbounds i8, ptr %343, i64 %346, !dbg !3484
  %348 = load i8, ptr %347, align 1, !dbg !3484, !tbaa !261
    #dbg_value(i8 %348, !3308, !DIExpression(), !3485)
  %349 = load ptr, ptr %20, align 8, !dbg !3484, !tbaa !412
  %350 = load i32, ptr %21, align 4, !dbg !3484, !tbaa !2628
  %351 = add i32 %350, 1, !dbg !3484
  store i32 %351, ptr %21, align 4, !dbg !3484, !tbaa !2628
  %352 = zext i32 %350 to i64, !dbg !3484
  %353 = getelementptr inbounds i8, ptr %349, i64 %352, !dbg !3484
  store i8 0, ptr %353, align 1, !dbg !3484, !tbaa !261
  %354 = load ptr, ptr %20, align 8, !dbg !3484, !tbaa !412
  %355 = load i32, ptr %21, align 4, !dbg !3484, !tbaa !2628
  %356 = add i32 %355, 1, !dbg !3484
  store i32 %356, ptr %21, align 4, !dbg !3484, !tbaa !2628
  %357 = zext i32 %355 to i64, !dbg !3484
  %358 = getelementptr inbounds i8, ptr %354, i64 %357, !dbg !3484
  store i8 0, ptr %358, align 1, !dbg !3484, !tbaa !261
  %359 = load ptr, ptr %20, align 8, !dbg !3484, !tbaa !412
  %360 = load i32, ptr %21, align 4, !dbg !3484, !tbaa !2628
  %361 = add i32 %360, 1, !dbg !3484
  store i32 %361, ptr %21, align 4, !dbg !3484, !tbaa !2628
  %362 = zext i32 %360 to i64, !dbg !3484
  %363 = getelementptr inbounds i8, ptr %359, i64 %362, !dbg !3484
  store i8 %348, ptr %363, align 1, !dbg !3484, !tbaa !261
  %364 = zext i8 %348 to i64, !dbg !3484
  %365 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %22, i64 0, i64 %364, !dbg !3484
  %366 = load i16, ptr %365, align 4, !dbg !3484, !tbaa !261
  %367 = add i16 %366, 1, !dbg !3484
  store i16 %367, ptr %365, align 4, !dbg !3484, !tbaa !261
    #dbg_value(!DIArgList(i32 poison, i32 poison), !3294, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !3312)
  store i32 0, ptr %25, align 8, !dbg !3486, !tbaa !556
  br label %368, !dbg !3487

368:                                              ; preds = %342, %339
  %369 = load i32, ptr %12, align 4, !dbg !3488, !tbaa !538
  %370 = tail call i32 @llvm.umin.i32(i32 %369, i32 2), !dbg !3489
  %371 = getelementptr inbounds i8, ptr %0, i64 5932, !dbg !3490
  store i32 %370, ptr %371, align 4, !dbg !3491, !tbaa !547
  %372 = icmp eq i32 %1, 4, !dbg !3492
  br i1 %372, label %373, label %425, !dbg !3494

373:                                              ; preds = %368
  %374 = load i64, ptr %26, align 8, !dbg !3495, !tbaa !541
  %375 = icmp sgt i64 %374, -1, !dbg !3495
  br i1 %375, label %376, label %380, !dbg !3495

376:                                              ; preds = %373
  %377 = load ptr, ptr %11, align 8, !dbg !3495, !tbaa !366
  %378 = and i64 %374, 4294967295, !dbg !3495
  %379 = getelementptr inbounds i8, ptr %377, i64 %378, !dbg !3495
  br label %380, !dbg !3495

380:                                              ; preds = %373, %376
  %381 = phi ptr [ %379, %376 ], [ null, %373 ], !dbg !3495
  %382 = zext i32 %369 to i64, !dbg !3495
  %383 = sub nsw i64 %382, %374, !dbg !3495
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %381, i64 noundef %383, i32 noundef 1) #10, !dbg !3495
  %384 = load i32, ptr %12, align 4, !dbg !3495, !tbaa !538
  %385 = zext i32 %384 to i64, !dbg !3495
  store i64 %385, ptr %26, align 8, !dbg !3495, !tbaa !541
  %386 = load ptr, ptr %0, align 8, !dbg !3495, !tbaa !326
    #dbg_value(ptr %386, !1371, !DIExpression(), !3499)
  %387 = getelementptr inbounds i8, ptr %386, i64 56, !dbg !3501
  %388 = load ptr, ptr %387, align 8, !dbg !3501, !tbaa !324
    #dbg_value(ptr %388, !1377, !DIExpression(), !3499)
  tail call void @_tr_flush_bits(ptr noundef %388) #10, !dbg !3502
  %389 = getelementptr inbounds i8, ptr %388, i64 40, !dbg !3503
  %390 = load i64, ptr %389, align 8, !dbg !3503, !tbaa !984
  %391 = getelementptr inbounds i8, ptr %386, i64 32, !dbg !3504
  %392 = load i32, ptr %391, align 8, !dbg !3504, !tbaa !1361
  %393 = zext i32 %392 to i64, !dbg !3505
  %394 = icmp ugt i64 %390, %393, !dbg !3506
  %395 = trunc nuw i64 %390 to i32, !dbg !3507
  %396 = select i1 %394, i32 %392, i32 %395, !dbg !3507
    #dbg_value(i32 %396, !1376, !DIExpression(), !3499)
  %397 = icmp eq i32 %396, 0, !dbg !3508
  br i1 %397, label %419, label %398, !dbg !3509

398:                                              ; preds = %380
  %399 = getelementptr inbounds i8, ptr %386, i64 24, !dbg !3510
  %400 = load ptr, ptr %399, align 8, !dbg !3510, !tbaa !1346
  %401 = getelementptr inbounds i8, ptr %388, i64 32, !dbg !3511
  %402 = load ptr, ptr %401, align 8, !dbg !3511, !tbaa !988
  %403 = zext i32 %396 to i64, !dbg !3512
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %400, ptr align 1 %402, i64 %403, i1 false), !dbg !3513
  %404 = load ptr, ptr %399, align 8, !dbg !3514, !tbaa !1346
  %405 = getelementptr inbounds i8, ptr %404, i64 %403, !dbg !3514
  store ptr %405, ptr %399, align 8, !dbg !3514, !tbaa !1346
  %406 = load ptr, ptr %401, align 8, !dbg !3515, !tbaa !988
  %407 = getelementptr inbounds i8, ptr %406, i64 %403, !dbg !3515
  store ptr %407, ptr %401, align 8, !dbg !3515, !tbaa !988
  %408 = getelementptr inbounds i8, ptr %386, i64 40, !dbg !3516
  %409 = load i64, ptr %408, align 8, !dbg !3517, !tbaa !1398
  %410 = add i64 %409, %403, !dbg !3517
  store i64 %410, ptr %408, align 8, !dbg !3517, !tbaa !1398
  %411 = load i32, ptr %391, align 8, !dbg !3518, !tbaa !1361
  %412 = sub i32 %411, %396, !dbg !3518
  store i32 %412, ptr %391, align 8, !dbg !3518, !tbaa !1361
  %413 = load i64, ptr %389, align 8, !dbg !3519, !tbaa !984
  %414 = sub i64 %413, %403, !dbg !3519
  store i64 %414, ptr %389, align 8, !dbg !3519, !tbaa !984
  %415 = icmp eq i64 %413, %403, !dbg !3520
  br i1 %415, label %416, label %419, !dbg !3521

416:                                              ; preds = %398
  %417 = getelementptr inbounds i8, ptr %388, i64 16, !dbg !3522
  %418 = load ptr, ptr %417, align 8, !dbg !3522, !tbaa !385
  store ptr %418, ptr %401, align 8, !dbg !3523, !tbaa !988
  br label %419, !dbg !3524

419:                                              ; preds = %380, %398, %416
  %420 = load ptr, ptr %0, align 8, !dbg !3525, !tbaa !326
  %421 = getelementptr inbounds i8, ptr %420, i64 32, !dbg !3525
  %422 = load i32, ptr %421, align 8, !dbg !3525, !tbaa !1361
  %423 = icmp eq i32 %422, 0, !dbg !3525
  %424 = select i1 %423, i32 2, i32 3, !dbg !3527
  br label %480, !dbg !3527

425:                                              ; preds = %368
  %426 = load i32, ptr %21, align 4, !dbg !3528, !tbaa !2628
  %427 = icmp eq i32 %426, 0, !dbg !3530
  br i1 %427, label %479, label %428, !dbg !3531

428:                                              ; preds = %425
  %429 = load i64, ptr %26, align 8, !dbg !3532, !tbaa !541
  %430 = icmp sgt i64 %429, -1, !dbg !3532
  br i1 %430, label %431, label %435, !dbg !3532

431:                                              ; preds = %428
  %432 = load ptr, ptr %11, align 8, !dbg !3532, !tbaa !366
  %433 = and i64 %429, 4294967295, !dbg !3532
  %434 = getelementptr inbounds i8, ptr %432, i64 %433, !dbg !3532
  br label %435, !dbg !3532

435:                                              ; preds = %428, %431
  %436 = phi ptr [ %434, %431 ], [ null, %428 ], !dbg !3532
  %437 = zext i32 %369 to i64, !dbg !3532
  %438 = sub nsw i64 %437, %429, !dbg !3532
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %436, i64 noundef %438, i32 noundef 0) #10, !dbg !3532
  %439 = load i32, ptr %12, align 4, !dbg !3532, !tbaa !538
  %440 = zext i32 %439 to i64, !dbg !3532
  store i64 %440, ptr %26, align 8, !dbg !3532, !tbaa !541
  %441 = load ptr, ptr %0, align 8, !dbg !3532, !tbaa !326
    #dbg_value(ptr %441, !1371, !DIExpression(), !3535)
  %442 = getelementptr inbounds i8, ptr %441, i64 56, !dbg !3537
  %443 = load ptr, ptr %442, align 8, !dbg !3537, !tbaa !324
    #dbg_value(ptr %443, !1377, !DIExpression(), !3535)
  tail call void @_tr_flush_bits(ptr noundef %443) #10, !dbg !3538
  %444 = getelementptr inbounds i8, ptr %443, i64 40, !dbg !3539
  %445 = load i64, ptr %444, align 8, !dbg !3539, !tbaa !984
  %446 = getelementptr inbounds i8, ptr %441, i64 32, !dbg !3540
  %447 = load i32, ptr %446, align 8, !dbg !3540, !tbaa !1361
  %448 = zext i32 %447 to i64, !dbg !3541
  %449 = icmp ugt i64 %445, %448, !dbg !3542
  %450 = trunc nuw i64 %445 to i32, !dbg !3543
  %451 = select i1 %449, i32 %447, i32 %450, !dbg !3543
    #dbg_value(i32 %451, !1376, !DIExpression(), !3535)
  %452 = icmp eq i32 %451, 0, !dbg !3544
  br i1 %452, label %474, label %453, !dbg !3545

453:                                              ; preds = %435
  %454 = getelementptr inbounds i8, ptr %441, i64 24, !dbg !3546
  %455 = load ptr, ptr %454, align 8, !dbg !3546, !tbaa !1346
  %456 = getelementptr inbounds i8, ptr %443, i64 32, !dbg !3547
  %457 = load ptr, ptr %456, align 8, !dbg !3547, !tbaa !988
  %458 = zext i32 %451 to i64, !dbg !3548
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %455, ptr align 1 %457, i64 %458, i1 false), !dbg !3549
  %459 = load ptr, ptr %454, align 8, !dbg !3550, !tbaa !1346
  %460 = getelementptr inbounds i8, ptr %459, i64 %458, !dbg !3550
  store ptr %460, ptr %454, align 8, !dbg !3550, !tbaa !1346
  %461 = load ptr, ptr %456, align 8, !dbg !3551, !tbaa !988
  %462 = getelementptr inbounds i8, ptr %461, i64 %458, !dbg !3551
  store ptr %462, ptr %456, align 8, !dbg !3551, !tbaa !988
  %463 = getelementptr inbounds i8, ptr %441, i64 40, !dbg !3552
  %464 = load i64, ptr %463, align 8, !dbg !3553, !tbaa !1398
  %465 = add i64 %464, %458, !dbg !3553
  store i64 %465, ptr %463, align 8, !dbg !3553, !tbaa !1398
  %466 = load i32, ptr %446, align 8, !dbg !3554, !tbaa !1361
  %467 = sub i32 %466, %451, !dbg !3554
  store i32 %467, ptr %446, align 8, !dbg !3554, !tbaa !1361
  %468 = load i64, ptr %444, align 8, !dbg !3555, !tbaa !984
  %469 = sub i64 %468, %458, !dbg !3555
  store i64 %469, ptr %444, align 8, !dbg !3555, !tbaa !984
  %470 = icmp eq i64 %468, %458, !dbg !3556
  br i1 %470, label %471, label %474, !dbg !3557

471:                                              ; preds = %453
  %472 = getelementptr inbounds i8, ptr %443, i64 16, !dbg !3558
  %473 = load ptr, ptr %472, align 8, !dbg !3558, !tbaa !385
  store ptr %473, ptr %456, align 8, !dbg !3559, !tbaa !988
  br label %474, !dbg !3560

474:                                              ; preds = %435, %453, %471
  %475 = load ptr, ptr %0, align 8, !dbg !3561, !tbaa !326
  %476 = getelementptr inbounds i8, ptr %475, i64 32, !dbg !3561
  %477 = load i32, ptr %476, align 8, !dbg !3561, !tbaa !1361
  %478 = icmp eq i32 %477, 0, !dbg !3561
  br i1 %478, label %480, label %479, !dbg !3563

479:                                              ; preds = %474, %425
  br label %480, !dbg !3564

480:                                              ; preds = %325, %241, %33, %474, %419, %479
  %481 = phi i32 [ 1, %479 ], [ %424, %419 ], [ 0, %474 ], [ 0, %33 ], [ 0, %241 ], [ 0, %325 ], !dbg !3312
  ret i32 %481, !dbg !3565
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @longest_match(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #8 !dbg !3566 {
    #dbg_value(ptr %0, !3570, !DIExpression(), !3584)
    #dbg_value(i32 %1, !3571, !DIExpression(), !3584)
  %3 = getelementptr inbounds i8, ptr %0, i64 188, !dbg !3585
  %4 = load i32, ptr %3, align 4, !dbg !3585, !tbaa !535
    #dbg_value(i32 %4, !3572, !DIExpression(), !3584)
  %5 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !3586
  %6 = load ptr, ptr %5, align 8, !dbg !3586, !tbaa !366
  %7 = getelementptr inbounds i8, ptr %0, i64 172, !dbg !3587
  %8 = load i32, ptr %7, align 4, !dbg !3587, !tbaa !538
  %9 = zext i32 %8 to i64, !dbg !3588
  %10 = getelementptr inbounds i8, ptr %6, i64 %9, !dbg !3588
    #dbg_value(ptr %10, !3573, !DIExpression(), !3584)
  %11 = getelementptr inbounds i8, ptr %0, i64 184, !dbg !3589
  %12 = load i32, ptr %11, align 8, !dbg !3589, !tbaa !550
    #dbg_value(i32 %12, !3576, !DIExpression(), !3584)
  %13 = getelementptr inbounds i8, ptr %0, i64 208, !dbg !3590
  %14 = load i32, ptr %13, align 8, !dbg !3590, !tbaa !529
    #dbg_value(i32 %14, !3577, !DIExpression(), !3584)
  %15 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !3591
  %16 = load i32, ptr %15, align 8, !dbg !3591, !tbaa !342
  %17 = add i32 %16, -262, !dbg !3591
  %18 = tail call i32 @llvm.usub.sat.i32(i32 %8, i32 %17), !dbg !3592
    #dbg_value(i32 %18, !3578, !DIExpression(), !3584)
  %19 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !3593
  %20 = load ptr, ptr %19, align 8, !dbg !3593, !tbaa !370
    #dbg_value(ptr %20, !3579, !DIExpression(), !3584)
  %21 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !3594
  %22 = load i32, ptr %21, align 8, !dbg !3594, !tbaa !346
    #dbg_value(i32 %22, !3580, !DIExpression(), !3584)
  %23 = getelementptr inbounds i8, ptr %10, i64 258, !dbg !3595
    #dbg_value(ptr %23, !3581, !DIExpression(), !3584)
  %24 = sext i32 %12 to i64, !dbg !3596
  %25 = getelementptr i8, ptr %10, i64 %24, !dbg !3596
  %26 = getelementptr i8, ptr %25, i64 -1, !dbg !3596
  %27 = load i8, ptr %26, align 1, !dbg !3596, !tbaa !261
    #dbg_value(i8 %27, !3582, !DIExpression(), !3584)
  %28 = load i8, ptr %25, align 1, !dbg !3597, !tbaa !261
    #dbg_value(i8 %28, !3583, !DIExpression(), !3584)
  %29 = getelementptr inbounds i8, ptr %0, i64 204, !dbg !3598
  %30 = load i32, ptr %29, align 4, !dbg !3598, !tbaa !523
  %31 = icmp ult i32 %12, %30, !dbg !3600
  %32 = lshr i32 %4, 2, !dbg !3601
  %33 = select i1 %31, i32 %4, i32 %32, !dbg !3601
    #dbg_value(i32 %33, !3572, !DIExpression(), !3584)
  %34 = getelementptr inbounds i8, ptr %0, i64 180, !dbg !3602
  %35 = load i32, ptr %34, align 4, !dbg !3602, !tbaa !544
  %36 = tail call i32 @llvm.umin.i32(i32 %14, i32 %35), !dbg !3604
    #dbg_value(i32 %36, !3577, !DIExpression(), !3584)
  %37 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !3605
  %38 = getelementptr inbounds i8, ptr %10, i64 1
  %39 = ptrtoint ptr %23 to i64
  br label %40, !dbg !3609

40:                                               ; preds = %155, %2
  %41 = phi i32 [ %12, %2 ], [ %156, %155 ], !dbg !3610
  %42 = phi i32 [ %33, %2 ], [ %165, %155 ], !dbg !3584
  %43 = phi i32 [ %1, %2 ], [ %163, %155 ]
  %44 = phi i8 [ %27, %2 ], [ %157, %155 ], !dbg !3611
  %45 = phi i8 [ %28, %2 ], [ %158, %155 ], !dbg !3612
    #dbg_value(i8 %45, !3583, !DIExpression(), !3584)
    #dbg_value(i8 %44, !3582, !DIExpression(), !3584)
    #dbg_value(i32 %43, !3571, !DIExpression(), !3584)
    #dbg_value(i32 %42, !3572, !DIExpression(), !3584)
    #dbg_value(ptr %10, !3573, !DIExpression(), !3584)
    #dbg_value(i32 %41, !3576, !DIExpression(), !3584)
  %46 = zext nneg i32 %43 to i64, !dbg !3613
  %47 = getelementptr inbounds i8, ptr %6, i64 %46, !dbg !3613
    #dbg_value(ptr %47, !3574, !DIExpression(), !3584)
  %48 = sext i32 %41 to i64, !dbg !3614
  %49 = getelementptr inbounds i8, ptr %47, i64 %48, !dbg !3614
  %50 = load i8, ptr %49, align 1, !dbg !3614, !tbaa !261
  %51 = icmp eq i8 %50, %45, !dbg !3616
  br i1 %51, label %52, label %155, !dbg !3617

52:                                               ; preds = %40
  %53 = getelementptr i8, ptr %49, i64 -1, !dbg !3618
  %54 = load i8, ptr %53, align 1, !dbg !3618, !tbaa !261
  %55 = icmp eq i8 %54, %44, !dbg !3619
  br i1 %55, label %56, label %155, !dbg !3620

56:                                               ; preds = %52
  %57 = load i8, ptr %47, align 1, !dbg !3621, !tbaa !261
  %58 = load i8, ptr %10, align 1, !dbg !3622, !tbaa !261
  %59 = icmp eq i8 %57, %58, !dbg !3623
  br i1 %59, label %60, label %155, !dbg !3624

60:                                               ; preds = %56
  %61 = getelementptr inbounds i8, ptr %47, i64 1, !dbg !3625
    #dbg_value(ptr %61, !3574, !DIExpression(), !3584)
  %62 = load i8, ptr %61, align 1, !dbg !3626, !tbaa !261
  %63 = load i8, ptr %38, align 1, !dbg !3627, !tbaa !261
  %64 = icmp eq i8 %62, %63, !dbg !3628
  br i1 %64, label %65, label %155, !dbg !3629

65:                                               ; preds = %60
    #dbg_value(ptr %10, !3573, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !3584)
  %66 = getelementptr inbounds i8, ptr %47, i64 2, !dbg !3630
    #dbg_value(ptr %66, !3574, !DIExpression(), !3584)
  br label %67, !dbg !3631

67:                                               ; preds = %112, %65
  %68 = phi ptr [ %66, %65 ], [ %116, %112 ], !dbg !3632
  %69 = phi i64 [ 2, %65 ], [ %113, %112 ]
  %70 = getelementptr inbounds i8, ptr %10, i64 %69, !dbg !3633
    #dbg_value(ptr %70, !3573, !DIExpression(), !3584)
    #dbg_value(ptr %68, !3574, !DIExpression(), !3584)
  %71 = getelementptr inbounds i8, ptr %70, i64 1, !dbg !3633
    #dbg_value(ptr %71, !3573, !DIExpression(), !3584)
  %72 = load i8, ptr %71, align 1, !dbg !3634, !tbaa !261
  %73 = getelementptr inbounds i8, ptr %68, i64 1, !dbg !3635
    #dbg_value(ptr %73, !3574, !DIExpression(), !3584)
  %74 = load i8, ptr %73, align 1, !dbg !3636, !tbaa !261
  %75 = icmp eq i8 %72, %74, !dbg !3637
  br i1 %75, label %76, label %121, !dbg !3638

76:                                               ; preds = %67
  %77 = getelementptr inbounds i8, ptr %70, i64 2, !dbg !3639
    #dbg_value(ptr %77, !3573, !DIExpression(), !3584)
  %78 = load i8, ptr %77, align 1, !dbg !3640, !tbaa !261
  %79 = getelementptr inbounds i8, ptr %68, i64 2, !dbg !3641
    #dbg_value(ptr %79, !3574, !DIExpression(), !3584)
  %80 = load i8, ptr %79, align 1, !dbg !3642, !tbaa !261
  %81 = icmp eq i8 %78, %80, !dbg !3643
  br i1 %81, label %82, label %123, !dbg !3644

82:                                               ; preds = %76
  %83 = getelementptr inbounds i8, ptr %70, i64 3, !dbg !3645
    #dbg_value(ptr %83, !3573, !DIExpression(), !3584)
  %84 = load i8, ptr %83, align 1, !dbg !3646, !tbaa !261
  %85 = getelementptr inbounds i8, ptr %68, i64 3, !dbg !3647
    #dbg_value(ptr %85, !3574, !DIExpression(), !3584)
  %86 = load i8, ptr %85, align 1, !dbg !3648, !tbaa !261
  %87 = icmp eq i8 %84, %86, !dbg !3649
  br i1 %87, label %88, label %125, !dbg !3650

88:                                               ; preds = %82
  %89 = getelementptr inbounds i8, ptr %70, i64 4, !dbg !3651
    #dbg_value(ptr %89, !3573, !DIExpression(), !3584)
  %90 = load i8, ptr %89, align 1, !dbg !3652, !tbaa !261
  %91 = getelementptr inbounds i8, ptr %68, i64 4, !dbg !3653
    #dbg_value(ptr %91, !3574, !DIExpression(), !3584)
  %92 = load i8, ptr %91, align 1, !dbg !3654, !tbaa !261
  %93 = icmp eq i8 %90, %92, !dbg !3655
  br i1 %93, label %94, label %127, !dbg !3656

94:                                               ; preds = %88
  %95 = getelementptr inbounds i8, ptr %70, i64 5, !dbg !3657
    #dbg_value(ptr %95, !3573, !DIExpression(), !3584)
  %96 = load i8, ptr %95, align 1, !dbg !3658, !tbaa !261
  %97 = getelementptr inbounds i8, ptr %68, i64 5, !dbg !3659
    #dbg_value(ptr %97, !3574, !DIExpression(), !3584)
  %98 = load i8, ptr %97, align 1, !dbg !3660, !tbaa !261
  %99 = icmp eq i8 %96, %98, !dbg !3661
  br i1 %99, label %100, label %129, !dbg !3662

100:                                              ; preds = %94
  %101 = getelementptr inbounds i8, ptr %70, i64 6, !dbg !3663
    #dbg_value(ptr %101, !3573, !DIExpression(), !3584)
  %102 = load i8, ptr %101, align 1, !dbg !3664, !tbaa !261
  %103 = getelementptr inbounds i8, ptr %68, i64 6, !dbg !3665
    #dbg_value(ptr %103, !3574, !DIExpression(), !3584)
  %104 = load i8, ptr %103, align 1, !dbg !3666, !tbaa !261
  %105 = icmp eq i8 %102, %104, !dbg !3667
  br i1 %105, label %106, label %131, !dbg !3668

106:                                              ; preds = %100
  %107 = getelementptr inbounds i8, ptr %70, i64 7, !dbg !3669
    #dbg_value(ptr %107, !3573, !DIExpression(), !3584)
  %108 = load i8, ptr %107, align 1, !dbg !3670, !tbaa !261
  %109 = getelementptr inbounds i8, ptr %68, i64 7, !dbg !3671
    #dbg_value(ptr %109, !3574, !DIExpression(), !3584)
  %110 = load i8, ptr %109, align 1, !dbg !3672, !tbaa !261
  %111 = icmp eq i8 %108, %110, !dbg !3673
  br i1 %111, label %112, label %133, !dbg !3674

112:                                              ; preds = %106
  %113 = add nuw nsw i64 %69, 8, !dbg !3675
    #dbg_value(ptr %114, !3573, !DIExpression(), !3584)
  %114 = getelementptr inbounds i8, ptr %10, i64 %113, !dbg !3676
  %115 = load i8, ptr %114, align 1, !dbg !3676, !tbaa !261
  %116 = getelementptr inbounds i8, ptr %68, i64 8, !dbg !3677
    #dbg_value(ptr %116, !3574, !DIExpression(), !3584)
  %117 = load i8, ptr %116, align 1, !dbg !3678, !tbaa !261
  %118 = icmp eq i8 %115, %117, !dbg !3679
  %119 = icmp ult i64 %69, 250
  %120 = and i1 %119, %118, !dbg !3680
  br i1 %120, label %67, label %135, !dbg !3680, !llvm.loop !3681

121:                                              ; preds = %67
  %122 = getelementptr inbounds i8, ptr %70, i64 1
  br label %137, !dbg !3683

123:                                              ; preds = %76
  %124 = getelementptr inbounds i8, ptr %70, i64 2
  br label %137, !dbg !3683

125:                                              ; preds = %82
  %126 = getelementptr inbounds i8, ptr %70, i64 3
  br label %137, !dbg !3683

127:                                              ; preds = %88
  %128 = getelementptr inbounds i8, ptr %70, i64 4
  br label %137, !dbg !3683

129:                                              ; preds = %94
  %130 = getelementptr inbounds i8, ptr %70, i64 5
  br label %137, !dbg !3683

131:                                              ; preds = %100
  %132 = getelementptr inbounds i8, ptr %70, i64 6
  br label %137, !dbg !3683

133:                                              ; preds = %106
  %134 = getelementptr inbounds i8, ptr %70, i64 7
  br label %137, !dbg !3683

135:                                              ; preds = %112
  %136 = getelementptr inbounds i8, ptr %10, i64 %113
  br label %137, !dbg !3683

137:                                              ; preds = %135, %133, %131, %129, %127, %125, %123, %121
  %138 = phi ptr [ %122, %121 ], [ %124, %123 ], [ %126, %125 ], [ %128, %127 ], [ %130, %129 ], [ %132, %131 ], [ %134, %133 ], [ %136, %135 ], !dbg !3632
    #dbg_value(ptr %138, !3573, !DIExpression(), !3584)
  %139 = ptrtoint ptr %138 to i64, !dbg !3683
  %140 = sub i64 %139, %39, !dbg !3683
  %141 = trunc i64 %140 to i32, !dbg !3684
  %142 = add i32 %141, 258, !dbg !3685
    #dbg_value(i32 %142, !3575, !DIExpression(), !3584)
    #dbg_value(ptr %10, !3573, !DIExpression(), !3584)
  %143 = icmp sgt i32 %142, %41, !dbg !3686
  br i1 %143, label %144, label %155, !dbg !3687

144:                                              ; preds = %137
  store i32 %43, ptr %37, align 8, !dbg !3688, !tbaa !3144
    #dbg_value(i32 %142, !3576, !DIExpression(), !3584)
  %145 = icmp slt i32 %142, %36, !dbg !3689
  br i1 %145, label %146, label %168, !dbg !3691

146:                                              ; preds = %144
  %147 = shl i64 %140, 32, !dbg !3692
  %148 = add i64 %147, 1103806595072, !dbg !3692
  %149 = ashr exact i64 %148, 32, !dbg !3692
  %150 = getelementptr inbounds i8, ptr %10, i64 %149, !dbg !3692
  %151 = load i8, ptr %150, align 1, !dbg !3692, !tbaa !261
    #dbg_value(i8 %151, !3582, !DIExpression(), !3584)
  %152 = sext i32 %142 to i64, !dbg !3693
  %153 = getelementptr inbounds i8, ptr %10, i64 %152, !dbg !3693
  %154 = load i8, ptr %153, align 1, !dbg !3693, !tbaa !261
    #dbg_value(i8 %154, !3583, !DIExpression(), !3584)
  br label %155, !dbg !3694

155:                                              ; preds = %137, %146, %40, %52, %56, %60
  %156 = phi i32 [ %41, %40 ], [ %41, %52 ], [ %41, %56 ], [ %41, %60 ], [ %142, %146 ], [ %41, %137 ], !dbg !3584
  %157 = phi i8 [ %44, %40 ], [ %44, %52 ], [ %44, %56 ], [ %44, %60 ], [ %151, %146 ], [ %44, %137 ], !dbg !3584
  %158 = phi i8 [ %45, %40 ], [ %45, %52 ], [ %45, %56 ], [ %45, %60 ], [ %154, %146 ], [ %45, %137 ], !dbg !3584
    #dbg_value(i8 %158, !3583, !DIExpression(), !3584)
    #dbg_value(i8 %157, !3582, !DIExpression(), !3584)
    #dbg_value(ptr poison, !3573, !DIExpression(), !3584)
    #dbg_value(i32 %156, !3576, !DIExpression(), !3584)
  %159 = and i32 %43, %22, !dbg !3695
  %160 = zext nneg i32 %159 to i64, !dbg !3696
  %161 = getelementptr inbounds i16, ptr %20, i64 %160, !dbg !3696
  %162 = load i16, ptr %161, align 2, !dbg !3696, !tbaa !508
  %163 = zext i16 %162 to i32, !dbg !3696
    #dbg_value(i32 %163, !3571, !DIExpression(), !3584)
  %164 = icmp uge i32 %18, %163, !dbg !3697
  %165 = add i32 %42, -1
    #dbg_value(i32 %165, !3572, !DIExpression(), !3584)
  %166 = icmp eq i32 %165, 0
  %167 = select i1 %164, i1 true, i1 %166, !dbg !3698
  br i1 %167, label %168, label %40, !dbg !3698, !llvm.loop !3699

168:                                              ; preds = %155, %144
  %169 = phi i32 [ %156, %155 ], [ %142, %144 ], !dbg !3584
    #dbg_value(i32 %169, !3576, !DIExpression(), !3584)
  %170 = tail call i32 @llvm.umin.i32(i32 %169, i32 %35), !dbg !3584
  ret i32 %170, !dbg !3701
}

declare !dbg !3702 void @_tr_flush_block(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.uadd.sat.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.usub.sat.v8i32(<8 x i32>, <8 x i32>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!237, !238, !239, !240, !241, !242, !243}
!llvm.ident = !{!244}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "deflate_copyright", scope: !2, file: !3, line: 54, type: !234, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !12, globals: !193, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/zlib/deflate.c", directory: ".", checksumkind: CSK_MD5, checksum: "24aa3c6172e6561af3416d61619bbe84")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 63, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10, !11}
!8 = !DIEnumerator(name: "need_more", value: 0)
!9 = !DIEnumerator(name: "block_done", value: 1)
!10 = !DIEnumerator(name: "finish_started", value: 2)
!11 = !DIEnumerator(name: "finish_done", value: 3)
!12 = !{!13, !18, !22, !26, !53, !21, !38, !97, !174, !64, !40, !6, !99, !109, !100, !188, !44, !39, !50, !172, !191, !58, !112}
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "alloc_func", file: !14, line: 85, baseType: !15)
!14 = !DIFile(filename: "src/zlib/zlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "068c260be35209fb8458428c461dc536")
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18, !21, !21}
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "voidpf", file: !19, line: 421, baseType: !20)
!19 = !DIFile(filename: "src/zlib/zconf.h", directory: ".", checksumkind: CSK_MD5, checksum: "fece7a941eb804d37ef0f6e3e74c1415")
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "uInt", file: !19, line: 405, baseType: !6)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "free_func", file: !14, line: 86, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !18, !18}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "deflate_state", file: !28, line: 288, baseType: !29)
!28 = !DIFile(filename: "src/zlib/deflate.h", directory: ".", checksumkind: CSK_MD5, checksum: "460320fba340e742e8009475366ee94e")
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "internal_state", file: !28, line: 104, size: 47744, elements: !30)
!30 = !{!31, !61, !62, !63, !66, !67, !68, !69, !88, !89, !90, !91, !92, !93, !94, !95, !96, !102, !103, !104, !105, !106, !107, !108, !110, !111, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !140, !144, !148, !160, !161, !162, !166, !168, !169, !170, !173, !176, !177, !178, !179, !180, !181, !182, !183, !184, !185, !186, !187}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "strm", scope: !29, file: !28, line: 105, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_streamp", file: !14, line: 112, baseType: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_stream", file: !14, line: 110, baseType: !35)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "z_stream_s", file: !14, line: 90, size: 896, elements: !36)
!36 = !{!37, !42, !43, !46, !47, !48, !49, !52, !54, !55, !56, !57, !59, !60}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "next_in", scope: !35, file: !14, line: 91, baseType: !38, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bytef", file: !19, line: 412, baseType: !40)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "Byte", file: !19, line: 403, baseType: !41)
!41 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in", scope: !35, file: !14, line: 92, baseType: !21, size: 32, offset: 64)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "total_in", scope: !35, file: !14, line: 93, baseType: !44, size: 64, offset: 128)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "uLong", file: !19, line: 406, baseType: !45)
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "next_out", scope: !35, file: !14, line: 95, baseType: !38, size: 64, offset: 192)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "avail_out", scope: !35, file: !14, line: 96, baseType: !21, size: 32, offset: 256)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "total_out", scope: !35, file: !14, line: 97, baseType: !44, size: 64, offset: 320)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !35, file: !14, line: 99, baseType: !50, size: 64, offset: 384)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !35, file: !14, line: 100, baseType: !53, size: 64, offset: 448)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "zalloc", scope: !35, file: !14, line: 102, baseType: !13, size: 64, offset: 512)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "zfree", scope: !35, file: !14, line: 103, baseType: !22, size: 64, offset: 576)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !35, file: !14, line: 104, baseType: !18, size: 64, offset: 640)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "data_type", scope: !35, file: !14, line: 106, baseType: !58, size: 32, offset: 704)
!58 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "adler", scope: !35, file: !14, line: 108, baseType: !44, size: 64, offset: 768)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "reserved", scope: !35, file: !14, line: 109, baseType: !44, size: 64, offset: 832)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !29, file: !28, line: 106, baseType: !58, size: 32, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "pending_buf", scope: !29, file: !28, line: 107, baseType: !38, size: 64, offset: 128)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "pending_buf_size", scope: !29, file: !28, line: 108, baseType: !64, size: 64, offset: 192)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "ulg", file: !65, line: 47, baseType: !45)
!65 = !DIFile(filename: "src/zlib/zutil.h", directory: ".", checksumkind: CSK_MD5, checksum: "e3889a21b762c891d757a6ba60f5cbad")
!66 = !DIDerivedType(tag: DW_TAG_member, name: "pending_out", scope: !29, file: !28, line: 109, baseType: !38, size: 64, offset: 256)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "pending", scope: !29, file: !28, line: 110, baseType: !64, size: 64, offset: 320)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "wrap", scope: !29, file: !28, line: 111, baseType: !58, size: 32, offset: 384)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "gzhead", scope: !29, file: !28, line: 112, baseType: !70, size: 64, offset: 448)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_headerp", file: !14, line: 135, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_header", file: !14, line: 133, baseType: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "gz_header_s", file: !14, line: 118, size: 640, elements: !74)
!74 = !{!75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "text", scope: !73, file: !14, line: 119, baseType: !58, size: 32)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "time", scope: !73, file: !14, line: 120, baseType: !44, size: 64, offset: 64)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "xflags", scope: !73, file: !14, line: 121, baseType: !58, size: 32, offset: 128)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "os", scope: !73, file: !14, line: 122, baseType: !58, size: 32, offset: 160)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !73, file: !14, line: 123, baseType: !38, size: 64, offset: 192)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "extra_len", scope: !73, file: !14, line: 124, baseType: !21, size: 32, offset: 256)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "extra_max", scope: !73, file: !14, line: 125, baseType: !21, size: 32, offset: 288)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !73, file: !14, line: 126, baseType: !38, size: 64, offset: 320)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "name_max", scope: !73, file: !14, line: 127, baseType: !21, size: 32, offset: 384)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "comment", scope: !73, file: !14, line: 128, baseType: !38, size: 64, offset: 448)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "comm_max", scope: !73, file: !14, line: 129, baseType: !21, size: 32, offset: 512)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "hcrc", scope: !73, file: !14, line: 130, baseType: !58, size: 32, offset: 544)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "done", scope: !73, file: !14, line: 131, baseType: !58, size: 32, offset: 576)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "gzindex", scope: !29, file: !28, line: 113, baseType: !64, size: 64, offset: 512)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "method", scope: !29, file: !28, line: 114, baseType: !40, size: 8, offset: 576)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "last_flush", scope: !29, file: !28, line: 115, baseType: !58, size: 32, offset: 608)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "w_size", scope: !29, file: !28, line: 119, baseType: !21, size: 32, offset: 640)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "w_bits", scope: !29, file: !28, line: 120, baseType: !21, size: 32, offset: 672)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "w_mask", scope: !29, file: !28, line: 121, baseType: !21, size: 32, offset: 704)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "window", scope: !29, file: !28, line: 123, baseType: !38, size: 64, offset: 768)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "window_size", scope: !29, file: !28, line: 133, baseType: !64, size: 64, offset: 832)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !29, file: !28, line: 138, baseType: !97, size: 64, offset: 896)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "Posf", file: !28, line: 97, baseType: !99)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "Pos", file: !28, line: 96, baseType: !100)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "ush", file: !65, line: 45, baseType: !101)
!101 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !29, file: !28, line: 144, baseType: !97, size: 64, offset: 960)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "ins_h", scope: !29, file: !28, line: 146, baseType: !21, size: 32, offset: 1024)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "hash_size", scope: !29, file: !28, line: 147, baseType: !21, size: 32, offset: 1056)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "hash_bits", scope: !29, file: !28, line: 148, baseType: !21, size: 32, offset: 1088)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "hash_mask", scope: !29, file: !28, line: 149, baseType: !21, size: 32, offset: 1120)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "hash_shift", scope: !29, file: !28, line: 151, baseType: !21, size: 32, offset: 1152)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "block_start", scope: !29, file: !28, line: 158, baseType: !109, size: 64, offset: 1216)
!109 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "match_length", scope: !29, file: !28, line: 163, baseType: !21, size: 32, offset: 1280)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "prev_match", scope: !29, file: !28, line: 164, baseType: !112, size: 32, offset: 1312)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "IPos", file: !28, line: 98, baseType: !6)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "match_available", scope: !29, file: !28, line: 165, baseType: !58, size: 32, offset: 1344)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "strstart", scope: !29, file: !28, line: 166, baseType: !21, size: 32, offset: 1376)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "match_start", scope: !29, file: !28, line: 167, baseType: !21, size: 32, offset: 1408)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "lookahead", scope: !29, file: !28, line: 168, baseType: !21, size: 32, offset: 1440)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "prev_length", scope: !29, file: !28, line: 170, baseType: !21, size: 32, offset: 1472)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "max_chain_length", scope: !29, file: !28, line: 175, baseType: !21, size: 32, offset: 1504)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "max_lazy_match", scope: !29, file: !28, line: 181, baseType: !21, size: 32, offset: 1536)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !29, file: !28, line: 192, baseType: !58, size: 32, offset: 1568)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "strategy", scope: !29, file: !28, line: 193, baseType: !58, size: 32, offset: 1600)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "good_match", scope: !29, file: !28, line: 195, baseType: !21, size: 32, offset: 1632)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "nice_match", scope: !29, file: !28, line: 198, baseType: !58, size: 32, offset: 1664)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "dyn_ltree", scope: !29, file: !28, line: 202, baseType: !125, size: 18336, offset: 1696)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 18336, elements: !138)
!126 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ct_data_s", file: !28, line: 72, size: 32, elements: !127)
!127 = !{!128, !133}
!128 = !DIDerivedType(tag: DW_TAG_member, name: "fc", scope: !126, file: !28, line: 76, baseType: !129, size: 16)
!129 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !126, file: !28, line: 73, size: 16, elements: !130)
!130 = !{!131, !132}
!131 = !DIDerivedType(tag: DW_TAG_member, name: "freq", scope: !129, file: !28, line: 74, baseType: !100, size: 16)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !129, file: !28, line: 75, baseType: !100, size: 16)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "dl", scope: !126, file: !28, line: 80, baseType: !134, size: 16, offset: 16)
!134 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !126, file: !28, line: 77, size: 16, elements: !135)
!135 = !{!136, !137}
!136 = !DIDerivedType(tag: DW_TAG_member, name: "dad", scope: !134, file: !28, line: 78, baseType: !100, size: 16)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !134, file: !28, line: 79, baseType: !100, size: 16)
!138 = !{!139}
!139 = !DISubrange(count: 573)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "dyn_dtree", scope: !29, file: !28, line: 203, baseType: !141, size: 1952, offset: 20032)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 1952, elements: !142)
!142 = !{!143}
!143 = !DISubrange(count: 61)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "bl_tree", scope: !29, file: !28, line: 204, baseType: !145, size: 1248, offset: 21984)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 1248, elements: !146)
!146 = !{!147}
!147 = !DISubrange(count: 39)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "l_desc", scope: !29, file: !28, line: 206, baseType: !149, size: 192, offset: 23232)
!149 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "tree_desc_s", file: !28, line: 90, size: 192, elements: !150)
!150 = !{!151, !154, !155}
!151 = !DIDerivedType(tag: DW_TAG_member, name: "dyn_tree", scope: !149, file: !28, line: 91, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "ct_data", file: !28, line: 81, baseType: !126)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "max_code", scope: !149, file: !28, line: 92, baseType: !58, size: 32, offset: 64)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "stat_desc", scope: !149, file: !28, line: 93, baseType: !156, size: 64, offset: 128)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !158)
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "static_tree_desc", file: !28, line: 88, baseType: !159)
!159 = !DICompositeType(tag: DW_TAG_structure_type, name: "static_tree_desc_s", file: !28, line: 88, flags: DIFlagFwdDecl)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "d_desc", scope: !29, file: !28, line: 207, baseType: !149, size: 192, offset: 23424)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "bl_desc", scope: !29, file: !28, line: 208, baseType: !149, size: 192, offset: 23616)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "bl_count", scope: !29, file: !28, line: 210, baseType: !163, size: 256, offset: 23808)
!163 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 256, elements: !164)
!164 = !{!165}
!165 = !DISubrange(count: 16)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "heap", scope: !29, file: !28, line: 213, baseType: !167, size: 18336, offset: 24064)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 18336, elements: !138)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "heap_len", scope: !29, file: !28, line: 214, baseType: !58, size: 32, offset: 42400)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "heap_max", scope: !29, file: !28, line: 215, baseType: !58, size: 32, offset: 42432)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "depth", scope: !29, file: !28, line: 220, baseType: !171, size: 4584, offset: 42464)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !172, size: 4584, elements: !138)
!172 = !DIDerivedType(tag: DW_TAG_typedef, name: "uch", file: !65, line: 43, baseType: !41)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "sym_buf", scope: !29, file: !28, line: 230, baseType: !174, size: 64, offset: 47104)
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchf", file: !65, line: 44, baseType: !172)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "lit_bufsize", scope: !29, file: !28, line: 233, baseType: !21, size: 32, offset: 47168)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "sym_next", scope: !29, file: !28, line: 253, baseType: !21, size: 32, offset: 47200)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "sym_end", scope: !29, file: !28, line: 254, baseType: !21, size: 32, offset: 47232)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "opt_len", scope: !29, file: !28, line: 256, baseType: !64, size: 64, offset: 47296)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "static_len", scope: !29, file: !28, line: 257, baseType: !64, size: 64, offset: 47360)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "matches", scope: !29, file: !28, line: 258, baseType: !21, size: 32, offset: 47424)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "insert", scope: !29, file: !28, line: 259, baseType: !21, size: 32, offset: 47456)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "bi_buf", scope: !29, file: !28, line: 266, baseType: !100, size: 16, offset: 47488)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "bi_valid", scope: !29, file: !28, line: 270, baseType: !58, size: 32, offset: 47520)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "bi_used", scope: !29, file: !28, line: 274, baseType: !58, size: 32, offset: 47552)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "high_water", scope: !29, file: !28, line: 278, baseType: !64, size: 64, offset: 47616)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "slid", scope: !29, file: !28, line: 285, baseType: !58, size: 32, offset: 47680)
!188 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_size_t", file: !19, line: 265, baseType: !189)
!189 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !190, line: 18, baseType: !45)
!190 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_typedef, name: "charf", file: !19, line: 414, baseType: !51)
!193 = !{!0, !194, !215}
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression())
!195 = distinct !DIGlobalVariable(name: "my_version", scope: !196, file: !3, line: 392, type: !212, isLocal: true, isDefinition: true)
!196 = distinct !DISubprogram(name: "deflateInit2_", scope: !3, file: !3, line: 387, type: !197, scopeLine: 389, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !201)
!197 = !DISubroutineType(types: !198)
!198 = !{!58, !32, !58, !58, !58, !58, !58, !199, !58}
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!201 = !{!202, !203, !204, !205, !206, !207, !208, !209, !210, !211}
!202 = !DILocalVariable(name: "strm", arg: 1, scope: !196, file: !3, line: 387, type: !32)
!203 = !DILocalVariable(name: "level", arg: 2, scope: !196, file: !3, line: 387, type: !58)
!204 = !DILocalVariable(name: "method", arg: 3, scope: !196, file: !3, line: 387, type: !58)
!205 = !DILocalVariable(name: "windowBits", arg: 4, scope: !196, file: !3, line: 388, type: !58)
!206 = !DILocalVariable(name: "memLevel", arg: 5, scope: !196, file: !3, line: 388, type: !58)
!207 = !DILocalVariable(name: "strategy", arg: 6, scope: !196, file: !3, line: 388, type: !58)
!208 = !DILocalVariable(name: "version", arg: 7, scope: !196, file: !3, line: 389, type: !199)
!209 = !DILocalVariable(name: "stream_size", arg: 8, scope: !196, file: !3, line: 389, type: !58)
!210 = !DILocalVariable(name: "s", scope: !196, file: !3, line: 390, type: !26)
!211 = !DILocalVariable(name: "wrap", scope: !196, file: !3, line: 391, type: !58)
!212 = !DICompositeType(tag: DW_TAG_array_type, baseType: !200, size: 48, elements: !213)
!213 = !{!214}
!214 = !DISubrange(count: 6)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(name: "configuration_table", scope: !2, file: !3, line: 112, type: !217, isLocal: true, isDefinition: true)
!217 = !DICompositeType(tag: DW_TAG_array_type, baseType: !218, size: 1280, elements: !232)
!218 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !219)
!219 = !DIDerivedType(tag: DW_TAG_typedef, name: "config", file: !3, line: 104, baseType: !220)
!220 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "config_s", file: !3, line: 98, size: 128, elements: !221)
!221 = !{!222, !223, !224, !225, !226}
!222 = !DIDerivedType(tag: DW_TAG_member, name: "good_length", scope: !220, file: !3, line: 99, baseType: !100, size: 16)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "max_lazy", scope: !220, file: !3, line: 100, baseType: !100, size: 16, offset: 16)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "nice_length", scope: !220, file: !3, line: 101, baseType: !100, size: 16, offset: 32)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "max_chain", scope: !220, file: !3, line: 102, baseType: !100, size: 16, offset: 48)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !220, file: !3, line: 103, baseType: !227, size: 64, offset: 64)
!227 = !DIDerivedType(tag: DW_TAG_typedef, name: "compress_func", file: !3, line: 70, baseType: !228)
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !229, size: 64)
!229 = !DISubroutineType(types: !230)
!230 = !{!231, !26, !58}
!231 = !DIDerivedType(tag: DW_TAG_typedef, name: "block_state", file: !3, line: 68, baseType: !5)
!232 = !{!233}
!233 = !DISubrange(count: 10)
!234 = !DICompositeType(tag: DW_TAG_array_type, baseType: !200, size: 544, elements: !235)
!235 = !{!236}
!236 = !DISubrange(count: 68)
!237 = !{i32 7, !"Dwarf Version", i32 5}
!238 = !{i32 2, !"Debug Info Version", i32 3}
!239 = !{i32 1, !"wchar_size", i32 4}
!240 = !{i32 8, !"PIC Level", i32 2}
!241 = !{i32 7, !"PIE Level", i32 2}
!242 = !{i32 7, !"uwtable", i32 2}
!243 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!244 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!245 = distinct !DISubprogram(name: "deflateInit_", scope: !3, file: !3, line: 379, type: !246, scopeLine: 380, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !248)
!246 = !DISubroutineType(types: !247)
!247 = !{!58, !32, !58, !199, !58}
!248 = !{!249, !250, !251, !252}
!249 = !DILocalVariable(name: "strm", arg: 1, scope: !245, file: !3, line: 379, type: !32)
!250 = !DILocalVariable(name: "level", arg: 2, scope: !245, file: !3, line: 379, type: !58)
!251 = !DILocalVariable(name: "version", arg: 3, scope: !245, file: !3, line: 379, type: !199)
!252 = !DILocalVariable(name: "stream_size", arg: 4, scope: !245, file: !3, line: 380, type: !58)
!253 = !DILocation(line: 0, scope: !245)
!254 = !DILocation(line: 381, column: 12, scope: !245)
!255 = !DILocation(line: 381, column: 5, scope: !245)
!256 = !DILocation(line: 0, scope: !196)
!257 = !DILocation(line: 394, column: 17, scope: !258)
!258 = distinct !DILexicalBlock(scope: !196, file: !3, line: 394, column: 9)
!259 = !DILocation(line: 394, column: 27, scope: !258)
!260 = !DILocation(line: 394, column: 30, scope: !258)
!261 = !{!262, !262, i64 0}
!262 = !{!"omnipotent char", !263, i64 0}
!263 = !{!"Simple C/C++ TBAA"}
!264 = !DILocation(line: 394, column: 41, scope: !258)
!265 = !DILocation(line: 394, column: 58, scope: !258)
!266 = !DILocation(line: 398, column: 14, scope: !267)
!267 = distinct !DILexicalBlock(scope: !196, file: !3, line: 398, column: 9)
!268 = !DILocation(line: 398, column: 9, scope: !196)
!269 = !DILocation(line: 400, column: 11, scope: !196)
!270 = !DILocation(line: 400, column: 15, scope: !196)
!271 = !{!272, !273, i64 48}
!272 = !{!"z_stream_s", !273, i64 0, !274, i64 8, !275, i64 16, !273, i64 24, !274, i64 32, !275, i64 40, !273, i64 48, !273, i64 56, !273, i64 64, !273, i64 72, !273, i64 80, !274, i64 88, !275, i64 96, !275, i64 104}
!273 = !{!"any pointer", !262, i64 0}
!274 = !{!"int", !262, i64 0}
!275 = !{!"long", !262, i64 0}
!276 = !DILocation(line: 401, column: 15, scope: !277)
!277 = distinct !DILexicalBlock(scope: !196, file: !3, line: 401, column: 9)
!278 = !{!272, !273, i64 64}
!279 = !DILocation(line: 401, column: 22, scope: !277)
!280 = !DILocation(line: 401, column: 9, scope: !196)
!281 = !DILocation(line: 405, column: 22, scope: !282)
!282 = distinct !DILexicalBlock(scope: !277, file: !3, line: 401, column: 40)
!283 = !DILocation(line: 406, column: 15, scope: !282)
!284 = !DILocation(line: 406, column: 22, scope: !282)
!285 = !{!272, !273, i64 80}
!286 = !DILocation(line: 408, column: 5, scope: !282)
!287 = !DILocation(line: 409, column: 15, scope: !288)
!288 = distinct !DILexicalBlock(scope: !196, file: !3, line: 409, column: 9)
!289 = !{!272, !273, i64 72}
!290 = !DILocation(line: 409, column: 21, scope: !288)
!291 = !DILocation(line: 409, column: 9, scope: !196)
!292 = !DILocation(line: 413, column: 21, scope: !288)
!293 = !DILocation(line: 413, column: 9, scope: !288)
!294 = !DILocation(line: 419, column: 15, scope: !295)
!295 = distinct !DILexicalBlock(scope: !196, file: !3, line: 419, column: 9)
!296 = !DILocation(line: 419, column: 9, scope: !196)
!297 = !DILocation(line: 422, column: 20, scope: !298)
!298 = distinct !DILexicalBlock(scope: !196, file: !3, line: 422, column: 9)
!299 = !DILocation(line: 422, column: 9, scope: !196)
!300 = !DILocation(line: 424, column: 24, scope: !301)
!301 = distinct !DILexicalBlock(scope: !302, file: !3, line: 424, column: 13)
!302 = distinct !DILexicalBlock(scope: !298, file: !3, line: 422, column: 25)
!303 = !DILocation(line: 424, column: 13, scope: !302)
!304 = !DILocation(line: 426, column: 22, scope: !302)
!305 = !DILocation(line: 427, column: 5, scope: !302)
!306 = !DILocation(line: 429, column: 25, scope: !307)
!307 = distinct !DILexicalBlock(scope: !298, file: !3, line: 429, column: 14)
!308 = !DILocation(line: 429, column: 14, scope: !298)
!309 = !DILocation(line: 431, column: 20, scope: !310)
!310 = distinct !DILexicalBlock(scope: !307, file: !3, line: 429, column: 31)
!311 = !DILocation(line: 432, column: 5, scope: !310)
!312 = !DILocation(line: 434, column: 22, scope: !313)
!313 = distinct !DILexicalBlock(scope: !196, file: !3, line: 434, column: 9)
!314 = !DILocation(line: 436, column: 59, scope: !313)
!315 = !DILocation(line: 436, column: 64, scope: !313)
!316 = !DILocation(line: 440, column: 27, scope: !196)
!317 = !DILocation(line: 441, column: 11, scope: !318)
!318 = distinct !DILexicalBlock(scope: !196, file: !3, line: 441, column: 9)
!319 = !DILocation(line: 441, column: 9, scope: !196)
!320 = !DILocation(line: 439, column: 9, scope: !196)
!321 = !DILocation(line: 442, column: 5, scope: !196)
!322 = !DILocation(line: 443, column: 11, scope: !196)
!323 = !DILocation(line: 443, column: 17, scope: !196)
!324 = !{!272, !273, i64 56}
!325 = !DILocation(line: 444, column: 13, scope: !196)
!326 = !{!327, !273, i64 0}
!327 = !{!"internal_state", !273, i64 0, !274, i64 8, !273, i64 16, !275, i64 24, !273, i64 32, !275, i64 40, !274, i64 48, !273, i64 56, !275, i64 64, !262, i64 72, !274, i64 76, !274, i64 80, !274, i64 84, !274, i64 88, !273, i64 96, !275, i64 104, !273, i64 112, !273, i64 120, !274, i64 128, !274, i64 132, !274, i64 136, !274, i64 140, !274, i64 144, !275, i64 152, !274, i64 160, !274, i64 164, !274, i64 168, !274, i64 172, !274, i64 176, !274, i64 180, !274, i64 184, !274, i64 188, !274, i64 192, !274, i64 196, !274, i64 200, !274, i64 204, !274, i64 208, !262, i64 212, !262, i64 2504, !262, i64 2748, !328, i64 2904, !328, i64 2928, !328, i64 2952, !262, i64 2976, !262, i64 3008, !274, i64 5300, !274, i64 5304, !262, i64 5308, !273, i64 5888, !274, i64 5896, !274, i64 5900, !274, i64 5904, !275, i64 5912, !275, i64 5920, !274, i64 5928, !274, i64 5932, !329, i64 5936, !274, i64 5940, !274, i64 5944, !275, i64 5952, !274, i64 5960}
!328 = !{!"tree_desc_s", !273, i64 0, !274, i64 8, !273, i64 16}
!329 = !{!"short", !262, i64 0}
!330 = !DILocation(line: 445, column: 8, scope: !196)
!331 = !DILocation(line: 445, column: 15, scope: !196)
!332 = !{!327, !274, i64 8}
!333 = !DILocation(line: 447, column: 8, scope: !196)
!334 = !DILocation(line: 447, column: 13, scope: !196)
!335 = !{!327, !274, i64 48}
!336 = !DILocation(line: 449, column: 8, scope: !196)
!337 = !DILocation(line: 449, column: 15, scope: !196)
!338 = !{!327, !274, i64 84}
!339 = !DILocation(line: 450, column: 19, scope: !196)
!340 = !DILocation(line: 450, column: 8, scope: !196)
!341 = !DILocation(line: 450, column: 15, scope: !196)
!342 = !{!327, !274, i64 80}
!343 = !DILocation(line: 451, column: 27, scope: !196)
!344 = !DILocation(line: 451, column: 8, scope: !196)
!345 = !DILocation(line: 451, column: 15, scope: !196)
!346 = !{!327, !274, i64 88}
!347 = !DILocation(line: 453, column: 35, scope: !196)
!348 = !DILocation(line: 453, column: 8, scope: !196)
!349 = !DILocation(line: 453, column: 18, scope: !196)
!350 = !{!327, !274, i64 136}
!351 = !DILocation(line: 454, column: 22, scope: !196)
!352 = !DILocation(line: 454, column: 8, scope: !196)
!353 = !DILocation(line: 454, column: 18, scope: !196)
!354 = !{!327, !274, i64 132}
!355 = !DILocation(line: 455, column: 33, scope: !196)
!356 = !DILocation(line: 455, column: 8, scope: !196)
!357 = !DILocation(line: 455, column: 18, scope: !196)
!358 = !{!327, !274, i64 140}
!359 = !DILocation(line: 456, column: 52, scope: !196)
!360 = !DILocation(line: 456, column: 8, scope: !196)
!361 = !DILocation(line: 456, column: 19, scope: !196)
!362 = !{!327, !274, i64 144}
!363 = !DILocation(line: 458, column: 27, scope: !196)
!364 = !DILocation(line: 458, column: 8, scope: !196)
!365 = !DILocation(line: 458, column: 15, scope: !196)
!366 = !{!327, !273, i64 96}
!367 = !DILocation(line: 459, column: 27, scope: !196)
!368 = !DILocation(line: 459, column: 8, scope: !196)
!369 = !DILocation(line: 459, column: 15, scope: !196)
!370 = !{!327, !273, i64 112}
!371 = !DILocation(line: 460, column: 27, scope: !196)
!372 = !DILocation(line: 460, column: 8, scope: !196)
!373 = !DILocation(line: 460, column: 15, scope: !196)
!374 = !{!327, !273, i64 120}
!375 = !DILocation(line: 462, column: 8, scope: !196)
!376 = !DILocation(line: 462, column: 19, scope: !196)
!377 = !{!327, !275, i64 5952}
!378 = !DILocation(line: 464, column: 24, scope: !196)
!379 = !DILocation(line: 464, column: 8, scope: !196)
!380 = !DILocation(line: 464, column: 20, scope: !196)
!381 = !{!327, !274, i64 5896}
!382 = !DILocation(line: 505, column: 31, scope: !196)
!383 = !DILocation(line: 505, column: 8, scope: !196)
!384 = !DILocation(line: 505, column: 20, scope: !196)
!385 = !{!327, !273, i64 16}
!386 = !DILocation(line: 506, column: 35, scope: !196)
!387 = !DILocation(line: 506, column: 27, scope: !196)
!388 = !DILocation(line: 506, column: 47, scope: !196)
!389 = !DILocation(line: 506, column: 8, scope: !196)
!390 = !DILocation(line: 506, column: 25, scope: !196)
!391 = !{!327, !275, i64 24}
!392 = !DILocation(line: 508, column: 12, scope: !393)
!393 = distinct !DILexicalBlock(scope: !196, file: !3, line: 508, column: 9)
!394 = !DILocation(line: 508, column: 19, scope: !393)
!395 = !DILocation(line: 508, column: 29, scope: !393)
!396 = !DILocation(line: 508, column: 35, scope: !393)
!397 = !DILocation(line: 508, column: 40, scope: !393)
!398 = !DILocation(line: 508, column: 50, scope: !393)
!399 = !DILocation(line: 508, column: 56, scope: !393)
!400 = !DILocation(line: 508, column: 61, scope: !393)
!401 = !DILocation(line: 508, column: 71, scope: !393)
!402 = !DILocation(line: 510, column: 19, scope: !403)
!403 = distinct !DILexicalBlock(scope: !393, file: !3, line: 509, column: 35)
!404 = !DILocation(line: 511, column: 21, scope: !403)
!405 = !{!273, !273, i64 0}
!406 = !DILocation(line: 511, column: 19, scope: !403)
!407 = !DILocation(line: 512, column: 9, scope: !403)
!408 = !DILocation(line: 513, column: 9, scope: !403)
!409 = !DILocation(line: 520, column: 33, scope: !196)
!410 = !DILocation(line: 520, column: 8, scope: !196)
!411 = !DILocation(line: 520, column: 16, scope: !196)
!412 = !{!327, !273, i64 5888}
!413 = !DILocation(line: 521, column: 39, scope: !196)
!414 = !DILocation(line: 521, column: 8, scope: !196)
!415 = !DILocation(line: 521, column: 16, scope: !196)
!416 = !{!327, !274, i64 5904}
!417 = !DILocation(line: 528, column: 8, scope: !196)
!418 = !DILocation(line: 528, column: 14, scope: !196)
!419 = !{!327, !274, i64 196}
!420 = !DILocation(line: 529, column: 8, scope: !196)
!421 = !DILocation(line: 529, column: 17, scope: !196)
!422 = !{!327, !274, i64 200}
!423 = !DILocation(line: 530, column: 8, scope: !196)
!424 = !DILocation(line: 530, column: 15, scope: !196)
!425 = !{!327, !262, i64 72}
!426 = !DILocation(line: 532, column: 12, scope: !196)
!427 = !DILocation(line: 532, column: 5, scope: !196)
!428 = !DILocation(line: 533, column: 1, scope: !196)
!429 = distinct !DISubprogram(name: "deflateEnd", scope: !3, file: !3, line: 1293, type: !430, scopeLine: 1293, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !432)
!430 = !DISubroutineType(types: !431)
!431 = !{!58, !32}
!432 = !{!433, !434}
!433 = !DILocalVariable(name: "strm", arg: 1, scope: !429, file: !3, line: 1293, type: !32)
!434 = !DILocalVariable(name: "status", scope: !429, file: !3, line: 1294, type: !58)
!435 = !DILocation(line: 0, scope: !429)
!436 = !DILocalVariable(name: "strm", arg: 1, scope: !437, file: !3, line: 538, type: !32)
!437 = distinct !DISubprogram(name: "deflateStateCheck", scope: !3, file: !3, line: 538, type: !430, scopeLine: 538, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !438)
!438 = !{!436, !439}
!439 = !DILocalVariable(name: "s", scope: !437, file: !3, line: 539, type: !26)
!440 = !DILocation(line: 0, scope: !437, inlinedAt: !441)
!441 = distinct !DILocation(line: 1296, column: 9, scope: !442)
!442 = distinct !DILexicalBlock(scope: !429, file: !3, line: 1296, column: 9)
!443 = !DILocation(line: 540, column: 14, scope: !444, inlinedAt: !441)
!444 = distinct !DILexicalBlock(scope: !437, file: !3, line: 540, column: 9)
!445 = !DILocation(line: 540, column: 24, scope: !444, inlinedAt: !441)
!446 = !DILocation(line: 541, column: 15, scope: !444, inlinedAt: !441)
!447 = !DILocation(line: 541, column: 22, scope: !444, inlinedAt: !441)
!448 = !DILocation(line: 541, column: 39, scope: !444, inlinedAt: !441)
!449 = !DILocation(line: 541, column: 48, scope: !444, inlinedAt: !441)
!450 = !DILocation(line: 541, column: 54, scope: !444, inlinedAt: !441)
!451 = !DILocation(line: 540, column: 9, scope: !437, inlinedAt: !441)
!452 = !DILocation(line: 543, column: 15, scope: !437, inlinedAt: !441)
!453 = !DILocation(line: 544, column: 11, scope: !454, inlinedAt: !441)
!454 = distinct !DILexicalBlock(scope: !437, file: !3, line: 544, column: 9)
!455 = !DILocation(line: 544, column: 21, scope: !454, inlinedAt: !441)
!456 = !DILocation(line: 544, column: 27, scope: !454, inlinedAt: !441)
!457 = !DILocation(line: 544, column: 32, scope: !454, inlinedAt: !441)
!458 = !DILocation(line: 544, column: 40, scope: !454, inlinedAt: !441)
!459 = !DILocation(line: 544, column: 47, scope: !454, inlinedAt: !441)
!460 = !DILocation(line: 544, column: 68, scope: !454, inlinedAt: !441)
!461 = !DILocation(line: 1301, column: 5, scope: !462)
!462 = distinct !DILexicalBlock(scope: !463, file: !3, line: 1301, column: 5)
!463 = distinct !DILexicalBlock(scope: !429, file: !3, line: 1301, column: 5)
!464 = !DILocation(line: 1301, column: 5, scope: !463)
!465 = !DILocation(line: 1302, column: 5, scope: !466)
!466 = distinct !DILexicalBlock(scope: !467, file: !3, line: 1302, column: 5)
!467 = distinct !DILexicalBlock(scope: !429, file: !3, line: 1302, column: 5)
!468 = !DILocation(line: 1306, column: 5, scope: !429)
!469 = !DILocation(line: 1302, column: 5, scope: !467)
!470 = !DILocation(line: 1303, column: 5, scope: !471)
!471 = distinct !DILexicalBlock(scope: !472, file: !3, line: 1303, column: 5)
!472 = distinct !DILexicalBlock(scope: !429, file: !3, line: 1303, column: 5)
!473 = !DILocation(line: 1303, column: 5, scope: !472)
!474 = !DILocation(line: 1304, column: 5, scope: !475)
!475 = distinct !DILexicalBlock(scope: !476, file: !3, line: 1304, column: 5)
!476 = distinct !DILexicalBlock(scope: !429, file: !3, line: 1304, column: 5)
!477 = !DILocation(line: 1304, column: 5, scope: !476)
!478 = !DILocation(line: 1307, column: 17, scope: !429)
!479 = !DILocation(line: 1309, column: 19, scope: !429)
!480 = !DILocation(line: 1309, column: 12, scope: !429)
!481 = !DILocation(line: 1309, column: 5, scope: !429)
!482 = !DILocation(line: 1310, column: 1, scope: !429)
!483 = distinct !DISubprogram(name: "deflateReset", scope: !3, file: !3, line: 704, type: !430, scopeLine: 704, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !484)
!484 = !{!485, !486}
!485 = !DILocalVariable(name: "strm", arg: 1, scope: !483, file: !3, line: 704, type: !32)
!486 = !DILocalVariable(name: "ret", scope: !483, file: !3, line: 705, type: !58)
!487 = !DILocation(line: 0, scope: !483)
!488 = !DILocation(line: 707, column: 11, scope: !483)
!489 = !DILocation(line: 708, column: 13, scope: !490)
!490 = distinct !DILexicalBlock(scope: !483, file: !3, line: 708, column: 9)
!491 = !DILocation(line: 708, column: 9, scope: !483)
!492 = !DILocation(line: 709, column: 23, scope: !490)
!493 = !DILocalVariable(name: "s", arg: 1, scope: !494, file: !3, line: 682, type: !26)
!494 = distinct !DISubprogram(name: "lm_init", scope: !3, file: !3, line: 682, type: !495, scopeLine: 682, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !497)
!495 = !DISubroutineType(types: !496)
!496 = !{null, !26}
!497 = !{!493}
!498 = !DILocation(line: 0, scope: !494, inlinedAt: !499)
!499 = distinct !DILocation(line: 709, column: 9, scope: !490)
!500 = !DILocation(line: 683, column: 33, scope: !494, inlinedAt: !499)
!501 = !DILocation(line: 683, column: 30, scope: !494, inlinedAt: !499)
!502 = !DILocation(line: 683, column: 29, scope: !494, inlinedAt: !499)
!503 = !DILocation(line: 683, column: 8, scope: !494, inlinedAt: !499)
!504 = !DILocation(line: 683, column: 20, scope: !494, inlinedAt: !499)
!505 = !{!327, !275, i64 104}
!506 = !DILocation(line: 685, column: 5, scope: !507, inlinedAt: !499)
!507 = distinct !DILexicalBlock(scope: !494, file: !3, line: 685, column: 5)
!508 = !{!329, !329, i64 0}
!509 = !{!327, !274, i64 5960}
!510 = !DILocation(line: 689, column: 50, scope: !494, inlinedAt: !499)
!511 = !DILocation(line: 689, column: 27, scope: !494, inlinedAt: !499)
!512 = !DILocation(line: 689, column: 57, scope: !494, inlinedAt: !499)
!513 = !{!514, !329, i64 2}
!514 = !{!"config_s", !329, i64 0, !329, i64 2, !329, i64 4, !329, i64 6, !273, i64 8}
!515 = !DILocation(line: 689, column: 8, scope: !494, inlinedAt: !499)
!516 = !DILocation(line: 689, column: 25, scope: !494, inlinedAt: !499)
!517 = !{!327, !274, i64 192}
!518 = !DILocation(line: 690, column: 27, scope: !494, inlinedAt: !499)
!519 = !DILocation(line: 690, column: 57, scope: !494, inlinedAt: !499)
!520 = !{!514, !329, i64 0}
!521 = !DILocation(line: 690, column: 8, scope: !494, inlinedAt: !499)
!522 = !DILocation(line: 690, column: 25, scope: !494, inlinedAt: !499)
!523 = !{!327, !274, i64 204}
!524 = !DILocation(line: 691, column: 57, scope: !494, inlinedAt: !499)
!525 = !{!514, !329, i64 4}
!526 = !DILocation(line: 691, column: 27, scope: !494, inlinedAt: !499)
!527 = !DILocation(line: 691, column: 8, scope: !494, inlinedAt: !499)
!528 = !DILocation(line: 691, column: 25, scope: !494, inlinedAt: !499)
!529 = !{!327, !274, i64 208}
!530 = !DILocation(line: 692, column: 57, scope: !494, inlinedAt: !499)
!531 = !{!514, !329, i64 6}
!532 = !DILocation(line: 692, column: 27, scope: !494, inlinedAt: !499)
!533 = !DILocation(line: 692, column: 8, scope: !494, inlinedAt: !499)
!534 = !DILocation(line: 692, column: 25, scope: !494, inlinedAt: !499)
!535 = !{!327, !274, i64 188}
!536 = !DILocation(line: 694, column: 8, scope: !494, inlinedAt: !499)
!537 = !DILocation(line: 694, column: 17, scope: !494, inlinedAt: !499)
!538 = !{!327, !274, i64 172}
!539 = !DILocation(line: 695, column: 8, scope: !494, inlinedAt: !499)
!540 = !DILocation(line: 695, column: 20, scope: !494, inlinedAt: !499)
!541 = !{!327, !275, i64 152}
!542 = !DILocation(line: 696, column: 8, scope: !494, inlinedAt: !499)
!543 = !DILocation(line: 696, column: 18, scope: !494, inlinedAt: !499)
!544 = !{!327, !274, i64 180}
!545 = !DILocation(line: 697, column: 8, scope: !494, inlinedAt: !499)
!546 = !DILocation(line: 697, column: 15, scope: !494, inlinedAt: !499)
!547 = !{!327, !274, i64 5932}
!548 = !DILocation(line: 698, column: 26, scope: !494, inlinedAt: !499)
!549 = !DILocation(line: 698, column: 38, scope: !494, inlinedAt: !499)
!550 = !{!327, !274, i64 184}
!551 = !DILocation(line: 698, column: 8, scope: !494, inlinedAt: !499)
!552 = !DILocation(line: 698, column: 21, scope: !494, inlinedAt: !499)
!553 = !{!327, !274, i64 160}
!554 = !DILocation(line: 699, column: 8, scope: !494, inlinedAt: !499)
!555 = !DILocation(line: 699, column: 24, scope: !494, inlinedAt: !499)
!556 = !{!327, !274, i64 168}
!557 = !DILocation(line: 700, column: 8, scope: !494, inlinedAt: !499)
!558 = !DILocation(line: 700, column: 14, scope: !494, inlinedAt: !499)
!559 = !{!327, !274, i64 128}
!560 = !DILocation(line: 709, column: 9, scope: !490)
!561 = !DILocation(line: 710, column: 5, scope: !483)
!562 = distinct !DISubprogram(name: "deflateSetDictionary", scope: !3, file: !3, line: 559, type: !563, scopeLine: 560, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !567)
!563 = !DISubroutineType(types: !564)
!564 = !{!58, !32, !565, !21}
!565 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !566, size: 64)
!566 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!567 = !{!568, !569, !570, !571, !572, !573, !574, !575, !576}
!568 = !DILocalVariable(name: "strm", arg: 1, scope: !562, file: !3, line: 559, type: !32)
!569 = !DILocalVariable(name: "dictionary", arg: 2, scope: !562, file: !3, line: 559, type: !565)
!570 = !DILocalVariable(name: "dictLength", arg: 3, scope: !562, file: !3, line: 560, type: !21)
!571 = !DILocalVariable(name: "s", scope: !562, file: !3, line: 561, type: !26)
!572 = !DILocalVariable(name: "str", scope: !562, file: !3, line: 562, type: !21)
!573 = !DILocalVariable(name: "n", scope: !562, file: !3, line: 562, type: !21)
!574 = !DILocalVariable(name: "wrap", scope: !562, file: !3, line: 563, type: !58)
!575 = !DILocalVariable(name: "avail", scope: !562, file: !3, line: 564, type: !6)
!576 = !DILocalVariable(name: "next", scope: !562, file: !3, line: 565, type: !577)
!577 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!578 = !DILocation(line: 0, scope: !562)
!579 = !DILocation(line: 0, scope: !437, inlinedAt: !580)
!580 = distinct !DILocation(line: 567, column: 9, scope: !581)
!581 = distinct !DILexicalBlock(scope: !562, file: !3, line: 567, column: 9)
!582 = !DILocation(line: 540, column: 14, scope: !444, inlinedAt: !580)
!583 = !DILocation(line: 540, column: 24, scope: !444, inlinedAt: !580)
!584 = !DILocation(line: 541, column: 15, scope: !444, inlinedAt: !580)
!585 = !DILocation(line: 541, column: 22, scope: !444, inlinedAt: !580)
!586 = !DILocation(line: 541, column: 39, scope: !444, inlinedAt: !580)
!587 = !DILocation(line: 541, column: 48, scope: !444, inlinedAt: !580)
!588 = !DILocation(line: 541, column: 54, scope: !444, inlinedAt: !580)
!589 = !DILocation(line: 540, column: 9, scope: !437, inlinedAt: !580)
!590 = !DILocation(line: 543, column: 15, scope: !437, inlinedAt: !580)
!591 = !DILocation(line: 544, column: 11, scope: !454, inlinedAt: !580)
!592 = !DILocation(line: 544, column: 21, scope: !454, inlinedAt: !580)
!593 = !DILocation(line: 544, column: 27, scope: !454, inlinedAt: !580)
!594 = !DILocation(line: 544, column: 32, scope: !454, inlinedAt: !580)
!595 = !DILocation(line: 544, column: 40, scope: !454, inlinedAt: !580)
!596 = !DILocation(line: 544, column: 47, scope: !454, inlinedAt: !580)
!597 = !DILocation(line: 544, column: 68, scope: !454, inlinedAt: !580)
!598 = !DILocation(line: 567, column: 33, scope: !581)
!599 = !DILocation(line: 570, column: 15, scope: !562)
!600 = !DILocation(line: 571, column: 19, scope: !601)
!601 = distinct !DILexicalBlock(scope: !562, file: !3, line: 571, column: 9)
!602 = !DILocation(line: 571, column: 46, scope: !601)
!603 = !DILocation(line: 571, column: 61, scope: !601)
!604 = !DILocation(line: 571, column: 67, scope: !601)
!605 = !DILocation(line: 571, column: 64, scope: !601)
!606 = !DILocation(line: 571, column: 9, scope: !562)
!607 = !DILocation(line: 577, column: 13, scope: !562)
!608 = !DILocation(line: 580, column: 26, scope: !609)
!609 = distinct !DILexicalBlock(scope: !562, file: !3, line: 580, column: 9)
!610 = !DILocation(line: 580, column: 20, scope: !609)
!611 = !DILocation(line: 580, column: 9, scope: !562)
!612 = !DILocation(line: 576, column: 37, scope: !613)
!613 = distinct !DILexicalBlock(scope: !562, file: !3, line: 575, column: 9)
!614 = !{!272, !275, i64 96}
!615 = !DILocation(line: 576, column: 23, scope: !613)
!616 = !DILocation(line: 576, column: 21, scope: !613)
!617 = !DILocation(line: 581, column: 18, scope: !618)
!618 = distinct !DILexicalBlock(scope: !619, file: !3, line: 581, column: 13)
!619 = distinct !DILexicalBlock(scope: !609, file: !3, line: 580, column: 34)
!620 = !DILocation(line: 581, column: 13, scope: !619)
!621 = !DILocation(line: 582, column: 13, scope: !622)
!622 = distinct !DILexicalBlock(scope: !623, file: !3, line: 582, column: 13)
!623 = distinct !DILexicalBlock(scope: !618, file: !3, line: 581, column: 24)
!624 = !DILocation(line: 583, column: 16, scope: !623)
!625 = !DILocation(line: 583, column: 25, scope: !623)
!626 = !DILocation(line: 584, column: 16, scope: !623)
!627 = !DILocation(line: 584, column: 28, scope: !623)
!628 = !DILocation(line: 585, column: 16, scope: !623)
!629 = !DILocation(line: 585, column: 23, scope: !623)
!630 = !DILocation(line: 587, column: 39, scope: !619)
!631 = !DILocation(line: 586, column: 9, scope: !623)
!632 = !DILocation(line: 587, column: 34, scope: !619)
!633 = !DILocation(line: 587, column: 20, scope: !619)
!634 = !DILocation(line: 589, column: 5, scope: !619)
!635 = !DILocation(line: 592, column: 19, scope: !562)
!636 = !{!272, !274, i64 8}
!637 = !DILocation(line: 593, column: 18, scope: !562)
!638 = !{!272, !273, i64 0}
!639 = !DILocation(line: 594, column: 20, scope: !562)
!640 = !DILocation(line: 595, column: 19, scope: !562)
!641 = !DILocation(line: 596, column: 5, scope: !562)
!642 = !DILocation(line: 597, column: 15, scope: !562)
!643 = !DILocation(line: 597, column: 25, scope: !562)
!644 = !DILocation(line: 597, column: 5, scope: !562)
!645 = !DILocation(line: 598, column: 18, scope: !646)
!646 = distinct !DILexicalBlock(scope: !562, file: !3, line: 597, column: 39)
!647 = !DILocation(line: 599, column: 26, scope: !646)
!648 = !DILocation(line: 600, column: 9, scope: !646)
!649 = !DILocation(line: 601, column: 13, scope: !650)
!650 = distinct !DILexicalBlock(scope: !646, file: !3, line: 600, column: 12)
!651 = !DILocation(line: 0, scope: !646)
!652 = !DILocation(line: 603, column: 40, scope: !650)
!653 = !DILocation(line: 603, column: 25, scope: !650)
!654 = !DILocation(line: 603, column: 13, scope: !650)
!655 = !DILocation(line: 603, column: 38, scope: !650)
!656 = !DILocation(line: 605, column: 33, scope: !650)
!657 = !DILocation(line: 605, column: 31, scope: !650)
!658 = !DILocation(line: 606, column: 16, scope: !650)
!659 = !DILocation(line: 607, column: 18, scope: !646)
!660 = !DILocation(line: 607, column: 9, scope: !650)
!661 = distinct !{!661, !648, !662, !663}
!662 = !DILocation(line: 607, column: 21, scope: !646)
!663 = !{!"llvm.loop.mustprogress"}
!664 = !DILocation(line: 608, column: 21, scope: !646)
!665 = !DILocation(line: 609, column: 22, scope: !646)
!666 = !DILocation(line: 610, column: 9, scope: !646)
!667 = distinct !{!667, !644, !668, !663}
!668 = !DILocation(line: 611, column: 5, scope: !562)
!669 = !DILocation(line: 612, column: 8, scope: !562)
!670 = !DILocation(line: 612, column: 17, scope: !562)
!671 = !DILocation(line: 613, column: 22, scope: !562)
!672 = !DILocation(line: 613, column: 8, scope: !562)
!673 = !DILocation(line: 613, column: 20, scope: !562)
!674 = !DILocation(line: 614, column: 8, scope: !562)
!675 = !DILocation(line: 614, column: 15, scope: !562)
!676 = !DILocation(line: 615, column: 18, scope: !562)
!677 = !DILocation(line: 616, column: 26, scope: !562)
!678 = !DILocation(line: 616, column: 38, scope: !562)
!679 = !DILocation(line: 616, column: 8, scope: !562)
!680 = !DILocation(line: 616, column: 21, scope: !562)
!681 = !DILocation(line: 617, column: 8, scope: !562)
!682 = !DILocation(line: 617, column: 24, scope: !562)
!683 = !DILocation(line: 618, column: 19, scope: !562)
!684 = !DILocation(line: 619, column: 20, scope: !562)
!685 = !DILocation(line: 620, column: 13, scope: !562)
!686 = !DILocation(line: 621, column: 5, scope: !562)
!687 = !DILocation(line: 622, column: 1, scope: !562)
!688 = !DISubprogram(name: "adler32", scope: !14, file: !14, line: 1809, type: !689, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!689 = !DISubroutineType(types: !690)
!690 = !{!44, !44, !565, !21}
!691 = distinct !DISubprogram(name: "fill_window", scope: !3, file: !3, line: 252, type: !495, scopeLine: 252, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !692)
!692 = !{!693, !694, !695, !696, !697, !701, !704}
!693 = !DILocalVariable(name: "s", arg: 1, scope: !691, file: !3, line: 252, type: !26)
!694 = !DILocalVariable(name: "n", scope: !691, file: !3, line: 253, type: !6)
!695 = !DILocalVariable(name: "more", scope: !691, file: !3, line: 254, type: !6)
!696 = !DILocalVariable(name: "wsize", scope: !691, file: !3, line: 255, type: !21)
!697 = !DILocalVariable(name: "str", scope: !698, file: !3, line: 316, type: !21)
!698 = distinct !DILexicalBlock(scope: !699, file: !3, line: 315, column: 52)
!699 = distinct !DILexicalBlock(scope: !700, file: !3, line: 315, column: 13)
!700 = distinct !DILexicalBlock(scope: !691, file: !3, line: 259, column: 8)
!701 = !DILocalVariable(name: "curr", scope: !702, file: !3, line: 348, type: !64)
!702 = distinct !DILexicalBlock(scope: !703, file: !3, line: 347, column: 41)
!703 = distinct !DILexicalBlock(scope: !691, file: !3, line: 347, column: 9)
!704 = !DILocalVariable(name: "init", scope: !702, file: !3, line: 349, type: !64)
!705 = !DILocation(line: 0, scope: !691)
!706 = !DILocation(line: 255, column: 21, scope: !691)
!707 = !DILocation(line: 260, column: 51, scope: !700)
!708 = !DILocation(line: 289, column: 28, scope: !709)
!709 = distinct !DILexicalBlock(scope: !710, file: !3, line: 285, column: 49)
!710 = distinct !DILexicalBlock(scope: !700, file: !3, line: 285, column: 13)
!711 = !DILocation(line: 259, column: 5, scope: !691)
!712 = !DILocation(line: 260, column: 30, scope: !700)
!713 = !DILocation(line: 260, column: 43, scope: !700)
!714 = !DILocation(line: 260, column: 70, scope: !700)
!715 = !DILocation(line: 260, column: 62, scope: !700)
!716 = !DILocation(line: 260, column: 61, scope: !700)
!717 = !DILocation(line: 260, column: 16, scope: !700)
!718 = !DILocation(line: 285, column: 36, scope: !710)
!719 = !DILocation(line: 285, column: 34, scope: !710)
!720 = !DILocation(line: 285, column: 25, scope: !710)
!721 = !DILocation(line: 285, column: 13, scope: !700)
!722 = !DILocation(line: 287, column: 24, scope: !709)
!723 = !DILocation(line: 287, column: 42, scope: !709)
!724 = !DILocation(line: 287, column: 67, scope: !709)
!725 = !DILocation(line: 287, column: 51, scope: !709)
!726 = !DILocation(line: 287, column: 13, scope: !709)
!727 = !{!274, !274, i64 0}
!728 = !DILocation(line: 290, column: 28, scope: !709)
!729 = !DILocation(line: 291, column: 20, scope: !730)
!730 = distinct !DILexicalBlock(scope: !709, file: !3, line: 291, column: 17)
!731 = !DILocation(line: 291, column: 27, scope: !730)
!732 = !DILocation(line: 291, column: 17, scope: !709)
!733 = !DILocation(line: 292, column: 27, scope: !730)
!734 = !DILocation(line: 292, column: 17, scope: !730)
!735 = !DILocalVariable(name: "s", arg: 1, scope: !736, file: !3, line: 187, type: !26)
!736 = distinct !DISubprogram(name: "slide_hash", scope: !3, file: !3, line: 187, type: !495, scopeLine: 187, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !737)
!737 = !{!735, !738, !739, !740, !741}
!738 = !DILocalVariable(name: "n", scope: !736, file: !3, line: 188, type: !6)
!739 = !DILocalVariable(name: "m", scope: !736, file: !3, line: 188, type: !6)
!740 = !DILocalVariable(name: "p", scope: !736, file: !3, line: 189, type: !97)
!741 = !DILocalVariable(name: "wsize", scope: !736, file: !3, line: 190, type: !21)
!742 = !DILocation(line: 0, scope: !736, inlinedAt: !743)
!743 = distinct !DILocation(line: 293, column: 13, scope: !709)
!744 = !DILocation(line: 190, column: 21, scope: !736, inlinedAt: !743)
!745 = !DILocation(line: 192, column: 12, scope: !736, inlinedAt: !743)
!746 = !DILocation(line: 193, column: 13, scope: !736, inlinedAt: !743)
!747 = !DILocation(line: 193, column: 10, scope: !736, inlinedAt: !743)
!748 = !DILocation(line: 194, column: 5, scope: !736, inlinedAt: !743)
!749 = !DILocation(line: 195, column: 13, scope: !750, inlinedAt: !743)
!750 = distinct !DILexicalBlock(scope: !736, file: !3, line: 194, column: 8)
!751 = !DILocation(line: 196, column: 12, scope: !750, inlinedAt: !743)
!752 = distinct !{!752, !748, !753, !663, !754, !755}
!753 = !DILocation(line: 197, column: 17, scope: !736, inlinedAt: !743)
!754 = !{!"llvm.loop.isvectorized", i32 1}
!755 = !{!"llvm.loop.unroll.runtime.disable"}
!756 = !DILocation(line: 197, column: 5, scope: !750, inlinedAt: !743)
!757 = !DILocation(line: 195, column: 14, scope: !750, inlinedAt: !743)
!758 = !DILocation(line: 196, column: 20, scope: !750, inlinedAt: !743)
!759 = !DILocation(line: 196, column: 14, scope: !750, inlinedAt: !743)
!760 = !DILocation(line: 197, column: 14, scope: !736, inlinedAt: !743)
!761 = distinct !{!761, !748, !753, !663, !755, !754}
!762 = !DILocation(line: 200, column: 13, scope: !736, inlinedAt: !743)
!763 = !DILocation(line: 200, column: 10, scope: !736, inlinedAt: !743)
!764 = !DILocation(line: 201, column: 5, scope: !736, inlinedAt: !743)
!765 = !DILocation(line: 202, column: 13, scope: !766, inlinedAt: !743)
!766 = distinct !DILexicalBlock(scope: !736, file: !3, line: 201, column: 8)
!767 = !DILocation(line: 203, column: 12, scope: !766, inlinedAt: !743)
!768 = distinct !{!768, !764, !769, !663, !754, !755}
!769 = !DILocation(line: 207, column: 17, scope: !736, inlinedAt: !743)
!770 = !DILocation(line: 207, column: 5, scope: !766, inlinedAt: !743)
!771 = !DILocation(line: 202, column: 14, scope: !766, inlinedAt: !743)
!772 = !DILocation(line: 203, column: 20, scope: !766, inlinedAt: !743)
!773 = !DILocation(line: 203, column: 14, scope: !766, inlinedAt: !743)
!774 = !DILocation(line: 207, column: 14, scope: !736, inlinedAt: !743)
!775 = distinct !{!775, !764, !769, !663, !755, !754}
!776 = !DILocation(line: 209, column: 13, scope: !736, inlinedAt: !743)
!777 = !DILocation(line: 294, column: 18, scope: !709)
!778 = !DILocation(line: 295, column: 9, scope: !709)
!779 = !DILocation(line: 0, scope: !700)
!780 = !DILocation(line: 296, column: 16, scope: !781)
!781 = distinct !DILexicalBlock(scope: !700, file: !3, line: 296, column: 13)
!782 = !DILocation(line: 296, column: 22, scope: !781)
!783 = !DILocation(line: 296, column: 31, scope: !781)
!784 = !DILocation(line: 296, column: 13, scope: !700)
!785 = !DILocation(line: 311, column: 34, scope: !700)
!786 = !DILocation(line: 311, column: 41, scope: !700)
!787 = !DILocation(line: 311, column: 60, scope: !700)
!788 = !DILocation(line: 311, column: 55, scope: !700)
!789 = !DILocalVariable(name: "strm", arg: 1, scope: !790, file: !3, line: 219, type: !32)
!790 = distinct !DISubprogram(name: "read_buf", scope: !3, file: !3, line: 219, type: !791, scopeLine: 219, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !793)
!791 = !DISubroutineType(types: !792)
!792 = !{!6, !32, !38, !6}
!793 = !{!789, !794, !795, !796}
!794 = !DILocalVariable(name: "buf", arg: 2, scope: !790, file: !3, line: 219, type: !38)
!795 = !DILocalVariable(name: "size", arg: 3, scope: !790, file: !3, line: 219, type: !6)
!796 = !DILocalVariable(name: "len", scope: !790, file: !3, line: 220, type: !6)
!797 = !DILocation(line: 0, scope: !790, inlinedAt: !798)
!798 = distinct !DILocation(line: 311, column: 13, scope: !700)
!799 = !DILocation(line: 222, column: 9, scope: !790, inlinedAt: !798)
!800 = !DILocation(line: 223, column: 13, scope: !801, inlinedAt: !798)
!801 = distinct !DILexicalBlock(scope: !790, file: !3, line: 223, column: 9)
!802 = !DILocation(line: 223, column: 9, scope: !790, inlinedAt: !798)
!803 = !DILocation(line: 225, column: 21, scope: !790, inlinedAt: !798)
!804 = !DILocation(line: 227, column: 24, scope: !790, inlinedAt: !798)
!805 = !DILocation(line: 227, column: 33, scope: !790, inlinedAt: !798)
!806 = !DILocation(line: 227, column: 5, scope: !790, inlinedAt: !798)
!807 = !DILocation(line: 228, column: 15, scope: !808, inlinedAt: !798)
!808 = distinct !DILexicalBlock(scope: !790, file: !3, line: 228, column: 9)
!809 = !DILocation(line: 228, column: 22, scope: !808, inlinedAt: !798)
!810 = !DILocation(line: 228, column: 9, scope: !790, inlinedAt: !798)
!811 = !DILocation(line: 229, column: 37, scope: !812, inlinedAt: !798)
!812 = distinct !DILexicalBlock(scope: !808, file: !3, line: 228, column: 33)
!813 = !DILocation(line: 229, column: 23, scope: !812, inlinedAt: !798)
!814 = !DILocation(line: 229, column: 21, scope: !812, inlinedAt: !798)
!815 = !DILocation(line: 230, column: 5, scope: !812, inlinedAt: !798)
!816 = !DILocation(line: 233, column: 35, scope: !817, inlinedAt: !798)
!817 = distinct !DILexicalBlock(scope: !818, file: !3, line: 232, column: 38)
!818 = distinct !DILexicalBlock(scope: !808, file: !3, line: 232, column: 14)
!819 = !DILocation(line: 233, column: 23, scope: !817, inlinedAt: !798)
!820 = !DILocation(line: 233, column: 21, scope: !817, inlinedAt: !798)
!821 = !DILocation(line: 234, column: 5, scope: !817, inlinedAt: !798)
!822 = !DILocation(line: 236, column: 20, scope: !790, inlinedAt: !798)
!823 = !DILocation(line: 237, column: 11, scope: !790, inlinedAt: !798)
!824 = !DILocation(line: 237, column: 20, scope: !790, inlinedAt: !798)
!825 = !{!272, !275, i64 16}
!826 = !DILocation(line: 312, column: 22, scope: !700)
!827 = !DILocation(line: 239, column: 5, scope: !790, inlinedAt: !798)
!828 = !DILocation(line: 315, column: 31, scope: !699)
!829 = !DILocation(line: 315, column: 26, scope: !699)
!830 = !DILocation(line: 315, column: 38, scope: !699)
!831 = !DILocation(line: 315, column: 13, scope: !700)
!832 = !DILocation(line: 316, column: 27, scope: !698)
!833 = !DILocation(line: 316, column: 36, scope: !698)
!834 = !DILocation(line: 0, scope: !698)
!835 = !DILocation(line: 317, column: 27, scope: !698)
!836 = !DILocation(line: 317, column: 24, scope: !698)
!837 = !DILocation(line: 317, column: 22, scope: !698)
!838 = !DILocation(line: 318, column: 13, scope: !698)
!839 = !DILocation(line: 322, column: 13, scope: !698)
!840 = !DILocation(line: 322, column: 23, scope: !698)
!841 = !DILocation(line: 323, column: 17, scope: !842)
!842 = distinct !DILexicalBlock(scope: !698, file: !3, line: 322, column: 31)
!843 = !DILocation(line: 325, column: 47, scope: !842)
!844 = !DILocation(line: 325, column: 44, scope: !842)
!845 = !DILocation(line: 325, column: 20, scope: !842)
!846 = !DILocation(line: 325, column: 34, scope: !842)
!847 = !DILocation(line: 325, column: 29, scope: !842)
!848 = !DILocation(line: 325, column: 17, scope: !842)
!849 = !DILocation(line: 325, column: 42, scope: !842)
!850 = !DILocation(line: 327, column: 37, scope: !842)
!851 = !DILocation(line: 327, column: 35, scope: !842)
!852 = !DILocation(line: 328, column: 20, scope: !842)
!853 = !DILocation(line: 329, column: 26, scope: !842)
!854 = !DILocation(line: 330, column: 34, scope: !855)
!855 = distinct !DILexicalBlock(scope: !842, file: !3, line: 330, column: 21)
!856 = !DILocation(line: 330, column: 46, scope: !855)
!857 = !DILocation(line: 330, column: 21, scope: !842)
!858 = distinct !{!858, !839, !859, !663}
!859 = !DILocation(line: 332, column: 13, scope: !698)
!860 = !DILocation(line: 338, column: 27, scope: !691)
!861 = !DILocation(line: 338, column: 43, scope: !691)
!862 = !DILocation(line: 338, column: 49, scope: !691)
!863 = !DILocation(line: 338, column: 55, scope: !691)
!864 = !DILocation(line: 338, column: 64, scope: !691)
!865 = !DILocation(line: 338, column: 5, scope: !700)
!866 = distinct !{!866, !711, !867, !663}
!867 = !DILocation(line: 338, column: 68, scope: !691)
!868 = !DILocation(line: 347, column: 12, scope: !703)
!869 = !DILocation(line: 347, column: 28, scope: !703)
!870 = !DILocation(line: 347, column: 23, scope: !703)
!871 = !DILocation(line: 347, column: 9, scope: !691)
!872 = !DILocation(line: 348, column: 23, scope: !702)
!873 = !DILocation(line: 348, column: 20, scope: !702)
!874 = !DILocation(line: 348, column: 43, scope: !702)
!875 = !DILocation(line: 348, column: 34, scope: !702)
!876 = !DILocation(line: 348, column: 32, scope: !702)
!877 = !DILocation(line: 0, scope: !702)
!878 = !DILocation(line: 351, column: 27, scope: !879)
!879 = distinct !DILexicalBlock(scope: !702, file: !3, line: 351, column: 13)
!880 = !DILocation(line: 351, column: 13, scope: !702)
!881 = !DILocation(line: 355, column: 35, scope: !882)
!882 = distinct !DILexicalBlock(scope: !879, file: !3, line: 351, column: 35)
!883 = !DILocation(line: 356, column: 17, scope: !882)
!884 = !DILocation(line: 358, column: 13, scope: !882)
!885 = !DILocation(line: 359, column: 34, scope: !882)
!886 = !DILocation(line: 360, column: 9, scope: !882)
!887 = !DILocation(line: 361, column: 44, scope: !888)
!888 = distinct !DILexicalBlock(scope: !879, file: !3, line: 361, column: 18)
!889 = !DILocation(line: 361, column: 32, scope: !888)
!890 = !DILocation(line: 361, column: 18, scope: !879)
!891 = !DILocation(line: 366, column: 41, scope: !892)
!892 = distinct !DILexicalBlock(scope: !888, file: !3, line: 361, column: 56)
!893 = !DILocation(line: 367, column: 39, scope: !894)
!894 = distinct !DILexicalBlock(scope: !892, file: !3, line: 367, column: 17)
!895 = !DILocation(line: 367, column: 17, scope: !892)
!896 = !DILocation(line: 369, column: 13, scope: !892)
!897 = !DILocation(line: 370, column: 27, scope: !892)
!898 = !DILocation(line: 371, column: 9, scope: !892)
!899 = !DILocation(line: 0, scope: !879)
!900 = !DILocation(line: 376, column: 1, scope: !691)
!901 = distinct !DISubprogram(name: "deflateGetDictionary", scope: !3, file: !3, line: 625, type: !902, scopeLine: 626, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !905)
!902 = !DISubroutineType(types: !903)
!903 = !{!58, !32, !38, !904}
!904 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!905 = !{!906, !907, !908, !909, !910}
!906 = !DILocalVariable(name: "strm", arg: 1, scope: !901, file: !3, line: 625, type: !32)
!907 = !DILocalVariable(name: "dictionary", arg: 2, scope: !901, file: !3, line: 625, type: !38)
!908 = !DILocalVariable(name: "dictLength", arg: 3, scope: !901, file: !3, line: 626, type: !904)
!909 = !DILocalVariable(name: "s", scope: !901, file: !3, line: 627, type: !26)
!910 = !DILocalVariable(name: "len", scope: !901, file: !3, line: 628, type: !21)
!911 = !DILocation(line: 0, scope: !901)
!912 = !DILocation(line: 0, scope: !437, inlinedAt: !913)
!913 = distinct !DILocation(line: 630, column: 9, scope: !914)
!914 = distinct !DILexicalBlock(scope: !901, file: !3, line: 630, column: 9)
!915 = !DILocation(line: 540, column: 14, scope: !444, inlinedAt: !913)
!916 = !DILocation(line: 540, column: 24, scope: !444, inlinedAt: !913)
!917 = !DILocation(line: 541, column: 15, scope: !444, inlinedAt: !913)
!918 = !DILocation(line: 541, column: 22, scope: !444, inlinedAt: !913)
!919 = !DILocation(line: 541, column: 39, scope: !444, inlinedAt: !913)
!920 = !DILocation(line: 541, column: 48, scope: !444, inlinedAt: !913)
!921 = !DILocation(line: 541, column: 54, scope: !444, inlinedAt: !913)
!922 = !DILocation(line: 540, column: 9, scope: !437, inlinedAt: !913)
!923 = !DILocation(line: 543, column: 15, scope: !437, inlinedAt: !913)
!924 = !DILocation(line: 544, column: 11, scope: !454, inlinedAt: !913)
!925 = !DILocation(line: 544, column: 21, scope: !454, inlinedAt: !913)
!926 = !DILocation(line: 544, column: 27, scope: !454, inlinedAt: !913)
!927 = !DILocation(line: 544, column: 32, scope: !454, inlinedAt: !913)
!928 = !DILocation(line: 544, column: 40, scope: !454, inlinedAt: !913)
!929 = !DILocation(line: 544, column: 47, scope: !454, inlinedAt: !913)
!930 = !DILocation(line: 544, column: 68, scope: !454, inlinedAt: !913)
!931 = !DILocation(line: 633, column: 14, scope: !901)
!932 = !DILocation(line: 633, column: 28, scope: !901)
!933 = !DILocation(line: 633, column: 23, scope: !901)
!934 = !DILocation(line: 634, column: 18, scope: !935)
!935 = distinct !DILexicalBlock(scope: !901, file: !3, line: 634, column: 9)
!936 = !DILocation(line: 634, column: 9, scope: !901)
!937 = !DILocation(line: 636, column: 20, scope: !938)
!938 = distinct !DILexicalBlock(scope: !901, file: !3, line: 636, column: 9)
!939 = !DILocation(line: 636, column: 30, scope: !938)
!940 = !DILocation(line: 637, column: 32, scope: !938)
!941 = !DILocation(line: 637, column: 39, scope: !938)
!942 = !DILocation(line: 637, column: 53, scope: !938)
!943 = !DILocation(line: 637, column: 68, scope: !938)
!944 = !DILocation(line: 637, column: 9, scope: !938)
!945 = !DILocation(line: 638, column: 20, scope: !946)
!946 = distinct !DILexicalBlock(scope: !901, file: !3, line: 638, column: 9)
!947 = !DILocation(line: 638, column: 9, scope: !901)
!948 = !DILocation(line: 639, column: 21, scope: !946)
!949 = !DILocation(line: 639, column: 9, scope: !946)
!950 = !DILocation(line: 641, column: 1, scope: !901)
!951 = distinct !DISubprogram(name: "deflateResetKeep", scope: !3, file: !3, line: 644, type: !430, scopeLine: 644, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !952)
!952 = !{!953, !954}
!953 = !DILocalVariable(name: "strm", arg: 1, scope: !951, file: !3, line: 644, type: !32)
!954 = !DILocalVariable(name: "s", scope: !951, file: !3, line: 645, type: !26)
!955 = !DILocation(line: 0, scope: !951)
!956 = !DILocation(line: 0, scope: !437, inlinedAt: !957)
!957 = distinct !DILocation(line: 647, column: 9, scope: !958)
!958 = distinct !DILexicalBlock(scope: !951, file: !3, line: 647, column: 9)
!959 = !DILocation(line: 540, column: 14, scope: !444, inlinedAt: !957)
!960 = !DILocation(line: 540, column: 24, scope: !444, inlinedAt: !957)
!961 = !DILocation(line: 541, column: 15, scope: !444, inlinedAt: !957)
!962 = !DILocation(line: 541, column: 22, scope: !444, inlinedAt: !957)
!963 = !DILocation(line: 541, column: 39, scope: !444, inlinedAt: !957)
!964 = !DILocation(line: 541, column: 48, scope: !444, inlinedAt: !957)
!965 = !DILocation(line: 541, column: 54, scope: !444, inlinedAt: !957)
!966 = !DILocation(line: 540, column: 9, scope: !437, inlinedAt: !957)
!967 = !DILocation(line: 543, column: 15, scope: !437, inlinedAt: !957)
!968 = !DILocation(line: 544, column: 11, scope: !454, inlinedAt: !957)
!969 = !DILocation(line: 544, column: 21, scope: !454, inlinedAt: !957)
!970 = !DILocation(line: 544, column: 27, scope: !454, inlinedAt: !957)
!971 = !DILocation(line: 544, column: 32, scope: !454, inlinedAt: !957)
!972 = !DILocation(line: 544, column: 40, scope: !454, inlinedAt: !957)
!973 = !DILocation(line: 544, column: 47, scope: !454, inlinedAt: !957)
!974 = !DILocation(line: 544, column: 68, scope: !454, inlinedAt: !957)
!975 = !DILocation(line: 651, column: 28, scope: !951)
!976 = !DILocation(line: 651, column: 11, scope: !951)
!977 = !DILocation(line: 651, column: 20, scope: !951)
!978 = !DILocation(line: 653, column: 11, scope: !951)
!979 = !DILocation(line: 652, column: 15, scope: !951)
!980 = !DILocation(line: 653, column: 21, scope: !951)
!981 = !{!272, !274, i64 88}
!982 = !DILocation(line: 656, column: 8, scope: !951)
!983 = !DILocation(line: 656, column: 16, scope: !951)
!984 = !{!327, !275, i64 40}
!985 = !DILocation(line: 657, column: 25, scope: !951)
!986 = !DILocation(line: 657, column: 8, scope: !951)
!987 = !DILocation(line: 657, column: 20, scope: !951)
!988 = !{!327, !273, i64 32}
!989 = !DILocation(line: 659, column: 12, scope: !990)
!990 = distinct !DILexicalBlock(scope: !951, file: !3, line: 659, column: 9)
!991 = !DILocation(line: 659, column: 17, scope: !990)
!992 = !DILocation(line: 659, column: 9, scope: !951)
!993 = !DILocation(line: 660, column: 19, scope: !994)
!994 = distinct !DILexicalBlock(scope: !990, file: !3, line: 659, column: 22)
!995 = !DILocation(line: 660, column: 17, scope: !994)
!996 = !DILocation(line: 661, column: 5, scope: !994)
!997 = !DILocation(line: 664, column: 12, scope: !951)
!998 = !DILocation(line: 664, column: 17, scope: !951)
!999 = !DILocation(line: 664, column: 9, scope: !951)
!1000 = !DILocation(line: 662, column: 15, scope: !951)
!1001 = !DILocation(line: 669, column: 9, scope: !951)
!1002 = !DILocation(line: 669, column: 24, scope: !951)
!1003 = !DILocation(line: 671, column: 9, scope: !951)
!1004 = !DILocation(line: 667, column: 11, scope: !951)
!1005 = !DILocation(line: 667, column: 17, scope: !951)
!1006 = !DILocation(line: 672, column: 8, scope: !951)
!1007 = !DILocation(line: 672, column: 19, scope: !951)
!1008 = !{!327, !274, i64 76}
!1009 = !DILocation(line: 674, column: 5, scope: !951)
!1010 = !DILocation(line: 676, column: 5, scope: !951)
!1011 = !DILocation(line: 677, column: 1, scope: !951)
!1012 = !DISubprogram(name: "crc32", scope: !14, file: !14, line: 1848, type: !689, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1013 = !DISubprogram(name: "_tr_init", scope: !28, file: !28, line: 311, type: !495, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1014 = distinct !DISubprogram(name: "deflateSetHeader", scope: !3, file: !3, line: 714, type: !1015, scopeLine: 714, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1017)
!1015 = !DISubroutineType(types: !1016)
!1016 = !{!58, !32, !70}
!1017 = !{!1018, !1019}
!1018 = !DILocalVariable(name: "strm", arg: 1, scope: !1014, file: !3, line: 714, type: !32)
!1019 = !DILocalVariable(name: "head", arg: 2, scope: !1014, file: !3, line: 714, type: !70)
!1020 = !DILocation(line: 0, scope: !1014)
!1021 = !DILocation(line: 0, scope: !437, inlinedAt: !1022)
!1022 = distinct !DILocation(line: 715, column: 9, scope: !1023)
!1023 = distinct !DILexicalBlock(scope: !1014, file: !3, line: 715, column: 9)
!1024 = !DILocation(line: 540, column: 14, scope: !444, inlinedAt: !1022)
!1025 = !DILocation(line: 540, column: 24, scope: !444, inlinedAt: !1022)
!1026 = !DILocation(line: 541, column: 15, scope: !444, inlinedAt: !1022)
!1027 = !DILocation(line: 541, column: 22, scope: !444, inlinedAt: !1022)
!1028 = !DILocation(line: 541, column: 39, scope: !444, inlinedAt: !1022)
!1029 = !DILocation(line: 541, column: 48, scope: !444, inlinedAt: !1022)
!1030 = !DILocation(line: 541, column: 54, scope: !444, inlinedAt: !1022)
!1031 = !DILocation(line: 540, column: 9, scope: !437, inlinedAt: !1022)
!1032 = !DILocation(line: 543, column: 15, scope: !437, inlinedAt: !1022)
!1033 = !DILocation(line: 544, column: 11, scope: !454, inlinedAt: !1022)
!1034 = !DILocation(line: 544, column: 21, scope: !454, inlinedAt: !1022)
!1035 = !DILocation(line: 544, column: 27, scope: !454, inlinedAt: !1022)
!1036 = !DILocation(line: 544, column: 32, scope: !454, inlinedAt: !1022)
!1037 = !DILocation(line: 544, column: 40, scope: !454, inlinedAt: !1022)
!1038 = !DILocation(line: 544, column: 47, scope: !454, inlinedAt: !1022)
!1039 = !DILocation(line: 544, column: 68, scope: !454, inlinedAt: !1022)
!1040 = !DILocation(line: 715, column: 49, scope: !1023)
!1041 = !DILocation(line: 715, column: 54, scope: !1023)
!1042 = !DILocation(line: 715, column: 9, scope: !1014)
!1043 = !DILocation(line: 717, column: 18, scope: !1014)
!1044 = !DILocation(line: 717, column: 25, scope: !1014)
!1045 = !{!327, !273, i64 56}
!1046 = !DILocation(line: 718, column: 5, scope: !1014)
!1047 = !DILocation(line: 719, column: 1, scope: !1014)
!1048 = distinct !DISubprogram(name: "deflatePending", scope: !3, file: !3, line: 722, type: !1049, scopeLine: 722, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1053)
!1049 = !DISubroutineType(types: !1050)
!1050 = !{!58, !32, !1051, !1052}
!1051 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!1052 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!1053 = !{!1054, !1055, !1056}
!1054 = !DILocalVariable(name: "strm", arg: 1, scope: !1048, file: !3, line: 722, type: !32)
!1055 = !DILocalVariable(name: "pending", arg: 2, scope: !1048, file: !3, line: 722, type: !1051)
!1056 = !DILocalVariable(name: "bits", arg: 3, scope: !1048, file: !3, line: 722, type: !1052)
!1057 = !DILocation(line: 0, scope: !1048)
!1058 = !DILocation(line: 0, scope: !437, inlinedAt: !1059)
!1059 = distinct !DILocation(line: 723, column: 9, scope: !1060)
!1060 = distinct !DILexicalBlock(scope: !1048, file: !3, line: 723, column: 9)
!1061 = !DILocation(line: 540, column: 14, scope: !444, inlinedAt: !1059)
!1062 = !DILocation(line: 540, column: 24, scope: !444, inlinedAt: !1059)
!1063 = !DILocation(line: 541, column: 15, scope: !444, inlinedAt: !1059)
!1064 = !DILocation(line: 541, column: 22, scope: !444, inlinedAt: !1059)
!1065 = !DILocation(line: 541, column: 39, scope: !444, inlinedAt: !1059)
!1066 = !DILocation(line: 541, column: 48, scope: !444, inlinedAt: !1059)
!1067 = !DILocation(line: 541, column: 54, scope: !444, inlinedAt: !1059)
!1068 = !DILocation(line: 540, column: 9, scope: !437, inlinedAt: !1059)
!1069 = !DILocation(line: 543, column: 15, scope: !437, inlinedAt: !1059)
!1070 = !DILocation(line: 544, column: 11, scope: !454, inlinedAt: !1059)
!1071 = !DILocation(line: 544, column: 21, scope: !454, inlinedAt: !1059)
!1072 = !DILocation(line: 544, column: 27, scope: !454, inlinedAt: !1059)
!1073 = !DILocation(line: 544, column: 32, scope: !454, inlinedAt: !1059)
!1074 = !DILocation(line: 544, column: 40, scope: !454, inlinedAt: !1059)
!1075 = !DILocation(line: 544, column: 47, scope: !454, inlinedAt: !1059)
!1076 = !DILocation(line: 544, column: 68, scope: !454, inlinedAt: !1059)
!1077 = !DILocation(line: 724, column: 14, scope: !1078)
!1078 = distinct !DILexicalBlock(scope: !1048, file: !3, line: 724, column: 9)
!1079 = !DILocation(line: 724, column: 9, scope: !1048)
!1080 = !DILocation(line: 725, column: 30, scope: !1078)
!1081 = !{!327, !274, i64 5940}
!1082 = !DILocation(line: 725, column: 15, scope: !1078)
!1083 = !DILocation(line: 725, column: 9, scope: !1078)
!1084 = !DILocation(line: 726, column: 17, scope: !1085)
!1085 = distinct !DILexicalBlock(scope: !1048, file: !3, line: 726, column: 9)
!1086 = !DILocation(line: 726, column: 9, scope: !1048)
!1087 = !DILocation(line: 727, column: 43, scope: !1088)
!1088 = distinct !DILexicalBlock(scope: !1085, file: !3, line: 726, column: 28)
!1089 = !DILocation(line: 727, column: 20, scope: !1088)
!1090 = !DILocation(line: 728, column: 22, scope: !1091)
!1091 = distinct !DILexicalBlock(scope: !1088, file: !3, line: 728, column: 13)
!1092 = !DILocation(line: 728, column: 13, scope: !1088)
!1093 = !DILocation(line: 0, scope: !1088)
!1094 = !DILocation(line: 734, column: 1, scope: !1048)
!1095 = distinct !DISubprogram(name: "deflateUsed", scope: !3, file: !3, line: 737, type: !1096, scopeLine: 737, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1098)
!1096 = !DISubroutineType(types: !1097)
!1097 = !{!58, !32, !1052}
!1098 = !{!1099, !1100}
!1099 = !DILocalVariable(name: "strm", arg: 1, scope: !1095, file: !3, line: 737, type: !32)
!1100 = !DILocalVariable(name: "bits", arg: 2, scope: !1095, file: !3, line: 737, type: !1052)
!1101 = !DILocation(line: 0, scope: !1095)
!1102 = !DILocation(line: 0, scope: !437, inlinedAt: !1103)
!1103 = distinct !DILocation(line: 738, column: 9, scope: !1104)
!1104 = distinct !DILexicalBlock(scope: !1095, file: !3, line: 738, column: 9)
!1105 = !DILocation(line: 540, column: 14, scope: !444, inlinedAt: !1103)
!1106 = !DILocation(line: 540, column: 24, scope: !444, inlinedAt: !1103)
!1107 = !DILocation(line: 541, column: 15, scope: !444, inlinedAt: !1103)
!1108 = !DILocation(line: 541, column: 22, scope: !444, inlinedAt: !1103)
!1109 = !DILocation(line: 541, column: 39, scope: !444, inlinedAt: !1103)
!1110 = !DILocation(line: 541, column: 48, scope: !444, inlinedAt: !1103)
!1111 = !DILocation(line: 541, column: 54, scope: !444, inlinedAt: !1103)
!1112 = !DILocation(line: 540, column: 9, scope: !437, inlinedAt: !1103)
!1113 = !DILocation(line: 543, column: 15, scope: !437, inlinedAt: !1103)
!1114 = !DILocation(line: 544, column: 11, scope: !454, inlinedAt: !1103)
!1115 = !DILocation(line: 544, column: 21, scope: !454, inlinedAt: !1103)
!1116 = !DILocation(line: 544, column: 27, scope: !454, inlinedAt: !1103)
!1117 = !DILocation(line: 544, column: 32, scope: !454, inlinedAt: !1103)
!1118 = !DILocation(line: 544, column: 40, scope: !454, inlinedAt: !1103)
!1119 = !DILocation(line: 544, column: 47, scope: !454, inlinedAt: !1103)
!1120 = !DILocation(line: 544, column: 68, scope: !454, inlinedAt: !1103)
!1121 = !DILocation(line: 739, column: 14, scope: !1122)
!1122 = distinct !DILexicalBlock(scope: !1095, file: !3, line: 739, column: 9)
!1123 = !DILocation(line: 739, column: 9, scope: !1095)
!1124 = !DILocation(line: 740, column: 30, scope: !1122)
!1125 = !{!327, !274, i64 5944}
!1126 = !DILocation(line: 740, column: 15, scope: !1122)
!1127 = !DILocation(line: 740, column: 9, scope: !1122)
!1128 = !DILocation(line: 742, column: 1, scope: !1095)
!1129 = distinct !DISubprogram(name: "deflatePrime", scope: !3, file: !3, line: 745, type: !1130, scopeLine: 745, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1132)
!1130 = !DISubroutineType(types: !1131)
!1131 = !{!58, !32, !58, !58}
!1132 = !{!1133, !1134, !1135, !1136, !1137}
!1133 = !DILocalVariable(name: "strm", arg: 1, scope: !1129, file: !3, line: 745, type: !32)
!1134 = !DILocalVariable(name: "bits", arg: 2, scope: !1129, file: !3, line: 745, type: !58)
!1135 = !DILocalVariable(name: "value", arg: 3, scope: !1129, file: !3, line: 745, type: !58)
!1136 = !DILocalVariable(name: "s", scope: !1129, file: !3, line: 746, type: !26)
!1137 = !DILocalVariable(name: "put", scope: !1129, file: !3, line: 747, type: !58)
!1138 = !DILocation(line: 0, scope: !1129)
!1139 = !DILocation(line: 0, scope: !437, inlinedAt: !1140)
!1140 = distinct !DILocation(line: 749, column: 9, scope: !1141)
!1141 = distinct !DILexicalBlock(scope: !1129, file: !3, line: 749, column: 9)
!1142 = !DILocation(line: 540, column: 14, scope: !444, inlinedAt: !1140)
!1143 = !DILocation(line: 540, column: 24, scope: !444, inlinedAt: !1140)
!1144 = !DILocation(line: 541, column: 15, scope: !444, inlinedAt: !1140)
!1145 = !DILocation(line: 541, column: 22, scope: !444, inlinedAt: !1140)
!1146 = !DILocation(line: 541, column: 39, scope: !444, inlinedAt: !1140)
!1147 = !DILocation(line: 541, column: 48, scope: !444, inlinedAt: !1140)
!1148 = !DILocation(line: 541, column: 54, scope: !444, inlinedAt: !1140)
!1149 = !DILocation(line: 540, column: 9, scope: !437, inlinedAt: !1140)
!1150 = !DILocation(line: 543, column: 15, scope: !437, inlinedAt: !1140)
!1151 = !DILocation(line: 544, column: 11, scope: !454, inlinedAt: !1140)
!1152 = !DILocation(line: 544, column: 21, scope: !454, inlinedAt: !1140)
!1153 = !DILocation(line: 544, column: 27, scope: !454, inlinedAt: !1140)
!1154 = !DILocation(line: 544, column: 32, scope: !454, inlinedAt: !1140)
!1155 = !DILocation(line: 544, column: 40, scope: !454, inlinedAt: !1140)
!1156 = !DILocation(line: 544, column: 47, scope: !454, inlinedAt: !1140)
!1157 = !DILocation(line: 544, column: 68, scope: !454, inlinedAt: !1140)
!1158 = !DILocation(line: 756, column: 18, scope: !1159)
!1159 = distinct !DILexicalBlock(scope: !1129, file: !3, line: 756, column: 9)
!1160 = !DILocation(line: 757, column: 12, scope: !1159)
!1161 = !DILocation(line: 757, column: 25, scope: !1159)
!1162 = !DILocation(line: 757, column: 37, scope: !1159)
!1163 = !DILocation(line: 757, column: 20, scope: !1159)
!1164 = !DILocation(line: 756, column: 9, scope: !1129)
!1165 = !DILocation(line: 760, column: 5, scope: !1129)
!1166 = !DILocation(line: 761, column: 29, scope: !1167)
!1167 = distinct !DILexicalBlock(scope: !1129, file: !3, line: 760, column: 8)
!1168 = !DILocation(line: 761, column: 24, scope: !1167)
!1169 = !DILocation(line: 762, column: 13, scope: !1167)
!1170 = !DILocation(line: 764, column: 49, scope: !1167)
!1171 = !DILocation(line: 764, column: 35, scope: !1167)
!1172 = !DILocation(line: 764, column: 55, scope: !1167)
!1173 = !DILocation(line: 764, column: 19, scope: !1167)
!1174 = !{!327, !329, i64 5936}
!1175 = !DILocation(line: 765, column: 21, scope: !1167)
!1176 = !DILocation(line: 766, column: 9, scope: !1167)
!1177 = !DILocation(line: 767, column: 15, scope: !1167)
!1178 = !DILocation(line: 768, column: 14, scope: !1167)
!1179 = !DILocation(line: 769, column: 5, scope: !1167)
!1180 = distinct !{!1180, !1165, !1181, !663}
!1181 = !DILocation(line: 769, column: 18, scope: !1129)
!1182 = !DILocation(line: 771, column: 1, scope: !1129)
!1183 = !DISubprogram(name: "_tr_flush_bits", scope: !28, file: !28, line: 315, type: !495, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1184 = distinct !DISubprogram(name: "deflateParams", scope: !3, file: !3, line: 774, type: !1130, scopeLine: 774, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1185)
!1185 = !{!1186, !1187, !1188, !1189, !1190, !1191}
!1186 = !DILocalVariable(name: "strm", arg: 1, scope: !1184, file: !3, line: 774, type: !32)
!1187 = !DILocalVariable(name: "level", arg: 2, scope: !1184, file: !3, line: 774, type: !58)
!1188 = !DILocalVariable(name: "strategy", arg: 3, scope: !1184, file: !3, line: 774, type: !58)
!1189 = !DILocalVariable(name: "s", scope: !1184, file: !3, line: 775, type: !26)
!1190 = !DILocalVariable(name: "func", scope: !1184, file: !3, line: 776, type: !227)
!1191 = !DILocalVariable(name: "err", scope: !1192, file: !3, line: 794, type: !58)
!1192 = distinct !DILexicalBlock(scope: !1193, file: !3, line: 792, column: 30)
!1193 = distinct !DILexicalBlock(scope: !1184, file: !3, line: 791, column: 9)
!1194 = !DILocation(line: 0, scope: !1184)
!1195 = !DILocation(line: 0, scope: !437, inlinedAt: !1196)
!1196 = distinct !DILocation(line: 778, column: 9, scope: !1197)
!1197 = distinct !DILexicalBlock(scope: !1184, file: !3, line: 778, column: 9)
!1198 = !DILocation(line: 540, column: 14, scope: !444, inlinedAt: !1196)
!1199 = !DILocation(line: 540, column: 24, scope: !444, inlinedAt: !1196)
!1200 = !DILocation(line: 541, column: 15, scope: !444, inlinedAt: !1196)
!1201 = !DILocation(line: 541, column: 22, scope: !444, inlinedAt: !1196)
!1202 = !DILocation(line: 541, column: 39, scope: !444, inlinedAt: !1196)
!1203 = !DILocation(line: 541, column: 48, scope: !444, inlinedAt: !1196)
!1204 = !DILocation(line: 541, column: 54, scope: !444, inlinedAt: !1196)
!1205 = !DILocation(line: 540, column: 9, scope: !437, inlinedAt: !1196)
!1206 = !DILocation(line: 543, column: 15, scope: !437, inlinedAt: !1196)
!1207 = !DILocation(line: 544, column: 11, scope: !454, inlinedAt: !1196)
!1208 = !DILocation(line: 544, column: 21, scope: !454, inlinedAt: !1196)
!1209 = !DILocation(line: 544, column: 27, scope: !454, inlinedAt: !1196)
!1210 = !DILocation(line: 544, column: 32, scope: !454, inlinedAt: !1196)
!1211 = !DILocation(line: 544, column: 40, scope: !454, inlinedAt: !1196)
!1212 = !DILocation(line: 544, column: 47, scope: !454, inlinedAt: !1196)
!1213 = !DILocation(line: 544, column: 68, scope: !454, inlinedAt: !1196)
!1214 = !DILocation(line: 784, column: 15, scope: !1215)
!1215 = distinct !DILexicalBlock(scope: !1184, file: !3, line: 784, column: 9)
!1216 = !DILocation(line: 784, column: 9, scope: !1184)
!1217 = !DILocation(line: 786, column: 19, scope: !1218)
!1218 = distinct !DILexicalBlock(scope: !1184, file: !3, line: 786, column: 9)
!1219 = !DILocation(line: 789, column: 35, scope: !1184)
!1220 = !DILocation(line: 791, column: 25, scope: !1193)
!1221 = !DILocation(line: 791, column: 19, scope: !1193)
!1222 = !DILocation(line: 791, column: 34, scope: !1193)
!1223 = !DILocation(line: 789, column: 12, scope: !1184)
!1224 = !DILocation(line: 789, column: 42, scope: !1184)
!1225 = !{!514, !273, i64 8}
!1226 = !DILocation(line: 791, column: 45, scope: !1193)
!1227 = !DILocation(line: 791, column: 72, scope: !1193)
!1228 = !DILocation(line: 791, column: 42, scope: !1193)
!1229 = !DILocation(line: 791, column: 78, scope: !1193)
!1230 = !DILocation(line: 792, column: 12, scope: !1193)
!1231 = !DILocation(line: 792, column: 23, scope: !1193)
!1232 = !DILocation(line: 791, column: 9, scope: !1184)
!1233 = !DILocation(line: 794, column: 19, scope: !1192)
!1234 = !DILocation(line: 0, scope: !1192)
!1235 = !DILocation(line: 795, column: 17, scope: !1236)
!1236 = distinct !DILexicalBlock(scope: !1192, file: !3, line: 795, column: 13)
!1237 = !DILocation(line: 795, column: 13, scope: !1192)
!1238 = !DILocation(line: 797, column: 19, scope: !1239)
!1239 = distinct !DILexicalBlock(scope: !1192, file: !3, line: 797, column: 13)
!1240 = !DILocation(line: 797, column: 13, scope: !1239)
!1241 = !DILocation(line: 797, column: 28, scope: !1239)
!1242 = !DILocation(line: 797, column: 35, scope: !1239)
!1243 = !DILocation(line: 797, column: 32, scope: !1239)
!1244 = !DILocation(line: 797, column: 49, scope: !1239)
!1245 = !DILocation(line: 797, column: 44, scope: !1239)
!1246 = !DILocation(line: 797, column: 67, scope: !1239)
!1247 = !DILocation(line: 797, column: 64, scope: !1239)
!1248 = !DILocation(line: 797, column: 62, scope: !1239)
!1249 = !DILocation(line: 800, column: 12, scope: !1250)
!1250 = distinct !DILexicalBlock(scope: !1184, file: !3, line: 800, column: 9)
!1251 = !DILocation(line: 800, column: 18, scope: !1250)
!1252 = !DILocation(line: 800, column: 9, scope: !1184)
!1253 = !DILocation(line: 801, column: 22, scope: !1254)
!1254 = distinct !DILexicalBlock(scope: !1255, file: !3, line: 801, column: 13)
!1255 = distinct !DILexicalBlock(scope: !1250, file: !3, line: 800, column: 28)
!1256 = !DILocation(line: 801, column: 27, scope: !1254)
!1257 = !DILocation(line: 801, column: 33, scope: !1254)
!1258 = !{!327, !274, i64 5928}
!1259 = !DILocation(line: 801, column: 13, scope: !1255)
!1260 = !DILocation(line: 803, column: 17, scope: !1261)
!1261 = distinct !DILexicalBlock(scope: !1262, file: !3, line: 802, column: 17)
!1262 = distinct !DILexicalBlock(scope: !1254, file: !3, line: 801, column: 47)
!1263 = !DILocation(line: 805, column: 17, scope: !1264)
!1264 = distinct !DILexicalBlock(scope: !1261, file: !3, line: 805, column: 17)
!1265 = !DILocation(line: 806, column: 24, scope: !1262)
!1266 = !DILocation(line: 807, column: 9, scope: !1262)
!1267 = !DILocation(line: 808, column: 18, scope: !1255)
!1268 = !DILocation(line: 809, column: 31, scope: !1255)
!1269 = !DILocation(line: 809, column: 58, scope: !1255)
!1270 = !DILocation(line: 809, column: 12, scope: !1255)
!1271 = !DILocation(line: 809, column: 29, scope: !1255)
!1272 = !DILocation(line: 810, column: 58, scope: !1255)
!1273 = !DILocation(line: 810, column: 31, scope: !1255)
!1274 = !DILocation(line: 810, column: 12, scope: !1255)
!1275 = !DILocation(line: 810, column: 29, scope: !1255)
!1276 = !DILocation(line: 811, column: 58, scope: !1255)
!1277 = !DILocation(line: 811, column: 31, scope: !1255)
!1278 = !DILocation(line: 811, column: 12, scope: !1255)
!1279 = !DILocation(line: 811, column: 29, scope: !1255)
!1280 = !DILocation(line: 812, column: 58, scope: !1255)
!1281 = !DILocation(line: 812, column: 31, scope: !1255)
!1282 = !DILocation(line: 812, column: 12, scope: !1255)
!1283 = !DILocation(line: 812, column: 29, scope: !1255)
!1284 = !DILocation(line: 813, column: 5, scope: !1255)
!1285 = !DILocation(line: 814, column: 17, scope: !1184)
!1286 = !DILocation(line: 815, column: 5, scope: !1184)
!1287 = !DILocation(line: 816, column: 1, scope: !1184)
!1288 = distinct !DISubprogram(name: "deflate", scope: !3, file: !3, line: 981, type: !1289, scopeLine: 981, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1291)
!1289 = !DISubroutineType(types: !1290)
!1290 = !{!58, !32, !58}
!1291 = !{!1292, !1293, !1294, !1295, !1296, !1299, !1300, !1305, !1306, !1308, !1313, !1314, !1319, !1320}
!1292 = !DILocalVariable(name: "strm", arg: 1, scope: !1288, file: !3, line: 981, type: !32)
!1293 = !DILocalVariable(name: "flush", arg: 2, scope: !1288, file: !3, line: 981, type: !58)
!1294 = !DILocalVariable(name: "old_flush", scope: !1288, file: !3, line: 982, type: !58)
!1295 = !DILocalVariable(name: "s", scope: !1288, file: !3, line: 983, type: !26)
!1296 = !DILocalVariable(name: "header", scope: !1297, file: !3, line: 1033, type: !21)
!1297 = distinct !DILexicalBlock(scope: !1298, file: !3, line: 1031, column: 34)
!1298 = distinct !DILexicalBlock(scope: !1288, file: !3, line: 1031, column: 9)
!1299 = !DILocalVariable(name: "level_flags", scope: !1297, file: !3, line: 1034, type: !21)
!1300 = !DILocalVariable(name: "beg", scope: !1301, file: !3, line: 1119, type: !64)
!1301 = distinct !DILexicalBlock(scope: !1302, file: !3, line: 1118, column: 41)
!1302 = distinct !DILexicalBlock(scope: !1303, file: !3, line: 1118, column: 13)
!1303 = distinct !DILexicalBlock(scope: !1304, file: !3, line: 1117, column: 35)
!1304 = distinct !DILexicalBlock(scope: !1288, file: !3, line: 1117, column: 9)
!1305 = !DILocalVariable(name: "left", scope: !1301, file: !3, line: 1120, type: !64)
!1306 = !DILocalVariable(name: "copy", scope: !1307, file: !3, line: 1122, type: !64)
!1307 = distinct !DILexicalBlock(scope: !1301, file: !3, line: 1121, column: 61)
!1308 = !DILocalVariable(name: "beg", scope: !1309, file: !3, line: 1146, type: !64)
!1309 = distinct !DILexicalBlock(scope: !1310, file: !3, line: 1145, column: 40)
!1310 = distinct !DILexicalBlock(scope: !1311, file: !3, line: 1145, column: 13)
!1311 = distinct !DILexicalBlock(scope: !1312, file: !3, line: 1144, column: 34)
!1312 = distinct !DILexicalBlock(scope: !1288, file: !3, line: 1144, column: 9)
!1313 = !DILocalVariable(name: "val", scope: !1309, file: !3, line: 1147, type: !58)
!1314 = !DILocalVariable(name: "beg", scope: !1315, file: !3, line: 1168, type: !64)
!1315 = distinct !DILexicalBlock(scope: !1316, file: !3, line: 1167, column: 43)
!1316 = distinct !DILexicalBlock(scope: !1317, file: !3, line: 1167, column: 13)
!1317 = distinct !DILexicalBlock(scope: !1318, file: !3, line: 1166, column: 37)
!1318 = distinct !DILexicalBlock(scope: !1288, file: !3, line: 1166, column: 9)
!1319 = !DILocalVariable(name: "val", scope: !1315, file: !3, line: 1169, type: !58)
!1320 = !DILocalVariable(name: "bstate", scope: !1321, file: !3, line: 1215, type: !231)
!1321 = distinct !DILexicalBlock(scope: !1322, file: !3, line: 1214, column: 61)
!1322 = distinct !DILexicalBlock(scope: !1288, file: !3, line: 1213, column: 9)
!1323 = !DILocation(line: 0, scope: !1288)
!1324 = !DILocation(line: 0, scope: !437, inlinedAt: !1325)
!1325 = distinct !DILocation(line: 985, column: 9, scope: !1326)
!1326 = distinct !DILexicalBlock(scope: !1288, file: !3, line: 985, column: 9)
!1327 = !DILocation(line: 540, column: 14, scope: !444, inlinedAt: !1325)
!1328 = !DILocation(line: 540, column: 24, scope: !444, inlinedAt: !1325)
!1329 = !DILocation(line: 541, column: 15, scope: !444, inlinedAt: !1325)
!1330 = !DILocation(line: 541, column: 22, scope: !444, inlinedAt: !1325)
!1331 = !DILocation(line: 541, column: 39, scope: !444, inlinedAt: !1325)
!1332 = !DILocation(line: 541, column: 48, scope: !444, inlinedAt: !1325)
!1333 = !DILocation(line: 541, column: 54, scope: !444, inlinedAt: !1325)
!1334 = !DILocation(line: 540, column: 9, scope: !437, inlinedAt: !1325)
!1335 = !DILocation(line: 543, column: 15, scope: !437, inlinedAt: !1325)
!1336 = !DILocation(line: 544, column: 11, scope: !454, inlinedAt: !1325)
!1337 = !DILocation(line: 544, column: 21, scope: !454, inlinedAt: !1325)
!1338 = !DILocation(line: 544, column: 27, scope: !454, inlinedAt: !1325)
!1339 = !DILocation(line: 544, column: 32, scope: !454, inlinedAt: !1325)
!1340 = !DILocation(line: 544, column: 40, scope: !454, inlinedAt: !1325)
!1341 = !DILocation(line: 544, column: 47, scope: !454, inlinedAt: !1325)
!1342 = !DILocation(line: 544, column: 68, scope: !454, inlinedAt: !1325)
!1343 = !DILocation(line: 985, column: 33, scope: !1326)
!1344 = !DILocation(line: 990, column: 15, scope: !1345)
!1345 = distinct !DILexicalBlock(scope: !1288, file: !3, line: 990, column: 9)
!1346 = !{!272, !273, i64 24}
!1347 = !DILocation(line: 990, column: 24, scope: !1345)
!1348 = !DILocation(line: 990, column: 34, scope: !1345)
!1349 = !DILocation(line: 991, column: 16, scope: !1345)
!1350 = !DILocation(line: 991, column: 25, scope: !1345)
!1351 = !DILocation(line: 991, column: 30, scope: !1345)
!1352 = !DILocation(line: 991, column: 39, scope: !1345)
!1353 = !DILocation(line: 991, column: 47, scope: !1345)
!1354 = !DILocation(line: 991, column: 58, scope: !1345)
!1355 = !DILocation(line: 992, column: 20, scope: !1345)
!1356 = !DILocation(line: 992, column: 36, scope: !1345)
!1357 = !DILocation(line: 993, column: 9, scope: !1358)
!1358 = distinct !DILexicalBlock(scope: !1345, file: !3, line: 992, column: 59)
!1359 = !DILocation(line: 995, column: 15, scope: !1360)
!1360 = distinct !DILexicalBlock(scope: !1288, file: !3, line: 995, column: 9)
!1361 = !{!272, !274, i64 32}
!1362 = !DILocation(line: 995, column: 25, scope: !1360)
!1363 = !DILocation(line: 995, column: 9, scope: !1288)
!1364 = !DILocation(line: 995, column: 31, scope: !1360)
!1365 = !DILocation(line: 997, column: 20, scope: !1288)
!1366 = !DILocation(line: 998, column: 19, scope: !1288)
!1367 = !DILocation(line: 1001, column: 12, scope: !1368)
!1368 = distinct !DILexicalBlock(scope: !1288, file: !3, line: 1001, column: 9)
!1369 = !DILocation(line: 1001, column: 20, scope: !1368)
!1370 = !DILocation(line: 1001, column: 9, scope: !1288)
!1371 = !DILocalVariable(name: "strm", arg: 1, scope: !1372, file: !3, line: 950, type: !32)
!1372 = distinct !DISubprogram(name: "flush_pending", scope: !3, file: !3, line: 950, type: !1373, scopeLine: 950, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1375)
!1373 = !DISubroutineType(types: !1374)
!1374 = !{null, !32}
!1375 = !{!1371, !1376, !1377}
!1376 = !DILocalVariable(name: "len", scope: !1372, file: !3, line: 951, type: !6)
!1377 = !DILocalVariable(name: "s", scope: !1372, file: !3, line: 952, type: !26)
!1378 = !DILocation(line: 0, scope: !1372, inlinedAt: !1379)
!1379 = distinct !DILocation(line: 1002, column: 9, scope: !1380)
!1380 = distinct !DILexicalBlock(scope: !1368, file: !3, line: 1001, column: 26)
!1381 = !DILocation(line: 954, column: 5, scope: !1372, inlinedAt: !1379)
!1382 = !DILocation(line: 955, column: 14, scope: !1372, inlinedAt: !1379)
!1383 = !DILocation(line: 955, column: 30, scope: !1372, inlinedAt: !1379)
!1384 = !DILocation(line: 955, column: 24, scope: !1372, inlinedAt: !1379)
!1385 = !DILocation(line: 955, column: 22, scope: !1372, inlinedAt: !1379)
!1386 = !DILocation(line: 955, column: 11, scope: !1372, inlinedAt: !1379)
!1387 = !DILocation(line: 957, column: 13, scope: !1388, inlinedAt: !1379)
!1388 = distinct !DILexicalBlock(scope: !1372, file: !3, line: 957, column: 9)
!1389 = !DILocation(line: 957, column: 9, scope: !1372, inlinedAt: !1379)
!1390 = !DILocation(line: 959, column: 19, scope: !1372, inlinedAt: !1379)
!1391 = !DILocation(line: 959, column: 32, scope: !1372, inlinedAt: !1379)
!1392 = !DILocation(line: 959, column: 45, scope: !1372, inlinedAt: !1379)
!1393 = !DILocation(line: 959, column: 5, scope: !1372, inlinedAt: !1379)
!1394 = !DILocation(line: 960, column: 21, scope: !1372, inlinedAt: !1379)
!1395 = !DILocation(line: 961, column: 21, scope: !1372, inlinedAt: !1379)
!1396 = !DILocation(line: 962, column: 11, scope: !1372, inlinedAt: !1379)
!1397 = !DILocation(line: 962, column: 21, scope: !1372, inlinedAt: !1379)
!1398 = !{!272, !275, i64 40}
!1399 = !DILocation(line: 963, column: 21, scope: !1372, inlinedAt: !1379)
!1400 = !DILocation(line: 964, column: 21, scope: !1372, inlinedAt: !1379)
!1401 = !DILocation(line: 965, column: 20, scope: !1402, inlinedAt: !1379)
!1402 = distinct !DILexicalBlock(scope: !1372, file: !3, line: 965, column: 9)
!1403 = !DILocation(line: 965, column: 9, scope: !1372, inlinedAt: !1379)
!1404 = !DILocation(line: 966, column: 29, scope: !1405, inlinedAt: !1379)
!1405 = distinct !DILexicalBlock(scope: !1402, file: !3, line: 965, column: 26)
!1406 = !DILocation(line: 966, column: 24, scope: !1405, inlinedAt: !1379)
!1407 = !DILocation(line: 967, column: 5, scope: !1405, inlinedAt: !1379)
!1408 = !DILocation(line: 1003, column: 19, scope: !1409)
!1409 = distinct !DILexicalBlock(scope: !1380, file: !3, line: 1003, column: 13)
!1410 = !DILocation(line: 1003, column: 29, scope: !1409)
!1411 = !DILocation(line: 1003, column: 13, scope: !1380)
!1412 = !DILocation(line: 1024, column: 12, scope: !1413)
!1413 = distinct !DILexicalBlock(scope: !1288, file: !3, line: 1024, column: 9)
!1414 = !DILocation(line: 1010, column: 27, scope: !1415)
!1415 = distinct !DILexicalBlock(scope: !1409, file: !3, line: 1003, column: 35)
!1416 = !DILocation(line: 1011, column: 13, scope: !1415)
!1417 = !DILocation(line: 1018, column: 36, scope: !1418)
!1418 = distinct !DILexicalBlock(scope: !1368, file: !3, line: 1018, column: 16)
!1419 = !DILocation(line: 1018, column: 39, scope: !1418)
!1420 = !DILocation(line: 1018, column: 54, scope: !1418)
!1421 = !DILocation(line: 1018, column: 51, scope: !1418)
!1422 = !DILocation(line: 1018, column: 70, scope: !1418)
!1423 = !DILocation(line: 1020, column: 9, scope: !1424)
!1424 = distinct !DILexicalBlock(scope: !1418, file: !3, line: 1019, column: 35)
!1425 = !DILocation(line: 1024, column: 35, scope: !1413)
!1426 = !DILocation(line: 1024, column: 44, scope: !1413)
!1427 = !DILocation(line: 1024, column: 53, scope: !1413)
!1428 = !DILocation(line: 1024, column: 9, scope: !1288)
!1429 = !DILocation(line: 1025, column: 9, scope: !1430)
!1430 = distinct !DILexicalBlock(scope: !1413, file: !3, line: 1024, column: 59)
!1431 = !DILocation(line: 1029, column: 39, scope: !1432)
!1432 = distinct !DILexicalBlock(scope: !1288, file: !3, line: 1029, column: 9)
!1433 = !DILocation(line: 1029, column: 44, scope: !1432)
!1434 = !DILocation(line: 1029, column: 9, scope: !1288)
!1435 = !DILocation(line: 1030, column: 19, scope: !1432)
!1436 = !DILocation(line: 1187, column: 9, scope: !1288)
!1437 = !DILocation(line: 1033, column: 42, scope: !1297)
!1438 = !DILocation(line: 1033, column: 54, scope: !1297)
!1439 = !DILocation(line: 1033, column: 61, scope: !1297)
!1440 = !DILocation(line: 0, scope: !1297)
!1441 = !DILocation(line: 1036, column: 16, scope: !1442)
!1442 = distinct !DILexicalBlock(scope: !1297, file: !3, line: 1036, column: 13)
!1443 = !DILocation(line: 1036, column: 25, scope: !1442)
!1444 = !DILocation(line: 1036, column: 43, scope: !1442)
!1445 = !DILocation(line: 1036, column: 49, scope: !1442)
!1446 = !DILocation(line: 1036, column: 55, scope: !1442)
!1447 = !DILocation(line: 1036, column: 13, scope: !1297)
!1448 = !DILocation(line: 1038, column: 27, scope: !1449)
!1449 = distinct !DILexicalBlock(scope: !1442, file: !3, line: 1038, column: 18)
!1450 = !DILocation(line: 1038, column: 18, scope: !1442)
!1451 = !DILocation(line: 1040, column: 27, scope: !1452)
!1452 = distinct !DILexicalBlock(scope: !1449, file: !3, line: 1040, column: 18)
!1453 = !DILocation(line: 0, scope: !1442)
!1454 = !DILocation(line: 1044, column: 16, scope: !1297)
!1455 = !DILocation(line: 1045, column: 16, scope: !1456)
!1456 = distinct !DILexicalBlock(scope: !1297, file: !3, line: 1045, column: 13)
!1457 = !DILocation(line: 1045, column: 25, scope: !1456)
!1458 = !DILocation(line: 1045, column: 13, scope: !1297)
!1459 = !DILocation(line: 1046, column: 32, scope: !1297)
!1460 = !DILocation(line: 1046, column: 16, scope: !1297)
!1461 = !DILocalVariable(name: "s", arg: 1, scope: !1462, file: !3, line: 939, type: !26)
!1462 = distinct !DISubprogram(name: "putShortMSB", scope: !3, file: !3, line: 939, type: !1463, scopeLine: 939, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1465)
!1463 = !DISubroutineType(types: !1464)
!1464 = !{null, !26, !21}
!1465 = !{!1461, !1466}
!1466 = !DILocalVariable(name: "b", arg: 2, scope: !1462, file: !3, line: 939, type: !21)
!1467 = !DILocation(line: 0, scope: !1462, inlinedAt: !1468)
!1468 = distinct !DILocation(line: 1048, column: 9, scope: !1297)
!1469 = !DILocation(line: 940, column: 5, scope: !1470, inlinedAt: !1468)
!1470 = distinct !DILexicalBlock(scope: !1462, file: !3, line: 940, column: 5)
!1471 = !DILocation(line: 941, column: 5, scope: !1472, inlinedAt: !1468)
!1472 = distinct !DILexicalBlock(scope: !1462, file: !3, line: 941, column: 5)
!1473 = !DILocation(line: 1051, column: 16, scope: !1474)
!1474 = distinct !DILexicalBlock(scope: !1297, file: !3, line: 1051, column: 13)
!1475 = !DILocation(line: 1051, column: 25, scope: !1474)
!1476 = !DILocation(line: 1051, column: 13, scope: !1297)
!1477 = !DILocation(line: 1052, column: 41, scope: !1478)
!1478 = distinct !DILexicalBlock(scope: !1474, file: !3, line: 1051, column: 31)
!1479 = !DILocation(line: 1052, column: 47, scope: !1478)
!1480 = !DILocation(line: 0, scope: !1462, inlinedAt: !1481)
!1481 = distinct !DILocation(line: 1052, column: 13, scope: !1478)
!1482 = !DILocation(line: 940, column: 5, scope: !1470, inlinedAt: !1481)
!1483 = !DILocation(line: 941, column: 5, scope: !1472, inlinedAt: !1481)
!1484 = !DILocation(line: 1053, column: 41, scope: !1478)
!1485 = !DILocation(line: 1053, column: 28, scope: !1478)
!1486 = !DILocation(line: 0, scope: !1462, inlinedAt: !1487)
!1487 = distinct !DILocation(line: 1053, column: 13, scope: !1478)
!1488 = !DILocation(line: 940, column: 5, scope: !1470, inlinedAt: !1487)
!1489 = !DILocation(line: 941, column: 5, scope: !1472, inlinedAt: !1487)
!1490 = !DILocation(line: 1054, column: 9, scope: !1478)
!1491 = !DILocation(line: 1055, column: 23, scope: !1297)
!1492 = !DILocation(line: 1055, column: 15, scope: !1297)
!1493 = !DILocation(line: 1055, column: 21, scope: !1297)
!1494 = !DILocation(line: 1056, column: 19, scope: !1297)
!1495 = !DILocation(line: 1059, column: 9, scope: !1297)
!1496 = !DILocation(line: 1060, column: 16, scope: !1497)
!1497 = distinct !DILexicalBlock(scope: !1297, file: !3, line: 1060, column: 13)
!1498 = !DILocation(line: 1060, column: 24, scope: !1497)
!1499 = !DILocation(line: 1060, column: 13, scope: !1297)
!1500 = !DILocation(line: 1066, column: 12, scope: !1501)
!1501 = distinct !DILexicalBlock(scope: !1288, file: !3, line: 1066, column: 9)
!1502 = !DILocation(line: 1061, column: 27, scope: !1503)
!1503 = distinct !DILexicalBlock(scope: !1497, file: !3, line: 1060, column: 30)
!1504 = !DILocation(line: 1066, column: 19, scope: !1501)
!1505 = !DILocation(line: 1066, column: 9, scope: !1288)
!1506 = !DILocation(line: 1068, column: 23, scope: !1507)
!1507 = distinct !DILexicalBlock(scope: !1501, file: !3, line: 1066, column: 34)
!1508 = !DILocation(line: 1068, column: 15, scope: !1507)
!1509 = !DILocation(line: 1068, column: 21, scope: !1507)
!1510 = !DILocation(line: 1069, column: 9, scope: !1511)
!1511 = distinct !DILexicalBlock(scope: !1507, file: !3, line: 1069, column: 9)
!1512 = !DILocation(line: 1070, column: 9, scope: !1513)
!1513 = distinct !DILexicalBlock(scope: !1507, file: !3, line: 1070, column: 9)
!1514 = !DILocation(line: 1071, column: 9, scope: !1515)
!1515 = distinct !DILexicalBlock(scope: !1507, file: !3, line: 1071, column: 9)
!1516 = !DILocation(line: 1072, column: 16, scope: !1517)
!1517 = distinct !DILexicalBlock(scope: !1507, file: !3, line: 1072, column: 13)
!1518 = !DILocation(line: 1072, column: 23, scope: !1517)
!1519 = !DILocation(line: 1072, column: 13, scope: !1507)
!1520 = !DILocation(line: 1073, column: 13, scope: !1521)
!1521 = distinct !DILexicalBlock(scope: !1522, file: !3, line: 1073, column: 13)
!1522 = distinct !DILexicalBlock(scope: !1517, file: !3, line: 1072, column: 34)
!1523 = !DILocation(line: 1074, column: 13, scope: !1524)
!1524 = distinct !DILexicalBlock(scope: !1522, file: !3, line: 1074, column: 13)
!1525 = !DILocation(line: 1075, column: 13, scope: !1526)
!1526 = distinct !DILexicalBlock(scope: !1522, file: !3, line: 1075, column: 13)
!1527 = !DILocation(line: 1076, column: 13, scope: !1528)
!1528 = distinct !DILexicalBlock(scope: !1522, file: !3, line: 1076, column: 13)
!1529 = !DILocation(line: 1077, column: 13, scope: !1530)
!1530 = distinct !DILexicalBlock(scope: !1522, file: !3, line: 1077, column: 13)
!1531 = !DILocation(line: 1078, column: 13, scope: !1532)
!1532 = distinct !DILexicalBlock(scope: !1522, file: !3, line: 1078, column: 13)
!1533 = !DILocation(line: 1081, column: 13, scope: !1534)
!1534 = distinct !DILexicalBlock(scope: !1522, file: !3, line: 1081, column: 13)
!1535 = !DILocation(line: 1082, column: 23, scope: !1522)
!1536 = !DILocation(line: 1085, column: 13, scope: !1522)
!1537 = !DILocation(line: 1086, column: 20, scope: !1538)
!1538 = distinct !DILexicalBlock(scope: !1522, file: !3, line: 1086, column: 17)
!1539 = !DILocation(line: 1086, column: 28, scope: !1538)
!1540 = !DILocation(line: 1086, column: 17, scope: !1522)
!1541 = !DILocation(line: 1087, column: 31, scope: !1542)
!1542 = distinct !DILexicalBlock(scope: !1538, file: !3, line: 1086, column: 34)
!1543 = !DILocation(line: 1088, column: 17, scope: !1542)
!1544 = !DILocation(line: 1092, column: 13, scope: !1545)
!1545 = distinct !DILexicalBlock(scope: !1546, file: !3, line: 1092, column: 13)
!1546 = distinct !DILexicalBlock(scope: !1517, file: !3, line: 1091, column: 14)
!1547 = !{!1548, !274, i64 0}
!1548 = !{!"gz_header_s", !274, i64 0, !275, i64 8, !274, i64 16, !274, i64 20, !273, i64 24, !274, i64 32, !274, i64 36, !273, i64 40, !274, i64 48, !273, i64 56, !274, i64 64, !274, i64 68, !274, i64 72}
!1549 = !{!1548, !274, i64 68}
!1550 = !{!1548, !273, i64 24}
!1551 = !{!1548, !273, i64 40}
!1552 = !{!1548, !273, i64 56}
!1553 = !DILocation(line: 1098, column: 13, scope: !1554)
!1554 = distinct !DILexicalBlock(scope: !1546, file: !3, line: 1098, column: 13)
!1555 = !{!1548, !275, i64 8}
!1556 = !DILocation(line: 1099, column: 13, scope: !1557)
!1557 = distinct !DILexicalBlock(scope: !1546, file: !3, line: 1099, column: 13)
!1558 = !DILocation(line: 1100, column: 13, scope: !1559)
!1559 = distinct !DILexicalBlock(scope: !1546, file: !3, line: 1100, column: 13)
!1560 = !DILocation(line: 1101, column: 13, scope: !1561)
!1561 = distinct !DILexicalBlock(scope: !1546, file: !3, line: 1101, column: 13)
!1562 = !DILocation(line: 1102, column: 13, scope: !1563)
!1563 = distinct !DILexicalBlock(scope: !1546, file: !3, line: 1102, column: 13)
!1564 = !DILocation(line: 1105, column: 13, scope: !1565)
!1565 = distinct !DILexicalBlock(scope: !1546, file: !3, line: 1105, column: 13)
!1566 = !{!1548, !274, i64 20}
!1567 = !DILocation(line: 1106, column: 20, scope: !1568)
!1568 = distinct !DILexicalBlock(scope: !1546, file: !3, line: 1106, column: 17)
!1569 = !DILocation(line: 1106, column: 28, scope: !1568)
!1570 = !DILocation(line: 1106, column: 34, scope: !1568)
!1571 = !DILocation(line: 1106, column: 17, scope: !1546)
!1572 = !DILocation(line: 1107, column: 17, scope: !1573)
!1573 = distinct !DILexicalBlock(scope: !1574, file: !3, line: 1107, column: 17)
!1574 = distinct !DILexicalBlock(scope: !1568, file: !3, line: 1106, column: 45)
!1575 = !{!1548, !274, i64 32}
!1576 = !DILocation(line: 1108, column: 17, scope: !1577)
!1577 = distinct !DILexicalBlock(scope: !1574, file: !3, line: 1108, column: 17)
!1578 = !DILocation(line: 1110, column: 20, scope: !1579)
!1579 = distinct !DILexicalBlock(scope: !1546, file: !3, line: 1110, column: 17)
!1580 = !DILocation(line: 1109, column: 13, scope: !1574)
!1581 = !DILocation(line: 1110, column: 28, scope: !1579)
!1582 = !DILocation(line: 1110, column: 17, scope: !1579)
!1583 = !DILocation(line: 1110, column: 17, scope: !1546)
!1584 = !DILocation(line: 1111, column: 45, scope: !1579)
!1585 = !DILocation(line: 1111, column: 55, scope: !1579)
!1586 = !DILocation(line: 1112, column: 42, scope: !1579)
!1587 = !DILocation(line: 1111, column: 31, scope: !1579)
!1588 = !DILocation(line: 1111, column: 29, scope: !1579)
!1589 = !DILocation(line: 1111, column: 17, scope: !1579)
!1590 = !DILocation(line: 1113, column: 16, scope: !1546)
!1591 = !DILocation(line: 1113, column: 24, scope: !1546)
!1592 = !{!327, !275, i64 64}
!1593 = !DILocation(line: 1114, column: 23, scope: !1546)
!1594 = !DILocation(line: 1117, column: 9, scope: !1288)
!1595 = !DILocation(line: 1117, column: 12, scope: !1304)
!1596 = !DILocation(line: 1118, column: 16, scope: !1302)
!1597 = !DILocation(line: 1118, column: 24, scope: !1302)
!1598 = !DILocation(line: 1118, column: 30, scope: !1302)
!1599 = !DILocation(line: 1118, column: 13, scope: !1303)
!1600 = !DILocation(line: 1119, column: 26, scope: !1301)
!1601 = !DILocation(line: 0, scope: !1301)
!1602 = !DILocation(line: 1120, column: 36, scope: !1301)
!1603 = !DILocation(line: 1120, column: 46, scope: !1301)
!1604 = !DILocation(line: 1120, column: 24, scope: !1301)
!1605 = !DILocation(line: 1120, column: 61, scope: !1301)
!1606 = !DILocation(line: 1120, column: 56, scope: !1301)
!1607 = !DILocation(line: 1121, column: 31, scope: !1301)
!1608 = !DILocation(line: 1121, column: 43, scope: !1301)
!1609 = !DILocation(line: 1121, column: 38, scope: !1301)
!1610 = !DILocation(line: 1121, column: 13, scope: !1301)
!1611 = !DILocation(line: 1122, column: 48, scope: !1307)
!1612 = !DILocation(line: 0, scope: !1307)
!1613 = !DILocation(line: 1123, column: 28, scope: !1307)
!1614 = !DILocation(line: 1123, column: 40, scope: !1307)
!1615 = !DILocation(line: 1124, column: 42, scope: !1307)
!1616 = !DILocation(line: 1123, column: 17, scope: !1307)
!1617 = !DILocation(line: 1125, column: 33, scope: !1307)
!1618 = !DILocation(line: 1125, column: 28, scope: !1307)
!1619 = !DILocation(line: 1126, column: 17, scope: !1620)
!1620 = distinct !DILexicalBlock(scope: !1621, file: !3, line: 1126, column: 17)
!1621 = distinct !DILexicalBlock(scope: !1307, file: !3, line: 1126, column: 17)
!1622 = !DILocation(line: 1127, column: 28, scope: !1307)
!1623 = !DILocation(line: 0, scope: !1372, inlinedAt: !1624)
!1624 = distinct !DILocation(line: 1128, column: 17, scope: !1307)
!1625 = !DILocation(line: 952, column: 30, scope: !1372, inlinedAt: !1624)
!1626 = !DILocation(line: 954, column: 5, scope: !1372, inlinedAt: !1624)
!1627 = !DILocation(line: 955, column: 14, scope: !1372, inlinedAt: !1624)
!1628 = !DILocation(line: 955, column: 30, scope: !1372, inlinedAt: !1624)
!1629 = !DILocation(line: 955, column: 24, scope: !1372, inlinedAt: !1624)
!1630 = !DILocation(line: 955, column: 22, scope: !1372, inlinedAt: !1624)
!1631 = !DILocation(line: 955, column: 11, scope: !1372, inlinedAt: !1624)
!1632 = !DILocation(line: 957, column: 13, scope: !1388, inlinedAt: !1624)
!1633 = !DILocation(line: 957, column: 9, scope: !1372, inlinedAt: !1624)
!1634 = !DILocation(line: 959, column: 19, scope: !1372, inlinedAt: !1624)
!1635 = !DILocation(line: 959, column: 32, scope: !1372, inlinedAt: !1624)
!1636 = !DILocation(line: 959, column: 45, scope: !1372, inlinedAt: !1624)
!1637 = !DILocation(line: 959, column: 5, scope: !1372, inlinedAt: !1624)
!1638 = !DILocation(line: 960, column: 21, scope: !1372, inlinedAt: !1624)
!1639 = !DILocation(line: 961, column: 21, scope: !1372, inlinedAt: !1624)
!1640 = !DILocation(line: 962, column: 21, scope: !1372, inlinedAt: !1624)
!1641 = !DILocation(line: 963, column: 21, scope: !1372, inlinedAt: !1624)
!1642 = !DILocation(line: 964, column: 21, scope: !1372, inlinedAt: !1624)
!1643 = !DILocation(line: 965, column: 20, scope: !1402, inlinedAt: !1624)
!1644 = !DILocation(line: 965, column: 9, scope: !1372, inlinedAt: !1624)
!1645 = !DILocation(line: 966, column: 29, scope: !1405, inlinedAt: !1624)
!1646 = !DILocation(line: 966, column: 24, scope: !1405, inlinedAt: !1624)
!1647 = !DILocation(line: 967, column: 5, scope: !1405, inlinedAt: !1624)
!1648 = !DILocation(line: 1129, column: 24, scope: !1649)
!1649 = distinct !DILexicalBlock(scope: !1307, file: !3, line: 1129, column: 21)
!1650 = !DILocation(line: 1129, column: 32, scope: !1649)
!1651 = !DILocation(line: 1129, column: 21, scope: !1307)
!1652 = !DILocation(line: 1134, column: 22, scope: !1307)
!1653 = !DILocation(line: 1124, column: 28, scope: !1307)
!1654 = !DILocation(line: 1124, column: 36, scope: !1307)
!1655 = !DILocation(line: 1124, column: 47, scope: !1307)
!1656 = !DILocation(line: 1130, column: 35, scope: !1657)
!1657 = distinct !DILexicalBlock(scope: !1649, file: !3, line: 1129, column: 38)
!1658 = distinct !{!1658, !1610, !1659, !663, !1660}
!1659 = !DILocation(line: 1135, column: 13, scope: !1301)
!1660 = !{!"llvm.loop.peeled.count", i32 1}
!1661 = !DILocation(line: 1137, column: 24, scope: !1301)
!1662 = !DILocation(line: 1137, column: 32, scope: !1301)
!1663 = !DILocation(line: 1137, column: 43, scope: !1301)
!1664 = !DILocation(line: 1136, column: 24, scope: !1301)
!1665 = !DILocation(line: 1119, column: 17, scope: !1301)
!1666 = !DILocation(line: 1120, column: 17, scope: !1301)
!1667 = !DILocation(line: 1136, column: 36, scope: !1301)
!1668 = !DILocation(line: 1137, column: 38, scope: !1301)
!1669 = !DILocation(line: 1136, column: 13, scope: !1301)
!1670 = !DILocation(line: 1138, column: 24, scope: !1301)
!1671 = !DILocation(line: 1139, column: 13, scope: !1672)
!1672 = distinct !DILexicalBlock(scope: !1673, file: !3, line: 1139, column: 13)
!1673 = distinct !DILexicalBlock(scope: !1301, file: !3, line: 1139, column: 13)
!1674 = !DILocation(line: 1140, column: 24, scope: !1301)
!1675 = !DILocation(line: 1142, column: 19, scope: !1303)
!1676 = !DILocation(line: 1144, column: 9, scope: !1288)
!1677 = !DILocation(line: 1145, column: 16, scope: !1310)
!1678 = !DILocation(line: 1145, column: 24, scope: !1310)
!1679 = !DILocation(line: 1145, column: 29, scope: !1310)
!1680 = !DILocation(line: 1145, column: 13, scope: !1311)
!1681 = !DILocation(line: 1146, column: 26, scope: !1309)
!1682 = !DILocation(line: 0, scope: !1309)
!1683 = !DILocation(line: 1148, column: 13, scope: !1309)
!1684 = !DILocation(line: 1149, column: 24, scope: !1685)
!1685 = distinct !DILexicalBlock(scope: !1686, file: !3, line: 1149, column: 21)
!1686 = distinct !DILexicalBlock(scope: !1309, file: !3, line: 1148, column: 16)
!1687 = !DILocation(line: 1149, column: 38, scope: !1685)
!1688 = !DILocation(line: 1149, column: 32, scope: !1685)
!1689 = !DILocation(line: 1158, column: 26, scope: !1686)
!1690 = !DILocation(line: 1149, column: 21, scope: !1686)
!1691 = !DILocation(line: 1150, column: 21, scope: !1692)
!1692 = distinct !DILexicalBlock(scope: !1693, file: !3, line: 1150, column: 21)
!1693 = distinct !DILexicalBlock(scope: !1694, file: !3, line: 1150, column: 21)
!1694 = distinct !DILexicalBlock(scope: !1685, file: !3, line: 1149, column: 56)
!1695 = !DILocation(line: 0, scope: !1372, inlinedAt: !1696)
!1696 = distinct !DILocation(line: 1151, column: 21, scope: !1694)
!1697 = !DILocation(line: 952, column: 30, scope: !1372, inlinedAt: !1696)
!1698 = !DILocation(line: 954, column: 5, scope: !1372, inlinedAt: !1696)
!1699 = !DILocation(line: 955, column: 14, scope: !1372, inlinedAt: !1696)
!1700 = !DILocation(line: 955, column: 30, scope: !1372, inlinedAt: !1696)
!1701 = !DILocation(line: 955, column: 24, scope: !1372, inlinedAt: !1696)
!1702 = !DILocation(line: 955, column: 22, scope: !1372, inlinedAt: !1696)
!1703 = !DILocation(line: 955, column: 11, scope: !1372, inlinedAt: !1696)
!1704 = !DILocation(line: 957, column: 13, scope: !1388, inlinedAt: !1696)
!1705 = !DILocation(line: 957, column: 9, scope: !1372, inlinedAt: !1696)
!1706 = !DILocation(line: 959, column: 19, scope: !1372, inlinedAt: !1696)
!1707 = !DILocation(line: 959, column: 32, scope: !1372, inlinedAt: !1696)
!1708 = !DILocation(line: 959, column: 45, scope: !1372, inlinedAt: !1696)
!1709 = !DILocation(line: 959, column: 5, scope: !1372, inlinedAt: !1696)
!1710 = !DILocation(line: 960, column: 21, scope: !1372, inlinedAt: !1696)
!1711 = !DILocation(line: 961, column: 21, scope: !1372, inlinedAt: !1696)
!1712 = !DILocation(line: 962, column: 21, scope: !1372, inlinedAt: !1696)
!1713 = !DILocation(line: 963, column: 21, scope: !1372, inlinedAt: !1696)
!1714 = !DILocation(line: 964, column: 21, scope: !1372, inlinedAt: !1696)
!1715 = !DILocation(line: 965, column: 20, scope: !1402, inlinedAt: !1696)
!1716 = !DILocation(line: 965, column: 9, scope: !1372, inlinedAt: !1696)
!1717 = !DILocation(line: 966, column: 29, scope: !1405, inlinedAt: !1696)
!1718 = !DILocation(line: 966, column: 24, scope: !1405, inlinedAt: !1696)
!1719 = !DILocation(line: 967, column: 5, scope: !1405, inlinedAt: !1696)
!1720 = !DILocation(line: 1152, column: 28, scope: !1721)
!1721 = distinct !DILexicalBlock(scope: !1694, file: !3, line: 1152, column: 25)
!1722 = !DILocation(line: 1152, column: 36, scope: !1721)
!1723 = !DILocation(line: 1152, column: 25, scope: !1694)
!1724 = !DILocation(line: 1153, column: 39, scope: !1725)
!1725 = distinct !DILexicalBlock(scope: !1721, file: !3, line: 1152, column: 42)
!1726 = !DILocation(line: 1159, column: 17, scope: !1727)
!1727 = distinct !DILexicalBlock(scope: !1686, file: !3, line: 1159, column: 17)
!1728 = !DILocation(line: 1158, column: 34, scope: !1686)
!1729 = !DILocation(line: 1158, column: 49, scope: !1686)
!1730 = !DILocation(line: 1158, column: 23, scope: !1686)
!1731 = !DILocation(line: 1160, column: 26, scope: !1309)
!1732 = !DILocation(line: 1160, column: 13, scope: !1686)
!1733 = distinct !{!1733, !1683, !1734, !663}
!1734 = !DILocation(line: 1160, column: 30, scope: !1309)
!1735 = !DILocation(line: 1161, column: 13, scope: !1736)
!1736 = distinct !DILexicalBlock(scope: !1737, file: !3, line: 1161, column: 13)
!1737 = distinct !DILexicalBlock(scope: !1309, file: !3, line: 1161, column: 13)
!1738 = !DILocation(line: 1161, column: 13, scope: !1737)
!1739 = !DILocation(line: 1162, column: 24, scope: !1309)
!1740 = !DILocation(line: 1164, column: 19, scope: !1311)
!1741 = !DILocation(line: 1166, column: 9, scope: !1288)
!1742 = !DILocation(line: 1167, column: 16, scope: !1316)
!1743 = !DILocation(line: 1167, column: 24, scope: !1316)
!1744 = !DILocation(line: 1167, column: 32, scope: !1316)
!1745 = !DILocation(line: 1167, column: 13, scope: !1317)
!1746 = !DILocation(line: 1168, column: 26, scope: !1315)
!1747 = !DILocation(line: 0, scope: !1315)
!1748 = !DILocation(line: 1170, column: 13, scope: !1315)
!1749 = !DILocation(line: 1171, column: 24, scope: !1750)
!1750 = distinct !DILexicalBlock(scope: !1751, file: !3, line: 1171, column: 21)
!1751 = distinct !DILexicalBlock(scope: !1315, file: !3, line: 1170, column: 16)
!1752 = !DILocation(line: 1171, column: 38, scope: !1750)
!1753 = !DILocation(line: 1171, column: 32, scope: !1750)
!1754 = !DILocation(line: 1180, column: 26, scope: !1751)
!1755 = !DILocation(line: 1171, column: 21, scope: !1751)
!1756 = !DILocation(line: 1172, column: 21, scope: !1757)
!1757 = distinct !DILexicalBlock(scope: !1758, file: !3, line: 1172, column: 21)
!1758 = distinct !DILexicalBlock(scope: !1759, file: !3, line: 1172, column: 21)
!1759 = distinct !DILexicalBlock(scope: !1750, file: !3, line: 1171, column: 56)
!1760 = !DILocation(line: 0, scope: !1372, inlinedAt: !1761)
!1761 = distinct !DILocation(line: 1173, column: 21, scope: !1759)
!1762 = !DILocation(line: 952, column: 30, scope: !1372, inlinedAt: !1761)
!1763 = !DILocation(line: 954, column: 5, scope: !1372, inlinedAt: !1761)
!1764 = !DILocation(line: 955, column: 14, scope: !1372, inlinedAt: !1761)
!1765 = !DILocation(line: 955, column: 30, scope: !1372, inlinedAt: !1761)
!1766 = !DILocation(line: 955, column: 24, scope: !1372, inlinedAt: !1761)
!1767 = !DILocation(line: 955, column: 22, scope: !1372, inlinedAt: !1761)
!1768 = !DILocation(line: 955, column: 11, scope: !1372, inlinedAt: !1761)
!1769 = !DILocation(line: 957, column: 13, scope: !1388, inlinedAt: !1761)
!1770 = !DILocation(line: 957, column: 9, scope: !1372, inlinedAt: !1761)
!1771 = !DILocation(line: 959, column: 19, scope: !1372, inlinedAt: !1761)
!1772 = !DILocation(line: 959, column: 32, scope: !1372, inlinedAt: !1761)
!1773 = !DILocation(line: 959, column: 45, scope: !1372, inlinedAt: !1761)
!1774 = !DILocation(line: 959, column: 5, scope: !1372, inlinedAt: !1761)
!1775 = !DILocation(line: 960, column: 21, scope: !1372, inlinedAt: !1761)
!1776 = !DILocation(line: 961, column: 21, scope: !1372, inlinedAt: !1761)
!1777 = !DILocation(line: 962, column: 21, scope: !1372, inlinedAt: !1761)
!1778 = !DILocation(line: 963, column: 21, scope: !1372, inlinedAt: !1761)
!1779 = !DILocation(line: 964, column: 21, scope: !1372, inlinedAt: !1761)
!1780 = !DILocation(line: 965, column: 20, scope: !1402, inlinedAt: !1761)
!1781 = !DILocation(line: 965, column: 9, scope: !1372, inlinedAt: !1761)
!1782 = !DILocation(line: 966, column: 29, scope: !1405, inlinedAt: !1761)
!1783 = !DILocation(line: 966, column: 24, scope: !1405, inlinedAt: !1761)
!1784 = !DILocation(line: 967, column: 5, scope: !1405, inlinedAt: !1761)
!1785 = !DILocation(line: 1174, column: 28, scope: !1786)
!1786 = distinct !DILexicalBlock(scope: !1759, file: !3, line: 1174, column: 25)
!1787 = !DILocation(line: 1174, column: 36, scope: !1786)
!1788 = !DILocation(line: 1174, column: 25, scope: !1759)
!1789 = !DILocation(line: 1175, column: 39, scope: !1790)
!1790 = distinct !DILexicalBlock(scope: !1786, file: !3, line: 1174, column: 42)
!1791 = !DILocation(line: 1181, column: 17, scope: !1792)
!1792 = distinct !DILexicalBlock(scope: !1751, file: !3, line: 1181, column: 17)
!1793 = !DILocation(line: 1180, column: 34, scope: !1751)
!1794 = !DILocation(line: 1180, column: 52, scope: !1751)
!1795 = !DILocation(line: 1180, column: 23, scope: !1751)
!1796 = !DILocation(line: 1182, column: 26, scope: !1315)
!1797 = !DILocation(line: 1182, column: 13, scope: !1751)
!1798 = distinct !{!1798, !1748, !1799, !663}
!1799 = !DILocation(line: 1182, column: 30, scope: !1315)
!1800 = !DILocation(line: 1183, column: 13, scope: !1801)
!1801 = distinct !DILexicalBlock(scope: !1802, file: !3, line: 1183, column: 13)
!1802 = distinct !DILexicalBlock(scope: !1315, file: !3, line: 1183, column: 13)
!1803 = !DILocation(line: 1183, column: 13, scope: !1802)
!1804 = !DILocation(line: 1185, column: 19, scope: !1317)
!1805 = !DILocation(line: 1188, column: 16, scope: !1806)
!1806 = distinct !DILexicalBlock(scope: !1807, file: !3, line: 1188, column: 13)
!1807 = distinct !DILexicalBlock(scope: !1808, file: !3, line: 1187, column: 34)
!1808 = distinct !DILexicalBlock(scope: !1288, file: !3, line: 1187, column: 9)
!1809 = !DILocation(line: 1188, column: 24, scope: !1806)
!1810 = !DILocation(line: 1188, column: 13, scope: !1806)
!1811 = !DILocation(line: 1188, column: 13, scope: !1807)
!1812 = !DILocation(line: 1189, column: 20, scope: !1813)
!1813 = distinct !DILexicalBlock(scope: !1814, file: !3, line: 1189, column: 17)
!1814 = distinct !DILexicalBlock(scope: !1806, file: !3, line: 1188, column: 30)
!1815 = !DILocation(line: 1189, column: 28, scope: !1813)
!1816 = !DILocation(line: 1189, column: 37, scope: !1813)
!1817 = !DILocation(line: 1189, column: 32, scope: !1813)
!1818 = !DILocation(line: 1189, column: 17, scope: !1814)
!1819 = !DILocation(line: 1190, column: 17, scope: !1820)
!1820 = distinct !DILexicalBlock(scope: !1813, file: !3, line: 1189, column: 55)
!1821 = !DILocation(line: 1191, column: 24, scope: !1822)
!1822 = distinct !DILexicalBlock(scope: !1820, file: !3, line: 1191, column: 21)
!1823 = !DILocation(line: 1191, column: 32, scope: !1822)
!1824 = !DILocation(line: 1191, column: 21, scope: !1820)
!1825 = !DILocation(line: 1192, column: 35, scope: !1826)
!1826 = distinct !DILexicalBlock(scope: !1822, file: !3, line: 1191, column: 38)
!1827 = !DILocation(line: 1193, column: 21, scope: !1826)
!1828 = !DILocation(line: 1196, column: 13, scope: !1829)
!1829 = distinct !DILexicalBlock(scope: !1814, file: !3, line: 1196, column: 13)
!1830 = !DILocation(line: 1197, column: 13, scope: !1831)
!1831 = distinct !DILexicalBlock(scope: !1814, file: !3, line: 1197, column: 13)
!1832 = !DILocation(line: 1198, column: 27, scope: !1814)
!1833 = !DILocation(line: 1198, column: 25, scope: !1814)
!1834 = !DILocation(line: 1199, column: 9, scope: !1814)
!1835 = !DILocation(line: 1200, column: 19, scope: !1807)
!1836 = !DILocation(line: 1203, column: 9, scope: !1807)
!1837 = !DILocation(line: 1204, column: 16, scope: !1838)
!1838 = distinct !DILexicalBlock(scope: !1807, file: !3, line: 1204, column: 13)
!1839 = !DILocation(line: 1204, column: 24, scope: !1838)
!1840 = !DILocation(line: 1204, column: 13, scope: !1807)
!1841 = !DILocation(line: 1205, column: 27, scope: !1842)
!1842 = distinct !DILexicalBlock(scope: !1838, file: !3, line: 1204, column: 30)
!1843 = !DILocation(line: 1206, column: 13, scope: !1842)
!1844 = !DILocation(line: 1213, column: 15, scope: !1322)
!1845 = !DILocation(line: 1213, column: 24, scope: !1322)
!1846 = !DILocation(line: 1213, column: 29, scope: !1322)
!1847 = !DILocation(line: 1213, column: 35, scope: !1322)
!1848 = !DILocation(line: 1213, column: 45, scope: !1322)
!1849 = !DILocation(line: 1213, column: 50, scope: !1322)
!1850 = !DILocation(line: 1214, column: 16, scope: !1322)
!1851 = !DILocation(line: 1214, column: 30, scope: !1322)
!1852 = !DILocation(line: 1214, column: 36, scope: !1322)
!1853 = !DILocation(line: 1214, column: 43, scope: !1322)
!1854 = !DILocation(line: 1213, column: 9, scope: !1288)
!1855 = !DILocation(line: 1217, column: 21, scope: !1321)
!1856 = !DILocation(line: 1217, column: 27, scope: !1321)
!1857 = !DILocation(line: 1217, column: 18, scope: !1321)
!1858 = !DILocation(line: 1217, column: 34, scope: !1321)
!1859 = !DILocation(line: 1218, column: 21, scope: !1321)
!1860 = !DILocation(line: 1218, column: 18, scope: !1321)
!1861 = !DILocation(line: 1218, column: 50, scope: !1321)
!1862 = !DILocation(line: 1219, column: 41, scope: !1321)
!1863 = !DILocation(line: 1219, column: 18, scope: !1321)
!1864 = !DILocation(line: 1220, column: 21, scope: !1321)
!1865 = !DILocation(line: 1220, column: 51, scope: !1321)
!1866 = !DILocation(line: 1220, column: 18, scope: !1321)
!1867 = !DILocation(line: 0, scope: !1321)
!1868 = !DILocation(line: 1222, column: 38, scope: !1869)
!1869 = distinct !DILexicalBlock(scope: !1321, file: !3, line: 1222, column: 13)
!1870 = !DILocation(line: 1223, column: 23, scope: !1871)
!1871 = distinct !DILexicalBlock(scope: !1869, file: !3, line: 1222, column: 64)
!1872 = !DILocation(line: 1224, column: 9, scope: !1871)
!1873 = !DILocation(line: 1225, column: 33, scope: !1874)
!1874 = distinct !DILexicalBlock(scope: !1321, file: !3, line: 1225, column: 13)
!1875 = !DILocation(line: 1226, column: 23, scope: !1876)
!1876 = distinct !DILexicalBlock(scope: !1877, file: !3, line: 1226, column: 17)
!1877 = distinct !DILexicalBlock(scope: !1874, file: !3, line: 1225, column: 62)
!1878 = !DILocation(line: 1226, column: 33, scope: !1876)
!1879 = !DILocation(line: 1226, column: 17, scope: !1877)
!1880 = !DILocation(line: 1227, column: 31, scope: !1881)
!1881 = distinct !DILexicalBlock(scope: !1876, file: !3, line: 1226, column: 39)
!1882 = !DILocation(line: 1228, column: 13, scope: !1881)
!1883 = !DILocation(line: 1238, column: 20, scope: !1884)
!1884 = distinct !DILexicalBlock(scope: !1321, file: !3, line: 1238, column: 13)
!1885 = !DILocation(line: 1238, column: 13, scope: !1321)
!1886 = !DILocation(line: 1239, column: 17, scope: !1887)
!1887 = distinct !DILexicalBlock(scope: !1884, file: !3, line: 1238, column: 35)
!1888 = !DILocation(line: 1240, column: 17, scope: !1889)
!1889 = distinct !DILexicalBlock(scope: !1890, file: !3, line: 1239, column: 43)
!1890 = distinct !DILexicalBlock(scope: !1887, file: !3, line: 1239, column: 17)
!1891 = !DILocation(line: 1241, column: 13, scope: !1889)
!1892 = !DILocation(line: 1242, column: 17, scope: !1893)
!1893 = distinct !DILexicalBlock(scope: !1894, file: !3, line: 1241, column: 42)
!1894 = distinct !DILexicalBlock(scope: !1890, file: !3, line: 1241, column: 24)
!1895 = !DILocation(line: 1246, column: 27, scope: !1896)
!1896 = distinct !DILexicalBlock(scope: !1893, file: !3, line: 1246, column: 21)
!1897 = !DILocation(line: 1246, column: 21, scope: !1893)
!1898 = !DILocation(line: 1247, column: 21, scope: !1899)
!1899 = distinct !DILexicalBlock(scope: !1900, file: !3, line: 1247, column: 21)
!1900 = distinct !DILexicalBlock(scope: !1896, file: !3, line: 1246, column: 44)
!1901 = !DILocation(line: 1248, column: 28, scope: !1902)
!1902 = distinct !DILexicalBlock(scope: !1900, file: !3, line: 1248, column: 25)
!1903 = !DILocation(line: 1248, column: 38, scope: !1902)
!1904 = !DILocation(line: 1248, column: 25, scope: !1900)
!1905 = !DILocation(line: 1249, column: 28, scope: !1906)
!1906 = distinct !DILexicalBlock(scope: !1902, file: !3, line: 1248, column: 44)
!1907 = !DILocation(line: 1249, column: 37, scope: !1906)
!1908 = !DILocation(line: 1250, column: 28, scope: !1906)
!1909 = !DILocation(line: 1250, column: 40, scope: !1906)
!1910 = !DILocation(line: 1251, column: 28, scope: !1906)
!1911 = !DILocation(line: 1251, column: 35, scope: !1906)
!1912 = !DILocation(line: 1252, column: 21, scope: !1906)
!1913 = !DILocation(line: 1255, column: 13, scope: !1887)
!1914 = !DILocation(line: 1256, column: 23, scope: !1915)
!1915 = distinct !DILexicalBlock(scope: !1887, file: !3, line: 1256, column: 17)
!1916 = !DILocation(line: 1256, column: 33, scope: !1915)
!1917 = !DILocation(line: 1256, column: 17, scope: !1887)
!1918 = !DILocation(line: 1257, column: 29, scope: !1919)
!1919 = distinct !DILexicalBlock(scope: !1915, file: !3, line: 1256, column: 39)
!1920 = !DILocation(line: 1258, column: 15, scope: !1919)
!1921 = !DILocation(line: 1263, column: 9, scope: !1288)
!1922 = !DILocation(line: 1264, column: 12, scope: !1923)
!1923 = distinct !DILexicalBlock(scope: !1288, file: !3, line: 1264, column: 9)
!1924 = !DILocation(line: 1264, column: 17, scope: !1923)
!1925 = !DILocation(line: 1264, column: 9, scope: !1288)
!1926 = !DILocation(line: 1268, column: 17, scope: !1927)
!1927 = distinct !DILexicalBlock(scope: !1288, file: !3, line: 1268, column: 9)
!1928 = !DILocation(line: 0, scope: !1927)
!1929 = !DILocation(line: 1268, column: 9, scope: !1288)
!1930 = !DILocation(line: 1269, column: 9, scope: !1931)
!1931 = distinct !DILexicalBlock(scope: !1932, file: !3, line: 1269, column: 9)
!1932 = distinct !DILexicalBlock(scope: !1927, file: !3, line: 1268, column: 23)
!1933 = !DILocation(line: 1270, column: 9, scope: !1934)
!1934 = distinct !DILexicalBlock(scope: !1932, file: !3, line: 1270, column: 9)
!1935 = !DILocation(line: 1271, column: 9, scope: !1936)
!1936 = distinct !DILexicalBlock(scope: !1932, file: !3, line: 1271, column: 9)
!1937 = !DILocation(line: 1272, column: 9, scope: !1938)
!1938 = distinct !DILexicalBlock(scope: !1932, file: !3, line: 1272, column: 9)
!1939 = !DILocation(line: 1273, column: 9, scope: !1940)
!1940 = distinct !DILexicalBlock(scope: !1932, file: !3, line: 1273, column: 9)
!1941 = !DILocation(line: 1274, column: 9, scope: !1942)
!1942 = distinct !DILexicalBlock(scope: !1932, file: !3, line: 1274, column: 9)
!1943 = !DILocation(line: 1275, column: 9, scope: !1944)
!1944 = distinct !DILexicalBlock(scope: !1932, file: !3, line: 1275, column: 9)
!1945 = !DILocation(line: 1276, column: 9, scope: !1946)
!1946 = distinct !DILexicalBlock(scope: !1932, file: !3, line: 1276, column: 9)
!1947 = !DILocation(line: 1277, column: 5, scope: !1932)
!1948 = !DILocation(line: 1281, column: 43, scope: !1949)
!1949 = distinct !DILexicalBlock(scope: !1927, file: !3, line: 1280, column: 5)
!1950 = !DILocation(line: 0, scope: !1462, inlinedAt: !1951)
!1951 = distinct !DILocation(line: 1281, column: 9, scope: !1949)
!1952 = !DILocation(line: 940, column: 5, scope: !1470, inlinedAt: !1951)
!1953 = !DILocation(line: 941, column: 5, scope: !1472, inlinedAt: !1951)
!1954 = !DILocation(line: 1282, column: 37, scope: !1949)
!1955 = !DILocation(line: 0, scope: !1462, inlinedAt: !1956)
!1956 = distinct !DILocation(line: 1282, column: 9, scope: !1949)
!1957 = !DILocation(line: 940, column: 5, scope: !1470, inlinedAt: !1956)
!1958 = !DILocation(line: 1284, column: 5, scope: !1288)
!1959 = !DILocation(line: 1288, column: 12, scope: !1960)
!1960 = distinct !DILexicalBlock(scope: !1288, file: !3, line: 1288, column: 9)
!1961 = !DILocation(line: 1288, column: 17, scope: !1960)
!1962 = !DILocation(line: 1288, column: 9, scope: !1288)
!1963 = !DILocation(line: 1288, column: 32, scope: !1960)
!1964 = !DILocation(line: 1288, column: 30, scope: !1960)
!1965 = !DILocation(line: 1288, column: 22, scope: !1960)
!1966 = !DILocation(line: 1289, column: 15, scope: !1288)
!1967 = !DILocation(line: 1289, column: 23, scope: !1288)
!1968 = !DILocation(line: 1289, column: 12, scope: !1288)
!1969 = !DILocation(line: 1289, column: 5, scope: !1288)
!1970 = !DILocation(line: 1290, column: 1, scope: !1288)
!1971 = !DILocation(line: 0, scope: !736)
!1972 = !DILocation(line: 190, column: 21, scope: !736)
!1973 = !DILocation(line: 192, column: 12, scope: !736)
!1974 = !DILocation(line: 193, column: 13, scope: !736)
!1975 = !DILocation(line: 193, column: 10, scope: !736)
!1976 = !DILocation(line: 194, column: 5, scope: !736)
!1977 = !DILocation(line: 195, column: 13, scope: !750)
!1978 = !DILocation(line: 196, column: 12, scope: !750)
!1979 = distinct !{!1979, !1976, !1980, !663, !754, !755}
!1980 = !DILocation(line: 197, column: 17, scope: !736)
!1981 = !DILocation(line: 197, column: 5, scope: !750)
!1982 = !DILocation(line: 195, column: 14, scope: !750)
!1983 = !DILocation(line: 196, column: 20, scope: !750)
!1984 = !DILocation(line: 196, column: 14, scope: !750)
!1985 = !DILocation(line: 197, column: 14, scope: !736)
!1986 = distinct !{!1986, !1976, !1980, !663, !755, !754}
!1987 = !DILocation(line: 200, column: 13, scope: !736)
!1988 = !DILocation(line: 200, column: 10, scope: !736)
!1989 = !DILocation(line: 201, column: 5, scope: !736)
!1990 = !DILocation(line: 202, column: 13, scope: !766)
!1991 = !DILocation(line: 203, column: 12, scope: !766)
!1992 = distinct !{!1992, !1989, !1993, !663, !754, !755}
!1993 = !DILocation(line: 207, column: 17, scope: !736)
!1994 = !DILocation(line: 207, column: 5, scope: !766)
!1995 = !DILocation(line: 202, column: 14, scope: !766)
!1996 = !DILocation(line: 203, column: 20, scope: !766)
!1997 = !DILocation(line: 203, column: 14, scope: !766)
!1998 = !DILocation(line: 207, column: 14, scope: !736)
!1999 = distinct !{!1999, !1989, !1993, !663, !755, !754}
!2000 = !DILocation(line: 209, column: 8, scope: !736)
!2001 = !DILocation(line: 209, column: 13, scope: !736)
!2002 = !DILocation(line: 210, column: 1, scope: !736)
!2003 = distinct !DISubprogram(name: "deflateTune", scope: !3, file: !3, line: 819, type: !2004, scopeLine: 820, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2006)
!2004 = !DISubroutineType(types: !2005)
!2005 = !{!58, !32, !58, !58, !58, !58}
!2006 = !{!2007, !2008, !2009, !2010, !2011, !2012}
!2007 = !DILocalVariable(name: "strm", arg: 1, scope: !2003, file: !3, line: 819, type: !32)
!2008 = !DILocalVariable(name: "good_length", arg: 2, scope: !2003, file: !3, line: 819, type: !58)
!2009 = !DILocalVariable(name: "max_lazy", arg: 3, scope: !2003, file: !3, line: 819, type: !58)
!2010 = !DILocalVariable(name: "nice_length", arg: 4, scope: !2003, file: !3, line: 820, type: !58)
!2011 = !DILocalVariable(name: "max_chain", arg: 5, scope: !2003, file: !3, line: 820, type: !58)
!2012 = !DILocalVariable(name: "s", scope: !2003, file: !3, line: 821, type: !26)
!2013 = !DILocation(line: 0, scope: !2003)
!2014 = !DILocation(line: 0, scope: !437, inlinedAt: !2015)
!2015 = distinct !DILocation(line: 823, column: 9, scope: !2016)
!2016 = distinct !DILexicalBlock(scope: !2003, file: !3, line: 823, column: 9)
!2017 = !DILocation(line: 540, column: 14, scope: !444, inlinedAt: !2015)
!2018 = !DILocation(line: 540, column: 24, scope: !444, inlinedAt: !2015)
!2019 = !DILocation(line: 541, column: 15, scope: !444, inlinedAt: !2015)
!2020 = !DILocation(line: 541, column: 22, scope: !444, inlinedAt: !2015)
!2021 = !DILocation(line: 541, column: 39, scope: !444, inlinedAt: !2015)
!2022 = !DILocation(line: 541, column: 48, scope: !444, inlinedAt: !2015)
!2023 = !DILocation(line: 541, column: 54, scope: !444, inlinedAt: !2015)
!2024 = !DILocation(line: 540, column: 9, scope: !437, inlinedAt: !2015)
!2025 = !DILocation(line: 543, column: 15, scope: !437, inlinedAt: !2015)
!2026 = !DILocation(line: 544, column: 11, scope: !454, inlinedAt: !2015)
!2027 = !DILocation(line: 544, column: 21, scope: !454, inlinedAt: !2015)
!2028 = !DILocation(line: 544, column: 27, scope: !454, inlinedAt: !2015)
!2029 = !DILocation(line: 544, column: 32, scope: !454, inlinedAt: !2015)
!2030 = !DILocation(line: 544, column: 40, scope: !454, inlinedAt: !2015)
!2031 = !DILocation(line: 544, column: 47, scope: !454, inlinedAt: !2015)
!2032 = !DILocation(line: 544, column: 68, scope: !454, inlinedAt: !2015)
!2033 = !DILocation(line: 825, column: 8, scope: !2003)
!2034 = !DILocation(line: 825, column: 19, scope: !2003)
!2035 = !DILocation(line: 826, column: 8, scope: !2003)
!2036 = !DILocation(line: 826, column: 23, scope: !2003)
!2037 = !DILocation(line: 827, column: 8, scope: !2003)
!2038 = !DILocation(line: 827, column: 19, scope: !2003)
!2039 = !DILocation(line: 828, column: 8, scope: !2003)
!2040 = !DILocation(line: 828, column: 25, scope: !2003)
!2041 = !DILocation(line: 829, column: 5, scope: !2003)
!2042 = !DILocation(line: 830, column: 1, scope: !2003)
!2043 = distinct !DISubprogram(name: "deflateBound_z", scope: !3, file: !3, line: 856, type: !2044, scopeLine: 856, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2046)
!2044 = !DISubroutineType(types: !2045)
!2045 = !{!188, !32, !188}
!2046 = !{!2047, !2048, !2049, !2050, !2051, !2052, !2053, !2054}
!2047 = !DILocalVariable(name: "strm", arg: 1, scope: !2043, file: !3, line: 856, type: !32)
!2048 = !DILocalVariable(name: "sourceLen", arg: 2, scope: !2043, file: !3, line: 856, type: !188)
!2049 = !DILocalVariable(name: "s", scope: !2043, file: !3, line: 857, type: !26)
!2050 = !DILocalVariable(name: "fixedlen", scope: !2043, file: !3, line: 858, type: !188)
!2051 = !DILocalVariable(name: "storelen", scope: !2043, file: !3, line: 858, type: !188)
!2052 = !DILocalVariable(name: "wraplen", scope: !2043, file: !3, line: 858, type: !188)
!2053 = !DILocalVariable(name: "bound", scope: !2043, file: !3, line: 858, type: !188)
!2054 = !DILocalVariable(name: "str", scope: !2055, file: !3, line: 894, type: !38)
!2055 = distinct !DILexicalBlock(scope: !2056, file: !3, line: 893, column: 34)
!2056 = distinct !DILexicalBlock(scope: !2057, file: !3, line: 893, column: 13)
!2057 = distinct !DILexicalBlock(scope: !2043, file: !3, line: 883, column: 47)
!2058 = !DILocation(line: 0, scope: !2043)
!2059 = !DILocation(line: 863, column: 39, scope: !2043)
!2060 = !DILocation(line: 863, column: 58, scope: !2043)
!2061 = !DILocation(line: 864, column: 27, scope: !2043)
!2062 = !DILocation(line: 863, column: 26, scope: !2043)
!2063 = !DILocation(line: 863, column: 45, scope: !2043)
!2064 = !DILocation(line: 863, column: 64, scope: !2043)
!2065 = !DILocation(line: 864, column: 33, scope: !2043)
!2066 = !DILocation(line: 865, column: 18, scope: !2067)
!2067 = distinct !DILexicalBlock(scope: !2043, file: !3, line: 865, column: 9)
!2068 = !DILocation(line: 865, column: 9, scope: !2043)
!2069 = !DILocation(line: 870, column: 39, scope: !2043)
!2070 = !DILocation(line: 870, column: 58, scope: !2043)
!2071 = !DILocation(line: 871, column: 27, scope: !2043)
!2072 = !DILocation(line: 870, column: 26, scope: !2043)
!2073 = !DILocation(line: 870, column: 45, scope: !2043)
!2074 = !DILocation(line: 870, column: 64, scope: !2043)
!2075 = !DILocation(line: 871, column: 34, scope: !2043)
!2076 = !DILocation(line: 872, column: 18, scope: !2077)
!2077 = distinct !DILexicalBlock(scope: !2043, file: !3, line: 872, column: 9)
!2078 = !DILocation(line: 872, column: 9, scope: !2043)
!2079 = !DILocation(line: 0, scope: !437, inlinedAt: !2080)
!2080 = distinct !DILocation(line: 876, column: 9, scope: !2081)
!2081 = distinct !DILexicalBlock(scope: !2043, file: !3, line: 876, column: 9)
!2082 = !DILocation(line: 540, column: 14, scope: !444, inlinedAt: !2080)
!2083 = !DILocation(line: 540, column: 24, scope: !444, inlinedAt: !2080)
!2084 = !DILocation(line: 541, column: 15, scope: !444, inlinedAt: !2080)
!2085 = !DILocation(line: 541, column: 22, scope: !444, inlinedAt: !2080)
!2086 = !DILocation(line: 541, column: 39, scope: !444, inlinedAt: !2080)
!2087 = !DILocation(line: 541, column: 48, scope: !444, inlinedAt: !2080)
!2088 = !DILocation(line: 541, column: 54, scope: !444, inlinedAt: !2080)
!2089 = !DILocation(line: 540, column: 9, scope: !437, inlinedAt: !2080)
!2090 = !DILocation(line: 543, column: 15, scope: !437, inlinedAt: !2080)
!2091 = !DILocation(line: 544, column: 11, scope: !454, inlinedAt: !2080)
!2092 = !DILocation(line: 544, column: 21, scope: !454, inlinedAt: !2080)
!2093 = !DILocation(line: 544, column: 27, scope: !454, inlinedAt: !2080)
!2094 = !DILocation(line: 544, column: 32, scope: !454, inlinedAt: !2080)
!2095 = !DILocation(line: 544, column: 40, scope: !454, inlinedAt: !2080)
!2096 = !DILocation(line: 544, column: 47, scope: !454, inlinedAt: !2080)
!2097 = !DILocation(line: 544, column: 68, scope: !454, inlinedAt: !2080)
!2098 = !DILocation(line: 877, column: 17, scope: !2099)
!2099 = distinct !DILexicalBlock(scope: !2081, file: !3, line: 876, column: 34)
!2100 = !DILocation(line: 878, column: 22, scope: !2099)
!2101 = !DILocation(line: 878, column: 27, scope: !2099)
!2102 = !DILocation(line: 878, column: 16, scope: !2099)
!2103 = !DILocation(line: 878, column: 9, scope: !2099)
!2104 = !DILocation(line: 883, column: 16, scope: !2043)
!2105 = !DILocation(line: 883, column: 13, scope: !2043)
!2106 = !DILocation(line: 883, column: 5, scope: !2043)
!2107 = !DILocation(line: 888, column: 27, scope: !2057)
!2108 = !DILocation(line: 888, column: 24, scope: !2057)
!2109 = !DILocation(line: 888, column: 21, scope: !2057)
!2110 = !DILocation(line: 889, column: 9, scope: !2057)
!2111 = !DILocation(line: 893, column: 16, scope: !2056)
!2112 = !DILocation(line: 893, column: 23, scope: !2056)
!2113 = !DILocation(line: 893, column: 13, scope: !2057)
!2114 = !DILocation(line: 895, column: 28, scope: !2115)
!2115 = distinct !DILexicalBlock(scope: !2055, file: !3, line: 895, column: 17)
!2116 = !DILocation(line: 895, column: 34, scope: !2115)
!2117 = !DILocation(line: 895, column: 17, scope: !2055)
!2118 = !DILocation(line: 896, column: 43, scope: !2115)
!2119 = !DILocation(line: 896, column: 30, scope: !2115)
!2120 = !DILocation(line: 896, column: 28, scope: !2115)
!2121 = !DILocation(line: 896, column: 25, scope: !2115)
!2122 = !DILocation(line: 896, column: 17, scope: !2115)
!2123 = !DILocation(line: 0, scope: !2057)
!2124 = !DILocation(line: 897, column: 30, scope: !2055)
!2125 = !DILocation(line: 0, scope: !2055)
!2126 = !DILocation(line: 898, column: 21, scope: !2127)
!2127 = distinct !DILexicalBlock(scope: !2055, file: !3, line: 898, column: 17)
!2128 = !DILocation(line: 898, column: 17, scope: !2055)
!2129 = !DILocation(line: 900, column: 28, scope: !2130)
!2130 = distinct !DILexicalBlock(scope: !2127, file: !3, line: 899, column: 20)
!2131 = !DILocation(line: 901, column: 30, scope: !2127)
!2132 = !DILocation(line: 901, column: 26, scope: !2127)
!2133 = !DILocation(line: 901, column: 17, scope: !2130)
!2134 = distinct !{!2134, !2135, !2136, !663}
!2135 = !DILocation(line: 899, column: 17, scope: !2127)
!2136 = !DILocation(line: 901, column: 32, scope: !2127)
!2137 = !DILocation(line: 902, column: 30, scope: !2055)
!2138 = !DILocation(line: 903, column: 21, scope: !2139)
!2139 = distinct !DILexicalBlock(scope: !2055, file: !3, line: 903, column: 17)
!2140 = !DILocation(line: 903, column: 17, scope: !2055)
!2141 = !DILocation(line: 905, column: 28, scope: !2142)
!2142 = distinct !DILexicalBlock(scope: !2139, file: !3, line: 904, column: 20)
!2143 = !DILocation(line: 906, column: 30, scope: !2139)
!2144 = !DILocation(line: 906, column: 26, scope: !2139)
!2145 = !DILocation(line: 906, column: 17, scope: !2142)
!2146 = distinct !{!2146, !2147, !2148, !663}
!2147 = !DILocation(line: 904, column: 17, scope: !2139)
!2148 = !DILocation(line: 906, column: 32, scope: !2139)
!2149 = !DILocation(line: 907, column: 28, scope: !2150)
!2150 = distinct !DILexicalBlock(scope: !2055, file: !3, line: 907, column: 17)
!2151 = !DILocation(line: 907, column: 17, scope: !2150)
!2152 = !DILocation(line: 907, column: 17, scope: !2055)
!2153 = !DILocation(line: 909, column: 9, scope: !2055)
!2154 = !DILocation(line: 914, column: 5, scope: !2057)
!2155 = !DILocation(line: 917, column: 12, scope: !2156)
!2156 = distinct !DILexicalBlock(scope: !2043, file: !3, line: 917, column: 9)
!2157 = !DILocation(line: 917, column: 19, scope: !2156)
!2158 = !DILocation(line: 0, scope: !2156)
!2159 = !DILocation(line: 917, column: 25, scope: !2156)
!2160 = !DILocation(line: 918, column: 27, scope: !2161)
!2161 = distinct !DILexicalBlock(scope: !2156, file: !3, line: 917, column: 51)
!2162 = !DILocation(line: 918, column: 43, scope: !2161)
!2163 = !DILocation(line: 918, column: 49, scope: !2161)
!2164 = !DILocation(line: 918, column: 46, scope: !2161)
!2165 = !DILocation(line: 918, column: 17, scope: !2161)
!2166 = !DILocation(line: 920, column: 16, scope: !2161)
!2167 = !DILocation(line: 920, column: 9, scope: !2161)
!2168 = !DILocation(line: 925, column: 36, scope: !2043)
!2169 = !DILocation(line: 925, column: 56, scope: !2043)
!2170 = !DILocation(line: 926, column: 24, scope: !2043)
!2171 = !DILocation(line: 925, column: 43, scope: !2043)
!2172 = !DILocation(line: 925, column: 63, scope: !2043)
!2173 = !DILocation(line: 926, column: 36, scope: !2043)
!2174 = !DILocation(line: 926, column: 40, scope: !2043)
!2175 = !DILocation(line: 927, column: 18, scope: !2043)
!2176 = !DILocation(line: 927, column: 12, scope: !2043)
!2177 = !DILocation(line: 927, column: 5, scope: !2043)
!2178 = !DILocation(line: 928, column: 1, scope: !2043)
!2179 = distinct !DISubprogram(name: "deflateBound", scope: !3, file: !3, line: 929, type: !2180, scopeLine: 929, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2182)
!2180 = !DISubroutineType(types: !2181)
!2181 = !{!44, !32, !44}
!2182 = !{!2183, !2184, !2185}
!2183 = !DILocalVariable(name: "strm", arg: 1, scope: !2179, file: !3, line: 929, type: !32)
!2184 = !DILocalVariable(name: "sourceLen", arg: 2, scope: !2179, file: !3, line: 929, type: !44)
!2185 = !DILocalVariable(name: "bound", scope: !2179, file: !3, line: 930, type: !188)
!2186 = !DILocation(line: 0, scope: !2179)
!2187 = !DILocation(line: 930, column: 22, scope: !2179)
!2188 = !DILocation(line: 931, column: 5, scope: !2179)
!2189 = !DILocation(line: 0, scope: !1372)
!2190 = !DILocation(line: 952, column: 30, scope: !1372)
!2191 = !DILocation(line: 954, column: 5, scope: !1372)
!2192 = !DILocation(line: 955, column: 14, scope: !1372)
!2193 = !DILocation(line: 955, column: 30, scope: !1372)
!2194 = !DILocation(line: 955, column: 24, scope: !1372)
!2195 = !DILocation(line: 955, column: 22, scope: !1372)
!2196 = !DILocation(line: 955, column: 11, scope: !1372)
!2197 = !DILocation(line: 957, column: 13, scope: !1388)
!2198 = !DILocation(line: 957, column: 9, scope: !1372)
!2199 = !DILocation(line: 959, column: 19, scope: !1372)
!2200 = !DILocation(line: 959, column: 32, scope: !1372)
!2201 = !DILocation(line: 959, column: 45, scope: !1372)
!2202 = !DILocation(line: 959, column: 5, scope: !1372)
!2203 = !DILocation(line: 960, column: 21, scope: !1372)
!2204 = !DILocation(line: 961, column: 21, scope: !1372)
!2205 = !DILocation(line: 962, column: 11, scope: !1372)
!2206 = !DILocation(line: 962, column: 21, scope: !1372)
!2207 = !DILocation(line: 963, column: 21, scope: !1372)
!2208 = !DILocation(line: 964, column: 21, scope: !1372)
!2209 = !DILocation(line: 965, column: 20, scope: !1402)
!2210 = !DILocation(line: 965, column: 9, scope: !1372)
!2211 = !DILocation(line: 966, column: 29, scope: !1405)
!2212 = !DILocation(line: 966, column: 24, scope: !1405)
!2213 = !DILocation(line: 967, column: 5, scope: !1405)
!2214 = !DILocation(line: 968, column: 1, scope: !1372)
!2215 = !DISubprogram(name: "crc32_z", scope: !14, file: !14, line: 1866, type: !2216, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2216 = !DISubroutineType(types: !2217)
!2217 = !{!44, !44, !565, !188}
!2218 = distinct !DISubprogram(name: "deflate_stored", scope: !3, file: !3, line: 1668, type: !229, scopeLine: 1668, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2219)
!2219 = !{!2220, !2221, !2222, !2223, !2224, !2225, !2226, !2227}
!2220 = !DILocalVariable(name: "s", arg: 1, scope: !2218, file: !3, line: 1668, type: !26)
!2221 = !DILocalVariable(name: "flush", arg: 2, scope: !2218, file: !3, line: 1668, type: !58)
!2222 = !DILocalVariable(name: "min_block", scope: !2218, file: !3, line: 1673, type: !6)
!2223 = !DILocalVariable(name: "last", scope: !2218, file: !3, line: 1679, type: !58)
!2224 = !DILocalVariable(name: "len", scope: !2218, file: !3, line: 1680, type: !6)
!2225 = !DILocalVariable(name: "left", scope: !2218, file: !3, line: 1680, type: !6)
!2226 = !DILocalVariable(name: "have", scope: !2218, file: !3, line: 1680, type: !6)
!2227 = !DILocalVariable(name: "used", scope: !2218, file: !3, line: 1681, type: !6)
!2228 = !DILocation(line: 0, scope: !2218)
!2229 = !DILocation(line: 1673, column: 37, scope: !2218)
!2230 = !DILocation(line: 1673, column: 26, scope: !2218)
!2231 = !DILocation(line: 1681, column: 24, scope: !2218)
!2232 = !DILocation(line: 1681, column: 30, scope: !2218)
!2233 = !DILocation(line: 1682, column: 5, scope: !2218)
!2234 = !DILocation(line: 1688, column: 30, scope: !2235)
!2235 = distinct !DILexicalBlock(scope: !2218, file: !3, line: 1682, column: 8)
!2236 = !DILocation(line: 1688, column: 39, scope: !2235)
!2237 = !DILocation(line: 1688, column: 45, scope: !2235)
!2238 = !DILocation(line: 1689, column: 16, scope: !2239)
!2239 = distinct !DILexicalBlock(scope: !2235, file: !3, line: 1689, column: 13)
!2240 = !DILocation(line: 1689, column: 22, scope: !2239)
!2241 = !DILocation(line: 1689, column: 32, scope: !2239)
!2242 = !DILocation(line: 1689, column: 13, scope: !2235)
!2243 = !DILocation(line: 1692, column: 35, scope: !2235)
!2244 = !DILocation(line: 1693, column: 30, scope: !2235)
!2245 = !DILocation(line: 1693, column: 44, scope: !2235)
!2246 = !DILocation(line: 1693, column: 16, scope: !2235)
!2247 = !DILocation(line: 1694, column: 19, scope: !2248)
!2248 = distinct !DILexicalBlock(scope: !2235, file: !3, line: 1694, column: 13)
!2249 = !DILocation(line: 1694, column: 40, scope: !2248)
!2250 = !DILocation(line: 1694, column: 31, scope: !2248)
!2251 = !DILocation(line: 1694, column: 29, scope: !2248)
!2252 = !DILocation(line: 1694, column: 17, scope: !2248)
!2253 = !DILocation(line: 1694, column: 13, scope: !2235)
!2254 = !DILocation(line: 1696, column: 13, scope: !2235)
!2255 = !DILocation(line: 1704, column: 17, scope: !2256)
!2256 = distinct !DILexicalBlock(scope: !2235, file: !3, line: 1704, column: 13)
!2257 = !DILocation(line: 1704, column: 29, scope: !2256)
!2258 = !DILocation(line: 1704, column: 38, scope: !2256)
!2259 = !DILocation(line: 1704, column: 43, scope: !2256)
!2260 = !DILocation(line: 1712, column: 34, scope: !2235)
!2261 = !DILocation(line: 1712, column: 16, scope: !2235)
!2262 = !DILocation(line: 1713, column: 9, scope: !2235)
!2263 = !DILocation(line: 1716, column: 42, scope: !2235)
!2264 = !DILocation(line: 1716, column: 12, scope: !2235)
!2265 = !DILocation(line: 1716, column: 27, scope: !2235)
!2266 = !DILocation(line: 1716, column: 9, scope: !2235)
!2267 = !DILocation(line: 1716, column: 40, scope: !2235)
!2268 = !DILocation(line: 1717, column: 54, scope: !2235)
!2269 = !DILocation(line: 1717, column: 42, scope: !2235)
!2270 = !DILocation(line: 1717, column: 12, scope: !2235)
!2271 = !DILocation(line: 1717, column: 27, scope: !2235)
!2272 = !DILocation(line: 1717, column: 9, scope: !2235)
!2273 = !DILocation(line: 1717, column: 40, scope: !2235)
!2274 = !DILocation(line: 1718, column: 49, scope: !2235)
!2275 = !DILocation(line: 1718, column: 42, scope: !2235)
!2276 = !DILocation(line: 1718, column: 12, scope: !2235)
!2277 = !DILocation(line: 1718, column: 27, scope: !2235)
!2278 = !DILocation(line: 1718, column: 9, scope: !2235)
!2279 = !DILocation(line: 1718, column: 40, scope: !2235)
!2280 = !DILocation(line: 1719, column: 55, scope: !2235)
!2281 = !DILocation(line: 1719, column: 42, scope: !2235)
!2282 = !DILocation(line: 1719, column: 12, scope: !2235)
!2283 = !DILocation(line: 1719, column: 27, scope: !2235)
!2284 = !DILocation(line: 1719, column: 9, scope: !2235)
!2285 = !DILocation(line: 1719, column: 40, scope: !2235)
!2286 = !DILocation(line: 1722, column: 26, scope: !2235)
!2287 = !DILocation(line: 0, scope: !1372, inlinedAt: !2288)
!2288 = distinct !DILocation(line: 1722, column: 9, scope: !2235)
!2289 = !DILocation(line: 952, column: 30, scope: !1372, inlinedAt: !2288)
!2290 = !DILocation(line: 954, column: 5, scope: !1372, inlinedAt: !2288)
!2291 = !DILocation(line: 955, column: 14, scope: !1372, inlinedAt: !2288)
!2292 = !DILocation(line: 955, column: 30, scope: !1372, inlinedAt: !2288)
!2293 = !DILocation(line: 955, column: 24, scope: !1372, inlinedAt: !2288)
!2294 = !DILocation(line: 955, column: 22, scope: !1372, inlinedAt: !2288)
!2295 = !DILocation(line: 955, column: 11, scope: !1372, inlinedAt: !2288)
!2296 = !DILocation(line: 957, column: 13, scope: !1388, inlinedAt: !2288)
!2297 = !DILocation(line: 957, column: 9, scope: !1372, inlinedAt: !2288)
!2298 = !DILocation(line: 959, column: 19, scope: !1372, inlinedAt: !2288)
!2299 = !DILocation(line: 959, column: 32, scope: !1372, inlinedAt: !2288)
!2300 = !DILocation(line: 959, column: 45, scope: !1372, inlinedAt: !2288)
!2301 = !DILocation(line: 959, column: 5, scope: !1372, inlinedAt: !2288)
!2302 = !DILocation(line: 960, column: 21, scope: !1372, inlinedAt: !2288)
!2303 = !DILocation(line: 961, column: 21, scope: !1372, inlinedAt: !2288)
!2304 = !DILocation(line: 962, column: 11, scope: !1372, inlinedAt: !2288)
!2305 = !DILocation(line: 962, column: 21, scope: !1372, inlinedAt: !2288)
!2306 = !DILocation(line: 963, column: 21, scope: !1372, inlinedAt: !2288)
!2307 = !DILocation(line: 964, column: 21, scope: !1372, inlinedAt: !2288)
!2308 = !DILocation(line: 965, column: 20, scope: !1402, inlinedAt: !2288)
!2309 = !DILocation(line: 965, column: 9, scope: !1372, inlinedAt: !2288)
!2310 = !DILocation(line: 966, column: 29, scope: !1405, inlinedAt: !2288)
!2311 = !DILocation(line: 966, column: 24, scope: !1405, inlinedAt: !2288)
!2312 = !DILocation(line: 967, column: 5, scope: !1405, inlinedAt: !2288)
!2313 = !DILocation(line: 1731, column: 13, scope: !2314)
!2314 = distinct !DILexicalBlock(scope: !2235, file: !3, line: 1731, column: 13)
!2315 = !DILocation(line: 1731, column: 13, scope: !2235)
!2316 = !DILocation(line: 1732, column: 17, scope: !2317)
!2317 = distinct !DILexicalBlock(scope: !2314, file: !3, line: 1731, column: 19)
!2318 = !DILocation(line: 1734, column: 24, scope: !2317)
!2319 = !DILocation(line: 1734, column: 30, scope: !2317)
!2320 = !DILocation(line: 1734, column: 43, scope: !2317)
!2321 = !DILocation(line: 1734, column: 55, scope: !2317)
!2322 = !DILocation(line: 1734, column: 50, scope: !2317)
!2323 = !DILocation(line: 1734, column: 68, scope: !2317)
!2324 = !DILocation(line: 1734, column: 13, scope: !2317)
!2325 = !DILocation(line: 1735, column: 16, scope: !2317)
!2326 = !DILocation(line: 1735, column: 22, scope: !2317)
!2327 = !DILocation(line: 1735, column: 31, scope: !2317)
!2328 = !DILocation(line: 1736, column: 22, scope: !2317)
!2329 = !DILocation(line: 1736, column: 32, scope: !2317)
!2330 = !DILocation(line: 1737, column: 22, scope: !2317)
!2331 = !DILocation(line: 1737, column: 32, scope: !2317)
!2332 = !DILocation(line: 1738, column: 28, scope: !2317)
!2333 = !DILocation(line: 1739, column: 17, scope: !2317)
!2334 = !DILocation(line: 1740, column: 9, scope: !2317)
!2335 = !DILocation(line: 0, scope: !2235)
!2336 = !DILocation(line: 1745, column: 13, scope: !2337)
!2337 = distinct !DILexicalBlock(scope: !2235, file: !3, line: 1745, column: 13)
!2338 = !DILocation(line: 1745, column: 13, scope: !2235)
!2339 = !DILocation(line: 1746, column: 25, scope: !2340)
!2340 = distinct !DILexicalBlock(scope: !2337, file: !3, line: 1745, column: 18)
!2341 = !DILocation(line: 1746, column: 40, scope: !2340)
!2342 = !DILocation(line: 0, scope: !790, inlinedAt: !2343)
!2343 = distinct !DILocation(line: 1746, column: 13, scope: !2340)
!2344 = !DILocation(line: 220, column: 26, scope: !790, inlinedAt: !2343)
!2345 = !DILocation(line: 222, column: 9, scope: !790, inlinedAt: !2343)
!2346 = !DILocation(line: 223, column: 13, scope: !801, inlinedAt: !2343)
!2347 = !DILocation(line: 223, column: 9, scope: !790, inlinedAt: !2343)
!2348 = !DILocation(line: 225, column: 21, scope: !790, inlinedAt: !2343)
!2349 = !DILocation(line: 227, column: 24, scope: !790, inlinedAt: !2343)
!2350 = !DILocation(line: 227, column: 33, scope: !790, inlinedAt: !2343)
!2351 = !DILocation(line: 227, column: 5, scope: !790, inlinedAt: !2343)
!2352 = !DILocation(line: 228, column: 15, scope: !808, inlinedAt: !2343)
!2353 = !DILocation(line: 228, column: 22, scope: !808, inlinedAt: !2343)
!2354 = !DILocation(line: 228, column: 9, scope: !790, inlinedAt: !2343)
!2355 = !DILocation(line: 229, column: 37, scope: !812, inlinedAt: !2343)
!2356 = !DILocation(line: 229, column: 23, scope: !812, inlinedAt: !2343)
!2357 = !DILocation(line: 229, column: 21, scope: !812, inlinedAt: !2343)
!2358 = !DILocation(line: 230, column: 5, scope: !812, inlinedAt: !2343)
!2359 = !DILocation(line: 233, column: 35, scope: !817, inlinedAt: !2343)
!2360 = !DILocation(line: 233, column: 23, scope: !817, inlinedAt: !2343)
!2361 = !DILocation(line: 233, column: 21, scope: !817, inlinedAt: !2343)
!2362 = !DILocation(line: 234, column: 5, scope: !817, inlinedAt: !2343)
!2363 = !DILocation(line: 236, column: 20, scope: !790, inlinedAt: !2343)
!2364 = !DILocation(line: 237, column: 11, scope: !790, inlinedAt: !2343)
!2365 = !DILocation(line: 237, column: 20, scope: !790, inlinedAt: !2343)
!2366 = !DILocation(line: 1747, column: 16, scope: !2340)
!2367 = !DILocation(line: 1747, column: 31, scope: !2340)
!2368 = !DILocation(line: 239, column: 5, scope: !790, inlinedAt: !2343)
!2369 = !DILocation(line: 1747, column: 22, scope: !2340)
!2370 = !DILocation(line: 1748, column: 22, scope: !2340)
!2371 = !DILocation(line: 1748, column: 32, scope: !2340)
!2372 = !DILocation(line: 1749, column: 22, scope: !2340)
!2373 = !DILocation(line: 1749, column: 32, scope: !2340)
!2374 = !DILocation(line: 1750, column: 9, scope: !2340)
!2375 = !DILocation(line: 1751, column: 5, scope: !2235)
!2376 = distinct !{!2376, !2233, !2377, !663}
!2377 = !DILocation(line: 1751, column: 23, scope: !2218)
!2378 = !DILocation(line: 1759, column: 16, scope: !2218)
!2379 = !DILocation(line: 1759, column: 22, scope: !2218)
!2380 = !DILocation(line: 1759, column: 10, scope: !2218)
!2381 = !DILocation(line: 1760, column: 9, scope: !2382)
!2382 = distinct !DILexicalBlock(scope: !2218, file: !3, line: 1760, column: 9)
!2383 = !DILocation(line: 1760, column: 9, scope: !2218)
!2384 = !DILocation(line: 1786, column: 28, scope: !2385)
!2385 = distinct !DILexicalBlock(scope: !2218, file: !3, line: 1786, column: 9)
!2386 = !DILocation(line: 1786, column: 25, scope: !2385)
!2387 = !DILocation(line: 1764, column: 24, scope: !2388)
!2388 = distinct !DILexicalBlock(scope: !2389, file: !3, line: 1764, column: 13)
!2389 = distinct !DILexicalBlock(scope: !2382, file: !3, line: 1760, column: 15)
!2390 = !DILocation(line: 1764, column: 18, scope: !2388)
!2391 = !DILocation(line: 1764, column: 13, scope: !2389)
!2392 = !DILocation(line: 1765, column: 16, scope: !2393)
!2393 = distinct !DILexicalBlock(scope: !2388, file: !3, line: 1764, column: 32)
!2394 = !DILocation(line: 1765, column: 24, scope: !2393)
!2395 = !DILocation(line: 1766, column: 24, scope: !2393)
!2396 = !DILocation(line: 1766, column: 41, scope: !2393)
!2397 = !DILocation(line: 1766, column: 49, scope: !2393)
!2398 = !DILocation(line: 1766, column: 13, scope: !2393)
!2399 = !DILocation(line: 1767, column: 30, scope: !2393)
!2400 = !DILocation(line: 1767, column: 25, scope: !2393)
!2401 = !DILocation(line: 1768, column: 16, scope: !2393)
!2402 = !DILocation(line: 1768, column: 23, scope: !2393)
!2403 = !DILocation(line: 1769, column: 9, scope: !2393)
!2404 = !DILocation(line: 1771, column: 20, scope: !2405)
!2405 = distinct !DILexicalBlock(scope: !2406, file: !3, line: 1771, column: 17)
!2406 = distinct !DILexicalBlock(scope: !2388, file: !3, line: 1770, column: 14)
!2407 = !DILocation(line: 1771, column: 37, scope: !2405)
!2408 = !DILocation(line: 1771, column: 34, scope: !2405)
!2409 = !DILocation(line: 1771, column: 32, scope: !2405)
!2410 = !DILocation(line: 1771, column: 49, scope: !2405)
!2411 = !DILocation(line: 1771, column: 46, scope: !2405)
!2412 = !DILocation(line: 1771, column: 17, scope: !2406)
!2413 = !DILocation(line: 1773, column: 29, scope: !2414)
!2414 = distinct !DILexicalBlock(scope: !2405, file: !3, line: 1771, column: 55)
!2415 = !DILocation(line: 1774, column: 28, scope: !2414)
!2416 = !DILocation(line: 1774, column: 46, scope: !2414)
!2417 = !DILocation(line: 1774, column: 59, scope: !2414)
!2418 = !DILocation(line: 1774, column: 17, scope: !2414)
!2419 = !DILocation(line: 1775, column: 24, scope: !2420)
!2420 = distinct !DILexicalBlock(scope: !2414, file: !3, line: 1775, column: 21)
!2421 = !DILocation(line: 1775, column: 32, scope: !2420)
!2422 = !DILocation(line: 1775, column: 21, scope: !2414)
!2423 = !DILocation(line: 1776, column: 31, scope: !2420)
!2424 = !DILocation(line: 1776, column: 21, scope: !2420)
!2425 = !DILocation(line: 1777, column: 24, scope: !2426)
!2426 = distinct !DILexicalBlock(scope: !2414, file: !3, line: 1777, column: 21)
!2427 = !DILocation(line: 1777, column: 36, scope: !2426)
!2428 = !DILocation(line: 1777, column: 31, scope: !2426)
!2429 = !DILocation(line: 1777, column: 21, scope: !2414)
!2430 = !DILocation(line: 1778, column: 31, scope: !2426)
!2431 = !DILocation(line: 1778, column: 21, scope: !2426)
!2432 = !DILocation(line: 1780, column: 36, scope: !2406)
!2433 = !DILocation(line: 1780, column: 24, scope: !2406)
!2434 = !DILocation(line: 1780, column: 31, scope: !2406)
!2435 = !DILocation(line: 1780, column: 49, scope: !2406)
!2436 = !DILocation(line: 1780, column: 55, scope: !2406)
!2437 = !DILocation(line: 1780, column: 63, scope: !2406)
!2438 = !DILocation(line: 1780, column: 13, scope: !2406)
!2439 = !DILocation(line: 1781, column: 25, scope: !2406)
!2440 = !DILocation(line: 1782, column: 26, scope: !2406)
!2441 = !DILocation(line: 1782, column: 23, scope: !2406)
!2442 = !DILocation(line: 1784, column: 29, scope: !2389)
!2443 = !DILocation(line: 1784, column: 26, scope: !2389)
!2444 = !DILocation(line: 1784, column: 24, scope: !2389)
!2445 = !DILocation(line: 1785, column: 5, scope: !2389)
!2446 = !DILocation(line: 1786, column: 12, scope: !2385)
!2447 = !DILocation(line: 1786, column: 23, scope: !2385)
!2448 = !DILocation(line: 1786, column: 9, scope: !2218)
!2449 = !DILocation(line: 1787, column: 23, scope: !2385)
!2450 = !DILocation(line: 1787, column: 9, scope: !2385)
!2451 = !DILocation(line: 1790, column: 9, scope: !2218)
!2452 = !DILocation(line: 1796, column: 29, scope: !2453)
!2453 = distinct !DILexicalBlock(scope: !2218, file: !3, line: 1796, column: 9)
!2454 = !DILocation(line: 1797, column: 12, scope: !2453)
!2455 = !DILocation(line: 1797, column: 18, scope: !2453)
!2456 = !DILocation(line: 1797, column: 27, scope: !2453)
!2457 = !DILocation(line: 1797, column: 32, scope: !2453)
!2458 = !DILocation(line: 1797, column: 59, scope: !2453)
!2459 = !DILocation(line: 1797, column: 53, scope: !2453)
!2460 = !DILocation(line: 1796, column: 9, scope: !2218)
!2461 = !DILocation(line: 1801, column: 26, scope: !2218)
!2462 = !DILocation(line: 1801, column: 12, scope: !2218)
!2463 = !DILocation(line: 1802, column: 12, scope: !2464)
!2464 = distinct !DILexicalBlock(scope: !2218, file: !3, line: 1802, column: 9)
!2465 = !DILocation(line: 1802, column: 18, scope: !2464)
!2466 = !DILocation(line: 1802, column: 27, scope: !2464)
!2467 = !DILocation(line: 1802, column: 34, scope: !2464)
!2468 = !DILocation(line: 1802, column: 40, scope: !2464)
!2469 = !DILocation(line: 1802, column: 64, scope: !2464)
!2470 = !DILocation(line: 1802, column: 55, scope: !2464)
!2471 = !DILocation(line: 1802, column: 52, scope: !2464)
!2472 = !DILocation(line: 1802, column: 9, scope: !2218)
!2473 = !DILocation(line: 1804, column: 24, scope: !2474)
!2474 = distinct !DILexicalBlock(scope: !2464, file: !3, line: 1802, column: 72)
!2475 = !DILocation(line: 1805, column: 21, scope: !2474)
!2476 = !DILocation(line: 1806, column: 20, scope: !2474)
!2477 = !DILocation(line: 1806, column: 38, scope: !2474)
!2478 = !DILocation(line: 1806, column: 51, scope: !2474)
!2479 = !DILocation(line: 1806, column: 9, scope: !2474)
!2480 = !DILocation(line: 1807, column: 16, scope: !2481)
!2481 = distinct !DILexicalBlock(scope: !2474, file: !3, line: 1807, column: 13)
!2482 = !DILocation(line: 1807, column: 24, scope: !2481)
!2483 = !DILocation(line: 1807, column: 13, scope: !2474)
!2484 = !DILocation(line: 1808, column: 23, scope: !2481)
!2485 = !DILocation(line: 1808, column: 13, scope: !2481)
!2486 = !DILocation(line: 1809, column: 20, scope: !2474)
!2487 = !DILocation(line: 1809, column: 14, scope: !2474)
!2488 = !DILocation(line: 1810, column: 16, scope: !2489)
!2489 = distinct !DILexicalBlock(scope: !2474, file: !3, line: 1810, column: 13)
!2490 = !DILocation(line: 1810, column: 28, scope: !2489)
!2491 = !DILocation(line: 1810, column: 23, scope: !2489)
!2492 = !DILocation(line: 1810, column: 13, scope: !2474)
!2493 = !DILocation(line: 1811, column: 23, scope: !2489)
!2494 = !DILocation(line: 1811, column: 13, scope: !2489)
!2495 = !DILocation(line: 1813, column: 19, scope: !2496)
!2496 = distinct !DILexicalBlock(scope: !2218, file: !3, line: 1813, column: 9)
!2497 = !DILocation(line: 1813, column: 25, scope: !2496)
!2498 = !DILocation(line: 1813, column: 9, scope: !2218)
!2499 = !DILocation(line: 1815, column: 9, scope: !2500)
!2500 = distinct !DILexicalBlock(scope: !2218, file: !3, line: 1815, column: 9)
!2501 = !DILocation(line: 1815, column: 9, scope: !2218)
!2502 = !DILocation(line: 1816, column: 30, scope: !2503)
!2503 = distinct !DILexicalBlock(scope: !2500, file: !3, line: 1815, column: 15)
!2504 = !DILocation(line: 1816, column: 37, scope: !2503)
!2505 = !DILocation(line: 0, scope: !790, inlinedAt: !2506)
!2506 = distinct !DILocation(line: 1816, column: 9, scope: !2503)
!2507 = !DILocation(line: 225, column: 21, scope: !790, inlinedAt: !2506)
!2508 = !DILocation(line: 227, column: 24, scope: !790, inlinedAt: !2506)
!2509 = !DILocation(line: 227, column: 33, scope: !790, inlinedAt: !2506)
!2510 = !DILocation(line: 227, column: 5, scope: !790, inlinedAt: !2506)
!2511 = !DILocation(line: 228, column: 15, scope: !808, inlinedAt: !2506)
!2512 = !DILocation(line: 228, column: 22, scope: !808, inlinedAt: !2506)
!2513 = !DILocation(line: 228, column: 9, scope: !790, inlinedAt: !2506)
!2514 = !DILocation(line: 229, column: 37, scope: !812, inlinedAt: !2506)
!2515 = !DILocation(line: 229, column: 23, scope: !812, inlinedAt: !2506)
!2516 = !DILocation(line: 229, column: 21, scope: !812, inlinedAt: !2506)
!2517 = !DILocation(line: 230, column: 5, scope: !812, inlinedAt: !2506)
!2518 = !DILocation(line: 233, column: 35, scope: !817, inlinedAt: !2506)
!2519 = !DILocation(line: 233, column: 23, scope: !817, inlinedAt: !2506)
!2520 = !DILocation(line: 233, column: 21, scope: !817, inlinedAt: !2506)
!2521 = !DILocation(line: 234, column: 5, scope: !817, inlinedAt: !2506)
!2522 = !DILocation(line: 236, column: 20, scope: !790, inlinedAt: !2506)
!2523 = !DILocation(line: 237, column: 11, scope: !790, inlinedAt: !2506)
!2524 = !DILocation(line: 237, column: 20, scope: !790, inlinedAt: !2506)
!2525 = !DILocation(line: 1817, column: 21, scope: !2503)
!2526 = !DILocation(line: 1818, column: 22, scope: !2503)
!2527 = !DILocation(line: 1818, column: 19, scope: !2503)
!2528 = !DILocation(line: 1819, column: 5, scope: !2503)
!2529 = !DILocation(line: 1820, column: 28, scope: !2530)
!2530 = distinct !DILexicalBlock(scope: !2218, file: !3, line: 1820, column: 9)
!2531 = !DILocation(line: 1820, column: 12, scope: !2530)
!2532 = !DILocation(line: 1820, column: 25, scope: !2530)
!2533 = !DILocation(line: 1820, column: 23, scope: !2530)
!2534 = !DILocation(line: 1820, column: 9, scope: !2218)
!2535 = !DILocation(line: 1821, column: 23, scope: !2530)
!2536 = !DILocation(line: 1821, column: 9, scope: !2530)
!2537 = !DILocation(line: 1828, column: 26, scope: !2218)
!2538 = !DILocation(line: 1828, column: 35, scope: !2218)
!2539 = !DILocation(line: 1828, column: 41, scope: !2218)
!2540 = !DILocation(line: 1830, column: 22, scope: !2218)
!2541 = !DILocation(line: 1831, column: 17, scope: !2218)
!2542 = !DILocation(line: 1832, column: 40, scope: !2218)
!2543 = !DILocation(line: 1832, column: 12, scope: !2218)
!2544 = !DILocation(line: 1833, column: 14, scope: !2545)
!2545 = distinct !DILexicalBlock(scope: !2218, file: !3, line: 1833, column: 9)
!2546 = !DILocation(line: 1833, column: 27, scope: !2545)
!2547 = !DILocation(line: 1834, column: 11, scope: !2545)
!2548 = !DILocation(line: 1834, column: 16, scope: !2545)
!2549 = !DILocation(line: 1835, column: 13, scope: !2545)
!2550 = !DILocation(line: 1835, column: 19, scope: !2545)
!2551 = !DILocation(line: 1835, column: 28, scope: !2545)
!2552 = !DILocation(line: 1835, column: 33, scope: !2545)
!2553 = !DILocation(line: 1836, column: 15, scope: !2554)
!2554 = distinct !DILexicalBlock(scope: !2545, file: !3, line: 1835, column: 51)
!2555 = !DILocation(line: 1837, column: 34, scope: !2554)
!2556 = !DILocation(line: 1837, column: 40, scope: !2554)
!2557 = !DILocation(line: 1837, column: 46, scope: !2554)
!2558 = !DILocation(line: 1837, column: 55, scope: !2554)
!2559 = !DILocation(line: 1837, column: 60, scope: !2554)
!2560 = !DILocation(line: 1838, column: 20, scope: !2554)
!2561 = !DILocation(line: 1837, column: 16, scope: !2554)
!2562 = !DILocation(line: 0, scope: !2554)
!2563 = !DILocation(line: 1839, column: 41, scope: !2554)
!2564 = !DILocation(line: 1839, column: 48, scope: !2554)
!2565 = !DILocation(line: 1839, column: 66, scope: !2554)
!2566 = !DILocation(line: 1839, column: 9, scope: !2554)
!2567 = !DILocation(line: 1840, column: 24, scope: !2554)
!2568 = !DILocation(line: 1841, column: 26, scope: !2554)
!2569 = !DILocation(line: 0, scope: !1372, inlinedAt: !2570)
!2570 = distinct !DILocation(line: 1841, column: 9, scope: !2554)
!2571 = !DILocation(line: 952, column: 30, scope: !1372, inlinedAt: !2570)
!2572 = !DILocation(line: 954, column: 5, scope: !1372, inlinedAt: !2570)
!2573 = !DILocation(line: 955, column: 14, scope: !1372, inlinedAt: !2570)
!2574 = !DILocation(line: 955, column: 30, scope: !1372, inlinedAt: !2570)
!2575 = !DILocation(line: 955, column: 24, scope: !1372, inlinedAt: !2570)
!2576 = !DILocation(line: 955, column: 22, scope: !1372, inlinedAt: !2570)
!2577 = !DILocation(line: 955, column: 11, scope: !1372, inlinedAt: !2570)
!2578 = !DILocation(line: 957, column: 13, scope: !1388, inlinedAt: !2570)
!2579 = !DILocation(line: 957, column: 9, scope: !1372, inlinedAt: !2570)
!2580 = !DILocation(line: 959, column: 19, scope: !1372, inlinedAt: !2570)
!2581 = !DILocation(line: 959, column: 32, scope: !1372, inlinedAt: !2570)
!2582 = !DILocation(line: 959, column: 45, scope: !1372, inlinedAt: !2570)
!2583 = !DILocation(line: 959, column: 5, scope: !1372, inlinedAt: !2570)
!2584 = !DILocation(line: 960, column: 21, scope: !1372, inlinedAt: !2570)
!2585 = !DILocation(line: 961, column: 21, scope: !1372, inlinedAt: !2570)
!2586 = !DILocation(line: 962, column: 11, scope: !1372, inlinedAt: !2570)
!2587 = !DILocation(line: 962, column: 21, scope: !1372, inlinedAt: !2570)
!2588 = !DILocation(line: 963, column: 21, scope: !1372, inlinedAt: !2570)
!2589 = !DILocation(line: 964, column: 21, scope: !1372, inlinedAt: !2570)
!2590 = !DILocation(line: 965, column: 20, scope: !1402, inlinedAt: !2570)
!2591 = !DILocation(line: 965, column: 9, scope: !1372, inlinedAt: !2570)
!2592 = !DILocation(line: 966, column: 29, scope: !1405, inlinedAt: !2570)
!2593 = !DILocation(line: 966, column: 24, scope: !1405, inlinedAt: !2570)
!2594 = !DILocation(line: 967, column: 5, scope: !1405, inlinedAt: !2570)
!2595 = !DILocation(line: 1845, column: 9, scope: !2596)
!2596 = distinct !DILexicalBlock(scope: !2218, file: !3, line: 1845, column: 9)
!2597 = !DILocation(line: 1845, column: 9, scope: !2218)
!2598 = !DILocation(line: 1848, column: 1, scope: !2218)
!2599 = distinct !DISubprogram(name: "deflate_huff", scope: !3, file: !3, line: 2155, type: !229, scopeLine: 2155, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2600)
!2600 = !{!2601, !2602, !2603, !2604}
!2601 = !DILocalVariable(name: "s", arg: 1, scope: !2599, file: !3, line: 2155, type: !26)
!2602 = !DILocalVariable(name: "flush", arg: 2, scope: !2599, file: !3, line: 2155, type: !58)
!2603 = !DILocalVariable(name: "bflush", scope: !2599, file: !3, line: 2156, type: !58)
!2604 = !DILocalVariable(name: "cc", scope: !2605, file: !3, line: 2172, type: !172)
!2605 = distinct !DILexicalBlock(scope: !2606, file: !3, line: 2172, column: 9)
!2606 = distinct !DILexicalBlock(scope: !2607, file: !3, line: 2158, column: 14)
!2607 = distinct !DILexicalBlock(scope: !2608, file: !3, line: 2158, column: 5)
!2608 = distinct !DILexicalBlock(scope: !2599, file: !3, line: 2158, column: 5)
!2609 = !DILocation(line: 0, scope: !2599)
!2610 = !DILocation(line: 2158, column: 5, scope: !2599)
!2611 = !DILocation(line: 2160, column: 16, scope: !2612)
!2612 = distinct !DILexicalBlock(scope: !2606, file: !3, line: 2160, column: 13)
!2613 = !DILocation(line: 2160, column: 26, scope: !2612)
!2614 = !DILocation(line: 2160, column: 13, scope: !2606)
!2615 = !DILocation(line: 2161, column: 13, scope: !2616)
!2616 = distinct !DILexicalBlock(scope: !2612, file: !3, line: 2160, column: 32)
!2617 = !DILocation(line: 2162, column: 20, scope: !2618)
!2618 = distinct !DILexicalBlock(scope: !2616, file: !3, line: 2162, column: 17)
!2619 = !DILocation(line: 2162, column: 30, scope: !2618)
!2620 = !DILocation(line: 2162, column: 17, scope: !2616)
!2621 = !DILocation(line: 2163, column: 27, scope: !2622)
!2622 = distinct !DILexicalBlock(scope: !2623, file: !3, line: 2163, column: 21)
!2623 = distinct !DILexicalBlock(scope: !2618, file: !3, line: 2162, column: 36)
!2624 = !DILocation(line: 2163, column: 21, scope: !2623)
!2625 = !DILocation(line: 2170, column: 25, scope: !2606)
!2626 = !DILocation(line: 2172, column: 9, scope: !2605)
!2627 = !DILocation(line: 0, scope: !2605)
!2628 = !{!327, !274, i64 5900}
!2629 = !DILocation(line: 2173, column: 21, scope: !2606)
!2630 = !DILocation(line: 2174, column: 20, scope: !2606)
!2631 = !DILocation(line: 2175, column: 13, scope: !2606)
!2632 = !DILocation(line: 2175, column: 21, scope: !2633)
!2633 = distinct !DILexicalBlock(scope: !2634, file: !3, line: 2175, column: 21)
!2634 = distinct !DILexicalBlock(scope: !2635, file: !3, line: 2175, column: 21)
!2635 = distinct !DILexicalBlock(scope: !2606, file: !3, line: 2175, column: 13)
!2636 = !DILocation(line: 0, scope: !1372, inlinedAt: !2637)
!2637 = distinct !DILocation(line: 2175, column: 21, scope: !2633)
!2638 = !DILocation(line: 952, column: 30, scope: !1372, inlinedAt: !2637)
!2639 = !DILocation(line: 954, column: 5, scope: !1372, inlinedAt: !2637)
!2640 = !DILocation(line: 955, column: 14, scope: !1372, inlinedAt: !2637)
!2641 = !DILocation(line: 955, column: 30, scope: !1372, inlinedAt: !2637)
!2642 = !DILocation(line: 955, column: 24, scope: !1372, inlinedAt: !2637)
!2643 = !DILocation(line: 955, column: 22, scope: !1372, inlinedAt: !2637)
!2644 = !DILocation(line: 955, column: 11, scope: !1372, inlinedAt: !2637)
!2645 = !DILocation(line: 957, column: 13, scope: !1388, inlinedAt: !2637)
!2646 = !DILocation(line: 957, column: 9, scope: !1372, inlinedAt: !2637)
!2647 = !DILocation(line: 959, column: 19, scope: !1372, inlinedAt: !2637)
!2648 = !DILocation(line: 959, column: 32, scope: !1372, inlinedAt: !2637)
!2649 = !DILocation(line: 959, column: 45, scope: !1372, inlinedAt: !2637)
!2650 = !DILocation(line: 959, column: 5, scope: !1372, inlinedAt: !2637)
!2651 = !DILocation(line: 960, column: 21, scope: !1372, inlinedAt: !2637)
!2652 = !DILocation(line: 961, column: 21, scope: !1372, inlinedAt: !2637)
!2653 = !DILocation(line: 962, column: 11, scope: !1372, inlinedAt: !2637)
!2654 = !DILocation(line: 962, column: 21, scope: !1372, inlinedAt: !2637)
!2655 = !DILocation(line: 963, column: 21, scope: !1372, inlinedAt: !2637)
!2656 = !DILocation(line: 964, column: 21, scope: !1372, inlinedAt: !2637)
!2657 = !DILocation(line: 965, column: 20, scope: !1402, inlinedAt: !2637)
!2658 = !DILocation(line: 965, column: 9, scope: !1372, inlinedAt: !2637)
!2659 = !DILocation(line: 966, column: 29, scope: !1405, inlinedAt: !2637)
!2660 = !DILocation(line: 966, column: 24, scope: !1405, inlinedAt: !2637)
!2661 = !DILocation(line: 967, column: 5, scope: !1405, inlinedAt: !2637)
!2662 = !DILocation(line: 2175, column: 21, scope: !2663)
!2663 = distinct !DILexicalBlock(scope: !2634, file: !3, line: 2175, column: 21)
!2664 = !DILocation(line: 2175, column: 21, scope: !2634)
!2665 = distinct !{!2665, !2666, !2667}
!2666 = !DILocation(line: 2158, column: 5, scope: !2608)
!2667 = !DILocation(line: 2176, column: 5, scope: !2608)
!2668 = !DILocation(line: 2177, column: 8, scope: !2599)
!2669 = !DILocation(line: 2177, column: 15, scope: !2599)
!2670 = !DILocation(line: 2178, column: 15, scope: !2671)
!2671 = distinct !DILexicalBlock(scope: !2599, file: !3, line: 2178, column: 9)
!2672 = !DILocation(line: 2178, column: 9, scope: !2599)
!2673 = !DILocation(line: 2179, column: 9, scope: !2674)
!2674 = distinct !DILexicalBlock(scope: !2675, file: !3, line: 2179, column: 9)
!2675 = distinct !DILexicalBlock(scope: !2676, file: !3, line: 2179, column: 9)
!2676 = distinct !DILexicalBlock(scope: !2671, file: !3, line: 2178, column: 28)
!2677 = !DILocation(line: 0, scope: !1372, inlinedAt: !2678)
!2678 = distinct !DILocation(line: 2179, column: 9, scope: !2674)
!2679 = !DILocation(line: 952, column: 30, scope: !1372, inlinedAt: !2678)
!2680 = !DILocation(line: 954, column: 5, scope: !1372, inlinedAt: !2678)
!2681 = !DILocation(line: 955, column: 14, scope: !1372, inlinedAt: !2678)
!2682 = !DILocation(line: 955, column: 30, scope: !1372, inlinedAt: !2678)
!2683 = !DILocation(line: 955, column: 24, scope: !1372, inlinedAt: !2678)
!2684 = !DILocation(line: 955, column: 22, scope: !1372, inlinedAt: !2678)
!2685 = !DILocation(line: 955, column: 11, scope: !1372, inlinedAt: !2678)
!2686 = !DILocation(line: 957, column: 13, scope: !1388, inlinedAt: !2678)
!2687 = !DILocation(line: 957, column: 9, scope: !1372, inlinedAt: !2678)
!2688 = !DILocation(line: 959, column: 19, scope: !1372, inlinedAt: !2678)
!2689 = !DILocation(line: 959, column: 32, scope: !1372, inlinedAt: !2678)
!2690 = !DILocation(line: 959, column: 45, scope: !1372, inlinedAt: !2678)
!2691 = !DILocation(line: 959, column: 5, scope: !1372, inlinedAt: !2678)
!2692 = !DILocation(line: 960, column: 21, scope: !1372, inlinedAt: !2678)
!2693 = !DILocation(line: 961, column: 21, scope: !1372, inlinedAt: !2678)
!2694 = !DILocation(line: 962, column: 11, scope: !1372, inlinedAt: !2678)
!2695 = !DILocation(line: 962, column: 21, scope: !1372, inlinedAt: !2678)
!2696 = !DILocation(line: 963, column: 21, scope: !1372, inlinedAt: !2678)
!2697 = !DILocation(line: 964, column: 21, scope: !1372, inlinedAt: !2678)
!2698 = !DILocation(line: 965, column: 20, scope: !1402, inlinedAt: !2678)
!2699 = !DILocation(line: 965, column: 9, scope: !1372, inlinedAt: !2678)
!2700 = !DILocation(line: 966, column: 29, scope: !1405, inlinedAt: !2678)
!2701 = !DILocation(line: 966, column: 24, scope: !1405, inlinedAt: !2678)
!2702 = !DILocation(line: 967, column: 5, scope: !1405, inlinedAt: !2678)
!2703 = !DILocation(line: 2179, column: 9, scope: !2704)
!2704 = distinct !DILexicalBlock(scope: !2675, file: !3, line: 2179, column: 9)
!2705 = !DILocation(line: 0, scope: !2676)
!2706 = !DILocation(line: 2182, column: 12, scope: !2707)
!2707 = distinct !DILexicalBlock(scope: !2599, file: !3, line: 2182, column: 9)
!2708 = !DILocation(line: 2182, column: 9, scope: !2707)
!2709 = !DILocation(line: 2182, column: 9, scope: !2599)
!2710 = !DILocation(line: 2183, column: 9, scope: !2711)
!2711 = distinct !DILexicalBlock(scope: !2712, file: !3, line: 2183, column: 9)
!2712 = distinct !DILexicalBlock(scope: !2707, file: !3, line: 2183, column: 9)
!2713 = !DILocation(line: 0, scope: !1372, inlinedAt: !2714)
!2714 = distinct !DILocation(line: 2183, column: 9, scope: !2711)
!2715 = !DILocation(line: 952, column: 30, scope: !1372, inlinedAt: !2714)
!2716 = !DILocation(line: 954, column: 5, scope: !1372, inlinedAt: !2714)
!2717 = !DILocation(line: 955, column: 14, scope: !1372, inlinedAt: !2714)
!2718 = !DILocation(line: 955, column: 30, scope: !1372, inlinedAt: !2714)
!2719 = !DILocation(line: 955, column: 24, scope: !1372, inlinedAt: !2714)
!2720 = !DILocation(line: 955, column: 22, scope: !1372, inlinedAt: !2714)
!2721 = !DILocation(line: 955, column: 11, scope: !1372, inlinedAt: !2714)
!2722 = !DILocation(line: 957, column: 13, scope: !1388, inlinedAt: !2714)
!2723 = !DILocation(line: 957, column: 9, scope: !1372, inlinedAt: !2714)
!2724 = !DILocation(line: 959, column: 19, scope: !1372, inlinedAt: !2714)
!2725 = !DILocation(line: 959, column: 32, scope: !1372, inlinedAt: !2714)
!2726 = !DILocation(line: 959, column: 45, scope: !1372, inlinedAt: !2714)
!2727 = !DILocation(line: 959, column: 5, scope: !1372, inlinedAt: !2714)
!2728 = !DILocation(line: 960, column: 21, scope: !1372, inlinedAt: !2714)
!2729 = !DILocation(line: 961, column: 21, scope: !1372, inlinedAt: !2714)
!2730 = !DILocation(line: 962, column: 11, scope: !1372, inlinedAt: !2714)
!2731 = !DILocation(line: 962, column: 21, scope: !1372, inlinedAt: !2714)
!2732 = !DILocation(line: 963, column: 21, scope: !1372, inlinedAt: !2714)
!2733 = !DILocation(line: 964, column: 21, scope: !1372, inlinedAt: !2714)
!2734 = !DILocation(line: 965, column: 20, scope: !1402, inlinedAt: !2714)
!2735 = !DILocation(line: 965, column: 9, scope: !1372, inlinedAt: !2714)
!2736 = !DILocation(line: 966, column: 29, scope: !1405, inlinedAt: !2714)
!2737 = !DILocation(line: 966, column: 24, scope: !1405, inlinedAt: !2714)
!2738 = !DILocation(line: 967, column: 5, scope: !1405, inlinedAt: !2714)
!2739 = !DILocation(line: 2183, column: 9, scope: !2740)
!2740 = distinct !DILexicalBlock(scope: !2712, file: !3, line: 2183, column: 9)
!2741 = !DILocation(line: 2183, column: 9, scope: !2712)
!2742 = !DILocation(line: 2184, column: 5, scope: !2599)
!2743 = !DILocation(line: 2185, column: 1, scope: !2599)
!2744 = distinct !DISubprogram(name: "deflate_rle", scope: !3, file: !3, line: 2084, type: !229, scopeLine: 2084, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2745)
!2745 = !{!2746, !2747, !2748, !2749, !2750, !2751, !2752, !2759, !2760}
!2746 = !DILocalVariable(name: "s", arg: 1, scope: !2744, file: !3, line: 2084, type: !26)
!2747 = !DILocalVariable(name: "flush", arg: 2, scope: !2744, file: !3, line: 2084, type: !58)
!2748 = !DILocalVariable(name: "bflush", scope: !2744, file: !3, line: 2085, type: !58)
!2749 = !DILocalVariable(name: "prev", scope: !2744, file: !3, line: 2086, type: !21)
!2750 = !DILocalVariable(name: "scan", scope: !2744, file: !3, line: 2087, type: !38)
!2751 = !DILocalVariable(name: "strend", scope: !2744, file: !3, line: 2087, type: !38)
!2752 = !DILocalVariable(name: "len", scope: !2753, file: !3, line: 2127, type: !172)
!2753 = distinct !DILexicalBlock(scope: !2754, file: !3, line: 2127, column: 13)
!2754 = distinct !DILexicalBlock(scope: !2755, file: !3, line: 2124, column: 43)
!2755 = distinct !DILexicalBlock(scope: !2756, file: !3, line: 2124, column: 13)
!2756 = distinct !DILexicalBlock(scope: !2757, file: !3, line: 2089, column: 14)
!2757 = distinct !DILexicalBlock(scope: !2758, file: !3, line: 2089, column: 5)
!2758 = distinct !DILexicalBlock(scope: !2744, file: !3, line: 2089, column: 5)
!2759 = !DILocalVariable(name: "dist", scope: !2753, file: !3, line: 2127, type: !100)
!2760 = !DILocalVariable(name: "cc", scope: !2761, file: !3, line: 2135, type: !172)
!2761 = distinct !DILexicalBlock(scope: !2762, file: !3, line: 2135, column: 13)
!2762 = distinct !DILexicalBlock(scope: !2755, file: !3, line: 2132, column: 16)
!2763 = !DILocation(line: 0, scope: !2744)
!2764 = !DILocation(line: 2089, column: 5, scope: !2744)
!2765 = !DILocation(line: 2094, column: 16, scope: !2766)
!2766 = distinct !DILexicalBlock(scope: !2756, file: !3, line: 2094, column: 13)
!2767 = !DILocation(line: 2094, column: 26, scope: !2766)
!2768 = !DILocation(line: 2094, column: 13, scope: !2756)
!2769 = !DILocation(line: 2103, column: 25, scope: !2756)
!2770 = !DILocation(line: 2104, column: 45, scope: !2771)
!2771 = distinct !DILexicalBlock(scope: !2756, file: !3, line: 2104, column: 13)
!2772 = !DILocation(line: 2104, column: 39, scope: !2771)
!2773 = !DILocation(line: 2095, column: 13, scope: !2774)
!2774 = distinct !DILexicalBlock(scope: !2766, file: !3, line: 2094, column: 40)
!2775 = !DILocation(line: 2096, column: 20, scope: !2776)
!2776 = distinct !DILexicalBlock(scope: !2774, file: !3, line: 2096, column: 17)
!2777 = !DILocation(line: 2096, column: 30, scope: !2776)
!2778 = !DILocation(line: 2096, column: 43, scope: !2776)
!2779 = !DILocation(line: 2099, column: 30, scope: !2780)
!2780 = distinct !DILexicalBlock(scope: !2774, file: !3, line: 2099, column: 17)
!2781 = !DILocation(line: 2099, column: 17, scope: !2774)
!2782 = !DILocation(line: 2104, column: 26, scope: !2771)
!2783 = !DILocation(line: 2104, column: 54, scope: !2771)
!2784 = !DILocation(line: 2104, column: 13, scope: !2756)
!2785 = !DILocation(line: 2105, column: 23, scope: !2786)
!2786 = distinct !DILexicalBlock(scope: !2771, file: !3, line: 2104, column: 59)
!2787 = !DILocation(line: 2105, column: 30, scope: !2786)
!2788 = !DILocation(line: 2105, column: 44, scope: !2786)
!2789 = !DILocation(line: 2106, column: 20, scope: !2786)
!2790 = !DILocation(line: 2107, column: 25, scope: !2791)
!2791 = distinct !DILexicalBlock(scope: !2786, file: !3, line: 2107, column: 17)
!2792 = !DILocation(line: 2107, column: 22, scope: !2791)
!2793 = !DILocation(line: 2107, column: 33, scope: !2791)
!2794 = !DILocation(line: 2107, column: 45, scope: !2791)
!2795 = !DILocation(line: 2107, column: 44, scope: !2791)
!2796 = !DILocation(line: 2107, column: 41, scope: !2791)
!2797 = !DILocation(line: 2107, column: 52, scope: !2791)
!2798 = !DILocation(line: 2107, column: 63, scope: !2791)
!2799 = !DILocation(line: 2107, column: 60, scope: !2791)
!2800 = !DILocation(line: 2107, column: 17, scope: !2786)
!2801 = !DILocation(line: 2108, column: 50, scope: !2802)
!2802 = distinct !DILexicalBlock(scope: !2791, file: !3, line: 2107, column: 72)
!2803 = !DILocation(line: 2109, column: 17, scope: !2802)
!2804 = !DILocation(line: 2110, column: 35, scope: !2802)
!2805 = !DILocation(line: 2110, column: 34, scope: !2802)
!2806 = !DILocation(line: 2110, column: 31, scope: !2802)
!2807 = !DILocation(line: 2110, column: 42, scope: !2802)
!2808 = !DILocation(line: 2110, column: 54, scope: !2802)
!2809 = !DILocation(line: 2110, column: 53, scope: !2802)
!2810 = !DILocation(line: 2110, column: 50, scope: !2802)
!2811 = !DILocation(line: 2110, column: 61, scope: !2802)
!2812 = !DILocation(line: 2111, column: 35, scope: !2802)
!2813 = !DILocation(line: 2111, column: 34, scope: !2802)
!2814 = !DILocation(line: 2111, column: 31, scope: !2802)
!2815 = !DILocation(line: 2111, column: 42, scope: !2802)
!2816 = !DILocation(line: 2111, column: 54, scope: !2802)
!2817 = !DILocation(line: 2111, column: 53, scope: !2802)
!2818 = !DILocation(line: 2111, column: 50, scope: !2802)
!2819 = !DILocation(line: 2111, column: 61, scope: !2802)
!2820 = !DILocation(line: 2112, column: 35, scope: !2802)
!2821 = !DILocation(line: 2112, column: 34, scope: !2802)
!2822 = !DILocation(line: 2112, column: 31, scope: !2802)
!2823 = !DILocation(line: 2112, column: 42, scope: !2802)
!2824 = !DILocation(line: 2112, column: 54, scope: !2802)
!2825 = !DILocation(line: 2112, column: 53, scope: !2802)
!2826 = !DILocation(line: 2112, column: 50, scope: !2802)
!2827 = !DILocation(line: 2112, column: 61, scope: !2802)
!2828 = !DILocation(line: 2113, column: 35, scope: !2802)
!2829 = !DILocation(line: 2113, column: 34, scope: !2802)
!2830 = !DILocation(line: 2113, column: 31, scope: !2802)
!2831 = !DILocation(line: 2113, column: 42, scope: !2802)
!2832 = !DILocation(line: 2113, column: 54, scope: !2802)
!2833 = !DILocation(line: 2113, column: 53, scope: !2802)
!2834 = !DILocation(line: 2113, column: 50, scope: !2802)
!2835 = !DILocation(line: 2113, column: 61, scope: !2802)
!2836 = distinct !{!2836, !2803, !2837, !663}
!2837 = !DILocation(line: 2114, column: 39, scope: !2802)
!2838 = !DILocation(line: 2115, column: 61, scope: !2802)
!2839 = !DILocation(line: 0, scope: !2802)
!2840 = !DILocation(line: 2115, column: 47, scope: !2802)
!2841 = !DILocation(line: 2115, column: 45, scope: !2802)
!2842 = !DILocation(line: 2116, column: 21, scope: !2802)
!2843 = !DILocation(line: 2124, column: 29, scope: !2755)
!2844 = !DILocation(line: 2135, column: 13, scope: !2761)
!2845 = !DILocation(line: 2124, column: 13, scope: !2756)
!2846 = !DILocation(line: 2127, column: 13, scope: !2753)
!2847 = !DILocation(line: 0, scope: !2753)
!2848 = !DILocation(line: 2129, column: 32, scope: !2754)
!2849 = !DILocation(line: 2129, column: 26, scope: !2754)
!2850 = !DILocation(line: 2130, column: 25, scope: !2754)
!2851 = !DILocation(line: 2131, column: 29, scope: !2754)
!2852 = !DILocation(line: 2139, column: 13, scope: !2756)
!2853 = distinct !{!2853, !2854, !2855}
!2854 = !DILocation(line: 2089, column: 5, scope: !2758)
!2855 = !DILocation(line: 2140, column: 5, scope: !2758)
!2856 = !DILocation(line: 0, scope: !2761)
!2857 = !DILocation(line: 2136, column: 25, scope: !2762)
!2858 = !DILocation(line: 2137, column: 24, scope: !2762)
!2859 = !DILocation(line: 2139, column: 21, scope: !2860)
!2860 = distinct !DILexicalBlock(scope: !2861, file: !3, line: 2139, column: 21)
!2861 = distinct !DILexicalBlock(scope: !2862, file: !3, line: 2139, column: 21)
!2862 = distinct !DILexicalBlock(scope: !2756, file: !3, line: 2139, column: 13)
!2863 = !DILocation(line: 0, scope: !1372, inlinedAt: !2864)
!2864 = distinct !DILocation(line: 2139, column: 21, scope: !2860)
!2865 = !DILocation(line: 952, column: 30, scope: !1372, inlinedAt: !2864)
!2866 = !DILocation(line: 954, column: 5, scope: !1372, inlinedAt: !2864)
!2867 = !DILocation(line: 955, column: 14, scope: !1372, inlinedAt: !2864)
!2868 = !DILocation(line: 955, column: 30, scope: !1372, inlinedAt: !2864)
!2869 = !DILocation(line: 955, column: 24, scope: !1372, inlinedAt: !2864)
!2870 = !DILocation(line: 955, column: 22, scope: !1372, inlinedAt: !2864)
!2871 = !DILocation(line: 955, column: 11, scope: !1372, inlinedAt: !2864)
!2872 = !DILocation(line: 957, column: 13, scope: !1388, inlinedAt: !2864)
!2873 = !DILocation(line: 957, column: 9, scope: !1372, inlinedAt: !2864)
!2874 = !DILocation(line: 959, column: 19, scope: !1372, inlinedAt: !2864)
!2875 = !DILocation(line: 959, column: 32, scope: !1372, inlinedAt: !2864)
!2876 = !DILocation(line: 959, column: 45, scope: !1372, inlinedAt: !2864)
!2877 = !DILocation(line: 959, column: 5, scope: !1372, inlinedAt: !2864)
!2878 = !DILocation(line: 960, column: 21, scope: !1372, inlinedAt: !2864)
!2879 = !DILocation(line: 961, column: 21, scope: !1372, inlinedAt: !2864)
!2880 = !DILocation(line: 962, column: 11, scope: !1372, inlinedAt: !2864)
!2881 = !DILocation(line: 962, column: 21, scope: !1372, inlinedAt: !2864)
!2882 = !DILocation(line: 963, column: 21, scope: !1372, inlinedAt: !2864)
!2883 = !DILocation(line: 964, column: 21, scope: !1372, inlinedAt: !2864)
!2884 = !DILocation(line: 965, column: 20, scope: !1402, inlinedAt: !2864)
!2885 = !DILocation(line: 965, column: 9, scope: !1372, inlinedAt: !2864)
!2886 = !DILocation(line: 966, column: 29, scope: !1405, inlinedAt: !2864)
!2887 = !DILocation(line: 966, column: 24, scope: !1405, inlinedAt: !2864)
!2888 = !DILocation(line: 967, column: 5, scope: !1405, inlinedAt: !2864)
!2889 = !DILocation(line: 2139, column: 21, scope: !2890)
!2890 = distinct !DILexicalBlock(scope: !2861, file: !3, line: 2139, column: 21)
!2891 = !DILocation(line: 2139, column: 21, scope: !2861)
!2892 = !DILocation(line: 2141, column: 8, scope: !2744)
!2893 = !DILocation(line: 2141, column: 15, scope: !2744)
!2894 = !DILocation(line: 2142, column: 15, scope: !2895)
!2895 = distinct !DILexicalBlock(scope: !2744, file: !3, line: 2142, column: 9)
!2896 = !DILocation(line: 2142, column: 9, scope: !2744)
!2897 = !DILocation(line: 2143, column: 9, scope: !2898)
!2898 = distinct !DILexicalBlock(scope: !2899, file: !3, line: 2143, column: 9)
!2899 = distinct !DILexicalBlock(scope: !2900, file: !3, line: 2143, column: 9)
!2900 = distinct !DILexicalBlock(scope: !2895, file: !3, line: 2142, column: 28)
!2901 = !DILocation(line: 0, scope: !1372, inlinedAt: !2902)
!2902 = distinct !DILocation(line: 2143, column: 9, scope: !2898)
!2903 = !DILocation(line: 952, column: 30, scope: !1372, inlinedAt: !2902)
!2904 = !DILocation(line: 954, column: 5, scope: !1372, inlinedAt: !2902)
!2905 = !DILocation(line: 955, column: 14, scope: !1372, inlinedAt: !2902)
!2906 = !DILocation(line: 955, column: 30, scope: !1372, inlinedAt: !2902)
!2907 = !DILocation(line: 955, column: 24, scope: !1372, inlinedAt: !2902)
!2908 = !DILocation(line: 955, column: 22, scope: !1372, inlinedAt: !2902)
!2909 = !DILocation(line: 955, column: 11, scope: !1372, inlinedAt: !2902)
!2910 = !DILocation(line: 957, column: 13, scope: !1388, inlinedAt: !2902)
!2911 = !DILocation(line: 957, column: 9, scope: !1372, inlinedAt: !2902)
!2912 = !DILocation(line: 959, column: 19, scope: !1372, inlinedAt: !2902)
!2913 = !DILocation(line: 959, column: 32, scope: !1372, inlinedAt: !2902)
!2914 = !DILocation(line: 959, column: 45, scope: !1372, inlinedAt: !2902)
!2915 = !DILocation(line: 959, column: 5, scope: !1372, inlinedAt: !2902)
!2916 = !DILocation(line: 960, column: 21, scope: !1372, inlinedAt: !2902)
!2917 = !DILocation(line: 961, column: 21, scope: !1372, inlinedAt: !2902)
!2918 = !DILocation(line: 962, column: 11, scope: !1372, inlinedAt: !2902)
!2919 = !DILocation(line: 962, column: 21, scope: !1372, inlinedAt: !2902)
!2920 = !DILocation(line: 963, column: 21, scope: !1372, inlinedAt: !2902)
!2921 = !DILocation(line: 964, column: 21, scope: !1372, inlinedAt: !2902)
!2922 = !DILocation(line: 965, column: 20, scope: !1402, inlinedAt: !2902)
!2923 = !DILocation(line: 965, column: 9, scope: !1372, inlinedAt: !2902)
!2924 = !DILocation(line: 966, column: 29, scope: !1405, inlinedAt: !2902)
!2925 = !DILocation(line: 966, column: 24, scope: !1405, inlinedAt: !2902)
!2926 = !DILocation(line: 967, column: 5, scope: !1405, inlinedAt: !2902)
!2927 = !DILocation(line: 2143, column: 9, scope: !2928)
!2928 = distinct !DILexicalBlock(scope: !2899, file: !3, line: 2143, column: 9)
!2929 = !DILocation(line: 0, scope: !2900)
!2930 = !DILocation(line: 2146, column: 12, scope: !2931)
!2931 = distinct !DILexicalBlock(scope: !2744, file: !3, line: 2146, column: 9)
!2932 = !DILocation(line: 2146, column: 9, scope: !2931)
!2933 = !DILocation(line: 2146, column: 9, scope: !2744)
!2934 = !DILocation(line: 2147, column: 9, scope: !2935)
!2935 = distinct !DILexicalBlock(scope: !2936, file: !3, line: 2147, column: 9)
!2936 = distinct !DILexicalBlock(scope: !2931, file: !3, line: 2147, column: 9)
!2937 = !DILocation(line: 0, scope: !1372, inlinedAt: !2938)
!2938 = distinct !DILocation(line: 2147, column: 9, scope: !2935)
!2939 = !DILocation(line: 952, column: 30, scope: !1372, inlinedAt: !2938)
!2940 = !DILocation(line: 954, column: 5, scope: !1372, inlinedAt: !2938)
!2941 = !DILocation(line: 955, column: 14, scope: !1372, inlinedAt: !2938)
!2942 = !DILocation(line: 955, column: 30, scope: !1372, inlinedAt: !2938)
!2943 = !DILocation(line: 955, column: 24, scope: !1372, inlinedAt: !2938)
!2944 = !DILocation(line: 955, column: 22, scope: !1372, inlinedAt: !2938)
!2945 = !DILocation(line: 955, column: 11, scope: !1372, inlinedAt: !2938)
!2946 = !DILocation(line: 957, column: 13, scope: !1388, inlinedAt: !2938)
!2947 = !DILocation(line: 957, column: 9, scope: !1372, inlinedAt: !2938)
!2948 = !DILocation(line: 959, column: 19, scope: !1372, inlinedAt: !2938)
!2949 = !DILocation(line: 959, column: 32, scope: !1372, inlinedAt: !2938)
!2950 = !DILocation(line: 959, column: 45, scope: !1372, inlinedAt: !2938)
!2951 = !DILocation(line: 959, column: 5, scope: !1372, inlinedAt: !2938)
!2952 = !DILocation(line: 960, column: 21, scope: !1372, inlinedAt: !2938)
!2953 = !DILocation(line: 961, column: 21, scope: !1372, inlinedAt: !2938)
!2954 = !DILocation(line: 962, column: 11, scope: !1372, inlinedAt: !2938)
!2955 = !DILocation(line: 962, column: 21, scope: !1372, inlinedAt: !2938)
!2956 = !DILocation(line: 963, column: 21, scope: !1372, inlinedAt: !2938)
!2957 = !DILocation(line: 964, column: 21, scope: !1372, inlinedAt: !2938)
!2958 = !DILocation(line: 965, column: 20, scope: !1402, inlinedAt: !2938)
!2959 = !DILocation(line: 965, column: 9, scope: !1372, inlinedAt: !2938)
!2960 = !DILocation(line: 966, column: 29, scope: !1405, inlinedAt: !2938)
!2961 = !DILocation(line: 966, column: 24, scope: !1405, inlinedAt: !2938)
!2962 = !DILocation(line: 967, column: 5, scope: !1405, inlinedAt: !2938)
!2963 = !DILocation(line: 2147, column: 9, scope: !2964)
!2964 = distinct !DILexicalBlock(scope: !2936, file: !3, line: 2147, column: 9)
!2965 = !DILocation(line: 2147, column: 9, scope: !2936)
!2966 = !DILocation(line: 2148, column: 5, scope: !2744)
!2967 = !DILocation(line: 2149, column: 1, scope: !2744)
!2968 = !DISubprogram(name: "_tr_align", scope: !28, file: !28, line: 316, type: !495, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2969 = !DISubprogram(name: "_tr_stored_block", scope: !28, file: !28, line: 317, type: !2970, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2970 = !DISubroutineType(types: !2971)
!2971 = !{null, !26, !191, !64, !58}
!2972 = distinct !DISubprogram(name: "deflateCopy", scope: !3, file: !3, line: 1317, type: !2973, scopeLine: 1317, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2975)
!2973 = !DISubroutineType(types: !2974)
!2974 = !{!58, !32, !32}
!2975 = !{!2976, !2977, !2978, !2979}
!2976 = !DILocalVariable(name: "dest", arg: 1, scope: !2972, file: !3, line: 1317, type: !32)
!2977 = !DILocalVariable(name: "source", arg: 2, scope: !2972, file: !3, line: 1317, type: !32)
!2978 = !DILocalVariable(name: "ds", scope: !2972, file: !3, line: 1323, type: !26)
!2979 = !DILocalVariable(name: "ss", scope: !2972, file: !3, line: 1324, type: !26)
!2980 = !DILocation(line: 0, scope: !2972)
!2981 = !DILocation(line: 0, scope: !437, inlinedAt: !2982)
!2982 = distinct !DILocation(line: 1327, column: 9, scope: !2983)
!2983 = distinct !DILexicalBlock(scope: !2972, file: !3, line: 1327, column: 9)
!2984 = !DILocation(line: 540, column: 14, scope: !444, inlinedAt: !2982)
!2985 = !DILocation(line: 540, column: 24, scope: !444, inlinedAt: !2982)
!2986 = !DILocation(line: 541, column: 15, scope: !444, inlinedAt: !2982)
!2987 = !DILocation(line: 541, column: 22, scope: !444, inlinedAt: !2982)
!2988 = !DILocation(line: 541, column: 39, scope: !444, inlinedAt: !2982)
!2989 = !DILocation(line: 541, column: 48, scope: !444, inlinedAt: !2982)
!2990 = !DILocation(line: 541, column: 54, scope: !444, inlinedAt: !2982)
!2991 = !DILocation(line: 540, column: 9, scope: !437, inlinedAt: !2982)
!2992 = !DILocation(line: 543, column: 15, scope: !437, inlinedAt: !2982)
!2993 = !DILocation(line: 544, column: 11, scope: !454, inlinedAt: !2982)
!2994 = !DILocation(line: 544, column: 21, scope: !454, inlinedAt: !2982)
!2995 = !DILocation(line: 544, column: 27, scope: !454, inlinedAt: !2982)
!2996 = !DILocation(line: 544, column: 32, scope: !454, inlinedAt: !2982)
!2997 = !DILocation(line: 544, column: 40, scope: !454, inlinedAt: !2982)
!2998 = !DILocation(line: 544, column: 47, scope: !454, inlinedAt: !2982)
!2999 = !DILocation(line: 544, column: 68, scope: !454, inlinedAt: !2982)
!3000 = !DILocation(line: 1327, column: 35, scope: !2983)
!3001 = !DILocation(line: 1333, column: 5, scope: !2972)
!3002 = !DILocation(line: 1335, column: 28, scope: !2972)
!3003 = !DILocation(line: 1336, column: 12, scope: !3004)
!3004 = distinct !DILexicalBlock(scope: !2972, file: !3, line: 1336, column: 9)
!3005 = !DILocation(line: 1336, column: 9, scope: !2972)
!3006 = !DILocation(line: 1337, column: 5, scope: !2972)
!3007 = !DILocation(line: 1338, column: 11, scope: !2972)
!3008 = !DILocation(line: 1338, column: 17, scope: !2972)
!3009 = !DILocation(line: 1339, column: 5, scope: !2972)
!3010 = !DILocation(line: 1340, column: 14, scope: !2972)
!3011 = !DILocation(line: 1342, column: 28, scope: !2972)
!3012 = !DILocation(line: 1342, column: 9, scope: !2972)
!3013 = !DILocation(line: 1342, column: 16, scope: !2972)
!3014 = !DILocation(line: 1343, column: 28, scope: !2972)
!3015 = !DILocation(line: 1343, column: 9, scope: !2972)
!3016 = !DILocation(line: 1343, column: 16, scope: !2972)
!3017 = !DILocation(line: 1344, column: 28, scope: !2972)
!3018 = !DILocation(line: 1344, column: 9, scope: !2972)
!3019 = !DILocation(line: 1344, column: 16, scope: !2972)
!3020 = !DILocation(line: 1345, column: 32, scope: !2972)
!3021 = !DILocation(line: 1345, column: 9, scope: !2972)
!3022 = !DILocation(line: 1345, column: 21, scope: !2972)
!3023 = !DILocation(line: 1347, column: 13, scope: !3024)
!3024 = distinct !DILexicalBlock(scope: !2972, file: !3, line: 1347, column: 9)
!3025 = !DILocation(line: 1347, column: 20, scope: !3024)
!3026 = !DILocation(line: 1347, column: 30, scope: !3024)
!3027 = !DILocation(line: 1347, column: 37, scope: !3024)
!3028 = !DILocation(line: 1347, column: 42, scope: !3024)
!3029 = !DILocation(line: 1347, column: 52, scope: !3024)
!3030 = !DILocation(line: 1347, column: 59, scope: !3024)
!3031 = !DILocation(line: 1347, column: 64, scope: !3024)
!3032 = !DILocation(line: 1347, column: 74, scope: !3024)
!3033 = !DILocation(line: 1349, column: 9, scope: !3034)
!3034 = distinct !DILexicalBlock(scope: !3024, file: !3, line: 1348, column: 36)
!3035 = !DILocation(line: 1350, column: 9, scope: !3034)
!3036 = !DILocation(line: 1353, column: 29, scope: !2972)
!3037 = !DILocation(line: 1353, column: 41, scope: !2972)
!3038 = !DILocation(line: 1353, column: 5, scope: !2972)
!3039 = !DILocation(line: 1354, column: 17, scope: !2972)
!3040 = !DILocation(line: 1354, column: 27, scope: !2972)
!3041 = !DILocation(line: 1355, column: 18, scope: !2972)
!3042 = !DILocation(line: 1355, column: 14, scope: !2972)
!3043 = !DILocation(line: 1355, column: 71, scope: !2972)
!3044 = !DILocation(line: 1355, column: 23, scope: !2972)
!3045 = !DILocation(line: 1355, column: 30, scope: !2972)
!3046 = !DILocation(line: 1355, column: 45, scope: !2972)
!3047 = !DILocation(line: 1355, column: 39, scope: !2972)
!3048 = !DILocation(line: 1355, column: 52, scope: !2972)
!3049 = !DILocation(line: 1355, column: 13, scope: !2972)
!3050 = !DILocation(line: 1356, column: 44, scope: !2972)
!3051 = !DILocation(line: 1354, column: 5, scope: !2972)
!3052 = !DILocation(line: 1357, column: 17, scope: !2972)
!3053 = !DILocation(line: 1357, column: 27, scope: !2972)
!3054 = !DILocation(line: 1357, column: 37, scope: !2972)
!3055 = !DILocation(line: 1357, column: 33, scope: !2972)
!3056 = !DILocation(line: 1357, column: 47, scope: !2972)
!3057 = !DILocation(line: 1357, column: 5, scope: !2972)
!3058 = !DILocation(line: 1359, column: 27, scope: !2972)
!3059 = !DILocation(line: 1359, column: 46, scope: !2972)
!3060 = !DILocation(line: 1359, column: 64, scope: !2972)
!3061 = !DILocation(line: 1359, column: 58, scope: !2972)
!3062 = !DILocation(line: 1359, column: 39, scope: !2972)
!3063 = !DILocation(line: 1359, column: 9, scope: !2972)
!3064 = !DILocation(line: 1359, column: 21, scope: !2972)
!3065 = !DILocation(line: 1360, column: 34, scope: !2972)
!3066 = !DILocation(line: 1360, column: 51, scope: !2972)
!3067 = !DILocation(line: 1360, column: 5, scope: !2972)
!3068 = !DILocation(line: 1367, column: 23, scope: !2972)
!3069 = !DILocation(line: 1367, column: 41, scope: !2972)
!3070 = !DILocation(line: 1367, column: 35, scope: !2972)
!3071 = !DILocation(line: 1367, column: 9, scope: !2972)
!3072 = !DILocation(line: 1367, column: 17, scope: !2972)
!3073 = !DILocation(line: 1368, column: 30, scope: !2972)
!3074 = !DILocation(line: 1368, column: 43, scope: !2972)
!3075 = !DILocation(line: 1368, column: 39, scope: !2972)
!3076 = !DILocation(line: 1368, column: 5, scope: !2972)
!3077 = !DILocation(line: 1371, column: 31, scope: !2972)
!3078 = !DILocation(line: 1371, column: 9, scope: !2972)
!3079 = !DILocation(line: 1371, column: 25, scope: !2972)
!3080 = !{!327, !273, i64 2904}
!3081 = !DILocation(line: 1372, column: 31, scope: !2972)
!3082 = !DILocation(line: 1372, column: 9, scope: !2972)
!3083 = !DILocation(line: 1372, column: 25, scope: !2972)
!3084 = !{!327, !273, i64 2928}
!3085 = !DILocation(line: 1373, column: 32, scope: !2972)
!3086 = !DILocation(line: 1373, column: 9, scope: !2972)
!3087 = !DILocation(line: 1373, column: 26, scope: !2972)
!3088 = !{!327, !273, i64 2952}
!3089 = !DILocation(line: 1375, column: 5, scope: !2972)
!3090 = !DILocation(line: 1377, column: 1, scope: !2972)
!3091 = distinct !DISubprogram(name: "deflate_fast", scope: !3, file: !3, line: 1857, type: !229, scopeLine: 1857, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3092)
!3092 = !{!3093, !3094, !3095, !3096, !3097, !3104, !3105}
!3093 = !DILocalVariable(name: "s", arg: 1, scope: !3091, file: !3, line: 1857, type: !26)
!3094 = !DILocalVariable(name: "flush", arg: 2, scope: !3091, file: !3, line: 1857, type: !58)
!3095 = !DILocalVariable(name: "hash_head", scope: !3091, file: !3, line: 1858, type: !112)
!3096 = !DILocalVariable(name: "bflush", scope: !3091, file: !3, line: 1859, type: !58)
!3097 = !DILocalVariable(name: "len", scope: !3098, file: !3, line: 1897, type: !172)
!3098 = distinct !DILexicalBlock(scope: !3099, file: !3, line: 1897, column: 13)
!3099 = distinct !DILexicalBlock(scope: !3100, file: !3, line: 1894, column: 43)
!3100 = distinct !DILexicalBlock(scope: !3101, file: !3, line: 1894, column: 13)
!3101 = distinct !DILexicalBlock(scope: !3102, file: !3, line: 1861, column: 14)
!3102 = distinct !DILexicalBlock(scope: !3103, file: !3, line: 1861, column: 5)
!3103 = distinct !DILexicalBlock(scope: !3091, file: !3, line: 1861, column: 5)
!3104 = !DILocalVariable(name: "dist", scope: !3098, file: !3, line: 1897, type: !100)
!3105 = !DILocalVariable(name: "cc", scope: !3106, file: !3, line: 1934, type: !172)
!3106 = distinct !DILexicalBlock(scope: !3107, file: !3, line: 1934, column: 13)
!3107 = distinct !DILexicalBlock(scope: !3100, file: !3, line: 1931, column: 16)
!3108 = !DILocation(line: 0, scope: !3091)
!3109 = !DILocation(line: 1861, column: 5, scope: !3091)
!3110 = !DILocation(line: 1867, column: 16, scope: !3111)
!3111 = distinct !DILexicalBlock(scope: !3101, file: !3, line: 1867, column: 13)
!3112 = !DILocation(line: 1867, column: 26, scope: !3111)
!3113 = !DILocation(line: 1867, column: 13, scope: !3101)
!3114 = !DILocation(line: 1868, column: 13, scope: !3115)
!3115 = distinct !DILexicalBlock(scope: !3111, file: !3, line: 1867, column: 43)
!3116 = !DILocation(line: 1869, column: 20, scope: !3117)
!3117 = distinct !DILexicalBlock(scope: !3115, file: !3, line: 1869, column: 17)
!3118 = !DILocation(line: 1869, column: 30, scope: !3117)
!3119 = !DILocation(line: 1869, column: 46, scope: !3117)
!3120 = !DILocation(line: 1872, column: 30, scope: !3121)
!3121 = distinct !DILexicalBlock(scope: !3115, file: !3, line: 1872, column: 17)
!3122 = !DILocation(line: 1872, column: 17, scope: !3115)
!3123 = !DILocation(line: 1879, column: 26, scope: !3124)
!3124 = distinct !DILexicalBlock(scope: !3101, file: !3, line: 1879, column: 13)
!3125 = !DILocation(line: 1879, column: 13, scope: !3101)
!3126 = !DILocation(line: 1880, column: 13, scope: !3127)
!3127 = distinct !DILexicalBlock(scope: !3124, file: !3, line: 1879, column: 40)
!3128 = !DILocation(line: 1886, column: 23, scope: !3129)
!3129 = distinct !DILexicalBlock(scope: !3101, file: !3, line: 1886, column: 13)
!3130 = !DILocation(line: 1886, column: 30, scope: !3129)
!3131 = !DILocation(line: 1886, column: 45, scope: !3129)
!3132 = !DILocation(line: 1886, column: 60, scope: !3129)
!3133 = !DILocation(line: 1886, column: 57, scope: !3129)
!3134 = !DILocation(line: 1886, column: 13, scope: !3101)
!3135 = !DILocation(line: 1891, column: 31, scope: !3136)
!3136 = distinct !DILexicalBlock(scope: !3129, file: !3, line: 1886, column: 73)
!3137 = !DILocation(line: 1891, column: 29, scope: !3136)
!3138 = !DILocation(line: 1893, column: 9, scope: !3136)
!3139 = !DILocation(line: 1894, column: 16, scope: !3100)
!3140 = !DILocation(line: 1894, column: 29, scope: !3100)
!3141 = !DILocation(line: 1894, column: 13, scope: !3101)
!3142 = !DILocation(line: 1897, column: 13, scope: !3098)
!3143 = !DILocation(line: 0, scope: !3098)
!3144 = !{!327, !274, i64 176}
!3145 = !DILocation(line: 1900, column: 32, scope: !3099)
!3146 = !DILocation(line: 1900, column: 26, scope: !3099)
!3147 = !DILocation(line: 1906, column: 39, scope: !3148)
!3148 = distinct !DILexicalBlock(scope: !3099, file: !3, line: 1906, column: 17)
!3149 = !DILocation(line: 1906, column: 33, scope: !3148)
!3150 = !DILocation(line: 1906, column: 57, scope: !3148)
!3151 = !DILocation(line: 1908, column: 32, scope: !3152)
!3152 = distinct !DILexicalBlock(scope: !3148, file: !3, line: 1907, column: 44)
!3153 = !DILocation(line: 1909, column: 17, scope: !3152)
!3154 = !DILocation(line: 1910, column: 32, scope: !3155)
!3155 = distinct !DILexicalBlock(scope: !3152, file: !3, line: 1909, column: 20)
!3156 = !DILocation(line: 1911, column: 21, scope: !3155)
!3157 = !DILocation(line: 1915, column: 26, scope: !3152)
!3158 = !DILocation(line: 1915, column: 44, scope: !3152)
!3159 = !DILocation(line: 1915, column: 17, scope: !3155)
!3160 = distinct !{!3160, !3153, !3161, !663}
!3161 = !DILocation(line: 1915, column: 48, scope: !3152)
!3162 = !DILocation(line: 1916, column: 28, scope: !3152)
!3163 = !DILocation(line: 1938, column: 13, scope: !3101)
!3164 = !DILocation(line: 1920, column: 29, scope: !3165)
!3165 = distinct !DILexicalBlock(scope: !3148, file: !3, line: 1919, column: 13)
!3166 = !DILocation(line: 1921, column: 33, scope: !3165)
!3167 = !DILocation(line: 1922, column: 31, scope: !3165)
!3168 = !DILocation(line: 1922, column: 28, scope: !3165)
!3169 = !DILocation(line: 1922, column: 26, scope: !3165)
!3170 = !DILocation(line: 1923, column: 17, scope: !3165)
!3171 = distinct !{!3171, !3172, !3173}
!3172 = !DILocation(line: 1861, column: 5, scope: !3103)
!3173 = !DILocation(line: 1939, column: 5, scope: !3103)
!3174 = !DILocation(line: 1934, column: 13, scope: !3106)
!3175 = !DILocation(line: 0, scope: !3106)
!3176 = !DILocation(line: 1935, column: 25, scope: !3107)
!3177 = !DILocation(line: 1936, column: 24, scope: !3107)
!3178 = !DILocation(line: 1938, column: 21, scope: !3179)
!3179 = distinct !DILexicalBlock(scope: !3180, file: !3, line: 1938, column: 21)
!3180 = distinct !DILexicalBlock(scope: !3181, file: !3, line: 1938, column: 21)
!3181 = distinct !DILexicalBlock(scope: !3101, file: !3, line: 1938, column: 13)
!3182 = !DILocation(line: 0, scope: !1372, inlinedAt: !3183)
!3183 = distinct !DILocation(line: 1938, column: 21, scope: !3179)
!3184 = !DILocation(line: 952, column: 30, scope: !1372, inlinedAt: !3183)
!3185 = !DILocation(line: 954, column: 5, scope: !1372, inlinedAt: !3183)
!3186 = !DILocation(line: 955, column: 14, scope: !1372, inlinedAt: !3183)
!3187 = !DILocation(line: 955, column: 30, scope: !1372, inlinedAt: !3183)
!3188 = !DILocation(line: 955, column: 24, scope: !1372, inlinedAt: !3183)
!3189 = !DILocation(line: 955, column: 22, scope: !1372, inlinedAt: !3183)
!3190 = !DILocation(line: 955, column: 11, scope: !1372, inlinedAt: !3183)
!3191 = !DILocation(line: 957, column: 13, scope: !1388, inlinedAt: !3183)
!3192 = !DILocation(line: 957, column: 9, scope: !1372, inlinedAt: !3183)
!3193 = !DILocation(line: 959, column: 19, scope: !1372, inlinedAt: !3183)
!3194 = !DILocation(line: 959, column: 32, scope: !1372, inlinedAt: !3183)
!3195 = !DILocation(line: 959, column: 45, scope: !1372, inlinedAt: !3183)
!3196 = !DILocation(line: 959, column: 5, scope: !1372, inlinedAt: !3183)
!3197 = !DILocation(line: 960, column: 21, scope: !1372, inlinedAt: !3183)
!3198 = !DILocation(line: 961, column: 21, scope: !1372, inlinedAt: !3183)
!3199 = !DILocation(line: 962, column: 11, scope: !1372, inlinedAt: !3183)
!3200 = !DILocation(line: 962, column: 21, scope: !1372, inlinedAt: !3183)
!3201 = !DILocation(line: 963, column: 21, scope: !1372, inlinedAt: !3183)
!3202 = !DILocation(line: 964, column: 21, scope: !1372, inlinedAt: !3183)
!3203 = !DILocation(line: 965, column: 20, scope: !1402, inlinedAt: !3183)
!3204 = !DILocation(line: 965, column: 9, scope: !1372, inlinedAt: !3183)
!3205 = !DILocation(line: 966, column: 29, scope: !1405, inlinedAt: !3183)
!3206 = !DILocation(line: 966, column: 24, scope: !1405, inlinedAt: !3183)
!3207 = !DILocation(line: 967, column: 5, scope: !1405, inlinedAt: !3183)
!3208 = !DILocation(line: 1938, column: 21, scope: !3209)
!3209 = distinct !DILexicalBlock(scope: !3180, file: !3, line: 1938, column: 21)
!3210 = !DILocation(line: 1938, column: 21, scope: !3180)
!3211 = !DILocation(line: 1940, column: 20, scope: !3091)
!3212 = !DILocation(line: 1940, column: 17, scope: !3091)
!3213 = !DILocation(line: 1940, column: 8, scope: !3091)
!3214 = !DILocation(line: 1940, column: 15, scope: !3091)
!3215 = !DILocation(line: 1941, column: 15, scope: !3216)
!3216 = distinct !DILexicalBlock(scope: !3091, file: !3, line: 1941, column: 9)
!3217 = !DILocation(line: 1941, column: 9, scope: !3091)
!3218 = !DILocation(line: 1942, column: 9, scope: !3219)
!3219 = distinct !DILexicalBlock(scope: !3220, file: !3, line: 1942, column: 9)
!3220 = distinct !DILexicalBlock(scope: !3221, file: !3, line: 1942, column: 9)
!3221 = distinct !DILexicalBlock(scope: !3216, file: !3, line: 1941, column: 28)
!3222 = !DILocation(line: 0, scope: !1372, inlinedAt: !3223)
!3223 = distinct !DILocation(line: 1942, column: 9, scope: !3219)
!3224 = !DILocation(line: 952, column: 30, scope: !1372, inlinedAt: !3223)
!3225 = !DILocation(line: 954, column: 5, scope: !1372, inlinedAt: !3223)
!3226 = !DILocation(line: 955, column: 14, scope: !1372, inlinedAt: !3223)
!3227 = !DILocation(line: 955, column: 30, scope: !1372, inlinedAt: !3223)
!3228 = !DILocation(line: 955, column: 24, scope: !1372, inlinedAt: !3223)
!3229 = !DILocation(line: 955, column: 22, scope: !1372, inlinedAt: !3223)
!3230 = !DILocation(line: 955, column: 11, scope: !1372, inlinedAt: !3223)
!3231 = !DILocation(line: 957, column: 13, scope: !1388, inlinedAt: !3223)
!3232 = !DILocation(line: 957, column: 9, scope: !1372, inlinedAt: !3223)
!3233 = !DILocation(line: 959, column: 19, scope: !1372, inlinedAt: !3223)
!3234 = !DILocation(line: 959, column: 32, scope: !1372, inlinedAt: !3223)
!3235 = !DILocation(line: 959, column: 45, scope: !1372, inlinedAt: !3223)
!3236 = !DILocation(line: 959, column: 5, scope: !1372, inlinedAt: !3223)
!3237 = !DILocation(line: 960, column: 21, scope: !1372, inlinedAt: !3223)
!3238 = !DILocation(line: 961, column: 21, scope: !1372, inlinedAt: !3223)
!3239 = !DILocation(line: 962, column: 11, scope: !1372, inlinedAt: !3223)
!3240 = !DILocation(line: 962, column: 21, scope: !1372, inlinedAt: !3223)
!3241 = !DILocation(line: 963, column: 21, scope: !1372, inlinedAt: !3223)
!3242 = !DILocation(line: 964, column: 21, scope: !1372, inlinedAt: !3223)
!3243 = !DILocation(line: 965, column: 20, scope: !1402, inlinedAt: !3223)
!3244 = !DILocation(line: 965, column: 9, scope: !1372, inlinedAt: !3223)
!3245 = !DILocation(line: 966, column: 29, scope: !1405, inlinedAt: !3223)
!3246 = !DILocation(line: 966, column: 24, scope: !1405, inlinedAt: !3223)
!3247 = !DILocation(line: 967, column: 5, scope: !1405, inlinedAt: !3223)
!3248 = !DILocation(line: 1942, column: 9, scope: !3249)
!3249 = distinct !DILexicalBlock(scope: !3220, file: !3, line: 1942, column: 9)
!3250 = !DILocation(line: 0, scope: !3221)
!3251 = !DILocation(line: 1945, column: 12, scope: !3252)
!3252 = distinct !DILexicalBlock(scope: !3091, file: !3, line: 1945, column: 9)
!3253 = !DILocation(line: 1945, column: 9, scope: !3252)
!3254 = !DILocation(line: 1945, column: 9, scope: !3091)
!3255 = !DILocation(line: 1946, column: 9, scope: !3256)
!3256 = distinct !DILexicalBlock(scope: !3257, file: !3, line: 1946, column: 9)
!3257 = distinct !DILexicalBlock(scope: !3252, file: !3, line: 1946, column: 9)
!3258 = !DILocation(line: 0, scope: !1372, inlinedAt: !3259)
!3259 = distinct !DILocation(line: 1946, column: 9, scope: !3256)
!3260 = !DILocation(line: 952, column: 30, scope: !1372, inlinedAt: !3259)
!3261 = !DILocation(line: 954, column: 5, scope: !1372, inlinedAt: !3259)
!3262 = !DILocation(line: 955, column: 14, scope: !1372, inlinedAt: !3259)
!3263 = !DILocation(line: 955, column: 30, scope: !1372, inlinedAt: !3259)
!3264 = !DILocation(line: 955, column: 24, scope: !1372, inlinedAt: !3259)
!3265 = !DILocation(line: 955, column: 22, scope: !1372, inlinedAt: !3259)
!3266 = !DILocation(line: 955, column: 11, scope: !1372, inlinedAt: !3259)
!3267 = !DILocation(line: 957, column: 13, scope: !1388, inlinedAt: !3259)
!3268 = !DILocation(line: 957, column: 9, scope: !1372, inlinedAt: !3259)
!3269 = !DILocation(line: 959, column: 19, scope: !1372, inlinedAt: !3259)
!3270 = !DILocation(line: 959, column: 32, scope: !1372, inlinedAt: !3259)
!3271 = !DILocation(line: 959, column: 45, scope: !1372, inlinedAt: !3259)
!3272 = !DILocation(line: 959, column: 5, scope: !1372, inlinedAt: !3259)
!3273 = !DILocation(line: 960, column: 21, scope: !1372, inlinedAt: !3259)
!3274 = !DILocation(line: 961, column: 21, scope: !1372, inlinedAt: !3259)
!3275 = !DILocation(line: 962, column: 11, scope: !1372, inlinedAt: !3259)
!3276 = !DILocation(line: 962, column: 21, scope: !1372, inlinedAt: !3259)
!3277 = !DILocation(line: 963, column: 21, scope: !1372, inlinedAt: !3259)
!3278 = !DILocation(line: 964, column: 21, scope: !1372, inlinedAt: !3259)
!3279 = !DILocation(line: 965, column: 20, scope: !1402, inlinedAt: !3259)
!3280 = !DILocation(line: 965, column: 9, scope: !1372, inlinedAt: !3259)
!3281 = !DILocation(line: 966, column: 29, scope: !1405, inlinedAt: !3259)
!3282 = !DILocation(line: 966, column: 24, scope: !1405, inlinedAt: !3259)
!3283 = !DILocation(line: 967, column: 5, scope: !1405, inlinedAt: !3259)
!3284 = !DILocation(line: 1946, column: 9, scope: !3285)
!3285 = distinct !DILexicalBlock(scope: !3257, file: !3, line: 1946, column: 9)
!3286 = !DILocation(line: 1946, column: 9, scope: !3257)
!3287 = !DILocation(line: 1947, column: 5, scope: !3091)
!3288 = !DILocation(line: 1948, column: 1, scope: !3091)
!3289 = distinct !DISubprogram(name: "deflate_slow", scope: !3, file: !3, line: 1956, type: !229, scopeLine: 1956, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3290)
!3290 = !{!3291, !3292, !3293, !3294, !3295, !3301, !3303, !3304, !3308}
!3291 = !DILocalVariable(name: "s", arg: 1, scope: !3289, file: !3, line: 1956, type: !26)
!3292 = !DILocalVariable(name: "flush", arg: 2, scope: !3289, file: !3, line: 1956, type: !58)
!3293 = !DILocalVariable(name: "hash_head", scope: !3289, file: !3, line: 1957, type: !112)
!3294 = !DILocalVariable(name: "bflush", scope: !3289, file: !3, line: 1958, type: !58)
!3295 = !DILocalVariable(name: "max_insert", scope: !3296, file: !3, line: 2014, type: !21)
!3296 = distinct !DILexicalBlock(scope: !3297, file: !3, line: 2013, column: 79)
!3297 = distinct !DILexicalBlock(scope: !3298, file: !3, line: 2013, column: 13)
!3298 = distinct !DILexicalBlock(scope: !3299, file: !3, line: 1961, column: 14)
!3299 = distinct !DILexicalBlock(scope: !3300, file: !3, line: 1961, column: 5)
!3300 = distinct !DILexicalBlock(scope: !3289, file: !3, line: 1961, column: 5)
!3301 = !DILocalVariable(name: "len", scope: !3302, file: !3, line: 2019, type: !172)
!3302 = distinct !DILexicalBlock(scope: !3296, file: !3, line: 2019, column: 13)
!3303 = !DILocalVariable(name: "dist", scope: !3302, file: !3, line: 2019, type: !100)
!3304 = !DILocalVariable(name: "cc", scope: !3305, file: !3, line: 2046, type: !172)
!3305 = distinct !DILexicalBlock(scope: !3306, file: !3, line: 2046, column: 13)
!3306 = distinct !DILexicalBlock(scope: !3307, file: !3, line: 2040, column: 40)
!3307 = distinct !DILexicalBlock(scope: !3297, file: !3, line: 2040, column: 20)
!3308 = !DILocalVariable(name: "cc", scope: !3309, file: !3, line: 2065, type: !172)
!3309 = distinct !DILexicalBlock(scope: !3310, file: !3, line: 2065, column: 9)
!3310 = distinct !DILexicalBlock(scope: !3311, file: !3, line: 2063, column: 29)
!3311 = distinct !DILexicalBlock(scope: !3289, file: !3, line: 2063, column: 9)
!3312 = !DILocation(line: 0, scope: !3289)
!3313 = !DILocation(line: 1961, column: 5, scope: !3289)
!3314 = !DILocation(line: 1967, column: 16, scope: !3315)
!3315 = distinct !DILexicalBlock(scope: !3298, file: !3, line: 1967, column: 13)
!3316 = !DILocation(line: 1967, column: 26, scope: !3315)
!3317 = !DILocation(line: 1967, column: 13, scope: !3298)
!3318 = !DILocation(line: 1985, column: 29, scope: !3298)
!3319 = !DILocation(line: 1985, column: 62, scope: !3298)
!3320 = !DILocation(line: 1968, column: 13, scope: !3321)
!3321 = distinct !DILexicalBlock(scope: !3315, file: !3, line: 1967, column: 43)
!3322 = !DILocation(line: 1969, column: 20, scope: !3323)
!3323 = distinct !DILexicalBlock(scope: !3321, file: !3, line: 1969, column: 17)
!3324 = !DILocation(line: 1969, column: 30, scope: !3323)
!3325 = !DILocation(line: 1969, column: 46, scope: !3323)
!3326 = !DILocation(line: 1972, column: 30, scope: !3327)
!3327 = distinct !DILexicalBlock(scope: !3321, file: !3, line: 1972, column: 17)
!3328 = !DILocation(line: 1972, column: 17, scope: !3321)
!3329 = !DILocation(line: 1979, column: 26, scope: !3330)
!3330 = distinct !DILexicalBlock(scope: !3298, file: !3, line: 1979, column: 13)
!3331 = !DILocation(line: 1979, column: 13, scope: !3298)
!3332 = !DILocation(line: 1985, column: 24, scope: !3298)
!3333 = !DILocation(line: 1985, column: 57, scope: !3298)
!3334 = !{!327, !274, i64 164}
!3335 = !DILocation(line: 1986, column: 25, scope: !3298)
!3336 = !DILocation(line: 1988, column: 30, scope: !3337)
!3337 = distinct !DILexicalBlock(scope: !3298, file: !3, line: 1988, column: 13)
!3338 = !DILocation(line: 1980, column: 13, scope: !3339)
!3339 = distinct !DILexicalBlock(scope: !3330, file: !3, line: 1979, column: 40)
!3340 = !DILocation(line: 1988, column: 23, scope: !3337)
!3341 = !DILocation(line: 1988, column: 53, scope: !3337)
!3342 = !DILocation(line: 1988, column: 48, scope: !3337)
!3343 = !DILocation(line: 1988, column: 68, scope: !3337)
!3344 = !DILocation(line: 1989, column: 25, scope: !3337)
!3345 = !DILocation(line: 1989, column: 40, scope: !3337)
!3346 = !DILocation(line: 1989, column: 37, scope: !3337)
!3347 = !DILocation(line: 1988, column: 13, scope: !3298)
!3348 = !DILocation(line: 1994, column: 31, scope: !3349)
!3349 = distinct !DILexicalBlock(scope: !3337, file: !3, line: 1989, column: 53)
!3350 = !DILocation(line: 1994, column: 29, scope: !3349)
!3351 = !DILocation(line: 1997, column: 33, scope: !3352)
!3352 = distinct !DILexicalBlock(scope: !3349, file: !3, line: 1997, column: 17)
!3353 = !DILocation(line: 1997, column: 38, scope: !3352)
!3354 = !DILocation(line: 1997, column: 45, scope: !3352)
!3355 = !DILocation(line: 1997, column: 54, scope: !3352)
!3356 = !DILocation(line: 1999, column: 17, scope: !3352)
!3357 = !DILocation(line: 1999, column: 37, scope: !3352)
!3358 = !DILocation(line: 1999, column: 50, scope: !3352)
!3359 = !DILocation(line: 2000, column: 24, scope: !3352)
!3360 = !DILocation(line: 2000, column: 38, scope: !3352)
!3361 = !DILocation(line: 2000, column: 33, scope: !3352)
!3362 = !DILocation(line: 2000, column: 50, scope: !3352)
!3363 = !DILocation(line: 1997, column: 17, scope: !3349)
!3364 = !DILocation(line: 2007, column: 33, scope: !3365)
!3365 = distinct !DILexicalBlock(scope: !3352, file: !3, line: 2002, column: 20)
!3366 = !DILocation(line: 2008, column: 13, scope: !3365)
!3367 = !DILocation(line: 2013, column: 16, scope: !3297)
!3368 = !DILocation(line: 2013, column: 28, scope: !3297)
!3369 = !DILocation(line: 2013, column: 41, scope: !3297)
!3370 = !DILocation(line: 2014, column: 34, scope: !3296)
!3371 = !DILocation(line: 2014, column: 48, scope: !3296)
!3372 = !DILocation(line: 2014, column: 43, scope: !3296)
!3373 = !DILocation(line: 2014, column: 58, scope: !3296)
!3374 = !DILocation(line: 0, scope: !3296)
!3375 = !DILocation(line: 2019, column: 13, scope: !3302)
!3376 = !DILocation(line: 0, scope: !3302)
!3377 = !DILocation(line: 2027, column: 32, scope: !3296)
!3378 = !DILocation(line: 2027, column: 26, scope: !3296)
!3379 = !DILocation(line: 2028, column: 28, scope: !3296)
!3380 = !DILocation(line: 2029, column: 13, scope: !3296)
!3381 = !DILocation(line: 2030, column: 21, scope: !3382)
!3382 = distinct !DILexicalBlock(scope: !3383, file: !3, line: 2030, column: 21)
!3383 = distinct !DILexicalBlock(scope: !3296, file: !3, line: 2029, column: 16)
!3384 = !DILocation(line: 2030, column: 35, scope: !3382)
!3385 = !DILocation(line: 2030, column: 21, scope: !3383)
!3386 = !DILocation(line: 2031, column: 21, scope: !3387)
!3387 = distinct !DILexicalBlock(scope: !3382, file: !3, line: 2030, column: 50)
!3388 = !DILocation(line: 2032, column: 17, scope: !3387)
!3389 = !DILocation(line: 2033, column: 22, scope: !3296)
!3390 = !DILocation(line: 2033, column: 39, scope: !3296)
!3391 = !DILocation(line: 2033, column: 13, scope: !3383)
!3392 = distinct !{!3392, !3380, !3393, !663}
!3393 = !DILocation(line: 2033, column: 43, scope: !3296)
!3394 = !DILocation(line: 2034, column: 32, scope: !3296)
!3395 = !DILocation(line: 2035, column: 29, scope: !3296)
!3396 = !DILocation(line: 2036, column: 24, scope: !3296)
!3397 = !DILocation(line: 2038, column: 17, scope: !3296)
!3398 = distinct !{!3398, !3399, !3400}
!3399 = !DILocation(line: 1961, column: 5, scope: !3300)
!3400 = !DILocation(line: 2061, column: 5, scope: !3300)
!3401 = !DILocation(line: 2038, column: 25, scope: !3402)
!3402 = distinct !DILexicalBlock(scope: !3403, file: !3, line: 2038, column: 25)
!3403 = distinct !DILexicalBlock(scope: !3404, file: !3, line: 2038, column: 25)
!3404 = distinct !DILexicalBlock(scope: !3296, file: !3, line: 2038, column: 17)
!3405 = !DILocation(line: 0, scope: !1372, inlinedAt: !3406)
!3406 = distinct !DILocation(line: 2038, column: 25, scope: !3402)
!3407 = !DILocation(line: 952, column: 30, scope: !1372, inlinedAt: !3406)
!3408 = !DILocation(line: 954, column: 5, scope: !1372, inlinedAt: !3406)
!3409 = !DILocation(line: 955, column: 14, scope: !1372, inlinedAt: !3406)
!3410 = !DILocation(line: 955, column: 30, scope: !1372, inlinedAt: !3406)
!3411 = !DILocation(line: 955, column: 24, scope: !1372, inlinedAt: !3406)
!3412 = !DILocation(line: 955, column: 22, scope: !1372, inlinedAt: !3406)
!3413 = !DILocation(line: 955, column: 11, scope: !1372, inlinedAt: !3406)
!3414 = !DILocation(line: 957, column: 13, scope: !1388, inlinedAt: !3406)
!3415 = !DILocation(line: 957, column: 9, scope: !1372, inlinedAt: !3406)
!3416 = !DILocation(line: 959, column: 19, scope: !1372, inlinedAt: !3406)
!3417 = !DILocation(line: 959, column: 32, scope: !1372, inlinedAt: !3406)
!3418 = !DILocation(line: 959, column: 45, scope: !1372, inlinedAt: !3406)
!3419 = !DILocation(line: 959, column: 5, scope: !1372, inlinedAt: !3406)
!3420 = !DILocation(line: 960, column: 21, scope: !1372, inlinedAt: !3406)
!3421 = !DILocation(line: 961, column: 21, scope: !1372, inlinedAt: !3406)
!3422 = !DILocation(line: 962, column: 11, scope: !1372, inlinedAt: !3406)
!3423 = !DILocation(line: 962, column: 21, scope: !1372, inlinedAt: !3406)
!3424 = !DILocation(line: 963, column: 21, scope: !1372, inlinedAt: !3406)
!3425 = !DILocation(line: 964, column: 21, scope: !1372, inlinedAt: !3406)
!3426 = !DILocation(line: 965, column: 20, scope: !1402, inlinedAt: !3406)
!3427 = !DILocation(line: 965, column: 9, scope: !1372, inlinedAt: !3406)
!3428 = !DILocation(line: 966, column: 29, scope: !1405, inlinedAt: !3406)
!3429 = !DILocation(line: 966, column: 24, scope: !1405, inlinedAt: !3406)
!3430 = !DILocation(line: 967, column: 5, scope: !1405, inlinedAt: !3406)
!3431 = !DILocation(line: 2038, column: 25, scope: !3432)
!3432 = distinct !DILexicalBlock(scope: !3403, file: !3, line: 2038, column: 25)
!3433 = !DILocation(line: 2038, column: 25, scope: !3403)
!3434 = !DILocation(line: 2040, column: 23, scope: !3307)
!3435 = !DILocation(line: 2040, column: 20, scope: !3307)
!3436 = !DILocation(line: 2040, column: 20, scope: !3297)
!3437 = !DILocation(line: 2046, column: 13, scope: !3305)
!3438 = !DILocation(line: 0, scope: !3305)
!3439 = !DILocation(line: 2047, column: 17, scope: !3306)
!3440 = !DILocation(line: 2048, column: 17, scope: !3441)
!3441 = distinct !DILexicalBlock(scope: !3442, file: !3, line: 2048, column: 17)
!3442 = distinct !DILexicalBlock(scope: !3443, file: !3, line: 2047, column: 25)
!3443 = distinct !DILexicalBlock(scope: !3306, file: !3, line: 2047, column: 17)
!3444 = !DILocation(line: 0, scope: !1372, inlinedAt: !3445)
!3445 = distinct !DILocation(line: 2048, column: 17, scope: !3441)
!3446 = !DILocation(line: 952, column: 30, scope: !1372, inlinedAt: !3445)
!3447 = !DILocation(line: 954, column: 5, scope: !1372, inlinedAt: !3445)
!3448 = !DILocation(line: 955, column: 14, scope: !1372, inlinedAt: !3445)
!3449 = !DILocation(line: 955, column: 30, scope: !1372, inlinedAt: !3445)
!3450 = !DILocation(line: 955, column: 24, scope: !1372, inlinedAt: !3445)
!3451 = !DILocation(line: 955, column: 22, scope: !1372, inlinedAt: !3445)
!3452 = !DILocation(line: 955, column: 11, scope: !1372, inlinedAt: !3445)
!3453 = !DILocation(line: 957, column: 13, scope: !1388, inlinedAt: !3445)
!3454 = !DILocation(line: 957, column: 9, scope: !1372, inlinedAt: !3445)
!3455 = !DILocation(line: 959, column: 19, scope: !1372, inlinedAt: !3445)
!3456 = !DILocation(line: 959, column: 32, scope: !1372, inlinedAt: !3445)
!3457 = !DILocation(line: 959, column: 45, scope: !1372, inlinedAt: !3445)
!3458 = !DILocation(line: 959, column: 5, scope: !1372, inlinedAt: !3445)
!3459 = !DILocation(line: 960, column: 21, scope: !1372, inlinedAt: !3445)
!3460 = !DILocation(line: 961, column: 21, scope: !1372, inlinedAt: !3445)
!3461 = !DILocation(line: 962, column: 11, scope: !1372, inlinedAt: !3445)
!3462 = !DILocation(line: 962, column: 21, scope: !1372, inlinedAt: !3445)
!3463 = !DILocation(line: 963, column: 21, scope: !1372, inlinedAt: !3445)
!3464 = !DILocation(line: 964, column: 21, scope: !1372, inlinedAt: !3445)
!3465 = !DILocation(line: 965, column: 20, scope: !1402, inlinedAt: !3445)
!3466 = !DILocation(line: 965, column: 9, scope: !1372, inlinedAt: !3445)
!3467 = !DILocation(line: 966, column: 29, scope: !1405, inlinedAt: !3445)
!3468 = !DILocation(line: 966, column: 24, scope: !1405, inlinedAt: !3445)
!3469 = !DILocation(line: 967, column: 5, scope: !1405, inlinedAt: !3445)
!3470 = !DILocation(line: 2050, column: 24, scope: !3306)
!3471 = !DILocation(line: 2051, column: 25, scope: !3306)
!3472 = !DILocation(line: 2052, column: 20, scope: !3473)
!3473 = distinct !DILexicalBlock(scope: !3306, file: !3, line: 2052, column: 17)
!3474 = !DILocation(line: 2052, column: 26, scope: !3473)
!3475 = !DILocation(line: 2052, column: 36, scope: !3473)
!3476 = !DILocation(line: 2052, column: 17, scope: !3306)
!3477 = !DILocation(line: 2057, column: 32, scope: !3478)
!3478 = distinct !DILexicalBlock(scope: !3307, file: !3, line: 2053, column: 16)
!3479 = !DILocation(line: 2058, column: 24, scope: !3478)
!3480 = !DILocation(line: 2059, column: 25, scope: !3478)
!3481 = !DILocation(line: 2063, column: 12, scope: !3311)
!3482 = !DILocation(line: 2063, column: 9, scope: !3311)
!3483 = !DILocation(line: 2063, column: 9, scope: !3289)
!3484 = !DILocation(line: 2065, column: 9, scope: !3309)
!3485 = !DILocation(line: 0, scope: !3309)
!3486 = !DILocation(line: 2066, column: 28, scope: !3310)
!3487 = !DILocation(line: 2067, column: 5, scope: !3310)
!3488 = !DILocation(line: 2068, column: 20, scope: !3289)
!3489 = !DILocation(line: 2068, column: 17, scope: !3289)
!3490 = !DILocation(line: 2068, column: 8, scope: !3289)
!3491 = !DILocation(line: 2068, column: 15, scope: !3289)
!3492 = !DILocation(line: 2069, column: 15, scope: !3493)
!3493 = distinct !DILexicalBlock(scope: !3289, file: !3, line: 2069, column: 9)
!3494 = !DILocation(line: 2069, column: 9, scope: !3289)
!3495 = !DILocation(line: 2070, column: 9, scope: !3496)
!3496 = distinct !DILexicalBlock(scope: !3497, file: !3, line: 2070, column: 9)
!3497 = distinct !DILexicalBlock(scope: !3498, file: !3, line: 2070, column: 9)
!3498 = distinct !DILexicalBlock(scope: !3493, file: !3, line: 2069, column: 28)
!3499 = !DILocation(line: 0, scope: !1372, inlinedAt: !3500)
!3500 = distinct !DILocation(line: 2070, column: 9, scope: !3496)
!3501 = !DILocation(line: 952, column: 30, scope: !1372, inlinedAt: !3500)
!3502 = !DILocation(line: 954, column: 5, scope: !1372, inlinedAt: !3500)
!3503 = !DILocation(line: 955, column: 14, scope: !1372, inlinedAt: !3500)
!3504 = !DILocation(line: 955, column: 30, scope: !1372, inlinedAt: !3500)
!3505 = !DILocation(line: 955, column: 24, scope: !1372, inlinedAt: !3500)
!3506 = !DILocation(line: 955, column: 22, scope: !1372, inlinedAt: !3500)
!3507 = !DILocation(line: 955, column: 11, scope: !1372, inlinedAt: !3500)
!3508 = !DILocation(line: 957, column: 13, scope: !1388, inlinedAt: !3500)
!3509 = !DILocation(line: 957, column: 9, scope: !1372, inlinedAt: !3500)
!3510 = !DILocation(line: 959, column: 19, scope: !1372, inlinedAt: !3500)
!3511 = !DILocation(line: 959, column: 32, scope: !1372, inlinedAt: !3500)
!3512 = !DILocation(line: 959, column: 45, scope: !1372, inlinedAt: !3500)
!3513 = !DILocation(line: 959, column: 5, scope: !1372, inlinedAt: !3500)
!3514 = !DILocation(line: 960, column: 21, scope: !1372, inlinedAt: !3500)
!3515 = !DILocation(line: 961, column: 21, scope: !1372, inlinedAt: !3500)
!3516 = !DILocation(line: 962, column: 11, scope: !1372, inlinedAt: !3500)
!3517 = !DILocation(line: 962, column: 21, scope: !1372, inlinedAt: !3500)
!3518 = !DILocation(line: 963, column: 21, scope: !1372, inlinedAt: !3500)
!3519 = !DILocation(line: 964, column: 21, scope: !1372, inlinedAt: !3500)
!3520 = !DILocation(line: 965, column: 20, scope: !1402, inlinedAt: !3500)
!3521 = !DILocation(line: 965, column: 9, scope: !1372, inlinedAt: !3500)
!3522 = !DILocation(line: 966, column: 29, scope: !1405, inlinedAt: !3500)
!3523 = !DILocation(line: 966, column: 24, scope: !1405, inlinedAt: !3500)
!3524 = !DILocation(line: 967, column: 5, scope: !1405, inlinedAt: !3500)
!3525 = !DILocation(line: 2070, column: 9, scope: !3526)
!3526 = distinct !DILexicalBlock(scope: !3497, file: !3, line: 2070, column: 9)
!3527 = !DILocation(line: 0, scope: !3498)
!3528 = !DILocation(line: 2073, column: 12, scope: !3529)
!3529 = distinct !DILexicalBlock(scope: !3289, file: !3, line: 2073, column: 9)
!3530 = !DILocation(line: 2073, column: 9, scope: !3529)
!3531 = !DILocation(line: 2073, column: 9, scope: !3289)
!3532 = !DILocation(line: 2074, column: 9, scope: !3533)
!3533 = distinct !DILexicalBlock(scope: !3534, file: !3, line: 2074, column: 9)
!3534 = distinct !DILexicalBlock(scope: !3529, file: !3, line: 2074, column: 9)
!3535 = !DILocation(line: 0, scope: !1372, inlinedAt: !3536)
!3536 = distinct !DILocation(line: 2074, column: 9, scope: !3533)
!3537 = !DILocation(line: 952, column: 30, scope: !1372, inlinedAt: !3536)
!3538 = !DILocation(line: 954, column: 5, scope: !1372, inlinedAt: !3536)
!3539 = !DILocation(line: 955, column: 14, scope: !1372, inlinedAt: !3536)
!3540 = !DILocation(line: 955, column: 30, scope: !1372, inlinedAt: !3536)
!3541 = !DILocation(line: 955, column: 24, scope: !1372, inlinedAt: !3536)
!3542 = !DILocation(line: 955, column: 22, scope: !1372, inlinedAt: !3536)
!3543 = !DILocation(line: 955, column: 11, scope: !1372, inlinedAt: !3536)
!3544 = !DILocation(line: 957, column: 13, scope: !1388, inlinedAt: !3536)
!3545 = !DILocation(line: 957, column: 9, scope: !1372, inlinedAt: !3536)
!3546 = !DILocation(line: 959, column: 19, scope: !1372, inlinedAt: !3536)
!3547 = !DILocation(line: 959, column: 32, scope: !1372, inlinedAt: !3536)
!3548 = !DILocation(line: 959, column: 45, scope: !1372, inlinedAt: !3536)
!3549 = !DILocation(line: 959, column: 5, scope: !1372, inlinedAt: !3536)
!3550 = !DILocation(line: 960, column: 21, scope: !1372, inlinedAt: !3536)
!3551 = !DILocation(line: 961, column: 21, scope: !1372, inlinedAt: !3536)
!3552 = !DILocation(line: 962, column: 11, scope: !1372, inlinedAt: !3536)
!3553 = !DILocation(line: 962, column: 21, scope: !1372, inlinedAt: !3536)
!3554 = !DILocation(line: 963, column: 21, scope: !1372, inlinedAt: !3536)
!3555 = !DILocation(line: 964, column: 21, scope: !1372, inlinedAt: !3536)
!3556 = !DILocation(line: 965, column: 20, scope: !1402, inlinedAt: !3536)
!3557 = !DILocation(line: 965, column: 9, scope: !1372, inlinedAt: !3536)
!3558 = !DILocation(line: 966, column: 29, scope: !1405, inlinedAt: !3536)
!3559 = !DILocation(line: 966, column: 24, scope: !1405, inlinedAt: !3536)
!3560 = !DILocation(line: 967, column: 5, scope: !1405, inlinedAt: !3536)
!3561 = !DILocation(line: 2074, column: 9, scope: !3562)
!3562 = distinct !DILexicalBlock(scope: !3534, file: !3, line: 2074, column: 9)
!3563 = !DILocation(line: 2074, column: 9, scope: !3534)
!3564 = !DILocation(line: 2075, column: 5, scope: !3289)
!3565 = !DILocation(line: 2076, column: 1, scope: !3289)
!3566 = distinct !DISubprogram(name: "longest_match", scope: !3, file: !3, line: 1389, type: !3567, scopeLine: 1389, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3569)
!3567 = !DISubroutineType(types: !3568)
!3568 = !{!21, !26, !112}
!3569 = !{!3570, !3571, !3572, !3573, !3574, !3575, !3576, !3577, !3578, !3579, !3580, !3581, !3582, !3583}
!3570 = !DILocalVariable(name: "s", arg: 1, scope: !3566, file: !3, line: 1389, type: !26)
!3571 = !DILocalVariable(name: "cur_match", arg: 2, scope: !3566, file: !3, line: 1389, type: !112)
!3572 = !DILocalVariable(name: "chain_length", scope: !3566, file: !3, line: 1390, type: !6)
!3573 = !DILocalVariable(name: "scan", scope: !3566, file: !3, line: 1391, type: !38)
!3574 = !DILocalVariable(name: "match", scope: !3566, file: !3, line: 1392, type: !38)
!3575 = !DILocalVariable(name: "len", scope: !3566, file: !3, line: 1393, type: !58)
!3576 = !DILocalVariable(name: "best_len", scope: !3566, file: !3, line: 1394, type: !58)
!3577 = !DILocalVariable(name: "nice_match", scope: !3566, file: !3, line: 1395, type: !58)
!3578 = !DILocalVariable(name: "limit", scope: !3566, file: !3, line: 1396, type: !112)
!3579 = !DILocalVariable(name: "prev", scope: !3566, file: !3, line: 1401, type: !97)
!3580 = !DILocalVariable(name: "wmask", scope: !3566, file: !3, line: 1402, type: !21)
!3581 = !DILocalVariable(name: "strend", scope: !3566, file: !3, line: 1412, type: !38)
!3582 = !DILocalVariable(name: "scan_end1", scope: !3566, file: !3, line: 1413, type: !40)
!3583 = !DILocalVariable(name: "scan_end", scope: !3566, file: !3, line: 1414, type: !40)
!3584 = !DILocation(line: 0, scope: !3566)
!3585 = !DILocation(line: 1390, column: 32, scope: !3566)
!3586 = !DILocation(line: 1391, column: 22, scope: !3566)
!3587 = !DILocation(line: 1391, column: 34, scope: !3566)
!3588 = !DILocation(line: 1391, column: 29, scope: !3566)
!3589 = !DILocation(line: 1394, column: 28, scope: !3566)
!3590 = !DILocation(line: 1395, column: 25, scope: !3566)
!3591 = !DILocation(line: 1396, column: 38, scope: !3566)
!3592 = !DILocation(line: 1396, column: 18, scope: !3566)
!3593 = !DILocation(line: 1401, column: 21, scope: !3566)
!3594 = !DILocation(line: 1402, column: 21, scope: !3566)
!3595 = !DILocation(line: 1412, column: 45, scope: !3566)
!3596 = !DILocation(line: 1413, column: 23, scope: !3566)
!3597 = !DILocation(line: 1414, column: 23, scope: !3566)
!3598 = !DILocation(line: 1423, column: 30, scope: !3599)
!3599 = distinct !DILexicalBlock(scope: !3566, file: !3, line: 1423, column: 9)
!3600 = !DILocation(line: 1423, column: 24, scope: !3599)
!3601 = !DILocation(line: 1423, column: 9, scope: !3566)
!3602 = !DILocation(line: 1429, column: 31, scope: !3603)
!3603 = distinct !DILexicalBlock(scope: !3566, file: !3, line: 1429, column: 9)
!3604 = !DILocation(line: 1429, column: 9, scope: !3566)
!3605 = !DILocation(line: 1515, column: 16, scope: !3606)
!3606 = distinct !DILexicalBlock(scope: !3607, file: !3, line: 1514, column: 29)
!3607 = distinct !DILexicalBlock(scope: !3608, file: !3, line: 1514, column: 13)
!3608 = distinct !DILexicalBlock(scope: !3566, file: !3, line: 1434, column: 8)
!3609 = !DILocation(line: 1434, column: 5, scope: !3566)
!3610 = !DILocation(line: 1394, column: 9, scope: !3566)
!3611 = !DILocation(line: 1413, column: 10, scope: !3566)
!3612 = !DILocation(line: 1414, column: 10, scope: !3566)
!3613 = !DILocation(line: 1436, column: 27, scope: !3608)
!3614 = !DILocation(line: 1482, column: 13, scope: !3615)
!3615 = distinct !DILexicalBlock(scope: !3608, file: !3, line: 1482, column: 13)
!3616 = !DILocation(line: 1482, column: 33, scope: !3615)
!3617 = !DILocation(line: 1482, column: 46, scope: !3615)
!3618 = !DILocation(line: 1483, column: 13, scope: !3615)
!3619 = !DILocation(line: 1483, column: 33, scope: !3615)
!3620 = !DILocation(line: 1483, column: 46, scope: !3615)
!3621 = !DILocation(line: 1484, column: 13, scope: !3615)
!3622 = !DILocation(line: 1484, column: 36, scope: !3615)
!3623 = !DILocation(line: 1484, column: 33, scope: !3615)
!3624 = !DILocation(line: 1484, column: 46, scope: !3615)
!3625 = !DILocation(line: 1485, column: 14, scope: !3615)
!3626 = !DILocation(line: 1485, column: 13, scope: !3615)
!3627 = !DILocation(line: 1485, column: 36, scope: !3615)
!3628 = !DILocation(line: 1485, column: 33, scope: !3615)
!3629 = !DILocation(line: 1482, column: 13, scope: !3608)
!3630 = !DILocation(line: 1493, column: 25, scope: !3608)
!3631 = !DILocation(line: 1499, column: 9, scope: !3608)
!3632 = !DILocation(line: 0, scope: !3608)
!3633 = !DILocation(line: 1500, column: 19, scope: !3608)
!3634 = !DILocation(line: 1500, column: 18, scope: !3608)
!3635 = !DILocation(line: 1500, column: 30, scope: !3608)
!3636 = !DILocation(line: 1500, column: 29, scope: !3608)
!3637 = !DILocation(line: 1500, column: 26, scope: !3608)
!3638 = !DILocation(line: 1500, column: 38, scope: !3608)
!3639 = !DILocation(line: 1500, column: 42, scope: !3608)
!3640 = !DILocation(line: 1500, column: 41, scope: !3608)
!3641 = !DILocation(line: 1500, column: 53, scope: !3608)
!3642 = !DILocation(line: 1500, column: 52, scope: !3608)
!3643 = !DILocation(line: 1500, column: 49, scope: !3608)
!3644 = !DILocation(line: 1500, column: 61, scope: !3608)
!3645 = !DILocation(line: 1501, column: 19, scope: !3608)
!3646 = !DILocation(line: 1501, column: 18, scope: !3608)
!3647 = !DILocation(line: 1501, column: 30, scope: !3608)
!3648 = !DILocation(line: 1501, column: 29, scope: !3608)
!3649 = !DILocation(line: 1501, column: 26, scope: !3608)
!3650 = !DILocation(line: 1501, column: 38, scope: !3608)
!3651 = !DILocation(line: 1501, column: 42, scope: !3608)
!3652 = !DILocation(line: 1501, column: 41, scope: !3608)
!3653 = !DILocation(line: 1501, column: 53, scope: !3608)
!3654 = !DILocation(line: 1501, column: 52, scope: !3608)
!3655 = !DILocation(line: 1501, column: 49, scope: !3608)
!3656 = !DILocation(line: 1501, column: 61, scope: !3608)
!3657 = !DILocation(line: 1502, column: 19, scope: !3608)
!3658 = !DILocation(line: 1502, column: 18, scope: !3608)
!3659 = !DILocation(line: 1502, column: 30, scope: !3608)
!3660 = !DILocation(line: 1502, column: 29, scope: !3608)
!3661 = !DILocation(line: 1502, column: 26, scope: !3608)
!3662 = !DILocation(line: 1502, column: 38, scope: !3608)
!3663 = !DILocation(line: 1502, column: 42, scope: !3608)
!3664 = !DILocation(line: 1502, column: 41, scope: !3608)
!3665 = !DILocation(line: 1502, column: 53, scope: !3608)
!3666 = !DILocation(line: 1502, column: 52, scope: !3608)
!3667 = !DILocation(line: 1502, column: 49, scope: !3608)
!3668 = !DILocation(line: 1502, column: 61, scope: !3608)
!3669 = !DILocation(line: 1503, column: 19, scope: !3608)
!3670 = !DILocation(line: 1503, column: 18, scope: !3608)
!3671 = !DILocation(line: 1503, column: 30, scope: !3608)
!3672 = !DILocation(line: 1503, column: 29, scope: !3608)
!3673 = !DILocation(line: 1503, column: 26, scope: !3608)
!3674 = !DILocation(line: 1503, column: 38, scope: !3608)
!3675 = !DILocation(line: 1503, column: 42, scope: !3608)
!3676 = !DILocation(line: 1503, column: 41, scope: !3608)
!3677 = !DILocation(line: 1503, column: 53, scope: !3608)
!3678 = !DILocation(line: 1503, column: 52, scope: !3608)
!3679 = !DILocation(line: 1503, column: 49, scope: !3608)
!3680 = !DILocation(line: 1503, column: 61, scope: !3608)
!3681 = distinct !{!3681, !3631, !3682, !663}
!3682 = !DILocation(line: 1504, column: 31, scope: !3608)
!3683 = !DILocation(line: 1509, column: 40, scope: !3608)
!3684 = !DILocation(line: 1509, column: 27, scope: !3608)
!3685 = !DILocation(line: 1509, column: 25, scope: !3608)
!3686 = !DILocation(line: 1514, column: 17, scope: !3607)
!3687 = !DILocation(line: 1514, column: 13, scope: !3608)
!3688 = !DILocation(line: 1515, column: 28, scope: !3606)
!3689 = !DILocation(line: 1517, column: 21, scope: !3690)
!3690 = distinct !DILexicalBlock(scope: !3606, file: !3, line: 1517, column: 17)
!3691 = !DILocation(line: 1517, column: 17, scope: !3606)
!3692 = !DILocation(line: 1521, column: 26, scope: !3606)
!3693 = !DILocation(line: 1522, column: 26, scope: !3606)
!3694 = !DILocation(line: 1524, column: 9, scope: !3606)
!3695 = !DILocation(line: 1525, column: 42, scope: !3566)
!3696 = !DILocation(line: 1525, column: 27, scope: !3566)
!3697 = !DILocation(line: 1525, column: 52, scope: !3566)
!3698 = !DILocation(line: 1526, column: 14, scope: !3566)
!3699 = distinct !{!3699, !3609, !3700, !663}
!3700 = !DILocation(line: 1526, column: 36, scope: !3566)
!3701 = !DILocation(line: 1530, column: 1, scope: !3566)
!3702 = !DISubprogram(name: "_tr_flush_block", scope: !28, file: !28, line: 313, type: !2970, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
