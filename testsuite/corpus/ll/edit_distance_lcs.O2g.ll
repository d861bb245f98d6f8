; ModuleID = 'programs/edit_distance_lcs.c'
source_filename = "programs/edit_distance_lcs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"kitten\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"sitting\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"flaw\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [5 x i8] c"lawn\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !19
@.str.5 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [7 x i8] c"badcfe\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [10 x i8] c"intention\00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [10 x i8] c"execution\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [31 x i8] c"the quick brown fox jumps over\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [33 x i8] c"a quick brown dog jumped over it\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [30 x i8] c"ACCGGTCGAGTGCGCGGAAGCCGGCCGAA\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [29 x i8] c"GTCGTTCGGAATGCCGTTGCTCTGTAAA\00", align 1, !dbg !55
@__const.main.pairs = private unnamed_addr constant [7 x [2 x ptr]] [[2 x ptr] [ptr @.str, ptr @.str.1], [2 x ptr] [ptr @.str.2, ptr @.str.3], [2 x ptr] [ptr @.str.4, ptr @.str.5], [2 x ptr] [ptr @.str.6, ptr @.str.7], [2 x ptr] [ptr @.str.8, ptr @.str.9], [2 x ptr] [ptr @.str.10, ptr @.str.11], [2 x ptr] [ptr @.str.12, ptr @.str.13]], align 16
@.str.14 = private unnamed_addr constant [51 x i8] c"lev=%d/%d damerau=%d lcs=%d '%s' substr=%d '%.*s'\0A\00", align 1, !dbg !60
@.str.15 = private unnamed_addr constant [15 x i8] c"lps: %d %d %d\0A\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [10 x i8] c"character\00", align 1, !dbg !70
@.str.17 = private unnamed_addr constant [11 x i8] c"racecarxyz\00", align 1, !dbg !72
@.str.18 = private unnamed_addr constant [6 x i8] c"bbbab\00", align 1, !dbg !77
@lev_full.d = internal unnamed_addr global [128 x [128 x i32]] zeroinitializer, align 16, !dbg !82
@damerau.d = internal unnamed_addr global [128 x [128 x i32]] zeroinitializer, align 16, !dbg !96
@lcs.d = internal unnamed_addr global [128 x [128 x i32]] zeroinitializer, align 16, !dbg !116
@lps.d = internal unnamed_addr global [128 x [128 x i32]] zeroinitializer, align 16, !dbg !137

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !173 {
  %1 = alloca [128 x i32], align 16, !DIAssignID !197
    #dbg_assign(i1 undef, !198, !DIExpression(), !197, ptr %1, !DIExpression(), !218)
  %2 = alloca [128 x i32], align 16, !DIAssignID !220
  %3 = alloca [128 x i32], align 16, !DIAssignID !221
    #dbg_assign(i1 undef, !222, !DIExpression(), !221, ptr %3, !DIExpression(), !238)
  %4 = alloca [128 x i32], align 16, !DIAssignID !240
  %5 = alloca [128 x i8], align 16, !DIAssignID !241
    #dbg_assign(i1 undef, !188, !DIExpression(), !241, ptr %5, !DIExpression(), !242)
    #dbg_value(i32 0, !181, !DIExpression(), !243)
    #dbg_value(i32 0, !182, !DIExpression(), !244)
  br label %125, !dbg !245

6:                                                ; preds = %587, %15
  %7 = phi i64 [ %16, %15 ], [ 8, %587 ]
  %8 = phi i64 [ %18, %15 ], [ 9, %587 ]
    #dbg_value(i64 %7, !145, !DIExpression(), !246)
  %9 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %7, i64 %7, !dbg !248
  store i32 1, ptr %9, align 4, !dbg !249, !tbaa !250
  %10 = add nuw nsw i64 %7, 1, !dbg !254
    #dbg_value(i64 %10, !147, !DIExpression(), !255)
  %11 = icmp ult i64 %7, 8, !dbg !256
  br i1 %11, label %12, label %15, !dbg !258

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr @.str.16, i64 %7
  %14 = load i8, ptr %13, align 1, !tbaa !259
  br label %19, !dbg !258

15:                                               ; preds = %38, %6
  %16 = add nsw i64 %7, -1, !dbg !260
    #dbg_value(i64 %16, !145, !DIExpression(), !246)
  %17 = icmp eq i64 %7, 0, !dbg !261
  %18 = add nsw i64 %8, -1, !dbg !262
  br i1 %17, label %43, label %6, !dbg !262, !llvm.loop !263

19:                                               ; preds = %38, %12
  %20 = phi i64 [ %8, %12 ], [ %41, %38 ]
    #dbg_value(i64 %20, !147, !DIExpression(), !255)
  %21 = getelementptr inbounds i8, ptr @.str.16, i64 %20, !dbg !266
  %22 = load i8, ptr %21, align 1, !dbg !266, !tbaa !259
  %23 = icmp eq i8 %14, %22, !dbg !267
  br i1 %23, label %24, label %30, !dbg !268

24:                                               ; preds = %19
  %25 = add nuw nsw i64 %20, 4294967295, !dbg !269
  %26 = and i64 %25, 4294967295, !dbg !270
  %27 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %10, i64 %26, !dbg !270
  %28 = load i32, ptr %27, align 4, !dbg !270, !tbaa !250
  %29 = add nsw i32 %28, 2, !dbg !271
  br label %38, !dbg !268

30:                                               ; preds = %19
  %31 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %10, i64 %20, !dbg !272
  %32 = load i32, ptr %31, align 4, !dbg !272, !tbaa !250
  %33 = add nuw nsw i64 %20, 4294967295, !dbg !273
  %34 = and i64 %33, 4294967295, !dbg !274
  %35 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %7, i64 %34, !dbg !274
  %36 = load i32, ptr %35, align 4, !dbg !274, !tbaa !250
  %37 = call i32 @llvm.smax.i32(i32 %32, i32 %36), !dbg !272
  br label %38, !dbg !272

38:                                               ; preds = %30, %24
  %39 = phi i32 [ %29, %24 ], [ %37, %30 ], !dbg !268
  %40 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %7, i64 %20, !dbg !275
  store i32 %39, ptr %40, align 4, !dbg !276, !tbaa !250
  %41 = add nuw nsw i64 %20, 1, !dbg !277
    #dbg_value(i64 %41, !147, !DIExpression(), !255)
  %42 = icmp eq i64 %41, 9, !dbg !256
  br i1 %42, label %15, label %19, !dbg !258, !llvm.loop !278

43:                                               ; preds = %15
  %44 = load i32, ptr getelementptr inbounds (i8, ptr @lps.d, i64 32), align 16, !dbg !280, !tbaa !250
    #dbg_value(ptr @.str.17, !143, !DIExpression(), !281)
    #dbg_value(i32 10, !144, !DIExpression(), !281)
    #dbg_value(i32 9, !145, !DIExpression(), !283)
  br label %45, !dbg !284

45:                                               ; preds = %54, %43
  %46 = phi i64 [ 9, %43 ], [ %55, %54 ]
  %47 = phi i64 [ 10, %43 ], [ %57, %54 ]
    #dbg_value(i64 %46, !145, !DIExpression(), !283)
  %48 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %46, i64 %46, !dbg !285
  store i32 1, ptr %48, align 4, !dbg !286, !tbaa !250
  %49 = add nuw nsw i64 %46, 1, !dbg !287
    #dbg_value(i64 %49, !147, !DIExpression(), !288)
  %50 = icmp ult i64 %46, 9, !dbg !289
  br i1 %50, label %51, label %54, !dbg !290

51:                                               ; preds = %45
  %52 = getelementptr inbounds i8, ptr @.str.17, i64 %46
  %53 = load i8, ptr %52, align 1, !tbaa !259
  br label %58, !dbg !290

54:                                               ; preds = %77, %45
  %55 = add nsw i64 %46, -1, !dbg !291
    #dbg_value(i64 %55, !145, !DIExpression(), !283)
  %56 = icmp eq i64 %46, 0, !dbg !292
  %57 = add nsw i64 %47, -1, !dbg !284
  br i1 %56, label %82, label %45, !dbg !284, !llvm.loop !293

58:                                               ; preds = %77, %51
  %59 = phi i64 [ %47, %51 ], [ %80, %77 ]
    #dbg_value(i64 %59, !147, !DIExpression(), !288)
  %60 = getelementptr inbounds i8, ptr @.str.17, i64 %59, !dbg !295
  %61 = load i8, ptr %60, align 1, !dbg !295, !tbaa !259
  %62 = icmp eq i8 %53, %61, !dbg !296
  br i1 %62, label %63, label %69, !dbg !297

63:                                               ; preds = %58
  %64 = add nuw nsw i64 %59, 4294967295, !dbg !298
  %65 = and i64 %64, 4294967295, !dbg !299
  %66 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %49, i64 %65, !dbg !299
  %67 = load i32, ptr %66, align 4, !dbg !299, !tbaa !250
  %68 = add nsw i32 %67, 2, !dbg !300
  br label %77, !dbg !297

69:                                               ; preds = %58
  %70 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %49, i64 %59, !dbg !301
  %71 = load i32, ptr %70, align 4, !dbg !301, !tbaa !250
  %72 = add nuw nsw i64 %59, 4294967295, !dbg !302
  %73 = and i64 %72, 4294967295, !dbg !303
  %74 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %46, i64 %73, !dbg !303
  %75 = load i32, ptr %74, align 4, !dbg !303, !tbaa !250
  %76 = call i32 @llvm.smax.i32(i32 %71, i32 %75), !dbg !301
  br label %77, !dbg !301

77:                                               ; preds = %69, %63
  %78 = phi i32 [ %68, %63 ], [ %76, %69 ], !dbg !297
  %79 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %46, i64 %59, !dbg !304
  store i32 %78, ptr %79, align 4, !dbg !305, !tbaa !250
  %80 = add nuw nsw i64 %59, 1, !dbg !306
    #dbg_value(i64 %80, !147, !DIExpression(), !288)
  %81 = icmp eq i64 %80, 10, !dbg !289
  br i1 %81, label %54, label %58, !dbg !290, !llvm.loop !307

82:                                               ; preds = %54
  %83 = load i32, ptr getelementptr inbounds (i8, ptr @lps.d, i64 36), align 4, !dbg !309, !tbaa !250
    #dbg_value(ptr @.str.18, !143, !DIExpression(), !310)
    #dbg_value(i32 5, !144, !DIExpression(), !310)
    #dbg_value(i32 4, !145, !DIExpression(), !312)
  br label %84, !dbg !313

84:                                               ; preds = %93, %82
  %85 = phi i64 [ 4, %82 ], [ %94, %93 ]
  %86 = phi i64 [ 5, %82 ], [ %96, %93 ]
    #dbg_value(i64 %85, !145, !DIExpression(), !312)
  %87 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %85, i64 %85, !dbg !314
  store i32 1, ptr %87, align 4, !dbg !315, !tbaa !250
  %88 = add nuw nsw i64 %85, 1, !dbg !316
    #dbg_value(i64 %88, !147, !DIExpression(), !317)
  %89 = icmp ult i64 %85, 4, !dbg !318
  br i1 %89, label %90, label %93, !dbg !319

90:                                               ; preds = %84
  %91 = getelementptr inbounds i8, ptr @.str.18, i64 %85
  %92 = load i8, ptr %91, align 1, !tbaa !259
  br label %97, !dbg !319

93:                                               ; preds = %116, %84
  %94 = add nsw i64 %85, -1, !dbg !320
    #dbg_value(i64 %94, !145, !DIExpression(), !312)
  %95 = icmp eq i64 %85, 0, !dbg !321
  %96 = add nsw i64 %86, -1, !dbg !313
  br i1 %95, label %121, label %84, !dbg !313, !llvm.loop !322

97:                                               ; preds = %116, %90
  %98 = phi i64 [ %86, %90 ], [ %119, %116 ]
    #dbg_value(i64 %98, !147, !DIExpression(), !317)
  %99 = getelementptr inbounds i8, ptr @.str.18, i64 %98, !dbg !324
  %100 = load i8, ptr %99, align 1, !dbg !324, !tbaa !259
  %101 = icmp eq i8 %92, %100, !dbg !325
  br i1 %101, label %102, label %108, !dbg !326

102:                                              ; preds = %97
  %103 = add nuw nsw i64 %98, 4294967295, !dbg !327
  %104 = and i64 %103, 4294967295, !dbg !328
  %105 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %88, i64 %104, !dbg !328
  %106 = load i32, ptr %105, align 4, !dbg !328, !tbaa !250
  %107 = add nsw i32 %106, 2, !dbg !329
  br label %116, !dbg !326

108:                                              ; preds = %97
  %109 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %88, i64 %98, !dbg !330
  %110 = load i32, ptr %109, align 4, !dbg !330, !tbaa !250
  %111 = add nuw nsw i64 %98, 4294967295, !dbg !331
  %112 = and i64 %111, 4294967295, !dbg !332
  %113 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %85, i64 %112, !dbg !332
  %114 = load i32, ptr %113, align 4, !dbg !332, !tbaa !250
  %115 = call i32 @llvm.smax.i32(i32 %110, i32 %114), !dbg !330
  br label %116, !dbg !330

116:                                              ; preds = %108, %102
  %117 = phi i32 [ %107, %102 ], [ %115, %108 ], !dbg !326
  %118 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %85, i64 %98, !dbg !333
  store i32 %117, ptr %118, align 4, !dbg !334, !tbaa !250
  %119 = add nuw nsw i64 %98, 1, !dbg !335
    #dbg_value(i64 %119, !147, !DIExpression(), !317)
  %120 = icmp eq i64 %119, 5, !dbg !318
  br i1 %120, label %93, label %97, !dbg !319, !llvm.loop !336

121:                                              ; preds = %93
  %122 = load i32, ptr getelementptr inbounds (i8, ptr @lps.d, i64 16), align 16, !dbg !338, !tbaa !250
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %44, i32 noundef %83, i32 noundef %122), !dbg !339
  %124 = and i32 %602, 127, !dbg !340
  ret i32 %124, !dbg !341

