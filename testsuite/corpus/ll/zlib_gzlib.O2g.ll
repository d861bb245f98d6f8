; ModuleID = 'src/zlib/gzlib.c'
source_filename = "src/zlib/gzlib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"<fd:%d>\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !12
@.str.3 = private unnamed_addr constant [7 x i8] c"%s%s%s\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [3 x i8] c": \00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !27

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @gzopen(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !126 {
    #dbg_value(ptr %0, !130, !DIExpression(), !132)
    #dbg_value(ptr %1, !131, !DIExpression(), !132)
  %3 = tail call fastcc ptr @gz_open(ptr noundef %0, i32 noundef -1, ptr noundef %1), !dbg !133
  ret ptr %3, !dbg !134
}

; Function Attrs: nounwind uwtable
define internal fastcc noalias noundef ptr @gz_open(ptr noundef %0, i32 noundef %1, ptr noundef readonly %2) unnamed_addr #0 !dbg !135 {
    #dbg_value(ptr %0, !141, !DIExpression(), !151)
    #dbg_value(i32 %1, !142, !DIExpression(), !151)
    #dbg_value(ptr %2, !143, !DIExpression(), !151)
    #dbg_value(i32 0, !149, !DIExpression(), !151)
    #dbg_value(i32 0, !150, !DIExpression(), !151)
  %4 = icmp eq ptr %0, null, !dbg !152
  %5 = icmp eq ptr %2, null
  %6 = or i1 %4, %5, !dbg !154
  br i1 %6, label %125, label %7, !dbg !154

7:                                                ; preds = %3
  %8 = tail call noalias dereferenceable_or_null(248) ptr @malloc(i64 noundef 248) #13, !dbg !155
    #dbg_value(ptr %8, !144, !DIExpression(), !151)
  %9 = icmp eq ptr %8, null, !dbg !156
  br i1 %9, label %125, label %10, !dbg !158

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %8, i64 40, !dbg !159
  store i32 0, ptr %11, align 8, !dbg !160, !tbaa !161
  %12 = getelementptr inbounds i8, ptr %8, i64 44, !dbg !170
  store i32 8192, ptr %12, align 4, !dbg !171, !tbaa !172
  %13 = getelementptr inbounds i8, ptr %8, i64 120, !dbg !173
  store i32 0, ptr %13, align 8, !dbg !174, !tbaa !175
  %14 = getelementptr inbounds i8, ptr %8, i64 128, !dbg !176
  store ptr null, ptr %14, align 8, !dbg !177, !tbaa !178
  %15 = getelementptr inbounds i8, ptr %8, i64 24, !dbg !179
  store i32 0, ptr %15, align 8, !dbg !180, !tbaa !181
  %16 = getelementptr inbounds i8, ptr %8, i64 96, !dbg !182
  store i32 -1, ptr %16, align 8, !dbg !183, !tbaa !184
  %17 = getelementptr inbounds i8, ptr %8, i64 100, !dbg !185
  store i32 0, ptr %17, align 4, !dbg !186, !tbaa !187
  %18 = getelementptr inbounds i8, ptr %8, i64 64, !dbg !188
  store i32 0, ptr %18, align 8, !dbg !189, !tbaa !190
    #dbg_value(i32 0, !150, !DIExpression(), !151)
    #dbg_value(i32 0, !149, !DIExpression(), !151)
    #dbg_value(ptr %2, !143, !DIExpression(), !151)
  %19 = load i8, ptr %2, align 1, !dbg !191, !tbaa !192
  %20 = icmp eq i8 %19, 0, !dbg !193
  br i1 %20, label %59, label %21, !dbg !193

21:                                               ; preds = %10, %48
  %22 = phi i32 [ %49, %48 ], [ 0, %10 ]
  %23 = phi i32 [ %50, %48 ], [ 0, %10 ]
  %24 = phi i8 [ %54, %48 ], [ %19, %10 ]
  %25 = phi i32 [ %52, %48 ], [ 0, %10 ]
  %26 = phi i32 [ %51, %48 ], [ 0, %10 ]
  %27 = phi ptr [ %53, %48 ], [ %2, %10 ]
    #dbg_value(i32 %25, !150, !DIExpression(), !151)
    #dbg_value(i32 %26, !149, !DIExpression(), !151)
    #dbg_value(ptr %27, !143, !DIExpression(), !151)
  %28 = add i8 %24, -48, !dbg !194
  %29 = icmp ult i8 %28, 10, !dbg !194
  br i1 %29, label %30, label %32, !dbg !194

30:                                               ; preds = %21
  %31 = zext nneg i8 %28 to i32, !dbg !197
  store i32 %31, ptr %16, align 8, !dbg !198, !tbaa !184
  br label %48, !dbg !199

32:                                               ; preds = %21
  switch i8 %24, label %48 [
    i8 114, label %33
    i8 119, label %34
    i8 97, label %35
    i8 43, label %36
    i8 84, label %47
    i8 101, label %37
    i8 120, label %39
    i8 102, label %40
    i8 104, label %41
    i8 82, label %42
    i8 70, label %43
    i8 71, label %44
    i8 78, label %45
  ], !dbg !200

33:                                               ; preds = %32
  store i32 7247, ptr %15, align 8, !dbg !201, !tbaa !181
  br label %48, !dbg !203

34:                                               ; preds = %32
  store i32 31153, ptr %15, align 8, !dbg !204, !tbaa !181
  br label %48, !dbg !205

35:                                               ; preds = %32
  store i32 1, ptr %15, align 8, !dbg !206, !tbaa !181
  br label %48, !dbg !207

36:                                               ; preds = %32
  tail call void @free(ptr noundef %8) #14, !dbg !208
  br label %125, !dbg !209

37:                                               ; preds = %32
  %38 = or i32 %26, 524288, !dbg !210
    #dbg_value(i32 %38, !149, !DIExpression(), !151)
  br label %48, !dbg !211

39:                                               ; preds = %32
    #dbg_value(i32 1, !150, !DIExpression(), !151)
  br label %48, !dbg !212

40:                                               ; preds = %32
  store i32 1, ptr %17, align 4, !dbg !213, !tbaa !187
  br label %48, !dbg !214

41:                                               ; preds = %32
  store i32 2, ptr %17, align 4, !dbg !215, !tbaa !187
  br label %48, !dbg !216

42:                                               ; preds = %32
  store i32 3, ptr %17, align 4, !dbg !217, !tbaa !187
  br label %48, !dbg !218

43:                                               ; preds = %32
  store i32 4, ptr %17, align 4, !dbg !219, !tbaa !187
  br label %48, !dbg !220

44:                                               ; preds = %32
  store i32 -1, ptr %18, align 8, !dbg !221, !tbaa !190
  br label %48, !dbg !222

45:                                               ; preds = %32
  %46 = or i32 %26, 2048, !dbg !223
    #dbg_value(i32 %46, !149, !DIExpression(), !151)
  br label %48, !dbg !224

47:                                               ; preds = %32
  store i32 1, ptr %18, align 8, !dbg !225, !tbaa !190
  br label %48, !dbg !226

48:                                               ; preds = %33, %34, %35, %37, %39, %40, %41, %42, %43, %44, %45, %47, %32, %30
  %49 = phi i32 [ %22, %30 ], [ %22, %32 ], [ %22, %45 ], [ -1, %44 ], [ %22, %43 ], [ %22, %42 ], [ %22, %41 ], [ %22, %40 ], [ %22, %39 ], [ %22, %37 ], [ 1, %47 ], [ %22, %35 ], [ %22, %34 ], [ %22, %33 ]
  %50 = phi i32 [ %23, %30 ], [ %23, %32 ], [ %23, %45 ], [ %23, %44 ], [ %23, %43 ], [ %23, %42 ], [ %23, %41 ], [ %23, %40 ], [ %23, %39 ], [ %23, %37 ], [ %23, %47 ], [ 1, %35 ], [ 31153, %34 ], [ 7247, %33 ]
  %51 = phi i32 [ %26, %30 ], [ %26, %32 ], [ %46, %45 ], [ %26, %44 ], [ %26, %43 ], [ %26, %42 ], [ %26, %41 ], [ %26, %40 ], [ %26, %39 ], [ %38, %37 ], [ %26, %47 ], [ %26, %35 ], [ %26, %34 ], [ %26, %33 ], !dbg !151
  %52 = phi i32 [ %25, %30 ], [ %25, %32 ], [ %25, %45 ], [ %25, %44 ], [ %25, %43 ], [ %25, %42 ], [ %25, %41 ], [ %25, %40 ], [ 1, %39 ], [ %25, %37 ], [ %25, %47 ], [ %25, %35 ], [ %25, %34 ], [ %25, %33 ], !dbg !151
    #dbg_value(i32 %52, !150, !DIExpression(), !151)
    #dbg_value(i32 %51, !149, !DIExpression(), !151)
  %53 = getelementptr inbounds i8, ptr %27, i64 1, !dbg !227
    #dbg_value(ptr %53, !143, !DIExpression(), !151)
  %54 = load i8, ptr %53, align 1, !dbg !191, !tbaa !192
  %55 = icmp eq i8 %54, 0, !dbg !193
  br i1 %55, label %56, label %21, !dbg !193, !llvm.loop !228

56:                                               ; preds = %48
  %57 = icmp eq i32 %52, 0, !dbg !231
  %58 = select i1 %57, i32 65, i32 193, !dbg !232
  switch i32 %50, label %63 [
    i32 0, label %59
    i32 7247, label %60
  ], !dbg !233

59:                                               ; preds = %10, %56
  tail call void @free(ptr noundef nonnull %8) #14, !dbg !234
  br label %125, !dbg !237

60:                                               ; preds = %56
  switch i32 %49, label %66 [
    i32 1, label %61
    i32 0, label %62
  ], !dbg !238

61:                                               ; preds = %60
  tail call void @free(ptr noundef nonnull %8) #14, !dbg !241
  br label %125, !dbg !244

62:                                               ; preds = %60
  store i32 1, ptr %18, align 8, !dbg !245, !tbaa !190
  br label %66, !dbg !247

63:                                               ; preds = %56
  %64 = icmp eq i32 %49, -1, !dbg !248
  br i1 %64, label %65, label %66, !dbg !250

65:                                               ; preds = %63
  tail call void @free(ptr noundef nonnull %8) #14, !dbg !251
  br label %125, !dbg !253

66:                                               ; preds = %60, %63, %62
  %67 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #15, !dbg !254
    #dbg_value(i64 %67, !145, !DIExpression(), !151)
  %68 = add i64 %67, 1, !dbg !255
  %69 = tail call noalias ptr @malloc(i64 noundef %68) #13, !dbg !256
  %70 = getelementptr inbounds i8, ptr %8, i64 32, !dbg !257
  store ptr %69, ptr %70, align 8, !dbg !258, !tbaa !259
  %71 = icmp eq ptr %69, null, !dbg !260
  br i1 %71, label %72, label %73, !dbg !262

72:                                               ; preds = %66
  tail call void @free(ptr noundef nonnull %8) #14, !dbg !263
  br label %125, !dbg !265

73:                                               ; preds = %66
  %74 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %69, i64 noundef %68, ptr noundef nonnull @.str.5, ptr noundef %0) #14, !dbg !266
  %75 = icmp eq i32 %50, 7247, !dbg !268
    #dbg_value(!DIArgList(i32 poison, i32 poison), !149, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !151)
  %76 = icmp eq i32 %1, -1, !dbg !269
  br i1 %76, label %93, label %77, !dbg !271

77:                                               ; preds = %73
  %78 = and i32 %51, 2048, !dbg !272
  %79 = icmp eq i32 %78, 0, !dbg !272
  br i1 %79, label %84, label %80, !dbg !275

80:                                               ; preds = %77
  %81 = tail call i32 (i32, i32, ...) @fcntl(i32 noundef %1, i32 noundef 3) #14, !dbg !276
  %82 = or i32 %81, 2048, !dbg !277
  %83 = tail call i32 (i32, i32, ...) @fcntl(i32 noundef %1, i32 noundef 4, i32 noundef %82) #14, !dbg !278
  br label %84, !dbg !278

84:                                               ; preds = %80, %77
  %85 = and i32 %51, 524288, !dbg !279
  %86 = icmp eq i32 %85, 0, !dbg !279
  br i1 %86, label %91, label %87, !dbg !281

87:                                               ; preds = %84
  %88 = tail call i32 (i32, i32, ...) @fcntl(i32 noundef %1, i32 noundef 1) #14, !dbg !282
  %89 = or i32 %88, 524288, !dbg !283
  %90 = tail call i32 (i32, i32, ...) @fcntl(i32 noundef %1, i32 noundef 2, i32 noundef %89) #14, !dbg !284
  br label %91, !dbg !284

91:                                               ; preds = %84, %87
  %92 = getelementptr inbounds i8, ptr %8, i64 28, !dbg !285
  store i32 %1, ptr %92, align 4, !dbg !286, !tbaa !287
  br label %103, !dbg !288

93:                                               ; preds = %73
  %94 = icmp eq i32 %50, 31153, !dbg !289
  %95 = select i1 %94, i32 512, i32 1024, !dbg !289
  %96 = or disjoint i32 %95, %58, !dbg !289
  %97 = select i1 %75, i32 0, i32 %96, !dbg !289
    #dbg_value(!DIArgList(i32 %51, i32 %97), !149, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !151)
  %98 = or i32 %97, %51, !dbg !290
    #dbg_value(i32 %98, !149, !DIExpression(), !151)
  %99 = tail call i32 (ptr, i32, ...) @open(ptr noundef %0, i32 noundef %98, i32 noundef 438) #14, !dbg !291
  %100 = getelementptr inbounds i8, ptr %8, i64 28, !dbg !292
  store i32 %99, ptr %100, align 4, !dbg !293, !tbaa !287
  %101 = icmp eq i32 %99, -1, !dbg !294
  br i1 %101, label %102, label %103, !dbg !288

102:                                              ; preds = %93
  tail call void @free(ptr noundef nonnull %69) #14, !dbg !296
  tail call void @free(ptr noundef nonnull %8) #14, !dbg !298
  br label %125, !dbg !299

