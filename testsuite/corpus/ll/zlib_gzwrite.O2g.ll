; ModuleID = 'src/zlib/gzwrite.c'
source_filename = "src/zlib/gzwrite.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [37 x i8] c"requested length does not fit in int\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [33 x i8] c"request does not fit in a size_t\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [34 x i8] c"string length does not fit in int\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [26 x i8] c"stalled write on gzprintf\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [6 x i8] c"1.3.2\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [39 x i8] c"internal error: deflate stream corrupt\00", align 1, !dbg !32

; Function Attrs: nounwind uwtable
define dso_local i32 @gzwrite(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !130 {
    #dbg_value(ptr %0, !139, !DIExpression(), !143)
    #dbg_value(ptr %1, !140, !DIExpression(), !143)
    #dbg_value(i32 %2, !141, !DIExpression(), !143)
  %4 = icmp eq ptr %0, null, !dbg !144
  br i1 %4, label %24, label %5, !dbg !146

5:                                                ; preds = %3
    #dbg_value(ptr %0, !142, !DIExpression(), !143)
  %6 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !147
  %7 = load i32, ptr %6, align 8, !dbg !147, !tbaa !149
  %8 = icmp eq i32 %7, 31153, !dbg !158
  br i1 %8, label %9, label %24, !dbg !159

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !160
  %11 = load i32, ptr %10, align 8, !dbg !160, !tbaa !161
  %12 = icmp eq i32 %11, 0, !dbg !162
  br i1 %12, label %17, label %13, !dbg !163

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !164
  %15 = load i32, ptr %14, align 4, !dbg !164, !tbaa !165
  %16 = icmp eq i32 %15, 0, !dbg !166
  br i1 %16, label %24, label %17, !dbg !167

17:                                               ; preds = %13, %9
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14, !dbg !168
  %18 = icmp slt i32 %2, 0, !dbg !169
  br i1 %18, label %19, label %20, !dbg !171

19:                                               ; preds = %17
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -3, ptr noundef nonnull @.str) #14, !dbg !172
  br label %24, !dbg !174

20:                                               ; preds = %17
  %21 = zext nneg i32 %2 to i64, !dbg !175
  %22 = tail call fastcc i64 @gz_write(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %21), !dbg !176
  %23 = trunc i64 %22 to i32, !dbg !177
  br label %24, !dbg !178

24:                                               ; preds = %5, %13, %3, %20, %19
  %25 = phi i32 [ 0, %19 ], [ %23, %20 ], [ 0, %3 ], [ 0, %13 ], [ 0, %5 ], !dbg !143
  ret i32 %25, !dbg !179
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !180 void @gz_error(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc i64 @gz_write(ptr noundef %0, ptr noundef %1, i64 noundef %2) unnamed_addr #0 !dbg !183 {
    #dbg_value(ptr %0, !190, !DIExpression(), !205)
    #dbg_value(ptr %1, !191, !DIExpression(), !205)
    #dbg_value(i64 %2, !192, !DIExpression(), !205)
    #dbg_value(i64 %2, !193, !DIExpression(), !205)
  %4 = icmp eq i64 %2, 0, !dbg !206
  br i1 %4, label %95, label %5, !dbg !208

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !209
  %7 = load i32, ptr %6, align 8, !dbg !209, !tbaa !211
  %8 = icmp eq i32 %7, 0, !dbg !212
  br i1 %8, label %9, label %12, !dbg !213

9:                                                ; preds = %5
  %10 = tail call fastcc i32 @gz_init(ptr noundef nonnull %0), !dbg !214
  %11 = icmp eq i32 %10, -1, !dbg !215
  br i1 %11, label %95, label %12, !dbg !216

12:                                               ; preds = %9, %5
  %13 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !217
  %14 = load i64, ptr %13, align 8, !dbg !217, !tbaa !219
  %15 = icmp eq i64 %14, 0, !dbg !220
  br i1 %15, label %19, label %16, !dbg !221

16:                                               ; preds = %12
  %17 = tail call fastcc i32 @gz_zero(ptr noundef nonnull %0), !dbg !222
  %18 = icmp eq i32 %17, -1, !dbg !223
  br i1 %18, label %95, label %19, !dbg !224

19:                                               ; preds = %16, %12
  %20 = load i32, ptr %6, align 8, !dbg !225, !tbaa !211
  %21 = zext i32 %20 to i64, !dbg !226
  %22 = icmp ugt i64 %21, %2, !dbg !227
  %23 = getelementptr inbounds i8, ptr %0, i64 136
  %24 = getelementptr inbounds i8, ptr %0, i64 144
  br i1 %22, label %25, label %66, !dbg !228

25:                                               ; preds = %19
  %26 = getelementptr inbounds i8, ptr %0, i64 48
  %27 = getelementptr inbounds i8, ptr %0, i64 16
  br label %28, !dbg !229

28:                                               ; preds = %25, %62
  %29 = phi i64 [ %60, %62 ], [ %2, %25 ]
  %30 = phi ptr [ %63, %62 ], [ %1, %25 ]
    #dbg_value(ptr %30, !191, !DIExpression(), !205)
    #dbg_value(i64 %29, !192, !DIExpression(), !205)
  %31 = load i32, ptr %24, align 8, !dbg !230, !tbaa !232
  %32 = icmp eq i32 %31, 0, !dbg !233
  br i1 %32, label %36, label %33, !dbg !229

33:                                               ; preds = %28
  %34 = load ptr, ptr %23, align 8, !dbg !234, !tbaa !235
  %35 = load ptr, ptr %26, align 8, !dbg !236, !tbaa !237
  br label %38, !dbg !229

36:                                               ; preds = %28
  %37 = load ptr, ptr %26, align 8, !dbg !238, !tbaa !237
  store ptr %37, ptr %23, align 8, !dbg !239, !tbaa !235
  br label %38, !dbg !240

38:                                               ; preds = %33, %36
  %39 = phi ptr [ %35, %33 ], [ %37, %36 ], !dbg !236
  %40 = phi ptr [ %34, %33 ], [ %37, %36 ], !dbg !234
  %41 = zext i32 %31 to i64, !dbg !241
  %42 = getelementptr inbounds i8, ptr %40, i64 %41, !dbg !241
  %43 = ptrtoint ptr %42 to i64, !dbg !242
  %44 = ptrtoint ptr %39 to i64, !dbg !242
  %45 = sub i64 %43, %44, !dbg !242
  %46 = trunc i64 %45 to i32, !dbg !243
    #dbg_value(i32 %46, !195, !DIExpression(), !244)
  %47 = load i32, ptr %6, align 8, !dbg !245, !tbaa !211
  %48 = sub i32 %47, %46, !dbg !246
    #dbg_value(i32 %48, !201, !DIExpression(), !244)
  %49 = zext i32 %48 to i64, !dbg !247
  %50 = icmp ult i64 %29, %49, !dbg !249
  %51 = trunc nuw i64 %29 to i32
  %52 = select i1 %50, i32 %51, i32 %48, !dbg !250
    #dbg_value(i32 %52, !201, !DIExpression(), !244)
  %53 = and i64 %45, 4294967295, !dbg !251
  %54 = getelementptr inbounds i8, ptr %39, i64 %53, !dbg !251
  %55 = zext i32 %52 to i64, !dbg !252
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %54, ptr align 1 %30, i64 %55, i1 false), !dbg !253
  %56 = load i32, ptr %24, align 8, !dbg !254, !tbaa !232
  %57 = add i32 %52, %56, !dbg !254
  store i32 %57, ptr %24, align 8, !dbg !254, !tbaa !232
  %58 = load i64, ptr %27, align 8, !dbg !255, !tbaa !256
  %59 = add nsw i64 %58, %55, !dbg !255
  store i64 %59, ptr %27, align 8, !dbg !255, !tbaa !256
    #dbg_value(!DIArgList(ptr %30, i64 %55), !191, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !205)
  %60 = sub i64 %29, %55, !dbg !257
    #dbg_value(i64 %60, !192, !DIExpression(), !205)
  %61 = icmp eq i64 %60, 0, !dbg !258
  br i1 %61, label %95, label %62, !dbg !260

62:                                               ; preds = %38
  %63 = getelementptr inbounds i8, ptr %30, i64 %55, !dbg !261
    #dbg_value(ptr %63, !191, !DIExpression(), !205)
  %64 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 0), !dbg !262
  %65 = icmp eq i32 %64, -1, !dbg !264
  br i1 %65, label %88, label %28, !dbg !265

66:                                               ; preds = %19
  %67 = load i32, ptr %24, align 8, !dbg !266, !tbaa !232
  %68 = icmp eq i32 %67, 0, !dbg !268
  br i1 %68, label %72, label %69, !dbg !269

69:                                               ; preds = %66
  %70 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 0), !dbg !270
  %71 = icmp eq i32 %70, -1, !dbg !271
  br i1 %71, label %95, label %72, !dbg !272

72:                                               ; preds = %69, %66
  store ptr %1, ptr %23, align 8, !dbg !273, !tbaa !235
  %73 = getelementptr inbounds i8, ptr %0, i64 16
  br label %74, !dbg !274

74:                                               ; preds = %86, %72
  %75 = phi i64 [ %2, %72 ], [ %84, %86 ]
    #dbg_value(i64 %75, !192, !DIExpression(), !205)
    #dbg_value(i32 -1, !202, !DIExpression(), !275)
  %76 = tail call i64 @llvm.umin.i64(i64 %75, i64 4294967295), !dbg !276
  %77 = trunc nuw i64 %76 to i32, !dbg !276
    #dbg_value(i32 %77, !202, !DIExpression(), !275)
  store i32 %77, ptr %24, align 8, !dbg !277, !tbaa !232
  %78 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 0), !dbg !278
    #dbg_value(i32 %78, !194, !DIExpression(), !205)
  %79 = load i32, ptr %24, align 8, !dbg !279, !tbaa !232
  %80 = sub i32 %77, %79, !dbg !280
    #dbg_value(i32 %80, !202, !DIExpression(), !275)
  %81 = zext i32 %80 to i64, !dbg !281
  %82 = load i64, ptr %73, align 8, !dbg !282, !tbaa !256
  %83 = add nsw i64 %82, %81, !dbg !282
  store i64 %83, ptr %73, align 8, !dbg !282, !tbaa !256
  %84 = sub i64 %75, %81, !dbg !283
    #dbg_value(i64 %84, !192, !DIExpression(), !205)
  %85 = icmp eq i32 %78, -1, !dbg !284
  br i1 %85, label %88, label %86, !dbg !286

86:                                               ; preds = %74
  %87 = icmp eq i64 %84, 0, !dbg !287
  br i1 %87, label %95, label %74, !dbg !287, !llvm.loop !288

88:                                               ; preds = %74, %62
  %89 = phi i64 [ %60, %62 ], [ %84, %74 ]
  %90 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !291
  %91 = load i32, ptr %90, align 4, !dbg !291, !tbaa !165
  %92 = icmp eq i32 %91, 0, !dbg !291
  %93 = sub i64 %2, %89, !dbg !291
  %94 = select i1 %92, i64 0, i64 %93, !dbg !291
  br label %95, !dbg !292

95:                                               ; preds = %86, %38, %88, %69, %16, %9, %3
  %96 = phi i64 [ 0, %3 ], [ 0, %9 ], [ 0, %16 ], [ 0, %69 ], [ %94, %88 ], [ %2, %38 ], [ %2, %86 ]
  ret i64 %96, !dbg !292
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i64 @gzfwrite(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #0 !dbg !293 {
    #dbg_value(ptr %0, !297, !DIExpression(), !303)
    #dbg_value(i64 %1, !298, !DIExpression(), !303)
    #dbg_value(i64 %2, !299, !DIExpression(), !303)
    #dbg_value(ptr %3, !300, !DIExpression(), !303)
  %5 = icmp eq ptr %3, null, !dbg !304
  br i1 %5, label %30, label %6, !dbg !306

6:                                                ; preds = %4
    #dbg_value(ptr %3, !302, !DIExpression(), !303)
  %7 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !307
  %8 = load i32, ptr %7, align 8, !dbg !307, !tbaa !149
  %9 = icmp eq i32 %8, 31153, !dbg !309
  br i1 %9, label %10, label %30, !dbg !310

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %3, i64 120, !dbg !311
  %12 = load i32, ptr %11, align 8, !dbg !311, !tbaa !161
  %13 = icmp eq i32 %12, 0, !dbg !312
  br i1 %13, label %18, label %14, !dbg !313

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %3, i64 76, !dbg !314
  %16 = load i32, ptr %15, align 4, !dbg !314, !tbaa !165
  %17 = icmp eq i32 %16, 0, !dbg !315
  br i1 %17, label %30, label %18, !dbg !316

18:                                               ; preds = %14, %10
  tail call void @gz_error(ptr noundef nonnull %3, i32 noundef 0, ptr noundef null) #14, !dbg !317
  %19 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %1, i64 %2), !dbg !318
  %20 = extractvalue { i64, i1 } %19, 0, !dbg !318
    #dbg_value(i64 %20, !301, !DIExpression(), !303)
  %21 = icmp eq i64 %1, 0, !dbg !319
  br i1 %21, label %25, label %22, !dbg !321

22:                                               ; preds = %18
  %23 = extractvalue { i64, i1 } %19, 1, !dbg !318
  br i1 %23, label %24, label %25, !dbg !322

24:                                               ; preds = %22
  tail call void @gz_error(ptr noundef nonnull %3, i32 noundef -2, ptr noundef nonnull @.str.1) #14, !dbg !323
  br label %30, !dbg !325

25:                                               ; preds = %22, %18
  %26 = icmp eq i64 %20, 0, !dbg !326
  br i1 %26, label %30, label %27, !dbg !326

27:                                               ; preds = %25
  %28 = tail call fastcc i64 @gz_write(ptr noundef nonnull %3, ptr noundef %0, i64 noundef %20), !dbg !327
  %29 = udiv i64 %28, %1, !dbg !328
  br label %30, !dbg !326