125:                                              ; preds = %0, %587
  %126 = phi i64 [ 0, %0 ], [ %603, %587 ]
  %127 = phi i32 [ 0, %0 ], [ %602, %587 ]
    #dbg_value(i32 %127, !181, !DIExpression(), !243)
    #dbg_value(i64 %126, !182, !DIExpression(), !244)
  %128 = getelementptr inbounds [7 x [2 x ptr]], ptr @__const.main.pairs, i64 0, i64 %126, !dbg !342
  %129 = load ptr, ptr %128, align 16, !dbg !342, !tbaa !343
    #dbg_value(ptr %129, !184, !DIExpression(), !242)
  %130 = getelementptr inbounds i8, ptr %128, i64 8, !dbg !345
  %131 = load ptr, ptr %130, align 8, !dbg !345, !tbaa !343
    #dbg_value(ptr %131, !187, !DIExpression(), !242)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #7, !dbg !346
    #dbg_value(i32 0, !191, !DIExpression(), !242)
    #dbg_value(ptr %129, !152, !DIExpression(), !347)
    #dbg_value(ptr %131, !153, !DIExpression(), !347)
  %132 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %129) #8, !dbg !349
  %133 = trunc i64 %132 to i32, !dbg !350
    #dbg_value(i32 %133, !154, !DIExpression(), !347)
  %134 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %131) #8, !dbg !351
  %135 = trunc i64 %134 to i32, !dbg !352
    #dbg_value(i32 %135, !155, !DIExpression(), !347)
    #dbg_value(i32 0, !156, !DIExpression(), !353)
  %136 = icmp slt i32 %133, 0, !dbg !354
  br i1 %136, label %156, label %137, !dbg !356

137:                                              ; preds = %125
  %138 = add nuw nsw i64 %132, 1, !dbg !356
  %139 = and i64 %138, 4294967295, !dbg !354
  %140 = add nsw i64 %139, -1, !dbg !356
  %141 = and i64 %138, 3, !dbg !356
  %142 = icmp ult i64 %140, 3, !dbg !356
  br i1 %142, label %145, label %143, !dbg !356

143:                                              ; preds = %137
  %144 = sub nsw i64 %139, %141, !dbg !356
  br label %178, !dbg !356

145:                                              ; preds = %178, %137
  %146 = phi i64 [ 0, %137 ], [ %192, %178 ]
  %147 = icmp eq i64 %141, 0, !dbg !356
  br i1 %147, label %156, label %148, !dbg !356

148:                                              ; preds = %145, %148
  %149 = phi i64 [ %153, %148 ], [ %146, %145 ]
  %150 = phi i64 [ %154, %148 ], [ 0, %145 ]
    #dbg_value(i64 %149, !156, !DIExpression(), !353)
  %151 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %149, !dbg !357
  %152 = trunc nuw nsw i64 %149 to i32, !dbg !358
  store i32 %152, ptr %151, align 16, !dbg !358, !tbaa !250
  %153 = add nuw nsw i64 %149, 1, !dbg !359
    #dbg_value(i64 %153, !156, !DIExpression(), !353)
  %154 = add i64 %150, 1, !dbg !356
  %155 = icmp eq i64 %154, %141, !dbg !356
  br i1 %155, label %156, label %148, !dbg !356, !llvm.loop !360

156:                                              ; preds = %145, %148, %125
    #dbg_value(i32 0, !158, !DIExpression(), !362)
  %157 = icmp slt i32 %135, 0, !dbg !363
  br i1 %157, label %195, label %158, !dbg !365

158:                                              ; preds = %156
  %159 = add nuw nsw i64 %134, 1, !dbg !365
  %160 = and i64 %159, 4294967295, !dbg !363
  %161 = icmp ult i64 %160, 8, !dbg !365
  br i1 %161, label %162, label %164, !dbg !365

162:                                              ; preds = %176, %158
  %163 = phi i64 [ 0, %158 ], [ %166, %176 ]
  br label %204, !dbg !365

164:                                              ; preds = %158
  %165 = and i64 %159, 7, !dbg !365
  %166 = sub nsw i64 %160, %165, !dbg !365
  br label %167, !dbg !365

167:                                              ; preds = %167, %164
  %168 = phi i64 [ 0, %164 ], [ %173, %167 ], !dbg !366
  %169 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %164 ], [ %174, %167 ], !dbg !367
  %170 = add <4 x i32> %169, <i32 4, i32 4, i32 4, i32 4>, !dbg !367
  %171 = getelementptr inbounds [128 x i32], ptr @lev_full.d, i64 0, i64 %168, !dbg !368
  %172 = getelementptr inbounds i8, ptr %171, i64 16, !dbg !367
  store <4 x i32> %169, ptr %171, align 16, !dbg !367, !tbaa !250
  store <4 x i32> %170, ptr %172, align 16, !dbg !367, !tbaa !250
  %173 = add nuw i64 %168, 8, !dbg !366
  %174 = add <4 x i32> %169, <i32 8, i32 8, i32 8, i32 8>, !dbg !367
  %175 = icmp eq i64 %173, %166, !dbg !366
  br i1 %175, label %176, label %167, !dbg !366, !llvm.loop !369

176:                                              ; preds = %167
  %177 = icmp eq i64 %165, 0, !dbg !365
  br i1 %177, label %195, label %162, !dbg !365

178:                                              ; preds = %178, %143
  %179 = phi i64 [ 0, %143 ], [ %192, %178 ]
  %180 = phi i64 [ 0, %143 ], [ %193, %178 ]
    #dbg_value(i64 %179, !156, !DIExpression(), !353)
  %181 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %179, !dbg !357
  %182 = trunc nuw nsw i64 %179 to i32, !dbg !358
  store i32 %182, ptr %181, align 16, !dbg !358, !tbaa !250
  %183 = or disjoint i64 %179, 1, !dbg !359
    #dbg_value(i64 %183, !156, !DIExpression(), !353)
  %184 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %183, !dbg !357
  %185 = trunc nuw nsw i64 %183 to i32, !dbg !358
  store i32 %185, ptr %184, align 16, !dbg !358, !tbaa !250
  %186 = or disjoint i64 %179, 2, !dbg !359
    #dbg_value(i64 %186, !156, !DIExpression(), !353)
  %187 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %186, !dbg !357
  %188 = trunc nuw nsw i64 %186 to i32, !dbg !358
  store i32 %188, ptr %187, align 16, !dbg !358, !tbaa !250
  %189 = or disjoint i64 %179, 3, !dbg !359
    #dbg_value(i64 %189, !156, !DIExpression(), !353)
  %190 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %189, !dbg !357
  %191 = trunc nuw nsw i64 %189 to i32, !dbg !358
  store i32 %191, ptr %190, align 16, !dbg !358, !tbaa !250
  %192 = add nuw nsw i64 %179, 4, !dbg !359
    #dbg_value(i64 %192, !156, !DIExpression(), !353)
  %193 = add i64 %180, 4, !dbg !356
  %194 = icmp eq i64 %193, %144, !dbg !356
  br i1 %194, label %145, label %178, !dbg !356, !llvm.loop !373

195:                                              ; preds = %204, %176, %156
    #dbg_value(i32 1, !160, !DIExpression(), !375)
  %196 = icmp slt i32 %133, 1, !dbg !376
  br i1 %196, label %241, label %197, !dbg !377

197:                                              ; preds = %195
  %198 = icmp slt i32 %135, 1
  %199 = add i64 %134, 1, !dbg !377
  %200 = add nuw nsw i64 %132, 1, !dbg !377
  %201 = and i64 %200, 4294967295, !dbg !376
  %202 = and i64 %199, 4294967295
  %203 = getelementptr i8, ptr %131, i64 -1
  br label %210, !dbg !377

204:                                              ; preds = %162, %204
  %205 = phi i64 [ %208, %204 ], [ %163, %162 ]
    #dbg_value(i64 %205, !158, !DIExpression(), !362)
  %206 = getelementptr inbounds [128 x i32], ptr @lev_full.d, i64 0, i64 %205, !dbg !368
  %207 = trunc nuw nsw i64 %205 to i32, !dbg !367
  store i32 %207, ptr %206, align 4, !dbg !367, !tbaa !250
  %208 = add nuw nsw i64 %205, 1, !dbg !366
    #dbg_value(i64 %208, !158, !DIExpression(), !362)
  %209 = icmp eq i64 %208, %160, !dbg !363
  br i1 %209, label %195, label %204, !dbg !365, !llvm.loop !378

210:                                              ; preds = %220, %197
  %211 = phi i64 [ 1, %197 ], [ %221, %220 ]
    #dbg_value(i64 %211, !160, !DIExpression(), !375)
    #dbg_value(i32 1, !162, !DIExpression(), !379)
  br i1 %198, label %220, label %212, !dbg !380

212:                                              ; preds = %210
  %213 = add nsw i64 %211, -1
  %214 = getelementptr inbounds i8, ptr %129, i64 %213
  %215 = load i8, ptr %214, align 1, !tbaa !259
  %216 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %211, i64 0
  %217 = load i32, ptr %216, align 16, !dbg !381, !tbaa !250
  %218 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %213, i64 0
  %219 = load i32, ptr %218, align 16, !dbg !383, !tbaa !250
  br label %223, !dbg !380

220:                                              ; preds = %223, %210
  %221 = add nuw nsw i64 %211, 1, !dbg !384
    #dbg_value(i64 %221, !160, !DIExpression(), !375)
  %222 = icmp eq i64 %221, %201, !dbg !376
  br i1 %222, label %241, label %210, !dbg !377, !llvm.loop !385

223:                                              ; preds = %223, %212
  %224 = phi i32 [ %219, %212 ], [ %228, %223 ], !dbg !383
  %225 = phi i32 [ %217, %212 ], [ %237, %223 ], !dbg !381
  %226 = phi i64 [ 1, %212 ], [ %239, %223 ]
    #dbg_value(i64 %226, !162, !DIExpression(), !379)
  %227 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %213, i64 %226, !dbg !387
  %228 = load i32, ptr %227, align 4, !dbg !387, !tbaa !250
  %229 = add nsw i32 %228, 1, !dbg !388
  %230 = add nsw i32 %225, 1, !dbg !389
  %231 = getelementptr i8, ptr %203, i64 %226, !dbg !390
  %232 = load i8, ptr %231, align 1, !dbg !390, !tbaa !259
  %233 = icmp ne i8 %215, %232, !dbg !391
  %234 = zext i1 %233 to i32, !dbg !391
  %235 = add nsw i32 %224, %234, !dbg !392
    #dbg_value(i32 %229, !393, !DIExpression(), !401)
    #dbg_value(i32 %230, !398, !DIExpression(), !401)
    #dbg_value(i32 %235, !399, !DIExpression(), !401)
  %236 = call i32 @llvm.smin.i32(i32 %229, i32 %230), !dbg !403
    #dbg_value(i32 %236, !400, !DIExpression(), !401)
  %237 = call noundef i32 @llvm.smin.i32(i32 %236, i32 %235), !dbg !404
  %238 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %211, i64 %226, !dbg !405
  store i32 %237, ptr %238, align 4, !dbg !406, !tbaa !250
  %239 = add nuw nsw i64 %226, 1, !dbg !407
    #dbg_value(i64 %239, !162, !DIExpression(), !379)
  %240 = icmp eq i64 %239, %202, !dbg !408
  br i1 %240, label %220, label %223, !dbg !380, !llvm.loop !409

241:                                              ; preds = %220, %195
  %242 = shl i64 %132, 32, !dbg !411
  %243 = ashr exact i64 %242, 32, !dbg !411
  %244 = shl i64 %134, 32, !dbg !411
  %245 = ashr exact i64 %244, 32, !dbg !411
  %246 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %243, i64 %245, !dbg !411
  %247 = load i32, ptr %246, align 4, !dbg !411, !tbaa !250
    #dbg_value(i32 %247, !192, !DIExpression(), !242)
    #dbg_assign(i1 undef, !229, !DIExpression(), !240, ptr %4, !DIExpression(), !238)
    #dbg_value(ptr %129, !225, !DIExpression(), !238)
    #dbg_value(ptr %131, !226, !DIExpression(), !238)
    #dbg_value(i32 %133, !227, !DIExpression(), !238)
    #dbg_value(i32 %135, !228, !DIExpression(), !238)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #7, !dbg !412
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #7, !dbg !412
    #dbg_value(i32 0, !230, !DIExpression(), !413)
  br i1 %157, label %268, label %248, !dbg !414

248:                                              ; preds = %241
  %249 = add nuw nsw i64 %134, 1, !dbg !414
  %250 = and i64 %249, 4294967295, !dbg !415
  %251 = icmp ult i64 %250, 8, !dbg !414
  br i1 %251, label %252, label %254, !dbg !414

252:                                              ; preds = %266, %248
  %253 = phi i64 [ 0, %248 ], [ %256, %266 ]
  br label %279, !dbg !414

254:                                              ; preds = %248
  %255 = and i64 %249, 7, !dbg !414
  %256 = sub nsw i64 %250, %255, !dbg !414
  br label %257, !dbg !414