103:                                              ; preds = %91, %93
  %104 = phi i32 [ %1, %91 ], [ %99, %93 ]
  %105 = icmp eq i32 %50, 1, !dbg !300
  br i1 %105, label %106, label %108, !dbg !302

106:                                              ; preds = %103
  %107 = tail call i64 @lseek64(i32 noundef %104, i64 noundef 0, i32 noundef 2) #14, !dbg !303
  store i32 31153, ptr %15, align 8, !dbg !305, !tbaa !181
  br label %118, !dbg !306

108:                                              ; preds = %103
  br i1 %75, label %109, label %118, !dbg !306

109:                                              ; preds = %108
  %110 = tail call i64 @lseek64(i32 noundef %104, i64 noundef 0, i32 noundef 1) #14, !dbg !307
  %111 = getelementptr inbounds i8, ptr %8, i64 80, !dbg !310
  %112 = icmp eq i64 %110, -1, !dbg !311
  %113 = select i1 %112, i64 0, i64 %110, !dbg !313
  store i64 %113, ptr %111, align 8, !dbg !314
    #dbg_value(ptr %8, !315, !DIExpression(), !320)
  store i32 0, ptr %8, align 8, !dbg !322, !tbaa !323
  %114 = getelementptr inbounds i8, ptr %8, i64 88, !dbg !324
  store i32 0, ptr %114, align 8, !dbg !327, !tbaa !328
  %115 = getelementptr inbounds i8, ptr %8, i64 92, !dbg !329
  store i32 0, ptr %115, align 4, !dbg !330, !tbaa !331
  %116 = getelementptr inbounds i8, ptr %8, i64 72, !dbg !332
  store i32 0, ptr %116, align 8, !dbg !333, !tbaa !334
  %117 = getelementptr inbounds i8, ptr %8, i64 68, !dbg !335
  store i32 -1, ptr %117, align 4, !dbg !336, !tbaa !337
  br label %120, !dbg !338

118:                                              ; preds = %108, %106
    #dbg_value(ptr %8, !315, !DIExpression(), !320)
  store i32 0, ptr %8, align 8, !dbg !322, !tbaa !323
  %119 = getelementptr inbounds i8, ptr %8, i64 104, !dbg !339
  store i32 0, ptr %119, align 8, !dbg !340, !tbaa !341
  br label %120

120:                                              ; preds = %109, %118
  %121 = getelementptr inbounds i8, ptr %8, i64 76, !dbg !342
  store i32 0, ptr %121, align 4, !dbg !343, !tbaa !344
  %122 = getelementptr inbounds i8, ptr %8, i64 112, !dbg !345
  store i64 0, ptr %122, align 8, !dbg !346, !tbaa !347
    #dbg_value(ptr %8, !348, !DIExpression(), !355)
    #dbg_value(i32 0, !353, !DIExpression(), !355)
    #dbg_value(ptr null, !354, !DIExpression(), !355)
  store i32 0, ptr %13, align 8, !dbg !357, !tbaa !175
  %123 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !358
  store i64 0, ptr %123, align 8, !dbg !359, !tbaa !360
  %124 = getelementptr inbounds i8, ptr %8, i64 144, !dbg !361
  store i32 0, ptr %124, align 8, !dbg !362, !tbaa !363
  br label %125, !dbg !364

125:                                              ; preds = %7, %3, %120, %102, %72, %65, %61, %59, %36
  %126 = phi ptr [ null, %36 ], [ null, %59 ], [ null, %61 ], [ null, %72 ], [ null, %102 ], [ %8, %120 ], [ null, %65 ], [ null, %3 ], [ null, %7 ], !dbg !151
  ret ptr %126, !dbg !365
}

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @gzopen64(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !366 {
    #dbg_value(ptr %0, !368, !DIExpression(), !370)
    #dbg_value(ptr %1, !369, !DIExpression(), !370)
  %3 = tail call fastcc ptr @gz_open(ptr noundef %0, i32 noundef -1, ptr noundef %1), !dbg !371
  ret ptr %3, !dbg !372
}

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @gzdopen(i32 noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !373 {
    #dbg_value(i32 %0, !377, !DIExpression(), !381)
    #dbg_value(ptr %1, !378, !DIExpression(), !381)
  %3 = icmp eq i32 %0, -1, !dbg !382
  br i1 %3, label %10, label %4, !dbg !384

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(19) ptr @malloc(i64 noundef 19) #13, !dbg !385
    #dbg_value(ptr %5, !379, !DIExpression(), !381)
  %6 = icmp eq ptr %5, null, !dbg !386
  br i1 %6, label %10, label %7, !dbg !387

7:                                                ; preds = %4
  %8 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 19, ptr noundef nonnull @.str, i32 noundef %0) #14, !dbg !388
  %9 = tail call fastcc ptr @gz_open(ptr noundef nonnull %5, i32 noundef %0, ptr noundef %1), !dbg !389
    #dbg_value(ptr %9, !380, !DIExpression(), !381)
  tail call void @free(ptr noundef nonnull %5) #14, !dbg !390
  br label %10, !dbg !391

10:                                               ; preds = %2, %4, %7
  %11 = phi ptr [ %9, %7 ], [ null, %4 ], [ null, %2 ], !dbg !381
  ret ptr %11, !dbg !392
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !393 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !397 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !402 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 -1, 1) i32 @gzbuffer(ptr noundef %0, i32 noundef %1) local_unnamed_addr #4 !dbg !405 {
    #dbg_value(ptr %0, !409, !DIExpression(), !412)
    #dbg_value(i32 %1, !410, !DIExpression(), !412)
  %3 = icmp eq ptr %0, null, !dbg !413
  br i1 %3, label %16, label %4, !dbg !415

4:                                                ; preds = %2
    #dbg_value(ptr %0, !411, !DIExpression(), !412)
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !416
  %6 = load i32, ptr %5, align 8, !dbg !416, !tbaa !181
  switch i32 %6, label %16 [
    i32 7247, label %7
    i32 31153, label %7
  ], !dbg !418

7:                                                ; preds = %4, %4
  %8 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !419
  %9 = load i32, ptr %8, align 8, !dbg !419, !tbaa !161
  %10 = icmp ne i32 %9, 0, !dbg !421
  %11 = icmp slt i32 %1, 0
  %12 = or i1 %11, %10, !dbg !422
  br i1 %12, label %16, label %13, !dbg !422

13:                                               ; preds = %7
  %14 = tail call i32 @llvm.umax.i32(i32 %1, i32 8), !dbg !423
    #dbg_value(i32 %14, !410, !DIExpression(), !412)
  %15 = getelementptr inbounds i8, ptr %0, i64 44, !dbg !424
  store i32 %14, ptr %15, align 4, !dbg !425, !tbaa !172
  br label %16, !dbg !426

16:                                               ; preds = %7, %4, %2, %13
  %17 = phi i32 [ 0, %13 ], [ -1, %2 ], [ -1, %4 ], [ -1, %7 ], !dbg !412
  ret i32 %17, !dbg !427
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, 1) i32 @gzrewind(ptr noundef %0) local_unnamed_addr #0 !dbg !428 {
    #dbg_value(ptr %0, !432, !DIExpression(), !434)
  %2 = icmp eq ptr %0, null, !dbg !435
  br i1 %2, label %41, label %3, !dbg !437

3:                                                ; preds = %1
    #dbg_value(ptr %0, !433, !DIExpression(), !434)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !438
  %5 = load i32, ptr %4, align 8, !dbg !438, !tbaa !181
  %6 = icmp eq i32 %5, 7247, !dbg !440
  br i1 %6, label %7, label %41, !dbg !441

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !442
  %9 = load i32, ptr %8, align 8, !dbg !442, !tbaa !175
  switch i32 %9, label %41 [
    i32 0, label %10
    i32 -5, label %10
  ], !dbg !443

10:                                               ; preds = %7, %7
  %11 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !444
  %12 = load i32, ptr %11, align 4, !dbg !444, !tbaa !287
  %13 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !446
  %14 = load i64, ptr %13, align 8, !dbg !446, !tbaa !447
  %15 = tail call i64 @lseek64(i32 noundef %12, i64 noundef %14, i32 noundef 0) #14, !dbg !448
  %16 = icmp eq i64 %15, -1, !dbg !449
  br i1 %16, label %41, label %17, !dbg !450

17:                                               ; preds = %10
    #dbg_value(ptr %0, !315, !DIExpression(), !451)
  store i32 0, ptr %0, align 8, !dbg !453, !tbaa !323
  %18 = load i32, ptr %4, align 8, !dbg !454, !tbaa !181
  %19 = icmp eq i32 %18, 7247, !dbg !455
  br i1 %19, label %20, label %25, !dbg !456

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !457
  store i32 0, ptr %21, align 8, !dbg !458, !tbaa !328
  %22 = getelementptr inbounds i8, ptr %0, i64 92, !dbg !459
  store i32 0, ptr %22, align 4, !dbg !460, !tbaa !331
  %23 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !461
  store i32 0, ptr %23, align 8, !dbg !462, !tbaa !334
  %24 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !463
  store i32 -1, ptr %24, align 4, !dbg !464, !tbaa !337
  br label %27, !dbg !465

25:                                               ; preds = %17
  %26 = getelementptr inbounds i8, ptr %0, i64 104, !dbg !466
  store i32 0, ptr %26, align 8, !dbg !467, !tbaa !341
  br label %27

27:                                               ; preds = %25, %20
  %28 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !468
  store i32 0, ptr %28, align 4, !dbg !469, !tbaa !344
  %29 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !470
  store i64 0, ptr %29, align 8, !dbg !471, !tbaa !347
    #dbg_value(ptr %0, !348, !DIExpression(), !472)
    #dbg_value(i32 0, !353, !DIExpression(), !472)
    #dbg_value(ptr null, !354, !DIExpression(), !472)
  %30 = getelementptr inbounds i8, ptr %0, i64 128, !dbg !474
  %31 = load ptr, ptr %30, align 8, !dbg !474, !tbaa !178
  %32 = icmp eq ptr %31, null, !dbg !476
  br i1 %32, label %38, label %33, !dbg !477

33:                                               ; preds = %27
  %34 = load i32, ptr %8, align 8, !dbg !478, !tbaa !175
  %35 = icmp eq i32 %34, -4, !dbg !481
  br i1 %35, label %37, label %36, !dbg !482

36:                                               ; preds = %33
  tail call void @free(ptr noundef nonnull %31) #14, !dbg !483
  br label %37, !dbg !483

37:                                               ; preds = %36, %33
  store ptr null, ptr %30, align 8, !dbg !484, !tbaa !178
  br label %38, !dbg !485

38:                                               ; preds = %27, %37
  store i32 0, ptr %8, align 8, !dbg !486, !tbaa !175
  %39 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !487
  store i64 0, ptr %39, align 8, !dbg !488, !tbaa !360
  %40 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !489
  store i32 0, ptr %40, align 8, !dbg !490, !tbaa !363
  br label %41, !dbg !491

41:                                               ; preds = %10, %3, %7, %1, %38
  %42 = phi i32 [ 0, %38 ], [ -1, %1 ], [ -1, %7 ], [ -1, %3 ], [ -1, %10 ], !dbg !434
  ret i32 %42, !dbg !492
}

