; ModuleID = 'src/zlib/gzread.c'
source_filename = "src/zlib/gzread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"request does not fit in an int\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [33 x i8] c"request does not fit in a size_t\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [31 x i8] c"out of room to push characters\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [23 x i8] c"unexpected end of file\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [39 x i8] c"internal error: inflate stream corrupt\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [22 x i8] c"compressed data error\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [6 x i8] c"1.3.2\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [14 x i8] c"state corrupt\00", align 1, !dbg !39

; Function Attrs: nounwind uwtable
define dso_local i32 @gzread(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !132 {
    #dbg_value(ptr %0, !139, !DIExpression(), !143)
    #dbg_value(ptr %1, !140, !DIExpression(), !143)
    #dbg_value(i32 %2, !141, !DIExpression(), !143)
  %4 = icmp eq ptr %0, null, !dbg !144
  br i1 %4, label %34, label %5, !dbg !146

5:                                                ; preds = %3
    #dbg_value(ptr %0, !142, !DIExpression(), !143)
  %6 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !147
  %7 = load i32, ptr %6, align 8, !dbg !147, !tbaa !149
  %8 = icmp eq i32 %7, 7247, !dbg !158
  br i1 %8, label %9, label %34, !dbg !159

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !160
  %11 = load i32, ptr %10, align 8, !dbg !160, !tbaa !162
  switch i32 %11, label %12 [
    i32 0, label %16
    i32 -5, label %16
  ], !dbg !163

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !164
  %14 = load i32, ptr %13, align 4, !dbg !164, !tbaa !165
  %15 = icmp eq i32 %14, 0, !dbg !166
  br i1 %15, label %34, label %16, !dbg !167

16:                                               ; preds = %9, %9, %12
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #12, !dbg !168
  %17 = icmp slt i32 %2, 0, !dbg !169
  br i1 %17, label %18, label %19, !dbg !171

18:                                               ; preds = %16
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -2, ptr noundef nonnull @.str) #12, !dbg !172
  br label %34, !dbg !174

19:                                               ; preds = %16
  %20 = zext nneg i32 %2 to i64, !dbg !175
  %21 = tail call fastcc i64 @gz_read(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %20), !dbg !176
  %22 = trunc i64 %21 to i32, !dbg !177
    #dbg_value(i32 %22, !141, !DIExpression(), !143)
  %23 = icmp eq i32 %22, 0, !dbg !178
  br i1 %23, label %24, label %34, !dbg !180

24:                                               ; preds = %19
  %25 = load i32, ptr %10, align 8, !dbg !181, !tbaa !162
  switch i32 %25, label %34 [
    i32 0, label %26
    i32 -5, label %26
  ], !dbg !184

26:                                               ; preds = %24, %24
  %27 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !185
  %28 = load i32, ptr %27, align 4, !dbg !185, !tbaa !165
  %29 = icmp eq i32 %28, 0, !dbg !187
  br i1 %29, label %34, label %30, !dbg !188

30:                                               ; preds = %26
  %31 = tail call ptr @__errno_location() #13, !dbg !189
  %32 = load i32, ptr %31, align 4, !dbg !189, !tbaa !191
  %33 = tail call ptr @strerror(i32 noundef %32) #12, !dbg !189
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -1, ptr noundef %33) #12, !dbg !192
  br label %34, !dbg !193

34:                                               ; preds = %19, %26, %24, %12, %5, %3, %30, %18
  %35 = phi i32 [ -1, %18 ], [ -1, %30 ], [ -1, %3 ], [ -1, %5 ], [ -1, %12 ], [ -1, %24 ], [ 0, %26 ], [ %22, %19 ], !dbg !143
  ret i32 %35, !dbg !194
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !195 void @gz_error(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc i64 @gz_read(ptr noundef %0, ptr noundef %1, i64 noundef %2) unnamed_addr #0 !dbg !200 {
    #dbg_value(ptr %0, !207, !DIExpression(), !213)
    #dbg_value(ptr %1, !208, !DIExpression(), !213)
    #dbg_value(i64 %2, !209, !DIExpression(), !213)
  %4 = icmp eq i64 %2, 0, !dbg !214
  br i1 %4, label %155, label %5, !dbg !216

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !217
  %7 = load i64, ptr %6, align 8, !dbg !217, !tbaa !219
  %8 = icmp eq i64 %7, 0, !dbg !220
  br i1 %8, label %44, label %9, !dbg !221

9:                                                ; preds = %5
    #dbg_value(ptr %0, !222, !DIExpression(), !228)
  %10 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !230
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = getelementptr inbounds i8, ptr %0, i64 88
  br label %14, !dbg !234

14:                                               ; preds = %41, %9
  %15 = phi i64 [ %42, %41 ], [ %7, %9 ]
  %16 = load i32, ptr %0, align 8, !dbg !235, !tbaa !236
  %17 = icmp eq i32 %16, 0, !dbg !237
  br i1 %17, label %30, label %18, !dbg !238

18:                                               ; preds = %14
  %19 = zext i32 %16 to i64, !dbg !239
  %20 = icmp slt i64 %15, %19, !dbg !241
  %21 = trunc i64 %15 to i32, !dbg !242
  %22 = select i1 %20, i32 %21, i32 %16, !dbg !242
    #dbg_value(i32 %22, !227, !DIExpression(), !228)
  %23 = sub i32 %16, %22, !dbg !243
  store i32 %23, ptr %0, align 8, !dbg !243, !tbaa !236
  %24 = load ptr, ptr %11, align 8, !dbg !244, !tbaa !245
  %25 = zext i32 %22 to i64, !dbg !244
  %26 = getelementptr inbounds i8, ptr %24, i64 %25, !dbg !244
  store ptr %26, ptr %11, align 8, !dbg !244, !tbaa !245
  %27 = load i64, ptr %12, align 8, !dbg !246, !tbaa !247
  %28 = add nsw i64 %27, %25, !dbg !246
  store i64 %28, ptr %12, align 8, !dbg !246, !tbaa !247
  %29 = sub nsw i64 %15, %25, !dbg !248
  store i64 %29, ptr %6, align 8, !dbg !248, !tbaa !219
  br label %41, !dbg !249

30:                                               ; preds = %14
  %31 = load i32, ptr %13, align 8, !dbg !250, !tbaa !251
  %32 = icmp eq i32 %31, 0, !dbg !252
  br i1 %32, label %36, label %33, !dbg !253

33:                                               ; preds = %30
  %34 = load i32, ptr %10, align 8, !dbg !230, !tbaa !254
  %35 = icmp eq i32 %34, 0, !dbg !255
  br i1 %35, label %44, label %36, !dbg !256

36:                                               ; preds = %33, %30
  %37 = tail call fastcc i32 @gz_fetch(ptr noundef nonnull %0), !dbg !257
  %38 = icmp eq i32 %37, -1, !dbg !260
  br i1 %38, label %155, label %39, !dbg !261

39:                                               ; preds = %36
  %40 = load i64, ptr %6, align 8, !dbg !262, !tbaa !219
  br label %41, !dbg !261

41:                                               ; preds = %39, %18
  %42 = phi i64 [ %40, %39 ], [ %29, %18 ], !dbg !262
  %43 = icmp eq i64 %42, 0, !dbg !263
  br i1 %43, label %44, label %14, !dbg !263, !llvm.loop !264

44:                                               ; preds = %41, %33, %5
    #dbg_value(i64 0, !210, !DIExpression(), !213)
    #dbg_value(i32 0, !212, !DIExpression(), !213)
  %45 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !267
  %46 = getelementptr inbounds i8, ptr %0, i64 8
  %47 = getelementptr inbounds i8, ptr %0, i64 120
  %48 = getelementptr inbounds i8, ptr %0, i64 88
  %49 = getelementptr inbounds i8, ptr %0, i64 72
  %50 = getelementptr inbounds i8, ptr %0, i64 40
  %51 = getelementptr inbounds i8, ptr %0, i64 168
  %52 = getelementptr inbounds i8, ptr %0, i64 160
  %53 = getelementptr inbounds i8, ptr %0, i64 76
  %54 = getelementptr inbounds i8, ptr %0, i64 28
  %55 = getelementptr inbounds i8, ptr %0, i64 16
  br label %56, !dbg !271

56:                                               ; preds = %138, %44
  %57 = phi ptr [ %1, %44 ], [ %139, %138 ]
  %58 = phi i64 [ %2, %44 ], [ %140, %138 ]
  %59 = phi i64 [ 0, %44 ], [ %141, %138 ], !dbg !213
    #dbg_value(i32 0, !212, !DIExpression(), !213)
    #dbg_value(i64 %59, !210, !DIExpression(), !213)
    #dbg_value(i64 %58, !209, !DIExpression(), !213)
    #dbg_value(ptr %57, !208, !DIExpression(), !213)
    #dbg_value(i32 %61, !211, !DIExpression(), !213)
  %60 = tail call i64 @llvm.umin.i64(i64 %58, i64 4294967295), !dbg !272
  %61 = trunc nuw i64 %60 to i32, !dbg !272
  %62 = load i32, ptr %0, align 8, !dbg !273, !tbaa !236
  %63 = icmp eq i32 %62, 0, !dbg !274
  br i1 %63, label %75, label %64, !dbg !275

64:                                               ; preds = %56
  %65 = tail call i32 @llvm.umin.i32(i32 %62, i32 %61), !dbg !276
    #dbg_value(i32 %65, !211, !DIExpression(), !213)
  %66 = load ptr, ptr %46, align 8, !dbg !278, !tbaa !245
  %67 = zext i32 %65 to i64, !dbg !279
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %57, ptr align 1 %66, i64 %67, i1 false), !dbg !280
  %68 = load ptr, ptr %46, align 8, !dbg !281, !tbaa !245
  %69 = getelementptr inbounds i8, ptr %68, i64 %67, !dbg !281
  store ptr %69, ptr %46, align 8, !dbg !281, !tbaa !245
  %70 = load i32, ptr %0, align 8, !dbg !282, !tbaa !236
  %71 = sub i32 %70, %65, !dbg !282
  store i32 %71, ptr %0, align 8, !dbg !282, !tbaa !236
  %72 = load i32, ptr %47, align 8, !dbg !283, !tbaa !162
  %73 = icmp ne i32 %72, 0, !dbg !285
  %74 = sext i1 %73 to i32, !dbg !286
  br label %129, !dbg !286

75:                                               ; preds = %56
  %76 = load i32, ptr %48, align 8, !dbg !287, !tbaa !251
  %77 = icmp eq i32 %76, 0, !dbg !288
  br i1 %77, label %81, label %78, !dbg !289

78:                                               ; preds = %75
  %79 = load i32, ptr %45, align 8, !dbg !267, !tbaa !254
  %80 = icmp eq i32 %79, 0, !dbg !290
  br i1 %80, label %146, label %81, !dbg !291

81:                                               ; preds = %78, %75
  %82 = load i32, ptr %49, align 8, !dbg !292, !tbaa !294
  %83 = icmp eq i32 %82, 0, !dbg !295
  br i1 %83, label %88, label %84, !dbg !296

84:                                               ; preds = %81
  %85 = load i32, ptr %50, align 8, !dbg !297, !tbaa !298
  %86 = shl i32 %85, 1, !dbg !299
  %87 = icmp ugt i32 %86, %61, !dbg !300
  br i1 %87, label %88, label %95, !dbg !301

88:                                               ; preds = %84, %81
  %89 = tail call fastcc i32 @gz_fetch(ptr noundef nonnull %0), !dbg !302
  %90 = icmp eq i32 %89, -1, !dbg !305
  br i1 %90, label %91, label %138, !dbg !306

91:                                               ; preds = %88
  %92 = load i32, ptr %0, align 8, !dbg !307, !tbaa !236
  %93 = icmp eq i32 %92, 0, !dbg !308
  %94 = sext i1 %93 to i32, !dbg !309
  br label %138, !dbg !309

95:                                               ; preds = %84
  %96 = icmp eq i32 %82, 1, !dbg !310
  br i1 %96, label %97, label %126, !dbg !312

97:                                               ; preds = %95
    #dbg_value(ptr %0, !313, !DIExpression(), !325)
    #dbg_value(ptr %57, !319, !DIExpression(), !325)
    #dbg_value(i32 %61, !320, !DIExpression(), !325)
    #dbg_value(ptr undef, !321, !DIExpression(), !325)
    #dbg_value(i32 1073741824, !324, !DIExpression(), !325)
  store i32 0, ptr %53, align 4, !dbg !327, !tbaa !165
  %98 = tail call ptr @__errno_location() #13, !dbg !328
  store i32 0, ptr %98, align 4, !dbg !329, !tbaa !191
    #dbg_value(i32 0, !211, !DIExpression(), !213)
  br label %99, !dbg !330

99:                                               ; preds = %110, %97
  %100 = phi i32 [ 0, %97 ], [ %111, %110 ], !dbg !325
    #dbg_value(i32 %100, !211, !DIExpression(), !213)
  %101 = sub i32 %61, %100, !dbg !331
    #dbg_value(i32 %101, !323, !DIExpression(), !325)
  %102 = tail call i32 @llvm.umin.i32(i32 %101, i32 1073741824), !dbg !333
    #dbg_value(i32 %102, !323, !DIExpression(), !325)
  %103 = load i32, ptr %54, align 4, !dbg !334, !tbaa !335
  %104 = zext i32 %100 to i64, !dbg !336
  %105 = getelementptr inbounds i8, ptr %57, i64 %104, !dbg !336
  %106 = zext nneg i32 %102 to i64, !dbg !337
  %107 = tail call i64 @read(i32 noundef %103, ptr noundef %105, i64 noundef %106) #12, !dbg !338
  %108 = trunc i64 %107 to i32, !dbg !339
    #dbg_value(i32 %108, !322, !DIExpression(), !325)
  %109 = icmp slt i32 %108, 1, !dbg !340
  br i1 %109, label %113, label %110, !dbg !342

110:                                              ; preds = %99
  %111 = add i32 %100, %108, !dbg !343
    #dbg_value(i32 %111, !211, !DIExpression(), !213)
  %112 = icmp ult i32 %111, %61, !dbg !344
  br i1 %112, label %99, label %129, !dbg !345, !llvm.loop !346

113:                                              ; preds = %99
  %114 = icmp slt i32 %108, 0, !dbg !348
  br i1 %114, label %115, label %125, !dbg !350

115:                                              ; preds = %113
  %116 = load i32, ptr %98, align 4, !dbg !351, !tbaa !191
  %117 = icmp eq i32 %116, 11, !dbg !354
  br i1 %117, label %118, label %122, !dbg !355

118:                                              ; preds = %115
  store i32 1, ptr %53, align 4, !dbg !356, !tbaa !165
  %119 = icmp eq i32 %100, 0, !dbg !358
  br i1 %119, label %120, label %129, !dbg !360

120:                                              ; preds = %118
  %121 = load i32, ptr %98, align 4, !dbg !361, !tbaa !191
  br label %122, !dbg !360

122:                                              ; preds = %120, %115
  %123 = phi i32 [ %121, %120 ], [ %116, %115 ], !dbg !361
  %124 = tail call ptr @strerror(i32 noundef %123) #12, !dbg !361
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -1, ptr noundef %124) #12, !dbg !362
  br label %129, !dbg !363

125:                                              ; preds = %113
  store i32 1, ptr %48, align 8, !dbg !364, !tbaa !251
  br label %129, !dbg !366

126:                                              ; preds = %95
  store i32 %61, ptr %51, align 8, !dbg !367, !tbaa !369
  store ptr %57, ptr %52, align 8, !dbg !370, !tbaa !371
  %127 = tail call fastcc i32 @gz_decomp(ptr noundef nonnull %0), !dbg !372
    #dbg_value(i32 %127, !212, !DIExpression(), !213)
  %128 = load i32, ptr %0, align 8, !dbg !373, !tbaa !236
    #dbg_value(i32 %128, !211, !DIExpression(), !213)
  store i32 0, ptr %0, align 8, !dbg !374, !tbaa !236
  br label %129

129:                                              ; preds = %110, %125, %122, %118, %64, %126
  %130 = phi i32 [ %128, %126 ], [ %65, %64 ], [ %100, %122 ], [ %100, %118 ], [ %100, %125 ], [ %111, %110 ], !dbg !375
  %131 = phi i32 [ %127, %126 ], [ %74, %64 ], [ -1, %122 ], [ 0, %118 ], [ 0, %125 ], [ 0, %110 ], !dbg !213
    #dbg_value(i32 %130, !211, !DIExpression(), !213)
    #dbg_value(i32 %131, !212, !DIExpression(), !213)
  %132 = zext i32 %130 to i64, !dbg !376
  %133 = sub i64 %58, %132, !dbg !377
    #dbg_value(i64 %133, !209, !DIExpression(), !213)
  %134 = getelementptr inbounds i8, ptr %57, i64 %132, !dbg !378
    #dbg_value(ptr %134, !208, !DIExpression(), !213)
  %135 = add i64 %59, %132, !dbg !379
    #dbg_value(i64 %135, !210, !DIExpression(), !213)
  %136 = load i64, ptr %55, align 8, !dbg !380, !tbaa !247
  %137 = add nsw i64 %136, %132, !dbg !380
  store i64 %137, ptr %55, align 8, !dbg !380, !tbaa !247
  br label %138, !dbg !381

138:                                              ; preds = %91, %88, %129
  %139 = phi ptr [ %134, %129 ], [ %57, %88 ], [ %57, %91 ]
  %140 = phi i64 [ %133, %129 ], [ %58, %88 ], [ %58, %91 ]
  %141 = phi i64 [ %135, %129 ], [ %59, %88 ], [ %59, %91 ], !dbg !213
  %142 = phi i32 [ %131, %129 ], [ 0, %88 ], [ %94, %91 ], !dbg !213
    #dbg_value(i32 %142, !212, !DIExpression(), !213)
    #dbg_value(i64 %141, !210, !DIExpression(), !213)
    #dbg_value(i64 %140, !209, !DIExpression(), !213)
    #dbg_value(ptr %139, !208, !DIExpression(), !213)
  %143 = icmp ne i64 %140, 0, !dbg !382
  %144 = icmp eq i32 %142, 0, !dbg !383
  %145 = select i1 %143, i1 %144, i1 false, !dbg !383
  br i1 %145, label %56, label %146, !dbg !381, !llvm.loop !384

146:                                              ; preds = %78, %138
  %147 = phi i64 [ %140, %138 ], [ %58, %78 ]
  %148 = phi i64 [ %141, %138 ], [ %59, %78 ], !dbg !213
    #dbg_value(i64 %148, !210, !DIExpression(), !213)
    #dbg_value(i64 %147, !209, !DIExpression(), !213)
  %149 = icmp eq i64 %147, 0, !dbg !386
  br i1 %149, label %155, label %150, !dbg !388

150:                                              ; preds = %146
  %151 = load i32, ptr %48, align 8, !dbg !389, !tbaa !251
  %152 = icmp eq i32 %151, 0, !dbg !390
  br i1 %152, label %155, label %153, !dbg !391

153:                                              ; preds = %150
  %154 = getelementptr inbounds i8, ptr %0, i64 92, !dbg !392
  store i32 1, ptr %154, align 4, !dbg !393, !tbaa !394
  br label %155, !dbg !395

155:                                              ; preds = %36, %146, %150, %153, %3
  %156 = phi i64 [ 0, %3 ], [ %148, %153 ], [ %148, %150 ], [ %148, %146 ], [ 0, %36 ], !dbg !213
  ret i64 %156, !dbg !396
}

; Function Attrs: nounwind
declare !dbg !397 ptr @strerror(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !401 ptr @__errno_location() local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i64 @gzfread(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #0 !dbg !406 {
    #dbg_value(ptr %0, !410, !DIExpression(), !416)
    #dbg_value(i64 %1, !411, !DIExpression(), !416)
    #dbg_value(i64 %2, !412, !DIExpression(), !416)
    #dbg_value(ptr %3, !413, !DIExpression(), !416)
  %5 = icmp eq ptr %3, null, !dbg !417
  br i1 %5, label %29, label %6, !dbg !419

6:                                                ; preds = %4
    #dbg_value(ptr %3, !415, !DIExpression(), !416)
  %7 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !420
  %8 = load i32, ptr %7, align 8, !dbg !420, !tbaa !149
  %9 = icmp eq i32 %8, 7247, !dbg !422
  br i1 %9, label %10, label %29, !dbg !423

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %3, i64 120, !dbg !424
  %12 = load i32, ptr %11, align 8, !dbg !424, !tbaa !162
  switch i32 %12, label %13 [
    i32 0, label %17
    i32 -5, label %17
  ], !dbg !426

13:                                               ; preds = %10
  %14 = getelementptr inbounds i8, ptr %3, i64 76, !dbg !427
  %15 = load i32, ptr %14, align 4, !dbg !427, !tbaa !165
  %16 = icmp eq i32 %15, 0, !dbg !428
  br i1 %16, label %29, label %17, !dbg !429

17:                                               ; preds = %10, %10, %13
  tail call void @gz_error(ptr noundef nonnull %3, i32 noundef 0, ptr noundef null) #12, !dbg !430
  %18 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %1, i64 %2), !dbg !431
  %19 = extractvalue { i64, i1 } %18, 0, !dbg !431
    #dbg_value(i64 %19, !414, !DIExpression(), !416)
  %20 = icmp eq i64 %1, 0, !dbg !432
  br i1 %20, label %24, label %21, !dbg !434

21:                                               ; preds = %17
  %22 = extractvalue { i64, i1 } %18, 1, !dbg !431
  br i1 %22, label %23, label %24, !dbg !435

23:                                               ; preds = %21
  tail call void @gz_error(ptr noundef nonnull %3, i32 noundef -2, ptr noundef nonnull @.str.1) #12, !dbg !436
  br label %29, !dbg !438

24:                                               ; preds = %21, %17
  %25 = icmp eq i64 %19, 0, !dbg !439
  br i1 %25, label %29, label %26, !dbg !439

26:                                               ; preds = %24
  %27 = tail call fastcc i64 @gz_read(ptr noundef nonnull %3, ptr noundef %0, i64 noundef %19), !dbg !440
  %28 = udiv i64 %27, %1, !dbg !441
  br label %29, !dbg !439

29:                                               ; preds = %26, %24, %13, %6, %4, %23
  %30 = phi i64 [ 0, %23 ], [ 0, %4 ], [ 0, %6 ], [ 0, %13 ], [ %28, %26 ], [ 0, %24 ], !dbg !416
  ret i64 %30, !dbg !442
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, 256) i32 @gzgetc(ptr noundef %0) local_unnamed_addr #0 !dbg !443 {
  %2 = alloca [1 x i8], align 1, !DIAssignID !453
    #dbg_assign(i1 undef, !448, !DIExpression(), !453, ptr %2, !DIExpression(), !454)
    #dbg_value(ptr %0, !447, !DIExpression(), !454)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #12, !dbg !455
  %3 = icmp eq ptr %0, null, !dbg !456
  br i1 %3, label %34, label %4, !dbg !458