257:                                              ; preds = %257, %254
  %258 = phi i64 [ 0, %254 ], [ %263, %257 ], !dbg !417
  %259 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %254 ], [ %264, %257 ], !dbg !418
  %260 = add <4 x i32> %259, <i32 4, i32 4, i32 4, i32 4>, !dbg !418
  %261 = getelementptr inbounds [128 x i32], ptr %3, i64 0, i64 %258, !dbg !419
  %262 = getelementptr inbounds i8, ptr %261, i64 16, !dbg !418
  store <4 x i32> %259, ptr %261, align 16, !dbg !418, !tbaa !250
  store <4 x i32> %260, ptr %262, align 16, !dbg !418, !tbaa !250
  %263 = add nuw i64 %258, 8, !dbg !417
  %264 = add <4 x i32> %259, <i32 8, i32 8, i32 8, i32 8>, !dbg !418
  %265 = icmp eq i64 %263, %256, !dbg !417
  br i1 %265, label %266, label %257, !dbg !417, !llvm.loop !420

266:                                              ; preds = %257
  %267 = icmp eq i64 %255, 0, !dbg !414
  br i1 %267, label %268, label %252, !dbg !414

268:                                              ; preds = %279, %266, %241
    #dbg_value(i32 1, !232, !DIExpression(), !422)
  br i1 %196, label %313, label %269, !dbg !423

269:                                              ; preds = %268
  %270 = getelementptr i8, ptr %129, i64 -1
  %271 = icmp slt i32 %135, 1
  %272 = add i64 %244, 4294967296
  %273 = ashr exact i64 %272, 30
  %274 = add i64 %134, 1, !dbg !423
  %275 = add nuw nsw i64 %132, 1, !dbg !423
  %276 = and i64 %275, 4294967295, !dbg !424
  %277 = and i64 %274, 4294967295
  %278 = getelementptr i8, ptr %131, i64 -1
  br label %285, !dbg !423

279:                                              ; preds = %252, %279
  %280 = phi i64 [ %283, %279 ], [ %253, %252 ]
    #dbg_value(i64 %280, !230, !DIExpression(), !413)
  %281 = getelementptr inbounds [128 x i32], ptr %3, i64 0, i64 %280, !dbg !419
  %282 = trunc nuw nsw i64 %280 to i32, !dbg !418
  store i32 %282, ptr %281, align 4, !dbg !418, !tbaa !250
  %283 = add nuw nsw i64 %280, 1, !dbg !417
    #dbg_value(i64 %283, !230, !DIExpression(), !413)
  %284 = icmp eq i64 %283, %250, !dbg !415
  br i1 %284, label %268, label %279, !dbg !414, !llvm.loop !425

285:                                              ; preds = %292, %269
  %286 = phi i64 [ 1, %269 ], [ %293, %292 ]
    #dbg_value(i64 %286, !232, !DIExpression(), !422)
  %287 = trunc nuw nsw i64 %286 to i32, !dbg !426
  store i32 %287, ptr %4, align 16, !dbg !426, !tbaa !250, !DIAssignID !427
    #dbg_assign(i64 %286, !229, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !427, ptr %4, !DIExpression(), !238)
    #dbg_value(i32 1, !234, !DIExpression(), !428)
  br i1 %271, label %292, label %288, !dbg !429

288:                                              ; preds = %285
  %289 = getelementptr i8, ptr %270, i64 %286
  %290 = load i8, ptr %289, align 1, !tbaa !259
  %291 = load i32, ptr %3, align 16, !dbg !430, !tbaa !250
  br label %295, !dbg !429

292:                                              ; preds = %295, %285
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 16 %4, i64 %273, i1 false), !dbg !432
  %293 = add nuw nsw i64 %286, 1, !dbg !433
    #dbg_value(i64 %293, !232, !DIExpression(), !422)
  %294 = icmp eq i64 %293, %276, !dbg !424
  br i1 %294, label %313, label %285, !dbg !423, !llvm.loop !434

295:                                              ; preds = %295, %288
  %296 = phi i32 [ %291, %288 ], [ %300, %295 ], !dbg !430
  %297 = phi i32 [ %287, %288 ], [ %309, %295 ], !dbg !436
  %298 = phi i64 [ 1, %288 ], [ %311, %295 ]
    #dbg_value(i64 %298, !234, !DIExpression(), !428)
  %299 = getelementptr inbounds [128 x i32], ptr %3, i64 0, i64 %298, !dbg !437
  %300 = load i32, ptr %299, align 4, !dbg !437, !tbaa !250
  %301 = add nsw i32 %300, 1, !dbg !438
  %302 = add nsw i32 %297, 1, !dbg !439
  %303 = getelementptr i8, ptr %278, i64 %298, !dbg !440
  %304 = load i8, ptr %303, align 1, !dbg !440, !tbaa !259
  %305 = icmp ne i8 %290, %304, !dbg !441
  %306 = zext i1 %305 to i32, !dbg !441
  %307 = add nsw i32 %296, %306, !dbg !442
    #dbg_value(i32 %301, !393, !DIExpression(), !443)
    #dbg_value(i32 %302, !398, !DIExpression(), !443)
    #dbg_value(i32 %307, !399, !DIExpression(), !443)
  %308 = call i32 @llvm.smin.i32(i32 %301, i32 %302), !dbg !445
    #dbg_value(i32 %308, !400, !DIExpression(), !443)
  %309 = call noundef i32 @llvm.smin.i32(i32 %308, i32 %307), !dbg !446
  %310 = getelementptr inbounds [128 x i32], ptr %4, i64 0, i64 %298, !dbg !447
  store i32 %309, ptr %310, align 4, !dbg !448, !tbaa !250
  %311 = add nuw nsw i64 %298, 1, !dbg !449
    #dbg_value(i64 %311, !234, !DIExpression(), !428)
  %312 = icmp eq i64 %311, %277, !dbg !450
  br i1 %312, label %292, label %295, !dbg !429, !llvm.loop !451

313:                                              ; preds = %292, %268
  %314 = getelementptr inbounds [128 x i32], ptr %3, i64 0, i64 %245, !dbg !453
  %315 = load i32, ptr %314, align 4, !dbg !453, !tbaa !250
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #7, !dbg !454
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #7, !dbg !454
    #dbg_value(i32 %315, !193, !DIExpression(), !242)
    #dbg_value(ptr %129, !100, !DIExpression(), !455)
    #dbg_value(ptr %131, !101, !DIExpression(), !455)
    #dbg_value(i32 %133, !102, !DIExpression(), !455)
    #dbg_value(i32 %135, !103, !DIExpression(), !455)
    #dbg_value(i32 0, !104, !DIExpression(), !457)
  br i1 %136, label %335, label %316, !dbg !458

316:                                              ; preds = %313
  %317 = add nuw nsw i64 %132, 1, !dbg !458
  %318 = and i64 %317, 4294967295, !dbg !459
  %319 = add nsw i64 %318, -1, !dbg !458
  %320 = and i64 %317, 3, !dbg !458
  %321 = icmp ult i64 %319, 3, !dbg !458
  br i1 %321, label %324, label %322, !dbg !458

322:                                              ; preds = %316
  %323 = sub nsw i64 %318, %320, !dbg !458
  br label %356, !dbg !458

324:                                              ; preds = %356, %316
  %325 = phi i64 [ 0, %316 ], [ %370, %356 ]
  %326 = icmp eq i64 %320, 0, !dbg !458
  br i1 %326, label %335, label %327, !dbg !458

327:                                              ; preds = %324, %327
  %328 = phi i64 [ %332, %327 ], [ %325, %324 ]
  %329 = phi i64 [ %333, %327 ], [ 0, %324 ]
    #dbg_value(i64 %328, !104, !DIExpression(), !457)
  %330 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %328, !dbg !461
  %331 = trunc nuw nsw i64 %328 to i32, !dbg !462
  store i32 %331, ptr %330, align 16, !dbg !462, !tbaa !250
  %332 = add nuw nsw i64 %328, 1, !dbg !463
    #dbg_value(i64 %332, !104, !DIExpression(), !457)
  %333 = add i64 %329, 1, !dbg !458
  %334 = icmp eq i64 %333, %320, !dbg !458
  br i1 %334, label %335, label %327, !dbg !458, !llvm.loop !464

335:                                              ; preds = %324, %327, %313
    #dbg_value(i32 0, !106, !DIExpression(), !465)
  br i1 %157, label %373, label %336, !dbg !466

336:                                              ; preds = %335
  %337 = add nuw nsw i64 %134, 1, !dbg !466
  %338 = and i64 %337, 4294967295, !dbg !467
  %339 = icmp ult i64 %338, 8, !dbg !466
  br i1 %339, label %340, label %342, !dbg !466

340:                                              ; preds = %354, %336
  %341 = phi i64 [ 0, %336 ], [ %344, %354 ]
  br label %382, !dbg !466

342:                                              ; preds = %336
  %343 = and i64 %337, 7, !dbg !466
  %344 = sub nsw i64 %338, %343, !dbg !466
  br label %345, !dbg !466

345:                                              ; preds = %345, %342
  %346 = phi i64 [ 0, %342 ], [ %351, %345 ], !dbg !469
  %347 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %342 ], [ %352, %345 ], !dbg !470
  %348 = add <4 x i32> %347, <i32 4, i32 4, i32 4, i32 4>, !dbg !470
  %349 = getelementptr inbounds [128 x i32], ptr @damerau.d, i64 0, i64 %346, !dbg !471
  %350 = getelementptr inbounds i8, ptr %349, i64 16, !dbg !470
  store <4 x i32> %347, ptr %349, align 16, !dbg !470, !tbaa !250
  store <4 x i32> %348, ptr %350, align 16, !dbg !470, !tbaa !250
  %351 = add nuw i64 %346, 8, !dbg !469
  %352 = add <4 x i32> %347, <i32 8, i32 8, i32 8, i32 8>, !dbg !470
  %353 = icmp eq i64 %351, %344, !dbg !469
  br i1 %353, label %354, label %345, !dbg !469, !llvm.loop !472

354:                                              ; preds = %345
  %355 = icmp eq i64 %343, 0, !dbg !466
  br i1 %355, label %373, label %340, !dbg !466

356:                                              ; preds = %356, %322
  %357 = phi i64 [ 0, %322 ], [ %370, %356 ]
  %358 = phi i64 [ 0, %322 ], [ %371, %356 ]
    #dbg_value(i64 %357, !104, !DIExpression(), !457)
  %359 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %357, !dbg !461
  %360 = trunc nuw nsw i64 %357 to i32, !dbg !462
  store i32 %360, ptr %359, align 16, !dbg !462, !tbaa !250
  %361 = or disjoint i64 %357, 1, !dbg !463
    #dbg_value(i64 %361, !104, !DIExpression(), !457)
  %362 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %361, !dbg !461
  %363 = trunc nuw nsw i64 %361 to i32, !dbg !462
  store i32 %363, ptr %362, align 16, !dbg !462, !tbaa !250
  %364 = or disjoint i64 %357, 2, !dbg !463
    #dbg_value(i64 %364, !104, !DIExpression(), !457)
  %365 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %364, !dbg !461
  %366 = trunc nuw nsw i64 %364 to i32, !dbg !462
  store i32 %366, ptr %365, align 16, !dbg !462, !tbaa !250
  %367 = or disjoint i64 %357, 3, !dbg !463
    #dbg_value(i64 %367, !104, !DIExpression(), !457)
  %368 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %367, !dbg !461
  %369 = trunc nuw nsw i64 %367 to i32, !dbg !462
  store i32 %369, ptr %368, align 16, !dbg !462, !tbaa !250
  %370 = add nuw nsw i64 %357, 4, !dbg !463
    #dbg_value(i64 %370, !104, !DIExpression(), !457)
  %371 = add i64 %358, 4, !dbg !458
  %372 = icmp eq i64 %371, %323, !dbg !458
  br i1 %372, label %324, label %356, !dbg !458, !llvm.loop !474

373:                                              ; preds = %382, %354, %335
    #dbg_value(i32 1, !108, !DIExpression(), !476)
  br i1 %196, label %449, label %374, !dbg !477

374:                                              ; preds = %373
  %375 = icmp slt i32 %135, 1
  %376 = add i64 %134, 1, !dbg !477
  %377 = add nuw nsw i64 %132, 1, !dbg !477
  %378 = and i64 %377, 4294967295, !dbg !478
  %379 = and i64 %376, 4294967295
  %380 = icmp eq i64 %379, 2
  %381 = getelementptr i8, ptr %131, i64 -1
  br label %388, !dbg !477

382:                                              ; preds = %340, %382
  %383 = phi i64 [ %386, %382 ], [ %341, %340 ]
    #dbg_value(i64 %383, !106, !DIExpression(), !465)
  %384 = getelementptr inbounds [128 x i32], ptr @damerau.d, i64 0, i64 %383, !dbg !471
  %385 = trunc nuw nsw i64 %383 to i32, !dbg !470
  store i32 %385, ptr %384, align 4, !dbg !470, !tbaa !250
  %386 = add nuw nsw i64 %383, 1, !dbg !469
    #dbg_value(i64 %386, !106, !DIExpression(), !465)
  %387 = icmp eq i64 %386, %338, !dbg !467
  br i1 %387, label %373, label %382, !dbg !466, !llvm.loop !479

388:                                              ; preds = %412, %374
  %389 = phi i64 [ 1, %374 ], [ %413, %412 ]
    #dbg_value(i64 %389, !108, !DIExpression(), !476)
    #dbg_value(i32 1, !110, !DIExpression(), !480)
  br i1 %375, label %412, label %390, !dbg !481