; Function Attrs: nounwind
declare !dbg !493 i64 @lseek64(i32 noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define dso_local i64 @gzseek64(ptr noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !497 {
    #dbg_value(ptr %0, !501, !DIExpression(), !507)
    #dbg_value(i64 %1, !502, !DIExpression(), !507)
    #dbg_value(i32 %2, !503, !DIExpression(), !507)
  %4 = icmp eq ptr %0, null, !dbg !508
  br i1 %4, label %106, label %5, !dbg !510

5:                                                ; preds = %3
    #dbg_value(ptr %0, !506, !DIExpression(), !507)
  %6 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !511
  %7 = load i32, ptr %6, align 8, !dbg !511, !tbaa !181
  switch i32 %7, label %106 [
    i32 7247, label %8
    i32 31153, label %8
  ], !dbg !513

8:                                                ; preds = %5, %5
  %9 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !514
  %10 = load i32, ptr %9, align 8, !dbg !514, !tbaa !175
  switch i32 %10, label %106 [
    i32 0, label %11
    i32 -5, label %11
  ], !dbg !516

11:                                               ; preds = %8, %8
  %12 = icmp ugt i32 %2, 1, !dbg !517
  br i1 %12, label %106, label %13, !dbg !517

13:                                               ; preds = %11
  %14 = icmp eq i32 %2, 0, !dbg !519
  br i1 %14, label %15, label %19, !dbg !521

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !522
  %17 = load i64, ptr %16, align 8, !dbg !522, !tbaa !360
  %18 = sub nsw i64 %1, %17, !dbg !523
    #dbg_value(i64 %18, !502, !DIExpression(), !507)
  br label %30, !dbg !524

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8, ptr %0, i64 92, !dbg !525
  %21 = load i32, ptr %20, align 4, !dbg !525, !tbaa !331
  %22 = icmp eq i32 %21, 0, !dbg !527
  br i1 %22, label %23, label %26, !dbg !527

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !528
  %25 = load i64, ptr %24, align 8, !dbg !528, !tbaa !347
  br label %26, !dbg !527

26:                                               ; preds = %19, %23
  %27 = phi i64 [ %25, %23 ], [ 0, %19 ], !dbg !527
  %28 = add nsw i64 %27, %1, !dbg !529
    #dbg_value(i64 %28, !502, !DIExpression(), !507)
  %29 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !530
  store i64 0, ptr %29, align 8, !dbg !531, !tbaa !347
  br label %30

30:                                               ; preds = %26, %15
  %31 = phi i64 [ %18, %15 ], [ %28, %26 ], !dbg !532
    #dbg_value(i64 %31, !502, !DIExpression(), !507)
  %32 = icmp eq i32 %7, 7247, !dbg !533
  br i1 %32, label %33, label %68, !dbg !535

33:                                               ; preds = %30
  %34 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !536
  %35 = load i32, ptr %34, align 8, !dbg !536, !tbaa !334
  %36 = icmp eq i32 %35, 1, !dbg !537
  br i1 %36, label %37, label %66, !dbg !538

37:                                               ; preds = %33
  %38 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !539
  %39 = load i64, ptr %38, align 8, !dbg !539, !tbaa !360
  %40 = add nsw i64 %39, %31, !dbg !540
  %41 = icmp sgt i64 %40, -1, !dbg !541
  br i1 %41, label %42, label %66, !dbg !542

42:                                               ; preds = %37
  %43 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !543
  %44 = load i32, ptr %43, align 4, !dbg !543, !tbaa !287
  %45 = load i32, ptr %0, align 8, !dbg !545, !tbaa !323
  %46 = zext i32 %45 to i64, !dbg !546
  %47 = sub nsw i64 %31, %46, !dbg !547
  %48 = tail call i64 @lseek64(i32 noundef %44, i64 noundef %47, i32 noundef 1) #14, !dbg !548
    #dbg_value(i64 %48, !505, !DIExpression(), !507)
  %49 = icmp eq i64 %48, -1, !dbg !549
  br i1 %49, label %106, label %50, !dbg !551

50:                                               ; preds = %42
  store i32 0, ptr %0, align 8, !dbg !552, !tbaa !323
  %51 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !553
  store i32 0, ptr %51, align 8, !dbg !554, !tbaa !328
  %52 = getelementptr inbounds i8, ptr %0, i64 92, !dbg !555
  store i32 0, ptr %52, align 4, !dbg !556, !tbaa !331
  %53 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !557
  store i64 0, ptr %53, align 8, !dbg !558, !tbaa !347
    #dbg_value(ptr %0, !348, !DIExpression(), !559)
    #dbg_value(i32 0, !353, !DIExpression(), !559)
    #dbg_value(ptr null, !354, !DIExpression(), !559)
  %54 = getelementptr inbounds i8, ptr %0, i64 128, !dbg !561
  %55 = load ptr, ptr %54, align 8, !dbg !561, !tbaa !178
  %56 = icmp eq ptr %55, null, !dbg !562
  br i1 %56, label %62, label %57, !dbg !563

57:                                               ; preds = %50
  %58 = load i32, ptr %9, align 8, !dbg !564, !tbaa !175
  %59 = icmp eq i32 %58, -4, !dbg !565
  br i1 %59, label %61, label %60, !dbg !566

60:                                               ; preds = %57
  tail call void @free(ptr noundef nonnull %55) #14, !dbg !567
  br label %61, !dbg !567

61:                                               ; preds = %60, %57
  store ptr null, ptr %54, align 8, !dbg !568, !tbaa !178
  br label %62, !dbg !569

62:                                               ; preds = %50, %61
  store i32 0, ptr %9, align 8, !dbg !570, !tbaa !175
  %63 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !571
  store i32 0, ptr %63, align 8, !dbg !572, !tbaa !363
  %64 = load i64, ptr %38, align 8, !dbg !573, !tbaa !360
  %65 = add nsw i64 %64, %31, !dbg !573
  store i64 %65, ptr %38, align 8, !dbg !573, !tbaa !360
  br label %106, !dbg !574

66:                                               ; preds = %37, %33
  %67 = icmp slt i64 %31, 0, !dbg !575
  br i1 %67, label %70, label %85, !dbg !577

68:                                               ; preds = %30
  %69 = icmp slt i64 %31, 0, !dbg !575
  br i1 %69, label %106, label %81, !dbg !577

70:                                               ; preds = %66
  %71 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !578
  %72 = load i64, ptr %71, align 8, !dbg !578, !tbaa !360
  %73 = add nsw i64 %72, %31, !dbg !580
    #dbg_value(i64 %73, !502, !DIExpression(), !507)
  %74 = icmp slt i64 %73, 0, !dbg !581
  br i1 %74, label %106, label %75, !dbg !583

75:                                               ; preds = %70
  %76 = tail call i32 @gzrewind(ptr noundef nonnull %0), !dbg !584
  %77 = icmp eq i32 %76, -1, !dbg !586
  br i1 %77, label %106, label %78, !dbg !587

78:                                               ; preds = %75
  %79 = load i32, ptr %6, align 8, !dbg !588, !tbaa !181
  %80 = icmp eq i32 %79, 7247, !dbg !590
    #dbg_value(i64 %73, !502, !DIExpression(), !507)
  br i1 %80, label %85, label %81, !dbg !591

81:                                               ; preds = %68, %78
  %82 = phi i64 [ %73, %78 ], [ %31, %68 ]
  %83 = getelementptr inbounds i8, ptr %0, i64 16
  %84 = load i64, ptr %83, align 8, !dbg !592, !tbaa !360
  br label %101, !dbg !591

85:                                               ; preds = %66, %78
  %86 = phi i64 [ %73, %78 ], [ %31, %66 ]
  %87 = load i32, ptr %0, align 8, !dbg !593, !tbaa !323
  %88 = zext i32 %87 to i64, !dbg !595
  %89 = icmp ult i64 %86, %88, !dbg !596
  %90 = trunc nuw i64 %86 to i32, !dbg !597
  %91 = select i1 %89, i32 %90, i32 %87, !dbg !597
    #dbg_value(i32 %91, !504, !DIExpression(), !507)
  %92 = sub i32 %87, %91, !dbg !598
  store i32 %92, ptr %0, align 8, !dbg !598, !tbaa !323
  %93 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !599
  %94 = load ptr, ptr %93, align 8, !dbg !600, !tbaa !601
  %95 = zext i32 %91 to i64, !dbg !600
  %96 = getelementptr inbounds i8, ptr %94, i64 %95, !dbg !600
  store ptr %96, ptr %93, align 8, !dbg !600, !tbaa !601
  %97 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !602
  %98 = load i64, ptr %97, align 8, !dbg !603, !tbaa !360
  %99 = add nsw i64 %98, %95, !dbg !603
  store i64 %99, ptr %97, align 8, !dbg !603, !tbaa !360
  %100 = sub nsw i64 %86, %95, !dbg !604
    #dbg_value(i64 %100, !502, !DIExpression(), !507)
  br label %101, !dbg !605

101:                                              ; preds = %81, %85
  %102 = phi i64 [ %99, %85 ], [ %84, %81 ], !dbg !592
  %103 = phi i64 [ %100, %85 ], [ %82, %81 ], !dbg !507
    #dbg_value(i64 %103, !502, !DIExpression(), !507)
  %104 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !606
  store i64 %103, ptr %104, align 8, !dbg !607, !tbaa !347
  %105 = add nsw i64 %102, %103, !dbg !608
  br label %106, !dbg !609

106:                                              ; preds = %68, %75, %70, %42, %11, %8, %5, %3, %101, %62
  %107 = phi i64 [ %65, %62 ], [ %105, %101 ], [ -1, %3 ], [ -1, %5 ], [ -1, %8 ], [ -1, %11 ], [ -1, %42 ], [ -1, %70 ], [ -1, %75 ], [ -1, %68 ], !dbg !507
  ret i64 %107, !dbg !610
}

; Function Attrs: nounwind uwtable
define dso_local void @gz_error(ptr nocapture noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !349 {
    #dbg_value(ptr %0, !348, !DIExpression(), !611)
    #dbg_value(i32 %1, !353, !DIExpression(), !611)
    #dbg_value(ptr %2, !354, !DIExpression(), !611)
  %4 = getelementptr inbounds i8, ptr %0, i64 128, !dbg !612
  %5 = load ptr, ptr %4, align 8, !dbg !612, !tbaa !178
  %6 = icmp eq ptr %5, null, !dbg !613
  br i1 %6, label %13, label %7, !dbg !614

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !615
  %9 = load i32, ptr %8, align 8, !dbg !615, !tbaa !175
  %10 = icmp eq i32 %9, -4, !dbg !616
  br i1 %10, label %12, label %11, !dbg !617

11:                                               ; preds = %7
  tail call void @free(ptr noundef nonnull %5) #14, !dbg !618
  br label %12, !dbg !618

12:                                               ; preds = %11, %7
  store ptr null, ptr %4, align 8, !dbg !619, !tbaa !178
  br label %13, !dbg !620

13:                                               ; preds = %12, %3
  switch i32 %1, label %14 [
    i32 -5, label %19
    i32 0, label %19
  ], !dbg !621

14:                                               ; preds = %13
  %15 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !623
  %16 = load i32, ptr %15, align 4, !dbg !623, !tbaa !344
  %17 = icmp eq i32 %16, 0, !dbg !624
  br i1 %17, label %18, label %19, !dbg !625

18:                                               ; preds = %14
  store i32 0, ptr %0, align 8, !dbg !626, !tbaa !323
  br label %19, !dbg !627

19:                                               ; preds = %13, %13, %18, %14
  %20 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !628
  store i32 %1, ptr %20, align 8, !dbg !629, !tbaa !175
  %21 = icmp eq ptr %2, null, !dbg !630
  %22 = icmp eq i32 %1, -4
  %23 = or i1 %22, %21, !dbg !632
  br i1 %23, label %40, label %24, !dbg !632

24:                                               ; preds = %19
  %25 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !633
  %26 = load ptr, ptr %25, align 8, !dbg !633, !tbaa !259
  %27 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %26) #15, !dbg !635
  %28 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #15, !dbg !636
  %29 = add i64 %27, 3, !dbg !637
  %30 = add i64 %29, %28, !dbg !638
  %31 = tail call noalias ptr @malloc(i64 noundef %30) #13, !dbg !639
  store ptr %31, ptr %4, align 8, !dbg !640, !tbaa !178
  %32 = icmp eq ptr %31, null, !dbg !641
  br i1 %32, label %33, label %34, !dbg !642

33:                                               ; preds = %24
  store i32 -4, ptr %20, align 8, !dbg !643, !tbaa !175
  br label %40, !dbg !645

34:                                               ; preds = %24
  %35 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %26) #15, !dbg !646
  %36 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #15, !dbg !647
  %37 = add i64 %35, 3, !dbg !648
  %38 = add i64 %37, %36, !dbg !649
  %39 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %31, i64 noundef %38, ptr noundef nonnull @.str.3, ptr noundef %26, ptr noundef nonnull @.str.4, ptr noundef nonnull %2) #14, !dbg !650
  br label %40, !dbg !651

40:                                               ; preds = %19, %34, %33
  ret void, !dbg !651
}

; Function Attrs: nounwind uwtable
define dso_local i64 @gzseek(ptr noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !652 {
    #dbg_value(ptr %0, !656, !DIExpression(), !660)
    #dbg_value(i64 %1, !657, !DIExpression(), !660)
    #dbg_value(i32 %2, !658, !DIExpression(), !660)
  %4 = tail call i64 @gzseek64(ptr noundef %0, i64 noundef %1, i32 noundef %2), !dbg !661
    #dbg_value(i64 %4, !659, !DIExpression(), !660)
  ret i64 %4, !dbg !662
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @gztell64(ptr noundef readonly %0) local_unnamed_addr #6 !dbg !663 {
    #dbg_value(ptr %0, !667, !DIExpression(), !669)
  %2 = icmp eq ptr %0, null, !dbg !670
  br i1 %2, label %18, label %3, !dbg !672

3:                                                ; preds = %1
    #dbg_value(ptr %0, !668, !DIExpression(), !669)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !673
  %5 = load i32, ptr %4, align 8, !dbg !673, !tbaa !181
  switch i32 %5, label %18 [
    i32 7247, label %6
    i32 31153, label %6
  ], !dbg !675

6:                                                ; preds = %3, %3
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !676
  %8 = load i64, ptr %7, align 8, !dbg !676, !tbaa !360
  %9 = getelementptr inbounds i8, ptr %0, i64 92, !dbg !677
  %10 = load i32, ptr %9, align 4, !dbg !677, !tbaa !331
  %11 = icmp eq i32 %10, 0, !dbg !678
  br i1 %11, label %12, label %15, !dbg !678

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !679
  %14 = load i64, ptr %13, align 8, !dbg !679, !tbaa !347
  br label %15, !dbg !678

15:                                               ; preds = %6, %12
  %16 = phi i64 [ %14, %12 ], [ 0, %6 ], !dbg !678
  %17 = add nsw i64 %16, %8, !dbg !680
  br label %18, !dbg !681

18:                                               ; preds = %3, %1, %15
  %19 = phi i64 [ %17, %15 ], [ -1, %1 ], [ -1, %3 ], !dbg !669
  ret i64 %19, !dbg !682
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @gztell(ptr noundef readonly %0) local_unnamed_addr #6 !dbg !683 {
    #dbg_value(ptr %0, !687, !DIExpression(), !689)
    #dbg_value(ptr %0, !667, !DIExpression(), !690)
  %2 = icmp eq ptr %0, null, !dbg !692
  br i1 %2, label %18, label %3, !dbg !693

3:                                                ; preds = %1
    #dbg_value(ptr %0, !668, !DIExpression(), !690)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !694
  %5 = load i32, ptr %4, align 8, !dbg !694, !tbaa !181
  switch i32 %5, label %18 [
    i32 7247, label %6
    i32 31153, label %6
  ], !dbg !695

6:                                                ; preds = %3, %3
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !696
  %8 = load i64, ptr %7, align 8, !dbg !696, !tbaa !360
  %9 = getelementptr inbounds i8, ptr %0, i64 92, !dbg !697
  %10 = load i32, ptr %9, align 4, !dbg !697, !tbaa !331
  %11 = icmp eq i32 %10, 0, !dbg !698
  br i1 %11, label %12, label %15, !dbg !698

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !699
  %14 = load i64, ptr %13, align 8, !dbg !699, !tbaa !347
  br label %15, !dbg !698

15:                                               ; preds = %12, %6
  %16 = phi i64 [ %14, %12 ], [ 0, %6 ], !dbg !698
  %17 = add nsw i64 %16, %8, !dbg !700
  br label %18, !dbg !701

18:                                               ; preds = %1, %3, %15
  %19 = phi i64 [ %17, %15 ], [ -1, %1 ], [ -1, %3 ], !dbg !690
    #dbg_value(i64 %19, !688, !DIExpression(), !689)
  ret i64 %19, !dbg !702
}

; Function Attrs: nounwind uwtable
define dso_local i64 @gzoffset64(ptr noundef readonly %0) local_unnamed_addr #0 !dbg !703 {
    #dbg_value(ptr %0, !705, !DIExpression(), !708)
  %2 = icmp eq ptr %0, null, !dbg !709
  br i1 %2, label %19, label %3, !dbg !711

3:                                                ; preds = %1
    #dbg_value(ptr %0, !707, !DIExpression(), !708)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !712
  %5 = load i32, ptr %4, align 8, !dbg !712, !tbaa !181
  switch i32 %5, label %19 [
    i32 7247, label %6
    i32 31153, label %6
  ], !dbg !714

6:                                                ; preds = %3, %3
  %7 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !715
  %8 = load i32, ptr %7, align 4, !dbg !715, !tbaa !287
  %9 = tail call i64 @lseek64(i32 noundef %8, i64 noundef 0, i32 noundef 1) #14, !dbg !716
    #dbg_value(i64 %9, !706, !DIExpression(), !708)
  %10 = icmp eq i64 %9, -1, !dbg !717
  br i1 %10, label %19, label %11, !dbg !719

11:                                               ; preds = %6
  %12 = load i32, ptr %4, align 8, !dbg !720, !tbaa !181
  %13 = icmp eq i32 %12, 7247, !dbg !722
  br i1 %13, label %14, label %19, !dbg !723

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !724
  %16 = load i32, ptr %15, align 8, !dbg !724, !tbaa !363
  %17 = zext i32 %16 to i64, !dbg !725
  %18 = sub nsw i64 %9, %17, !dbg !726
    #dbg_value(i64 %18, !706, !DIExpression(), !708)
  br label %19, !dbg !727

19:                                               ; preds = %11, %14, %6, %3, %1
  %20 = phi i64 [ -1, %1 ], [ -1, %3 ], [ -1, %6 ], [ %18, %14 ], [ %9, %11 ], !dbg !708
  ret i64 %20, !dbg !728
}