30:                                               ; preds = %27, %25, %6, %14, %4, %24
  %31 = phi i64 [ 0, %24 ], [ 0, %4 ], [ 0, %14 ], [ 0, %6 ], [ %29, %27 ], [ 0, %25 ], !dbg !303
  ret i64 %31, !dbg !329
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, 256) i32 @gzputc(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !330 {
  %3 = alloca [1 x i8], align 1, !DIAssignID !345
    #dbg_assign(i1 undef, !337, !DIExpression(), !345, ptr %3, !DIExpression(), !346)
    #dbg_value(ptr %0, !334, !DIExpression(), !346)
    #dbg_value(i32 %1, !335, !DIExpression(), !346)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #14, !dbg !347
  %4 = icmp eq ptr %0, null, !dbg !348
  br i1 %4, label %66, label %5, !dbg !350

5:                                                ; preds = %2
    #dbg_value(ptr %0, !341, !DIExpression(), !346)
  %6 = getelementptr inbounds i8, ptr %0, i64 136, !dbg !351
    #dbg_value(ptr %6, !342, !DIExpression(), !346)
  %7 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !352
  %8 = load i32, ptr %7, align 8, !dbg !352, !tbaa !149
  %9 = icmp eq i32 %8, 31153, !dbg !354
  br i1 %9, label %10, label %66, !dbg !355

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !356
  %12 = load i32, ptr %11, align 8, !dbg !356, !tbaa !161
  %13 = icmp eq i32 %12, 0, !dbg !357
  br i1 %13, label %18, label %14, !dbg !358

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !359
  %16 = load i32, ptr %15, align 4, !dbg !359, !tbaa !165
  %17 = icmp eq i32 %16, 0, !dbg !360
  br i1 %17, label %66, label %18, !dbg !361

18:                                               ; preds = %14, %10
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14, !dbg !362
  %19 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !363
  %20 = load i64, ptr %19, align 8, !dbg !363, !tbaa !219
  %21 = icmp eq i64 %20, 0, !dbg !365
  br i1 %21, label %25, label %22, !dbg !366

22:                                               ; preds = %18
  %23 = tail call fastcc i32 @gz_zero(ptr noundef nonnull %0), !dbg !367
  %24 = icmp eq i32 %23, -1, !dbg !368
  br i1 %24, label %66, label %25, !dbg !369

25:                                               ; preds = %22, %18
  %26 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !370
  %27 = load i32, ptr %26, align 8, !dbg !370, !tbaa !211
  %28 = icmp eq i32 %27, 0, !dbg !372
  br i1 %28, label %60, label %29, !dbg !373

29:                                               ; preds = %25
  %30 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !374
  %31 = load i32, ptr %30, align 8, !dbg !374, !tbaa !377
  %32 = icmp eq i32 %31, 0, !dbg !378
  br i1 %32, label %37, label %33, !dbg !379

33:                                               ; preds = %29
  %34 = load ptr, ptr %6, align 8, !dbg !380, !tbaa !381
  %35 = getelementptr inbounds i8, ptr %0, i64 48
  %36 = load ptr, ptr %35, align 8, !dbg !382, !tbaa !237
  br label %40, !dbg !379

37:                                               ; preds = %29
  %38 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !383
  %39 = load ptr, ptr %38, align 8, !dbg !383, !tbaa !237
  store ptr %39, ptr %6, align 8, !dbg !384, !tbaa !381
  br label %40, !dbg !385

40:                                               ; preds = %33, %37
  %41 = phi ptr [ %36, %33 ], [ %39, %37 ], !dbg !382
  %42 = phi ptr [ %34, %33 ], [ %39, %37 ], !dbg !380
  %43 = zext i32 %31 to i64, !dbg !386
  %44 = getelementptr inbounds i8, ptr %42, i64 %43, !dbg !386
  %45 = ptrtoint ptr %44 to i64, !dbg !387
  %46 = ptrtoint ptr %41 to i64, !dbg !387
  %47 = sub i64 %45, %46, !dbg !387
  %48 = trunc i64 %47 to i32, !dbg !388
    #dbg_value(i32 %48, !336, !DIExpression(), !346)
  %49 = icmp ugt i32 %27, %48, !dbg !389
  br i1 %49, label %50, label %60, !dbg !391

50:                                               ; preds = %40
  %51 = trunc i32 %1 to i8, !dbg !392
  %52 = and i64 %47, 4294967295, !dbg !394
  %53 = getelementptr inbounds i8, ptr %41, i64 %52, !dbg !394
  store i8 %51, ptr %53, align 1, !dbg !395, !tbaa !396
  %54 = load i32, ptr %30, align 8, !dbg !397, !tbaa !377
  %55 = add i32 %54, 1, !dbg !397
  store i32 %55, ptr %30, align 8, !dbg !397, !tbaa !377
  %56 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !398
  %57 = load i64, ptr %56, align 8, !dbg !399, !tbaa !256
  %58 = add nsw i64 %57, 1, !dbg !399
  store i64 %58, ptr %56, align 8, !dbg !399, !tbaa !256
  %59 = and i32 %1, 255, !dbg !400
  br label %66, !dbg !401

60:                                               ; preds = %40, %25
  %61 = trunc i32 %1 to i8, !dbg !402
  store i8 %61, ptr %3, align 1, !dbg !403, !tbaa !396, !DIAssignID !404
    #dbg_assign(i8 %61, !337, !DIExpression(), !404, ptr %3, !DIExpression(), !346)
  %62 = call fastcc i64 @gz_write(ptr noundef nonnull %0, ptr noundef nonnull %3, i64 noundef 1), !dbg !405
  %63 = icmp eq i64 %62, 1, !dbg !407
  %64 = and i32 %1, 255
  %65 = select i1 %63, i32 %64, i32 -1, !dbg !408
  br label %66, !dbg !408

66:                                               ; preds = %60, %22, %5, %14, %2, %50
  %67 = phi i32 [ %59, %50 ], [ -1, %2 ], [ -1, %14 ], [ -1, %5 ], [ -1, %22 ], [ %65, %60 ], !dbg !346
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #14, !dbg !409
  ret i32 %67, !dbg !409
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_zero(ptr noundef %0) unnamed_addr #0 !dbg !410 {
    #dbg_value(ptr %0, !414, !DIExpression(), !419)
  %2 = getelementptr inbounds i8, ptr %0, i64 136, !dbg !420
    #dbg_value(ptr %2, !418, !DIExpression(), !419)
  %3 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !421
  %4 = load i32, ptr %3, align 8, !dbg !421, !tbaa !377
  %5 = icmp eq i32 %4, 0, !dbg !423
  br i1 %5, label %9, label %6, !dbg !424

6:                                                ; preds = %1
  %7 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 0), !dbg !425
  %8 = icmp eq i32 %7, -1, !dbg !426
  br i1 %8, label %53, label %9, !dbg !427

9:                                                ; preds = %6, %1
    #dbg_value(i32 1, !415, !DIExpression(), !419)
  %10 = getelementptr inbounds i8, ptr %0, i64 40
  %11 = getelementptr inbounds i8, ptr %0, i64 112
  %12 = getelementptr inbounds i8, ptr %0, i64 48
  %13 = getelementptr inbounds i8, ptr %0, i64 16
    #dbg_value(i32 poison, !415, !DIExpression(), !419)
  %14 = load i32, ptr %10, align 8, !dbg !428, !tbaa !211
  %15 = zext i32 %14 to i64, !dbg !430
  %16 = load i64, ptr %11, align 8, !dbg !431, !tbaa !219
  %17 = icmp slt i64 %16, %15, !dbg !432
  %18 = trunc i64 %16 to i32, !dbg !433
  %19 = select i1 %17, i32 %18, i32 %14, !dbg !433
    #dbg_value(i32 %19, !417, !DIExpression(), !419)
  %20 = load ptr, ptr %12, align 8, !dbg !434, !tbaa !237
  %21 = zext i32 %19 to i64, !dbg !437
  tail call void @llvm.memset.p0.i64(ptr align 1 %20, i8 0, i64 %21, i1 false), !dbg !438
    #dbg_value(i32 0, !415, !DIExpression(), !419)
  store i32 %19, ptr %3, align 8, !dbg !439, !tbaa !377
  %22 = load ptr, ptr %12, align 8, !dbg !440, !tbaa !237
  store ptr %22, ptr %2, align 8, !dbg !441, !tbaa !381
  %23 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 0), !dbg !442
    #dbg_value(i32 %23, !416, !DIExpression(), !419)
  %24 = load i32, ptr %3, align 8, !dbg !443, !tbaa !377
  %25 = sub i32 %19, %24, !dbg !444
    #dbg_value(i32 %25, !417, !DIExpression(), !419)
  %26 = zext i32 %25 to i64, !dbg !445
  %27 = load i64, ptr %13, align 8, !dbg !446, !tbaa !256
  %28 = add nsw i64 %27, %26, !dbg !446
  store i64 %28, ptr %13, align 8, !dbg !446, !tbaa !256
  %29 = load i64, ptr %11, align 8, !dbg !447, !tbaa !219
  %30 = sub nsw i64 %29, %26, !dbg !447
  store i64 %30, ptr %11, align 8, !dbg !447, !tbaa !219
  %31 = icmp eq i32 %23, -1, !dbg !448
  br i1 %31, label %53, label %32, !dbg !450

32:                                               ; preds = %9
  %33 = icmp eq i64 %29, %26, !dbg !451
  br i1 %33, label %53, label %34, !dbg !451

34:                                               ; preds = %32, %51
  %35 = phi i64 [ %49, %51 ], [ %30, %32 ], !dbg !431
    #dbg_value(i32 poison, !415, !DIExpression(), !419)
    #dbg_value(i32 poison, !417, !DIExpression(), !419)
  %36 = load ptr, ptr %12, align 8, !dbg !440, !tbaa !237
  %37 = load i32, ptr %10, align 8, !dbg !428, !tbaa !211
  %38 = zext i32 %37 to i64, !dbg !430
  %39 = icmp slt i64 %35, %38, !dbg !432
  %40 = trunc i64 %35 to i32, !dbg !433
  %41 = select i1 %39, i32 %40, i32 %37, !dbg !433
    #dbg_value(i32 %41, !417, !DIExpression(), !419)
    #dbg_value(i32 0, !415, !DIExpression(), !419)
  store i32 %41, ptr %3, align 8, !dbg !439, !tbaa !377
  store ptr %36, ptr %2, align 8, !dbg !441, !tbaa !381
  %42 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 0), !dbg !442
    #dbg_value(i32 %42, !416, !DIExpression(), !419)
  %43 = load i32, ptr %3, align 8, !dbg !443, !tbaa !377
  %44 = sub i32 %41, %43, !dbg !444
    #dbg_value(i32 %44, !417, !DIExpression(), !419)
  %45 = zext i32 %44 to i64, !dbg !445
  %46 = load i64, ptr %13, align 8, !dbg !446, !tbaa !256
  %47 = add nsw i64 %46, %45, !dbg !446
  store i64 %47, ptr %13, align 8, !dbg !446, !tbaa !256
  %48 = load i64, ptr %11, align 8, !dbg !447, !tbaa !219
  %49 = sub nsw i64 %48, %45, !dbg !447
  store i64 %49, ptr %11, align 8, !dbg !447, !tbaa !219
  %50 = icmp eq i32 %42, -1, !dbg !448
  br i1 %50, label %53, label %51, !dbg !450

51:                                               ; preds = %34
  %52 = icmp eq i64 %48, %45, !dbg !451
  br i1 %52, label %53, label %34, !dbg !451, !llvm.loop !452

53:                                               ; preds = %51, %34, %9, %32, %6
  %54 = phi i32 [ -1, %6 ], [ -1, %9 ], [ 0, %32 ], [ -1, %34 ], [ 0, %51 ], !dbg !419
  ret i32 %54, !dbg !456
}

; Function Attrs: nounwind uwtable
define dso_local i32 @gzputs(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !457 {
    #dbg_value(ptr %0, !461, !DIExpression(), !466)
    #dbg_value(ptr %1, !462, !DIExpression(), !466)
  %3 = icmp eq ptr %0, null, !dbg !467
  br i1 %3, label %27, label %4, !dbg !469

4:                                                ; preds = %2
    #dbg_value(ptr %0, !465, !DIExpression(), !466)
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !470
  %6 = load i32, ptr %5, align 8, !dbg !470, !tbaa !149
  %7 = icmp eq i32 %6, 31153, !dbg !472
  br i1 %7, label %8, label %27, !dbg !473

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !474
  %10 = load i32, ptr %9, align 8, !dbg !474, !tbaa !161
  %11 = icmp eq i32 %10, 0, !dbg !475
  br i1 %11, label %16, label %12, !dbg !476

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !477
  %14 = load i32, ptr %13, align 4, !dbg !477, !tbaa !165
  %15 = icmp eq i32 %14, 0, !dbg !478
  br i1 %15, label %27, label %16, !dbg !479

16:                                               ; preds = %12, %8
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14, !dbg !480
  %17 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #15, !dbg !481
    #dbg_value(i64 %17, !463, !DIExpression(), !466)
  %18 = icmp ult i64 %17, 2147483648, !dbg !482
  br i1 %18, label %20, label %19, !dbg !482

19:                                               ; preds = %16
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -2, ptr noundef nonnull @.str.2) #14, !dbg !484
  br label %27, !dbg !486

20:                                               ; preds = %16
  %21 = tail call fastcc i64 @gz_write(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %17), !dbg !487
    #dbg_value(i64 %21, !464, !DIExpression(), !466)
  %22 = icmp ne i64 %17, 0, !dbg !488
  %23 = icmp eq i64 %21, 0
  %24 = select i1 %22, i1 %23, i1 false, !dbg !489
  %25 = trunc i64 %21 to i32, !dbg !489
  %26 = select i1 %24, i32 -1, i32 %25, !dbg !489
  br label %27, !dbg !490

27:                                               ; preds = %4, %12, %2, %20, %19
  %28 = phi i32 [ -1, %19 ], [ %26, %20 ], [ -1, %2 ], [ -1, %12 ], [ -1, %4 ], !dbg !466
  ret i32 %28, !dbg !491
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !492 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @gzvprintf(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2) local_unnamed_addr #0 !dbg !496 {
    #dbg_value(ptr %0, !507, !DIExpression(), !515)
    #dbg_value(ptr %1, !508, !DIExpression(), !515)
    #dbg_value(ptr %2, !509, !DIExpression(), !515)
  %4 = icmp eq ptr %0, null, !dbg !516
  br i1 %4, label %128, label %5, !dbg !518

5:                                                ; preds = %3
    #dbg_value(ptr %0, !513, !DIExpression(), !515)
  %6 = getelementptr inbounds i8, ptr %0, i64 136, !dbg !519
    #dbg_value(ptr %6, !514, !DIExpression(), !515)
  %7 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !520
  %8 = load i32, ptr %7, align 8, !dbg !520, !tbaa !149
  %9 = icmp eq i32 %8, 31153, !dbg !522
  br i1 %9, label %10, label %128, !dbg !523

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !524
  %12 = load i32, ptr %11, align 8, !dbg !524, !tbaa !161
  %13 = icmp eq i32 %12, 0, !dbg !525
  br i1 %13, label %18, label %14, !dbg !526

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !527
  %16 = load i32, ptr %15, align 4, !dbg !527, !tbaa !165
  %17 = icmp eq i32 %16, 0, !dbg !528
  br i1 %17, label %128, label %18, !dbg !529

18:                                               ; preds = %14, %10
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14, !dbg !530
  %19 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !531
  %20 = load i32, ptr %19, align 8, !dbg !531, !tbaa !211
  %21 = icmp eq i32 %20, 0, !dbg !533
  br i1 %21, label %22, label %27, !dbg !534

22:                                               ; preds = %18
  %23 = tail call fastcc i32 @gz_init(ptr noundef nonnull %0), !dbg !535
  %24 = icmp eq i32 %23, -1, !dbg !536
  br i1 %24, label %25, label %27, !dbg !537

25:                                               ; preds = %22
  %26 = load i32, ptr %11, align 8, !dbg !538, !tbaa !161
  br label %128, !dbg !539

27:                                               ; preds = %22, %18
  %28 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !540
  %29 = load i64, ptr %28, align 8, !dbg !540, !tbaa !219
  %30 = icmp eq i64 %29, 0, !dbg !542
  br i1 %30, label %36, label %31, !dbg !543

31:                                               ; preds = %27
  %32 = tail call fastcc i32 @gz_zero(ptr noundef nonnull %0), !dbg !544
  %33 = icmp eq i32 %32, -1, !dbg !545
  br i1 %33, label %34, label %36, !dbg !546

34:                                               ; preds = %31
  %35 = load i32, ptr %11, align 8, !dbg !547, !tbaa !161
  br label %128, !dbg !548

36:                                               ; preds = %31, %27
    #dbg_value(ptr %0, !549, !DIExpression(), !554)
    #dbg_value(ptr %6, !553, !DIExpression(), !554)
  %37 = load ptr, ptr %6, align 8, !dbg !556, !tbaa !381
  %38 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !558
  %39 = load i32, ptr %38, align 8, !dbg !558, !tbaa !377
  %40 = zext i32 %39 to i64, !dbg !559
  %41 = getelementptr inbounds i8, ptr %37, i64 %40, !dbg !559
  %42 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !560
  %43 = load ptr, ptr %42, align 8, !dbg !560, !tbaa !237
  %44 = load i32, ptr %19, align 8, !dbg !561, !tbaa !211
  %45 = zext i32 %44 to i64, !dbg !562
  %46 = getelementptr inbounds i8, ptr %43, i64 %45, !dbg !562
  %47 = icmp ugt ptr %41, %46, !dbg !563
  br i1 %47, label %48, label %61, !dbg !564

48:                                               ; preds = %36
  %49 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 0), !dbg !565
  %50 = load i32, ptr %38, align 8, !dbg !566, !tbaa !377
  %51 = icmp eq i32 %50, 0, !dbg !568
  %52 = load ptr, ptr %42, align 8, !dbg !554, !tbaa !237
  br i1 %51, label %53, label %54, !dbg !569

53:                                               ; preds = %48
  store ptr %52, ptr %6, align 8, !dbg !570, !tbaa !381
  br label %61, !dbg !572

54:                                               ; preds = %48
  %55 = load ptr, ptr %6, align 8, !dbg !573, !tbaa !381
  %56 = zext i32 %50 to i64, !dbg !574
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %52, ptr align 1 %55, i64 %56, i1 false), !dbg !575
  %57 = load ptr, ptr %42, align 8, !dbg !576, !tbaa !237
  store ptr %57, ptr %6, align 8, !dbg !577, !tbaa !381
  %58 = load i32, ptr %38, align 8, !dbg !578, !tbaa !377
  %59 = load i32, ptr %19, align 8, !dbg !579, !tbaa !211
  %60 = icmp ule i32 %58, %59, !dbg !580
  br label %61, !dbg !581

61:                                               ; preds = %36, %53, %54
  %62 = phi ptr [ %52, %53 ], [ %57, %54 ], [ %43, %36 ]
  %63 = phi i32 [ 0, %53 ], [ %58, %54 ], [ %39, %36 ]
  %64 = phi i1 [ true, %53 ], [ %60, %54 ], [ true, %36 ], !dbg !554
    #dbg_value(i1 %64, !511, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !515)
  %65 = load i32, ptr %11, align 8, !dbg !582, !tbaa !161
  %66 = icmp eq i32 %65, 0, !dbg !584
  br i1 %66, label %82, label %67, !dbg !585

67:                                               ; preds = %61
  br i1 %64, label %73, label %68, !dbg !586

68:                                               ; preds = %67
  %69 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !589
  %70 = load i32, ptr %69, align 4, !dbg !589, !tbaa !165
  %71 = icmp eq i32 %70, 0, !dbg !590
  br i1 %71, label %73, label %72, !dbg !591

72:                                               ; preds = %68
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -5, ptr noundef nonnull @.str.3) #14, !dbg !592
  br label %73, !dbg !594

73:                                               ; preds = %72, %68, %67
  %74 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !595
  %75 = load i32, ptr %74, align 4, !dbg !595, !tbaa !165
  %76 = icmp eq i32 %75, 0, !dbg !597
  br i1 %76, label %80, label %77, !dbg !598

77:                                               ; preds = %73
  %78 = load i32, ptr %38, align 8, !dbg !599, !tbaa !377
  %79 = load ptr, ptr %42, align 8, !dbg !601, !tbaa !237
  br label %82, !dbg !598

80:                                               ; preds = %73
  %81 = load i32, ptr %11, align 8, !dbg !602, !tbaa !161
  br label %128, !dbg !603

82:                                               ; preds = %77, %61
  %83 = phi ptr [ %79, %77 ], [ %62, %61 ], !dbg !601
  %84 = phi i32 [ %78, %77 ], [ %63, %61 ], !dbg !599
  %85 = icmp eq i32 %84, 0, !dbg !604
  br i1 %85, label %88, label %86, !dbg !605

86:                                               ; preds = %82
  %87 = load ptr, ptr %6, align 8, !dbg !606, !tbaa !381
  br label %89, !dbg !605

88:                                               ; preds = %82
  store ptr %83, ptr %6, align 8, !dbg !607, !tbaa !381
  br label %89, !dbg !608

89:                                               ; preds = %86, %88
  %90 = phi ptr [ %87, %86 ], [ %83, %88 ], !dbg !606
  %91 = ptrtoint ptr %90 to i64, !dbg !609
  %92 = ptrtoint ptr %83 to i64, !dbg !609
  %93 = sub i64 %91, %92, !dbg !609
  %94 = getelementptr inbounds i8, ptr %83, i64 %93, !dbg !610
  %95 = zext i32 %84 to i64, !dbg !611
  %96 = getelementptr inbounds i8, ptr %94, i64 %95, !dbg !611
    #dbg_value(ptr %96, !512, !DIExpression(), !515)
  %97 = load i32, ptr %19, align 8, !dbg !612, !tbaa !211
  %98 = add i32 %97, -1, !dbg !613
  %99 = zext i32 %98 to i64, !dbg !614
  %100 = getelementptr inbounds i8, ptr %96, i64 %99, !dbg !614
  store i8 0, ptr %100, align 1, !dbg !615, !tbaa !396
  %101 = load i32, ptr %19, align 8, !dbg !616, !tbaa !211
  %102 = zext i32 %101 to i64, !dbg !617
  %103 = tail call i32 @vsnprintf(ptr noundef %96, i64 noundef %102, ptr noundef %1, ptr noundef %2) #14, !dbg !618
    #dbg_value(i32 %103, !510, !DIExpression(), !515)
  %104 = icmp eq i32 %103, 0, !dbg !619
  br i1 %104, label %128, label %105, !dbg !621