390:                                              ; preds = %388
  %391 = add nsw i64 %389, -1
  %392 = getelementptr inbounds i8, ptr %129, i64 %391
  %393 = load i8, ptr %392, align 1, !tbaa !259
  %394 = icmp ugt i64 %389, 1
  %395 = add nsw i64 %389, -2
  %396 = getelementptr inbounds i8, ptr %129, i64 %395
    #dbg_value(i64 1, !110, !DIExpression(), !480)
  %397 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %391, i64 1, !dbg !482
  %398 = load i32, ptr %397, align 4, !dbg !482, !tbaa !250
  %399 = add nsw i32 %398, 1, !dbg !485
  %400 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %389, i64 0, !dbg !486
  %401 = load i32, ptr %400, align 16, !dbg !486, !tbaa !250
  %402 = add nsw i32 %401, 1, !dbg !487
  %403 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %391, i64 0, !dbg !488
  %404 = load i32, ptr %403, align 16, !dbg !488, !tbaa !250
  %405 = load i8, ptr %131, align 1, !dbg !489, !tbaa !259
  %406 = icmp ne i8 %393, %405, !dbg !490
  %407 = zext i1 %406 to i32, !dbg !490
  %408 = add nsw i32 %404, %407, !dbg !491
    #dbg_value(i32 %399, !393, !DIExpression(), !492)
    #dbg_value(i32 %402, !398, !DIExpression(), !492)
    #dbg_value(i32 %408, !399, !DIExpression(), !492)
  %409 = call i32 @llvm.smin.i32(i32 %399, i32 %402), !dbg !494
    #dbg_value(i32 %409, !400, !DIExpression(), !492)
  %410 = call noundef i32 @llvm.smin.i32(i32 %409, i32 %408), !dbg !495
  %411 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %389, i64 1, !dbg !496
  store i32 %410, ptr %411, align 4, !dbg !497, !tbaa !250
    #dbg_value(i64 2, !110, !DIExpression(), !480)
  br i1 %380, label %412, label %415, !dbg !481

412:                                              ; preds = %445, %390, %388
  %413 = add nuw nsw i64 %389, 1, !dbg !498
    #dbg_value(i64 %413, !108, !DIExpression(), !476)
  %414 = icmp eq i64 %413, %378, !dbg !478
  br i1 %414, label %449, label %388, !dbg !477, !llvm.loop !499

415:                                              ; preds = %390, %445
  %416 = phi i32 [ %420, %445 ], [ %398, %390 ], !dbg !488
  %417 = phi i32 [ %446, %445 ], [ %410, %390 ], !dbg !486
  %418 = phi i64 [ %447, %445 ], [ 2, %390 ]
    #dbg_value(i64 %418, !110, !DIExpression(), !480)
  %419 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %391, i64 %418, !dbg !482
  %420 = load i32, ptr %419, align 4, !dbg !482, !tbaa !250
  %421 = add nsw i32 %420, 1, !dbg !485
  %422 = add nsw i32 %417, 1, !dbg !487
  %423 = getelementptr i8, ptr %381, i64 %418, !dbg !489
  %424 = load i8, ptr %423, align 1, !dbg !489, !tbaa !259
  %425 = icmp ne i8 %393, %424, !dbg !490
  %426 = zext i1 %425 to i32, !dbg !490
  %427 = add nsw i32 %416, %426, !dbg !491
    #dbg_value(i32 %421, !393, !DIExpression(), !492)
    #dbg_value(i32 %422, !398, !DIExpression(), !492)
    #dbg_value(i32 %427, !399, !DIExpression(), !492)
  %428 = call i32 @llvm.smin.i32(i32 %421, i32 %422), !dbg !494
    #dbg_value(i32 %428, !400, !DIExpression(), !492)
  %429 = call noundef i32 @llvm.smin.i32(i32 %428, i32 %427), !dbg !495
  %430 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %389, i64 %418, !dbg !496
  store i32 %429, ptr %430, align 4, !dbg !497, !tbaa !250
  br i1 %394, label %431, label %445, !dbg !501

431:                                              ; preds = %415
  %432 = add nsw i64 %418, -2, !dbg !503
  %433 = getelementptr inbounds i8, ptr %131, i64 %432, !dbg !504
  %434 = load i8, ptr %433, align 1, !dbg !504, !tbaa !259
  %435 = icmp eq i8 %393, %434, !dbg !505
  br i1 %435, label %436, label %445, !dbg !506

436:                                              ; preds = %431
  %437 = load i8, ptr %396, align 1, !dbg !507, !tbaa !259
  %438 = icmp eq i8 %437, %424, !dbg !508
  br i1 %438, label %439, label %445, !dbg !509

439:                                              ; preds = %436
  %440 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %395, i64 %432, !dbg !510
  %441 = load i32, ptr %440, align 4, !dbg !510, !tbaa !250
  %442 = add nsw i32 %441, 1, !dbg !511
  %443 = icmp slt i32 %442, %429, !dbg !512
  br i1 %443, label %444, label %445, !dbg !513

444:                                              ; preds = %439
  store i32 %442, ptr %430, align 4, !dbg !514, !tbaa !250
  br label %445, !dbg !515

445:                                              ; preds = %444, %439, %436, %431, %415
  %446 = phi i32 [ %429, %415 ], [ %429, %431 ], [ %429, %436 ], [ %429, %439 ], [ %442, %444 ]
  %447 = add nuw nsw i64 %418, 1, !dbg !516
    #dbg_value(i64 %447, !110, !DIExpression(), !480)
  %448 = icmp eq i64 %447, %379, !dbg !517
  br i1 %448, label %412, label %415, !dbg !481, !llvm.loop !518

449:                                              ; preds = %412, %373
  %450 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %243, i64 %245, !dbg !521
  %451 = load i32, ptr %450, align 4, !dbg !521, !tbaa !250
    #dbg_value(i32 %451, !194, !DIExpression(), !242)
    #dbg_value(ptr %129, !123, !DIExpression(), !522)
    #dbg_value(ptr %131, !124, !DIExpression(), !522)
    #dbg_value(ptr %5, !125, !DIExpression(), !522)
    #dbg_value(i32 %133, !126, !DIExpression(), !522)
    #dbg_value(i32 %135, !127, !DIExpression(), !522)
    #dbg_value(i32 0, !128, !DIExpression(), !524)
  br i1 %136, label %452, label %457, !dbg !525

452:                                              ; preds = %449
  %453 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %243, i64 %245, !dbg !526
  %454 = load i32, ptr %453, align 4, !dbg !526, !tbaa !250
    #dbg_value(i32 %454, !133, !DIExpression(), !522)
  %455 = sext i32 %454 to i64, !dbg !527
  %456 = getelementptr inbounds i8, ptr %5, i64 %455, !dbg !527
  store i8 0, ptr %456, align 1, !dbg !528, !tbaa !259
    #dbg_value(i32 %133, !134, !DIExpression(), !529)
    #dbg_value(i32 %135, !136, !DIExpression(), !529)
  br label %537, !dbg !530

457:                                              ; preds = %449
  %458 = add i64 %134, 1, !dbg !525
  %459 = add nuw nsw i64 %132, 1, !dbg !525
  %460 = and i64 %459, 4294967295, !dbg !531
  %461 = and i64 %458, 4294967295
  %462 = icmp eq i64 %461, 1
  br label %463, !dbg !525

463:                                              ; preds = %478, %457
  %464 = phi i64 [ 0, %457 ], [ %479, %478 ]
    #dbg_value(i64 %464, !128, !DIExpression(), !524)
    #dbg_value(i32 0, !130, !DIExpression(), !532)
  br i1 %157, label %478, label %465, !dbg !533

465:                                              ; preds = %463
  %466 = icmp eq i64 %464, 0
  %467 = add nsw i64 %464, -1
  %468 = getelementptr inbounds i8, ptr %129, i64 %467
    #dbg_value(i64 0, !130, !DIExpression(), !532)
  %469 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %464, i64 0, !dbg !534
  store i32 0, ptr %469, align 16, !dbg !536, !tbaa !250
    #dbg_value(i64 1, !130, !DIExpression(), !532)
  br i1 %462, label %478, label %481, !dbg !533

470:                                              ; preds = %478
  %471 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %243, i64 %245, !dbg !526
  %472 = load i32, ptr %471, align 4, !dbg !526, !tbaa !250
    #dbg_value(i32 %472, !133, !DIExpression(), !522)
  %473 = sext i32 %472 to i64, !dbg !527
  %474 = getelementptr inbounds i8, ptr %5, i64 %473, !dbg !527
  store i8 0, ptr %474, align 1, !dbg !528, !tbaa !259
    #dbg_value(i32 %133, !134, !DIExpression(), !529)
    #dbg_value(i32 %135, !136, !DIExpression(), !529)
  %475 = icmp ne i32 %133, 0, !dbg !537
  %476 = icmp sgt i32 %135, 0, !dbg !539
  %477 = select i1 %475, i1 %476, i1 false, !dbg !539
  br i1 %477, label %503, label %537, !dbg !530

478:                                              ; preds = %498, %465, %463
  %479 = add nuw nsw i64 %464, 1, !dbg !540
    #dbg_value(i64 %479, !128, !DIExpression(), !524)
  %480 = icmp eq i64 %479, %460, !dbg !531
  br i1 %480, label %470, label %463, !dbg !525, !llvm.loop !541

481:                                              ; preds = %465, %498
  %482 = phi i32 [ %499, %498 ], [ 0, %465 ]
  %483 = phi i64 [ %501, %498 ], [ 1, %465 ]
    #dbg_value(i64 %483, !130, !DIExpression(), !532)
  br i1 %466, label %498, label %484, !dbg !543

484:                                              ; preds = %481
  %485 = load i8, ptr %468, align 1, !dbg !544, !tbaa !259
  %486 = add nsw i64 %483, -1, !dbg !545
  %487 = getelementptr inbounds i8, ptr %131, i64 %486, !dbg !546
  %488 = load i8, ptr %487, align 1, !dbg !546, !tbaa !259
  %489 = icmp eq i8 %485, %488, !dbg !547
  br i1 %489, label %490, label %494, !dbg !544

490:                                              ; preds = %484
  %491 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %467, i64 %486, !dbg !548
  %492 = load i32, ptr %491, align 4, !dbg !548, !tbaa !250
  %493 = add nsw i32 %492, 1, !dbg !549
  br label %498, !dbg !544

494:                                              ; preds = %484
  %495 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %467, i64 %483, !dbg !550
  %496 = load i32, ptr %495, align 4, !dbg !550, !tbaa !250
  %497 = call i32 @llvm.smax.i32(i32 %496, i32 %482), !dbg !550
  br label %498, !dbg !550

498:                                              ; preds = %494, %490, %481
  %499 = phi i32 [ 0, %481 ], [ %493, %490 ], [ %497, %494 ], !dbg !551
  %500 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %464, i64 %483, !dbg !534
  store i32 %499, ptr %500, align 4, !dbg !536, !tbaa !250
  %501 = add nuw nsw i64 %483, 1, !dbg !552
    #dbg_value(i64 %501, !130, !DIExpression(), !532)
  %502 = icmp eq i64 %501, %461, !dbg !553
  br i1 %502, label %478, label %481, !dbg !533, !llvm.loop !554

503:                                              ; preds = %470, %530
  %504 = phi i32 [ %533, %530 ], [ %135, %470 ]
  %505 = phi i32 [ %532, %530 ], [ %133, %470 ]
  %506 = phi i32 [ %531, %530 ], [ %472, %470 ]
    #dbg_value(i32 %504, !136, !DIExpression(), !529)
    #dbg_value(i32 %505, !134, !DIExpression(), !529)
    #dbg_value(i32 %506, !133, !DIExpression(), !522)
  %507 = add nsw i32 %505, -1, !dbg !556
  %508 = zext nneg i32 %507 to i64, !dbg !559
  %509 = getelementptr inbounds i8, ptr %129, i64 %508, !dbg !559
  %510 = load i8, ptr %509, align 1, !dbg !559, !tbaa !259
  %511 = add nsw i32 %504, -1, !dbg !560
  %512 = zext nneg i32 %511 to i64, !dbg !561
  %513 = getelementptr inbounds i8, ptr %131, i64 %512, !dbg !561
  %514 = load i8, ptr %513, align 1, !dbg !561, !tbaa !259
  %515 = icmp eq i8 %510, %514, !dbg !562
  br i1 %515, label %516, label %520, !dbg !563

516:                                              ; preds = %503
  %517 = add nsw i32 %506, -1, !dbg !564
    #dbg_value(i32 %517, !133, !DIExpression(), !522)
  %518 = sext i32 %517 to i64, !dbg !566
  %519 = getelementptr inbounds i8, ptr %5, i64 %518, !dbg !566
  store i8 %510, ptr %519, align 1, !dbg !567, !tbaa !259
    #dbg_value(i32 %507, !134, !DIExpression(), !529)
    #dbg_value(i32 %511, !136, !DIExpression(), !529)
  br label %530, !dbg !568

520:                                              ; preds = %503
  %521 = zext nneg i32 %504 to i64, !dbg !569
  %522 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %508, i64 %521, !dbg !569
  %523 = load i32, ptr %522, align 4, !dbg !569, !tbaa !250
  %524 = zext nneg i32 %505 to i64, !dbg !571
  %525 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %524, i64 %512, !dbg !571
  %526 = load i32, ptr %525, align 4, !dbg !571, !tbaa !250
  %527 = icmp slt i32 %523, %526, !dbg !572
  %528 = select i1 %527, i32 %505, i32 %507, !dbg !573
  %529 = select i1 %527, i32 %511, i32 %504, !dbg !573
  br label %530, !dbg !573