4:                                                ; preds = %1
    #dbg_value(ptr %0, !452, !DIExpression(), !454)
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !459
  %6 = load i32, ptr %5, align 8, !dbg !459, !tbaa !149
  %7 = icmp eq i32 %6, 7247, !dbg !461
  br i1 %7, label %8, label %34, !dbg !462

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !463
  %10 = load i32, ptr %9, align 8, !dbg !463, !tbaa !162
  switch i32 %10, label %11 [
    i32 0, label %15
    i32 -5, label %15
  ], !dbg !465

11:                                               ; preds = %8
  %12 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !466
  %13 = load i32, ptr %12, align 4, !dbg !466, !tbaa !165
  %14 = icmp eq i32 %13, 0, !dbg !467
  br i1 %14, label %34, label %15, !dbg !468

15:                                               ; preds = %8, %8, %11
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #12, !dbg !469
  %16 = load i32, ptr %0, align 8, !dbg !470, !tbaa !236
  %17 = icmp eq i32 %16, 0, !dbg !472
  br i1 %17, label %28, label %18, !dbg !473

18:                                               ; preds = %15
  %19 = add i32 %16, -1, !dbg !474
  store i32 %19, ptr %0, align 8, !dbg !474, !tbaa !236
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !476
  %21 = load i64, ptr %20, align 8, !dbg !477, !tbaa !247
  %22 = add nsw i64 %21, 1, !dbg !477
  store i64 %22, ptr %20, align 8, !dbg !477, !tbaa !247
  %23 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !478
  %24 = load ptr, ptr %23, align 8, !dbg !479, !tbaa !245
  %25 = getelementptr inbounds i8, ptr %24, i64 1, !dbg !479
  store ptr %25, ptr %23, align 8, !dbg !479, !tbaa !245
  %26 = load i8, ptr %24, align 1, !dbg !480, !tbaa !481
  %27 = zext i8 %26 to i32, !dbg !480
  br label %34, !dbg !482

28:                                               ; preds = %15
  %29 = call fastcc i64 @gz_read(ptr noundef nonnull %0, ptr noundef nonnull %2, i64 noundef 1), !dbg !483
  %30 = icmp eq i64 %29, 0, !dbg !484
  %31 = load i8, ptr %2, align 1, !dbg !483
  %32 = zext i8 %31 to i32, !dbg !483
  %33 = select i1 %30, i32 -1, i32 %32, !dbg !483
  br label %34, !dbg !485

34:                                               ; preds = %11, %4, %1, %28, %18
  %35 = phi i32 [ %27, %18 ], [ %33, %28 ], [ -1, %1 ], [ -1, %4 ], [ -1, %11 ], !dbg !454
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #12, !dbg !486
  ret i32 %35, !dbg !486
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, 256) i32 @gzgetc_(ptr noundef %0) local_unnamed_addr #0 !dbg !487 {
  %2 = alloca [1 x i8], align 1, !DIAssignID !490
    #dbg_value(ptr %0, !489, !DIExpression(), !491)
    #dbg_assign(i1 undef, !448, !DIExpression(), !490, ptr %2, !DIExpression(), !492)
    #dbg_value(ptr %0, !447, !DIExpression(), !492)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #12, !dbg !494
  %3 = icmp eq ptr %0, null, !dbg !495
  br i1 %3, label %34, label %4, !dbg !496

4:                                                ; preds = %1
    #dbg_value(ptr %0, !452, !DIExpression(), !492)
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !497
  %6 = load i32, ptr %5, align 8, !dbg !497, !tbaa !149
  %7 = icmp eq i32 %6, 7247, !dbg !498
  br i1 %7, label %8, label %34, !dbg !499

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !500
  %10 = load i32, ptr %9, align 8, !dbg !500, !tbaa !162
  switch i32 %10, label %11 [
    i32 0, label %15
    i32 -5, label %15
  ], !dbg !501

11:                                               ; preds = %8
  %12 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !502
  %13 = load i32, ptr %12, align 4, !dbg !502, !tbaa !165
  %14 = icmp eq i32 %13, 0, !dbg !503
  br i1 %14, label %34, label %15, !dbg !504

15:                                               ; preds = %11, %8, %8
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #12, !dbg !505
  %16 = load i32, ptr %0, align 8, !dbg !506, !tbaa !236
  %17 = icmp eq i32 %16, 0, !dbg !507
  br i1 %17, label %28, label %18, !dbg !508

18:                                               ; preds = %15
  %19 = add i32 %16, -1, !dbg !509
  store i32 %19, ptr %0, align 8, !dbg !509, !tbaa !236
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !510
  %21 = load i64, ptr %20, align 8, !dbg !511, !tbaa !247
  %22 = add nsw i64 %21, 1, !dbg !511
  store i64 %22, ptr %20, align 8, !dbg !511, !tbaa !247
  %23 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !512
  %24 = load ptr, ptr %23, align 8, !dbg !513, !tbaa !245
  %25 = getelementptr inbounds i8, ptr %24, i64 1, !dbg !513
  store ptr %25, ptr %23, align 8, !dbg !513, !tbaa !245
  %26 = load i8, ptr %24, align 1, !dbg !514, !tbaa !481
  %27 = zext i8 %26 to i32, !dbg !514
  br label %34, !dbg !515

28:                                               ; preds = %15
  %29 = call fastcc i64 @gz_read(ptr noundef nonnull %0, ptr noundef nonnull %2, i64 noundef 1), !dbg !516
  %30 = icmp eq i64 %29, 0, !dbg !517
  %31 = load i8, ptr %2, align 1, !dbg !516
  %32 = zext i8 %31 to i32, !dbg !516
  %33 = select i1 %30, i32 -1, i32 %32, !dbg !516
  br label %34, !dbg !518

34:                                               ; preds = %1, %4, %11, %18, %28
  %35 = phi i32 [ %27, %18 ], [ %33, %28 ], [ -1, %1 ], [ -1, %4 ], [ -1, %11 ], !dbg !492
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #12, !dbg !519
  ret i32 %35, !dbg !520
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, -2147483648) i32 @gzungetc(i32 noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !521 {
    #dbg_value(i32 %0, !525, !DIExpression(), !532)
    #dbg_value(ptr %1, !526, !DIExpression(), !532)
  %3 = icmp eq ptr %1, null, !dbg !533
  br i1 %3, label %123, label %4, !dbg !535

4:                                                ; preds = %2
    #dbg_value(ptr %1, !527, !DIExpression(), !532)
  %5 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !536
  %6 = load i32, ptr %5, align 8, !dbg !536, !tbaa !149
  %7 = icmp eq i32 %6, 7247, !dbg !538
  br i1 %7, label %8, label %123, !dbg !539

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !540
  %10 = load i32, ptr %9, align 8, !dbg !540, !tbaa !294
  %11 = icmp eq i32 %10, 0, !dbg !542
  br i1 %11, label %12, label %17, !dbg !543

12:                                               ; preds = %8
  %13 = load i32, ptr %1, align 8, !dbg !544, !tbaa !236
  %14 = icmp eq i32 %13, 0, !dbg !545
  br i1 %14, label %15, label %17, !dbg !546

15:                                               ; preds = %12
  %16 = tail call fastcc i32 @gz_look(ptr noundef nonnull %1), !dbg !547
  br label %17, !dbg !548

17:                                               ; preds = %15, %12, %8
  %18 = getelementptr inbounds i8, ptr %1, i64 120, !dbg !549
  %19 = load i32, ptr %18, align 8, !dbg !549, !tbaa !162
  switch i32 %19, label %20 [
    i32 0, label %24
    i32 -5, label %24
  ], !dbg !551

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %1, i64 76, !dbg !552
  %22 = load i32, ptr %21, align 4, !dbg !552, !tbaa !165
  %23 = icmp eq i32 %22, 0, !dbg !553
  br i1 %23, label %123, label %24, !dbg !554

24:                                               ; preds = %17, %17, %20
  tail call void @gz_error(ptr noundef nonnull %1, i32 noundef 0, ptr noundef null) #12, !dbg !555
  %25 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !556
  %26 = load i64, ptr %25, align 8, !dbg !556, !tbaa !219
  %27 = icmp eq i64 %26, 0, !dbg !558
  br i1 %27, label %65, label %28, !dbg !559

28:                                               ; preds = %24
    #dbg_value(ptr %1, !222, !DIExpression(), !560)
  %29 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !562
  %30 = getelementptr inbounds i8, ptr %1, i64 8
  %31 = getelementptr inbounds i8, ptr %1, i64 16
  %32 = getelementptr inbounds i8, ptr %1, i64 88
  br label %33, !dbg !563

33:                                               ; preds = %60, %28
  %34 = phi i64 [ %61, %60 ], [ %26, %28 ]
  %35 = load i32, ptr %1, align 8, !dbg !564, !tbaa !236
  %36 = icmp eq i32 %35, 0, !dbg !565
  br i1 %36, label %49, label %37, !dbg !566

37:                                               ; preds = %33
  %38 = zext i32 %35 to i64, !dbg !567
  %39 = icmp slt i64 %34, %38, !dbg !568
  %40 = trunc i64 %34 to i32, !dbg !569
  %41 = select i1 %39, i32 %40, i32 %35, !dbg !569
    #dbg_value(i32 %41, !227, !DIExpression(), !560)
  %42 = sub i32 %35, %41, !dbg !570
  store i32 %42, ptr %1, align 8, !dbg !570, !tbaa !236
  %43 = load ptr, ptr %30, align 8, !dbg !571, !tbaa !245
  %44 = zext i32 %41 to i64, !dbg !571
  %45 = getelementptr inbounds i8, ptr %43, i64 %44, !dbg !571
  store ptr %45, ptr %30, align 8, !dbg !571, !tbaa !245
  %46 = load i64, ptr %31, align 8, !dbg !572, !tbaa !247
  %47 = add nsw i64 %46, %44, !dbg !572
  store i64 %47, ptr %31, align 8, !dbg !572, !tbaa !247
  %48 = sub nsw i64 %34, %44, !dbg !573
  store i64 %48, ptr %25, align 8, !dbg !573, !tbaa !219
  br label %60, !dbg !574

49:                                               ; preds = %33
  %50 = load i32, ptr %32, align 8, !dbg !575, !tbaa !251
  %51 = icmp eq i32 %50, 0, !dbg !576
  br i1 %51, label %55, label %52, !dbg !577

52:                                               ; preds = %49
  %53 = load i32, ptr %29, align 8, !dbg !562, !tbaa !254
  %54 = icmp eq i32 %53, 0, !dbg !578
  br i1 %54, label %63, label %55, !dbg !579

55:                                               ; preds = %52, %49
  %56 = tail call fastcc i32 @gz_fetch(ptr noundef nonnull %1), !dbg !580
  %57 = icmp eq i32 %56, -1, !dbg !581
  br i1 %57, label %123, label %58, !dbg !582

58:                                               ; preds = %55
  %59 = load i64, ptr %25, align 8, !dbg !583, !tbaa !219
  br label %60, !dbg !582

60:                                               ; preds = %58, %37
  %61 = phi i64 [ %59, %58 ], [ %48, %37 ], !dbg !583
  %62 = icmp eq i64 %61, 0, !dbg !584
  br i1 %62, label %63, label %33, !dbg !584, !llvm.loop !585

63:                                               ; preds = %52, %60
  %64 = icmp slt i32 %0, 0
  br i1 %64, label %123, label %67, !dbg !587

65:                                               ; preds = %24
  %66 = icmp slt i32 %0, 0, !dbg !588
  br i1 %66, label %123, label %67, !dbg !590

67:                                               ; preds = %63, %65
  %68 = load i32, ptr %1, align 8, !dbg !591, !tbaa !236
  %69 = icmp eq i32 %68, 0, !dbg !593
  br i1 %69, label %70, label %85, !dbg !594

70:                                               ; preds = %67
  store i32 1, ptr %1, align 8, !dbg !595, !tbaa !236
  %71 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !597
  %72 = load ptr, ptr %71, align 8, !dbg !597, !tbaa !598
  %73 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !599
  %74 = load i32, ptr %73, align 8, !dbg !599, !tbaa !298
  %75 = shl i32 %74, 1, !dbg !600
  %76 = zext i32 %75 to i64, !dbg !601
  %77 = getelementptr inbounds i8, ptr %72, i64 %76, !dbg !601
  %78 = getelementptr inbounds i8, ptr %77, i64 -1, !dbg !602
  %79 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !603
  store ptr %78, ptr %79, align 8, !dbg !604, !tbaa !245
  %80 = trunc i32 %0 to i8, !dbg !605
  store i8 %80, ptr %78, align 1, !dbg !606, !tbaa !481
  %81 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !607
  %82 = load i64, ptr %81, align 8, !dbg !608, !tbaa !247
  %83 = add nsw i64 %82, -1, !dbg !608
  store i64 %83, ptr %81, align 8, !dbg !608, !tbaa !247
  %84 = getelementptr inbounds i8, ptr %1, i64 92, !dbg !609
  store i32 0, ptr %84, align 4, !dbg !610, !tbaa !394
  br label %123, !dbg !611

85:                                               ; preds = %67
  %86 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !612
  %87 = load i32, ptr %86, align 8, !dbg !612, !tbaa !298
  %88 = shl i32 %87, 1, !dbg !614
  %89 = icmp eq i32 %68, %88, !dbg !615
  br i1 %89, label %90, label %91, !dbg !616

90:                                               ; preds = %85
  tail call void @gz_error(ptr noundef nonnull %1, i32 noundef -3, ptr noundef nonnull @.str.2) #12, !dbg !617
  br label %123, !dbg !619

91:                                               ; preds = %85
  %92 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !620
  %93 = load ptr, ptr %92, align 8, !dbg !620, !tbaa !245
  %94 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !621
  %95 = load ptr, ptr %94, align 8, !dbg !621, !tbaa !598
  %96 = icmp eq ptr %93, %95, !dbg !622
  br i1 %96, label %97, label %113, !dbg !623

97:                                               ; preds = %91
  %98 = zext i32 %68 to i64, !dbg !624
  %99 = getelementptr inbounds i8, ptr %95, i64 %98, !dbg !624
    #dbg_value(ptr %99, !528, !DIExpression(), !625)
  %100 = zext i32 %88 to i64, !dbg !626
  %101 = getelementptr inbounds i8, ptr %95, i64 %100, !dbg !626
    #dbg_value(ptr %101, !531, !DIExpression(), !625)
    #dbg_value(ptr %99, !528, !DIExpression(), !625)
  %102 = icmp ugt ptr %99, %93, !dbg !627
  br i1 %102, label %103, label %113, !dbg !628

103:                                              ; preds = %97, %103
  %104 = phi ptr [ %108, %103 ], [ %101, %97 ]
  %105 = phi ptr [ %106, %103 ], [ %99, %97 ]
    #dbg_value(ptr %104, !531, !DIExpression(), !625)
    #dbg_value(ptr %105, !528, !DIExpression(), !625)
  %106 = getelementptr inbounds i8, ptr %105, i64 -1, !dbg !629
    #dbg_value(ptr %106, !528, !DIExpression(), !625)
  %107 = load i8, ptr %106, align 1, !dbg !630, !tbaa !481
  %108 = getelementptr inbounds i8, ptr %104, i64 -1, !dbg !631
    #dbg_value(ptr %108, !531, !DIExpression(), !625)
  store i8 %107, ptr %108, align 1, !dbg !632, !tbaa !481
  %109 = load ptr, ptr %94, align 8, !dbg !633, !tbaa !598
  %110 = icmp ugt ptr %106, %109, !dbg !627
  br i1 %110, label %103, label %111, !dbg !628, !llvm.loop !634

111:                                              ; preds = %103
  %112 = load i32, ptr %1, align 8, !dbg !636, !tbaa !236
  br label %113, !dbg !637

113:                                              ; preds = %97, %111, %91
  %114 = phi ptr [ %93, %91 ], [ %101, %97 ], [ %108, %111 ], !dbg !638
  %115 = phi i32 [ %68, %91 ], [ %68, %97 ], [ %112, %111 ], !dbg !636
  %116 = add i32 %115, 1, !dbg !636
  store i32 %116, ptr %1, align 8, !dbg !636, !tbaa !236
  %117 = getelementptr inbounds i8, ptr %114, i64 -1, !dbg !638
  store ptr %117, ptr %92, align 8, !dbg !638, !tbaa !245
  %118 = trunc i32 %0 to i8, !dbg !639
  store i8 %118, ptr %117, align 1, !dbg !640, !tbaa !481
  %119 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !641
  %120 = load i64, ptr %119, align 8, !dbg !642, !tbaa !247
  %121 = add nsw i64 %120, -1, !dbg !642
  store i64 %121, ptr %119, align 8, !dbg !642, !tbaa !247
  %122 = getelementptr inbounds i8, ptr %1, i64 92, !dbg !643
  store i32 0, ptr %122, align 4, !dbg !644, !tbaa !394
  br label %123, !dbg !645

123:                                              ; preds = %55, %65, %63, %20, %4, %2, %113, %90, %70
  %124 = phi i32 [ %0, %70 ], [ -1, %90 ], [ %0, %113 ], [ -1, %2 ], [ -1, %4 ], [ -1, %20 ], [ -1, %63 ], [ -1, %65 ], [ -1, %55 ], !dbg !532
  ret i32 %124, !dbg !646
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_look(ptr noundef %0) unnamed_addr #0 !dbg !647 {
    #dbg_value(ptr %0, !649, !DIExpression(), !653)
  %2 = getelementptr inbounds i8, ptr %0, i64 136, !dbg !654
    #dbg_value(ptr %2, !650, !DIExpression(), !653)
  %3 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !655
  %4 = load i32, ptr %3, align 8, !dbg !655, !tbaa !298
  %5 = icmp eq i32 %4, 0, !dbg !657
  br i1 %5, label %6, label %28, !dbg !658

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %0, i64 44, !dbg !659
  %8 = load i32, ptr %7, align 4, !dbg !659, !tbaa !661
  %9 = zext i32 %8 to i64, !dbg !662
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #14, !dbg !663
  %11 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !664
  store ptr %10, ptr %11, align 8, !dbg !665, !tbaa !666
  %12 = shl i32 %8, 1, !dbg !667
  %13 = zext i32 %12 to i64, !dbg !668
  %14 = tail call noalias ptr @malloc(i64 noundef %13) #14, !dbg !669
  %15 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !670
  store ptr %14, ptr %15, align 8, !dbg !671, !tbaa !598
  %16 = icmp eq ptr %10, null, !dbg !672
  %17 = icmp eq ptr %14, null
  %18 = or i1 %16, %17, !dbg !674
  br i1 %18, label %19, label %20, !dbg !674

19:                                               ; preds = %6
  tail call void @free(ptr noundef %14) #12, !dbg !675
  tail call void @free(ptr noundef %10) #12, !dbg !677
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -4, ptr noundef nonnull @.str.5) #12, !dbg !678
  br label %84, !dbg !679

20:                                               ; preds = %6
  store i32 %8, ptr %3, align 8, !dbg !680, !tbaa !298
  %21 = getelementptr inbounds i8, ptr %0, i64 200, !dbg !681
  %22 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !682
  store i32 0, ptr %22, align 8, !dbg !683, !tbaa !254
  store ptr null, ptr %2, align 8, !dbg !684, !tbaa !685
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %21, i8 0, i64 24, i1 false), !dbg !686
  %23 = tail call i32 @inflateInit2_(ptr noundef nonnull %2, i32 noundef 31, ptr noundef nonnull @.str.7, i32 noundef 112) #12, !dbg !687
  %24 = icmp eq i32 %23, 0, !dbg !689
  br i1 %24, label %28, label %25, !dbg !690

25:                                               ; preds = %20
  %26 = load ptr, ptr %15, align 8, !dbg !691, !tbaa !598
  tail call void @free(ptr noundef %26) #12, !dbg !693
  %27 = load ptr, ptr %11, align 8, !dbg !694, !tbaa !666
  tail call void @free(ptr noundef %27) #12, !dbg !695
  store i32 0, ptr %3, align 8, !dbg !696, !tbaa !298
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -4, ptr noundef nonnull @.str.5) #12, !dbg !697
  br label %84, !dbg !698

28:                                               ; preds = %20, %1
  %29 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !699
  %30 = load i32, ptr %29, align 8, !dbg !699, !tbaa !701
  %31 = icmp eq i32 %30, -1, !dbg !702
  br i1 %31, label %36, label %32, !dbg !703

32:                                               ; preds = %28
  %33 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !704
  %34 = load i32, ptr %33, align 4, !dbg !704, !tbaa !705
  %35 = icmp eq i32 %34, 0, !dbg !706
  br i1 %35, label %36, label %43, !dbg !707

36:                                               ; preds = %32, %28
  %37 = tail call i32 @inflateReset(ptr noundef nonnull %2) #12, !dbg !708
  %38 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !710
  store i32 2, ptr %38, align 8, !dbg !711, !tbaa !294
  %39 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !712
  %40 = load i32, ptr %39, align 4, !dbg !712, !tbaa !705
  %41 = icmp ne i32 %40, -1, !dbg !713
  %42 = zext i1 %41 to i32, !dbg !713
  store i32 %42, ptr %39, align 4, !dbg !714, !tbaa !705
  store i32 0, ptr %29, align 8, !dbg !715, !tbaa !701
  br label %84, !dbg !716

43:                                               ; preds = %32
  %44 = tail call fastcc i32 @gz_avail(ptr noundef nonnull %0), !dbg !717
  %45 = icmp eq i32 %44, -1, !dbg !719
  br i1 %45, label %84, label %46, !dbg !720

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !721
  %48 = load i32, ptr %47, align 8, !dbg !721, !tbaa !723
  %49 = icmp eq i32 %48, 0, !dbg !724
  br i1 %49, label %84, label %50, !dbg !725

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !726
  %52 = load i32, ptr %51, align 4, !dbg !726, !tbaa !165
  %53 = icmp ne i32 %52, 0, !dbg !727
  %54 = icmp ult i32 %48, 4
  %55 = and i1 %54, %53, !dbg !728
  br i1 %55, label %84, label %56, !dbg !728

56:                                               ; preds = %50
  %57 = icmp ugt i32 %48, 3, !dbg !729
  %58 = load ptr, ptr %2, align 8, !dbg !731, !tbaa !732
  br i1 %57, label %59, label %77, !dbg !733

59:                                               ; preds = %56
  %60 = load i8, ptr %58, align 1, !dbg !734, !tbaa !481
  %61 = icmp eq i8 %60, 31, !dbg !735
  br i1 %61, label %62, label %77, !dbg !736

62:                                               ; preds = %59
  %63 = getelementptr inbounds i8, ptr %58, i64 1, !dbg !737
  %64 = load i8, ptr %63, align 1, !dbg !737, !tbaa !481
  %65 = icmp eq i8 %64, -117, !dbg !738
  br i1 %65, label %66, label %77, !dbg !739

66:                                               ; preds = %62
  %67 = getelementptr inbounds i8, ptr %58, i64 2, !dbg !740
  %68 = load i8, ptr %67, align 1, !dbg !740, !tbaa !481
  %69 = icmp eq i8 %68, 8, !dbg !741
  br i1 %69, label %70, label %77, !dbg !742

70:                                               ; preds = %66
  %71 = getelementptr inbounds i8, ptr %58, i64 3, !dbg !743
  %72 = load i8, ptr %71, align 1, !dbg !743, !tbaa !481
  %73 = icmp ult i8 %72, 32, !dbg !744
  br i1 %73, label %74, label %77, !dbg !745