105:                                              ; preds = %89
  %106 = load i32, ptr %19, align 8, !dbg !622, !tbaa !211
  %107 = icmp ult i32 %103, %106, !dbg !623
  br i1 %107, label %108, label %128, !dbg !624

108:                                              ; preds = %105
  %109 = add i32 %106, -1, !dbg !625
  %110 = zext i32 %109 to i64, !dbg !626
  %111 = getelementptr inbounds i8, ptr %96, i64 %110, !dbg !626
  %112 = load i8, ptr %111, align 1, !dbg !626, !tbaa !396
  %113 = icmp eq i8 %112, 0, !dbg !627
  br i1 %113, label %114, label %128, !dbg !628

114:                                              ; preds = %108
  %115 = load i32, ptr %38, align 8, !dbg !629, !tbaa !377
  %116 = add i32 %115, %103, !dbg !629
  store i32 %116, ptr %38, align 8, !dbg !629, !tbaa !377
  %117 = sext i32 %103 to i64, !dbg !630
  %118 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !631
  %119 = load i64, ptr %118, align 8, !dbg !632, !tbaa !256
  %120 = add nsw i64 %119, %117, !dbg !632
  store i64 %120, ptr %118, align 8, !dbg !632, !tbaa !256
  tail call fastcc void @gz_vacate(ptr noundef nonnull %0), !dbg !633
    #dbg_value(i32 poison, !511, !DIExpression(), !515)
  %121 = load i32, ptr %11, align 8, !dbg !634, !tbaa !161
  %122 = icmp eq i32 %121, 0, !dbg !636
  br i1 %122, label %127, label %123, !dbg !637

123:                                              ; preds = %114
  %124 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !638
  %125 = load i32, ptr %124, align 4, !dbg !638, !tbaa !165
  %126 = icmp eq i32 %125, 0, !dbg !639
  br i1 %126, label %128, label %127, !dbg !640

127:                                              ; preds = %123, %114
  br label %128, !dbg !641

128:                                              ; preds = %123, %89, %105, %108, %5, %14, %3, %127, %80, %34, %25
  %129 = phi i32 [ %26, %25 ], [ %35, %34 ], [ %103, %127 ], [ %81, %80 ], [ -2, %3 ], [ -2, %14 ], [ -2, %5 ], [ 0, %108 ], [ 0, %105 ], [ 0, %89 ], [ %121, %123 ], !dbg !515
  ret i32 %129, !dbg !642
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_init(ptr noundef %0) unnamed_addr #0 !dbg !643 {
    #dbg_value(ptr %0, !645, !DIExpression(), !648)
  %2 = getelementptr inbounds i8, ptr %0, i64 136, !dbg !649
    #dbg_value(ptr %2, !647, !DIExpression(), !648)
  %3 = getelementptr inbounds i8, ptr %0, i64 44, !dbg !650
  %4 = load i32, ptr %3, align 4, !dbg !650, !tbaa !651
  %5 = shl i32 %4, 1, !dbg !652
  %6 = zext i32 %5 to i64, !dbg !653
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #16, !dbg !654
  %8 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !655
  store ptr %7, ptr %8, align 8, !dbg !656, !tbaa !237
  %9 = icmp eq ptr %7, null, !dbg !657
  br i1 %9, label %10, label %11, !dbg !659

10:                                               ; preds = %1
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -4, ptr noundef nonnull @.str.4) #14, !dbg !660
  br label %44, !dbg !662

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !663
  %13 = load i32, ptr %12, align 8, !dbg !663, !tbaa !665
  %14 = icmp eq i32 %13, 0, !dbg !666
  br i1 %14, label %17, label %15, !dbg !667

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !668
  store i32 %4, ptr %16, align 8, !dbg !669, !tbaa !211
  br label %44, !dbg !670

17:                                               ; preds = %11
  %18 = zext i32 %4 to i64, !dbg !671
  %19 = tail call noalias ptr @malloc(i64 noundef %18) #16, !dbg !673
  %20 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !674
  store ptr %19, ptr %20, align 8, !dbg !675, !tbaa !676
  %21 = icmp eq ptr %19, null, !dbg !677
  br i1 %21, label %22, label %23, !dbg !679

22:                                               ; preds = %17
  tail call void @free(ptr noundef nonnull %7) #14, !dbg !680
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -4, ptr noundef nonnull @.str.4) #14, !dbg !682
  br label %44, !dbg !683

23:                                               ; preds = %17
  %24 = getelementptr inbounds i8, ptr %0, i64 200, !dbg !684
  %25 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !685
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %24, i8 0, i64 24, i1 false), !dbg !686
  %26 = load i32, ptr %25, align 8, !dbg !685, !tbaa !687
  %27 = getelementptr inbounds i8, ptr %0, i64 100, !dbg !685
  %28 = load i32, ptr %27, align 4, !dbg !685, !tbaa !688
  %29 = tail call i32 @deflateInit2_(ptr noundef nonnull %2, i32 noundef %26, i32 noundef 8, i32 noundef 31, i32 noundef 8, i32 noundef %28, ptr noundef nonnull @.str.5, i32 noundef 112) #14, !dbg !685
    #dbg_value(i32 %29, !646, !DIExpression(), !648)
  %30 = icmp eq i32 %29, 0, !dbg !689
  br i1 %30, label %34, label %31, !dbg !691

31:                                               ; preds = %23
  %32 = load ptr, ptr %20, align 8, !dbg !692, !tbaa !676
  tail call void @free(ptr noundef %32) #14, !dbg !694
  %33 = load ptr, ptr %8, align 8, !dbg !695, !tbaa !237
  tail call void @free(ptr noundef %33) #14, !dbg !696
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -4, ptr noundef nonnull @.str.4) #14, !dbg !697
  br label %44, !dbg !698

34:                                               ; preds = %23
  store ptr null, ptr %2, align 8, !dbg !699, !tbaa !381
  %35 = load i32, ptr %12, align 8, !dbg !700, !tbaa !665
  %36 = load i32, ptr %3, align 4, !dbg !702, !tbaa !651
  %37 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !668
  store i32 %36, ptr %37, align 8, !dbg !669, !tbaa !211
  %38 = icmp eq i32 %35, 0, !dbg !703
  br i1 %38, label %39, label %44, !dbg !670

39:                                               ; preds = %34
  %40 = getelementptr inbounds i8, ptr %0, i64 168, !dbg !704
  store i32 %36, ptr %40, align 8, !dbg !706, !tbaa !707
  %41 = load ptr, ptr %20, align 8, !dbg !708, !tbaa !676
  %42 = getelementptr inbounds i8, ptr %0, i64 160, !dbg !709
  store ptr %41, ptr %42, align 8, !dbg !710, !tbaa !711
  %43 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !712
  store ptr %41, ptr %43, align 8, !dbg !713, !tbaa !714
  br label %44, !dbg !715

44:                                               ; preds = %15, %34, %39, %31, %22, %10
  %45 = phi i32 [ -1, %10 ], [ -1, %22 ], [ -1, %31 ], [ 0, %39 ], [ 0, %34 ], [ 0, %15 ], !dbg !648
  ret i32 %45, !dbg !716
}

; Function Attrs: nounwind uwtable
define internal fastcc void @gz_vacate(ptr noundef %0) unnamed_addr #0 !dbg !550 {
    #dbg_value(ptr %0, !549, !DIExpression(), !717)
  %2 = getelementptr inbounds i8, ptr %0, i64 136, !dbg !718
    #dbg_value(ptr %2, !553, !DIExpression(), !717)
  %3 = load ptr, ptr %2, align 8, !dbg !719, !tbaa !381
  %4 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !720
  %5 = load i32, ptr %4, align 8, !dbg !720, !tbaa !377
  %6 = zext i32 %5 to i64, !dbg !721
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !721
  %8 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !722
  %9 = load ptr, ptr %8, align 8, !dbg !722, !tbaa !237
  %10 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !723
  %11 = load i32, ptr %10, align 8, !dbg !723, !tbaa !211
  %12 = zext i32 %11 to i64, !dbg !724
  %13 = getelementptr inbounds i8, ptr %9, i64 %12, !dbg !724
  %14 = icmp ugt ptr %7, %13, !dbg !725
  br i1 %14, label %15, label %26, !dbg !726

15:                                               ; preds = %1
  %16 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 0), !dbg !727
  %17 = load i32, ptr %4, align 8, !dbg !728, !tbaa !377
  %18 = icmp eq i32 %17, 0, !dbg !729
  %19 = load ptr, ptr %8, align 8, !dbg !717, !tbaa !237
  br i1 %18, label %24, label %20, !dbg !730

20:                                               ; preds = %15
  %21 = load ptr, ptr %2, align 8, !dbg !731, !tbaa !381
  %22 = zext i32 %17 to i64, !dbg !732
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %19, ptr align 1 %21, i64 %22, i1 false), !dbg !733
  %23 = load ptr, ptr %8, align 8, !dbg !734, !tbaa !237
  br label %24, !dbg !735

24:                                               ; preds = %15, %20
  %25 = phi ptr [ %23, %20 ], [ %19, %15 ]
  store ptr %25, ptr %2, align 8, !dbg !717, !tbaa !381
  br label %26, !dbg !736

26:                                               ; preds = %24, %1
  ret void, !dbg !736
}

; Function Attrs: nofree nounwind
declare !dbg !737 noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define dso_local i32 @gzprintf(ptr noundef %0, ptr nocapture noundef readonly %1, ...) local_unnamed_addr #0 !dbg !742 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !754
    #dbg_assign(i1 undef, !748, !DIExpression(), !754, ptr %3, !DIExpression(), !755)
    #dbg_value(ptr %0, !746, !DIExpression(), !755)
    #dbg_value(ptr %1, !747, !DIExpression(), !755)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #14, !dbg !756
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !757
  %4 = call i32 @gzvprintf(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %3), !dbg !758
    #dbg_value(i32 %4, !753, !DIExpression(), !755)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !759
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #14, !dbg !760
  ret i32 %4, !dbg !761
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nounwind uwtable
define dso_local i32 @gzflush(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !762 {
    #dbg_value(ptr %0, !764, !DIExpression(), !767)
    #dbg_value(i32 %1, !765, !DIExpression(), !767)
  %3 = icmp eq ptr %0, null, !dbg !768
  br i1 %3, label %29, label %4, !dbg !770

4:                                                ; preds = %2
    #dbg_value(ptr %0, !766, !DIExpression(), !767)
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !771
  %6 = load i32, ptr %5, align 8, !dbg !771, !tbaa !149
  %7 = icmp eq i32 %6, 31153, !dbg !773
  br i1 %7, label %8, label %29, !dbg !774

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !775
  %10 = load i32, ptr %9, align 8, !dbg !775, !tbaa !161
  %11 = icmp eq i32 %10, 0, !dbg !776
  br i1 %11, label %16, label %12, !dbg !777

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !778
  %14 = load i32, ptr %13, align 4, !dbg !778, !tbaa !165
  %15 = icmp eq i32 %14, 0, !dbg !779
  br i1 %15, label %29, label %16, !dbg !780

16:                                               ; preds = %12, %8
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14, !dbg !781
  %17 = icmp ugt i32 %1, 4, !dbg !782
  br i1 %17, label %29, label %18, !dbg !782

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !784
  %20 = load i64, ptr %19, align 8, !dbg !784, !tbaa !219
  %21 = icmp eq i64 %20, 0, !dbg !786
  br i1 %21, label %25, label %22, !dbg !787

22:                                               ; preds = %18
  %23 = tail call fastcc i32 @gz_zero(ptr noundef nonnull %0), !dbg !788
  %24 = icmp eq i32 %23, -1, !dbg !789
  br i1 %24, label %27, label %25, !dbg !790

25:                                               ; preds = %22, %18
  %26 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef %1), !dbg !791
  br label %27, !dbg !792

27:                                               ; preds = %22, %25
  %28 = load i32, ptr %9, align 8, !dbg !767, !tbaa !161
  br label %29, !dbg !793

29:                                               ; preds = %27, %16, %4, %12, %2
  %30 = phi i32 [ -2, %2 ], [ -2, %12 ], [ -2, %4 ], [ -2, %16 ], [ %28, %27 ], !dbg !767
  ret i32 %30, !dbg !793
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_comp(ptr noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !794 {
    #dbg_value(ptr %0, !798, !DIExpression(), !806)
    #dbg_value(i32 %1, !799, !DIExpression(), !806)
    #dbg_value(i32 1073741824, !804, !DIExpression(), !806)
  %3 = getelementptr inbounds i8, ptr %0, i64 136, !dbg !807
    #dbg_value(ptr %3, !805, !DIExpression(), !806)
  %4 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !808
  %5 = load i32, ptr %4, align 8, !dbg !808, !tbaa !211
  %6 = icmp eq i32 %5, 0, !dbg !810
  br i1 %6, label %7, label %10, !dbg !811

7:                                                ; preds = %2
  %8 = tail call fastcc i32 @gz_init(ptr noundef nonnull %0), !dbg !812
  %9 = icmp eq i32 %8, -1, !dbg !813
  br i1 %9, label %127, label %10, !dbg !814

10:                                               ; preds = %7, %2
  %11 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !815
  %12 = load i32, ptr %11, align 8, !dbg !815, !tbaa !665
  %13 = icmp eq i32 %12, 0, !dbg !817
  br i1 %13, label %47, label %14, !dbg !818

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 144
  %16 = load i32, ptr %15, align 8, !dbg !819, !tbaa !377
  %17 = icmp eq i32 %16, 0, !dbg !821
  br i1 %17, label %127, label %18, !dbg !821

18:                                               ; preds = %14
  %19 = tail call ptr @__errno_location() #17, !dbg !806
  %20 = getelementptr inbounds i8, ptr %0, i64 76
  %21 = getelementptr inbounds i8, ptr %0, i64 28
  %22 = load ptr, ptr %3, align 8, !dbg !822, !tbaa !381
  br label %23, !dbg !821

23:                                               ; preds = %18, %40
  %24 = phi ptr [ %22, %18 ], [ %45, %40 ], !dbg !822
  store i32 0, ptr %19, align 4, !dbg !824, !tbaa !825
  store i32 0, ptr %20, align 4, !dbg !826, !tbaa !165
  %25 = load i32, ptr %15, align 8, !dbg !827, !tbaa !377
  %26 = tail call i32 @llvm.umin.i32(i32 %25, i32 1073741824), !dbg !828
    #dbg_value(i32 %26, !803, !DIExpression(), !806)
  %27 = load i32, ptr %21, align 4, !dbg !829, !tbaa !830
  %28 = zext nneg i32 %26 to i64, !dbg !831
  %29 = tail call i64 @write(i32 noundef %27, ptr noundef %24, i64 noundef %28) #14, !dbg !832
  %30 = trunc i64 %29 to i32, !dbg !833
    #dbg_value(i32 %30, !801, !DIExpression(), !806)
  %31 = icmp slt i32 %30, 0, !dbg !834
  br i1 %31, label %32, label %40, !dbg !836

32:                                               ; preds = %23
  %33 = load i32, ptr %19, align 4, !dbg !837, !tbaa !825
  %34 = icmp eq i32 %33, 11, !dbg !840
  br i1 %34, label %35, label %37, !dbg !841

35:                                               ; preds = %32
  store i32 1, ptr %20, align 4, !dbg !842, !tbaa !165
  %36 = load i32, ptr %19, align 4, !dbg !843, !tbaa !825
  br label %37, !dbg !844

37:                                               ; preds = %32, %35
  %38 = phi i32 [ %33, %32 ], [ %36, %35 ], !dbg !843
  %39 = tail call ptr @strerror(i32 noundef %38) #14, !dbg !843
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -1, ptr noundef %39) #14, !dbg !845
  br label %127, !dbg !846

40:                                               ; preds = %23
  %41 = load i32, ptr %15, align 8, !dbg !847, !tbaa !377
  %42 = sub i32 %41, %30, !dbg !847
  store i32 %42, ptr %15, align 8, !dbg !847, !tbaa !377
  %43 = load ptr, ptr %3, align 8, !dbg !848, !tbaa !381
  %44 = and i64 %29, 2147483647, !dbg !848
  %45 = getelementptr inbounds i8, ptr %43, i64 %44, !dbg !848
  store ptr %45, ptr %3, align 8, !dbg !848, !tbaa !381
  %46 = icmp eq i32 %41, %30, !dbg !821
  br i1 %46, label %127, label %23, !dbg !821, !llvm.loop !849

47:                                               ; preds = %10
  %48 = getelementptr inbounds i8, ptr %0, i64 104, !dbg !851
  %49 = load i32, ptr %48, align 8, !dbg !851, !tbaa !853
  %50 = icmp eq i32 %49, 0, !dbg !854
  br i1 %50, label %58, label %51, !dbg !855

51:                                               ; preds = %47
  %52 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !856
  %53 = load i32, ptr %52, align 8, !dbg !856, !tbaa !377
  %54 = or i32 %53, %1, !dbg !859
  %55 = icmp eq i32 %54, 0, !dbg !859
  br i1 %55, label %127, label %56, !dbg !859

56:                                               ; preds = %51
  %57 = tail call i32 @deflateReset(ptr noundef nonnull %3) #14, !dbg !860
  store i32 0, ptr %48, align 8, !dbg !861, !tbaa !853
  br label %58, !dbg !862

58:                                               ; preds = %56, %47
    #dbg_value(i32 0, !800, !DIExpression(), !806)
  %59 = getelementptr inbounds i8, ptr %0, i64 168
  %60 = icmp ne i32 %1, 0
  %61 = icmp ne i32 %1, 4
  %62 = getelementptr inbounds i8, ptr %0, i64 160
  %63 = getelementptr inbounds i8, ptr %0, i64 8
  %64 = getelementptr inbounds i8, ptr %0, i64 76
  %65 = getelementptr inbounds i8, ptr %0, i64 28
  %66 = getelementptr inbounds i8, ptr %0, i64 56
  %67 = load i32, ptr %59, align 8, !dbg !863, !tbaa !707
  br label %68, !dbg !866

68:                                               ; preds = %121, %58
  %69 = phi i32 [ %67, %58 ], [ %122, %121 ], !dbg !863
  %70 = phi i32 [ 0, %58 ], [ %118, %121 ], !dbg !806
    #dbg_value(i32 %70, !800, !DIExpression(), !806)
  %71 = icmp eq i32 %69, 0, !dbg !867
  br i1 %71, label %76, label %72, !dbg !868

72:                                               ; preds = %68
  %73 = icmp eq i32 %70, 1
  %74 = or i1 %61, %73
  %75 = and i1 %60, %74, !dbg !869
  br i1 %75, label %76, label %116, !dbg !869

76:                                               ; preds = %72, %68
  %77 = load ptr, ptr %62, align 8, !dbg !870, !tbaa !711
  %78 = load ptr, ptr %63, align 8, !dbg !872, !tbaa !714
  %79 = icmp ugt ptr %77, %78, !dbg !873
  br i1 %79, label %80, label %110, !dbg !874

80:                                               ; preds = %76
  %81 = tail call ptr @__errno_location() #17, !dbg !806
  br label %82, !dbg !874

82:                                               ; preds = %80, %102
  %83 = phi ptr [ %78, %80 ], [ %105, %102 ]
  %84 = phi ptr [ %77, %80 ], [ %106, %102 ]
  store i32 0, ptr %81, align 4, !dbg !875, !tbaa !825
  store i32 0, ptr %64, align 4, !dbg !877, !tbaa !165
  %85 = ptrtoint ptr %84 to i64, !dbg !878
  %86 = ptrtoint ptr %83 to i64, !dbg !878
  %87 = sub i64 %85, %86, !dbg !878
  %88 = tail call i64 @llvm.smin.i64(i64 %87, i64 1073741824), !dbg !879
    #dbg_value(i32 poison, !803, !DIExpression(), !806)
  %89 = load i32, ptr %65, align 4, !dbg !880, !tbaa !830
  %90 = and i64 %88, 4294967295, !dbg !881
  %91 = tail call i64 @write(i32 noundef %89, ptr noundef %83, i64 noundef %90) #14, !dbg !882
    #dbg_value(i64 %91, !801, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !806)
  %92 = and i64 %91, 2147483648, !dbg !883
  %93 = icmp eq i64 %92, 0, !dbg !883
  br i1 %93, label %102, label %94, !dbg !885

94:                                               ; preds = %82
  %95 = load i32, ptr %81, align 4, !dbg !886, !tbaa !825
  %96 = icmp eq i32 %95, 11, !dbg !889
  br i1 %96, label %97, label %99, !dbg !890

97:                                               ; preds = %94
  store i32 1, ptr %64, align 4, !dbg !891, !tbaa !165
  %98 = load i32, ptr %81, align 4, !dbg !892, !tbaa !825
  br label %99, !dbg !893

99:                                               ; preds = %94, %97
  %100 = phi i32 [ %95, %94 ], [ %98, %97 ], !dbg !892
  %101 = tail call ptr @strerror(i32 noundef %100) #14, !dbg !892
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -1, ptr noundef %101) #14, !dbg !894
  br label %127, !dbg !895

102:                                              ; preds = %82
  %103 = load ptr, ptr %63, align 8, !dbg !896, !tbaa !714
  %104 = and i64 %91, 2147483647, !dbg !896
  %105 = getelementptr inbounds i8, ptr %103, i64 %104, !dbg !896
  store ptr %105, ptr %63, align 8, !dbg !896, !tbaa !714
  %106 = load ptr, ptr %62, align 8, !dbg !870, !tbaa !711
  %107 = icmp ugt ptr %106, %105, !dbg !873
  br i1 %107, label %82, label %108, !dbg !874, !llvm.loop !897

108:                                              ; preds = %102
  %109 = load i32, ptr %59, align 8, !dbg !899, !tbaa !707
  br label %110, !dbg !899

110:                                              ; preds = %108, %76
  %111 = phi i32 [ %109, %108 ], [ %69, %76 ], !dbg !899
  %112 = icmp eq i32 %111, 0, !dbg !901
  br i1 %112, label %113, label %116, !dbg !902

113:                                              ; preds = %110
  %114 = load i32, ptr %4, align 8, !dbg !903, !tbaa !211
  store i32 %114, ptr %59, align 8, !dbg !905, !tbaa !707
  %115 = load ptr, ptr %66, align 8, !dbg !906, !tbaa !676
  store ptr %115, ptr %62, align 8, !dbg !907, !tbaa !711
  store ptr %115, ptr %63, align 8, !dbg !908, !tbaa !714
  br label %116, !dbg !909

116:                                              ; preds = %110, %113, %72
  %117 = phi i32 [ %111, %110 ], [ %114, %113 ], [ %69, %72 ], !dbg !910
    #dbg_value(i32 %117, !802, !DIExpression(), !806)
  %118 = tail call i32 @deflate(ptr noundef nonnull %3, i32 noundef %1) #14, !dbg !911
    #dbg_value(i32 %118, !800, !DIExpression(), !806)
  %119 = icmp eq i32 %118, -2, !dbg !912
  br i1 %119, label %120, label %121, !dbg !914

120:                                              ; preds = %116
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -2, ptr noundef nonnull @.str.6) #14, !dbg !915
  br label %127, !dbg !917