530:                                              ; preds = %520, %516
  %531 = phi i32 [ %517, %516 ], [ %506, %520 ], !dbg !522
  %532 = phi i32 [ %507, %516 ], [ %528, %520 ], !dbg !574
  %533 = phi i32 [ %511, %516 ], [ %529, %520 ], !dbg !574
    #dbg_value(i32 %533, !136, !DIExpression(), !529)
    #dbg_value(i32 %532, !134, !DIExpression(), !529)
    #dbg_value(i32 %531, !133, !DIExpression(), !522)
  %534 = icmp sgt i32 %532, 0, !dbg !537
  %535 = icmp sgt i32 %533, 0, !dbg !539
  %536 = select i1 %534, i1 %535, i1 false, !dbg !539
  br i1 %536, label %503, label %537, !dbg !530, !llvm.loop !575

537:                                              ; preds = %530, %452, %470
  %538 = phi i32 [ %454, %452 ], [ %472, %470 ], [ %472, %530 ]
    #dbg_value(i32 %538, !195, !DIExpression(), !242)
    #dbg_assign(i1 undef, !210, !DIExpression(), !220, ptr %2, !DIExpression(), !218)
    #dbg_value(ptr %129, !204, !DIExpression(), !218)
    #dbg_value(ptr %131, !205, !DIExpression(), !218)
    #dbg_value(ptr undef, !206, !DIExpression(), !218)
  %539 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %129) #8, !dbg !577
  %540 = trunc i64 %539 to i32, !dbg !578
    #dbg_value(i32 %540, !207, !DIExpression(), !218)
  %541 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %131) #8, !dbg !579
    #dbg_value(i64 %541, !208, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !218)
    #dbg_value(i32 0, !209, !DIExpression(), !218)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #7, !dbg !580
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %1, i8 0, i64 512, i1 false), !dbg !581, !DIAssignID !582
    #dbg_assign(i8 0, !198, !DIExpression(), !582, ptr %1, !DIExpression(), !218)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #7, !dbg !580
    #dbg_value(i32 1, !212, !DIExpression(), !583)
  %542 = icmp slt i32 %540, 1, !dbg !584
  br i1 %542, label %587, label %543, !dbg !585

543:                                              ; preds = %537
  %544 = trunc i64 %541 to i32, !dbg !586
    #dbg_value(i32 %544, !208, !DIExpression(), !218)
  %545 = getelementptr i8, ptr %129, i64 -1
  %546 = icmp slt i32 %544, 1
  %547 = shl i64 %541, 32
  %548 = add i64 %547, 4294967296
  %549 = ashr exact i64 %548, 30
  %550 = add i64 %541, 1, !dbg !585
  %551 = add nuw nsw i64 %539, 1, !dbg !585
  %552 = and i64 %551, 4294967295, !dbg !584
  %553 = and i64 %550, 4294967295
  br label %554, !dbg !585

554:                                              ; preds = %562, %543
  %555 = phi i32 [ 0, %543 ], [ %563, %562 ], !dbg !587
  %556 = phi i64 [ 1, %543 ], [ %565, %562 ]
  %557 = phi i32 [ 0, %543 ], [ %564, %562 ]
    #dbg_value(i32 %555, !191, !DIExpression(), !242)
    #dbg_value(i64 %556, !212, !DIExpression(), !583)
    #dbg_value(i32 %557, !209, !DIExpression(), !218)
  store i32 0, ptr %2, align 16, !dbg !588, !tbaa !250, !DIAssignID !589
    #dbg_assign(i32 0, !210, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !589, ptr %2, !DIExpression(), !218)
    #dbg_value(i32 1, !214, !DIExpression(), !590)
  br i1 %546, label %562, label %558, !dbg !591

558:                                              ; preds = %554
  %559 = getelementptr i8, ptr %545, i64 %556
  %560 = trunc nuw nsw i64 %556 to i32
  %561 = load i8, ptr %559, align 1, !tbaa !259
  br label %567, !dbg !591

562:                                              ; preds = %579, %554
  %563 = phi i32 [ %555, %554 ], [ %583, %579 ], !dbg !242
  %564 = phi i32 [ %557, %554 ], [ %584, %579 ], !dbg !218
    #dbg_value(i32 %563, !191, !DIExpression(), !242)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr nonnull align 16 %2, i64 %549, i1 false), !dbg !592
  %565 = add nuw nsw i64 %556, 1, !dbg !593
    #dbg_value(i64 %565, !212, !DIExpression(), !583)
    #dbg_value(i32 %564, !209, !DIExpression(), !218)
  %566 = icmp eq i64 %565, %552, !dbg !584
  br i1 %566, label %587, label %554, !dbg !585, !llvm.loop !594

567:                                              ; preds = %579, %558
  %568 = phi i32 [ %555, %558 ], [ %583, %579 ], !dbg !242
  %569 = phi i64 [ 1, %558 ], [ %585, %579 ]
  %570 = phi i32 [ %557, %558 ], [ %584, %579 ]
    #dbg_value(i32 %568, !191, !DIExpression(), !242)
    #dbg_value(i64 %569, !214, !DIExpression(), !590)
    #dbg_value(i32 %570, !209, !DIExpression(), !218)
  %571 = add nsw i64 %569, -1, !dbg !596
  %572 = getelementptr inbounds i8, ptr %131, i64 %571, !dbg !599
  %573 = load i8, ptr %572, align 1, !dbg !599, !tbaa !259
  %574 = icmp eq i8 %561, %573, !dbg !600
  br i1 %574, label %575, label %579, !dbg !601

575:                                              ; preds = %567
  %576 = getelementptr inbounds [128 x i32], ptr %1, i64 0, i64 %571, !dbg !602
  %577 = load i32, ptr %576, align 4, !dbg !602, !tbaa !250
  %578 = add nsw i32 %577, 1, !dbg !603
  br label %579, !dbg !601

579:                                              ; preds = %575, %567
  %580 = phi i32 [ %578, %575 ], [ 0, %567 ], !dbg !601
  %581 = getelementptr inbounds [128 x i32], ptr %2, i64 0, i64 %569, !dbg !604
  store i32 %580, ptr %581, align 4, !dbg !605, !tbaa !250
  %582 = icmp sgt i32 %580, %570, !dbg !606
  %583 = select i1 %582, i32 %560, i32 %568, !dbg !608
  %584 = call i32 @llvm.smax.i32(i32 %580, i32 %570), !dbg !608
    #dbg_value(i32 %583, !191, !DIExpression(), !242)
    #dbg_value(i32 %584, !209, !DIExpression(), !218)
  %585 = add nuw nsw i64 %569, 1, !dbg !609
    #dbg_value(i64 %585, !214, !DIExpression(), !590)
  %586 = icmp eq i64 %585, %553, !dbg !610
  br i1 %586, label %562, label %567, !dbg !591, !llvm.loop !611