; Function Attrs: nounwind uwtable
define dso_local i64 @gzoffset(ptr noundef readonly %0) local_unnamed_addr #0 !dbg !729 {
    #dbg_value(ptr %0, !731, !DIExpression(), !733)
    #dbg_value(ptr %0, !705, !DIExpression(), !734)
  %2 = icmp eq ptr %0, null, !dbg !736
  br i1 %2, label %19, label %3, !dbg !737

3:                                                ; preds = %1
    #dbg_value(ptr %0, !707, !DIExpression(), !734)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !738
  %5 = load i32, ptr %4, align 8, !dbg !738, !tbaa !181
  switch i32 %5, label %19 [
    i32 7247, label %6
    i32 31153, label %6
  ], !dbg !739

6:                                                ; preds = %3, %3
  %7 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !740
  %8 = load i32, ptr %7, align 4, !dbg !740, !tbaa !287
  %9 = tail call i64 @lseek64(i32 noundef %8, i64 noundef 0, i32 noundef 1) #14, !dbg !741
    #dbg_value(i64 %9, !706, !DIExpression(), !734)
  %10 = icmp eq i64 %9, -1, !dbg !742
  br i1 %10, label %19, label %11, !dbg !743

11:                                               ; preds = %6
  %12 = load i32, ptr %4, align 8, !dbg !744, !tbaa !181
  %13 = icmp eq i32 %12, 7247, !dbg !745
  br i1 %13, label %14, label %19, !dbg !746

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !747
  %16 = load i32, ptr %15, align 8, !dbg !747, !tbaa !363
  %17 = zext i32 %16 to i64, !dbg !748
  %18 = sub nsw i64 %9, %17, !dbg !749
    #dbg_value(i64 %18, !706, !DIExpression(), !734)
  br label %19, !dbg !750

19:                                               ; preds = %1, %3, %6, %11, %14
  %20 = phi i64 [ -1, %1 ], [ -1, %3 ], [ -1, %6 ], [ %18, %14 ], [ %9, %11 ], !dbg !734
    #dbg_value(i64 %20, !732, !DIExpression(), !733)
  ret i64 %20, !dbg !751
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @gzeof(ptr noundef readonly %0) local_unnamed_addr #6 !dbg !752 {
    #dbg_value(ptr %0, !754, !DIExpression(), !756)
  %2 = icmp eq ptr %0, null, !dbg !757
  br i1 %2, label %10, label %3, !dbg !759

3:                                                ; preds = %1
    #dbg_value(ptr %0, !755, !DIExpression(), !756)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !760
  %5 = load i32, ptr %4, align 8, !dbg !760, !tbaa !181
  %6 = icmp eq i32 %5, 7247, !dbg !762
  br i1 %6, label %7, label %10, !dbg !762

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 92, !dbg !763
  %9 = load i32, ptr %8, align 4, !dbg !763, !tbaa !331
  br label %10, !dbg !764

10:                                               ; preds = %3, %7, %1
  %11 = phi i32 [ 0, %1 ], [ %9, %7 ], [ 0, %3 ], !dbg !756
  ret i32 %11, !dbg !765
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local ptr @gzerror(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #4 !dbg !766 {
    #dbg_value(ptr %0, !771, !DIExpression(), !774)
    #dbg_value(ptr %1, !772, !DIExpression(), !774)
  %3 = icmp eq ptr %0, null, !dbg !775
  br i1 %3, label %19, label %4, !dbg !777

4:                                                ; preds = %2
    #dbg_value(ptr %0, !773, !DIExpression(), !774)
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !778
  %6 = load i32, ptr %5, align 8, !dbg !778, !tbaa !181
  switch i32 %6, label %19 [
    i32 7247, label %7
    i32 31153, label %7
  ], !dbg !780

7:                                                ; preds = %4, %4
  %8 = icmp eq ptr %1, null, !dbg !781
  %9 = getelementptr inbounds i8, ptr %0, i64 120
  %10 = load i32, ptr %9, align 8, !dbg !774, !tbaa !175
  br i1 %8, label %12, label %11, !dbg !783

11:                                               ; preds = %7
  store i32 %10, ptr %1, align 4, !dbg !784, !tbaa !785
  br label %12, !dbg !786

12:                                               ; preds = %7, %11
  %13 = icmp eq i32 %10, -4, !dbg !787
  br i1 %13, label %19, label %14, !dbg !788

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, ptr %0, i64 128, !dbg !789
  %16 = load ptr, ptr %15, align 8, !dbg !789, !tbaa !178
  %17 = icmp eq ptr %16, null, !dbg !790
  %18 = select i1 %17, ptr @.str.2, ptr %16, !dbg !791
  br label %19, !dbg !791

19:                                               ; preds = %14, %12, %4, %2
  %20 = phi ptr [ null, %2 ], [ null, %4 ], [ @.str.1, %12 ], [ %18, %14 ], !dbg !774
  ret ptr %20, !dbg !792
}

; Function Attrs: mustprogress nounwind willreturn uwtable
define dso_local void @gzclearerr(ptr noundef %0) local_unnamed_addr #7 !dbg !793 {
    #dbg_value(ptr %0, !797, !DIExpression(), !799)
  %2 = icmp eq ptr %0, null, !dbg !800
  br i1 %2, label %21, label %3, !dbg !802

3:                                                ; preds = %1
    #dbg_value(ptr %0, !798, !DIExpression(), !799)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !803
  %5 = load i32, ptr %4, align 8, !dbg !803, !tbaa !181
  switch i32 %5, label %21 [
    i32 7247, label %6
    i32 31153, label %9
  ], !dbg !805

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !806
  store i32 0, ptr %7, align 8, !dbg !809, !tbaa !328
  %8 = getelementptr inbounds i8, ptr %0, i64 92, !dbg !810
  store i32 0, ptr %8, align 4, !dbg !811, !tbaa !331
  br label %9, !dbg !812

9:                                                ; preds = %3, %6
    #dbg_value(ptr %0, !348, !DIExpression(), !813)
    #dbg_value(i32 0, !353, !DIExpression(), !813)
    #dbg_value(ptr null, !354, !DIExpression(), !813)
  %10 = getelementptr inbounds i8, ptr %0, i64 128, !dbg !815
  %11 = load ptr, ptr %10, align 8, !dbg !815, !tbaa !178
  %12 = icmp eq ptr %11, null, !dbg !816
  br i1 %12, label %19, label %13, !dbg !817

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !818
  %15 = load i32, ptr %14, align 8, !dbg !818, !tbaa !175
  %16 = icmp eq i32 %15, -4, !dbg !819
  br i1 %16, label %18, label %17, !dbg !820

17:                                               ; preds = %13
  tail call void @free(ptr noundef nonnull %11) #14, !dbg !821
  br label %18, !dbg !821

18:                                               ; preds = %17, %13
  store ptr null, ptr %10, align 8, !dbg !822, !tbaa !178
  br label %19, !dbg !823

19:                                               ; preds = %9, %18
  %20 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !824
  store i32 0, ptr %20, align 8, !dbg !825, !tbaa !175
  br label %21, !dbg !826

21:                                               ; preds = %3, %1, %19
  ret void, !dbg !826
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !827 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @gz_intmax() local_unnamed_addr #9 !dbg !831 {
  ret i32 2147483647, !dbg !834
}

; Function Attrs: nofree
declare !dbg !835 noundef i32 @open(ptr nocapture noundef readonly, i32 noundef, ...) local_unnamed_addr #10