74:                                               ; preds = %70
  %75 = tail call i32 @inflateReset(ptr noundef nonnull %2) #12, !dbg !746
  %76 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !748
  store i32 2, ptr %76, align 8, !dbg !749, !tbaa !294
  store i32 1, ptr %33, align 4, !dbg !750, !tbaa !705
  store i32 0, ptr %29, align 8, !dbg !751, !tbaa !701
  br label %84, !dbg !752

77:                                               ; preds = %70, %66, %62, %59, %56
  %78 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !753
  %79 = load ptr, ptr %78, align 8, !dbg !753, !tbaa !598
  %80 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !754
  store ptr %79, ptr %80, align 8, !dbg !755, !tbaa !245
  %81 = zext i32 %48 to i64, !dbg !756
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %79, ptr align 1 %58, i64 %81, i1 false), !dbg !757
  %82 = load i32, ptr %47, align 8, !dbg !758, !tbaa !723
  store i32 %82, ptr %0, align 8, !dbg !759, !tbaa !236
  store i32 0, ptr %47, align 8, !dbg !760, !tbaa !723
  %83 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !761
  store i32 1, ptr %83, align 8, !dbg !762, !tbaa !294
  br label %84, !dbg !763

84:                                               ; preds = %46, %50, %43, %77, %74, %36, %25, %19
  %85 = phi i32 [ -1, %19 ], [ -1, %25 ], [ 0, %36 ], [ 0, %74 ], [ 0, %77 ], [ -1, %43 ], [ 0, %50 ], [ 0, %46 ], !dbg !653
  ret i32 %85, !dbg !764
}

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @gzgets(ptr noundef %0, ptr noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !765 {
    #dbg_value(ptr %0, !769, !DIExpression(), !777)
    #dbg_value(ptr %1, !770, !DIExpression(), !777)
    #dbg_value(i32 %2, !771, !DIExpression(), !777)
  %4 = icmp eq ptr %0, null, !dbg !778
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5, !dbg !780
  %7 = icmp slt i32 %2, 1
  %8 = or i1 %6, %7, !dbg !780
  br i1 %8, label %107, label %9, !dbg !780

9:                                                ; preds = %3
    #dbg_value(ptr %0, !776, !DIExpression(), !777)
  %10 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !781
  %11 = load i32, ptr %10, align 8, !dbg !781, !tbaa !149
  %12 = icmp eq i32 %11, 7247, !dbg !783
  br i1 %12, label %13, label %107, !dbg !784

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !785
  %15 = load i32, ptr %14, align 8, !dbg !785, !tbaa !162
  switch i32 %15, label %16 [
    i32 0, label %20
    i32 -5, label %20
  ], !dbg !787

16:                                               ; preds = %13
  %17 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !788
  %18 = load i32, ptr %17, align 4, !dbg !788, !tbaa !165
  %19 = icmp eq i32 %18, 0, !dbg !789
  br i1 %19, label %107, label %20, !dbg !790

20:                                               ; preds = %13, %13, %16
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #12, !dbg !791
  %21 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !792
  %22 = load i64, ptr %21, align 8, !dbg !792, !tbaa !219
  %23 = icmp eq i64 %22, 0, !dbg !794
  br i1 %23, label %59, label %24, !dbg !795

24:                                               ; preds = %20
    #dbg_value(ptr %0, !222, !DIExpression(), !796)
  %25 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !798
  %26 = getelementptr inbounds i8, ptr %0, i64 8
  %27 = getelementptr inbounds i8, ptr %0, i64 16
  %28 = getelementptr inbounds i8, ptr %0, i64 88
  br label %29, !dbg !799

29:                                               ; preds = %56, %24
  %30 = phi i64 [ %57, %56 ], [ %22, %24 ]
  %31 = load i32, ptr %0, align 8, !dbg !800, !tbaa !236
  %32 = icmp eq i32 %31, 0, !dbg !801
  br i1 %32, label %45, label %33, !dbg !802

33:                                               ; preds = %29
  %34 = zext i32 %31 to i64, !dbg !803
  %35 = icmp slt i64 %30, %34, !dbg !804
  %36 = trunc i64 %30 to i32, !dbg !805
  %37 = select i1 %35, i32 %36, i32 %31, !dbg !805
    #dbg_value(i32 %37, !227, !DIExpression(), !796)
  %38 = sub i32 %31, %37, !dbg !806
  store i32 %38, ptr %0, align 8, !dbg !806, !tbaa !236
  %39 = load ptr, ptr %26, align 8, !dbg !807, !tbaa !245
  %40 = zext i32 %37 to i64, !dbg !807
  %41 = getelementptr inbounds i8, ptr %39, i64 %40, !dbg !807
  store ptr %41, ptr %26, align 8, !dbg !807, !tbaa !245
  %42 = load i64, ptr %27, align 8, !dbg !808, !tbaa !247
  %43 = add nsw i64 %42, %40, !dbg !808
  store i64 %43, ptr %27, align 8, !dbg !808, !tbaa !247
  %44 = sub nsw i64 %30, %40, !dbg !809
  store i64 %44, ptr %21, align 8, !dbg !809, !tbaa !219
  br label %56, !dbg !810

45:                                               ; preds = %29
  %46 = load i32, ptr %28, align 8, !dbg !811, !tbaa !251
  %47 = icmp eq i32 %46, 0, !dbg !812
  br i1 %47, label %51, label %48, !dbg !813

48:                                               ; preds = %45
  %49 = load i32, ptr %25, align 8, !dbg !798, !tbaa !254
  %50 = icmp eq i32 %49, 0, !dbg !814
  br i1 %50, label %59, label %51, !dbg !815

51:                                               ; preds = %48, %45
  %52 = tail call fastcc i32 @gz_fetch(ptr noundef nonnull %0), !dbg !816
  %53 = icmp eq i32 %52, -1, !dbg !817
  br i1 %53, label %107, label %54, !dbg !818

54:                                               ; preds = %51
  %55 = load i64, ptr %21, align 8, !dbg !819, !tbaa !219
  br label %56, !dbg !818

56:                                               ; preds = %54, %33
  %57 = phi i64 [ %55, %54 ], [ %44, %33 ], !dbg !819
  %58 = icmp eq i64 %57, 0, !dbg !820
  br i1 %58, label %59, label %29, !dbg !820, !llvm.loop !821

59:                                               ; preds = %56, %48, %20
    #dbg_value(ptr %1, !774, !DIExpression(), !777)
  %60 = add nsw i32 %2, -1, !dbg !823
    #dbg_value(i32 %60, !772, !DIExpression(), !777)
  %61 = icmp eq i32 %60, 0, !dbg !824
  br i1 %61, label %107, label %62, !dbg !826

62:                                               ; preds = %59
  %63 = getelementptr inbounds i8, ptr %0, i64 8
  %64 = getelementptr inbounds i8, ptr %0, i64 16
  %65 = load i32, ptr %0, align 8, !dbg !827, !tbaa !236
  br label %66, !dbg !830

66:                                               ; preds = %62, %79
  %67 = phi i32 [ %94, %79 ], [ %65, %62 ], !dbg !827
  %68 = phi i32 [ %99, %79 ], [ %60, %62 ], !dbg !777
  %69 = phi ptr [ %100, %79 ], [ %1, %62 ]
    #dbg_value(ptr %69, !770, !DIExpression(), !777)
    #dbg_value(i32 %68, !772, !DIExpression(), !777)
  %70 = icmp eq i32 %67, 0, !dbg !831
  br i1 %70, label %71, label %79, !dbg !832

71:                                               ; preds = %66
  %72 = tail call fastcc i32 @gz_fetch(ptr noundef nonnull %0), !dbg !833
  %73 = icmp eq i32 %72, -1, !dbg !834
  br i1 %73, label %103, label %74, !dbg !835

74:                                               ; preds = %71
  %75 = load i32, ptr %0, align 8, !dbg !836, !tbaa !236
  %76 = icmp eq i32 %75, 0, !dbg !838
  br i1 %76, label %77, label %79, !dbg !839

77:                                               ; preds = %74
  %78 = getelementptr inbounds i8, ptr %0, i64 92, !dbg !840
  store i32 1, ptr %78, align 4, !dbg !842, !tbaa !394
  br label %103, !dbg !843

79:                                               ; preds = %66, %74
  %80 = phi i32 [ %75, %74 ], [ %67, %66 ]
  %81 = tail call i32 @llvm.umin.i32(i32 %80, i32 %68), !dbg !844
    #dbg_value(i32 %81, !773, !DIExpression(), !777)
  %82 = load ptr, ptr %63, align 8, !dbg !845, !tbaa !245
  %83 = zext i32 %81 to i64, !dbg !846
  %84 = tail call ptr @memchr(ptr noundef %82, i32 noundef 10, i64 noundef %83) #15, !dbg !847
    #dbg_value(ptr %84, !775, !DIExpression(), !777)
  %85 = icmp eq ptr %84, null, !dbg !848
  %86 = ptrtoint ptr %84 to i64, !dbg !850
  %87 = ptrtoint ptr %82 to i64, !dbg !850
  %88 = sub i64 %86, %87, !dbg !850
  %89 = trunc i64 %88 to i32, !dbg !850
  %90 = add i32 %89, 1, !dbg !850
  %91 = select i1 %85, i32 %81, i32 %90, !dbg !850
    #dbg_value(i32 %91, !773, !DIExpression(), !777)
  %92 = zext i32 %91 to i64, !dbg !851
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %69, ptr align 1 %82, i64 %92, i1 false), !dbg !852
  %93 = load i32, ptr %0, align 8, !dbg !853, !tbaa !236
  %94 = sub i32 %93, %91, !dbg !853
  store i32 %94, ptr %0, align 8, !dbg !853, !tbaa !236
  %95 = load ptr, ptr %63, align 8, !dbg !854, !tbaa !245
  %96 = getelementptr inbounds i8, ptr %95, i64 %92, !dbg !854
  store ptr %96, ptr %63, align 8, !dbg !854, !tbaa !245
  %97 = load i64, ptr %64, align 8, !dbg !855, !tbaa !247
  %98 = add nsw i64 %97, %92, !dbg !855
  store i64 %98, ptr %64, align 8, !dbg !855, !tbaa !247
  %99 = sub i32 %68, %91, !dbg !856
    #dbg_value(i32 %99, !772, !DIExpression(), !777)
  %100 = getelementptr inbounds i8, ptr %69, i64 %92, !dbg !857
    #dbg_value(ptr %100, !770, !DIExpression(), !777)
  %101 = icmp ne i32 %99, 0, !dbg !858
  %102 = and i1 %85, %101, !dbg !859
  br i1 %102, label %66, label %103, !dbg !860, !llvm.loop !861

103:                                              ; preds = %79, %71, %77
  %104 = phi ptr [ %69, %77 ], [ %100, %79 ], [ %69, %71 ]
    #dbg_value(ptr %104, !770, !DIExpression(), !777)
  %105 = icmp eq ptr %104, %1, !dbg !863
  br i1 %105, label %107, label %106, !dbg !865

106:                                              ; preds = %103
  store i8 0, ptr %104, align 1, !dbg !866, !tbaa !481
  br label %107, !dbg !867

107:                                              ; preds = %51, %59, %103, %16, %9, %3, %106
  %108 = phi ptr [ %1, %106 ], [ null, %3 ], [ null, %9 ], [ null, %16 ], [ null, %103 ], [ null, %59 ], [ null, %51 ], !dbg !777
  ret ptr %108, !dbg !868
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_fetch(ptr noundef %0) unnamed_addr #0 !dbg !869 {
    #dbg_value(ptr %0, !871, !DIExpression(), !873)
    #dbg_value(ptr %0, !872, !DIExpression(DW_OP_plus_uconst, 136, DW_OP_stack_value), !873)
  %2 = getelementptr inbounds i8, ptr %0, i64 72
  %3 = getelementptr inbounds i8, ptr %0, i64 40
  %4 = getelementptr inbounds i8, ptr %0, i64 168
  %5 = getelementptr inbounds i8, ptr %0, i64 56
  %6 = getelementptr inbounds i8, ptr %0, i64 160
  %7 = getelementptr inbounds i8, ptr %0, i64 88
  %8 = getelementptr inbounds i8, ptr %0, i64 144
  br label %9, !dbg !874

9:                                                ; preds = %42, %1
  %10 = load i32, ptr %2, align 8, !dbg !875, !tbaa !294
  switch i32 %10, label %32 [
    i32 0, label %11
    i32 1, label %17
    i32 2, label %26
  ], !dbg !877

11:                                               ; preds = %9
  %12 = tail call fastcc i32 @gz_look(ptr noundef nonnull %0), !dbg !878
  %13 = icmp eq i32 %12, -1, !dbg !881
  br i1 %13, label %43, label %14, !dbg !882

14:                                               ; preds = %11
  %15 = load i32, ptr %2, align 8, !dbg !883, !tbaa !294
  %16 = icmp eq i32 %15, 0, !dbg !885
  br i1 %16, label %43, label %33, !dbg !886

17:                                               ; preds = %9
  %18 = load ptr, ptr %5, align 8, !dbg !887, !tbaa !598
  %19 = load i32, ptr %3, align 8, !dbg !889, !tbaa !298
  %20 = shl i32 %19, 1, !dbg !890
  %21 = tail call fastcc i32 @gz_load(ptr noundef nonnull %0, ptr noundef %18, i32 noundef %20, ptr noundef nonnull %0), !dbg !891
  %22 = icmp eq i32 %21, -1, !dbg !892
  br i1 %22, label %43, label %23, !dbg !893

23:                                               ; preds = %17
  %24 = load ptr, ptr %5, align 8, !dbg !894, !tbaa !598
  %25 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !895
  store ptr %24, ptr %25, align 8, !dbg !896, !tbaa !245
  br label %43, !dbg !897

26:                                               ; preds = %9
  %27 = load i32, ptr %3, align 8, !dbg !898, !tbaa !298
  %28 = shl i32 %27, 1, !dbg !899
  store i32 %28, ptr %4, align 8, !dbg !900, !tbaa !901
  %29 = load ptr, ptr %5, align 8, !dbg !902, !tbaa !598
  store ptr %29, ptr %6, align 8, !dbg !903, !tbaa !904
  %30 = tail call fastcc i32 @gz_decomp(ptr noundef nonnull %0), !dbg !905
  %31 = icmp eq i32 %30, -1, !dbg !907
  br i1 %31, label %43, label %33, !dbg !908

32:                                               ; preds = %9
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -2, ptr noundef nonnull @.str.8) #12, !dbg !909
  br label %43, !dbg !910

33:                                               ; preds = %14, %26
  %34 = load i32, ptr %0, align 8, !dbg !911, !tbaa !236
  %35 = icmp eq i32 %34, 0, !dbg !912
  br i1 %35, label %36, label %43, !dbg !913

36:                                               ; preds = %33
  %37 = load i32, ptr %7, align 8, !dbg !914, !tbaa !251
  %38 = icmp eq i32 %37, 0, !dbg !915
  br i1 %38, label %42, label %39, !dbg !916

39:                                               ; preds = %36
  %40 = load i32, ptr %8, align 8, !dbg !917, !tbaa !723
  %41 = icmp eq i32 %40, 0, !dbg !916
  br i1 %41, label %43, label %42, !dbg !918

42:                                               ; preds = %39, %36
  br label %9, !dbg !875, !llvm.loop !919

43:                                               ; preds = %39, %33, %26, %14, %11, %17, %32, %23
  %44 = phi i32 [ -1, %32 ], [ 0, %23 ], [ -1, %17 ], [ 0, %39 ], [ 0, %33 ], [ -1, %26 ], [ 0, %14 ], [ -1, %11 ], !dbg !873
  ret i32 %44, !dbg !921
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !922 ptr @memchr(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @gzdirect(ptr noundef %0) local_unnamed_addr #0 !dbg !927 {
    #dbg_value(ptr %0, !929, !DIExpression(), !931)
  %2 = icmp eq ptr %0, null, !dbg !932
  br i1 %2, label %21, label %3, !dbg !934

3:                                                ; preds = %1
    #dbg_value(ptr %0, !930, !DIExpression(), !931)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !935
  %5 = load i32, ptr %4, align 8, !dbg !935, !tbaa !149
  %6 = icmp eq i32 %5, 7247, !dbg !937
  br i1 %6, label %7, label %16, !dbg !938

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !939
  %9 = load i32, ptr %8, align 8, !dbg !939, !tbaa !294
  %10 = icmp eq i32 %9, 0, !dbg !940
  br i1 %10, label %11, label %16, !dbg !941

11:                                               ; preds = %7
  %12 = load i32, ptr %0, align 8, !dbg !942, !tbaa !236
  %13 = icmp eq i32 %12, 0, !dbg !943
  br i1 %13, label %14, label %16, !dbg !944

14:                                               ; preds = %11
  %15 = tail call fastcc i32 @gz_look(ptr noundef nonnull %0), !dbg !945
  br label %16, !dbg !946

16:                                               ; preds = %14, %11, %7, %3
  %17 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !947
  %18 = load i32, ptr %17, align 8, !dbg !947, !tbaa !701
  %19 = icmp eq i32 %18, 1, !dbg !948
  %20 = zext i1 %19 to i32, !dbg !948
  br label %21, !dbg !949

21:                                               ; preds = %1, %16
  %22 = phi i32 [ %20, %16 ], [ 0, %1 ], !dbg !931
  ret i32 %22, !dbg !950
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -5, 1) i32 @gzclose_r(ptr noundef %0) local_unnamed_addr #0 !dbg !951 {
    #dbg_value(ptr %0, !953, !DIExpression(), !957)
  %2 = icmp eq ptr %0, null, !dbg !958
  br i1 %2, label %30, label %3, !dbg !960

3:                                                ; preds = %1
    #dbg_value(ptr %0, !956, !DIExpression(), !957)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !961
  %5 = load i32, ptr %4, align 8, !dbg !961, !tbaa !149
  %6 = icmp eq i32 %5, 7247, !dbg !963
  br i1 %6, label %7, label %30, !dbg !964

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !965
  %9 = load i32, ptr %8, align 8, !dbg !965, !tbaa !298
  %10 = icmp eq i32 %9, 0, !dbg !967
  br i1 %10, label %18, label %11, !dbg !968

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 136, !dbg !969
  %13 = tail call i32 @inflateEnd(ptr noundef nonnull %12) #12, !dbg !971
  %14 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !972
  %15 = load ptr, ptr %14, align 8, !dbg !972, !tbaa !598
  tail call void @free(ptr noundef %15) #12, !dbg !973
  %16 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !974
  %17 = load ptr, ptr %16, align 8, !dbg !974, !tbaa !666
  tail call void @free(ptr noundef %17) #12, !dbg !975
  br label %18, !dbg !976

18:                                               ; preds = %11, %7
  %19 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !977
  %20 = load i32, ptr %19, align 8, !dbg !977, !tbaa !162
  %21 = icmp eq i32 %20, -5, !dbg !978
  %22 = select i1 %21, i32 -5, i32 0, !dbg !979
    #dbg_value(i32 %22, !955, !DIExpression(), !957)
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #12, !dbg !980
  %23 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !981
  %24 = load ptr, ptr %23, align 8, !dbg !981, !tbaa !982
  tail call void @free(ptr noundef %24) #12, !dbg !983
  %25 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !984
  %26 = load i32, ptr %25, align 4, !dbg !984, !tbaa !335
  %27 = tail call i32 @close(i32 noundef %26) #12, !dbg !985
    #dbg_value(i32 %27, !954, !DIExpression(), !957)
  tail call void @free(ptr noundef nonnull %0) #12, !dbg !986
  %28 = icmp eq i32 %27, 0, !dbg !987
  %29 = select i1 %28, i32 %22, i32 -1, !dbg !987
  br label %30, !dbg !988

30:                                               ; preds = %3, %1, %18
  %31 = phi i32 [ %29, %18 ], [ -2, %1 ], [ -2, %3 ], !dbg !957
  ret i32 %31, !dbg !989
}