587:                                              ; preds = %562, %537
  %588 = phi i32 [ 0, %537 ], [ %563, %562 ], !dbg !587
  %589 = phi i32 [ 0, %537 ], [ %564, %562 ], !dbg !613
    #dbg_value(i32 %588, !191, !DIExpression(), !242)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #7, !dbg !614
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #7, !dbg !614
    #dbg_value(i32 %589, !196, !DIExpression(), !242)
  %590 = sext i32 %588 to i64, !dbg !615
  %591 = getelementptr inbounds i8, ptr %129, i64 %590, !dbg !615
  %592 = zext nneg i32 %589 to i64, !dbg !616
  %593 = sub nsw i64 0, %592, !dbg !616
  %594 = getelementptr inbounds i8, ptr %591, i64 %593, !dbg !616
  %595 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %247, i32 noundef %315, i32 noundef %451, i32 noundef %538, ptr noundef nonnull %5, i32 noundef %589, i32 noundef %589, ptr noundef %594), !dbg !617
  %596 = icmp eq i32 %247, %315, !dbg !618
  %597 = select i1 %596, i32 0, i32 1000, !dbg !619
  %598 = add i32 %247, %127, !dbg !620
  %599 = add i32 %598, %597, !dbg !621
  %600 = add i32 %599, %451, !dbg !622
  %601 = add i32 %600, %538, !dbg !623
  %602 = add i32 %601, %589, !dbg !624
    #dbg_value(i32 %602, !181, !DIExpression(), !243)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #7, !dbg !625
  %603 = add nuw nsw i64 %126, 1, !dbg !626
    #dbg_value(i64 %603, !182, !DIExpression(), !244)
  %604 = icmp eq i64 %603, 7, !dbg !627
  br i1 %604, label %6, label %125, !dbg !245, !llvm.loop !628
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !630 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !635 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!90}
!llvm.module.flags = !{!165, !166, !167, !168, !169, !170, !171}
!llvm.ident = !{!172}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/edit_distance_lcs.c", directory: ".", checksumkind: CSK_MD5, checksum: "451100577cbd85dbf352c264fef28cd7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 1)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 4)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !3, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !3, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 10)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !35, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 31)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 33)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 30)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 29)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 408, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 51)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 15)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !35, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 11)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 6)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "d", scope: !84, file: !2, line: 9, type: !113, isLocal: true, isDefinition: true)
!84 = distinct !DISubprogram(name: "lev_full", scope: !2, file: !2, line: 8, type: !85, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !151)
!85 = !DISubroutineType(types: !86)
!86 = !{!87, !88, !88}
!87 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!90 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !91, globals: !95, splitDebugInlining: false, nameTableKind: None)
!91 = !{!87, !92}
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !93, line: 18, baseType: !94)
!93 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!94 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!95 = !{!0, !7, !12, !17, !19, !24, !29, !31, !33, !38, !40, !45, !50, !55, !60, !65, !70, !72, !77, !82, !96, !116, !137}
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(name: "d", scope: !98, file: !2, line: 22, type: !113, isLocal: true, isDefinition: true)
!98 = distinct !DISubprogram(name: "damerau", scope: !2, file: !2, line: 21, type: !85, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !99)
!99 = !{!100, !101, !102, !103, !104, !106, !108, !110}
!100 = !DILocalVariable(name: "a", arg: 1, scope: !98, file: !2, line: 21, type: !88)
!101 = !DILocalVariable(name: "b", arg: 2, scope: !98, file: !2, line: 21, type: !88)
!102 = !DILocalVariable(name: "n", scope: !98, file: !2, line: 22, type: !87)
!103 = !DILocalVariable(name: "m", scope: !98, file: !2, line: 22, type: !87)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 23, type: !87)
!105 = distinct !DILexicalBlock(scope: !98, file: !2, line: 23, column: 5)
!106 = !DILocalVariable(name: "j", scope: !107, file: !2, line: 24, type: !87)
!107 = distinct !DILexicalBlock(scope: !98, file: !2, line: 24, column: 5)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 25, type: !87)
!109 = distinct !DILexicalBlock(scope: !98, file: !2, line: 25, column: 5)
!110 = !DILocalVariable(name: "j", scope: !111, file: !2, line: 25, type: !87)
!111 = distinct !DILexicalBlock(scope: !112, file: !2, line: 25, column: 34)
!112 = distinct !DILexicalBlock(scope: !109, file: !2, line: 25, column: 5)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 524288, elements: !114)
!114 = !{!115, !115}
!115 = !DISubrange(count: 128)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(name: "d", scope: !118, file: !2, line: 32, type: !113, isLocal: true, isDefinition: true)
!118 = distinct !DISubprogram(name: "lcs", scope: !2, file: !2, line: 31, type: !119, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !122)
!119 = !DISubroutineType(types: !120)
!120 = !{!87, !88, !88, !121}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!122 = !{!123, !124, !125, !126, !127, !128, !130, !133, !134, !136}
!123 = !DILocalVariable(name: "a", arg: 1, scope: !118, file: !2, line: 31, type: !88)
!124 = !DILocalVariable(name: "b", arg: 2, scope: !118, file: !2, line: 31, type: !88)
!125 = !DILocalVariable(name: "out", arg: 3, scope: !118, file: !2, line: 31, type: !121)
!126 = !DILocalVariable(name: "n", scope: !118, file: !2, line: 32, type: !87)
!127 = !DILocalVariable(name: "m", scope: !118, file: !2, line: 32, type: !87)
!128 = !DILocalVariable(name: "i", scope: !129, file: !2, line: 33, type: !87)
!129 = distinct !DILexicalBlock(scope: !118, file: !2, line: 33, column: 5)
!130 = !DILocalVariable(name: "j", scope: !131, file: !2, line: 33, type: !87)
!131 = distinct !DILexicalBlock(scope: !132, file: !2, line: 33, column: 34)
!132 = distinct !DILexicalBlock(scope: !129, file: !2, line: 33, column: 5)
!133 = !DILocalVariable(name: "k", scope: !118, file: !2, line: 34, type: !87)
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 35, type: !87)
!135 = distinct !DILexicalBlock(scope: !118, file: !2, line: 35, column: 5)
!136 = !DILocalVariable(name: "j", scope: !135, file: !2, line: 35, type: !87)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(name: "d", scope: !139, file: !2, line: 44, type: !113, isLocal: true, isDefinition: true)
!139 = distinct !DISubprogram(name: "lps", scope: !2, file: !2, line: 43, type: !140, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !142)
!140 = !DISubroutineType(types: !141)
!141 = !{!87, !88}
!142 = !{!143, !144, !145, !147}
!143 = !DILocalVariable(name: "s", arg: 1, scope: !139, file: !2, line: 43, type: !88)
!144 = !DILocalVariable(name: "n", scope: !139, file: !2, line: 44, type: !87)
!145 = !DILocalVariable(name: "i", scope: !146, file: !2, line: 45, type: !87)
!146 = distinct !DILexicalBlock(scope: !139, file: !2, line: 45, column: 5)
!147 = !DILocalVariable(name: "j", scope: !148, file: !2, line: 45, type: !87)
!148 = distinct !DILexicalBlock(scope: !149, file: !2, line: 45, column: 53)
!149 = distinct !DILexicalBlock(scope: !150, file: !2, line: 45, column: 38)
!150 = distinct !DILexicalBlock(scope: !146, file: !2, line: 45, column: 5)
!151 = !{!152, !153, !154, !155, !156, !158, !160, !162}
!152 = !DILocalVariable(name: "a", arg: 1, scope: !84, file: !2, line: 8, type: !88)
!153 = !DILocalVariable(name: "b", arg: 2, scope: !84, file: !2, line: 8, type: !88)
!154 = !DILocalVariable(name: "n", scope: !84, file: !2, line: 9, type: !87)
!155 = !DILocalVariable(name: "m", scope: !84, file: !2, line: 9, type: !87)
!156 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 10, type: !87)
!157 = distinct !DILexicalBlock(scope: !84, file: !2, line: 10, column: 5)
!158 = !DILocalVariable(name: "j", scope: !159, file: !2, line: 11, type: !87)
!159 = distinct !DILexicalBlock(scope: !84, file: !2, line: 11, column: 5)
!160 = !DILocalVariable(name: "i", scope: !161, file: !2, line: 12, type: !87)
!161 = distinct !DILexicalBlock(scope: !84, file: !2, line: 12, column: 5)
!162 = !DILocalVariable(name: "j", scope: !163, file: !2, line: 12, type: !87)
!163 = distinct !DILexicalBlock(scope: !164, file: !2, line: 12, column: 34)
!164 = distinct !DILexicalBlock(scope: !161, file: !2, line: 12, column: 5)
!165 = !{i32 7, !"Dwarf Version", i32 5}
!166 = !{i32 2, !"Debug Info Version", i32 3}
!167 = !{i32 1, !"wchar_size", i32 4}
!168 = !{i32 8, !"PIC Level", i32 2}
!169 = !{i32 7, !"PIE Level", i32 2}
!170 = !{i32 7, !"uwtable", i32 2}
!171 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!172 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!173 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 49, type: !174, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !176)
!174 = !DISubroutineType(types: !175)
!175 = !{!87}
!176 = !{!177, !181, !182, !184, !187, !188, !191, !192, !193, !194, !195, !196}
!177 = !DILocalVariable(name: "pairs", scope: !173, file: !2, line: 50, type: !178)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 896, elements: !179)
!179 = !{!6, !180}
!180 = !DISubrange(count: 2)
!181 = !DILocalVariable(name: "total", scope: !173, file: !2, line: 52, type: !87)
!182 = !DILocalVariable(name: "k", scope: !183, file: !2, line: 53, type: !87)
!183 = distinct !DILexicalBlock(scope: !173, file: !2, line: 53, column: 5)
!184 = !DILocalVariable(name: "a", scope: !185, file: !2, line: 54, type: !88)
!185 = distinct !DILexicalBlock(scope: !186, file: !2, line: 53, column: 33)
!186 = distinct !DILexicalBlock(scope: !183, file: !2, line: 53, column: 5)
!187 = !DILocalVariable(name: "b", scope: !185, file: !2, line: 54, type: !88)
!188 = !DILocalVariable(name: "sub", scope: !185, file: !2, line: 55, type: !189)
!189 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1024, elements: !190)
!190 = !{!115}
!191 = !DILocalVariable(name: "end", scope: !185, file: !2, line: 55, type: !87)
!192 = !DILocalVariable(name: "l1", scope: !185, file: !2, line: 56, type: !87)
!193 = !DILocalVariable(name: "l2", scope: !185, file: !2, line: 56, type: !87)
!194 = !DILocalVariable(name: "dm", scope: !185, file: !2, line: 56, type: !87)
!195 = !DILocalVariable(name: "lc", scope: !185, file: !2, line: 56, type: !87)
!196 = !DILocalVariable(name: "ls", scope: !185, file: !2, line: 56, type: !87)
!197 = distinct !DIAssignID()
!198 = !DILocalVariable(name: "prev", scope: !199, file: !2, line: 39, type: !211)
!199 = distinct !DISubprogram(name: "lcsubstr", scope: !2, file: !2, line: 38, type: !200, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !203)
!200 = !DISubroutineType(types: !201)
!201 = !{!87, !88, !88, !202}
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!203 = !{!204, !205, !206, !207, !208, !209, !198, !210, !212, !214}
!204 = !DILocalVariable(name: "a", arg: 1, scope: !199, file: !2, line: 38, type: !88)
!205 = !DILocalVariable(name: "b", arg: 2, scope: !199, file: !2, line: 38, type: !88)
!206 = !DILocalVariable(name: "end", arg: 3, scope: !199, file: !2, line: 38, type: !202)
!207 = !DILocalVariable(name: "n", scope: !199, file: !2, line: 39, type: !87)
!208 = !DILocalVariable(name: "m", scope: !199, file: !2, line: 39, type: !87)
!209 = !DILocalVariable(name: "best", scope: !199, file: !2, line: 39, type: !87)
!210 = !DILocalVariable(name: "cur", scope: !199, file: !2, line: 39, type: !211)
!211 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 4096, elements: !190)
!212 = !DILocalVariable(name: "i", scope: !213, file: !2, line: 40, type: !87)
!213 = distinct !DILexicalBlock(scope: !199, file: !2, line: 40, column: 5)
!214 = !DILocalVariable(name: "j", scope: !215, file: !2, line: 40, type: !87)
!215 = distinct !DILexicalBlock(scope: !216, file: !2, line: 40, column: 48)
!216 = distinct !DILexicalBlock(scope: !217, file: !2, line: 40, column: 34)
!217 = distinct !DILexicalBlock(scope: !213, file: !2, line: 40, column: 5)
!218 = !DILocation(line: 0, scope: !199, inlinedAt: !219)
!219 = distinct !DILocation(line: 56, column: 101, scope: !185)
!220 = distinct !DIAssignID()
!221 = distinct !DIAssignID()
!222 = !DILocalVariable(name: "prev", scope: !223, file: !2, line: 16, type: !211)
!223 = distinct !DISubprogram(name: "lev_rows", scope: !2, file: !2, line: 15, type: !85, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !224)
!224 = !{!225, !226, !227, !228, !222, !229, !230, !232, !234}
!225 = !DILocalVariable(name: "a", arg: 1, scope: !223, file: !2, line: 15, type: !88)
!226 = !DILocalVariable(name: "b", arg: 2, scope: !223, file: !2, line: 15, type: !88)
!227 = !DILocalVariable(name: "n", scope: !223, file: !2, line: 16, type: !87)
!228 = !DILocalVariable(name: "m", scope: !223, file: !2, line: 16, type: !87)
!229 = !DILocalVariable(name: "cur", scope: !223, file: !2, line: 16, type: !211)
!230 = !DILocalVariable(name: "j", scope: !231, file: !2, line: 17, type: !87)
!231 = distinct !DILexicalBlock(scope: !223, file: !2, line: 17, column: 5)
!232 = !DILocalVariable(name: "i", scope: !233, file: !2, line: 18, type: !87)
!233 = distinct !DILexicalBlock(scope: !223, file: !2, line: 18, column: 5)
!234 = !DILocalVariable(name: "j", scope: !235, file: !2, line: 18, type: !87)
!235 = distinct !DILexicalBlock(scope: !236, file: !2, line: 18, column: 48)
!236 = distinct !DILexicalBlock(scope: !237, file: !2, line: 18, column: 34)
!237 = distinct !DILexicalBlock(scope: !233, file: !2, line: 18, column: 5)
!238 = !DILocation(line: 0, scope: !223, inlinedAt: !239)
!239 = distinct !DILocation(line: 56, column: 39, scope: !185)
!240 = distinct !DIAssignID()
!241 = distinct !DIAssignID()
!242 = !DILocation(line: 0, scope: !185)
!243 = !DILocation(line: 0, scope: !173)
!244 = !DILocation(line: 0, scope: !183)
!245 = !DILocation(line: 53, column: 5, scope: !183)
!246 = !DILocation(line: 0, scope: !146, inlinedAt: !247)
!247 = distinct !DILocation(line: 60, column: 31, scope: !173)
!248 = !DILocation(line: 45, column: 40, scope: !149, inlinedAt: !247)
!249 = !DILocation(line: 45, column: 48, scope: !149, inlinedAt: !247)
!250 = !{!251, !251, i64 0}
!251 = !{!"int", !252, i64 0}
!252 = !{!"omnipotent char", !253, i64 0}
!253 = !{!"Simple C/C++ TBAA"}
!254 = !DILocation(line: 45, column: 68, scope: !148, inlinedAt: !247)
!255 = !DILocation(line: 0, scope: !148, inlinedAt: !247)
!256 = !DILocation(line: 45, column: 75, scope: !257, inlinedAt: !247)
!257 = distinct !DILexicalBlock(scope: !148, file: !2, line: 45, column: 53)
!258 = !DILocation(line: 45, column: 53, scope: !148, inlinedAt: !247)
!259 = !{!252, !252, i64 0}
!260 = !DILocation(line: 45, column: 34, scope: !150, inlinedAt: !247)
!261 = !DILocation(line: 45, column: 27, scope: !150, inlinedAt: !247)
!262 = !DILocation(line: 45, column: 5, scope: !146, inlinedAt: !247)
!263 = distinct !{!263, !262, !264, !265}
!264 = !DILocation(line: 45, column: 189, scope: !146, inlinedAt: !247)
!265 = !{!"llvm.loop.mustprogress"}
!266 = !DILocation(line: 45, column: 103, scope: !257, inlinedAt: !247)
!267 = !DILocation(line: 45, column: 100, scope: !257, inlinedAt: !247)
!268 = !DILocation(line: 45, column: 95, scope: !257, inlinedAt: !247)
!269 = !DILocation(line: 45, column: 121, scope: !257, inlinedAt: !247)
!270 = !DILocation(line: 45, column: 110, scope: !257, inlinedAt: !247)
!271 = !DILocation(line: 45, column: 126, scope: !257, inlinedAt: !247)
!272 = !DILocation(line: 45, column: 133, scope: !257, inlinedAt: !247)
!273 = !DILocation(line: 45, column: 154, scope: !257, inlinedAt: !247)
!274 = !DILocation(line: 45, column: 147, scope: !257, inlinedAt: !247)
!275 = !DILocation(line: 45, column: 85, scope: !257, inlinedAt: !247)
!276 = !DILocation(line: 45, column: 93, scope: !257, inlinedAt: !247)
!277 = !DILocation(line: 45, column: 81, scope: !257, inlinedAt: !247)
!278 = distinct !{!278, !258, !279, !265}
!279 = !DILocation(line: 45, column: 186, scope: !148, inlinedAt: !247)
!280 = !DILocation(line: 46, column: 16, scope: !139, inlinedAt: !247)
!281 = !DILocation(line: 0, scope: !139, inlinedAt: !282)
!282 = distinct !DILocation(line: 60, column: 49, scope: !173)
!283 = !DILocation(line: 0, scope: !146, inlinedAt: !282)
!284 = !DILocation(line: 45, column: 5, scope: !146, inlinedAt: !282)
!285 = !DILocation(line: 45, column: 40, scope: !149, inlinedAt: !282)
!286 = !DILocation(line: 45, column: 48, scope: !149, inlinedAt: !282)
!287 = !DILocation(line: 45, column: 68, scope: !148, inlinedAt: !282)
!288 = !DILocation(line: 0, scope: !148, inlinedAt: !282)
!289 = !DILocation(line: 45, column: 75, scope: !257, inlinedAt: !282)
!290 = !DILocation(line: 45, column: 53, scope: !148, inlinedAt: !282)
!291 = !DILocation(line: 45, column: 34, scope: !150, inlinedAt: !282)
!292 = !DILocation(line: 45, column: 27, scope: !150, inlinedAt: !282)
!293 = distinct !{!293, !284, !294, !265}
!294 = !DILocation(line: 45, column: 189, scope: !146, inlinedAt: !282)
!295 = !DILocation(line: 45, column: 103, scope: !257, inlinedAt: !282)
!296 = !DILocation(line: 45, column: 100, scope: !257, inlinedAt: !282)
!297 = !DILocation(line: 45, column: 95, scope: !257, inlinedAt: !282)
!298 = !DILocation(line: 45, column: 121, scope: !257, inlinedAt: !282)
!299 = !DILocation(line: 45, column: 110, scope: !257, inlinedAt: !282)
!300 = !DILocation(line: 45, column: 126, scope: !257, inlinedAt: !282)
!301 = !DILocation(line: 45, column: 133, scope: !257, inlinedAt: !282)
!302 = !DILocation(line: 45, column: 154, scope: !257, inlinedAt: !282)
!303 = !DILocation(line: 45, column: 147, scope: !257, inlinedAt: !282)
!304 = !DILocation(line: 45, column: 85, scope: !257, inlinedAt: !282)
!305 = !DILocation(line: 45, column: 93, scope: !257, inlinedAt: !282)
!306 = !DILocation(line: 45, column: 81, scope: !257, inlinedAt: !282)
!307 = distinct !{!307, !290, !308, !265}
!308 = !DILocation(line: 45, column: 186, scope: !148, inlinedAt: !282)
!309 = !DILocation(line: 46, column: 16, scope: !139, inlinedAt: !282)
!310 = !DILocation(line: 0, scope: !139, inlinedAt: !311)
!311 = distinct !DILocation(line: 60, column: 68, scope: !173)
!312 = !DILocation(line: 0, scope: !146, inlinedAt: !311)
!313 = !DILocation(line: 45, column: 5, scope: !146, inlinedAt: !311)
!314 = !DILocation(line: 45, column: 40, scope: !149, inlinedAt: !311)
!315 = !DILocation(line: 45, column: 48, scope: !149, inlinedAt: !311)
!316 = !DILocation(line: 45, column: 68, scope: !148, inlinedAt: !311)
!317 = !DILocation(line: 0, scope: !148, inlinedAt: !311)
!318 = !DILocation(line: 45, column: 75, scope: !257, inlinedAt: !311)
!319 = !DILocation(line: 45, column: 53, scope: !148, inlinedAt: !311)
!320 = !DILocation(line: 45, column: 34, scope: !150, inlinedAt: !311)
!321 = !DILocation(line: 45, column: 27, scope: !150, inlinedAt: !311)
!322 = distinct !{!322, !313, !323, !265}
!323 = !DILocation(line: 45, column: 189, scope: !146, inlinedAt: !311)
!324 = !DILocation(line: 45, column: 103, scope: !257, inlinedAt: !311)
!325 = !DILocation(line: 45, column: 100, scope: !257, inlinedAt: !311)
!326 = !DILocation(line: 45, column: 95, scope: !257, inlinedAt: !311)
!327 = !DILocation(line: 45, column: 121, scope: !257, inlinedAt: !311)
!328 = !DILocation(line: 45, column: 110, scope: !257, inlinedAt: !311)
!329 = !DILocation(line: 45, column: 126, scope: !257, inlinedAt: !311)
!330 = !DILocation(line: 45, column: 133, scope: !257, inlinedAt: !311)
!331 = !DILocation(line: 45, column: 154, scope: !257, inlinedAt: !311)
!332 = !DILocation(line: 45, column: 147, scope: !257, inlinedAt: !311)
!333 = !DILocation(line: 45, column: 85, scope: !257, inlinedAt: !311)
!334 = !DILocation(line: 45, column: 93, scope: !257, inlinedAt: !311)
!335 = !DILocation(line: 45, column: 81, scope: !257, inlinedAt: !311)
!336 = distinct !{!336, !319, !337, !265}
!337 = !DILocation(line: 45, column: 186, scope: !148, inlinedAt: !311)
!338 = !DILocation(line: 46, column: 16, scope: !139, inlinedAt: !311)
!339 = !DILocation(line: 60, column: 5, scope: !173)
!340 = !DILocation(line: 61, column: 18, scope: !173)
!341 = !DILocation(line: 61, column: 5, scope: !173)
!342 = !DILocation(line: 54, column: 25, scope: !185)
!343 = !{!344, !344, i64 0}
!344 = !{!"any pointer", !252, i64 0}
!345 = !DILocation(line: 54, column: 43, scope: !185)
!346 = !DILocation(line: 55, column: 9, scope: !185)
!347 = !DILocation(line: 0, scope: !84, inlinedAt: !348)
!348 = distinct !DILocation(line: 56, column: 18, scope: !185)
!349 = !DILocation(line: 9, column: 18, scope: !84, inlinedAt: !348)
!350 = !DILocation(line: 9, column: 13, scope: !84, inlinedAt: !348)
!351 = !DILocation(line: 9, column: 38, scope: !84, inlinedAt: !348)
!352 = !DILocation(line: 9, column: 33, scope: !84, inlinedAt: !348)
!353 = !DILocation(line: 0, scope: !157, inlinedAt: !348)
!354 = !DILocation(line: 10, column: 23, scope: !355, inlinedAt: !348)
!355 = distinct !DILexicalBlock(scope: !157, file: !2, line: 10, column: 5)
!356 = !DILocation(line: 10, column: 5, scope: !157, inlinedAt: !348)
!357 = !DILocation(line: 10, column: 34, scope: !355, inlinedAt: !348)
!358 = !DILocation(line: 10, column: 42, scope: !355, inlinedAt: !348)
!359 = !DILocation(line: 10, column: 30, scope: !355, inlinedAt: !348)
!360 = distinct !{!360, !361}
!361 = !{!"llvm.loop.unroll.disable"}
!362 = !DILocation(line: 0, scope: !159, inlinedAt: !348)
!363 = !DILocation(line: 11, column: 23, scope: !364, inlinedAt: !348)
!364 = distinct !DILexicalBlock(scope: !159, file: !2, line: 11, column: 5)
!365 = !DILocation(line: 11, column: 5, scope: !159, inlinedAt: !348)
!366 = !DILocation(line: 11, column: 30, scope: !364, inlinedAt: !348)
!367 = !DILocation(line: 11, column: 42, scope: !364, inlinedAt: !348)
!368 = !DILocation(line: 11, column: 34, scope: !364, inlinedAt: !348)
!369 = distinct !{!369, !365, !370, !265, !371, !372}
!370 = !DILocation(line: 11, column: 44, scope: !159, inlinedAt: !348)
!371 = !{!"llvm.loop.isvectorized", i32 1}
!372 = !{!"llvm.loop.unroll.runtime.disable"}
!373 = distinct !{!373, !356, !374, !265}
!374 = !DILocation(line: 10, column: 44, scope: !157, inlinedAt: !348)
!375 = !DILocation(line: 0, scope: !161, inlinedAt: !348)
!376 = !DILocation(line: 12, column: 23, scope: !164, inlinedAt: !348)
!377 = !DILocation(line: 12, column: 5, scope: !161, inlinedAt: !348)
!378 = distinct !{!378, !365, !370, !265, !372, !371}
!379 = !DILocation(line: 0, scope: !163, inlinedAt: !348)
!380 = !DILocation(line: 12, column: 34, scope: !163, inlinedAt: !348)
!381 = !DILocation(line: 12, column: 95, scope: !382, inlinedAt: !348)
!382 = distinct !DILexicalBlock(scope: !163, file: !2, line: 12, column: 34)
!383 = !DILocation(line: 12, column: 112, scope: !382, inlinedAt: !348)
!384 = !DILocation(line: 12, column: 30, scope: !164, inlinedAt: !348)
!385 = distinct !{!385, !377, !386, !265}
!386 = !DILocation(line: 12, column: 152, scope: !161, inlinedAt: !348)
!387 = !DILocation(line: 12, column: 78, scope: !382, inlinedAt: !348)
!388 = !DILocation(line: 12, column: 90, scope: !382, inlinedAt: !348)
!389 = !DILocation(line: 12, column: 107, scope: !382, inlinedAt: !348)
!390 = !DILocation(line: 12, column: 143, scope: !382, inlinedAt: !348)
!391 = !DILocation(line: 12, column: 140, scope: !382, inlinedAt: !348)
!392 = !DILocation(line: 12, column: 128, scope: !382, inlinedAt: !348)
!393 = !DILocalVariable(name: "a", arg: 1, scope: !394, file: !2, line: 7, type: !87)
!394 = distinct !DISubprogram(name: "min3", scope: !2, file: !2, line: 7, type: !395, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !90, retainedNodes: !397)
!395 = !DISubroutineType(types: !396)
!396 = !{!87, !87, !87, !87}
!397 = !{!393, !398, !399, !400}
!398 = !DILocalVariable(name: "b", arg: 2, scope: !394, file: !2, line: 7, type: !87)
!399 = !DILocalVariable(name: "c", arg: 3, scope: !394, file: !2, line: 7, type: !87)
!400 = !DILocalVariable(name: "m", scope: !394, file: !2, line: 7, type: !87)
!401 = !DILocation(line: 0, scope: !394, inlinedAt: !402)
!402 = distinct !DILocation(line: 12, column: 73, scope: !382, inlinedAt: !348)
!403 = !DILocation(line: 7, column: 48, scope: !394, inlinedAt: !402)
!404 = !DILocation(line: 7, column: 70, scope: !394, inlinedAt: !402)
!405 = !DILocation(line: 12, column: 63, scope: !382, inlinedAt: !348)
!406 = !DILocation(line: 12, column: 71, scope: !382, inlinedAt: !348)
!407 = !DILocation(line: 12, column: 59, scope: !382, inlinedAt: !348)
!408 = !DILocation(line: 12, column: 52, scope: !382, inlinedAt: !348)
!409 = distinct !{!409, !380, !410, !265}
!410 = !DILocation(line: 12, column: 152, scope: !163, inlinedAt: !348)
!411 = !DILocation(line: 13, column: 12, scope: !84, inlinedAt: !348)
!412 = !DILocation(line: 16, column: 49, scope: !223, inlinedAt: !239)
!413 = !DILocation(line: 0, scope: !231, inlinedAt: !239)
!414 = !DILocation(line: 17, column: 5, scope: !231, inlinedAt: !239)
!415 = !DILocation(line: 17, column: 23, scope: !416, inlinedAt: !239)
!416 = distinct !DILexicalBlock(scope: !231, file: !2, line: 17, column: 5)
!417 = !DILocation(line: 17, column: 30, scope: !416, inlinedAt: !239)
!418 = !DILocation(line: 17, column: 42, scope: !416, inlinedAt: !239)
!419 = !DILocation(line: 17, column: 34, scope: !416, inlinedAt: !239)
!420 = distinct !{!420, !414, !421, !265, !371, !372}
!421 = !DILocation(line: 17, column: 44, scope: !231, inlinedAt: !239)
!422 = !DILocation(line: 0, scope: !233, inlinedAt: !239)
!423 = !DILocation(line: 18, column: 5, scope: !233, inlinedAt: !239)
!424 = !DILocation(line: 18, column: 23, scope: !237, inlinedAt: !239)
!425 = distinct !{!425, !414, !421, !265, !372, !371}
!426 = !DILocation(line: 18, column: 43, scope: !236, inlinedAt: !239)
!427 = distinct !DIAssignID()
!428 = !DILocation(line: 0, scope: !235, inlinedAt: !239)
!429 = !DILocation(line: 18, column: 48, scope: !235, inlinedAt: !239)
!430 = !DILocation(line: 18, column: 120, scope: !431, inlinedAt: !239)
!431 = distinct !DILexicalBlock(scope: !235, file: !2, line: 18, column: 48)
!432 = !DILocation(line: 18, column: 159, scope: !236, inlinedAt: !239)
!433 = !DILocation(line: 18, column: 30, scope: !237, inlinedAt: !239)
!434 = distinct !{!434, !423, !435, !265}
!435 = !DILocation(line: 18, column: 209, scope: !233, inlinedAt: !239)
!436 = !DILocation(line: 18, column: 104, scope: !431, inlinedAt: !239)
!437 = !DILocation(line: 18, column: 91, scope: !431, inlinedAt: !239)
!438 = !DILocation(line: 18, column: 99, scope: !431, inlinedAt: !239)
!439 = !DILocation(line: 18, column: 115, scope: !431, inlinedAt: !239)
!440 = !DILocation(line: 18, column: 147, scope: !431, inlinedAt: !239)
!441 = !DILocation(line: 18, column: 144, scope: !431, inlinedAt: !239)
!442 = !DILocation(line: 18, column: 132, scope: !431, inlinedAt: !239)
!443 = !DILocation(line: 0, scope: !394, inlinedAt: !444)
!444 = distinct !DILocation(line: 18, column: 86, scope: !431, inlinedAt: !239)
!445 = !DILocation(line: 7, column: 48, scope: !394, inlinedAt: !444)
!446 = !DILocation(line: 7, column: 70, scope: !394, inlinedAt: !444)
!447 = !DILocation(line: 18, column: 77, scope: !431, inlinedAt: !239)
!448 = !DILocation(line: 18, column: 84, scope: !431, inlinedAt: !239)
!449 = !DILocation(line: 18, column: 73, scope: !431, inlinedAt: !239)
!450 = !DILocation(line: 18, column: 66, scope: !431, inlinedAt: !239)
!451 = distinct !{!451, !429, !452, !265}
!452 = !DILocation(line: 18, column: 156, scope: !235, inlinedAt: !239)
!453 = !DILocation(line: 19, column: 12, scope: !223, inlinedAt: !239)
!454 = !DILocation(line: 20, column: 1, scope: !223, inlinedAt: !239)
!455 = !DILocation(line: 0, scope: !98, inlinedAt: !456)
!456 = distinct !DILocation(line: 56, column: 60, scope: !185)
!457 = !DILocation(line: 0, scope: !105, inlinedAt: !456)
!458 = !DILocation(line: 23, column: 5, scope: !105, inlinedAt: !456)
!459 = !DILocation(line: 23, column: 23, scope: !460, inlinedAt: !456)
!460 = distinct !DILexicalBlock(scope: !105, file: !2, line: 23, column: 5)
!461 = !DILocation(line: 23, column: 34, scope: !460, inlinedAt: !456)
!462 = !DILocation(line: 23, column: 42, scope: !460, inlinedAt: !456)
!463 = !DILocation(line: 23, column: 30, scope: !460, inlinedAt: !456)
!464 = distinct !{!464, !361}
!465 = !DILocation(line: 0, scope: !107, inlinedAt: !456)
!466 = !DILocation(line: 24, column: 5, scope: !107, inlinedAt: !456)
!467 = !DILocation(line: 24, column: 23, scope: !468, inlinedAt: !456)
!468 = distinct !DILexicalBlock(scope: !107, file: !2, line: 24, column: 5)
!469 = !DILocation(line: 24, column: 30, scope: !468, inlinedAt: !456)
!470 = !DILocation(line: 24, column: 42, scope: !468, inlinedAt: !456)
!471 = !DILocation(line: 24, column: 34, scope: !468, inlinedAt: !456)
!472 = distinct !{!472, !466, !473, !265, !371, !372}
!473 = !DILocation(line: 24, column: 44, scope: !107, inlinedAt: !456)
!474 = distinct !{!474, !458, !475, !265}
!475 = !DILocation(line: 23, column: 44, scope: !105, inlinedAt: !456)
!476 = !DILocation(line: 0, scope: !109, inlinedAt: !456)
!477 = !DILocation(line: 25, column: 5, scope: !109, inlinedAt: !456)
!478 = !DILocation(line: 25, column: 23, scope: !112, inlinedAt: !456)
!479 = distinct !{!479, !466, !473, !265, !372, !371}
!480 = !DILocation(line: 0, scope: !111, inlinedAt: !456)
!481 = !DILocation(line: 25, column: 34, scope: !111, inlinedAt: !456)
!482 = !DILocation(line: 26, column: 24, scope: !483, inlinedAt: !456)
!483 = distinct !DILexicalBlock(scope: !484, file: !2, line: 25, column: 63)
!484 = distinct !DILexicalBlock(scope: !111, file: !2, line: 25, column: 34)
!485 = !DILocation(line: 26, column: 36, scope: !483, inlinedAt: !456)
!486 = !DILocation(line: 26, column: 41, scope: !483, inlinedAt: !456)
!487 = !DILocation(line: 26, column: 53, scope: !483, inlinedAt: !456)
!488 = !DILocation(line: 26, column: 58, scope: !483, inlinedAt: !456)
!489 = !DILocation(line: 26, column: 89, scope: !483, inlinedAt: !456)
!490 = !DILocation(line: 26, column: 86, scope: !483, inlinedAt: !456)
!491 = !DILocation(line: 26, column: 74, scope: !483, inlinedAt: !456)
!492 = !DILocation(line: 0, scope: !394, inlinedAt: !493)
!493 = distinct !DILocation(line: 26, column: 19, scope: !483, inlinedAt: !456)
!494 = !DILocation(line: 7, column: 48, scope: !394, inlinedAt: !493)
!495 = !DILocation(line: 7, column: 70, scope: !394, inlinedAt: !493)
!496 = !DILocation(line: 26, column: 9, scope: !483, inlinedAt: !456)
!497 = !DILocation(line: 26, column: 17, scope: !483, inlinedAt: !456)
!498 = !DILocation(line: 25, column: 30, scope: !112, inlinedAt: !456)
!499 = distinct !{!499, !477, !500, !265}
!500 = !DILocation(line: 28, column: 5, scope: !109, inlinedAt: !456)
!501 = !DILocation(line: 27, column: 19, scope: !502, inlinedAt: !456)
!502 = distinct !DILexicalBlock(scope: !483, file: !2, line: 27, column: 13)
!503 = !DILocation(line: 27, column: 47, scope: !502, inlinedAt: !456)
!504 = !DILocation(line: 27, column: 43, scope: !502, inlinedAt: !456)
!505 = !DILocation(line: 27, column: 40, scope: !502, inlinedAt: !456)
!506 = !DILocation(line: 27, column: 52, scope: !502, inlinedAt: !456)
!507 = !DILocation(line: 27, column: 55, scope: !502, inlinedAt: !456)
!508 = !DILocation(line: 27, column: 64, scope: !502, inlinedAt: !456)
!509 = !DILocation(line: 27, column: 76, scope: !502, inlinedAt: !456)
!510 = !DILocation(line: 27, column: 79, scope: !502, inlinedAt: !456)
!511 = !DILocation(line: 27, column: 95, scope: !502, inlinedAt: !456)
!512 = !DILocation(line: 27, column: 99, scope: !502, inlinedAt: !456)
!513 = !DILocation(line: 27, column: 13, scope: !483, inlinedAt: !456)
!514 = !DILocation(line: 27, column: 118, scope: !502, inlinedAt: !456)
!515 = !DILocation(line: 27, column: 110, scope: !502, inlinedAt: !456)
!516 = !DILocation(line: 25, column: 59, scope: !484, inlinedAt: !456)
!517 = !DILocation(line: 25, column: 52, scope: !484, inlinedAt: !456)
!518 = distinct !{!518, !481, !519, !265, !520}
!519 = !DILocation(line: 28, column: 5, scope: !111, inlinedAt: !456)
!520 = !{!"llvm.loop.peeled.count", i32 1}
!521 = !DILocation(line: 29, column: 12, scope: !98, inlinedAt: !456)
!522 = !DILocation(line: 0, scope: !118, inlinedAt: !523)
!523 = distinct !DILocation(line: 56, column: 80, scope: !185)
!524 = !DILocation(line: 0, scope: !129, inlinedAt: !523)
!525 = !DILocation(line: 33, column: 5, scope: !129, inlinedAt: !523)
!526 = !DILocation(line: 34, column: 13, scope: !118, inlinedAt: !523)
!527 = !DILocation(line: 34, column: 22, scope: !118, inlinedAt: !523)
!528 = !DILocation(line: 34, column: 29, scope: !118, inlinedAt: !523)
!529 = !DILocation(line: 0, scope: !135, inlinedAt: !523)
!530 = !DILocation(line: 35, column: 5, scope: !135, inlinedAt: !523)
!531 = !DILocation(line: 33, column: 23, scope: !132, inlinedAt: !523)
!532 = !DILocation(line: 0, scope: !131, inlinedAt: !523)
!533 = !DILocation(line: 33, column: 34, scope: !131, inlinedAt: !523)
!534 = !DILocation(line: 33, column: 63, scope: !535, inlinedAt: !523)
!535 = distinct !DILexicalBlock(scope: !131, file: !2, line: 33, column: 34)
!536 = !DILocation(line: 33, column: 71, scope: !535, inlinedAt: !523)
!537 = !DILocation(line: 35, column: 30, scope: !538, inlinedAt: !523)
!538 = distinct !DILexicalBlock(scope: !135, file: !2, line: 35, column: 5)
!539 = !DILocation(line: 35, column: 34, scope: !538, inlinedAt: !523)
!540 = !DILocation(line: 33, column: 30, scope: !132, inlinedAt: !523)
!541 = distinct !{!541, !525, !542, !265}
!542 = !DILocation(line: 33, column: 197, scope: !129, inlinedAt: !523)
!543 = !DILocation(line: 33, column: 81, scope: !535, inlinedAt: !523)
!544 = !DILocation(line: 33, column: 98, scope: !535, inlinedAt: !523)
!545 = !DILocation(line: 33, column: 114, scope: !535, inlinedAt: !523)
!546 = !DILocation(line: 33, column: 110, scope: !535, inlinedAt: !523)
!547 = !DILocation(line: 33, column: 107, scope: !535, inlinedAt: !523)
!548 = !DILocation(line: 33, column: 121, scope: !535, inlinedAt: !523)
!549 = !DILocation(line: 33, column: 137, scope: !535, inlinedAt: !523)
!550 = !DILocation(line: 33, column: 144, scope: !535, inlinedAt: !523)
!551 = !DILocation(line: 33, column: 73, scope: !535, inlinedAt: !523)
!552 = !DILocation(line: 33, column: 59, scope: !535, inlinedAt: !523)
!553 = !DILocation(line: 33, column: 52, scope: !535, inlinedAt: !523)
!554 = distinct !{!554, !533, !555, !265, !520}
!555 = !DILocation(line: 33, column: 197, scope: !131, inlinedAt: !523)
!556 = !DILocation(line: 35, column: 55, scope: !557, inlinedAt: !523)
!557 = distinct !DILexicalBlock(scope: !558, file: !2, line: 35, column: 51)
!558 = distinct !DILexicalBlock(scope: !538, file: !2, line: 35, column: 45)
!559 = !DILocation(line: 35, column: 51, scope: !557, inlinedAt: !523)
!560 = !DILocation(line: 35, column: 67, scope: !557, inlinedAt: !523)
!561 = !DILocation(line: 35, column: 63, scope: !557, inlinedAt: !523)
!562 = !DILocation(line: 35, column: 60, scope: !557, inlinedAt: !523)
!563 = !DILocation(line: 35, column: 51, scope: !558, inlinedAt: !523)
!564 = !DILocation(line: 35, column: 79, scope: !565, inlinedAt: !523)
!565 = distinct !DILexicalBlock(scope: !557, file: !2, line: 35, column: 73)
!566 = !DILocation(line: 35, column: 75, scope: !565, inlinedAt: !523)
!567 = !DILocation(line: 35, column: 84, scope: !565, inlinedAt: !523)
!568 = !DILocation(line: 35, column: 106, scope: !565, inlinedAt: !523)
!569 = !DILocation(line: 35, column: 117, scope: !570, inlinedAt: !523)
!570 = distinct !DILexicalBlock(scope: !557, file: !2, line: 35, column: 117)
!571 = !DILocation(line: 35, column: 132, scope: !570, inlinedAt: !523)
!572 = !DILocation(line: 35, column: 129, scope: !570, inlinedAt: !523)
!573 = !DILocation(line: 35, column: 117, scope: !557, inlinedAt: !523)
!574 = !DILocation(line: 35, scope: !135, inlinedAt: !523)
!575 = distinct !{!575, !530, !576, !265}
!576 = !DILocation(line: 35, column: 160, scope: !135, inlinedAt: !523)
!577 = !DILocation(line: 39, column: 18, scope: !199, inlinedAt: !219)
!578 = !DILocation(line: 39, column: 13, scope: !199, inlinedAt: !219)
!579 = !DILocation(line: 39, column: 38, scope: !199, inlinedAt: !219)
!580 = !DILocation(line: 39, column: 59, scope: !199, inlinedAt: !219)
!581 = !DILocation(line: 39, column: 63, scope: !199, inlinedAt: !219)
!582 = distinct !DIAssignID()
!583 = !DILocation(line: 0, scope: !213, inlinedAt: !219)
!584 = !DILocation(line: 40, column: 23, scope: !217, inlinedAt: !219)
!585 = !DILocation(line: 40, column: 5, scope: !213, inlinedAt: !219)
!586 = !DILocation(line: 39, column: 33, scope: !199, inlinedAt: !219)
!587 = !DILocation(line: 55, column: 28, scope: !185)
!588 = !DILocation(line: 40, column: 43, scope: !216, inlinedAt: !219)
!589 = distinct !DIAssignID()
!590 = !DILocation(line: 0, scope: !215, inlinedAt: !219)
!591 = !DILocation(line: 40, column: 48, scope: !215, inlinedAt: !219)
!592 = !DILocation(line: 40, column: 182, scope: !216, inlinedAt: !219)
!593 = !DILocation(line: 40, column: 30, scope: !217, inlinedAt: !219)
!594 = distinct !{!594, !585, !595, !265}
!595 = !DILocation(line: 40, column: 232, scope: !213, inlinedAt: !219)
!596 = !DILocation(line: 40, column: 104, scope: !597, inlinedAt: !219)
!597 = distinct !DILexicalBlock(scope: !598, file: !2, line: 40, column: 77)
!598 = distinct !DILexicalBlock(scope: !215, file: !2, line: 40, column: 48)
!599 = !DILocation(line: 40, column: 100, scope: !597, inlinedAt: !219)
!600 = !DILocation(line: 40, column: 97, scope: !597, inlinedAt: !219)
!601 = !DILocation(line: 40, column: 88, scope: !597, inlinedAt: !219)
!602 = !DILocation(line: 40, column: 111, scope: !597, inlinedAt: !219)
!603 = !DILocation(line: 40, column: 123, scope: !597, inlinedAt: !219)
!604 = !DILocation(line: 40, column: 79, scope: !597, inlinedAt: !219)
!605 = !DILocation(line: 40, column: 86, scope: !597, inlinedAt: !219)
!606 = !DILocation(line: 40, column: 143, scope: !607, inlinedAt: !219)
!607 = distinct !DILexicalBlock(scope: !597, file: !2, line: 40, column: 136)
!608 = !DILocation(line: 40, column: 136, scope: !597, inlinedAt: !219)
!609 = !DILocation(line: 40, column: 73, scope: !598, inlinedAt: !219)
!610 = !DILocation(line: 40, column: 66, scope: !598, inlinedAt: !219)
!611 = distinct !{!611, !591, !612, !265}
!612 = !DILocation(line: 40, column: 180, scope: !215, inlinedAt: !219)
!613 = !DILocation(line: 39, column: 49, scope: !199, inlinedAt: !219)
!614 = !DILocation(line: 42, column: 1, scope: !199, inlinedAt: !219)
!615 = !DILocation(line: 57, column: 102, scope: !185)
!616 = !DILocation(line: 57, column: 108, scope: !185)
!617 = !DILocation(line: 57, column: 9, scope: !185)
!618 = !DILocation(line: 58, column: 42, scope: !185)
!619 = !DILocation(line: 58, column: 49, scope: !185)
!620 = !DILocation(line: 58, column: 21, scope: !185)
!621 = !DILocation(line: 58, column: 26, scope: !185)
!622 = !DILocation(line: 58, column: 31, scope: !185)
!623 = !DILocation(line: 58, column: 36, scope: !185)
!624 = !DILocation(line: 58, column: 15, scope: !185)
!625 = !DILocation(line: 59, column: 5, scope: !186)
!626 = !DILocation(line: 53, column: 29, scope: !186)
!627 = !DILocation(line: 53, column: 23, scope: !186)
!628 = distinct !{!628, !245, !629, !265}
!629 = !DILocation(line: 59, column: 5, scope: !183)
!630 = !DISubprogram(name: "printf", scope: !631, file: !631, line: 356, type: !632, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!631 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!632 = !DISubroutineType(types: !633)
!633 = !{!87, !634, null}
!634 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !88)
!635 = !DISubprogram(name: "strlen", scope: !636, file: !636, line: 407, type: !637, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!636 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!637 = !DISubroutineType(types: !638)
!638 = !{!94, !88}