121:                                              ; preds = %116
  %122 = load i32, ptr %59, align 8, !dbg !918, !tbaa !707
    #dbg_value(!DIArgList(i32 %117, i32 %122), !802, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !806)
  %123 = icmp eq i32 %117, %122, !dbg !919
  br i1 %123, label %124, label %68, !dbg !919, !llvm.loop !920

124:                                              ; preds = %121
  %125 = icmp eq i32 %1, 4, !dbg !922
  br i1 %125, label %126, label %127, !dbg !924

126:                                              ; preds = %124
  store i32 1, ptr %48, align 8, !dbg !925, !tbaa !853
  br label %127, !dbg !926

127:                                              ; preds = %40, %14, %124, %126, %51, %7, %120, %99, %37
  %128 = phi i32 [ -1, %37 ], [ -1, %99 ], [ -1, %120 ], [ -1, %7 ], [ 0, %51 ], [ 0, %126 ], [ 0, %124 ], [ 0, %14 ], [ 0, %40 ], !dbg !806
  ret i32 %128, !dbg !927
}

; Function Attrs: nounwind uwtable
define dso_local i32 @gzsetparams(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !928 {
    #dbg_value(ptr %0, !932, !DIExpression(), !937)
    #dbg_value(i32 %1, !933, !DIExpression(), !937)
    #dbg_value(i32 %2, !934, !DIExpression(), !937)
  %4 = icmp eq ptr %0, null, !dbg !938
  br i1 %4, label %56, label %5, !dbg !940

5:                                                ; preds = %3
    #dbg_value(ptr %0, !935, !DIExpression(), !937)
  %6 = getelementptr inbounds i8, ptr %0, i64 136, !dbg !941
    #dbg_value(ptr %6, !936, !DIExpression(), !937)
  %7 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !942
  %8 = load i32, ptr %7, align 8, !dbg !942, !tbaa !149
  %9 = icmp eq i32 %8, 31153, !dbg !944
  br i1 %9, label %10, label %56, !dbg !945

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !946
  %12 = load i32, ptr %11, align 8, !dbg !946, !tbaa !161
  %13 = icmp eq i32 %12, 0, !dbg !947
  br i1 %13, label %18, label %14, !dbg !948

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !949
  %16 = load i32, ptr %15, align 4, !dbg !949, !tbaa !165
  %17 = icmp eq i32 %16, 0, !dbg !950
  br i1 %17, label %56, label %18, !dbg !951

18:                                               ; preds = %14, %10
  %19 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !952
  %20 = load i32, ptr %19, align 8, !dbg !952, !tbaa !665
  %21 = icmp eq i32 %20, 0, !dbg !953
  br i1 %21, label %22, label %56, !dbg !954

22:                                               ; preds = %18
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14, !dbg !955
  %23 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !956
  %24 = load i32, ptr %23, align 8, !dbg !956, !tbaa !687
  %25 = icmp eq i32 %24, %1, !dbg !958
  br i1 %25, label %26, label %30, !dbg !959

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %0, i64 100, !dbg !960
  %28 = load i32, ptr %27, align 4, !dbg !960, !tbaa !688
  %29 = icmp eq i32 %28, %2, !dbg !961
  br i1 %29, label %56, label %30, !dbg !962

30:                                               ; preds = %26, %22
  %31 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !963
  %32 = load i64, ptr %31, align 8, !dbg !963, !tbaa !219
  %33 = icmp eq i64 %32, 0, !dbg !965
  br i1 %33, label %39, label %34, !dbg !966

34:                                               ; preds = %30
  %35 = tail call fastcc i32 @gz_zero(ptr noundef nonnull %0), !dbg !967
  %36 = icmp eq i32 %35, -1, !dbg !968
  br i1 %36, label %37, label %39, !dbg !969

37:                                               ; preds = %34
  %38 = load i32, ptr %11, align 8, !dbg !970, !tbaa !161
  br label %56, !dbg !971

39:                                               ; preds = %34, %30
  %40 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !972
  %41 = load i32, ptr %40, align 8, !dbg !972, !tbaa !211
  %42 = icmp eq i32 %41, 0, !dbg !974
  br i1 %42, label %54, label %43, !dbg !975

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !976
  %45 = load i32, ptr %44, align 8, !dbg !976, !tbaa !377
  %46 = icmp eq i32 %45, 0, !dbg !979
  br i1 %46, label %52, label %47, !dbg !980

47:                                               ; preds = %43
  %48 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 5), !dbg !981
  %49 = icmp eq i32 %48, -1, !dbg !982
  br i1 %49, label %50, label %52, !dbg !983

50:                                               ; preds = %47
  %51 = load i32, ptr %11, align 8, !dbg !984, !tbaa !161
  br label %56, !dbg !985

52:                                               ; preds = %47, %43
  %53 = tail call i32 @deflateParams(ptr noundef nonnull %6, i32 noundef %1, i32 noundef %2) #14, !dbg !986
  br label %54, !dbg !987

54:                                               ; preds = %52, %39
  store i32 %1, ptr %23, align 8, !dbg !988, !tbaa !687
  %55 = getelementptr inbounds i8, ptr %0, i64 100, !dbg !989
  store i32 %2, ptr %55, align 4, !dbg !990, !tbaa !688
  br label %56, !dbg !991

56:                                               ; preds = %26, %5, %14, %18, %3, %54, %50, %37
  %57 = phi i32 [ %38, %37 ], [ %51, %50 ], [ 0, %54 ], [ -2, %3 ], [ -2, %18 ], [ -2, %14 ], [ -2, %5 ], [ 0, %26 ], !dbg !937
  ret i32 %57, !dbg !992
}

declare !dbg !993 i32 @deflateParams(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @gzclose_w(ptr noundef %0) local_unnamed_addr #0 !dbg !996 {
    #dbg_value(ptr %0, !1000, !DIExpression(), !1003)
    #dbg_value(i32 0, !1001, !DIExpression(), !1003)
  %2 = icmp eq ptr %0, null, !dbg !1004
  br i1 %2, label %49, label %3, !dbg !1006

3:                                                ; preds = %1
    #dbg_value(ptr %0, !1002, !DIExpression(), !1003)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1007
  %5 = load i32, ptr %4, align 8, !dbg !1007, !tbaa !149
  %6 = icmp eq i32 %5, 31153, !dbg !1009
  br i1 %6, label %7, label %49, !dbg !1010

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !1011
  %9 = load i64, ptr %8, align 8, !dbg !1011, !tbaa !219
  %10 = icmp eq i64 %9, 0, !dbg !1013
  br i1 %10, label %17, label %11, !dbg !1014

11:                                               ; preds = %7
  %12 = tail call fastcc i32 @gz_zero(ptr noundef nonnull %0), !dbg !1015
  %13 = icmp eq i32 %12, -1, !dbg !1016
  br i1 %13, label %14, label %17, !dbg !1017

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !1018
  %16 = load i32, ptr %15, align 8, !dbg !1018, !tbaa !161
    #dbg_value(i32 %16, !1001, !DIExpression(), !1003)
  br label %17, !dbg !1019

17:                                               ; preds = %14, %11, %7
  %18 = phi i32 [ %16, %14 ], [ 0, %11 ], [ 0, %7 ], !dbg !1003
    #dbg_value(i32 %18, !1001, !DIExpression(), !1003)
  %19 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 4), !dbg !1020
  %20 = icmp eq i32 %19, -1, !dbg !1022
  br i1 %20, label %21, label %24, !dbg !1023

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !1024
  %23 = load i32, ptr %22, align 8, !dbg !1024, !tbaa !161
    #dbg_value(i32 %23, !1001, !DIExpression(), !1003)
  br label %24, !dbg !1025

24:                                               ; preds = %21, %17
  %25 = phi i32 [ %23, %21 ], [ %18, %17 ], !dbg !1003
    #dbg_value(i32 %25, !1001, !DIExpression(), !1003)
  %26 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1026
  %27 = load i32, ptr %26, align 8, !dbg !1026, !tbaa !211
  %28 = icmp eq i32 %27, 0, !dbg !1028
  br i1 %28, label %41, label %29, !dbg !1029

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1030
  %31 = load i32, ptr %30, align 8, !dbg !1030, !tbaa !665
  %32 = icmp eq i32 %31, 0, !dbg !1033
  br i1 %32, label %33, label %38, !dbg !1034

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %0, i64 136, !dbg !1035
  %35 = tail call i32 @deflateEnd(ptr noundef nonnull %34) #14, !dbg !1037
  %36 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1038
  %37 = load ptr, ptr %36, align 8, !dbg !1038, !tbaa !676
  tail call void @free(ptr noundef %37) #14, !dbg !1039
  br label %38, !dbg !1040

38:                                               ; preds = %33, %29
  %39 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1041
  %40 = load ptr, ptr %39, align 8, !dbg !1041, !tbaa !237
  tail call void @free(ptr noundef %40) #14, !dbg !1042
  br label %41, !dbg !1043

41:                                               ; preds = %38, %24
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14, !dbg !1044
  %42 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1045
  %43 = load ptr, ptr %42, align 8, !dbg !1045, !tbaa !1046
  tail call void @free(ptr noundef %43) #14, !dbg !1047
  %44 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !1048
  %45 = load i32, ptr %44, align 4, !dbg !1048, !tbaa !830
  %46 = tail call i32 @close(i32 noundef %45) #14, !dbg !1050
  %47 = icmp eq i32 %46, -1, !dbg !1051
  %48 = select i1 %47, i32 -1, i32 %25, !dbg !1052
    #dbg_value(i32 %48, !1001, !DIExpression(), !1003)
  tail call void @free(ptr noundef nonnull %0) #14, !dbg !1053
  br label %49, !dbg !1054

49:                                               ; preds = %3, %1, %41
  %50 = phi i32 [ %48, %41 ], [ -2, %1 ], [ -2, %3 ], !dbg !1003
  ret i32 %50, !dbg !1055
}