declare !dbg !839 i32 @fcntl(i32 noundef, i32 noundef, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind allocsize(0) }
attributes #14 = { nounwind }
attributes #15 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!118, !119, !120, !121, !122, !123, !124}
!llvm.ident = !{!125}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 305, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/zlib/gzlib.c", directory: ".", checksumkind: CSK_MD5, checksum: "1a3cce6da54884f7686b9f701e4b7572")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 526, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 527, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 1)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 584, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 7)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 584, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 3)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 222, type: !24, isLocal: true, isDefinition: true)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30, globals: !117, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31, !32, !33, !49, !44, !111, !113, !115}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_statep", file: !34, line: 204, baseType: !35)
!34 = !DIFile(filename: "src/zlib/gzguts.h", directory: ".", checksumkind: CSK_MD5, checksum: "225159533d12a8007b918ac74a1bc549")
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_state", file: !34, line: 203, baseType: !37)
!37 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !34, line: 170, size: 1984, elements: !38)
!38 = !{!39, !54, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75}
!39 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !37, file: !34, line: 172, baseType: !40, size: 192)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "gzFile_s", file: !41, line: 1956, size: 192, elements: !42)
!41 = !DIFile(filename: "src/zlib/zlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "068c260be35209fb8458428c461dc536")
!42 = !{!43, !45, !48}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "have", scope: !40, file: !41, line: 1957, baseType: !44, size: 32)
!44 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !40, file: !41, line: 1958, baseType: !46, size: 64, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !40, file: !41, line: 1959, baseType: !49, size: 64, offset: 128)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "off64_t", file: !50, line: 70, baseType: !51)
!50 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !52, line: 153, baseType: !53)
!52 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!53 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !37, file: !34, line: 177, baseType: !55, size: 32, offset: 192)
!55 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !37, file: !34, line: 178, baseType: !55, size: 32, offset: 224)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "path", scope: !37, file: !34, line: 179, baseType: !31, size: 64, offset: 256)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !37, file: !34, line: 180, baseType: !44, size: 32, offset: 320)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "want", scope: !37, file: !34, line: 181, baseType: !44, size: 32, offset: 352)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "in", scope: !37, file: !34, line: 182, baseType: !46, size: 64, offset: 384)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "out", scope: !37, file: !34, line: 183, baseType: !46, size: 64, offset: 448)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "direct", scope: !37, file: !34, line: 184, baseType: !55, size: 32, offset: 512)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "junk", scope: !37, file: !34, line: 186, baseType: !55, size: 32, offset: 544)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "how", scope: !37, file: !34, line: 187, baseType: !55, size: 32, offset: 576)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "again", scope: !37, file: !34, line: 188, baseType: !55, size: 32, offset: 608)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !37, file: !34, line: 189, baseType: !49, size: 64, offset: 640)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "eof", scope: !37, file: !34, line: 190, baseType: !55, size: 32, offset: 704)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "past", scope: !37, file: !34, line: 191, baseType: !55, size: 32, offset: 736)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !37, file: !34, line: 193, baseType: !55, size: 32, offset: 768)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "strategy", scope: !37, file: !34, line: 194, baseType: !55, size: 32, offset: 800)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "reset", scope: !37, file: !34, line: 195, baseType: !55, size: 32, offset: 832)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "skip", scope: !37, file: !34, line: 197, baseType: !49, size: 64, offset: 896)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "err", scope: !37, file: !34, line: 199, baseType: !55, size: 32, offset: 960)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !37, file: !34, line: 200, baseType: !31, size: 64, offset: 1024)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "strm", scope: !37, file: !34, line: 202, baseType: !76, size: 896, offset: 1088)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_stream", file: !41, line: 110, baseType: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "z_stream_s", file: !41, line: 90, size: 896, elements: !78)
!78 = !{!79, !84, !86, !89, !90, !91, !92, !93, !96, !102, !107, !108, !109, !110}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "next_in", scope: !77, file: !41, line: 91, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bytef", file: !82, line: 412, baseType: !83)
!82 = !DIFile(filename: "src/zlib/zconf.h", directory: ".", checksumkind: CSK_MD5, checksum: "fece7a941eb804d37ef0f6e3e74c1415")
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "Byte", file: !82, line: 403, baseType: !47)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in", scope: !77, file: !41, line: 92, baseType: !85, size: 32, offset: 64)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "uInt", file: !82, line: 405, baseType: !44)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "total_in", scope: !77, file: !41, line: 93, baseType: !87, size: 64, offset: 128)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "uLong", file: !82, line: 406, baseType: !88)
!88 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "next_out", scope: !77, file: !41, line: 95, baseType: !80, size: 64, offset: 192)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "avail_out", scope: !77, file: !41, line: 96, baseType: !85, size: 32, offset: 256)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "total_out", scope: !77, file: !41, line: 97, baseType: !87, size: 64, offset: 320)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !77, file: !41, line: 99, baseType: !31, size: 64, offset: 384)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !77, file: !41, line: 100, baseType: !94, size: 64, offset: 448)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = !DICompositeType(tag: DW_TAG_structure_type, name: "internal_state", file: !41, line: 88, flags: DIFlagFwdDecl)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "zalloc", scope: !77, file: !41, line: 102, baseType: !97, size: 64, offset: 512)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "alloc_func", file: !41, line: 85, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DISubroutineType(types: !100)
!100 = !{!101, !101, !85, !85}
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "voidpf", file: !82, line: 421, baseType: !32)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "zfree", scope: !77, file: !41, line: 103, baseType: !103, size: 64, offset: 576)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "free_func", file: !41, line: 86, baseType: !104)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DISubroutineType(types: !106)
!106 = !{null, !101, !101}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !77, file: !41, line: 104, baseType: !101, size: 64, offset: 640)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "data_type", scope: !77, file: !41, line: 106, baseType: !55, size: 32, offset: 704)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "adler", scope: !77, file: !41, line: 108, baseType: !87, size: 64, offset: 768)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "reserved", scope: !77, file: !41, line: 109, baseType: !87, size: 64, offset: 832)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "off_t", file: !50, line: 63, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !52, line: 152, baseType: !53)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "gzFile", file: !41, line: 1354, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!117 = !{!0, !7, !12, !17, !22, !27}
!118 = !{i32 7, !"Dwarf Version", i32 5}
!119 = !{i32 2, !"Debug Info Version", i32 3}
!120 = !{i32 1, !"wchar_size", i32 4}
!121 = !{i32 8, !"PIC Level", i32 2}
!122 = !{i32 7, !"PIE Level", i32 2}
!123 = !{i32 7, !"uwtable", i32 2}
!124 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!125 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!126 = distinct !DISubprogram(name: "gzopen", scope: !2, file: !2, line: 288, type: !127, scopeLine: 288, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !129)
!127 = !DISubroutineType(types: !128)
!128 = !{!115, !113, !113}
!129 = !{!130, !131}
!130 = !DILocalVariable(name: "path", arg: 1, scope: !126, file: !2, line: 288, type: !113)
!131 = !DILocalVariable(name: "mode", arg: 2, scope: !126, file: !2, line: 288, type: !113)
!132 = !DILocation(line: 0, scope: !126)
!133 = !DILocation(line: 289, column: 12, scope: !126)
!134 = !DILocation(line: 289, column: 5, scope: !126)
!135 = distinct !DISubprogram(name: "gz_open", scope: !2, file: !2, line: 87, type: !136, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !140)
!136 = !DISubroutineType(types: !137)
!137 = !{!115, !138, !55, !113}
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!140 = !{!141, !142, !143, !144, !145, !149, !150}
!141 = !DILocalVariable(name: "path", arg: 1, scope: !135, file: !2, line: 87, type: !138)
!142 = !DILocalVariable(name: "fd", arg: 2, scope: !135, file: !2, line: 87, type: !55)
!143 = !DILocalVariable(name: "mode", arg: 3, scope: !135, file: !2, line: 87, type: !113)
!144 = !DILocalVariable(name: "state", scope: !135, file: !2, line: 88, type: !33)
!145 = !DILocalVariable(name: "len", scope: !135, file: !2, line: 89, type: !146)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_size_t", file: !82, line: 265, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !148, line: 18, baseType: !88)
!148 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!149 = !DILocalVariable(name: "oflag", scope: !135, file: !2, line: 90, type: !55)
!150 = !DILocalVariable(name: "exclusive", scope: !135, file: !2, line: 92, type: !55)
!151 = !DILocation(line: 0, scope: !135)
!152 = !DILocation(line: 96, column: 14, scope: !153)
!153 = distinct !DILexicalBlock(scope: !135, file: !2, line: 96, column: 9)
!154 = !DILocation(line: 96, column: 22, scope: !153)
!155 = !DILocation(line: 100, column: 24, scope: !135)
!156 = !DILocation(line: 101, column: 15, scope: !157)
!157 = distinct !DILexicalBlock(scope: !135, file: !2, line: 101, column: 9)
!158 = !DILocation(line: 101, column: 9, scope: !135)
!159 = !DILocation(line: 103, column: 12, scope: !135)
!160 = !DILocation(line: 103, column: 17, scope: !135)
!161 = !{!162, !164, i64 40}
!162 = !{!"", !163, i64 0, !164, i64 24, !164, i64 28, !167, i64 32, !164, i64 40, !164, i64 44, !167, i64 48, !167, i64 56, !164, i64 64, !164, i64 68, !164, i64 72, !164, i64 76, !168, i64 80, !164, i64 88, !164, i64 92, !164, i64 96, !164, i64 100, !164, i64 104, !168, i64 112, !164, i64 120, !167, i64 128, !169, i64 136}
!163 = !{!"gzFile_s", !164, i64 0, !167, i64 8, !168, i64 16}
!164 = !{!"int", !165, i64 0}
!165 = !{!"omnipotent char", !166, i64 0}
!166 = !{!"Simple C/C++ TBAA"}
!167 = !{!"any pointer", !165, i64 0}
!168 = !{!"long", !165, i64 0}
!169 = !{!"z_stream_s", !167, i64 0, !164, i64 8, !168, i64 16, !167, i64 24, !164, i64 32, !168, i64 40, !167, i64 48, !167, i64 56, !167, i64 64, !167, i64 72, !167, i64 80, !164, i64 88, !168, i64 96, !168, i64 104}
!170 = !DILocation(line: 104, column: 12, scope: !135)
!171 = !DILocation(line: 104, column: 17, scope: !135)
!172 = !{!162, !164, i64 44}
!173 = !DILocation(line: 105, column: 12, scope: !135)
!174 = !DILocation(line: 105, column: 16, scope: !135)
!175 = !{!162, !164, i64 120}
!176 = !DILocation(line: 106, column: 12, scope: !135)
!177 = !DILocation(line: 106, column: 16, scope: !135)
!178 = !{!162, !167, i64 128}
!179 = !DILocation(line: 109, column: 12, scope: !135)
!180 = !DILocation(line: 109, column: 17, scope: !135)
!181 = !{!162, !164, i64 24}
!182 = !DILocation(line: 110, column: 12, scope: !135)
!183 = !DILocation(line: 110, column: 18, scope: !135)
!184 = !{!162, !164, i64 96}
!185 = !DILocation(line: 111, column: 12, scope: !135)
!186 = !DILocation(line: 111, column: 21, scope: !135)
!187 = !{!162, !164, i64 100}
!188 = !DILocation(line: 112, column: 12, scope: !135)
!189 = !DILocation(line: 112, column: 19, scope: !135)
!190 = !{!162, !164, i64 64}
!191 = !DILocation(line: 113, column: 12, scope: !135)
!192 = !{!165, !165, i64 0}
!193 = !DILocation(line: 113, column: 5, scope: !135)
!194 = !DILocation(line: 114, column: 26, scope: !195)
!195 = distinct !DILexicalBlock(scope: !196, file: !2, line: 114, column: 13)
!196 = distinct !DILexicalBlock(scope: !135, file: !2, line: 113, column: 19)
!197 = !DILocation(line: 115, column: 34, scope: !195)
!198 = !DILocation(line: 115, column: 26, scope: !195)
!199 = !DILocation(line: 115, column: 13, scope: !195)
!200 = !DILocation(line: 117, column: 13, scope: !195)
!201 = !DILocation(line: 119, column: 29, scope: !202)
!202 = distinct !DILexicalBlock(scope: !195, file: !2, line: 117, column: 28)
!203 = !DILocation(line: 120, column: 17, scope: !202)
!204 = !DILocation(line: 123, column: 29, scope: !202)
!205 = !DILocation(line: 124, column: 17, scope: !202)
!206 = !DILocation(line: 126, column: 29, scope: !202)
!207 = !DILocation(line: 127, column: 17, scope: !202)
!208 = !DILocation(line: 130, column: 17, scope: !202)
!209 = !DILocation(line: 131, column: 17, scope: !202)
!210 = !DILocation(line: 136, column: 23, scope: !202)
!211 = !DILocation(line: 137, column: 17, scope: !202)
!212 = !DILocation(line: 142, column: 17, scope: !202)
!213 = !DILocation(line: 145, column: 33, scope: !202)
!214 = !DILocation(line: 146, column: 17, scope: !202)
!215 = !DILocation(line: 148, column: 33, scope: !202)
!216 = !DILocation(line: 149, column: 17, scope: !202)
!217 = !DILocation(line: 151, column: 33, scope: !202)
!218 = !DILocation(line: 152, column: 17, scope: !202)
!219 = !DILocation(line: 154, column: 33, scope: !202)
!220 = !DILocation(line: 155, column: 17, scope: !202)
!221 = !DILocation(line: 157, column: 31, scope: !202)
!222 = !DILocation(line: 158, column: 17, scope: !202)
!223 = !DILocation(line: 161, column: 23, scope: !202)
!224 = !DILocation(line: 162, column: 17, scope: !202)
!225 = !DILocation(line: 165, column: 31, scope: !202)
!226 = !DILocation(line: 166, column: 17, scope: !202)
!227 = !DILocation(line: 170, column: 13, scope: !196)
!228 = distinct !{!228, !193, !229, !230}
!229 = !DILocation(line: 171, column: 5, scope: !135)
!230 = !{!"llvm.loop.mustprogress"}
!231 = !DILocation(line: 240, column: 12, scope: !135)
!232 = !DILocation(line: 238, column: 30, scope: !135)
!233 = !DILocation(line: 174, column: 9, scope: !135)
!234 = !DILocation(line: 175, column: 9, scope: !235)
!235 = distinct !DILexicalBlock(scope: !236, file: !2, line: 174, column: 33)
!236 = distinct !DILexicalBlock(scope: !135, file: !2, line: 174, column: 9)
!237 = !DILocation(line: 176, column: 9, scope: !235)
!238 = !DILocation(line: 181, column: 13, scope: !239)
!239 = distinct !DILexicalBlock(scope: !240, file: !2, line: 180, column: 33)
!240 = distinct !DILexicalBlock(scope: !135, file: !2, line: 180, column: 9)
!241 = !DILocation(line: 183, column: 13, scope: !242)
!242 = distinct !DILexicalBlock(scope: !243, file: !2, line: 181, column: 33)
!243 = distinct !DILexicalBlock(scope: !239, file: !2, line: 181, column: 13)
!244 = !DILocation(line: 184, column: 13, scope: !242)
!245 = !DILocation(line: 189, column: 27, scope: !246)
!246 = distinct !DILexicalBlock(scope: !239, file: !2, line: 186, column: 13)
!247 = !DILocation(line: 189, column: 13, scope: !246)
!248 = !DILocation(line: 191, column: 28, scope: !249)
!249 = distinct !DILexicalBlock(scope: !240, file: !2, line: 191, column: 14)
!250 = !DILocation(line: 191, column: 14, scope: !240)
!251 = !DILocation(line: 193, column: 9, scope: !252)
!252 = distinct !DILexicalBlock(scope: !249, file: !2, line: 191, column: 35)
!253 = !DILocation(line: 194, column: 9, scope: !252)
!254 = !DILocation(line: 205, column: 15, scope: !135)
!255 = !DILocation(line: 206, column: 38, scope: !135)
!256 = !DILocation(line: 206, column: 27, scope: !135)
!257 = !DILocation(line: 206, column: 12, scope: !135)
!258 = !DILocation(line: 206, column: 17, scope: !135)
!259 = !{!162, !167, i64 32}
!260 = !DILocation(line: 207, column: 21, scope: !261)
!261 = distinct !DILexicalBlock(scope: !135, file: !2, line: 207, column: 9)
!262 = !DILocation(line: 207, column: 9, scope: !135)
!263 = !DILocation(line: 208, column: 9, scope: !264)
!264 = distinct !DILexicalBlock(scope: !261, file: !2, line: 207, column: 30)
!265 = !DILocation(line: 209, column: 9, scope: !264)
!266 = !DILocation(line: 222, column: 15, scope: !267)
!267 = distinct !DILexicalBlock(scope: !135, file: !2, line: 220, column: 5)
!268 = !DILocation(line: 236, column: 22, scope: !135)
!269 = !DILocation(line: 247, column: 12, scope: !270)
!270 = distinct !DILexicalBlock(scope: !135, file: !2, line: 247, column: 9)
!271 = !DILocation(line: 247, column: 9, scope: !135)
!272 = !DILocation(line: 255, column: 19, scope: !273)
!273 = distinct !DILexicalBlock(scope: !274, file: !2, line: 255, column: 13)
!274 = distinct !DILexicalBlock(scope: !270, file: !2, line: 253, column: 10)
!275 = !DILocation(line: 255, column: 13, scope: !274)
!276 = !DILocation(line: 256, column: 32, scope: !273)
!277 = !DILocation(line: 256, column: 51, scope: !273)
!278 = !DILocation(line: 256, column: 13, scope: !273)
!279 = !DILocation(line: 259, column: 19, scope: !280)
!280 = distinct !DILexicalBlock(scope: !274, file: !2, line: 259, column: 13)
!281 = !DILocation(line: 259, column: 13, scope: !274)
!282 = !DILocation(line: 260, column: 32, scope: !280)
!283 = !DILocation(line: 260, column: 51, scope: !280)
!284 = !DILocation(line: 260, column: 13, scope: !280)
!285 = !DILocation(line: 262, column: 16, scope: !274)
!286 = !DILocation(line: 262, column: 19, scope: !274)
!287 = !{!162, !164, i64 28}
!288 = !DILocation(line: 264, column: 9, scope: !135)
!289 = !DILocation(line: 236, column: 10, scope: !135)
!290 = !DILocation(line: 229, column: 11, scope: !135)
!291 = !DILocation(line: 248, column: 21, scope: !270)
!292 = !DILocation(line: 248, column: 16, scope: !270)
!293 = !DILocation(line: 248, column: 19, scope: !270)
!294 = !DILocation(line: 264, column: 19, scope: !295)
!295 = distinct !DILexicalBlock(scope: !135, file: !2, line: 264, column: 9)
!296 = !DILocation(line: 265, column: 9, scope: !297)
!297 = distinct !DILexicalBlock(scope: !295, file: !2, line: 264, column: 26)
!298 = !DILocation(line: 266, column: 9, scope: !297)
!299 = !DILocation(line: 267, column: 9, scope: !297)
!300 = !DILocation(line: 269, column: 21, scope: !301)
!301 = distinct !DILexicalBlock(scope: !135, file: !2, line: 269, column: 9)
!302 = !DILocation(line: 269, column: 9, scope: !135)
!303 = !DILocation(line: 270, column: 9, scope: !304)
!304 = distinct !DILexicalBlock(scope: !301, file: !2, line: 269, column: 35)
!305 = !DILocation(line: 271, column: 21, scope: !304)
!306 = !DILocation(line: 275, column: 9, scope: !135)
!307 = !DILocation(line: 276, column: 24, scope: !308)
!308 = distinct !DILexicalBlock(scope: !309, file: !2, line: 275, column: 33)
!309 = distinct !DILexicalBlock(scope: !135, file: !2, line: 275, column: 9)
!310 = !DILocation(line: 276, column: 16, scope: !308)
!311 = !DILocation(line: 277, column: 26, scope: !312)
!312 = distinct !DILexicalBlock(scope: !308, file: !2, line: 277, column: 13)
!313 = !DILocation(line: 277, column: 13, scope: !308)
!314 = !DILocation(line: 277, scope: !308)
!315 = !DILocalVariable(name: "state", arg: 1, scope: !316, file: !2, line: 69, type: !33)
!316 = distinct !DISubprogram(name: "gz_reset", scope: !2, file: !2, line: 69, type: !317, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !319)
!317 = !DISubroutineType(types: !318)
!318 = !{null, !33}
!319 = !{!315}
!320 = !DILocation(line: 0, scope: !316, inlinedAt: !321)
!321 = distinct !DILocation(line: 281, column: 5, scope: !135)
!322 = !DILocation(line: 70, column: 19, scope: !316, inlinedAt: !321)
!323 = !{!162, !164, i64 0}
!324 = !DILocation(line: 72, column: 16, scope: !325, inlinedAt: !321)
!325 = distinct !DILexicalBlock(scope: !326, file: !2, line: 71, column: 33)
!326 = distinct !DILexicalBlock(scope: !316, file: !2, line: 71, column: 9)
!327 = !DILocation(line: 72, column: 20, scope: !325, inlinedAt: !321)
!328 = !{!162, !164, i64 88}
!329 = !DILocation(line: 73, column: 16, scope: !325, inlinedAt: !321)
!330 = !DILocation(line: 73, column: 21, scope: !325, inlinedAt: !321)
!331 = !{!162, !164, i64 92}
!332 = !DILocation(line: 74, column: 16, scope: !325, inlinedAt: !321)
!333 = !DILocation(line: 74, column: 20, scope: !325, inlinedAt: !321)
!334 = !{!162, !164, i64 72}
!335 = !DILocation(line: 75, column: 16, scope: !325, inlinedAt: !321)
!336 = !DILocation(line: 75, column: 21, scope: !325, inlinedAt: !321)
!337 = !{!162, !164, i64 68}
!338 = !DILocation(line: 76, column: 5, scope: !325, inlinedAt: !321)
!339 = !DILocation(line: 78, column: 16, scope: !326, inlinedAt: !321)
!340 = !DILocation(line: 78, column: 22, scope: !326, inlinedAt: !321)
!341 = !{!162, !164, i64 104}
!342 = !DILocation(line: 79, column: 12, scope: !316, inlinedAt: !321)
!343 = !DILocation(line: 79, column: 18, scope: !316, inlinedAt: !321)
!344 = !{!162, !164, i64 76}
!345 = !DILocation(line: 80, column: 12, scope: !316, inlinedAt: !321)
!346 = !DILocation(line: 80, column: 17, scope: !316, inlinedAt: !321)
!347 = !{!162, !168, i64 112}
!348 = !DILocalVariable(name: "state", arg: 1, scope: !349, file: !2, line: 555, type: !33)
!349 = distinct !DISubprogram(name: "gz_error", scope: !2, file: !2, line: 555, type: !350, scopeLine: 555, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !352)
!350 = !DISubroutineType(types: !351)
!351 = !{null, !33, !55, !113}
!352 = !{!348, !353, !354}
!353 = !DILocalVariable(name: "err", arg: 2, scope: !349, file: !2, line: 555, type: !55)
!354 = !DILocalVariable(name: "msg", arg: 3, scope: !349, file: !2, line: 555, type: !113)
!355 = !DILocation(line: 0, scope: !349, inlinedAt: !356)
!356 = distinct !DILocation(line: 81, column: 5, scope: !316, inlinedAt: !321)
!357 = !DILocation(line: 568, column: 16, scope: !349, inlinedAt: !356)
!358 = !DILocation(line: 82, column: 14, scope: !316, inlinedAt: !321)
!359 = !DILocation(line: 82, column: 18, scope: !316, inlinedAt: !321)
!360 = !{!162, !168, i64 16}
!361 = !DILocation(line: 83, column: 17, scope: !316, inlinedAt: !321)
!362 = !DILocation(line: 83, column: 26, scope: !316, inlinedAt: !321)
!363 = !{!162, !164, i64 144}
!364 = !DILocation(line: 284, column: 5, scope: !135)
!365 = !DILocation(line: 285, column: 1, scope: !135)
!366 = distinct !DISubprogram(name: "gzopen64", scope: !2, file: !2, line: 293, type: !127, scopeLine: 293, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !367)
!367 = !{!368, !369}
!368 = !DILocalVariable(name: "path", arg: 1, scope: !366, file: !2, line: 293, type: !113)
!369 = !DILocalVariable(name: "mode", arg: 2, scope: !366, file: !2, line: 293, type: !113)
!370 = !DILocation(line: 0, scope: !366)
!371 = !DILocation(line: 294, column: 12, scope: !366)
!372 = !DILocation(line: 294, column: 5, scope: !366)
!373 = distinct !DISubprogram(name: "gzdopen", scope: !2, file: !2, line: 298, type: !374, scopeLine: 298, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !376)
!374 = !DISubroutineType(types: !375)
!375 = !{!115, !55, !113}
!376 = !{!377, !378, !379, !380}
!377 = !DILocalVariable(name: "fd", arg: 1, scope: !373, file: !2, line: 298, type: !55)
!378 = !DILocalVariable(name: "mode", arg: 2, scope: !373, file: !2, line: 298, type: !113)
!379 = !DILocalVariable(name: "path", scope: !373, file: !2, line: 299, type: !31)
!380 = !DILocalVariable(name: "gz", scope: !373, file: !2, line: 300, type: !115)
!381 = !DILocation(line: 0, scope: !373)
!382 = !DILocation(line: 302, column: 12, scope: !383)
!383 = distinct !DILexicalBlock(scope: !373, file: !2, line: 302, column: 9)
!384 = !DILocation(line: 302, column: 18, scope: !383)
!385 = !DILocation(line: 302, column: 37, scope: !383)
!386 = !DILocation(line: 302, column: 66, scope: !383)
!387 = !DILocation(line: 302, column: 9, scope: !373)
!388 = !DILocation(line: 305, column: 11, scope: !373)
!389 = !DILocation(line: 309, column: 10, scope: !373)
!390 = !DILocation(line: 310, column: 5, scope: !373)
!391 = !DILocation(line: 311, column: 5, scope: !373)
!392 = !DILocation(line: 312, column: 1, scope: !373)
!393 = !DISubprogram(name: "malloc", scope: !394, file: !394, line: 553, type: !395, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!394 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!395 = !DISubroutineType(types: !396)
!396 = !{!32, !147}
!397 = !DISubprogram(name: "snprintf", scope: !50, file: !50, line: 378, type: !398, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DISubroutineType(types: !399)
!399 = !{!55, !400, !147, !401, null}
!400 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !31)
!401 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !113)
!402 = !DISubprogram(name: "free", scope: !394, file: !394, line: 568, type: !403, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!403 = !DISubroutineType(types: !404)
!404 = !{null, !32}
!405 = distinct !DISubprogram(name: "gzbuffer", scope: !2, file: !2, line: 322, type: !406, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !408)
!406 = !DISubroutineType(types: !407)
!407 = !{!55, !115, !44}
!408 = !{!409, !410, !411}
!409 = !DILocalVariable(name: "file", arg: 1, scope: !405, file: !2, line: 322, type: !115)
!410 = !DILocalVariable(name: "size", arg: 2, scope: !405, file: !2, line: 322, type: !44)
!411 = !DILocalVariable(name: "state", scope: !405, file: !2, line: 323, type: !33)
!412 = !DILocation(line: 0, scope: !405)
!413 = !DILocation(line: 326, column: 14, scope: !414)
!414 = distinct !DILexicalBlock(scope: !405, file: !2, line: 326, column: 9)
!415 = !DILocation(line: 326, column: 9, scope: !405)
!416 = !DILocation(line: 329, column: 16, scope: !417)
!417 = distinct !DILexicalBlock(scope: !405, file: !2, line: 329, column: 9)
!418 = !DILocation(line: 329, column: 32, scope: !417)
!419 = !DILocation(line: 333, column: 16, scope: !420)
!420 = distinct !DILexicalBlock(scope: !405, file: !2, line: 333, column: 9)
!421 = !DILocation(line: 333, column: 21, scope: !420)
!422 = !DILocation(line: 333, column: 9, scope: !405)
!423 = !DILocation(line: 339, column: 9, scope: !405)
!424 = !DILocation(line: 341, column: 12, scope: !405)
!425 = !DILocation(line: 341, column: 17, scope: !405)
!426 = !DILocation(line: 342, column: 5, scope: !405)
!427 = !DILocation(line: 343, column: 1, scope: !405)
!428 = distinct !DISubprogram(name: "gzrewind", scope: !2, file: !2, line: 346, type: !429, scopeLine: 346, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !431)
!429 = !DISubroutineType(types: !430)
!430 = !{!55, !115}
!431 = !{!432, !433}
!432 = !DILocalVariable(name: "file", arg: 1, scope: !428, file: !2, line: 346, type: !115)
!433 = !DILocalVariable(name: "state", scope: !428, file: !2, line: 347, type: !33)
!434 = !DILocation(line: 0, scope: !428)
!435 = !DILocation(line: 350, column: 14, scope: !436)
!436 = distinct !DILexicalBlock(scope: !428, file: !2, line: 350, column: 9)
!437 = !DILocation(line: 350, column: 9, scope: !428)
!438 = !DILocation(line: 355, column: 16, scope: !439)
!439 = distinct !DILexicalBlock(scope: !428, file: !2, line: 355, column: 9)
!440 = !DILocation(line: 355, column: 21, scope: !439)
!441 = !DILocation(line: 355, column: 32, scope: !439)
!442 = !DILocation(line: 356, column: 21, scope: !439)
!443 = !DILocation(line: 356, column: 33, scope: !439)
!444 = !DILocation(line: 360, column: 22, scope: !445)
!445 = distinct !DILexicalBlock(scope: !428, file: !2, line: 360, column: 9)
!446 = !DILocation(line: 360, column: 33, scope: !445)
!447 = !{!162, !168, i64 80}
!448 = !DILocation(line: 360, column: 9, scope: !445)
!449 = !DILocation(line: 360, column: 50, scope: !445)
!450 = !DILocation(line: 360, column: 9, scope: !428)
!451 = !DILocation(line: 0, scope: !316, inlinedAt: !452)
!452 = distinct !DILocation(line: 362, column: 5, scope: !428)
!453 = !DILocation(line: 70, column: 19, scope: !316, inlinedAt: !452)
!454 = !DILocation(line: 71, column: 16, scope: !326, inlinedAt: !452)
!455 = !DILocation(line: 71, column: 21, scope: !326, inlinedAt: !452)
!456 = !DILocation(line: 71, column: 9, scope: !316, inlinedAt: !452)
!457 = !DILocation(line: 72, column: 16, scope: !325, inlinedAt: !452)
!458 = !DILocation(line: 72, column: 20, scope: !325, inlinedAt: !452)
!459 = !DILocation(line: 73, column: 16, scope: !325, inlinedAt: !452)
!460 = !DILocation(line: 73, column: 21, scope: !325, inlinedAt: !452)
!461 = !DILocation(line: 74, column: 16, scope: !325, inlinedAt: !452)
!462 = !DILocation(line: 74, column: 20, scope: !325, inlinedAt: !452)
!463 = !DILocation(line: 75, column: 16, scope: !325, inlinedAt: !452)
!464 = !DILocation(line: 75, column: 21, scope: !325, inlinedAt: !452)
!465 = !DILocation(line: 76, column: 5, scope: !325, inlinedAt: !452)
!466 = !DILocation(line: 78, column: 16, scope: !326, inlinedAt: !452)
!467 = !DILocation(line: 78, column: 22, scope: !326, inlinedAt: !452)
!468 = !DILocation(line: 79, column: 12, scope: !316, inlinedAt: !452)
!469 = !DILocation(line: 79, column: 18, scope: !316, inlinedAt: !452)
!470 = !DILocation(line: 80, column: 12, scope: !316, inlinedAt: !452)
!471 = !DILocation(line: 80, column: 17, scope: !316, inlinedAt: !452)
!472 = !DILocation(line: 0, scope: !349, inlinedAt: !473)
!473 = distinct !DILocation(line: 81, column: 5, scope: !316, inlinedAt: !452)
!474 = !DILocation(line: 557, column: 16, scope: !475, inlinedAt: !473)
!475 = distinct !DILexicalBlock(scope: !349, file: !2, line: 557, column: 9)
!476 = !DILocation(line: 557, column: 20, scope: !475, inlinedAt: !473)
!477 = !DILocation(line: 557, column: 9, scope: !349, inlinedAt: !473)
!478 = !DILocation(line: 558, column: 20, scope: !479, inlinedAt: !473)
!479 = distinct !DILexicalBlock(scope: !480, file: !2, line: 558, column: 13)
!480 = distinct !DILexicalBlock(scope: !475, file: !2, line: 557, column: 29)
!481 = !DILocation(line: 558, column: 24, scope: !479, inlinedAt: !473)
!482 = !DILocation(line: 558, column: 13, scope: !480, inlinedAt: !473)
!483 = !DILocation(line: 559, column: 13, scope: !479, inlinedAt: !473)
!484 = !DILocation(line: 560, column: 20, scope: !480, inlinedAt: !473)
!485 = !DILocation(line: 561, column: 5, scope: !480, inlinedAt: !473)
!486 = !DILocation(line: 568, column: 16, scope: !349, inlinedAt: !473)
!487 = !DILocation(line: 82, column: 14, scope: !316, inlinedAt: !452)
!488 = !DILocation(line: 82, column: 18, scope: !316, inlinedAt: !452)
!489 = !DILocation(line: 83, column: 17, scope: !316, inlinedAt: !452)
!490 = !DILocation(line: 83, column: 26, scope: !316, inlinedAt: !452)
!491 = !DILocation(line: 363, column: 5, scope: !428)
!492 = !DILocation(line: 364, column: 1, scope: !428)
!493 = !DISubprogram(name: "lseek64", scope: !494, file: !494, line: 350, type: !495, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!494 = !DIFile(filename: "/usr/include/unistd.h", directory: "", checksumkind: CSK_MD5, checksum: "ed37c2e6f30ba31a8b41e4d70547c39c")
!495 = !DISubroutineType(types: !496)
!496 = !{!51, !55, !51, !55}
!497 = distinct !DISubprogram(name: "gzseek64", scope: !2, file: !2, line: 367, type: !498, scopeLine: 367, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !500)
!498 = !DISubroutineType(types: !499)
!499 = !{!49, !115, !49, !55}
!500 = !{!501, !502, !503, !504, !505, !506}
!501 = !DILocalVariable(name: "file", arg: 1, scope: !497, file: !2, line: 367, type: !115)
!502 = !DILocalVariable(name: "offset", arg: 2, scope: !497, file: !2, line: 367, type: !49)
!503 = !DILocalVariable(name: "whence", arg: 3, scope: !497, file: !2, line: 367, type: !55)
!504 = !DILocalVariable(name: "n", scope: !497, file: !2, line: 368, type: !44)
!505 = !DILocalVariable(name: "ret", scope: !497, file: !2, line: 369, type: !49)
!506 = !DILocalVariable(name: "state", scope: !497, file: !2, line: 370, type: !33)
!507 = !DILocation(line: 0, scope: !497)
!508 = !DILocation(line: 373, column: 14, scope: !509)
!509 = distinct !DILexicalBlock(scope: !497, file: !2, line: 373, column: 9)
!510 = !DILocation(line: 373, column: 9, scope: !497)
!511 = !DILocation(line: 376, column: 16, scope: !512)
!512 = distinct !DILexicalBlock(scope: !497, file: !2, line: 376, column: 9)
!513 = !DILocation(line: 376, column: 32, scope: !512)
!514 = !DILocation(line: 380, column: 16, scope: !515)
!515 = distinct !DILexicalBlock(scope: !497, file: !2, line: 380, column: 9)
!516 = !DILocation(line: 380, column: 28, scope: !515)
!517 = !DILocation(line: 384, column: 28, scope: !518)
!518 = distinct !DILexicalBlock(scope: !497, file: !2, line: 384, column: 9)
!519 = !DILocation(line: 388, column: 16, scope: !520)
!520 = distinct !DILexicalBlock(scope: !497, file: !2, line: 388, column: 9)
!521 = !DILocation(line: 388, column: 9, scope: !497)
!522 = !DILocation(line: 389, column: 28, scope: !520)
!523 = !DILocation(line: 389, column: 16, scope: !520)
!524 = !DILocation(line: 389, column: 9, scope: !520)
!525 = !DILocation(line: 391, column: 26, scope: !526)
!526 = distinct !DILexicalBlock(scope: !520, file: !2, line: 390, column: 10)
!527 = !DILocation(line: 391, column: 19, scope: !526)
!528 = !DILocation(line: 391, column: 44, scope: !526)
!529 = !DILocation(line: 391, column: 16, scope: !526)
!530 = !DILocation(line: 392, column: 16, scope: !526)
!531 = !DILocation(line: 392, column: 21, scope: !526)
!532 = !DILocation(line: 0, scope: !520)
!533 = !DILocation(line: 396, column: 21, scope: !534)
!534 = distinct !DILexicalBlock(scope: !497, file: !2, line: 396, column: 9)
!535 = !DILocation(line: 396, column: 32, scope: !534)
!536 = !DILocation(line: 396, column: 42, scope: !534)
!537 = !DILocation(line: 396, column: 46, scope: !534)
!538 = !DILocation(line: 396, column: 54, scope: !534)
!539 = !DILocation(line: 397, column: 22, scope: !534)
!540 = !DILocation(line: 397, column: 26, scope: !534)
!541 = !DILocation(line: 397, column: 35, scope: !534)
!542 = !DILocation(line: 396, column: 9, scope: !497)
!543 = !DILocation(line: 398, column: 28, scope: !544)
!544 = distinct !DILexicalBlock(scope: !534, file: !2, line: 397, column: 41)
!545 = !DILocation(line: 398, column: 61, scope: !544)
!546 = !DILocation(line: 398, column: 41, scope: !544)
!547 = !DILocation(line: 398, column: 39, scope: !544)
!548 = !DILocation(line: 398, column: 15, scope: !544)
!549 = !DILocation(line: 399, column: 17, scope: !550)
!550 = distinct !DILexicalBlock(scope: !544, file: !2, line: 399, column: 13)
!551 = !DILocation(line: 399, column: 13, scope: !544)
!552 = !DILocation(line: 401, column: 23, scope: !544)
!553 = !DILocation(line: 402, column: 16, scope: !544)
!554 = !DILocation(line: 402, column: 20, scope: !544)
!555 = !DILocation(line: 403, column: 16, scope: !544)
!556 = !DILocation(line: 403, column: 21, scope: !544)
!557 = !DILocation(line: 404, column: 16, scope: !544)
!558 = !DILocation(line: 404, column: 21, scope: !544)
!559 = !DILocation(line: 0, scope: !349, inlinedAt: !560)
!560 = distinct !DILocation(line: 405, column: 9, scope: !544)
!561 = !DILocation(line: 557, column: 16, scope: !475, inlinedAt: !560)
!562 = !DILocation(line: 557, column: 20, scope: !475, inlinedAt: !560)
!563 = !DILocation(line: 557, column: 9, scope: !349, inlinedAt: !560)
!564 = !DILocation(line: 558, column: 20, scope: !479, inlinedAt: !560)
!565 = !DILocation(line: 558, column: 24, scope: !479, inlinedAt: !560)
!566 = !DILocation(line: 558, column: 13, scope: !480, inlinedAt: !560)
!567 = !DILocation(line: 559, column: 13, scope: !479, inlinedAt: !560)
!568 = !DILocation(line: 560, column: 20, scope: !480, inlinedAt: !560)
!569 = !DILocation(line: 561, column: 5, scope: !480, inlinedAt: !560)
!570 = !DILocation(line: 568, column: 16, scope: !349, inlinedAt: !560)
!571 = !DILocation(line: 406, column: 21, scope: !544)
!572 = !DILocation(line: 406, column: 30, scope: !544)
!573 = !DILocation(line: 407, column: 22, scope: !544)
!574 = !DILocation(line: 408, column: 9, scope: !544)
!575 = !DILocation(line: 412, column: 16, scope: !576)
!576 = distinct !DILexicalBlock(scope: !497, file: !2, line: 412, column: 9)
!577 = !DILocation(line: 412, column: 9, scope: !497)
!578 = !DILocation(line: 415, column: 28, scope: !579)
!579 = distinct !DILexicalBlock(scope: !576, file: !2, line: 412, column: 21)
!580 = !DILocation(line: 415, column: 16, scope: !579)
!581 = !DILocation(line: 416, column: 20, scope: !582)
!582 = distinct !DILexicalBlock(scope: !579, file: !2, line: 416, column: 13)
!583 = !DILocation(line: 416, column: 13, scope: !579)
!584 = !DILocation(line: 418, column: 13, scope: !585)
!585 = distinct !DILexicalBlock(scope: !579, file: !2, line: 418, column: 13)
!586 = !DILocation(line: 418, column: 28, scope: !585)
!587 = !DILocation(line: 418, column: 13, scope: !579)
!588 = !DILocation(line: 423, column: 16, scope: !589)
!589 = distinct !DILexicalBlock(scope: !497, file: !2, line: 423, column: 9)
!590 = !DILocation(line: 423, column: 21, scope: !589)
!591 = !DILocation(line: 423, column: 9, scope: !497)
!592 = !DILocation(line: 434, column: 21, scope: !497)
!593 = !DILocation(line: 424, column: 58, scope: !594)
!594 = distinct !DILexicalBlock(scope: !589, file: !2, line: 423, column: 33)
!595 = !DILocation(line: 424, column: 38, scope: !594)
!596 = !DILocation(line: 424, column: 63, scope: !594)
!597 = !DILocation(line: 424, column: 13, scope: !594)
!598 = !DILocation(line: 426, column: 23, scope: !594)
!599 = !DILocation(line: 427, column: 18, scope: !594)
!600 = !DILocation(line: 427, column: 23, scope: !594)
!601 = !{!162, !167, i64 8}
!602 = !DILocation(line: 428, column: 18, scope: !594)
!603 = !DILocation(line: 428, column: 22, scope: !594)
!604 = !DILocation(line: 429, column: 16, scope: !594)
!605 = !DILocation(line: 430, column: 5, scope: !594)
!606 = !DILocation(line: 433, column: 12, scope: !497)
!607 = !DILocation(line: 433, column: 17, scope: !497)
!608 = !DILocation(line: 434, column: 25, scope: !497)
!609 = !DILocation(line: 434, column: 5, scope: !497)
!610 = !DILocation(line: 435, column: 1, scope: !497)
!611 = !DILocation(line: 0, scope: !349)
!612 = !DILocation(line: 557, column: 16, scope: !475)
!613 = !DILocation(line: 557, column: 20, scope: !475)
!614 = !DILocation(line: 557, column: 9, scope: !349)
!615 = !DILocation(line: 558, column: 20, scope: !479)
!616 = !DILocation(line: 558, column: 24, scope: !479)
!617 = !DILocation(line: 558, column: 13, scope: !480)
!618 = !DILocation(line: 559, column: 13, scope: !479)
!619 = !DILocation(line: 560, column: 20, scope: !480)
!620 = !DILocation(line: 561, column: 5, scope: !480)
!621 = !DILocation(line: 564, column: 21, scope: !622)
!622 = distinct !DILexicalBlock(scope: !349, file: !2, line: 564, column: 9)
!623 = !DILocation(line: 564, column: 54, scope: !622)
!624 = !DILocation(line: 564, column: 47, scope: !622)
!625 = !DILocation(line: 564, column: 9, scope: !349)
!626 = !DILocation(line: 565, column: 23, scope: !622)
!627 = !DILocation(line: 565, column: 9, scope: !622)
!628 = !DILocation(line: 568, column: 12, scope: !349)
!629 = !DILocation(line: 568, column: 16, scope: !349)
!630 = !DILocation(line: 569, column: 13, scope: !631)
!631 = distinct !DILexicalBlock(scope: !349, file: !2, line: 569, column: 9)
!632 = !DILocation(line: 569, column: 9, scope: !349)
!633 = !DILocation(line: 577, column: 52, scope: !634)
!634 = distinct !DILexicalBlock(scope: !349, file: !2, line: 577, column: 9)
!635 = !DILocation(line: 577, column: 38, scope: !634)
!636 = !DILocation(line: 577, column: 60, scope: !634)
!637 = !DILocation(line: 577, column: 58, scope: !634)
!638 = !DILocation(line: 577, column: 72, scope: !634)
!639 = !DILocation(line: 577, column: 31, scope: !634)
!640 = !DILocation(line: 577, column: 21, scope: !634)
!641 = !DILocation(line: 577, column: 78, scope: !634)
!642 = !DILocation(line: 577, column: 9, scope: !349)
!643 = !DILocation(line: 579, column: 20, scope: !644)
!644 = distinct !DILexicalBlock(scope: !634, file: !2, line: 578, column: 19)
!645 = !DILocation(line: 580, column: 9, scope: !644)
!646 = !DILocation(line: 583, column: 32, scope: !349)
!647 = !DILocation(line: 583, column: 54, scope: !349)
!648 = !DILocation(line: 583, column: 52, scope: !349)
!649 = !DILocation(line: 583, column: 66, scope: !349)
!650 = !DILocation(line: 583, column: 11, scope: !349)
!651 = !DILocation(line: 590, column: 1, scope: !349)
!652 = distinct !DISubprogram(name: "gzseek", scope: !2, file: !2, line: 438, type: !653, scopeLine: 438, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !655)
!653 = !DISubroutineType(types: !654)
!654 = !{!111, !115, !111, !55}
!655 = !{!656, !657, !658, !659}
!656 = !DILocalVariable(name: "file", arg: 1, scope: !652, file: !2, line: 438, type: !115)
!657 = !DILocalVariable(name: "offset", arg: 2, scope: !652, file: !2, line: 438, type: !111)
!658 = !DILocalVariable(name: "whence", arg: 3, scope: !652, file: !2, line: 438, type: !55)
!659 = !DILocalVariable(name: "ret", scope: !652, file: !2, line: 439, type: !49)
!660 = !DILocation(line: 0, scope: !652)
!661 = !DILocation(line: 441, column: 11, scope: !652)
!662 = !DILocation(line: 442, column: 5, scope: !652)
!663 = distinct !DISubprogram(name: "gztell64", scope: !2, file: !2, line: 446, type: !664, scopeLine: 446, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !666)
!664 = !DISubroutineType(types: !665)
!665 = !{!49, !115}
!666 = !{!667, !668}
!667 = !DILocalVariable(name: "file", arg: 1, scope: !663, file: !2, line: 446, type: !115)
!668 = !DILocalVariable(name: "state", scope: !663, file: !2, line: 447, type: !33)
!669 = !DILocation(line: 0, scope: !663)
!670 = !DILocation(line: 450, column: 14, scope: !671)
!671 = distinct !DILexicalBlock(scope: !663, file: !2, line: 450, column: 9)
!672 = !DILocation(line: 450, column: 9, scope: !663)
!673 = !DILocation(line: 453, column: 16, scope: !674)
!674 = distinct !DILexicalBlock(scope: !663, file: !2, line: 453, column: 9)
!675 = !DILocation(line: 453, column: 32, scope: !674)
!676 = !DILocation(line: 457, column: 21, scope: !663)
!677 = !DILocation(line: 457, column: 35, scope: !663)
!678 = !DILocation(line: 457, column: 28, scope: !663)
!679 = !DILocation(line: 457, column: 53, scope: !663)
!680 = !DILocation(line: 457, column: 25, scope: !663)
!681 = !DILocation(line: 457, column: 5, scope: !663)
!682 = !DILocation(line: 458, column: 1, scope: !663)
!683 = distinct !DISubprogram(name: "gztell", scope: !2, file: !2, line: 461, type: !684, scopeLine: 461, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !686)
!684 = !DISubroutineType(types: !685)
!685 = !{!111, !115}
!686 = !{!687, !688}
!687 = !DILocalVariable(name: "file", arg: 1, scope: !683, file: !2, line: 461, type: !115)
!688 = !DILocalVariable(name: "ret", scope: !683, file: !2, line: 462, type: !49)
!689 = !DILocation(line: 0, scope: !683)
!690 = !DILocation(line: 0, scope: !663, inlinedAt: !691)
!691 = distinct !DILocation(line: 464, column: 11, scope: !683)
!692 = !DILocation(line: 450, column: 14, scope: !671, inlinedAt: !691)
!693 = !DILocation(line: 450, column: 9, scope: !663, inlinedAt: !691)
!694 = !DILocation(line: 453, column: 16, scope: !674, inlinedAt: !691)
!695 = !DILocation(line: 453, column: 32, scope: !674, inlinedAt: !691)
!696 = !DILocation(line: 457, column: 21, scope: !663, inlinedAt: !691)
!697 = !DILocation(line: 457, column: 35, scope: !663, inlinedAt: !691)
!698 = !DILocation(line: 457, column: 28, scope: !663, inlinedAt: !691)
!699 = !DILocation(line: 457, column: 53, scope: !663, inlinedAt: !691)
!700 = !DILocation(line: 457, column: 25, scope: !663, inlinedAt: !691)
!701 = !DILocation(line: 457, column: 5, scope: !663, inlinedAt: !691)
!702 = !DILocation(line: 465, column: 5, scope: !683)
!703 = distinct !DISubprogram(name: "gzoffset64", scope: !2, file: !2, line: 469, type: !664, scopeLine: 469, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !704)
!704 = !{!705, !706, !707}
!705 = !DILocalVariable(name: "file", arg: 1, scope: !703, file: !2, line: 469, type: !115)
!706 = !DILocalVariable(name: "offset", scope: !703, file: !2, line: 470, type: !49)
!707 = !DILocalVariable(name: "state", scope: !703, file: !2, line: 471, type: !33)
!708 = !DILocation(line: 0, scope: !703)
!709 = !DILocation(line: 474, column: 14, scope: !710)
!710 = distinct !DILexicalBlock(scope: !703, file: !2, line: 474, column: 9)
!711 = !DILocation(line: 474, column: 9, scope: !703)
!712 = !DILocation(line: 477, column: 16, scope: !713)
!713 = distinct !DILexicalBlock(scope: !703, file: !2, line: 477, column: 9)
!714 = !DILocation(line: 477, column: 32, scope: !713)
!715 = !DILocation(line: 481, column: 27, scope: !703)
!716 = !DILocation(line: 481, column: 14, scope: !703)
!717 = !DILocation(line: 482, column: 16, scope: !718)
!718 = distinct !DILexicalBlock(scope: !703, file: !2, line: 482, column: 9)
!719 = !DILocation(line: 482, column: 9, scope: !703)
!720 = !DILocation(line: 484, column: 16, scope: !721)
!721 = distinct !DILexicalBlock(scope: !703, file: !2, line: 484, column: 9)
!722 = !DILocation(line: 484, column: 21, scope: !721)
!723 = !DILocation(line: 484, column: 9, scope: !703)
!724 = !DILocation(line: 485, column: 31, scope: !721)
!725 = !DILocation(line: 485, column: 19, scope: !721)
!726 = !DILocation(line: 485, column: 16, scope: !721)
!727 = !DILocation(line: 485, column: 9, scope: !721)
!728 = !DILocation(line: 487, column: 1, scope: !703)
!729 = distinct !DISubprogram(name: "gzoffset", scope: !2, file: !2, line: 490, type: !684, scopeLine: 490, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !730)
!730 = !{!731, !732}
!731 = !DILocalVariable(name: "file", arg: 1, scope: !729, file: !2, line: 490, type: !115)
!732 = !DILocalVariable(name: "ret", scope: !729, file: !2, line: 491, type: !49)
!733 = !DILocation(line: 0, scope: !729)
!734 = !DILocation(line: 0, scope: !703, inlinedAt: !735)
!735 = distinct !DILocation(line: 493, column: 11, scope: !729)
!736 = !DILocation(line: 474, column: 14, scope: !710, inlinedAt: !735)
!737 = !DILocation(line: 474, column: 9, scope: !703, inlinedAt: !735)
!738 = !DILocation(line: 477, column: 16, scope: !713, inlinedAt: !735)
!739 = !DILocation(line: 477, column: 32, scope: !713, inlinedAt: !735)
!740 = !DILocation(line: 481, column: 27, scope: !703, inlinedAt: !735)
!741 = !DILocation(line: 481, column: 14, scope: !703, inlinedAt: !735)
!742 = !DILocation(line: 482, column: 16, scope: !718, inlinedAt: !735)
!743 = !DILocation(line: 482, column: 9, scope: !703, inlinedAt: !735)
!744 = !DILocation(line: 484, column: 16, scope: !721, inlinedAt: !735)
!745 = !DILocation(line: 484, column: 21, scope: !721, inlinedAt: !735)
!746 = !DILocation(line: 484, column: 9, scope: !703, inlinedAt: !735)
!747 = !DILocation(line: 485, column: 31, scope: !721, inlinedAt: !735)
!748 = !DILocation(line: 485, column: 19, scope: !721, inlinedAt: !735)
!749 = !DILocation(line: 485, column: 16, scope: !721, inlinedAt: !735)
!750 = !DILocation(line: 485, column: 9, scope: !721, inlinedAt: !735)
!751 = !DILocation(line: 494, column: 5, scope: !729)
!752 = distinct !DISubprogram(name: "gzeof", scope: !2, file: !2, line: 498, type: !429, scopeLine: 498, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !753)
!753 = !{!754, !755}
!754 = !DILocalVariable(name: "file", arg: 1, scope: !752, file: !2, line: 498, type: !115)
!755 = !DILocalVariable(name: "state", scope: !752, file: !2, line: 499, type: !33)
!756 = !DILocation(line: 0, scope: !752)
!757 = !DILocation(line: 502, column: 14, scope: !758)
!758 = distinct !DILexicalBlock(scope: !752, file: !2, line: 502, column: 9)
!759 = !DILocation(line: 502, column: 9, scope: !752)
!760 = !DILocation(line: 505, column: 16, scope: !761)
!761 = distinct !DILexicalBlock(scope: !752, file: !2, line: 505, column: 9)
!762 = !DILocation(line: 505, column: 32, scope: !761)
!763 = !DILocation(line: 509, column: 44, scope: !752)
!764 = !DILocation(line: 509, column: 12, scope: !752)
!765 = !DILocation(line: 510, column: 1, scope: !752)
!766 = distinct !DISubprogram(name: "gzerror", scope: !2, file: !2, line: 513, type: !767, scopeLine: 513, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !770)
!767 = !DISubroutineType(types: !768)
!768 = !{!113, !115, !769}
!769 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!770 = !{!771, !772, !773}
!771 = !DILocalVariable(name: "file", arg: 1, scope: !766, file: !2, line: 513, type: !115)
!772 = !DILocalVariable(name: "errnum", arg: 2, scope: !766, file: !2, line: 513, type: !769)
!773 = !DILocalVariable(name: "state", scope: !766, file: !2, line: 514, type: !33)
!774 = !DILocation(line: 0, scope: !766)
!775 = !DILocation(line: 517, column: 14, scope: !776)
!776 = distinct !DILexicalBlock(scope: !766, file: !2, line: 517, column: 9)
!777 = !DILocation(line: 517, column: 9, scope: !766)
!778 = !DILocation(line: 520, column: 16, scope: !779)
!779 = distinct !DILexicalBlock(scope: !766, file: !2, line: 520, column: 9)
!780 = !DILocation(line: 520, column: 32, scope: !779)
!781 = !DILocation(line: 524, column: 16, scope: !782)
!782 = distinct !DILexicalBlock(scope: !766, file: !2, line: 524, column: 9)
!783 = !DILocation(line: 524, column: 9, scope: !766)
!784 = !DILocation(line: 525, column: 17, scope: !782)
!785 = !{!164, !164, i64 0}
!786 = !DILocation(line: 525, column: 9, scope: !782)
!787 = !DILocation(line: 526, column: 23, scope: !766)
!788 = !DILocation(line: 526, column: 12, scope: !766)
!789 = !DILocation(line: 527, column: 48, scope: !766)
!790 = !DILocation(line: 527, column: 52, scope: !766)
!791 = !DILocation(line: 527, column: 41, scope: !766)
!792 = !DILocation(line: 528, column: 1, scope: !766)
!793 = distinct !DISubprogram(name: "gzclearerr", scope: !2, file: !2, line: 531, type: !794, scopeLine: 531, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !796)
!794 = !DISubroutineType(types: !795)
!795 = !{null, !115}
!796 = !{!797, !798}
!797 = !DILocalVariable(name: "file", arg: 1, scope: !793, file: !2, line: 531, type: !115)
!798 = !DILocalVariable(name: "state", scope: !793, file: !2, line: 532, type: !33)
!799 = !DILocation(line: 0, scope: !793)
!800 = !DILocation(line: 535, column: 14, scope: !801)
!801 = distinct !DILexicalBlock(scope: !793, file: !2, line: 535, column: 9)
!802 = !DILocation(line: 535, column: 9, scope: !793)
!803 = !DILocation(line: 538, column: 16, scope: !804)
!804 = distinct !DILexicalBlock(scope: !793, file: !2, line: 538, column: 9)
!805 = !DILocation(line: 538, column: 32, scope: !804)
!806 = !DILocation(line: 543, column: 16, scope: !807)
!807 = distinct !DILexicalBlock(scope: !808, file: !2, line: 542, column: 33)
!808 = distinct !DILexicalBlock(scope: !793, file: !2, line: 542, column: 9)
!809 = !DILocation(line: 543, column: 20, scope: !807)
!810 = !DILocation(line: 544, column: 16, scope: !807)
!811 = !DILocation(line: 544, column: 21, scope: !807)
!812 = !DILocation(line: 545, column: 5, scope: !807)
!813 = !DILocation(line: 0, scope: !349, inlinedAt: !814)
!814 = distinct !DILocation(line: 546, column: 5, scope: !793)
!815 = !DILocation(line: 557, column: 16, scope: !475, inlinedAt: !814)
!816 = !DILocation(line: 557, column: 20, scope: !475, inlinedAt: !814)
!817 = !DILocation(line: 557, column: 9, scope: !349, inlinedAt: !814)
!818 = !DILocation(line: 558, column: 20, scope: !479, inlinedAt: !814)
!819 = !DILocation(line: 558, column: 24, scope: !479, inlinedAt: !814)
!820 = !DILocation(line: 558, column: 13, scope: !480, inlinedAt: !814)
!821 = !DILocation(line: 559, column: 13, scope: !479, inlinedAt: !814)
!822 = !DILocation(line: 560, column: 20, scope: !480, inlinedAt: !814)
!823 = !DILocation(line: 561, column: 5, scope: !480, inlinedAt: !814)
!824 = !DILocation(line: 568, column: 12, scope: !349, inlinedAt: !814)
!825 = !DILocation(line: 568, column: 16, scope: !349, inlinedAt: !814)
!826 = !DILocation(line: 547, column: 1, scope: !793)
!827 = !DISubprogram(name: "strlen", scope: !828, file: !828, line: 407, type: !829, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!828 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!829 = !DISubroutineType(types: !830)
!830 = !{!88, !113}
!831 = distinct !DISubprogram(name: "gz_intmax", scope: !2, file: !2, line: 596, type: !832, scopeLine: 596, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29)
!832 = !DISubroutineType(types: !833)
!833 = !{!44}
!834 = !DILocation(line: 598, column: 5, scope: !831)
!835 = !DISubprogram(name: "open", scope: !836, file: !836, line: 181, type: !837, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!836 = !DIFile(filename: "/usr/include/fcntl.h", directory: "", checksumkind: CSK_MD5, checksum: "1a9bb91818c37dc7bc291ca6e49fc221")
!837 = !DISubroutineType(types: !838)
!838 = !{!55, !113, !55, null}
!839 = !DISubprogram(name: "fcntl", scope: !836, file: !836, line: 149, type: !840, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!840 = !DISubroutineType(types: !841)
!841 = !{!55, !55, !55, null}