declare !dbg !990 i32 @inflateEnd(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !993 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

declare !dbg !997 i32 @close(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_load(ptr noundef %0, ptr nocapture noundef %1, i32 noundef %2, ptr nocapture noundef %3) unnamed_addr #0 !dbg !314 {
    #dbg_value(ptr %0, !313, !DIExpression(), !1001)
    #dbg_value(ptr %1, !319, !DIExpression(), !1001)
    #dbg_value(i32 %2, !320, !DIExpression(), !1001)
    #dbg_value(ptr %3, !321, !DIExpression(), !1001)
    #dbg_value(i32 1073741824, !324, !DIExpression(), !1001)
  %5 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !1002
  store i32 0, ptr %5, align 4, !dbg !1003, !tbaa !165
  %6 = tail call ptr @__errno_location() #13, !dbg !1004
  store i32 0, ptr %6, align 4, !dbg !1005, !tbaa !191
  store i32 0, ptr %3, align 4, !dbg !1006, !tbaa !191
  %7 = getelementptr inbounds i8, ptr %0, i64 28
  br label %8, !dbg !1007

8:                                                ; preds = %19, %4
  %9 = phi i32 [ %21, %19 ], [ 0, %4 ], !dbg !1008
  %10 = sub i32 %2, %9, !dbg !1009
    #dbg_value(i32 %10, !323, !DIExpression(), !1001)
  %11 = tail call i32 @llvm.umin.i32(i32 %10, i32 1073741824), !dbg !1010
    #dbg_value(i32 %11, !323, !DIExpression(), !1001)
  %12 = load i32, ptr %7, align 4, !dbg !1011, !tbaa !335
  %13 = zext i32 %9 to i64, !dbg !1012
  %14 = getelementptr inbounds i8, ptr %1, i64 %13, !dbg !1012
  %15 = zext nneg i32 %11 to i64, !dbg !1013
  %16 = tail call i64 @read(i32 noundef %12, ptr noundef %14, i64 noundef %15) #12, !dbg !1014
  %17 = trunc i64 %16 to i32, !dbg !1015
    #dbg_value(i32 %17, !322, !DIExpression(), !1001)
  %18 = icmp slt i32 %17, 1, !dbg !1016
  br i1 %18, label %23, label %19, !dbg !1017

19:                                               ; preds = %8
  %20 = load i32, ptr %3, align 4, !dbg !1018, !tbaa !191
  %21 = add i32 %20, %17, !dbg !1018
  store i32 %21, ptr %3, align 4, !dbg !1018, !tbaa !191
  %22 = icmp ult i32 %21, %2, !dbg !1019
  br i1 %22, label %8, label %38, !dbg !1020, !llvm.loop !1021

23:                                               ; preds = %8
  %24 = icmp slt i32 %17, 0, !dbg !1023
  br i1 %24, label %25, label %36, !dbg !1024

25:                                               ; preds = %23
  %26 = load i32, ptr %6, align 4, !dbg !1025, !tbaa !191
  %27 = icmp eq i32 %26, 11, !dbg !1026
  br i1 %27, label %28, label %33, !dbg !1027

28:                                               ; preds = %25
  store i32 1, ptr %5, align 4, !dbg !1028, !tbaa !165
  %29 = load i32, ptr %3, align 4, !dbg !1029, !tbaa !191
  %30 = icmp eq i32 %29, 0, !dbg !1030
  br i1 %30, label %31, label %38, !dbg !1031

31:                                               ; preds = %28
  %32 = load i32, ptr %6, align 4, !dbg !1032, !tbaa !191
  br label %33, !dbg !1031

33:                                               ; preds = %31, %25
  %34 = phi i32 [ %32, %31 ], [ %26, %25 ], !dbg !1032
  %35 = tail call ptr @strerror(i32 noundef %34) #12, !dbg !1032
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -1, ptr noundef %35) #12, !dbg !1033
  br label %38, !dbg !1034

36:                                               ; preds = %23
  %37 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !1035
  store i32 1, ptr %37, align 8, !dbg !1036, !tbaa !251
  br label %38, !dbg !1037

38:                                               ; preds = %19, %36, %28, %33
  %39 = phi i32 [ -1, %33 ], [ 0, %28 ], [ 0, %36 ], [ 0, %19 ], !dbg !1001
  ret i32 %39, !dbg !1038
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_decomp(ptr noundef %0) unnamed_addr #0 !dbg !1039 {
    #dbg_value(ptr %0, !1041, !DIExpression(), !1045)
    #dbg_value(i32 0, !1042, !DIExpression(), !1045)
  %2 = getelementptr inbounds i8, ptr %0, i64 136, !dbg !1046
    #dbg_value(ptr %2, !1044, !DIExpression(), !1045)
  %3 = getelementptr inbounds i8, ptr %0, i64 168, !dbg !1047
  %4 = load i32, ptr %3, align 8, !dbg !1047, !tbaa !901
    #dbg_value(i32 %4, !1043, !DIExpression(), !1045)
  %5 = getelementptr inbounds i8, ptr %0, i64 144
  %6 = getelementptr inbounds i8, ptr %0, i64 68
  br label %7, !dbg !1048

7:                                                ; preds = %44, %1
  %8 = phi i32 [ 0, %1 ], [ %26, %44 ], !dbg !1045
    #dbg_value(i32 %8, !1042, !DIExpression(), !1045)
  %9 = load i32, ptr %5, align 8, !dbg !1049, !tbaa !723
  %10 = icmp eq i32 %9, 0, !dbg !1052
  br i1 %10, label %11, label %25, !dbg !1053

11:                                               ; preds = %7
  %12 = tail call fastcc i32 @gz_avail(ptr noundef nonnull %0), !dbg !1054
  %13 = icmp eq i32 %12, -1, !dbg !1055
  br i1 %13, label %14, label %17, !dbg !1056

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !1057
  %16 = load i32, ptr %15, align 8, !dbg !1057, !tbaa !162
    #dbg_value(i32 %16, !1042, !DIExpression(), !1045)
  br label %48, !dbg !1059

17:                                               ; preds = %11
  %18 = load i32, ptr %5, align 8, !dbg !1060, !tbaa !723
  %19 = icmp eq i32 %18, 0, !dbg !1062
  br i1 %19, label %20, label %25, !dbg !1063

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !1064
  %22 = load i32, ptr %21, align 4, !dbg !1064, !tbaa !165
  %23 = icmp eq i32 %22, 0, !dbg !1067
  br i1 %23, label %24, label %48, !dbg !1068

24:                                               ; preds = %20
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -5, ptr noundef nonnull @.str.3) #12, !dbg !1069
  br label %48, !dbg !1069

25:                                               ; preds = %7, %17
  %26 = tail call i32 @inflate(ptr noundef nonnull %2, i32 noundef 0) #12, !dbg !1070
    #dbg_value(i32 %26, !1042, !DIExpression(), !1045)
  %27 = load i32, ptr %3, align 8, !dbg !1071, !tbaa !901
  %28 = icmp ult i32 %27, %4, !dbg !1073
  br i1 %28, label %29, label %30, !dbg !1074

29:                                               ; preds = %25
  store i32 0, ptr %6, align 4, !dbg !1075, !tbaa !705
  br label %30, !dbg !1076

30:                                               ; preds = %29, %25
  switch i32 %26, label %44 [
    i32 -2, label %31
    i32 2, label %31
    i32 -4, label %32
    i32 -3, label %33
  ], !dbg !1077

31:                                               ; preds = %30, %30
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -2, ptr noundef nonnull @.str.4) #12, !dbg !1079
  br label %48, !dbg !1081

32:                                               ; preds = %30
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -4, ptr noundef nonnull @.str.5) #12, !dbg !1082
  br label %48, !dbg !1085

33:                                               ; preds = %30
  %34 = load i32, ptr %6, align 4, !dbg !1086, !tbaa !705
  %35 = icmp eq i32 %34, 1, !dbg !1090
  br i1 %35, label %36, label %39, !dbg !1091

36:                                               ; preds = %33
  store i32 0, ptr %5, align 8, !dbg !1092, !tbaa !723
  %37 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !1094
  store i32 1, ptr %37, align 8, !dbg !1095, !tbaa !251
  %38 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !1096
  store i32 0, ptr %38, align 8, !dbg !1097, !tbaa !294
    #dbg_value(i32 0, !1042, !DIExpression(), !1045)
  br label %48, !dbg !1098

39:                                               ; preds = %33
  %40 = getelementptr inbounds i8, ptr %0, i64 184, !dbg !1099
  %41 = load ptr, ptr %40, align 8, !dbg !1099, !tbaa !1100
  %42 = icmp eq ptr %41, null, !dbg !1101
  %43 = select i1 %42, ptr @.str.6, ptr %41, !dbg !1102
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -3, ptr noundef nonnull %43) #12, !dbg !1103
  br label %48, !dbg !1104

44:                                               ; preds = %30
  %45 = icmp ne i32 %27, 0, !dbg !1105
  %46 = icmp ne i32 %26, 1, !dbg !1106
  %47 = select i1 %45, i1 %46, i1 false, !dbg !1106
  br i1 %47, label %7, label %48, !dbg !1107, !llvm.loop !1108

48:                                               ; preds = %44, %20, %24, %39, %36, %32, %31, %14
  %49 = phi i32 [ %16, %14 ], [ %8, %20 ], [ %8, %24 ], [ %26, %31 ], [ -4, %32 ], [ 0, %36 ], [ -3, %39 ], [ %26, %44 ], !dbg !1045
    #dbg_value(i32 %49, !1042, !DIExpression(), !1045)
  %50 = load i32, ptr %3, align 8, !dbg !1110, !tbaa !901
  %51 = sub i32 %4, %50, !dbg !1111
  store i32 %51, ptr %0, align 8, !dbg !1112, !tbaa !236
  %52 = getelementptr inbounds i8, ptr %0, i64 160, !dbg !1113
  %53 = load ptr, ptr %52, align 8, !dbg !1113, !tbaa !904
  %54 = zext i32 %51 to i64, !dbg !1114
  %55 = sub nsw i64 0, %54, !dbg !1114
  %56 = getelementptr inbounds i8, ptr %53, i64 %55, !dbg !1114
  %57 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1115
  store ptr %56, ptr %57, align 8, !dbg !1116, !tbaa !245
  %58 = icmp eq i32 %49, 1, !dbg !1117
  br i1 %58, label %59, label %61, !dbg !1119

59:                                               ; preds = %48
  store i32 0, ptr %6, align 4, !dbg !1120, !tbaa !705
  %60 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !1122
  store i32 0, ptr %60, align 8, !dbg !1123, !tbaa !294
  br label %64, !dbg !1124

61:                                               ; preds = %48
  %62 = icmp ne i32 %49, 0, !dbg !1125
  %63 = sext i1 %62 to i32, !dbg !1126
  br label %64, !dbg !1127

64:                                               ; preds = %61, %59
  %65 = phi i32 [ 0, %59 ], [ %63, %61 ], !dbg !1045
  ret i32 %65, !dbg !1128
}

; Function Attrs: nofree
declare !dbg !1129 noundef i64 @read(i32 noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_avail(ptr noundef %0) unnamed_addr #0 !dbg !1134 {
    #dbg_value(ptr %0, !1136, !DIExpression(), !1150)
  %2 = getelementptr inbounds i8, ptr %0, i64 136, !dbg !1151
    #dbg_value(ptr %2, !1138, !DIExpression(), !1150)
  %3 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !1152
  %4 = load i32, ptr %3, align 8, !dbg !1152, !tbaa !162
  switch i32 %4, label %164 [
    i32 0, label %5
    i32 -5, label %5
  ], !dbg !1154

5:                                                ; preds = %1, %1
  %6 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !1155
  %7 = load i32, ptr %6, align 8, !dbg !1155, !tbaa !251
  %8 = icmp eq i32 %7, 0, !dbg !1156
  br i1 %8, label %9, label %164, !dbg !1157

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !1158
  %11 = load i32, ptr %10, align 8, !dbg !1158, !tbaa !723
  %12 = icmp eq i32 %11, 0, !dbg !1159
  br i1 %12, label %120, label %13, !dbg !1160

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1161
  %15 = load ptr, ptr %14, align 8, !dbg !1161, !tbaa !666
    #dbg_value(ptr %15, !1139, !DIExpression(), !1162)
  %16 = load ptr, ptr %2, align 8, !dbg !1163, !tbaa !732
    #dbg_value(ptr %16, !1144, !DIExpression(), !1162)
  %17 = icmp eq ptr %16, %15, !dbg !1164
  br i1 %17, label %120, label %18, !dbg !1165

18:                                               ; preds = %13
  %19 = ptrtoint ptr %16 to i64, !dbg !1164
  %20 = ptrtoint ptr %15 to i64, !dbg !1163
  %21 = zext i32 %11 to i64, !dbg !1166
  %22 = icmp ult i32 %11, 8, !dbg !1166
  %23 = sub i64 %20, %19, !dbg !1166
  %24 = icmp ult i64 %23, 32, !dbg !1166
  %25 = or i1 %22, %24, !dbg !1166
  br i1 %25, label %65, label %26, !dbg !1166

26:                                               ; preds = %18
  %27 = icmp ult i32 %11, 32, !dbg !1166
  br i1 %27, label %49, label %28, !dbg !1166

28:                                               ; preds = %26
  %29 = and i64 %21, 4294967264, !dbg !1166
  br label %30, !dbg !1166

30:                                               ; preds = %30, %28
  %31 = phi i64 [ 0, %28 ], [ %38, %30 ]
  %32 = getelementptr i8, ptr %15, i64 %31
  %33 = getelementptr i8, ptr %16, i64 %31
  %34 = getelementptr i8, ptr %33, i64 16, !dbg !1167
  %35 = load <16 x i8>, ptr %33, align 1, !dbg !1167, !tbaa !481
  %36 = load <16 x i8>, ptr %34, align 1, !dbg !1167, !tbaa !481
  %37 = getelementptr i8, ptr %32, i64 16, !dbg !1169
  store <16 x i8> %35, ptr %32, align 1, !dbg !1169, !tbaa !481
  store <16 x i8> %36, ptr %37, align 1, !dbg !1169, !tbaa !481
  %38 = add nuw i64 %31, 32
  %39 = icmp eq i64 %38, %29
  br i1 %39, label %40, label %30, !llvm.loop !1170

40:                                               ; preds = %30
  %41 = icmp eq i64 %29, %21, !dbg !1174
  br i1 %41, label %118, label %42, !dbg !1174

42:                                               ; preds = %40
  %43 = trunc nuw i64 %29 to i32, !dbg !1166
  %44 = sub i32 %11, %43, !dbg !1166
  %45 = getelementptr i8, ptr %16, i64 %29, !dbg !1166
  %46 = getelementptr i8, ptr %15, i64 %29, !dbg !1166
  %47 = and i64 %21, 24, !dbg !1166
  %48 = icmp eq i64 %47, 0, !dbg !1166
  br i1 %48, label %65, label %49, !dbg !1166

49:                                               ; preds = %26, %42
  %50 = phi i64 [ %29, %42 ], [ 0, %26 ]
  %51 = and i64 %21, 4294967288, !dbg !1166
  %52 = getelementptr i8, ptr %15, i64 %51, !dbg !1166
  %53 = getelementptr i8, ptr %16, i64 %51, !dbg !1166
  %54 = trunc nuw i64 %51 to i32, !dbg !1166
  %55 = sub i32 %11, %54, !dbg !1166
  br label %56, !dbg !1166

56:                                               ; preds = %56, %49
  %57 = phi i64 [ %50, %49 ], [ %61, %56 ]
  %58 = getelementptr i8, ptr %15, i64 %57
  %59 = getelementptr i8, ptr %16, i64 %57
  %60 = load <8 x i8>, ptr %59, align 1, !dbg !1167, !tbaa !481
  store <8 x i8> %60, ptr %58, align 1, !dbg !1169, !tbaa !481
  %61 = add nuw i64 %57, 8
  %62 = icmp eq i64 %61, %51
  br i1 %62, label %63, label %56, !llvm.loop !1175

63:                                               ; preds = %56
  %64 = icmp eq i64 %51, %21, !dbg !1174
  br i1 %64, label %118, label %65, !dbg !1174

65:                                               ; preds = %63, %18, %42
  %66 = phi ptr [ %15, %18 ], [ %46, %42 ], [ %52, %63 ]
  %67 = phi ptr [ %16, %18 ], [ %45, %42 ], [ %53, %63 ]
  %68 = phi i32 [ %11, %18 ], [ %44, %42 ], [ %55, %63 ]
  %69 = add i32 %68, -1, !dbg !1166
  %70 = and i32 %68, 7, !dbg !1166
  %71 = icmp eq i32 %70, 0, !dbg !1166
  br i1 %71, label %83, label %72, !dbg !1166

72:                                               ; preds = %65, %72
  %73 = phi ptr [ %79, %72 ], [ %66, %65 ], !dbg !1162
  %74 = phi ptr [ %77, %72 ], [ %67, %65 ], !dbg !1162
  %75 = phi i32 [ %80, %72 ], [ %68, %65 ], !dbg !1176
  %76 = phi i32 [ %81, %72 ], [ 0, %65 ]
    #dbg_value(i32 %75, !1147, !DIExpression(), !1176)
    #dbg_value(ptr %74, !1144, !DIExpression(), !1162)
    #dbg_value(ptr %73, !1139, !DIExpression(), !1162)
  %77 = getelementptr inbounds i8, ptr %74, i64 1, !dbg !1177
    #dbg_value(ptr %77, !1144, !DIExpression(), !1162)
  %78 = load i8, ptr %74, align 1, !dbg !1167, !tbaa !481
  %79 = getelementptr inbounds i8, ptr %73, i64 1, !dbg !1178
    #dbg_value(ptr %79, !1139, !DIExpression(), !1162)
  store i8 %78, ptr %73, align 1, !dbg !1169, !tbaa !481
  %80 = add i32 %75, -1, !dbg !1179
    #dbg_value(i32 %80, !1147, !DIExpression(), !1176)
  %81 = add i32 %76, 1, !dbg !1174
  %82 = icmp eq i32 %81, %70, !dbg !1174
  br i1 %82, label %83, label %72, !dbg !1174, !llvm.loop !1180

83:                                               ; preds = %72, %65
  %84 = phi ptr [ %66, %65 ], [ %79, %72 ]
  %85 = phi ptr [ %67, %65 ], [ %77, %72 ]
  %86 = phi i32 [ %68, %65 ], [ %80, %72 ]
  %87 = icmp ult i32 %69, 7, !dbg !1166
  br i1 %87, label %118, label %88, !dbg !1166

88:                                               ; preds = %83, %88
  %89 = phi ptr [ %115, %88 ], [ %84, %83 ], !dbg !1162
  %90 = phi ptr [ %113, %88 ], [ %85, %83 ], !dbg !1162
  %91 = phi i32 [ %116, %88 ], [ %86, %83 ], !dbg !1176
    #dbg_value(i32 %91, !1147, !DIExpression(), !1176)
    #dbg_value(ptr %90, !1144, !DIExpression(), !1162)
    #dbg_value(ptr %89, !1139, !DIExpression(), !1162)
  %92 = getelementptr inbounds i8, ptr %90, i64 1, !dbg !1177
    #dbg_value(ptr %92, !1144, !DIExpression(), !1162)
  %93 = load i8, ptr %90, align 1, !dbg !1167, !tbaa !481
  %94 = getelementptr inbounds i8, ptr %89, i64 1, !dbg !1178
    #dbg_value(ptr %94, !1139, !DIExpression(), !1162)
  store i8 %93, ptr %89, align 1, !dbg !1169, !tbaa !481
    #dbg_value(i32 %91, !1147, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1176)
  %95 = getelementptr inbounds i8, ptr %90, i64 2, !dbg !1177
    #dbg_value(ptr %95, !1144, !DIExpression(), !1162)
  %96 = load i8, ptr %92, align 1, !dbg !1167, !tbaa !481
  %97 = getelementptr inbounds i8, ptr %89, i64 2, !dbg !1178
    #dbg_value(ptr %97, !1139, !DIExpression(), !1162)
  store i8 %96, ptr %94, align 1, !dbg !1169, !tbaa !481
    #dbg_value(i32 %91, !1147, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !1176)
  %98 = getelementptr inbounds i8, ptr %90, i64 3, !dbg !1177
    #dbg_value(ptr %98, !1144, !DIExpression(), !1162)
  %99 = load i8, ptr %95, align 1, !dbg !1167, !tbaa !481
  %100 = getelementptr inbounds i8, ptr %89, i64 3, !dbg !1178
    #dbg_value(ptr %100, !1139, !DIExpression(), !1162)
  store i8 %99, ptr %97, align 1, !dbg !1169, !tbaa !481
    #dbg_value(i32 %91, !1147, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !1176)
  %101 = getelementptr inbounds i8, ptr %90, i64 4, !dbg !1177
    #dbg_value(ptr %101, !1144, !DIExpression(), !1162)
  %102 = load i8, ptr %98, align 1, !dbg !1167, !tbaa !481
  %103 = getelementptr inbounds i8, ptr %89, i64 4, !dbg !1178
    #dbg_value(ptr %103, !1139, !DIExpression(), !1162)
  store i8 %102, ptr %100, align 1, !dbg !1169, !tbaa !481
    #dbg_value(i32 %91, !1147, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value), !1176)
  %104 = getelementptr inbounds i8, ptr %90, i64 5, !dbg !1177
    #dbg_value(ptr %104, !1144, !DIExpression(), !1162)
  %105 = load i8, ptr %101, align 1, !dbg !1167, !tbaa !481
  %106 = getelementptr inbounds i8, ptr %89, i64 5, !dbg !1178
    #dbg_value(ptr %106, !1139, !DIExpression(), !1162)
  store i8 %105, ptr %103, align 1, !dbg !1169, !tbaa !481
    #dbg_value(i32 %91, !1147, !DIExpression(DW_OP_constu, 5, DW_OP_minus, DW_OP_stack_value), !1176)
  %107 = getelementptr inbounds i8, ptr %90, i64 6, !dbg !1177
    #dbg_value(ptr %107, !1144, !DIExpression(), !1162)
  %108 = load i8, ptr %104, align 1, !dbg !1167, !tbaa !481
  %109 = getelementptr inbounds i8, ptr %89, i64 6, !dbg !1178
    #dbg_value(ptr %109, !1139, !DIExpression(), !1162)
  store i8 %108, ptr %106, align 1, !dbg !1169, !tbaa !481
    #dbg_value(i32 %91, !1147, !DIExpression(DW_OP_constu, 6, DW_OP_minus, DW_OP_stack_value), !1176)
  %110 = getelementptr inbounds i8, ptr %90, i64 7, !dbg !1177
    #dbg_value(ptr %110, !1144, !DIExpression(), !1162)
  %111 = load i8, ptr %107, align 1, !dbg !1167, !tbaa !481
  %112 = getelementptr inbounds i8, ptr %89, i64 7, !dbg !1178
    #dbg_value(ptr %112, !1139, !DIExpression(), !1162)
  store i8 %111, ptr %109, align 1, !dbg !1169, !tbaa !481
    #dbg_value(i32 %91, !1147, !DIExpression(DW_OP_constu, 7, DW_OP_minus, DW_OP_stack_value), !1176)
  %113 = getelementptr inbounds i8, ptr %90, i64 8, !dbg !1177
    #dbg_value(ptr %113, !1144, !DIExpression(), !1162)
  %114 = load i8, ptr %110, align 1, !dbg !1167, !tbaa !481
  %115 = getelementptr inbounds i8, ptr %89, i64 8, !dbg !1178
    #dbg_value(ptr %115, !1139, !DIExpression(), !1162)
  store i8 %114, ptr %112, align 1, !dbg !1169, !tbaa !481
  %116 = add i32 %91, -8, !dbg !1179
    #dbg_value(i32 %116, !1147, !DIExpression(), !1176)
  %117 = icmp eq i32 %116, 0, !dbg !1174
  br i1 %117, label %118, label %88, !dbg !1174, !llvm.loop !1182

118:                                              ; preds = %83, %88, %63, %40
  %119 = load i32, ptr %10, align 8, !dbg !1183, !tbaa !723
  br label %120, !dbg !1185

120:                                              ; preds = %118, %13, %9
  %121 = phi i32 [ %119, %118 ], [ %11, %13 ], [ 0, %9 ], !dbg !1183
  %122 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1185
  %123 = load ptr, ptr %122, align 8, !dbg !1185, !tbaa !666
  %124 = zext i32 %121 to i64, !dbg !1186
  %125 = getelementptr inbounds i8, ptr %123, i64 %124, !dbg !1186
  %126 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1187
  %127 = load i32, ptr %126, align 8, !dbg !1187, !tbaa !298
  %128 = sub i32 %127, %121, !dbg !1188
    #dbg_value(ptr %0, !313, !DIExpression(), !1189)
    #dbg_value(ptr %125, !319, !DIExpression(), !1189)
    #dbg_value(i32 %128, !320, !DIExpression(), !1189)
    #dbg_value(ptr undef, !321, !DIExpression(), !1189)
    #dbg_value(i32 1073741824, !324, !DIExpression(), !1189)
  %129 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !1191
  store i32 0, ptr %129, align 4, !dbg !1192, !tbaa !165
  %130 = tail call ptr @__errno_location() #13, !dbg !1193
  store i32 0, ptr %130, align 4, !dbg !1194, !tbaa !191
    #dbg_value(i32 0, !1137, !DIExpression(), !1150)
  %131 = getelementptr inbounds i8, ptr %0, i64 28
  br label %132, !dbg !1195

132:                                              ; preds = %143, %120
  %133 = phi i32 [ 0, %120 ], [ %144, %143 ], !dbg !1189
    #dbg_value(i32 %133, !1137, !DIExpression(), !1150)
  %134 = sub i32 %128, %133, !dbg !1196
    #dbg_value(i32 %134, !323, !DIExpression(), !1189)
  %135 = tail call i32 @llvm.umin.i32(i32 %134, i32 1073741824), !dbg !1197
    #dbg_value(i32 %135, !323, !DIExpression(), !1189)
  %136 = load i32, ptr %131, align 4, !dbg !1198, !tbaa !335
  %137 = zext i32 %133 to i64, !dbg !1199
  %138 = getelementptr inbounds i8, ptr %125, i64 %137, !dbg !1199
  %139 = zext nneg i32 %135 to i64, !dbg !1200
  %140 = tail call i64 @read(i32 noundef %136, ptr noundef %138, i64 noundef %139) #12, !dbg !1201
  %141 = trunc i64 %140 to i32, !dbg !1202
    #dbg_value(i32 %141, !322, !DIExpression(), !1189)
  %142 = icmp slt i32 %141, 1, !dbg !1203
  br i1 %142, label %146, label %143, !dbg !1204

143:                                              ; preds = %132
  %144 = add i32 %133, %141, !dbg !1205
    #dbg_value(i32 %144, !1137, !DIExpression(), !1150)
  %145 = icmp ult i32 %144, %128, !dbg !1206
  br i1 %145, label %132, label %159, !dbg !1207, !llvm.loop !1208

146:                                              ; preds = %132
  %147 = icmp slt i32 %141, 0, !dbg !1210
  br i1 %147, label %148, label %155, !dbg !1211

148:                                              ; preds = %146
  %149 = load i32, ptr %130, align 4, !dbg !1212, !tbaa !191
  %150 = icmp eq i32 %149, 11, !dbg !1213
  br i1 %150, label %151, label %156, !dbg !1214

151:                                              ; preds = %148
  store i32 1, ptr %129, align 4, !dbg !1215, !tbaa !165
  %152 = icmp eq i32 %133, 0, !dbg !1216
  br i1 %152, label %153, label %159, !dbg !1217

153:                                              ; preds = %151
  %154 = load i32, ptr %130, align 4, !dbg !1218, !tbaa !191
  br label %156, !dbg !1217

155:                                              ; preds = %146
  store i32 1, ptr %6, align 8, !dbg !1219, !tbaa !251
  br label %159, !dbg !1220

156:                                              ; preds = %148, %153
  %157 = phi i32 [ %154, %153 ], [ %149, %148 ], !dbg !1218
  %158 = tail call ptr @strerror(i32 noundef %157) #12, !dbg !1218
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -1, ptr noundef %158) #12, !dbg !1221
    #dbg_value(i32 %133, !1137, !DIExpression(), !1150)
  br label %164, !dbg !1222