declare !dbg !1056 i32 @deflateEnd(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !1059 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

declare !dbg !1063 i32 @close(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !1067 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

declare !dbg !1070 i32 @deflateInit2_(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !1073 ptr @__errno_location() local_unnamed_addr #10

; Function Attrs: nofree
declare !dbg !1078 noundef i64 @write(i32 noundef, ptr nocapture noundef readonly, i64 noundef) local_unnamed_addr #11

; Function Attrs: nounwind
declare !dbg !1083 ptr @strerror(i32 noundef) local_unnamed_addr #12

declare !dbg !1086 i32 @deflateReset(ptr noundef) local_unnamed_addr #2

declare !dbg !1087 i32 @deflate(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind willreturn memory(read) }
attributes #16 = { nounwind allocsize(0) }
attributes #17 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!122, !123, !124, !125, !126, !127, !128}
!llvm.ident = !{!129}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 271, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/zlib/gzwrite.c", directory: ".", checksumkind: CSK_MD5, checksum: "dc8a43056dc50a004d863c676addac24")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 37)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 298, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 33)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 367, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 34)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 445, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 26)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 136, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 39)
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !38, globals: !121, splitDebugInlining: false, nameTableKind: None)
!38 = !{!39, !40, !62, !51, !54, !65, !119, !88, !56, !53}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_statep", file: !41, line: 204, baseType: !42)
!41 = !DIFile(filename: "src/zlib/gzguts.h", directory: ".", checksumkind: CSK_MD5, checksum: "225159533d12a8007b918ac74a1bc549")
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_state", file: !41, line: 203, baseType: !44)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !41, line: 170, size: 1984, elements: !45)
!45 = !{!46, !61, !63, !64, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !44, file: !41, line: 172, baseType: !47, size: 192)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "gzFile_s", file: !48, line: 1956, size: 192, elements: !49)
!48 = !DIFile(filename: "src/zlib/zlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "068c260be35209fb8458428c461dc536")
!49 = !{!50, !52, !55}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "have", scope: !47, file: !48, line: 1957, baseType: !51, size: 32)
!51 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !47, file: !48, line: 1958, baseType: !53, size: 64, offset: 64)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !47, file: !48, line: 1959, baseType: !56, size: 64, offset: 128)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "off64_t", file: !57, line: 70, baseType: !58)
!57 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !59, line: 153, baseType: !60)
!59 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!60 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !44, file: !41, line: 177, baseType: !62, size: 32, offset: 192)
!62 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !44, file: !41, line: 178, baseType: !62, size: 32, offset: 224)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "path", scope: !44, file: !41, line: 179, baseType: !65, size: 64, offset: 256)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !44, file: !41, line: 180, baseType: !51, size: 32, offset: 320)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "want", scope: !44, file: !41, line: 181, baseType: !51, size: 32, offset: 352)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "in", scope: !44, file: !41, line: 182, baseType: !53, size: 64, offset: 384)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "out", scope: !44, file: !41, line: 183, baseType: !53, size: 64, offset: 448)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "direct", scope: !44, file: !41, line: 184, baseType: !62, size: 32, offset: 512)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "junk", scope: !44, file: !41, line: 186, baseType: !62, size: 32, offset: 544)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "how", scope: !44, file: !41, line: 187, baseType: !62, size: 32, offset: 576)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "again", scope: !44, file: !41, line: 188, baseType: !62, size: 32, offset: 608)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !44, file: !41, line: 189, baseType: !56, size: 64, offset: 640)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "eof", scope: !44, file: !41, line: 190, baseType: !62, size: 32, offset: 704)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "past", scope: !44, file: !41, line: 191, baseType: !62, size: 32, offset: 736)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !44, file: !41, line: 193, baseType: !62, size: 32, offset: 768)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "strategy", scope: !44, file: !41, line: 194, baseType: !62, size: 32, offset: 800)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "reset", scope: !44, file: !41, line: 195, baseType: !62, size: 32, offset: 832)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "skip", scope: !44, file: !41, line: 197, baseType: !56, size: 64, offset: 896)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "err", scope: !44, file: !41, line: 199, baseType: !62, size: 32, offset: 960)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !44, file: !41, line: 200, baseType: !65, size: 64, offset: 1024)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "strm", scope: !44, file: !41, line: 202, baseType: !84, size: 896, offset: 1088)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_stream", file: !48, line: 110, baseType: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "z_stream_s", file: !48, line: 90, size: 896, elements: !86)
!86 = !{!87, !92, !94, !97, !98, !99, !100, !101, !104, !110, !115, !116, !117, !118}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "next_in", scope: !85, file: !48, line: 91, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bytef", file: !90, line: 412, baseType: !91)
!90 = !DIFile(filename: "src/zlib/zconf.h", directory: ".", checksumkind: CSK_MD5, checksum: "fece7a941eb804d37ef0f6e3e74c1415")
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "Byte", file: !90, line: 403, baseType: !54)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in", scope: !85, file: !48, line: 92, baseType: !93, size: 32, offset: 64)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "uInt", file: !90, line: 405, baseType: !51)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "total_in", scope: !85, file: !48, line: 93, baseType: !95, size: 64, offset: 128)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "uLong", file: !90, line: 406, baseType: !96)
!96 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "next_out", scope: !85, file: !48, line: 95, baseType: !88, size: 64, offset: 192)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "avail_out", scope: !85, file: !48, line: 96, baseType: !93, size: 32, offset: 256)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "total_out", scope: !85, file: !48, line: 97, baseType: !95, size: 64, offset: 320)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !85, file: !48, line: 99, baseType: !65, size: 64, offset: 384)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !85, file: !48, line: 100, baseType: !102, size: 64, offset: 448)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = !DICompositeType(tag: DW_TAG_structure_type, name: "internal_state", file: !48, line: 88, flags: DIFlagFwdDecl)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "zalloc", scope: !85, file: !48, line: 102, baseType: !105, size: 64, offset: 512)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "alloc_func", file: !48, line: 85, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DISubroutineType(types: !108)
!108 = !{!109, !109, !93, !93}
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "voidpf", file: !90, line: 421, baseType: !39)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "zfree", scope: !85, file: !48, line: 103, baseType: !111, size: 64, offset: 576)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "free_func", file: !48, line: 86, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DISubroutineType(types: !114)
!114 = !{null, !109, !109}
!115 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !85, file: !48, line: 104, baseType: !109, size: 64, offset: 640)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "data_type", scope: !85, file: !48, line: 106, baseType: !62, size: 32, offset: 704)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "adler", scope: !85, file: !48, line: 108, baseType: !95, size: 64, offset: 768)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "reserved", scope: !85, file: !48, line: 109, baseType: !95, size: 64, offset: 832)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!121 = !{!0, !7, !12, !17, !22, !27, !32}
!122 = !{i32 7, !"Dwarf Version", i32 5}
!123 = !{i32 2, !"Debug Info Version", i32 3}
!124 = !{i32 1, !"wchar_size", i32 4}
!125 = !{i32 8, !"PIC Level", i32 2}
!126 = !{i32 7, !"PIE Level", i32 2}
!127 = !{i32 7, !"uwtable", i32 2}
!128 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!129 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!130 = distinct !DISubprogram(name: "gzwrite", scope: !2, file: !2, line: 255, type: !131, scopeLine: 255, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !138)
!131 = !DISubroutineType(types: !132)
!132 = !{!62, !133, !135, !51}
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "gzFile", file: !48, line: 1354, baseType: !134)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "voidpc", file: !90, line: 420, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!138 = !{!139, !140, !141, !142}
!139 = !DILocalVariable(name: "file", arg: 1, scope: !130, file: !2, line: 255, type: !133)
!140 = !DILocalVariable(name: "buf", arg: 2, scope: !130, file: !2, line: 255, type: !135)
!141 = !DILocalVariable(name: "len", arg: 3, scope: !130, file: !2, line: 255, type: !51)
!142 = !DILocalVariable(name: "state", scope: !130, file: !2, line: 256, type: !40)
!143 = !DILocation(line: 0, scope: !130)
!144 = !DILocation(line: 259, column: 14, scope: !145)
!145 = distinct !DILexicalBlock(scope: !130, file: !2, line: 259, column: 9)
!146 = !DILocation(line: 259, column: 9, scope: !130)
!147 = !DILocation(line: 264, column: 16, scope: !148)
!148 = distinct !DILexicalBlock(scope: !130, file: !2, line: 264, column: 9)
!149 = !{!150, !152, i64 24}
!150 = !{!"", !151, i64 0, !152, i64 24, !152, i64 28, !155, i64 32, !152, i64 40, !152, i64 44, !155, i64 48, !155, i64 56, !152, i64 64, !152, i64 68, !152, i64 72, !152, i64 76, !156, i64 80, !152, i64 88, !152, i64 92, !152, i64 96, !152, i64 100, !152, i64 104, !156, i64 112, !152, i64 120, !155, i64 128, !157, i64 136}
!151 = !{!"gzFile_s", !152, i64 0, !155, i64 8, !156, i64 16}
!152 = !{!"int", !153, i64 0}
!153 = !{!"omnipotent char", !154, i64 0}
!154 = !{!"Simple C/C++ TBAA"}
!155 = !{!"any pointer", !153, i64 0}
!156 = !{!"long", !153, i64 0}
!157 = !{!"z_stream_s", !155, i64 0, !152, i64 8, !156, i64 16, !155, i64 24, !152, i64 32, !156, i64 40, !155, i64 48, !155, i64 56, !155, i64 64, !155, i64 72, !155, i64 80, !152, i64 88, !156, i64 96, !156, i64 104}
!158 = !DILocation(line: 264, column: 21, scope: !148)
!159 = !DILocation(line: 264, column: 33, scope: !148)
!160 = !DILocation(line: 264, column: 44, scope: !148)
!161 = !{!150, !152, i64 120}
!162 = !DILocation(line: 264, column: 48, scope: !148)
!163 = !DILocation(line: 264, column: 56, scope: !148)
!164 = !DILocation(line: 264, column: 67, scope: !148)
!165 = !{!150, !152, i64 76}
!166 = !DILocation(line: 264, column: 60, scope: !148)
!167 = !DILocation(line: 264, column: 9, scope: !130)
!168 = !DILocation(line: 266, column: 5, scope: !130)
!169 = !DILocation(line: 270, column: 18, scope: !170)
!170 = distinct !DILexicalBlock(scope: !130, file: !2, line: 270, column: 9)
!171 = !DILocation(line: 270, column: 9, scope: !130)
!172 = !DILocation(line: 271, column: 9, scope: !173)
!173 = distinct !DILexicalBlock(scope: !170, file: !2, line: 270, column: 23)
!174 = !DILocation(line: 272, column: 9, scope: !173)
!175 = !DILocation(line: 276, column: 38, scope: !130)
!176 = !DILocation(line: 276, column: 17, scope: !130)
!177 = !DILocation(line: 276, column: 12, scope: !130)
!178 = !DILocation(line: 276, column: 5, scope: !130)
!179 = !DILocation(line: 277, column: 1, scope: !130)
!180 = !DISubprogram(name: "gz_error", scope: !41, file: !41, line: 207, type: !181, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!181 = !DISubroutineType(types: !182)
!182 = !{null, !40, !62, !119}
!183 = distinct !DISubprogram(name: "gz_write", scope: !2, file: !2, line: 188, type: !184, scopeLine: 188, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !189)
!184 = !DISubroutineType(types: !185)
!185 = !{!186, !40, !135, !186}
!186 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_size_t", file: !90, line: 265, baseType: !187)
!187 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !188, line: 18, baseType: !96)
!188 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!189 = !{!190, !191, !192, !193, !194, !195, !201, !202}
!190 = !DILocalVariable(name: "state", arg: 1, scope: !183, file: !2, line: 188, type: !40)
!191 = !DILocalVariable(name: "buf", arg: 2, scope: !183, file: !2, line: 188, type: !135)
!192 = !DILocalVariable(name: "len", arg: 3, scope: !183, file: !2, line: 188, type: !186)
!193 = !DILocalVariable(name: "put", scope: !183, file: !2, line: 189, type: !186)
!194 = !DILocalVariable(name: "ret", scope: !183, file: !2, line: 190, type: !62)
!195 = !DILocalVariable(name: "have", scope: !196, file: !2, line: 208, type: !51)
!196 = distinct !DILexicalBlock(scope: !197, file: !2, line: 207, column: 18)
!197 = distinct !DILexicalBlock(scope: !198, file: !2, line: 207, column: 9)
!198 = distinct !DILexicalBlock(scope: !199, file: !2, line: 207, column: 9)
!199 = distinct !DILexicalBlock(scope: !200, file: !2, line: 205, column: 28)
!200 = distinct !DILexicalBlock(scope: !183, file: !2, line: 205, column: 9)
!201 = !DILocalVariable(name: "copy", scope: !196, file: !2, line: 208, type: !51)
!202 = !DILocalVariable(name: "n", scope: !203, file: !2, line: 236, type: !51)
!203 = distinct !DILexicalBlock(scope: !204, file: !2, line: 235, column: 12)
!204 = distinct !DILexicalBlock(scope: !200, file: !2, line: 228, column: 10)
!205 = !DILocation(line: 0, scope: !183)
!206 = !DILocation(line: 193, column: 13, scope: !207)
!207 = distinct !DILexicalBlock(scope: !183, file: !2, line: 193, column: 9)
!208 = !DILocation(line: 193, column: 9, scope: !183)
!209 = !DILocation(line: 197, column: 16, scope: !210)
!210 = distinct !DILexicalBlock(scope: !183, file: !2, line: 197, column: 9)
!211 = !{!150, !152, i64 40}
!212 = !DILocation(line: 197, column: 21, scope: !210)
!213 = !DILocation(line: 197, column: 26, scope: !210)
!214 = !DILocation(line: 197, column: 29, scope: !210)
!215 = !DILocation(line: 197, column: 44, scope: !210)
!216 = !DILocation(line: 197, column: 9, scope: !183)
!217 = !DILocation(line: 201, column: 16, scope: !218)
!218 = distinct !DILexicalBlock(scope: !183, file: !2, line: 201, column: 9)
!219 = !{!150, !156, i64 112}
!220 = !DILocation(line: 201, column: 9, scope: !218)
!221 = !DILocation(line: 201, column: 21, scope: !218)
!222 = !DILocation(line: 201, column: 24, scope: !218)
!223 = !DILocation(line: 201, column: 39, scope: !218)
!224 = !DILocation(line: 201, column: 9, scope: !183)
!225 = !DILocation(line: 205, column: 22, scope: !200)
!226 = !DILocation(line: 205, column: 15, scope: !200)
!227 = !DILocation(line: 205, column: 13, scope: !200)
!228 = !DILocation(line: 205, column: 9, scope: !183)
!229 = !DILocation(line: 210, column: 17, scope: !196)
!230 = !DILocation(line: 210, column: 29, scope: !231)
!231 = distinct !DILexicalBlock(scope: !196, file: !2, line: 210, column: 17)
!232 = !{!150, !152, i64 144}
!233 = !DILocation(line: 210, column: 38, scope: !231)
!234 = !DILocation(line: 212, column: 44, scope: !196)
!235 = !{!150, !155, i64 136}
!236 = !DILocation(line: 213, column: 38, scope: !196)
!237 = !{!150, !155, i64 48}
!238 = !DILocation(line: 211, column: 46, scope: !231)
!239 = !DILocation(line: 211, column: 37, scope: !231)
!240 = !DILocation(line: 211, column: 17, scope: !231)
!241 = !DILocation(line: 212, column: 52, scope: !196)
!242 = !DILocation(line: 212, column: 76, scope: !196)
!243 = !DILocation(line: 212, column: 20, scope: !196)
!244 = !DILocation(line: 0, scope: !196)
!245 = !DILocation(line: 214, column: 27, scope: !196)
!246 = !DILocation(line: 214, column: 32, scope: !196)
!247 = !DILocation(line: 215, column: 17, scope: !248)
!248 = distinct !DILexicalBlock(scope: !196, file: !2, line: 215, column: 17)
!249 = !DILocation(line: 215, column: 22, scope: !248)
!250 = !DILocation(line: 215, column: 17, scope: !196)
!251 = !DILocation(line: 217, column: 30, scope: !196)
!252 = !DILocation(line: 217, column: 43, scope: !196)
!253 = !DILocation(line: 217, column: 13, scope: !196)
!254 = !DILocation(line: 218, column: 34, scope: !196)
!255 = !DILocation(line: 219, column: 26, scope: !196)
!256 = !{!150, !156, i64 16}
!257 = !DILocation(line: 221, column: 17, scope: !196)
!258 = !DILocation(line: 222, column: 21, scope: !259)
!259 = distinct !DILexicalBlock(scope: !196, file: !2, line: 222, column: 17)
!260 = !DILocation(line: 222, column: 17, scope: !196)
!261 = !DILocation(line: 220, column: 37, scope: !196)
!262 = !DILocation(line: 224, column: 17, scope: !263)
!263 = distinct !DILexicalBlock(scope: !196, file: !2, line: 224, column: 17)
!264 = !DILocation(line: 224, column: 44, scope: !263)
!265 = !DILocation(line: 224, column: 17, scope: !196)
!266 = !DILocation(line: 230, column: 25, scope: !267)
!267 = distinct !DILexicalBlock(scope: !204, file: !2, line: 230, column: 13)
!268 = !DILocation(line: 230, column: 13, scope: !267)
!269 = !DILocation(line: 230, column: 34, scope: !267)
!270 = !DILocation(line: 230, column: 37, scope: !267)
!271 = !DILocation(line: 230, column: 64, scope: !267)
!272 = !DILocation(line: 230, column: 13, scope: !204)
!273 = !DILocation(line: 234, column: 29, scope: !204)
!274 = !DILocation(line: 235, column: 9, scope: !204)
!275 = !DILocation(line: 0, scope: !203)
!276 = !DILocation(line: 238, column: 17, scope: !203)
!277 = !DILocation(line: 240, column: 34, scope: !203)
!278 = !DILocation(line: 241, column: 19, scope: !203)
!279 = !DILocation(line: 242, column: 30, scope: !203)
!280 = !DILocation(line: 242, column: 15, scope: !203)
!281 = !DILocation(line: 243, column: 29, scope: !203)
!282 = !DILocation(line: 243, column: 26, scope: !203)
!283 = !DILocation(line: 244, column: 17, scope: !203)
!284 = !DILocation(line: 245, column: 21, scope: !285)
!285 = distinct !DILexicalBlock(scope: !203, file: !2, line: 245, column: 17)
!286 = !DILocation(line: 245, column: 17, scope: !203)
!287 = !DILocation(line: 247, column: 9, scope: !203)
!288 = distinct !{!288, !274, !289, !290}
!289 = !DILocation(line: 247, column: 21, scope: !204)
!290 = !{!"llvm.loop.mustprogress"}
!291 = !DILocation(line: 0, scope: !200)
!292 = !DILocation(line: 252, column: 1, scope: !183)
!293 = distinct !DISubprogram(name: "gzfwrite", scope: !2, file: !2, line: 280, type: !294, scopeLine: 281, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !296)
!294 = !DISubroutineType(types: !295)
!295 = !{!186, !135, !186, !186, !133}
!296 = !{!297, !298, !299, !300, !301, !302}
!297 = !DILocalVariable(name: "buf", arg: 1, scope: !293, file: !2, line: 280, type: !135)
!298 = !DILocalVariable(name: "size", arg: 2, scope: !293, file: !2, line: 280, type: !186)
!299 = !DILocalVariable(name: "nitems", arg: 3, scope: !293, file: !2, line: 280, type: !186)
!300 = !DILocalVariable(name: "file", arg: 4, scope: !293, file: !2, line: 281, type: !133)
!301 = !DILocalVariable(name: "len", scope: !293, file: !2, line: 282, type: !186)
!302 = !DILocalVariable(name: "state", scope: !293, file: !2, line: 283, type: !40)
!303 = !DILocation(line: 0, scope: !293)
!304 = !DILocation(line: 286, column: 14, scope: !305)
!305 = distinct !DILexicalBlock(scope: !293, file: !2, line: 286, column: 9)
!306 = !DILocation(line: 286, column: 9, scope: !293)
!307 = !DILocation(line: 291, column: 16, scope: !308)
!308 = distinct !DILexicalBlock(scope: !293, file: !2, line: 291, column: 9)
!309 = !DILocation(line: 291, column: 21, scope: !308)
!310 = !DILocation(line: 291, column: 33, scope: !308)
!311 = !DILocation(line: 291, column: 44, scope: !308)
!312 = !DILocation(line: 291, column: 48, scope: !308)
!313 = !DILocation(line: 291, column: 56, scope: !308)
!314 = !DILocation(line: 291, column: 67, scope: !308)
!315 = !DILocation(line: 291, column: 60, scope: !308)
!316 = !DILocation(line: 291, column: 9, scope: !293)
!317 = !DILocation(line: 293, column: 5, scope: !293)
!318 = !DILocation(line: 296, column: 18, scope: !293)
!319 = !DILocation(line: 297, column: 9, scope: !320)
!320 = distinct !DILexicalBlock(scope: !293, file: !2, line: 297, column: 9)
!321 = !DILocation(line: 297, column: 14, scope: !320)
!322 = !DILocation(line: 297, column: 9, scope: !293)
!323 = !DILocation(line: 298, column: 9, scope: !324)
!324 = distinct !DILexicalBlock(scope: !320, file: !2, line: 297, column: 39)
!325 = !DILocation(line: 299, column: 9, scope: !324)
!326 = !DILocation(line: 303, column: 12, scope: !293)
!327 = !DILocation(line: 303, column: 18, scope: !293)
!328 = !DILocation(line: 303, column: 44, scope: !293)
!329 = !DILocation(line: 304, column: 1, scope: !293)
!330 = distinct !DISubprogram(name: "gzputc", scope: !2, file: !2, line: 307, type: !331, scopeLine: 307, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !333)
!331 = !DISubroutineType(types: !332)
!332 = !{!62, !133, !62}
!333 = !{!334, !335, !336, !337, !341, !342}
!334 = !DILocalVariable(name: "file", arg: 1, scope: !330, file: !2, line: 307, type: !133)
!335 = !DILocalVariable(name: "c", arg: 2, scope: !330, file: !2, line: 307, type: !62)
!336 = !DILocalVariable(name: "have", scope: !330, file: !2, line: 308, type: !51)
!337 = !DILocalVariable(name: "buf", scope: !330, file: !2, line: 309, type: !338)
!338 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 8, elements: !339)
!339 = !{!340}
!340 = !DISubrange(count: 1)
!341 = !DILocalVariable(name: "state", scope: !330, file: !2, line: 310, type: !40)
!342 = !DILocalVariable(name: "strm", scope: !330, file: !2, line: 311, type: !343)
!343 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_streamp", file: !48, line: 112, baseType: !344)
!344 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!345 = distinct !DIAssignID()
!346 = !DILocation(line: 0, scope: !330)
!347 = !DILocation(line: 309, column: 5, scope: !330)
!348 = !DILocation(line: 314, column: 14, scope: !349)
!349 = distinct !DILexicalBlock(scope: !330, file: !2, line: 314, column: 9)
!350 = !DILocation(line: 314, column: 9, scope: !330)
!351 = !DILocation(line: 317, column: 21, scope: !330)
!352 = !DILocation(line: 320, column: 16, scope: !353)
!353 = distinct !DILexicalBlock(scope: !330, file: !2, line: 320, column: 9)
!354 = !DILocation(line: 320, column: 21, scope: !353)
!355 = !DILocation(line: 320, column: 33, scope: !353)
!356 = !DILocation(line: 320, column: 44, scope: !353)
!357 = !DILocation(line: 320, column: 48, scope: !353)
!358 = !DILocation(line: 320, column: 56, scope: !353)
!359 = !DILocation(line: 320, column: 67, scope: !353)
!360 = !DILocation(line: 320, column: 60, scope: !353)
!361 = !DILocation(line: 320, column: 9, scope: !330)
!362 = !DILocation(line: 322, column: 5, scope: !330)
!363 = !DILocation(line: 325, column: 16, scope: !364)
!364 = distinct !DILexicalBlock(scope: !330, file: !2, line: 325, column: 9)
!365 = !DILocation(line: 325, column: 9, scope: !364)
!366 = !DILocation(line: 325, column: 21, scope: !364)
!367 = !DILocation(line: 325, column: 24, scope: !364)
!368 = !DILocation(line: 325, column: 39, scope: !364)
!369 = !DILocation(line: 325, column: 9, scope: !330)
!370 = !DILocation(line: 330, column: 16, scope: !371)
!371 = distinct !DILexicalBlock(scope: !330, file: !2, line: 330, column: 9)
!372 = !DILocation(line: 330, column: 9, scope: !371)
!373 = !DILocation(line: 330, column: 9, scope: !330)
!374 = !DILocation(line: 331, column: 19, scope: !375)
!375 = distinct !DILexicalBlock(scope: !376, file: !2, line: 331, column: 13)
!376 = distinct !DILexicalBlock(scope: !371, file: !2, line: 330, column: 22)
!377 = !{!157, !152, i64 8}
!378 = !DILocation(line: 331, column: 28, scope: !375)
!379 = !DILocation(line: 331, column: 13, scope: !376)
!380 = !DILocation(line: 333, column: 34, scope: !376)
!381 = !{!157, !155, i64 0}
!382 = !DILocation(line: 333, column: 69, scope: !376)
!383 = !DILocation(line: 332, column: 36, scope: !375)
!384 = !DILocation(line: 332, column: 27, scope: !375)
!385 = !DILocation(line: 332, column: 13, scope: !375)
!386 = !DILocation(line: 333, column: 42, scope: !376)
!387 = !DILocation(line: 333, column: 60, scope: !376)
!388 = !DILocation(line: 333, column: 16, scope: !376)
!389 = !DILocation(line: 334, column: 18, scope: !390)
!390 = distinct !DILexicalBlock(scope: !376, file: !2, line: 334, column: 13)
!391 = !DILocation(line: 334, column: 13, scope: !376)
!392 = !DILocation(line: 335, column: 31, scope: !393)
!393 = distinct !DILexicalBlock(scope: !390, file: !2, line: 334, column: 33)
!394 = !DILocation(line: 335, column: 13, scope: !393)
!395 = !DILocation(line: 335, column: 29, scope: !393)
!396 = !{!153, !153, i64 0}
!397 = !DILocation(line: 336, column: 27, scope: !393)
!398 = !DILocation(line: 337, column: 22, scope: !393)
!399 = !DILocation(line: 337, column: 25, scope: !393)
!400 = !DILocation(line: 338, column: 22, scope: !393)
!401 = !DILocation(line: 338, column: 13, scope: !393)
!402 = !DILocation(line: 343, column: 14, scope: !330)
!403 = !DILocation(line: 343, column: 12, scope: !330)
!404 = distinct !DIAssignID()
!405 = !DILocation(line: 344, column: 9, scope: !406)
!406 = distinct !DILexicalBlock(scope: !330, file: !2, line: 344, column: 9)
!407 = !DILocation(line: 344, column: 33, scope: !406)
!408 = !DILocation(line: 344, column: 9, scope: !330)
!409 = !DILocation(line: 347, column: 1, scope: !330)
!410 = distinct !DISubprogram(name: "gz_zero", scope: !2, file: !2, line: 154, type: !411, scopeLine: 154, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !413)
!411 = !DISubroutineType(types: !412)
!412 = !{!62, !40}
!413 = !{!414, !415, !416, !417, !418}
!414 = !DILocalVariable(name: "state", arg: 1, scope: !410, file: !2, line: 154, type: !40)
!415 = !DILocalVariable(name: "first", scope: !410, file: !2, line: 155, type: !62)
!416 = !DILocalVariable(name: "ret", scope: !410, file: !2, line: 155, type: !62)
!417 = !DILocalVariable(name: "n", scope: !410, file: !2, line: 156, type: !51)
!418 = !DILocalVariable(name: "strm", scope: !410, file: !2, line: 157, type: !343)
!419 = !DILocation(line: 0, scope: !410)
!420 = !DILocation(line: 157, column: 31, scope: !410)
!421 = !DILocation(line: 160, column: 15, scope: !422)
!422 = distinct !DILexicalBlock(scope: !410, file: !2, line: 160, column: 9)
!423 = !DILocation(line: 160, column: 9, scope: !422)
!424 = !DILocation(line: 160, column: 24, scope: !422)
!425 = !DILocation(line: 160, column: 27, scope: !422)
!426 = !DILocation(line: 160, column: 54, scope: !422)
!427 = !DILocation(line: 160, column: 9, scope: !410)
!428 = !DILocation(line: 166, column: 54, scope: !429)
!429 = distinct !DILexicalBlock(scope: !410, file: !2, line: 165, column: 8)
!430 = !DILocation(line: 166, column: 36, scope: !429)
!431 = !DILocation(line: 166, column: 68, scope: !429)
!432 = !DILocation(line: 166, column: 59, scope: !429)
!433 = !DILocation(line: 166, column: 13, scope: !429)
!434 = !DILocation(line: 169, column: 27, scope: !435)
!435 = distinct !DILexicalBlock(scope: !436, file: !2, line: 168, column: 20)
!436 = distinct !DILexicalBlock(scope: !429, file: !2, line: 168, column: 13)
!437 = !DILocation(line: 169, column: 34, scope: !435)
!438 = !DILocation(line: 169, column: 13, scope: !435)
!439 = !DILocation(line: 172, column: 24, scope: !429)
!440 = !DILocation(line: 173, column: 32, scope: !429)
!441 = !DILocation(line: 173, column: 23, scope: !429)
!442 = !DILocation(line: 174, column: 15, scope: !429)
!443 = !DILocation(line: 175, column: 20, scope: !429)
!444 = !DILocation(line: 175, column: 11, scope: !429)
!445 = !DILocation(line: 176, column: 25, scope: !429)
!446 = !DILocation(line: 176, column: 22, scope: !429)
!447 = !DILocation(line: 177, column: 21, scope: !429)
!448 = !DILocation(line: 178, column: 17, scope: !449)
!449 = distinct !DILexicalBlock(scope: !429, file: !2, line: 178, column: 13)
!450 = !DILocation(line: 178, column: 13, scope: !429)
!451 = !DILocation(line: 180, column: 5, scope: !429)
!452 = distinct !{!452, !453, !454, !290, !455}
!453 = !DILocation(line: 165, column: 5, scope: !410)
!454 = !DILocation(line: 180, column: 25, scope: !410)
!455 = !{!"llvm.loop.peeled.count", i32 1}
!456 = !DILocation(line: 182, column: 1, scope: !410)
!457 = distinct !DISubprogram(name: "gzputs", scope: !2, file: !2, line: 350, type: !458, scopeLine: 350, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !460)
!458 = !DISubroutineType(types: !459)
!459 = !{!62, !133, !119}
!460 = !{!461, !462, !463, !464, !465}
!461 = !DILocalVariable(name: "file", arg: 1, scope: !457, file: !2, line: 350, type: !133)
!462 = !DILocalVariable(name: "s", arg: 2, scope: !457, file: !2, line: 350, type: !119)
!463 = !DILocalVariable(name: "len", scope: !457, file: !2, line: 351, type: !186)
!464 = !DILocalVariable(name: "put", scope: !457, file: !2, line: 351, type: !186)
!465 = !DILocalVariable(name: "state", scope: !457, file: !2, line: 352, type: !40)
!466 = !DILocation(line: 0, scope: !457)
!467 = !DILocation(line: 355, column: 14, scope: !468)
!468 = distinct !DILexicalBlock(scope: !457, file: !2, line: 355, column: 9)
!469 = !DILocation(line: 355, column: 9, scope: !457)
!470 = !DILocation(line: 360, column: 16, scope: !471)
!471 = distinct !DILexicalBlock(scope: !457, file: !2, line: 360, column: 9)
!472 = !DILocation(line: 360, column: 21, scope: !471)
!473 = !DILocation(line: 360, column: 33, scope: !471)
!474 = !DILocation(line: 360, column: 44, scope: !471)
!475 = !DILocation(line: 360, column: 48, scope: !471)
!476 = !DILocation(line: 360, column: 56, scope: !471)
!477 = !DILocation(line: 360, column: 67, scope: !471)
!478 = !DILocation(line: 360, column: 60, scope: !471)
!479 = !DILocation(line: 360, column: 9, scope: !457)
!480 = !DILocation(line: 362, column: 5, scope: !457)
!481 = !DILocation(line: 365, column: 11, scope: !457)
!482 = !DILocation(line: 366, column: 22, scope: !483)
!483 = distinct !DILexicalBlock(scope: !457, file: !2, line: 366, column: 9)
!484 = !DILocation(line: 367, column: 9, scope: !485)
!485 = distinct !DILexicalBlock(scope: !483, file: !2, line: 366, column: 47)
!486 = !DILocation(line: 368, column: 9, scope: !485)
!487 = !DILocation(line: 370, column: 11, scope: !457)
!488 = !DILocation(line: 371, column: 12, scope: !457)
!489 = !DILocation(line: 371, column: 16, scope: !457)
!490 = !DILocation(line: 371, column: 5, scope: !457)
!491 = !DILocation(line: 372, column: 1, scope: !457)
!492 = !DISubprogram(name: "strlen", scope: !493, file: !493, line: 407, type: !494, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!494 = !DISubroutineType(types: !495)
!495 = !{!96, !119}
!496 = distinct !DISubprogram(name: "gzvprintf", scope: !2, file: !2, line: 403, type: !497, scopeLine: 403, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !506)
!497 = !DISubroutineType(types: !498)
!498 = !{!62, !133, !119, !499}
!499 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !500, size: 64)
!500 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !501)
!501 = !{!502, !503, !504, !505}
!502 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !500, file: !2, line: 372, baseType: !51, size: 32)
!503 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !500, file: !2, line: 372, baseType: !51, size: 32, offset: 32)
!504 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !500, file: !2, line: 372, baseType: !39, size: 64, offset: 64)
!505 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !500, file: !2, line: 372, baseType: !39, size: 64, offset: 128)
!506 = !{!507, !508, !509, !510, !511, !512, !513, !514}
!507 = !DILocalVariable(name: "file", arg: 1, scope: !496, file: !2, line: 403, type: !133)
!508 = !DILocalVariable(name: "format", arg: 2, scope: !496, file: !2, line: 403, type: !119)
!509 = !DILocalVariable(name: "va", arg: 3, scope: !496, file: !2, line: 403, type: !499)
!510 = !DILocalVariable(name: "len", scope: !496, file: !2, line: 411, type: !62)
!511 = !DILocalVariable(name: "ret", scope: !496, file: !2, line: 411, type: !62)
!512 = !DILocalVariable(name: "next", scope: !496, file: !2, line: 412, type: !65)
!513 = !DILocalVariable(name: "state", scope: !496, file: !2, line: 413, type: !40)
!514 = !DILocalVariable(name: "strm", scope: !496, file: !2, line: 414, type: !343)
!515 = !DILocation(line: 0, scope: !496)
!516 = !DILocation(line: 417, column: 14, scope: !517)
!517 = distinct !DILexicalBlock(scope: !496, file: !2, line: 417, column: 9)
!518 = !DILocation(line: 417, column: 9, scope: !496)
!519 = !DILocation(line: 420, column: 21, scope: !496)
!520 = !DILocation(line: 423, column: 16, scope: !521)
!521 = distinct !DILexicalBlock(scope: !496, file: !2, line: 423, column: 9)
!522 = !DILocation(line: 423, column: 21, scope: !521)
!523 = !DILocation(line: 423, column: 33, scope: !521)
!524 = !DILocation(line: 423, column: 44, scope: !521)
!525 = !DILocation(line: 423, column: 48, scope: !521)
!526 = !DILocation(line: 423, column: 56, scope: !521)
!527 = !DILocation(line: 423, column: 67, scope: !521)
!528 = !DILocation(line: 423, column: 60, scope: !521)
!529 = !DILocation(line: 423, column: 9, scope: !496)
!530 = !DILocation(line: 425, column: 5, scope: !496)
!531 = !DILocation(line: 428, column: 16, scope: !532)
!532 = distinct !DILexicalBlock(scope: !496, file: !2, line: 428, column: 9)
!533 = !DILocation(line: 428, column: 21, scope: !532)
!534 = !DILocation(line: 428, column: 26, scope: !532)
!535 = !DILocation(line: 428, column: 29, scope: !532)
!536 = !DILocation(line: 428, column: 44, scope: !532)
!537 = !DILocation(line: 428, column: 9, scope: !496)
!538 = !DILocation(line: 429, column: 23, scope: !532)
!539 = !DILocation(line: 429, column: 9, scope: !532)
!540 = !DILocation(line: 432, column: 16, scope: !541)
!541 = distinct !DILexicalBlock(scope: !496, file: !2, line: 432, column: 9)
!542 = !DILocation(line: 432, column: 9, scope: !541)
!543 = !DILocation(line: 432, column: 21, scope: !541)
!544 = !DILocation(line: 432, column: 24, scope: !541)
!545 = !DILocation(line: 432, column: 39, scope: !541)
!546 = !DILocation(line: 432, column: 9, scope: !496)
!547 = !DILocation(line: 433, column: 23, scope: !541)
!548 = !DILocation(line: 433, column: 9, scope: !541)
!549 = !DILocalVariable(name: "state", arg: 1, scope: !550, file: !2, line: 382, type: !40)
!550 = distinct !DISubprogram(name: "gz_vacate", scope: !2, file: !2, line: 382, type: !551, scopeLine: 382, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !552)
!551 = !DISubroutineType(cc: DW_CC_nocall, types: !412)
!552 = !{!549, !553}
!553 = !DILocalVariable(name: "strm", scope: !550, file: !2, line: 383, type: !343)
!554 = !DILocation(line: 0, scope: !550, inlinedAt: !555)
!555 = distinct !DILocation(line: 438, column: 11, scope: !496)
!556 = !DILocation(line: 386, column: 15, scope: !557, inlinedAt: !555)
!557 = distinct !DILexicalBlock(scope: !550, file: !2, line: 386, column: 9)
!558 = !DILocation(line: 386, column: 31, scope: !557, inlinedAt: !555)
!559 = !DILocation(line: 386, column: 23, scope: !557, inlinedAt: !555)
!560 = !DILocation(line: 386, column: 50, scope: !557, inlinedAt: !555)
!561 = !DILocation(line: 386, column: 62, scope: !557, inlinedAt: !555)
!562 = !DILocation(line: 386, column: 53, scope: !557, inlinedAt: !555)
!563 = !DILocation(line: 386, column: 40, scope: !557, inlinedAt: !555)
!564 = !DILocation(line: 386, column: 9, scope: !550, inlinedAt: !555)
!565 = !DILocation(line: 388, column: 11, scope: !550, inlinedAt: !555)
!566 = !DILocation(line: 389, column: 15, scope: !567, inlinedAt: !555)
!567 = distinct !DILexicalBlock(scope: !550, file: !2, line: 389, column: 9)
!568 = !DILocation(line: 389, column: 24, scope: !567, inlinedAt: !555)
!569 = !DILocation(line: 389, column: 9, scope: !550, inlinedAt: !555)
!570 = !DILocation(line: 390, column: 23, scope: !571, inlinedAt: !555)
!571 = distinct !DILexicalBlock(scope: !567, file: !2, line: 389, column: 30)
!572 = !DILocation(line: 391, column: 9, scope: !571, inlinedAt: !555)
!573 = !DILocation(line: 393, column: 30, scope: !550, inlinedAt: !555)
!574 = !DILocation(line: 393, column: 39, scope: !550, inlinedAt: !555)
!575 = !DILocation(line: 393, column: 5, scope: !550, inlinedAt: !555)
!576 = !DILocation(line: 394, column: 28, scope: !550, inlinedAt: !555)
!577 = !DILocation(line: 394, column: 19, scope: !550, inlinedAt: !555)
!578 = !DILocation(line: 395, column: 18, scope: !550, inlinedAt: !555)
!579 = !DILocation(line: 395, column: 36, scope: !550, inlinedAt: !555)
!580 = !DILocation(line: 395, column: 27, scope: !550, inlinedAt: !555)
!581 = !DILocation(line: 395, column: 5, scope: !550, inlinedAt: !555)
!582 = !DILocation(line: 439, column: 16, scope: !583)
!583 = distinct !DILexicalBlock(scope: !496, file: !2, line: 439, column: 9)
!584 = !DILocation(line: 439, column: 9, scope: !583)
!585 = !DILocation(line: 439, column: 9, scope: !496)
!586 = !DILocation(line: 440, column: 17, scope: !587)
!587 = distinct !DILexicalBlock(scope: !588, file: !2, line: 440, column: 13)
!588 = distinct !DILexicalBlock(scope: !583, file: !2, line: 439, column: 21)
!589 = !DILocation(line: 440, column: 27, scope: !587)
!590 = !DILocation(line: 440, column: 20, scope: !587)
!591 = !DILocation(line: 440, column: 13, scope: !588)
!592 = !DILocation(line: 445, column: 13, scope: !593)
!593 = distinct !DILexicalBlock(scope: !587, file: !2, line: 440, column: 34)
!594 = !DILocation(line: 446, column: 9, scope: !593)
!595 = !DILocation(line: 447, column: 21, scope: !596)
!596 = distinct !DILexicalBlock(scope: !588, file: !2, line: 447, column: 13)
!597 = !DILocation(line: 447, column: 14, scope: !596)
!598 = !DILocation(line: 447, column: 13, scope: !588)
!599 = !DILocation(line: 450, column: 15, scope: !600)
!600 = distinct !DILexicalBlock(scope: !496, file: !2, line: 450, column: 9)
!601 = !DILocation(line: 452, column: 28, scope: !496)
!602 = !DILocation(line: 448, column: 27, scope: !596)
!603 = !DILocation(line: 448, column: 13, scope: !596)
!604 = !DILocation(line: 450, column: 24, scope: !600)
!605 = !DILocation(line: 450, column: 9, scope: !496)
!606 = !DILocation(line: 452, column: 40, scope: !496)
!607 = !DILocation(line: 451, column: 23, scope: !600)
!608 = !DILocation(line: 451, column: 9, scope: !600)
!609 = !DILocation(line: 452, column: 48, scope: !496)
!610 = !DILocation(line: 452, column: 31, scope: !496)
!611 = !DILocation(line: 452, column: 61, scope: !496)
!612 = !DILocation(line: 453, column: 17, scope: !496)
!613 = !DILocation(line: 453, column: 22, scope: !496)
!614 = !DILocation(line: 453, column: 5, scope: !496)
!615 = !DILocation(line: 453, column: 27, scope: !496)
!616 = !DILocation(line: 467, column: 34, scope: !496)
!617 = !DILocation(line: 467, column: 27, scope: !496)
!618 = !DILocation(line: 467, column: 11, scope: !496)
!619 = !DILocation(line: 472, column: 13, scope: !620)
!620 = distinct !DILexicalBlock(scope: !496, file: !2, line: 472, column: 9)
!621 = !DILocation(line: 472, column: 18, scope: !620)
!622 = !DILocation(line: 472, column: 45, scope: !620)
!623 = !DILocation(line: 472, column: 35, scope: !620)
!624 = !DILocation(line: 472, column: 50, scope: !620)
!625 = !DILocation(line: 472, column: 70, scope: !620)
!626 = !DILocation(line: 472, column: 53, scope: !620)
!627 = !DILocation(line: 472, column: 75, scope: !620)
!628 = !DILocation(line: 472, column: 9, scope: !496)
!629 = !DILocation(line: 476, column: 20, scope: !496)
!630 = !DILocation(line: 477, column: 21, scope: !496)
!631 = !DILocation(line: 477, column: 14, scope: !496)
!632 = !DILocation(line: 477, column: 18, scope: !496)
!633 = !DILocation(line: 480, column: 11, scope: !496)
!634 = !DILocation(line: 481, column: 16, scope: !635)
!635 = distinct !DILexicalBlock(scope: !496, file: !2, line: 481, column: 9)
!636 = !DILocation(line: 481, column: 9, scope: !635)
!637 = !DILocation(line: 481, column: 20, scope: !635)
!638 = !DILocation(line: 481, column: 31, scope: !635)
!639 = !DILocation(line: 481, column: 24, scope: !635)
!640 = !DILocation(line: 481, column: 9, scope: !496)
!641 = !DILocation(line: 483, column: 5, scope: !496)
!642 = !DILocation(line: 485, column: 1, scope: !496)
!643 = distinct !DISubprogram(name: "gz_init", scope: !2, file: !2, line: 11, type: !411, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !644)
!644 = !{!645, !646, !647}
!645 = !DILocalVariable(name: "state", arg: 1, scope: !643, file: !2, line: 11, type: !40)
!646 = !DILocalVariable(name: "ret", scope: !643, file: !2, line: 12, type: !62)
!647 = !DILocalVariable(name: "strm", scope: !643, file: !2, line: 13, type: !343)
!648 = !DILocation(line: 0, scope: !643)
!649 = !DILocation(line: 13, column: 31, scope: !643)
!650 = !DILocation(line: 16, column: 48, scope: !643)
!651 = !{!150, !152, i64 44}
!652 = !DILocation(line: 16, column: 53, scope: !643)
!653 = !DILocation(line: 16, column: 41, scope: !643)
!654 = !DILocation(line: 16, column: 34, scope: !643)
!655 = !DILocation(line: 16, column: 12, scope: !643)
!656 = !DILocation(line: 16, column: 15, scope: !643)
!657 = !DILocation(line: 17, column: 19, scope: !658)
!658 = distinct !DILexicalBlock(scope: !643, file: !2, line: 17, column: 9)
!659 = !DILocation(line: 17, column: 9, scope: !643)
!660 = !DILocation(line: 18, column: 9, scope: !661)
!661 = distinct !DILexicalBlock(scope: !658, file: !2, line: 17, column: 28)
!662 = !DILocation(line: 19, column: 9, scope: !661)
!663 = !DILocation(line: 23, column: 17, scope: !664)
!664 = distinct !DILexicalBlock(scope: !643, file: !2, line: 23, column: 9)
!665 = !{!150, !152, i64 64}
!666 = !DILocation(line: 23, column: 10, scope: !664)
!667 = !DILocation(line: 23, column: 9, scope: !643)
!668 = !DILocation(line: 48, column: 12, scope: !643)
!669 = !DILocation(line: 48, column: 17, scope: !643)
!670 = !DILocation(line: 51, column: 9, scope: !643)
!671 = !DILocation(line: 25, column: 46, scope: !672)
!672 = distinct !DILexicalBlock(scope: !664, file: !2, line: 23, column: 25)
!673 = !DILocation(line: 25, column: 39, scope: !672)
!674 = !DILocation(line: 25, column: 16, scope: !672)
!675 = !DILocation(line: 25, column: 20, scope: !672)
!676 = !{!150, !155, i64 56}
!677 = !DILocation(line: 26, column: 24, scope: !678)
!678 = distinct !DILexicalBlock(scope: !672, file: !2, line: 26, column: 13)
!679 = !DILocation(line: 26, column: 13, scope: !672)
!680 = !DILocation(line: 27, column: 13, scope: !681)
!681 = distinct !DILexicalBlock(scope: !678, file: !2, line: 26, column: 33)
!682 = !DILocation(line: 28, column: 13, scope: !681)
!683 = !DILocation(line: 29, column: 13, scope: !681)
!684 = !DILocation(line: 33, column: 15, scope: !672)
!685 = !DILocation(line: 36, column: 15, scope: !672)
!686 = !DILocation(line: 34, column: 21, scope: !672)
!687 = !{!150, !152, i64 96}
!688 = !{!150, !152, i64 100}
!689 = !DILocation(line: 38, column: 17, scope: !690)
!690 = distinct !DILexicalBlock(scope: !672, file: !2, line: 38, column: 13)
!691 = !DILocation(line: 38, column: 13, scope: !672)
!692 = !DILocation(line: 39, column: 25, scope: !693)
!693 = distinct !DILexicalBlock(scope: !690, file: !2, line: 38, column: 26)
!694 = !DILocation(line: 39, column: 13, scope: !693)
!695 = !DILocation(line: 40, column: 25, scope: !693)
!696 = !DILocation(line: 40, column: 13, scope: !693)
!697 = !DILocation(line: 41, column: 13, scope: !693)
!698 = !DILocation(line: 42, column: 13, scope: !693)
!699 = !DILocation(line: 44, column: 23, scope: !672)
!700 = !DILocation(line: 51, column: 17, scope: !701)
!701 = distinct !DILexicalBlock(scope: !643, file: !2, line: 51, column: 9)
!702 = !DILocation(line: 48, column: 26, scope: !643)
!703 = !DILocation(line: 51, column: 10, scope: !701)
!704 = !DILocation(line: 52, column: 15, scope: !705)
!705 = distinct !DILexicalBlock(scope: !701, file: !2, line: 51, column: 25)
!706 = !DILocation(line: 52, column: 25, scope: !705)
!707 = !{!157, !152, i64 32}
!708 = !DILocation(line: 53, column: 33, scope: !705)
!709 = !DILocation(line: 53, column: 15, scope: !705)
!710 = !DILocation(line: 53, column: 24, scope: !705)
!711 = !{!157, !155, i64 24}
!712 = !DILocation(line: 54, column: 18, scope: !705)
!713 = !DILocation(line: 54, column: 23, scope: !705)
!714 = !{!150, !155, i64 8}
!715 = !DILocation(line: 55, column: 5, scope: !705)
!716 = !DILocation(line: 57, column: 1, scope: !643)
!717 = !DILocation(line: 0, scope: !550)
!718 = !DILocation(line: 385, column: 21, scope: !550)
!719 = !DILocation(line: 386, column: 15, scope: !557)
!720 = !DILocation(line: 386, column: 31, scope: !557)
!721 = !DILocation(line: 386, column: 23, scope: !557)
!722 = !DILocation(line: 386, column: 50, scope: !557)
!723 = !DILocation(line: 386, column: 62, scope: !557)
!724 = !DILocation(line: 386, column: 53, scope: !557)
!725 = !DILocation(line: 386, column: 40, scope: !557)
!726 = !DILocation(line: 386, column: 9, scope: !550)
!727 = !DILocation(line: 388, column: 11, scope: !550)
!728 = !DILocation(line: 389, column: 15, scope: !567)
!729 = !DILocation(line: 389, column: 24, scope: !567)
!730 = !DILocation(line: 389, column: 9, scope: !550)
!731 = !DILocation(line: 393, column: 30, scope: !550)
!732 = !DILocation(line: 393, column: 39, scope: !550)
!733 = !DILocation(line: 393, column: 5, scope: !550)
!734 = !DILocation(line: 394, column: 28, scope: !550)
!735 = !DILocation(line: 395, column: 5, scope: !550)
!736 = !DILocation(line: 396, column: 1, scope: !550)
!737 = !DISubprogram(name: "vsnprintf", scope: !57, file: !57, line: 382, type: !738, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!738 = !DISubroutineType(types: !739)
!739 = !{!62, !740, !187, !741, !499}
!740 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !65)
!741 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !119)
!742 = distinct !DISubprogram(name: "gzprintf", scope: !2, file: !2, line: 487, type: !743, scopeLine: 487, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !745)
!743 = !DISubroutineType(types: !744)
!744 = !{!62, !133, !119, null}
!745 = !{!746, !747, !748, !753}
!746 = !DILocalVariable(name: "file", arg: 1, scope: !742, file: !2, line: 487, type: !133)
!747 = !DILocalVariable(name: "format", arg: 2, scope: !742, file: !2, line: 487, type: !119)
!748 = !DILocalVariable(name: "va", scope: !742, file: !2, line: 488, type: !749)
!749 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !750, line: 12, baseType: !751)
!750 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!751 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !752)
!752 = !DICompositeType(tag: DW_TAG_array_type, baseType: !500, size: 192, elements: !339)
!753 = !DILocalVariable(name: "ret", scope: !742, file: !2, line: 489, type: !62)
!754 = distinct !DIAssignID()
!755 = !DILocation(line: 0, scope: !742)
!756 = !DILocation(line: 488, column: 5, scope: !742)
!757 = !DILocation(line: 491, column: 5, scope: !742)
!758 = !DILocation(line: 492, column: 11, scope: !742)
!759 = !DILocation(line: 493, column: 5, scope: !742)
!760 = !DILocation(line: 495, column: 1, scope: !742)
!761 = !DILocation(line: 494, column: 5, scope: !742)
!762 = distinct !DISubprogram(name: "gzflush", scope: !2, file: !2, line: 603, type: !331, scopeLine: 603, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !763)
!763 = !{!764, !765, !766}
!764 = !DILocalVariable(name: "file", arg: 1, scope: !762, file: !2, line: 603, type: !133)
!765 = !DILocalVariable(name: "flush", arg: 2, scope: !762, file: !2, line: 603, type: !62)
!766 = !DILocalVariable(name: "state", scope: !762, file: !2, line: 604, type: !40)
!767 = !DILocation(line: 0, scope: !762)
!768 = !DILocation(line: 607, column: 14, scope: !769)
!769 = distinct !DILexicalBlock(scope: !762, file: !2, line: 607, column: 9)
!770 = !DILocation(line: 607, column: 9, scope: !762)
!771 = !DILocation(line: 612, column: 16, scope: !772)
!772 = distinct !DILexicalBlock(scope: !762, file: !2, line: 612, column: 9)
!773 = !DILocation(line: 612, column: 21, scope: !772)
!774 = !DILocation(line: 612, column: 33, scope: !772)
!775 = !DILocation(line: 612, column: 44, scope: !772)
!776 = !DILocation(line: 612, column: 48, scope: !772)
!777 = !DILocation(line: 612, column: 56, scope: !772)
!778 = !DILocation(line: 612, column: 67, scope: !772)
!779 = !DILocation(line: 612, column: 60, scope: !772)
!780 = !DILocation(line: 612, column: 9, scope: !762)
!781 = !DILocation(line: 614, column: 5, scope: !762)
!782 = !DILocation(line: 617, column: 19, scope: !783)
!783 = distinct !DILexicalBlock(scope: !762, file: !2, line: 617, column: 9)
!784 = !DILocation(line: 621, column: 16, scope: !785)
!785 = distinct !DILexicalBlock(scope: !762, file: !2, line: 621, column: 9)
!786 = !DILocation(line: 621, column: 9, scope: !785)
!787 = !DILocation(line: 621, column: 21, scope: !785)
!788 = !DILocation(line: 621, column: 24, scope: !785)
!789 = !DILocation(line: 621, column: 39, scope: !785)
!790 = !DILocation(line: 621, column: 9, scope: !762)
!791 = !DILocation(line: 625, column: 11, scope: !762)
!792 = !DILocation(line: 626, column: 5, scope: !762)
!793 = !DILocation(line: 627, column: 1, scope: !762)
!794 = distinct !DISubprogram(name: "gz_comp", scope: !2, file: !2, line: 65, type: !795, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !797)
!795 = !DISubroutineType(types: !796)
!796 = !{!62, !40, !62}
!797 = !{!798, !799, !800, !801, !802, !803, !804, !805}
!798 = !DILocalVariable(name: "state", arg: 1, scope: !794, file: !2, line: 65, type: !40)
!799 = !DILocalVariable(name: "flush", arg: 2, scope: !794, file: !2, line: 65, type: !62)
!800 = !DILocalVariable(name: "ret", scope: !794, file: !2, line: 66, type: !62)
!801 = !DILocalVariable(name: "writ", scope: !794, file: !2, line: 66, type: !62)
!802 = !DILocalVariable(name: "have", scope: !794, file: !2, line: 67, type: !51)
!803 = !DILocalVariable(name: "put", scope: !794, file: !2, line: 67, type: !51)
!804 = !DILocalVariable(name: "max", scope: !794, file: !2, line: 67, type: !51)
!805 = !DILocalVariable(name: "strm", scope: !794, file: !2, line: 68, type: !343)
!806 = !DILocation(line: 0, scope: !794)
!807 = !DILocation(line: 68, column: 31, scope: !794)
!808 = !DILocation(line: 71, column: 16, scope: !809)
!809 = distinct !DILexicalBlock(scope: !794, file: !2, line: 71, column: 9)
!810 = !DILocation(line: 71, column: 21, scope: !809)
!811 = !DILocation(line: 71, column: 26, scope: !809)
!812 = !DILocation(line: 71, column: 29, scope: !809)
!813 = !DILocation(line: 71, column: 44, scope: !809)
!814 = !DILocation(line: 71, column: 9, scope: !794)
!815 = !DILocation(line: 75, column: 16, scope: !816)
!816 = distinct !DILexicalBlock(scope: !794, file: !2, line: 75, column: 9)
!817 = !DILocation(line: 75, column: 9, scope: !816)
!818 = !DILocation(line: 75, column: 9, scope: !794)
!819 = !DILocation(line: 76, column: 22, scope: !820)
!820 = distinct !DILexicalBlock(scope: !816, file: !2, line: 75, column: 24)
!821 = !DILocation(line: 76, column: 9, scope: !820)
!822 = !DILocation(line: 80, column: 48, scope: !823)
!823 = distinct !DILexicalBlock(scope: !820, file: !2, line: 76, column: 32)
!824 = !DILocation(line: 77, column: 19, scope: !823)
!825 = !{!152, !152, i64 0}
!826 = !DILocation(line: 78, column: 26, scope: !823)
!827 = !DILocation(line: 79, column: 25, scope: !823)
!828 = !DILocation(line: 79, column: 19, scope: !823)
!829 = !DILocation(line: 80, column: 38, scope: !823)
!830 = !{!150, !152, i64 28}
!831 = !DILocation(line: 80, column: 57, scope: !823)
!832 = !DILocation(line: 80, column: 25, scope: !823)
!833 = !DILocation(line: 80, column: 20, scope: !823)
!834 = !DILocation(line: 81, column: 22, scope: !835)
!835 = distinct !DILexicalBlock(scope: !823, file: !2, line: 81, column: 17)
!836 = !DILocation(line: 81, column: 17, scope: !823)
!837 = !DILocation(line: 82, column: 21, scope: !838)
!838 = distinct !DILexicalBlock(scope: !839, file: !2, line: 82, column: 21)
!839 = distinct !DILexicalBlock(scope: !835, file: !2, line: 81, column: 27)
!840 = !DILocation(line: 82, column: 27, scope: !838)
!841 = !DILocation(line: 82, column: 37, scope: !838)
!842 = !DILocation(line: 83, column: 34, scope: !838)
!843 = !DILocation(line: 84, column: 42, scope: !839)
!844 = !DILocation(line: 83, column: 21, scope: !838)
!845 = !DILocation(line: 84, column: 17, scope: !839)
!846 = !DILocation(line: 85, column: 17, scope: !839)
!847 = !DILocation(line: 87, column: 28, scope: !823)
!848 = !DILocation(line: 88, column: 27, scope: !823)
!849 = distinct !{!849, !821, !850, !290}
!850 = !DILocation(line: 89, column: 9, scope: !820)
!851 = !DILocation(line: 94, column: 16, scope: !852)
!852 = distinct !DILexicalBlock(scope: !794, file: !2, line: 94, column: 9)
!853 = !{!150, !152, i64 104}
!854 = !DILocation(line: 94, column: 9, scope: !852)
!855 = !DILocation(line: 94, column: 9, scope: !794)
!856 = !DILocation(line: 97, column: 19, scope: !857)
!857 = distinct !DILexicalBlock(scope: !858, file: !2, line: 97, column: 13)
!858 = distinct !DILexicalBlock(scope: !852, file: !2, line: 94, column: 23)
!859 = !DILocation(line: 97, column: 33, scope: !857)
!860 = !DILocation(line: 99, column: 9, scope: !858)
!861 = !DILocation(line: 100, column: 22, scope: !858)
!862 = !DILocation(line: 101, column: 5, scope: !858)
!863 = !DILocation(line: 108, column: 19, scope: !864)
!864 = distinct !DILexicalBlock(scope: !865, file: !2, line: 108, column: 13)
!865 = distinct !DILexicalBlock(scope: !794, file: !2, line: 105, column: 8)
!866 = !DILocation(line: 105, column: 5, scope: !794)
!867 = !DILocation(line: 108, column: 29, scope: !864)
!868 = !DILocation(line: 108, column: 34, scope: !864)
!869 = !DILocation(line: 108, column: 58, scope: !864)
!870 = !DILocation(line: 110, column: 26, scope: !871)
!871 = distinct !DILexicalBlock(scope: !864, file: !2, line: 109, column: 58)
!872 = !DILocation(line: 110, column: 46, scope: !871)
!873 = !DILocation(line: 110, column: 35, scope: !871)
!874 = !DILocation(line: 110, column: 13, scope: !871)
!875 = !DILocation(line: 111, column: 23, scope: !876)
!876 = distinct !DILexicalBlock(scope: !871, file: !2, line: 110, column: 52)
!877 = !DILocation(line: 112, column: 30, scope: !876)
!878 = !DILocation(line: 113, column: 38, scope: !876)
!879 = !DILocation(line: 113, column: 23, scope: !876)
!880 = !DILocation(line: 115, column: 42, scope: !876)
!881 = !DILocation(line: 115, column: 61, scope: !876)
!882 = !DILocation(line: 115, column: 29, scope: !876)
!883 = !DILocation(line: 116, column: 26, scope: !884)
!884 = distinct !DILexicalBlock(scope: !876, file: !2, line: 116, column: 21)
!885 = !DILocation(line: 116, column: 21, scope: !876)
!886 = !DILocation(line: 117, column: 25, scope: !887)
!887 = distinct !DILexicalBlock(scope: !888, file: !2, line: 117, column: 25)
!888 = distinct !DILexicalBlock(scope: !884, file: !2, line: 116, column: 31)
!889 = !DILocation(line: 117, column: 31, scope: !887)
!890 = !DILocation(line: 117, column: 41, scope: !887)
!891 = !DILocation(line: 118, column: 38, scope: !887)
!892 = !DILocation(line: 119, column: 46, scope: !888)
!893 = !DILocation(line: 118, column: 25, scope: !887)
!894 = !DILocation(line: 119, column: 21, scope: !888)
!895 = !DILocation(line: 120, column: 21, scope: !888)
!896 = !DILocation(line: 122, column: 31, scope: !876)
!897 = distinct !{!897, !874, !898, !290}
!898 = !DILocation(line: 123, column: 13, scope: !871)
!899 = !DILocation(line: 124, column: 23, scope: !900)
!900 = distinct !DILexicalBlock(scope: !871, file: !2, line: 124, column: 17)
!901 = !DILocation(line: 124, column: 33, scope: !900)
!902 = !DILocation(line: 124, column: 17, scope: !871)
!903 = !DILocation(line: 125, column: 42, scope: !904)
!904 = distinct !DILexicalBlock(scope: !900, file: !2, line: 124, column: 39)
!905 = !DILocation(line: 125, column: 33, scope: !904)
!906 = !DILocation(line: 126, column: 41, scope: !904)
!907 = !DILocation(line: 126, column: 32, scope: !904)
!908 = !DILocation(line: 127, column: 31, scope: !904)
!909 = !DILocation(line: 128, column: 13, scope: !904)
!910 = !DILocation(line: 132, column: 22, scope: !865)
!911 = !DILocation(line: 133, column: 15, scope: !865)
!912 = !DILocation(line: 134, column: 17, scope: !913)
!913 = distinct !DILexicalBlock(scope: !865, file: !2, line: 134, column: 13)
!914 = !DILocation(line: 134, column: 13, scope: !865)
!915 = !DILocation(line: 135, column: 13, scope: !916)
!916 = distinct !DILexicalBlock(scope: !913, file: !2, line: 134, column: 36)
!917 = !DILocation(line: 137, column: 13, scope: !916)
!918 = !DILocation(line: 139, column: 23, scope: !865)
!919 = !DILocation(line: 140, column: 5, scope: !865)
!920 = distinct !{!920, !866, !921, !290}
!921 = !DILocation(line: 140, column: 18, scope: !794)
!922 = !DILocation(line: 143, column: 15, scope: !923)
!923 = distinct !DILexicalBlock(scope: !794, file: !2, line: 143, column: 9)
!924 = !DILocation(line: 143, column: 9, scope: !794)
!925 = !DILocation(line: 144, column: 22, scope: !923)
!926 = !DILocation(line: 144, column: 9, scope: !923)
!927 = !DILocation(line: 148, column: 1, scope: !794)
!928 = distinct !DISubprogram(name: "gzsetparams", scope: !2, file: !2, line: 630, type: !929, scopeLine: 630, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !931)
!929 = !DISubroutineType(types: !930)
!930 = !{!62, !133, !62, !62}
!931 = !{!932, !933, !934, !935, !936}
!932 = !DILocalVariable(name: "file", arg: 1, scope: !928, file: !2, line: 630, type: !133)
!933 = !DILocalVariable(name: "level", arg: 2, scope: !928, file: !2, line: 630, type: !62)
!934 = !DILocalVariable(name: "strategy", arg: 3, scope: !928, file: !2, line: 630, type: !62)
!935 = !DILocalVariable(name: "state", scope: !928, file: !2, line: 631, type: !40)
!936 = !DILocalVariable(name: "strm", scope: !928, file: !2, line: 632, type: !343)
!937 = !DILocation(line: 0, scope: !928)
!938 = !DILocation(line: 635, column: 14, scope: !939)
!939 = distinct !DILexicalBlock(scope: !928, file: !2, line: 635, column: 9)
!940 = !DILocation(line: 635, column: 9, scope: !928)
!941 = !DILocation(line: 638, column: 21, scope: !928)
!942 = !DILocation(line: 641, column: 16, scope: !943)
!943 = distinct !DILexicalBlock(scope: !928, file: !2, line: 641, column: 9)
!944 = !DILocation(line: 641, column: 21, scope: !943)
!945 = !DILocation(line: 641, column: 33, scope: !943)
!946 = !DILocation(line: 641, column: 44, scope: !943)
!947 = !DILocation(line: 641, column: 48, scope: !943)
!948 = !DILocation(line: 641, column: 56, scope: !943)
!949 = !DILocation(line: 641, column: 67, scope: !943)
!950 = !DILocation(line: 641, column: 60, scope: !943)
!951 = !DILocation(line: 641, column: 74, scope: !943)
!952 = !DILocation(line: 642, column: 20, scope: !943)
!953 = !DILocation(line: 642, column: 13, scope: !943)
!954 = !DILocation(line: 641, column: 9, scope: !928)
!955 = !DILocation(line: 644, column: 5, scope: !928)
!956 = !DILocation(line: 647, column: 25, scope: !957)
!957 = distinct !DILexicalBlock(scope: !928, file: !2, line: 647, column: 9)
!958 = !DILocation(line: 647, column: 15, scope: !957)
!959 = !DILocation(line: 647, column: 31, scope: !957)
!960 = !DILocation(line: 647, column: 53, scope: !957)
!961 = !DILocation(line: 647, column: 43, scope: !957)
!962 = !DILocation(line: 647, column: 9, scope: !928)
!963 = !DILocation(line: 651, column: 16, scope: !964)
!964 = distinct !DILexicalBlock(scope: !928, file: !2, line: 651, column: 9)
!965 = !DILocation(line: 651, column: 9, scope: !964)
!966 = !DILocation(line: 651, column: 21, scope: !964)
!967 = !DILocation(line: 651, column: 24, scope: !964)
!968 = !DILocation(line: 651, column: 39, scope: !964)
!969 = !DILocation(line: 651, column: 9, scope: !928)
!970 = !DILocation(line: 652, column: 23, scope: !964)
!971 = !DILocation(line: 652, column: 9, scope: !964)
!972 = !DILocation(line: 655, column: 16, scope: !973)
!973 = distinct !DILexicalBlock(scope: !928, file: !2, line: 655, column: 9)
!974 = !DILocation(line: 655, column: 9, scope: !973)
!975 = !DILocation(line: 655, column: 9, scope: !928)
!976 = !DILocation(line: 657, column: 19, scope: !977)
!977 = distinct !DILexicalBlock(scope: !978, file: !2, line: 657, column: 13)
!978 = distinct !DILexicalBlock(scope: !973, file: !2, line: 655, column: 22)
!979 = !DILocation(line: 657, column: 13, scope: !977)
!980 = !DILocation(line: 657, column: 28, scope: !977)
!981 = !DILocation(line: 657, column: 31, scope: !977)
!982 = !DILocation(line: 657, column: 55, scope: !977)
!983 = !DILocation(line: 657, column: 13, scope: !978)
!984 = !DILocation(line: 658, column: 27, scope: !977)
!985 = !DILocation(line: 658, column: 13, scope: !977)
!986 = !DILocation(line: 659, column: 9, scope: !978)
!987 = !DILocation(line: 660, column: 5, scope: !978)
!988 = !DILocation(line: 661, column: 18, scope: !928)
!989 = !DILocation(line: 662, column: 12, scope: !928)
!990 = !DILocation(line: 662, column: 21, scope: !928)
!991 = !DILocation(line: 663, column: 5, scope: !928)
!992 = !DILocation(line: 664, column: 1, scope: !928)
!993 = !DISubprogram(name: "deflateParams", scope: !48, file: !48, line: 713, type: !994, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!994 = !DISubroutineType(types: !995)
!995 = !{!62, !343, !62, !62}
!996 = distinct !DISubprogram(name: "gzclose_w", scope: !2, file: !2, line: 667, type: !997, scopeLine: 667, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !999)
!997 = !DISubroutineType(types: !998)
!998 = !{!62, !133}
!999 = !{!1000, !1001, !1002}
!1000 = !DILocalVariable(name: "file", arg: 1, scope: !996, file: !2, line: 667, type: !133)
!1001 = !DILocalVariable(name: "ret", scope: !996, file: !2, line: 668, type: !62)
!1002 = !DILocalVariable(name: "state", scope: !996, file: !2, line: 669, type: !40)
!1003 = !DILocation(line: 0, scope: !996)
!1004 = !DILocation(line: 672, column: 14, scope: !1005)
!1005 = distinct !DILexicalBlock(scope: !996, file: !2, line: 672, column: 9)
!1006 = !DILocation(line: 672, column: 9, scope: !996)
!1007 = !DILocation(line: 677, column: 16, scope: !1008)
!1008 = distinct !DILexicalBlock(scope: !996, file: !2, line: 677, column: 9)
!1009 = !DILocation(line: 677, column: 21, scope: !1008)
!1010 = !DILocation(line: 677, column: 9, scope: !996)
!1011 = !DILocation(line: 681, column: 16, scope: !1012)
!1012 = distinct !DILexicalBlock(scope: !996, file: !2, line: 681, column: 9)
!1013 = !DILocation(line: 681, column: 9, scope: !1012)
!1014 = !DILocation(line: 681, column: 21, scope: !1012)
!1015 = !DILocation(line: 681, column: 24, scope: !1012)
!1016 = !DILocation(line: 681, column: 39, scope: !1012)
!1017 = !DILocation(line: 681, column: 9, scope: !996)
!1018 = !DILocation(line: 682, column: 22, scope: !1012)
!1019 = !DILocation(line: 682, column: 9, scope: !1012)
!1020 = !DILocation(line: 685, column: 9, scope: !1021)
!1021 = distinct !DILexicalBlock(scope: !996, file: !2, line: 685, column: 9)
!1022 = !DILocation(line: 685, column: 34, scope: !1021)
!1023 = !DILocation(line: 685, column: 9, scope: !996)
!1024 = !DILocation(line: 686, column: 22, scope: !1021)
!1025 = !DILocation(line: 686, column: 9, scope: !1021)
!1026 = !DILocation(line: 687, column: 16, scope: !1027)
!1027 = distinct !DILexicalBlock(scope: !996, file: !2, line: 687, column: 9)
!1028 = !DILocation(line: 687, column: 9, scope: !1027)
!1029 = !DILocation(line: 687, column: 9, scope: !996)
!1030 = !DILocation(line: 688, column: 21, scope: !1031)
!1031 = distinct !DILexicalBlock(scope: !1032, file: !2, line: 688, column: 13)
!1032 = distinct !DILexicalBlock(scope: !1027, file: !2, line: 687, column: 22)
!1033 = !DILocation(line: 688, column: 14, scope: !1031)
!1034 = !DILocation(line: 688, column: 13, scope: !1032)
!1035 = !DILocation(line: 689, column: 39, scope: !1036)
!1036 = distinct !DILexicalBlock(scope: !1031, file: !2, line: 688, column: 29)
!1037 = !DILocation(line: 689, column: 19, scope: !1036)
!1038 = !DILocation(line: 690, column: 25, scope: !1036)
!1039 = !DILocation(line: 690, column: 13, scope: !1036)
!1040 = !DILocation(line: 691, column: 9, scope: !1036)
!1041 = !DILocation(line: 692, column: 21, scope: !1032)
!1042 = !DILocation(line: 692, column: 9, scope: !1032)
!1043 = !DILocation(line: 693, column: 5, scope: !1032)
!1044 = !DILocation(line: 694, column: 5, scope: !996)
!1045 = !DILocation(line: 695, column: 17, scope: !996)
!1046 = !{!150, !155, i64 32}
!1047 = !DILocation(line: 695, column: 5, scope: !996)
!1048 = !DILocation(line: 696, column: 22, scope: !1049)
!1049 = distinct !DILexicalBlock(scope: !996, file: !2, line: 696, column: 9)
!1050 = !DILocation(line: 696, column: 9, scope: !1049)
!1051 = !DILocation(line: 696, column: 26, scope: !1049)
!1052 = !DILocation(line: 696, column: 9, scope: !996)
!1053 = !DILocation(line: 698, column: 5, scope: !996)
!1054 = !DILocation(line: 699, column: 5, scope: !996)
!1055 = !DILocation(line: 700, column: 1, scope: !996)
!1056 = !DISubprogram(name: "deflateEnd", scope: !48, file: !48, line: 367, type: !1057, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1057 = !DISubroutineType(types: !1058)
!1058 = !{!62, !343}
!1059 = !DISubprogram(name: "free", scope: !1060, file: !1060, line: 568, type: !1061, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1060 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!1061 = !DISubroutineType(types: !1062)
!1062 = !{null, !39}
!1063 = !DISubprogram(name: "close", scope: !1064, file: !1064, line: 358, type: !1065, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1064 = !DIFile(filename: "/usr/include/unistd.h", directory: "", checksumkind: CSK_MD5, checksum: "ed37c2e6f30ba31a8b41e4d70547c39c")
!1065 = !DISubroutineType(types: !1066)
!1066 = !{!62, !62}
!1067 = !DISubprogram(name: "malloc", scope: !1060, file: !1060, line: 553, type: !1068, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1068 = !DISubroutineType(types: !1069)
!1069 = !{!39, !187}
!1070 = !DISubprogram(name: "deflateInit2_", scope: !48, file: !48, line: 1907, type: !1071, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1071 = !DISubroutineType(types: !1072)
!1072 = !{!62, !343, !62, !62, !62, !62, !62, !119, !62}
!1073 = !DISubprogram(name: "__errno_location", scope: !1074, file: !1074, line: 37, type: !1075, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1074 = !DIFile(filename: "/usr/include/errno.h", directory: "", checksumkind: CSK_MD5, checksum: "01c14bf4ab600a3884f5da68eb763170")
!1075 = !DISubroutineType(types: !1076)
!1076 = !{!1077}
!1077 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!1078 = !DISubprogram(name: "write", scope: !1064, file: !1064, line: 378, type: !1079, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1079 = !DISubroutineType(types: !1080)
!1080 = !{!1081, !62, !136, !187}
!1081 = !DIDerivedType(tag: DW_TAG_typedef, name: "ssize_t", file: !57, line: 77, baseType: !1082)
!1082 = !DIDerivedType(tag: DW_TAG_typedef, name: "__ssize_t", file: !59, line: 194, baseType: !60)
!1083 = !DISubprogram(name: "strerror", scope: !493, file: !493, line: 419, type: !1084, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1084 = !DISubroutineType(types: !1085)
!1085 = !{!65, !62}
!1086 = !DISubprogram(name: "deflateReset", scope: !48, file: !48, line: 702, type: !1057, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1087 = !DISubprogram(name: "deflate", scope: !48, file: !48, line: 254, type: !1088, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1088 = !DISubroutineType(types: !1089)
!1089 = !{!62, !343, !62}