159:                                              ; preds = %143, %151, %155
  %160 = phi i32 [ %133, %155 ], [ %133, %151 ], [ %144, %143 ]
    #dbg_value(i32 %160, !1137, !DIExpression(), !1150)
  %161 = load i32, ptr %10, align 8, !dbg !1223, !tbaa !723
  %162 = add i32 %161, %160, !dbg !1223
  store i32 %162, ptr %10, align 8, !dbg !1223, !tbaa !723
  %163 = load ptr, ptr %122, align 8, !dbg !1224, !tbaa !666
  store ptr %163, ptr %2, align 8, !dbg !1225, !tbaa !732
  br label %164, !dbg !1226

164:                                              ; preds = %156, %5, %159, %1
  %165 = phi i32 [ -1, %1 ], [ -1, %156 ], [ 0, %159 ], [ 0, %5 ], !dbg !1150
  ret i32 %165, !dbg !1227
}

declare !dbg !1228 i32 @inflate(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !1231 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

declare !dbg !1234 i32 @inflateInit2_(ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !1237 i32 @inflateReset(ptr noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(none) }
attributes #14 = { nounwind allocsize(0) }
attributes #15 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!41}
!llvm.module.flags = !{!124, !125, !126, !127, !128, !129, !130}
!llvm.ident = !{!131}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 414, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/zlib/gzread.c", directory: ".", checksumkind: CSK_MD5, checksum: "95e3149f85a7719ee77abec15679b4a6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 31)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 459, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 33)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 544, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 195, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 23)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 206, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 39)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 210, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 14)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 222, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 22)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 115, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 6)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 272, type: !26, isLocal: true, isDefinition: true)
!41 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !42, globals: !123, splitDebugInlining: false, nameTableKind: None)
!42 = !{!43, !44, !66, !55, !58, !57, !69, !60}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_statep", file: !45, line: 204, baseType: !46)
!45 = !DIFile(filename: "src/zlib/gzguts.h", directory: ".", checksumkind: CSK_MD5, checksum: "225159533d12a8007b918ac74a1bc549")
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_state", file: !45, line: 203, baseType: !48)
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !45, line: 170, size: 1984, elements: !49)
!49 = !{!50, !65, !67, !68, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !48, file: !45, line: 172, baseType: !51, size: 192)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "gzFile_s", file: !52, line: 1956, size: 192, elements: !53)
!52 = !DIFile(filename: "src/zlib/zlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "068c260be35209fb8458428c461dc536")
!53 = !{!54, !56, !59}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "have", scope: !51, file: !52, line: 1957, baseType: !55, size: 32)
!55 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !51, file: !52, line: 1958, baseType: !57, size: 64, offset: 64)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !51, file: !52, line: 1959, baseType: !60, size: 64, offset: 128)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "off64_t", file: !61, line: 70, baseType: !62)
!61 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !63, line: 153, baseType: !64)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!64 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !48, file: !45, line: 177, baseType: !66, size: 32, offset: 192)
!66 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !48, file: !45, line: 178, baseType: !66, size: 32, offset: 224)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "path", scope: !48, file: !45, line: 179, baseType: !69, size: 64, offset: 256)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !48, file: !45, line: 180, baseType: !55, size: 32, offset: 320)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "want", scope: !48, file: !45, line: 181, baseType: !55, size: 32, offset: 352)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "in", scope: !48, file: !45, line: 182, baseType: !57, size: 64, offset: 384)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "out", scope: !48, file: !45, line: 183, baseType: !57, size: 64, offset: 448)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "direct", scope: !48, file: !45, line: 184, baseType: !66, size: 32, offset: 512)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "junk", scope: !48, file: !45, line: 186, baseType: !66, size: 32, offset: 544)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "how", scope: !48, file: !45, line: 187, baseType: !66, size: 32, offset: 576)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "again", scope: !48, file: !45, line: 188, baseType: !66, size: 32, offset: 608)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !48, file: !45, line: 189, baseType: !60, size: 64, offset: 640)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "eof", scope: !48, file: !45, line: 190, baseType: !66, size: 32, offset: 704)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "past", scope: !48, file: !45, line: 191, baseType: !66, size: 32, offset: 736)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !48, file: !45, line: 193, baseType: !66, size: 32, offset: 768)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "strategy", scope: !48, file: !45, line: 194, baseType: !66, size: 32, offset: 800)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "reset", scope: !48, file: !45, line: 195, baseType: !66, size: 32, offset: 832)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "skip", scope: !48, file: !45, line: 197, baseType: !60, size: 64, offset: 896)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "err", scope: !48, file: !45, line: 199, baseType: !66, size: 32, offset: 960)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !48, file: !45, line: 200, baseType: !69, size: 64, offset: 1024)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "strm", scope: !48, file: !45, line: 202, baseType: !88, size: 896, offset: 1088)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_stream", file: !52, line: 110, baseType: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "z_stream_s", file: !52, line: 90, size: 896, elements: !90)
!90 = !{!91, !96, !98, !101, !102, !103, !104, !105, !108, !114, !119, !120, !121, !122}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "next_in", scope: !89, file: !52, line: 91, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bytef", file: !94, line: 412, baseType: !95)
!94 = !DIFile(filename: "src/zlib/zconf.h", directory: ".", checksumkind: CSK_MD5, checksum: "fece7a941eb804d37ef0f6e3e74c1415")
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "Byte", file: !94, line: 403, baseType: !58)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in", scope: !89, file: !52, line: 92, baseType: !97, size: 32, offset: 64)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "uInt", file: !94, line: 405, baseType: !55)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "total_in", scope: !89, file: !52, line: 93, baseType: !99, size: 64, offset: 128)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "uLong", file: !94, line: 406, baseType: !100)
!100 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "next_out", scope: !89, file: !52, line: 95, baseType: !92, size: 64, offset: 192)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "avail_out", scope: !89, file: !52, line: 96, baseType: !97, size: 32, offset: 256)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "total_out", scope: !89, file: !52, line: 97, baseType: !99, size: 64, offset: 320)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !89, file: !52, line: 99, baseType: !69, size: 64, offset: 384)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !89, file: !52, line: 100, baseType: !106, size: 64, offset: 448)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DICompositeType(tag: DW_TAG_structure_type, name: "internal_state", file: !52, line: 88, flags: DIFlagFwdDecl)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "zalloc", scope: !89, file: !52, line: 102, baseType: !109, size: 64, offset: 512)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "alloc_func", file: !52, line: 85, baseType: !110)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DISubroutineType(types: !112)
!112 = !{!113, !113, !97, !97}
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "voidpf", file: !94, line: 421, baseType: !43)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "zfree", scope: !89, file: !52, line: 103, baseType: !115, size: 64, offset: 576)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "free_func", file: !52, line: 86, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DISubroutineType(types: !118)
!118 = !{null, !113, !113}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !89, file: !52, line: 104, baseType: !113, size: 64, offset: 640)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "data_type", scope: !89, file: !52, line: 106, baseType: !66, size: 32, offset: 704)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "adler", scope: !89, file: !52, line: 108, baseType: !99, size: 64, offset: 768)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "reserved", scope: !89, file: !52, line: 109, baseType: !99, size: 64, offset: 832)
!123 = !{!0, !7, !12, !14, !19, !24, !29, !34, !39}
!124 = !{i32 7, !"Dwarf Version", i32 5}
!125 = !{i32 2, !"Debug Info Version", i32 3}
!126 = !{i32 1, !"wchar_size", i32 4}
!127 = !{i32 8, !"PIC Level", i32 2}
!128 = !{i32 7, !"PIE Level", i32 2}
!129 = !{i32 7, !"uwtable", i32 2}
!130 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!131 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!132 = distinct !DISubprogram(name: "gzread", scope: !2, file: !2, line: 396, type: !133, scopeLine: 396, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !138)
!133 = !DISubroutineType(types: !134)
!134 = !{!66, !135, !137, !55}
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "gzFile", file: !52, line: 1354, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "voidp", file: !94, line: 422, baseType: !43)
!138 = !{!139, !140, !141, !142}
!139 = !DILocalVariable(name: "file", arg: 1, scope: !132, file: !2, line: 396, type: !135)
!140 = !DILocalVariable(name: "buf", arg: 2, scope: !132, file: !2, line: 396, type: !137)
!141 = !DILocalVariable(name: "len", arg: 3, scope: !132, file: !2, line: 396, type: !55)
!142 = !DILocalVariable(name: "state", scope: !132, file: !2, line: 397, type: !44)
!143 = !DILocation(line: 0, scope: !132)
!144 = !DILocation(line: 400, column: 14, scope: !145)
!145 = distinct !DILexicalBlock(scope: !132, file: !2, line: 400, column: 9)
!146 = !DILocation(line: 400, column: 9, scope: !132)
!147 = !DILocation(line: 403, column: 16, scope: !148)
!148 = distinct !DILexicalBlock(scope: !132, file: !2, line: 403, column: 9)
!149 = !{!150, !152, i64 24}
!150 = !{!"", !151, i64 0, !152, i64 24, !152, i64 28, !155, i64 32, !152, i64 40, !152, i64 44, !155, i64 48, !155, i64 56, !152, i64 64, !152, i64 68, !152, i64 72, !152, i64 76, !156, i64 80, !152, i64 88, !152, i64 92, !152, i64 96, !152, i64 100, !152, i64 104, !156, i64 112, !152, i64 120, !155, i64 128, !157, i64 136}
!151 = !{!"gzFile_s", !152, i64 0, !155, i64 8, !156, i64 16}
!152 = !{!"int", !153, i64 0}
!153 = !{!"omnipotent char", !154, i64 0}
!154 = !{!"Simple C/C++ TBAA"}
!155 = !{!"any pointer", !153, i64 0}
!156 = !{!"long", !153, i64 0}
!157 = !{!"z_stream_s", !155, i64 0, !152, i64 8, !156, i64 16, !155, i64 24, !152, i64 32, !156, i64 40, !155, i64 48, !155, i64 56, !155, i64 64, !155, i64 72, !155, i64 80, !152, i64 88, !156, i64 96, !156, i64 104}
!158 = !DILocation(line: 403, column: 21, scope: !148)
!159 = !DILocation(line: 403, column: 9, scope: !132)
!160 = !DILocation(line: 407, column: 16, scope: !161)
!161 = distinct !DILexicalBlock(scope: !132, file: !2, line: 407, column: 9)
!162 = !{!150, !152, i64 120}
!163 = !DILocation(line: 407, column: 28, scope: !161)
!164 = !DILocation(line: 407, column: 68, scope: !161)
!165 = !{!150, !152, i64 76}
!166 = !DILocation(line: 407, column: 61, scope: !161)
!167 = !DILocation(line: 407, column: 9, scope: !132)
!168 = !DILocation(line: 409, column: 5, scope: !132)
!169 = !DILocation(line: 413, column: 18, scope: !170)
!170 = distinct !DILexicalBlock(scope: !132, file: !2, line: 413, column: 9)
!171 = !DILocation(line: 413, column: 9, scope: !132)
!172 = !DILocation(line: 414, column: 9, scope: !173)
!173 = distinct !DILexicalBlock(scope: !170, file: !2, line: 413, column: 23)
!174 = !DILocation(line: 415, column: 9, scope: !173)
!175 = !DILocation(line: 419, column: 41, scope: !132)
!176 = !DILocation(line: 419, column: 21, scope: !132)
!177 = !DILocation(line: 419, column: 11, scope: !132)
!178 = !DILocation(line: 422, column: 13, scope: !179)
!179 = distinct !DILexicalBlock(scope: !132, file: !2, line: 422, column: 9)
!180 = !DILocation(line: 422, column: 9, scope: !132)
!181 = !DILocation(line: 423, column: 20, scope: !182)
!182 = distinct !DILexicalBlock(scope: !183, file: !2, line: 423, column: 13)
!183 = distinct !DILexicalBlock(scope: !179, file: !2, line: 422, column: 19)
!184 = !DILocation(line: 423, column: 32, scope: !182)
!185 = !DILocation(line: 425, column: 20, scope: !186)
!186 = distinct !DILexicalBlock(scope: !183, file: !2, line: 425, column: 13)
!187 = !DILocation(line: 425, column: 13, scope: !186)
!188 = !DILocation(line: 425, column: 13, scope: !183)
!189 = !DILocation(line: 429, column: 38, scope: !190)
!190 = distinct !DILexicalBlock(scope: !186, file: !2, line: 425, column: 27)
!191 = !{!152, !152, i64 0}
!192 = !DILocation(line: 429, column: 13, scope: !190)
!193 = !DILocation(line: 430, column: 13, scope: !190)
!194 = !DILocation(line: 436, column: 1, scope: !132)
!195 = !DISubprogram(name: "gz_error", scope: !45, file: !45, line: 207, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!196 = !DISubroutineType(types: !197)
!197 = !{null, !44, !66, !198}
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !199, size: 64)
!199 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!200 = distinct !DISubprogram(name: "gz_read", scope: !2, file: !2, line: 317, type: !201, scopeLine: 317, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !206)
!201 = !DISubroutineType(types: !202)
!202 = !{!203, !44, !137, !203}
!203 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_size_t", file: !94, line: 265, baseType: !204)
!204 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !205, line: 18, baseType: !100)
!205 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!206 = !{!207, !208, !209, !210, !211, !212}
!207 = !DILocalVariable(name: "state", arg: 1, scope: !200, file: !2, line: 317, type: !44)
!208 = !DILocalVariable(name: "buf", arg: 2, scope: !200, file: !2, line: 317, type: !137)
!209 = !DILocalVariable(name: "len", arg: 3, scope: !200, file: !2, line: 317, type: !203)
!210 = !DILocalVariable(name: "got", scope: !200, file: !2, line: 318, type: !203)
!211 = !DILocalVariable(name: "n", scope: !200, file: !2, line: 319, type: !55)
!212 = !DILocalVariable(name: "err", scope: !200, file: !2, line: 320, type: !66)
!213 = !DILocation(line: 0, scope: !200)
!214 = !DILocation(line: 323, column: 13, scope: !215)
!215 = distinct !DILexicalBlock(scope: !200, file: !2, line: 323, column: 9)
!216 = !DILocation(line: 323, column: 9, scope: !200)
!217 = !DILocation(line: 327, column: 16, scope: !218)
!218 = distinct !DILexicalBlock(scope: !200, file: !2, line: 327, column: 9)
!219 = !{!150, !156, i64 112}
!220 = !DILocation(line: 327, column: 9, scope: !218)
!221 = !DILocation(line: 327, column: 21, scope: !218)
!222 = !DILocalVariable(name: "state", arg: 1, scope: !223, file: !2, line: 281, type: !44)
!223 = distinct !DISubprogram(name: "gz_skip", scope: !2, file: !2, line: 281, type: !224, scopeLine: 281, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !226)
!224 = !DISubroutineType(types: !225)
!225 = !{!66, !44}
!226 = !{!222, !227}
!227 = !DILocalVariable(name: "n", scope: !223, file: !2, line: 282, type: !55)
!228 = !DILocation(line: 0, scope: !223, inlinedAt: !229)
!229 = distinct !DILocation(line: 327, column: 24, scope: !218)
!230 = !DILocation(line: 298, column: 44, scope: !231, inlinedAt: !229)
!231 = distinct !DILexicalBlock(scope: !232, file: !2, line: 298, column: 18)
!232 = distinct !DILexicalBlock(scope: !233, file: !2, line: 287, column: 13)
!233 = distinct !DILexicalBlock(scope: !223, file: !2, line: 285, column: 8)
!234 = !DILocation(line: 285, column: 5, scope: !223, inlinedAt: !229)
!235 = !DILocation(line: 287, column: 22, scope: !232, inlinedAt: !229)
!236 = !{!150, !152, i64 0}
!237 = !DILocation(line: 287, column: 13, scope: !232, inlinedAt: !229)
!238 = !DILocation(line: 287, column: 13, scope: !233, inlinedAt: !229)
!239 = !DILocation(line: 289, column: 17, scope: !240, inlinedAt: !229)
!240 = distinct !DILexicalBlock(scope: !232, file: !2, line: 287, column: 28)
!241 = !DILocation(line: 289, column: 42, scope: !240, inlinedAt: !229)
!242 = !DILocation(line: 288, column: 17, scope: !240, inlinedAt: !229)
!243 = !DILocation(line: 291, column: 27, scope: !240, inlinedAt: !229)
!244 = !DILocation(line: 292, column: 27, scope: !240, inlinedAt: !229)
!245 = !{!150, !155, i64 8}
!246 = !DILocation(line: 293, column: 26, scope: !240, inlinedAt: !229)
!247 = !{!150, !156, i64 16}
!248 = !DILocation(line: 294, column: 25, scope: !240, inlinedAt: !229)
!249 = !DILocation(line: 295, column: 9, scope: !240, inlinedAt: !229)
!250 = !DILocation(line: 298, column: 25, scope: !231, inlinedAt: !229)
!251 = !{!150, !152, i64 88}
!252 = !DILocation(line: 298, column: 18, scope: !231, inlinedAt: !229)
!253 = !DILocation(line: 298, column: 29, scope: !231, inlinedAt: !229)
!254 = !{!150, !152, i64 144}
!255 = !DILocation(line: 298, column: 53, scope: !231, inlinedAt: !229)
!256 = !DILocation(line: 298, column: 18, scope: !232, inlinedAt: !229)
!257 = !DILocation(line: 304, column: 17, scope: !258, inlinedAt: !229)
!258 = distinct !DILexicalBlock(scope: !259, file: !2, line: 304, column: 17)
!259 = distinct !DILexicalBlock(scope: !231, file: !2, line: 302, column: 14)
!260 = !DILocation(line: 304, column: 33, scope: !258, inlinedAt: !229)
!261 = !DILocation(line: 304, column: 17, scope: !259, inlinedAt: !229)
!262 = !DILocation(line: 307, column: 21, scope: !223, inlinedAt: !229)
!263 = !DILocation(line: 307, column: 5, scope: !233, inlinedAt: !229)
!264 = distinct !{!264, !234, !265, !266}
!265 = !DILocation(line: 307, column: 25, scope: !223, inlinedAt: !229)
!266 = !{!"llvm.loop.mustprogress"}
!267 = !DILocation(line: 352, column: 44, scope: !268)
!268 = distinct !DILexicalBlock(scope: !269, file: !2, line: 352, column: 18)
!269 = distinct !DILexicalBlock(scope: !270, file: !2, line: 340, column: 13)
!270 = distinct !DILexicalBlock(scope: !200, file: !2, line: 333, column: 8)
!271 = !DILocation(line: 333, column: 5, scope: !200)
!272 = !DILocation(line: 336, column: 13, scope: !270)
!273 = !DILocation(line: 340, column: 22, scope: !269)
!274 = !DILocation(line: 340, column: 13, scope: !269)
!275 = !DILocation(line: 340, column: 13, scope: !270)
!276 = !DILocation(line: 341, column: 17, scope: !277)
!277 = distinct !DILexicalBlock(scope: !269, file: !2, line: 340, column: 28)
!278 = !DILocation(line: 343, column: 34, scope: !277)
!279 = !DILocation(line: 343, column: 40, scope: !277)
!280 = !DILocation(line: 343, column: 13, scope: !277)
!281 = !DILocation(line: 344, column: 27, scope: !277)
!282 = !DILocation(line: 345, column: 27, scope: !277)
!283 = !DILocation(line: 346, column: 24, scope: !284)
!284 = distinct !DILexicalBlock(scope: !277, file: !2, line: 346, column: 17)
!285 = !DILocation(line: 346, column: 28, scope: !284)
!286 = !DILocation(line: 346, column: 17, scope: !277)
!287 = !DILocation(line: 352, column: 25, scope: !268)
!288 = !DILocation(line: 352, column: 18, scope: !268)
!289 = !DILocation(line: 352, column: 29, scope: !268)
!290 = !DILocation(line: 352, column: 53, scope: !268)
!291 = !DILocation(line: 352, column: 18, scope: !269)
!292 = !DILocation(line: 357, column: 25, scope: !293)
!293 = distinct !DILexicalBlock(scope: !268, file: !2, line: 357, column: 18)
!294 = !{!150, !152, i64 72}
!295 = !DILocation(line: 357, column: 29, scope: !293)
!296 = !DILocation(line: 357, column: 37, scope: !293)
!297 = !DILocation(line: 357, column: 52, scope: !293)
!298 = !{!150, !152, i64 40}
!299 = !DILocation(line: 357, column: 57, scope: !293)
!300 = !DILocation(line: 357, column: 42, scope: !293)
!301 = !DILocation(line: 357, column: 18, scope: !268)
!302 = !DILocation(line: 359, column: 17, scope: !303)
!303 = distinct !DILexicalBlock(scope: !304, file: !2, line: 359, column: 17)
!304 = distinct !DILexicalBlock(scope: !293, file: !2, line: 357, column: 64)
!305 = !DILocation(line: 359, column: 33, scope: !303)
!306 = !DILocation(line: 359, column: 39, scope: !303)
!307 = !DILocation(line: 359, column: 51, scope: !303)
!308 = !DILocation(line: 359, column: 56, scope: !303)
!309 = !DILocation(line: 359, column: 17, scope: !304)
!310 = !DILocation(line: 368, column: 29, scope: !311)
!311 = distinct !DILexicalBlock(scope: !293, file: !2, line: 368, column: 18)
!312 = !DILocation(line: 368, column: 18, scope: !293)
!313 = !DILocalVariable(name: "state", arg: 1, scope: !314, file: !2, line: 18, type: !44)
!314 = distinct !DISubprogram(name: "gz_load", scope: !2, file: !2, line: 18, type: !315, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !318)
!315 = !DISubroutineType(types: !316)
!316 = !{!66, !44, !57, !55, !317}
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!318 = !{!313, !319, !320, !321, !322, !323, !324}
!319 = !DILocalVariable(name: "buf", arg: 2, scope: !314, file: !2, line: 18, type: !57)
!320 = !DILocalVariable(name: "len", arg: 3, scope: !314, file: !2, line: 18, type: !55)
!321 = !DILocalVariable(name: "have", arg: 4, scope: !314, file: !2, line: 19, type: !317)
!322 = !DILocalVariable(name: "ret", scope: !314, file: !2, line: 20, type: !66)
!323 = !DILocalVariable(name: "get", scope: !314, file: !2, line: 21, type: !55)
!324 = !DILocalVariable(name: "max", scope: !314, file: !2, line: 21, type: !55)
!325 = !DILocation(line: 0, scope: !314, inlinedAt: !326)
!326 = distinct !DILocation(line: 369, column: 19, scope: !311)
!327 = !DILocation(line: 23, column: 18, scope: !314, inlinedAt: !326)
!328 = !DILocation(line: 24, column: 5, scope: !314, inlinedAt: !326)
!329 = !DILocation(line: 24, column: 11, scope: !314, inlinedAt: !326)
!330 = !DILocation(line: 26, column: 5, scope: !314, inlinedAt: !326)
!331 = !DILocation(line: 27, column: 19, scope: !332, inlinedAt: !326)
!332 = distinct !DILexicalBlock(scope: !314, file: !2, line: 26, column: 8)
!333 = !DILocation(line: 28, column: 13, scope: !332, inlinedAt: !326)
!334 = !DILocation(line: 30, column: 32, scope: !332, inlinedAt: !326)
!335 = !{!150, !152, i64 28}
!336 = !DILocation(line: 30, column: 40, scope: !332, inlinedAt: !326)
!337 = !DILocation(line: 30, column: 49, scope: !332, inlinedAt: !326)
!338 = !DILocation(line: 30, column: 20, scope: !332, inlinedAt: !326)
!339 = !DILocation(line: 30, column: 15, scope: !332, inlinedAt: !326)
!340 = !DILocation(line: 31, column: 17, scope: !341, inlinedAt: !326)
!341 = distinct !DILexicalBlock(scope: !332, file: !2, line: 31, column: 13)
!342 = !DILocation(line: 31, column: 13, scope: !332, inlinedAt: !326)
!343 = !DILocation(line: 33, column: 15, scope: !332, inlinedAt: !326)
!344 = !DILocation(line: 34, column: 20, scope: !314, inlinedAt: !326)
!345 = !DILocation(line: 34, column: 5, scope: !332, inlinedAt: !326)
!346 = distinct !{!346, !330, !347, !266}
!347 = !DILocation(line: 34, column: 25, scope: !314, inlinedAt: !326)
!348 = !DILocation(line: 35, column: 13, scope: !349, inlinedAt: !326)
!349 = distinct !DILexicalBlock(scope: !314, file: !2, line: 35, column: 9)
!350 = !DILocation(line: 35, column: 9, scope: !314, inlinedAt: !326)
!351 = !DILocation(line: 36, column: 13, scope: !352, inlinedAt: !326)
!352 = distinct !DILexicalBlock(scope: !353, file: !2, line: 36, column: 13)
!353 = distinct !DILexicalBlock(scope: !349, file: !2, line: 35, column: 18)
!354 = !DILocation(line: 36, column: 19, scope: !352, inlinedAt: !326)
!355 = !DILocation(line: 36, column: 29, scope: !352, inlinedAt: !326)
!356 = !DILocation(line: 37, column: 26, scope: !357, inlinedAt: !326)
!357 = distinct !DILexicalBlock(scope: !352, file: !2, line: 36, column: 54)
!358 = !DILocation(line: 38, column: 23, scope: !359, inlinedAt: !326)
!359 = distinct !DILexicalBlock(scope: !357, file: !2, line: 38, column: 17)
!360 = !DILocation(line: 38, column: 17, scope: !357, inlinedAt: !326)
!361 = !DILocation(line: 41, column: 34, scope: !353, inlinedAt: !326)
!362 = !DILocation(line: 41, column: 9, scope: !353, inlinedAt: !326)
!363 = !DILocation(line: 42, column: 9, scope: !353, inlinedAt: !326)
!364 = !DILocation(line: 45, column: 20, scope: !365, inlinedAt: !326)
!365 = distinct !DILexicalBlock(scope: !314, file: !2, line: 44, column: 9)
!366 = !DILocation(line: 45, column: 9, scope: !365, inlinedAt: !326)
!367 = !DILocation(line: 373, column: 35, scope: !368)
!368 = distinct !DILexicalBlock(scope: !311, file: !2, line: 372, column: 14)
!369 = !{!150, !152, i64 168}
!370 = !DILocation(line: 374, column: 34, scope: !368)
!371 = !{!150, !155, i64 160}
!372 = !DILocation(line: 375, column: 19, scope: !368)
!373 = !DILocation(line: 376, column: 26, scope: !368)
!374 = !DILocation(line: 377, column: 27, scope: !368)
!375 = !DILocation(line: 0, scope: !269)
!376 = !DILocation(line: 381, column: 16, scope: !270)
!377 = !DILocation(line: 381, column: 13, scope: !270)
!378 = !DILocation(line: 382, column: 27, scope: !270)
!379 = !DILocation(line: 383, column: 13, scope: !270)
!380 = !DILocation(line: 384, column: 22, scope: !270)
!381 = !DILocation(line: 385, column: 5, scope: !270)
!382 = !DILocation(line: 385, column: 14, scope: !200)
!383 = !DILocation(line: 385, column: 18, scope: !200)
!384 = distinct !{!384, !271, !385, !266}
!385 = !DILocation(line: 385, column: 25, scope: !200)
!386 = !DILocation(line: 388, column: 9, scope: !387)
!387 = distinct !DILexicalBlock(scope: !200, file: !2, line: 388, column: 9)
!388 = !DILocation(line: 388, column: 13, scope: !387)
!389 = !DILocation(line: 388, column: 23, scope: !387)
!390 = !DILocation(line: 388, column: 16, scope: !387)
!391 = !DILocation(line: 388, column: 9, scope: !200)
!392 = !DILocation(line: 389, column: 16, scope: !387)
!393 = !DILocation(line: 389, column: 21, scope: !387)
!394 = !{!150, !152, i64 92}
!395 = !DILocation(line: 389, column: 9, scope: !387)
!396 = !DILocation(line: 393, column: 1, scope: !200)
!397 = !DISubprogram(name: "strerror", scope: !398, file: !398, line: 419, type: !399, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!399 = !DISubroutineType(types: !400)
!400 = !{!69, !66}
!401 = !DISubprogram(name: "__errno_location", scope: !402, file: !402, line: 37, type: !403, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DIFile(filename: "/usr/include/errno.h", directory: "", checksumkind: CSK_MD5, checksum: "01c14bf4ab600a3884f5da68eb763170")
!403 = !DISubroutineType(types: !404)
!404 = !{!405}
!405 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!406 = distinct !DISubprogram(name: "gzfread", scope: !2, file: !2, line: 439, type: !407, scopeLine: 440, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !409)
!407 = !DISubroutineType(types: !408)
!408 = !{!203, !137, !203, !203, !135}
!409 = !{!410, !411, !412, !413, !414, !415}
!410 = !DILocalVariable(name: "buf", arg: 1, scope: !406, file: !2, line: 439, type: !137)
!411 = !DILocalVariable(name: "size", arg: 2, scope: !406, file: !2, line: 439, type: !203)
!412 = !DILocalVariable(name: "nitems", arg: 3, scope: !406, file: !2, line: 439, type: !203)
!413 = !DILocalVariable(name: "file", arg: 4, scope: !406, file: !2, line: 440, type: !135)
!414 = !DILocalVariable(name: "len", scope: !406, file: !2, line: 441, type: !203)
!415 = !DILocalVariable(name: "state", scope: !406, file: !2, line: 442, type: !44)
!416 = !DILocation(line: 0, scope: !406)
!417 = !DILocation(line: 445, column: 14, scope: !418)
!418 = distinct !DILexicalBlock(scope: !406, file: !2, line: 445, column: 9)
!419 = !DILocation(line: 445, column: 9, scope: !406)
!420 = !DILocation(line: 448, column: 16, scope: !421)
!421 = distinct !DILexicalBlock(scope: !406, file: !2, line: 448, column: 9)
!422 = !DILocation(line: 448, column: 21, scope: !421)
!423 = !DILocation(line: 448, column: 9, scope: !406)
!424 = !DILocation(line: 452, column: 16, scope: !425)
!425 = distinct !DILexicalBlock(scope: !406, file: !2, line: 452, column: 9)
!426 = !DILocation(line: 452, column: 28, scope: !425)
!427 = !DILocation(line: 452, column: 68, scope: !425)
!428 = !DILocation(line: 452, column: 61, scope: !425)
!429 = !DILocation(line: 452, column: 9, scope: !406)
!430 = !DILocation(line: 454, column: 5, scope: !406)
!431 = !DILocation(line: 457, column: 18, scope: !406)
!432 = !DILocation(line: 458, column: 9, scope: !433)
!433 = distinct !DILexicalBlock(scope: !406, file: !2, line: 458, column: 9)
!434 = !DILocation(line: 458, column: 14, scope: !433)
!435 = !DILocation(line: 458, column: 9, scope: !406)
!436 = !DILocation(line: 459, column: 9, scope: !437)
!437 = distinct !DILexicalBlock(scope: !433, file: !2, line: 458, column: 39)
!438 = !DILocation(line: 460, column: 9, scope: !437)
!439 = !DILocation(line: 464, column: 12, scope: !406)
!440 = !DILocation(line: 464, column: 18, scope: !406)
!441 = !DILocation(line: 464, column: 43, scope: !406)
!442 = !DILocation(line: 465, column: 1, scope: !406)
!443 = distinct !DISubprogram(name: "gzgetc", scope: !2, file: !2, line: 473, type: !444, scopeLine: 473, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !446)
!444 = !DISubroutineType(types: !445)
!445 = !{!66, !135}
!446 = !{!447, !448, !452}
!447 = !DILocalVariable(name: "file", arg: 1, scope: !443, file: !2, line: 473, type: !135)
!448 = !DILocalVariable(name: "buf", scope: !443, file: !2, line: 474, type: !449)
!449 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 8, elements: !450)
!450 = !{!451}
!451 = !DISubrange(count: 1)
!452 = !DILocalVariable(name: "state", scope: !443, file: !2, line: 475, type: !44)
!453 = distinct !DIAssignID()
!454 = !DILocation(line: 0, scope: !443)
!455 = !DILocation(line: 474, column: 5, scope: !443)
!456 = !DILocation(line: 478, column: 14, scope: !457)
!457 = distinct !DILexicalBlock(scope: !443, file: !2, line: 478, column: 9)
!458 = !DILocation(line: 478, column: 9, scope: !443)
!459 = !DILocation(line: 481, column: 16, scope: !460)
!460 = distinct !DILexicalBlock(scope: !443, file: !2, line: 481, column: 9)
!461 = !DILocation(line: 481, column: 21, scope: !460)
!462 = !DILocation(line: 481, column: 9, scope: !443)
!463 = !DILocation(line: 485, column: 16, scope: !464)
!464 = distinct !DILexicalBlock(scope: !443, file: !2, line: 485, column: 9)
!465 = !DILocation(line: 485, column: 28, scope: !464)
!466 = !DILocation(line: 485, column: 68, scope: !464)
!467 = !DILocation(line: 485, column: 61, scope: !464)
!468 = !DILocation(line: 485, column: 9, scope: !443)
!469 = !DILocation(line: 487, column: 5, scope: !443)
!470 = !DILocation(line: 490, column: 18, scope: !471)
!471 = distinct !DILexicalBlock(scope: !443, file: !2, line: 490, column: 9)
!472 = !DILocation(line: 490, column: 9, scope: !471)
!473 = !DILocation(line: 490, column: 9, scope: !443)
!474 = !DILocation(line: 491, column: 22, scope: !475)
!475 = distinct !DILexicalBlock(scope: !471, file: !2, line: 490, column: 24)
!476 = !DILocation(line: 492, column: 18, scope: !475)
!477 = !DILocation(line: 492, column: 21, scope: !475)
!478 = !DILocation(line: 493, column: 27, scope: !475)
!479 = !DILocation(line: 493, column: 32, scope: !475)
!480 = !DILocation(line: 493, column: 16, scope: !475)
!481 = !{!153, !153, i64 0}
!482 = !DILocation(line: 493, column: 9, scope: !475)
!483 = !DILocation(line: 497, column: 12, scope: !443)
!484 = !DILocation(line: 497, column: 35, scope: !443)
!485 = !DILocation(line: 497, column: 5, scope: !443)
!486 = !DILocation(line: 498, column: 1, scope: !443)
!487 = distinct !DISubprogram(name: "gzgetc_", scope: !2, file: !2, line: 500, type: !444, scopeLine: 500, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !488)
!488 = !{!489}
!489 = !DILocalVariable(name: "file", arg: 1, scope: !487, file: !2, line: 500, type: !135)
!490 = distinct !DIAssignID()
!491 = !DILocation(line: 0, scope: !487)
!492 = !DILocation(line: 0, scope: !443, inlinedAt: !493)
!493 = distinct !DILocation(line: 501, column: 12, scope: !487)
!494 = !DILocation(line: 474, column: 5, scope: !443, inlinedAt: !493)
!495 = !DILocation(line: 478, column: 14, scope: !457, inlinedAt: !493)
!496 = !DILocation(line: 478, column: 9, scope: !443, inlinedAt: !493)
!497 = !DILocation(line: 481, column: 16, scope: !460, inlinedAt: !493)
!498 = !DILocation(line: 481, column: 21, scope: !460, inlinedAt: !493)
!499 = !DILocation(line: 481, column: 9, scope: !443, inlinedAt: !493)
!500 = !DILocation(line: 485, column: 16, scope: !464, inlinedAt: !493)
!501 = !DILocation(line: 485, column: 28, scope: !464, inlinedAt: !493)
!502 = !DILocation(line: 485, column: 68, scope: !464, inlinedAt: !493)
!503 = !DILocation(line: 485, column: 61, scope: !464, inlinedAt: !493)
!504 = !DILocation(line: 485, column: 9, scope: !443, inlinedAt: !493)
!505 = !DILocation(line: 487, column: 5, scope: !443, inlinedAt: !493)
!506 = !DILocation(line: 490, column: 18, scope: !471, inlinedAt: !493)
!507 = !DILocation(line: 490, column: 9, scope: !471, inlinedAt: !493)
!508 = !DILocation(line: 490, column: 9, scope: !443, inlinedAt: !493)
!509 = !DILocation(line: 491, column: 22, scope: !475, inlinedAt: !493)
!510 = !DILocation(line: 492, column: 18, scope: !475, inlinedAt: !493)
!511 = !DILocation(line: 492, column: 21, scope: !475, inlinedAt: !493)
!512 = !DILocation(line: 493, column: 27, scope: !475, inlinedAt: !493)
!513 = !DILocation(line: 493, column: 32, scope: !475, inlinedAt: !493)
!514 = !DILocation(line: 493, column: 16, scope: !475, inlinedAt: !493)
!515 = !DILocation(line: 493, column: 9, scope: !475, inlinedAt: !493)
!516 = !DILocation(line: 497, column: 12, scope: !443, inlinedAt: !493)
!517 = !DILocation(line: 497, column: 35, scope: !443, inlinedAt: !493)
!518 = !DILocation(line: 497, column: 5, scope: !443, inlinedAt: !493)
!519 = !DILocation(line: 498, column: 1, scope: !443, inlinedAt: !493)
!520 = !DILocation(line: 501, column: 5, scope: !487)
!521 = distinct !DISubprogram(name: "gzungetc", scope: !2, file: !2, line: 505, type: !522, scopeLine: 505, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !524)
!522 = !DISubroutineType(types: !523)
!523 = !{!66, !66, !135}
!524 = !{!525, !526, !527, !528, !531}
!525 = !DILocalVariable(name: "c", arg: 1, scope: !521, file: !2, line: 505, type: !66)
!526 = !DILocalVariable(name: "file", arg: 2, scope: !521, file: !2, line: 505, type: !135)
!527 = !DILocalVariable(name: "state", scope: !521, file: !2, line: 506, type: !44)
!528 = !DILocalVariable(name: "src", scope: !529, file: !2, line: 550, type: !57)
!529 = distinct !DILexicalBlock(scope: !530, file: !2, line: 549, column: 38)
!530 = distinct !DILexicalBlock(scope: !521, file: !2, line: 549, column: 9)
!531 = !DILocalVariable(name: "dest", scope: !529, file: !2, line: 551, type: !57)
!532 = !DILocation(line: 0, scope: !521)
!533 = !DILocation(line: 509, column: 14, scope: !534)
!534 = distinct !DILexicalBlock(scope: !521, file: !2, line: 509, column: 9)
!535 = !DILocation(line: 509, column: 9, scope: !521)
!536 = !DILocation(line: 512, column: 16, scope: !537)
!537 = distinct !DILexicalBlock(scope: !521, file: !2, line: 512, column: 9)
!538 = !DILocation(line: 512, column: 21, scope: !537)
!539 = !DILocation(line: 512, column: 9, scope: !521)
!540 = !DILocation(line: 516, column: 16, scope: !541)
!541 = distinct !DILexicalBlock(scope: !521, file: !2, line: 516, column: 9)
!542 = !DILocation(line: 516, column: 20, scope: !541)
!543 = !DILocation(line: 516, column: 28, scope: !541)
!544 = !DILocation(line: 516, column: 40, scope: !541)
!545 = !DILocation(line: 516, column: 45, scope: !541)
!546 = !DILocation(line: 516, column: 9, scope: !521)
!547 = !DILocation(line: 517, column: 15, scope: !541)
!548 = !DILocation(line: 517, column: 9, scope: !541)
!549 = !DILocation(line: 520, column: 16, scope: !550)
!550 = distinct !DILexicalBlock(scope: !521, file: !2, line: 520, column: 9)
!551 = !DILocation(line: 520, column: 28, scope: !550)
!552 = !DILocation(line: 520, column: 68, scope: !550)
!553 = !DILocation(line: 520, column: 61, scope: !550)
!554 = !DILocation(line: 520, column: 9, scope: !521)
!555 = !DILocation(line: 522, column: 5, scope: !521)
!556 = !DILocation(line: 525, column: 16, scope: !557)
!557 = distinct !DILexicalBlock(scope: !521, file: !2, line: 525, column: 9)
!558 = !DILocation(line: 525, column: 9, scope: !557)
!559 = !DILocation(line: 525, column: 21, scope: !557)
!560 = !DILocation(line: 0, scope: !223, inlinedAt: !561)
!561 = distinct !DILocation(line: 525, column: 24, scope: !557)
!562 = !DILocation(line: 298, column: 44, scope: !231, inlinedAt: !561)
!563 = !DILocation(line: 285, column: 5, scope: !223, inlinedAt: !561)
!564 = !DILocation(line: 287, column: 22, scope: !232, inlinedAt: !561)
!565 = !DILocation(line: 287, column: 13, scope: !232, inlinedAt: !561)
!566 = !DILocation(line: 287, column: 13, scope: !233, inlinedAt: !561)
!567 = !DILocation(line: 289, column: 17, scope: !240, inlinedAt: !561)
!568 = !DILocation(line: 289, column: 42, scope: !240, inlinedAt: !561)
!569 = !DILocation(line: 288, column: 17, scope: !240, inlinedAt: !561)
!570 = !DILocation(line: 291, column: 27, scope: !240, inlinedAt: !561)
!571 = !DILocation(line: 292, column: 27, scope: !240, inlinedAt: !561)
!572 = !DILocation(line: 293, column: 26, scope: !240, inlinedAt: !561)
!573 = !DILocation(line: 294, column: 25, scope: !240, inlinedAt: !561)
!574 = !DILocation(line: 295, column: 9, scope: !240, inlinedAt: !561)
!575 = !DILocation(line: 298, column: 25, scope: !231, inlinedAt: !561)
!576 = !DILocation(line: 298, column: 18, scope: !231, inlinedAt: !561)
!577 = !DILocation(line: 298, column: 29, scope: !231, inlinedAt: !561)
!578 = !DILocation(line: 298, column: 53, scope: !231, inlinedAt: !561)
!579 = !DILocation(line: 298, column: 18, scope: !232, inlinedAt: !561)
!580 = !DILocation(line: 304, column: 17, scope: !258, inlinedAt: !561)
!581 = !DILocation(line: 304, column: 33, scope: !258, inlinedAt: !561)
!582 = !DILocation(line: 304, column: 17, scope: !259, inlinedAt: !561)
!583 = !DILocation(line: 307, column: 21, scope: !223, inlinedAt: !561)
!584 = !DILocation(line: 307, column: 5, scope: !233, inlinedAt: !561)
!585 = distinct !{!585, !563, !586, !266}
!586 = !DILocation(line: 307, column: 25, scope: !223, inlinedAt: !561)
!587 = !DILocation(line: 525, column: 9, scope: !521)
!588 = !DILocation(line: 529, column: 11, scope: !589)
!589 = distinct !DILexicalBlock(scope: !521, file: !2, line: 529, column: 9)
!590 = !DILocation(line: 529, column: 9, scope: !521)
!591 = !DILocation(line: 533, column: 18, scope: !592)
!592 = distinct !DILexicalBlock(scope: !521, file: !2, line: 533, column: 9)
!593 = !DILocation(line: 533, column: 23, scope: !592)
!594 = !DILocation(line: 533, column: 9, scope: !521)
!595 = !DILocation(line: 534, column: 23, scope: !596)
!596 = distinct !DILexicalBlock(scope: !592, file: !2, line: 533, column: 29)
!597 = !DILocation(line: 535, column: 32, scope: !596)
!598 = !{!150, !155, i64 56}
!599 = !DILocation(line: 535, column: 46, scope: !596)
!600 = !DILocation(line: 535, column: 51, scope: !596)
!601 = !DILocation(line: 535, column: 36, scope: !596)
!602 = !DILocation(line: 535, column: 57, scope: !596)
!603 = !DILocation(line: 535, column: 18, scope: !596)
!604 = !DILocation(line: 535, column: 23, scope: !596)
!605 = !DILocation(line: 536, column: 28, scope: !596)
!606 = !DILocation(line: 536, column: 26, scope: !596)
!607 = !DILocation(line: 537, column: 18, scope: !596)
!608 = !DILocation(line: 537, column: 21, scope: !596)
!609 = !DILocation(line: 538, column: 16, scope: !596)
!610 = !DILocation(line: 538, column: 21, scope: !596)
!611 = !DILocation(line: 539, column: 9, scope: !596)
!612 = !DILocation(line: 543, column: 34, scope: !613)
!613 = distinct !DILexicalBlock(scope: !521, file: !2, line: 543, column: 9)
!614 = !DILocation(line: 543, column: 39, scope: !613)
!615 = !DILocation(line: 543, column: 23, scope: !613)
!616 = !DILocation(line: 543, column: 9, scope: !521)
!617 = !DILocation(line: 544, column: 9, scope: !618)
!618 = distinct !DILexicalBlock(scope: !613, file: !2, line: 543, column: 46)
!619 = !DILocation(line: 545, column: 9, scope: !618)
!620 = !DILocation(line: 549, column: 18, scope: !530)
!621 = !DILocation(line: 549, column: 33, scope: !530)
!622 = !DILocation(line: 549, column: 23, scope: !530)
!623 = !DILocation(line: 549, column: 9, scope: !521)
!624 = !DILocation(line: 550, column: 41, scope: !529)
!625 = !DILocation(line: 0, scope: !529)
!626 = !DILocation(line: 551, column: 42, scope: !529)
!627 = !DILocation(line: 553, column: 20, scope: !529)
!628 = !DILocation(line: 553, column: 9, scope: !529)
!629 = !DILocation(line: 554, column: 24, scope: !529)
!630 = !DILocation(line: 554, column: 23, scope: !529)
!631 = !DILocation(line: 554, column: 14, scope: !529)
!632 = !DILocation(line: 554, column: 21, scope: !529)
!633 = !DILocation(line: 553, column: 29, scope: !529)
!634 = distinct !{!634, !628, !635, !266}
!635 = !DILocation(line: 554, column: 26, scope: !529)
!636 = !DILocation(line: 557, column: 18, scope: !521)
!637 = !DILocation(line: 555, column: 23, scope: !529)
!638 = !DILocation(line: 558, column: 18, scope: !521)
!639 = !DILocation(line: 559, column: 24, scope: !521)
!640 = !DILocation(line: 559, column: 22, scope: !521)
!641 = !DILocation(line: 560, column: 14, scope: !521)
!642 = !DILocation(line: 560, column: 17, scope: !521)
!643 = !DILocation(line: 561, column: 12, scope: !521)
!644 = !DILocation(line: 561, column: 17, scope: !521)
!645 = !DILocation(line: 562, column: 5, scope: !521)
!646 = !DILocation(line: 563, column: 1, scope: !521)
!647 = distinct !DISubprogram(name: "gz_look", scope: !2, file: !2, line: 93, type: !224, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !648)
!648 = !{!649, !650}
!649 = !DILocalVariable(name: "state", arg: 1, scope: !647, file: !2, line: 93, type: !44)
!650 = !DILocalVariable(name: "strm", scope: !647, file: !2, line: 94, type: !651)
!651 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_streamp", file: !52, line: 112, baseType: !652)
!652 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!653 = !DILocation(line: 0, scope: !647)
!654 = !DILocation(line: 94, column: 31, scope: !647)
!655 = !DILocation(line: 97, column: 16, scope: !656)
!656 = distinct !DILexicalBlock(scope: !647, file: !2, line: 97, column: 9)
!657 = !DILocation(line: 97, column: 21, scope: !656)
!658 = !DILocation(line: 97, column: 9, scope: !647)
!659 = !DILocation(line: 99, column: 52, scope: !660)
!660 = distinct !DILexicalBlock(scope: !656, file: !2, line: 97, column: 27)
!661 = !{!150, !152, i64 44}
!662 = !DILocation(line: 99, column: 45, scope: !660)
!663 = !DILocation(line: 99, column: 38, scope: !660)
!664 = !DILocation(line: 99, column: 16, scope: !660)
!665 = !DILocation(line: 99, column: 19, scope: !660)
!666 = !{!150, !155, i64 48}
!667 = !DILocation(line: 100, column: 58, scope: !660)
!668 = !DILocation(line: 100, column: 46, scope: !660)
!669 = !DILocation(line: 100, column: 39, scope: !660)
!670 = !DILocation(line: 100, column: 16, scope: !660)
!671 = !DILocation(line: 100, column: 20, scope: !660)
!672 = !DILocation(line: 101, column: 23, scope: !673)
!673 = distinct !DILexicalBlock(scope: !660, file: !2, line: 101, column: 13)
!674 = !DILocation(line: 101, column: 31, scope: !673)
!675 = !DILocation(line: 102, column: 13, scope: !676)
!676 = distinct !DILexicalBlock(scope: !673, file: !2, line: 101, column: 54)
!677 = !DILocation(line: 103, column: 13, scope: !676)
!678 = !DILocation(line: 104, column: 13, scope: !676)
!679 = !DILocation(line: 105, column: 13, scope: !676)
!680 = !DILocation(line: 107, column: 21, scope: !660)
!681 = !DILocation(line: 110, column: 21, scope: !660)
!682 = !DILocation(line: 113, column: 21, scope: !660)
!683 = !DILocation(line: 113, column: 30, scope: !660)
!684 = !DILocation(line: 114, column: 29, scope: !660)
!685 = !{!150, !155, i64 136}
!686 = !DILocation(line: 111, column: 27, scope: !660)
!687 = !DILocation(line: 115, column: 13, scope: !688)
!688 = distinct !DILexicalBlock(scope: !660, file: !2, line: 115, column: 13)
!689 = !DILocation(line: 115, column: 51, scope: !688)
!690 = !DILocation(line: 115, column: 13, scope: !660)
!691 = !DILocation(line: 116, column: 25, scope: !692)
!692 = distinct !DILexicalBlock(scope: !688, file: !2, line: 115, column: 60)
!693 = !DILocation(line: 116, column: 13, scope: !692)
!694 = !DILocation(line: 117, column: 25, scope: !692)
!695 = !DILocation(line: 117, column: 13, scope: !692)
!696 = !DILocation(line: 118, column: 25, scope: !692)
!697 = !DILocation(line: 119, column: 13, scope: !692)
!698 = !DILocation(line: 120, column: 13, scope: !692)
!699 = !DILocation(line: 127, column: 16, scope: !700)
!700 = distinct !DILexicalBlock(scope: !647, file: !2, line: 127, column: 9)
!701 = !{!150, !152, i64 64}
!702 = !DILocation(line: 127, column: 23, scope: !700)
!703 = !DILocation(line: 127, column: 29, scope: !700)
!704 = !DILocation(line: 127, column: 39, scope: !700)
!705 = !{!150, !152, i64 68}
!706 = !DILocation(line: 127, column: 44, scope: !700)
!707 = !DILocation(line: 127, column: 9, scope: !647)
!708 = !DILocation(line: 128, column: 9, scope: !709)
!709 = distinct !DILexicalBlock(scope: !700, file: !2, line: 127, column: 50)
!710 = !DILocation(line: 129, column: 16, scope: !709)
!711 = !DILocation(line: 129, column: 20, scope: !709)
!712 = !DILocation(line: 130, column: 30, scope: !709)
!713 = !DILocation(line: 130, column: 35, scope: !709)
!714 = !DILocation(line: 130, column: 21, scope: !709)
!715 = !DILocation(line: 131, column: 23, scope: !709)
!716 = !DILocation(line: 132, column: 9, scope: !709)
!717 = !DILocation(line: 141, column: 9, scope: !718)
!718 = distinct !DILexicalBlock(scope: !647, file: !2, line: 141, column: 9)
!719 = !DILocation(line: 141, column: 25, scope: !718)
!720 = !DILocation(line: 141, column: 9, scope: !647)
!721 = !DILocation(line: 143, column: 15, scope: !722)
!722 = distinct !DILexicalBlock(scope: !647, file: !2, line: 143, column: 9)
!723 = !{!157, !152, i64 8}
!724 = !DILocation(line: 143, column: 24, scope: !722)
!725 = !DILocation(line: 143, column: 29, scope: !722)
!726 = !DILocation(line: 143, column: 40, scope: !722)
!727 = !DILocation(line: 143, column: 33, scope: !722)
!728 = !DILocation(line: 143, column: 46, scope: !722)
!729 = !DILocation(line: 151, column: 24, scope: !730)
!730 = distinct !DILexicalBlock(scope: !647, file: !2, line: 151, column: 9)
!731 = !DILocation(line: 165, column: 33, scope: !647)
!732 = !{!157, !155, i64 0}
!733 = !DILocation(line: 151, column: 28, scope: !730)
!734 = !DILocation(line: 152, column: 13, scope: !730)
!735 = !DILocation(line: 152, column: 30, scope: !730)
!736 = !DILocation(line: 152, column: 36, scope: !730)
!737 = !DILocation(line: 152, column: 39, scope: !730)
!738 = !DILocation(line: 152, column: 56, scope: !730)
!739 = !DILocation(line: 152, column: 63, scope: !730)
!740 = !DILocation(line: 153, column: 13, scope: !730)
!741 = !DILocation(line: 153, column: 30, scope: !730)
!742 = !DILocation(line: 153, column: 35, scope: !730)
!743 = !DILocation(line: 153, column: 38, scope: !730)
!744 = !DILocation(line: 153, column: 55, scope: !730)
!745 = !DILocation(line: 151, column: 9, scope: !647)
!746 = !DILocation(line: 154, column: 9, scope: !747)
!747 = distinct !DILexicalBlock(scope: !730, file: !2, line: 153, column: 61)
!748 = !DILocation(line: 155, column: 16, scope: !747)
!749 = !DILocation(line: 155, column: 20, scope: !747)
!750 = !DILocation(line: 156, column: 21, scope: !747)
!751 = !DILocation(line: 157, column: 23, scope: !747)
!752 = !DILocation(line: 158, column: 9, scope: !747)
!753 = !DILocation(line: 164, column: 28, scope: !647)
!754 = !DILocation(line: 164, column: 14, scope: !647)
!755 = !DILocation(line: 164, column: 19, scope: !647)
!756 = !DILocation(line: 165, column: 42, scope: !647)
!757 = !DILocation(line: 165, column: 5, scope: !647)
!758 = !DILocation(line: 166, column: 27, scope: !647)
!759 = !DILocation(line: 166, column: 19, scope: !647)
!760 = !DILocation(line: 167, column: 20, scope: !647)
!761 = !DILocation(line: 168, column: 12, scope: !647)
!762 = !DILocation(line: 168, column: 16, scope: !647)
!763 = !DILocation(line: 169, column: 5, scope: !647)
!764 = !DILocation(line: 170, column: 1, scope: !647)
!765 = distinct !DISubprogram(name: "gzgets", scope: !2, file: !2, line: 566, type: !766, scopeLine: 566, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !768)
!766 = !DISubroutineType(types: !767)
!767 = !{!69, !135, !69, !66}
!768 = !{!769, !770, !771, !772, !773, !774, !775, !776}
!769 = !DILocalVariable(name: "file", arg: 1, scope: !765, file: !2, line: 566, type: !135)
!770 = !DILocalVariable(name: "buf", arg: 2, scope: !765, file: !2, line: 566, type: !69)
!771 = !DILocalVariable(name: "len", arg: 3, scope: !765, file: !2, line: 566, type: !66)
!772 = !DILocalVariable(name: "left", scope: !765, file: !2, line: 567, type: !55)
!773 = !DILocalVariable(name: "n", scope: !765, file: !2, line: 567, type: !55)
!774 = !DILocalVariable(name: "str", scope: !765, file: !2, line: 568, type: !69)
!775 = !DILocalVariable(name: "eol", scope: !765, file: !2, line: 569, type: !57)
!776 = !DILocalVariable(name: "state", scope: !765, file: !2, line: 570, type: !44)
!777 = !DILocation(line: 0, scope: !765)
!778 = !DILocation(line: 574, column: 14, scope: !779)
!779 = distinct !DILexicalBlock(scope: !765, file: !2, line: 574, column: 9)
!780 = !DILocation(line: 574, column: 22, scope: !779)
!781 = !DILocation(line: 577, column: 16, scope: !782)
!782 = distinct !DILexicalBlock(scope: !765, file: !2, line: 577, column: 9)
!783 = !DILocation(line: 577, column: 21, scope: !782)
!784 = !DILocation(line: 577, column: 9, scope: !765)
!785 = !DILocation(line: 581, column: 16, scope: !786)
!786 = distinct !DILexicalBlock(scope: !765, file: !2, line: 581, column: 9)
!787 = !DILocation(line: 581, column: 28, scope: !786)
!788 = !DILocation(line: 581, column: 68, scope: !786)
!789 = !DILocation(line: 581, column: 61, scope: !786)
!790 = !DILocation(line: 581, column: 9, scope: !765)
!791 = !DILocation(line: 583, column: 5, scope: !765)
!792 = !DILocation(line: 586, column: 16, scope: !793)
!793 = distinct !DILexicalBlock(scope: !765, file: !2, line: 586, column: 9)
!794 = !DILocation(line: 586, column: 9, scope: !793)
!795 = !DILocation(line: 586, column: 21, scope: !793)
!796 = !DILocation(line: 0, scope: !223, inlinedAt: !797)
!797 = distinct !DILocation(line: 586, column: 24, scope: !793)
!798 = !DILocation(line: 298, column: 44, scope: !231, inlinedAt: !797)
!799 = !DILocation(line: 285, column: 5, scope: !223, inlinedAt: !797)
!800 = !DILocation(line: 287, column: 22, scope: !232, inlinedAt: !797)
!801 = !DILocation(line: 287, column: 13, scope: !232, inlinedAt: !797)
!802 = !DILocation(line: 287, column: 13, scope: !233, inlinedAt: !797)
!803 = !DILocation(line: 289, column: 17, scope: !240, inlinedAt: !797)
!804 = !DILocation(line: 289, column: 42, scope: !240, inlinedAt: !797)
!805 = !DILocation(line: 288, column: 17, scope: !240, inlinedAt: !797)
!806 = !DILocation(line: 291, column: 27, scope: !240, inlinedAt: !797)
!807 = !DILocation(line: 292, column: 27, scope: !240, inlinedAt: !797)
!808 = !DILocation(line: 293, column: 26, scope: !240, inlinedAt: !797)
!809 = !DILocation(line: 294, column: 25, scope: !240, inlinedAt: !797)
!810 = !DILocation(line: 295, column: 9, scope: !240, inlinedAt: !797)
!811 = !DILocation(line: 298, column: 25, scope: !231, inlinedAt: !797)
!812 = !DILocation(line: 298, column: 18, scope: !231, inlinedAt: !797)
!813 = !DILocation(line: 298, column: 29, scope: !231, inlinedAt: !797)
!814 = !DILocation(line: 298, column: 53, scope: !231, inlinedAt: !797)
!815 = !DILocation(line: 298, column: 18, scope: !232, inlinedAt: !797)
!816 = !DILocation(line: 304, column: 17, scope: !258, inlinedAt: !797)
!817 = !DILocation(line: 304, column: 33, scope: !258, inlinedAt: !797)
!818 = !DILocation(line: 304, column: 17, scope: !259, inlinedAt: !797)
!819 = !DILocation(line: 307, column: 21, scope: !223, inlinedAt: !797)
!820 = !DILocation(line: 307, column: 5, scope: !233, inlinedAt: !797)
!821 = distinct !{!821, !799, !822, !266}
!822 = !DILocation(line: 307, column: 25, scope: !223, inlinedAt: !797)
!823 = !DILocation(line: 592, column: 26, scope: !765)
!824 = !DILocation(line: 593, column: 9, scope: !825)
!825 = distinct !DILexicalBlock(scope: !765, file: !2, line: 593, column: 9)
!826 = !DILocation(line: 593, column: 9, scope: !765)
!827 = !DILocation(line: 595, column: 22, scope: !828)
!828 = distinct !DILexicalBlock(scope: !829, file: !2, line: 595, column: 13)
!829 = distinct !DILexicalBlock(scope: !825, file: !2, line: 593, column: 18)
!830 = !DILocation(line: 593, column: 15, scope: !825)
!831 = !DILocation(line: 595, column: 27, scope: !828)
!832 = !DILocation(line: 595, column: 32, scope: !828)
!833 = !DILocation(line: 595, column: 35, scope: !828)
!834 = !DILocation(line: 595, column: 51, scope: !828)
!835 = !DILocation(line: 595, column: 13, scope: !829)
!836 = !DILocation(line: 597, column: 22, scope: !837)
!837 = distinct !DILexicalBlock(scope: !829, file: !2, line: 597, column: 13)
!838 = !DILocation(line: 597, column: 27, scope: !837)
!839 = !DILocation(line: 597, column: 13, scope: !829)
!840 = !DILocation(line: 598, column: 20, scope: !841)
!841 = distinct !DILexicalBlock(scope: !837, file: !2, line: 597, column: 33)
!842 = !DILocation(line: 598, column: 25, scope: !841)
!843 = !DILocation(line: 599, column: 13, scope: !841)
!844 = !DILocation(line: 603, column: 13, scope: !829)
!845 = !DILocation(line: 604, column: 48, scope: !829)
!846 = !DILocation(line: 604, column: 60, scope: !829)
!847 = !DILocation(line: 604, column: 32, scope: !829)
!848 = !DILocation(line: 605, column: 17, scope: !849)
!849 = distinct !DILexicalBlock(scope: !829, file: !2, line: 605, column: 13)
!850 = !DILocation(line: 605, column: 13, scope: !829)
!851 = !DILocation(line: 609, column: 36, scope: !829)
!852 = !DILocation(line: 609, column: 9, scope: !829)
!853 = !DILocation(line: 610, column: 23, scope: !829)
!854 = !DILocation(line: 611, column: 23, scope: !829)
!855 = !DILocation(line: 612, column: 22, scope: !829)
!856 = !DILocation(line: 613, column: 14, scope: !829)
!857 = !DILocation(line: 614, column: 13, scope: !829)
!858 = !DILocation(line: 615, column: 14, scope: !825)
!859 = !DILocation(line: 615, column: 19, scope: !825)
!860 = !DILocation(line: 615, column: 5, scope: !829)
!861 = distinct !{!861, !830, !862, !266}
!862 = !DILocation(line: 615, column: 33, scope: !825)
!863 = !DILocation(line: 620, column: 13, scope: !864)
!864 = distinct !DILexicalBlock(scope: !765, file: !2, line: 620, column: 9)
!865 = !DILocation(line: 620, column: 9, scope: !765)
!866 = !DILocation(line: 622, column: 12, scope: !765)
!867 = !DILocation(line: 623, column: 5, scope: !765)
!868 = !DILocation(line: 624, column: 1, scope: !765)
!869 = distinct !DISubprogram(name: "gz_fetch", scope: !2, file: !2, line: 248, type: !224, scopeLine: 248, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !870)
!870 = !{!871, !872}
!871 = !DILocalVariable(name: "state", arg: 1, scope: !869, file: !2, line: 248, type: !44)
!872 = !DILocalVariable(name: "strm", scope: !869, file: !2, line: 249, type: !651)
!873 = !DILocation(line: 0, scope: !869)
!874 = !DILocation(line: 251, column: 5, scope: !869)
!875 = !DILocation(line: 252, column: 23, scope: !876)
!876 = distinct !DILexicalBlock(scope: !869, file: !2, line: 251, column: 8)
!877 = !DILocation(line: 252, column: 9, scope: !876)
!878 = !DILocation(line: 254, column: 17, scope: !879)
!879 = distinct !DILexicalBlock(scope: !880, file: !2, line: 254, column: 17)
!880 = distinct !DILexicalBlock(scope: !876, file: !2, line: 252, column: 28)
!881 = !DILocation(line: 254, column: 32, scope: !879)
!882 = !DILocation(line: 254, column: 17, scope: !880)
!883 = !DILocation(line: 256, column: 24, scope: !884)
!884 = distinct !DILexicalBlock(scope: !880, file: !2, line: 256, column: 17)
!885 = !DILocation(line: 256, column: 28, scope: !884)
!886 = !DILocation(line: 256, column: 17, scope: !880)
!887 = !DILocation(line: 260, column: 39, scope: !888)
!888 = distinct !DILexicalBlock(scope: !880, file: !2, line: 260, column: 17)
!889 = !DILocation(line: 260, column: 51, scope: !888)
!890 = !DILocation(line: 260, column: 56, scope: !888)
!891 = !DILocation(line: 260, column: 17, scope: !888)
!892 = !DILocation(line: 261, column: 21, scope: !888)
!893 = !DILocation(line: 260, column: 17, scope: !880)
!894 = !DILocation(line: 263, column: 36, scope: !880)
!895 = !DILocation(line: 263, column: 22, scope: !880)
!896 = !DILocation(line: 263, column: 27, scope: !880)
!897 = !DILocation(line: 264, column: 13, scope: !880)
!898 = !DILocation(line: 266, column: 38, scope: !880)
!899 = !DILocation(line: 266, column: 43, scope: !880)
!900 = !DILocation(line: 266, column: 29, scope: !880)
!901 = !{!157, !152, i64 32}
!902 = !DILocation(line: 267, column: 37, scope: !880)
!903 = !DILocation(line: 267, column: 28, scope: !880)
!904 = !{!157, !155, i64 24}
!905 = !DILocation(line: 268, column: 17, scope: !906)
!906 = distinct !DILexicalBlock(scope: !880, file: !2, line: 268, column: 17)
!907 = !DILocation(line: 268, column: 34, scope: !906)
!908 = !DILocation(line: 268, column: 17, scope: !880)
!909 = !DILocation(line: 272, column: 13, scope: !880)
!910 = !DILocation(line: 273, column: 13, scope: !880)
!911 = !DILocation(line: 275, column: 23, scope: !869)
!912 = !DILocation(line: 275, column: 28, scope: !869)
!913 = !DILocation(line: 275, column: 33, scope: !869)
!914 = !DILocation(line: 275, column: 45, scope: !869)
!915 = !DILocation(line: 275, column: 38, scope: !869)
!916 = !DILocation(line: 275, column: 49, scope: !869)
!917 = !DILocation(line: 275, column: 58, scope: !869)
!918 = !DILocation(line: 275, column: 5, scope: !876)
!919 = distinct !{!919, !874, !920, !266}
!920 = !DILocation(line: 275, column: 67, scope: !869)
!921 = !DILocation(line: 277, column: 1, scope: !869)
!922 = !DISubprogram(name: "memchr", scope: !398, file: !398, line: 107, type: !923, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!923 = !DISubroutineType(types: !924)
!924 = !{!43, !925, !66, !204}
!925 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !926, size: 64)
!926 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!927 = distinct !DISubprogram(name: "gzdirect", scope: !2, file: !2, line: 627, type: !444, scopeLine: 627, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !928)
!928 = !{!929, !930}
!929 = !DILocalVariable(name: "file", arg: 1, scope: !927, file: !2, line: 627, type: !135)
!930 = !DILocalVariable(name: "state", scope: !927, file: !2, line: 628, type: !44)
!931 = !DILocation(line: 0, scope: !927)
!932 = !DILocation(line: 631, column: 14, scope: !933)
!933 = distinct !DILexicalBlock(scope: !927, file: !2, line: 631, column: 9)
!934 = !DILocation(line: 631, column: 9, scope: !927)
!935 = !DILocation(line: 637, column: 16, scope: !936)
!936 = distinct !DILexicalBlock(scope: !927, file: !2, line: 637, column: 9)
!937 = !DILocation(line: 637, column: 21, scope: !936)
!938 = !DILocation(line: 637, column: 32, scope: !936)
!939 = !DILocation(line: 637, column: 42, scope: !936)
!940 = !DILocation(line: 637, column: 46, scope: !936)
!941 = !DILocation(line: 637, column: 54, scope: !936)
!942 = !DILocation(line: 637, column: 66, scope: !936)
!943 = !DILocation(line: 637, column: 71, scope: !936)
!944 = !DILocation(line: 637, column: 9, scope: !927)
!945 = !DILocation(line: 638, column: 15, scope: !936)
!946 = !DILocation(line: 638, column: 9, scope: !936)
!947 = !DILocation(line: 641, column: 19, scope: !927)
!948 = !DILocation(line: 641, column: 26, scope: !927)
!949 = !DILocation(line: 641, column: 5, scope: !927)
!950 = !DILocation(line: 642, column: 1, scope: !927)
!951 = distinct !DISubprogram(name: "gzclose_r", scope: !2, file: !2, line: 645, type: !444, scopeLine: 645, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !952)
!952 = !{!953, !954, !955, !956}
!953 = !DILocalVariable(name: "file", arg: 1, scope: !951, file: !2, line: 645, type: !135)
!954 = !DILocalVariable(name: "ret", scope: !951, file: !2, line: 646, type: !66)
!955 = !DILocalVariable(name: "err", scope: !951, file: !2, line: 646, type: !66)
!956 = !DILocalVariable(name: "state", scope: !951, file: !2, line: 647, type: !44)
!957 = !DILocation(line: 0, scope: !951)
!958 = !DILocation(line: 650, column: 14, scope: !959)
!959 = distinct !DILexicalBlock(scope: !951, file: !2, line: 650, column: 9)
!960 = !DILocation(line: 650, column: 9, scope: !951)
!961 = !DILocation(line: 653, column: 16, scope: !962)
!962 = distinct !DILexicalBlock(scope: !951, file: !2, line: 653, column: 9)
!963 = !DILocation(line: 653, column: 21, scope: !962)
!964 = !DILocation(line: 653, column: 9, scope: !951)
!965 = !DILocation(line: 657, column: 16, scope: !966)
!966 = distinct !DILexicalBlock(scope: !951, file: !2, line: 657, column: 9)
!967 = !DILocation(line: 657, column: 9, scope: !966)
!968 = !DILocation(line: 657, column: 9, scope: !951)
!969 = !DILocation(line: 658, column: 29, scope: !970)
!970 = distinct !DILexicalBlock(scope: !966, file: !2, line: 657, column: 22)
!971 = !DILocation(line: 658, column: 9, scope: !970)
!972 = !DILocation(line: 659, column: 21, scope: !970)
!973 = !DILocation(line: 659, column: 9, scope: !970)
!974 = !DILocation(line: 660, column: 21, scope: !970)
!975 = !DILocation(line: 660, column: 9, scope: !970)
!976 = !DILocation(line: 661, column: 5, scope: !970)
!977 = !DILocation(line: 662, column: 18, scope: !951)
!978 = !DILocation(line: 662, column: 22, scope: !951)
!979 = !DILocation(line: 662, column: 11, scope: !951)
!980 = !DILocation(line: 663, column: 5, scope: !951)
!981 = !DILocation(line: 664, column: 17, scope: !951)
!982 = !{!150, !155, i64 32}
!983 = !DILocation(line: 664, column: 5, scope: !951)
!984 = !DILocation(line: 665, column: 24, scope: !951)
!985 = !DILocation(line: 665, column: 11, scope: !951)
!986 = !DILocation(line: 666, column: 5, scope: !951)
!987 = !DILocation(line: 667, column: 12, scope: !951)
!988 = !DILocation(line: 667, column: 5, scope: !951)
!989 = !DILocation(line: 668, column: 1, scope: !951)
!990 = !DISubprogram(name: "inflateEnd", scope: !52, file: !52, line: 525, type: !991, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!991 = !DISubroutineType(types: !992)
!992 = !{!66, !651}
!993 = !DISubprogram(name: "free", scope: !994, file: !994, line: 568, type: !995, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!994 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!995 = !DISubroutineType(types: !996)
!996 = !{null, !43}
!997 = !DISubprogram(name: "close", scope: !998, file: !998, line: 358, type: !999, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!998 = !DIFile(filename: "/usr/include/unistd.h", directory: "", checksumkind: CSK_MD5, checksum: "ed37c2e6f30ba31a8b41e4d70547c39c")
!999 = !DISubroutineType(types: !1000)
!1000 = !{!66, !66}
!1001 = !DILocation(line: 0, scope: !314)
!1002 = !DILocation(line: 23, column: 12, scope: !314)
!1003 = !DILocation(line: 23, column: 18, scope: !314)
!1004 = !DILocation(line: 24, column: 5, scope: !314)
!1005 = !DILocation(line: 24, column: 11, scope: !314)
!1006 = !DILocation(line: 25, column: 11, scope: !314)
!1007 = !DILocation(line: 26, column: 5, scope: !314)
!1008 = !DILocation(line: 27, column: 21, scope: !332)
!1009 = !DILocation(line: 27, column: 19, scope: !332)
!1010 = !DILocation(line: 28, column: 13, scope: !332)
!1011 = !DILocation(line: 30, column: 32, scope: !332)
!1012 = !DILocation(line: 30, column: 40, scope: !332)
!1013 = !DILocation(line: 30, column: 49, scope: !332)
!1014 = !DILocation(line: 30, column: 20, scope: !332)
!1015 = !DILocation(line: 30, column: 15, scope: !332)
!1016 = !DILocation(line: 31, column: 17, scope: !341)
!1017 = !DILocation(line: 31, column: 13, scope: !332)
!1018 = !DILocation(line: 33, column: 15, scope: !332)
!1019 = !DILocation(line: 34, column: 20, scope: !314)
!1020 = !DILocation(line: 34, column: 5, scope: !332)
!1021 = distinct !{!1021, !1007, !1022, !266}
!1022 = !DILocation(line: 34, column: 25, scope: !314)
!1023 = !DILocation(line: 35, column: 13, scope: !349)
!1024 = !DILocation(line: 35, column: 9, scope: !314)
!1025 = !DILocation(line: 36, column: 13, scope: !352)
!1026 = !DILocation(line: 36, column: 19, scope: !352)
!1027 = !DILocation(line: 36, column: 29, scope: !352)
!1028 = !DILocation(line: 37, column: 26, scope: !357)
!1029 = !DILocation(line: 38, column: 17, scope: !359)
!1030 = !DILocation(line: 38, column: 23, scope: !359)
!1031 = !DILocation(line: 38, column: 17, scope: !357)
!1032 = !DILocation(line: 41, column: 34, scope: !353)
!1033 = !DILocation(line: 41, column: 9, scope: !353)
!1034 = !DILocation(line: 42, column: 9, scope: !353)
!1035 = !DILocation(line: 45, column: 16, scope: !365)
!1036 = !DILocation(line: 45, column: 20, scope: !365)
!1037 = !DILocation(line: 45, column: 9, scope: !365)
!1038 = !DILocation(line: 47, column: 1, scope: !314)
!1039 = distinct !DISubprogram(name: "gz_decomp", scope: !2, file: !2, line: 180, type: !224, scopeLine: 180, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !1040)
!1040 = !{!1041, !1042, !1043, !1044}
!1041 = !DILocalVariable(name: "state", arg: 1, scope: !1039, file: !2, line: 180, type: !44)
!1042 = !DILocalVariable(name: "ret", scope: !1039, file: !2, line: 181, type: !66)
!1043 = !DILocalVariable(name: "had", scope: !1039, file: !2, line: 182, type: !55)
!1044 = !DILocalVariable(name: "strm", scope: !1039, file: !2, line: 183, type: !651)
!1045 = !DILocation(line: 0, scope: !1039)
!1046 = !DILocation(line: 183, column: 31, scope: !1039)
!1047 = !DILocation(line: 186, column: 17, scope: !1039)
!1048 = !DILocation(line: 187, column: 5, scope: !1039)
!1049 = !DILocation(line: 189, column: 19, scope: !1050)
!1050 = distinct !DILexicalBlock(scope: !1051, file: !2, line: 189, column: 13)
!1051 = distinct !DILexicalBlock(scope: !1039, file: !2, line: 187, column: 8)
!1052 = !DILocation(line: 189, column: 28, scope: !1050)
!1053 = !DILocation(line: 189, column: 33, scope: !1050)
!1054 = !DILocation(line: 189, column: 36, scope: !1050)
!1055 = !DILocation(line: 189, column: 52, scope: !1050)
!1056 = !DILocation(line: 189, column: 13, scope: !1051)
!1057 = !DILocation(line: 190, column: 26, scope: !1058)
!1058 = distinct !DILexicalBlock(scope: !1050, file: !2, line: 189, column: 59)
!1059 = !DILocation(line: 191, column: 13, scope: !1058)
!1060 = !DILocation(line: 193, column: 19, scope: !1061)
!1061 = distinct !DILexicalBlock(scope: !1051, file: !2, line: 193, column: 13)
!1062 = !DILocation(line: 193, column: 28, scope: !1061)
!1063 = !DILocation(line: 193, column: 13, scope: !1051)
!1064 = !DILocation(line: 194, column: 25, scope: !1065)
!1065 = distinct !DILexicalBlock(scope: !1066, file: !2, line: 194, column: 17)
!1066 = distinct !DILexicalBlock(scope: !1061, file: !2, line: 193, column: 34)
!1067 = !DILocation(line: 194, column: 18, scope: !1065)
!1068 = !DILocation(line: 194, column: 17, scope: !1066)
!1069 = !DILocation(line: 195, column: 17, scope: !1065)
!1070 = !DILocation(line: 200, column: 15, scope: !1051)
!1071 = !DILocation(line: 201, column: 19, scope: !1072)
!1072 = distinct !DILexicalBlock(scope: !1051, file: !2, line: 201, column: 13)
!1073 = !DILocation(line: 201, column: 29, scope: !1072)
!1074 = !DILocation(line: 201, column: 13, scope: !1051)
!1075 = !DILocation(line: 203, column: 25, scope: !1072)
!1076 = !DILocation(line: 203, column: 13, scope: !1072)
!1077 = !DILocation(line: 204, column: 35, scope: !1078)
!1078 = distinct !DILexicalBlock(scope: !1051, file: !2, line: 204, column: 13)
!1079 = !DILocation(line: 205, column: 13, scope: !1080)
!1080 = distinct !DILexicalBlock(scope: !1078, file: !2, line: 204, column: 58)
!1081 = !DILocation(line: 207, column: 13, scope: !1080)
!1082 = !DILocation(line: 210, column: 13, scope: !1083)
!1083 = distinct !DILexicalBlock(scope: !1084, file: !2, line: 209, column: 33)
!1084 = distinct !DILexicalBlock(scope: !1051, file: !2, line: 209, column: 13)
!1085 = !DILocation(line: 211, column: 13, scope: !1083)
!1086 = !DILocation(line: 214, column: 24, scope: !1087)
!1087 = distinct !DILexicalBlock(scope: !1088, file: !2, line: 214, column: 17)
!1088 = distinct !DILexicalBlock(scope: !1089, file: !2, line: 213, column: 34)
!1089 = distinct !DILexicalBlock(scope: !1051, file: !2, line: 213, column: 13)
!1090 = !DILocation(line: 214, column: 29, scope: !1087)
!1091 = !DILocation(line: 214, column: 17, scope: !1088)
!1092 = !DILocation(line: 215, column: 32, scope: !1093)
!1093 = distinct !DILexicalBlock(scope: !1087, file: !2, line: 214, column: 35)
!1094 = !DILocation(line: 216, column: 24, scope: !1093)
!1095 = !DILocation(line: 216, column: 28, scope: !1093)
!1096 = !DILocation(line: 217, column: 24, scope: !1093)
!1097 = !DILocation(line: 217, column: 28, scope: !1093)
!1098 = !DILocation(line: 219, column: 17, scope: !1093)
!1099 = !DILocation(line: 222, column: 28, scope: !1088)
!1100 = !{!157, !155, i64 48}
!1101 = !DILocation(line: 222, column: 32, scope: !1088)
!1102 = !DILocation(line: 222, column: 22, scope: !1088)
!1103 = !DILocation(line: 221, column: 13, scope: !1088)
!1104 = !DILocation(line: 223, column: 13, scope: !1088)
!1105 = !DILocation(line: 225, column: 14, scope: !1039)
!1106 = !DILocation(line: 225, column: 30, scope: !1039)
!1107 = !DILocation(line: 225, column: 5, scope: !1051)
!1108 = distinct !{!1108, !1048, !1109, !266}
!1109 = !DILocation(line: 225, column: 52, scope: !1039)
!1110 = !DILocation(line: 228, column: 33, scope: !1039)
!1111 = !DILocation(line: 228, column: 25, scope: !1039)
!1112 = !DILocation(line: 228, column: 19, scope: !1039)
!1113 = !DILocation(line: 229, column: 27, scope: !1039)
!1114 = !DILocation(line: 229, column: 36, scope: !1039)
!1115 = !DILocation(line: 229, column: 14, scope: !1039)
!1116 = !DILocation(line: 229, column: 19, scope: !1039)
!1117 = !DILocation(line: 232, column: 13, scope: !1118)
!1118 = distinct !DILexicalBlock(scope: !1039, file: !2, line: 232, column: 9)
!1119 = !DILocation(line: 232, column: 9, scope: !1039)
!1120 = !DILocation(line: 233, column: 21, scope: !1121)
!1121 = distinct !DILexicalBlock(scope: !1118, file: !2, line: 232, column: 30)
!1122 = !DILocation(line: 234, column: 16, scope: !1121)
!1123 = !DILocation(line: 234, column: 20, scope: !1121)
!1124 = !DILocation(line: 235, column: 9, scope: !1121)
!1125 = !DILocation(line: 239, column: 16, scope: !1039)
!1126 = !DILocation(line: 239, column: 12, scope: !1039)
!1127 = !DILocation(line: 239, column: 5, scope: !1039)
!1128 = !DILocation(line: 240, column: 1, scope: !1039)
!1129 = !DISubprogram(name: "read", scope: !998, file: !998, line: 371, type: !1130, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1130 = !DISubroutineType(types: !1131)
!1131 = !{!1132, !66, !43, !204}
!1132 = !DIDerivedType(tag: DW_TAG_typedef, name: "ssize_t", file: !61, line: 77, baseType: !1133)
!1133 = !DIDerivedType(tag: DW_TAG_typedef, name: "__ssize_t", file: !63, line: 194, baseType: !64)
!1134 = distinct !DISubprogram(name: "gz_avail", scope: !2, file: !2, line: 56, type: !224, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !1135)
!1135 = !{!1136, !1137, !1138, !1139, !1144, !1147}
!1136 = !DILocalVariable(name: "state", arg: 1, scope: !1134, file: !2, line: 56, type: !44)
!1137 = !DILocalVariable(name: "got", scope: !1134, file: !2, line: 57, type: !55)
!1138 = !DILocalVariable(name: "strm", scope: !1134, file: !2, line: 58, type: !651)
!1139 = !DILocalVariable(name: "p", scope: !1140, file: !2, line: 64, type: !57)
!1140 = distinct !DILexicalBlock(scope: !1141, file: !2, line: 63, column: 29)
!1141 = distinct !DILexicalBlock(scope: !1142, file: !2, line: 63, column: 13)
!1142 = distinct !DILexicalBlock(scope: !1143, file: !2, line: 62, column: 26)
!1143 = distinct !DILexicalBlock(scope: !1134, file: !2, line: 62, column: 9)
!1144 = !DILocalVariable(name: "q", scope: !1140, file: !2, line: 65, type: !1145)
!1145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1146, size: 64)
!1146 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !58)
!1147 = !DILocalVariable(name: "n", scope: !1148, file: !2, line: 68, type: !55)
!1148 = distinct !DILexicalBlock(scope: !1149, file: !2, line: 67, column: 25)
!1149 = distinct !DILexicalBlock(scope: !1140, file: !2, line: 67, column: 17)
!1150 = !DILocation(line: 0, scope: !1134)
!1151 = !DILocation(line: 58, column: 31, scope: !1134)
!1152 = !DILocation(line: 60, column: 16, scope: !1153)
!1153 = distinct !DILexicalBlock(scope: !1134, file: !2, line: 60, column: 9)
!1154 = !DILocation(line: 60, column: 28, scope: !1153)
!1155 = !DILocation(line: 62, column: 16, scope: !1143)
!1156 = !DILocation(line: 62, column: 20, scope: !1143)
!1157 = !DILocation(line: 62, column: 9, scope: !1134)
!1158 = !DILocation(line: 63, column: 19, scope: !1141)
!1159 = !DILocation(line: 63, column: 13, scope: !1141)
!1160 = !DILocation(line: 63, column: 13, scope: !1142)
!1161 = !DILocation(line: 64, column: 39, scope: !1140)
!1162 = !DILocation(line: 0, scope: !1140)
!1163 = !DILocation(line: 65, column: 44, scope: !1140)
!1164 = !DILocation(line: 67, column: 19, scope: !1149)
!1165 = !DILocation(line: 67, column: 17, scope: !1140)
!1166 = !DILocation(line: 70, column: 17, scope: !1148)
!1167 = !DILocation(line: 71, column: 28, scope: !1168)
!1168 = distinct !DILexicalBlock(scope: !1148, file: !2, line: 70, column: 20)
!1169 = !DILocation(line: 71, column: 26, scope: !1168)
!1170 = distinct !{!1170, !1166, !1171, !266, !1172, !1173}
!1171 = !DILocation(line: 72, column: 29, scope: !1148)
!1172 = !{!"llvm.loop.isvectorized", i32 1}
!1173 = !{!"llvm.loop.unroll.runtime.disable"}
!1174 = !DILocation(line: 72, column: 17, scope: !1168)
!1175 = distinct !{!1175, !1166, !1171, !266, !1172, !1173}
!1176 = !DILocation(line: 0, scope: !1148)
!1177 = !DILocation(line: 71, column: 30, scope: !1168)
!1178 = !DILocation(line: 71, column: 23, scope: !1168)
!1179 = !DILocation(line: 72, column: 26, scope: !1148)
!1180 = distinct !{!1180, !1181}
!1181 = !{!"llvm.loop.unroll.disable"}
!1182 = distinct !{!1182, !1166, !1171, !266, !1172}
!1183 = !DILocation(line: 75, column: 46, scope: !1184)
!1184 = distinct !DILexicalBlock(scope: !1142, file: !2, line: 75, column: 13)
!1185 = !DILocation(line: 75, column: 35, scope: !1184)
!1186 = !DILocation(line: 75, column: 38, scope: !1184)
!1187 = !DILocation(line: 76, column: 28, scope: !1184)
!1188 = !DILocation(line: 76, column: 33, scope: !1184)
!1189 = !DILocation(line: 0, scope: !314, inlinedAt: !1190)
!1190 = distinct !DILocation(line: 75, column: 13, scope: !1184)
!1191 = !DILocation(line: 23, column: 12, scope: !314, inlinedAt: !1190)
!1192 = !DILocation(line: 23, column: 18, scope: !314, inlinedAt: !1190)
!1193 = !DILocation(line: 24, column: 5, scope: !314, inlinedAt: !1190)
!1194 = !DILocation(line: 24, column: 11, scope: !314, inlinedAt: !1190)
!1195 = !DILocation(line: 26, column: 5, scope: !314, inlinedAt: !1190)
!1196 = !DILocation(line: 27, column: 19, scope: !332, inlinedAt: !1190)
!1197 = !DILocation(line: 28, column: 13, scope: !332, inlinedAt: !1190)
!1198 = !DILocation(line: 30, column: 32, scope: !332, inlinedAt: !1190)
!1199 = !DILocation(line: 30, column: 40, scope: !332, inlinedAt: !1190)
!1200 = !DILocation(line: 30, column: 49, scope: !332, inlinedAt: !1190)
!1201 = !DILocation(line: 30, column: 20, scope: !332, inlinedAt: !1190)
!1202 = !DILocation(line: 30, column: 15, scope: !332, inlinedAt: !1190)
!1203 = !DILocation(line: 31, column: 17, scope: !341, inlinedAt: !1190)
!1204 = !DILocation(line: 31, column: 13, scope: !332, inlinedAt: !1190)
!1205 = !DILocation(line: 33, column: 15, scope: !332, inlinedAt: !1190)
!1206 = !DILocation(line: 34, column: 20, scope: !314, inlinedAt: !1190)
!1207 = !DILocation(line: 34, column: 5, scope: !332, inlinedAt: !1190)
!1208 = distinct !{!1208, !1195, !1209, !266}
!1209 = !DILocation(line: 34, column: 25, scope: !314, inlinedAt: !1190)
!1210 = !DILocation(line: 35, column: 13, scope: !349, inlinedAt: !1190)
!1211 = !DILocation(line: 35, column: 9, scope: !314, inlinedAt: !1190)
!1212 = !DILocation(line: 36, column: 13, scope: !352, inlinedAt: !1190)
!1213 = !DILocation(line: 36, column: 19, scope: !352, inlinedAt: !1190)
!1214 = !DILocation(line: 36, column: 29, scope: !352, inlinedAt: !1190)
!1215 = !DILocation(line: 37, column: 26, scope: !357, inlinedAt: !1190)
!1216 = !DILocation(line: 38, column: 23, scope: !359, inlinedAt: !1190)
!1217 = !DILocation(line: 38, column: 17, scope: !357, inlinedAt: !1190)
!1218 = !DILocation(line: 41, column: 34, scope: !353, inlinedAt: !1190)
!1219 = !DILocation(line: 45, column: 20, scope: !365, inlinedAt: !1190)
!1220 = !DILocation(line: 45, column: 9, scope: !365, inlinedAt: !1190)
!1221 = !DILocation(line: 41, column: 9, scope: !353, inlinedAt: !1190)
!1222 = !DILocation(line: 75, column: 13, scope: !1142)
!1223 = !DILocation(line: 78, column: 24, scope: !1142)
!1224 = !DILocation(line: 79, column: 32, scope: !1142)
!1225 = !DILocation(line: 79, column: 23, scope: !1142)
!1226 = !DILocation(line: 80, column: 5, scope: !1142)
!1227 = !DILocation(line: 82, column: 1, scope: !1134)
!1228 = !DISubprogram(name: "inflate", scope: !52, file: !52, line: 405, type: !1229, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1229 = !DISubroutineType(types: !1230)
!1230 = !{!66, !651, !66}
!1231 = !DISubprogram(name: "malloc", scope: !994, file: !994, line: 553, type: !1232, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1232 = !DISubroutineType(types: !1233)
!1233 = !{!43, !204}
!1234 = !DISubprogram(name: "inflateInit2_", scope: !52, file: !52, line: 1911, type: !1235, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1235 = !DISubroutineType(types: !1236)
!1236 = !{!66, !651, !66, !198, !66}
!1237 = !DISubprogram(name: "inflateReset", scope: !52, file: !52, line: 986, type: !991, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
